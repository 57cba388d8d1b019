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

var a_421: array<u32, 1>;

var a_2466: array<f64, 2>;

var a_3410: array<f64, 2>;

var a_3617: array<f64, 2>;

var a_4007: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_128: bool;
var l_mut_144: u64;
var l_mut_1580: f64;
var l_mut_1656: f64;
var l_mut_173: u64;
var l_mut_185: u64;
var l_mut_1883: f64;
var l_mut_188: i32;
var l_mut_2112: f64;
var l_mut_22: f32;
var l_mut_2339: f64;
var l_mut_243: f64;
var l_mut_2572: u32;
var l_mut_26: f64;
var l_mut_3516: u32;
var l_mut_35: f64;
var l_mut_422: u32;
var l_mut_438: u32;
var l_mut_476: u32;
var l_mut_49: f64;
var l_mut_521: bool;
var l_mut_524: bool;
var l_mut_527: bool;
var l_mut_530: bool;
var l_mut_59: u32;
var l_mut_76: f64;
let l_0 = id == u32(0);
if l_0 {
let l_4279 = info.static_meta[u32(7)];
let l_4280 = l_4279 * u32(1);
let l_4281 = u32(0) < l_4280;
if l_4281 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_4265 = info.static_meta[u32(0)];
let l_4266 = l_4265 * u32(1);
let l_4267 = u32(1) < l_4266;
let l_4268 = l_4266 - u32(1);
let l_4269 = min(u32(1), l_4268);
let l_4270 = buffer_0_global[l_4269];
let l_4271 = select(u32(0), l_4270, l_4267);
let l_1 = l_4271;
let l_2 = id * l_1;
let l_4272 = info.static_meta[u32(0)];
let l_4273 = l_4272 * u32(1);
let l_4274 = u32(2) < l_4273;
let l_4275 = l_4273 - u32(1);
let l_4276 = min(u32(2), l_4275);
let l_4277 = buffer_0_global[l_4276];
let l_4278 = select(u32(0), l_4277, l_4274);
let l_3 = l_4278;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_4282 = info.static_meta[u32(0)];
let l_4283 = l_4282 * u32(1);
let l_4284 = u32(2) < l_4283;
let l_4285 = l_4283 - u32(1);
let l_4286 = min(u32(2), l_4285);
let l_4287 = buffer_0_global[l_4286];
let l_4288 = select(u32(0), l_4287, l_4284);
let l_6 = l_4288;
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
let l_4289 = info.static_meta[u32(0)];
let l_4290 = l_4289 * u32(1);
let l_4291 = u32(0) < l_4290;
let l_4292 = l_4290 - u32(1);
let l_4293 = min(u32(0), l_4292);
let l_4294 = buffer_0_global[l_4293];
let l_4295 = select(u32(0), l_4294, l_4291);
let l_19 = l_4295;
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
let l_37 = l_36 & u32(2147483647);
let l_38 = f64(l_21);
let l_39 = bitcast<u64>(l_38);
let l_40 = l_39 | u64(9221120237041090560);
let l_41 = bitcast<f64>(l_40);
l_mut_26 = l_41;
let l_42 = bitcast<f32>(l_37);
let l_43 = l_42 < f32(4.0);
if l_43 {
let l_4303 = info.static_meta[u32(3)];
let l_4304 = l_4303 * u32(1);
let l_4305 = u32(1024) < l_4304;
let l_4306 = l_4304 - u32(1);
let l_4307 = min(u32(1024), l_4306);
let l_4308 = buffer_3_global[l_4307];
let l_4309 = select(u32(0), l_4308, l_4305);
let l_44 = l_4309;
let l_45 = bitcast<f32>(l_44);
let l_46 = f64(l_45);
let l_47 = bitcast<u32>(l_21);
let l_48 = f64(l_21);
l_mut_49 = l_48;
let l_50 = l_47 & u32(2139095040);
let l_51 = l_50 == u32(0);
if l_51 {
let l_52 = l_47 & u32(8388607);
let l_53 = f64(l_52);
let l_54 = l_53 * f64(1.401298464324817e-45);
l_mut_49 = l_54;
let l_55 = l_47 >> u32(31);
let l_56 = l_55 == u32(1);
if l_56 {
let l_57 = -l_mut_49;
l_mut_49 = l_57;
}
}
let l_58 = abs(l_mut_49);
l_mut_49 = l_58;
l_mut_59 = u32(0);
let l_60 = l_58 >= f64(0.785);
if l_60 {
let l_61 = l_58 * f64(0.6366197723675814);
let l_62 = l_61 + f64(0.5);
let l_63 = floor(l_62);
let l_64 = l_63 * f64(1.570796325802803);
let l_65 = l_58 - l_64;
let l_66 = l_65 * l_46;
let l_67 = l_63 * f64(9.920935796805404e-10);
let l_68 = l_66 - l_67;
l_mut_49 = l_68;
let l_69 = u32(l_63);
l_mut_59 = l_69;
}
let l_70 = bitcast<u32>(l_21);
let l_71 = l_70 >> u32(31);
let l_72 = l_71 == u32(1);
let l_73 = l_mut_49 * l_mut_49;
let l_74 = l_73 * f64(1.9572941063391263e-20);
let l_75 = f64(8.22063524662433e-18) - l_74;
l_mut_76 = l_75;
let l_77 = l_mut_76 * l_73;
let l_78 = l_77 - f64(2.8114572543455206e-15);
l_mut_76 = l_78;
let l_79 = l_mut_76 * l_73;
let l_80 = l_79 + f64(7.647163731819816e-13);
l_mut_76 = l_80;
let l_81 = l_mut_76 * l_73;
let l_82 = l_81 - f64(1.6059043836821613e-10);
l_mut_76 = l_82;
let l_83 = l_mut_76 * l_73;
let l_84 = l_83 + f64(2.505210838544172e-8);
l_mut_76 = l_84;
let l_85 = l_mut_76 * l_73;
let l_86 = l_85 - f64(2.7557319223985893e-6);
l_mut_76 = l_86;
let l_87 = l_mut_76 * l_73;
let l_88 = l_87 + f64(0.0001984126984126984);
l_mut_76 = l_88;
let l_89 = l_mut_76 * l_73;
let l_90 = l_89 - f64(0.008333333333333333);
l_mut_76 = l_90;
let l_91 = l_mut_76 * l_73;
let l_92 = l_91 + f64(0.16666666666666666);
l_mut_76 = l_92;
let l_93 = f64(0.5) * l_73;
let l_94 = f64(1.0) - l_93;
let l_95 = f64(0.0) * l_94;
let l_96 = l_mut_49 * l_73;
let l_97 = l_96 * l_mut_76;
let l_98 = l_95 - l_97;
let l_99 = l_mut_49 + l_98;
let l_100 = l_mut_49 * l_mut_49;
let l_101 = l_100 * f64(4.110317623312165e-19);
let l_102 = l_101 - f64(1.5619206968586225e-16);
l_mut_76 = l_102;
let l_103 = l_mut_76 * l_100;
let l_104 = l_103 + f64(4.779477332387385e-14);
l_mut_76 = l_104;
let l_105 = l_mut_76 * l_100;
let l_106 = l_105 - f64(1.1470745597729725e-11);
l_mut_76 = l_106;
let l_107 = l_mut_76 * l_100;
let l_108 = l_107 + f64(2.08767569878681e-9);
l_mut_76 = l_108;
let l_109 = l_mut_76 * l_100;
let l_110 = l_109 - f64(2.755731922398589e-7);
l_mut_76 = l_110;
let l_111 = l_mut_76 * l_100;
let l_112 = l_111 + f64(2.48015873015873e-5);
l_mut_76 = l_112;
let l_113 = l_mut_76 * l_100;
let l_114 = l_113 - f64(0.001388888888888889);
l_mut_76 = l_114;
let l_115 = l_mut_76 * l_100;
let l_116 = l_115 + f64(0.041666666666666664);
l_mut_76 = l_116;
let l_117 = f64(0.5) * l_100;
let l_118 = f64(1.0) - l_117;
let l_119 = l_100 * l_100;
let l_120 = l_119 * l_mut_76;
let l_121 = f64(0.0) * l_mut_49;
let l_122 = l_120 - l_121;
let l_123 = l_118 + l_122;
let l_124 = l_mut_59 & u32(1);
let l_125 = l_124 == u32(1);
l_mut_76 = l_99;
let l_126 = l_mut_59 & u32(2);
let l_127 = l_126 != u32(0);
l_mut_128 = l_127;
let l_129 = l_99 / l_123;
l_mut_76 = l_129;
if l_125 {
let l_130 = l_123 / l_99;
l_mut_76 = l_130;
}
l_mut_128 = l_125;
let l_131 = bool(true) && l_72;
if l_131 {
let l_132 = !l_mut_128;
l_mut_128 = l_132;
}
if l_mut_128 {
let l_133 = -l_mut_76;
l_mut_76 = l_133;
}
l_mut_26 = l_mut_76;
} else {
let l_134 = l_37 < u32(2139095040);
if l_134 {
let l_135 = l_37 & u32(8388607);
let l_136 = l_135 | u32(8388608);
let l_137 = u64(l_136);
let l_138 = l_37 >> u32(23);
let l_139 = l_138 * u32(4);
let l_140 = l_139 + u32(3);
let l_4310 = info.static_meta[u32(3)];
let l_4311 = l_4310 * u32(1);
let l_4312 = l_140 < l_4311;
let l_4313 = l_4311 - u32(1);
let l_4314 = min(l_140, l_4313);
let l_4315 = buffer_3_global[l_4314];
let l_4316 = select(u32(0), l_4315, l_4312);
let l_141 = l_4316;
let l_142 = u64(l_141);
let l_143 = l_137 * l_142;
l_mut_144 = l_143;
let l_145 = l_mut_144 & u64(4294967295);
let l_146 = l_mut_144 >> u32(bitcast<u64>(u64(32)));
let l_147 = l_139 + u32(2);
let l_4317 = info.static_meta[u32(3)];
let l_4318 = l_4317 * u32(1);
let l_4319 = l_147 < l_4318;
let l_4320 = l_4318 - u32(1);
let l_4321 = min(l_147, l_4320);
let l_4322 = buffer_3_global[l_4321];
let l_4323 = select(u32(0), l_4322, l_4319);
let l_148 = l_4323;
let l_149 = u64(l_148);
let l_150 = l_137 * l_149;
let l_151 = l_146 + l_150;
l_mut_144 = l_151;
let l_152 = l_mut_144 & u64(4294967295);
let l_153 = l_mut_144 >> u32(bitcast<u64>(u64(32)));
let l_154 = l_139 + u32(1);
let l_4324 = info.static_meta[u32(3)];
let l_4325 = l_4324 * u32(1);
let l_4326 = l_154 < l_4325;
let l_4327 = l_4325 - u32(1);
let l_4328 = min(l_154, l_4327);
let l_4329 = buffer_3_global[l_4328];
let l_4330 = select(u32(0), l_4329, l_4326);
let l_155 = l_4330;
let l_156 = u64(l_155);
let l_157 = l_137 * l_156;
let l_158 = l_153 + l_157;
l_mut_144 = l_158;
let l_159 = l_mut_144 & u64(4294967295);
let l_160 = l_mut_144 >> u32(bitcast<u64>(u64(32)));
let l_4331 = info.static_meta[u32(3)];
let l_4332 = l_4331 * u32(1);
let l_4333 = l_139 < l_4332;
let l_4334 = l_4332 - u32(1);
let l_4335 = min(l_139, l_4334);
let l_4336 = buffer_3_global[l_4335];
let l_4337 = select(u32(0), l_4336, l_4333);
let l_161 = l_4337;
let l_162 = u64(l_161);
let l_163 = l_137 * l_162;
let l_164 = l_160 + l_163;
l_mut_144 = l_164;
let l_165 = l_mut_144 >> u32(bitcast<u64>(u64(29)));
let l_166 = l_165 & u64(3);
let l_167 = u32(bitcast<u64>(l_166));
l_mut_59 = l_167;
let l_168 = l_mut_144 & u64(536870911);
let l_169 = l_168 << u32(bitcast<u64>(u64(32)));
let l_170 = l_169 | l_159;
l_mut_144 = l_170;
let l_171 = l_152 << u32(bitcast<u64>(u64(32)));
let l_172 = l_171 | l_145;
l_mut_173 = l_172;
let l_174 = l_mut_144 >= u64(1152921504606846976);
if l_174 {
let l_175 = l_mut_59 + u32(1);
let l_176 = l_175 & u32(3);
l_mut_59 = l_176;
let l_177 = l_mut_173 != u64(0);
let l_178 = u64(l_177);
let l_179 = u64(0) - l_mut_173;
l_mut_173 = l_179;
let l_180 = u64(2305843009213693952) - l_mut_144;
let l_181 = l_180 - l_178;
l_mut_144 = l_181;
}
let l_182 = select(countLeadingZeros(u32(l_mut_173 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_173)), (l_mut_173 >> u32(32u)) == u64(0));
let l_183 = u64(l_182);
let l_184 = l_mut_173 << u32(bitcast<u64>(l_183));
l_mut_185 = l_184;
let l_186 = i32(l_182);
let l_187 = i32(0) - l_186;
l_mut_188 = l_187;
let l_189 = l_mut_144 != u64(0);
if l_189 {
let l_190 = select(countLeadingZeros(u32(l_mut_144 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_144)), (l_mut_144 >> u32(32u)) == u64(0));
let l_191 = u64(l_190);
let l_192 = l_mut_144 << u32(bitcast<u64>(l_191));
let l_193 = u32(64) - l_190;
let l_194 = u64(l_193);
let l_195 = l_mut_173 >> u32(bitcast<u64>(l_194));
let l_196 = l_192 | l_195;
l_mut_185 = l_196;
let l_197 = i32(l_190);
let l_198 = i32(64) - l_197;
l_mut_188 = l_198;
}
let l_199 = l_mut_185 >> u32(bitcast<u64>(u64(32)));
let l_200 = l_mut_185 & u64(4294967295);
let l_201 = l_199 * u64(560513588);
let l_202 = l_200 * u64(3373259426);
let l_203 = l_200 * u64(560513588);
let l_204 = l_203 >> u32(bitcast<u64>(u64(32)));
let l_205 = l_201 & u64(4294967295);
let l_206 = l_204 + l_205;
let l_207 = l_202 & u64(4294967295);
let l_208 = l_206 + l_207;
let l_209 = l_199 * u64(3373259426);
let l_210 = l_201 >> u32(bitcast<u64>(u64(32)));
let l_211 = l_209 + l_210;
let l_212 = l_202 >> u32(bitcast<u64>(u64(32)));
let l_213 = l_211 + l_212;
let l_214 = l_208 >> u32(bitcast<u64>(u64(32)));
let l_215 = l_213 + l_214;
l_mut_185 = l_215;
let l_216 = l_mut_188 - i32(124);
l_mut_188 = l_216;
let l_217 = l_mut_185 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_217 {
let l_218 = l_mut_185 << u32(bitcast<u64>(u64(1)));
let l_219 = l_208 >> u32(bitcast<u64>(u64(31)));
let l_220 = l_219 & u64(1);
let l_221 = l_218 | l_220;
l_mut_185 = l_221;
l_mut_188 = l_mut_188 - i32(1);
}
let l_222 = l_mut_185 >> u32(bitcast<u64>(u64(11)));
let l_223 = f64(l_222);
let l_224 = l_mut_188 + i32(11);
let l_225 = l_224 + i32(1023);
let l_226 = u64(l_225);
let l_227 = l_226 << u32(bitcast<u64>(u64(52)));
let l_228 = bitcast<f64>(l_227);
let l_229 = l_223 * l_228;
l_mut_76 = l_229;
let l_230 = l_mut_185 & u64(2047);
let l_231 = f64(l_230);
let l_232 = l_mut_188 + i32(1023);
let l_233 = u64(l_232);
let l_234 = l_233 << u32(bitcast<u64>(u64(52)));
let l_235 = bitcast<f64>(l_234);
let l_236 = l_231 * l_235;
l_mut_49 = l_236;
if l_174 {
let l_237 = -l_mut_76;
l_mut_76 = l_237;
let l_238 = -l_mut_49;
l_mut_49 = l_238;
}
let l_239 = l_36 >= u32(2147483648);
let l_240 = l_mut_76 * l_mut_76;
let l_241 = l_240 * f64(1.9572941063391263e-20);
let l_242 = f64(8.22063524662433e-18) - l_241;
l_mut_243 = l_242;
let l_244 = l_mut_243 * l_240;
let l_245 = l_244 - f64(2.8114572543455206e-15);
l_mut_243 = l_245;
let l_246 = l_mut_243 * l_240;
let l_247 = l_246 + f64(7.647163731819816e-13);
l_mut_243 = l_247;
let l_248 = l_mut_243 * l_240;
let l_249 = l_248 - f64(1.6059043836821613e-10);
l_mut_243 = l_249;
let l_250 = l_mut_243 * l_240;
let l_251 = l_250 + f64(2.505210838544172e-8);
l_mut_243 = l_251;
let l_252 = l_mut_243 * l_240;
let l_253 = l_252 - f64(2.7557319223985893e-6);
l_mut_243 = l_253;
let l_254 = l_mut_243 * l_240;
let l_255 = l_254 + f64(0.0001984126984126984);
l_mut_243 = l_255;
let l_256 = l_mut_243 * l_240;
let l_257 = l_256 - f64(0.008333333333333333);
l_mut_243 = l_257;
let l_258 = l_mut_243 * l_240;
let l_259 = l_258 + f64(0.16666666666666666);
l_mut_243 = l_259;
let l_260 = f64(0.5) * l_240;
let l_261 = f64(1.0) - l_260;
let l_262 = l_mut_49 * l_261;
let l_263 = l_mut_76 * l_240;
let l_264 = l_263 * l_mut_243;
let l_265 = l_262 - l_264;
let l_266 = l_mut_76 + l_265;
let l_267 = l_mut_76 * l_mut_76;
let l_268 = l_267 * f64(4.110317623312165e-19);
let l_269 = l_268 - f64(1.5619206968586225e-16);
l_mut_243 = l_269;
let l_270 = l_mut_243 * l_267;
let l_271 = l_270 + f64(4.779477332387385e-14);
l_mut_243 = l_271;
let l_272 = l_mut_243 * l_267;
let l_273 = l_272 - f64(1.1470745597729725e-11);
l_mut_243 = l_273;
let l_274 = l_mut_243 * l_267;
let l_275 = l_274 + f64(2.08767569878681e-9);
l_mut_243 = l_275;
let l_276 = l_mut_243 * l_267;
let l_277 = l_276 - f64(2.755731922398589e-7);
l_mut_243 = l_277;
let l_278 = l_mut_243 * l_267;
let l_279 = l_278 + f64(2.48015873015873e-5);
l_mut_243 = l_279;
let l_280 = l_mut_243 * l_267;
let l_281 = l_280 - f64(0.001388888888888889);
l_mut_243 = l_281;
let l_282 = l_mut_243 * l_267;
let l_283 = l_282 + f64(0.041666666666666664);
l_mut_243 = l_283;
let l_284 = f64(0.5) * l_267;
let l_285 = f64(1.0) - l_284;
let l_286 = l_267 * l_267;
let l_287 = l_286 * l_mut_243;
let l_288 = l_mut_49 * l_mut_76;
let l_289 = l_287 - l_288;
let l_290 = l_285 + l_289;
let l_291 = l_mut_59 & u32(1);
let l_292 = l_291 == u32(1);
l_mut_243 = l_266;
let l_293 = l_mut_59 & u32(2);
let l_294 = l_293 != u32(0);
l_mut_128 = l_294;
let l_295 = l_266 / l_290;
l_mut_243 = l_295;
if l_292 {
let l_296 = l_290 / l_266;
l_mut_243 = l_296;
}
l_mut_128 = l_292;
let l_297 = bool(true) && l_239;
if l_297 {
let l_298 = !l_mut_128;
l_mut_128 = l_298;
}
if l_mut_128 {
let l_299 = -l_mut_243;
l_mut_243 = l_299;
}
l_mut_26 = l_mut_243;
}
}
l_mut_35 = l_mut_26;
let l_4296 = info.static_meta[u32(3)];
let l_4297 = l_4296 * u32(1);
let l_4298 = u32(1024) < l_4297;
let l_4299 = l_4297 - u32(1);
let l_4300 = min(u32(1024), l_4299);
let l_4301 = buffer_3_global[l_4300];
let l_4302 = select(u32(0), l_4301, l_4298);
let l_300 = l_4302;
let l_301 = bitcast<f32>(l_300);
let l_302 = f64(l_301);
l_mut_59 = u32(4294967294);
let l_303 = bitcast<u32>(l_mut_22);
let l_304 = bitcast<u32>(l_21);
let l_305 = l_304 & u32(2139095040);
let l_306 = l_305 != u32(2139095040);
let l_307 = l_305 == u32(0);
let l_308 = bitcast<u32>(l_21);
let l_309 = l_308 & u32(8388607);
let l_310 = l_309 != u32(0);
let l_311 = l_307 && l_310;
let l_312 = abs(l_mut_35);
let l_313 = l_mut_35 < f64(0.0);
let l_314 = u32(l_313);
let l_315 = u32(2147483648) * l_314;
if l_311 {
} else {
let l_316 = is_nan_1_f64(l_mut_35);if l_316 {
let l_317 = l_303 & u32(2147483647);
let l_318 = l_317 > u32(2139095040);
if l_318 {
l_mut_59 = u32(4294967293);
}
} else {
let l_319 = l_312 >= f64(3.402823669209385e38);
let l_320 = !l_306;
let l_321 = l_312 == f64(0.0);
let l_322 = l_320 && l_321;
let l_323 = l_319 || l_322;
if l_323 {
let l_324 = l_312 >= f64(3.402823669209385e38);
let l_325 = u32(l_324);
let l_326 = u32(2139095040) * l_325;
let l_327 = l_326 | l_315;
let l_328 = l_303 == l_327;
let l_329 = l_303 | l_327;
let l_330 = l_329 & u32(2147483647);
let l_331 = l_330 == u32(0);
let l_332 = l_328 || l_331;
if l_332 {
l_mut_59 = u32(4294967293);
}
} else {
let l_333 = l_312 >= f64(2.350988701644575e-38);
let l_334 = l_306 && l_333;
let l_335 = l_312 < f64(3.4028234663852886e38);
let l_336 = l_334 && l_335;
if l_336 {
let l_337 = f32(l_312);
let l_338 = bitcast<u32>(l_337);
let l_339 = bitcast<f32>(l_338);
let l_340 = f64(l_339);
let l_341 = l_312 - l_340;
let l_342 = l_338 + u32(1);
let l_343 = l_341 < f64(0.0);
let l_344 = u32(l_343);
let l_345 = u32(2) * l_344;
let l_346 = l_342 - l_345;
let l_347 = bitcast<f32>(l_346);
let l_348 = f64(l_347);
let l_349 = l_348 - l_340;
let l_350 = abs(l_349);
let l_351 = l_350 * f64(0.5);
let l_352 = abs(l_341);
let l_353 = l_351 - l_352;
let l_354 = l_312 * f64(9.094947017729282e-13);
let l_355 = l_353 > l_354;
if l_355 {
let l_356 = l_338 | l_315;
l_mut_59 = l_356;
}
} else {
let l_357 = l_312 < f64(2.350988701644575e-38);
let l_358 = l_306 && l_357;
if l_358 {
let l_359 = l_312 * f64(7.1362384635298e44);
let l_360 = floor(l_359);
let l_361 = l_359 - l_360;
let l_362 = l_361 - f64(0.5);
let l_363 = abs(l_362);
let l_364 = l_359 * f64(9.094947017729282e-13);
let l_365 = l_363 > l_364;
if l_365 {
let l_366 = l_361 > f64(0.5);
let l_367 = f64(l_366);
let l_368 = l_360 + l_367;
let l_369 = u32(l_368);
let l_370 = l_369 | l_315;
l_mut_59 = l_370;
}
}
}
}
}
}
let l_371 = bitcast<u32>(l_mut_22);
let l_372 = l_371 & u32(2147483647);
let l_373 = l_372 > u32(2139095040);
let l_374 = l_371 & u32(2147483647);
let l_375 = l_374 == u32(0);
let l_376 = l_371 & u32(2147483647);
let l_377 = f64(l_376);
let l_378 = l_371 >> u32(31);
let l_379 = f64(l_378);
let l_380 = f64(2.0) * l_379;
let l_381 = f64(1.0) - l_380;
let l_382 = l_377 * l_381;
let l_383 = l_mut_59 & u32(2147483647);
let l_384 = f64(l_383);
let l_385 = l_mut_59 >> u32(31);
let l_386 = f64(l_385);
let l_387 = f64(2.0) * l_386;
let l_388 = f64(1.0) - l_387;
let l_389 = l_384 * l_388;
let l_390 = l_382 - l_389;
let l_391 = l_mut_59 & u32(2139095040);
let l_392 = l_391 == u32(0);
let l_393 = l_mut_59 < u32(4294967293);
let l_394 = l_390 == f64(0.0);
let l_395 = l_375 && l_392;
let l_396 = l_373 || l_395;
let l_397 = !l_396;
let l_398 = l_394 || l_397;
let l_399 = l_393 && l_398;
l_mut_128 = l_399;
let l_400 = l_390 != f64(0.0);
let l_401 = l_mut_128 && l_400;
if l_401 {

for (var l_mut_402: u32 = u32(0); l_mut_402 < u32(8); l_mut_402++) {
let l_403 = u32(2) * l_mut_402;
let l_4338 = info.static_meta[u32(1)];
let l_4339 = l_4338 * u32(1);
let l_4340 = l_403 < l_4339;
let l_4341 = l_4339 - u32(1);
let l_4342 = min(l_403, l_4341);
let l_4343 = buffer_1_global[l_4342];
let l_4344 = select(u32(0), l_4343, l_4340);
let l_404 = l_4344;
let l_405 = u32(2) * l_mut_402;
let l_406 = l_405 + u32(1);
let l_4345 = info.static_meta[u32(1)];
let l_4346 = l_4345 * u32(1);
let l_4347 = l_406 < l_4346;
let l_4348 = l_4346 - u32(1);
let l_4349 = min(l_406, l_4348);
let l_4350 = buffer_1_global[l_4349];
let l_4351 = select(u32(0), l_4350, l_4347);
let l_407 = l_4351;
let l_408 = l_407 != u32(0);
let l_409 = l_mut_402 * u32(4);
let l_4352 = info.static_meta[u32(2)];
let l_4353 = l_4352 * u32(1);
let l_4354 = l_409 < l_4353;
let l_4355 = l_4353 - u32(1);
let l_4356 = min(l_409, l_4355);
let l_4357 = buffer_2_global[l_4356];
let l_4358 = select(f64(0.0), l_4357, l_4354);
let l_410 = l_4358;
let l_411 = l_mut_402 * u32(4);
let l_412 = l_411 + u32(1);
let l_4359 = info.static_meta[u32(2)];
let l_4360 = l_4359 * u32(1);
let l_4361 = l_412 < l_4360;
let l_4362 = l_4360 - u32(1);
let l_4363 = min(l_412, l_4362);
let l_4364 = buffer_2_global[l_4363];
let l_4365 = select(f64(0.0), l_4364, l_4361);
let l_413 = l_4365;
let l_414 = l_mut_402 * u32(4);
let l_415 = l_414 + u32(2);
let l_4366 = info.static_meta[u32(2)];
let l_4367 = l_4366 * u32(1);
let l_4368 = l_415 < l_4367;
let l_4369 = l_4367 - u32(1);
let l_4370 = min(l_415, l_4369);
let l_4371 = buffer_2_global[l_4370];
let l_4372 = select(f64(0.0), l_4371, l_4368);
let l_416 = l_4372;
let l_417 = f64(l_21);
let l_418 = abs(l_417);
let l_419 = abs(l_mut_35);
let l_420 = l_419 * f64(1.4551915228366852e-11);
a_421[u32(0)] = u32(1);
l_mut_422 = u32(2);
let l_423 = l_404 == u32(0);
if l_423 {
l_mut_422 = u32(0);
} else {
let l_424 = l_404 == u32(1);
if l_424 {
l_mut_422 = u32(1);
let l_425 = abs(l_390);
let l_426 = l_425 <= l_410;
if l_426 {
l_mut_422 = u32(0);
}
} else {
let l_427 = l_404 == u32(2);
if l_427 {
let l_428 = abs(l_mut_35);
l_mut_243 = f64(1.401298464324817e-45);
let l_429 = l_428 >= f64(1.1754943508222875e-38);
let l_430 = l_428 <= f64(1.7976931348623157e308);
let l_431 = l_429 && l_430;
if l_431 {
let l_432 = bitcast<u64>(l_428);
let l_433 = l_432 >> u32(bitcast<u64>(u64(52)));
let l_434 = l_433 - u64(23);
let l_435 = l_434 << u32(bitcast<u64>(u64(52)));
let l_436 = bitcast<f64>(l_435);
l_mut_243 = l_436;
}
let l_437 = l_410 * l_mut_243;
l_mut_438 = u32(2);
let l_439 = l_mut_35 - l_420;
let l_440 = abs(l_439);
l_mut_243 = f64(1.401298464324817e-45);
let l_441 = l_440 >= f64(1.1754943508222875e-38);
let l_442 = l_440 <= f64(1.7976931348623157e308);
let l_443 = l_441 && l_442;
if l_443 {
let l_444 = bitcast<u64>(l_440);
let l_445 = l_444 >> u32(bitcast<u64>(u64(52)));
let l_446 = l_445 - u64(23);
let l_447 = l_446 << u32(bitcast<u64>(u64(52)));
let l_448 = bitcast<f64>(l_447);
l_mut_243 = l_448;
}
let l_449 = l_mut_35 + l_420;
let l_450 = abs(l_449);
l_mut_76 = f64(1.401298464324817e-45);
let l_451 = l_450 >= f64(1.1754943508222875e-38);
let l_452 = l_450 <= f64(1.7976931348623157e308);
let l_453 = l_451 && l_452;
if l_453 {
let l_454 = bitcast<u64>(l_450);
let l_455 = l_454 >> u32(bitcast<u64>(u64(52)));
let l_456 = l_455 - u64(23);
let l_457 = l_456 << u32(bitcast<u64>(u64(52)));
let l_458 = bitcast<f64>(l_457);
l_mut_76 = l_458;
}
let l_459 = l_mut_243 == l_mut_76;
if l_459 {
let l_460 = l_437 * f64(1.4551915228366852e-11);
let l_461 = l_420 + l_460;
let l_462 = l_mut_35 - l_437;
let l_463 = l_mut_35 + l_437;
let l_464 = bitcast<u32>(l_mut_22);
let l_465 = f64(l_mut_22);
l_mut_243 = l_465;
let l_466 = l_464 & u32(2139095040);
let l_467 = l_466 == u32(0);
if l_467 {
let l_468 = l_464 & u32(8388607);
let l_469 = f64(l_468);
let l_470 = l_469 * f64(1.401298464324817e-45);
l_mut_243 = l_470;
let l_471 = l_464 >> u32(31);
let l_472 = l_471 == u32(1);
if l_472 {
let l_473 = -l_mut_243;
l_mut_243 = l_473;
}
}
let l_474 = bitcast<u32>(l_mut_22);
let l_475 = l_474 + u32(1);
l_mut_476 = l_475;
let l_477 = l_474 & u32(2147483647);
let l_478 = l_477 == u32(0);
if l_478 {
l_mut_476 = u32(1);
} else {
let l_479 = l_474 & u32(2147483648);
let l_480 = l_479 != u32(0);
if l_480 {
let l_481 = l_474 - u32(1);
l_mut_476 = l_481;
} else {
let l_482 = l_474 == u32(2139095040);
if l_482 {
l_mut_476 = l_474;
}
}
}
let l_483 = bitcast<f32>(l_mut_476);
let l_484 = bitcast<u32>(l_483);
let l_485 = f64(l_483);
l_mut_76 = l_485;
let l_486 = l_484 & u32(2139095040);
let l_487 = l_486 == u32(0);
if l_487 {
let l_488 = l_484 & u32(8388607);
let l_489 = f64(l_488);
let l_490 = l_489 * f64(1.401298464324817e-45);
l_mut_76 = l_490;
let l_491 = l_484 >> u32(31);
let l_492 = l_491 == u32(1);
if l_492 {
let l_493 = -l_mut_76;
l_mut_76 = l_493;
}
}
let l_494 = bitcast<u32>(l_mut_22);
let l_495 = l_494 ^ u32(2147483648);
let l_496 = bitcast<f32>(l_495);
let l_497 = bitcast<u32>(l_496);
let l_498 = l_497 + u32(1);
l_mut_476 = l_498;
let l_499 = l_497 & u32(2147483647);
let l_500 = l_499 == u32(0);
if l_500 {
l_mut_476 = u32(1);
} else {
let l_501 = l_497 & u32(2147483648);
let l_502 = l_501 != u32(0);
if l_502 {
let l_503 = l_497 - u32(1);
l_mut_476 = l_503;
} else {
let l_504 = l_497 == u32(2139095040);
if l_504 {
l_mut_476 = l_497;
}
}
}
let l_505 = bitcast<f32>(l_mut_476);
let l_506 = bitcast<u32>(l_505);
let l_507 = l_506 ^ u32(2147483648);
let l_508 = bitcast<f32>(l_507);
let l_509 = bitcast<u32>(l_508);
let l_510 = f64(l_508);
l_mut_49 = l_510;
let l_511 = l_509 & u32(2139095040);
let l_512 = l_511 == u32(0);
if l_512 {
let l_513 = l_509 & u32(8388607);
let l_514 = f64(l_513);
let l_515 = l_514 * f64(1.401298464324817e-45);
l_mut_49 = l_515;
let l_516 = l_509 >> u32(31);
let l_517 = l_516 == u32(1);
if l_517 {
let l_518 = -l_mut_49;
l_mut_49 = l_518;
}
}
let l_519 = l_462 + l_461;
let l_520 = l_519 <= l_mut_243;
l_mut_521 = l_520;
let l_522 = l_462 - l_461;
let l_523 = l_522 > l_mut_243;
l_mut_524 = l_523;
let l_525 = l_463 - l_461;
let l_526 = l_525 >= l_mut_243;
l_mut_527 = l_526;
let l_528 = l_463 + l_461;
let l_529 = l_528 < l_mut_243;
l_mut_530 = l_529;
if l_408 {
let l_531 = l_462 + l_461;
let l_532 = l_531 < l_mut_76;
l_mut_521 = l_532;
let l_533 = l_462 - l_461;
let l_534 = l_533 >= l_mut_76;
l_mut_524 = l_534;
let l_535 = l_463 - l_461;
let l_536 = l_535 > l_mut_49;
l_mut_527 = l_536;
let l_537 = l_463 + l_461;
let l_538 = l_537 <= l_mut_49;
l_mut_530 = l_538;
}
l_mut_476 = u32(2);
let l_539 = l_mut_524 || l_mut_530;
if l_539 {
l_mut_476 = u32(1);
} else {
let l_540 = l_mut_521 && l_mut_527;
if l_540 {
l_mut_476 = u32(0);
}
}
let l_541 = bitcast<u32>(l_mut_22);
let l_542 = l_541 & u32(2147483647);
let l_543 = l_542 == u32(0);
if l_543 {
let l_544 = l_462 + l_461;
let l_545 = l_544 < f64(1.1754943508222875e-38);
let l_546 = l_463 - l_461;
let l_547 = l_546 > f64(-1.1754943508222875e-38);
let l_548 = l_545 && l_547;
let l_549 = l_462 - l_461;
let l_550 = l_549 < f64(1.1754943508222875e-38);
let l_551 = l_463 + l_461;
let l_552 = l_551 > f64(-1.1754943508222875e-38);
let l_553 = l_550 && l_552;
if l_548 {
l_mut_476 = u32(0);
} else {
let l_554 = l_mut_476 == u32(1);
let l_555 = l_553 && l_554;
if l_555 {
l_mut_476 = u32(2);
}
}
}
l_mut_438 = l_mut_476;
}
l_mut_422 = l_mut_438;
} else {
let l_556 = l_404 == u32(3);
if l_556 {
l_mut_422 = u32(0);
let l_557 = l_418 >= f64(1.1754943508222875e-38);
let l_558 = l_418 <= f64(8.507059173023462e37);
let l_559 = l_557 && l_558;
if l_559 {
let l_560 = abs(l_mut_35);
l_mut_243 = f64(1.401298464324817e-45);
let l_561 = l_560 >= f64(1.1754943508222875e-38);
let l_562 = l_560 <= f64(1.7976931348623157e308);
let l_563 = l_561 && l_562;
if l_563 {
let l_564 = bitcast<u64>(l_560);
let l_565 = l_564 >> u32(bitcast<u64>(u64(52)));
let l_566 = l_565 - u64(23);
let l_567 = l_566 << u32(bitcast<u64>(u64(52)));
let l_568 = bitcast<f64>(l_567);
l_mut_243 = l_568;
}
let l_569 = l_410 * l_mut_243;
l_mut_476 = u32(2);
let l_570 = l_mut_35 - l_420;
let l_571 = abs(l_570);
l_mut_243 = f64(1.401298464324817e-45);
let l_572 = l_571 >= f64(1.1754943508222875e-38);
let l_573 = l_571 <= f64(1.7976931348623157e308);
let l_574 = l_572 && l_573;
if l_574 {
let l_575 = bitcast<u64>(l_571);
let l_576 = l_575 >> u32(bitcast<u64>(u64(52)));
let l_577 = l_576 - u64(23);
let l_578 = l_577 << u32(bitcast<u64>(u64(52)));
let l_579 = bitcast<f64>(l_578);
l_mut_243 = l_579;
}
let l_580 = l_mut_35 + l_420;
let l_581 = abs(l_580);
l_mut_76 = f64(1.401298464324817e-45);
let l_582 = l_581 >= f64(1.1754943508222875e-38);
let l_583 = l_581 <= f64(1.7976931348623157e308);
let l_584 = l_582 && l_583;
if l_584 {
let l_585 = bitcast<u64>(l_581);
let l_586 = l_585 >> u32(bitcast<u64>(u64(52)));
let l_587 = l_586 - u64(23);
let l_588 = l_587 << u32(bitcast<u64>(u64(52)));
let l_589 = bitcast<f64>(l_588);
l_mut_76 = l_589;
}
let l_590 = l_mut_243 == l_mut_76;
if l_590 {
let l_591 = l_569 * f64(1.4551915228366852e-11);
let l_592 = l_420 + l_591;
let l_593 = l_mut_35 - l_569;
let l_594 = l_mut_35 + l_569;
let l_595 = bitcast<u32>(l_mut_22);
let l_596 = f64(l_mut_22);
l_mut_243 = l_596;
let l_597 = l_595 & u32(2139095040);
let l_598 = l_597 == u32(0);
if l_598 {
let l_599 = l_595 & u32(8388607);
let l_600 = f64(l_599);
let l_601 = l_600 * f64(1.401298464324817e-45);
l_mut_243 = l_601;
let l_602 = l_595 >> u32(31);
let l_603 = l_602 == u32(1);
if l_603 {
let l_604 = -l_mut_243;
l_mut_243 = l_604;
}
}
let l_605 = bitcast<u32>(l_mut_22);
let l_606 = l_605 + u32(1);
l_mut_438 = l_606;
let l_607 = l_605 & u32(2147483647);
let l_608 = l_607 == u32(0);
if l_608 {
l_mut_438 = u32(1);
} else {
let l_609 = l_605 & u32(2147483648);
let l_610 = l_609 != u32(0);
if l_610 {
let l_611 = l_605 - u32(1);
l_mut_438 = l_611;
} else {
let l_612 = l_605 == u32(2139095040);
if l_612 {
l_mut_438 = l_605;
}
}
}
let l_613 = bitcast<f32>(l_mut_438);
let l_614 = bitcast<u32>(l_613);
let l_615 = f64(l_613);
l_mut_76 = l_615;
let l_616 = l_614 & u32(2139095040);
let l_617 = l_616 == u32(0);
if l_617 {
let l_618 = l_614 & u32(8388607);
let l_619 = f64(l_618);
let l_620 = l_619 * f64(1.401298464324817e-45);
l_mut_76 = l_620;
let l_621 = l_614 >> u32(31);
let l_622 = l_621 == u32(1);
if l_622 {
let l_623 = -l_mut_76;
l_mut_76 = l_623;
}
}
let l_624 = bitcast<u32>(l_mut_22);
let l_625 = l_624 ^ u32(2147483648);
let l_626 = bitcast<f32>(l_625);
let l_627 = bitcast<u32>(l_626);
let l_628 = l_627 + u32(1);
l_mut_438 = l_628;
let l_629 = l_627 & u32(2147483647);
let l_630 = l_629 == u32(0);
if l_630 {
l_mut_438 = u32(1);
} else {
let l_631 = l_627 & u32(2147483648);
let l_632 = l_631 != u32(0);
if l_632 {
let l_633 = l_627 - u32(1);
l_mut_438 = l_633;
} else {
let l_634 = l_627 == u32(2139095040);
if l_634 {
l_mut_438 = l_627;
}
}
}
let l_635 = bitcast<f32>(l_mut_438);
let l_636 = bitcast<u32>(l_635);
let l_637 = l_636 ^ u32(2147483648);
let l_638 = bitcast<f32>(l_637);
let l_639 = bitcast<u32>(l_638);
let l_640 = f64(l_638);
l_mut_49 = l_640;
let l_641 = l_639 & u32(2139095040);
let l_642 = l_641 == u32(0);
if l_642 {
let l_643 = l_639 & u32(8388607);
let l_644 = f64(l_643);
let l_645 = l_644 * f64(1.401298464324817e-45);
l_mut_49 = l_645;
let l_646 = l_639 >> u32(31);
let l_647 = l_646 == u32(1);
if l_647 {
let l_648 = -l_mut_49;
l_mut_49 = l_648;
}
}
let l_649 = l_593 + l_592;
let l_650 = l_649 <= l_mut_243;
l_mut_530 = l_650;
let l_651 = l_593 - l_592;
let l_652 = l_651 > l_mut_243;
l_mut_527 = l_652;
let l_653 = l_594 - l_592;
let l_654 = l_653 >= l_mut_243;
l_mut_524 = l_654;
let l_655 = l_594 + l_592;
let l_656 = l_655 < l_mut_243;
l_mut_521 = l_656;
if l_408 {
let l_657 = l_593 + l_592;
let l_658 = l_657 < l_mut_76;
l_mut_530 = l_658;
let l_659 = l_593 - l_592;
let l_660 = l_659 >= l_mut_76;
l_mut_527 = l_660;
let l_661 = l_594 - l_592;
let l_662 = l_661 > l_mut_49;
l_mut_524 = l_662;
let l_663 = l_594 + l_592;
let l_664 = l_663 <= l_mut_49;
l_mut_521 = l_664;
}
l_mut_438 = u32(2);
let l_665 = l_mut_527 || l_mut_521;
if l_665 {
l_mut_438 = u32(1);
} else {
let l_666 = l_mut_530 && l_mut_524;
if l_666 {
l_mut_438 = u32(0);
}
}
let l_667 = bitcast<u32>(l_mut_22);
let l_668 = l_667 & u32(2147483647);
let l_669 = l_668 == u32(0);
if l_669 {
let l_670 = l_593 + l_592;
let l_671 = l_670 < f64(1.1754943508222875e-38);
let l_672 = l_594 - l_592;
let l_673 = l_672 > f64(-1.1754943508222875e-38);
let l_674 = l_671 && l_673;
let l_675 = l_593 - l_592;
let l_676 = l_675 < f64(1.1754943508222875e-38);
let l_677 = l_594 + l_592;
let l_678 = l_677 > f64(-1.1754943508222875e-38);
let l_679 = l_676 && l_678;
if l_674 {
l_mut_438 = u32(0);
} else {
let l_680 = l_mut_438 == u32(1);
let l_681 = l_679 && l_680;
if l_681 {
l_mut_438 = u32(2);
}
}
}
l_mut_476 = l_mut_438;
}
l_mut_422 = l_mut_476;
}
} else {
let l_682 = l_404 == u32(4);
if l_682 {
let l_683 = l_413 * l_418;
let l_684 = l_410 + l_683;
let l_685 = abs(l_mut_35);
l_mut_243 = f64(1.401298464324817e-45);
let l_686 = l_685 >= f64(1.1754943508222875e-38);
let l_687 = l_685 <= f64(1.7976931348623157e308);
let l_688 = l_686 && l_687;
if l_688 {
let l_689 = bitcast<u64>(l_685);
let l_690 = l_689 >> u32(bitcast<u64>(u64(52)));
let l_691 = l_690 - u64(23);
let l_692 = l_691 << u32(bitcast<u64>(u64(52)));
let l_693 = bitcast<f64>(l_692);
l_mut_243 = l_693;
}
let l_694 = l_684 * l_mut_243;
l_mut_476 = u32(2);
let l_695 = l_mut_35 - l_420;
let l_696 = abs(l_695);
l_mut_243 = f64(1.401298464324817e-45);
let l_697 = l_696 >= f64(1.1754943508222875e-38);
let l_698 = l_696 <= f64(1.7976931348623157e308);
let l_699 = l_697 && l_698;
if l_699 {
let l_700 = bitcast<u64>(l_696);
let l_701 = l_700 >> u32(bitcast<u64>(u64(52)));
let l_702 = l_701 - u64(23);
let l_703 = l_702 << u32(bitcast<u64>(u64(52)));
let l_704 = bitcast<f64>(l_703);
l_mut_243 = l_704;
}
let l_705 = l_mut_35 + l_420;
let l_706 = abs(l_705);
l_mut_76 = f64(1.401298464324817e-45);
let l_707 = l_706 >= f64(1.1754943508222875e-38);
let l_708 = l_706 <= f64(1.7976931348623157e308);
let l_709 = l_707 && l_708;
if l_709 {
let l_710 = bitcast<u64>(l_706);
let l_711 = l_710 >> u32(bitcast<u64>(u64(52)));
let l_712 = l_711 - u64(23);
let l_713 = l_712 << u32(bitcast<u64>(u64(52)));
let l_714 = bitcast<f64>(l_713);
l_mut_76 = l_714;
}
let l_715 = l_mut_243 == l_mut_76;
if l_715 {
let l_716 = l_694 * f64(1.4551915228366852e-11);
let l_717 = l_420 + l_716;
let l_718 = l_mut_35 - l_694;
let l_719 = l_mut_35 + l_694;
let l_720 = bitcast<u32>(l_mut_22);
let l_721 = f64(l_mut_22);
l_mut_243 = l_721;
let l_722 = l_720 & u32(2139095040);
let l_723 = l_722 == u32(0);
if l_723 {
let l_724 = l_720 & u32(8388607);
let l_725 = f64(l_724);
let l_726 = l_725 * f64(1.401298464324817e-45);
l_mut_243 = l_726;
let l_727 = l_720 >> u32(31);
let l_728 = l_727 == u32(1);
if l_728 {
let l_729 = -l_mut_243;
l_mut_243 = l_729;
}
}
let l_730 = bitcast<u32>(l_mut_22);
let l_731 = l_730 + u32(1);
l_mut_438 = l_731;
let l_732 = l_730 & u32(2147483647);
let l_733 = l_732 == u32(0);
if l_733 {
l_mut_438 = u32(1);
} else {
let l_734 = l_730 & u32(2147483648);
let l_735 = l_734 != u32(0);
if l_735 {
let l_736 = l_730 - u32(1);
l_mut_438 = l_736;
} else {
let l_737 = l_730 == u32(2139095040);
if l_737 {
l_mut_438 = l_730;
}
}
}
let l_738 = bitcast<f32>(l_mut_438);
let l_739 = bitcast<u32>(l_738);
let l_740 = f64(l_738);
l_mut_76 = l_740;
let l_741 = l_739 & u32(2139095040);
let l_742 = l_741 == u32(0);
if l_742 {
let l_743 = l_739 & u32(8388607);
let l_744 = f64(l_743);
let l_745 = l_744 * f64(1.401298464324817e-45);
l_mut_76 = l_745;
let l_746 = l_739 >> u32(31);
let l_747 = l_746 == u32(1);
if l_747 {
let l_748 = -l_mut_76;
l_mut_76 = l_748;
}
}
let l_749 = bitcast<u32>(l_mut_22);
let l_750 = l_749 ^ u32(2147483648);
let l_751 = bitcast<f32>(l_750);
let l_752 = bitcast<u32>(l_751);
let l_753 = l_752 + u32(1);
l_mut_438 = l_753;
let l_754 = l_752 & u32(2147483647);
let l_755 = l_754 == u32(0);
if l_755 {
l_mut_438 = u32(1);
} else {
let l_756 = l_752 & u32(2147483648);
let l_757 = l_756 != u32(0);
if l_757 {
let l_758 = l_752 - u32(1);
l_mut_438 = l_758;
} else {
let l_759 = l_752 == u32(2139095040);
if l_759 {
l_mut_438 = l_752;
}
}
}
let l_760 = bitcast<f32>(l_mut_438);
let l_761 = bitcast<u32>(l_760);
let l_762 = l_761 ^ u32(2147483648);
let l_763 = bitcast<f32>(l_762);
let l_764 = bitcast<u32>(l_763);
let l_765 = f64(l_763);
l_mut_49 = l_765;
let l_766 = l_764 & u32(2139095040);
let l_767 = l_766 == u32(0);
if l_767 {
let l_768 = l_764 & u32(8388607);
let l_769 = f64(l_768);
let l_770 = l_769 * f64(1.401298464324817e-45);
l_mut_49 = l_770;
let l_771 = l_764 >> u32(31);
let l_772 = l_771 == u32(1);
if l_772 {
let l_773 = -l_mut_49;
l_mut_49 = l_773;
}
}
let l_774 = l_718 + l_717;
let l_775 = l_774 <= l_mut_243;
l_mut_530 = l_775;
let l_776 = l_718 - l_717;
let l_777 = l_776 > l_mut_243;
l_mut_527 = l_777;
let l_778 = l_719 - l_717;
let l_779 = l_778 >= l_mut_243;
l_mut_524 = l_779;
let l_780 = l_719 + l_717;
let l_781 = l_780 < l_mut_243;
l_mut_521 = l_781;
if l_408 {
let l_782 = l_718 + l_717;
let l_783 = l_782 < l_mut_76;
l_mut_530 = l_783;
let l_784 = l_718 - l_717;
let l_785 = l_784 >= l_mut_76;
l_mut_527 = l_785;
let l_786 = l_719 - l_717;
let l_787 = l_786 > l_mut_49;
l_mut_524 = l_787;
let l_788 = l_719 + l_717;
let l_789 = l_788 <= l_mut_49;
l_mut_521 = l_789;
}
l_mut_438 = u32(2);
let l_790 = l_mut_527 || l_mut_521;
if l_790 {
l_mut_438 = u32(1);
} else {
let l_791 = l_mut_530 && l_mut_524;
if l_791 {
l_mut_438 = u32(0);
}
}
let l_792 = bitcast<u32>(l_mut_22);
let l_793 = l_792 & u32(2147483647);
let l_794 = l_793 == u32(0);
if l_794 {
let l_795 = l_718 + l_717;
let l_796 = l_795 < f64(1.1754943508222875e-38);
let l_797 = l_719 - l_717;
let l_798 = l_797 > f64(-1.1754943508222875e-38);
let l_799 = l_796 && l_798;
let l_800 = l_718 - l_717;
let l_801 = l_800 < f64(1.1754943508222875e-38);
let l_802 = l_719 + l_717;
let l_803 = l_802 > f64(-1.1754943508222875e-38);
let l_804 = l_801 && l_803;
if l_799 {
l_mut_438 = u32(0);
} else {
let l_805 = l_mut_438 == u32(1);
let l_806 = l_804 && l_805;
if l_806 {
l_mut_438 = u32(2);
}
}
}
l_mut_476 = l_mut_438;
}
l_mut_422 = l_mut_476;
} else {
let l_807 = l_404 == u32(5);
if l_807 {
let l_808 = f64(2.0) * l_417;
let l_809 = abs(l_808);
let l_810 = floor(l_809);
let l_811 = f64(3.0) + l_810;
let l_812 = abs(l_mut_35);
l_mut_243 = f64(1.401298464324817e-45);
let l_813 = l_812 >= f64(1.1754943508222875e-38);
let l_814 = l_812 <= f64(1.7976931348623157e308);
let l_815 = l_813 && l_814;
if l_815 {
let l_816 = bitcast<u64>(l_812);
let l_817 = l_816 >> u32(bitcast<u64>(u64(52)));
let l_818 = l_817 - u64(23);
let l_819 = l_818 << u32(bitcast<u64>(u64(52)));
let l_820 = bitcast<f64>(l_819);
l_mut_243 = l_820;
}
let l_821 = l_811 * l_mut_243;
l_mut_476 = u32(2);
let l_822 = l_mut_35 - l_420;
let l_823 = abs(l_822);
l_mut_243 = f64(1.401298464324817e-45);
let l_824 = l_823 >= f64(1.1754943508222875e-38);
let l_825 = l_823 <= f64(1.7976931348623157e308);
let l_826 = l_824 && l_825;
if l_826 {
let l_827 = bitcast<u64>(l_823);
let l_828 = l_827 >> u32(bitcast<u64>(u64(52)));
let l_829 = l_828 - u64(23);
let l_830 = l_829 << u32(bitcast<u64>(u64(52)));
let l_831 = bitcast<f64>(l_830);
l_mut_243 = l_831;
}
let l_832 = l_mut_35 + l_420;
let l_833 = abs(l_832);
l_mut_76 = f64(1.401298464324817e-45);
let l_834 = l_833 >= f64(1.1754943508222875e-38);
let l_835 = l_833 <= f64(1.7976931348623157e308);
let l_836 = l_834 && l_835;
if l_836 {
let l_837 = bitcast<u64>(l_833);
let l_838 = l_837 >> u32(bitcast<u64>(u64(52)));
let l_839 = l_838 - u64(23);
let l_840 = l_839 << u32(bitcast<u64>(u64(52)));
let l_841 = bitcast<f64>(l_840);
l_mut_76 = l_841;
}
let l_842 = l_mut_243 == l_mut_76;
if l_842 {
let l_843 = l_821 * f64(1.4551915228366852e-11);
let l_844 = l_420 + l_843;
let l_845 = l_mut_35 - l_821;
let l_846 = l_mut_35 + l_821;
let l_847 = bitcast<u32>(l_mut_22);
let l_848 = f64(l_mut_22);
l_mut_243 = l_848;
let l_849 = l_847 & u32(2139095040);
let l_850 = l_849 == u32(0);
if l_850 {
let l_851 = l_847 & u32(8388607);
let l_852 = f64(l_851);
let l_853 = l_852 * f64(1.401298464324817e-45);
l_mut_243 = l_853;
let l_854 = l_847 >> u32(31);
let l_855 = l_854 == u32(1);
if l_855 {
let l_856 = -l_mut_243;
l_mut_243 = l_856;
}
}
let l_857 = bitcast<u32>(l_mut_22);
let l_858 = l_857 + u32(1);
l_mut_438 = l_858;
let l_859 = l_857 & u32(2147483647);
let l_860 = l_859 == u32(0);
if l_860 {
l_mut_438 = u32(1);
} else {
let l_861 = l_857 & u32(2147483648);
let l_862 = l_861 != u32(0);
if l_862 {
let l_863 = l_857 - u32(1);
l_mut_438 = l_863;
} else {
let l_864 = l_857 == u32(2139095040);
if l_864 {
l_mut_438 = l_857;
}
}
}
let l_865 = bitcast<f32>(l_mut_438);
let l_866 = bitcast<u32>(l_865);
let l_867 = f64(l_865);
l_mut_76 = l_867;
let l_868 = l_866 & u32(2139095040);
let l_869 = l_868 == u32(0);
if l_869 {
let l_870 = l_866 & u32(8388607);
let l_871 = f64(l_870);
let l_872 = l_871 * f64(1.401298464324817e-45);
l_mut_76 = l_872;
let l_873 = l_866 >> u32(31);
let l_874 = l_873 == u32(1);
if l_874 {
let l_875 = -l_mut_76;
l_mut_76 = l_875;
}
}
let l_876 = bitcast<u32>(l_mut_22);
let l_877 = l_876 ^ u32(2147483648);
let l_878 = bitcast<f32>(l_877);
let l_879 = bitcast<u32>(l_878);
let l_880 = l_879 + u32(1);
l_mut_438 = l_880;
let l_881 = l_879 & u32(2147483647);
let l_882 = l_881 == u32(0);
if l_882 {
l_mut_438 = u32(1);
} else {
let l_883 = l_879 & u32(2147483648);
let l_884 = l_883 != u32(0);
if l_884 {
let l_885 = l_879 - u32(1);
l_mut_438 = l_885;
} else {
let l_886 = l_879 == u32(2139095040);
if l_886 {
l_mut_438 = l_879;
}
}
}
let l_887 = bitcast<f32>(l_mut_438);
let l_888 = bitcast<u32>(l_887);
let l_889 = l_888 ^ u32(2147483648);
let l_890 = bitcast<f32>(l_889);
let l_891 = bitcast<u32>(l_890);
let l_892 = f64(l_890);
l_mut_49 = l_892;
let l_893 = l_891 & u32(2139095040);
let l_894 = l_893 == u32(0);
if l_894 {
let l_895 = l_891 & u32(8388607);
let l_896 = f64(l_895);
let l_897 = l_896 * f64(1.401298464324817e-45);
l_mut_49 = l_897;
let l_898 = l_891 >> u32(31);
let l_899 = l_898 == u32(1);
if l_899 {
let l_900 = -l_mut_49;
l_mut_49 = l_900;
}
}
let l_901 = l_845 + l_844;
let l_902 = l_901 <= l_mut_243;
l_mut_530 = l_902;
let l_903 = l_845 - l_844;
let l_904 = l_903 > l_mut_243;
l_mut_527 = l_904;
let l_905 = l_846 - l_844;
let l_906 = l_905 >= l_mut_243;
l_mut_524 = l_906;
let l_907 = l_846 + l_844;
let l_908 = l_907 < l_mut_243;
l_mut_521 = l_908;
if l_408 {
let l_909 = l_845 + l_844;
let l_910 = l_909 < l_mut_76;
l_mut_530 = l_910;
let l_911 = l_845 - l_844;
let l_912 = l_911 >= l_mut_76;
l_mut_527 = l_912;
let l_913 = l_846 - l_844;
let l_914 = l_913 > l_mut_49;
l_mut_524 = l_914;
let l_915 = l_846 + l_844;
let l_916 = l_915 <= l_mut_49;
l_mut_521 = l_916;
}
l_mut_438 = u32(2);
let l_917 = l_mut_527 || l_mut_521;
if l_917 {
l_mut_438 = u32(1);
} else {
let l_918 = l_mut_530 && l_mut_524;
if l_918 {
l_mut_438 = u32(0);
}
}
let l_919 = bitcast<u32>(l_mut_22);
let l_920 = l_919 & u32(2147483647);
let l_921 = l_920 == u32(0);
if l_921 {
let l_922 = l_845 + l_844;
let l_923 = l_922 < f64(1.1754943508222875e-38);
let l_924 = l_846 - l_844;
let l_925 = l_924 > f64(-1.1754943508222875e-38);
let l_926 = l_923 && l_925;
let l_927 = l_845 - l_844;
let l_928 = l_927 < f64(1.1754943508222875e-38);
let l_929 = l_846 + l_844;
let l_930 = l_929 > f64(-1.1754943508222875e-38);
let l_931 = l_928 && l_930;
if l_926 {
l_mut_438 = u32(0);
} else {
let l_932 = l_mut_438 == u32(1);
let l_933 = l_931 && l_932;
if l_933 {
l_mut_438 = u32(2);
}
}
}
l_mut_476 = l_mut_438;
}
l_mut_422 = l_mut_476;
} else {
let l_934 = l_404 == u32(6);
if l_934 {
l_mut_422 = u32(0);
let l_935 = l_418 <= l_413;
if l_935 {
let l_936 = l_410 * f64(1.4551915228366852e-11);
let l_937 = l_420 + l_936;
let l_938 = l_mut_35 - l_410;
let l_939 = l_mut_35 + l_410;
let l_940 = bitcast<u32>(l_mut_22);
let l_941 = f64(l_mut_22);
l_mut_243 = l_941;
let l_942 = l_940 & u32(2139095040);
let l_943 = l_942 == u32(0);
if l_943 {
let l_944 = l_940 & u32(8388607);
let l_945 = f64(l_944);
let l_946 = l_945 * f64(1.401298464324817e-45);
l_mut_243 = l_946;
let l_947 = l_940 >> u32(31);
let l_948 = l_947 == u32(1);
if l_948 {
let l_949 = -l_mut_243;
l_mut_243 = l_949;
}
}
let l_950 = bitcast<u32>(l_mut_22);
let l_951 = l_950 + u32(1);
l_mut_476 = l_951;
let l_952 = l_950 & u32(2147483647);
let l_953 = l_952 == u32(0);
if l_953 {
l_mut_476 = u32(1);
} else {
let l_954 = l_950 & u32(2147483648);
let l_955 = l_954 != u32(0);
if l_955 {
let l_956 = l_950 - u32(1);
l_mut_476 = l_956;
} else {
let l_957 = l_950 == u32(2139095040);
if l_957 {
l_mut_476 = l_950;
}
}
}
let l_958 = bitcast<f32>(l_mut_476);
let l_959 = bitcast<u32>(l_958);
let l_960 = f64(l_958);
l_mut_76 = l_960;
let l_961 = l_959 & u32(2139095040);
let l_962 = l_961 == u32(0);
if l_962 {
let l_963 = l_959 & u32(8388607);
let l_964 = f64(l_963);
let l_965 = l_964 * f64(1.401298464324817e-45);
l_mut_76 = l_965;
let l_966 = l_959 >> u32(31);
let l_967 = l_966 == u32(1);
if l_967 {
let l_968 = -l_mut_76;
l_mut_76 = l_968;
}
}
let l_969 = bitcast<u32>(l_mut_22);
let l_970 = l_969 ^ u32(2147483648);
let l_971 = bitcast<f32>(l_970);
let l_972 = bitcast<u32>(l_971);
let l_973 = l_972 + u32(1);
l_mut_476 = l_973;
let l_974 = l_972 & u32(2147483647);
let l_975 = l_974 == u32(0);
if l_975 {
l_mut_476 = u32(1);
} else {
let l_976 = l_972 & u32(2147483648);
let l_977 = l_976 != u32(0);
if l_977 {
let l_978 = l_972 - u32(1);
l_mut_476 = l_978;
} else {
let l_979 = l_972 == u32(2139095040);
if l_979 {
l_mut_476 = l_972;
}
}
}
let l_980 = bitcast<f32>(l_mut_476);
let l_981 = bitcast<u32>(l_980);
let l_982 = l_981 ^ u32(2147483648);
let l_983 = bitcast<f32>(l_982);
let l_984 = bitcast<u32>(l_983);
let l_985 = f64(l_983);
l_mut_49 = l_985;
let l_986 = l_984 & u32(2139095040);
let l_987 = l_986 == u32(0);
if l_987 {
let l_988 = l_984 & u32(8388607);
let l_989 = f64(l_988);
let l_990 = l_989 * f64(1.401298464324817e-45);
l_mut_49 = l_990;
let l_991 = l_984 >> u32(31);
let l_992 = l_991 == u32(1);
if l_992 {
let l_993 = -l_mut_49;
l_mut_49 = l_993;
}
}
let l_994 = l_938 + l_937;
let l_995 = l_994 <= l_mut_243;
l_mut_530 = l_995;
let l_996 = l_938 - l_937;
let l_997 = l_996 > l_mut_243;
l_mut_527 = l_997;
let l_998 = l_939 - l_937;
let l_999 = l_998 >= l_mut_243;
l_mut_524 = l_999;
let l_1000 = l_939 + l_937;
let l_1001 = l_1000 < l_mut_243;
l_mut_521 = l_1001;
if l_408 {
let l_1002 = l_938 + l_937;
let l_1003 = l_1002 < l_mut_76;
l_mut_530 = l_1003;
let l_1004 = l_938 - l_937;
let l_1005 = l_1004 >= l_mut_76;
l_mut_527 = l_1005;
let l_1006 = l_939 - l_937;
let l_1007 = l_1006 > l_mut_49;
l_mut_524 = l_1007;
let l_1008 = l_939 + l_937;
let l_1009 = l_1008 <= l_mut_49;
l_mut_521 = l_1009;
}
l_mut_476 = u32(2);
let l_1010 = l_mut_527 || l_mut_521;
if l_1010 {
l_mut_476 = u32(1);
} else {
let l_1011 = l_mut_530 && l_mut_524;
if l_1011 {
l_mut_476 = u32(0);
}
}
let l_1012 = bitcast<u32>(l_mut_22);
let l_1013 = l_1012 & u32(2147483647);
let l_1014 = l_1013 == u32(0);
if l_1014 {
let l_1015 = l_938 + l_937;
let l_1016 = l_1015 < f64(1.1754943508222875e-38);
let l_1017 = l_939 - l_937;
let l_1018 = l_1017 > f64(-1.1754943508222875e-38);
let l_1019 = l_1016 && l_1018;
let l_1020 = l_938 - l_937;
let l_1021 = l_1020 < f64(1.1754943508222875e-38);
let l_1022 = l_939 + l_937;
let l_1023 = l_1022 > f64(-1.1754943508222875e-38);
let l_1024 = l_1021 && l_1023;
if l_1019 {
l_mut_476 = u32(0);
} else {
let l_1025 = l_mut_476 == u32(1);
let l_1026 = l_1024 && l_1025;
if l_1026 {
l_mut_476 = u32(2);
}
}
}
l_mut_422 = l_mut_476;
}
} else {
let l_1027 = l_404 == u32(7);
if l_1027 {
let l_1028 = abs(l_mut_35);
let l_1029 = l_410 * l_1028;
l_mut_243 = l_1029;
let l_1030 = abs(l_mut_35);
l_mut_76 = f64(1.401298464324817e-45);
let l_1031 = l_1030 >= f64(1.1754943508222875e-38);
let l_1032 = l_1030 <= f64(1.7976931348623157e308);
let l_1033 = l_1031 && l_1032;
if l_1033 {
let l_1034 = bitcast<u64>(l_1030);
let l_1035 = l_1034 >> u32(bitcast<u64>(u64(52)));
let l_1036 = l_1035 - u64(23);
let l_1037 = l_1036 << u32(bitcast<u64>(u64(52)));
let l_1038 = bitcast<f64>(l_1037);
l_mut_76 = l_1038;
}
let l_1039 = f64(0.5) * l_mut_76;
let l_1040 = l_1039 > l_mut_243;
if l_1040 {
l_mut_243 = l_1039;
}
let l_1041 = l_mut_35 - l_420;
let l_1042 = abs(l_1041);
l_mut_76 = f64(1.401298464324817e-45);
let l_1043 = l_1042 >= f64(1.1754943508222875e-38);
let l_1044 = l_1042 <= f64(1.7976931348623157e308);
let l_1045 = l_1043 && l_1044;
if l_1045 {
let l_1046 = bitcast<u64>(l_1042);
let l_1047 = l_1046 >> u32(bitcast<u64>(u64(52)));
let l_1048 = l_1047 - u64(23);
let l_1049 = l_1048 << u32(bitcast<u64>(u64(52)));
let l_1050 = bitcast<f64>(l_1049);
l_mut_76 = l_1050;
}
let l_1051 = l_mut_35 + l_420;
let l_1052 = abs(l_1051);
l_mut_49 = f64(1.401298464324817e-45);
let l_1053 = l_1052 >= f64(1.1754943508222875e-38);
let l_1054 = l_1052 <= f64(1.7976931348623157e308);
let l_1055 = l_1053 && l_1054;
if l_1055 {
let l_1056 = bitcast<u64>(l_1052);
let l_1057 = l_1056 >> u32(bitcast<u64>(u64(52)));
let l_1058 = l_1057 - u64(23);
let l_1059 = l_1058 << u32(bitcast<u64>(u64(52)));
let l_1060 = bitcast<f64>(l_1059);
l_mut_49 = l_1060;
}
let l_1061 = l_mut_76 == l_mut_49;
if l_1061 {
let l_1062 = l_410 * l_420;
let l_1063 = l_420 + l_1062;
let l_1064 = l_mut_243 * f64(1.4551915228366852e-11);
let l_1065 = l_1063 + l_1064;
let l_1066 = l_mut_35 - l_mut_243;
let l_1067 = l_mut_35 + l_mut_243;
let l_1068 = bitcast<u32>(l_mut_22);
let l_1069 = f64(l_mut_22);
l_mut_243 = l_1069;
let l_1070 = l_1068 & u32(2139095040);
let l_1071 = l_1070 == u32(0);
if l_1071 {
let l_1072 = l_1068 & u32(8388607);
let l_1073 = f64(l_1072);
let l_1074 = l_1073 * f64(1.401298464324817e-45);
l_mut_243 = l_1074;
let l_1075 = l_1068 >> u32(31);
let l_1076 = l_1075 == u32(1);
if l_1076 {
let l_1077 = -l_mut_243;
l_mut_243 = l_1077;
}
}
let l_1078 = bitcast<u32>(l_mut_22);
let l_1079 = l_1078 + u32(1);
l_mut_476 = l_1079;
let l_1080 = l_1078 & u32(2147483647);
let l_1081 = l_1080 == u32(0);
if l_1081 {
l_mut_476 = u32(1);
} else {
let l_1082 = l_1078 & u32(2147483648);
let l_1083 = l_1082 != u32(0);
if l_1083 {
let l_1084 = l_1078 - u32(1);
l_mut_476 = l_1084;
} else {
let l_1085 = l_1078 == u32(2139095040);
if l_1085 {
l_mut_476 = l_1078;
}
}
}
let l_1086 = bitcast<f32>(l_mut_476);
let l_1087 = bitcast<u32>(l_1086);
let l_1088 = f64(l_1086);
l_mut_76 = l_1088;
let l_1089 = l_1087 & u32(2139095040);
let l_1090 = l_1089 == u32(0);
if l_1090 {
let l_1091 = l_1087 & u32(8388607);
let l_1092 = f64(l_1091);
let l_1093 = l_1092 * f64(1.401298464324817e-45);
l_mut_76 = l_1093;
let l_1094 = l_1087 >> u32(31);
let l_1095 = l_1094 == u32(1);
if l_1095 {
let l_1096 = -l_mut_76;
l_mut_76 = l_1096;
}
}
let l_1097 = bitcast<u32>(l_mut_22);
let l_1098 = l_1097 ^ u32(2147483648);
let l_1099 = bitcast<f32>(l_1098);
let l_1100 = bitcast<u32>(l_1099);
let l_1101 = l_1100 + u32(1);
l_mut_476 = l_1101;
let l_1102 = l_1100 & u32(2147483647);
let l_1103 = l_1102 == u32(0);
if l_1103 {
l_mut_476 = u32(1);
} else {
let l_1104 = l_1100 & u32(2147483648);
let l_1105 = l_1104 != u32(0);
if l_1105 {
let l_1106 = l_1100 - u32(1);
l_mut_476 = l_1106;
} else {
let l_1107 = l_1100 == u32(2139095040);
if l_1107 {
l_mut_476 = l_1100;
}
}
}
let l_1108 = bitcast<f32>(l_mut_476);
let l_1109 = bitcast<u32>(l_1108);
let l_1110 = l_1109 ^ u32(2147483648);
let l_1111 = bitcast<f32>(l_1110);
let l_1112 = bitcast<u32>(l_1111);
let l_1113 = f64(l_1111);
l_mut_49 = l_1113;
let l_1114 = l_1112 & u32(2139095040);
let l_1115 = l_1114 == u32(0);
if l_1115 {
let l_1116 = l_1112 & u32(8388607);
let l_1117 = f64(l_1116);
let l_1118 = l_1117 * f64(1.401298464324817e-45);
l_mut_49 = l_1118;
let l_1119 = l_1112 >> u32(31);
let l_1120 = l_1119 == u32(1);
if l_1120 {
let l_1121 = -l_mut_49;
l_mut_49 = l_1121;
}
}
let l_1122 = l_1066 + l_1065;
let l_1123 = l_1122 <= l_mut_243;
l_mut_530 = l_1123;
let l_1124 = l_1066 - l_1065;
let l_1125 = l_1124 > l_mut_243;
l_mut_527 = l_1125;
let l_1126 = l_1067 - l_1065;
let l_1127 = l_1126 >= l_mut_243;
l_mut_524 = l_1127;
let l_1128 = l_1067 + l_1065;
let l_1129 = l_1128 < l_mut_243;
l_mut_521 = l_1129;
if l_408 {
let l_1130 = l_1066 + l_1065;
let l_1131 = l_1130 < l_mut_76;
l_mut_530 = l_1131;
let l_1132 = l_1066 - l_1065;
let l_1133 = l_1132 >= l_mut_76;
l_mut_527 = l_1133;
let l_1134 = l_1067 - l_1065;
let l_1135 = l_1134 > l_mut_49;
l_mut_524 = l_1135;
let l_1136 = l_1067 + l_1065;
let l_1137 = l_1136 <= l_mut_49;
l_mut_521 = l_1137;
}
l_mut_476 = u32(2);
let l_1138 = l_mut_527 || l_mut_521;
if l_1138 {
l_mut_476 = u32(1);
} else {
let l_1139 = l_mut_530 && l_mut_524;
if l_1139 {
l_mut_476 = u32(0);
}
}
let l_1140 = bitcast<u32>(l_mut_22);
let l_1141 = l_1140 & u32(2147483647);
let l_1142 = l_1141 == u32(0);
if l_1142 {
let l_1143 = l_1066 + l_1065;
let l_1144 = l_1143 < f64(1.1754943508222875e-38);
let l_1145 = l_1067 - l_1065;
let l_1146 = l_1145 > f64(-1.1754943508222875e-38);
let l_1147 = l_1144 && l_1146;
let l_1148 = l_1066 - l_1065;
let l_1149 = l_1148 < f64(1.1754943508222875e-38);
let l_1150 = l_1067 + l_1065;
let l_1151 = l_1150 > f64(-1.1754943508222875e-38);
let l_1152 = l_1149 && l_1151;
if l_1147 {
l_mut_476 = u32(0);
} else {
let l_1153 = l_mut_476 == u32(1);
let l_1154 = l_1152 && l_1153;
if l_1154 {
l_mut_476 = u32(2);
}
}
}
l_mut_422 = l_mut_476;
}
} else {
let l_1155 = l_404 == u32(8);
if l_1155 {
let l_1156 = l_417 >= f64(0.5);
let l_1157 = l_417 <= f64(2.0);
let l_1158 = l_1156 && l_1157;
if l_1158 {
let l_1159 = l_410 * f64(1.4551915228366852e-11);
let l_1160 = l_420 + l_1159;
let l_1161 = l_mut_35 - l_410;
let l_1162 = l_mut_35 + l_410;
let l_1163 = bitcast<u32>(l_mut_22);
let l_1164 = f64(l_mut_22);
l_mut_243 = l_1164;
let l_1165 = l_1163 & u32(2139095040);
let l_1166 = l_1165 == u32(0);
if l_1166 {
let l_1167 = l_1163 & u32(8388607);
let l_1168 = f64(l_1167);
let l_1169 = l_1168 * f64(1.401298464324817e-45);
l_mut_243 = l_1169;
let l_1170 = l_1163 >> u32(31);
let l_1171 = l_1170 == u32(1);
if l_1171 {
let l_1172 = -l_mut_243;
l_mut_243 = l_1172;
}
}
let l_1173 = bitcast<u32>(l_mut_22);
let l_1174 = l_1173 + u32(1);
l_mut_476 = l_1174;
let l_1175 = l_1173 & u32(2147483647);
let l_1176 = l_1175 == u32(0);
if l_1176 {
l_mut_476 = u32(1);
} else {
let l_1177 = l_1173 & u32(2147483648);
let l_1178 = l_1177 != u32(0);
if l_1178 {
let l_1179 = l_1173 - u32(1);
l_mut_476 = l_1179;
} else {
let l_1180 = l_1173 == u32(2139095040);
if l_1180 {
l_mut_476 = l_1173;
}
}
}
let l_1181 = bitcast<f32>(l_mut_476);
let l_1182 = bitcast<u32>(l_1181);
let l_1183 = f64(l_1181);
l_mut_76 = l_1183;
let l_1184 = l_1182 & u32(2139095040);
let l_1185 = l_1184 == u32(0);
if l_1185 {
let l_1186 = l_1182 & u32(8388607);
let l_1187 = f64(l_1186);
let l_1188 = l_1187 * f64(1.401298464324817e-45);
l_mut_76 = l_1188;
let l_1189 = l_1182 >> u32(31);
let l_1190 = l_1189 == u32(1);
if l_1190 {
let l_1191 = -l_mut_76;
l_mut_76 = l_1191;
}
}
let l_1192 = bitcast<u32>(l_mut_22);
let l_1193 = l_1192 ^ u32(2147483648);
let l_1194 = bitcast<f32>(l_1193);
let l_1195 = bitcast<u32>(l_1194);
let l_1196 = l_1195 + u32(1);
l_mut_476 = l_1196;
let l_1197 = l_1195 & u32(2147483647);
let l_1198 = l_1197 == u32(0);
if l_1198 {
l_mut_476 = u32(1);
} else {
let l_1199 = l_1195 & u32(2147483648);
let l_1200 = l_1199 != u32(0);
if l_1200 {
let l_1201 = l_1195 - u32(1);
l_mut_476 = l_1201;
} else {
let l_1202 = l_1195 == u32(2139095040);
if l_1202 {
l_mut_476 = l_1195;
}
}
}
let l_1203 = bitcast<f32>(l_mut_476);
let l_1204 = bitcast<u32>(l_1203);
let l_1205 = l_1204 ^ u32(2147483648);
let l_1206 = bitcast<f32>(l_1205);
let l_1207 = bitcast<u32>(l_1206);
let l_1208 = f64(l_1206);
l_mut_49 = l_1208;
let l_1209 = l_1207 & u32(2139095040);
let l_1210 = l_1209 == u32(0);
if l_1210 {
let l_1211 = l_1207 & u32(8388607);
let l_1212 = f64(l_1211);
let l_1213 = l_1212 * f64(1.401298464324817e-45);
l_mut_49 = l_1213;
let l_1214 = l_1207 >> u32(31);
let l_1215 = l_1214 == u32(1);
if l_1215 {
let l_1216 = -l_mut_49;
l_mut_49 = l_1216;
}
}
let l_1217 = l_1161 + l_1160;
let l_1218 = l_1217 <= l_mut_243;
l_mut_530 = l_1218;
let l_1219 = l_1161 - l_1160;
let l_1220 = l_1219 > l_mut_243;
l_mut_527 = l_1220;
let l_1221 = l_1162 - l_1160;
let l_1222 = l_1221 >= l_mut_243;
l_mut_524 = l_1222;
let l_1223 = l_1162 + l_1160;
let l_1224 = l_1223 < l_mut_243;
l_mut_521 = l_1224;
if l_408 {
let l_1225 = l_1161 + l_1160;
let l_1226 = l_1225 < l_mut_76;
l_mut_530 = l_1226;
let l_1227 = l_1161 - l_1160;
let l_1228 = l_1227 >= l_mut_76;
l_mut_527 = l_1228;
let l_1229 = l_1162 - l_1160;
let l_1230 = l_1229 > l_mut_49;
l_mut_524 = l_1230;
let l_1231 = l_1162 + l_1160;
let l_1232 = l_1231 <= l_mut_49;
l_mut_521 = l_1232;
}
l_mut_476 = u32(2);
let l_1233 = l_mut_527 || l_mut_521;
if l_1233 {
l_mut_476 = u32(1);
} else {
let l_1234 = l_mut_530 && l_mut_524;
if l_1234 {
l_mut_476 = u32(0);
}
}
let l_1235 = bitcast<u32>(l_mut_22);
let l_1236 = l_1235 & u32(2147483647);
let l_1237 = l_1236 == u32(0);
if l_1237 {
let l_1238 = l_1161 + l_1160;
let l_1239 = l_1238 < f64(1.1754943508222875e-38);
let l_1240 = l_1162 - l_1160;
let l_1241 = l_1240 > f64(-1.1754943508222875e-38);
let l_1242 = l_1239 && l_1241;
let l_1243 = l_1161 - l_1160;
let l_1244 = l_1243 < f64(1.1754943508222875e-38);
let l_1245 = l_1162 + l_1160;
let l_1246 = l_1245 > f64(-1.1754943508222875e-38);
let l_1247 = l_1244 && l_1246;
if l_1242 {
l_mut_476 = u32(0);
} else {
let l_1248 = l_mut_476 == u32(1);
let l_1249 = l_1247 && l_1248;
if l_1249 {
l_mut_476 = u32(2);
}
}
}
l_mut_422 = l_mut_476;
} else {
let l_1250 = abs(l_mut_35);
l_mut_243 = f64(1.401298464324817e-45);
let l_1251 = l_1250 >= f64(1.1754943508222875e-38);
let l_1252 = l_1250 <= f64(1.7976931348623157e308);
let l_1253 = l_1251 && l_1252;
if l_1253 {
let l_1254 = bitcast<u64>(l_1250);
let l_1255 = l_1254 >> u32(bitcast<u64>(u64(52)));
let l_1256 = l_1255 - u64(23);
let l_1257 = l_1256 << u32(bitcast<u64>(u64(52)));
let l_1258 = bitcast<f64>(l_1257);
l_mut_243 = l_1258;
}
let l_1259 = l_413 * l_mut_243;
l_mut_476 = u32(2);
let l_1260 = l_mut_35 - l_420;
let l_1261 = abs(l_1260);
l_mut_243 = f64(1.401298464324817e-45);
let l_1262 = l_1261 >= f64(1.1754943508222875e-38);
let l_1263 = l_1261 <= f64(1.7976931348623157e308);
let l_1264 = l_1262 && l_1263;
if l_1264 {
let l_1265 = bitcast<u64>(l_1261);
let l_1266 = l_1265 >> u32(bitcast<u64>(u64(52)));
let l_1267 = l_1266 - u64(23);
let l_1268 = l_1267 << u32(bitcast<u64>(u64(52)));
let l_1269 = bitcast<f64>(l_1268);
l_mut_243 = l_1269;
}
let l_1270 = l_mut_35 + l_420;
let l_1271 = abs(l_1270);
l_mut_76 = f64(1.401298464324817e-45);
let l_1272 = l_1271 >= f64(1.1754943508222875e-38);
let l_1273 = l_1271 <= f64(1.7976931348623157e308);
let l_1274 = l_1272 && l_1273;
if l_1274 {
let l_1275 = bitcast<u64>(l_1271);
let l_1276 = l_1275 >> u32(bitcast<u64>(u64(52)));
let l_1277 = l_1276 - u64(23);
let l_1278 = l_1277 << u32(bitcast<u64>(u64(52)));
let l_1279 = bitcast<f64>(l_1278);
l_mut_76 = l_1279;
}
let l_1280 = l_mut_243 == l_mut_76;
if l_1280 {
let l_1281 = l_1259 * f64(1.4551915228366852e-11);
let l_1282 = l_420 + l_1281;
let l_1283 = l_mut_35 - l_1259;
let l_1284 = l_mut_35 + l_1259;
let l_1285 = bitcast<u32>(l_mut_22);
let l_1286 = f64(l_mut_22);
l_mut_243 = l_1286;
let l_1287 = l_1285 & u32(2139095040);
let l_1288 = l_1287 == u32(0);
if l_1288 {
let l_1289 = l_1285 & u32(8388607);
let l_1290 = f64(l_1289);
let l_1291 = l_1290 * f64(1.401298464324817e-45);
l_mut_243 = l_1291;
let l_1292 = l_1285 >> u32(31);
let l_1293 = l_1292 == u32(1);
if l_1293 {
let l_1294 = -l_mut_243;
l_mut_243 = l_1294;
}
}
let l_1295 = bitcast<u32>(l_mut_22);
let l_1296 = l_1295 + u32(1);
l_mut_438 = l_1296;
let l_1297 = l_1295 & u32(2147483647);
let l_1298 = l_1297 == u32(0);
if l_1298 {
l_mut_438 = u32(1);
} else {
let l_1299 = l_1295 & u32(2147483648);
let l_1300 = l_1299 != u32(0);
if l_1300 {
let l_1301 = l_1295 - u32(1);
l_mut_438 = l_1301;
} else {
let l_1302 = l_1295 == u32(2139095040);
if l_1302 {
l_mut_438 = l_1295;
}
}
}
let l_1303 = bitcast<f32>(l_mut_438);
let l_1304 = bitcast<u32>(l_1303);
let l_1305 = f64(l_1303);
l_mut_76 = l_1305;
let l_1306 = l_1304 & u32(2139095040);
let l_1307 = l_1306 == u32(0);
if l_1307 {
let l_1308 = l_1304 & u32(8388607);
let l_1309 = f64(l_1308);
let l_1310 = l_1309 * f64(1.401298464324817e-45);
l_mut_76 = l_1310;
let l_1311 = l_1304 >> u32(31);
let l_1312 = l_1311 == u32(1);
if l_1312 {
let l_1313 = -l_mut_76;
l_mut_76 = l_1313;
}
}
let l_1314 = bitcast<u32>(l_mut_22);
let l_1315 = l_1314 ^ u32(2147483648);
let l_1316 = bitcast<f32>(l_1315);
let l_1317 = bitcast<u32>(l_1316);
let l_1318 = l_1317 + u32(1);
l_mut_438 = l_1318;
let l_1319 = l_1317 & u32(2147483647);
let l_1320 = l_1319 == u32(0);
if l_1320 {
l_mut_438 = u32(1);
} else {
let l_1321 = l_1317 & u32(2147483648);
let l_1322 = l_1321 != u32(0);
if l_1322 {
let l_1323 = l_1317 - u32(1);
l_mut_438 = l_1323;
} else {
let l_1324 = l_1317 == u32(2139095040);
if l_1324 {
l_mut_438 = l_1317;
}
}
}
let l_1325 = bitcast<f32>(l_mut_438);
let l_1326 = bitcast<u32>(l_1325);
let l_1327 = l_1326 ^ u32(2147483648);
let l_1328 = bitcast<f32>(l_1327);
let l_1329 = bitcast<u32>(l_1328);
let l_1330 = f64(l_1328);
l_mut_49 = l_1330;
let l_1331 = l_1329 & u32(2139095040);
let l_1332 = l_1331 == u32(0);
if l_1332 {
let l_1333 = l_1329 & u32(8388607);
let l_1334 = f64(l_1333);
let l_1335 = l_1334 * f64(1.401298464324817e-45);
l_mut_49 = l_1335;
let l_1336 = l_1329 >> u32(31);
let l_1337 = l_1336 == u32(1);
if l_1337 {
let l_1338 = -l_mut_49;
l_mut_49 = l_1338;
}
}
let l_1339 = l_1283 + l_1282;
let l_1340 = l_1339 <= l_mut_243;
l_mut_530 = l_1340;
let l_1341 = l_1283 - l_1282;
let l_1342 = l_1341 > l_mut_243;
l_mut_527 = l_1342;
let l_1343 = l_1284 - l_1282;
let l_1344 = l_1343 >= l_mut_243;
l_mut_524 = l_1344;
let l_1345 = l_1284 + l_1282;
let l_1346 = l_1345 < l_mut_243;
l_mut_521 = l_1346;
if l_408 {
let l_1347 = l_1283 + l_1282;
let l_1348 = l_1347 < l_mut_76;
l_mut_530 = l_1348;
let l_1349 = l_1283 - l_1282;
let l_1350 = l_1349 >= l_mut_76;
l_mut_527 = l_1350;
let l_1351 = l_1284 - l_1282;
let l_1352 = l_1351 > l_mut_49;
l_mut_524 = l_1352;
let l_1353 = l_1284 + l_1282;
let l_1354 = l_1353 <= l_mut_49;
l_mut_521 = l_1354;
}
l_mut_438 = u32(2);
let l_1355 = l_mut_527 || l_mut_521;
if l_1355 {
l_mut_438 = u32(1);
} else {
let l_1356 = l_mut_530 && l_mut_524;
if l_1356 {
l_mut_438 = u32(0);
}
}
let l_1357 = bitcast<u32>(l_mut_22);
let l_1358 = l_1357 & u32(2147483647);
let l_1359 = l_1358 == u32(0);
if l_1359 {
let l_1360 = l_1283 + l_1282;
let l_1361 = l_1360 < f64(1.1754943508222875e-38);
let l_1362 = l_1284 - l_1282;
let l_1363 = l_1362 > f64(-1.1754943508222875e-38);
let l_1364 = l_1361 && l_1363;
let l_1365 = l_1283 - l_1282;
let l_1366 = l_1365 < f64(1.1754943508222875e-38);
let l_1367 = l_1284 + l_1282;
let l_1368 = l_1367 > f64(-1.1754943508222875e-38);
let l_1369 = l_1366 && l_1368;
if l_1364 {
l_mut_438 = u32(0);
} else {
let l_1370 = l_mut_438 == u32(1);
let l_1371 = l_1369 && l_1370;
if l_1371 {
l_mut_438 = u32(2);
}
}
}
l_mut_476 = l_mut_438;
}
l_mut_422 = l_mut_476;
}
} else {
let l_1372 = l_404 == u32(11);
let l_1373 = l_404 == u32(12);
let l_1374 = l_1372 || l_1373;
if l_1374 {
l_mut_422 = u32(0);
}
let l_1375 = l_418 <= l_416;
let l_1376 = l_404 == u32(11);
let l_1377 = l_1375 && l_1376;
if l_1377 {
let l_1378 = f32(l_417);
let l_1379 = bitcast<u32>(l_1378);
let l_1380 = f64(l_1378);
l_mut_243 = l_1380;
let l_1381 = l_1379 & u32(2139095040);
let l_1382 = l_1381 == u32(0);
if l_1382 {
let l_1383 = l_1379 & u32(8388607);
let l_1384 = f64(l_1383);
let l_1385 = l_1384 * f64(1.401298464324817e-45);
l_mut_243 = l_1385;
let l_1386 = l_1379 >> u32(31);
let l_1387 = l_1386 == u32(1);
if l_1387 {
let l_1388 = -l_mut_243;
l_mut_243 = l_1388;
}
}
let l_1389 = abs(l_mut_243);
l_mut_243 = l_1389;
l_mut_476 = u32(0);
let l_1390 = l_1389 >= f64(0.785);
if l_1390 {
let l_1391 = l_1389 * f64(0.6366197723675814);
let l_1392 = l_1391 + f64(0.5);
let l_1393 = floor(l_1392);
let l_1394 = l_1393 * f64(1.570796325802803);
let l_1395 = l_1389 - l_1394;
let l_1396 = l_1395 * l_302;
let l_1397 = l_1393 * f64(9.920935796805404e-10);
let l_1398 = l_1396 - l_1397;
l_mut_243 = l_1398;
let l_1399 = u32(l_1393);
l_mut_476 = l_1399;
}
let l_1400 = bitcast<u32>(l_1378);
let l_1401 = l_1400 >> u32(31);
let l_1402 = l_1401 == u32(1);
let l_1403 = l_mut_243 * l_mut_243;
let l_1404 = l_1403 * f64(1.9572941063391263e-20);
let l_1405 = f64(8.22063524662433e-18) - l_1404;
l_mut_76 = l_1405;
let l_1406 = l_mut_76 * l_1403;
let l_1407 = l_1406 - f64(2.8114572543455206e-15);
l_mut_76 = l_1407;
let l_1408 = l_mut_76 * l_1403;
let l_1409 = l_1408 + f64(7.647163731819816e-13);
l_mut_76 = l_1409;
let l_1410 = l_mut_76 * l_1403;
let l_1411 = l_1410 - f64(1.6059043836821613e-10);
l_mut_76 = l_1411;
let l_1412 = l_mut_76 * l_1403;
let l_1413 = l_1412 + f64(2.505210838544172e-8);
l_mut_76 = l_1413;
let l_1414 = l_mut_76 * l_1403;
let l_1415 = l_1414 - f64(2.7557319223985893e-6);
l_mut_76 = l_1415;
let l_1416 = l_mut_76 * l_1403;
let l_1417 = l_1416 + f64(0.0001984126984126984);
l_mut_76 = l_1417;
let l_1418 = l_mut_76 * l_1403;
let l_1419 = l_1418 - f64(0.008333333333333333);
l_mut_76 = l_1419;
let l_1420 = l_mut_76 * l_1403;
let l_1421 = l_1420 + f64(0.16666666666666666);
l_mut_76 = l_1421;
let l_1422 = f64(0.5) * l_1403;
let l_1423 = f64(1.0) - l_1422;
let l_1424 = f64(0.0) * l_1423;
let l_1425 = l_mut_243 * l_1403;
let l_1426 = l_1425 * l_mut_76;
let l_1427 = l_1424 - l_1426;
let l_1428 = l_mut_243 + l_1427;
let l_1429 = l_mut_243 * l_mut_243;
let l_1430 = l_1429 * f64(4.110317623312165e-19);
let l_1431 = l_1430 - f64(1.5619206968586225e-16);
l_mut_76 = l_1431;
let l_1432 = l_mut_76 * l_1429;
let l_1433 = l_1432 + f64(4.779477332387385e-14);
l_mut_76 = l_1433;
let l_1434 = l_mut_76 * l_1429;
let l_1435 = l_1434 - f64(1.1470745597729725e-11);
l_mut_76 = l_1435;
let l_1436 = l_mut_76 * l_1429;
let l_1437 = l_1436 + f64(2.08767569878681e-9);
l_mut_76 = l_1437;
let l_1438 = l_mut_76 * l_1429;
let l_1439 = l_1438 - f64(2.755731922398589e-7);
l_mut_76 = l_1439;
let l_1440 = l_mut_76 * l_1429;
let l_1441 = l_1440 + f64(2.48015873015873e-5);
l_mut_76 = l_1441;
let l_1442 = l_mut_76 * l_1429;
let l_1443 = l_1442 - f64(0.001388888888888889);
l_mut_76 = l_1443;
let l_1444 = l_mut_76 * l_1429;
let l_1445 = l_1444 + f64(0.041666666666666664);
l_mut_76 = l_1445;
let l_1446 = f64(0.5) * l_1429;
let l_1447 = f64(1.0) - l_1446;
let l_1448 = l_1429 * l_1429;
let l_1449 = l_1448 * l_mut_76;
let l_1450 = f64(0.0) * l_mut_243;
let l_1451 = l_1449 - l_1450;
let l_1452 = l_1447 + l_1451;
let l_1453 = l_mut_476 & u32(1);
let l_1454 = l_1453 == u32(1);
l_mut_243 = l_1428;
let l_1455 = l_mut_476 & u32(2);
let l_1456 = l_1455 != u32(0);
l_mut_530 = l_1456;
if l_1454 {
l_mut_243 = l_1452;
}
let l_1457 = bool(true) && l_1402;
if l_1457 {
let l_1458 = !l_mut_530;
l_mut_530 = l_1458;
}
if l_mut_530 {
let l_1459 = -l_mut_243;
l_mut_243 = l_1459;
}
let l_1460 = f32(l_417);
let l_1461 = bitcast<u32>(l_1460);
let l_1462 = f64(l_1460);
l_mut_76 = l_1462;
let l_1463 = l_1461 & u32(2139095040);
let l_1464 = l_1463 == u32(0);
if l_1464 {
let l_1465 = l_1461 & u32(8388607);
let l_1466 = f64(l_1465);
let l_1467 = l_1466 * f64(1.401298464324817e-45);
l_mut_76 = l_1467;
let l_1468 = l_1461 >> u32(31);
let l_1469 = l_1468 == u32(1);
if l_1469 {
let l_1470 = -l_mut_76;
l_mut_76 = l_1470;
}
}
let l_1471 = abs(l_mut_76);
l_mut_76 = l_1471;
l_mut_476 = u32(0);
let l_1472 = l_1471 >= f64(0.785);
if l_1472 {
let l_1473 = l_1471 * f64(0.6366197723675814);
let l_1474 = l_1473 + f64(0.5);
let l_1475 = floor(l_1474);
let l_1476 = l_1475 * f64(1.570796325802803);
let l_1477 = l_1471 - l_1476;
let l_1478 = l_1477 * l_302;
let l_1479 = l_1475 * f64(9.920935796805404e-10);
let l_1480 = l_1478 - l_1479;
l_mut_76 = l_1480;
let l_1481 = u32(l_1475);
l_mut_476 = l_1481;
}
let l_1482 = bitcast<u32>(l_1460);
let l_1483 = l_1482 >> u32(31);
let l_1484 = l_1483 == u32(1);
let l_1485 = l_mut_76 * l_mut_76;
let l_1486 = l_1485 * f64(1.9572941063391263e-20);
let l_1487 = f64(8.22063524662433e-18) - l_1486;
l_mut_49 = l_1487;
let l_1488 = l_mut_49 * l_1485;
let l_1489 = l_1488 - f64(2.8114572543455206e-15);
l_mut_49 = l_1489;
let l_1490 = l_mut_49 * l_1485;
let l_1491 = l_1490 + f64(7.647163731819816e-13);
l_mut_49 = l_1491;
let l_1492 = l_mut_49 * l_1485;
let l_1493 = l_1492 - f64(1.6059043836821613e-10);
l_mut_49 = l_1493;
let l_1494 = l_mut_49 * l_1485;
let l_1495 = l_1494 + f64(2.505210838544172e-8);
l_mut_49 = l_1495;
let l_1496 = l_mut_49 * l_1485;
let l_1497 = l_1496 - f64(2.7557319223985893e-6);
l_mut_49 = l_1497;
let l_1498 = l_mut_49 * l_1485;
let l_1499 = l_1498 + f64(0.0001984126984126984);
l_mut_49 = l_1499;
let l_1500 = l_mut_49 * l_1485;
let l_1501 = l_1500 - f64(0.008333333333333333);
l_mut_49 = l_1501;
let l_1502 = l_mut_49 * l_1485;
let l_1503 = l_1502 + f64(0.16666666666666666);
l_mut_49 = l_1503;
let l_1504 = f64(0.5) * l_1485;
let l_1505 = f64(1.0) - l_1504;
let l_1506 = f64(0.0) * l_1505;
let l_1507 = l_mut_76 * l_1485;
let l_1508 = l_1507 * l_mut_49;
let l_1509 = l_1506 - l_1508;
let l_1510 = l_mut_76 + l_1509;
let l_1511 = l_mut_76 * l_mut_76;
let l_1512 = l_1511 * f64(4.110317623312165e-19);
let l_1513 = l_1512 - f64(1.5619206968586225e-16);
l_mut_49 = l_1513;
let l_1514 = l_mut_49 * l_1511;
let l_1515 = l_1514 + f64(4.779477332387385e-14);
l_mut_49 = l_1515;
let l_1516 = l_mut_49 * l_1511;
let l_1517 = l_1516 - f64(1.1470745597729725e-11);
l_mut_49 = l_1517;
let l_1518 = l_mut_49 * l_1511;
let l_1519 = l_1518 + f64(2.08767569878681e-9);
l_mut_49 = l_1519;
let l_1520 = l_mut_49 * l_1511;
let l_1521 = l_1520 - f64(2.755731922398589e-7);
l_mut_49 = l_1521;
let l_1522 = l_mut_49 * l_1511;
let l_1523 = l_1522 + f64(2.48015873015873e-5);
l_mut_49 = l_1523;
let l_1524 = l_mut_49 * l_1511;
let l_1525 = l_1524 - f64(0.001388888888888889);
l_mut_49 = l_1525;
let l_1526 = l_mut_49 * l_1511;
let l_1527 = l_1526 + f64(0.041666666666666664);
l_mut_49 = l_1527;
let l_1528 = f64(0.5) * l_1511;
let l_1529 = f64(1.0) - l_1528;
let l_1530 = l_1511 * l_1511;
let l_1531 = l_1530 * l_mut_49;
let l_1532 = f64(0.0) * l_mut_76;
let l_1533 = l_1531 - l_1532;
let l_1534 = l_1529 + l_1533;
let l_1535 = l_mut_476 & u32(1);
let l_1536 = l_1535 == u32(1);
l_mut_76 = l_1510;
let l_1537 = l_mut_476 & u32(2);
let l_1538 = l_1537 != u32(0);
l_mut_530 = l_1538;
l_mut_76 = l_1534;
if l_1536 {
l_mut_76 = l_1510;
}
let l_1539 = l_mut_476 + u32(1);
let l_1540 = l_1539 & u32(2);
let l_1541 = l_1540 != u32(0);
l_mut_530 = l_1541;
let l_1542 = bool(false) && l_1484;
if l_1542 {
let l_1543 = !l_mut_530;
l_mut_530 = l_1543;
}
if l_mut_530 {
let l_1544 = -l_mut_76;
l_mut_76 = l_1544;
}
let l_1545 = abs(l_mut_243);
let l_1546 = l_1545 * f64(1.4551915228366852e-11);
let l_1547 = abs(l_mut_76);
let l_1548 = l_1547 * f64(1.4551915228366852e-11);
l_mut_49 = f64(1.4551915228366852e-11);
l_mut_476 = u32(2);
if l_408 {
let l_1549 = l_mut_243 - l_410;
let l_1550 = abs(l_1549);
let l_1551 = l_1550 * f64(2.220446049250313e-16);
let l_1552 = l_1546 + l_1551;
let l_1553 = l_1549 + l_1552;
let l_1554 = -l_1553;
let l_1555 = l_1554 * f64(7.1362384635298e44);
let l_1556 = floor(l_1555);
let l_1557 = l_1556 * f64(1.401298464324817e-45);
l_mut_26 = l_1557;
let l_1558 = abs(l_1554);
let l_1559 = l_1558 >= f64(1.1754943508222875e-38);
if l_1559 {
let l_1560 = f32(l_1554);
let l_1561 = f64(l_1560);
l_mut_26 = l_1561;
let l_1562 = l_mut_26 > l_1554;
if l_1562 {
let l_1563 = bitcast<u32>(l_1560);
let l_1564 = l_1563 ^ u32(2147483648);
let l_1565 = bitcast<f32>(l_1564);
let l_1566 = bitcast<u32>(l_1565);
let l_1567 = l_1566 + u32(1);
l_mut_438 = l_1567;
let l_1568 = l_1566 & u32(2147483647);
let l_1569 = l_1568 == u32(0);
if l_1569 {
l_mut_438 = u32(1);
} else {
let l_1570 = l_1566 & u32(2147483648);
let l_1571 = l_1570 != u32(0);
if l_1571 {
let l_1572 = l_1566 - u32(1);
l_mut_438 = l_1572;
} else {
let l_1573 = l_1566 == u32(2139095040);
if l_1573 {
l_mut_438 = l_1566;
}
}
}
let l_1574 = bitcast<f32>(l_mut_438);
let l_1575 = bitcast<u32>(l_1574);
let l_1576 = l_1575 ^ u32(2147483648);
let l_1577 = bitcast<f32>(l_1576);
let l_1578 = bitcast<u32>(l_1577);
let l_1579 = f64(l_1577);
l_mut_1580 = l_1579;
let l_1581 = l_1578 & u32(2139095040);
let l_1582 = l_1581 == u32(0);
if l_1582 {
let l_1583 = l_1578 & u32(8388607);
let l_1584 = f64(l_1583);
let l_1585 = l_1584 * f64(1.401298464324817e-45);
l_mut_1580 = l_1585;
let l_1586 = l_1578 >> u32(31);
let l_1587 = l_1586 == u32(1);
if l_1587 {
let l_1588 = -l_mut_1580;
l_mut_1580 = l_1588;
}
}
l_mut_26 = l_mut_1580;
} else {
let l_1589 = bitcast<u32>(l_1560);
let l_1590 = l_1589 + u32(1);
l_mut_438 = l_1590;
let l_1591 = l_1589 & u32(2147483647);
let l_1592 = l_1591 == u32(0);
if l_1592 {
l_mut_438 = u32(1);
} else {
let l_1593 = l_1589 & u32(2147483648);
let l_1594 = l_1593 != u32(0);
if l_1594 {
let l_1595 = l_1589 - u32(1);
l_mut_438 = l_1595;
} else {
let l_1596 = l_1589 == u32(2139095040);
if l_1596 {
l_mut_438 = l_1589;
}
}
}
let l_1597 = bitcast<f32>(l_mut_438);
let l_1598 = bitcast<u32>(l_1597);
let l_1599 = f64(l_1597);
l_mut_1580 = l_1599;
let l_1600 = l_1598 & u32(2139095040);
let l_1601 = l_1600 == u32(0);
if l_1601 {
let l_1602 = l_1598 & u32(8388607);
let l_1603 = f64(l_1602);
let l_1604 = l_1603 * f64(1.401298464324817e-45);
l_mut_1580 = l_1604;
let l_1605 = l_1598 >> u32(31);
let l_1606 = l_1605 == u32(1);
if l_1606 {
let l_1607 = -l_mut_1580;
l_mut_1580 = l_1607;
}
}
let l_1608 = l_mut_1580 <= l_1554;
if l_1608 {
let l_1609 = bitcast<u32>(l_1560);
let l_1610 = l_1609 + u32(1);
l_mut_438 = l_1610;
let l_1611 = l_1609 & u32(2147483647);
let l_1612 = l_1611 == u32(0);
if l_1612 {
l_mut_438 = u32(1);
} else {
let l_1613 = l_1609 & u32(2147483648);
let l_1614 = l_1613 != u32(0);
if l_1614 {
let l_1615 = l_1609 - u32(1);
l_mut_438 = l_1615;
} else {
let l_1616 = l_1609 == u32(2139095040);
if l_1616 {
l_mut_438 = l_1609;
}
}
}
let l_1617 = bitcast<f32>(l_mut_438);
let l_1618 = bitcast<u32>(l_1617);
let l_1619 = f64(l_1617);
l_mut_1580 = l_1619;
let l_1620 = l_1618 & u32(2139095040);
let l_1621 = l_1620 == u32(0);
if l_1621 {
let l_1622 = l_1618 & u32(8388607);
let l_1623 = f64(l_1622);
let l_1624 = l_1623 * f64(1.401298464324817e-45);
l_mut_1580 = l_1624;
let l_1625 = l_1618 >> u32(31);
let l_1626 = l_1625 == u32(1);
if l_1626 {
let l_1627 = -l_mut_1580;
l_mut_1580 = l_1627;
}
}
l_mut_26 = l_mut_1580;
}
}
}
let l_1628 = -l_mut_26;
l_mut_1580 = l_1628;
let l_1629 = bool(true) && bool(true);
if l_1629 {
let l_1630 = l_1549 + l_1552;
let l_1631 = l_1630 * f64(7.1362384635298e44);
let l_1632 = floor(l_1631);
let l_1633 = l_1632 * f64(1.401298464324817e-45);
l_mut_26 = l_1633;
let l_1634 = abs(l_1630);
let l_1635 = l_1634 >= f64(1.1754943508222875e-38);
if l_1635 {
let l_1636 = f32(l_1630);
let l_1637 = f64(l_1636);
l_mut_26 = l_1637;
let l_1638 = l_mut_26 > l_1630;
if l_1638 {
let l_1639 = bitcast<u32>(l_1636);
let l_1640 = l_1639 ^ u32(2147483648);
let l_1641 = bitcast<f32>(l_1640);
let l_1642 = bitcast<u32>(l_1641);
let l_1643 = l_1642 + u32(1);
l_mut_438 = l_1643;
let l_1644 = l_1642 & u32(2147483647);
let l_1645 = l_1644 == u32(0);
if l_1645 {
l_mut_438 = u32(1);
} else {
let l_1646 = l_1642 & u32(2147483648);
let l_1647 = l_1646 != u32(0);
if l_1647 {
let l_1648 = l_1642 - u32(1);
l_mut_438 = l_1648;
} else {
let l_1649 = l_1642 == u32(2139095040);
if l_1649 {
l_mut_438 = l_1642;
}
}
}
let l_1650 = bitcast<f32>(l_mut_438);
let l_1651 = bitcast<u32>(l_1650);
let l_1652 = l_1651 ^ u32(2147483648);
let l_1653 = bitcast<f32>(l_1652);
let l_1654 = bitcast<u32>(l_1653);
let l_1655 = f64(l_1653);
l_mut_1656 = l_1655;
let l_1657 = l_1654 & u32(2139095040);
let l_1658 = l_1657 == u32(0);
if l_1658 {
let l_1659 = l_1654 & u32(8388607);
let l_1660 = f64(l_1659);
let l_1661 = l_1660 * f64(1.401298464324817e-45);
l_mut_1656 = l_1661;
let l_1662 = l_1654 >> u32(31);
let l_1663 = l_1662 == u32(1);
if l_1663 {
let l_1664 = -l_mut_1656;
l_mut_1656 = l_1664;
}
}
l_mut_26 = l_mut_1656;
} else {
let l_1665 = bitcast<u32>(l_1636);
let l_1666 = l_1665 + u32(1);
l_mut_438 = l_1666;
let l_1667 = l_1665 & u32(2147483647);
let l_1668 = l_1667 == u32(0);
if l_1668 {
l_mut_438 = u32(1);
} else {
let l_1669 = l_1665 & u32(2147483648);
let l_1670 = l_1669 != u32(0);
if l_1670 {
let l_1671 = l_1665 - u32(1);
l_mut_438 = l_1671;
} else {
let l_1672 = l_1665 == u32(2139095040);
if l_1672 {
l_mut_438 = l_1665;
}
}
}
let l_1673 = bitcast<f32>(l_mut_438);
let l_1674 = bitcast<u32>(l_1673);
let l_1675 = f64(l_1673);
l_mut_1656 = l_1675;
let l_1676 = l_1674 & u32(2139095040);
let l_1677 = l_1676 == u32(0);
if l_1677 {
let l_1678 = l_1674 & u32(8388607);
let l_1679 = f64(l_1678);
let l_1680 = l_1679 * f64(1.401298464324817e-45);
l_mut_1656 = l_1680;
let l_1681 = l_1674 >> u32(31);
let l_1682 = l_1681 == u32(1);
if l_1682 {
let l_1683 = -l_mut_1656;
l_mut_1656 = l_1683;
}
}
let l_1684 = l_mut_1656 <= l_1630;
if l_1684 {
let l_1685 = bitcast<u32>(l_1636);
let l_1686 = l_1685 + u32(1);
l_mut_438 = l_1686;
let l_1687 = l_1685 & u32(2147483647);
let l_1688 = l_1687 == u32(0);
if l_1688 {
l_mut_438 = u32(1);
} else {
let l_1689 = l_1685 & u32(2147483648);
let l_1690 = l_1689 != u32(0);
if l_1690 {
let l_1691 = l_1685 - u32(1);
l_mut_438 = l_1691;
} else {
let l_1692 = l_1685 == u32(2139095040);
if l_1692 {
l_mut_438 = l_1685;
}
}
}
let l_1693 = bitcast<f32>(l_mut_438);
let l_1694 = bitcast<u32>(l_1693);
let l_1695 = f64(l_1693);
l_mut_1656 = l_1695;
let l_1696 = l_1694 & u32(2139095040);
let l_1697 = l_1696 == u32(0);
if l_1697 {
let l_1698 = l_1694 & u32(8388607);
let l_1699 = f64(l_1698);
let l_1700 = l_1699 * f64(1.401298464324817e-45);
l_mut_1656 = l_1700;
let l_1701 = l_1694 >> u32(31);
let l_1702 = l_1701 == u32(1);
if l_1702 {
let l_1703 = -l_mut_1656;
l_mut_1656 = l_1703;
}
}
l_mut_26 = l_mut_1656;
}
}
}
l_mut_1580 = l_mut_26;
} else {
let l_1704 = l_1549 - l_1552;
let l_1705 = l_1704 * f64(7.1362384635298e44);
let l_1706 = floor(l_1705);
let l_1707 = l_1706 * f64(1.401298464324817e-45);
l_mut_1656 = l_1707;
let l_1708 = abs(l_1704);
let l_1709 = l_1708 >= f64(1.1754943508222875e-38);
if l_1709 {
let l_1710 = f32(l_1704);
let l_1711 = f64(l_1710);
l_mut_1656 = l_1711;
let l_1712 = l_mut_1656 > l_1704;
if l_1712 {
let l_1713 = bitcast<u32>(l_1710);
let l_1714 = l_1713 ^ u32(2147483648);
let l_1715 = bitcast<f32>(l_1714);
let l_1716 = bitcast<u32>(l_1715);
let l_1717 = l_1716 + u32(1);
l_mut_438 = l_1717;
let l_1718 = l_1716 & u32(2147483647);
let l_1719 = l_1718 == u32(0);
if l_1719 {
l_mut_438 = u32(1);
} else {
let l_1720 = l_1716 & u32(2147483648);
let l_1721 = l_1720 != u32(0);
if l_1721 {
let l_1722 = l_1716 - u32(1);
l_mut_438 = l_1722;
} else {
let l_1723 = l_1716 == u32(2139095040);
if l_1723 {
l_mut_438 = l_1716;
}
}
}
let l_1724 = bitcast<f32>(l_mut_438);
let l_1725 = bitcast<u32>(l_1724);
let l_1726 = l_1725 ^ u32(2147483648);
let l_1727 = bitcast<f32>(l_1726);
let l_1728 = bitcast<u32>(l_1727);
let l_1729 = f64(l_1727);
l_mut_26 = l_1729;
let l_1730 = l_1728 & u32(2139095040);
let l_1731 = l_1730 == u32(0);
if l_1731 {
let l_1732 = l_1728 & u32(8388607);
let l_1733 = f64(l_1732);
let l_1734 = l_1733 * f64(1.401298464324817e-45);
l_mut_26 = l_1734;
let l_1735 = l_1728 >> u32(31);
let l_1736 = l_1735 == u32(1);
if l_1736 {
let l_1737 = -l_mut_26;
l_mut_26 = l_1737;
}
}
l_mut_1656 = l_mut_26;
} else {
let l_1738 = bitcast<u32>(l_1710);
let l_1739 = l_1738 + u32(1);
l_mut_438 = l_1739;
let l_1740 = l_1738 & u32(2147483647);
let l_1741 = l_1740 == u32(0);
if l_1741 {
l_mut_438 = u32(1);
} else {
let l_1742 = l_1738 & u32(2147483648);
let l_1743 = l_1742 != u32(0);
if l_1743 {
let l_1744 = l_1738 - u32(1);
l_mut_438 = l_1744;
} else {
let l_1745 = l_1738 == u32(2139095040);
if l_1745 {
l_mut_438 = l_1738;
}
}
}
let l_1746 = bitcast<f32>(l_mut_438);
let l_1747 = bitcast<u32>(l_1746);
let l_1748 = f64(l_1746);
l_mut_26 = l_1748;
let l_1749 = l_1747 & u32(2139095040);
let l_1750 = l_1749 == u32(0);
if l_1750 {
let l_1751 = l_1747 & u32(8388607);
let l_1752 = f64(l_1751);
let l_1753 = l_1752 * f64(1.401298464324817e-45);
l_mut_26 = l_1753;
let l_1754 = l_1747 >> u32(31);
let l_1755 = l_1754 == u32(1);
if l_1755 {
let l_1756 = -l_mut_26;
l_mut_26 = l_1756;
}
}
let l_1757 = l_mut_26 <= l_1704;
if l_1757 {
let l_1758 = bitcast<u32>(l_1710);
let l_1759 = l_1758 + u32(1);
l_mut_438 = l_1759;
let l_1760 = l_1758 & u32(2147483647);
let l_1761 = l_1760 == u32(0);
if l_1761 {
l_mut_438 = u32(1);
} else {
let l_1762 = l_1758 & u32(2147483648);
let l_1763 = l_1762 != u32(0);
if l_1763 {
let l_1764 = l_1758 - u32(1);
l_mut_438 = l_1764;
} else {
let l_1765 = l_1758 == u32(2139095040);
if l_1765 {
l_mut_438 = l_1758;
}
}
}
let l_1766 = bitcast<f32>(l_mut_438);
let l_1767 = bitcast<u32>(l_1766);
let l_1768 = f64(l_1766);
l_mut_26 = l_1768;
let l_1769 = l_1767 & u32(2139095040);
let l_1770 = l_1769 == u32(0);
if l_1770 {
let l_1771 = l_1767 & u32(8388607);
let l_1772 = f64(l_1771);
let l_1773 = l_1772 * f64(1.401298464324817e-45);
l_mut_26 = l_1773;
let l_1774 = l_1767 >> u32(31);
let l_1775 = l_1774 == u32(1);
if l_1775 {
let l_1776 = -l_mut_26;
l_mut_26 = l_1776;
}
}
l_mut_1656 = l_mut_26;
}
}
}
l_mut_1580 = l_mut_1656;
}
let l_1777 = l_mut_243 + l_410;
let l_1778 = abs(l_1777);
let l_1779 = l_1778 * f64(2.220446049250313e-16);
let l_1780 = l_1546 + l_1779;
let l_1781 = l_1777 + l_1780;
let l_1782 = -l_1781;
let l_1783 = l_1782 * f64(7.1362384635298e44);
let l_1784 = floor(l_1783);
let l_1785 = l_1784 * f64(1.401298464324817e-45);
l_mut_1656 = l_1785;
let l_1786 = abs(l_1782);
let l_1787 = l_1786 >= f64(1.1754943508222875e-38);
if l_1787 {
let l_1788 = f32(l_1782);
let l_1789 = f64(l_1788);
l_mut_1656 = l_1789;
let l_1790 = l_mut_1656 > l_1782;
if l_1790 {
let l_1791 = bitcast<u32>(l_1788);
let l_1792 = l_1791 ^ u32(2147483648);
let l_1793 = bitcast<f32>(l_1792);
let l_1794 = bitcast<u32>(l_1793);
let l_1795 = l_1794 + u32(1);
l_mut_438 = l_1795;
let l_1796 = l_1794 & u32(2147483647);
let l_1797 = l_1796 == u32(0);
if l_1797 {
l_mut_438 = u32(1);
} else {
let l_1798 = l_1794 & u32(2147483648);
let l_1799 = l_1798 != u32(0);
if l_1799 {
let l_1800 = l_1794 - u32(1);
l_mut_438 = l_1800;
} else {
let l_1801 = l_1794 == u32(2139095040);
if l_1801 {
l_mut_438 = l_1794;
}
}
}
let l_1802 = bitcast<f32>(l_mut_438);
let l_1803 = bitcast<u32>(l_1802);
let l_1804 = l_1803 ^ u32(2147483648);
let l_1805 = bitcast<f32>(l_1804);
let l_1806 = bitcast<u32>(l_1805);
let l_1807 = f64(l_1805);
l_mut_26 = l_1807;
let l_1808 = l_1806 & u32(2139095040);
let l_1809 = l_1808 == u32(0);
if l_1809 {
let l_1810 = l_1806 & u32(8388607);
let l_1811 = f64(l_1810);
let l_1812 = l_1811 * f64(1.401298464324817e-45);
l_mut_26 = l_1812;
let l_1813 = l_1806 >> u32(31);
let l_1814 = l_1813 == u32(1);
if l_1814 {
let l_1815 = -l_mut_26;
l_mut_26 = l_1815;
}
}
l_mut_1656 = l_mut_26;
} else {
let l_1816 = bitcast<u32>(l_1788);
let l_1817 = l_1816 + u32(1);
l_mut_438 = l_1817;
let l_1818 = l_1816 & u32(2147483647);
let l_1819 = l_1818 == u32(0);
if l_1819 {
l_mut_438 = u32(1);
} else {
let l_1820 = l_1816 & u32(2147483648);
let l_1821 = l_1820 != u32(0);
if l_1821 {
let l_1822 = l_1816 - u32(1);
l_mut_438 = l_1822;
} else {
let l_1823 = l_1816 == u32(2139095040);
if l_1823 {
l_mut_438 = l_1816;
}
}
}
let l_1824 = bitcast<f32>(l_mut_438);
let l_1825 = bitcast<u32>(l_1824);
let l_1826 = f64(l_1824);
l_mut_26 = l_1826;
let l_1827 = l_1825 & u32(2139095040);
let l_1828 = l_1827 == u32(0);
if l_1828 {
let l_1829 = l_1825 & u32(8388607);
let l_1830 = f64(l_1829);
let l_1831 = l_1830 * f64(1.401298464324817e-45);
l_mut_26 = l_1831;
let l_1832 = l_1825 >> u32(31);
let l_1833 = l_1832 == u32(1);
if l_1833 {
let l_1834 = -l_mut_26;
l_mut_26 = l_1834;
}
}
let l_1835 = l_mut_26 <= l_1782;
if l_1835 {
let l_1836 = bitcast<u32>(l_1788);
let l_1837 = l_1836 + u32(1);
l_mut_438 = l_1837;
let l_1838 = l_1836 & u32(2147483647);
let l_1839 = l_1838 == u32(0);
if l_1839 {
l_mut_438 = u32(1);
} else {
let l_1840 = l_1836 & u32(2147483648);
let l_1841 = l_1840 != u32(0);
if l_1841 {
let l_1842 = l_1836 - u32(1);
l_mut_438 = l_1842;
} else {
let l_1843 = l_1836 == u32(2139095040);
if l_1843 {
l_mut_438 = l_1836;
}
}
}
let l_1844 = bitcast<f32>(l_mut_438);
let l_1845 = bitcast<u32>(l_1844);
let l_1846 = f64(l_1844);
l_mut_26 = l_1846;
let l_1847 = l_1845 & u32(2139095040);
let l_1848 = l_1847 == u32(0);
if l_1848 {
let l_1849 = l_1845 & u32(8388607);
let l_1850 = f64(l_1849);
let l_1851 = l_1850 * f64(1.401298464324817e-45);
l_mut_26 = l_1851;
let l_1852 = l_1845 >> u32(31);
let l_1853 = l_1852 == u32(1);
if l_1853 {
let l_1854 = -l_mut_26;
l_mut_26 = l_1854;
}
}
l_mut_1656 = l_mut_26;
}
}
}
let l_1855 = -l_mut_1656;
l_mut_1656 = l_1855;
let l_1856 = bool(false) && bool(true);
if l_1856 {
let l_1857 = l_1777 + l_1780;
let l_1858 = l_1857 * f64(7.1362384635298e44);
let l_1859 = floor(l_1858);
let l_1860 = l_1859 * f64(1.401298464324817e-45);
l_mut_26 = l_1860;
let l_1861 = abs(l_1857);
let l_1862 = l_1861 >= f64(1.1754943508222875e-38);
if l_1862 {
let l_1863 = f32(l_1857);
let l_1864 = f64(l_1863);
l_mut_26 = l_1864;
let l_1865 = l_mut_26 > l_1857;
if l_1865 {
let l_1866 = bitcast<u32>(l_1863);
let l_1867 = l_1866 ^ u32(2147483648);
let l_1868 = bitcast<f32>(l_1867);
let l_1869 = bitcast<u32>(l_1868);
let l_1870 = l_1869 + u32(1);
l_mut_438 = l_1870;
let l_1871 = l_1869 & u32(2147483647);
let l_1872 = l_1871 == u32(0);
if l_1872 {
l_mut_438 = u32(1);
} else {
let l_1873 = l_1869 & u32(2147483648);
let l_1874 = l_1873 != u32(0);
if l_1874 {
let l_1875 = l_1869 - u32(1);
l_mut_438 = l_1875;
} else {
let l_1876 = l_1869 == u32(2139095040);
if l_1876 {
l_mut_438 = l_1869;
}
}
}
let l_1877 = bitcast<f32>(l_mut_438);
let l_1878 = bitcast<u32>(l_1877);
let l_1879 = l_1878 ^ u32(2147483648);
let l_1880 = bitcast<f32>(l_1879);
let l_1881 = bitcast<u32>(l_1880);
let l_1882 = f64(l_1880);
l_mut_1883 = l_1882;
let l_1884 = l_1881 & u32(2139095040);
let l_1885 = l_1884 == u32(0);
if l_1885 {
let l_1886 = l_1881 & u32(8388607);
let l_1887 = f64(l_1886);
let l_1888 = l_1887 * f64(1.401298464324817e-45);
l_mut_1883 = l_1888;
let l_1889 = l_1881 >> u32(31);
let l_1890 = l_1889 == u32(1);
if l_1890 {
let l_1891 = -l_mut_1883;
l_mut_1883 = l_1891;
}
}
l_mut_26 = l_mut_1883;
} else {
let l_1892 = bitcast<u32>(l_1863);
let l_1893 = l_1892 + u32(1);
l_mut_438 = l_1893;
let l_1894 = l_1892 & u32(2147483647);
let l_1895 = l_1894 == u32(0);
if l_1895 {
l_mut_438 = u32(1);
} else {
let l_1896 = l_1892 & u32(2147483648);
let l_1897 = l_1896 != u32(0);
if l_1897 {
let l_1898 = l_1892 - u32(1);
l_mut_438 = l_1898;
} else {
let l_1899 = l_1892 == u32(2139095040);
if l_1899 {
l_mut_438 = l_1892;
}
}
}
let l_1900 = bitcast<f32>(l_mut_438);
let l_1901 = bitcast<u32>(l_1900);
let l_1902 = f64(l_1900);
l_mut_1883 = l_1902;
let l_1903 = l_1901 & u32(2139095040);
let l_1904 = l_1903 == u32(0);
if l_1904 {
let l_1905 = l_1901 & u32(8388607);
let l_1906 = f64(l_1905);
let l_1907 = l_1906 * f64(1.401298464324817e-45);
l_mut_1883 = l_1907;
let l_1908 = l_1901 >> u32(31);
let l_1909 = l_1908 == u32(1);
if l_1909 {
let l_1910 = -l_mut_1883;
l_mut_1883 = l_1910;
}
}
let l_1911 = l_mut_1883 <= l_1857;
if l_1911 {
let l_1912 = bitcast<u32>(l_1863);
let l_1913 = l_1912 + u32(1);
l_mut_438 = l_1913;
let l_1914 = l_1912 & u32(2147483647);
let l_1915 = l_1914 == u32(0);
if l_1915 {
l_mut_438 = u32(1);
} else {
let l_1916 = l_1912 & u32(2147483648);
let l_1917 = l_1916 != u32(0);
if l_1917 {
let l_1918 = l_1912 - u32(1);
l_mut_438 = l_1918;
} else {
let l_1919 = l_1912 == u32(2139095040);
if l_1919 {
l_mut_438 = l_1912;
}
}
}
let l_1920 = bitcast<f32>(l_mut_438);
let l_1921 = bitcast<u32>(l_1920);
let l_1922 = f64(l_1920);
l_mut_1883 = l_1922;
let l_1923 = l_1921 & u32(2139095040);
let l_1924 = l_1923 == u32(0);
if l_1924 {
let l_1925 = l_1921 & u32(8388607);
let l_1926 = f64(l_1925);
let l_1927 = l_1926 * f64(1.401298464324817e-45);
l_mut_1883 = l_1927;
let l_1928 = l_1921 >> u32(31);
let l_1929 = l_1928 == u32(1);
if l_1929 {
let l_1930 = -l_mut_1883;
l_mut_1883 = l_1930;
}
}
l_mut_26 = l_mut_1883;
}
}
}
l_mut_1656 = l_mut_26;
} else {
let l_1931 = l_1777 - l_1780;
let l_1932 = -l_1931;
let l_1933 = l_1932 * f64(7.1362384635298e44);
let l_1934 = floor(l_1933);
let l_1935 = l_1934 * f64(1.401298464324817e-45);
l_mut_1883 = l_1935;
let l_1936 = abs(l_1932);
let l_1937 = l_1936 >= f64(1.1754943508222875e-38);
if l_1937 {
let l_1938 = f32(l_1932);
let l_1939 = f64(l_1938);
l_mut_1883 = l_1939;
let l_1940 = l_mut_1883 > l_1932;
if l_1940 {
let l_1941 = bitcast<u32>(l_1938);
let l_1942 = l_1941 ^ u32(2147483648);
let l_1943 = bitcast<f32>(l_1942);
let l_1944 = bitcast<u32>(l_1943);
let l_1945 = l_1944 + u32(1);
l_mut_438 = l_1945;
let l_1946 = l_1944 & u32(2147483647);
let l_1947 = l_1946 == u32(0);
if l_1947 {
l_mut_438 = u32(1);
} else {
let l_1948 = l_1944 & u32(2147483648);
let l_1949 = l_1948 != u32(0);
if l_1949 {
let l_1950 = l_1944 - u32(1);
l_mut_438 = l_1950;
} else {
let l_1951 = l_1944 == u32(2139095040);
if l_1951 {
l_mut_438 = l_1944;
}
}
}
let l_1952 = bitcast<f32>(l_mut_438);
let l_1953 = bitcast<u32>(l_1952);
let l_1954 = l_1953 ^ u32(2147483648);
let l_1955 = bitcast<f32>(l_1954);
let l_1956 = bitcast<u32>(l_1955);
let l_1957 = f64(l_1955);
l_mut_26 = l_1957;
let l_1958 = l_1956 & u32(2139095040);
let l_1959 = l_1958 == u32(0);
if l_1959 {
let l_1960 = l_1956 & u32(8388607);
let l_1961 = f64(l_1960);
let l_1962 = l_1961 * f64(1.401298464324817e-45);
l_mut_26 = l_1962;
let l_1963 = l_1956 >> u32(31);
let l_1964 = l_1963 == u32(1);
if l_1964 {
let l_1965 = -l_mut_26;
l_mut_26 = l_1965;
}
}
l_mut_1883 = l_mut_26;
} else {
let l_1966 = bitcast<u32>(l_1938);
let l_1967 = l_1966 + u32(1);
l_mut_438 = l_1967;
let l_1968 = l_1966 & u32(2147483647);
let l_1969 = l_1968 == u32(0);
if l_1969 {
l_mut_438 = u32(1);
} else {
let l_1970 = l_1966 & u32(2147483648);
let l_1971 = l_1970 != u32(0);
if l_1971 {
let l_1972 = l_1966 - u32(1);
l_mut_438 = l_1972;
} else {
let l_1973 = l_1966 == u32(2139095040);
if l_1973 {
l_mut_438 = l_1966;
}
}
}
let l_1974 = bitcast<f32>(l_mut_438);
let l_1975 = bitcast<u32>(l_1974);
let l_1976 = f64(l_1974);
l_mut_26 = l_1976;
let l_1977 = l_1975 & u32(2139095040);
let l_1978 = l_1977 == u32(0);
if l_1978 {
let l_1979 = l_1975 & u32(8388607);
let l_1980 = f64(l_1979);
let l_1981 = l_1980 * f64(1.401298464324817e-45);
l_mut_26 = l_1981;
let l_1982 = l_1975 >> u32(31);
let l_1983 = l_1982 == u32(1);
if l_1983 {
let l_1984 = -l_mut_26;
l_mut_26 = l_1984;
}
}
let l_1985 = l_mut_26 <= l_1932;
if l_1985 {
let l_1986 = bitcast<u32>(l_1938);
let l_1987 = l_1986 + u32(1);
l_mut_438 = l_1987;
let l_1988 = l_1986 & u32(2147483647);
let l_1989 = l_1988 == u32(0);
if l_1989 {
l_mut_438 = u32(1);
} else {
let l_1990 = l_1986 & u32(2147483648);
let l_1991 = l_1990 != u32(0);
if l_1991 {
let l_1992 = l_1986 - u32(1);
l_mut_438 = l_1992;
} else {
let l_1993 = l_1986 == u32(2139095040);
if l_1993 {
l_mut_438 = l_1986;
}
}
}
let l_1994 = bitcast<f32>(l_mut_438);
let l_1995 = bitcast<u32>(l_1994);
let l_1996 = f64(l_1994);
l_mut_26 = l_1996;
let l_1997 = l_1995 & u32(2139095040);
let l_1998 = l_1997 == u32(0);
if l_1998 {
let l_1999 = l_1995 & u32(8388607);
let l_2000 = f64(l_1999);
let l_2001 = l_2000 * f64(1.401298464324817e-45);
l_mut_26 = l_2001;
let l_2002 = l_1995 >> u32(31);
let l_2003 = l_2002 == u32(1);
if l_2003 {
let l_2004 = -l_mut_26;
l_mut_26 = l_2004;
}
}
l_mut_1883 = l_mut_26;
}
}
}
let l_2005 = -l_mut_1883;
l_mut_1656 = l_2005;
}
let l_2006 = l_mut_76 - l_410;
let l_2007 = abs(l_2006);
let l_2008 = l_2007 * f64(2.220446049250313e-16);
let l_2009 = l_1548 + l_2008;
let l_2010 = l_2006 + l_2009;
let l_2011 = -l_2010;
let l_2012 = l_2011 * f64(7.1362384635298e44);
let l_2013 = floor(l_2012);
let l_2014 = l_2013 * f64(1.401298464324817e-45);
l_mut_1883 = l_2014;
let l_2015 = abs(l_2011);
let l_2016 = l_2015 >= f64(1.1754943508222875e-38);
if l_2016 {
let l_2017 = f32(l_2011);
let l_2018 = f64(l_2017);
l_mut_1883 = l_2018;
let l_2019 = l_mut_1883 > l_2011;
if l_2019 {
let l_2020 = bitcast<u32>(l_2017);
let l_2021 = l_2020 ^ u32(2147483648);
let l_2022 = bitcast<f32>(l_2021);
let l_2023 = bitcast<u32>(l_2022);
let l_2024 = l_2023 + u32(1);
l_mut_438 = l_2024;
let l_2025 = l_2023 & u32(2147483647);
let l_2026 = l_2025 == u32(0);
if l_2026 {
l_mut_438 = u32(1);
} else {
let l_2027 = l_2023 & u32(2147483648);
let l_2028 = l_2027 != u32(0);
if l_2028 {
let l_2029 = l_2023 - u32(1);
l_mut_438 = l_2029;
} else {
let l_2030 = l_2023 == u32(2139095040);
if l_2030 {
l_mut_438 = l_2023;
}
}
}
let l_2031 = bitcast<f32>(l_mut_438);
let l_2032 = bitcast<u32>(l_2031);
let l_2033 = l_2032 ^ u32(2147483648);
let l_2034 = bitcast<f32>(l_2033);
let l_2035 = bitcast<u32>(l_2034);
let l_2036 = f64(l_2034);
l_mut_26 = l_2036;
let l_2037 = l_2035 & u32(2139095040);
let l_2038 = l_2037 == u32(0);
if l_2038 {
let l_2039 = l_2035 & u32(8388607);
let l_2040 = f64(l_2039);
let l_2041 = l_2040 * f64(1.401298464324817e-45);
l_mut_26 = l_2041;
let l_2042 = l_2035 >> u32(31);
let l_2043 = l_2042 == u32(1);
if l_2043 {
let l_2044 = -l_mut_26;
l_mut_26 = l_2044;
}
}
l_mut_1883 = l_mut_26;
} else {
let l_2045 = bitcast<u32>(l_2017);
let l_2046 = l_2045 + u32(1);
l_mut_438 = l_2046;
let l_2047 = l_2045 & u32(2147483647);
let l_2048 = l_2047 == u32(0);
if l_2048 {
l_mut_438 = u32(1);
} else {
let l_2049 = l_2045 & u32(2147483648);
let l_2050 = l_2049 != u32(0);
if l_2050 {
let l_2051 = l_2045 - u32(1);
l_mut_438 = l_2051;
} else {
let l_2052 = l_2045 == u32(2139095040);
if l_2052 {
l_mut_438 = l_2045;
}
}
}
let l_2053 = bitcast<f32>(l_mut_438);
let l_2054 = bitcast<u32>(l_2053);
let l_2055 = f64(l_2053);
l_mut_26 = l_2055;
let l_2056 = l_2054 & u32(2139095040);
let l_2057 = l_2056 == u32(0);
if l_2057 {
let l_2058 = l_2054 & u32(8388607);
let l_2059 = f64(l_2058);
let l_2060 = l_2059 * f64(1.401298464324817e-45);
l_mut_26 = l_2060;
let l_2061 = l_2054 >> u32(31);
let l_2062 = l_2061 == u32(1);
if l_2062 {
let l_2063 = -l_mut_26;
l_mut_26 = l_2063;
}
}
let l_2064 = l_mut_26 <= l_2011;
if l_2064 {
let l_2065 = bitcast<u32>(l_2017);
let l_2066 = l_2065 + u32(1);
l_mut_438 = l_2066;
let l_2067 = l_2065 & u32(2147483647);
let l_2068 = l_2067 == u32(0);
if l_2068 {
l_mut_438 = u32(1);
} else {
let l_2069 = l_2065 & u32(2147483648);
let l_2070 = l_2069 != u32(0);
if l_2070 {
let l_2071 = l_2065 - u32(1);
l_mut_438 = l_2071;
} else {
let l_2072 = l_2065 == u32(2139095040);
if l_2072 {
l_mut_438 = l_2065;
}
}
}
let l_2073 = bitcast<f32>(l_mut_438);
let l_2074 = bitcast<u32>(l_2073);
let l_2075 = f64(l_2073);
l_mut_26 = l_2075;
let l_2076 = l_2074 & u32(2139095040);
let l_2077 = l_2076 == u32(0);
if l_2077 {
let l_2078 = l_2074 & u32(8388607);
let l_2079 = f64(l_2078);
let l_2080 = l_2079 * f64(1.401298464324817e-45);
l_mut_26 = l_2080;
let l_2081 = l_2074 >> u32(31);
let l_2082 = l_2081 == u32(1);
if l_2082 {
let l_2083 = -l_mut_26;
l_mut_26 = l_2083;
}
}
l_mut_1883 = l_mut_26;
}
}
}
let l_2084 = -l_mut_1883;
l_mut_1883 = l_2084;
let l_2085 = bool(true) && bool(true);
if l_2085 {
let l_2086 = l_2006 + l_2009;
let l_2087 = l_2086 * f64(7.1362384635298e44);
let l_2088 = floor(l_2087);
let l_2089 = l_2088 * f64(1.401298464324817e-45);
l_mut_26 = l_2089;
let l_2090 = abs(l_2086);
let l_2091 = l_2090 >= f64(1.1754943508222875e-38);
if l_2091 {
let l_2092 = f32(l_2086);
let l_2093 = f64(l_2092);
l_mut_26 = l_2093;
let l_2094 = l_mut_26 > l_2086;
if l_2094 {
let l_2095 = bitcast<u32>(l_2092);
let l_2096 = l_2095 ^ u32(2147483648);
let l_2097 = bitcast<f32>(l_2096);
let l_2098 = bitcast<u32>(l_2097);
let l_2099 = l_2098 + u32(1);
l_mut_438 = l_2099;
let l_2100 = l_2098 & u32(2147483647);
let l_2101 = l_2100 == u32(0);
if l_2101 {
l_mut_438 = u32(1);
} else {
let l_2102 = l_2098 & u32(2147483648);
let l_2103 = l_2102 != u32(0);
if l_2103 {
let l_2104 = l_2098 - u32(1);
l_mut_438 = l_2104;
} else {
let l_2105 = l_2098 == u32(2139095040);
if l_2105 {
l_mut_438 = l_2098;
}
}
}
let l_2106 = bitcast<f32>(l_mut_438);
let l_2107 = bitcast<u32>(l_2106);
let l_2108 = l_2107 ^ u32(2147483648);
let l_2109 = bitcast<f32>(l_2108);
let l_2110 = bitcast<u32>(l_2109);
let l_2111 = f64(l_2109);
l_mut_2112 = l_2111;
let l_2113 = l_2110 & u32(2139095040);
let l_2114 = l_2113 == u32(0);
if l_2114 {
let l_2115 = l_2110 & u32(8388607);
let l_2116 = f64(l_2115);
let l_2117 = l_2116 * f64(1.401298464324817e-45);
l_mut_2112 = l_2117;
let l_2118 = l_2110 >> u32(31);
let l_2119 = l_2118 == u32(1);
if l_2119 {
let l_2120 = -l_mut_2112;
l_mut_2112 = l_2120;
}
}
l_mut_26 = l_mut_2112;
} else {
let l_2121 = bitcast<u32>(l_2092);
let l_2122 = l_2121 + u32(1);
l_mut_438 = l_2122;
let l_2123 = l_2121 & u32(2147483647);
let l_2124 = l_2123 == u32(0);
if l_2124 {
l_mut_438 = u32(1);
} else {
let l_2125 = l_2121 & u32(2147483648);
let l_2126 = l_2125 != u32(0);
if l_2126 {
let l_2127 = l_2121 - u32(1);
l_mut_438 = l_2127;
} else {
let l_2128 = l_2121 == u32(2139095040);
if l_2128 {
l_mut_438 = l_2121;
}
}
}
let l_2129 = bitcast<f32>(l_mut_438);
let l_2130 = bitcast<u32>(l_2129);
let l_2131 = f64(l_2129);
l_mut_2112 = l_2131;
let l_2132 = l_2130 & u32(2139095040);
let l_2133 = l_2132 == u32(0);
if l_2133 {
let l_2134 = l_2130 & u32(8388607);
let l_2135 = f64(l_2134);
let l_2136 = l_2135 * f64(1.401298464324817e-45);
l_mut_2112 = l_2136;
let l_2137 = l_2130 >> u32(31);
let l_2138 = l_2137 == u32(1);
if l_2138 {
let l_2139 = -l_mut_2112;
l_mut_2112 = l_2139;
}
}
let l_2140 = l_mut_2112 <= l_2086;
if l_2140 {
let l_2141 = bitcast<u32>(l_2092);
let l_2142 = l_2141 + u32(1);
l_mut_438 = l_2142;
let l_2143 = l_2141 & u32(2147483647);
let l_2144 = l_2143 == u32(0);
if l_2144 {
l_mut_438 = u32(1);
} else {
let l_2145 = l_2141 & u32(2147483648);
let l_2146 = l_2145 != u32(0);
if l_2146 {
let l_2147 = l_2141 - u32(1);
l_mut_438 = l_2147;
} else {
let l_2148 = l_2141 == u32(2139095040);
if l_2148 {
l_mut_438 = l_2141;
}
}
}
let l_2149 = bitcast<f32>(l_mut_438);
let l_2150 = bitcast<u32>(l_2149);
let l_2151 = f64(l_2149);
l_mut_2112 = l_2151;
let l_2152 = l_2150 & u32(2139095040);
let l_2153 = l_2152 == u32(0);
if l_2153 {
let l_2154 = l_2150 & u32(8388607);
let l_2155 = f64(l_2154);
let l_2156 = l_2155 * f64(1.401298464324817e-45);
l_mut_2112 = l_2156;
let l_2157 = l_2150 >> u32(31);
let l_2158 = l_2157 == u32(1);
if l_2158 {
let l_2159 = -l_mut_2112;
l_mut_2112 = l_2159;
}
}
l_mut_26 = l_mut_2112;
}
}
}
l_mut_1883 = l_mut_26;
} else {
let l_2160 = l_2006 - l_2009;
let l_2161 = l_2160 * f64(7.1362384635298e44);
let l_2162 = floor(l_2161);
let l_2163 = l_2162 * f64(1.401298464324817e-45);
l_mut_2112 = l_2163;
let l_2164 = abs(l_2160);
let l_2165 = l_2164 >= f64(1.1754943508222875e-38);
if l_2165 {
let l_2166 = f32(l_2160);
let l_2167 = f64(l_2166);
l_mut_2112 = l_2167;
let l_2168 = l_mut_2112 > l_2160;
if l_2168 {
let l_2169 = bitcast<u32>(l_2166);
let l_2170 = l_2169 ^ u32(2147483648);
let l_2171 = bitcast<f32>(l_2170);
let l_2172 = bitcast<u32>(l_2171);
let l_2173 = l_2172 + u32(1);
l_mut_438 = l_2173;
let l_2174 = l_2172 & u32(2147483647);
let l_2175 = l_2174 == u32(0);
if l_2175 {
l_mut_438 = u32(1);
} else {
let l_2176 = l_2172 & u32(2147483648);
let l_2177 = l_2176 != u32(0);
if l_2177 {
let l_2178 = l_2172 - u32(1);
l_mut_438 = l_2178;
} else {
let l_2179 = l_2172 == u32(2139095040);
if l_2179 {
l_mut_438 = l_2172;
}
}
}
let l_2180 = bitcast<f32>(l_mut_438);
let l_2181 = bitcast<u32>(l_2180);
let l_2182 = l_2181 ^ u32(2147483648);
let l_2183 = bitcast<f32>(l_2182);
let l_2184 = bitcast<u32>(l_2183);
let l_2185 = f64(l_2183);
l_mut_26 = l_2185;
let l_2186 = l_2184 & u32(2139095040);
let l_2187 = l_2186 == u32(0);
if l_2187 {
let l_2188 = l_2184 & u32(8388607);
let l_2189 = f64(l_2188);
let l_2190 = l_2189 * f64(1.401298464324817e-45);
l_mut_26 = l_2190;
let l_2191 = l_2184 >> u32(31);
let l_2192 = l_2191 == u32(1);
if l_2192 {
let l_2193 = -l_mut_26;
l_mut_26 = l_2193;
}
}
l_mut_2112 = l_mut_26;
} else {
let l_2194 = bitcast<u32>(l_2166);
let l_2195 = l_2194 + u32(1);
l_mut_438 = l_2195;
let l_2196 = l_2194 & u32(2147483647);
let l_2197 = l_2196 == u32(0);
if l_2197 {
l_mut_438 = u32(1);
} else {
let l_2198 = l_2194 & u32(2147483648);
let l_2199 = l_2198 != u32(0);
if l_2199 {
let l_2200 = l_2194 - u32(1);
l_mut_438 = l_2200;
} else {
let l_2201 = l_2194 == u32(2139095040);
if l_2201 {
l_mut_438 = l_2194;
}
}
}
let l_2202 = bitcast<f32>(l_mut_438);
let l_2203 = bitcast<u32>(l_2202);
let l_2204 = f64(l_2202);
l_mut_26 = l_2204;
let l_2205 = l_2203 & u32(2139095040);
let l_2206 = l_2205 == u32(0);
if l_2206 {
let l_2207 = l_2203 & u32(8388607);
let l_2208 = f64(l_2207);
let l_2209 = l_2208 * f64(1.401298464324817e-45);
l_mut_26 = l_2209;
let l_2210 = l_2203 >> u32(31);
let l_2211 = l_2210 == u32(1);
if l_2211 {
let l_2212 = -l_mut_26;
l_mut_26 = l_2212;
}
}
let l_2213 = l_mut_26 <= l_2160;
if l_2213 {
let l_2214 = bitcast<u32>(l_2166);
let l_2215 = l_2214 + u32(1);
l_mut_438 = l_2215;
let l_2216 = l_2214 & u32(2147483647);
let l_2217 = l_2216 == u32(0);
if l_2217 {
l_mut_438 = u32(1);
} else {
let l_2218 = l_2214 & u32(2147483648);
let l_2219 = l_2218 != u32(0);
if l_2219 {
let l_2220 = l_2214 - u32(1);
l_mut_438 = l_2220;
} else {
let l_2221 = l_2214 == u32(2139095040);
if l_2221 {
l_mut_438 = l_2214;
}
}
}
let l_2222 = bitcast<f32>(l_mut_438);
let l_2223 = bitcast<u32>(l_2222);
let l_2224 = f64(l_2222);
l_mut_26 = l_2224;
let l_2225 = l_2223 & u32(2139095040);
let l_2226 = l_2225 == u32(0);
if l_2226 {
let l_2227 = l_2223 & u32(8388607);
let l_2228 = f64(l_2227);
let l_2229 = l_2228 * f64(1.401298464324817e-45);
l_mut_26 = l_2229;
let l_2230 = l_2223 >> u32(31);
let l_2231 = l_2230 == u32(1);
if l_2231 {
let l_2232 = -l_mut_26;
l_mut_26 = l_2232;
}
}
l_mut_2112 = l_mut_26;
}
}
}
l_mut_1883 = l_mut_2112;
}
let l_2233 = l_mut_76 + l_410;
let l_2234 = abs(l_2233);
let l_2235 = l_2234 * f64(2.220446049250313e-16);
let l_2236 = l_1548 + l_2235;
let l_2237 = l_2233 + l_2236;
let l_2238 = -l_2237;
let l_2239 = l_2238 * f64(7.1362384635298e44);
let l_2240 = floor(l_2239);
let l_2241 = l_2240 * f64(1.401298464324817e-45);
l_mut_2112 = l_2241;
let l_2242 = abs(l_2238);
let l_2243 = l_2242 >= f64(1.1754943508222875e-38);
if l_2243 {
let l_2244 = f32(l_2238);
let l_2245 = f64(l_2244);
l_mut_2112 = l_2245;
let l_2246 = l_mut_2112 > l_2238;
if l_2246 {
let l_2247 = bitcast<u32>(l_2244);
let l_2248 = l_2247 ^ u32(2147483648);
let l_2249 = bitcast<f32>(l_2248);
let l_2250 = bitcast<u32>(l_2249);
let l_2251 = l_2250 + u32(1);
l_mut_438 = l_2251;
let l_2252 = l_2250 & u32(2147483647);
let l_2253 = l_2252 == u32(0);
if l_2253 {
l_mut_438 = u32(1);
} else {
let l_2254 = l_2250 & u32(2147483648);
let l_2255 = l_2254 != u32(0);
if l_2255 {
let l_2256 = l_2250 - u32(1);
l_mut_438 = l_2256;
} else {
let l_2257 = l_2250 == u32(2139095040);
if l_2257 {
l_mut_438 = l_2250;
}
}
}
let l_2258 = bitcast<f32>(l_mut_438);
let l_2259 = bitcast<u32>(l_2258);
let l_2260 = l_2259 ^ u32(2147483648);
let l_2261 = bitcast<f32>(l_2260);
let l_2262 = bitcast<u32>(l_2261);
let l_2263 = f64(l_2261);
l_mut_26 = l_2263;
let l_2264 = l_2262 & u32(2139095040);
let l_2265 = l_2264 == u32(0);
if l_2265 {
let l_2266 = l_2262 & u32(8388607);
let l_2267 = f64(l_2266);
let l_2268 = l_2267 * f64(1.401298464324817e-45);
l_mut_26 = l_2268;
let l_2269 = l_2262 >> u32(31);
let l_2270 = l_2269 == u32(1);
if l_2270 {
let l_2271 = -l_mut_26;
l_mut_26 = l_2271;
}
}
l_mut_2112 = l_mut_26;
} else {
let l_2272 = bitcast<u32>(l_2244);
let l_2273 = l_2272 + u32(1);
l_mut_438 = l_2273;
let l_2274 = l_2272 & u32(2147483647);
let l_2275 = l_2274 == u32(0);
if l_2275 {
l_mut_438 = u32(1);
} else {
let l_2276 = l_2272 & u32(2147483648);
let l_2277 = l_2276 != u32(0);
if l_2277 {
let l_2278 = l_2272 - u32(1);
l_mut_438 = l_2278;
} else {
let l_2279 = l_2272 == u32(2139095040);
if l_2279 {
l_mut_438 = l_2272;
}
}
}
let l_2280 = bitcast<f32>(l_mut_438);
let l_2281 = bitcast<u32>(l_2280);
let l_2282 = f64(l_2280);
l_mut_26 = l_2282;
let l_2283 = l_2281 & u32(2139095040);
let l_2284 = l_2283 == u32(0);
if l_2284 {
let l_2285 = l_2281 & u32(8388607);
let l_2286 = f64(l_2285);
let l_2287 = l_2286 * f64(1.401298464324817e-45);
l_mut_26 = l_2287;
let l_2288 = l_2281 >> u32(31);
let l_2289 = l_2288 == u32(1);
if l_2289 {
let l_2290 = -l_mut_26;
l_mut_26 = l_2290;
}
}
let l_2291 = l_mut_26 <= l_2238;
if l_2291 {
let l_2292 = bitcast<u32>(l_2244);
let l_2293 = l_2292 + u32(1);
l_mut_438 = l_2293;
let l_2294 = l_2292 & u32(2147483647);
let l_2295 = l_2294 == u32(0);
if l_2295 {
l_mut_438 = u32(1);
} else {
let l_2296 = l_2292 & u32(2147483648);
let l_2297 = l_2296 != u32(0);
if l_2297 {
let l_2298 = l_2292 - u32(1);
l_mut_438 = l_2298;
} else {
let l_2299 = l_2292 == u32(2139095040);
if l_2299 {
l_mut_438 = l_2292;
}
}
}
let l_2300 = bitcast<f32>(l_mut_438);
let l_2301 = bitcast<u32>(l_2300);
let l_2302 = f64(l_2300);
l_mut_26 = l_2302;
let l_2303 = l_2301 & u32(2139095040);
let l_2304 = l_2303 == u32(0);
if l_2304 {
let l_2305 = l_2301 & u32(8388607);
let l_2306 = f64(l_2305);
let l_2307 = l_2306 * f64(1.401298464324817e-45);
l_mut_26 = l_2307;
let l_2308 = l_2301 >> u32(31);
let l_2309 = l_2308 == u32(1);
if l_2309 {
let l_2310 = -l_mut_26;
l_mut_26 = l_2310;
}
}
l_mut_2112 = l_mut_26;
}
}
}
let l_2311 = -l_mut_2112;
l_mut_2112 = l_2311;
let l_2312 = bool(false) && bool(true);
if l_2312 {
let l_2313 = l_2233 + l_2236;
let l_2314 = l_2313 * f64(7.1362384635298e44);
let l_2315 = floor(l_2314);
let l_2316 = l_2315 * f64(1.401298464324817e-45);
l_mut_26 = l_2316;
let l_2317 = abs(l_2313);
let l_2318 = l_2317 >= f64(1.1754943508222875e-38);
if l_2318 {
let l_2319 = f32(l_2313);
let l_2320 = f64(l_2319);
l_mut_26 = l_2320;
let l_2321 = l_mut_26 > l_2313;
if l_2321 {
let l_2322 = bitcast<u32>(l_2319);
let l_2323 = l_2322 ^ u32(2147483648);
let l_2324 = bitcast<f32>(l_2323);
let l_2325 = bitcast<u32>(l_2324);
let l_2326 = l_2325 + u32(1);
l_mut_438 = l_2326;
let l_2327 = l_2325 & u32(2147483647);
let l_2328 = l_2327 == u32(0);
if l_2328 {
l_mut_438 = u32(1);
} else {
let l_2329 = l_2325 & u32(2147483648);
let l_2330 = l_2329 != u32(0);
if l_2330 {
let l_2331 = l_2325 - u32(1);
l_mut_438 = l_2331;
} else {
let l_2332 = l_2325 == u32(2139095040);
if l_2332 {
l_mut_438 = l_2325;
}
}
}
let l_2333 = bitcast<f32>(l_mut_438);
let l_2334 = bitcast<u32>(l_2333);
let l_2335 = l_2334 ^ u32(2147483648);
let l_2336 = bitcast<f32>(l_2335);
let l_2337 = bitcast<u32>(l_2336);
let l_2338 = f64(l_2336);
l_mut_2339 = l_2338;
let l_2340 = l_2337 & u32(2139095040);
let l_2341 = l_2340 == u32(0);
if l_2341 {
let l_2342 = l_2337 & u32(8388607);
let l_2343 = f64(l_2342);
let l_2344 = l_2343 * f64(1.401298464324817e-45);
l_mut_2339 = l_2344;
let l_2345 = l_2337 >> u32(31);
let l_2346 = l_2345 == u32(1);
if l_2346 {
let l_2347 = -l_mut_2339;
l_mut_2339 = l_2347;
}
}
l_mut_26 = l_mut_2339;
} else {
let l_2348 = bitcast<u32>(l_2319);
let l_2349 = l_2348 + u32(1);
l_mut_438 = l_2349;
let l_2350 = l_2348 & u32(2147483647);
let l_2351 = l_2350 == u32(0);
if l_2351 {
l_mut_438 = u32(1);
} else {
let l_2352 = l_2348 & u32(2147483648);
let l_2353 = l_2352 != u32(0);
if l_2353 {
let l_2354 = l_2348 - u32(1);
l_mut_438 = l_2354;
} else {
let l_2355 = l_2348 == u32(2139095040);
if l_2355 {
l_mut_438 = l_2348;
}
}
}
let l_2356 = bitcast<f32>(l_mut_438);
let l_2357 = bitcast<u32>(l_2356);
let l_2358 = f64(l_2356);
l_mut_2339 = l_2358;
let l_2359 = l_2357 & u32(2139095040);
let l_2360 = l_2359 == u32(0);
if l_2360 {
let l_2361 = l_2357 & u32(8388607);
let l_2362 = f64(l_2361);
let l_2363 = l_2362 * f64(1.401298464324817e-45);
l_mut_2339 = l_2363;
let l_2364 = l_2357 >> u32(31);
let l_2365 = l_2364 == u32(1);
if l_2365 {
let l_2366 = -l_mut_2339;
l_mut_2339 = l_2366;
}
}
let l_2367 = l_mut_2339 <= l_2313;
if l_2367 {
let l_2368 = bitcast<u32>(l_2319);
let l_2369 = l_2368 + u32(1);
l_mut_438 = l_2369;
let l_2370 = l_2368 & u32(2147483647);
let l_2371 = l_2370 == u32(0);
if l_2371 {
l_mut_438 = u32(1);
} else {
let l_2372 = l_2368 & u32(2147483648);
let l_2373 = l_2372 != u32(0);
if l_2373 {
let l_2374 = l_2368 - u32(1);
l_mut_438 = l_2374;
} else {
let l_2375 = l_2368 == u32(2139095040);
if l_2375 {
l_mut_438 = l_2368;
}
}
}
let l_2376 = bitcast<f32>(l_mut_438);
let l_2377 = bitcast<u32>(l_2376);
let l_2378 = f64(l_2376);
l_mut_2339 = l_2378;
let l_2379 = l_2377 & u32(2139095040);
let l_2380 = l_2379 == u32(0);
if l_2380 {
let l_2381 = l_2377 & u32(8388607);
let l_2382 = f64(l_2381);
let l_2383 = l_2382 * f64(1.401298464324817e-45);
l_mut_2339 = l_2383;
let l_2384 = l_2377 >> u32(31);
let l_2385 = l_2384 == u32(1);
if l_2385 {
let l_2386 = -l_mut_2339;
l_mut_2339 = l_2386;
}
}
l_mut_26 = l_mut_2339;
}
}
}
l_mut_2112 = l_mut_26;
} else {
let l_2387 = l_2233 - l_2236;
let l_2388 = -l_2387;
let l_2389 = l_2388 * f64(7.1362384635298e44);
let l_2390 = floor(l_2389);
let l_2391 = l_2390 * f64(1.401298464324817e-45);
l_mut_2339 = l_2391;
let l_2392 = abs(l_2388);
let l_2393 = l_2392 >= f64(1.1754943508222875e-38);
if l_2393 {
let l_2394 = f32(l_2388);
let l_2395 = f64(l_2394);
l_mut_2339 = l_2395;
let l_2396 = l_mut_2339 > l_2388;
if l_2396 {
let l_2397 = bitcast<u32>(l_2394);
let l_2398 = l_2397 ^ u32(2147483648);
let l_2399 = bitcast<f32>(l_2398);
let l_2400 = bitcast<u32>(l_2399);
let l_2401 = l_2400 + u32(1);
l_mut_438 = l_2401;
let l_2402 = l_2400 & u32(2147483647);
let l_2403 = l_2402 == u32(0);
if l_2403 {
l_mut_438 = u32(1);
} else {
let l_2404 = l_2400 & u32(2147483648);
let l_2405 = l_2404 != u32(0);
if l_2405 {
let l_2406 = l_2400 - u32(1);
l_mut_438 = l_2406;
} else {
let l_2407 = l_2400 == u32(2139095040);
if l_2407 {
l_mut_438 = l_2400;
}
}
}
let l_2408 = bitcast<f32>(l_mut_438);
let l_2409 = bitcast<u32>(l_2408);
let l_2410 = l_2409 ^ u32(2147483648);
let l_2411 = bitcast<f32>(l_2410);
let l_2412 = bitcast<u32>(l_2411);
let l_2413 = f64(l_2411);
l_mut_26 = l_2413;
let l_2414 = l_2412 & u32(2139095040);
let l_2415 = l_2414 == u32(0);
if l_2415 {
let l_2416 = l_2412 & u32(8388607);
let l_2417 = f64(l_2416);
let l_2418 = l_2417 * f64(1.401298464324817e-45);
l_mut_26 = l_2418;
let l_2419 = l_2412 >> u32(31);
let l_2420 = l_2419 == u32(1);
if l_2420 {
let l_2421 = -l_mut_26;
l_mut_26 = l_2421;
}
}
l_mut_2339 = l_mut_26;
} else {
let l_2422 = bitcast<u32>(l_2394);
let l_2423 = l_2422 + u32(1);
l_mut_438 = l_2423;
let l_2424 = l_2422 & u32(2147483647);
let l_2425 = l_2424 == u32(0);
if l_2425 {
l_mut_438 = u32(1);
} else {
let l_2426 = l_2422 & u32(2147483648);
let l_2427 = l_2426 != u32(0);
if l_2427 {
let l_2428 = l_2422 - u32(1);
l_mut_438 = l_2428;
} else {
let l_2429 = l_2422 == u32(2139095040);
if l_2429 {
l_mut_438 = l_2422;
}
}
}
let l_2430 = bitcast<f32>(l_mut_438);
let l_2431 = bitcast<u32>(l_2430);
let l_2432 = f64(l_2430);
l_mut_26 = l_2432;
let l_2433 = l_2431 & u32(2139095040);
let l_2434 = l_2433 == u32(0);
if l_2434 {
let l_2435 = l_2431 & u32(8388607);
let l_2436 = f64(l_2435);
let l_2437 = l_2436 * f64(1.401298464324817e-45);
l_mut_26 = l_2437;
let l_2438 = l_2431 >> u32(31);
let l_2439 = l_2438 == u32(1);
if l_2439 {
let l_2440 = -l_mut_26;
l_mut_26 = l_2440;
}
}
let l_2441 = l_mut_26 <= l_2388;
if l_2441 {
let l_2442 = bitcast<u32>(l_2394);
let l_2443 = l_2442 + u32(1);
l_mut_438 = l_2443;
let l_2444 = l_2442 & u32(2147483647);
let l_2445 = l_2444 == u32(0);
if l_2445 {
l_mut_438 = u32(1);
} else {
let l_2446 = l_2442 & u32(2147483648);
let l_2447 = l_2446 != u32(0);
if l_2447 {
let l_2448 = l_2442 - u32(1);
l_mut_438 = l_2448;
} else {
let l_2449 = l_2442 == u32(2139095040);
if l_2449 {
l_mut_438 = l_2442;
}
}
}
let l_2450 = bitcast<f32>(l_mut_438);
let l_2451 = bitcast<u32>(l_2450);
let l_2452 = f64(l_2450);
l_mut_26 = l_2452;
let l_2453 = l_2451 & u32(2139095040);
let l_2454 = l_2453 == u32(0);
if l_2454 {
let l_2455 = l_2451 & u32(8388607);
let l_2456 = f64(l_2455);
let l_2457 = l_2456 * f64(1.401298464324817e-45);
l_mut_26 = l_2457;
let l_2458 = l_2451 >> u32(31);
let l_2459 = l_2458 == u32(1);
if l_2459 {
let l_2460 = -l_mut_26;
l_mut_26 = l_2460;
}
}
l_mut_2339 = l_mut_26;
}
}
}
let l_2461 = -l_mut_2339;
l_mut_2112 = l_2461;
}
l_mut_438 = u32(0);
let l_2462 = l_mut_1883 <= f64(0.0);
let l_2463 = l_mut_2112 >= f64(0.0);
let l_2464 = l_2462 && l_2463;
let l_2465 = !l_2464;
if l_2465 {
let l_2467 = l_mut_1580 / l_mut_1883;
let l_2468 = l_mut_1580 / l_mut_2112;
let l_2469 = l_mut_1656 / l_mut_1883;
let l_2470 = l_mut_1656 / l_mut_2112;
a_2466[u32(0)] = l_2467;
a_2466[u32(1)] = l_2467;
let l_2471 = a_2466[u32(0)];
let l_2472 = l_2468 < l_2471;
if l_2472 {
a_2466[u32(0)] = l_2468;
}
let l_2473 = a_2466[u32(0)];
let l_2474 = l_2469 < l_2473;
if l_2474 {
a_2466[u32(0)] = l_2469;
}
let l_2475 = a_2466[u32(0)];
let l_2476 = l_2470 < l_2475;
if l_2476 {
a_2466[u32(0)] = l_2470;
}
let l_2477 = a_2466[u32(1)];
let l_2478 = l_2468 > l_2477;
if l_2478 {
a_2466[u32(1)] = l_2468;
}
let l_2479 = a_2466[u32(1)];
let l_2480 = l_2469 > l_2479;
if l_2480 {
a_2466[u32(1)] = l_2469;
}
let l_2481 = a_2466[u32(1)];
let l_2482 = l_2470 > l_2481;
if l_2482 {
a_2466[u32(1)] = l_2470;
}
let l_2483 = a_2466[u32(0)];
let l_2484 = abs(l_2483);
let l_2485 = l_2484 * l_mut_49;
let l_2486 = a_2466[u32(1)];
let l_2487 = abs(l_2486);
let l_2488 = l_2487 * l_mut_49;
l_mut_438 = u32(2);
let l_2489 = a_2466[u32(0)];
let l_2490 = l_2489 - l_2485;
let l_2491 = abs(l_2490);
l_mut_2339 = f64(1.401298464324817e-45);
let l_2492 = l_2491 >= f64(1.1754943508222875e-38);
let l_2493 = l_2491 <= f64(1.7976931348623157e308);
let l_2494 = l_2492 && l_2493;
if l_2494 {
let l_2495 = bitcast<u64>(l_2491);
let l_2496 = l_2495 >> u32(bitcast<u64>(u64(52)));
let l_2497 = l_2496 - u64(23);
let l_2498 = l_2497 << u32(bitcast<u64>(u64(52)));
let l_2499 = bitcast<f64>(l_2498);
l_mut_2339 = l_2499;
}
let l_2500 = l_2489 + l_2485;
let l_2501 = abs(l_2500);
l_mut_2112 = f64(1.401298464324817e-45);
let l_2502 = l_2501 >= f64(1.1754943508222875e-38);
let l_2503 = l_2501 <= f64(1.7976931348623157e308);
let l_2504 = l_2502 && l_2503;
if l_2504 {
let l_2505 = bitcast<u64>(l_2501);
let l_2506 = l_2505 >> u32(bitcast<u64>(u64(52)));
let l_2507 = l_2506 - u64(23);
let l_2508 = l_2507 << u32(bitcast<u64>(u64(52)));
let l_2509 = bitcast<f64>(l_2508);
l_mut_2112 = l_2509;
}
let l_2510 = l_mut_2339 == l_mut_2112;
let l_2511 = a_2466[u32(1)];
let l_2512 = l_2511 - l_2488;
let l_2513 = abs(l_2512);
l_mut_2339 = f64(1.401298464324817e-45);
let l_2514 = l_2513 >= f64(1.1754943508222875e-38);
let l_2515 = l_2513 <= f64(1.7976931348623157e308);
let l_2516 = l_2514 && l_2515;
if l_2516 {
let l_2517 = bitcast<u64>(l_2513);
let l_2518 = l_2517 >> u32(bitcast<u64>(u64(52)));
let l_2519 = l_2518 - u64(23);
let l_2520 = l_2519 << u32(bitcast<u64>(u64(52)));
let l_2521 = bitcast<f64>(l_2520);
l_mut_2339 = l_2521;
}
let l_2522 = l_2511 + l_2488;
let l_2523 = abs(l_2522);
l_mut_2112 = f64(1.401298464324817e-45);
let l_2524 = l_2523 >= f64(1.1754943508222875e-38);
let l_2525 = l_2523 <= f64(1.7976931348623157e308);
let l_2526 = l_2524 && l_2525;
if l_2526 {
let l_2527 = bitcast<u64>(l_2523);
let l_2528 = l_2527 >> u32(bitcast<u64>(u64(52)));
let l_2529 = l_2528 - u64(23);
let l_2530 = l_2529 << u32(bitcast<u64>(u64(52)));
let l_2531 = bitcast<f64>(l_2530);
l_mut_2112 = l_2531;
}
let l_2532 = l_mut_2339 == l_mut_2112;
let l_2533 = l_2510 && l_2532;
if l_2533 {
let l_2534 = a_2466[u32(0)];
let l_2535 = a_2466[u32(0)];
let l_2536 = abs(l_2535);
l_mut_2339 = f64(1.401298464324817e-45);
let l_2537 = l_2536 >= f64(1.1754943508222875e-38);
let l_2538 = l_2536 <= f64(1.7976931348623157e308);
let l_2539 = l_2537 && l_2538;
if l_2539 {
let l_2540 = bitcast<u64>(l_2536);
let l_2541 = l_2540 >> u32(bitcast<u64>(u64(52)));
let l_2542 = l_2541 - u64(23);
let l_2543 = l_2542 << u32(bitcast<u64>(u64(52)));
let l_2544 = bitcast<f64>(l_2543);
l_mut_2339 = l_2544;
}
let l_2545 = l_413 * l_mut_2339;
let l_2546 = l_2534 - l_2545;
let l_2547 = a_2466[u32(1)];
let l_2548 = a_2466[u32(1)];
let l_2549 = abs(l_2548);
l_mut_2339 = f64(1.401298464324817e-45);
let l_2550 = l_2549 >= f64(1.1754943508222875e-38);
let l_2551 = l_2549 <= f64(1.7976931348623157e308);
let l_2552 = l_2550 && l_2551;
if l_2552 {
let l_2553 = bitcast<u64>(l_2549);
let l_2554 = l_2553 >> u32(bitcast<u64>(u64(52)));
let l_2555 = l_2554 - u64(23);
let l_2556 = l_2555 << u32(bitcast<u64>(u64(52)));
let l_2557 = bitcast<f64>(l_2556);
l_mut_2339 = l_2557;
}
let l_2558 = l_413 * l_mut_2339;
let l_2559 = l_2547 + l_2558;
let l_2560 = bitcast<u32>(l_mut_22);
let l_2561 = f64(l_mut_22);
l_mut_2339 = l_2561;
let l_2562 = l_2560 & u32(2139095040);
let l_2563 = l_2562 == u32(0);
if l_2563 {
let l_2564 = l_2560 & u32(8388607);
let l_2565 = f64(l_2564);
let l_2566 = l_2565 * f64(1.401298464324817e-45);
l_mut_2339 = l_2566;
let l_2567 = l_2560 >> u32(31);
let l_2568 = l_2567 == u32(1);
if l_2568 {
let l_2569 = -l_mut_2339;
l_mut_2339 = l_2569;
}
}
let l_2570 = bitcast<u32>(l_mut_22);
let l_2571 = l_2570 + u32(1);
l_mut_2572 = l_2571;
let l_2573 = l_2570 & u32(2147483647);
let l_2574 = l_2573 == u32(0);
if l_2574 {
l_mut_2572 = u32(1);
} else {
let l_2575 = l_2570 & u32(2147483648);
let l_2576 = l_2575 != u32(0);
if l_2576 {
let l_2577 = l_2570 - u32(1);
l_mut_2572 = l_2577;
} else {
let l_2578 = l_2570 == u32(2139095040);
if l_2578 {
l_mut_2572 = l_2570;
}
}
}
let l_2579 = bitcast<f32>(l_mut_2572);
let l_2580 = bitcast<u32>(l_2579);
let l_2581 = f64(l_2579);
l_mut_2112 = l_2581;
let l_2582 = l_2580 & u32(2139095040);
let l_2583 = l_2582 == u32(0);
if l_2583 {
let l_2584 = l_2580 & u32(8388607);
let l_2585 = f64(l_2584);
let l_2586 = l_2585 * f64(1.401298464324817e-45);
l_mut_2112 = l_2586;
let l_2587 = l_2580 >> u32(31);
let l_2588 = l_2587 == u32(1);
if l_2588 {
let l_2589 = -l_mut_2112;
l_mut_2112 = l_2589;
}
}
let l_2590 = bitcast<u32>(l_mut_22);
let l_2591 = l_2590 ^ u32(2147483648);
let l_2592 = bitcast<f32>(l_2591);
let l_2593 = bitcast<u32>(l_2592);
let l_2594 = l_2593 + u32(1);
l_mut_2572 = l_2594;
let l_2595 = l_2593 & u32(2147483647);
let l_2596 = l_2595 == u32(0);
if l_2596 {
l_mut_2572 = u32(1);
} else {
let l_2597 = l_2593 & u32(2147483648);
let l_2598 = l_2597 != u32(0);
if l_2598 {
let l_2599 = l_2593 - u32(1);
l_mut_2572 = l_2599;
} else {
let l_2600 = l_2593 == u32(2139095040);
if l_2600 {
l_mut_2572 = l_2593;
}
}
}
let l_2601 = bitcast<f32>(l_mut_2572);
let l_2602 = bitcast<u32>(l_2601);
let l_2603 = l_2602 ^ u32(2147483648);
let l_2604 = bitcast<f32>(l_2603);
let l_2605 = bitcast<u32>(l_2604);
let l_2606 = f64(l_2604);
l_mut_1883 = l_2606;
let l_2607 = l_2605 & u32(2139095040);
let l_2608 = l_2607 == u32(0);
if l_2608 {
let l_2609 = l_2605 & u32(8388607);
let l_2610 = f64(l_2609);
let l_2611 = l_2610 * f64(1.401298464324817e-45);
l_mut_1883 = l_2611;
let l_2612 = l_2605 >> u32(31);
let l_2613 = l_2612 == u32(1);
if l_2613 {
let l_2614 = -l_mut_1883;
l_mut_1883 = l_2614;
}
}
let l_2615 = l_2546 + l_2485;
let l_2616 = l_2615 <= l_mut_2339;
l_mut_530 = l_2616;
let l_2617 = l_2546 - l_2485;
let l_2618 = l_2617 > l_mut_2339;
l_mut_527 = l_2618;
let l_2619 = l_2559 - l_2488;
let l_2620 = l_2619 >= l_mut_2339;
l_mut_524 = l_2620;
let l_2621 = l_2559 + l_2488;
let l_2622 = l_2621 < l_mut_2339;
l_mut_521 = l_2622;
let l_2623 = l_2546 + l_2485;
let l_2624 = l_2623 < l_mut_2112;
l_mut_530 = l_2624;
let l_2625 = l_2546 - l_2485;
let l_2626 = l_2625 >= l_mut_2112;
l_mut_527 = l_2626;
let l_2627 = l_2559 - l_2488;
let l_2628 = l_2627 > l_mut_1883;
l_mut_524 = l_2628;
let l_2629 = l_2559 + l_2488;
let l_2630 = l_2629 <= l_mut_1883;
l_mut_521 = l_2630;
l_mut_2572 = u32(2);
let l_2631 = l_mut_527 || l_mut_521;
if l_2631 {
l_mut_2572 = u32(1);
} else {
let l_2632 = l_mut_530 && l_mut_524;
if l_2632 {
l_mut_2572 = u32(0);
}
}
let l_2633 = bitcast<u32>(l_mut_22);
let l_2634 = l_2633 & u32(2147483647);
let l_2635 = l_2634 == u32(0);
if l_2635 {
let l_2636 = l_2546 + l_2485;
let l_2637 = l_2636 < f64(1.1754943508222875e-38);
let l_2638 = l_2559 - l_2488;
let l_2639 = l_2638 > f64(-1.1754943508222875e-38);
let l_2640 = l_2637 && l_2639;
let l_2641 = l_2546 - l_2485;
let l_2642 = l_2641 < f64(1.1754943508222875e-38);
let l_2643 = l_2559 + l_2488;
let l_2644 = l_2643 > f64(-1.1754943508222875e-38);
let l_2645 = l_2642 && l_2644;
if l_2640 {
l_mut_2572 = u32(0);
} else {
let l_2646 = l_mut_2572 == u32(1);
let l_2647 = l_2645 && l_2646;
if l_2647 {
l_mut_2572 = u32(2);
}
}
}
l_mut_438 = l_mut_2572;
}
}
let l_2648 = l_mut_243 - l_410;
let l_2649 = abs(l_2648);
let l_2650 = l_2649 * f64(2.220446049250313e-16);
let l_2651 = l_1546 + l_2650;
let l_2652 = l_2648 + l_2651;
let l_2653 = -l_2652;
let l_2654 = l_2653 * f64(7.1362384635298e44);
let l_2655 = floor(l_2654);
let l_2656 = l_2655 * f64(1.401298464324817e-45);
l_mut_2339 = l_2656;
let l_2657 = abs(l_2653);
let l_2658 = l_2657 >= f64(1.1754943508222875e-38);
if l_2658 {
let l_2659 = f32(l_2653);
let l_2660 = f64(l_2659);
l_mut_2339 = l_2660;
let l_2661 = l_mut_2339 > l_2653;
if l_2661 {
let l_2662 = bitcast<u32>(l_2659);
let l_2663 = l_2662 ^ u32(2147483648);
let l_2664 = bitcast<f32>(l_2663);
let l_2665 = bitcast<u32>(l_2664);
let l_2666 = l_2665 + u32(1);
l_mut_2572 = l_2666;
let l_2667 = l_2665 & u32(2147483647);
let l_2668 = l_2667 == u32(0);
if l_2668 {
l_mut_2572 = u32(1);
} else {
let l_2669 = l_2665 & u32(2147483648);
let l_2670 = l_2669 != u32(0);
if l_2670 {
let l_2671 = l_2665 - u32(1);
l_mut_2572 = l_2671;
} else {
let l_2672 = l_2665 == u32(2139095040);
if l_2672 {
l_mut_2572 = l_2665;
}
}
}
let l_2673 = bitcast<f32>(l_mut_2572);
let l_2674 = bitcast<u32>(l_2673);
let l_2675 = l_2674 ^ u32(2147483648);
let l_2676 = bitcast<f32>(l_2675);
let l_2677 = bitcast<u32>(l_2676);
let l_2678 = f64(l_2676);
l_mut_2112 = l_2678;
let l_2679 = l_2677 & u32(2139095040);
let l_2680 = l_2679 == u32(0);
if l_2680 {
let l_2681 = l_2677 & u32(8388607);
let l_2682 = f64(l_2681);
let l_2683 = l_2682 * f64(1.401298464324817e-45);
l_mut_2112 = l_2683;
let l_2684 = l_2677 >> u32(31);
let l_2685 = l_2684 == u32(1);
if l_2685 {
let l_2686 = -l_mut_2112;
l_mut_2112 = l_2686;
}
}
l_mut_2339 = l_mut_2112;
} else {
let l_2687 = bitcast<u32>(l_2659);
let l_2688 = l_2687 + u32(1);
l_mut_2572 = l_2688;
let l_2689 = l_2687 & u32(2147483647);
let l_2690 = l_2689 == u32(0);
if l_2690 {
l_mut_2572 = u32(1);
} else {
let l_2691 = l_2687 & u32(2147483648);
let l_2692 = l_2691 != u32(0);
if l_2692 {
let l_2693 = l_2687 - u32(1);
l_mut_2572 = l_2693;
} else {
let l_2694 = l_2687 == u32(2139095040);
if l_2694 {
l_mut_2572 = l_2687;
}
}
}
let l_2695 = bitcast<f32>(l_mut_2572);
let l_2696 = bitcast<u32>(l_2695);
let l_2697 = f64(l_2695);
l_mut_2112 = l_2697;
let l_2698 = l_2696 & u32(2139095040);
let l_2699 = l_2698 == u32(0);
if l_2699 {
let l_2700 = l_2696 & u32(8388607);
let l_2701 = f64(l_2700);
let l_2702 = l_2701 * f64(1.401298464324817e-45);
l_mut_2112 = l_2702;
let l_2703 = l_2696 >> u32(31);
let l_2704 = l_2703 == u32(1);
if l_2704 {
let l_2705 = -l_mut_2112;
l_mut_2112 = l_2705;
}
}
let l_2706 = l_mut_2112 <= l_2653;
if l_2706 {
let l_2707 = bitcast<u32>(l_2659);
let l_2708 = l_2707 + u32(1);
l_mut_2572 = l_2708;
let l_2709 = l_2707 & u32(2147483647);
let l_2710 = l_2709 == u32(0);
if l_2710 {
l_mut_2572 = u32(1);
} else {
let l_2711 = l_2707 & u32(2147483648);
let l_2712 = l_2711 != u32(0);
if l_2712 {
let l_2713 = l_2707 - u32(1);
l_mut_2572 = l_2713;
} else {
let l_2714 = l_2707 == u32(2139095040);
if l_2714 {
l_mut_2572 = l_2707;
}
}
}
let l_2715 = bitcast<f32>(l_mut_2572);
let l_2716 = bitcast<u32>(l_2715);
let l_2717 = f64(l_2715);
l_mut_2112 = l_2717;
let l_2718 = l_2716 & u32(2139095040);
let l_2719 = l_2718 == u32(0);
if l_2719 {
let l_2720 = l_2716 & u32(8388607);
let l_2721 = f64(l_2720);
let l_2722 = l_2721 * f64(1.401298464324817e-45);
l_mut_2112 = l_2722;
let l_2723 = l_2716 >> u32(31);
let l_2724 = l_2723 == u32(1);
if l_2724 {
let l_2725 = -l_mut_2112;
l_mut_2112 = l_2725;
}
}
l_mut_2339 = l_mut_2112;
}
}
}
let l_2726 = -l_mut_2339;
l_mut_2339 = l_2726;
let l_2727 = bool(true) && bool(false);
if l_2727 {
let l_2728 = l_2648 + l_2651;
let l_2729 = l_2728 * f64(7.1362384635298e44);
let l_2730 = floor(l_2729);
let l_2731 = l_2730 * f64(1.401298464324817e-45);
l_mut_2112 = l_2731;
let l_2732 = abs(l_2728);
let l_2733 = l_2732 >= f64(1.1754943508222875e-38);
if l_2733 {
let l_2734 = f32(l_2728);
let l_2735 = f64(l_2734);
l_mut_2112 = l_2735;
let l_2736 = l_mut_2112 > l_2728;
if l_2736 {
let l_2737 = bitcast<u32>(l_2734);
let l_2738 = l_2737 ^ u32(2147483648);
let l_2739 = bitcast<f32>(l_2738);
let l_2740 = bitcast<u32>(l_2739);
let l_2741 = l_2740 + u32(1);
l_mut_2572 = l_2741;
let l_2742 = l_2740 & u32(2147483647);
let l_2743 = l_2742 == u32(0);
if l_2743 {
l_mut_2572 = u32(1);
} else {
let l_2744 = l_2740 & u32(2147483648);
let l_2745 = l_2744 != u32(0);
if l_2745 {
let l_2746 = l_2740 - u32(1);
l_mut_2572 = l_2746;
} else {
let l_2747 = l_2740 == u32(2139095040);
if l_2747 {
l_mut_2572 = l_2740;
}
}
}
let l_2748 = bitcast<f32>(l_mut_2572);
let l_2749 = bitcast<u32>(l_2748);
let l_2750 = l_2749 ^ u32(2147483648);
let l_2751 = bitcast<f32>(l_2750);
let l_2752 = bitcast<u32>(l_2751);
let l_2753 = f64(l_2751);
l_mut_1883 = l_2753;
let l_2754 = l_2752 & u32(2139095040);
let l_2755 = l_2754 == u32(0);
if l_2755 {
let l_2756 = l_2752 & u32(8388607);
let l_2757 = f64(l_2756);
let l_2758 = l_2757 * f64(1.401298464324817e-45);
l_mut_1883 = l_2758;
let l_2759 = l_2752 >> u32(31);
let l_2760 = l_2759 == u32(1);
if l_2760 {
let l_2761 = -l_mut_1883;
l_mut_1883 = l_2761;
}
}
l_mut_2112 = l_mut_1883;
} else {
let l_2762 = bitcast<u32>(l_2734);
let l_2763 = l_2762 + u32(1);
l_mut_2572 = l_2763;
let l_2764 = l_2762 & u32(2147483647);
let l_2765 = l_2764 == u32(0);
if l_2765 {
l_mut_2572 = u32(1);
} else {
let l_2766 = l_2762 & u32(2147483648);
let l_2767 = l_2766 != u32(0);
if l_2767 {
let l_2768 = l_2762 - u32(1);
l_mut_2572 = l_2768;
} else {
let l_2769 = l_2762 == u32(2139095040);
if l_2769 {
l_mut_2572 = l_2762;
}
}
}
let l_2770 = bitcast<f32>(l_mut_2572);
let l_2771 = bitcast<u32>(l_2770);
let l_2772 = f64(l_2770);
l_mut_1883 = l_2772;
let l_2773 = l_2771 & u32(2139095040);
let l_2774 = l_2773 == u32(0);
if l_2774 {
let l_2775 = l_2771 & u32(8388607);
let l_2776 = f64(l_2775);
let l_2777 = l_2776 * f64(1.401298464324817e-45);
l_mut_1883 = l_2777;
let l_2778 = l_2771 >> u32(31);
let l_2779 = l_2778 == u32(1);
if l_2779 {
let l_2780 = -l_mut_1883;
l_mut_1883 = l_2780;
}
}
let l_2781 = l_mut_1883 <= l_2728;
if l_2781 {
let l_2782 = bitcast<u32>(l_2734);
let l_2783 = l_2782 + u32(1);
l_mut_2572 = l_2783;
let l_2784 = l_2782 & u32(2147483647);
let l_2785 = l_2784 == u32(0);
if l_2785 {
l_mut_2572 = u32(1);
} else {
let l_2786 = l_2782 & u32(2147483648);
let l_2787 = l_2786 != u32(0);
if l_2787 {
let l_2788 = l_2782 - u32(1);
l_mut_2572 = l_2788;
} else {
let l_2789 = l_2782 == u32(2139095040);
if l_2789 {
l_mut_2572 = l_2782;
}
}
}
let l_2790 = bitcast<f32>(l_mut_2572);
let l_2791 = bitcast<u32>(l_2790);
let l_2792 = f64(l_2790);
l_mut_1883 = l_2792;
let l_2793 = l_2791 & u32(2139095040);
let l_2794 = l_2793 == u32(0);
if l_2794 {
let l_2795 = l_2791 & u32(8388607);
let l_2796 = f64(l_2795);
let l_2797 = l_2796 * f64(1.401298464324817e-45);
l_mut_1883 = l_2797;
let l_2798 = l_2791 >> u32(31);
let l_2799 = l_2798 == u32(1);
if l_2799 {
let l_2800 = -l_mut_1883;
l_mut_1883 = l_2800;
}
}
l_mut_2112 = l_mut_1883;
}
}
}
l_mut_2339 = l_mut_2112;
} else {
let l_2801 = l_2648 - l_2651;
let l_2802 = l_2801 * f64(7.1362384635298e44);
let l_2803 = floor(l_2802);
let l_2804 = l_2803 * f64(1.401298464324817e-45);
l_mut_2112 = l_2804;
let l_2805 = abs(l_2801);
let l_2806 = l_2805 >= f64(1.1754943508222875e-38);
if l_2806 {
let l_2807 = f32(l_2801);
let l_2808 = f64(l_2807);
l_mut_2112 = l_2808;
let l_2809 = l_mut_2112 > l_2801;
if l_2809 {
let l_2810 = bitcast<u32>(l_2807);
let l_2811 = l_2810 ^ u32(2147483648);
let l_2812 = bitcast<f32>(l_2811);
let l_2813 = bitcast<u32>(l_2812);
let l_2814 = l_2813 + u32(1);
l_mut_2572 = l_2814;
let l_2815 = l_2813 & u32(2147483647);
let l_2816 = l_2815 == u32(0);
if l_2816 {
l_mut_2572 = u32(1);
} else {
let l_2817 = l_2813 & u32(2147483648);
let l_2818 = l_2817 != u32(0);
if l_2818 {
let l_2819 = l_2813 - u32(1);
l_mut_2572 = l_2819;
} else {
let l_2820 = l_2813 == u32(2139095040);
if l_2820 {
l_mut_2572 = l_2813;
}
}
}
let l_2821 = bitcast<f32>(l_mut_2572);
let l_2822 = bitcast<u32>(l_2821);
let l_2823 = l_2822 ^ u32(2147483648);
let l_2824 = bitcast<f32>(l_2823);
let l_2825 = bitcast<u32>(l_2824);
let l_2826 = f64(l_2824);
l_mut_1883 = l_2826;
let l_2827 = l_2825 & u32(2139095040);
let l_2828 = l_2827 == u32(0);
if l_2828 {
let l_2829 = l_2825 & u32(8388607);
let l_2830 = f64(l_2829);
let l_2831 = l_2830 * f64(1.401298464324817e-45);
l_mut_1883 = l_2831;
let l_2832 = l_2825 >> u32(31);
let l_2833 = l_2832 == u32(1);
if l_2833 {
let l_2834 = -l_mut_1883;
l_mut_1883 = l_2834;
}
}
l_mut_2112 = l_mut_1883;
} else {
let l_2835 = bitcast<u32>(l_2807);
let l_2836 = l_2835 + u32(1);
l_mut_2572 = l_2836;
let l_2837 = l_2835 & u32(2147483647);
let l_2838 = l_2837 == u32(0);
if l_2838 {
l_mut_2572 = u32(1);
} else {
let l_2839 = l_2835 & u32(2147483648);
let l_2840 = l_2839 != u32(0);
if l_2840 {
let l_2841 = l_2835 - u32(1);
l_mut_2572 = l_2841;
} else {
let l_2842 = l_2835 == u32(2139095040);
if l_2842 {
l_mut_2572 = l_2835;
}
}
}
let l_2843 = bitcast<f32>(l_mut_2572);
let l_2844 = bitcast<u32>(l_2843);
let l_2845 = f64(l_2843);
l_mut_1883 = l_2845;
let l_2846 = l_2844 & u32(2139095040);
let l_2847 = l_2846 == u32(0);
if l_2847 {
let l_2848 = l_2844 & u32(8388607);
let l_2849 = f64(l_2848);
let l_2850 = l_2849 * f64(1.401298464324817e-45);
l_mut_1883 = l_2850;
let l_2851 = l_2844 >> u32(31);
let l_2852 = l_2851 == u32(1);
if l_2852 {
let l_2853 = -l_mut_1883;
l_mut_1883 = l_2853;
}
}
let l_2854 = l_mut_1883 <= l_2801;
if l_2854 {
let l_2855 = bitcast<u32>(l_2807);
let l_2856 = l_2855 + u32(1);
l_mut_2572 = l_2856;
let l_2857 = l_2855 & u32(2147483647);
let l_2858 = l_2857 == u32(0);
if l_2858 {
l_mut_2572 = u32(1);
} else {
let l_2859 = l_2855 & u32(2147483648);
let l_2860 = l_2859 != u32(0);
if l_2860 {
let l_2861 = l_2855 - u32(1);
l_mut_2572 = l_2861;
} else {
let l_2862 = l_2855 == u32(2139095040);
if l_2862 {
l_mut_2572 = l_2855;
}
}
}
let l_2863 = bitcast<f32>(l_mut_2572);
let l_2864 = bitcast<u32>(l_2863);
let l_2865 = f64(l_2863);
l_mut_1883 = l_2865;
let l_2866 = l_2864 & u32(2139095040);
let l_2867 = l_2866 == u32(0);
if l_2867 {
let l_2868 = l_2864 & u32(8388607);
let l_2869 = f64(l_2868);
let l_2870 = l_2869 * f64(1.401298464324817e-45);
l_mut_1883 = l_2870;
let l_2871 = l_2864 >> u32(31);
let l_2872 = l_2871 == u32(1);
if l_2872 {
let l_2873 = -l_mut_1883;
l_mut_1883 = l_2873;
}
}
l_mut_2112 = l_mut_1883;
}
}
}
l_mut_2339 = l_mut_2112;
}
let l_2874 = l_mut_243 + l_410;
let l_2875 = abs(l_2874);
let l_2876 = l_2875 * f64(2.220446049250313e-16);
let l_2877 = l_1546 + l_2876;
let l_2878 = l_2874 + l_2877;
let l_2879 = -l_2878;
let l_2880 = l_2879 * f64(7.1362384635298e44);
let l_2881 = floor(l_2880);
let l_2882 = l_2881 * f64(1.401298464324817e-45);
l_mut_2112 = l_2882;
let l_2883 = abs(l_2879);
let l_2884 = l_2883 >= f64(1.1754943508222875e-38);
if l_2884 {
let l_2885 = f32(l_2879);
let l_2886 = f64(l_2885);
l_mut_2112 = l_2886;
let l_2887 = l_mut_2112 > l_2879;
if l_2887 {
let l_2888 = bitcast<u32>(l_2885);
let l_2889 = l_2888 ^ u32(2147483648);
let l_2890 = bitcast<f32>(l_2889);
let l_2891 = bitcast<u32>(l_2890);
let l_2892 = l_2891 + u32(1);
l_mut_2572 = l_2892;
let l_2893 = l_2891 & u32(2147483647);
let l_2894 = l_2893 == u32(0);
if l_2894 {
l_mut_2572 = u32(1);
} else {
let l_2895 = l_2891 & u32(2147483648);
let l_2896 = l_2895 != u32(0);
if l_2896 {
let l_2897 = l_2891 - u32(1);
l_mut_2572 = l_2897;
} else {
let l_2898 = l_2891 == u32(2139095040);
if l_2898 {
l_mut_2572 = l_2891;
}
}
}
let l_2899 = bitcast<f32>(l_mut_2572);
let l_2900 = bitcast<u32>(l_2899);
let l_2901 = l_2900 ^ u32(2147483648);
let l_2902 = bitcast<f32>(l_2901);
let l_2903 = bitcast<u32>(l_2902);
let l_2904 = f64(l_2902);
l_mut_1883 = l_2904;
let l_2905 = l_2903 & u32(2139095040);
let l_2906 = l_2905 == u32(0);
if l_2906 {
let l_2907 = l_2903 & u32(8388607);
let l_2908 = f64(l_2907);
let l_2909 = l_2908 * f64(1.401298464324817e-45);
l_mut_1883 = l_2909;
let l_2910 = l_2903 >> u32(31);
let l_2911 = l_2910 == u32(1);
if l_2911 {
let l_2912 = -l_mut_1883;
l_mut_1883 = l_2912;
}
}
l_mut_2112 = l_mut_1883;
} else {
let l_2913 = bitcast<u32>(l_2885);
let l_2914 = l_2913 + u32(1);
l_mut_2572 = l_2914;
let l_2915 = l_2913 & u32(2147483647);
let l_2916 = l_2915 == u32(0);
if l_2916 {
l_mut_2572 = u32(1);
} else {
let l_2917 = l_2913 & u32(2147483648);
let l_2918 = l_2917 != u32(0);
if l_2918 {
let l_2919 = l_2913 - u32(1);
l_mut_2572 = l_2919;
} else {
let l_2920 = l_2913 == u32(2139095040);
if l_2920 {
l_mut_2572 = l_2913;
}
}
}
let l_2921 = bitcast<f32>(l_mut_2572);
let l_2922 = bitcast<u32>(l_2921);
let l_2923 = f64(l_2921);
l_mut_1883 = l_2923;
let l_2924 = l_2922 & u32(2139095040);
let l_2925 = l_2924 == u32(0);
if l_2925 {
let l_2926 = l_2922 & u32(8388607);
let l_2927 = f64(l_2926);
let l_2928 = l_2927 * f64(1.401298464324817e-45);
l_mut_1883 = l_2928;
let l_2929 = l_2922 >> u32(31);
let l_2930 = l_2929 == u32(1);
if l_2930 {
let l_2931 = -l_mut_1883;
l_mut_1883 = l_2931;
}
}
let l_2932 = l_mut_1883 <= l_2879;
if l_2932 {
let l_2933 = bitcast<u32>(l_2885);
let l_2934 = l_2933 + u32(1);
l_mut_2572 = l_2934;
let l_2935 = l_2933 & u32(2147483647);
let l_2936 = l_2935 == u32(0);
if l_2936 {
l_mut_2572 = u32(1);
} else {
let l_2937 = l_2933 & u32(2147483648);
let l_2938 = l_2937 != u32(0);
if l_2938 {
let l_2939 = l_2933 - u32(1);
l_mut_2572 = l_2939;
} else {
let l_2940 = l_2933 == u32(2139095040);
if l_2940 {
l_mut_2572 = l_2933;
}
}
}
let l_2941 = bitcast<f32>(l_mut_2572);
let l_2942 = bitcast<u32>(l_2941);
let l_2943 = f64(l_2941);
l_mut_1883 = l_2943;
let l_2944 = l_2942 & u32(2139095040);
let l_2945 = l_2944 == u32(0);
if l_2945 {
let l_2946 = l_2942 & u32(8388607);
let l_2947 = f64(l_2946);
let l_2948 = l_2947 * f64(1.401298464324817e-45);
l_mut_1883 = l_2948;
let l_2949 = l_2942 >> u32(31);
let l_2950 = l_2949 == u32(1);
if l_2950 {
let l_2951 = -l_mut_1883;
l_mut_1883 = l_2951;
}
}
l_mut_2112 = l_mut_1883;
}
}
}
let l_2952 = -l_mut_2112;
l_mut_2112 = l_2952;
let l_2953 = bool(false) && bool(false);
if l_2953 {
let l_2954 = l_2874 + l_2877;
let l_2955 = l_2954 * f64(7.1362384635298e44);
let l_2956 = floor(l_2955);
let l_2957 = l_2956 * f64(1.401298464324817e-45);
l_mut_1883 = l_2957;
let l_2958 = abs(l_2954);
let l_2959 = l_2958 >= f64(1.1754943508222875e-38);
if l_2959 {
let l_2960 = f32(l_2954);
let l_2961 = f64(l_2960);
l_mut_1883 = l_2961;
let l_2962 = l_mut_1883 > l_2954;
if l_2962 {
let l_2963 = bitcast<u32>(l_2960);
let l_2964 = l_2963 ^ u32(2147483648);
let l_2965 = bitcast<f32>(l_2964);
let l_2966 = bitcast<u32>(l_2965);
let l_2967 = l_2966 + u32(1);
l_mut_2572 = l_2967;
let l_2968 = l_2966 & u32(2147483647);
let l_2969 = l_2968 == u32(0);
if l_2969 {
l_mut_2572 = u32(1);
} else {
let l_2970 = l_2966 & u32(2147483648);
let l_2971 = l_2970 != u32(0);
if l_2971 {
let l_2972 = l_2966 - u32(1);
l_mut_2572 = l_2972;
} else {
let l_2973 = l_2966 == u32(2139095040);
if l_2973 {
l_mut_2572 = l_2966;
}
}
}
let l_2974 = bitcast<f32>(l_mut_2572);
let l_2975 = bitcast<u32>(l_2974);
let l_2976 = l_2975 ^ u32(2147483648);
let l_2977 = bitcast<f32>(l_2976);
let l_2978 = bitcast<u32>(l_2977);
let l_2979 = f64(l_2977);
l_mut_1656 = l_2979;
let l_2980 = l_2978 & u32(2139095040);
let l_2981 = l_2980 == u32(0);
if l_2981 {
let l_2982 = l_2978 & u32(8388607);
let l_2983 = f64(l_2982);
let l_2984 = l_2983 * f64(1.401298464324817e-45);
l_mut_1656 = l_2984;
let l_2985 = l_2978 >> u32(31);
let l_2986 = l_2985 == u32(1);
if l_2986 {
let l_2987 = -l_mut_1656;
l_mut_1656 = l_2987;
}
}
l_mut_1883 = l_mut_1656;
} else {
let l_2988 = bitcast<u32>(l_2960);
let l_2989 = l_2988 + u32(1);
l_mut_2572 = l_2989;
let l_2990 = l_2988 & u32(2147483647);
let l_2991 = l_2990 == u32(0);
if l_2991 {
l_mut_2572 = u32(1);
} else {
let l_2992 = l_2988 & u32(2147483648);
let l_2993 = l_2992 != u32(0);
if l_2993 {
let l_2994 = l_2988 - u32(1);
l_mut_2572 = l_2994;
} else {
let l_2995 = l_2988 == u32(2139095040);
if l_2995 {
l_mut_2572 = l_2988;
}
}
}
let l_2996 = bitcast<f32>(l_mut_2572);
let l_2997 = bitcast<u32>(l_2996);
let l_2998 = f64(l_2996);
l_mut_1656 = l_2998;
let l_2999 = l_2997 & u32(2139095040);
let l_3000 = l_2999 == u32(0);
if l_3000 {
let l_3001 = l_2997 & u32(8388607);
let l_3002 = f64(l_3001);
let l_3003 = l_3002 * f64(1.401298464324817e-45);
l_mut_1656 = l_3003;
let l_3004 = l_2997 >> u32(31);
let l_3005 = l_3004 == u32(1);
if l_3005 {
let l_3006 = -l_mut_1656;
l_mut_1656 = l_3006;
}
}
let l_3007 = l_mut_1656 <= l_2954;
if l_3007 {
let l_3008 = bitcast<u32>(l_2960);
let l_3009 = l_3008 + u32(1);
l_mut_2572 = l_3009;
let l_3010 = l_3008 & u32(2147483647);
let l_3011 = l_3010 == u32(0);
if l_3011 {
l_mut_2572 = u32(1);
} else {
let l_3012 = l_3008 & u32(2147483648);
let l_3013 = l_3012 != u32(0);
if l_3013 {
let l_3014 = l_3008 - u32(1);
l_mut_2572 = l_3014;
} else {
let l_3015 = l_3008 == u32(2139095040);
if l_3015 {
l_mut_2572 = l_3008;
}
}
}
let l_3016 = bitcast<f32>(l_mut_2572);
let l_3017 = bitcast<u32>(l_3016);
let l_3018 = f64(l_3016);
l_mut_1656 = l_3018;
let l_3019 = l_3017 & u32(2139095040);
let l_3020 = l_3019 == u32(0);
if l_3020 {
let l_3021 = l_3017 & u32(8388607);
let l_3022 = f64(l_3021);
let l_3023 = l_3022 * f64(1.401298464324817e-45);
l_mut_1656 = l_3023;
let l_3024 = l_3017 >> u32(31);
let l_3025 = l_3024 == u32(1);
if l_3025 {
let l_3026 = -l_mut_1656;
l_mut_1656 = l_3026;
}
}
l_mut_1883 = l_mut_1656;
}
}
}
l_mut_2112 = l_mut_1883;
} else {
}
let l_3027 = l_mut_76 - l_410;
let l_3028 = abs(l_3027);
let l_3029 = l_3028 * f64(2.220446049250313e-16);
let l_3030 = l_1548 + l_3029;
let l_3031 = l_3027 + l_3030;
let l_3032 = -l_3031;
let l_3033 = l_3032 * f64(7.1362384635298e44);
let l_3034 = floor(l_3033);
let l_3035 = l_3034 * f64(1.401298464324817e-45);
l_mut_1883 = l_3035;
let l_3036 = abs(l_3032);
let l_3037 = l_3036 >= f64(1.1754943508222875e-38);
if l_3037 {
let l_3038 = f32(l_3032);
let l_3039 = f64(l_3038);
l_mut_1883 = l_3039;
let l_3040 = l_mut_1883 > l_3032;
if l_3040 {
let l_3041 = bitcast<u32>(l_3038);
let l_3042 = l_3041 ^ u32(2147483648);
let l_3043 = bitcast<f32>(l_3042);
let l_3044 = bitcast<u32>(l_3043);
let l_3045 = l_3044 + u32(1);
l_mut_2572 = l_3045;
let l_3046 = l_3044 & u32(2147483647);
let l_3047 = l_3046 == u32(0);
if l_3047 {
l_mut_2572 = u32(1);
} else {
let l_3048 = l_3044 & u32(2147483648);
let l_3049 = l_3048 != u32(0);
if l_3049 {
let l_3050 = l_3044 - u32(1);
l_mut_2572 = l_3050;
} else {
let l_3051 = l_3044 == u32(2139095040);
if l_3051 {
l_mut_2572 = l_3044;
}
}
}
let l_3052 = bitcast<f32>(l_mut_2572);
let l_3053 = bitcast<u32>(l_3052);
let l_3054 = l_3053 ^ u32(2147483648);
let l_3055 = bitcast<f32>(l_3054);
let l_3056 = bitcast<u32>(l_3055);
let l_3057 = f64(l_3055);
l_mut_1656 = l_3057;
let l_3058 = l_3056 & u32(2139095040);
let l_3059 = l_3058 == u32(0);
if l_3059 {
let l_3060 = l_3056 & u32(8388607);
let l_3061 = f64(l_3060);
let l_3062 = l_3061 * f64(1.401298464324817e-45);
l_mut_1656 = l_3062;
let l_3063 = l_3056 >> u32(31);
let l_3064 = l_3063 == u32(1);
if l_3064 {
let l_3065 = -l_mut_1656;
l_mut_1656 = l_3065;
}
}
l_mut_1883 = l_mut_1656;
} else {
let l_3066 = bitcast<u32>(l_3038);
let l_3067 = l_3066 + u32(1);
l_mut_2572 = l_3067;
let l_3068 = l_3066 & u32(2147483647);
let l_3069 = l_3068 == u32(0);
if l_3069 {
l_mut_2572 = u32(1);
} else {
let l_3070 = l_3066 & u32(2147483648);
let l_3071 = l_3070 != u32(0);
if l_3071 {
let l_3072 = l_3066 - u32(1);
l_mut_2572 = l_3072;
} else {
let l_3073 = l_3066 == u32(2139095040);
if l_3073 {
l_mut_2572 = l_3066;
}
}
}
let l_3074 = bitcast<f32>(l_mut_2572);
let l_3075 = bitcast<u32>(l_3074);
let l_3076 = f64(l_3074);
l_mut_1656 = l_3076;
let l_3077 = l_3075 & u32(2139095040);
let l_3078 = l_3077 == u32(0);
if l_3078 {
let l_3079 = l_3075 & u32(8388607);
let l_3080 = f64(l_3079);
let l_3081 = l_3080 * f64(1.401298464324817e-45);
l_mut_1656 = l_3081;
let l_3082 = l_3075 >> u32(31);
let l_3083 = l_3082 == u32(1);
if l_3083 {
let l_3084 = -l_mut_1656;
l_mut_1656 = l_3084;
}
}
let l_3085 = l_mut_1656 <= l_3032;
if l_3085 {
let l_3086 = bitcast<u32>(l_3038);
let l_3087 = l_3086 + u32(1);
l_mut_2572 = l_3087;
let l_3088 = l_3086 & u32(2147483647);
let l_3089 = l_3088 == u32(0);
if l_3089 {
l_mut_2572 = u32(1);
} else {
let l_3090 = l_3086 & u32(2147483648);
let l_3091 = l_3090 != u32(0);
if l_3091 {
let l_3092 = l_3086 - u32(1);
l_mut_2572 = l_3092;
} else {
let l_3093 = l_3086 == u32(2139095040);
if l_3093 {
l_mut_2572 = l_3086;
}
}
}
let l_3094 = bitcast<f32>(l_mut_2572);
let l_3095 = bitcast<u32>(l_3094);
let l_3096 = f64(l_3094);
l_mut_1656 = l_3096;
let l_3097 = l_3095 & u32(2139095040);
let l_3098 = l_3097 == u32(0);
if l_3098 {
let l_3099 = l_3095 & u32(8388607);
let l_3100 = f64(l_3099);
let l_3101 = l_3100 * f64(1.401298464324817e-45);
l_mut_1656 = l_3101;
let l_3102 = l_3095 >> u32(31);
let l_3103 = l_3102 == u32(1);
if l_3103 {
let l_3104 = -l_mut_1656;
l_mut_1656 = l_3104;
}
}
l_mut_1883 = l_mut_1656;
}
}
}
let l_3105 = -l_mut_1883;
l_mut_1883 = l_3105;
let l_3106 = bool(true) && bool(false);
if l_3106 {
let l_3107 = l_3027 + l_3030;
let l_3108 = l_3107 * f64(7.1362384635298e44);
let l_3109 = floor(l_3108);
let l_3110 = l_3109 * f64(1.401298464324817e-45);
l_mut_1656 = l_3110;
let l_3111 = abs(l_3107);
let l_3112 = l_3111 >= f64(1.1754943508222875e-38);
if l_3112 {
let l_3113 = f32(l_3107);
let l_3114 = f64(l_3113);
l_mut_1656 = l_3114;
let l_3115 = l_mut_1656 > l_3107;
if l_3115 {
let l_3116 = bitcast<u32>(l_3113);
let l_3117 = l_3116 ^ u32(2147483648);
let l_3118 = bitcast<f32>(l_3117);
let l_3119 = bitcast<u32>(l_3118);
let l_3120 = l_3119 + u32(1);
l_mut_2572 = l_3120;
let l_3121 = l_3119 & u32(2147483647);
let l_3122 = l_3121 == u32(0);
if l_3122 {
l_mut_2572 = u32(1);
} else {
let l_3123 = l_3119 & u32(2147483648);
let l_3124 = l_3123 != u32(0);
if l_3124 {
let l_3125 = l_3119 - u32(1);
l_mut_2572 = l_3125;
} else {
let l_3126 = l_3119 == u32(2139095040);
if l_3126 {
l_mut_2572 = l_3119;
}
}
}
let l_3127 = bitcast<f32>(l_mut_2572);
let l_3128 = bitcast<u32>(l_3127);
let l_3129 = l_3128 ^ u32(2147483648);
let l_3130 = bitcast<f32>(l_3129);
let l_3131 = bitcast<u32>(l_3130);
let l_3132 = f64(l_3130);
l_mut_1580 = l_3132;
let l_3133 = l_3131 & u32(2139095040);
let l_3134 = l_3133 == u32(0);
if l_3134 {
let l_3135 = l_3131 & u32(8388607);
let l_3136 = f64(l_3135);
let l_3137 = l_3136 * f64(1.401298464324817e-45);
l_mut_1580 = l_3137;
let l_3138 = l_3131 >> u32(31);
let l_3139 = l_3138 == u32(1);
if l_3139 {
let l_3140 = -l_mut_1580;
l_mut_1580 = l_3140;
}
}
l_mut_1656 = l_mut_1580;
} else {
let l_3141 = bitcast<u32>(l_3113);
let l_3142 = l_3141 + u32(1);
l_mut_2572 = l_3142;
let l_3143 = l_3141 & u32(2147483647);
let l_3144 = l_3143 == u32(0);
if l_3144 {
l_mut_2572 = u32(1);
} else {
let l_3145 = l_3141 & u32(2147483648);
let l_3146 = l_3145 != u32(0);
if l_3146 {
let l_3147 = l_3141 - u32(1);
l_mut_2572 = l_3147;
} else {
let l_3148 = l_3141 == u32(2139095040);
if l_3148 {
l_mut_2572 = l_3141;
}
}
}
let l_3149 = bitcast<f32>(l_mut_2572);
let l_3150 = bitcast<u32>(l_3149);
let l_3151 = f64(l_3149);
l_mut_1580 = l_3151;
let l_3152 = l_3150 & u32(2139095040);
let l_3153 = l_3152 == u32(0);
if l_3153 {
let l_3154 = l_3150 & u32(8388607);
let l_3155 = f64(l_3154);
let l_3156 = l_3155 * f64(1.401298464324817e-45);
l_mut_1580 = l_3156;
let l_3157 = l_3150 >> u32(31);
let l_3158 = l_3157 == u32(1);
if l_3158 {
let l_3159 = -l_mut_1580;
l_mut_1580 = l_3159;
}
}
let l_3160 = l_mut_1580 <= l_3107;
if l_3160 {
let l_3161 = bitcast<u32>(l_3113);
let l_3162 = l_3161 + u32(1);
l_mut_2572 = l_3162;
let l_3163 = l_3161 & u32(2147483647);
let l_3164 = l_3163 == u32(0);
if l_3164 {
l_mut_2572 = u32(1);
} else {
let l_3165 = l_3161 & u32(2147483648);
let l_3166 = l_3165 != u32(0);
if l_3166 {
let l_3167 = l_3161 - u32(1);
l_mut_2572 = l_3167;
} else {
let l_3168 = l_3161 == u32(2139095040);
if l_3168 {
l_mut_2572 = l_3161;
}
}
}
let l_3169 = bitcast<f32>(l_mut_2572);
let l_3170 = bitcast<u32>(l_3169);
let l_3171 = f64(l_3169);
l_mut_1580 = l_3171;
let l_3172 = l_3170 & u32(2139095040);
let l_3173 = l_3172 == u32(0);
if l_3173 {
let l_3174 = l_3170 & u32(8388607);
let l_3175 = f64(l_3174);
let l_3176 = l_3175 * f64(1.401298464324817e-45);
l_mut_1580 = l_3176;
let l_3177 = l_3170 >> u32(31);
let l_3178 = l_3177 == u32(1);
if l_3178 {
let l_3179 = -l_mut_1580;
l_mut_1580 = l_3179;
}
}
l_mut_1656 = l_mut_1580;
}
}
}
l_mut_1883 = l_mut_1656;
} else {
let l_3180 = l_3027 - l_3030;
let l_3181 = l_3180 * f64(7.1362384635298e44);
let l_3182 = floor(l_3181);
let l_3183 = l_3182 * f64(1.401298464324817e-45);
l_mut_1656 = l_3183;
let l_3184 = abs(l_3180);
let l_3185 = l_3184 >= f64(1.1754943508222875e-38);
if l_3185 {
let l_3186 = f32(l_3180);
let l_3187 = f64(l_3186);
l_mut_1656 = l_3187;
let l_3188 = l_mut_1656 > l_3180;
if l_3188 {
let l_3189 = bitcast<u32>(l_3186);
let l_3190 = l_3189 ^ u32(2147483648);
let l_3191 = bitcast<f32>(l_3190);
let l_3192 = bitcast<u32>(l_3191);
let l_3193 = l_3192 + u32(1);
l_mut_2572 = l_3193;
let l_3194 = l_3192 & u32(2147483647);
let l_3195 = l_3194 == u32(0);
if l_3195 {
l_mut_2572 = u32(1);
} else {
let l_3196 = l_3192 & u32(2147483648);
let l_3197 = l_3196 != u32(0);
if l_3197 {
let l_3198 = l_3192 - u32(1);
l_mut_2572 = l_3198;
} else {
let l_3199 = l_3192 == u32(2139095040);
if l_3199 {
l_mut_2572 = l_3192;
}
}
}
let l_3200 = bitcast<f32>(l_mut_2572);
let l_3201 = bitcast<u32>(l_3200);
let l_3202 = l_3201 ^ u32(2147483648);
let l_3203 = bitcast<f32>(l_3202);
let l_3204 = bitcast<u32>(l_3203);
let l_3205 = f64(l_3203);
l_mut_1580 = l_3205;
let l_3206 = l_3204 & u32(2139095040);
let l_3207 = l_3206 == u32(0);
if l_3207 {
let l_3208 = l_3204 & u32(8388607);
let l_3209 = f64(l_3208);
let l_3210 = l_3209 * f64(1.401298464324817e-45);
l_mut_1580 = l_3210;
let l_3211 = l_3204 >> u32(31);
let l_3212 = l_3211 == u32(1);
if l_3212 {
let l_3213 = -l_mut_1580;
l_mut_1580 = l_3213;
}
}
l_mut_1656 = l_mut_1580;
} else {
let l_3214 = bitcast<u32>(l_3186);
let l_3215 = l_3214 + u32(1);
l_mut_2572 = l_3215;
let l_3216 = l_3214 & u32(2147483647);
let l_3217 = l_3216 == u32(0);
if l_3217 {
l_mut_2572 = u32(1);
} else {
let l_3218 = l_3214 & u32(2147483648);
let l_3219 = l_3218 != u32(0);
if l_3219 {
let l_3220 = l_3214 - u32(1);
l_mut_2572 = l_3220;
} else {
let l_3221 = l_3214 == u32(2139095040);
if l_3221 {
l_mut_2572 = l_3214;
}
}
}
let l_3222 = bitcast<f32>(l_mut_2572);
let l_3223 = bitcast<u32>(l_3222);
let l_3224 = f64(l_3222);
l_mut_1580 = l_3224;
let l_3225 = l_3223 & u32(2139095040);
let l_3226 = l_3225 == u32(0);
if l_3226 {
let l_3227 = l_3223 & u32(8388607);
let l_3228 = f64(l_3227);
let l_3229 = l_3228 * f64(1.401298464324817e-45);
l_mut_1580 = l_3229;
let l_3230 = l_3223 >> u32(31);
let l_3231 = l_3230 == u32(1);
if l_3231 {
let l_3232 = -l_mut_1580;
l_mut_1580 = l_3232;
}
}
let l_3233 = l_mut_1580 <= l_3180;
if l_3233 {
let l_3234 = bitcast<u32>(l_3186);
let l_3235 = l_3234 + u32(1);
l_mut_2572 = l_3235;
let l_3236 = l_3234 & u32(2147483647);
let l_3237 = l_3236 == u32(0);
if l_3237 {
l_mut_2572 = u32(1);
} else {
let l_3238 = l_3234 & u32(2147483648);
let l_3239 = l_3238 != u32(0);
if l_3239 {
let l_3240 = l_3234 - u32(1);
l_mut_2572 = l_3240;
} else {
let l_3241 = l_3234 == u32(2139095040);
if l_3241 {
l_mut_2572 = l_3234;
}
}
}
let l_3242 = bitcast<f32>(l_mut_2572);
let l_3243 = bitcast<u32>(l_3242);
let l_3244 = f64(l_3242);
l_mut_1580 = l_3244;
let l_3245 = l_3243 & u32(2139095040);
let l_3246 = l_3245 == u32(0);
if l_3246 {
let l_3247 = l_3243 & u32(8388607);
let l_3248 = f64(l_3247);
let l_3249 = l_3248 * f64(1.401298464324817e-45);
l_mut_1580 = l_3249;
let l_3250 = l_3243 >> u32(31);
let l_3251 = l_3250 == u32(1);
if l_3251 {
let l_3252 = -l_mut_1580;
l_mut_1580 = l_3252;
}
}
l_mut_1656 = l_mut_1580;
}
}
}
l_mut_1883 = l_mut_1656;
}
let l_3253 = l_mut_76 + l_410;
let l_3254 = abs(l_3253);
let l_3255 = l_3254 * f64(2.220446049250313e-16);
let l_3256 = l_1548 + l_3255;
let l_3257 = l_3253 + l_3256;
let l_3258 = -l_3257;
let l_3259 = l_3258 * f64(7.1362384635298e44);
let l_3260 = floor(l_3259);
let l_3261 = l_3260 * f64(1.401298464324817e-45);
l_mut_1656 = l_3261;
let l_3262 = abs(l_3258);
let l_3263 = l_3262 >= f64(1.1754943508222875e-38);
if l_3263 {
let l_3264 = f32(l_3258);
let l_3265 = f64(l_3264);
l_mut_1656 = l_3265;
let l_3266 = l_mut_1656 > l_3258;
if l_3266 {
let l_3267 = bitcast<u32>(l_3264);
let l_3268 = l_3267 ^ u32(2147483648);
let l_3269 = bitcast<f32>(l_3268);
let l_3270 = bitcast<u32>(l_3269);
let l_3271 = l_3270 + u32(1);
l_mut_2572 = l_3271;
let l_3272 = l_3270 & u32(2147483647);
let l_3273 = l_3272 == u32(0);
if l_3273 {
l_mut_2572 = u32(1);
} else {
let l_3274 = l_3270 & u32(2147483648);
let l_3275 = l_3274 != u32(0);
if l_3275 {
let l_3276 = l_3270 - u32(1);
l_mut_2572 = l_3276;
} else {
let l_3277 = l_3270 == u32(2139095040);
if l_3277 {
l_mut_2572 = l_3270;
}
}
}
let l_3278 = bitcast<f32>(l_mut_2572);
let l_3279 = bitcast<u32>(l_3278);
let l_3280 = l_3279 ^ u32(2147483648);
let l_3281 = bitcast<f32>(l_3280);
let l_3282 = bitcast<u32>(l_3281);
let l_3283 = f64(l_3281);
l_mut_1580 = l_3283;
let l_3284 = l_3282 & u32(2139095040);
let l_3285 = l_3284 == u32(0);
if l_3285 {
let l_3286 = l_3282 & u32(8388607);
let l_3287 = f64(l_3286);
let l_3288 = l_3287 * f64(1.401298464324817e-45);
l_mut_1580 = l_3288;
let l_3289 = l_3282 >> u32(31);
let l_3290 = l_3289 == u32(1);
if l_3290 {
let l_3291 = -l_mut_1580;
l_mut_1580 = l_3291;
}
}
l_mut_1656 = l_mut_1580;
} else {
let l_3292 = bitcast<u32>(l_3264);
let l_3293 = l_3292 + u32(1);
l_mut_2572 = l_3293;
let l_3294 = l_3292 & u32(2147483647);
let l_3295 = l_3294 == u32(0);
if l_3295 {
l_mut_2572 = u32(1);
} else {
let l_3296 = l_3292 & u32(2147483648);
let l_3297 = l_3296 != u32(0);
if l_3297 {
let l_3298 = l_3292 - u32(1);
l_mut_2572 = l_3298;
} else {
let l_3299 = l_3292 == u32(2139095040);
if l_3299 {
l_mut_2572 = l_3292;
}
}
}
let l_3300 = bitcast<f32>(l_mut_2572);
let l_3301 = bitcast<u32>(l_3300);
let l_3302 = f64(l_3300);
l_mut_1580 = l_3302;
let l_3303 = l_3301 & u32(2139095040);
let l_3304 = l_3303 == u32(0);
if l_3304 {
let l_3305 = l_3301 & u32(8388607);
let l_3306 = f64(l_3305);
let l_3307 = l_3306 * f64(1.401298464324817e-45);
l_mut_1580 = l_3307;
let l_3308 = l_3301 >> u32(31);
let l_3309 = l_3308 == u32(1);
if l_3309 {
let l_3310 = -l_mut_1580;
l_mut_1580 = l_3310;
}
}
let l_3311 = l_mut_1580 <= l_3258;
if l_3311 {
let l_3312 = bitcast<u32>(l_3264);
let l_3313 = l_3312 + u32(1);
l_mut_2572 = l_3313;
let l_3314 = l_3312 & u32(2147483647);
let l_3315 = l_3314 == u32(0);
if l_3315 {
l_mut_2572 = u32(1);
} else {
let l_3316 = l_3312 & u32(2147483648);
let l_3317 = l_3316 != u32(0);
if l_3317 {
let l_3318 = l_3312 - u32(1);
l_mut_2572 = l_3318;
} else {
let l_3319 = l_3312 == u32(2139095040);
if l_3319 {
l_mut_2572 = l_3312;
}
}
}
let l_3320 = bitcast<f32>(l_mut_2572);
let l_3321 = bitcast<u32>(l_3320);
let l_3322 = f64(l_3320);
l_mut_1580 = l_3322;
let l_3323 = l_3321 & u32(2139095040);
let l_3324 = l_3323 == u32(0);
if l_3324 {
let l_3325 = l_3321 & u32(8388607);
let l_3326 = f64(l_3325);
let l_3327 = l_3326 * f64(1.401298464324817e-45);
l_mut_1580 = l_3327;
let l_3328 = l_3321 >> u32(31);
let l_3329 = l_3328 == u32(1);
if l_3329 {
let l_3330 = -l_mut_1580;
l_mut_1580 = l_3330;
}
}
l_mut_1656 = l_mut_1580;
}
}
}
let l_3331 = -l_mut_1656;
l_mut_1656 = l_3331;
let l_3332 = bool(false) && bool(false);
if l_3332 {
let l_3333 = l_3253 + l_3256;
let l_3334 = l_3333 * f64(7.1362384635298e44);
let l_3335 = floor(l_3334);
let l_3336 = l_3335 * f64(1.401298464324817e-45);
l_mut_1580 = l_3336;
let l_3337 = abs(l_3333);
let l_3338 = l_3337 >= f64(1.1754943508222875e-38);
if l_3338 {
let l_3339 = f32(l_3333);
let l_3340 = f64(l_3339);
l_mut_1580 = l_3340;
let l_3341 = l_mut_1580 > l_3333;
if l_3341 {
let l_3342 = bitcast<u32>(l_3339);
let l_3343 = l_3342 ^ u32(2147483648);
let l_3344 = bitcast<f32>(l_3343);
let l_3345 = bitcast<u32>(l_3344);
let l_3346 = l_3345 + u32(1);
l_mut_2572 = l_3346;
let l_3347 = l_3345 & u32(2147483647);
let l_3348 = l_3347 == u32(0);
if l_3348 {
l_mut_2572 = u32(1);
} else {
let l_3349 = l_3345 & u32(2147483648);
let l_3350 = l_3349 != u32(0);
if l_3350 {
let l_3351 = l_3345 - u32(1);
l_mut_2572 = l_3351;
} else {
let l_3352 = l_3345 == u32(2139095040);
if l_3352 {
l_mut_2572 = l_3345;
}
}
}
let l_3353 = bitcast<f32>(l_mut_2572);
let l_3354 = bitcast<u32>(l_3353);
let l_3355 = l_3354 ^ u32(2147483648);
let l_3356 = bitcast<f32>(l_3355);
let l_3357 = bitcast<u32>(l_3356);
let l_3358 = f64(l_3356);
l_mut_26 = l_3358;
let l_3359 = l_3357 & u32(2139095040);
let l_3360 = l_3359 == u32(0);
if l_3360 {
let l_3361 = l_3357 & u32(8388607);
let l_3362 = f64(l_3361);
let l_3363 = l_3362 * f64(1.401298464324817e-45);
l_mut_26 = l_3363;
let l_3364 = l_3357 >> u32(31);
let l_3365 = l_3364 == u32(1);
if l_3365 {
let l_3366 = -l_mut_26;
l_mut_26 = l_3366;
}
}
l_mut_1580 = l_mut_26;
} else {
let l_3367 = bitcast<u32>(l_3339);
let l_3368 = l_3367 + u32(1);
l_mut_2572 = l_3368;
let l_3369 = l_3367 & u32(2147483647);
let l_3370 = l_3369 == u32(0);
if l_3370 {
l_mut_2572 = u32(1);
} else {
let l_3371 = l_3367 & u32(2147483648);
let l_3372 = l_3371 != u32(0);
if l_3372 {
let l_3373 = l_3367 - u32(1);
l_mut_2572 = l_3373;
} else {
let l_3374 = l_3367 == u32(2139095040);
if l_3374 {
l_mut_2572 = l_3367;
}
}
}
let l_3375 = bitcast<f32>(l_mut_2572);
let l_3376 = bitcast<u32>(l_3375);
let l_3377 = f64(l_3375);
l_mut_26 = l_3377;
let l_3378 = l_3376 & u32(2139095040);
let l_3379 = l_3378 == u32(0);
if l_3379 {
let l_3380 = l_3376 & u32(8388607);
let l_3381 = f64(l_3380);
let l_3382 = l_3381 * f64(1.401298464324817e-45);
l_mut_26 = l_3382;
let l_3383 = l_3376 >> u32(31);
let l_3384 = l_3383 == u32(1);
if l_3384 {
let l_3385 = -l_mut_26;
l_mut_26 = l_3385;
}
}
let l_3386 = l_mut_26 <= l_3333;
if l_3386 {
let l_3387 = bitcast<u32>(l_3339);
let l_3388 = l_3387 + u32(1);
l_mut_2572 = l_3388;
let l_3389 = l_3387 & u32(2147483647);
let l_3390 = l_3389 == u32(0);
if l_3390 {
l_mut_2572 = u32(1);
} else {
let l_3391 = l_3387 & u32(2147483648);
let l_3392 = l_3391 != u32(0);
if l_3392 {
let l_3393 = l_3387 - u32(1);
l_mut_2572 = l_3393;
} else {
let l_3394 = l_3387 == u32(2139095040);
if l_3394 {
l_mut_2572 = l_3387;
}
}
}
let l_3395 = bitcast<f32>(l_mut_2572);
let l_3396 = bitcast<u32>(l_3395);
let l_3397 = f64(l_3395);
l_mut_26 = l_3397;
let l_3398 = l_3396 & u32(2139095040);
let l_3399 = l_3398 == u32(0);
if l_3399 {
let l_3400 = l_3396 & u32(8388607);
let l_3401 = f64(l_3400);
let l_3402 = l_3401 * f64(1.401298464324817e-45);
l_mut_26 = l_3402;
let l_3403 = l_3396 >> u32(31);
let l_3404 = l_3403 == u32(1);
if l_3404 {
let l_3405 = -l_mut_26;
l_mut_26 = l_3405;
}
}
l_mut_1580 = l_mut_26;
}
}
}
l_mut_1656 = l_mut_1580;
} else {
}
l_mut_2572 = u32(0);
let l_3406 = l_mut_1883 <= f64(0.0);
let l_3407 = l_mut_1656 >= f64(0.0);
let l_3408 = l_3406 && l_3407;
let l_3409 = !l_3408;
if l_3409 {
let l_3411 = l_mut_2339 / l_mut_1883;
let l_3412 = l_mut_2339 / l_mut_1656;
let l_3413 = l_mut_2112 / l_mut_1883;
let l_3414 = l_mut_2112 / l_mut_1656;
a_3410[u32(0)] = l_3411;
a_3410[u32(1)] = l_3411;
let l_3415 = a_3410[u32(0)];
let l_3416 = l_3412 < l_3415;
if l_3416 {
a_3410[u32(0)] = l_3412;
}
let l_3417 = a_3410[u32(0)];
let l_3418 = l_3413 < l_3417;
if l_3418 {
a_3410[u32(0)] = l_3413;
}
let l_3419 = a_3410[u32(0)];
let l_3420 = l_3414 < l_3419;
if l_3420 {
a_3410[u32(0)] = l_3414;
}
let l_3421 = a_3410[u32(1)];
let l_3422 = l_3412 > l_3421;
if l_3422 {
a_3410[u32(1)] = l_3412;
}
let l_3423 = a_3410[u32(1)];
let l_3424 = l_3413 > l_3423;
if l_3424 {
a_3410[u32(1)] = l_3413;
}
let l_3425 = a_3410[u32(1)];
let l_3426 = l_3414 > l_3425;
if l_3426 {
a_3410[u32(1)] = l_3414;
}
let l_3427 = a_3410[u32(0)];
let l_3428 = abs(l_3427);
let l_3429 = l_3428 * l_mut_49;
let l_3430 = a_3410[u32(1)];
let l_3431 = abs(l_3430);
let l_3432 = l_3431 * l_mut_49;
l_mut_2572 = u32(2);
let l_3433 = a_3410[u32(0)];
let l_3434 = l_3433 - l_3429;
let l_3435 = abs(l_3434);
l_mut_2339 = f64(1.401298464324817e-45);
let l_3436 = l_3435 >= f64(1.1754943508222875e-38);
let l_3437 = l_3435 <= f64(1.7976931348623157e308);
let l_3438 = l_3436 && l_3437;
if l_3438 {
let l_3439 = bitcast<u64>(l_3435);
let l_3440 = l_3439 >> u32(bitcast<u64>(u64(52)));
let l_3441 = l_3440 - u64(23);
let l_3442 = l_3441 << u32(bitcast<u64>(u64(52)));
let l_3443 = bitcast<f64>(l_3442);
l_mut_2339 = l_3443;
}
let l_3444 = l_3433 + l_3429;
let l_3445 = abs(l_3444);
l_mut_2112 = f64(1.401298464324817e-45);
let l_3446 = l_3445 >= f64(1.1754943508222875e-38);
let l_3447 = l_3445 <= f64(1.7976931348623157e308);
let l_3448 = l_3446 && l_3447;
if l_3448 {
let l_3449 = bitcast<u64>(l_3445);
let l_3450 = l_3449 >> u32(bitcast<u64>(u64(52)));
let l_3451 = l_3450 - u64(23);
let l_3452 = l_3451 << u32(bitcast<u64>(u64(52)));
let l_3453 = bitcast<f64>(l_3452);
l_mut_2112 = l_3453;
}
let l_3454 = l_mut_2339 == l_mut_2112;
let l_3455 = a_3410[u32(1)];
let l_3456 = l_3455 - l_3432;
let l_3457 = abs(l_3456);
l_mut_2339 = f64(1.401298464324817e-45);
let l_3458 = l_3457 >= f64(1.1754943508222875e-38);
let l_3459 = l_3457 <= f64(1.7976931348623157e308);
let l_3460 = l_3458 && l_3459;
if l_3460 {
let l_3461 = bitcast<u64>(l_3457);
let l_3462 = l_3461 >> u32(bitcast<u64>(u64(52)));
let l_3463 = l_3462 - u64(23);
let l_3464 = l_3463 << u32(bitcast<u64>(u64(52)));
let l_3465 = bitcast<f64>(l_3464);
l_mut_2339 = l_3465;
}
let l_3466 = l_3455 + l_3432;
let l_3467 = abs(l_3466);
l_mut_2112 = f64(1.401298464324817e-45);
let l_3468 = l_3467 >= f64(1.1754943508222875e-38);
let l_3469 = l_3467 <= f64(1.7976931348623157e308);
let l_3470 = l_3468 && l_3469;
if l_3470 {
let l_3471 = bitcast<u64>(l_3467);
let l_3472 = l_3471 >> u32(bitcast<u64>(u64(52)));
let l_3473 = l_3472 - u64(23);
let l_3474 = l_3473 << u32(bitcast<u64>(u64(52)));
let l_3475 = bitcast<f64>(l_3474);
l_mut_2112 = l_3475;
}
let l_3476 = l_mut_2339 == l_mut_2112;
let l_3477 = l_3454 && l_3476;
if l_3477 {
let l_3478 = a_3410[u32(0)];
let l_3479 = a_3410[u32(0)];
let l_3480 = abs(l_3479);
l_mut_2339 = f64(1.401298464324817e-45);
let l_3481 = l_3480 >= f64(1.1754943508222875e-38);
let l_3482 = l_3480 <= f64(1.7976931348623157e308);
let l_3483 = l_3481 && l_3482;
if l_3483 {
let l_3484 = bitcast<u64>(l_3480);
let l_3485 = l_3484 >> u32(bitcast<u64>(u64(52)));
let l_3486 = l_3485 - u64(23);
let l_3487 = l_3486 << u32(bitcast<u64>(u64(52)));
let l_3488 = bitcast<f64>(l_3487);
l_mut_2339 = l_3488;
}
let l_3489 = l_413 * l_mut_2339;
let l_3490 = l_3478 - l_3489;
let l_3491 = a_3410[u32(1)];
let l_3492 = a_3410[u32(1)];
let l_3493 = abs(l_3492);
l_mut_2339 = f64(1.401298464324817e-45);
let l_3494 = l_3493 >= f64(1.1754943508222875e-38);
let l_3495 = l_3493 <= f64(1.7976931348623157e308);
let l_3496 = l_3494 && l_3495;
if l_3496 {
let l_3497 = bitcast<u64>(l_3493);
let l_3498 = l_3497 >> u32(bitcast<u64>(u64(52)));
let l_3499 = l_3498 - u64(23);
let l_3500 = l_3499 << u32(bitcast<u64>(u64(52)));
let l_3501 = bitcast<f64>(l_3500);
l_mut_2339 = l_3501;
}
let l_3502 = l_413 * l_mut_2339;
let l_3503 = l_3491 + l_3502;
let l_3504 = bitcast<u32>(l_mut_22);
let l_3505 = f64(l_mut_22);
l_mut_2339 = l_3505;
let l_3506 = l_3504 & u32(2139095040);
let l_3507 = l_3506 == u32(0);
if l_3507 {
let l_3508 = l_3504 & u32(8388607);
let l_3509 = f64(l_3508);
let l_3510 = l_3509 * f64(1.401298464324817e-45);
l_mut_2339 = l_3510;
let l_3511 = l_3504 >> u32(31);
let l_3512 = l_3511 == u32(1);
if l_3512 {
let l_3513 = -l_mut_2339;
l_mut_2339 = l_3513;
}
}
let l_3514 = bitcast<u32>(l_mut_22);
let l_3515 = l_3514 + u32(1);
l_mut_3516 = l_3515;
let l_3517 = l_3514 & u32(2147483647);
let l_3518 = l_3517 == u32(0);
if l_3518 {
l_mut_3516 = u32(1);
} else {
let l_3519 = l_3514 & u32(2147483648);
let l_3520 = l_3519 != u32(0);
if l_3520 {
let l_3521 = l_3514 - u32(1);
l_mut_3516 = l_3521;
} else {
let l_3522 = l_3514 == u32(2139095040);
if l_3522 {
l_mut_3516 = l_3514;
}
}
}
let l_3523 = bitcast<f32>(l_mut_3516);
let l_3524 = bitcast<u32>(l_3523);
let l_3525 = f64(l_3523);
l_mut_2112 = l_3525;
let l_3526 = l_3524 & u32(2139095040);
let l_3527 = l_3526 == u32(0);
if l_3527 {
let l_3528 = l_3524 & u32(8388607);
let l_3529 = f64(l_3528);
let l_3530 = l_3529 * f64(1.401298464324817e-45);
l_mut_2112 = l_3530;
let l_3531 = l_3524 >> u32(31);
let l_3532 = l_3531 == u32(1);
if l_3532 {
let l_3533 = -l_mut_2112;
l_mut_2112 = l_3533;
}
}
let l_3534 = bitcast<u32>(l_mut_22);
let l_3535 = l_3534 ^ u32(2147483648);
let l_3536 = bitcast<f32>(l_3535);
let l_3537 = bitcast<u32>(l_3536);
let l_3538 = l_3537 + u32(1);
l_mut_3516 = l_3538;
let l_3539 = l_3537 & u32(2147483647);
let l_3540 = l_3539 == u32(0);
if l_3540 {
l_mut_3516 = u32(1);
} else {
let l_3541 = l_3537 & u32(2147483648);
let l_3542 = l_3541 != u32(0);
if l_3542 {
let l_3543 = l_3537 - u32(1);
l_mut_3516 = l_3543;
} else {
let l_3544 = l_3537 == u32(2139095040);
if l_3544 {
l_mut_3516 = l_3537;
}
}
}
let l_3545 = bitcast<f32>(l_mut_3516);
let l_3546 = bitcast<u32>(l_3545);
let l_3547 = l_3546 ^ u32(2147483648);
let l_3548 = bitcast<f32>(l_3547);
let l_3549 = bitcast<u32>(l_3548);
let l_3550 = f64(l_3548);
l_mut_1883 = l_3550;
let l_3551 = l_3549 & u32(2139095040);
let l_3552 = l_3551 == u32(0);
if l_3552 {
let l_3553 = l_3549 & u32(8388607);
let l_3554 = f64(l_3553);
let l_3555 = l_3554 * f64(1.401298464324817e-45);
l_mut_1883 = l_3555;
let l_3556 = l_3549 >> u32(31);
let l_3557 = l_3556 == u32(1);
if l_3557 {
let l_3558 = -l_mut_1883;
l_mut_1883 = l_3558;
}
}
let l_3559 = l_3490 + l_3429;
let l_3560 = l_3559 <= l_mut_2339;
l_mut_530 = l_3560;
let l_3561 = l_3490 - l_3429;
let l_3562 = l_3561 > l_mut_2339;
l_mut_527 = l_3562;
let l_3563 = l_3503 - l_3432;
let l_3564 = l_3563 >= l_mut_2339;
l_mut_524 = l_3564;
let l_3565 = l_3503 + l_3432;
let l_3566 = l_3565 < l_mut_2339;
l_mut_521 = l_3566;
let l_3567 = l_3490 + l_3429;
let l_3568 = l_3567 < l_mut_2112;
l_mut_530 = l_3568;
let l_3569 = l_3490 - l_3429;
let l_3570 = l_3569 >= l_mut_2112;
l_mut_527 = l_3570;
let l_3571 = l_3503 - l_3432;
let l_3572 = l_3571 > l_mut_1883;
l_mut_524 = l_3572;
let l_3573 = l_3503 + l_3432;
let l_3574 = l_3573 <= l_mut_1883;
l_mut_521 = l_3574;
l_mut_3516 = u32(2);
let l_3575 = l_mut_527 || l_mut_521;
if l_3575 {
l_mut_3516 = u32(1);
} else {
let l_3576 = l_mut_530 && l_mut_524;
if l_3576 {
l_mut_3516 = u32(0);
}
}
let l_3577 = bitcast<u32>(l_mut_22);
let l_3578 = l_3577 & u32(2147483647);
let l_3579 = l_3578 == u32(0);
if l_3579 {
let l_3580 = l_3490 + l_3429;
let l_3581 = l_3580 < f64(1.1754943508222875e-38);
let l_3582 = l_3503 - l_3432;
let l_3583 = l_3582 > f64(-1.1754943508222875e-38);
let l_3584 = l_3581 && l_3583;
let l_3585 = l_3490 - l_3429;
let l_3586 = l_3585 < f64(1.1754943508222875e-38);
let l_3587 = l_3503 + l_3432;
let l_3588 = l_3587 > f64(-1.1754943508222875e-38);
let l_3589 = l_3586 && l_3588;
if l_3584 {
l_mut_3516 = u32(0);
} else {
let l_3590 = l_mut_3516 == u32(1);
let l_3591 = l_3589 && l_3590;
if l_3591 {
l_mut_3516 = u32(2);
}
}
}
l_mut_2572 = l_mut_3516;
}
}
let l_3592 = l_mut_438 == u32(0);
if l_3592 {
l_mut_476 = u32(0);
} else {
let l_3593 = l_mut_2572 == u32(1);
if l_3593 {
l_mut_476 = u32(1);
}
}
} else {
let l_3594 = l_mut_243 - l_410;
let l_3595 = l_mut_243 + l_410;
let l_3596 = l_mut_76 - l_410;
let l_3597 = l_mut_76 + l_410;
let l_3598 = abs(l_3596);
let l_3599 = l_3598 > l_1548;
let l_3600 = abs(l_3597);
let l_3601 = l_3600 > l_1548;
let l_3602 = l_3599 && l_3601;
if l_3602 {
let l_3603 = l_1546 + l_1548;
let l_3604 = abs(l_3596);
let l_3605 = abs(l_3597);
l_mut_2339 = l_3604;
let l_3606 = l_3605 < l_3604;
if l_3606 {
l_mut_2339 = l_3605;
}
let l_3607 = l_3603 / l_mut_2339;
let l_3608 = abs(l_3594);
let l_3609 = abs(l_3595);
l_mut_2339 = l_3608;
let l_3610 = l_3609 < l_3608;
if l_3610 {
l_mut_2339 = l_3609;
}
let l_3611 = l_1546 / l_mut_2339;
let l_3612 = l_3607 + l_3611;
l_mut_49 = l_mut_49 + l_3612;
l_mut_3516 = u32(0);
let l_3613 = l_3596 <= f64(0.0);
let l_3614 = l_3597 >= f64(0.0);
let l_3615 = l_3613 && l_3614;
let l_3616 = !l_3615;
if l_3616 {
let l_3618 = l_3594 / l_3596;
let l_3619 = l_3594 / l_3597;
let l_3620 = l_3595 / l_3596;
let l_3621 = l_3595 / l_3597;
a_3617[u32(0)] = l_3618;
a_3617[u32(1)] = l_3618;
let l_3622 = a_3617[u32(0)];
let l_3623 = l_3619 < l_3622;
if l_3623 {
a_3617[u32(0)] = l_3619;
}
let l_3624 = a_3617[u32(0)];
let l_3625 = l_3620 < l_3624;
if l_3625 {
a_3617[u32(0)] = l_3620;
}
let l_3626 = a_3617[u32(0)];
let l_3627 = l_3621 < l_3626;
if l_3627 {
a_3617[u32(0)] = l_3621;
}
let l_3628 = a_3617[u32(1)];
let l_3629 = l_3619 > l_3628;
if l_3629 {
a_3617[u32(1)] = l_3619;
}
let l_3630 = a_3617[u32(1)];
let l_3631 = l_3620 > l_3630;
if l_3631 {
a_3617[u32(1)] = l_3620;
}
let l_3632 = a_3617[u32(1)];
let l_3633 = l_3621 > l_3632;
if l_3633 {
a_3617[u32(1)] = l_3621;
}
let l_3634 = a_3617[u32(0)];
let l_3635 = abs(l_3634);
let l_3636 = l_3635 * l_mut_49;
let l_3637 = a_3617[u32(1)];
let l_3638 = abs(l_3637);
let l_3639 = l_3638 * l_mut_49;
l_mut_3516 = u32(2);
let l_3640 = a_3617[u32(0)];
let l_3641 = l_3640 - l_3636;
let l_3642 = abs(l_3641);
l_mut_2339 = f64(1.401298464324817e-45);
let l_3643 = l_3642 >= f64(1.1754943508222875e-38);
let l_3644 = l_3642 <= f64(1.7976931348623157e308);
let l_3645 = l_3643 && l_3644;
if l_3645 {
let l_3646 = bitcast<u64>(l_3642);
let l_3647 = l_3646 >> u32(bitcast<u64>(u64(52)));
let l_3648 = l_3647 - u64(23);
let l_3649 = l_3648 << u32(bitcast<u64>(u64(52)));
let l_3650 = bitcast<f64>(l_3649);
l_mut_2339 = l_3650;
}
let l_3651 = l_3640 + l_3636;
let l_3652 = abs(l_3651);
l_mut_2112 = f64(1.401298464324817e-45);
let l_3653 = l_3652 >= f64(1.1754943508222875e-38);
let l_3654 = l_3652 <= f64(1.7976931348623157e308);
let l_3655 = l_3653 && l_3654;
if l_3655 {
let l_3656 = bitcast<u64>(l_3652);
let l_3657 = l_3656 >> u32(bitcast<u64>(u64(52)));
let l_3658 = l_3657 - u64(23);
let l_3659 = l_3658 << u32(bitcast<u64>(u64(52)));
let l_3660 = bitcast<f64>(l_3659);
l_mut_2112 = l_3660;
}
let l_3661 = l_mut_2339 == l_mut_2112;
let l_3662 = a_3617[u32(1)];
let l_3663 = l_3662 - l_3639;
let l_3664 = abs(l_3663);
l_mut_2339 = f64(1.401298464324817e-45);
let l_3665 = l_3664 >= f64(1.1754943508222875e-38);
let l_3666 = l_3664 <= f64(1.7976931348623157e308);
let l_3667 = l_3665 && l_3666;
if l_3667 {
let l_3668 = bitcast<u64>(l_3664);
let l_3669 = l_3668 >> u32(bitcast<u64>(u64(52)));
let l_3670 = l_3669 - u64(23);
let l_3671 = l_3670 << u32(bitcast<u64>(u64(52)));
let l_3672 = bitcast<f64>(l_3671);
l_mut_2339 = l_3672;
}
let l_3673 = l_3662 + l_3639;
let l_3674 = abs(l_3673);
l_mut_2112 = f64(1.401298464324817e-45);
let l_3675 = l_3674 >= f64(1.1754943508222875e-38);
let l_3676 = l_3674 <= f64(1.7976931348623157e308);
let l_3677 = l_3675 && l_3676;
if l_3677 {
let l_3678 = bitcast<u64>(l_3674);
let l_3679 = l_3678 >> u32(bitcast<u64>(u64(52)));
let l_3680 = l_3679 - u64(23);
let l_3681 = l_3680 << u32(bitcast<u64>(u64(52)));
let l_3682 = bitcast<f64>(l_3681);
l_mut_2112 = l_3682;
}
let l_3683 = l_mut_2339 == l_mut_2112;
let l_3684 = l_3661 && l_3683;
if l_3684 {
let l_3685 = a_3617[u32(0)];
let l_3686 = a_3617[u32(0)];
let l_3687 = abs(l_3686);
l_mut_2339 = f64(1.401298464324817e-45);
let l_3688 = l_3687 >= f64(1.1754943508222875e-38);
let l_3689 = l_3687 <= f64(1.7976931348623157e308);
let l_3690 = l_3688 && l_3689;
if l_3690 {
let l_3691 = bitcast<u64>(l_3687);
let l_3692 = l_3691 >> u32(bitcast<u64>(u64(52)));
let l_3693 = l_3692 - u64(23);
let l_3694 = l_3693 << u32(bitcast<u64>(u64(52)));
let l_3695 = bitcast<f64>(l_3694);
l_mut_2339 = l_3695;
}
let l_3696 = l_413 * l_mut_2339;
let l_3697 = l_3685 - l_3696;
let l_3698 = a_3617[u32(1)];
let l_3699 = a_3617[u32(1)];
let l_3700 = abs(l_3699);
l_mut_2339 = f64(1.401298464324817e-45);
let l_3701 = l_3700 >= f64(1.1754943508222875e-38);
let l_3702 = l_3700 <= f64(1.7976931348623157e308);
let l_3703 = l_3701 && l_3702;
if l_3703 {
let l_3704 = bitcast<u64>(l_3700);
let l_3705 = l_3704 >> u32(bitcast<u64>(u64(52)));
let l_3706 = l_3705 - u64(23);
let l_3707 = l_3706 << u32(bitcast<u64>(u64(52)));
let l_3708 = bitcast<f64>(l_3707);
l_mut_2339 = l_3708;
}
let l_3709 = l_413 * l_mut_2339;
let l_3710 = l_3698 + l_3709;
let l_3711 = bitcast<u32>(l_mut_22);
let l_3712 = f64(l_mut_22);
l_mut_2339 = l_3712;
let l_3713 = l_3711 & u32(2139095040);
let l_3714 = l_3713 == u32(0);
if l_3714 {
let l_3715 = l_3711 & u32(8388607);
let l_3716 = f64(l_3715);
let l_3717 = l_3716 * f64(1.401298464324817e-45);
l_mut_2339 = l_3717;
let l_3718 = l_3711 >> u32(31);
let l_3719 = l_3718 == u32(1);
if l_3719 {
let l_3720 = -l_mut_2339;
l_mut_2339 = l_3720;
}
}
let l_3721 = bitcast<u32>(l_mut_22);
let l_3722 = l_3721 + u32(1);
l_mut_2572 = l_3722;
let l_3723 = l_3721 & u32(2147483647);
let l_3724 = l_3723 == u32(0);
if l_3724 {
l_mut_2572 = u32(1);
} else {
let l_3725 = l_3721 & u32(2147483648);
let l_3726 = l_3725 != u32(0);
if l_3726 {
let l_3727 = l_3721 - u32(1);
l_mut_2572 = l_3727;
} else {
let l_3728 = l_3721 == u32(2139095040);
if l_3728 {
l_mut_2572 = l_3721;
}
}
}
let l_3729 = bitcast<f32>(l_mut_2572);
let l_3730 = bitcast<u32>(l_3729);
let l_3731 = f64(l_3729);
l_mut_2112 = l_3731;
let l_3732 = l_3730 & u32(2139095040);
let l_3733 = l_3732 == u32(0);
if l_3733 {
let l_3734 = l_3730 & u32(8388607);
let l_3735 = f64(l_3734);
let l_3736 = l_3735 * f64(1.401298464324817e-45);
l_mut_2112 = l_3736;
let l_3737 = l_3730 >> u32(31);
let l_3738 = l_3737 == u32(1);
if l_3738 {
let l_3739 = -l_mut_2112;
l_mut_2112 = l_3739;
}
}
let l_3740 = bitcast<u32>(l_mut_22);
let l_3741 = l_3740 ^ u32(2147483648);
let l_3742 = bitcast<f32>(l_3741);
let l_3743 = bitcast<u32>(l_3742);
let l_3744 = l_3743 + u32(1);
l_mut_2572 = l_3744;
let l_3745 = l_3743 & u32(2147483647);
let l_3746 = l_3745 == u32(0);
if l_3746 {
l_mut_2572 = u32(1);
} else {
let l_3747 = l_3743 & u32(2147483648);
let l_3748 = l_3747 != u32(0);
if l_3748 {
let l_3749 = l_3743 - u32(1);
l_mut_2572 = l_3749;
} else {
let l_3750 = l_3743 == u32(2139095040);
if l_3750 {
l_mut_2572 = l_3743;
}
}
}
let l_3751 = bitcast<f32>(l_mut_2572);
let l_3752 = bitcast<u32>(l_3751);
let l_3753 = l_3752 ^ u32(2147483648);
let l_3754 = bitcast<f32>(l_3753);
let l_3755 = bitcast<u32>(l_3754);
let l_3756 = f64(l_3754);
l_mut_1883 = l_3756;
let l_3757 = l_3755 & u32(2139095040);
let l_3758 = l_3757 == u32(0);
if l_3758 {
let l_3759 = l_3755 & u32(8388607);
let l_3760 = f64(l_3759);
let l_3761 = l_3760 * f64(1.401298464324817e-45);
l_mut_1883 = l_3761;
let l_3762 = l_3755 >> u32(31);
let l_3763 = l_3762 == u32(1);
if l_3763 {
let l_3764 = -l_mut_1883;
l_mut_1883 = l_3764;
}
}
let l_3765 = l_3697 + l_3636;
let l_3766 = l_3765 <= l_mut_2339;
l_mut_530 = l_3766;
let l_3767 = l_3697 - l_3636;
let l_3768 = l_3767 > l_mut_2339;
l_mut_527 = l_3768;
let l_3769 = l_3710 - l_3639;
let l_3770 = l_3769 >= l_mut_2339;
l_mut_524 = l_3770;
let l_3771 = l_3710 + l_3639;
let l_3772 = l_3771 < l_mut_2339;
l_mut_521 = l_3772;
l_mut_2572 = u32(2);
let l_3773 = l_mut_527 || l_mut_521;
if l_3773 {
l_mut_2572 = u32(1);
} else {
let l_3774 = l_mut_530 && l_mut_524;
if l_3774 {
l_mut_2572 = u32(0);
}
}
let l_3775 = bitcast<u32>(l_mut_22);
let l_3776 = l_3775 & u32(2147483647);
let l_3777 = l_3776 == u32(0);
if l_3777 {
let l_3778 = l_3697 + l_3636;
let l_3779 = l_3778 < f64(1.1754943508222875e-38);
let l_3780 = l_3710 - l_3639;
let l_3781 = l_3780 > f64(-1.1754943508222875e-38);
let l_3782 = l_3779 && l_3781;
let l_3783 = l_3697 - l_3636;
let l_3784 = l_3783 < f64(1.1754943508222875e-38);
let l_3785 = l_3710 + l_3639;
let l_3786 = l_3785 > f64(-1.1754943508222875e-38);
let l_3787 = l_3784 && l_3786;
if l_3782 {
l_mut_2572 = u32(0);
} else {
let l_3788 = l_mut_2572 == u32(1);
let l_3789 = l_3787 && l_3788;
if l_3789 {
l_mut_2572 = u32(2);
}
}
}
l_mut_3516 = l_mut_2572;
}
}
l_mut_476 = l_mut_3516;
}
}
l_mut_422 = l_mut_476;
} else {
let l_3790 = l_418 <= l_416;
let l_3791 = l_404 == u32(12);
let l_3792 = l_3790 && l_3791;
if l_3792 {
let l_3793 = f32(l_417);
let l_3794 = bitcast<u32>(l_3793);
let l_3795 = f64(l_3793);
l_mut_2339 = l_3795;
let l_3796 = l_3794 & u32(2139095040);
let l_3797 = l_3796 == u32(0);
if l_3797 {
let l_3798 = l_3794 & u32(8388607);
let l_3799 = f64(l_3798);
let l_3800 = l_3799 * f64(1.401298464324817e-45);
l_mut_2339 = l_3800;
let l_3801 = l_3794 >> u32(31);
let l_3802 = l_3801 == u32(1);
if l_3802 {
let l_3803 = -l_mut_2339;
l_mut_2339 = l_3803;
}
}
let l_3804 = abs(l_mut_2339);
l_mut_2339 = l_3804;
l_mut_3516 = u32(0);
let l_3805 = l_3804 >= f64(0.785);
if l_3805 {
let l_3806 = l_3804 * f64(0.6366197723675814);
let l_3807 = l_3806 + f64(0.5);
let l_3808 = floor(l_3807);
let l_3809 = l_3808 * f64(1.570796325802803);
let l_3810 = l_3804 - l_3809;
let l_3811 = l_3810 * l_302;
let l_3812 = l_3808 * f64(9.920935796805404e-10);
let l_3813 = l_3811 - l_3812;
l_mut_2339 = l_3813;
let l_3814 = u32(l_3808);
l_mut_3516 = l_3814;
}
let l_3815 = bitcast<u32>(l_3793);
let l_3816 = l_3815 >> u32(31);
let l_3817 = l_3816 == u32(1);
let l_3818 = l_mut_2339 * l_mut_2339;
let l_3819 = l_3818 * f64(1.9572941063391263e-20);
let l_3820 = f64(8.22063524662433e-18) - l_3819;
l_mut_2112 = l_3820;
let l_3821 = l_mut_2112 * l_3818;
let l_3822 = l_3821 - f64(2.8114572543455206e-15);
l_mut_2112 = l_3822;
let l_3823 = l_mut_2112 * l_3818;
let l_3824 = l_3823 + f64(7.647163731819816e-13);
l_mut_2112 = l_3824;
let l_3825 = l_mut_2112 * l_3818;
let l_3826 = l_3825 - f64(1.6059043836821613e-10);
l_mut_2112 = l_3826;
let l_3827 = l_mut_2112 * l_3818;
let l_3828 = l_3827 + f64(2.505210838544172e-8);
l_mut_2112 = l_3828;
let l_3829 = l_mut_2112 * l_3818;
let l_3830 = l_3829 - f64(2.7557319223985893e-6);
l_mut_2112 = l_3830;
let l_3831 = l_mut_2112 * l_3818;
let l_3832 = l_3831 + f64(0.0001984126984126984);
l_mut_2112 = l_3832;
let l_3833 = l_mut_2112 * l_3818;
let l_3834 = l_3833 - f64(0.008333333333333333);
l_mut_2112 = l_3834;
let l_3835 = l_mut_2112 * l_3818;
let l_3836 = l_3835 + f64(0.16666666666666666);
l_mut_2112 = l_3836;
let l_3837 = f64(0.5) * l_3818;
let l_3838 = f64(1.0) - l_3837;
let l_3839 = f64(0.0) * l_3838;
let l_3840 = l_mut_2339 * l_3818;
let l_3841 = l_3840 * l_mut_2112;
let l_3842 = l_3839 - l_3841;
let l_3843 = l_mut_2339 + l_3842;
let l_3844 = l_mut_2339 * l_mut_2339;
let l_3845 = l_3844 * f64(4.110317623312165e-19);
let l_3846 = l_3845 - f64(1.5619206968586225e-16);
l_mut_2112 = l_3846;
let l_3847 = l_mut_2112 * l_3844;
let l_3848 = l_3847 + f64(4.779477332387385e-14);
l_mut_2112 = l_3848;
let l_3849 = l_mut_2112 * l_3844;
let l_3850 = l_3849 - f64(1.1470745597729725e-11);
l_mut_2112 = l_3850;
let l_3851 = l_mut_2112 * l_3844;
let l_3852 = l_3851 + f64(2.08767569878681e-9);
l_mut_2112 = l_3852;
let l_3853 = l_mut_2112 * l_3844;
let l_3854 = l_3853 - f64(2.755731922398589e-7);
l_mut_2112 = l_3854;
let l_3855 = l_mut_2112 * l_3844;
let l_3856 = l_3855 + f64(2.48015873015873e-5);
l_mut_2112 = l_3856;
let l_3857 = l_mut_2112 * l_3844;
let l_3858 = l_3857 - f64(0.001388888888888889);
l_mut_2112 = l_3858;
let l_3859 = l_mut_2112 * l_3844;
let l_3860 = l_3859 + f64(0.041666666666666664);
l_mut_2112 = l_3860;
let l_3861 = f64(0.5) * l_3844;
let l_3862 = f64(1.0) - l_3861;
let l_3863 = l_3844 * l_3844;
let l_3864 = l_3863 * l_mut_2112;
let l_3865 = f64(0.0) * l_mut_2339;
let l_3866 = l_3864 - l_3865;
let l_3867 = l_3862 + l_3866;
let l_3868 = l_mut_3516 & u32(1);
let l_3869 = l_3868 == u32(1);
l_mut_2339 = l_3843;
let l_3870 = l_mut_3516 & u32(2);
let l_3871 = l_3870 != u32(0);
l_mut_530 = l_3871;
if l_3869 {
l_mut_2339 = l_3867;
}
let l_3872 = bool(true) && l_3817;
if l_3872 {
let l_3873 = !l_mut_530;
l_mut_530 = l_3873;
}
if l_mut_530 {
let l_3874 = -l_mut_2339;
l_mut_2339 = l_3874;
}
let l_3875 = f32(l_417);
let l_3876 = bitcast<u32>(l_3875);
let l_3877 = f64(l_3875);
l_mut_2112 = l_3877;
let l_3878 = l_3876 & u32(2139095040);
let l_3879 = l_3878 == u32(0);
if l_3879 {
let l_3880 = l_3876 & u32(8388607);
let l_3881 = f64(l_3880);
let l_3882 = l_3881 * f64(1.401298464324817e-45);
l_mut_2112 = l_3882;
let l_3883 = l_3876 >> u32(31);
let l_3884 = l_3883 == u32(1);
if l_3884 {
let l_3885 = -l_mut_2112;
l_mut_2112 = l_3885;
}
}
let l_3886 = abs(l_mut_2112);
l_mut_2112 = l_3886;
l_mut_3516 = u32(0);
let l_3887 = l_3886 >= f64(0.785);
if l_3887 {
let l_3888 = l_3886 * f64(0.6366197723675814);
let l_3889 = l_3888 + f64(0.5);
let l_3890 = floor(l_3889);
let l_3891 = l_3890 * f64(1.570796325802803);
let l_3892 = l_3886 - l_3891;
let l_3893 = l_3892 * l_302;
let l_3894 = l_3890 * f64(9.920935796805404e-10);
let l_3895 = l_3893 - l_3894;
l_mut_2112 = l_3895;
let l_3896 = u32(l_3890);
l_mut_3516 = l_3896;
}
let l_3897 = bitcast<u32>(l_3875);
let l_3898 = l_3897 >> u32(31);
let l_3899 = l_3898 == u32(1);
let l_3900 = l_mut_2112 * l_mut_2112;
let l_3901 = l_3900 * f64(1.9572941063391263e-20);
let l_3902 = f64(8.22063524662433e-18) - l_3901;
l_mut_1883 = l_3902;
let l_3903 = l_mut_1883 * l_3900;
let l_3904 = l_3903 - f64(2.8114572543455206e-15);
l_mut_1883 = l_3904;
let l_3905 = l_mut_1883 * l_3900;
let l_3906 = l_3905 + f64(7.647163731819816e-13);
l_mut_1883 = l_3906;
let l_3907 = l_mut_1883 * l_3900;
let l_3908 = l_3907 - f64(1.6059043836821613e-10);
l_mut_1883 = l_3908;
let l_3909 = l_mut_1883 * l_3900;
let l_3910 = l_3909 + f64(2.505210838544172e-8);
l_mut_1883 = l_3910;
let l_3911 = l_mut_1883 * l_3900;
let l_3912 = l_3911 - f64(2.7557319223985893e-6);
l_mut_1883 = l_3912;
let l_3913 = l_mut_1883 * l_3900;
let l_3914 = l_3913 + f64(0.0001984126984126984);
l_mut_1883 = l_3914;
let l_3915 = l_mut_1883 * l_3900;
let l_3916 = l_3915 - f64(0.008333333333333333);
l_mut_1883 = l_3916;
let l_3917 = l_mut_1883 * l_3900;
let l_3918 = l_3917 + f64(0.16666666666666666);
l_mut_1883 = l_3918;
let l_3919 = f64(0.5) * l_3900;
let l_3920 = f64(1.0) - l_3919;
let l_3921 = f64(0.0) * l_3920;
let l_3922 = l_mut_2112 * l_3900;
let l_3923 = l_3922 * l_mut_1883;
let l_3924 = l_3921 - l_3923;
let l_3925 = l_mut_2112 + l_3924;
let l_3926 = l_mut_2112 * l_mut_2112;
let l_3927 = l_3926 * f64(4.110317623312165e-19);
let l_3928 = l_3927 - f64(1.5619206968586225e-16);
l_mut_1883 = l_3928;
let l_3929 = l_mut_1883 * l_3926;
let l_3930 = l_3929 + f64(4.779477332387385e-14);
l_mut_1883 = l_3930;
let l_3931 = l_mut_1883 * l_3926;
let l_3932 = l_3931 - f64(1.1470745597729725e-11);
l_mut_1883 = l_3932;
let l_3933 = l_mut_1883 * l_3926;
let l_3934 = l_3933 + f64(2.08767569878681e-9);
l_mut_1883 = l_3934;
let l_3935 = l_mut_1883 * l_3926;
let l_3936 = l_3935 - f64(2.755731922398589e-7);
l_mut_1883 = l_3936;
let l_3937 = l_mut_1883 * l_3926;
let l_3938 = l_3937 + f64(2.48015873015873e-5);
l_mut_1883 = l_3938;
let l_3939 = l_mut_1883 * l_3926;
let l_3940 = l_3939 - f64(0.001388888888888889);
l_mut_1883 = l_3940;
let l_3941 = l_mut_1883 * l_3926;
let l_3942 = l_3941 + f64(0.041666666666666664);
l_mut_1883 = l_3942;
let l_3943 = f64(0.5) * l_3926;
let l_3944 = f64(1.0) - l_3943;
let l_3945 = l_3926 * l_3926;
let l_3946 = l_3945 * l_mut_1883;
let l_3947 = f64(0.0) * l_mut_2112;
let l_3948 = l_3946 - l_3947;
let l_3949 = l_3944 + l_3948;
let l_3950 = l_mut_3516 & u32(1);
let l_3951 = l_3950 == u32(1);
l_mut_2112 = l_3925;
let l_3952 = l_mut_3516 & u32(2);
let l_3953 = l_3952 != u32(0);
l_mut_530 = l_3953;
l_mut_2112 = l_3949;
if l_3951 {
l_mut_2112 = l_3925;
}
let l_3954 = l_mut_3516 + u32(1);
let l_3955 = l_3954 & u32(2);
let l_3956 = l_3955 != u32(0);
l_mut_530 = l_3956;
let l_3957 = bool(false) && l_3899;
if l_3957 {
let l_3958 = !l_mut_530;
l_mut_530 = l_3958;
}
if l_mut_530 {
let l_3959 = -l_mut_2112;
l_mut_2112 = l_3959;
}
let l_3960 = abs(l_mut_2339);
let l_3961 = l_3960 * f64(1.4551915228366852e-11);
let l_3962 = abs(l_mut_2112);
let l_3963 = l_3962 * f64(1.4551915228366852e-11);
let l_3964 = l_mut_2339 - l_410;
let l_3965 = l_mut_2339 + l_410;
let l_3966 = l_mut_2112 - l_410;
let l_3967 = l_mut_2112 + l_410;
l_mut_3516 = u32(2);
let l_3968 = abs(l_3966);
let l_3969 = l_3968 <= l_3963;
let l_3970 = abs(l_3967);
let l_3971 = l_3970 <= l_3963;
let l_3972 = l_3969 || l_3971;
let l_3973 = !l_3972;
if l_3973 {
l_mut_3516 = u32(0);
let l_3974 = l_3966 <= f64(0.0);
let l_3975 = l_3967 >= f64(0.0);
let l_3976 = l_3974 && l_3975;
let l_3977 = !l_3976;
if l_3977 {
let l_3978 = abs(l_3966);
let l_3979 = abs(l_3967);
l_mut_2339 = l_3978;
let l_3980 = l_3979 < l_3978;
if l_3980 {
l_mut_2339 = l_3979;
}
let l_3981 = l_3963 / l_mut_2339;
let l_3982 = l_3981 + f64(1.4551915228366852e-11);
let l_3983 = f64(1.0) / l_3967;
let l_3984 = f64(1.0) / l_3966;
let l_3985 = abs(l_3983);
l_mut_2339 = f64(1.401298464324817e-45);
let l_3986 = l_3985 >= f64(1.1754943508222875e-38);
let l_3987 = l_3985 <= f64(1.7976931348623157e308);
let l_3988 = l_3986 && l_3987;
if l_3988 {
let l_3989 = bitcast<u64>(l_3985);
let l_3990 = l_3989 >> u32(bitcast<u64>(u64(52)));
let l_3991 = l_3990 - u64(23);
let l_3992 = l_3991 << u32(bitcast<u64>(u64(52)));
let l_3993 = bitcast<f64>(l_3992);
l_mut_2339 = l_3993;
}
let l_3994 = l_413 * l_mut_2339;
let l_3995 = l_3983 - l_3994;
let l_3996 = abs(l_3984);
l_mut_2339 = f64(1.401298464324817e-45);
let l_3997 = l_3996 >= f64(1.1754943508222875e-38);
let l_3998 = l_3996 <= f64(1.7976931348623157e308);
let l_3999 = l_3997 && l_3998;
if l_3999 {
let l_4000 = bitcast<u64>(l_3996);
let l_4001 = l_4000 >> u32(bitcast<u64>(u64(52)));
let l_4002 = l_4001 - u64(23);
let l_4003 = l_4002 << u32(bitcast<u64>(u64(52)));
let l_4004 = bitcast<f64>(l_4003);
l_mut_2339 = l_4004;
}
let l_4005 = l_413 * l_mut_2339;
let l_4006 = l_3984 + l_4005;
let l_4008 = l_3964 * l_3995;
let l_4009 = l_3964 * l_4006;
let l_4010 = l_3965 * l_3995;
let l_4011 = l_3965 * l_4006;
a_4007[u32(0)] = l_4008;
a_4007[u32(1)] = l_4008;
let l_4012 = a_4007[u32(0)];
let l_4013 = l_4009 < l_4012;
if l_4013 {
a_4007[u32(0)] = l_4009;
}
let l_4014 = a_4007[u32(0)];
let l_4015 = l_4010 < l_4014;
if l_4015 {
a_4007[u32(0)] = l_4010;
}
let l_4016 = a_4007[u32(0)];
let l_4017 = l_4011 < l_4016;
if l_4017 {
a_4007[u32(0)] = l_4011;
}
let l_4018 = a_4007[u32(1)];
let l_4019 = l_4009 > l_4018;
if l_4019 {
a_4007[u32(1)] = l_4009;
}
let l_4020 = a_4007[u32(1)];
let l_4021 = l_4010 > l_4020;
if l_4021 {
a_4007[u32(1)] = l_4010;
}
let l_4022 = a_4007[u32(1)];
let l_4023 = l_4011 > l_4022;
if l_4023 {
a_4007[u32(1)] = l_4011;
}
let l_4024 = abs(l_3964);
let l_4025 = abs(l_3965);
l_mut_2339 = l_4024;
let l_4026 = l_4025 > l_4024;
if l_4026 {
l_mut_2339 = l_4025;
}
let l_4027 = abs(l_3995);
let l_4028 = abs(l_4006);
l_mut_2112 = l_4027;
let l_4029 = l_4028 > l_4027;
if l_4029 {
l_mut_2112 = l_4028;
}
let l_4030 = l_mut_2339 * l_mut_2112;
let l_4031 = l_3982 + f64(1.4551915228366852e-11);
let l_4032 = l_4030 * l_4031;
let l_4033 = l_3961 * l_mut_2112;
let l_4034 = l_4032 + l_4033;
l_mut_3516 = u32(2);
let l_4035 = abs(l_3983);
let l_4036 = l_4035 * l_3982;
let l_4037 = l_3983 - l_4036;
let l_4038 = abs(l_4037);
l_mut_2339 = f64(1.401298464324817e-45);
let l_4039 = l_4038 >= f64(1.1754943508222875e-38);
let l_4040 = l_4038 <= f64(1.7976931348623157e308);
let l_4041 = l_4039 && l_4040;
if l_4041 {
let l_4042 = bitcast<u64>(l_4038);
let l_4043 = l_4042 >> u32(bitcast<u64>(u64(52)));
let l_4044 = l_4043 - u64(23);
let l_4045 = l_4044 << u32(bitcast<u64>(u64(52)));
let l_4046 = bitcast<f64>(l_4045);
l_mut_2339 = l_4046;
}
let l_4047 = l_3983 + l_4036;
let l_4048 = abs(l_4047);
l_mut_2112 = f64(1.401298464324817e-45);
let l_4049 = l_4048 >= f64(1.1754943508222875e-38);
let l_4050 = l_4048 <= f64(1.7976931348623157e308);
let l_4051 = l_4049 && l_4050;
if l_4051 {
let l_4052 = bitcast<u64>(l_4048);
let l_4053 = l_4052 >> u32(bitcast<u64>(u64(52)));
let l_4054 = l_4053 - u64(23);
let l_4055 = l_4054 << u32(bitcast<u64>(u64(52)));
let l_4056 = bitcast<f64>(l_4055);
l_mut_2112 = l_4056;
}
let l_4057 = l_mut_2339 == l_mut_2112;
let l_4058 = abs(l_3984);
let l_4059 = l_4058 * l_3982;
let l_4060 = l_3984 - l_4059;
let l_4061 = abs(l_4060);
l_mut_2339 = f64(1.401298464324817e-45);
let l_4062 = l_4061 >= f64(1.1754943508222875e-38);
let l_4063 = l_4061 <= f64(1.7976931348623157e308);
let l_4064 = l_4062 && l_4063;
if l_4064 {
let l_4065 = bitcast<u64>(l_4061);
let l_4066 = l_4065 >> u32(bitcast<u64>(u64(52)));
let l_4067 = l_4066 - u64(23);
let l_4068 = l_4067 << u32(bitcast<u64>(u64(52)));
let l_4069 = bitcast<f64>(l_4068);
l_mut_2339 = l_4069;
}
let l_4070 = l_3984 + l_4059;
let l_4071 = abs(l_4070);
l_mut_2112 = f64(1.401298464324817e-45);
let l_4072 = l_4071 >= f64(1.1754943508222875e-38);
let l_4073 = l_4071 <= f64(1.7976931348623157e308);
let l_4074 = l_4072 && l_4073;
if l_4074 {
let l_4075 = bitcast<u64>(l_4071);
let l_4076 = l_4075 >> u32(bitcast<u64>(u64(52)));
let l_4077 = l_4076 - u64(23);
let l_4078 = l_4077 << u32(bitcast<u64>(u64(52)));
let l_4079 = bitcast<f64>(l_4078);
l_mut_2112 = l_4079;
}
let l_4080 = l_mut_2339 == l_mut_2112;
let l_4081 = l_4057 && l_4080;
if l_4081 {
let l_4082 = a_4007[u32(0)];
let l_4083 = a_4007[u32(1)];
let l_4084 = bitcast<u32>(l_mut_22);
let l_4085 = f64(l_mut_22);
l_mut_2339 = l_4085;
let l_4086 = l_4084 & u32(2139095040);
let l_4087 = l_4086 == u32(0);
if l_4087 {
let l_4088 = l_4084 & u32(8388607);
let l_4089 = f64(l_4088);
let l_4090 = l_4089 * f64(1.401298464324817e-45);
l_mut_2339 = l_4090;
let l_4091 = l_4084 >> u32(31);
let l_4092 = l_4091 == u32(1);
if l_4092 {
let l_4093 = -l_mut_2339;
l_mut_2339 = l_4093;
}
}
let l_4094 = bitcast<u32>(l_mut_22);
let l_4095 = l_4094 + u32(1);
l_mut_2572 = l_4095;
let l_4096 = l_4094 & u32(2147483647);
let l_4097 = l_4096 == u32(0);
if l_4097 {
l_mut_2572 = u32(1);
} else {
let l_4098 = l_4094 & u32(2147483648);
let l_4099 = l_4098 != u32(0);
if l_4099 {
let l_4100 = l_4094 - u32(1);
l_mut_2572 = l_4100;
} else {
let l_4101 = l_4094 == u32(2139095040);
if l_4101 {
l_mut_2572 = l_4094;
}
}
}
let l_4102 = bitcast<f32>(l_mut_2572);
let l_4103 = bitcast<u32>(l_4102);
let l_4104 = f64(l_4102);
l_mut_2112 = l_4104;
let l_4105 = l_4103 & u32(2139095040);
let l_4106 = l_4105 == u32(0);
if l_4106 {
let l_4107 = l_4103 & u32(8388607);
let l_4108 = f64(l_4107);
let l_4109 = l_4108 * f64(1.401298464324817e-45);
l_mut_2112 = l_4109;
let l_4110 = l_4103 >> u32(31);
let l_4111 = l_4110 == u32(1);
if l_4111 {
let l_4112 = -l_mut_2112;
l_mut_2112 = l_4112;
}
}
let l_4113 = bitcast<u32>(l_mut_22);
let l_4114 = l_4113 ^ u32(2147483648);
let l_4115 = bitcast<f32>(l_4114);
let l_4116 = bitcast<u32>(l_4115);
let l_4117 = l_4116 + u32(1);
l_mut_2572 = l_4117;
let l_4118 = l_4116 & u32(2147483647);
let l_4119 = l_4118 == u32(0);
if l_4119 {
l_mut_2572 = u32(1);
} else {
let l_4120 = l_4116 & u32(2147483648);
let l_4121 = l_4120 != u32(0);
if l_4121 {
let l_4122 = l_4116 - u32(1);
l_mut_2572 = l_4122;
} else {
let l_4123 = l_4116 == u32(2139095040);
if l_4123 {
l_mut_2572 = l_4116;
}
}
}
let l_4124 = bitcast<f32>(l_mut_2572);
let l_4125 = bitcast<u32>(l_4124);
let l_4126 = l_4125 ^ u32(2147483648);
let l_4127 = bitcast<f32>(l_4126);
let l_4128 = bitcast<u32>(l_4127);
let l_4129 = f64(l_4127);
l_mut_1883 = l_4129;
let l_4130 = l_4128 & u32(2139095040);
let l_4131 = l_4130 == u32(0);
if l_4131 {
let l_4132 = l_4128 & u32(8388607);
let l_4133 = f64(l_4132);
let l_4134 = l_4133 * f64(1.401298464324817e-45);
l_mut_1883 = l_4134;
let l_4135 = l_4128 >> u32(31);
let l_4136 = l_4135 == u32(1);
if l_4136 {
let l_4137 = -l_mut_1883;
l_mut_1883 = l_4137;
}
}
let l_4138 = l_4082 + l_4034;
let l_4139 = l_4138 <= l_mut_2339;
l_mut_530 = l_4139;
let l_4140 = l_4082 - l_4034;
let l_4141 = l_4140 > l_mut_2339;
l_mut_527 = l_4141;
let l_4142 = l_4083 - l_4034;
let l_4143 = l_4142 >= l_mut_2339;
l_mut_524 = l_4143;
let l_4144 = l_4083 + l_4034;
let l_4145 = l_4144 < l_mut_2339;
l_mut_521 = l_4145;
let l_4146 = l_4082 + l_4034;
let l_4147 = l_4146 < l_mut_2112;
l_mut_530 = l_4147;
let l_4148 = l_4082 - l_4034;
let l_4149 = l_4148 >= l_mut_2112;
l_mut_527 = l_4149;
let l_4150 = l_4083 - l_4034;
let l_4151 = l_4150 > l_mut_1883;
l_mut_524 = l_4151;
let l_4152 = l_4083 + l_4034;
let l_4153 = l_4152 <= l_mut_1883;
l_mut_521 = l_4153;
l_mut_2572 = u32(2);
let l_4154 = l_mut_527 || l_mut_521;
if l_4154 {
l_mut_2572 = u32(1);
} else {
let l_4155 = l_mut_530 && l_mut_524;
if l_4155 {
l_mut_2572 = u32(0);
}
}
let l_4156 = bitcast<u32>(l_mut_22);
let l_4157 = l_4156 & u32(2147483647);
let l_4158 = l_4157 == u32(0);
if l_4158 {
let l_4159 = l_4082 + l_4034;
let l_4160 = l_4159 < f64(1.1754943508222875e-38);
let l_4161 = l_4083 - l_4034;
let l_4162 = l_4161 > f64(-1.1754943508222875e-38);
let l_4163 = l_4160 && l_4162;
let l_4164 = l_4082 - l_4034;
let l_4165 = l_4164 < f64(1.1754943508222875e-38);
let l_4166 = l_4083 + l_4034;
let l_4167 = l_4166 > f64(-1.1754943508222875e-38);
let l_4168 = l_4165 && l_4167;
if l_4163 {
l_mut_2572 = u32(0);
} else {
let l_4169 = l_mut_2572 == u32(1);
let l_4170 = l_4168 && l_4169;
if l_4170 {
l_mut_2572 = u32(2);
}
}
}
l_mut_3516 = l_mut_2572;
}
}
}
l_mut_422 = l_mut_3516;
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
let l_4171 = a_421[u32(0)];
let l_4172 = l_4171 == u32(0);
if l_4172 {
l_mut_422 = u32(2);
}
a_10[l_mut_402] = l_mut_422;
let l_4173 = a_10[l_mut_402];
let l_4174 = l_4173 == u32(2);
if l_4174 {
l_mut_128 = bool(false);
}
}
}
let l_4175 = l_mut_59 == u32(4294967293);
if l_4175 {
let l_4176 = a_8[u32(0)];
let l_4177 = l_4176 + u32(1);
a_8[u32(0)] = l_4177;
} else {
if l_mut_128 {
l_mut_2339 = l_390;
let l_4178 = l_mut_2339 < f64(-17.0);
if l_4178 {
l_mut_2339 = f64(-17.0);
}
let l_4179 = l_mut_2339 > f64(17.0);
if l_4179 {
l_mut_2339 = f64(17.0);
}
let l_4180 = l_mut_2339 + f64(16.0);
let l_4181 = l_4180 + f64(1.0);
let l_4182 = u32(l_4181);
let l_4183 = u32(2) + l_4182;
let l_4184 = a_8[l_4183];
let l_4185 = l_4184 + u32(1);
a_8[l_4183] = l_4185;
let l_4186 = bitcast<u32>(l_mut_22);
let l_4187 = l_4186 & u32(8388607);
let l_4188 = f64(l_4187);
let l_4189 = l_4188 / f64(7.1362384635298e44);
l_mut_2339 = l_4189;
let l_4190 = l_4186 & u32(2139095040);
let l_4191 = l_4190 != u32(0);
if l_4191 {
let l_4192 = l_4186 & u32(2147483647);
let l_4193 = bitcast<f32>(l_4192);
let l_4194 = f64(l_4193);
l_mut_2339 = l_4194;
}
let l_4195 = l_4186 >> u32(31);
let l_4196 = f64(l_4195);
let l_4197 = f64(2.0) * l_4196;
let l_4198 = f64(1.0) - l_4197;
l_mut_2339 = l_mut_2339 * l_4198;
let l_4199 = abs(l_mut_35);
let l_4200 = l_mut_35 * f64(0.0);
let l_4201 = l_4200 + f64(7.1362384635298e44);
l_mut_2112 = l_4201;
let l_4202 = l_4199 >= f64(2.350988701644575e-38);
if l_4202 {
let l_4203 = l_mut_59 & u32(2147483647);
let l_4204 = bitcast<f32>(l_4203);
let l_4205 = f64(l_4204);
let l_4206 = l_4203 & u32(2139095040);
let l_4207 = bitcast<f32>(l_4206);
let l_4208 = f64(l_4207);
let l_4209 = l_4205 > l_4199;
let l_4210 = l_4203 & u32(8388607);
let l_4211 = l_4210 == u32(0);
let l_4212 = l_4209 && l_4211;
let l_4213 = l_4208 * f64(1.1920928955078125e-7);
let l_4214 = f64(l_4212);
let l_4215 = f64(0.5) * l_4214;
let l_4216 = f64(1.0) - l_4215;
let l_4217 = l_4213 * l_4216;
let l_4218 = f64(1.0) / l_4217;
l_mut_2112 = l_4218;
}
let l_4219 = l_mut_2339 - l_mut_35;
let l_4220 = l_4219 * l_mut_2112;
let l_4221 = a_8[u32(45)];
let l_4222 = l_4221 == u32(4294967295);
let l_4223 = a_9[u32(0)];
let l_4224 = l_4220 < l_4223;
let l_4225 = l_4222 || l_4224;
if l_4225 {
a_9[u32(0)] = l_4220;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_371;
}
let l_4226 = a_8[u32(47)];
let l_4227 = l_4226 == u32(4294967295);
let l_4228 = a_9[u32(1)];
let l_4229 = l_4220 > l_4228;
let l_4230 = l_4227 || l_4229;
if l_4230 {
a_9[u32(1)] = l_4220;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_371;
}
let l_4231 = l_390 != f64(0.0);
if l_4231 {

for (var l_mut_4232: u32 = u32(0); l_mut_4232 < u32(8); l_mut_4232++) {
let l_4233 = a_10[l_mut_4232];
let l_4234 = l_4233 == u32(1);
if l_4234 {
let l_4235 = u32(37) + l_mut_4232;
let l_4236 = a_8[l_4235];
let l_4237 = l_4236 + u32(1);
a_8[l_4235] = l_4237;
let l_4238 = u32(2) + l_mut_4232;
let l_4239 = u32(2) * l_4238;
let l_4240 = u32(45) + l_4239;
let l_4241 = a_8[l_4240];
let l_4242 = l_4241 == u32(4294967295);
let l_4243 = abs(l_4220);
let l_4244 = u32(2) + l_mut_4232;
let l_4245 = a_9[l_4244];
let l_4246 = abs(l_4245);
let l_4247 = l_4243 > l_4246;
let l_4248 = l_4242 || l_4247;
if l_4248 {
let l_4249 = u32(2) + l_mut_4232;
a_9[l_4249] = l_4220;
a_8[l_4240] = l_20;
let l_4250 = l_4240 + u32(1);
a_8[l_4250] = l_371;
}
}
}
}
} else {
let l_4251 = a_8[u32(1)];
let l_4252 = l_2 + l_4251;
let l_4253 = l_4252 * u32(2);
let l_4373 = info.static_meta[u32(6)];
let l_4374 = l_4373 * u32(1);
let l_4375 = l_4253 < l_4374;
if l_4375 {
buffer_6_global[l_4253] = l_20;
}
let l_4254 = l_4253 + u32(1);
let l_4376 = info.static_meta[u32(6)];
let l_4377 = l_4376 * u32(1);
let l_4378 = l_4254 < l_4377;
if l_4378 {
buffer_6_global[l_4254] = l_371;
}
let l_4255 = a_8[u32(1)];
let l_4256 = l_4255 + u32(1);
a_8[u32(1)] = l_4256;
}
}
}

for (var l_mut_4257: u32 = u32(0); l_mut_4257 < u32(65); l_mut_4257++) {
let l_4258 = id * u32(65);
let l_4259 = l_4258 + l_mut_4257;
let l_4260 = a_8[l_mut_4257];
let l_4379 = info.static_meta[u32(4)];
let l_4380 = l_4379 * u32(1);
let l_4381 = l_4259 < l_4380;
if l_4381 {
buffer_4_global[l_4259] = l_4260;
}
}

for (var l_mut_4261: u32 = u32(0); l_mut_4261 < u32(10); l_mut_4261++) {
let l_4262 = id * u32(10);
let l_4263 = l_4262 + l_mut_4261;
let l_4264 = a_9[l_mut_4261];
let l_4382 = info.static_meta[u32(5)];
let l_4383 = l_4382 * u32(1);
let l_4384 = l_4263 < l_4383;
if l_4384 {
buffer_5_global[l_4263] = l_4264;
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
