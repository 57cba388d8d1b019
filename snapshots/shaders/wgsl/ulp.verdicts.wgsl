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
var a_30: array<u32, 1>;

var a_1057: array<u32, 1>;

var a_3127: array<f64, 2>;

var a_4170: array<f64, 2>;

var a_4386: array<f64, 2>;

var a_4800: array<f64, 2>;

var a_4974: array<f64, 2>;

var a_5547: array<f64, 2>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1122: f64;
var l_mut_1205: f64;
var l_mut_141: bool;
var l_mut_144: bool;
var l_mut_147: bool;
var l_mut_150: bool;
var l_mut_2220: f64;
var l_mut_2474: f64;
var l_mut_2730: f64;
var l_mut_2984: f64;
var l_mut_31: u32;
var l_mut_3236: u32;
var l_mut_38: f64;
var l_mut_4279: u32;
var l_mut_48: u32;
var l_mut_5494: i32;
var l_mut_61: f64;
var l_mut_709: f64;
var l_mut_90: u32;
let l_0 = info.static_meta[u32(8)];
let l_1 = id < l_0;
if l_1 {
let l_6154 = info.static_meta[u32(6)];
let l_6155 = l_6154 * u32(1);
let l_6156 = u32(1024) < l_6155;
let l_6157 = l_6155 - u32(1);
let l_6158 = min(u32(1024), l_6157);
let l_6159 = buffer_6_global[l_6158];
let l_6160 = select(u32(0), l_6159, l_6156);
let l_2 = l_6160;
let l_3 = bitcast<f32>(l_2);
let l_4 = f64(l_3);

for (var l_mut_5: u32 = u32(0); l_mut_5 < u32(8); l_mut_5++) {
let l_6 = id * u32(8);
let l_7 = l_6 + l_mut_5;
let l_8 = u32(2) * l_mut_5;
let l_6161 = info.static_meta[u32(4)];
let l_6162 = l_6161 * u32(1);
let l_6163 = l_8 < l_6162;
let l_6164 = l_6162 - u32(1);
let l_6165 = min(l_8, l_6164);
let l_6166 = buffer_4_global[l_6165];
let l_6167 = select(u32(0), l_6166, l_6163);
let l_9 = l_6167;
let l_10 = u32(2) * l_mut_5;
let l_11 = l_10 + u32(1);
let l_6168 = info.static_meta[u32(4)];
let l_6169 = l_6168 * u32(1);
let l_6170 = l_11 < l_6169;
let l_6171 = l_6169 - u32(1);
let l_6172 = min(l_11, l_6171);
let l_6173 = buffer_4_global[l_6172];
let l_6174 = select(u32(0), l_6173, l_6170);
let l_12 = l_6174;
let l_13 = l_12 != u32(0);
let l_6175 = info.static_meta[u32(0)];
let l_6176 = l_6175 * u32(1);
let l_6177 = id < l_6176;
let l_6178 = l_6176 - u32(1);
let l_6179 = min(id, l_6178);
let l_6180 = buffer_0_global[l_6179];
let l_6181 = select(f32(0.0), l_6180, l_6177);
let l_14 = l_6181;
let l_6182 = info.static_meta[u32(1)];
let l_6183 = l_6182 * u32(1);
let l_6184 = id < l_6183;
let l_6185 = l_6183 - u32(1);
let l_6186 = min(id, l_6185);
let l_6187 = buffer_1_global[l_6186];
let l_6188 = select(f32(0.0), l_6187, l_6184);
let l_15 = l_6188;
let l_6189 = info.static_meta[u32(2)];
let l_6190 = l_6189 * u32(1);
let l_6191 = id < l_6190;
let l_6192 = l_6190 - u32(1);
let l_6193 = min(id, l_6192);
let l_6194 = buffer_2_global[l_6193];
let l_6195 = select(f64(0.0), l_6194, l_6191);
let l_16 = l_6195;
let l_6196 = info.static_meta[u32(3)];
let l_6197 = l_6196 * u32(1);
let l_6198 = id < l_6197;
let l_6199 = l_6197 - u32(1);
let l_6200 = min(id, l_6199);
let l_6201 = buffer_3_global[l_6200];
let l_6202 = select(f64(0.0), l_6201, l_6198);
let l_17 = l_6202;
let l_18 = l_mut_5 * u32(4);
let l_6203 = info.static_meta[u32(5)];
let l_6204 = l_6203 * u32(1);
let l_6205 = l_18 < l_6204;
let l_6206 = l_6204 - u32(1);
let l_6207 = min(l_18, l_6206);
let l_6208 = buffer_5_global[l_6207];
let l_6209 = select(f64(0.0), l_6208, l_6205);
let l_19 = l_6209;
let l_20 = l_mut_5 * u32(4);
let l_21 = l_20 + u32(1);
let l_6210 = info.static_meta[u32(5)];
let l_6211 = l_6210 * u32(1);
let l_6212 = l_21 < l_6211;
let l_6213 = l_6211 - u32(1);
let l_6214 = min(l_21, l_6213);
let l_6215 = buffer_5_global[l_6214];
let l_6216 = select(f64(0.0), l_6215, l_6212);
let l_22 = l_6216;
let l_23 = l_mut_5 * u32(4);
let l_24 = l_23 + u32(2);
let l_6217 = info.static_meta[u32(5)];
let l_6218 = l_6217 * u32(1);
let l_6219 = l_24 < l_6218;
let l_6220 = l_6218 - u32(1);
let l_6221 = min(l_24, l_6220);
let l_6222 = buffer_5_global[l_6221];
let l_6223 = select(f64(0.0), l_6222, l_6219);
let l_25 = l_6223;
let l_26 = f64(l_14);
let l_27 = abs(l_26);
let l_28 = abs(l_16);
let l_29 = l_28 * f64(1.4551915228366852e-11);
a_30[u32(0)] = u32(1);
l_mut_31 = u32(2);
let l_32 = l_9 == u32(0);
if l_32 {
l_mut_31 = u32(0);
} else {
let l_33 = l_9 == u32(1);
if l_33 {
l_mut_31 = u32(1);
let l_34 = abs(l_17);
let l_35 = l_34 <= l_19;
if l_35 {
l_mut_31 = u32(0);
}
} else {
let l_36 = l_9 == u32(2);
if l_36 {
let l_37 = abs(l_16);
l_mut_38 = f64(1.401298464324817e-45);
let l_39 = l_37 >= f64(1.1754943508222875e-38);
let l_40 = l_37 <= f64(1.7976931348623157e308);
let l_41 = l_39 && l_40;
if l_41 {
let l_42 = bitcast<u64>(l_37);
let l_43 = l_42 >> u32(bitcast<u64>(u64(52)));
let l_44 = l_43 - u64(23);
let l_45 = l_44 << u32(bitcast<u64>(u64(52)));
let l_46 = bitcast<f64>(l_45);
l_mut_38 = l_46;
}
let l_47 = l_19 * l_mut_38;
l_mut_48 = u32(2);
let l_49 = l_16 - l_29;
let l_50 = abs(l_49);
l_mut_38 = f64(1.401298464324817e-45);
let l_51 = l_50 >= f64(1.1754943508222875e-38);
let l_52 = l_50 <= f64(1.7976931348623157e308);
let l_53 = l_51 && l_52;
if l_53 {
let l_54 = bitcast<u64>(l_50);
let l_55 = l_54 >> u32(bitcast<u64>(u64(52)));
let l_56 = l_55 - u64(23);
let l_57 = l_56 << u32(bitcast<u64>(u64(52)));
let l_58 = bitcast<f64>(l_57);
l_mut_38 = l_58;
}
let l_59 = l_16 + l_29;
let l_60 = abs(l_59);
l_mut_61 = f64(1.401298464324817e-45);
let l_62 = l_60 >= f64(1.1754943508222875e-38);
let l_63 = l_60 <= f64(1.7976931348623157e308);
let l_64 = l_62 && l_63;
if l_64 {
let l_65 = bitcast<u64>(l_60);
let l_66 = l_65 >> u32(bitcast<u64>(u64(52)));
let l_67 = l_66 - u64(23);
let l_68 = l_67 << u32(bitcast<u64>(u64(52)));
let l_69 = bitcast<f64>(l_68);
l_mut_61 = l_69;
}
let l_70 = l_mut_38 == l_mut_61;
if l_70 {
let l_71 = l_47 * f64(1.4551915228366852e-11);
let l_72 = l_29 + l_71;
let l_73 = l_16 - l_47;
let l_74 = l_16 + l_47;
let l_75 = bitcast<u32>(l_15);
let l_76 = l_75 & u32(2147483647);
let l_77 = bitcast<f32>(l_76);
let l_78 = f64(l_77);
l_mut_61 = l_78;
let l_79 = l_76 < u32(8388608);
if l_79 {
let l_80 = f64(l_76);
let l_81 = l_80 * f64(1.401298464324817e-45);
l_mut_61 = l_81;
}
let l_82 = bitcast<u64>(l_mut_61);
let l_83 = l_75 >> u32(31);
let l_84 = u64(l_83);
let l_85 = l_84 << u32(bitcast<u64>(u64(63)));
let l_86 = l_82 | l_85;
let l_87 = bitcast<f64>(l_86);
let l_88 = bitcast<u32>(l_15);
let l_89 = l_88 + u32(1);
l_mut_90 = l_89;
let l_91 = l_88 & u32(2147483647);
let l_92 = l_91 == u32(0);
if l_92 {
l_mut_90 = u32(1);
} else {
let l_93 = l_88 & u32(2147483648);
let l_94 = l_93 != u32(0);
if l_94 {
let l_95 = l_88 - u32(1);
l_mut_90 = l_95;
} else {
let l_96 = l_88 == u32(2139095040);
if l_96 {
l_mut_90 = l_88;
}
}
}
let l_97 = bitcast<f32>(l_mut_90);
let l_98 = bitcast<u32>(l_97);
let l_99 = l_98 & u32(2147483647);
let l_100 = bitcast<f32>(l_99);
let l_101 = f64(l_100);
l_mut_61 = l_101;
let l_102 = l_99 < u32(8388608);
if l_102 {
let l_103 = f64(l_99);
let l_104 = l_103 * f64(1.401298464324817e-45);
l_mut_61 = l_104;
}
let l_105 = bitcast<u64>(l_mut_61);
let l_106 = l_98 >> u32(31);
let l_107 = u64(l_106);
let l_108 = l_107 << u32(bitcast<u64>(u64(63)));
let l_109 = l_105 | l_108;
let l_110 = bitcast<f64>(l_109);
let l_111 = bitcast<u32>(l_15);
let l_112 = l_111 ^ u32(2147483648);
let l_113 = bitcast<f32>(l_112);
let l_114 = bitcast<u32>(l_113);
let l_115 = l_114 + u32(1);
l_mut_90 = l_115;
let l_116 = l_114 & u32(2147483647);
let l_117 = l_116 == u32(0);
if l_117 {
l_mut_90 = u32(1);
} else {
let l_118 = l_114 & u32(2147483648);
let l_119 = l_118 != u32(0);
if l_119 {
let l_120 = l_114 - u32(1);
l_mut_90 = l_120;
} else {
let l_121 = l_114 == u32(2139095040);
if l_121 {
l_mut_90 = l_114;
}
}
}
let l_122 = bitcast<f32>(l_mut_90);
let l_123 = bitcast<u32>(l_122);
let l_124 = l_123 ^ u32(2147483648);
let l_125 = bitcast<f32>(l_124);
let l_126 = bitcast<u32>(l_125);
let l_127 = l_126 & u32(2147483647);
let l_128 = bitcast<f32>(l_127);
let l_129 = f64(l_128);
l_mut_61 = l_129;
let l_130 = l_127 < u32(8388608);
if l_130 {
let l_131 = f64(l_127);
let l_132 = l_131 * f64(1.401298464324817e-45);
l_mut_61 = l_132;
}
let l_133 = bitcast<u64>(l_mut_61);
let l_134 = l_126 >> u32(31);
let l_135 = u64(l_134);
let l_136 = l_135 << u32(bitcast<u64>(u64(63)));
let l_137 = l_133 | l_136;
let l_138 = bitcast<f64>(l_137);
let l_139 = l_73 + l_72;
let l_140 = l_139 <= l_87;
l_mut_141 = l_140;
let l_142 = l_73 - l_72;
let l_143 = l_142 > l_87;
l_mut_144 = l_143;
let l_145 = l_74 - l_72;
let l_146 = l_145 >= l_87;
l_mut_147 = l_146;
let l_148 = l_74 + l_72;
let l_149 = l_148 < l_87;
l_mut_150 = l_149;
if l_13 {
let l_151 = l_73 + l_72;
let l_152 = l_151 < l_110;
l_mut_141 = l_152;
let l_153 = l_73 - l_72;
let l_154 = l_153 >= l_110;
l_mut_144 = l_154;
let l_155 = l_74 - l_72;
let l_156 = l_155 > l_138;
l_mut_147 = l_156;
let l_157 = l_74 + l_72;
let l_158 = l_157 <= l_138;
l_mut_150 = l_158;
}
l_mut_90 = u32(2);
let l_159 = l_mut_144 || l_mut_150;
if l_159 {
l_mut_90 = u32(1);
} else {
let l_160 = l_mut_141 && l_mut_147;
if l_160 {
l_mut_90 = u32(0);
}
}
let l_161 = bitcast<u32>(l_15);
let l_162 = l_161 & u32(2147483647);
let l_163 = l_162 == u32(0);
if l_163 {
let l_164 = l_73 + l_72;
let l_165 = l_164 < f64(1.1754943508222875e-38);
let l_166 = l_74 - l_72;
let l_167 = l_166 > f64(-1.1754943508222875e-38);
let l_168 = l_165 && l_167;
let l_169 = l_73 - l_72;
let l_170 = l_169 < f64(1.1754943508222875e-38);
let l_171 = l_74 + l_72;
let l_172 = l_171 > f64(-1.1754943508222875e-38);
let l_173 = l_170 && l_172;
if l_168 {
l_mut_90 = u32(0);
} else {
let l_174 = l_mut_90 == u32(1);
let l_175 = l_173 && l_174;
if l_175 {
l_mut_90 = u32(2);
}
}
}
l_mut_48 = l_mut_90;
}
l_mut_31 = l_mut_48;
} else {
let l_176 = l_9 == u32(3);
if l_176 {
l_mut_31 = u32(0);
let l_177 = l_27 >= f64(1.1754943508222875e-38);
let l_178 = l_27 <= f64(8.507059173023462e37);
let l_179 = l_177 && l_178;
if l_179 {
let l_180 = abs(l_16);
l_mut_61 = f64(1.401298464324817e-45);
let l_181 = l_180 >= f64(1.1754943508222875e-38);
let l_182 = l_180 <= f64(1.7976931348623157e308);
let l_183 = l_181 && l_182;
if l_183 {
let l_184 = bitcast<u64>(l_180);
let l_185 = l_184 >> u32(bitcast<u64>(u64(52)));
let l_186 = l_185 - u64(23);
let l_187 = l_186 << u32(bitcast<u64>(u64(52)));
let l_188 = bitcast<f64>(l_187);
l_mut_61 = l_188;
}
let l_189 = l_19 * l_mut_61;
l_mut_90 = u32(2);
let l_190 = l_16 - l_29;
let l_191 = abs(l_190);
l_mut_61 = f64(1.401298464324817e-45);
let l_192 = l_191 >= f64(1.1754943508222875e-38);
let l_193 = l_191 <= f64(1.7976931348623157e308);
let l_194 = l_192 && l_193;
if l_194 {
let l_195 = bitcast<u64>(l_191);
let l_196 = l_195 >> u32(bitcast<u64>(u64(52)));
let l_197 = l_196 - u64(23);
let l_198 = l_197 << u32(bitcast<u64>(u64(52)));
let l_199 = bitcast<f64>(l_198);
l_mut_61 = l_199;
}
let l_200 = l_16 + l_29;
let l_201 = abs(l_200);
l_mut_38 = f64(1.401298464324817e-45);
let l_202 = l_201 >= f64(1.1754943508222875e-38);
let l_203 = l_201 <= f64(1.7976931348623157e308);
let l_204 = l_202 && l_203;
if l_204 {
let l_205 = bitcast<u64>(l_201);
let l_206 = l_205 >> u32(bitcast<u64>(u64(52)));
let l_207 = l_206 - u64(23);
let l_208 = l_207 << u32(bitcast<u64>(u64(52)));
let l_209 = bitcast<f64>(l_208);
l_mut_38 = l_209;
}
let l_210 = l_mut_61 == l_mut_38;
if l_210 {
let l_211 = l_189 * f64(1.4551915228366852e-11);
let l_212 = l_29 + l_211;
let l_213 = l_16 - l_189;
let l_214 = l_16 + l_189;
let l_215 = bitcast<u32>(l_15);
let l_216 = l_215 & u32(2147483647);
let l_217 = bitcast<f32>(l_216);
let l_218 = f64(l_217);
l_mut_61 = l_218;
let l_219 = l_216 < u32(8388608);
if l_219 {
let l_220 = f64(l_216);
let l_221 = l_220 * f64(1.401298464324817e-45);
l_mut_61 = l_221;
}
let l_222 = bitcast<u64>(l_mut_61);
let l_223 = l_215 >> u32(31);
let l_224 = u64(l_223);
let l_225 = l_224 << u32(bitcast<u64>(u64(63)));
let l_226 = l_222 | l_225;
let l_227 = bitcast<f64>(l_226);
let l_228 = bitcast<u32>(l_15);
let l_229 = l_228 + u32(1);
l_mut_48 = l_229;
let l_230 = l_228 & u32(2147483647);
let l_231 = l_230 == u32(0);
if l_231 {
l_mut_48 = u32(1);
} else {
let l_232 = l_228 & u32(2147483648);
let l_233 = l_232 != u32(0);
if l_233 {
let l_234 = l_228 - u32(1);
l_mut_48 = l_234;
} else {
let l_235 = l_228 == u32(2139095040);
if l_235 {
l_mut_48 = l_228;
}
}
}
let l_236 = bitcast<f32>(l_mut_48);
let l_237 = bitcast<u32>(l_236);
let l_238 = l_237 & u32(2147483647);
let l_239 = bitcast<f32>(l_238);
let l_240 = f64(l_239);
l_mut_61 = l_240;
let l_241 = l_238 < u32(8388608);
if l_241 {
let l_242 = f64(l_238);
let l_243 = l_242 * f64(1.401298464324817e-45);
l_mut_61 = l_243;
}
let l_244 = bitcast<u64>(l_mut_61);
let l_245 = l_237 >> u32(31);
let l_246 = u64(l_245);
let l_247 = l_246 << u32(bitcast<u64>(u64(63)));
let l_248 = l_244 | l_247;
let l_249 = bitcast<f64>(l_248);
let l_250 = bitcast<u32>(l_15);
let l_251 = l_250 ^ u32(2147483648);
let l_252 = bitcast<f32>(l_251);
let l_253 = bitcast<u32>(l_252);
let l_254 = l_253 + u32(1);
l_mut_48 = l_254;
let l_255 = l_253 & u32(2147483647);
let l_256 = l_255 == u32(0);
if l_256 {
l_mut_48 = u32(1);
} else {
let l_257 = l_253 & u32(2147483648);
let l_258 = l_257 != u32(0);
if l_258 {
let l_259 = l_253 - u32(1);
l_mut_48 = l_259;
} else {
let l_260 = l_253 == u32(2139095040);
if l_260 {
l_mut_48 = l_253;
}
}
}
let l_261 = bitcast<f32>(l_mut_48);
let l_262 = bitcast<u32>(l_261);
let l_263 = l_262 ^ u32(2147483648);
let l_264 = bitcast<f32>(l_263);
let l_265 = bitcast<u32>(l_264);
let l_266 = l_265 & u32(2147483647);
let l_267 = bitcast<f32>(l_266);
let l_268 = f64(l_267);
l_mut_61 = l_268;
let l_269 = l_266 < u32(8388608);
if l_269 {
let l_270 = f64(l_266);
let l_271 = l_270 * f64(1.401298464324817e-45);
l_mut_61 = l_271;
}
let l_272 = bitcast<u64>(l_mut_61);
let l_273 = l_265 >> u32(31);
let l_274 = u64(l_273);
let l_275 = l_274 << u32(bitcast<u64>(u64(63)));
let l_276 = l_272 | l_275;
let l_277 = bitcast<f64>(l_276);
let l_278 = l_213 + l_212;
let l_279 = l_278 <= l_227;
l_mut_150 = l_279;
let l_280 = l_213 - l_212;
let l_281 = l_280 > l_227;
l_mut_147 = l_281;
let l_282 = l_214 - l_212;
let l_283 = l_282 >= l_227;
l_mut_144 = l_283;
let l_284 = l_214 + l_212;
let l_285 = l_284 < l_227;
l_mut_141 = l_285;
if l_13 {
let l_286 = l_213 + l_212;
let l_287 = l_286 < l_249;
l_mut_150 = l_287;
let l_288 = l_213 - l_212;
let l_289 = l_288 >= l_249;
l_mut_147 = l_289;
let l_290 = l_214 - l_212;
let l_291 = l_290 > l_277;
l_mut_144 = l_291;
let l_292 = l_214 + l_212;
let l_293 = l_292 <= l_277;
l_mut_141 = l_293;
}
l_mut_48 = u32(2);
let l_294 = l_mut_147 || l_mut_141;
if l_294 {
l_mut_48 = u32(1);
} else {
let l_295 = l_mut_150 && l_mut_144;
if l_295 {
l_mut_48 = u32(0);
}
}
let l_296 = bitcast<u32>(l_15);
let l_297 = l_296 & u32(2147483647);
let l_298 = l_297 == u32(0);
if l_298 {
let l_299 = l_213 + l_212;
let l_300 = l_299 < f64(1.1754943508222875e-38);
let l_301 = l_214 - l_212;
let l_302 = l_301 > f64(-1.1754943508222875e-38);
let l_303 = l_300 && l_302;
let l_304 = l_213 - l_212;
let l_305 = l_304 < f64(1.1754943508222875e-38);
let l_306 = l_214 + l_212;
let l_307 = l_306 > f64(-1.1754943508222875e-38);
let l_308 = l_305 && l_307;
if l_303 {
l_mut_48 = u32(0);
} else {
let l_309 = l_mut_48 == u32(1);
let l_310 = l_308 && l_309;
if l_310 {
l_mut_48 = u32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
}
} else {
let l_311 = l_9 == u32(4);
if l_311 {
let l_312 = l_22 * l_27;
let l_313 = l_19 + l_312;
let l_314 = abs(l_16);
l_mut_61 = f64(1.401298464324817e-45);
let l_315 = l_314 >= f64(1.1754943508222875e-38);
let l_316 = l_314 <= f64(1.7976931348623157e308);
let l_317 = l_315 && l_316;
if l_317 {
let l_318 = bitcast<u64>(l_314);
let l_319 = l_318 >> u32(bitcast<u64>(u64(52)));
let l_320 = l_319 - u64(23);
let l_321 = l_320 << u32(bitcast<u64>(u64(52)));
let l_322 = bitcast<f64>(l_321);
l_mut_61 = l_322;
}
let l_323 = l_313 * l_mut_61;
l_mut_90 = u32(2);
let l_324 = l_16 - l_29;
let l_325 = abs(l_324);
l_mut_61 = f64(1.401298464324817e-45);
let l_326 = l_325 >= f64(1.1754943508222875e-38);
let l_327 = l_325 <= f64(1.7976931348623157e308);
let l_328 = l_326 && l_327;
if l_328 {
let l_329 = bitcast<u64>(l_325);
let l_330 = l_329 >> u32(bitcast<u64>(u64(52)));
let l_331 = l_330 - u64(23);
let l_332 = l_331 << u32(bitcast<u64>(u64(52)));
let l_333 = bitcast<f64>(l_332);
l_mut_61 = l_333;
}
let l_334 = l_16 + l_29;
let l_335 = abs(l_334);
l_mut_38 = f64(1.401298464324817e-45);
let l_336 = l_335 >= f64(1.1754943508222875e-38);
let l_337 = l_335 <= f64(1.7976931348623157e308);
let l_338 = l_336 && l_337;
if l_338 {
let l_339 = bitcast<u64>(l_335);
let l_340 = l_339 >> u32(bitcast<u64>(u64(52)));
let l_341 = l_340 - u64(23);
let l_342 = l_341 << u32(bitcast<u64>(u64(52)));
let l_343 = bitcast<f64>(l_342);
l_mut_38 = l_343;
}
let l_344 = l_mut_61 == l_mut_38;
if l_344 {
let l_345 = l_323 * f64(1.4551915228366852e-11);
let l_346 = l_29 + l_345;
let l_347 = l_16 - l_323;
let l_348 = l_16 + l_323;
let l_349 = bitcast<u32>(l_15);
let l_350 = l_349 & u32(2147483647);
let l_351 = bitcast<f32>(l_350);
let l_352 = f64(l_351);
l_mut_61 = l_352;
let l_353 = l_350 < u32(8388608);
if l_353 {
let l_354 = f64(l_350);
let l_355 = l_354 * f64(1.401298464324817e-45);
l_mut_61 = l_355;
}
let l_356 = bitcast<u64>(l_mut_61);
let l_357 = l_349 >> u32(31);
let l_358 = u64(l_357);
let l_359 = l_358 << u32(bitcast<u64>(u64(63)));
let l_360 = l_356 | l_359;
let l_361 = bitcast<f64>(l_360);
let l_362 = bitcast<u32>(l_15);
let l_363 = l_362 + u32(1);
l_mut_48 = l_363;
let l_364 = l_362 & u32(2147483647);
let l_365 = l_364 == u32(0);
if l_365 {
l_mut_48 = u32(1);
} else {
let l_366 = l_362 & u32(2147483648);
let l_367 = l_366 != u32(0);
if l_367 {
let l_368 = l_362 - u32(1);
l_mut_48 = l_368;
} else {
let l_369 = l_362 == u32(2139095040);
if l_369 {
l_mut_48 = l_362;
}
}
}
let l_370 = bitcast<f32>(l_mut_48);
let l_371 = bitcast<u32>(l_370);
let l_372 = l_371 & u32(2147483647);
let l_373 = bitcast<f32>(l_372);
let l_374 = f64(l_373);
l_mut_61 = l_374;
let l_375 = l_372 < u32(8388608);
if l_375 {
let l_376 = f64(l_372);
let l_377 = l_376 * f64(1.401298464324817e-45);
l_mut_61 = l_377;
}
let l_378 = bitcast<u64>(l_mut_61);
let l_379 = l_371 >> u32(31);
let l_380 = u64(l_379);
let l_381 = l_380 << u32(bitcast<u64>(u64(63)));
let l_382 = l_378 | l_381;
let l_383 = bitcast<f64>(l_382);
let l_384 = bitcast<u32>(l_15);
let l_385 = l_384 ^ u32(2147483648);
let l_386 = bitcast<f32>(l_385);
let l_387 = bitcast<u32>(l_386);
let l_388 = l_387 + u32(1);
l_mut_48 = l_388;
let l_389 = l_387 & u32(2147483647);
let l_390 = l_389 == u32(0);
if l_390 {
l_mut_48 = u32(1);
} else {
let l_391 = l_387 & u32(2147483648);
let l_392 = l_391 != u32(0);
if l_392 {
let l_393 = l_387 - u32(1);
l_mut_48 = l_393;
} else {
let l_394 = l_387 == u32(2139095040);
if l_394 {
l_mut_48 = l_387;
}
}
}
let l_395 = bitcast<f32>(l_mut_48);
let l_396 = bitcast<u32>(l_395);
let l_397 = l_396 ^ u32(2147483648);
let l_398 = bitcast<f32>(l_397);
let l_399 = bitcast<u32>(l_398);
let l_400 = l_399 & u32(2147483647);
let l_401 = bitcast<f32>(l_400);
let l_402 = f64(l_401);
l_mut_61 = l_402;
let l_403 = l_400 < u32(8388608);
if l_403 {
let l_404 = f64(l_400);
let l_405 = l_404 * f64(1.401298464324817e-45);
l_mut_61 = l_405;
}
let l_406 = bitcast<u64>(l_mut_61);
let l_407 = l_399 >> u32(31);
let l_408 = u64(l_407);
let l_409 = l_408 << u32(bitcast<u64>(u64(63)));
let l_410 = l_406 | l_409;
let l_411 = bitcast<f64>(l_410);
let l_412 = l_347 + l_346;
let l_413 = l_412 <= l_361;
l_mut_150 = l_413;
let l_414 = l_347 - l_346;
let l_415 = l_414 > l_361;
l_mut_147 = l_415;
let l_416 = l_348 - l_346;
let l_417 = l_416 >= l_361;
l_mut_144 = l_417;
let l_418 = l_348 + l_346;
let l_419 = l_418 < l_361;
l_mut_141 = l_419;
if l_13 {
let l_420 = l_347 + l_346;
let l_421 = l_420 < l_383;
l_mut_150 = l_421;
let l_422 = l_347 - l_346;
let l_423 = l_422 >= l_383;
l_mut_147 = l_423;
let l_424 = l_348 - l_346;
let l_425 = l_424 > l_411;
l_mut_144 = l_425;
let l_426 = l_348 + l_346;
let l_427 = l_426 <= l_411;
l_mut_141 = l_427;
}
l_mut_48 = u32(2);
let l_428 = l_mut_147 || l_mut_141;
if l_428 {
l_mut_48 = u32(1);
} else {
let l_429 = l_mut_150 && l_mut_144;
if l_429 {
l_mut_48 = u32(0);
}
}
let l_430 = bitcast<u32>(l_15);
let l_431 = l_430 & u32(2147483647);
let l_432 = l_431 == u32(0);
if l_432 {
let l_433 = l_347 + l_346;
let l_434 = l_433 < f64(1.1754943508222875e-38);
let l_435 = l_348 - l_346;
let l_436 = l_435 > f64(-1.1754943508222875e-38);
let l_437 = l_434 && l_436;
let l_438 = l_347 - l_346;
let l_439 = l_438 < f64(1.1754943508222875e-38);
let l_440 = l_348 + l_346;
let l_441 = l_440 > f64(-1.1754943508222875e-38);
let l_442 = l_439 && l_441;
if l_437 {
l_mut_48 = u32(0);
} else {
let l_443 = l_mut_48 == u32(1);
let l_444 = l_442 && l_443;
if l_444 {
l_mut_48 = u32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
} else {
let l_445 = l_9 == u32(5);
if l_445 {
let l_446 = f64(2.0) * l_26;
let l_447 = abs(l_446);
let l_448 = floor(l_447);
let l_449 = f64(3.0) + l_448;
let l_450 = abs(l_16);
l_mut_61 = f64(1.401298464324817e-45);
let l_451 = l_450 >= f64(1.1754943508222875e-38);
let l_452 = l_450 <= f64(1.7976931348623157e308);
let l_453 = l_451 && l_452;
if l_453 {
let l_454 = bitcast<u64>(l_450);
let l_455 = l_454 >> u32(bitcast<u64>(u64(52)));
let l_456 = l_455 - u64(23);
let l_457 = l_456 << u32(bitcast<u64>(u64(52)));
let l_458 = bitcast<f64>(l_457);
l_mut_61 = l_458;
}
let l_459 = l_449 * l_mut_61;
l_mut_90 = u32(2);
let l_460 = l_16 - l_29;
let l_461 = abs(l_460);
l_mut_61 = f64(1.401298464324817e-45);
let l_462 = l_461 >= f64(1.1754943508222875e-38);
let l_463 = l_461 <= f64(1.7976931348623157e308);
let l_464 = l_462 && l_463;
if l_464 {
let l_465 = bitcast<u64>(l_461);
let l_466 = l_465 >> u32(bitcast<u64>(u64(52)));
let l_467 = l_466 - u64(23);
let l_468 = l_467 << u32(bitcast<u64>(u64(52)));
let l_469 = bitcast<f64>(l_468);
l_mut_61 = l_469;
}
let l_470 = l_16 + l_29;
let l_471 = abs(l_470);
l_mut_38 = f64(1.401298464324817e-45);
let l_472 = l_471 >= f64(1.1754943508222875e-38);
let l_473 = l_471 <= f64(1.7976931348623157e308);
let l_474 = l_472 && l_473;
if l_474 {
let l_475 = bitcast<u64>(l_471);
let l_476 = l_475 >> u32(bitcast<u64>(u64(52)));
let l_477 = l_476 - u64(23);
let l_478 = l_477 << u32(bitcast<u64>(u64(52)));
let l_479 = bitcast<f64>(l_478);
l_mut_38 = l_479;
}
let l_480 = l_mut_61 == l_mut_38;
if l_480 {
let l_481 = l_459 * f64(1.4551915228366852e-11);
let l_482 = l_29 + l_481;
let l_483 = l_16 - l_459;
let l_484 = l_16 + l_459;
let l_485 = bitcast<u32>(l_15);
let l_486 = l_485 & u32(2147483647);
let l_487 = bitcast<f32>(l_486);
let l_488 = f64(l_487);
l_mut_61 = l_488;
let l_489 = l_486 < u32(8388608);
if l_489 {
let l_490 = f64(l_486);
let l_491 = l_490 * f64(1.401298464324817e-45);
l_mut_61 = l_491;
}
let l_492 = bitcast<u64>(l_mut_61);
let l_493 = l_485 >> u32(31);
let l_494 = u64(l_493);
let l_495 = l_494 << u32(bitcast<u64>(u64(63)));
let l_496 = l_492 | l_495;
let l_497 = bitcast<f64>(l_496);
let l_498 = bitcast<u32>(l_15);
let l_499 = l_498 + u32(1);
l_mut_48 = l_499;
let l_500 = l_498 & u32(2147483647);
let l_501 = l_500 == u32(0);
if l_501 {
l_mut_48 = u32(1);
} else {
let l_502 = l_498 & u32(2147483648);
let l_503 = l_502 != u32(0);
if l_503 {
let l_504 = l_498 - u32(1);
l_mut_48 = l_504;
} else {
let l_505 = l_498 == u32(2139095040);
if l_505 {
l_mut_48 = l_498;
}
}
}
let l_506 = bitcast<f32>(l_mut_48);
let l_507 = bitcast<u32>(l_506);
let l_508 = l_507 & u32(2147483647);
let l_509 = bitcast<f32>(l_508);
let l_510 = f64(l_509);
l_mut_61 = l_510;
let l_511 = l_508 < u32(8388608);
if l_511 {
let l_512 = f64(l_508);
let l_513 = l_512 * f64(1.401298464324817e-45);
l_mut_61 = l_513;
}
let l_514 = bitcast<u64>(l_mut_61);
let l_515 = l_507 >> u32(31);
let l_516 = u64(l_515);
let l_517 = l_516 << u32(bitcast<u64>(u64(63)));
let l_518 = l_514 | l_517;
let l_519 = bitcast<f64>(l_518);
let l_520 = bitcast<u32>(l_15);
let l_521 = l_520 ^ u32(2147483648);
let l_522 = bitcast<f32>(l_521);
let l_523 = bitcast<u32>(l_522);
let l_524 = l_523 + u32(1);
l_mut_48 = l_524;
let l_525 = l_523 & u32(2147483647);
let l_526 = l_525 == u32(0);
if l_526 {
l_mut_48 = u32(1);
} else {
let l_527 = l_523 & u32(2147483648);
let l_528 = l_527 != u32(0);
if l_528 {
let l_529 = l_523 - u32(1);
l_mut_48 = l_529;
} else {
let l_530 = l_523 == u32(2139095040);
if l_530 {
l_mut_48 = l_523;
}
}
}
let l_531 = bitcast<f32>(l_mut_48);
let l_532 = bitcast<u32>(l_531);
let l_533 = l_532 ^ u32(2147483648);
let l_534 = bitcast<f32>(l_533);
let l_535 = bitcast<u32>(l_534);
let l_536 = l_535 & u32(2147483647);
let l_537 = bitcast<f32>(l_536);
let l_538 = f64(l_537);
l_mut_61 = l_538;
let l_539 = l_536 < u32(8388608);
if l_539 {
let l_540 = f64(l_536);
let l_541 = l_540 * f64(1.401298464324817e-45);
l_mut_61 = l_541;
}
let l_542 = bitcast<u64>(l_mut_61);
let l_543 = l_535 >> u32(31);
let l_544 = u64(l_543);
let l_545 = l_544 << u32(bitcast<u64>(u64(63)));
let l_546 = l_542 | l_545;
let l_547 = bitcast<f64>(l_546);
let l_548 = l_483 + l_482;
let l_549 = l_548 <= l_497;
l_mut_150 = l_549;
let l_550 = l_483 - l_482;
let l_551 = l_550 > l_497;
l_mut_147 = l_551;
let l_552 = l_484 - l_482;
let l_553 = l_552 >= l_497;
l_mut_144 = l_553;
let l_554 = l_484 + l_482;
let l_555 = l_554 < l_497;
l_mut_141 = l_555;
if l_13 {
let l_556 = l_483 + l_482;
let l_557 = l_556 < l_519;
l_mut_150 = l_557;
let l_558 = l_483 - l_482;
let l_559 = l_558 >= l_519;
l_mut_147 = l_559;
let l_560 = l_484 - l_482;
let l_561 = l_560 > l_547;
l_mut_144 = l_561;
let l_562 = l_484 + l_482;
let l_563 = l_562 <= l_547;
l_mut_141 = l_563;
}
l_mut_48 = u32(2);
let l_564 = l_mut_147 || l_mut_141;
if l_564 {
l_mut_48 = u32(1);
} else {
let l_565 = l_mut_150 && l_mut_144;
if l_565 {
l_mut_48 = u32(0);
}
}
let l_566 = bitcast<u32>(l_15);
let l_567 = l_566 & u32(2147483647);
let l_568 = l_567 == u32(0);
if l_568 {
let l_569 = l_483 + l_482;
let l_570 = l_569 < f64(1.1754943508222875e-38);
let l_571 = l_484 - l_482;
let l_572 = l_571 > f64(-1.1754943508222875e-38);
let l_573 = l_570 && l_572;
let l_574 = l_483 - l_482;
let l_575 = l_574 < f64(1.1754943508222875e-38);
let l_576 = l_484 + l_482;
let l_577 = l_576 > f64(-1.1754943508222875e-38);
let l_578 = l_575 && l_577;
if l_573 {
l_mut_48 = u32(0);
} else {
let l_579 = l_mut_48 == u32(1);
let l_580 = l_578 && l_579;
if l_580 {
l_mut_48 = u32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
} else {
let l_581 = l_9 == u32(6);
if l_581 {
l_mut_31 = u32(0);
let l_582 = l_27 <= l_22;
if l_582 {
let l_583 = l_19 * f64(1.4551915228366852e-11);
let l_584 = l_29 + l_583;
let l_585 = l_16 - l_19;
let l_586 = l_16 + l_19;
let l_587 = bitcast<u32>(l_15);
let l_588 = l_587 & u32(2147483647);
let l_589 = bitcast<f32>(l_588);
let l_590 = f64(l_589);
l_mut_61 = l_590;
let l_591 = l_588 < u32(8388608);
if l_591 {
let l_592 = f64(l_588);
let l_593 = l_592 * f64(1.401298464324817e-45);
l_mut_61 = l_593;
}
let l_594 = bitcast<u64>(l_mut_61);
let l_595 = l_587 >> u32(31);
let l_596 = u64(l_595);
let l_597 = l_596 << u32(bitcast<u64>(u64(63)));
let l_598 = l_594 | l_597;
let l_599 = bitcast<f64>(l_598);
let l_600 = bitcast<u32>(l_15);
let l_601 = l_600 + u32(1);
l_mut_90 = l_601;
let l_602 = l_600 & u32(2147483647);
let l_603 = l_602 == u32(0);
if l_603 {
l_mut_90 = u32(1);
} else {
let l_604 = l_600 & u32(2147483648);
let l_605 = l_604 != u32(0);
if l_605 {
let l_606 = l_600 - u32(1);
l_mut_90 = l_606;
} else {
let l_607 = l_600 == u32(2139095040);
if l_607 {
l_mut_90 = l_600;
}
}
}
let l_608 = bitcast<f32>(l_mut_90);
let l_609 = bitcast<u32>(l_608);
let l_610 = l_609 & u32(2147483647);
let l_611 = bitcast<f32>(l_610);
let l_612 = f64(l_611);
l_mut_61 = l_612;
let l_613 = l_610 < u32(8388608);
if l_613 {
let l_614 = f64(l_610);
let l_615 = l_614 * f64(1.401298464324817e-45);
l_mut_61 = l_615;
}
let l_616 = bitcast<u64>(l_mut_61);
let l_617 = l_609 >> u32(31);
let l_618 = u64(l_617);
let l_619 = l_618 << u32(bitcast<u64>(u64(63)));
let l_620 = l_616 | l_619;
let l_621 = bitcast<f64>(l_620);
let l_622 = bitcast<u32>(l_15);
let l_623 = l_622 ^ u32(2147483648);
let l_624 = bitcast<f32>(l_623);
let l_625 = bitcast<u32>(l_624);
let l_626 = l_625 + u32(1);
l_mut_90 = l_626;
let l_627 = l_625 & u32(2147483647);
let l_628 = l_627 == u32(0);
if l_628 {
l_mut_90 = u32(1);
} else {
let l_629 = l_625 & u32(2147483648);
let l_630 = l_629 != u32(0);
if l_630 {
let l_631 = l_625 - u32(1);
l_mut_90 = l_631;
} else {
let l_632 = l_625 == u32(2139095040);
if l_632 {
l_mut_90 = l_625;
}
}
}
let l_633 = bitcast<f32>(l_mut_90);
let l_634 = bitcast<u32>(l_633);
let l_635 = l_634 ^ u32(2147483648);
let l_636 = bitcast<f32>(l_635);
let l_637 = bitcast<u32>(l_636);
let l_638 = l_637 & u32(2147483647);
let l_639 = bitcast<f32>(l_638);
let l_640 = f64(l_639);
l_mut_61 = l_640;
let l_641 = l_638 < u32(8388608);
if l_641 {
let l_642 = f64(l_638);
let l_643 = l_642 * f64(1.401298464324817e-45);
l_mut_61 = l_643;
}
let l_644 = bitcast<u64>(l_mut_61);
let l_645 = l_637 >> u32(31);
let l_646 = u64(l_645);
let l_647 = l_646 << u32(bitcast<u64>(u64(63)));
let l_648 = l_644 | l_647;
let l_649 = bitcast<f64>(l_648);
let l_650 = l_585 + l_584;
let l_651 = l_650 <= l_599;
l_mut_150 = l_651;
let l_652 = l_585 - l_584;
let l_653 = l_652 > l_599;
l_mut_147 = l_653;
let l_654 = l_586 - l_584;
let l_655 = l_654 >= l_599;
l_mut_144 = l_655;
let l_656 = l_586 + l_584;
let l_657 = l_656 < l_599;
l_mut_141 = l_657;
if l_13 {
let l_658 = l_585 + l_584;
let l_659 = l_658 < l_621;
l_mut_150 = l_659;
let l_660 = l_585 - l_584;
let l_661 = l_660 >= l_621;
l_mut_147 = l_661;
let l_662 = l_586 - l_584;
let l_663 = l_662 > l_649;
l_mut_144 = l_663;
let l_664 = l_586 + l_584;
let l_665 = l_664 <= l_649;
l_mut_141 = l_665;
}
l_mut_90 = u32(2);
let l_666 = l_mut_147 || l_mut_141;
if l_666 {
l_mut_90 = u32(1);
} else {
let l_667 = l_mut_150 && l_mut_144;
if l_667 {
l_mut_90 = u32(0);
}
}
let l_668 = bitcast<u32>(l_15);
let l_669 = l_668 & u32(2147483647);
let l_670 = l_669 == u32(0);
if l_670 {
let l_671 = l_585 + l_584;
let l_672 = l_671 < f64(1.1754943508222875e-38);
let l_673 = l_586 - l_584;
let l_674 = l_673 > f64(-1.1754943508222875e-38);
let l_675 = l_672 && l_674;
let l_676 = l_585 - l_584;
let l_677 = l_676 < f64(1.1754943508222875e-38);
let l_678 = l_586 + l_584;
let l_679 = l_678 > f64(-1.1754943508222875e-38);
let l_680 = l_677 && l_679;
if l_675 {
l_mut_90 = u32(0);
} else {
let l_681 = l_mut_90 == u32(1);
let l_682 = l_680 && l_681;
if l_682 {
l_mut_90 = u32(2);
}
}
}
l_mut_31 = l_mut_90;
}
} else {
let l_683 = l_9 == u32(7);
if l_683 {
let l_684 = abs(l_16);
let l_685 = l_19 * l_684;
l_mut_61 = l_685;
let l_686 = abs(l_16);
l_mut_38 = f64(1.401298464324817e-45);
let l_687 = l_686 >= f64(1.1754943508222875e-38);
let l_688 = l_686 <= f64(1.7976931348623157e308);
let l_689 = l_687 && l_688;
if l_689 {
let l_690 = bitcast<u64>(l_686);
let l_691 = l_690 >> u32(bitcast<u64>(u64(52)));
let l_692 = l_691 - u64(23);
let l_693 = l_692 << u32(bitcast<u64>(u64(52)));
let l_694 = bitcast<f64>(l_693);
l_mut_38 = l_694;
}
let l_695 = f64(0.5) * l_mut_38;
let l_696 = l_695 > l_mut_61;
if l_696 {
l_mut_61 = l_695;
}
let l_697 = l_16 - l_29;
let l_698 = abs(l_697);
l_mut_38 = f64(1.401298464324817e-45);
let l_699 = l_698 >= f64(1.1754943508222875e-38);
let l_700 = l_698 <= f64(1.7976931348623157e308);
let l_701 = l_699 && l_700;
if l_701 {
let l_702 = bitcast<u64>(l_698);
let l_703 = l_702 >> u32(bitcast<u64>(u64(52)));
let l_704 = l_703 - u64(23);
let l_705 = l_704 << u32(bitcast<u64>(u64(52)));
let l_706 = bitcast<f64>(l_705);
l_mut_38 = l_706;
}
let l_707 = l_16 + l_29;
let l_708 = abs(l_707);
l_mut_709 = f64(1.401298464324817e-45);
let l_710 = l_708 >= f64(1.1754943508222875e-38);
let l_711 = l_708 <= f64(1.7976931348623157e308);
let l_712 = l_710 && l_711;
if l_712 {
let l_713 = bitcast<u64>(l_708);
let l_714 = l_713 >> u32(bitcast<u64>(u64(52)));
let l_715 = l_714 - u64(23);
let l_716 = l_715 << u32(bitcast<u64>(u64(52)));
let l_717 = bitcast<f64>(l_716);
l_mut_709 = l_717;
}
let l_718 = l_mut_38 == l_mut_709;
if l_718 {
let l_719 = l_19 * l_29;
let l_720 = l_29 + l_719;
let l_721 = l_mut_61 * f64(1.4551915228366852e-11);
let l_722 = l_720 + l_721;
let l_723 = l_16 - l_mut_61;
let l_724 = l_16 + l_mut_61;
let l_725 = bitcast<u32>(l_15);
let l_726 = l_725 & u32(2147483647);
let l_727 = bitcast<f32>(l_726);
let l_728 = f64(l_727);
l_mut_709 = l_728;
let l_729 = l_726 < u32(8388608);
if l_729 {
let l_730 = f64(l_726);
let l_731 = l_730 * f64(1.401298464324817e-45);
l_mut_709 = l_731;
}
let l_732 = bitcast<u64>(l_mut_709);
let l_733 = l_725 >> u32(31);
let l_734 = u64(l_733);
let l_735 = l_734 << u32(bitcast<u64>(u64(63)));
let l_736 = l_732 | l_735;
let l_737 = bitcast<f64>(l_736);
let l_738 = bitcast<u32>(l_15);
let l_739 = l_738 + u32(1);
l_mut_90 = l_739;
let l_740 = l_738 & u32(2147483647);
let l_741 = l_740 == u32(0);
if l_741 {
l_mut_90 = u32(1);
} else {
let l_742 = l_738 & u32(2147483648);
let l_743 = l_742 != u32(0);
if l_743 {
let l_744 = l_738 - u32(1);
l_mut_90 = l_744;
} else {
let l_745 = l_738 == u32(2139095040);
if l_745 {
l_mut_90 = l_738;
}
}
}
let l_746 = bitcast<f32>(l_mut_90);
let l_747 = bitcast<u32>(l_746);
let l_748 = l_747 & u32(2147483647);
let l_749 = bitcast<f32>(l_748);
let l_750 = f64(l_749);
l_mut_709 = l_750;
let l_751 = l_748 < u32(8388608);
if l_751 {
let l_752 = f64(l_748);
let l_753 = l_752 * f64(1.401298464324817e-45);
l_mut_709 = l_753;
}
let l_754 = bitcast<u64>(l_mut_709);
let l_755 = l_747 >> u32(31);
let l_756 = u64(l_755);
let l_757 = l_756 << u32(bitcast<u64>(u64(63)));
let l_758 = l_754 | l_757;
let l_759 = bitcast<f64>(l_758);
let l_760 = bitcast<u32>(l_15);
let l_761 = l_760 ^ u32(2147483648);
let l_762 = bitcast<f32>(l_761);
let l_763 = bitcast<u32>(l_762);
let l_764 = l_763 + u32(1);
l_mut_90 = l_764;
let l_765 = l_763 & u32(2147483647);
let l_766 = l_765 == u32(0);
if l_766 {
l_mut_90 = u32(1);
} else {
let l_767 = l_763 & u32(2147483648);
let l_768 = l_767 != u32(0);
if l_768 {
let l_769 = l_763 - u32(1);
l_mut_90 = l_769;
} else {
let l_770 = l_763 == u32(2139095040);
if l_770 {
l_mut_90 = l_763;
}
}
}
let l_771 = bitcast<f32>(l_mut_90);
let l_772 = bitcast<u32>(l_771);
let l_773 = l_772 ^ u32(2147483648);
let l_774 = bitcast<f32>(l_773);
let l_775 = bitcast<u32>(l_774);
let l_776 = l_775 & u32(2147483647);
let l_777 = bitcast<f32>(l_776);
let l_778 = f64(l_777);
l_mut_709 = l_778;
let l_779 = l_776 < u32(8388608);
if l_779 {
let l_780 = f64(l_776);
let l_781 = l_780 * f64(1.401298464324817e-45);
l_mut_709 = l_781;
}
let l_782 = bitcast<u64>(l_mut_709);
let l_783 = l_775 >> u32(31);
let l_784 = u64(l_783);
let l_785 = l_784 << u32(bitcast<u64>(u64(63)));
let l_786 = l_782 | l_785;
let l_787 = bitcast<f64>(l_786);
let l_788 = l_723 + l_722;
let l_789 = l_788 <= l_737;
l_mut_150 = l_789;
let l_790 = l_723 - l_722;
let l_791 = l_790 > l_737;
l_mut_147 = l_791;
let l_792 = l_724 - l_722;
let l_793 = l_792 >= l_737;
l_mut_144 = l_793;
let l_794 = l_724 + l_722;
let l_795 = l_794 < l_737;
l_mut_141 = l_795;
if l_13 {
let l_796 = l_723 + l_722;
let l_797 = l_796 < l_759;
l_mut_150 = l_797;
let l_798 = l_723 - l_722;
let l_799 = l_798 >= l_759;
l_mut_147 = l_799;
let l_800 = l_724 - l_722;
let l_801 = l_800 > l_787;
l_mut_144 = l_801;
let l_802 = l_724 + l_722;
let l_803 = l_802 <= l_787;
l_mut_141 = l_803;
}
l_mut_90 = u32(2);
let l_804 = l_mut_147 || l_mut_141;
if l_804 {
l_mut_90 = u32(1);
} else {
let l_805 = l_mut_150 && l_mut_144;
if l_805 {
l_mut_90 = u32(0);
}
}
let l_806 = bitcast<u32>(l_15);
let l_807 = l_806 & u32(2147483647);
let l_808 = l_807 == u32(0);
if l_808 {
let l_809 = l_723 + l_722;
let l_810 = l_809 < f64(1.1754943508222875e-38);
let l_811 = l_724 - l_722;
let l_812 = l_811 > f64(-1.1754943508222875e-38);
let l_813 = l_810 && l_812;
let l_814 = l_723 - l_722;
let l_815 = l_814 < f64(1.1754943508222875e-38);
let l_816 = l_724 + l_722;
let l_817 = l_816 > f64(-1.1754943508222875e-38);
let l_818 = l_815 && l_817;
if l_813 {
l_mut_90 = u32(0);
} else {
let l_819 = l_mut_90 == u32(1);
let l_820 = l_818 && l_819;
if l_820 {
l_mut_90 = u32(2);
}
}
}
l_mut_31 = l_mut_90;
}
} else {
let l_821 = l_9 == u32(8);
if l_821 {
let l_822 = l_26 >= f64(0.5);
let l_823 = l_26 <= f64(2.0);
let l_824 = l_822 && l_823;
if l_824 {
let l_825 = l_19 * f64(1.4551915228366852e-11);
let l_826 = l_29 + l_825;
let l_827 = l_16 - l_19;
let l_828 = l_16 + l_19;
let l_829 = bitcast<u32>(l_15);
let l_830 = l_829 & u32(2147483647);
let l_831 = bitcast<f32>(l_830);
let l_832 = f64(l_831);
l_mut_709 = l_832;
let l_833 = l_830 < u32(8388608);
if l_833 {
let l_834 = f64(l_830);
let l_835 = l_834 * f64(1.401298464324817e-45);
l_mut_709 = l_835;
}
let l_836 = bitcast<u64>(l_mut_709);
let l_837 = l_829 >> u32(31);
let l_838 = u64(l_837);
let l_839 = l_838 << u32(bitcast<u64>(u64(63)));
let l_840 = l_836 | l_839;
let l_841 = bitcast<f64>(l_840);
let l_842 = bitcast<u32>(l_15);
let l_843 = l_842 + u32(1);
l_mut_90 = l_843;
let l_844 = l_842 & u32(2147483647);
let l_845 = l_844 == u32(0);
if l_845 {
l_mut_90 = u32(1);
} else {
let l_846 = l_842 & u32(2147483648);
let l_847 = l_846 != u32(0);
if l_847 {
let l_848 = l_842 - u32(1);
l_mut_90 = l_848;
} else {
let l_849 = l_842 == u32(2139095040);
if l_849 {
l_mut_90 = l_842;
}
}
}
let l_850 = bitcast<f32>(l_mut_90);
let l_851 = bitcast<u32>(l_850);
let l_852 = l_851 & u32(2147483647);
let l_853 = bitcast<f32>(l_852);
let l_854 = f64(l_853);
l_mut_709 = l_854;
let l_855 = l_852 < u32(8388608);
if l_855 {
let l_856 = f64(l_852);
let l_857 = l_856 * f64(1.401298464324817e-45);
l_mut_709 = l_857;
}
let l_858 = bitcast<u64>(l_mut_709);
let l_859 = l_851 >> u32(31);
let l_860 = u64(l_859);
let l_861 = l_860 << u32(bitcast<u64>(u64(63)));
let l_862 = l_858 | l_861;
let l_863 = bitcast<f64>(l_862);
let l_864 = bitcast<u32>(l_15);
let l_865 = l_864 ^ u32(2147483648);
let l_866 = bitcast<f32>(l_865);
let l_867 = bitcast<u32>(l_866);
let l_868 = l_867 + u32(1);
l_mut_90 = l_868;
let l_869 = l_867 & u32(2147483647);
let l_870 = l_869 == u32(0);
if l_870 {
l_mut_90 = u32(1);
} else {
let l_871 = l_867 & u32(2147483648);
let l_872 = l_871 != u32(0);
if l_872 {
let l_873 = l_867 - u32(1);
l_mut_90 = l_873;
} else {
let l_874 = l_867 == u32(2139095040);
if l_874 {
l_mut_90 = l_867;
}
}
}
let l_875 = bitcast<f32>(l_mut_90);
let l_876 = bitcast<u32>(l_875);
let l_877 = l_876 ^ u32(2147483648);
let l_878 = bitcast<f32>(l_877);
let l_879 = bitcast<u32>(l_878);
let l_880 = l_879 & u32(2147483647);
let l_881 = bitcast<f32>(l_880);
let l_882 = f64(l_881);
l_mut_709 = l_882;
let l_883 = l_880 < u32(8388608);
if l_883 {
let l_884 = f64(l_880);
let l_885 = l_884 * f64(1.401298464324817e-45);
l_mut_709 = l_885;
}
let l_886 = bitcast<u64>(l_mut_709);
let l_887 = l_879 >> u32(31);
let l_888 = u64(l_887);
let l_889 = l_888 << u32(bitcast<u64>(u64(63)));
let l_890 = l_886 | l_889;
let l_891 = bitcast<f64>(l_890);
let l_892 = l_827 + l_826;
let l_893 = l_892 <= l_841;
l_mut_150 = l_893;
let l_894 = l_827 - l_826;
let l_895 = l_894 > l_841;
l_mut_147 = l_895;
let l_896 = l_828 - l_826;
let l_897 = l_896 >= l_841;
l_mut_144 = l_897;
let l_898 = l_828 + l_826;
let l_899 = l_898 < l_841;
l_mut_141 = l_899;
if l_13 {
let l_900 = l_827 + l_826;
let l_901 = l_900 < l_863;
l_mut_150 = l_901;
let l_902 = l_827 - l_826;
let l_903 = l_902 >= l_863;
l_mut_147 = l_903;
let l_904 = l_828 - l_826;
let l_905 = l_904 > l_891;
l_mut_144 = l_905;
let l_906 = l_828 + l_826;
let l_907 = l_906 <= l_891;
l_mut_141 = l_907;
}
l_mut_90 = u32(2);
let l_908 = l_mut_147 || l_mut_141;
if l_908 {
l_mut_90 = u32(1);
} else {
let l_909 = l_mut_150 && l_mut_144;
if l_909 {
l_mut_90 = u32(0);
}
}
let l_910 = bitcast<u32>(l_15);
let l_911 = l_910 & u32(2147483647);
let l_912 = l_911 == u32(0);
if l_912 {
let l_913 = l_827 + l_826;
let l_914 = l_913 < f64(1.1754943508222875e-38);
let l_915 = l_828 - l_826;
let l_916 = l_915 > f64(-1.1754943508222875e-38);
let l_917 = l_914 && l_916;
let l_918 = l_827 - l_826;
let l_919 = l_918 < f64(1.1754943508222875e-38);
let l_920 = l_828 + l_826;
let l_921 = l_920 > f64(-1.1754943508222875e-38);
let l_922 = l_919 && l_921;
if l_917 {
l_mut_90 = u32(0);
} else {
let l_923 = l_mut_90 == u32(1);
let l_924 = l_922 && l_923;
if l_924 {
l_mut_90 = u32(2);
}
}
}
l_mut_31 = l_mut_90;
} else {
let l_925 = abs(l_16);
l_mut_709 = f64(1.401298464324817e-45);
let l_926 = l_925 >= f64(1.1754943508222875e-38);
let l_927 = l_925 <= f64(1.7976931348623157e308);
let l_928 = l_926 && l_927;
if l_928 {
let l_929 = bitcast<u64>(l_925);
let l_930 = l_929 >> u32(bitcast<u64>(u64(52)));
let l_931 = l_930 - u64(23);
let l_932 = l_931 << u32(bitcast<u64>(u64(52)));
let l_933 = bitcast<f64>(l_932);
l_mut_709 = l_933;
}
let l_934 = l_22 * l_mut_709;
l_mut_90 = u32(2);
let l_935 = l_16 - l_29;
let l_936 = abs(l_935);
l_mut_709 = f64(1.401298464324817e-45);
let l_937 = l_936 >= f64(1.1754943508222875e-38);
let l_938 = l_936 <= f64(1.7976931348623157e308);
let l_939 = l_937 && l_938;
if l_939 {
let l_940 = bitcast<u64>(l_936);
let l_941 = l_940 >> u32(bitcast<u64>(u64(52)));
let l_942 = l_941 - u64(23);
let l_943 = l_942 << u32(bitcast<u64>(u64(52)));
let l_944 = bitcast<f64>(l_943);
l_mut_709 = l_944;
}
let l_945 = l_16 + l_29;
let l_946 = abs(l_945);
l_mut_61 = f64(1.401298464324817e-45);
let l_947 = l_946 >= f64(1.1754943508222875e-38);
let l_948 = l_946 <= f64(1.7976931348623157e308);
let l_949 = l_947 && l_948;
if l_949 {
let l_950 = bitcast<u64>(l_946);
let l_951 = l_950 >> u32(bitcast<u64>(u64(52)));
let l_952 = l_951 - u64(23);
let l_953 = l_952 << u32(bitcast<u64>(u64(52)));
let l_954 = bitcast<f64>(l_953);
l_mut_61 = l_954;
}
let l_955 = l_mut_709 == l_mut_61;
if l_955 {
let l_956 = l_934 * f64(1.4551915228366852e-11);
let l_957 = l_29 + l_956;
let l_958 = l_16 - l_934;
let l_959 = l_16 + l_934;
let l_960 = bitcast<u32>(l_15);
let l_961 = l_960 & u32(2147483647);
let l_962 = bitcast<f32>(l_961);
let l_963 = f64(l_962);
l_mut_709 = l_963;
let l_964 = l_961 < u32(8388608);
if l_964 {
let l_965 = f64(l_961);
let l_966 = l_965 * f64(1.401298464324817e-45);
l_mut_709 = l_966;
}
let l_967 = bitcast<u64>(l_mut_709);
let l_968 = l_960 >> u32(31);
let l_969 = u64(l_968);
let l_970 = l_969 << u32(bitcast<u64>(u64(63)));
let l_971 = l_967 | l_970;
let l_972 = bitcast<f64>(l_971);
let l_973 = bitcast<u32>(l_15);
let l_974 = l_973 + u32(1);
l_mut_48 = l_974;
let l_975 = l_973 & u32(2147483647);
let l_976 = l_975 == u32(0);
if l_976 {
l_mut_48 = u32(1);
} else {
let l_977 = l_973 & u32(2147483648);
let l_978 = l_977 != u32(0);
if l_978 {
let l_979 = l_973 - u32(1);
l_mut_48 = l_979;
} else {
let l_980 = l_973 == u32(2139095040);
if l_980 {
l_mut_48 = l_973;
}
}
}
let l_981 = bitcast<f32>(l_mut_48);
let l_982 = bitcast<u32>(l_981);
let l_983 = l_982 & u32(2147483647);
let l_984 = bitcast<f32>(l_983);
let l_985 = f64(l_984);
l_mut_709 = l_985;
let l_986 = l_983 < u32(8388608);
if l_986 {
let l_987 = f64(l_983);
let l_988 = l_987 * f64(1.401298464324817e-45);
l_mut_709 = l_988;
}
let l_989 = bitcast<u64>(l_mut_709);
let l_990 = l_982 >> u32(31);
let l_991 = u64(l_990);
let l_992 = l_991 << u32(bitcast<u64>(u64(63)));
let l_993 = l_989 | l_992;
let l_994 = bitcast<f64>(l_993);
let l_995 = bitcast<u32>(l_15);
let l_996 = l_995 ^ u32(2147483648);
let l_997 = bitcast<f32>(l_996);
let l_998 = bitcast<u32>(l_997);
let l_999 = l_998 + u32(1);
l_mut_48 = l_999;
let l_1000 = l_998 & u32(2147483647);
let l_1001 = l_1000 == u32(0);
if l_1001 {
l_mut_48 = u32(1);
} else {
let l_1002 = l_998 & u32(2147483648);
let l_1003 = l_1002 != u32(0);
if l_1003 {
let l_1004 = l_998 - u32(1);
l_mut_48 = l_1004;
} else {
let l_1005 = l_998 == u32(2139095040);
if l_1005 {
l_mut_48 = l_998;
}
}
}
let l_1006 = bitcast<f32>(l_mut_48);
let l_1007 = bitcast<u32>(l_1006);
let l_1008 = l_1007 ^ u32(2147483648);
let l_1009 = bitcast<f32>(l_1008);
let l_1010 = bitcast<u32>(l_1009);
let l_1011 = l_1010 & u32(2147483647);
let l_1012 = bitcast<f32>(l_1011);
let l_1013 = f64(l_1012);
l_mut_709 = l_1013;
let l_1014 = l_1011 < u32(8388608);
if l_1014 {
let l_1015 = f64(l_1011);
let l_1016 = l_1015 * f64(1.401298464324817e-45);
l_mut_709 = l_1016;
}
let l_1017 = bitcast<u64>(l_mut_709);
let l_1018 = l_1010 >> u32(31);
let l_1019 = u64(l_1018);
let l_1020 = l_1019 << u32(bitcast<u64>(u64(63)));
let l_1021 = l_1017 | l_1020;
let l_1022 = bitcast<f64>(l_1021);
let l_1023 = l_958 + l_957;
let l_1024 = l_1023 <= l_972;
l_mut_150 = l_1024;
let l_1025 = l_958 - l_957;
let l_1026 = l_1025 > l_972;
l_mut_147 = l_1026;
let l_1027 = l_959 - l_957;
let l_1028 = l_1027 >= l_972;
l_mut_144 = l_1028;
let l_1029 = l_959 + l_957;
let l_1030 = l_1029 < l_972;
l_mut_141 = l_1030;
if l_13 {
let l_1031 = l_958 + l_957;
let l_1032 = l_1031 < l_994;
l_mut_150 = l_1032;
let l_1033 = l_958 - l_957;
let l_1034 = l_1033 >= l_994;
l_mut_147 = l_1034;
let l_1035 = l_959 - l_957;
let l_1036 = l_1035 > l_1022;
l_mut_144 = l_1036;
let l_1037 = l_959 + l_957;
let l_1038 = l_1037 <= l_1022;
l_mut_141 = l_1038;
}
l_mut_48 = u32(2);
let l_1039 = l_mut_147 || l_mut_141;
if l_1039 {
l_mut_48 = u32(1);
} else {
let l_1040 = l_mut_150 && l_mut_144;
if l_1040 {
l_mut_48 = u32(0);
}
}
let l_1041 = bitcast<u32>(l_15);
let l_1042 = l_1041 & u32(2147483647);
let l_1043 = l_1042 == u32(0);
if l_1043 {
let l_1044 = l_958 + l_957;
let l_1045 = l_1044 < f64(1.1754943508222875e-38);
let l_1046 = l_959 - l_957;
let l_1047 = l_1046 > f64(-1.1754943508222875e-38);
let l_1048 = l_1045 && l_1047;
let l_1049 = l_958 - l_957;
let l_1050 = l_1049 < f64(1.1754943508222875e-38);
let l_1051 = l_959 + l_957;
let l_1052 = l_1051 > f64(-1.1754943508222875e-38);
let l_1053 = l_1050 && l_1052;
if l_1048 {
l_mut_48 = u32(0);
} else {
let l_1054 = l_mut_48 == u32(1);
let l_1055 = l_1053 && l_1054;
if l_1055 {
l_mut_48 = u32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
}
} else {
let l_1056 = l_9 == u32(9);
if l_1056 {
a_1057[u32(0)] = u32(1);
let l_1058 = sqrt(l_26);
let l_1059 = f64(1.0) / l_1058;
let l_1060 = l_1059 * f64(1.4551915228366852e-11);
let l_1061 = abs(l_1059);
l_mut_709 = f64(1.401298464324817e-45);
let l_1062 = l_1061 >= f64(1.1754943508222875e-38);
let l_1063 = l_1061 <= f64(1.7976931348623157e308);
let l_1064 = l_1062 && l_1063;
if l_1064 {
let l_1065 = bitcast<u64>(l_1061);
let l_1066 = l_1065 >> u32(bitcast<u64>(u64(52)));
let l_1067 = l_1066 - u64(23);
let l_1068 = l_1067 << u32(bitcast<u64>(u64(52)));
let l_1069 = bitcast<f64>(l_1068);
l_mut_709 = l_1069;
}
let l_1070 = l_1059 - l_1060;
let l_1071 = abs(l_1070);
l_mut_61 = f64(1.401298464324817e-45);
let l_1072 = l_1071 >= f64(1.1754943508222875e-38);
let l_1073 = l_1071 <= f64(1.7976931348623157e308);
let l_1074 = l_1072 && l_1073;
if l_1074 {
let l_1075 = bitcast<u64>(l_1071);
let l_1076 = l_1075 >> u32(bitcast<u64>(u64(52)));
let l_1077 = l_1076 - u64(23);
let l_1078 = l_1077 << u32(bitcast<u64>(u64(52)));
let l_1079 = bitcast<f64>(l_1078);
l_mut_61 = l_1079;
}
let l_1080 = l_1059 + l_1060;
let l_1081 = abs(l_1080);
l_mut_38 = f64(1.401298464324817e-45);
let l_1082 = l_1081 >= f64(1.1754943508222875e-38);
let l_1083 = l_1081 <= f64(1.7976931348623157e308);
let l_1084 = l_1082 && l_1083;
if l_1084 {
let l_1085 = bitcast<u64>(l_1081);
let l_1086 = l_1085 >> u32(bitcast<u64>(u64(52)));
let l_1087 = l_1086 - u64(23);
let l_1088 = l_1087 << u32(bitcast<u64>(u64(52)));
let l_1089 = bitcast<f64>(l_1088);
l_mut_38 = l_1089;
}
let l_1090 = l_mut_61 == l_mut_38;
let l_1091 = !l_1090;
if l_1091 {
a_1057[u32(0)] = u32(0);
}
let l_1092 = l_19 * l_mut_709;
let l_1093 = l_1059 - l_1092;
l_mut_61 = l_1093;
if l_13 {
let l_1094 = l_1093 - l_1060;
let l_1095 = l_1094 * f64(7.1362384635298e44);
let l_1096 = floor(l_1095);
let l_1097 = l_1096 * f64(1.401298464324817e-45);
l_mut_38 = l_1097;
let l_1098 = abs(l_1094);
let l_1099 = l_1098 >= f64(1.1754943508222875e-38);
if l_1099 {
let l_1100 = f32(l_1094);
let l_1101 = f64(l_1100);
l_mut_38 = l_1101;
let l_1102 = l_mut_38 > l_1094;
if l_1102 {
let l_1103 = bitcast<u32>(l_1100);
let l_1104 = l_1103 ^ u32(2147483648);
let l_1105 = bitcast<f32>(l_1104);
let l_1106 = bitcast<u32>(l_1105);
let l_1107 = l_1106 + u32(1);
l_mut_90 = l_1107;
let l_1108 = l_1106 & u32(2147483647);
let l_1109 = l_1108 == u32(0);
if l_1109 {
l_mut_90 = u32(1);
} else {
let l_1110 = l_1106 & u32(2147483648);
let l_1111 = l_1110 != u32(0);
if l_1111 {
let l_1112 = l_1106 - u32(1);
l_mut_90 = l_1112;
} else {
let l_1113 = l_1106 == u32(2139095040);
if l_1113 {
l_mut_90 = l_1106;
}
}
}
let l_1114 = bitcast<f32>(l_mut_90);
let l_1115 = bitcast<u32>(l_1114);
let l_1116 = l_1115 ^ u32(2147483648);
let l_1117 = bitcast<f32>(l_1116);
let l_1118 = bitcast<u32>(l_1117);
let l_1119 = l_1118 & u32(2147483647);
let l_1120 = bitcast<f32>(l_1119);
let l_1121 = f64(l_1120);
l_mut_1122 = l_1121;
let l_1123 = l_1119 < u32(8388608);
if l_1123 {
let l_1124 = f64(l_1119);
let l_1125 = l_1124 * f64(1.401298464324817e-45);
l_mut_1122 = l_1125;
}
let l_1126 = bitcast<u64>(l_mut_1122);
let l_1127 = l_1118 >> u32(31);
let l_1128 = u64(l_1127);
let l_1129 = l_1128 << u32(bitcast<u64>(u64(63)));
let l_1130 = l_1126 | l_1129;
let l_1131 = bitcast<f64>(l_1130);
l_mut_38 = l_1131;
} else {
let l_1132 = bitcast<u32>(l_1100);
let l_1133 = l_1132 + u32(1);
l_mut_90 = l_1133;
let l_1134 = l_1132 & u32(2147483647);
let l_1135 = l_1134 == u32(0);
if l_1135 {
l_mut_90 = u32(1);
} else {
let l_1136 = l_1132 & u32(2147483648);
let l_1137 = l_1136 != u32(0);
if l_1137 {
let l_1138 = l_1132 - u32(1);
l_mut_90 = l_1138;
} else {
let l_1139 = l_1132 == u32(2139095040);
if l_1139 {
l_mut_90 = l_1132;
}
}
}
let l_1140 = bitcast<f32>(l_mut_90);
let l_1141 = bitcast<u32>(l_1140);
let l_1142 = l_1141 & u32(2147483647);
let l_1143 = bitcast<f32>(l_1142);
let l_1144 = f64(l_1143);
l_mut_1122 = l_1144;
let l_1145 = l_1142 < u32(8388608);
if l_1145 {
let l_1146 = f64(l_1142);
let l_1147 = l_1146 * f64(1.401298464324817e-45);
l_mut_1122 = l_1147;
}
let l_1148 = bitcast<u64>(l_mut_1122);
let l_1149 = l_1141 >> u32(31);
let l_1150 = u64(l_1149);
let l_1151 = l_1150 << u32(bitcast<u64>(u64(63)));
let l_1152 = l_1148 | l_1151;
let l_1153 = bitcast<f64>(l_1152);
let l_1154 = l_1153 <= l_1094;
if l_1154 {
let l_1155 = bitcast<u32>(l_1100);
let l_1156 = l_1155 + u32(1);
l_mut_90 = l_1156;
let l_1157 = l_1155 & u32(2147483647);
let l_1158 = l_1157 == u32(0);
if l_1158 {
l_mut_90 = u32(1);
} else {
let l_1159 = l_1155 & u32(2147483648);
let l_1160 = l_1159 != u32(0);
if l_1160 {
let l_1161 = l_1155 - u32(1);
l_mut_90 = l_1161;
} else {
let l_1162 = l_1155 == u32(2139095040);
if l_1162 {
l_mut_90 = l_1155;
}
}
}
let l_1163 = bitcast<f32>(l_mut_90);
let l_1164 = bitcast<u32>(l_1163);
let l_1165 = l_1164 & u32(2147483647);
let l_1166 = bitcast<f32>(l_1165);
let l_1167 = f64(l_1166);
l_mut_1122 = l_1167;
let l_1168 = l_1165 < u32(8388608);
if l_1168 {
let l_1169 = f64(l_1165);
let l_1170 = l_1169 * f64(1.401298464324817e-45);
l_mut_1122 = l_1170;
}
let l_1171 = bitcast<u64>(l_mut_1122);
let l_1172 = l_1164 >> u32(31);
let l_1173 = u64(l_1172);
let l_1174 = l_1173 << u32(bitcast<u64>(u64(63)));
let l_1175 = l_1171 | l_1174;
let l_1176 = bitcast<f64>(l_1175);
l_mut_38 = l_1176;
}
}
}
let l_1177 = l_1093 + l_1060;
let l_1178 = l_1177 * f64(7.1362384635298e44);
let l_1179 = floor(l_1178);
let l_1180 = l_1179 * f64(1.401298464324817e-45);
l_mut_1122 = l_1180;
let l_1181 = abs(l_1177);
let l_1182 = l_1181 >= f64(1.1754943508222875e-38);
if l_1182 {
let l_1183 = f32(l_1177);
let l_1184 = f64(l_1183);
l_mut_1122 = l_1184;
let l_1185 = l_mut_1122 > l_1177;
if l_1185 {
let l_1186 = bitcast<u32>(l_1183);
let l_1187 = l_1186 ^ u32(2147483648);
let l_1188 = bitcast<f32>(l_1187);
let l_1189 = bitcast<u32>(l_1188);
let l_1190 = l_1189 + u32(1);
l_mut_90 = l_1190;
let l_1191 = l_1189 & u32(2147483647);
let l_1192 = l_1191 == u32(0);
if l_1192 {
l_mut_90 = u32(1);
} else {
let l_1193 = l_1189 & u32(2147483648);
let l_1194 = l_1193 != u32(0);
if l_1194 {
let l_1195 = l_1189 - u32(1);
l_mut_90 = l_1195;
} else {
let l_1196 = l_1189 == u32(2139095040);
if l_1196 {
l_mut_90 = l_1189;
}
}
}
let l_1197 = bitcast<f32>(l_mut_90);
let l_1198 = bitcast<u32>(l_1197);
let l_1199 = l_1198 ^ u32(2147483648);
let l_1200 = bitcast<f32>(l_1199);
let l_1201 = bitcast<u32>(l_1200);
let l_1202 = l_1201 & u32(2147483647);
let l_1203 = bitcast<f32>(l_1202);
let l_1204 = f64(l_1203);
l_mut_1205 = l_1204;
let l_1206 = l_1202 < u32(8388608);
if l_1206 {
let l_1207 = f64(l_1202);
let l_1208 = l_1207 * f64(1.401298464324817e-45);
l_mut_1205 = l_1208;
}
let l_1209 = bitcast<u64>(l_mut_1205);
let l_1210 = l_1201 >> u32(31);
let l_1211 = u64(l_1210);
let l_1212 = l_1211 << u32(bitcast<u64>(u64(63)));
let l_1213 = l_1209 | l_1212;
let l_1214 = bitcast<f64>(l_1213);
l_mut_1122 = l_1214;
} else {
let l_1215 = bitcast<u32>(l_1183);
let l_1216 = l_1215 + u32(1);
l_mut_90 = l_1216;
let l_1217 = l_1215 & u32(2147483647);
let l_1218 = l_1217 == u32(0);
if l_1218 {
l_mut_90 = u32(1);
} else {
let l_1219 = l_1215 & u32(2147483648);
let l_1220 = l_1219 != u32(0);
if l_1220 {
let l_1221 = l_1215 - u32(1);
l_mut_90 = l_1221;
} else {
let l_1222 = l_1215 == u32(2139095040);
if l_1222 {
l_mut_90 = l_1215;
}
}
}
let l_1223 = bitcast<f32>(l_mut_90);
let l_1224 = bitcast<u32>(l_1223);
let l_1225 = l_1224 & u32(2147483647);
let l_1226 = bitcast<f32>(l_1225);
let l_1227 = f64(l_1226);
l_mut_1205 = l_1227;
let l_1228 = l_1225 < u32(8388608);
if l_1228 {
let l_1229 = f64(l_1225);
let l_1230 = l_1229 * f64(1.401298464324817e-45);
l_mut_1205 = l_1230;
}
let l_1231 = bitcast<u64>(l_mut_1205);
let l_1232 = l_1224 >> u32(31);
let l_1233 = u64(l_1232);
let l_1234 = l_1233 << u32(bitcast<u64>(u64(63)));
let l_1235 = l_1231 | l_1234;
let l_1236 = bitcast<f64>(l_1235);
let l_1237 = l_1236 <= l_1177;
if l_1237 {
let l_1238 = bitcast<u32>(l_1183);
let l_1239 = l_1238 + u32(1);
l_mut_90 = l_1239;
let l_1240 = l_1238 & u32(2147483647);
let l_1241 = l_1240 == u32(0);
if l_1241 {
l_mut_90 = u32(1);
} else {
let l_1242 = l_1238 & u32(2147483648);
let l_1243 = l_1242 != u32(0);
if l_1243 {
let l_1244 = l_1238 - u32(1);
l_mut_90 = l_1244;
} else {
let l_1245 = l_1238 == u32(2139095040);
if l_1245 {
l_mut_90 = l_1238;
}
}
}
let l_1246 = bitcast<f32>(l_mut_90);
let l_1247 = bitcast<u32>(l_1246);
let l_1248 = l_1247 & u32(2147483647);
let l_1249 = bitcast<f32>(l_1248);
let l_1250 = f64(l_1249);
l_mut_1205 = l_1250;
let l_1251 = l_1248 < u32(8388608);
if l_1251 {
let l_1252 = f64(l_1248);
let l_1253 = l_1252 * f64(1.401298464324817e-45);
l_mut_1205 = l_1253;
}
let l_1254 = bitcast<u64>(l_mut_1205);
let l_1255 = l_1247 >> u32(31);
let l_1256 = u64(l_1255);
let l_1257 = l_1256 << u32(bitcast<u64>(u64(63)));
let l_1258 = l_1254 | l_1257;
let l_1259 = bitcast<f64>(l_1258);
l_mut_1122 = l_1259;
}
}
}
let l_1260 = l_mut_38 == l_mut_1122;
let l_1261 = !l_1260;
if l_1261 {
a_1057[u32(0)] = u32(0);
}
let l_1262 = l_1093 * f64(7.1362384635298e44);
let l_1263 = floor(l_1262);
let l_1264 = l_1263 * f64(1.401298464324817e-45);
l_mut_1205 = l_1264;
let l_1265 = abs(l_1093);
let l_1266 = l_1265 >= f64(1.1754943508222875e-38);
if l_1266 {
let l_1267 = f32(l_1093);
let l_1268 = f64(l_1267);
l_mut_1205 = l_1268;
let l_1269 = l_mut_1205 > l_1093;
if l_1269 {
let l_1270 = bitcast<u32>(l_1267);
let l_1271 = l_1270 ^ u32(2147483648);
let l_1272 = bitcast<f32>(l_1271);
let l_1273 = bitcast<u32>(l_1272);
let l_1274 = l_1273 + u32(1);
l_mut_90 = l_1274;
let l_1275 = l_1273 & u32(2147483647);
let l_1276 = l_1275 == u32(0);
if l_1276 {
l_mut_90 = u32(1);
} else {
let l_1277 = l_1273 & u32(2147483648);
let l_1278 = l_1277 != u32(0);
if l_1278 {
let l_1279 = l_1273 - u32(1);
l_mut_90 = l_1279;
} else {
let l_1280 = l_1273 == u32(2139095040);
if l_1280 {
l_mut_90 = l_1273;
}
}
}
let l_1281 = bitcast<f32>(l_mut_90);
let l_1282 = bitcast<u32>(l_1281);
let l_1283 = l_1282 ^ u32(2147483648);
let l_1284 = bitcast<f32>(l_1283);
let l_1285 = bitcast<u32>(l_1284);
let l_1286 = l_1285 & u32(2147483647);
let l_1287 = bitcast<f32>(l_1286);
let l_1288 = f64(l_1287);
l_mut_1122 = l_1288;
let l_1289 = l_1286 < u32(8388608);
if l_1289 {
let l_1290 = f64(l_1286);
let l_1291 = l_1290 * f64(1.401298464324817e-45);
l_mut_1122 = l_1291;
}
let l_1292 = bitcast<u64>(l_mut_1122);
let l_1293 = l_1285 >> u32(31);
let l_1294 = u64(l_1293);
let l_1295 = l_1294 << u32(bitcast<u64>(u64(63)));
let l_1296 = l_1292 | l_1295;
let l_1297 = bitcast<f64>(l_1296);
l_mut_1205 = l_1297;
} else {
let l_1298 = bitcast<u32>(l_1267);
let l_1299 = l_1298 + u32(1);
l_mut_90 = l_1299;
let l_1300 = l_1298 & u32(2147483647);
let l_1301 = l_1300 == u32(0);
if l_1301 {
l_mut_90 = u32(1);
} else {
let l_1302 = l_1298 & u32(2147483648);
let l_1303 = l_1302 != u32(0);
if l_1303 {
let l_1304 = l_1298 - u32(1);
l_mut_90 = l_1304;
} else {
let l_1305 = l_1298 == u32(2139095040);
if l_1305 {
l_mut_90 = l_1298;
}
}
}
let l_1306 = bitcast<f32>(l_mut_90);
let l_1307 = bitcast<u32>(l_1306);
let l_1308 = l_1307 & u32(2147483647);
let l_1309 = bitcast<f32>(l_1308);
let l_1310 = f64(l_1309);
l_mut_1122 = l_1310;
let l_1311 = l_1308 < u32(8388608);
if l_1311 {
let l_1312 = f64(l_1308);
let l_1313 = l_1312 * f64(1.401298464324817e-45);
l_mut_1122 = l_1313;
}
let l_1314 = bitcast<u64>(l_mut_1122);
let l_1315 = l_1307 >> u32(31);
let l_1316 = u64(l_1315);
let l_1317 = l_1316 << u32(bitcast<u64>(u64(63)));
let l_1318 = l_1314 | l_1317;
let l_1319 = bitcast<f64>(l_1318);
let l_1320 = l_1319 <= l_1093;
if l_1320 {
let l_1321 = bitcast<u32>(l_1267);
let l_1322 = l_1321 + u32(1);
l_mut_90 = l_1322;
let l_1323 = l_1321 & u32(2147483647);
let l_1324 = l_1323 == u32(0);
if l_1324 {
l_mut_90 = u32(1);
} else {
let l_1325 = l_1321 & u32(2147483648);
let l_1326 = l_1325 != u32(0);
if l_1326 {
let l_1327 = l_1321 - u32(1);
l_mut_90 = l_1327;
} else {
let l_1328 = l_1321 == u32(2139095040);
if l_1328 {
l_mut_90 = l_1321;
}
}
}
let l_1329 = bitcast<f32>(l_mut_90);
let l_1330 = bitcast<u32>(l_1329);
let l_1331 = l_1330 & u32(2147483647);
let l_1332 = bitcast<f32>(l_1331);
let l_1333 = f64(l_1332);
l_mut_1122 = l_1333;
let l_1334 = l_1331 < u32(8388608);
if l_1334 {
let l_1335 = f64(l_1331);
let l_1336 = l_1335 * f64(1.401298464324817e-45);
l_mut_1122 = l_1336;
}
let l_1337 = bitcast<u64>(l_mut_1122);
let l_1338 = l_1330 >> u32(31);
let l_1339 = u64(l_1338);
let l_1340 = l_1339 << u32(bitcast<u64>(u64(63)));
let l_1341 = l_1337 | l_1340;
let l_1342 = bitcast<f64>(l_1341);
l_mut_1205 = l_1342;
}
}
}
l_mut_61 = l_mut_1205;
}
let l_1343 = l_19 * l_mut_709;
let l_1344 = l_1059 + l_1343;
l_mut_1205 = l_1344;
if l_13 {
let l_1345 = l_1344 - l_1060;
let l_1346 = l_1345 * f64(7.1362384635298e44);
let l_1347 = floor(l_1346);
let l_1348 = l_1347 * f64(1.401298464324817e-45);
l_mut_1122 = l_1348;
let l_1349 = abs(l_1345);
let l_1350 = l_1349 >= f64(1.1754943508222875e-38);
if l_1350 {
let l_1351 = f32(l_1345);
let l_1352 = f64(l_1351);
l_mut_1122 = l_1352;
let l_1353 = l_mut_1122 > l_1345;
if l_1353 {
let l_1354 = bitcast<u32>(l_1351);
let l_1355 = l_1354 ^ u32(2147483648);
let l_1356 = bitcast<f32>(l_1355);
let l_1357 = bitcast<u32>(l_1356);
let l_1358 = l_1357 + u32(1);
l_mut_90 = l_1358;
let l_1359 = l_1357 & u32(2147483647);
let l_1360 = l_1359 == u32(0);
if l_1360 {
l_mut_90 = u32(1);
} else {
let l_1361 = l_1357 & u32(2147483648);
let l_1362 = l_1361 != u32(0);
if l_1362 {
let l_1363 = l_1357 - u32(1);
l_mut_90 = l_1363;
} else {
let l_1364 = l_1357 == u32(2139095040);
if l_1364 {
l_mut_90 = l_1357;
}
}
}
let l_1365 = bitcast<f32>(l_mut_90);
let l_1366 = bitcast<u32>(l_1365);
let l_1367 = l_1366 ^ u32(2147483648);
let l_1368 = bitcast<f32>(l_1367);
let l_1369 = bitcast<u32>(l_1368);
let l_1370 = l_1369 & u32(2147483647);
let l_1371 = bitcast<f32>(l_1370);
let l_1372 = f64(l_1371);
l_mut_709 = l_1372;
let l_1373 = l_1370 < u32(8388608);
if l_1373 {
let l_1374 = f64(l_1370);
let l_1375 = l_1374 * f64(1.401298464324817e-45);
l_mut_709 = l_1375;
}
let l_1376 = bitcast<u64>(l_mut_709);
let l_1377 = l_1369 >> u32(31);
let l_1378 = u64(l_1377);
let l_1379 = l_1378 << u32(bitcast<u64>(u64(63)));
let l_1380 = l_1376 | l_1379;
let l_1381 = bitcast<f64>(l_1380);
l_mut_1122 = l_1381;
} else {
let l_1382 = bitcast<u32>(l_1351);
let l_1383 = l_1382 + u32(1);
l_mut_90 = l_1383;
let l_1384 = l_1382 & u32(2147483647);
let l_1385 = l_1384 == u32(0);
if l_1385 {
l_mut_90 = u32(1);
} else {
let l_1386 = l_1382 & u32(2147483648);
let l_1387 = l_1386 != u32(0);
if l_1387 {
let l_1388 = l_1382 - u32(1);
l_mut_90 = l_1388;
} else {
let l_1389 = l_1382 == u32(2139095040);
if l_1389 {
l_mut_90 = l_1382;
}
}
}
let l_1390 = bitcast<f32>(l_mut_90);
let l_1391 = bitcast<u32>(l_1390);
let l_1392 = l_1391 & u32(2147483647);
let l_1393 = bitcast<f32>(l_1392);
let l_1394 = f64(l_1393);
l_mut_709 = l_1394;
let l_1395 = l_1392 < u32(8388608);
if l_1395 {
let l_1396 = f64(l_1392);
let l_1397 = l_1396 * f64(1.401298464324817e-45);
l_mut_709 = l_1397;
}
let l_1398 = bitcast<u64>(l_mut_709);
let l_1399 = l_1391 >> u32(31);
let l_1400 = u64(l_1399);
let l_1401 = l_1400 << u32(bitcast<u64>(u64(63)));
let l_1402 = l_1398 | l_1401;
let l_1403 = bitcast<f64>(l_1402);
let l_1404 = l_1403 <= l_1345;
if l_1404 {
let l_1405 = bitcast<u32>(l_1351);
let l_1406 = l_1405 + u32(1);
l_mut_90 = l_1406;
let l_1407 = l_1405 & u32(2147483647);
let l_1408 = l_1407 == u32(0);
if l_1408 {
l_mut_90 = u32(1);
} else {
let l_1409 = l_1405 & u32(2147483648);
let l_1410 = l_1409 != u32(0);
if l_1410 {
let l_1411 = l_1405 - u32(1);
l_mut_90 = l_1411;
} else {
let l_1412 = l_1405 == u32(2139095040);
if l_1412 {
l_mut_90 = l_1405;
}
}
}
let l_1413 = bitcast<f32>(l_mut_90);
let l_1414 = bitcast<u32>(l_1413);
let l_1415 = l_1414 & u32(2147483647);
let l_1416 = bitcast<f32>(l_1415);
let l_1417 = f64(l_1416);
l_mut_709 = l_1417;
let l_1418 = l_1415 < u32(8388608);
if l_1418 {
let l_1419 = f64(l_1415);
let l_1420 = l_1419 * f64(1.401298464324817e-45);
l_mut_709 = l_1420;
}
let l_1421 = bitcast<u64>(l_mut_709);
let l_1422 = l_1414 >> u32(31);
let l_1423 = u64(l_1422);
let l_1424 = l_1423 << u32(bitcast<u64>(u64(63)));
let l_1425 = l_1421 | l_1424;
let l_1426 = bitcast<f64>(l_1425);
l_mut_1122 = l_1426;
}
}
}
let l_1427 = l_1344 + l_1060;
let l_1428 = l_1427 * f64(7.1362384635298e44);
let l_1429 = floor(l_1428);
let l_1430 = l_1429 * f64(1.401298464324817e-45);
l_mut_709 = l_1430;
let l_1431 = abs(l_1427);
let l_1432 = l_1431 >= f64(1.1754943508222875e-38);
if l_1432 {
let l_1433 = f32(l_1427);
let l_1434 = f64(l_1433);
l_mut_709 = l_1434;
let l_1435 = l_mut_709 > l_1427;
if l_1435 {
let l_1436 = bitcast<u32>(l_1433);
let l_1437 = l_1436 ^ u32(2147483648);
let l_1438 = bitcast<f32>(l_1437);
let l_1439 = bitcast<u32>(l_1438);
let l_1440 = l_1439 + u32(1);
l_mut_90 = l_1440;
let l_1441 = l_1439 & u32(2147483647);
let l_1442 = l_1441 == u32(0);
if l_1442 {
l_mut_90 = u32(1);
} else {
let l_1443 = l_1439 & u32(2147483648);
let l_1444 = l_1443 != u32(0);
if l_1444 {
let l_1445 = l_1439 - u32(1);
l_mut_90 = l_1445;
} else {
let l_1446 = l_1439 == u32(2139095040);
if l_1446 {
l_mut_90 = l_1439;
}
}
}
let l_1447 = bitcast<f32>(l_mut_90);
let l_1448 = bitcast<u32>(l_1447);
let l_1449 = l_1448 ^ u32(2147483648);
let l_1450 = bitcast<f32>(l_1449);
let l_1451 = bitcast<u32>(l_1450);
let l_1452 = l_1451 & u32(2147483647);
let l_1453 = bitcast<f32>(l_1452);
let l_1454 = f64(l_1453);
l_mut_38 = l_1454;
let l_1455 = l_1452 < u32(8388608);
if l_1455 {
let l_1456 = f64(l_1452);
let l_1457 = l_1456 * f64(1.401298464324817e-45);
l_mut_38 = l_1457;
}
let l_1458 = bitcast<u64>(l_mut_38);
let l_1459 = l_1451 >> u32(31);
let l_1460 = u64(l_1459);
let l_1461 = l_1460 << u32(bitcast<u64>(u64(63)));
let l_1462 = l_1458 | l_1461;
let l_1463 = bitcast<f64>(l_1462);
l_mut_709 = l_1463;
} else {
let l_1464 = bitcast<u32>(l_1433);
let l_1465 = l_1464 + u32(1);
l_mut_90 = l_1465;
let l_1466 = l_1464 & u32(2147483647);
let l_1467 = l_1466 == u32(0);
if l_1467 {
l_mut_90 = u32(1);
} else {
let l_1468 = l_1464 & u32(2147483648);
let l_1469 = l_1468 != u32(0);
if l_1469 {
let l_1470 = l_1464 - u32(1);
l_mut_90 = l_1470;
} else {
let l_1471 = l_1464 == u32(2139095040);
if l_1471 {
l_mut_90 = l_1464;
}
}
}
let l_1472 = bitcast<f32>(l_mut_90);
let l_1473 = bitcast<u32>(l_1472);
let l_1474 = l_1473 & u32(2147483647);
let l_1475 = bitcast<f32>(l_1474);
let l_1476 = f64(l_1475);
l_mut_38 = l_1476;
let l_1477 = l_1474 < u32(8388608);
if l_1477 {
let l_1478 = f64(l_1474);
let l_1479 = l_1478 * f64(1.401298464324817e-45);
l_mut_38 = l_1479;
}
let l_1480 = bitcast<u64>(l_mut_38);
let l_1481 = l_1473 >> u32(31);
let l_1482 = u64(l_1481);
let l_1483 = l_1482 << u32(bitcast<u64>(u64(63)));
let l_1484 = l_1480 | l_1483;
let l_1485 = bitcast<f64>(l_1484);
let l_1486 = l_1485 <= l_1427;
if l_1486 {
let l_1487 = bitcast<u32>(l_1433);
let l_1488 = l_1487 + u32(1);
l_mut_90 = l_1488;
let l_1489 = l_1487 & u32(2147483647);
let l_1490 = l_1489 == u32(0);
if l_1490 {
l_mut_90 = u32(1);
} else {
let l_1491 = l_1487 & u32(2147483648);
let l_1492 = l_1491 != u32(0);
if l_1492 {
let l_1493 = l_1487 - u32(1);
l_mut_90 = l_1493;
} else {
let l_1494 = l_1487 == u32(2139095040);
if l_1494 {
l_mut_90 = l_1487;
}
}
}
let l_1495 = bitcast<f32>(l_mut_90);
let l_1496 = bitcast<u32>(l_1495);
let l_1497 = l_1496 & u32(2147483647);
let l_1498 = bitcast<f32>(l_1497);
let l_1499 = f64(l_1498);
l_mut_38 = l_1499;
let l_1500 = l_1497 < u32(8388608);
if l_1500 {
let l_1501 = f64(l_1497);
let l_1502 = l_1501 * f64(1.401298464324817e-45);
l_mut_38 = l_1502;
}
let l_1503 = bitcast<u64>(l_mut_38);
let l_1504 = l_1496 >> u32(31);
let l_1505 = u64(l_1504);
let l_1506 = l_1505 << u32(bitcast<u64>(u64(63)));
let l_1507 = l_1503 | l_1506;
let l_1508 = bitcast<f64>(l_1507);
l_mut_709 = l_1508;
}
}
}
let l_1509 = l_mut_1122 == l_mut_709;
let l_1510 = !l_1509;
if l_1510 {
a_1057[u32(0)] = u32(0);
}
let l_1511 = -l_1344;
let l_1512 = l_1511 * f64(7.1362384635298e44);
let l_1513 = floor(l_1512);
let l_1514 = l_1513 * f64(1.401298464324817e-45);
l_mut_1122 = l_1514;
let l_1515 = abs(l_1511);
let l_1516 = l_1515 >= f64(1.1754943508222875e-38);
if l_1516 {
let l_1517 = f32(l_1511);
let l_1518 = f64(l_1517);
l_mut_1122 = l_1518;
let l_1519 = l_mut_1122 > l_1511;
if l_1519 {
let l_1520 = bitcast<u32>(l_1517);
let l_1521 = l_1520 ^ u32(2147483648);
let l_1522 = bitcast<f32>(l_1521);
let l_1523 = bitcast<u32>(l_1522);
let l_1524 = l_1523 + u32(1);
l_mut_90 = l_1524;
let l_1525 = l_1523 & u32(2147483647);
let l_1526 = l_1525 == u32(0);
if l_1526 {
l_mut_90 = u32(1);
} else {
let l_1527 = l_1523 & u32(2147483648);
let l_1528 = l_1527 != u32(0);
if l_1528 {
let l_1529 = l_1523 - u32(1);
l_mut_90 = l_1529;
} else {
let l_1530 = l_1523 == u32(2139095040);
if l_1530 {
l_mut_90 = l_1523;
}
}
}
let l_1531 = bitcast<f32>(l_mut_90);
let l_1532 = bitcast<u32>(l_1531);
let l_1533 = l_1532 ^ u32(2147483648);
let l_1534 = bitcast<f32>(l_1533);
let l_1535 = bitcast<u32>(l_1534);
let l_1536 = l_1535 & u32(2147483647);
let l_1537 = bitcast<f32>(l_1536);
let l_1538 = f64(l_1537);
l_mut_709 = l_1538;
let l_1539 = l_1536 < u32(8388608);
if l_1539 {
let l_1540 = f64(l_1536);
let l_1541 = l_1540 * f64(1.401298464324817e-45);
l_mut_709 = l_1541;
}
let l_1542 = bitcast<u64>(l_mut_709);
let l_1543 = l_1535 >> u32(31);
let l_1544 = u64(l_1543);
let l_1545 = l_1544 << u32(bitcast<u64>(u64(63)));
let l_1546 = l_1542 | l_1545;
let l_1547 = bitcast<f64>(l_1546);
l_mut_1122 = l_1547;
} else {
let l_1548 = bitcast<u32>(l_1517);
let l_1549 = l_1548 + u32(1);
l_mut_90 = l_1549;
let l_1550 = l_1548 & u32(2147483647);
let l_1551 = l_1550 == u32(0);
if l_1551 {
l_mut_90 = u32(1);
} else {
let l_1552 = l_1548 & u32(2147483648);
let l_1553 = l_1552 != u32(0);
if l_1553 {
let l_1554 = l_1548 - u32(1);
l_mut_90 = l_1554;
} else {
let l_1555 = l_1548 == u32(2139095040);
if l_1555 {
l_mut_90 = l_1548;
}
}
}
let l_1556 = bitcast<f32>(l_mut_90);
let l_1557 = bitcast<u32>(l_1556);
let l_1558 = l_1557 & u32(2147483647);
let l_1559 = bitcast<f32>(l_1558);
let l_1560 = f64(l_1559);
l_mut_709 = l_1560;
let l_1561 = l_1558 < u32(8388608);
if l_1561 {
let l_1562 = f64(l_1558);
let l_1563 = l_1562 * f64(1.401298464324817e-45);
l_mut_709 = l_1563;
}
let l_1564 = bitcast<u64>(l_mut_709);
let l_1565 = l_1557 >> u32(31);
let l_1566 = u64(l_1565);
let l_1567 = l_1566 << u32(bitcast<u64>(u64(63)));
let l_1568 = l_1564 | l_1567;
let l_1569 = bitcast<f64>(l_1568);
let l_1570 = l_1569 <= l_1511;
if l_1570 {
let l_1571 = bitcast<u32>(l_1517);
let l_1572 = l_1571 + u32(1);
l_mut_90 = l_1572;
let l_1573 = l_1571 & u32(2147483647);
let l_1574 = l_1573 == u32(0);
if l_1574 {
l_mut_90 = u32(1);
} else {
let l_1575 = l_1571 & u32(2147483648);
let l_1576 = l_1575 != u32(0);
if l_1576 {
let l_1577 = l_1571 - u32(1);
l_mut_90 = l_1577;
} else {
let l_1578 = l_1571 == u32(2139095040);
if l_1578 {
l_mut_90 = l_1571;
}
}
}
let l_1579 = bitcast<f32>(l_mut_90);
let l_1580 = bitcast<u32>(l_1579);
let l_1581 = l_1580 & u32(2147483647);
let l_1582 = bitcast<f32>(l_1581);
let l_1583 = f64(l_1582);
l_mut_709 = l_1583;
let l_1584 = l_1581 < u32(8388608);
if l_1584 {
let l_1585 = f64(l_1581);
let l_1586 = l_1585 * f64(1.401298464324817e-45);
l_mut_709 = l_1586;
}
let l_1587 = bitcast<u64>(l_mut_709);
let l_1588 = l_1580 >> u32(31);
let l_1589 = u64(l_1588);
let l_1590 = l_1589 << u32(bitcast<u64>(u64(63)));
let l_1591 = l_1587 | l_1590;
let l_1592 = bitcast<f64>(l_1591);
l_mut_1122 = l_1592;
}
}
}
let l_1593 = -l_mut_1122;
l_mut_1205 = l_1593;
}
l_mut_90 = u32(0);
let l_1594 = l_mut_61 <= f64(0.0);
let l_1595 = l_mut_1205 >= f64(0.0);
let l_1596 = l_1594 && l_1595;
let l_1597 = !l_1596;
if l_1597 {
let l_1598 = f64(1.0) / l_mut_1205;
let l_1599 = f64(1.0) / l_mut_61;
let l_1600 = abs(l_1598);
let l_1601 = l_1600 * f64(1.4551915228366852e-11);
let l_1602 = abs(l_1599);
let l_1603 = l_1602 * f64(1.4551915228366852e-11);
let l_1604 = l_1598 - l_1601;
let l_1605 = abs(l_1604);
l_mut_1205 = f64(1.401298464324817e-45);
let l_1606 = l_1605 >= f64(1.1754943508222875e-38);
let l_1607 = l_1605 <= f64(1.7976931348623157e308);
let l_1608 = l_1606 && l_1607;
if l_1608 {
let l_1609 = bitcast<u64>(l_1605);
let l_1610 = l_1609 >> u32(bitcast<u64>(u64(52)));
let l_1611 = l_1610 - u64(23);
let l_1612 = l_1611 << u32(bitcast<u64>(u64(52)));
let l_1613 = bitcast<f64>(l_1612);
l_mut_1205 = l_1613;
}
let l_1614 = l_1598 + l_1601;
let l_1615 = abs(l_1614);
l_mut_1122 = f64(1.401298464324817e-45);
let l_1616 = l_1615 >= f64(1.1754943508222875e-38);
let l_1617 = l_1615 <= f64(1.7976931348623157e308);
let l_1618 = l_1616 && l_1617;
if l_1618 {
let l_1619 = bitcast<u64>(l_1615);
let l_1620 = l_1619 >> u32(bitcast<u64>(u64(52)));
let l_1621 = l_1620 - u64(23);
let l_1622 = l_1621 << u32(bitcast<u64>(u64(52)));
let l_1623 = bitcast<f64>(l_1622);
l_mut_1122 = l_1623;
}
let l_1624 = l_mut_1205 == l_mut_1122;
let l_1625 = !l_1624;
let l_1626 = l_1599 - l_1603;
let l_1627 = abs(l_1626);
l_mut_1205 = f64(1.401298464324817e-45);
let l_1628 = l_1627 >= f64(1.1754943508222875e-38);
let l_1629 = l_1627 <= f64(1.7976931348623157e308);
let l_1630 = l_1628 && l_1629;
if l_1630 {
let l_1631 = bitcast<u64>(l_1627);
let l_1632 = l_1631 >> u32(bitcast<u64>(u64(52)));
let l_1633 = l_1632 - u64(23);
let l_1634 = l_1633 << u32(bitcast<u64>(u64(52)));
let l_1635 = bitcast<f64>(l_1634);
l_mut_1205 = l_1635;
}
let l_1636 = l_1599 + l_1603;
let l_1637 = abs(l_1636);
l_mut_1122 = f64(1.401298464324817e-45);
let l_1638 = l_1637 >= f64(1.1754943508222875e-38);
let l_1639 = l_1637 <= f64(1.7976931348623157e308);
let l_1640 = l_1638 && l_1639;
if l_1640 {
let l_1641 = bitcast<u64>(l_1637);
let l_1642 = l_1641 >> u32(bitcast<u64>(u64(52)));
let l_1643 = l_1642 - u64(23);
let l_1644 = l_1643 << u32(bitcast<u64>(u64(52)));
let l_1645 = bitcast<f64>(l_1644);
l_mut_1122 = l_1645;
}
let l_1646 = l_mut_1205 == l_mut_1122;
let l_1647 = !l_1646;
let l_1648 = l_1625 || l_1647;
if l_1648 {
a_1057[u32(0)] = u32(0);
}
let l_1649 = abs(l_1598);
l_mut_1205 = f64(1.401298464324817e-45);
let l_1650 = l_1649 >= f64(1.1754943508222875e-38);
let l_1651 = l_1649 <= f64(1.7976931348623157e308);
let l_1652 = l_1650 && l_1651;
if l_1652 {
let l_1653 = bitcast<u64>(l_1649);
let l_1654 = l_1653 >> u32(bitcast<u64>(u64(52)));
let l_1655 = l_1654 - u64(23);
let l_1656 = l_1655 << u32(bitcast<u64>(u64(52)));
let l_1657 = bitcast<f64>(l_1656);
l_mut_1205 = l_1657;
}
let l_1658 = l_22 * l_mut_1205;
let l_1659 = l_1598 - l_1658;
let l_1660 = abs(l_1599);
l_mut_1205 = f64(1.401298464324817e-45);
let l_1661 = l_1660 >= f64(1.1754943508222875e-38);
let l_1662 = l_1660 <= f64(1.7976931348623157e308);
let l_1663 = l_1661 && l_1662;
if l_1663 {
let l_1664 = bitcast<u64>(l_1660);
let l_1665 = l_1664 >> u32(bitcast<u64>(u64(52)));
let l_1666 = l_1665 - u64(23);
let l_1667 = l_1666 << u32(bitcast<u64>(u64(52)));
let l_1668 = bitcast<f64>(l_1667);
l_mut_1205 = l_1668;
}
let l_1669 = l_22 * l_mut_1205;
let l_1670 = l_1599 + l_1669;
let l_1671 = bitcast<u32>(l_15);
let l_1672 = l_1671 & u32(2147483647);
let l_1673 = bitcast<f32>(l_1672);
let l_1674 = f64(l_1673);
l_mut_1205 = l_1674;
let l_1675 = l_1672 < u32(8388608);
if l_1675 {
let l_1676 = f64(l_1672);
let l_1677 = l_1676 * f64(1.401298464324817e-45);
l_mut_1205 = l_1677;
}
let l_1678 = bitcast<u64>(l_mut_1205);
let l_1679 = l_1671 >> u32(31);
let l_1680 = u64(l_1679);
let l_1681 = l_1680 << u32(bitcast<u64>(u64(63)));
let l_1682 = l_1678 | l_1681;
let l_1683 = bitcast<f64>(l_1682);
let l_1684 = bitcast<u32>(l_15);
let l_1685 = l_1684 + u32(1);
l_mut_48 = l_1685;
let l_1686 = l_1684 & u32(2147483647);
let l_1687 = l_1686 == u32(0);
if l_1687 {
l_mut_48 = u32(1);
} else {
let l_1688 = l_1684 & u32(2147483648);
let l_1689 = l_1688 != u32(0);
if l_1689 {
let l_1690 = l_1684 - u32(1);
l_mut_48 = l_1690;
} else {
let l_1691 = l_1684 == u32(2139095040);
if l_1691 {
l_mut_48 = l_1684;
}
}
}
let l_1692 = bitcast<f32>(l_mut_48);
let l_1693 = bitcast<u32>(l_1692);
let l_1694 = l_1693 & u32(2147483647);
let l_1695 = bitcast<f32>(l_1694);
let l_1696 = f64(l_1695);
l_mut_1205 = l_1696;
let l_1697 = l_1694 < u32(8388608);
if l_1697 {
let l_1698 = f64(l_1694);
let l_1699 = l_1698 * f64(1.401298464324817e-45);
l_mut_1205 = l_1699;
}
let l_1700 = bitcast<u64>(l_mut_1205);
let l_1701 = l_1693 >> u32(31);
let l_1702 = u64(l_1701);
let l_1703 = l_1702 << u32(bitcast<u64>(u64(63)));
let l_1704 = l_1700 | l_1703;
let l_1705 = bitcast<f64>(l_1704);
let l_1706 = bitcast<u32>(l_15);
let l_1707 = l_1706 ^ u32(2147483648);
let l_1708 = bitcast<f32>(l_1707);
let l_1709 = bitcast<u32>(l_1708);
let l_1710 = l_1709 + u32(1);
l_mut_48 = l_1710;
let l_1711 = l_1709 & u32(2147483647);
let l_1712 = l_1711 == u32(0);
if l_1712 {
l_mut_48 = u32(1);
} else {
let l_1713 = l_1709 & u32(2147483648);
let l_1714 = l_1713 != u32(0);
if l_1714 {
let l_1715 = l_1709 - u32(1);
l_mut_48 = l_1715;
} else {
let l_1716 = l_1709 == u32(2139095040);
if l_1716 {
l_mut_48 = l_1709;
}
}
}
let l_1717 = bitcast<f32>(l_mut_48);
let l_1718 = bitcast<u32>(l_1717);
let l_1719 = l_1718 ^ u32(2147483648);
let l_1720 = bitcast<f32>(l_1719);
let l_1721 = bitcast<u32>(l_1720);
let l_1722 = l_1721 & u32(2147483647);
let l_1723 = bitcast<f32>(l_1722);
let l_1724 = f64(l_1723);
l_mut_1205 = l_1724;
let l_1725 = l_1722 < u32(8388608);
if l_1725 {
let l_1726 = f64(l_1722);
let l_1727 = l_1726 * f64(1.401298464324817e-45);
l_mut_1205 = l_1727;
}
let l_1728 = bitcast<u64>(l_mut_1205);
let l_1729 = l_1721 >> u32(31);
let l_1730 = u64(l_1729);
let l_1731 = l_1730 << u32(bitcast<u64>(u64(63)));
let l_1732 = l_1728 | l_1731;
let l_1733 = bitcast<f64>(l_1732);
let l_1734 = l_1659 + l_1601;
let l_1735 = l_1734 <= l_1683;
l_mut_150 = l_1735;
let l_1736 = l_1659 - l_1601;
let l_1737 = l_1736 > l_1683;
l_mut_147 = l_1737;
let l_1738 = l_1670 - l_1603;
let l_1739 = l_1738 >= l_1683;
l_mut_144 = l_1739;
let l_1740 = l_1670 + l_1603;
let l_1741 = l_1740 < l_1683;
l_mut_141 = l_1741;
if l_13 {
let l_1742 = l_1659 + l_1601;
let l_1743 = l_1742 < l_1705;
l_mut_150 = l_1743;
let l_1744 = l_1659 - l_1601;
let l_1745 = l_1744 >= l_1705;
l_mut_147 = l_1745;
let l_1746 = l_1670 - l_1603;
let l_1747 = l_1746 > l_1733;
l_mut_144 = l_1747;
let l_1748 = l_1670 + l_1603;
let l_1749 = l_1748 <= l_1733;
l_mut_141 = l_1749;
}
l_mut_48 = u32(2);
let l_1750 = l_mut_147 || l_mut_141;
if l_1750 {
l_mut_48 = u32(1);
} else {
let l_1751 = l_mut_150 && l_mut_144;
if l_1751 {
l_mut_48 = u32(0);
}
}
let l_1752 = bitcast<u32>(l_15);
let l_1753 = l_1752 & u32(2147483647);
let l_1754 = l_1753 == u32(0);
if l_1754 {
let l_1755 = l_1659 + l_1601;
let l_1756 = l_1755 < f64(1.1754943508222875e-38);
let l_1757 = l_1670 - l_1603;
let l_1758 = l_1757 > f64(-1.1754943508222875e-38);
let l_1759 = l_1756 && l_1758;
let l_1760 = l_1659 - l_1601;
let l_1761 = l_1760 < f64(1.1754943508222875e-38);
let l_1762 = l_1670 + l_1603;
let l_1763 = l_1762 > f64(-1.1754943508222875e-38);
let l_1764 = l_1761 && l_1763;
if l_1759 {
l_mut_48 = u32(0);
} else {
let l_1765 = l_mut_48 == u32(1);
let l_1766 = l_1764 && l_1765;
if l_1766 {
l_mut_48 = u32(2);
}
}
}
l_mut_90 = l_mut_48;
}
let l_1767 = a_1057[u32(0)];
let l_1768 = l_1767 == u32(0);
if l_1768 {
l_mut_90 = u32(2);
}
l_mut_31 = l_mut_90;
} else {
let l_1769 = l_9 == u32(10);
if l_1769 {
let l_1770 = sqrt(l_26);
let l_1771 = f64(1.0) / l_1770;
let l_1772 = l_1771 * f64(1.4551915228366852e-11);
let l_1773 = abs(l_1771);
l_mut_1205 = f64(1.401298464324817e-45);
let l_1774 = l_1773 >= f64(1.1754943508222875e-38);
let l_1775 = l_1773 <= f64(1.7976931348623157e308);
let l_1776 = l_1774 && l_1775;
if l_1776 {
let l_1777 = bitcast<u64>(l_1773);
let l_1778 = l_1777 >> u32(bitcast<u64>(u64(52)));
let l_1779 = l_1778 - u64(23);
let l_1780 = l_1779 << u32(bitcast<u64>(u64(52)));
let l_1781 = bitcast<f64>(l_1780);
l_mut_1205 = l_1781;
}
let l_1782 = l_19 * l_mut_1205;
let l_1783 = l_1771 - l_1782;
let l_1784 = l_26 * l_1783;
let l_1785 = l_19 * l_mut_1205;
let l_1786 = l_1771 + l_1785;
let l_1787 = l_26 * l_1786;
l_mut_90 = u32(2);
let l_1788 = l_1771 - l_1772;
let l_1789 = abs(l_1788);
l_mut_1205 = f64(1.401298464324817e-45);
let l_1790 = l_1789 >= f64(1.1754943508222875e-38);
let l_1791 = l_1789 <= f64(1.7976931348623157e308);
let l_1792 = l_1790 && l_1791;
if l_1792 {
let l_1793 = bitcast<u64>(l_1789);
let l_1794 = l_1793 >> u32(bitcast<u64>(u64(52)));
let l_1795 = l_1794 - u64(23);
let l_1796 = l_1795 << u32(bitcast<u64>(u64(52)));
let l_1797 = bitcast<f64>(l_1796);
l_mut_1205 = l_1797;
}
let l_1798 = l_1771 + l_1772;
let l_1799 = abs(l_1798);
l_mut_1122 = f64(1.401298464324817e-45);
let l_1800 = l_1799 >= f64(1.1754943508222875e-38);
let l_1801 = l_1799 <= f64(1.7976931348623157e308);
let l_1802 = l_1800 && l_1801;
if l_1802 {
let l_1803 = bitcast<u64>(l_1799);
let l_1804 = l_1803 >> u32(bitcast<u64>(u64(52)));
let l_1805 = l_1804 - u64(23);
let l_1806 = l_1805 << u32(bitcast<u64>(u64(52)));
let l_1807 = bitcast<f64>(l_1806);
l_mut_1122 = l_1807;
}
let l_1808 = l_mut_1205 == l_mut_1122;
if l_1808 {
let l_1809 = abs(l_1784);
let l_1810 = l_1809 * f64(1.4551915228366852e-11);
let l_1811 = abs(l_1787);
let l_1812 = l_1811 * f64(1.4551915228366852e-11);
let l_1813 = bitcast<u32>(l_15);
let l_1814 = l_1813 & u32(2147483647);
let l_1815 = bitcast<f32>(l_1814);
let l_1816 = f64(l_1815);
l_mut_1205 = l_1816;
let l_1817 = l_1814 < u32(8388608);
if l_1817 {
let l_1818 = f64(l_1814);
let l_1819 = l_1818 * f64(1.401298464324817e-45);
l_mut_1205 = l_1819;
}
let l_1820 = bitcast<u64>(l_mut_1205);
let l_1821 = l_1813 >> u32(31);
let l_1822 = u64(l_1821);
let l_1823 = l_1822 << u32(bitcast<u64>(u64(63)));
let l_1824 = l_1820 | l_1823;
let l_1825 = bitcast<f64>(l_1824);
let l_1826 = bitcast<u32>(l_15);
let l_1827 = l_1826 + u32(1);
l_mut_48 = l_1827;
let l_1828 = l_1826 & u32(2147483647);
let l_1829 = l_1828 == u32(0);
if l_1829 {
l_mut_48 = u32(1);
} else {
let l_1830 = l_1826 & u32(2147483648);
let l_1831 = l_1830 != u32(0);
if l_1831 {
let l_1832 = l_1826 - u32(1);
l_mut_48 = l_1832;
} else {
let l_1833 = l_1826 == u32(2139095040);
if l_1833 {
l_mut_48 = l_1826;
}
}
}
let l_1834 = bitcast<f32>(l_mut_48);
let l_1835 = bitcast<u32>(l_1834);
let l_1836 = l_1835 & u32(2147483647);
let l_1837 = bitcast<f32>(l_1836);
let l_1838 = f64(l_1837);
l_mut_1205 = l_1838;
let l_1839 = l_1836 < u32(8388608);
if l_1839 {
let l_1840 = f64(l_1836);
let l_1841 = l_1840 * f64(1.401298464324817e-45);
l_mut_1205 = l_1841;
}
let l_1842 = bitcast<u64>(l_mut_1205);
let l_1843 = l_1835 >> u32(31);
let l_1844 = u64(l_1843);
let l_1845 = l_1844 << u32(bitcast<u64>(u64(63)));
let l_1846 = l_1842 | l_1845;
let l_1847 = bitcast<f64>(l_1846);
let l_1848 = bitcast<u32>(l_15);
let l_1849 = l_1848 ^ u32(2147483648);
let l_1850 = bitcast<f32>(l_1849);
let l_1851 = bitcast<u32>(l_1850);
let l_1852 = l_1851 + u32(1);
l_mut_48 = l_1852;
let l_1853 = l_1851 & u32(2147483647);
let l_1854 = l_1853 == u32(0);
if l_1854 {
l_mut_48 = u32(1);
} else {
let l_1855 = l_1851 & u32(2147483648);
let l_1856 = l_1855 != u32(0);
if l_1856 {
let l_1857 = l_1851 - u32(1);
l_mut_48 = l_1857;
} else {
let l_1858 = l_1851 == u32(2139095040);
if l_1858 {
l_mut_48 = l_1851;
}
}
}
let l_1859 = bitcast<f32>(l_mut_48);
let l_1860 = bitcast<u32>(l_1859);
let l_1861 = l_1860 ^ u32(2147483648);
let l_1862 = bitcast<f32>(l_1861);
let l_1863 = bitcast<u32>(l_1862);
let l_1864 = l_1863 & u32(2147483647);
let l_1865 = bitcast<f32>(l_1864);
let l_1866 = f64(l_1865);
l_mut_1205 = l_1866;
let l_1867 = l_1864 < u32(8388608);
if l_1867 {
let l_1868 = f64(l_1864);
let l_1869 = l_1868 * f64(1.401298464324817e-45);
l_mut_1205 = l_1869;
}
let l_1870 = bitcast<u64>(l_mut_1205);
let l_1871 = l_1863 >> u32(31);
let l_1872 = u64(l_1871);
let l_1873 = l_1872 << u32(bitcast<u64>(u64(63)));
let l_1874 = l_1870 | l_1873;
let l_1875 = bitcast<f64>(l_1874);
let l_1876 = l_1784 + l_1810;
let l_1877 = l_1876 <= l_1825;
l_mut_150 = l_1877;
let l_1878 = l_1784 - l_1810;
let l_1879 = l_1878 > l_1825;
l_mut_147 = l_1879;
let l_1880 = l_1787 - l_1812;
let l_1881 = l_1880 >= l_1825;
l_mut_144 = l_1881;
let l_1882 = l_1787 + l_1812;
let l_1883 = l_1882 < l_1825;
l_mut_141 = l_1883;
let l_1884 = l_1784 + l_1810;
let l_1885 = l_1884 < l_1847;
l_mut_150 = l_1885;
let l_1886 = l_1784 - l_1810;
let l_1887 = l_1886 >= l_1847;
l_mut_147 = l_1887;
let l_1888 = l_1787 - l_1812;
let l_1889 = l_1888 > l_1875;
l_mut_144 = l_1889;
let l_1890 = l_1787 + l_1812;
let l_1891 = l_1890 <= l_1875;
l_mut_141 = l_1891;
l_mut_48 = u32(2);
let l_1892 = l_mut_147 || l_mut_141;
if l_1892 {
l_mut_48 = u32(1);
} else {
let l_1893 = l_mut_150 && l_mut_144;
if l_1893 {
l_mut_48 = u32(0);
}
}
let l_1894 = bitcast<u32>(l_15);
let l_1895 = l_1894 & u32(2147483647);
let l_1896 = l_1895 == u32(0);
if l_1896 {
let l_1897 = l_1784 + l_1810;
let l_1898 = l_1897 < f64(1.1754943508222875e-38);
let l_1899 = l_1787 - l_1812;
let l_1900 = l_1899 > f64(-1.1754943508222875e-38);
let l_1901 = l_1898 && l_1900;
let l_1902 = l_1784 - l_1810;
let l_1903 = l_1902 < f64(1.1754943508222875e-38);
let l_1904 = l_1787 + l_1812;
let l_1905 = l_1904 > f64(-1.1754943508222875e-38);
let l_1906 = l_1903 && l_1905;
if l_1901 {
l_mut_48 = u32(0);
} else {
let l_1907 = l_mut_48 == u32(1);
let l_1908 = l_1906 && l_1907;
if l_1908 {
l_mut_48 = u32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
} else {
let l_1909 = l_9 == u32(11);
let l_1910 = l_9 == u32(12);
let l_1911 = l_1909 || l_1910;
if l_1911 {
l_mut_31 = u32(0);
let l_1912 = l_27 <= l_25;
let l_1913 = l_9 == u32(11);
let l_1914 = l_1912 && l_1913;
if l_1914 {
let l_1915 = f32(l_26);
let l_1916 = bitcast<u32>(l_1915);
let l_1917 = l_1916 & u32(2147483647);
let l_1918 = bitcast<f32>(l_1917);
let l_1919 = f64(l_1918);
l_mut_1205 = l_1919;
let l_1920 = l_1917 < u32(8388608);
if l_1920 {
let l_1921 = f64(l_1917);
let l_1922 = l_1921 * f64(1.401298464324817e-45);
l_mut_1205 = l_1922;
}
let l_1923 = bitcast<u64>(l_mut_1205);
let l_1924 = l_1916 >> u32(31);
let l_1925 = u64(l_1924);
let l_1926 = l_1925 << u32(bitcast<u64>(u64(63)));
let l_1927 = l_1923 | l_1926;
let l_1928 = bitcast<f64>(l_1927);
let l_1929 = abs(l_1928);
l_mut_1205 = l_1929;
l_mut_90 = u32(0);
let l_1930 = l_1929 >= f64(0.785);
if l_1930 {
let l_1931 = l_1929 * f64(0.6366197723675814);
let l_1932 = l_1931 + f64(0.5);
let l_1933 = floor(l_1932);
let l_1934 = l_1933 * f64(1.570796325802803);
let l_1935 = l_1929 - l_1934;
let l_1936 = l_1935 * l_4;
let l_1937 = l_1933 * f64(9.920935796805404e-10);
let l_1938 = l_1936 - l_1937;
l_mut_1205 = l_1938;
let l_1939 = u32(l_1933);
l_mut_90 = l_1939;
}
let l_1940 = bitcast<u32>(l_1915);
let l_1941 = l_1940 >= u32(2147483648);
let l_1942 = l_mut_1205 * l_mut_1205;
let l_1943 = l_1942 * f64(1.9572941063391263e-20);
let l_1944 = f64(8.22063524662433e-18) - l_1943;
l_mut_1122 = l_1944;
let l_1945 = l_mut_1122 * l_1942;
let l_1946 = l_1945 - f64(2.8114572543455206e-15);
l_mut_1122 = l_1946;
let l_1947 = l_mut_1122 * l_1942;
let l_1948 = l_1947 + f64(7.647163731819816e-13);
l_mut_1122 = l_1948;
let l_1949 = l_mut_1122 * l_1942;
let l_1950 = l_1949 - f64(1.6059043836821613e-10);
l_mut_1122 = l_1950;
let l_1951 = l_mut_1122 * l_1942;
let l_1952 = l_1951 + f64(2.505210838544172e-8);
l_mut_1122 = l_1952;
let l_1953 = l_mut_1122 * l_1942;
let l_1954 = l_1953 - f64(2.7557319223985893e-6);
l_mut_1122 = l_1954;
let l_1955 = l_mut_1122 * l_1942;
let l_1956 = l_1955 + f64(0.0001984126984126984);
l_mut_1122 = l_1956;
let l_1957 = l_mut_1122 * l_1942;
let l_1958 = l_1957 - f64(0.008333333333333333);
l_mut_1122 = l_1958;
let l_1959 = l_mut_1122 * l_1942;
let l_1960 = l_1959 + f64(0.16666666666666666);
l_mut_1122 = l_1960;
let l_1961 = f64(0.5) * l_1942;
let l_1962 = f64(1.0) - l_1961;
let l_1963 = f64(0.0) * l_1962;
let l_1964 = l_mut_1205 * l_1942;
let l_1965 = l_1964 * l_mut_1122;
let l_1966 = l_1963 - l_1965;
let l_1967 = l_mut_1205 + l_1966;
let l_1968 = l_mut_1205 * l_mut_1205;
let l_1969 = l_1968 * f64(4.110317623312165e-19);
let l_1970 = l_1969 - f64(1.5619206968586225e-16);
l_mut_1122 = l_1970;
let l_1971 = l_mut_1122 * l_1968;
let l_1972 = l_1971 + f64(4.779477332387385e-14);
l_mut_1122 = l_1972;
let l_1973 = l_mut_1122 * l_1968;
let l_1974 = l_1973 - f64(1.1470745597729725e-11);
l_mut_1122 = l_1974;
let l_1975 = l_mut_1122 * l_1968;
let l_1976 = l_1975 + f64(2.08767569878681e-9);
l_mut_1122 = l_1976;
let l_1977 = l_mut_1122 * l_1968;
let l_1978 = l_1977 - f64(2.755731922398589e-7);
l_mut_1122 = l_1978;
let l_1979 = l_mut_1122 * l_1968;
let l_1980 = l_1979 + f64(2.48015873015873e-5);
l_mut_1122 = l_1980;
let l_1981 = l_mut_1122 * l_1968;
let l_1982 = l_1981 - f64(0.001388888888888889);
l_mut_1122 = l_1982;
let l_1983 = l_mut_1122 * l_1968;
let l_1984 = l_1983 + f64(0.041666666666666664);
l_mut_1122 = l_1984;
let l_1985 = f64(0.5) * l_1968;
let l_1986 = f64(1.0) - l_1985;
let l_1987 = l_1968 * l_1968;
let l_1988 = l_1987 * l_mut_1122;
let l_1989 = f64(0.0) * l_mut_1205;
let l_1990 = l_1988 - l_1989;
let l_1991 = l_1986 + l_1990;
let l_1992 = l_mut_90 & u32(1);
let l_1993 = l_1992 == u32(1);
l_mut_1205 = l_1967;
let l_1994 = l_mut_90 & u32(2);
let l_1995 = l_1994 != u32(0);
l_mut_150 = l_1995;
let l_1996 = u32(6) == u32(6);
if l_1996 {
if l_1993 {
l_mut_1205 = l_1991;
}
} else {
let l_1997 = u32(6) == u32(7);
if l_1997 {
l_mut_1205 = l_1991;
if l_1993 {
l_mut_1205 = l_1967;
}
let l_1998 = l_mut_90 + u32(1);
let l_1999 = l_1998 & u32(2);
let l_2000 = l_1999 != u32(0);
l_mut_150 = l_2000;
} else {
let l_2001 = l_1967 / l_1991;
l_mut_1205 = l_2001;
if l_1993 {
let l_2002 = l_1991 / l_1967;
l_mut_1205 = l_2002;
}
l_mut_150 = l_1993;
}
}
let l_2003 = u32(6) != u32(7);
let l_2004 = l_2003 && l_1941;
if l_2004 {
let l_2005 = !l_mut_150;
l_mut_150 = l_2005;
}
if l_mut_150 {
let l_2006 = -l_mut_1205;
l_mut_1205 = l_2006;
}
let l_2007 = f32(l_26);
let l_2008 = bitcast<u32>(l_2007);
let l_2009 = l_2008 & u32(2147483647);
let l_2010 = bitcast<f32>(l_2009);
let l_2011 = f64(l_2010);
l_mut_1122 = l_2011;
let l_2012 = l_2009 < u32(8388608);
if l_2012 {
let l_2013 = f64(l_2009);
let l_2014 = l_2013 * f64(1.401298464324817e-45);
l_mut_1122 = l_2014;
}
let l_2015 = bitcast<u64>(l_mut_1122);
let l_2016 = l_2008 >> u32(31);
let l_2017 = u64(l_2016);
let l_2018 = l_2017 << u32(bitcast<u64>(u64(63)));
let l_2019 = l_2015 | l_2018;
let l_2020 = bitcast<f64>(l_2019);
let l_2021 = abs(l_2020);
l_mut_1122 = l_2021;
l_mut_90 = u32(0);
let l_2022 = l_2021 >= f64(0.785);
if l_2022 {
let l_2023 = l_2021 * f64(0.6366197723675814);
let l_2024 = l_2023 + f64(0.5);
let l_2025 = floor(l_2024);
let l_2026 = l_2025 * f64(1.570796325802803);
let l_2027 = l_2021 - l_2026;
let l_2028 = l_2027 * l_4;
let l_2029 = l_2025 * f64(9.920935796805404e-10);
let l_2030 = l_2028 - l_2029;
l_mut_1122 = l_2030;
let l_2031 = u32(l_2025);
l_mut_90 = l_2031;
}
let l_2032 = bitcast<u32>(l_2007);
let l_2033 = l_2032 >= u32(2147483648);
let l_2034 = l_mut_1122 * l_mut_1122;
let l_2035 = l_2034 * f64(1.9572941063391263e-20);
let l_2036 = f64(8.22063524662433e-18) - l_2035;
l_mut_709 = l_2036;
let l_2037 = l_mut_709 * l_2034;
let l_2038 = l_2037 - f64(2.8114572543455206e-15);
l_mut_709 = l_2038;
let l_2039 = l_mut_709 * l_2034;
let l_2040 = l_2039 + f64(7.647163731819816e-13);
l_mut_709 = l_2040;
let l_2041 = l_mut_709 * l_2034;
let l_2042 = l_2041 - f64(1.6059043836821613e-10);
l_mut_709 = l_2042;
let l_2043 = l_mut_709 * l_2034;
let l_2044 = l_2043 + f64(2.505210838544172e-8);
l_mut_709 = l_2044;
let l_2045 = l_mut_709 * l_2034;
let l_2046 = l_2045 - f64(2.7557319223985893e-6);
l_mut_709 = l_2046;
let l_2047 = l_mut_709 * l_2034;
let l_2048 = l_2047 + f64(0.0001984126984126984);
l_mut_709 = l_2048;
let l_2049 = l_mut_709 * l_2034;
let l_2050 = l_2049 - f64(0.008333333333333333);
l_mut_709 = l_2050;
let l_2051 = l_mut_709 * l_2034;
let l_2052 = l_2051 + f64(0.16666666666666666);
l_mut_709 = l_2052;
let l_2053 = f64(0.5) * l_2034;
let l_2054 = f64(1.0) - l_2053;
let l_2055 = f64(0.0) * l_2054;
let l_2056 = l_mut_1122 * l_2034;
let l_2057 = l_2056 * l_mut_709;
let l_2058 = l_2055 - l_2057;
let l_2059 = l_mut_1122 + l_2058;
let l_2060 = l_mut_1122 * l_mut_1122;
let l_2061 = l_2060 * f64(4.110317623312165e-19);
let l_2062 = l_2061 - f64(1.5619206968586225e-16);
l_mut_709 = l_2062;
let l_2063 = l_mut_709 * l_2060;
let l_2064 = l_2063 + f64(4.779477332387385e-14);
l_mut_709 = l_2064;
let l_2065 = l_mut_709 * l_2060;
let l_2066 = l_2065 - f64(1.1470745597729725e-11);
l_mut_709 = l_2066;
let l_2067 = l_mut_709 * l_2060;
let l_2068 = l_2067 + f64(2.08767569878681e-9);
l_mut_709 = l_2068;
let l_2069 = l_mut_709 * l_2060;
let l_2070 = l_2069 - f64(2.755731922398589e-7);
l_mut_709 = l_2070;
let l_2071 = l_mut_709 * l_2060;
let l_2072 = l_2071 + f64(2.48015873015873e-5);
l_mut_709 = l_2072;
let l_2073 = l_mut_709 * l_2060;
let l_2074 = l_2073 - f64(0.001388888888888889);
l_mut_709 = l_2074;
let l_2075 = l_mut_709 * l_2060;
let l_2076 = l_2075 + f64(0.041666666666666664);
l_mut_709 = l_2076;
let l_2077 = f64(0.5) * l_2060;
let l_2078 = f64(1.0) - l_2077;
let l_2079 = l_2060 * l_2060;
let l_2080 = l_2079 * l_mut_709;
let l_2081 = f64(0.0) * l_mut_1122;
let l_2082 = l_2080 - l_2081;
let l_2083 = l_2078 + l_2082;
let l_2084 = l_mut_90 & u32(1);
let l_2085 = l_2084 == u32(1);
l_mut_1122 = l_2059;
let l_2086 = l_mut_90 & u32(2);
let l_2087 = l_2086 != u32(0);
l_mut_150 = l_2087;
let l_2088 = u32(7) == u32(6);
if l_2088 {
if l_2085 {
l_mut_1122 = l_2083;
}
} else {
let l_2089 = u32(7) == u32(7);
if l_2089 {
l_mut_1122 = l_2083;
if l_2085 {
l_mut_1122 = l_2059;
}
let l_2090 = l_mut_90 + u32(1);
let l_2091 = l_2090 & u32(2);
let l_2092 = l_2091 != u32(0);
l_mut_150 = l_2092;
} else {
let l_2093 = l_2059 / l_2083;
l_mut_1122 = l_2093;
if l_2085 {
let l_2094 = l_2083 / l_2059;
l_mut_1122 = l_2094;
}
l_mut_150 = l_2085;
}
}
let l_2095 = u32(7) != u32(7);
let l_2096 = l_2095 && l_2033;
if l_2096 {
let l_2097 = !l_mut_150;
l_mut_150 = l_2097;
}
if l_mut_150 {
let l_2098 = -l_mut_1122;
l_mut_1122 = l_2098;
}
let l_2099 = abs(l_mut_1205);
let l_2100 = l_2099 * f64(1.4551915228366852e-11);
let l_2101 = abs(l_mut_1122);
let l_2102 = l_2101 * f64(1.4551915228366852e-11);
l_mut_709 = f64(1.4551915228366852e-11);
l_mut_90 = u32(2);
if l_13 {
let l_2103 = l_mut_1205 - l_19;
let l_2104 = abs(l_2103);
let l_2105 = l_2104 * f64(2.220446049250313e-16);
let l_2106 = l_2100 + l_2105;
let l_2107 = l_2103 + l_2106;
let l_2108 = -l_2107;
let l_2109 = l_2108 * f64(7.1362384635298e44);
let l_2110 = floor(l_2109);
let l_2111 = l_2110 * f64(1.401298464324817e-45);
l_mut_61 = l_2111;
let l_2112 = abs(l_2108);
let l_2113 = l_2112 >= f64(1.1754943508222875e-38);
if l_2113 {
let l_2114 = f32(l_2108);
let l_2115 = f64(l_2114);
l_mut_61 = l_2115;
let l_2116 = l_mut_61 > l_2108;
if l_2116 {
let l_2117 = bitcast<u32>(l_2114);
let l_2118 = l_2117 ^ u32(2147483648);
let l_2119 = bitcast<f32>(l_2118);
let l_2120 = bitcast<u32>(l_2119);
let l_2121 = l_2120 + u32(1);
l_mut_48 = l_2121;
let l_2122 = l_2120 & u32(2147483647);
let l_2123 = l_2122 == u32(0);
if l_2123 {
l_mut_48 = u32(1);
} else {
let l_2124 = l_2120 & u32(2147483648);
let l_2125 = l_2124 != u32(0);
if l_2125 {
let l_2126 = l_2120 - u32(1);
l_mut_48 = l_2126;
} else {
let l_2127 = l_2120 == u32(2139095040);
if l_2127 {
l_mut_48 = l_2120;
}
}
}
let l_2128 = bitcast<f32>(l_mut_48);
let l_2129 = bitcast<u32>(l_2128);
let l_2130 = l_2129 ^ u32(2147483648);
let l_2131 = bitcast<f32>(l_2130);
let l_2132 = bitcast<u32>(l_2131);
let l_2133 = l_2132 & u32(2147483647);
let l_2134 = bitcast<f32>(l_2133);
let l_2135 = f64(l_2134);
l_mut_38 = l_2135;
let l_2136 = l_2133 < u32(8388608);
if l_2136 {
let l_2137 = f64(l_2133);
let l_2138 = l_2137 * f64(1.401298464324817e-45);
l_mut_38 = l_2138;
}
let l_2139 = bitcast<u64>(l_mut_38);
let l_2140 = l_2132 >> u32(31);
let l_2141 = u64(l_2140);
let l_2142 = l_2141 << u32(bitcast<u64>(u64(63)));
let l_2143 = l_2139 | l_2142;
let l_2144 = bitcast<f64>(l_2143);
l_mut_61 = l_2144;
} else {
let l_2145 = bitcast<u32>(l_2114);
let l_2146 = l_2145 + u32(1);
l_mut_48 = l_2146;
let l_2147 = l_2145 & u32(2147483647);
let l_2148 = l_2147 == u32(0);
if l_2148 {
l_mut_48 = u32(1);
} else {
let l_2149 = l_2145 & u32(2147483648);
let l_2150 = l_2149 != u32(0);
if l_2150 {
let l_2151 = l_2145 - u32(1);
l_mut_48 = l_2151;
} else {
let l_2152 = l_2145 == u32(2139095040);
if l_2152 {
l_mut_48 = l_2145;
}
}
}
let l_2153 = bitcast<f32>(l_mut_48);
let l_2154 = bitcast<u32>(l_2153);
let l_2155 = l_2154 & u32(2147483647);
let l_2156 = bitcast<f32>(l_2155);
let l_2157 = f64(l_2156);
l_mut_38 = l_2157;
let l_2158 = l_2155 < u32(8388608);
if l_2158 {
let l_2159 = f64(l_2155);
let l_2160 = l_2159 * f64(1.401298464324817e-45);
l_mut_38 = l_2160;
}
let l_2161 = bitcast<u64>(l_mut_38);
let l_2162 = l_2154 >> u32(31);
let l_2163 = u64(l_2162);
let l_2164 = l_2163 << u32(bitcast<u64>(u64(63)));
let l_2165 = l_2161 | l_2164;
let l_2166 = bitcast<f64>(l_2165);
let l_2167 = l_2166 <= l_2108;
if l_2167 {
let l_2168 = bitcast<u32>(l_2114);
let l_2169 = l_2168 + u32(1);
l_mut_48 = l_2169;
let l_2170 = l_2168 & u32(2147483647);
let l_2171 = l_2170 == u32(0);
if l_2171 {
l_mut_48 = u32(1);
} else {
let l_2172 = l_2168 & u32(2147483648);
let l_2173 = l_2172 != u32(0);
if l_2173 {
let l_2174 = l_2168 - u32(1);
l_mut_48 = l_2174;
} else {
let l_2175 = l_2168 == u32(2139095040);
if l_2175 {
l_mut_48 = l_2168;
}
}
}
let l_2176 = bitcast<f32>(l_mut_48);
let l_2177 = bitcast<u32>(l_2176);
let l_2178 = l_2177 & u32(2147483647);
let l_2179 = bitcast<f32>(l_2178);
let l_2180 = f64(l_2179);
l_mut_38 = l_2180;
let l_2181 = l_2178 < u32(8388608);
if l_2181 {
let l_2182 = f64(l_2178);
let l_2183 = l_2182 * f64(1.401298464324817e-45);
l_mut_38 = l_2183;
}
let l_2184 = bitcast<u64>(l_mut_38);
let l_2185 = l_2177 >> u32(31);
let l_2186 = u64(l_2185);
let l_2187 = l_2186 << u32(bitcast<u64>(u64(63)));
let l_2188 = l_2184 | l_2187;
let l_2189 = bitcast<f64>(l_2188);
l_mut_61 = l_2189;
}
}
}
let l_2190 = -l_mut_61;
l_mut_61 = l_2190;
let l_2191 = bool(true) && bool(true);
if l_2191 {
let l_2192 = l_2103 + l_2106;
let l_2193 = l_2192 * f64(7.1362384635298e44);
let l_2194 = floor(l_2193);
let l_2195 = l_2194 * f64(1.401298464324817e-45);
l_mut_38 = l_2195;
let l_2196 = abs(l_2192);
let l_2197 = l_2196 >= f64(1.1754943508222875e-38);
if l_2197 {
let l_2198 = f32(l_2192);
let l_2199 = f64(l_2198);
l_mut_38 = l_2199;
let l_2200 = l_mut_38 > l_2192;
if l_2200 {
let l_2201 = bitcast<u32>(l_2198);
let l_2202 = l_2201 ^ u32(2147483648);
let l_2203 = bitcast<f32>(l_2202);
let l_2204 = bitcast<u32>(l_2203);
let l_2205 = l_2204 + u32(1);
l_mut_48 = l_2205;
let l_2206 = l_2204 & u32(2147483647);
let l_2207 = l_2206 == u32(0);
if l_2207 {
l_mut_48 = u32(1);
} else {
let l_2208 = l_2204 & u32(2147483648);
let l_2209 = l_2208 != u32(0);
if l_2209 {
let l_2210 = l_2204 - u32(1);
l_mut_48 = l_2210;
} else {
let l_2211 = l_2204 == u32(2139095040);
if l_2211 {
l_mut_48 = l_2204;
}
}
}
let l_2212 = bitcast<f32>(l_mut_48);
let l_2213 = bitcast<u32>(l_2212);
let l_2214 = l_2213 ^ u32(2147483648);
let l_2215 = bitcast<f32>(l_2214);
let l_2216 = bitcast<u32>(l_2215);
let l_2217 = l_2216 & u32(2147483647);
let l_2218 = bitcast<f32>(l_2217);
let l_2219 = f64(l_2218);
l_mut_2220 = l_2219;
let l_2221 = l_2217 < u32(8388608);
if l_2221 {
let l_2222 = f64(l_2217);
let l_2223 = l_2222 * f64(1.401298464324817e-45);
l_mut_2220 = l_2223;
}
let l_2224 = bitcast<u64>(l_mut_2220);
let l_2225 = l_2216 >> u32(31);
let l_2226 = u64(l_2225);
let l_2227 = l_2226 << u32(bitcast<u64>(u64(63)));
let l_2228 = l_2224 | l_2227;
let l_2229 = bitcast<f64>(l_2228);
l_mut_38 = l_2229;
} else {
let l_2230 = bitcast<u32>(l_2198);
let l_2231 = l_2230 + u32(1);
l_mut_48 = l_2231;
let l_2232 = l_2230 & u32(2147483647);
let l_2233 = l_2232 == u32(0);
if l_2233 {
l_mut_48 = u32(1);
} else {
let l_2234 = l_2230 & u32(2147483648);
let l_2235 = l_2234 != u32(0);
if l_2235 {
let l_2236 = l_2230 - u32(1);
l_mut_48 = l_2236;
} else {
let l_2237 = l_2230 == u32(2139095040);
if l_2237 {
l_mut_48 = l_2230;
}
}
}
let l_2238 = bitcast<f32>(l_mut_48);
let l_2239 = bitcast<u32>(l_2238);
let l_2240 = l_2239 & u32(2147483647);
let l_2241 = bitcast<f32>(l_2240);
let l_2242 = f64(l_2241);
l_mut_2220 = l_2242;
let l_2243 = l_2240 < u32(8388608);
if l_2243 {
let l_2244 = f64(l_2240);
let l_2245 = l_2244 * f64(1.401298464324817e-45);
l_mut_2220 = l_2245;
}
let l_2246 = bitcast<u64>(l_mut_2220);
let l_2247 = l_2239 >> u32(31);
let l_2248 = u64(l_2247);
let l_2249 = l_2248 << u32(bitcast<u64>(u64(63)));
let l_2250 = l_2246 | l_2249;
let l_2251 = bitcast<f64>(l_2250);
let l_2252 = l_2251 <= l_2192;
if l_2252 {
let l_2253 = bitcast<u32>(l_2198);
let l_2254 = l_2253 + u32(1);
l_mut_48 = l_2254;
let l_2255 = l_2253 & u32(2147483647);
let l_2256 = l_2255 == u32(0);
if l_2256 {
l_mut_48 = u32(1);
} else {
let l_2257 = l_2253 & u32(2147483648);
let l_2258 = l_2257 != u32(0);
if l_2258 {
let l_2259 = l_2253 - u32(1);
l_mut_48 = l_2259;
} else {
let l_2260 = l_2253 == u32(2139095040);
if l_2260 {
l_mut_48 = l_2253;
}
}
}
let l_2261 = bitcast<f32>(l_mut_48);
let l_2262 = bitcast<u32>(l_2261);
let l_2263 = l_2262 & u32(2147483647);
let l_2264 = bitcast<f32>(l_2263);
let l_2265 = f64(l_2264);
l_mut_2220 = l_2265;
let l_2266 = l_2263 < u32(8388608);
if l_2266 {
let l_2267 = f64(l_2263);
let l_2268 = l_2267 * f64(1.401298464324817e-45);
l_mut_2220 = l_2268;
}
let l_2269 = bitcast<u64>(l_mut_2220);
let l_2270 = l_2262 >> u32(31);
let l_2271 = u64(l_2270);
let l_2272 = l_2271 << u32(bitcast<u64>(u64(63)));
let l_2273 = l_2269 | l_2272;
let l_2274 = bitcast<f64>(l_2273);
l_mut_38 = l_2274;
}
}
}
l_mut_61 = l_mut_38;
} else {
let l_2275 = l_2103 - l_2106;
let l_2276 = l_2275 * f64(7.1362384635298e44);
let l_2277 = floor(l_2276);
let l_2278 = l_2277 * f64(1.401298464324817e-45);
l_mut_2220 = l_2278;
let l_2279 = abs(l_2275);
let l_2280 = l_2279 >= f64(1.1754943508222875e-38);
if l_2280 {
let l_2281 = f32(l_2275);
let l_2282 = f64(l_2281);
l_mut_2220 = l_2282;
let l_2283 = l_mut_2220 > l_2275;
if l_2283 {
let l_2284 = bitcast<u32>(l_2281);
let l_2285 = l_2284 ^ u32(2147483648);
let l_2286 = bitcast<f32>(l_2285);
let l_2287 = bitcast<u32>(l_2286);
let l_2288 = l_2287 + u32(1);
l_mut_48 = l_2288;
let l_2289 = l_2287 & u32(2147483647);
let l_2290 = l_2289 == u32(0);
if l_2290 {
l_mut_48 = u32(1);
} else {
let l_2291 = l_2287 & u32(2147483648);
let l_2292 = l_2291 != u32(0);
if l_2292 {
let l_2293 = l_2287 - u32(1);
l_mut_48 = l_2293;
} else {
let l_2294 = l_2287 == u32(2139095040);
if l_2294 {
l_mut_48 = l_2287;
}
}
}
let l_2295 = bitcast<f32>(l_mut_48);
let l_2296 = bitcast<u32>(l_2295);
let l_2297 = l_2296 ^ u32(2147483648);
let l_2298 = bitcast<f32>(l_2297);
let l_2299 = bitcast<u32>(l_2298);
let l_2300 = l_2299 & u32(2147483647);
let l_2301 = bitcast<f32>(l_2300);
let l_2302 = f64(l_2301);
l_mut_38 = l_2302;
let l_2303 = l_2300 < u32(8388608);
if l_2303 {
let l_2304 = f64(l_2300);
let l_2305 = l_2304 * f64(1.401298464324817e-45);
l_mut_38 = l_2305;
}
let l_2306 = bitcast<u64>(l_mut_38);
let l_2307 = l_2299 >> u32(31);
let l_2308 = u64(l_2307);
let l_2309 = l_2308 << u32(bitcast<u64>(u64(63)));
let l_2310 = l_2306 | l_2309;
let l_2311 = bitcast<f64>(l_2310);
l_mut_2220 = l_2311;
} else {
let l_2312 = bitcast<u32>(l_2281);
let l_2313 = l_2312 + u32(1);
l_mut_48 = l_2313;
let l_2314 = l_2312 & u32(2147483647);
let l_2315 = l_2314 == u32(0);
if l_2315 {
l_mut_48 = u32(1);
} else {
let l_2316 = l_2312 & u32(2147483648);
let l_2317 = l_2316 != u32(0);
if l_2317 {
let l_2318 = l_2312 - u32(1);
l_mut_48 = l_2318;
} else {
let l_2319 = l_2312 == u32(2139095040);
if l_2319 {
l_mut_48 = l_2312;
}
}
}
let l_2320 = bitcast<f32>(l_mut_48);
let l_2321 = bitcast<u32>(l_2320);
let l_2322 = l_2321 & u32(2147483647);
let l_2323 = bitcast<f32>(l_2322);
let l_2324 = f64(l_2323);
l_mut_38 = l_2324;
let l_2325 = l_2322 < u32(8388608);
if l_2325 {
let l_2326 = f64(l_2322);
let l_2327 = l_2326 * f64(1.401298464324817e-45);
l_mut_38 = l_2327;
}
let l_2328 = bitcast<u64>(l_mut_38);
let l_2329 = l_2321 >> u32(31);
let l_2330 = u64(l_2329);
let l_2331 = l_2330 << u32(bitcast<u64>(u64(63)));
let l_2332 = l_2328 | l_2331;
let l_2333 = bitcast<f64>(l_2332);
let l_2334 = l_2333 <= l_2275;
if l_2334 {
let l_2335 = bitcast<u32>(l_2281);
let l_2336 = l_2335 + u32(1);
l_mut_48 = l_2336;
let l_2337 = l_2335 & u32(2147483647);
let l_2338 = l_2337 == u32(0);
if l_2338 {
l_mut_48 = u32(1);
} else {
let l_2339 = l_2335 & u32(2147483648);
let l_2340 = l_2339 != u32(0);
if l_2340 {
let l_2341 = l_2335 - u32(1);
l_mut_48 = l_2341;
} else {
let l_2342 = l_2335 == u32(2139095040);
if l_2342 {
l_mut_48 = l_2335;
}
}
}
let l_2343 = bitcast<f32>(l_mut_48);
let l_2344 = bitcast<u32>(l_2343);
let l_2345 = l_2344 & u32(2147483647);
let l_2346 = bitcast<f32>(l_2345);
let l_2347 = f64(l_2346);
l_mut_38 = l_2347;
let l_2348 = l_2345 < u32(8388608);
if l_2348 {
let l_2349 = f64(l_2345);
let l_2350 = l_2349 * f64(1.401298464324817e-45);
l_mut_38 = l_2350;
}
let l_2351 = bitcast<u64>(l_mut_38);
let l_2352 = l_2344 >> u32(31);
let l_2353 = u64(l_2352);
let l_2354 = l_2353 << u32(bitcast<u64>(u64(63)));
let l_2355 = l_2351 | l_2354;
let l_2356 = bitcast<f64>(l_2355);
l_mut_2220 = l_2356;
}
}
}
l_mut_61 = l_mut_2220;
}
let l_2357 = l_mut_1205 + l_19;
let l_2358 = abs(l_2357);
let l_2359 = l_2358 * f64(2.220446049250313e-16);
let l_2360 = l_2100 + l_2359;
let l_2361 = l_2357 + l_2360;
let l_2362 = -l_2361;
let l_2363 = l_2362 * f64(7.1362384635298e44);
let l_2364 = floor(l_2363);
let l_2365 = l_2364 * f64(1.401298464324817e-45);
l_mut_2220 = l_2365;
let l_2366 = abs(l_2362);
let l_2367 = l_2366 >= f64(1.1754943508222875e-38);
if l_2367 {
let l_2368 = f32(l_2362);
let l_2369 = f64(l_2368);
l_mut_2220 = l_2369;
let l_2370 = l_mut_2220 > l_2362;
if l_2370 {
let l_2371 = bitcast<u32>(l_2368);
let l_2372 = l_2371 ^ u32(2147483648);
let l_2373 = bitcast<f32>(l_2372);
let l_2374 = bitcast<u32>(l_2373);
let l_2375 = l_2374 + u32(1);
l_mut_48 = l_2375;
let l_2376 = l_2374 & u32(2147483647);
let l_2377 = l_2376 == u32(0);
if l_2377 {
l_mut_48 = u32(1);
} else {
let l_2378 = l_2374 & u32(2147483648);
let l_2379 = l_2378 != u32(0);
if l_2379 {
let l_2380 = l_2374 - u32(1);
l_mut_48 = l_2380;
} else {
let l_2381 = l_2374 == u32(2139095040);
if l_2381 {
l_mut_48 = l_2374;
}
}
}
let l_2382 = bitcast<f32>(l_mut_48);
let l_2383 = bitcast<u32>(l_2382);
let l_2384 = l_2383 ^ u32(2147483648);
let l_2385 = bitcast<f32>(l_2384);
let l_2386 = bitcast<u32>(l_2385);
let l_2387 = l_2386 & u32(2147483647);
let l_2388 = bitcast<f32>(l_2387);
let l_2389 = f64(l_2388);
l_mut_38 = l_2389;
let l_2390 = l_2387 < u32(8388608);
if l_2390 {
let l_2391 = f64(l_2387);
let l_2392 = l_2391 * f64(1.401298464324817e-45);
l_mut_38 = l_2392;
}
let l_2393 = bitcast<u64>(l_mut_38);
let l_2394 = l_2386 >> u32(31);
let l_2395 = u64(l_2394);
let l_2396 = l_2395 << u32(bitcast<u64>(u64(63)));
let l_2397 = l_2393 | l_2396;
let l_2398 = bitcast<f64>(l_2397);
l_mut_2220 = l_2398;
} else {
let l_2399 = bitcast<u32>(l_2368);
let l_2400 = l_2399 + u32(1);
l_mut_48 = l_2400;
let l_2401 = l_2399 & u32(2147483647);
let l_2402 = l_2401 == u32(0);
if l_2402 {
l_mut_48 = u32(1);
} else {
let l_2403 = l_2399 & u32(2147483648);
let l_2404 = l_2403 != u32(0);
if l_2404 {
let l_2405 = l_2399 - u32(1);
l_mut_48 = l_2405;
} else {
let l_2406 = l_2399 == u32(2139095040);
if l_2406 {
l_mut_48 = l_2399;
}
}
}
let l_2407 = bitcast<f32>(l_mut_48);
let l_2408 = bitcast<u32>(l_2407);
let l_2409 = l_2408 & u32(2147483647);
let l_2410 = bitcast<f32>(l_2409);
let l_2411 = f64(l_2410);
l_mut_38 = l_2411;
let l_2412 = l_2409 < u32(8388608);
if l_2412 {
let l_2413 = f64(l_2409);
let l_2414 = l_2413 * f64(1.401298464324817e-45);
l_mut_38 = l_2414;
}
let l_2415 = bitcast<u64>(l_mut_38);
let l_2416 = l_2408 >> u32(31);
let l_2417 = u64(l_2416);
let l_2418 = l_2417 << u32(bitcast<u64>(u64(63)));
let l_2419 = l_2415 | l_2418;
let l_2420 = bitcast<f64>(l_2419);
let l_2421 = l_2420 <= l_2362;
if l_2421 {
let l_2422 = bitcast<u32>(l_2368);
let l_2423 = l_2422 + u32(1);
l_mut_48 = l_2423;
let l_2424 = l_2422 & u32(2147483647);
let l_2425 = l_2424 == u32(0);
if l_2425 {
l_mut_48 = u32(1);
} else {
let l_2426 = l_2422 & u32(2147483648);
let l_2427 = l_2426 != u32(0);
if l_2427 {
let l_2428 = l_2422 - u32(1);
l_mut_48 = l_2428;
} else {
let l_2429 = l_2422 == u32(2139095040);
if l_2429 {
l_mut_48 = l_2422;
}
}
}
let l_2430 = bitcast<f32>(l_mut_48);
let l_2431 = bitcast<u32>(l_2430);
let l_2432 = l_2431 & u32(2147483647);
let l_2433 = bitcast<f32>(l_2432);
let l_2434 = f64(l_2433);
l_mut_38 = l_2434;
let l_2435 = l_2432 < u32(8388608);
if l_2435 {
let l_2436 = f64(l_2432);
let l_2437 = l_2436 * f64(1.401298464324817e-45);
l_mut_38 = l_2437;
}
let l_2438 = bitcast<u64>(l_mut_38);
let l_2439 = l_2431 >> u32(31);
let l_2440 = u64(l_2439);
let l_2441 = l_2440 << u32(bitcast<u64>(u64(63)));
let l_2442 = l_2438 | l_2441;
let l_2443 = bitcast<f64>(l_2442);
l_mut_2220 = l_2443;
}
}
}
let l_2444 = -l_mut_2220;
l_mut_2220 = l_2444;
let l_2445 = bool(false) && bool(true);
if l_2445 {
let l_2446 = l_2357 + l_2360;
let l_2447 = l_2446 * f64(7.1362384635298e44);
let l_2448 = floor(l_2447);
let l_2449 = l_2448 * f64(1.401298464324817e-45);
l_mut_38 = l_2449;
let l_2450 = abs(l_2446);
let l_2451 = l_2450 >= f64(1.1754943508222875e-38);
if l_2451 {
let l_2452 = f32(l_2446);
let l_2453 = f64(l_2452);
l_mut_38 = l_2453;
let l_2454 = l_mut_38 > l_2446;
if l_2454 {
let l_2455 = bitcast<u32>(l_2452);
let l_2456 = l_2455 ^ u32(2147483648);
let l_2457 = bitcast<f32>(l_2456);
let l_2458 = bitcast<u32>(l_2457);
let l_2459 = l_2458 + u32(1);
l_mut_48 = l_2459;
let l_2460 = l_2458 & u32(2147483647);
let l_2461 = l_2460 == u32(0);
if l_2461 {
l_mut_48 = u32(1);
} else {
let l_2462 = l_2458 & u32(2147483648);
let l_2463 = l_2462 != u32(0);
if l_2463 {
let l_2464 = l_2458 - u32(1);
l_mut_48 = l_2464;
} else {
let l_2465 = l_2458 == u32(2139095040);
if l_2465 {
l_mut_48 = l_2458;
}
}
}
let l_2466 = bitcast<f32>(l_mut_48);
let l_2467 = bitcast<u32>(l_2466);
let l_2468 = l_2467 ^ u32(2147483648);
let l_2469 = bitcast<f32>(l_2468);
let l_2470 = bitcast<u32>(l_2469);
let l_2471 = l_2470 & u32(2147483647);
let l_2472 = bitcast<f32>(l_2471);
let l_2473 = f64(l_2472);
l_mut_2474 = l_2473;
let l_2475 = l_2471 < u32(8388608);
if l_2475 {
let l_2476 = f64(l_2471);
let l_2477 = l_2476 * f64(1.401298464324817e-45);
l_mut_2474 = l_2477;
}
let l_2478 = bitcast<u64>(l_mut_2474);
let l_2479 = l_2470 >> u32(31);
let l_2480 = u64(l_2479);
let l_2481 = l_2480 << u32(bitcast<u64>(u64(63)));
let l_2482 = l_2478 | l_2481;
let l_2483 = bitcast<f64>(l_2482);
l_mut_38 = l_2483;
} else {
let l_2484 = bitcast<u32>(l_2452);
let l_2485 = l_2484 + u32(1);
l_mut_48 = l_2485;
let l_2486 = l_2484 & u32(2147483647);
let l_2487 = l_2486 == u32(0);
if l_2487 {
l_mut_48 = u32(1);
} else {
let l_2488 = l_2484 & u32(2147483648);
let l_2489 = l_2488 != u32(0);
if l_2489 {
let l_2490 = l_2484 - u32(1);
l_mut_48 = l_2490;
} else {
let l_2491 = l_2484 == u32(2139095040);
if l_2491 {
l_mut_48 = l_2484;
}
}
}
let l_2492 = bitcast<f32>(l_mut_48);
let l_2493 = bitcast<u32>(l_2492);
let l_2494 = l_2493 & u32(2147483647);
let l_2495 = bitcast<f32>(l_2494);
let l_2496 = f64(l_2495);
l_mut_2474 = l_2496;
let l_2497 = l_2494 < u32(8388608);
if l_2497 {
let l_2498 = f64(l_2494);
let l_2499 = l_2498 * f64(1.401298464324817e-45);
l_mut_2474 = l_2499;
}
let l_2500 = bitcast<u64>(l_mut_2474);
let l_2501 = l_2493 >> u32(31);
let l_2502 = u64(l_2501);
let l_2503 = l_2502 << u32(bitcast<u64>(u64(63)));
let l_2504 = l_2500 | l_2503;
let l_2505 = bitcast<f64>(l_2504);
let l_2506 = l_2505 <= l_2446;
if l_2506 {
let l_2507 = bitcast<u32>(l_2452);
let l_2508 = l_2507 + u32(1);
l_mut_48 = l_2508;
let l_2509 = l_2507 & u32(2147483647);
let l_2510 = l_2509 == u32(0);
if l_2510 {
l_mut_48 = u32(1);
} else {
let l_2511 = l_2507 & u32(2147483648);
let l_2512 = l_2511 != u32(0);
if l_2512 {
let l_2513 = l_2507 - u32(1);
l_mut_48 = l_2513;
} else {
let l_2514 = l_2507 == u32(2139095040);
if l_2514 {
l_mut_48 = l_2507;
}
}
}
let l_2515 = bitcast<f32>(l_mut_48);
let l_2516 = bitcast<u32>(l_2515);
let l_2517 = l_2516 & u32(2147483647);
let l_2518 = bitcast<f32>(l_2517);
let l_2519 = f64(l_2518);
l_mut_2474 = l_2519;
let l_2520 = l_2517 < u32(8388608);
if l_2520 {
let l_2521 = f64(l_2517);
let l_2522 = l_2521 * f64(1.401298464324817e-45);
l_mut_2474 = l_2522;
}
let l_2523 = bitcast<u64>(l_mut_2474);
let l_2524 = l_2516 >> u32(31);
let l_2525 = u64(l_2524);
let l_2526 = l_2525 << u32(bitcast<u64>(u64(63)));
let l_2527 = l_2523 | l_2526;
let l_2528 = bitcast<f64>(l_2527);
l_mut_38 = l_2528;
}
}
}
l_mut_2220 = l_mut_38;
} else {
let l_2529 = l_2357 - l_2360;
let l_2530 = -l_2529;
let l_2531 = l_2530 * f64(7.1362384635298e44);
let l_2532 = floor(l_2531);
let l_2533 = l_2532 * f64(1.401298464324817e-45);
l_mut_2474 = l_2533;
let l_2534 = abs(l_2530);
let l_2535 = l_2534 >= f64(1.1754943508222875e-38);
if l_2535 {
let l_2536 = f32(l_2530);
let l_2537 = f64(l_2536);
l_mut_2474 = l_2537;
let l_2538 = l_mut_2474 > l_2530;
if l_2538 {
let l_2539 = bitcast<u32>(l_2536);
let l_2540 = l_2539 ^ u32(2147483648);
let l_2541 = bitcast<f32>(l_2540);
let l_2542 = bitcast<u32>(l_2541);
let l_2543 = l_2542 + u32(1);
l_mut_48 = l_2543;
let l_2544 = l_2542 & u32(2147483647);
let l_2545 = l_2544 == u32(0);
if l_2545 {
l_mut_48 = u32(1);
} else {
let l_2546 = l_2542 & u32(2147483648);
let l_2547 = l_2546 != u32(0);
if l_2547 {
let l_2548 = l_2542 - u32(1);
l_mut_48 = l_2548;
} else {
let l_2549 = l_2542 == u32(2139095040);
if l_2549 {
l_mut_48 = l_2542;
}
}
}
let l_2550 = bitcast<f32>(l_mut_48);
let l_2551 = bitcast<u32>(l_2550);
let l_2552 = l_2551 ^ u32(2147483648);
let l_2553 = bitcast<f32>(l_2552);
let l_2554 = bitcast<u32>(l_2553);
let l_2555 = l_2554 & u32(2147483647);
let l_2556 = bitcast<f32>(l_2555);
let l_2557 = f64(l_2556);
l_mut_38 = l_2557;
let l_2558 = l_2555 < u32(8388608);
if l_2558 {
let l_2559 = f64(l_2555);
let l_2560 = l_2559 * f64(1.401298464324817e-45);
l_mut_38 = l_2560;
}
let l_2561 = bitcast<u64>(l_mut_38);
let l_2562 = l_2554 >> u32(31);
let l_2563 = u64(l_2562);
let l_2564 = l_2563 << u32(bitcast<u64>(u64(63)));
let l_2565 = l_2561 | l_2564;
let l_2566 = bitcast<f64>(l_2565);
l_mut_2474 = l_2566;
} else {
let l_2567 = bitcast<u32>(l_2536);
let l_2568 = l_2567 + u32(1);
l_mut_48 = l_2568;
let l_2569 = l_2567 & u32(2147483647);
let l_2570 = l_2569 == u32(0);
if l_2570 {
l_mut_48 = u32(1);
} else {
let l_2571 = l_2567 & u32(2147483648);
let l_2572 = l_2571 != u32(0);
if l_2572 {
let l_2573 = l_2567 - u32(1);
l_mut_48 = l_2573;
} else {
let l_2574 = l_2567 == u32(2139095040);
if l_2574 {
l_mut_48 = l_2567;
}
}
}
let l_2575 = bitcast<f32>(l_mut_48);
let l_2576 = bitcast<u32>(l_2575);
let l_2577 = l_2576 & u32(2147483647);
let l_2578 = bitcast<f32>(l_2577);
let l_2579 = f64(l_2578);
l_mut_38 = l_2579;
let l_2580 = l_2577 < u32(8388608);
if l_2580 {
let l_2581 = f64(l_2577);
let l_2582 = l_2581 * f64(1.401298464324817e-45);
l_mut_38 = l_2582;
}
let l_2583 = bitcast<u64>(l_mut_38);
let l_2584 = l_2576 >> u32(31);
let l_2585 = u64(l_2584);
let l_2586 = l_2585 << u32(bitcast<u64>(u64(63)));
let l_2587 = l_2583 | l_2586;
let l_2588 = bitcast<f64>(l_2587);
let l_2589 = l_2588 <= l_2530;
if l_2589 {
let l_2590 = bitcast<u32>(l_2536);
let l_2591 = l_2590 + u32(1);
l_mut_48 = l_2591;
let l_2592 = l_2590 & u32(2147483647);
let l_2593 = l_2592 == u32(0);
if l_2593 {
l_mut_48 = u32(1);
} else {
let l_2594 = l_2590 & u32(2147483648);
let l_2595 = l_2594 != u32(0);
if l_2595 {
let l_2596 = l_2590 - u32(1);
l_mut_48 = l_2596;
} else {
let l_2597 = l_2590 == u32(2139095040);
if l_2597 {
l_mut_48 = l_2590;
}
}
}
let l_2598 = bitcast<f32>(l_mut_48);
let l_2599 = bitcast<u32>(l_2598);
let l_2600 = l_2599 & u32(2147483647);
let l_2601 = bitcast<f32>(l_2600);
let l_2602 = f64(l_2601);
l_mut_38 = l_2602;
let l_2603 = l_2600 < u32(8388608);
if l_2603 {
let l_2604 = f64(l_2600);
let l_2605 = l_2604 * f64(1.401298464324817e-45);
l_mut_38 = l_2605;
}
let l_2606 = bitcast<u64>(l_mut_38);
let l_2607 = l_2599 >> u32(31);
let l_2608 = u64(l_2607);
let l_2609 = l_2608 << u32(bitcast<u64>(u64(63)));
let l_2610 = l_2606 | l_2609;
let l_2611 = bitcast<f64>(l_2610);
l_mut_2474 = l_2611;
}
}
}
let l_2612 = -l_mut_2474;
l_mut_2220 = l_2612;
}
let l_2613 = l_mut_1122 - l_19;
let l_2614 = abs(l_2613);
let l_2615 = l_2614 * f64(2.220446049250313e-16);
let l_2616 = l_2102 + l_2615;
let l_2617 = l_2613 + l_2616;
let l_2618 = -l_2617;
let l_2619 = l_2618 * f64(7.1362384635298e44);
let l_2620 = floor(l_2619);
let l_2621 = l_2620 * f64(1.401298464324817e-45);
l_mut_2474 = l_2621;
let l_2622 = abs(l_2618);
let l_2623 = l_2622 >= f64(1.1754943508222875e-38);
if l_2623 {
let l_2624 = f32(l_2618);
let l_2625 = f64(l_2624);
l_mut_2474 = l_2625;
let l_2626 = l_mut_2474 > l_2618;
if l_2626 {
let l_2627 = bitcast<u32>(l_2624);
let l_2628 = l_2627 ^ u32(2147483648);
let l_2629 = bitcast<f32>(l_2628);
let l_2630 = bitcast<u32>(l_2629);
let l_2631 = l_2630 + u32(1);
l_mut_48 = l_2631;
let l_2632 = l_2630 & u32(2147483647);
let l_2633 = l_2632 == u32(0);
if l_2633 {
l_mut_48 = u32(1);
} else {
let l_2634 = l_2630 & u32(2147483648);
let l_2635 = l_2634 != u32(0);
if l_2635 {
let l_2636 = l_2630 - u32(1);
l_mut_48 = l_2636;
} else {
let l_2637 = l_2630 == u32(2139095040);
if l_2637 {
l_mut_48 = l_2630;
}
}
}
let l_2638 = bitcast<f32>(l_mut_48);
let l_2639 = bitcast<u32>(l_2638);
let l_2640 = l_2639 ^ u32(2147483648);
let l_2641 = bitcast<f32>(l_2640);
let l_2642 = bitcast<u32>(l_2641);
let l_2643 = l_2642 & u32(2147483647);
let l_2644 = bitcast<f32>(l_2643);
let l_2645 = f64(l_2644);
l_mut_38 = l_2645;
let l_2646 = l_2643 < u32(8388608);
if l_2646 {
let l_2647 = f64(l_2643);
let l_2648 = l_2647 * f64(1.401298464324817e-45);
l_mut_38 = l_2648;
}
let l_2649 = bitcast<u64>(l_mut_38);
let l_2650 = l_2642 >> u32(31);
let l_2651 = u64(l_2650);
let l_2652 = l_2651 << u32(bitcast<u64>(u64(63)));
let l_2653 = l_2649 | l_2652;
let l_2654 = bitcast<f64>(l_2653);
l_mut_2474 = l_2654;
} else {
let l_2655 = bitcast<u32>(l_2624);
let l_2656 = l_2655 + u32(1);
l_mut_48 = l_2656;
let l_2657 = l_2655 & u32(2147483647);
let l_2658 = l_2657 == u32(0);
if l_2658 {
l_mut_48 = u32(1);
} else {
let l_2659 = l_2655 & u32(2147483648);
let l_2660 = l_2659 != u32(0);
if l_2660 {
let l_2661 = l_2655 - u32(1);
l_mut_48 = l_2661;
} else {
let l_2662 = l_2655 == u32(2139095040);
if l_2662 {
l_mut_48 = l_2655;
}
}
}
let l_2663 = bitcast<f32>(l_mut_48);
let l_2664 = bitcast<u32>(l_2663);
let l_2665 = l_2664 & u32(2147483647);
let l_2666 = bitcast<f32>(l_2665);
let l_2667 = f64(l_2666);
l_mut_38 = l_2667;
let l_2668 = l_2665 < u32(8388608);
if l_2668 {
let l_2669 = f64(l_2665);
let l_2670 = l_2669 * f64(1.401298464324817e-45);
l_mut_38 = l_2670;
}
let l_2671 = bitcast<u64>(l_mut_38);
let l_2672 = l_2664 >> u32(31);
let l_2673 = u64(l_2672);
let l_2674 = l_2673 << u32(bitcast<u64>(u64(63)));
let l_2675 = l_2671 | l_2674;
let l_2676 = bitcast<f64>(l_2675);
let l_2677 = l_2676 <= l_2618;
if l_2677 {
let l_2678 = bitcast<u32>(l_2624);
let l_2679 = l_2678 + u32(1);
l_mut_48 = l_2679;
let l_2680 = l_2678 & u32(2147483647);
let l_2681 = l_2680 == u32(0);
if l_2681 {
l_mut_48 = u32(1);
} else {
let l_2682 = l_2678 & u32(2147483648);
let l_2683 = l_2682 != u32(0);
if l_2683 {
let l_2684 = l_2678 - u32(1);
l_mut_48 = l_2684;
} else {
let l_2685 = l_2678 == u32(2139095040);
if l_2685 {
l_mut_48 = l_2678;
}
}
}
let l_2686 = bitcast<f32>(l_mut_48);
let l_2687 = bitcast<u32>(l_2686);
let l_2688 = l_2687 & u32(2147483647);
let l_2689 = bitcast<f32>(l_2688);
let l_2690 = f64(l_2689);
l_mut_38 = l_2690;
let l_2691 = l_2688 < u32(8388608);
if l_2691 {
let l_2692 = f64(l_2688);
let l_2693 = l_2692 * f64(1.401298464324817e-45);
l_mut_38 = l_2693;
}
let l_2694 = bitcast<u64>(l_mut_38);
let l_2695 = l_2687 >> u32(31);
let l_2696 = u64(l_2695);
let l_2697 = l_2696 << u32(bitcast<u64>(u64(63)));
let l_2698 = l_2694 | l_2697;
let l_2699 = bitcast<f64>(l_2698);
l_mut_2474 = l_2699;
}
}
}
let l_2700 = -l_mut_2474;
l_mut_2474 = l_2700;
let l_2701 = bool(true) && bool(true);
if l_2701 {
let l_2702 = l_2613 + l_2616;
let l_2703 = l_2702 * f64(7.1362384635298e44);
let l_2704 = floor(l_2703);
let l_2705 = l_2704 * f64(1.401298464324817e-45);
l_mut_38 = l_2705;
let l_2706 = abs(l_2702);
let l_2707 = l_2706 >= f64(1.1754943508222875e-38);
if l_2707 {
let l_2708 = f32(l_2702);
let l_2709 = f64(l_2708);
l_mut_38 = l_2709;
let l_2710 = l_mut_38 > l_2702;
if l_2710 {
let l_2711 = bitcast<u32>(l_2708);
let l_2712 = l_2711 ^ u32(2147483648);
let l_2713 = bitcast<f32>(l_2712);
let l_2714 = bitcast<u32>(l_2713);
let l_2715 = l_2714 + u32(1);
l_mut_48 = l_2715;
let l_2716 = l_2714 & u32(2147483647);
let l_2717 = l_2716 == u32(0);
if l_2717 {
l_mut_48 = u32(1);
} else {
let l_2718 = l_2714 & u32(2147483648);
let l_2719 = l_2718 != u32(0);
if l_2719 {
let l_2720 = l_2714 - u32(1);
l_mut_48 = l_2720;
} else {
let l_2721 = l_2714 == u32(2139095040);
if l_2721 {
l_mut_48 = l_2714;
}
}
}
let l_2722 = bitcast<f32>(l_mut_48);
let l_2723 = bitcast<u32>(l_2722);
let l_2724 = l_2723 ^ u32(2147483648);
let l_2725 = bitcast<f32>(l_2724);
let l_2726 = bitcast<u32>(l_2725);
let l_2727 = l_2726 & u32(2147483647);
let l_2728 = bitcast<f32>(l_2727);
let l_2729 = f64(l_2728);
l_mut_2730 = l_2729;
let l_2731 = l_2727 < u32(8388608);
if l_2731 {
let l_2732 = f64(l_2727);
let l_2733 = l_2732 * f64(1.401298464324817e-45);
l_mut_2730 = l_2733;
}
let l_2734 = bitcast<u64>(l_mut_2730);
let l_2735 = l_2726 >> u32(31);
let l_2736 = u64(l_2735);
let l_2737 = l_2736 << u32(bitcast<u64>(u64(63)));
let l_2738 = l_2734 | l_2737;
let l_2739 = bitcast<f64>(l_2738);
l_mut_38 = l_2739;
} else {
let l_2740 = bitcast<u32>(l_2708);
let l_2741 = l_2740 + u32(1);
l_mut_48 = l_2741;
let l_2742 = l_2740 & u32(2147483647);
let l_2743 = l_2742 == u32(0);
if l_2743 {
l_mut_48 = u32(1);
} else {
let l_2744 = l_2740 & u32(2147483648);
let l_2745 = l_2744 != u32(0);
if l_2745 {
let l_2746 = l_2740 - u32(1);
l_mut_48 = l_2746;
} else {
let l_2747 = l_2740 == u32(2139095040);
if l_2747 {
l_mut_48 = l_2740;
}
}
}
let l_2748 = bitcast<f32>(l_mut_48);
let l_2749 = bitcast<u32>(l_2748);
let l_2750 = l_2749 & u32(2147483647);
let l_2751 = bitcast<f32>(l_2750);
let l_2752 = f64(l_2751);
l_mut_2730 = l_2752;
let l_2753 = l_2750 < u32(8388608);
if l_2753 {
let l_2754 = f64(l_2750);
let l_2755 = l_2754 * f64(1.401298464324817e-45);
l_mut_2730 = l_2755;
}
let l_2756 = bitcast<u64>(l_mut_2730);
let l_2757 = l_2749 >> u32(31);
let l_2758 = u64(l_2757);
let l_2759 = l_2758 << u32(bitcast<u64>(u64(63)));
let l_2760 = l_2756 | l_2759;
let l_2761 = bitcast<f64>(l_2760);
let l_2762 = l_2761 <= l_2702;
if l_2762 {
let l_2763 = bitcast<u32>(l_2708);
let l_2764 = l_2763 + u32(1);
l_mut_48 = l_2764;
let l_2765 = l_2763 & u32(2147483647);
let l_2766 = l_2765 == u32(0);
if l_2766 {
l_mut_48 = u32(1);
} else {
let l_2767 = l_2763 & u32(2147483648);
let l_2768 = l_2767 != u32(0);
if l_2768 {
let l_2769 = l_2763 - u32(1);
l_mut_48 = l_2769;
} else {
let l_2770 = l_2763 == u32(2139095040);
if l_2770 {
l_mut_48 = l_2763;
}
}
}
let l_2771 = bitcast<f32>(l_mut_48);
let l_2772 = bitcast<u32>(l_2771);
let l_2773 = l_2772 & u32(2147483647);
let l_2774 = bitcast<f32>(l_2773);
let l_2775 = f64(l_2774);
l_mut_2730 = l_2775;
let l_2776 = l_2773 < u32(8388608);
if l_2776 {
let l_2777 = f64(l_2773);
let l_2778 = l_2777 * f64(1.401298464324817e-45);
l_mut_2730 = l_2778;
}
let l_2779 = bitcast<u64>(l_mut_2730);
let l_2780 = l_2772 >> u32(31);
let l_2781 = u64(l_2780);
let l_2782 = l_2781 << u32(bitcast<u64>(u64(63)));
let l_2783 = l_2779 | l_2782;
let l_2784 = bitcast<f64>(l_2783);
l_mut_38 = l_2784;
}
}
}
l_mut_2474 = l_mut_38;
} else {
let l_2785 = l_2613 - l_2616;
let l_2786 = l_2785 * f64(7.1362384635298e44);
let l_2787 = floor(l_2786);
let l_2788 = l_2787 * f64(1.401298464324817e-45);
l_mut_2730 = l_2788;
let l_2789 = abs(l_2785);
let l_2790 = l_2789 >= f64(1.1754943508222875e-38);
if l_2790 {
let l_2791 = f32(l_2785);
let l_2792 = f64(l_2791);
l_mut_2730 = l_2792;
let l_2793 = l_mut_2730 > l_2785;
if l_2793 {
let l_2794 = bitcast<u32>(l_2791);
let l_2795 = l_2794 ^ u32(2147483648);
let l_2796 = bitcast<f32>(l_2795);
let l_2797 = bitcast<u32>(l_2796);
let l_2798 = l_2797 + u32(1);
l_mut_48 = l_2798;
let l_2799 = l_2797 & u32(2147483647);
let l_2800 = l_2799 == u32(0);
if l_2800 {
l_mut_48 = u32(1);
} else {
let l_2801 = l_2797 & u32(2147483648);
let l_2802 = l_2801 != u32(0);
if l_2802 {
let l_2803 = l_2797 - u32(1);
l_mut_48 = l_2803;
} else {
let l_2804 = l_2797 == u32(2139095040);
if l_2804 {
l_mut_48 = l_2797;
}
}
}
let l_2805 = bitcast<f32>(l_mut_48);
let l_2806 = bitcast<u32>(l_2805);
let l_2807 = l_2806 ^ u32(2147483648);
let l_2808 = bitcast<f32>(l_2807);
let l_2809 = bitcast<u32>(l_2808);
let l_2810 = l_2809 & u32(2147483647);
let l_2811 = bitcast<f32>(l_2810);
let l_2812 = f64(l_2811);
l_mut_38 = l_2812;
let l_2813 = l_2810 < u32(8388608);
if l_2813 {
let l_2814 = f64(l_2810);
let l_2815 = l_2814 * f64(1.401298464324817e-45);
l_mut_38 = l_2815;
}
let l_2816 = bitcast<u64>(l_mut_38);
let l_2817 = l_2809 >> u32(31);
let l_2818 = u64(l_2817);
let l_2819 = l_2818 << u32(bitcast<u64>(u64(63)));
let l_2820 = l_2816 | l_2819;
let l_2821 = bitcast<f64>(l_2820);
l_mut_2730 = l_2821;
} else {
let l_2822 = bitcast<u32>(l_2791);
let l_2823 = l_2822 + u32(1);
l_mut_48 = l_2823;
let l_2824 = l_2822 & u32(2147483647);
let l_2825 = l_2824 == u32(0);
if l_2825 {
l_mut_48 = u32(1);
} else {
let l_2826 = l_2822 & u32(2147483648);
let l_2827 = l_2826 != u32(0);
if l_2827 {
let l_2828 = l_2822 - u32(1);
l_mut_48 = l_2828;
} else {
let l_2829 = l_2822 == u32(2139095040);
if l_2829 {
l_mut_48 = l_2822;
}
}
}
let l_2830 = bitcast<f32>(l_mut_48);
let l_2831 = bitcast<u32>(l_2830);
let l_2832 = l_2831 & u32(2147483647);
let l_2833 = bitcast<f32>(l_2832);
let l_2834 = f64(l_2833);
l_mut_38 = l_2834;
let l_2835 = l_2832 < u32(8388608);
if l_2835 {
let l_2836 = f64(l_2832);
let l_2837 = l_2836 * f64(1.401298464324817e-45);
l_mut_38 = l_2837;
}
let l_2838 = bitcast<u64>(l_mut_38);
let l_2839 = l_2831 >> u32(31);
let l_2840 = u64(l_2839);
let l_2841 = l_2840 << u32(bitcast<u64>(u64(63)));
let l_2842 = l_2838 | l_2841;
let l_2843 = bitcast<f64>(l_2842);
let l_2844 = l_2843 <= l_2785;
if l_2844 {
let l_2845 = bitcast<u32>(l_2791);
let l_2846 = l_2845 + u32(1);
l_mut_48 = l_2846;
let l_2847 = l_2845 & u32(2147483647);
let l_2848 = l_2847 == u32(0);
if l_2848 {
l_mut_48 = u32(1);
} else {
let l_2849 = l_2845 & u32(2147483648);
let l_2850 = l_2849 != u32(0);
if l_2850 {
let l_2851 = l_2845 - u32(1);
l_mut_48 = l_2851;
} else {
let l_2852 = l_2845 == u32(2139095040);
if l_2852 {
l_mut_48 = l_2845;
}
}
}
let l_2853 = bitcast<f32>(l_mut_48);
let l_2854 = bitcast<u32>(l_2853);
let l_2855 = l_2854 & u32(2147483647);
let l_2856 = bitcast<f32>(l_2855);
let l_2857 = f64(l_2856);
l_mut_38 = l_2857;
let l_2858 = l_2855 < u32(8388608);
if l_2858 {
let l_2859 = f64(l_2855);
let l_2860 = l_2859 * f64(1.401298464324817e-45);
l_mut_38 = l_2860;
}
let l_2861 = bitcast<u64>(l_mut_38);
let l_2862 = l_2854 >> u32(31);
let l_2863 = u64(l_2862);
let l_2864 = l_2863 << u32(bitcast<u64>(u64(63)));
let l_2865 = l_2861 | l_2864;
let l_2866 = bitcast<f64>(l_2865);
l_mut_2730 = l_2866;
}
}
}
l_mut_2474 = l_mut_2730;
}
let l_2867 = l_mut_1122 + l_19;
let l_2868 = abs(l_2867);
let l_2869 = l_2868 * f64(2.220446049250313e-16);
let l_2870 = l_2102 + l_2869;
let l_2871 = l_2867 + l_2870;
let l_2872 = -l_2871;
let l_2873 = l_2872 * f64(7.1362384635298e44);
let l_2874 = floor(l_2873);
let l_2875 = l_2874 * f64(1.401298464324817e-45);
l_mut_2730 = l_2875;
let l_2876 = abs(l_2872);
let l_2877 = l_2876 >= f64(1.1754943508222875e-38);
if l_2877 {
let l_2878 = f32(l_2872);
let l_2879 = f64(l_2878);
l_mut_2730 = l_2879;
let l_2880 = l_mut_2730 > l_2872;
if l_2880 {
let l_2881 = bitcast<u32>(l_2878);
let l_2882 = l_2881 ^ u32(2147483648);
let l_2883 = bitcast<f32>(l_2882);
let l_2884 = bitcast<u32>(l_2883);
let l_2885 = l_2884 + u32(1);
l_mut_48 = l_2885;
let l_2886 = l_2884 & u32(2147483647);
let l_2887 = l_2886 == u32(0);
if l_2887 {
l_mut_48 = u32(1);
} else {
let l_2888 = l_2884 & u32(2147483648);
let l_2889 = l_2888 != u32(0);
if l_2889 {
let l_2890 = l_2884 - u32(1);
l_mut_48 = l_2890;
} else {
let l_2891 = l_2884 == u32(2139095040);
if l_2891 {
l_mut_48 = l_2884;
}
}
}
let l_2892 = bitcast<f32>(l_mut_48);
let l_2893 = bitcast<u32>(l_2892);
let l_2894 = l_2893 ^ u32(2147483648);
let l_2895 = bitcast<f32>(l_2894);
let l_2896 = bitcast<u32>(l_2895);
let l_2897 = l_2896 & u32(2147483647);
let l_2898 = bitcast<f32>(l_2897);
let l_2899 = f64(l_2898);
l_mut_38 = l_2899;
let l_2900 = l_2897 < u32(8388608);
if l_2900 {
let l_2901 = f64(l_2897);
let l_2902 = l_2901 * f64(1.401298464324817e-45);
l_mut_38 = l_2902;
}
let l_2903 = bitcast<u64>(l_mut_38);
let l_2904 = l_2896 >> u32(31);
let l_2905 = u64(l_2904);
let l_2906 = l_2905 << u32(bitcast<u64>(u64(63)));
let l_2907 = l_2903 | l_2906;
let l_2908 = bitcast<f64>(l_2907);
l_mut_2730 = l_2908;
} else {
let l_2909 = bitcast<u32>(l_2878);
let l_2910 = l_2909 + u32(1);
l_mut_48 = l_2910;
let l_2911 = l_2909 & u32(2147483647);
let l_2912 = l_2911 == u32(0);
if l_2912 {
l_mut_48 = u32(1);
} else {
let l_2913 = l_2909 & u32(2147483648);
let l_2914 = l_2913 != u32(0);
if l_2914 {
let l_2915 = l_2909 - u32(1);
l_mut_48 = l_2915;
} else {
let l_2916 = l_2909 == u32(2139095040);
if l_2916 {
l_mut_48 = l_2909;
}
}
}
let l_2917 = bitcast<f32>(l_mut_48);
let l_2918 = bitcast<u32>(l_2917);
let l_2919 = l_2918 & u32(2147483647);
let l_2920 = bitcast<f32>(l_2919);
let l_2921 = f64(l_2920);
l_mut_38 = l_2921;
let l_2922 = l_2919 < u32(8388608);
if l_2922 {
let l_2923 = f64(l_2919);
let l_2924 = l_2923 * f64(1.401298464324817e-45);
l_mut_38 = l_2924;
}
let l_2925 = bitcast<u64>(l_mut_38);
let l_2926 = l_2918 >> u32(31);
let l_2927 = u64(l_2926);
let l_2928 = l_2927 << u32(bitcast<u64>(u64(63)));
let l_2929 = l_2925 | l_2928;
let l_2930 = bitcast<f64>(l_2929);
let l_2931 = l_2930 <= l_2872;
if l_2931 {
let l_2932 = bitcast<u32>(l_2878);
let l_2933 = l_2932 + u32(1);
l_mut_48 = l_2933;
let l_2934 = l_2932 & u32(2147483647);
let l_2935 = l_2934 == u32(0);
if l_2935 {
l_mut_48 = u32(1);
} else {
let l_2936 = l_2932 & u32(2147483648);
let l_2937 = l_2936 != u32(0);
if l_2937 {
let l_2938 = l_2932 - u32(1);
l_mut_48 = l_2938;
} else {
let l_2939 = l_2932 == u32(2139095040);
if l_2939 {
l_mut_48 = l_2932;
}
}
}
let l_2940 = bitcast<f32>(l_mut_48);
let l_2941 = bitcast<u32>(l_2940);
let l_2942 = l_2941 & u32(2147483647);
let l_2943 = bitcast<f32>(l_2942);
let l_2944 = f64(l_2943);
l_mut_38 = l_2944;
let l_2945 = l_2942 < u32(8388608);
if l_2945 {
let l_2946 = f64(l_2942);
let l_2947 = l_2946 * f64(1.401298464324817e-45);
l_mut_38 = l_2947;
}
let l_2948 = bitcast<u64>(l_mut_38);
let l_2949 = l_2941 >> u32(31);
let l_2950 = u64(l_2949);
let l_2951 = l_2950 << u32(bitcast<u64>(u64(63)));
let l_2952 = l_2948 | l_2951;
let l_2953 = bitcast<f64>(l_2952);
l_mut_2730 = l_2953;
}
}
}
let l_2954 = -l_mut_2730;
l_mut_2730 = l_2954;
let l_2955 = bool(false) && bool(true);
if l_2955 {
let l_2956 = l_2867 + l_2870;
let l_2957 = l_2956 * f64(7.1362384635298e44);
let l_2958 = floor(l_2957);
let l_2959 = l_2958 * f64(1.401298464324817e-45);
l_mut_38 = l_2959;
let l_2960 = abs(l_2956);
let l_2961 = l_2960 >= f64(1.1754943508222875e-38);
if l_2961 {
let l_2962 = f32(l_2956);
let l_2963 = f64(l_2962);
l_mut_38 = l_2963;
let l_2964 = l_mut_38 > l_2956;
if l_2964 {
let l_2965 = bitcast<u32>(l_2962);
let l_2966 = l_2965 ^ u32(2147483648);
let l_2967 = bitcast<f32>(l_2966);
let l_2968 = bitcast<u32>(l_2967);
let l_2969 = l_2968 + u32(1);
l_mut_48 = l_2969;
let l_2970 = l_2968 & u32(2147483647);
let l_2971 = l_2970 == u32(0);
if l_2971 {
l_mut_48 = u32(1);
} else {
let l_2972 = l_2968 & u32(2147483648);
let l_2973 = l_2972 != u32(0);
if l_2973 {
let l_2974 = l_2968 - u32(1);
l_mut_48 = l_2974;
} else {
let l_2975 = l_2968 == u32(2139095040);
if l_2975 {
l_mut_48 = l_2968;
}
}
}
let l_2976 = bitcast<f32>(l_mut_48);
let l_2977 = bitcast<u32>(l_2976);
let l_2978 = l_2977 ^ u32(2147483648);
let l_2979 = bitcast<f32>(l_2978);
let l_2980 = bitcast<u32>(l_2979);
let l_2981 = l_2980 & u32(2147483647);
let l_2982 = bitcast<f32>(l_2981);
let l_2983 = f64(l_2982);
l_mut_2984 = l_2983;
let l_2985 = l_2981 < u32(8388608);
if l_2985 {
let l_2986 = f64(l_2981);
let l_2987 = l_2986 * f64(1.401298464324817e-45);
l_mut_2984 = l_2987;
}
let l_2988 = bitcast<u64>(l_mut_2984);
let l_2989 = l_2980 >> u32(31);
let l_2990 = u64(l_2989);
let l_2991 = l_2990 << u32(bitcast<u64>(u64(63)));
let l_2992 = l_2988 | l_2991;
let l_2993 = bitcast<f64>(l_2992);
l_mut_38 = l_2993;
} else {
let l_2994 = bitcast<u32>(l_2962);
let l_2995 = l_2994 + u32(1);
l_mut_48 = l_2995;
let l_2996 = l_2994 & u32(2147483647);
let l_2997 = l_2996 == u32(0);
if l_2997 {
l_mut_48 = u32(1);
} else {
let l_2998 = l_2994 & u32(2147483648);
let l_2999 = l_2998 != u32(0);
if l_2999 {
let l_3000 = l_2994 - u32(1);
l_mut_48 = l_3000;
} else {
let l_3001 = l_2994 == u32(2139095040);
if l_3001 {
l_mut_48 = l_2994;
}
}
}
let l_3002 = bitcast<f32>(l_mut_48);
let l_3003 = bitcast<u32>(l_3002);
let l_3004 = l_3003 & u32(2147483647);
let l_3005 = bitcast<f32>(l_3004);
let l_3006 = f64(l_3005);
l_mut_2984 = l_3006;
let l_3007 = l_3004 < u32(8388608);
if l_3007 {
let l_3008 = f64(l_3004);
let l_3009 = l_3008 * f64(1.401298464324817e-45);
l_mut_2984 = l_3009;
}
let l_3010 = bitcast<u64>(l_mut_2984);
let l_3011 = l_3003 >> u32(31);
let l_3012 = u64(l_3011);
let l_3013 = l_3012 << u32(bitcast<u64>(u64(63)));
let l_3014 = l_3010 | l_3013;
let l_3015 = bitcast<f64>(l_3014);
let l_3016 = l_3015 <= l_2956;
if l_3016 {
let l_3017 = bitcast<u32>(l_2962);
let l_3018 = l_3017 + u32(1);
l_mut_48 = l_3018;
let l_3019 = l_3017 & u32(2147483647);
let l_3020 = l_3019 == u32(0);
if l_3020 {
l_mut_48 = u32(1);
} else {
let l_3021 = l_3017 & u32(2147483648);
let l_3022 = l_3021 != u32(0);
if l_3022 {
let l_3023 = l_3017 - u32(1);
l_mut_48 = l_3023;
} else {
let l_3024 = l_3017 == u32(2139095040);
if l_3024 {
l_mut_48 = l_3017;
}
}
}
let l_3025 = bitcast<f32>(l_mut_48);
let l_3026 = bitcast<u32>(l_3025);
let l_3027 = l_3026 & u32(2147483647);
let l_3028 = bitcast<f32>(l_3027);
let l_3029 = f64(l_3028);
l_mut_2984 = l_3029;
let l_3030 = l_3027 < u32(8388608);
if l_3030 {
let l_3031 = f64(l_3027);
let l_3032 = l_3031 * f64(1.401298464324817e-45);
l_mut_2984 = l_3032;
}
let l_3033 = bitcast<u64>(l_mut_2984);
let l_3034 = l_3026 >> u32(31);
let l_3035 = u64(l_3034);
let l_3036 = l_3035 << u32(bitcast<u64>(u64(63)));
let l_3037 = l_3033 | l_3036;
let l_3038 = bitcast<f64>(l_3037);
l_mut_38 = l_3038;
}
}
}
l_mut_2730 = l_mut_38;
} else {
let l_3039 = l_2867 - l_2870;
let l_3040 = -l_3039;
let l_3041 = l_3040 * f64(7.1362384635298e44);
let l_3042 = floor(l_3041);
let l_3043 = l_3042 * f64(1.401298464324817e-45);
l_mut_2984 = l_3043;
let l_3044 = abs(l_3040);
let l_3045 = l_3044 >= f64(1.1754943508222875e-38);
if l_3045 {
let l_3046 = f32(l_3040);
let l_3047 = f64(l_3046);
l_mut_2984 = l_3047;
let l_3048 = l_mut_2984 > l_3040;
if l_3048 {
let l_3049 = bitcast<u32>(l_3046);
let l_3050 = l_3049 ^ u32(2147483648);
let l_3051 = bitcast<f32>(l_3050);
let l_3052 = bitcast<u32>(l_3051);
let l_3053 = l_3052 + u32(1);
l_mut_48 = l_3053;
let l_3054 = l_3052 & u32(2147483647);
let l_3055 = l_3054 == u32(0);
if l_3055 {
l_mut_48 = u32(1);
} else {
let l_3056 = l_3052 & u32(2147483648);
let l_3057 = l_3056 != u32(0);
if l_3057 {
let l_3058 = l_3052 - u32(1);
l_mut_48 = l_3058;
} else {
let l_3059 = l_3052 == u32(2139095040);
if l_3059 {
l_mut_48 = l_3052;
}
}
}
let l_3060 = bitcast<f32>(l_mut_48);
let l_3061 = bitcast<u32>(l_3060);
let l_3062 = l_3061 ^ u32(2147483648);
let l_3063 = bitcast<f32>(l_3062);
let l_3064 = bitcast<u32>(l_3063);
let l_3065 = l_3064 & u32(2147483647);
let l_3066 = bitcast<f32>(l_3065);
let l_3067 = f64(l_3066);
l_mut_38 = l_3067;
let l_3068 = l_3065 < u32(8388608);
if l_3068 {
let l_3069 = f64(l_3065);
let l_3070 = l_3069 * f64(1.401298464324817e-45);
l_mut_38 = l_3070;
}
let l_3071 = bitcast<u64>(l_mut_38);
let l_3072 = l_3064 >> u32(31);
let l_3073 = u64(l_3072);
let l_3074 = l_3073 << u32(bitcast<u64>(u64(63)));
let l_3075 = l_3071 | l_3074;
let l_3076 = bitcast<f64>(l_3075);
l_mut_2984 = l_3076;
} else {
let l_3077 = bitcast<u32>(l_3046);
let l_3078 = l_3077 + u32(1);
l_mut_48 = l_3078;
let l_3079 = l_3077 & u32(2147483647);
let l_3080 = l_3079 == u32(0);
if l_3080 {
l_mut_48 = u32(1);
} else {
let l_3081 = l_3077 & u32(2147483648);
let l_3082 = l_3081 != u32(0);
if l_3082 {
let l_3083 = l_3077 - u32(1);
l_mut_48 = l_3083;
} else {
let l_3084 = l_3077 == u32(2139095040);
if l_3084 {
l_mut_48 = l_3077;
}
}
}
let l_3085 = bitcast<f32>(l_mut_48);
let l_3086 = bitcast<u32>(l_3085);
let l_3087 = l_3086 & u32(2147483647);
let l_3088 = bitcast<f32>(l_3087);
let l_3089 = f64(l_3088);
l_mut_38 = l_3089;
let l_3090 = l_3087 < u32(8388608);
if l_3090 {
let l_3091 = f64(l_3087);
let l_3092 = l_3091 * f64(1.401298464324817e-45);
l_mut_38 = l_3092;
}
let l_3093 = bitcast<u64>(l_mut_38);
let l_3094 = l_3086 >> u32(31);
let l_3095 = u64(l_3094);
let l_3096 = l_3095 << u32(bitcast<u64>(u64(63)));
let l_3097 = l_3093 | l_3096;
let l_3098 = bitcast<f64>(l_3097);
let l_3099 = l_3098 <= l_3040;
if l_3099 {
let l_3100 = bitcast<u32>(l_3046);
let l_3101 = l_3100 + u32(1);
l_mut_48 = l_3101;
let l_3102 = l_3100 & u32(2147483647);
let l_3103 = l_3102 == u32(0);
if l_3103 {
l_mut_48 = u32(1);
} else {
let l_3104 = l_3100 & u32(2147483648);
let l_3105 = l_3104 != u32(0);
if l_3105 {
let l_3106 = l_3100 - u32(1);
l_mut_48 = l_3106;
} else {
let l_3107 = l_3100 == u32(2139095040);
if l_3107 {
l_mut_48 = l_3100;
}
}
}
let l_3108 = bitcast<f32>(l_mut_48);
let l_3109 = bitcast<u32>(l_3108);
let l_3110 = l_3109 & u32(2147483647);
let l_3111 = bitcast<f32>(l_3110);
let l_3112 = f64(l_3111);
l_mut_38 = l_3112;
let l_3113 = l_3110 < u32(8388608);
if l_3113 {
let l_3114 = f64(l_3110);
let l_3115 = l_3114 * f64(1.401298464324817e-45);
l_mut_38 = l_3115;
}
let l_3116 = bitcast<u64>(l_mut_38);
let l_3117 = l_3109 >> u32(31);
let l_3118 = u64(l_3117);
let l_3119 = l_3118 << u32(bitcast<u64>(u64(63)));
let l_3120 = l_3116 | l_3119;
let l_3121 = bitcast<f64>(l_3120);
l_mut_2984 = l_3121;
}
}
}
let l_3122 = -l_mut_2984;
l_mut_2730 = l_3122;
}
l_mut_48 = u32(0);
let l_3123 = l_mut_2474 <= f64(0.0);
let l_3124 = l_mut_2730 >= f64(0.0);
let l_3125 = l_3123 && l_3124;
let l_3126 = !l_3125;
if l_3126 {
let l_3128 = l_mut_61 / l_mut_2474;
let l_3129 = l_mut_61 / l_mut_2730;
let l_3130 = l_mut_2220 / l_mut_2474;
let l_3131 = l_mut_2220 / l_mut_2730;
a_3127[u32(0)] = l_3128;
a_3127[u32(1)] = l_3128;
let l_3132 = a_3127[u32(0)];
let l_3133 = l_3129 < l_3132;
if l_3133 {
a_3127[u32(0)] = l_3129;
}
let l_3134 = a_3127[u32(0)];
let l_3135 = l_3130 < l_3134;
if l_3135 {
a_3127[u32(0)] = l_3130;
}
let l_3136 = a_3127[u32(0)];
let l_3137 = l_3131 < l_3136;
if l_3137 {
a_3127[u32(0)] = l_3131;
}
let l_3138 = a_3127[u32(1)];
let l_3139 = l_3129 > l_3138;
if l_3139 {
a_3127[u32(1)] = l_3129;
}
let l_3140 = a_3127[u32(1)];
let l_3141 = l_3130 > l_3140;
if l_3141 {
a_3127[u32(1)] = l_3130;
}
let l_3142 = a_3127[u32(1)];
let l_3143 = l_3131 > l_3142;
if l_3143 {
a_3127[u32(1)] = l_3131;
}
let l_3144 = a_3127[u32(0)];
let l_3145 = abs(l_3144);
let l_3146 = l_3145 * l_mut_709;
let l_3147 = a_3127[u32(1)];
let l_3148 = abs(l_3147);
let l_3149 = l_3148 * l_mut_709;
l_mut_48 = u32(2);
let l_3150 = a_3127[u32(0)];
let l_3151 = l_3150 - l_3146;
let l_3152 = abs(l_3151);
l_mut_2984 = f64(1.401298464324817e-45);
let l_3153 = l_3152 >= f64(1.1754943508222875e-38);
let l_3154 = l_3152 <= f64(1.7976931348623157e308);
let l_3155 = l_3153 && l_3154;
if l_3155 {
let l_3156 = bitcast<u64>(l_3152);
let l_3157 = l_3156 >> u32(bitcast<u64>(u64(52)));
let l_3158 = l_3157 - u64(23);
let l_3159 = l_3158 << u32(bitcast<u64>(u64(52)));
let l_3160 = bitcast<f64>(l_3159);
l_mut_2984 = l_3160;
}
let l_3161 = l_3150 + l_3146;
let l_3162 = abs(l_3161);
l_mut_2730 = f64(1.401298464324817e-45);
let l_3163 = l_3162 >= f64(1.1754943508222875e-38);
let l_3164 = l_3162 <= f64(1.7976931348623157e308);
let l_3165 = l_3163 && l_3164;
if l_3165 {
let l_3166 = bitcast<u64>(l_3162);
let l_3167 = l_3166 >> u32(bitcast<u64>(u64(52)));
let l_3168 = l_3167 - u64(23);
let l_3169 = l_3168 << u32(bitcast<u64>(u64(52)));
let l_3170 = bitcast<f64>(l_3169);
l_mut_2730 = l_3170;
}
let l_3171 = l_mut_2984 == l_mut_2730;
let l_3172 = a_3127[u32(1)];
let l_3173 = l_3172 - l_3149;
let l_3174 = abs(l_3173);
l_mut_2984 = f64(1.401298464324817e-45);
let l_3175 = l_3174 >= f64(1.1754943508222875e-38);
let l_3176 = l_3174 <= f64(1.7976931348623157e308);
let l_3177 = l_3175 && l_3176;
if l_3177 {
let l_3178 = bitcast<u64>(l_3174);
let l_3179 = l_3178 >> u32(bitcast<u64>(u64(52)));
let l_3180 = l_3179 - u64(23);
let l_3181 = l_3180 << u32(bitcast<u64>(u64(52)));
let l_3182 = bitcast<f64>(l_3181);
l_mut_2984 = l_3182;
}
let l_3183 = l_3172 + l_3149;
let l_3184 = abs(l_3183);
l_mut_2730 = f64(1.401298464324817e-45);
let l_3185 = l_3184 >= f64(1.1754943508222875e-38);
let l_3186 = l_3184 <= f64(1.7976931348623157e308);
let l_3187 = l_3185 && l_3186;
if l_3187 {
let l_3188 = bitcast<u64>(l_3184);
let l_3189 = l_3188 >> u32(bitcast<u64>(u64(52)));
let l_3190 = l_3189 - u64(23);
let l_3191 = l_3190 << u32(bitcast<u64>(u64(52)));
let l_3192 = bitcast<f64>(l_3191);
l_mut_2730 = l_3192;
}
let l_3193 = l_mut_2984 == l_mut_2730;
let l_3194 = l_3171 && l_3193;
if l_3194 {
let l_3195 = a_3127[u32(0)];
let l_3196 = a_3127[u32(0)];
let l_3197 = abs(l_3196);
l_mut_2984 = f64(1.401298464324817e-45);
let l_3198 = l_3197 >= f64(1.1754943508222875e-38);
let l_3199 = l_3197 <= f64(1.7976931348623157e308);
let l_3200 = l_3198 && l_3199;
if l_3200 {
let l_3201 = bitcast<u64>(l_3197);
let l_3202 = l_3201 >> u32(bitcast<u64>(u64(52)));
let l_3203 = l_3202 - u64(23);
let l_3204 = l_3203 << u32(bitcast<u64>(u64(52)));
let l_3205 = bitcast<f64>(l_3204);
l_mut_2984 = l_3205;
}
let l_3206 = l_22 * l_mut_2984;
let l_3207 = l_3195 - l_3206;
let l_3208 = a_3127[u32(1)];
let l_3209 = a_3127[u32(1)];
let l_3210 = abs(l_3209);
l_mut_2984 = f64(1.401298464324817e-45);
let l_3211 = l_3210 >= f64(1.1754943508222875e-38);
let l_3212 = l_3210 <= f64(1.7976931348623157e308);
let l_3213 = l_3211 && l_3212;
if l_3213 {
let l_3214 = bitcast<u64>(l_3210);
let l_3215 = l_3214 >> u32(bitcast<u64>(u64(52)));
let l_3216 = l_3215 - u64(23);
let l_3217 = l_3216 << u32(bitcast<u64>(u64(52)));
let l_3218 = bitcast<f64>(l_3217);
l_mut_2984 = l_3218;
}
let l_3219 = l_22 * l_mut_2984;
let l_3220 = l_3208 + l_3219;
let l_3221 = bitcast<u32>(l_15);
let l_3222 = l_3221 & u32(2147483647);
let l_3223 = bitcast<f32>(l_3222);
let l_3224 = f64(l_3223);
l_mut_2984 = l_3224;
let l_3225 = l_3222 < u32(8388608);
if l_3225 {
let l_3226 = f64(l_3222);
let l_3227 = l_3226 * f64(1.401298464324817e-45);
l_mut_2984 = l_3227;
}
let l_3228 = bitcast<u64>(l_mut_2984);
let l_3229 = l_3221 >> u32(31);
let l_3230 = u64(l_3229);
let l_3231 = l_3230 << u32(bitcast<u64>(u64(63)));
let l_3232 = l_3228 | l_3231;
let l_3233 = bitcast<f64>(l_3232);
let l_3234 = bitcast<u32>(l_15);
let l_3235 = l_3234 + u32(1);
l_mut_3236 = l_3235;
let l_3237 = l_3234 & u32(2147483647);
let l_3238 = l_3237 == u32(0);
if l_3238 {
l_mut_3236 = u32(1);
} else {
let l_3239 = l_3234 & u32(2147483648);
let l_3240 = l_3239 != u32(0);
if l_3240 {
let l_3241 = l_3234 - u32(1);
l_mut_3236 = l_3241;
} else {
let l_3242 = l_3234 == u32(2139095040);
if l_3242 {
l_mut_3236 = l_3234;
}
}
}
let l_3243 = bitcast<f32>(l_mut_3236);
let l_3244 = bitcast<u32>(l_3243);
let l_3245 = l_3244 & u32(2147483647);
let l_3246 = bitcast<f32>(l_3245);
let l_3247 = f64(l_3246);
l_mut_2984 = l_3247;
let l_3248 = l_3245 < u32(8388608);
if l_3248 {
let l_3249 = f64(l_3245);
let l_3250 = l_3249 * f64(1.401298464324817e-45);
l_mut_2984 = l_3250;
}
let l_3251 = bitcast<u64>(l_mut_2984);
let l_3252 = l_3244 >> u32(31);
let l_3253 = u64(l_3252);
let l_3254 = l_3253 << u32(bitcast<u64>(u64(63)));
let l_3255 = l_3251 | l_3254;
let l_3256 = bitcast<f64>(l_3255);
let l_3257 = bitcast<u32>(l_15);
let l_3258 = l_3257 ^ u32(2147483648);
let l_3259 = bitcast<f32>(l_3258);
let l_3260 = bitcast<u32>(l_3259);
let l_3261 = l_3260 + u32(1);
l_mut_3236 = l_3261;
let l_3262 = l_3260 & u32(2147483647);
let l_3263 = l_3262 == u32(0);
if l_3263 {
l_mut_3236 = u32(1);
} else {
let l_3264 = l_3260 & u32(2147483648);
let l_3265 = l_3264 != u32(0);
if l_3265 {
let l_3266 = l_3260 - u32(1);
l_mut_3236 = l_3266;
} else {
let l_3267 = l_3260 == u32(2139095040);
if l_3267 {
l_mut_3236 = l_3260;
}
}
}
let l_3268 = bitcast<f32>(l_mut_3236);
let l_3269 = bitcast<u32>(l_3268);
let l_3270 = l_3269 ^ u32(2147483648);
let l_3271 = bitcast<f32>(l_3270);
let l_3272 = bitcast<u32>(l_3271);
let l_3273 = l_3272 & u32(2147483647);
let l_3274 = bitcast<f32>(l_3273);
let l_3275 = f64(l_3274);
l_mut_2984 = l_3275;
let l_3276 = l_3273 < u32(8388608);
if l_3276 {
let l_3277 = f64(l_3273);
let l_3278 = l_3277 * f64(1.401298464324817e-45);
l_mut_2984 = l_3278;
}
let l_3279 = bitcast<u64>(l_mut_2984);
let l_3280 = l_3272 >> u32(31);
let l_3281 = u64(l_3280);
let l_3282 = l_3281 << u32(bitcast<u64>(u64(63)));
let l_3283 = l_3279 | l_3282;
let l_3284 = bitcast<f64>(l_3283);
let l_3285 = l_3207 + l_3146;
let l_3286 = l_3285 <= l_3233;
l_mut_150 = l_3286;
let l_3287 = l_3207 - l_3146;
let l_3288 = l_3287 > l_3233;
l_mut_147 = l_3288;
let l_3289 = l_3220 - l_3149;
let l_3290 = l_3289 >= l_3233;
l_mut_144 = l_3290;
let l_3291 = l_3220 + l_3149;
let l_3292 = l_3291 < l_3233;
l_mut_141 = l_3292;
let l_3293 = l_3207 + l_3146;
let l_3294 = l_3293 < l_3256;
l_mut_150 = l_3294;
let l_3295 = l_3207 - l_3146;
let l_3296 = l_3295 >= l_3256;
l_mut_147 = l_3296;
let l_3297 = l_3220 - l_3149;
let l_3298 = l_3297 > l_3284;
l_mut_144 = l_3298;
let l_3299 = l_3220 + l_3149;
let l_3300 = l_3299 <= l_3284;
l_mut_141 = l_3300;
l_mut_3236 = u32(2);
let l_3301 = l_mut_147 || l_mut_141;
if l_3301 {
l_mut_3236 = u32(1);
} else {
let l_3302 = l_mut_150 && l_mut_144;
if l_3302 {
l_mut_3236 = u32(0);
}
}
let l_3303 = bitcast<u32>(l_15);
let l_3304 = l_3303 & u32(2147483647);
let l_3305 = l_3304 == u32(0);
if l_3305 {
let l_3306 = l_3207 + l_3146;
let l_3307 = l_3306 < f64(1.1754943508222875e-38);
let l_3308 = l_3220 - l_3149;
let l_3309 = l_3308 > f64(-1.1754943508222875e-38);
let l_3310 = l_3307 && l_3309;
let l_3311 = l_3207 - l_3146;
let l_3312 = l_3311 < f64(1.1754943508222875e-38);
let l_3313 = l_3220 + l_3149;
let l_3314 = l_3313 > f64(-1.1754943508222875e-38);
let l_3315 = l_3312 && l_3314;
if l_3310 {
l_mut_3236 = u32(0);
} else {
let l_3316 = l_mut_3236 == u32(1);
let l_3317 = l_3315 && l_3316;
if l_3317 {
l_mut_3236 = u32(2);
}
}
}
l_mut_48 = l_mut_3236;
}
}
let l_3318 = l_mut_1205 - l_19;
let l_3319 = abs(l_3318);
let l_3320 = l_3319 * f64(2.220446049250313e-16);
let l_3321 = l_2100 + l_3320;
let l_3322 = l_3318 + l_3321;
let l_3323 = -l_3322;
let l_3324 = l_3323 * f64(7.1362384635298e44);
let l_3325 = floor(l_3324);
let l_3326 = l_3325 * f64(1.401298464324817e-45);
l_mut_2984 = l_3326;
let l_3327 = abs(l_3323);
let l_3328 = l_3327 >= f64(1.1754943508222875e-38);
if l_3328 {
let l_3329 = f32(l_3323);
let l_3330 = f64(l_3329);
l_mut_2984 = l_3330;
let l_3331 = l_mut_2984 > l_3323;
if l_3331 {
let l_3332 = bitcast<u32>(l_3329);
let l_3333 = l_3332 ^ u32(2147483648);
let l_3334 = bitcast<f32>(l_3333);
let l_3335 = bitcast<u32>(l_3334);
let l_3336 = l_3335 + u32(1);
l_mut_3236 = l_3336;
let l_3337 = l_3335 & u32(2147483647);
let l_3338 = l_3337 == u32(0);
if l_3338 {
l_mut_3236 = u32(1);
} else {
let l_3339 = l_3335 & u32(2147483648);
let l_3340 = l_3339 != u32(0);
if l_3340 {
let l_3341 = l_3335 - u32(1);
l_mut_3236 = l_3341;
} else {
let l_3342 = l_3335 == u32(2139095040);
if l_3342 {
l_mut_3236 = l_3335;
}
}
}
let l_3343 = bitcast<f32>(l_mut_3236);
let l_3344 = bitcast<u32>(l_3343);
let l_3345 = l_3344 ^ u32(2147483648);
let l_3346 = bitcast<f32>(l_3345);
let l_3347 = bitcast<u32>(l_3346);
let l_3348 = l_3347 & u32(2147483647);
let l_3349 = bitcast<f32>(l_3348);
let l_3350 = f64(l_3349);
l_mut_2730 = l_3350;
let l_3351 = l_3348 < u32(8388608);
if l_3351 {
let l_3352 = f64(l_3348);
let l_3353 = l_3352 * f64(1.401298464324817e-45);
l_mut_2730 = l_3353;
}
let l_3354 = bitcast<u64>(l_mut_2730);
let l_3355 = l_3347 >> u32(31);
let l_3356 = u64(l_3355);
let l_3357 = l_3356 << u32(bitcast<u64>(u64(63)));
let l_3358 = l_3354 | l_3357;
let l_3359 = bitcast<f64>(l_3358);
l_mut_2984 = l_3359;
} else {
let l_3360 = bitcast<u32>(l_3329);
let l_3361 = l_3360 + u32(1);
l_mut_3236 = l_3361;
let l_3362 = l_3360 & u32(2147483647);
let l_3363 = l_3362 == u32(0);
if l_3363 {
l_mut_3236 = u32(1);
} else {
let l_3364 = l_3360 & u32(2147483648);
let l_3365 = l_3364 != u32(0);
if l_3365 {
let l_3366 = l_3360 - u32(1);
l_mut_3236 = l_3366;
} else {
let l_3367 = l_3360 == u32(2139095040);
if l_3367 {
l_mut_3236 = l_3360;
}
}
}
let l_3368 = bitcast<f32>(l_mut_3236);
let l_3369 = bitcast<u32>(l_3368);
let l_3370 = l_3369 & u32(2147483647);
let l_3371 = bitcast<f32>(l_3370);
let l_3372 = f64(l_3371);
l_mut_2730 = l_3372;
let l_3373 = l_3370 < u32(8388608);
if l_3373 {
let l_3374 = f64(l_3370);
let l_3375 = l_3374 * f64(1.401298464324817e-45);
l_mut_2730 = l_3375;
}
let l_3376 = bitcast<u64>(l_mut_2730);
let l_3377 = l_3369 >> u32(31);
let l_3378 = u64(l_3377);
let l_3379 = l_3378 << u32(bitcast<u64>(u64(63)));
let l_3380 = l_3376 | l_3379;
let l_3381 = bitcast<f64>(l_3380);
let l_3382 = l_3381 <= l_3323;
if l_3382 {
let l_3383 = bitcast<u32>(l_3329);
let l_3384 = l_3383 + u32(1);
l_mut_3236 = l_3384;
let l_3385 = l_3383 & u32(2147483647);
let l_3386 = l_3385 == u32(0);
if l_3386 {
l_mut_3236 = u32(1);
} else {
let l_3387 = l_3383 & u32(2147483648);
let l_3388 = l_3387 != u32(0);
if l_3388 {
let l_3389 = l_3383 - u32(1);
l_mut_3236 = l_3389;
} else {
let l_3390 = l_3383 == u32(2139095040);
if l_3390 {
l_mut_3236 = l_3383;
}
}
}
let l_3391 = bitcast<f32>(l_mut_3236);
let l_3392 = bitcast<u32>(l_3391);
let l_3393 = l_3392 & u32(2147483647);
let l_3394 = bitcast<f32>(l_3393);
let l_3395 = f64(l_3394);
l_mut_2730 = l_3395;
let l_3396 = l_3393 < u32(8388608);
if l_3396 {
let l_3397 = f64(l_3393);
let l_3398 = l_3397 * f64(1.401298464324817e-45);
l_mut_2730 = l_3398;
}
let l_3399 = bitcast<u64>(l_mut_2730);
let l_3400 = l_3392 >> u32(31);
let l_3401 = u64(l_3400);
let l_3402 = l_3401 << u32(bitcast<u64>(u64(63)));
let l_3403 = l_3399 | l_3402;
let l_3404 = bitcast<f64>(l_3403);
l_mut_2984 = l_3404;
}
}
}
let l_3405 = -l_mut_2984;
l_mut_2984 = l_3405;
let l_3406 = bool(true) && bool(false);
if l_3406 {
let l_3407 = l_3318 + l_3321;
let l_3408 = l_3407 * f64(7.1362384635298e44);
let l_3409 = floor(l_3408);
let l_3410 = l_3409 * f64(1.401298464324817e-45);
l_mut_2730 = l_3410;
let l_3411 = abs(l_3407);
let l_3412 = l_3411 >= f64(1.1754943508222875e-38);
if l_3412 {
let l_3413 = f32(l_3407);
let l_3414 = f64(l_3413);
l_mut_2730 = l_3414;
let l_3415 = l_mut_2730 > l_3407;
if l_3415 {
let l_3416 = bitcast<u32>(l_3413);
let l_3417 = l_3416 ^ u32(2147483648);
let l_3418 = bitcast<f32>(l_3417);
let l_3419 = bitcast<u32>(l_3418);
let l_3420 = l_3419 + u32(1);
l_mut_3236 = l_3420;
let l_3421 = l_3419 & u32(2147483647);
let l_3422 = l_3421 == u32(0);
if l_3422 {
l_mut_3236 = u32(1);
} else {
let l_3423 = l_3419 & u32(2147483648);
let l_3424 = l_3423 != u32(0);
if l_3424 {
let l_3425 = l_3419 - u32(1);
l_mut_3236 = l_3425;
} else {
let l_3426 = l_3419 == u32(2139095040);
if l_3426 {
l_mut_3236 = l_3419;
}
}
}
let l_3427 = bitcast<f32>(l_mut_3236);
let l_3428 = bitcast<u32>(l_3427);
let l_3429 = l_3428 ^ u32(2147483648);
let l_3430 = bitcast<f32>(l_3429);
let l_3431 = bitcast<u32>(l_3430);
let l_3432 = l_3431 & u32(2147483647);
let l_3433 = bitcast<f32>(l_3432);
let l_3434 = f64(l_3433);
l_mut_2474 = l_3434;
let l_3435 = l_3432 < u32(8388608);
if l_3435 {
let l_3436 = f64(l_3432);
let l_3437 = l_3436 * f64(1.401298464324817e-45);
l_mut_2474 = l_3437;
}
let l_3438 = bitcast<u64>(l_mut_2474);
let l_3439 = l_3431 >> u32(31);
let l_3440 = u64(l_3439);
let l_3441 = l_3440 << u32(bitcast<u64>(u64(63)));
let l_3442 = l_3438 | l_3441;
let l_3443 = bitcast<f64>(l_3442);
l_mut_2730 = l_3443;
} else {
let l_3444 = bitcast<u32>(l_3413);
let l_3445 = l_3444 + u32(1);
l_mut_3236 = l_3445;
let l_3446 = l_3444 & u32(2147483647);
let l_3447 = l_3446 == u32(0);
if l_3447 {
l_mut_3236 = u32(1);
} else {
let l_3448 = l_3444 & u32(2147483648);
let l_3449 = l_3448 != u32(0);
if l_3449 {
let l_3450 = l_3444 - u32(1);
l_mut_3236 = l_3450;
} else {
let l_3451 = l_3444 == u32(2139095040);
if l_3451 {
l_mut_3236 = l_3444;
}
}
}
let l_3452 = bitcast<f32>(l_mut_3236);
let l_3453 = bitcast<u32>(l_3452);
let l_3454 = l_3453 & u32(2147483647);
let l_3455 = bitcast<f32>(l_3454);
let l_3456 = f64(l_3455);
l_mut_2474 = l_3456;
let l_3457 = l_3454 < u32(8388608);
if l_3457 {
let l_3458 = f64(l_3454);
let l_3459 = l_3458 * f64(1.401298464324817e-45);
l_mut_2474 = l_3459;
}
let l_3460 = bitcast<u64>(l_mut_2474);
let l_3461 = l_3453 >> u32(31);
let l_3462 = u64(l_3461);
let l_3463 = l_3462 << u32(bitcast<u64>(u64(63)));
let l_3464 = l_3460 | l_3463;
let l_3465 = bitcast<f64>(l_3464);
let l_3466 = l_3465 <= l_3407;
if l_3466 {
let l_3467 = bitcast<u32>(l_3413);
let l_3468 = l_3467 + u32(1);
l_mut_3236 = l_3468;
let l_3469 = l_3467 & u32(2147483647);
let l_3470 = l_3469 == u32(0);
if l_3470 {
l_mut_3236 = u32(1);
} else {
let l_3471 = l_3467 & u32(2147483648);
let l_3472 = l_3471 != u32(0);
if l_3472 {
let l_3473 = l_3467 - u32(1);
l_mut_3236 = l_3473;
} else {
let l_3474 = l_3467 == u32(2139095040);
if l_3474 {
l_mut_3236 = l_3467;
}
}
}
let l_3475 = bitcast<f32>(l_mut_3236);
let l_3476 = bitcast<u32>(l_3475);
let l_3477 = l_3476 & u32(2147483647);
let l_3478 = bitcast<f32>(l_3477);
let l_3479 = f64(l_3478);
l_mut_2474 = l_3479;
let l_3480 = l_3477 < u32(8388608);
if l_3480 {
let l_3481 = f64(l_3477);
let l_3482 = l_3481 * f64(1.401298464324817e-45);
l_mut_2474 = l_3482;
}
let l_3483 = bitcast<u64>(l_mut_2474);
let l_3484 = l_3476 >> u32(31);
let l_3485 = u64(l_3484);
let l_3486 = l_3485 << u32(bitcast<u64>(u64(63)));
let l_3487 = l_3483 | l_3486;
let l_3488 = bitcast<f64>(l_3487);
l_mut_2730 = l_3488;
}
}
}
l_mut_2984 = l_mut_2730;
} else {
let l_3489 = l_3318 - l_3321;
let l_3490 = l_3489 * f64(7.1362384635298e44);
let l_3491 = floor(l_3490);
let l_3492 = l_3491 * f64(1.401298464324817e-45);
l_mut_2730 = l_3492;
let l_3493 = abs(l_3489);
let l_3494 = l_3493 >= f64(1.1754943508222875e-38);
if l_3494 {
let l_3495 = f32(l_3489);
let l_3496 = f64(l_3495);
l_mut_2730 = l_3496;
let l_3497 = l_mut_2730 > l_3489;
if l_3497 {
let l_3498 = bitcast<u32>(l_3495);
let l_3499 = l_3498 ^ u32(2147483648);
let l_3500 = bitcast<f32>(l_3499);
let l_3501 = bitcast<u32>(l_3500);
let l_3502 = l_3501 + u32(1);
l_mut_3236 = l_3502;
let l_3503 = l_3501 & u32(2147483647);
let l_3504 = l_3503 == u32(0);
if l_3504 {
l_mut_3236 = u32(1);
} else {
let l_3505 = l_3501 & u32(2147483648);
let l_3506 = l_3505 != u32(0);
if l_3506 {
let l_3507 = l_3501 - u32(1);
l_mut_3236 = l_3507;
} else {
let l_3508 = l_3501 == u32(2139095040);
if l_3508 {
l_mut_3236 = l_3501;
}
}
}
let l_3509 = bitcast<f32>(l_mut_3236);
let l_3510 = bitcast<u32>(l_3509);
let l_3511 = l_3510 ^ u32(2147483648);
let l_3512 = bitcast<f32>(l_3511);
let l_3513 = bitcast<u32>(l_3512);
let l_3514 = l_3513 & u32(2147483647);
let l_3515 = bitcast<f32>(l_3514);
let l_3516 = f64(l_3515);
l_mut_2474 = l_3516;
let l_3517 = l_3514 < u32(8388608);
if l_3517 {
let l_3518 = f64(l_3514);
let l_3519 = l_3518 * f64(1.401298464324817e-45);
l_mut_2474 = l_3519;
}
let l_3520 = bitcast<u64>(l_mut_2474);
let l_3521 = l_3513 >> u32(31);
let l_3522 = u64(l_3521);
let l_3523 = l_3522 << u32(bitcast<u64>(u64(63)));
let l_3524 = l_3520 | l_3523;
let l_3525 = bitcast<f64>(l_3524);
l_mut_2730 = l_3525;
} else {
let l_3526 = bitcast<u32>(l_3495);
let l_3527 = l_3526 + u32(1);
l_mut_3236 = l_3527;
let l_3528 = l_3526 & u32(2147483647);
let l_3529 = l_3528 == u32(0);
if l_3529 {
l_mut_3236 = u32(1);
} else {
let l_3530 = l_3526 & u32(2147483648);
let l_3531 = l_3530 != u32(0);
if l_3531 {
let l_3532 = l_3526 - u32(1);
l_mut_3236 = l_3532;
} else {
let l_3533 = l_3526 == u32(2139095040);
if l_3533 {
l_mut_3236 = l_3526;
}
}
}
let l_3534 = bitcast<f32>(l_mut_3236);
let l_3535 = bitcast<u32>(l_3534);
let l_3536 = l_3535 & u32(2147483647);
let l_3537 = bitcast<f32>(l_3536);
let l_3538 = f64(l_3537);
l_mut_2474 = l_3538;
let l_3539 = l_3536 < u32(8388608);
if l_3539 {
let l_3540 = f64(l_3536);
let l_3541 = l_3540 * f64(1.401298464324817e-45);
l_mut_2474 = l_3541;
}
let l_3542 = bitcast<u64>(l_mut_2474);
let l_3543 = l_3535 >> u32(31);
let l_3544 = u64(l_3543);
let l_3545 = l_3544 << u32(bitcast<u64>(u64(63)));
let l_3546 = l_3542 | l_3545;
let l_3547 = bitcast<f64>(l_3546);
let l_3548 = l_3547 <= l_3489;
if l_3548 {
let l_3549 = bitcast<u32>(l_3495);
let l_3550 = l_3549 + u32(1);
l_mut_3236 = l_3550;
let l_3551 = l_3549 & u32(2147483647);
let l_3552 = l_3551 == u32(0);
if l_3552 {
l_mut_3236 = u32(1);
} else {
let l_3553 = l_3549 & u32(2147483648);
let l_3554 = l_3553 != u32(0);
if l_3554 {
let l_3555 = l_3549 - u32(1);
l_mut_3236 = l_3555;
} else {
let l_3556 = l_3549 == u32(2139095040);
if l_3556 {
l_mut_3236 = l_3549;
}
}
}
let l_3557 = bitcast<f32>(l_mut_3236);
let l_3558 = bitcast<u32>(l_3557);
let l_3559 = l_3558 & u32(2147483647);
let l_3560 = bitcast<f32>(l_3559);
let l_3561 = f64(l_3560);
l_mut_2474 = l_3561;
let l_3562 = l_3559 < u32(8388608);
if l_3562 {
let l_3563 = f64(l_3559);
let l_3564 = l_3563 * f64(1.401298464324817e-45);
l_mut_2474 = l_3564;
}
let l_3565 = bitcast<u64>(l_mut_2474);
let l_3566 = l_3558 >> u32(31);
let l_3567 = u64(l_3566);
let l_3568 = l_3567 << u32(bitcast<u64>(u64(63)));
let l_3569 = l_3565 | l_3568;
let l_3570 = bitcast<f64>(l_3569);
l_mut_2730 = l_3570;
}
}
}
l_mut_2984 = l_mut_2730;
}
let l_3571 = l_mut_1205 + l_19;
let l_3572 = abs(l_3571);
let l_3573 = l_3572 * f64(2.220446049250313e-16);
let l_3574 = l_2100 + l_3573;
let l_3575 = l_3571 + l_3574;
let l_3576 = -l_3575;
let l_3577 = l_3576 * f64(7.1362384635298e44);
let l_3578 = floor(l_3577);
let l_3579 = l_3578 * f64(1.401298464324817e-45);
l_mut_2730 = l_3579;
let l_3580 = abs(l_3576);
let l_3581 = l_3580 >= f64(1.1754943508222875e-38);
if l_3581 {
let l_3582 = f32(l_3576);
let l_3583 = f64(l_3582);
l_mut_2730 = l_3583;
let l_3584 = l_mut_2730 > l_3576;
if l_3584 {
let l_3585 = bitcast<u32>(l_3582);
let l_3586 = l_3585 ^ u32(2147483648);
let l_3587 = bitcast<f32>(l_3586);
let l_3588 = bitcast<u32>(l_3587);
let l_3589 = l_3588 + u32(1);
l_mut_3236 = l_3589;
let l_3590 = l_3588 & u32(2147483647);
let l_3591 = l_3590 == u32(0);
if l_3591 {
l_mut_3236 = u32(1);
} else {
let l_3592 = l_3588 & u32(2147483648);
let l_3593 = l_3592 != u32(0);
if l_3593 {
let l_3594 = l_3588 - u32(1);
l_mut_3236 = l_3594;
} else {
let l_3595 = l_3588 == u32(2139095040);
if l_3595 {
l_mut_3236 = l_3588;
}
}
}
let l_3596 = bitcast<f32>(l_mut_3236);
let l_3597 = bitcast<u32>(l_3596);
let l_3598 = l_3597 ^ u32(2147483648);
let l_3599 = bitcast<f32>(l_3598);
let l_3600 = bitcast<u32>(l_3599);
let l_3601 = l_3600 & u32(2147483647);
let l_3602 = bitcast<f32>(l_3601);
let l_3603 = f64(l_3602);
l_mut_2474 = l_3603;
let l_3604 = l_3601 < u32(8388608);
if l_3604 {
let l_3605 = f64(l_3601);
let l_3606 = l_3605 * f64(1.401298464324817e-45);
l_mut_2474 = l_3606;
}
let l_3607 = bitcast<u64>(l_mut_2474);
let l_3608 = l_3600 >> u32(31);
let l_3609 = u64(l_3608);
let l_3610 = l_3609 << u32(bitcast<u64>(u64(63)));
let l_3611 = l_3607 | l_3610;
let l_3612 = bitcast<f64>(l_3611);
l_mut_2730 = l_3612;
} else {
let l_3613 = bitcast<u32>(l_3582);
let l_3614 = l_3613 + u32(1);
l_mut_3236 = l_3614;
let l_3615 = l_3613 & u32(2147483647);
let l_3616 = l_3615 == u32(0);
if l_3616 {
l_mut_3236 = u32(1);
} else {
let l_3617 = l_3613 & u32(2147483648);
let l_3618 = l_3617 != u32(0);
if l_3618 {
let l_3619 = l_3613 - u32(1);
l_mut_3236 = l_3619;
} else {
let l_3620 = l_3613 == u32(2139095040);
if l_3620 {
l_mut_3236 = l_3613;
}
}
}
let l_3621 = bitcast<f32>(l_mut_3236);
let l_3622 = bitcast<u32>(l_3621);
let l_3623 = l_3622 & u32(2147483647);
let l_3624 = bitcast<f32>(l_3623);
let l_3625 = f64(l_3624);
l_mut_2474 = l_3625;
let l_3626 = l_3623 < u32(8388608);
if l_3626 {
let l_3627 = f64(l_3623);
let l_3628 = l_3627 * f64(1.401298464324817e-45);
l_mut_2474 = l_3628;
}
let l_3629 = bitcast<u64>(l_mut_2474);
let l_3630 = l_3622 >> u32(31);
let l_3631 = u64(l_3630);
let l_3632 = l_3631 << u32(bitcast<u64>(u64(63)));
let l_3633 = l_3629 | l_3632;
let l_3634 = bitcast<f64>(l_3633);
let l_3635 = l_3634 <= l_3576;
if l_3635 {
let l_3636 = bitcast<u32>(l_3582);
let l_3637 = l_3636 + u32(1);
l_mut_3236 = l_3637;
let l_3638 = l_3636 & u32(2147483647);
let l_3639 = l_3638 == u32(0);
if l_3639 {
l_mut_3236 = u32(1);
} else {
let l_3640 = l_3636 & u32(2147483648);
let l_3641 = l_3640 != u32(0);
if l_3641 {
let l_3642 = l_3636 - u32(1);
l_mut_3236 = l_3642;
} else {
let l_3643 = l_3636 == u32(2139095040);
if l_3643 {
l_mut_3236 = l_3636;
}
}
}
let l_3644 = bitcast<f32>(l_mut_3236);
let l_3645 = bitcast<u32>(l_3644);
let l_3646 = l_3645 & u32(2147483647);
let l_3647 = bitcast<f32>(l_3646);
let l_3648 = f64(l_3647);
l_mut_2474 = l_3648;
let l_3649 = l_3646 < u32(8388608);
if l_3649 {
let l_3650 = f64(l_3646);
let l_3651 = l_3650 * f64(1.401298464324817e-45);
l_mut_2474 = l_3651;
}
let l_3652 = bitcast<u64>(l_mut_2474);
let l_3653 = l_3645 >> u32(31);
let l_3654 = u64(l_3653);
let l_3655 = l_3654 << u32(bitcast<u64>(u64(63)));
let l_3656 = l_3652 | l_3655;
let l_3657 = bitcast<f64>(l_3656);
l_mut_2730 = l_3657;
}
}
}
let l_3658 = -l_mut_2730;
l_mut_2730 = l_3658;
let l_3659 = bool(false) && bool(false);
if l_3659 {
let l_3660 = l_3571 + l_3574;
let l_3661 = l_3660 * f64(7.1362384635298e44);
let l_3662 = floor(l_3661);
let l_3663 = l_3662 * f64(1.401298464324817e-45);
l_mut_2474 = l_3663;
let l_3664 = abs(l_3660);
let l_3665 = l_3664 >= f64(1.1754943508222875e-38);
if l_3665 {
let l_3666 = f32(l_3660);
let l_3667 = f64(l_3666);
l_mut_2474 = l_3667;
let l_3668 = l_mut_2474 > l_3660;
if l_3668 {
let l_3669 = bitcast<u32>(l_3666);
let l_3670 = l_3669 ^ u32(2147483648);
let l_3671 = bitcast<f32>(l_3670);
let l_3672 = bitcast<u32>(l_3671);
let l_3673 = l_3672 + u32(1);
l_mut_3236 = l_3673;
let l_3674 = l_3672 & u32(2147483647);
let l_3675 = l_3674 == u32(0);
if l_3675 {
l_mut_3236 = u32(1);
} else {
let l_3676 = l_3672 & u32(2147483648);
let l_3677 = l_3676 != u32(0);
if l_3677 {
let l_3678 = l_3672 - u32(1);
l_mut_3236 = l_3678;
} else {
let l_3679 = l_3672 == u32(2139095040);
if l_3679 {
l_mut_3236 = l_3672;
}
}
}
let l_3680 = bitcast<f32>(l_mut_3236);
let l_3681 = bitcast<u32>(l_3680);
let l_3682 = l_3681 ^ u32(2147483648);
let l_3683 = bitcast<f32>(l_3682);
let l_3684 = bitcast<u32>(l_3683);
let l_3685 = l_3684 & u32(2147483647);
let l_3686 = bitcast<f32>(l_3685);
let l_3687 = f64(l_3686);
l_mut_2220 = l_3687;
let l_3688 = l_3685 < u32(8388608);
if l_3688 {
let l_3689 = f64(l_3685);
let l_3690 = l_3689 * f64(1.401298464324817e-45);
l_mut_2220 = l_3690;
}
let l_3691 = bitcast<u64>(l_mut_2220);
let l_3692 = l_3684 >> u32(31);
let l_3693 = u64(l_3692);
let l_3694 = l_3693 << u32(bitcast<u64>(u64(63)));
let l_3695 = l_3691 | l_3694;
let l_3696 = bitcast<f64>(l_3695);
l_mut_2474 = l_3696;
} else {
let l_3697 = bitcast<u32>(l_3666);
let l_3698 = l_3697 + u32(1);
l_mut_3236 = l_3698;
let l_3699 = l_3697 & u32(2147483647);
let l_3700 = l_3699 == u32(0);
if l_3700 {
l_mut_3236 = u32(1);
} else {
let l_3701 = l_3697 & u32(2147483648);
let l_3702 = l_3701 != u32(0);
if l_3702 {
let l_3703 = l_3697 - u32(1);
l_mut_3236 = l_3703;
} else {
let l_3704 = l_3697 == u32(2139095040);
if l_3704 {
l_mut_3236 = l_3697;
}
}
}
let l_3705 = bitcast<f32>(l_mut_3236);
let l_3706 = bitcast<u32>(l_3705);
let l_3707 = l_3706 & u32(2147483647);
let l_3708 = bitcast<f32>(l_3707);
let l_3709 = f64(l_3708);
l_mut_2220 = l_3709;
let l_3710 = l_3707 < u32(8388608);
if l_3710 {
let l_3711 = f64(l_3707);
let l_3712 = l_3711 * f64(1.401298464324817e-45);
l_mut_2220 = l_3712;
}
let l_3713 = bitcast<u64>(l_mut_2220);
let l_3714 = l_3706 >> u32(31);
let l_3715 = u64(l_3714);
let l_3716 = l_3715 << u32(bitcast<u64>(u64(63)));
let l_3717 = l_3713 | l_3716;
let l_3718 = bitcast<f64>(l_3717);
let l_3719 = l_3718 <= l_3660;
if l_3719 {
let l_3720 = bitcast<u32>(l_3666);
let l_3721 = l_3720 + u32(1);
l_mut_3236 = l_3721;
let l_3722 = l_3720 & u32(2147483647);
let l_3723 = l_3722 == u32(0);
if l_3723 {
l_mut_3236 = u32(1);
} else {
let l_3724 = l_3720 & u32(2147483648);
let l_3725 = l_3724 != u32(0);
if l_3725 {
let l_3726 = l_3720 - u32(1);
l_mut_3236 = l_3726;
} else {
let l_3727 = l_3720 == u32(2139095040);
if l_3727 {
l_mut_3236 = l_3720;
}
}
}
let l_3728 = bitcast<f32>(l_mut_3236);
let l_3729 = bitcast<u32>(l_3728);
let l_3730 = l_3729 & u32(2147483647);
let l_3731 = bitcast<f32>(l_3730);
let l_3732 = f64(l_3731);
l_mut_2220 = l_3732;
let l_3733 = l_3730 < u32(8388608);
if l_3733 {
let l_3734 = f64(l_3730);
let l_3735 = l_3734 * f64(1.401298464324817e-45);
l_mut_2220 = l_3735;
}
let l_3736 = bitcast<u64>(l_mut_2220);
let l_3737 = l_3729 >> u32(31);
let l_3738 = u64(l_3737);
let l_3739 = l_3738 << u32(bitcast<u64>(u64(63)));
let l_3740 = l_3736 | l_3739;
let l_3741 = bitcast<f64>(l_3740);
l_mut_2474 = l_3741;
}
}
}
l_mut_2730 = l_mut_2474;
} else {
}
let l_3742 = l_mut_1122 - l_19;
let l_3743 = abs(l_3742);
let l_3744 = l_3743 * f64(2.220446049250313e-16);
let l_3745 = l_2102 + l_3744;
let l_3746 = l_3742 + l_3745;
let l_3747 = -l_3746;
let l_3748 = l_3747 * f64(7.1362384635298e44);
let l_3749 = floor(l_3748);
let l_3750 = l_3749 * f64(1.401298464324817e-45);
l_mut_2474 = l_3750;
let l_3751 = abs(l_3747);
let l_3752 = l_3751 >= f64(1.1754943508222875e-38);
if l_3752 {
let l_3753 = f32(l_3747);
let l_3754 = f64(l_3753);
l_mut_2474 = l_3754;
let l_3755 = l_mut_2474 > l_3747;
if l_3755 {
let l_3756 = bitcast<u32>(l_3753);
let l_3757 = l_3756 ^ u32(2147483648);
let l_3758 = bitcast<f32>(l_3757);
let l_3759 = bitcast<u32>(l_3758);
let l_3760 = l_3759 + u32(1);
l_mut_3236 = l_3760;
let l_3761 = l_3759 & u32(2147483647);
let l_3762 = l_3761 == u32(0);
if l_3762 {
l_mut_3236 = u32(1);
} else {
let l_3763 = l_3759 & u32(2147483648);
let l_3764 = l_3763 != u32(0);
if l_3764 {
let l_3765 = l_3759 - u32(1);
l_mut_3236 = l_3765;
} else {
let l_3766 = l_3759 == u32(2139095040);
if l_3766 {
l_mut_3236 = l_3759;
}
}
}
let l_3767 = bitcast<f32>(l_mut_3236);
let l_3768 = bitcast<u32>(l_3767);
let l_3769 = l_3768 ^ u32(2147483648);
let l_3770 = bitcast<f32>(l_3769);
let l_3771 = bitcast<u32>(l_3770);
let l_3772 = l_3771 & u32(2147483647);
let l_3773 = bitcast<f32>(l_3772);
let l_3774 = f64(l_3773);
l_mut_2220 = l_3774;
let l_3775 = l_3772 < u32(8388608);
if l_3775 {
let l_3776 = f64(l_3772);
let l_3777 = l_3776 * f64(1.401298464324817e-45);
l_mut_2220 = l_3777;
}
let l_3778 = bitcast<u64>(l_mut_2220);
let l_3779 = l_3771 >> u32(31);
let l_3780 = u64(l_3779);
let l_3781 = l_3780 << u32(bitcast<u64>(u64(63)));
let l_3782 = l_3778 | l_3781;
let l_3783 = bitcast<f64>(l_3782);
l_mut_2474 = l_3783;
} else {
let l_3784 = bitcast<u32>(l_3753);
let l_3785 = l_3784 + u32(1);
l_mut_3236 = l_3785;
let l_3786 = l_3784 & u32(2147483647);
let l_3787 = l_3786 == u32(0);
if l_3787 {
l_mut_3236 = u32(1);
} else {
let l_3788 = l_3784 & u32(2147483648);
let l_3789 = l_3788 != u32(0);
if l_3789 {
let l_3790 = l_3784 - u32(1);
l_mut_3236 = l_3790;
} else {
let l_3791 = l_3784 == u32(2139095040);
if l_3791 {
l_mut_3236 = l_3784;
}
}
}
let l_3792 = bitcast<f32>(l_mut_3236);
let l_3793 = bitcast<u32>(l_3792);
let l_3794 = l_3793 & u32(2147483647);
let l_3795 = bitcast<f32>(l_3794);
let l_3796 = f64(l_3795);
l_mut_2220 = l_3796;
let l_3797 = l_3794 < u32(8388608);
if l_3797 {
let l_3798 = f64(l_3794);
let l_3799 = l_3798 * f64(1.401298464324817e-45);
l_mut_2220 = l_3799;
}
let l_3800 = bitcast<u64>(l_mut_2220);
let l_3801 = l_3793 >> u32(31);
let l_3802 = u64(l_3801);
let l_3803 = l_3802 << u32(bitcast<u64>(u64(63)));
let l_3804 = l_3800 | l_3803;
let l_3805 = bitcast<f64>(l_3804);
let l_3806 = l_3805 <= l_3747;
if l_3806 {
let l_3807 = bitcast<u32>(l_3753);
let l_3808 = l_3807 + u32(1);
l_mut_3236 = l_3808;
let l_3809 = l_3807 & u32(2147483647);
let l_3810 = l_3809 == u32(0);
if l_3810 {
l_mut_3236 = u32(1);
} else {
let l_3811 = l_3807 & u32(2147483648);
let l_3812 = l_3811 != u32(0);
if l_3812 {
let l_3813 = l_3807 - u32(1);
l_mut_3236 = l_3813;
} else {
let l_3814 = l_3807 == u32(2139095040);
if l_3814 {
l_mut_3236 = l_3807;
}
}
}
let l_3815 = bitcast<f32>(l_mut_3236);
let l_3816 = bitcast<u32>(l_3815);
let l_3817 = l_3816 & u32(2147483647);
let l_3818 = bitcast<f32>(l_3817);
let l_3819 = f64(l_3818);
l_mut_2220 = l_3819;
let l_3820 = l_3817 < u32(8388608);
if l_3820 {
let l_3821 = f64(l_3817);
let l_3822 = l_3821 * f64(1.401298464324817e-45);
l_mut_2220 = l_3822;
}
let l_3823 = bitcast<u64>(l_mut_2220);
let l_3824 = l_3816 >> u32(31);
let l_3825 = u64(l_3824);
let l_3826 = l_3825 << u32(bitcast<u64>(u64(63)));
let l_3827 = l_3823 | l_3826;
let l_3828 = bitcast<f64>(l_3827);
l_mut_2474 = l_3828;
}
}
}
let l_3829 = -l_mut_2474;
l_mut_2474 = l_3829;
let l_3830 = bool(true) && bool(false);
if l_3830 {
let l_3831 = l_3742 + l_3745;
let l_3832 = l_3831 * f64(7.1362384635298e44);
let l_3833 = floor(l_3832);
let l_3834 = l_3833 * f64(1.401298464324817e-45);
l_mut_2220 = l_3834;
let l_3835 = abs(l_3831);
let l_3836 = l_3835 >= f64(1.1754943508222875e-38);
if l_3836 {
let l_3837 = f32(l_3831);
let l_3838 = f64(l_3837);
l_mut_2220 = l_3838;
let l_3839 = l_mut_2220 > l_3831;
if l_3839 {
let l_3840 = bitcast<u32>(l_3837);
let l_3841 = l_3840 ^ u32(2147483648);
let l_3842 = bitcast<f32>(l_3841);
let l_3843 = bitcast<u32>(l_3842);
let l_3844 = l_3843 + u32(1);
l_mut_3236 = l_3844;
let l_3845 = l_3843 & u32(2147483647);
let l_3846 = l_3845 == u32(0);
if l_3846 {
l_mut_3236 = u32(1);
} else {
let l_3847 = l_3843 & u32(2147483648);
let l_3848 = l_3847 != u32(0);
if l_3848 {
let l_3849 = l_3843 - u32(1);
l_mut_3236 = l_3849;
} else {
let l_3850 = l_3843 == u32(2139095040);
if l_3850 {
l_mut_3236 = l_3843;
}
}
}
let l_3851 = bitcast<f32>(l_mut_3236);
let l_3852 = bitcast<u32>(l_3851);
let l_3853 = l_3852 ^ u32(2147483648);
let l_3854 = bitcast<f32>(l_3853);
let l_3855 = bitcast<u32>(l_3854);
let l_3856 = l_3855 & u32(2147483647);
let l_3857 = bitcast<f32>(l_3856);
let l_3858 = f64(l_3857);
l_mut_61 = l_3858;
let l_3859 = l_3856 < u32(8388608);
if l_3859 {
let l_3860 = f64(l_3856);
let l_3861 = l_3860 * f64(1.401298464324817e-45);
l_mut_61 = l_3861;
}
let l_3862 = bitcast<u64>(l_mut_61);
let l_3863 = l_3855 >> u32(31);
let l_3864 = u64(l_3863);
let l_3865 = l_3864 << u32(bitcast<u64>(u64(63)));
let l_3866 = l_3862 | l_3865;
let l_3867 = bitcast<f64>(l_3866);
l_mut_2220 = l_3867;
} else {
let l_3868 = bitcast<u32>(l_3837);
let l_3869 = l_3868 + u32(1);
l_mut_3236 = l_3869;
let l_3870 = l_3868 & u32(2147483647);
let l_3871 = l_3870 == u32(0);
if l_3871 {
l_mut_3236 = u32(1);
} else {
let l_3872 = l_3868 & u32(2147483648);
let l_3873 = l_3872 != u32(0);
if l_3873 {
let l_3874 = l_3868 - u32(1);
l_mut_3236 = l_3874;
} else {
let l_3875 = l_3868 == u32(2139095040);
if l_3875 {
l_mut_3236 = l_3868;
}
}
}
let l_3876 = bitcast<f32>(l_mut_3236);
let l_3877 = bitcast<u32>(l_3876);
let l_3878 = l_3877 & u32(2147483647);
let l_3879 = bitcast<f32>(l_3878);
let l_3880 = f64(l_3879);
l_mut_61 = l_3880;
let l_3881 = l_3878 < u32(8388608);
if l_3881 {
let l_3882 = f64(l_3878);
let l_3883 = l_3882 * f64(1.401298464324817e-45);
l_mut_61 = l_3883;
}
let l_3884 = bitcast<u64>(l_mut_61);
let l_3885 = l_3877 >> u32(31);
let l_3886 = u64(l_3885);
let l_3887 = l_3886 << u32(bitcast<u64>(u64(63)));
let l_3888 = l_3884 | l_3887;
let l_3889 = bitcast<f64>(l_3888);
let l_3890 = l_3889 <= l_3831;
if l_3890 {
let l_3891 = bitcast<u32>(l_3837);
let l_3892 = l_3891 + u32(1);
l_mut_3236 = l_3892;
let l_3893 = l_3891 & u32(2147483647);
let l_3894 = l_3893 == u32(0);
if l_3894 {
l_mut_3236 = u32(1);
} else {
let l_3895 = l_3891 & u32(2147483648);
let l_3896 = l_3895 != u32(0);
if l_3896 {
let l_3897 = l_3891 - u32(1);
l_mut_3236 = l_3897;
} else {
let l_3898 = l_3891 == u32(2139095040);
if l_3898 {
l_mut_3236 = l_3891;
}
}
}
let l_3899 = bitcast<f32>(l_mut_3236);
let l_3900 = bitcast<u32>(l_3899);
let l_3901 = l_3900 & u32(2147483647);
let l_3902 = bitcast<f32>(l_3901);
let l_3903 = f64(l_3902);
l_mut_61 = l_3903;
let l_3904 = l_3901 < u32(8388608);
if l_3904 {
let l_3905 = f64(l_3901);
let l_3906 = l_3905 * f64(1.401298464324817e-45);
l_mut_61 = l_3906;
}
let l_3907 = bitcast<u64>(l_mut_61);
let l_3908 = l_3900 >> u32(31);
let l_3909 = u64(l_3908);
let l_3910 = l_3909 << u32(bitcast<u64>(u64(63)));
let l_3911 = l_3907 | l_3910;
let l_3912 = bitcast<f64>(l_3911);
l_mut_2220 = l_3912;
}
}
}
l_mut_2474 = l_mut_2220;
} else {
let l_3913 = l_3742 - l_3745;
let l_3914 = l_3913 * f64(7.1362384635298e44);
let l_3915 = floor(l_3914);
let l_3916 = l_3915 * f64(1.401298464324817e-45);
l_mut_2220 = l_3916;
let l_3917 = abs(l_3913);
let l_3918 = l_3917 >= f64(1.1754943508222875e-38);
if l_3918 {
let l_3919 = f32(l_3913);
let l_3920 = f64(l_3919);
l_mut_2220 = l_3920;
let l_3921 = l_mut_2220 > l_3913;
if l_3921 {
let l_3922 = bitcast<u32>(l_3919);
let l_3923 = l_3922 ^ u32(2147483648);
let l_3924 = bitcast<f32>(l_3923);
let l_3925 = bitcast<u32>(l_3924);
let l_3926 = l_3925 + u32(1);
l_mut_3236 = l_3926;
let l_3927 = l_3925 & u32(2147483647);
let l_3928 = l_3927 == u32(0);
if l_3928 {
l_mut_3236 = u32(1);
} else {
let l_3929 = l_3925 & u32(2147483648);
let l_3930 = l_3929 != u32(0);
if l_3930 {
let l_3931 = l_3925 - u32(1);
l_mut_3236 = l_3931;
} else {
let l_3932 = l_3925 == u32(2139095040);
if l_3932 {
l_mut_3236 = l_3925;
}
}
}
let l_3933 = bitcast<f32>(l_mut_3236);
let l_3934 = bitcast<u32>(l_3933);
let l_3935 = l_3934 ^ u32(2147483648);
let l_3936 = bitcast<f32>(l_3935);
let l_3937 = bitcast<u32>(l_3936);
let l_3938 = l_3937 & u32(2147483647);
let l_3939 = bitcast<f32>(l_3938);
let l_3940 = f64(l_3939);
l_mut_61 = l_3940;
let l_3941 = l_3938 < u32(8388608);
if l_3941 {
let l_3942 = f64(l_3938);
let l_3943 = l_3942 * f64(1.401298464324817e-45);
l_mut_61 = l_3943;
}
let l_3944 = bitcast<u64>(l_mut_61);
let l_3945 = l_3937 >> u32(31);
let l_3946 = u64(l_3945);
let l_3947 = l_3946 << u32(bitcast<u64>(u64(63)));
let l_3948 = l_3944 | l_3947;
let l_3949 = bitcast<f64>(l_3948);
l_mut_2220 = l_3949;
} else {
let l_3950 = bitcast<u32>(l_3919);
let l_3951 = l_3950 + u32(1);
l_mut_3236 = l_3951;
let l_3952 = l_3950 & u32(2147483647);
let l_3953 = l_3952 == u32(0);
if l_3953 {
l_mut_3236 = u32(1);
} else {
let l_3954 = l_3950 & u32(2147483648);
let l_3955 = l_3954 != u32(0);
if l_3955 {
let l_3956 = l_3950 - u32(1);
l_mut_3236 = l_3956;
} else {
let l_3957 = l_3950 == u32(2139095040);
if l_3957 {
l_mut_3236 = l_3950;
}
}
}
let l_3958 = bitcast<f32>(l_mut_3236);
let l_3959 = bitcast<u32>(l_3958);
let l_3960 = l_3959 & u32(2147483647);
let l_3961 = bitcast<f32>(l_3960);
let l_3962 = f64(l_3961);
l_mut_61 = l_3962;
let l_3963 = l_3960 < u32(8388608);
if l_3963 {
let l_3964 = f64(l_3960);
let l_3965 = l_3964 * f64(1.401298464324817e-45);
l_mut_61 = l_3965;
}
let l_3966 = bitcast<u64>(l_mut_61);
let l_3967 = l_3959 >> u32(31);
let l_3968 = u64(l_3967);
let l_3969 = l_3968 << u32(bitcast<u64>(u64(63)));
let l_3970 = l_3966 | l_3969;
let l_3971 = bitcast<f64>(l_3970);
let l_3972 = l_3971 <= l_3913;
if l_3972 {
let l_3973 = bitcast<u32>(l_3919);
let l_3974 = l_3973 + u32(1);
l_mut_3236 = l_3974;
let l_3975 = l_3973 & u32(2147483647);
let l_3976 = l_3975 == u32(0);
if l_3976 {
l_mut_3236 = u32(1);
} else {
let l_3977 = l_3973 & u32(2147483648);
let l_3978 = l_3977 != u32(0);
if l_3978 {
let l_3979 = l_3973 - u32(1);
l_mut_3236 = l_3979;
} else {
let l_3980 = l_3973 == u32(2139095040);
if l_3980 {
l_mut_3236 = l_3973;
}
}
}
let l_3981 = bitcast<f32>(l_mut_3236);
let l_3982 = bitcast<u32>(l_3981);
let l_3983 = l_3982 & u32(2147483647);
let l_3984 = bitcast<f32>(l_3983);
let l_3985 = f64(l_3984);
l_mut_61 = l_3985;
let l_3986 = l_3983 < u32(8388608);
if l_3986 {
let l_3987 = f64(l_3983);
let l_3988 = l_3987 * f64(1.401298464324817e-45);
l_mut_61 = l_3988;
}
let l_3989 = bitcast<u64>(l_mut_61);
let l_3990 = l_3982 >> u32(31);
let l_3991 = u64(l_3990);
let l_3992 = l_3991 << u32(bitcast<u64>(u64(63)));
let l_3993 = l_3989 | l_3992;
let l_3994 = bitcast<f64>(l_3993);
l_mut_2220 = l_3994;
}
}
}
l_mut_2474 = l_mut_2220;
}
let l_3995 = l_mut_1122 + l_19;
let l_3996 = abs(l_3995);
let l_3997 = l_3996 * f64(2.220446049250313e-16);
let l_3998 = l_2102 + l_3997;
let l_3999 = l_3995 + l_3998;
let l_4000 = -l_3999;
let l_4001 = l_4000 * f64(7.1362384635298e44);
let l_4002 = floor(l_4001);
let l_4003 = l_4002 * f64(1.401298464324817e-45);
l_mut_2220 = l_4003;
let l_4004 = abs(l_4000);
let l_4005 = l_4004 >= f64(1.1754943508222875e-38);
if l_4005 {
let l_4006 = f32(l_4000);
let l_4007 = f64(l_4006);
l_mut_2220 = l_4007;
let l_4008 = l_mut_2220 > l_4000;
if l_4008 {
let l_4009 = bitcast<u32>(l_4006);
let l_4010 = l_4009 ^ u32(2147483648);
let l_4011 = bitcast<f32>(l_4010);
let l_4012 = bitcast<u32>(l_4011);
let l_4013 = l_4012 + u32(1);
l_mut_3236 = l_4013;
let l_4014 = l_4012 & u32(2147483647);
let l_4015 = l_4014 == u32(0);
if l_4015 {
l_mut_3236 = u32(1);
} else {
let l_4016 = l_4012 & u32(2147483648);
let l_4017 = l_4016 != u32(0);
if l_4017 {
let l_4018 = l_4012 - u32(1);
l_mut_3236 = l_4018;
} else {
let l_4019 = l_4012 == u32(2139095040);
if l_4019 {
l_mut_3236 = l_4012;
}
}
}
let l_4020 = bitcast<f32>(l_mut_3236);
let l_4021 = bitcast<u32>(l_4020);
let l_4022 = l_4021 ^ u32(2147483648);
let l_4023 = bitcast<f32>(l_4022);
let l_4024 = bitcast<u32>(l_4023);
let l_4025 = l_4024 & u32(2147483647);
let l_4026 = bitcast<f32>(l_4025);
let l_4027 = f64(l_4026);
l_mut_61 = l_4027;
let l_4028 = l_4025 < u32(8388608);
if l_4028 {
let l_4029 = f64(l_4025);
let l_4030 = l_4029 * f64(1.401298464324817e-45);
l_mut_61 = l_4030;
}
let l_4031 = bitcast<u64>(l_mut_61);
let l_4032 = l_4024 >> u32(31);
let l_4033 = u64(l_4032);
let l_4034 = l_4033 << u32(bitcast<u64>(u64(63)));
let l_4035 = l_4031 | l_4034;
let l_4036 = bitcast<f64>(l_4035);
l_mut_2220 = l_4036;
} else {
let l_4037 = bitcast<u32>(l_4006);
let l_4038 = l_4037 + u32(1);
l_mut_3236 = l_4038;
let l_4039 = l_4037 & u32(2147483647);
let l_4040 = l_4039 == u32(0);
if l_4040 {
l_mut_3236 = u32(1);
} else {
let l_4041 = l_4037 & u32(2147483648);
let l_4042 = l_4041 != u32(0);
if l_4042 {
let l_4043 = l_4037 - u32(1);
l_mut_3236 = l_4043;
} else {
let l_4044 = l_4037 == u32(2139095040);
if l_4044 {
l_mut_3236 = l_4037;
}
}
}
let l_4045 = bitcast<f32>(l_mut_3236);
let l_4046 = bitcast<u32>(l_4045);
let l_4047 = l_4046 & u32(2147483647);
let l_4048 = bitcast<f32>(l_4047);
let l_4049 = f64(l_4048);
l_mut_61 = l_4049;
let l_4050 = l_4047 < u32(8388608);
if l_4050 {
let l_4051 = f64(l_4047);
let l_4052 = l_4051 * f64(1.401298464324817e-45);
l_mut_61 = l_4052;
}
let l_4053 = bitcast<u64>(l_mut_61);
let l_4054 = l_4046 >> u32(31);
let l_4055 = u64(l_4054);
let l_4056 = l_4055 << u32(bitcast<u64>(u64(63)));
let l_4057 = l_4053 | l_4056;
let l_4058 = bitcast<f64>(l_4057);
let l_4059 = l_4058 <= l_4000;
if l_4059 {
let l_4060 = bitcast<u32>(l_4006);
let l_4061 = l_4060 + u32(1);
l_mut_3236 = l_4061;
let l_4062 = l_4060 & u32(2147483647);
let l_4063 = l_4062 == u32(0);
if l_4063 {
l_mut_3236 = u32(1);
} else {
let l_4064 = l_4060 & u32(2147483648);
let l_4065 = l_4064 != u32(0);
if l_4065 {
let l_4066 = l_4060 - u32(1);
l_mut_3236 = l_4066;
} else {
let l_4067 = l_4060 == u32(2139095040);
if l_4067 {
l_mut_3236 = l_4060;
}
}
}
let l_4068 = bitcast<f32>(l_mut_3236);
let l_4069 = bitcast<u32>(l_4068);
let l_4070 = l_4069 & u32(2147483647);
let l_4071 = bitcast<f32>(l_4070);
let l_4072 = f64(l_4071);
l_mut_61 = l_4072;
let l_4073 = l_4070 < u32(8388608);
if l_4073 {
let l_4074 = f64(l_4070);
let l_4075 = l_4074 * f64(1.401298464324817e-45);
l_mut_61 = l_4075;
}
let l_4076 = bitcast<u64>(l_mut_61);
let l_4077 = l_4069 >> u32(31);
let l_4078 = u64(l_4077);
let l_4079 = l_4078 << u32(bitcast<u64>(u64(63)));
let l_4080 = l_4076 | l_4079;
let l_4081 = bitcast<f64>(l_4080);
l_mut_2220 = l_4081;
}
}
}
let l_4082 = -l_mut_2220;
l_mut_2220 = l_4082;
let l_4083 = bool(false) && bool(false);
if l_4083 {
let l_4084 = l_3995 + l_3998;
let l_4085 = l_4084 * f64(7.1362384635298e44);
let l_4086 = floor(l_4085);
let l_4087 = l_4086 * f64(1.401298464324817e-45);
l_mut_61 = l_4087;
let l_4088 = abs(l_4084);
let l_4089 = l_4088 >= f64(1.1754943508222875e-38);
if l_4089 {
let l_4090 = f32(l_4084);
let l_4091 = f64(l_4090);
l_mut_61 = l_4091;
let l_4092 = l_mut_61 > l_4084;
if l_4092 {
let l_4093 = bitcast<u32>(l_4090);
let l_4094 = l_4093 ^ u32(2147483648);
let l_4095 = bitcast<f32>(l_4094);
let l_4096 = bitcast<u32>(l_4095);
let l_4097 = l_4096 + u32(1);
l_mut_3236 = l_4097;
let l_4098 = l_4096 & u32(2147483647);
let l_4099 = l_4098 == u32(0);
if l_4099 {
l_mut_3236 = u32(1);
} else {
let l_4100 = l_4096 & u32(2147483648);
let l_4101 = l_4100 != u32(0);
if l_4101 {
let l_4102 = l_4096 - u32(1);
l_mut_3236 = l_4102;
} else {
let l_4103 = l_4096 == u32(2139095040);
if l_4103 {
l_mut_3236 = l_4096;
}
}
}
let l_4104 = bitcast<f32>(l_mut_3236);
let l_4105 = bitcast<u32>(l_4104);
let l_4106 = l_4105 ^ u32(2147483648);
let l_4107 = bitcast<f32>(l_4106);
let l_4108 = bitcast<u32>(l_4107);
let l_4109 = l_4108 & u32(2147483647);
let l_4110 = bitcast<f32>(l_4109);
let l_4111 = f64(l_4110);
l_mut_38 = l_4111;
let l_4112 = l_4109 < u32(8388608);
if l_4112 {
let l_4113 = f64(l_4109);
let l_4114 = l_4113 * f64(1.401298464324817e-45);
l_mut_38 = l_4114;
}
let l_4115 = bitcast<u64>(l_mut_38);
let l_4116 = l_4108 >> u32(31);
let l_4117 = u64(l_4116);
let l_4118 = l_4117 << u32(bitcast<u64>(u64(63)));
let l_4119 = l_4115 | l_4118;
let l_4120 = bitcast<f64>(l_4119);
l_mut_61 = l_4120;
} else {
let l_4121 = bitcast<u32>(l_4090);
let l_4122 = l_4121 + u32(1);
l_mut_3236 = l_4122;
let l_4123 = l_4121 & u32(2147483647);
let l_4124 = l_4123 == u32(0);
if l_4124 {
l_mut_3236 = u32(1);
} else {
let l_4125 = l_4121 & u32(2147483648);
let l_4126 = l_4125 != u32(0);
if l_4126 {
let l_4127 = l_4121 - u32(1);
l_mut_3236 = l_4127;
} else {
let l_4128 = l_4121 == u32(2139095040);
if l_4128 {
l_mut_3236 = l_4121;
}
}
}
let l_4129 = bitcast<f32>(l_mut_3236);
let l_4130 = bitcast<u32>(l_4129);
let l_4131 = l_4130 & u32(2147483647);
let l_4132 = bitcast<f32>(l_4131);
let l_4133 = f64(l_4132);
l_mut_38 = l_4133;
let l_4134 = l_4131 < u32(8388608);
if l_4134 {
let l_4135 = f64(l_4131);
let l_4136 = l_4135 * f64(1.401298464324817e-45);
l_mut_38 = l_4136;
}
let l_4137 = bitcast<u64>(l_mut_38);
let l_4138 = l_4130 >> u32(31);
let l_4139 = u64(l_4138);
let l_4140 = l_4139 << u32(bitcast<u64>(u64(63)));
let l_4141 = l_4137 | l_4140;
let l_4142 = bitcast<f64>(l_4141);
let l_4143 = l_4142 <= l_4084;
if l_4143 {
let l_4144 = bitcast<u32>(l_4090);
let l_4145 = l_4144 + u32(1);
l_mut_3236 = l_4145;
let l_4146 = l_4144 & u32(2147483647);
let l_4147 = l_4146 == u32(0);
if l_4147 {
l_mut_3236 = u32(1);
} else {
let l_4148 = l_4144 & u32(2147483648);
let l_4149 = l_4148 != u32(0);
if l_4149 {
let l_4150 = l_4144 - u32(1);
l_mut_3236 = l_4150;
} else {
let l_4151 = l_4144 == u32(2139095040);
if l_4151 {
l_mut_3236 = l_4144;
}
}
}
let l_4152 = bitcast<f32>(l_mut_3236);
let l_4153 = bitcast<u32>(l_4152);
let l_4154 = l_4153 & u32(2147483647);
let l_4155 = bitcast<f32>(l_4154);
let l_4156 = f64(l_4155);
l_mut_38 = l_4156;
let l_4157 = l_4154 < u32(8388608);
if l_4157 {
let l_4158 = f64(l_4154);
let l_4159 = l_4158 * f64(1.401298464324817e-45);
l_mut_38 = l_4159;
}
let l_4160 = bitcast<u64>(l_mut_38);
let l_4161 = l_4153 >> u32(31);
let l_4162 = u64(l_4161);
let l_4163 = l_4162 << u32(bitcast<u64>(u64(63)));
let l_4164 = l_4160 | l_4163;
let l_4165 = bitcast<f64>(l_4164);
l_mut_61 = l_4165;
}
}
}
l_mut_2220 = l_mut_61;
} else {
}
l_mut_3236 = u32(0);
let l_4166 = l_mut_2474 <= f64(0.0);
let l_4167 = l_mut_2220 >= f64(0.0);
let l_4168 = l_4166 && l_4167;
let l_4169 = !l_4168;
if l_4169 {
let l_4171 = l_mut_2984 / l_mut_2474;
let l_4172 = l_mut_2984 / l_mut_2220;
let l_4173 = l_mut_2730 / l_mut_2474;
let l_4174 = l_mut_2730 / l_mut_2220;
a_4170[u32(0)] = l_4171;
a_4170[u32(1)] = l_4171;
let l_4175 = a_4170[u32(0)];
let l_4176 = l_4172 < l_4175;
if l_4176 {
a_4170[u32(0)] = l_4172;
}
let l_4177 = a_4170[u32(0)];
let l_4178 = l_4173 < l_4177;
if l_4178 {
a_4170[u32(0)] = l_4173;
}
let l_4179 = a_4170[u32(0)];
let l_4180 = l_4174 < l_4179;
if l_4180 {
a_4170[u32(0)] = l_4174;
}
let l_4181 = a_4170[u32(1)];
let l_4182 = l_4172 > l_4181;
if l_4182 {
a_4170[u32(1)] = l_4172;
}
let l_4183 = a_4170[u32(1)];
let l_4184 = l_4173 > l_4183;
if l_4184 {
a_4170[u32(1)] = l_4173;
}
let l_4185 = a_4170[u32(1)];
let l_4186 = l_4174 > l_4185;
if l_4186 {
a_4170[u32(1)] = l_4174;
}
let l_4187 = a_4170[u32(0)];
let l_4188 = abs(l_4187);
let l_4189 = l_4188 * l_mut_709;
let l_4190 = a_4170[u32(1)];
let l_4191 = abs(l_4190);
let l_4192 = l_4191 * l_mut_709;
l_mut_3236 = u32(2);
let l_4193 = a_4170[u32(0)];
let l_4194 = l_4193 - l_4189;
let l_4195 = abs(l_4194);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4196 = l_4195 >= f64(1.1754943508222875e-38);
let l_4197 = l_4195 <= f64(1.7976931348623157e308);
let l_4198 = l_4196 && l_4197;
if l_4198 {
let l_4199 = bitcast<u64>(l_4195);
let l_4200 = l_4199 >> u32(bitcast<u64>(u64(52)));
let l_4201 = l_4200 - u64(23);
let l_4202 = l_4201 << u32(bitcast<u64>(u64(52)));
let l_4203 = bitcast<f64>(l_4202);
l_mut_2984 = l_4203;
}
let l_4204 = l_4193 + l_4189;
let l_4205 = abs(l_4204);
l_mut_2730 = f64(1.401298464324817e-45);
let l_4206 = l_4205 >= f64(1.1754943508222875e-38);
let l_4207 = l_4205 <= f64(1.7976931348623157e308);
let l_4208 = l_4206 && l_4207;
if l_4208 {
let l_4209 = bitcast<u64>(l_4205);
let l_4210 = l_4209 >> u32(bitcast<u64>(u64(52)));
let l_4211 = l_4210 - u64(23);
let l_4212 = l_4211 << u32(bitcast<u64>(u64(52)));
let l_4213 = bitcast<f64>(l_4212);
l_mut_2730 = l_4213;
}
let l_4214 = l_mut_2984 == l_mut_2730;
let l_4215 = a_4170[u32(1)];
let l_4216 = l_4215 - l_4192;
let l_4217 = abs(l_4216);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4218 = l_4217 >= f64(1.1754943508222875e-38);
let l_4219 = l_4217 <= f64(1.7976931348623157e308);
let l_4220 = l_4218 && l_4219;
if l_4220 {
let l_4221 = bitcast<u64>(l_4217);
let l_4222 = l_4221 >> u32(bitcast<u64>(u64(52)));
let l_4223 = l_4222 - u64(23);
let l_4224 = l_4223 << u32(bitcast<u64>(u64(52)));
let l_4225 = bitcast<f64>(l_4224);
l_mut_2984 = l_4225;
}
let l_4226 = l_4215 + l_4192;
let l_4227 = abs(l_4226);
l_mut_2730 = f64(1.401298464324817e-45);
let l_4228 = l_4227 >= f64(1.1754943508222875e-38);
let l_4229 = l_4227 <= f64(1.7976931348623157e308);
let l_4230 = l_4228 && l_4229;
if l_4230 {
let l_4231 = bitcast<u64>(l_4227);
let l_4232 = l_4231 >> u32(bitcast<u64>(u64(52)));
let l_4233 = l_4232 - u64(23);
let l_4234 = l_4233 << u32(bitcast<u64>(u64(52)));
let l_4235 = bitcast<f64>(l_4234);
l_mut_2730 = l_4235;
}
let l_4236 = l_mut_2984 == l_mut_2730;
let l_4237 = l_4214 && l_4236;
if l_4237 {
let l_4238 = a_4170[u32(0)];
let l_4239 = a_4170[u32(0)];
let l_4240 = abs(l_4239);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4241 = l_4240 >= f64(1.1754943508222875e-38);
let l_4242 = l_4240 <= f64(1.7976931348623157e308);
let l_4243 = l_4241 && l_4242;
if l_4243 {
let l_4244 = bitcast<u64>(l_4240);
let l_4245 = l_4244 >> u32(bitcast<u64>(u64(52)));
let l_4246 = l_4245 - u64(23);
let l_4247 = l_4246 << u32(bitcast<u64>(u64(52)));
let l_4248 = bitcast<f64>(l_4247);
l_mut_2984 = l_4248;
}
let l_4249 = l_22 * l_mut_2984;
let l_4250 = l_4238 - l_4249;
let l_4251 = a_4170[u32(1)];
let l_4252 = a_4170[u32(1)];
let l_4253 = abs(l_4252);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4254 = l_4253 >= f64(1.1754943508222875e-38);
let l_4255 = l_4253 <= f64(1.7976931348623157e308);
let l_4256 = l_4254 && l_4255;
if l_4256 {
let l_4257 = bitcast<u64>(l_4253);
let l_4258 = l_4257 >> u32(bitcast<u64>(u64(52)));
let l_4259 = l_4258 - u64(23);
let l_4260 = l_4259 << u32(bitcast<u64>(u64(52)));
let l_4261 = bitcast<f64>(l_4260);
l_mut_2984 = l_4261;
}
let l_4262 = l_22 * l_mut_2984;
let l_4263 = l_4251 + l_4262;
let l_4264 = bitcast<u32>(l_15);
let l_4265 = l_4264 & u32(2147483647);
let l_4266 = bitcast<f32>(l_4265);
let l_4267 = f64(l_4266);
l_mut_2984 = l_4267;
let l_4268 = l_4265 < u32(8388608);
if l_4268 {
let l_4269 = f64(l_4265);
let l_4270 = l_4269 * f64(1.401298464324817e-45);
l_mut_2984 = l_4270;
}
let l_4271 = bitcast<u64>(l_mut_2984);
let l_4272 = l_4264 >> u32(31);
let l_4273 = u64(l_4272);
let l_4274 = l_4273 << u32(bitcast<u64>(u64(63)));
let l_4275 = l_4271 | l_4274;
let l_4276 = bitcast<f64>(l_4275);
let l_4277 = bitcast<u32>(l_15);
let l_4278 = l_4277 + u32(1);
l_mut_4279 = l_4278;
let l_4280 = l_4277 & u32(2147483647);
let l_4281 = l_4280 == u32(0);
if l_4281 {
l_mut_4279 = u32(1);
} else {
let l_4282 = l_4277 & u32(2147483648);
let l_4283 = l_4282 != u32(0);
if l_4283 {
let l_4284 = l_4277 - u32(1);
l_mut_4279 = l_4284;
} else {
let l_4285 = l_4277 == u32(2139095040);
if l_4285 {
l_mut_4279 = l_4277;
}
}
}
let l_4286 = bitcast<f32>(l_mut_4279);
let l_4287 = bitcast<u32>(l_4286);
let l_4288 = l_4287 & u32(2147483647);
let l_4289 = bitcast<f32>(l_4288);
let l_4290 = f64(l_4289);
l_mut_2984 = l_4290;
let l_4291 = l_4288 < u32(8388608);
if l_4291 {
let l_4292 = f64(l_4288);
let l_4293 = l_4292 * f64(1.401298464324817e-45);
l_mut_2984 = l_4293;
}
let l_4294 = bitcast<u64>(l_mut_2984);
let l_4295 = l_4287 >> u32(31);
let l_4296 = u64(l_4295);
let l_4297 = l_4296 << u32(bitcast<u64>(u64(63)));
let l_4298 = l_4294 | l_4297;
let l_4299 = bitcast<f64>(l_4298);
let l_4300 = bitcast<u32>(l_15);
let l_4301 = l_4300 ^ u32(2147483648);
let l_4302 = bitcast<f32>(l_4301);
let l_4303 = bitcast<u32>(l_4302);
let l_4304 = l_4303 + u32(1);
l_mut_4279 = l_4304;
let l_4305 = l_4303 & u32(2147483647);
let l_4306 = l_4305 == u32(0);
if l_4306 {
l_mut_4279 = u32(1);
} else {
let l_4307 = l_4303 & u32(2147483648);
let l_4308 = l_4307 != u32(0);
if l_4308 {
let l_4309 = l_4303 - u32(1);
l_mut_4279 = l_4309;
} else {
let l_4310 = l_4303 == u32(2139095040);
if l_4310 {
l_mut_4279 = l_4303;
}
}
}
let l_4311 = bitcast<f32>(l_mut_4279);
let l_4312 = bitcast<u32>(l_4311);
let l_4313 = l_4312 ^ u32(2147483648);
let l_4314 = bitcast<f32>(l_4313);
let l_4315 = bitcast<u32>(l_4314);
let l_4316 = l_4315 & u32(2147483647);
let l_4317 = bitcast<f32>(l_4316);
let l_4318 = f64(l_4317);
l_mut_2984 = l_4318;
let l_4319 = l_4316 < u32(8388608);
if l_4319 {
let l_4320 = f64(l_4316);
let l_4321 = l_4320 * f64(1.401298464324817e-45);
l_mut_2984 = l_4321;
}
let l_4322 = bitcast<u64>(l_mut_2984);
let l_4323 = l_4315 >> u32(31);
let l_4324 = u64(l_4323);
let l_4325 = l_4324 << u32(bitcast<u64>(u64(63)));
let l_4326 = l_4322 | l_4325;
let l_4327 = bitcast<f64>(l_4326);
let l_4328 = l_4250 + l_4189;
let l_4329 = l_4328 <= l_4276;
l_mut_150 = l_4329;
let l_4330 = l_4250 - l_4189;
let l_4331 = l_4330 > l_4276;
l_mut_147 = l_4331;
let l_4332 = l_4263 - l_4192;
let l_4333 = l_4332 >= l_4276;
l_mut_144 = l_4333;
let l_4334 = l_4263 + l_4192;
let l_4335 = l_4334 < l_4276;
l_mut_141 = l_4335;
let l_4336 = l_4250 + l_4189;
let l_4337 = l_4336 < l_4299;
l_mut_150 = l_4337;
let l_4338 = l_4250 - l_4189;
let l_4339 = l_4338 >= l_4299;
l_mut_147 = l_4339;
let l_4340 = l_4263 - l_4192;
let l_4341 = l_4340 > l_4327;
l_mut_144 = l_4341;
let l_4342 = l_4263 + l_4192;
let l_4343 = l_4342 <= l_4327;
l_mut_141 = l_4343;
l_mut_4279 = u32(2);
let l_4344 = l_mut_147 || l_mut_141;
if l_4344 {
l_mut_4279 = u32(1);
} else {
let l_4345 = l_mut_150 && l_mut_144;
if l_4345 {
l_mut_4279 = u32(0);
}
}
let l_4346 = bitcast<u32>(l_15);
let l_4347 = l_4346 & u32(2147483647);
let l_4348 = l_4347 == u32(0);
if l_4348 {
let l_4349 = l_4250 + l_4189;
let l_4350 = l_4349 < f64(1.1754943508222875e-38);
let l_4351 = l_4263 - l_4192;
let l_4352 = l_4351 > f64(-1.1754943508222875e-38);
let l_4353 = l_4350 && l_4352;
let l_4354 = l_4250 - l_4189;
let l_4355 = l_4354 < f64(1.1754943508222875e-38);
let l_4356 = l_4263 + l_4192;
let l_4357 = l_4356 > f64(-1.1754943508222875e-38);
let l_4358 = l_4355 && l_4357;
if l_4353 {
l_mut_4279 = u32(0);
} else {
let l_4359 = l_mut_4279 == u32(1);
let l_4360 = l_4358 && l_4359;
if l_4360 {
l_mut_4279 = u32(2);
}
}
}
l_mut_3236 = l_mut_4279;
}
}
let l_4361 = l_mut_48 == u32(0);
if l_4361 {
l_mut_90 = u32(0);
} else {
let l_4362 = l_mut_3236 == u32(1);
if l_4362 {
l_mut_90 = u32(1);
}
}
} else {
let l_4363 = l_mut_1205 - l_19;
let l_4364 = l_mut_1205 + l_19;
let l_4365 = l_mut_1122 - l_19;
let l_4366 = l_mut_1122 + l_19;
let l_4367 = abs(l_4365);
let l_4368 = l_4367 > l_2102;
let l_4369 = abs(l_4366);
let l_4370 = l_4369 > l_2102;
let l_4371 = l_4368 && l_4370;
if l_4371 {
let l_4372 = l_2100 + l_2102;
let l_4373 = abs(l_4365);
let l_4374 = abs(l_4366);
l_mut_2984 = l_4373;
let l_4375 = l_4374 < l_4373;
if l_4375 {
l_mut_2984 = l_4374;
}
let l_4376 = l_4372 / l_mut_2984;
let l_4377 = abs(l_4363);
let l_4378 = abs(l_4364);
l_mut_2984 = l_4377;
let l_4379 = l_4378 < l_4377;
if l_4379 {
l_mut_2984 = l_4378;
}
let l_4380 = l_2100 / l_mut_2984;
let l_4381 = l_4376 + l_4380;
l_mut_709 = l_mut_709 + l_4381;
l_mut_4279 = u32(0);
let l_4382 = l_4365 <= f64(0.0);
let l_4383 = l_4366 >= f64(0.0);
let l_4384 = l_4382 && l_4383;
let l_4385 = !l_4384;
if l_4385 {
let l_4387 = l_4363 / l_4365;
let l_4388 = l_4363 / l_4366;
let l_4389 = l_4364 / l_4365;
let l_4390 = l_4364 / l_4366;
a_4386[u32(0)] = l_4387;
a_4386[u32(1)] = l_4387;
let l_4391 = a_4386[u32(0)];
let l_4392 = l_4388 < l_4391;
if l_4392 {
a_4386[u32(0)] = l_4388;
}
let l_4393 = a_4386[u32(0)];
let l_4394 = l_4389 < l_4393;
if l_4394 {
a_4386[u32(0)] = l_4389;
}
let l_4395 = a_4386[u32(0)];
let l_4396 = l_4390 < l_4395;
if l_4396 {
a_4386[u32(0)] = l_4390;
}
let l_4397 = a_4386[u32(1)];
let l_4398 = l_4388 > l_4397;
if l_4398 {
a_4386[u32(1)] = l_4388;
}
let l_4399 = a_4386[u32(1)];
let l_4400 = l_4389 > l_4399;
if l_4400 {
a_4386[u32(1)] = l_4389;
}
let l_4401 = a_4386[u32(1)];
let l_4402 = l_4390 > l_4401;
if l_4402 {
a_4386[u32(1)] = l_4390;
}
let l_4403 = a_4386[u32(0)];
let l_4404 = abs(l_4403);
let l_4405 = l_4404 * l_mut_709;
let l_4406 = a_4386[u32(1)];
let l_4407 = abs(l_4406);
let l_4408 = l_4407 * l_mut_709;
l_mut_4279 = u32(2);
let l_4409 = a_4386[u32(0)];
let l_4410 = l_4409 - l_4405;
let l_4411 = abs(l_4410);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4412 = l_4411 >= f64(1.1754943508222875e-38);
let l_4413 = l_4411 <= f64(1.7976931348623157e308);
let l_4414 = l_4412 && l_4413;
if l_4414 {
let l_4415 = bitcast<u64>(l_4411);
let l_4416 = l_4415 >> u32(bitcast<u64>(u64(52)));
let l_4417 = l_4416 - u64(23);
let l_4418 = l_4417 << u32(bitcast<u64>(u64(52)));
let l_4419 = bitcast<f64>(l_4418);
l_mut_2984 = l_4419;
}
let l_4420 = l_4409 + l_4405;
let l_4421 = abs(l_4420);
l_mut_2730 = f64(1.401298464324817e-45);
let l_4422 = l_4421 >= f64(1.1754943508222875e-38);
let l_4423 = l_4421 <= f64(1.7976931348623157e308);
let l_4424 = l_4422 && l_4423;
if l_4424 {
let l_4425 = bitcast<u64>(l_4421);
let l_4426 = l_4425 >> u32(bitcast<u64>(u64(52)));
let l_4427 = l_4426 - u64(23);
let l_4428 = l_4427 << u32(bitcast<u64>(u64(52)));
let l_4429 = bitcast<f64>(l_4428);
l_mut_2730 = l_4429;
}
let l_4430 = l_mut_2984 == l_mut_2730;
let l_4431 = a_4386[u32(1)];
let l_4432 = l_4431 - l_4408;
let l_4433 = abs(l_4432);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4434 = l_4433 >= f64(1.1754943508222875e-38);
let l_4435 = l_4433 <= f64(1.7976931348623157e308);
let l_4436 = l_4434 && l_4435;
if l_4436 {
let l_4437 = bitcast<u64>(l_4433);
let l_4438 = l_4437 >> u32(bitcast<u64>(u64(52)));
let l_4439 = l_4438 - u64(23);
let l_4440 = l_4439 << u32(bitcast<u64>(u64(52)));
let l_4441 = bitcast<f64>(l_4440);
l_mut_2984 = l_4441;
}
let l_4442 = l_4431 + l_4408;
let l_4443 = abs(l_4442);
l_mut_2730 = f64(1.401298464324817e-45);
let l_4444 = l_4443 >= f64(1.1754943508222875e-38);
let l_4445 = l_4443 <= f64(1.7976931348623157e308);
let l_4446 = l_4444 && l_4445;
if l_4446 {
let l_4447 = bitcast<u64>(l_4443);
let l_4448 = l_4447 >> u32(bitcast<u64>(u64(52)));
let l_4449 = l_4448 - u64(23);
let l_4450 = l_4449 << u32(bitcast<u64>(u64(52)));
let l_4451 = bitcast<f64>(l_4450);
l_mut_2730 = l_4451;
}
let l_4452 = l_mut_2984 == l_mut_2730;
let l_4453 = l_4430 && l_4452;
if l_4453 {
let l_4454 = a_4386[u32(0)];
let l_4455 = a_4386[u32(0)];
let l_4456 = abs(l_4455);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4457 = l_4456 >= f64(1.1754943508222875e-38);
let l_4458 = l_4456 <= f64(1.7976931348623157e308);
let l_4459 = l_4457 && l_4458;
if l_4459 {
let l_4460 = bitcast<u64>(l_4456);
let l_4461 = l_4460 >> u32(bitcast<u64>(u64(52)));
let l_4462 = l_4461 - u64(23);
let l_4463 = l_4462 << u32(bitcast<u64>(u64(52)));
let l_4464 = bitcast<f64>(l_4463);
l_mut_2984 = l_4464;
}
let l_4465 = l_22 * l_mut_2984;
let l_4466 = l_4454 - l_4465;
let l_4467 = a_4386[u32(1)];
let l_4468 = a_4386[u32(1)];
let l_4469 = abs(l_4468);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4470 = l_4469 >= f64(1.1754943508222875e-38);
let l_4471 = l_4469 <= f64(1.7976931348623157e308);
let l_4472 = l_4470 && l_4471;
if l_4472 {
let l_4473 = bitcast<u64>(l_4469);
let l_4474 = l_4473 >> u32(bitcast<u64>(u64(52)));
let l_4475 = l_4474 - u64(23);
let l_4476 = l_4475 << u32(bitcast<u64>(u64(52)));
let l_4477 = bitcast<f64>(l_4476);
l_mut_2984 = l_4477;
}
let l_4478 = l_22 * l_mut_2984;
let l_4479 = l_4467 + l_4478;
let l_4480 = bitcast<u32>(l_15);
let l_4481 = l_4480 & u32(2147483647);
let l_4482 = bitcast<f32>(l_4481);
let l_4483 = f64(l_4482);
l_mut_2984 = l_4483;
let l_4484 = l_4481 < u32(8388608);
if l_4484 {
let l_4485 = f64(l_4481);
let l_4486 = l_4485 * f64(1.401298464324817e-45);
l_mut_2984 = l_4486;
}
let l_4487 = bitcast<u64>(l_mut_2984);
let l_4488 = l_4480 >> u32(31);
let l_4489 = u64(l_4488);
let l_4490 = l_4489 << u32(bitcast<u64>(u64(63)));
let l_4491 = l_4487 | l_4490;
let l_4492 = bitcast<f64>(l_4491);
let l_4493 = bitcast<u32>(l_15);
let l_4494 = l_4493 + u32(1);
l_mut_3236 = l_4494;
let l_4495 = l_4493 & u32(2147483647);
let l_4496 = l_4495 == u32(0);
if l_4496 {
l_mut_3236 = u32(1);
} else {
let l_4497 = l_4493 & u32(2147483648);
let l_4498 = l_4497 != u32(0);
if l_4498 {
let l_4499 = l_4493 - u32(1);
l_mut_3236 = l_4499;
} else {
let l_4500 = l_4493 == u32(2139095040);
if l_4500 {
l_mut_3236 = l_4493;
}
}
}
let l_4501 = bitcast<f32>(l_mut_3236);
let l_4502 = bitcast<u32>(l_4501);
let l_4503 = l_4502 & u32(2147483647);
let l_4504 = bitcast<f32>(l_4503);
let l_4505 = f64(l_4504);
l_mut_2984 = l_4505;
let l_4506 = l_4503 < u32(8388608);
if l_4506 {
let l_4507 = f64(l_4503);
let l_4508 = l_4507 * f64(1.401298464324817e-45);
l_mut_2984 = l_4508;
}
let l_4509 = bitcast<u64>(l_mut_2984);
let l_4510 = l_4502 >> u32(31);
let l_4511 = u64(l_4510);
let l_4512 = l_4511 << u32(bitcast<u64>(u64(63)));
let l_4513 = l_4509 | l_4512;
let l_4514 = bitcast<f64>(l_4513);
let l_4515 = bitcast<u32>(l_15);
let l_4516 = l_4515 ^ u32(2147483648);
let l_4517 = bitcast<f32>(l_4516);
let l_4518 = bitcast<u32>(l_4517);
let l_4519 = l_4518 + u32(1);
l_mut_3236 = l_4519;
let l_4520 = l_4518 & u32(2147483647);
let l_4521 = l_4520 == u32(0);
if l_4521 {
l_mut_3236 = u32(1);
} else {
let l_4522 = l_4518 & u32(2147483648);
let l_4523 = l_4522 != u32(0);
if l_4523 {
let l_4524 = l_4518 - u32(1);
l_mut_3236 = l_4524;
} else {
let l_4525 = l_4518 == u32(2139095040);
if l_4525 {
l_mut_3236 = l_4518;
}
}
}
let l_4526 = bitcast<f32>(l_mut_3236);
let l_4527 = bitcast<u32>(l_4526);
let l_4528 = l_4527 ^ u32(2147483648);
let l_4529 = bitcast<f32>(l_4528);
let l_4530 = bitcast<u32>(l_4529);
let l_4531 = l_4530 & u32(2147483647);
let l_4532 = bitcast<f32>(l_4531);
let l_4533 = f64(l_4532);
l_mut_2984 = l_4533;
let l_4534 = l_4531 < u32(8388608);
if l_4534 {
let l_4535 = f64(l_4531);
let l_4536 = l_4535 * f64(1.401298464324817e-45);
l_mut_2984 = l_4536;
}
let l_4537 = bitcast<u64>(l_mut_2984);
let l_4538 = l_4530 >> u32(31);
let l_4539 = u64(l_4538);
let l_4540 = l_4539 << u32(bitcast<u64>(u64(63)));
let l_4541 = l_4537 | l_4540;
let l_4542 = bitcast<f64>(l_4541);
let l_4543 = l_4466 + l_4405;
let l_4544 = l_4543 <= l_4492;
l_mut_150 = l_4544;
let l_4545 = l_4466 - l_4405;
let l_4546 = l_4545 > l_4492;
l_mut_147 = l_4546;
let l_4547 = l_4479 - l_4408;
let l_4548 = l_4547 >= l_4492;
l_mut_144 = l_4548;
let l_4549 = l_4479 + l_4408;
let l_4550 = l_4549 < l_4492;
l_mut_141 = l_4550;
l_mut_3236 = u32(2);
let l_4551 = l_mut_147 || l_mut_141;
if l_4551 {
l_mut_3236 = u32(1);
} else {
let l_4552 = l_mut_150 && l_mut_144;
if l_4552 {
l_mut_3236 = u32(0);
}
}
let l_4553 = bitcast<u32>(l_15);
let l_4554 = l_4553 & u32(2147483647);
let l_4555 = l_4554 == u32(0);
if l_4555 {
let l_4556 = l_4466 + l_4405;
let l_4557 = l_4556 < f64(1.1754943508222875e-38);
let l_4558 = l_4479 - l_4408;
let l_4559 = l_4558 > f64(-1.1754943508222875e-38);
let l_4560 = l_4557 && l_4559;
let l_4561 = l_4466 - l_4405;
let l_4562 = l_4561 < f64(1.1754943508222875e-38);
let l_4563 = l_4479 + l_4408;
let l_4564 = l_4563 > f64(-1.1754943508222875e-38);
let l_4565 = l_4562 && l_4564;
if l_4560 {
l_mut_3236 = u32(0);
} else {
let l_4566 = l_mut_3236 == u32(1);
let l_4567 = l_4565 && l_4566;
if l_4567 {
l_mut_3236 = u32(2);
}
}
}
l_mut_4279 = l_mut_3236;
}
}
l_mut_90 = l_mut_4279;
}
}
l_mut_31 = l_mut_90;
} else {
let l_4568 = l_27 <= l_25;
if l_4568 {
let l_4569 = f32(l_26);
let l_4570 = bitcast<u32>(l_4569);
let l_4571 = l_4570 & u32(2147483647);
let l_4572 = bitcast<f32>(l_4571);
let l_4573 = f64(l_4572);
l_mut_2984 = l_4573;
let l_4574 = l_4571 < u32(8388608);
if l_4574 {
let l_4575 = f64(l_4571);
let l_4576 = l_4575 * f64(1.401298464324817e-45);
l_mut_2984 = l_4576;
}
let l_4577 = bitcast<u64>(l_mut_2984);
let l_4578 = l_4570 >> u32(31);
let l_4579 = u64(l_4578);
let l_4580 = l_4579 << u32(bitcast<u64>(u64(63)));
let l_4581 = l_4577 | l_4580;
let l_4582 = bitcast<f64>(l_4581);
let l_4583 = abs(l_4582);
l_mut_2984 = l_4583;
l_mut_4279 = u32(0);
let l_4584 = l_4583 >= f64(0.785);
if l_4584 {
let l_4585 = l_4583 * f64(0.6366197723675814);
let l_4586 = l_4585 + f64(0.5);
let l_4587 = floor(l_4586);
let l_4588 = l_4587 * f64(1.570796325802803);
let l_4589 = l_4583 - l_4588;
let l_4590 = l_4589 * l_4;
let l_4591 = l_4587 * f64(9.920935796805404e-10);
let l_4592 = l_4590 - l_4591;
l_mut_2984 = l_4592;
let l_4593 = u32(l_4587);
l_mut_4279 = l_4593;
}
let l_4594 = bitcast<u32>(l_4569);
let l_4595 = l_4594 >= u32(2147483648);
let l_4596 = l_mut_2984 * l_mut_2984;
let l_4597 = l_4596 * f64(1.9572941063391263e-20);
let l_4598 = f64(8.22063524662433e-18) - l_4597;
l_mut_2730 = l_4598;
let l_4599 = l_mut_2730 * l_4596;
let l_4600 = l_4599 - f64(2.8114572543455206e-15);
l_mut_2730 = l_4600;
let l_4601 = l_mut_2730 * l_4596;
let l_4602 = l_4601 + f64(7.647163731819816e-13);
l_mut_2730 = l_4602;
let l_4603 = l_mut_2730 * l_4596;
let l_4604 = l_4603 - f64(1.6059043836821613e-10);
l_mut_2730 = l_4604;
let l_4605 = l_mut_2730 * l_4596;
let l_4606 = l_4605 + f64(2.505210838544172e-8);
l_mut_2730 = l_4606;
let l_4607 = l_mut_2730 * l_4596;
let l_4608 = l_4607 - f64(2.7557319223985893e-6);
l_mut_2730 = l_4608;
let l_4609 = l_mut_2730 * l_4596;
let l_4610 = l_4609 + f64(0.0001984126984126984);
l_mut_2730 = l_4610;
let l_4611 = l_mut_2730 * l_4596;
let l_4612 = l_4611 - f64(0.008333333333333333);
l_mut_2730 = l_4612;
let l_4613 = l_mut_2730 * l_4596;
let l_4614 = l_4613 + f64(0.16666666666666666);
l_mut_2730 = l_4614;
let l_4615 = f64(0.5) * l_4596;
let l_4616 = f64(1.0) - l_4615;
let l_4617 = f64(0.0) * l_4616;
let l_4618 = l_mut_2984 * l_4596;
let l_4619 = l_4618 * l_mut_2730;
let l_4620 = l_4617 - l_4619;
let l_4621 = l_mut_2984 + l_4620;
let l_4622 = l_mut_2984 * l_mut_2984;
let l_4623 = l_4622 * f64(4.110317623312165e-19);
let l_4624 = l_4623 - f64(1.5619206968586225e-16);
l_mut_2730 = l_4624;
let l_4625 = l_mut_2730 * l_4622;
let l_4626 = l_4625 + f64(4.779477332387385e-14);
l_mut_2730 = l_4626;
let l_4627 = l_mut_2730 * l_4622;
let l_4628 = l_4627 - f64(1.1470745597729725e-11);
l_mut_2730 = l_4628;
let l_4629 = l_mut_2730 * l_4622;
let l_4630 = l_4629 + f64(2.08767569878681e-9);
l_mut_2730 = l_4630;
let l_4631 = l_mut_2730 * l_4622;
let l_4632 = l_4631 - f64(2.755731922398589e-7);
l_mut_2730 = l_4632;
let l_4633 = l_mut_2730 * l_4622;
let l_4634 = l_4633 + f64(2.48015873015873e-5);
l_mut_2730 = l_4634;
let l_4635 = l_mut_2730 * l_4622;
let l_4636 = l_4635 - f64(0.001388888888888889);
l_mut_2730 = l_4636;
let l_4637 = l_mut_2730 * l_4622;
let l_4638 = l_4637 + f64(0.041666666666666664);
l_mut_2730 = l_4638;
let l_4639 = f64(0.5) * l_4622;
let l_4640 = f64(1.0) - l_4639;
let l_4641 = l_4622 * l_4622;
let l_4642 = l_4641 * l_mut_2730;
let l_4643 = f64(0.0) * l_mut_2984;
let l_4644 = l_4642 - l_4643;
let l_4645 = l_4640 + l_4644;
let l_4646 = l_mut_4279 & u32(1);
let l_4647 = l_4646 == u32(1);
l_mut_2984 = l_4621;
let l_4648 = l_mut_4279 & u32(2);
let l_4649 = l_4648 != u32(0);
l_mut_150 = l_4649;
let l_4650 = u32(6) == u32(6);
if l_4650 {
if l_4647 {
l_mut_2984 = l_4645;
}
} else {
let l_4651 = u32(6) == u32(7);
if l_4651 {
l_mut_2984 = l_4645;
if l_4647 {
l_mut_2984 = l_4621;
}
let l_4652 = l_mut_4279 + u32(1);
let l_4653 = l_4652 & u32(2);
let l_4654 = l_4653 != u32(0);
l_mut_150 = l_4654;
} else {
let l_4655 = l_4621 / l_4645;
l_mut_2984 = l_4655;
if l_4647 {
let l_4656 = l_4645 / l_4621;
l_mut_2984 = l_4656;
}
l_mut_150 = l_4647;
}
}
let l_4657 = u32(6) != u32(7);
let l_4658 = l_4657 && l_4595;
if l_4658 {
let l_4659 = !l_mut_150;
l_mut_150 = l_4659;
}
if l_mut_150 {
let l_4660 = -l_mut_2984;
l_mut_2984 = l_4660;
}
let l_4661 = f32(l_26);
let l_4662 = bitcast<u32>(l_4661);
let l_4663 = l_4662 & u32(2147483647);
let l_4664 = bitcast<f32>(l_4663);
let l_4665 = f64(l_4664);
l_mut_2730 = l_4665;
let l_4666 = l_4663 < u32(8388608);
if l_4666 {
let l_4667 = f64(l_4663);
let l_4668 = l_4667 * f64(1.401298464324817e-45);
l_mut_2730 = l_4668;
}
let l_4669 = bitcast<u64>(l_mut_2730);
let l_4670 = l_4662 >> u32(31);
let l_4671 = u64(l_4670);
let l_4672 = l_4671 << u32(bitcast<u64>(u64(63)));
let l_4673 = l_4669 | l_4672;
let l_4674 = bitcast<f64>(l_4673);
let l_4675 = abs(l_4674);
l_mut_2730 = l_4675;
l_mut_4279 = u32(0);
let l_4676 = l_4675 >= f64(0.785);
if l_4676 {
let l_4677 = l_4675 * f64(0.6366197723675814);
let l_4678 = l_4677 + f64(0.5);
let l_4679 = floor(l_4678);
let l_4680 = l_4679 * f64(1.570796325802803);
let l_4681 = l_4675 - l_4680;
let l_4682 = l_4681 * l_4;
let l_4683 = l_4679 * f64(9.920935796805404e-10);
let l_4684 = l_4682 - l_4683;
l_mut_2730 = l_4684;
let l_4685 = u32(l_4679);
l_mut_4279 = l_4685;
}
let l_4686 = bitcast<u32>(l_4661);
let l_4687 = l_4686 >= u32(2147483648);
let l_4688 = l_mut_2730 * l_mut_2730;
let l_4689 = l_4688 * f64(1.9572941063391263e-20);
let l_4690 = f64(8.22063524662433e-18) - l_4689;
l_mut_2474 = l_4690;
let l_4691 = l_mut_2474 * l_4688;
let l_4692 = l_4691 - f64(2.8114572543455206e-15);
l_mut_2474 = l_4692;
let l_4693 = l_mut_2474 * l_4688;
let l_4694 = l_4693 + f64(7.647163731819816e-13);
l_mut_2474 = l_4694;
let l_4695 = l_mut_2474 * l_4688;
let l_4696 = l_4695 - f64(1.6059043836821613e-10);
l_mut_2474 = l_4696;
let l_4697 = l_mut_2474 * l_4688;
let l_4698 = l_4697 + f64(2.505210838544172e-8);
l_mut_2474 = l_4698;
let l_4699 = l_mut_2474 * l_4688;
let l_4700 = l_4699 - f64(2.7557319223985893e-6);
l_mut_2474 = l_4700;
let l_4701 = l_mut_2474 * l_4688;
let l_4702 = l_4701 + f64(0.0001984126984126984);
l_mut_2474 = l_4702;
let l_4703 = l_mut_2474 * l_4688;
let l_4704 = l_4703 - f64(0.008333333333333333);
l_mut_2474 = l_4704;
let l_4705 = l_mut_2474 * l_4688;
let l_4706 = l_4705 + f64(0.16666666666666666);
l_mut_2474 = l_4706;
let l_4707 = f64(0.5) * l_4688;
let l_4708 = f64(1.0) - l_4707;
let l_4709 = f64(0.0) * l_4708;
let l_4710 = l_mut_2730 * l_4688;
let l_4711 = l_4710 * l_mut_2474;
let l_4712 = l_4709 - l_4711;
let l_4713 = l_mut_2730 + l_4712;
let l_4714 = l_mut_2730 * l_mut_2730;
let l_4715 = l_4714 * f64(4.110317623312165e-19);
let l_4716 = l_4715 - f64(1.5619206968586225e-16);
l_mut_2474 = l_4716;
let l_4717 = l_mut_2474 * l_4714;
let l_4718 = l_4717 + f64(4.779477332387385e-14);
l_mut_2474 = l_4718;
let l_4719 = l_mut_2474 * l_4714;
let l_4720 = l_4719 - f64(1.1470745597729725e-11);
l_mut_2474 = l_4720;
let l_4721 = l_mut_2474 * l_4714;
let l_4722 = l_4721 + f64(2.08767569878681e-9);
l_mut_2474 = l_4722;
let l_4723 = l_mut_2474 * l_4714;
let l_4724 = l_4723 - f64(2.755731922398589e-7);
l_mut_2474 = l_4724;
let l_4725 = l_mut_2474 * l_4714;
let l_4726 = l_4725 + f64(2.48015873015873e-5);
l_mut_2474 = l_4726;
let l_4727 = l_mut_2474 * l_4714;
let l_4728 = l_4727 - f64(0.001388888888888889);
l_mut_2474 = l_4728;
let l_4729 = l_mut_2474 * l_4714;
let l_4730 = l_4729 + f64(0.041666666666666664);
l_mut_2474 = l_4730;
let l_4731 = f64(0.5) * l_4714;
let l_4732 = f64(1.0) - l_4731;
let l_4733 = l_4714 * l_4714;
let l_4734 = l_4733 * l_mut_2474;
let l_4735 = f64(0.0) * l_mut_2730;
let l_4736 = l_4734 - l_4735;
let l_4737 = l_4732 + l_4736;
let l_4738 = l_mut_4279 & u32(1);
let l_4739 = l_4738 == u32(1);
l_mut_2730 = l_4713;
let l_4740 = l_mut_4279 & u32(2);
let l_4741 = l_4740 != u32(0);
l_mut_150 = l_4741;
let l_4742 = u32(7) == u32(6);
if l_4742 {
if l_4739 {
l_mut_2730 = l_4737;
}
} else {
let l_4743 = u32(7) == u32(7);
if l_4743 {
l_mut_2730 = l_4737;
if l_4739 {
l_mut_2730 = l_4713;
}
let l_4744 = l_mut_4279 + u32(1);
let l_4745 = l_4744 & u32(2);
let l_4746 = l_4745 != u32(0);
l_mut_150 = l_4746;
} else {
let l_4747 = l_4713 / l_4737;
l_mut_2730 = l_4747;
if l_4739 {
let l_4748 = l_4737 / l_4713;
l_mut_2730 = l_4748;
}
l_mut_150 = l_4739;
}
}
let l_4749 = u32(7) != u32(7);
let l_4750 = l_4749 && l_4687;
if l_4750 {
let l_4751 = !l_mut_150;
l_mut_150 = l_4751;
}
if l_mut_150 {
let l_4752 = -l_mut_2730;
l_mut_2730 = l_4752;
}
let l_4753 = abs(l_mut_2984);
let l_4754 = l_4753 * f64(1.4551915228366852e-11);
let l_4755 = abs(l_mut_2730);
let l_4756 = l_4755 * f64(1.4551915228366852e-11);
let l_4757 = l_mut_2984 - l_19;
let l_4758 = l_mut_2984 + l_19;
let l_4759 = l_mut_2730 - l_19;
let l_4760 = l_mut_2730 + l_19;
l_mut_4279 = u32(2);
let l_4761 = abs(l_4759);
let l_4762 = l_4761 <= l_4756;
let l_4763 = abs(l_4760);
let l_4764 = l_4763 <= l_4756;
let l_4765 = l_4762 || l_4764;
let l_4766 = !l_4765;
if l_4766 {
l_mut_4279 = u32(0);
let l_4767 = l_4759 <= f64(0.0);
let l_4768 = l_4760 >= f64(0.0);
let l_4769 = l_4767 && l_4768;
let l_4770 = !l_4769;
if l_4770 {
let l_4771 = abs(l_4759);
let l_4772 = abs(l_4760);
l_mut_2984 = l_4771;
let l_4773 = l_4772 < l_4771;
if l_4773 {
l_mut_2984 = l_4772;
}
let l_4774 = l_4756 / l_mut_2984;
let l_4775 = l_4774 + f64(1.4551915228366852e-11);
let l_4776 = f64(1.0) / l_4760;
let l_4777 = f64(1.0) / l_4759;
let l_4778 = abs(l_4776);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4779 = l_4778 >= f64(1.1754943508222875e-38);
let l_4780 = l_4778 <= f64(1.7976931348623157e308);
let l_4781 = l_4779 && l_4780;
if l_4781 {
let l_4782 = bitcast<u64>(l_4778);
let l_4783 = l_4782 >> u32(bitcast<u64>(u64(52)));
let l_4784 = l_4783 - u64(23);
let l_4785 = l_4784 << u32(bitcast<u64>(u64(52)));
let l_4786 = bitcast<f64>(l_4785);
l_mut_2984 = l_4786;
}
let l_4787 = l_22 * l_mut_2984;
let l_4788 = l_4776 - l_4787;
let l_4789 = abs(l_4777);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4790 = l_4789 >= f64(1.1754943508222875e-38);
let l_4791 = l_4789 <= f64(1.7976931348623157e308);
let l_4792 = l_4790 && l_4791;
if l_4792 {
let l_4793 = bitcast<u64>(l_4789);
let l_4794 = l_4793 >> u32(bitcast<u64>(u64(52)));
let l_4795 = l_4794 - u64(23);
let l_4796 = l_4795 << u32(bitcast<u64>(u64(52)));
let l_4797 = bitcast<f64>(l_4796);
l_mut_2984 = l_4797;
}
let l_4798 = l_22 * l_mut_2984;
let l_4799 = l_4777 + l_4798;
let l_4801 = l_4757 * l_4788;
let l_4802 = l_4757 * l_4799;
let l_4803 = l_4758 * l_4788;
let l_4804 = l_4758 * l_4799;
a_4800[u32(0)] = l_4801;
a_4800[u32(1)] = l_4801;
let l_4805 = a_4800[u32(0)];
let l_4806 = l_4802 < l_4805;
if l_4806 {
a_4800[u32(0)] = l_4802;
}
let l_4807 = a_4800[u32(0)];
let l_4808 = l_4803 < l_4807;
if l_4808 {
a_4800[u32(0)] = l_4803;
}
let l_4809 = a_4800[u32(0)];
let l_4810 = l_4804 < l_4809;
if l_4810 {
a_4800[u32(0)] = l_4804;
}
let l_4811 = a_4800[u32(1)];
let l_4812 = l_4802 > l_4811;
if l_4812 {
a_4800[u32(1)] = l_4802;
}
let l_4813 = a_4800[u32(1)];
let l_4814 = l_4803 > l_4813;
if l_4814 {
a_4800[u32(1)] = l_4803;
}
let l_4815 = a_4800[u32(1)];
let l_4816 = l_4804 > l_4815;
if l_4816 {
a_4800[u32(1)] = l_4804;
}
let l_4817 = abs(l_4757);
let l_4818 = abs(l_4758);
l_mut_2984 = l_4817;
let l_4819 = l_4818 > l_4817;
if l_4819 {
l_mut_2984 = l_4818;
}
let l_4820 = abs(l_4788);
let l_4821 = abs(l_4799);
l_mut_2730 = l_4820;
let l_4822 = l_4821 > l_4820;
if l_4822 {
l_mut_2730 = l_4821;
}
let l_4823 = l_mut_2984 * l_mut_2730;
let l_4824 = l_4775 + f64(1.4551915228366852e-11);
let l_4825 = l_4823 * l_4824;
let l_4826 = l_4754 * l_mut_2730;
let l_4827 = l_4825 + l_4826;
l_mut_4279 = u32(2);
let l_4828 = abs(l_4776);
let l_4829 = l_4828 * l_4775;
let l_4830 = l_4776 - l_4829;
let l_4831 = abs(l_4830);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4832 = l_4831 >= f64(1.1754943508222875e-38);
let l_4833 = l_4831 <= f64(1.7976931348623157e308);
let l_4834 = l_4832 && l_4833;
if l_4834 {
let l_4835 = bitcast<u64>(l_4831);
let l_4836 = l_4835 >> u32(bitcast<u64>(u64(52)));
let l_4837 = l_4836 - u64(23);
let l_4838 = l_4837 << u32(bitcast<u64>(u64(52)));
let l_4839 = bitcast<f64>(l_4838);
l_mut_2984 = l_4839;
}
let l_4840 = l_4776 + l_4829;
let l_4841 = abs(l_4840);
l_mut_2730 = f64(1.401298464324817e-45);
let l_4842 = l_4841 >= f64(1.1754943508222875e-38);
let l_4843 = l_4841 <= f64(1.7976931348623157e308);
let l_4844 = l_4842 && l_4843;
if l_4844 {
let l_4845 = bitcast<u64>(l_4841);
let l_4846 = l_4845 >> u32(bitcast<u64>(u64(52)));
let l_4847 = l_4846 - u64(23);
let l_4848 = l_4847 << u32(bitcast<u64>(u64(52)));
let l_4849 = bitcast<f64>(l_4848);
l_mut_2730 = l_4849;
}
let l_4850 = l_mut_2984 == l_mut_2730;
let l_4851 = abs(l_4777);
let l_4852 = l_4851 * l_4775;
let l_4853 = l_4777 - l_4852;
let l_4854 = abs(l_4853);
l_mut_2984 = f64(1.401298464324817e-45);
let l_4855 = l_4854 >= f64(1.1754943508222875e-38);
let l_4856 = l_4854 <= f64(1.7976931348623157e308);
let l_4857 = l_4855 && l_4856;
if l_4857 {
let l_4858 = bitcast<u64>(l_4854);
let l_4859 = l_4858 >> u32(bitcast<u64>(u64(52)));
let l_4860 = l_4859 - u64(23);
let l_4861 = l_4860 << u32(bitcast<u64>(u64(52)));
let l_4862 = bitcast<f64>(l_4861);
l_mut_2984 = l_4862;
}
let l_4863 = l_4777 + l_4852;
let l_4864 = abs(l_4863);
l_mut_2730 = f64(1.401298464324817e-45);
let l_4865 = l_4864 >= f64(1.1754943508222875e-38);
let l_4866 = l_4864 <= f64(1.7976931348623157e308);
let l_4867 = l_4865 && l_4866;
if l_4867 {
let l_4868 = bitcast<u64>(l_4864);
let l_4869 = l_4868 >> u32(bitcast<u64>(u64(52)));
let l_4870 = l_4869 - u64(23);
let l_4871 = l_4870 << u32(bitcast<u64>(u64(52)));
let l_4872 = bitcast<f64>(l_4871);
l_mut_2730 = l_4872;
}
let l_4873 = l_mut_2984 == l_mut_2730;
let l_4874 = l_4850 && l_4873;
if l_4874 {
let l_4875 = a_4800[u32(0)];
let l_4876 = a_4800[u32(1)];
let l_4877 = bitcast<u32>(l_15);
let l_4878 = l_4877 & u32(2147483647);
let l_4879 = bitcast<f32>(l_4878);
let l_4880 = f64(l_4879);
l_mut_2984 = l_4880;
let l_4881 = l_4878 < u32(8388608);
if l_4881 {
let l_4882 = f64(l_4878);
let l_4883 = l_4882 * f64(1.401298464324817e-45);
l_mut_2984 = l_4883;
}
let l_4884 = bitcast<u64>(l_mut_2984);
let l_4885 = l_4877 >> u32(31);
let l_4886 = u64(l_4885);
let l_4887 = l_4886 << u32(bitcast<u64>(u64(63)));
let l_4888 = l_4884 | l_4887;
let l_4889 = bitcast<f64>(l_4888);
let l_4890 = bitcast<u32>(l_15);
let l_4891 = l_4890 + u32(1);
l_mut_3236 = l_4891;
let l_4892 = l_4890 & u32(2147483647);
let l_4893 = l_4892 == u32(0);
if l_4893 {
l_mut_3236 = u32(1);
} else {
let l_4894 = l_4890 & u32(2147483648);
let l_4895 = l_4894 != u32(0);
if l_4895 {
let l_4896 = l_4890 - u32(1);
l_mut_3236 = l_4896;
} else {
let l_4897 = l_4890 == u32(2139095040);
if l_4897 {
l_mut_3236 = l_4890;
}
}
}
let l_4898 = bitcast<f32>(l_mut_3236);
let l_4899 = bitcast<u32>(l_4898);
let l_4900 = l_4899 & u32(2147483647);
let l_4901 = bitcast<f32>(l_4900);
let l_4902 = f64(l_4901);
l_mut_2984 = l_4902;
let l_4903 = l_4900 < u32(8388608);
if l_4903 {
let l_4904 = f64(l_4900);
let l_4905 = l_4904 * f64(1.401298464324817e-45);
l_mut_2984 = l_4905;
}
let l_4906 = bitcast<u64>(l_mut_2984);
let l_4907 = l_4899 >> u32(31);
let l_4908 = u64(l_4907);
let l_4909 = l_4908 << u32(bitcast<u64>(u64(63)));
let l_4910 = l_4906 | l_4909;
let l_4911 = bitcast<f64>(l_4910);
let l_4912 = bitcast<u32>(l_15);
let l_4913 = l_4912 ^ u32(2147483648);
let l_4914 = bitcast<f32>(l_4913);
let l_4915 = bitcast<u32>(l_4914);
let l_4916 = l_4915 + u32(1);
l_mut_3236 = l_4916;
let l_4917 = l_4915 & u32(2147483647);
let l_4918 = l_4917 == u32(0);
if l_4918 {
l_mut_3236 = u32(1);
} else {
let l_4919 = l_4915 & u32(2147483648);
let l_4920 = l_4919 != u32(0);
if l_4920 {
let l_4921 = l_4915 - u32(1);
l_mut_3236 = l_4921;
} else {
let l_4922 = l_4915 == u32(2139095040);
if l_4922 {
l_mut_3236 = l_4915;
}
}
}
let l_4923 = bitcast<f32>(l_mut_3236);
let l_4924 = bitcast<u32>(l_4923);
let l_4925 = l_4924 ^ u32(2147483648);
let l_4926 = bitcast<f32>(l_4925);
let l_4927 = bitcast<u32>(l_4926);
let l_4928 = l_4927 & u32(2147483647);
let l_4929 = bitcast<f32>(l_4928);
let l_4930 = f64(l_4929);
l_mut_2984 = l_4930;
let l_4931 = l_4928 < u32(8388608);
if l_4931 {
let l_4932 = f64(l_4928);
let l_4933 = l_4932 * f64(1.401298464324817e-45);
l_mut_2984 = l_4933;
}
let l_4934 = bitcast<u64>(l_mut_2984);
let l_4935 = l_4927 >> u32(31);
let l_4936 = u64(l_4935);
let l_4937 = l_4936 << u32(bitcast<u64>(u64(63)));
let l_4938 = l_4934 | l_4937;
let l_4939 = bitcast<f64>(l_4938);
let l_4940 = l_4875 + l_4827;
let l_4941 = l_4940 <= l_4889;
l_mut_150 = l_4941;
let l_4942 = l_4875 - l_4827;
let l_4943 = l_4942 > l_4889;
l_mut_147 = l_4943;
let l_4944 = l_4876 - l_4827;
let l_4945 = l_4944 >= l_4889;
l_mut_144 = l_4945;
let l_4946 = l_4876 + l_4827;
let l_4947 = l_4946 < l_4889;
l_mut_141 = l_4947;
let l_4948 = l_4875 + l_4827;
let l_4949 = l_4948 < l_4911;
l_mut_150 = l_4949;
let l_4950 = l_4875 - l_4827;
let l_4951 = l_4950 >= l_4911;
l_mut_147 = l_4951;
let l_4952 = l_4876 - l_4827;
let l_4953 = l_4952 > l_4939;
l_mut_144 = l_4953;
let l_4954 = l_4876 + l_4827;
let l_4955 = l_4954 <= l_4939;
l_mut_141 = l_4955;
l_mut_3236 = u32(2);
let l_4956 = l_mut_147 || l_mut_141;
if l_4956 {
l_mut_3236 = u32(1);
} else {
let l_4957 = l_mut_150 && l_mut_144;
if l_4957 {
l_mut_3236 = u32(0);
}
}
let l_4958 = bitcast<u32>(l_15);
let l_4959 = l_4958 & u32(2147483647);
let l_4960 = l_4959 == u32(0);
if l_4960 {
let l_4961 = l_4875 + l_4827;
let l_4962 = l_4961 < f64(1.1754943508222875e-38);
let l_4963 = l_4876 - l_4827;
let l_4964 = l_4963 > f64(-1.1754943508222875e-38);
let l_4965 = l_4962 && l_4964;
let l_4966 = l_4875 - l_4827;
let l_4967 = l_4966 < f64(1.1754943508222875e-38);
let l_4968 = l_4876 + l_4827;
let l_4969 = l_4968 > f64(-1.1754943508222875e-38);
let l_4970 = l_4967 && l_4969;
if l_4965 {
l_mut_3236 = u32(0);
} else {
let l_4971 = l_mut_3236 == u32(1);
let l_4972 = l_4970 && l_4971;
if l_4972 {
l_mut_3236 = u32(2);
}
}
}
l_mut_4279 = l_mut_3236;
}
}
}
l_mut_31 = l_mut_4279;
}
}
} else {
let l_4973 = l_9 == u32(13);
if l_4973 {
let l_4975 = l_26 * l_22;
let l_4976 = l_26 * l_25;
let l_4977 = l_26 * l_22;
let l_4978 = l_26 * l_25;
a_4974[u32(0)] = l_4975;
a_4974[u32(1)] = l_4975;
let l_4979 = a_4974[u32(0)];
let l_4980 = l_4976 < l_4979;
if l_4980 {
a_4974[u32(0)] = l_4976;
}
let l_4981 = a_4974[u32(0)];
let l_4982 = l_4977 < l_4981;
if l_4982 {
a_4974[u32(0)] = l_4977;
}
let l_4983 = a_4974[u32(0)];
let l_4984 = l_4978 < l_4983;
if l_4984 {
a_4974[u32(0)] = l_4978;
}
let l_4985 = a_4974[u32(1)];
let l_4986 = l_4976 > l_4985;
if l_4986 {
a_4974[u32(1)] = l_4976;
}
let l_4987 = a_4974[u32(1)];
let l_4988 = l_4977 > l_4987;
if l_4988 {
a_4974[u32(1)] = l_4977;
}
let l_4989 = a_4974[u32(1)];
let l_4990 = l_4978 > l_4989;
if l_4990 {
a_4974[u32(1)] = l_4978;
}
let l_4991 = a_4974[u32(0)];
let l_4992 = l_4991 * f64(7.1362384635298e44);
let l_4993 = floor(l_4992);
let l_4994 = l_4993 * f64(1.401298464324817e-45);
l_mut_2984 = l_4994;
let l_4995 = abs(l_4991);
let l_4996 = l_4995 >= f64(1.1754943508222875e-38);
if l_4996 {
let l_4997 = f32(l_4991);
let l_4998 = f64(l_4997);
l_mut_2984 = l_4998;
let l_4999 = l_mut_2984 > l_4991;
if l_4999 {
let l_5000 = bitcast<u32>(l_4997);
let l_5001 = l_5000 ^ u32(2147483648);
let l_5002 = bitcast<f32>(l_5001);
let l_5003 = bitcast<u32>(l_5002);
let l_5004 = l_5003 + u32(1);
l_mut_4279 = l_5004;
let l_5005 = l_5003 & u32(2147483647);
let l_5006 = l_5005 == u32(0);
if l_5006 {
l_mut_4279 = u32(1);
} else {
let l_5007 = l_5003 & u32(2147483648);
let l_5008 = l_5007 != u32(0);
if l_5008 {
let l_5009 = l_5003 - u32(1);
l_mut_4279 = l_5009;
} else {
let l_5010 = l_5003 == u32(2139095040);
if l_5010 {
l_mut_4279 = l_5003;
}
}
}
let l_5011 = bitcast<f32>(l_mut_4279);
let l_5012 = bitcast<u32>(l_5011);
let l_5013 = l_5012 ^ u32(2147483648);
let l_5014 = bitcast<f32>(l_5013);
let l_5015 = bitcast<u32>(l_5014);
let l_5016 = l_5015 & u32(2147483647);
let l_5017 = bitcast<f32>(l_5016);
let l_5018 = f64(l_5017);
l_mut_2730 = l_5018;
let l_5019 = l_5016 < u32(8388608);
if l_5019 {
let l_5020 = f64(l_5016);
let l_5021 = l_5020 * f64(1.401298464324817e-45);
l_mut_2730 = l_5021;
}
let l_5022 = bitcast<u64>(l_mut_2730);
let l_5023 = l_5015 >> u32(31);
let l_5024 = u64(l_5023);
let l_5025 = l_5024 << u32(bitcast<u64>(u64(63)));
let l_5026 = l_5022 | l_5025;
let l_5027 = bitcast<f64>(l_5026);
l_mut_2984 = l_5027;
} else {
let l_5028 = bitcast<u32>(l_4997);
let l_5029 = l_5028 + u32(1);
l_mut_4279 = l_5029;
let l_5030 = l_5028 & u32(2147483647);
let l_5031 = l_5030 == u32(0);
if l_5031 {
l_mut_4279 = u32(1);
} else {
let l_5032 = l_5028 & u32(2147483648);
let l_5033 = l_5032 != u32(0);
if l_5033 {
let l_5034 = l_5028 - u32(1);
l_mut_4279 = l_5034;
} else {
let l_5035 = l_5028 == u32(2139095040);
if l_5035 {
l_mut_4279 = l_5028;
}
}
}
let l_5036 = bitcast<f32>(l_mut_4279);
let l_5037 = bitcast<u32>(l_5036);
let l_5038 = l_5037 & u32(2147483647);
let l_5039 = bitcast<f32>(l_5038);
let l_5040 = f64(l_5039);
l_mut_2730 = l_5040;
let l_5041 = l_5038 < u32(8388608);
if l_5041 {
let l_5042 = f64(l_5038);
let l_5043 = l_5042 * f64(1.401298464324817e-45);
l_mut_2730 = l_5043;
}
let l_5044 = bitcast<u64>(l_mut_2730);
let l_5045 = l_5037 >> u32(31);
let l_5046 = u64(l_5045);
let l_5047 = l_5046 << u32(bitcast<u64>(u64(63)));
let l_5048 = l_5044 | l_5047;
let l_5049 = bitcast<f64>(l_5048);
let l_5050 = l_5049 <= l_4991;
if l_5050 {
let l_5051 = bitcast<u32>(l_4997);
let l_5052 = l_5051 + u32(1);
l_mut_4279 = l_5052;
let l_5053 = l_5051 & u32(2147483647);
let l_5054 = l_5053 == u32(0);
if l_5054 {
l_mut_4279 = u32(1);
} else {
let l_5055 = l_5051 & u32(2147483648);
let l_5056 = l_5055 != u32(0);
if l_5056 {
let l_5057 = l_5051 - u32(1);
l_mut_4279 = l_5057;
} else {
let l_5058 = l_5051 == u32(2139095040);
if l_5058 {
l_mut_4279 = l_5051;
}
}
}
let l_5059 = bitcast<f32>(l_mut_4279);
let l_5060 = bitcast<u32>(l_5059);
let l_5061 = l_5060 & u32(2147483647);
let l_5062 = bitcast<f32>(l_5061);
let l_5063 = f64(l_5062);
l_mut_2730 = l_5063;
let l_5064 = l_5061 < u32(8388608);
if l_5064 {
let l_5065 = f64(l_5061);
let l_5066 = l_5065 * f64(1.401298464324817e-45);
l_mut_2730 = l_5066;
}
let l_5067 = bitcast<u64>(l_mut_2730);
let l_5068 = l_5060 >> u32(31);
let l_5069 = u64(l_5068);
let l_5070 = l_5069 << u32(bitcast<u64>(u64(63)));
let l_5071 = l_5067 | l_5070;
let l_5072 = bitcast<f64>(l_5071);
l_mut_2984 = l_5072;
}
}
}
l_mut_2730 = l_mut_2984;
let l_5073 = l_mut_2984 > f64(1000.0);
if l_5073 {
let l_5074 = bitcast<u64>(l_mut_2984);
let l_5075 = l_5074 | u64(9218868437227405312);
let l_5076 = l_5075 & bitcast<u64>(i64(-4503599627370496));
let l_5077 = bitcast<f64>(l_5076);
l_mut_2730 = l_5077;
} else {
let l_5078 = l_mut_2984 < f64(-1000.0);
if l_5078 {
l_mut_2730 = f64(0.0);
} else {
let l_5079 = is_nan_1_f64(l_mut_2984);let l_5080 = !l_5079;
if l_5080 {
let l_5081 = l_mut_2984 + f64(0.5);
let l_5082 = floor(l_5081);
let l_5083 = l_mut_2984 - l_5082;
let l_5084 = l_5083 * f64(0.6931471824645996);
let l_5085 = l_5083 * f64(-1.904654299957768e-9);
let l_5086 = l_5084 + l_5085;
l_mut_2984 = l_5086;
let l_5087 = is_nan_1_f64(l_5086);if l_5087 {
} else {
let l_5088 = l_5086 < f64(-700.0);
if l_5088 {
l_mut_2984 = f64(0.0);
} else {
let l_5089 = l_5086 > f64(700.0);
if l_5089 {
let l_5090 = bitcast<u64>(l_5086);
let l_5091 = l_5090 | u64(9218868437227405312);
let l_5092 = l_5091 & bitcast<u64>(i64(-4503599627370496));
let l_5093 = bitcast<f64>(l_5092);
l_mut_2984 = l_5093;
} else {
let l_5094 = l_5086 * f64(1.4426950408889634);
let l_5095 = l_5094 + f64(0.5);
let l_5096 = floor(l_5095);
let l_5097 = l_5096 * f64(0.6931471824645996);
let l_5098 = l_5084 - l_5097;
let l_5099 = l_5098 * l_4;
let l_5100 = l_5096 * f64(-1.904654299957768e-9);
let l_5101 = l_5085 - l_5100;
let l_5102 = l_5099 + l_5101;
let l_5103 = l_5102 * f64(7.647163731819816e-13);
let l_5104 = l_5103 + f64(1.1470745597729725e-11);
l_mut_2474 = l_5104;
let l_5105 = l_mut_2474 * l_5102;
let l_5106 = l_5105 + f64(1.6059043836821613e-10);
l_mut_2474 = l_5106;
let l_5107 = l_mut_2474 * l_5102;
let l_5108 = l_5107 + f64(2.08767569878681e-9);
l_mut_2474 = l_5108;
let l_5109 = l_mut_2474 * l_5102;
let l_5110 = l_5109 + f64(2.505210838544172e-8);
l_mut_2474 = l_5110;
let l_5111 = l_mut_2474 * l_5102;
let l_5112 = l_5111 + f64(2.755731922398589e-7);
l_mut_2474 = l_5112;
let l_5113 = l_mut_2474 * l_5102;
let l_5114 = l_5113 + f64(2.7557319223985893e-6);
l_mut_2474 = l_5114;
let l_5115 = l_mut_2474 * l_5102;
let l_5116 = l_5115 + f64(2.48015873015873e-5);
l_mut_2474 = l_5116;
let l_5117 = l_mut_2474 * l_5102;
let l_5118 = l_5117 + f64(0.0001984126984126984);
l_mut_2474 = l_5118;
let l_5119 = l_mut_2474 * l_5102;
let l_5120 = l_5119 + f64(0.001388888888888889);
l_mut_2474 = l_5120;
let l_5121 = l_mut_2474 * l_5102;
let l_5122 = l_5121 + f64(0.008333333333333333);
l_mut_2474 = l_5122;
let l_5123 = l_mut_2474 * l_5102;
let l_5124 = l_5123 + f64(0.041666666666666664);
l_mut_2474 = l_5124;
let l_5125 = l_mut_2474 * l_5102;
let l_5126 = l_5125 + f64(0.16666666666666666);
l_mut_2474 = l_5126;
let l_5127 = l_mut_2474 * l_5102;
let l_5128 = l_5127 + f64(0.5);
l_mut_2474 = l_5128;
let l_5129 = l_5102 * l_5102;
let l_5130 = l_5129 * l_mut_2474;
let l_5131 = l_5102 + l_5130;
let l_5132 = f64(1.0) + l_5131;
let l_5133 = i32(l_5096);
let l_5134 = l_5133 + i32(1023);
let l_5135 = u64(l_5134);
let l_5136 = l_5135 << u32(bitcast<u64>(u64(52)));
let l_5137 = bitcast<f64>(l_5136);
let l_5138 = l_5132 * l_5137;
l_mut_2984 = l_5138;
}
}
}
let l_5139 = i32(l_5082);
let l_5140 = l_5139 + i32(1023);
let l_5141 = u64(l_5140);
let l_5142 = l_5141 << u32(bitcast<u64>(u64(52)));
let l_5143 = bitcast<f64>(l_5142);
let l_5144 = l_mut_2984 * l_5143;
l_mut_2730 = l_5144;
}
}
}
let l_5145 = a_4974[u32(1)];
let l_5146 = -l_5145;
let l_5147 = l_5146 * f64(7.1362384635298e44);
let l_5148 = floor(l_5147);
let l_5149 = l_5148 * f64(1.401298464324817e-45);
l_mut_2984 = l_5149;
let l_5150 = abs(l_5146);
let l_5151 = l_5150 >= f64(1.1754943508222875e-38);
if l_5151 {
let l_5152 = f32(l_5146);
let l_5153 = f64(l_5152);
l_mut_2984 = l_5153;
let l_5154 = l_mut_2984 > l_5146;
if l_5154 {
let l_5155 = bitcast<u32>(l_5152);
let l_5156 = l_5155 ^ u32(2147483648);
let l_5157 = bitcast<f32>(l_5156);
let l_5158 = bitcast<u32>(l_5157);
let l_5159 = l_5158 + u32(1);
l_mut_4279 = l_5159;
let l_5160 = l_5158 & u32(2147483647);
let l_5161 = l_5160 == u32(0);
if l_5161 {
l_mut_4279 = u32(1);
} else {
let l_5162 = l_5158 & u32(2147483648);
let l_5163 = l_5162 != u32(0);
if l_5163 {
let l_5164 = l_5158 - u32(1);
l_mut_4279 = l_5164;
} else {
let l_5165 = l_5158 == u32(2139095040);
if l_5165 {
l_mut_4279 = l_5158;
}
}
}
let l_5166 = bitcast<f32>(l_mut_4279);
let l_5167 = bitcast<u32>(l_5166);
let l_5168 = l_5167 ^ u32(2147483648);
let l_5169 = bitcast<f32>(l_5168);
let l_5170 = bitcast<u32>(l_5169);
let l_5171 = l_5170 & u32(2147483647);
let l_5172 = bitcast<f32>(l_5171);
let l_5173 = f64(l_5172);
l_mut_2474 = l_5173;
let l_5174 = l_5171 < u32(8388608);
if l_5174 {
let l_5175 = f64(l_5171);
let l_5176 = l_5175 * f64(1.401298464324817e-45);
l_mut_2474 = l_5176;
}
let l_5177 = bitcast<u64>(l_mut_2474);
let l_5178 = l_5170 >> u32(31);
let l_5179 = u64(l_5178);
let l_5180 = l_5179 << u32(bitcast<u64>(u64(63)));
let l_5181 = l_5177 | l_5180;
let l_5182 = bitcast<f64>(l_5181);
l_mut_2984 = l_5182;
} else {
let l_5183 = bitcast<u32>(l_5152);
let l_5184 = l_5183 + u32(1);
l_mut_4279 = l_5184;
let l_5185 = l_5183 & u32(2147483647);
let l_5186 = l_5185 == u32(0);
if l_5186 {
l_mut_4279 = u32(1);
} else {
let l_5187 = l_5183 & u32(2147483648);
let l_5188 = l_5187 != u32(0);
if l_5188 {
let l_5189 = l_5183 - u32(1);
l_mut_4279 = l_5189;
} else {
let l_5190 = l_5183 == u32(2139095040);
if l_5190 {
l_mut_4279 = l_5183;
}
}
}
let l_5191 = bitcast<f32>(l_mut_4279);
let l_5192 = bitcast<u32>(l_5191);
let l_5193 = l_5192 & u32(2147483647);
let l_5194 = bitcast<f32>(l_5193);
let l_5195 = f64(l_5194);
l_mut_2474 = l_5195;
let l_5196 = l_5193 < u32(8388608);
if l_5196 {
let l_5197 = f64(l_5193);
let l_5198 = l_5197 * f64(1.401298464324817e-45);
l_mut_2474 = l_5198;
}
let l_5199 = bitcast<u64>(l_mut_2474);
let l_5200 = l_5192 >> u32(31);
let l_5201 = u64(l_5200);
let l_5202 = l_5201 << u32(bitcast<u64>(u64(63)));
let l_5203 = l_5199 | l_5202;
let l_5204 = bitcast<f64>(l_5203);
let l_5205 = l_5204 <= l_5146;
if l_5205 {
let l_5206 = bitcast<u32>(l_5152);
let l_5207 = l_5206 + u32(1);
l_mut_4279 = l_5207;
let l_5208 = l_5206 & u32(2147483647);
let l_5209 = l_5208 == u32(0);
if l_5209 {
l_mut_4279 = u32(1);
} else {
let l_5210 = l_5206 & u32(2147483648);
let l_5211 = l_5210 != u32(0);
if l_5211 {
let l_5212 = l_5206 - u32(1);
l_mut_4279 = l_5212;
} else {
let l_5213 = l_5206 == u32(2139095040);
if l_5213 {
l_mut_4279 = l_5206;
}
}
}
let l_5214 = bitcast<f32>(l_mut_4279);
let l_5215 = bitcast<u32>(l_5214);
let l_5216 = l_5215 & u32(2147483647);
let l_5217 = bitcast<f32>(l_5216);
let l_5218 = f64(l_5217);
l_mut_2474 = l_5218;
let l_5219 = l_5216 < u32(8388608);
if l_5219 {
let l_5220 = f64(l_5216);
let l_5221 = l_5220 * f64(1.401298464324817e-45);
l_mut_2474 = l_5221;
}
let l_5222 = bitcast<u64>(l_mut_2474);
let l_5223 = l_5215 >> u32(31);
let l_5224 = u64(l_5223);
let l_5225 = l_5224 << u32(bitcast<u64>(u64(63)));
let l_5226 = l_5222 | l_5225;
let l_5227 = bitcast<f64>(l_5226);
l_mut_2984 = l_5227;
}
}
}
let l_5228 = -l_mut_2984;
l_mut_2984 = l_5228;
let l_5229 = l_5228 > f64(1000.0);
if l_5229 {
let l_5230 = bitcast<u64>(l_5228);
let l_5231 = l_5230 | u64(9218868437227405312);
let l_5232 = l_5231 & bitcast<u64>(i64(-4503599627370496));
let l_5233 = bitcast<f64>(l_5232);
l_mut_2984 = l_5233;
} else {
let l_5234 = l_5228 < f64(-1000.0);
if l_5234 {
l_mut_2984 = f64(0.0);
} else {
let l_5235 = is_nan_1_f64(l_5228);let l_5236 = !l_5235;
if l_5236 {
let l_5237 = l_5228 + f64(0.5);
let l_5238 = floor(l_5237);
let l_5239 = l_5228 - l_5238;
let l_5240 = l_5239 * f64(0.6931471824645996);
let l_5241 = l_5239 * f64(-1.904654299957768e-9);
let l_5242 = l_5240 + l_5241;
l_mut_2474 = l_5242;
let l_5243 = is_nan_1_f64(l_5242);if l_5243 {
} else {
let l_5244 = l_5242 < f64(-700.0);
if l_5244 {
l_mut_2474 = f64(0.0);
} else {
let l_5245 = l_5242 > f64(700.0);
if l_5245 {
let l_5246 = bitcast<u64>(l_5242);
let l_5247 = l_5246 | u64(9218868437227405312);
let l_5248 = l_5247 & bitcast<u64>(i64(-4503599627370496));
let l_5249 = bitcast<f64>(l_5248);
l_mut_2474 = l_5249;
} else {
let l_5250 = l_5242 * f64(1.4426950408889634);
let l_5251 = l_5250 + f64(0.5);
let l_5252 = floor(l_5251);
let l_5253 = l_5252 * f64(0.6931471824645996);
let l_5254 = l_5240 - l_5253;
let l_5255 = l_5254 * l_4;
let l_5256 = l_5252 * f64(-1.904654299957768e-9);
let l_5257 = l_5241 - l_5256;
let l_5258 = l_5255 + l_5257;
let l_5259 = l_5258 * f64(7.647163731819816e-13);
let l_5260 = l_5259 + f64(1.1470745597729725e-11);
l_mut_2220 = l_5260;
let l_5261 = l_mut_2220 * l_5258;
let l_5262 = l_5261 + f64(1.6059043836821613e-10);
l_mut_2220 = l_5262;
let l_5263 = l_mut_2220 * l_5258;
let l_5264 = l_5263 + f64(2.08767569878681e-9);
l_mut_2220 = l_5264;
let l_5265 = l_mut_2220 * l_5258;
let l_5266 = l_5265 + f64(2.505210838544172e-8);
l_mut_2220 = l_5266;
let l_5267 = l_mut_2220 * l_5258;
let l_5268 = l_5267 + f64(2.755731922398589e-7);
l_mut_2220 = l_5268;
let l_5269 = l_mut_2220 * l_5258;
let l_5270 = l_5269 + f64(2.7557319223985893e-6);
l_mut_2220 = l_5270;
let l_5271 = l_mut_2220 * l_5258;
let l_5272 = l_5271 + f64(2.48015873015873e-5);
l_mut_2220 = l_5272;
let l_5273 = l_mut_2220 * l_5258;
let l_5274 = l_5273 + f64(0.0001984126984126984);
l_mut_2220 = l_5274;
let l_5275 = l_mut_2220 * l_5258;
let l_5276 = l_5275 + f64(0.001388888888888889);
l_mut_2220 = l_5276;
let l_5277 = l_mut_2220 * l_5258;
let l_5278 = l_5277 + f64(0.008333333333333333);
l_mut_2220 = l_5278;
let l_5279 = l_mut_2220 * l_5258;
let l_5280 = l_5279 + f64(0.041666666666666664);
l_mut_2220 = l_5280;
let l_5281 = l_mut_2220 * l_5258;
let l_5282 = l_5281 + f64(0.16666666666666666);
l_mut_2220 = l_5282;
let l_5283 = l_mut_2220 * l_5258;
let l_5284 = l_5283 + f64(0.5);
l_mut_2220 = l_5284;
let l_5285 = l_5258 * l_5258;
let l_5286 = l_5285 * l_mut_2220;
let l_5287 = l_5258 + l_5286;
let l_5288 = f64(1.0) + l_5287;
let l_5289 = i32(l_5252);
let l_5290 = l_5289 + i32(1023);
let l_5291 = u64(l_5290);
let l_5292 = l_5291 << u32(bitcast<u64>(u64(52)));
let l_5293 = bitcast<f64>(l_5292);
let l_5294 = l_5288 * l_5293;
l_mut_2474 = l_5294;
}
}
}
let l_5295 = i32(l_5238);
let l_5296 = l_5295 + i32(1023);
let l_5297 = u64(l_5296);
let l_5298 = l_5297 << u32(bitcast<u64>(u64(52)));
let l_5299 = bitcast<f64>(l_5298);
let l_5300 = l_mut_2474 * l_5299;
l_mut_2984 = l_5300;
}
}
}
let l_5301 = l_mut_2730 * f64(1.4551915228366852e-11);
let l_5302 = l_mut_2984 * f64(1.4551915228366852e-11);
l_mut_4279 = u32(2);
let l_5303 = l_mut_2730 - l_5301;
let l_5304 = abs(l_5303);
l_mut_2474 = f64(1.401298464324817e-45);
let l_5305 = l_5304 >= f64(1.1754943508222875e-38);
let l_5306 = l_5304 <= f64(1.7976931348623157e308);
let l_5307 = l_5305 && l_5306;
if l_5307 {
let l_5308 = bitcast<u64>(l_5304);
let l_5309 = l_5308 >> u32(bitcast<u64>(u64(52)));
let l_5310 = l_5309 - u64(23);
let l_5311 = l_5310 << u32(bitcast<u64>(u64(52)));
let l_5312 = bitcast<f64>(l_5311);
l_mut_2474 = l_5312;
}
let l_5313 = l_mut_2730 + l_5301;
let l_5314 = abs(l_5313);
l_mut_2220 = f64(1.401298464324817e-45);
let l_5315 = l_5314 >= f64(1.1754943508222875e-38);
let l_5316 = l_5314 <= f64(1.7976931348623157e308);
let l_5317 = l_5315 && l_5316;
if l_5317 {
let l_5318 = bitcast<u64>(l_5314);
let l_5319 = l_5318 >> u32(bitcast<u64>(u64(52)));
let l_5320 = l_5319 - u64(23);
let l_5321 = l_5320 << u32(bitcast<u64>(u64(52)));
let l_5322 = bitcast<f64>(l_5321);
l_mut_2220 = l_5322;
}
let l_5323 = l_mut_2474 == l_mut_2220;
let l_5324 = l_mut_2984 - l_5302;
let l_5325 = abs(l_5324);
l_mut_2474 = f64(1.401298464324817e-45);
let l_5326 = l_5325 >= f64(1.1754943508222875e-38);
let l_5327 = l_5325 <= f64(1.7976931348623157e308);
let l_5328 = l_5326 && l_5327;
if l_5328 {
let l_5329 = bitcast<u64>(l_5325);
let l_5330 = l_5329 >> u32(bitcast<u64>(u64(52)));
let l_5331 = l_5330 - u64(23);
let l_5332 = l_5331 << u32(bitcast<u64>(u64(52)));
let l_5333 = bitcast<f64>(l_5332);
l_mut_2474 = l_5333;
}
let l_5334 = l_mut_2984 + l_5302;
let l_5335 = abs(l_5334);
l_mut_2220 = f64(1.401298464324817e-45);
let l_5336 = l_5335 >= f64(1.1754943508222875e-38);
let l_5337 = l_5335 <= f64(1.7976931348623157e308);
let l_5338 = l_5336 && l_5337;
if l_5338 {
let l_5339 = bitcast<u64>(l_5335);
let l_5340 = l_5339 >> u32(bitcast<u64>(u64(52)));
let l_5341 = l_5340 - u64(23);
let l_5342 = l_5341 << u32(bitcast<u64>(u64(52)));
let l_5343 = bitcast<f64>(l_5342);
l_mut_2220 = l_5343;
}
let l_5344 = l_mut_2474 == l_mut_2220;
let l_5345 = l_5323 && l_5344;
if l_5345 {
let l_5346 = l_19 * l_mut_2730;
let l_5347 = abs(l_mut_2730);
l_mut_2474 = f64(1.401298464324817e-45);
let l_5348 = l_5347 >= f64(1.1754943508222875e-38);
let l_5349 = l_5347 <= f64(1.7976931348623157e308);
let l_5350 = l_5348 && l_5349;
if l_5350 {
let l_5351 = bitcast<u64>(l_5347);
let l_5352 = l_5351 >> u32(bitcast<u64>(u64(52)));
let l_5353 = l_5352 - u64(23);
let l_5354 = l_5353 << u32(bitcast<u64>(u64(52)));
let l_5355 = bitcast<f64>(l_5354);
l_mut_2474 = l_5355;
}
let l_5356 = f64(0.5) * l_mut_2474;
l_mut_2474 = l_5346;
let l_5357 = l_5356 > l_5346;
if l_5357 {
l_mut_2474 = l_5356;
}
let l_5358 = l_19 * l_mut_2984;
let l_5359 = abs(l_mut_2984);
l_mut_2220 = f64(1.401298464324817e-45);
let l_5360 = l_5359 >= f64(1.1754943508222875e-38);
let l_5361 = l_5359 <= f64(1.7976931348623157e308);
let l_5362 = l_5360 && l_5361;
if l_5362 {
let l_5363 = bitcast<u64>(l_5359);
let l_5364 = l_5363 >> u32(bitcast<u64>(u64(52)));
let l_5365 = l_5364 - u64(23);
let l_5366 = l_5365 << u32(bitcast<u64>(u64(52)));
let l_5367 = bitcast<f64>(l_5366);
l_mut_2220 = l_5367;
}
let l_5368 = f64(0.5) * l_mut_2220;
l_mut_2220 = l_5358;
let l_5369 = l_5368 > l_5358;
if l_5369 {
l_mut_2220 = l_5368;
}
let l_5370 = l_mut_2730 - l_mut_2474;
let l_5371 = l_mut_2984 + l_mut_2220;
let l_5372 = bitcast<u32>(l_15);
let l_5373 = l_5372 & u32(2147483647);
let l_5374 = bitcast<f32>(l_5373);
let l_5375 = f64(l_5374);
l_mut_2984 = l_5375;
let l_5376 = l_5373 < u32(8388608);
if l_5376 {
let l_5377 = f64(l_5373);
let l_5378 = l_5377 * f64(1.401298464324817e-45);
l_mut_2984 = l_5378;
}
let l_5379 = bitcast<u64>(l_mut_2984);
let l_5380 = l_5372 >> u32(31);
let l_5381 = u64(l_5380);
let l_5382 = l_5381 << u32(bitcast<u64>(u64(63)));
let l_5383 = l_5379 | l_5382;
let l_5384 = bitcast<f64>(l_5383);
let l_5385 = bitcast<u32>(l_15);
let l_5386 = l_5385 + u32(1);
l_mut_3236 = l_5386;
let l_5387 = l_5385 & u32(2147483647);
let l_5388 = l_5387 == u32(0);
if l_5388 {
l_mut_3236 = u32(1);
} else {
let l_5389 = l_5385 & u32(2147483648);
let l_5390 = l_5389 != u32(0);
if l_5390 {
let l_5391 = l_5385 - u32(1);
l_mut_3236 = l_5391;
} else {
let l_5392 = l_5385 == u32(2139095040);
if l_5392 {
l_mut_3236 = l_5385;
}
}
}
let l_5393 = bitcast<f32>(l_mut_3236);
let l_5394 = bitcast<u32>(l_5393);
let l_5395 = l_5394 & u32(2147483647);
let l_5396 = bitcast<f32>(l_5395);
let l_5397 = f64(l_5396);
l_mut_2984 = l_5397;
let l_5398 = l_5395 < u32(8388608);
if l_5398 {
let l_5399 = f64(l_5395);
let l_5400 = l_5399 * f64(1.401298464324817e-45);
l_mut_2984 = l_5400;
}
let l_5401 = bitcast<u64>(l_mut_2984);
let l_5402 = l_5394 >> u32(31);
let l_5403 = u64(l_5402);
let l_5404 = l_5403 << u32(bitcast<u64>(u64(63)));
let l_5405 = l_5401 | l_5404;
let l_5406 = bitcast<f64>(l_5405);
let l_5407 = bitcast<u32>(l_15);
let l_5408 = l_5407 ^ u32(2147483648);
let l_5409 = bitcast<f32>(l_5408);
let l_5410 = bitcast<u32>(l_5409);
let l_5411 = l_5410 + u32(1);
l_mut_3236 = l_5411;
let l_5412 = l_5410 & u32(2147483647);
let l_5413 = l_5412 == u32(0);
if l_5413 {
l_mut_3236 = u32(1);
} else {
let l_5414 = l_5410 & u32(2147483648);
let l_5415 = l_5414 != u32(0);
if l_5415 {
let l_5416 = l_5410 - u32(1);
l_mut_3236 = l_5416;
} else {
let l_5417 = l_5410 == u32(2139095040);
if l_5417 {
l_mut_3236 = l_5410;
}
}
}
let l_5418 = bitcast<f32>(l_mut_3236);
let l_5419 = bitcast<u32>(l_5418);
let l_5420 = l_5419 ^ u32(2147483648);
let l_5421 = bitcast<f32>(l_5420);
let l_5422 = bitcast<u32>(l_5421);
let l_5423 = l_5422 & u32(2147483647);
let l_5424 = bitcast<f32>(l_5423);
let l_5425 = f64(l_5424);
l_mut_2984 = l_5425;
let l_5426 = l_5423 < u32(8388608);
if l_5426 {
let l_5427 = f64(l_5423);
let l_5428 = l_5427 * f64(1.401298464324817e-45);
l_mut_2984 = l_5428;
}
let l_5429 = bitcast<u64>(l_mut_2984);
let l_5430 = l_5422 >> u32(31);
let l_5431 = u64(l_5430);
let l_5432 = l_5431 << u32(bitcast<u64>(u64(63)));
let l_5433 = l_5429 | l_5432;
let l_5434 = bitcast<f64>(l_5433);
let l_5435 = l_5370 + l_5301;
let l_5436 = l_5435 <= l_5384;
l_mut_150 = l_5436;
let l_5437 = l_5370 - l_5301;
let l_5438 = l_5437 > l_5384;
l_mut_147 = l_5438;
let l_5439 = l_5371 - l_5302;
let l_5440 = l_5439 >= l_5384;
l_mut_144 = l_5440;
let l_5441 = l_5371 + l_5302;
let l_5442 = l_5441 < l_5384;
l_mut_141 = l_5442;
l_mut_3236 = u32(2);
let l_5443 = l_mut_147 || l_mut_141;
if l_5443 {
l_mut_3236 = u32(1);
} else {
let l_5444 = l_mut_150 && l_mut_144;
if l_5444 {
l_mut_3236 = u32(0);
}
}
let l_5445 = bitcast<u32>(l_15);
let l_5446 = l_5445 & u32(2147483647);
let l_5447 = l_5446 == u32(0);
if l_5447 {
let l_5448 = l_5370 + l_5301;
let l_5449 = l_5448 < f64(1.1754943508222875e-38);
let l_5450 = l_5371 - l_5302;
let l_5451 = l_5450 > f64(-1.1754943508222875e-38);
let l_5452 = l_5449 && l_5451;
let l_5453 = l_5370 - l_5301;
let l_5454 = l_5453 < f64(1.1754943508222875e-38);
let l_5455 = l_5371 + l_5302;
let l_5456 = l_5455 > f64(-1.1754943508222875e-38);
let l_5457 = l_5454 && l_5456;
if l_5452 {
l_mut_3236 = u32(0);
} else {
let l_5458 = l_mut_3236 == u32(1);
let l_5459 = l_5457 && l_5458;
if l_5459 {
l_mut_3236 = u32(2);
}
}
}
l_mut_4279 = l_mut_3236;
}
l_mut_31 = l_mut_4279;
} else {
let l_5460 = l_9 == u32(14);
if l_5460 {
l_mut_31 = u32(0);
let l_5461 = l_26 > f64(0.0);
if l_5461 {
let l_5462 = f32(l_26);
let l_5463 = bitcast<u32>(l_5462);
let l_5464 = l_5463 & u32(2147483647);
let l_5465 = bitcast<f32>(l_5464);
let l_5466 = f64(l_5465);
l_mut_2984 = l_5466;
let l_5467 = l_5464 < u32(8388608);
if l_5467 {
let l_5468 = f64(l_5464);
let l_5469 = l_5468 * f64(1.401298464324817e-45);
l_mut_2984 = l_5469;
}
let l_5470 = bitcast<u64>(l_mut_2984);
let l_5471 = l_5463 >> u32(31);
let l_5472 = u64(l_5471);
let l_5473 = l_5472 << u32(bitcast<u64>(u64(63)));
let l_5474 = l_5470 | l_5473;
let l_5475 = bitcast<f64>(l_5474);
l_mut_2984 = l_5475;
let l_5476 = l_5475 < f64(0.0);
if l_5476 {
let l_5477 = bitcast<u64>(l_5475);
let l_5478 = l_5477 | u64(9221120237041090560);
let l_5479 = bitcast<f64>(l_5478);
l_mut_2984 = l_5479;
} else {
let l_5480 = l_5475 == f64(0.0);
if l_5480 {
let l_5481 = abs(l_5475);
let l_5482 = bitcast<u64>(l_5481);
let l_5483 = l_5482 | u64(9218868437227405312);
let l_5484 = l_5483 & bitcast<u64>(i64(-4503599627370496));
let l_5485 = bitcast<f64>(l_5484);
let l_5486 = -l_5485;
l_mut_2984 = l_5486;
} else {
let l_5487 = bitcast<u32>(l_5462);
let l_5488 = l_5487 < u32(2139095040);
if l_5488 {
let l_5489 = bitcast<u64>(l_5475);
let l_5490 = l_5489 >> u32(bitcast<u64>(u64(52)));
let l_5491 = l_5490 & u64(2047);
let l_5492 = i32(bitcast<i64>(l_5491));
let l_5493 = l_5492 - i32(1023);
l_mut_5494 = l_5493;
let l_5495 = l_5489 & u64(4503599627370495);
let l_5496 = l_5495 | u64(4607182418800017408);
let l_5497 = bitcast<f64>(l_5496);
l_mut_2730 = l_5497;
let l_5498 = l_mut_2730 > f64(1.4142135623730951);
if l_5498 {
l_mut_2730 = l_mut_2730 * f64(0.5);
l_mut_5494 = l_mut_5494 + i32(1);
}
let l_5499 = l_mut_2730 - f64(1.0);
let l_5500 = f64(2.0) + l_5499;
let l_5501 = l_5499 / l_5500;
let l_5502 = l_5501 * l_5501;
let l_5503 = l_5502 * f64(0.04);
let l_5504 = l_5503 + f64(0.043478260869565216);
l_mut_2730 = l_5504;
let l_5505 = l_mut_2730 * l_5502;
let l_5506 = l_5505 + f64(0.047619047619047616);
l_mut_2730 = l_5506;
let l_5507 = l_mut_2730 * l_5502;
let l_5508 = l_5507 + f64(0.05263157894736842);
l_mut_2730 = l_5508;
let l_5509 = l_mut_2730 * l_5502;
let l_5510 = l_5509 + f64(0.058823529411764705);
l_mut_2730 = l_5510;
let l_5511 = l_mut_2730 * l_5502;
let l_5512 = l_5511 + f64(0.06666666666666667);
l_mut_2730 = l_5512;
let l_5513 = l_mut_2730 * l_5502;
let l_5514 = l_5513 + f64(0.07692307692307693);
l_mut_2730 = l_5514;
let l_5515 = l_mut_2730 * l_5502;
let l_5516 = l_5515 + f64(0.09090909090909091);
l_mut_2730 = l_5516;
let l_5517 = l_mut_2730 * l_5502;
let l_5518 = l_5517 + f64(0.1111111111111111);
l_mut_2730 = l_5518;
let l_5519 = l_mut_2730 * l_5502;
let l_5520 = l_5519 + f64(0.14285714285714285);
l_mut_2730 = l_5520;
let l_5521 = l_mut_2730 * l_5502;
let l_5522 = l_5521 + f64(0.2);
l_mut_2730 = l_5522;
let l_5523 = l_mut_2730 * l_5502;
let l_5524 = l_5523 + f64(0.3333333333333333);
l_mut_2730 = l_5524;
let l_5525 = f64(2.0) * l_5501;
let l_5526 = f64(2.0) * l_5501;
let l_5527 = l_5526 * l_5502;
let l_5528 = l_5527 * l_mut_2730;
let l_5529 = l_5525 + l_5528;
let l_5530 = f64(l_mut_5494);
let l_5531 = l_5530 * f64(0.6931471824645996);
let l_5532 = l_5530 * f64(-1.904654299957768e-9);
let l_5533 = l_5532 + l_5529;
let l_5534 = l_5531 + l_5533;
l_mut_2984 = l_5534;
}
}
}
let l_5535 = l_mut_2984 / f64(0.6931471805599453);
let l_5536 = abs(l_5535);
let l_5537 = l_19 * l_5536;
l_mut_2984 = l_5537;
let l_5538 = l_26 >= f64(0.5);
let l_5539 = l_26 <= f64(2.0);
let l_5540 = l_5538 && l_5539;
if l_5540 {
l_mut_2984 = l_19;
}
let l_5541 = abs(l_5535);
let l_5542 = l_5541 * f64(1.4551915228366852e-11);
let l_5543 = f64(1.0) + l_19;
let l_5544 = l_5542 * l_5543;
let l_5545 = l_5535 - l_mut_2984;
let l_5546 = l_5535 + l_mut_2984;
let l_5548 = l_5545 * l_22;
let l_5549 = l_5545 * l_25;
let l_5550 = l_5546 * l_22;
let l_5551 = l_5546 * l_25;
a_5547[u32(0)] = l_5548;
a_5547[u32(1)] = l_5548;
let l_5552 = a_5547[u32(0)];
let l_5553 = l_5549 < l_5552;
if l_5553 {
a_5547[u32(0)] = l_5549;
}
let l_5554 = a_5547[u32(0)];
let l_5555 = l_5550 < l_5554;
if l_5555 {
a_5547[u32(0)] = l_5550;
}
let l_5556 = a_5547[u32(0)];
let l_5557 = l_5551 < l_5556;
if l_5557 {
a_5547[u32(0)] = l_5551;
}
let l_5558 = a_5547[u32(1)];
let l_5559 = l_5549 > l_5558;
if l_5559 {
a_5547[u32(1)] = l_5549;
}
let l_5560 = a_5547[u32(1)];
let l_5561 = l_5550 > l_5560;
if l_5561 {
a_5547[u32(1)] = l_5550;
}
let l_5562 = a_5547[u32(1)];
let l_5563 = l_5551 > l_5562;
if l_5563 {
a_5547[u32(1)] = l_5551;
}
let l_5564 = l_5544 * l_25;
l_mut_4279 = u32(2);
let l_5565 = a_5547[u32(0)];
let l_5566 = l_5565 - l_5564;
let l_5567 = l_5566 * f64(7.1362384635298e44);
let l_5568 = floor(l_5567);
let l_5569 = l_5568 * f64(1.401298464324817e-45);
l_mut_2984 = l_5569;
let l_5570 = abs(l_5566);
let l_5571 = l_5570 >= f64(1.1754943508222875e-38);
if l_5571 {
let l_5572 = f32(l_5566);
let l_5573 = f64(l_5572);
l_mut_2984 = l_5573;
let l_5574 = l_mut_2984 > l_5566;
if l_5574 {
let l_5575 = bitcast<u32>(l_5572);
let l_5576 = l_5575 ^ u32(2147483648);
let l_5577 = bitcast<f32>(l_5576);
let l_5578 = bitcast<u32>(l_5577);
let l_5579 = l_5578 + u32(1);
l_mut_3236 = l_5579;
let l_5580 = l_5578 & u32(2147483647);
let l_5581 = l_5580 == u32(0);
if l_5581 {
l_mut_3236 = u32(1);
} else {
let l_5582 = l_5578 & u32(2147483648);
let l_5583 = l_5582 != u32(0);
if l_5583 {
let l_5584 = l_5578 - u32(1);
l_mut_3236 = l_5584;
} else {
let l_5585 = l_5578 == u32(2139095040);
if l_5585 {
l_mut_3236 = l_5578;
}
}
}
let l_5586 = bitcast<f32>(l_mut_3236);
let l_5587 = bitcast<u32>(l_5586);
let l_5588 = l_5587 ^ u32(2147483648);
let l_5589 = bitcast<f32>(l_5588);
let l_5590 = bitcast<u32>(l_5589);
let l_5591 = l_5590 & u32(2147483647);
let l_5592 = bitcast<f32>(l_5591);
let l_5593 = f64(l_5592);
l_mut_2730 = l_5593;
let l_5594 = l_5591 < u32(8388608);
if l_5594 {
let l_5595 = f64(l_5591);
let l_5596 = l_5595 * f64(1.401298464324817e-45);
l_mut_2730 = l_5596;
}
let l_5597 = bitcast<u64>(l_mut_2730);
let l_5598 = l_5590 >> u32(31);
let l_5599 = u64(l_5598);
let l_5600 = l_5599 << u32(bitcast<u64>(u64(63)));
let l_5601 = l_5597 | l_5600;
let l_5602 = bitcast<f64>(l_5601);
l_mut_2984 = l_5602;
} else {
let l_5603 = bitcast<u32>(l_5572);
let l_5604 = l_5603 + u32(1);
l_mut_3236 = l_5604;
let l_5605 = l_5603 & u32(2147483647);
let l_5606 = l_5605 == u32(0);
if l_5606 {
l_mut_3236 = u32(1);
} else {
let l_5607 = l_5603 & u32(2147483648);
let l_5608 = l_5607 != u32(0);
if l_5608 {
let l_5609 = l_5603 - u32(1);
l_mut_3236 = l_5609;
} else {
let l_5610 = l_5603 == u32(2139095040);
if l_5610 {
l_mut_3236 = l_5603;
}
}
}
let l_5611 = bitcast<f32>(l_mut_3236);
let l_5612 = bitcast<u32>(l_5611);
let l_5613 = l_5612 & u32(2147483647);
let l_5614 = bitcast<f32>(l_5613);
let l_5615 = f64(l_5614);
l_mut_2730 = l_5615;
let l_5616 = l_5613 < u32(8388608);
if l_5616 {
let l_5617 = f64(l_5613);
let l_5618 = l_5617 * f64(1.401298464324817e-45);
l_mut_2730 = l_5618;
}
let l_5619 = bitcast<u64>(l_mut_2730);
let l_5620 = l_5612 >> u32(31);
let l_5621 = u64(l_5620);
let l_5622 = l_5621 << u32(bitcast<u64>(u64(63)));
let l_5623 = l_5619 | l_5622;
let l_5624 = bitcast<f64>(l_5623);
let l_5625 = l_5624 <= l_5566;
if l_5625 {
let l_5626 = bitcast<u32>(l_5572);
let l_5627 = l_5626 + u32(1);
l_mut_3236 = l_5627;
let l_5628 = l_5626 & u32(2147483647);
let l_5629 = l_5628 == u32(0);
if l_5629 {
l_mut_3236 = u32(1);
} else {
let l_5630 = l_5626 & u32(2147483648);
let l_5631 = l_5630 != u32(0);
if l_5631 {
let l_5632 = l_5626 - u32(1);
l_mut_3236 = l_5632;
} else {
let l_5633 = l_5626 == u32(2139095040);
if l_5633 {
l_mut_3236 = l_5626;
}
}
}
let l_5634 = bitcast<f32>(l_mut_3236);
let l_5635 = bitcast<u32>(l_5634);
let l_5636 = l_5635 & u32(2147483647);
let l_5637 = bitcast<f32>(l_5636);
let l_5638 = f64(l_5637);
l_mut_2730 = l_5638;
let l_5639 = l_5636 < u32(8388608);
if l_5639 {
let l_5640 = f64(l_5636);
let l_5641 = l_5640 * f64(1.401298464324817e-45);
l_mut_2730 = l_5641;
}
let l_5642 = bitcast<u64>(l_mut_2730);
let l_5643 = l_5635 >> u32(31);
let l_5644 = u64(l_5643);
let l_5645 = l_5644 << u32(bitcast<u64>(u64(63)));
let l_5646 = l_5642 | l_5645;
let l_5647 = bitcast<f64>(l_5646);
l_mut_2984 = l_5647;
}
}
}
let l_5648 = l_5565 + l_5564;
let l_5649 = l_5648 * f64(7.1362384635298e44);
let l_5650 = floor(l_5649);
let l_5651 = l_5650 * f64(1.401298464324817e-45);
l_mut_2730 = l_5651;
let l_5652 = abs(l_5648);
let l_5653 = l_5652 >= f64(1.1754943508222875e-38);
if l_5653 {
let l_5654 = f32(l_5648);
let l_5655 = f64(l_5654);
l_mut_2730 = l_5655;
let l_5656 = l_mut_2730 > l_5648;
if l_5656 {
let l_5657 = bitcast<u32>(l_5654);
let l_5658 = l_5657 ^ u32(2147483648);
let l_5659 = bitcast<f32>(l_5658);
let l_5660 = bitcast<u32>(l_5659);
let l_5661 = l_5660 + u32(1);
l_mut_3236 = l_5661;
let l_5662 = l_5660 & u32(2147483647);
let l_5663 = l_5662 == u32(0);
if l_5663 {
l_mut_3236 = u32(1);
} else {
let l_5664 = l_5660 & u32(2147483648);
let l_5665 = l_5664 != u32(0);
if l_5665 {
let l_5666 = l_5660 - u32(1);
l_mut_3236 = l_5666;
} else {
let l_5667 = l_5660 == u32(2139095040);
if l_5667 {
l_mut_3236 = l_5660;
}
}
}
let l_5668 = bitcast<f32>(l_mut_3236);
let l_5669 = bitcast<u32>(l_5668);
let l_5670 = l_5669 ^ u32(2147483648);
let l_5671 = bitcast<f32>(l_5670);
let l_5672 = bitcast<u32>(l_5671);
let l_5673 = l_5672 & u32(2147483647);
let l_5674 = bitcast<f32>(l_5673);
let l_5675 = f64(l_5674);
l_mut_2474 = l_5675;
let l_5676 = l_5673 < u32(8388608);
if l_5676 {
let l_5677 = f64(l_5673);
let l_5678 = l_5677 * f64(1.401298464324817e-45);
l_mut_2474 = l_5678;
}
let l_5679 = bitcast<u64>(l_mut_2474);
let l_5680 = l_5672 >> u32(31);
let l_5681 = u64(l_5680);
let l_5682 = l_5681 << u32(bitcast<u64>(u64(63)));
let l_5683 = l_5679 | l_5682;
let l_5684 = bitcast<f64>(l_5683);
l_mut_2730 = l_5684;
} else {
let l_5685 = bitcast<u32>(l_5654);
let l_5686 = l_5685 + u32(1);
l_mut_3236 = l_5686;
let l_5687 = l_5685 & u32(2147483647);
let l_5688 = l_5687 == u32(0);
if l_5688 {
l_mut_3236 = u32(1);
} else {
let l_5689 = l_5685 & u32(2147483648);
let l_5690 = l_5689 != u32(0);
if l_5690 {
let l_5691 = l_5685 - u32(1);
l_mut_3236 = l_5691;
} else {
let l_5692 = l_5685 == u32(2139095040);
if l_5692 {
l_mut_3236 = l_5685;
}
}
}
let l_5693 = bitcast<f32>(l_mut_3236);
let l_5694 = bitcast<u32>(l_5693);
let l_5695 = l_5694 & u32(2147483647);
let l_5696 = bitcast<f32>(l_5695);
let l_5697 = f64(l_5696);
l_mut_2474 = l_5697;
let l_5698 = l_5695 < u32(8388608);
if l_5698 {
let l_5699 = f64(l_5695);
let l_5700 = l_5699 * f64(1.401298464324817e-45);
l_mut_2474 = l_5700;
}
let l_5701 = bitcast<u64>(l_mut_2474);
let l_5702 = l_5694 >> u32(31);
let l_5703 = u64(l_5702);
let l_5704 = l_5703 << u32(bitcast<u64>(u64(63)));
let l_5705 = l_5701 | l_5704;
let l_5706 = bitcast<f64>(l_5705);
let l_5707 = l_5706 <= l_5648;
if l_5707 {
let l_5708 = bitcast<u32>(l_5654);
let l_5709 = l_5708 + u32(1);
l_mut_3236 = l_5709;
let l_5710 = l_5708 & u32(2147483647);
let l_5711 = l_5710 == u32(0);
if l_5711 {
l_mut_3236 = u32(1);
} else {
let l_5712 = l_5708 & u32(2147483648);
let l_5713 = l_5712 != u32(0);
if l_5713 {
let l_5714 = l_5708 - u32(1);
l_mut_3236 = l_5714;
} else {
let l_5715 = l_5708 == u32(2139095040);
if l_5715 {
l_mut_3236 = l_5708;
}
}
}
let l_5716 = bitcast<f32>(l_mut_3236);
let l_5717 = bitcast<u32>(l_5716);
let l_5718 = l_5717 & u32(2147483647);
let l_5719 = bitcast<f32>(l_5718);
let l_5720 = f64(l_5719);
l_mut_2474 = l_5720;
let l_5721 = l_5718 < u32(8388608);
if l_5721 {
let l_5722 = f64(l_5718);
let l_5723 = l_5722 * f64(1.401298464324817e-45);
l_mut_2474 = l_5723;
}
let l_5724 = bitcast<u64>(l_mut_2474);
let l_5725 = l_5717 >> u32(31);
let l_5726 = u64(l_5725);
let l_5727 = l_5726 << u32(bitcast<u64>(u64(63)));
let l_5728 = l_5724 | l_5727;
let l_5729 = bitcast<f64>(l_5728);
l_mut_2730 = l_5729;
}
}
}
let l_5730 = l_mut_2984 == l_mut_2730;
let l_5731 = a_5547[u32(1)];
let l_5732 = l_5731 - l_5564;
let l_5733 = l_5732 * f64(7.1362384635298e44);
let l_5734 = floor(l_5733);
let l_5735 = l_5734 * f64(1.401298464324817e-45);
l_mut_2984 = l_5735;
let l_5736 = abs(l_5732);
let l_5737 = l_5736 >= f64(1.1754943508222875e-38);
if l_5737 {
let l_5738 = f32(l_5732);
let l_5739 = f64(l_5738);
l_mut_2984 = l_5739;
let l_5740 = l_mut_2984 > l_5732;
if l_5740 {
let l_5741 = bitcast<u32>(l_5738);
let l_5742 = l_5741 ^ u32(2147483648);
let l_5743 = bitcast<f32>(l_5742);
let l_5744 = bitcast<u32>(l_5743);
let l_5745 = l_5744 + u32(1);
l_mut_3236 = l_5745;
let l_5746 = l_5744 & u32(2147483647);
let l_5747 = l_5746 == u32(0);
if l_5747 {
l_mut_3236 = u32(1);
} else {
let l_5748 = l_5744 & u32(2147483648);
let l_5749 = l_5748 != u32(0);
if l_5749 {
let l_5750 = l_5744 - u32(1);
l_mut_3236 = l_5750;
} else {
let l_5751 = l_5744 == u32(2139095040);
if l_5751 {
l_mut_3236 = l_5744;
}
}
}
let l_5752 = bitcast<f32>(l_mut_3236);
let l_5753 = bitcast<u32>(l_5752);
let l_5754 = l_5753 ^ u32(2147483648);
let l_5755 = bitcast<f32>(l_5754);
let l_5756 = bitcast<u32>(l_5755);
let l_5757 = l_5756 & u32(2147483647);
let l_5758 = bitcast<f32>(l_5757);
let l_5759 = f64(l_5758);
l_mut_2730 = l_5759;
let l_5760 = l_5757 < u32(8388608);
if l_5760 {
let l_5761 = f64(l_5757);
let l_5762 = l_5761 * f64(1.401298464324817e-45);
l_mut_2730 = l_5762;
}
let l_5763 = bitcast<u64>(l_mut_2730);
let l_5764 = l_5756 >> u32(31);
let l_5765 = u64(l_5764);
let l_5766 = l_5765 << u32(bitcast<u64>(u64(63)));
let l_5767 = l_5763 | l_5766;
let l_5768 = bitcast<f64>(l_5767);
l_mut_2984 = l_5768;
} else {
let l_5769 = bitcast<u32>(l_5738);
let l_5770 = l_5769 + u32(1);
l_mut_3236 = l_5770;
let l_5771 = l_5769 & u32(2147483647);
let l_5772 = l_5771 == u32(0);
if l_5772 {
l_mut_3236 = u32(1);
} else {
let l_5773 = l_5769 & u32(2147483648);
let l_5774 = l_5773 != u32(0);
if l_5774 {
let l_5775 = l_5769 - u32(1);
l_mut_3236 = l_5775;
} else {
let l_5776 = l_5769 == u32(2139095040);
if l_5776 {
l_mut_3236 = l_5769;
}
}
}
let l_5777 = bitcast<f32>(l_mut_3236);
let l_5778 = bitcast<u32>(l_5777);
let l_5779 = l_5778 & u32(2147483647);
let l_5780 = bitcast<f32>(l_5779);
let l_5781 = f64(l_5780);
l_mut_2730 = l_5781;
let l_5782 = l_5779 < u32(8388608);
if l_5782 {
let l_5783 = f64(l_5779);
let l_5784 = l_5783 * f64(1.401298464324817e-45);
l_mut_2730 = l_5784;
}
let l_5785 = bitcast<u64>(l_mut_2730);
let l_5786 = l_5778 >> u32(31);
let l_5787 = u64(l_5786);
let l_5788 = l_5787 << u32(bitcast<u64>(u64(63)));
let l_5789 = l_5785 | l_5788;
let l_5790 = bitcast<f64>(l_5789);
let l_5791 = l_5790 <= l_5732;
if l_5791 {
let l_5792 = bitcast<u32>(l_5738);
let l_5793 = l_5792 + u32(1);
l_mut_3236 = l_5793;
let l_5794 = l_5792 & u32(2147483647);
let l_5795 = l_5794 == u32(0);
if l_5795 {
l_mut_3236 = u32(1);
} else {
let l_5796 = l_5792 & u32(2147483648);
let l_5797 = l_5796 != u32(0);
if l_5797 {
let l_5798 = l_5792 - u32(1);
l_mut_3236 = l_5798;
} else {
let l_5799 = l_5792 == u32(2139095040);
if l_5799 {
l_mut_3236 = l_5792;
}
}
}
let l_5800 = bitcast<f32>(l_mut_3236);
let l_5801 = bitcast<u32>(l_5800);
let l_5802 = l_5801 & u32(2147483647);
let l_5803 = bitcast<f32>(l_5802);
let l_5804 = f64(l_5803);
l_mut_2730 = l_5804;
let l_5805 = l_5802 < u32(8388608);
if l_5805 {
let l_5806 = f64(l_5802);
let l_5807 = l_5806 * f64(1.401298464324817e-45);
l_mut_2730 = l_5807;
}
let l_5808 = bitcast<u64>(l_mut_2730);
let l_5809 = l_5801 >> u32(31);
let l_5810 = u64(l_5809);
let l_5811 = l_5810 << u32(bitcast<u64>(u64(63)));
let l_5812 = l_5808 | l_5811;
let l_5813 = bitcast<f64>(l_5812);
l_mut_2984 = l_5813;
}
}
}
let l_5814 = l_5731 + l_5564;
let l_5815 = l_5814 * f64(7.1362384635298e44);
let l_5816 = floor(l_5815);
let l_5817 = l_5816 * f64(1.401298464324817e-45);
l_mut_2730 = l_5817;
let l_5818 = abs(l_5814);
let l_5819 = l_5818 >= f64(1.1754943508222875e-38);
if l_5819 {
let l_5820 = f32(l_5814);
let l_5821 = f64(l_5820);
l_mut_2730 = l_5821;
let l_5822 = l_mut_2730 > l_5814;
if l_5822 {
let l_5823 = bitcast<u32>(l_5820);
let l_5824 = l_5823 ^ u32(2147483648);
let l_5825 = bitcast<f32>(l_5824);
let l_5826 = bitcast<u32>(l_5825);
let l_5827 = l_5826 + u32(1);
l_mut_3236 = l_5827;
let l_5828 = l_5826 & u32(2147483647);
let l_5829 = l_5828 == u32(0);
if l_5829 {
l_mut_3236 = u32(1);
} else {
let l_5830 = l_5826 & u32(2147483648);
let l_5831 = l_5830 != u32(0);
if l_5831 {
let l_5832 = l_5826 - u32(1);
l_mut_3236 = l_5832;
} else {
let l_5833 = l_5826 == u32(2139095040);
if l_5833 {
l_mut_3236 = l_5826;
}
}
}
let l_5834 = bitcast<f32>(l_mut_3236);
let l_5835 = bitcast<u32>(l_5834);
let l_5836 = l_5835 ^ u32(2147483648);
let l_5837 = bitcast<f32>(l_5836);
let l_5838 = bitcast<u32>(l_5837);
let l_5839 = l_5838 & u32(2147483647);
let l_5840 = bitcast<f32>(l_5839);
let l_5841 = f64(l_5840);
l_mut_2474 = l_5841;
let l_5842 = l_5839 < u32(8388608);
if l_5842 {
let l_5843 = f64(l_5839);
let l_5844 = l_5843 * f64(1.401298464324817e-45);
l_mut_2474 = l_5844;
}
let l_5845 = bitcast<u64>(l_mut_2474);
let l_5846 = l_5838 >> u32(31);
let l_5847 = u64(l_5846);
let l_5848 = l_5847 << u32(bitcast<u64>(u64(63)));
let l_5849 = l_5845 | l_5848;
let l_5850 = bitcast<f64>(l_5849);
l_mut_2730 = l_5850;
} else {
let l_5851 = bitcast<u32>(l_5820);
let l_5852 = l_5851 + u32(1);
l_mut_3236 = l_5852;
let l_5853 = l_5851 & u32(2147483647);
let l_5854 = l_5853 == u32(0);
if l_5854 {
l_mut_3236 = u32(1);
} else {
let l_5855 = l_5851 & u32(2147483648);
let l_5856 = l_5855 != u32(0);
if l_5856 {
let l_5857 = l_5851 - u32(1);
l_mut_3236 = l_5857;
} else {
let l_5858 = l_5851 == u32(2139095040);
if l_5858 {
l_mut_3236 = l_5851;
}
}
}
let l_5859 = bitcast<f32>(l_mut_3236);
let l_5860 = bitcast<u32>(l_5859);
let l_5861 = l_5860 & u32(2147483647);
let l_5862 = bitcast<f32>(l_5861);
let l_5863 = f64(l_5862);
l_mut_2474 = l_5863;
let l_5864 = l_5861 < u32(8388608);
if l_5864 {
let l_5865 = f64(l_5861);
let l_5866 = l_5865 * f64(1.401298464324817e-45);
l_mut_2474 = l_5866;
}
let l_5867 = bitcast<u64>(l_mut_2474);
let l_5868 = l_5860 >> u32(31);
let l_5869 = u64(l_5868);
let l_5870 = l_5869 << u32(bitcast<u64>(u64(63)));
let l_5871 = l_5867 | l_5870;
let l_5872 = bitcast<f64>(l_5871);
let l_5873 = l_5872 <= l_5814;
if l_5873 {
let l_5874 = bitcast<u32>(l_5820);
let l_5875 = l_5874 + u32(1);
l_mut_3236 = l_5875;
let l_5876 = l_5874 & u32(2147483647);
let l_5877 = l_5876 == u32(0);
if l_5877 {
l_mut_3236 = u32(1);
} else {
let l_5878 = l_5874 & u32(2147483648);
let l_5879 = l_5878 != u32(0);
if l_5879 {
let l_5880 = l_5874 - u32(1);
l_mut_3236 = l_5880;
} else {
let l_5881 = l_5874 == u32(2139095040);
if l_5881 {
l_mut_3236 = l_5874;
}
}
}
let l_5882 = bitcast<f32>(l_mut_3236);
let l_5883 = bitcast<u32>(l_5882);
let l_5884 = l_5883 & u32(2147483647);
let l_5885 = bitcast<f32>(l_5884);
let l_5886 = f64(l_5885);
l_mut_2474 = l_5886;
let l_5887 = l_5884 < u32(8388608);
if l_5887 {
let l_5888 = f64(l_5884);
let l_5889 = l_5888 * f64(1.401298464324817e-45);
l_mut_2474 = l_5889;
}
let l_5890 = bitcast<u64>(l_mut_2474);
let l_5891 = l_5883 >> u32(31);
let l_5892 = u64(l_5891);
let l_5893 = l_5892 << u32(bitcast<u64>(u64(63)));
let l_5894 = l_5890 | l_5893;
let l_5895 = bitcast<f64>(l_5894);
l_mut_2730 = l_5895;
}
}
}
let l_5896 = l_mut_2984 == l_mut_2730;
let l_5897 = l_5730 && l_5896;
if l_5897 {
let l_5898 = a_5547[u32(0)];
let l_5899 = l_5898 * f64(7.1362384635298e44);
let l_5900 = floor(l_5899);
let l_5901 = l_5900 * f64(1.401298464324817e-45);
l_mut_2984 = l_5901;
let l_5902 = abs(l_5898);
let l_5903 = l_5902 >= f64(1.1754943508222875e-38);
if l_5903 {
let l_5904 = f32(l_5898);
let l_5905 = f64(l_5904);
l_mut_2984 = l_5905;
let l_5906 = l_mut_2984 > l_5898;
if l_5906 {
let l_5907 = bitcast<u32>(l_5904);
let l_5908 = l_5907 ^ u32(2147483648);
let l_5909 = bitcast<f32>(l_5908);
let l_5910 = bitcast<u32>(l_5909);
let l_5911 = l_5910 + u32(1);
l_mut_3236 = l_5911;
let l_5912 = l_5910 & u32(2147483647);
let l_5913 = l_5912 == u32(0);
if l_5913 {
l_mut_3236 = u32(1);
} else {
let l_5914 = l_5910 & u32(2147483648);
let l_5915 = l_5914 != u32(0);
if l_5915 {
let l_5916 = l_5910 - u32(1);
l_mut_3236 = l_5916;
} else {
let l_5917 = l_5910 == u32(2139095040);
if l_5917 {
l_mut_3236 = l_5910;
}
}
}
let l_5918 = bitcast<f32>(l_mut_3236);
let l_5919 = bitcast<u32>(l_5918);
let l_5920 = l_5919 ^ u32(2147483648);
let l_5921 = bitcast<f32>(l_5920);
let l_5922 = bitcast<u32>(l_5921);
let l_5923 = l_5922 & u32(2147483647);
let l_5924 = bitcast<f32>(l_5923);
let l_5925 = f64(l_5924);
l_mut_2730 = l_5925;
let l_5926 = l_5923 < u32(8388608);
if l_5926 {
let l_5927 = f64(l_5923);
let l_5928 = l_5927 * f64(1.401298464324817e-45);
l_mut_2730 = l_5928;
}
let l_5929 = bitcast<u64>(l_mut_2730);
let l_5930 = l_5922 >> u32(31);
let l_5931 = u64(l_5930);
let l_5932 = l_5931 << u32(bitcast<u64>(u64(63)));
let l_5933 = l_5929 | l_5932;
let l_5934 = bitcast<f64>(l_5933);
l_mut_2984 = l_5934;
} else {
let l_5935 = bitcast<u32>(l_5904);
let l_5936 = l_5935 + u32(1);
l_mut_3236 = l_5936;
let l_5937 = l_5935 & u32(2147483647);
let l_5938 = l_5937 == u32(0);
if l_5938 {
l_mut_3236 = u32(1);
} else {
let l_5939 = l_5935 & u32(2147483648);
let l_5940 = l_5939 != u32(0);
if l_5940 {
let l_5941 = l_5935 - u32(1);
l_mut_3236 = l_5941;
} else {
let l_5942 = l_5935 == u32(2139095040);
if l_5942 {
l_mut_3236 = l_5935;
}
}
}
let l_5943 = bitcast<f32>(l_mut_3236);
let l_5944 = bitcast<u32>(l_5943);
let l_5945 = l_5944 & u32(2147483647);
let l_5946 = bitcast<f32>(l_5945);
let l_5947 = f64(l_5946);
l_mut_2730 = l_5947;
let l_5948 = l_5945 < u32(8388608);
if l_5948 {
let l_5949 = f64(l_5945);
let l_5950 = l_5949 * f64(1.401298464324817e-45);
l_mut_2730 = l_5950;
}
let l_5951 = bitcast<u64>(l_mut_2730);
let l_5952 = l_5944 >> u32(31);
let l_5953 = u64(l_5952);
let l_5954 = l_5953 << u32(bitcast<u64>(u64(63)));
let l_5955 = l_5951 | l_5954;
let l_5956 = bitcast<f64>(l_5955);
let l_5957 = l_5956 <= l_5898;
if l_5957 {
let l_5958 = bitcast<u32>(l_5904);
let l_5959 = l_5958 + u32(1);
l_mut_3236 = l_5959;
let l_5960 = l_5958 & u32(2147483647);
let l_5961 = l_5960 == u32(0);
if l_5961 {
l_mut_3236 = u32(1);
} else {
let l_5962 = l_5958 & u32(2147483648);
let l_5963 = l_5962 != u32(0);
if l_5963 {
let l_5964 = l_5958 - u32(1);
l_mut_3236 = l_5964;
} else {
let l_5965 = l_5958 == u32(2139095040);
if l_5965 {
l_mut_3236 = l_5958;
}
}
}
let l_5966 = bitcast<f32>(l_mut_3236);
let l_5967 = bitcast<u32>(l_5966);
let l_5968 = l_5967 & u32(2147483647);
let l_5969 = bitcast<f32>(l_5968);
let l_5970 = f64(l_5969);
l_mut_2730 = l_5970;
let l_5971 = l_5968 < u32(8388608);
if l_5971 {
let l_5972 = f64(l_5968);
let l_5973 = l_5972 * f64(1.401298464324817e-45);
l_mut_2730 = l_5973;
}
let l_5974 = bitcast<u64>(l_mut_2730);
let l_5975 = l_5967 >> u32(31);
let l_5976 = u64(l_5975);
let l_5977 = l_5976 << u32(bitcast<u64>(u64(63)));
let l_5978 = l_5974 | l_5977;
let l_5979 = bitcast<f64>(l_5978);
l_mut_2984 = l_5979;
}
}
}
let l_5980 = a_5547[u32(1)];
let l_5981 = -l_5980;
let l_5982 = l_5981 * f64(7.1362384635298e44);
let l_5983 = floor(l_5982);
let l_5984 = l_5983 * f64(1.401298464324817e-45);
l_mut_2730 = l_5984;
let l_5985 = abs(l_5981);
let l_5986 = l_5985 >= f64(1.1754943508222875e-38);
if l_5986 {
let l_5987 = f32(l_5981);
let l_5988 = f64(l_5987);
l_mut_2730 = l_5988;
let l_5989 = l_mut_2730 > l_5981;
if l_5989 {
let l_5990 = bitcast<u32>(l_5987);
let l_5991 = l_5990 ^ u32(2147483648);
let l_5992 = bitcast<f32>(l_5991);
let l_5993 = bitcast<u32>(l_5992);
let l_5994 = l_5993 + u32(1);
l_mut_3236 = l_5994;
let l_5995 = l_5993 & u32(2147483647);
let l_5996 = l_5995 == u32(0);
if l_5996 {
l_mut_3236 = u32(1);
} else {
let l_5997 = l_5993 & u32(2147483648);
let l_5998 = l_5997 != u32(0);
if l_5998 {
let l_5999 = l_5993 - u32(1);
l_mut_3236 = l_5999;
} else {
let l_6000 = l_5993 == u32(2139095040);
if l_6000 {
l_mut_3236 = l_5993;
}
}
}
let l_6001 = bitcast<f32>(l_mut_3236);
let l_6002 = bitcast<u32>(l_6001);
let l_6003 = l_6002 ^ u32(2147483648);
let l_6004 = bitcast<f32>(l_6003);
let l_6005 = bitcast<u32>(l_6004);
let l_6006 = l_6005 & u32(2147483647);
let l_6007 = bitcast<f32>(l_6006);
let l_6008 = f64(l_6007);
l_mut_2474 = l_6008;
let l_6009 = l_6006 < u32(8388608);
if l_6009 {
let l_6010 = f64(l_6006);
let l_6011 = l_6010 * f64(1.401298464324817e-45);
l_mut_2474 = l_6011;
}
let l_6012 = bitcast<u64>(l_mut_2474);
let l_6013 = l_6005 >> u32(31);
let l_6014 = u64(l_6013);
let l_6015 = l_6014 << u32(bitcast<u64>(u64(63)));
let l_6016 = l_6012 | l_6015;
let l_6017 = bitcast<f64>(l_6016);
l_mut_2730 = l_6017;
} else {
let l_6018 = bitcast<u32>(l_5987);
let l_6019 = l_6018 + u32(1);
l_mut_3236 = l_6019;
let l_6020 = l_6018 & u32(2147483647);
let l_6021 = l_6020 == u32(0);
if l_6021 {
l_mut_3236 = u32(1);
} else {
let l_6022 = l_6018 & u32(2147483648);
let l_6023 = l_6022 != u32(0);
if l_6023 {
let l_6024 = l_6018 - u32(1);
l_mut_3236 = l_6024;
} else {
let l_6025 = l_6018 == u32(2139095040);
if l_6025 {
l_mut_3236 = l_6018;
}
}
}
let l_6026 = bitcast<f32>(l_mut_3236);
let l_6027 = bitcast<u32>(l_6026);
let l_6028 = l_6027 & u32(2147483647);
let l_6029 = bitcast<f32>(l_6028);
let l_6030 = f64(l_6029);
l_mut_2474 = l_6030;
let l_6031 = l_6028 < u32(8388608);
if l_6031 {
let l_6032 = f64(l_6028);
let l_6033 = l_6032 * f64(1.401298464324817e-45);
l_mut_2474 = l_6033;
}
let l_6034 = bitcast<u64>(l_mut_2474);
let l_6035 = l_6027 >> u32(31);
let l_6036 = u64(l_6035);
let l_6037 = l_6036 << u32(bitcast<u64>(u64(63)));
let l_6038 = l_6034 | l_6037;
let l_6039 = bitcast<f64>(l_6038);
let l_6040 = l_6039 <= l_5981;
if l_6040 {
let l_6041 = bitcast<u32>(l_5987);
let l_6042 = l_6041 + u32(1);
l_mut_3236 = l_6042;
let l_6043 = l_6041 & u32(2147483647);
let l_6044 = l_6043 == u32(0);
if l_6044 {
l_mut_3236 = u32(1);
} else {
let l_6045 = l_6041 & u32(2147483648);
let l_6046 = l_6045 != u32(0);
if l_6046 {
let l_6047 = l_6041 - u32(1);
l_mut_3236 = l_6047;
} else {
let l_6048 = l_6041 == u32(2139095040);
if l_6048 {
l_mut_3236 = l_6041;
}
}
}
let l_6049 = bitcast<f32>(l_mut_3236);
let l_6050 = bitcast<u32>(l_6049);
let l_6051 = l_6050 & u32(2147483647);
let l_6052 = bitcast<f32>(l_6051);
let l_6053 = f64(l_6052);
l_mut_2474 = l_6053;
let l_6054 = l_6051 < u32(8388608);
if l_6054 {
let l_6055 = f64(l_6051);
let l_6056 = l_6055 * f64(1.401298464324817e-45);
l_mut_2474 = l_6056;
}
let l_6057 = bitcast<u64>(l_mut_2474);
let l_6058 = l_6050 >> u32(31);
let l_6059 = u64(l_6058);
let l_6060 = l_6059 << u32(bitcast<u64>(u64(63)));
let l_6061 = l_6057 | l_6060;
let l_6062 = bitcast<f64>(l_6061);
l_mut_2730 = l_6062;
}
}
}
let l_6063 = -l_mut_2730;
let l_6064 = bitcast<u32>(l_15);
let l_6065 = l_6064 & u32(2147483647);
let l_6066 = bitcast<f32>(l_6065);
let l_6067 = f64(l_6066);
l_mut_2730 = l_6067;
let l_6068 = l_6065 < u32(8388608);
if l_6068 {
let l_6069 = f64(l_6065);
let l_6070 = l_6069 * f64(1.401298464324817e-45);
l_mut_2730 = l_6070;
}
let l_6071 = bitcast<u64>(l_mut_2730);
let l_6072 = l_6064 >> u32(31);
let l_6073 = u64(l_6072);
let l_6074 = l_6073 << u32(bitcast<u64>(u64(63)));
let l_6075 = l_6071 | l_6074;
let l_6076 = bitcast<f64>(l_6075);
let l_6077 = bitcast<u32>(l_15);
let l_6078 = l_6077 + u32(1);
l_mut_3236 = l_6078;
let l_6079 = l_6077 & u32(2147483647);
let l_6080 = l_6079 == u32(0);
if l_6080 {
l_mut_3236 = u32(1);
} else {
let l_6081 = l_6077 & u32(2147483648);
let l_6082 = l_6081 != u32(0);
if l_6082 {
let l_6083 = l_6077 - u32(1);
l_mut_3236 = l_6083;
} else {
let l_6084 = l_6077 == u32(2139095040);
if l_6084 {
l_mut_3236 = l_6077;
}
}
}
let l_6085 = bitcast<f32>(l_mut_3236);
let l_6086 = bitcast<u32>(l_6085);
let l_6087 = l_6086 & u32(2147483647);
let l_6088 = bitcast<f32>(l_6087);
let l_6089 = f64(l_6088);
l_mut_2730 = l_6089;
let l_6090 = l_6087 < u32(8388608);
if l_6090 {
let l_6091 = f64(l_6087);
let l_6092 = l_6091 * f64(1.401298464324817e-45);
l_mut_2730 = l_6092;
}
let l_6093 = bitcast<u64>(l_mut_2730);
let l_6094 = l_6086 >> u32(31);
let l_6095 = u64(l_6094);
let l_6096 = l_6095 << u32(bitcast<u64>(u64(63)));
let l_6097 = l_6093 | l_6096;
let l_6098 = bitcast<f64>(l_6097);
let l_6099 = bitcast<u32>(l_15);
let l_6100 = l_6099 ^ u32(2147483648);
let l_6101 = bitcast<f32>(l_6100);
let l_6102 = bitcast<u32>(l_6101);
let l_6103 = l_6102 + u32(1);
l_mut_3236 = l_6103;
let l_6104 = l_6102 & u32(2147483647);
let l_6105 = l_6104 == u32(0);
if l_6105 {
l_mut_3236 = u32(1);
} else {
let l_6106 = l_6102 & u32(2147483648);
let l_6107 = l_6106 != u32(0);
if l_6107 {
let l_6108 = l_6102 - u32(1);
l_mut_3236 = l_6108;
} else {
let l_6109 = l_6102 == u32(2139095040);
if l_6109 {
l_mut_3236 = l_6102;
}
}
}
let l_6110 = bitcast<f32>(l_mut_3236);
let l_6111 = bitcast<u32>(l_6110);
let l_6112 = l_6111 ^ u32(2147483648);
let l_6113 = bitcast<f32>(l_6112);
let l_6114 = bitcast<u32>(l_6113);
let l_6115 = l_6114 & u32(2147483647);
let l_6116 = bitcast<f32>(l_6115);
let l_6117 = f64(l_6116);
l_mut_2730 = l_6117;
let l_6118 = l_6115 < u32(8388608);
if l_6118 {
let l_6119 = f64(l_6115);
let l_6120 = l_6119 * f64(1.401298464324817e-45);
l_mut_2730 = l_6120;
}
let l_6121 = bitcast<u64>(l_mut_2730);
let l_6122 = l_6114 >> u32(31);
let l_6123 = u64(l_6122);
let l_6124 = l_6123 << u32(bitcast<u64>(u64(63)));
let l_6125 = l_6121 | l_6124;
let l_6126 = bitcast<f64>(l_6125);
let l_6127 = l_mut_2984 + f64(0.0);
let l_6128 = l_6127 <= l_6076;
l_mut_150 = l_6128;
let l_6129 = l_mut_2984 - f64(0.0);
let l_6130 = l_6129 > l_6076;
l_mut_147 = l_6130;
let l_6131 = l_6063 - f64(0.0);
let l_6132 = l_6131 >= l_6076;
l_mut_144 = l_6132;
let l_6133 = l_6063 + f64(0.0);
let l_6134 = l_6133 < l_6076;
l_mut_141 = l_6134;
l_mut_3236 = u32(2);
let l_6135 = l_mut_147 || l_mut_141;
if l_6135 {
l_mut_3236 = u32(1);
} else {
let l_6136 = l_mut_150 && l_mut_144;
if l_6136 {
l_mut_3236 = u32(0);
}
}
let l_6137 = bitcast<u32>(l_15);
let l_6138 = l_6137 & u32(2147483647);
let l_6139 = l_6138 == u32(0);
if l_6139 {
let l_6140 = l_mut_2984 + f64(0.0);
let l_6141 = l_6140 < f64(1.1754943508222875e-38);
let l_6142 = l_6063 - f64(0.0);
let l_6143 = l_6142 > f64(-1.1754943508222875e-38);
let l_6144 = l_6141 && l_6143;
let l_6145 = l_mut_2984 - f64(0.0);
let l_6146 = l_6145 < f64(1.1754943508222875e-38);
let l_6147 = l_6063 + f64(0.0);
let l_6148 = l_6147 > f64(-1.1754943508222875e-38);
let l_6149 = l_6146 && l_6148;
if l_6144 {
l_mut_3236 = u32(0);
} else {
let l_6150 = l_mut_3236 == u32(1);
let l_6151 = l_6149 && l_6150;
if l_6151 {
l_mut_3236 = u32(2);
}
}
}
l_mut_4279 = l_mut_3236;
}
l_mut_31 = l_mut_4279;
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
let l_6152 = a_30[u32(0)];
let l_6153 = l_6152 == u32(0);
if l_6153 {
l_mut_31 = u32(2);
}
let l_6224 = info.static_meta[u32(7)];
let l_6225 = l_6224 * u32(1);
let l_6226 = l_7 < l_6225;
if l_6226 {
buffer_7_global[l_7] = l_mut_31;
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
