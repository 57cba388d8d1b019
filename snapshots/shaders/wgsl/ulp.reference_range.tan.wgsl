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

var a_182: array<u32, 1>;

var a_2228: array<f64, 2>;

var a_3172: array<f64, 2>;

var a_3379: array<f64, 2>;

var a_3769: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1319: f64;
var l_mut_1342: f64;
var l_mut_1418: f64;
var l_mut_160: bool;
var l_mut_1645: f64;
var l_mut_183: u32;
var l_mut_1874: f64;
var l_mut_199: u32;
var l_mut_2101: f64;
var l_mut_22: f32;
var l_mut_2334: u32;
var l_mut_237: u32;
var l_mut_26: f64;
var l_mut_282: bool;
var l_mut_285: bool;
var l_mut_288: bool;
var l_mut_291: bool;
var l_mut_3278: u32;
var l_mut_35: f64;
var l_mut_48: f64;
var l_mut_57: f64;
var l_mut_62: u32;
let l_0 = id == u32(0);
if l_0 {
let l_4041 = info.static_meta[u32(7)];
let l_4042 = l_4041 * u32(1);
let l_4043 = u32(0) < l_4042;
if l_4043 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_4027 = info.static_meta[u32(0)];
let l_4028 = l_4027 * u32(1);
let l_4029 = u32(1) < l_4028;
let l_4030 = l_4028 - u32(1);
let l_4031 = min(u32(1), l_4030);
let l_4032 = buffer_0_global[l_4031];
let l_4033 = select(u32(0), l_4032, l_4029);
let l_1 = l_4033;
let l_2 = id * l_1;
let l_4034 = info.static_meta[u32(0)];
let l_4035 = l_4034 * u32(1);
let l_4036 = u32(2) < l_4035;
let l_4037 = l_4035 - u32(1);
let l_4038 = min(u32(2), l_4037);
let l_4039 = buffer_0_global[l_4038];
let l_4040 = select(u32(0), l_4039, l_4036);
let l_3 = l_4040;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_4044 = info.static_meta[u32(0)];
let l_4045 = l_4044 * u32(1);
let l_4046 = u32(2) < l_4045;
let l_4047 = l_4045 - u32(1);
let l_4048 = min(u32(2), l_4047);
let l_4049 = buffer_0_global[l_4048];
let l_4050 = select(u32(0), l_4049, l_4046);
let l_6 = l_4050;
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
let l_4051 = info.static_meta[u32(0)];
let l_4052 = l_4051 * u32(1);
let l_4053 = u32(0) < l_4052;
let l_4054 = l_4052 - u32(1);
let l_4055 = min(u32(0), l_4054);
let l_4056 = buffer_0_global[l_4055];
let l_4057 = select(u32(0), l_4056, l_4053);
let l_19 = l_4057;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = tan(l_21);
l_mut_22 = l_23;
let l_24 = bitcast<u32>(l_21);
let l_25 = f64(l_21);
l_mut_26 = l_25;
let l_27 = l_24 & u32(2139095040);
let l_28 = l_27 == u32(0);
if l_28 {
let l_29 = l_24 & u32(8388607);
let l_30 = f64(l_29);
let l_31 = l_30 * f64(1.401298464324817e-45);
l_mut_26 = l_31;
let l_32 = l_24 >> u32(31);
let l_33 = l_32 == u32(1);
if l_33 {
let l_34 = -l_mut_26;
l_mut_26 = l_34;
}
}
l_mut_35 = l_mut_26;
let l_36 = bitcast<u32>(l_21);
let l_37 = f64(l_21);
l_mut_26 = l_37;
let l_38 = l_36 & u32(2139095040);
let l_39 = l_38 == u32(0);
if l_39 {
let l_40 = l_36 & u32(8388607);
let l_41 = f64(l_40);
let l_42 = l_41 * f64(1.401298464324817e-45);
l_mut_26 = l_42;
let l_43 = l_36 >> u32(31);
let l_44 = l_43 == u32(1);
if l_44 {
let l_45 = -l_mut_26;
l_mut_26 = l_45;
}
}
let l_46 = bitcast<u32>(l_21);
let l_47 = f64(l_21);
l_mut_48 = l_47;
let l_49 = l_46 & u32(2139095040);
let l_50 = l_49 == u32(0);
if l_50 {
let l_51 = l_46 & u32(8388607);
let l_52 = f64(l_51);
let l_53 = l_52 * f64(1.401298464324817e-45);
l_mut_48 = l_53;
let l_54 = l_46 >> u32(31);
let l_55 = l_54 == u32(1);
if l_55 {
let l_56 = -l_mut_48;
l_mut_48 = l_56;
}
}
l_mut_57 = l_mut_35;
let l_58 = tan(l_mut_35);
l_mut_57 = l_58;
l_mut_35 = l_mut_57;
let l_4058 = info.static_meta[u32(3)];
let l_4059 = l_4058 * u32(1);
let l_4060 = u32(1024) < l_4059;
let l_4061 = l_4059 - u32(1);
let l_4062 = min(u32(1024), l_4061);
let l_4063 = buffer_3_global[l_4062];
let l_4064 = select(u32(0), l_4063, l_4060);
let l_59 = l_4064;
let l_60 = bitcast<f32>(l_59);
let l_61 = f64(l_60);
l_mut_62 = u32(4294967294);
let l_63 = bitcast<u32>(l_mut_22);
let l_64 = bitcast<u32>(l_21);
let l_65 = l_64 & u32(2139095040);
let l_66 = l_65 != u32(2139095040);
let l_67 = l_65 == u32(0);
let l_68 = bitcast<u32>(l_21);
let l_69 = l_68 & u32(8388607);
let l_70 = l_69 != u32(0);
let l_71 = l_67 && l_70;
let l_72 = abs(l_mut_35);
let l_73 = l_mut_35 < f64(0.0);
let l_74 = u32(l_73);
let l_75 = u32(2147483648) * l_74;
if l_71 {
} else {
let l_76 = is_nan_1_f64(l_mut_35);if l_76 {
let l_77 = l_63 & u32(2147483647);
let l_78 = l_77 > u32(2139095040);
if l_78 {
l_mut_62 = u32(4294967293);
}
} else {
let l_79 = l_72 >= f64(3.402823669209385e38);
let l_80 = !l_66;
let l_81 = l_72 == f64(0.0);
let l_82 = l_80 && l_81;
let l_83 = l_79 || l_82;
if l_83 {
let l_84 = l_72 >= f64(3.402823669209385e38);
let l_85 = u32(l_84);
let l_86 = u32(2139095040) * l_85;
let l_87 = l_86 | l_75;
let l_88 = l_63 == l_87;
let l_89 = l_63 | l_87;
let l_90 = l_89 & u32(2147483647);
let l_91 = l_90 == u32(0);
let l_92 = l_88 || l_91;
if l_92 {
l_mut_62 = u32(4294967293);
}
} else {
let l_93 = l_72 >= f64(2.350988701644575e-38);
let l_94 = l_66 && l_93;
let l_95 = l_72 < f64(3.4028234663852886e38);
let l_96 = l_94 && l_95;
if l_96 {
let l_97 = f32(l_72);
let l_98 = bitcast<u32>(l_97);
let l_99 = bitcast<f32>(l_98);
let l_100 = f64(l_99);
let l_101 = l_72 - l_100;
let l_102 = l_98 + u32(1);
let l_103 = l_101 < f64(0.0);
let l_104 = u32(l_103);
let l_105 = u32(2) * l_104;
let l_106 = l_102 - l_105;
let l_107 = bitcast<f32>(l_106);
let l_108 = f64(l_107);
let l_109 = l_108 - l_100;
let l_110 = abs(l_109);
let l_111 = l_110 * f64(0.5);
let l_112 = abs(l_101);
let l_113 = l_111 - l_112;
let l_114 = l_72 * f64(9.094947017729282e-13);
let l_115 = l_113 > l_114;
if l_115 {
let l_116 = l_98 | l_75;
l_mut_62 = l_116;
}
} else {
let l_117 = l_72 < f64(2.350988701644575e-38);
let l_118 = l_66 && l_117;
if l_118 {
let l_119 = l_72 * f64(7.1362384635298e44);
let l_120 = floor(l_119);
let l_121 = l_119 - l_120;
let l_122 = l_121 - f64(0.5);
let l_123 = abs(l_122);
let l_124 = l_119 * f64(9.094947017729282e-13);
let l_125 = l_123 > l_124;
if l_125 {
let l_126 = l_121 > f64(0.5);
let l_127 = f64(l_126);
let l_128 = l_120 + l_127;
let l_129 = u32(l_128);
let l_130 = l_129 | l_75;
l_mut_62 = l_130;
}
}
}
}
}
}
let l_131 = bitcast<u32>(l_mut_22);
let l_132 = l_131 & u32(2147483647);
let l_133 = l_132 > u32(2139095040);
let l_134 = l_131 & u32(2147483647);
let l_135 = l_134 == u32(0);
let l_136 = l_131 & u32(2147483647);
let l_137 = f64(l_136);
let l_138 = l_131 >> u32(31);
let l_139 = f64(l_138);
let l_140 = f64(2.0) * l_139;
let l_141 = f64(1.0) - l_140;
let l_142 = l_137 * l_141;
let l_143 = l_mut_62 & u32(2147483647);
let l_144 = f64(l_143);
let l_145 = l_mut_62 >> u32(31);
let l_146 = f64(l_145);
let l_147 = f64(2.0) * l_146;
let l_148 = f64(1.0) - l_147;
let l_149 = l_144 * l_148;
let l_150 = l_142 - l_149;
let l_151 = l_mut_62 & u32(2139095040);
let l_152 = l_151 == u32(0);
let l_153 = l_mut_62 < u32(4294967293);
let l_154 = l_150 == f64(0.0);
let l_155 = l_135 && l_152;
let l_156 = l_133 || l_155;
let l_157 = !l_156;
let l_158 = l_154 || l_157;
let l_159 = l_153 && l_158;
l_mut_160 = l_159;
let l_161 = l_150 != f64(0.0);
let l_162 = l_mut_160 && l_161;
if l_162 {

for (var l_mut_163: u32 = u32(0); l_mut_163 < u32(8); l_mut_163++) {
let l_164 = u32(2) * l_mut_163;
let l_4065 = info.static_meta[u32(1)];
let l_4066 = l_4065 * u32(1);
let l_4067 = l_164 < l_4066;
let l_4068 = l_4066 - u32(1);
let l_4069 = min(l_164, l_4068);
let l_4070 = buffer_1_global[l_4069];
let l_4071 = select(u32(0), l_4070, l_4067);
let l_165 = l_4071;
let l_166 = u32(2) * l_mut_163;
let l_167 = l_166 + u32(1);
let l_4072 = info.static_meta[u32(1)];
let l_4073 = l_4072 * u32(1);
let l_4074 = l_167 < l_4073;
let l_4075 = l_4073 - u32(1);
let l_4076 = min(l_167, l_4075);
let l_4077 = buffer_1_global[l_4076];
let l_4078 = select(u32(0), l_4077, l_4074);
let l_168 = l_4078;
let l_169 = l_168 != u32(0);
let l_170 = l_mut_163 * u32(4);
let l_4079 = info.static_meta[u32(2)];
let l_4080 = l_4079 * u32(1);
let l_4081 = l_170 < l_4080;
let l_4082 = l_4080 - u32(1);
let l_4083 = min(l_170, l_4082);
let l_4084 = buffer_2_global[l_4083];
let l_4085 = select(f64(0.0), l_4084, l_4081);
let l_171 = l_4085;
let l_172 = l_mut_163 * u32(4);
let l_173 = l_172 + u32(1);
let l_4086 = info.static_meta[u32(2)];
let l_4087 = l_4086 * u32(1);
let l_4088 = l_173 < l_4087;
let l_4089 = l_4087 - u32(1);
let l_4090 = min(l_173, l_4089);
let l_4091 = buffer_2_global[l_4090];
let l_4092 = select(f64(0.0), l_4091, l_4088);
let l_174 = l_4092;
let l_175 = l_mut_163 * u32(4);
let l_176 = l_175 + u32(2);
let l_4093 = info.static_meta[u32(2)];
let l_4094 = l_4093 * u32(1);
let l_4095 = l_176 < l_4094;
let l_4096 = l_4094 - u32(1);
let l_4097 = min(l_176, l_4096);
let l_4098 = buffer_2_global[l_4097];
let l_4099 = select(f64(0.0), l_4098, l_4095);
let l_177 = l_4099;
let l_178 = f64(l_21);
let l_179 = abs(l_178);
let l_180 = abs(l_mut_35);
let l_181 = l_180 * f64(1.4551915228366852e-11);
a_182[u32(0)] = u32(1);
l_mut_183 = u32(2);
let l_184 = l_165 == u32(0);
if l_184 {
l_mut_183 = u32(0);
} else {
let l_185 = l_165 == u32(1);
if l_185 {
l_mut_183 = u32(1);
let l_186 = abs(l_150);
let l_187 = l_186 <= l_171;
if l_187 {
l_mut_183 = u32(0);
}
} else {
let l_188 = l_165 == u32(2);
if l_188 {
let l_189 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_190 = l_189 >= f64(1.1754943508222875e-38);
let l_191 = l_189 <= f64(1.7976931348623157e308);
let l_192 = l_190 && l_191;
if l_192 {
let l_193 = bitcast<u64>(l_189);
let l_194 = l_193 >> u32(bitcast<u64>(u64(52)));
let l_195 = l_194 - u64(23);
let l_196 = l_195 << u32(bitcast<u64>(u64(52)));
let l_197 = bitcast<f64>(l_196);
l_mut_57 = l_197;
}
let l_198 = l_171 * l_mut_57;
l_mut_199 = u32(2);
let l_200 = l_mut_35 - l_181;
let l_201 = abs(l_200);
l_mut_57 = f64(1.401298464324817e-45);
let l_202 = l_201 >= f64(1.1754943508222875e-38);
let l_203 = l_201 <= f64(1.7976931348623157e308);
let l_204 = l_202 && l_203;
if l_204 {
let l_205 = bitcast<u64>(l_201);
let l_206 = l_205 >> u32(bitcast<u64>(u64(52)));
let l_207 = l_206 - u64(23);
let l_208 = l_207 << u32(bitcast<u64>(u64(52)));
let l_209 = bitcast<f64>(l_208);
l_mut_57 = l_209;
}
let l_210 = l_mut_35 + l_181;
let l_211 = abs(l_210);
l_mut_48 = f64(1.401298464324817e-45);
let l_212 = l_211 >= f64(1.1754943508222875e-38);
let l_213 = l_211 <= f64(1.7976931348623157e308);
let l_214 = l_212 && l_213;
if l_214 {
let l_215 = bitcast<u64>(l_211);
let l_216 = l_215 >> u32(bitcast<u64>(u64(52)));
let l_217 = l_216 - u64(23);
let l_218 = l_217 << u32(bitcast<u64>(u64(52)));
let l_219 = bitcast<f64>(l_218);
l_mut_48 = l_219;
}
let l_220 = l_mut_57 == l_mut_48;
if l_220 {
let l_221 = l_198 * f64(1.4551915228366852e-11);
let l_222 = l_181 + l_221;
let l_223 = l_mut_35 - l_198;
let l_224 = l_mut_35 + l_198;
let l_225 = bitcast<u32>(l_mut_22);
let l_226 = f64(l_mut_22);
l_mut_57 = l_226;
let l_227 = l_225 & u32(2139095040);
let l_228 = l_227 == u32(0);
if l_228 {
let l_229 = l_225 & u32(8388607);
let l_230 = f64(l_229);
let l_231 = l_230 * f64(1.401298464324817e-45);
l_mut_57 = l_231;
let l_232 = l_225 >> u32(31);
let l_233 = l_232 == u32(1);
if l_233 {
let l_234 = -l_mut_57;
l_mut_57 = l_234;
}
}
let l_235 = bitcast<u32>(l_mut_22);
let l_236 = l_235 + u32(1);
l_mut_237 = l_236;
let l_238 = l_235 & u32(2147483647);
let l_239 = l_238 == u32(0);
if l_239 {
l_mut_237 = u32(1);
} else {
let l_240 = l_235 & u32(2147483648);
let l_241 = l_240 != u32(0);
if l_241 {
let l_242 = l_235 - u32(1);
l_mut_237 = l_242;
} else {
let l_243 = l_235 == u32(2139095040);
if l_243 {
l_mut_237 = l_235;
}
}
}
let l_244 = bitcast<f32>(l_mut_237);
let l_245 = bitcast<u32>(l_244);
let l_246 = f64(l_244);
l_mut_48 = l_246;
let l_247 = l_245 & u32(2139095040);
let l_248 = l_247 == u32(0);
if l_248 {
let l_249 = l_245 & u32(8388607);
let l_250 = f64(l_249);
let l_251 = l_250 * f64(1.401298464324817e-45);
l_mut_48 = l_251;
let l_252 = l_245 >> u32(31);
let l_253 = l_252 == u32(1);
if l_253 {
let l_254 = -l_mut_48;
l_mut_48 = l_254;
}
}
let l_255 = bitcast<u32>(l_mut_22);
let l_256 = l_255 ^ u32(2147483648);
let l_257 = bitcast<f32>(l_256);
let l_258 = bitcast<u32>(l_257);
let l_259 = l_258 + u32(1);
l_mut_237 = l_259;
let l_260 = l_258 & u32(2147483647);
let l_261 = l_260 == u32(0);
if l_261 {
l_mut_237 = u32(1);
} else {
let l_262 = l_258 & u32(2147483648);
let l_263 = l_262 != u32(0);
if l_263 {
let l_264 = l_258 - u32(1);
l_mut_237 = l_264;
} else {
let l_265 = l_258 == u32(2139095040);
if l_265 {
l_mut_237 = l_258;
}
}
}
let l_266 = bitcast<f32>(l_mut_237);
let l_267 = bitcast<u32>(l_266);
let l_268 = l_267 ^ u32(2147483648);
let l_269 = bitcast<f32>(l_268);
let l_270 = bitcast<u32>(l_269);
let l_271 = f64(l_269);
l_mut_26 = l_271;
let l_272 = l_270 & u32(2139095040);
let l_273 = l_272 == u32(0);
if l_273 {
let l_274 = l_270 & u32(8388607);
let l_275 = f64(l_274);
let l_276 = l_275 * f64(1.401298464324817e-45);
l_mut_26 = l_276;
let l_277 = l_270 >> u32(31);
let l_278 = l_277 == u32(1);
if l_278 {
let l_279 = -l_mut_26;
l_mut_26 = l_279;
}
}
let l_280 = l_223 + l_222;
let l_281 = l_280 <= l_mut_57;
l_mut_282 = l_281;
let l_283 = l_223 - l_222;
let l_284 = l_283 > l_mut_57;
l_mut_285 = l_284;
let l_286 = l_224 - l_222;
let l_287 = l_286 >= l_mut_57;
l_mut_288 = l_287;
let l_289 = l_224 + l_222;
let l_290 = l_289 < l_mut_57;
l_mut_291 = l_290;
if l_169 {
let l_292 = l_223 + l_222;
let l_293 = l_292 < l_mut_48;
l_mut_282 = l_293;
let l_294 = l_223 - l_222;
let l_295 = l_294 >= l_mut_48;
l_mut_285 = l_295;
let l_296 = l_224 - l_222;
let l_297 = l_296 > l_mut_26;
l_mut_288 = l_297;
let l_298 = l_224 + l_222;
let l_299 = l_298 <= l_mut_26;
l_mut_291 = l_299;
}
l_mut_237 = u32(2);
let l_300 = l_mut_285 || l_mut_291;
if l_300 {
l_mut_237 = u32(1);
} else {
let l_301 = l_mut_282 && l_mut_288;
if l_301 {
l_mut_237 = u32(0);
}
}
let l_302 = bitcast<u32>(l_mut_22);
let l_303 = l_302 & u32(2147483647);
let l_304 = l_303 == u32(0);
if l_304 {
let l_305 = l_223 + l_222;
let l_306 = l_305 < f64(1.1754943508222875e-38);
let l_307 = l_224 - l_222;
let l_308 = l_307 > f64(-1.1754943508222875e-38);
let l_309 = l_306 && l_308;
let l_310 = l_223 - l_222;
let l_311 = l_310 < f64(1.1754943508222875e-38);
let l_312 = l_224 + l_222;
let l_313 = l_312 > f64(-1.1754943508222875e-38);
let l_314 = l_311 && l_313;
if l_309 {
l_mut_237 = u32(0);
} else {
let l_315 = l_mut_237 == u32(1);
let l_316 = l_314 && l_315;
if l_316 {
l_mut_237 = u32(2);
}
}
}
l_mut_199 = l_mut_237;
}
l_mut_183 = l_mut_199;
} else {
let l_317 = l_165 == u32(3);
if l_317 {
l_mut_183 = u32(0);
let l_318 = l_179 >= f64(1.1754943508222875e-38);
let l_319 = l_179 <= f64(8.507059173023462e37);
let l_320 = l_318 && l_319;
if l_320 {
let l_321 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_322 = l_321 >= f64(1.1754943508222875e-38);
let l_323 = l_321 <= f64(1.7976931348623157e308);
let l_324 = l_322 && l_323;
if l_324 {
let l_325 = bitcast<u64>(l_321);
let l_326 = l_325 >> u32(bitcast<u64>(u64(52)));
let l_327 = l_326 - u64(23);
let l_328 = l_327 << u32(bitcast<u64>(u64(52)));
let l_329 = bitcast<f64>(l_328);
l_mut_57 = l_329;
}
let l_330 = l_171 * l_mut_57;
l_mut_237 = u32(2);
let l_331 = l_mut_35 - l_181;
let l_332 = abs(l_331);
l_mut_57 = f64(1.401298464324817e-45);
let l_333 = l_332 >= f64(1.1754943508222875e-38);
let l_334 = l_332 <= f64(1.7976931348623157e308);
let l_335 = l_333 && l_334;
if l_335 {
let l_336 = bitcast<u64>(l_332);
let l_337 = l_336 >> u32(bitcast<u64>(u64(52)));
let l_338 = l_337 - u64(23);
let l_339 = l_338 << u32(bitcast<u64>(u64(52)));
let l_340 = bitcast<f64>(l_339);
l_mut_57 = l_340;
}
let l_341 = l_mut_35 + l_181;
let l_342 = abs(l_341);
l_mut_48 = f64(1.401298464324817e-45);
let l_343 = l_342 >= f64(1.1754943508222875e-38);
let l_344 = l_342 <= f64(1.7976931348623157e308);
let l_345 = l_343 && l_344;
if l_345 {
let l_346 = bitcast<u64>(l_342);
let l_347 = l_346 >> u32(bitcast<u64>(u64(52)));
let l_348 = l_347 - u64(23);
let l_349 = l_348 << u32(bitcast<u64>(u64(52)));
let l_350 = bitcast<f64>(l_349);
l_mut_48 = l_350;
}
let l_351 = l_mut_57 == l_mut_48;
if l_351 {
let l_352 = l_330 * f64(1.4551915228366852e-11);
let l_353 = l_181 + l_352;
let l_354 = l_mut_35 - l_330;
let l_355 = l_mut_35 + l_330;
let l_356 = bitcast<u32>(l_mut_22);
let l_357 = f64(l_mut_22);
l_mut_57 = l_357;
let l_358 = l_356 & u32(2139095040);
let l_359 = l_358 == u32(0);
if l_359 {
let l_360 = l_356 & u32(8388607);
let l_361 = f64(l_360);
let l_362 = l_361 * f64(1.401298464324817e-45);
l_mut_57 = l_362;
let l_363 = l_356 >> u32(31);
let l_364 = l_363 == u32(1);
if l_364 {
let l_365 = -l_mut_57;
l_mut_57 = l_365;
}
}
let l_366 = bitcast<u32>(l_mut_22);
let l_367 = l_366 + u32(1);
l_mut_199 = l_367;
let l_368 = l_366 & u32(2147483647);
let l_369 = l_368 == u32(0);
if l_369 {
l_mut_199 = u32(1);
} else {
let l_370 = l_366 & u32(2147483648);
let l_371 = l_370 != u32(0);
if l_371 {
let l_372 = l_366 - u32(1);
l_mut_199 = l_372;
} else {
let l_373 = l_366 == u32(2139095040);
if l_373 {
l_mut_199 = l_366;
}
}
}
let l_374 = bitcast<f32>(l_mut_199);
let l_375 = bitcast<u32>(l_374);
let l_376 = f64(l_374);
l_mut_48 = l_376;
let l_377 = l_375 & u32(2139095040);
let l_378 = l_377 == u32(0);
if l_378 {
let l_379 = l_375 & u32(8388607);
let l_380 = f64(l_379);
let l_381 = l_380 * f64(1.401298464324817e-45);
l_mut_48 = l_381;
let l_382 = l_375 >> u32(31);
let l_383 = l_382 == u32(1);
if l_383 {
let l_384 = -l_mut_48;
l_mut_48 = l_384;
}
}
let l_385 = bitcast<u32>(l_mut_22);
let l_386 = l_385 ^ u32(2147483648);
let l_387 = bitcast<f32>(l_386);
let l_388 = bitcast<u32>(l_387);
let l_389 = l_388 + u32(1);
l_mut_199 = l_389;
let l_390 = l_388 & u32(2147483647);
let l_391 = l_390 == u32(0);
if l_391 {
l_mut_199 = u32(1);
} else {
let l_392 = l_388 & u32(2147483648);
let l_393 = l_392 != u32(0);
if l_393 {
let l_394 = l_388 - u32(1);
l_mut_199 = l_394;
} else {
let l_395 = l_388 == u32(2139095040);
if l_395 {
l_mut_199 = l_388;
}
}
}
let l_396 = bitcast<f32>(l_mut_199);
let l_397 = bitcast<u32>(l_396);
let l_398 = l_397 ^ u32(2147483648);
let l_399 = bitcast<f32>(l_398);
let l_400 = bitcast<u32>(l_399);
let l_401 = f64(l_399);
l_mut_26 = l_401;
let l_402 = l_400 & u32(2139095040);
let l_403 = l_402 == u32(0);
if l_403 {
let l_404 = l_400 & u32(8388607);
let l_405 = f64(l_404);
let l_406 = l_405 * f64(1.401298464324817e-45);
l_mut_26 = l_406;
let l_407 = l_400 >> u32(31);
let l_408 = l_407 == u32(1);
if l_408 {
let l_409 = -l_mut_26;
l_mut_26 = l_409;
}
}
let l_410 = l_354 + l_353;
let l_411 = l_410 <= l_mut_57;
l_mut_291 = l_411;
let l_412 = l_354 - l_353;
let l_413 = l_412 > l_mut_57;
l_mut_288 = l_413;
let l_414 = l_355 - l_353;
let l_415 = l_414 >= l_mut_57;
l_mut_285 = l_415;
let l_416 = l_355 + l_353;
let l_417 = l_416 < l_mut_57;
l_mut_282 = l_417;
if l_169 {
let l_418 = l_354 + l_353;
let l_419 = l_418 < l_mut_48;
l_mut_291 = l_419;
let l_420 = l_354 - l_353;
let l_421 = l_420 >= l_mut_48;
l_mut_288 = l_421;
let l_422 = l_355 - l_353;
let l_423 = l_422 > l_mut_26;
l_mut_285 = l_423;
let l_424 = l_355 + l_353;
let l_425 = l_424 <= l_mut_26;
l_mut_282 = l_425;
}
l_mut_199 = u32(2);
let l_426 = l_mut_288 || l_mut_282;
if l_426 {
l_mut_199 = u32(1);
} else {
let l_427 = l_mut_291 && l_mut_285;
if l_427 {
l_mut_199 = u32(0);
}
}
let l_428 = bitcast<u32>(l_mut_22);
let l_429 = l_428 & u32(2147483647);
let l_430 = l_429 == u32(0);
if l_430 {
let l_431 = l_354 + l_353;
let l_432 = l_431 < f64(1.1754943508222875e-38);
let l_433 = l_355 - l_353;
let l_434 = l_433 > f64(-1.1754943508222875e-38);
let l_435 = l_432 && l_434;
let l_436 = l_354 - l_353;
let l_437 = l_436 < f64(1.1754943508222875e-38);
let l_438 = l_355 + l_353;
let l_439 = l_438 > f64(-1.1754943508222875e-38);
let l_440 = l_437 && l_439;
if l_435 {
l_mut_199 = u32(0);
} else {
let l_441 = l_mut_199 == u32(1);
let l_442 = l_440 && l_441;
if l_442 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
}
} else {
let l_443 = l_165 == u32(4);
if l_443 {
let l_444 = l_174 * l_179;
let l_445 = l_171 + l_444;
let l_446 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_447 = l_446 >= f64(1.1754943508222875e-38);
let l_448 = l_446 <= f64(1.7976931348623157e308);
let l_449 = l_447 && l_448;
if l_449 {
let l_450 = bitcast<u64>(l_446);
let l_451 = l_450 >> u32(bitcast<u64>(u64(52)));
let l_452 = l_451 - u64(23);
let l_453 = l_452 << u32(bitcast<u64>(u64(52)));
let l_454 = bitcast<f64>(l_453);
l_mut_57 = l_454;
}
let l_455 = l_445 * l_mut_57;
l_mut_237 = u32(2);
let l_456 = l_mut_35 - l_181;
let l_457 = abs(l_456);
l_mut_57 = f64(1.401298464324817e-45);
let l_458 = l_457 >= f64(1.1754943508222875e-38);
let l_459 = l_457 <= f64(1.7976931348623157e308);
let l_460 = l_458 && l_459;
if l_460 {
let l_461 = bitcast<u64>(l_457);
let l_462 = l_461 >> u32(bitcast<u64>(u64(52)));
let l_463 = l_462 - u64(23);
let l_464 = l_463 << u32(bitcast<u64>(u64(52)));
let l_465 = bitcast<f64>(l_464);
l_mut_57 = l_465;
}
let l_466 = l_mut_35 + l_181;
let l_467 = abs(l_466);
l_mut_48 = f64(1.401298464324817e-45);
let l_468 = l_467 >= f64(1.1754943508222875e-38);
let l_469 = l_467 <= f64(1.7976931348623157e308);
let l_470 = l_468 && l_469;
if l_470 {
let l_471 = bitcast<u64>(l_467);
let l_472 = l_471 >> u32(bitcast<u64>(u64(52)));
let l_473 = l_472 - u64(23);
let l_474 = l_473 << u32(bitcast<u64>(u64(52)));
let l_475 = bitcast<f64>(l_474);
l_mut_48 = l_475;
}
let l_476 = l_mut_57 == l_mut_48;
if l_476 {
let l_477 = l_455 * f64(1.4551915228366852e-11);
let l_478 = l_181 + l_477;
let l_479 = l_mut_35 - l_455;
let l_480 = l_mut_35 + l_455;
let l_481 = bitcast<u32>(l_mut_22);
let l_482 = f64(l_mut_22);
l_mut_57 = l_482;
let l_483 = l_481 & u32(2139095040);
let l_484 = l_483 == u32(0);
if l_484 {
let l_485 = l_481 & u32(8388607);
let l_486 = f64(l_485);
let l_487 = l_486 * f64(1.401298464324817e-45);
l_mut_57 = l_487;
let l_488 = l_481 >> u32(31);
let l_489 = l_488 == u32(1);
if l_489 {
let l_490 = -l_mut_57;
l_mut_57 = l_490;
}
}
let l_491 = bitcast<u32>(l_mut_22);
let l_492 = l_491 + u32(1);
l_mut_199 = l_492;
let l_493 = l_491 & u32(2147483647);
let l_494 = l_493 == u32(0);
if l_494 {
l_mut_199 = u32(1);
} else {
let l_495 = l_491 & u32(2147483648);
let l_496 = l_495 != u32(0);
if l_496 {
let l_497 = l_491 - u32(1);
l_mut_199 = l_497;
} else {
let l_498 = l_491 == u32(2139095040);
if l_498 {
l_mut_199 = l_491;
}
}
}
let l_499 = bitcast<f32>(l_mut_199);
let l_500 = bitcast<u32>(l_499);
let l_501 = f64(l_499);
l_mut_48 = l_501;
let l_502 = l_500 & u32(2139095040);
let l_503 = l_502 == u32(0);
if l_503 {
let l_504 = l_500 & u32(8388607);
let l_505 = f64(l_504);
let l_506 = l_505 * f64(1.401298464324817e-45);
l_mut_48 = l_506;
let l_507 = l_500 >> u32(31);
let l_508 = l_507 == u32(1);
if l_508 {
let l_509 = -l_mut_48;
l_mut_48 = l_509;
}
}
let l_510 = bitcast<u32>(l_mut_22);
let l_511 = l_510 ^ u32(2147483648);
let l_512 = bitcast<f32>(l_511);
let l_513 = bitcast<u32>(l_512);
let l_514 = l_513 + u32(1);
l_mut_199 = l_514;
let l_515 = l_513 & u32(2147483647);
let l_516 = l_515 == u32(0);
if l_516 {
l_mut_199 = u32(1);
} else {
let l_517 = l_513 & u32(2147483648);
let l_518 = l_517 != u32(0);
if l_518 {
let l_519 = l_513 - u32(1);
l_mut_199 = l_519;
} else {
let l_520 = l_513 == u32(2139095040);
if l_520 {
l_mut_199 = l_513;
}
}
}
let l_521 = bitcast<f32>(l_mut_199);
let l_522 = bitcast<u32>(l_521);
let l_523 = l_522 ^ u32(2147483648);
let l_524 = bitcast<f32>(l_523);
let l_525 = bitcast<u32>(l_524);
let l_526 = f64(l_524);
l_mut_26 = l_526;
let l_527 = l_525 & u32(2139095040);
let l_528 = l_527 == u32(0);
if l_528 {
let l_529 = l_525 & u32(8388607);
let l_530 = f64(l_529);
let l_531 = l_530 * f64(1.401298464324817e-45);
l_mut_26 = l_531;
let l_532 = l_525 >> u32(31);
let l_533 = l_532 == u32(1);
if l_533 {
let l_534 = -l_mut_26;
l_mut_26 = l_534;
}
}
let l_535 = l_479 + l_478;
let l_536 = l_535 <= l_mut_57;
l_mut_291 = l_536;
let l_537 = l_479 - l_478;
let l_538 = l_537 > l_mut_57;
l_mut_288 = l_538;
let l_539 = l_480 - l_478;
let l_540 = l_539 >= l_mut_57;
l_mut_285 = l_540;
let l_541 = l_480 + l_478;
let l_542 = l_541 < l_mut_57;
l_mut_282 = l_542;
if l_169 {
let l_543 = l_479 + l_478;
let l_544 = l_543 < l_mut_48;
l_mut_291 = l_544;
let l_545 = l_479 - l_478;
let l_546 = l_545 >= l_mut_48;
l_mut_288 = l_546;
let l_547 = l_480 - l_478;
let l_548 = l_547 > l_mut_26;
l_mut_285 = l_548;
let l_549 = l_480 + l_478;
let l_550 = l_549 <= l_mut_26;
l_mut_282 = l_550;
}
l_mut_199 = u32(2);
let l_551 = l_mut_288 || l_mut_282;
if l_551 {
l_mut_199 = u32(1);
} else {
let l_552 = l_mut_291 && l_mut_285;
if l_552 {
l_mut_199 = u32(0);
}
}
let l_553 = bitcast<u32>(l_mut_22);
let l_554 = l_553 & u32(2147483647);
let l_555 = l_554 == u32(0);
if l_555 {
let l_556 = l_479 + l_478;
let l_557 = l_556 < f64(1.1754943508222875e-38);
let l_558 = l_480 - l_478;
let l_559 = l_558 > f64(-1.1754943508222875e-38);
let l_560 = l_557 && l_559;
let l_561 = l_479 - l_478;
let l_562 = l_561 < f64(1.1754943508222875e-38);
let l_563 = l_480 + l_478;
let l_564 = l_563 > f64(-1.1754943508222875e-38);
let l_565 = l_562 && l_564;
if l_560 {
l_mut_199 = u32(0);
} else {
let l_566 = l_mut_199 == u32(1);
let l_567 = l_565 && l_566;
if l_567 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
} else {
let l_568 = l_165 == u32(5);
if l_568 {
let l_569 = f64(2.0) * l_178;
let l_570 = abs(l_569);
let l_571 = floor(l_570);
let l_572 = f64(3.0) + l_571;
let l_573 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_574 = l_573 >= f64(1.1754943508222875e-38);
let l_575 = l_573 <= f64(1.7976931348623157e308);
let l_576 = l_574 && l_575;
if l_576 {
let l_577 = bitcast<u64>(l_573);
let l_578 = l_577 >> u32(bitcast<u64>(u64(52)));
let l_579 = l_578 - u64(23);
let l_580 = l_579 << u32(bitcast<u64>(u64(52)));
let l_581 = bitcast<f64>(l_580);
l_mut_57 = l_581;
}
let l_582 = l_572 * l_mut_57;
l_mut_237 = u32(2);
let l_583 = l_mut_35 - l_181;
let l_584 = abs(l_583);
l_mut_57 = f64(1.401298464324817e-45);
let l_585 = l_584 >= f64(1.1754943508222875e-38);
let l_586 = l_584 <= f64(1.7976931348623157e308);
let l_587 = l_585 && l_586;
if l_587 {
let l_588 = bitcast<u64>(l_584);
let l_589 = l_588 >> u32(bitcast<u64>(u64(52)));
let l_590 = l_589 - u64(23);
let l_591 = l_590 << u32(bitcast<u64>(u64(52)));
let l_592 = bitcast<f64>(l_591);
l_mut_57 = l_592;
}
let l_593 = l_mut_35 + l_181;
let l_594 = abs(l_593);
l_mut_48 = f64(1.401298464324817e-45);
let l_595 = l_594 >= f64(1.1754943508222875e-38);
let l_596 = l_594 <= f64(1.7976931348623157e308);
let l_597 = l_595 && l_596;
if l_597 {
let l_598 = bitcast<u64>(l_594);
let l_599 = l_598 >> u32(bitcast<u64>(u64(52)));
let l_600 = l_599 - u64(23);
let l_601 = l_600 << u32(bitcast<u64>(u64(52)));
let l_602 = bitcast<f64>(l_601);
l_mut_48 = l_602;
}
let l_603 = l_mut_57 == l_mut_48;
if l_603 {
let l_604 = l_582 * f64(1.4551915228366852e-11);
let l_605 = l_181 + l_604;
let l_606 = l_mut_35 - l_582;
let l_607 = l_mut_35 + l_582;
let l_608 = bitcast<u32>(l_mut_22);
let l_609 = f64(l_mut_22);
l_mut_57 = l_609;
let l_610 = l_608 & u32(2139095040);
let l_611 = l_610 == u32(0);
if l_611 {
let l_612 = l_608 & u32(8388607);
let l_613 = f64(l_612);
let l_614 = l_613 * f64(1.401298464324817e-45);
l_mut_57 = l_614;
let l_615 = l_608 >> u32(31);
let l_616 = l_615 == u32(1);
if l_616 {
let l_617 = -l_mut_57;
l_mut_57 = l_617;
}
}
let l_618 = bitcast<u32>(l_mut_22);
let l_619 = l_618 + u32(1);
l_mut_199 = l_619;
let l_620 = l_618 & u32(2147483647);
let l_621 = l_620 == u32(0);
if l_621 {
l_mut_199 = u32(1);
} else {
let l_622 = l_618 & u32(2147483648);
let l_623 = l_622 != u32(0);
if l_623 {
let l_624 = l_618 - u32(1);
l_mut_199 = l_624;
} else {
let l_625 = l_618 == u32(2139095040);
if l_625 {
l_mut_199 = l_618;
}
}
}
let l_626 = bitcast<f32>(l_mut_199);
let l_627 = bitcast<u32>(l_626);
let l_628 = f64(l_626);
l_mut_48 = l_628;
let l_629 = l_627 & u32(2139095040);
let l_630 = l_629 == u32(0);
if l_630 {
let l_631 = l_627 & u32(8388607);
let l_632 = f64(l_631);
let l_633 = l_632 * f64(1.401298464324817e-45);
l_mut_48 = l_633;
let l_634 = l_627 >> u32(31);
let l_635 = l_634 == u32(1);
if l_635 {
let l_636 = -l_mut_48;
l_mut_48 = l_636;
}
}
let l_637 = bitcast<u32>(l_mut_22);
let l_638 = l_637 ^ u32(2147483648);
let l_639 = bitcast<f32>(l_638);
let l_640 = bitcast<u32>(l_639);
let l_641 = l_640 + u32(1);
l_mut_199 = l_641;
let l_642 = l_640 & u32(2147483647);
let l_643 = l_642 == u32(0);
if l_643 {
l_mut_199 = u32(1);
} else {
let l_644 = l_640 & u32(2147483648);
let l_645 = l_644 != u32(0);
if l_645 {
let l_646 = l_640 - u32(1);
l_mut_199 = l_646;
} else {
let l_647 = l_640 == u32(2139095040);
if l_647 {
l_mut_199 = l_640;
}
}
}
let l_648 = bitcast<f32>(l_mut_199);
let l_649 = bitcast<u32>(l_648);
let l_650 = l_649 ^ u32(2147483648);
let l_651 = bitcast<f32>(l_650);
let l_652 = bitcast<u32>(l_651);
let l_653 = f64(l_651);
l_mut_26 = l_653;
let l_654 = l_652 & u32(2139095040);
let l_655 = l_654 == u32(0);
if l_655 {
let l_656 = l_652 & u32(8388607);
let l_657 = f64(l_656);
let l_658 = l_657 * f64(1.401298464324817e-45);
l_mut_26 = l_658;
let l_659 = l_652 >> u32(31);
let l_660 = l_659 == u32(1);
if l_660 {
let l_661 = -l_mut_26;
l_mut_26 = l_661;
}
}
let l_662 = l_606 + l_605;
let l_663 = l_662 <= l_mut_57;
l_mut_291 = l_663;
let l_664 = l_606 - l_605;
let l_665 = l_664 > l_mut_57;
l_mut_288 = l_665;
let l_666 = l_607 - l_605;
let l_667 = l_666 >= l_mut_57;
l_mut_285 = l_667;
let l_668 = l_607 + l_605;
let l_669 = l_668 < l_mut_57;
l_mut_282 = l_669;
if l_169 {
let l_670 = l_606 + l_605;
let l_671 = l_670 < l_mut_48;
l_mut_291 = l_671;
let l_672 = l_606 - l_605;
let l_673 = l_672 >= l_mut_48;
l_mut_288 = l_673;
let l_674 = l_607 - l_605;
let l_675 = l_674 > l_mut_26;
l_mut_285 = l_675;
let l_676 = l_607 + l_605;
let l_677 = l_676 <= l_mut_26;
l_mut_282 = l_677;
}
l_mut_199 = u32(2);
let l_678 = l_mut_288 || l_mut_282;
if l_678 {
l_mut_199 = u32(1);
} else {
let l_679 = l_mut_291 && l_mut_285;
if l_679 {
l_mut_199 = u32(0);
}
}
let l_680 = bitcast<u32>(l_mut_22);
let l_681 = l_680 & u32(2147483647);
let l_682 = l_681 == u32(0);
if l_682 {
let l_683 = l_606 + l_605;
let l_684 = l_683 < f64(1.1754943508222875e-38);
let l_685 = l_607 - l_605;
let l_686 = l_685 > f64(-1.1754943508222875e-38);
let l_687 = l_684 && l_686;
let l_688 = l_606 - l_605;
let l_689 = l_688 < f64(1.1754943508222875e-38);
let l_690 = l_607 + l_605;
let l_691 = l_690 > f64(-1.1754943508222875e-38);
let l_692 = l_689 && l_691;
if l_687 {
l_mut_199 = u32(0);
} else {
let l_693 = l_mut_199 == u32(1);
let l_694 = l_692 && l_693;
if l_694 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
} else {
let l_695 = l_165 == u32(6);
if l_695 {
l_mut_183 = u32(0);
let l_696 = l_179 <= l_174;
if l_696 {
let l_697 = l_171 * f64(1.4551915228366852e-11);
let l_698 = l_181 + l_697;
let l_699 = l_mut_35 - l_171;
let l_700 = l_mut_35 + l_171;
let l_701 = bitcast<u32>(l_mut_22);
let l_702 = f64(l_mut_22);
l_mut_57 = l_702;
let l_703 = l_701 & u32(2139095040);
let l_704 = l_703 == u32(0);
if l_704 {
let l_705 = l_701 & u32(8388607);
let l_706 = f64(l_705);
let l_707 = l_706 * f64(1.401298464324817e-45);
l_mut_57 = l_707;
let l_708 = l_701 >> u32(31);
let l_709 = l_708 == u32(1);
if l_709 {
let l_710 = -l_mut_57;
l_mut_57 = l_710;
}
}
let l_711 = bitcast<u32>(l_mut_22);
let l_712 = l_711 + u32(1);
l_mut_237 = l_712;
let l_713 = l_711 & u32(2147483647);
let l_714 = l_713 == u32(0);
if l_714 {
l_mut_237 = u32(1);
} else {
let l_715 = l_711 & u32(2147483648);
let l_716 = l_715 != u32(0);
if l_716 {
let l_717 = l_711 - u32(1);
l_mut_237 = l_717;
} else {
let l_718 = l_711 == u32(2139095040);
if l_718 {
l_mut_237 = l_711;
}
}
}
let l_719 = bitcast<f32>(l_mut_237);
let l_720 = bitcast<u32>(l_719);
let l_721 = f64(l_719);
l_mut_48 = l_721;
let l_722 = l_720 & u32(2139095040);
let l_723 = l_722 == u32(0);
if l_723 {
let l_724 = l_720 & u32(8388607);
let l_725 = f64(l_724);
let l_726 = l_725 * f64(1.401298464324817e-45);
l_mut_48 = l_726;
let l_727 = l_720 >> u32(31);
let l_728 = l_727 == u32(1);
if l_728 {
let l_729 = -l_mut_48;
l_mut_48 = l_729;
}
}
let l_730 = bitcast<u32>(l_mut_22);
let l_731 = l_730 ^ u32(2147483648);
let l_732 = bitcast<f32>(l_731);
let l_733 = bitcast<u32>(l_732);
let l_734 = l_733 + u32(1);
l_mut_237 = l_734;
let l_735 = l_733 & u32(2147483647);
let l_736 = l_735 == u32(0);
if l_736 {
l_mut_237 = u32(1);
} else {
let l_737 = l_733 & u32(2147483648);
let l_738 = l_737 != u32(0);
if l_738 {
let l_739 = l_733 - u32(1);
l_mut_237 = l_739;
} else {
let l_740 = l_733 == u32(2139095040);
if l_740 {
l_mut_237 = l_733;
}
}
}
let l_741 = bitcast<f32>(l_mut_237);
let l_742 = bitcast<u32>(l_741);
let l_743 = l_742 ^ u32(2147483648);
let l_744 = bitcast<f32>(l_743);
let l_745 = bitcast<u32>(l_744);
let l_746 = f64(l_744);
l_mut_26 = l_746;
let l_747 = l_745 & u32(2139095040);
let l_748 = l_747 == u32(0);
if l_748 {
let l_749 = l_745 & u32(8388607);
let l_750 = f64(l_749);
let l_751 = l_750 * f64(1.401298464324817e-45);
l_mut_26 = l_751;
let l_752 = l_745 >> u32(31);
let l_753 = l_752 == u32(1);
if l_753 {
let l_754 = -l_mut_26;
l_mut_26 = l_754;
}
}
let l_755 = l_699 + l_698;
let l_756 = l_755 <= l_mut_57;
l_mut_291 = l_756;
let l_757 = l_699 - l_698;
let l_758 = l_757 > l_mut_57;
l_mut_288 = l_758;
let l_759 = l_700 - l_698;
let l_760 = l_759 >= l_mut_57;
l_mut_285 = l_760;
let l_761 = l_700 + l_698;
let l_762 = l_761 < l_mut_57;
l_mut_282 = l_762;
if l_169 {
let l_763 = l_699 + l_698;
let l_764 = l_763 < l_mut_48;
l_mut_291 = l_764;
let l_765 = l_699 - l_698;
let l_766 = l_765 >= l_mut_48;
l_mut_288 = l_766;
let l_767 = l_700 - l_698;
let l_768 = l_767 > l_mut_26;
l_mut_285 = l_768;
let l_769 = l_700 + l_698;
let l_770 = l_769 <= l_mut_26;
l_mut_282 = l_770;
}
l_mut_237 = u32(2);
let l_771 = l_mut_288 || l_mut_282;
if l_771 {
l_mut_237 = u32(1);
} else {
let l_772 = l_mut_291 && l_mut_285;
if l_772 {
l_mut_237 = u32(0);
}
}
let l_773 = bitcast<u32>(l_mut_22);
let l_774 = l_773 & u32(2147483647);
let l_775 = l_774 == u32(0);
if l_775 {
let l_776 = l_699 + l_698;
let l_777 = l_776 < f64(1.1754943508222875e-38);
let l_778 = l_700 - l_698;
let l_779 = l_778 > f64(-1.1754943508222875e-38);
let l_780 = l_777 && l_779;
let l_781 = l_699 - l_698;
let l_782 = l_781 < f64(1.1754943508222875e-38);
let l_783 = l_700 + l_698;
let l_784 = l_783 > f64(-1.1754943508222875e-38);
let l_785 = l_782 && l_784;
if l_780 {
l_mut_237 = u32(0);
} else {
let l_786 = l_mut_237 == u32(1);
let l_787 = l_785 && l_786;
if l_787 {
l_mut_237 = u32(2);
}
}
}
l_mut_183 = l_mut_237;
}
} else {
let l_788 = l_165 == u32(7);
if l_788 {
let l_789 = abs(l_mut_35);
let l_790 = l_171 * l_789;
l_mut_57 = l_790;
let l_791 = abs(l_mut_35);
l_mut_48 = f64(1.401298464324817e-45);
let l_792 = l_791 >= f64(1.1754943508222875e-38);
let l_793 = l_791 <= f64(1.7976931348623157e308);
let l_794 = l_792 && l_793;
if l_794 {
let l_795 = bitcast<u64>(l_791);
let l_796 = l_795 >> u32(bitcast<u64>(u64(52)));
let l_797 = l_796 - u64(23);
let l_798 = l_797 << u32(bitcast<u64>(u64(52)));
let l_799 = bitcast<f64>(l_798);
l_mut_48 = l_799;
}
let l_800 = f64(0.5) * l_mut_48;
let l_801 = l_800 > l_mut_57;
if l_801 {
l_mut_57 = l_800;
}
let l_802 = l_mut_35 - l_181;
let l_803 = abs(l_802);
l_mut_48 = f64(1.401298464324817e-45);
let l_804 = l_803 >= f64(1.1754943508222875e-38);
let l_805 = l_803 <= f64(1.7976931348623157e308);
let l_806 = l_804 && l_805;
if l_806 {
let l_807 = bitcast<u64>(l_803);
let l_808 = l_807 >> u32(bitcast<u64>(u64(52)));
let l_809 = l_808 - u64(23);
let l_810 = l_809 << u32(bitcast<u64>(u64(52)));
let l_811 = bitcast<f64>(l_810);
l_mut_48 = l_811;
}
let l_812 = l_mut_35 + l_181;
let l_813 = abs(l_812);
l_mut_26 = f64(1.401298464324817e-45);
let l_814 = l_813 >= f64(1.1754943508222875e-38);
let l_815 = l_813 <= f64(1.7976931348623157e308);
let l_816 = l_814 && l_815;
if l_816 {
let l_817 = bitcast<u64>(l_813);
let l_818 = l_817 >> u32(bitcast<u64>(u64(52)));
let l_819 = l_818 - u64(23);
let l_820 = l_819 << u32(bitcast<u64>(u64(52)));
let l_821 = bitcast<f64>(l_820);
l_mut_26 = l_821;
}
let l_822 = l_mut_48 == l_mut_26;
if l_822 {
let l_823 = l_171 * l_181;
let l_824 = l_181 + l_823;
let l_825 = l_mut_57 * f64(1.4551915228366852e-11);
let l_826 = l_824 + l_825;
let l_827 = l_mut_35 - l_mut_57;
let l_828 = l_mut_35 + l_mut_57;
let l_829 = bitcast<u32>(l_mut_22);
let l_830 = f64(l_mut_22);
l_mut_57 = l_830;
let l_831 = l_829 & u32(2139095040);
let l_832 = l_831 == u32(0);
if l_832 {
let l_833 = l_829 & u32(8388607);
let l_834 = f64(l_833);
let l_835 = l_834 * f64(1.401298464324817e-45);
l_mut_57 = l_835;
let l_836 = l_829 >> u32(31);
let l_837 = l_836 == u32(1);
if l_837 {
let l_838 = -l_mut_57;
l_mut_57 = l_838;
}
}
let l_839 = bitcast<u32>(l_mut_22);
let l_840 = l_839 + u32(1);
l_mut_237 = l_840;
let l_841 = l_839 & u32(2147483647);
let l_842 = l_841 == u32(0);
if l_842 {
l_mut_237 = u32(1);
} else {
let l_843 = l_839 & u32(2147483648);
let l_844 = l_843 != u32(0);
if l_844 {
let l_845 = l_839 - u32(1);
l_mut_237 = l_845;
} else {
let l_846 = l_839 == u32(2139095040);
if l_846 {
l_mut_237 = l_839;
}
}
}
let l_847 = bitcast<f32>(l_mut_237);
let l_848 = bitcast<u32>(l_847);
let l_849 = f64(l_847);
l_mut_48 = l_849;
let l_850 = l_848 & u32(2139095040);
let l_851 = l_850 == u32(0);
if l_851 {
let l_852 = l_848 & u32(8388607);
let l_853 = f64(l_852);
let l_854 = l_853 * f64(1.401298464324817e-45);
l_mut_48 = l_854;
let l_855 = l_848 >> u32(31);
let l_856 = l_855 == u32(1);
if l_856 {
let l_857 = -l_mut_48;
l_mut_48 = l_857;
}
}
let l_858 = bitcast<u32>(l_mut_22);
let l_859 = l_858 ^ u32(2147483648);
let l_860 = bitcast<f32>(l_859);
let l_861 = bitcast<u32>(l_860);
let l_862 = l_861 + u32(1);
l_mut_237 = l_862;
let l_863 = l_861 & u32(2147483647);
let l_864 = l_863 == u32(0);
if l_864 {
l_mut_237 = u32(1);
} else {
let l_865 = l_861 & u32(2147483648);
let l_866 = l_865 != u32(0);
if l_866 {
let l_867 = l_861 - u32(1);
l_mut_237 = l_867;
} else {
let l_868 = l_861 == u32(2139095040);
if l_868 {
l_mut_237 = l_861;
}
}
}
let l_869 = bitcast<f32>(l_mut_237);
let l_870 = bitcast<u32>(l_869);
let l_871 = l_870 ^ u32(2147483648);
let l_872 = bitcast<f32>(l_871);
let l_873 = bitcast<u32>(l_872);
let l_874 = f64(l_872);
l_mut_26 = l_874;
let l_875 = l_873 & u32(2139095040);
let l_876 = l_875 == u32(0);
if l_876 {
let l_877 = l_873 & u32(8388607);
let l_878 = f64(l_877);
let l_879 = l_878 * f64(1.401298464324817e-45);
l_mut_26 = l_879;
let l_880 = l_873 >> u32(31);
let l_881 = l_880 == u32(1);
if l_881 {
let l_882 = -l_mut_26;
l_mut_26 = l_882;
}
}
let l_883 = l_827 + l_826;
let l_884 = l_883 <= l_mut_57;
l_mut_291 = l_884;
let l_885 = l_827 - l_826;
let l_886 = l_885 > l_mut_57;
l_mut_288 = l_886;
let l_887 = l_828 - l_826;
let l_888 = l_887 >= l_mut_57;
l_mut_285 = l_888;
let l_889 = l_828 + l_826;
let l_890 = l_889 < l_mut_57;
l_mut_282 = l_890;
if l_169 {
let l_891 = l_827 + l_826;
let l_892 = l_891 < l_mut_48;
l_mut_291 = l_892;
let l_893 = l_827 - l_826;
let l_894 = l_893 >= l_mut_48;
l_mut_288 = l_894;
let l_895 = l_828 - l_826;
let l_896 = l_895 > l_mut_26;
l_mut_285 = l_896;
let l_897 = l_828 + l_826;
let l_898 = l_897 <= l_mut_26;
l_mut_282 = l_898;
}
l_mut_237 = u32(2);
let l_899 = l_mut_288 || l_mut_282;
if l_899 {
l_mut_237 = u32(1);
} else {
let l_900 = l_mut_291 && l_mut_285;
if l_900 {
l_mut_237 = u32(0);
}
}
let l_901 = bitcast<u32>(l_mut_22);
let l_902 = l_901 & u32(2147483647);
let l_903 = l_902 == u32(0);
if l_903 {
let l_904 = l_827 + l_826;
let l_905 = l_904 < f64(1.1754943508222875e-38);
let l_906 = l_828 - l_826;
let l_907 = l_906 > f64(-1.1754943508222875e-38);
let l_908 = l_905 && l_907;
let l_909 = l_827 - l_826;
let l_910 = l_909 < f64(1.1754943508222875e-38);
let l_911 = l_828 + l_826;
let l_912 = l_911 > f64(-1.1754943508222875e-38);
let l_913 = l_910 && l_912;
if l_908 {
l_mut_237 = u32(0);
} else {
let l_914 = l_mut_237 == u32(1);
let l_915 = l_913 && l_914;
if l_915 {
l_mut_237 = u32(2);
}
}
}
l_mut_183 = l_mut_237;
}
} else {
let l_916 = l_165 == u32(8);
if l_916 {
let l_917 = l_178 >= f64(0.5);
let l_918 = l_178 <= f64(2.0);
let l_919 = l_917 && l_918;
if l_919 {
let l_920 = l_171 * f64(1.4551915228366852e-11);
let l_921 = l_181 + l_920;
let l_922 = l_mut_35 - l_171;
let l_923 = l_mut_35 + l_171;
let l_924 = bitcast<u32>(l_mut_22);
let l_925 = f64(l_mut_22);
l_mut_57 = l_925;
let l_926 = l_924 & u32(2139095040);
let l_927 = l_926 == u32(0);
if l_927 {
let l_928 = l_924 & u32(8388607);
let l_929 = f64(l_928);
let l_930 = l_929 * f64(1.401298464324817e-45);
l_mut_57 = l_930;
let l_931 = l_924 >> u32(31);
let l_932 = l_931 == u32(1);
if l_932 {
let l_933 = -l_mut_57;
l_mut_57 = l_933;
}
}
let l_934 = bitcast<u32>(l_mut_22);
let l_935 = l_934 + u32(1);
l_mut_237 = l_935;
let l_936 = l_934 & u32(2147483647);
let l_937 = l_936 == u32(0);
if l_937 {
l_mut_237 = u32(1);
} else {
let l_938 = l_934 & u32(2147483648);
let l_939 = l_938 != u32(0);
if l_939 {
let l_940 = l_934 - u32(1);
l_mut_237 = l_940;
} else {
let l_941 = l_934 == u32(2139095040);
if l_941 {
l_mut_237 = l_934;
}
}
}
let l_942 = bitcast<f32>(l_mut_237);
let l_943 = bitcast<u32>(l_942);
let l_944 = f64(l_942);
l_mut_48 = l_944;
let l_945 = l_943 & u32(2139095040);
let l_946 = l_945 == u32(0);
if l_946 {
let l_947 = l_943 & u32(8388607);
let l_948 = f64(l_947);
let l_949 = l_948 * f64(1.401298464324817e-45);
l_mut_48 = l_949;
let l_950 = l_943 >> u32(31);
let l_951 = l_950 == u32(1);
if l_951 {
let l_952 = -l_mut_48;
l_mut_48 = l_952;
}
}
let l_953 = bitcast<u32>(l_mut_22);
let l_954 = l_953 ^ u32(2147483648);
let l_955 = bitcast<f32>(l_954);
let l_956 = bitcast<u32>(l_955);
let l_957 = l_956 + u32(1);
l_mut_237 = l_957;
let l_958 = l_956 & u32(2147483647);
let l_959 = l_958 == u32(0);
if l_959 {
l_mut_237 = u32(1);
} else {
let l_960 = l_956 & u32(2147483648);
let l_961 = l_960 != u32(0);
if l_961 {
let l_962 = l_956 - u32(1);
l_mut_237 = l_962;
} else {
let l_963 = l_956 == u32(2139095040);
if l_963 {
l_mut_237 = l_956;
}
}
}
let l_964 = bitcast<f32>(l_mut_237);
let l_965 = bitcast<u32>(l_964);
let l_966 = l_965 ^ u32(2147483648);
let l_967 = bitcast<f32>(l_966);
let l_968 = bitcast<u32>(l_967);
let l_969 = f64(l_967);
l_mut_26 = l_969;
let l_970 = l_968 & u32(2139095040);
let l_971 = l_970 == u32(0);
if l_971 {
let l_972 = l_968 & u32(8388607);
let l_973 = f64(l_972);
let l_974 = l_973 * f64(1.401298464324817e-45);
l_mut_26 = l_974;
let l_975 = l_968 >> u32(31);
let l_976 = l_975 == u32(1);
if l_976 {
let l_977 = -l_mut_26;
l_mut_26 = l_977;
}
}
let l_978 = l_922 + l_921;
let l_979 = l_978 <= l_mut_57;
l_mut_291 = l_979;
let l_980 = l_922 - l_921;
let l_981 = l_980 > l_mut_57;
l_mut_288 = l_981;
let l_982 = l_923 - l_921;
let l_983 = l_982 >= l_mut_57;
l_mut_285 = l_983;
let l_984 = l_923 + l_921;
let l_985 = l_984 < l_mut_57;
l_mut_282 = l_985;
if l_169 {
let l_986 = l_922 + l_921;
let l_987 = l_986 < l_mut_48;
l_mut_291 = l_987;
let l_988 = l_922 - l_921;
let l_989 = l_988 >= l_mut_48;
l_mut_288 = l_989;
let l_990 = l_923 - l_921;
let l_991 = l_990 > l_mut_26;
l_mut_285 = l_991;
let l_992 = l_923 + l_921;
let l_993 = l_992 <= l_mut_26;
l_mut_282 = l_993;
}
l_mut_237 = u32(2);
let l_994 = l_mut_288 || l_mut_282;
if l_994 {
l_mut_237 = u32(1);
} else {
let l_995 = l_mut_291 && l_mut_285;
if l_995 {
l_mut_237 = u32(0);
}
}
let l_996 = bitcast<u32>(l_mut_22);
let l_997 = l_996 & u32(2147483647);
let l_998 = l_997 == u32(0);
if l_998 {
let l_999 = l_922 + l_921;
let l_1000 = l_999 < f64(1.1754943508222875e-38);
let l_1001 = l_923 - l_921;
let l_1002 = l_1001 > f64(-1.1754943508222875e-38);
let l_1003 = l_1000 && l_1002;
let l_1004 = l_922 - l_921;
let l_1005 = l_1004 < f64(1.1754943508222875e-38);
let l_1006 = l_923 + l_921;
let l_1007 = l_1006 > f64(-1.1754943508222875e-38);
let l_1008 = l_1005 && l_1007;
if l_1003 {
l_mut_237 = u32(0);
} else {
let l_1009 = l_mut_237 == u32(1);
let l_1010 = l_1008 && l_1009;
if l_1010 {
l_mut_237 = u32(2);
}
}
}
l_mut_183 = l_mut_237;
} else {
let l_1011 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_1012 = l_1011 >= f64(1.1754943508222875e-38);
let l_1013 = l_1011 <= f64(1.7976931348623157e308);
let l_1014 = l_1012 && l_1013;
if l_1014 {
let l_1015 = bitcast<u64>(l_1011);
let l_1016 = l_1015 >> u32(bitcast<u64>(u64(52)));
let l_1017 = l_1016 - u64(23);
let l_1018 = l_1017 << u32(bitcast<u64>(u64(52)));
let l_1019 = bitcast<f64>(l_1018);
l_mut_57 = l_1019;
}
let l_1020 = l_174 * l_mut_57;
l_mut_237 = u32(2);
let l_1021 = l_mut_35 - l_181;
let l_1022 = abs(l_1021);
l_mut_57 = f64(1.401298464324817e-45);
let l_1023 = l_1022 >= f64(1.1754943508222875e-38);
let l_1024 = l_1022 <= f64(1.7976931348623157e308);
let l_1025 = l_1023 && l_1024;
if l_1025 {
let l_1026 = bitcast<u64>(l_1022);
let l_1027 = l_1026 >> u32(bitcast<u64>(u64(52)));
let l_1028 = l_1027 - u64(23);
let l_1029 = l_1028 << u32(bitcast<u64>(u64(52)));
let l_1030 = bitcast<f64>(l_1029);
l_mut_57 = l_1030;
}
let l_1031 = l_mut_35 + l_181;
let l_1032 = abs(l_1031);
l_mut_48 = f64(1.401298464324817e-45);
let l_1033 = l_1032 >= f64(1.1754943508222875e-38);
let l_1034 = l_1032 <= f64(1.7976931348623157e308);
let l_1035 = l_1033 && l_1034;
if l_1035 {
let l_1036 = bitcast<u64>(l_1032);
let l_1037 = l_1036 >> u32(bitcast<u64>(u64(52)));
let l_1038 = l_1037 - u64(23);
let l_1039 = l_1038 << u32(bitcast<u64>(u64(52)));
let l_1040 = bitcast<f64>(l_1039);
l_mut_48 = l_1040;
}
let l_1041 = l_mut_57 == l_mut_48;
if l_1041 {
let l_1042 = l_1020 * f64(1.4551915228366852e-11);
let l_1043 = l_181 + l_1042;
let l_1044 = l_mut_35 - l_1020;
let l_1045 = l_mut_35 + l_1020;
let l_1046 = bitcast<u32>(l_mut_22);
let l_1047 = f64(l_mut_22);
l_mut_57 = l_1047;
let l_1048 = l_1046 & u32(2139095040);
let l_1049 = l_1048 == u32(0);
if l_1049 {
let l_1050 = l_1046 & u32(8388607);
let l_1051 = f64(l_1050);
let l_1052 = l_1051 * f64(1.401298464324817e-45);
l_mut_57 = l_1052;
let l_1053 = l_1046 >> u32(31);
let l_1054 = l_1053 == u32(1);
if l_1054 {
let l_1055 = -l_mut_57;
l_mut_57 = l_1055;
}
}
let l_1056 = bitcast<u32>(l_mut_22);
let l_1057 = l_1056 + u32(1);
l_mut_199 = l_1057;
let l_1058 = l_1056 & u32(2147483647);
let l_1059 = l_1058 == u32(0);
if l_1059 {
l_mut_199 = u32(1);
} else {
let l_1060 = l_1056 & u32(2147483648);
let l_1061 = l_1060 != u32(0);
if l_1061 {
let l_1062 = l_1056 - u32(1);
l_mut_199 = l_1062;
} else {
let l_1063 = l_1056 == u32(2139095040);
if l_1063 {
l_mut_199 = l_1056;
}
}
}
let l_1064 = bitcast<f32>(l_mut_199);
let l_1065 = bitcast<u32>(l_1064);
let l_1066 = f64(l_1064);
l_mut_48 = l_1066;
let l_1067 = l_1065 & u32(2139095040);
let l_1068 = l_1067 == u32(0);
if l_1068 {
let l_1069 = l_1065 & u32(8388607);
let l_1070 = f64(l_1069);
let l_1071 = l_1070 * f64(1.401298464324817e-45);
l_mut_48 = l_1071;
let l_1072 = l_1065 >> u32(31);
let l_1073 = l_1072 == u32(1);
if l_1073 {
let l_1074 = -l_mut_48;
l_mut_48 = l_1074;
}
}
let l_1075 = bitcast<u32>(l_mut_22);
let l_1076 = l_1075 ^ u32(2147483648);
let l_1077 = bitcast<f32>(l_1076);
let l_1078 = bitcast<u32>(l_1077);
let l_1079 = l_1078 + u32(1);
l_mut_199 = l_1079;
let l_1080 = l_1078 & u32(2147483647);
let l_1081 = l_1080 == u32(0);
if l_1081 {
l_mut_199 = u32(1);
} else {
let l_1082 = l_1078 & u32(2147483648);
let l_1083 = l_1082 != u32(0);
if l_1083 {
let l_1084 = l_1078 - u32(1);
l_mut_199 = l_1084;
} else {
let l_1085 = l_1078 == u32(2139095040);
if l_1085 {
l_mut_199 = l_1078;
}
}
}
let l_1086 = bitcast<f32>(l_mut_199);
let l_1087 = bitcast<u32>(l_1086);
let l_1088 = l_1087 ^ u32(2147483648);
let l_1089 = bitcast<f32>(l_1088);
let l_1090 = bitcast<u32>(l_1089);
let l_1091 = f64(l_1089);
l_mut_26 = l_1091;
let l_1092 = l_1090 & u32(2139095040);
let l_1093 = l_1092 == u32(0);
if l_1093 {
let l_1094 = l_1090 & u32(8388607);
let l_1095 = f64(l_1094);
let l_1096 = l_1095 * f64(1.401298464324817e-45);
l_mut_26 = l_1096;
let l_1097 = l_1090 >> u32(31);
let l_1098 = l_1097 == u32(1);
if l_1098 {
let l_1099 = -l_mut_26;
l_mut_26 = l_1099;
}
}
let l_1100 = l_1044 + l_1043;
let l_1101 = l_1100 <= l_mut_57;
l_mut_291 = l_1101;
let l_1102 = l_1044 - l_1043;
let l_1103 = l_1102 > l_mut_57;
l_mut_288 = l_1103;
let l_1104 = l_1045 - l_1043;
let l_1105 = l_1104 >= l_mut_57;
l_mut_285 = l_1105;
let l_1106 = l_1045 + l_1043;
let l_1107 = l_1106 < l_mut_57;
l_mut_282 = l_1107;
if l_169 {
let l_1108 = l_1044 + l_1043;
let l_1109 = l_1108 < l_mut_48;
l_mut_291 = l_1109;
let l_1110 = l_1044 - l_1043;
let l_1111 = l_1110 >= l_mut_48;
l_mut_288 = l_1111;
let l_1112 = l_1045 - l_1043;
let l_1113 = l_1112 > l_mut_26;
l_mut_285 = l_1113;
let l_1114 = l_1045 + l_1043;
let l_1115 = l_1114 <= l_mut_26;
l_mut_282 = l_1115;
}
l_mut_199 = u32(2);
let l_1116 = l_mut_288 || l_mut_282;
if l_1116 {
l_mut_199 = u32(1);
} else {
let l_1117 = l_mut_291 && l_mut_285;
if l_1117 {
l_mut_199 = u32(0);
}
}
let l_1118 = bitcast<u32>(l_mut_22);
let l_1119 = l_1118 & u32(2147483647);
let l_1120 = l_1119 == u32(0);
if l_1120 {
let l_1121 = l_1044 + l_1043;
let l_1122 = l_1121 < f64(1.1754943508222875e-38);
let l_1123 = l_1045 - l_1043;
let l_1124 = l_1123 > f64(-1.1754943508222875e-38);
let l_1125 = l_1122 && l_1124;
let l_1126 = l_1044 - l_1043;
let l_1127 = l_1126 < f64(1.1754943508222875e-38);
let l_1128 = l_1045 + l_1043;
let l_1129 = l_1128 > f64(-1.1754943508222875e-38);
let l_1130 = l_1127 && l_1129;
if l_1125 {
l_mut_199 = u32(0);
} else {
let l_1131 = l_mut_199 == u32(1);
let l_1132 = l_1130 && l_1131;
if l_1132 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
}
} else {
let l_1133 = l_165 == u32(11);
let l_1134 = l_165 == u32(12);
let l_1135 = l_1133 || l_1134;
if l_1135 {
l_mut_183 = u32(0);
}
let l_1136 = l_179 <= l_177;
let l_1137 = l_165 == u32(11);
let l_1138 = l_1136 && l_1137;
if l_1138 {
let l_1139 = f32(l_178);
let l_1140 = bitcast<u32>(l_1139);
let l_1141 = f64(l_1139);
l_mut_57 = l_1141;
let l_1142 = l_1140 & u32(2139095040);
let l_1143 = l_1142 == u32(0);
if l_1143 {
let l_1144 = l_1140 & u32(8388607);
let l_1145 = f64(l_1144);
let l_1146 = l_1145 * f64(1.401298464324817e-45);
l_mut_57 = l_1146;
let l_1147 = l_1140 >> u32(31);
let l_1148 = l_1147 == u32(1);
if l_1148 {
let l_1149 = -l_mut_57;
l_mut_57 = l_1149;
}
}
let l_1150 = abs(l_mut_57);
l_mut_57 = l_1150;
l_mut_237 = u32(0);
let l_1151 = l_1150 >= f64(0.785);
if l_1151 {
let l_1152 = l_1150 * f64(0.6366197723675814);
let l_1153 = l_1152 + f64(0.5);
let l_1154 = floor(l_1153);
let l_1155 = l_1154 * f64(1.570796325802803);
let l_1156 = l_1150 - l_1155;
let l_1157 = l_1156 * l_61;
let l_1158 = l_1154 * f64(9.920935796805404e-10);
let l_1159 = l_1157 - l_1158;
l_mut_57 = l_1159;
let l_1160 = u32(l_1154);
l_mut_237 = l_1160;
}
let l_1161 = bitcast<u32>(l_1139);
let l_1162 = l_1161 >> u32(31);
let l_1163 = l_1162 == u32(1);
let l_1164 = l_mut_57 * l_mut_57;
let l_1165 = l_1164 * f64(1.9572941063391263e-20);
let l_1166 = f64(8.22063524662433e-18) - l_1165;
l_mut_48 = l_1166;
let l_1167 = l_mut_48 * l_1164;
let l_1168 = l_1167 - f64(2.8114572543455206e-15);
l_mut_48 = l_1168;
let l_1169 = l_mut_48 * l_1164;
let l_1170 = l_1169 + f64(7.647163731819816e-13);
l_mut_48 = l_1170;
let l_1171 = l_mut_48 * l_1164;
let l_1172 = l_1171 - f64(1.6059043836821613e-10);
l_mut_48 = l_1172;
let l_1173 = l_mut_48 * l_1164;
let l_1174 = l_1173 + f64(2.505210838544172e-8);
l_mut_48 = l_1174;
let l_1175 = l_mut_48 * l_1164;
let l_1176 = l_1175 - f64(2.7557319223985893e-6);
l_mut_48 = l_1176;
let l_1177 = l_mut_48 * l_1164;
let l_1178 = l_1177 + f64(0.0001984126984126984);
l_mut_48 = l_1178;
let l_1179 = l_mut_48 * l_1164;
let l_1180 = l_1179 - f64(0.008333333333333333);
l_mut_48 = l_1180;
let l_1181 = l_mut_48 * l_1164;
let l_1182 = l_1181 + f64(0.16666666666666666);
l_mut_48 = l_1182;
let l_1183 = f64(0.5) * l_1164;
let l_1184 = f64(1.0) - l_1183;
let l_1185 = f64(0.0) * l_1184;
let l_1186 = l_mut_57 * l_1164;
let l_1187 = l_1186 * l_mut_48;
let l_1188 = l_1185 - l_1187;
let l_1189 = l_mut_57 + l_1188;
let l_1190 = l_mut_57 * l_mut_57;
let l_1191 = l_1190 * f64(4.110317623312165e-19);
let l_1192 = l_1191 - f64(1.5619206968586225e-16);
l_mut_48 = l_1192;
let l_1193 = l_mut_48 * l_1190;
let l_1194 = l_1193 + f64(4.779477332387385e-14);
l_mut_48 = l_1194;
let l_1195 = l_mut_48 * l_1190;
let l_1196 = l_1195 - f64(1.1470745597729725e-11);
l_mut_48 = l_1196;
let l_1197 = l_mut_48 * l_1190;
let l_1198 = l_1197 + f64(2.08767569878681e-9);
l_mut_48 = l_1198;
let l_1199 = l_mut_48 * l_1190;
let l_1200 = l_1199 - f64(2.755731922398589e-7);
l_mut_48 = l_1200;
let l_1201 = l_mut_48 * l_1190;
let l_1202 = l_1201 + f64(2.48015873015873e-5);
l_mut_48 = l_1202;
let l_1203 = l_mut_48 * l_1190;
let l_1204 = l_1203 - f64(0.001388888888888889);
l_mut_48 = l_1204;
let l_1205 = l_mut_48 * l_1190;
let l_1206 = l_1205 + f64(0.041666666666666664);
l_mut_48 = l_1206;
let l_1207 = f64(0.5) * l_1190;
let l_1208 = f64(1.0) - l_1207;
let l_1209 = l_1190 * l_1190;
let l_1210 = l_1209 * l_mut_48;
let l_1211 = f64(0.0) * l_mut_57;
let l_1212 = l_1210 - l_1211;
let l_1213 = l_1208 + l_1212;
let l_1214 = l_mut_237 & u32(1);
let l_1215 = l_1214 == u32(1);
l_mut_57 = l_1189;
let l_1216 = l_mut_237 & u32(2);
let l_1217 = l_1216 != u32(0);
l_mut_291 = l_1217;
if l_1215 {
l_mut_57 = l_1213;
}
let l_1218 = bool(true) && l_1163;
if l_1218 {
let l_1219 = !l_mut_291;
l_mut_291 = l_1219;
}
if l_mut_291 {
let l_1220 = -l_mut_57;
l_mut_57 = l_1220;
}
let l_1221 = f32(l_178);
let l_1222 = bitcast<u32>(l_1221);
let l_1223 = f64(l_1221);
l_mut_48 = l_1223;
let l_1224 = l_1222 & u32(2139095040);
let l_1225 = l_1224 == u32(0);
if l_1225 {
let l_1226 = l_1222 & u32(8388607);
let l_1227 = f64(l_1226);
let l_1228 = l_1227 * f64(1.401298464324817e-45);
l_mut_48 = l_1228;
let l_1229 = l_1222 >> u32(31);
let l_1230 = l_1229 == u32(1);
if l_1230 {
let l_1231 = -l_mut_48;
l_mut_48 = l_1231;
}
}
let l_1232 = abs(l_mut_48);
l_mut_48 = l_1232;
l_mut_237 = u32(0);
let l_1233 = l_1232 >= f64(0.785);
if l_1233 {
let l_1234 = l_1232 * f64(0.6366197723675814);
let l_1235 = l_1234 + f64(0.5);
let l_1236 = floor(l_1235);
let l_1237 = l_1236 * f64(1.570796325802803);
let l_1238 = l_1232 - l_1237;
let l_1239 = l_1238 * l_61;
let l_1240 = l_1236 * f64(9.920935796805404e-10);
let l_1241 = l_1239 - l_1240;
l_mut_48 = l_1241;
let l_1242 = u32(l_1236);
l_mut_237 = l_1242;
}
let l_1243 = bitcast<u32>(l_1221);
let l_1244 = l_1243 >> u32(31);
let l_1245 = l_1244 == u32(1);
let l_1246 = l_mut_48 * l_mut_48;
let l_1247 = l_1246 * f64(1.9572941063391263e-20);
let l_1248 = f64(8.22063524662433e-18) - l_1247;
l_mut_26 = l_1248;
let l_1249 = l_mut_26 * l_1246;
let l_1250 = l_1249 - f64(2.8114572543455206e-15);
l_mut_26 = l_1250;
let l_1251 = l_mut_26 * l_1246;
let l_1252 = l_1251 + f64(7.647163731819816e-13);
l_mut_26 = l_1252;
let l_1253 = l_mut_26 * l_1246;
let l_1254 = l_1253 - f64(1.6059043836821613e-10);
l_mut_26 = l_1254;
let l_1255 = l_mut_26 * l_1246;
let l_1256 = l_1255 + f64(2.505210838544172e-8);
l_mut_26 = l_1256;
let l_1257 = l_mut_26 * l_1246;
let l_1258 = l_1257 - f64(2.7557319223985893e-6);
l_mut_26 = l_1258;
let l_1259 = l_mut_26 * l_1246;
let l_1260 = l_1259 + f64(0.0001984126984126984);
l_mut_26 = l_1260;
let l_1261 = l_mut_26 * l_1246;
let l_1262 = l_1261 - f64(0.008333333333333333);
l_mut_26 = l_1262;
let l_1263 = l_mut_26 * l_1246;
let l_1264 = l_1263 + f64(0.16666666666666666);
l_mut_26 = l_1264;
let l_1265 = f64(0.5) * l_1246;
let l_1266 = f64(1.0) - l_1265;
let l_1267 = f64(0.0) * l_1266;
let l_1268 = l_mut_48 * l_1246;
let l_1269 = l_1268 * l_mut_26;
let l_1270 = l_1267 - l_1269;
let l_1271 = l_mut_48 + l_1270;
let l_1272 = l_mut_48 * l_mut_48;
let l_1273 = l_1272 * f64(4.110317623312165e-19);
let l_1274 = l_1273 - f64(1.5619206968586225e-16);
l_mut_26 = l_1274;
let l_1275 = l_mut_26 * l_1272;
let l_1276 = l_1275 + f64(4.779477332387385e-14);
l_mut_26 = l_1276;
let l_1277 = l_mut_26 * l_1272;
let l_1278 = l_1277 - f64(1.1470745597729725e-11);
l_mut_26 = l_1278;
let l_1279 = l_mut_26 * l_1272;
let l_1280 = l_1279 + f64(2.08767569878681e-9);
l_mut_26 = l_1280;
let l_1281 = l_mut_26 * l_1272;
let l_1282 = l_1281 - f64(2.755731922398589e-7);
l_mut_26 = l_1282;
let l_1283 = l_mut_26 * l_1272;
let l_1284 = l_1283 + f64(2.48015873015873e-5);
l_mut_26 = l_1284;
let l_1285 = l_mut_26 * l_1272;
let l_1286 = l_1285 - f64(0.001388888888888889);
l_mut_26 = l_1286;
let l_1287 = l_mut_26 * l_1272;
let l_1288 = l_1287 + f64(0.041666666666666664);
l_mut_26 = l_1288;
let l_1289 = f64(0.5) * l_1272;
let l_1290 = f64(1.0) - l_1289;
let l_1291 = l_1272 * l_1272;
let l_1292 = l_1291 * l_mut_26;
let l_1293 = f64(0.0) * l_mut_48;
let l_1294 = l_1292 - l_1293;
let l_1295 = l_1290 + l_1294;
let l_1296 = l_mut_237 & u32(1);
let l_1297 = l_1296 == u32(1);
l_mut_48 = l_1271;
let l_1298 = l_mut_237 & u32(2);
let l_1299 = l_1298 != u32(0);
l_mut_291 = l_1299;
l_mut_48 = l_1295;
if l_1297 {
l_mut_48 = l_1271;
}
let l_1300 = l_mut_237 + u32(1);
let l_1301 = l_1300 & u32(2);
let l_1302 = l_1301 != u32(0);
l_mut_291 = l_1302;
let l_1303 = bool(false) && l_1245;
if l_1303 {
let l_1304 = !l_mut_291;
l_mut_291 = l_1304;
}
if l_mut_291 {
let l_1305 = -l_mut_48;
l_mut_48 = l_1305;
}
let l_1306 = abs(l_mut_57);
let l_1307 = l_1306 * f64(1.4551915228366852e-11);
let l_1308 = abs(l_mut_48);
let l_1309 = l_1308 * f64(1.4551915228366852e-11);
l_mut_26 = f64(1.4551915228366852e-11);
l_mut_237 = u32(2);
if l_169 {
let l_1310 = l_mut_57 - l_171;
let l_1311 = abs(l_1310);
let l_1312 = l_1311 * f64(2.220446049250313e-16);
let l_1313 = l_1307 + l_1312;
let l_1314 = l_1310 + l_1313;
let l_1315 = -l_1314;
let l_1316 = l_1315 * f64(7.1362384635298e44);
let l_1317 = floor(l_1316);
let l_1318 = l_1317 * f64(1.401298464324817e-45);
l_mut_1319 = l_1318;
let l_1320 = abs(l_1315);
let l_1321 = l_1320 >= f64(1.1754943508222875e-38);
if l_1321 {
let l_1322 = f32(l_1315);
let l_1323 = f64(l_1322);
l_mut_1319 = l_1323;
let l_1324 = l_mut_1319 > l_1315;
if l_1324 {
let l_1325 = bitcast<u32>(l_1322);
let l_1326 = l_1325 ^ u32(2147483648);
let l_1327 = bitcast<f32>(l_1326);
let l_1328 = bitcast<u32>(l_1327);
let l_1329 = l_1328 + u32(1);
l_mut_199 = l_1329;
let l_1330 = l_1328 & u32(2147483647);
let l_1331 = l_1330 == u32(0);
if l_1331 {
l_mut_199 = u32(1);
} else {
let l_1332 = l_1328 & u32(2147483648);
let l_1333 = l_1332 != u32(0);
if l_1333 {
let l_1334 = l_1328 - u32(1);
l_mut_199 = l_1334;
} else {
let l_1335 = l_1328 == u32(2139095040);
if l_1335 {
l_mut_199 = l_1328;
}
}
}
let l_1336 = bitcast<f32>(l_mut_199);
let l_1337 = bitcast<u32>(l_1336);
let l_1338 = l_1337 ^ u32(2147483648);
let l_1339 = bitcast<f32>(l_1338);
let l_1340 = bitcast<u32>(l_1339);
let l_1341 = f64(l_1339);
l_mut_1342 = l_1341;
let l_1343 = l_1340 & u32(2139095040);
let l_1344 = l_1343 == u32(0);
if l_1344 {
let l_1345 = l_1340 & u32(8388607);
let l_1346 = f64(l_1345);
let l_1347 = l_1346 * f64(1.401298464324817e-45);
l_mut_1342 = l_1347;
let l_1348 = l_1340 >> u32(31);
let l_1349 = l_1348 == u32(1);
if l_1349 {
let l_1350 = -l_mut_1342;
l_mut_1342 = l_1350;
}
}
l_mut_1319 = l_mut_1342;
} else {
let l_1351 = bitcast<u32>(l_1322);
let l_1352 = l_1351 + u32(1);
l_mut_199 = l_1352;
let l_1353 = l_1351 & u32(2147483647);
let l_1354 = l_1353 == u32(0);
if l_1354 {
l_mut_199 = u32(1);
} else {
let l_1355 = l_1351 & u32(2147483648);
let l_1356 = l_1355 != u32(0);
if l_1356 {
let l_1357 = l_1351 - u32(1);
l_mut_199 = l_1357;
} else {
let l_1358 = l_1351 == u32(2139095040);
if l_1358 {
l_mut_199 = l_1351;
}
}
}
let l_1359 = bitcast<f32>(l_mut_199);
let l_1360 = bitcast<u32>(l_1359);
let l_1361 = f64(l_1359);
l_mut_1342 = l_1361;
let l_1362 = l_1360 & u32(2139095040);
let l_1363 = l_1362 == u32(0);
if l_1363 {
let l_1364 = l_1360 & u32(8388607);
let l_1365 = f64(l_1364);
let l_1366 = l_1365 * f64(1.401298464324817e-45);
l_mut_1342 = l_1366;
let l_1367 = l_1360 >> u32(31);
let l_1368 = l_1367 == u32(1);
if l_1368 {
let l_1369 = -l_mut_1342;
l_mut_1342 = l_1369;
}
}
let l_1370 = l_mut_1342 <= l_1315;
if l_1370 {
let l_1371 = bitcast<u32>(l_1322);
let l_1372 = l_1371 + u32(1);
l_mut_199 = l_1372;
let l_1373 = l_1371 & u32(2147483647);
let l_1374 = l_1373 == u32(0);
if l_1374 {
l_mut_199 = u32(1);
} else {
let l_1375 = l_1371 & u32(2147483648);
let l_1376 = l_1375 != u32(0);
if l_1376 {
let l_1377 = l_1371 - u32(1);
l_mut_199 = l_1377;
} else {
let l_1378 = l_1371 == u32(2139095040);
if l_1378 {
l_mut_199 = l_1371;
}
}
}
let l_1379 = bitcast<f32>(l_mut_199);
let l_1380 = bitcast<u32>(l_1379);
let l_1381 = f64(l_1379);
l_mut_1342 = l_1381;
let l_1382 = l_1380 & u32(2139095040);
let l_1383 = l_1382 == u32(0);
if l_1383 {
let l_1384 = l_1380 & u32(8388607);
let l_1385 = f64(l_1384);
let l_1386 = l_1385 * f64(1.401298464324817e-45);
l_mut_1342 = l_1386;
let l_1387 = l_1380 >> u32(31);
let l_1388 = l_1387 == u32(1);
if l_1388 {
let l_1389 = -l_mut_1342;
l_mut_1342 = l_1389;
}
}
l_mut_1319 = l_mut_1342;
}
}
}
let l_1390 = -l_mut_1319;
l_mut_1342 = l_1390;
let l_1391 = bool(true) && bool(true);
if l_1391 {
let l_1392 = l_1310 + l_1313;
let l_1393 = l_1392 * f64(7.1362384635298e44);
let l_1394 = floor(l_1393);
let l_1395 = l_1394 * f64(1.401298464324817e-45);
l_mut_1319 = l_1395;
let l_1396 = abs(l_1392);
let l_1397 = l_1396 >= f64(1.1754943508222875e-38);
if l_1397 {
let l_1398 = f32(l_1392);
let l_1399 = f64(l_1398);
l_mut_1319 = l_1399;
let l_1400 = l_mut_1319 > l_1392;
if l_1400 {
let l_1401 = bitcast<u32>(l_1398);
let l_1402 = l_1401 ^ u32(2147483648);
let l_1403 = bitcast<f32>(l_1402);
let l_1404 = bitcast<u32>(l_1403);
let l_1405 = l_1404 + u32(1);
l_mut_199 = l_1405;
let l_1406 = l_1404 & u32(2147483647);
let l_1407 = l_1406 == u32(0);
if l_1407 {
l_mut_199 = u32(1);
} else {
let l_1408 = l_1404 & u32(2147483648);
let l_1409 = l_1408 != u32(0);
if l_1409 {
let l_1410 = l_1404 - u32(1);
l_mut_199 = l_1410;
} else {
let l_1411 = l_1404 == u32(2139095040);
if l_1411 {
l_mut_199 = l_1404;
}
}
}
let l_1412 = bitcast<f32>(l_mut_199);
let l_1413 = bitcast<u32>(l_1412);
let l_1414 = l_1413 ^ u32(2147483648);
let l_1415 = bitcast<f32>(l_1414);
let l_1416 = bitcast<u32>(l_1415);
let l_1417 = f64(l_1415);
l_mut_1418 = l_1417;
let l_1419 = l_1416 & u32(2139095040);
let l_1420 = l_1419 == u32(0);
if l_1420 {
let l_1421 = l_1416 & u32(8388607);
let l_1422 = f64(l_1421);
let l_1423 = l_1422 * f64(1.401298464324817e-45);
l_mut_1418 = l_1423;
let l_1424 = l_1416 >> u32(31);
let l_1425 = l_1424 == u32(1);
if l_1425 {
let l_1426 = -l_mut_1418;
l_mut_1418 = l_1426;
}
}
l_mut_1319 = l_mut_1418;
} else {
let l_1427 = bitcast<u32>(l_1398);
let l_1428 = l_1427 + u32(1);
l_mut_199 = l_1428;
let l_1429 = l_1427 & u32(2147483647);
let l_1430 = l_1429 == u32(0);
if l_1430 {
l_mut_199 = u32(1);
} else {
let l_1431 = l_1427 & u32(2147483648);
let l_1432 = l_1431 != u32(0);
if l_1432 {
let l_1433 = l_1427 - u32(1);
l_mut_199 = l_1433;
} else {
let l_1434 = l_1427 == u32(2139095040);
if l_1434 {
l_mut_199 = l_1427;
}
}
}
let l_1435 = bitcast<f32>(l_mut_199);
let l_1436 = bitcast<u32>(l_1435);
let l_1437 = f64(l_1435);
l_mut_1418 = l_1437;
let l_1438 = l_1436 & u32(2139095040);
let l_1439 = l_1438 == u32(0);
if l_1439 {
let l_1440 = l_1436 & u32(8388607);
let l_1441 = f64(l_1440);
let l_1442 = l_1441 * f64(1.401298464324817e-45);
l_mut_1418 = l_1442;
let l_1443 = l_1436 >> u32(31);
let l_1444 = l_1443 == u32(1);
if l_1444 {
let l_1445 = -l_mut_1418;
l_mut_1418 = l_1445;
}
}
let l_1446 = l_mut_1418 <= l_1392;
if l_1446 {
let l_1447 = bitcast<u32>(l_1398);
let l_1448 = l_1447 + u32(1);
l_mut_199 = l_1448;
let l_1449 = l_1447 & u32(2147483647);
let l_1450 = l_1449 == u32(0);
if l_1450 {
l_mut_199 = u32(1);
} else {
let l_1451 = l_1447 & u32(2147483648);
let l_1452 = l_1451 != u32(0);
if l_1452 {
let l_1453 = l_1447 - u32(1);
l_mut_199 = l_1453;
} else {
let l_1454 = l_1447 == u32(2139095040);
if l_1454 {
l_mut_199 = l_1447;
}
}
}
let l_1455 = bitcast<f32>(l_mut_199);
let l_1456 = bitcast<u32>(l_1455);
let l_1457 = f64(l_1455);
l_mut_1418 = l_1457;
let l_1458 = l_1456 & u32(2139095040);
let l_1459 = l_1458 == u32(0);
if l_1459 {
let l_1460 = l_1456 & u32(8388607);
let l_1461 = f64(l_1460);
let l_1462 = l_1461 * f64(1.401298464324817e-45);
l_mut_1418 = l_1462;
let l_1463 = l_1456 >> u32(31);
let l_1464 = l_1463 == u32(1);
if l_1464 {
let l_1465 = -l_mut_1418;
l_mut_1418 = l_1465;
}
}
l_mut_1319 = l_mut_1418;
}
}
}
l_mut_1342 = l_mut_1319;
} else {
let l_1466 = l_1310 - l_1313;
let l_1467 = l_1466 * f64(7.1362384635298e44);
let l_1468 = floor(l_1467);
let l_1469 = l_1468 * f64(1.401298464324817e-45);
l_mut_1418 = l_1469;
let l_1470 = abs(l_1466);
let l_1471 = l_1470 >= f64(1.1754943508222875e-38);
if l_1471 {
let l_1472 = f32(l_1466);
let l_1473 = f64(l_1472);
l_mut_1418 = l_1473;
let l_1474 = l_mut_1418 > l_1466;
if l_1474 {
let l_1475 = bitcast<u32>(l_1472);
let l_1476 = l_1475 ^ u32(2147483648);
let l_1477 = bitcast<f32>(l_1476);
let l_1478 = bitcast<u32>(l_1477);
let l_1479 = l_1478 + u32(1);
l_mut_199 = l_1479;
let l_1480 = l_1478 & u32(2147483647);
let l_1481 = l_1480 == u32(0);
if l_1481 {
l_mut_199 = u32(1);
} else {
let l_1482 = l_1478 & u32(2147483648);
let l_1483 = l_1482 != u32(0);
if l_1483 {
let l_1484 = l_1478 - u32(1);
l_mut_199 = l_1484;
} else {
let l_1485 = l_1478 == u32(2139095040);
if l_1485 {
l_mut_199 = l_1478;
}
}
}
let l_1486 = bitcast<f32>(l_mut_199);
let l_1487 = bitcast<u32>(l_1486);
let l_1488 = l_1487 ^ u32(2147483648);
let l_1489 = bitcast<f32>(l_1488);
let l_1490 = bitcast<u32>(l_1489);
let l_1491 = f64(l_1489);
l_mut_1319 = l_1491;
let l_1492 = l_1490 & u32(2139095040);
let l_1493 = l_1492 == u32(0);
if l_1493 {
let l_1494 = l_1490 & u32(8388607);
let l_1495 = f64(l_1494);
let l_1496 = l_1495 * f64(1.401298464324817e-45);
l_mut_1319 = l_1496;
let l_1497 = l_1490 >> u32(31);
let l_1498 = l_1497 == u32(1);
if l_1498 {
let l_1499 = -l_mut_1319;
l_mut_1319 = l_1499;
}
}
l_mut_1418 = l_mut_1319;
} else {
let l_1500 = bitcast<u32>(l_1472);
let l_1501 = l_1500 + u32(1);
l_mut_199 = l_1501;
let l_1502 = l_1500 & u32(2147483647);
let l_1503 = l_1502 == u32(0);
if l_1503 {
l_mut_199 = u32(1);
} else {
let l_1504 = l_1500 & u32(2147483648);
let l_1505 = l_1504 != u32(0);
if l_1505 {
let l_1506 = l_1500 - u32(1);
l_mut_199 = l_1506;
} else {
let l_1507 = l_1500 == u32(2139095040);
if l_1507 {
l_mut_199 = l_1500;
}
}
}
let l_1508 = bitcast<f32>(l_mut_199);
let l_1509 = bitcast<u32>(l_1508);
let l_1510 = f64(l_1508);
l_mut_1319 = l_1510;
let l_1511 = l_1509 & u32(2139095040);
let l_1512 = l_1511 == u32(0);
if l_1512 {
let l_1513 = l_1509 & u32(8388607);
let l_1514 = f64(l_1513);
let l_1515 = l_1514 * f64(1.401298464324817e-45);
l_mut_1319 = l_1515;
let l_1516 = l_1509 >> u32(31);
let l_1517 = l_1516 == u32(1);
if l_1517 {
let l_1518 = -l_mut_1319;
l_mut_1319 = l_1518;
}
}
let l_1519 = l_mut_1319 <= l_1466;
if l_1519 {
let l_1520 = bitcast<u32>(l_1472);
let l_1521 = l_1520 + u32(1);
l_mut_199 = l_1521;
let l_1522 = l_1520 & u32(2147483647);
let l_1523 = l_1522 == u32(0);
if l_1523 {
l_mut_199 = u32(1);
} else {
let l_1524 = l_1520 & u32(2147483648);
let l_1525 = l_1524 != u32(0);
if l_1525 {
let l_1526 = l_1520 - u32(1);
l_mut_199 = l_1526;
} else {
let l_1527 = l_1520 == u32(2139095040);
if l_1527 {
l_mut_199 = l_1520;
}
}
}
let l_1528 = bitcast<f32>(l_mut_199);
let l_1529 = bitcast<u32>(l_1528);
let l_1530 = f64(l_1528);
l_mut_1319 = l_1530;
let l_1531 = l_1529 & u32(2139095040);
let l_1532 = l_1531 == u32(0);
if l_1532 {
let l_1533 = l_1529 & u32(8388607);
let l_1534 = f64(l_1533);
let l_1535 = l_1534 * f64(1.401298464324817e-45);
l_mut_1319 = l_1535;
let l_1536 = l_1529 >> u32(31);
let l_1537 = l_1536 == u32(1);
if l_1537 {
let l_1538 = -l_mut_1319;
l_mut_1319 = l_1538;
}
}
l_mut_1418 = l_mut_1319;
}
}
}
l_mut_1342 = l_mut_1418;
}
let l_1539 = l_mut_57 + l_171;
let l_1540 = abs(l_1539);
let l_1541 = l_1540 * f64(2.220446049250313e-16);
let l_1542 = l_1307 + l_1541;
let l_1543 = l_1539 + l_1542;
let l_1544 = -l_1543;
let l_1545 = l_1544 * f64(7.1362384635298e44);
let l_1546 = floor(l_1545);
let l_1547 = l_1546 * f64(1.401298464324817e-45);
l_mut_1418 = l_1547;
let l_1548 = abs(l_1544);
let l_1549 = l_1548 >= f64(1.1754943508222875e-38);
if l_1549 {
let l_1550 = f32(l_1544);
let l_1551 = f64(l_1550);
l_mut_1418 = l_1551;
let l_1552 = l_mut_1418 > l_1544;
if l_1552 {
let l_1553 = bitcast<u32>(l_1550);
let l_1554 = l_1553 ^ u32(2147483648);
let l_1555 = bitcast<f32>(l_1554);
let l_1556 = bitcast<u32>(l_1555);
let l_1557 = l_1556 + u32(1);
l_mut_199 = l_1557;
let l_1558 = l_1556 & u32(2147483647);
let l_1559 = l_1558 == u32(0);
if l_1559 {
l_mut_199 = u32(1);
} else {
let l_1560 = l_1556 & u32(2147483648);
let l_1561 = l_1560 != u32(0);
if l_1561 {
let l_1562 = l_1556 - u32(1);
l_mut_199 = l_1562;
} else {
let l_1563 = l_1556 == u32(2139095040);
if l_1563 {
l_mut_199 = l_1556;
}
}
}
let l_1564 = bitcast<f32>(l_mut_199);
let l_1565 = bitcast<u32>(l_1564);
let l_1566 = l_1565 ^ u32(2147483648);
let l_1567 = bitcast<f32>(l_1566);
let l_1568 = bitcast<u32>(l_1567);
let l_1569 = f64(l_1567);
l_mut_1319 = l_1569;
let l_1570 = l_1568 & u32(2139095040);
let l_1571 = l_1570 == u32(0);
if l_1571 {
let l_1572 = l_1568 & u32(8388607);
let l_1573 = f64(l_1572);
let l_1574 = l_1573 * f64(1.401298464324817e-45);
l_mut_1319 = l_1574;
let l_1575 = l_1568 >> u32(31);
let l_1576 = l_1575 == u32(1);
if l_1576 {
let l_1577 = -l_mut_1319;
l_mut_1319 = l_1577;
}
}
l_mut_1418 = l_mut_1319;
} else {
let l_1578 = bitcast<u32>(l_1550);
let l_1579 = l_1578 + u32(1);
l_mut_199 = l_1579;
let l_1580 = l_1578 & u32(2147483647);
let l_1581 = l_1580 == u32(0);
if l_1581 {
l_mut_199 = u32(1);
} else {
let l_1582 = l_1578 & u32(2147483648);
let l_1583 = l_1582 != u32(0);
if l_1583 {
let l_1584 = l_1578 - u32(1);
l_mut_199 = l_1584;
} else {
let l_1585 = l_1578 == u32(2139095040);
if l_1585 {
l_mut_199 = l_1578;
}
}
}
let l_1586 = bitcast<f32>(l_mut_199);
let l_1587 = bitcast<u32>(l_1586);
let l_1588 = f64(l_1586);
l_mut_1319 = l_1588;
let l_1589 = l_1587 & u32(2139095040);
let l_1590 = l_1589 == u32(0);
if l_1590 {
let l_1591 = l_1587 & u32(8388607);
let l_1592 = f64(l_1591);
let l_1593 = l_1592 * f64(1.401298464324817e-45);
l_mut_1319 = l_1593;
let l_1594 = l_1587 >> u32(31);
let l_1595 = l_1594 == u32(1);
if l_1595 {
let l_1596 = -l_mut_1319;
l_mut_1319 = l_1596;
}
}
let l_1597 = l_mut_1319 <= l_1544;
if l_1597 {
let l_1598 = bitcast<u32>(l_1550);
let l_1599 = l_1598 + u32(1);
l_mut_199 = l_1599;
let l_1600 = l_1598 & u32(2147483647);
let l_1601 = l_1600 == u32(0);
if l_1601 {
l_mut_199 = u32(1);
} else {
let l_1602 = l_1598 & u32(2147483648);
let l_1603 = l_1602 != u32(0);
if l_1603 {
let l_1604 = l_1598 - u32(1);
l_mut_199 = l_1604;
} else {
let l_1605 = l_1598 == u32(2139095040);
if l_1605 {
l_mut_199 = l_1598;
}
}
}
let l_1606 = bitcast<f32>(l_mut_199);
let l_1607 = bitcast<u32>(l_1606);
let l_1608 = f64(l_1606);
l_mut_1319 = l_1608;
let l_1609 = l_1607 & u32(2139095040);
let l_1610 = l_1609 == u32(0);
if l_1610 {
let l_1611 = l_1607 & u32(8388607);
let l_1612 = f64(l_1611);
let l_1613 = l_1612 * f64(1.401298464324817e-45);
l_mut_1319 = l_1613;
let l_1614 = l_1607 >> u32(31);
let l_1615 = l_1614 == u32(1);
if l_1615 {
let l_1616 = -l_mut_1319;
l_mut_1319 = l_1616;
}
}
l_mut_1418 = l_mut_1319;
}
}
}
let l_1617 = -l_mut_1418;
l_mut_1418 = l_1617;
let l_1618 = bool(false) && bool(true);
if l_1618 {
let l_1619 = l_1539 + l_1542;
let l_1620 = l_1619 * f64(7.1362384635298e44);
let l_1621 = floor(l_1620);
let l_1622 = l_1621 * f64(1.401298464324817e-45);
l_mut_1319 = l_1622;
let l_1623 = abs(l_1619);
let l_1624 = l_1623 >= f64(1.1754943508222875e-38);
if l_1624 {
let l_1625 = f32(l_1619);
let l_1626 = f64(l_1625);
l_mut_1319 = l_1626;
let l_1627 = l_mut_1319 > l_1619;
if l_1627 {
let l_1628 = bitcast<u32>(l_1625);
let l_1629 = l_1628 ^ u32(2147483648);
let l_1630 = bitcast<f32>(l_1629);
let l_1631 = bitcast<u32>(l_1630);
let l_1632 = l_1631 + u32(1);
l_mut_199 = l_1632;
let l_1633 = l_1631 & u32(2147483647);
let l_1634 = l_1633 == u32(0);
if l_1634 {
l_mut_199 = u32(1);
} else {
let l_1635 = l_1631 & u32(2147483648);
let l_1636 = l_1635 != u32(0);
if l_1636 {
let l_1637 = l_1631 - u32(1);
l_mut_199 = l_1637;
} else {
let l_1638 = l_1631 == u32(2139095040);
if l_1638 {
l_mut_199 = l_1631;
}
}
}
let l_1639 = bitcast<f32>(l_mut_199);
let l_1640 = bitcast<u32>(l_1639);
let l_1641 = l_1640 ^ u32(2147483648);
let l_1642 = bitcast<f32>(l_1641);
let l_1643 = bitcast<u32>(l_1642);
let l_1644 = f64(l_1642);
l_mut_1645 = l_1644;
let l_1646 = l_1643 & u32(2139095040);
let l_1647 = l_1646 == u32(0);
if l_1647 {
let l_1648 = l_1643 & u32(8388607);
let l_1649 = f64(l_1648);
let l_1650 = l_1649 * f64(1.401298464324817e-45);
l_mut_1645 = l_1650;
let l_1651 = l_1643 >> u32(31);
let l_1652 = l_1651 == u32(1);
if l_1652 {
let l_1653 = -l_mut_1645;
l_mut_1645 = l_1653;
}
}
l_mut_1319 = l_mut_1645;
} else {
let l_1654 = bitcast<u32>(l_1625);
let l_1655 = l_1654 + u32(1);
l_mut_199 = l_1655;
let l_1656 = l_1654 & u32(2147483647);
let l_1657 = l_1656 == u32(0);
if l_1657 {
l_mut_199 = u32(1);
} else {
let l_1658 = l_1654 & u32(2147483648);
let l_1659 = l_1658 != u32(0);
if l_1659 {
let l_1660 = l_1654 - u32(1);
l_mut_199 = l_1660;
} else {
let l_1661 = l_1654 == u32(2139095040);
if l_1661 {
l_mut_199 = l_1654;
}
}
}
let l_1662 = bitcast<f32>(l_mut_199);
let l_1663 = bitcast<u32>(l_1662);
let l_1664 = f64(l_1662);
l_mut_1645 = l_1664;
let l_1665 = l_1663 & u32(2139095040);
let l_1666 = l_1665 == u32(0);
if l_1666 {
let l_1667 = l_1663 & u32(8388607);
let l_1668 = f64(l_1667);
let l_1669 = l_1668 * f64(1.401298464324817e-45);
l_mut_1645 = l_1669;
let l_1670 = l_1663 >> u32(31);
let l_1671 = l_1670 == u32(1);
if l_1671 {
let l_1672 = -l_mut_1645;
l_mut_1645 = l_1672;
}
}
let l_1673 = l_mut_1645 <= l_1619;
if l_1673 {
let l_1674 = bitcast<u32>(l_1625);
let l_1675 = l_1674 + u32(1);
l_mut_199 = l_1675;
let l_1676 = l_1674 & u32(2147483647);
let l_1677 = l_1676 == u32(0);
if l_1677 {
l_mut_199 = u32(1);
} else {
let l_1678 = l_1674 & u32(2147483648);
let l_1679 = l_1678 != u32(0);
if l_1679 {
let l_1680 = l_1674 - u32(1);
l_mut_199 = l_1680;
} else {
let l_1681 = l_1674 == u32(2139095040);
if l_1681 {
l_mut_199 = l_1674;
}
}
}
let l_1682 = bitcast<f32>(l_mut_199);
let l_1683 = bitcast<u32>(l_1682);
let l_1684 = f64(l_1682);
l_mut_1645 = l_1684;
let l_1685 = l_1683 & u32(2139095040);
let l_1686 = l_1685 == u32(0);
if l_1686 {
let l_1687 = l_1683 & u32(8388607);
let l_1688 = f64(l_1687);
let l_1689 = l_1688 * f64(1.401298464324817e-45);
l_mut_1645 = l_1689;
let l_1690 = l_1683 >> u32(31);
let l_1691 = l_1690 == u32(1);
if l_1691 {
let l_1692 = -l_mut_1645;
l_mut_1645 = l_1692;
}
}
l_mut_1319 = l_mut_1645;
}
}
}
l_mut_1418 = l_mut_1319;
} else {
let l_1693 = l_1539 - l_1542;
let l_1694 = -l_1693;
let l_1695 = l_1694 * f64(7.1362384635298e44);
let l_1696 = floor(l_1695);
let l_1697 = l_1696 * f64(1.401298464324817e-45);
l_mut_1645 = l_1697;
let l_1698 = abs(l_1694);
let l_1699 = l_1698 >= f64(1.1754943508222875e-38);
if l_1699 {
let l_1700 = f32(l_1694);
let l_1701 = f64(l_1700);
l_mut_1645 = l_1701;
let l_1702 = l_mut_1645 > l_1694;
if l_1702 {
let l_1703 = bitcast<u32>(l_1700);
let l_1704 = l_1703 ^ u32(2147483648);
let l_1705 = bitcast<f32>(l_1704);
let l_1706 = bitcast<u32>(l_1705);
let l_1707 = l_1706 + u32(1);
l_mut_199 = l_1707;
let l_1708 = l_1706 & u32(2147483647);
let l_1709 = l_1708 == u32(0);
if l_1709 {
l_mut_199 = u32(1);
} else {
let l_1710 = l_1706 & u32(2147483648);
let l_1711 = l_1710 != u32(0);
if l_1711 {
let l_1712 = l_1706 - u32(1);
l_mut_199 = l_1712;
} else {
let l_1713 = l_1706 == u32(2139095040);
if l_1713 {
l_mut_199 = l_1706;
}
}
}
let l_1714 = bitcast<f32>(l_mut_199);
let l_1715 = bitcast<u32>(l_1714);
let l_1716 = l_1715 ^ u32(2147483648);
let l_1717 = bitcast<f32>(l_1716);
let l_1718 = bitcast<u32>(l_1717);
let l_1719 = f64(l_1717);
l_mut_1319 = l_1719;
let l_1720 = l_1718 & u32(2139095040);
let l_1721 = l_1720 == u32(0);
if l_1721 {
let l_1722 = l_1718 & u32(8388607);
let l_1723 = f64(l_1722);
let l_1724 = l_1723 * f64(1.401298464324817e-45);
l_mut_1319 = l_1724;
let l_1725 = l_1718 >> u32(31);
let l_1726 = l_1725 == u32(1);
if l_1726 {
let l_1727 = -l_mut_1319;
l_mut_1319 = l_1727;
}
}
l_mut_1645 = l_mut_1319;
} else {
let l_1728 = bitcast<u32>(l_1700);
let l_1729 = l_1728 + u32(1);
l_mut_199 = l_1729;
let l_1730 = l_1728 & u32(2147483647);
let l_1731 = l_1730 == u32(0);
if l_1731 {
l_mut_199 = u32(1);
} else {
let l_1732 = l_1728 & u32(2147483648);
let l_1733 = l_1732 != u32(0);
if l_1733 {
let l_1734 = l_1728 - u32(1);
l_mut_199 = l_1734;
} else {
let l_1735 = l_1728 == u32(2139095040);
if l_1735 {
l_mut_199 = l_1728;
}
}
}
let l_1736 = bitcast<f32>(l_mut_199);
let l_1737 = bitcast<u32>(l_1736);
let l_1738 = f64(l_1736);
l_mut_1319 = l_1738;
let l_1739 = l_1737 & u32(2139095040);
let l_1740 = l_1739 == u32(0);
if l_1740 {
let l_1741 = l_1737 & u32(8388607);
let l_1742 = f64(l_1741);
let l_1743 = l_1742 * f64(1.401298464324817e-45);
l_mut_1319 = l_1743;
let l_1744 = l_1737 >> u32(31);
let l_1745 = l_1744 == u32(1);
if l_1745 {
let l_1746 = -l_mut_1319;
l_mut_1319 = l_1746;
}
}
let l_1747 = l_mut_1319 <= l_1694;
if l_1747 {
let l_1748 = bitcast<u32>(l_1700);
let l_1749 = l_1748 + u32(1);
l_mut_199 = l_1749;
let l_1750 = l_1748 & u32(2147483647);
let l_1751 = l_1750 == u32(0);
if l_1751 {
l_mut_199 = u32(1);
} else {
let l_1752 = l_1748 & u32(2147483648);
let l_1753 = l_1752 != u32(0);
if l_1753 {
let l_1754 = l_1748 - u32(1);
l_mut_199 = l_1754;
} else {
let l_1755 = l_1748 == u32(2139095040);
if l_1755 {
l_mut_199 = l_1748;
}
}
}
let l_1756 = bitcast<f32>(l_mut_199);
let l_1757 = bitcast<u32>(l_1756);
let l_1758 = f64(l_1756);
l_mut_1319 = l_1758;
let l_1759 = l_1757 & u32(2139095040);
let l_1760 = l_1759 == u32(0);
if l_1760 {
let l_1761 = l_1757 & u32(8388607);
let l_1762 = f64(l_1761);
let l_1763 = l_1762 * f64(1.401298464324817e-45);
l_mut_1319 = l_1763;
let l_1764 = l_1757 >> u32(31);
let l_1765 = l_1764 == u32(1);
if l_1765 {
let l_1766 = -l_mut_1319;
l_mut_1319 = l_1766;
}
}
l_mut_1645 = l_mut_1319;
}
}
}
let l_1767 = -l_mut_1645;
l_mut_1418 = l_1767;
}
let l_1768 = l_mut_48 - l_171;
let l_1769 = abs(l_1768);
let l_1770 = l_1769 * f64(2.220446049250313e-16);
let l_1771 = l_1309 + l_1770;
let l_1772 = l_1768 + l_1771;
let l_1773 = -l_1772;
let l_1774 = l_1773 * f64(7.1362384635298e44);
let l_1775 = floor(l_1774);
let l_1776 = l_1775 * f64(1.401298464324817e-45);
l_mut_1645 = l_1776;
let l_1777 = abs(l_1773);
let l_1778 = l_1777 >= f64(1.1754943508222875e-38);
if l_1778 {
let l_1779 = f32(l_1773);
let l_1780 = f64(l_1779);
l_mut_1645 = l_1780;
let l_1781 = l_mut_1645 > l_1773;
if l_1781 {
let l_1782 = bitcast<u32>(l_1779);
let l_1783 = l_1782 ^ u32(2147483648);
let l_1784 = bitcast<f32>(l_1783);
let l_1785 = bitcast<u32>(l_1784);
let l_1786 = l_1785 + u32(1);
l_mut_199 = l_1786;
let l_1787 = l_1785 & u32(2147483647);
let l_1788 = l_1787 == u32(0);
if l_1788 {
l_mut_199 = u32(1);
} else {
let l_1789 = l_1785 & u32(2147483648);
let l_1790 = l_1789 != u32(0);
if l_1790 {
let l_1791 = l_1785 - u32(1);
l_mut_199 = l_1791;
} else {
let l_1792 = l_1785 == u32(2139095040);
if l_1792 {
l_mut_199 = l_1785;
}
}
}
let l_1793 = bitcast<f32>(l_mut_199);
let l_1794 = bitcast<u32>(l_1793);
let l_1795 = l_1794 ^ u32(2147483648);
let l_1796 = bitcast<f32>(l_1795);
let l_1797 = bitcast<u32>(l_1796);
let l_1798 = f64(l_1796);
l_mut_1319 = l_1798;
let l_1799 = l_1797 & u32(2139095040);
let l_1800 = l_1799 == u32(0);
if l_1800 {
let l_1801 = l_1797 & u32(8388607);
let l_1802 = f64(l_1801);
let l_1803 = l_1802 * f64(1.401298464324817e-45);
l_mut_1319 = l_1803;
let l_1804 = l_1797 >> u32(31);
let l_1805 = l_1804 == u32(1);
if l_1805 {
let l_1806 = -l_mut_1319;
l_mut_1319 = l_1806;
}
}
l_mut_1645 = l_mut_1319;
} else {
let l_1807 = bitcast<u32>(l_1779);
let l_1808 = l_1807 + u32(1);
l_mut_199 = l_1808;
let l_1809 = l_1807 & u32(2147483647);
let l_1810 = l_1809 == u32(0);
if l_1810 {
l_mut_199 = u32(1);
} else {
let l_1811 = l_1807 & u32(2147483648);
let l_1812 = l_1811 != u32(0);
if l_1812 {
let l_1813 = l_1807 - u32(1);
l_mut_199 = l_1813;
} else {
let l_1814 = l_1807 == u32(2139095040);
if l_1814 {
l_mut_199 = l_1807;
}
}
}
let l_1815 = bitcast<f32>(l_mut_199);
let l_1816 = bitcast<u32>(l_1815);
let l_1817 = f64(l_1815);
l_mut_1319 = l_1817;
let l_1818 = l_1816 & u32(2139095040);
let l_1819 = l_1818 == u32(0);
if l_1819 {
let l_1820 = l_1816 & u32(8388607);
let l_1821 = f64(l_1820);
let l_1822 = l_1821 * f64(1.401298464324817e-45);
l_mut_1319 = l_1822;
let l_1823 = l_1816 >> u32(31);
let l_1824 = l_1823 == u32(1);
if l_1824 {
let l_1825 = -l_mut_1319;
l_mut_1319 = l_1825;
}
}
let l_1826 = l_mut_1319 <= l_1773;
if l_1826 {
let l_1827 = bitcast<u32>(l_1779);
let l_1828 = l_1827 + u32(1);
l_mut_199 = l_1828;
let l_1829 = l_1827 & u32(2147483647);
let l_1830 = l_1829 == u32(0);
if l_1830 {
l_mut_199 = u32(1);
} else {
let l_1831 = l_1827 & u32(2147483648);
let l_1832 = l_1831 != u32(0);
if l_1832 {
let l_1833 = l_1827 - u32(1);
l_mut_199 = l_1833;
} else {
let l_1834 = l_1827 == u32(2139095040);
if l_1834 {
l_mut_199 = l_1827;
}
}
}
let l_1835 = bitcast<f32>(l_mut_199);
let l_1836 = bitcast<u32>(l_1835);
let l_1837 = f64(l_1835);
l_mut_1319 = l_1837;
let l_1838 = l_1836 & u32(2139095040);
let l_1839 = l_1838 == u32(0);
if l_1839 {
let l_1840 = l_1836 & u32(8388607);
let l_1841 = f64(l_1840);
let l_1842 = l_1841 * f64(1.401298464324817e-45);
l_mut_1319 = l_1842;
let l_1843 = l_1836 >> u32(31);
let l_1844 = l_1843 == u32(1);
if l_1844 {
let l_1845 = -l_mut_1319;
l_mut_1319 = l_1845;
}
}
l_mut_1645 = l_mut_1319;
}
}
}
let l_1846 = -l_mut_1645;
l_mut_1645 = l_1846;
let l_1847 = bool(true) && bool(true);
if l_1847 {
let l_1848 = l_1768 + l_1771;
let l_1849 = l_1848 * f64(7.1362384635298e44);
let l_1850 = floor(l_1849);
let l_1851 = l_1850 * f64(1.401298464324817e-45);
l_mut_1319 = l_1851;
let l_1852 = abs(l_1848);
let l_1853 = l_1852 >= f64(1.1754943508222875e-38);
if l_1853 {
let l_1854 = f32(l_1848);
let l_1855 = f64(l_1854);
l_mut_1319 = l_1855;
let l_1856 = l_mut_1319 > l_1848;
if l_1856 {
let l_1857 = bitcast<u32>(l_1854);
let l_1858 = l_1857 ^ u32(2147483648);
let l_1859 = bitcast<f32>(l_1858);
let l_1860 = bitcast<u32>(l_1859);
let l_1861 = l_1860 + u32(1);
l_mut_199 = l_1861;
let l_1862 = l_1860 & u32(2147483647);
let l_1863 = l_1862 == u32(0);
if l_1863 {
l_mut_199 = u32(1);
} else {
let l_1864 = l_1860 & u32(2147483648);
let l_1865 = l_1864 != u32(0);
if l_1865 {
let l_1866 = l_1860 - u32(1);
l_mut_199 = l_1866;
} else {
let l_1867 = l_1860 == u32(2139095040);
if l_1867 {
l_mut_199 = l_1860;
}
}
}
let l_1868 = bitcast<f32>(l_mut_199);
let l_1869 = bitcast<u32>(l_1868);
let l_1870 = l_1869 ^ u32(2147483648);
let l_1871 = bitcast<f32>(l_1870);
let l_1872 = bitcast<u32>(l_1871);
let l_1873 = f64(l_1871);
l_mut_1874 = l_1873;
let l_1875 = l_1872 & u32(2139095040);
let l_1876 = l_1875 == u32(0);
if l_1876 {
let l_1877 = l_1872 & u32(8388607);
let l_1878 = f64(l_1877);
let l_1879 = l_1878 * f64(1.401298464324817e-45);
l_mut_1874 = l_1879;
let l_1880 = l_1872 >> u32(31);
let l_1881 = l_1880 == u32(1);
if l_1881 {
let l_1882 = -l_mut_1874;
l_mut_1874 = l_1882;
}
}
l_mut_1319 = l_mut_1874;
} else {
let l_1883 = bitcast<u32>(l_1854);
let l_1884 = l_1883 + u32(1);
l_mut_199 = l_1884;
let l_1885 = l_1883 & u32(2147483647);
let l_1886 = l_1885 == u32(0);
if l_1886 {
l_mut_199 = u32(1);
} else {
let l_1887 = l_1883 & u32(2147483648);
let l_1888 = l_1887 != u32(0);
if l_1888 {
let l_1889 = l_1883 - u32(1);
l_mut_199 = l_1889;
} else {
let l_1890 = l_1883 == u32(2139095040);
if l_1890 {
l_mut_199 = l_1883;
}
}
}
let l_1891 = bitcast<f32>(l_mut_199);
let l_1892 = bitcast<u32>(l_1891);
let l_1893 = f64(l_1891);
l_mut_1874 = l_1893;
let l_1894 = l_1892 & u32(2139095040);
let l_1895 = l_1894 == u32(0);
if l_1895 {
let l_1896 = l_1892 & u32(8388607);
let l_1897 = f64(l_1896);
let l_1898 = l_1897 * f64(1.401298464324817e-45);
l_mut_1874 = l_1898;
let l_1899 = l_1892 >> u32(31);
let l_1900 = l_1899 == u32(1);
if l_1900 {
let l_1901 = -l_mut_1874;
l_mut_1874 = l_1901;
}
}
let l_1902 = l_mut_1874 <= l_1848;
if l_1902 {
let l_1903 = bitcast<u32>(l_1854);
let l_1904 = l_1903 + u32(1);
l_mut_199 = l_1904;
let l_1905 = l_1903 & u32(2147483647);
let l_1906 = l_1905 == u32(0);
if l_1906 {
l_mut_199 = u32(1);
} else {
let l_1907 = l_1903 & u32(2147483648);
let l_1908 = l_1907 != u32(0);
if l_1908 {
let l_1909 = l_1903 - u32(1);
l_mut_199 = l_1909;
} else {
let l_1910 = l_1903 == u32(2139095040);
if l_1910 {
l_mut_199 = l_1903;
}
}
}
let l_1911 = bitcast<f32>(l_mut_199);
let l_1912 = bitcast<u32>(l_1911);
let l_1913 = f64(l_1911);
l_mut_1874 = l_1913;
let l_1914 = l_1912 & u32(2139095040);
let l_1915 = l_1914 == u32(0);
if l_1915 {
let l_1916 = l_1912 & u32(8388607);
let l_1917 = f64(l_1916);
let l_1918 = l_1917 * f64(1.401298464324817e-45);
l_mut_1874 = l_1918;
let l_1919 = l_1912 >> u32(31);
let l_1920 = l_1919 == u32(1);
if l_1920 {
let l_1921 = -l_mut_1874;
l_mut_1874 = l_1921;
}
}
l_mut_1319 = l_mut_1874;
}
}
}
l_mut_1645 = l_mut_1319;
} else {
let l_1922 = l_1768 - l_1771;
let l_1923 = l_1922 * f64(7.1362384635298e44);
let l_1924 = floor(l_1923);
let l_1925 = l_1924 * f64(1.401298464324817e-45);
l_mut_1874 = l_1925;
let l_1926 = abs(l_1922);
let l_1927 = l_1926 >= f64(1.1754943508222875e-38);
if l_1927 {
let l_1928 = f32(l_1922);
let l_1929 = f64(l_1928);
l_mut_1874 = l_1929;
let l_1930 = l_mut_1874 > l_1922;
if l_1930 {
let l_1931 = bitcast<u32>(l_1928);
let l_1932 = l_1931 ^ u32(2147483648);
let l_1933 = bitcast<f32>(l_1932);
let l_1934 = bitcast<u32>(l_1933);
let l_1935 = l_1934 + u32(1);
l_mut_199 = l_1935;
let l_1936 = l_1934 & u32(2147483647);
let l_1937 = l_1936 == u32(0);
if l_1937 {
l_mut_199 = u32(1);
} else {
let l_1938 = l_1934 & u32(2147483648);
let l_1939 = l_1938 != u32(0);
if l_1939 {
let l_1940 = l_1934 - u32(1);
l_mut_199 = l_1940;
} else {
let l_1941 = l_1934 == u32(2139095040);
if l_1941 {
l_mut_199 = l_1934;
}
}
}
let l_1942 = bitcast<f32>(l_mut_199);
let l_1943 = bitcast<u32>(l_1942);
let l_1944 = l_1943 ^ u32(2147483648);
let l_1945 = bitcast<f32>(l_1944);
let l_1946 = bitcast<u32>(l_1945);
let l_1947 = f64(l_1945);
l_mut_1319 = l_1947;
let l_1948 = l_1946 & u32(2139095040);
let l_1949 = l_1948 == u32(0);
if l_1949 {
let l_1950 = l_1946 & u32(8388607);
let l_1951 = f64(l_1950);
let l_1952 = l_1951 * f64(1.401298464324817e-45);
l_mut_1319 = l_1952;
let l_1953 = l_1946 >> u32(31);
let l_1954 = l_1953 == u32(1);
if l_1954 {
let l_1955 = -l_mut_1319;
l_mut_1319 = l_1955;
}
}
l_mut_1874 = l_mut_1319;
} else {
let l_1956 = bitcast<u32>(l_1928);
let l_1957 = l_1956 + u32(1);
l_mut_199 = l_1957;
let l_1958 = l_1956 & u32(2147483647);
let l_1959 = l_1958 == u32(0);
if l_1959 {
l_mut_199 = u32(1);
} else {
let l_1960 = l_1956 & u32(2147483648);
let l_1961 = l_1960 != u32(0);
if l_1961 {
let l_1962 = l_1956 - u32(1);
l_mut_199 = l_1962;
} else {
let l_1963 = l_1956 == u32(2139095040);
if l_1963 {
l_mut_199 = l_1956;
}
}
}
let l_1964 = bitcast<f32>(l_mut_199);
let l_1965 = bitcast<u32>(l_1964);
let l_1966 = f64(l_1964);
l_mut_1319 = l_1966;
let l_1967 = l_1965 & u32(2139095040);
let l_1968 = l_1967 == u32(0);
if l_1968 {
let l_1969 = l_1965 & u32(8388607);
let l_1970 = f64(l_1969);
let l_1971 = l_1970 * f64(1.401298464324817e-45);
l_mut_1319 = l_1971;
let l_1972 = l_1965 >> u32(31);
let l_1973 = l_1972 == u32(1);
if l_1973 {
let l_1974 = -l_mut_1319;
l_mut_1319 = l_1974;
}
}
let l_1975 = l_mut_1319 <= l_1922;
if l_1975 {
let l_1976 = bitcast<u32>(l_1928);
let l_1977 = l_1976 + u32(1);
l_mut_199 = l_1977;
let l_1978 = l_1976 & u32(2147483647);
let l_1979 = l_1978 == u32(0);
if l_1979 {
l_mut_199 = u32(1);
} else {
let l_1980 = l_1976 & u32(2147483648);
let l_1981 = l_1980 != u32(0);
if l_1981 {
let l_1982 = l_1976 - u32(1);
l_mut_199 = l_1982;
} else {
let l_1983 = l_1976 == u32(2139095040);
if l_1983 {
l_mut_199 = l_1976;
}
}
}
let l_1984 = bitcast<f32>(l_mut_199);
let l_1985 = bitcast<u32>(l_1984);
let l_1986 = f64(l_1984);
l_mut_1319 = l_1986;
let l_1987 = l_1985 & u32(2139095040);
let l_1988 = l_1987 == u32(0);
if l_1988 {
let l_1989 = l_1985 & u32(8388607);
let l_1990 = f64(l_1989);
let l_1991 = l_1990 * f64(1.401298464324817e-45);
l_mut_1319 = l_1991;
let l_1992 = l_1985 >> u32(31);
let l_1993 = l_1992 == u32(1);
if l_1993 {
let l_1994 = -l_mut_1319;
l_mut_1319 = l_1994;
}
}
l_mut_1874 = l_mut_1319;
}
}
}
l_mut_1645 = l_mut_1874;
}
let l_1995 = l_mut_48 + l_171;
let l_1996 = abs(l_1995);
let l_1997 = l_1996 * f64(2.220446049250313e-16);
let l_1998 = l_1309 + l_1997;
let l_1999 = l_1995 + l_1998;
let l_2000 = -l_1999;
let l_2001 = l_2000 * f64(7.1362384635298e44);
let l_2002 = floor(l_2001);
let l_2003 = l_2002 * f64(1.401298464324817e-45);
l_mut_1874 = l_2003;
let l_2004 = abs(l_2000);
let l_2005 = l_2004 >= f64(1.1754943508222875e-38);
if l_2005 {
let l_2006 = f32(l_2000);
let l_2007 = f64(l_2006);
l_mut_1874 = l_2007;
let l_2008 = l_mut_1874 > l_2000;
if l_2008 {
let l_2009 = bitcast<u32>(l_2006);
let l_2010 = l_2009 ^ u32(2147483648);
let l_2011 = bitcast<f32>(l_2010);
let l_2012 = bitcast<u32>(l_2011);
let l_2013 = l_2012 + u32(1);
l_mut_199 = l_2013;
let l_2014 = l_2012 & u32(2147483647);
let l_2015 = l_2014 == u32(0);
if l_2015 {
l_mut_199 = u32(1);
} else {
let l_2016 = l_2012 & u32(2147483648);
let l_2017 = l_2016 != u32(0);
if l_2017 {
let l_2018 = l_2012 - u32(1);
l_mut_199 = l_2018;
} else {
let l_2019 = l_2012 == u32(2139095040);
if l_2019 {
l_mut_199 = l_2012;
}
}
}
let l_2020 = bitcast<f32>(l_mut_199);
let l_2021 = bitcast<u32>(l_2020);
let l_2022 = l_2021 ^ u32(2147483648);
let l_2023 = bitcast<f32>(l_2022);
let l_2024 = bitcast<u32>(l_2023);
let l_2025 = f64(l_2023);
l_mut_1319 = l_2025;
let l_2026 = l_2024 & u32(2139095040);
let l_2027 = l_2026 == u32(0);
if l_2027 {
let l_2028 = l_2024 & u32(8388607);
let l_2029 = f64(l_2028);
let l_2030 = l_2029 * f64(1.401298464324817e-45);
l_mut_1319 = l_2030;
let l_2031 = l_2024 >> u32(31);
let l_2032 = l_2031 == u32(1);
if l_2032 {
let l_2033 = -l_mut_1319;
l_mut_1319 = l_2033;
}
}
l_mut_1874 = l_mut_1319;
} else {
let l_2034 = bitcast<u32>(l_2006);
let l_2035 = l_2034 + u32(1);
l_mut_199 = l_2035;
let l_2036 = l_2034 & u32(2147483647);
let l_2037 = l_2036 == u32(0);
if l_2037 {
l_mut_199 = u32(1);
} else {
let l_2038 = l_2034 & u32(2147483648);
let l_2039 = l_2038 != u32(0);
if l_2039 {
let l_2040 = l_2034 - u32(1);
l_mut_199 = l_2040;
} else {
let l_2041 = l_2034 == u32(2139095040);
if l_2041 {
l_mut_199 = l_2034;
}
}
}
let l_2042 = bitcast<f32>(l_mut_199);
let l_2043 = bitcast<u32>(l_2042);
let l_2044 = f64(l_2042);
l_mut_1319 = l_2044;
let l_2045 = l_2043 & u32(2139095040);
let l_2046 = l_2045 == u32(0);
if l_2046 {
let l_2047 = l_2043 & u32(8388607);
let l_2048 = f64(l_2047);
let l_2049 = l_2048 * f64(1.401298464324817e-45);
l_mut_1319 = l_2049;
let l_2050 = l_2043 >> u32(31);
let l_2051 = l_2050 == u32(1);
if l_2051 {
let l_2052 = -l_mut_1319;
l_mut_1319 = l_2052;
}
}
let l_2053 = l_mut_1319 <= l_2000;
if l_2053 {
let l_2054 = bitcast<u32>(l_2006);
let l_2055 = l_2054 + u32(1);
l_mut_199 = l_2055;
let l_2056 = l_2054 & u32(2147483647);
let l_2057 = l_2056 == u32(0);
if l_2057 {
l_mut_199 = u32(1);
} else {
let l_2058 = l_2054 & u32(2147483648);
let l_2059 = l_2058 != u32(0);
if l_2059 {
let l_2060 = l_2054 - u32(1);
l_mut_199 = l_2060;
} else {
let l_2061 = l_2054 == u32(2139095040);
if l_2061 {
l_mut_199 = l_2054;
}
}
}
let l_2062 = bitcast<f32>(l_mut_199);
let l_2063 = bitcast<u32>(l_2062);
let l_2064 = f64(l_2062);
l_mut_1319 = l_2064;
let l_2065 = l_2063 & u32(2139095040);
let l_2066 = l_2065 == u32(0);
if l_2066 {
let l_2067 = l_2063 & u32(8388607);
let l_2068 = f64(l_2067);
let l_2069 = l_2068 * f64(1.401298464324817e-45);
l_mut_1319 = l_2069;
let l_2070 = l_2063 >> u32(31);
let l_2071 = l_2070 == u32(1);
if l_2071 {
let l_2072 = -l_mut_1319;
l_mut_1319 = l_2072;
}
}
l_mut_1874 = l_mut_1319;
}
}
}
let l_2073 = -l_mut_1874;
l_mut_1874 = l_2073;
let l_2074 = bool(false) && bool(true);
if l_2074 {
let l_2075 = l_1995 + l_1998;
let l_2076 = l_2075 * f64(7.1362384635298e44);
let l_2077 = floor(l_2076);
let l_2078 = l_2077 * f64(1.401298464324817e-45);
l_mut_1319 = l_2078;
let l_2079 = abs(l_2075);
let l_2080 = l_2079 >= f64(1.1754943508222875e-38);
if l_2080 {
let l_2081 = f32(l_2075);
let l_2082 = f64(l_2081);
l_mut_1319 = l_2082;
let l_2083 = l_mut_1319 > l_2075;
if l_2083 {
let l_2084 = bitcast<u32>(l_2081);
let l_2085 = l_2084 ^ u32(2147483648);
let l_2086 = bitcast<f32>(l_2085);
let l_2087 = bitcast<u32>(l_2086);
let l_2088 = l_2087 + u32(1);
l_mut_199 = l_2088;
let l_2089 = l_2087 & u32(2147483647);
let l_2090 = l_2089 == u32(0);
if l_2090 {
l_mut_199 = u32(1);
} else {
let l_2091 = l_2087 & u32(2147483648);
let l_2092 = l_2091 != u32(0);
if l_2092 {
let l_2093 = l_2087 - u32(1);
l_mut_199 = l_2093;
} else {
let l_2094 = l_2087 == u32(2139095040);
if l_2094 {
l_mut_199 = l_2087;
}
}
}
let l_2095 = bitcast<f32>(l_mut_199);
let l_2096 = bitcast<u32>(l_2095);
let l_2097 = l_2096 ^ u32(2147483648);
let l_2098 = bitcast<f32>(l_2097);
let l_2099 = bitcast<u32>(l_2098);
let l_2100 = f64(l_2098);
l_mut_2101 = l_2100;
let l_2102 = l_2099 & u32(2139095040);
let l_2103 = l_2102 == u32(0);
if l_2103 {
let l_2104 = l_2099 & u32(8388607);
let l_2105 = f64(l_2104);
let l_2106 = l_2105 * f64(1.401298464324817e-45);
l_mut_2101 = l_2106;
let l_2107 = l_2099 >> u32(31);
let l_2108 = l_2107 == u32(1);
if l_2108 {
let l_2109 = -l_mut_2101;
l_mut_2101 = l_2109;
}
}
l_mut_1319 = l_mut_2101;
} else {
let l_2110 = bitcast<u32>(l_2081);
let l_2111 = l_2110 + u32(1);
l_mut_199 = l_2111;
let l_2112 = l_2110 & u32(2147483647);
let l_2113 = l_2112 == u32(0);
if l_2113 {
l_mut_199 = u32(1);
} else {
let l_2114 = l_2110 & u32(2147483648);
let l_2115 = l_2114 != u32(0);
if l_2115 {
let l_2116 = l_2110 - u32(1);
l_mut_199 = l_2116;
} else {
let l_2117 = l_2110 == u32(2139095040);
if l_2117 {
l_mut_199 = l_2110;
}
}
}
let l_2118 = bitcast<f32>(l_mut_199);
let l_2119 = bitcast<u32>(l_2118);
let l_2120 = f64(l_2118);
l_mut_2101 = l_2120;
let l_2121 = l_2119 & u32(2139095040);
let l_2122 = l_2121 == u32(0);
if l_2122 {
let l_2123 = l_2119 & u32(8388607);
let l_2124 = f64(l_2123);
let l_2125 = l_2124 * f64(1.401298464324817e-45);
l_mut_2101 = l_2125;
let l_2126 = l_2119 >> u32(31);
let l_2127 = l_2126 == u32(1);
if l_2127 {
let l_2128 = -l_mut_2101;
l_mut_2101 = l_2128;
}
}
let l_2129 = l_mut_2101 <= l_2075;
if l_2129 {
let l_2130 = bitcast<u32>(l_2081);
let l_2131 = l_2130 + u32(1);
l_mut_199 = l_2131;
let l_2132 = l_2130 & u32(2147483647);
let l_2133 = l_2132 == u32(0);
if l_2133 {
l_mut_199 = u32(1);
} else {
let l_2134 = l_2130 & u32(2147483648);
let l_2135 = l_2134 != u32(0);
if l_2135 {
let l_2136 = l_2130 - u32(1);
l_mut_199 = l_2136;
} else {
let l_2137 = l_2130 == u32(2139095040);
if l_2137 {
l_mut_199 = l_2130;
}
}
}
let l_2138 = bitcast<f32>(l_mut_199);
let l_2139 = bitcast<u32>(l_2138);
let l_2140 = f64(l_2138);
l_mut_2101 = l_2140;
let l_2141 = l_2139 & u32(2139095040);
let l_2142 = l_2141 == u32(0);
if l_2142 {
let l_2143 = l_2139 & u32(8388607);
let l_2144 = f64(l_2143);
let l_2145 = l_2144 * f64(1.401298464324817e-45);
l_mut_2101 = l_2145;
let l_2146 = l_2139 >> u32(31);
let l_2147 = l_2146 == u32(1);
if l_2147 {
let l_2148 = -l_mut_2101;
l_mut_2101 = l_2148;
}
}
l_mut_1319 = l_mut_2101;
}
}
}
l_mut_1874 = l_mut_1319;
} else {
let l_2149 = l_1995 - l_1998;
let l_2150 = -l_2149;
let l_2151 = l_2150 * f64(7.1362384635298e44);
let l_2152 = floor(l_2151);
let l_2153 = l_2152 * f64(1.401298464324817e-45);
l_mut_2101 = l_2153;
let l_2154 = abs(l_2150);
let l_2155 = l_2154 >= f64(1.1754943508222875e-38);
if l_2155 {
let l_2156 = f32(l_2150);
let l_2157 = f64(l_2156);
l_mut_2101 = l_2157;
let l_2158 = l_mut_2101 > l_2150;
if l_2158 {
let l_2159 = bitcast<u32>(l_2156);
let l_2160 = l_2159 ^ u32(2147483648);
let l_2161 = bitcast<f32>(l_2160);
let l_2162 = bitcast<u32>(l_2161);
let l_2163 = l_2162 + u32(1);
l_mut_199 = l_2163;
let l_2164 = l_2162 & u32(2147483647);
let l_2165 = l_2164 == u32(0);
if l_2165 {
l_mut_199 = u32(1);
} else {
let l_2166 = l_2162 & u32(2147483648);
let l_2167 = l_2166 != u32(0);
if l_2167 {
let l_2168 = l_2162 - u32(1);
l_mut_199 = l_2168;
} else {
let l_2169 = l_2162 == u32(2139095040);
if l_2169 {
l_mut_199 = l_2162;
}
}
}
let l_2170 = bitcast<f32>(l_mut_199);
let l_2171 = bitcast<u32>(l_2170);
let l_2172 = l_2171 ^ u32(2147483648);
let l_2173 = bitcast<f32>(l_2172);
let l_2174 = bitcast<u32>(l_2173);
let l_2175 = f64(l_2173);
l_mut_1319 = l_2175;
let l_2176 = l_2174 & u32(2139095040);
let l_2177 = l_2176 == u32(0);
if l_2177 {
let l_2178 = l_2174 & u32(8388607);
let l_2179 = f64(l_2178);
let l_2180 = l_2179 * f64(1.401298464324817e-45);
l_mut_1319 = l_2180;
let l_2181 = l_2174 >> u32(31);
let l_2182 = l_2181 == u32(1);
if l_2182 {
let l_2183 = -l_mut_1319;
l_mut_1319 = l_2183;
}
}
l_mut_2101 = l_mut_1319;
} else {
let l_2184 = bitcast<u32>(l_2156);
let l_2185 = l_2184 + u32(1);
l_mut_199 = l_2185;
let l_2186 = l_2184 & u32(2147483647);
let l_2187 = l_2186 == u32(0);
if l_2187 {
l_mut_199 = u32(1);
} else {
let l_2188 = l_2184 & u32(2147483648);
let l_2189 = l_2188 != u32(0);
if l_2189 {
let l_2190 = l_2184 - u32(1);
l_mut_199 = l_2190;
} else {
let l_2191 = l_2184 == u32(2139095040);
if l_2191 {
l_mut_199 = l_2184;
}
}
}
let l_2192 = bitcast<f32>(l_mut_199);
let l_2193 = bitcast<u32>(l_2192);
let l_2194 = f64(l_2192);
l_mut_1319 = l_2194;
let l_2195 = l_2193 & u32(2139095040);
let l_2196 = l_2195 == u32(0);
if l_2196 {
let l_2197 = l_2193 & u32(8388607);
let l_2198 = f64(l_2197);
let l_2199 = l_2198 * f64(1.401298464324817e-45);
l_mut_1319 = l_2199;
let l_2200 = l_2193 >> u32(31);
let l_2201 = l_2200 == u32(1);
if l_2201 {
let l_2202 = -l_mut_1319;
l_mut_1319 = l_2202;
}
}
let l_2203 = l_mut_1319 <= l_2150;
if l_2203 {
let l_2204 = bitcast<u32>(l_2156);
let l_2205 = l_2204 + u32(1);
l_mut_199 = l_2205;
let l_2206 = l_2204 & u32(2147483647);
let l_2207 = l_2206 == u32(0);
if l_2207 {
l_mut_199 = u32(1);
} else {
let l_2208 = l_2204 & u32(2147483648);
let l_2209 = l_2208 != u32(0);
if l_2209 {
let l_2210 = l_2204 - u32(1);
l_mut_199 = l_2210;
} else {
let l_2211 = l_2204 == u32(2139095040);
if l_2211 {
l_mut_199 = l_2204;
}
}
}
let l_2212 = bitcast<f32>(l_mut_199);
let l_2213 = bitcast<u32>(l_2212);
let l_2214 = f64(l_2212);
l_mut_1319 = l_2214;
let l_2215 = l_2213 & u32(2139095040);
let l_2216 = l_2215 == u32(0);
if l_2216 {
let l_2217 = l_2213 & u32(8388607);
let l_2218 = f64(l_2217);
let l_2219 = l_2218 * f64(1.401298464324817e-45);
l_mut_1319 = l_2219;
let l_2220 = l_2213 >> u32(31);
let l_2221 = l_2220 == u32(1);
if l_2221 {
let l_2222 = -l_mut_1319;
l_mut_1319 = l_2222;
}
}
l_mut_2101 = l_mut_1319;
}
}
}
let l_2223 = -l_mut_2101;
l_mut_1874 = l_2223;
}
l_mut_199 = u32(0);
let l_2224 = l_mut_1645 <= f64(0.0);
let l_2225 = l_mut_1874 >= f64(0.0);
let l_2226 = l_2224 && l_2225;
let l_2227 = !l_2226;
if l_2227 {
let l_2229 = l_mut_1342 / l_mut_1645;
let l_2230 = l_mut_1342 / l_mut_1874;
let l_2231 = l_mut_1418 / l_mut_1645;
let l_2232 = l_mut_1418 / l_mut_1874;
a_2228[u32(0)] = l_2229;
a_2228[u32(1)] = l_2229;
let l_2233 = a_2228[u32(0)];
let l_2234 = l_2230 < l_2233;
if l_2234 {
a_2228[u32(0)] = l_2230;
}
let l_2235 = a_2228[u32(0)];
let l_2236 = l_2231 < l_2235;
if l_2236 {
a_2228[u32(0)] = l_2231;
}
let l_2237 = a_2228[u32(0)];
let l_2238 = l_2232 < l_2237;
if l_2238 {
a_2228[u32(0)] = l_2232;
}
let l_2239 = a_2228[u32(1)];
let l_2240 = l_2230 > l_2239;
if l_2240 {
a_2228[u32(1)] = l_2230;
}
let l_2241 = a_2228[u32(1)];
let l_2242 = l_2231 > l_2241;
if l_2242 {
a_2228[u32(1)] = l_2231;
}
let l_2243 = a_2228[u32(1)];
let l_2244 = l_2232 > l_2243;
if l_2244 {
a_2228[u32(1)] = l_2232;
}
let l_2245 = a_2228[u32(0)];
let l_2246 = abs(l_2245);
let l_2247 = l_2246 * l_mut_26;
let l_2248 = a_2228[u32(1)];
let l_2249 = abs(l_2248);
let l_2250 = l_2249 * l_mut_26;
l_mut_199 = u32(2);
let l_2251 = a_2228[u32(0)];
let l_2252 = l_2251 - l_2247;
let l_2253 = abs(l_2252);
l_mut_2101 = f64(1.401298464324817e-45);
let l_2254 = l_2253 >= f64(1.1754943508222875e-38);
let l_2255 = l_2253 <= f64(1.7976931348623157e308);
let l_2256 = l_2254 && l_2255;
if l_2256 {
let l_2257 = bitcast<u64>(l_2253);
let l_2258 = l_2257 >> u32(bitcast<u64>(u64(52)));
let l_2259 = l_2258 - u64(23);
let l_2260 = l_2259 << u32(bitcast<u64>(u64(52)));
let l_2261 = bitcast<f64>(l_2260);
l_mut_2101 = l_2261;
}
let l_2262 = l_2251 + l_2247;
let l_2263 = abs(l_2262);
l_mut_1874 = f64(1.401298464324817e-45);
let l_2264 = l_2263 >= f64(1.1754943508222875e-38);
let l_2265 = l_2263 <= f64(1.7976931348623157e308);
let l_2266 = l_2264 && l_2265;
if l_2266 {
let l_2267 = bitcast<u64>(l_2263);
let l_2268 = l_2267 >> u32(bitcast<u64>(u64(52)));
let l_2269 = l_2268 - u64(23);
let l_2270 = l_2269 << u32(bitcast<u64>(u64(52)));
let l_2271 = bitcast<f64>(l_2270);
l_mut_1874 = l_2271;
}
let l_2272 = l_mut_2101 == l_mut_1874;
let l_2273 = a_2228[u32(1)];
let l_2274 = l_2273 - l_2250;
let l_2275 = abs(l_2274);
l_mut_2101 = f64(1.401298464324817e-45);
let l_2276 = l_2275 >= f64(1.1754943508222875e-38);
let l_2277 = l_2275 <= f64(1.7976931348623157e308);
let l_2278 = l_2276 && l_2277;
if l_2278 {
let l_2279 = bitcast<u64>(l_2275);
let l_2280 = l_2279 >> u32(bitcast<u64>(u64(52)));
let l_2281 = l_2280 - u64(23);
let l_2282 = l_2281 << u32(bitcast<u64>(u64(52)));
let l_2283 = bitcast<f64>(l_2282);
l_mut_2101 = l_2283;
}
let l_2284 = l_2273 + l_2250;
let l_2285 = abs(l_2284);
l_mut_1874 = f64(1.401298464324817e-45);
let l_2286 = l_2285 >= f64(1.1754943508222875e-38);
let l_2287 = l_2285 <= f64(1.7976931348623157e308);
let l_2288 = l_2286 && l_2287;
if l_2288 {
let l_2289 = bitcast<u64>(l_2285);
let l_2290 = l_2289 >> u32(bitcast<u64>(u64(52)));
let l_2291 = l_2290 - u64(23);
let l_2292 = l_2291 << u32(bitcast<u64>(u64(52)));
let l_2293 = bitcast<f64>(l_2292);
l_mut_1874 = l_2293;
}
let l_2294 = l_mut_2101 == l_mut_1874;
let l_2295 = l_2272 && l_2294;
if l_2295 {
let l_2296 = a_2228[u32(0)];
let l_2297 = a_2228[u32(0)];
let l_2298 = abs(l_2297);
l_mut_2101 = f64(1.401298464324817e-45);
let l_2299 = l_2298 >= f64(1.1754943508222875e-38);
let l_2300 = l_2298 <= f64(1.7976931348623157e308);
let l_2301 = l_2299 && l_2300;
if l_2301 {
let l_2302 = bitcast<u64>(l_2298);
let l_2303 = l_2302 >> u32(bitcast<u64>(u64(52)));
let l_2304 = l_2303 - u64(23);
let l_2305 = l_2304 << u32(bitcast<u64>(u64(52)));
let l_2306 = bitcast<f64>(l_2305);
l_mut_2101 = l_2306;
}
let l_2307 = l_174 * l_mut_2101;
let l_2308 = l_2296 - l_2307;
let l_2309 = a_2228[u32(1)];
let l_2310 = a_2228[u32(1)];
let l_2311 = abs(l_2310);
l_mut_2101 = f64(1.401298464324817e-45);
let l_2312 = l_2311 >= f64(1.1754943508222875e-38);
let l_2313 = l_2311 <= f64(1.7976931348623157e308);
let l_2314 = l_2312 && l_2313;
if l_2314 {
let l_2315 = bitcast<u64>(l_2311);
let l_2316 = l_2315 >> u32(bitcast<u64>(u64(52)));
let l_2317 = l_2316 - u64(23);
let l_2318 = l_2317 << u32(bitcast<u64>(u64(52)));
let l_2319 = bitcast<f64>(l_2318);
l_mut_2101 = l_2319;
}
let l_2320 = l_174 * l_mut_2101;
let l_2321 = l_2309 + l_2320;
let l_2322 = bitcast<u32>(l_mut_22);
let l_2323 = f64(l_mut_22);
l_mut_2101 = l_2323;
let l_2324 = l_2322 & u32(2139095040);
let l_2325 = l_2324 == u32(0);
if l_2325 {
let l_2326 = l_2322 & u32(8388607);
let l_2327 = f64(l_2326);
let l_2328 = l_2327 * f64(1.401298464324817e-45);
l_mut_2101 = l_2328;
let l_2329 = l_2322 >> u32(31);
let l_2330 = l_2329 == u32(1);
if l_2330 {
let l_2331 = -l_mut_2101;
l_mut_2101 = l_2331;
}
}
let l_2332 = bitcast<u32>(l_mut_22);
let l_2333 = l_2332 + u32(1);
l_mut_2334 = l_2333;
let l_2335 = l_2332 & u32(2147483647);
let l_2336 = l_2335 == u32(0);
if l_2336 {
l_mut_2334 = u32(1);
} else {
let l_2337 = l_2332 & u32(2147483648);
let l_2338 = l_2337 != u32(0);
if l_2338 {
let l_2339 = l_2332 - u32(1);
l_mut_2334 = l_2339;
} else {
let l_2340 = l_2332 == u32(2139095040);
if l_2340 {
l_mut_2334 = l_2332;
}
}
}
let l_2341 = bitcast<f32>(l_mut_2334);
let l_2342 = bitcast<u32>(l_2341);
let l_2343 = f64(l_2341);
l_mut_1874 = l_2343;
let l_2344 = l_2342 & u32(2139095040);
let l_2345 = l_2344 == u32(0);
if l_2345 {
let l_2346 = l_2342 & u32(8388607);
let l_2347 = f64(l_2346);
let l_2348 = l_2347 * f64(1.401298464324817e-45);
l_mut_1874 = l_2348;
let l_2349 = l_2342 >> u32(31);
let l_2350 = l_2349 == u32(1);
if l_2350 {
let l_2351 = -l_mut_1874;
l_mut_1874 = l_2351;
}
}
let l_2352 = bitcast<u32>(l_mut_22);
let l_2353 = l_2352 ^ u32(2147483648);
let l_2354 = bitcast<f32>(l_2353);
let l_2355 = bitcast<u32>(l_2354);
let l_2356 = l_2355 + u32(1);
l_mut_2334 = l_2356;
let l_2357 = l_2355 & u32(2147483647);
let l_2358 = l_2357 == u32(0);
if l_2358 {
l_mut_2334 = u32(1);
} else {
let l_2359 = l_2355 & u32(2147483648);
let l_2360 = l_2359 != u32(0);
if l_2360 {
let l_2361 = l_2355 - u32(1);
l_mut_2334 = l_2361;
} else {
let l_2362 = l_2355 == u32(2139095040);
if l_2362 {
l_mut_2334 = l_2355;
}
}
}
let l_2363 = bitcast<f32>(l_mut_2334);
let l_2364 = bitcast<u32>(l_2363);
let l_2365 = l_2364 ^ u32(2147483648);
let l_2366 = bitcast<f32>(l_2365);
let l_2367 = bitcast<u32>(l_2366);
let l_2368 = f64(l_2366);
l_mut_1645 = l_2368;
let l_2369 = l_2367 & u32(2139095040);
let l_2370 = l_2369 == u32(0);
if l_2370 {
let l_2371 = l_2367 & u32(8388607);
let l_2372 = f64(l_2371);
let l_2373 = l_2372 * f64(1.401298464324817e-45);
l_mut_1645 = l_2373;
let l_2374 = l_2367 >> u32(31);
let l_2375 = l_2374 == u32(1);
if l_2375 {
let l_2376 = -l_mut_1645;
l_mut_1645 = l_2376;
}
}
let l_2377 = l_2308 + l_2247;
let l_2378 = l_2377 <= l_mut_2101;
l_mut_291 = l_2378;
let l_2379 = l_2308 - l_2247;
let l_2380 = l_2379 > l_mut_2101;
l_mut_288 = l_2380;
let l_2381 = l_2321 - l_2250;
let l_2382 = l_2381 >= l_mut_2101;
l_mut_285 = l_2382;
let l_2383 = l_2321 + l_2250;
let l_2384 = l_2383 < l_mut_2101;
l_mut_282 = l_2384;
let l_2385 = l_2308 + l_2247;
let l_2386 = l_2385 < l_mut_1874;
l_mut_291 = l_2386;
let l_2387 = l_2308 - l_2247;
let l_2388 = l_2387 >= l_mut_1874;
l_mut_288 = l_2388;
let l_2389 = l_2321 - l_2250;
let l_2390 = l_2389 > l_mut_1645;
l_mut_285 = l_2390;
let l_2391 = l_2321 + l_2250;
let l_2392 = l_2391 <= l_mut_1645;
l_mut_282 = l_2392;
l_mut_2334 = u32(2);
let l_2393 = l_mut_288 || l_mut_282;
if l_2393 {
l_mut_2334 = u32(1);
} else {
let l_2394 = l_mut_291 && l_mut_285;
if l_2394 {
l_mut_2334 = u32(0);
}
}
let l_2395 = bitcast<u32>(l_mut_22);
let l_2396 = l_2395 & u32(2147483647);
let l_2397 = l_2396 == u32(0);
if l_2397 {
let l_2398 = l_2308 + l_2247;
let l_2399 = l_2398 < f64(1.1754943508222875e-38);
let l_2400 = l_2321 - l_2250;
let l_2401 = l_2400 > f64(-1.1754943508222875e-38);
let l_2402 = l_2399 && l_2401;
let l_2403 = l_2308 - l_2247;
let l_2404 = l_2403 < f64(1.1754943508222875e-38);
let l_2405 = l_2321 + l_2250;
let l_2406 = l_2405 > f64(-1.1754943508222875e-38);
let l_2407 = l_2404 && l_2406;
if l_2402 {
l_mut_2334 = u32(0);
} else {
let l_2408 = l_mut_2334 == u32(1);
let l_2409 = l_2407 && l_2408;
if l_2409 {
l_mut_2334 = u32(2);
}
}
}
l_mut_199 = l_mut_2334;
}
}
let l_2410 = l_mut_57 - l_171;
let l_2411 = abs(l_2410);
let l_2412 = l_2411 * f64(2.220446049250313e-16);
let l_2413 = l_1307 + l_2412;
let l_2414 = l_2410 + l_2413;
let l_2415 = -l_2414;
let l_2416 = l_2415 * f64(7.1362384635298e44);
let l_2417 = floor(l_2416);
let l_2418 = l_2417 * f64(1.401298464324817e-45);
l_mut_2101 = l_2418;
let l_2419 = abs(l_2415);
let l_2420 = l_2419 >= f64(1.1754943508222875e-38);
if l_2420 {
let l_2421 = f32(l_2415);
let l_2422 = f64(l_2421);
l_mut_2101 = l_2422;
let l_2423 = l_mut_2101 > l_2415;
if l_2423 {
let l_2424 = bitcast<u32>(l_2421);
let l_2425 = l_2424 ^ u32(2147483648);
let l_2426 = bitcast<f32>(l_2425);
let l_2427 = bitcast<u32>(l_2426);
let l_2428 = l_2427 + u32(1);
l_mut_2334 = l_2428;
let l_2429 = l_2427 & u32(2147483647);
let l_2430 = l_2429 == u32(0);
if l_2430 {
l_mut_2334 = u32(1);
} else {
let l_2431 = l_2427 & u32(2147483648);
let l_2432 = l_2431 != u32(0);
if l_2432 {
let l_2433 = l_2427 - u32(1);
l_mut_2334 = l_2433;
} else {
let l_2434 = l_2427 == u32(2139095040);
if l_2434 {
l_mut_2334 = l_2427;
}
}
}
let l_2435 = bitcast<f32>(l_mut_2334);
let l_2436 = bitcast<u32>(l_2435);
let l_2437 = l_2436 ^ u32(2147483648);
let l_2438 = bitcast<f32>(l_2437);
let l_2439 = bitcast<u32>(l_2438);
let l_2440 = f64(l_2438);
l_mut_1874 = l_2440;
let l_2441 = l_2439 & u32(2139095040);
let l_2442 = l_2441 == u32(0);
if l_2442 {
let l_2443 = l_2439 & u32(8388607);
let l_2444 = f64(l_2443);
let l_2445 = l_2444 * f64(1.401298464324817e-45);
l_mut_1874 = l_2445;
let l_2446 = l_2439 >> u32(31);
let l_2447 = l_2446 == u32(1);
if l_2447 {
let l_2448 = -l_mut_1874;
l_mut_1874 = l_2448;
}
}
l_mut_2101 = l_mut_1874;
} else {
let l_2449 = bitcast<u32>(l_2421);
let l_2450 = l_2449 + u32(1);
l_mut_2334 = l_2450;
let l_2451 = l_2449 & u32(2147483647);
let l_2452 = l_2451 == u32(0);
if l_2452 {
l_mut_2334 = u32(1);
} else {
let l_2453 = l_2449 & u32(2147483648);
let l_2454 = l_2453 != u32(0);
if l_2454 {
let l_2455 = l_2449 - u32(1);
l_mut_2334 = l_2455;
} else {
let l_2456 = l_2449 == u32(2139095040);
if l_2456 {
l_mut_2334 = l_2449;
}
}
}
let l_2457 = bitcast<f32>(l_mut_2334);
let l_2458 = bitcast<u32>(l_2457);
let l_2459 = f64(l_2457);
l_mut_1874 = l_2459;
let l_2460 = l_2458 & u32(2139095040);
let l_2461 = l_2460 == u32(0);
if l_2461 {
let l_2462 = l_2458 & u32(8388607);
let l_2463 = f64(l_2462);
let l_2464 = l_2463 * f64(1.401298464324817e-45);
l_mut_1874 = l_2464;
let l_2465 = l_2458 >> u32(31);
let l_2466 = l_2465 == u32(1);
if l_2466 {
let l_2467 = -l_mut_1874;
l_mut_1874 = l_2467;
}
}
let l_2468 = l_mut_1874 <= l_2415;
if l_2468 {
let l_2469 = bitcast<u32>(l_2421);
let l_2470 = l_2469 + u32(1);
l_mut_2334 = l_2470;
let l_2471 = l_2469 & u32(2147483647);
let l_2472 = l_2471 == u32(0);
if l_2472 {
l_mut_2334 = u32(1);
} else {
let l_2473 = l_2469 & u32(2147483648);
let l_2474 = l_2473 != u32(0);
if l_2474 {
let l_2475 = l_2469 - u32(1);
l_mut_2334 = l_2475;
} else {
let l_2476 = l_2469 == u32(2139095040);
if l_2476 {
l_mut_2334 = l_2469;
}
}
}
let l_2477 = bitcast<f32>(l_mut_2334);
let l_2478 = bitcast<u32>(l_2477);
let l_2479 = f64(l_2477);
l_mut_1874 = l_2479;
let l_2480 = l_2478 & u32(2139095040);
let l_2481 = l_2480 == u32(0);
if l_2481 {
let l_2482 = l_2478 & u32(8388607);
let l_2483 = f64(l_2482);
let l_2484 = l_2483 * f64(1.401298464324817e-45);
l_mut_1874 = l_2484;
let l_2485 = l_2478 >> u32(31);
let l_2486 = l_2485 == u32(1);
if l_2486 {
let l_2487 = -l_mut_1874;
l_mut_1874 = l_2487;
}
}
l_mut_2101 = l_mut_1874;
}
}
}
let l_2488 = -l_mut_2101;
l_mut_2101 = l_2488;
let l_2489 = bool(true) && bool(false);
if l_2489 {
let l_2490 = l_2410 + l_2413;
let l_2491 = l_2490 * f64(7.1362384635298e44);
let l_2492 = floor(l_2491);
let l_2493 = l_2492 * f64(1.401298464324817e-45);
l_mut_1874 = l_2493;
let l_2494 = abs(l_2490);
let l_2495 = l_2494 >= f64(1.1754943508222875e-38);
if l_2495 {
let l_2496 = f32(l_2490);
let l_2497 = f64(l_2496);
l_mut_1874 = l_2497;
let l_2498 = l_mut_1874 > l_2490;
if l_2498 {
let l_2499 = bitcast<u32>(l_2496);
let l_2500 = l_2499 ^ u32(2147483648);
let l_2501 = bitcast<f32>(l_2500);
let l_2502 = bitcast<u32>(l_2501);
let l_2503 = l_2502 + u32(1);
l_mut_2334 = l_2503;
let l_2504 = l_2502 & u32(2147483647);
let l_2505 = l_2504 == u32(0);
if l_2505 {
l_mut_2334 = u32(1);
} else {
let l_2506 = l_2502 & u32(2147483648);
let l_2507 = l_2506 != u32(0);
if l_2507 {
let l_2508 = l_2502 - u32(1);
l_mut_2334 = l_2508;
} else {
let l_2509 = l_2502 == u32(2139095040);
if l_2509 {
l_mut_2334 = l_2502;
}
}
}
let l_2510 = bitcast<f32>(l_mut_2334);
let l_2511 = bitcast<u32>(l_2510);
let l_2512 = l_2511 ^ u32(2147483648);
let l_2513 = bitcast<f32>(l_2512);
let l_2514 = bitcast<u32>(l_2513);
let l_2515 = f64(l_2513);
l_mut_1645 = l_2515;
let l_2516 = l_2514 & u32(2139095040);
let l_2517 = l_2516 == u32(0);
if l_2517 {
let l_2518 = l_2514 & u32(8388607);
let l_2519 = f64(l_2518);
let l_2520 = l_2519 * f64(1.401298464324817e-45);
l_mut_1645 = l_2520;
let l_2521 = l_2514 >> u32(31);
let l_2522 = l_2521 == u32(1);
if l_2522 {
let l_2523 = -l_mut_1645;
l_mut_1645 = l_2523;
}
}
l_mut_1874 = l_mut_1645;
} else {
let l_2524 = bitcast<u32>(l_2496);
let l_2525 = l_2524 + u32(1);
l_mut_2334 = l_2525;
let l_2526 = l_2524 & u32(2147483647);
let l_2527 = l_2526 == u32(0);
if l_2527 {
l_mut_2334 = u32(1);
} else {
let l_2528 = l_2524 & u32(2147483648);
let l_2529 = l_2528 != u32(0);
if l_2529 {
let l_2530 = l_2524 - u32(1);
l_mut_2334 = l_2530;
} else {
let l_2531 = l_2524 == u32(2139095040);
if l_2531 {
l_mut_2334 = l_2524;
}
}
}
let l_2532 = bitcast<f32>(l_mut_2334);
let l_2533 = bitcast<u32>(l_2532);
let l_2534 = f64(l_2532);
l_mut_1645 = l_2534;
let l_2535 = l_2533 & u32(2139095040);
let l_2536 = l_2535 == u32(0);
if l_2536 {
let l_2537 = l_2533 & u32(8388607);
let l_2538 = f64(l_2537);
let l_2539 = l_2538 * f64(1.401298464324817e-45);
l_mut_1645 = l_2539;
let l_2540 = l_2533 >> u32(31);
let l_2541 = l_2540 == u32(1);
if l_2541 {
let l_2542 = -l_mut_1645;
l_mut_1645 = l_2542;
}
}
let l_2543 = l_mut_1645 <= l_2490;
if l_2543 {
let l_2544 = bitcast<u32>(l_2496);
let l_2545 = l_2544 + u32(1);
l_mut_2334 = l_2545;
let l_2546 = l_2544 & u32(2147483647);
let l_2547 = l_2546 == u32(0);
if l_2547 {
l_mut_2334 = u32(1);
} else {
let l_2548 = l_2544 & u32(2147483648);
let l_2549 = l_2548 != u32(0);
if l_2549 {
let l_2550 = l_2544 - u32(1);
l_mut_2334 = l_2550;
} else {
let l_2551 = l_2544 == u32(2139095040);
if l_2551 {
l_mut_2334 = l_2544;
}
}
}
let l_2552 = bitcast<f32>(l_mut_2334);
let l_2553 = bitcast<u32>(l_2552);
let l_2554 = f64(l_2552);
l_mut_1645 = l_2554;
let l_2555 = l_2553 & u32(2139095040);
let l_2556 = l_2555 == u32(0);
if l_2556 {
let l_2557 = l_2553 & u32(8388607);
let l_2558 = f64(l_2557);
let l_2559 = l_2558 * f64(1.401298464324817e-45);
l_mut_1645 = l_2559;
let l_2560 = l_2553 >> u32(31);
let l_2561 = l_2560 == u32(1);
if l_2561 {
let l_2562 = -l_mut_1645;
l_mut_1645 = l_2562;
}
}
l_mut_1874 = l_mut_1645;
}
}
}
l_mut_2101 = l_mut_1874;
} else {
let l_2563 = l_2410 - l_2413;
let l_2564 = l_2563 * f64(7.1362384635298e44);
let l_2565 = floor(l_2564);
let l_2566 = l_2565 * f64(1.401298464324817e-45);
l_mut_1874 = l_2566;
let l_2567 = abs(l_2563);
let l_2568 = l_2567 >= f64(1.1754943508222875e-38);
if l_2568 {
let l_2569 = f32(l_2563);
let l_2570 = f64(l_2569);
l_mut_1874 = l_2570;
let l_2571 = l_mut_1874 > l_2563;
if l_2571 {
let l_2572 = bitcast<u32>(l_2569);
let l_2573 = l_2572 ^ u32(2147483648);
let l_2574 = bitcast<f32>(l_2573);
let l_2575 = bitcast<u32>(l_2574);
let l_2576 = l_2575 + u32(1);
l_mut_2334 = l_2576;
let l_2577 = l_2575 & u32(2147483647);
let l_2578 = l_2577 == u32(0);
if l_2578 {
l_mut_2334 = u32(1);
} else {
let l_2579 = l_2575 & u32(2147483648);
let l_2580 = l_2579 != u32(0);
if l_2580 {
let l_2581 = l_2575 - u32(1);
l_mut_2334 = l_2581;
} else {
let l_2582 = l_2575 == u32(2139095040);
if l_2582 {
l_mut_2334 = l_2575;
}
}
}
let l_2583 = bitcast<f32>(l_mut_2334);
let l_2584 = bitcast<u32>(l_2583);
let l_2585 = l_2584 ^ u32(2147483648);
let l_2586 = bitcast<f32>(l_2585);
let l_2587 = bitcast<u32>(l_2586);
let l_2588 = f64(l_2586);
l_mut_1645 = l_2588;
let l_2589 = l_2587 & u32(2139095040);
let l_2590 = l_2589 == u32(0);
if l_2590 {
let l_2591 = l_2587 & u32(8388607);
let l_2592 = f64(l_2591);
let l_2593 = l_2592 * f64(1.401298464324817e-45);
l_mut_1645 = l_2593;
let l_2594 = l_2587 >> u32(31);
let l_2595 = l_2594 == u32(1);
if l_2595 {
let l_2596 = -l_mut_1645;
l_mut_1645 = l_2596;
}
}
l_mut_1874 = l_mut_1645;
} else {
let l_2597 = bitcast<u32>(l_2569);
let l_2598 = l_2597 + u32(1);
l_mut_2334 = l_2598;
let l_2599 = l_2597 & u32(2147483647);
let l_2600 = l_2599 == u32(0);
if l_2600 {
l_mut_2334 = u32(1);
} else {
let l_2601 = l_2597 & u32(2147483648);
let l_2602 = l_2601 != u32(0);
if l_2602 {
let l_2603 = l_2597 - u32(1);
l_mut_2334 = l_2603;
} else {
let l_2604 = l_2597 == u32(2139095040);
if l_2604 {
l_mut_2334 = l_2597;
}
}
}
let l_2605 = bitcast<f32>(l_mut_2334);
let l_2606 = bitcast<u32>(l_2605);
let l_2607 = f64(l_2605);
l_mut_1645 = l_2607;
let l_2608 = l_2606 & u32(2139095040);
let l_2609 = l_2608 == u32(0);
if l_2609 {
let l_2610 = l_2606 & u32(8388607);
let l_2611 = f64(l_2610);
let l_2612 = l_2611 * f64(1.401298464324817e-45);
l_mut_1645 = l_2612;
let l_2613 = l_2606 >> u32(31);
let l_2614 = l_2613 == u32(1);
if l_2614 {
let l_2615 = -l_mut_1645;
l_mut_1645 = l_2615;
}
}
let l_2616 = l_mut_1645 <= l_2563;
if l_2616 {
let l_2617 = bitcast<u32>(l_2569);
let l_2618 = l_2617 + u32(1);
l_mut_2334 = l_2618;
let l_2619 = l_2617 & u32(2147483647);
let l_2620 = l_2619 == u32(0);
if l_2620 {
l_mut_2334 = u32(1);
} else {
let l_2621 = l_2617 & u32(2147483648);
let l_2622 = l_2621 != u32(0);
if l_2622 {
let l_2623 = l_2617 - u32(1);
l_mut_2334 = l_2623;
} else {
let l_2624 = l_2617 == u32(2139095040);
if l_2624 {
l_mut_2334 = l_2617;
}
}
}
let l_2625 = bitcast<f32>(l_mut_2334);
let l_2626 = bitcast<u32>(l_2625);
let l_2627 = f64(l_2625);
l_mut_1645 = l_2627;
let l_2628 = l_2626 & u32(2139095040);
let l_2629 = l_2628 == u32(0);
if l_2629 {
let l_2630 = l_2626 & u32(8388607);
let l_2631 = f64(l_2630);
let l_2632 = l_2631 * f64(1.401298464324817e-45);
l_mut_1645 = l_2632;
let l_2633 = l_2626 >> u32(31);
let l_2634 = l_2633 == u32(1);
if l_2634 {
let l_2635 = -l_mut_1645;
l_mut_1645 = l_2635;
}
}
l_mut_1874 = l_mut_1645;
}
}
}
l_mut_2101 = l_mut_1874;
}
let l_2636 = l_mut_57 + l_171;
let l_2637 = abs(l_2636);
let l_2638 = l_2637 * f64(2.220446049250313e-16);
let l_2639 = l_1307 + l_2638;
let l_2640 = l_2636 + l_2639;
let l_2641 = -l_2640;
let l_2642 = l_2641 * f64(7.1362384635298e44);
let l_2643 = floor(l_2642);
let l_2644 = l_2643 * f64(1.401298464324817e-45);
l_mut_1874 = l_2644;
let l_2645 = abs(l_2641);
let l_2646 = l_2645 >= f64(1.1754943508222875e-38);
if l_2646 {
let l_2647 = f32(l_2641);
let l_2648 = f64(l_2647);
l_mut_1874 = l_2648;
let l_2649 = l_mut_1874 > l_2641;
if l_2649 {
let l_2650 = bitcast<u32>(l_2647);
let l_2651 = l_2650 ^ u32(2147483648);
let l_2652 = bitcast<f32>(l_2651);
let l_2653 = bitcast<u32>(l_2652);
let l_2654 = l_2653 + u32(1);
l_mut_2334 = l_2654;
let l_2655 = l_2653 & u32(2147483647);
let l_2656 = l_2655 == u32(0);
if l_2656 {
l_mut_2334 = u32(1);
} else {
let l_2657 = l_2653 & u32(2147483648);
let l_2658 = l_2657 != u32(0);
if l_2658 {
let l_2659 = l_2653 - u32(1);
l_mut_2334 = l_2659;
} else {
let l_2660 = l_2653 == u32(2139095040);
if l_2660 {
l_mut_2334 = l_2653;
}
}
}
let l_2661 = bitcast<f32>(l_mut_2334);
let l_2662 = bitcast<u32>(l_2661);
let l_2663 = l_2662 ^ u32(2147483648);
let l_2664 = bitcast<f32>(l_2663);
let l_2665 = bitcast<u32>(l_2664);
let l_2666 = f64(l_2664);
l_mut_1645 = l_2666;
let l_2667 = l_2665 & u32(2139095040);
let l_2668 = l_2667 == u32(0);
if l_2668 {
let l_2669 = l_2665 & u32(8388607);
let l_2670 = f64(l_2669);
let l_2671 = l_2670 * f64(1.401298464324817e-45);
l_mut_1645 = l_2671;
let l_2672 = l_2665 >> u32(31);
let l_2673 = l_2672 == u32(1);
if l_2673 {
let l_2674 = -l_mut_1645;
l_mut_1645 = l_2674;
}
}
l_mut_1874 = l_mut_1645;
} else {
let l_2675 = bitcast<u32>(l_2647);
let l_2676 = l_2675 + u32(1);
l_mut_2334 = l_2676;
let l_2677 = l_2675 & u32(2147483647);
let l_2678 = l_2677 == u32(0);
if l_2678 {
l_mut_2334 = u32(1);
} else {
let l_2679 = l_2675 & u32(2147483648);
let l_2680 = l_2679 != u32(0);
if l_2680 {
let l_2681 = l_2675 - u32(1);
l_mut_2334 = l_2681;
} else {
let l_2682 = l_2675 == u32(2139095040);
if l_2682 {
l_mut_2334 = l_2675;
}
}
}
let l_2683 = bitcast<f32>(l_mut_2334);
let l_2684 = bitcast<u32>(l_2683);
let l_2685 = f64(l_2683);
l_mut_1645 = l_2685;
let l_2686 = l_2684 & u32(2139095040);
let l_2687 = l_2686 == u32(0);
if l_2687 {
let l_2688 = l_2684 & u32(8388607);
let l_2689 = f64(l_2688);
let l_2690 = l_2689 * f64(1.401298464324817e-45);
l_mut_1645 = l_2690;
let l_2691 = l_2684 >> u32(31);
let l_2692 = l_2691 == u32(1);
if l_2692 {
let l_2693 = -l_mut_1645;
l_mut_1645 = l_2693;
}
}
let l_2694 = l_mut_1645 <= l_2641;
if l_2694 {
let l_2695 = bitcast<u32>(l_2647);
let l_2696 = l_2695 + u32(1);
l_mut_2334 = l_2696;
let l_2697 = l_2695 & u32(2147483647);
let l_2698 = l_2697 == u32(0);
if l_2698 {
l_mut_2334 = u32(1);
} else {
let l_2699 = l_2695 & u32(2147483648);
let l_2700 = l_2699 != u32(0);
if l_2700 {
let l_2701 = l_2695 - u32(1);
l_mut_2334 = l_2701;
} else {
let l_2702 = l_2695 == u32(2139095040);
if l_2702 {
l_mut_2334 = l_2695;
}
}
}
let l_2703 = bitcast<f32>(l_mut_2334);
let l_2704 = bitcast<u32>(l_2703);
let l_2705 = f64(l_2703);
l_mut_1645 = l_2705;
let l_2706 = l_2704 & u32(2139095040);
let l_2707 = l_2706 == u32(0);
if l_2707 {
let l_2708 = l_2704 & u32(8388607);
let l_2709 = f64(l_2708);
let l_2710 = l_2709 * f64(1.401298464324817e-45);
l_mut_1645 = l_2710;
let l_2711 = l_2704 >> u32(31);
let l_2712 = l_2711 == u32(1);
if l_2712 {
let l_2713 = -l_mut_1645;
l_mut_1645 = l_2713;
}
}
l_mut_1874 = l_mut_1645;
}
}
}
let l_2714 = -l_mut_1874;
l_mut_1874 = l_2714;
let l_2715 = bool(false) && bool(false);
if l_2715 {
let l_2716 = l_2636 + l_2639;
let l_2717 = l_2716 * f64(7.1362384635298e44);
let l_2718 = floor(l_2717);
let l_2719 = l_2718 * f64(1.401298464324817e-45);
l_mut_1645 = l_2719;
let l_2720 = abs(l_2716);
let l_2721 = l_2720 >= f64(1.1754943508222875e-38);
if l_2721 {
let l_2722 = f32(l_2716);
let l_2723 = f64(l_2722);
l_mut_1645 = l_2723;
let l_2724 = l_mut_1645 > l_2716;
if l_2724 {
let l_2725 = bitcast<u32>(l_2722);
let l_2726 = l_2725 ^ u32(2147483648);
let l_2727 = bitcast<f32>(l_2726);
let l_2728 = bitcast<u32>(l_2727);
let l_2729 = l_2728 + u32(1);
l_mut_2334 = l_2729;
let l_2730 = l_2728 & u32(2147483647);
let l_2731 = l_2730 == u32(0);
if l_2731 {
l_mut_2334 = u32(1);
} else {
let l_2732 = l_2728 & u32(2147483648);
let l_2733 = l_2732 != u32(0);
if l_2733 {
let l_2734 = l_2728 - u32(1);
l_mut_2334 = l_2734;
} else {
let l_2735 = l_2728 == u32(2139095040);
if l_2735 {
l_mut_2334 = l_2728;
}
}
}
let l_2736 = bitcast<f32>(l_mut_2334);
let l_2737 = bitcast<u32>(l_2736);
let l_2738 = l_2737 ^ u32(2147483648);
let l_2739 = bitcast<f32>(l_2738);
let l_2740 = bitcast<u32>(l_2739);
let l_2741 = f64(l_2739);
l_mut_1418 = l_2741;
let l_2742 = l_2740 & u32(2139095040);
let l_2743 = l_2742 == u32(0);
if l_2743 {
let l_2744 = l_2740 & u32(8388607);
let l_2745 = f64(l_2744);
let l_2746 = l_2745 * f64(1.401298464324817e-45);
l_mut_1418 = l_2746;
let l_2747 = l_2740 >> u32(31);
let l_2748 = l_2747 == u32(1);
if l_2748 {
let l_2749 = -l_mut_1418;
l_mut_1418 = l_2749;
}
}
l_mut_1645 = l_mut_1418;
} else {
let l_2750 = bitcast<u32>(l_2722);
let l_2751 = l_2750 + u32(1);
l_mut_2334 = l_2751;
let l_2752 = l_2750 & u32(2147483647);
let l_2753 = l_2752 == u32(0);
if l_2753 {
l_mut_2334 = u32(1);
} else {
let l_2754 = l_2750 & u32(2147483648);
let l_2755 = l_2754 != u32(0);
if l_2755 {
let l_2756 = l_2750 - u32(1);
l_mut_2334 = l_2756;
} else {
let l_2757 = l_2750 == u32(2139095040);
if l_2757 {
l_mut_2334 = l_2750;
}
}
}
let l_2758 = bitcast<f32>(l_mut_2334);
let l_2759 = bitcast<u32>(l_2758);
let l_2760 = f64(l_2758);
l_mut_1418 = l_2760;
let l_2761 = l_2759 & u32(2139095040);
let l_2762 = l_2761 == u32(0);
if l_2762 {
let l_2763 = l_2759 & u32(8388607);
let l_2764 = f64(l_2763);
let l_2765 = l_2764 * f64(1.401298464324817e-45);
l_mut_1418 = l_2765;
let l_2766 = l_2759 >> u32(31);
let l_2767 = l_2766 == u32(1);
if l_2767 {
let l_2768 = -l_mut_1418;
l_mut_1418 = l_2768;
}
}
let l_2769 = l_mut_1418 <= l_2716;
if l_2769 {
let l_2770 = bitcast<u32>(l_2722);
let l_2771 = l_2770 + u32(1);
l_mut_2334 = l_2771;
let l_2772 = l_2770 & u32(2147483647);
let l_2773 = l_2772 == u32(0);
if l_2773 {
l_mut_2334 = u32(1);
} else {
let l_2774 = l_2770 & u32(2147483648);
let l_2775 = l_2774 != u32(0);
if l_2775 {
let l_2776 = l_2770 - u32(1);
l_mut_2334 = l_2776;
} else {
let l_2777 = l_2770 == u32(2139095040);
if l_2777 {
l_mut_2334 = l_2770;
}
}
}
let l_2778 = bitcast<f32>(l_mut_2334);
let l_2779 = bitcast<u32>(l_2778);
let l_2780 = f64(l_2778);
l_mut_1418 = l_2780;
let l_2781 = l_2779 & u32(2139095040);
let l_2782 = l_2781 == u32(0);
if l_2782 {
let l_2783 = l_2779 & u32(8388607);
let l_2784 = f64(l_2783);
let l_2785 = l_2784 * f64(1.401298464324817e-45);
l_mut_1418 = l_2785;
let l_2786 = l_2779 >> u32(31);
let l_2787 = l_2786 == u32(1);
if l_2787 {
let l_2788 = -l_mut_1418;
l_mut_1418 = l_2788;
}
}
l_mut_1645 = l_mut_1418;
}
}
}
l_mut_1874 = l_mut_1645;
} else {
}
let l_2789 = l_mut_48 - l_171;
let l_2790 = abs(l_2789);
let l_2791 = l_2790 * f64(2.220446049250313e-16);
let l_2792 = l_1309 + l_2791;
let l_2793 = l_2789 + l_2792;
let l_2794 = -l_2793;
let l_2795 = l_2794 * f64(7.1362384635298e44);
let l_2796 = floor(l_2795);
let l_2797 = l_2796 * f64(1.401298464324817e-45);
l_mut_1645 = l_2797;
let l_2798 = abs(l_2794);
let l_2799 = l_2798 >= f64(1.1754943508222875e-38);
if l_2799 {
let l_2800 = f32(l_2794);
let l_2801 = f64(l_2800);
l_mut_1645 = l_2801;
let l_2802 = l_mut_1645 > l_2794;
if l_2802 {
let l_2803 = bitcast<u32>(l_2800);
let l_2804 = l_2803 ^ u32(2147483648);
let l_2805 = bitcast<f32>(l_2804);
let l_2806 = bitcast<u32>(l_2805);
let l_2807 = l_2806 + u32(1);
l_mut_2334 = l_2807;
let l_2808 = l_2806 & u32(2147483647);
let l_2809 = l_2808 == u32(0);
if l_2809 {
l_mut_2334 = u32(1);
} else {
let l_2810 = l_2806 & u32(2147483648);
let l_2811 = l_2810 != u32(0);
if l_2811 {
let l_2812 = l_2806 - u32(1);
l_mut_2334 = l_2812;
} else {
let l_2813 = l_2806 == u32(2139095040);
if l_2813 {
l_mut_2334 = l_2806;
}
}
}
let l_2814 = bitcast<f32>(l_mut_2334);
let l_2815 = bitcast<u32>(l_2814);
let l_2816 = l_2815 ^ u32(2147483648);
let l_2817 = bitcast<f32>(l_2816);
let l_2818 = bitcast<u32>(l_2817);
let l_2819 = f64(l_2817);
l_mut_1418 = l_2819;
let l_2820 = l_2818 & u32(2139095040);
let l_2821 = l_2820 == u32(0);
if l_2821 {
let l_2822 = l_2818 & u32(8388607);
let l_2823 = f64(l_2822);
let l_2824 = l_2823 * f64(1.401298464324817e-45);
l_mut_1418 = l_2824;
let l_2825 = l_2818 >> u32(31);
let l_2826 = l_2825 == u32(1);
if l_2826 {
let l_2827 = -l_mut_1418;
l_mut_1418 = l_2827;
}
}
l_mut_1645 = l_mut_1418;
} else {
let l_2828 = bitcast<u32>(l_2800);
let l_2829 = l_2828 + u32(1);
l_mut_2334 = l_2829;
let l_2830 = l_2828 & u32(2147483647);
let l_2831 = l_2830 == u32(0);
if l_2831 {
l_mut_2334 = u32(1);
} else {
let l_2832 = l_2828 & u32(2147483648);
let l_2833 = l_2832 != u32(0);
if l_2833 {
let l_2834 = l_2828 - u32(1);
l_mut_2334 = l_2834;
} else {
let l_2835 = l_2828 == u32(2139095040);
if l_2835 {
l_mut_2334 = l_2828;
}
}
}
let l_2836 = bitcast<f32>(l_mut_2334);
let l_2837 = bitcast<u32>(l_2836);
let l_2838 = f64(l_2836);
l_mut_1418 = l_2838;
let l_2839 = l_2837 & u32(2139095040);
let l_2840 = l_2839 == u32(0);
if l_2840 {
let l_2841 = l_2837 & u32(8388607);
let l_2842 = f64(l_2841);
let l_2843 = l_2842 * f64(1.401298464324817e-45);
l_mut_1418 = l_2843;
let l_2844 = l_2837 >> u32(31);
let l_2845 = l_2844 == u32(1);
if l_2845 {
let l_2846 = -l_mut_1418;
l_mut_1418 = l_2846;
}
}
let l_2847 = l_mut_1418 <= l_2794;
if l_2847 {
let l_2848 = bitcast<u32>(l_2800);
let l_2849 = l_2848 + u32(1);
l_mut_2334 = l_2849;
let l_2850 = l_2848 & u32(2147483647);
let l_2851 = l_2850 == u32(0);
if l_2851 {
l_mut_2334 = u32(1);
} else {
let l_2852 = l_2848 & u32(2147483648);
let l_2853 = l_2852 != u32(0);
if l_2853 {
let l_2854 = l_2848 - u32(1);
l_mut_2334 = l_2854;
} else {
let l_2855 = l_2848 == u32(2139095040);
if l_2855 {
l_mut_2334 = l_2848;
}
}
}
let l_2856 = bitcast<f32>(l_mut_2334);
let l_2857 = bitcast<u32>(l_2856);
let l_2858 = f64(l_2856);
l_mut_1418 = l_2858;
let l_2859 = l_2857 & u32(2139095040);
let l_2860 = l_2859 == u32(0);
if l_2860 {
let l_2861 = l_2857 & u32(8388607);
let l_2862 = f64(l_2861);
let l_2863 = l_2862 * f64(1.401298464324817e-45);
l_mut_1418 = l_2863;
let l_2864 = l_2857 >> u32(31);
let l_2865 = l_2864 == u32(1);
if l_2865 {
let l_2866 = -l_mut_1418;
l_mut_1418 = l_2866;
}
}
l_mut_1645 = l_mut_1418;
}
}
}
let l_2867 = -l_mut_1645;
l_mut_1645 = l_2867;
let l_2868 = bool(true) && bool(false);
if l_2868 {
let l_2869 = l_2789 + l_2792;
let l_2870 = l_2869 * f64(7.1362384635298e44);
let l_2871 = floor(l_2870);
let l_2872 = l_2871 * f64(1.401298464324817e-45);
l_mut_1418 = l_2872;
let l_2873 = abs(l_2869);
let l_2874 = l_2873 >= f64(1.1754943508222875e-38);
if l_2874 {
let l_2875 = f32(l_2869);
let l_2876 = f64(l_2875);
l_mut_1418 = l_2876;
let l_2877 = l_mut_1418 > l_2869;
if l_2877 {
let l_2878 = bitcast<u32>(l_2875);
let l_2879 = l_2878 ^ u32(2147483648);
let l_2880 = bitcast<f32>(l_2879);
let l_2881 = bitcast<u32>(l_2880);
let l_2882 = l_2881 + u32(1);
l_mut_2334 = l_2882;
let l_2883 = l_2881 & u32(2147483647);
let l_2884 = l_2883 == u32(0);
if l_2884 {
l_mut_2334 = u32(1);
} else {
let l_2885 = l_2881 & u32(2147483648);
let l_2886 = l_2885 != u32(0);
if l_2886 {
let l_2887 = l_2881 - u32(1);
l_mut_2334 = l_2887;
} else {
let l_2888 = l_2881 == u32(2139095040);
if l_2888 {
l_mut_2334 = l_2881;
}
}
}
let l_2889 = bitcast<f32>(l_mut_2334);
let l_2890 = bitcast<u32>(l_2889);
let l_2891 = l_2890 ^ u32(2147483648);
let l_2892 = bitcast<f32>(l_2891);
let l_2893 = bitcast<u32>(l_2892);
let l_2894 = f64(l_2892);
l_mut_1342 = l_2894;
let l_2895 = l_2893 & u32(2139095040);
let l_2896 = l_2895 == u32(0);
if l_2896 {
let l_2897 = l_2893 & u32(8388607);
let l_2898 = f64(l_2897);
let l_2899 = l_2898 * f64(1.401298464324817e-45);
l_mut_1342 = l_2899;
let l_2900 = l_2893 >> u32(31);
let l_2901 = l_2900 == u32(1);
if l_2901 {
let l_2902 = -l_mut_1342;
l_mut_1342 = l_2902;
}
}
l_mut_1418 = l_mut_1342;
} else {
let l_2903 = bitcast<u32>(l_2875);
let l_2904 = l_2903 + u32(1);
l_mut_2334 = l_2904;
let l_2905 = l_2903 & u32(2147483647);
let l_2906 = l_2905 == u32(0);
if l_2906 {
l_mut_2334 = u32(1);
} else {
let l_2907 = l_2903 & u32(2147483648);
let l_2908 = l_2907 != u32(0);
if l_2908 {
let l_2909 = l_2903 - u32(1);
l_mut_2334 = l_2909;
} else {
let l_2910 = l_2903 == u32(2139095040);
if l_2910 {
l_mut_2334 = l_2903;
}
}
}
let l_2911 = bitcast<f32>(l_mut_2334);
let l_2912 = bitcast<u32>(l_2911);
let l_2913 = f64(l_2911);
l_mut_1342 = l_2913;
let l_2914 = l_2912 & u32(2139095040);
let l_2915 = l_2914 == u32(0);
if l_2915 {
let l_2916 = l_2912 & u32(8388607);
let l_2917 = f64(l_2916);
let l_2918 = l_2917 * f64(1.401298464324817e-45);
l_mut_1342 = l_2918;
let l_2919 = l_2912 >> u32(31);
let l_2920 = l_2919 == u32(1);
if l_2920 {
let l_2921 = -l_mut_1342;
l_mut_1342 = l_2921;
}
}
let l_2922 = l_mut_1342 <= l_2869;
if l_2922 {
let l_2923 = bitcast<u32>(l_2875);
let l_2924 = l_2923 + u32(1);
l_mut_2334 = l_2924;
let l_2925 = l_2923 & u32(2147483647);
let l_2926 = l_2925 == u32(0);
if l_2926 {
l_mut_2334 = u32(1);
} else {
let l_2927 = l_2923 & u32(2147483648);
let l_2928 = l_2927 != u32(0);
if l_2928 {
let l_2929 = l_2923 - u32(1);
l_mut_2334 = l_2929;
} else {
let l_2930 = l_2923 == u32(2139095040);
if l_2930 {
l_mut_2334 = l_2923;
}
}
}
let l_2931 = bitcast<f32>(l_mut_2334);
let l_2932 = bitcast<u32>(l_2931);
let l_2933 = f64(l_2931);
l_mut_1342 = l_2933;
let l_2934 = l_2932 & u32(2139095040);
let l_2935 = l_2934 == u32(0);
if l_2935 {
let l_2936 = l_2932 & u32(8388607);
let l_2937 = f64(l_2936);
let l_2938 = l_2937 * f64(1.401298464324817e-45);
l_mut_1342 = l_2938;
let l_2939 = l_2932 >> u32(31);
let l_2940 = l_2939 == u32(1);
if l_2940 {
let l_2941 = -l_mut_1342;
l_mut_1342 = l_2941;
}
}
l_mut_1418 = l_mut_1342;
}
}
}
l_mut_1645 = l_mut_1418;
} else {
let l_2942 = l_2789 - l_2792;
let l_2943 = l_2942 * f64(7.1362384635298e44);
let l_2944 = floor(l_2943);
let l_2945 = l_2944 * f64(1.401298464324817e-45);
l_mut_1418 = l_2945;
let l_2946 = abs(l_2942);
let l_2947 = l_2946 >= f64(1.1754943508222875e-38);
if l_2947 {
let l_2948 = f32(l_2942);
let l_2949 = f64(l_2948);
l_mut_1418 = l_2949;
let l_2950 = l_mut_1418 > l_2942;
if l_2950 {
let l_2951 = bitcast<u32>(l_2948);
let l_2952 = l_2951 ^ u32(2147483648);
let l_2953 = bitcast<f32>(l_2952);
let l_2954 = bitcast<u32>(l_2953);
let l_2955 = l_2954 + u32(1);
l_mut_2334 = l_2955;
let l_2956 = l_2954 & u32(2147483647);
let l_2957 = l_2956 == u32(0);
if l_2957 {
l_mut_2334 = u32(1);
} else {
let l_2958 = l_2954 & u32(2147483648);
let l_2959 = l_2958 != u32(0);
if l_2959 {
let l_2960 = l_2954 - u32(1);
l_mut_2334 = l_2960;
} else {
let l_2961 = l_2954 == u32(2139095040);
if l_2961 {
l_mut_2334 = l_2954;
}
}
}
let l_2962 = bitcast<f32>(l_mut_2334);
let l_2963 = bitcast<u32>(l_2962);
let l_2964 = l_2963 ^ u32(2147483648);
let l_2965 = bitcast<f32>(l_2964);
let l_2966 = bitcast<u32>(l_2965);
let l_2967 = f64(l_2965);
l_mut_1342 = l_2967;
let l_2968 = l_2966 & u32(2139095040);
let l_2969 = l_2968 == u32(0);
if l_2969 {
let l_2970 = l_2966 & u32(8388607);
let l_2971 = f64(l_2970);
let l_2972 = l_2971 * f64(1.401298464324817e-45);
l_mut_1342 = l_2972;
let l_2973 = l_2966 >> u32(31);
let l_2974 = l_2973 == u32(1);
if l_2974 {
let l_2975 = -l_mut_1342;
l_mut_1342 = l_2975;
}
}
l_mut_1418 = l_mut_1342;
} else {
let l_2976 = bitcast<u32>(l_2948);
let l_2977 = l_2976 + u32(1);
l_mut_2334 = l_2977;
let l_2978 = l_2976 & u32(2147483647);
let l_2979 = l_2978 == u32(0);
if l_2979 {
l_mut_2334 = u32(1);
} else {
let l_2980 = l_2976 & u32(2147483648);
let l_2981 = l_2980 != u32(0);
if l_2981 {
let l_2982 = l_2976 - u32(1);
l_mut_2334 = l_2982;
} else {
let l_2983 = l_2976 == u32(2139095040);
if l_2983 {
l_mut_2334 = l_2976;
}
}
}
let l_2984 = bitcast<f32>(l_mut_2334);
let l_2985 = bitcast<u32>(l_2984);
let l_2986 = f64(l_2984);
l_mut_1342 = l_2986;
let l_2987 = l_2985 & u32(2139095040);
let l_2988 = l_2987 == u32(0);
if l_2988 {
let l_2989 = l_2985 & u32(8388607);
let l_2990 = f64(l_2989);
let l_2991 = l_2990 * f64(1.401298464324817e-45);
l_mut_1342 = l_2991;
let l_2992 = l_2985 >> u32(31);
let l_2993 = l_2992 == u32(1);
if l_2993 {
let l_2994 = -l_mut_1342;
l_mut_1342 = l_2994;
}
}
let l_2995 = l_mut_1342 <= l_2942;
if l_2995 {
let l_2996 = bitcast<u32>(l_2948);
let l_2997 = l_2996 + u32(1);
l_mut_2334 = l_2997;
let l_2998 = l_2996 & u32(2147483647);
let l_2999 = l_2998 == u32(0);
if l_2999 {
l_mut_2334 = u32(1);
} else {
let l_3000 = l_2996 & u32(2147483648);
let l_3001 = l_3000 != u32(0);
if l_3001 {
let l_3002 = l_2996 - u32(1);
l_mut_2334 = l_3002;
} else {
let l_3003 = l_2996 == u32(2139095040);
if l_3003 {
l_mut_2334 = l_2996;
}
}
}
let l_3004 = bitcast<f32>(l_mut_2334);
let l_3005 = bitcast<u32>(l_3004);
let l_3006 = f64(l_3004);
l_mut_1342 = l_3006;
let l_3007 = l_3005 & u32(2139095040);
let l_3008 = l_3007 == u32(0);
if l_3008 {
let l_3009 = l_3005 & u32(8388607);
let l_3010 = f64(l_3009);
let l_3011 = l_3010 * f64(1.401298464324817e-45);
l_mut_1342 = l_3011;
let l_3012 = l_3005 >> u32(31);
let l_3013 = l_3012 == u32(1);
if l_3013 {
let l_3014 = -l_mut_1342;
l_mut_1342 = l_3014;
}
}
l_mut_1418 = l_mut_1342;
}
}
}
l_mut_1645 = l_mut_1418;
}
let l_3015 = l_mut_48 + l_171;
let l_3016 = abs(l_3015);
let l_3017 = l_3016 * f64(2.220446049250313e-16);
let l_3018 = l_1309 + l_3017;
let l_3019 = l_3015 + l_3018;
let l_3020 = -l_3019;
let l_3021 = l_3020 * f64(7.1362384635298e44);
let l_3022 = floor(l_3021);
let l_3023 = l_3022 * f64(1.401298464324817e-45);
l_mut_1418 = l_3023;
let l_3024 = abs(l_3020);
let l_3025 = l_3024 >= f64(1.1754943508222875e-38);
if l_3025 {
let l_3026 = f32(l_3020);
let l_3027 = f64(l_3026);
l_mut_1418 = l_3027;
let l_3028 = l_mut_1418 > l_3020;
if l_3028 {
let l_3029 = bitcast<u32>(l_3026);
let l_3030 = l_3029 ^ u32(2147483648);
let l_3031 = bitcast<f32>(l_3030);
let l_3032 = bitcast<u32>(l_3031);
let l_3033 = l_3032 + u32(1);
l_mut_2334 = l_3033;
let l_3034 = l_3032 & u32(2147483647);
let l_3035 = l_3034 == u32(0);
if l_3035 {
l_mut_2334 = u32(1);
} else {
let l_3036 = l_3032 & u32(2147483648);
let l_3037 = l_3036 != u32(0);
if l_3037 {
let l_3038 = l_3032 - u32(1);
l_mut_2334 = l_3038;
} else {
let l_3039 = l_3032 == u32(2139095040);
if l_3039 {
l_mut_2334 = l_3032;
}
}
}
let l_3040 = bitcast<f32>(l_mut_2334);
let l_3041 = bitcast<u32>(l_3040);
let l_3042 = l_3041 ^ u32(2147483648);
let l_3043 = bitcast<f32>(l_3042);
let l_3044 = bitcast<u32>(l_3043);
let l_3045 = f64(l_3043);
l_mut_1342 = l_3045;
let l_3046 = l_3044 & u32(2139095040);
let l_3047 = l_3046 == u32(0);
if l_3047 {
let l_3048 = l_3044 & u32(8388607);
let l_3049 = f64(l_3048);
let l_3050 = l_3049 * f64(1.401298464324817e-45);
l_mut_1342 = l_3050;
let l_3051 = l_3044 >> u32(31);
let l_3052 = l_3051 == u32(1);
if l_3052 {
let l_3053 = -l_mut_1342;
l_mut_1342 = l_3053;
}
}
l_mut_1418 = l_mut_1342;
} else {
let l_3054 = bitcast<u32>(l_3026);
let l_3055 = l_3054 + u32(1);
l_mut_2334 = l_3055;
let l_3056 = l_3054 & u32(2147483647);
let l_3057 = l_3056 == u32(0);
if l_3057 {
l_mut_2334 = u32(1);
} else {
let l_3058 = l_3054 & u32(2147483648);
let l_3059 = l_3058 != u32(0);
if l_3059 {
let l_3060 = l_3054 - u32(1);
l_mut_2334 = l_3060;
} else {
let l_3061 = l_3054 == u32(2139095040);
if l_3061 {
l_mut_2334 = l_3054;
}
}
}
let l_3062 = bitcast<f32>(l_mut_2334);
let l_3063 = bitcast<u32>(l_3062);
let l_3064 = f64(l_3062);
l_mut_1342 = l_3064;
let l_3065 = l_3063 & u32(2139095040);
let l_3066 = l_3065 == u32(0);
if l_3066 {
let l_3067 = l_3063 & u32(8388607);
let l_3068 = f64(l_3067);
let l_3069 = l_3068 * f64(1.401298464324817e-45);
l_mut_1342 = l_3069;
let l_3070 = l_3063 >> u32(31);
let l_3071 = l_3070 == u32(1);
if l_3071 {
let l_3072 = -l_mut_1342;
l_mut_1342 = l_3072;
}
}
let l_3073 = l_mut_1342 <= l_3020;
if l_3073 {
let l_3074 = bitcast<u32>(l_3026);
let l_3075 = l_3074 + u32(1);
l_mut_2334 = l_3075;
let l_3076 = l_3074 & u32(2147483647);
let l_3077 = l_3076 == u32(0);
if l_3077 {
l_mut_2334 = u32(1);
} else {
let l_3078 = l_3074 & u32(2147483648);
let l_3079 = l_3078 != u32(0);
if l_3079 {
let l_3080 = l_3074 - u32(1);
l_mut_2334 = l_3080;
} else {
let l_3081 = l_3074 == u32(2139095040);
if l_3081 {
l_mut_2334 = l_3074;
}
}
}
let l_3082 = bitcast<f32>(l_mut_2334);
let l_3083 = bitcast<u32>(l_3082);
let l_3084 = f64(l_3082);
l_mut_1342 = l_3084;
let l_3085 = l_3083 & u32(2139095040);
let l_3086 = l_3085 == u32(0);
if l_3086 {
let l_3087 = l_3083 & u32(8388607);
let l_3088 = f64(l_3087);
let l_3089 = l_3088 * f64(1.401298464324817e-45);
l_mut_1342 = l_3089;
let l_3090 = l_3083 >> u32(31);
let l_3091 = l_3090 == u32(1);
if l_3091 {
let l_3092 = -l_mut_1342;
l_mut_1342 = l_3092;
}
}
l_mut_1418 = l_mut_1342;
}
}
}
let l_3093 = -l_mut_1418;
l_mut_1418 = l_3093;
let l_3094 = bool(false) && bool(false);
if l_3094 {
let l_3095 = l_3015 + l_3018;
let l_3096 = l_3095 * f64(7.1362384635298e44);
let l_3097 = floor(l_3096);
let l_3098 = l_3097 * f64(1.401298464324817e-45);
l_mut_1342 = l_3098;
let l_3099 = abs(l_3095);
let l_3100 = l_3099 >= f64(1.1754943508222875e-38);
if l_3100 {
let l_3101 = f32(l_3095);
let l_3102 = f64(l_3101);
l_mut_1342 = l_3102;
let l_3103 = l_mut_1342 > l_3095;
if l_3103 {
let l_3104 = bitcast<u32>(l_3101);
let l_3105 = l_3104 ^ u32(2147483648);
let l_3106 = bitcast<f32>(l_3105);
let l_3107 = bitcast<u32>(l_3106);
let l_3108 = l_3107 + u32(1);
l_mut_2334 = l_3108;
let l_3109 = l_3107 & u32(2147483647);
let l_3110 = l_3109 == u32(0);
if l_3110 {
l_mut_2334 = u32(1);
} else {
let l_3111 = l_3107 & u32(2147483648);
let l_3112 = l_3111 != u32(0);
if l_3112 {
let l_3113 = l_3107 - u32(1);
l_mut_2334 = l_3113;
} else {
let l_3114 = l_3107 == u32(2139095040);
if l_3114 {
l_mut_2334 = l_3107;
}
}
}
let l_3115 = bitcast<f32>(l_mut_2334);
let l_3116 = bitcast<u32>(l_3115);
let l_3117 = l_3116 ^ u32(2147483648);
let l_3118 = bitcast<f32>(l_3117);
let l_3119 = bitcast<u32>(l_3118);
let l_3120 = f64(l_3118);
l_mut_1319 = l_3120;
let l_3121 = l_3119 & u32(2139095040);
let l_3122 = l_3121 == u32(0);
if l_3122 {
let l_3123 = l_3119 & u32(8388607);
let l_3124 = f64(l_3123);
let l_3125 = l_3124 * f64(1.401298464324817e-45);
l_mut_1319 = l_3125;
let l_3126 = l_3119 >> u32(31);
let l_3127 = l_3126 == u32(1);
if l_3127 {
let l_3128 = -l_mut_1319;
l_mut_1319 = l_3128;
}
}
l_mut_1342 = l_mut_1319;
} else {
let l_3129 = bitcast<u32>(l_3101);
let l_3130 = l_3129 + u32(1);
l_mut_2334 = l_3130;
let l_3131 = l_3129 & u32(2147483647);
let l_3132 = l_3131 == u32(0);
if l_3132 {
l_mut_2334 = u32(1);
} else {
let l_3133 = l_3129 & u32(2147483648);
let l_3134 = l_3133 != u32(0);
if l_3134 {
let l_3135 = l_3129 - u32(1);
l_mut_2334 = l_3135;
} else {
let l_3136 = l_3129 == u32(2139095040);
if l_3136 {
l_mut_2334 = l_3129;
}
}
}
let l_3137 = bitcast<f32>(l_mut_2334);
let l_3138 = bitcast<u32>(l_3137);
let l_3139 = f64(l_3137);
l_mut_1319 = l_3139;
let l_3140 = l_3138 & u32(2139095040);
let l_3141 = l_3140 == u32(0);
if l_3141 {
let l_3142 = l_3138 & u32(8388607);
let l_3143 = f64(l_3142);
let l_3144 = l_3143 * f64(1.401298464324817e-45);
l_mut_1319 = l_3144;
let l_3145 = l_3138 >> u32(31);
let l_3146 = l_3145 == u32(1);
if l_3146 {
let l_3147 = -l_mut_1319;
l_mut_1319 = l_3147;
}
}
let l_3148 = l_mut_1319 <= l_3095;
if l_3148 {
let l_3149 = bitcast<u32>(l_3101);
let l_3150 = l_3149 + u32(1);
l_mut_2334 = l_3150;
let l_3151 = l_3149 & u32(2147483647);
let l_3152 = l_3151 == u32(0);
if l_3152 {
l_mut_2334 = u32(1);
} else {
let l_3153 = l_3149 & u32(2147483648);
let l_3154 = l_3153 != u32(0);
if l_3154 {
let l_3155 = l_3149 - u32(1);
l_mut_2334 = l_3155;
} else {
let l_3156 = l_3149 == u32(2139095040);
if l_3156 {
l_mut_2334 = l_3149;
}
}
}
let l_3157 = bitcast<f32>(l_mut_2334);
let l_3158 = bitcast<u32>(l_3157);
let l_3159 = f64(l_3157);
l_mut_1319 = l_3159;
let l_3160 = l_3158 & u32(2139095040);
let l_3161 = l_3160 == u32(0);
if l_3161 {
let l_3162 = l_3158 & u32(8388607);
let l_3163 = f64(l_3162);
let l_3164 = l_3163 * f64(1.401298464324817e-45);
l_mut_1319 = l_3164;
let l_3165 = l_3158 >> u32(31);
let l_3166 = l_3165 == u32(1);
if l_3166 {
let l_3167 = -l_mut_1319;
l_mut_1319 = l_3167;
}
}
l_mut_1342 = l_mut_1319;
}
}
}
l_mut_1418 = l_mut_1342;
} else {
}
l_mut_2334 = u32(0);
let l_3168 = l_mut_1645 <= f64(0.0);
let l_3169 = l_mut_1418 >= f64(0.0);
let l_3170 = l_3168 && l_3169;
let l_3171 = !l_3170;
if l_3171 {
let l_3173 = l_mut_2101 / l_mut_1645;
let l_3174 = l_mut_2101 / l_mut_1418;
let l_3175 = l_mut_1874 / l_mut_1645;
let l_3176 = l_mut_1874 / l_mut_1418;
a_3172[u32(0)] = l_3173;
a_3172[u32(1)] = l_3173;
let l_3177 = a_3172[u32(0)];
let l_3178 = l_3174 < l_3177;
if l_3178 {
a_3172[u32(0)] = l_3174;
}
let l_3179 = a_3172[u32(0)];
let l_3180 = l_3175 < l_3179;
if l_3180 {
a_3172[u32(0)] = l_3175;
}
let l_3181 = a_3172[u32(0)];
let l_3182 = l_3176 < l_3181;
if l_3182 {
a_3172[u32(0)] = l_3176;
}
let l_3183 = a_3172[u32(1)];
let l_3184 = l_3174 > l_3183;
if l_3184 {
a_3172[u32(1)] = l_3174;
}
let l_3185 = a_3172[u32(1)];
let l_3186 = l_3175 > l_3185;
if l_3186 {
a_3172[u32(1)] = l_3175;
}
let l_3187 = a_3172[u32(1)];
let l_3188 = l_3176 > l_3187;
if l_3188 {
a_3172[u32(1)] = l_3176;
}
let l_3189 = a_3172[u32(0)];
let l_3190 = abs(l_3189);
let l_3191 = l_3190 * l_mut_26;
let l_3192 = a_3172[u32(1)];
let l_3193 = abs(l_3192);
let l_3194 = l_3193 * l_mut_26;
l_mut_2334 = u32(2);
let l_3195 = a_3172[u32(0)];
let l_3196 = l_3195 - l_3191;
let l_3197 = abs(l_3196);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3198 = l_3197 >= f64(1.1754943508222875e-38);
let l_3199 = l_3197 <= f64(1.7976931348623157e308);
let l_3200 = l_3198 && l_3199;
if l_3200 {
let l_3201 = bitcast<u64>(l_3197);
let l_3202 = l_3201 >> u32(bitcast<u64>(u64(52)));
let l_3203 = l_3202 - u64(23);
let l_3204 = l_3203 << u32(bitcast<u64>(u64(52)));
let l_3205 = bitcast<f64>(l_3204);
l_mut_2101 = l_3205;
}
let l_3206 = l_3195 + l_3191;
let l_3207 = abs(l_3206);
l_mut_1874 = f64(1.401298464324817e-45);
let l_3208 = l_3207 >= f64(1.1754943508222875e-38);
let l_3209 = l_3207 <= f64(1.7976931348623157e308);
let l_3210 = l_3208 && l_3209;
if l_3210 {
let l_3211 = bitcast<u64>(l_3207);
let l_3212 = l_3211 >> u32(bitcast<u64>(u64(52)));
let l_3213 = l_3212 - u64(23);
let l_3214 = l_3213 << u32(bitcast<u64>(u64(52)));
let l_3215 = bitcast<f64>(l_3214);
l_mut_1874 = l_3215;
}
let l_3216 = l_mut_2101 == l_mut_1874;
let l_3217 = a_3172[u32(1)];
let l_3218 = l_3217 - l_3194;
let l_3219 = abs(l_3218);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3220 = l_3219 >= f64(1.1754943508222875e-38);
let l_3221 = l_3219 <= f64(1.7976931348623157e308);
let l_3222 = l_3220 && l_3221;
if l_3222 {
let l_3223 = bitcast<u64>(l_3219);
let l_3224 = l_3223 >> u32(bitcast<u64>(u64(52)));
let l_3225 = l_3224 - u64(23);
let l_3226 = l_3225 << u32(bitcast<u64>(u64(52)));
let l_3227 = bitcast<f64>(l_3226);
l_mut_2101 = l_3227;
}
let l_3228 = l_3217 + l_3194;
let l_3229 = abs(l_3228);
l_mut_1874 = f64(1.401298464324817e-45);
let l_3230 = l_3229 >= f64(1.1754943508222875e-38);
let l_3231 = l_3229 <= f64(1.7976931348623157e308);
let l_3232 = l_3230 && l_3231;
if l_3232 {
let l_3233 = bitcast<u64>(l_3229);
let l_3234 = l_3233 >> u32(bitcast<u64>(u64(52)));
let l_3235 = l_3234 - u64(23);
let l_3236 = l_3235 << u32(bitcast<u64>(u64(52)));
let l_3237 = bitcast<f64>(l_3236);
l_mut_1874 = l_3237;
}
let l_3238 = l_mut_2101 == l_mut_1874;
let l_3239 = l_3216 && l_3238;
if l_3239 {
let l_3240 = a_3172[u32(0)];
let l_3241 = a_3172[u32(0)];
let l_3242 = abs(l_3241);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3243 = l_3242 >= f64(1.1754943508222875e-38);
let l_3244 = l_3242 <= f64(1.7976931348623157e308);
let l_3245 = l_3243 && l_3244;
if l_3245 {
let l_3246 = bitcast<u64>(l_3242);
let l_3247 = l_3246 >> u32(bitcast<u64>(u64(52)));
let l_3248 = l_3247 - u64(23);
let l_3249 = l_3248 << u32(bitcast<u64>(u64(52)));
let l_3250 = bitcast<f64>(l_3249);
l_mut_2101 = l_3250;
}
let l_3251 = l_174 * l_mut_2101;
let l_3252 = l_3240 - l_3251;
let l_3253 = a_3172[u32(1)];
let l_3254 = a_3172[u32(1)];
let l_3255 = abs(l_3254);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3256 = l_3255 >= f64(1.1754943508222875e-38);
let l_3257 = l_3255 <= f64(1.7976931348623157e308);
let l_3258 = l_3256 && l_3257;
if l_3258 {
let l_3259 = bitcast<u64>(l_3255);
let l_3260 = l_3259 >> u32(bitcast<u64>(u64(52)));
let l_3261 = l_3260 - u64(23);
let l_3262 = l_3261 << u32(bitcast<u64>(u64(52)));
let l_3263 = bitcast<f64>(l_3262);
l_mut_2101 = l_3263;
}
let l_3264 = l_174 * l_mut_2101;
let l_3265 = l_3253 + l_3264;
let l_3266 = bitcast<u32>(l_mut_22);
let l_3267 = f64(l_mut_22);
l_mut_2101 = l_3267;
let l_3268 = l_3266 & u32(2139095040);
let l_3269 = l_3268 == u32(0);
if l_3269 {
let l_3270 = l_3266 & u32(8388607);
let l_3271 = f64(l_3270);
let l_3272 = l_3271 * f64(1.401298464324817e-45);
l_mut_2101 = l_3272;
let l_3273 = l_3266 >> u32(31);
let l_3274 = l_3273 == u32(1);
if l_3274 {
let l_3275 = -l_mut_2101;
l_mut_2101 = l_3275;
}
}
let l_3276 = bitcast<u32>(l_mut_22);
let l_3277 = l_3276 + u32(1);
l_mut_3278 = l_3277;
let l_3279 = l_3276 & u32(2147483647);
let l_3280 = l_3279 == u32(0);
if l_3280 {
l_mut_3278 = u32(1);
} else {
let l_3281 = l_3276 & u32(2147483648);
let l_3282 = l_3281 != u32(0);
if l_3282 {
let l_3283 = l_3276 - u32(1);
l_mut_3278 = l_3283;
} else {
let l_3284 = l_3276 == u32(2139095040);
if l_3284 {
l_mut_3278 = l_3276;
}
}
}
let l_3285 = bitcast<f32>(l_mut_3278);
let l_3286 = bitcast<u32>(l_3285);
let l_3287 = f64(l_3285);
l_mut_1874 = l_3287;
let l_3288 = l_3286 & u32(2139095040);
let l_3289 = l_3288 == u32(0);
if l_3289 {
let l_3290 = l_3286 & u32(8388607);
let l_3291 = f64(l_3290);
let l_3292 = l_3291 * f64(1.401298464324817e-45);
l_mut_1874 = l_3292;
let l_3293 = l_3286 >> u32(31);
let l_3294 = l_3293 == u32(1);
if l_3294 {
let l_3295 = -l_mut_1874;
l_mut_1874 = l_3295;
}
}
let l_3296 = bitcast<u32>(l_mut_22);
let l_3297 = l_3296 ^ u32(2147483648);
let l_3298 = bitcast<f32>(l_3297);
let l_3299 = bitcast<u32>(l_3298);
let l_3300 = l_3299 + u32(1);
l_mut_3278 = l_3300;
let l_3301 = l_3299 & u32(2147483647);
let l_3302 = l_3301 == u32(0);
if l_3302 {
l_mut_3278 = u32(1);
} else {
let l_3303 = l_3299 & u32(2147483648);
let l_3304 = l_3303 != u32(0);
if l_3304 {
let l_3305 = l_3299 - u32(1);
l_mut_3278 = l_3305;
} else {
let l_3306 = l_3299 == u32(2139095040);
if l_3306 {
l_mut_3278 = l_3299;
}
}
}
let l_3307 = bitcast<f32>(l_mut_3278);
let l_3308 = bitcast<u32>(l_3307);
let l_3309 = l_3308 ^ u32(2147483648);
let l_3310 = bitcast<f32>(l_3309);
let l_3311 = bitcast<u32>(l_3310);
let l_3312 = f64(l_3310);
l_mut_1645 = l_3312;
let l_3313 = l_3311 & u32(2139095040);
let l_3314 = l_3313 == u32(0);
if l_3314 {
let l_3315 = l_3311 & u32(8388607);
let l_3316 = f64(l_3315);
let l_3317 = l_3316 * f64(1.401298464324817e-45);
l_mut_1645 = l_3317;
let l_3318 = l_3311 >> u32(31);
let l_3319 = l_3318 == u32(1);
if l_3319 {
let l_3320 = -l_mut_1645;
l_mut_1645 = l_3320;
}
}
let l_3321 = l_3252 + l_3191;
let l_3322 = l_3321 <= l_mut_2101;
l_mut_291 = l_3322;
let l_3323 = l_3252 - l_3191;
let l_3324 = l_3323 > l_mut_2101;
l_mut_288 = l_3324;
let l_3325 = l_3265 - l_3194;
let l_3326 = l_3325 >= l_mut_2101;
l_mut_285 = l_3326;
let l_3327 = l_3265 + l_3194;
let l_3328 = l_3327 < l_mut_2101;
l_mut_282 = l_3328;
let l_3329 = l_3252 + l_3191;
let l_3330 = l_3329 < l_mut_1874;
l_mut_291 = l_3330;
let l_3331 = l_3252 - l_3191;
let l_3332 = l_3331 >= l_mut_1874;
l_mut_288 = l_3332;
let l_3333 = l_3265 - l_3194;
let l_3334 = l_3333 > l_mut_1645;
l_mut_285 = l_3334;
let l_3335 = l_3265 + l_3194;
let l_3336 = l_3335 <= l_mut_1645;
l_mut_282 = l_3336;
l_mut_3278 = u32(2);
let l_3337 = l_mut_288 || l_mut_282;
if l_3337 {
l_mut_3278 = u32(1);
} else {
let l_3338 = l_mut_291 && l_mut_285;
if l_3338 {
l_mut_3278 = u32(0);
}
}
let l_3339 = bitcast<u32>(l_mut_22);
let l_3340 = l_3339 & u32(2147483647);
let l_3341 = l_3340 == u32(0);
if l_3341 {
let l_3342 = l_3252 + l_3191;
let l_3343 = l_3342 < f64(1.1754943508222875e-38);
let l_3344 = l_3265 - l_3194;
let l_3345 = l_3344 > f64(-1.1754943508222875e-38);
let l_3346 = l_3343 && l_3345;
let l_3347 = l_3252 - l_3191;
let l_3348 = l_3347 < f64(1.1754943508222875e-38);
let l_3349 = l_3265 + l_3194;
let l_3350 = l_3349 > f64(-1.1754943508222875e-38);
let l_3351 = l_3348 && l_3350;
if l_3346 {
l_mut_3278 = u32(0);
} else {
let l_3352 = l_mut_3278 == u32(1);
let l_3353 = l_3351 && l_3352;
if l_3353 {
l_mut_3278 = u32(2);
}
}
}
l_mut_2334 = l_mut_3278;
}
}
let l_3354 = l_mut_199 == u32(0);
if l_3354 {
l_mut_237 = u32(0);
} else {
let l_3355 = l_mut_2334 == u32(1);
if l_3355 {
l_mut_237 = u32(1);
}
}
} else {
let l_3356 = l_mut_57 - l_171;
let l_3357 = l_mut_57 + l_171;
let l_3358 = l_mut_48 - l_171;
let l_3359 = l_mut_48 + l_171;
let l_3360 = abs(l_3358);
let l_3361 = l_3360 > l_1309;
let l_3362 = abs(l_3359);
let l_3363 = l_3362 > l_1309;
let l_3364 = l_3361 && l_3363;
if l_3364 {
let l_3365 = l_1307 + l_1309;
let l_3366 = abs(l_3358);
let l_3367 = abs(l_3359);
l_mut_2101 = l_3366;
let l_3368 = l_3367 < l_3366;
if l_3368 {
l_mut_2101 = l_3367;
}
let l_3369 = l_3365 / l_mut_2101;
let l_3370 = abs(l_3356);
let l_3371 = abs(l_3357);
l_mut_2101 = l_3370;
let l_3372 = l_3371 < l_3370;
if l_3372 {
l_mut_2101 = l_3371;
}
let l_3373 = l_1307 / l_mut_2101;
let l_3374 = l_3369 + l_3373;
l_mut_26 = l_mut_26 + l_3374;
l_mut_3278 = u32(0);
let l_3375 = l_3358 <= f64(0.0);
let l_3376 = l_3359 >= f64(0.0);
let l_3377 = l_3375 && l_3376;
let l_3378 = !l_3377;
if l_3378 {
let l_3380 = l_3356 / l_3358;
let l_3381 = l_3356 / l_3359;
let l_3382 = l_3357 / l_3358;
let l_3383 = l_3357 / l_3359;
a_3379[u32(0)] = l_3380;
a_3379[u32(1)] = l_3380;
let l_3384 = a_3379[u32(0)];
let l_3385 = l_3381 < l_3384;
if l_3385 {
a_3379[u32(0)] = l_3381;
}
let l_3386 = a_3379[u32(0)];
let l_3387 = l_3382 < l_3386;
if l_3387 {
a_3379[u32(0)] = l_3382;
}
let l_3388 = a_3379[u32(0)];
let l_3389 = l_3383 < l_3388;
if l_3389 {
a_3379[u32(0)] = l_3383;
}
let l_3390 = a_3379[u32(1)];
let l_3391 = l_3381 > l_3390;
if l_3391 {
a_3379[u32(1)] = l_3381;
}
let l_3392 = a_3379[u32(1)];
let l_3393 = l_3382 > l_3392;
if l_3393 {
a_3379[u32(1)] = l_3382;
}
let l_3394 = a_3379[u32(1)];
let l_3395 = l_3383 > l_3394;
if l_3395 {
a_3379[u32(1)] = l_3383;
}
let l_3396 = a_3379[u32(0)];
let l_3397 = abs(l_3396);
let l_3398 = l_3397 * l_mut_26;
let l_3399 = a_3379[u32(1)];
let l_3400 = abs(l_3399);
let l_3401 = l_3400 * l_mut_26;
l_mut_3278 = u32(2);
let l_3402 = a_3379[u32(0)];
let l_3403 = l_3402 - l_3398;
let l_3404 = abs(l_3403);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3405 = l_3404 >= f64(1.1754943508222875e-38);
let l_3406 = l_3404 <= f64(1.7976931348623157e308);
let l_3407 = l_3405 && l_3406;
if l_3407 {
let l_3408 = bitcast<u64>(l_3404);
let l_3409 = l_3408 >> u32(bitcast<u64>(u64(52)));
let l_3410 = l_3409 - u64(23);
let l_3411 = l_3410 << u32(bitcast<u64>(u64(52)));
let l_3412 = bitcast<f64>(l_3411);
l_mut_2101 = l_3412;
}
let l_3413 = l_3402 + l_3398;
let l_3414 = abs(l_3413);
l_mut_1874 = f64(1.401298464324817e-45);
let l_3415 = l_3414 >= f64(1.1754943508222875e-38);
let l_3416 = l_3414 <= f64(1.7976931348623157e308);
let l_3417 = l_3415 && l_3416;
if l_3417 {
let l_3418 = bitcast<u64>(l_3414);
let l_3419 = l_3418 >> u32(bitcast<u64>(u64(52)));
let l_3420 = l_3419 - u64(23);
let l_3421 = l_3420 << u32(bitcast<u64>(u64(52)));
let l_3422 = bitcast<f64>(l_3421);
l_mut_1874 = l_3422;
}
let l_3423 = l_mut_2101 == l_mut_1874;
let l_3424 = a_3379[u32(1)];
let l_3425 = l_3424 - l_3401;
let l_3426 = abs(l_3425);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3427 = l_3426 >= f64(1.1754943508222875e-38);
let l_3428 = l_3426 <= f64(1.7976931348623157e308);
let l_3429 = l_3427 && l_3428;
if l_3429 {
let l_3430 = bitcast<u64>(l_3426);
let l_3431 = l_3430 >> u32(bitcast<u64>(u64(52)));
let l_3432 = l_3431 - u64(23);
let l_3433 = l_3432 << u32(bitcast<u64>(u64(52)));
let l_3434 = bitcast<f64>(l_3433);
l_mut_2101 = l_3434;
}
let l_3435 = l_3424 + l_3401;
let l_3436 = abs(l_3435);
l_mut_1874 = f64(1.401298464324817e-45);
let l_3437 = l_3436 >= f64(1.1754943508222875e-38);
let l_3438 = l_3436 <= f64(1.7976931348623157e308);
let l_3439 = l_3437 && l_3438;
if l_3439 {
let l_3440 = bitcast<u64>(l_3436);
let l_3441 = l_3440 >> u32(bitcast<u64>(u64(52)));
let l_3442 = l_3441 - u64(23);
let l_3443 = l_3442 << u32(bitcast<u64>(u64(52)));
let l_3444 = bitcast<f64>(l_3443);
l_mut_1874 = l_3444;
}
let l_3445 = l_mut_2101 == l_mut_1874;
let l_3446 = l_3423 && l_3445;
if l_3446 {
let l_3447 = a_3379[u32(0)];
let l_3448 = a_3379[u32(0)];
let l_3449 = abs(l_3448);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3450 = l_3449 >= f64(1.1754943508222875e-38);
let l_3451 = l_3449 <= f64(1.7976931348623157e308);
let l_3452 = l_3450 && l_3451;
if l_3452 {
let l_3453 = bitcast<u64>(l_3449);
let l_3454 = l_3453 >> u32(bitcast<u64>(u64(52)));
let l_3455 = l_3454 - u64(23);
let l_3456 = l_3455 << u32(bitcast<u64>(u64(52)));
let l_3457 = bitcast<f64>(l_3456);
l_mut_2101 = l_3457;
}
let l_3458 = l_174 * l_mut_2101;
let l_3459 = l_3447 - l_3458;
let l_3460 = a_3379[u32(1)];
let l_3461 = a_3379[u32(1)];
let l_3462 = abs(l_3461);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3463 = l_3462 >= f64(1.1754943508222875e-38);
let l_3464 = l_3462 <= f64(1.7976931348623157e308);
let l_3465 = l_3463 && l_3464;
if l_3465 {
let l_3466 = bitcast<u64>(l_3462);
let l_3467 = l_3466 >> u32(bitcast<u64>(u64(52)));
let l_3468 = l_3467 - u64(23);
let l_3469 = l_3468 << u32(bitcast<u64>(u64(52)));
let l_3470 = bitcast<f64>(l_3469);
l_mut_2101 = l_3470;
}
let l_3471 = l_174 * l_mut_2101;
let l_3472 = l_3460 + l_3471;
let l_3473 = bitcast<u32>(l_mut_22);
let l_3474 = f64(l_mut_22);
l_mut_2101 = l_3474;
let l_3475 = l_3473 & u32(2139095040);
let l_3476 = l_3475 == u32(0);
if l_3476 {
let l_3477 = l_3473 & u32(8388607);
let l_3478 = f64(l_3477);
let l_3479 = l_3478 * f64(1.401298464324817e-45);
l_mut_2101 = l_3479;
let l_3480 = l_3473 >> u32(31);
let l_3481 = l_3480 == u32(1);
if l_3481 {
let l_3482 = -l_mut_2101;
l_mut_2101 = l_3482;
}
}
let l_3483 = bitcast<u32>(l_mut_22);
let l_3484 = l_3483 + u32(1);
l_mut_2334 = l_3484;
let l_3485 = l_3483 & u32(2147483647);
let l_3486 = l_3485 == u32(0);
if l_3486 {
l_mut_2334 = u32(1);
} else {
let l_3487 = l_3483 & u32(2147483648);
let l_3488 = l_3487 != u32(0);
if l_3488 {
let l_3489 = l_3483 - u32(1);
l_mut_2334 = l_3489;
} else {
let l_3490 = l_3483 == u32(2139095040);
if l_3490 {
l_mut_2334 = l_3483;
}
}
}
let l_3491 = bitcast<f32>(l_mut_2334);
let l_3492 = bitcast<u32>(l_3491);
let l_3493 = f64(l_3491);
l_mut_1874 = l_3493;
let l_3494 = l_3492 & u32(2139095040);
let l_3495 = l_3494 == u32(0);
if l_3495 {
let l_3496 = l_3492 & u32(8388607);
let l_3497 = f64(l_3496);
let l_3498 = l_3497 * f64(1.401298464324817e-45);
l_mut_1874 = l_3498;
let l_3499 = l_3492 >> u32(31);
let l_3500 = l_3499 == u32(1);
if l_3500 {
let l_3501 = -l_mut_1874;
l_mut_1874 = l_3501;
}
}
let l_3502 = bitcast<u32>(l_mut_22);
let l_3503 = l_3502 ^ u32(2147483648);
let l_3504 = bitcast<f32>(l_3503);
let l_3505 = bitcast<u32>(l_3504);
let l_3506 = l_3505 + u32(1);
l_mut_2334 = l_3506;
let l_3507 = l_3505 & u32(2147483647);
let l_3508 = l_3507 == u32(0);
if l_3508 {
l_mut_2334 = u32(1);
} else {
let l_3509 = l_3505 & u32(2147483648);
let l_3510 = l_3509 != u32(0);
if l_3510 {
let l_3511 = l_3505 - u32(1);
l_mut_2334 = l_3511;
} else {
let l_3512 = l_3505 == u32(2139095040);
if l_3512 {
l_mut_2334 = l_3505;
}
}
}
let l_3513 = bitcast<f32>(l_mut_2334);
let l_3514 = bitcast<u32>(l_3513);
let l_3515 = l_3514 ^ u32(2147483648);
let l_3516 = bitcast<f32>(l_3515);
let l_3517 = bitcast<u32>(l_3516);
let l_3518 = f64(l_3516);
l_mut_1645 = l_3518;
let l_3519 = l_3517 & u32(2139095040);
let l_3520 = l_3519 == u32(0);
if l_3520 {
let l_3521 = l_3517 & u32(8388607);
let l_3522 = f64(l_3521);
let l_3523 = l_3522 * f64(1.401298464324817e-45);
l_mut_1645 = l_3523;
let l_3524 = l_3517 >> u32(31);
let l_3525 = l_3524 == u32(1);
if l_3525 {
let l_3526 = -l_mut_1645;
l_mut_1645 = l_3526;
}
}
let l_3527 = l_3459 + l_3398;
let l_3528 = l_3527 <= l_mut_2101;
l_mut_291 = l_3528;
let l_3529 = l_3459 - l_3398;
let l_3530 = l_3529 > l_mut_2101;
l_mut_288 = l_3530;
let l_3531 = l_3472 - l_3401;
let l_3532 = l_3531 >= l_mut_2101;
l_mut_285 = l_3532;
let l_3533 = l_3472 + l_3401;
let l_3534 = l_3533 < l_mut_2101;
l_mut_282 = l_3534;
l_mut_2334 = u32(2);
let l_3535 = l_mut_288 || l_mut_282;
if l_3535 {
l_mut_2334 = u32(1);
} else {
let l_3536 = l_mut_291 && l_mut_285;
if l_3536 {
l_mut_2334 = u32(0);
}
}
let l_3537 = bitcast<u32>(l_mut_22);
let l_3538 = l_3537 & u32(2147483647);
let l_3539 = l_3538 == u32(0);
if l_3539 {
let l_3540 = l_3459 + l_3398;
let l_3541 = l_3540 < f64(1.1754943508222875e-38);
let l_3542 = l_3472 - l_3401;
let l_3543 = l_3542 > f64(-1.1754943508222875e-38);
let l_3544 = l_3541 && l_3543;
let l_3545 = l_3459 - l_3398;
let l_3546 = l_3545 < f64(1.1754943508222875e-38);
let l_3547 = l_3472 + l_3401;
let l_3548 = l_3547 > f64(-1.1754943508222875e-38);
let l_3549 = l_3546 && l_3548;
if l_3544 {
l_mut_2334 = u32(0);
} else {
let l_3550 = l_mut_2334 == u32(1);
let l_3551 = l_3549 && l_3550;
if l_3551 {
l_mut_2334 = u32(2);
}
}
}
l_mut_3278 = l_mut_2334;
}
}
l_mut_237 = l_mut_3278;
}
}
l_mut_183 = l_mut_237;
} else {
let l_3552 = l_179 <= l_177;
let l_3553 = l_165 == u32(12);
let l_3554 = l_3552 && l_3553;
if l_3554 {
let l_3555 = f32(l_178);
let l_3556 = bitcast<u32>(l_3555);
let l_3557 = f64(l_3555);
l_mut_2101 = l_3557;
let l_3558 = l_3556 & u32(2139095040);
let l_3559 = l_3558 == u32(0);
if l_3559 {
let l_3560 = l_3556 & u32(8388607);
let l_3561 = f64(l_3560);
let l_3562 = l_3561 * f64(1.401298464324817e-45);
l_mut_2101 = l_3562;
let l_3563 = l_3556 >> u32(31);
let l_3564 = l_3563 == u32(1);
if l_3564 {
let l_3565 = -l_mut_2101;
l_mut_2101 = l_3565;
}
}
let l_3566 = abs(l_mut_2101);
l_mut_2101 = l_3566;
l_mut_3278 = u32(0);
let l_3567 = l_3566 >= f64(0.785);
if l_3567 {
let l_3568 = l_3566 * f64(0.6366197723675814);
let l_3569 = l_3568 + f64(0.5);
let l_3570 = floor(l_3569);
let l_3571 = l_3570 * f64(1.570796325802803);
let l_3572 = l_3566 - l_3571;
let l_3573 = l_3572 * l_61;
let l_3574 = l_3570 * f64(9.920935796805404e-10);
let l_3575 = l_3573 - l_3574;
l_mut_2101 = l_3575;
let l_3576 = u32(l_3570);
l_mut_3278 = l_3576;
}
let l_3577 = bitcast<u32>(l_3555);
let l_3578 = l_3577 >> u32(31);
let l_3579 = l_3578 == u32(1);
let l_3580 = l_mut_2101 * l_mut_2101;
let l_3581 = l_3580 * f64(1.9572941063391263e-20);
let l_3582 = f64(8.22063524662433e-18) - l_3581;
l_mut_1874 = l_3582;
let l_3583 = l_mut_1874 * l_3580;
let l_3584 = l_3583 - f64(2.8114572543455206e-15);
l_mut_1874 = l_3584;
let l_3585 = l_mut_1874 * l_3580;
let l_3586 = l_3585 + f64(7.647163731819816e-13);
l_mut_1874 = l_3586;
let l_3587 = l_mut_1874 * l_3580;
let l_3588 = l_3587 - f64(1.6059043836821613e-10);
l_mut_1874 = l_3588;
let l_3589 = l_mut_1874 * l_3580;
let l_3590 = l_3589 + f64(2.505210838544172e-8);
l_mut_1874 = l_3590;
let l_3591 = l_mut_1874 * l_3580;
let l_3592 = l_3591 - f64(2.7557319223985893e-6);
l_mut_1874 = l_3592;
let l_3593 = l_mut_1874 * l_3580;
let l_3594 = l_3593 + f64(0.0001984126984126984);
l_mut_1874 = l_3594;
let l_3595 = l_mut_1874 * l_3580;
let l_3596 = l_3595 - f64(0.008333333333333333);
l_mut_1874 = l_3596;
let l_3597 = l_mut_1874 * l_3580;
let l_3598 = l_3597 + f64(0.16666666666666666);
l_mut_1874 = l_3598;
let l_3599 = f64(0.5) * l_3580;
let l_3600 = f64(1.0) - l_3599;
let l_3601 = f64(0.0) * l_3600;
let l_3602 = l_mut_2101 * l_3580;
let l_3603 = l_3602 * l_mut_1874;
let l_3604 = l_3601 - l_3603;
let l_3605 = l_mut_2101 + l_3604;
let l_3606 = l_mut_2101 * l_mut_2101;
let l_3607 = l_3606 * f64(4.110317623312165e-19);
let l_3608 = l_3607 - f64(1.5619206968586225e-16);
l_mut_1874 = l_3608;
let l_3609 = l_mut_1874 * l_3606;
let l_3610 = l_3609 + f64(4.779477332387385e-14);
l_mut_1874 = l_3610;
let l_3611 = l_mut_1874 * l_3606;
let l_3612 = l_3611 - f64(1.1470745597729725e-11);
l_mut_1874 = l_3612;
let l_3613 = l_mut_1874 * l_3606;
let l_3614 = l_3613 + f64(2.08767569878681e-9);
l_mut_1874 = l_3614;
let l_3615 = l_mut_1874 * l_3606;
let l_3616 = l_3615 - f64(2.755731922398589e-7);
l_mut_1874 = l_3616;
let l_3617 = l_mut_1874 * l_3606;
let l_3618 = l_3617 + f64(2.48015873015873e-5);
l_mut_1874 = l_3618;
let l_3619 = l_mut_1874 * l_3606;
let l_3620 = l_3619 - f64(0.001388888888888889);
l_mut_1874 = l_3620;
let l_3621 = l_mut_1874 * l_3606;
let l_3622 = l_3621 + f64(0.041666666666666664);
l_mut_1874 = l_3622;
let l_3623 = f64(0.5) * l_3606;
let l_3624 = f64(1.0) - l_3623;
let l_3625 = l_3606 * l_3606;
let l_3626 = l_3625 * l_mut_1874;
let l_3627 = f64(0.0) * l_mut_2101;
let l_3628 = l_3626 - l_3627;
let l_3629 = l_3624 + l_3628;
let l_3630 = l_mut_3278 & u32(1);
let l_3631 = l_3630 == u32(1);
l_mut_2101 = l_3605;
let l_3632 = l_mut_3278 & u32(2);
let l_3633 = l_3632 != u32(0);
l_mut_291 = l_3633;
if l_3631 {
l_mut_2101 = l_3629;
}
let l_3634 = bool(true) && l_3579;
if l_3634 {
let l_3635 = !l_mut_291;
l_mut_291 = l_3635;
}
if l_mut_291 {
let l_3636 = -l_mut_2101;
l_mut_2101 = l_3636;
}
let l_3637 = f32(l_178);
let l_3638 = bitcast<u32>(l_3637);
let l_3639 = f64(l_3637);
l_mut_1874 = l_3639;
let l_3640 = l_3638 & u32(2139095040);
let l_3641 = l_3640 == u32(0);
if l_3641 {
let l_3642 = l_3638 & u32(8388607);
let l_3643 = f64(l_3642);
let l_3644 = l_3643 * f64(1.401298464324817e-45);
l_mut_1874 = l_3644;
let l_3645 = l_3638 >> u32(31);
let l_3646 = l_3645 == u32(1);
if l_3646 {
let l_3647 = -l_mut_1874;
l_mut_1874 = l_3647;
}
}
let l_3648 = abs(l_mut_1874);
l_mut_1874 = l_3648;
l_mut_3278 = u32(0);
let l_3649 = l_3648 >= f64(0.785);
if l_3649 {
let l_3650 = l_3648 * f64(0.6366197723675814);
let l_3651 = l_3650 + f64(0.5);
let l_3652 = floor(l_3651);
let l_3653 = l_3652 * f64(1.570796325802803);
let l_3654 = l_3648 - l_3653;
let l_3655 = l_3654 * l_61;
let l_3656 = l_3652 * f64(9.920935796805404e-10);
let l_3657 = l_3655 - l_3656;
l_mut_1874 = l_3657;
let l_3658 = u32(l_3652);
l_mut_3278 = l_3658;
}
let l_3659 = bitcast<u32>(l_3637);
let l_3660 = l_3659 >> u32(31);
let l_3661 = l_3660 == u32(1);
let l_3662 = l_mut_1874 * l_mut_1874;
let l_3663 = l_3662 * f64(1.9572941063391263e-20);
let l_3664 = f64(8.22063524662433e-18) - l_3663;
l_mut_1645 = l_3664;
let l_3665 = l_mut_1645 * l_3662;
let l_3666 = l_3665 - f64(2.8114572543455206e-15);
l_mut_1645 = l_3666;
let l_3667 = l_mut_1645 * l_3662;
let l_3668 = l_3667 + f64(7.647163731819816e-13);
l_mut_1645 = l_3668;
let l_3669 = l_mut_1645 * l_3662;
let l_3670 = l_3669 - f64(1.6059043836821613e-10);
l_mut_1645 = l_3670;
let l_3671 = l_mut_1645 * l_3662;
let l_3672 = l_3671 + f64(2.505210838544172e-8);
l_mut_1645 = l_3672;
let l_3673 = l_mut_1645 * l_3662;
let l_3674 = l_3673 - f64(2.7557319223985893e-6);
l_mut_1645 = l_3674;
let l_3675 = l_mut_1645 * l_3662;
let l_3676 = l_3675 + f64(0.0001984126984126984);
l_mut_1645 = l_3676;
let l_3677 = l_mut_1645 * l_3662;
let l_3678 = l_3677 - f64(0.008333333333333333);
l_mut_1645 = l_3678;
let l_3679 = l_mut_1645 * l_3662;
let l_3680 = l_3679 + f64(0.16666666666666666);
l_mut_1645 = l_3680;
let l_3681 = f64(0.5) * l_3662;
let l_3682 = f64(1.0) - l_3681;
let l_3683 = f64(0.0) * l_3682;
let l_3684 = l_mut_1874 * l_3662;
let l_3685 = l_3684 * l_mut_1645;
let l_3686 = l_3683 - l_3685;
let l_3687 = l_mut_1874 + l_3686;
let l_3688 = l_mut_1874 * l_mut_1874;
let l_3689 = l_3688 * f64(4.110317623312165e-19);
let l_3690 = l_3689 - f64(1.5619206968586225e-16);
l_mut_1645 = l_3690;
let l_3691 = l_mut_1645 * l_3688;
let l_3692 = l_3691 + f64(4.779477332387385e-14);
l_mut_1645 = l_3692;
let l_3693 = l_mut_1645 * l_3688;
let l_3694 = l_3693 - f64(1.1470745597729725e-11);
l_mut_1645 = l_3694;
let l_3695 = l_mut_1645 * l_3688;
let l_3696 = l_3695 + f64(2.08767569878681e-9);
l_mut_1645 = l_3696;
let l_3697 = l_mut_1645 * l_3688;
let l_3698 = l_3697 - f64(2.755731922398589e-7);
l_mut_1645 = l_3698;
let l_3699 = l_mut_1645 * l_3688;
let l_3700 = l_3699 + f64(2.48015873015873e-5);
l_mut_1645 = l_3700;
let l_3701 = l_mut_1645 * l_3688;
let l_3702 = l_3701 - f64(0.001388888888888889);
l_mut_1645 = l_3702;
let l_3703 = l_mut_1645 * l_3688;
let l_3704 = l_3703 + f64(0.041666666666666664);
l_mut_1645 = l_3704;
let l_3705 = f64(0.5) * l_3688;
let l_3706 = f64(1.0) - l_3705;
let l_3707 = l_3688 * l_3688;
let l_3708 = l_3707 * l_mut_1645;
let l_3709 = f64(0.0) * l_mut_1874;
let l_3710 = l_3708 - l_3709;
let l_3711 = l_3706 + l_3710;
let l_3712 = l_mut_3278 & u32(1);
let l_3713 = l_3712 == u32(1);
l_mut_1874 = l_3687;
let l_3714 = l_mut_3278 & u32(2);
let l_3715 = l_3714 != u32(0);
l_mut_291 = l_3715;
l_mut_1874 = l_3711;
if l_3713 {
l_mut_1874 = l_3687;
}
let l_3716 = l_mut_3278 + u32(1);
let l_3717 = l_3716 & u32(2);
let l_3718 = l_3717 != u32(0);
l_mut_291 = l_3718;
let l_3719 = bool(false) && l_3661;
if l_3719 {
let l_3720 = !l_mut_291;
l_mut_291 = l_3720;
}
if l_mut_291 {
let l_3721 = -l_mut_1874;
l_mut_1874 = l_3721;
}
let l_3722 = abs(l_mut_2101);
let l_3723 = l_3722 * f64(1.4551915228366852e-11);
let l_3724 = abs(l_mut_1874);
let l_3725 = l_3724 * f64(1.4551915228366852e-11);
let l_3726 = l_mut_2101 - l_171;
let l_3727 = l_mut_2101 + l_171;
let l_3728 = l_mut_1874 - l_171;
let l_3729 = l_mut_1874 + l_171;
l_mut_3278 = u32(2);
let l_3730 = abs(l_3728);
let l_3731 = l_3730 <= l_3725;
let l_3732 = abs(l_3729);
let l_3733 = l_3732 <= l_3725;
let l_3734 = l_3731 || l_3733;
let l_3735 = !l_3734;
if l_3735 {
l_mut_3278 = u32(0);
let l_3736 = l_3728 <= f64(0.0);
let l_3737 = l_3729 >= f64(0.0);
let l_3738 = l_3736 && l_3737;
let l_3739 = !l_3738;
if l_3739 {
let l_3740 = abs(l_3728);
let l_3741 = abs(l_3729);
l_mut_2101 = l_3740;
let l_3742 = l_3741 < l_3740;
if l_3742 {
l_mut_2101 = l_3741;
}
let l_3743 = l_3725 / l_mut_2101;
let l_3744 = l_3743 + f64(1.4551915228366852e-11);
let l_3745 = f64(1.0) / l_3729;
let l_3746 = f64(1.0) / l_3728;
let l_3747 = abs(l_3745);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3748 = l_3747 >= f64(1.1754943508222875e-38);
let l_3749 = l_3747 <= f64(1.7976931348623157e308);
let l_3750 = l_3748 && l_3749;
if l_3750 {
let l_3751 = bitcast<u64>(l_3747);
let l_3752 = l_3751 >> u32(bitcast<u64>(u64(52)));
let l_3753 = l_3752 - u64(23);
let l_3754 = l_3753 << u32(bitcast<u64>(u64(52)));
let l_3755 = bitcast<f64>(l_3754);
l_mut_2101 = l_3755;
}
let l_3756 = l_174 * l_mut_2101;
let l_3757 = l_3745 - l_3756;
let l_3758 = abs(l_3746);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3759 = l_3758 >= f64(1.1754943508222875e-38);
let l_3760 = l_3758 <= f64(1.7976931348623157e308);
let l_3761 = l_3759 && l_3760;
if l_3761 {
let l_3762 = bitcast<u64>(l_3758);
let l_3763 = l_3762 >> u32(bitcast<u64>(u64(52)));
let l_3764 = l_3763 - u64(23);
let l_3765 = l_3764 << u32(bitcast<u64>(u64(52)));
let l_3766 = bitcast<f64>(l_3765);
l_mut_2101 = l_3766;
}
let l_3767 = l_174 * l_mut_2101;
let l_3768 = l_3746 + l_3767;
let l_3770 = l_3726 * l_3757;
let l_3771 = l_3726 * l_3768;
let l_3772 = l_3727 * l_3757;
let l_3773 = l_3727 * l_3768;
a_3769[u32(0)] = l_3770;
a_3769[u32(1)] = l_3770;
let l_3774 = a_3769[u32(0)];
let l_3775 = l_3771 < l_3774;
if l_3775 {
a_3769[u32(0)] = l_3771;
}
let l_3776 = a_3769[u32(0)];
let l_3777 = l_3772 < l_3776;
if l_3777 {
a_3769[u32(0)] = l_3772;
}
let l_3778 = a_3769[u32(0)];
let l_3779 = l_3773 < l_3778;
if l_3779 {
a_3769[u32(0)] = l_3773;
}
let l_3780 = a_3769[u32(1)];
let l_3781 = l_3771 > l_3780;
if l_3781 {
a_3769[u32(1)] = l_3771;
}
let l_3782 = a_3769[u32(1)];
let l_3783 = l_3772 > l_3782;
if l_3783 {
a_3769[u32(1)] = l_3772;
}
let l_3784 = a_3769[u32(1)];
let l_3785 = l_3773 > l_3784;
if l_3785 {
a_3769[u32(1)] = l_3773;
}
let l_3786 = abs(l_3726);
let l_3787 = abs(l_3727);
l_mut_2101 = l_3786;
let l_3788 = l_3787 > l_3786;
if l_3788 {
l_mut_2101 = l_3787;
}
let l_3789 = abs(l_3757);
let l_3790 = abs(l_3768);
l_mut_1874 = l_3789;
let l_3791 = l_3790 > l_3789;
if l_3791 {
l_mut_1874 = l_3790;
}
let l_3792 = l_mut_2101 * l_mut_1874;
let l_3793 = l_3744 + f64(1.4551915228366852e-11);
let l_3794 = l_3792 * l_3793;
let l_3795 = l_3723 * l_mut_1874;
let l_3796 = l_3794 + l_3795;
l_mut_3278 = u32(2);
let l_3797 = abs(l_3745);
let l_3798 = l_3797 * l_3744;
let l_3799 = l_3745 - l_3798;
let l_3800 = abs(l_3799);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3801 = l_3800 >= f64(1.1754943508222875e-38);
let l_3802 = l_3800 <= f64(1.7976931348623157e308);
let l_3803 = l_3801 && l_3802;
if l_3803 {
let l_3804 = bitcast<u64>(l_3800);
let l_3805 = l_3804 >> u32(bitcast<u64>(u64(52)));
let l_3806 = l_3805 - u64(23);
let l_3807 = l_3806 << u32(bitcast<u64>(u64(52)));
let l_3808 = bitcast<f64>(l_3807);
l_mut_2101 = l_3808;
}
let l_3809 = l_3745 + l_3798;
let l_3810 = abs(l_3809);
l_mut_1874 = f64(1.401298464324817e-45);
let l_3811 = l_3810 >= f64(1.1754943508222875e-38);
let l_3812 = l_3810 <= f64(1.7976931348623157e308);
let l_3813 = l_3811 && l_3812;
if l_3813 {
let l_3814 = bitcast<u64>(l_3810);
let l_3815 = l_3814 >> u32(bitcast<u64>(u64(52)));
let l_3816 = l_3815 - u64(23);
let l_3817 = l_3816 << u32(bitcast<u64>(u64(52)));
let l_3818 = bitcast<f64>(l_3817);
l_mut_1874 = l_3818;
}
let l_3819 = l_mut_2101 == l_mut_1874;
let l_3820 = abs(l_3746);
let l_3821 = l_3820 * l_3744;
let l_3822 = l_3746 - l_3821;
let l_3823 = abs(l_3822);
l_mut_2101 = f64(1.401298464324817e-45);
let l_3824 = l_3823 >= f64(1.1754943508222875e-38);
let l_3825 = l_3823 <= f64(1.7976931348623157e308);
let l_3826 = l_3824 && l_3825;
if l_3826 {
let l_3827 = bitcast<u64>(l_3823);
let l_3828 = l_3827 >> u32(bitcast<u64>(u64(52)));
let l_3829 = l_3828 - u64(23);
let l_3830 = l_3829 << u32(bitcast<u64>(u64(52)));
let l_3831 = bitcast<f64>(l_3830);
l_mut_2101 = l_3831;
}
let l_3832 = l_3746 + l_3821;
let l_3833 = abs(l_3832);
l_mut_1874 = f64(1.401298464324817e-45);
let l_3834 = l_3833 >= f64(1.1754943508222875e-38);
let l_3835 = l_3833 <= f64(1.7976931348623157e308);
let l_3836 = l_3834 && l_3835;
if l_3836 {
let l_3837 = bitcast<u64>(l_3833);
let l_3838 = l_3837 >> u32(bitcast<u64>(u64(52)));
let l_3839 = l_3838 - u64(23);
let l_3840 = l_3839 << u32(bitcast<u64>(u64(52)));
let l_3841 = bitcast<f64>(l_3840);
l_mut_1874 = l_3841;
}
let l_3842 = l_mut_2101 == l_mut_1874;
let l_3843 = l_3819 && l_3842;
if l_3843 {
let l_3844 = a_3769[u32(0)];
let l_3845 = a_3769[u32(1)];
let l_3846 = bitcast<u32>(l_mut_22);
let l_3847 = f64(l_mut_22);
l_mut_2101 = l_3847;
let l_3848 = l_3846 & u32(2139095040);
let l_3849 = l_3848 == u32(0);
if l_3849 {
let l_3850 = l_3846 & u32(8388607);
let l_3851 = f64(l_3850);
let l_3852 = l_3851 * f64(1.401298464324817e-45);
l_mut_2101 = l_3852;
let l_3853 = l_3846 >> u32(31);
let l_3854 = l_3853 == u32(1);
if l_3854 {
let l_3855 = -l_mut_2101;
l_mut_2101 = l_3855;
}
}
let l_3856 = bitcast<u32>(l_mut_22);
let l_3857 = l_3856 + u32(1);
l_mut_2334 = l_3857;
let l_3858 = l_3856 & u32(2147483647);
let l_3859 = l_3858 == u32(0);
if l_3859 {
l_mut_2334 = u32(1);
} else {
let l_3860 = l_3856 & u32(2147483648);
let l_3861 = l_3860 != u32(0);
if l_3861 {
let l_3862 = l_3856 - u32(1);
l_mut_2334 = l_3862;
} else {
let l_3863 = l_3856 == u32(2139095040);
if l_3863 {
l_mut_2334 = l_3856;
}
}
}
let l_3864 = bitcast<f32>(l_mut_2334);
let l_3865 = bitcast<u32>(l_3864);
let l_3866 = f64(l_3864);
l_mut_1874 = l_3866;
let l_3867 = l_3865 & u32(2139095040);
let l_3868 = l_3867 == u32(0);
if l_3868 {
let l_3869 = l_3865 & u32(8388607);
let l_3870 = f64(l_3869);
let l_3871 = l_3870 * f64(1.401298464324817e-45);
l_mut_1874 = l_3871;
let l_3872 = l_3865 >> u32(31);
let l_3873 = l_3872 == u32(1);
if l_3873 {
let l_3874 = -l_mut_1874;
l_mut_1874 = l_3874;
}
}
let l_3875 = bitcast<u32>(l_mut_22);
let l_3876 = l_3875 ^ u32(2147483648);
let l_3877 = bitcast<f32>(l_3876);
let l_3878 = bitcast<u32>(l_3877);
let l_3879 = l_3878 + u32(1);
l_mut_2334 = l_3879;
let l_3880 = l_3878 & u32(2147483647);
let l_3881 = l_3880 == u32(0);
if l_3881 {
l_mut_2334 = u32(1);
} else {
let l_3882 = l_3878 & u32(2147483648);
let l_3883 = l_3882 != u32(0);
if l_3883 {
let l_3884 = l_3878 - u32(1);
l_mut_2334 = l_3884;
} else {
let l_3885 = l_3878 == u32(2139095040);
if l_3885 {
l_mut_2334 = l_3878;
}
}
}
let l_3886 = bitcast<f32>(l_mut_2334);
let l_3887 = bitcast<u32>(l_3886);
let l_3888 = l_3887 ^ u32(2147483648);
let l_3889 = bitcast<f32>(l_3888);
let l_3890 = bitcast<u32>(l_3889);
let l_3891 = f64(l_3889);
l_mut_1645 = l_3891;
let l_3892 = l_3890 & u32(2139095040);
let l_3893 = l_3892 == u32(0);
if l_3893 {
let l_3894 = l_3890 & u32(8388607);
let l_3895 = f64(l_3894);
let l_3896 = l_3895 * f64(1.401298464324817e-45);
l_mut_1645 = l_3896;
let l_3897 = l_3890 >> u32(31);
let l_3898 = l_3897 == u32(1);
if l_3898 {
let l_3899 = -l_mut_1645;
l_mut_1645 = l_3899;
}
}
let l_3900 = l_3844 + l_3796;
let l_3901 = l_3900 <= l_mut_2101;
l_mut_291 = l_3901;
let l_3902 = l_3844 - l_3796;
let l_3903 = l_3902 > l_mut_2101;
l_mut_288 = l_3903;
let l_3904 = l_3845 - l_3796;
let l_3905 = l_3904 >= l_mut_2101;
l_mut_285 = l_3905;
let l_3906 = l_3845 + l_3796;
let l_3907 = l_3906 < l_mut_2101;
l_mut_282 = l_3907;
let l_3908 = l_3844 + l_3796;
let l_3909 = l_3908 < l_mut_1874;
l_mut_291 = l_3909;
let l_3910 = l_3844 - l_3796;
let l_3911 = l_3910 >= l_mut_1874;
l_mut_288 = l_3911;
let l_3912 = l_3845 - l_3796;
let l_3913 = l_3912 > l_mut_1645;
l_mut_285 = l_3913;
let l_3914 = l_3845 + l_3796;
let l_3915 = l_3914 <= l_mut_1645;
l_mut_282 = l_3915;
l_mut_2334 = u32(2);
let l_3916 = l_mut_288 || l_mut_282;
if l_3916 {
l_mut_2334 = u32(1);
} else {
let l_3917 = l_mut_291 && l_mut_285;
if l_3917 {
l_mut_2334 = u32(0);
}
}
let l_3918 = bitcast<u32>(l_mut_22);
let l_3919 = l_3918 & u32(2147483647);
let l_3920 = l_3919 == u32(0);
if l_3920 {
let l_3921 = l_3844 + l_3796;
let l_3922 = l_3921 < f64(1.1754943508222875e-38);
let l_3923 = l_3845 - l_3796;
let l_3924 = l_3923 > f64(-1.1754943508222875e-38);
let l_3925 = l_3922 && l_3924;
let l_3926 = l_3844 - l_3796;
let l_3927 = l_3926 < f64(1.1754943508222875e-38);
let l_3928 = l_3845 + l_3796;
let l_3929 = l_3928 > f64(-1.1754943508222875e-38);
let l_3930 = l_3927 && l_3929;
if l_3925 {
l_mut_2334 = u32(0);
} else {
let l_3931 = l_mut_2334 == u32(1);
let l_3932 = l_3930 && l_3931;
if l_3932 {
l_mut_2334 = u32(2);
}
}
}
l_mut_3278 = l_mut_2334;
}
}
}
l_mut_183 = l_mut_3278;
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
let l_3933 = a_182[u32(0)];
let l_3934 = l_3933 == u32(0);
if l_3934 {
l_mut_183 = u32(2);
}
a_10[l_mut_163] = l_mut_183;
let l_3935 = a_10[l_mut_163];
let l_3936 = l_3935 == u32(2);
if l_3936 {
l_mut_160 = bool(false);
}
}
}
let l_3937 = l_mut_62 == u32(4294967293);
if l_3937 {
let l_3938 = a_8[u32(0)];
let l_3939 = l_3938 + u32(1);
a_8[u32(0)] = l_3939;
} else {
if l_mut_160 {
l_mut_2101 = l_150;
let l_3940 = l_mut_2101 < f64(-17.0);
if l_3940 {
l_mut_2101 = f64(-17.0);
}
let l_3941 = l_mut_2101 > f64(17.0);
if l_3941 {
l_mut_2101 = f64(17.0);
}
let l_3942 = l_mut_2101 + f64(16.0);
let l_3943 = l_3942 + f64(1.0);
let l_3944 = u32(l_3943);
let l_3945 = u32(2) + l_3944;
let l_3946 = a_8[l_3945];
let l_3947 = l_3946 + u32(1);
a_8[l_3945] = l_3947;
let l_3948 = bitcast<u32>(l_mut_22);
let l_3949 = l_3948 & u32(8388607);
let l_3950 = f64(l_3949);
let l_3951 = l_3950 / f64(7.1362384635298e44);
l_mut_2101 = l_3951;
let l_3952 = l_3948 & u32(2139095040);
let l_3953 = l_3952 != u32(0);
if l_3953 {
let l_3954 = l_3948 & u32(2147483647);
let l_3955 = bitcast<f32>(l_3954);
let l_3956 = f64(l_3955);
l_mut_2101 = l_3956;
}
let l_3957 = l_3948 >> u32(31);
let l_3958 = f64(l_3957);
let l_3959 = f64(2.0) * l_3958;
let l_3960 = f64(1.0) - l_3959;
l_mut_2101 = l_mut_2101 * l_3960;
let l_3961 = abs(l_mut_35);
let l_3962 = l_mut_35 * f64(0.0);
let l_3963 = l_3962 + f64(7.1362384635298e44);
l_mut_1874 = l_3963;
let l_3964 = l_3961 >= f64(2.350988701644575e-38);
if l_3964 {
let l_3965 = l_mut_62 & u32(2147483647);
let l_3966 = bitcast<f32>(l_3965);
let l_3967 = f64(l_3966);
let l_3968 = l_3965 & u32(2139095040);
let l_3969 = bitcast<f32>(l_3968);
let l_3970 = f64(l_3969);
let l_3971 = l_3967 > l_3961;
let l_3972 = l_3965 & u32(8388607);
let l_3973 = l_3972 == u32(0);
let l_3974 = l_3971 && l_3973;
let l_3975 = l_3970 * f64(1.1920928955078125e-7);
let l_3976 = f64(l_3974);
let l_3977 = f64(0.5) * l_3976;
let l_3978 = f64(1.0) - l_3977;
let l_3979 = l_3975 * l_3978;
let l_3980 = f64(1.0) / l_3979;
l_mut_1874 = l_3980;
}
let l_3981 = l_mut_2101 - l_mut_35;
let l_3982 = l_3981 * l_mut_1874;
let l_3983 = a_8[u32(45)];
let l_3984 = l_3983 == u32(4294967295);
let l_3985 = a_9[u32(0)];
let l_3986 = l_3982 < l_3985;
let l_3987 = l_3984 || l_3986;
if l_3987 {
a_9[u32(0)] = l_3982;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_131;
}
let l_3988 = a_8[u32(47)];
let l_3989 = l_3988 == u32(4294967295);
let l_3990 = a_9[u32(1)];
let l_3991 = l_3982 > l_3990;
let l_3992 = l_3989 || l_3991;
if l_3992 {
a_9[u32(1)] = l_3982;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_131;
}
let l_3993 = l_150 != f64(0.0);
if l_3993 {

for (var l_mut_3994: u32 = u32(0); l_mut_3994 < u32(8); l_mut_3994++) {
let l_3995 = a_10[l_mut_3994];
let l_3996 = l_3995 == u32(1);
if l_3996 {
let l_3997 = u32(37) + l_mut_3994;
let l_3998 = a_8[l_3997];
let l_3999 = l_3998 + u32(1);
a_8[l_3997] = l_3999;
let l_4000 = u32(2) + l_mut_3994;
let l_4001 = u32(2) * l_4000;
let l_4002 = u32(45) + l_4001;
let l_4003 = a_8[l_4002];
let l_4004 = l_4003 == u32(4294967295);
let l_4005 = abs(l_3982);
let l_4006 = u32(2) + l_mut_3994;
let l_4007 = a_9[l_4006];
let l_4008 = abs(l_4007);
let l_4009 = l_4005 > l_4008;
let l_4010 = l_4004 || l_4009;
if l_4010 {
let l_4011 = u32(2) + l_mut_3994;
a_9[l_4011] = l_3982;
a_8[l_4002] = l_20;
let l_4012 = l_4002 + u32(1);
a_8[l_4012] = l_131;
}
}
}
}
} else {
let l_4013 = a_8[u32(1)];
let l_4014 = l_2 + l_4013;
let l_4015 = l_4014 * u32(2);
let l_4100 = info.static_meta[u32(6)];
let l_4101 = l_4100 * u32(1);
let l_4102 = l_4015 < l_4101;
if l_4102 {
buffer_6_global[l_4015] = l_20;
}
let l_4016 = l_4015 + u32(1);
let l_4103 = info.static_meta[u32(6)];
let l_4104 = l_4103 * u32(1);
let l_4105 = l_4016 < l_4104;
if l_4105 {
buffer_6_global[l_4016] = l_131;
}
let l_4017 = a_8[u32(1)];
let l_4018 = l_4017 + u32(1);
a_8[u32(1)] = l_4018;
}
}
}

for (var l_mut_4019: u32 = u32(0); l_mut_4019 < u32(65); l_mut_4019++) {
let l_4020 = id * u32(65);
let l_4021 = l_4020 + l_mut_4019;
let l_4022 = a_8[l_mut_4019];
let l_4106 = info.static_meta[u32(4)];
let l_4107 = l_4106 * u32(1);
let l_4108 = l_4021 < l_4107;
if l_4108 {
buffer_4_global[l_4021] = l_4022;
}
}

for (var l_mut_4023: u32 = u32(0); l_mut_4023 < u32(10); l_mut_4023++) {
let l_4024 = id * u32(10);
let l_4025 = l_4024 + l_mut_4023;
let l_4026 = a_9[l_mut_4023];
let l_4109 = info.static_meta[u32(5)];
let l_4110 = l_4109 * u32(1);
let l_4111 = l_4025 < l_4110;
if l_4111 {
buffer_5_global[l_4025] = l_4026;
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
