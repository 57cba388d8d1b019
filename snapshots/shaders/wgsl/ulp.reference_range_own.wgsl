@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f64>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<u32>;

struct info_st {
   static_meta: array<u32, 18>,
}

@group(0)
@binding(9)
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

var a_1940: array<u32, 1>;

var a_4009: array<f64, 2>;

var a_5052: array<f64, 2>;

var a_5268: array<f64, 2>;

var a_5682: array<f64, 2>;

var a_5856: array<f64, 2>;

var a_6428: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1025: bool;
var l_mut_1028: bool;
var l_mut_1031: bool;
var l_mut_1034: bool;
var l_mut_151: f64;
var l_mut_166: f64;
var l_mut_2087: f64;
var l_mut_241: f64;
var l_mut_29: f32;
var l_mut_308: i32;
var l_mut_30: f32;
var l_mut_3102: f64;
var l_mut_31: f32;
var l_mut_3356: f64;
var l_mut_3612: f64;
var l_mut_379: u32;
var l_mut_3866: f64;
var l_mut_395: f64;
var l_mut_4118: u32;
var l_mut_447: bool;
var l_mut_469: u64;
var l_mut_498: u64;
var l_mut_510: u64;
var l_mut_5161: u32;
var l_mut_567: f64;
var l_mut_856: u32;
var l_mut_933: u32;
var l_mut_974: u32;
let l_0 = id == u32(0);
if l_0 {
let l_7165 = info.static_meta[u32(8)];
let l_7166 = l_7165 * u32(1);
let l_7167 = u32(0) < l_7166;
if l_7167 {
buffer_8_global[u32(0)] = u32(1);
}
}
let l_7151 = info.static_meta[u32(0)];
let l_7152 = l_7151 * u32(1);
let l_7153 = u32(1) < l_7152;
let l_7154 = l_7152 - u32(1);
let l_7155 = min(u32(1), l_7154);
let l_7156 = buffer_0_global[l_7155];
let l_7157 = select(u32(0), l_7156, l_7153);
let l_1 = l_7157;
let l_2 = id * l_1;
let l_7158 = info.static_meta[u32(0)];
let l_7159 = l_7158 * u32(1);
let l_7160 = u32(2) < l_7159;
let l_7161 = l_7159 - u32(1);
let l_7162 = min(u32(2), l_7161);
let l_7163 = buffer_0_global[l_7162];
let l_7164 = select(u32(0), l_7163, l_7160);
let l_3 = l_7164;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_7168 = info.static_meta[u32(0)];
let l_7169 = l_7168 * u32(1);
let l_7170 = u32(2) < l_7169;
let l_7171 = l_7169 - u32(1);
let l_7172 = min(u32(2), l_7171);
let l_7173 = buffer_0_global[l_7172];
let l_7174 = select(u32(0), l_7173, l_7170);
let l_6 = l_7174;
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
let l_7175 = info.static_meta[u32(4)];
let l_7176 = l_7175 * u32(1);
let l_7177 = u32(1024) < l_7176;
let l_7178 = l_7176 - u32(1);
let l_7179 = min(u32(1024), l_7178);
let l_7180 = buffer_4_global[l_7179];
let l_7181 = select(u32(0), l_7180, l_7177);
let l_18 = l_7181;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);
let l_7182 = info.static_meta[u32(0)];
let l_7183 = l_7182 * u32(1);
let l_7184 = u32(3) < l_7183;
let l_7185 = l_7183 - u32(1);
let l_7186 = min(u32(3), l_7185);
let l_7187 = buffer_0_global[l_7186];
let l_7188 = select(u32(0), l_7187, l_7184);
let l_21 = l_7188;
let l_7189 = info.static_meta[u32(0)];
let l_7190 = l_7189 * u32(1);
let l_7191 = u32(4) < l_7190;
let l_7192 = l_7190 - u32(1);
let l_7193 = min(u32(4), l_7192);
let l_7194 = buffer_0_global[l_7193];
let l_7195 = select(u32(0), l_7194, l_7191);
let l_22 = l_7195;
let l_23 = l_22 == u32(1);
let l_7196 = info.static_meta[u32(0)];
let l_7197 = l_7196 * u32(1);
let l_7198 = u32(5) < l_7197;
let l_7199 = l_7197 - u32(1);
let l_7200 = min(u32(5), l_7199);
let l_7201 = buffer_0_global[l_7200];
let l_7202 = select(u32(0), l_7201, l_7198);
let l_24 = l_7202;

for (var l_mut_25: u32 = l_2; l_mut_25 < l_7; l_mut_25++) {
let l_7203 = info.static_meta[u32(0)];
let l_7204 = l_7203 * u32(1);
let l_7205 = u32(0) < l_7204;
let l_7206 = l_7204 - u32(1);
let l_7207 = min(u32(0), l_7206);
let l_7208 = buffer_0_global[l_7207];
let l_7209 = select(u32(0), l_7208, l_7205);
let l_26 = l_7209;
let l_27 = l_26 + l_mut_25;
let l_28 = bitcast<f32>(l_27);
l_mut_29 = l_28;
l_mut_30 = l_mut_29;
l_mut_31 = l_mut_29;
if l_23 {
let l_32 = u32(3) * u32(0);
let l_33 = u32(6) + l_32;
let l_34 = l_27 * u32(3);
let l_35 = l_34 + u32(0);
let l_36 = l_35 + l_24;
let l_37 = l_36 * u32(747796405);
let l_38 = l_37 + u32(2891336453);
let l_39 = l_38 >> u32(28);
let l_40 = l_39 + u32(4);
let l_41 = l_38 >> l_40;
let l_42 = l_41 ^ l_38;
let l_43 = l_42 * u32(277803737);
let l_44 = l_43 >> u32(22);
let l_45 = l_44 ^ l_43;
let l_7217 = info.static_meta[u32(0)];
let l_7218 = l_7217 * u32(1);
let l_7219 = l_33 < l_7218;
let l_7220 = l_7218 - u32(1);
let l_7221 = min(l_33, l_7220);
let l_7222 = buffer_0_global[l_7221];
let l_7223 = select(u32(0), l_7222, l_7219);
let l_46 = l_7223;
let l_47 = l_33 + u32(1);
let l_7224 = info.static_meta[u32(0)];
let l_7225 = l_7224 * u32(1);
let l_7226 = l_47 < l_7225;
let l_7227 = l_7225 - u32(1);
let l_7228 = min(l_47, l_7227);
let l_7229 = buffer_0_global[l_7228];
let l_7230 = select(u32(0), l_7229, l_7226);
let l_48 = l_7230;
let l_49 = l_33 + u32(2);
let l_7231 = info.static_meta[u32(0)];
let l_7232 = l_7231 * u32(1);
let l_7233 = l_49 < l_7232;
let l_7234 = l_7232 - u32(1);
let l_7235 = min(l_49, l_7234);
let l_7236 = buffer_0_global[l_7235];
let l_7237 = select(u32(0), l_7236, l_7233);
let l_50 = l_7237;
let l_51 = l_45 ^ u32(2654435769);
let l_52 = l_51 * u32(747796405);
let l_53 = l_52 + u32(2891336453);
let l_54 = l_53 >> u32(28);
let l_55 = l_54 + u32(4);
let l_56 = l_53 >> l_55;
let l_57 = l_56 ^ l_53;
let l_58 = l_57 * u32(277803737);
let l_59 = l_58 >> u32(22);
let l_60 = l_59 ^ l_58;
let l_61 = l_60 % l_48;
let l_62 = l_46 + l_61;
let l_63 = l_45 & u32(2147483648);
let l_64 = l_63 * l_50;
let l_65 = l_62 << u32(23);
let l_66 = l_64 | l_65;
let l_67 = l_45 & u32(8388607);
let l_68 = l_66 | l_67;
let l_69 = bitcast<f32>(l_68);
l_mut_29 = l_69;
let l_70 = u32(3) * u32(1);
let l_71 = u32(6) + l_70;
let l_72 = l_27 * u32(3);
let l_73 = l_72 + u32(1);
let l_74 = l_73 + l_24;
let l_75 = l_74 * u32(747796405);
let l_76 = l_75 + u32(2891336453);
let l_77 = l_76 >> u32(28);
let l_78 = l_77 + u32(4);
let l_79 = l_76 >> l_78;
let l_80 = l_79 ^ l_76;
let l_81 = l_80 * u32(277803737);
let l_82 = l_81 >> u32(22);
let l_83 = l_82 ^ l_81;
let l_7238 = info.static_meta[u32(0)];
let l_7239 = l_7238 * u32(1);
let l_7240 = l_71 < l_7239;
let l_7241 = l_7239 - u32(1);
let l_7242 = min(l_71, l_7241);
let l_7243 = buffer_0_global[l_7242];
let l_7244 = select(u32(0), l_7243, l_7240);
let l_84 = l_7244;
let l_85 = l_71 + u32(1);
let l_7245 = info.static_meta[u32(0)];
let l_7246 = l_7245 * u32(1);
let l_7247 = l_85 < l_7246;
let l_7248 = l_7246 - u32(1);
let l_7249 = min(l_85, l_7248);
let l_7250 = buffer_0_global[l_7249];
let l_7251 = select(u32(0), l_7250, l_7247);
let l_86 = l_7251;
let l_87 = l_71 + u32(2);
let l_7252 = info.static_meta[u32(0)];
let l_7253 = l_7252 * u32(1);
let l_7254 = l_87 < l_7253;
let l_7255 = l_7253 - u32(1);
let l_7256 = min(l_87, l_7255);
let l_7257 = buffer_0_global[l_7256];
let l_7258 = select(u32(0), l_7257, l_7254);
let l_88 = l_7258;
let l_89 = l_83 ^ u32(2654435769);
let l_90 = l_89 * u32(747796405);
let l_91 = l_90 + u32(2891336453);
let l_92 = l_91 >> u32(28);
let l_93 = l_92 + u32(4);
let l_94 = l_91 >> l_93;
let l_95 = l_94 ^ l_91;
let l_96 = l_95 * u32(277803737);
let l_97 = l_96 >> u32(22);
let l_98 = l_97 ^ l_96;
let l_99 = l_98 % l_86;
let l_100 = l_84 + l_99;
let l_101 = l_83 & u32(2147483648);
let l_102 = l_101 * l_88;
let l_103 = l_100 << u32(23);
let l_104 = l_102 | l_103;
let l_105 = l_83 & u32(8388607);
let l_106 = l_104 | l_105;
let l_107 = bitcast<f32>(l_106);
l_mut_30 = l_107;
let l_108 = u32(3) * u32(2);
let l_109 = u32(6) + l_108;
let l_110 = l_27 * u32(3);
let l_111 = l_110 + u32(2);
let l_112 = l_111 + l_24;
let l_113 = l_112 * u32(747796405);
let l_114 = l_113 + u32(2891336453);
let l_115 = l_114 >> u32(28);
let l_116 = l_115 + u32(4);
let l_117 = l_114 >> l_116;
let l_118 = l_117 ^ l_114;
let l_119 = l_118 * u32(277803737);
let l_120 = l_119 >> u32(22);
let l_121 = l_120 ^ l_119;
let l_7259 = info.static_meta[u32(0)];
let l_7260 = l_7259 * u32(1);
let l_7261 = l_109 < l_7260;
let l_7262 = l_7260 - u32(1);
let l_7263 = min(l_109, l_7262);
let l_7264 = buffer_0_global[l_7263];
let l_7265 = select(u32(0), l_7264, l_7261);
let l_122 = l_7265;
let l_123 = l_109 + u32(1);
let l_7266 = info.static_meta[u32(0)];
let l_7267 = l_7266 * u32(1);
let l_7268 = l_123 < l_7267;
let l_7269 = l_7267 - u32(1);
let l_7270 = min(l_123, l_7269);
let l_7271 = buffer_0_global[l_7270];
let l_7272 = select(u32(0), l_7271, l_7268);
let l_124 = l_7272;
let l_125 = l_109 + u32(2);
let l_7273 = info.static_meta[u32(0)];
let l_7274 = l_7273 * u32(1);
let l_7275 = l_125 < l_7274;
let l_7276 = l_7274 - u32(1);
let l_7277 = min(l_125, l_7276);
let l_7278 = buffer_0_global[l_7277];
let l_7279 = select(u32(0), l_7278, l_7275);
let l_126 = l_7279;
let l_127 = l_121 ^ u32(2654435769);
let l_128 = l_127 * u32(747796405);
let l_129 = l_128 + u32(2891336453);
let l_130 = l_129 >> u32(28);
let l_131 = l_130 + u32(4);
let l_132 = l_129 >> l_131;
let l_133 = l_132 ^ l_129;
let l_134 = l_133 * u32(277803737);
let l_135 = l_134 >> u32(22);
let l_136 = l_135 ^ l_134;
let l_137 = l_136 % l_124;
let l_138 = l_122 + l_137;
let l_139 = l_121 & u32(2147483648);
let l_140 = l_139 * l_126;
let l_141 = l_138 << u32(23);
let l_142 = l_140 | l_141;
let l_143 = l_121 & u32(8388607);
let l_144 = l_142 | l_143;
let l_145 = bitcast<f32>(l_144);
l_mut_31 = l_145;
}
let l_7210 = info.static_meta[u32(1)];
let l_7211 = l_7210 * u32(1);
let l_7212 = l_mut_25 < l_7211;
let l_7213 = l_7211 - u32(1);
let l_7214 = min(l_mut_25, l_7213);
let l_7215 = buffer_1_global[l_7214];
let l_7216 = select(f32(0.0), l_7215, l_7212);
let l_146 = l_7216;
let l_147 = bitcast<u32>(l_mut_29);
let l_148 = l_147 & u32(2147483647);
let l_149 = bitcast<f32>(l_148);
let l_150 = f64(l_149);
l_mut_151 = l_150;
let l_152 = l_148 < u32(8388608);
if l_152 {
let l_153 = f64(l_148);
let l_154 = l_153 * f64(1.401298464324817e-45);
l_mut_151 = l_154;
}
let l_155 = bitcast<u64>(l_mut_151);
let l_156 = l_147 >> u32(31);
let l_157 = u64(l_156);
let l_158 = l_157 << u32(bitcast<u64>(u64(63)));
let l_159 = l_155 | l_158;
let l_160 = bitcast<f64>(l_159);
l_mut_151 = l_160;
let l_161 = l_21 == u32(0);
if l_161 {
let l_162 = bitcast<u32>(l_mut_30);
let l_163 = l_162 & u32(2147483647);
let l_164 = bitcast<f32>(l_163);
let l_165 = f64(l_164);
l_mut_166 = l_165;
let l_167 = l_163 < u32(8388608);
if l_167 {
let l_168 = f64(l_163);
let l_169 = l_168 * f64(1.401298464324817e-45);
l_mut_166 = l_169;
}
let l_170 = bitcast<u64>(l_mut_166);
let l_171 = l_162 >> u32(31);
let l_172 = u64(l_171);
let l_173 = l_172 << u32(bitcast<u64>(u64(63)));
let l_174 = l_170 | l_173;
let l_175 = bitcast<f64>(l_174);
l_mut_151 = l_mut_151 / l_175;
} else {
let l_176 = l_21 == u32(10);
if l_176 {
let l_177 = bitcast<u32>(l_mut_30);
let l_178 = l_177 & u32(2147483647);
let l_179 = bitcast<f32>(l_178);
let l_180 = f64(l_179);
l_mut_166 = l_180;
let l_181 = l_178 < u32(8388608);
if l_181 {
let l_182 = f64(l_178);
let l_183 = l_182 * f64(1.401298464324817e-45);
l_mut_166 = l_183;
}
let l_184 = bitcast<u64>(l_mut_166);
let l_185 = l_177 >> u32(31);
let l_186 = u64(l_185);
let l_187 = l_186 << u32(bitcast<u64>(u64(63)));
let l_188 = l_184 | l_187;
let l_189 = bitcast<f64>(l_188);
let l_190 = l_mut_151 * l_189;
let l_191 = bitcast<u32>(l_mut_31);
let l_192 = l_191 & u32(2147483647);
let l_193 = bitcast<f32>(l_192);
let l_194 = f64(l_193);
l_mut_166 = l_194;
let l_195 = l_192 < u32(8388608);
if l_195 {
let l_196 = f64(l_192);
let l_197 = l_196 * f64(1.401298464324817e-45);
l_mut_166 = l_197;
}
let l_198 = bitcast<u64>(l_mut_166);
let l_199 = l_191 >> u32(31);
let l_200 = u64(l_199);
let l_201 = l_200 << u32(bitcast<u64>(u64(63)));
let l_202 = l_198 | l_201;
let l_203 = bitcast<f64>(l_202);
let l_204 = l_190 + l_203;
l_mut_151 = l_204;
} else {
let l_205 = l_21 == u32(4);
if l_205 {
let l_7280 = info.static_meta[u32(4)];
let l_7281 = l_7280 * u32(1);
let l_7282 = u32(1024) < l_7281;
let l_7283 = l_7281 - u32(1);
let l_7284 = min(u32(1024), l_7283);
let l_7285 = buffer_4_global[l_7284];
let l_7286 = select(u32(0), l_7285, l_7282);
let l_206 = l_7286;
let l_207 = bitcast<f32>(l_206);
let l_208 = f64(l_207);
let l_209 = bitcast<u32>(l_mut_29);
let l_210 = l_209 & u32(2147483647);
let l_211 = bitcast<f32>(l_210);
let l_212 = f64(l_211);
l_mut_166 = l_212;
let l_213 = l_210 < u32(8388608);
if l_213 {
let l_214 = f64(l_210);
let l_215 = l_214 * f64(1.401298464324817e-45);
l_mut_166 = l_215;
}
let l_216 = bitcast<u64>(l_mut_166);
let l_217 = l_209 >> u32(31);
let l_218 = u64(l_217);
let l_219 = l_218 << u32(bitcast<u64>(u64(63)));
let l_220 = l_216 | l_219;
let l_221 = bitcast<f64>(l_220);
let l_222 = l_221 + f64(0.0);
l_mut_166 = l_222;
let l_223 = is_nan_1_f64(l_222);if l_223 {
} else {
let l_224 = l_222 < f64(-700.0);
if l_224 {
l_mut_166 = f64(0.0);
} else {
let l_225 = l_222 > f64(700.0);
if l_225 {
let l_226 = bitcast<u64>(l_222);
let l_227 = l_226 | u64(9218868437227405312);
let l_228 = l_227 & bitcast<u64>(i64(-4503599627370496));
let l_229 = bitcast<f64>(l_228);
l_mut_166 = l_229;
} else {
let l_230 = l_222 * f64(1.4426950408889634);
let l_231 = l_230 + f64(0.5);
let l_232 = floor(l_231);
let l_233 = l_232 * f64(0.6931471824645996);
let l_234 = l_221 - l_233;
let l_235 = l_234 * l_208;
let l_236 = l_232 * f64(-1.904654299957768e-9);
let l_237 = f64(0.0) - l_236;
let l_238 = l_235 + l_237;
let l_239 = l_238 * f64(7.647163731819816e-13);
let l_240 = l_239 + f64(1.1470745597729725e-11);
l_mut_241 = l_240;
let l_242 = l_mut_241 * l_238;
let l_243 = l_242 + f64(1.6059043836821613e-10);
l_mut_241 = l_243;
let l_244 = l_mut_241 * l_238;
let l_245 = l_244 + f64(2.08767569878681e-9);
l_mut_241 = l_245;
let l_246 = l_mut_241 * l_238;
let l_247 = l_246 + f64(2.505210838544172e-8);
l_mut_241 = l_247;
let l_248 = l_mut_241 * l_238;
let l_249 = l_248 + f64(2.755731922398589e-7);
l_mut_241 = l_249;
let l_250 = l_mut_241 * l_238;
let l_251 = l_250 + f64(2.7557319223985893e-6);
l_mut_241 = l_251;
let l_252 = l_mut_241 * l_238;
let l_253 = l_252 + f64(2.48015873015873e-5);
l_mut_241 = l_253;
let l_254 = l_mut_241 * l_238;
let l_255 = l_254 + f64(0.0001984126984126984);
l_mut_241 = l_255;
let l_256 = l_mut_241 * l_238;
let l_257 = l_256 + f64(0.001388888888888889);
l_mut_241 = l_257;
let l_258 = l_mut_241 * l_238;
let l_259 = l_258 + f64(0.008333333333333333);
l_mut_241 = l_259;
let l_260 = l_mut_241 * l_238;
let l_261 = l_260 + f64(0.041666666666666664);
l_mut_241 = l_261;
let l_262 = l_mut_241 * l_238;
let l_263 = l_262 + f64(0.16666666666666666);
l_mut_241 = l_263;
let l_264 = l_mut_241 * l_238;
let l_265 = l_264 + f64(0.5);
l_mut_241 = l_265;
let l_266 = l_238 * l_238;
let l_267 = l_266 * l_mut_241;
let l_268 = l_238 + l_267;
let l_269 = f64(1.0) + l_268;
let l_270 = i32(l_232);
let l_271 = l_270 + i32(1023);
let l_272 = u64(l_271);
let l_273 = l_272 << u32(bitcast<u64>(u64(52)));
let l_274 = bitcast<f64>(l_273);
let l_275 = l_269 * l_274;
l_mut_166 = l_275;
}
}
}
l_mut_151 = l_mut_166;
} else {
let l_276 = l_21 == u32(5);
if l_276 {
let l_277 = bitcast<u32>(l_mut_29);
let l_278 = l_277 & u32(2147483647);
let l_279 = bitcast<f32>(l_278);
let l_280 = f64(l_279);
l_mut_241 = l_280;
let l_281 = l_278 < u32(8388608);
if l_281 {
let l_282 = f64(l_278);
let l_283 = l_282 * f64(1.401298464324817e-45);
l_mut_241 = l_283;
}
let l_284 = bitcast<u64>(l_mut_241);
let l_285 = l_277 >> u32(31);
let l_286 = u64(l_285);
let l_287 = l_286 << u32(bitcast<u64>(u64(63)));
let l_288 = l_284 | l_287;
let l_289 = bitcast<f64>(l_288);
l_mut_241 = l_289;
let l_290 = l_289 < f64(0.0);
if l_290 {
let l_291 = bitcast<u64>(l_289);
let l_292 = l_291 | u64(9221120237041090560);
let l_293 = bitcast<f64>(l_292);
l_mut_241 = l_293;
} else {
let l_294 = l_289 == f64(0.0);
if l_294 {
let l_295 = abs(l_289);
let l_296 = bitcast<u64>(l_295);
let l_297 = l_296 | u64(9218868437227405312);
let l_298 = l_297 & bitcast<u64>(i64(-4503599627370496));
let l_299 = bitcast<f64>(l_298);
let l_300 = -l_299;
l_mut_241 = l_300;
} else {
let l_301 = bitcast<u32>(l_mut_29);
let l_302 = l_301 < u32(2139095040);
if l_302 {
let l_303 = bitcast<u64>(l_289);
let l_304 = l_303 >> u32(bitcast<u64>(u64(52)));
let l_305 = l_304 & u64(2047);
let l_306 = i32(bitcast<i64>(l_305));
let l_307 = l_306 - i32(1023);
l_mut_308 = l_307;
let l_309 = l_303 & u64(4503599627370495);
let l_310 = l_309 | u64(4607182418800017408);
let l_311 = bitcast<f64>(l_310);
l_mut_166 = l_311;
let l_312 = l_mut_166 > f64(1.4142135623730951);
if l_312 {
l_mut_166 = l_mut_166 * f64(0.5);
l_mut_308 = l_mut_308 + i32(1);
}
let l_313 = l_mut_166 - f64(1.0);
let l_314 = f64(2.0) + l_313;
let l_315 = l_313 / l_314;
let l_316 = l_315 * l_315;
let l_317 = l_316 * f64(0.04);
let l_318 = l_317 + f64(0.043478260869565216);
l_mut_166 = l_318;
let l_319 = l_mut_166 * l_316;
let l_320 = l_319 + f64(0.047619047619047616);
l_mut_166 = l_320;
let l_321 = l_mut_166 * l_316;
let l_322 = l_321 + f64(0.05263157894736842);
l_mut_166 = l_322;
let l_323 = l_mut_166 * l_316;
let l_324 = l_323 + f64(0.058823529411764705);
l_mut_166 = l_324;
let l_325 = l_mut_166 * l_316;
let l_326 = l_325 + f64(0.06666666666666667);
l_mut_166 = l_326;
let l_327 = l_mut_166 * l_316;
let l_328 = l_327 + f64(0.07692307692307693);
l_mut_166 = l_328;
let l_329 = l_mut_166 * l_316;
let l_330 = l_329 + f64(0.09090909090909091);
l_mut_166 = l_330;
let l_331 = l_mut_166 * l_316;
let l_332 = l_331 + f64(0.1111111111111111);
l_mut_166 = l_332;
let l_333 = l_mut_166 * l_316;
let l_334 = l_333 + f64(0.14285714285714285);
l_mut_166 = l_334;
let l_335 = l_mut_166 * l_316;
let l_336 = l_335 + f64(0.2);
l_mut_166 = l_336;
let l_337 = l_mut_166 * l_316;
let l_338 = l_337 + f64(0.3333333333333333);
l_mut_166 = l_338;
let l_339 = f64(2.0) * l_315;
let l_340 = f64(2.0) * l_315;
let l_341 = l_340 * l_316;
let l_342 = l_341 * l_mut_166;
let l_343 = l_339 + l_342;
let l_344 = f64(l_mut_308);
let l_345 = l_344 * f64(0.6931471824645996);
let l_346 = l_344 * f64(-1.904654299957768e-9);
let l_347 = l_346 + l_343;
let l_348 = l_345 + l_347;
l_mut_241 = l_348;
}
}
}
l_mut_151 = l_mut_241;
} else {
let l_349 = l_21 == u32(6);
let l_350 = l_21 == u32(7);
let l_351 = l_349 || l_350;
let l_352 = l_21 == u32(8);
let l_353 = l_351 || l_352;
if l_353 {
let l_354 = bitcast<u32>(l_mut_29);
let l_355 = l_354 & u32(2147483647);
let l_356 = f64(l_mut_29);
let l_357 = bitcast<u64>(l_356);
let l_358 = l_357 | u64(9221120237041090560);
let l_359 = bitcast<f64>(l_358);
l_mut_241 = l_359;
let l_360 = bitcast<f32>(l_355);
let l_361 = l_360 < f32(4.0);
if l_361 {
let l_7287 = info.static_meta[u32(4)];
let l_7288 = l_7287 * u32(1);
let l_7289 = u32(1024) < l_7288;
let l_7290 = l_7288 - u32(1);
let l_7291 = min(u32(1024), l_7290);
let l_7292 = buffer_4_global[l_7291];
let l_7293 = select(u32(0), l_7292, l_7289);
let l_362 = l_7293;
let l_363 = bitcast<f32>(l_362);
let l_364 = f64(l_363);
let l_365 = bitcast<u32>(l_mut_29);
let l_366 = l_365 & u32(2147483647);
let l_367 = bitcast<f32>(l_366);
let l_368 = f64(l_367);
l_mut_166 = l_368;
let l_369 = l_366 < u32(8388608);
if l_369 {
let l_370 = f64(l_366);
let l_371 = l_370 * f64(1.401298464324817e-45);
l_mut_166 = l_371;
}
let l_372 = bitcast<u64>(l_mut_166);
let l_373 = l_365 >> u32(31);
let l_374 = u64(l_373);
let l_375 = l_374 << u32(bitcast<u64>(u64(63)));
let l_376 = l_372 | l_375;
let l_377 = bitcast<f64>(l_376);
let l_378 = abs(l_377);
l_mut_166 = l_378;
l_mut_379 = u32(0);
let l_380 = l_378 >= f64(0.785);
if l_380 {
let l_381 = l_378 * f64(0.6366197723675814);
let l_382 = l_381 + f64(0.5);
let l_383 = floor(l_382);
let l_384 = l_383 * f64(1.570796325802803);
let l_385 = l_378 - l_384;
let l_386 = l_385 * l_364;
let l_387 = l_383 * f64(9.920935796805404e-10);
let l_388 = l_386 - l_387;
l_mut_166 = l_388;
let l_389 = u32(l_383);
l_mut_379 = l_389;
}
let l_390 = bitcast<u32>(l_mut_29);
let l_391 = l_390 >= u32(2147483648);
let l_392 = l_mut_166 * l_mut_166;
let l_393 = l_392 * f64(1.9572941063391263e-20);
let l_394 = f64(8.22063524662433e-18) - l_393;
l_mut_395 = l_394;
let l_396 = l_mut_395 * l_392;
let l_397 = l_396 - f64(2.8114572543455206e-15);
l_mut_395 = l_397;
let l_398 = l_mut_395 * l_392;
let l_399 = l_398 + f64(7.647163731819816e-13);
l_mut_395 = l_399;
let l_400 = l_mut_395 * l_392;
let l_401 = l_400 - f64(1.6059043836821613e-10);
l_mut_395 = l_401;
let l_402 = l_mut_395 * l_392;
let l_403 = l_402 + f64(2.505210838544172e-8);
l_mut_395 = l_403;
let l_404 = l_mut_395 * l_392;
let l_405 = l_404 - f64(2.7557319223985893e-6);
l_mut_395 = l_405;
let l_406 = l_mut_395 * l_392;
let l_407 = l_406 + f64(0.0001984126984126984);
l_mut_395 = l_407;
let l_408 = l_mut_395 * l_392;
let l_409 = l_408 - f64(0.008333333333333333);
l_mut_395 = l_409;
let l_410 = l_mut_395 * l_392;
let l_411 = l_410 + f64(0.16666666666666666);
l_mut_395 = l_411;
let l_412 = f64(0.5) * l_392;
let l_413 = f64(1.0) - l_412;
let l_414 = f64(0.0) * l_413;
let l_415 = l_mut_166 * l_392;
let l_416 = l_415 * l_mut_395;
let l_417 = l_414 - l_416;
let l_418 = l_mut_166 + l_417;
let l_419 = l_mut_166 * l_mut_166;
let l_420 = l_419 * f64(4.110317623312165e-19);
let l_421 = l_420 - f64(1.5619206968586225e-16);
l_mut_395 = l_421;
let l_422 = l_mut_395 * l_419;
let l_423 = l_422 + f64(4.779477332387385e-14);
l_mut_395 = l_423;
let l_424 = l_mut_395 * l_419;
let l_425 = l_424 - f64(1.1470745597729725e-11);
l_mut_395 = l_425;
let l_426 = l_mut_395 * l_419;
let l_427 = l_426 + f64(2.08767569878681e-9);
l_mut_395 = l_427;
let l_428 = l_mut_395 * l_419;
let l_429 = l_428 - f64(2.755731922398589e-7);
l_mut_395 = l_429;
let l_430 = l_mut_395 * l_419;
let l_431 = l_430 + f64(2.48015873015873e-5);
l_mut_395 = l_431;
let l_432 = l_mut_395 * l_419;
let l_433 = l_432 - f64(0.001388888888888889);
l_mut_395 = l_433;
let l_434 = l_mut_395 * l_419;
let l_435 = l_434 + f64(0.041666666666666664);
l_mut_395 = l_435;
let l_436 = f64(0.5) * l_419;
let l_437 = f64(1.0) - l_436;
let l_438 = l_419 * l_419;
let l_439 = l_438 * l_mut_395;
let l_440 = f64(0.0) * l_mut_166;
let l_441 = l_439 - l_440;
let l_442 = l_437 + l_441;
let l_443 = l_mut_379 & u32(1);
let l_444 = l_443 == u32(1);
l_mut_395 = l_418;
let l_445 = l_mut_379 & u32(2);
let l_446 = l_445 != u32(0);
l_mut_447 = l_446;
let l_448 = l_21 == u32(6);
if l_448 {
if l_444 {
l_mut_395 = l_442;
}
} else {
let l_449 = l_21 == u32(7);
if l_449 {
l_mut_395 = l_442;
if l_444 {
l_mut_395 = l_418;
}
let l_450 = l_mut_379 + u32(1);
let l_451 = l_450 & u32(2);
let l_452 = l_451 != u32(0);
l_mut_447 = l_452;
} else {
let l_453 = l_418 / l_442;
l_mut_395 = l_453;
if l_444 {
let l_454 = l_442 / l_418;
l_mut_395 = l_454;
}
l_mut_447 = l_444;
}
}
let l_455 = l_21 != u32(7);
let l_456 = l_455 && l_391;
if l_456 {
let l_457 = !l_mut_447;
l_mut_447 = l_457;
}
if l_mut_447 {
let l_458 = -l_mut_395;
l_mut_395 = l_458;
}
l_mut_241 = l_mut_395;
} else {
let l_459 = l_355 < u32(2139095040);
if l_459 {
let l_460 = l_355 & u32(8388607);
let l_461 = l_460 | u32(8388608);
let l_462 = u64(l_461);
let l_463 = l_355 >> u32(23);
let l_464 = l_463 * u32(4);
let l_465 = l_464 + u32(3);
let l_7294 = info.static_meta[u32(4)];
let l_7295 = l_7294 * u32(1);
let l_7296 = l_465 < l_7295;
let l_7297 = l_7295 - u32(1);
let l_7298 = min(l_465, l_7297);
let l_7299 = buffer_4_global[l_7298];
let l_7300 = select(u32(0), l_7299, l_7296);
let l_466 = l_7300;
let l_467 = u64(l_466);
let l_468 = l_462 * l_467;
l_mut_469 = l_468;
let l_470 = l_mut_469 & u64(4294967295);
let l_471 = l_mut_469 >> u32(bitcast<u64>(u64(32)));
let l_472 = l_464 + u32(2);
let l_7301 = info.static_meta[u32(4)];
let l_7302 = l_7301 * u32(1);
let l_7303 = l_472 < l_7302;
let l_7304 = l_7302 - u32(1);
let l_7305 = min(l_472, l_7304);
let l_7306 = buffer_4_global[l_7305];
let l_7307 = select(u32(0), l_7306, l_7303);
let l_473 = l_7307;
let l_474 = u64(l_473);
let l_475 = l_462 * l_474;
let l_476 = l_471 + l_475;
l_mut_469 = l_476;
let l_477 = l_mut_469 & u64(4294967295);
let l_478 = l_mut_469 >> u32(bitcast<u64>(u64(32)));
let l_479 = l_464 + u32(1);
let l_7308 = info.static_meta[u32(4)];
let l_7309 = l_7308 * u32(1);
let l_7310 = l_479 < l_7309;
let l_7311 = l_7309 - u32(1);
let l_7312 = min(l_479, l_7311);
let l_7313 = buffer_4_global[l_7312];
let l_7314 = select(u32(0), l_7313, l_7310);
let l_480 = l_7314;
let l_481 = u64(l_480);
let l_482 = l_462 * l_481;
let l_483 = l_478 + l_482;
l_mut_469 = l_483;
let l_484 = l_mut_469 & u64(4294967295);
let l_485 = l_mut_469 >> u32(bitcast<u64>(u64(32)));
let l_7315 = info.static_meta[u32(4)];
let l_7316 = l_7315 * u32(1);
let l_7317 = l_464 < l_7316;
let l_7318 = l_7316 - u32(1);
let l_7319 = min(l_464, l_7318);
let l_7320 = buffer_4_global[l_7319];
let l_7321 = select(u32(0), l_7320, l_7317);
let l_486 = l_7321;
let l_487 = u64(l_486);
let l_488 = l_462 * l_487;
let l_489 = l_485 + l_488;
l_mut_469 = l_489;
let l_490 = l_mut_469 >> u32(bitcast<u64>(u64(29)));
let l_491 = l_490 & u64(3);
let l_492 = u32(bitcast<u64>(l_491));
l_mut_379 = l_492;
let l_493 = l_mut_469 & u64(536870911);
let l_494 = l_493 << u32(bitcast<u64>(u64(32)));
let l_495 = l_494 | l_484;
l_mut_469 = l_495;
let l_496 = l_477 << u32(bitcast<u64>(u64(32)));
let l_497 = l_496 | l_470;
l_mut_498 = l_497;
let l_499 = l_mut_469 >= u64(1152921504606846976);
if l_499 {
let l_500 = l_mut_379 + u32(1);
let l_501 = l_500 & u32(3);
l_mut_379 = l_501;
let l_502 = l_mut_498 != u64(0);
let l_503 = u64(l_502);
let l_504 = u64(0) - l_mut_498;
l_mut_498 = l_504;
let l_505 = u64(2305843009213693952) - l_mut_469;
let l_506 = l_505 - l_503;
l_mut_469 = l_506;
}
let l_507 = select(countLeadingZeros(u32(l_mut_498 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_498)), (l_mut_498 >> u32(32u)) == u64(0));
let l_508 = u64(l_507);
let l_509 = l_mut_498 << u32(bitcast<u64>(l_508));
l_mut_510 = l_509;
let l_511 = i32(l_507);
let l_512 = i32(0) - l_511;
l_mut_308 = l_512;
let l_513 = l_mut_469 != u64(0);
if l_513 {
let l_514 = select(countLeadingZeros(u32(l_mut_469 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_469)), (l_mut_469 >> u32(32u)) == u64(0));
let l_515 = u64(l_514);
let l_516 = l_mut_469 << u32(bitcast<u64>(l_515));
let l_517 = u32(64) - l_514;
let l_518 = u64(l_517);
let l_519 = l_mut_498 >> u32(bitcast<u64>(l_518));
let l_520 = l_516 | l_519;
l_mut_510 = l_520;
let l_521 = i32(l_514);
let l_522 = i32(64) - l_521;
l_mut_308 = l_522;
}
let l_523 = l_mut_510 >> u32(bitcast<u64>(u64(32)));
let l_524 = l_mut_510 & u64(4294967295);
let l_525 = l_523 * u64(560513588);
let l_526 = l_524 * u64(3373259426);
let l_527 = l_524 * u64(560513588);
let l_528 = l_527 >> u32(bitcast<u64>(u64(32)));
let l_529 = l_525 & u64(4294967295);
let l_530 = l_528 + l_529;
let l_531 = l_526 & u64(4294967295);
let l_532 = l_530 + l_531;
let l_533 = l_523 * u64(3373259426);
let l_534 = l_525 >> u32(bitcast<u64>(u64(32)));
let l_535 = l_533 + l_534;
let l_536 = l_526 >> u32(bitcast<u64>(u64(32)));
let l_537 = l_535 + l_536;
let l_538 = l_532 >> u32(bitcast<u64>(u64(32)));
let l_539 = l_537 + l_538;
l_mut_510 = l_539;
let l_540 = l_mut_308 - i32(124);
l_mut_308 = l_540;
let l_541 = l_mut_510 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_541 {
let l_542 = l_mut_510 << u32(bitcast<u64>(u64(1)));
let l_543 = l_532 >> u32(bitcast<u64>(u64(31)));
let l_544 = l_543 & u64(1);
let l_545 = l_542 | l_544;
l_mut_510 = l_545;
l_mut_308 = l_mut_308 - i32(1);
}
let l_546 = l_mut_510 >> u32(bitcast<u64>(u64(11)));
let l_547 = f64(l_546);
let l_548 = l_mut_308 + i32(11);
let l_549 = l_548 + i32(1023);
let l_550 = u64(l_549);
let l_551 = l_550 << u32(bitcast<u64>(u64(52)));
let l_552 = bitcast<f64>(l_551);
let l_553 = l_547 * l_552;
l_mut_395 = l_553;
let l_554 = l_mut_510 & u64(2047);
let l_555 = f64(l_554);
let l_556 = l_mut_308 + i32(1023);
let l_557 = u64(l_556);
let l_558 = l_557 << u32(bitcast<u64>(u64(52)));
let l_559 = bitcast<f64>(l_558);
let l_560 = l_555 * l_559;
l_mut_166 = l_560;
if l_499 {
let l_561 = -l_mut_395;
l_mut_395 = l_561;
let l_562 = -l_mut_166;
l_mut_166 = l_562;
}
let l_563 = l_354 >= u32(2147483648);
let l_564 = l_mut_395 * l_mut_395;
let l_565 = l_564 * f64(1.9572941063391263e-20);
let l_566 = f64(8.22063524662433e-18) - l_565;
l_mut_567 = l_566;
let l_568 = l_mut_567 * l_564;
let l_569 = l_568 - f64(2.8114572543455206e-15);
l_mut_567 = l_569;
let l_570 = l_mut_567 * l_564;
let l_571 = l_570 + f64(7.647163731819816e-13);
l_mut_567 = l_571;
let l_572 = l_mut_567 * l_564;
let l_573 = l_572 - f64(1.6059043836821613e-10);
l_mut_567 = l_573;
let l_574 = l_mut_567 * l_564;
let l_575 = l_574 + f64(2.505210838544172e-8);
l_mut_567 = l_575;
let l_576 = l_mut_567 * l_564;
let l_577 = l_576 - f64(2.7557319223985893e-6);
l_mut_567 = l_577;
let l_578 = l_mut_567 * l_564;
let l_579 = l_578 + f64(0.0001984126984126984);
l_mut_567 = l_579;
let l_580 = l_mut_567 * l_564;
let l_581 = l_580 - f64(0.008333333333333333);
l_mut_567 = l_581;
let l_582 = l_mut_567 * l_564;
let l_583 = l_582 + f64(0.16666666666666666);
l_mut_567 = l_583;
let l_584 = f64(0.5) * l_564;
let l_585 = f64(1.0) - l_584;
let l_586 = l_mut_166 * l_585;
let l_587 = l_mut_395 * l_564;
let l_588 = l_587 * l_mut_567;
let l_589 = l_586 - l_588;
let l_590 = l_mut_395 + l_589;
let l_591 = l_mut_395 * l_mut_395;
let l_592 = l_591 * f64(4.110317623312165e-19);
let l_593 = l_592 - f64(1.5619206968586225e-16);
l_mut_567 = l_593;
let l_594 = l_mut_567 * l_591;
let l_595 = l_594 + f64(4.779477332387385e-14);
l_mut_567 = l_595;
let l_596 = l_mut_567 * l_591;
let l_597 = l_596 - f64(1.1470745597729725e-11);
l_mut_567 = l_597;
let l_598 = l_mut_567 * l_591;
let l_599 = l_598 + f64(2.08767569878681e-9);
l_mut_567 = l_599;
let l_600 = l_mut_567 * l_591;
let l_601 = l_600 - f64(2.755731922398589e-7);
l_mut_567 = l_601;
let l_602 = l_mut_567 * l_591;
let l_603 = l_602 + f64(2.48015873015873e-5);
l_mut_567 = l_603;
let l_604 = l_mut_567 * l_591;
let l_605 = l_604 - f64(0.001388888888888889);
l_mut_567 = l_605;
let l_606 = l_mut_567 * l_591;
let l_607 = l_606 + f64(0.041666666666666664);
l_mut_567 = l_607;
let l_608 = f64(0.5) * l_591;
let l_609 = f64(1.0) - l_608;
let l_610 = l_591 * l_591;
let l_611 = l_610 * l_mut_567;
let l_612 = l_mut_166 * l_mut_395;
let l_613 = l_611 - l_612;
let l_614 = l_609 + l_613;
let l_615 = l_mut_379 & u32(1);
let l_616 = l_615 == u32(1);
l_mut_567 = l_590;
let l_617 = l_mut_379 & u32(2);
let l_618 = l_617 != u32(0);
l_mut_447 = l_618;
let l_619 = l_21 == u32(6);
if l_619 {
if l_616 {
l_mut_567 = l_614;
}
} else {
let l_620 = l_21 == u32(7);
if l_620 {
l_mut_567 = l_614;
if l_616 {
l_mut_567 = l_590;
}
let l_621 = l_mut_379 + u32(1);
let l_622 = l_621 & u32(2);
let l_623 = l_622 != u32(0);
l_mut_447 = l_623;
} else {
let l_624 = l_590 / l_614;
l_mut_567 = l_624;
if l_616 {
let l_625 = l_614 / l_590;
l_mut_567 = l_625;
}
l_mut_447 = l_616;
}
}
let l_626 = l_21 != u32(7);
let l_627 = l_626 && l_563;
if l_627 {
let l_628 = !l_mut_447;
l_mut_447 = l_628;
}
if l_mut_447 {
let l_629 = -l_mut_567;
l_mut_567 = l_629;
}
l_mut_241 = l_mut_567;
}
}
l_mut_151 = l_mut_241;
} else {
let l_630 = l_21 == u32(9);
if l_630 {
let l_7322 = info.static_meta[u32(4)];
let l_7323 = l_7322 * u32(1);
let l_7324 = u32(1024) < l_7323;
let l_7325 = l_7323 - u32(1);
let l_7326 = min(u32(1024), l_7325);
let l_7327 = buffer_4_global[l_7326];
let l_7328 = select(u32(0), l_7327, l_7324);
let l_631 = l_7328;
let l_632 = bitcast<f32>(l_631);
let l_633 = f64(l_632);
let l_634 = bitcast<u32>(l_mut_29);
let l_635 = l_634 & u32(2147483647);
let l_636 = bitcast<f32>(l_635);
let l_637 = f64(l_636);
l_mut_567 = l_637;
let l_638 = l_635 < u32(8388608);
if l_638 {
let l_639 = f64(l_635);
let l_640 = l_639 * f64(1.401298464324817e-45);
l_mut_567 = l_640;
}
let l_641 = bitcast<u64>(l_mut_567);
let l_642 = l_634 >> u32(31);
let l_643 = u64(l_642);
let l_644 = l_643 << u32(bitcast<u64>(u64(63)));
let l_645 = l_641 | l_644;
let l_646 = bitcast<f64>(l_645);
let l_647 = bitcast<u64>(l_646);
let l_648 = l_647 >> u32(bitcast<u64>(u64(52)));
let l_649 = l_648 & u64(2047);
let l_650 = i32(bitcast<i64>(l_649));
let l_651 = l_650 - i32(1023);
l_mut_308 = l_651;
let l_652 = l_647 & u64(4503599627370495);
let l_653 = l_652 | u64(4607182418800017408);
let l_654 = bitcast<f64>(l_653);
l_mut_567 = l_654;
let l_655 = l_mut_567 > f64(1.4142135623730951);
if l_655 {
l_mut_567 = l_mut_567 * f64(0.5);
l_mut_308 = l_mut_308 + i32(1);
}
let l_656 = l_mut_567 - f64(1.0);
let l_657 = f64(2.0) + l_656;
let l_658 = l_656 / l_657;
let l_659 = l_658 * l_658;
let l_660 = l_659 * f64(0.04);
let l_661 = l_660 + f64(0.043478260869565216);
l_mut_567 = l_661;
let l_662 = l_mut_567 * l_659;
let l_663 = l_662 + f64(0.047619047619047616);
l_mut_567 = l_663;
let l_664 = l_mut_567 * l_659;
let l_665 = l_664 + f64(0.05263157894736842);
l_mut_567 = l_665;
let l_666 = l_mut_567 * l_659;
let l_667 = l_666 + f64(0.058823529411764705);
l_mut_567 = l_667;
let l_668 = l_mut_567 * l_659;
let l_669 = l_668 + f64(0.06666666666666667);
l_mut_567 = l_669;
let l_670 = l_mut_567 * l_659;
let l_671 = l_670 + f64(0.07692307692307693);
l_mut_567 = l_671;
let l_672 = l_mut_567 * l_659;
let l_673 = l_672 + f64(0.09090909090909091);
l_mut_567 = l_673;
let l_674 = l_mut_567 * l_659;
let l_675 = l_674 + f64(0.1111111111111111);
l_mut_567 = l_675;
let l_676 = l_mut_567 * l_659;
let l_677 = l_676 + f64(0.14285714285714285);
l_mut_567 = l_677;
let l_678 = l_mut_567 * l_659;
let l_679 = l_678 + f64(0.2);
l_mut_567 = l_679;
let l_680 = l_mut_567 * l_659;
let l_681 = l_680 + f64(0.3333333333333333);
l_mut_567 = l_681;
let l_682 = f64(2.0) * l_658;
let l_683 = f64(2.0) * l_658;
let l_684 = l_683 * l_659;
let l_685 = l_684 * l_mut_567;
let l_686 = l_682 + l_685;
let l_687 = f64(l_mut_308);
let l_688 = l_687 * f64(0.6931471824645996);
let l_689 = l_687 * f64(-1.904654299957768e-9);
let l_690 = l_689 + l_686;
let l_691 = bitcast<u32>(l_mut_30);
let l_692 = l_691 & u32(2147483647);
let l_693 = bitcast<f32>(l_692);
let l_694 = f64(l_693);
l_mut_567 = l_694;
let l_695 = l_692 < u32(8388608);
if l_695 {
let l_696 = f64(l_692);
let l_697 = l_696 * f64(1.401298464324817e-45);
l_mut_567 = l_697;
}
let l_698 = bitcast<u64>(l_mut_567);
let l_699 = l_691 >> u32(31);
let l_700 = u64(l_699);
let l_701 = l_700 << u32(bitcast<u64>(u64(63)));
let l_702 = l_698 | l_701;
let l_703 = bitcast<f64>(l_702);
let l_704 = l_703 * l_688;
let l_705 = l_703 * l_690;
let l_706 = l_704 + l_705;
l_mut_567 = l_706;
let l_707 = is_nan_1_f64(l_706);if l_707 {
} else {
let l_708 = l_706 < f64(-700.0);
if l_708 {
l_mut_567 = f64(0.0);
} else {
let l_709 = l_706 > f64(700.0);
if l_709 {
let l_710 = bitcast<u64>(l_706);
let l_711 = l_710 | u64(9218868437227405312);
let l_712 = l_711 & bitcast<u64>(i64(-4503599627370496));
let l_713 = bitcast<f64>(l_712);
l_mut_567 = l_713;
} else {
let l_714 = l_706 * f64(1.4426950408889634);
let l_715 = l_714 + f64(0.5);
let l_716 = floor(l_715);
let l_717 = l_716 * f64(0.6931471824645996);
let l_718 = l_704 - l_717;
let l_719 = l_718 * l_633;
let l_720 = l_716 * f64(-1.904654299957768e-9);
let l_721 = l_705 - l_720;
let l_722 = l_719 + l_721;
let l_723 = l_722 * f64(7.647163731819816e-13);
let l_724 = l_723 + f64(1.1470745597729725e-11);
l_mut_395 = l_724;
let l_725 = l_mut_395 * l_722;
let l_726 = l_725 + f64(1.6059043836821613e-10);
l_mut_395 = l_726;
let l_727 = l_mut_395 * l_722;
let l_728 = l_727 + f64(2.08767569878681e-9);
l_mut_395 = l_728;
let l_729 = l_mut_395 * l_722;
let l_730 = l_729 + f64(2.505210838544172e-8);
l_mut_395 = l_730;
let l_731 = l_mut_395 * l_722;
let l_732 = l_731 + f64(2.755731922398589e-7);
l_mut_395 = l_732;
let l_733 = l_mut_395 * l_722;
let l_734 = l_733 + f64(2.7557319223985893e-6);
l_mut_395 = l_734;
let l_735 = l_mut_395 * l_722;
let l_736 = l_735 + f64(2.48015873015873e-5);
l_mut_395 = l_736;
let l_737 = l_mut_395 * l_722;
let l_738 = l_737 + f64(0.0001984126984126984);
l_mut_395 = l_738;
let l_739 = l_mut_395 * l_722;
let l_740 = l_739 + f64(0.001388888888888889);
l_mut_395 = l_740;
let l_741 = l_mut_395 * l_722;
let l_742 = l_741 + f64(0.008333333333333333);
l_mut_395 = l_742;
let l_743 = l_mut_395 * l_722;
let l_744 = l_743 + f64(0.041666666666666664);
l_mut_395 = l_744;
let l_745 = l_mut_395 * l_722;
let l_746 = l_745 + f64(0.16666666666666666);
l_mut_395 = l_746;
let l_747 = l_mut_395 * l_722;
let l_748 = l_747 + f64(0.5);
l_mut_395 = l_748;
let l_749 = l_722 * l_722;
let l_750 = l_749 * l_mut_395;
let l_751 = l_722 + l_750;
let l_752 = f64(1.0) + l_751;
let l_753 = i32(l_716);
let l_754 = l_753 + i32(1023);
let l_755 = u64(l_754);
let l_756 = l_755 << u32(bitcast<u64>(u64(52)));
let l_757 = bitcast<f64>(l_756);
let l_758 = l_752 * l_757;
l_mut_567 = l_758;
}
}
}
l_mut_151 = l_mut_567;
} else {
l_mut_567 = l_mut_151;
let l_759 = l_21 == u32(1);
if l_759 {
l_mut_395 = l_mut_151;
let l_760 = f64(1.0) / l_mut_151;l_mut_395 = l_760;
l_mut_567 = l_mut_395;
} else {
let l_761 = l_21 == u32(2);
if l_761 {
l_mut_395 = l_mut_151;
let l_762 = sqrt(l_mut_151);
l_mut_395 = l_762;
l_mut_567 = l_mut_395;
} else {
let l_763 = l_21 == u32(3);
if l_763 {
l_mut_395 = l_mut_151;
let l_764 = inverseSqrt(l_mut_151);
l_mut_395 = l_764;
l_mut_567 = l_mut_395;
}
}
}
l_mut_151 = l_mut_567;
}
}
}
}
}
}
let l_765 = bitcast<u32>(l_mut_29);
let l_766 = l_765 & u32(2139095040);
let l_767 = l_766 != u32(2139095040);
let l_768 = bitcast<u32>(l_mut_30);
let l_769 = l_768 & u32(2139095040);
let l_770 = l_769 != u32(2139095040);
let l_771 = l_767 && l_770;
let l_772 = bitcast<u32>(l_mut_31);
let l_773 = l_772 & u32(2139095040);
let l_774 = l_773 != u32(2139095040);
let l_775 = l_771 && l_774;
let l_776 = bitcast<u32>(l_mut_29);
let l_777 = l_776 & u32(2139095040);
let l_778 = l_777 == u32(0);
let l_779 = l_776 & u32(8388607);
let l_780 = l_779 != u32(0);
let l_781 = l_778 && l_780;
let l_782 = bitcast<u32>(l_mut_30);
let l_783 = l_782 & u32(2139095040);
let l_784 = l_783 == u32(0);
let l_785 = l_782 & u32(8388607);
let l_786 = l_785 != u32(0);
let l_787 = l_784 && l_786;
let l_788 = l_781 || l_787;
let l_789 = bitcast<u32>(l_mut_31);
let l_790 = l_789 & u32(2139095040);
let l_791 = l_790 == u32(0);
let l_792 = l_789 & u32(8388607);
let l_793 = l_792 != u32(0);
let l_794 = l_791 && l_793;
let l_795 = l_788 || l_794;
l_mut_379 = u32(4294967294);
let l_796 = bitcast<u32>(l_146);
let l_797 = abs(l_mut_151);
let l_798 = l_mut_151 < f64(0.0);
let l_799 = u32(l_798);
let l_800 = u32(2147483648) * l_799;
if l_795 {
} else {
let l_801 = is_nan_1_f64(l_mut_151);if l_801 {
let l_802 = l_796 & u32(2147483647);
let l_803 = l_802 > u32(2139095040);
if l_803 {
l_mut_379 = u32(4294967293);
}
} else {
let l_804 = l_797 >= f64(3.402823669209385e38);
let l_805 = !l_775;
let l_806 = l_797 == f64(0.0);
let l_807 = l_805 && l_806;
let l_808 = l_804 || l_807;
if l_808 {
let l_809 = l_797 >= f64(3.402823669209385e38);
let l_810 = u32(l_809);
let l_811 = u32(2139095040) * l_810;
let l_812 = l_811 | l_800;
let l_813 = l_796 == l_812;
let l_814 = l_796 | l_812;
let l_815 = l_814 & u32(2147483647);
let l_816 = l_815 == u32(0);
let l_817 = l_813 || l_816;
if l_817 {
l_mut_379 = u32(4294967293);
}
} else {
let l_818 = l_797 >= f64(2.350988701644575e-38);
let l_819 = l_775 && l_818;
let l_820 = l_797 < f64(3.4028234663852886e38);
let l_821 = l_819 && l_820;
if l_821 {
let l_822 = f32(l_797);
let l_823 = bitcast<u32>(l_822);
let l_824 = bitcast<f32>(l_823);
let l_825 = f64(l_824);
let l_826 = l_797 - l_825;
let l_827 = l_823 + u32(1);
let l_828 = l_826 < f64(0.0);
let l_829 = u32(l_828);
let l_830 = u32(2) * l_829;
let l_831 = l_827 - l_830;
let l_832 = bitcast<f32>(l_831);
let l_833 = f64(l_832);
let l_834 = l_833 - l_825;
let l_835 = abs(l_834);
let l_836 = l_835 * f64(0.5);
let l_837 = abs(l_826);
let l_838 = l_836 - l_837;
let l_839 = l_797 * f64(9.094947017729282e-13);
let l_840 = l_838 > l_839;
if l_840 {
let l_841 = l_823 | l_800;
l_mut_379 = l_841;
}
} else {
let l_842 = l_797 < f64(2.350988701644575e-38);
let l_843 = l_775 && l_842;
if l_843 {
let l_844 = l_797 * f64(7.1362384635298e44);
let l_845 = floor(l_844);
let l_846 = l_844 - l_845;
let l_847 = l_846 - f64(0.5);
let l_848 = abs(l_847);
let l_849 = l_844 * f64(9.094947017729282e-13);
let l_850 = l_848 > l_849;
if l_850 {
let l_851 = l_846 > f64(0.5);
let l_852 = f64(l_851);
let l_853 = l_845 + l_852;
let l_854 = u32(l_853);
let l_855 = l_854 | l_800;
l_mut_379 = l_855;
}
}
}
}
}
}
l_mut_856 = l_mut_379;
let l_857 = bitcast<u32>(l_mut_29);
let l_858 = bitcast<u32>(l_mut_30);
let l_859 = l_857 >= u32(8388608);
let l_860 = l_857 < u32(2139095040);
let l_861 = l_859 && l_860;
let l_862 = l_21 != u32(9);
let l_863 = l_858 & u32(2139095040);
let l_864 = l_863 != u32(2139095040);
let l_865 = l_861 && l_864;
let l_866 = l_862 || l_865;
let l_867 = !l_866;
if l_867 {
l_mut_856 = u32(4294967294);
}
let l_868 = bitcast<u32>(l_146);
let l_869 = l_868 & u32(2147483647);
let l_870 = l_869 > u32(2139095040);
let l_871 = l_868 & u32(2147483647);
let l_872 = l_871 == u32(0);
let l_873 = l_868 & u32(2147483647);
let l_874 = f64(l_873);
let l_875 = l_868 >> u32(31);
let l_876 = f64(l_875);
let l_877 = f64(2.0) * l_876;
let l_878 = f64(1.0) - l_877;
let l_879 = l_874 * l_878;
let l_880 = l_mut_856 & u32(2147483647);
let l_881 = f64(l_880);
let l_882 = l_mut_856 >> u32(31);
let l_883 = f64(l_882);
let l_884 = f64(2.0) * l_883;
let l_885 = f64(1.0) - l_884;
let l_886 = l_881 * l_885;
let l_887 = l_879 - l_886;
let l_888 = l_mut_856 & u32(2139095040);
let l_889 = l_888 == u32(0);
let l_890 = l_mut_856 < u32(4294967293);
let l_891 = l_887 == f64(0.0);
let l_892 = l_872 && l_889;
let l_893 = l_870 || l_892;
let l_894 = !l_893;
let l_895 = l_891 || l_894;
let l_896 = l_890 && l_895;
l_mut_447 = l_896;
let l_897 = l_887 != f64(0.0);
let l_898 = l_mut_447 && l_897;
if l_898 {

for (var l_mut_899: u32 = u32(0); l_mut_899 < u32(8); l_mut_899++) {
let l_900 = u32(2) * l_mut_899;
let l_7329 = info.static_meta[u32(2)];
let l_7330 = l_7329 * u32(1);
let l_7331 = l_900 < l_7330;
let l_7332 = l_7330 - u32(1);
let l_7333 = min(l_900, l_7332);
let l_7334 = buffer_2_global[l_7333];
let l_7335 = select(u32(0), l_7334, l_7331);
let l_901 = l_7335;
let l_902 = u32(2) * l_mut_899;
let l_903 = l_902 + u32(1);
let l_7336 = info.static_meta[u32(2)];
let l_7337 = l_7336 * u32(1);
let l_7338 = l_903 < l_7337;
let l_7339 = l_7337 - u32(1);
let l_7340 = min(l_903, l_7339);
let l_7341 = buffer_2_global[l_7340];
let l_7342 = select(u32(0), l_7341, l_7338);
let l_904 = l_7342;
let l_905 = l_904 != u32(0);
let l_906 = l_mut_899 * u32(4);
let l_7343 = info.static_meta[u32(3)];
let l_7344 = l_7343 * u32(1);
let l_7345 = l_906 < l_7344;
let l_7346 = l_7344 - u32(1);
let l_7347 = min(l_906, l_7346);
let l_7348 = buffer_3_global[l_7347];
let l_7349 = select(f64(0.0), l_7348, l_7345);
let l_907 = l_7349;
let l_908 = l_mut_899 * u32(4);
let l_909 = l_908 + u32(1);
let l_7350 = info.static_meta[u32(3)];
let l_7351 = l_7350 * u32(1);
let l_7352 = l_909 < l_7351;
let l_7353 = l_7351 - u32(1);
let l_7354 = min(l_909, l_7353);
let l_7355 = buffer_3_global[l_7354];
let l_7356 = select(f64(0.0), l_7355, l_7352);
let l_910 = l_7356;
let l_911 = l_mut_899 * u32(4);
let l_912 = l_911 + u32(2);
let l_7357 = info.static_meta[u32(3)];
let l_7358 = l_7357 * u32(1);
let l_7359 = l_912 < l_7358;
let l_7360 = l_7358 - u32(1);
let l_7361 = min(l_912, l_7360);
let l_7362 = buffer_3_global[l_7361];
let l_7363 = select(f64(0.0), l_7362, l_7359);
let l_913 = l_7363;
let l_914 = f64(l_mut_29);
let l_915 = abs(l_914);
let l_916 = abs(l_mut_151);
let l_917 = l_916 * f64(1.4551915228366852e-11);
l_mut_379 = u32(2);
let l_918 = l_901 == u32(0);
if l_918 {
l_mut_379 = u32(0);
} else {
let l_919 = l_901 == u32(1);
if l_919 {
l_mut_379 = u32(1);
let l_920 = abs(l_887);
let l_921 = l_920 <= l_907;
if l_921 {
l_mut_379 = u32(0);
}
} else {
let l_922 = l_901 == u32(2);
if l_922 {
let l_923 = abs(l_mut_151);
l_mut_567 = f64(1.401298464324817e-45);
let l_924 = l_923 >= f64(1.1754943508222875e-38);
let l_925 = l_923 <= f64(1.7976931348623157e308);
let l_926 = l_924 && l_925;
if l_926 {
let l_927 = bitcast<u64>(l_923);
let l_928 = l_927 >> u32(bitcast<u64>(u64(52)));
let l_929 = l_928 - u64(23);
let l_930 = l_929 << u32(bitcast<u64>(u64(52)));
let l_931 = bitcast<f64>(l_930);
l_mut_567 = l_931;
}
let l_932 = l_907 * l_mut_567;
l_mut_933 = u32(2);
let l_934 = l_mut_151 - l_917;
let l_935 = abs(l_934);
l_mut_567 = f64(1.401298464324817e-45);
let l_936 = l_935 >= f64(1.1754943508222875e-38);
let l_937 = l_935 <= f64(1.7976931348623157e308);
let l_938 = l_936 && l_937;
if l_938 {
let l_939 = bitcast<u64>(l_935);
let l_940 = l_939 >> u32(bitcast<u64>(u64(52)));
let l_941 = l_940 - u64(23);
let l_942 = l_941 << u32(bitcast<u64>(u64(52)));
let l_943 = bitcast<f64>(l_942);
l_mut_567 = l_943;
}
let l_944 = l_mut_151 + l_917;
let l_945 = abs(l_944);
l_mut_395 = f64(1.401298464324817e-45);
let l_946 = l_945 >= f64(1.1754943508222875e-38);
let l_947 = l_945 <= f64(1.7976931348623157e308);
let l_948 = l_946 && l_947;
if l_948 {
let l_949 = bitcast<u64>(l_945);
let l_950 = l_949 >> u32(bitcast<u64>(u64(52)));
let l_951 = l_950 - u64(23);
let l_952 = l_951 << u32(bitcast<u64>(u64(52)));
let l_953 = bitcast<f64>(l_952);
l_mut_395 = l_953;
}
let l_954 = l_mut_567 == l_mut_395;
if l_954 {
let l_955 = l_932 * f64(1.4551915228366852e-11);
let l_956 = l_917 + l_955;
let l_957 = l_mut_151 - l_932;
let l_958 = l_mut_151 + l_932;
let l_959 = bitcast<u32>(l_146);
let l_960 = l_959 & u32(2147483647);
let l_961 = bitcast<f32>(l_960);
let l_962 = f64(l_961);
l_mut_567 = l_962;
let l_963 = l_960 < u32(8388608);
if l_963 {
let l_964 = f64(l_960);
let l_965 = l_964 * f64(1.401298464324817e-45);
l_mut_567 = l_965;
}
let l_966 = bitcast<u64>(l_mut_567);
let l_967 = l_959 >> u32(31);
let l_968 = u64(l_967);
let l_969 = l_968 << u32(bitcast<u64>(u64(63)));
let l_970 = l_966 | l_969;
let l_971 = bitcast<f64>(l_970);
let l_972 = bitcast<u32>(l_146);
let l_973 = l_972 + u32(1);
l_mut_974 = l_973;
let l_975 = l_972 & u32(2147483647);
let l_976 = l_975 == u32(0);
if l_976 {
l_mut_974 = u32(1);
} else {
let l_977 = l_972 & u32(2147483648);
let l_978 = l_977 != u32(0);
if l_978 {
let l_979 = l_972 - u32(1);
l_mut_974 = l_979;
} else {
let l_980 = l_972 == u32(2139095040);
if l_980 {
l_mut_974 = l_972;
}
}
}
let l_981 = bitcast<f32>(l_mut_974);
let l_982 = bitcast<u32>(l_981);
let l_983 = l_982 & u32(2147483647);
let l_984 = bitcast<f32>(l_983);
let l_985 = f64(l_984);
l_mut_567 = l_985;
let l_986 = l_983 < u32(8388608);
if l_986 {
let l_987 = f64(l_983);
let l_988 = l_987 * f64(1.401298464324817e-45);
l_mut_567 = l_988;
}
let l_989 = bitcast<u64>(l_mut_567);
let l_990 = l_982 >> u32(31);
let l_991 = u64(l_990);
let l_992 = l_991 << u32(bitcast<u64>(u64(63)));
let l_993 = l_989 | l_992;
let l_994 = bitcast<f64>(l_993);
let l_995 = bitcast<u32>(l_146);
let l_996 = l_995 ^ u32(2147483648);
let l_997 = bitcast<f32>(l_996);
let l_998 = bitcast<u32>(l_997);
let l_999 = l_998 + u32(1);
l_mut_974 = l_999;
let l_1000 = l_998 & u32(2147483647);
let l_1001 = l_1000 == u32(0);
if l_1001 {
l_mut_974 = u32(1);
} else {
let l_1002 = l_998 & u32(2147483648);
let l_1003 = l_1002 != u32(0);
if l_1003 {
let l_1004 = l_998 - u32(1);
l_mut_974 = l_1004;
} else {
let l_1005 = l_998 == u32(2139095040);
if l_1005 {
l_mut_974 = l_998;
}
}
}
let l_1006 = bitcast<f32>(l_mut_974);
let l_1007 = bitcast<u32>(l_1006);
let l_1008 = l_1007 ^ u32(2147483648);
let l_1009 = bitcast<f32>(l_1008);
let l_1010 = bitcast<u32>(l_1009);
let l_1011 = l_1010 & u32(2147483647);
let l_1012 = bitcast<f32>(l_1011);
let l_1013 = f64(l_1012);
l_mut_567 = l_1013;
let l_1014 = l_1011 < u32(8388608);
if l_1014 {
let l_1015 = f64(l_1011);
let l_1016 = l_1015 * f64(1.401298464324817e-45);
l_mut_567 = l_1016;
}
let l_1017 = bitcast<u64>(l_mut_567);
let l_1018 = l_1010 >> u32(31);
let l_1019 = u64(l_1018);
let l_1020 = l_1019 << u32(bitcast<u64>(u64(63)));
let l_1021 = l_1017 | l_1020;
let l_1022 = bitcast<f64>(l_1021);
let l_1023 = l_957 + l_956;
let l_1024 = l_1023 <= l_971;
l_mut_1025 = l_1024;
let l_1026 = l_957 - l_956;
let l_1027 = l_1026 > l_971;
l_mut_1028 = l_1027;
let l_1029 = l_958 - l_956;
let l_1030 = l_1029 >= l_971;
l_mut_1031 = l_1030;
let l_1032 = l_958 + l_956;
let l_1033 = l_1032 < l_971;
l_mut_1034 = l_1033;
if l_905 {
let l_1035 = l_957 + l_956;
let l_1036 = l_1035 < l_994;
l_mut_1025 = l_1036;
let l_1037 = l_957 - l_956;
let l_1038 = l_1037 >= l_994;
l_mut_1028 = l_1038;
let l_1039 = l_958 - l_956;
let l_1040 = l_1039 > l_1022;
l_mut_1031 = l_1040;
let l_1041 = l_958 + l_956;
let l_1042 = l_1041 <= l_1022;
l_mut_1034 = l_1042;
}
l_mut_974 = u32(2);
let l_1043 = l_mut_1028 || l_mut_1034;
if l_1043 {
l_mut_974 = u32(1);
} else {
let l_1044 = l_mut_1025 && l_mut_1031;
if l_1044 {
l_mut_974 = u32(0);
}
}
let l_1045 = bitcast<u32>(l_146);
let l_1046 = l_1045 & u32(2147483647);
let l_1047 = l_1046 == u32(0);
if l_1047 {
let l_1048 = l_957 + l_956;
let l_1049 = l_1048 < f64(1.1754943508222875e-38);
let l_1050 = l_958 - l_956;
let l_1051 = l_1050 > f64(-1.1754943508222875e-38);
let l_1052 = l_1049 && l_1051;
let l_1053 = l_957 - l_956;
let l_1054 = l_1053 < f64(1.1754943508222875e-38);
let l_1055 = l_958 + l_956;
let l_1056 = l_1055 > f64(-1.1754943508222875e-38);
let l_1057 = l_1054 && l_1056;
if l_1052 {
l_mut_974 = u32(0);
} else {
let l_1058 = l_mut_974 == u32(1);
let l_1059 = l_1057 && l_1058;
if l_1059 {
l_mut_974 = u32(2);
}
}
}
l_mut_933 = l_mut_974;
}
l_mut_379 = l_mut_933;
} else {
let l_1060 = l_901 == u32(3);
if l_1060 {
l_mut_379 = u32(0);
let l_1061 = l_915 >= f64(1.1754943508222875e-38);
let l_1062 = l_915 <= f64(8.507059173023462e37);
let l_1063 = l_1061 && l_1062;
if l_1063 {
let l_1064 = abs(l_mut_151);
l_mut_567 = f64(1.401298464324817e-45);
let l_1065 = l_1064 >= f64(1.1754943508222875e-38);
let l_1066 = l_1064 <= f64(1.7976931348623157e308);
let l_1067 = l_1065 && l_1066;
if l_1067 {
let l_1068 = bitcast<u64>(l_1064);
let l_1069 = l_1068 >> u32(bitcast<u64>(u64(52)));
let l_1070 = l_1069 - u64(23);
let l_1071 = l_1070 << u32(bitcast<u64>(u64(52)));
let l_1072 = bitcast<f64>(l_1071);
l_mut_567 = l_1072;
}
let l_1073 = l_907 * l_mut_567;
l_mut_974 = u32(2);
let l_1074 = l_mut_151 - l_917;
let l_1075 = abs(l_1074);
l_mut_567 = f64(1.401298464324817e-45);
let l_1076 = l_1075 >= f64(1.1754943508222875e-38);
let l_1077 = l_1075 <= f64(1.7976931348623157e308);
let l_1078 = l_1076 && l_1077;
if l_1078 {
let l_1079 = bitcast<u64>(l_1075);
let l_1080 = l_1079 >> u32(bitcast<u64>(u64(52)));
let l_1081 = l_1080 - u64(23);
let l_1082 = l_1081 << u32(bitcast<u64>(u64(52)));
let l_1083 = bitcast<f64>(l_1082);
l_mut_567 = l_1083;
}
let l_1084 = l_mut_151 + l_917;
let l_1085 = abs(l_1084);
l_mut_395 = f64(1.401298464324817e-45);
let l_1086 = l_1085 >= f64(1.1754943508222875e-38);
let l_1087 = l_1085 <= f64(1.7976931348623157e308);
let l_1088 = l_1086 && l_1087;
if l_1088 {
let l_1089 = bitcast<u64>(l_1085);
let l_1090 = l_1089 >> u32(bitcast<u64>(u64(52)));
let l_1091 = l_1090 - u64(23);
let l_1092 = l_1091 << u32(bitcast<u64>(u64(52)));
let l_1093 = bitcast<f64>(l_1092);
l_mut_395 = l_1093;
}
let l_1094 = l_mut_567 == l_mut_395;
if l_1094 {
let l_1095 = l_1073 * f64(1.4551915228366852e-11);
let l_1096 = l_917 + l_1095;
let l_1097 = l_mut_151 - l_1073;
let l_1098 = l_mut_151 + l_1073;
let l_1099 = bitcast<u32>(l_146);
let l_1100 = l_1099 & u32(2147483647);
let l_1101 = bitcast<f32>(l_1100);
let l_1102 = f64(l_1101);
l_mut_567 = l_1102;
let l_1103 = l_1100 < u32(8388608);
if l_1103 {
let l_1104 = f64(l_1100);
let l_1105 = l_1104 * f64(1.401298464324817e-45);
l_mut_567 = l_1105;
}
let l_1106 = bitcast<u64>(l_mut_567);
let l_1107 = l_1099 >> u32(31);
let l_1108 = u64(l_1107);
let l_1109 = l_1108 << u32(bitcast<u64>(u64(63)));
let l_1110 = l_1106 | l_1109;
let l_1111 = bitcast<f64>(l_1110);
let l_1112 = bitcast<u32>(l_146);
let l_1113 = l_1112 + u32(1);
l_mut_933 = l_1113;
let l_1114 = l_1112 & u32(2147483647);
let l_1115 = l_1114 == u32(0);
if l_1115 {
l_mut_933 = u32(1);
} else {
let l_1116 = l_1112 & u32(2147483648);
let l_1117 = l_1116 != u32(0);
if l_1117 {
let l_1118 = l_1112 - u32(1);
l_mut_933 = l_1118;
} else {
let l_1119 = l_1112 == u32(2139095040);
if l_1119 {
l_mut_933 = l_1112;
}
}
}
let l_1120 = bitcast<f32>(l_mut_933);
let l_1121 = bitcast<u32>(l_1120);
let l_1122 = l_1121 & u32(2147483647);
let l_1123 = bitcast<f32>(l_1122);
let l_1124 = f64(l_1123);
l_mut_567 = l_1124;
let l_1125 = l_1122 < u32(8388608);
if l_1125 {
let l_1126 = f64(l_1122);
let l_1127 = l_1126 * f64(1.401298464324817e-45);
l_mut_567 = l_1127;
}
let l_1128 = bitcast<u64>(l_mut_567);
let l_1129 = l_1121 >> u32(31);
let l_1130 = u64(l_1129);
let l_1131 = l_1130 << u32(bitcast<u64>(u64(63)));
let l_1132 = l_1128 | l_1131;
let l_1133 = bitcast<f64>(l_1132);
let l_1134 = bitcast<u32>(l_146);
let l_1135 = l_1134 ^ u32(2147483648);
let l_1136 = bitcast<f32>(l_1135);
let l_1137 = bitcast<u32>(l_1136);
let l_1138 = l_1137 + u32(1);
l_mut_933 = l_1138;
let l_1139 = l_1137 & u32(2147483647);
let l_1140 = l_1139 == u32(0);
if l_1140 {
l_mut_933 = u32(1);
} else {
let l_1141 = l_1137 & u32(2147483648);
let l_1142 = l_1141 != u32(0);
if l_1142 {
let l_1143 = l_1137 - u32(1);
l_mut_933 = l_1143;
} else {
let l_1144 = l_1137 == u32(2139095040);
if l_1144 {
l_mut_933 = l_1137;
}
}
}
let l_1145 = bitcast<f32>(l_mut_933);
let l_1146 = bitcast<u32>(l_1145);
let l_1147 = l_1146 ^ u32(2147483648);
let l_1148 = bitcast<f32>(l_1147);
let l_1149 = bitcast<u32>(l_1148);
let l_1150 = l_1149 & u32(2147483647);
let l_1151 = bitcast<f32>(l_1150);
let l_1152 = f64(l_1151);
l_mut_567 = l_1152;
let l_1153 = l_1150 < u32(8388608);
if l_1153 {
let l_1154 = f64(l_1150);
let l_1155 = l_1154 * f64(1.401298464324817e-45);
l_mut_567 = l_1155;
}
let l_1156 = bitcast<u64>(l_mut_567);
let l_1157 = l_1149 >> u32(31);
let l_1158 = u64(l_1157);
let l_1159 = l_1158 << u32(bitcast<u64>(u64(63)));
let l_1160 = l_1156 | l_1159;
let l_1161 = bitcast<f64>(l_1160);
let l_1162 = l_1097 + l_1096;
let l_1163 = l_1162 <= l_1111;
l_mut_1034 = l_1163;
let l_1164 = l_1097 - l_1096;
let l_1165 = l_1164 > l_1111;
l_mut_1031 = l_1165;
let l_1166 = l_1098 - l_1096;
let l_1167 = l_1166 >= l_1111;
l_mut_1028 = l_1167;
let l_1168 = l_1098 + l_1096;
let l_1169 = l_1168 < l_1111;
l_mut_1025 = l_1169;
if l_905 {
let l_1170 = l_1097 + l_1096;
let l_1171 = l_1170 < l_1133;
l_mut_1034 = l_1171;
let l_1172 = l_1097 - l_1096;
let l_1173 = l_1172 >= l_1133;
l_mut_1031 = l_1173;
let l_1174 = l_1098 - l_1096;
let l_1175 = l_1174 > l_1161;
l_mut_1028 = l_1175;
let l_1176 = l_1098 + l_1096;
let l_1177 = l_1176 <= l_1161;
l_mut_1025 = l_1177;
}
l_mut_933 = u32(2);
let l_1178 = l_mut_1031 || l_mut_1025;
if l_1178 {
l_mut_933 = u32(1);
} else {
let l_1179 = l_mut_1034 && l_mut_1028;
if l_1179 {
l_mut_933 = u32(0);
}
}
let l_1180 = bitcast<u32>(l_146);
let l_1181 = l_1180 & u32(2147483647);
let l_1182 = l_1181 == u32(0);
if l_1182 {
let l_1183 = l_1097 + l_1096;
let l_1184 = l_1183 < f64(1.1754943508222875e-38);
let l_1185 = l_1098 - l_1096;
let l_1186 = l_1185 > f64(-1.1754943508222875e-38);
let l_1187 = l_1184 && l_1186;
let l_1188 = l_1097 - l_1096;
let l_1189 = l_1188 < f64(1.1754943508222875e-38);
let l_1190 = l_1098 + l_1096;
let l_1191 = l_1190 > f64(-1.1754943508222875e-38);
let l_1192 = l_1189 && l_1191;
if l_1187 {
l_mut_933 = u32(0);
} else {
let l_1193 = l_mut_933 == u32(1);
let l_1194 = l_1192 && l_1193;
if l_1194 {
l_mut_933 = u32(2);
}
}
}
l_mut_974 = l_mut_933;
}
l_mut_379 = l_mut_974;
}
} else {
let l_1195 = l_901 == u32(4);
if l_1195 {
let l_1196 = l_910 * l_915;
let l_1197 = l_907 + l_1196;
let l_1198 = abs(l_mut_151);
l_mut_567 = f64(1.401298464324817e-45);
let l_1199 = l_1198 >= f64(1.1754943508222875e-38);
let l_1200 = l_1198 <= f64(1.7976931348623157e308);
let l_1201 = l_1199 && l_1200;
if l_1201 {
let l_1202 = bitcast<u64>(l_1198);
let l_1203 = l_1202 >> u32(bitcast<u64>(u64(52)));
let l_1204 = l_1203 - u64(23);
let l_1205 = l_1204 << u32(bitcast<u64>(u64(52)));
let l_1206 = bitcast<f64>(l_1205);
l_mut_567 = l_1206;
}
let l_1207 = l_1197 * l_mut_567;
l_mut_974 = u32(2);
let l_1208 = l_mut_151 - l_917;
let l_1209 = abs(l_1208);
l_mut_567 = f64(1.401298464324817e-45);
let l_1210 = l_1209 >= f64(1.1754943508222875e-38);
let l_1211 = l_1209 <= f64(1.7976931348623157e308);
let l_1212 = l_1210 && l_1211;
if l_1212 {
let l_1213 = bitcast<u64>(l_1209);
let l_1214 = l_1213 >> u32(bitcast<u64>(u64(52)));
let l_1215 = l_1214 - u64(23);
let l_1216 = l_1215 << u32(bitcast<u64>(u64(52)));
let l_1217 = bitcast<f64>(l_1216);
l_mut_567 = l_1217;
}
let l_1218 = l_mut_151 + l_917;
let l_1219 = abs(l_1218);
l_mut_395 = f64(1.401298464324817e-45);
let l_1220 = l_1219 >= f64(1.1754943508222875e-38);
let l_1221 = l_1219 <= f64(1.7976931348623157e308);
let l_1222 = l_1220 && l_1221;
if l_1222 {
let l_1223 = bitcast<u64>(l_1219);
let l_1224 = l_1223 >> u32(bitcast<u64>(u64(52)));
let l_1225 = l_1224 - u64(23);
let l_1226 = l_1225 << u32(bitcast<u64>(u64(52)));
let l_1227 = bitcast<f64>(l_1226);
l_mut_395 = l_1227;
}
let l_1228 = l_mut_567 == l_mut_395;
if l_1228 {
let l_1229 = l_1207 * f64(1.4551915228366852e-11);
let l_1230 = l_917 + l_1229;
let l_1231 = l_mut_151 - l_1207;
let l_1232 = l_mut_151 + l_1207;
let l_1233 = bitcast<u32>(l_146);
let l_1234 = l_1233 & u32(2147483647);
let l_1235 = bitcast<f32>(l_1234);
let l_1236 = f64(l_1235);
l_mut_567 = l_1236;
let l_1237 = l_1234 < u32(8388608);
if l_1237 {
let l_1238 = f64(l_1234);
let l_1239 = l_1238 * f64(1.401298464324817e-45);
l_mut_567 = l_1239;
}
let l_1240 = bitcast<u64>(l_mut_567);
let l_1241 = l_1233 >> u32(31);
let l_1242 = u64(l_1241);
let l_1243 = l_1242 << u32(bitcast<u64>(u64(63)));
let l_1244 = l_1240 | l_1243;
let l_1245 = bitcast<f64>(l_1244);
let l_1246 = bitcast<u32>(l_146);
let l_1247 = l_1246 + u32(1);
l_mut_933 = l_1247;
let l_1248 = l_1246 & u32(2147483647);
let l_1249 = l_1248 == u32(0);
if l_1249 {
l_mut_933 = u32(1);
} else {
let l_1250 = l_1246 & u32(2147483648);
let l_1251 = l_1250 != u32(0);
if l_1251 {
let l_1252 = l_1246 - u32(1);
l_mut_933 = l_1252;
} else {
let l_1253 = l_1246 == u32(2139095040);
if l_1253 {
l_mut_933 = l_1246;
}
}
}
let l_1254 = bitcast<f32>(l_mut_933);
let l_1255 = bitcast<u32>(l_1254);
let l_1256 = l_1255 & u32(2147483647);
let l_1257 = bitcast<f32>(l_1256);
let l_1258 = f64(l_1257);
l_mut_567 = l_1258;
let l_1259 = l_1256 < u32(8388608);
if l_1259 {
let l_1260 = f64(l_1256);
let l_1261 = l_1260 * f64(1.401298464324817e-45);
l_mut_567 = l_1261;
}
let l_1262 = bitcast<u64>(l_mut_567);
let l_1263 = l_1255 >> u32(31);
let l_1264 = u64(l_1263);
let l_1265 = l_1264 << u32(bitcast<u64>(u64(63)));
let l_1266 = l_1262 | l_1265;
let l_1267 = bitcast<f64>(l_1266);
let l_1268 = bitcast<u32>(l_146);
let l_1269 = l_1268 ^ u32(2147483648);
let l_1270 = bitcast<f32>(l_1269);
let l_1271 = bitcast<u32>(l_1270);
let l_1272 = l_1271 + u32(1);
l_mut_933 = l_1272;
let l_1273 = l_1271 & u32(2147483647);
let l_1274 = l_1273 == u32(0);
if l_1274 {
l_mut_933 = u32(1);
} else {
let l_1275 = l_1271 & u32(2147483648);
let l_1276 = l_1275 != u32(0);
if l_1276 {
let l_1277 = l_1271 - u32(1);
l_mut_933 = l_1277;
} else {
let l_1278 = l_1271 == u32(2139095040);
if l_1278 {
l_mut_933 = l_1271;
}
}
}
let l_1279 = bitcast<f32>(l_mut_933);
let l_1280 = bitcast<u32>(l_1279);
let l_1281 = l_1280 ^ u32(2147483648);
let l_1282 = bitcast<f32>(l_1281);
let l_1283 = bitcast<u32>(l_1282);
let l_1284 = l_1283 & u32(2147483647);
let l_1285 = bitcast<f32>(l_1284);
let l_1286 = f64(l_1285);
l_mut_567 = l_1286;
let l_1287 = l_1284 < u32(8388608);
if l_1287 {
let l_1288 = f64(l_1284);
let l_1289 = l_1288 * f64(1.401298464324817e-45);
l_mut_567 = l_1289;
}
let l_1290 = bitcast<u64>(l_mut_567);
let l_1291 = l_1283 >> u32(31);
let l_1292 = u64(l_1291);
let l_1293 = l_1292 << u32(bitcast<u64>(u64(63)));
let l_1294 = l_1290 | l_1293;
let l_1295 = bitcast<f64>(l_1294);
let l_1296 = l_1231 + l_1230;
let l_1297 = l_1296 <= l_1245;
l_mut_1034 = l_1297;
let l_1298 = l_1231 - l_1230;
let l_1299 = l_1298 > l_1245;
l_mut_1031 = l_1299;
let l_1300 = l_1232 - l_1230;
let l_1301 = l_1300 >= l_1245;
l_mut_1028 = l_1301;
let l_1302 = l_1232 + l_1230;
let l_1303 = l_1302 < l_1245;
l_mut_1025 = l_1303;
if l_905 {
let l_1304 = l_1231 + l_1230;
let l_1305 = l_1304 < l_1267;
l_mut_1034 = l_1305;
let l_1306 = l_1231 - l_1230;
let l_1307 = l_1306 >= l_1267;
l_mut_1031 = l_1307;
let l_1308 = l_1232 - l_1230;
let l_1309 = l_1308 > l_1295;
l_mut_1028 = l_1309;
let l_1310 = l_1232 + l_1230;
let l_1311 = l_1310 <= l_1295;
l_mut_1025 = l_1311;
}
l_mut_933 = u32(2);
let l_1312 = l_mut_1031 || l_mut_1025;
if l_1312 {
l_mut_933 = u32(1);
} else {
let l_1313 = l_mut_1034 && l_mut_1028;
if l_1313 {
l_mut_933 = u32(0);
}
}
let l_1314 = bitcast<u32>(l_146);
let l_1315 = l_1314 & u32(2147483647);
let l_1316 = l_1315 == u32(0);
if l_1316 {
let l_1317 = l_1231 + l_1230;
let l_1318 = l_1317 < f64(1.1754943508222875e-38);
let l_1319 = l_1232 - l_1230;
let l_1320 = l_1319 > f64(-1.1754943508222875e-38);
let l_1321 = l_1318 && l_1320;
let l_1322 = l_1231 - l_1230;
let l_1323 = l_1322 < f64(1.1754943508222875e-38);
let l_1324 = l_1232 + l_1230;
let l_1325 = l_1324 > f64(-1.1754943508222875e-38);
let l_1326 = l_1323 && l_1325;
if l_1321 {
l_mut_933 = u32(0);
} else {
let l_1327 = l_mut_933 == u32(1);
let l_1328 = l_1326 && l_1327;
if l_1328 {
l_mut_933 = u32(2);
}
}
}
l_mut_974 = l_mut_933;
}
l_mut_379 = l_mut_974;
} else {
let l_1329 = l_901 == u32(5);
if l_1329 {
let l_1330 = f64(2.0) * l_914;
let l_1331 = abs(l_1330);
let l_1332 = floor(l_1331);
let l_1333 = f64(3.0) + l_1332;
let l_1334 = abs(l_mut_151);
l_mut_567 = f64(1.401298464324817e-45);
let l_1335 = l_1334 >= f64(1.1754943508222875e-38);
let l_1336 = l_1334 <= f64(1.7976931348623157e308);
let l_1337 = l_1335 && l_1336;
if l_1337 {
let l_1338 = bitcast<u64>(l_1334);
let l_1339 = l_1338 >> u32(bitcast<u64>(u64(52)));
let l_1340 = l_1339 - u64(23);
let l_1341 = l_1340 << u32(bitcast<u64>(u64(52)));
let l_1342 = bitcast<f64>(l_1341);
l_mut_567 = l_1342;
}
let l_1343 = l_1333 * l_mut_567;
l_mut_974 = u32(2);
let l_1344 = l_mut_151 - l_917;
let l_1345 = abs(l_1344);
l_mut_567 = f64(1.401298464324817e-45);
let l_1346 = l_1345 >= f64(1.1754943508222875e-38);
let l_1347 = l_1345 <= f64(1.7976931348623157e308);
let l_1348 = l_1346 && l_1347;
if l_1348 {
let l_1349 = bitcast<u64>(l_1345);
let l_1350 = l_1349 >> u32(bitcast<u64>(u64(52)));
let l_1351 = l_1350 - u64(23);
let l_1352 = l_1351 << u32(bitcast<u64>(u64(52)));
let l_1353 = bitcast<f64>(l_1352);
l_mut_567 = l_1353;
}
let l_1354 = l_mut_151 + l_917;
let l_1355 = abs(l_1354);
l_mut_395 = f64(1.401298464324817e-45);
let l_1356 = l_1355 >= f64(1.1754943508222875e-38);
let l_1357 = l_1355 <= f64(1.7976931348623157e308);
let l_1358 = l_1356 && l_1357;
if l_1358 {
let l_1359 = bitcast<u64>(l_1355);
let l_1360 = l_1359 >> u32(bitcast<u64>(u64(52)));
let l_1361 = l_1360 - u64(23);
let l_1362 = l_1361 << u32(bitcast<u64>(u64(52)));
let l_1363 = bitcast<f64>(l_1362);
l_mut_395 = l_1363;
}
let l_1364 = l_mut_567 == l_mut_395;
if l_1364 {
let l_1365 = l_1343 * f64(1.4551915228366852e-11);
let l_1366 = l_917 + l_1365;
let l_1367 = l_mut_151 - l_1343;
let l_1368 = l_mut_151 + l_1343;
let l_1369 = bitcast<u32>(l_146);
let l_1370 = l_1369 & u32(2147483647);
let l_1371 = bitcast<f32>(l_1370);
let l_1372 = f64(l_1371);
l_mut_567 = l_1372;
let l_1373 = l_1370 < u32(8388608);
if l_1373 {
let l_1374 = f64(l_1370);
let l_1375 = l_1374 * f64(1.401298464324817e-45);
l_mut_567 = l_1375;
}
let l_1376 = bitcast<u64>(l_mut_567);
let l_1377 = l_1369 >> u32(31);
let l_1378 = u64(l_1377);
let l_1379 = l_1378 << u32(bitcast<u64>(u64(63)));
let l_1380 = l_1376 | l_1379;
let l_1381 = bitcast<f64>(l_1380);
let l_1382 = bitcast<u32>(l_146);
let l_1383 = l_1382 + u32(1);
l_mut_933 = l_1383;
let l_1384 = l_1382 & u32(2147483647);
let l_1385 = l_1384 == u32(0);
if l_1385 {
l_mut_933 = u32(1);
} else {
let l_1386 = l_1382 & u32(2147483648);
let l_1387 = l_1386 != u32(0);
if l_1387 {
let l_1388 = l_1382 - u32(1);
l_mut_933 = l_1388;
} else {
let l_1389 = l_1382 == u32(2139095040);
if l_1389 {
l_mut_933 = l_1382;
}
}
}
let l_1390 = bitcast<f32>(l_mut_933);
let l_1391 = bitcast<u32>(l_1390);
let l_1392 = l_1391 & u32(2147483647);
let l_1393 = bitcast<f32>(l_1392);
let l_1394 = f64(l_1393);
l_mut_567 = l_1394;
let l_1395 = l_1392 < u32(8388608);
if l_1395 {
let l_1396 = f64(l_1392);
let l_1397 = l_1396 * f64(1.401298464324817e-45);
l_mut_567 = l_1397;
}
let l_1398 = bitcast<u64>(l_mut_567);
let l_1399 = l_1391 >> u32(31);
let l_1400 = u64(l_1399);
let l_1401 = l_1400 << u32(bitcast<u64>(u64(63)));
let l_1402 = l_1398 | l_1401;
let l_1403 = bitcast<f64>(l_1402);
let l_1404 = bitcast<u32>(l_146);
let l_1405 = l_1404 ^ u32(2147483648);
let l_1406 = bitcast<f32>(l_1405);
let l_1407 = bitcast<u32>(l_1406);
let l_1408 = l_1407 + u32(1);
l_mut_933 = l_1408;
let l_1409 = l_1407 & u32(2147483647);
let l_1410 = l_1409 == u32(0);
if l_1410 {
l_mut_933 = u32(1);
} else {
let l_1411 = l_1407 & u32(2147483648);
let l_1412 = l_1411 != u32(0);
if l_1412 {
let l_1413 = l_1407 - u32(1);
l_mut_933 = l_1413;
} else {
let l_1414 = l_1407 == u32(2139095040);
if l_1414 {
l_mut_933 = l_1407;
}
}
}
let l_1415 = bitcast<f32>(l_mut_933);
let l_1416 = bitcast<u32>(l_1415);
let l_1417 = l_1416 ^ u32(2147483648);
let l_1418 = bitcast<f32>(l_1417);
let l_1419 = bitcast<u32>(l_1418);
let l_1420 = l_1419 & u32(2147483647);
let l_1421 = bitcast<f32>(l_1420);
let l_1422 = f64(l_1421);
l_mut_567 = l_1422;
let l_1423 = l_1420 < u32(8388608);
if l_1423 {
let l_1424 = f64(l_1420);
let l_1425 = l_1424 * f64(1.401298464324817e-45);
l_mut_567 = l_1425;
}
let l_1426 = bitcast<u64>(l_mut_567);
let l_1427 = l_1419 >> u32(31);
let l_1428 = u64(l_1427);
let l_1429 = l_1428 << u32(bitcast<u64>(u64(63)));
let l_1430 = l_1426 | l_1429;
let l_1431 = bitcast<f64>(l_1430);
let l_1432 = l_1367 + l_1366;
let l_1433 = l_1432 <= l_1381;
l_mut_1034 = l_1433;
let l_1434 = l_1367 - l_1366;
let l_1435 = l_1434 > l_1381;
l_mut_1031 = l_1435;
let l_1436 = l_1368 - l_1366;
let l_1437 = l_1436 >= l_1381;
l_mut_1028 = l_1437;
let l_1438 = l_1368 + l_1366;
let l_1439 = l_1438 < l_1381;
l_mut_1025 = l_1439;
if l_905 {
let l_1440 = l_1367 + l_1366;
let l_1441 = l_1440 < l_1403;
l_mut_1034 = l_1441;
let l_1442 = l_1367 - l_1366;
let l_1443 = l_1442 >= l_1403;
l_mut_1031 = l_1443;
let l_1444 = l_1368 - l_1366;
let l_1445 = l_1444 > l_1431;
l_mut_1028 = l_1445;
let l_1446 = l_1368 + l_1366;
let l_1447 = l_1446 <= l_1431;
l_mut_1025 = l_1447;
}
l_mut_933 = u32(2);
let l_1448 = l_mut_1031 || l_mut_1025;
if l_1448 {
l_mut_933 = u32(1);
} else {
let l_1449 = l_mut_1034 && l_mut_1028;
if l_1449 {
l_mut_933 = u32(0);
}
}
let l_1450 = bitcast<u32>(l_146);
let l_1451 = l_1450 & u32(2147483647);
let l_1452 = l_1451 == u32(0);
if l_1452 {
let l_1453 = l_1367 + l_1366;
let l_1454 = l_1453 < f64(1.1754943508222875e-38);
let l_1455 = l_1368 - l_1366;
let l_1456 = l_1455 > f64(-1.1754943508222875e-38);
let l_1457 = l_1454 && l_1456;
let l_1458 = l_1367 - l_1366;
let l_1459 = l_1458 < f64(1.1754943508222875e-38);
let l_1460 = l_1368 + l_1366;
let l_1461 = l_1460 > f64(-1.1754943508222875e-38);
let l_1462 = l_1459 && l_1461;
if l_1457 {
l_mut_933 = u32(0);
} else {
let l_1463 = l_mut_933 == u32(1);
let l_1464 = l_1462 && l_1463;
if l_1464 {
l_mut_933 = u32(2);
}
}
}
l_mut_974 = l_mut_933;
}
l_mut_379 = l_mut_974;
} else {
let l_1465 = l_901 == u32(6);
if l_1465 {
l_mut_379 = u32(0);
let l_1466 = l_915 <= l_910;
if l_1466 {
let l_1467 = l_907 * f64(1.4551915228366852e-11);
let l_1468 = l_917 + l_1467;
let l_1469 = l_mut_151 - l_907;
let l_1470 = l_mut_151 + l_907;
let l_1471 = bitcast<u32>(l_146);
let l_1472 = l_1471 & u32(2147483647);
let l_1473 = bitcast<f32>(l_1472);
let l_1474 = f64(l_1473);
l_mut_567 = l_1474;
let l_1475 = l_1472 < u32(8388608);
if l_1475 {
let l_1476 = f64(l_1472);
let l_1477 = l_1476 * f64(1.401298464324817e-45);
l_mut_567 = l_1477;
}
let l_1478 = bitcast<u64>(l_mut_567);
let l_1479 = l_1471 >> u32(31);
let l_1480 = u64(l_1479);
let l_1481 = l_1480 << u32(bitcast<u64>(u64(63)));
let l_1482 = l_1478 | l_1481;
let l_1483 = bitcast<f64>(l_1482);
let l_1484 = bitcast<u32>(l_146);
let l_1485 = l_1484 + u32(1);
l_mut_974 = l_1485;
let l_1486 = l_1484 & u32(2147483647);
let l_1487 = l_1486 == u32(0);
if l_1487 {
l_mut_974 = u32(1);
} else {
let l_1488 = l_1484 & u32(2147483648);
let l_1489 = l_1488 != u32(0);
if l_1489 {
let l_1490 = l_1484 - u32(1);
l_mut_974 = l_1490;
} else {
let l_1491 = l_1484 == u32(2139095040);
if l_1491 {
l_mut_974 = l_1484;
}
}
}
let l_1492 = bitcast<f32>(l_mut_974);
let l_1493 = bitcast<u32>(l_1492);
let l_1494 = l_1493 & u32(2147483647);
let l_1495 = bitcast<f32>(l_1494);
let l_1496 = f64(l_1495);
l_mut_567 = l_1496;
let l_1497 = l_1494 < u32(8388608);
if l_1497 {
let l_1498 = f64(l_1494);
let l_1499 = l_1498 * f64(1.401298464324817e-45);
l_mut_567 = l_1499;
}
let l_1500 = bitcast<u64>(l_mut_567);
let l_1501 = l_1493 >> u32(31);
let l_1502 = u64(l_1501);
let l_1503 = l_1502 << u32(bitcast<u64>(u64(63)));
let l_1504 = l_1500 | l_1503;
let l_1505 = bitcast<f64>(l_1504);
let l_1506 = bitcast<u32>(l_146);
let l_1507 = l_1506 ^ u32(2147483648);
let l_1508 = bitcast<f32>(l_1507);
let l_1509 = bitcast<u32>(l_1508);
let l_1510 = l_1509 + u32(1);
l_mut_974 = l_1510;
let l_1511 = l_1509 & u32(2147483647);
let l_1512 = l_1511 == u32(0);
if l_1512 {
l_mut_974 = u32(1);
} else {
let l_1513 = l_1509 & u32(2147483648);
let l_1514 = l_1513 != u32(0);
if l_1514 {
let l_1515 = l_1509 - u32(1);
l_mut_974 = l_1515;
} else {
let l_1516 = l_1509 == u32(2139095040);
if l_1516 {
l_mut_974 = l_1509;
}
}
}
let l_1517 = bitcast<f32>(l_mut_974);
let l_1518 = bitcast<u32>(l_1517);
let l_1519 = l_1518 ^ u32(2147483648);
let l_1520 = bitcast<f32>(l_1519);
let l_1521 = bitcast<u32>(l_1520);
let l_1522 = l_1521 & u32(2147483647);
let l_1523 = bitcast<f32>(l_1522);
let l_1524 = f64(l_1523);
l_mut_567 = l_1524;
let l_1525 = l_1522 < u32(8388608);
if l_1525 {
let l_1526 = f64(l_1522);
let l_1527 = l_1526 * f64(1.401298464324817e-45);
l_mut_567 = l_1527;
}
let l_1528 = bitcast<u64>(l_mut_567);
let l_1529 = l_1521 >> u32(31);
let l_1530 = u64(l_1529);
let l_1531 = l_1530 << u32(bitcast<u64>(u64(63)));
let l_1532 = l_1528 | l_1531;
let l_1533 = bitcast<f64>(l_1532);
let l_1534 = l_1469 + l_1468;
let l_1535 = l_1534 <= l_1483;
l_mut_1034 = l_1535;
let l_1536 = l_1469 - l_1468;
let l_1537 = l_1536 > l_1483;
l_mut_1031 = l_1537;
let l_1538 = l_1470 - l_1468;
let l_1539 = l_1538 >= l_1483;
l_mut_1028 = l_1539;
let l_1540 = l_1470 + l_1468;
let l_1541 = l_1540 < l_1483;
l_mut_1025 = l_1541;
if l_905 {
let l_1542 = l_1469 + l_1468;
let l_1543 = l_1542 < l_1505;
l_mut_1034 = l_1543;
let l_1544 = l_1469 - l_1468;
let l_1545 = l_1544 >= l_1505;
l_mut_1031 = l_1545;
let l_1546 = l_1470 - l_1468;
let l_1547 = l_1546 > l_1533;
l_mut_1028 = l_1547;
let l_1548 = l_1470 + l_1468;
let l_1549 = l_1548 <= l_1533;
l_mut_1025 = l_1549;
}
l_mut_974 = u32(2);
let l_1550 = l_mut_1031 || l_mut_1025;
if l_1550 {
l_mut_974 = u32(1);
} else {
let l_1551 = l_mut_1034 && l_mut_1028;
if l_1551 {
l_mut_974 = u32(0);
}
}
let l_1552 = bitcast<u32>(l_146);
let l_1553 = l_1552 & u32(2147483647);
let l_1554 = l_1553 == u32(0);
if l_1554 {
let l_1555 = l_1469 + l_1468;
let l_1556 = l_1555 < f64(1.1754943508222875e-38);
let l_1557 = l_1470 - l_1468;
let l_1558 = l_1557 > f64(-1.1754943508222875e-38);
let l_1559 = l_1556 && l_1558;
let l_1560 = l_1469 - l_1468;
let l_1561 = l_1560 < f64(1.1754943508222875e-38);
let l_1562 = l_1470 + l_1468;
let l_1563 = l_1562 > f64(-1.1754943508222875e-38);
let l_1564 = l_1561 && l_1563;
if l_1559 {
l_mut_974 = u32(0);
} else {
let l_1565 = l_mut_974 == u32(1);
let l_1566 = l_1564 && l_1565;
if l_1566 {
l_mut_974 = u32(2);
}
}
}
l_mut_379 = l_mut_974;
}
} else {
let l_1567 = l_901 == u32(7);
if l_1567 {
let l_1568 = abs(l_mut_151);
let l_1569 = l_907 * l_1568;
l_mut_567 = l_1569;
let l_1570 = abs(l_mut_151);
l_mut_395 = f64(1.401298464324817e-45);
let l_1571 = l_1570 >= f64(1.1754943508222875e-38);
let l_1572 = l_1570 <= f64(1.7976931348623157e308);
let l_1573 = l_1571 && l_1572;
if l_1573 {
let l_1574 = bitcast<u64>(l_1570);
let l_1575 = l_1574 >> u32(bitcast<u64>(u64(52)));
let l_1576 = l_1575 - u64(23);
let l_1577 = l_1576 << u32(bitcast<u64>(u64(52)));
let l_1578 = bitcast<f64>(l_1577);
l_mut_395 = l_1578;
}
let l_1579 = f64(0.5) * l_mut_395;
let l_1580 = l_1579 > l_mut_567;
if l_1580 {
l_mut_567 = l_1579;
}
let l_1581 = l_mut_151 - l_917;
let l_1582 = abs(l_1581);
l_mut_395 = f64(1.401298464324817e-45);
let l_1583 = l_1582 >= f64(1.1754943508222875e-38);
let l_1584 = l_1582 <= f64(1.7976931348623157e308);
let l_1585 = l_1583 && l_1584;
if l_1585 {
let l_1586 = bitcast<u64>(l_1582);
let l_1587 = l_1586 >> u32(bitcast<u64>(u64(52)));
let l_1588 = l_1587 - u64(23);
let l_1589 = l_1588 << u32(bitcast<u64>(u64(52)));
let l_1590 = bitcast<f64>(l_1589);
l_mut_395 = l_1590;
}
let l_1591 = l_mut_151 + l_917;
let l_1592 = abs(l_1591);
l_mut_241 = f64(1.401298464324817e-45);
let l_1593 = l_1592 >= f64(1.1754943508222875e-38);
let l_1594 = l_1592 <= f64(1.7976931348623157e308);
let l_1595 = l_1593 && l_1594;
if l_1595 {
let l_1596 = bitcast<u64>(l_1592);
let l_1597 = l_1596 >> u32(bitcast<u64>(u64(52)));
let l_1598 = l_1597 - u64(23);
let l_1599 = l_1598 << u32(bitcast<u64>(u64(52)));
let l_1600 = bitcast<f64>(l_1599);
l_mut_241 = l_1600;
}
let l_1601 = l_mut_395 == l_mut_241;
if l_1601 {
let l_1602 = l_907 * l_917;
let l_1603 = l_917 + l_1602;
let l_1604 = l_mut_567 * f64(1.4551915228366852e-11);
let l_1605 = l_1603 + l_1604;
let l_1606 = l_mut_151 - l_mut_567;
let l_1607 = l_mut_151 + l_mut_567;
let l_1608 = bitcast<u32>(l_146);
let l_1609 = l_1608 & u32(2147483647);
let l_1610 = bitcast<f32>(l_1609);
let l_1611 = f64(l_1610);
l_mut_567 = l_1611;
let l_1612 = l_1609 < u32(8388608);
if l_1612 {
let l_1613 = f64(l_1609);
let l_1614 = l_1613 * f64(1.401298464324817e-45);
l_mut_567 = l_1614;
}
let l_1615 = bitcast<u64>(l_mut_567);
let l_1616 = l_1608 >> u32(31);
let l_1617 = u64(l_1616);
let l_1618 = l_1617 << u32(bitcast<u64>(u64(63)));
let l_1619 = l_1615 | l_1618;
let l_1620 = bitcast<f64>(l_1619);
let l_1621 = bitcast<u32>(l_146);
let l_1622 = l_1621 + u32(1);
l_mut_974 = l_1622;
let l_1623 = l_1621 & u32(2147483647);
let l_1624 = l_1623 == u32(0);
if l_1624 {
l_mut_974 = u32(1);
} else {
let l_1625 = l_1621 & u32(2147483648);
let l_1626 = l_1625 != u32(0);
if l_1626 {
let l_1627 = l_1621 - u32(1);
l_mut_974 = l_1627;
} else {
let l_1628 = l_1621 == u32(2139095040);
if l_1628 {
l_mut_974 = l_1621;
}
}
}
let l_1629 = bitcast<f32>(l_mut_974);
let l_1630 = bitcast<u32>(l_1629);
let l_1631 = l_1630 & u32(2147483647);
let l_1632 = bitcast<f32>(l_1631);
let l_1633 = f64(l_1632);
l_mut_567 = l_1633;
let l_1634 = l_1631 < u32(8388608);
if l_1634 {
let l_1635 = f64(l_1631);
let l_1636 = l_1635 * f64(1.401298464324817e-45);
l_mut_567 = l_1636;
}
let l_1637 = bitcast<u64>(l_mut_567);
let l_1638 = l_1630 >> u32(31);
let l_1639 = u64(l_1638);
let l_1640 = l_1639 << u32(bitcast<u64>(u64(63)));
let l_1641 = l_1637 | l_1640;
let l_1642 = bitcast<f64>(l_1641);
let l_1643 = bitcast<u32>(l_146);
let l_1644 = l_1643 ^ u32(2147483648);
let l_1645 = bitcast<f32>(l_1644);
let l_1646 = bitcast<u32>(l_1645);
let l_1647 = l_1646 + u32(1);
l_mut_974 = l_1647;
let l_1648 = l_1646 & u32(2147483647);
let l_1649 = l_1648 == u32(0);
if l_1649 {
l_mut_974 = u32(1);
} else {
let l_1650 = l_1646 & u32(2147483648);
let l_1651 = l_1650 != u32(0);
if l_1651 {
let l_1652 = l_1646 - u32(1);
l_mut_974 = l_1652;
} else {
let l_1653 = l_1646 == u32(2139095040);
if l_1653 {
l_mut_974 = l_1646;
}
}
}
let l_1654 = bitcast<f32>(l_mut_974);
let l_1655 = bitcast<u32>(l_1654);
let l_1656 = l_1655 ^ u32(2147483648);
let l_1657 = bitcast<f32>(l_1656);
let l_1658 = bitcast<u32>(l_1657);
let l_1659 = l_1658 & u32(2147483647);
let l_1660 = bitcast<f32>(l_1659);
let l_1661 = f64(l_1660);
l_mut_567 = l_1661;
let l_1662 = l_1659 < u32(8388608);
if l_1662 {
let l_1663 = f64(l_1659);
let l_1664 = l_1663 * f64(1.401298464324817e-45);
l_mut_567 = l_1664;
}
let l_1665 = bitcast<u64>(l_mut_567);
let l_1666 = l_1658 >> u32(31);
let l_1667 = u64(l_1666);
let l_1668 = l_1667 << u32(bitcast<u64>(u64(63)));
let l_1669 = l_1665 | l_1668;
let l_1670 = bitcast<f64>(l_1669);
let l_1671 = l_1606 + l_1605;
let l_1672 = l_1671 <= l_1620;
l_mut_1034 = l_1672;
let l_1673 = l_1606 - l_1605;
let l_1674 = l_1673 > l_1620;
l_mut_1031 = l_1674;
let l_1675 = l_1607 - l_1605;
let l_1676 = l_1675 >= l_1620;
l_mut_1028 = l_1676;
let l_1677 = l_1607 + l_1605;
let l_1678 = l_1677 < l_1620;
l_mut_1025 = l_1678;
if l_905 {
let l_1679 = l_1606 + l_1605;
let l_1680 = l_1679 < l_1642;
l_mut_1034 = l_1680;
let l_1681 = l_1606 - l_1605;
let l_1682 = l_1681 >= l_1642;
l_mut_1031 = l_1682;
let l_1683 = l_1607 - l_1605;
let l_1684 = l_1683 > l_1670;
l_mut_1028 = l_1684;
let l_1685 = l_1607 + l_1605;
let l_1686 = l_1685 <= l_1670;
l_mut_1025 = l_1686;
}
l_mut_974 = u32(2);
let l_1687 = l_mut_1031 || l_mut_1025;
if l_1687 {
l_mut_974 = u32(1);
} else {
let l_1688 = l_mut_1034 && l_mut_1028;
if l_1688 {
l_mut_974 = u32(0);
}
}
let l_1689 = bitcast<u32>(l_146);
let l_1690 = l_1689 & u32(2147483647);
let l_1691 = l_1690 == u32(0);
if l_1691 {
let l_1692 = l_1606 + l_1605;
let l_1693 = l_1692 < f64(1.1754943508222875e-38);
let l_1694 = l_1607 - l_1605;
let l_1695 = l_1694 > f64(-1.1754943508222875e-38);
let l_1696 = l_1693 && l_1695;
let l_1697 = l_1606 - l_1605;
let l_1698 = l_1697 < f64(1.1754943508222875e-38);
let l_1699 = l_1607 + l_1605;
let l_1700 = l_1699 > f64(-1.1754943508222875e-38);
let l_1701 = l_1698 && l_1700;
if l_1696 {
l_mut_974 = u32(0);
} else {
let l_1702 = l_mut_974 == u32(1);
let l_1703 = l_1701 && l_1702;
if l_1703 {
l_mut_974 = u32(2);
}
}
}
l_mut_379 = l_mut_974;
}
} else {
let l_1704 = l_901 == u32(8);
if l_1704 {
let l_1705 = l_914 >= f64(0.5);
let l_1706 = l_914 <= f64(2.0);
let l_1707 = l_1705 && l_1706;
if l_1707 {
let l_1708 = l_907 * f64(1.4551915228366852e-11);
let l_1709 = l_917 + l_1708;
let l_1710 = l_mut_151 - l_907;
let l_1711 = l_mut_151 + l_907;
let l_1712 = bitcast<u32>(l_146);
let l_1713 = l_1712 & u32(2147483647);
let l_1714 = bitcast<f32>(l_1713);
let l_1715 = f64(l_1714);
l_mut_567 = l_1715;
let l_1716 = l_1713 < u32(8388608);
if l_1716 {
let l_1717 = f64(l_1713);
let l_1718 = l_1717 * f64(1.401298464324817e-45);
l_mut_567 = l_1718;
}
let l_1719 = bitcast<u64>(l_mut_567);
let l_1720 = l_1712 >> u32(31);
let l_1721 = u64(l_1720);
let l_1722 = l_1721 << u32(bitcast<u64>(u64(63)));
let l_1723 = l_1719 | l_1722;
let l_1724 = bitcast<f64>(l_1723);
let l_1725 = bitcast<u32>(l_146);
let l_1726 = l_1725 + u32(1);
l_mut_974 = l_1726;
let l_1727 = l_1725 & u32(2147483647);
let l_1728 = l_1727 == u32(0);
if l_1728 {
l_mut_974 = u32(1);
} else {
let l_1729 = l_1725 & u32(2147483648);
let l_1730 = l_1729 != u32(0);
if l_1730 {
let l_1731 = l_1725 - u32(1);
l_mut_974 = l_1731;
} else {
let l_1732 = l_1725 == u32(2139095040);
if l_1732 {
l_mut_974 = l_1725;
}
}
}
let l_1733 = bitcast<f32>(l_mut_974);
let l_1734 = bitcast<u32>(l_1733);
let l_1735 = l_1734 & u32(2147483647);
let l_1736 = bitcast<f32>(l_1735);
let l_1737 = f64(l_1736);
l_mut_567 = l_1737;
let l_1738 = l_1735 < u32(8388608);
if l_1738 {
let l_1739 = f64(l_1735);
let l_1740 = l_1739 * f64(1.401298464324817e-45);
l_mut_567 = l_1740;
}
let l_1741 = bitcast<u64>(l_mut_567);
let l_1742 = l_1734 >> u32(31);
let l_1743 = u64(l_1742);
let l_1744 = l_1743 << u32(bitcast<u64>(u64(63)));
let l_1745 = l_1741 | l_1744;
let l_1746 = bitcast<f64>(l_1745);
let l_1747 = bitcast<u32>(l_146);
let l_1748 = l_1747 ^ u32(2147483648);
let l_1749 = bitcast<f32>(l_1748);
let l_1750 = bitcast<u32>(l_1749);
let l_1751 = l_1750 + u32(1);
l_mut_974 = l_1751;
let l_1752 = l_1750 & u32(2147483647);
let l_1753 = l_1752 == u32(0);
if l_1753 {
l_mut_974 = u32(1);
} else {
let l_1754 = l_1750 & u32(2147483648);
let l_1755 = l_1754 != u32(0);
if l_1755 {
let l_1756 = l_1750 - u32(1);
l_mut_974 = l_1756;
} else {
let l_1757 = l_1750 == u32(2139095040);
if l_1757 {
l_mut_974 = l_1750;
}
}
}
let l_1758 = bitcast<f32>(l_mut_974);
let l_1759 = bitcast<u32>(l_1758);
let l_1760 = l_1759 ^ u32(2147483648);
let l_1761 = bitcast<f32>(l_1760);
let l_1762 = bitcast<u32>(l_1761);
let l_1763 = l_1762 & u32(2147483647);
let l_1764 = bitcast<f32>(l_1763);
let l_1765 = f64(l_1764);
l_mut_567 = l_1765;
let l_1766 = l_1763 < u32(8388608);
if l_1766 {
let l_1767 = f64(l_1763);
let l_1768 = l_1767 * f64(1.401298464324817e-45);
l_mut_567 = l_1768;
}
let l_1769 = bitcast<u64>(l_mut_567);
let l_1770 = l_1762 >> u32(31);
let l_1771 = u64(l_1770);
let l_1772 = l_1771 << u32(bitcast<u64>(u64(63)));
let l_1773 = l_1769 | l_1772;
let l_1774 = bitcast<f64>(l_1773);
let l_1775 = l_1710 + l_1709;
let l_1776 = l_1775 <= l_1724;
l_mut_1034 = l_1776;
let l_1777 = l_1710 - l_1709;
let l_1778 = l_1777 > l_1724;
l_mut_1031 = l_1778;
let l_1779 = l_1711 - l_1709;
let l_1780 = l_1779 >= l_1724;
l_mut_1028 = l_1780;
let l_1781 = l_1711 + l_1709;
let l_1782 = l_1781 < l_1724;
l_mut_1025 = l_1782;
if l_905 {
let l_1783 = l_1710 + l_1709;
let l_1784 = l_1783 < l_1746;
l_mut_1034 = l_1784;
let l_1785 = l_1710 - l_1709;
let l_1786 = l_1785 >= l_1746;
l_mut_1031 = l_1786;
let l_1787 = l_1711 - l_1709;
let l_1788 = l_1787 > l_1774;
l_mut_1028 = l_1788;
let l_1789 = l_1711 + l_1709;
let l_1790 = l_1789 <= l_1774;
l_mut_1025 = l_1790;
}
l_mut_974 = u32(2);
let l_1791 = l_mut_1031 || l_mut_1025;
if l_1791 {
l_mut_974 = u32(1);
} else {
let l_1792 = l_mut_1034 && l_mut_1028;
if l_1792 {
l_mut_974 = u32(0);
}
}
let l_1793 = bitcast<u32>(l_146);
let l_1794 = l_1793 & u32(2147483647);
let l_1795 = l_1794 == u32(0);
if l_1795 {
let l_1796 = l_1710 + l_1709;
let l_1797 = l_1796 < f64(1.1754943508222875e-38);
let l_1798 = l_1711 - l_1709;
let l_1799 = l_1798 > f64(-1.1754943508222875e-38);
let l_1800 = l_1797 && l_1799;
let l_1801 = l_1710 - l_1709;
let l_1802 = l_1801 < f64(1.1754943508222875e-38);
let l_1803 = l_1711 + l_1709;
let l_1804 = l_1803 > f64(-1.1754943508222875e-38);
let l_1805 = l_1802 && l_1804;
if l_1800 {
l_mut_974 = u32(0);
} else {
let l_1806 = l_mut_974 == u32(1);
let l_1807 = l_1805 && l_1806;
if l_1807 {
l_mut_974 = u32(2);
}
}
}
l_mut_379 = l_mut_974;
} else {
let l_1808 = abs(l_mut_151);
l_mut_567 = f64(1.401298464324817e-45);
let l_1809 = l_1808 >= f64(1.1754943508222875e-38);
let l_1810 = l_1808 <= f64(1.7976931348623157e308);
let l_1811 = l_1809 && l_1810;
if l_1811 {
let l_1812 = bitcast<u64>(l_1808);
let l_1813 = l_1812 >> u32(bitcast<u64>(u64(52)));
let l_1814 = l_1813 - u64(23);
let l_1815 = l_1814 << u32(bitcast<u64>(u64(52)));
let l_1816 = bitcast<f64>(l_1815);
l_mut_567 = l_1816;
}
let l_1817 = l_910 * l_mut_567;
l_mut_974 = u32(2);
let l_1818 = l_mut_151 - l_917;
let l_1819 = abs(l_1818);
l_mut_567 = f64(1.401298464324817e-45);
let l_1820 = l_1819 >= f64(1.1754943508222875e-38);
let l_1821 = l_1819 <= f64(1.7976931348623157e308);
let l_1822 = l_1820 && l_1821;
if l_1822 {
let l_1823 = bitcast<u64>(l_1819);
let l_1824 = l_1823 >> u32(bitcast<u64>(u64(52)));
let l_1825 = l_1824 - u64(23);
let l_1826 = l_1825 << u32(bitcast<u64>(u64(52)));
let l_1827 = bitcast<f64>(l_1826);
l_mut_567 = l_1827;
}
let l_1828 = l_mut_151 + l_917;
let l_1829 = abs(l_1828);
l_mut_395 = f64(1.401298464324817e-45);
let l_1830 = l_1829 >= f64(1.1754943508222875e-38);
let l_1831 = l_1829 <= f64(1.7976931348623157e308);
let l_1832 = l_1830 && l_1831;
if l_1832 {
let l_1833 = bitcast<u64>(l_1829);
let l_1834 = l_1833 >> u32(bitcast<u64>(u64(52)));
let l_1835 = l_1834 - u64(23);
let l_1836 = l_1835 << u32(bitcast<u64>(u64(52)));
let l_1837 = bitcast<f64>(l_1836);
l_mut_395 = l_1837;
}
let l_1838 = l_mut_567 == l_mut_395;
if l_1838 {
let l_1839 = l_1817 * f64(1.4551915228366852e-11);
let l_1840 = l_917 + l_1839;
let l_1841 = l_mut_151 - l_1817;
let l_1842 = l_mut_151 + l_1817;
let l_1843 = bitcast<u32>(l_146);
let l_1844 = l_1843 & u32(2147483647);
let l_1845 = bitcast<f32>(l_1844);
let l_1846 = f64(l_1845);
l_mut_567 = l_1846;
let l_1847 = l_1844 < u32(8388608);
if l_1847 {
let l_1848 = f64(l_1844);
let l_1849 = l_1848 * f64(1.401298464324817e-45);
l_mut_567 = l_1849;
}
let l_1850 = bitcast<u64>(l_mut_567);
let l_1851 = l_1843 >> u32(31);
let l_1852 = u64(l_1851);
let l_1853 = l_1852 << u32(bitcast<u64>(u64(63)));
let l_1854 = l_1850 | l_1853;
let l_1855 = bitcast<f64>(l_1854);
let l_1856 = bitcast<u32>(l_146);
let l_1857 = l_1856 + u32(1);
l_mut_933 = l_1857;
let l_1858 = l_1856 & u32(2147483647);
let l_1859 = l_1858 == u32(0);
if l_1859 {
l_mut_933 = u32(1);
} else {
let l_1860 = l_1856 & u32(2147483648);
let l_1861 = l_1860 != u32(0);
if l_1861 {
let l_1862 = l_1856 - u32(1);
l_mut_933 = l_1862;
} else {
let l_1863 = l_1856 == u32(2139095040);
if l_1863 {
l_mut_933 = l_1856;
}
}
}
let l_1864 = bitcast<f32>(l_mut_933);
let l_1865 = bitcast<u32>(l_1864);
let l_1866 = l_1865 & u32(2147483647);
let l_1867 = bitcast<f32>(l_1866);
let l_1868 = f64(l_1867);
l_mut_567 = l_1868;
let l_1869 = l_1866 < u32(8388608);
if l_1869 {
let l_1870 = f64(l_1866);
let l_1871 = l_1870 * f64(1.401298464324817e-45);
l_mut_567 = l_1871;
}
let l_1872 = bitcast<u64>(l_mut_567);
let l_1873 = l_1865 >> u32(31);
let l_1874 = u64(l_1873);
let l_1875 = l_1874 << u32(bitcast<u64>(u64(63)));
let l_1876 = l_1872 | l_1875;
let l_1877 = bitcast<f64>(l_1876);
let l_1878 = bitcast<u32>(l_146);
let l_1879 = l_1878 ^ u32(2147483648);
let l_1880 = bitcast<f32>(l_1879);
let l_1881 = bitcast<u32>(l_1880);
let l_1882 = l_1881 + u32(1);
l_mut_933 = l_1882;
let l_1883 = l_1881 & u32(2147483647);
let l_1884 = l_1883 == u32(0);
if l_1884 {
l_mut_933 = u32(1);
} else {
let l_1885 = l_1881 & u32(2147483648);
let l_1886 = l_1885 != u32(0);
if l_1886 {
let l_1887 = l_1881 - u32(1);
l_mut_933 = l_1887;
} else {
let l_1888 = l_1881 == u32(2139095040);
if l_1888 {
l_mut_933 = l_1881;
}
}
}
let l_1889 = bitcast<f32>(l_mut_933);
let l_1890 = bitcast<u32>(l_1889);
let l_1891 = l_1890 ^ u32(2147483648);
let l_1892 = bitcast<f32>(l_1891);
let l_1893 = bitcast<u32>(l_1892);
let l_1894 = l_1893 & u32(2147483647);
let l_1895 = bitcast<f32>(l_1894);
let l_1896 = f64(l_1895);
l_mut_567 = l_1896;
let l_1897 = l_1894 < u32(8388608);
if l_1897 {
let l_1898 = f64(l_1894);
let l_1899 = l_1898 * f64(1.401298464324817e-45);
l_mut_567 = l_1899;
}
let l_1900 = bitcast<u64>(l_mut_567);
let l_1901 = l_1893 >> u32(31);
let l_1902 = u64(l_1901);
let l_1903 = l_1902 << u32(bitcast<u64>(u64(63)));
let l_1904 = l_1900 | l_1903;
let l_1905 = bitcast<f64>(l_1904);
let l_1906 = l_1841 + l_1840;
let l_1907 = l_1906 <= l_1855;
l_mut_1034 = l_1907;
let l_1908 = l_1841 - l_1840;
let l_1909 = l_1908 > l_1855;
l_mut_1031 = l_1909;
let l_1910 = l_1842 - l_1840;
let l_1911 = l_1910 >= l_1855;
l_mut_1028 = l_1911;
let l_1912 = l_1842 + l_1840;
let l_1913 = l_1912 < l_1855;
l_mut_1025 = l_1913;
if l_905 {
let l_1914 = l_1841 + l_1840;
let l_1915 = l_1914 < l_1877;
l_mut_1034 = l_1915;
let l_1916 = l_1841 - l_1840;
let l_1917 = l_1916 >= l_1877;
l_mut_1031 = l_1917;
let l_1918 = l_1842 - l_1840;
let l_1919 = l_1918 > l_1905;
l_mut_1028 = l_1919;
let l_1920 = l_1842 + l_1840;
let l_1921 = l_1920 <= l_1905;
l_mut_1025 = l_1921;
}
l_mut_933 = u32(2);
let l_1922 = l_mut_1031 || l_mut_1025;
if l_1922 {
l_mut_933 = u32(1);
} else {
let l_1923 = l_mut_1034 && l_mut_1028;
if l_1923 {
l_mut_933 = u32(0);
}
}
let l_1924 = bitcast<u32>(l_146);
let l_1925 = l_1924 & u32(2147483647);
let l_1926 = l_1925 == u32(0);
if l_1926 {
let l_1927 = l_1841 + l_1840;
let l_1928 = l_1927 < f64(1.1754943508222875e-38);
let l_1929 = l_1842 - l_1840;
let l_1930 = l_1929 > f64(-1.1754943508222875e-38);
let l_1931 = l_1928 && l_1930;
let l_1932 = l_1841 - l_1840;
let l_1933 = l_1932 < f64(1.1754943508222875e-38);
let l_1934 = l_1842 + l_1840;
let l_1935 = l_1934 > f64(-1.1754943508222875e-38);
let l_1936 = l_1933 && l_1935;
if l_1931 {
l_mut_933 = u32(0);
} else {
let l_1937 = l_mut_933 == u32(1);
let l_1938 = l_1936 && l_1937;
if l_1938 {
l_mut_933 = u32(2);
}
}
}
l_mut_974 = l_mut_933;
}
l_mut_379 = l_mut_974;
}
} else {
let l_1939 = l_901 == u32(9);
if l_1939 {
a_1940[u32(0)] = u32(1);
let l_1941 = sqrt(l_914);
let l_1942 = f64(1.0) / l_1941;
let l_1943 = l_1942 * f64(1.4551915228366852e-11);
let l_1944 = abs(l_1942);
l_mut_567 = f64(1.401298464324817e-45);
let l_1945 = l_1944 >= f64(1.1754943508222875e-38);
let l_1946 = l_1944 <= f64(1.7976931348623157e308);
let l_1947 = l_1945 && l_1946;
if l_1947 {
let l_1948 = bitcast<u64>(l_1944);
let l_1949 = l_1948 >> u32(bitcast<u64>(u64(52)));
let l_1950 = l_1949 - u64(23);
let l_1951 = l_1950 << u32(bitcast<u64>(u64(52)));
let l_1952 = bitcast<f64>(l_1951);
l_mut_567 = l_1952;
}
let l_1953 = l_1942 - l_1943;
let l_1954 = abs(l_1953);
l_mut_395 = f64(1.401298464324817e-45);
let l_1955 = l_1954 >= f64(1.1754943508222875e-38);
let l_1956 = l_1954 <= f64(1.7976931348623157e308);
let l_1957 = l_1955 && l_1956;
if l_1957 {
let l_1958 = bitcast<u64>(l_1954);
let l_1959 = l_1958 >> u32(bitcast<u64>(u64(52)));
let l_1960 = l_1959 - u64(23);
let l_1961 = l_1960 << u32(bitcast<u64>(u64(52)));
let l_1962 = bitcast<f64>(l_1961);
l_mut_395 = l_1962;
}
let l_1963 = l_1942 + l_1943;
let l_1964 = abs(l_1963);
l_mut_241 = f64(1.401298464324817e-45);
let l_1965 = l_1964 >= f64(1.1754943508222875e-38);
let l_1966 = l_1964 <= f64(1.7976931348623157e308);
let l_1967 = l_1965 && l_1966;
if l_1967 {
let l_1968 = bitcast<u64>(l_1964);
let l_1969 = l_1968 >> u32(bitcast<u64>(u64(52)));
let l_1970 = l_1969 - u64(23);
let l_1971 = l_1970 << u32(bitcast<u64>(u64(52)));
let l_1972 = bitcast<f64>(l_1971);
l_mut_241 = l_1972;
}
let l_1973 = l_mut_395 == l_mut_241;
let l_1974 = !l_1973;
if l_1974 {
a_1940[u32(0)] = u32(0);
}
let l_1975 = l_907 * l_mut_567;
let l_1976 = l_1942 - l_1975;
l_mut_395 = l_1976;
if l_905 {
let l_1977 = l_1976 - l_1943;
let l_1978 = l_1977 * f64(7.1362384635298e44);
let l_1979 = floor(l_1978);
let l_1980 = l_1979 * f64(1.401298464324817e-45);
l_mut_241 = l_1980;
let l_1981 = abs(l_1977);
let l_1982 = l_1981 >= f64(1.1754943508222875e-38);
if l_1982 {
let l_1983 = f32(l_1977);
let l_1984 = f64(l_1983);
l_mut_241 = l_1984;
let l_1985 = l_mut_241 > l_1977;
if l_1985 {
let l_1986 = bitcast<u32>(l_1983);
let l_1987 = l_1986 ^ u32(2147483648);
let l_1988 = bitcast<f32>(l_1987);
let l_1989 = bitcast<u32>(l_1988);
let l_1990 = l_1989 + u32(1);
l_mut_974 = l_1990;
let l_1991 = l_1989 & u32(2147483647);
let l_1992 = l_1991 == u32(0);
if l_1992 {
l_mut_974 = u32(1);
} else {
let l_1993 = l_1989 & u32(2147483648);
let l_1994 = l_1993 != u32(0);
if l_1994 {
let l_1995 = l_1989 - u32(1);
l_mut_974 = l_1995;
} else {
let l_1996 = l_1989 == u32(2139095040);
if l_1996 {
l_mut_974 = l_1989;
}
}
}
let l_1997 = bitcast<f32>(l_mut_974);
let l_1998 = bitcast<u32>(l_1997);
let l_1999 = l_1998 ^ u32(2147483648);
let l_2000 = bitcast<f32>(l_1999);
let l_2001 = bitcast<u32>(l_2000);
let l_2002 = l_2001 & u32(2147483647);
let l_2003 = bitcast<f32>(l_2002);
let l_2004 = f64(l_2003);
l_mut_166 = l_2004;
let l_2005 = l_2002 < u32(8388608);
if l_2005 {
let l_2006 = f64(l_2002);
let l_2007 = l_2006 * f64(1.401298464324817e-45);
l_mut_166 = l_2007;
}
let l_2008 = bitcast<u64>(l_mut_166);
let l_2009 = l_2001 >> u32(31);
let l_2010 = u64(l_2009);
let l_2011 = l_2010 << u32(bitcast<u64>(u64(63)));
let l_2012 = l_2008 | l_2011;
let l_2013 = bitcast<f64>(l_2012);
l_mut_241 = l_2013;
} else {
let l_2014 = bitcast<u32>(l_1983);
let l_2015 = l_2014 + u32(1);
l_mut_974 = l_2015;
let l_2016 = l_2014 & u32(2147483647);
let l_2017 = l_2016 == u32(0);
if l_2017 {
l_mut_974 = u32(1);
} else {
let l_2018 = l_2014 & u32(2147483648);
let l_2019 = l_2018 != u32(0);
if l_2019 {
let l_2020 = l_2014 - u32(1);
l_mut_974 = l_2020;
} else {
let l_2021 = l_2014 == u32(2139095040);
if l_2021 {
l_mut_974 = l_2014;
}
}
}
let l_2022 = bitcast<f32>(l_mut_974);
let l_2023 = bitcast<u32>(l_2022);
let l_2024 = l_2023 & u32(2147483647);
let l_2025 = bitcast<f32>(l_2024);
let l_2026 = f64(l_2025);
l_mut_166 = l_2026;
let l_2027 = l_2024 < u32(8388608);
if l_2027 {
let l_2028 = f64(l_2024);
let l_2029 = l_2028 * f64(1.401298464324817e-45);
l_mut_166 = l_2029;
}
let l_2030 = bitcast<u64>(l_mut_166);
let l_2031 = l_2023 >> u32(31);
let l_2032 = u64(l_2031);
let l_2033 = l_2032 << u32(bitcast<u64>(u64(63)));
let l_2034 = l_2030 | l_2033;
let l_2035 = bitcast<f64>(l_2034);
let l_2036 = l_2035 <= l_1977;
if l_2036 {
let l_2037 = bitcast<u32>(l_1983);
let l_2038 = l_2037 + u32(1);
l_mut_974 = l_2038;
let l_2039 = l_2037 & u32(2147483647);
let l_2040 = l_2039 == u32(0);
if l_2040 {
l_mut_974 = u32(1);
} else {
let l_2041 = l_2037 & u32(2147483648);
let l_2042 = l_2041 != u32(0);
if l_2042 {
let l_2043 = l_2037 - u32(1);
l_mut_974 = l_2043;
} else {
let l_2044 = l_2037 == u32(2139095040);
if l_2044 {
l_mut_974 = l_2037;
}
}
}
let l_2045 = bitcast<f32>(l_mut_974);
let l_2046 = bitcast<u32>(l_2045);
let l_2047 = l_2046 & u32(2147483647);
let l_2048 = bitcast<f32>(l_2047);
let l_2049 = f64(l_2048);
l_mut_166 = l_2049;
let l_2050 = l_2047 < u32(8388608);
if l_2050 {
let l_2051 = f64(l_2047);
let l_2052 = l_2051 * f64(1.401298464324817e-45);
l_mut_166 = l_2052;
}
let l_2053 = bitcast<u64>(l_mut_166);
let l_2054 = l_2046 >> u32(31);
let l_2055 = u64(l_2054);
let l_2056 = l_2055 << u32(bitcast<u64>(u64(63)));
let l_2057 = l_2053 | l_2056;
let l_2058 = bitcast<f64>(l_2057);
l_mut_241 = l_2058;
}
}
}
let l_2059 = l_1976 + l_1943;
let l_2060 = l_2059 * f64(7.1362384635298e44);
let l_2061 = floor(l_2060);
let l_2062 = l_2061 * f64(1.401298464324817e-45);
l_mut_166 = l_2062;
let l_2063 = abs(l_2059);
let l_2064 = l_2063 >= f64(1.1754943508222875e-38);
if l_2064 {
let l_2065 = f32(l_2059);
let l_2066 = f64(l_2065);
l_mut_166 = l_2066;
let l_2067 = l_mut_166 > l_2059;
if l_2067 {
let l_2068 = bitcast<u32>(l_2065);
let l_2069 = l_2068 ^ u32(2147483648);
let l_2070 = bitcast<f32>(l_2069);
let l_2071 = bitcast<u32>(l_2070);
let l_2072 = l_2071 + u32(1);
l_mut_974 = l_2072;
let l_2073 = l_2071 & u32(2147483647);
let l_2074 = l_2073 == u32(0);
if l_2074 {
l_mut_974 = u32(1);
} else {
let l_2075 = l_2071 & u32(2147483648);
let l_2076 = l_2075 != u32(0);
if l_2076 {
let l_2077 = l_2071 - u32(1);
l_mut_974 = l_2077;
} else {
let l_2078 = l_2071 == u32(2139095040);
if l_2078 {
l_mut_974 = l_2071;
}
}
}
let l_2079 = bitcast<f32>(l_mut_974);
let l_2080 = bitcast<u32>(l_2079);
let l_2081 = l_2080 ^ u32(2147483648);
let l_2082 = bitcast<f32>(l_2081);
let l_2083 = bitcast<u32>(l_2082);
let l_2084 = l_2083 & u32(2147483647);
let l_2085 = bitcast<f32>(l_2084);
let l_2086 = f64(l_2085);
l_mut_2087 = l_2086;
let l_2088 = l_2084 < u32(8388608);
if l_2088 {
let l_2089 = f64(l_2084);
let l_2090 = l_2089 * f64(1.401298464324817e-45);
l_mut_2087 = l_2090;
}
let l_2091 = bitcast<u64>(l_mut_2087);
let l_2092 = l_2083 >> u32(31);
let l_2093 = u64(l_2092);
let l_2094 = l_2093 << u32(bitcast<u64>(u64(63)));
let l_2095 = l_2091 | l_2094;
let l_2096 = bitcast<f64>(l_2095);
l_mut_166 = l_2096;
} else {
let l_2097 = bitcast<u32>(l_2065);
let l_2098 = l_2097 + u32(1);
l_mut_974 = l_2098;
let l_2099 = l_2097 & u32(2147483647);
let l_2100 = l_2099 == u32(0);
if l_2100 {
l_mut_974 = u32(1);
} else {
let l_2101 = l_2097 & u32(2147483648);
let l_2102 = l_2101 != u32(0);
if l_2102 {
let l_2103 = l_2097 - u32(1);
l_mut_974 = l_2103;
} else {
let l_2104 = l_2097 == u32(2139095040);
if l_2104 {
l_mut_974 = l_2097;
}
}
}
let l_2105 = bitcast<f32>(l_mut_974);
let l_2106 = bitcast<u32>(l_2105);
let l_2107 = l_2106 & u32(2147483647);
let l_2108 = bitcast<f32>(l_2107);
let l_2109 = f64(l_2108);
l_mut_2087 = l_2109;
let l_2110 = l_2107 < u32(8388608);
if l_2110 {
let l_2111 = f64(l_2107);
let l_2112 = l_2111 * f64(1.401298464324817e-45);
l_mut_2087 = l_2112;
}
let l_2113 = bitcast<u64>(l_mut_2087);
let l_2114 = l_2106 >> u32(31);
let l_2115 = u64(l_2114);
let l_2116 = l_2115 << u32(bitcast<u64>(u64(63)));
let l_2117 = l_2113 | l_2116;
let l_2118 = bitcast<f64>(l_2117);
let l_2119 = l_2118 <= l_2059;
if l_2119 {
let l_2120 = bitcast<u32>(l_2065);
let l_2121 = l_2120 + u32(1);
l_mut_974 = l_2121;
let l_2122 = l_2120 & u32(2147483647);
let l_2123 = l_2122 == u32(0);
if l_2123 {
l_mut_974 = u32(1);
} else {
let l_2124 = l_2120 & u32(2147483648);
let l_2125 = l_2124 != u32(0);
if l_2125 {
let l_2126 = l_2120 - u32(1);
l_mut_974 = l_2126;
} else {
let l_2127 = l_2120 == u32(2139095040);
if l_2127 {
l_mut_974 = l_2120;
}
}
}
let l_2128 = bitcast<f32>(l_mut_974);
let l_2129 = bitcast<u32>(l_2128);
let l_2130 = l_2129 & u32(2147483647);
let l_2131 = bitcast<f32>(l_2130);
let l_2132 = f64(l_2131);
l_mut_2087 = l_2132;
let l_2133 = l_2130 < u32(8388608);
if l_2133 {
let l_2134 = f64(l_2130);
let l_2135 = l_2134 * f64(1.401298464324817e-45);
l_mut_2087 = l_2135;
}
let l_2136 = bitcast<u64>(l_mut_2087);
let l_2137 = l_2129 >> u32(31);
let l_2138 = u64(l_2137);
let l_2139 = l_2138 << u32(bitcast<u64>(u64(63)));
let l_2140 = l_2136 | l_2139;
let l_2141 = bitcast<f64>(l_2140);
l_mut_166 = l_2141;
}
}
}
let l_2142 = l_mut_241 == l_mut_166;
let l_2143 = !l_2142;
if l_2143 {
a_1940[u32(0)] = u32(0);
}
let l_2144 = l_1976 * f64(7.1362384635298e44);
let l_2145 = floor(l_2144);
let l_2146 = l_2145 * f64(1.401298464324817e-45);
l_mut_2087 = l_2146;
let l_2147 = abs(l_1976);
let l_2148 = l_2147 >= f64(1.1754943508222875e-38);
if l_2148 {
let l_2149 = f32(l_1976);
let l_2150 = f64(l_2149);
l_mut_2087 = l_2150;
let l_2151 = l_mut_2087 > l_1976;
if l_2151 {
let l_2152 = bitcast<u32>(l_2149);
let l_2153 = l_2152 ^ u32(2147483648);
let l_2154 = bitcast<f32>(l_2153);
let l_2155 = bitcast<u32>(l_2154);
let l_2156 = l_2155 + u32(1);
l_mut_974 = l_2156;
let l_2157 = l_2155 & u32(2147483647);
let l_2158 = l_2157 == u32(0);
if l_2158 {
l_mut_974 = u32(1);
} else {
let l_2159 = l_2155 & u32(2147483648);
let l_2160 = l_2159 != u32(0);
if l_2160 {
let l_2161 = l_2155 - u32(1);
l_mut_974 = l_2161;
} else {
let l_2162 = l_2155 == u32(2139095040);
if l_2162 {
l_mut_974 = l_2155;
}
}
}
let l_2163 = bitcast<f32>(l_mut_974);
let l_2164 = bitcast<u32>(l_2163);
let l_2165 = l_2164 ^ u32(2147483648);
let l_2166 = bitcast<f32>(l_2165);
let l_2167 = bitcast<u32>(l_2166);
let l_2168 = l_2167 & u32(2147483647);
let l_2169 = bitcast<f32>(l_2168);
let l_2170 = f64(l_2169);
l_mut_241 = l_2170;
let l_2171 = l_2168 < u32(8388608);
if l_2171 {
let l_2172 = f64(l_2168);
let l_2173 = l_2172 * f64(1.401298464324817e-45);
l_mut_241 = l_2173;
}
let l_2174 = bitcast<u64>(l_mut_241);
let l_2175 = l_2167 >> u32(31);
let l_2176 = u64(l_2175);
let l_2177 = l_2176 << u32(bitcast<u64>(u64(63)));
let l_2178 = l_2174 | l_2177;
let l_2179 = bitcast<f64>(l_2178);
l_mut_2087 = l_2179;
} else {
let l_2180 = bitcast<u32>(l_2149);
let l_2181 = l_2180 + u32(1);
l_mut_974 = l_2181;
let l_2182 = l_2180 & u32(2147483647);
let l_2183 = l_2182 == u32(0);
if l_2183 {
l_mut_974 = u32(1);
} else {
let l_2184 = l_2180 & u32(2147483648);
let l_2185 = l_2184 != u32(0);
if l_2185 {
let l_2186 = l_2180 - u32(1);
l_mut_974 = l_2186;
} else {
let l_2187 = l_2180 == u32(2139095040);
if l_2187 {
l_mut_974 = l_2180;
}
}
}
let l_2188 = bitcast<f32>(l_mut_974);
let l_2189 = bitcast<u32>(l_2188);
let l_2190 = l_2189 & u32(2147483647);
let l_2191 = bitcast<f32>(l_2190);
let l_2192 = f64(l_2191);
l_mut_241 = l_2192;
let l_2193 = l_2190 < u32(8388608);
if l_2193 {
let l_2194 = f64(l_2190);
let l_2195 = l_2194 * f64(1.401298464324817e-45);
l_mut_241 = l_2195;
}
let l_2196 = bitcast<u64>(l_mut_241);
let l_2197 = l_2189 >> u32(31);
let l_2198 = u64(l_2197);
let l_2199 = l_2198 << u32(bitcast<u64>(u64(63)));
let l_2200 = l_2196 | l_2199;
let l_2201 = bitcast<f64>(l_2200);
let l_2202 = l_2201 <= l_1976;
if l_2202 {
let l_2203 = bitcast<u32>(l_2149);
let l_2204 = l_2203 + u32(1);
l_mut_974 = l_2204;
let l_2205 = l_2203 & u32(2147483647);
let l_2206 = l_2205 == u32(0);
if l_2206 {
l_mut_974 = u32(1);
} else {
let l_2207 = l_2203 & u32(2147483648);
let l_2208 = l_2207 != u32(0);
if l_2208 {
let l_2209 = l_2203 - u32(1);
l_mut_974 = l_2209;
} else {
let l_2210 = l_2203 == u32(2139095040);
if l_2210 {
l_mut_974 = l_2203;
}
}
}
let l_2211 = bitcast<f32>(l_mut_974);
let l_2212 = bitcast<u32>(l_2211);
let l_2213 = l_2212 & u32(2147483647);
let l_2214 = bitcast<f32>(l_2213);
let l_2215 = f64(l_2214);
l_mut_241 = l_2215;
let l_2216 = l_2213 < u32(8388608);
if l_2216 {
let l_2217 = f64(l_2213);
let l_2218 = l_2217 * f64(1.401298464324817e-45);
l_mut_241 = l_2218;
}
let l_2219 = bitcast<u64>(l_mut_241);
let l_2220 = l_2212 >> u32(31);
let l_2221 = u64(l_2220);
let l_2222 = l_2221 << u32(bitcast<u64>(u64(63)));
let l_2223 = l_2219 | l_2222;
let l_2224 = bitcast<f64>(l_2223);
l_mut_2087 = l_2224;
}
}
}
l_mut_395 = l_mut_2087;
}
let l_2225 = l_907 * l_mut_567;
let l_2226 = l_1942 + l_2225;
l_mut_2087 = l_2226;
if l_905 {
let l_2227 = l_2226 - l_1943;
let l_2228 = l_2227 * f64(7.1362384635298e44);
let l_2229 = floor(l_2228);
let l_2230 = l_2229 * f64(1.401298464324817e-45);
l_mut_567 = l_2230;
let l_2231 = abs(l_2227);
let l_2232 = l_2231 >= f64(1.1754943508222875e-38);
if l_2232 {
let l_2233 = f32(l_2227);
let l_2234 = f64(l_2233);
l_mut_567 = l_2234;
let l_2235 = l_mut_567 > l_2227;
if l_2235 {
let l_2236 = bitcast<u32>(l_2233);
let l_2237 = l_2236 ^ u32(2147483648);
let l_2238 = bitcast<f32>(l_2237);
let l_2239 = bitcast<u32>(l_2238);
let l_2240 = l_2239 + u32(1);
l_mut_974 = l_2240;
let l_2241 = l_2239 & u32(2147483647);
let l_2242 = l_2241 == u32(0);
if l_2242 {
l_mut_974 = u32(1);
} else {
let l_2243 = l_2239 & u32(2147483648);
let l_2244 = l_2243 != u32(0);
if l_2244 {
let l_2245 = l_2239 - u32(1);
l_mut_974 = l_2245;
} else {
let l_2246 = l_2239 == u32(2139095040);
if l_2246 {
l_mut_974 = l_2239;
}
}
}
let l_2247 = bitcast<f32>(l_mut_974);
let l_2248 = bitcast<u32>(l_2247);
let l_2249 = l_2248 ^ u32(2147483648);
let l_2250 = bitcast<f32>(l_2249);
let l_2251 = bitcast<u32>(l_2250);
let l_2252 = l_2251 & u32(2147483647);
let l_2253 = bitcast<f32>(l_2252);
let l_2254 = f64(l_2253);
l_mut_241 = l_2254;
let l_2255 = l_2252 < u32(8388608);
if l_2255 {
let l_2256 = f64(l_2252);
let l_2257 = l_2256 * f64(1.401298464324817e-45);
l_mut_241 = l_2257;
}
let l_2258 = bitcast<u64>(l_mut_241);
let l_2259 = l_2251 >> u32(31);
let l_2260 = u64(l_2259);
let l_2261 = l_2260 << u32(bitcast<u64>(u64(63)));
let l_2262 = l_2258 | l_2261;
let l_2263 = bitcast<f64>(l_2262);
l_mut_567 = l_2263;
} else {
let l_2264 = bitcast<u32>(l_2233);
let l_2265 = l_2264 + u32(1);
l_mut_974 = l_2265;
let l_2266 = l_2264 & u32(2147483647);
let l_2267 = l_2266 == u32(0);
if l_2267 {
l_mut_974 = u32(1);
} else {
let l_2268 = l_2264 & u32(2147483648);
let l_2269 = l_2268 != u32(0);
if l_2269 {
let l_2270 = l_2264 - u32(1);
l_mut_974 = l_2270;
} else {
let l_2271 = l_2264 == u32(2139095040);
if l_2271 {
l_mut_974 = l_2264;
}
}
}
let l_2272 = bitcast<f32>(l_mut_974);
let l_2273 = bitcast<u32>(l_2272);
let l_2274 = l_2273 & u32(2147483647);
let l_2275 = bitcast<f32>(l_2274);
let l_2276 = f64(l_2275);
l_mut_241 = l_2276;
let l_2277 = l_2274 < u32(8388608);
if l_2277 {
let l_2278 = f64(l_2274);
let l_2279 = l_2278 * f64(1.401298464324817e-45);
l_mut_241 = l_2279;
}
let l_2280 = bitcast<u64>(l_mut_241);
let l_2281 = l_2273 >> u32(31);
let l_2282 = u64(l_2281);
let l_2283 = l_2282 << u32(bitcast<u64>(u64(63)));
let l_2284 = l_2280 | l_2283;
let l_2285 = bitcast<f64>(l_2284);
let l_2286 = l_2285 <= l_2227;
if l_2286 {
let l_2287 = bitcast<u32>(l_2233);
let l_2288 = l_2287 + u32(1);
l_mut_974 = l_2288;
let l_2289 = l_2287 & u32(2147483647);
let l_2290 = l_2289 == u32(0);
if l_2290 {
l_mut_974 = u32(1);
} else {
let l_2291 = l_2287 & u32(2147483648);
let l_2292 = l_2291 != u32(0);
if l_2292 {
let l_2293 = l_2287 - u32(1);
l_mut_974 = l_2293;
} else {
let l_2294 = l_2287 == u32(2139095040);
if l_2294 {
l_mut_974 = l_2287;
}
}
}
let l_2295 = bitcast<f32>(l_mut_974);
let l_2296 = bitcast<u32>(l_2295);
let l_2297 = l_2296 & u32(2147483647);
let l_2298 = bitcast<f32>(l_2297);
let l_2299 = f64(l_2298);
l_mut_241 = l_2299;
let l_2300 = l_2297 < u32(8388608);
if l_2300 {
let l_2301 = f64(l_2297);
let l_2302 = l_2301 * f64(1.401298464324817e-45);
l_mut_241 = l_2302;
}
let l_2303 = bitcast<u64>(l_mut_241);
let l_2304 = l_2296 >> u32(31);
let l_2305 = u64(l_2304);
let l_2306 = l_2305 << u32(bitcast<u64>(u64(63)));
let l_2307 = l_2303 | l_2306;
let l_2308 = bitcast<f64>(l_2307);
l_mut_567 = l_2308;
}
}
}
let l_2309 = l_2226 + l_1943;
let l_2310 = l_2309 * f64(7.1362384635298e44);
let l_2311 = floor(l_2310);
let l_2312 = l_2311 * f64(1.401298464324817e-45);
l_mut_241 = l_2312;
let l_2313 = abs(l_2309);
let l_2314 = l_2313 >= f64(1.1754943508222875e-38);
if l_2314 {
let l_2315 = f32(l_2309);
let l_2316 = f64(l_2315);
l_mut_241 = l_2316;
let l_2317 = l_mut_241 > l_2309;
if l_2317 {
let l_2318 = bitcast<u32>(l_2315);
let l_2319 = l_2318 ^ u32(2147483648);
let l_2320 = bitcast<f32>(l_2319);
let l_2321 = bitcast<u32>(l_2320);
let l_2322 = l_2321 + u32(1);
l_mut_974 = l_2322;
let l_2323 = l_2321 & u32(2147483647);
let l_2324 = l_2323 == u32(0);
if l_2324 {
l_mut_974 = u32(1);
} else {
let l_2325 = l_2321 & u32(2147483648);
let l_2326 = l_2325 != u32(0);
if l_2326 {
let l_2327 = l_2321 - u32(1);
l_mut_974 = l_2327;
} else {
let l_2328 = l_2321 == u32(2139095040);
if l_2328 {
l_mut_974 = l_2321;
}
}
}
let l_2329 = bitcast<f32>(l_mut_974);
let l_2330 = bitcast<u32>(l_2329);
let l_2331 = l_2330 ^ u32(2147483648);
let l_2332 = bitcast<f32>(l_2331);
let l_2333 = bitcast<u32>(l_2332);
let l_2334 = l_2333 & u32(2147483647);
let l_2335 = bitcast<f32>(l_2334);
let l_2336 = f64(l_2335);
l_mut_166 = l_2336;
let l_2337 = l_2334 < u32(8388608);
if l_2337 {
let l_2338 = f64(l_2334);
let l_2339 = l_2338 * f64(1.401298464324817e-45);
l_mut_166 = l_2339;
}
let l_2340 = bitcast<u64>(l_mut_166);
let l_2341 = l_2333 >> u32(31);
let l_2342 = u64(l_2341);
let l_2343 = l_2342 << u32(bitcast<u64>(u64(63)));
let l_2344 = l_2340 | l_2343;
let l_2345 = bitcast<f64>(l_2344);
l_mut_241 = l_2345;
} else {
let l_2346 = bitcast<u32>(l_2315);
let l_2347 = l_2346 + u32(1);
l_mut_974 = l_2347;
let l_2348 = l_2346 & u32(2147483647);
let l_2349 = l_2348 == u32(0);
if l_2349 {
l_mut_974 = u32(1);
} else {
let l_2350 = l_2346 & u32(2147483648);
let l_2351 = l_2350 != u32(0);
if l_2351 {
let l_2352 = l_2346 - u32(1);
l_mut_974 = l_2352;
} else {
let l_2353 = l_2346 == u32(2139095040);
if l_2353 {
l_mut_974 = l_2346;
}
}
}
let l_2354 = bitcast<f32>(l_mut_974);
let l_2355 = bitcast<u32>(l_2354);
let l_2356 = l_2355 & u32(2147483647);
let l_2357 = bitcast<f32>(l_2356);
let l_2358 = f64(l_2357);
l_mut_166 = l_2358;
let l_2359 = l_2356 < u32(8388608);
if l_2359 {
let l_2360 = f64(l_2356);
let l_2361 = l_2360 * f64(1.401298464324817e-45);
l_mut_166 = l_2361;
}
let l_2362 = bitcast<u64>(l_mut_166);
let l_2363 = l_2355 >> u32(31);
let l_2364 = u64(l_2363);
let l_2365 = l_2364 << u32(bitcast<u64>(u64(63)));
let l_2366 = l_2362 | l_2365;
let l_2367 = bitcast<f64>(l_2366);
let l_2368 = l_2367 <= l_2309;
if l_2368 {
let l_2369 = bitcast<u32>(l_2315);
let l_2370 = l_2369 + u32(1);
l_mut_974 = l_2370;
let l_2371 = l_2369 & u32(2147483647);
let l_2372 = l_2371 == u32(0);
if l_2372 {
l_mut_974 = u32(1);
} else {
let l_2373 = l_2369 & u32(2147483648);
let l_2374 = l_2373 != u32(0);
if l_2374 {
let l_2375 = l_2369 - u32(1);
l_mut_974 = l_2375;
} else {
let l_2376 = l_2369 == u32(2139095040);
if l_2376 {
l_mut_974 = l_2369;
}
}
}
let l_2377 = bitcast<f32>(l_mut_974);
let l_2378 = bitcast<u32>(l_2377);
let l_2379 = l_2378 & u32(2147483647);
let l_2380 = bitcast<f32>(l_2379);
let l_2381 = f64(l_2380);
l_mut_166 = l_2381;
let l_2382 = l_2379 < u32(8388608);
if l_2382 {
let l_2383 = f64(l_2379);
let l_2384 = l_2383 * f64(1.401298464324817e-45);
l_mut_166 = l_2384;
}
let l_2385 = bitcast<u64>(l_mut_166);
let l_2386 = l_2378 >> u32(31);
let l_2387 = u64(l_2386);
let l_2388 = l_2387 << u32(bitcast<u64>(u64(63)));
let l_2389 = l_2385 | l_2388;
let l_2390 = bitcast<f64>(l_2389);
l_mut_241 = l_2390;
}
}
}
let l_2391 = l_mut_567 == l_mut_241;
let l_2392 = !l_2391;
if l_2392 {
a_1940[u32(0)] = u32(0);
}
let l_2393 = -l_2226;
let l_2394 = l_2393 * f64(7.1362384635298e44);
let l_2395 = floor(l_2394);
let l_2396 = l_2395 * f64(1.401298464324817e-45);
l_mut_567 = l_2396;
let l_2397 = abs(l_2393);
let l_2398 = l_2397 >= f64(1.1754943508222875e-38);
if l_2398 {
let l_2399 = f32(l_2393);
let l_2400 = f64(l_2399);
l_mut_567 = l_2400;
let l_2401 = l_mut_567 > l_2393;
if l_2401 {
let l_2402 = bitcast<u32>(l_2399);
let l_2403 = l_2402 ^ u32(2147483648);
let l_2404 = bitcast<f32>(l_2403);
let l_2405 = bitcast<u32>(l_2404);
let l_2406 = l_2405 + u32(1);
l_mut_974 = l_2406;
let l_2407 = l_2405 & u32(2147483647);
let l_2408 = l_2407 == u32(0);
if l_2408 {
l_mut_974 = u32(1);
} else {
let l_2409 = l_2405 & u32(2147483648);
let l_2410 = l_2409 != u32(0);
if l_2410 {
let l_2411 = l_2405 - u32(1);
l_mut_974 = l_2411;
} else {
let l_2412 = l_2405 == u32(2139095040);
if l_2412 {
l_mut_974 = l_2405;
}
}
}
let l_2413 = bitcast<f32>(l_mut_974);
let l_2414 = bitcast<u32>(l_2413);
let l_2415 = l_2414 ^ u32(2147483648);
let l_2416 = bitcast<f32>(l_2415);
let l_2417 = bitcast<u32>(l_2416);
let l_2418 = l_2417 & u32(2147483647);
let l_2419 = bitcast<f32>(l_2418);
let l_2420 = f64(l_2419);
l_mut_241 = l_2420;
let l_2421 = l_2418 < u32(8388608);
if l_2421 {
let l_2422 = f64(l_2418);
let l_2423 = l_2422 * f64(1.401298464324817e-45);
l_mut_241 = l_2423;
}
let l_2424 = bitcast<u64>(l_mut_241);
let l_2425 = l_2417 >> u32(31);
let l_2426 = u64(l_2425);
let l_2427 = l_2426 << u32(bitcast<u64>(u64(63)));
let l_2428 = l_2424 | l_2427;
let l_2429 = bitcast<f64>(l_2428);
l_mut_567 = l_2429;
} else {
let l_2430 = bitcast<u32>(l_2399);
let l_2431 = l_2430 + u32(1);
l_mut_974 = l_2431;
let l_2432 = l_2430 & u32(2147483647);
let l_2433 = l_2432 == u32(0);
if l_2433 {
l_mut_974 = u32(1);
} else {
let l_2434 = l_2430 & u32(2147483648);
let l_2435 = l_2434 != u32(0);
if l_2435 {
let l_2436 = l_2430 - u32(1);
l_mut_974 = l_2436;
} else {
let l_2437 = l_2430 == u32(2139095040);
if l_2437 {
l_mut_974 = l_2430;
}
}
}
let l_2438 = bitcast<f32>(l_mut_974);
let l_2439 = bitcast<u32>(l_2438);
let l_2440 = l_2439 & u32(2147483647);
let l_2441 = bitcast<f32>(l_2440);
let l_2442 = f64(l_2441);
l_mut_241 = l_2442;
let l_2443 = l_2440 < u32(8388608);
if l_2443 {
let l_2444 = f64(l_2440);
let l_2445 = l_2444 * f64(1.401298464324817e-45);
l_mut_241 = l_2445;
}
let l_2446 = bitcast<u64>(l_mut_241);
let l_2447 = l_2439 >> u32(31);
let l_2448 = u64(l_2447);
let l_2449 = l_2448 << u32(bitcast<u64>(u64(63)));
let l_2450 = l_2446 | l_2449;
let l_2451 = bitcast<f64>(l_2450);
let l_2452 = l_2451 <= l_2393;
if l_2452 {
let l_2453 = bitcast<u32>(l_2399);
let l_2454 = l_2453 + u32(1);
l_mut_974 = l_2454;
let l_2455 = l_2453 & u32(2147483647);
let l_2456 = l_2455 == u32(0);
if l_2456 {
l_mut_974 = u32(1);
} else {
let l_2457 = l_2453 & u32(2147483648);
let l_2458 = l_2457 != u32(0);
if l_2458 {
let l_2459 = l_2453 - u32(1);
l_mut_974 = l_2459;
} else {
let l_2460 = l_2453 == u32(2139095040);
if l_2460 {
l_mut_974 = l_2453;
}
}
}
let l_2461 = bitcast<f32>(l_mut_974);
let l_2462 = bitcast<u32>(l_2461);
let l_2463 = l_2462 & u32(2147483647);
let l_2464 = bitcast<f32>(l_2463);
let l_2465 = f64(l_2464);
l_mut_241 = l_2465;
let l_2466 = l_2463 < u32(8388608);
if l_2466 {
let l_2467 = f64(l_2463);
let l_2468 = l_2467 * f64(1.401298464324817e-45);
l_mut_241 = l_2468;
}
let l_2469 = bitcast<u64>(l_mut_241);
let l_2470 = l_2462 >> u32(31);
let l_2471 = u64(l_2470);
let l_2472 = l_2471 << u32(bitcast<u64>(u64(63)));
let l_2473 = l_2469 | l_2472;
let l_2474 = bitcast<f64>(l_2473);
l_mut_567 = l_2474;
}
}
}
let l_2475 = -l_mut_567;
l_mut_2087 = l_2475;
}
l_mut_974 = u32(0);
let l_2476 = l_mut_395 <= f64(0.0);
let l_2477 = l_mut_2087 >= f64(0.0);
let l_2478 = l_2476 && l_2477;
let l_2479 = !l_2478;
if l_2479 {
let l_2480 = f64(1.0) / l_mut_2087;
let l_2481 = f64(1.0) / l_mut_395;
let l_2482 = abs(l_2480);
let l_2483 = l_2482 * f64(1.4551915228366852e-11);
let l_2484 = abs(l_2481);
let l_2485 = l_2484 * f64(1.4551915228366852e-11);
let l_2486 = l_2480 - l_2483;
let l_2487 = abs(l_2486);
l_mut_2087 = f64(1.401298464324817e-45);
let l_2488 = l_2487 >= f64(1.1754943508222875e-38);
let l_2489 = l_2487 <= f64(1.7976931348623157e308);
let l_2490 = l_2488 && l_2489;
if l_2490 {
let l_2491 = bitcast<u64>(l_2487);
let l_2492 = l_2491 >> u32(bitcast<u64>(u64(52)));
let l_2493 = l_2492 - u64(23);
let l_2494 = l_2493 << u32(bitcast<u64>(u64(52)));
let l_2495 = bitcast<f64>(l_2494);
l_mut_2087 = l_2495;
}
let l_2496 = l_2480 + l_2483;
let l_2497 = abs(l_2496);
l_mut_567 = f64(1.401298464324817e-45);
let l_2498 = l_2497 >= f64(1.1754943508222875e-38);
let l_2499 = l_2497 <= f64(1.7976931348623157e308);
let l_2500 = l_2498 && l_2499;
if l_2500 {
let l_2501 = bitcast<u64>(l_2497);
let l_2502 = l_2501 >> u32(bitcast<u64>(u64(52)));
let l_2503 = l_2502 - u64(23);
let l_2504 = l_2503 << u32(bitcast<u64>(u64(52)));
let l_2505 = bitcast<f64>(l_2504);
l_mut_567 = l_2505;
}
let l_2506 = l_mut_2087 == l_mut_567;
let l_2507 = !l_2506;
let l_2508 = l_2481 - l_2485;
let l_2509 = abs(l_2508);
l_mut_2087 = f64(1.401298464324817e-45);
let l_2510 = l_2509 >= f64(1.1754943508222875e-38);
let l_2511 = l_2509 <= f64(1.7976931348623157e308);
let l_2512 = l_2510 && l_2511;
if l_2512 {
let l_2513 = bitcast<u64>(l_2509);
let l_2514 = l_2513 >> u32(bitcast<u64>(u64(52)));
let l_2515 = l_2514 - u64(23);
let l_2516 = l_2515 << u32(bitcast<u64>(u64(52)));
let l_2517 = bitcast<f64>(l_2516);
l_mut_2087 = l_2517;
}
let l_2518 = l_2481 + l_2485;
let l_2519 = abs(l_2518);
l_mut_567 = f64(1.401298464324817e-45);
let l_2520 = l_2519 >= f64(1.1754943508222875e-38);
let l_2521 = l_2519 <= f64(1.7976931348623157e308);
let l_2522 = l_2520 && l_2521;
if l_2522 {
let l_2523 = bitcast<u64>(l_2519);
let l_2524 = l_2523 >> u32(bitcast<u64>(u64(52)));
let l_2525 = l_2524 - u64(23);
let l_2526 = l_2525 << u32(bitcast<u64>(u64(52)));
let l_2527 = bitcast<f64>(l_2526);
l_mut_567 = l_2527;
}
let l_2528 = l_mut_2087 == l_mut_567;
let l_2529 = !l_2528;
let l_2530 = l_2507 || l_2529;
if l_2530 {
a_1940[u32(0)] = u32(0);
}
let l_2531 = abs(l_2480);
l_mut_2087 = f64(1.401298464324817e-45);
let l_2532 = l_2531 >= f64(1.1754943508222875e-38);
let l_2533 = l_2531 <= f64(1.7976931348623157e308);
let l_2534 = l_2532 && l_2533;
if l_2534 {
let l_2535 = bitcast<u64>(l_2531);
let l_2536 = l_2535 >> u32(bitcast<u64>(u64(52)));
let l_2537 = l_2536 - u64(23);
let l_2538 = l_2537 << u32(bitcast<u64>(u64(52)));
let l_2539 = bitcast<f64>(l_2538);
l_mut_2087 = l_2539;
}
let l_2540 = l_910 * l_mut_2087;
let l_2541 = l_2480 - l_2540;
let l_2542 = abs(l_2481);
l_mut_2087 = f64(1.401298464324817e-45);
let l_2543 = l_2542 >= f64(1.1754943508222875e-38);
let l_2544 = l_2542 <= f64(1.7976931348623157e308);
let l_2545 = l_2543 && l_2544;
if l_2545 {
let l_2546 = bitcast<u64>(l_2542);
let l_2547 = l_2546 >> u32(bitcast<u64>(u64(52)));
let l_2548 = l_2547 - u64(23);
let l_2549 = l_2548 << u32(bitcast<u64>(u64(52)));
let l_2550 = bitcast<f64>(l_2549);
l_mut_2087 = l_2550;
}
let l_2551 = l_910 * l_mut_2087;
let l_2552 = l_2481 + l_2551;
let l_2553 = bitcast<u32>(l_146);
let l_2554 = l_2553 & u32(2147483647);
let l_2555 = bitcast<f32>(l_2554);
let l_2556 = f64(l_2555);
l_mut_2087 = l_2556;
let l_2557 = l_2554 < u32(8388608);
if l_2557 {
let l_2558 = f64(l_2554);
let l_2559 = l_2558 * f64(1.401298464324817e-45);
l_mut_2087 = l_2559;
}
let l_2560 = bitcast<u64>(l_mut_2087);
let l_2561 = l_2553 >> u32(31);
let l_2562 = u64(l_2561);
let l_2563 = l_2562 << u32(bitcast<u64>(u64(63)));
let l_2564 = l_2560 | l_2563;
let l_2565 = bitcast<f64>(l_2564);
let l_2566 = bitcast<u32>(l_146);
let l_2567 = l_2566 + u32(1);
l_mut_933 = l_2567;
let l_2568 = l_2566 & u32(2147483647);
let l_2569 = l_2568 == u32(0);
if l_2569 {
l_mut_933 = u32(1);
} else {
let l_2570 = l_2566 & u32(2147483648);
let l_2571 = l_2570 != u32(0);
if l_2571 {
let l_2572 = l_2566 - u32(1);
l_mut_933 = l_2572;
} else {
let l_2573 = l_2566 == u32(2139095040);
if l_2573 {
l_mut_933 = l_2566;
}
}
}
let l_2574 = bitcast<f32>(l_mut_933);
let l_2575 = bitcast<u32>(l_2574);
let l_2576 = l_2575 & u32(2147483647);
let l_2577 = bitcast<f32>(l_2576);
let l_2578 = f64(l_2577);
l_mut_2087 = l_2578;
let l_2579 = l_2576 < u32(8388608);
if l_2579 {
let l_2580 = f64(l_2576);
let l_2581 = l_2580 * f64(1.401298464324817e-45);
l_mut_2087 = l_2581;
}
let l_2582 = bitcast<u64>(l_mut_2087);
let l_2583 = l_2575 >> u32(31);
let l_2584 = u64(l_2583);
let l_2585 = l_2584 << u32(bitcast<u64>(u64(63)));
let l_2586 = l_2582 | l_2585;
let l_2587 = bitcast<f64>(l_2586);
let l_2588 = bitcast<u32>(l_146);
let l_2589 = l_2588 ^ u32(2147483648);
let l_2590 = bitcast<f32>(l_2589);
let l_2591 = bitcast<u32>(l_2590);
let l_2592 = l_2591 + u32(1);
l_mut_933 = l_2592;
let l_2593 = l_2591 & u32(2147483647);
let l_2594 = l_2593 == u32(0);
if l_2594 {
l_mut_933 = u32(1);
} else {
let l_2595 = l_2591 & u32(2147483648);
let l_2596 = l_2595 != u32(0);
if l_2596 {
let l_2597 = l_2591 - u32(1);
l_mut_933 = l_2597;
} else {
let l_2598 = l_2591 == u32(2139095040);
if l_2598 {
l_mut_933 = l_2591;
}
}
}
let l_2599 = bitcast<f32>(l_mut_933);
let l_2600 = bitcast<u32>(l_2599);
let l_2601 = l_2600 ^ u32(2147483648);
let l_2602 = bitcast<f32>(l_2601);
let l_2603 = bitcast<u32>(l_2602);
let l_2604 = l_2603 & u32(2147483647);
let l_2605 = bitcast<f32>(l_2604);
let l_2606 = f64(l_2605);
l_mut_2087 = l_2606;
let l_2607 = l_2604 < u32(8388608);
if l_2607 {
let l_2608 = f64(l_2604);
let l_2609 = l_2608 * f64(1.401298464324817e-45);
l_mut_2087 = l_2609;
}
let l_2610 = bitcast<u64>(l_mut_2087);
let l_2611 = l_2603 >> u32(31);
let l_2612 = u64(l_2611);
let l_2613 = l_2612 << u32(bitcast<u64>(u64(63)));
let l_2614 = l_2610 | l_2613;
let l_2615 = bitcast<f64>(l_2614);
let l_2616 = l_2541 + l_2483;
let l_2617 = l_2616 <= l_2565;
l_mut_1034 = l_2617;
let l_2618 = l_2541 - l_2483;
let l_2619 = l_2618 > l_2565;
l_mut_1031 = l_2619;
let l_2620 = l_2552 - l_2485;
let l_2621 = l_2620 >= l_2565;
l_mut_1028 = l_2621;
let l_2622 = l_2552 + l_2485;
let l_2623 = l_2622 < l_2565;
l_mut_1025 = l_2623;
if l_905 {
let l_2624 = l_2541 + l_2483;
let l_2625 = l_2624 < l_2587;
l_mut_1034 = l_2625;
let l_2626 = l_2541 - l_2483;
let l_2627 = l_2626 >= l_2587;
l_mut_1031 = l_2627;
let l_2628 = l_2552 - l_2485;
let l_2629 = l_2628 > l_2615;
l_mut_1028 = l_2629;
let l_2630 = l_2552 + l_2485;
let l_2631 = l_2630 <= l_2615;
l_mut_1025 = l_2631;
}
l_mut_933 = u32(2);
let l_2632 = l_mut_1031 || l_mut_1025;
if l_2632 {
l_mut_933 = u32(1);
} else {
let l_2633 = l_mut_1034 && l_mut_1028;
if l_2633 {
l_mut_933 = u32(0);
}
}
let l_2634 = bitcast<u32>(l_146);
let l_2635 = l_2634 & u32(2147483647);
let l_2636 = l_2635 == u32(0);
if l_2636 {
let l_2637 = l_2541 + l_2483;
let l_2638 = l_2637 < f64(1.1754943508222875e-38);
let l_2639 = l_2552 - l_2485;
let l_2640 = l_2639 > f64(-1.1754943508222875e-38);
let l_2641 = l_2638 && l_2640;
let l_2642 = l_2541 - l_2483;
let l_2643 = l_2642 < f64(1.1754943508222875e-38);
let l_2644 = l_2552 + l_2485;
let l_2645 = l_2644 > f64(-1.1754943508222875e-38);
let l_2646 = l_2643 && l_2645;
if l_2641 {
l_mut_933 = u32(0);
} else {
let l_2647 = l_mut_933 == u32(1);
let l_2648 = l_2646 && l_2647;
if l_2648 {
l_mut_933 = u32(2);
}
}
}
l_mut_974 = l_mut_933;
}
let l_2649 = a_1940[u32(0)];
let l_2650 = l_2649 == u32(0);
if l_2650 {
l_mut_974 = u32(2);
}
l_mut_379 = l_mut_974;
} else {
let l_2651 = l_901 == u32(10);
if l_2651 {
let l_2652 = sqrt(l_914);
let l_2653 = f64(1.0) / l_2652;
let l_2654 = l_2653 * f64(1.4551915228366852e-11);
let l_2655 = abs(l_2653);
l_mut_2087 = f64(1.401298464324817e-45);
let l_2656 = l_2655 >= f64(1.1754943508222875e-38);
let l_2657 = l_2655 <= f64(1.7976931348623157e308);
let l_2658 = l_2656 && l_2657;
if l_2658 {
let l_2659 = bitcast<u64>(l_2655);
let l_2660 = l_2659 >> u32(bitcast<u64>(u64(52)));
let l_2661 = l_2660 - u64(23);
let l_2662 = l_2661 << u32(bitcast<u64>(u64(52)));
let l_2663 = bitcast<f64>(l_2662);
l_mut_2087 = l_2663;
}
let l_2664 = l_907 * l_mut_2087;
let l_2665 = l_2653 - l_2664;
let l_2666 = l_914 * l_2665;
let l_2667 = l_907 * l_mut_2087;
let l_2668 = l_2653 + l_2667;
let l_2669 = l_914 * l_2668;
l_mut_974 = u32(2);
let l_2670 = l_2653 - l_2654;
let l_2671 = abs(l_2670);
l_mut_2087 = f64(1.401298464324817e-45);
let l_2672 = l_2671 >= f64(1.1754943508222875e-38);
let l_2673 = l_2671 <= f64(1.7976931348623157e308);
let l_2674 = l_2672 && l_2673;
if l_2674 {
let l_2675 = bitcast<u64>(l_2671);
let l_2676 = l_2675 >> u32(bitcast<u64>(u64(52)));
let l_2677 = l_2676 - u64(23);
let l_2678 = l_2677 << u32(bitcast<u64>(u64(52)));
let l_2679 = bitcast<f64>(l_2678);
l_mut_2087 = l_2679;
}
let l_2680 = l_2653 + l_2654;
let l_2681 = abs(l_2680);
l_mut_567 = f64(1.401298464324817e-45);
let l_2682 = l_2681 >= f64(1.1754943508222875e-38);
let l_2683 = l_2681 <= f64(1.7976931348623157e308);
let l_2684 = l_2682 && l_2683;
if l_2684 {
let l_2685 = bitcast<u64>(l_2681);
let l_2686 = l_2685 >> u32(bitcast<u64>(u64(52)));
let l_2687 = l_2686 - u64(23);
let l_2688 = l_2687 << u32(bitcast<u64>(u64(52)));
let l_2689 = bitcast<f64>(l_2688);
l_mut_567 = l_2689;
}
let l_2690 = l_mut_2087 == l_mut_567;
if l_2690 {
let l_2691 = abs(l_2666);
let l_2692 = l_2691 * f64(1.4551915228366852e-11);
let l_2693 = abs(l_2669);
let l_2694 = l_2693 * f64(1.4551915228366852e-11);
let l_2695 = bitcast<u32>(l_146);
let l_2696 = l_2695 & u32(2147483647);
let l_2697 = bitcast<f32>(l_2696);
let l_2698 = f64(l_2697);
l_mut_2087 = l_2698;
let l_2699 = l_2696 < u32(8388608);
if l_2699 {
let l_2700 = f64(l_2696);
let l_2701 = l_2700 * f64(1.401298464324817e-45);
l_mut_2087 = l_2701;
}
let l_2702 = bitcast<u64>(l_mut_2087);
let l_2703 = l_2695 >> u32(31);
let l_2704 = u64(l_2703);
let l_2705 = l_2704 << u32(bitcast<u64>(u64(63)));
let l_2706 = l_2702 | l_2705;
let l_2707 = bitcast<f64>(l_2706);
let l_2708 = bitcast<u32>(l_146);
let l_2709 = l_2708 + u32(1);
l_mut_933 = l_2709;
let l_2710 = l_2708 & u32(2147483647);
let l_2711 = l_2710 == u32(0);
if l_2711 {
l_mut_933 = u32(1);
} else {
let l_2712 = l_2708 & u32(2147483648);
let l_2713 = l_2712 != u32(0);
if l_2713 {
let l_2714 = l_2708 - u32(1);
l_mut_933 = l_2714;
} else {
let l_2715 = l_2708 == u32(2139095040);
if l_2715 {
l_mut_933 = l_2708;
}
}
}
let l_2716 = bitcast<f32>(l_mut_933);
let l_2717 = bitcast<u32>(l_2716);
let l_2718 = l_2717 & u32(2147483647);
let l_2719 = bitcast<f32>(l_2718);
let l_2720 = f64(l_2719);
l_mut_2087 = l_2720;
let l_2721 = l_2718 < u32(8388608);
if l_2721 {
let l_2722 = f64(l_2718);
let l_2723 = l_2722 * f64(1.401298464324817e-45);
l_mut_2087 = l_2723;
}
let l_2724 = bitcast<u64>(l_mut_2087);
let l_2725 = l_2717 >> u32(31);
let l_2726 = u64(l_2725);
let l_2727 = l_2726 << u32(bitcast<u64>(u64(63)));
let l_2728 = l_2724 | l_2727;
let l_2729 = bitcast<f64>(l_2728);
let l_2730 = bitcast<u32>(l_146);
let l_2731 = l_2730 ^ u32(2147483648);
let l_2732 = bitcast<f32>(l_2731);
let l_2733 = bitcast<u32>(l_2732);
let l_2734 = l_2733 + u32(1);
l_mut_933 = l_2734;
let l_2735 = l_2733 & u32(2147483647);
let l_2736 = l_2735 == u32(0);
if l_2736 {
l_mut_933 = u32(1);
} else {
let l_2737 = l_2733 & u32(2147483648);
let l_2738 = l_2737 != u32(0);
if l_2738 {
let l_2739 = l_2733 - u32(1);
l_mut_933 = l_2739;
} else {
let l_2740 = l_2733 == u32(2139095040);
if l_2740 {
l_mut_933 = l_2733;
}
}
}
let l_2741 = bitcast<f32>(l_mut_933);
let l_2742 = bitcast<u32>(l_2741);
let l_2743 = l_2742 ^ u32(2147483648);
let l_2744 = bitcast<f32>(l_2743);
let l_2745 = bitcast<u32>(l_2744);
let l_2746 = l_2745 & u32(2147483647);
let l_2747 = bitcast<f32>(l_2746);
let l_2748 = f64(l_2747);
l_mut_2087 = l_2748;
let l_2749 = l_2746 < u32(8388608);
if l_2749 {
let l_2750 = f64(l_2746);
let l_2751 = l_2750 * f64(1.401298464324817e-45);
l_mut_2087 = l_2751;
}
let l_2752 = bitcast<u64>(l_mut_2087);
let l_2753 = l_2745 >> u32(31);
let l_2754 = u64(l_2753);
let l_2755 = l_2754 << u32(bitcast<u64>(u64(63)));
let l_2756 = l_2752 | l_2755;
let l_2757 = bitcast<f64>(l_2756);
let l_2758 = l_2666 + l_2692;
let l_2759 = l_2758 <= l_2707;
l_mut_1034 = l_2759;
let l_2760 = l_2666 - l_2692;
let l_2761 = l_2760 > l_2707;
l_mut_1031 = l_2761;
let l_2762 = l_2669 - l_2694;
let l_2763 = l_2762 >= l_2707;
l_mut_1028 = l_2763;
let l_2764 = l_2669 + l_2694;
let l_2765 = l_2764 < l_2707;
l_mut_1025 = l_2765;
let l_2766 = l_2666 + l_2692;
let l_2767 = l_2766 < l_2729;
l_mut_1034 = l_2767;
let l_2768 = l_2666 - l_2692;
let l_2769 = l_2768 >= l_2729;
l_mut_1031 = l_2769;
let l_2770 = l_2669 - l_2694;
let l_2771 = l_2770 > l_2757;
l_mut_1028 = l_2771;
let l_2772 = l_2669 + l_2694;
let l_2773 = l_2772 <= l_2757;
l_mut_1025 = l_2773;
l_mut_933 = u32(2);
let l_2774 = l_mut_1031 || l_mut_1025;
if l_2774 {
l_mut_933 = u32(1);
} else {
let l_2775 = l_mut_1034 && l_mut_1028;
if l_2775 {
l_mut_933 = u32(0);
}
}
let l_2776 = bitcast<u32>(l_146);
let l_2777 = l_2776 & u32(2147483647);
let l_2778 = l_2777 == u32(0);
if l_2778 {
let l_2779 = l_2666 + l_2692;
let l_2780 = l_2779 < f64(1.1754943508222875e-38);
let l_2781 = l_2669 - l_2694;
let l_2782 = l_2781 > f64(-1.1754943508222875e-38);
let l_2783 = l_2780 && l_2782;
let l_2784 = l_2666 - l_2692;
let l_2785 = l_2784 < f64(1.1754943508222875e-38);
let l_2786 = l_2669 + l_2694;
let l_2787 = l_2786 > f64(-1.1754943508222875e-38);
let l_2788 = l_2785 && l_2787;
if l_2783 {
l_mut_933 = u32(0);
} else {
let l_2789 = l_mut_933 == u32(1);
let l_2790 = l_2788 && l_2789;
if l_2790 {
l_mut_933 = u32(2);
}
}
}
l_mut_974 = l_mut_933;
}
l_mut_379 = l_mut_974;
} else {
let l_2791 = l_901 == u32(11);
let l_2792 = l_901 == u32(12);
let l_2793 = l_2791 || l_2792;
if l_2793 {
l_mut_379 = u32(0);
let l_2794 = l_915 <= l_913;
let l_2795 = l_901 == u32(11);
let l_2796 = l_2794 && l_2795;
if l_2796 {
let l_2797 = f32(l_914);
let l_2798 = bitcast<u32>(l_2797);
let l_2799 = l_2798 & u32(2147483647);
let l_2800 = bitcast<f32>(l_2799);
let l_2801 = f64(l_2800);
l_mut_2087 = l_2801;
let l_2802 = l_2799 < u32(8388608);
if l_2802 {
let l_2803 = f64(l_2799);
let l_2804 = l_2803 * f64(1.401298464324817e-45);
l_mut_2087 = l_2804;
}
let l_2805 = bitcast<u64>(l_mut_2087);
let l_2806 = l_2798 >> u32(31);
let l_2807 = u64(l_2806);
let l_2808 = l_2807 << u32(bitcast<u64>(u64(63)));
let l_2809 = l_2805 | l_2808;
let l_2810 = bitcast<f64>(l_2809);
let l_2811 = abs(l_2810);
l_mut_2087 = l_2811;
l_mut_974 = u32(0);
let l_2812 = l_2811 >= f64(0.785);
if l_2812 {
let l_2813 = l_2811 * f64(0.6366197723675814);
let l_2814 = l_2813 + f64(0.5);
let l_2815 = floor(l_2814);
let l_2816 = l_2815 * f64(1.570796325802803);
let l_2817 = l_2811 - l_2816;
let l_2818 = l_2817 * l_20;
let l_2819 = l_2815 * f64(9.920935796805404e-10);
let l_2820 = l_2818 - l_2819;
l_mut_2087 = l_2820;
let l_2821 = u32(l_2815);
l_mut_974 = l_2821;
}
let l_2822 = bitcast<u32>(l_2797);
let l_2823 = l_2822 >= u32(2147483648);
let l_2824 = l_mut_2087 * l_mut_2087;
let l_2825 = l_2824 * f64(1.9572941063391263e-20);
let l_2826 = f64(8.22063524662433e-18) - l_2825;
l_mut_567 = l_2826;
let l_2827 = l_mut_567 * l_2824;
let l_2828 = l_2827 - f64(2.8114572543455206e-15);
l_mut_567 = l_2828;
let l_2829 = l_mut_567 * l_2824;
let l_2830 = l_2829 + f64(7.647163731819816e-13);
l_mut_567 = l_2830;
let l_2831 = l_mut_567 * l_2824;
let l_2832 = l_2831 - f64(1.6059043836821613e-10);
l_mut_567 = l_2832;
let l_2833 = l_mut_567 * l_2824;
let l_2834 = l_2833 + f64(2.505210838544172e-8);
l_mut_567 = l_2834;
let l_2835 = l_mut_567 * l_2824;
let l_2836 = l_2835 - f64(2.7557319223985893e-6);
l_mut_567 = l_2836;
let l_2837 = l_mut_567 * l_2824;
let l_2838 = l_2837 + f64(0.0001984126984126984);
l_mut_567 = l_2838;
let l_2839 = l_mut_567 * l_2824;
let l_2840 = l_2839 - f64(0.008333333333333333);
l_mut_567 = l_2840;
let l_2841 = l_mut_567 * l_2824;
let l_2842 = l_2841 + f64(0.16666666666666666);
l_mut_567 = l_2842;
let l_2843 = f64(0.5) * l_2824;
let l_2844 = f64(1.0) - l_2843;
let l_2845 = f64(0.0) * l_2844;
let l_2846 = l_mut_2087 * l_2824;
let l_2847 = l_2846 * l_mut_567;
let l_2848 = l_2845 - l_2847;
let l_2849 = l_mut_2087 + l_2848;
let l_2850 = l_mut_2087 * l_mut_2087;
let l_2851 = l_2850 * f64(4.110317623312165e-19);
let l_2852 = l_2851 - f64(1.5619206968586225e-16);
l_mut_567 = l_2852;
let l_2853 = l_mut_567 * l_2850;
let l_2854 = l_2853 + f64(4.779477332387385e-14);
l_mut_567 = l_2854;
let l_2855 = l_mut_567 * l_2850;
let l_2856 = l_2855 - f64(1.1470745597729725e-11);
l_mut_567 = l_2856;
let l_2857 = l_mut_567 * l_2850;
let l_2858 = l_2857 + f64(2.08767569878681e-9);
l_mut_567 = l_2858;
let l_2859 = l_mut_567 * l_2850;
let l_2860 = l_2859 - f64(2.755731922398589e-7);
l_mut_567 = l_2860;
let l_2861 = l_mut_567 * l_2850;
let l_2862 = l_2861 + f64(2.48015873015873e-5);
l_mut_567 = l_2862;
let l_2863 = l_mut_567 * l_2850;
let l_2864 = l_2863 - f64(0.001388888888888889);
l_mut_567 = l_2864;
let l_2865 = l_mut_567 * l_2850;
let l_2866 = l_2865 + f64(0.041666666666666664);
l_mut_567 = l_2866;
let l_2867 = f64(0.5) * l_2850;
let l_2868 = f64(1.0) - l_2867;
let l_2869 = l_2850 * l_2850;
let l_2870 = l_2869 * l_mut_567;
let l_2871 = f64(0.0) * l_mut_2087;
let l_2872 = l_2870 - l_2871;
let l_2873 = l_2868 + l_2872;
let l_2874 = l_mut_974 & u32(1);
let l_2875 = l_2874 == u32(1);
l_mut_2087 = l_2849;
let l_2876 = l_mut_974 & u32(2);
let l_2877 = l_2876 != u32(0);
l_mut_1034 = l_2877;
let l_2878 = u32(6) == u32(6);
if l_2878 {
if l_2875 {
l_mut_2087 = l_2873;
}
} else {
let l_2879 = u32(6) == u32(7);
if l_2879 {
l_mut_2087 = l_2873;
if l_2875 {
l_mut_2087 = l_2849;
}
let l_2880 = l_mut_974 + u32(1);
let l_2881 = l_2880 & u32(2);
let l_2882 = l_2881 != u32(0);
l_mut_1034 = l_2882;
} else {
let l_2883 = l_2849 / l_2873;
l_mut_2087 = l_2883;
if l_2875 {
let l_2884 = l_2873 / l_2849;
l_mut_2087 = l_2884;
}
l_mut_1034 = l_2875;
}
}
let l_2885 = u32(6) != u32(7);
let l_2886 = l_2885 && l_2823;
if l_2886 {
let l_2887 = !l_mut_1034;
l_mut_1034 = l_2887;
}
if l_mut_1034 {
let l_2888 = -l_mut_2087;
l_mut_2087 = l_2888;
}
let l_2889 = f32(l_914);
let l_2890 = bitcast<u32>(l_2889);
let l_2891 = l_2890 & u32(2147483647);
let l_2892 = bitcast<f32>(l_2891);
let l_2893 = f64(l_2892);
l_mut_567 = l_2893;
let l_2894 = l_2891 < u32(8388608);
if l_2894 {
let l_2895 = f64(l_2891);
let l_2896 = l_2895 * f64(1.401298464324817e-45);
l_mut_567 = l_2896;
}
let l_2897 = bitcast<u64>(l_mut_567);
let l_2898 = l_2890 >> u32(31);
let l_2899 = u64(l_2898);
let l_2900 = l_2899 << u32(bitcast<u64>(u64(63)));
let l_2901 = l_2897 | l_2900;
let l_2902 = bitcast<f64>(l_2901);
let l_2903 = abs(l_2902);
l_mut_567 = l_2903;
l_mut_974 = u32(0);
let l_2904 = l_2903 >= f64(0.785);
if l_2904 {
let l_2905 = l_2903 * f64(0.6366197723675814);
let l_2906 = l_2905 + f64(0.5);
let l_2907 = floor(l_2906);
let l_2908 = l_2907 * f64(1.570796325802803);
let l_2909 = l_2903 - l_2908;
let l_2910 = l_2909 * l_20;
let l_2911 = l_2907 * f64(9.920935796805404e-10);
let l_2912 = l_2910 - l_2911;
l_mut_567 = l_2912;
let l_2913 = u32(l_2907);
l_mut_974 = l_2913;
}
let l_2914 = bitcast<u32>(l_2889);
let l_2915 = l_2914 >= u32(2147483648);
let l_2916 = l_mut_567 * l_mut_567;
let l_2917 = l_2916 * f64(1.9572941063391263e-20);
let l_2918 = f64(8.22063524662433e-18) - l_2917;
l_mut_395 = l_2918;
let l_2919 = l_mut_395 * l_2916;
let l_2920 = l_2919 - f64(2.8114572543455206e-15);
l_mut_395 = l_2920;
let l_2921 = l_mut_395 * l_2916;
let l_2922 = l_2921 + f64(7.647163731819816e-13);
l_mut_395 = l_2922;
let l_2923 = l_mut_395 * l_2916;
let l_2924 = l_2923 - f64(1.6059043836821613e-10);
l_mut_395 = l_2924;
let l_2925 = l_mut_395 * l_2916;
let l_2926 = l_2925 + f64(2.505210838544172e-8);
l_mut_395 = l_2926;
let l_2927 = l_mut_395 * l_2916;
let l_2928 = l_2927 - f64(2.7557319223985893e-6);
l_mut_395 = l_2928;
let l_2929 = l_mut_395 * l_2916;
let l_2930 = l_2929 + f64(0.0001984126984126984);
l_mut_395 = l_2930;
let l_2931 = l_mut_395 * l_2916;
let l_2932 = l_2931 - f64(0.008333333333333333);
l_mut_395 = l_2932;
let l_2933 = l_mut_395 * l_2916;
let l_2934 = l_2933 + f64(0.16666666666666666);
l_mut_395 = l_2934;
let l_2935 = f64(0.5) * l_2916;
let l_2936 = f64(1.0) - l_2935;
let l_2937 = f64(0.0) * l_2936;
let l_2938 = l_mut_567 * l_2916;
let l_2939 = l_2938 * l_mut_395;
let l_2940 = l_2937 - l_2939;
let l_2941 = l_mut_567 + l_2940;
let l_2942 = l_mut_567 * l_mut_567;
let l_2943 = l_2942 * f64(4.110317623312165e-19);
let l_2944 = l_2943 - f64(1.5619206968586225e-16);
l_mut_395 = l_2944;
let l_2945 = l_mut_395 * l_2942;
let l_2946 = l_2945 + f64(4.779477332387385e-14);
l_mut_395 = l_2946;
let l_2947 = l_mut_395 * l_2942;
let l_2948 = l_2947 - f64(1.1470745597729725e-11);
l_mut_395 = l_2948;
let l_2949 = l_mut_395 * l_2942;
let l_2950 = l_2949 + f64(2.08767569878681e-9);
l_mut_395 = l_2950;
let l_2951 = l_mut_395 * l_2942;
let l_2952 = l_2951 - f64(2.755731922398589e-7);
l_mut_395 = l_2952;
let l_2953 = l_mut_395 * l_2942;
let l_2954 = l_2953 + f64(2.48015873015873e-5);
l_mut_395 = l_2954;
let l_2955 = l_mut_395 * l_2942;
let l_2956 = l_2955 - f64(0.001388888888888889);
l_mut_395 = l_2956;
let l_2957 = l_mut_395 * l_2942;
let l_2958 = l_2957 + f64(0.041666666666666664);
l_mut_395 = l_2958;
let l_2959 = f64(0.5) * l_2942;
let l_2960 = f64(1.0) - l_2959;
let l_2961 = l_2942 * l_2942;
let l_2962 = l_2961 * l_mut_395;
let l_2963 = f64(0.0) * l_mut_567;
let l_2964 = l_2962 - l_2963;
let l_2965 = l_2960 + l_2964;
let l_2966 = l_mut_974 & u32(1);
let l_2967 = l_2966 == u32(1);
l_mut_567 = l_2941;
let l_2968 = l_mut_974 & u32(2);
let l_2969 = l_2968 != u32(0);
l_mut_1034 = l_2969;
let l_2970 = u32(7) == u32(6);
if l_2970 {
if l_2967 {
l_mut_567 = l_2965;
}
} else {
let l_2971 = u32(7) == u32(7);
if l_2971 {
l_mut_567 = l_2965;
if l_2967 {
l_mut_567 = l_2941;
}
let l_2972 = l_mut_974 + u32(1);
let l_2973 = l_2972 & u32(2);
let l_2974 = l_2973 != u32(0);
l_mut_1034 = l_2974;
} else {
let l_2975 = l_2941 / l_2965;
l_mut_567 = l_2975;
if l_2967 {
let l_2976 = l_2965 / l_2941;
l_mut_567 = l_2976;
}
l_mut_1034 = l_2967;
}
}
let l_2977 = u32(7) != u32(7);
let l_2978 = l_2977 && l_2915;
if l_2978 {
let l_2979 = !l_mut_1034;
l_mut_1034 = l_2979;
}
if l_mut_1034 {
let l_2980 = -l_mut_567;
l_mut_567 = l_2980;
}
let l_2981 = abs(l_mut_2087);
let l_2982 = l_2981 * f64(1.4551915228366852e-11);
let l_2983 = abs(l_mut_567);
let l_2984 = l_2983 * f64(1.4551915228366852e-11);
l_mut_395 = f64(1.4551915228366852e-11);
l_mut_974 = u32(2);
if l_905 {
let l_2985 = l_mut_2087 - l_907;
let l_2986 = abs(l_2985);
let l_2987 = l_2986 * f64(2.220446049250313e-16);
let l_2988 = l_2982 + l_2987;
let l_2989 = l_2985 + l_2988;
let l_2990 = -l_2989;
let l_2991 = l_2990 * f64(7.1362384635298e44);
let l_2992 = floor(l_2991);
let l_2993 = l_2992 * f64(1.401298464324817e-45);
l_mut_241 = l_2993;
let l_2994 = abs(l_2990);
let l_2995 = l_2994 >= f64(1.1754943508222875e-38);
if l_2995 {
let l_2996 = f32(l_2990);
let l_2997 = f64(l_2996);
l_mut_241 = l_2997;
let l_2998 = l_mut_241 > l_2990;
if l_2998 {
let l_2999 = bitcast<u32>(l_2996);
let l_3000 = l_2999 ^ u32(2147483648);
let l_3001 = bitcast<f32>(l_3000);
let l_3002 = bitcast<u32>(l_3001);
let l_3003 = l_3002 + u32(1);
l_mut_933 = l_3003;
let l_3004 = l_3002 & u32(2147483647);
let l_3005 = l_3004 == u32(0);
if l_3005 {
l_mut_933 = u32(1);
} else {
let l_3006 = l_3002 & u32(2147483648);
let l_3007 = l_3006 != u32(0);
if l_3007 {
let l_3008 = l_3002 - u32(1);
l_mut_933 = l_3008;
} else {
let l_3009 = l_3002 == u32(2139095040);
if l_3009 {
l_mut_933 = l_3002;
}
}
}
let l_3010 = bitcast<f32>(l_mut_933);
let l_3011 = bitcast<u32>(l_3010);
let l_3012 = l_3011 ^ u32(2147483648);
let l_3013 = bitcast<f32>(l_3012);
let l_3014 = bitcast<u32>(l_3013);
let l_3015 = l_3014 & u32(2147483647);
let l_3016 = bitcast<f32>(l_3015);
let l_3017 = f64(l_3016);
l_mut_166 = l_3017;
let l_3018 = l_3015 < u32(8388608);
if l_3018 {
let l_3019 = f64(l_3015);
let l_3020 = l_3019 * f64(1.401298464324817e-45);
l_mut_166 = l_3020;
}
let l_3021 = bitcast<u64>(l_mut_166);
let l_3022 = l_3014 >> u32(31);
let l_3023 = u64(l_3022);
let l_3024 = l_3023 << u32(bitcast<u64>(u64(63)));
let l_3025 = l_3021 | l_3024;
let l_3026 = bitcast<f64>(l_3025);
l_mut_241 = l_3026;
} else {
let l_3027 = bitcast<u32>(l_2996);
let l_3028 = l_3027 + u32(1);
l_mut_933 = l_3028;
let l_3029 = l_3027 & u32(2147483647);
let l_3030 = l_3029 == u32(0);
if l_3030 {
l_mut_933 = u32(1);
} else {
let l_3031 = l_3027 & u32(2147483648);
let l_3032 = l_3031 != u32(0);
if l_3032 {
let l_3033 = l_3027 - u32(1);
l_mut_933 = l_3033;
} else {
let l_3034 = l_3027 == u32(2139095040);
if l_3034 {
l_mut_933 = l_3027;
}
}
}
let l_3035 = bitcast<f32>(l_mut_933);
let l_3036 = bitcast<u32>(l_3035);
let l_3037 = l_3036 & u32(2147483647);
let l_3038 = bitcast<f32>(l_3037);
let l_3039 = f64(l_3038);
l_mut_166 = l_3039;
let l_3040 = l_3037 < u32(8388608);
if l_3040 {
let l_3041 = f64(l_3037);
let l_3042 = l_3041 * f64(1.401298464324817e-45);
l_mut_166 = l_3042;
}
let l_3043 = bitcast<u64>(l_mut_166);
let l_3044 = l_3036 >> u32(31);
let l_3045 = u64(l_3044);
let l_3046 = l_3045 << u32(bitcast<u64>(u64(63)));
let l_3047 = l_3043 | l_3046;
let l_3048 = bitcast<f64>(l_3047);
let l_3049 = l_3048 <= l_2990;
if l_3049 {
let l_3050 = bitcast<u32>(l_2996);
let l_3051 = l_3050 + u32(1);
l_mut_933 = l_3051;
let l_3052 = l_3050 & u32(2147483647);
let l_3053 = l_3052 == u32(0);
if l_3053 {
l_mut_933 = u32(1);
} else {
let l_3054 = l_3050 & u32(2147483648);
let l_3055 = l_3054 != u32(0);
if l_3055 {
let l_3056 = l_3050 - u32(1);
l_mut_933 = l_3056;
} else {
let l_3057 = l_3050 == u32(2139095040);
if l_3057 {
l_mut_933 = l_3050;
}
}
}
let l_3058 = bitcast<f32>(l_mut_933);
let l_3059 = bitcast<u32>(l_3058);
let l_3060 = l_3059 & u32(2147483647);
let l_3061 = bitcast<f32>(l_3060);
let l_3062 = f64(l_3061);
l_mut_166 = l_3062;
let l_3063 = l_3060 < u32(8388608);
if l_3063 {
let l_3064 = f64(l_3060);
let l_3065 = l_3064 * f64(1.401298464324817e-45);
l_mut_166 = l_3065;
}
let l_3066 = bitcast<u64>(l_mut_166);
let l_3067 = l_3059 >> u32(31);
let l_3068 = u64(l_3067);
let l_3069 = l_3068 << u32(bitcast<u64>(u64(63)));
let l_3070 = l_3066 | l_3069;
let l_3071 = bitcast<f64>(l_3070);
l_mut_241 = l_3071;
}
}
}
let l_3072 = -l_mut_241;
l_mut_241 = l_3072;
let l_3073 = bool(true) && bool(true);
if l_3073 {
let l_3074 = l_2985 + l_2988;
let l_3075 = l_3074 * f64(7.1362384635298e44);
let l_3076 = floor(l_3075);
let l_3077 = l_3076 * f64(1.401298464324817e-45);
l_mut_166 = l_3077;
let l_3078 = abs(l_3074);
let l_3079 = l_3078 >= f64(1.1754943508222875e-38);
if l_3079 {
let l_3080 = f32(l_3074);
let l_3081 = f64(l_3080);
l_mut_166 = l_3081;
let l_3082 = l_mut_166 > l_3074;
if l_3082 {
let l_3083 = bitcast<u32>(l_3080);
let l_3084 = l_3083 ^ u32(2147483648);
let l_3085 = bitcast<f32>(l_3084);
let l_3086 = bitcast<u32>(l_3085);
let l_3087 = l_3086 + u32(1);
l_mut_933 = l_3087;
let l_3088 = l_3086 & u32(2147483647);
let l_3089 = l_3088 == u32(0);
if l_3089 {
l_mut_933 = u32(1);
} else {
let l_3090 = l_3086 & u32(2147483648);
let l_3091 = l_3090 != u32(0);
if l_3091 {
let l_3092 = l_3086 - u32(1);
l_mut_933 = l_3092;
} else {
let l_3093 = l_3086 == u32(2139095040);
if l_3093 {
l_mut_933 = l_3086;
}
}
}
let l_3094 = bitcast<f32>(l_mut_933);
let l_3095 = bitcast<u32>(l_3094);
let l_3096 = l_3095 ^ u32(2147483648);
let l_3097 = bitcast<f32>(l_3096);
let l_3098 = bitcast<u32>(l_3097);
let l_3099 = l_3098 & u32(2147483647);
let l_3100 = bitcast<f32>(l_3099);
let l_3101 = f64(l_3100);
l_mut_3102 = l_3101;
let l_3103 = l_3099 < u32(8388608);
if l_3103 {
let l_3104 = f64(l_3099);
let l_3105 = l_3104 * f64(1.401298464324817e-45);
l_mut_3102 = l_3105;
}
let l_3106 = bitcast<u64>(l_mut_3102);
let l_3107 = l_3098 >> u32(31);
let l_3108 = u64(l_3107);
let l_3109 = l_3108 << u32(bitcast<u64>(u64(63)));
let l_3110 = l_3106 | l_3109;
let l_3111 = bitcast<f64>(l_3110);
l_mut_166 = l_3111;
} else {
let l_3112 = bitcast<u32>(l_3080);
let l_3113 = l_3112 + u32(1);
l_mut_933 = l_3113;
let l_3114 = l_3112 & u32(2147483647);
let l_3115 = l_3114 == u32(0);
if l_3115 {
l_mut_933 = u32(1);
} else {
let l_3116 = l_3112 & u32(2147483648);
let l_3117 = l_3116 != u32(0);
if l_3117 {
let l_3118 = l_3112 - u32(1);
l_mut_933 = l_3118;
} else {
let l_3119 = l_3112 == u32(2139095040);
if l_3119 {
l_mut_933 = l_3112;
}
}
}
let l_3120 = bitcast<f32>(l_mut_933);
let l_3121 = bitcast<u32>(l_3120);
let l_3122 = l_3121 & u32(2147483647);
let l_3123 = bitcast<f32>(l_3122);
let l_3124 = f64(l_3123);
l_mut_3102 = l_3124;
let l_3125 = l_3122 < u32(8388608);
if l_3125 {
let l_3126 = f64(l_3122);
let l_3127 = l_3126 * f64(1.401298464324817e-45);
l_mut_3102 = l_3127;
}
let l_3128 = bitcast<u64>(l_mut_3102);
let l_3129 = l_3121 >> u32(31);
let l_3130 = u64(l_3129);
let l_3131 = l_3130 << u32(bitcast<u64>(u64(63)));
let l_3132 = l_3128 | l_3131;
let l_3133 = bitcast<f64>(l_3132);
let l_3134 = l_3133 <= l_3074;
if l_3134 {
let l_3135 = bitcast<u32>(l_3080);
let l_3136 = l_3135 + u32(1);
l_mut_933 = l_3136;
let l_3137 = l_3135 & u32(2147483647);
let l_3138 = l_3137 == u32(0);
if l_3138 {
l_mut_933 = u32(1);
} else {
let l_3139 = l_3135 & u32(2147483648);
let l_3140 = l_3139 != u32(0);
if l_3140 {
let l_3141 = l_3135 - u32(1);
l_mut_933 = l_3141;
} else {
let l_3142 = l_3135 == u32(2139095040);
if l_3142 {
l_mut_933 = l_3135;
}
}
}
let l_3143 = bitcast<f32>(l_mut_933);
let l_3144 = bitcast<u32>(l_3143);
let l_3145 = l_3144 & u32(2147483647);
let l_3146 = bitcast<f32>(l_3145);
let l_3147 = f64(l_3146);
l_mut_3102 = l_3147;
let l_3148 = l_3145 < u32(8388608);
if l_3148 {
let l_3149 = f64(l_3145);
let l_3150 = l_3149 * f64(1.401298464324817e-45);
l_mut_3102 = l_3150;
}
let l_3151 = bitcast<u64>(l_mut_3102);
let l_3152 = l_3144 >> u32(31);
let l_3153 = u64(l_3152);
let l_3154 = l_3153 << u32(bitcast<u64>(u64(63)));
let l_3155 = l_3151 | l_3154;
let l_3156 = bitcast<f64>(l_3155);
l_mut_166 = l_3156;
}
}
}
l_mut_241 = l_mut_166;
} else {
let l_3157 = l_2985 - l_2988;
let l_3158 = l_3157 * f64(7.1362384635298e44);
let l_3159 = floor(l_3158);
let l_3160 = l_3159 * f64(1.401298464324817e-45);
l_mut_3102 = l_3160;
let l_3161 = abs(l_3157);
let l_3162 = l_3161 >= f64(1.1754943508222875e-38);
if l_3162 {
let l_3163 = f32(l_3157);
let l_3164 = f64(l_3163);
l_mut_3102 = l_3164;
let l_3165 = l_mut_3102 > l_3157;
if l_3165 {
let l_3166 = bitcast<u32>(l_3163);
let l_3167 = l_3166 ^ u32(2147483648);
let l_3168 = bitcast<f32>(l_3167);
let l_3169 = bitcast<u32>(l_3168);
let l_3170 = l_3169 + u32(1);
l_mut_933 = l_3170;
let l_3171 = l_3169 & u32(2147483647);
let l_3172 = l_3171 == u32(0);
if l_3172 {
l_mut_933 = u32(1);
} else {
let l_3173 = l_3169 & u32(2147483648);
let l_3174 = l_3173 != u32(0);
if l_3174 {
let l_3175 = l_3169 - u32(1);
l_mut_933 = l_3175;
} else {
let l_3176 = l_3169 == u32(2139095040);
if l_3176 {
l_mut_933 = l_3169;
}
}
}
let l_3177 = bitcast<f32>(l_mut_933);
let l_3178 = bitcast<u32>(l_3177);
let l_3179 = l_3178 ^ u32(2147483648);
let l_3180 = bitcast<f32>(l_3179);
let l_3181 = bitcast<u32>(l_3180);
let l_3182 = l_3181 & u32(2147483647);
let l_3183 = bitcast<f32>(l_3182);
let l_3184 = f64(l_3183);
l_mut_166 = l_3184;
let l_3185 = l_3182 < u32(8388608);
if l_3185 {
let l_3186 = f64(l_3182);
let l_3187 = l_3186 * f64(1.401298464324817e-45);
l_mut_166 = l_3187;
}
let l_3188 = bitcast<u64>(l_mut_166);
let l_3189 = l_3181 >> u32(31);
let l_3190 = u64(l_3189);
let l_3191 = l_3190 << u32(bitcast<u64>(u64(63)));
let l_3192 = l_3188 | l_3191;
let l_3193 = bitcast<f64>(l_3192);
l_mut_3102 = l_3193;
} else {
let l_3194 = bitcast<u32>(l_3163);
let l_3195 = l_3194 + u32(1);
l_mut_933 = l_3195;
let l_3196 = l_3194 & u32(2147483647);
let l_3197 = l_3196 == u32(0);
if l_3197 {
l_mut_933 = u32(1);
} else {
let l_3198 = l_3194 & u32(2147483648);
let l_3199 = l_3198 != u32(0);
if l_3199 {
let l_3200 = l_3194 - u32(1);
l_mut_933 = l_3200;
} else {
let l_3201 = l_3194 == u32(2139095040);
if l_3201 {
l_mut_933 = l_3194;
}
}
}
let l_3202 = bitcast<f32>(l_mut_933);
let l_3203 = bitcast<u32>(l_3202);
let l_3204 = l_3203 & u32(2147483647);
let l_3205 = bitcast<f32>(l_3204);
let l_3206 = f64(l_3205);
l_mut_166 = l_3206;
let l_3207 = l_3204 < u32(8388608);
if l_3207 {
let l_3208 = f64(l_3204);
let l_3209 = l_3208 * f64(1.401298464324817e-45);
l_mut_166 = l_3209;
}
let l_3210 = bitcast<u64>(l_mut_166);
let l_3211 = l_3203 >> u32(31);
let l_3212 = u64(l_3211);
let l_3213 = l_3212 << u32(bitcast<u64>(u64(63)));
let l_3214 = l_3210 | l_3213;
let l_3215 = bitcast<f64>(l_3214);
let l_3216 = l_3215 <= l_3157;
if l_3216 {
let l_3217 = bitcast<u32>(l_3163);
let l_3218 = l_3217 + u32(1);
l_mut_933 = l_3218;
let l_3219 = l_3217 & u32(2147483647);
let l_3220 = l_3219 == u32(0);
if l_3220 {
l_mut_933 = u32(1);
} else {
let l_3221 = l_3217 & u32(2147483648);
let l_3222 = l_3221 != u32(0);
if l_3222 {
let l_3223 = l_3217 - u32(1);
l_mut_933 = l_3223;
} else {
let l_3224 = l_3217 == u32(2139095040);
if l_3224 {
l_mut_933 = l_3217;
}
}
}
let l_3225 = bitcast<f32>(l_mut_933);
let l_3226 = bitcast<u32>(l_3225);
let l_3227 = l_3226 & u32(2147483647);
let l_3228 = bitcast<f32>(l_3227);
let l_3229 = f64(l_3228);
l_mut_166 = l_3229;
let l_3230 = l_3227 < u32(8388608);
if l_3230 {
let l_3231 = f64(l_3227);
let l_3232 = l_3231 * f64(1.401298464324817e-45);
l_mut_166 = l_3232;
}
let l_3233 = bitcast<u64>(l_mut_166);
let l_3234 = l_3226 >> u32(31);
let l_3235 = u64(l_3234);
let l_3236 = l_3235 << u32(bitcast<u64>(u64(63)));
let l_3237 = l_3233 | l_3236;
let l_3238 = bitcast<f64>(l_3237);
l_mut_3102 = l_3238;
}
}
}
l_mut_241 = l_mut_3102;
}
let l_3239 = l_mut_2087 + l_907;
let l_3240 = abs(l_3239);
let l_3241 = l_3240 * f64(2.220446049250313e-16);
let l_3242 = l_2982 + l_3241;
let l_3243 = l_3239 + l_3242;
let l_3244 = -l_3243;
let l_3245 = l_3244 * f64(7.1362384635298e44);
let l_3246 = floor(l_3245);
let l_3247 = l_3246 * f64(1.401298464324817e-45);
l_mut_3102 = l_3247;
let l_3248 = abs(l_3244);
let l_3249 = l_3248 >= f64(1.1754943508222875e-38);
if l_3249 {
let l_3250 = f32(l_3244);
let l_3251 = f64(l_3250);
l_mut_3102 = l_3251;
let l_3252 = l_mut_3102 > l_3244;
if l_3252 {
let l_3253 = bitcast<u32>(l_3250);
let l_3254 = l_3253 ^ u32(2147483648);
let l_3255 = bitcast<f32>(l_3254);
let l_3256 = bitcast<u32>(l_3255);
let l_3257 = l_3256 + u32(1);
l_mut_933 = l_3257;
let l_3258 = l_3256 & u32(2147483647);
let l_3259 = l_3258 == u32(0);
if l_3259 {
l_mut_933 = u32(1);
} else {
let l_3260 = l_3256 & u32(2147483648);
let l_3261 = l_3260 != u32(0);
if l_3261 {
let l_3262 = l_3256 - u32(1);
l_mut_933 = l_3262;
} else {
let l_3263 = l_3256 == u32(2139095040);
if l_3263 {
l_mut_933 = l_3256;
}
}
}
let l_3264 = bitcast<f32>(l_mut_933);
let l_3265 = bitcast<u32>(l_3264);
let l_3266 = l_3265 ^ u32(2147483648);
let l_3267 = bitcast<f32>(l_3266);
let l_3268 = bitcast<u32>(l_3267);
let l_3269 = l_3268 & u32(2147483647);
let l_3270 = bitcast<f32>(l_3269);
let l_3271 = f64(l_3270);
l_mut_166 = l_3271;
let l_3272 = l_3269 < u32(8388608);
if l_3272 {
let l_3273 = f64(l_3269);
let l_3274 = l_3273 * f64(1.401298464324817e-45);
l_mut_166 = l_3274;
}
let l_3275 = bitcast<u64>(l_mut_166);
let l_3276 = l_3268 >> u32(31);
let l_3277 = u64(l_3276);
let l_3278 = l_3277 << u32(bitcast<u64>(u64(63)));
let l_3279 = l_3275 | l_3278;
let l_3280 = bitcast<f64>(l_3279);
l_mut_3102 = l_3280;
} else {
let l_3281 = bitcast<u32>(l_3250);
let l_3282 = l_3281 + u32(1);
l_mut_933 = l_3282;
let l_3283 = l_3281 & u32(2147483647);
let l_3284 = l_3283 == u32(0);
if l_3284 {
l_mut_933 = u32(1);
} else {
let l_3285 = l_3281 & u32(2147483648);
let l_3286 = l_3285 != u32(0);
if l_3286 {
let l_3287 = l_3281 - u32(1);
l_mut_933 = l_3287;
} else {
let l_3288 = l_3281 == u32(2139095040);
if l_3288 {
l_mut_933 = l_3281;
}
}
}
let l_3289 = bitcast<f32>(l_mut_933);
let l_3290 = bitcast<u32>(l_3289);
let l_3291 = l_3290 & u32(2147483647);
let l_3292 = bitcast<f32>(l_3291);
let l_3293 = f64(l_3292);
l_mut_166 = l_3293;
let l_3294 = l_3291 < u32(8388608);
if l_3294 {
let l_3295 = f64(l_3291);
let l_3296 = l_3295 * f64(1.401298464324817e-45);
l_mut_166 = l_3296;
}
let l_3297 = bitcast<u64>(l_mut_166);
let l_3298 = l_3290 >> u32(31);
let l_3299 = u64(l_3298);
let l_3300 = l_3299 << u32(bitcast<u64>(u64(63)));
let l_3301 = l_3297 | l_3300;
let l_3302 = bitcast<f64>(l_3301);
let l_3303 = l_3302 <= l_3244;
if l_3303 {
let l_3304 = bitcast<u32>(l_3250);
let l_3305 = l_3304 + u32(1);
l_mut_933 = l_3305;
let l_3306 = l_3304 & u32(2147483647);
let l_3307 = l_3306 == u32(0);
if l_3307 {
l_mut_933 = u32(1);
} else {
let l_3308 = l_3304 & u32(2147483648);
let l_3309 = l_3308 != u32(0);
if l_3309 {
let l_3310 = l_3304 - u32(1);
l_mut_933 = l_3310;
} else {
let l_3311 = l_3304 == u32(2139095040);
if l_3311 {
l_mut_933 = l_3304;
}
}
}
let l_3312 = bitcast<f32>(l_mut_933);
let l_3313 = bitcast<u32>(l_3312);
let l_3314 = l_3313 & u32(2147483647);
let l_3315 = bitcast<f32>(l_3314);
let l_3316 = f64(l_3315);
l_mut_166 = l_3316;
let l_3317 = l_3314 < u32(8388608);
if l_3317 {
let l_3318 = f64(l_3314);
let l_3319 = l_3318 * f64(1.401298464324817e-45);
l_mut_166 = l_3319;
}
let l_3320 = bitcast<u64>(l_mut_166);
let l_3321 = l_3313 >> u32(31);
let l_3322 = u64(l_3321);
let l_3323 = l_3322 << u32(bitcast<u64>(u64(63)));
let l_3324 = l_3320 | l_3323;
let l_3325 = bitcast<f64>(l_3324);
l_mut_3102 = l_3325;
}
}
}
let l_3326 = -l_mut_3102;
l_mut_3102 = l_3326;
let l_3327 = bool(false) && bool(true);
if l_3327 {
let l_3328 = l_3239 + l_3242;
let l_3329 = l_3328 * f64(7.1362384635298e44);
let l_3330 = floor(l_3329);
let l_3331 = l_3330 * f64(1.401298464324817e-45);
l_mut_166 = l_3331;
let l_3332 = abs(l_3328);
let l_3333 = l_3332 >= f64(1.1754943508222875e-38);
if l_3333 {
let l_3334 = f32(l_3328);
let l_3335 = f64(l_3334);
l_mut_166 = l_3335;
let l_3336 = l_mut_166 > l_3328;
if l_3336 {
let l_3337 = bitcast<u32>(l_3334);
let l_3338 = l_3337 ^ u32(2147483648);
let l_3339 = bitcast<f32>(l_3338);
let l_3340 = bitcast<u32>(l_3339);
let l_3341 = l_3340 + u32(1);
l_mut_933 = l_3341;
let l_3342 = l_3340 & u32(2147483647);
let l_3343 = l_3342 == u32(0);
if l_3343 {
l_mut_933 = u32(1);
} else {
let l_3344 = l_3340 & u32(2147483648);
let l_3345 = l_3344 != u32(0);
if l_3345 {
let l_3346 = l_3340 - u32(1);
l_mut_933 = l_3346;
} else {
let l_3347 = l_3340 == u32(2139095040);
if l_3347 {
l_mut_933 = l_3340;
}
}
}
let l_3348 = bitcast<f32>(l_mut_933);
let l_3349 = bitcast<u32>(l_3348);
let l_3350 = l_3349 ^ u32(2147483648);
let l_3351 = bitcast<f32>(l_3350);
let l_3352 = bitcast<u32>(l_3351);
let l_3353 = l_3352 & u32(2147483647);
let l_3354 = bitcast<f32>(l_3353);
let l_3355 = f64(l_3354);
l_mut_3356 = l_3355;
let l_3357 = l_3353 < u32(8388608);
if l_3357 {
let l_3358 = f64(l_3353);
let l_3359 = l_3358 * f64(1.401298464324817e-45);
l_mut_3356 = l_3359;
}
let l_3360 = bitcast<u64>(l_mut_3356);
let l_3361 = l_3352 >> u32(31);
let l_3362 = u64(l_3361);
let l_3363 = l_3362 << u32(bitcast<u64>(u64(63)));
let l_3364 = l_3360 | l_3363;
let l_3365 = bitcast<f64>(l_3364);
l_mut_166 = l_3365;
} else {
let l_3366 = bitcast<u32>(l_3334);
let l_3367 = l_3366 + u32(1);
l_mut_933 = l_3367;
let l_3368 = l_3366 & u32(2147483647);
let l_3369 = l_3368 == u32(0);
if l_3369 {
l_mut_933 = u32(1);
} else {
let l_3370 = l_3366 & u32(2147483648);
let l_3371 = l_3370 != u32(0);
if l_3371 {
let l_3372 = l_3366 - u32(1);
l_mut_933 = l_3372;
} else {
let l_3373 = l_3366 == u32(2139095040);
if l_3373 {
l_mut_933 = l_3366;
}
}
}
let l_3374 = bitcast<f32>(l_mut_933);
let l_3375 = bitcast<u32>(l_3374);
let l_3376 = l_3375 & u32(2147483647);
let l_3377 = bitcast<f32>(l_3376);
let l_3378 = f64(l_3377);
l_mut_3356 = l_3378;
let l_3379 = l_3376 < u32(8388608);
if l_3379 {
let l_3380 = f64(l_3376);
let l_3381 = l_3380 * f64(1.401298464324817e-45);
l_mut_3356 = l_3381;
}
let l_3382 = bitcast<u64>(l_mut_3356);
let l_3383 = l_3375 >> u32(31);
let l_3384 = u64(l_3383);
let l_3385 = l_3384 << u32(bitcast<u64>(u64(63)));
let l_3386 = l_3382 | l_3385;
let l_3387 = bitcast<f64>(l_3386);
let l_3388 = l_3387 <= l_3328;
if l_3388 {
let l_3389 = bitcast<u32>(l_3334);
let l_3390 = l_3389 + u32(1);
l_mut_933 = l_3390;
let l_3391 = l_3389 & u32(2147483647);
let l_3392 = l_3391 == u32(0);
if l_3392 {
l_mut_933 = u32(1);
} else {
let l_3393 = l_3389 & u32(2147483648);
let l_3394 = l_3393 != u32(0);
if l_3394 {
let l_3395 = l_3389 - u32(1);
l_mut_933 = l_3395;
} else {
let l_3396 = l_3389 == u32(2139095040);
if l_3396 {
l_mut_933 = l_3389;
}
}
}
let l_3397 = bitcast<f32>(l_mut_933);
let l_3398 = bitcast<u32>(l_3397);
let l_3399 = l_3398 & u32(2147483647);
let l_3400 = bitcast<f32>(l_3399);
let l_3401 = f64(l_3400);
l_mut_3356 = l_3401;
let l_3402 = l_3399 < u32(8388608);
if l_3402 {
let l_3403 = f64(l_3399);
let l_3404 = l_3403 * f64(1.401298464324817e-45);
l_mut_3356 = l_3404;
}
let l_3405 = bitcast<u64>(l_mut_3356);
let l_3406 = l_3398 >> u32(31);
let l_3407 = u64(l_3406);
let l_3408 = l_3407 << u32(bitcast<u64>(u64(63)));
let l_3409 = l_3405 | l_3408;
let l_3410 = bitcast<f64>(l_3409);
l_mut_166 = l_3410;
}
}
}
l_mut_3102 = l_mut_166;
} else {
let l_3411 = l_3239 - l_3242;
let l_3412 = -l_3411;
let l_3413 = l_3412 * f64(7.1362384635298e44);
let l_3414 = floor(l_3413);
let l_3415 = l_3414 * f64(1.401298464324817e-45);
l_mut_3356 = l_3415;
let l_3416 = abs(l_3412);
let l_3417 = l_3416 >= f64(1.1754943508222875e-38);
if l_3417 {
let l_3418 = f32(l_3412);
let l_3419 = f64(l_3418);
l_mut_3356 = l_3419;
let l_3420 = l_mut_3356 > l_3412;
if l_3420 {
let l_3421 = bitcast<u32>(l_3418);
let l_3422 = l_3421 ^ u32(2147483648);
let l_3423 = bitcast<f32>(l_3422);
let l_3424 = bitcast<u32>(l_3423);
let l_3425 = l_3424 + u32(1);
l_mut_933 = l_3425;
let l_3426 = l_3424 & u32(2147483647);
let l_3427 = l_3426 == u32(0);
if l_3427 {
l_mut_933 = u32(1);
} else {
let l_3428 = l_3424 & u32(2147483648);
let l_3429 = l_3428 != u32(0);
if l_3429 {
let l_3430 = l_3424 - u32(1);
l_mut_933 = l_3430;
} else {
let l_3431 = l_3424 == u32(2139095040);
if l_3431 {
l_mut_933 = l_3424;
}
}
}
let l_3432 = bitcast<f32>(l_mut_933);
let l_3433 = bitcast<u32>(l_3432);
let l_3434 = l_3433 ^ u32(2147483648);
let l_3435 = bitcast<f32>(l_3434);
let l_3436 = bitcast<u32>(l_3435);
let l_3437 = l_3436 & u32(2147483647);
let l_3438 = bitcast<f32>(l_3437);
let l_3439 = f64(l_3438);
l_mut_166 = l_3439;
let l_3440 = l_3437 < u32(8388608);
if l_3440 {
let l_3441 = f64(l_3437);
let l_3442 = l_3441 * f64(1.401298464324817e-45);
l_mut_166 = l_3442;
}
let l_3443 = bitcast<u64>(l_mut_166);
let l_3444 = l_3436 >> u32(31);
let l_3445 = u64(l_3444);
let l_3446 = l_3445 << u32(bitcast<u64>(u64(63)));
let l_3447 = l_3443 | l_3446;
let l_3448 = bitcast<f64>(l_3447);
l_mut_3356 = l_3448;
} else {
let l_3449 = bitcast<u32>(l_3418);
let l_3450 = l_3449 + u32(1);
l_mut_933 = l_3450;
let l_3451 = l_3449 & u32(2147483647);
let l_3452 = l_3451 == u32(0);
if l_3452 {
l_mut_933 = u32(1);
} else {
let l_3453 = l_3449 & u32(2147483648);
let l_3454 = l_3453 != u32(0);
if l_3454 {
let l_3455 = l_3449 - u32(1);
l_mut_933 = l_3455;
} else {
let l_3456 = l_3449 == u32(2139095040);
if l_3456 {
l_mut_933 = l_3449;
}
}
}
let l_3457 = bitcast<f32>(l_mut_933);
let l_3458 = bitcast<u32>(l_3457);
let l_3459 = l_3458 & u32(2147483647);
let l_3460 = bitcast<f32>(l_3459);
let l_3461 = f64(l_3460);
l_mut_166 = l_3461;
let l_3462 = l_3459 < u32(8388608);
if l_3462 {
let l_3463 = f64(l_3459);
let l_3464 = l_3463 * f64(1.401298464324817e-45);
l_mut_166 = l_3464;
}
let l_3465 = bitcast<u64>(l_mut_166);
let l_3466 = l_3458 >> u32(31);
let l_3467 = u64(l_3466);
let l_3468 = l_3467 << u32(bitcast<u64>(u64(63)));
let l_3469 = l_3465 | l_3468;
let l_3470 = bitcast<f64>(l_3469);
let l_3471 = l_3470 <= l_3412;
if l_3471 {
let l_3472 = bitcast<u32>(l_3418);
let l_3473 = l_3472 + u32(1);
l_mut_933 = l_3473;
let l_3474 = l_3472 & u32(2147483647);
let l_3475 = l_3474 == u32(0);
if l_3475 {
l_mut_933 = u32(1);
} else {
let l_3476 = l_3472 & u32(2147483648);
let l_3477 = l_3476 != u32(0);
if l_3477 {
let l_3478 = l_3472 - u32(1);
l_mut_933 = l_3478;
} else {
let l_3479 = l_3472 == u32(2139095040);
if l_3479 {
l_mut_933 = l_3472;
}
}
}
let l_3480 = bitcast<f32>(l_mut_933);
let l_3481 = bitcast<u32>(l_3480);
let l_3482 = l_3481 & u32(2147483647);
let l_3483 = bitcast<f32>(l_3482);
let l_3484 = f64(l_3483);
l_mut_166 = l_3484;
let l_3485 = l_3482 < u32(8388608);
if l_3485 {
let l_3486 = f64(l_3482);
let l_3487 = l_3486 * f64(1.401298464324817e-45);
l_mut_166 = l_3487;
}
let l_3488 = bitcast<u64>(l_mut_166);
let l_3489 = l_3481 >> u32(31);
let l_3490 = u64(l_3489);
let l_3491 = l_3490 << u32(bitcast<u64>(u64(63)));
let l_3492 = l_3488 | l_3491;
let l_3493 = bitcast<f64>(l_3492);
l_mut_3356 = l_3493;
}
}
}
let l_3494 = -l_mut_3356;
l_mut_3102 = l_3494;
}
let l_3495 = l_mut_567 - l_907;
let l_3496 = abs(l_3495);
let l_3497 = l_3496 * f64(2.220446049250313e-16);
let l_3498 = l_2984 + l_3497;
let l_3499 = l_3495 + l_3498;
let l_3500 = -l_3499;
let l_3501 = l_3500 * f64(7.1362384635298e44);
let l_3502 = floor(l_3501);
let l_3503 = l_3502 * f64(1.401298464324817e-45);
l_mut_3356 = l_3503;
let l_3504 = abs(l_3500);
let l_3505 = l_3504 >= f64(1.1754943508222875e-38);
if l_3505 {
let l_3506 = f32(l_3500);
let l_3507 = f64(l_3506);
l_mut_3356 = l_3507;
let l_3508 = l_mut_3356 > l_3500;
if l_3508 {
let l_3509 = bitcast<u32>(l_3506);
let l_3510 = l_3509 ^ u32(2147483648);
let l_3511 = bitcast<f32>(l_3510);
let l_3512 = bitcast<u32>(l_3511);
let l_3513 = l_3512 + u32(1);
l_mut_933 = l_3513;
let l_3514 = l_3512 & u32(2147483647);
let l_3515 = l_3514 == u32(0);
if l_3515 {
l_mut_933 = u32(1);
} else {
let l_3516 = l_3512 & u32(2147483648);
let l_3517 = l_3516 != u32(0);
if l_3517 {
let l_3518 = l_3512 - u32(1);
l_mut_933 = l_3518;
} else {
let l_3519 = l_3512 == u32(2139095040);
if l_3519 {
l_mut_933 = l_3512;
}
}
}
let l_3520 = bitcast<f32>(l_mut_933);
let l_3521 = bitcast<u32>(l_3520);
let l_3522 = l_3521 ^ u32(2147483648);
let l_3523 = bitcast<f32>(l_3522);
let l_3524 = bitcast<u32>(l_3523);
let l_3525 = l_3524 & u32(2147483647);
let l_3526 = bitcast<f32>(l_3525);
let l_3527 = f64(l_3526);
l_mut_166 = l_3527;
let l_3528 = l_3525 < u32(8388608);
if l_3528 {
let l_3529 = f64(l_3525);
let l_3530 = l_3529 * f64(1.401298464324817e-45);
l_mut_166 = l_3530;
}
let l_3531 = bitcast<u64>(l_mut_166);
let l_3532 = l_3524 >> u32(31);
let l_3533 = u64(l_3532);
let l_3534 = l_3533 << u32(bitcast<u64>(u64(63)));
let l_3535 = l_3531 | l_3534;
let l_3536 = bitcast<f64>(l_3535);
l_mut_3356 = l_3536;
} else {
let l_3537 = bitcast<u32>(l_3506);
let l_3538 = l_3537 + u32(1);
l_mut_933 = l_3538;
let l_3539 = l_3537 & u32(2147483647);
let l_3540 = l_3539 == u32(0);
if l_3540 {
l_mut_933 = u32(1);
} else {
let l_3541 = l_3537 & u32(2147483648);
let l_3542 = l_3541 != u32(0);
if l_3542 {
let l_3543 = l_3537 - u32(1);
l_mut_933 = l_3543;
} else {
let l_3544 = l_3537 == u32(2139095040);
if l_3544 {
l_mut_933 = l_3537;
}
}
}
let l_3545 = bitcast<f32>(l_mut_933);
let l_3546 = bitcast<u32>(l_3545);
let l_3547 = l_3546 & u32(2147483647);
let l_3548 = bitcast<f32>(l_3547);
let l_3549 = f64(l_3548);
l_mut_166 = l_3549;
let l_3550 = l_3547 < u32(8388608);
if l_3550 {
let l_3551 = f64(l_3547);
let l_3552 = l_3551 * f64(1.401298464324817e-45);
l_mut_166 = l_3552;
}
let l_3553 = bitcast<u64>(l_mut_166);
let l_3554 = l_3546 >> u32(31);
let l_3555 = u64(l_3554);
let l_3556 = l_3555 << u32(bitcast<u64>(u64(63)));
let l_3557 = l_3553 | l_3556;
let l_3558 = bitcast<f64>(l_3557);
let l_3559 = l_3558 <= l_3500;
if l_3559 {
let l_3560 = bitcast<u32>(l_3506);
let l_3561 = l_3560 + u32(1);
l_mut_933 = l_3561;
let l_3562 = l_3560 & u32(2147483647);
let l_3563 = l_3562 == u32(0);
if l_3563 {
l_mut_933 = u32(1);
} else {
let l_3564 = l_3560 & u32(2147483648);
let l_3565 = l_3564 != u32(0);
if l_3565 {
let l_3566 = l_3560 - u32(1);
l_mut_933 = l_3566;
} else {
let l_3567 = l_3560 == u32(2139095040);
if l_3567 {
l_mut_933 = l_3560;
}
}
}
let l_3568 = bitcast<f32>(l_mut_933);
let l_3569 = bitcast<u32>(l_3568);
let l_3570 = l_3569 & u32(2147483647);
let l_3571 = bitcast<f32>(l_3570);
let l_3572 = f64(l_3571);
l_mut_166 = l_3572;
let l_3573 = l_3570 < u32(8388608);
if l_3573 {
let l_3574 = f64(l_3570);
let l_3575 = l_3574 * f64(1.401298464324817e-45);
l_mut_166 = l_3575;
}
let l_3576 = bitcast<u64>(l_mut_166);
let l_3577 = l_3569 >> u32(31);
let l_3578 = u64(l_3577);
let l_3579 = l_3578 << u32(bitcast<u64>(u64(63)));
let l_3580 = l_3576 | l_3579;
let l_3581 = bitcast<f64>(l_3580);
l_mut_3356 = l_3581;
}
}
}
let l_3582 = -l_mut_3356;
l_mut_3356 = l_3582;
let l_3583 = bool(true) && bool(true);
if l_3583 {
let l_3584 = l_3495 + l_3498;
let l_3585 = l_3584 * f64(7.1362384635298e44);
let l_3586 = floor(l_3585);
let l_3587 = l_3586 * f64(1.401298464324817e-45);
l_mut_166 = l_3587;
let l_3588 = abs(l_3584);
let l_3589 = l_3588 >= f64(1.1754943508222875e-38);
if l_3589 {
let l_3590 = f32(l_3584);
let l_3591 = f64(l_3590);
l_mut_166 = l_3591;
let l_3592 = l_mut_166 > l_3584;
if l_3592 {
let l_3593 = bitcast<u32>(l_3590);
let l_3594 = l_3593 ^ u32(2147483648);
let l_3595 = bitcast<f32>(l_3594);
let l_3596 = bitcast<u32>(l_3595);
let l_3597 = l_3596 + u32(1);
l_mut_933 = l_3597;
let l_3598 = l_3596 & u32(2147483647);
let l_3599 = l_3598 == u32(0);
if l_3599 {
l_mut_933 = u32(1);
} else {
let l_3600 = l_3596 & u32(2147483648);
let l_3601 = l_3600 != u32(0);
if l_3601 {
let l_3602 = l_3596 - u32(1);
l_mut_933 = l_3602;
} else {
let l_3603 = l_3596 == u32(2139095040);
if l_3603 {
l_mut_933 = l_3596;
}
}
}
let l_3604 = bitcast<f32>(l_mut_933);
let l_3605 = bitcast<u32>(l_3604);
let l_3606 = l_3605 ^ u32(2147483648);
let l_3607 = bitcast<f32>(l_3606);
let l_3608 = bitcast<u32>(l_3607);
let l_3609 = l_3608 & u32(2147483647);
let l_3610 = bitcast<f32>(l_3609);
let l_3611 = f64(l_3610);
l_mut_3612 = l_3611;
let l_3613 = l_3609 < u32(8388608);
if l_3613 {
let l_3614 = f64(l_3609);
let l_3615 = l_3614 * f64(1.401298464324817e-45);
l_mut_3612 = l_3615;
}
let l_3616 = bitcast<u64>(l_mut_3612);
let l_3617 = l_3608 >> u32(31);
let l_3618 = u64(l_3617);
let l_3619 = l_3618 << u32(bitcast<u64>(u64(63)));
let l_3620 = l_3616 | l_3619;
let l_3621 = bitcast<f64>(l_3620);
l_mut_166 = l_3621;
} else {
let l_3622 = bitcast<u32>(l_3590);
let l_3623 = l_3622 + u32(1);
l_mut_933 = l_3623;
let l_3624 = l_3622 & u32(2147483647);
let l_3625 = l_3624 == u32(0);
if l_3625 {
l_mut_933 = u32(1);
} else {
let l_3626 = l_3622 & u32(2147483648);
let l_3627 = l_3626 != u32(0);
if l_3627 {
let l_3628 = l_3622 - u32(1);
l_mut_933 = l_3628;
} else {
let l_3629 = l_3622 == u32(2139095040);
if l_3629 {
l_mut_933 = l_3622;
}
}
}
let l_3630 = bitcast<f32>(l_mut_933);
let l_3631 = bitcast<u32>(l_3630);
let l_3632 = l_3631 & u32(2147483647);
let l_3633 = bitcast<f32>(l_3632);
let l_3634 = f64(l_3633);
l_mut_3612 = l_3634;
let l_3635 = l_3632 < u32(8388608);
if l_3635 {
let l_3636 = f64(l_3632);
let l_3637 = l_3636 * f64(1.401298464324817e-45);
l_mut_3612 = l_3637;
}
let l_3638 = bitcast<u64>(l_mut_3612);
let l_3639 = l_3631 >> u32(31);
let l_3640 = u64(l_3639);
let l_3641 = l_3640 << u32(bitcast<u64>(u64(63)));
let l_3642 = l_3638 | l_3641;
let l_3643 = bitcast<f64>(l_3642);
let l_3644 = l_3643 <= l_3584;
if l_3644 {
let l_3645 = bitcast<u32>(l_3590);
let l_3646 = l_3645 + u32(1);
l_mut_933 = l_3646;
let l_3647 = l_3645 & u32(2147483647);
let l_3648 = l_3647 == u32(0);
if l_3648 {
l_mut_933 = u32(1);
} else {
let l_3649 = l_3645 & u32(2147483648);
let l_3650 = l_3649 != u32(0);
if l_3650 {
let l_3651 = l_3645 - u32(1);
l_mut_933 = l_3651;
} else {
let l_3652 = l_3645 == u32(2139095040);
if l_3652 {
l_mut_933 = l_3645;
}
}
}
let l_3653 = bitcast<f32>(l_mut_933);
let l_3654 = bitcast<u32>(l_3653);
let l_3655 = l_3654 & u32(2147483647);
let l_3656 = bitcast<f32>(l_3655);
let l_3657 = f64(l_3656);
l_mut_3612 = l_3657;
let l_3658 = l_3655 < u32(8388608);
if l_3658 {
let l_3659 = f64(l_3655);
let l_3660 = l_3659 * f64(1.401298464324817e-45);
l_mut_3612 = l_3660;
}
let l_3661 = bitcast<u64>(l_mut_3612);
let l_3662 = l_3654 >> u32(31);
let l_3663 = u64(l_3662);
let l_3664 = l_3663 << u32(bitcast<u64>(u64(63)));
let l_3665 = l_3661 | l_3664;
let l_3666 = bitcast<f64>(l_3665);
l_mut_166 = l_3666;
}
}
}
l_mut_3356 = l_mut_166;
} else {
let l_3667 = l_3495 - l_3498;
let l_3668 = l_3667 * f64(7.1362384635298e44);
let l_3669 = floor(l_3668);
let l_3670 = l_3669 * f64(1.401298464324817e-45);
l_mut_3612 = l_3670;
let l_3671 = abs(l_3667);
let l_3672 = l_3671 >= f64(1.1754943508222875e-38);
if l_3672 {
let l_3673 = f32(l_3667);
let l_3674 = f64(l_3673);
l_mut_3612 = l_3674;
let l_3675 = l_mut_3612 > l_3667;
if l_3675 {
let l_3676 = bitcast<u32>(l_3673);
let l_3677 = l_3676 ^ u32(2147483648);
let l_3678 = bitcast<f32>(l_3677);
let l_3679 = bitcast<u32>(l_3678);
let l_3680 = l_3679 + u32(1);
l_mut_933 = l_3680;
let l_3681 = l_3679 & u32(2147483647);
let l_3682 = l_3681 == u32(0);
if l_3682 {
l_mut_933 = u32(1);
} else {
let l_3683 = l_3679 & u32(2147483648);
let l_3684 = l_3683 != u32(0);
if l_3684 {
let l_3685 = l_3679 - u32(1);
l_mut_933 = l_3685;
} else {
let l_3686 = l_3679 == u32(2139095040);
if l_3686 {
l_mut_933 = l_3679;
}
}
}
let l_3687 = bitcast<f32>(l_mut_933);
let l_3688 = bitcast<u32>(l_3687);
let l_3689 = l_3688 ^ u32(2147483648);
let l_3690 = bitcast<f32>(l_3689);
let l_3691 = bitcast<u32>(l_3690);
let l_3692 = l_3691 & u32(2147483647);
let l_3693 = bitcast<f32>(l_3692);
let l_3694 = f64(l_3693);
l_mut_166 = l_3694;
let l_3695 = l_3692 < u32(8388608);
if l_3695 {
let l_3696 = f64(l_3692);
let l_3697 = l_3696 * f64(1.401298464324817e-45);
l_mut_166 = l_3697;
}
let l_3698 = bitcast<u64>(l_mut_166);
let l_3699 = l_3691 >> u32(31);
let l_3700 = u64(l_3699);
let l_3701 = l_3700 << u32(bitcast<u64>(u64(63)));
let l_3702 = l_3698 | l_3701;
let l_3703 = bitcast<f64>(l_3702);
l_mut_3612 = l_3703;
} else {
let l_3704 = bitcast<u32>(l_3673);
let l_3705 = l_3704 + u32(1);
l_mut_933 = l_3705;
let l_3706 = l_3704 & u32(2147483647);
let l_3707 = l_3706 == u32(0);
if l_3707 {
l_mut_933 = u32(1);
} else {
let l_3708 = l_3704 & u32(2147483648);
let l_3709 = l_3708 != u32(0);
if l_3709 {
let l_3710 = l_3704 - u32(1);
l_mut_933 = l_3710;
} else {
let l_3711 = l_3704 == u32(2139095040);
if l_3711 {
l_mut_933 = l_3704;
}
}
}
let l_3712 = bitcast<f32>(l_mut_933);
let l_3713 = bitcast<u32>(l_3712);
let l_3714 = l_3713 & u32(2147483647);
let l_3715 = bitcast<f32>(l_3714);
let l_3716 = f64(l_3715);
l_mut_166 = l_3716;
let l_3717 = l_3714 < u32(8388608);
if l_3717 {
let l_3718 = f64(l_3714);
let l_3719 = l_3718 * f64(1.401298464324817e-45);
l_mut_166 = l_3719;
}
let l_3720 = bitcast<u64>(l_mut_166);
let l_3721 = l_3713 >> u32(31);
let l_3722 = u64(l_3721);
let l_3723 = l_3722 << u32(bitcast<u64>(u64(63)));
let l_3724 = l_3720 | l_3723;
let l_3725 = bitcast<f64>(l_3724);
let l_3726 = l_3725 <= l_3667;
if l_3726 {
let l_3727 = bitcast<u32>(l_3673);
let l_3728 = l_3727 + u32(1);
l_mut_933 = l_3728;
let l_3729 = l_3727 & u32(2147483647);
let l_3730 = l_3729 == u32(0);
if l_3730 {
l_mut_933 = u32(1);
} else {
let l_3731 = l_3727 & u32(2147483648);
let l_3732 = l_3731 != u32(0);
if l_3732 {
let l_3733 = l_3727 - u32(1);
l_mut_933 = l_3733;
} else {
let l_3734 = l_3727 == u32(2139095040);
if l_3734 {
l_mut_933 = l_3727;
}
}
}
let l_3735 = bitcast<f32>(l_mut_933);
let l_3736 = bitcast<u32>(l_3735);
let l_3737 = l_3736 & u32(2147483647);
let l_3738 = bitcast<f32>(l_3737);
let l_3739 = f64(l_3738);
l_mut_166 = l_3739;
let l_3740 = l_3737 < u32(8388608);
if l_3740 {
let l_3741 = f64(l_3737);
let l_3742 = l_3741 * f64(1.401298464324817e-45);
l_mut_166 = l_3742;
}
let l_3743 = bitcast<u64>(l_mut_166);
let l_3744 = l_3736 >> u32(31);
let l_3745 = u64(l_3744);
let l_3746 = l_3745 << u32(bitcast<u64>(u64(63)));
let l_3747 = l_3743 | l_3746;
let l_3748 = bitcast<f64>(l_3747);
l_mut_3612 = l_3748;
}
}
}
l_mut_3356 = l_mut_3612;
}
let l_3749 = l_mut_567 + l_907;
let l_3750 = abs(l_3749);
let l_3751 = l_3750 * f64(2.220446049250313e-16);
let l_3752 = l_2984 + l_3751;
let l_3753 = l_3749 + l_3752;
let l_3754 = -l_3753;
let l_3755 = l_3754 * f64(7.1362384635298e44);
let l_3756 = floor(l_3755);
let l_3757 = l_3756 * f64(1.401298464324817e-45);
l_mut_3612 = l_3757;
let l_3758 = abs(l_3754);
let l_3759 = l_3758 >= f64(1.1754943508222875e-38);
if l_3759 {
let l_3760 = f32(l_3754);
let l_3761 = f64(l_3760);
l_mut_3612 = l_3761;
let l_3762 = l_mut_3612 > l_3754;
if l_3762 {
let l_3763 = bitcast<u32>(l_3760);
let l_3764 = l_3763 ^ u32(2147483648);
let l_3765 = bitcast<f32>(l_3764);
let l_3766 = bitcast<u32>(l_3765);
let l_3767 = l_3766 + u32(1);
l_mut_933 = l_3767;
let l_3768 = l_3766 & u32(2147483647);
let l_3769 = l_3768 == u32(0);
if l_3769 {
l_mut_933 = u32(1);
} else {
let l_3770 = l_3766 & u32(2147483648);
let l_3771 = l_3770 != u32(0);
if l_3771 {
let l_3772 = l_3766 - u32(1);
l_mut_933 = l_3772;
} else {
let l_3773 = l_3766 == u32(2139095040);
if l_3773 {
l_mut_933 = l_3766;
}
}
}
let l_3774 = bitcast<f32>(l_mut_933);
let l_3775 = bitcast<u32>(l_3774);
let l_3776 = l_3775 ^ u32(2147483648);
let l_3777 = bitcast<f32>(l_3776);
let l_3778 = bitcast<u32>(l_3777);
let l_3779 = l_3778 & u32(2147483647);
let l_3780 = bitcast<f32>(l_3779);
let l_3781 = f64(l_3780);
l_mut_166 = l_3781;
let l_3782 = l_3779 < u32(8388608);
if l_3782 {
let l_3783 = f64(l_3779);
let l_3784 = l_3783 * f64(1.401298464324817e-45);
l_mut_166 = l_3784;
}
let l_3785 = bitcast<u64>(l_mut_166);
let l_3786 = l_3778 >> u32(31);
let l_3787 = u64(l_3786);
let l_3788 = l_3787 << u32(bitcast<u64>(u64(63)));
let l_3789 = l_3785 | l_3788;
let l_3790 = bitcast<f64>(l_3789);
l_mut_3612 = l_3790;
} else {
let l_3791 = bitcast<u32>(l_3760);
let l_3792 = l_3791 + u32(1);
l_mut_933 = l_3792;
let l_3793 = l_3791 & u32(2147483647);
let l_3794 = l_3793 == u32(0);
if l_3794 {
l_mut_933 = u32(1);
} else {
let l_3795 = l_3791 & u32(2147483648);
let l_3796 = l_3795 != u32(0);
if l_3796 {
let l_3797 = l_3791 - u32(1);
l_mut_933 = l_3797;
} else {
let l_3798 = l_3791 == u32(2139095040);
if l_3798 {
l_mut_933 = l_3791;
}
}
}
let l_3799 = bitcast<f32>(l_mut_933);
let l_3800 = bitcast<u32>(l_3799);
let l_3801 = l_3800 & u32(2147483647);
let l_3802 = bitcast<f32>(l_3801);
let l_3803 = f64(l_3802);
l_mut_166 = l_3803;
let l_3804 = l_3801 < u32(8388608);
if l_3804 {
let l_3805 = f64(l_3801);
let l_3806 = l_3805 * f64(1.401298464324817e-45);
l_mut_166 = l_3806;
}
let l_3807 = bitcast<u64>(l_mut_166);
let l_3808 = l_3800 >> u32(31);
let l_3809 = u64(l_3808);
let l_3810 = l_3809 << u32(bitcast<u64>(u64(63)));
let l_3811 = l_3807 | l_3810;
let l_3812 = bitcast<f64>(l_3811);
let l_3813 = l_3812 <= l_3754;
if l_3813 {
let l_3814 = bitcast<u32>(l_3760);
let l_3815 = l_3814 + u32(1);
l_mut_933 = l_3815;
let l_3816 = l_3814 & u32(2147483647);
let l_3817 = l_3816 == u32(0);
if l_3817 {
l_mut_933 = u32(1);
} else {
let l_3818 = l_3814 & u32(2147483648);
let l_3819 = l_3818 != u32(0);
if l_3819 {
let l_3820 = l_3814 - u32(1);
l_mut_933 = l_3820;
} else {
let l_3821 = l_3814 == u32(2139095040);
if l_3821 {
l_mut_933 = l_3814;
}
}
}
let l_3822 = bitcast<f32>(l_mut_933);
let l_3823 = bitcast<u32>(l_3822);
let l_3824 = l_3823 & u32(2147483647);
let l_3825 = bitcast<f32>(l_3824);
let l_3826 = f64(l_3825);
l_mut_166 = l_3826;
let l_3827 = l_3824 < u32(8388608);
if l_3827 {
let l_3828 = f64(l_3824);
let l_3829 = l_3828 * f64(1.401298464324817e-45);
l_mut_166 = l_3829;
}
let l_3830 = bitcast<u64>(l_mut_166);
let l_3831 = l_3823 >> u32(31);
let l_3832 = u64(l_3831);
let l_3833 = l_3832 << u32(bitcast<u64>(u64(63)));
let l_3834 = l_3830 | l_3833;
let l_3835 = bitcast<f64>(l_3834);
l_mut_3612 = l_3835;
}
}
}
let l_3836 = -l_mut_3612;
l_mut_3612 = l_3836;
let l_3837 = bool(false) && bool(true);
if l_3837 {
let l_3838 = l_3749 + l_3752;
let l_3839 = l_3838 * f64(7.1362384635298e44);
let l_3840 = floor(l_3839);
let l_3841 = l_3840 * f64(1.401298464324817e-45);
l_mut_166 = l_3841;
let l_3842 = abs(l_3838);
let l_3843 = l_3842 >= f64(1.1754943508222875e-38);
if l_3843 {
let l_3844 = f32(l_3838);
let l_3845 = f64(l_3844);
l_mut_166 = l_3845;
let l_3846 = l_mut_166 > l_3838;
if l_3846 {
let l_3847 = bitcast<u32>(l_3844);
let l_3848 = l_3847 ^ u32(2147483648);
let l_3849 = bitcast<f32>(l_3848);
let l_3850 = bitcast<u32>(l_3849);
let l_3851 = l_3850 + u32(1);
l_mut_933 = l_3851;
let l_3852 = l_3850 & u32(2147483647);
let l_3853 = l_3852 == u32(0);
if l_3853 {
l_mut_933 = u32(1);
} else {
let l_3854 = l_3850 & u32(2147483648);
let l_3855 = l_3854 != u32(0);
if l_3855 {
let l_3856 = l_3850 - u32(1);
l_mut_933 = l_3856;
} else {
let l_3857 = l_3850 == u32(2139095040);
if l_3857 {
l_mut_933 = l_3850;
}
}
}
let l_3858 = bitcast<f32>(l_mut_933);
let l_3859 = bitcast<u32>(l_3858);
let l_3860 = l_3859 ^ u32(2147483648);
let l_3861 = bitcast<f32>(l_3860);
let l_3862 = bitcast<u32>(l_3861);
let l_3863 = l_3862 & u32(2147483647);
let l_3864 = bitcast<f32>(l_3863);
let l_3865 = f64(l_3864);
l_mut_3866 = l_3865;
let l_3867 = l_3863 < u32(8388608);
if l_3867 {
let l_3868 = f64(l_3863);
let l_3869 = l_3868 * f64(1.401298464324817e-45);
l_mut_3866 = l_3869;
}
let l_3870 = bitcast<u64>(l_mut_3866);
let l_3871 = l_3862 >> u32(31);
let l_3872 = u64(l_3871);
let l_3873 = l_3872 << u32(bitcast<u64>(u64(63)));
let l_3874 = l_3870 | l_3873;
let l_3875 = bitcast<f64>(l_3874);
l_mut_166 = l_3875;
} else {
let l_3876 = bitcast<u32>(l_3844);
let l_3877 = l_3876 + u32(1);
l_mut_933 = l_3877;
let l_3878 = l_3876 & u32(2147483647);
let l_3879 = l_3878 == u32(0);
if l_3879 {
l_mut_933 = u32(1);
} else {
let l_3880 = l_3876 & u32(2147483648);
let l_3881 = l_3880 != u32(0);
if l_3881 {
let l_3882 = l_3876 - u32(1);
l_mut_933 = l_3882;
} else {
let l_3883 = l_3876 == u32(2139095040);
if l_3883 {
l_mut_933 = l_3876;
}
}
}
let l_3884 = bitcast<f32>(l_mut_933);
let l_3885 = bitcast<u32>(l_3884);
let l_3886 = l_3885 & u32(2147483647);
let l_3887 = bitcast<f32>(l_3886);
let l_3888 = f64(l_3887);
l_mut_3866 = l_3888;
let l_3889 = l_3886 < u32(8388608);
if l_3889 {
let l_3890 = f64(l_3886);
let l_3891 = l_3890 * f64(1.401298464324817e-45);
l_mut_3866 = l_3891;
}
let l_3892 = bitcast<u64>(l_mut_3866);
let l_3893 = l_3885 >> u32(31);
let l_3894 = u64(l_3893);
let l_3895 = l_3894 << u32(bitcast<u64>(u64(63)));
let l_3896 = l_3892 | l_3895;
let l_3897 = bitcast<f64>(l_3896);
let l_3898 = l_3897 <= l_3838;
if l_3898 {
let l_3899 = bitcast<u32>(l_3844);
let l_3900 = l_3899 + u32(1);
l_mut_933 = l_3900;
let l_3901 = l_3899 & u32(2147483647);
let l_3902 = l_3901 == u32(0);
if l_3902 {
l_mut_933 = u32(1);
} else {
let l_3903 = l_3899 & u32(2147483648);
let l_3904 = l_3903 != u32(0);
if l_3904 {
let l_3905 = l_3899 - u32(1);
l_mut_933 = l_3905;
} else {
let l_3906 = l_3899 == u32(2139095040);
if l_3906 {
l_mut_933 = l_3899;
}
}
}
let l_3907 = bitcast<f32>(l_mut_933);
let l_3908 = bitcast<u32>(l_3907);
let l_3909 = l_3908 & u32(2147483647);
let l_3910 = bitcast<f32>(l_3909);
let l_3911 = f64(l_3910);
l_mut_3866 = l_3911;
let l_3912 = l_3909 < u32(8388608);
if l_3912 {
let l_3913 = f64(l_3909);
let l_3914 = l_3913 * f64(1.401298464324817e-45);
l_mut_3866 = l_3914;
}
let l_3915 = bitcast<u64>(l_mut_3866);
let l_3916 = l_3908 >> u32(31);
let l_3917 = u64(l_3916);
let l_3918 = l_3917 << u32(bitcast<u64>(u64(63)));
let l_3919 = l_3915 | l_3918;
let l_3920 = bitcast<f64>(l_3919);
l_mut_166 = l_3920;
}
}
}
l_mut_3612 = l_mut_166;
} else {
let l_3921 = l_3749 - l_3752;
let l_3922 = -l_3921;
let l_3923 = l_3922 * f64(7.1362384635298e44);
let l_3924 = floor(l_3923);
let l_3925 = l_3924 * f64(1.401298464324817e-45);
l_mut_3866 = l_3925;
let l_3926 = abs(l_3922);
let l_3927 = l_3926 >= f64(1.1754943508222875e-38);
if l_3927 {
let l_3928 = f32(l_3922);
let l_3929 = f64(l_3928);
l_mut_3866 = l_3929;
let l_3930 = l_mut_3866 > l_3922;
if l_3930 {
let l_3931 = bitcast<u32>(l_3928);
let l_3932 = l_3931 ^ u32(2147483648);
let l_3933 = bitcast<f32>(l_3932);
let l_3934 = bitcast<u32>(l_3933);
let l_3935 = l_3934 + u32(1);
l_mut_933 = l_3935;
let l_3936 = l_3934 & u32(2147483647);
let l_3937 = l_3936 == u32(0);
if l_3937 {
l_mut_933 = u32(1);
} else {
let l_3938 = l_3934 & u32(2147483648);
let l_3939 = l_3938 != u32(0);
if l_3939 {
let l_3940 = l_3934 - u32(1);
l_mut_933 = l_3940;
} else {
let l_3941 = l_3934 == u32(2139095040);
if l_3941 {
l_mut_933 = l_3934;
}
}
}
let l_3942 = bitcast<f32>(l_mut_933);
let l_3943 = bitcast<u32>(l_3942);
let l_3944 = l_3943 ^ u32(2147483648);
let l_3945 = bitcast<f32>(l_3944);
let l_3946 = bitcast<u32>(l_3945);
let l_3947 = l_3946 & u32(2147483647);
let l_3948 = bitcast<f32>(l_3947);
let l_3949 = f64(l_3948);
l_mut_166 = l_3949;
let l_3950 = l_3947 < u32(8388608);
if l_3950 {
let l_3951 = f64(l_3947);
let l_3952 = l_3951 * f64(1.401298464324817e-45);
l_mut_166 = l_3952;
}
let l_3953 = bitcast<u64>(l_mut_166);
let l_3954 = l_3946 >> u32(31);
let l_3955 = u64(l_3954);
let l_3956 = l_3955 << u32(bitcast<u64>(u64(63)));
let l_3957 = l_3953 | l_3956;
let l_3958 = bitcast<f64>(l_3957);
l_mut_3866 = l_3958;
} else {
let l_3959 = bitcast<u32>(l_3928);
let l_3960 = l_3959 + u32(1);
l_mut_933 = l_3960;
let l_3961 = l_3959 & u32(2147483647);
let l_3962 = l_3961 == u32(0);
if l_3962 {
l_mut_933 = u32(1);
} else {
let l_3963 = l_3959 & u32(2147483648);
let l_3964 = l_3963 != u32(0);
if l_3964 {
let l_3965 = l_3959 - u32(1);
l_mut_933 = l_3965;
} else {
let l_3966 = l_3959 == u32(2139095040);
if l_3966 {
l_mut_933 = l_3959;
}
}
}
let l_3967 = bitcast<f32>(l_mut_933);
let l_3968 = bitcast<u32>(l_3967);
let l_3969 = l_3968 & u32(2147483647);
let l_3970 = bitcast<f32>(l_3969);
let l_3971 = f64(l_3970);
l_mut_166 = l_3971;
let l_3972 = l_3969 < u32(8388608);
if l_3972 {
let l_3973 = f64(l_3969);
let l_3974 = l_3973 * f64(1.401298464324817e-45);
l_mut_166 = l_3974;
}
let l_3975 = bitcast<u64>(l_mut_166);
let l_3976 = l_3968 >> u32(31);
let l_3977 = u64(l_3976);
let l_3978 = l_3977 << u32(bitcast<u64>(u64(63)));
let l_3979 = l_3975 | l_3978;
let l_3980 = bitcast<f64>(l_3979);
let l_3981 = l_3980 <= l_3922;
if l_3981 {
let l_3982 = bitcast<u32>(l_3928);
let l_3983 = l_3982 + u32(1);
l_mut_933 = l_3983;
let l_3984 = l_3982 & u32(2147483647);
let l_3985 = l_3984 == u32(0);
if l_3985 {
l_mut_933 = u32(1);
} else {
let l_3986 = l_3982 & u32(2147483648);
let l_3987 = l_3986 != u32(0);
if l_3987 {
let l_3988 = l_3982 - u32(1);
l_mut_933 = l_3988;
} else {
let l_3989 = l_3982 == u32(2139095040);
if l_3989 {
l_mut_933 = l_3982;
}
}
}
let l_3990 = bitcast<f32>(l_mut_933);
let l_3991 = bitcast<u32>(l_3990);
let l_3992 = l_3991 & u32(2147483647);
let l_3993 = bitcast<f32>(l_3992);
let l_3994 = f64(l_3993);
l_mut_166 = l_3994;
let l_3995 = l_3992 < u32(8388608);
if l_3995 {
let l_3996 = f64(l_3992);
let l_3997 = l_3996 * f64(1.401298464324817e-45);
l_mut_166 = l_3997;
}
let l_3998 = bitcast<u64>(l_mut_166);
let l_3999 = l_3991 >> u32(31);
let l_4000 = u64(l_3999);
let l_4001 = l_4000 << u32(bitcast<u64>(u64(63)));
let l_4002 = l_3998 | l_4001;
let l_4003 = bitcast<f64>(l_4002);
l_mut_3866 = l_4003;
}
}
}
let l_4004 = -l_mut_3866;
l_mut_3612 = l_4004;
}
l_mut_933 = u32(0);
let l_4005 = l_mut_3356 <= f64(0.0);
let l_4006 = l_mut_3612 >= f64(0.0);
let l_4007 = l_4005 && l_4006;
let l_4008 = !l_4007;
if l_4008 {
let l_4010 = l_mut_241 / l_mut_3356;
let l_4011 = l_mut_241 / l_mut_3612;
let l_4012 = l_mut_3102 / l_mut_3356;
let l_4013 = l_mut_3102 / l_mut_3612;
a_4009[u32(0)] = l_4010;
a_4009[u32(1)] = l_4010;
let l_4014 = a_4009[u32(0)];
let l_4015 = l_4011 < l_4014;
if l_4015 {
a_4009[u32(0)] = l_4011;
}
let l_4016 = a_4009[u32(0)];
let l_4017 = l_4012 < l_4016;
if l_4017 {
a_4009[u32(0)] = l_4012;
}
let l_4018 = a_4009[u32(0)];
let l_4019 = l_4013 < l_4018;
if l_4019 {
a_4009[u32(0)] = l_4013;
}
let l_4020 = a_4009[u32(1)];
let l_4021 = l_4011 > l_4020;
if l_4021 {
a_4009[u32(1)] = l_4011;
}
let l_4022 = a_4009[u32(1)];
let l_4023 = l_4012 > l_4022;
if l_4023 {
a_4009[u32(1)] = l_4012;
}
let l_4024 = a_4009[u32(1)];
let l_4025 = l_4013 > l_4024;
if l_4025 {
a_4009[u32(1)] = l_4013;
}
let l_4026 = a_4009[u32(0)];
let l_4027 = abs(l_4026);
let l_4028 = l_4027 * l_mut_395;
let l_4029 = a_4009[u32(1)];
let l_4030 = abs(l_4029);
let l_4031 = l_4030 * l_mut_395;
l_mut_933 = u32(2);
let l_4032 = a_4009[u32(0)];
let l_4033 = l_4032 - l_4028;
let l_4034 = abs(l_4033);
l_mut_3866 = f64(1.401298464324817e-45);
let l_4035 = l_4034 >= f64(1.1754943508222875e-38);
let l_4036 = l_4034 <= f64(1.7976931348623157e308);
let l_4037 = l_4035 && l_4036;
if l_4037 {
let l_4038 = bitcast<u64>(l_4034);
let l_4039 = l_4038 >> u32(bitcast<u64>(u64(52)));
let l_4040 = l_4039 - u64(23);
let l_4041 = l_4040 << u32(bitcast<u64>(u64(52)));
let l_4042 = bitcast<f64>(l_4041);
l_mut_3866 = l_4042;
}
let l_4043 = l_4032 + l_4028;
let l_4044 = abs(l_4043);
l_mut_3612 = f64(1.401298464324817e-45);
let l_4045 = l_4044 >= f64(1.1754943508222875e-38);
let l_4046 = l_4044 <= f64(1.7976931348623157e308);
let l_4047 = l_4045 && l_4046;
if l_4047 {
let l_4048 = bitcast<u64>(l_4044);
let l_4049 = l_4048 >> u32(bitcast<u64>(u64(52)));
let l_4050 = l_4049 - u64(23);
let l_4051 = l_4050 << u32(bitcast<u64>(u64(52)));
let l_4052 = bitcast<f64>(l_4051);
l_mut_3612 = l_4052;
}
let l_4053 = l_mut_3866 == l_mut_3612;
let l_4054 = a_4009[u32(1)];
let l_4055 = l_4054 - l_4031;
let l_4056 = abs(l_4055);
l_mut_3866 = f64(1.401298464324817e-45);
let l_4057 = l_4056 >= f64(1.1754943508222875e-38);
let l_4058 = l_4056 <= f64(1.7976931348623157e308);
let l_4059 = l_4057 && l_4058;
if l_4059 {
let l_4060 = bitcast<u64>(l_4056);
let l_4061 = l_4060 >> u32(bitcast<u64>(u64(52)));
let l_4062 = l_4061 - u64(23);
let l_4063 = l_4062 << u32(bitcast<u64>(u64(52)));
let l_4064 = bitcast<f64>(l_4063);
l_mut_3866 = l_4064;
}
let l_4065 = l_4054 + l_4031;
let l_4066 = abs(l_4065);
l_mut_3612 = f64(1.401298464324817e-45);
let l_4067 = l_4066 >= f64(1.1754943508222875e-38);
let l_4068 = l_4066 <= f64(1.7976931348623157e308);
let l_4069 = l_4067 && l_4068;
if l_4069 {
let l_4070 = bitcast<u64>(l_4066);
let l_4071 = l_4070 >> u32(bitcast<u64>(u64(52)));
let l_4072 = l_4071 - u64(23);
let l_4073 = l_4072 << u32(bitcast<u64>(u64(52)));
let l_4074 = bitcast<f64>(l_4073);
l_mut_3612 = l_4074;
}
let l_4075 = l_mut_3866 == l_mut_3612;
let l_4076 = l_4053 && l_4075;
if l_4076 {
let l_4077 = a_4009[u32(0)];
let l_4078 = a_4009[u32(0)];
let l_4079 = abs(l_4078);
l_mut_3866 = f64(1.401298464324817e-45);
let l_4080 = l_4079 >= f64(1.1754943508222875e-38);
let l_4081 = l_4079 <= f64(1.7976931348623157e308);
let l_4082 = l_4080 && l_4081;
if l_4082 {
let l_4083 = bitcast<u64>(l_4079);
let l_4084 = l_4083 >> u32(bitcast<u64>(u64(52)));
let l_4085 = l_4084 - u64(23);
let l_4086 = l_4085 << u32(bitcast<u64>(u64(52)));
let l_4087 = bitcast<f64>(l_4086);
l_mut_3866 = l_4087;
}
let l_4088 = l_910 * l_mut_3866;
let l_4089 = l_4077 - l_4088;
let l_4090 = a_4009[u32(1)];
let l_4091 = a_4009[u32(1)];
let l_4092 = abs(l_4091);
l_mut_3866 = f64(1.401298464324817e-45);
let l_4093 = l_4092 >= f64(1.1754943508222875e-38);
let l_4094 = l_4092 <= f64(1.7976931348623157e308);
let l_4095 = l_4093 && l_4094;
if l_4095 {
let l_4096 = bitcast<u64>(l_4092);
let l_4097 = l_4096 >> u32(bitcast<u64>(u64(52)));
let l_4098 = l_4097 - u64(23);
let l_4099 = l_4098 << u32(bitcast<u64>(u64(52)));
let l_4100 = bitcast<f64>(l_4099);
l_mut_3866 = l_4100;
}
let l_4101 = l_910 * l_mut_3866;
let l_4102 = l_4090 + l_4101;
let l_4103 = bitcast<u32>(l_146);
let l_4104 = l_4103 & u32(2147483647);
let l_4105 = bitcast<f32>(l_4104);
let l_4106 = f64(l_4105);
l_mut_3866 = l_4106;
let l_4107 = l_4104 < u32(8388608);
if l_4107 {
let l_4108 = f64(l_4104);
let l_4109 = l_4108 * f64(1.401298464324817e-45);
l_mut_3866 = l_4109;
}
let l_4110 = bitcast<u64>(l_mut_3866);
let l_4111 = l_4103 >> u32(31);
let l_4112 = u64(l_4111);
let l_4113 = l_4112 << u32(bitcast<u64>(u64(63)));
let l_4114 = l_4110 | l_4113;
let l_4115 = bitcast<f64>(l_4114);
let l_4116 = bitcast<u32>(l_146);
let l_4117 = l_4116 + u32(1);
l_mut_4118 = l_4117;
let l_4119 = l_4116 & u32(2147483647);
let l_4120 = l_4119 == u32(0);
if l_4120 {
l_mut_4118 = u32(1);
} else {
let l_4121 = l_4116 & u32(2147483648);
let l_4122 = l_4121 != u32(0);
if l_4122 {
let l_4123 = l_4116 - u32(1);
l_mut_4118 = l_4123;
} else {
let l_4124 = l_4116 == u32(2139095040);
if l_4124 {
l_mut_4118 = l_4116;
}
}
}
let l_4125 = bitcast<f32>(l_mut_4118);
let l_4126 = bitcast<u32>(l_4125);
let l_4127 = l_4126 & u32(2147483647);
let l_4128 = bitcast<f32>(l_4127);
let l_4129 = f64(l_4128);
l_mut_3866 = l_4129;
let l_4130 = l_4127 < u32(8388608);
if l_4130 {
let l_4131 = f64(l_4127);
let l_4132 = l_4131 * f64(1.401298464324817e-45);
l_mut_3866 = l_4132;
}
let l_4133 = bitcast<u64>(l_mut_3866);
let l_4134 = l_4126 >> u32(31);
let l_4135 = u64(l_4134);
let l_4136 = l_4135 << u32(bitcast<u64>(u64(63)));
let l_4137 = l_4133 | l_4136;
let l_4138 = bitcast<f64>(l_4137);
let l_4139 = bitcast<u32>(l_146);
let l_4140 = l_4139 ^ u32(2147483648);
let l_4141 = bitcast<f32>(l_4140);
let l_4142 = bitcast<u32>(l_4141);
let l_4143 = l_4142 + u32(1);
l_mut_4118 = l_4143;
let l_4144 = l_4142 & u32(2147483647);
let l_4145 = l_4144 == u32(0);
if l_4145 {
l_mut_4118 = u32(1);
} else {
let l_4146 = l_4142 & u32(2147483648);
let l_4147 = l_4146 != u32(0);
if l_4147 {
let l_4148 = l_4142 - u32(1);
l_mut_4118 = l_4148;
} else {
let l_4149 = l_4142 == u32(2139095040);
if l_4149 {
l_mut_4118 = l_4142;
}
}
}
let l_4150 = bitcast<f32>(l_mut_4118);
let l_4151 = bitcast<u32>(l_4150);
let l_4152 = l_4151 ^ u32(2147483648);
let l_4153 = bitcast<f32>(l_4152);
let l_4154 = bitcast<u32>(l_4153);
let l_4155 = l_4154 & u32(2147483647);
let l_4156 = bitcast<f32>(l_4155);
let l_4157 = f64(l_4156);
l_mut_3866 = l_4157;
let l_4158 = l_4155 < u32(8388608);
if l_4158 {
let l_4159 = f64(l_4155);
let l_4160 = l_4159 * f64(1.401298464324817e-45);
l_mut_3866 = l_4160;
}
let l_4161 = bitcast<u64>(l_mut_3866);
let l_4162 = l_4154 >> u32(31);
let l_4163 = u64(l_4162);
let l_4164 = l_4163 << u32(bitcast<u64>(u64(63)));
let l_4165 = l_4161 | l_4164;
let l_4166 = bitcast<f64>(l_4165);
let l_4167 = l_4089 + l_4028;
let l_4168 = l_4167 <= l_4115;
l_mut_1034 = l_4168;
let l_4169 = l_4089 - l_4028;
let l_4170 = l_4169 > l_4115;
l_mut_1031 = l_4170;
let l_4171 = l_4102 - l_4031;
let l_4172 = l_4171 >= l_4115;
l_mut_1028 = l_4172;
let l_4173 = l_4102 + l_4031;
let l_4174 = l_4173 < l_4115;
l_mut_1025 = l_4174;
let l_4175 = l_4089 + l_4028;
let l_4176 = l_4175 < l_4138;
l_mut_1034 = l_4176;
let l_4177 = l_4089 - l_4028;
let l_4178 = l_4177 >= l_4138;
l_mut_1031 = l_4178;
let l_4179 = l_4102 - l_4031;
let l_4180 = l_4179 > l_4166;
l_mut_1028 = l_4180;
let l_4181 = l_4102 + l_4031;
let l_4182 = l_4181 <= l_4166;
l_mut_1025 = l_4182;
l_mut_4118 = u32(2);
let l_4183 = l_mut_1031 || l_mut_1025;
if l_4183 {
l_mut_4118 = u32(1);
} else {
let l_4184 = l_mut_1034 && l_mut_1028;
if l_4184 {
l_mut_4118 = u32(0);
}
}
let l_4185 = bitcast<u32>(l_146);
let l_4186 = l_4185 & u32(2147483647);
let l_4187 = l_4186 == u32(0);
if l_4187 {
let l_4188 = l_4089 + l_4028;
let l_4189 = l_4188 < f64(1.1754943508222875e-38);
let l_4190 = l_4102 - l_4031;
let l_4191 = l_4190 > f64(-1.1754943508222875e-38);
let l_4192 = l_4189 && l_4191;
let l_4193 = l_4089 - l_4028;
let l_4194 = l_4193 < f64(1.1754943508222875e-38);
let l_4195 = l_4102 + l_4031;
let l_4196 = l_4195 > f64(-1.1754943508222875e-38);
let l_4197 = l_4194 && l_4196;
if l_4192 {
l_mut_4118 = u32(0);
} else {
let l_4198 = l_mut_4118 == u32(1);
let l_4199 = l_4197 && l_4198;
if l_4199 {
l_mut_4118 = u32(2);
}
}
}
l_mut_933 = l_mut_4118;
}
}
let l_4200 = l_mut_2087 - l_907;
let l_4201 = abs(l_4200);
let l_4202 = l_4201 * f64(2.220446049250313e-16);
let l_4203 = l_2982 + l_4202;
let l_4204 = l_4200 + l_4203;
let l_4205 = -l_4204;
let l_4206 = l_4205 * f64(7.1362384635298e44);
let l_4207 = floor(l_4206);
let l_4208 = l_4207 * f64(1.401298464324817e-45);
l_mut_3866 = l_4208;
let l_4209 = abs(l_4205);
let l_4210 = l_4209 >= f64(1.1754943508222875e-38);
if l_4210 {
let l_4211 = f32(l_4205);
let l_4212 = f64(l_4211);
l_mut_3866 = l_4212;
let l_4213 = l_mut_3866 > l_4205;
if l_4213 {
let l_4214 = bitcast<u32>(l_4211);
let l_4215 = l_4214 ^ u32(2147483648);
let l_4216 = bitcast<f32>(l_4215);
let l_4217 = bitcast<u32>(l_4216);
let l_4218 = l_4217 + u32(1);
l_mut_4118 = l_4218;
let l_4219 = l_4217 & u32(2147483647);
let l_4220 = l_4219 == u32(0);
if l_4220 {
l_mut_4118 = u32(1);
} else {
let l_4221 = l_4217 & u32(2147483648);
let l_4222 = l_4221 != u32(0);
if l_4222 {
let l_4223 = l_4217 - u32(1);
l_mut_4118 = l_4223;
} else {
let l_4224 = l_4217 == u32(2139095040);
if l_4224 {
l_mut_4118 = l_4217;
}
}
}
let l_4225 = bitcast<f32>(l_mut_4118);
let l_4226 = bitcast<u32>(l_4225);
let l_4227 = l_4226 ^ u32(2147483648);
let l_4228 = bitcast<f32>(l_4227);
let l_4229 = bitcast<u32>(l_4228);
let l_4230 = l_4229 & u32(2147483647);
let l_4231 = bitcast<f32>(l_4230);
let l_4232 = f64(l_4231);
l_mut_3612 = l_4232;
let l_4233 = l_4230 < u32(8388608);
if l_4233 {
let l_4234 = f64(l_4230);
let l_4235 = l_4234 * f64(1.401298464324817e-45);
l_mut_3612 = l_4235;
}
let l_4236 = bitcast<u64>(l_mut_3612);
let l_4237 = l_4229 >> u32(31);
let l_4238 = u64(l_4237);
let l_4239 = l_4238 << u32(bitcast<u64>(u64(63)));
let l_4240 = l_4236 | l_4239;
let l_4241 = bitcast<f64>(l_4240);
l_mut_3866 = l_4241;
} else {
let l_4242 = bitcast<u32>(l_4211);
let l_4243 = l_4242 + u32(1);
l_mut_4118 = l_4243;
let l_4244 = l_4242 & u32(2147483647);
let l_4245 = l_4244 == u32(0);
if l_4245 {
l_mut_4118 = u32(1);
} else {
let l_4246 = l_4242 & u32(2147483648);
let l_4247 = l_4246 != u32(0);
if l_4247 {
let l_4248 = l_4242 - u32(1);
l_mut_4118 = l_4248;
} else {
let l_4249 = l_4242 == u32(2139095040);
if l_4249 {
l_mut_4118 = l_4242;
}
}
}
let l_4250 = bitcast<f32>(l_mut_4118);
let l_4251 = bitcast<u32>(l_4250);
let l_4252 = l_4251 & u32(2147483647);
let l_4253 = bitcast<f32>(l_4252);
let l_4254 = f64(l_4253);
l_mut_3612 = l_4254;
let l_4255 = l_4252 < u32(8388608);
if l_4255 {
let l_4256 = f64(l_4252);
let l_4257 = l_4256 * f64(1.401298464324817e-45);
l_mut_3612 = l_4257;
}
let l_4258 = bitcast<u64>(l_mut_3612);
let l_4259 = l_4251 >> u32(31);
let l_4260 = u64(l_4259);
let l_4261 = l_4260 << u32(bitcast<u64>(u64(63)));
let l_4262 = l_4258 | l_4261;
let l_4263 = bitcast<f64>(l_4262);
let l_4264 = l_4263 <= l_4205;
if l_4264 {
let l_4265 = bitcast<u32>(l_4211);
let l_4266 = l_4265 + u32(1);
l_mut_4118 = l_4266;
let l_4267 = l_4265 & u32(2147483647);
let l_4268 = l_4267 == u32(0);
if l_4268 {
l_mut_4118 = u32(1);
} else {
let l_4269 = l_4265 & u32(2147483648);
let l_4270 = l_4269 != u32(0);
if l_4270 {
let l_4271 = l_4265 - u32(1);
l_mut_4118 = l_4271;
} else {
let l_4272 = l_4265 == u32(2139095040);
if l_4272 {
l_mut_4118 = l_4265;
}
}
}
let l_4273 = bitcast<f32>(l_mut_4118);
let l_4274 = bitcast<u32>(l_4273);
let l_4275 = l_4274 & u32(2147483647);
let l_4276 = bitcast<f32>(l_4275);
let l_4277 = f64(l_4276);
l_mut_3612 = l_4277;
let l_4278 = l_4275 < u32(8388608);
if l_4278 {
let l_4279 = f64(l_4275);
let l_4280 = l_4279 * f64(1.401298464324817e-45);
l_mut_3612 = l_4280;
}
let l_4281 = bitcast<u64>(l_mut_3612);
let l_4282 = l_4274 >> u32(31);
let l_4283 = u64(l_4282);
let l_4284 = l_4283 << u32(bitcast<u64>(u64(63)));
let l_4285 = l_4281 | l_4284;
let l_4286 = bitcast<f64>(l_4285);
l_mut_3866 = l_4286;
}
}
}
let l_4287 = -l_mut_3866;
l_mut_3866 = l_4287;
let l_4288 = bool(true) && bool(false);
if l_4288 {
let l_4289 = l_4200 + l_4203;
let l_4290 = l_4289 * f64(7.1362384635298e44);
let l_4291 = floor(l_4290);
let l_4292 = l_4291 * f64(1.401298464324817e-45);
l_mut_3612 = l_4292;
let l_4293 = abs(l_4289);
let l_4294 = l_4293 >= f64(1.1754943508222875e-38);
if l_4294 {
let l_4295 = f32(l_4289);
let l_4296 = f64(l_4295);
l_mut_3612 = l_4296;
let l_4297 = l_mut_3612 > l_4289;
if l_4297 {
let l_4298 = bitcast<u32>(l_4295);
let l_4299 = l_4298 ^ u32(2147483648);
let l_4300 = bitcast<f32>(l_4299);
let l_4301 = bitcast<u32>(l_4300);
let l_4302 = l_4301 + u32(1);
l_mut_4118 = l_4302;
let l_4303 = l_4301 & u32(2147483647);
let l_4304 = l_4303 == u32(0);
if l_4304 {
l_mut_4118 = u32(1);
} else {
let l_4305 = l_4301 & u32(2147483648);
let l_4306 = l_4305 != u32(0);
if l_4306 {
let l_4307 = l_4301 - u32(1);
l_mut_4118 = l_4307;
} else {
let l_4308 = l_4301 == u32(2139095040);
if l_4308 {
l_mut_4118 = l_4301;
}
}
}
let l_4309 = bitcast<f32>(l_mut_4118);
let l_4310 = bitcast<u32>(l_4309);
let l_4311 = l_4310 ^ u32(2147483648);
let l_4312 = bitcast<f32>(l_4311);
let l_4313 = bitcast<u32>(l_4312);
let l_4314 = l_4313 & u32(2147483647);
let l_4315 = bitcast<f32>(l_4314);
let l_4316 = f64(l_4315);
l_mut_3356 = l_4316;
let l_4317 = l_4314 < u32(8388608);
if l_4317 {
let l_4318 = f64(l_4314);
let l_4319 = l_4318 * f64(1.401298464324817e-45);
l_mut_3356 = l_4319;
}
let l_4320 = bitcast<u64>(l_mut_3356);
let l_4321 = l_4313 >> u32(31);
let l_4322 = u64(l_4321);
let l_4323 = l_4322 << u32(bitcast<u64>(u64(63)));
let l_4324 = l_4320 | l_4323;
let l_4325 = bitcast<f64>(l_4324);
l_mut_3612 = l_4325;
} else {
let l_4326 = bitcast<u32>(l_4295);
let l_4327 = l_4326 + u32(1);
l_mut_4118 = l_4327;
let l_4328 = l_4326 & u32(2147483647);
let l_4329 = l_4328 == u32(0);
if l_4329 {
l_mut_4118 = u32(1);
} else {
let l_4330 = l_4326 & u32(2147483648);
let l_4331 = l_4330 != u32(0);
if l_4331 {
let l_4332 = l_4326 - u32(1);
l_mut_4118 = l_4332;
} else {
let l_4333 = l_4326 == u32(2139095040);
if l_4333 {
l_mut_4118 = l_4326;
}
}
}
let l_4334 = bitcast<f32>(l_mut_4118);
let l_4335 = bitcast<u32>(l_4334);
let l_4336 = l_4335 & u32(2147483647);
let l_4337 = bitcast<f32>(l_4336);
let l_4338 = f64(l_4337);
l_mut_3356 = l_4338;
let l_4339 = l_4336 < u32(8388608);
if l_4339 {
let l_4340 = f64(l_4336);
let l_4341 = l_4340 * f64(1.401298464324817e-45);
l_mut_3356 = l_4341;
}
let l_4342 = bitcast<u64>(l_mut_3356);
let l_4343 = l_4335 >> u32(31);
let l_4344 = u64(l_4343);
let l_4345 = l_4344 << u32(bitcast<u64>(u64(63)));
let l_4346 = l_4342 | l_4345;
let l_4347 = bitcast<f64>(l_4346);
let l_4348 = l_4347 <= l_4289;
if l_4348 {
let l_4349 = bitcast<u32>(l_4295);
let l_4350 = l_4349 + u32(1);
l_mut_4118 = l_4350;
let l_4351 = l_4349 & u32(2147483647);
let l_4352 = l_4351 == u32(0);
if l_4352 {
l_mut_4118 = u32(1);
} else {
let l_4353 = l_4349 & u32(2147483648);
let l_4354 = l_4353 != u32(0);
if l_4354 {
let l_4355 = l_4349 - u32(1);
l_mut_4118 = l_4355;
} else {
let l_4356 = l_4349 == u32(2139095040);
if l_4356 {
l_mut_4118 = l_4349;
}
}
}
let l_4357 = bitcast<f32>(l_mut_4118);
let l_4358 = bitcast<u32>(l_4357);
let l_4359 = l_4358 & u32(2147483647);
let l_4360 = bitcast<f32>(l_4359);
let l_4361 = f64(l_4360);
l_mut_3356 = l_4361;
let l_4362 = l_4359 < u32(8388608);
if l_4362 {
let l_4363 = f64(l_4359);
let l_4364 = l_4363 * f64(1.401298464324817e-45);
l_mut_3356 = l_4364;
}
let l_4365 = bitcast<u64>(l_mut_3356);
let l_4366 = l_4358 >> u32(31);
let l_4367 = u64(l_4366);
let l_4368 = l_4367 << u32(bitcast<u64>(u64(63)));
let l_4369 = l_4365 | l_4368;
let l_4370 = bitcast<f64>(l_4369);
l_mut_3612 = l_4370;
}
}
}
l_mut_3866 = l_mut_3612;
} else {
let l_4371 = l_4200 - l_4203;
let l_4372 = l_4371 * f64(7.1362384635298e44);
let l_4373 = floor(l_4372);
let l_4374 = l_4373 * f64(1.401298464324817e-45);
l_mut_3612 = l_4374;
let l_4375 = abs(l_4371);
let l_4376 = l_4375 >= f64(1.1754943508222875e-38);
if l_4376 {
let l_4377 = f32(l_4371);
let l_4378 = f64(l_4377);
l_mut_3612 = l_4378;
let l_4379 = l_mut_3612 > l_4371;
if l_4379 {
let l_4380 = bitcast<u32>(l_4377);
let l_4381 = l_4380 ^ u32(2147483648);
let l_4382 = bitcast<f32>(l_4381);
let l_4383 = bitcast<u32>(l_4382);
let l_4384 = l_4383 + u32(1);
l_mut_4118 = l_4384;
let l_4385 = l_4383 & u32(2147483647);
let l_4386 = l_4385 == u32(0);
if l_4386 {
l_mut_4118 = u32(1);
} else {
let l_4387 = l_4383 & u32(2147483648);
let l_4388 = l_4387 != u32(0);
if l_4388 {
let l_4389 = l_4383 - u32(1);
l_mut_4118 = l_4389;
} else {
let l_4390 = l_4383 == u32(2139095040);
if l_4390 {
l_mut_4118 = l_4383;
}
}
}
let l_4391 = bitcast<f32>(l_mut_4118);
let l_4392 = bitcast<u32>(l_4391);
let l_4393 = l_4392 ^ u32(2147483648);
let l_4394 = bitcast<f32>(l_4393);
let l_4395 = bitcast<u32>(l_4394);
let l_4396 = l_4395 & u32(2147483647);
let l_4397 = bitcast<f32>(l_4396);
let l_4398 = f64(l_4397);
l_mut_3356 = l_4398;
let l_4399 = l_4396 < u32(8388608);
if l_4399 {
let l_4400 = f64(l_4396);
let l_4401 = l_4400 * f64(1.401298464324817e-45);
l_mut_3356 = l_4401;
}
let l_4402 = bitcast<u64>(l_mut_3356);
let l_4403 = l_4395 >> u32(31);
let l_4404 = u64(l_4403);
let l_4405 = l_4404 << u32(bitcast<u64>(u64(63)));
let l_4406 = l_4402 | l_4405;
let l_4407 = bitcast<f64>(l_4406);
l_mut_3612 = l_4407;
} else {
let l_4408 = bitcast<u32>(l_4377);
let l_4409 = l_4408 + u32(1);
l_mut_4118 = l_4409;
let l_4410 = l_4408 & u32(2147483647);
let l_4411 = l_4410 == u32(0);
if l_4411 {
l_mut_4118 = u32(1);
} else {
let l_4412 = l_4408 & u32(2147483648);
let l_4413 = l_4412 != u32(0);
if l_4413 {
let l_4414 = l_4408 - u32(1);
l_mut_4118 = l_4414;
} else {
let l_4415 = l_4408 == u32(2139095040);
if l_4415 {
l_mut_4118 = l_4408;
}
}
}
let l_4416 = bitcast<f32>(l_mut_4118);
let l_4417 = bitcast<u32>(l_4416);
let l_4418 = l_4417 & u32(2147483647);
let l_4419 = bitcast<f32>(l_4418);
let l_4420 = f64(l_4419);
l_mut_3356 = l_4420;
let l_4421 = l_4418 < u32(8388608);
if l_4421 {
let l_4422 = f64(l_4418);
let l_4423 = l_4422 * f64(1.401298464324817e-45);
l_mut_3356 = l_4423;
}
let l_4424 = bitcast<u64>(l_mut_3356);
let l_4425 = l_4417 >> u32(31);
let l_4426 = u64(l_4425);
let l_4427 = l_4426 << u32(bitcast<u64>(u64(63)));
let l_4428 = l_4424 | l_4427;
let l_4429 = bitcast<f64>(l_4428);
let l_4430 = l_4429 <= l_4371;
if l_4430 {
let l_4431 = bitcast<u32>(l_4377);
let l_4432 = l_4431 + u32(1);
l_mut_4118 = l_4432;
let l_4433 = l_4431 & u32(2147483647);
let l_4434 = l_4433 == u32(0);
if l_4434 {
l_mut_4118 = u32(1);
} else {
let l_4435 = l_4431 & u32(2147483648);
let l_4436 = l_4435 != u32(0);
if l_4436 {
let l_4437 = l_4431 - u32(1);
l_mut_4118 = l_4437;
} else {
let l_4438 = l_4431 == u32(2139095040);
if l_4438 {
l_mut_4118 = l_4431;
}
}
}
let l_4439 = bitcast<f32>(l_mut_4118);
let l_4440 = bitcast<u32>(l_4439);
let l_4441 = l_4440 & u32(2147483647);
let l_4442 = bitcast<f32>(l_4441);
let l_4443 = f64(l_4442);
l_mut_3356 = l_4443;
let l_4444 = l_4441 < u32(8388608);
if l_4444 {
let l_4445 = f64(l_4441);
let l_4446 = l_4445 * f64(1.401298464324817e-45);
l_mut_3356 = l_4446;
}
let l_4447 = bitcast<u64>(l_mut_3356);
let l_4448 = l_4440 >> u32(31);
let l_4449 = u64(l_4448);
let l_4450 = l_4449 << u32(bitcast<u64>(u64(63)));
let l_4451 = l_4447 | l_4450;
let l_4452 = bitcast<f64>(l_4451);
l_mut_3612 = l_4452;
}
}
}
l_mut_3866 = l_mut_3612;
}
let l_4453 = l_mut_2087 + l_907;
let l_4454 = abs(l_4453);
let l_4455 = l_4454 * f64(2.220446049250313e-16);
let l_4456 = l_2982 + l_4455;
let l_4457 = l_4453 + l_4456;
let l_4458 = -l_4457;
let l_4459 = l_4458 * f64(7.1362384635298e44);
let l_4460 = floor(l_4459);
let l_4461 = l_4460 * f64(1.401298464324817e-45);
l_mut_3612 = l_4461;
let l_4462 = abs(l_4458);
let l_4463 = l_4462 >= f64(1.1754943508222875e-38);
if l_4463 {
let l_4464 = f32(l_4458);
let l_4465 = f64(l_4464);
l_mut_3612 = l_4465;
let l_4466 = l_mut_3612 > l_4458;
if l_4466 {
let l_4467 = bitcast<u32>(l_4464);
let l_4468 = l_4467 ^ u32(2147483648);
let l_4469 = bitcast<f32>(l_4468);
let l_4470 = bitcast<u32>(l_4469);
let l_4471 = l_4470 + u32(1);
l_mut_4118 = l_4471;
let l_4472 = l_4470 & u32(2147483647);
let l_4473 = l_4472 == u32(0);
if l_4473 {
l_mut_4118 = u32(1);
} else {
let l_4474 = l_4470 & u32(2147483648);
let l_4475 = l_4474 != u32(0);
if l_4475 {
let l_4476 = l_4470 - u32(1);
l_mut_4118 = l_4476;
} else {
let l_4477 = l_4470 == u32(2139095040);
if l_4477 {
l_mut_4118 = l_4470;
}
}
}
let l_4478 = bitcast<f32>(l_mut_4118);
let l_4479 = bitcast<u32>(l_4478);
let l_4480 = l_4479 ^ u32(2147483648);
let l_4481 = bitcast<f32>(l_4480);
let l_4482 = bitcast<u32>(l_4481);
let l_4483 = l_4482 & u32(2147483647);
let l_4484 = bitcast<f32>(l_4483);
let l_4485 = f64(l_4484);
l_mut_3356 = l_4485;
let l_4486 = l_4483 < u32(8388608);
if l_4486 {
let l_4487 = f64(l_4483);
let l_4488 = l_4487 * f64(1.401298464324817e-45);
l_mut_3356 = l_4488;
}
let l_4489 = bitcast<u64>(l_mut_3356);
let l_4490 = l_4482 >> u32(31);
let l_4491 = u64(l_4490);
let l_4492 = l_4491 << u32(bitcast<u64>(u64(63)));
let l_4493 = l_4489 | l_4492;
let l_4494 = bitcast<f64>(l_4493);
l_mut_3612 = l_4494;
} else {
let l_4495 = bitcast<u32>(l_4464);
let l_4496 = l_4495 + u32(1);
l_mut_4118 = l_4496;
let l_4497 = l_4495 & u32(2147483647);
let l_4498 = l_4497 == u32(0);
if l_4498 {
l_mut_4118 = u32(1);
} else {
let l_4499 = l_4495 & u32(2147483648);
let l_4500 = l_4499 != u32(0);
if l_4500 {
let l_4501 = l_4495 - u32(1);
l_mut_4118 = l_4501;
} else {
let l_4502 = l_4495 == u32(2139095040);
if l_4502 {
l_mut_4118 = l_4495;
}
}
}
let l_4503 = bitcast<f32>(l_mut_4118);
let l_4504 = bitcast<u32>(l_4503);
let l_4505 = l_4504 & u32(2147483647);
let l_4506 = bitcast<f32>(l_4505);
let l_4507 = f64(l_4506);
l_mut_3356 = l_4507;
let l_4508 = l_4505 < u32(8388608);
if l_4508 {
let l_4509 = f64(l_4505);
let l_4510 = l_4509 * f64(1.401298464324817e-45);
l_mut_3356 = l_4510;
}
let l_4511 = bitcast<u64>(l_mut_3356);
let l_4512 = l_4504 >> u32(31);
let l_4513 = u64(l_4512);
let l_4514 = l_4513 << u32(bitcast<u64>(u64(63)));
let l_4515 = l_4511 | l_4514;
let l_4516 = bitcast<f64>(l_4515);
let l_4517 = l_4516 <= l_4458;
if l_4517 {
let l_4518 = bitcast<u32>(l_4464);
let l_4519 = l_4518 + u32(1);
l_mut_4118 = l_4519;
let l_4520 = l_4518 & u32(2147483647);
let l_4521 = l_4520 == u32(0);
if l_4521 {
l_mut_4118 = u32(1);
} else {
let l_4522 = l_4518 & u32(2147483648);
let l_4523 = l_4522 != u32(0);
if l_4523 {
let l_4524 = l_4518 - u32(1);
l_mut_4118 = l_4524;
} else {
let l_4525 = l_4518 == u32(2139095040);
if l_4525 {
l_mut_4118 = l_4518;
}
}
}
let l_4526 = bitcast<f32>(l_mut_4118);
let l_4527 = bitcast<u32>(l_4526);
let l_4528 = l_4527 & u32(2147483647);
let l_4529 = bitcast<f32>(l_4528);
let l_4530 = f64(l_4529);
l_mut_3356 = l_4530;
let l_4531 = l_4528 < u32(8388608);
if l_4531 {
let l_4532 = f64(l_4528);
let l_4533 = l_4532 * f64(1.401298464324817e-45);
l_mut_3356 = l_4533;
}
let l_4534 = bitcast<u64>(l_mut_3356);
let l_4535 = l_4527 >> u32(31);
let l_4536 = u64(l_4535);
let l_4537 = l_4536 << u32(bitcast<u64>(u64(63)));
let l_4538 = l_4534 | l_4537;
let l_4539 = bitcast<f64>(l_4538);
l_mut_3612 = l_4539;
}
}
}
let l_4540 = -l_mut_3612;
l_mut_3612 = l_4540;
let l_4541 = bool(false) && bool(false);
if l_4541 {
let l_4542 = l_4453 + l_4456;
let l_4543 = l_4542 * f64(7.1362384635298e44);
let l_4544 = floor(l_4543);
let l_4545 = l_4544 * f64(1.401298464324817e-45);
l_mut_3356 = l_4545;
let l_4546 = abs(l_4542);
let l_4547 = l_4546 >= f64(1.1754943508222875e-38);
if l_4547 {
let l_4548 = f32(l_4542);
let l_4549 = f64(l_4548);
l_mut_3356 = l_4549;
let l_4550 = l_mut_3356 > l_4542;
if l_4550 {
let l_4551 = bitcast<u32>(l_4548);
let l_4552 = l_4551 ^ u32(2147483648);
let l_4553 = bitcast<f32>(l_4552);
let l_4554 = bitcast<u32>(l_4553);
let l_4555 = l_4554 + u32(1);
l_mut_4118 = l_4555;
let l_4556 = l_4554 & u32(2147483647);
let l_4557 = l_4556 == u32(0);
if l_4557 {
l_mut_4118 = u32(1);
} else {
let l_4558 = l_4554 & u32(2147483648);
let l_4559 = l_4558 != u32(0);
if l_4559 {
let l_4560 = l_4554 - u32(1);
l_mut_4118 = l_4560;
} else {
let l_4561 = l_4554 == u32(2139095040);
if l_4561 {
l_mut_4118 = l_4554;
}
}
}
let l_4562 = bitcast<f32>(l_mut_4118);
let l_4563 = bitcast<u32>(l_4562);
let l_4564 = l_4563 ^ u32(2147483648);
let l_4565 = bitcast<f32>(l_4564);
let l_4566 = bitcast<u32>(l_4565);
let l_4567 = l_4566 & u32(2147483647);
let l_4568 = bitcast<f32>(l_4567);
let l_4569 = f64(l_4568);
l_mut_3102 = l_4569;
let l_4570 = l_4567 < u32(8388608);
if l_4570 {
let l_4571 = f64(l_4567);
let l_4572 = l_4571 * f64(1.401298464324817e-45);
l_mut_3102 = l_4572;
}
let l_4573 = bitcast<u64>(l_mut_3102);
let l_4574 = l_4566 >> u32(31);
let l_4575 = u64(l_4574);
let l_4576 = l_4575 << u32(bitcast<u64>(u64(63)));
let l_4577 = l_4573 | l_4576;
let l_4578 = bitcast<f64>(l_4577);
l_mut_3356 = l_4578;
} else {
let l_4579 = bitcast<u32>(l_4548);
let l_4580 = l_4579 + u32(1);
l_mut_4118 = l_4580;
let l_4581 = l_4579 & u32(2147483647);
let l_4582 = l_4581 == u32(0);
if l_4582 {
l_mut_4118 = u32(1);
} else {
let l_4583 = l_4579 & u32(2147483648);
let l_4584 = l_4583 != u32(0);
if l_4584 {
let l_4585 = l_4579 - u32(1);
l_mut_4118 = l_4585;
} else {
let l_4586 = l_4579 == u32(2139095040);
if l_4586 {
l_mut_4118 = l_4579;
}
}
}
let l_4587 = bitcast<f32>(l_mut_4118);
let l_4588 = bitcast<u32>(l_4587);
let l_4589 = l_4588 & u32(2147483647);
let l_4590 = bitcast<f32>(l_4589);
let l_4591 = f64(l_4590);
l_mut_3102 = l_4591;
let l_4592 = l_4589 < u32(8388608);
if l_4592 {
let l_4593 = f64(l_4589);
let l_4594 = l_4593 * f64(1.401298464324817e-45);
l_mut_3102 = l_4594;
}
let l_4595 = bitcast<u64>(l_mut_3102);
let l_4596 = l_4588 >> u32(31);
let l_4597 = u64(l_4596);
let l_4598 = l_4597 << u32(bitcast<u64>(u64(63)));
let l_4599 = l_4595 | l_4598;
let l_4600 = bitcast<f64>(l_4599);
let l_4601 = l_4600 <= l_4542;
if l_4601 {
let l_4602 = bitcast<u32>(l_4548);
let l_4603 = l_4602 + u32(1);
l_mut_4118 = l_4603;
let l_4604 = l_4602 & u32(2147483647);
let l_4605 = l_4604 == u32(0);
if l_4605 {
l_mut_4118 = u32(1);
} else {
let l_4606 = l_4602 & u32(2147483648);
let l_4607 = l_4606 != u32(0);
if l_4607 {
let l_4608 = l_4602 - u32(1);
l_mut_4118 = l_4608;
} else {
let l_4609 = l_4602 == u32(2139095040);
if l_4609 {
l_mut_4118 = l_4602;
}
}
}
let l_4610 = bitcast<f32>(l_mut_4118);
let l_4611 = bitcast<u32>(l_4610);
let l_4612 = l_4611 & u32(2147483647);
let l_4613 = bitcast<f32>(l_4612);
let l_4614 = f64(l_4613);
l_mut_3102 = l_4614;
let l_4615 = l_4612 < u32(8388608);
if l_4615 {
let l_4616 = f64(l_4612);
let l_4617 = l_4616 * f64(1.401298464324817e-45);
l_mut_3102 = l_4617;
}
let l_4618 = bitcast<u64>(l_mut_3102);
let l_4619 = l_4611 >> u32(31);
let l_4620 = u64(l_4619);
let l_4621 = l_4620 << u32(bitcast<u64>(u64(63)));
let l_4622 = l_4618 | l_4621;
let l_4623 = bitcast<f64>(l_4622);
l_mut_3356 = l_4623;
}
}
}
l_mut_3612 = l_mut_3356;
} else {
}
let l_4624 = l_mut_567 - l_907;
let l_4625 = abs(l_4624);
let l_4626 = l_4625 * f64(2.220446049250313e-16);
let l_4627 = l_2984 + l_4626;
let l_4628 = l_4624 + l_4627;
let l_4629 = -l_4628;
let l_4630 = l_4629 * f64(7.1362384635298e44);
let l_4631 = floor(l_4630);
let l_4632 = l_4631 * f64(1.401298464324817e-45);
l_mut_3356 = l_4632;
let l_4633 = abs(l_4629);
let l_4634 = l_4633 >= f64(1.1754943508222875e-38);
if l_4634 {
let l_4635 = f32(l_4629);
let l_4636 = f64(l_4635);
l_mut_3356 = l_4636;
let l_4637 = l_mut_3356 > l_4629;
if l_4637 {
let l_4638 = bitcast<u32>(l_4635);
let l_4639 = l_4638 ^ u32(2147483648);
let l_4640 = bitcast<f32>(l_4639);
let l_4641 = bitcast<u32>(l_4640);
let l_4642 = l_4641 + u32(1);
l_mut_4118 = l_4642;
let l_4643 = l_4641 & u32(2147483647);
let l_4644 = l_4643 == u32(0);
if l_4644 {
l_mut_4118 = u32(1);
} else {
let l_4645 = l_4641 & u32(2147483648);
let l_4646 = l_4645 != u32(0);
if l_4646 {
let l_4647 = l_4641 - u32(1);
l_mut_4118 = l_4647;
} else {
let l_4648 = l_4641 == u32(2139095040);
if l_4648 {
l_mut_4118 = l_4641;
}
}
}
let l_4649 = bitcast<f32>(l_mut_4118);
let l_4650 = bitcast<u32>(l_4649);
let l_4651 = l_4650 ^ u32(2147483648);
let l_4652 = bitcast<f32>(l_4651);
let l_4653 = bitcast<u32>(l_4652);
let l_4654 = l_4653 & u32(2147483647);
let l_4655 = bitcast<f32>(l_4654);
let l_4656 = f64(l_4655);
l_mut_3102 = l_4656;
let l_4657 = l_4654 < u32(8388608);
if l_4657 {
let l_4658 = f64(l_4654);
let l_4659 = l_4658 * f64(1.401298464324817e-45);
l_mut_3102 = l_4659;
}
let l_4660 = bitcast<u64>(l_mut_3102);
let l_4661 = l_4653 >> u32(31);
let l_4662 = u64(l_4661);
let l_4663 = l_4662 << u32(bitcast<u64>(u64(63)));
let l_4664 = l_4660 | l_4663;
let l_4665 = bitcast<f64>(l_4664);
l_mut_3356 = l_4665;
} else {
let l_4666 = bitcast<u32>(l_4635);
let l_4667 = l_4666 + u32(1);
l_mut_4118 = l_4667;
let l_4668 = l_4666 & u32(2147483647);
let l_4669 = l_4668 == u32(0);
if l_4669 {
l_mut_4118 = u32(1);
} else {
let l_4670 = l_4666 & u32(2147483648);
let l_4671 = l_4670 != u32(0);
if l_4671 {
let l_4672 = l_4666 - u32(1);
l_mut_4118 = l_4672;
} else {
let l_4673 = l_4666 == u32(2139095040);
if l_4673 {
l_mut_4118 = l_4666;
}
}
}
let l_4674 = bitcast<f32>(l_mut_4118);
let l_4675 = bitcast<u32>(l_4674);
let l_4676 = l_4675 & u32(2147483647);
let l_4677 = bitcast<f32>(l_4676);
let l_4678 = f64(l_4677);
l_mut_3102 = l_4678;
let l_4679 = l_4676 < u32(8388608);
if l_4679 {
let l_4680 = f64(l_4676);
let l_4681 = l_4680 * f64(1.401298464324817e-45);
l_mut_3102 = l_4681;
}
let l_4682 = bitcast<u64>(l_mut_3102);
let l_4683 = l_4675 >> u32(31);
let l_4684 = u64(l_4683);
let l_4685 = l_4684 << u32(bitcast<u64>(u64(63)));
let l_4686 = l_4682 | l_4685;
let l_4687 = bitcast<f64>(l_4686);
let l_4688 = l_4687 <= l_4629;
if l_4688 {
let l_4689 = bitcast<u32>(l_4635);
let l_4690 = l_4689 + u32(1);
l_mut_4118 = l_4690;
let l_4691 = l_4689 & u32(2147483647);
let l_4692 = l_4691 == u32(0);
if l_4692 {
l_mut_4118 = u32(1);
} else {
let l_4693 = l_4689 & u32(2147483648);
let l_4694 = l_4693 != u32(0);
if l_4694 {
let l_4695 = l_4689 - u32(1);
l_mut_4118 = l_4695;
} else {
let l_4696 = l_4689 == u32(2139095040);
if l_4696 {
l_mut_4118 = l_4689;
}
}
}
let l_4697 = bitcast<f32>(l_mut_4118);
let l_4698 = bitcast<u32>(l_4697);
let l_4699 = l_4698 & u32(2147483647);
let l_4700 = bitcast<f32>(l_4699);
let l_4701 = f64(l_4700);
l_mut_3102 = l_4701;
let l_4702 = l_4699 < u32(8388608);
if l_4702 {
let l_4703 = f64(l_4699);
let l_4704 = l_4703 * f64(1.401298464324817e-45);
l_mut_3102 = l_4704;
}
let l_4705 = bitcast<u64>(l_mut_3102);
let l_4706 = l_4698 >> u32(31);
let l_4707 = u64(l_4706);
let l_4708 = l_4707 << u32(bitcast<u64>(u64(63)));
let l_4709 = l_4705 | l_4708;
let l_4710 = bitcast<f64>(l_4709);
l_mut_3356 = l_4710;
}
}
}
let l_4711 = -l_mut_3356;
l_mut_3356 = l_4711;
let l_4712 = bool(true) && bool(false);
if l_4712 {
let l_4713 = l_4624 + l_4627;
let l_4714 = l_4713 * f64(7.1362384635298e44);
let l_4715 = floor(l_4714);
let l_4716 = l_4715 * f64(1.401298464324817e-45);
l_mut_3102 = l_4716;
let l_4717 = abs(l_4713);
let l_4718 = l_4717 >= f64(1.1754943508222875e-38);
if l_4718 {
let l_4719 = f32(l_4713);
let l_4720 = f64(l_4719);
l_mut_3102 = l_4720;
let l_4721 = l_mut_3102 > l_4713;
if l_4721 {
let l_4722 = bitcast<u32>(l_4719);
let l_4723 = l_4722 ^ u32(2147483648);
let l_4724 = bitcast<f32>(l_4723);
let l_4725 = bitcast<u32>(l_4724);
let l_4726 = l_4725 + u32(1);
l_mut_4118 = l_4726;
let l_4727 = l_4725 & u32(2147483647);
let l_4728 = l_4727 == u32(0);
if l_4728 {
l_mut_4118 = u32(1);
} else {
let l_4729 = l_4725 & u32(2147483648);
let l_4730 = l_4729 != u32(0);
if l_4730 {
let l_4731 = l_4725 - u32(1);
l_mut_4118 = l_4731;
} else {
let l_4732 = l_4725 == u32(2139095040);
if l_4732 {
l_mut_4118 = l_4725;
}
}
}
let l_4733 = bitcast<f32>(l_mut_4118);
let l_4734 = bitcast<u32>(l_4733);
let l_4735 = l_4734 ^ u32(2147483648);
let l_4736 = bitcast<f32>(l_4735);
let l_4737 = bitcast<u32>(l_4736);
let l_4738 = l_4737 & u32(2147483647);
let l_4739 = bitcast<f32>(l_4738);
let l_4740 = f64(l_4739);
l_mut_241 = l_4740;
let l_4741 = l_4738 < u32(8388608);
if l_4741 {
let l_4742 = f64(l_4738);
let l_4743 = l_4742 * f64(1.401298464324817e-45);
l_mut_241 = l_4743;
}
let l_4744 = bitcast<u64>(l_mut_241);
let l_4745 = l_4737 >> u32(31);
let l_4746 = u64(l_4745);
let l_4747 = l_4746 << u32(bitcast<u64>(u64(63)));
let l_4748 = l_4744 | l_4747;
let l_4749 = bitcast<f64>(l_4748);
l_mut_3102 = l_4749;
} else {
let l_4750 = bitcast<u32>(l_4719);
let l_4751 = l_4750 + u32(1);
l_mut_4118 = l_4751;
let l_4752 = l_4750 & u32(2147483647);
let l_4753 = l_4752 == u32(0);
if l_4753 {
l_mut_4118 = u32(1);
} else {
let l_4754 = l_4750 & u32(2147483648);
let l_4755 = l_4754 != u32(0);
if l_4755 {
let l_4756 = l_4750 - u32(1);
l_mut_4118 = l_4756;
} else {
let l_4757 = l_4750 == u32(2139095040);
if l_4757 {
l_mut_4118 = l_4750;
}
}
}
let l_4758 = bitcast<f32>(l_mut_4118);
let l_4759 = bitcast<u32>(l_4758);
let l_4760 = l_4759 & u32(2147483647);
let l_4761 = bitcast<f32>(l_4760);
let l_4762 = f64(l_4761);
l_mut_241 = l_4762;
let l_4763 = l_4760 < u32(8388608);
if l_4763 {
let l_4764 = f64(l_4760);
let l_4765 = l_4764 * f64(1.401298464324817e-45);
l_mut_241 = l_4765;
}
let l_4766 = bitcast<u64>(l_mut_241);
let l_4767 = l_4759 >> u32(31);
let l_4768 = u64(l_4767);
let l_4769 = l_4768 << u32(bitcast<u64>(u64(63)));
let l_4770 = l_4766 | l_4769;
let l_4771 = bitcast<f64>(l_4770);
let l_4772 = l_4771 <= l_4713;
if l_4772 {
let l_4773 = bitcast<u32>(l_4719);
let l_4774 = l_4773 + u32(1);
l_mut_4118 = l_4774;
let l_4775 = l_4773 & u32(2147483647);
let l_4776 = l_4775 == u32(0);
if l_4776 {
l_mut_4118 = u32(1);
} else {
let l_4777 = l_4773 & u32(2147483648);
let l_4778 = l_4777 != u32(0);
if l_4778 {
let l_4779 = l_4773 - u32(1);
l_mut_4118 = l_4779;
} else {
let l_4780 = l_4773 == u32(2139095040);
if l_4780 {
l_mut_4118 = l_4773;
}
}
}
let l_4781 = bitcast<f32>(l_mut_4118);
let l_4782 = bitcast<u32>(l_4781);
let l_4783 = l_4782 & u32(2147483647);
let l_4784 = bitcast<f32>(l_4783);
let l_4785 = f64(l_4784);
l_mut_241 = l_4785;
let l_4786 = l_4783 < u32(8388608);
if l_4786 {
let l_4787 = f64(l_4783);
let l_4788 = l_4787 * f64(1.401298464324817e-45);
l_mut_241 = l_4788;
}
let l_4789 = bitcast<u64>(l_mut_241);
let l_4790 = l_4782 >> u32(31);
let l_4791 = u64(l_4790);
let l_4792 = l_4791 << u32(bitcast<u64>(u64(63)));
let l_4793 = l_4789 | l_4792;
let l_4794 = bitcast<f64>(l_4793);
l_mut_3102 = l_4794;
}
}
}
l_mut_3356 = l_mut_3102;
} else {
let l_4795 = l_4624 - l_4627;
let l_4796 = l_4795 * f64(7.1362384635298e44);
let l_4797 = floor(l_4796);
let l_4798 = l_4797 * f64(1.401298464324817e-45);
l_mut_3102 = l_4798;
let l_4799 = abs(l_4795);
let l_4800 = l_4799 >= f64(1.1754943508222875e-38);
if l_4800 {
let l_4801 = f32(l_4795);
let l_4802 = f64(l_4801);
l_mut_3102 = l_4802;
let l_4803 = l_mut_3102 > l_4795;
if l_4803 {
let l_4804 = bitcast<u32>(l_4801);
let l_4805 = l_4804 ^ u32(2147483648);
let l_4806 = bitcast<f32>(l_4805);
let l_4807 = bitcast<u32>(l_4806);
let l_4808 = l_4807 + u32(1);
l_mut_4118 = l_4808;
let l_4809 = l_4807 & u32(2147483647);
let l_4810 = l_4809 == u32(0);
if l_4810 {
l_mut_4118 = u32(1);
} else {
let l_4811 = l_4807 & u32(2147483648);
let l_4812 = l_4811 != u32(0);
if l_4812 {
let l_4813 = l_4807 - u32(1);
l_mut_4118 = l_4813;
} else {
let l_4814 = l_4807 == u32(2139095040);
if l_4814 {
l_mut_4118 = l_4807;
}
}
}
let l_4815 = bitcast<f32>(l_mut_4118);
let l_4816 = bitcast<u32>(l_4815);
let l_4817 = l_4816 ^ u32(2147483648);
let l_4818 = bitcast<f32>(l_4817);
let l_4819 = bitcast<u32>(l_4818);
let l_4820 = l_4819 & u32(2147483647);
let l_4821 = bitcast<f32>(l_4820);
let l_4822 = f64(l_4821);
l_mut_241 = l_4822;
let l_4823 = l_4820 < u32(8388608);
if l_4823 {
let l_4824 = f64(l_4820);
let l_4825 = l_4824 * f64(1.401298464324817e-45);
l_mut_241 = l_4825;
}
let l_4826 = bitcast<u64>(l_mut_241);
let l_4827 = l_4819 >> u32(31);
let l_4828 = u64(l_4827);
let l_4829 = l_4828 << u32(bitcast<u64>(u64(63)));
let l_4830 = l_4826 | l_4829;
let l_4831 = bitcast<f64>(l_4830);
l_mut_3102 = l_4831;
} else {
let l_4832 = bitcast<u32>(l_4801);
let l_4833 = l_4832 + u32(1);
l_mut_4118 = l_4833;
let l_4834 = l_4832 & u32(2147483647);
let l_4835 = l_4834 == u32(0);
if l_4835 {
l_mut_4118 = u32(1);
} else {
let l_4836 = l_4832 & u32(2147483648);
let l_4837 = l_4836 != u32(0);
if l_4837 {
let l_4838 = l_4832 - u32(1);
l_mut_4118 = l_4838;
} else {
let l_4839 = l_4832 == u32(2139095040);
if l_4839 {
l_mut_4118 = l_4832;
}
}
}
let l_4840 = bitcast<f32>(l_mut_4118);
let l_4841 = bitcast<u32>(l_4840);
let l_4842 = l_4841 & u32(2147483647);
let l_4843 = bitcast<f32>(l_4842);
let l_4844 = f64(l_4843);
l_mut_241 = l_4844;
let l_4845 = l_4842 < u32(8388608);
if l_4845 {
let l_4846 = f64(l_4842);
let l_4847 = l_4846 * f64(1.401298464324817e-45);
l_mut_241 = l_4847;
}
let l_4848 = bitcast<u64>(l_mut_241);
let l_4849 = l_4841 >> u32(31);
let l_4850 = u64(l_4849);
let l_4851 = l_4850 << u32(bitcast<u64>(u64(63)));
let l_4852 = l_4848 | l_4851;
let l_4853 = bitcast<f64>(l_4852);
let l_4854 = l_4853 <= l_4795;
if l_4854 {
let l_4855 = bitcast<u32>(l_4801);
let l_4856 = l_4855 + u32(1);
l_mut_4118 = l_4856;
let l_4857 = l_4855 & u32(2147483647);
let l_4858 = l_4857 == u32(0);
if l_4858 {
l_mut_4118 = u32(1);
} else {
let l_4859 = l_4855 & u32(2147483648);
let l_4860 = l_4859 != u32(0);
if l_4860 {
let l_4861 = l_4855 - u32(1);
l_mut_4118 = l_4861;
} else {
let l_4862 = l_4855 == u32(2139095040);
if l_4862 {
l_mut_4118 = l_4855;
}
}
}
let l_4863 = bitcast<f32>(l_mut_4118);
let l_4864 = bitcast<u32>(l_4863);
let l_4865 = l_4864 & u32(2147483647);
let l_4866 = bitcast<f32>(l_4865);
let l_4867 = f64(l_4866);
l_mut_241 = l_4867;
let l_4868 = l_4865 < u32(8388608);
if l_4868 {
let l_4869 = f64(l_4865);
let l_4870 = l_4869 * f64(1.401298464324817e-45);
l_mut_241 = l_4870;
}
let l_4871 = bitcast<u64>(l_mut_241);
let l_4872 = l_4864 >> u32(31);
let l_4873 = u64(l_4872);
let l_4874 = l_4873 << u32(bitcast<u64>(u64(63)));
let l_4875 = l_4871 | l_4874;
let l_4876 = bitcast<f64>(l_4875);
l_mut_3102 = l_4876;
}
}
}
l_mut_3356 = l_mut_3102;
}
let l_4877 = l_mut_567 + l_907;
let l_4878 = abs(l_4877);
let l_4879 = l_4878 * f64(2.220446049250313e-16);
let l_4880 = l_2984 + l_4879;
let l_4881 = l_4877 + l_4880;
let l_4882 = -l_4881;
let l_4883 = l_4882 * f64(7.1362384635298e44);
let l_4884 = floor(l_4883);
let l_4885 = l_4884 * f64(1.401298464324817e-45);
l_mut_3102 = l_4885;
let l_4886 = abs(l_4882);
let l_4887 = l_4886 >= f64(1.1754943508222875e-38);
if l_4887 {
let l_4888 = f32(l_4882);
let l_4889 = f64(l_4888);
l_mut_3102 = l_4889;
let l_4890 = l_mut_3102 > l_4882;
if l_4890 {
let l_4891 = bitcast<u32>(l_4888);
let l_4892 = l_4891 ^ u32(2147483648);
let l_4893 = bitcast<f32>(l_4892);
let l_4894 = bitcast<u32>(l_4893);
let l_4895 = l_4894 + u32(1);
l_mut_4118 = l_4895;
let l_4896 = l_4894 & u32(2147483647);
let l_4897 = l_4896 == u32(0);
if l_4897 {
l_mut_4118 = u32(1);
} else {
let l_4898 = l_4894 & u32(2147483648);
let l_4899 = l_4898 != u32(0);
if l_4899 {
let l_4900 = l_4894 - u32(1);
l_mut_4118 = l_4900;
} else {
let l_4901 = l_4894 == u32(2139095040);
if l_4901 {
l_mut_4118 = l_4894;
}
}
}
let l_4902 = bitcast<f32>(l_mut_4118);
let l_4903 = bitcast<u32>(l_4902);
let l_4904 = l_4903 ^ u32(2147483648);
let l_4905 = bitcast<f32>(l_4904);
let l_4906 = bitcast<u32>(l_4905);
let l_4907 = l_4906 & u32(2147483647);
let l_4908 = bitcast<f32>(l_4907);
let l_4909 = f64(l_4908);
l_mut_241 = l_4909;
let l_4910 = l_4907 < u32(8388608);
if l_4910 {
let l_4911 = f64(l_4907);
let l_4912 = l_4911 * f64(1.401298464324817e-45);
l_mut_241 = l_4912;
}
let l_4913 = bitcast<u64>(l_mut_241);
let l_4914 = l_4906 >> u32(31);
let l_4915 = u64(l_4914);
let l_4916 = l_4915 << u32(bitcast<u64>(u64(63)));
let l_4917 = l_4913 | l_4916;
let l_4918 = bitcast<f64>(l_4917);
l_mut_3102 = l_4918;
} else {
let l_4919 = bitcast<u32>(l_4888);
let l_4920 = l_4919 + u32(1);
l_mut_4118 = l_4920;
let l_4921 = l_4919 & u32(2147483647);
let l_4922 = l_4921 == u32(0);
if l_4922 {
l_mut_4118 = u32(1);
} else {
let l_4923 = l_4919 & u32(2147483648);
let l_4924 = l_4923 != u32(0);
if l_4924 {
let l_4925 = l_4919 - u32(1);
l_mut_4118 = l_4925;
} else {
let l_4926 = l_4919 == u32(2139095040);
if l_4926 {
l_mut_4118 = l_4919;
}
}
}
let l_4927 = bitcast<f32>(l_mut_4118);
let l_4928 = bitcast<u32>(l_4927);
let l_4929 = l_4928 & u32(2147483647);
let l_4930 = bitcast<f32>(l_4929);
let l_4931 = f64(l_4930);
l_mut_241 = l_4931;
let l_4932 = l_4929 < u32(8388608);
if l_4932 {
let l_4933 = f64(l_4929);
let l_4934 = l_4933 * f64(1.401298464324817e-45);
l_mut_241 = l_4934;
}
let l_4935 = bitcast<u64>(l_mut_241);
let l_4936 = l_4928 >> u32(31);
let l_4937 = u64(l_4936);
let l_4938 = l_4937 << u32(bitcast<u64>(u64(63)));
let l_4939 = l_4935 | l_4938;
let l_4940 = bitcast<f64>(l_4939);
let l_4941 = l_4940 <= l_4882;
if l_4941 {
let l_4942 = bitcast<u32>(l_4888);
let l_4943 = l_4942 + u32(1);
l_mut_4118 = l_4943;
let l_4944 = l_4942 & u32(2147483647);
let l_4945 = l_4944 == u32(0);
if l_4945 {
l_mut_4118 = u32(1);
} else {
let l_4946 = l_4942 & u32(2147483648);
let l_4947 = l_4946 != u32(0);
if l_4947 {
let l_4948 = l_4942 - u32(1);
l_mut_4118 = l_4948;
} else {
let l_4949 = l_4942 == u32(2139095040);
if l_4949 {
l_mut_4118 = l_4942;
}
}
}
let l_4950 = bitcast<f32>(l_mut_4118);
let l_4951 = bitcast<u32>(l_4950);
let l_4952 = l_4951 & u32(2147483647);
let l_4953 = bitcast<f32>(l_4952);
let l_4954 = f64(l_4953);
l_mut_241 = l_4954;
let l_4955 = l_4952 < u32(8388608);
if l_4955 {
let l_4956 = f64(l_4952);
let l_4957 = l_4956 * f64(1.401298464324817e-45);
l_mut_241 = l_4957;
}
let l_4958 = bitcast<u64>(l_mut_241);
let l_4959 = l_4951 >> u32(31);
let l_4960 = u64(l_4959);
let l_4961 = l_4960 << u32(bitcast<u64>(u64(63)));
let l_4962 = l_4958 | l_4961;
let l_4963 = bitcast<f64>(l_4962);
l_mut_3102 = l_4963;
}
}
}
let l_4964 = -l_mut_3102;
l_mut_3102 = l_4964;
let l_4965 = bool(false) && bool(false);
if l_4965 {
let l_4966 = l_4877 + l_4880;
let l_4967 = l_4966 * f64(7.1362384635298e44);
let l_4968 = floor(l_4967);
let l_4969 = l_4968 * f64(1.401298464324817e-45);
l_mut_241 = l_4969;
let l_4970 = abs(l_4966);
let l_4971 = l_4970 >= f64(1.1754943508222875e-38);
if l_4971 {
let l_4972 = f32(l_4966);
let l_4973 = f64(l_4972);
l_mut_241 = l_4973;
let l_4974 = l_mut_241 > l_4966;
if l_4974 {
let l_4975 = bitcast<u32>(l_4972);
let l_4976 = l_4975 ^ u32(2147483648);
let l_4977 = bitcast<f32>(l_4976);
let l_4978 = bitcast<u32>(l_4977);
let l_4979 = l_4978 + u32(1);
l_mut_4118 = l_4979;
let l_4980 = l_4978 & u32(2147483647);
let l_4981 = l_4980 == u32(0);
if l_4981 {
l_mut_4118 = u32(1);
} else {
let l_4982 = l_4978 & u32(2147483648);
let l_4983 = l_4982 != u32(0);
if l_4983 {
let l_4984 = l_4978 - u32(1);
l_mut_4118 = l_4984;
} else {
let l_4985 = l_4978 == u32(2139095040);
if l_4985 {
l_mut_4118 = l_4978;
}
}
}
let l_4986 = bitcast<f32>(l_mut_4118);
let l_4987 = bitcast<u32>(l_4986);
let l_4988 = l_4987 ^ u32(2147483648);
let l_4989 = bitcast<f32>(l_4988);
let l_4990 = bitcast<u32>(l_4989);
let l_4991 = l_4990 & u32(2147483647);
let l_4992 = bitcast<f32>(l_4991);
let l_4993 = f64(l_4992);
l_mut_166 = l_4993;
let l_4994 = l_4991 < u32(8388608);
if l_4994 {
let l_4995 = f64(l_4991);
let l_4996 = l_4995 * f64(1.401298464324817e-45);
l_mut_166 = l_4996;
}
let l_4997 = bitcast<u64>(l_mut_166);
let l_4998 = l_4990 >> u32(31);
let l_4999 = u64(l_4998);
let l_5000 = l_4999 << u32(bitcast<u64>(u64(63)));
let l_5001 = l_4997 | l_5000;
let l_5002 = bitcast<f64>(l_5001);
l_mut_241 = l_5002;
} else {
let l_5003 = bitcast<u32>(l_4972);
let l_5004 = l_5003 + u32(1);
l_mut_4118 = l_5004;
let l_5005 = l_5003 & u32(2147483647);
let l_5006 = l_5005 == u32(0);
if l_5006 {
l_mut_4118 = u32(1);
} else {
let l_5007 = l_5003 & u32(2147483648);
let l_5008 = l_5007 != u32(0);
if l_5008 {
let l_5009 = l_5003 - u32(1);
l_mut_4118 = l_5009;
} else {
let l_5010 = l_5003 == u32(2139095040);
if l_5010 {
l_mut_4118 = l_5003;
}
}
}
let l_5011 = bitcast<f32>(l_mut_4118);
let l_5012 = bitcast<u32>(l_5011);
let l_5013 = l_5012 & u32(2147483647);
let l_5014 = bitcast<f32>(l_5013);
let l_5015 = f64(l_5014);
l_mut_166 = l_5015;
let l_5016 = l_5013 < u32(8388608);
if l_5016 {
let l_5017 = f64(l_5013);
let l_5018 = l_5017 * f64(1.401298464324817e-45);
l_mut_166 = l_5018;
}
let l_5019 = bitcast<u64>(l_mut_166);
let l_5020 = l_5012 >> u32(31);
let l_5021 = u64(l_5020);
let l_5022 = l_5021 << u32(bitcast<u64>(u64(63)));
let l_5023 = l_5019 | l_5022;
let l_5024 = bitcast<f64>(l_5023);
let l_5025 = l_5024 <= l_4966;
if l_5025 {
let l_5026 = bitcast<u32>(l_4972);
let l_5027 = l_5026 + u32(1);
l_mut_4118 = l_5027;
let l_5028 = l_5026 & u32(2147483647);
let l_5029 = l_5028 == u32(0);
if l_5029 {
l_mut_4118 = u32(1);
} else {
let l_5030 = l_5026 & u32(2147483648);
let l_5031 = l_5030 != u32(0);
if l_5031 {
let l_5032 = l_5026 - u32(1);
l_mut_4118 = l_5032;
} else {
let l_5033 = l_5026 == u32(2139095040);
if l_5033 {
l_mut_4118 = l_5026;
}
}
}
let l_5034 = bitcast<f32>(l_mut_4118);
let l_5035 = bitcast<u32>(l_5034);
let l_5036 = l_5035 & u32(2147483647);
let l_5037 = bitcast<f32>(l_5036);
let l_5038 = f64(l_5037);
l_mut_166 = l_5038;
let l_5039 = l_5036 < u32(8388608);
if l_5039 {
let l_5040 = f64(l_5036);
let l_5041 = l_5040 * f64(1.401298464324817e-45);
l_mut_166 = l_5041;
}
let l_5042 = bitcast<u64>(l_mut_166);
let l_5043 = l_5035 >> u32(31);
let l_5044 = u64(l_5043);
let l_5045 = l_5044 << u32(bitcast<u64>(u64(63)));
let l_5046 = l_5042 | l_5045;
let l_5047 = bitcast<f64>(l_5046);
l_mut_241 = l_5047;
}
}
}
l_mut_3102 = l_mut_241;
} else {
}
l_mut_4118 = u32(0);
let l_5048 = l_mut_3356 <= f64(0.0);
let l_5049 = l_mut_3102 >= f64(0.0);
let l_5050 = l_5048 && l_5049;
let l_5051 = !l_5050;
if l_5051 {
let l_5053 = l_mut_3866 / l_mut_3356;
let l_5054 = l_mut_3866 / l_mut_3102;
let l_5055 = l_mut_3612 / l_mut_3356;
let l_5056 = l_mut_3612 / l_mut_3102;
a_5052[u32(0)] = l_5053;
a_5052[u32(1)] = l_5053;
let l_5057 = a_5052[u32(0)];
let l_5058 = l_5054 < l_5057;
if l_5058 {
a_5052[u32(0)] = l_5054;
}
let l_5059 = a_5052[u32(0)];
let l_5060 = l_5055 < l_5059;
if l_5060 {
a_5052[u32(0)] = l_5055;
}
let l_5061 = a_5052[u32(0)];
let l_5062 = l_5056 < l_5061;
if l_5062 {
a_5052[u32(0)] = l_5056;
}
let l_5063 = a_5052[u32(1)];
let l_5064 = l_5054 > l_5063;
if l_5064 {
a_5052[u32(1)] = l_5054;
}
let l_5065 = a_5052[u32(1)];
let l_5066 = l_5055 > l_5065;
if l_5066 {
a_5052[u32(1)] = l_5055;
}
let l_5067 = a_5052[u32(1)];
let l_5068 = l_5056 > l_5067;
if l_5068 {
a_5052[u32(1)] = l_5056;
}
let l_5069 = a_5052[u32(0)];
let l_5070 = abs(l_5069);
let l_5071 = l_5070 * l_mut_395;
let l_5072 = a_5052[u32(1)];
let l_5073 = abs(l_5072);
let l_5074 = l_5073 * l_mut_395;
l_mut_4118 = u32(2);
let l_5075 = a_5052[u32(0)];
let l_5076 = l_5075 - l_5071;
let l_5077 = abs(l_5076);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5078 = l_5077 >= f64(1.1754943508222875e-38);
let l_5079 = l_5077 <= f64(1.7976931348623157e308);
let l_5080 = l_5078 && l_5079;
if l_5080 {
let l_5081 = bitcast<u64>(l_5077);
let l_5082 = l_5081 >> u32(bitcast<u64>(u64(52)));
let l_5083 = l_5082 - u64(23);
let l_5084 = l_5083 << u32(bitcast<u64>(u64(52)));
let l_5085 = bitcast<f64>(l_5084);
l_mut_3866 = l_5085;
}
let l_5086 = l_5075 + l_5071;
let l_5087 = abs(l_5086);
l_mut_3612 = f64(1.401298464324817e-45);
let l_5088 = l_5087 >= f64(1.1754943508222875e-38);
let l_5089 = l_5087 <= f64(1.7976931348623157e308);
let l_5090 = l_5088 && l_5089;
if l_5090 {
let l_5091 = bitcast<u64>(l_5087);
let l_5092 = l_5091 >> u32(bitcast<u64>(u64(52)));
let l_5093 = l_5092 - u64(23);
let l_5094 = l_5093 << u32(bitcast<u64>(u64(52)));
let l_5095 = bitcast<f64>(l_5094);
l_mut_3612 = l_5095;
}
let l_5096 = l_mut_3866 == l_mut_3612;
let l_5097 = a_5052[u32(1)];
let l_5098 = l_5097 - l_5074;
let l_5099 = abs(l_5098);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5100 = l_5099 >= f64(1.1754943508222875e-38);
let l_5101 = l_5099 <= f64(1.7976931348623157e308);
let l_5102 = l_5100 && l_5101;
if l_5102 {
let l_5103 = bitcast<u64>(l_5099);
let l_5104 = l_5103 >> u32(bitcast<u64>(u64(52)));
let l_5105 = l_5104 - u64(23);
let l_5106 = l_5105 << u32(bitcast<u64>(u64(52)));
let l_5107 = bitcast<f64>(l_5106);
l_mut_3866 = l_5107;
}
let l_5108 = l_5097 + l_5074;
let l_5109 = abs(l_5108);
l_mut_3612 = f64(1.401298464324817e-45);
let l_5110 = l_5109 >= f64(1.1754943508222875e-38);
let l_5111 = l_5109 <= f64(1.7976931348623157e308);
let l_5112 = l_5110 && l_5111;
if l_5112 {
let l_5113 = bitcast<u64>(l_5109);
let l_5114 = l_5113 >> u32(bitcast<u64>(u64(52)));
let l_5115 = l_5114 - u64(23);
let l_5116 = l_5115 << u32(bitcast<u64>(u64(52)));
let l_5117 = bitcast<f64>(l_5116);
l_mut_3612 = l_5117;
}
let l_5118 = l_mut_3866 == l_mut_3612;
let l_5119 = l_5096 && l_5118;
if l_5119 {
let l_5120 = a_5052[u32(0)];
let l_5121 = a_5052[u32(0)];
let l_5122 = abs(l_5121);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5123 = l_5122 >= f64(1.1754943508222875e-38);
let l_5124 = l_5122 <= f64(1.7976931348623157e308);
let l_5125 = l_5123 && l_5124;
if l_5125 {
let l_5126 = bitcast<u64>(l_5122);
let l_5127 = l_5126 >> u32(bitcast<u64>(u64(52)));
let l_5128 = l_5127 - u64(23);
let l_5129 = l_5128 << u32(bitcast<u64>(u64(52)));
let l_5130 = bitcast<f64>(l_5129);
l_mut_3866 = l_5130;
}
let l_5131 = l_910 * l_mut_3866;
let l_5132 = l_5120 - l_5131;
let l_5133 = a_5052[u32(1)];
let l_5134 = a_5052[u32(1)];
let l_5135 = abs(l_5134);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5136 = l_5135 >= f64(1.1754943508222875e-38);
let l_5137 = l_5135 <= f64(1.7976931348623157e308);
let l_5138 = l_5136 && l_5137;
if l_5138 {
let l_5139 = bitcast<u64>(l_5135);
let l_5140 = l_5139 >> u32(bitcast<u64>(u64(52)));
let l_5141 = l_5140 - u64(23);
let l_5142 = l_5141 << u32(bitcast<u64>(u64(52)));
let l_5143 = bitcast<f64>(l_5142);
l_mut_3866 = l_5143;
}
let l_5144 = l_910 * l_mut_3866;
let l_5145 = l_5133 + l_5144;
let l_5146 = bitcast<u32>(l_146);
let l_5147 = l_5146 & u32(2147483647);
let l_5148 = bitcast<f32>(l_5147);
let l_5149 = f64(l_5148);
l_mut_3866 = l_5149;
let l_5150 = l_5147 < u32(8388608);
if l_5150 {
let l_5151 = f64(l_5147);
let l_5152 = l_5151 * f64(1.401298464324817e-45);
l_mut_3866 = l_5152;
}
let l_5153 = bitcast<u64>(l_mut_3866);
let l_5154 = l_5146 >> u32(31);
let l_5155 = u64(l_5154);
let l_5156 = l_5155 << u32(bitcast<u64>(u64(63)));
let l_5157 = l_5153 | l_5156;
let l_5158 = bitcast<f64>(l_5157);
let l_5159 = bitcast<u32>(l_146);
let l_5160 = l_5159 + u32(1);
l_mut_5161 = l_5160;
let l_5162 = l_5159 & u32(2147483647);
let l_5163 = l_5162 == u32(0);
if l_5163 {
l_mut_5161 = u32(1);
} else {
let l_5164 = l_5159 & u32(2147483648);
let l_5165 = l_5164 != u32(0);
if l_5165 {
let l_5166 = l_5159 - u32(1);
l_mut_5161 = l_5166;
} else {
let l_5167 = l_5159 == u32(2139095040);
if l_5167 {
l_mut_5161 = l_5159;
}
}
}
let l_5168 = bitcast<f32>(l_mut_5161);
let l_5169 = bitcast<u32>(l_5168);
let l_5170 = l_5169 & u32(2147483647);
let l_5171 = bitcast<f32>(l_5170);
let l_5172 = f64(l_5171);
l_mut_3866 = l_5172;
let l_5173 = l_5170 < u32(8388608);
if l_5173 {
let l_5174 = f64(l_5170);
let l_5175 = l_5174 * f64(1.401298464324817e-45);
l_mut_3866 = l_5175;
}
let l_5176 = bitcast<u64>(l_mut_3866);
let l_5177 = l_5169 >> u32(31);
let l_5178 = u64(l_5177);
let l_5179 = l_5178 << u32(bitcast<u64>(u64(63)));
let l_5180 = l_5176 | l_5179;
let l_5181 = bitcast<f64>(l_5180);
let l_5182 = bitcast<u32>(l_146);
let l_5183 = l_5182 ^ u32(2147483648);
let l_5184 = bitcast<f32>(l_5183);
let l_5185 = bitcast<u32>(l_5184);
let l_5186 = l_5185 + u32(1);
l_mut_5161 = l_5186;
let l_5187 = l_5185 & u32(2147483647);
let l_5188 = l_5187 == u32(0);
if l_5188 {
l_mut_5161 = u32(1);
} else {
let l_5189 = l_5185 & u32(2147483648);
let l_5190 = l_5189 != u32(0);
if l_5190 {
let l_5191 = l_5185 - u32(1);
l_mut_5161 = l_5191;
} else {
let l_5192 = l_5185 == u32(2139095040);
if l_5192 {
l_mut_5161 = l_5185;
}
}
}
let l_5193 = bitcast<f32>(l_mut_5161);
let l_5194 = bitcast<u32>(l_5193);
let l_5195 = l_5194 ^ u32(2147483648);
let l_5196 = bitcast<f32>(l_5195);
let l_5197 = bitcast<u32>(l_5196);
let l_5198 = l_5197 & u32(2147483647);
let l_5199 = bitcast<f32>(l_5198);
let l_5200 = f64(l_5199);
l_mut_3866 = l_5200;
let l_5201 = l_5198 < u32(8388608);
if l_5201 {
let l_5202 = f64(l_5198);
let l_5203 = l_5202 * f64(1.401298464324817e-45);
l_mut_3866 = l_5203;
}
let l_5204 = bitcast<u64>(l_mut_3866);
let l_5205 = l_5197 >> u32(31);
let l_5206 = u64(l_5205);
let l_5207 = l_5206 << u32(bitcast<u64>(u64(63)));
let l_5208 = l_5204 | l_5207;
let l_5209 = bitcast<f64>(l_5208);
let l_5210 = l_5132 + l_5071;
let l_5211 = l_5210 <= l_5158;
l_mut_1034 = l_5211;
let l_5212 = l_5132 - l_5071;
let l_5213 = l_5212 > l_5158;
l_mut_1031 = l_5213;
let l_5214 = l_5145 - l_5074;
let l_5215 = l_5214 >= l_5158;
l_mut_1028 = l_5215;
let l_5216 = l_5145 + l_5074;
let l_5217 = l_5216 < l_5158;
l_mut_1025 = l_5217;
let l_5218 = l_5132 + l_5071;
let l_5219 = l_5218 < l_5181;
l_mut_1034 = l_5219;
let l_5220 = l_5132 - l_5071;
let l_5221 = l_5220 >= l_5181;
l_mut_1031 = l_5221;
let l_5222 = l_5145 - l_5074;
let l_5223 = l_5222 > l_5209;
l_mut_1028 = l_5223;
let l_5224 = l_5145 + l_5074;
let l_5225 = l_5224 <= l_5209;
l_mut_1025 = l_5225;
l_mut_5161 = u32(2);
let l_5226 = l_mut_1031 || l_mut_1025;
if l_5226 {
l_mut_5161 = u32(1);
} else {
let l_5227 = l_mut_1034 && l_mut_1028;
if l_5227 {
l_mut_5161 = u32(0);
}
}
let l_5228 = bitcast<u32>(l_146);
let l_5229 = l_5228 & u32(2147483647);
let l_5230 = l_5229 == u32(0);
if l_5230 {
let l_5231 = l_5132 + l_5071;
let l_5232 = l_5231 < f64(1.1754943508222875e-38);
let l_5233 = l_5145 - l_5074;
let l_5234 = l_5233 > f64(-1.1754943508222875e-38);
let l_5235 = l_5232 && l_5234;
let l_5236 = l_5132 - l_5071;
let l_5237 = l_5236 < f64(1.1754943508222875e-38);
let l_5238 = l_5145 + l_5074;
let l_5239 = l_5238 > f64(-1.1754943508222875e-38);
let l_5240 = l_5237 && l_5239;
if l_5235 {
l_mut_5161 = u32(0);
} else {
let l_5241 = l_mut_5161 == u32(1);
let l_5242 = l_5240 && l_5241;
if l_5242 {
l_mut_5161 = u32(2);
}
}
}
l_mut_4118 = l_mut_5161;
}
}
let l_5243 = l_mut_933 == u32(0);
if l_5243 {
l_mut_974 = u32(0);
} else {
let l_5244 = l_mut_4118 == u32(1);
if l_5244 {
l_mut_974 = u32(1);
}
}
} else {
let l_5245 = l_mut_2087 - l_907;
let l_5246 = l_mut_2087 + l_907;
let l_5247 = l_mut_567 - l_907;
let l_5248 = l_mut_567 + l_907;
let l_5249 = abs(l_5247);
let l_5250 = l_5249 > l_2984;
let l_5251 = abs(l_5248);
let l_5252 = l_5251 > l_2984;
let l_5253 = l_5250 && l_5252;
if l_5253 {
let l_5254 = l_2982 + l_2984;
let l_5255 = abs(l_5247);
let l_5256 = abs(l_5248);
l_mut_3866 = l_5255;
let l_5257 = l_5256 < l_5255;
if l_5257 {
l_mut_3866 = l_5256;
}
let l_5258 = l_5254 / l_mut_3866;
let l_5259 = abs(l_5245);
let l_5260 = abs(l_5246);
l_mut_3866 = l_5259;
let l_5261 = l_5260 < l_5259;
if l_5261 {
l_mut_3866 = l_5260;
}
let l_5262 = l_2982 / l_mut_3866;
let l_5263 = l_5258 + l_5262;
l_mut_395 = l_mut_395 + l_5263;
l_mut_5161 = u32(0);
let l_5264 = l_5247 <= f64(0.0);
let l_5265 = l_5248 >= f64(0.0);
let l_5266 = l_5264 && l_5265;
let l_5267 = !l_5266;
if l_5267 {
let l_5269 = l_5245 / l_5247;
let l_5270 = l_5245 / l_5248;
let l_5271 = l_5246 / l_5247;
let l_5272 = l_5246 / l_5248;
a_5268[u32(0)] = l_5269;
a_5268[u32(1)] = l_5269;
let l_5273 = a_5268[u32(0)];
let l_5274 = l_5270 < l_5273;
if l_5274 {
a_5268[u32(0)] = l_5270;
}
let l_5275 = a_5268[u32(0)];
let l_5276 = l_5271 < l_5275;
if l_5276 {
a_5268[u32(0)] = l_5271;
}
let l_5277 = a_5268[u32(0)];
let l_5278 = l_5272 < l_5277;
if l_5278 {
a_5268[u32(0)] = l_5272;
}
let l_5279 = a_5268[u32(1)];
let l_5280 = l_5270 > l_5279;
if l_5280 {
a_5268[u32(1)] = l_5270;
}
let l_5281 = a_5268[u32(1)];
let l_5282 = l_5271 > l_5281;
if l_5282 {
a_5268[u32(1)] = l_5271;
}
let l_5283 = a_5268[u32(1)];
let l_5284 = l_5272 > l_5283;
if l_5284 {
a_5268[u32(1)] = l_5272;
}
let l_5285 = a_5268[u32(0)];
let l_5286 = abs(l_5285);
let l_5287 = l_5286 * l_mut_395;
let l_5288 = a_5268[u32(1)];
let l_5289 = abs(l_5288);
let l_5290 = l_5289 * l_mut_395;
l_mut_5161 = u32(2);
let l_5291 = a_5268[u32(0)];
let l_5292 = l_5291 - l_5287;
let l_5293 = abs(l_5292);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5294 = l_5293 >= f64(1.1754943508222875e-38);
let l_5295 = l_5293 <= f64(1.7976931348623157e308);
let l_5296 = l_5294 && l_5295;
if l_5296 {
let l_5297 = bitcast<u64>(l_5293);
let l_5298 = l_5297 >> u32(bitcast<u64>(u64(52)));
let l_5299 = l_5298 - u64(23);
let l_5300 = l_5299 << u32(bitcast<u64>(u64(52)));
let l_5301 = bitcast<f64>(l_5300);
l_mut_3866 = l_5301;
}
let l_5302 = l_5291 + l_5287;
let l_5303 = abs(l_5302);
l_mut_3612 = f64(1.401298464324817e-45);
let l_5304 = l_5303 >= f64(1.1754943508222875e-38);
let l_5305 = l_5303 <= f64(1.7976931348623157e308);
let l_5306 = l_5304 && l_5305;
if l_5306 {
let l_5307 = bitcast<u64>(l_5303);
let l_5308 = l_5307 >> u32(bitcast<u64>(u64(52)));
let l_5309 = l_5308 - u64(23);
let l_5310 = l_5309 << u32(bitcast<u64>(u64(52)));
let l_5311 = bitcast<f64>(l_5310);
l_mut_3612 = l_5311;
}
let l_5312 = l_mut_3866 == l_mut_3612;
let l_5313 = a_5268[u32(1)];
let l_5314 = l_5313 - l_5290;
let l_5315 = abs(l_5314);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5316 = l_5315 >= f64(1.1754943508222875e-38);
let l_5317 = l_5315 <= f64(1.7976931348623157e308);
let l_5318 = l_5316 && l_5317;
if l_5318 {
let l_5319 = bitcast<u64>(l_5315);
let l_5320 = l_5319 >> u32(bitcast<u64>(u64(52)));
let l_5321 = l_5320 - u64(23);
let l_5322 = l_5321 << u32(bitcast<u64>(u64(52)));
let l_5323 = bitcast<f64>(l_5322);
l_mut_3866 = l_5323;
}
let l_5324 = l_5313 + l_5290;
let l_5325 = abs(l_5324);
l_mut_3612 = f64(1.401298464324817e-45);
let l_5326 = l_5325 >= f64(1.1754943508222875e-38);
let l_5327 = l_5325 <= f64(1.7976931348623157e308);
let l_5328 = l_5326 && l_5327;
if l_5328 {
let l_5329 = bitcast<u64>(l_5325);
let l_5330 = l_5329 >> u32(bitcast<u64>(u64(52)));
let l_5331 = l_5330 - u64(23);
let l_5332 = l_5331 << u32(bitcast<u64>(u64(52)));
let l_5333 = bitcast<f64>(l_5332);
l_mut_3612 = l_5333;
}
let l_5334 = l_mut_3866 == l_mut_3612;
let l_5335 = l_5312 && l_5334;
if l_5335 {
let l_5336 = a_5268[u32(0)];
let l_5337 = a_5268[u32(0)];
let l_5338 = abs(l_5337);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5339 = l_5338 >= f64(1.1754943508222875e-38);
let l_5340 = l_5338 <= f64(1.7976931348623157e308);
let l_5341 = l_5339 && l_5340;
if l_5341 {
let l_5342 = bitcast<u64>(l_5338);
let l_5343 = l_5342 >> u32(bitcast<u64>(u64(52)));
let l_5344 = l_5343 - u64(23);
let l_5345 = l_5344 << u32(bitcast<u64>(u64(52)));
let l_5346 = bitcast<f64>(l_5345);
l_mut_3866 = l_5346;
}
let l_5347 = l_910 * l_mut_3866;
let l_5348 = l_5336 - l_5347;
let l_5349 = a_5268[u32(1)];
let l_5350 = a_5268[u32(1)];
let l_5351 = abs(l_5350);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5352 = l_5351 >= f64(1.1754943508222875e-38);
let l_5353 = l_5351 <= f64(1.7976931348623157e308);
let l_5354 = l_5352 && l_5353;
if l_5354 {
let l_5355 = bitcast<u64>(l_5351);
let l_5356 = l_5355 >> u32(bitcast<u64>(u64(52)));
let l_5357 = l_5356 - u64(23);
let l_5358 = l_5357 << u32(bitcast<u64>(u64(52)));
let l_5359 = bitcast<f64>(l_5358);
l_mut_3866 = l_5359;
}
let l_5360 = l_910 * l_mut_3866;
let l_5361 = l_5349 + l_5360;
let l_5362 = bitcast<u32>(l_146);
let l_5363 = l_5362 & u32(2147483647);
let l_5364 = bitcast<f32>(l_5363);
let l_5365 = f64(l_5364);
l_mut_3866 = l_5365;
let l_5366 = l_5363 < u32(8388608);
if l_5366 {
let l_5367 = f64(l_5363);
let l_5368 = l_5367 * f64(1.401298464324817e-45);
l_mut_3866 = l_5368;
}
let l_5369 = bitcast<u64>(l_mut_3866);
let l_5370 = l_5362 >> u32(31);
let l_5371 = u64(l_5370);
let l_5372 = l_5371 << u32(bitcast<u64>(u64(63)));
let l_5373 = l_5369 | l_5372;
let l_5374 = bitcast<f64>(l_5373);
let l_5375 = bitcast<u32>(l_146);
let l_5376 = l_5375 + u32(1);
l_mut_4118 = l_5376;
let l_5377 = l_5375 & u32(2147483647);
let l_5378 = l_5377 == u32(0);
if l_5378 {
l_mut_4118 = u32(1);
} else {
let l_5379 = l_5375 & u32(2147483648);
let l_5380 = l_5379 != u32(0);
if l_5380 {
let l_5381 = l_5375 - u32(1);
l_mut_4118 = l_5381;
} else {
let l_5382 = l_5375 == u32(2139095040);
if l_5382 {
l_mut_4118 = l_5375;
}
}
}
let l_5383 = bitcast<f32>(l_mut_4118);
let l_5384 = bitcast<u32>(l_5383);
let l_5385 = l_5384 & u32(2147483647);
let l_5386 = bitcast<f32>(l_5385);
let l_5387 = f64(l_5386);
l_mut_3866 = l_5387;
let l_5388 = l_5385 < u32(8388608);
if l_5388 {
let l_5389 = f64(l_5385);
let l_5390 = l_5389 * f64(1.401298464324817e-45);
l_mut_3866 = l_5390;
}
let l_5391 = bitcast<u64>(l_mut_3866);
let l_5392 = l_5384 >> u32(31);
let l_5393 = u64(l_5392);
let l_5394 = l_5393 << u32(bitcast<u64>(u64(63)));
let l_5395 = l_5391 | l_5394;
let l_5396 = bitcast<f64>(l_5395);
let l_5397 = bitcast<u32>(l_146);
let l_5398 = l_5397 ^ u32(2147483648);
let l_5399 = bitcast<f32>(l_5398);
let l_5400 = bitcast<u32>(l_5399);
let l_5401 = l_5400 + u32(1);
l_mut_4118 = l_5401;
let l_5402 = l_5400 & u32(2147483647);
let l_5403 = l_5402 == u32(0);
if l_5403 {
l_mut_4118 = u32(1);
} else {
let l_5404 = l_5400 & u32(2147483648);
let l_5405 = l_5404 != u32(0);
if l_5405 {
let l_5406 = l_5400 - u32(1);
l_mut_4118 = l_5406;
} else {
let l_5407 = l_5400 == u32(2139095040);
if l_5407 {
l_mut_4118 = l_5400;
}
}
}
let l_5408 = bitcast<f32>(l_mut_4118);
let l_5409 = bitcast<u32>(l_5408);
let l_5410 = l_5409 ^ u32(2147483648);
let l_5411 = bitcast<f32>(l_5410);
let l_5412 = bitcast<u32>(l_5411);
let l_5413 = l_5412 & u32(2147483647);
let l_5414 = bitcast<f32>(l_5413);
let l_5415 = f64(l_5414);
l_mut_3866 = l_5415;
let l_5416 = l_5413 < u32(8388608);
if l_5416 {
let l_5417 = f64(l_5413);
let l_5418 = l_5417 * f64(1.401298464324817e-45);
l_mut_3866 = l_5418;
}
let l_5419 = bitcast<u64>(l_mut_3866);
let l_5420 = l_5412 >> u32(31);
let l_5421 = u64(l_5420);
let l_5422 = l_5421 << u32(bitcast<u64>(u64(63)));
let l_5423 = l_5419 | l_5422;
let l_5424 = bitcast<f64>(l_5423);
let l_5425 = l_5348 + l_5287;
let l_5426 = l_5425 <= l_5374;
l_mut_1034 = l_5426;
let l_5427 = l_5348 - l_5287;
let l_5428 = l_5427 > l_5374;
l_mut_1031 = l_5428;
let l_5429 = l_5361 - l_5290;
let l_5430 = l_5429 >= l_5374;
l_mut_1028 = l_5430;
let l_5431 = l_5361 + l_5290;
let l_5432 = l_5431 < l_5374;
l_mut_1025 = l_5432;
l_mut_4118 = u32(2);
let l_5433 = l_mut_1031 || l_mut_1025;
if l_5433 {
l_mut_4118 = u32(1);
} else {
let l_5434 = l_mut_1034 && l_mut_1028;
if l_5434 {
l_mut_4118 = u32(0);
}
}
let l_5435 = bitcast<u32>(l_146);
let l_5436 = l_5435 & u32(2147483647);
let l_5437 = l_5436 == u32(0);
if l_5437 {
let l_5438 = l_5348 + l_5287;
let l_5439 = l_5438 < f64(1.1754943508222875e-38);
let l_5440 = l_5361 - l_5290;
let l_5441 = l_5440 > f64(-1.1754943508222875e-38);
let l_5442 = l_5439 && l_5441;
let l_5443 = l_5348 - l_5287;
let l_5444 = l_5443 < f64(1.1754943508222875e-38);
let l_5445 = l_5361 + l_5290;
let l_5446 = l_5445 > f64(-1.1754943508222875e-38);
let l_5447 = l_5444 && l_5446;
if l_5442 {
l_mut_4118 = u32(0);
} else {
let l_5448 = l_mut_4118 == u32(1);
let l_5449 = l_5447 && l_5448;
if l_5449 {
l_mut_4118 = u32(2);
}
}
}
l_mut_5161 = l_mut_4118;
}
}
l_mut_974 = l_mut_5161;
}
}
l_mut_379 = l_mut_974;
} else {
let l_5450 = l_915 <= l_913;
if l_5450 {
let l_5451 = f32(l_914);
let l_5452 = bitcast<u32>(l_5451);
let l_5453 = l_5452 & u32(2147483647);
let l_5454 = bitcast<f32>(l_5453);
let l_5455 = f64(l_5454);
l_mut_3866 = l_5455;
let l_5456 = l_5453 < u32(8388608);
if l_5456 {
let l_5457 = f64(l_5453);
let l_5458 = l_5457 * f64(1.401298464324817e-45);
l_mut_3866 = l_5458;
}
let l_5459 = bitcast<u64>(l_mut_3866);
let l_5460 = l_5452 >> u32(31);
let l_5461 = u64(l_5460);
let l_5462 = l_5461 << u32(bitcast<u64>(u64(63)));
let l_5463 = l_5459 | l_5462;
let l_5464 = bitcast<f64>(l_5463);
let l_5465 = abs(l_5464);
l_mut_3866 = l_5465;
l_mut_5161 = u32(0);
let l_5466 = l_5465 >= f64(0.785);
if l_5466 {
let l_5467 = l_5465 * f64(0.6366197723675814);
let l_5468 = l_5467 + f64(0.5);
let l_5469 = floor(l_5468);
let l_5470 = l_5469 * f64(1.570796325802803);
let l_5471 = l_5465 - l_5470;
let l_5472 = l_5471 * l_20;
let l_5473 = l_5469 * f64(9.920935796805404e-10);
let l_5474 = l_5472 - l_5473;
l_mut_3866 = l_5474;
let l_5475 = u32(l_5469);
l_mut_5161 = l_5475;
}
let l_5476 = bitcast<u32>(l_5451);
let l_5477 = l_5476 >= u32(2147483648);
let l_5478 = l_mut_3866 * l_mut_3866;
let l_5479 = l_5478 * f64(1.9572941063391263e-20);
let l_5480 = f64(8.22063524662433e-18) - l_5479;
l_mut_3612 = l_5480;
let l_5481 = l_mut_3612 * l_5478;
let l_5482 = l_5481 - f64(2.8114572543455206e-15);
l_mut_3612 = l_5482;
let l_5483 = l_mut_3612 * l_5478;
let l_5484 = l_5483 + f64(7.647163731819816e-13);
l_mut_3612 = l_5484;
let l_5485 = l_mut_3612 * l_5478;
let l_5486 = l_5485 - f64(1.6059043836821613e-10);
l_mut_3612 = l_5486;
let l_5487 = l_mut_3612 * l_5478;
let l_5488 = l_5487 + f64(2.505210838544172e-8);
l_mut_3612 = l_5488;
let l_5489 = l_mut_3612 * l_5478;
let l_5490 = l_5489 - f64(2.7557319223985893e-6);
l_mut_3612 = l_5490;
let l_5491 = l_mut_3612 * l_5478;
let l_5492 = l_5491 + f64(0.0001984126984126984);
l_mut_3612 = l_5492;
let l_5493 = l_mut_3612 * l_5478;
let l_5494 = l_5493 - f64(0.008333333333333333);
l_mut_3612 = l_5494;
let l_5495 = l_mut_3612 * l_5478;
let l_5496 = l_5495 + f64(0.16666666666666666);
l_mut_3612 = l_5496;
let l_5497 = f64(0.5) * l_5478;
let l_5498 = f64(1.0) - l_5497;
let l_5499 = f64(0.0) * l_5498;
let l_5500 = l_mut_3866 * l_5478;
let l_5501 = l_5500 * l_mut_3612;
let l_5502 = l_5499 - l_5501;
let l_5503 = l_mut_3866 + l_5502;
let l_5504 = l_mut_3866 * l_mut_3866;
let l_5505 = l_5504 * f64(4.110317623312165e-19);
let l_5506 = l_5505 - f64(1.5619206968586225e-16);
l_mut_3612 = l_5506;
let l_5507 = l_mut_3612 * l_5504;
let l_5508 = l_5507 + f64(4.779477332387385e-14);
l_mut_3612 = l_5508;
let l_5509 = l_mut_3612 * l_5504;
let l_5510 = l_5509 - f64(1.1470745597729725e-11);
l_mut_3612 = l_5510;
let l_5511 = l_mut_3612 * l_5504;
let l_5512 = l_5511 + f64(2.08767569878681e-9);
l_mut_3612 = l_5512;
let l_5513 = l_mut_3612 * l_5504;
let l_5514 = l_5513 - f64(2.755731922398589e-7);
l_mut_3612 = l_5514;
let l_5515 = l_mut_3612 * l_5504;
let l_5516 = l_5515 + f64(2.48015873015873e-5);
l_mut_3612 = l_5516;
let l_5517 = l_mut_3612 * l_5504;
let l_5518 = l_5517 - f64(0.001388888888888889);
l_mut_3612 = l_5518;
let l_5519 = l_mut_3612 * l_5504;
let l_5520 = l_5519 + f64(0.041666666666666664);
l_mut_3612 = l_5520;
let l_5521 = f64(0.5) * l_5504;
let l_5522 = f64(1.0) - l_5521;
let l_5523 = l_5504 * l_5504;
let l_5524 = l_5523 * l_mut_3612;
let l_5525 = f64(0.0) * l_mut_3866;
let l_5526 = l_5524 - l_5525;
let l_5527 = l_5522 + l_5526;
let l_5528 = l_mut_5161 & u32(1);
let l_5529 = l_5528 == u32(1);
l_mut_3866 = l_5503;
let l_5530 = l_mut_5161 & u32(2);
let l_5531 = l_5530 != u32(0);
l_mut_1034 = l_5531;
let l_5532 = u32(6) == u32(6);
if l_5532 {
if l_5529 {
l_mut_3866 = l_5527;
}
} else {
let l_5533 = u32(6) == u32(7);
if l_5533 {
l_mut_3866 = l_5527;
if l_5529 {
l_mut_3866 = l_5503;
}
let l_5534 = l_mut_5161 + u32(1);
let l_5535 = l_5534 & u32(2);
let l_5536 = l_5535 != u32(0);
l_mut_1034 = l_5536;
} else {
let l_5537 = l_5503 / l_5527;
l_mut_3866 = l_5537;
if l_5529 {
let l_5538 = l_5527 / l_5503;
l_mut_3866 = l_5538;
}
l_mut_1034 = l_5529;
}
}
let l_5539 = u32(6) != u32(7);
let l_5540 = l_5539 && l_5477;
if l_5540 {
let l_5541 = !l_mut_1034;
l_mut_1034 = l_5541;
}
if l_mut_1034 {
let l_5542 = -l_mut_3866;
l_mut_3866 = l_5542;
}
let l_5543 = f32(l_914);
let l_5544 = bitcast<u32>(l_5543);
let l_5545 = l_5544 & u32(2147483647);
let l_5546 = bitcast<f32>(l_5545);
let l_5547 = f64(l_5546);
l_mut_3612 = l_5547;
let l_5548 = l_5545 < u32(8388608);
if l_5548 {
let l_5549 = f64(l_5545);
let l_5550 = l_5549 * f64(1.401298464324817e-45);
l_mut_3612 = l_5550;
}
let l_5551 = bitcast<u64>(l_mut_3612);
let l_5552 = l_5544 >> u32(31);
let l_5553 = u64(l_5552);
let l_5554 = l_5553 << u32(bitcast<u64>(u64(63)));
let l_5555 = l_5551 | l_5554;
let l_5556 = bitcast<f64>(l_5555);
let l_5557 = abs(l_5556);
l_mut_3612 = l_5557;
l_mut_5161 = u32(0);
let l_5558 = l_5557 >= f64(0.785);
if l_5558 {
let l_5559 = l_5557 * f64(0.6366197723675814);
let l_5560 = l_5559 + f64(0.5);
let l_5561 = floor(l_5560);
let l_5562 = l_5561 * f64(1.570796325802803);
let l_5563 = l_5557 - l_5562;
let l_5564 = l_5563 * l_20;
let l_5565 = l_5561 * f64(9.920935796805404e-10);
let l_5566 = l_5564 - l_5565;
l_mut_3612 = l_5566;
let l_5567 = u32(l_5561);
l_mut_5161 = l_5567;
}
let l_5568 = bitcast<u32>(l_5543);
let l_5569 = l_5568 >= u32(2147483648);
let l_5570 = l_mut_3612 * l_mut_3612;
let l_5571 = l_5570 * f64(1.9572941063391263e-20);
let l_5572 = f64(8.22063524662433e-18) - l_5571;
l_mut_3356 = l_5572;
let l_5573 = l_mut_3356 * l_5570;
let l_5574 = l_5573 - f64(2.8114572543455206e-15);
l_mut_3356 = l_5574;
let l_5575 = l_mut_3356 * l_5570;
let l_5576 = l_5575 + f64(7.647163731819816e-13);
l_mut_3356 = l_5576;
let l_5577 = l_mut_3356 * l_5570;
let l_5578 = l_5577 - f64(1.6059043836821613e-10);
l_mut_3356 = l_5578;
let l_5579 = l_mut_3356 * l_5570;
let l_5580 = l_5579 + f64(2.505210838544172e-8);
l_mut_3356 = l_5580;
let l_5581 = l_mut_3356 * l_5570;
let l_5582 = l_5581 - f64(2.7557319223985893e-6);
l_mut_3356 = l_5582;
let l_5583 = l_mut_3356 * l_5570;
let l_5584 = l_5583 + f64(0.0001984126984126984);
l_mut_3356 = l_5584;
let l_5585 = l_mut_3356 * l_5570;
let l_5586 = l_5585 - f64(0.008333333333333333);
l_mut_3356 = l_5586;
let l_5587 = l_mut_3356 * l_5570;
let l_5588 = l_5587 + f64(0.16666666666666666);
l_mut_3356 = l_5588;
let l_5589 = f64(0.5) * l_5570;
let l_5590 = f64(1.0) - l_5589;
let l_5591 = f64(0.0) * l_5590;
let l_5592 = l_mut_3612 * l_5570;
let l_5593 = l_5592 * l_mut_3356;
let l_5594 = l_5591 - l_5593;
let l_5595 = l_mut_3612 + l_5594;
let l_5596 = l_mut_3612 * l_mut_3612;
let l_5597 = l_5596 * f64(4.110317623312165e-19);
let l_5598 = l_5597 - f64(1.5619206968586225e-16);
l_mut_3356 = l_5598;
let l_5599 = l_mut_3356 * l_5596;
let l_5600 = l_5599 + f64(4.779477332387385e-14);
l_mut_3356 = l_5600;
let l_5601 = l_mut_3356 * l_5596;
let l_5602 = l_5601 - f64(1.1470745597729725e-11);
l_mut_3356 = l_5602;
let l_5603 = l_mut_3356 * l_5596;
let l_5604 = l_5603 + f64(2.08767569878681e-9);
l_mut_3356 = l_5604;
let l_5605 = l_mut_3356 * l_5596;
let l_5606 = l_5605 - f64(2.755731922398589e-7);
l_mut_3356 = l_5606;
let l_5607 = l_mut_3356 * l_5596;
let l_5608 = l_5607 + f64(2.48015873015873e-5);
l_mut_3356 = l_5608;
let l_5609 = l_mut_3356 * l_5596;
let l_5610 = l_5609 - f64(0.001388888888888889);
l_mut_3356 = l_5610;
let l_5611 = l_mut_3356 * l_5596;
let l_5612 = l_5611 + f64(0.041666666666666664);
l_mut_3356 = l_5612;
let l_5613 = f64(0.5) * l_5596;
let l_5614 = f64(1.0) - l_5613;
let l_5615 = l_5596 * l_5596;
let l_5616 = l_5615 * l_mut_3356;
let l_5617 = f64(0.0) * l_mut_3612;
let l_5618 = l_5616 - l_5617;
let l_5619 = l_5614 + l_5618;
let l_5620 = l_mut_5161 & u32(1);
let l_5621 = l_5620 == u32(1);
l_mut_3612 = l_5595;
let l_5622 = l_mut_5161 & u32(2);
let l_5623 = l_5622 != u32(0);
l_mut_1034 = l_5623;
let l_5624 = u32(7) == u32(6);
if l_5624 {
if l_5621 {
l_mut_3612 = l_5619;
}
} else {
let l_5625 = u32(7) == u32(7);
if l_5625 {
l_mut_3612 = l_5619;
if l_5621 {
l_mut_3612 = l_5595;
}
let l_5626 = l_mut_5161 + u32(1);
let l_5627 = l_5626 & u32(2);
let l_5628 = l_5627 != u32(0);
l_mut_1034 = l_5628;
} else {
let l_5629 = l_5595 / l_5619;
l_mut_3612 = l_5629;
if l_5621 {
let l_5630 = l_5619 / l_5595;
l_mut_3612 = l_5630;
}
l_mut_1034 = l_5621;
}
}
let l_5631 = u32(7) != u32(7);
let l_5632 = l_5631 && l_5569;
if l_5632 {
let l_5633 = !l_mut_1034;
l_mut_1034 = l_5633;
}
if l_mut_1034 {
let l_5634 = -l_mut_3612;
l_mut_3612 = l_5634;
}
let l_5635 = abs(l_mut_3866);
let l_5636 = l_5635 * f64(1.4551915228366852e-11);
let l_5637 = abs(l_mut_3612);
let l_5638 = l_5637 * f64(1.4551915228366852e-11);
let l_5639 = l_mut_3866 - l_907;
let l_5640 = l_mut_3866 + l_907;
let l_5641 = l_mut_3612 - l_907;
let l_5642 = l_mut_3612 + l_907;
l_mut_5161 = u32(2);
let l_5643 = abs(l_5641);
let l_5644 = l_5643 <= l_5638;
let l_5645 = abs(l_5642);
let l_5646 = l_5645 <= l_5638;
let l_5647 = l_5644 || l_5646;
let l_5648 = !l_5647;
if l_5648 {
l_mut_5161 = u32(0);
let l_5649 = l_5641 <= f64(0.0);
let l_5650 = l_5642 >= f64(0.0);
let l_5651 = l_5649 && l_5650;
let l_5652 = !l_5651;
if l_5652 {
let l_5653 = abs(l_5641);
let l_5654 = abs(l_5642);
l_mut_3866 = l_5653;
let l_5655 = l_5654 < l_5653;
if l_5655 {
l_mut_3866 = l_5654;
}
let l_5656 = l_5638 / l_mut_3866;
let l_5657 = l_5656 + f64(1.4551915228366852e-11);
let l_5658 = f64(1.0) / l_5642;
let l_5659 = f64(1.0) / l_5641;
let l_5660 = abs(l_5658);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5661 = l_5660 >= f64(1.1754943508222875e-38);
let l_5662 = l_5660 <= f64(1.7976931348623157e308);
let l_5663 = l_5661 && l_5662;
if l_5663 {
let l_5664 = bitcast<u64>(l_5660);
let l_5665 = l_5664 >> u32(bitcast<u64>(u64(52)));
let l_5666 = l_5665 - u64(23);
let l_5667 = l_5666 << u32(bitcast<u64>(u64(52)));
let l_5668 = bitcast<f64>(l_5667);
l_mut_3866 = l_5668;
}
let l_5669 = l_910 * l_mut_3866;
let l_5670 = l_5658 - l_5669;
let l_5671 = abs(l_5659);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5672 = l_5671 >= f64(1.1754943508222875e-38);
let l_5673 = l_5671 <= f64(1.7976931348623157e308);
let l_5674 = l_5672 && l_5673;
if l_5674 {
let l_5675 = bitcast<u64>(l_5671);
let l_5676 = l_5675 >> u32(bitcast<u64>(u64(52)));
let l_5677 = l_5676 - u64(23);
let l_5678 = l_5677 << u32(bitcast<u64>(u64(52)));
let l_5679 = bitcast<f64>(l_5678);
l_mut_3866 = l_5679;
}
let l_5680 = l_910 * l_mut_3866;
let l_5681 = l_5659 + l_5680;
let l_5683 = l_5639 * l_5670;
let l_5684 = l_5639 * l_5681;
let l_5685 = l_5640 * l_5670;
let l_5686 = l_5640 * l_5681;
a_5682[u32(0)] = l_5683;
a_5682[u32(1)] = l_5683;
let l_5687 = a_5682[u32(0)];
let l_5688 = l_5684 < l_5687;
if l_5688 {
a_5682[u32(0)] = l_5684;
}
let l_5689 = a_5682[u32(0)];
let l_5690 = l_5685 < l_5689;
if l_5690 {
a_5682[u32(0)] = l_5685;
}
let l_5691 = a_5682[u32(0)];
let l_5692 = l_5686 < l_5691;
if l_5692 {
a_5682[u32(0)] = l_5686;
}
let l_5693 = a_5682[u32(1)];
let l_5694 = l_5684 > l_5693;
if l_5694 {
a_5682[u32(1)] = l_5684;
}
let l_5695 = a_5682[u32(1)];
let l_5696 = l_5685 > l_5695;
if l_5696 {
a_5682[u32(1)] = l_5685;
}
let l_5697 = a_5682[u32(1)];
let l_5698 = l_5686 > l_5697;
if l_5698 {
a_5682[u32(1)] = l_5686;
}
let l_5699 = abs(l_5639);
let l_5700 = abs(l_5640);
l_mut_3866 = l_5699;
let l_5701 = l_5700 > l_5699;
if l_5701 {
l_mut_3866 = l_5700;
}
let l_5702 = abs(l_5670);
let l_5703 = abs(l_5681);
l_mut_3612 = l_5702;
let l_5704 = l_5703 > l_5702;
if l_5704 {
l_mut_3612 = l_5703;
}
let l_5705 = l_mut_3866 * l_mut_3612;
let l_5706 = l_5657 + f64(1.4551915228366852e-11);
let l_5707 = l_5705 * l_5706;
let l_5708 = l_5636 * l_mut_3612;
let l_5709 = l_5707 + l_5708;
l_mut_5161 = u32(2);
let l_5710 = abs(l_5658);
let l_5711 = l_5710 * l_5657;
let l_5712 = l_5658 - l_5711;
let l_5713 = abs(l_5712);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5714 = l_5713 >= f64(1.1754943508222875e-38);
let l_5715 = l_5713 <= f64(1.7976931348623157e308);
let l_5716 = l_5714 && l_5715;
if l_5716 {
let l_5717 = bitcast<u64>(l_5713);
let l_5718 = l_5717 >> u32(bitcast<u64>(u64(52)));
let l_5719 = l_5718 - u64(23);
let l_5720 = l_5719 << u32(bitcast<u64>(u64(52)));
let l_5721 = bitcast<f64>(l_5720);
l_mut_3866 = l_5721;
}
let l_5722 = l_5658 + l_5711;
let l_5723 = abs(l_5722);
l_mut_3612 = f64(1.401298464324817e-45);
let l_5724 = l_5723 >= f64(1.1754943508222875e-38);
let l_5725 = l_5723 <= f64(1.7976931348623157e308);
let l_5726 = l_5724 && l_5725;
if l_5726 {
let l_5727 = bitcast<u64>(l_5723);
let l_5728 = l_5727 >> u32(bitcast<u64>(u64(52)));
let l_5729 = l_5728 - u64(23);
let l_5730 = l_5729 << u32(bitcast<u64>(u64(52)));
let l_5731 = bitcast<f64>(l_5730);
l_mut_3612 = l_5731;
}
let l_5732 = l_mut_3866 == l_mut_3612;
let l_5733 = abs(l_5659);
let l_5734 = l_5733 * l_5657;
let l_5735 = l_5659 - l_5734;
let l_5736 = abs(l_5735);
l_mut_3866 = f64(1.401298464324817e-45);
let l_5737 = l_5736 >= f64(1.1754943508222875e-38);
let l_5738 = l_5736 <= f64(1.7976931348623157e308);
let l_5739 = l_5737 && l_5738;
if l_5739 {
let l_5740 = bitcast<u64>(l_5736);
let l_5741 = l_5740 >> u32(bitcast<u64>(u64(52)));
let l_5742 = l_5741 - u64(23);
let l_5743 = l_5742 << u32(bitcast<u64>(u64(52)));
let l_5744 = bitcast<f64>(l_5743);
l_mut_3866 = l_5744;
}
let l_5745 = l_5659 + l_5734;
let l_5746 = abs(l_5745);
l_mut_3612 = f64(1.401298464324817e-45);
let l_5747 = l_5746 >= f64(1.1754943508222875e-38);
let l_5748 = l_5746 <= f64(1.7976931348623157e308);
let l_5749 = l_5747 && l_5748;
if l_5749 {
let l_5750 = bitcast<u64>(l_5746);
let l_5751 = l_5750 >> u32(bitcast<u64>(u64(52)));
let l_5752 = l_5751 - u64(23);
let l_5753 = l_5752 << u32(bitcast<u64>(u64(52)));
let l_5754 = bitcast<f64>(l_5753);
l_mut_3612 = l_5754;
}
let l_5755 = l_mut_3866 == l_mut_3612;
let l_5756 = l_5732 && l_5755;
if l_5756 {
let l_5757 = a_5682[u32(0)];
let l_5758 = a_5682[u32(1)];
let l_5759 = bitcast<u32>(l_146);
let l_5760 = l_5759 & u32(2147483647);
let l_5761 = bitcast<f32>(l_5760);
let l_5762 = f64(l_5761);
l_mut_3866 = l_5762;
let l_5763 = l_5760 < u32(8388608);
if l_5763 {
let l_5764 = f64(l_5760);
let l_5765 = l_5764 * f64(1.401298464324817e-45);
l_mut_3866 = l_5765;
}
let l_5766 = bitcast<u64>(l_mut_3866);
let l_5767 = l_5759 >> u32(31);
let l_5768 = u64(l_5767);
let l_5769 = l_5768 << u32(bitcast<u64>(u64(63)));
let l_5770 = l_5766 | l_5769;
let l_5771 = bitcast<f64>(l_5770);
let l_5772 = bitcast<u32>(l_146);
let l_5773 = l_5772 + u32(1);
l_mut_4118 = l_5773;
let l_5774 = l_5772 & u32(2147483647);
let l_5775 = l_5774 == u32(0);
if l_5775 {
l_mut_4118 = u32(1);
} else {
let l_5776 = l_5772 & u32(2147483648);
let l_5777 = l_5776 != u32(0);
if l_5777 {
let l_5778 = l_5772 - u32(1);
l_mut_4118 = l_5778;
} else {
let l_5779 = l_5772 == u32(2139095040);
if l_5779 {
l_mut_4118 = l_5772;
}
}
}
let l_5780 = bitcast<f32>(l_mut_4118);
let l_5781 = bitcast<u32>(l_5780);
let l_5782 = l_5781 & u32(2147483647);
let l_5783 = bitcast<f32>(l_5782);
let l_5784 = f64(l_5783);
l_mut_3866 = l_5784;
let l_5785 = l_5782 < u32(8388608);
if l_5785 {
let l_5786 = f64(l_5782);
let l_5787 = l_5786 * f64(1.401298464324817e-45);
l_mut_3866 = l_5787;
}
let l_5788 = bitcast<u64>(l_mut_3866);
let l_5789 = l_5781 >> u32(31);
let l_5790 = u64(l_5789);
let l_5791 = l_5790 << u32(bitcast<u64>(u64(63)));
let l_5792 = l_5788 | l_5791;
let l_5793 = bitcast<f64>(l_5792);
let l_5794 = bitcast<u32>(l_146);
let l_5795 = l_5794 ^ u32(2147483648);
let l_5796 = bitcast<f32>(l_5795);
let l_5797 = bitcast<u32>(l_5796);
let l_5798 = l_5797 + u32(1);
l_mut_4118 = l_5798;
let l_5799 = l_5797 & u32(2147483647);
let l_5800 = l_5799 == u32(0);
if l_5800 {
l_mut_4118 = u32(1);
} else {
let l_5801 = l_5797 & u32(2147483648);
let l_5802 = l_5801 != u32(0);
if l_5802 {
let l_5803 = l_5797 - u32(1);
l_mut_4118 = l_5803;
} else {
let l_5804 = l_5797 == u32(2139095040);
if l_5804 {
l_mut_4118 = l_5797;
}
}
}
let l_5805 = bitcast<f32>(l_mut_4118);
let l_5806 = bitcast<u32>(l_5805);
let l_5807 = l_5806 ^ u32(2147483648);
let l_5808 = bitcast<f32>(l_5807);
let l_5809 = bitcast<u32>(l_5808);
let l_5810 = l_5809 & u32(2147483647);
let l_5811 = bitcast<f32>(l_5810);
let l_5812 = f64(l_5811);
l_mut_3866 = l_5812;
let l_5813 = l_5810 < u32(8388608);
if l_5813 {
let l_5814 = f64(l_5810);
let l_5815 = l_5814 * f64(1.401298464324817e-45);
l_mut_3866 = l_5815;
}
let l_5816 = bitcast<u64>(l_mut_3866);
let l_5817 = l_5809 >> u32(31);
let l_5818 = u64(l_5817);
let l_5819 = l_5818 << u32(bitcast<u64>(u64(63)));
let l_5820 = l_5816 | l_5819;
let l_5821 = bitcast<f64>(l_5820);
let l_5822 = l_5757 + l_5709;
let l_5823 = l_5822 <= l_5771;
l_mut_1034 = l_5823;
let l_5824 = l_5757 - l_5709;
let l_5825 = l_5824 > l_5771;
l_mut_1031 = l_5825;
let l_5826 = l_5758 - l_5709;
let l_5827 = l_5826 >= l_5771;
l_mut_1028 = l_5827;
let l_5828 = l_5758 + l_5709;
let l_5829 = l_5828 < l_5771;
l_mut_1025 = l_5829;
let l_5830 = l_5757 + l_5709;
let l_5831 = l_5830 < l_5793;
l_mut_1034 = l_5831;
let l_5832 = l_5757 - l_5709;
let l_5833 = l_5832 >= l_5793;
l_mut_1031 = l_5833;
let l_5834 = l_5758 - l_5709;
let l_5835 = l_5834 > l_5821;
l_mut_1028 = l_5835;
let l_5836 = l_5758 + l_5709;
let l_5837 = l_5836 <= l_5821;
l_mut_1025 = l_5837;
l_mut_4118 = u32(2);
let l_5838 = l_mut_1031 || l_mut_1025;
if l_5838 {
l_mut_4118 = u32(1);
} else {
let l_5839 = l_mut_1034 && l_mut_1028;
if l_5839 {
l_mut_4118 = u32(0);
}
}
let l_5840 = bitcast<u32>(l_146);
let l_5841 = l_5840 & u32(2147483647);
let l_5842 = l_5841 == u32(0);
if l_5842 {
let l_5843 = l_5757 + l_5709;
let l_5844 = l_5843 < f64(1.1754943508222875e-38);
let l_5845 = l_5758 - l_5709;
let l_5846 = l_5845 > f64(-1.1754943508222875e-38);
let l_5847 = l_5844 && l_5846;
let l_5848 = l_5757 - l_5709;
let l_5849 = l_5848 < f64(1.1754943508222875e-38);
let l_5850 = l_5758 + l_5709;
let l_5851 = l_5850 > f64(-1.1754943508222875e-38);
let l_5852 = l_5849 && l_5851;
if l_5847 {
l_mut_4118 = u32(0);
} else {
let l_5853 = l_mut_4118 == u32(1);
let l_5854 = l_5852 && l_5853;
if l_5854 {
l_mut_4118 = u32(2);
}
}
}
l_mut_5161 = l_mut_4118;
}
}
}
l_mut_379 = l_mut_5161;
}
}
} else {
let l_5855 = l_901 == u32(13);
if l_5855 {
let l_5857 = l_914 * l_910;
let l_5858 = l_914 * l_913;
let l_5859 = l_914 * l_910;
let l_5860 = l_914 * l_913;
a_5856[u32(0)] = l_5857;
a_5856[u32(1)] = l_5857;
let l_5861 = a_5856[u32(0)];
let l_5862 = l_5858 < l_5861;
if l_5862 {
a_5856[u32(0)] = l_5858;
}
let l_5863 = a_5856[u32(0)];
let l_5864 = l_5859 < l_5863;
if l_5864 {
a_5856[u32(0)] = l_5859;
}
let l_5865 = a_5856[u32(0)];
let l_5866 = l_5860 < l_5865;
if l_5866 {
a_5856[u32(0)] = l_5860;
}
let l_5867 = a_5856[u32(1)];
let l_5868 = l_5858 > l_5867;
if l_5868 {
a_5856[u32(1)] = l_5858;
}
let l_5869 = a_5856[u32(1)];
let l_5870 = l_5859 > l_5869;
if l_5870 {
a_5856[u32(1)] = l_5859;
}
let l_5871 = a_5856[u32(1)];
let l_5872 = l_5860 > l_5871;
if l_5872 {
a_5856[u32(1)] = l_5860;
}
let l_5873 = a_5856[u32(0)];
let l_5874 = l_5873 * f64(7.1362384635298e44);
let l_5875 = floor(l_5874);
let l_5876 = l_5875 * f64(1.401298464324817e-45);
l_mut_3866 = l_5876;
let l_5877 = abs(l_5873);
let l_5878 = l_5877 >= f64(1.1754943508222875e-38);
if l_5878 {
let l_5879 = f32(l_5873);
let l_5880 = f64(l_5879);
l_mut_3866 = l_5880;
let l_5881 = l_mut_3866 > l_5873;
if l_5881 {
let l_5882 = bitcast<u32>(l_5879);
let l_5883 = l_5882 ^ u32(2147483648);
let l_5884 = bitcast<f32>(l_5883);
let l_5885 = bitcast<u32>(l_5884);
let l_5886 = l_5885 + u32(1);
l_mut_5161 = l_5886;
let l_5887 = l_5885 & u32(2147483647);
let l_5888 = l_5887 == u32(0);
if l_5888 {
l_mut_5161 = u32(1);
} else {
let l_5889 = l_5885 & u32(2147483648);
let l_5890 = l_5889 != u32(0);
if l_5890 {
let l_5891 = l_5885 - u32(1);
l_mut_5161 = l_5891;
} else {
let l_5892 = l_5885 == u32(2139095040);
if l_5892 {
l_mut_5161 = l_5885;
}
}
}
let l_5893 = bitcast<f32>(l_mut_5161);
let l_5894 = bitcast<u32>(l_5893);
let l_5895 = l_5894 ^ u32(2147483648);
let l_5896 = bitcast<f32>(l_5895);
let l_5897 = bitcast<u32>(l_5896);
let l_5898 = l_5897 & u32(2147483647);
let l_5899 = bitcast<f32>(l_5898);
let l_5900 = f64(l_5899);
l_mut_3612 = l_5900;
let l_5901 = l_5898 < u32(8388608);
if l_5901 {
let l_5902 = f64(l_5898);
let l_5903 = l_5902 * f64(1.401298464324817e-45);
l_mut_3612 = l_5903;
}
let l_5904 = bitcast<u64>(l_mut_3612);
let l_5905 = l_5897 >> u32(31);
let l_5906 = u64(l_5905);
let l_5907 = l_5906 << u32(bitcast<u64>(u64(63)));
let l_5908 = l_5904 | l_5907;
let l_5909 = bitcast<f64>(l_5908);
l_mut_3866 = l_5909;
} else {
let l_5910 = bitcast<u32>(l_5879);
let l_5911 = l_5910 + u32(1);
l_mut_5161 = l_5911;
let l_5912 = l_5910 & u32(2147483647);
let l_5913 = l_5912 == u32(0);
if l_5913 {
l_mut_5161 = u32(1);
} else {
let l_5914 = l_5910 & u32(2147483648);
let l_5915 = l_5914 != u32(0);
if l_5915 {
let l_5916 = l_5910 - u32(1);
l_mut_5161 = l_5916;
} else {
let l_5917 = l_5910 == u32(2139095040);
if l_5917 {
l_mut_5161 = l_5910;
}
}
}
let l_5918 = bitcast<f32>(l_mut_5161);
let l_5919 = bitcast<u32>(l_5918);
let l_5920 = l_5919 & u32(2147483647);
let l_5921 = bitcast<f32>(l_5920);
let l_5922 = f64(l_5921);
l_mut_3612 = l_5922;
let l_5923 = l_5920 < u32(8388608);
if l_5923 {
let l_5924 = f64(l_5920);
let l_5925 = l_5924 * f64(1.401298464324817e-45);
l_mut_3612 = l_5925;
}
let l_5926 = bitcast<u64>(l_mut_3612);
let l_5927 = l_5919 >> u32(31);
let l_5928 = u64(l_5927);
let l_5929 = l_5928 << u32(bitcast<u64>(u64(63)));
let l_5930 = l_5926 | l_5929;
let l_5931 = bitcast<f64>(l_5930);
let l_5932 = l_5931 <= l_5873;
if l_5932 {
let l_5933 = bitcast<u32>(l_5879);
let l_5934 = l_5933 + u32(1);
l_mut_5161 = l_5934;
let l_5935 = l_5933 & u32(2147483647);
let l_5936 = l_5935 == u32(0);
if l_5936 {
l_mut_5161 = u32(1);
} else {
let l_5937 = l_5933 & u32(2147483648);
let l_5938 = l_5937 != u32(0);
if l_5938 {
let l_5939 = l_5933 - u32(1);
l_mut_5161 = l_5939;
} else {
let l_5940 = l_5933 == u32(2139095040);
if l_5940 {
l_mut_5161 = l_5933;
}
}
}
let l_5941 = bitcast<f32>(l_mut_5161);
let l_5942 = bitcast<u32>(l_5941);
let l_5943 = l_5942 & u32(2147483647);
let l_5944 = bitcast<f32>(l_5943);
let l_5945 = f64(l_5944);
l_mut_3612 = l_5945;
let l_5946 = l_5943 < u32(8388608);
if l_5946 {
let l_5947 = f64(l_5943);
let l_5948 = l_5947 * f64(1.401298464324817e-45);
l_mut_3612 = l_5948;
}
let l_5949 = bitcast<u64>(l_mut_3612);
let l_5950 = l_5942 >> u32(31);
let l_5951 = u64(l_5950);
let l_5952 = l_5951 << u32(bitcast<u64>(u64(63)));
let l_5953 = l_5949 | l_5952;
let l_5954 = bitcast<f64>(l_5953);
l_mut_3866 = l_5954;
}
}
}
l_mut_3612 = l_mut_3866;
let l_5955 = l_mut_3866 > f64(1000.0);
if l_5955 {
let l_5956 = bitcast<u64>(l_mut_3866);
let l_5957 = l_5956 | u64(9218868437227405312);
let l_5958 = l_5957 & bitcast<u64>(i64(-4503599627370496));
let l_5959 = bitcast<f64>(l_5958);
l_mut_3612 = l_5959;
} else {
let l_5960 = l_mut_3866 < f64(-1000.0);
if l_5960 {
l_mut_3612 = f64(0.0);
} else {
let l_5961 = is_nan_1_f64(l_mut_3866);let l_5962 = !l_5961;
if l_5962 {
let l_5963 = l_mut_3866 + f64(0.5);
let l_5964 = floor(l_5963);
let l_5965 = l_mut_3866 - l_5964;
let l_5966 = l_5965 * f64(0.6931471824645996);
let l_5967 = l_5965 * f64(-1.904654299957768e-9);
let l_5968 = l_5966 + l_5967;
l_mut_3866 = l_5968;
let l_5969 = is_nan_1_f64(l_5968);if l_5969 {
} else {
let l_5970 = l_5968 < f64(-700.0);
if l_5970 {
l_mut_3866 = f64(0.0);
} else {
let l_5971 = l_5968 > f64(700.0);
if l_5971 {
let l_5972 = bitcast<u64>(l_5968);
let l_5973 = l_5972 | u64(9218868437227405312);
let l_5974 = l_5973 & bitcast<u64>(i64(-4503599627370496));
let l_5975 = bitcast<f64>(l_5974);
l_mut_3866 = l_5975;
} else {
let l_5976 = l_5968 * f64(1.4426950408889634);
let l_5977 = l_5976 + f64(0.5);
let l_5978 = floor(l_5977);
let l_5979 = l_5978 * f64(0.6931471824645996);
let l_5980 = l_5966 - l_5979;
let l_5981 = l_5980 * l_20;
let l_5982 = l_5978 * f64(-1.904654299957768e-9);
let l_5983 = l_5967 - l_5982;
let l_5984 = l_5981 + l_5983;
let l_5985 = l_5984 * f64(7.647163731819816e-13);
let l_5986 = l_5985 + f64(1.1470745597729725e-11);
l_mut_3356 = l_5986;
let l_5987 = l_mut_3356 * l_5984;
let l_5988 = l_5987 + f64(1.6059043836821613e-10);
l_mut_3356 = l_5988;
let l_5989 = l_mut_3356 * l_5984;
let l_5990 = l_5989 + f64(2.08767569878681e-9);
l_mut_3356 = l_5990;
let l_5991 = l_mut_3356 * l_5984;
let l_5992 = l_5991 + f64(2.505210838544172e-8);
l_mut_3356 = l_5992;
let l_5993 = l_mut_3356 * l_5984;
let l_5994 = l_5993 + f64(2.755731922398589e-7);
l_mut_3356 = l_5994;
let l_5995 = l_mut_3356 * l_5984;
let l_5996 = l_5995 + f64(2.7557319223985893e-6);
l_mut_3356 = l_5996;
let l_5997 = l_mut_3356 * l_5984;
let l_5998 = l_5997 + f64(2.48015873015873e-5);
l_mut_3356 = l_5998;
let l_5999 = l_mut_3356 * l_5984;
let l_6000 = l_5999 + f64(0.0001984126984126984);
l_mut_3356 = l_6000;
let l_6001 = l_mut_3356 * l_5984;
let l_6002 = l_6001 + f64(0.001388888888888889);
l_mut_3356 = l_6002;
let l_6003 = l_mut_3356 * l_5984;
let l_6004 = l_6003 + f64(0.008333333333333333);
l_mut_3356 = l_6004;
let l_6005 = l_mut_3356 * l_5984;
let l_6006 = l_6005 + f64(0.041666666666666664);
l_mut_3356 = l_6006;
let l_6007 = l_mut_3356 * l_5984;
let l_6008 = l_6007 + f64(0.16666666666666666);
l_mut_3356 = l_6008;
let l_6009 = l_mut_3356 * l_5984;
let l_6010 = l_6009 + f64(0.5);
l_mut_3356 = l_6010;
let l_6011 = l_5984 * l_5984;
let l_6012 = l_6011 * l_mut_3356;
let l_6013 = l_5984 + l_6012;
let l_6014 = f64(1.0) + l_6013;
let l_6015 = i32(l_5978);
let l_6016 = l_6015 + i32(1023);
let l_6017 = u64(l_6016);
let l_6018 = l_6017 << u32(bitcast<u64>(u64(52)));
let l_6019 = bitcast<f64>(l_6018);
let l_6020 = l_6014 * l_6019;
l_mut_3866 = l_6020;
}
}
}
let l_6021 = i32(l_5964);
let l_6022 = l_6021 + i32(1023);
let l_6023 = u64(l_6022);
let l_6024 = l_6023 << u32(bitcast<u64>(u64(52)));
let l_6025 = bitcast<f64>(l_6024);
let l_6026 = l_mut_3866 * l_6025;
l_mut_3612 = l_6026;
}
}
}
let l_6027 = a_5856[u32(1)];
let l_6028 = -l_6027;
let l_6029 = l_6028 * f64(7.1362384635298e44);
let l_6030 = floor(l_6029);
let l_6031 = l_6030 * f64(1.401298464324817e-45);
l_mut_3866 = l_6031;
let l_6032 = abs(l_6028);
let l_6033 = l_6032 >= f64(1.1754943508222875e-38);
if l_6033 {
let l_6034 = f32(l_6028);
let l_6035 = f64(l_6034);
l_mut_3866 = l_6035;
let l_6036 = l_mut_3866 > l_6028;
if l_6036 {
let l_6037 = bitcast<u32>(l_6034);
let l_6038 = l_6037 ^ u32(2147483648);
let l_6039 = bitcast<f32>(l_6038);
let l_6040 = bitcast<u32>(l_6039);
let l_6041 = l_6040 + u32(1);
l_mut_5161 = l_6041;
let l_6042 = l_6040 & u32(2147483647);
let l_6043 = l_6042 == u32(0);
if l_6043 {
l_mut_5161 = u32(1);
} else {
let l_6044 = l_6040 & u32(2147483648);
let l_6045 = l_6044 != u32(0);
if l_6045 {
let l_6046 = l_6040 - u32(1);
l_mut_5161 = l_6046;
} else {
let l_6047 = l_6040 == u32(2139095040);
if l_6047 {
l_mut_5161 = l_6040;
}
}
}
let l_6048 = bitcast<f32>(l_mut_5161);
let l_6049 = bitcast<u32>(l_6048);
let l_6050 = l_6049 ^ u32(2147483648);
let l_6051 = bitcast<f32>(l_6050);
let l_6052 = bitcast<u32>(l_6051);
let l_6053 = l_6052 & u32(2147483647);
let l_6054 = bitcast<f32>(l_6053);
let l_6055 = f64(l_6054);
l_mut_3356 = l_6055;
let l_6056 = l_6053 < u32(8388608);
if l_6056 {
let l_6057 = f64(l_6053);
let l_6058 = l_6057 * f64(1.401298464324817e-45);
l_mut_3356 = l_6058;
}
let l_6059 = bitcast<u64>(l_mut_3356);
let l_6060 = l_6052 >> u32(31);
let l_6061 = u64(l_6060);
let l_6062 = l_6061 << u32(bitcast<u64>(u64(63)));
let l_6063 = l_6059 | l_6062;
let l_6064 = bitcast<f64>(l_6063);
l_mut_3866 = l_6064;
} else {
let l_6065 = bitcast<u32>(l_6034);
let l_6066 = l_6065 + u32(1);
l_mut_5161 = l_6066;
let l_6067 = l_6065 & u32(2147483647);
let l_6068 = l_6067 == u32(0);
if l_6068 {
l_mut_5161 = u32(1);
} else {
let l_6069 = l_6065 & u32(2147483648);
let l_6070 = l_6069 != u32(0);
if l_6070 {
let l_6071 = l_6065 - u32(1);
l_mut_5161 = l_6071;
} else {
let l_6072 = l_6065 == u32(2139095040);
if l_6072 {
l_mut_5161 = l_6065;
}
}
}
let l_6073 = bitcast<f32>(l_mut_5161);
let l_6074 = bitcast<u32>(l_6073);
let l_6075 = l_6074 & u32(2147483647);
let l_6076 = bitcast<f32>(l_6075);
let l_6077 = f64(l_6076);
l_mut_3356 = l_6077;
let l_6078 = l_6075 < u32(8388608);
if l_6078 {
let l_6079 = f64(l_6075);
let l_6080 = l_6079 * f64(1.401298464324817e-45);
l_mut_3356 = l_6080;
}
let l_6081 = bitcast<u64>(l_mut_3356);
let l_6082 = l_6074 >> u32(31);
let l_6083 = u64(l_6082);
let l_6084 = l_6083 << u32(bitcast<u64>(u64(63)));
let l_6085 = l_6081 | l_6084;
let l_6086 = bitcast<f64>(l_6085);
let l_6087 = l_6086 <= l_6028;
if l_6087 {
let l_6088 = bitcast<u32>(l_6034);
let l_6089 = l_6088 + u32(1);
l_mut_5161 = l_6089;
let l_6090 = l_6088 & u32(2147483647);
let l_6091 = l_6090 == u32(0);
if l_6091 {
l_mut_5161 = u32(1);
} else {
let l_6092 = l_6088 & u32(2147483648);
let l_6093 = l_6092 != u32(0);
if l_6093 {
let l_6094 = l_6088 - u32(1);
l_mut_5161 = l_6094;
} else {
let l_6095 = l_6088 == u32(2139095040);
if l_6095 {
l_mut_5161 = l_6088;
}
}
}
let l_6096 = bitcast<f32>(l_mut_5161);
let l_6097 = bitcast<u32>(l_6096);
let l_6098 = l_6097 & u32(2147483647);
let l_6099 = bitcast<f32>(l_6098);
let l_6100 = f64(l_6099);
l_mut_3356 = l_6100;
let l_6101 = l_6098 < u32(8388608);
if l_6101 {
let l_6102 = f64(l_6098);
let l_6103 = l_6102 * f64(1.401298464324817e-45);
l_mut_3356 = l_6103;
}
let l_6104 = bitcast<u64>(l_mut_3356);
let l_6105 = l_6097 >> u32(31);
let l_6106 = u64(l_6105);
let l_6107 = l_6106 << u32(bitcast<u64>(u64(63)));
let l_6108 = l_6104 | l_6107;
let l_6109 = bitcast<f64>(l_6108);
l_mut_3866 = l_6109;
}
}
}
let l_6110 = -l_mut_3866;
l_mut_3866 = l_6110;
let l_6111 = l_6110 > f64(1000.0);
if l_6111 {
let l_6112 = bitcast<u64>(l_6110);
let l_6113 = l_6112 | u64(9218868437227405312);
let l_6114 = l_6113 & bitcast<u64>(i64(-4503599627370496));
let l_6115 = bitcast<f64>(l_6114);
l_mut_3866 = l_6115;
} else {
let l_6116 = l_6110 < f64(-1000.0);
if l_6116 {
l_mut_3866 = f64(0.0);
} else {
let l_6117 = is_nan_1_f64(l_6110);let l_6118 = !l_6117;
if l_6118 {
let l_6119 = l_6110 + f64(0.5);
let l_6120 = floor(l_6119);
let l_6121 = l_6110 - l_6120;
let l_6122 = l_6121 * f64(0.6931471824645996);
let l_6123 = l_6121 * f64(-1.904654299957768e-9);
let l_6124 = l_6122 + l_6123;
l_mut_3356 = l_6124;
let l_6125 = is_nan_1_f64(l_6124);if l_6125 {
} else {
let l_6126 = l_6124 < f64(-700.0);
if l_6126 {
l_mut_3356 = f64(0.0);
} else {
let l_6127 = l_6124 > f64(700.0);
if l_6127 {
let l_6128 = bitcast<u64>(l_6124);
let l_6129 = l_6128 | u64(9218868437227405312);
let l_6130 = l_6129 & bitcast<u64>(i64(-4503599627370496));
let l_6131 = bitcast<f64>(l_6130);
l_mut_3356 = l_6131;
} else {
let l_6132 = l_6124 * f64(1.4426950408889634);
let l_6133 = l_6132 + f64(0.5);
let l_6134 = floor(l_6133);
let l_6135 = l_6134 * f64(0.6931471824645996);
let l_6136 = l_6122 - l_6135;
let l_6137 = l_6136 * l_20;
let l_6138 = l_6134 * f64(-1.904654299957768e-9);
let l_6139 = l_6123 - l_6138;
let l_6140 = l_6137 + l_6139;
let l_6141 = l_6140 * f64(7.647163731819816e-13);
let l_6142 = l_6141 + f64(1.1470745597729725e-11);
l_mut_3102 = l_6142;
let l_6143 = l_mut_3102 * l_6140;
let l_6144 = l_6143 + f64(1.6059043836821613e-10);
l_mut_3102 = l_6144;
let l_6145 = l_mut_3102 * l_6140;
let l_6146 = l_6145 + f64(2.08767569878681e-9);
l_mut_3102 = l_6146;
let l_6147 = l_mut_3102 * l_6140;
let l_6148 = l_6147 + f64(2.505210838544172e-8);
l_mut_3102 = l_6148;
let l_6149 = l_mut_3102 * l_6140;
let l_6150 = l_6149 + f64(2.755731922398589e-7);
l_mut_3102 = l_6150;
let l_6151 = l_mut_3102 * l_6140;
let l_6152 = l_6151 + f64(2.7557319223985893e-6);
l_mut_3102 = l_6152;
let l_6153 = l_mut_3102 * l_6140;
let l_6154 = l_6153 + f64(2.48015873015873e-5);
l_mut_3102 = l_6154;
let l_6155 = l_mut_3102 * l_6140;
let l_6156 = l_6155 + f64(0.0001984126984126984);
l_mut_3102 = l_6156;
let l_6157 = l_mut_3102 * l_6140;
let l_6158 = l_6157 + f64(0.001388888888888889);
l_mut_3102 = l_6158;
let l_6159 = l_mut_3102 * l_6140;
let l_6160 = l_6159 + f64(0.008333333333333333);
l_mut_3102 = l_6160;
let l_6161 = l_mut_3102 * l_6140;
let l_6162 = l_6161 + f64(0.041666666666666664);
l_mut_3102 = l_6162;
let l_6163 = l_mut_3102 * l_6140;
let l_6164 = l_6163 + f64(0.16666666666666666);
l_mut_3102 = l_6164;
let l_6165 = l_mut_3102 * l_6140;
let l_6166 = l_6165 + f64(0.5);
l_mut_3102 = l_6166;
let l_6167 = l_6140 * l_6140;
let l_6168 = l_6167 * l_mut_3102;
let l_6169 = l_6140 + l_6168;
let l_6170 = f64(1.0) + l_6169;
let l_6171 = i32(l_6134);
let l_6172 = l_6171 + i32(1023);
let l_6173 = u64(l_6172);
let l_6174 = l_6173 << u32(bitcast<u64>(u64(52)));
let l_6175 = bitcast<f64>(l_6174);
let l_6176 = l_6170 * l_6175;
l_mut_3356 = l_6176;
}
}
}
let l_6177 = i32(l_6120);
let l_6178 = l_6177 + i32(1023);
let l_6179 = u64(l_6178);
let l_6180 = l_6179 << u32(bitcast<u64>(u64(52)));
let l_6181 = bitcast<f64>(l_6180);
let l_6182 = l_mut_3356 * l_6181;
l_mut_3866 = l_6182;
}
}
}
let l_6183 = l_mut_3612 * f64(1.4551915228366852e-11);
let l_6184 = l_mut_3866 * f64(1.4551915228366852e-11);
l_mut_5161 = u32(2);
let l_6185 = l_mut_3612 - l_6183;
let l_6186 = abs(l_6185);
l_mut_3356 = f64(1.401298464324817e-45);
let l_6187 = l_6186 >= f64(1.1754943508222875e-38);
let l_6188 = l_6186 <= f64(1.7976931348623157e308);
let l_6189 = l_6187 && l_6188;
if l_6189 {
let l_6190 = bitcast<u64>(l_6186);
let l_6191 = l_6190 >> u32(bitcast<u64>(u64(52)));
let l_6192 = l_6191 - u64(23);
let l_6193 = l_6192 << u32(bitcast<u64>(u64(52)));
let l_6194 = bitcast<f64>(l_6193);
l_mut_3356 = l_6194;
}
let l_6195 = l_mut_3612 + l_6183;
let l_6196 = abs(l_6195);
l_mut_3102 = f64(1.401298464324817e-45);
let l_6197 = l_6196 >= f64(1.1754943508222875e-38);
let l_6198 = l_6196 <= f64(1.7976931348623157e308);
let l_6199 = l_6197 && l_6198;
if l_6199 {
let l_6200 = bitcast<u64>(l_6196);
let l_6201 = l_6200 >> u32(bitcast<u64>(u64(52)));
let l_6202 = l_6201 - u64(23);
let l_6203 = l_6202 << u32(bitcast<u64>(u64(52)));
let l_6204 = bitcast<f64>(l_6203);
l_mut_3102 = l_6204;
}
let l_6205 = l_mut_3356 == l_mut_3102;
let l_6206 = l_mut_3866 - l_6184;
let l_6207 = abs(l_6206);
l_mut_3356 = f64(1.401298464324817e-45);
let l_6208 = l_6207 >= f64(1.1754943508222875e-38);
let l_6209 = l_6207 <= f64(1.7976931348623157e308);
let l_6210 = l_6208 && l_6209;
if l_6210 {
let l_6211 = bitcast<u64>(l_6207);
let l_6212 = l_6211 >> u32(bitcast<u64>(u64(52)));
let l_6213 = l_6212 - u64(23);
let l_6214 = l_6213 << u32(bitcast<u64>(u64(52)));
let l_6215 = bitcast<f64>(l_6214);
l_mut_3356 = l_6215;
}
let l_6216 = l_mut_3866 + l_6184;
let l_6217 = abs(l_6216);
l_mut_3102 = f64(1.401298464324817e-45);
let l_6218 = l_6217 >= f64(1.1754943508222875e-38);
let l_6219 = l_6217 <= f64(1.7976931348623157e308);
let l_6220 = l_6218 && l_6219;
if l_6220 {
let l_6221 = bitcast<u64>(l_6217);
let l_6222 = l_6221 >> u32(bitcast<u64>(u64(52)));
let l_6223 = l_6222 - u64(23);
let l_6224 = l_6223 << u32(bitcast<u64>(u64(52)));
let l_6225 = bitcast<f64>(l_6224);
l_mut_3102 = l_6225;
}
let l_6226 = l_mut_3356 == l_mut_3102;
let l_6227 = l_6205 && l_6226;
if l_6227 {
let l_6228 = l_907 * l_mut_3612;
let l_6229 = abs(l_mut_3612);
l_mut_3356 = f64(1.401298464324817e-45);
let l_6230 = l_6229 >= f64(1.1754943508222875e-38);
let l_6231 = l_6229 <= f64(1.7976931348623157e308);
let l_6232 = l_6230 && l_6231;
if l_6232 {
let l_6233 = bitcast<u64>(l_6229);
let l_6234 = l_6233 >> u32(bitcast<u64>(u64(52)));
let l_6235 = l_6234 - u64(23);
let l_6236 = l_6235 << u32(bitcast<u64>(u64(52)));
let l_6237 = bitcast<f64>(l_6236);
l_mut_3356 = l_6237;
}
let l_6238 = f64(0.5) * l_mut_3356;
l_mut_3356 = l_6228;
let l_6239 = l_6238 > l_6228;
if l_6239 {
l_mut_3356 = l_6238;
}
let l_6240 = l_907 * l_mut_3866;
let l_6241 = abs(l_mut_3866);
l_mut_3102 = f64(1.401298464324817e-45);
let l_6242 = l_6241 >= f64(1.1754943508222875e-38);
let l_6243 = l_6241 <= f64(1.7976931348623157e308);
let l_6244 = l_6242 && l_6243;
if l_6244 {
let l_6245 = bitcast<u64>(l_6241);
let l_6246 = l_6245 >> u32(bitcast<u64>(u64(52)));
let l_6247 = l_6246 - u64(23);
let l_6248 = l_6247 << u32(bitcast<u64>(u64(52)));
let l_6249 = bitcast<f64>(l_6248);
l_mut_3102 = l_6249;
}
let l_6250 = f64(0.5) * l_mut_3102;
l_mut_3102 = l_6240;
let l_6251 = l_6250 > l_6240;
if l_6251 {
l_mut_3102 = l_6250;
}
let l_6252 = l_mut_3612 - l_mut_3356;
let l_6253 = l_mut_3866 + l_mut_3102;
let l_6254 = bitcast<u32>(l_146);
let l_6255 = l_6254 & u32(2147483647);
let l_6256 = bitcast<f32>(l_6255);
let l_6257 = f64(l_6256);
l_mut_3866 = l_6257;
let l_6258 = l_6255 < u32(8388608);
if l_6258 {
let l_6259 = f64(l_6255);
let l_6260 = l_6259 * f64(1.401298464324817e-45);
l_mut_3866 = l_6260;
}
let l_6261 = bitcast<u64>(l_mut_3866);
let l_6262 = l_6254 >> u32(31);
let l_6263 = u64(l_6262);
let l_6264 = l_6263 << u32(bitcast<u64>(u64(63)));
let l_6265 = l_6261 | l_6264;
let l_6266 = bitcast<f64>(l_6265);
let l_6267 = bitcast<u32>(l_146);
let l_6268 = l_6267 + u32(1);
l_mut_4118 = l_6268;
let l_6269 = l_6267 & u32(2147483647);
let l_6270 = l_6269 == u32(0);
if l_6270 {
l_mut_4118 = u32(1);
} else {
let l_6271 = l_6267 & u32(2147483648);
let l_6272 = l_6271 != u32(0);
if l_6272 {
let l_6273 = l_6267 - u32(1);
l_mut_4118 = l_6273;
} else {
let l_6274 = l_6267 == u32(2139095040);
if l_6274 {
l_mut_4118 = l_6267;
}
}
}
let l_6275 = bitcast<f32>(l_mut_4118);
let l_6276 = bitcast<u32>(l_6275);
let l_6277 = l_6276 & u32(2147483647);
let l_6278 = bitcast<f32>(l_6277);
let l_6279 = f64(l_6278);
l_mut_3866 = l_6279;
let l_6280 = l_6277 < u32(8388608);
if l_6280 {
let l_6281 = f64(l_6277);
let l_6282 = l_6281 * f64(1.401298464324817e-45);
l_mut_3866 = l_6282;
}
let l_6283 = bitcast<u64>(l_mut_3866);
let l_6284 = l_6276 >> u32(31);
let l_6285 = u64(l_6284);
let l_6286 = l_6285 << u32(bitcast<u64>(u64(63)));
let l_6287 = l_6283 | l_6286;
let l_6288 = bitcast<f64>(l_6287);
let l_6289 = bitcast<u32>(l_146);
let l_6290 = l_6289 ^ u32(2147483648);
let l_6291 = bitcast<f32>(l_6290);
let l_6292 = bitcast<u32>(l_6291);
let l_6293 = l_6292 + u32(1);
l_mut_4118 = l_6293;
let l_6294 = l_6292 & u32(2147483647);
let l_6295 = l_6294 == u32(0);
if l_6295 {
l_mut_4118 = u32(1);
} else {
let l_6296 = l_6292 & u32(2147483648);
let l_6297 = l_6296 != u32(0);
if l_6297 {
let l_6298 = l_6292 - u32(1);
l_mut_4118 = l_6298;
} else {
let l_6299 = l_6292 == u32(2139095040);
if l_6299 {
l_mut_4118 = l_6292;
}
}
}
let l_6300 = bitcast<f32>(l_mut_4118);
let l_6301 = bitcast<u32>(l_6300);
let l_6302 = l_6301 ^ u32(2147483648);
let l_6303 = bitcast<f32>(l_6302);
let l_6304 = bitcast<u32>(l_6303);
let l_6305 = l_6304 & u32(2147483647);
let l_6306 = bitcast<f32>(l_6305);
let l_6307 = f64(l_6306);
l_mut_3866 = l_6307;
let l_6308 = l_6305 < u32(8388608);
if l_6308 {
let l_6309 = f64(l_6305);
let l_6310 = l_6309 * f64(1.401298464324817e-45);
l_mut_3866 = l_6310;
}
let l_6311 = bitcast<u64>(l_mut_3866);
let l_6312 = l_6304 >> u32(31);
let l_6313 = u64(l_6312);
let l_6314 = l_6313 << u32(bitcast<u64>(u64(63)));
let l_6315 = l_6311 | l_6314;
let l_6316 = bitcast<f64>(l_6315);
let l_6317 = l_6252 + l_6183;
let l_6318 = l_6317 <= l_6266;
l_mut_1034 = l_6318;
let l_6319 = l_6252 - l_6183;
let l_6320 = l_6319 > l_6266;
l_mut_1031 = l_6320;
let l_6321 = l_6253 - l_6184;
let l_6322 = l_6321 >= l_6266;
l_mut_1028 = l_6322;
let l_6323 = l_6253 + l_6184;
let l_6324 = l_6323 < l_6266;
l_mut_1025 = l_6324;
l_mut_4118 = u32(2);
let l_6325 = l_mut_1031 || l_mut_1025;
if l_6325 {
l_mut_4118 = u32(1);
} else {
let l_6326 = l_mut_1034 && l_mut_1028;
if l_6326 {
l_mut_4118 = u32(0);
}
}
let l_6327 = bitcast<u32>(l_146);
let l_6328 = l_6327 & u32(2147483647);
let l_6329 = l_6328 == u32(0);
if l_6329 {
let l_6330 = l_6252 + l_6183;
let l_6331 = l_6330 < f64(1.1754943508222875e-38);
let l_6332 = l_6253 - l_6184;
let l_6333 = l_6332 > f64(-1.1754943508222875e-38);
let l_6334 = l_6331 && l_6333;
let l_6335 = l_6252 - l_6183;
let l_6336 = l_6335 < f64(1.1754943508222875e-38);
let l_6337 = l_6253 + l_6184;
let l_6338 = l_6337 > f64(-1.1754943508222875e-38);
let l_6339 = l_6336 && l_6338;
if l_6334 {
l_mut_4118 = u32(0);
} else {
let l_6340 = l_mut_4118 == u32(1);
let l_6341 = l_6339 && l_6340;
if l_6341 {
l_mut_4118 = u32(2);
}
}
}
l_mut_5161 = l_mut_4118;
}
l_mut_379 = l_mut_5161;
} else {
let l_6342 = l_901 == u32(14);
if l_6342 {
l_mut_379 = u32(0);
let l_6343 = l_914 > f64(0.0);
if l_6343 {
let l_6344 = f32(l_914);
let l_6345 = bitcast<u32>(l_6344);
let l_6346 = l_6345 & u32(2147483647);
let l_6347 = bitcast<f32>(l_6346);
let l_6348 = f64(l_6347);
l_mut_3866 = l_6348;
let l_6349 = l_6346 < u32(8388608);
if l_6349 {
let l_6350 = f64(l_6346);
let l_6351 = l_6350 * f64(1.401298464324817e-45);
l_mut_3866 = l_6351;
}
let l_6352 = bitcast<u64>(l_mut_3866);
let l_6353 = l_6345 >> u32(31);
let l_6354 = u64(l_6353);
let l_6355 = l_6354 << u32(bitcast<u64>(u64(63)));
let l_6356 = l_6352 | l_6355;
let l_6357 = bitcast<f64>(l_6356);
l_mut_3866 = l_6357;
let l_6358 = l_6357 < f64(0.0);
if l_6358 {
let l_6359 = bitcast<u64>(l_6357);
let l_6360 = l_6359 | u64(9221120237041090560);
let l_6361 = bitcast<f64>(l_6360);
l_mut_3866 = l_6361;
} else {
let l_6362 = l_6357 == f64(0.0);
if l_6362 {
let l_6363 = abs(l_6357);
let l_6364 = bitcast<u64>(l_6363);
let l_6365 = l_6364 | u64(9218868437227405312);
let l_6366 = l_6365 & bitcast<u64>(i64(-4503599627370496));
let l_6367 = bitcast<f64>(l_6366);
let l_6368 = -l_6367;
l_mut_3866 = l_6368;
} else {
let l_6369 = bitcast<u32>(l_6344);
let l_6370 = l_6369 < u32(2139095040);
if l_6370 {
let l_6371 = bitcast<u64>(l_6357);
let l_6372 = l_6371 >> u32(bitcast<u64>(u64(52)));
let l_6373 = l_6372 & u64(2047);
let l_6374 = i32(bitcast<i64>(l_6373));
let l_6375 = l_6374 - i32(1023);
l_mut_308 = l_6375;
let l_6376 = l_6371 & u64(4503599627370495);
let l_6377 = l_6376 | u64(4607182418800017408);
let l_6378 = bitcast<f64>(l_6377);
l_mut_3612 = l_6378;
let l_6379 = l_mut_3612 > f64(1.4142135623730951);
if l_6379 {
l_mut_3612 = l_mut_3612 * f64(0.5);
l_mut_308 = l_mut_308 + i32(1);
}
let l_6380 = l_mut_3612 - f64(1.0);
let l_6381 = f64(2.0) + l_6380;
let l_6382 = l_6380 / l_6381;
let l_6383 = l_6382 * l_6382;
let l_6384 = l_6383 * f64(0.04);
let l_6385 = l_6384 + f64(0.043478260869565216);
l_mut_3612 = l_6385;
let l_6386 = l_mut_3612 * l_6383;
let l_6387 = l_6386 + f64(0.047619047619047616);
l_mut_3612 = l_6387;
let l_6388 = l_mut_3612 * l_6383;
let l_6389 = l_6388 + f64(0.05263157894736842);
l_mut_3612 = l_6389;
let l_6390 = l_mut_3612 * l_6383;
let l_6391 = l_6390 + f64(0.058823529411764705);
l_mut_3612 = l_6391;
let l_6392 = l_mut_3612 * l_6383;
let l_6393 = l_6392 + f64(0.06666666666666667);
l_mut_3612 = l_6393;
let l_6394 = l_mut_3612 * l_6383;
let l_6395 = l_6394 + f64(0.07692307692307693);
l_mut_3612 = l_6395;
let l_6396 = l_mut_3612 * l_6383;
let l_6397 = l_6396 + f64(0.09090909090909091);
l_mut_3612 = l_6397;
let l_6398 = l_mut_3612 * l_6383;
let l_6399 = l_6398 + f64(0.1111111111111111);
l_mut_3612 = l_6399;
let l_6400 = l_mut_3612 * l_6383;
let l_6401 = l_6400 + f64(0.14285714285714285);
l_mut_3612 = l_6401;
let l_6402 = l_mut_3612 * l_6383;
let l_6403 = l_6402 + f64(0.2);
l_mut_3612 = l_6403;
let l_6404 = l_mut_3612 * l_6383;
let l_6405 = l_6404 + f64(0.3333333333333333);
l_mut_3612 = l_6405;
let l_6406 = f64(2.0) * l_6382;
let l_6407 = f64(2.0) * l_6382;
let l_6408 = l_6407 * l_6383;
let l_6409 = l_6408 * l_mut_3612;
let l_6410 = l_6406 + l_6409;
let l_6411 = f64(l_mut_308);
let l_6412 = l_6411 * f64(0.6931471824645996);
let l_6413 = l_6411 * f64(-1.904654299957768e-9);
let l_6414 = l_6413 + l_6410;
let l_6415 = l_6412 + l_6414;
l_mut_3866 = l_6415;
}
}
}
let l_6416 = l_mut_3866 / f64(0.6931471805599453);
let l_6417 = abs(l_6416);
let l_6418 = l_907 * l_6417;
l_mut_3866 = l_6418;
let l_6419 = l_914 >= f64(0.5);
let l_6420 = l_914 <= f64(2.0);
let l_6421 = l_6419 && l_6420;
if l_6421 {
l_mut_3866 = l_907;
}
let l_6422 = abs(l_6416);
let l_6423 = l_6422 * f64(1.4551915228366852e-11);
let l_6424 = f64(1.0) + l_907;
let l_6425 = l_6423 * l_6424;
let l_6426 = l_6416 - l_mut_3866;
let l_6427 = l_6416 + l_mut_3866;
let l_6429 = l_6426 * l_910;
let l_6430 = l_6426 * l_913;
let l_6431 = l_6427 * l_910;
let l_6432 = l_6427 * l_913;
a_6428[u32(0)] = l_6429;
a_6428[u32(1)] = l_6429;
let l_6433 = a_6428[u32(0)];
let l_6434 = l_6430 < l_6433;
if l_6434 {
a_6428[u32(0)] = l_6430;
}
let l_6435 = a_6428[u32(0)];
let l_6436 = l_6431 < l_6435;
if l_6436 {
a_6428[u32(0)] = l_6431;
}
let l_6437 = a_6428[u32(0)];
let l_6438 = l_6432 < l_6437;
if l_6438 {
a_6428[u32(0)] = l_6432;
}
let l_6439 = a_6428[u32(1)];
let l_6440 = l_6430 > l_6439;
if l_6440 {
a_6428[u32(1)] = l_6430;
}
let l_6441 = a_6428[u32(1)];
let l_6442 = l_6431 > l_6441;
if l_6442 {
a_6428[u32(1)] = l_6431;
}
let l_6443 = a_6428[u32(1)];
let l_6444 = l_6432 > l_6443;
if l_6444 {
a_6428[u32(1)] = l_6432;
}
let l_6445 = l_6425 * l_913;
l_mut_5161 = u32(2);
let l_6446 = a_6428[u32(0)];
let l_6447 = l_6446 - l_6445;
let l_6448 = l_6447 * f64(7.1362384635298e44);
let l_6449 = floor(l_6448);
let l_6450 = l_6449 * f64(1.401298464324817e-45);
l_mut_3866 = l_6450;
let l_6451 = abs(l_6447);
let l_6452 = l_6451 >= f64(1.1754943508222875e-38);
if l_6452 {
let l_6453 = f32(l_6447);
let l_6454 = f64(l_6453);
l_mut_3866 = l_6454;
let l_6455 = l_mut_3866 > l_6447;
if l_6455 {
let l_6456 = bitcast<u32>(l_6453);
let l_6457 = l_6456 ^ u32(2147483648);
let l_6458 = bitcast<f32>(l_6457);
let l_6459 = bitcast<u32>(l_6458);
let l_6460 = l_6459 + u32(1);
l_mut_4118 = l_6460;
let l_6461 = l_6459 & u32(2147483647);
let l_6462 = l_6461 == u32(0);
if l_6462 {
l_mut_4118 = u32(1);
} else {
let l_6463 = l_6459 & u32(2147483648);
let l_6464 = l_6463 != u32(0);
if l_6464 {
let l_6465 = l_6459 - u32(1);
l_mut_4118 = l_6465;
} else {
let l_6466 = l_6459 == u32(2139095040);
if l_6466 {
l_mut_4118 = l_6459;
}
}
}
let l_6467 = bitcast<f32>(l_mut_4118);
let l_6468 = bitcast<u32>(l_6467);
let l_6469 = l_6468 ^ u32(2147483648);
let l_6470 = bitcast<f32>(l_6469);
let l_6471 = bitcast<u32>(l_6470);
let l_6472 = l_6471 & u32(2147483647);
let l_6473 = bitcast<f32>(l_6472);
let l_6474 = f64(l_6473);
l_mut_3612 = l_6474;
let l_6475 = l_6472 < u32(8388608);
if l_6475 {
let l_6476 = f64(l_6472);
let l_6477 = l_6476 * f64(1.401298464324817e-45);
l_mut_3612 = l_6477;
}
let l_6478 = bitcast<u64>(l_mut_3612);
let l_6479 = l_6471 >> u32(31);
let l_6480 = u64(l_6479);
let l_6481 = l_6480 << u32(bitcast<u64>(u64(63)));
let l_6482 = l_6478 | l_6481;
let l_6483 = bitcast<f64>(l_6482);
l_mut_3866 = l_6483;
} else {
let l_6484 = bitcast<u32>(l_6453);
let l_6485 = l_6484 + u32(1);
l_mut_4118 = l_6485;
let l_6486 = l_6484 & u32(2147483647);
let l_6487 = l_6486 == u32(0);
if l_6487 {
l_mut_4118 = u32(1);
} else {
let l_6488 = l_6484 & u32(2147483648);
let l_6489 = l_6488 != u32(0);
if l_6489 {
let l_6490 = l_6484 - u32(1);
l_mut_4118 = l_6490;
} else {
let l_6491 = l_6484 == u32(2139095040);
if l_6491 {
l_mut_4118 = l_6484;
}
}
}
let l_6492 = bitcast<f32>(l_mut_4118);
let l_6493 = bitcast<u32>(l_6492);
let l_6494 = l_6493 & u32(2147483647);
let l_6495 = bitcast<f32>(l_6494);
let l_6496 = f64(l_6495);
l_mut_3612 = l_6496;
let l_6497 = l_6494 < u32(8388608);
if l_6497 {
let l_6498 = f64(l_6494);
let l_6499 = l_6498 * f64(1.401298464324817e-45);
l_mut_3612 = l_6499;
}
let l_6500 = bitcast<u64>(l_mut_3612);
let l_6501 = l_6493 >> u32(31);
let l_6502 = u64(l_6501);
let l_6503 = l_6502 << u32(bitcast<u64>(u64(63)));
let l_6504 = l_6500 | l_6503;
let l_6505 = bitcast<f64>(l_6504);
let l_6506 = l_6505 <= l_6447;
if l_6506 {
let l_6507 = bitcast<u32>(l_6453);
let l_6508 = l_6507 + u32(1);
l_mut_4118 = l_6508;
let l_6509 = l_6507 & u32(2147483647);
let l_6510 = l_6509 == u32(0);
if l_6510 {
l_mut_4118 = u32(1);
} else {
let l_6511 = l_6507 & u32(2147483648);
let l_6512 = l_6511 != u32(0);
if l_6512 {
let l_6513 = l_6507 - u32(1);
l_mut_4118 = l_6513;
} else {
let l_6514 = l_6507 == u32(2139095040);
if l_6514 {
l_mut_4118 = l_6507;
}
}
}
let l_6515 = bitcast<f32>(l_mut_4118);
let l_6516 = bitcast<u32>(l_6515);
let l_6517 = l_6516 & u32(2147483647);
let l_6518 = bitcast<f32>(l_6517);
let l_6519 = f64(l_6518);
l_mut_3612 = l_6519;
let l_6520 = l_6517 < u32(8388608);
if l_6520 {
let l_6521 = f64(l_6517);
let l_6522 = l_6521 * f64(1.401298464324817e-45);
l_mut_3612 = l_6522;
}
let l_6523 = bitcast<u64>(l_mut_3612);
let l_6524 = l_6516 >> u32(31);
let l_6525 = u64(l_6524);
let l_6526 = l_6525 << u32(bitcast<u64>(u64(63)));
let l_6527 = l_6523 | l_6526;
let l_6528 = bitcast<f64>(l_6527);
l_mut_3866 = l_6528;
}
}
}
let l_6529 = l_6446 + l_6445;
let l_6530 = l_6529 * f64(7.1362384635298e44);
let l_6531 = floor(l_6530);
let l_6532 = l_6531 * f64(1.401298464324817e-45);
l_mut_3612 = l_6532;
let l_6533 = abs(l_6529);
let l_6534 = l_6533 >= f64(1.1754943508222875e-38);
if l_6534 {
let l_6535 = f32(l_6529);
let l_6536 = f64(l_6535);
l_mut_3612 = l_6536;
let l_6537 = l_mut_3612 > l_6529;
if l_6537 {
let l_6538 = bitcast<u32>(l_6535);
let l_6539 = l_6538 ^ u32(2147483648);
let l_6540 = bitcast<f32>(l_6539);
let l_6541 = bitcast<u32>(l_6540);
let l_6542 = l_6541 + u32(1);
l_mut_4118 = l_6542;
let l_6543 = l_6541 & u32(2147483647);
let l_6544 = l_6543 == u32(0);
if l_6544 {
l_mut_4118 = u32(1);
} else {
let l_6545 = l_6541 & u32(2147483648);
let l_6546 = l_6545 != u32(0);
if l_6546 {
let l_6547 = l_6541 - u32(1);
l_mut_4118 = l_6547;
} else {
let l_6548 = l_6541 == u32(2139095040);
if l_6548 {
l_mut_4118 = l_6541;
}
}
}
let l_6549 = bitcast<f32>(l_mut_4118);
let l_6550 = bitcast<u32>(l_6549);
let l_6551 = l_6550 ^ u32(2147483648);
let l_6552 = bitcast<f32>(l_6551);
let l_6553 = bitcast<u32>(l_6552);
let l_6554 = l_6553 & u32(2147483647);
let l_6555 = bitcast<f32>(l_6554);
let l_6556 = f64(l_6555);
l_mut_3356 = l_6556;
let l_6557 = l_6554 < u32(8388608);
if l_6557 {
let l_6558 = f64(l_6554);
let l_6559 = l_6558 * f64(1.401298464324817e-45);
l_mut_3356 = l_6559;
}
let l_6560 = bitcast<u64>(l_mut_3356);
let l_6561 = l_6553 >> u32(31);
let l_6562 = u64(l_6561);
let l_6563 = l_6562 << u32(bitcast<u64>(u64(63)));
let l_6564 = l_6560 | l_6563;
let l_6565 = bitcast<f64>(l_6564);
l_mut_3612 = l_6565;
} else {
let l_6566 = bitcast<u32>(l_6535);
let l_6567 = l_6566 + u32(1);
l_mut_4118 = l_6567;
let l_6568 = l_6566 & u32(2147483647);
let l_6569 = l_6568 == u32(0);
if l_6569 {
l_mut_4118 = u32(1);
} else {
let l_6570 = l_6566 & u32(2147483648);
let l_6571 = l_6570 != u32(0);
if l_6571 {
let l_6572 = l_6566 - u32(1);
l_mut_4118 = l_6572;
} else {
let l_6573 = l_6566 == u32(2139095040);
if l_6573 {
l_mut_4118 = l_6566;
}
}
}
let l_6574 = bitcast<f32>(l_mut_4118);
let l_6575 = bitcast<u32>(l_6574);
let l_6576 = l_6575 & u32(2147483647);
let l_6577 = bitcast<f32>(l_6576);
let l_6578 = f64(l_6577);
l_mut_3356 = l_6578;
let l_6579 = l_6576 < u32(8388608);
if l_6579 {
let l_6580 = f64(l_6576);
let l_6581 = l_6580 * f64(1.401298464324817e-45);
l_mut_3356 = l_6581;
}
let l_6582 = bitcast<u64>(l_mut_3356);
let l_6583 = l_6575 >> u32(31);
let l_6584 = u64(l_6583);
let l_6585 = l_6584 << u32(bitcast<u64>(u64(63)));
let l_6586 = l_6582 | l_6585;
let l_6587 = bitcast<f64>(l_6586);
let l_6588 = l_6587 <= l_6529;
if l_6588 {
let l_6589 = bitcast<u32>(l_6535);
let l_6590 = l_6589 + u32(1);
l_mut_4118 = l_6590;
let l_6591 = l_6589 & u32(2147483647);
let l_6592 = l_6591 == u32(0);
if l_6592 {
l_mut_4118 = u32(1);
} else {
let l_6593 = l_6589 & u32(2147483648);
let l_6594 = l_6593 != u32(0);
if l_6594 {
let l_6595 = l_6589 - u32(1);
l_mut_4118 = l_6595;
} else {
let l_6596 = l_6589 == u32(2139095040);
if l_6596 {
l_mut_4118 = l_6589;
}
}
}
let l_6597 = bitcast<f32>(l_mut_4118);
let l_6598 = bitcast<u32>(l_6597);
let l_6599 = l_6598 & u32(2147483647);
let l_6600 = bitcast<f32>(l_6599);
let l_6601 = f64(l_6600);
l_mut_3356 = l_6601;
let l_6602 = l_6599 < u32(8388608);
if l_6602 {
let l_6603 = f64(l_6599);
let l_6604 = l_6603 * f64(1.401298464324817e-45);
l_mut_3356 = l_6604;
}
let l_6605 = bitcast<u64>(l_mut_3356);
let l_6606 = l_6598 >> u32(31);
let l_6607 = u64(l_6606);
let l_6608 = l_6607 << u32(bitcast<u64>(u64(63)));
let l_6609 = l_6605 | l_6608;
let l_6610 = bitcast<f64>(l_6609);
l_mut_3612 = l_6610;
}
}
}
let l_6611 = l_mut_3866 == l_mut_3612;
let l_6612 = a_6428[u32(1)];
let l_6613 = l_6612 - l_6445;
let l_6614 = l_6613 * f64(7.1362384635298e44);
let l_6615 = floor(l_6614);
let l_6616 = l_6615 * f64(1.401298464324817e-45);
l_mut_3866 = l_6616;
let l_6617 = abs(l_6613);
let l_6618 = l_6617 >= f64(1.1754943508222875e-38);
if l_6618 {
let l_6619 = f32(l_6613);
let l_6620 = f64(l_6619);
l_mut_3866 = l_6620;
let l_6621 = l_mut_3866 > l_6613;
if l_6621 {
let l_6622 = bitcast<u32>(l_6619);
let l_6623 = l_6622 ^ u32(2147483648);
let l_6624 = bitcast<f32>(l_6623);
let l_6625 = bitcast<u32>(l_6624);
let l_6626 = l_6625 + u32(1);
l_mut_4118 = l_6626;
let l_6627 = l_6625 & u32(2147483647);
let l_6628 = l_6627 == u32(0);
if l_6628 {
l_mut_4118 = u32(1);
} else {
let l_6629 = l_6625 & u32(2147483648);
let l_6630 = l_6629 != u32(0);
if l_6630 {
let l_6631 = l_6625 - u32(1);
l_mut_4118 = l_6631;
} else {
let l_6632 = l_6625 == u32(2139095040);
if l_6632 {
l_mut_4118 = l_6625;
}
}
}
let l_6633 = bitcast<f32>(l_mut_4118);
let l_6634 = bitcast<u32>(l_6633);
let l_6635 = l_6634 ^ u32(2147483648);
let l_6636 = bitcast<f32>(l_6635);
let l_6637 = bitcast<u32>(l_6636);
let l_6638 = l_6637 & u32(2147483647);
let l_6639 = bitcast<f32>(l_6638);
let l_6640 = f64(l_6639);
l_mut_3612 = l_6640;
let l_6641 = l_6638 < u32(8388608);
if l_6641 {
let l_6642 = f64(l_6638);
let l_6643 = l_6642 * f64(1.401298464324817e-45);
l_mut_3612 = l_6643;
}
let l_6644 = bitcast<u64>(l_mut_3612);
let l_6645 = l_6637 >> u32(31);
let l_6646 = u64(l_6645);
let l_6647 = l_6646 << u32(bitcast<u64>(u64(63)));
let l_6648 = l_6644 | l_6647;
let l_6649 = bitcast<f64>(l_6648);
l_mut_3866 = l_6649;
} else {
let l_6650 = bitcast<u32>(l_6619);
let l_6651 = l_6650 + u32(1);
l_mut_4118 = l_6651;
let l_6652 = l_6650 & u32(2147483647);
let l_6653 = l_6652 == u32(0);
if l_6653 {
l_mut_4118 = u32(1);
} else {
let l_6654 = l_6650 & u32(2147483648);
let l_6655 = l_6654 != u32(0);
if l_6655 {
let l_6656 = l_6650 - u32(1);
l_mut_4118 = l_6656;
} else {
let l_6657 = l_6650 == u32(2139095040);
if l_6657 {
l_mut_4118 = l_6650;
}
}
}
let l_6658 = bitcast<f32>(l_mut_4118);
let l_6659 = bitcast<u32>(l_6658);
let l_6660 = l_6659 & u32(2147483647);
let l_6661 = bitcast<f32>(l_6660);
let l_6662 = f64(l_6661);
l_mut_3612 = l_6662;
let l_6663 = l_6660 < u32(8388608);
if l_6663 {
let l_6664 = f64(l_6660);
let l_6665 = l_6664 * f64(1.401298464324817e-45);
l_mut_3612 = l_6665;
}
let l_6666 = bitcast<u64>(l_mut_3612);
let l_6667 = l_6659 >> u32(31);
let l_6668 = u64(l_6667);
let l_6669 = l_6668 << u32(bitcast<u64>(u64(63)));
let l_6670 = l_6666 | l_6669;
let l_6671 = bitcast<f64>(l_6670);
let l_6672 = l_6671 <= l_6613;
if l_6672 {
let l_6673 = bitcast<u32>(l_6619);
let l_6674 = l_6673 + u32(1);
l_mut_4118 = l_6674;
let l_6675 = l_6673 & u32(2147483647);
let l_6676 = l_6675 == u32(0);
if l_6676 {
l_mut_4118 = u32(1);
} else {
let l_6677 = l_6673 & u32(2147483648);
let l_6678 = l_6677 != u32(0);
if l_6678 {
let l_6679 = l_6673 - u32(1);
l_mut_4118 = l_6679;
} else {
let l_6680 = l_6673 == u32(2139095040);
if l_6680 {
l_mut_4118 = l_6673;
}
}
}
let l_6681 = bitcast<f32>(l_mut_4118);
let l_6682 = bitcast<u32>(l_6681);
let l_6683 = l_6682 & u32(2147483647);
let l_6684 = bitcast<f32>(l_6683);
let l_6685 = f64(l_6684);
l_mut_3612 = l_6685;
let l_6686 = l_6683 < u32(8388608);
if l_6686 {
let l_6687 = f64(l_6683);
let l_6688 = l_6687 * f64(1.401298464324817e-45);
l_mut_3612 = l_6688;
}
let l_6689 = bitcast<u64>(l_mut_3612);
let l_6690 = l_6682 >> u32(31);
let l_6691 = u64(l_6690);
let l_6692 = l_6691 << u32(bitcast<u64>(u64(63)));
let l_6693 = l_6689 | l_6692;
let l_6694 = bitcast<f64>(l_6693);
l_mut_3866 = l_6694;
}
}
}
let l_6695 = l_6612 + l_6445;
let l_6696 = l_6695 * f64(7.1362384635298e44);
let l_6697 = floor(l_6696);
let l_6698 = l_6697 * f64(1.401298464324817e-45);
l_mut_3612 = l_6698;
let l_6699 = abs(l_6695);
let l_6700 = l_6699 >= f64(1.1754943508222875e-38);
if l_6700 {
let l_6701 = f32(l_6695);
let l_6702 = f64(l_6701);
l_mut_3612 = l_6702;
let l_6703 = l_mut_3612 > l_6695;
if l_6703 {
let l_6704 = bitcast<u32>(l_6701);
let l_6705 = l_6704 ^ u32(2147483648);
let l_6706 = bitcast<f32>(l_6705);
let l_6707 = bitcast<u32>(l_6706);
let l_6708 = l_6707 + u32(1);
l_mut_4118 = l_6708;
let l_6709 = l_6707 & u32(2147483647);
let l_6710 = l_6709 == u32(0);
if l_6710 {
l_mut_4118 = u32(1);
} else {
let l_6711 = l_6707 & u32(2147483648);
let l_6712 = l_6711 != u32(0);
if l_6712 {
let l_6713 = l_6707 - u32(1);
l_mut_4118 = l_6713;
} else {
let l_6714 = l_6707 == u32(2139095040);
if l_6714 {
l_mut_4118 = l_6707;
}
}
}
let l_6715 = bitcast<f32>(l_mut_4118);
let l_6716 = bitcast<u32>(l_6715);
let l_6717 = l_6716 ^ u32(2147483648);
let l_6718 = bitcast<f32>(l_6717);
let l_6719 = bitcast<u32>(l_6718);
let l_6720 = l_6719 & u32(2147483647);
let l_6721 = bitcast<f32>(l_6720);
let l_6722 = f64(l_6721);
l_mut_3356 = l_6722;
let l_6723 = l_6720 < u32(8388608);
if l_6723 {
let l_6724 = f64(l_6720);
let l_6725 = l_6724 * f64(1.401298464324817e-45);
l_mut_3356 = l_6725;
}
let l_6726 = bitcast<u64>(l_mut_3356);
let l_6727 = l_6719 >> u32(31);
let l_6728 = u64(l_6727);
let l_6729 = l_6728 << u32(bitcast<u64>(u64(63)));
let l_6730 = l_6726 | l_6729;
let l_6731 = bitcast<f64>(l_6730);
l_mut_3612 = l_6731;
} else {
let l_6732 = bitcast<u32>(l_6701);
let l_6733 = l_6732 + u32(1);
l_mut_4118 = l_6733;
let l_6734 = l_6732 & u32(2147483647);
let l_6735 = l_6734 == u32(0);
if l_6735 {
l_mut_4118 = u32(1);
} else {
let l_6736 = l_6732 & u32(2147483648);
let l_6737 = l_6736 != u32(0);
if l_6737 {
let l_6738 = l_6732 - u32(1);
l_mut_4118 = l_6738;
} else {
let l_6739 = l_6732 == u32(2139095040);
if l_6739 {
l_mut_4118 = l_6732;
}
}
}
let l_6740 = bitcast<f32>(l_mut_4118);
let l_6741 = bitcast<u32>(l_6740);
let l_6742 = l_6741 & u32(2147483647);
let l_6743 = bitcast<f32>(l_6742);
let l_6744 = f64(l_6743);
l_mut_3356 = l_6744;
let l_6745 = l_6742 < u32(8388608);
if l_6745 {
let l_6746 = f64(l_6742);
let l_6747 = l_6746 * f64(1.401298464324817e-45);
l_mut_3356 = l_6747;
}
let l_6748 = bitcast<u64>(l_mut_3356);
let l_6749 = l_6741 >> u32(31);
let l_6750 = u64(l_6749);
let l_6751 = l_6750 << u32(bitcast<u64>(u64(63)));
let l_6752 = l_6748 | l_6751;
let l_6753 = bitcast<f64>(l_6752);
let l_6754 = l_6753 <= l_6695;
if l_6754 {
let l_6755 = bitcast<u32>(l_6701);
let l_6756 = l_6755 + u32(1);
l_mut_4118 = l_6756;
let l_6757 = l_6755 & u32(2147483647);
let l_6758 = l_6757 == u32(0);
if l_6758 {
l_mut_4118 = u32(1);
} else {
let l_6759 = l_6755 & u32(2147483648);
let l_6760 = l_6759 != u32(0);
if l_6760 {
let l_6761 = l_6755 - u32(1);
l_mut_4118 = l_6761;
} else {
let l_6762 = l_6755 == u32(2139095040);
if l_6762 {
l_mut_4118 = l_6755;
}
}
}
let l_6763 = bitcast<f32>(l_mut_4118);
let l_6764 = bitcast<u32>(l_6763);
let l_6765 = l_6764 & u32(2147483647);
let l_6766 = bitcast<f32>(l_6765);
let l_6767 = f64(l_6766);
l_mut_3356 = l_6767;
let l_6768 = l_6765 < u32(8388608);
if l_6768 {
let l_6769 = f64(l_6765);
let l_6770 = l_6769 * f64(1.401298464324817e-45);
l_mut_3356 = l_6770;
}
let l_6771 = bitcast<u64>(l_mut_3356);
let l_6772 = l_6764 >> u32(31);
let l_6773 = u64(l_6772);
let l_6774 = l_6773 << u32(bitcast<u64>(u64(63)));
let l_6775 = l_6771 | l_6774;
let l_6776 = bitcast<f64>(l_6775);
l_mut_3612 = l_6776;
}
}
}
let l_6777 = l_mut_3866 == l_mut_3612;
let l_6778 = l_6611 && l_6777;
if l_6778 {
let l_6779 = a_6428[u32(0)];
let l_6780 = l_6779 * f64(7.1362384635298e44);
let l_6781 = floor(l_6780);
let l_6782 = l_6781 * f64(1.401298464324817e-45);
l_mut_3866 = l_6782;
let l_6783 = abs(l_6779);
let l_6784 = l_6783 >= f64(1.1754943508222875e-38);
if l_6784 {
let l_6785 = f32(l_6779);
let l_6786 = f64(l_6785);
l_mut_3866 = l_6786;
let l_6787 = l_mut_3866 > l_6779;
if l_6787 {
let l_6788 = bitcast<u32>(l_6785);
let l_6789 = l_6788 ^ u32(2147483648);
let l_6790 = bitcast<f32>(l_6789);
let l_6791 = bitcast<u32>(l_6790);
let l_6792 = l_6791 + u32(1);
l_mut_4118 = l_6792;
let l_6793 = l_6791 & u32(2147483647);
let l_6794 = l_6793 == u32(0);
if l_6794 {
l_mut_4118 = u32(1);
} else {
let l_6795 = l_6791 & u32(2147483648);
let l_6796 = l_6795 != u32(0);
if l_6796 {
let l_6797 = l_6791 - u32(1);
l_mut_4118 = l_6797;
} else {
let l_6798 = l_6791 == u32(2139095040);
if l_6798 {
l_mut_4118 = l_6791;
}
}
}
let l_6799 = bitcast<f32>(l_mut_4118);
let l_6800 = bitcast<u32>(l_6799);
let l_6801 = l_6800 ^ u32(2147483648);
let l_6802 = bitcast<f32>(l_6801);
let l_6803 = bitcast<u32>(l_6802);
let l_6804 = l_6803 & u32(2147483647);
let l_6805 = bitcast<f32>(l_6804);
let l_6806 = f64(l_6805);
l_mut_3612 = l_6806;
let l_6807 = l_6804 < u32(8388608);
if l_6807 {
let l_6808 = f64(l_6804);
let l_6809 = l_6808 * f64(1.401298464324817e-45);
l_mut_3612 = l_6809;
}
let l_6810 = bitcast<u64>(l_mut_3612);
let l_6811 = l_6803 >> u32(31);
let l_6812 = u64(l_6811);
let l_6813 = l_6812 << u32(bitcast<u64>(u64(63)));
let l_6814 = l_6810 | l_6813;
let l_6815 = bitcast<f64>(l_6814);
l_mut_3866 = l_6815;
} else {
let l_6816 = bitcast<u32>(l_6785);
let l_6817 = l_6816 + u32(1);
l_mut_4118 = l_6817;
let l_6818 = l_6816 & u32(2147483647);
let l_6819 = l_6818 == u32(0);
if l_6819 {
l_mut_4118 = u32(1);
} else {
let l_6820 = l_6816 & u32(2147483648);
let l_6821 = l_6820 != u32(0);
if l_6821 {
let l_6822 = l_6816 - u32(1);
l_mut_4118 = l_6822;
} else {
let l_6823 = l_6816 == u32(2139095040);
if l_6823 {
l_mut_4118 = l_6816;
}
}
}
let l_6824 = bitcast<f32>(l_mut_4118);
let l_6825 = bitcast<u32>(l_6824);
let l_6826 = l_6825 & u32(2147483647);
let l_6827 = bitcast<f32>(l_6826);
let l_6828 = f64(l_6827);
l_mut_3612 = l_6828;
let l_6829 = l_6826 < u32(8388608);
if l_6829 {
let l_6830 = f64(l_6826);
let l_6831 = l_6830 * f64(1.401298464324817e-45);
l_mut_3612 = l_6831;
}
let l_6832 = bitcast<u64>(l_mut_3612);
let l_6833 = l_6825 >> u32(31);
let l_6834 = u64(l_6833);
let l_6835 = l_6834 << u32(bitcast<u64>(u64(63)));
let l_6836 = l_6832 | l_6835;
let l_6837 = bitcast<f64>(l_6836);
let l_6838 = l_6837 <= l_6779;
if l_6838 {
let l_6839 = bitcast<u32>(l_6785);
let l_6840 = l_6839 + u32(1);
l_mut_4118 = l_6840;
let l_6841 = l_6839 & u32(2147483647);
let l_6842 = l_6841 == u32(0);
if l_6842 {
l_mut_4118 = u32(1);
} else {
let l_6843 = l_6839 & u32(2147483648);
let l_6844 = l_6843 != u32(0);
if l_6844 {
let l_6845 = l_6839 - u32(1);
l_mut_4118 = l_6845;
} else {
let l_6846 = l_6839 == u32(2139095040);
if l_6846 {
l_mut_4118 = l_6839;
}
}
}
let l_6847 = bitcast<f32>(l_mut_4118);
let l_6848 = bitcast<u32>(l_6847);
let l_6849 = l_6848 & u32(2147483647);
let l_6850 = bitcast<f32>(l_6849);
let l_6851 = f64(l_6850);
l_mut_3612 = l_6851;
let l_6852 = l_6849 < u32(8388608);
if l_6852 {
let l_6853 = f64(l_6849);
let l_6854 = l_6853 * f64(1.401298464324817e-45);
l_mut_3612 = l_6854;
}
let l_6855 = bitcast<u64>(l_mut_3612);
let l_6856 = l_6848 >> u32(31);
let l_6857 = u64(l_6856);
let l_6858 = l_6857 << u32(bitcast<u64>(u64(63)));
let l_6859 = l_6855 | l_6858;
let l_6860 = bitcast<f64>(l_6859);
l_mut_3866 = l_6860;
}
}
}
let l_6861 = a_6428[u32(1)];
let l_6862 = -l_6861;
let l_6863 = l_6862 * f64(7.1362384635298e44);
let l_6864 = floor(l_6863);
let l_6865 = l_6864 * f64(1.401298464324817e-45);
l_mut_3612 = l_6865;
let l_6866 = abs(l_6862);
let l_6867 = l_6866 >= f64(1.1754943508222875e-38);
if l_6867 {
let l_6868 = f32(l_6862);
let l_6869 = f64(l_6868);
l_mut_3612 = l_6869;
let l_6870 = l_mut_3612 > l_6862;
if l_6870 {
let l_6871 = bitcast<u32>(l_6868);
let l_6872 = l_6871 ^ u32(2147483648);
let l_6873 = bitcast<f32>(l_6872);
let l_6874 = bitcast<u32>(l_6873);
let l_6875 = l_6874 + u32(1);
l_mut_4118 = l_6875;
let l_6876 = l_6874 & u32(2147483647);
let l_6877 = l_6876 == u32(0);
if l_6877 {
l_mut_4118 = u32(1);
} else {
let l_6878 = l_6874 & u32(2147483648);
let l_6879 = l_6878 != u32(0);
if l_6879 {
let l_6880 = l_6874 - u32(1);
l_mut_4118 = l_6880;
} else {
let l_6881 = l_6874 == u32(2139095040);
if l_6881 {
l_mut_4118 = l_6874;
}
}
}
let l_6882 = bitcast<f32>(l_mut_4118);
let l_6883 = bitcast<u32>(l_6882);
let l_6884 = l_6883 ^ u32(2147483648);
let l_6885 = bitcast<f32>(l_6884);
let l_6886 = bitcast<u32>(l_6885);
let l_6887 = l_6886 & u32(2147483647);
let l_6888 = bitcast<f32>(l_6887);
let l_6889 = f64(l_6888);
l_mut_3356 = l_6889;
let l_6890 = l_6887 < u32(8388608);
if l_6890 {
let l_6891 = f64(l_6887);
let l_6892 = l_6891 * f64(1.401298464324817e-45);
l_mut_3356 = l_6892;
}
let l_6893 = bitcast<u64>(l_mut_3356);
let l_6894 = l_6886 >> u32(31);
let l_6895 = u64(l_6894);
let l_6896 = l_6895 << u32(bitcast<u64>(u64(63)));
let l_6897 = l_6893 | l_6896;
let l_6898 = bitcast<f64>(l_6897);
l_mut_3612 = l_6898;
} else {
let l_6899 = bitcast<u32>(l_6868);
let l_6900 = l_6899 + u32(1);
l_mut_4118 = l_6900;
let l_6901 = l_6899 & u32(2147483647);
let l_6902 = l_6901 == u32(0);
if l_6902 {
l_mut_4118 = u32(1);
} else {
let l_6903 = l_6899 & u32(2147483648);
let l_6904 = l_6903 != u32(0);
if l_6904 {
let l_6905 = l_6899 - u32(1);
l_mut_4118 = l_6905;
} else {
let l_6906 = l_6899 == u32(2139095040);
if l_6906 {
l_mut_4118 = l_6899;
}
}
}
let l_6907 = bitcast<f32>(l_mut_4118);
let l_6908 = bitcast<u32>(l_6907);
let l_6909 = l_6908 & u32(2147483647);
let l_6910 = bitcast<f32>(l_6909);
let l_6911 = f64(l_6910);
l_mut_3356 = l_6911;
let l_6912 = l_6909 < u32(8388608);
if l_6912 {
let l_6913 = f64(l_6909);
let l_6914 = l_6913 * f64(1.401298464324817e-45);
l_mut_3356 = l_6914;
}
let l_6915 = bitcast<u64>(l_mut_3356);
let l_6916 = l_6908 >> u32(31);
let l_6917 = u64(l_6916);
let l_6918 = l_6917 << u32(bitcast<u64>(u64(63)));
let l_6919 = l_6915 | l_6918;
let l_6920 = bitcast<f64>(l_6919);
let l_6921 = l_6920 <= l_6862;
if l_6921 {
let l_6922 = bitcast<u32>(l_6868);
let l_6923 = l_6922 + u32(1);
l_mut_4118 = l_6923;
let l_6924 = l_6922 & u32(2147483647);
let l_6925 = l_6924 == u32(0);
if l_6925 {
l_mut_4118 = u32(1);
} else {
let l_6926 = l_6922 & u32(2147483648);
let l_6927 = l_6926 != u32(0);
if l_6927 {
let l_6928 = l_6922 - u32(1);
l_mut_4118 = l_6928;
} else {
let l_6929 = l_6922 == u32(2139095040);
if l_6929 {
l_mut_4118 = l_6922;
}
}
}
let l_6930 = bitcast<f32>(l_mut_4118);
let l_6931 = bitcast<u32>(l_6930);
let l_6932 = l_6931 & u32(2147483647);
let l_6933 = bitcast<f32>(l_6932);
let l_6934 = f64(l_6933);
l_mut_3356 = l_6934;
let l_6935 = l_6932 < u32(8388608);
if l_6935 {
let l_6936 = f64(l_6932);
let l_6937 = l_6936 * f64(1.401298464324817e-45);
l_mut_3356 = l_6937;
}
let l_6938 = bitcast<u64>(l_mut_3356);
let l_6939 = l_6931 >> u32(31);
let l_6940 = u64(l_6939);
let l_6941 = l_6940 << u32(bitcast<u64>(u64(63)));
let l_6942 = l_6938 | l_6941;
let l_6943 = bitcast<f64>(l_6942);
l_mut_3612 = l_6943;
}
}
}
let l_6944 = -l_mut_3612;
let l_6945 = bitcast<u32>(l_146);
let l_6946 = l_6945 & u32(2147483647);
let l_6947 = bitcast<f32>(l_6946);
let l_6948 = f64(l_6947);
l_mut_3612 = l_6948;
let l_6949 = l_6946 < u32(8388608);
if l_6949 {
let l_6950 = f64(l_6946);
let l_6951 = l_6950 * f64(1.401298464324817e-45);
l_mut_3612 = l_6951;
}
let l_6952 = bitcast<u64>(l_mut_3612);
let l_6953 = l_6945 >> u32(31);
let l_6954 = u64(l_6953);
let l_6955 = l_6954 << u32(bitcast<u64>(u64(63)));
let l_6956 = l_6952 | l_6955;
let l_6957 = bitcast<f64>(l_6956);
let l_6958 = bitcast<u32>(l_146);
let l_6959 = l_6958 + u32(1);
l_mut_4118 = l_6959;
let l_6960 = l_6958 & u32(2147483647);
let l_6961 = l_6960 == u32(0);
if l_6961 {
l_mut_4118 = u32(1);
} else {
let l_6962 = l_6958 & u32(2147483648);
let l_6963 = l_6962 != u32(0);
if l_6963 {
let l_6964 = l_6958 - u32(1);
l_mut_4118 = l_6964;
} else {
let l_6965 = l_6958 == u32(2139095040);
if l_6965 {
l_mut_4118 = l_6958;
}
}
}
let l_6966 = bitcast<f32>(l_mut_4118);
let l_6967 = bitcast<u32>(l_6966);
let l_6968 = l_6967 & u32(2147483647);
let l_6969 = bitcast<f32>(l_6968);
let l_6970 = f64(l_6969);
l_mut_3612 = l_6970;
let l_6971 = l_6968 < u32(8388608);
if l_6971 {
let l_6972 = f64(l_6968);
let l_6973 = l_6972 * f64(1.401298464324817e-45);
l_mut_3612 = l_6973;
}
let l_6974 = bitcast<u64>(l_mut_3612);
let l_6975 = l_6967 >> u32(31);
let l_6976 = u64(l_6975);
let l_6977 = l_6976 << u32(bitcast<u64>(u64(63)));
let l_6978 = l_6974 | l_6977;
let l_6979 = bitcast<f64>(l_6978);
let l_6980 = bitcast<u32>(l_146);
let l_6981 = l_6980 ^ u32(2147483648);
let l_6982 = bitcast<f32>(l_6981);
let l_6983 = bitcast<u32>(l_6982);
let l_6984 = l_6983 + u32(1);
l_mut_4118 = l_6984;
let l_6985 = l_6983 & u32(2147483647);
let l_6986 = l_6985 == u32(0);
if l_6986 {
l_mut_4118 = u32(1);
} else {
let l_6987 = l_6983 & u32(2147483648);
let l_6988 = l_6987 != u32(0);
if l_6988 {
let l_6989 = l_6983 - u32(1);
l_mut_4118 = l_6989;
} else {
let l_6990 = l_6983 == u32(2139095040);
if l_6990 {
l_mut_4118 = l_6983;
}
}
}
let l_6991 = bitcast<f32>(l_mut_4118);
let l_6992 = bitcast<u32>(l_6991);
let l_6993 = l_6992 ^ u32(2147483648);
let l_6994 = bitcast<f32>(l_6993);
let l_6995 = bitcast<u32>(l_6994);
let l_6996 = l_6995 & u32(2147483647);
let l_6997 = bitcast<f32>(l_6996);
let l_6998 = f64(l_6997);
l_mut_3612 = l_6998;
let l_6999 = l_6996 < u32(8388608);
if l_6999 {
let l_7000 = f64(l_6996);
let l_7001 = l_7000 * f64(1.401298464324817e-45);
l_mut_3612 = l_7001;
}
let l_7002 = bitcast<u64>(l_mut_3612);
let l_7003 = l_6995 >> u32(31);
let l_7004 = u64(l_7003);
let l_7005 = l_7004 << u32(bitcast<u64>(u64(63)));
let l_7006 = l_7002 | l_7005;
let l_7007 = bitcast<f64>(l_7006);
let l_7008 = l_mut_3866 + f64(0.0);
let l_7009 = l_7008 <= l_6957;
l_mut_1034 = l_7009;
let l_7010 = l_mut_3866 - f64(0.0);
let l_7011 = l_7010 > l_6957;
l_mut_1031 = l_7011;
let l_7012 = l_6944 - f64(0.0);
let l_7013 = l_7012 >= l_6957;
l_mut_1028 = l_7013;
let l_7014 = l_6944 + f64(0.0);
let l_7015 = l_7014 < l_6957;
l_mut_1025 = l_7015;
l_mut_4118 = u32(2);
let l_7016 = l_mut_1031 || l_mut_1025;
if l_7016 {
l_mut_4118 = u32(1);
} else {
let l_7017 = l_mut_1034 && l_mut_1028;
if l_7017 {
l_mut_4118 = u32(0);
}
}
let l_7018 = bitcast<u32>(l_146);
let l_7019 = l_7018 & u32(2147483647);
let l_7020 = l_7019 == u32(0);
if l_7020 {
let l_7021 = l_mut_3866 + f64(0.0);
let l_7022 = l_7021 < f64(1.1754943508222875e-38);
let l_7023 = l_6944 - f64(0.0);
let l_7024 = l_7023 > f64(-1.1754943508222875e-38);
let l_7025 = l_7022 && l_7024;
let l_7026 = l_mut_3866 - f64(0.0);
let l_7027 = l_7026 < f64(1.1754943508222875e-38);
let l_7028 = l_6944 + f64(0.0);
let l_7029 = l_7028 > f64(-1.1754943508222875e-38);
let l_7030 = l_7027 && l_7029;
if l_7025 {
l_mut_4118 = u32(0);
} else {
let l_7031 = l_mut_4118 == u32(1);
let l_7032 = l_7030 && l_7031;
if l_7032 {
l_mut_4118 = u32(2);
}
}
}
l_mut_5161 = l_mut_4118;
}
l_mut_379 = l_mut_5161;
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
a_10[l_mut_899] = l_mut_379;
let l_7033 = a_10[l_mut_899];
let l_7034 = l_7033 == u32(2);
if l_7034 {
l_mut_447 = bool(false);
}
}
}
let l_7035 = l_mut_856 == u32(4294967293);
if l_7035 {
let l_7036 = a_8[u32(0)];
let l_7037 = l_7036 + u32(1);
a_8[u32(0)] = l_7037;
} else {
if l_mut_447 {
l_mut_3866 = l_887;
let l_7038 = l_mut_3866 < f64(-17.0);
if l_7038 {
l_mut_3866 = f64(-17.0);
}
let l_7039 = l_mut_3866 > f64(17.0);
if l_7039 {
l_mut_3866 = f64(17.0);
}
let l_7040 = l_mut_3866 + f64(16.0);
let l_7041 = l_7040 + f64(1.0);
let l_7042 = u32(l_7041);
let l_7043 = u32(2) + l_7042;
let l_7044 = a_8[l_7043];
let l_7045 = l_7044 + u32(1);
a_8[l_7043] = l_7045;
let l_7046 = bitcast<u32>(l_146);
let l_7047 = l_7046 & u32(2147483647);
let l_7048 = bitcast<f32>(l_7047);
let l_7049 = f64(l_7048);
l_mut_3866 = l_7049;
let l_7050 = l_7047 < u32(8388608);
if l_7050 {
let l_7051 = f64(l_7047);
let l_7052 = l_7051 * f64(1.401298464324817e-45);
l_mut_3866 = l_7052;
}
let l_7053 = bitcast<u64>(l_mut_3866);
let l_7054 = l_7046 >> u32(31);
let l_7055 = u64(l_7054);
let l_7056 = l_7055 << u32(bitcast<u64>(u64(63)));
let l_7057 = l_7053 | l_7056;
let l_7058 = bitcast<f64>(l_7057);
let l_7059 = abs(l_mut_151);
let l_7060 = l_mut_151 * f64(0.0);
let l_7061 = l_7060 + f64(7.1362384635298e44);
l_mut_3866 = l_7061;
let l_7062 = l_7059 >= f64(2.350988701644575e-38);
if l_7062 {
let l_7063 = l_mut_856 & u32(2147483647);
let l_7064 = bitcast<f32>(l_7063);
let l_7065 = f64(l_7064);
let l_7066 = l_7063 & u32(2139095040);
let l_7067 = bitcast<f32>(l_7066);
let l_7068 = f64(l_7067);
let l_7069 = l_7065 > l_7059;
let l_7070 = l_7063 & u32(8388607);
let l_7071 = l_7070 == u32(0);
let l_7072 = l_7069 && l_7071;
let l_7073 = l_7068 * f64(1.1920928955078125e-7);
let l_7074 = f64(l_7072);
let l_7075 = f64(0.5) * l_7074;
let l_7076 = f64(1.0) - l_7075;
let l_7077 = l_7073 * l_7076;
let l_7078 = f64(1.0) / l_7077;
l_mut_3866 = l_7078;
}
let l_7079 = l_7058 - l_mut_151;
let l_7080 = l_7079 * l_mut_3866;
let l_7081 = u32(2) * u32(0);
let l_7082 = u32(45) + l_7081;
let l_7083 = abs(l_7080);
let l_7084 = a_9[u32(0)];
let l_7085 = abs(l_7084);
let l_7086 = l_7083 > l_7085;
l_mut_1034 = l_7086;
let l_7087 = u32(0) == u32(0);
if l_7087 {
let l_7088 = a_9[u32(0)];
let l_7089 = l_7080 < l_7088;
l_mut_1034 = l_7089;
} else {
let l_7090 = u32(0) == u32(1);
if l_7090 {
let l_7091 = a_9[u32(0)];
let l_7092 = l_7080 > l_7091;
l_mut_1034 = l_7092;
}
}
let l_7093 = a_8[l_7082];
let l_7094 = l_7093 == u32(4294967295);
let l_7095 = l_7094 || l_mut_1034;
if l_7095 {
a_8[l_7082] = l_27;
let l_7096 = l_7082 + u32(1);
a_8[l_7096] = l_868;
a_9[u32(0)] = l_7080;
}
let l_7097 = u32(2) * u32(1);
let l_7098 = u32(45) + l_7097;
let l_7099 = abs(l_7080);
let l_7100 = a_9[u32(1)];
let l_7101 = abs(l_7100);
let l_7102 = l_7099 > l_7101;
l_mut_1034 = l_7102;
let l_7103 = u32(1) == u32(0);
if l_7103 {
let l_7104 = a_9[u32(1)];
let l_7105 = l_7080 < l_7104;
l_mut_1034 = l_7105;
} else {
let l_7106 = u32(1) == u32(1);
if l_7106 {
let l_7107 = a_9[u32(1)];
let l_7108 = l_7080 > l_7107;
l_mut_1034 = l_7108;
}
}
let l_7109 = a_8[l_7098];
let l_7110 = l_7109 == u32(4294967295);
let l_7111 = l_7110 || l_mut_1034;
if l_7111 {
a_8[l_7098] = l_27;
let l_7112 = l_7098 + u32(1);
a_8[l_7112] = l_868;
a_9[u32(1)] = l_7080;
}
let l_7113 = l_887 != f64(0.0);
if l_7113 {

for (var l_mut_7114: u32 = u32(0); l_mut_7114 < u32(8); l_mut_7114++) {
let l_7115 = a_10[l_mut_7114];
let l_7116 = l_7115 == u32(1);
if l_7116 {
let l_7117 = u32(37) + l_mut_7114;
let l_7118 = a_8[l_7117];
let l_7119 = l_7118 + u32(1);
a_8[l_7117] = l_7119;
let l_7120 = u32(2) + l_mut_7114;
let l_7121 = u32(2) * l_7120;
let l_7122 = u32(45) + l_7121;
let l_7123 = abs(l_7080);
let l_7124 = a_9[l_7120];
let l_7125 = abs(l_7124);
let l_7126 = l_7123 > l_7125;
l_mut_1034 = l_7126;
let l_7127 = l_7120 == u32(0);
if l_7127 {
let l_7128 = a_9[l_7120];
let l_7129 = l_7080 < l_7128;
l_mut_1034 = l_7129;
} else {
let l_7130 = l_7120 == u32(1);
if l_7130 {
let l_7131 = a_9[l_7120];
let l_7132 = l_7080 > l_7131;
l_mut_1034 = l_7132;
}
}
let l_7133 = a_8[l_7122];
let l_7134 = l_7133 == u32(4294967295);
let l_7135 = l_7134 || l_mut_1034;
if l_7135 {
a_8[l_7122] = l_27;
let l_7136 = l_7122 + u32(1);
a_8[l_7136] = l_868;
a_9[l_7120] = l_7080;
}
}
}
}
} else {
let l_7137 = a_8[u32(1)];
let l_7138 = l_2 + l_7137;
let l_7139 = l_7138 * u32(2);
let l_7364 = info.static_meta[u32(7)];
let l_7365 = l_7364 * u32(1);
let l_7366 = l_7139 < l_7365;
if l_7366 {
buffer_7_global[l_7139] = l_27;
}
let l_7140 = l_7139 + u32(1);
let l_7367 = info.static_meta[u32(7)];
let l_7368 = l_7367 * u32(1);
let l_7369 = l_7140 < l_7368;
if l_7369 {
buffer_7_global[l_7140] = l_868;
}
let l_7141 = a_8[u32(1)];
let l_7142 = l_7141 + u32(1);
a_8[u32(1)] = l_7142;
}
}
}

for (var l_mut_7143: u32 = u32(0); l_mut_7143 < u32(65); l_mut_7143++) {
let l_7144 = id * u32(65);
let l_7145 = l_7144 + l_mut_7143;
let l_7146 = a_8[l_mut_7143];
let l_7370 = info.static_meta[u32(5)];
let l_7371 = l_7370 * u32(1);
let l_7372 = l_7145 < l_7371;
if l_7372 {
buffer_5_global[l_7145] = l_7146;
}
}

for (var l_mut_7147: u32 = u32(0); l_mut_7147 < u32(10); l_mut_7147++) {
let l_7148 = id * u32(10);
let l_7149 = l_7148 + l_mut_7147;
let l_7150 = a_9[l_mut_7147];
let l_7373 = info.static_meta[u32(6)];
let l_7374 = l_7373 * u32(1);
let l_7375 = l_7149 < l_7374;
if l_7375 {
buffer_6_global[l_7149] = l_7150;
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
