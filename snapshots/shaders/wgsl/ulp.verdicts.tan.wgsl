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

var a_2263: array<f64, 2>;

var a_3306: array<f64, 2>;

var a_3522: array<f64, 2>;

var a_3925: array<f64, 2>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1246: f64;
var l_mut_1271: f64;
var l_mut_1356: f64;
var l_mut_141: bool;
var l_mut_144: bool;
var l_mut_147: bool;
var l_mut_150: bool;
var l_mut_1610: f64;
var l_mut_1866: f64;
var l_mut_2120: f64;
var l_mut_2372: u32;
var l_mut_31: u32;
var l_mut_3415: u32;
var l_mut_38: f64;
var l_mut_48: u32;
var l_mut_61: f64;
var l_mut_709: f64;
var l_mut_90: u32;
let l_0 = info.static_meta[u32(8)];
let l_1 = id < l_0;
if l_1 {
let l_4100 = info.static_meta[u32(6)];
let l_4101 = l_4100 * u32(1);
let l_4102 = u32(1024) < l_4101;
let l_4103 = l_4101 - u32(1);
let l_4104 = min(u32(1024), l_4103);
let l_4105 = buffer_6_global[l_4104];
let l_4106 = select(u32(0), l_4105, l_4102);
let l_2 = l_4106;
let l_3 = bitcast<f32>(l_2);
let l_4 = f64(l_3);

for (var l_mut_5: u32 = u32(0); l_mut_5 < u32(8); l_mut_5++) {
let l_6 = id * u32(8);
let l_7 = l_6 + l_mut_5;
let l_8 = u32(2) * l_mut_5;
let l_4107 = info.static_meta[u32(4)];
let l_4108 = l_4107 * u32(1);
let l_4109 = l_8 < l_4108;
let l_4110 = l_4108 - u32(1);
let l_4111 = min(l_8, l_4110);
let l_4112 = buffer_4_global[l_4111];
let l_4113 = select(u32(0), l_4112, l_4109);
let l_9 = l_4113;
let l_10 = u32(2) * l_mut_5;
let l_11 = l_10 + u32(1);
let l_4114 = info.static_meta[u32(4)];
let l_4115 = l_4114 * u32(1);
let l_4116 = l_11 < l_4115;
let l_4117 = l_4115 - u32(1);
let l_4118 = min(l_11, l_4117);
let l_4119 = buffer_4_global[l_4118];
let l_4120 = select(u32(0), l_4119, l_4116);
let l_12 = l_4120;
let l_13 = l_12 != u32(0);
let l_4121 = info.static_meta[u32(0)];
let l_4122 = l_4121 * u32(1);
let l_4123 = id < l_4122;
let l_4124 = l_4122 - u32(1);
let l_4125 = min(id, l_4124);
let l_4126 = buffer_0_global[l_4125];
let l_4127 = select(f32(0.0), l_4126, l_4123);
let l_14 = l_4127;
let l_4128 = info.static_meta[u32(1)];
let l_4129 = l_4128 * u32(1);
let l_4130 = id < l_4129;
let l_4131 = l_4129 - u32(1);
let l_4132 = min(id, l_4131);
let l_4133 = buffer_1_global[l_4132];
let l_4134 = select(f32(0.0), l_4133, l_4130);
let l_15 = l_4134;
let l_4135 = info.static_meta[u32(2)];
let l_4136 = l_4135 * u32(1);
let l_4137 = id < l_4136;
let l_4138 = l_4136 - u32(1);
let l_4139 = min(id, l_4138);
let l_4140 = buffer_2_global[l_4139];
let l_4141 = select(f64(0.0), l_4140, l_4137);
let l_16 = l_4141;
let l_4142 = info.static_meta[u32(3)];
let l_4143 = l_4142 * u32(1);
let l_4144 = id < l_4143;
let l_4145 = l_4143 - u32(1);
let l_4146 = min(id, l_4145);
let l_4147 = buffer_3_global[l_4146];
let l_4148 = select(f64(0.0), l_4147, l_4144);
let l_17 = l_4148;
let l_18 = l_mut_5 * u32(4);
let l_4149 = info.static_meta[u32(5)];
let l_4150 = l_4149 * u32(1);
let l_4151 = l_18 < l_4150;
let l_4152 = l_4150 - u32(1);
let l_4153 = min(l_18, l_4152);
let l_4154 = buffer_5_global[l_4153];
let l_4155 = select(f64(0.0), l_4154, l_4151);
let l_19 = l_4155;
let l_20 = l_mut_5 * u32(4);
let l_21 = l_20 + u32(1);
let l_4156 = info.static_meta[u32(5)];
let l_4157 = l_4156 * u32(1);
let l_4158 = l_21 < l_4157;
let l_4159 = l_4157 - u32(1);
let l_4160 = min(l_21, l_4159);
let l_4161 = buffer_5_global[l_4160];
let l_4162 = select(f64(0.0), l_4161, l_4158);
let l_22 = l_4162;
let l_23 = l_mut_5 * u32(4);
let l_24 = l_23 + u32(2);
let l_4163 = info.static_meta[u32(5)];
let l_4164 = l_4163 * u32(1);
let l_4165 = l_24 < l_4164;
let l_4166 = l_4164 - u32(1);
let l_4167 = min(l_24, l_4166);
let l_4168 = buffer_5_global[l_4167];
let l_4169 = select(f64(0.0), l_4168, l_4165);
let l_25 = l_4169;
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
let l_1056 = l_9 == u32(11);
let l_1057 = l_9 == u32(12);
let l_1058 = l_1056 || l_1057;
if l_1058 {
l_mut_31 = u32(0);
}
let l_1059 = l_27 <= l_25;
let l_1060 = l_9 == u32(11);
let l_1061 = l_1059 && l_1060;
if l_1061 {
let l_1062 = f32(l_26);
let l_1063 = bitcast<u32>(l_1062);
let l_1064 = l_1063 & u32(2147483647);
let l_1065 = bitcast<f32>(l_1064);
let l_1066 = f64(l_1065);
l_mut_709 = l_1066;
let l_1067 = l_1064 < u32(8388608);
if l_1067 {
let l_1068 = f64(l_1064);
let l_1069 = l_1068 * f64(1.401298464324817e-45);
l_mut_709 = l_1069;
}
let l_1070 = bitcast<u64>(l_mut_709);
let l_1071 = l_1063 >> u32(31);
let l_1072 = u64(l_1071);
let l_1073 = l_1072 << u32(bitcast<u64>(u64(63)));
let l_1074 = l_1070 | l_1073;
let l_1075 = bitcast<f64>(l_1074);
let l_1076 = abs(l_1075);
l_mut_709 = l_1076;
l_mut_90 = u32(0);
let l_1077 = l_1076 >= f64(0.785);
if l_1077 {
let l_1078 = l_1076 * f64(0.6366197723675814);
let l_1079 = l_1078 + f64(0.5);
let l_1080 = floor(l_1079);
let l_1081 = l_1080 * f64(1.570796325802803);
let l_1082 = l_1076 - l_1081;
let l_1083 = l_1082 * l_4;
let l_1084 = l_1080 * f64(9.920935796805404e-10);
let l_1085 = l_1083 - l_1084;
l_mut_709 = l_1085;
let l_1086 = u32(l_1080);
l_mut_90 = l_1086;
}
let l_1087 = bitcast<u32>(l_1062);
let l_1088 = l_1087 >= u32(2147483648);
let l_1089 = l_mut_709 * l_mut_709;
let l_1090 = l_1089 * f64(1.9572941063391263e-20);
let l_1091 = f64(8.22063524662433e-18) - l_1090;
l_mut_61 = l_1091;
let l_1092 = l_mut_61 * l_1089;
let l_1093 = l_1092 - f64(2.8114572543455206e-15);
l_mut_61 = l_1093;
let l_1094 = l_mut_61 * l_1089;
let l_1095 = l_1094 + f64(7.647163731819816e-13);
l_mut_61 = l_1095;
let l_1096 = l_mut_61 * l_1089;
let l_1097 = l_1096 - f64(1.6059043836821613e-10);
l_mut_61 = l_1097;
let l_1098 = l_mut_61 * l_1089;
let l_1099 = l_1098 + f64(2.505210838544172e-8);
l_mut_61 = l_1099;
let l_1100 = l_mut_61 * l_1089;
let l_1101 = l_1100 - f64(2.7557319223985893e-6);
l_mut_61 = l_1101;
let l_1102 = l_mut_61 * l_1089;
let l_1103 = l_1102 + f64(0.0001984126984126984);
l_mut_61 = l_1103;
let l_1104 = l_mut_61 * l_1089;
let l_1105 = l_1104 - f64(0.008333333333333333);
l_mut_61 = l_1105;
let l_1106 = l_mut_61 * l_1089;
let l_1107 = l_1106 + f64(0.16666666666666666);
l_mut_61 = l_1107;
let l_1108 = f64(0.5) * l_1089;
let l_1109 = f64(1.0) - l_1108;
let l_1110 = f64(0.0) * l_1109;
let l_1111 = l_mut_709 * l_1089;
let l_1112 = l_1111 * l_mut_61;
let l_1113 = l_1110 - l_1112;
let l_1114 = l_mut_709 + l_1113;
let l_1115 = l_mut_709 * l_mut_709;
let l_1116 = l_1115 * f64(4.110317623312165e-19);
let l_1117 = l_1116 - f64(1.5619206968586225e-16);
l_mut_61 = l_1117;
let l_1118 = l_mut_61 * l_1115;
let l_1119 = l_1118 + f64(4.779477332387385e-14);
l_mut_61 = l_1119;
let l_1120 = l_mut_61 * l_1115;
let l_1121 = l_1120 - f64(1.1470745597729725e-11);
l_mut_61 = l_1121;
let l_1122 = l_mut_61 * l_1115;
let l_1123 = l_1122 + f64(2.08767569878681e-9);
l_mut_61 = l_1123;
let l_1124 = l_mut_61 * l_1115;
let l_1125 = l_1124 - f64(2.755731922398589e-7);
l_mut_61 = l_1125;
let l_1126 = l_mut_61 * l_1115;
let l_1127 = l_1126 + f64(2.48015873015873e-5);
l_mut_61 = l_1127;
let l_1128 = l_mut_61 * l_1115;
let l_1129 = l_1128 - f64(0.001388888888888889);
l_mut_61 = l_1129;
let l_1130 = l_mut_61 * l_1115;
let l_1131 = l_1130 + f64(0.041666666666666664);
l_mut_61 = l_1131;
let l_1132 = f64(0.5) * l_1115;
let l_1133 = f64(1.0) - l_1132;
let l_1134 = l_1115 * l_1115;
let l_1135 = l_1134 * l_mut_61;
let l_1136 = f64(0.0) * l_mut_709;
let l_1137 = l_1135 - l_1136;
let l_1138 = l_1133 + l_1137;
let l_1139 = l_mut_90 & u32(1);
let l_1140 = l_1139 == u32(1);
l_mut_709 = l_1114;
let l_1141 = l_mut_90 & u32(2);
let l_1142 = l_1141 != u32(0);
l_mut_150 = l_1142;
if l_1140 {
l_mut_709 = l_1138;
}
let l_1143 = bool(true) && l_1088;
if l_1143 {
let l_1144 = !l_mut_150;
l_mut_150 = l_1144;
}
if l_mut_150 {
let l_1145 = -l_mut_709;
l_mut_709 = l_1145;
}
let l_1146 = f32(l_26);
let l_1147 = bitcast<u32>(l_1146);
let l_1148 = l_1147 & u32(2147483647);
let l_1149 = bitcast<f32>(l_1148);
let l_1150 = f64(l_1149);
l_mut_61 = l_1150;
let l_1151 = l_1148 < u32(8388608);
if l_1151 {
let l_1152 = f64(l_1148);
let l_1153 = l_1152 * f64(1.401298464324817e-45);
l_mut_61 = l_1153;
}
let l_1154 = bitcast<u64>(l_mut_61);
let l_1155 = l_1147 >> u32(31);
let l_1156 = u64(l_1155);
let l_1157 = l_1156 << u32(bitcast<u64>(u64(63)));
let l_1158 = l_1154 | l_1157;
let l_1159 = bitcast<f64>(l_1158);
let l_1160 = abs(l_1159);
l_mut_61 = l_1160;
l_mut_90 = u32(0);
let l_1161 = l_1160 >= f64(0.785);
if l_1161 {
let l_1162 = l_1160 * f64(0.6366197723675814);
let l_1163 = l_1162 + f64(0.5);
let l_1164 = floor(l_1163);
let l_1165 = l_1164 * f64(1.570796325802803);
let l_1166 = l_1160 - l_1165;
let l_1167 = l_1166 * l_4;
let l_1168 = l_1164 * f64(9.920935796805404e-10);
let l_1169 = l_1167 - l_1168;
l_mut_61 = l_1169;
let l_1170 = u32(l_1164);
l_mut_90 = l_1170;
}
let l_1171 = bitcast<u32>(l_1146);
let l_1172 = l_1171 >= u32(2147483648);
let l_1173 = l_mut_61 * l_mut_61;
let l_1174 = l_1173 * f64(1.9572941063391263e-20);
let l_1175 = f64(8.22063524662433e-18) - l_1174;
l_mut_38 = l_1175;
let l_1176 = l_mut_38 * l_1173;
let l_1177 = l_1176 - f64(2.8114572543455206e-15);
l_mut_38 = l_1177;
let l_1178 = l_mut_38 * l_1173;
let l_1179 = l_1178 + f64(7.647163731819816e-13);
l_mut_38 = l_1179;
let l_1180 = l_mut_38 * l_1173;
let l_1181 = l_1180 - f64(1.6059043836821613e-10);
l_mut_38 = l_1181;
let l_1182 = l_mut_38 * l_1173;
let l_1183 = l_1182 + f64(2.505210838544172e-8);
l_mut_38 = l_1183;
let l_1184 = l_mut_38 * l_1173;
let l_1185 = l_1184 - f64(2.7557319223985893e-6);
l_mut_38 = l_1185;
let l_1186 = l_mut_38 * l_1173;
let l_1187 = l_1186 + f64(0.0001984126984126984);
l_mut_38 = l_1187;
let l_1188 = l_mut_38 * l_1173;
let l_1189 = l_1188 - f64(0.008333333333333333);
l_mut_38 = l_1189;
let l_1190 = l_mut_38 * l_1173;
let l_1191 = l_1190 + f64(0.16666666666666666);
l_mut_38 = l_1191;
let l_1192 = f64(0.5) * l_1173;
let l_1193 = f64(1.0) - l_1192;
let l_1194 = f64(0.0) * l_1193;
let l_1195 = l_mut_61 * l_1173;
let l_1196 = l_1195 * l_mut_38;
let l_1197 = l_1194 - l_1196;
let l_1198 = l_mut_61 + l_1197;
let l_1199 = l_mut_61 * l_mut_61;
let l_1200 = l_1199 * f64(4.110317623312165e-19);
let l_1201 = l_1200 - f64(1.5619206968586225e-16);
l_mut_38 = l_1201;
let l_1202 = l_mut_38 * l_1199;
let l_1203 = l_1202 + f64(4.779477332387385e-14);
l_mut_38 = l_1203;
let l_1204 = l_mut_38 * l_1199;
let l_1205 = l_1204 - f64(1.1470745597729725e-11);
l_mut_38 = l_1205;
let l_1206 = l_mut_38 * l_1199;
let l_1207 = l_1206 + f64(2.08767569878681e-9);
l_mut_38 = l_1207;
let l_1208 = l_mut_38 * l_1199;
let l_1209 = l_1208 - f64(2.755731922398589e-7);
l_mut_38 = l_1209;
let l_1210 = l_mut_38 * l_1199;
let l_1211 = l_1210 + f64(2.48015873015873e-5);
l_mut_38 = l_1211;
let l_1212 = l_mut_38 * l_1199;
let l_1213 = l_1212 - f64(0.001388888888888889);
l_mut_38 = l_1213;
let l_1214 = l_mut_38 * l_1199;
let l_1215 = l_1214 + f64(0.041666666666666664);
l_mut_38 = l_1215;
let l_1216 = f64(0.5) * l_1199;
let l_1217 = f64(1.0) - l_1216;
let l_1218 = l_1199 * l_1199;
let l_1219 = l_1218 * l_mut_38;
let l_1220 = f64(0.0) * l_mut_61;
let l_1221 = l_1219 - l_1220;
let l_1222 = l_1217 + l_1221;
let l_1223 = l_mut_90 & u32(1);
let l_1224 = l_1223 == u32(1);
l_mut_61 = l_1198;
let l_1225 = l_mut_90 & u32(2);
let l_1226 = l_1225 != u32(0);
l_mut_150 = l_1226;
l_mut_61 = l_1222;
if l_1224 {
l_mut_61 = l_1198;
}
let l_1227 = l_mut_90 + u32(1);
let l_1228 = l_1227 & u32(2);
let l_1229 = l_1228 != u32(0);
l_mut_150 = l_1229;
let l_1230 = bool(false) && l_1172;
if l_1230 {
let l_1231 = !l_mut_150;
l_mut_150 = l_1231;
}
if l_mut_150 {
let l_1232 = -l_mut_61;
l_mut_61 = l_1232;
}
let l_1233 = abs(l_mut_709);
let l_1234 = l_1233 * f64(1.4551915228366852e-11);
let l_1235 = abs(l_mut_61);
let l_1236 = l_1235 * f64(1.4551915228366852e-11);
l_mut_38 = f64(1.4551915228366852e-11);
l_mut_90 = u32(2);
if l_13 {
let l_1237 = l_mut_709 - l_19;
let l_1238 = abs(l_1237);
let l_1239 = l_1238 * f64(2.220446049250313e-16);
let l_1240 = l_1234 + l_1239;
let l_1241 = l_1237 + l_1240;
let l_1242 = -l_1241;
let l_1243 = l_1242 * f64(7.1362384635298e44);
let l_1244 = floor(l_1243);
let l_1245 = l_1244 * f64(1.401298464324817e-45);
l_mut_1246 = l_1245;
let l_1247 = abs(l_1242);
let l_1248 = l_1247 >= f64(1.1754943508222875e-38);
if l_1248 {
let l_1249 = f32(l_1242);
let l_1250 = f64(l_1249);
l_mut_1246 = l_1250;
let l_1251 = l_mut_1246 > l_1242;
if l_1251 {
let l_1252 = bitcast<u32>(l_1249);
let l_1253 = l_1252 ^ u32(2147483648);
let l_1254 = bitcast<f32>(l_1253);
let l_1255 = bitcast<u32>(l_1254);
let l_1256 = l_1255 + u32(1);
l_mut_48 = l_1256;
let l_1257 = l_1255 & u32(2147483647);
let l_1258 = l_1257 == u32(0);
if l_1258 {
l_mut_48 = u32(1);
} else {
let l_1259 = l_1255 & u32(2147483648);
let l_1260 = l_1259 != u32(0);
if l_1260 {
let l_1261 = l_1255 - u32(1);
l_mut_48 = l_1261;
} else {
let l_1262 = l_1255 == u32(2139095040);
if l_1262 {
l_mut_48 = l_1255;
}
}
}
let l_1263 = bitcast<f32>(l_mut_48);
let l_1264 = bitcast<u32>(l_1263);
let l_1265 = l_1264 ^ u32(2147483648);
let l_1266 = bitcast<f32>(l_1265);
let l_1267 = bitcast<u32>(l_1266);
let l_1268 = l_1267 & u32(2147483647);
let l_1269 = bitcast<f32>(l_1268);
let l_1270 = f64(l_1269);
l_mut_1271 = l_1270;
let l_1272 = l_1268 < u32(8388608);
if l_1272 {
let l_1273 = f64(l_1268);
let l_1274 = l_1273 * f64(1.401298464324817e-45);
l_mut_1271 = l_1274;
}
let l_1275 = bitcast<u64>(l_mut_1271);
let l_1276 = l_1267 >> u32(31);
let l_1277 = u64(l_1276);
let l_1278 = l_1277 << u32(bitcast<u64>(u64(63)));
let l_1279 = l_1275 | l_1278;
let l_1280 = bitcast<f64>(l_1279);
l_mut_1246 = l_1280;
} else {
let l_1281 = bitcast<u32>(l_1249);
let l_1282 = l_1281 + u32(1);
l_mut_48 = l_1282;
let l_1283 = l_1281 & u32(2147483647);
let l_1284 = l_1283 == u32(0);
if l_1284 {
l_mut_48 = u32(1);
} else {
let l_1285 = l_1281 & u32(2147483648);
let l_1286 = l_1285 != u32(0);
if l_1286 {
let l_1287 = l_1281 - u32(1);
l_mut_48 = l_1287;
} else {
let l_1288 = l_1281 == u32(2139095040);
if l_1288 {
l_mut_48 = l_1281;
}
}
}
let l_1289 = bitcast<f32>(l_mut_48);
let l_1290 = bitcast<u32>(l_1289);
let l_1291 = l_1290 & u32(2147483647);
let l_1292 = bitcast<f32>(l_1291);
let l_1293 = f64(l_1292);
l_mut_1271 = l_1293;
let l_1294 = l_1291 < u32(8388608);
if l_1294 {
let l_1295 = f64(l_1291);
let l_1296 = l_1295 * f64(1.401298464324817e-45);
l_mut_1271 = l_1296;
}
let l_1297 = bitcast<u64>(l_mut_1271);
let l_1298 = l_1290 >> u32(31);
let l_1299 = u64(l_1298);
let l_1300 = l_1299 << u32(bitcast<u64>(u64(63)));
let l_1301 = l_1297 | l_1300;
let l_1302 = bitcast<f64>(l_1301);
let l_1303 = l_1302 <= l_1242;
if l_1303 {
let l_1304 = bitcast<u32>(l_1249);
let l_1305 = l_1304 + u32(1);
l_mut_48 = l_1305;
let l_1306 = l_1304 & u32(2147483647);
let l_1307 = l_1306 == u32(0);
if l_1307 {
l_mut_48 = u32(1);
} else {
let l_1308 = l_1304 & u32(2147483648);
let l_1309 = l_1308 != u32(0);
if l_1309 {
let l_1310 = l_1304 - u32(1);
l_mut_48 = l_1310;
} else {
let l_1311 = l_1304 == u32(2139095040);
if l_1311 {
l_mut_48 = l_1304;
}
}
}
let l_1312 = bitcast<f32>(l_mut_48);
let l_1313 = bitcast<u32>(l_1312);
let l_1314 = l_1313 & u32(2147483647);
let l_1315 = bitcast<f32>(l_1314);
let l_1316 = f64(l_1315);
l_mut_1271 = l_1316;
let l_1317 = l_1314 < u32(8388608);
if l_1317 {
let l_1318 = f64(l_1314);
let l_1319 = l_1318 * f64(1.401298464324817e-45);
l_mut_1271 = l_1319;
}
let l_1320 = bitcast<u64>(l_mut_1271);
let l_1321 = l_1313 >> u32(31);
let l_1322 = u64(l_1321);
let l_1323 = l_1322 << u32(bitcast<u64>(u64(63)));
let l_1324 = l_1320 | l_1323;
let l_1325 = bitcast<f64>(l_1324);
l_mut_1246 = l_1325;
}
}
}
let l_1326 = -l_mut_1246;
l_mut_1271 = l_1326;
let l_1327 = bool(true) && bool(true);
if l_1327 {
let l_1328 = l_1237 + l_1240;
let l_1329 = l_1328 * f64(7.1362384635298e44);
let l_1330 = floor(l_1329);
let l_1331 = l_1330 * f64(1.401298464324817e-45);
l_mut_1246 = l_1331;
let l_1332 = abs(l_1328);
let l_1333 = l_1332 >= f64(1.1754943508222875e-38);
if l_1333 {
let l_1334 = f32(l_1328);
let l_1335 = f64(l_1334);
l_mut_1246 = l_1335;
let l_1336 = l_mut_1246 > l_1328;
if l_1336 {
let l_1337 = bitcast<u32>(l_1334);
let l_1338 = l_1337 ^ u32(2147483648);
let l_1339 = bitcast<f32>(l_1338);
let l_1340 = bitcast<u32>(l_1339);
let l_1341 = l_1340 + u32(1);
l_mut_48 = l_1341;
let l_1342 = l_1340 & u32(2147483647);
let l_1343 = l_1342 == u32(0);
if l_1343 {
l_mut_48 = u32(1);
} else {
let l_1344 = l_1340 & u32(2147483648);
let l_1345 = l_1344 != u32(0);
if l_1345 {
let l_1346 = l_1340 - u32(1);
l_mut_48 = l_1346;
} else {
let l_1347 = l_1340 == u32(2139095040);
if l_1347 {
l_mut_48 = l_1340;
}
}
}
let l_1348 = bitcast<f32>(l_mut_48);
let l_1349 = bitcast<u32>(l_1348);
let l_1350 = l_1349 ^ u32(2147483648);
let l_1351 = bitcast<f32>(l_1350);
let l_1352 = bitcast<u32>(l_1351);
let l_1353 = l_1352 & u32(2147483647);
let l_1354 = bitcast<f32>(l_1353);
let l_1355 = f64(l_1354);
l_mut_1356 = l_1355;
let l_1357 = l_1353 < u32(8388608);
if l_1357 {
let l_1358 = f64(l_1353);
let l_1359 = l_1358 * f64(1.401298464324817e-45);
l_mut_1356 = l_1359;
}
let l_1360 = bitcast<u64>(l_mut_1356);
let l_1361 = l_1352 >> u32(31);
let l_1362 = u64(l_1361);
let l_1363 = l_1362 << u32(bitcast<u64>(u64(63)));
let l_1364 = l_1360 | l_1363;
let l_1365 = bitcast<f64>(l_1364);
l_mut_1246 = l_1365;
} else {
let l_1366 = bitcast<u32>(l_1334);
let l_1367 = l_1366 + u32(1);
l_mut_48 = l_1367;
let l_1368 = l_1366 & u32(2147483647);
let l_1369 = l_1368 == u32(0);
if l_1369 {
l_mut_48 = u32(1);
} else {
let l_1370 = l_1366 & u32(2147483648);
let l_1371 = l_1370 != u32(0);
if l_1371 {
let l_1372 = l_1366 - u32(1);
l_mut_48 = l_1372;
} else {
let l_1373 = l_1366 == u32(2139095040);
if l_1373 {
l_mut_48 = l_1366;
}
}
}
let l_1374 = bitcast<f32>(l_mut_48);
let l_1375 = bitcast<u32>(l_1374);
let l_1376 = l_1375 & u32(2147483647);
let l_1377 = bitcast<f32>(l_1376);
let l_1378 = f64(l_1377);
l_mut_1356 = l_1378;
let l_1379 = l_1376 < u32(8388608);
if l_1379 {
let l_1380 = f64(l_1376);
let l_1381 = l_1380 * f64(1.401298464324817e-45);
l_mut_1356 = l_1381;
}
let l_1382 = bitcast<u64>(l_mut_1356);
let l_1383 = l_1375 >> u32(31);
let l_1384 = u64(l_1383);
let l_1385 = l_1384 << u32(bitcast<u64>(u64(63)));
let l_1386 = l_1382 | l_1385;
let l_1387 = bitcast<f64>(l_1386);
let l_1388 = l_1387 <= l_1328;
if l_1388 {
let l_1389 = bitcast<u32>(l_1334);
let l_1390 = l_1389 + u32(1);
l_mut_48 = l_1390;
let l_1391 = l_1389 & u32(2147483647);
let l_1392 = l_1391 == u32(0);
if l_1392 {
l_mut_48 = u32(1);
} else {
let l_1393 = l_1389 & u32(2147483648);
let l_1394 = l_1393 != u32(0);
if l_1394 {
let l_1395 = l_1389 - u32(1);
l_mut_48 = l_1395;
} else {
let l_1396 = l_1389 == u32(2139095040);
if l_1396 {
l_mut_48 = l_1389;
}
}
}
let l_1397 = bitcast<f32>(l_mut_48);
let l_1398 = bitcast<u32>(l_1397);
let l_1399 = l_1398 & u32(2147483647);
let l_1400 = bitcast<f32>(l_1399);
let l_1401 = f64(l_1400);
l_mut_1356 = l_1401;
let l_1402 = l_1399 < u32(8388608);
if l_1402 {
let l_1403 = f64(l_1399);
let l_1404 = l_1403 * f64(1.401298464324817e-45);
l_mut_1356 = l_1404;
}
let l_1405 = bitcast<u64>(l_mut_1356);
let l_1406 = l_1398 >> u32(31);
let l_1407 = u64(l_1406);
let l_1408 = l_1407 << u32(bitcast<u64>(u64(63)));
let l_1409 = l_1405 | l_1408;
let l_1410 = bitcast<f64>(l_1409);
l_mut_1246 = l_1410;
}
}
}
l_mut_1271 = l_mut_1246;
} else {
let l_1411 = l_1237 - l_1240;
let l_1412 = l_1411 * f64(7.1362384635298e44);
let l_1413 = floor(l_1412);
let l_1414 = l_1413 * f64(1.401298464324817e-45);
l_mut_1356 = l_1414;
let l_1415 = abs(l_1411);
let l_1416 = l_1415 >= f64(1.1754943508222875e-38);
if l_1416 {
let l_1417 = f32(l_1411);
let l_1418 = f64(l_1417);
l_mut_1356 = l_1418;
let l_1419 = l_mut_1356 > l_1411;
if l_1419 {
let l_1420 = bitcast<u32>(l_1417);
let l_1421 = l_1420 ^ u32(2147483648);
let l_1422 = bitcast<f32>(l_1421);
let l_1423 = bitcast<u32>(l_1422);
let l_1424 = l_1423 + u32(1);
l_mut_48 = l_1424;
let l_1425 = l_1423 & u32(2147483647);
let l_1426 = l_1425 == u32(0);
if l_1426 {
l_mut_48 = u32(1);
} else {
let l_1427 = l_1423 & u32(2147483648);
let l_1428 = l_1427 != u32(0);
if l_1428 {
let l_1429 = l_1423 - u32(1);
l_mut_48 = l_1429;
} else {
let l_1430 = l_1423 == u32(2139095040);
if l_1430 {
l_mut_48 = l_1423;
}
}
}
let l_1431 = bitcast<f32>(l_mut_48);
let l_1432 = bitcast<u32>(l_1431);
let l_1433 = l_1432 ^ u32(2147483648);
let l_1434 = bitcast<f32>(l_1433);
let l_1435 = bitcast<u32>(l_1434);
let l_1436 = l_1435 & u32(2147483647);
let l_1437 = bitcast<f32>(l_1436);
let l_1438 = f64(l_1437);
l_mut_1246 = l_1438;
let l_1439 = l_1436 < u32(8388608);
if l_1439 {
let l_1440 = f64(l_1436);
let l_1441 = l_1440 * f64(1.401298464324817e-45);
l_mut_1246 = l_1441;
}
let l_1442 = bitcast<u64>(l_mut_1246);
let l_1443 = l_1435 >> u32(31);
let l_1444 = u64(l_1443);
let l_1445 = l_1444 << u32(bitcast<u64>(u64(63)));
let l_1446 = l_1442 | l_1445;
let l_1447 = bitcast<f64>(l_1446);
l_mut_1356 = l_1447;
} else {
let l_1448 = bitcast<u32>(l_1417);
let l_1449 = l_1448 + u32(1);
l_mut_48 = l_1449;
let l_1450 = l_1448 & u32(2147483647);
let l_1451 = l_1450 == u32(0);
if l_1451 {
l_mut_48 = u32(1);
} else {
let l_1452 = l_1448 & u32(2147483648);
let l_1453 = l_1452 != u32(0);
if l_1453 {
let l_1454 = l_1448 - u32(1);
l_mut_48 = l_1454;
} else {
let l_1455 = l_1448 == u32(2139095040);
if l_1455 {
l_mut_48 = l_1448;
}
}
}
let l_1456 = bitcast<f32>(l_mut_48);
let l_1457 = bitcast<u32>(l_1456);
let l_1458 = l_1457 & u32(2147483647);
let l_1459 = bitcast<f32>(l_1458);
let l_1460 = f64(l_1459);
l_mut_1246 = l_1460;
let l_1461 = l_1458 < u32(8388608);
if l_1461 {
let l_1462 = f64(l_1458);
let l_1463 = l_1462 * f64(1.401298464324817e-45);
l_mut_1246 = l_1463;
}
let l_1464 = bitcast<u64>(l_mut_1246);
let l_1465 = l_1457 >> u32(31);
let l_1466 = u64(l_1465);
let l_1467 = l_1466 << u32(bitcast<u64>(u64(63)));
let l_1468 = l_1464 | l_1467;
let l_1469 = bitcast<f64>(l_1468);
let l_1470 = l_1469 <= l_1411;
if l_1470 {
let l_1471 = bitcast<u32>(l_1417);
let l_1472 = l_1471 + u32(1);
l_mut_48 = l_1472;
let l_1473 = l_1471 & u32(2147483647);
let l_1474 = l_1473 == u32(0);
if l_1474 {
l_mut_48 = u32(1);
} else {
let l_1475 = l_1471 & u32(2147483648);
let l_1476 = l_1475 != u32(0);
if l_1476 {
let l_1477 = l_1471 - u32(1);
l_mut_48 = l_1477;
} else {
let l_1478 = l_1471 == u32(2139095040);
if l_1478 {
l_mut_48 = l_1471;
}
}
}
let l_1479 = bitcast<f32>(l_mut_48);
let l_1480 = bitcast<u32>(l_1479);
let l_1481 = l_1480 & u32(2147483647);
let l_1482 = bitcast<f32>(l_1481);
let l_1483 = f64(l_1482);
l_mut_1246 = l_1483;
let l_1484 = l_1481 < u32(8388608);
if l_1484 {
let l_1485 = f64(l_1481);
let l_1486 = l_1485 * f64(1.401298464324817e-45);
l_mut_1246 = l_1486;
}
let l_1487 = bitcast<u64>(l_mut_1246);
let l_1488 = l_1480 >> u32(31);
let l_1489 = u64(l_1488);
let l_1490 = l_1489 << u32(bitcast<u64>(u64(63)));
let l_1491 = l_1487 | l_1490;
let l_1492 = bitcast<f64>(l_1491);
l_mut_1356 = l_1492;
}
}
}
l_mut_1271 = l_mut_1356;
}
let l_1493 = l_mut_709 + l_19;
let l_1494 = abs(l_1493);
let l_1495 = l_1494 * f64(2.220446049250313e-16);
let l_1496 = l_1234 + l_1495;
let l_1497 = l_1493 + l_1496;
let l_1498 = -l_1497;
let l_1499 = l_1498 * f64(7.1362384635298e44);
let l_1500 = floor(l_1499);
let l_1501 = l_1500 * f64(1.401298464324817e-45);
l_mut_1356 = l_1501;
let l_1502 = abs(l_1498);
let l_1503 = l_1502 >= f64(1.1754943508222875e-38);
if l_1503 {
let l_1504 = f32(l_1498);
let l_1505 = f64(l_1504);
l_mut_1356 = l_1505;
let l_1506 = l_mut_1356 > l_1498;
if l_1506 {
let l_1507 = bitcast<u32>(l_1504);
let l_1508 = l_1507 ^ u32(2147483648);
let l_1509 = bitcast<f32>(l_1508);
let l_1510 = bitcast<u32>(l_1509);
let l_1511 = l_1510 + u32(1);
l_mut_48 = l_1511;
let l_1512 = l_1510 & u32(2147483647);
let l_1513 = l_1512 == u32(0);
if l_1513 {
l_mut_48 = u32(1);
} else {
let l_1514 = l_1510 & u32(2147483648);
let l_1515 = l_1514 != u32(0);
if l_1515 {
let l_1516 = l_1510 - u32(1);
l_mut_48 = l_1516;
} else {
let l_1517 = l_1510 == u32(2139095040);
if l_1517 {
l_mut_48 = l_1510;
}
}
}
let l_1518 = bitcast<f32>(l_mut_48);
let l_1519 = bitcast<u32>(l_1518);
let l_1520 = l_1519 ^ u32(2147483648);
let l_1521 = bitcast<f32>(l_1520);
let l_1522 = bitcast<u32>(l_1521);
let l_1523 = l_1522 & u32(2147483647);
let l_1524 = bitcast<f32>(l_1523);
let l_1525 = f64(l_1524);
l_mut_1246 = l_1525;
let l_1526 = l_1523 < u32(8388608);
if l_1526 {
let l_1527 = f64(l_1523);
let l_1528 = l_1527 * f64(1.401298464324817e-45);
l_mut_1246 = l_1528;
}
let l_1529 = bitcast<u64>(l_mut_1246);
let l_1530 = l_1522 >> u32(31);
let l_1531 = u64(l_1530);
let l_1532 = l_1531 << u32(bitcast<u64>(u64(63)));
let l_1533 = l_1529 | l_1532;
let l_1534 = bitcast<f64>(l_1533);
l_mut_1356 = l_1534;
} else {
let l_1535 = bitcast<u32>(l_1504);
let l_1536 = l_1535 + u32(1);
l_mut_48 = l_1536;
let l_1537 = l_1535 & u32(2147483647);
let l_1538 = l_1537 == u32(0);
if l_1538 {
l_mut_48 = u32(1);
} else {
let l_1539 = l_1535 & u32(2147483648);
let l_1540 = l_1539 != u32(0);
if l_1540 {
let l_1541 = l_1535 - u32(1);
l_mut_48 = l_1541;
} else {
let l_1542 = l_1535 == u32(2139095040);
if l_1542 {
l_mut_48 = l_1535;
}
}
}
let l_1543 = bitcast<f32>(l_mut_48);
let l_1544 = bitcast<u32>(l_1543);
let l_1545 = l_1544 & u32(2147483647);
let l_1546 = bitcast<f32>(l_1545);
let l_1547 = f64(l_1546);
l_mut_1246 = l_1547;
let l_1548 = l_1545 < u32(8388608);
if l_1548 {
let l_1549 = f64(l_1545);
let l_1550 = l_1549 * f64(1.401298464324817e-45);
l_mut_1246 = l_1550;
}
let l_1551 = bitcast<u64>(l_mut_1246);
let l_1552 = l_1544 >> u32(31);
let l_1553 = u64(l_1552);
let l_1554 = l_1553 << u32(bitcast<u64>(u64(63)));
let l_1555 = l_1551 | l_1554;
let l_1556 = bitcast<f64>(l_1555);
let l_1557 = l_1556 <= l_1498;
if l_1557 {
let l_1558 = bitcast<u32>(l_1504);
let l_1559 = l_1558 + u32(1);
l_mut_48 = l_1559;
let l_1560 = l_1558 & u32(2147483647);
let l_1561 = l_1560 == u32(0);
if l_1561 {
l_mut_48 = u32(1);
} else {
let l_1562 = l_1558 & u32(2147483648);
let l_1563 = l_1562 != u32(0);
if l_1563 {
let l_1564 = l_1558 - u32(1);
l_mut_48 = l_1564;
} else {
let l_1565 = l_1558 == u32(2139095040);
if l_1565 {
l_mut_48 = l_1558;
}
}
}
let l_1566 = bitcast<f32>(l_mut_48);
let l_1567 = bitcast<u32>(l_1566);
let l_1568 = l_1567 & u32(2147483647);
let l_1569 = bitcast<f32>(l_1568);
let l_1570 = f64(l_1569);
l_mut_1246 = l_1570;
let l_1571 = l_1568 < u32(8388608);
if l_1571 {
let l_1572 = f64(l_1568);
let l_1573 = l_1572 * f64(1.401298464324817e-45);
l_mut_1246 = l_1573;
}
let l_1574 = bitcast<u64>(l_mut_1246);
let l_1575 = l_1567 >> u32(31);
let l_1576 = u64(l_1575);
let l_1577 = l_1576 << u32(bitcast<u64>(u64(63)));
let l_1578 = l_1574 | l_1577;
let l_1579 = bitcast<f64>(l_1578);
l_mut_1356 = l_1579;
}
}
}
let l_1580 = -l_mut_1356;
l_mut_1356 = l_1580;
let l_1581 = bool(false) && bool(true);
if l_1581 {
let l_1582 = l_1493 + l_1496;
let l_1583 = l_1582 * f64(7.1362384635298e44);
let l_1584 = floor(l_1583);
let l_1585 = l_1584 * f64(1.401298464324817e-45);
l_mut_1246 = l_1585;
let l_1586 = abs(l_1582);
let l_1587 = l_1586 >= f64(1.1754943508222875e-38);
if l_1587 {
let l_1588 = f32(l_1582);
let l_1589 = f64(l_1588);
l_mut_1246 = l_1589;
let l_1590 = l_mut_1246 > l_1582;
if l_1590 {
let l_1591 = bitcast<u32>(l_1588);
let l_1592 = l_1591 ^ u32(2147483648);
let l_1593 = bitcast<f32>(l_1592);
let l_1594 = bitcast<u32>(l_1593);
let l_1595 = l_1594 + u32(1);
l_mut_48 = l_1595;
let l_1596 = l_1594 & u32(2147483647);
let l_1597 = l_1596 == u32(0);
if l_1597 {
l_mut_48 = u32(1);
} else {
let l_1598 = l_1594 & u32(2147483648);
let l_1599 = l_1598 != u32(0);
if l_1599 {
let l_1600 = l_1594 - u32(1);
l_mut_48 = l_1600;
} else {
let l_1601 = l_1594 == u32(2139095040);
if l_1601 {
l_mut_48 = l_1594;
}
}
}
let l_1602 = bitcast<f32>(l_mut_48);
let l_1603 = bitcast<u32>(l_1602);
let l_1604 = l_1603 ^ u32(2147483648);
let l_1605 = bitcast<f32>(l_1604);
let l_1606 = bitcast<u32>(l_1605);
let l_1607 = l_1606 & u32(2147483647);
let l_1608 = bitcast<f32>(l_1607);
let l_1609 = f64(l_1608);
l_mut_1610 = l_1609;
let l_1611 = l_1607 < u32(8388608);
if l_1611 {
let l_1612 = f64(l_1607);
let l_1613 = l_1612 * f64(1.401298464324817e-45);
l_mut_1610 = l_1613;
}
let l_1614 = bitcast<u64>(l_mut_1610);
let l_1615 = l_1606 >> u32(31);
let l_1616 = u64(l_1615);
let l_1617 = l_1616 << u32(bitcast<u64>(u64(63)));
let l_1618 = l_1614 | l_1617;
let l_1619 = bitcast<f64>(l_1618);
l_mut_1246 = l_1619;
} else {
let l_1620 = bitcast<u32>(l_1588);
let l_1621 = l_1620 + u32(1);
l_mut_48 = l_1621;
let l_1622 = l_1620 & u32(2147483647);
let l_1623 = l_1622 == u32(0);
if l_1623 {
l_mut_48 = u32(1);
} else {
let l_1624 = l_1620 & u32(2147483648);
let l_1625 = l_1624 != u32(0);
if l_1625 {
let l_1626 = l_1620 - u32(1);
l_mut_48 = l_1626;
} else {
let l_1627 = l_1620 == u32(2139095040);
if l_1627 {
l_mut_48 = l_1620;
}
}
}
let l_1628 = bitcast<f32>(l_mut_48);
let l_1629 = bitcast<u32>(l_1628);
let l_1630 = l_1629 & u32(2147483647);
let l_1631 = bitcast<f32>(l_1630);
let l_1632 = f64(l_1631);
l_mut_1610 = l_1632;
let l_1633 = l_1630 < u32(8388608);
if l_1633 {
let l_1634 = f64(l_1630);
let l_1635 = l_1634 * f64(1.401298464324817e-45);
l_mut_1610 = l_1635;
}
let l_1636 = bitcast<u64>(l_mut_1610);
let l_1637 = l_1629 >> u32(31);
let l_1638 = u64(l_1637);
let l_1639 = l_1638 << u32(bitcast<u64>(u64(63)));
let l_1640 = l_1636 | l_1639;
let l_1641 = bitcast<f64>(l_1640);
let l_1642 = l_1641 <= l_1582;
if l_1642 {
let l_1643 = bitcast<u32>(l_1588);
let l_1644 = l_1643 + u32(1);
l_mut_48 = l_1644;
let l_1645 = l_1643 & u32(2147483647);
let l_1646 = l_1645 == u32(0);
if l_1646 {
l_mut_48 = u32(1);
} else {
let l_1647 = l_1643 & u32(2147483648);
let l_1648 = l_1647 != u32(0);
if l_1648 {
let l_1649 = l_1643 - u32(1);
l_mut_48 = l_1649;
} else {
let l_1650 = l_1643 == u32(2139095040);
if l_1650 {
l_mut_48 = l_1643;
}
}
}
let l_1651 = bitcast<f32>(l_mut_48);
let l_1652 = bitcast<u32>(l_1651);
let l_1653 = l_1652 & u32(2147483647);
let l_1654 = bitcast<f32>(l_1653);
let l_1655 = f64(l_1654);
l_mut_1610 = l_1655;
let l_1656 = l_1653 < u32(8388608);
if l_1656 {
let l_1657 = f64(l_1653);
let l_1658 = l_1657 * f64(1.401298464324817e-45);
l_mut_1610 = l_1658;
}
let l_1659 = bitcast<u64>(l_mut_1610);
let l_1660 = l_1652 >> u32(31);
let l_1661 = u64(l_1660);
let l_1662 = l_1661 << u32(bitcast<u64>(u64(63)));
let l_1663 = l_1659 | l_1662;
let l_1664 = bitcast<f64>(l_1663);
l_mut_1246 = l_1664;
}
}
}
l_mut_1356 = l_mut_1246;
} else {
let l_1665 = l_1493 - l_1496;
let l_1666 = -l_1665;
let l_1667 = l_1666 * f64(7.1362384635298e44);
let l_1668 = floor(l_1667);
let l_1669 = l_1668 * f64(1.401298464324817e-45);
l_mut_1610 = l_1669;
let l_1670 = abs(l_1666);
let l_1671 = l_1670 >= f64(1.1754943508222875e-38);
if l_1671 {
let l_1672 = f32(l_1666);
let l_1673 = f64(l_1672);
l_mut_1610 = l_1673;
let l_1674 = l_mut_1610 > l_1666;
if l_1674 {
let l_1675 = bitcast<u32>(l_1672);
let l_1676 = l_1675 ^ u32(2147483648);
let l_1677 = bitcast<f32>(l_1676);
let l_1678 = bitcast<u32>(l_1677);
let l_1679 = l_1678 + u32(1);
l_mut_48 = l_1679;
let l_1680 = l_1678 & u32(2147483647);
let l_1681 = l_1680 == u32(0);
if l_1681 {
l_mut_48 = u32(1);
} else {
let l_1682 = l_1678 & u32(2147483648);
let l_1683 = l_1682 != u32(0);
if l_1683 {
let l_1684 = l_1678 - u32(1);
l_mut_48 = l_1684;
} else {
let l_1685 = l_1678 == u32(2139095040);
if l_1685 {
l_mut_48 = l_1678;
}
}
}
let l_1686 = bitcast<f32>(l_mut_48);
let l_1687 = bitcast<u32>(l_1686);
let l_1688 = l_1687 ^ u32(2147483648);
let l_1689 = bitcast<f32>(l_1688);
let l_1690 = bitcast<u32>(l_1689);
let l_1691 = l_1690 & u32(2147483647);
let l_1692 = bitcast<f32>(l_1691);
let l_1693 = f64(l_1692);
l_mut_1246 = l_1693;
let l_1694 = l_1691 < u32(8388608);
if l_1694 {
let l_1695 = f64(l_1691);
let l_1696 = l_1695 * f64(1.401298464324817e-45);
l_mut_1246 = l_1696;
}
let l_1697 = bitcast<u64>(l_mut_1246);
let l_1698 = l_1690 >> u32(31);
let l_1699 = u64(l_1698);
let l_1700 = l_1699 << u32(bitcast<u64>(u64(63)));
let l_1701 = l_1697 | l_1700;
let l_1702 = bitcast<f64>(l_1701);
l_mut_1610 = l_1702;
} else {
let l_1703 = bitcast<u32>(l_1672);
let l_1704 = l_1703 + u32(1);
l_mut_48 = l_1704;
let l_1705 = l_1703 & u32(2147483647);
let l_1706 = l_1705 == u32(0);
if l_1706 {
l_mut_48 = u32(1);
} else {
let l_1707 = l_1703 & u32(2147483648);
let l_1708 = l_1707 != u32(0);
if l_1708 {
let l_1709 = l_1703 - u32(1);
l_mut_48 = l_1709;
} else {
let l_1710 = l_1703 == u32(2139095040);
if l_1710 {
l_mut_48 = l_1703;
}
}
}
let l_1711 = bitcast<f32>(l_mut_48);
let l_1712 = bitcast<u32>(l_1711);
let l_1713 = l_1712 & u32(2147483647);
let l_1714 = bitcast<f32>(l_1713);
let l_1715 = f64(l_1714);
l_mut_1246 = l_1715;
let l_1716 = l_1713 < u32(8388608);
if l_1716 {
let l_1717 = f64(l_1713);
let l_1718 = l_1717 * f64(1.401298464324817e-45);
l_mut_1246 = l_1718;
}
let l_1719 = bitcast<u64>(l_mut_1246);
let l_1720 = l_1712 >> u32(31);
let l_1721 = u64(l_1720);
let l_1722 = l_1721 << u32(bitcast<u64>(u64(63)));
let l_1723 = l_1719 | l_1722;
let l_1724 = bitcast<f64>(l_1723);
let l_1725 = l_1724 <= l_1666;
if l_1725 {
let l_1726 = bitcast<u32>(l_1672);
let l_1727 = l_1726 + u32(1);
l_mut_48 = l_1727;
let l_1728 = l_1726 & u32(2147483647);
let l_1729 = l_1728 == u32(0);
if l_1729 {
l_mut_48 = u32(1);
} else {
let l_1730 = l_1726 & u32(2147483648);
let l_1731 = l_1730 != u32(0);
if l_1731 {
let l_1732 = l_1726 - u32(1);
l_mut_48 = l_1732;
} else {
let l_1733 = l_1726 == u32(2139095040);
if l_1733 {
l_mut_48 = l_1726;
}
}
}
let l_1734 = bitcast<f32>(l_mut_48);
let l_1735 = bitcast<u32>(l_1734);
let l_1736 = l_1735 & u32(2147483647);
let l_1737 = bitcast<f32>(l_1736);
let l_1738 = f64(l_1737);
l_mut_1246 = l_1738;
let l_1739 = l_1736 < u32(8388608);
if l_1739 {
let l_1740 = f64(l_1736);
let l_1741 = l_1740 * f64(1.401298464324817e-45);
l_mut_1246 = l_1741;
}
let l_1742 = bitcast<u64>(l_mut_1246);
let l_1743 = l_1735 >> u32(31);
let l_1744 = u64(l_1743);
let l_1745 = l_1744 << u32(bitcast<u64>(u64(63)));
let l_1746 = l_1742 | l_1745;
let l_1747 = bitcast<f64>(l_1746);
l_mut_1610 = l_1747;
}
}
}
let l_1748 = -l_mut_1610;
l_mut_1356 = l_1748;
}
let l_1749 = l_mut_61 - l_19;
let l_1750 = abs(l_1749);
let l_1751 = l_1750 * f64(2.220446049250313e-16);
let l_1752 = l_1236 + l_1751;
let l_1753 = l_1749 + l_1752;
let l_1754 = -l_1753;
let l_1755 = l_1754 * f64(7.1362384635298e44);
let l_1756 = floor(l_1755);
let l_1757 = l_1756 * f64(1.401298464324817e-45);
l_mut_1610 = l_1757;
let l_1758 = abs(l_1754);
let l_1759 = l_1758 >= f64(1.1754943508222875e-38);
if l_1759 {
let l_1760 = f32(l_1754);
let l_1761 = f64(l_1760);
l_mut_1610 = l_1761;
let l_1762 = l_mut_1610 > l_1754;
if l_1762 {
let l_1763 = bitcast<u32>(l_1760);
let l_1764 = l_1763 ^ u32(2147483648);
let l_1765 = bitcast<f32>(l_1764);
let l_1766 = bitcast<u32>(l_1765);
let l_1767 = l_1766 + u32(1);
l_mut_48 = l_1767;
let l_1768 = l_1766 & u32(2147483647);
let l_1769 = l_1768 == u32(0);
if l_1769 {
l_mut_48 = u32(1);
} else {
let l_1770 = l_1766 & u32(2147483648);
let l_1771 = l_1770 != u32(0);
if l_1771 {
let l_1772 = l_1766 - u32(1);
l_mut_48 = l_1772;
} else {
let l_1773 = l_1766 == u32(2139095040);
if l_1773 {
l_mut_48 = l_1766;
}
}
}
let l_1774 = bitcast<f32>(l_mut_48);
let l_1775 = bitcast<u32>(l_1774);
let l_1776 = l_1775 ^ u32(2147483648);
let l_1777 = bitcast<f32>(l_1776);
let l_1778 = bitcast<u32>(l_1777);
let l_1779 = l_1778 & u32(2147483647);
let l_1780 = bitcast<f32>(l_1779);
let l_1781 = f64(l_1780);
l_mut_1246 = l_1781;
let l_1782 = l_1779 < u32(8388608);
if l_1782 {
let l_1783 = f64(l_1779);
let l_1784 = l_1783 * f64(1.401298464324817e-45);
l_mut_1246 = l_1784;
}
let l_1785 = bitcast<u64>(l_mut_1246);
let l_1786 = l_1778 >> u32(31);
let l_1787 = u64(l_1786);
let l_1788 = l_1787 << u32(bitcast<u64>(u64(63)));
let l_1789 = l_1785 | l_1788;
let l_1790 = bitcast<f64>(l_1789);
l_mut_1610 = l_1790;
} else {
let l_1791 = bitcast<u32>(l_1760);
let l_1792 = l_1791 + u32(1);
l_mut_48 = l_1792;
let l_1793 = l_1791 & u32(2147483647);
let l_1794 = l_1793 == u32(0);
if l_1794 {
l_mut_48 = u32(1);
} else {
let l_1795 = l_1791 & u32(2147483648);
let l_1796 = l_1795 != u32(0);
if l_1796 {
let l_1797 = l_1791 - u32(1);
l_mut_48 = l_1797;
} else {
let l_1798 = l_1791 == u32(2139095040);
if l_1798 {
l_mut_48 = l_1791;
}
}
}
let l_1799 = bitcast<f32>(l_mut_48);
let l_1800 = bitcast<u32>(l_1799);
let l_1801 = l_1800 & u32(2147483647);
let l_1802 = bitcast<f32>(l_1801);
let l_1803 = f64(l_1802);
l_mut_1246 = l_1803;
let l_1804 = l_1801 < u32(8388608);
if l_1804 {
let l_1805 = f64(l_1801);
let l_1806 = l_1805 * f64(1.401298464324817e-45);
l_mut_1246 = l_1806;
}
let l_1807 = bitcast<u64>(l_mut_1246);
let l_1808 = l_1800 >> u32(31);
let l_1809 = u64(l_1808);
let l_1810 = l_1809 << u32(bitcast<u64>(u64(63)));
let l_1811 = l_1807 | l_1810;
let l_1812 = bitcast<f64>(l_1811);
let l_1813 = l_1812 <= l_1754;
if l_1813 {
let l_1814 = bitcast<u32>(l_1760);
let l_1815 = l_1814 + u32(1);
l_mut_48 = l_1815;
let l_1816 = l_1814 & u32(2147483647);
let l_1817 = l_1816 == u32(0);
if l_1817 {
l_mut_48 = u32(1);
} else {
let l_1818 = l_1814 & u32(2147483648);
let l_1819 = l_1818 != u32(0);
if l_1819 {
let l_1820 = l_1814 - u32(1);
l_mut_48 = l_1820;
} else {
let l_1821 = l_1814 == u32(2139095040);
if l_1821 {
l_mut_48 = l_1814;
}
}
}
let l_1822 = bitcast<f32>(l_mut_48);
let l_1823 = bitcast<u32>(l_1822);
let l_1824 = l_1823 & u32(2147483647);
let l_1825 = bitcast<f32>(l_1824);
let l_1826 = f64(l_1825);
l_mut_1246 = l_1826;
let l_1827 = l_1824 < u32(8388608);
if l_1827 {
let l_1828 = f64(l_1824);
let l_1829 = l_1828 * f64(1.401298464324817e-45);
l_mut_1246 = l_1829;
}
let l_1830 = bitcast<u64>(l_mut_1246);
let l_1831 = l_1823 >> u32(31);
let l_1832 = u64(l_1831);
let l_1833 = l_1832 << u32(bitcast<u64>(u64(63)));
let l_1834 = l_1830 | l_1833;
let l_1835 = bitcast<f64>(l_1834);
l_mut_1610 = l_1835;
}
}
}
let l_1836 = -l_mut_1610;
l_mut_1610 = l_1836;
let l_1837 = bool(true) && bool(true);
if l_1837 {
let l_1838 = l_1749 + l_1752;
let l_1839 = l_1838 * f64(7.1362384635298e44);
let l_1840 = floor(l_1839);
let l_1841 = l_1840 * f64(1.401298464324817e-45);
l_mut_1246 = l_1841;
let l_1842 = abs(l_1838);
let l_1843 = l_1842 >= f64(1.1754943508222875e-38);
if l_1843 {
let l_1844 = f32(l_1838);
let l_1845 = f64(l_1844);
l_mut_1246 = l_1845;
let l_1846 = l_mut_1246 > l_1838;
if l_1846 {
let l_1847 = bitcast<u32>(l_1844);
let l_1848 = l_1847 ^ u32(2147483648);
let l_1849 = bitcast<f32>(l_1848);
let l_1850 = bitcast<u32>(l_1849);
let l_1851 = l_1850 + u32(1);
l_mut_48 = l_1851;
let l_1852 = l_1850 & u32(2147483647);
let l_1853 = l_1852 == u32(0);
if l_1853 {
l_mut_48 = u32(1);
} else {
let l_1854 = l_1850 & u32(2147483648);
let l_1855 = l_1854 != u32(0);
if l_1855 {
let l_1856 = l_1850 - u32(1);
l_mut_48 = l_1856;
} else {
let l_1857 = l_1850 == u32(2139095040);
if l_1857 {
l_mut_48 = l_1850;
}
}
}
let l_1858 = bitcast<f32>(l_mut_48);
let l_1859 = bitcast<u32>(l_1858);
let l_1860 = l_1859 ^ u32(2147483648);
let l_1861 = bitcast<f32>(l_1860);
let l_1862 = bitcast<u32>(l_1861);
let l_1863 = l_1862 & u32(2147483647);
let l_1864 = bitcast<f32>(l_1863);
let l_1865 = f64(l_1864);
l_mut_1866 = l_1865;
let l_1867 = l_1863 < u32(8388608);
if l_1867 {
let l_1868 = f64(l_1863);
let l_1869 = l_1868 * f64(1.401298464324817e-45);
l_mut_1866 = l_1869;
}
let l_1870 = bitcast<u64>(l_mut_1866);
let l_1871 = l_1862 >> u32(31);
let l_1872 = u64(l_1871);
let l_1873 = l_1872 << u32(bitcast<u64>(u64(63)));
let l_1874 = l_1870 | l_1873;
let l_1875 = bitcast<f64>(l_1874);
l_mut_1246 = l_1875;
} else {
let l_1876 = bitcast<u32>(l_1844);
let l_1877 = l_1876 + u32(1);
l_mut_48 = l_1877;
let l_1878 = l_1876 & u32(2147483647);
let l_1879 = l_1878 == u32(0);
if l_1879 {
l_mut_48 = u32(1);
} else {
let l_1880 = l_1876 & u32(2147483648);
let l_1881 = l_1880 != u32(0);
if l_1881 {
let l_1882 = l_1876 - u32(1);
l_mut_48 = l_1882;
} else {
let l_1883 = l_1876 == u32(2139095040);
if l_1883 {
l_mut_48 = l_1876;
}
}
}
let l_1884 = bitcast<f32>(l_mut_48);
let l_1885 = bitcast<u32>(l_1884);
let l_1886 = l_1885 & u32(2147483647);
let l_1887 = bitcast<f32>(l_1886);
let l_1888 = f64(l_1887);
l_mut_1866 = l_1888;
let l_1889 = l_1886 < u32(8388608);
if l_1889 {
let l_1890 = f64(l_1886);
let l_1891 = l_1890 * f64(1.401298464324817e-45);
l_mut_1866 = l_1891;
}
let l_1892 = bitcast<u64>(l_mut_1866);
let l_1893 = l_1885 >> u32(31);
let l_1894 = u64(l_1893);
let l_1895 = l_1894 << u32(bitcast<u64>(u64(63)));
let l_1896 = l_1892 | l_1895;
let l_1897 = bitcast<f64>(l_1896);
let l_1898 = l_1897 <= l_1838;
if l_1898 {
let l_1899 = bitcast<u32>(l_1844);
let l_1900 = l_1899 + u32(1);
l_mut_48 = l_1900;
let l_1901 = l_1899 & u32(2147483647);
let l_1902 = l_1901 == u32(0);
if l_1902 {
l_mut_48 = u32(1);
} else {
let l_1903 = l_1899 & u32(2147483648);
let l_1904 = l_1903 != u32(0);
if l_1904 {
let l_1905 = l_1899 - u32(1);
l_mut_48 = l_1905;
} else {
let l_1906 = l_1899 == u32(2139095040);
if l_1906 {
l_mut_48 = l_1899;
}
}
}
let l_1907 = bitcast<f32>(l_mut_48);
let l_1908 = bitcast<u32>(l_1907);
let l_1909 = l_1908 & u32(2147483647);
let l_1910 = bitcast<f32>(l_1909);
let l_1911 = f64(l_1910);
l_mut_1866 = l_1911;
let l_1912 = l_1909 < u32(8388608);
if l_1912 {
let l_1913 = f64(l_1909);
let l_1914 = l_1913 * f64(1.401298464324817e-45);
l_mut_1866 = l_1914;
}
let l_1915 = bitcast<u64>(l_mut_1866);
let l_1916 = l_1908 >> u32(31);
let l_1917 = u64(l_1916);
let l_1918 = l_1917 << u32(bitcast<u64>(u64(63)));
let l_1919 = l_1915 | l_1918;
let l_1920 = bitcast<f64>(l_1919);
l_mut_1246 = l_1920;
}
}
}
l_mut_1610 = l_mut_1246;
} else {
let l_1921 = l_1749 - l_1752;
let l_1922 = l_1921 * f64(7.1362384635298e44);
let l_1923 = floor(l_1922);
let l_1924 = l_1923 * f64(1.401298464324817e-45);
l_mut_1866 = l_1924;
let l_1925 = abs(l_1921);
let l_1926 = l_1925 >= f64(1.1754943508222875e-38);
if l_1926 {
let l_1927 = f32(l_1921);
let l_1928 = f64(l_1927);
l_mut_1866 = l_1928;
let l_1929 = l_mut_1866 > l_1921;
if l_1929 {
let l_1930 = bitcast<u32>(l_1927);
let l_1931 = l_1930 ^ u32(2147483648);
let l_1932 = bitcast<f32>(l_1931);
let l_1933 = bitcast<u32>(l_1932);
let l_1934 = l_1933 + u32(1);
l_mut_48 = l_1934;
let l_1935 = l_1933 & u32(2147483647);
let l_1936 = l_1935 == u32(0);
if l_1936 {
l_mut_48 = u32(1);
} else {
let l_1937 = l_1933 & u32(2147483648);
let l_1938 = l_1937 != u32(0);
if l_1938 {
let l_1939 = l_1933 - u32(1);
l_mut_48 = l_1939;
} else {
let l_1940 = l_1933 == u32(2139095040);
if l_1940 {
l_mut_48 = l_1933;
}
}
}
let l_1941 = bitcast<f32>(l_mut_48);
let l_1942 = bitcast<u32>(l_1941);
let l_1943 = l_1942 ^ u32(2147483648);
let l_1944 = bitcast<f32>(l_1943);
let l_1945 = bitcast<u32>(l_1944);
let l_1946 = l_1945 & u32(2147483647);
let l_1947 = bitcast<f32>(l_1946);
let l_1948 = f64(l_1947);
l_mut_1246 = l_1948;
let l_1949 = l_1946 < u32(8388608);
if l_1949 {
let l_1950 = f64(l_1946);
let l_1951 = l_1950 * f64(1.401298464324817e-45);
l_mut_1246 = l_1951;
}
let l_1952 = bitcast<u64>(l_mut_1246);
let l_1953 = l_1945 >> u32(31);
let l_1954 = u64(l_1953);
let l_1955 = l_1954 << u32(bitcast<u64>(u64(63)));
let l_1956 = l_1952 | l_1955;
let l_1957 = bitcast<f64>(l_1956);
l_mut_1866 = l_1957;
} else {
let l_1958 = bitcast<u32>(l_1927);
let l_1959 = l_1958 + u32(1);
l_mut_48 = l_1959;
let l_1960 = l_1958 & u32(2147483647);
let l_1961 = l_1960 == u32(0);
if l_1961 {
l_mut_48 = u32(1);
} else {
let l_1962 = l_1958 & u32(2147483648);
let l_1963 = l_1962 != u32(0);
if l_1963 {
let l_1964 = l_1958 - u32(1);
l_mut_48 = l_1964;
} else {
let l_1965 = l_1958 == u32(2139095040);
if l_1965 {
l_mut_48 = l_1958;
}
}
}
let l_1966 = bitcast<f32>(l_mut_48);
let l_1967 = bitcast<u32>(l_1966);
let l_1968 = l_1967 & u32(2147483647);
let l_1969 = bitcast<f32>(l_1968);
let l_1970 = f64(l_1969);
l_mut_1246 = l_1970;
let l_1971 = l_1968 < u32(8388608);
if l_1971 {
let l_1972 = f64(l_1968);
let l_1973 = l_1972 * f64(1.401298464324817e-45);
l_mut_1246 = l_1973;
}
let l_1974 = bitcast<u64>(l_mut_1246);
let l_1975 = l_1967 >> u32(31);
let l_1976 = u64(l_1975);
let l_1977 = l_1976 << u32(bitcast<u64>(u64(63)));
let l_1978 = l_1974 | l_1977;
let l_1979 = bitcast<f64>(l_1978);
let l_1980 = l_1979 <= l_1921;
if l_1980 {
let l_1981 = bitcast<u32>(l_1927);
let l_1982 = l_1981 + u32(1);
l_mut_48 = l_1982;
let l_1983 = l_1981 & u32(2147483647);
let l_1984 = l_1983 == u32(0);
if l_1984 {
l_mut_48 = u32(1);
} else {
let l_1985 = l_1981 & u32(2147483648);
let l_1986 = l_1985 != u32(0);
if l_1986 {
let l_1987 = l_1981 - u32(1);
l_mut_48 = l_1987;
} else {
let l_1988 = l_1981 == u32(2139095040);
if l_1988 {
l_mut_48 = l_1981;
}
}
}
let l_1989 = bitcast<f32>(l_mut_48);
let l_1990 = bitcast<u32>(l_1989);
let l_1991 = l_1990 & u32(2147483647);
let l_1992 = bitcast<f32>(l_1991);
let l_1993 = f64(l_1992);
l_mut_1246 = l_1993;
let l_1994 = l_1991 < u32(8388608);
if l_1994 {
let l_1995 = f64(l_1991);
let l_1996 = l_1995 * f64(1.401298464324817e-45);
l_mut_1246 = l_1996;
}
let l_1997 = bitcast<u64>(l_mut_1246);
let l_1998 = l_1990 >> u32(31);
let l_1999 = u64(l_1998);
let l_2000 = l_1999 << u32(bitcast<u64>(u64(63)));
let l_2001 = l_1997 | l_2000;
let l_2002 = bitcast<f64>(l_2001);
l_mut_1866 = l_2002;
}
}
}
l_mut_1610 = l_mut_1866;
}
let l_2003 = l_mut_61 + l_19;
let l_2004 = abs(l_2003);
let l_2005 = l_2004 * f64(2.220446049250313e-16);
let l_2006 = l_1236 + l_2005;
let l_2007 = l_2003 + l_2006;
let l_2008 = -l_2007;
let l_2009 = l_2008 * f64(7.1362384635298e44);
let l_2010 = floor(l_2009);
let l_2011 = l_2010 * f64(1.401298464324817e-45);
l_mut_1866 = l_2011;
let l_2012 = abs(l_2008);
let l_2013 = l_2012 >= f64(1.1754943508222875e-38);
if l_2013 {
let l_2014 = f32(l_2008);
let l_2015 = f64(l_2014);
l_mut_1866 = l_2015;
let l_2016 = l_mut_1866 > l_2008;
if l_2016 {
let l_2017 = bitcast<u32>(l_2014);
let l_2018 = l_2017 ^ u32(2147483648);
let l_2019 = bitcast<f32>(l_2018);
let l_2020 = bitcast<u32>(l_2019);
let l_2021 = l_2020 + u32(1);
l_mut_48 = l_2021;
let l_2022 = l_2020 & u32(2147483647);
let l_2023 = l_2022 == u32(0);
if l_2023 {
l_mut_48 = u32(1);
} else {
let l_2024 = l_2020 & u32(2147483648);
let l_2025 = l_2024 != u32(0);
if l_2025 {
let l_2026 = l_2020 - u32(1);
l_mut_48 = l_2026;
} else {
let l_2027 = l_2020 == u32(2139095040);
if l_2027 {
l_mut_48 = l_2020;
}
}
}
let l_2028 = bitcast<f32>(l_mut_48);
let l_2029 = bitcast<u32>(l_2028);
let l_2030 = l_2029 ^ u32(2147483648);
let l_2031 = bitcast<f32>(l_2030);
let l_2032 = bitcast<u32>(l_2031);
let l_2033 = l_2032 & u32(2147483647);
let l_2034 = bitcast<f32>(l_2033);
let l_2035 = f64(l_2034);
l_mut_1246 = l_2035;
let l_2036 = l_2033 < u32(8388608);
if l_2036 {
let l_2037 = f64(l_2033);
let l_2038 = l_2037 * f64(1.401298464324817e-45);
l_mut_1246 = l_2038;
}
let l_2039 = bitcast<u64>(l_mut_1246);
let l_2040 = l_2032 >> u32(31);
let l_2041 = u64(l_2040);
let l_2042 = l_2041 << u32(bitcast<u64>(u64(63)));
let l_2043 = l_2039 | l_2042;
let l_2044 = bitcast<f64>(l_2043);
l_mut_1866 = l_2044;
} else {
let l_2045 = bitcast<u32>(l_2014);
let l_2046 = l_2045 + u32(1);
l_mut_48 = l_2046;
let l_2047 = l_2045 & u32(2147483647);
let l_2048 = l_2047 == u32(0);
if l_2048 {
l_mut_48 = u32(1);
} else {
let l_2049 = l_2045 & u32(2147483648);
let l_2050 = l_2049 != u32(0);
if l_2050 {
let l_2051 = l_2045 - u32(1);
l_mut_48 = l_2051;
} else {
let l_2052 = l_2045 == u32(2139095040);
if l_2052 {
l_mut_48 = l_2045;
}
}
}
let l_2053 = bitcast<f32>(l_mut_48);
let l_2054 = bitcast<u32>(l_2053);
let l_2055 = l_2054 & u32(2147483647);
let l_2056 = bitcast<f32>(l_2055);
let l_2057 = f64(l_2056);
l_mut_1246 = l_2057;
let l_2058 = l_2055 < u32(8388608);
if l_2058 {
let l_2059 = f64(l_2055);
let l_2060 = l_2059 * f64(1.401298464324817e-45);
l_mut_1246 = l_2060;
}
let l_2061 = bitcast<u64>(l_mut_1246);
let l_2062 = l_2054 >> u32(31);
let l_2063 = u64(l_2062);
let l_2064 = l_2063 << u32(bitcast<u64>(u64(63)));
let l_2065 = l_2061 | l_2064;
let l_2066 = bitcast<f64>(l_2065);
let l_2067 = l_2066 <= l_2008;
if l_2067 {
let l_2068 = bitcast<u32>(l_2014);
let l_2069 = l_2068 + u32(1);
l_mut_48 = l_2069;
let l_2070 = l_2068 & u32(2147483647);
let l_2071 = l_2070 == u32(0);
if l_2071 {
l_mut_48 = u32(1);
} else {
let l_2072 = l_2068 & u32(2147483648);
let l_2073 = l_2072 != u32(0);
if l_2073 {
let l_2074 = l_2068 - u32(1);
l_mut_48 = l_2074;
} else {
let l_2075 = l_2068 == u32(2139095040);
if l_2075 {
l_mut_48 = l_2068;
}
}
}
let l_2076 = bitcast<f32>(l_mut_48);
let l_2077 = bitcast<u32>(l_2076);
let l_2078 = l_2077 & u32(2147483647);
let l_2079 = bitcast<f32>(l_2078);
let l_2080 = f64(l_2079);
l_mut_1246 = l_2080;
let l_2081 = l_2078 < u32(8388608);
if l_2081 {
let l_2082 = f64(l_2078);
let l_2083 = l_2082 * f64(1.401298464324817e-45);
l_mut_1246 = l_2083;
}
let l_2084 = bitcast<u64>(l_mut_1246);
let l_2085 = l_2077 >> u32(31);
let l_2086 = u64(l_2085);
let l_2087 = l_2086 << u32(bitcast<u64>(u64(63)));
let l_2088 = l_2084 | l_2087;
let l_2089 = bitcast<f64>(l_2088);
l_mut_1866 = l_2089;
}
}
}
let l_2090 = -l_mut_1866;
l_mut_1866 = l_2090;
let l_2091 = bool(false) && bool(true);
if l_2091 {
let l_2092 = l_2003 + l_2006;
let l_2093 = l_2092 * f64(7.1362384635298e44);
let l_2094 = floor(l_2093);
let l_2095 = l_2094 * f64(1.401298464324817e-45);
l_mut_1246 = l_2095;
let l_2096 = abs(l_2092);
let l_2097 = l_2096 >= f64(1.1754943508222875e-38);
if l_2097 {
let l_2098 = f32(l_2092);
let l_2099 = f64(l_2098);
l_mut_1246 = l_2099;
let l_2100 = l_mut_1246 > l_2092;
if l_2100 {
let l_2101 = bitcast<u32>(l_2098);
let l_2102 = l_2101 ^ u32(2147483648);
let l_2103 = bitcast<f32>(l_2102);
let l_2104 = bitcast<u32>(l_2103);
let l_2105 = l_2104 + u32(1);
l_mut_48 = l_2105;
let l_2106 = l_2104 & u32(2147483647);
let l_2107 = l_2106 == u32(0);
if l_2107 {
l_mut_48 = u32(1);
} else {
let l_2108 = l_2104 & u32(2147483648);
let l_2109 = l_2108 != u32(0);
if l_2109 {
let l_2110 = l_2104 - u32(1);
l_mut_48 = l_2110;
} else {
let l_2111 = l_2104 == u32(2139095040);
if l_2111 {
l_mut_48 = l_2104;
}
}
}
let l_2112 = bitcast<f32>(l_mut_48);
let l_2113 = bitcast<u32>(l_2112);
let l_2114 = l_2113 ^ u32(2147483648);
let l_2115 = bitcast<f32>(l_2114);
let l_2116 = bitcast<u32>(l_2115);
let l_2117 = l_2116 & u32(2147483647);
let l_2118 = bitcast<f32>(l_2117);
let l_2119 = f64(l_2118);
l_mut_2120 = l_2119;
let l_2121 = l_2117 < u32(8388608);
if l_2121 {
let l_2122 = f64(l_2117);
let l_2123 = l_2122 * f64(1.401298464324817e-45);
l_mut_2120 = l_2123;
}
let l_2124 = bitcast<u64>(l_mut_2120);
let l_2125 = l_2116 >> u32(31);
let l_2126 = u64(l_2125);
let l_2127 = l_2126 << u32(bitcast<u64>(u64(63)));
let l_2128 = l_2124 | l_2127;
let l_2129 = bitcast<f64>(l_2128);
l_mut_1246 = l_2129;
} else {
let l_2130 = bitcast<u32>(l_2098);
let l_2131 = l_2130 + u32(1);
l_mut_48 = l_2131;
let l_2132 = l_2130 & u32(2147483647);
let l_2133 = l_2132 == u32(0);
if l_2133 {
l_mut_48 = u32(1);
} else {
let l_2134 = l_2130 & u32(2147483648);
let l_2135 = l_2134 != u32(0);
if l_2135 {
let l_2136 = l_2130 - u32(1);
l_mut_48 = l_2136;
} else {
let l_2137 = l_2130 == u32(2139095040);
if l_2137 {
l_mut_48 = l_2130;
}
}
}
let l_2138 = bitcast<f32>(l_mut_48);
let l_2139 = bitcast<u32>(l_2138);
let l_2140 = l_2139 & u32(2147483647);
let l_2141 = bitcast<f32>(l_2140);
let l_2142 = f64(l_2141);
l_mut_2120 = l_2142;
let l_2143 = l_2140 < u32(8388608);
if l_2143 {
let l_2144 = f64(l_2140);
let l_2145 = l_2144 * f64(1.401298464324817e-45);
l_mut_2120 = l_2145;
}
let l_2146 = bitcast<u64>(l_mut_2120);
let l_2147 = l_2139 >> u32(31);
let l_2148 = u64(l_2147);
let l_2149 = l_2148 << u32(bitcast<u64>(u64(63)));
let l_2150 = l_2146 | l_2149;
let l_2151 = bitcast<f64>(l_2150);
let l_2152 = l_2151 <= l_2092;
if l_2152 {
let l_2153 = bitcast<u32>(l_2098);
let l_2154 = l_2153 + u32(1);
l_mut_48 = l_2154;
let l_2155 = l_2153 & u32(2147483647);
let l_2156 = l_2155 == u32(0);
if l_2156 {
l_mut_48 = u32(1);
} else {
let l_2157 = l_2153 & u32(2147483648);
let l_2158 = l_2157 != u32(0);
if l_2158 {
let l_2159 = l_2153 - u32(1);
l_mut_48 = l_2159;
} else {
let l_2160 = l_2153 == u32(2139095040);
if l_2160 {
l_mut_48 = l_2153;
}
}
}
let l_2161 = bitcast<f32>(l_mut_48);
let l_2162 = bitcast<u32>(l_2161);
let l_2163 = l_2162 & u32(2147483647);
let l_2164 = bitcast<f32>(l_2163);
let l_2165 = f64(l_2164);
l_mut_2120 = l_2165;
let l_2166 = l_2163 < u32(8388608);
if l_2166 {
let l_2167 = f64(l_2163);
let l_2168 = l_2167 * f64(1.401298464324817e-45);
l_mut_2120 = l_2168;
}
let l_2169 = bitcast<u64>(l_mut_2120);
let l_2170 = l_2162 >> u32(31);
let l_2171 = u64(l_2170);
let l_2172 = l_2171 << u32(bitcast<u64>(u64(63)));
let l_2173 = l_2169 | l_2172;
let l_2174 = bitcast<f64>(l_2173);
l_mut_1246 = l_2174;
}
}
}
l_mut_1866 = l_mut_1246;
} else {
let l_2175 = l_2003 - l_2006;
let l_2176 = -l_2175;
let l_2177 = l_2176 * f64(7.1362384635298e44);
let l_2178 = floor(l_2177);
let l_2179 = l_2178 * f64(1.401298464324817e-45);
l_mut_2120 = l_2179;
let l_2180 = abs(l_2176);
let l_2181 = l_2180 >= f64(1.1754943508222875e-38);
if l_2181 {
let l_2182 = f32(l_2176);
let l_2183 = f64(l_2182);
l_mut_2120 = l_2183;
let l_2184 = l_mut_2120 > l_2176;
if l_2184 {
let l_2185 = bitcast<u32>(l_2182);
let l_2186 = l_2185 ^ u32(2147483648);
let l_2187 = bitcast<f32>(l_2186);
let l_2188 = bitcast<u32>(l_2187);
let l_2189 = l_2188 + u32(1);
l_mut_48 = l_2189;
let l_2190 = l_2188 & u32(2147483647);
let l_2191 = l_2190 == u32(0);
if l_2191 {
l_mut_48 = u32(1);
} else {
let l_2192 = l_2188 & u32(2147483648);
let l_2193 = l_2192 != u32(0);
if l_2193 {
let l_2194 = l_2188 - u32(1);
l_mut_48 = l_2194;
} else {
let l_2195 = l_2188 == u32(2139095040);
if l_2195 {
l_mut_48 = l_2188;
}
}
}
let l_2196 = bitcast<f32>(l_mut_48);
let l_2197 = bitcast<u32>(l_2196);
let l_2198 = l_2197 ^ u32(2147483648);
let l_2199 = bitcast<f32>(l_2198);
let l_2200 = bitcast<u32>(l_2199);
let l_2201 = l_2200 & u32(2147483647);
let l_2202 = bitcast<f32>(l_2201);
let l_2203 = f64(l_2202);
l_mut_1246 = l_2203;
let l_2204 = l_2201 < u32(8388608);
if l_2204 {
let l_2205 = f64(l_2201);
let l_2206 = l_2205 * f64(1.401298464324817e-45);
l_mut_1246 = l_2206;
}
let l_2207 = bitcast<u64>(l_mut_1246);
let l_2208 = l_2200 >> u32(31);
let l_2209 = u64(l_2208);
let l_2210 = l_2209 << u32(bitcast<u64>(u64(63)));
let l_2211 = l_2207 | l_2210;
let l_2212 = bitcast<f64>(l_2211);
l_mut_2120 = l_2212;
} else {
let l_2213 = bitcast<u32>(l_2182);
let l_2214 = l_2213 + u32(1);
l_mut_48 = l_2214;
let l_2215 = l_2213 & u32(2147483647);
let l_2216 = l_2215 == u32(0);
if l_2216 {
l_mut_48 = u32(1);
} else {
let l_2217 = l_2213 & u32(2147483648);
let l_2218 = l_2217 != u32(0);
if l_2218 {
let l_2219 = l_2213 - u32(1);
l_mut_48 = l_2219;
} else {
let l_2220 = l_2213 == u32(2139095040);
if l_2220 {
l_mut_48 = l_2213;
}
}
}
let l_2221 = bitcast<f32>(l_mut_48);
let l_2222 = bitcast<u32>(l_2221);
let l_2223 = l_2222 & u32(2147483647);
let l_2224 = bitcast<f32>(l_2223);
let l_2225 = f64(l_2224);
l_mut_1246 = l_2225;
let l_2226 = l_2223 < u32(8388608);
if l_2226 {
let l_2227 = f64(l_2223);
let l_2228 = l_2227 * f64(1.401298464324817e-45);
l_mut_1246 = l_2228;
}
let l_2229 = bitcast<u64>(l_mut_1246);
let l_2230 = l_2222 >> u32(31);
let l_2231 = u64(l_2230);
let l_2232 = l_2231 << u32(bitcast<u64>(u64(63)));
let l_2233 = l_2229 | l_2232;
let l_2234 = bitcast<f64>(l_2233);
let l_2235 = l_2234 <= l_2176;
if l_2235 {
let l_2236 = bitcast<u32>(l_2182);
let l_2237 = l_2236 + u32(1);
l_mut_48 = l_2237;
let l_2238 = l_2236 & u32(2147483647);
let l_2239 = l_2238 == u32(0);
if l_2239 {
l_mut_48 = u32(1);
} else {
let l_2240 = l_2236 & u32(2147483648);
let l_2241 = l_2240 != u32(0);
if l_2241 {
let l_2242 = l_2236 - u32(1);
l_mut_48 = l_2242;
} else {
let l_2243 = l_2236 == u32(2139095040);
if l_2243 {
l_mut_48 = l_2236;
}
}
}
let l_2244 = bitcast<f32>(l_mut_48);
let l_2245 = bitcast<u32>(l_2244);
let l_2246 = l_2245 & u32(2147483647);
let l_2247 = bitcast<f32>(l_2246);
let l_2248 = f64(l_2247);
l_mut_1246 = l_2248;
let l_2249 = l_2246 < u32(8388608);
if l_2249 {
let l_2250 = f64(l_2246);
let l_2251 = l_2250 * f64(1.401298464324817e-45);
l_mut_1246 = l_2251;
}
let l_2252 = bitcast<u64>(l_mut_1246);
let l_2253 = l_2245 >> u32(31);
let l_2254 = u64(l_2253);
let l_2255 = l_2254 << u32(bitcast<u64>(u64(63)));
let l_2256 = l_2252 | l_2255;
let l_2257 = bitcast<f64>(l_2256);
l_mut_2120 = l_2257;
}
}
}
let l_2258 = -l_mut_2120;
l_mut_1866 = l_2258;
}
l_mut_48 = u32(0);
let l_2259 = l_mut_1610 <= f64(0.0);
let l_2260 = l_mut_1866 >= f64(0.0);
let l_2261 = l_2259 && l_2260;
let l_2262 = !l_2261;
if l_2262 {
let l_2264 = l_mut_1271 / l_mut_1610;
let l_2265 = l_mut_1271 / l_mut_1866;
let l_2266 = l_mut_1356 / l_mut_1610;
let l_2267 = l_mut_1356 / l_mut_1866;
a_2263[u32(0)] = l_2264;
a_2263[u32(1)] = l_2264;
let l_2268 = a_2263[u32(0)];
let l_2269 = l_2265 < l_2268;
if l_2269 {
a_2263[u32(0)] = l_2265;
}
let l_2270 = a_2263[u32(0)];
let l_2271 = l_2266 < l_2270;
if l_2271 {
a_2263[u32(0)] = l_2266;
}
let l_2272 = a_2263[u32(0)];
let l_2273 = l_2267 < l_2272;
if l_2273 {
a_2263[u32(0)] = l_2267;
}
let l_2274 = a_2263[u32(1)];
let l_2275 = l_2265 > l_2274;
if l_2275 {
a_2263[u32(1)] = l_2265;
}
let l_2276 = a_2263[u32(1)];
let l_2277 = l_2266 > l_2276;
if l_2277 {
a_2263[u32(1)] = l_2266;
}
let l_2278 = a_2263[u32(1)];
let l_2279 = l_2267 > l_2278;
if l_2279 {
a_2263[u32(1)] = l_2267;
}
let l_2280 = a_2263[u32(0)];
let l_2281 = abs(l_2280);
let l_2282 = l_2281 * l_mut_38;
let l_2283 = a_2263[u32(1)];
let l_2284 = abs(l_2283);
let l_2285 = l_2284 * l_mut_38;
l_mut_48 = u32(2);
let l_2286 = a_2263[u32(0)];
let l_2287 = l_2286 - l_2282;
let l_2288 = abs(l_2287);
l_mut_2120 = f64(1.401298464324817e-45);
let l_2289 = l_2288 >= f64(1.1754943508222875e-38);
let l_2290 = l_2288 <= f64(1.7976931348623157e308);
let l_2291 = l_2289 && l_2290;
if l_2291 {
let l_2292 = bitcast<u64>(l_2288);
let l_2293 = l_2292 >> u32(bitcast<u64>(u64(52)));
let l_2294 = l_2293 - u64(23);
let l_2295 = l_2294 << u32(bitcast<u64>(u64(52)));
let l_2296 = bitcast<f64>(l_2295);
l_mut_2120 = l_2296;
}
let l_2297 = l_2286 + l_2282;
let l_2298 = abs(l_2297);
l_mut_1866 = f64(1.401298464324817e-45);
let l_2299 = l_2298 >= f64(1.1754943508222875e-38);
let l_2300 = l_2298 <= f64(1.7976931348623157e308);
let l_2301 = l_2299 && l_2300;
if l_2301 {
let l_2302 = bitcast<u64>(l_2298);
let l_2303 = l_2302 >> u32(bitcast<u64>(u64(52)));
let l_2304 = l_2303 - u64(23);
let l_2305 = l_2304 << u32(bitcast<u64>(u64(52)));
let l_2306 = bitcast<f64>(l_2305);
l_mut_1866 = l_2306;
}
let l_2307 = l_mut_2120 == l_mut_1866;
let l_2308 = a_2263[u32(1)];
let l_2309 = l_2308 - l_2285;
let l_2310 = abs(l_2309);
l_mut_2120 = f64(1.401298464324817e-45);
let l_2311 = l_2310 >= f64(1.1754943508222875e-38);
let l_2312 = l_2310 <= f64(1.7976931348623157e308);
let l_2313 = l_2311 && l_2312;
if l_2313 {
let l_2314 = bitcast<u64>(l_2310);
let l_2315 = l_2314 >> u32(bitcast<u64>(u64(52)));
let l_2316 = l_2315 - u64(23);
let l_2317 = l_2316 << u32(bitcast<u64>(u64(52)));
let l_2318 = bitcast<f64>(l_2317);
l_mut_2120 = l_2318;
}
let l_2319 = l_2308 + l_2285;
let l_2320 = abs(l_2319);
l_mut_1866 = f64(1.401298464324817e-45);
let l_2321 = l_2320 >= f64(1.1754943508222875e-38);
let l_2322 = l_2320 <= f64(1.7976931348623157e308);
let l_2323 = l_2321 && l_2322;
if l_2323 {
let l_2324 = bitcast<u64>(l_2320);
let l_2325 = l_2324 >> u32(bitcast<u64>(u64(52)));
let l_2326 = l_2325 - u64(23);
let l_2327 = l_2326 << u32(bitcast<u64>(u64(52)));
let l_2328 = bitcast<f64>(l_2327);
l_mut_1866 = l_2328;
}
let l_2329 = l_mut_2120 == l_mut_1866;
let l_2330 = l_2307 && l_2329;
if l_2330 {
let l_2331 = a_2263[u32(0)];
let l_2332 = a_2263[u32(0)];
let l_2333 = abs(l_2332);
l_mut_2120 = f64(1.401298464324817e-45);
let l_2334 = l_2333 >= f64(1.1754943508222875e-38);
let l_2335 = l_2333 <= f64(1.7976931348623157e308);
let l_2336 = l_2334 && l_2335;
if l_2336 {
let l_2337 = bitcast<u64>(l_2333);
let l_2338 = l_2337 >> u32(bitcast<u64>(u64(52)));
let l_2339 = l_2338 - u64(23);
let l_2340 = l_2339 << u32(bitcast<u64>(u64(52)));
let l_2341 = bitcast<f64>(l_2340);
l_mut_2120 = l_2341;
}
let l_2342 = l_22 * l_mut_2120;
let l_2343 = l_2331 - l_2342;
let l_2344 = a_2263[u32(1)];
let l_2345 = a_2263[u32(1)];
let l_2346 = abs(l_2345);
l_mut_2120 = f64(1.401298464324817e-45);
let l_2347 = l_2346 >= f64(1.1754943508222875e-38);
let l_2348 = l_2346 <= f64(1.7976931348623157e308);
let l_2349 = l_2347 && l_2348;
if l_2349 {
let l_2350 = bitcast<u64>(l_2346);
let l_2351 = l_2350 >> u32(bitcast<u64>(u64(52)));
let l_2352 = l_2351 - u64(23);
let l_2353 = l_2352 << u32(bitcast<u64>(u64(52)));
let l_2354 = bitcast<f64>(l_2353);
l_mut_2120 = l_2354;
}
let l_2355 = l_22 * l_mut_2120;
let l_2356 = l_2344 + l_2355;
let l_2357 = bitcast<u32>(l_15);
let l_2358 = l_2357 & u32(2147483647);
let l_2359 = bitcast<f32>(l_2358);
let l_2360 = f64(l_2359);
l_mut_2120 = l_2360;
let l_2361 = l_2358 < u32(8388608);
if l_2361 {
let l_2362 = f64(l_2358);
let l_2363 = l_2362 * f64(1.401298464324817e-45);
l_mut_2120 = l_2363;
}
let l_2364 = bitcast<u64>(l_mut_2120);
let l_2365 = l_2357 >> u32(31);
let l_2366 = u64(l_2365);
let l_2367 = l_2366 << u32(bitcast<u64>(u64(63)));
let l_2368 = l_2364 | l_2367;
let l_2369 = bitcast<f64>(l_2368);
let l_2370 = bitcast<u32>(l_15);
let l_2371 = l_2370 + u32(1);
l_mut_2372 = l_2371;
let l_2373 = l_2370 & u32(2147483647);
let l_2374 = l_2373 == u32(0);
if l_2374 {
l_mut_2372 = u32(1);
} else {
let l_2375 = l_2370 & u32(2147483648);
let l_2376 = l_2375 != u32(0);
if l_2376 {
let l_2377 = l_2370 - u32(1);
l_mut_2372 = l_2377;
} else {
let l_2378 = l_2370 == u32(2139095040);
if l_2378 {
l_mut_2372 = l_2370;
}
}
}
let l_2379 = bitcast<f32>(l_mut_2372);
let l_2380 = bitcast<u32>(l_2379);
let l_2381 = l_2380 & u32(2147483647);
let l_2382 = bitcast<f32>(l_2381);
let l_2383 = f64(l_2382);
l_mut_2120 = l_2383;
let l_2384 = l_2381 < u32(8388608);
if l_2384 {
let l_2385 = f64(l_2381);
let l_2386 = l_2385 * f64(1.401298464324817e-45);
l_mut_2120 = l_2386;
}
let l_2387 = bitcast<u64>(l_mut_2120);
let l_2388 = l_2380 >> u32(31);
let l_2389 = u64(l_2388);
let l_2390 = l_2389 << u32(bitcast<u64>(u64(63)));
let l_2391 = l_2387 | l_2390;
let l_2392 = bitcast<f64>(l_2391);
let l_2393 = bitcast<u32>(l_15);
let l_2394 = l_2393 ^ u32(2147483648);
let l_2395 = bitcast<f32>(l_2394);
let l_2396 = bitcast<u32>(l_2395);
let l_2397 = l_2396 + u32(1);
l_mut_2372 = l_2397;
let l_2398 = l_2396 & u32(2147483647);
let l_2399 = l_2398 == u32(0);
if l_2399 {
l_mut_2372 = u32(1);
} else {
let l_2400 = l_2396 & u32(2147483648);
let l_2401 = l_2400 != u32(0);
if l_2401 {
let l_2402 = l_2396 - u32(1);
l_mut_2372 = l_2402;
} else {
let l_2403 = l_2396 == u32(2139095040);
if l_2403 {
l_mut_2372 = l_2396;
}
}
}
let l_2404 = bitcast<f32>(l_mut_2372);
let l_2405 = bitcast<u32>(l_2404);
let l_2406 = l_2405 ^ u32(2147483648);
let l_2407 = bitcast<f32>(l_2406);
let l_2408 = bitcast<u32>(l_2407);
let l_2409 = l_2408 & u32(2147483647);
let l_2410 = bitcast<f32>(l_2409);
let l_2411 = f64(l_2410);
l_mut_2120 = l_2411;
let l_2412 = l_2409 < u32(8388608);
if l_2412 {
let l_2413 = f64(l_2409);
let l_2414 = l_2413 * f64(1.401298464324817e-45);
l_mut_2120 = l_2414;
}
let l_2415 = bitcast<u64>(l_mut_2120);
let l_2416 = l_2408 >> u32(31);
let l_2417 = u64(l_2416);
let l_2418 = l_2417 << u32(bitcast<u64>(u64(63)));
let l_2419 = l_2415 | l_2418;
let l_2420 = bitcast<f64>(l_2419);
let l_2421 = l_2343 + l_2282;
let l_2422 = l_2421 <= l_2369;
l_mut_150 = l_2422;
let l_2423 = l_2343 - l_2282;
let l_2424 = l_2423 > l_2369;
l_mut_147 = l_2424;
let l_2425 = l_2356 - l_2285;
let l_2426 = l_2425 >= l_2369;
l_mut_144 = l_2426;
let l_2427 = l_2356 + l_2285;
let l_2428 = l_2427 < l_2369;
l_mut_141 = l_2428;
let l_2429 = l_2343 + l_2282;
let l_2430 = l_2429 < l_2392;
l_mut_150 = l_2430;
let l_2431 = l_2343 - l_2282;
let l_2432 = l_2431 >= l_2392;
l_mut_147 = l_2432;
let l_2433 = l_2356 - l_2285;
let l_2434 = l_2433 > l_2420;
l_mut_144 = l_2434;
let l_2435 = l_2356 + l_2285;
let l_2436 = l_2435 <= l_2420;
l_mut_141 = l_2436;
l_mut_2372 = u32(2);
let l_2437 = l_mut_147 || l_mut_141;
if l_2437 {
l_mut_2372 = u32(1);
} else {
let l_2438 = l_mut_150 && l_mut_144;
if l_2438 {
l_mut_2372 = u32(0);
}
}
let l_2439 = bitcast<u32>(l_15);
let l_2440 = l_2439 & u32(2147483647);
let l_2441 = l_2440 == u32(0);
if l_2441 {
let l_2442 = l_2343 + l_2282;
let l_2443 = l_2442 < f64(1.1754943508222875e-38);
let l_2444 = l_2356 - l_2285;
let l_2445 = l_2444 > f64(-1.1754943508222875e-38);
let l_2446 = l_2443 && l_2445;
let l_2447 = l_2343 - l_2282;
let l_2448 = l_2447 < f64(1.1754943508222875e-38);
let l_2449 = l_2356 + l_2285;
let l_2450 = l_2449 > f64(-1.1754943508222875e-38);
let l_2451 = l_2448 && l_2450;
if l_2446 {
l_mut_2372 = u32(0);
} else {
let l_2452 = l_mut_2372 == u32(1);
let l_2453 = l_2451 && l_2452;
if l_2453 {
l_mut_2372 = u32(2);
}
}
}
l_mut_48 = l_mut_2372;
}
}
let l_2454 = l_mut_709 - l_19;
let l_2455 = abs(l_2454);
let l_2456 = l_2455 * f64(2.220446049250313e-16);
let l_2457 = l_1234 + l_2456;
let l_2458 = l_2454 + l_2457;
let l_2459 = -l_2458;
let l_2460 = l_2459 * f64(7.1362384635298e44);
let l_2461 = floor(l_2460);
let l_2462 = l_2461 * f64(1.401298464324817e-45);
l_mut_2120 = l_2462;
let l_2463 = abs(l_2459);
let l_2464 = l_2463 >= f64(1.1754943508222875e-38);
if l_2464 {
let l_2465 = f32(l_2459);
let l_2466 = f64(l_2465);
l_mut_2120 = l_2466;
let l_2467 = l_mut_2120 > l_2459;
if l_2467 {
let l_2468 = bitcast<u32>(l_2465);
let l_2469 = l_2468 ^ u32(2147483648);
let l_2470 = bitcast<f32>(l_2469);
let l_2471 = bitcast<u32>(l_2470);
let l_2472 = l_2471 + u32(1);
l_mut_2372 = l_2472;
let l_2473 = l_2471 & u32(2147483647);
let l_2474 = l_2473 == u32(0);
if l_2474 {
l_mut_2372 = u32(1);
} else {
let l_2475 = l_2471 & u32(2147483648);
let l_2476 = l_2475 != u32(0);
if l_2476 {
let l_2477 = l_2471 - u32(1);
l_mut_2372 = l_2477;
} else {
let l_2478 = l_2471 == u32(2139095040);
if l_2478 {
l_mut_2372 = l_2471;
}
}
}
let l_2479 = bitcast<f32>(l_mut_2372);
let l_2480 = bitcast<u32>(l_2479);
let l_2481 = l_2480 ^ u32(2147483648);
let l_2482 = bitcast<f32>(l_2481);
let l_2483 = bitcast<u32>(l_2482);
let l_2484 = l_2483 & u32(2147483647);
let l_2485 = bitcast<f32>(l_2484);
let l_2486 = f64(l_2485);
l_mut_1866 = l_2486;
let l_2487 = l_2484 < u32(8388608);
if l_2487 {
let l_2488 = f64(l_2484);
let l_2489 = l_2488 * f64(1.401298464324817e-45);
l_mut_1866 = l_2489;
}
let l_2490 = bitcast<u64>(l_mut_1866);
let l_2491 = l_2483 >> u32(31);
let l_2492 = u64(l_2491);
let l_2493 = l_2492 << u32(bitcast<u64>(u64(63)));
let l_2494 = l_2490 | l_2493;
let l_2495 = bitcast<f64>(l_2494);
l_mut_2120 = l_2495;
} else {
let l_2496 = bitcast<u32>(l_2465);
let l_2497 = l_2496 + u32(1);
l_mut_2372 = l_2497;
let l_2498 = l_2496 & u32(2147483647);
let l_2499 = l_2498 == u32(0);
if l_2499 {
l_mut_2372 = u32(1);
} else {
let l_2500 = l_2496 & u32(2147483648);
let l_2501 = l_2500 != u32(0);
if l_2501 {
let l_2502 = l_2496 - u32(1);
l_mut_2372 = l_2502;
} else {
let l_2503 = l_2496 == u32(2139095040);
if l_2503 {
l_mut_2372 = l_2496;
}
}
}
let l_2504 = bitcast<f32>(l_mut_2372);
let l_2505 = bitcast<u32>(l_2504);
let l_2506 = l_2505 & u32(2147483647);
let l_2507 = bitcast<f32>(l_2506);
let l_2508 = f64(l_2507);
l_mut_1866 = l_2508;
let l_2509 = l_2506 < u32(8388608);
if l_2509 {
let l_2510 = f64(l_2506);
let l_2511 = l_2510 * f64(1.401298464324817e-45);
l_mut_1866 = l_2511;
}
let l_2512 = bitcast<u64>(l_mut_1866);
let l_2513 = l_2505 >> u32(31);
let l_2514 = u64(l_2513);
let l_2515 = l_2514 << u32(bitcast<u64>(u64(63)));
let l_2516 = l_2512 | l_2515;
let l_2517 = bitcast<f64>(l_2516);
let l_2518 = l_2517 <= l_2459;
if l_2518 {
let l_2519 = bitcast<u32>(l_2465);
let l_2520 = l_2519 + u32(1);
l_mut_2372 = l_2520;
let l_2521 = l_2519 & u32(2147483647);
let l_2522 = l_2521 == u32(0);
if l_2522 {
l_mut_2372 = u32(1);
} else {
let l_2523 = l_2519 & u32(2147483648);
let l_2524 = l_2523 != u32(0);
if l_2524 {
let l_2525 = l_2519 - u32(1);
l_mut_2372 = l_2525;
} else {
let l_2526 = l_2519 == u32(2139095040);
if l_2526 {
l_mut_2372 = l_2519;
}
}
}
let l_2527 = bitcast<f32>(l_mut_2372);
let l_2528 = bitcast<u32>(l_2527);
let l_2529 = l_2528 & u32(2147483647);
let l_2530 = bitcast<f32>(l_2529);
let l_2531 = f64(l_2530);
l_mut_1866 = l_2531;
let l_2532 = l_2529 < u32(8388608);
if l_2532 {
let l_2533 = f64(l_2529);
let l_2534 = l_2533 * f64(1.401298464324817e-45);
l_mut_1866 = l_2534;
}
let l_2535 = bitcast<u64>(l_mut_1866);
let l_2536 = l_2528 >> u32(31);
let l_2537 = u64(l_2536);
let l_2538 = l_2537 << u32(bitcast<u64>(u64(63)));
let l_2539 = l_2535 | l_2538;
let l_2540 = bitcast<f64>(l_2539);
l_mut_2120 = l_2540;
}
}
}
let l_2541 = -l_mut_2120;
l_mut_2120 = l_2541;
let l_2542 = bool(true) && bool(false);
if l_2542 {
let l_2543 = l_2454 + l_2457;
let l_2544 = l_2543 * f64(7.1362384635298e44);
let l_2545 = floor(l_2544);
let l_2546 = l_2545 * f64(1.401298464324817e-45);
l_mut_1866 = l_2546;
let l_2547 = abs(l_2543);
let l_2548 = l_2547 >= f64(1.1754943508222875e-38);
if l_2548 {
let l_2549 = f32(l_2543);
let l_2550 = f64(l_2549);
l_mut_1866 = l_2550;
let l_2551 = l_mut_1866 > l_2543;
if l_2551 {
let l_2552 = bitcast<u32>(l_2549);
let l_2553 = l_2552 ^ u32(2147483648);
let l_2554 = bitcast<f32>(l_2553);
let l_2555 = bitcast<u32>(l_2554);
let l_2556 = l_2555 + u32(1);
l_mut_2372 = l_2556;
let l_2557 = l_2555 & u32(2147483647);
let l_2558 = l_2557 == u32(0);
if l_2558 {
l_mut_2372 = u32(1);
} else {
let l_2559 = l_2555 & u32(2147483648);
let l_2560 = l_2559 != u32(0);
if l_2560 {
let l_2561 = l_2555 - u32(1);
l_mut_2372 = l_2561;
} else {
let l_2562 = l_2555 == u32(2139095040);
if l_2562 {
l_mut_2372 = l_2555;
}
}
}
let l_2563 = bitcast<f32>(l_mut_2372);
let l_2564 = bitcast<u32>(l_2563);
let l_2565 = l_2564 ^ u32(2147483648);
let l_2566 = bitcast<f32>(l_2565);
let l_2567 = bitcast<u32>(l_2566);
let l_2568 = l_2567 & u32(2147483647);
let l_2569 = bitcast<f32>(l_2568);
let l_2570 = f64(l_2569);
l_mut_1610 = l_2570;
let l_2571 = l_2568 < u32(8388608);
if l_2571 {
let l_2572 = f64(l_2568);
let l_2573 = l_2572 * f64(1.401298464324817e-45);
l_mut_1610 = l_2573;
}
let l_2574 = bitcast<u64>(l_mut_1610);
let l_2575 = l_2567 >> u32(31);
let l_2576 = u64(l_2575);
let l_2577 = l_2576 << u32(bitcast<u64>(u64(63)));
let l_2578 = l_2574 | l_2577;
let l_2579 = bitcast<f64>(l_2578);
l_mut_1866 = l_2579;
} else {
let l_2580 = bitcast<u32>(l_2549);
let l_2581 = l_2580 + u32(1);
l_mut_2372 = l_2581;
let l_2582 = l_2580 & u32(2147483647);
let l_2583 = l_2582 == u32(0);
if l_2583 {
l_mut_2372 = u32(1);
} else {
let l_2584 = l_2580 & u32(2147483648);
let l_2585 = l_2584 != u32(0);
if l_2585 {
let l_2586 = l_2580 - u32(1);
l_mut_2372 = l_2586;
} else {
let l_2587 = l_2580 == u32(2139095040);
if l_2587 {
l_mut_2372 = l_2580;
}
}
}
let l_2588 = bitcast<f32>(l_mut_2372);
let l_2589 = bitcast<u32>(l_2588);
let l_2590 = l_2589 & u32(2147483647);
let l_2591 = bitcast<f32>(l_2590);
let l_2592 = f64(l_2591);
l_mut_1610 = l_2592;
let l_2593 = l_2590 < u32(8388608);
if l_2593 {
let l_2594 = f64(l_2590);
let l_2595 = l_2594 * f64(1.401298464324817e-45);
l_mut_1610 = l_2595;
}
let l_2596 = bitcast<u64>(l_mut_1610);
let l_2597 = l_2589 >> u32(31);
let l_2598 = u64(l_2597);
let l_2599 = l_2598 << u32(bitcast<u64>(u64(63)));
let l_2600 = l_2596 | l_2599;
let l_2601 = bitcast<f64>(l_2600);
let l_2602 = l_2601 <= l_2543;
if l_2602 {
let l_2603 = bitcast<u32>(l_2549);
let l_2604 = l_2603 + u32(1);
l_mut_2372 = l_2604;
let l_2605 = l_2603 & u32(2147483647);
let l_2606 = l_2605 == u32(0);
if l_2606 {
l_mut_2372 = u32(1);
} else {
let l_2607 = l_2603 & u32(2147483648);
let l_2608 = l_2607 != u32(0);
if l_2608 {
let l_2609 = l_2603 - u32(1);
l_mut_2372 = l_2609;
} else {
let l_2610 = l_2603 == u32(2139095040);
if l_2610 {
l_mut_2372 = l_2603;
}
}
}
let l_2611 = bitcast<f32>(l_mut_2372);
let l_2612 = bitcast<u32>(l_2611);
let l_2613 = l_2612 & u32(2147483647);
let l_2614 = bitcast<f32>(l_2613);
let l_2615 = f64(l_2614);
l_mut_1610 = l_2615;
let l_2616 = l_2613 < u32(8388608);
if l_2616 {
let l_2617 = f64(l_2613);
let l_2618 = l_2617 * f64(1.401298464324817e-45);
l_mut_1610 = l_2618;
}
let l_2619 = bitcast<u64>(l_mut_1610);
let l_2620 = l_2612 >> u32(31);
let l_2621 = u64(l_2620);
let l_2622 = l_2621 << u32(bitcast<u64>(u64(63)));
let l_2623 = l_2619 | l_2622;
let l_2624 = bitcast<f64>(l_2623);
l_mut_1866 = l_2624;
}
}
}
l_mut_2120 = l_mut_1866;
} else {
let l_2625 = l_2454 - l_2457;
let l_2626 = l_2625 * f64(7.1362384635298e44);
let l_2627 = floor(l_2626);
let l_2628 = l_2627 * f64(1.401298464324817e-45);
l_mut_1866 = l_2628;
let l_2629 = abs(l_2625);
let l_2630 = l_2629 >= f64(1.1754943508222875e-38);
if l_2630 {
let l_2631 = f32(l_2625);
let l_2632 = f64(l_2631);
l_mut_1866 = l_2632;
let l_2633 = l_mut_1866 > l_2625;
if l_2633 {
let l_2634 = bitcast<u32>(l_2631);
let l_2635 = l_2634 ^ u32(2147483648);
let l_2636 = bitcast<f32>(l_2635);
let l_2637 = bitcast<u32>(l_2636);
let l_2638 = l_2637 + u32(1);
l_mut_2372 = l_2638;
let l_2639 = l_2637 & u32(2147483647);
let l_2640 = l_2639 == u32(0);
if l_2640 {
l_mut_2372 = u32(1);
} else {
let l_2641 = l_2637 & u32(2147483648);
let l_2642 = l_2641 != u32(0);
if l_2642 {
let l_2643 = l_2637 - u32(1);
l_mut_2372 = l_2643;
} else {
let l_2644 = l_2637 == u32(2139095040);
if l_2644 {
l_mut_2372 = l_2637;
}
}
}
let l_2645 = bitcast<f32>(l_mut_2372);
let l_2646 = bitcast<u32>(l_2645);
let l_2647 = l_2646 ^ u32(2147483648);
let l_2648 = bitcast<f32>(l_2647);
let l_2649 = bitcast<u32>(l_2648);
let l_2650 = l_2649 & u32(2147483647);
let l_2651 = bitcast<f32>(l_2650);
let l_2652 = f64(l_2651);
l_mut_1610 = l_2652;
let l_2653 = l_2650 < u32(8388608);
if l_2653 {
let l_2654 = f64(l_2650);
let l_2655 = l_2654 * f64(1.401298464324817e-45);
l_mut_1610 = l_2655;
}
let l_2656 = bitcast<u64>(l_mut_1610);
let l_2657 = l_2649 >> u32(31);
let l_2658 = u64(l_2657);
let l_2659 = l_2658 << u32(bitcast<u64>(u64(63)));
let l_2660 = l_2656 | l_2659;
let l_2661 = bitcast<f64>(l_2660);
l_mut_1866 = l_2661;
} else {
let l_2662 = bitcast<u32>(l_2631);
let l_2663 = l_2662 + u32(1);
l_mut_2372 = l_2663;
let l_2664 = l_2662 & u32(2147483647);
let l_2665 = l_2664 == u32(0);
if l_2665 {
l_mut_2372 = u32(1);
} else {
let l_2666 = l_2662 & u32(2147483648);
let l_2667 = l_2666 != u32(0);
if l_2667 {
let l_2668 = l_2662 - u32(1);
l_mut_2372 = l_2668;
} else {
let l_2669 = l_2662 == u32(2139095040);
if l_2669 {
l_mut_2372 = l_2662;
}
}
}
let l_2670 = bitcast<f32>(l_mut_2372);
let l_2671 = bitcast<u32>(l_2670);
let l_2672 = l_2671 & u32(2147483647);
let l_2673 = bitcast<f32>(l_2672);
let l_2674 = f64(l_2673);
l_mut_1610 = l_2674;
let l_2675 = l_2672 < u32(8388608);
if l_2675 {
let l_2676 = f64(l_2672);
let l_2677 = l_2676 * f64(1.401298464324817e-45);
l_mut_1610 = l_2677;
}
let l_2678 = bitcast<u64>(l_mut_1610);
let l_2679 = l_2671 >> u32(31);
let l_2680 = u64(l_2679);
let l_2681 = l_2680 << u32(bitcast<u64>(u64(63)));
let l_2682 = l_2678 | l_2681;
let l_2683 = bitcast<f64>(l_2682);
let l_2684 = l_2683 <= l_2625;
if l_2684 {
let l_2685 = bitcast<u32>(l_2631);
let l_2686 = l_2685 + u32(1);
l_mut_2372 = l_2686;
let l_2687 = l_2685 & u32(2147483647);
let l_2688 = l_2687 == u32(0);
if l_2688 {
l_mut_2372 = u32(1);
} else {
let l_2689 = l_2685 & u32(2147483648);
let l_2690 = l_2689 != u32(0);
if l_2690 {
let l_2691 = l_2685 - u32(1);
l_mut_2372 = l_2691;
} else {
let l_2692 = l_2685 == u32(2139095040);
if l_2692 {
l_mut_2372 = l_2685;
}
}
}
let l_2693 = bitcast<f32>(l_mut_2372);
let l_2694 = bitcast<u32>(l_2693);
let l_2695 = l_2694 & u32(2147483647);
let l_2696 = bitcast<f32>(l_2695);
let l_2697 = f64(l_2696);
l_mut_1610 = l_2697;
let l_2698 = l_2695 < u32(8388608);
if l_2698 {
let l_2699 = f64(l_2695);
let l_2700 = l_2699 * f64(1.401298464324817e-45);
l_mut_1610 = l_2700;
}
let l_2701 = bitcast<u64>(l_mut_1610);
let l_2702 = l_2694 >> u32(31);
let l_2703 = u64(l_2702);
let l_2704 = l_2703 << u32(bitcast<u64>(u64(63)));
let l_2705 = l_2701 | l_2704;
let l_2706 = bitcast<f64>(l_2705);
l_mut_1866 = l_2706;
}
}
}
l_mut_2120 = l_mut_1866;
}
let l_2707 = l_mut_709 + l_19;
let l_2708 = abs(l_2707);
let l_2709 = l_2708 * f64(2.220446049250313e-16);
let l_2710 = l_1234 + l_2709;
let l_2711 = l_2707 + l_2710;
let l_2712 = -l_2711;
let l_2713 = l_2712 * f64(7.1362384635298e44);
let l_2714 = floor(l_2713);
let l_2715 = l_2714 * f64(1.401298464324817e-45);
l_mut_1866 = l_2715;
let l_2716 = abs(l_2712);
let l_2717 = l_2716 >= f64(1.1754943508222875e-38);
if l_2717 {
let l_2718 = f32(l_2712);
let l_2719 = f64(l_2718);
l_mut_1866 = l_2719;
let l_2720 = l_mut_1866 > l_2712;
if l_2720 {
let l_2721 = bitcast<u32>(l_2718);
let l_2722 = l_2721 ^ u32(2147483648);
let l_2723 = bitcast<f32>(l_2722);
let l_2724 = bitcast<u32>(l_2723);
let l_2725 = l_2724 + u32(1);
l_mut_2372 = l_2725;
let l_2726 = l_2724 & u32(2147483647);
let l_2727 = l_2726 == u32(0);
if l_2727 {
l_mut_2372 = u32(1);
} else {
let l_2728 = l_2724 & u32(2147483648);
let l_2729 = l_2728 != u32(0);
if l_2729 {
let l_2730 = l_2724 - u32(1);
l_mut_2372 = l_2730;
} else {
let l_2731 = l_2724 == u32(2139095040);
if l_2731 {
l_mut_2372 = l_2724;
}
}
}
let l_2732 = bitcast<f32>(l_mut_2372);
let l_2733 = bitcast<u32>(l_2732);
let l_2734 = l_2733 ^ u32(2147483648);
let l_2735 = bitcast<f32>(l_2734);
let l_2736 = bitcast<u32>(l_2735);
let l_2737 = l_2736 & u32(2147483647);
let l_2738 = bitcast<f32>(l_2737);
let l_2739 = f64(l_2738);
l_mut_1610 = l_2739;
let l_2740 = l_2737 < u32(8388608);
if l_2740 {
let l_2741 = f64(l_2737);
let l_2742 = l_2741 * f64(1.401298464324817e-45);
l_mut_1610 = l_2742;
}
let l_2743 = bitcast<u64>(l_mut_1610);
let l_2744 = l_2736 >> u32(31);
let l_2745 = u64(l_2744);
let l_2746 = l_2745 << u32(bitcast<u64>(u64(63)));
let l_2747 = l_2743 | l_2746;
let l_2748 = bitcast<f64>(l_2747);
l_mut_1866 = l_2748;
} else {
let l_2749 = bitcast<u32>(l_2718);
let l_2750 = l_2749 + u32(1);
l_mut_2372 = l_2750;
let l_2751 = l_2749 & u32(2147483647);
let l_2752 = l_2751 == u32(0);
if l_2752 {
l_mut_2372 = u32(1);
} else {
let l_2753 = l_2749 & u32(2147483648);
let l_2754 = l_2753 != u32(0);
if l_2754 {
let l_2755 = l_2749 - u32(1);
l_mut_2372 = l_2755;
} else {
let l_2756 = l_2749 == u32(2139095040);
if l_2756 {
l_mut_2372 = l_2749;
}
}
}
let l_2757 = bitcast<f32>(l_mut_2372);
let l_2758 = bitcast<u32>(l_2757);
let l_2759 = l_2758 & u32(2147483647);
let l_2760 = bitcast<f32>(l_2759);
let l_2761 = f64(l_2760);
l_mut_1610 = l_2761;
let l_2762 = l_2759 < u32(8388608);
if l_2762 {
let l_2763 = f64(l_2759);
let l_2764 = l_2763 * f64(1.401298464324817e-45);
l_mut_1610 = l_2764;
}
let l_2765 = bitcast<u64>(l_mut_1610);
let l_2766 = l_2758 >> u32(31);
let l_2767 = u64(l_2766);
let l_2768 = l_2767 << u32(bitcast<u64>(u64(63)));
let l_2769 = l_2765 | l_2768;
let l_2770 = bitcast<f64>(l_2769);
let l_2771 = l_2770 <= l_2712;
if l_2771 {
let l_2772 = bitcast<u32>(l_2718);
let l_2773 = l_2772 + u32(1);
l_mut_2372 = l_2773;
let l_2774 = l_2772 & u32(2147483647);
let l_2775 = l_2774 == u32(0);
if l_2775 {
l_mut_2372 = u32(1);
} else {
let l_2776 = l_2772 & u32(2147483648);
let l_2777 = l_2776 != u32(0);
if l_2777 {
let l_2778 = l_2772 - u32(1);
l_mut_2372 = l_2778;
} else {
let l_2779 = l_2772 == u32(2139095040);
if l_2779 {
l_mut_2372 = l_2772;
}
}
}
let l_2780 = bitcast<f32>(l_mut_2372);
let l_2781 = bitcast<u32>(l_2780);
let l_2782 = l_2781 & u32(2147483647);
let l_2783 = bitcast<f32>(l_2782);
let l_2784 = f64(l_2783);
l_mut_1610 = l_2784;
let l_2785 = l_2782 < u32(8388608);
if l_2785 {
let l_2786 = f64(l_2782);
let l_2787 = l_2786 * f64(1.401298464324817e-45);
l_mut_1610 = l_2787;
}
let l_2788 = bitcast<u64>(l_mut_1610);
let l_2789 = l_2781 >> u32(31);
let l_2790 = u64(l_2789);
let l_2791 = l_2790 << u32(bitcast<u64>(u64(63)));
let l_2792 = l_2788 | l_2791;
let l_2793 = bitcast<f64>(l_2792);
l_mut_1866 = l_2793;
}
}
}
let l_2794 = -l_mut_1866;
l_mut_1866 = l_2794;
let l_2795 = bool(false) && bool(false);
if l_2795 {
let l_2796 = l_2707 + l_2710;
let l_2797 = l_2796 * f64(7.1362384635298e44);
let l_2798 = floor(l_2797);
let l_2799 = l_2798 * f64(1.401298464324817e-45);
l_mut_1610 = l_2799;
let l_2800 = abs(l_2796);
let l_2801 = l_2800 >= f64(1.1754943508222875e-38);
if l_2801 {
let l_2802 = f32(l_2796);
let l_2803 = f64(l_2802);
l_mut_1610 = l_2803;
let l_2804 = l_mut_1610 > l_2796;
if l_2804 {
let l_2805 = bitcast<u32>(l_2802);
let l_2806 = l_2805 ^ u32(2147483648);
let l_2807 = bitcast<f32>(l_2806);
let l_2808 = bitcast<u32>(l_2807);
let l_2809 = l_2808 + u32(1);
l_mut_2372 = l_2809;
let l_2810 = l_2808 & u32(2147483647);
let l_2811 = l_2810 == u32(0);
if l_2811 {
l_mut_2372 = u32(1);
} else {
let l_2812 = l_2808 & u32(2147483648);
let l_2813 = l_2812 != u32(0);
if l_2813 {
let l_2814 = l_2808 - u32(1);
l_mut_2372 = l_2814;
} else {
let l_2815 = l_2808 == u32(2139095040);
if l_2815 {
l_mut_2372 = l_2808;
}
}
}
let l_2816 = bitcast<f32>(l_mut_2372);
let l_2817 = bitcast<u32>(l_2816);
let l_2818 = l_2817 ^ u32(2147483648);
let l_2819 = bitcast<f32>(l_2818);
let l_2820 = bitcast<u32>(l_2819);
let l_2821 = l_2820 & u32(2147483647);
let l_2822 = bitcast<f32>(l_2821);
let l_2823 = f64(l_2822);
l_mut_1356 = l_2823;
let l_2824 = l_2821 < u32(8388608);
if l_2824 {
let l_2825 = f64(l_2821);
let l_2826 = l_2825 * f64(1.401298464324817e-45);
l_mut_1356 = l_2826;
}
let l_2827 = bitcast<u64>(l_mut_1356);
let l_2828 = l_2820 >> u32(31);
let l_2829 = u64(l_2828);
let l_2830 = l_2829 << u32(bitcast<u64>(u64(63)));
let l_2831 = l_2827 | l_2830;
let l_2832 = bitcast<f64>(l_2831);
l_mut_1610 = l_2832;
} else {
let l_2833 = bitcast<u32>(l_2802);
let l_2834 = l_2833 + u32(1);
l_mut_2372 = l_2834;
let l_2835 = l_2833 & u32(2147483647);
let l_2836 = l_2835 == u32(0);
if l_2836 {
l_mut_2372 = u32(1);
} else {
let l_2837 = l_2833 & u32(2147483648);
let l_2838 = l_2837 != u32(0);
if l_2838 {
let l_2839 = l_2833 - u32(1);
l_mut_2372 = l_2839;
} else {
let l_2840 = l_2833 == u32(2139095040);
if l_2840 {
l_mut_2372 = l_2833;
}
}
}
let l_2841 = bitcast<f32>(l_mut_2372);
let l_2842 = bitcast<u32>(l_2841);
let l_2843 = l_2842 & u32(2147483647);
let l_2844 = bitcast<f32>(l_2843);
let l_2845 = f64(l_2844);
l_mut_1356 = l_2845;
let l_2846 = l_2843 < u32(8388608);
if l_2846 {
let l_2847 = f64(l_2843);
let l_2848 = l_2847 * f64(1.401298464324817e-45);
l_mut_1356 = l_2848;
}
let l_2849 = bitcast<u64>(l_mut_1356);
let l_2850 = l_2842 >> u32(31);
let l_2851 = u64(l_2850);
let l_2852 = l_2851 << u32(bitcast<u64>(u64(63)));
let l_2853 = l_2849 | l_2852;
let l_2854 = bitcast<f64>(l_2853);
let l_2855 = l_2854 <= l_2796;
if l_2855 {
let l_2856 = bitcast<u32>(l_2802);
let l_2857 = l_2856 + u32(1);
l_mut_2372 = l_2857;
let l_2858 = l_2856 & u32(2147483647);
let l_2859 = l_2858 == u32(0);
if l_2859 {
l_mut_2372 = u32(1);
} else {
let l_2860 = l_2856 & u32(2147483648);
let l_2861 = l_2860 != u32(0);
if l_2861 {
let l_2862 = l_2856 - u32(1);
l_mut_2372 = l_2862;
} else {
let l_2863 = l_2856 == u32(2139095040);
if l_2863 {
l_mut_2372 = l_2856;
}
}
}
let l_2864 = bitcast<f32>(l_mut_2372);
let l_2865 = bitcast<u32>(l_2864);
let l_2866 = l_2865 & u32(2147483647);
let l_2867 = bitcast<f32>(l_2866);
let l_2868 = f64(l_2867);
l_mut_1356 = l_2868;
let l_2869 = l_2866 < u32(8388608);
if l_2869 {
let l_2870 = f64(l_2866);
let l_2871 = l_2870 * f64(1.401298464324817e-45);
l_mut_1356 = l_2871;
}
let l_2872 = bitcast<u64>(l_mut_1356);
let l_2873 = l_2865 >> u32(31);
let l_2874 = u64(l_2873);
let l_2875 = l_2874 << u32(bitcast<u64>(u64(63)));
let l_2876 = l_2872 | l_2875;
let l_2877 = bitcast<f64>(l_2876);
l_mut_1610 = l_2877;
}
}
}
l_mut_1866 = l_mut_1610;
} else {
}
let l_2878 = l_mut_61 - l_19;
let l_2879 = abs(l_2878);
let l_2880 = l_2879 * f64(2.220446049250313e-16);
let l_2881 = l_1236 + l_2880;
let l_2882 = l_2878 + l_2881;
let l_2883 = -l_2882;
let l_2884 = l_2883 * f64(7.1362384635298e44);
let l_2885 = floor(l_2884);
let l_2886 = l_2885 * f64(1.401298464324817e-45);
l_mut_1610 = l_2886;
let l_2887 = abs(l_2883);
let l_2888 = l_2887 >= f64(1.1754943508222875e-38);
if l_2888 {
let l_2889 = f32(l_2883);
let l_2890 = f64(l_2889);
l_mut_1610 = l_2890;
let l_2891 = l_mut_1610 > l_2883;
if l_2891 {
let l_2892 = bitcast<u32>(l_2889);
let l_2893 = l_2892 ^ u32(2147483648);
let l_2894 = bitcast<f32>(l_2893);
let l_2895 = bitcast<u32>(l_2894);
let l_2896 = l_2895 + u32(1);
l_mut_2372 = l_2896;
let l_2897 = l_2895 & u32(2147483647);
let l_2898 = l_2897 == u32(0);
if l_2898 {
l_mut_2372 = u32(1);
} else {
let l_2899 = l_2895 & u32(2147483648);
let l_2900 = l_2899 != u32(0);
if l_2900 {
let l_2901 = l_2895 - u32(1);
l_mut_2372 = l_2901;
} else {
let l_2902 = l_2895 == u32(2139095040);
if l_2902 {
l_mut_2372 = l_2895;
}
}
}
let l_2903 = bitcast<f32>(l_mut_2372);
let l_2904 = bitcast<u32>(l_2903);
let l_2905 = l_2904 ^ u32(2147483648);
let l_2906 = bitcast<f32>(l_2905);
let l_2907 = bitcast<u32>(l_2906);
let l_2908 = l_2907 & u32(2147483647);
let l_2909 = bitcast<f32>(l_2908);
let l_2910 = f64(l_2909);
l_mut_1356 = l_2910;
let l_2911 = l_2908 < u32(8388608);
if l_2911 {
let l_2912 = f64(l_2908);
let l_2913 = l_2912 * f64(1.401298464324817e-45);
l_mut_1356 = l_2913;
}
let l_2914 = bitcast<u64>(l_mut_1356);
let l_2915 = l_2907 >> u32(31);
let l_2916 = u64(l_2915);
let l_2917 = l_2916 << u32(bitcast<u64>(u64(63)));
let l_2918 = l_2914 | l_2917;
let l_2919 = bitcast<f64>(l_2918);
l_mut_1610 = l_2919;
} else {
let l_2920 = bitcast<u32>(l_2889);
let l_2921 = l_2920 + u32(1);
l_mut_2372 = l_2921;
let l_2922 = l_2920 & u32(2147483647);
let l_2923 = l_2922 == u32(0);
if l_2923 {
l_mut_2372 = u32(1);
} else {
let l_2924 = l_2920 & u32(2147483648);
let l_2925 = l_2924 != u32(0);
if l_2925 {
let l_2926 = l_2920 - u32(1);
l_mut_2372 = l_2926;
} else {
let l_2927 = l_2920 == u32(2139095040);
if l_2927 {
l_mut_2372 = l_2920;
}
}
}
let l_2928 = bitcast<f32>(l_mut_2372);
let l_2929 = bitcast<u32>(l_2928);
let l_2930 = l_2929 & u32(2147483647);
let l_2931 = bitcast<f32>(l_2930);
let l_2932 = f64(l_2931);
l_mut_1356 = l_2932;
let l_2933 = l_2930 < u32(8388608);
if l_2933 {
let l_2934 = f64(l_2930);
let l_2935 = l_2934 * f64(1.401298464324817e-45);
l_mut_1356 = l_2935;
}
let l_2936 = bitcast<u64>(l_mut_1356);
let l_2937 = l_2929 >> u32(31);
let l_2938 = u64(l_2937);
let l_2939 = l_2938 << u32(bitcast<u64>(u64(63)));
let l_2940 = l_2936 | l_2939;
let l_2941 = bitcast<f64>(l_2940);
let l_2942 = l_2941 <= l_2883;
if l_2942 {
let l_2943 = bitcast<u32>(l_2889);
let l_2944 = l_2943 + u32(1);
l_mut_2372 = l_2944;
let l_2945 = l_2943 & u32(2147483647);
let l_2946 = l_2945 == u32(0);
if l_2946 {
l_mut_2372 = u32(1);
} else {
let l_2947 = l_2943 & u32(2147483648);
let l_2948 = l_2947 != u32(0);
if l_2948 {
let l_2949 = l_2943 - u32(1);
l_mut_2372 = l_2949;
} else {
let l_2950 = l_2943 == u32(2139095040);
if l_2950 {
l_mut_2372 = l_2943;
}
}
}
let l_2951 = bitcast<f32>(l_mut_2372);
let l_2952 = bitcast<u32>(l_2951);
let l_2953 = l_2952 & u32(2147483647);
let l_2954 = bitcast<f32>(l_2953);
let l_2955 = f64(l_2954);
l_mut_1356 = l_2955;
let l_2956 = l_2953 < u32(8388608);
if l_2956 {
let l_2957 = f64(l_2953);
let l_2958 = l_2957 * f64(1.401298464324817e-45);
l_mut_1356 = l_2958;
}
let l_2959 = bitcast<u64>(l_mut_1356);
let l_2960 = l_2952 >> u32(31);
let l_2961 = u64(l_2960);
let l_2962 = l_2961 << u32(bitcast<u64>(u64(63)));
let l_2963 = l_2959 | l_2962;
let l_2964 = bitcast<f64>(l_2963);
l_mut_1610 = l_2964;
}
}
}
let l_2965 = -l_mut_1610;
l_mut_1610 = l_2965;
let l_2966 = bool(true) && bool(false);
if l_2966 {
let l_2967 = l_2878 + l_2881;
let l_2968 = l_2967 * f64(7.1362384635298e44);
let l_2969 = floor(l_2968);
let l_2970 = l_2969 * f64(1.401298464324817e-45);
l_mut_1356 = l_2970;
let l_2971 = abs(l_2967);
let l_2972 = l_2971 >= f64(1.1754943508222875e-38);
if l_2972 {
let l_2973 = f32(l_2967);
let l_2974 = f64(l_2973);
l_mut_1356 = l_2974;
let l_2975 = l_mut_1356 > l_2967;
if l_2975 {
let l_2976 = bitcast<u32>(l_2973);
let l_2977 = l_2976 ^ u32(2147483648);
let l_2978 = bitcast<f32>(l_2977);
let l_2979 = bitcast<u32>(l_2978);
let l_2980 = l_2979 + u32(1);
l_mut_2372 = l_2980;
let l_2981 = l_2979 & u32(2147483647);
let l_2982 = l_2981 == u32(0);
if l_2982 {
l_mut_2372 = u32(1);
} else {
let l_2983 = l_2979 & u32(2147483648);
let l_2984 = l_2983 != u32(0);
if l_2984 {
let l_2985 = l_2979 - u32(1);
l_mut_2372 = l_2985;
} else {
let l_2986 = l_2979 == u32(2139095040);
if l_2986 {
l_mut_2372 = l_2979;
}
}
}
let l_2987 = bitcast<f32>(l_mut_2372);
let l_2988 = bitcast<u32>(l_2987);
let l_2989 = l_2988 ^ u32(2147483648);
let l_2990 = bitcast<f32>(l_2989);
let l_2991 = bitcast<u32>(l_2990);
let l_2992 = l_2991 & u32(2147483647);
let l_2993 = bitcast<f32>(l_2992);
let l_2994 = f64(l_2993);
l_mut_1271 = l_2994;
let l_2995 = l_2992 < u32(8388608);
if l_2995 {
let l_2996 = f64(l_2992);
let l_2997 = l_2996 * f64(1.401298464324817e-45);
l_mut_1271 = l_2997;
}
let l_2998 = bitcast<u64>(l_mut_1271);
let l_2999 = l_2991 >> u32(31);
let l_3000 = u64(l_2999);
let l_3001 = l_3000 << u32(bitcast<u64>(u64(63)));
let l_3002 = l_2998 | l_3001;
let l_3003 = bitcast<f64>(l_3002);
l_mut_1356 = l_3003;
} else {
let l_3004 = bitcast<u32>(l_2973);
let l_3005 = l_3004 + u32(1);
l_mut_2372 = l_3005;
let l_3006 = l_3004 & u32(2147483647);
let l_3007 = l_3006 == u32(0);
if l_3007 {
l_mut_2372 = u32(1);
} else {
let l_3008 = l_3004 & u32(2147483648);
let l_3009 = l_3008 != u32(0);
if l_3009 {
let l_3010 = l_3004 - u32(1);
l_mut_2372 = l_3010;
} else {
let l_3011 = l_3004 == u32(2139095040);
if l_3011 {
l_mut_2372 = l_3004;
}
}
}
let l_3012 = bitcast<f32>(l_mut_2372);
let l_3013 = bitcast<u32>(l_3012);
let l_3014 = l_3013 & u32(2147483647);
let l_3015 = bitcast<f32>(l_3014);
let l_3016 = f64(l_3015);
l_mut_1271 = l_3016;
let l_3017 = l_3014 < u32(8388608);
if l_3017 {
let l_3018 = f64(l_3014);
let l_3019 = l_3018 * f64(1.401298464324817e-45);
l_mut_1271 = l_3019;
}
let l_3020 = bitcast<u64>(l_mut_1271);
let l_3021 = l_3013 >> u32(31);
let l_3022 = u64(l_3021);
let l_3023 = l_3022 << u32(bitcast<u64>(u64(63)));
let l_3024 = l_3020 | l_3023;
let l_3025 = bitcast<f64>(l_3024);
let l_3026 = l_3025 <= l_2967;
if l_3026 {
let l_3027 = bitcast<u32>(l_2973);
let l_3028 = l_3027 + u32(1);
l_mut_2372 = l_3028;
let l_3029 = l_3027 & u32(2147483647);
let l_3030 = l_3029 == u32(0);
if l_3030 {
l_mut_2372 = u32(1);
} else {
let l_3031 = l_3027 & u32(2147483648);
let l_3032 = l_3031 != u32(0);
if l_3032 {
let l_3033 = l_3027 - u32(1);
l_mut_2372 = l_3033;
} else {
let l_3034 = l_3027 == u32(2139095040);
if l_3034 {
l_mut_2372 = l_3027;
}
}
}
let l_3035 = bitcast<f32>(l_mut_2372);
let l_3036 = bitcast<u32>(l_3035);
let l_3037 = l_3036 & u32(2147483647);
let l_3038 = bitcast<f32>(l_3037);
let l_3039 = f64(l_3038);
l_mut_1271 = l_3039;
let l_3040 = l_3037 < u32(8388608);
if l_3040 {
let l_3041 = f64(l_3037);
let l_3042 = l_3041 * f64(1.401298464324817e-45);
l_mut_1271 = l_3042;
}
let l_3043 = bitcast<u64>(l_mut_1271);
let l_3044 = l_3036 >> u32(31);
let l_3045 = u64(l_3044);
let l_3046 = l_3045 << u32(bitcast<u64>(u64(63)));
let l_3047 = l_3043 | l_3046;
let l_3048 = bitcast<f64>(l_3047);
l_mut_1356 = l_3048;
}
}
}
l_mut_1610 = l_mut_1356;
} else {
let l_3049 = l_2878 - l_2881;
let l_3050 = l_3049 * f64(7.1362384635298e44);
let l_3051 = floor(l_3050);
let l_3052 = l_3051 * f64(1.401298464324817e-45);
l_mut_1356 = l_3052;
let l_3053 = abs(l_3049);
let l_3054 = l_3053 >= f64(1.1754943508222875e-38);
if l_3054 {
let l_3055 = f32(l_3049);
let l_3056 = f64(l_3055);
l_mut_1356 = l_3056;
let l_3057 = l_mut_1356 > l_3049;
if l_3057 {
let l_3058 = bitcast<u32>(l_3055);
let l_3059 = l_3058 ^ u32(2147483648);
let l_3060 = bitcast<f32>(l_3059);
let l_3061 = bitcast<u32>(l_3060);
let l_3062 = l_3061 + u32(1);
l_mut_2372 = l_3062;
let l_3063 = l_3061 & u32(2147483647);
let l_3064 = l_3063 == u32(0);
if l_3064 {
l_mut_2372 = u32(1);
} else {
let l_3065 = l_3061 & u32(2147483648);
let l_3066 = l_3065 != u32(0);
if l_3066 {
let l_3067 = l_3061 - u32(1);
l_mut_2372 = l_3067;
} else {
let l_3068 = l_3061 == u32(2139095040);
if l_3068 {
l_mut_2372 = l_3061;
}
}
}
let l_3069 = bitcast<f32>(l_mut_2372);
let l_3070 = bitcast<u32>(l_3069);
let l_3071 = l_3070 ^ u32(2147483648);
let l_3072 = bitcast<f32>(l_3071);
let l_3073 = bitcast<u32>(l_3072);
let l_3074 = l_3073 & u32(2147483647);
let l_3075 = bitcast<f32>(l_3074);
let l_3076 = f64(l_3075);
l_mut_1271 = l_3076;
let l_3077 = l_3074 < u32(8388608);
if l_3077 {
let l_3078 = f64(l_3074);
let l_3079 = l_3078 * f64(1.401298464324817e-45);
l_mut_1271 = l_3079;
}
let l_3080 = bitcast<u64>(l_mut_1271);
let l_3081 = l_3073 >> u32(31);
let l_3082 = u64(l_3081);
let l_3083 = l_3082 << u32(bitcast<u64>(u64(63)));
let l_3084 = l_3080 | l_3083;
let l_3085 = bitcast<f64>(l_3084);
l_mut_1356 = l_3085;
} else {
let l_3086 = bitcast<u32>(l_3055);
let l_3087 = l_3086 + u32(1);
l_mut_2372 = l_3087;
let l_3088 = l_3086 & u32(2147483647);
let l_3089 = l_3088 == u32(0);
if l_3089 {
l_mut_2372 = u32(1);
} else {
let l_3090 = l_3086 & u32(2147483648);
let l_3091 = l_3090 != u32(0);
if l_3091 {
let l_3092 = l_3086 - u32(1);
l_mut_2372 = l_3092;
} else {
let l_3093 = l_3086 == u32(2139095040);
if l_3093 {
l_mut_2372 = l_3086;
}
}
}
let l_3094 = bitcast<f32>(l_mut_2372);
let l_3095 = bitcast<u32>(l_3094);
let l_3096 = l_3095 & u32(2147483647);
let l_3097 = bitcast<f32>(l_3096);
let l_3098 = f64(l_3097);
l_mut_1271 = l_3098;
let l_3099 = l_3096 < u32(8388608);
if l_3099 {
let l_3100 = f64(l_3096);
let l_3101 = l_3100 * f64(1.401298464324817e-45);
l_mut_1271 = l_3101;
}
let l_3102 = bitcast<u64>(l_mut_1271);
let l_3103 = l_3095 >> u32(31);
let l_3104 = u64(l_3103);
let l_3105 = l_3104 << u32(bitcast<u64>(u64(63)));
let l_3106 = l_3102 | l_3105;
let l_3107 = bitcast<f64>(l_3106);
let l_3108 = l_3107 <= l_3049;
if l_3108 {
let l_3109 = bitcast<u32>(l_3055);
let l_3110 = l_3109 + u32(1);
l_mut_2372 = l_3110;
let l_3111 = l_3109 & u32(2147483647);
let l_3112 = l_3111 == u32(0);
if l_3112 {
l_mut_2372 = u32(1);
} else {
let l_3113 = l_3109 & u32(2147483648);
let l_3114 = l_3113 != u32(0);
if l_3114 {
let l_3115 = l_3109 - u32(1);
l_mut_2372 = l_3115;
} else {
let l_3116 = l_3109 == u32(2139095040);
if l_3116 {
l_mut_2372 = l_3109;
}
}
}
let l_3117 = bitcast<f32>(l_mut_2372);
let l_3118 = bitcast<u32>(l_3117);
let l_3119 = l_3118 & u32(2147483647);
let l_3120 = bitcast<f32>(l_3119);
let l_3121 = f64(l_3120);
l_mut_1271 = l_3121;
let l_3122 = l_3119 < u32(8388608);
if l_3122 {
let l_3123 = f64(l_3119);
let l_3124 = l_3123 * f64(1.401298464324817e-45);
l_mut_1271 = l_3124;
}
let l_3125 = bitcast<u64>(l_mut_1271);
let l_3126 = l_3118 >> u32(31);
let l_3127 = u64(l_3126);
let l_3128 = l_3127 << u32(bitcast<u64>(u64(63)));
let l_3129 = l_3125 | l_3128;
let l_3130 = bitcast<f64>(l_3129);
l_mut_1356 = l_3130;
}
}
}
l_mut_1610 = l_mut_1356;
}
let l_3131 = l_mut_61 + l_19;
let l_3132 = abs(l_3131);
let l_3133 = l_3132 * f64(2.220446049250313e-16);
let l_3134 = l_1236 + l_3133;
let l_3135 = l_3131 + l_3134;
let l_3136 = -l_3135;
let l_3137 = l_3136 * f64(7.1362384635298e44);
let l_3138 = floor(l_3137);
let l_3139 = l_3138 * f64(1.401298464324817e-45);
l_mut_1356 = l_3139;
let l_3140 = abs(l_3136);
let l_3141 = l_3140 >= f64(1.1754943508222875e-38);
if l_3141 {
let l_3142 = f32(l_3136);
let l_3143 = f64(l_3142);
l_mut_1356 = l_3143;
let l_3144 = l_mut_1356 > l_3136;
if l_3144 {
let l_3145 = bitcast<u32>(l_3142);
let l_3146 = l_3145 ^ u32(2147483648);
let l_3147 = bitcast<f32>(l_3146);
let l_3148 = bitcast<u32>(l_3147);
let l_3149 = l_3148 + u32(1);
l_mut_2372 = l_3149;
let l_3150 = l_3148 & u32(2147483647);
let l_3151 = l_3150 == u32(0);
if l_3151 {
l_mut_2372 = u32(1);
} else {
let l_3152 = l_3148 & u32(2147483648);
let l_3153 = l_3152 != u32(0);
if l_3153 {
let l_3154 = l_3148 - u32(1);
l_mut_2372 = l_3154;
} else {
let l_3155 = l_3148 == u32(2139095040);
if l_3155 {
l_mut_2372 = l_3148;
}
}
}
let l_3156 = bitcast<f32>(l_mut_2372);
let l_3157 = bitcast<u32>(l_3156);
let l_3158 = l_3157 ^ u32(2147483648);
let l_3159 = bitcast<f32>(l_3158);
let l_3160 = bitcast<u32>(l_3159);
let l_3161 = l_3160 & u32(2147483647);
let l_3162 = bitcast<f32>(l_3161);
let l_3163 = f64(l_3162);
l_mut_1271 = l_3163;
let l_3164 = l_3161 < u32(8388608);
if l_3164 {
let l_3165 = f64(l_3161);
let l_3166 = l_3165 * f64(1.401298464324817e-45);
l_mut_1271 = l_3166;
}
let l_3167 = bitcast<u64>(l_mut_1271);
let l_3168 = l_3160 >> u32(31);
let l_3169 = u64(l_3168);
let l_3170 = l_3169 << u32(bitcast<u64>(u64(63)));
let l_3171 = l_3167 | l_3170;
let l_3172 = bitcast<f64>(l_3171);
l_mut_1356 = l_3172;
} else {
let l_3173 = bitcast<u32>(l_3142);
let l_3174 = l_3173 + u32(1);
l_mut_2372 = l_3174;
let l_3175 = l_3173 & u32(2147483647);
let l_3176 = l_3175 == u32(0);
if l_3176 {
l_mut_2372 = u32(1);
} else {
let l_3177 = l_3173 & u32(2147483648);
let l_3178 = l_3177 != u32(0);
if l_3178 {
let l_3179 = l_3173 - u32(1);
l_mut_2372 = l_3179;
} else {
let l_3180 = l_3173 == u32(2139095040);
if l_3180 {
l_mut_2372 = l_3173;
}
}
}
let l_3181 = bitcast<f32>(l_mut_2372);
let l_3182 = bitcast<u32>(l_3181);
let l_3183 = l_3182 & u32(2147483647);
let l_3184 = bitcast<f32>(l_3183);
let l_3185 = f64(l_3184);
l_mut_1271 = l_3185;
let l_3186 = l_3183 < u32(8388608);
if l_3186 {
let l_3187 = f64(l_3183);
let l_3188 = l_3187 * f64(1.401298464324817e-45);
l_mut_1271 = l_3188;
}
let l_3189 = bitcast<u64>(l_mut_1271);
let l_3190 = l_3182 >> u32(31);
let l_3191 = u64(l_3190);
let l_3192 = l_3191 << u32(bitcast<u64>(u64(63)));
let l_3193 = l_3189 | l_3192;
let l_3194 = bitcast<f64>(l_3193);
let l_3195 = l_3194 <= l_3136;
if l_3195 {
let l_3196 = bitcast<u32>(l_3142);
let l_3197 = l_3196 + u32(1);
l_mut_2372 = l_3197;
let l_3198 = l_3196 & u32(2147483647);
let l_3199 = l_3198 == u32(0);
if l_3199 {
l_mut_2372 = u32(1);
} else {
let l_3200 = l_3196 & u32(2147483648);
let l_3201 = l_3200 != u32(0);
if l_3201 {
let l_3202 = l_3196 - u32(1);
l_mut_2372 = l_3202;
} else {
let l_3203 = l_3196 == u32(2139095040);
if l_3203 {
l_mut_2372 = l_3196;
}
}
}
let l_3204 = bitcast<f32>(l_mut_2372);
let l_3205 = bitcast<u32>(l_3204);
let l_3206 = l_3205 & u32(2147483647);
let l_3207 = bitcast<f32>(l_3206);
let l_3208 = f64(l_3207);
l_mut_1271 = l_3208;
let l_3209 = l_3206 < u32(8388608);
if l_3209 {
let l_3210 = f64(l_3206);
let l_3211 = l_3210 * f64(1.401298464324817e-45);
l_mut_1271 = l_3211;
}
let l_3212 = bitcast<u64>(l_mut_1271);
let l_3213 = l_3205 >> u32(31);
let l_3214 = u64(l_3213);
let l_3215 = l_3214 << u32(bitcast<u64>(u64(63)));
let l_3216 = l_3212 | l_3215;
let l_3217 = bitcast<f64>(l_3216);
l_mut_1356 = l_3217;
}
}
}
let l_3218 = -l_mut_1356;
l_mut_1356 = l_3218;
let l_3219 = bool(false) && bool(false);
if l_3219 {
let l_3220 = l_3131 + l_3134;
let l_3221 = l_3220 * f64(7.1362384635298e44);
let l_3222 = floor(l_3221);
let l_3223 = l_3222 * f64(1.401298464324817e-45);
l_mut_1271 = l_3223;
let l_3224 = abs(l_3220);
let l_3225 = l_3224 >= f64(1.1754943508222875e-38);
if l_3225 {
let l_3226 = f32(l_3220);
let l_3227 = f64(l_3226);
l_mut_1271 = l_3227;
let l_3228 = l_mut_1271 > l_3220;
if l_3228 {
let l_3229 = bitcast<u32>(l_3226);
let l_3230 = l_3229 ^ u32(2147483648);
let l_3231 = bitcast<f32>(l_3230);
let l_3232 = bitcast<u32>(l_3231);
let l_3233 = l_3232 + u32(1);
l_mut_2372 = l_3233;
let l_3234 = l_3232 & u32(2147483647);
let l_3235 = l_3234 == u32(0);
if l_3235 {
l_mut_2372 = u32(1);
} else {
let l_3236 = l_3232 & u32(2147483648);
let l_3237 = l_3236 != u32(0);
if l_3237 {
let l_3238 = l_3232 - u32(1);
l_mut_2372 = l_3238;
} else {
let l_3239 = l_3232 == u32(2139095040);
if l_3239 {
l_mut_2372 = l_3232;
}
}
}
let l_3240 = bitcast<f32>(l_mut_2372);
let l_3241 = bitcast<u32>(l_3240);
let l_3242 = l_3241 ^ u32(2147483648);
let l_3243 = bitcast<f32>(l_3242);
let l_3244 = bitcast<u32>(l_3243);
let l_3245 = l_3244 & u32(2147483647);
let l_3246 = bitcast<f32>(l_3245);
let l_3247 = f64(l_3246);
l_mut_1246 = l_3247;
let l_3248 = l_3245 < u32(8388608);
if l_3248 {
let l_3249 = f64(l_3245);
let l_3250 = l_3249 * f64(1.401298464324817e-45);
l_mut_1246 = l_3250;
}
let l_3251 = bitcast<u64>(l_mut_1246);
let l_3252 = l_3244 >> u32(31);
let l_3253 = u64(l_3252);
let l_3254 = l_3253 << u32(bitcast<u64>(u64(63)));
let l_3255 = l_3251 | l_3254;
let l_3256 = bitcast<f64>(l_3255);
l_mut_1271 = l_3256;
} else {
let l_3257 = bitcast<u32>(l_3226);
let l_3258 = l_3257 + u32(1);
l_mut_2372 = l_3258;
let l_3259 = l_3257 & u32(2147483647);
let l_3260 = l_3259 == u32(0);
if l_3260 {
l_mut_2372 = u32(1);
} else {
let l_3261 = l_3257 & u32(2147483648);
let l_3262 = l_3261 != u32(0);
if l_3262 {
let l_3263 = l_3257 - u32(1);
l_mut_2372 = l_3263;
} else {
let l_3264 = l_3257 == u32(2139095040);
if l_3264 {
l_mut_2372 = l_3257;
}
}
}
let l_3265 = bitcast<f32>(l_mut_2372);
let l_3266 = bitcast<u32>(l_3265);
let l_3267 = l_3266 & u32(2147483647);
let l_3268 = bitcast<f32>(l_3267);
let l_3269 = f64(l_3268);
l_mut_1246 = l_3269;
let l_3270 = l_3267 < u32(8388608);
if l_3270 {
let l_3271 = f64(l_3267);
let l_3272 = l_3271 * f64(1.401298464324817e-45);
l_mut_1246 = l_3272;
}
let l_3273 = bitcast<u64>(l_mut_1246);
let l_3274 = l_3266 >> u32(31);
let l_3275 = u64(l_3274);
let l_3276 = l_3275 << u32(bitcast<u64>(u64(63)));
let l_3277 = l_3273 | l_3276;
let l_3278 = bitcast<f64>(l_3277);
let l_3279 = l_3278 <= l_3220;
if l_3279 {
let l_3280 = bitcast<u32>(l_3226);
let l_3281 = l_3280 + u32(1);
l_mut_2372 = l_3281;
let l_3282 = l_3280 & u32(2147483647);
let l_3283 = l_3282 == u32(0);
if l_3283 {
l_mut_2372 = u32(1);
} else {
let l_3284 = l_3280 & u32(2147483648);
let l_3285 = l_3284 != u32(0);
if l_3285 {
let l_3286 = l_3280 - u32(1);
l_mut_2372 = l_3286;
} else {
let l_3287 = l_3280 == u32(2139095040);
if l_3287 {
l_mut_2372 = l_3280;
}
}
}
let l_3288 = bitcast<f32>(l_mut_2372);
let l_3289 = bitcast<u32>(l_3288);
let l_3290 = l_3289 & u32(2147483647);
let l_3291 = bitcast<f32>(l_3290);
let l_3292 = f64(l_3291);
l_mut_1246 = l_3292;
let l_3293 = l_3290 < u32(8388608);
if l_3293 {
let l_3294 = f64(l_3290);
let l_3295 = l_3294 * f64(1.401298464324817e-45);
l_mut_1246 = l_3295;
}
let l_3296 = bitcast<u64>(l_mut_1246);
let l_3297 = l_3289 >> u32(31);
let l_3298 = u64(l_3297);
let l_3299 = l_3298 << u32(bitcast<u64>(u64(63)));
let l_3300 = l_3296 | l_3299;
let l_3301 = bitcast<f64>(l_3300);
l_mut_1271 = l_3301;
}
}
}
l_mut_1356 = l_mut_1271;
} else {
}
l_mut_2372 = u32(0);
let l_3302 = l_mut_1610 <= f64(0.0);
let l_3303 = l_mut_1356 >= f64(0.0);
let l_3304 = l_3302 && l_3303;
let l_3305 = !l_3304;
if l_3305 {
let l_3307 = l_mut_2120 / l_mut_1610;
let l_3308 = l_mut_2120 / l_mut_1356;
let l_3309 = l_mut_1866 / l_mut_1610;
let l_3310 = l_mut_1866 / l_mut_1356;
a_3306[u32(0)] = l_3307;
a_3306[u32(1)] = l_3307;
let l_3311 = a_3306[u32(0)];
let l_3312 = l_3308 < l_3311;
if l_3312 {
a_3306[u32(0)] = l_3308;
}
let l_3313 = a_3306[u32(0)];
let l_3314 = l_3309 < l_3313;
if l_3314 {
a_3306[u32(0)] = l_3309;
}
let l_3315 = a_3306[u32(0)];
let l_3316 = l_3310 < l_3315;
if l_3316 {
a_3306[u32(0)] = l_3310;
}
let l_3317 = a_3306[u32(1)];
let l_3318 = l_3308 > l_3317;
if l_3318 {
a_3306[u32(1)] = l_3308;
}
let l_3319 = a_3306[u32(1)];
let l_3320 = l_3309 > l_3319;
if l_3320 {
a_3306[u32(1)] = l_3309;
}
let l_3321 = a_3306[u32(1)];
let l_3322 = l_3310 > l_3321;
if l_3322 {
a_3306[u32(1)] = l_3310;
}
let l_3323 = a_3306[u32(0)];
let l_3324 = abs(l_3323);
let l_3325 = l_3324 * l_mut_38;
let l_3326 = a_3306[u32(1)];
let l_3327 = abs(l_3326);
let l_3328 = l_3327 * l_mut_38;
l_mut_2372 = u32(2);
let l_3329 = a_3306[u32(0)];
let l_3330 = l_3329 - l_3325;
let l_3331 = abs(l_3330);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3332 = l_3331 >= f64(1.1754943508222875e-38);
let l_3333 = l_3331 <= f64(1.7976931348623157e308);
let l_3334 = l_3332 && l_3333;
if l_3334 {
let l_3335 = bitcast<u64>(l_3331);
let l_3336 = l_3335 >> u32(bitcast<u64>(u64(52)));
let l_3337 = l_3336 - u64(23);
let l_3338 = l_3337 << u32(bitcast<u64>(u64(52)));
let l_3339 = bitcast<f64>(l_3338);
l_mut_2120 = l_3339;
}
let l_3340 = l_3329 + l_3325;
let l_3341 = abs(l_3340);
l_mut_1866 = f64(1.401298464324817e-45);
let l_3342 = l_3341 >= f64(1.1754943508222875e-38);
let l_3343 = l_3341 <= f64(1.7976931348623157e308);
let l_3344 = l_3342 && l_3343;
if l_3344 {
let l_3345 = bitcast<u64>(l_3341);
let l_3346 = l_3345 >> u32(bitcast<u64>(u64(52)));
let l_3347 = l_3346 - u64(23);
let l_3348 = l_3347 << u32(bitcast<u64>(u64(52)));
let l_3349 = bitcast<f64>(l_3348);
l_mut_1866 = l_3349;
}
let l_3350 = l_mut_2120 == l_mut_1866;
let l_3351 = a_3306[u32(1)];
let l_3352 = l_3351 - l_3328;
let l_3353 = abs(l_3352);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3354 = l_3353 >= f64(1.1754943508222875e-38);
let l_3355 = l_3353 <= f64(1.7976931348623157e308);
let l_3356 = l_3354 && l_3355;
if l_3356 {
let l_3357 = bitcast<u64>(l_3353);
let l_3358 = l_3357 >> u32(bitcast<u64>(u64(52)));
let l_3359 = l_3358 - u64(23);
let l_3360 = l_3359 << u32(bitcast<u64>(u64(52)));
let l_3361 = bitcast<f64>(l_3360);
l_mut_2120 = l_3361;
}
let l_3362 = l_3351 + l_3328;
let l_3363 = abs(l_3362);
l_mut_1866 = f64(1.401298464324817e-45);
let l_3364 = l_3363 >= f64(1.1754943508222875e-38);
let l_3365 = l_3363 <= f64(1.7976931348623157e308);
let l_3366 = l_3364 && l_3365;
if l_3366 {
let l_3367 = bitcast<u64>(l_3363);
let l_3368 = l_3367 >> u32(bitcast<u64>(u64(52)));
let l_3369 = l_3368 - u64(23);
let l_3370 = l_3369 << u32(bitcast<u64>(u64(52)));
let l_3371 = bitcast<f64>(l_3370);
l_mut_1866 = l_3371;
}
let l_3372 = l_mut_2120 == l_mut_1866;
let l_3373 = l_3350 && l_3372;
if l_3373 {
let l_3374 = a_3306[u32(0)];
let l_3375 = a_3306[u32(0)];
let l_3376 = abs(l_3375);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3377 = l_3376 >= f64(1.1754943508222875e-38);
let l_3378 = l_3376 <= f64(1.7976931348623157e308);
let l_3379 = l_3377 && l_3378;
if l_3379 {
let l_3380 = bitcast<u64>(l_3376);
let l_3381 = l_3380 >> u32(bitcast<u64>(u64(52)));
let l_3382 = l_3381 - u64(23);
let l_3383 = l_3382 << u32(bitcast<u64>(u64(52)));
let l_3384 = bitcast<f64>(l_3383);
l_mut_2120 = l_3384;
}
let l_3385 = l_22 * l_mut_2120;
let l_3386 = l_3374 - l_3385;
let l_3387 = a_3306[u32(1)];
let l_3388 = a_3306[u32(1)];
let l_3389 = abs(l_3388);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3390 = l_3389 >= f64(1.1754943508222875e-38);
let l_3391 = l_3389 <= f64(1.7976931348623157e308);
let l_3392 = l_3390 && l_3391;
if l_3392 {
let l_3393 = bitcast<u64>(l_3389);
let l_3394 = l_3393 >> u32(bitcast<u64>(u64(52)));
let l_3395 = l_3394 - u64(23);
let l_3396 = l_3395 << u32(bitcast<u64>(u64(52)));
let l_3397 = bitcast<f64>(l_3396);
l_mut_2120 = l_3397;
}
let l_3398 = l_22 * l_mut_2120;
let l_3399 = l_3387 + l_3398;
let l_3400 = bitcast<u32>(l_15);
let l_3401 = l_3400 & u32(2147483647);
let l_3402 = bitcast<f32>(l_3401);
let l_3403 = f64(l_3402);
l_mut_2120 = l_3403;
let l_3404 = l_3401 < u32(8388608);
if l_3404 {
let l_3405 = f64(l_3401);
let l_3406 = l_3405 * f64(1.401298464324817e-45);
l_mut_2120 = l_3406;
}
let l_3407 = bitcast<u64>(l_mut_2120);
let l_3408 = l_3400 >> u32(31);
let l_3409 = u64(l_3408);
let l_3410 = l_3409 << u32(bitcast<u64>(u64(63)));
let l_3411 = l_3407 | l_3410;
let l_3412 = bitcast<f64>(l_3411);
let l_3413 = bitcast<u32>(l_15);
let l_3414 = l_3413 + u32(1);
l_mut_3415 = l_3414;
let l_3416 = l_3413 & u32(2147483647);
let l_3417 = l_3416 == u32(0);
if l_3417 {
l_mut_3415 = u32(1);
} else {
let l_3418 = l_3413 & u32(2147483648);
let l_3419 = l_3418 != u32(0);
if l_3419 {
let l_3420 = l_3413 - u32(1);
l_mut_3415 = l_3420;
} else {
let l_3421 = l_3413 == u32(2139095040);
if l_3421 {
l_mut_3415 = l_3413;
}
}
}
let l_3422 = bitcast<f32>(l_mut_3415);
let l_3423 = bitcast<u32>(l_3422);
let l_3424 = l_3423 & u32(2147483647);
let l_3425 = bitcast<f32>(l_3424);
let l_3426 = f64(l_3425);
l_mut_2120 = l_3426;
let l_3427 = l_3424 < u32(8388608);
if l_3427 {
let l_3428 = f64(l_3424);
let l_3429 = l_3428 * f64(1.401298464324817e-45);
l_mut_2120 = l_3429;
}
let l_3430 = bitcast<u64>(l_mut_2120);
let l_3431 = l_3423 >> u32(31);
let l_3432 = u64(l_3431);
let l_3433 = l_3432 << u32(bitcast<u64>(u64(63)));
let l_3434 = l_3430 | l_3433;
let l_3435 = bitcast<f64>(l_3434);
let l_3436 = bitcast<u32>(l_15);
let l_3437 = l_3436 ^ u32(2147483648);
let l_3438 = bitcast<f32>(l_3437);
let l_3439 = bitcast<u32>(l_3438);
let l_3440 = l_3439 + u32(1);
l_mut_3415 = l_3440;
let l_3441 = l_3439 & u32(2147483647);
let l_3442 = l_3441 == u32(0);
if l_3442 {
l_mut_3415 = u32(1);
} else {
let l_3443 = l_3439 & u32(2147483648);
let l_3444 = l_3443 != u32(0);
if l_3444 {
let l_3445 = l_3439 - u32(1);
l_mut_3415 = l_3445;
} else {
let l_3446 = l_3439 == u32(2139095040);
if l_3446 {
l_mut_3415 = l_3439;
}
}
}
let l_3447 = bitcast<f32>(l_mut_3415);
let l_3448 = bitcast<u32>(l_3447);
let l_3449 = l_3448 ^ u32(2147483648);
let l_3450 = bitcast<f32>(l_3449);
let l_3451 = bitcast<u32>(l_3450);
let l_3452 = l_3451 & u32(2147483647);
let l_3453 = bitcast<f32>(l_3452);
let l_3454 = f64(l_3453);
l_mut_2120 = l_3454;
let l_3455 = l_3452 < u32(8388608);
if l_3455 {
let l_3456 = f64(l_3452);
let l_3457 = l_3456 * f64(1.401298464324817e-45);
l_mut_2120 = l_3457;
}
let l_3458 = bitcast<u64>(l_mut_2120);
let l_3459 = l_3451 >> u32(31);
let l_3460 = u64(l_3459);
let l_3461 = l_3460 << u32(bitcast<u64>(u64(63)));
let l_3462 = l_3458 | l_3461;
let l_3463 = bitcast<f64>(l_3462);
let l_3464 = l_3386 + l_3325;
let l_3465 = l_3464 <= l_3412;
l_mut_150 = l_3465;
let l_3466 = l_3386 - l_3325;
let l_3467 = l_3466 > l_3412;
l_mut_147 = l_3467;
let l_3468 = l_3399 - l_3328;
let l_3469 = l_3468 >= l_3412;
l_mut_144 = l_3469;
let l_3470 = l_3399 + l_3328;
let l_3471 = l_3470 < l_3412;
l_mut_141 = l_3471;
let l_3472 = l_3386 + l_3325;
let l_3473 = l_3472 < l_3435;
l_mut_150 = l_3473;
let l_3474 = l_3386 - l_3325;
let l_3475 = l_3474 >= l_3435;
l_mut_147 = l_3475;
let l_3476 = l_3399 - l_3328;
let l_3477 = l_3476 > l_3463;
l_mut_144 = l_3477;
let l_3478 = l_3399 + l_3328;
let l_3479 = l_3478 <= l_3463;
l_mut_141 = l_3479;
l_mut_3415 = u32(2);
let l_3480 = l_mut_147 || l_mut_141;
if l_3480 {
l_mut_3415 = u32(1);
} else {
let l_3481 = l_mut_150 && l_mut_144;
if l_3481 {
l_mut_3415 = u32(0);
}
}
let l_3482 = bitcast<u32>(l_15);
let l_3483 = l_3482 & u32(2147483647);
let l_3484 = l_3483 == u32(0);
if l_3484 {
let l_3485 = l_3386 + l_3325;
let l_3486 = l_3485 < f64(1.1754943508222875e-38);
let l_3487 = l_3399 - l_3328;
let l_3488 = l_3487 > f64(-1.1754943508222875e-38);
let l_3489 = l_3486 && l_3488;
let l_3490 = l_3386 - l_3325;
let l_3491 = l_3490 < f64(1.1754943508222875e-38);
let l_3492 = l_3399 + l_3328;
let l_3493 = l_3492 > f64(-1.1754943508222875e-38);
let l_3494 = l_3491 && l_3493;
if l_3489 {
l_mut_3415 = u32(0);
} else {
let l_3495 = l_mut_3415 == u32(1);
let l_3496 = l_3494 && l_3495;
if l_3496 {
l_mut_3415 = u32(2);
}
}
}
l_mut_2372 = l_mut_3415;
}
}
let l_3497 = l_mut_48 == u32(0);
if l_3497 {
l_mut_90 = u32(0);
} else {
let l_3498 = l_mut_2372 == u32(1);
if l_3498 {
l_mut_90 = u32(1);
}
}
} else {
let l_3499 = l_mut_709 - l_19;
let l_3500 = l_mut_709 + l_19;
let l_3501 = l_mut_61 - l_19;
let l_3502 = l_mut_61 + l_19;
let l_3503 = abs(l_3501);
let l_3504 = l_3503 > l_1236;
let l_3505 = abs(l_3502);
let l_3506 = l_3505 > l_1236;
let l_3507 = l_3504 && l_3506;
if l_3507 {
let l_3508 = l_1234 + l_1236;
let l_3509 = abs(l_3501);
let l_3510 = abs(l_3502);
l_mut_2120 = l_3509;
let l_3511 = l_3510 < l_3509;
if l_3511 {
l_mut_2120 = l_3510;
}
let l_3512 = l_3508 / l_mut_2120;
let l_3513 = abs(l_3499);
let l_3514 = abs(l_3500);
l_mut_2120 = l_3513;
let l_3515 = l_3514 < l_3513;
if l_3515 {
l_mut_2120 = l_3514;
}
let l_3516 = l_1234 / l_mut_2120;
let l_3517 = l_3512 + l_3516;
l_mut_38 = l_mut_38 + l_3517;
l_mut_3415 = u32(0);
let l_3518 = l_3501 <= f64(0.0);
let l_3519 = l_3502 >= f64(0.0);
let l_3520 = l_3518 && l_3519;
let l_3521 = !l_3520;
if l_3521 {
let l_3523 = l_3499 / l_3501;
let l_3524 = l_3499 / l_3502;
let l_3525 = l_3500 / l_3501;
let l_3526 = l_3500 / l_3502;
a_3522[u32(0)] = l_3523;
a_3522[u32(1)] = l_3523;
let l_3527 = a_3522[u32(0)];
let l_3528 = l_3524 < l_3527;
if l_3528 {
a_3522[u32(0)] = l_3524;
}
let l_3529 = a_3522[u32(0)];
let l_3530 = l_3525 < l_3529;
if l_3530 {
a_3522[u32(0)] = l_3525;
}
let l_3531 = a_3522[u32(0)];
let l_3532 = l_3526 < l_3531;
if l_3532 {
a_3522[u32(0)] = l_3526;
}
let l_3533 = a_3522[u32(1)];
let l_3534 = l_3524 > l_3533;
if l_3534 {
a_3522[u32(1)] = l_3524;
}
let l_3535 = a_3522[u32(1)];
let l_3536 = l_3525 > l_3535;
if l_3536 {
a_3522[u32(1)] = l_3525;
}
let l_3537 = a_3522[u32(1)];
let l_3538 = l_3526 > l_3537;
if l_3538 {
a_3522[u32(1)] = l_3526;
}
let l_3539 = a_3522[u32(0)];
let l_3540 = abs(l_3539);
let l_3541 = l_3540 * l_mut_38;
let l_3542 = a_3522[u32(1)];
let l_3543 = abs(l_3542);
let l_3544 = l_3543 * l_mut_38;
l_mut_3415 = u32(2);
let l_3545 = a_3522[u32(0)];
let l_3546 = l_3545 - l_3541;
let l_3547 = abs(l_3546);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3548 = l_3547 >= f64(1.1754943508222875e-38);
let l_3549 = l_3547 <= f64(1.7976931348623157e308);
let l_3550 = l_3548 && l_3549;
if l_3550 {
let l_3551 = bitcast<u64>(l_3547);
let l_3552 = l_3551 >> u32(bitcast<u64>(u64(52)));
let l_3553 = l_3552 - u64(23);
let l_3554 = l_3553 << u32(bitcast<u64>(u64(52)));
let l_3555 = bitcast<f64>(l_3554);
l_mut_2120 = l_3555;
}
let l_3556 = l_3545 + l_3541;
let l_3557 = abs(l_3556);
l_mut_1866 = f64(1.401298464324817e-45);
let l_3558 = l_3557 >= f64(1.1754943508222875e-38);
let l_3559 = l_3557 <= f64(1.7976931348623157e308);
let l_3560 = l_3558 && l_3559;
if l_3560 {
let l_3561 = bitcast<u64>(l_3557);
let l_3562 = l_3561 >> u32(bitcast<u64>(u64(52)));
let l_3563 = l_3562 - u64(23);
let l_3564 = l_3563 << u32(bitcast<u64>(u64(52)));
let l_3565 = bitcast<f64>(l_3564);
l_mut_1866 = l_3565;
}
let l_3566 = l_mut_2120 == l_mut_1866;
let l_3567 = a_3522[u32(1)];
let l_3568 = l_3567 - l_3544;
let l_3569 = abs(l_3568);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3570 = l_3569 >= f64(1.1754943508222875e-38);
let l_3571 = l_3569 <= f64(1.7976931348623157e308);
let l_3572 = l_3570 && l_3571;
if l_3572 {
let l_3573 = bitcast<u64>(l_3569);
let l_3574 = l_3573 >> u32(bitcast<u64>(u64(52)));
let l_3575 = l_3574 - u64(23);
let l_3576 = l_3575 << u32(bitcast<u64>(u64(52)));
let l_3577 = bitcast<f64>(l_3576);
l_mut_2120 = l_3577;
}
let l_3578 = l_3567 + l_3544;
let l_3579 = abs(l_3578);
l_mut_1866 = f64(1.401298464324817e-45);
let l_3580 = l_3579 >= f64(1.1754943508222875e-38);
let l_3581 = l_3579 <= f64(1.7976931348623157e308);
let l_3582 = l_3580 && l_3581;
if l_3582 {
let l_3583 = bitcast<u64>(l_3579);
let l_3584 = l_3583 >> u32(bitcast<u64>(u64(52)));
let l_3585 = l_3584 - u64(23);
let l_3586 = l_3585 << u32(bitcast<u64>(u64(52)));
let l_3587 = bitcast<f64>(l_3586);
l_mut_1866 = l_3587;
}
let l_3588 = l_mut_2120 == l_mut_1866;
let l_3589 = l_3566 && l_3588;
if l_3589 {
let l_3590 = a_3522[u32(0)];
let l_3591 = a_3522[u32(0)];
let l_3592 = abs(l_3591);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3593 = l_3592 >= f64(1.1754943508222875e-38);
let l_3594 = l_3592 <= f64(1.7976931348623157e308);
let l_3595 = l_3593 && l_3594;
if l_3595 {
let l_3596 = bitcast<u64>(l_3592);
let l_3597 = l_3596 >> u32(bitcast<u64>(u64(52)));
let l_3598 = l_3597 - u64(23);
let l_3599 = l_3598 << u32(bitcast<u64>(u64(52)));
let l_3600 = bitcast<f64>(l_3599);
l_mut_2120 = l_3600;
}
let l_3601 = l_22 * l_mut_2120;
let l_3602 = l_3590 - l_3601;
let l_3603 = a_3522[u32(1)];
let l_3604 = a_3522[u32(1)];
let l_3605 = abs(l_3604);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3606 = l_3605 >= f64(1.1754943508222875e-38);
let l_3607 = l_3605 <= f64(1.7976931348623157e308);
let l_3608 = l_3606 && l_3607;
if l_3608 {
let l_3609 = bitcast<u64>(l_3605);
let l_3610 = l_3609 >> u32(bitcast<u64>(u64(52)));
let l_3611 = l_3610 - u64(23);
let l_3612 = l_3611 << u32(bitcast<u64>(u64(52)));
let l_3613 = bitcast<f64>(l_3612);
l_mut_2120 = l_3613;
}
let l_3614 = l_22 * l_mut_2120;
let l_3615 = l_3603 + l_3614;
let l_3616 = bitcast<u32>(l_15);
let l_3617 = l_3616 & u32(2147483647);
let l_3618 = bitcast<f32>(l_3617);
let l_3619 = f64(l_3618);
l_mut_2120 = l_3619;
let l_3620 = l_3617 < u32(8388608);
if l_3620 {
let l_3621 = f64(l_3617);
let l_3622 = l_3621 * f64(1.401298464324817e-45);
l_mut_2120 = l_3622;
}
let l_3623 = bitcast<u64>(l_mut_2120);
let l_3624 = l_3616 >> u32(31);
let l_3625 = u64(l_3624);
let l_3626 = l_3625 << u32(bitcast<u64>(u64(63)));
let l_3627 = l_3623 | l_3626;
let l_3628 = bitcast<f64>(l_3627);
let l_3629 = bitcast<u32>(l_15);
let l_3630 = l_3629 + u32(1);
l_mut_2372 = l_3630;
let l_3631 = l_3629 & u32(2147483647);
let l_3632 = l_3631 == u32(0);
if l_3632 {
l_mut_2372 = u32(1);
} else {
let l_3633 = l_3629 & u32(2147483648);
let l_3634 = l_3633 != u32(0);
if l_3634 {
let l_3635 = l_3629 - u32(1);
l_mut_2372 = l_3635;
} else {
let l_3636 = l_3629 == u32(2139095040);
if l_3636 {
l_mut_2372 = l_3629;
}
}
}
let l_3637 = bitcast<f32>(l_mut_2372);
let l_3638 = bitcast<u32>(l_3637);
let l_3639 = l_3638 & u32(2147483647);
let l_3640 = bitcast<f32>(l_3639);
let l_3641 = f64(l_3640);
l_mut_2120 = l_3641;
let l_3642 = l_3639 < u32(8388608);
if l_3642 {
let l_3643 = f64(l_3639);
let l_3644 = l_3643 * f64(1.401298464324817e-45);
l_mut_2120 = l_3644;
}
let l_3645 = bitcast<u64>(l_mut_2120);
let l_3646 = l_3638 >> u32(31);
let l_3647 = u64(l_3646);
let l_3648 = l_3647 << u32(bitcast<u64>(u64(63)));
let l_3649 = l_3645 | l_3648;
let l_3650 = bitcast<f64>(l_3649);
let l_3651 = bitcast<u32>(l_15);
let l_3652 = l_3651 ^ u32(2147483648);
let l_3653 = bitcast<f32>(l_3652);
let l_3654 = bitcast<u32>(l_3653);
let l_3655 = l_3654 + u32(1);
l_mut_2372 = l_3655;
let l_3656 = l_3654 & u32(2147483647);
let l_3657 = l_3656 == u32(0);
if l_3657 {
l_mut_2372 = u32(1);
} else {
let l_3658 = l_3654 & u32(2147483648);
let l_3659 = l_3658 != u32(0);
if l_3659 {
let l_3660 = l_3654 - u32(1);
l_mut_2372 = l_3660;
} else {
let l_3661 = l_3654 == u32(2139095040);
if l_3661 {
l_mut_2372 = l_3654;
}
}
}
let l_3662 = bitcast<f32>(l_mut_2372);
let l_3663 = bitcast<u32>(l_3662);
let l_3664 = l_3663 ^ u32(2147483648);
let l_3665 = bitcast<f32>(l_3664);
let l_3666 = bitcast<u32>(l_3665);
let l_3667 = l_3666 & u32(2147483647);
let l_3668 = bitcast<f32>(l_3667);
let l_3669 = f64(l_3668);
l_mut_2120 = l_3669;
let l_3670 = l_3667 < u32(8388608);
if l_3670 {
let l_3671 = f64(l_3667);
let l_3672 = l_3671 * f64(1.401298464324817e-45);
l_mut_2120 = l_3672;
}
let l_3673 = bitcast<u64>(l_mut_2120);
let l_3674 = l_3666 >> u32(31);
let l_3675 = u64(l_3674);
let l_3676 = l_3675 << u32(bitcast<u64>(u64(63)));
let l_3677 = l_3673 | l_3676;
let l_3678 = bitcast<f64>(l_3677);
let l_3679 = l_3602 + l_3541;
let l_3680 = l_3679 <= l_3628;
l_mut_150 = l_3680;
let l_3681 = l_3602 - l_3541;
let l_3682 = l_3681 > l_3628;
l_mut_147 = l_3682;
let l_3683 = l_3615 - l_3544;
let l_3684 = l_3683 >= l_3628;
l_mut_144 = l_3684;
let l_3685 = l_3615 + l_3544;
let l_3686 = l_3685 < l_3628;
l_mut_141 = l_3686;
l_mut_2372 = u32(2);
let l_3687 = l_mut_147 || l_mut_141;
if l_3687 {
l_mut_2372 = u32(1);
} else {
let l_3688 = l_mut_150 && l_mut_144;
if l_3688 {
l_mut_2372 = u32(0);
}
}
let l_3689 = bitcast<u32>(l_15);
let l_3690 = l_3689 & u32(2147483647);
let l_3691 = l_3690 == u32(0);
if l_3691 {
let l_3692 = l_3602 + l_3541;
let l_3693 = l_3692 < f64(1.1754943508222875e-38);
let l_3694 = l_3615 - l_3544;
let l_3695 = l_3694 > f64(-1.1754943508222875e-38);
let l_3696 = l_3693 && l_3695;
let l_3697 = l_3602 - l_3541;
let l_3698 = l_3697 < f64(1.1754943508222875e-38);
let l_3699 = l_3615 + l_3544;
let l_3700 = l_3699 > f64(-1.1754943508222875e-38);
let l_3701 = l_3698 && l_3700;
if l_3696 {
l_mut_2372 = u32(0);
} else {
let l_3702 = l_mut_2372 == u32(1);
let l_3703 = l_3701 && l_3702;
if l_3703 {
l_mut_2372 = u32(2);
}
}
}
l_mut_3415 = l_mut_2372;
}
}
l_mut_90 = l_mut_3415;
}
}
l_mut_31 = l_mut_90;
} else {
let l_3704 = l_27 <= l_25;
let l_3705 = l_9 == u32(12);
let l_3706 = l_3704 && l_3705;
if l_3706 {
let l_3707 = f32(l_26);
let l_3708 = bitcast<u32>(l_3707);
let l_3709 = l_3708 & u32(2147483647);
let l_3710 = bitcast<f32>(l_3709);
let l_3711 = f64(l_3710);
l_mut_2120 = l_3711;
let l_3712 = l_3709 < u32(8388608);
if l_3712 {
let l_3713 = f64(l_3709);
let l_3714 = l_3713 * f64(1.401298464324817e-45);
l_mut_2120 = l_3714;
}
let l_3715 = bitcast<u64>(l_mut_2120);
let l_3716 = l_3708 >> u32(31);
let l_3717 = u64(l_3716);
let l_3718 = l_3717 << u32(bitcast<u64>(u64(63)));
let l_3719 = l_3715 | l_3718;
let l_3720 = bitcast<f64>(l_3719);
let l_3721 = abs(l_3720);
l_mut_2120 = l_3721;
l_mut_3415 = u32(0);
let l_3722 = l_3721 >= f64(0.785);
if l_3722 {
let l_3723 = l_3721 * f64(0.6366197723675814);
let l_3724 = l_3723 + f64(0.5);
let l_3725 = floor(l_3724);
let l_3726 = l_3725 * f64(1.570796325802803);
let l_3727 = l_3721 - l_3726;
let l_3728 = l_3727 * l_4;
let l_3729 = l_3725 * f64(9.920935796805404e-10);
let l_3730 = l_3728 - l_3729;
l_mut_2120 = l_3730;
let l_3731 = u32(l_3725);
l_mut_3415 = l_3731;
}
let l_3732 = bitcast<u32>(l_3707);
let l_3733 = l_3732 >= u32(2147483648);
let l_3734 = l_mut_2120 * l_mut_2120;
let l_3735 = l_3734 * f64(1.9572941063391263e-20);
let l_3736 = f64(8.22063524662433e-18) - l_3735;
l_mut_1866 = l_3736;
let l_3737 = l_mut_1866 * l_3734;
let l_3738 = l_3737 - f64(2.8114572543455206e-15);
l_mut_1866 = l_3738;
let l_3739 = l_mut_1866 * l_3734;
let l_3740 = l_3739 + f64(7.647163731819816e-13);
l_mut_1866 = l_3740;
let l_3741 = l_mut_1866 * l_3734;
let l_3742 = l_3741 - f64(1.6059043836821613e-10);
l_mut_1866 = l_3742;
let l_3743 = l_mut_1866 * l_3734;
let l_3744 = l_3743 + f64(2.505210838544172e-8);
l_mut_1866 = l_3744;
let l_3745 = l_mut_1866 * l_3734;
let l_3746 = l_3745 - f64(2.7557319223985893e-6);
l_mut_1866 = l_3746;
let l_3747 = l_mut_1866 * l_3734;
let l_3748 = l_3747 + f64(0.0001984126984126984);
l_mut_1866 = l_3748;
let l_3749 = l_mut_1866 * l_3734;
let l_3750 = l_3749 - f64(0.008333333333333333);
l_mut_1866 = l_3750;
let l_3751 = l_mut_1866 * l_3734;
let l_3752 = l_3751 + f64(0.16666666666666666);
l_mut_1866 = l_3752;
let l_3753 = f64(0.5) * l_3734;
let l_3754 = f64(1.0) - l_3753;
let l_3755 = f64(0.0) * l_3754;
let l_3756 = l_mut_2120 * l_3734;
let l_3757 = l_3756 * l_mut_1866;
let l_3758 = l_3755 - l_3757;
let l_3759 = l_mut_2120 + l_3758;
let l_3760 = l_mut_2120 * l_mut_2120;
let l_3761 = l_3760 * f64(4.110317623312165e-19);
let l_3762 = l_3761 - f64(1.5619206968586225e-16);
l_mut_1866 = l_3762;
let l_3763 = l_mut_1866 * l_3760;
let l_3764 = l_3763 + f64(4.779477332387385e-14);
l_mut_1866 = l_3764;
let l_3765 = l_mut_1866 * l_3760;
let l_3766 = l_3765 - f64(1.1470745597729725e-11);
l_mut_1866 = l_3766;
let l_3767 = l_mut_1866 * l_3760;
let l_3768 = l_3767 + f64(2.08767569878681e-9);
l_mut_1866 = l_3768;
let l_3769 = l_mut_1866 * l_3760;
let l_3770 = l_3769 - f64(2.755731922398589e-7);
l_mut_1866 = l_3770;
let l_3771 = l_mut_1866 * l_3760;
let l_3772 = l_3771 + f64(2.48015873015873e-5);
l_mut_1866 = l_3772;
let l_3773 = l_mut_1866 * l_3760;
let l_3774 = l_3773 - f64(0.001388888888888889);
l_mut_1866 = l_3774;
let l_3775 = l_mut_1866 * l_3760;
let l_3776 = l_3775 + f64(0.041666666666666664);
l_mut_1866 = l_3776;
let l_3777 = f64(0.5) * l_3760;
let l_3778 = f64(1.0) - l_3777;
let l_3779 = l_3760 * l_3760;
let l_3780 = l_3779 * l_mut_1866;
let l_3781 = f64(0.0) * l_mut_2120;
let l_3782 = l_3780 - l_3781;
let l_3783 = l_3778 + l_3782;
let l_3784 = l_mut_3415 & u32(1);
let l_3785 = l_3784 == u32(1);
l_mut_2120 = l_3759;
let l_3786 = l_mut_3415 & u32(2);
let l_3787 = l_3786 != u32(0);
l_mut_150 = l_3787;
if l_3785 {
l_mut_2120 = l_3783;
}
let l_3788 = bool(true) && l_3733;
if l_3788 {
let l_3789 = !l_mut_150;
l_mut_150 = l_3789;
}
if l_mut_150 {
let l_3790 = -l_mut_2120;
l_mut_2120 = l_3790;
}
let l_3791 = f32(l_26);
let l_3792 = bitcast<u32>(l_3791);
let l_3793 = l_3792 & u32(2147483647);
let l_3794 = bitcast<f32>(l_3793);
let l_3795 = f64(l_3794);
l_mut_1866 = l_3795;
let l_3796 = l_3793 < u32(8388608);
if l_3796 {
let l_3797 = f64(l_3793);
let l_3798 = l_3797 * f64(1.401298464324817e-45);
l_mut_1866 = l_3798;
}
let l_3799 = bitcast<u64>(l_mut_1866);
let l_3800 = l_3792 >> u32(31);
let l_3801 = u64(l_3800);
let l_3802 = l_3801 << u32(bitcast<u64>(u64(63)));
let l_3803 = l_3799 | l_3802;
let l_3804 = bitcast<f64>(l_3803);
let l_3805 = abs(l_3804);
l_mut_1866 = l_3805;
l_mut_3415 = u32(0);
let l_3806 = l_3805 >= f64(0.785);
if l_3806 {
let l_3807 = l_3805 * f64(0.6366197723675814);
let l_3808 = l_3807 + f64(0.5);
let l_3809 = floor(l_3808);
let l_3810 = l_3809 * f64(1.570796325802803);
let l_3811 = l_3805 - l_3810;
let l_3812 = l_3811 * l_4;
let l_3813 = l_3809 * f64(9.920935796805404e-10);
let l_3814 = l_3812 - l_3813;
l_mut_1866 = l_3814;
let l_3815 = u32(l_3809);
l_mut_3415 = l_3815;
}
let l_3816 = bitcast<u32>(l_3791);
let l_3817 = l_3816 >= u32(2147483648);
let l_3818 = l_mut_1866 * l_mut_1866;
let l_3819 = l_3818 * f64(1.9572941063391263e-20);
let l_3820 = f64(8.22063524662433e-18) - l_3819;
l_mut_1610 = l_3820;
let l_3821 = l_mut_1610 * l_3818;
let l_3822 = l_3821 - f64(2.8114572543455206e-15);
l_mut_1610 = l_3822;
let l_3823 = l_mut_1610 * l_3818;
let l_3824 = l_3823 + f64(7.647163731819816e-13);
l_mut_1610 = l_3824;
let l_3825 = l_mut_1610 * l_3818;
let l_3826 = l_3825 - f64(1.6059043836821613e-10);
l_mut_1610 = l_3826;
let l_3827 = l_mut_1610 * l_3818;
let l_3828 = l_3827 + f64(2.505210838544172e-8);
l_mut_1610 = l_3828;
let l_3829 = l_mut_1610 * l_3818;
let l_3830 = l_3829 - f64(2.7557319223985893e-6);
l_mut_1610 = l_3830;
let l_3831 = l_mut_1610 * l_3818;
let l_3832 = l_3831 + f64(0.0001984126984126984);
l_mut_1610 = l_3832;
let l_3833 = l_mut_1610 * l_3818;
let l_3834 = l_3833 - f64(0.008333333333333333);
l_mut_1610 = l_3834;
let l_3835 = l_mut_1610 * l_3818;
let l_3836 = l_3835 + f64(0.16666666666666666);
l_mut_1610 = l_3836;
let l_3837 = f64(0.5) * l_3818;
let l_3838 = f64(1.0) - l_3837;
let l_3839 = f64(0.0) * l_3838;
let l_3840 = l_mut_1866 * l_3818;
let l_3841 = l_3840 * l_mut_1610;
let l_3842 = l_3839 - l_3841;
let l_3843 = l_mut_1866 + l_3842;
let l_3844 = l_mut_1866 * l_mut_1866;
let l_3845 = l_3844 * f64(4.110317623312165e-19);
let l_3846 = l_3845 - f64(1.5619206968586225e-16);
l_mut_1610 = l_3846;
let l_3847 = l_mut_1610 * l_3844;
let l_3848 = l_3847 + f64(4.779477332387385e-14);
l_mut_1610 = l_3848;
let l_3849 = l_mut_1610 * l_3844;
let l_3850 = l_3849 - f64(1.1470745597729725e-11);
l_mut_1610 = l_3850;
let l_3851 = l_mut_1610 * l_3844;
let l_3852 = l_3851 + f64(2.08767569878681e-9);
l_mut_1610 = l_3852;
let l_3853 = l_mut_1610 * l_3844;
let l_3854 = l_3853 - f64(2.755731922398589e-7);
l_mut_1610 = l_3854;
let l_3855 = l_mut_1610 * l_3844;
let l_3856 = l_3855 + f64(2.48015873015873e-5);
l_mut_1610 = l_3856;
let l_3857 = l_mut_1610 * l_3844;
let l_3858 = l_3857 - f64(0.001388888888888889);
l_mut_1610 = l_3858;
let l_3859 = l_mut_1610 * l_3844;
let l_3860 = l_3859 + f64(0.041666666666666664);
l_mut_1610 = l_3860;
let l_3861 = f64(0.5) * l_3844;
let l_3862 = f64(1.0) - l_3861;
let l_3863 = l_3844 * l_3844;
let l_3864 = l_3863 * l_mut_1610;
let l_3865 = f64(0.0) * l_mut_1866;
let l_3866 = l_3864 - l_3865;
let l_3867 = l_3862 + l_3866;
let l_3868 = l_mut_3415 & u32(1);
let l_3869 = l_3868 == u32(1);
l_mut_1866 = l_3843;
let l_3870 = l_mut_3415 & u32(2);
let l_3871 = l_3870 != u32(0);
l_mut_150 = l_3871;
l_mut_1866 = l_3867;
if l_3869 {
l_mut_1866 = l_3843;
}
let l_3872 = l_mut_3415 + u32(1);
let l_3873 = l_3872 & u32(2);
let l_3874 = l_3873 != u32(0);
l_mut_150 = l_3874;
let l_3875 = bool(false) && l_3817;
if l_3875 {
let l_3876 = !l_mut_150;
l_mut_150 = l_3876;
}
if l_mut_150 {
let l_3877 = -l_mut_1866;
l_mut_1866 = l_3877;
}
let l_3878 = abs(l_mut_2120);
let l_3879 = l_3878 * f64(1.4551915228366852e-11);
let l_3880 = abs(l_mut_1866);
let l_3881 = l_3880 * f64(1.4551915228366852e-11);
let l_3882 = l_mut_2120 - l_19;
let l_3883 = l_mut_2120 + l_19;
let l_3884 = l_mut_1866 - l_19;
let l_3885 = l_mut_1866 + l_19;
l_mut_3415 = u32(2);
let l_3886 = abs(l_3884);
let l_3887 = l_3886 <= l_3881;
let l_3888 = abs(l_3885);
let l_3889 = l_3888 <= l_3881;
let l_3890 = l_3887 || l_3889;
let l_3891 = !l_3890;
if l_3891 {
l_mut_3415 = u32(0);
let l_3892 = l_3884 <= f64(0.0);
let l_3893 = l_3885 >= f64(0.0);
let l_3894 = l_3892 && l_3893;
let l_3895 = !l_3894;
if l_3895 {
let l_3896 = abs(l_3884);
let l_3897 = abs(l_3885);
l_mut_2120 = l_3896;
let l_3898 = l_3897 < l_3896;
if l_3898 {
l_mut_2120 = l_3897;
}
let l_3899 = l_3881 / l_mut_2120;
let l_3900 = l_3899 + f64(1.4551915228366852e-11);
let l_3901 = f64(1.0) / l_3885;
let l_3902 = f64(1.0) / l_3884;
let l_3903 = abs(l_3901);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3904 = l_3903 >= f64(1.1754943508222875e-38);
let l_3905 = l_3903 <= f64(1.7976931348623157e308);
let l_3906 = l_3904 && l_3905;
if l_3906 {
let l_3907 = bitcast<u64>(l_3903);
let l_3908 = l_3907 >> u32(bitcast<u64>(u64(52)));
let l_3909 = l_3908 - u64(23);
let l_3910 = l_3909 << u32(bitcast<u64>(u64(52)));
let l_3911 = bitcast<f64>(l_3910);
l_mut_2120 = l_3911;
}
let l_3912 = l_22 * l_mut_2120;
let l_3913 = l_3901 - l_3912;
let l_3914 = abs(l_3902);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3915 = l_3914 >= f64(1.1754943508222875e-38);
let l_3916 = l_3914 <= f64(1.7976931348623157e308);
let l_3917 = l_3915 && l_3916;
if l_3917 {
let l_3918 = bitcast<u64>(l_3914);
let l_3919 = l_3918 >> u32(bitcast<u64>(u64(52)));
let l_3920 = l_3919 - u64(23);
let l_3921 = l_3920 << u32(bitcast<u64>(u64(52)));
let l_3922 = bitcast<f64>(l_3921);
l_mut_2120 = l_3922;
}
let l_3923 = l_22 * l_mut_2120;
let l_3924 = l_3902 + l_3923;
let l_3926 = l_3882 * l_3913;
let l_3927 = l_3882 * l_3924;
let l_3928 = l_3883 * l_3913;
let l_3929 = l_3883 * l_3924;
a_3925[u32(0)] = l_3926;
a_3925[u32(1)] = l_3926;
let l_3930 = a_3925[u32(0)];
let l_3931 = l_3927 < l_3930;
if l_3931 {
a_3925[u32(0)] = l_3927;
}
let l_3932 = a_3925[u32(0)];
let l_3933 = l_3928 < l_3932;
if l_3933 {
a_3925[u32(0)] = l_3928;
}
let l_3934 = a_3925[u32(0)];
let l_3935 = l_3929 < l_3934;
if l_3935 {
a_3925[u32(0)] = l_3929;
}
let l_3936 = a_3925[u32(1)];
let l_3937 = l_3927 > l_3936;
if l_3937 {
a_3925[u32(1)] = l_3927;
}
let l_3938 = a_3925[u32(1)];
let l_3939 = l_3928 > l_3938;
if l_3939 {
a_3925[u32(1)] = l_3928;
}
let l_3940 = a_3925[u32(1)];
let l_3941 = l_3929 > l_3940;
if l_3941 {
a_3925[u32(1)] = l_3929;
}
let l_3942 = abs(l_3882);
let l_3943 = abs(l_3883);
l_mut_2120 = l_3942;
let l_3944 = l_3943 > l_3942;
if l_3944 {
l_mut_2120 = l_3943;
}
let l_3945 = abs(l_3913);
let l_3946 = abs(l_3924);
l_mut_1866 = l_3945;
let l_3947 = l_3946 > l_3945;
if l_3947 {
l_mut_1866 = l_3946;
}
let l_3948 = l_mut_2120 * l_mut_1866;
let l_3949 = l_3900 + f64(1.4551915228366852e-11);
let l_3950 = l_3948 * l_3949;
let l_3951 = l_3879 * l_mut_1866;
let l_3952 = l_3950 + l_3951;
l_mut_3415 = u32(2);
let l_3953 = abs(l_3901);
let l_3954 = l_3953 * l_3900;
let l_3955 = l_3901 - l_3954;
let l_3956 = abs(l_3955);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3957 = l_3956 >= f64(1.1754943508222875e-38);
let l_3958 = l_3956 <= f64(1.7976931348623157e308);
let l_3959 = l_3957 && l_3958;
if l_3959 {
let l_3960 = bitcast<u64>(l_3956);
let l_3961 = l_3960 >> u32(bitcast<u64>(u64(52)));
let l_3962 = l_3961 - u64(23);
let l_3963 = l_3962 << u32(bitcast<u64>(u64(52)));
let l_3964 = bitcast<f64>(l_3963);
l_mut_2120 = l_3964;
}
let l_3965 = l_3901 + l_3954;
let l_3966 = abs(l_3965);
l_mut_1866 = f64(1.401298464324817e-45);
let l_3967 = l_3966 >= f64(1.1754943508222875e-38);
let l_3968 = l_3966 <= f64(1.7976931348623157e308);
let l_3969 = l_3967 && l_3968;
if l_3969 {
let l_3970 = bitcast<u64>(l_3966);
let l_3971 = l_3970 >> u32(bitcast<u64>(u64(52)));
let l_3972 = l_3971 - u64(23);
let l_3973 = l_3972 << u32(bitcast<u64>(u64(52)));
let l_3974 = bitcast<f64>(l_3973);
l_mut_1866 = l_3974;
}
let l_3975 = l_mut_2120 == l_mut_1866;
let l_3976 = abs(l_3902);
let l_3977 = l_3976 * l_3900;
let l_3978 = l_3902 - l_3977;
let l_3979 = abs(l_3978);
l_mut_2120 = f64(1.401298464324817e-45);
let l_3980 = l_3979 >= f64(1.1754943508222875e-38);
let l_3981 = l_3979 <= f64(1.7976931348623157e308);
let l_3982 = l_3980 && l_3981;
if l_3982 {
let l_3983 = bitcast<u64>(l_3979);
let l_3984 = l_3983 >> u32(bitcast<u64>(u64(52)));
let l_3985 = l_3984 - u64(23);
let l_3986 = l_3985 << u32(bitcast<u64>(u64(52)));
let l_3987 = bitcast<f64>(l_3986);
l_mut_2120 = l_3987;
}
let l_3988 = l_3902 + l_3977;
let l_3989 = abs(l_3988);
l_mut_1866 = f64(1.401298464324817e-45);
let l_3990 = l_3989 >= f64(1.1754943508222875e-38);
let l_3991 = l_3989 <= f64(1.7976931348623157e308);
let l_3992 = l_3990 && l_3991;
if l_3992 {
let l_3993 = bitcast<u64>(l_3989);
let l_3994 = l_3993 >> u32(bitcast<u64>(u64(52)));
let l_3995 = l_3994 - u64(23);
let l_3996 = l_3995 << u32(bitcast<u64>(u64(52)));
let l_3997 = bitcast<f64>(l_3996);
l_mut_1866 = l_3997;
}
let l_3998 = l_mut_2120 == l_mut_1866;
let l_3999 = l_3975 && l_3998;
if l_3999 {
let l_4000 = a_3925[u32(0)];
let l_4001 = a_3925[u32(1)];
let l_4002 = bitcast<u32>(l_15);
let l_4003 = l_4002 & u32(2147483647);
let l_4004 = bitcast<f32>(l_4003);
let l_4005 = f64(l_4004);
l_mut_2120 = l_4005;
let l_4006 = l_4003 < u32(8388608);
if l_4006 {
let l_4007 = f64(l_4003);
let l_4008 = l_4007 * f64(1.401298464324817e-45);
l_mut_2120 = l_4008;
}
let l_4009 = bitcast<u64>(l_mut_2120);
let l_4010 = l_4002 >> u32(31);
let l_4011 = u64(l_4010);
let l_4012 = l_4011 << u32(bitcast<u64>(u64(63)));
let l_4013 = l_4009 | l_4012;
let l_4014 = bitcast<f64>(l_4013);
let l_4015 = bitcast<u32>(l_15);
let l_4016 = l_4015 + u32(1);
l_mut_2372 = l_4016;
let l_4017 = l_4015 & u32(2147483647);
let l_4018 = l_4017 == u32(0);
if l_4018 {
l_mut_2372 = u32(1);
} else {
let l_4019 = l_4015 & u32(2147483648);
let l_4020 = l_4019 != u32(0);
if l_4020 {
let l_4021 = l_4015 - u32(1);
l_mut_2372 = l_4021;
} else {
let l_4022 = l_4015 == u32(2139095040);
if l_4022 {
l_mut_2372 = l_4015;
}
}
}
let l_4023 = bitcast<f32>(l_mut_2372);
let l_4024 = bitcast<u32>(l_4023);
let l_4025 = l_4024 & u32(2147483647);
let l_4026 = bitcast<f32>(l_4025);
let l_4027 = f64(l_4026);
l_mut_2120 = l_4027;
let l_4028 = l_4025 < u32(8388608);
if l_4028 {
let l_4029 = f64(l_4025);
let l_4030 = l_4029 * f64(1.401298464324817e-45);
l_mut_2120 = l_4030;
}
let l_4031 = bitcast<u64>(l_mut_2120);
let l_4032 = l_4024 >> u32(31);
let l_4033 = u64(l_4032);
let l_4034 = l_4033 << u32(bitcast<u64>(u64(63)));
let l_4035 = l_4031 | l_4034;
let l_4036 = bitcast<f64>(l_4035);
let l_4037 = bitcast<u32>(l_15);
let l_4038 = l_4037 ^ u32(2147483648);
let l_4039 = bitcast<f32>(l_4038);
let l_4040 = bitcast<u32>(l_4039);
let l_4041 = l_4040 + u32(1);
l_mut_2372 = l_4041;
let l_4042 = l_4040 & u32(2147483647);
let l_4043 = l_4042 == u32(0);
if l_4043 {
l_mut_2372 = u32(1);
} else {
let l_4044 = l_4040 & u32(2147483648);
let l_4045 = l_4044 != u32(0);
if l_4045 {
let l_4046 = l_4040 - u32(1);
l_mut_2372 = l_4046;
} else {
let l_4047 = l_4040 == u32(2139095040);
if l_4047 {
l_mut_2372 = l_4040;
}
}
}
let l_4048 = bitcast<f32>(l_mut_2372);
let l_4049 = bitcast<u32>(l_4048);
let l_4050 = l_4049 ^ u32(2147483648);
let l_4051 = bitcast<f32>(l_4050);
let l_4052 = bitcast<u32>(l_4051);
let l_4053 = l_4052 & u32(2147483647);
let l_4054 = bitcast<f32>(l_4053);
let l_4055 = f64(l_4054);
l_mut_2120 = l_4055;
let l_4056 = l_4053 < u32(8388608);
if l_4056 {
let l_4057 = f64(l_4053);
let l_4058 = l_4057 * f64(1.401298464324817e-45);
l_mut_2120 = l_4058;
}
let l_4059 = bitcast<u64>(l_mut_2120);
let l_4060 = l_4052 >> u32(31);
let l_4061 = u64(l_4060);
let l_4062 = l_4061 << u32(bitcast<u64>(u64(63)));
let l_4063 = l_4059 | l_4062;
let l_4064 = bitcast<f64>(l_4063);
let l_4065 = l_4000 + l_3952;
let l_4066 = l_4065 <= l_4014;
l_mut_150 = l_4066;
let l_4067 = l_4000 - l_3952;
let l_4068 = l_4067 > l_4014;
l_mut_147 = l_4068;
let l_4069 = l_4001 - l_3952;
let l_4070 = l_4069 >= l_4014;
l_mut_144 = l_4070;
let l_4071 = l_4001 + l_3952;
let l_4072 = l_4071 < l_4014;
l_mut_141 = l_4072;
let l_4073 = l_4000 + l_3952;
let l_4074 = l_4073 < l_4036;
l_mut_150 = l_4074;
let l_4075 = l_4000 - l_3952;
let l_4076 = l_4075 >= l_4036;
l_mut_147 = l_4076;
let l_4077 = l_4001 - l_3952;
let l_4078 = l_4077 > l_4064;
l_mut_144 = l_4078;
let l_4079 = l_4001 + l_3952;
let l_4080 = l_4079 <= l_4064;
l_mut_141 = l_4080;
l_mut_2372 = u32(2);
let l_4081 = l_mut_147 || l_mut_141;
if l_4081 {
l_mut_2372 = u32(1);
} else {
let l_4082 = l_mut_150 && l_mut_144;
if l_4082 {
l_mut_2372 = u32(0);
}
}
let l_4083 = bitcast<u32>(l_15);
let l_4084 = l_4083 & u32(2147483647);
let l_4085 = l_4084 == u32(0);
if l_4085 {
let l_4086 = l_4000 + l_3952;
let l_4087 = l_4086 < f64(1.1754943508222875e-38);
let l_4088 = l_4001 - l_3952;
let l_4089 = l_4088 > f64(-1.1754943508222875e-38);
let l_4090 = l_4087 && l_4089;
let l_4091 = l_4000 - l_3952;
let l_4092 = l_4091 < f64(1.1754943508222875e-38);
let l_4093 = l_4001 + l_3952;
let l_4094 = l_4093 > f64(-1.1754943508222875e-38);
let l_4095 = l_4092 && l_4094;
if l_4090 {
l_mut_2372 = u32(0);
} else {
let l_4096 = l_mut_2372 == u32(1);
let l_4097 = l_4095 && l_4096;
if l_4097 {
l_mut_2372 = u32(2);
}
}
}
l_mut_3415 = l_mut_2372;
}
}
}
l_mut_31 = l_mut_3415;
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
let l_4098 = a_30[u32(0)];
let l_4099 = l_4098 == u32(0);
if l_4099 {
l_mut_31 = u32(2);
}
let l_4170 = info.static_meta[u32(7)];
let l_4171 = l_4170 * u32(1);
let l_4172 = l_7 < l_4171;
if l_4172 {
buffer_7_global[l_7] = l_mut_31;
}
}
}
}
