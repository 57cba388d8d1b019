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

var a_1753: array<u32, 1>;

var a_3822: array<f64, 2>;

var a_4865: array<f64, 2>;

var a_5081: array<f64, 2>;

var a_5495: array<f64, 2>;

var a_5669: array<f64, 2>;

var a_6241: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_145: i32;
var l_mut_1900: f64;
var l_mut_216: u32;
var l_mut_232: f64;
var l_mut_284: bool;
var l_mut_2915: f64;
var l_mut_306: u64;
var l_mut_3169: f64;
var l_mut_31: f64;
var l_mut_335: u64;
var l_mut_3425: f64;
var l_mut_347: u64;
var l_mut_3679: f64;
var l_mut_3931: u32;
var l_mut_404: f64;
var l_mut_4974: u32;
var l_mut_49: f64;
var l_mut_730: u32;
var l_mut_746: u32;
var l_mut_787: u32;
var l_mut_78: f64;
var l_mut_838: bool;
var l_mut_841: bool;
var l_mut_844: bool;
var l_mut_847: bool;
let l_0 = id == u32(0);
if l_0 {
let l_6978 = info.static_meta[u32(8)];
let l_6979 = l_6978 * u32(1);
let l_6980 = u32(0) < l_6979;
if l_6980 {
buffer_8_global[u32(0)] = u32(1);
}
}
let l_6964 = info.static_meta[u32(0)];
let l_6965 = l_6964 * u32(1);
let l_6966 = u32(1) < l_6965;
let l_6967 = l_6965 - u32(1);
let l_6968 = min(u32(1), l_6967);
let l_6969 = buffer_0_global[l_6968];
let l_6970 = select(u32(0), l_6969, l_6966);
let l_1 = l_6970;
let l_2 = id * l_1;
let l_6971 = info.static_meta[u32(0)];
let l_6972 = l_6971 * u32(1);
let l_6973 = u32(2) < l_6972;
let l_6974 = l_6972 - u32(1);
let l_6975 = min(u32(2), l_6974);
let l_6976 = buffer_0_global[l_6975];
let l_6977 = select(u32(0), l_6976, l_6973);
let l_3 = l_6977;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_6981 = info.static_meta[u32(0)];
let l_6982 = l_6981 * u32(1);
let l_6983 = u32(2) < l_6982;
let l_6984 = l_6982 - u32(1);
let l_6985 = min(u32(2), l_6984);
let l_6986 = buffer_0_global[l_6985];
let l_6987 = select(u32(0), l_6986, l_6983);
let l_6 = l_6987;
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
let l_6988 = info.static_meta[u32(4)];
let l_6989 = l_6988 * u32(1);
let l_6990 = u32(1024) < l_6989;
let l_6991 = l_6989 - u32(1);
let l_6992 = min(u32(1024), l_6991);
let l_6993 = buffer_4_global[l_6992];
let l_6994 = select(u32(0), l_6993, l_6990);
let l_18 = l_6994;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);
let l_6995 = info.static_meta[u32(0)];
let l_6996 = l_6995 * u32(1);
let l_6997 = u32(3) < l_6996;
let l_6998 = l_6996 - u32(1);
let l_6999 = min(u32(3), l_6998);
let l_7000 = buffer_0_global[l_6999];
let l_7001 = select(u32(0), l_7000, l_6997);
let l_21 = l_7001;

for (var l_mut_22: u32 = l_2; l_mut_22 < l_7; l_mut_22++) {
let l_7002 = info.static_meta[u32(0)];
let l_7003 = l_7002 * u32(1);
let l_7004 = u32(0) < l_7003;
let l_7005 = l_7003 - u32(1);
let l_7006 = min(u32(0), l_7005);
let l_7007 = buffer_0_global[l_7006];
let l_7008 = select(u32(0), l_7007, l_7004);
let l_23 = l_7008;
let l_24 = l_23 + l_mut_22;
let l_25 = bitcast<f32>(l_24);
let l_7009 = info.static_meta[u32(1)];
let l_7010 = l_7009 * u32(1);
let l_7011 = l_mut_22 < l_7010;
let l_7012 = l_7010 - u32(1);
let l_7013 = min(l_mut_22, l_7012);
let l_7014 = buffer_1_global[l_7013];
let l_7015 = select(f32(0.0), l_7014, l_7011);
let l_26 = l_7015;
let l_27 = bitcast<u32>(l_25);
let l_28 = l_27 & u32(2147483647);
let l_29 = bitcast<f32>(l_28);
let l_30 = f64(l_29);
l_mut_31 = l_30;
let l_32 = l_28 < u32(8388608);
if l_32 {
let l_33 = f64(l_28);
let l_34 = l_33 * f64(1.401298464324817e-45);
l_mut_31 = l_34;
}
let l_35 = bitcast<u64>(l_mut_31);
let l_36 = l_27 >> u32(31);
let l_37 = u64(l_36);
let l_38 = l_37 << u32(bitcast<u64>(u64(63)));
let l_39 = l_35 | l_38;
let l_40 = bitcast<f64>(l_39);
l_mut_31 = l_40;
let l_41 = l_21 == u32(4);
if l_41 {
let l_7016 = info.static_meta[u32(4)];
let l_7017 = l_7016 * u32(1);
let l_7018 = u32(1024) < l_7017;
let l_7019 = l_7017 - u32(1);
let l_7020 = min(u32(1024), l_7019);
let l_7021 = buffer_4_global[l_7020];
let l_7022 = select(u32(0), l_7021, l_7018);
let l_42 = l_7022;
let l_43 = bitcast<f32>(l_42);
let l_44 = f64(l_43);
let l_45 = bitcast<u32>(l_25);
let l_46 = l_45 & u32(2147483647);
let l_47 = bitcast<f32>(l_46);
let l_48 = f64(l_47);
l_mut_49 = l_48;
let l_50 = l_46 < u32(8388608);
if l_50 {
let l_51 = f64(l_46);
let l_52 = l_51 * f64(1.401298464324817e-45);
l_mut_49 = l_52;
}
let l_53 = bitcast<u64>(l_mut_49);
let l_54 = l_45 >> u32(31);
let l_55 = u64(l_54);
let l_56 = l_55 << u32(bitcast<u64>(u64(63)));
let l_57 = l_53 | l_56;
let l_58 = bitcast<f64>(l_57);
let l_59 = l_58 + f64(0.0);
l_mut_49 = l_59;
let l_60 = is_nan_1_f64(l_59);if l_60 {
} else {
let l_61 = l_59 < f64(-700.0);
if l_61 {
l_mut_49 = f64(0.0);
} else {
let l_62 = l_59 > f64(700.0);
if l_62 {
let l_63 = bitcast<u64>(l_59);
let l_64 = l_63 | u64(9218868437227405312);
let l_65 = l_64 & bitcast<u64>(i64(-4503599627370496));
let l_66 = bitcast<f64>(l_65);
l_mut_49 = l_66;
} else {
let l_67 = l_59 * f64(1.4426950408889634);
let l_68 = l_67 + f64(0.5);
let l_69 = floor(l_68);
let l_70 = l_69 * f64(0.6931471824645996);
let l_71 = l_58 - l_70;
let l_72 = l_71 * l_44;
let l_73 = l_69 * f64(-1.904654299957768e-9);
let l_74 = f64(0.0) - l_73;
let l_75 = l_72 + l_74;
let l_76 = l_75 * f64(7.647163731819816e-13);
let l_77 = l_76 + f64(1.1470745597729725e-11);
l_mut_78 = l_77;
let l_79 = l_mut_78 * l_75;
let l_80 = l_79 + f64(1.6059043836821613e-10);
l_mut_78 = l_80;
let l_81 = l_mut_78 * l_75;
let l_82 = l_81 + f64(2.08767569878681e-9);
l_mut_78 = l_82;
let l_83 = l_mut_78 * l_75;
let l_84 = l_83 + f64(2.505210838544172e-8);
l_mut_78 = l_84;
let l_85 = l_mut_78 * l_75;
let l_86 = l_85 + f64(2.755731922398589e-7);
l_mut_78 = l_86;
let l_87 = l_mut_78 * l_75;
let l_88 = l_87 + f64(2.7557319223985893e-6);
l_mut_78 = l_88;
let l_89 = l_mut_78 * l_75;
let l_90 = l_89 + f64(2.48015873015873e-5);
l_mut_78 = l_90;
let l_91 = l_mut_78 * l_75;
let l_92 = l_91 + f64(0.0001984126984126984);
l_mut_78 = l_92;
let l_93 = l_mut_78 * l_75;
let l_94 = l_93 + f64(0.001388888888888889);
l_mut_78 = l_94;
let l_95 = l_mut_78 * l_75;
let l_96 = l_95 + f64(0.008333333333333333);
l_mut_78 = l_96;
let l_97 = l_mut_78 * l_75;
let l_98 = l_97 + f64(0.041666666666666664);
l_mut_78 = l_98;
let l_99 = l_mut_78 * l_75;
let l_100 = l_99 + f64(0.16666666666666666);
l_mut_78 = l_100;
let l_101 = l_mut_78 * l_75;
let l_102 = l_101 + f64(0.5);
l_mut_78 = l_102;
let l_103 = l_75 * l_75;
let l_104 = l_103 * l_mut_78;
let l_105 = l_75 + l_104;
let l_106 = f64(1.0) + l_105;
let l_107 = i32(l_69);
let l_108 = l_107 + i32(1023);
let l_109 = u64(l_108);
let l_110 = l_109 << u32(bitcast<u64>(u64(52)));
let l_111 = bitcast<f64>(l_110);
let l_112 = l_106 * l_111;
l_mut_49 = l_112;
}
}
}
l_mut_31 = l_mut_49;
} else {
let l_113 = l_21 == u32(5);
if l_113 {
let l_114 = bitcast<u32>(l_25);
let l_115 = l_114 & u32(2147483647);
let l_116 = bitcast<f32>(l_115);
let l_117 = f64(l_116);
l_mut_78 = l_117;
let l_118 = l_115 < u32(8388608);
if l_118 {
let l_119 = f64(l_115);
let l_120 = l_119 * f64(1.401298464324817e-45);
l_mut_78 = l_120;
}
let l_121 = bitcast<u64>(l_mut_78);
let l_122 = l_114 >> u32(31);
let l_123 = u64(l_122);
let l_124 = l_123 << u32(bitcast<u64>(u64(63)));
let l_125 = l_121 | l_124;
let l_126 = bitcast<f64>(l_125);
l_mut_78 = l_126;
let l_127 = l_126 < f64(0.0);
if l_127 {
let l_128 = bitcast<u64>(l_126);
let l_129 = l_128 | u64(9221120237041090560);
let l_130 = bitcast<f64>(l_129);
l_mut_78 = l_130;
} else {
let l_131 = l_126 == f64(0.0);
if l_131 {
let l_132 = abs(l_126);
let l_133 = bitcast<u64>(l_132);
let l_134 = l_133 | u64(9218868437227405312);
let l_135 = l_134 & bitcast<u64>(i64(-4503599627370496));
let l_136 = bitcast<f64>(l_135);
let l_137 = -l_136;
l_mut_78 = l_137;
} else {
let l_138 = bitcast<u32>(l_25);
let l_139 = l_138 < u32(2139095040);
if l_139 {
let l_140 = bitcast<u64>(l_126);
let l_141 = l_140 >> u32(bitcast<u64>(u64(52)));
let l_142 = l_141 & u64(2047);
let l_143 = i32(bitcast<i64>(l_142));
let l_144 = l_143 - i32(1023);
l_mut_145 = l_144;
let l_146 = l_140 & u64(4503599627370495);
let l_147 = l_146 | u64(4607182418800017408);
let l_148 = bitcast<f64>(l_147);
l_mut_49 = l_148;
let l_149 = l_mut_49 > f64(1.4142135623730951);
if l_149 {
l_mut_49 = l_mut_49 * f64(0.5);
l_mut_145 = l_mut_145 + i32(1);
}
let l_150 = l_mut_49 - f64(1.0);
let l_151 = f64(2.0) + l_150;
let l_152 = l_150 / l_151;
let l_153 = l_152 * l_152;
let l_154 = l_153 * f64(0.04);
let l_155 = l_154 + f64(0.043478260869565216);
l_mut_49 = l_155;
let l_156 = l_mut_49 * l_153;
let l_157 = l_156 + f64(0.047619047619047616);
l_mut_49 = l_157;
let l_158 = l_mut_49 * l_153;
let l_159 = l_158 + f64(0.05263157894736842);
l_mut_49 = l_159;
let l_160 = l_mut_49 * l_153;
let l_161 = l_160 + f64(0.058823529411764705);
l_mut_49 = l_161;
let l_162 = l_mut_49 * l_153;
let l_163 = l_162 + f64(0.06666666666666667);
l_mut_49 = l_163;
let l_164 = l_mut_49 * l_153;
let l_165 = l_164 + f64(0.07692307692307693);
l_mut_49 = l_165;
let l_166 = l_mut_49 * l_153;
let l_167 = l_166 + f64(0.09090909090909091);
l_mut_49 = l_167;
let l_168 = l_mut_49 * l_153;
let l_169 = l_168 + f64(0.1111111111111111);
l_mut_49 = l_169;
let l_170 = l_mut_49 * l_153;
let l_171 = l_170 + f64(0.14285714285714285);
l_mut_49 = l_171;
let l_172 = l_mut_49 * l_153;
let l_173 = l_172 + f64(0.2);
l_mut_49 = l_173;
let l_174 = l_mut_49 * l_153;
let l_175 = l_174 + f64(0.3333333333333333);
l_mut_49 = l_175;
let l_176 = f64(2.0) * l_152;
let l_177 = f64(2.0) * l_152;
let l_178 = l_177 * l_153;
let l_179 = l_178 * l_mut_49;
let l_180 = l_176 + l_179;
let l_181 = f64(l_mut_145);
let l_182 = l_181 * f64(0.6931471824645996);
let l_183 = l_181 * f64(-1.904654299957768e-9);
let l_184 = l_183 + l_180;
let l_185 = l_182 + l_184;
l_mut_78 = l_185;
}
}
}
l_mut_31 = l_mut_78;
} else {
let l_186 = l_21 == u32(6);
let l_187 = l_21 == u32(7);
let l_188 = l_186 || l_187;
let l_189 = l_21 == u32(8);
let l_190 = l_188 || l_189;
if l_190 {
let l_191 = bitcast<u32>(l_25);
let l_192 = l_191 & u32(2147483647);
let l_193 = f64(l_25);
let l_194 = bitcast<u64>(l_193);
let l_195 = l_194 | u64(9221120237041090560);
let l_196 = bitcast<f64>(l_195);
l_mut_78 = l_196;
let l_197 = bitcast<f32>(l_192);
let l_198 = l_197 < f32(4.0);
if l_198 {
let l_7023 = info.static_meta[u32(4)];
let l_7024 = l_7023 * u32(1);
let l_7025 = u32(1024) < l_7024;
let l_7026 = l_7024 - u32(1);
let l_7027 = min(u32(1024), l_7026);
let l_7028 = buffer_4_global[l_7027];
let l_7029 = select(u32(0), l_7028, l_7025);
let l_199 = l_7029;
let l_200 = bitcast<f32>(l_199);
let l_201 = f64(l_200);
let l_202 = bitcast<u32>(l_25);
let l_203 = l_202 & u32(2147483647);
let l_204 = bitcast<f32>(l_203);
let l_205 = f64(l_204);
l_mut_49 = l_205;
let l_206 = l_203 < u32(8388608);
if l_206 {
let l_207 = f64(l_203);
let l_208 = l_207 * f64(1.401298464324817e-45);
l_mut_49 = l_208;
}
let l_209 = bitcast<u64>(l_mut_49);
let l_210 = l_202 >> u32(31);
let l_211 = u64(l_210);
let l_212 = l_211 << u32(bitcast<u64>(u64(63)));
let l_213 = l_209 | l_212;
let l_214 = bitcast<f64>(l_213);
let l_215 = abs(l_214);
l_mut_49 = l_215;
l_mut_216 = u32(0);
let l_217 = l_215 >= f64(0.785);
if l_217 {
let l_218 = l_215 * f64(0.6366197723675814);
let l_219 = l_218 + f64(0.5);
let l_220 = floor(l_219);
let l_221 = l_220 * f64(1.570796325802803);
let l_222 = l_215 - l_221;
let l_223 = l_222 * l_201;
let l_224 = l_220 * f64(9.920935796805404e-10);
let l_225 = l_223 - l_224;
l_mut_49 = l_225;
let l_226 = u32(l_220);
l_mut_216 = l_226;
}
let l_227 = bitcast<u32>(l_25);
let l_228 = l_227 >= u32(2147483648);
let l_229 = l_mut_49 * l_mut_49;
let l_230 = l_229 * f64(1.9572941063391263e-20);
let l_231 = f64(8.22063524662433e-18) - l_230;
l_mut_232 = l_231;
let l_233 = l_mut_232 * l_229;
let l_234 = l_233 - f64(2.8114572543455206e-15);
l_mut_232 = l_234;
let l_235 = l_mut_232 * l_229;
let l_236 = l_235 + f64(7.647163731819816e-13);
l_mut_232 = l_236;
let l_237 = l_mut_232 * l_229;
let l_238 = l_237 - f64(1.6059043836821613e-10);
l_mut_232 = l_238;
let l_239 = l_mut_232 * l_229;
let l_240 = l_239 + f64(2.505210838544172e-8);
l_mut_232 = l_240;
let l_241 = l_mut_232 * l_229;
let l_242 = l_241 - f64(2.7557319223985893e-6);
l_mut_232 = l_242;
let l_243 = l_mut_232 * l_229;
let l_244 = l_243 + f64(0.0001984126984126984);
l_mut_232 = l_244;
let l_245 = l_mut_232 * l_229;
let l_246 = l_245 - f64(0.008333333333333333);
l_mut_232 = l_246;
let l_247 = l_mut_232 * l_229;
let l_248 = l_247 + f64(0.16666666666666666);
l_mut_232 = l_248;
let l_249 = f64(0.5) * l_229;
let l_250 = f64(1.0) - l_249;
let l_251 = f64(0.0) * l_250;
let l_252 = l_mut_49 * l_229;
let l_253 = l_252 * l_mut_232;
let l_254 = l_251 - l_253;
let l_255 = l_mut_49 + l_254;
let l_256 = l_mut_49 * l_mut_49;
let l_257 = l_256 * f64(4.110317623312165e-19);
let l_258 = l_257 - f64(1.5619206968586225e-16);
l_mut_232 = l_258;
let l_259 = l_mut_232 * l_256;
let l_260 = l_259 + f64(4.779477332387385e-14);
l_mut_232 = l_260;
let l_261 = l_mut_232 * l_256;
let l_262 = l_261 - f64(1.1470745597729725e-11);
l_mut_232 = l_262;
let l_263 = l_mut_232 * l_256;
let l_264 = l_263 + f64(2.08767569878681e-9);
l_mut_232 = l_264;
let l_265 = l_mut_232 * l_256;
let l_266 = l_265 - f64(2.755731922398589e-7);
l_mut_232 = l_266;
let l_267 = l_mut_232 * l_256;
let l_268 = l_267 + f64(2.48015873015873e-5);
l_mut_232 = l_268;
let l_269 = l_mut_232 * l_256;
let l_270 = l_269 - f64(0.001388888888888889);
l_mut_232 = l_270;
let l_271 = l_mut_232 * l_256;
let l_272 = l_271 + f64(0.041666666666666664);
l_mut_232 = l_272;
let l_273 = f64(0.5) * l_256;
let l_274 = f64(1.0) - l_273;
let l_275 = l_256 * l_256;
let l_276 = l_275 * l_mut_232;
let l_277 = f64(0.0) * l_mut_49;
let l_278 = l_276 - l_277;
let l_279 = l_274 + l_278;
let l_280 = l_mut_216 & u32(1);
let l_281 = l_280 == u32(1);
l_mut_232 = l_255;
let l_282 = l_mut_216 & u32(2);
let l_283 = l_282 != u32(0);
l_mut_284 = l_283;
let l_285 = l_21 == u32(6);
if l_285 {
if l_281 {
l_mut_232 = l_279;
}
} else {
let l_286 = l_21 == u32(7);
if l_286 {
l_mut_232 = l_279;
if l_281 {
l_mut_232 = l_255;
}
let l_287 = l_mut_216 + u32(1);
let l_288 = l_287 & u32(2);
let l_289 = l_288 != u32(0);
l_mut_284 = l_289;
} else {
let l_290 = l_255 / l_279;
l_mut_232 = l_290;
if l_281 {
let l_291 = l_279 / l_255;
l_mut_232 = l_291;
}
l_mut_284 = l_281;
}
}
let l_292 = l_21 != u32(7);
let l_293 = l_292 && l_228;
if l_293 {
let l_294 = !l_mut_284;
l_mut_284 = l_294;
}
if l_mut_284 {
let l_295 = -l_mut_232;
l_mut_232 = l_295;
}
l_mut_78 = l_mut_232;
} else {
let l_296 = l_192 < u32(2139095040);
if l_296 {
let l_297 = l_192 & u32(8388607);
let l_298 = l_297 | u32(8388608);
let l_299 = u64(l_298);
let l_300 = l_192 >> u32(23);
let l_301 = l_300 * u32(4);
let l_302 = l_301 + u32(3);
let l_7030 = info.static_meta[u32(4)];
let l_7031 = l_7030 * u32(1);
let l_7032 = l_302 < l_7031;
let l_7033 = l_7031 - u32(1);
let l_7034 = min(l_302, l_7033);
let l_7035 = buffer_4_global[l_7034];
let l_7036 = select(u32(0), l_7035, l_7032);
let l_303 = l_7036;
let l_304 = u64(l_303);
let l_305 = l_299 * l_304;
l_mut_306 = l_305;
let l_307 = l_mut_306 & u64(4294967295);
let l_308 = l_mut_306 >> u32(bitcast<u64>(u64(32)));
let l_309 = l_301 + u32(2);
let l_7037 = info.static_meta[u32(4)];
let l_7038 = l_7037 * u32(1);
let l_7039 = l_309 < l_7038;
let l_7040 = l_7038 - u32(1);
let l_7041 = min(l_309, l_7040);
let l_7042 = buffer_4_global[l_7041];
let l_7043 = select(u32(0), l_7042, l_7039);
let l_310 = l_7043;
let l_311 = u64(l_310);
let l_312 = l_299 * l_311;
let l_313 = l_308 + l_312;
l_mut_306 = l_313;
let l_314 = l_mut_306 & u64(4294967295);
let l_315 = l_mut_306 >> u32(bitcast<u64>(u64(32)));
let l_316 = l_301 + u32(1);
let l_7044 = info.static_meta[u32(4)];
let l_7045 = l_7044 * u32(1);
let l_7046 = l_316 < l_7045;
let l_7047 = l_7045 - u32(1);
let l_7048 = min(l_316, l_7047);
let l_7049 = buffer_4_global[l_7048];
let l_7050 = select(u32(0), l_7049, l_7046);
let l_317 = l_7050;
let l_318 = u64(l_317);
let l_319 = l_299 * l_318;
let l_320 = l_315 + l_319;
l_mut_306 = l_320;
let l_321 = l_mut_306 & u64(4294967295);
let l_322 = l_mut_306 >> u32(bitcast<u64>(u64(32)));
let l_7051 = info.static_meta[u32(4)];
let l_7052 = l_7051 * u32(1);
let l_7053 = l_301 < l_7052;
let l_7054 = l_7052 - u32(1);
let l_7055 = min(l_301, l_7054);
let l_7056 = buffer_4_global[l_7055];
let l_7057 = select(u32(0), l_7056, l_7053);
let l_323 = l_7057;
let l_324 = u64(l_323);
let l_325 = l_299 * l_324;
let l_326 = l_322 + l_325;
l_mut_306 = l_326;
let l_327 = l_mut_306 >> u32(bitcast<u64>(u64(29)));
let l_328 = l_327 & u64(3);
let l_329 = u32(bitcast<u64>(l_328));
l_mut_216 = l_329;
let l_330 = l_mut_306 & u64(536870911);
let l_331 = l_330 << u32(bitcast<u64>(u64(32)));
let l_332 = l_331 | l_321;
l_mut_306 = l_332;
let l_333 = l_314 << u32(bitcast<u64>(u64(32)));
let l_334 = l_333 | l_307;
l_mut_335 = l_334;
let l_336 = l_mut_306 >= u64(1152921504606846976);
if l_336 {
let l_337 = l_mut_216 + u32(1);
let l_338 = l_337 & u32(3);
l_mut_216 = l_338;
let l_339 = l_mut_335 != u64(0);
let l_340 = u64(l_339);
let l_341 = u64(0) - l_mut_335;
l_mut_335 = l_341;
let l_342 = u64(2305843009213693952) - l_mut_306;
let l_343 = l_342 - l_340;
l_mut_306 = l_343;
}
let l_344 = select(countLeadingZeros(u32(l_mut_335 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_335)), (l_mut_335 >> u32(32u)) == u64(0));
let l_345 = u64(l_344);
let l_346 = l_mut_335 << u32(bitcast<u64>(l_345));
l_mut_347 = l_346;
let l_348 = i32(l_344);
let l_349 = i32(0) - l_348;
l_mut_145 = l_349;
let l_350 = l_mut_306 != u64(0);
if l_350 {
let l_351 = select(countLeadingZeros(u32(l_mut_306 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_306)), (l_mut_306 >> u32(32u)) == u64(0));
let l_352 = u64(l_351);
let l_353 = l_mut_306 << u32(bitcast<u64>(l_352));
let l_354 = u32(64) - l_351;
let l_355 = u64(l_354);
let l_356 = l_mut_335 >> u32(bitcast<u64>(l_355));
let l_357 = l_353 | l_356;
l_mut_347 = l_357;
let l_358 = i32(l_351);
let l_359 = i32(64) - l_358;
l_mut_145 = l_359;
}
let l_360 = l_mut_347 >> u32(bitcast<u64>(u64(32)));
let l_361 = l_mut_347 & u64(4294967295);
let l_362 = l_360 * u64(560513588);
let l_363 = l_361 * u64(3373259426);
let l_364 = l_361 * u64(560513588);
let l_365 = l_364 >> u32(bitcast<u64>(u64(32)));
let l_366 = l_362 & u64(4294967295);
let l_367 = l_365 + l_366;
let l_368 = l_363 & u64(4294967295);
let l_369 = l_367 + l_368;
let l_370 = l_360 * u64(3373259426);
let l_371 = l_362 >> u32(bitcast<u64>(u64(32)));
let l_372 = l_370 + l_371;
let l_373 = l_363 >> u32(bitcast<u64>(u64(32)));
let l_374 = l_372 + l_373;
let l_375 = l_369 >> u32(bitcast<u64>(u64(32)));
let l_376 = l_374 + l_375;
l_mut_347 = l_376;
let l_377 = l_mut_145 - i32(124);
l_mut_145 = l_377;
let l_378 = l_mut_347 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_378 {
let l_379 = l_mut_347 << u32(bitcast<u64>(u64(1)));
let l_380 = l_369 >> u32(bitcast<u64>(u64(31)));
let l_381 = l_380 & u64(1);
let l_382 = l_379 | l_381;
l_mut_347 = l_382;
l_mut_145 = l_mut_145 - i32(1);
}
let l_383 = l_mut_347 >> u32(bitcast<u64>(u64(11)));
let l_384 = f64(l_383);
let l_385 = l_mut_145 + i32(11);
let l_386 = l_385 + i32(1023);
let l_387 = u64(l_386);
let l_388 = l_387 << u32(bitcast<u64>(u64(52)));
let l_389 = bitcast<f64>(l_388);
let l_390 = l_384 * l_389;
l_mut_232 = l_390;
let l_391 = l_mut_347 & u64(2047);
let l_392 = f64(l_391);
let l_393 = l_mut_145 + i32(1023);
let l_394 = u64(l_393);
let l_395 = l_394 << u32(bitcast<u64>(u64(52)));
let l_396 = bitcast<f64>(l_395);
let l_397 = l_392 * l_396;
l_mut_49 = l_397;
if l_336 {
let l_398 = -l_mut_232;
l_mut_232 = l_398;
let l_399 = -l_mut_49;
l_mut_49 = l_399;
}
let l_400 = l_191 >= u32(2147483648);
let l_401 = l_mut_232 * l_mut_232;
let l_402 = l_401 * f64(1.9572941063391263e-20);
let l_403 = f64(8.22063524662433e-18) - l_402;
l_mut_404 = l_403;
let l_405 = l_mut_404 * l_401;
let l_406 = l_405 - f64(2.8114572543455206e-15);
l_mut_404 = l_406;
let l_407 = l_mut_404 * l_401;
let l_408 = l_407 + f64(7.647163731819816e-13);
l_mut_404 = l_408;
let l_409 = l_mut_404 * l_401;
let l_410 = l_409 - f64(1.6059043836821613e-10);
l_mut_404 = l_410;
let l_411 = l_mut_404 * l_401;
let l_412 = l_411 + f64(2.505210838544172e-8);
l_mut_404 = l_412;
let l_413 = l_mut_404 * l_401;
let l_414 = l_413 - f64(2.7557319223985893e-6);
l_mut_404 = l_414;
let l_415 = l_mut_404 * l_401;
let l_416 = l_415 + f64(0.0001984126984126984);
l_mut_404 = l_416;
let l_417 = l_mut_404 * l_401;
let l_418 = l_417 - f64(0.008333333333333333);
l_mut_404 = l_418;
let l_419 = l_mut_404 * l_401;
let l_420 = l_419 + f64(0.16666666666666666);
l_mut_404 = l_420;
let l_421 = f64(0.5) * l_401;
let l_422 = f64(1.0) - l_421;
let l_423 = l_mut_49 * l_422;
let l_424 = l_mut_232 * l_401;
let l_425 = l_424 * l_mut_404;
let l_426 = l_423 - l_425;
let l_427 = l_mut_232 + l_426;
let l_428 = l_mut_232 * l_mut_232;
let l_429 = l_428 * f64(4.110317623312165e-19);
let l_430 = l_429 - f64(1.5619206968586225e-16);
l_mut_404 = l_430;
let l_431 = l_mut_404 * l_428;
let l_432 = l_431 + f64(4.779477332387385e-14);
l_mut_404 = l_432;
let l_433 = l_mut_404 * l_428;
let l_434 = l_433 - f64(1.1470745597729725e-11);
l_mut_404 = l_434;
let l_435 = l_mut_404 * l_428;
let l_436 = l_435 + f64(2.08767569878681e-9);
l_mut_404 = l_436;
let l_437 = l_mut_404 * l_428;
let l_438 = l_437 - f64(2.755731922398589e-7);
l_mut_404 = l_438;
let l_439 = l_mut_404 * l_428;
let l_440 = l_439 + f64(2.48015873015873e-5);
l_mut_404 = l_440;
let l_441 = l_mut_404 * l_428;
let l_442 = l_441 - f64(0.001388888888888889);
l_mut_404 = l_442;
let l_443 = l_mut_404 * l_428;
let l_444 = l_443 + f64(0.041666666666666664);
l_mut_404 = l_444;
let l_445 = f64(0.5) * l_428;
let l_446 = f64(1.0) - l_445;
let l_447 = l_428 * l_428;
let l_448 = l_447 * l_mut_404;
let l_449 = l_mut_49 * l_mut_232;
let l_450 = l_448 - l_449;
let l_451 = l_446 + l_450;
let l_452 = l_mut_216 & u32(1);
let l_453 = l_452 == u32(1);
l_mut_404 = l_427;
let l_454 = l_mut_216 & u32(2);
let l_455 = l_454 != u32(0);
l_mut_284 = l_455;
let l_456 = l_21 == u32(6);
if l_456 {
if l_453 {
l_mut_404 = l_451;
}
} else {
let l_457 = l_21 == u32(7);
if l_457 {
l_mut_404 = l_451;
if l_453 {
l_mut_404 = l_427;
}
let l_458 = l_mut_216 + u32(1);
let l_459 = l_458 & u32(2);
let l_460 = l_459 != u32(0);
l_mut_284 = l_460;
} else {
let l_461 = l_427 / l_451;
l_mut_404 = l_461;
if l_453 {
let l_462 = l_451 / l_427;
l_mut_404 = l_462;
}
l_mut_284 = l_453;
}
}
let l_463 = l_21 != u32(7);
let l_464 = l_463 && l_400;
if l_464 {
let l_465 = !l_mut_284;
l_mut_284 = l_465;
}
if l_mut_284 {
let l_466 = -l_mut_404;
l_mut_404 = l_466;
}
l_mut_78 = l_mut_404;
}
}
l_mut_31 = l_mut_78;
} else {
let l_467 = l_21 == u32(9);
if l_467 {
let l_7058 = info.static_meta[u32(4)];
let l_7059 = l_7058 * u32(1);
let l_7060 = u32(1024) < l_7059;
let l_7061 = l_7059 - u32(1);
let l_7062 = min(u32(1024), l_7061);
let l_7063 = buffer_4_global[l_7062];
let l_7064 = select(u32(0), l_7063, l_7060);
let l_468 = l_7064;
let l_469 = bitcast<f32>(l_468);
let l_470 = f64(l_469);
let l_471 = bitcast<u32>(l_25);
let l_472 = l_471 & u32(2147483647);
let l_473 = bitcast<f32>(l_472);
let l_474 = f64(l_473);
l_mut_404 = l_474;
let l_475 = l_472 < u32(8388608);
if l_475 {
let l_476 = f64(l_472);
let l_477 = l_476 * f64(1.401298464324817e-45);
l_mut_404 = l_477;
}
let l_478 = bitcast<u64>(l_mut_404);
let l_479 = l_471 >> u32(31);
let l_480 = u64(l_479);
let l_481 = l_480 << u32(bitcast<u64>(u64(63)));
let l_482 = l_478 | l_481;
let l_483 = bitcast<f64>(l_482);
let l_484 = bitcast<u64>(l_483);
let l_485 = l_484 >> u32(bitcast<u64>(u64(52)));
let l_486 = l_485 & u64(2047);
let l_487 = i32(bitcast<i64>(l_486));
let l_488 = l_487 - i32(1023);
l_mut_145 = l_488;
let l_489 = l_484 & u64(4503599627370495);
let l_490 = l_489 | u64(4607182418800017408);
let l_491 = bitcast<f64>(l_490);
l_mut_404 = l_491;
let l_492 = l_mut_404 > f64(1.4142135623730951);
if l_492 {
l_mut_404 = l_mut_404 * f64(0.5);
l_mut_145 = l_mut_145 + i32(1);
}
let l_493 = l_mut_404 - f64(1.0);
let l_494 = f64(2.0) + l_493;
let l_495 = l_493 / l_494;
let l_496 = l_495 * l_495;
let l_497 = l_496 * f64(0.04);
let l_498 = l_497 + f64(0.043478260869565216);
l_mut_404 = l_498;
let l_499 = l_mut_404 * l_496;
let l_500 = l_499 + f64(0.047619047619047616);
l_mut_404 = l_500;
let l_501 = l_mut_404 * l_496;
let l_502 = l_501 + f64(0.05263157894736842);
l_mut_404 = l_502;
let l_503 = l_mut_404 * l_496;
let l_504 = l_503 + f64(0.058823529411764705);
l_mut_404 = l_504;
let l_505 = l_mut_404 * l_496;
let l_506 = l_505 + f64(0.06666666666666667);
l_mut_404 = l_506;
let l_507 = l_mut_404 * l_496;
let l_508 = l_507 + f64(0.07692307692307693);
l_mut_404 = l_508;
let l_509 = l_mut_404 * l_496;
let l_510 = l_509 + f64(0.09090909090909091);
l_mut_404 = l_510;
let l_511 = l_mut_404 * l_496;
let l_512 = l_511 + f64(0.1111111111111111);
l_mut_404 = l_512;
let l_513 = l_mut_404 * l_496;
let l_514 = l_513 + f64(0.14285714285714285);
l_mut_404 = l_514;
let l_515 = l_mut_404 * l_496;
let l_516 = l_515 + f64(0.2);
l_mut_404 = l_516;
let l_517 = l_mut_404 * l_496;
let l_518 = l_517 + f64(0.3333333333333333);
l_mut_404 = l_518;
let l_519 = f64(2.0) * l_495;
let l_520 = f64(2.0) * l_495;
let l_521 = l_520 * l_496;
let l_522 = l_521 * l_mut_404;
let l_523 = l_519 + l_522;
let l_524 = f64(l_mut_145);
let l_525 = l_524 * f64(0.6931471824645996);
let l_526 = l_524 * f64(-1.904654299957768e-9);
let l_527 = l_526 + l_523;
let l_528 = bitcast<u32>(l_25);
let l_529 = l_528 & u32(2147483647);
let l_530 = bitcast<f32>(l_529);
let l_531 = f64(l_530);
l_mut_404 = l_531;
let l_532 = l_529 < u32(8388608);
if l_532 {
let l_533 = f64(l_529);
let l_534 = l_533 * f64(1.401298464324817e-45);
l_mut_404 = l_534;
}
let l_535 = bitcast<u64>(l_mut_404);
let l_536 = l_528 >> u32(31);
let l_537 = u64(l_536);
let l_538 = l_537 << u32(bitcast<u64>(u64(63)));
let l_539 = l_535 | l_538;
let l_540 = bitcast<f64>(l_539);
let l_541 = l_540 * l_525;
let l_542 = l_540 * l_527;
let l_543 = l_541 + l_542;
l_mut_404 = l_543;
let l_544 = is_nan_1_f64(l_543);if l_544 {
} else {
let l_545 = l_543 < f64(-700.0);
if l_545 {
l_mut_404 = f64(0.0);
} else {
let l_546 = l_543 > f64(700.0);
if l_546 {
let l_547 = bitcast<u64>(l_543);
let l_548 = l_547 | u64(9218868437227405312);
let l_549 = l_548 & bitcast<u64>(i64(-4503599627370496));
let l_550 = bitcast<f64>(l_549);
l_mut_404 = l_550;
} else {
let l_551 = l_543 * f64(1.4426950408889634);
let l_552 = l_551 + f64(0.5);
let l_553 = floor(l_552);
let l_554 = l_553 * f64(0.6931471824645996);
let l_555 = l_541 - l_554;
let l_556 = l_555 * l_470;
let l_557 = l_553 * f64(-1.904654299957768e-9);
let l_558 = l_542 - l_557;
let l_559 = l_556 + l_558;
let l_560 = l_559 * f64(7.647163731819816e-13);
let l_561 = l_560 + f64(1.1470745597729725e-11);
l_mut_232 = l_561;
let l_562 = l_mut_232 * l_559;
let l_563 = l_562 + f64(1.6059043836821613e-10);
l_mut_232 = l_563;
let l_564 = l_mut_232 * l_559;
let l_565 = l_564 + f64(2.08767569878681e-9);
l_mut_232 = l_565;
let l_566 = l_mut_232 * l_559;
let l_567 = l_566 + f64(2.505210838544172e-8);
l_mut_232 = l_567;
let l_568 = l_mut_232 * l_559;
let l_569 = l_568 + f64(2.755731922398589e-7);
l_mut_232 = l_569;
let l_570 = l_mut_232 * l_559;
let l_571 = l_570 + f64(2.7557319223985893e-6);
l_mut_232 = l_571;
let l_572 = l_mut_232 * l_559;
let l_573 = l_572 + f64(2.48015873015873e-5);
l_mut_232 = l_573;
let l_574 = l_mut_232 * l_559;
let l_575 = l_574 + f64(0.0001984126984126984);
l_mut_232 = l_575;
let l_576 = l_mut_232 * l_559;
let l_577 = l_576 + f64(0.001388888888888889);
l_mut_232 = l_577;
let l_578 = l_mut_232 * l_559;
let l_579 = l_578 + f64(0.008333333333333333);
l_mut_232 = l_579;
let l_580 = l_mut_232 * l_559;
let l_581 = l_580 + f64(0.041666666666666664);
l_mut_232 = l_581;
let l_582 = l_mut_232 * l_559;
let l_583 = l_582 + f64(0.16666666666666666);
l_mut_232 = l_583;
let l_584 = l_mut_232 * l_559;
let l_585 = l_584 + f64(0.5);
l_mut_232 = l_585;
let l_586 = l_559 * l_559;
let l_587 = l_586 * l_mut_232;
let l_588 = l_559 + l_587;
let l_589 = f64(1.0) + l_588;
let l_590 = i32(l_553);
let l_591 = l_590 + i32(1023);
let l_592 = u64(l_591);
let l_593 = l_592 << u32(bitcast<u64>(u64(52)));
let l_594 = bitcast<f64>(l_593);
let l_595 = l_589 * l_594;
l_mut_404 = l_595;
}
}
}
l_mut_31 = l_mut_404;
} else {
l_mut_404 = l_mut_31;
let l_596 = l_21 == u32(1);
if l_596 {
l_mut_232 = l_mut_31;
let l_597 = f64(1.0) / l_mut_31;l_mut_232 = l_597;
l_mut_404 = l_mut_232;
} else {
let l_598 = l_21 == u32(2);
if l_598 {
l_mut_232 = l_mut_31;
let l_599 = sqrt(l_mut_31);
l_mut_232 = l_599;
l_mut_404 = l_mut_232;
} else {
let l_600 = l_21 == u32(3);
if l_600 {
l_mut_232 = l_mut_31;
let l_601 = inverseSqrt(l_mut_31);
l_mut_232 = l_601;
l_mut_404 = l_mut_232;
} else {
let l_602 = l_21 == u32(4);
if l_602 {
l_mut_232 = l_mut_31;
let l_603 = exp(l_mut_31);
l_mut_232 = l_603;
l_mut_404 = l_mut_232;
} else {
let l_604 = l_21 == u32(5);
if l_604 {
l_mut_232 = l_mut_31;
let l_605 = log(l_mut_31);
l_mut_232 = l_605;
l_mut_404 = l_mut_232;
} else {
let l_606 = l_21 == u32(6);
if l_606 {
l_mut_232 = l_mut_31;
let l_607 = sin(l_mut_31);
l_mut_232 = l_607;
l_mut_404 = l_mut_232;
} else {
let l_608 = l_21 == u32(7);
if l_608 {
l_mut_232 = l_mut_31;
let l_609 = cos(l_mut_31);
l_mut_232 = l_609;
l_mut_404 = l_mut_232;
} else {
let l_610 = l_21 == u32(8);
if l_610 {
l_mut_232 = l_mut_31;
let l_611 = tan(l_mut_31);
l_mut_232 = l_611;
l_mut_404 = l_mut_232;
}
}
}
}
}
}
}
}
l_mut_31 = l_mut_404;
}
}
}
}
l_mut_216 = u32(4294967294);
let l_612 = bitcast<u32>(l_26);
let l_613 = bitcast<u32>(l_25);
let l_614 = l_613 & u32(2139095040);
let l_615 = l_614 != u32(2139095040);
let l_616 = l_614 == u32(0);
let l_617 = bitcast<u32>(l_25);
let l_618 = l_617 & u32(8388607);
let l_619 = l_618 != u32(0);
let l_620 = l_616 && l_619;
let l_621 = abs(l_mut_31);
let l_622 = l_mut_31 < f64(0.0);
let l_623 = u32(l_622);
let l_624 = u32(2147483648) * l_623;
if l_620 {
} else {
let l_625 = is_nan_1_f64(l_mut_31);if l_625 {
let l_626 = l_612 & u32(2147483647);
let l_627 = l_626 > u32(2139095040);
if l_627 {
l_mut_216 = u32(4294967293);
}
} else {
let l_628 = l_621 >= f64(3.402823669209385e38);
let l_629 = !l_615;
let l_630 = l_621 == f64(0.0);
let l_631 = l_629 && l_630;
let l_632 = l_628 || l_631;
if l_632 {
let l_633 = l_621 >= f64(3.402823669209385e38);
let l_634 = u32(l_633);
let l_635 = u32(2139095040) * l_634;
let l_636 = l_635 | l_624;
let l_637 = l_612 == l_636;
let l_638 = l_612 | l_636;
let l_639 = l_638 & u32(2147483647);
let l_640 = l_639 == u32(0);
let l_641 = l_637 || l_640;
if l_641 {
l_mut_216 = u32(4294967293);
}
} else {
let l_642 = l_621 >= f64(2.350988701644575e-38);
let l_643 = l_615 && l_642;
let l_644 = l_621 < f64(3.4028234663852886e38);
let l_645 = l_643 && l_644;
if l_645 {
let l_646 = f32(l_621);
let l_647 = bitcast<u32>(l_646);
let l_648 = bitcast<f32>(l_647);
let l_649 = f64(l_648);
let l_650 = l_621 - l_649;
let l_651 = l_647 + u32(1);
let l_652 = l_650 < f64(0.0);
let l_653 = u32(l_652);
let l_654 = u32(2) * l_653;
let l_655 = l_651 - l_654;
let l_656 = bitcast<f32>(l_655);
let l_657 = f64(l_656);
let l_658 = l_657 - l_649;
let l_659 = abs(l_658);
let l_660 = l_659 * f64(0.5);
let l_661 = abs(l_650);
let l_662 = l_660 - l_661;
let l_663 = l_621 * f64(9.094947017729282e-13);
let l_664 = l_662 > l_663;
if l_664 {
let l_665 = l_647 | l_624;
l_mut_216 = l_665;
}
} else {
let l_666 = l_621 < f64(2.350988701644575e-38);
let l_667 = l_615 && l_666;
if l_667 {
let l_668 = l_621 * f64(7.1362384635298e44);
let l_669 = floor(l_668);
let l_670 = l_668 - l_669;
let l_671 = l_670 - f64(0.5);
let l_672 = abs(l_671);
let l_673 = l_668 * f64(9.094947017729282e-13);
let l_674 = l_672 > l_673;
if l_674 {
let l_675 = l_670 > f64(0.5);
let l_676 = f64(l_675);
let l_677 = l_669 + l_676;
let l_678 = u32(l_677);
let l_679 = l_678 | l_624;
l_mut_216 = l_679;
}
}
}
}
}
}
let l_680 = bitcast<u32>(l_26);
let l_681 = l_680 & u32(2147483647);
let l_682 = l_681 > u32(2139095040);
let l_683 = l_680 & u32(2147483647);
let l_684 = l_683 == u32(0);
let l_685 = l_680 & u32(2147483647);
let l_686 = f64(l_685);
let l_687 = l_680 >> u32(31);
let l_688 = f64(l_687);
let l_689 = f64(2.0) * l_688;
let l_690 = f64(1.0) - l_689;
let l_691 = l_686 * l_690;
let l_692 = l_mut_216 & u32(2147483647);
let l_693 = f64(l_692);
let l_694 = l_mut_216 >> u32(31);
let l_695 = f64(l_694);
let l_696 = f64(2.0) * l_695;
let l_697 = f64(1.0) - l_696;
let l_698 = l_693 * l_697;
let l_699 = l_691 - l_698;
let l_700 = l_mut_216 & u32(2139095040);
let l_701 = l_700 == u32(0);
let l_702 = l_mut_216 < u32(4294967293);
let l_703 = l_699 == f64(0.0);
let l_704 = l_684 && l_701;
let l_705 = l_682 || l_704;
let l_706 = !l_705;
let l_707 = l_703 || l_706;
let l_708 = l_702 && l_707;
l_mut_284 = l_708;
let l_709 = l_699 != f64(0.0);
let l_710 = l_mut_284 && l_709;
if l_710 {

for (var l_mut_711: u32 = u32(0); l_mut_711 < u32(8); l_mut_711++) {
let l_712 = u32(2) * l_mut_711;
let l_7065 = info.static_meta[u32(2)];
let l_7066 = l_7065 * u32(1);
let l_7067 = l_712 < l_7066;
let l_7068 = l_7066 - u32(1);
let l_7069 = min(l_712, l_7068);
let l_7070 = buffer_2_global[l_7069];
let l_7071 = select(u32(0), l_7070, l_7067);
let l_713 = l_7071;
let l_714 = u32(2) * l_mut_711;
let l_715 = l_714 + u32(1);
let l_7072 = info.static_meta[u32(2)];
let l_7073 = l_7072 * u32(1);
let l_7074 = l_715 < l_7073;
let l_7075 = l_7073 - u32(1);
let l_7076 = min(l_715, l_7075);
let l_7077 = buffer_2_global[l_7076];
let l_7078 = select(u32(0), l_7077, l_7074);
let l_716 = l_7078;
let l_717 = l_716 != u32(0);
let l_718 = l_mut_711 * u32(4);
let l_7079 = info.static_meta[u32(3)];
let l_7080 = l_7079 * u32(1);
let l_7081 = l_718 < l_7080;
let l_7082 = l_7080 - u32(1);
let l_7083 = min(l_718, l_7082);
let l_7084 = buffer_3_global[l_7083];
let l_7085 = select(f64(0.0), l_7084, l_7081);
let l_719 = l_7085;
let l_720 = l_mut_711 * u32(4);
let l_721 = l_720 + u32(1);
let l_7086 = info.static_meta[u32(3)];
let l_7087 = l_7086 * u32(1);
let l_7088 = l_721 < l_7087;
let l_7089 = l_7087 - u32(1);
let l_7090 = min(l_721, l_7089);
let l_7091 = buffer_3_global[l_7090];
let l_7092 = select(f64(0.0), l_7091, l_7088);
let l_722 = l_7092;
let l_723 = l_mut_711 * u32(4);
let l_724 = l_723 + u32(2);
let l_7093 = info.static_meta[u32(3)];
let l_7094 = l_7093 * u32(1);
let l_7095 = l_724 < l_7094;
let l_7096 = l_7094 - u32(1);
let l_7097 = min(l_724, l_7096);
let l_7098 = buffer_3_global[l_7097];
let l_7099 = select(f64(0.0), l_7098, l_7095);
let l_725 = l_7099;
let l_726 = f64(l_25);
let l_727 = abs(l_726);
let l_728 = abs(l_mut_31);
let l_729 = l_728 * f64(1.4551915228366852e-11);
l_mut_730 = u32(2);
let l_731 = l_713 == u32(0);
if l_731 {
l_mut_730 = u32(0);
} else {
let l_732 = l_713 == u32(1);
if l_732 {
l_mut_730 = u32(1);
let l_733 = abs(l_699);
let l_734 = l_733 <= l_719;
if l_734 {
l_mut_730 = u32(0);
}
} else {
let l_735 = l_713 == u32(2);
if l_735 {
let l_736 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_737 = l_736 >= f64(1.1754943508222875e-38);
let l_738 = l_736 <= f64(1.7976931348623157e308);
let l_739 = l_737 && l_738;
if l_739 {
let l_740 = bitcast<u64>(l_736);
let l_741 = l_740 >> u32(bitcast<u64>(u64(52)));
let l_742 = l_741 - u64(23);
let l_743 = l_742 << u32(bitcast<u64>(u64(52)));
let l_744 = bitcast<f64>(l_743);
l_mut_404 = l_744;
}
let l_745 = l_719 * l_mut_404;
l_mut_746 = u32(2);
let l_747 = l_mut_31 - l_729;
let l_748 = abs(l_747);
l_mut_404 = f64(1.401298464324817e-45);
let l_749 = l_748 >= f64(1.1754943508222875e-38);
let l_750 = l_748 <= f64(1.7976931348623157e308);
let l_751 = l_749 && l_750;
if l_751 {
let l_752 = bitcast<u64>(l_748);
let l_753 = l_752 >> u32(bitcast<u64>(u64(52)));
let l_754 = l_753 - u64(23);
let l_755 = l_754 << u32(bitcast<u64>(u64(52)));
let l_756 = bitcast<f64>(l_755);
l_mut_404 = l_756;
}
let l_757 = l_mut_31 + l_729;
let l_758 = abs(l_757);
l_mut_232 = f64(1.401298464324817e-45);
let l_759 = l_758 >= f64(1.1754943508222875e-38);
let l_760 = l_758 <= f64(1.7976931348623157e308);
let l_761 = l_759 && l_760;
if l_761 {
let l_762 = bitcast<u64>(l_758);
let l_763 = l_762 >> u32(bitcast<u64>(u64(52)));
let l_764 = l_763 - u64(23);
let l_765 = l_764 << u32(bitcast<u64>(u64(52)));
let l_766 = bitcast<f64>(l_765);
l_mut_232 = l_766;
}
let l_767 = l_mut_404 == l_mut_232;
if l_767 {
let l_768 = l_745 * f64(1.4551915228366852e-11);
let l_769 = l_729 + l_768;
let l_770 = l_mut_31 - l_745;
let l_771 = l_mut_31 + l_745;
let l_772 = bitcast<u32>(l_26);
let l_773 = l_772 & u32(2147483647);
let l_774 = bitcast<f32>(l_773);
let l_775 = f64(l_774);
l_mut_404 = l_775;
let l_776 = l_773 < u32(8388608);
if l_776 {
let l_777 = f64(l_773);
let l_778 = l_777 * f64(1.401298464324817e-45);
l_mut_404 = l_778;
}
let l_779 = bitcast<u64>(l_mut_404);
let l_780 = l_772 >> u32(31);
let l_781 = u64(l_780);
let l_782 = l_781 << u32(bitcast<u64>(u64(63)));
let l_783 = l_779 | l_782;
let l_784 = bitcast<f64>(l_783);
let l_785 = bitcast<u32>(l_26);
let l_786 = l_785 + u32(1);
l_mut_787 = l_786;
let l_788 = l_785 & u32(2147483647);
let l_789 = l_788 == u32(0);
if l_789 {
l_mut_787 = u32(1);
} else {
let l_790 = l_785 & u32(2147483648);
let l_791 = l_790 != u32(0);
if l_791 {
let l_792 = l_785 - u32(1);
l_mut_787 = l_792;
} else {
let l_793 = l_785 == u32(2139095040);
if l_793 {
l_mut_787 = l_785;
}
}
}
let l_794 = bitcast<f32>(l_mut_787);
let l_795 = bitcast<u32>(l_794);
let l_796 = l_795 & u32(2147483647);
let l_797 = bitcast<f32>(l_796);
let l_798 = f64(l_797);
l_mut_404 = l_798;
let l_799 = l_796 < u32(8388608);
if l_799 {
let l_800 = f64(l_796);
let l_801 = l_800 * f64(1.401298464324817e-45);
l_mut_404 = l_801;
}
let l_802 = bitcast<u64>(l_mut_404);
let l_803 = l_795 >> u32(31);
let l_804 = u64(l_803);
let l_805 = l_804 << u32(bitcast<u64>(u64(63)));
let l_806 = l_802 | l_805;
let l_807 = bitcast<f64>(l_806);
let l_808 = bitcast<u32>(l_26);
let l_809 = l_808 ^ u32(2147483648);
let l_810 = bitcast<f32>(l_809);
let l_811 = bitcast<u32>(l_810);
let l_812 = l_811 + u32(1);
l_mut_787 = l_812;
let l_813 = l_811 & u32(2147483647);
let l_814 = l_813 == u32(0);
if l_814 {
l_mut_787 = u32(1);
} else {
let l_815 = l_811 & u32(2147483648);
let l_816 = l_815 != u32(0);
if l_816 {
let l_817 = l_811 - u32(1);
l_mut_787 = l_817;
} else {
let l_818 = l_811 == u32(2139095040);
if l_818 {
l_mut_787 = l_811;
}
}
}
let l_819 = bitcast<f32>(l_mut_787);
let l_820 = bitcast<u32>(l_819);
let l_821 = l_820 ^ u32(2147483648);
let l_822 = bitcast<f32>(l_821);
let l_823 = bitcast<u32>(l_822);
let l_824 = l_823 & u32(2147483647);
let l_825 = bitcast<f32>(l_824);
let l_826 = f64(l_825);
l_mut_404 = l_826;
let l_827 = l_824 < u32(8388608);
if l_827 {
let l_828 = f64(l_824);
let l_829 = l_828 * f64(1.401298464324817e-45);
l_mut_404 = l_829;
}
let l_830 = bitcast<u64>(l_mut_404);
let l_831 = l_823 >> u32(31);
let l_832 = u64(l_831);
let l_833 = l_832 << u32(bitcast<u64>(u64(63)));
let l_834 = l_830 | l_833;
let l_835 = bitcast<f64>(l_834);
let l_836 = l_770 + l_769;
let l_837 = l_836 <= l_784;
l_mut_838 = l_837;
let l_839 = l_770 - l_769;
let l_840 = l_839 > l_784;
l_mut_841 = l_840;
let l_842 = l_771 - l_769;
let l_843 = l_842 >= l_784;
l_mut_844 = l_843;
let l_845 = l_771 + l_769;
let l_846 = l_845 < l_784;
l_mut_847 = l_846;
if l_717 {
let l_848 = l_770 + l_769;
let l_849 = l_848 < l_807;
l_mut_838 = l_849;
let l_850 = l_770 - l_769;
let l_851 = l_850 >= l_807;
l_mut_841 = l_851;
let l_852 = l_771 - l_769;
let l_853 = l_852 > l_835;
l_mut_844 = l_853;
let l_854 = l_771 + l_769;
let l_855 = l_854 <= l_835;
l_mut_847 = l_855;
}
l_mut_787 = u32(2);
let l_856 = l_mut_841 || l_mut_847;
if l_856 {
l_mut_787 = u32(1);
} else {
let l_857 = l_mut_838 && l_mut_844;
if l_857 {
l_mut_787 = u32(0);
}
}
let l_858 = bitcast<u32>(l_26);
let l_859 = l_858 & u32(2147483647);
let l_860 = l_859 == u32(0);
if l_860 {
let l_861 = l_770 + l_769;
let l_862 = l_861 < f64(1.1754943508222875e-38);
let l_863 = l_771 - l_769;
let l_864 = l_863 > f64(-1.1754943508222875e-38);
let l_865 = l_862 && l_864;
let l_866 = l_770 - l_769;
let l_867 = l_866 < f64(1.1754943508222875e-38);
let l_868 = l_771 + l_769;
let l_869 = l_868 > f64(-1.1754943508222875e-38);
let l_870 = l_867 && l_869;
if l_865 {
l_mut_787 = u32(0);
} else {
let l_871 = l_mut_787 == u32(1);
let l_872 = l_870 && l_871;
if l_872 {
l_mut_787 = u32(2);
}
}
}
l_mut_746 = l_mut_787;
}
l_mut_730 = l_mut_746;
} else {
let l_873 = l_713 == u32(3);
if l_873 {
l_mut_730 = u32(0);
let l_874 = l_727 >= f64(1.1754943508222875e-38);
let l_875 = l_727 <= f64(8.507059173023462e37);
let l_876 = l_874 && l_875;
if l_876 {
let l_877 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_878 = l_877 >= f64(1.1754943508222875e-38);
let l_879 = l_877 <= f64(1.7976931348623157e308);
let l_880 = l_878 && l_879;
if l_880 {
let l_881 = bitcast<u64>(l_877);
let l_882 = l_881 >> u32(bitcast<u64>(u64(52)));
let l_883 = l_882 - u64(23);
let l_884 = l_883 << u32(bitcast<u64>(u64(52)));
let l_885 = bitcast<f64>(l_884);
l_mut_404 = l_885;
}
let l_886 = l_719 * l_mut_404;
l_mut_787 = u32(2);
let l_887 = l_mut_31 - l_729;
let l_888 = abs(l_887);
l_mut_404 = f64(1.401298464324817e-45);
let l_889 = l_888 >= f64(1.1754943508222875e-38);
let l_890 = l_888 <= f64(1.7976931348623157e308);
let l_891 = l_889 && l_890;
if l_891 {
let l_892 = bitcast<u64>(l_888);
let l_893 = l_892 >> u32(bitcast<u64>(u64(52)));
let l_894 = l_893 - u64(23);
let l_895 = l_894 << u32(bitcast<u64>(u64(52)));
let l_896 = bitcast<f64>(l_895);
l_mut_404 = l_896;
}
let l_897 = l_mut_31 + l_729;
let l_898 = abs(l_897);
l_mut_232 = f64(1.401298464324817e-45);
let l_899 = l_898 >= f64(1.1754943508222875e-38);
let l_900 = l_898 <= f64(1.7976931348623157e308);
let l_901 = l_899 && l_900;
if l_901 {
let l_902 = bitcast<u64>(l_898);
let l_903 = l_902 >> u32(bitcast<u64>(u64(52)));
let l_904 = l_903 - u64(23);
let l_905 = l_904 << u32(bitcast<u64>(u64(52)));
let l_906 = bitcast<f64>(l_905);
l_mut_232 = l_906;
}
let l_907 = l_mut_404 == l_mut_232;
if l_907 {
let l_908 = l_886 * f64(1.4551915228366852e-11);
let l_909 = l_729 + l_908;
let l_910 = l_mut_31 - l_886;
let l_911 = l_mut_31 + l_886;
let l_912 = bitcast<u32>(l_26);
let l_913 = l_912 & u32(2147483647);
let l_914 = bitcast<f32>(l_913);
let l_915 = f64(l_914);
l_mut_404 = l_915;
let l_916 = l_913 < u32(8388608);
if l_916 {
let l_917 = f64(l_913);
let l_918 = l_917 * f64(1.401298464324817e-45);
l_mut_404 = l_918;
}
let l_919 = bitcast<u64>(l_mut_404);
let l_920 = l_912 >> u32(31);
let l_921 = u64(l_920);
let l_922 = l_921 << u32(bitcast<u64>(u64(63)));
let l_923 = l_919 | l_922;
let l_924 = bitcast<f64>(l_923);
let l_925 = bitcast<u32>(l_26);
let l_926 = l_925 + u32(1);
l_mut_746 = l_926;
let l_927 = l_925 & u32(2147483647);
let l_928 = l_927 == u32(0);
if l_928 {
l_mut_746 = u32(1);
} else {
let l_929 = l_925 & u32(2147483648);
let l_930 = l_929 != u32(0);
if l_930 {
let l_931 = l_925 - u32(1);
l_mut_746 = l_931;
} else {
let l_932 = l_925 == u32(2139095040);
if l_932 {
l_mut_746 = l_925;
}
}
}
let l_933 = bitcast<f32>(l_mut_746);
let l_934 = bitcast<u32>(l_933);
let l_935 = l_934 & u32(2147483647);
let l_936 = bitcast<f32>(l_935);
let l_937 = f64(l_936);
l_mut_404 = l_937;
let l_938 = l_935 < u32(8388608);
if l_938 {
let l_939 = f64(l_935);
let l_940 = l_939 * f64(1.401298464324817e-45);
l_mut_404 = l_940;
}
let l_941 = bitcast<u64>(l_mut_404);
let l_942 = l_934 >> u32(31);
let l_943 = u64(l_942);
let l_944 = l_943 << u32(bitcast<u64>(u64(63)));
let l_945 = l_941 | l_944;
let l_946 = bitcast<f64>(l_945);
let l_947 = bitcast<u32>(l_26);
let l_948 = l_947 ^ u32(2147483648);
let l_949 = bitcast<f32>(l_948);
let l_950 = bitcast<u32>(l_949);
let l_951 = l_950 + u32(1);
l_mut_746 = l_951;
let l_952 = l_950 & u32(2147483647);
let l_953 = l_952 == u32(0);
if l_953 {
l_mut_746 = u32(1);
} else {
let l_954 = l_950 & u32(2147483648);
let l_955 = l_954 != u32(0);
if l_955 {
let l_956 = l_950 - u32(1);
l_mut_746 = l_956;
} else {
let l_957 = l_950 == u32(2139095040);
if l_957 {
l_mut_746 = l_950;
}
}
}
let l_958 = bitcast<f32>(l_mut_746);
let l_959 = bitcast<u32>(l_958);
let l_960 = l_959 ^ u32(2147483648);
let l_961 = bitcast<f32>(l_960);
let l_962 = bitcast<u32>(l_961);
let l_963 = l_962 & u32(2147483647);
let l_964 = bitcast<f32>(l_963);
let l_965 = f64(l_964);
l_mut_404 = l_965;
let l_966 = l_963 < u32(8388608);
if l_966 {
let l_967 = f64(l_963);
let l_968 = l_967 * f64(1.401298464324817e-45);
l_mut_404 = l_968;
}
let l_969 = bitcast<u64>(l_mut_404);
let l_970 = l_962 >> u32(31);
let l_971 = u64(l_970);
let l_972 = l_971 << u32(bitcast<u64>(u64(63)));
let l_973 = l_969 | l_972;
let l_974 = bitcast<f64>(l_973);
let l_975 = l_910 + l_909;
let l_976 = l_975 <= l_924;
l_mut_847 = l_976;
let l_977 = l_910 - l_909;
let l_978 = l_977 > l_924;
l_mut_844 = l_978;
let l_979 = l_911 - l_909;
let l_980 = l_979 >= l_924;
l_mut_841 = l_980;
let l_981 = l_911 + l_909;
let l_982 = l_981 < l_924;
l_mut_838 = l_982;
if l_717 {
let l_983 = l_910 + l_909;
let l_984 = l_983 < l_946;
l_mut_847 = l_984;
let l_985 = l_910 - l_909;
let l_986 = l_985 >= l_946;
l_mut_844 = l_986;
let l_987 = l_911 - l_909;
let l_988 = l_987 > l_974;
l_mut_841 = l_988;
let l_989 = l_911 + l_909;
let l_990 = l_989 <= l_974;
l_mut_838 = l_990;
}
l_mut_746 = u32(2);
let l_991 = l_mut_844 || l_mut_838;
if l_991 {
l_mut_746 = u32(1);
} else {
let l_992 = l_mut_847 && l_mut_841;
if l_992 {
l_mut_746 = u32(0);
}
}
let l_993 = bitcast<u32>(l_26);
let l_994 = l_993 & u32(2147483647);
let l_995 = l_994 == u32(0);
if l_995 {
let l_996 = l_910 + l_909;
let l_997 = l_996 < f64(1.1754943508222875e-38);
let l_998 = l_911 - l_909;
let l_999 = l_998 > f64(-1.1754943508222875e-38);
let l_1000 = l_997 && l_999;
let l_1001 = l_910 - l_909;
let l_1002 = l_1001 < f64(1.1754943508222875e-38);
let l_1003 = l_911 + l_909;
let l_1004 = l_1003 > f64(-1.1754943508222875e-38);
let l_1005 = l_1002 && l_1004;
if l_1000 {
l_mut_746 = u32(0);
} else {
let l_1006 = l_mut_746 == u32(1);
let l_1007 = l_1005 && l_1006;
if l_1007 {
l_mut_746 = u32(2);
}
}
}
l_mut_787 = l_mut_746;
}
l_mut_730 = l_mut_787;
}
} else {
let l_1008 = l_713 == u32(4);
if l_1008 {
let l_1009 = l_722 * l_727;
let l_1010 = l_719 + l_1009;
let l_1011 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_1012 = l_1011 >= f64(1.1754943508222875e-38);
let l_1013 = l_1011 <= f64(1.7976931348623157e308);
let l_1014 = l_1012 && l_1013;
if l_1014 {
let l_1015 = bitcast<u64>(l_1011);
let l_1016 = l_1015 >> u32(bitcast<u64>(u64(52)));
let l_1017 = l_1016 - u64(23);
let l_1018 = l_1017 << u32(bitcast<u64>(u64(52)));
let l_1019 = bitcast<f64>(l_1018);
l_mut_404 = l_1019;
}
let l_1020 = l_1010 * l_mut_404;
l_mut_787 = u32(2);
let l_1021 = l_mut_31 - l_729;
let l_1022 = abs(l_1021);
l_mut_404 = f64(1.401298464324817e-45);
let l_1023 = l_1022 >= f64(1.1754943508222875e-38);
let l_1024 = l_1022 <= f64(1.7976931348623157e308);
let l_1025 = l_1023 && l_1024;
if l_1025 {
let l_1026 = bitcast<u64>(l_1022);
let l_1027 = l_1026 >> u32(bitcast<u64>(u64(52)));
let l_1028 = l_1027 - u64(23);
let l_1029 = l_1028 << u32(bitcast<u64>(u64(52)));
let l_1030 = bitcast<f64>(l_1029);
l_mut_404 = l_1030;
}
let l_1031 = l_mut_31 + l_729;
let l_1032 = abs(l_1031);
l_mut_232 = f64(1.401298464324817e-45);
let l_1033 = l_1032 >= f64(1.1754943508222875e-38);
let l_1034 = l_1032 <= f64(1.7976931348623157e308);
let l_1035 = l_1033 && l_1034;
if l_1035 {
let l_1036 = bitcast<u64>(l_1032);
let l_1037 = l_1036 >> u32(bitcast<u64>(u64(52)));
let l_1038 = l_1037 - u64(23);
let l_1039 = l_1038 << u32(bitcast<u64>(u64(52)));
let l_1040 = bitcast<f64>(l_1039);
l_mut_232 = l_1040;
}
let l_1041 = l_mut_404 == l_mut_232;
if l_1041 {
let l_1042 = l_1020 * f64(1.4551915228366852e-11);
let l_1043 = l_729 + l_1042;
let l_1044 = l_mut_31 - l_1020;
let l_1045 = l_mut_31 + l_1020;
let l_1046 = bitcast<u32>(l_26);
let l_1047 = l_1046 & u32(2147483647);
let l_1048 = bitcast<f32>(l_1047);
let l_1049 = f64(l_1048);
l_mut_404 = l_1049;
let l_1050 = l_1047 < u32(8388608);
if l_1050 {
let l_1051 = f64(l_1047);
let l_1052 = l_1051 * f64(1.401298464324817e-45);
l_mut_404 = l_1052;
}
let l_1053 = bitcast<u64>(l_mut_404);
let l_1054 = l_1046 >> u32(31);
let l_1055 = u64(l_1054);
let l_1056 = l_1055 << u32(bitcast<u64>(u64(63)));
let l_1057 = l_1053 | l_1056;
let l_1058 = bitcast<f64>(l_1057);
let l_1059 = bitcast<u32>(l_26);
let l_1060 = l_1059 + u32(1);
l_mut_746 = l_1060;
let l_1061 = l_1059 & u32(2147483647);
let l_1062 = l_1061 == u32(0);
if l_1062 {
l_mut_746 = u32(1);
} else {
let l_1063 = l_1059 & u32(2147483648);
let l_1064 = l_1063 != u32(0);
if l_1064 {
let l_1065 = l_1059 - u32(1);
l_mut_746 = l_1065;
} else {
let l_1066 = l_1059 == u32(2139095040);
if l_1066 {
l_mut_746 = l_1059;
}
}
}
let l_1067 = bitcast<f32>(l_mut_746);
let l_1068 = bitcast<u32>(l_1067);
let l_1069 = l_1068 & u32(2147483647);
let l_1070 = bitcast<f32>(l_1069);
let l_1071 = f64(l_1070);
l_mut_404 = l_1071;
let l_1072 = l_1069 < u32(8388608);
if l_1072 {
let l_1073 = f64(l_1069);
let l_1074 = l_1073 * f64(1.401298464324817e-45);
l_mut_404 = l_1074;
}
let l_1075 = bitcast<u64>(l_mut_404);
let l_1076 = l_1068 >> u32(31);
let l_1077 = u64(l_1076);
let l_1078 = l_1077 << u32(bitcast<u64>(u64(63)));
let l_1079 = l_1075 | l_1078;
let l_1080 = bitcast<f64>(l_1079);
let l_1081 = bitcast<u32>(l_26);
let l_1082 = l_1081 ^ u32(2147483648);
let l_1083 = bitcast<f32>(l_1082);
let l_1084 = bitcast<u32>(l_1083);
let l_1085 = l_1084 + u32(1);
l_mut_746 = l_1085;
let l_1086 = l_1084 & u32(2147483647);
let l_1087 = l_1086 == u32(0);
if l_1087 {
l_mut_746 = u32(1);
} else {
let l_1088 = l_1084 & u32(2147483648);
let l_1089 = l_1088 != u32(0);
if l_1089 {
let l_1090 = l_1084 - u32(1);
l_mut_746 = l_1090;
} else {
let l_1091 = l_1084 == u32(2139095040);
if l_1091 {
l_mut_746 = l_1084;
}
}
}
let l_1092 = bitcast<f32>(l_mut_746);
let l_1093 = bitcast<u32>(l_1092);
let l_1094 = l_1093 ^ u32(2147483648);
let l_1095 = bitcast<f32>(l_1094);
let l_1096 = bitcast<u32>(l_1095);
let l_1097 = l_1096 & u32(2147483647);
let l_1098 = bitcast<f32>(l_1097);
let l_1099 = f64(l_1098);
l_mut_404 = l_1099;
let l_1100 = l_1097 < u32(8388608);
if l_1100 {
let l_1101 = f64(l_1097);
let l_1102 = l_1101 * f64(1.401298464324817e-45);
l_mut_404 = l_1102;
}
let l_1103 = bitcast<u64>(l_mut_404);
let l_1104 = l_1096 >> u32(31);
let l_1105 = u64(l_1104);
let l_1106 = l_1105 << u32(bitcast<u64>(u64(63)));
let l_1107 = l_1103 | l_1106;
let l_1108 = bitcast<f64>(l_1107);
let l_1109 = l_1044 + l_1043;
let l_1110 = l_1109 <= l_1058;
l_mut_847 = l_1110;
let l_1111 = l_1044 - l_1043;
let l_1112 = l_1111 > l_1058;
l_mut_844 = l_1112;
let l_1113 = l_1045 - l_1043;
let l_1114 = l_1113 >= l_1058;
l_mut_841 = l_1114;
let l_1115 = l_1045 + l_1043;
let l_1116 = l_1115 < l_1058;
l_mut_838 = l_1116;
if l_717 {
let l_1117 = l_1044 + l_1043;
let l_1118 = l_1117 < l_1080;
l_mut_847 = l_1118;
let l_1119 = l_1044 - l_1043;
let l_1120 = l_1119 >= l_1080;
l_mut_844 = l_1120;
let l_1121 = l_1045 - l_1043;
let l_1122 = l_1121 > l_1108;
l_mut_841 = l_1122;
let l_1123 = l_1045 + l_1043;
let l_1124 = l_1123 <= l_1108;
l_mut_838 = l_1124;
}
l_mut_746 = u32(2);
let l_1125 = l_mut_844 || l_mut_838;
if l_1125 {
l_mut_746 = u32(1);
} else {
let l_1126 = l_mut_847 && l_mut_841;
if l_1126 {
l_mut_746 = u32(0);
}
}
let l_1127 = bitcast<u32>(l_26);
let l_1128 = l_1127 & u32(2147483647);
let l_1129 = l_1128 == u32(0);
if l_1129 {
let l_1130 = l_1044 + l_1043;
let l_1131 = l_1130 < f64(1.1754943508222875e-38);
let l_1132 = l_1045 - l_1043;
let l_1133 = l_1132 > f64(-1.1754943508222875e-38);
let l_1134 = l_1131 && l_1133;
let l_1135 = l_1044 - l_1043;
let l_1136 = l_1135 < f64(1.1754943508222875e-38);
let l_1137 = l_1045 + l_1043;
let l_1138 = l_1137 > f64(-1.1754943508222875e-38);
let l_1139 = l_1136 && l_1138;
if l_1134 {
l_mut_746 = u32(0);
} else {
let l_1140 = l_mut_746 == u32(1);
let l_1141 = l_1139 && l_1140;
if l_1141 {
l_mut_746 = u32(2);
}
}
}
l_mut_787 = l_mut_746;
}
l_mut_730 = l_mut_787;
} else {
let l_1142 = l_713 == u32(5);
if l_1142 {
let l_1143 = f64(2.0) * l_726;
let l_1144 = abs(l_1143);
let l_1145 = floor(l_1144);
let l_1146 = f64(3.0) + l_1145;
let l_1147 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_1148 = l_1147 >= f64(1.1754943508222875e-38);
let l_1149 = l_1147 <= f64(1.7976931348623157e308);
let l_1150 = l_1148 && l_1149;
if l_1150 {
let l_1151 = bitcast<u64>(l_1147);
let l_1152 = l_1151 >> u32(bitcast<u64>(u64(52)));
let l_1153 = l_1152 - u64(23);
let l_1154 = l_1153 << u32(bitcast<u64>(u64(52)));
let l_1155 = bitcast<f64>(l_1154);
l_mut_404 = l_1155;
}
let l_1156 = l_1146 * l_mut_404;
l_mut_787 = u32(2);
let l_1157 = l_mut_31 - l_729;
let l_1158 = abs(l_1157);
l_mut_404 = f64(1.401298464324817e-45);
let l_1159 = l_1158 >= f64(1.1754943508222875e-38);
let l_1160 = l_1158 <= f64(1.7976931348623157e308);
let l_1161 = l_1159 && l_1160;
if l_1161 {
let l_1162 = bitcast<u64>(l_1158);
let l_1163 = l_1162 >> u32(bitcast<u64>(u64(52)));
let l_1164 = l_1163 - u64(23);
let l_1165 = l_1164 << u32(bitcast<u64>(u64(52)));
let l_1166 = bitcast<f64>(l_1165);
l_mut_404 = l_1166;
}
let l_1167 = l_mut_31 + l_729;
let l_1168 = abs(l_1167);
l_mut_232 = f64(1.401298464324817e-45);
let l_1169 = l_1168 >= f64(1.1754943508222875e-38);
let l_1170 = l_1168 <= f64(1.7976931348623157e308);
let l_1171 = l_1169 && l_1170;
if l_1171 {
let l_1172 = bitcast<u64>(l_1168);
let l_1173 = l_1172 >> u32(bitcast<u64>(u64(52)));
let l_1174 = l_1173 - u64(23);
let l_1175 = l_1174 << u32(bitcast<u64>(u64(52)));
let l_1176 = bitcast<f64>(l_1175);
l_mut_232 = l_1176;
}
let l_1177 = l_mut_404 == l_mut_232;
if l_1177 {
let l_1178 = l_1156 * f64(1.4551915228366852e-11);
let l_1179 = l_729 + l_1178;
let l_1180 = l_mut_31 - l_1156;
let l_1181 = l_mut_31 + l_1156;
let l_1182 = bitcast<u32>(l_26);
let l_1183 = l_1182 & u32(2147483647);
let l_1184 = bitcast<f32>(l_1183);
let l_1185 = f64(l_1184);
l_mut_404 = l_1185;
let l_1186 = l_1183 < u32(8388608);
if l_1186 {
let l_1187 = f64(l_1183);
let l_1188 = l_1187 * f64(1.401298464324817e-45);
l_mut_404 = l_1188;
}
let l_1189 = bitcast<u64>(l_mut_404);
let l_1190 = l_1182 >> u32(31);
let l_1191 = u64(l_1190);
let l_1192 = l_1191 << u32(bitcast<u64>(u64(63)));
let l_1193 = l_1189 | l_1192;
let l_1194 = bitcast<f64>(l_1193);
let l_1195 = bitcast<u32>(l_26);
let l_1196 = l_1195 + u32(1);
l_mut_746 = l_1196;
let l_1197 = l_1195 & u32(2147483647);
let l_1198 = l_1197 == u32(0);
if l_1198 {
l_mut_746 = u32(1);
} else {
let l_1199 = l_1195 & u32(2147483648);
let l_1200 = l_1199 != u32(0);
if l_1200 {
let l_1201 = l_1195 - u32(1);
l_mut_746 = l_1201;
} else {
let l_1202 = l_1195 == u32(2139095040);
if l_1202 {
l_mut_746 = l_1195;
}
}
}
let l_1203 = bitcast<f32>(l_mut_746);
let l_1204 = bitcast<u32>(l_1203);
let l_1205 = l_1204 & u32(2147483647);
let l_1206 = bitcast<f32>(l_1205);
let l_1207 = f64(l_1206);
l_mut_404 = l_1207;
let l_1208 = l_1205 < u32(8388608);
if l_1208 {
let l_1209 = f64(l_1205);
let l_1210 = l_1209 * f64(1.401298464324817e-45);
l_mut_404 = l_1210;
}
let l_1211 = bitcast<u64>(l_mut_404);
let l_1212 = l_1204 >> u32(31);
let l_1213 = u64(l_1212);
let l_1214 = l_1213 << u32(bitcast<u64>(u64(63)));
let l_1215 = l_1211 | l_1214;
let l_1216 = bitcast<f64>(l_1215);
let l_1217 = bitcast<u32>(l_26);
let l_1218 = l_1217 ^ u32(2147483648);
let l_1219 = bitcast<f32>(l_1218);
let l_1220 = bitcast<u32>(l_1219);
let l_1221 = l_1220 + u32(1);
l_mut_746 = l_1221;
let l_1222 = l_1220 & u32(2147483647);
let l_1223 = l_1222 == u32(0);
if l_1223 {
l_mut_746 = u32(1);
} else {
let l_1224 = l_1220 & u32(2147483648);
let l_1225 = l_1224 != u32(0);
if l_1225 {
let l_1226 = l_1220 - u32(1);
l_mut_746 = l_1226;
} else {
let l_1227 = l_1220 == u32(2139095040);
if l_1227 {
l_mut_746 = l_1220;
}
}
}
let l_1228 = bitcast<f32>(l_mut_746);
let l_1229 = bitcast<u32>(l_1228);
let l_1230 = l_1229 ^ u32(2147483648);
let l_1231 = bitcast<f32>(l_1230);
let l_1232 = bitcast<u32>(l_1231);
let l_1233 = l_1232 & u32(2147483647);
let l_1234 = bitcast<f32>(l_1233);
let l_1235 = f64(l_1234);
l_mut_404 = l_1235;
let l_1236 = l_1233 < u32(8388608);
if l_1236 {
let l_1237 = f64(l_1233);
let l_1238 = l_1237 * f64(1.401298464324817e-45);
l_mut_404 = l_1238;
}
let l_1239 = bitcast<u64>(l_mut_404);
let l_1240 = l_1232 >> u32(31);
let l_1241 = u64(l_1240);
let l_1242 = l_1241 << u32(bitcast<u64>(u64(63)));
let l_1243 = l_1239 | l_1242;
let l_1244 = bitcast<f64>(l_1243);
let l_1245 = l_1180 + l_1179;
let l_1246 = l_1245 <= l_1194;
l_mut_847 = l_1246;
let l_1247 = l_1180 - l_1179;
let l_1248 = l_1247 > l_1194;
l_mut_844 = l_1248;
let l_1249 = l_1181 - l_1179;
let l_1250 = l_1249 >= l_1194;
l_mut_841 = l_1250;
let l_1251 = l_1181 + l_1179;
let l_1252 = l_1251 < l_1194;
l_mut_838 = l_1252;
if l_717 {
let l_1253 = l_1180 + l_1179;
let l_1254 = l_1253 < l_1216;
l_mut_847 = l_1254;
let l_1255 = l_1180 - l_1179;
let l_1256 = l_1255 >= l_1216;
l_mut_844 = l_1256;
let l_1257 = l_1181 - l_1179;
let l_1258 = l_1257 > l_1244;
l_mut_841 = l_1258;
let l_1259 = l_1181 + l_1179;
let l_1260 = l_1259 <= l_1244;
l_mut_838 = l_1260;
}
l_mut_746 = u32(2);
let l_1261 = l_mut_844 || l_mut_838;
if l_1261 {
l_mut_746 = u32(1);
} else {
let l_1262 = l_mut_847 && l_mut_841;
if l_1262 {
l_mut_746 = u32(0);
}
}
let l_1263 = bitcast<u32>(l_26);
let l_1264 = l_1263 & u32(2147483647);
let l_1265 = l_1264 == u32(0);
if l_1265 {
let l_1266 = l_1180 + l_1179;
let l_1267 = l_1266 < f64(1.1754943508222875e-38);
let l_1268 = l_1181 - l_1179;
let l_1269 = l_1268 > f64(-1.1754943508222875e-38);
let l_1270 = l_1267 && l_1269;
let l_1271 = l_1180 - l_1179;
let l_1272 = l_1271 < f64(1.1754943508222875e-38);
let l_1273 = l_1181 + l_1179;
let l_1274 = l_1273 > f64(-1.1754943508222875e-38);
let l_1275 = l_1272 && l_1274;
if l_1270 {
l_mut_746 = u32(0);
} else {
let l_1276 = l_mut_746 == u32(1);
let l_1277 = l_1275 && l_1276;
if l_1277 {
l_mut_746 = u32(2);
}
}
}
l_mut_787 = l_mut_746;
}
l_mut_730 = l_mut_787;
} else {
let l_1278 = l_713 == u32(6);
if l_1278 {
l_mut_730 = u32(0);
let l_1279 = l_727 <= l_722;
if l_1279 {
let l_1280 = l_719 * f64(1.4551915228366852e-11);
let l_1281 = l_729 + l_1280;
let l_1282 = l_mut_31 - l_719;
let l_1283 = l_mut_31 + l_719;
let l_1284 = bitcast<u32>(l_26);
let l_1285 = l_1284 & u32(2147483647);
let l_1286 = bitcast<f32>(l_1285);
let l_1287 = f64(l_1286);
l_mut_404 = l_1287;
let l_1288 = l_1285 < u32(8388608);
if l_1288 {
let l_1289 = f64(l_1285);
let l_1290 = l_1289 * f64(1.401298464324817e-45);
l_mut_404 = l_1290;
}
let l_1291 = bitcast<u64>(l_mut_404);
let l_1292 = l_1284 >> u32(31);
let l_1293 = u64(l_1292);
let l_1294 = l_1293 << u32(bitcast<u64>(u64(63)));
let l_1295 = l_1291 | l_1294;
let l_1296 = bitcast<f64>(l_1295);
let l_1297 = bitcast<u32>(l_26);
let l_1298 = l_1297 + u32(1);
l_mut_787 = l_1298;
let l_1299 = l_1297 & u32(2147483647);
let l_1300 = l_1299 == u32(0);
if l_1300 {
l_mut_787 = u32(1);
} else {
let l_1301 = l_1297 & u32(2147483648);
let l_1302 = l_1301 != u32(0);
if l_1302 {
let l_1303 = l_1297 - u32(1);
l_mut_787 = l_1303;
} else {
let l_1304 = l_1297 == u32(2139095040);
if l_1304 {
l_mut_787 = l_1297;
}
}
}
let l_1305 = bitcast<f32>(l_mut_787);
let l_1306 = bitcast<u32>(l_1305);
let l_1307 = l_1306 & u32(2147483647);
let l_1308 = bitcast<f32>(l_1307);
let l_1309 = f64(l_1308);
l_mut_404 = l_1309;
let l_1310 = l_1307 < u32(8388608);
if l_1310 {
let l_1311 = f64(l_1307);
let l_1312 = l_1311 * f64(1.401298464324817e-45);
l_mut_404 = l_1312;
}
let l_1313 = bitcast<u64>(l_mut_404);
let l_1314 = l_1306 >> u32(31);
let l_1315 = u64(l_1314);
let l_1316 = l_1315 << u32(bitcast<u64>(u64(63)));
let l_1317 = l_1313 | l_1316;
let l_1318 = bitcast<f64>(l_1317);
let l_1319 = bitcast<u32>(l_26);
let l_1320 = l_1319 ^ u32(2147483648);
let l_1321 = bitcast<f32>(l_1320);
let l_1322 = bitcast<u32>(l_1321);
let l_1323 = l_1322 + u32(1);
l_mut_787 = l_1323;
let l_1324 = l_1322 & u32(2147483647);
let l_1325 = l_1324 == u32(0);
if l_1325 {
l_mut_787 = u32(1);
} else {
let l_1326 = l_1322 & u32(2147483648);
let l_1327 = l_1326 != u32(0);
if l_1327 {
let l_1328 = l_1322 - u32(1);
l_mut_787 = l_1328;
} else {
let l_1329 = l_1322 == u32(2139095040);
if l_1329 {
l_mut_787 = l_1322;
}
}
}
let l_1330 = bitcast<f32>(l_mut_787);
let l_1331 = bitcast<u32>(l_1330);
let l_1332 = l_1331 ^ u32(2147483648);
let l_1333 = bitcast<f32>(l_1332);
let l_1334 = bitcast<u32>(l_1333);
let l_1335 = l_1334 & u32(2147483647);
let l_1336 = bitcast<f32>(l_1335);
let l_1337 = f64(l_1336);
l_mut_404 = l_1337;
let l_1338 = l_1335 < u32(8388608);
if l_1338 {
let l_1339 = f64(l_1335);
let l_1340 = l_1339 * f64(1.401298464324817e-45);
l_mut_404 = l_1340;
}
let l_1341 = bitcast<u64>(l_mut_404);
let l_1342 = l_1334 >> u32(31);
let l_1343 = u64(l_1342);
let l_1344 = l_1343 << u32(bitcast<u64>(u64(63)));
let l_1345 = l_1341 | l_1344;
let l_1346 = bitcast<f64>(l_1345);
let l_1347 = l_1282 + l_1281;
let l_1348 = l_1347 <= l_1296;
l_mut_847 = l_1348;
let l_1349 = l_1282 - l_1281;
let l_1350 = l_1349 > l_1296;
l_mut_844 = l_1350;
let l_1351 = l_1283 - l_1281;
let l_1352 = l_1351 >= l_1296;
l_mut_841 = l_1352;
let l_1353 = l_1283 + l_1281;
let l_1354 = l_1353 < l_1296;
l_mut_838 = l_1354;
if l_717 {
let l_1355 = l_1282 + l_1281;
let l_1356 = l_1355 < l_1318;
l_mut_847 = l_1356;
let l_1357 = l_1282 - l_1281;
let l_1358 = l_1357 >= l_1318;
l_mut_844 = l_1358;
let l_1359 = l_1283 - l_1281;
let l_1360 = l_1359 > l_1346;
l_mut_841 = l_1360;
let l_1361 = l_1283 + l_1281;
let l_1362 = l_1361 <= l_1346;
l_mut_838 = l_1362;
}
l_mut_787 = u32(2);
let l_1363 = l_mut_844 || l_mut_838;
if l_1363 {
l_mut_787 = u32(1);
} else {
let l_1364 = l_mut_847 && l_mut_841;
if l_1364 {
l_mut_787 = u32(0);
}
}
let l_1365 = bitcast<u32>(l_26);
let l_1366 = l_1365 & u32(2147483647);
let l_1367 = l_1366 == u32(0);
if l_1367 {
let l_1368 = l_1282 + l_1281;
let l_1369 = l_1368 < f64(1.1754943508222875e-38);
let l_1370 = l_1283 - l_1281;
let l_1371 = l_1370 > f64(-1.1754943508222875e-38);
let l_1372 = l_1369 && l_1371;
let l_1373 = l_1282 - l_1281;
let l_1374 = l_1373 < f64(1.1754943508222875e-38);
let l_1375 = l_1283 + l_1281;
let l_1376 = l_1375 > f64(-1.1754943508222875e-38);
let l_1377 = l_1374 && l_1376;
if l_1372 {
l_mut_787 = u32(0);
} else {
let l_1378 = l_mut_787 == u32(1);
let l_1379 = l_1377 && l_1378;
if l_1379 {
l_mut_787 = u32(2);
}
}
}
l_mut_730 = l_mut_787;
}
} else {
let l_1380 = l_713 == u32(7);
if l_1380 {
let l_1381 = abs(l_mut_31);
let l_1382 = l_719 * l_1381;
l_mut_404 = l_1382;
let l_1383 = abs(l_mut_31);
l_mut_232 = f64(1.401298464324817e-45);
let l_1384 = l_1383 >= f64(1.1754943508222875e-38);
let l_1385 = l_1383 <= f64(1.7976931348623157e308);
let l_1386 = l_1384 && l_1385;
if l_1386 {
let l_1387 = bitcast<u64>(l_1383);
let l_1388 = l_1387 >> u32(bitcast<u64>(u64(52)));
let l_1389 = l_1388 - u64(23);
let l_1390 = l_1389 << u32(bitcast<u64>(u64(52)));
let l_1391 = bitcast<f64>(l_1390);
l_mut_232 = l_1391;
}
let l_1392 = f64(0.5) * l_mut_232;
let l_1393 = l_1392 > l_mut_404;
if l_1393 {
l_mut_404 = l_1392;
}
let l_1394 = l_mut_31 - l_729;
let l_1395 = abs(l_1394);
l_mut_232 = f64(1.401298464324817e-45);
let l_1396 = l_1395 >= f64(1.1754943508222875e-38);
let l_1397 = l_1395 <= f64(1.7976931348623157e308);
let l_1398 = l_1396 && l_1397;
if l_1398 {
let l_1399 = bitcast<u64>(l_1395);
let l_1400 = l_1399 >> u32(bitcast<u64>(u64(52)));
let l_1401 = l_1400 - u64(23);
let l_1402 = l_1401 << u32(bitcast<u64>(u64(52)));
let l_1403 = bitcast<f64>(l_1402);
l_mut_232 = l_1403;
}
let l_1404 = l_mut_31 + l_729;
let l_1405 = abs(l_1404);
l_mut_78 = f64(1.401298464324817e-45);
let l_1406 = l_1405 >= f64(1.1754943508222875e-38);
let l_1407 = l_1405 <= f64(1.7976931348623157e308);
let l_1408 = l_1406 && l_1407;
if l_1408 {
let l_1409 = bitcast<u64>(l_1405);
let l_1410 = l_1409 >> u32(bitcast<u64>(u64(52)));
let l_1411 = l_1410 - u64(23);
let l_1412 = l_1411 << u32(bitcast<u64>(u64(52)));
let l_1413 = bitcast<f64>(l_1412);
l_mut_78 = l_1413;
}
let l_1414 = l_mut_232 == l_mut_78;
if l_1414 {
let l_1415 = l_719 * l_729;
let l_1416 = l_729 + l_1415;
let l_1417 = l_mut_404 * f64(1.4551915228366852e-11);
let l_1418 = l_1416 + l_1417;
let l_1419 = l_mut_31 - l_mut_404;
let l_1420 = l_mut_31 + l_mut_404;
let l_1421 = bitcast<u32>(l_26);
let l_1422 = l_1421 & u32(2147483647);
let l_1423 = bitcast<f32>(l_1422);
let l_1424 = f64(l_1423);
l_mut_404 = l_1424;
let l_1425 = l_1422 < u32(8388608);
if l_1425 {
let l_1426 = f64(l_1422);
let l_1427 = l_1426 * f64(1.401298464324817e-45);
l_mut_404 = l_1427;
}
let l_1428 = bitcast<u64>(l_mut_404);
let l_1429 = l_1421 >> u32(31);
let l_1430 = u64(l_1429);
let l_1431 = l_1430 << u32(bitcast<u64>(u64(63)));
let l_1432 = l_1428 | l_1431;
let l_1433 = bitcast<f64>(l_1432);
let l_1434 = bitcast<u32>(l_26);
let l_1435 = l_1434 + u32(1);
l_mut_787 = l_1435;
let l_1436 = l_1434 & u32(2147483647);
let l_1437 = l_1436 == u32(0);
if l_1437 {
l_mut_787 = u32(1);
} else {
let l_1438 = l_1434 & u32(2147483648);
let l_1439 = l_1438 != u32(0);
if l_1439 {
let l_1440 = l_1434 - u32(1);
l_mut_787 = l_1440;
} else {
let l_1441 = l_1434 == u32(2139095040);
if l_1441 {
l_mut_787 = l_1434;
}
}
}
let l_1442 = bitcast<f32>(l_mut_787);
let l_1443 = bitcast<u32>(l_1442);
let l_1444 = l_1443 & u32(2147483647);
let l_1445 = bitcast<f32>(l_1444);
let l_1446 = f64(l_1445);
l_mut_404 = l_1446;
let l_1447 = l_1444 < u32(8388608);
if l_1447 {
let l_1448 = f64(l_1444);
let l_1449 = l_1448 * f64(1.401298464324817e-45);
l_mut_404 = l_1449;
}
let l_1450 = bitcast<u64>(l_mut_404);
let l_1451 = l_1443 >> u32(31);
let l_1452 = u64(l_1451);
let l_1453 = l_1452 << u32(bitcast<u64>(u64(63)));
let l_1454 = l_1450 | l_1453;
let l_1455 = bitcast<f64>(l_1454);
let l_1456 = bitcast<u32>(l_26);
let l_1457 = l_1456 ^ u32(2147483648);
let l_1458 = bitcast<f32>(l_1457);
let l_1459 = bitcast<u32>(l_1458);
let l_1460 = l_1459 + u32(1);
l_mut_787 = l_1460;
let l_1461 = l_1459 & u32(2147483647);
let l_1462 = l_1461 == u32(0);
if l_1462 {
l_mut_787 = u32(1);
} else {
let l_1463 = l_1459 & u32(2147483648);
let l_1464 = l_1463 != u32(0);
if l_1464 {
let l_1465 = l_1459 - u32(1);
l_mut_787 = l_1465;
} else {
let l_1466 = l_1459 == u32(2139095040);
if l_1466 {
l_mut_787 = l_1459;
}
}
}
let l_1467 = bitcast<f32>(l_mut_787);
let l_1468 = bitcast<u32>(l_1467);
let l_1469 = l_1468 ^ u32(2147483648);
let l_1470 = bitcast<f32>(l_1469);
let l_1471 = bitcast<u32>(l_1470);
let l_1472 = l_1471 & u32(2147483647);
let l_1473 = bitcast<f32>(l_1472);
let l_1474 = f64(l_1473);
l_mut_404 = l_1474;
let l_1475 = l_1472 < u32(8388608);
if l_1475 {
let l_1476 = f64(l_1472);
let l_1477 = l_1476 * f64(1.401298464324817e-45);
l_mut_404 = l_1477;
}
let l_1478 = bitcast<u64>(l_mut_404);
let l_1479 = l_1471 >> u32(31);
let l_1480 = u64(l_1479);
let l_1481 = l_1480 << u32(bitcast<u64>(u64(63)));
let l_1482 = l_1478 | l_1481;
let l_1483 = bitcast<f64>(l_1482);
let l_1484 = l_1419 + l_1418;
let l_1485 = l_1484 <= l_1433;
l_mut_847 = l_1485;
let l_1486 = l_1419 - l_1418;
let l_1487 = l_1486 > l_1433;
l_mut_844 = l_1487;
let l_1488 = l_1420 - l_1418;
let l_1489 = l_1488 >= l_1433;
l_mut_841 = l_1489;
let l_1490 = l_1420 + l_1418;
let l_1491 = l_1490 < l_1433;
l_mut_838 = l_1491;
if l_717 {
let l_1492 = l_1419 + l_1418;
let l_1493 = l_1492 < l_1455;
l_mut_847 = l_1493;
let l_1494 = l_1419 - l_1418;
let l_1495 = l_1494 >= l_1455;
l_mut_844 = l_1495;
let l_1496 = l_1420 - l_1418;
let l_1497 = l_1496 > l_1483;
l_mut_841 = l_1497;
let l_1498 = l_1420 + l_1418;
let l_1499 = l_1498 <= l_1483;
l_mut_838 = l_1499;
}
l_mut_787 = u32(2);
let l_1500 = l_mut_844 || l_mut_838;
if l_1500 {
l_mut_787 = u32(1);
} else {
let l_1501 = l_mut_847 && l_mut_841;
if l_1501 {
l_mut_787 = u32(0);
}
}
let l_1502 = bitcast<u32>(l_26);
let l_1503 = l_1502 & u32(2147483647);
let l_1504 = l_1503 == u32(0);
if l_1504 {
let l_1505 = l_1419 + l_1418;
let l_1506 = l_1505 < f64(1.1754943508222875e-38);
let l_1507 = l_1420 - l_1418;
let l_1508 = l_1507 > f64(-1.1754943508222875e-38);
let l_1509 = l_1506 && l_1508;
let l_1510 = l_1419 - l_1418;
let l_1511 = l_1510 < f64(1.1754943508222875e-38);
let l_1512 = l_1420 + l_1418;
let l_1513 = l_1512 > f64(-1.1754943508222875e-38);
let l_1514 = l_1511 && l_1513;
if l_1509 {
l_mut_787 = u32(0);
} else {
let l_1515 = l_mut_787 == u32(1);
let l_1516 = l_1514 && l_1515;
if l_1516 {
l_mut_787 = u32(2);
}
}
}
l_mut_730 = l_mut_787;
}
} else {
let l_1517 = l_713 == u32(8);
if l_1517 {
let l_1518 = l_726 >= f64(0.5);
let l_1519 = l_726 <= f64(2.0);
let l_1520 = l_1518 && l_1519;
if l_1520 {
let l_1521 = l_719 * f64(1.4551915228366852e-11);
let l_1522 = l_729 + l_1521;
let l_1523 = l_mut_31 - l_719;
let l_1524 = l_mut_31 + l_719;
let l_1525 = bitcast<u32>(l_26);
let l_1526 = l_1525 & u32(2147483647);
let l_1527 = bitcast<f32>(l_1526);
let l_1528 = f64(l_1527);
l_mut_404 = l_1528;
let l_1529 = l_1526 < u32(8388608);
if l_1529 {
let l_1530 = f64(l_1526);
let l_1531 = l_1530 * f64(1.401298464324817e-45);
l_mut_404 = l_1531;
}
let l_1532 = bitcast<u64>(l_mut_404);
let l_1533 = l_1525 >> u32(31);
let l_1534 = u64(l_1533);
let l_1535 = l_1534 << u32(bitcast<u64>(u64(63)));
let l_1536 = l_1532 | l_1535;
let l_1537 = bitcast<f64>(l_1536);
let l_1538 = bitcast<u32>(l_26);
let l_1539 = l_1538 + u32(1);
l_mut_787 = l_1539;
let l_1540 = l_1538 & u32(2147483647);
let l_1541 = l_1540 == u32(0);
if l_1541 {
l_mut_787 = u32(1);
} else {
let l_1542 = l_1538 & u32(2147483648);
let l_1543 = l_1542 != u32(0);
if l_1543 {
let l_1544 = l_1538 - u32(1);
l_mut_787 = l_1544;
} else {
let l_1545 = l_1538 == u32(2139095040);
if l_1545 {
l_mut_787 = l_1538;
}
}
}
let l_1546 = bitcast<f32>(l_mut_787);
let l_1547 = bitcast<u32>(l_1546);
let l_1548 = l_1547 & u32(2147483647);
let l_1549 = bitcast<f32>(l_1548);
let l_1550 = f64(l_1549);
l_mut_404 = l_1550;
let l_1551 = l_1548 < u32(8388608);
if l_1551 {
let l_1552 = f64(l_1548);
let l_1553 = l_1552 * f64(1.401298464324817e-45);
l_mut_404 = l_1553;
}
let l_1554 = bitcast<u64>(l_mut_404);
let l_1555 = l_1547 >> u32(31);
let l_1556 = u64(l_1555);
let l_1557 = l_1556 << u32(bitcast<u64>(u64(63)));
let l_1558 = l_1554 | l_1557;
let l_1559 = bitcast<f64>(l_1558);
let l_1560 = bitcast<u32>(l_26);
let l_1561 = l_1560 ^ u32(2147483648);
let l_1562 = bitcast<f32>(l_1561);
let l_1563 = bitcast<u32>(l_1562);
let l_1564 = l_1563 + u32(1);
l_mut_787 = l_1564;
let l_1565 = l_1563 & u32(2147483647);
let l_1566 = l_1565 == u32(0);
if l_1566 {
l_mut_787 = u32(1);
} else {
let l_1567 = l_1563 & u32(2147483648);
let l_1568 = l_1567 != u32(0);
if l_1568 {
let l_1569 = l_1563 - u32(1);
l_mut_787 = l_1569;
} else {
let l_1570 = l_1563 == u32(2139095040);
if l_1570 {
l_mut_787 = l_1563;
}
}
}
let l_1571 = bitcast<f32>(l_mut_787);
let l_1572 = bitcast<u32>(l_1571);
let l_1573 = l_1572 ^ u32(2147483648);
let l_1574 = bitcast<f32>(l_1573);
let l_1575 = bitcast<u32>(l_1574);
let l_1576 = l_1575 & u32(2147483647);
let l_1577 = bitcast<f32>(l_1576);
let l_1578 = f64(l_1577);
l_mut_404 = l_1578;
let l_1579 = l_1576 < u32(8388608);
if l_1579 {
let l_1580 = f64(l_1576);
let l_1581 = l_1580 * f64(1.401298464324817e-45);
l_mut_404 = l_1581;
}
let l_1582 = bitcast<u64>(l_mut_404);
let l_1583 = l_1575 >> u32(31);
let l_1584 = u64(l_1583);
let l_1585 = l_1584 << u32(bitcast<u64>(u64(63)));
let l_1586 = l_1582 | l_1585;
let l_1587 = bitcast<f64>(l_1586);
let l_1588 = l_1523 + l_1522;
let l_1589 = l_1588 <= l_1537;
l_mut_847 = l_1589;
let l_1590 = l_1523 - l_1522;
let l_1591 = l_1590 > l_1537;
l_mut_844 = l_1591;
let l_1592 = l_1524 - l_1522;
let l_1593 = l_1592 >= l_1537;
l_mut_841 = l_1593;
let l_1594 = l_1524 + l_1522;
let l_1595 = l_1594 < l_1537;
l_mut_838 = l_1595;
if l_717 {
let l_1596 = l_1523 + l_1522;
let l_1597 = l_1596 < l_1559;
l_mut_847 = l_1597;
let l_1598 = l_1523 - l_1522;
let l_1599 = l_1598 >= l_1559;
l_mut_844 = l_1599;
let l_1600 = l_1524 - l_1522;
let l_1601 = l_1600 > l_1587;
l_mut_841 = l_1601;
let l_1602 = l_1524 + l_1522;
let l_1603 = l_1602 <= l_1587;
l_mut_838 = l_1603;
}
l_mut_787 = u32(2);
let l_1604 = l_mut_844 || l_mut_838;
if l_1604 {
l_mut_787 = u32(1);
} else {
let l_1605 = l_mut_847 && l_mut_841;
if l_1605 {
l_mut_787 = u32(0);
}
}
let l_1606 = bitcast<u32>(l_26);
let l_1607 = l_1606 & u32(2147483647);
let l_1608 = l_1607 == u32(0);
if l_1608 {
let l_1609 = l_1523 + l_1522;
let l_1610 = l_1609 < f64(1.1754943508222875e-38);
let l_1611 = l_1524 - l_1522;
let l_1612 = l_1611 > f64(-1.1754943508222875e-38);
let l_1613 = l_1610 && l_1612;
let l_1614 = l_1523 - l_1522;
let l_1615 = l_1614 < f64(1.1754943508222875e-38);
let l_1616 = l_1524 + l_1522;
let l_1617 = l_1616 > f64(-1.1754943508222875e-38);
let l_1618 = l_1615 && l_1617;
if l_1613 {
l_mut_787 = u32(0);
} else {
let l_1619 = l_mut_787 == u32(1);
let l_1620 = l_1618 && l_1619;
if l_1620 {
l_mut_787 = u32(2);
}
}
}
l_mut_730 = l_mut_787;
} else {
let l_1621 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_1622 = l_1621 >= f64(1.1754943508222875e-38);
let l_1623 = l_1621 <= f64(1.7976931348623157e308);
let l_1624 = l_1622 && l_1623;
if l_1624 {
let l_1625 = bitcast<u64>(l_1621);
let l_1626 = l_1625 >> u32(bitcast<u64>(u64(52)));
let l_1627 = l_1626 - u64(23);
let l_1628 = l_1627 << u32(bitcast<u64>(u64(52)));
let l_1629 = bitcast<f64>(l_1628);
l_mut_404 = l_1629;
}
let l_1630 = l_722 * l_mut_404;
l_mut_787 = u32(2);
let l_1631 = l_mut_31 - l_729;
let l_1632 = abs(l_1631);
l_mut_404 = f64(1.401298464324817e-45);
let l_1633 = l_1632 >= f64(1.1754943508222875e-38);
let l_1634 = l_1632 <= f64(1.7976931348623157e308);
let l_1635 = l_1633 && l_1634;
if l_1635 {
let l_1636 = bitcast<u64>(l_1632);
let l_1637 = l_1636 >> u32(bitcast<u64>(u64(52)));
let l_1638 = l_1637 - u64(23);
let l_1639 = l_1638 << u32(bitcast<u64>(u64(52)));
let l_1640 = bitcast<f64>(l_1639);
l_mut_404 = l_1640;
}
let l_1641 = l_mut_31 + l_729;
let l_1642 = abs(l_1641);
l_mut_232 = f64(1.401298464324817e-45);
let l_1643 = l_1642 >= f64(1.1754943508222875e-38);
let l_1644 = l_1642 <= f64(1.7976931348623157e308);
let l_1645 = l_1643 && l_1644;
if l_1645 {
let l_1646 = bitcast<u64>(l_1642);
let l_1647 = l_1646 >> u32(bitcast<u64>(u64(52)));
let l_1648 = l_1647 - u64(23);
let l_1649 = l_1648 << u32(bitcast<u64>(u64(52)));
let l_1650 = bitcast<f64>(l_1649);
l_mut_232 = l_1650;
}
let l_1651 = l_mut_404 == l_mut_232;
if l_1651 {
let l_1652 = l_1630 * f64(1.4551915228366852e-11);
let l_1653 = l_729 + l_1652;
let l_1654 = l_mut_31 - l_1630;
let l_1655 = l_mut_31 + l_1630;
let l_1656 = bitcast<u32>(l_26);
let l_1657 = l_1656 & u32(2147483647);
let l_1658 = bitcast<f32>(l_1657);
let l_1659 = f64(l_1658);
l_mut_404 = l_1659;
let l_1660 = l_1657 < u32(8388608);
if l_1660 {
let l_1661 = f64(l_1657);
let l_1662 = l_1661 * f64(1.401298464324817e-45);
l_mut_404 = l_1662;
}
let l_1663 = bitcast<u64>(l_mut_404);
let l_1664 = l_1656 >> u32(31);
let l_1665 = u64(l_1664);
let l_1666 = l_1665 << u32(bitcast<u64>(u64(63)));
let l_1667 = l_1663 | l_1666;
let l_1668 = bitcast<f64>(l_1667);
let l_1669 = bitcast<u32>(l_26);
let l_1670 = l_1669 + u32(1);
l_mut_746 = l_1670;
let l_1671 = l_1669 & u32(2147483647);
let l_1672 = l_1671 == u32(0);
if l_1672 {
l_mut_746 = u32(1);
} else {
let l_1673 = l_1669 & u32(2147483648);
let l_1674 = l_1673 != u32(0);
if l_1674 {
let l_1675 = l_1669 - u32(1);
l_mut_746 = l_1675;
} else {
let l_1676 = l_1669 == u32(2139095040);
if l_1676 {
l_mut_746 = l_1669;
}
}
}
let l_1677 = bitcast<f32>(l_mut_746);
let l_1678 = bitcast<u32>(l_1677);
let l_1679 = l_1678 & u32(2147483647);
let l_1680 = bitcast<f32>(l_1679);
let l_1681 = f64(l_1680);
l_mut_404 = l_1681;
let l_1682 = l_1679 < u32(8388608);
if l_1682 {
let l_1683 = f64(l_1679);
let l_1684 = l_1683 * f64(1.401298464324817e-45);
l_mut_404 = l_1684;
}
let l_1685 = bitcast<u64>(l_mut_404);
let l_1686 = l_1678 >> u32(31);
let l_1687 = u64(l_1686);
let l_1688 = l_1687 << u32(bitcast<u64>(u64(63)));
let l_1689 = l_1685 | l_1688;
let l_1690 = bitcast<f64>(l_1689);
let l_1691 = bitcast<u32>(l_26);
let l_1692 = l_1691 ^ u32(2147483648);
let l_1693 = bitcast<f32>(l_1692);
let l_1694 = bitcast<u32>(l_1693);
let l_1695 = l_1694 + u32(1);
l_mut_746 = l_1695;
let l_1696 = l_1694 & u32(2147483647);
let l_1697 = l_1696 == u32(0);
if l_1697 {
l_mut_746 = u32(1);
} else {
let l_1698 = l_1694 & u32(2147483648);
let l_1699 = l_1698 != u32(0);
if l_1699 {
let l_1700 = l_1694 - u32(1);
l_mut_746 = l_1700;
} else {
let l_1701 = l_1694 == u32(2139095040);
if l_1701 {
l_mut_746 = l_1694;
}
}
}
let l_1702 = bitcast<f32>(l_mut_746);
let l_1703 = bitcast<u32>(l_1702);
let l_1704 = l_1703 ^ u32(2147483648);
let l_1705 = bitcast<f32>(l_1704);
let l_1706 = bitcast<u32>(l_1705);
let l_1707 = l_1706 & u32(2147483647);
let l_1708 = bitcast<f32>(l_1707);
let l_1709 = f64(l_1708);
l_mut_404 = l_1709;
let l_1710 = l_1707 < u32(8388608);
if l_1710 {
let l_1711 = f64(l_1707);
let l_1712 = l_1711 * f64(1.401298464324817e-45);
l_mut_404 = l_1712;
}
let l_1713 = bitcast<u64>(l_mut_404);
let l_1714 = l_1706 >> u32(31);
let l_1715 = u64(l_1714);
let l_1716 = l_1715 << u32(bitcast<u64>(u64(63)));
let l_1717 = l_1713 | l_1716;
let l_1718 = bitcast<f64>(l_1717);
let l_1719 = l_1654 + l_1653;
let l_1720 = l_1719 <= l_1668;
l_mut_847 = l_1720;
let l_1721 = l_1654 - l_1653;
let l_1722 = l_1721 > l_1668;
l_mut_844 = l_1722;
let l_1723 = l_1655 - l_1653;
let l_1724 = l_1723 >= l_1668;
l_mut_841 = l_1724;
let l_1725 = l_1655 + l_1653;
let l_1726 = l_1725 < l_1668;
l_mut_838 = l_1726;
if l_717 {
let l_1727 = l_1654 + l_1653;
let l_1728 = l_1727 < l_1690;
l_mut_847 = l_1728;
let l_1729 = l_1654 - l_1653;
let l_1730 = l_1729 >= l_1690;
l_mut_844 = l_1730;
let l_1731 = l_1655 - l_1653;
let l_1732 = l_1731 > l_1718;
l_mut_841 = l_1732;
let l_1733 = l_1655 + l_1653;
let l_1734 = l_1733 <= l_1718;
l_mut_838 = l_1734;
}
l_mut_746 = u32(2);
let l_1735 = l_mut_844 || l_mut_838;
if l_1735 {
l_mut_746 = u32(1);
} else {
let l_1736 = l_mut_847 && l_mut_841;
if l_1736 {
l_mut_746 = u32(0);
}
}
let l_1737 = bitcast<u32>(l_26);
let l_1738 = l_1737 & u32(2147483647);
let l_1739 = l_1738 == u32(0);
if l_1739 {
let l_1740 = l_1654 + l_1653;
let l_1741 = l_1740 < f64(1.1754943508222875e-38);
let l_1742 = l_1655 - l_1653;
let l_1743 = l_1742 > f64(-1.1754943508222875e-38);
let l_1744 = l_1741 && l_1743;
let l_1745 = l_1654 - l_1653;
let l_1746 = l_1745 < f64(1.1754943508222875e-38);
let l_1747 = l_1655 + l_1653;
let l_1748 = l_1747 > f64(-1.1754943508222875e-38);
let l_1749 = l_1746 && l_1748;
if l_1744 {
l_mut_746 = u32(0);
} else {
let l_1750 = l_mut_746 == u32(1);
let l_1751 = l_1749 && l_1750;
if l_1751 {
l_mut_746 = u32(2);
}
}
}
l_mut_787 = l_mut_746;
}
l_mut_730 = l_mut_787;
}
} else {
let l_1752 = l_713 == u32(9);
if l_1752 {
a_1753[u32(0)] = u32(1);
let l_1754 = sqrt(l_726);
let l_1755 = f64(1.0) / l_1754;
let l_1756 = l_1755 * f64(1.4551915228366852e-11);
let l_1757 = abs(l_1755);
l_mut_404 = f64(1.401298464324817e-45);
let l_1758 = l_1757 >= f64(1.1754943508222875e-38);
let l_1759 = l_1757 <= f64(1.7976931348623157e308);
let l_1760 = l_1758 && l_1759;
if l_1760 {
let l_1761 = bitcast<u64>(l_1757);
let l_1762 = l_1761 >> u32(bitcast<u64>(u64(52)));
let l_1763 = l_1762 - u64(23);
let l_1764 = l_1763 << u32(bitcast<u64>(u64(52)));
let l_1765 = bitcast<f64>(l_1764);
l_mut_404 = l_1765;
}
let l_1766 = l_1755 - l_1756;
let l_1767 = abs(l_1766);
l_mut_232 = f64(1.401298464324817e-45);
let l_1768 = l_1767 >= f64(1.1754943508222875e-38);
let l_1769 = l_1767 <= f64(1.7976931348623157e308);
let l_1770 = l_1768 && l_1769;
if l_1770 {
let l_1771 = bitcast<u64>(l_1767);
let l_1772 = l_1771 >> u32(bitcast<u64>(u64(52)));
let l_1773 = l_1772 - u64(23);
let l_1774 = l_1773 << u32(bitcast<u64>(u64(52)));
let l_1775 = bitcast<f64>(l_1774);
l_mut_232 = l_1775;
}
let l_1776 = l_1755 + l_1756;
let l_1777 = abs(l_1776);
l_mut_78 = f64(1.401298464324817e-45);
let l_1778 = l_1777 >= f64(1.1754943508222875e-38);
let l_1779 = l_1777 <= f64(1.7976931348623157e308);
let l_1780 = l_1778 && l_1779;
if l_1780 {
let l_1781 = bitcast<u64>(l_1777);
let l_1782 = l_1781 >> u32(bitcast<u64>(u64(52)));
let l_1783 = l_1782 - u64(23);
let l_1784 = l_1783 << u32(bitcast<u64>(u64(52)));
let l_1785 = bitcast<f64>(l_1784);
l_mut_78 = l_1785;
}
let l_1786 = l_mut_232 == l_mut_78;
let l_1787 = !l_1786;
if l_1787 {
a_1753[u32(0)] = u32(0);
}
let l_1788 = l_719 * l_mut_404;
let l_1789 = l_1755 - l_1788;
l_mut_232 = l_1789;
if l_717 {
let l_1790 = l_1789 - l_1756;
let l_1791 = l_1790 * f64(7.1362384635298e44);
let l_1792 = floor(l_1791);
let l_1793 = l_1792 * f64(1.401298464324817e-45);
l_mut_78 = l_1793;
let l_1794 = abs(l_1790);
let l_1795 = l_1794 >= f64(1.1754943508222875e-38);
if l_1795 {
let l_1796 = f32(l_1790);
let l_1797 = f64(l_1796);
l_mut_78 = l_1797;
let l_1798 = l_mut_78 > l_1790;
if l_1798 {
let l_1799 = bitcast<u32>(l_1796);
let l_1800 = l_1799 ^ u32(2147483648);
let l_1801 = bitcast<f32>(l_1800);
let l_1802 = bitcast<u32>(l_1801);
let l_1803 = l_1802 + u32(1);
l_mut_787 = l_1803;
let l_1804 = l_1802 & u32(2147483647);
let l_1805 = l_1804 == u32(0);
if l_1805 {
l_mut_787 = u32(1);
} else {
let l_1806 = l_1802 & u32(2147483648);
let l_1807 = l_1806 != u32(0);
if l_1807 {
let l_1808 = l_1802 - u32(1);
l_mut_787 = l_1808;
} else {
let l_1809 = l_1802 == u32(2139095040);
if l_1809 {
l_mut_787 = l_1802;
}
}
}
let l_1810 = bitcast<f32>(l_mut_787);
let l_1811 = bitcast<u32>(l_1810);
let l_1812 = l_1811 ^ u32(2147483648);
let l_1813 = bitcast<f32>(l_1812);
let l_1814 = bitcast<u32>(l_1813);
let l_1815 = l_1814 & u32(2147483647);
let l_1816 = bitcast<f32>(l_1815);
let l_1817 = f64(l_1816);
l_mut_49 = l_1817;
let l_1818 = l_1815 < u32(8388608);
if l_1818 {
let l_1819 = f64(l_1815);
let l_1820 = l_1819 * f64(1.401298464324817e-45);
l_mut_49 = l_1820;
}
let l_1821 = bitcast<u64>(l_mut_49);
let l_1822 = l_1814 >> u32(31);
let l_1823 = u64(l_1822);
let l_1824 = l_1823 << u32(bitcast<u64>(u64(63)));
let l_1825 = l_1821 | l_1824;
let l_1826 = bitcast<f64>(l_1825);
l_mut_78 = l_1826;
} else {
let l_1827 = bitcast<u32>(l_1796);
let l_1828 = l_1827 + u32(1);
l_mut_787 = l_1828;
let l_1829 = l_1827 & u32(2147483647);
let l_1830 = l_1829 == u32(0);
if l_1830 {
l_mut_787 = u32(1);
} else {
let l_1831 = l_1827 & u32(2147483648);
let l_1832 = l_1831 != u32(0);
if l_1832 {
let l_1833 = l_1827 - u32(1);
l_mut_787 = l_1833;
} else {
let l_1834 = l_1827 == u32(2139095040);
if l_1834 {
l_mut_787 = l_1827;
}
}
}
let l_1835 = bitcast<f32>(l_mut_787);
let l_1836 = bitcast<u32>(l_1835);
let l_1837 = l_1836 & u32(2147483647);
let l_1838 = bitcast<f32>(l_1837);
let l_1839 = f64(l_1838);
l_mut_49 = l_1839;
let l_1840 = l_1837 < u32(8388608);
if l_1840 {
let l_1841 = f64(l_1837);
let l_1842 = l_1841 * f64(1.401298464324817e-45);
l_mut_49 = l_1842;
}
let l_1843 = bitcast<u64>(l_mut_49);
let l_1844 = l_1836 >> u32(31);
let l_1845 = u64(l_1844);
let l_1846 = l_1845 << u32(bitcast<u64>(u64(63)));
let l_1847 = l_1843 | l_1846;
let l_1848 = bitcast<f64>(l_1847);
let l_1849 = l_1848 <= l_1790;
if l_1849 {
let l_1850 = bitcast<u32>(l_1796);
let l_1851 = l_1850 + u32(1);
l_mut_787 = l_1851;
let l_1852 = l_1850 & u32(2147483647);
let l_1853 = l_1852 == u32(0);
if l_1853 {
l_mut_787 = u32(1);
} else {
let l_1854 = l_1850 & u32(2147483648);
let l_1855 = l_1854 != u32(0);
if l_1855 {
let l_1856 = l_1850 - u32(1);
l_mut_787 = l_1856;
} else {
let l_1857 = l_1850 == u32(2139095040);
if l_1857 {
l_mut_787 = l_1850;
}
}
}
let l_1858 = bitcast<f32>(l_mut_787);
let l_1859 = bitcast<u32>(l_1858);
let l_1860 = l_1859 & u32(2147483647);
let l_1861 = bitcast<f32>(l_1860);
let l_1862 = f64(l_1861);
l_mut_49 = l_1862;
let l_1863 = l_1860 < u32(8388608);
if l_1863 {
let l_1864 = f64(l_1860);
let l_1865 = l_1864 * f64(1.401298464324817e-45);
l_mut_49 = l_1865;
}
let l_1866 = bitcast<u64>(l_mut_49);
let l_1867 = l_1859 >> u32(31);
let l_1868 = u64(l_1867);
let l_1869 = l_1868 << u32(bitcast<u64>(u64(63)));
let l_1870 = l_1866 | l_1869;
let l_1871 = bitcast<f64>(l_1870);
l_mut_78 = l_1871;
}
}
}
let l_1872 = l_1789 + l_1756;
let l_1873 = l_1872 * f64(7.1362384635298e44);
let l_1874 = floor(l_1873);
let l_1875 = l_1874 * f64(1.401298464324817e-45);
l_mut_49 = l_1875;
let l_1876 = abs(l_1872);
let l_1877 = l_1876 >= f64(1.1754943508222875e-38);
if l_1877 {
let l_1878 = f32(l_1872);
let l_1879 = f64(l_1878);
l_mut_49 = l_1879;
let l_1880 = l_mut_49 > l_1872;
if l_1880 {
let l_1881 = bitcast<u32>(l_1878);
let l_1882 = l_1881 ^ u32(2147483648);
let l_1883 = bitcast<f32>(l_1882);
let l_1884 = bitcast<u32>(l_1883);
let l_1885 = l_1884 + u32(1);
l_mut_787 = l_1885;
let l_1886 = l_1884 & u32(2147483647);
let l_1887 = l_1886 == u32(0);
if l_1887 {
l_mut_787 = u32(1);
} else {
let l_1888 = l_1884 & u32(2147483648);
let l_1889 = l_1888 != u32(0);
if l_1889 {
let l_1890 = l_1884 - u32(1);
l_mut_787 = l_1890;
} else {
let l_1891 = l_1884 == u32(2139095040);
if l_1891 {
l_mut_787 = l_1884;
}
}
}
let l_1892 = bitcast<f32>(l_mut_787);
let l_1893 = bitcast<u32>(l_1892);
let l_1894 = l_1893 ^ u32(2147483648);
let l_1895 = bitcast<f32>(l_1894);
let l_1896 = bitcast<u32>(l_1895);
let l_1897 = l_1896 & u32(2147483647);
let l_1898 = bitcast<f32>(l_1897);
let l_1899 = f64(l_1898);
l_mut_1900 = l_1899;
let l_1901 = l_1897 < u32(8388608);
if l_1901 {
let l_1902 = f64(l_1897);
let l_1903 = l_1902 * f64(1.401298464324817e-45);
l_mut_1900 = l_1903;
}
let l_1904 = bitcast<u64>(l_mut_1900);
let l_1905 = l_1896 >> u32(31);
let l_1906 = u64(l_1905);
let l_1907 = l_1906 << u32(bitcast<u64>(u64(63)));
let l_1908 = l_1904 | l_1907;
let l_1909 = bitcast<f64>(l_1908);
l_mut_49 = l_1909;
} else {
let l_1910 = bitcast<u32>(l_1878);
let l_1911 = l_1910 + u32(1);
l_mut_787 = l_1911;
let l_1912 = l_1910 & u32(2147483647);
let l_1913 = l_1912 == u32(0);
if l_1913 {
l_mut_787 = u32(1);
} else {
let l_1914 = l_1910 & u32(2147483648);
let l_1915 = l_1914 != u32(0);
if l_1915 {
let l_1916 = l_1910 - u32(1);
l_mut_787 = l_1916;
} else {
let l_1917 = l_1910 == u32(2139095040);
if l_1917 {
l_mut_787 = l_1910;
}
}
}
let l_1918 = bitcast<f32>(l_mut_787);
let l_1919 = bitcast<u32>(l_1918);
let l_1920 = l_1919 & u32(2147483647);
let l_1921 = bitcast<f32>(l_1920);
let l_1922 = f64(l_1921);
l_mut_1900 = l_1922;
let l_1923 = l_1920 < u32(8388608);
if l_1923 {
let l_1924 = f64(l_1920);
let l_1925 = l_1924 * f64(1.401298464324817e-45);
l_mut_1900 = l_1925;
}
let l_1926 = bitcast<u64>(l_mut_1900);
let l_1927 = l_1919 >> u32(31);
let l_1928 = u64(l_1927);
let l_1929 = l_1928 << u32(bitcast<u64>(u64(63)));
let l_1930 = l_1926 | l_1929;
let l_1931 = bitcast<f64>(l_1930);
let l_1932 = l_1931 <= l_1872;
if l_1932 {
let l_1933 = bitcast<u32>(l_1878);
let l_1934 = l_1933 + u32(1);
l_mut_787 = l_1934;
let l_1935 = l_1933 & u32(2147483647);
let l_1936 = l_1935 == u32(0);
if l_1936 {
l_mut_787 = u32(1);
} else {
let l_1937 = l_1933 & u32(2147483648);
let l_1938 = l_1937 != u32(0);
if l_1938 {
let l_1939 = l_1933 - u32(1);
l_mut_787 = l_1939;
} else {
let l_1940 = l_1933 == u32(2139095040);
if l_1940 {
l_mut_787 = l_1933;
}
}
}
let l_1941 = bitcast<f32>(l_mut_787);
let l_1942 = bitcast<u32>(l_1941);
let l_1943 = l_1942 & u32(2147483647);
let l_1944 = bitcast<f32>(l_1943);
let l_1945 = f64(l_1944);
l_mut_1900 = l_1945;
let l_1946 = l_1943 < u32(8388608);
if l_1946 {
let l_1947 = f64(l_1943);
let l_1948 = l_1947 * f64(1.401298464324817e-45);
l_mut_1900 = l_1948;
}
let l_1949 = bitcast<u64>(l_mut_1900);
let l_1950 = l_1942 >> u32(31);
let l_1951 = u64(l_1950);
let l_1952 = l_1951 << u32(bitcast<u64>(u64(63)));
let l_1953 = l_1949 | l_1952;
let l_1954 = bitcast<f64>(l_1953);
l_mut_49 = l_1954;
}
}
}
let l_1955 = l_mut_78 == l_mut_49;
let l_1956 = !l_1955;
if l_1956 {
a_1753[u32(0)] = u32(0);
}
let l_1957 = l_1789 * f64(7.1362384635298e44);
let l_1958 = floor(l_1957);
let l_1959 = l_1958 * f64(1.401298464324817e-45);
l_mut_1900 = l_1959;
let l_1960 = abs(l_1789);
let l_1961 = l_1960 >= f64(1.1754943508222875e-38);
if l_1961 {
let l_1962 = f32(l_1789);
let l_1963 = f64(l_1962);
l_mut_1900 = l_1963;
let l_1964 = l_mut_1900 > l_1789;
if l_1964 {
let l_1965 = bitcast<u32>(l_1962);
let l_1966 = l_1965 ^ u32(2147483648);
let l_1967 = bitcast<f32>(l_1966);
let l_1968 = bitcast<u32>(l_1967);
let l_1969 = l_1968 + u32(1);
l_mut_787 = l_1969;
let l_1970 = l_1968 & u32(2147483647);
let l_1971 = l_1970 == u32(0);
if l_1971 {
l_mut_787 = u32(1);
} else {
let l_1972 = l_1968 & u32(2147483648);
let l_1973 = l_1972 != u32(0);
if l_1973 {
let l_1974 = l_1968 - u32(1);
l_mut_787 = l_1974;
} else {
let l_1975 = l_1968 == u32(2139095040);
if l_1975 {
l_mut_787 = l_1968;
}
}
}
let l_1976 = bitcast<f32>(l_mut_787);
let l_1977 = bitcast<u32>(l_1976);
let l_1978 = l_1977 ^ u32(2147483648);
let l_1979 = bitcast<f32>(l_1978);
let l_1980 = bitcast<u32>(l_1979);
let l_1981 = l_1980 & u32(2147483647);
let l_1982 = bitcast<f32>(l_1981);
let l_1983 = f64(l_1982);
l_mut_78 = l_1983;
let l_1984 = l_1981 < u32(8388608);
if l_1984 {
let l_1985 = f64(l_1981);
let l_1986 = l_1985 * f64(1.401298464324817e-45);
l_mut_78 = l_1986;
}
let l_1987 = bitcast<u64>(l_mut_78);
let l_1988 = l_1980 >> u32(31);
let l_1989 = u64(l_1988);
let l_1990 = l_1989 << u32(bitcast<u64>(u64(63)));
let l_1991 = l_1987 | l_1990;
let l_1992 = bitcast<f64>(l_1991);
l_mut_1900 = l_1992;
} else {
let l_1993 = bitcast<u32>(l_1962);
let l_1994 = l_1993 + u32(1);
l_mut_787 = l_1994;
let l_1995 = l_1993 & u32(2147483647);
let l_1996 = l_1995 == u32(0);
if l_1996 {
l_mut_787 = u32(1);
} else {
let l_1997 = l_1993 & u32(2147483648);
let l_1998 = l_1997 != u32(0);
if l_1998 {
let l_1999 = l_1993 - u32(1);
l_mut_787 = l_1999;
} else {
let l_2000 = l_1993 == u32(2139095040);
if l_2000 {
l_mut_787 = l_1993;
}
}
}
let l_2001 = bitcast<f32>(l_mut_787);
let l_2002 = bitcast<u32>(l_2001);
let l_2003 = l_2002 & u32(2147483647);
let l_2004 = bitcast<f32>(l_2003);
let l_2005 = f64(l_2004);
l_mut_78 = l_2005;
let l_2006 = l_2003 < u32(8388608);
if l_2006 {
let l_2007 = f64(l_2003);
let l_2008 = l_2007 * f64(1.401298464324817e-45);
l_mut_78 = l_2008;
}
let l_2009 = bitcast<u64>(l_mut_78);
let l_2010 = l_2002 >> u32(31);
let l_2011 = u64(l_2010);
let l_2012 = l_2011 << u32(bitcast<u64>(u64(63)));
let l_2013 = l_2009 | l_2012;
let l_2014 = bitcast<f64>(l_2013);
let l_2015 = l_2014 <= l_1789;
if l_2015 {
let l_2016 = bitcast<u32>(l_1962);
let l_2017 = l_2016 + u32(1);
l_mut_787 = l_2017;
let l_2018 = l_2016 & u32(2147483647);
let l_2019 = l_2018 == u32(0);
if l_2019 {
l_mut_787 = u32(1);
} else {
let l_2020 = l_2016 & u32(2147483648);
let l_2021 = l_2020 != u32(0);
if l_2021 {
let l_2022 = l_2016 - u32(1);
l_mut_787 = l_2022;
} else {
let l_2023 = l_2016 == u32(2139095040);
if l_2023 {
l_mut_787 = l_2016;
}
}
}
let l_2024 = bitcast<f32>(l_mut_787);
let l_2025 = bitcast<u32>(l_2024);
let l_2026 = l_2025 & u32(2147483647);
let l_2027 = bitcast<f32>(l_2026);
let l_2028 = f64(l_2027);
l_mut_78 = l_2028;
let l_2029 = l_2026 < u32(8388608);
if l_2029 {
let l_2030 = f64(l_2026);
let l_2031 = l_2030 * f64(1.401298464324817e-45);
l_mut_78 = l_2031;
}
let l_2032 = bitcast<u64>(l_mut_78);
let l_2033 = l_2025 >> u32(31);
let l_2034 = u64(l_2033);
let l_2035 = l_2034 << u32(bitcast<u64>(u64(63)));
let l_2036 = l_2032 | l_2035;
let l_2037 = bitcast<f64>(l_2036);
l_mut_1900 = l_2037;
}
}
}
l_mut_232 = l_mut_1900;
}
let l_2038 = l_719 * l_mut_404;
let l_2039 = l_1755 + l_2038;
l_mut_1900 = l_2039;
if l_717 {
let l_2040 = l_2039 - l_1756;
let l_2041 = l_2040 * f64(7.1362384635298e44);
let l_2042 = floor(l_2041);
let l_2043 = l_2042 * f64(1.401298464324817e-45);
l_mut_404 = l_2043;
let l_2044 = abs(l_2040);
let l_2045 = l_2044 >= f64(1.1754943508222875e-38);
if l_2045 {
let l_2046 = f32(l_2040);
let l_2047 = f64(l_2046);
l_mut_404 = l_2047;
let l_2048 = l_mut_404 > l_2040;
if l_2048 {
let l_2049 = bitcast<u32>(l_2046);
let l_2050 = l_2049 ^ u32(2147483648);
let l_2051 = bitcast<f32>(l_2050);
let l_2052 = bitcast<u32>(l_2051);
let l_2053 = l_2052 + u32(1);
l_mut_787 = l_2053;
let l_2054 = l_2052 & u32(2147483647);
let l_2055 = l_2054 == u32(0);
if l_2055 {
l_mut_787 = u32(1);
} else {
let l_2056 = l_2052 & u32(2147483648);
let l_2057 = l_2056 != u32(0);
if l_2057 {
let l_2058 = l_2052 - u32(1);
l_mut_787 = l_2058;
} else {
let l_2059 = l_2052 == u32(2139095040);
if l_2059 {
l_mut_787 = l_2052;
}
}
}
let l_2060 = bitcast<f32>(l_mut_787);
let l_2061 = bitcast<u32>(l_2060);
let l_2062 = l_2061 ^ u32(2147483648);
let l_2063 = bitcast<f32>(l_2062);
let l_2064 = bitcast<u32>(l_2063);
let l_2065 = l_2064 & u32(2147483647);
let l_2066 = bitcast<f32>(l_2065);
let l_2067 = f64(l_2066);
l_mut_78 = l_2067;
let l_2068 = l_2065 < u32(8388608);
if l_2068 {
let l_2069 = f64(l_2065);
let l_2070 = l_2069 * f64(1.401298464324817e-45);
l_mut_78 = l_2070;
}
let l_2071 = bitcast<u64>(l_mut_78);
let l_2072 = l_2064 >> u32(31);
let l_2073 = u64(l_2072);
let l_2074 = l_2073 << u32(bitcast<u64>(u64(63)));
let l_2075 = l_2071 | l_2074;
let l_2076 = bitcast<f64>(l_2075);
l_mut_404 = l_2076;
} else {
let l_2077 = bitcast<u32>(l_2046);
let l_2078 = l_2077 + u32(1);
l_mut_787 = l_2078;
let l_2079 = l_2077 & u32(2147483647);
let l_2080 = l_2079 == u32(0);
if l_2080 {
l_mut_787 = u32(1);
} else {
let l_2081 = l_2077 & u32(2147483648);
let l_2082 = l_2081 != u32(0);
if l_2082 {
let l_2083 = l_2077 - u32(1);
l_mut_787 = l_2083;
} else {
let l_2084 = l_2077 == u32(2139095040);
if l_2084 {
l_mut_787 = l_2077;
}
}
}
let l_2085 = bitcast<f32>(l_mut_787);
let l_2086 = bitcast<u32>(l_2085);
let l_2087 = l_2086 & u32(2147483647);
let l_2088 = bitcast<f32>(l_2087);
let l_2089 = f64(l_2088);
l_mut_78 = l_2089;
let l_2090 = l_2087 < u32(8388608);
if l_2090 {
let l_2091 = f64(l_2087);
let l_2092 = l_2091 * f64(1.401298464324817e-45);
l_mut_78 = l_2092;
}
let l_2093 = bitcast<u64>(l_mut_78);
let l_2094 = l_2086 >> u32(31);
let l_2095 = u64(l_2094);
let l_2096 = l_2095 << u32(bitcast<u64>(u64(63)));
let l_2097 = l_2093 | l_2096;
let l_2098 = bitcast<f64>(l_2097);
let l_2099 = l_2098 <= l_2040;
if l_2099 {
let l_2100 = bitcast<u32>(l_2046);
let l_2101 = l_2100 + u32(1);
l_mut_787 = l_2101;
let l_2102 = l_2100 & u32(2147483647);
let l_2103 = l_2102 == u32(0);
if l_2103 {
l_mut_787 = u32(1);
} else {
let l_2104 = l_2100 & u32(2147483648);
let l_2105 = l_2104 != u32(0);
if l_2105 {
let l_2106 = l_2100 - u32(1);
l_mut_787 = l_2106;
} else {
let l_2107 = l_2100 == u32(2139095040);
if l_2107 {
l_mut_787 = l_2100;
}
}
}
let l_2108 = bitcast<f32>(l_mut_787);
let l_2109 = bitcast<u32>(l_2108);
let l_2110 = l_2109 & u32(2147483647);
let l_2111 = bitcast<f32>(l_2110);
let l_2112 = f64(l_2111);
l_mut_78 = l_2112;
let l_2113 = l_2110 < u32(8388608);
if l_2113 {
let l_2114 = f64(l_2110);
let l_2115 = l_2114 * f64(1.401298464324817e-45);
l_mut_78 = l_2115;
}
let l_2116 = bitcast<u64>(l_mut_78);
let l_2117 = l_2109 >> u32(31);
let l_2118 = u64(l_2117);
let l_2119 = l_2118 << u32(bitcast<u64>(u64(63)));
let l_2120 = l_2116 | l_2119;
let l_2121 = bitcast<f64>(l_2120);
l_mut_404 = l_2121;
}
}
}
let l_2122 = l_2039 + l_1756;
let l_2123 = l_2122 * f64(7.1362384635298e44);
let l_2124 = floor(l_2123);
let l_2125 = l_2124 * f64(1.401298464324817e-45);
l_mut_78 = l_2125;
let l_2126 = abs(l_2122);
let l_2127 = l_2126 >= f64(1.1754943508222875e-38);
if l_2127 {
let l_2128 = f32(l_2122);
let l_2129 = f64(l_2128);
l_mut_78 = l_2129;
let l_2130 = l_mut_78 > l_2122;
if l_2130 {
let l_2131 = bitcast<u32>(l_2128);
let l_2132 = l_2131 ^ u32(2147483648);
let l_2133 = bitcast<f32>(l_2132);
let l_2134 = bitcast<u32>(l_2133);
let l_2135 = l_2134 + u32(1);
l_mut_787 = l_2135;
let l_2136 = l_2134 & u32(2147483647);
let l_2137 = l_2136 == u32(0);
if l_2137 {
l_mut_787 = u32(1);
} else {
let l_2138 = l_2134 & u32(2147483648);
let l_2139 = l_2138 != u32(0);
if l_2139 {
let l_2140 = l_2134 - u32(1);
l_mut_787 = l_2140;
} else {
let l_2141 = l_2134 == u32(2139095040);
if l_2141 {
l_mut_787 = l_2134;
}
}
}
let l_2142 = bitcast<f32>(l_mut_787);
let l_2143 = bitcast<u32>(l_2142);
let l_2144 = l_2143 ^ u32(2147483648);
let l_2145 = bitcast<f32>(l_2144);
let l_2146 = bitcast<u32>(l_2145);
let l_2147 = l_2146 & u32(2147483647);
let l_2148 = bitcast<f32>(l_2147);
let l_2149 = f64(l_2148);
l_mut_49 = l_2149;
let l_2150 = l_2147 < u32(8388608);
if l_2150 {
let l_2151 = f64(l_2147);
let l_2152 = l_2151 * f64(1.401298464324817e-45);
l_mut_49 = l_2152;
}
let l_2153 = bitcast<u64>(l_mut_49);
let l_2154 = l_2146 >> u32(31);
let l_2155 = u64(l_2154);
let l_2156 = l_2155 << u32(bitcast<u64>(u64(63)));
let l_2157 = l_2153 | l_2156;
let l_2158 = bitcast<f64>(l_2157);
l_mut_78 = l_2158;
} else {
let l_2159 = bitcast<u32>(l_2128);
let l_2160 = l_2159 + u32(1);
l_mut_787 = l_2160;
let l_2161 = l_2159 & u32(2147483647);
let l_2162 = l_2161 == u32(0);
if l_2162 {
l_mut_787 = u32(1);
} else {
let l_2163 = l_2159 & u32(2147483648);
let l_2164 = l_2163 != u32(0);
if l_2164 {
let l_2165 = l_2159 - u32(1);
l_mut_787 = l_2165;
} else {
let l_2166 = l_2159 == u32(2139095040);
if l_2166 {
l_mut_787 = l_2159;
}
}
}
let l_2167 = bitcast<f32>(l_mut_787);
let l_2168 = bitcast<u32>(l_2167);
let l_2169 = l_2168 & u32(2147483647);
let l_2170 = bitcast<f32>(l_2169);
let l_2171 = f64(l_2170);
l_mut_49 = l_2171;
let l_2172 = l_2169 < u32(8388608);
if l_2172 {
let l_2173 = f64(l_2169);
let l_2174 = l_2173 * f64(1.401298464324817e-45);
l_mut_49 = l_2174;
}
let l_2175 = bitcast<u64>(l_mut_49);
let l_2176 = l_2168 >> u32(31);
let l_2177 = u64(l_2176);
let l_2178 = l_2177 << u32(bitcast<u64>(u64(63)));
let l_2179 = l_2175 | l_2178;
let l_2180 = bitcast<f64>(l_2179);
let l_2181 = l_2180 <= l_2122;
if l_2181 {
let l_2182 = bitcast<u32>(l_2128);
let l_2183 = l_2182 + u32(1);
l_mut_787 = l_2183;
let l_2184 = l_2182 & u32(2147483647);
let l_2185 = l_2184 == u32(0);
if l_2185 {
l_mut_787 = u32(1);
} else {
let l_2186 = l_2182 & u32(2147483648);
let l_2187 = l_2186 != u32(0);
if l_2187 {
let l_2188 = l_2182 - u32(1);
l_mut_787 = l_2188;
} else {
let l_2189 = l_2182 == u32(2139095040);
if l_2189 {
l_mut_787 = l_2182;
}
}
}
let l_2190 = bitcast<f32>(l_mut_787);
let l_2191 = bitcast<u32>(l_2190);
let l_2192 = l_2191 & u32(2147483647);
let l_2193 = bitcast<f32>(l_2192);
let l_2194 = f64(l_2193);
l_mut_49 = l_2194;
let l_2195 = l_2192 < u32(8388608);
if l_2195 {
let l_2196 = f64(l_2192);
let l_2197 = l_2196 * f64(1.401298464324817e-45);
l_mut_49 = l_2197;
}
let l_2198 = bitcast<u64>(l_mut_49);
let l_2199 = l_2191 >> u32(31);
let l_2200 = u64(l_2199);
let l_2201 = l_2200 << u32(bitcast<u64>(u64(63)));
let l_2202 = l_2198 | l_2201;
let l_2203 = bitcast<f64>(l_2202);
l_mut_78 = l_2203;
}
}
}
let l_2204 = l_mut_404 == l_mut_78;
let l_2205 = !l_2204;
if l_2205 {
a_1753[u32(0)] = u32(0);
}
let l_2206 = -l_2039;
let l_2207 = l_2206 * f64(7.1362384635298e44);
let l_2208 = floor(l_2207);
let l_2209 = l_2208 * f64(1.401298464324817e-45);
l_mut_404 = l_2209;
let l_2210 = abs(l_2206);
let l_2211 = l_2210 >= f64(1.1754943508222875e-38);
if l_2211 {
let l_2212 = f32(l_2206);
let l_2213 = f64(l_2212);
l_mut_404 = l_2213;
let l_2214 = l_mut_404 > l_2206;
if l_2214 {
let l_2215 = bitcast<u32>(l_2212);
let l_2216 = l_2215 ^ u32(2147483648);
let l_2217 = bitcast<f32>(l_2216);
let l_2218 = bitcast<u32>(l_2217);
let l_2219 = l_2218 + u32(1);
l_mut_787 = l_2219;
let l_2220 = l_2218 & u32(2147483647);
let l_2221 = l_2220 == u32(0);
if l_2221 {
l_mut_787 = u32(1);
} else {
let l_2222 = l_2218 & u32(2147483648);
let l_2223 = l_2222 != u32(0);
if l_2223 {
let l_2224 = l_2218 - u32(1);
l_mut_787 = l_2224;
} else {
let l_2225 = l_2218 == u32(2139095040);
if l_2225 {
l_mut_787 = l_2218;
}
}
}
let l_2226 = bitcast<f32>(l_mut_787);
let l_2227 = bitcast<u32>(l_2226);
let l_2228 = l_2227 ^ u32(2147483648);
let l_2229 = bitcast<f32>(l_2228);
let l_2230 = bitcast<u32>(l_2229);
let l_2231 = l_2230 & u32(2147483647);
let l_2232 = bitcast<f32>(l_2231);
let l_2233 = f64(l_2232);
l_mut_78 = l_2233;
let l_2234 = l_2231 < u32(8388608);
if l_2234 {
let l_2235 = f64(l_2231);
let l_2236 = l_2235 * f64(1.401298464324817e-45);
l_mut_78 = l_2236;
}
let l_2237 = bitcast<u64>(l_mut_78);
let l_2238 = l_2230 >> u32(31);
let l_2239 = u64(l_2238);
let l_2240 = l_2239 << u32(bitcast<u64>(u64(63)));
let l_2241 = l_2237 | l_2240;
let l_2242 = bitcast<f64>(l_2241);
l_mut_404 = l_2242;
} else {
let l_2243 = bitcast<u32>(l_2212);
let l_2244 = l_2243 + u32(1);
l_mut_787 = l_2244;
let l_2245 = l_2243 & u32(2147483647);
let l_2246 = l_2245 == u32(0);
if l_2246 {
l_mut_787 = u32(1);
} else {
let l_2247 = l_2243 & u32(2147483648);
let l_2248 = l_2247 != u32(0);
if l_2248 {
let l_2249 = l_2243 - u32(1);
l_mut_787 = l_2249;
} else {
let l_2250 = l_2243 == u32(2139095040);
if l_2250 {
l_mut_787 = l_2243;
}
}
}
let l_2251 = bitcast<f32>(l_mut_787);
let l_2252 = bitcast<u32>(l_2251);
let l_2253 = l_2252 & u32(2147483647);
let l_2254 = bitcast<f32>(l_2253);
let l_2255 = f64(l_2254);
l_mut_78 = l_2255;
let l_2256 = l_2253 < u32(8388608);
if l_2256 {
let l_2257 = f64(l_2253);
let l_2258 = l_2257 * f64(1.401298464324817e-45);
l_mut_78 = l_2258;
}
let l_2259 = bitcast<u64>(l_mut_78);
let l_2260 = l_2252 >> u32(31);
let l_2261 = u64(l_2260);
let l_2262 = l_2261 << u32(bitcast<u64>(u64(63)));
let l_2263 = l_2259 | l_2262;
let l_2264 = bitcast<f64>(l_2263);
let l_2265 = l_2264 <= l_2206;
if l_2265 {
let l_2266 = bitcast<u32>(l_2212);
let l_2267 = l_2266 + u32(1);
l_mut_787 = l_2267;
let l_2268 = l_2266 & u32(2147483647);
let l_2269 = l_2268 == u32(0);
if l_2269 {
l_mut_787 = u32(1);
} else {
let l_2270 = l_2266 & u32(2147483648);
let l_2271 = l_2270 != u32(0);
if l_2271 {
let l_2272 = l_2266 - u32(1);
l_mut_787 = l_2272;
} else {
let l_2273 = l_2266 == u32(2139095040);
if l_2273 {
l_mut_787 = l_2266;
}
}
}
let l_2274 = bitcast<f32>(l_mut_787);
let l_2275 = bitcast<u32>(l_2274);
let l_2276 = l_2275 & u32(2147483647);
let l_2277 = bitcast<f32>(l_2276);
let l_2278 = f64(l_2277);
l_mut_78 = l_2278;
let l_2279 = l_2276 < u32(8388608);
if l_2279 {
let l_2280 = f64(l_2276);
let l_2281 = l_2280 * f64(1.401298464324817e-45);
l_mut_78 = l_2281;
}
let l_2282 = bitcast<u64>(l_mut_78);
let l_2283 = l_2275 >> u32(31);
let l_2284 = u64(l_2283);
let l_2285 = l_2284 << u32(bitcast<u64>(u64(63)));
let l_2286 = l_2282 | l_2285;
let l_2287 = bitcast<f64>(l_2286);
l_mut_404 = l_2287;
}
}
}
let l_2288 = -l_mut_404;
l_mut_1900 = l_2288;
}
l_mut_787 = u32(0);
let l_2289 = l_mut_232 <= f64(0.0);
let l_2290 = l_mut_1900 >= f64(0.0);
let l_2291 = l_2289 && l_2290;
let l_2292 = !l_2291;
if l_2292 {
let l_2293 = f64(1.0) / l_mut_1900;
let l_2294 = f64(1.0) / l_mut_232;
let l_2295 = abs(l_2293);
let l_2296 = l_2295 * f64(1.4551915228366852e-11);
let l_2297 = abs(l_2294);
let l_2298 = l_2297 * f64(1.4551915228366852e-11);
let l_2299 = l_2293 - l_2296;
let l_2300 = abs(l_2299);
l_mut_1900 = f64(1.401298464324817e-45);
let l_2301 = l_2300 >= f64(1.1754943508222875e-38);
let l_2302 = l_2300 <= f64(1.7976931348623157e308);
let l_2303 = l_2301 && l_2302;
if l_2303 {
let l_2304 = bitcast<u64>(l_2300);
let l_2305 = l_2304 >> u32(bitcast<u64>(u64(52)));
let l_2306 = l_2305 - u64(23);
let l_2307 = l_2306 << u32(bitcast<u64>(u64(52)));
let l_2308 = bitcast<f64>(l_2307);
l_mut_1900 = l_2308;
}
let l_2309 = l_2293 + l_2296;
let l_2310 = abs(l_2309);
l_mut_404 = f64(1.401298464324817e-45);
let l_2311 = l_2310 >= f64(1.1754943508222875e-38);
let l_2312 = l_2310 <= f64(1.7976931348623157e308);
let l_2313 = l_2311 && l_2312;
if l_2313 {
let l_2314 = bitcast<u64>(l_2310);
let l_2315 = l_2314 >> u32(bitcast<u64>(u64(52)));
let l_2316 = l_2315 - u64(23);
let l_2317 = l_2316 << u32(bitcast<u64>(u64(52)));
let l_2318 = bitcast<f64>(l_2317);
l_mut_404 = l_2318;
}
let l_2319 = l_mut_1900 == l_mut_404;
let l_2320 = !l_2319;
let l_2321 = l_2294 - l_2298;
let l_2322 = abs(l_2321);
l_mut_1900 = f64(1.401298464324817e-45);
let l_2323 = l_2322 >= f64(1.1754943508222875e-38);
let l_2324 = l_2322 <= f64(1.7976931348623157e308);
let l_2325 = l_2323 && l_2324;
if l_2325 {
let l_2326 = bitcast<u64>(l_2322);
let l_2327 = l_2326 >> u32(bitcast<u64>(u64(52)));
let l_2328 = l_2327 - u64(23);
let l_2329 = l_2328 << u32(bitcast<u64>(u64(52)));
let l_2330 = bitcast<f64>(l_2329);
l_mut_1900 = l_2330;
}
let l_2331 = l_2294 + l_2298;
let l_2332 = abs(l_2331);
l_mut_404 = f64(1.401298464324817e-45);
let l_2333 = l_2332 >= f64(1.1754943508222875e-38);
let l_2334 = l_2332 <= f64(1.7976931348623157e308);
let l_2335 = l_2333 && l_2334;
if l_2335 {
let l_2336 = bitcast<u64>(l_2332);
let l_2337 = l_2336 >> u32(bitcast<u64>(u64(52)));
let l_2338 = l_2337 - u64(23);
let l_2339 = l_2338 << u32(bitcast<u64>(u64(52)));
let l_2340 = bitcast<f64>(l_2339);
l_mut_404 = l_2340;
}
let l_2341 = l_mut_1900 == l_mut_404;
let l_2342 = !l_2341;
let l_2343 = l_2320 || l_2342;
if l_2343 {
a_1753[u32(0)] = u32(0);
}
let l_2344 = abs(l_2293);
l_mut_1900 = f64(1.401298464324817e-45);
let l_2345 = l_2344 >= f64(1.1754943508222875e-38);
let l_2346 = l_2344 <= f64(1.7976931348623157e308);
let l_2347 = l_2345 && l_2346;
if l_2347 {
let l_2348 = bitcast<u64>(l_2344);
let l_2349 = l_2348 >> u32(bitcast<u64>(u64(52)));
let l_2350 = l_2349 - u64(23);
let l_2351 = l_2350 << u32(bitcast<u64>(u64(52)));
let l_2352 = bitcast<f64>(l_2351);
l_mut_1900 = l_2352;
}
let l_2353 = l_722 * l_mut_1900;
let l_2354 = l_2293 - l_2353;
let l_2355 = abs(l_2294);
l_mut_1900 = f64(1.401298464324817e-45);
let l_2356 = l_2355 >= f64(1.1754943508222875e-38);
let l_2357 = l_2355 <= f64(1.7976931348623157e308);
let l_2358 = l_2356 && l_2357;
if l_2358 {
let l_2359 = bitcast<u64>(l_2355);
let l_2360 = l_2359 >> u32(bitcast<u64>(u64(52)));
let l_2361 = l_2360 - u64(23);
let l_2362 = l_2361 << u32(bitcast<u64>(u64(52)));
let l_2363 = bitcast<f64>(l_2362);
l_mut_1900 = l_2363;
}
let l_2364 = l_722 * l_mut_1900;
let l_2365 = l_2294 + l_2364;
let l_2366 = bitcast<u32>(l_26);
let l_2367 = l_2366 & u32(2147483647);
let l_2368 = bitcast<f32>(l_2367);
let l_2369 = f64(l_2368);
l_mut_1900 = l_2369;
let l_2370 = l_2367 < u32(8388608);
if l_2370 {
let l_2371 = f64(l_2367);
let l_2372 = l_2371 * f64(1.401298464324817e-45);
l_mut_1900 = l_2372;
}
let l_2373 = bitcast<u64>(l_mut_1900);
let l_2374 = l_2366 >> u32(31);
let l_2375 = u64(l_2374);
let l_2376 = l_2375 << u32(bitcast<u64>(u64(63)));
let l_2377 = l_2373 | l_2376;
let l_2378 = bitcast<f64>(l_2377);
let l_2379 = bitcast<u32>(l_26);
let l_2380 = l_2379 + u32(1);
l_mut_746 = l_2380;
let l_2381 = l_2379 & u32(2147483647);
let l_2382 = l_2381 == u32(0);
if l_2382 {
l_mut_746 = u32(1);
} else {
let l_2383 = l_2379 & u32(2147483648);
let l_2384 = l_2383 != u32(0);
if l_2384 {
let l_2385 = l_2379 - u32(1);
l_mut_746 = l_2385;
} else {
let l_2386 = l_2379 == u32(2139095040);
if l_2386 {
l_mut_746 = l_2379;
}
}
}
let l_2387 = bitcast<f32>(l_mut_746);
let l_2388 = bitcast<u32>(l_2387);
let l_2389 = l_2388 & u32(2147483647);
let l_2390 = bitcast<f32>(l_2389);
let l_2391 = f64(l_2390);
l_mut_1900 = l_2391;
let l_2392 = l_2389 < u32(8388608);
if l_2392 {
let l_2393 = f64(l_2389);
let l_2394 = l_2393 * f64(1.401298464324817e-45);
l_mut_1900 = l_2394;
}
let l_2395 = bitcast<u64>(l_mut_1900);
let l_2396 = l_2388 >> u32(31);
let l_2397 = u64(l_2396);
let l_2398 = l_2397 << u32(bitcast<u64>(u64(63)));
let l_2399 = l_2395 | l_2398;
let l_2400 = bitcast<f64>(l_2399);
let l_2401 = bitcast<u32>(l_26);
let l_2402 = l_2401 ^ u32(2147483648);
let l_2403 = bitcast<f32>(l_2402);
let l_2404 = bitcast<u32>(l_2403);
let l_2405 = l_2404 + u32(1);
l_mut_746 = l_2405;
let l_2406 = l_2404 & u32(2147483647);
let l_2407 = l_2406 == u32(0);
if l_2407 {
l_mut_746 = u32(1);
} else {
let l_2408 = l_2404 & u32(2147483648);
let l_2409 = l_2408 != u32(0);
if l_2409 {
let l_2410 = l_2404 - u32(1);
l_mut_746 = l_2410;
} else {
let l_2411 = l_2404 == u32(2139095040);
if l_2411 {
l_mut_746 = l_2404;
}
}
}
let l_2412 = bitcast<f32>(l_mut_746);
let l_2413 = bitcast<u32>(l_2412);
let l_2414 = l_2413 ^ u32(2147483648);
let l_2415 = bitcast<f32>(l_2414);
let l_2416 = bitcast<u32>(l_2415);
let l_2417 = l_2416 & u32(2147483647);
let l_2418 = bitcast<f32>(l_2417);
let l_2419 = f64(l_2418);
l_mut_1900 = l_2419;
let l_2420 = l_2417 < u32(8388608);
if l_2420 {
let l_2421 = f64(l_2417);
let l_2422 = l_2421 * f64(1.401298464324817e-45);
l_mut_1900 = l_2422;
}
let l_2423 = bitcast<u64>(l_mut_1900);
let l_2424 = l_2416 >> u32(31);
let l_2425 = u64(l_2424);
let l_2426 = l_2425 << u32(bitcast<u64>(u64(63)));
let l_2427 = l_2423 | l_2426;
let l_2428 = bitcast<f64>(l_2427);
let l_2429 = l_2354 + l_2296;
let l_2430 = l_2429 <= l_2378;
l_mut_847 = l_2430;
let l_2431 = l_2354 - l_2296;
let l_2432 = l_2431 > l_2378;
l_mut_844 = l_2432;
let l_2433 = l_2365 - l_2298;
let l_2434 = l_2433 >= l_2378;
l_mut_841 = l_2434;
let l_2435 = l_2365 + l_2298;
let l_2436 = l_2435 < l_2378;
l_mut_838 = l_2436;
if l_717 {
let l_2437 = l_2354 + l_2296;
let l_2438 = l_2437 < l_2400;
l_mut_847 = l_2438;
let l_2439 = l_2354 - l_2296;
let l_2440 = l_2439 >= l_2400;
l_mut_844 = l_2440;
let l_2441 = l_2365 - l_2298;
let l_2442 = l_2441 > l_2428;
l_mut_841 = l_2442;
let l_2443 = l_2365 + l_2298;
let l_2444 = l_2443 <= l_2428;
l_mut_838 = l_2444;
}
l_mut_746 = u32(2);
let l_2445 = l_mut_844 || l_mut_838;
if l_2445 {
l_mut_746 = u32(1);
} else {
let l_2446 = l_mut_847 && l_mut_841;
if l_2446 {
l_mut_746 = u32(0);
}
}
let l_2447 = bitcast<u32>(l_26);
let l_2448 = l_2447 & u32(2147483647);
let l_2449 = l_2448 == u32(0);
if l_2449 {
let l_2450 = l_2354 + l_2296;
let l_2451 = l_2450 < f64(1.1754943508222875e-38);
let l_2452 = l_2365 - l_2298;
let l_2453 = l_2452 > f64(-1.1754943508222875e-38);
let l_2454 = l_2451 && l_2453;
let l_2455 = l_2354 - l_2296;
let l_2456 = l_2455 < f64(1.1754943508222875e-38);
let l_2457 = l_2365 + l_2298;
let l_2458 = l_2457 > f64(-1.1754943508222875e-38);
let l_2459 = l_2456 && l_2458;
if l_2454 {
l_mut_746 = u32(0);
} else {
let l_2460 = l_mut_746 == u32(1);
let l_2461 = l_2459 && l_2460;
if l_2461 {
l_mut_746 = u32(2);
}
}
}
l_mut_787 = l_mut_746;
}
let l_2462 = a_1753[u32(0)];
let l_2463 = l_2462 == u32(0);
if l_2463 {
l_mut_787 = u32(2);
}
l_mut_730 = l_mut_787;
} else {
let l_2464 = l_713 == u32(10);
if l_2464 {
let l_2465 = sqrt(l_726);
let l_2466 = f64(1.0) / l_2465;
let l_2467 = l_2466 * f64(1.4551915228366852e-11);
let l_2468 = abs(l_2466);
l_mut_1900 = f64(1.401298464324817e-45);
let l_2469 = l_2468 >= f64(1.1754943508222875e-38);
let l_2470 = l_2468 <= f64(1.7976931348623157e308);
let l_2471 = l_2469 && l_2470;
if l_2471 {
let l_2472 = bitcast<u64>(l_2468);
let l_2473 = l_2472 >> u32(bitcast<u64>(u64(52)));
let l_2474 = l_2473 - u64(23);
let l_2475 = l_2474 << u32(bitcast<u64>(u64(52)));
let l_2476 = bitcast<f64>(l_2475);
l_mut_1900 = l_2476;
}
let l_2477 = l_719 * l_mut_1900;
let l_2478 = l_2466 - l_2477;
let l_2479 = l_726 * l_2478;
let l_2480 = l_719 * l_mut_1900;
let l_2481 = l_2466 + l_2480;
let l_2482 = l_726 * l_2481;
l_mut_787 = u32(2);
let l_2483 = l_2466 - l_2467;
let l_2484 = abs(l_2483);
l_mut_1900 = f64(1.401298464324817e-45);
let l_2485 = l_2484 >= f64(1.1754943508222875e-38);
let l_2486 = l_2484 <= f64(1.7976931348623157e308);
let l_2487 = l_2485 && l_2486;
if l_2487 {
let l_2488 = bitcast<u64>(l_2484);
let l_2489 = l_2488 >> u32(bitcast<u64>(u64(52)));
let l_2490 = l_2489 - u64(23);
let l_2491 = l_2490 << u32(bitcast<u64>(u64(52)));
let l_2492 = bitcast<f64>(l_2491);
l_mut_1900 = l_2492;
}
let l_2493 = l_2466 + l_2467;
let l_2494 = abs(l_2493);
l_mut_404 = f64(1.401298464324817e-45);
let l_2495 = l_2494 >= f64(1.1754943508222875e-38);
let l_2496 = l_2494 <= f64(1.7976931348623157e308);
let l_2497 = l_2495 && l_2496;
if l_2497 {
let l_2498 = bitcast<u64>(l_2494);
let l_2499 = l_2498 >> u32(bitcast<u64>(u64(52)));
let l_2500 = l_2499 - u64(23);
let l_2501 = l_2500 << u32(bitcast<u64>(u64(52)));
let l_2502 = bitcast<f64>(l_2501);
l_mut_404 = l_2502;
}
let l_2503 = l_mut_1900 == l_mut_404;
if l_2503 {
let l_2504 = abs(l_2479);
let l_2505 = l_2504 * f64(1.4551915228366852e-11);
let l_2506 = abs(l_2482);
let l_2507 = l_2506 * f64(1.4551915228366852e-11);
let l_2508 = bitcast<u32>(l_26);
let l_2509 = l_2508 & u32(2147483647);
let l_2510 = bitcast<f32>(l_2509);
let l_2511 = f64(l_2510);
l_mut_1900 = l_2511;
let l_2512 = l_2509 < u32(8388608);
if l_2512 {
let l_2513 = f64(l_2509);
let l_2514 = l_2513 * f64(1.401298464324817e-45);
l_mut_1900 = l_2514;
}
let l_2515 = bitcast<u64>(l_mut_1900);
let l_2516 = l_2508 >> u32(31);
let l_2517 = u64(l_2516);
let l_2518 = l_2517 << u32(bitcast<u64>(u64(63)));
let l_2519 = l_2515 | l_2518;
let l_2520 = bitcast<f64>(l_2519);
let l_2521 = bitcast<u32>(l_26);
let l_2522 = l_2521 + u32(1);
l_mut_746 = l_2522;
let l_2523 = l_2521 & u32(2147483647);
let l_2524 = l_2523 == u32(0);
if l_2524 {
l_mut_746 = u32(1);
} else {
let l_2525 = l_2521 & u32(2147483648);
let l_2526 = l_2525 != u32(0);
if l_2526 {
let l_2527 = l_2521 - u32(1);
l_mut_746 = l_2527;
} else {
let l_2528 = l_2521 == u32(2139095040);
if l_2528 {
l_mut_746 = l_2521;
}
}
}
let l_2529 = bitcast<f32>(l_mut_746);
let l_2530 = bitcast<u32>(l_2529);
let l_2531 = l_2530 & u32(2147483647);
let l_2532 = bitcast<f32>(l_2531);
let l_2533 = f64(l_2532);
l_mut_1900 = l_2533;
let l_2534 = l_2531 < u32(8388608);
if l_2534 {
let l_2535 = f64(l_2531);
let l_2536 = l_2535 * f64(1.401298464324817e-45);
l_mut_1900 = l_2536;
}
let l_2537 = bitcast<u64>(l_mut_1900);
let l_2538 = l_2530 >> u32(31);
let l_2539 = u64(l_2538);
let l_2540 = l_2539 << u32(bitcast<u64>(u64(63)));
let l_2541 = l_2537 | l_2540;
let l_2542 = bitcast<f64>(l_2541);
let l_2543 = bitcast<u32>(l_26);
let l_2544 = l_2543 ^ u32(2147483648);
let l_2545 = bitcast<f32>(l_2544);
let l_2546 = bitcast<u32>(l_2545);
let l_2547 = l_2546 + u32(1);
l_mut_746 = l_2547;
let l_2548 = l_2546 & u32(2147483647);
let l_2549 = l_2548 == u32(0);
if l_2549 {
l_mut_746 = u32(1);
} else {
let l_2550 = l_2546 & u32(2147483648);
let l_2551 = l_2550 != u32(0);
if l_2551 {
let l_2552 = l_2546 - u32(1);
l_mut_746 = l_2552;
} else {
let l_2553 = l_2546 == u32(2139095040);
if l_2553 {
l_mut_746 = l_2546;
}
}
}
let l_2554 = bitcast<f32>(l_mut_746);
let l_2555 = bitcast<u32>(l_2554);
let l_2556 = l_2555 ^ u32(2147483648);
let l_2557 = bitcast<f32>(l_2556);
let l_2558 = bitcast<u32>(l_2557);
let l_2559 = l_2558 & u32(2147483647);
let l_2560 = bitcast<f32>(l_2559);
let l_2561 = f64(l_2560);
l_mut_1900 = l_2561;
let l_2562 = l_2559 < u32(8388608);
if l_2562 {
let l_2563 = f64(l_2559);
let l_2564 = l_2563 * f64(1.401298464324817e-45);
l_mut_1900 = l_2564;
}
let l_2565 = bitcast<u64>(l_mut_1900);
let l_2566 = l_2558 >> u32(31);
let l_2567 = u64(l_2566);
let l_2568 = l_2567 << u32(bitcast<u64>(u64(63)));
let l_2569 = l_2565 | l_2568;
let l_2570 = bitcast<f64>(l_2569);
let l_2571 = l_2479 + l_2505;
let l_2572 = l_2571 <= l_2520;
l_mut_847 = l_2572;
let l_2573 = l_2479 - l_2505;
let l_2574 = l_2573 > l_2520;
l_mut_844 = l_2574;
let l_2575 = l_2482 - l_2507;
let l_2576 = l_2575 >= l_2520;
l_mut_841 = l_2576;
let l_2577 = l_2482 + l_2507;
let l_2578 = l_2577 < l_2520;
l_mut_838 = l_2578;
let l_2579 = l_2479 + l_2505;
let l_2580 = l_2579 < l_2542;
l_mut_847 = l_2580;
let l_2581 = l_2479 - l_2505;
let l_2582 = l_2581 >= l_2542;
l_mut_844 = l_2582;
let l_2583 = l_2482 - l_2507;
let l_2584 = l_2583 > l_2570;
l_mut_841 = l_2584;
let l_2585 = l_2482 + l_2507;
let l_2586 = l_2585 <= l_2570;
l_mut_838 = l_2586;
l_mut_746 = u32(2);
let l_2587 = l_mut_844 || l_mut_838;
if l_2587 {
l_mut_746 = u32(1);
} else {
let l_2588 = l_mut_847 && l_mut_841;
if l_2588 {
l_mut_746 = u32(0);
}
}
let l_2589 = bitcast<u32>(l_26);
let l_2590 = l_2589 & u32(2147483647);
let l_2591 = l_2590 == u32(0);
if l_2591 {
let l_2592 = l_2479 + l_2505;
let l_2593 = l_2592 < f64(1.1754943508222875e-38);
let l_2594 = l_2482 - l_2507;
let l_2595 = l_2594 > f64(-1.1754943508222875e-38);
let l_2596 = l_2593 && l_2595;
let l_2597 = l_2479 - l_2505;
let l_2598 = l_2597 < f64(1.1754943508222875e-38);
let l_2599 = l_2482 + l_2507;
let l_2600 = l_2599 > f64(-1.1754943508222875e-38);
let l_2601 = l_2598 && l_2600;
if l_2596 {
l_mut_746 = u32(0);
} else {
let l_2602 = l_mut_746 == u32(1);
let l_2603 = l_2601 && l_2602;
if l_2603 {
l_mut_746 = u32(2);
}
}
}
l_mut_787 = l_mut_746;
}
l_mut_730 = l_mut_787;
} else {
let l_2604 = l_713 == u32(11);
let l_2605 = l_713 == u32(12);
let l_2606 = l_2604 || l_2605;
if l_2606 {
l_mut_730 = u32(0);
let l_2607 = l_727 <= l_725;
let l_2608 = l_713 == u32(11);
let l_2609 = l_2607 && l_2608;
if l_2609 {
let l_2610 = f32(l_726);
let l_2611 = bitcast<u32>(l_2610);
let l_2612 = l_2611 & u32(2147483647);
let l_2613 = bitcast<f32>(l_2612);
let l_2614 = f64(l_2613);
l_mut_1900 = l_2614;
let l_2615 = l_2612 < u32(8388608);
if l_2615 {
let l_2616 = f64(l_2612);
let l_2617 = l_2616 * f64(1.401298464324817e-45);
l_mut_1900 = l_2617;
}
let l_2618 = bitcast<u64>(l_mut_1900);
let l_2619 = l_2611 >> u32(31);
let l_2620 = u64(l_2619);
let l_2621 = l_2620 << u32(bitcast<u64>(u64(63)));
let l_2622 = l_2618 | l_2621;
let l_2623 = bitcast<f64>(l_2622);
let l_2624 = abs(l_2623);
l_mut_1900 = l_2624;
l_mut_787 = u32(0);
let l_2625 = l_2624 >= f64(0.785);
if l_2625 {
let l_2626 = l_2624 * f64(0.6366197723675814);
let l_2627 = l_2626 + f64(0.5);
let l_2628 = floor(l_2627);
let l_2629 = l_2628 * f64(1.570796325802803);
let l_2630 = l_2624 - l_2629;
let l_2631 = l_2630 * l_20;
let l_2632 = l_2628 * f64(9.920935796805404e-10);
let l_2633 = l_2631 - l_2632;
l_mut_1900 = l_2633;
let l_2634 = u32(l_2628);
l_mut_787 = l_2634;
}
let l_2635 = bitcast<u32>(l_2610);
let l_2636 = l_2635 >= u32(2147483648);
let l_2637 = l_mut_1900 * l_mut_1900;
let l_2638 = l_2637 * f64(1.9572941063391263e-20);
let l_2639 = f64(8.22063524662433e-18) - l_2638;
l_mut_404 = l_2639;
let l_2640 = l_mut_404 * l_2637;
let l_2641 = l_2640 - f64(2.8114572543455206e-15);
l_mut_404 = l_2641;
let l_2642 = l_mut_404 * l_2637;
let l_2643 = l_2642 + f64(7.647163731819816e-13);
l_mut_404 = l_2643;
let l_2644 = l_mut_404 * l_2637;
let l_2645 = l_2644 - f64(1.6059043836821613e-10);
l_mut_404 = l_2645;
let l_2646 = l_mut_404 * l_2637;
let l_2647 = l_2646 + f64(2.505210838544172e-8);
l_mut_404 = l_2647;
let l_2648 = l_mut_404 * l_2637;
let l_2649 = l_2648 - f64(2.7557319223985893e-6);
l_mut_404 = l_2649;
let l_2650 = l_mut_404 * l_2637;
let l_2651 = l_2650 + f64(0.0001984126984126984);
l_mut_404 = l_2651;
let l_2652 = l_mut_404 * l_2637;
let l_2653 = l_2652 - f64(0.008333333333333333);
l_mut_404 = l_2653;
let l_2654 = l_mut_404 * l_2637;
let l_2655 = l_2654 + f64(0.16666666666666666);
l_mut_404 = l_2655;
let l_2656 = f64(0.5) * l_2637;
let l_2657 = f64(1.0) - l_2656;
let l_2658 = f64(0.0) * l_2657;
let l_2659 = l_mut_1900 * l_2637;
let l_2660 = l_2659 * l_mut_404;
let l_2661 = l_2658 - l_2660;
let l_2662 = l_mut_1900 + l_2661;
let l_2663 = l_mut_1900 * l_mut_1900;
let l_2664 = l_2663 * f64(4.110317623312165e-19);
let l_2665 = l_2664 - f64(1.5619206968586225e-16);
l_mut_404 = l_2665;
let l_2666 = l_mut_404 * l_2663;
let l_2667 = l_2666 + f64(4.779477332387385e-14);
l_mut_404 = l_2667;
let l_2668 = l_mut_404 * l_2663;
let l_2669 = l_2668 - f64(1.1470745597729725e-11);
l_mut_404 = l_2669;
let l_2670 = l_mut_404 * l_2663;
let l_2671 = l_2670 + f64(2.08767569878681e-9);
l_mut_404 = l_2671;
let l_2672 = l_mut_404 * l_2663;
let l_2673 = l_2672 - f64(2.755731922398589e-7);
l_mut_404 = l_2673;
let l_2674 = l_mut_404 * l_2663;
let l_2675 = l_2674 + f64(2.48015873015873e-5);
l_mut_404 = l_2675;
let l_2676 = l_mut_404 * l_2663;
let l_2677 = l_2676 - f64(0.001388888888888889);
l_mut_404 = l_2677;
let l_2678 = l_mut_404 * l_2663;
let l_2679 = l_2678 + f64(0.041666666666666664);
l_mut_404 = l_2679;
let l_2680 = f64(0.5) * l_2663;
let l_2681 = f64(1.0) - l_2680;
let l_2682 = l_2663 * l_2663;
let l_2683 = l_2682 * l_mut_404;
let l_2684 = f64(0.0) * l_mut_1900;
let l_2685 = l_2683 - l_2684;
let l_2686 = l_2681 + l_2685;
let l_2687 = l_mut_787 & u32(1);
let l_2688 = l_2687 == u32(1);
l_mut_1900 = l_2662;
let l_2689 = l_mut_787 & u32(2);
let l_2690 = l_2689 != u32(0);
l_mut_847 = l_2690;
let l_2691 = u32(6) == u32(6);
if l_2691 {
if l_2688 {
l_mut_1900 = l_2686;
}
} else {
let l_2692 = u32(6) == u32(7);
if l_2692 {
l_mut_1900 = l_2686;
if l_2688 {
l_mut_1900 = l_2662;
}
let l_2693 = l_mut_787 + u32(1);
let l_2694 = l_2693 & u32(2);
let l_2695 = l_2694 != u32(0);
l_mut_847 = l_2695;
} else {
let l_2696 = l_2662 / l_2686;
l_mut_1900 = l_2696;
if l_2688 {
let l_2697 = l_2686 / l_2662;
l_mut_1900 = l_2697;
}
l_mut_847 = l_2688;
}
}
let l_2698 = u32(6) != u32(7);
let l_2699 = l_2698 && l_2636;
if l_2699 {
let l_2700 = !l_mut_847;
l_mut_847 = l_2700;
}
if l_mut_847 {
let l_2701 = -l_mut_1900;
l_mut_1900 = l_2701;
}
let l_2702 = f32(l_726);
let l_2703 = bitcast<u32>(l_2702);
let l_2704 = l_2703 & u32(2147483647);
let l_2705 = bitcast<f32>(l_2704);
let l_2706 = f64(l_2705);
l_mut_404 = l_2706;
let l_2707 = l_2704 < u32(8388608);
if l_2707 {
let l_2708 = f64(l_2704);
let l_2709 = l_2708 * f64(1.401298464324817e-45);
l_mut_404 = l_2709;
}
let l_2710 = bitcast<u64>(l_mut_404);
let l_2711 = l_2703 >> u32(31);
let l_2712 = u64(l_2711);
let l_2713 = l_2712 << u32(bitcast<u64>(u64(63)));
let l_2714 = l_2710 | l_2713;
let l_2715 = bitcast<f64>(l_2714);
let l_2716 = abs(l_2715);
l_mut_404 = l_2716;
l_mut_787 = u32(0);
let l_2717 = l_2716 >= f64(0.785);
if l_2717 {
let l_2718 = l_2716 * f64(0.6366197723675814);
let l_2719 = l_2718 + f64(0.5);
let l_2720 = floor(l_2719);
let l_2721 = l_2720 * f64(1.570796325802803);
let l_2722 = l_2716 - l_2721;
let l_2723 = l_2722 * l_20;
let l_2724 = l_2720 * f64(9.920935796805404e-10);
let l_2725 = l_2723 - l_2724;
l_mut_404 = l_2725;
let l_2726 = u32(l_2720);
l_mut_787 = l_2726;
}
let l_2727 = bitcast<u32>(l_2702);
let l_2728 = l_2727 >= u32(2147483648);
let l_2729 = l_mut_404 * l_mut_404;
let l_2730 = l_2729 * f64(1.9572941063391263e-20);
let l_2731 = f64(8.22063524662433e-18) - l_2730;
l_mut_232 = l_2731;
let l_2732 = l_mut_232 * l_2729;
let l_2733 = l_2732 - f64(2.8114572543455206e-15);
l_mut_232 = l_2733;
let l_2734 = l_mut_232 * l_2729;
let l_2735 = l_2734 + f64(7.647163731819816e-13);
l_mut_232 = l_2735;
let l_2736 = l_mut_232 * l_2729;
let l_2737 = l_2736 - f64(1.6059043836821613e-10);
l_mut_232 = l_2737;
let l_2738 = l_mut_232 * l_2729;
let l_2739 = l_2738 + f64(2.505210838544172e-8);
l_mut_232 = l_2739;
let l_2740 = l_mut_232 * l_2729;
let l_2741 = l_2740 - f64(2.7557319223985893e-6);
l_mut_232 = l_2741;
let l_2742 = l_mut_232 * l_2729;
let l_2743 = l_2742 + f64(0.0001984126984126984);
l_mut_232 = l_2743;
let l_2744 = l_mut_232 * l_2729;
let l_2745 = l_2744 - f64(0.008333333333333333);
l_mut_232 = l_2745;
let l_2746 = l_mut_232 * l_2729;
let l_2747 = l_2746 + f64(0.16666666666666666);
l_mut_232 = l_2747;
let l_2748 = f64(0.5) * l_2729;
let l_2749 = f64(1.0) - l_2748;
let l_2750 = f64(0.0) * l_2749;
let l_2751 = l_mut_404 * l_2729;
let l_2752 = l_2751 * l_mut_232;
let l_2753 = l_2750 - l_2752;
let l_2754 = l_mut_404 + l_2753;
let l_2755 = l_mut_404 * l_mut_404;
let l_2756 = l_2755 * f64(4.110317623312165e-19);
let l_2757 = l_2756 - f64(1.5619206968586225e-16);
l_mut_232 = l_2757;
let l_2758 = l_mut_232 * l_2755;
let l_2759 = l_2758 + f64(4.779477332387385e-14);
l_mut_232 = l_2759;
let l_2760 = l_mut_232 * l_2755;
let l_2761 = l_2760 - f64(1.1470745597729725e-11);
l_mut_232 = l_2761;
let l_2762 = l_mut_232 * l_2755;
let l_2763 = l_2762 + f64(2.08767569878681e-9);
l_mut_232 = l_2763;
let l_2764 = l_mut_232 * l_2755;
let l_2765 = l_2764 - f64(2.755731922398589e-7);
l_mut_232 = l_2765;
let l_2766 = l_mut_232 * l_2755;
let l_2767 = l_2766 + f64(2.48015873015873e-5);
l_mut_232 = l_2767;
let l_2768 = l_mut_232 * l_2755;
let l_2769 = l_2768 - f64(0.001388888888888889);
l_mut_232 = l_2769;
let l_2770 = l_mut_232 * l_2755;
let l_2771 = l_2770 + f64(0.041666666666666664);
l_mut_232 = l_2771;
let l_2772 = f64(0.5) * l_2755;
let l_2773 = f64(1.0) - l_2772;
let l_2774 = l_2755 * l_2755;
let l_2775 = l_2774 * l_mut_232;
let l_2776 = f64(0.0) * l_mut_404;
let l_2777 = l_2775 - l_2776;
let l_2778 = l_2773 + l_2777;
let l_2779 = l_mut_787 & u32(1);
let l_2780 = l_2779 == u32(1);
l_mut_404 = l_2754;
let l_2781 = l_mut_787 & u32(2);
let l_2782 = l_2781 != u32(0);
l_mut_847 = l_2782;
let l_2783 = u32(7) == u32(6);
if l_2783 {
if l_2780 {
l_mut_404 = l_2778;
}
} else {
let l_2784 = u32(7) == u32(7);
if l_2784 {
l_mut_404 = l_2778;
if l_2780 {
l_mut_404 = l_2754;
}
let l_2785 = l_mut_787 + u32(1);
let l_2786 = l_2785 & u32(2);
let l_2787 = l_2786 != u32(0);
l_mut_847 = l_2787;
} else {
let l_2788 = l_2754 / l_2778;
l_mut_404 = l_2788;
if l_2780 {
let l_2789 = l_2778 / l_2754;
l_mut_404 = l_2789;
}
l_mut_847 = l_2780;
}
}
let l_2790 = u32(7) != u32(7);
let l_2791 = l_2790 && l_2728;
if l_2791 {
let l_2792 = !l_mut_847;
l_mut_847 = l_2792;
}
if l_mut_847 {
let l_2793 = -l_mut_404;
l_mut_404 = l_2793;
}
let l_2794 = abs(l_mut_1900);
let l_2795 = l_2794 * f64(1.4551915228366852e-11);
let l_2796 = abs(l_mut_404);
let l_2797 = l_2796 * f64(1.4551915228366852e-11);
l_mut_232 = f64(1.4551915228366852e-11);
l_mut_787 = u32(2);
if l_717 {
let l_2798 = l_mut_1900 - l_719;
let l_2799 = abs(l_2798);
let l_2800 = l_2799 * f64(2.220446049250313e-16);
let l_2801 = l_2795 + l_2800;
let l_2802 = l_2798 + l_2801;
let l_2803 = -l_2802;
let l_2804 = l_2803 * f64(7.1362384635298e44);
let l_2805 = floor(l_2804);
let l_2806 = l_2805 * f64(1.401298464324817e-45);
l_mut_78 = l_2806;
let l_2807 = abs(l_2803);
let l_2808 = l_2807 >= f64(1.1754943508222875e-38);
if l_2808 {
let l_2809 = f32(l_2803);
let l_2810 = f64(l_2809);
l_mut_78 = l_2810;
let l_2811 = l_mut_78 > l_2803;
if l_2811 {
let l_2812 = bitcast<u32>(l_2809);
let l_2813 = l_2812 ^ u32(2147483648);
let l_2814 = bitcast<f32>(l_2813);
let l_2815 = bitcast<u32>(l_2814);
let l_2816 = l_2815 + u32(1);
l_mut_746 = l_2816;
let l_2817 = l_2815 & u32(2147483647);
let l_2818 = l_2817 == u32(0);
if l_2818 {
l_mut_746 = u32(1);
} else {
let l_2819 = l_2815 & u32(2147483648);
let l_2820 = l_2819 != u32(0);
if l_2820 {
let l_2821 = l_2815 - u32(1);
l_mut_746 = l_2821;
} else {
let l_2822 = l_2815 == u32(2139095040);
if l_2822 {
l_mut_746 = l_2815;
}
}
}
let l_2823 = bitcast<f32>(l_mut_746);
let l_2824 = bitcast<u32>(l_2823);
let l_2825 = l_2824 ^ u32(2147483648);
let l_2826 = bitcast<f32>(l_2825);
let l_2827 = bitcast<u32>(l_2826);
let l_2828 = l_2827 & u32(2147483647);
let l_2829 = bitcast<f32>(l_2828);
let l_2830 = f64(l_2829);
l_mut_49 = l_2830;
let l_2831 = l_2828 < u32(8388608);
if l_2831 {
let l_2832 = f64(l_2828);
let l_2833 = l_2832 * f64(1.401298464324817e-45);
l_mut_49 = l_2833;
}
let l_2834 = bitcast<u64>(l_mut_49);
let l_2835 = l_2827 >> u32(31);
let l_2836 = u64(l_2835);
let l_2837 = l_2836 << u32(bitcast<u64>(u64(63)));
let l_2838 = l_2834 | l_2837;
let l_2839 = bitcast<f64>(l_2838);
l_mut_78 = l_2839;
} else {
let l_2840 = bitcast<u32>(l_2809);
let l_2841 = l_2840 + u32(1);
l_mut_746 = l_2841;
let l_2842 = l_2840 & u32(2147483647);
let l_2843 = l_2842 == u32(0);
if l_2843 {
l_mut_746 = u32(1);
} else {
let l_2844 = l_2840 & u32(2147483648);
let l_2845 = l_2844 != u32(0);
if l_2845 {
let l_2846 = l_2840 - u32(1);
l_mut_746 = l_2846;
} else {
let l_2847 = l_2840 == u32(2139095040);
if l_2847 {
l_mut_746 = l_2840;
}
}
}
let l_2848 = bitcast<f32>(l_mut_746);
let l_2849 = bitcast<u32>(l_2848);
let l_2850 = l_2849 & u32(2147483647);
let l_2851 = bitcast<f32>(l_2850);
let l_2852 = f64(l_2851);
l_mut_49 = l_2852;
let l_2853 = l_2850 < u32(8388608);
if l_2853 {
let l_2854 = f64(l_2850);
let l_2855 = l_2854 * f64(1.401298464324817e-45);
l_mut_49 = l_2855;
}
let l_2856 = bitcast<u64>(l_mut_49);
let l_2857 = l_2849 >> u32(31);
let l_2858 = u64(l_2857);
let l_2859 = l_2858 << u32(bitcast<u64>(u64(63)));
let l_2860 = l_2856 | l_2859;
let l_2861 = bitcast<f64>(l_2860);
let l_2862 = l_2861 <= l_2803;
if l_2862 {
let l_2863 = bitcast<u32>(l_2809);
let l_2864 = l_2863 + u32(1);
l_mut_746 = l_2864;
let l_2865 = l_2863 & u32(2147483647);
let l_2866 = l_2865 == u32(0);
if l_2866 {
l_mut_746 = u32(1);
} else {
let l_2867 = l_2863 & u32(2147483648);
let l_2868 = l_2867 != u32(0);
if l_2868 {
let l_2869 = l_2863 - u32(1);
l_mut_746 = l_2869;
} else {
let l_2870 = l_2863 == u32(2139095040);
if l_2870 {
l_mut_746 = l_2863;
}
}
}
let l_2871 = bitcast<f32>(l_mut_746);
let l_2872 = bitcast<u32>(l_2871);
let l_2873 = l_2872 & u32(2147483647);
let l_2874 = bitcast<f32>(l_2873);
let l_2875 = f64(l_2874);
l_mut_49 = l_2875;
let l_2876 = l_2873 < u32(8388608);
if l_2876 {
let l_2877 = f64(l_2873);
let l_2878 = l_2877 * f64(1.401298464324817e-45);
l_mut_49 = l_2878;
}
let l_2879 = bitcast<u64>(l_mut_49);
let l_2880 = l_2872 >> u32(31);
let l_2881 = u64(l_2880);
let l_2882 = l_2881 << u32(bitcast<u64>(u64(63)));
let l_2883 = l_2879 | l_2882;
let l_2884 = bitcast<f64>(l_2883);
l_mut_78 = l_2884;
}
}
}
let l_2885 = -l_mut_78;
l_mut_78 = l_2885;
let l_2886 = bool(true) && bool(true);
if l_2886 {
let l_2887 = l_2798 + l_2801;
let l_2888 = l_2887 * f64(7.1362384635298e44);
let l_2889 = floor(l_2888);
let l_2890 = l_2889 * f64(1.401298464324817e-45);
l_mut_49 = l_2890;
let l_2891 = abs(l_2887);
let l_2892 = l_2891 >= f64(1.1754943508222875e-38);
if l_2892 {
let l_2893 = f32(l_2887);
let l_2894 = f64(l_2893);
l_mut_49 = l_2894;
let l_2895 = l_mut_49 > l_2887;
if l_2895 {
let l_2896 = bitcast<u32>(l_2893);
let l_2897 = l_2896 ^ u32(2147483648);
let l_2898 = bitcast<f32>(l_2897);
let l_2899 = bitcast<u32>(l_2898);
let l_2900 = l_2899 + u32(1);
l_mut_746 = l_2900;
let l_2901 = l_2899 & u32(2147483647);
let l_2902 = l_2901 == u32(0);
if l_2902 {
l_mut_746 = u32(1);
} else {
let l_2903 = l_2899 & u32(2147483648);
let l_2904 = l_2903 != u32(0);
if l_2904 {
let l_2905 = l_2899 - u32(1);
l_mut_746 = l_2905;
} else {
let l_2906 = l_2899 == u32(2139095040);
if l_2906 {
l_mut_746 = l_2899;
}
}
}
let l_2907 = bitcast<f32>(l_mut_746);
let l_2908 = bitcast<u32>(l_2907);
let l_2909 = l_2908 ^ u32(2147483648);
let l_2910 = bitcast<f32>(l_2909);
let l_2911 = bitcast<u32>(l_2910);
let l_2912 = l_2911 & u32(2147483647);
let l_2913 = bitcast<f32>(l_2912);
let l_2914 = f64(l_2913);
l_mut_2915 = l_2914;
let l_2916 = l_2912 < u32(8388608);
if l_2916 {
let l_2917 = f64(l_2912);
let l_2918 = l_2917 * f64(1.401298464324817e-45);
l_mut_2915 = l_2918;
}
let l_2919 = bitcast<u64>(l_mut_2915);
let l_2920 = l_2911 >> u32(31);
let l_2921 = u64(l_2920);
let l_2922 = l_2921 << u32(bitcast<u64>(u64(63)));
let l_2923 = l_2919 | l_2922;
let l_2924 = bitcast<f64>(l_2923);
l_mut_49 = l_2924;
} else {
let l_2925 = bitcast<u32>(l_2893);
let l_2926 = l_2925 + u32(1);
l_mut_746 = l_2926;
let l_2927 = l_2925 & u32(2147483647);
let l_2928 = l_2927 == u32(0);
if l_2928 {
l_mut_746 = u32(1);
} else {
let l_2929 = l_2925 & u32(2147483648);
let l_2930 = l_2929 != u32(0);
if l_2930 {
let l_2931 = l_2925 - u32(1);
l_mut_746 = l_2931;
} else {
let l_2932 = l_2925 == u32(2139095040);
if l_2932 {
l_mut_746 = l_2925;
}
}
}
let l_2933 = bitcast<f32>(l_mut_746);
let l_2934 = bitcast<u32>(l_2933);
let l_2935 = l_2934 & u32(2147483647);
let l_2936 = bitcast<f32>(l_2935);
let l_2937 = f64(l_2936);
l_mut_2915 = l_2937;
let l_2938 = l_2935 < u32(8388608);
if l_2938 {
let l_2939 = f64(l_2935);
let l_2940 = l_2939 * f64(1.401298464324817e-45);
l_mut_2915 = l_2940;
}
let l_2941 = bitcast<u64>(l_mut_2915);
let l_2942 = l_2934 >> u32(31);
let l_2943 = u64(l_2942);
let l_2944 = l_2943 << u32(bitcast<u64>(u64(63)));
let l_2945 = l_2941 | l_2944;
let l_2946 = bitcast<f64>(l_2945);
let l_2947 = l_2946 <= l_2887;
if l_2947 {
let l_2948 = bitcast<u32>(l_2893);
let l_2949 = l_2948 + u32(1);
l_mut_746 = l_2949;
let l_2950 = l_2948 & u32(2147483647);
let l_2951 = l_2950 == u32(0);
if l_2951 {
l_mut_746 = u32(1);
} else {
let l_2952 = l_2948 & u32(2147483648);
let l_2953 = l_2952 != u32(0);
if l_2953 {
let l_2954 = l_2948 - u32(1);
l_mut_746 = l_2954;
} else {
let l_2955 = l_2948 == u32(2139095040);
if l_2955 {
l_mut_746 = l_2948;
}
}
}
let l_2956 = bitcast<f32>(l_mut_746);
let l_2957 = bitcast<u32>(l_2956);
let l_2958 = l_2957 & u32(2147483647);
let l_2959 = bitcast<f32>(l_2958);
let l_2960 = f64(l_2959);
l_mut_2915 = l_2960;
let l_2961 = l_2958 < u32(8388608);
if l_2961 {
let l_2962 = f64(l_2958);
let l_2963 = l_2962 * f64(1.401298464324817e-45);
l_mut_2915 = l_2963;
}
let l_2964 = bitcast<u64>(l_mut_2915);
let l_2965 = l_2957 >> u32(31);
let l_2966 = u64(l_2965);
let l_2967 = l_2966 << u32(bitcast<u64>(u64(63)));
let l_2968 = l_2964 | l_2967;
let l_2969 = bitcast<f64>(l_2968);
l_mut_49 = l_2969;
}
}
}
l_mut_78 = l_mut_49;
} else {
let l_2970 = l_2798 - l_2801;
let l_2971 = l_2970 * f64(7.1362384635298e44);
let l_2972 = floor(l_2971);
let l_2973 = l_2972 * f64(1.401298464324817e-45);
l_mut_2915 = l_2973;
let l_2974 = abs(l_2970);
let l_2975 = l_2974 >= f64(1.1754943508222875e-38);
if l_2975 {
let l_2976 = f32(l_2970);
let l_2977 = f64(l_2976);
l_mut_2915 = l_2977;
let l_2978 = l_mut_2915 > l_2970;
if l_2978 {
let l_2979 = bitcast<u32>(l_2976);
let l_2980 = l_2979 ^ u32(2147483648);
let l_2981 = bitcast<f32>(l_2980);
let l_2982 = bitcast<u32>(l_2981);
let l_2983 = l_2982 + u32(1);
l_mut_746 = l_2983;
let l_2984 = l_2982 & u32(2147483647);
let l_2985 = l_2984 == u32(0);
if l_2985 {
l_mut_746 = u32(1);
} else {
let l_2986 = l_2982 & u32(2147483648);
let l_2987 = l_2986 != u32(0);
if l_2987 {
let l_2988 = l_2982 - u32(1);
l_mut_746 = l_2988;
} else {
let l_2989 = l_2982 == u32(2139095040);
if l_2989 {
l_mut_746 = l_2982;
}
}
}
let l_2990 = bitcast<f32>(l_mut_746);
let l_2991 = bitcast<u32>(l_2990);
let l_2992 = l_2991 ^ u32(2147483648);
let l_2993 = bitcast<f32>(l_2992);
let l_2994 = bitcast<u32>(l_2993);
let l_2995 = l_2994 & u32(2147483647);
let l_2996 = bitcast<f32>(l_2995);
let l_2997 = f64(l_2996);
l_mut_49 = l_2997;
let l_2998 = l_2995 < u32(8388608);
if l_2998 {
let l_2999 = f64(l_2995);
let l_3000 = l_2999 * f64(1.401298464324817e-45);
l_mut_49 = l_3000;
}
let l_3001 = bitcast<u64>(l_mut_49);
let l_3002 = l_2994 >> u32(31);
let l_3003 = u64(l_3002);
let l_3004 = l_3003 << u32(bitcast<u64>(u64(63)));
let l_3005 = l_3001 | l_3004;
let l_3006 = bitcast<f64>(l_3005);
l_mut_2915 = l_3006;
} else {
let l_3007 = bitcast<u32>(l_2976);
let l_3008 = l_3007 + u32(1);
l_mut_746 = l_3008;
let l_3009 = l_3007 & u32(2147483647);
let l_3010 = l_3009 == u32(0);
if l_3010 {
l_mut_746 = u32(1);
} else {
let l_3011 = l_3007 & u32(2147483648);
let l_3012 = l_3011 != u32(0);
if l_3012 {
let l_3013 = l_3007 - u32(1);
l_mut_746 = l_3013;
} else {
let l_3014 = l_3007 == u32(2139095040);
if l_3014 {
l_mut_746 = l_3007;
}
}
}
let l_3015 = bitcast<f32>(l_mut_746);
let l_3016 = bitcast<u32>(l_3015);
let l_3017 = l_3016 & u32(2147483647);
let l_3018 = bitcast<f32>(l_3017);
let l_3019 = f64(l_3018);
l_mut_49 = l_3019;
let l_3020 = l_3017 < u32(8388608);
if l_3020 {
let l_3021 = f64(l_3017);
let l_3022 = l_3021 * f64(1.401298464324817e-45);
l_mut_49 = l_3022;
}
let l_3023 = bitcast<u64>(l_mut_49);
let l_3024 = l_3016 >> u32(31);
let l_3025 = u64(l_3024);
let l_3026 = l_3025 << u32(bitcast<u64>(u64(63)));
let l_3027 = l_3023 | l_3026;
let l_3028 = bitcast<f64>(l_3027);
let l_3029 = l_3028 <= l_2970;
if l_3029 {
let l_3030 = bitcast<u32>(l_2976);
let l_3031 = l_3030 + u32(1);
l_mut_746 = l_3031;
let l_3032 = l_3030 & u32(2147483647);
let l_3033 = l_3032 == u32(0);
if l_3033 {
l_mut_746 = u32(1);
} else {
let l_3034 = l_3030 & u32(2147483648);
let l_3035 = l_3034 != u32(0);
if l_3035 {
let l_3036 = l_3030 - u32(1);
l_mut_746 = l_3036;
} else {
let l_3037 = l_3030 == u32(2139095040);
if l_3037 {
l_mut_746 = l_3030;
}
}
}
let l_3038 = bitcast<f32>(l_mut_746);
let l_3039 = bitcast<u32>(l_3038);
let l_3040 = l_3039 & u32(2147483647);
let l_3041 = bitcast<f32>(l_3040);
let l_3042 = f64(l_3041);
l_mut_49 = l_3042;
let l_3043 = l_3040 < u32(8388608);
if l_3043 {
let l_3044 = f64(l_3040);
let l_3045 = l_3044 * f64(1.401298464324817e-45);
l_mut_49 = l_3045;
}
let l_3046 = bitcast<u64>(l_mut_49);
let l_3047 = l_3039 >> u32(31);
let l_3048 = u64(l_3047);
let l_3049 = l_3048 << u32(bitcast<u64>(u64(63)));
let l_3050 = l_3046 | l_3049;
let l_3051 = bitcast<f64>(l_3050);
l_mut_2915 = l_3051;
}
}
}
l_mut_78 = l_mut_2915;
}
let l_3052 = l_mut_1900 + l_719;
let l_3053 = abs(l_3052);
let l_3054 = l_3053 * f64(2.220446049250313e-16);
let l_3055 = l_2795 + l_3054;
let l_3056 = l_3052 + l_3055;
let l_3057 = -l_3056;
let l_3058 = l_3057 * f64(7.1362384635298e44);
let l_3059 = floor(l_3058);
let l_3060 = l_3059 * f64(1.401298464324817e-45);
l_mut_2915 = l_3060;
let l_3061 = abs(l_3057);
let l_3062 = l_3061 >= f64(1.1754943508222875e-38);
if l_3062 {
let l_3063 = f32(l_3057);
let l_3064 = f64(l_3063);
l_mut_2915 = l_3064;
let l_3065 = l_mut_2915 > l_3057;
if l_3065 {
let l_3066 = bitcast<u32>(l_3063);
let l_3067 = l_3066 ^ u32(2147483648);
let l_3068 = bitcast<f32>(l_3067);
let l_3069 = bitcast<u32>(l_3068);
let l_3070 = l_3069 + u32(1);
l_mut_746 = l_3070;
let l_3071 = l_3069 & u32(2147483647);
let l_3072 = l_3071 == u32(0);
if l_3072 {
l_mut_746 = u32(1);
} else {
let l_3073 = l_3069 & u32(2147483648);
let l_3074 = l_3073 != u32(0);
if l_3074 {
let l_3075 = l_3069 - u32(1);
l_mut_746 = l_3075;
} else {
let l_3076 = l_3069 == u32(2139095040);
if l_3076 {
l_mut_746 = l_3069;
}
}
}
let l_3077 = bitcast<f32>(l_mut_746);
let l_3078 = bitcast<u32>(l_3077);
let l_3079 = l_3078 ^ u32(2147483648);
let l_3080 = bitcast<f32>(l_3079);
let l_3081 = bitcast<u32>(l_3080);
let l_3082 = l_3081 & u32(2147483647);
let l_3083 = bitcast<f32>(l_3082);
let l_3084 = f64(l_3083);
l_mut_49 = l_3084;
let l_3085 = l_3082 < u32(8388608);
if l_3085 {
let l_3086 = f64(l_3082);
let l_3087 = l_3086 * f64(1.401298464324817e-45);
l_mut_49 = l_3087;
}
let l_3088 = bitcast<u64>(l_mut_49);
let l_3089 = l_3081 >> u32(31);
let l_3090 = u64(l_3089);
let l_3091 = l_3090 << u32(bitcast<u64>(u64(63)));
let l_3092 = l_3088 | l_3091;
let l_3093 = bitcast<f64>(l_3092);
l_mut_2915 = l_3093;
} else {
let l_3094 = bitcast<u32>(l_3063);
let l_3095 = l_3094 + u32(1);
l_mut_746 = l_3095;
let l_3096 = l_3094 & u32(2147483647);
let l_3097 = l_3096 == u32(0);
if l_3097 {
l_mut_746 = u32(1);
} else {
let l_3098 = l_3094 & u32(2147483648);
let l_3099 = l_3098 != u32(0);
if l_3099 {
let l_3100 = l_3094 - u32(1);
l_mut_746 = l_3100;
} else {
let l_3101 = l_3094 == u32(2139095040);
if l_3101 {
l_mut_746 = l_3094;
}
}
}
let l_3102 = bitcast<f32>(l_mut_746);
let l_3103 = bitcast<u32>(l_3102);
let l_3104 = l_3103 & u32(2147483647);
let l_3105 = bitcast<f32>(l_3104);
let l_3106 = f64(l_3105);
l_mut_49 = l_3106;
let l_3107 = l_3104 < u32(8388608);
if l_3107 {
let l_3108 = f64(l_3104);
let l_3109 = l_3108 * f64(1.401298464324817e-45);
l_mut_49 = l_3109;
}
let l_3110 = bitcast<u64>(l_mut_49);
let l_3111 = l_3103 >> u32(31);
let l_3112 = u64(l_3111);
let l_3113 = l_3112 << u32(bitcast<u64>(u64(63)));
let l_3114 = l_3110 | l_3113;
let l_3115 = bitcast<f64>(l_3114);
let l_3116 = l_3115 <= l_3057;
if l_3116 {
let l_3117 = bitcast<u32>(l_3063);
let l_3118 = l_3117 + u32(1);
l_mut_746 = l_3118;
let l_3119 = l_3117 & u32(2147483647);
let l_3120 = l_3119 == u32(0);
if l_3120 {
l_mut_746 = u32(1);
} else {
let l_3121 = l_3117 & u32(2147483648);
let l_3122 = l_3121 != u32(0);
if l_3122 {
let l_3123 = l_3117 - u32(1);
l_mut_746 = l_3123;
} else {
let l_3124 = l_3117 == u32(2139095040);
if l_3124 {
l_mut_746 = l_3117;
}
}
}
let l_3125 = bitcast<f32>(l_mut_746);
let l_3126 = bitcast<u32>(l_3125);
let l_3127 = l_3126 & u32(2147483647);
let l_3128 = bitcast<f32>(l_3127);
let l_3129 = f64(l_3128);
l_mut_49 = l_3129;
let l_3130 = l_3127 < u32(8388608);
if l_3130 {
let l_3131 = f64(l_3127);
let l_3132 = l_3131 * f64(1.401298464324817e-45);
l_mut_49 = l_3132;
}
let l_3133 = bitcast<u64>(l_mut_49);
let l_3134 = l_3126 >> u32(31);
let l_3135 = u64(l_3134);
let l_3136 = l_3135 << u32(bitcast<u64>(u64(63)));
let l_3137 = l_3133 | l_3136;
let l_3138 = bitcast<f64>(l_3137);
l_mut_2915 = l_3138;
}
}
}
let l_3139 = -l_mut_2915;
l_mut_2915 = l_3139;
let l_3140 = bool(false) && bool(true);
if l_3140 {
let l_3141 = l_3052 + l_3055;
let l_3142 = l_3141 * f64(7.1362384635298e44);
let l_3143 = floor(l_3142);
let l_3144 = l_3143 * f64(1.401298464324817e-45);
l_mut_49 = l_3144;
let l_3145 = abs(l_3141);
let l_3146 = l_3145 >= f64(1.1754943508222875e-38);
if l_3146 {
let l_3147 = f32(l_3141);
let l_3148 = f64(l_3147);
l_mut_49 = l_3148;
let l_3149 = l_mut_49 > l_3141;
if l_3149 {
let l_3150 = bitcast<u32>(l_3147);
let l_3151 = l_3150 ^ u32(2147483648);
let l_3152 = bitcast<f32>(l_3151);
let l_3153 = bitcast<u32>(l_3152);
let l_3154 = l_3153 + u32(1);
l_mut_746 = l_3154;
let l_3155 = l_3153 & u32(2147483647);
let l_3156 = l_3155 == u32(0);
if l_3156 {
l_mut_746 = u32(1);
} else {
let l_3157 = l_3153 & u32(2147483648);
let l_3158 = l_3157 != u32(0);
if l_3158 {
let l_3159 = l_3153 - u32(1);
l_mut_746 = l_3159;
} else {
let l_3160 = l_3153 == u32(2139095040);
if l_3160 {
l_mut_746 = l_3153;
}
}
}
let l_3161 = bitcast<f32>(l_mut_746);
let l_3162 = bitcast<u32>(l_3161);
let l_3163 = l_3162 ^ u32(2147483648);
let l_3164 = bitcast<f32>(l_3163);
let l_3165 = bitcast<u32>(l_3164);
let l_3166 = l_3165 & u32(2147483647);
let l_3167 = bitcast<f32>(l_3166);
let l_3168 = f64(l_3167);
l_mut_3169 = l_3168;
let l_3170 = l_3166 < u32(8388608);
if l_3170 {
let l_3171 = f64(l_3166);
let l_3172 = l_3171 * f64(1.401298464324817e-45);
l_mut_3169 = l_3172;
}
let l_3173 = bitcast<u64>(l_mut_3169);
let l_3174 = l_3165 >> u32(31);
let l_3175 = u64(l_3174);
let l_3176 = l_3175 << u32(bitcast<u64>(u64(63)));
let l_3177 = l_3173 | l_3176;
let l_3178 = bitcast<f64>(l_3177);
l_mut_49 = l_3178;
} else {
let l_3179 = bitcast<u32>(l_3147);
let l_3180 = l_3179 + u32(1);
l_mut_746 = l_3180;
let l_3181 = l_3179 & u32(2147483647);
let l_3182 = l_3181 == u32(0);
if l_3182 {
l_mut_746 = u32(1);
} else {
let l_3183 = l_3179 & u32(2147483648);
let l_3184 = l_3183 != u32(0);
if l_3184 {
let l_3185 = l_3179 - u32(1);
l_mut_746 = l_3185;
} else {
let l_3186 = l_3179 == u32(2139095040);
if l_3186 {
l_mut_746 = l_3179;
}
}
}
let l_3187 = bitcast<f32>(l_mut_746);
let l_3188 = bitcast<u32>(l_3187);
let l_3189 = l_3188 & u32(2147483647);
let l_3190 = bitcast<f32>(l_3189);
let l_3191 = f64(l_3190);
l_mut_3169 = l_3191;
let l_3192 = l_3189 < u32(8388608);
if l_3192 {
let l_3193 = f64(l_3189);
let l_3194 = l_3193 * f64(1.401298464324817e-45);
l_mut_3169 = l_3194;
}
let l_3195 = bitcast<u64>(l_mut_3169);
let l_3196 = l_3188 >> u32(31);
let l_3197 = u64(l_3196);
let l_3198 = l_3197 << u32(bitcast<u64>(u64(63)));
let l_3199 = l_3195 | l_3198;
let l_3200 = bitcast<f64>(l_3199);
let l_3201 = l_3200 <= l_3141;
if l_3201 {
let l_3202 = bitcast<u32>(l_3147);
let l_3203 = l_3202 + u32(1);
l_mut_746 = l_3203;
let l_3204 = l_3202 & u32(2147483647);
let l_3205 = l_3204 == u32(0);
if l_3205 {
l_mut_746 = u32(1);
} else {
let l_3206 = l_3202 & u32(2147483648);
let l_3207 = l_3206 != u32(0);
if l_3207 {
let l_3208 = l_3202 - u32(1);
l_mut_746 = l_3208;
} else {
let l_3209 = l_3202 == u32(2139095040);
if l_3209 {
l_mut_746 = l_3202;
}
}
}
let l_3210 = bitcast<f32>(l_mut_746);
let l_3211 = bitcast<u32>(l_3210);
let l_3212 = l_3211 & u32(2147483647);
let l_3213 = bitcast<f32>(l_3212);
let l_3214 = f64(l_3213);
l_mut_3169 = l_3214;
let l_3215 = l_3212 < u32(8388608);
if l_3215 {
let l_3216 = f64(l_3212);
let l_3217 = l_3216 * f64(1.401298464324817e-45);
l_mut_3169 = l_3217;
}
let l_3218 = bitcast<u64>(l_mut_3169);
let l_3219 = l_3211 >> u32(31);
let l_3220 = u64(l_3219);
let l_3221 = l_3220 << u32(bitcast<u64>(u64(63)));
let l_3222 = l_3218 | l_3221;
let l_3223 = bitcast<f64>(l_3222);
l_mut_49 = l_3223;
}
}
}
l_mut_2915 = l_mut_49;
} else {
let l_3224 = l_3052 - l_3055;
let l_3225 = -l_3224;
let l_3226 = l_3225 * f64(7.1362384635298e44);
let l_3227 = floor(l_3226);
let l_3228 = l_3227 * f64(1.401298464324817e-45);
l_mut_3169 = l_3228;
let l_3229 = abs(l_3225);
let l_3230 = l_3229 >= f64(1.1754943508222875e-38);
if l_3230 {
let l_3231 = f32(l_3225);
let l_3232 = f64(l_3231);
l_mut_3169 = l_3232;
let l_3233 = l_mut_3169 > l_3225;
if l_3233 {
let l_3234 = bitcast<u32>(l_3231);
let l_3235 = l_3234 ^ u32(2147483648);
let l_3236 = bitcast<f32>(l_3235);
let l_3237 = bitcast<u32>(l_3236);
let l_3238 = l_3237 + u32(1);
l_mut_746 = l_3238;
let l_3239 = l_3237 & u32(2147483647);
let l_3240 = l_3239 == u32(0);
if l_3240 {
l_mut_746 = u32(1);
} else {
let l_3241 = l_3237 & u32(2147483648);
let l_3242 = l_3241 != u32(0);
if l_3242 {
let l_3243 = l_3237 - u32(1);
l_mut_746 = l_3243;
} else {
let l_3244 = l_3237 == u32(2139095040);
if l_3244 {
l_mut_746 = l_3237;
}
}
}
let l_3245 = bitcast<f32>(l_mut_746);
let l_3246 = bitcast<u32>(l_3245);
let l_3247 = l_3246 ^ u32(2147483648);
let l_3248 = bitcast<f32>(l_3247);
let l_3249 = bitcast<u32>(l_3248);
let l_3250 = l_3249 & u32(2147483647);
let l_3251 = bitcast<f32>(l_3250);
let l_3252 = f64(l_3251);
l_mut_49 = l_3252;
let l_3253 = l_3250 < u32(8388608);
if l_3253 {
let l_3254 = f64(l_3250);
let l_3255 = l_3254 * f64(1.401298464324817e-45);
l_mut_49 = l_3255;
}
let l_3256 = bitcast<u64>(l_mut_49);
let l_3257 = l_3249 >> u32(31);
let l_3258 = u64(l_3257);
let l_3259 = l_3258 << u32(bitcast<u64>(u64(63)));
let l_3260 = l_3256 | l_3259;
let l_3261 = bitcast<f64>(l_3260);
l_mut_3169 = l_3261;
} else {
let l_3262 = bitcast<u32>(l_3231);
let l_3263 = l_3262 + u32(1);
l_mut_746 = l_3263;
let l_3264 = l_3262 & u32(2147483647);
let l_3265 = l_3264 == u32(0);
if l_3265 {
l_mut_746 = u32(1);
} else {
let l_3266 = l_3262 & u32(2147483648);
let l_3267 = l_3266 != u32(0);
if l_3267 {
let l_3268 = l_3262 - u32(1);
l_mut_746 = l_3268;
} else {
let l_3269 = l_3262 == u32(2139095040);
if l_3269 {
l_mut_746 = l_3262;
}
}
}
let l_3270 = bitcast<f32>(l_mut_746);
let l_3271 = bitcast<u32>(l_3270);
let l_3272 = l_3271 & u32(2147483647);
let l_3273 = bitcast<f32>(l_3272);
let l_3274 = f64(l_3273);
l_mut_49 = l_3274;
let l_3275 = l_3272 < u32(8388608);
if l_3275 {
let l_3276 = f64(l_3272);
let l_3277 = l_3276 * f64(1.401298464324817e-45);
l_mut_49 = l_3277;
}
let l_3278 = bitcast<u64>(l_mut_49);
let l_3279 = l_3271 >> u32(31);
let l_3280 = u64(l_3279);
let l_3281 = l_3280 << u32(bitcast<u64>(u64(63)));
let l_3282 = l_3278 | l_3281;
let l_3283 = bitcast<f64>(l_3282);
let l_3284 = l_3283 <= l_3225;
if l_3284 {
let l_3285 = bitcast<u32>(l_3231);
let l_3286 = l_3285 + u32(1);
l_mut_746 = l_3286;
let l_3287 = l_3285 & u32(2147483647);
let l_3288 = l_3287 == u32(0);
if l_3288 {
l_mut_746 = u32(1);
} else {
let l_3289 = l_3285 & u32(2147483648);
let l_3290 = l_3289 != u32(0);
if l_3290 {
let l_3291 = l_3285 - u32(1);
l_mut_746 = l_3291;
} else {
let l_3292 = l_3285 == u32(2139095040);
if l_3292 {
l_mut_746 = l_3285;
}
}
}
let l_3293 = bitcast<f32>(l_mut_746);
let l_3294 = bitcast<u32>(l_3293);
let l_3295 = l_3294 & u32(2147483647);
let l_3296 = bitcast<f32>(l_3295);
let l_3297 = f64(l_3296);
l_mut_49 = l_3297;
let l_3298 = l_3295 < u32(8388608);
if l_3298 {
let l_3299 = f64(l_3295);
let l_3300 = l_3299 * f64(1.401298464324817e-45);
l_mut_49 = l_3300;
}
let l_3301 = bitcast<u64>(l_mut_49);
let l_3302 = l_3294 >> u32(31);
let l_3303 = u64(l_3302);
let l_3304 = l_3303 << u32(bitcast<u64>(u64(63)));
let l_3305 = l_3301 | l_3304;
let l_3306 = bitcast<f64>(l_3305);
l_mut_3169 = l_3306;
}
}
}
let l_3307 = -l_mut_3169;
l_mut_2915 = l_3307;
}
let l_3308 = l_mut_404 - l_719;
let l_3309 = abs(l_3308);
let l_3310 = l_3309 * f64(2.220446049250313e-16);
let l_3311 = l_2797 + l_3310;
let l_3312 = l_3308 + l_3311;
let l_3313 = -l_3312;
let l_3314 = l_3313 * f64(7.1362384635298e44);
let l_3315 = floor(l_3314);
let l_3316 = l_3315 * f64(1.401298464324817e-45);
l_mut_3169 = l_3316;
let l_3317 = abs(l_3313);
let l_3318 = l_3317 >= f64(1.1754943508222875e-38);
if l_3318 {
let l_3319 = f32(l_3313);
let l_3320 = f64(l_3319);
l_mut_3169 = l_3320;
let l_3321 = l_mut_3169 > l_3313;
if l_3321 {
let l_3322 = bitcast<u32>(l_3319);
let l_3323 = l_3322 ^ u32(2147483648);
let l_3324 = bitcast<f32>(l_3323);
let l_3325 = bitcast<u32>(l_3324);
let l_3326 = l_3325 + u32(1);
l_mut_746 = l_3326;
let l_3327 = l_3325 & u32(2147483647);
let l_3328 = l_3327 == u32(0);
if l_3328 {
l_mut_746 = u32(1);
} else {
let l_3329 = l_3325 & u32(2147483648);
let l_3330 = l_3329 != u32(0);
if l_3330 {
let l_3331 = l_3325 - u32(1);
l_mut_746 = l_3331;
} else {
let l_3332 = l_3325 == u32(2139095040);
if l_3332 {
l_mut_746 = l_3325;
}
}
}
let l_3333 = bitcast<f32>(l_mut_746);
let l_3334 = bitcast<u32>(l_3333);
let l_3335 = l_3334 ^ u32(2147483648);
let l_3336 = bitcast<f32>(l_3335);
let l_3337 = bitcast<u32>(l_3336);
let l_3338 = l_3337 & u32(2147483647);
let l_3339 = bitcast<f32>(l_3338);
let l_3340 = f64(l_3339);
l_mut_49 = l_3340;
let l_3341 = l_3338 < u32(8388608);
if l_3341 {
let l_3342 = f64(l_3338);
let l_3343 = l_3342 * f64(1.401298464324817e-45);
l_mut_49 = l_3343;
}
let l_3344 = bitcast<u64>(l_mut_49);
let l_3345 = l_3337 >> u32(31);
let l_3346 = u64(l_3345);
let l_3347 = l_3346 << u32(bitcast<u64>(u64(63)));
let l_3348 = l_3344 | l_3347;
let l_3349 = bitcast<f64>(l_3348);
l_mut_3169 = l_3349;
} else {
let l_3350 = bitcast<u32>(l_3319);
let l_3351 = l_3350 + u32(1);
l_mut_746 = l_3351;
let l_3352 = l_3350 & u32(2147483647);
let l_3353 = l_3352 == u32(0);
if l_3353 {
l_mut_746 = u32(1);
} else {
let l_3354 = l_3350 & u32(2147483648);
let l_3355 = l_3354 != u32(0);
if l_3355 {
let l_3356 = l_3350 - u32(1);
l_mut_746 = l_3356;
} else {
let l_3357 = l_3350 == u32(2139095040);
if l_3357 {
l_mut_746 = l_3350;
}
}
}
let l_3358 = bitcast<f32>(l_mut_746);
let l_3359 = bitcast<u32>(l_3358);
let l_3360 = l_3359 & u32(2147483647);
let l_3361 = bitcast<f32>(l_3360);
let l_3362 = f64(l_3361);
l_mut_49 = l_3362;
let l_3363 = l_3360 < u32(8388608);
if l_3363 {
let l_3364 = f64(l_3360);
let l_3365 = l_3364 * f64(1.401298464324817e-45);
l_mut_49 = l_3365;
}
let l_3366 = bitcast<u64>(l_mut_49);
let l_3367 = l_3359 >> u32(31);
let l_3368 = u64(l_3367);
let l_3369 = l_3368 << u32(bitcast<u64>(u64(63)));
let l_3370 = l_3366 | l_3369;
let l_3371 = bitcast<f64>(l_3370);
let l_3372 = l_3371 <= l_3313;
if l_3372 {
let l_3373 = bitcast<u32>(l_3319);
let l_3374 = l_3373 + u32(1);
l_mut_746 = l_3374;
let l_3375 = l_3373 & u32(2147483647);
let l_3376 = l_3375 == u32(0);
if l_3376 {
l_mut_746 = u32(1);
} else {
let l_3377 = l_3373 & u32(2147483648);
let l_3378 = l_3377 != u32(0);
if l_3378 {
let l_3379 = l_3373 - u32(1);
l_mut_746 = l_3379;
} else {
let l_3380 = l_3373 == u32(2139095040);
if l_3380 {
l_mut_746 = l_3373;
}
}
}
let l_3381 = bitcast<f32>(l_mut_746);
let l_3382 = bitcast<u32>(l_3381);
let l_3383 = l_3382 & u32(2147483647);
let l_3384 = bitcast<f32>(l_3383);
let l_3385 = f64(l_3384);
l_mut_49 = l_3385;
let l_3386 = l_3383 < u32(8388608);
if l_3386 {
let l_3387 = f64(l_3383);
let l_3388 = l_3387 * f64(1.401298464324817e-45);
l_mut_49 = l_3388;
}
let l_3389 = bitcast<u64>(l_mut_49);
let l_3390 = l_3382 >> u32(31);
let l_3391 = u64(l_3390);
let l_3392 = l_3391 << u32(bitcast<u64>(u64(63)));
let l_3393 = l_3389 | l_3392;
let l_3394 = bitcast<f64>(l_3393);
l_mut_3169 = l_3394;
}
}
}
let l_3395 = -l_mut_3169;
l_mut_3169 = l_3395;
let l_3396 = bool(true) && bool(true);
if l_3396 {
let l_3397 = l_3308 + l_3311;
let l_3398 = l_3397 * f64(7.1362384635298e44);
let l_3399 = floor(l_3398);
let l_3400 = l_3399 * f64(1.401298464324817e-45);
l_mut_49 = l_3400;
let l_3401 = abs(l_3397);
let l_3402 = l_3401 >= f64(1.1754943508222875e-38);
if l_3402 {
let l_3403 = f32(l_3397);
let l_3404 = f64(l_3403);
l_mut_49 = l_3404;
let l_3405 = l_mut_49 > l_3397;
if l_3405 {
let l_3406 = bitcast<u32>(l_3403);
let l_3407 = l_3406 ^ u32(2147483648);
let l_3408 = bitcast<f32>(l_3407);
let l_3409 = bitcast<u32>(l_3408);
let l_3410 = l_3409 + u32(1);
l_mut_746 = l_3410;
let l_3411 = l_3409 & u32(2147483647);
let l_3412 = l_3411 == u32(0);
if l_3412 {
l_mut_746 = u32(1);
} else {
let l_3413 = l_3409 & u32(2147483648);
let l_3414 = l_3413 != u32(0);
if l_3414 {
let l_3415 = l_3409 - u32(1);
l_mut_746 = l_3415;
} else {
let l_3416 = l_3409 == u32(2139095040);
if l_3416 {
l_mut_746 = l_3409;
}
}
}
let l_3417 = bitcast<f32>(l_mut_746);
let l_3418 = bitcast<u32>(l_3417);
let l_3419 = l_3418 ^ u32(2147483648);
let l_3420 = bitcast<f32>(l_3419);
let l_3421 = bitcast<u32>(l_3420);
let l_3422 = l_3421 & u32(2147483647);
let l_3423 = bitcast<f32>(l_3422);
let l_3424 = f64(l_3423);
l_mut_3425 = l_3424;
let l_3426 = l_3422 < u32(8388608);
if l_3426 {
let l_3427 = f64(l_3422);
let l_3428 = l_3427 * f64(1.401298464324817e-45);
l_mut_3425 = l_3428;
}
let l_3429 = bitcast<u64>(l_mut_3425);
let l_3430 = l_3421 >> u32(31);
let l_3431 = u64(l_3430);
let l_3432 = l_3431 << u32(bitcast<u64>(u64(63)));
let l_3433 = l_3429 | l_3432;
let l_3434 = bitcast<f64>(l_3433);
l_mut_49 = l_3434;
} else {
let l_3435 = bitcast<u32>(l_3403);
let l_3436 = l_3435 + u32(1);
l_mut_746 = l_3436;
let l_3437 = l_3435 & u32(2147483647);
let l_3438 = l_3437 == u32(0);
if l_3438 {
l_mut_746 = u32(1);
} else {
let l_3439 = l_3435 & u32(2147483648);
let l_3440 = l_3439 != u32(0);
if l_3440 {
let l_3441 = l_3435 - u32(1);
l_mut_746 = l_3441;
} else {
let l_3442 = l_3435 == u32(2139095040);
if l_3442 {
l_mut_746 = l_3435;
}
}
}
let l_3443 = bitcast<f32>(l_mut_746);
let l_3444 = bitcast<u32>(l_3443);
let l_3445 = l_3444 & u32(2147483647);
let l_3446 = bitcast<f32>(l_3445);
let l_3447 = f64(l_3446);
l_mut_3425 = l_3447;
let l_3448 = l_3445 < u32(8388608);
if l_3448 {
let l_3449 = f64(l_3445);
let l_3450 = l_3449 * f64(1.401298464324817e-45);
l_mut_3425 = l_3450;
}
let l_3451 = bitcast<u64>(l_mut_3425);
let l_3452 = l_3444 >> u32(31);
let l_3453 = u64(l_3452);
let l_3454 = l_3453 << u32(bitcast<u64>(u64(63)));
let l_3455 = l_3451 | l_3454;
let l_3456 = bitcast<f64>(l_3455);
let l_3457 = l_3456 <= l_3397;
if l_3457 {
let l_3458 = bitcast<u32>(l_3403);
let l_3459 = l_3458 + u32(1);
l_mut_746 = l_3459;
let l_3460 = l_3458 & u32(2147483647);
let l_3461 = l_3460 == u32(0);
if l_3461 {
l_mut_746 = u32(1);
} else {
let l_3462 = l_3458 & u32(2147483648);
let l_3463 = l_3462 != u32(0);
if l_3463 {
let l_3464 = l_3458 - u32(1);
l_mut_746 = l_3464;
} else {
let l_3465 = l_3458 == u32(2139095040);
if l_3465 {
l_mut_746 = l_3458;
}
}
}
let l_3466 = bitcast<f32>(l_mut_746);
let l_3467 = bitcast<u32>(l_3466);
let l_3468 = l_3467 & u32(2147483647);
let l_3469 = bitcast<f32>(l_3468);
let l_3470 = f64(l_3469);
l_mut_3425 = l_3470;
let l_3471 = l_3468 < u32(8388608);
if l_3471 {
let l_3472 = f64(l_3468);
let l_3473 = l_3472 * f64(1.401298464324817e-45);
l_mut_3425 = l_3473;
}
let l_3474 = bitcast<u64>(l_mut_3425);
let l_3475 = l_3467 >> u32(31);
let l_3476 = u64(l_3475);
let l_3477 = l_3476 << u32(bitcast<u64>(u64(63)));
let l_3478 = l_3474 | l_3477;
let l_3479 = bitcast<f64>(l_3478);
l_mut_49 = l_3479;
}
}
}
l_mut_3169 = l_mut_49;
} else {
let l_3480 = l_3308 - l_3311;
let l_3481 = l_3480 * f64(7.1362384635298e44);
let l_3482 = floor(l_3481);
let l_3483 = l_3482 * f64(1.401298464324817e-45);
l_mut_3425 = l_3483;
let l_3484 = abs(l_3480);
let l_3485 = l_3484 >= f64(1.1754943508222875e-38);
if l_3485 {
let l_3486 = f32(l_3480);
let l_3487 = f64(l_3486);
l_mut_3425 = l_3487;
let l_3488 = l_mut_3425 > l_3480;
if l_3488 {
let l_3489 = bitcast<u32>(l_3486);
let l_3490 = l_3489 ^ u32(2147483648);
let l_3491 = bitcast<f32>(l_3490);
let l_3492 = bitcast<u32>(l_3491);
let l_3493 = l_3492 + u32(1);
l_mut_746 = l_3493;
let l_3494 = l_3492 & u32(2147483647);
let l_3495 = l_3494 == u32(0);
if l_3495 {
l_mut_746 = u32(1);
} else {
let l_3496 = l_3492 & u32(2147483648);
let l_3497 = l_3496 != u32(0);
if l_3497 {
let l_3498 = l_3492 - u32(1);
l_mut_746 = l_3498;
} else {
let l_3499 = l_3492 == u32(2139095040);
if l_3499 {
l_mut_746 = l_3492;
}
}
}
let l_3500 = bitcast<f32>(l_mut_746);
let l_3501 = bitcast<u32>(l_3500);
let l_3502 = l_3501 ^ u32(2147483648);
let l_3503 = bitcast<f32>(l_3502);
let l_3504 = bitcast<u32>(l_3503);
let l_3505 = l_3504 & u32(2147483647);
let l_3506 = bitcast<f32>(l_3505);
let l_3507 = f64(l_3506);
l_mut_49 = l_3507;
let l_3508 = l_3505 < u32(8388608);
if l_3508 {
let l_3509 = f64(l_3505);
let l_3510 = l_3509 * f64(1.401298464324817e-45);
l_mut_49 = l_3510;
}
let l_3511 = bitcast<u64>(l_mut_49);
let l_3512 = l_3504 >> u32(31);
let l_3513 = u64(l_3512);
let l_3514 = l_3513 << u32(bitcast<u64>(u64(63)));
let l_3515 = l_3511 | l_3514;
let l_3516 = bitcast<f64>(l_3515);
l_mut_3425 = l_3516;
} else {
let l_3517 = bitcast<u32>(l_3486);
let l_3518 = l_3517 + u32(1);
l_mut_746 = l_3518;
let l_3519 = l_3517 & u32(2147483647);
let l_3520 = l_3519 == u32(0);
if l_3520 {
l_mut_746 = u32(1);
} else {
let l_3521 = l_3517 & u32(2147483648);
let l_3522 = l_3521 != u32(0);
if l_3522 {
let l_3523 = l_3517 - u32(1);
l_mut_746 = l_3523;
} else {
let l_3524 = l_3517 == u32(2139095040);
if l_3524 {
l_mut_746 = l_3517;
}
}
}
let l_3525 = bitcast<f32>(l_mut_746);
let l_3526 = bitcast<u32>(l_3525);
let l_3527 = l_3526 & u32(2147483647);
let l_3528 = bitcast<f32>(l_3527);
let l_3529 = f64(l_3528);
l_mut_49 = l_3529;
let l_3530 = l_3527 < u32(8388608);
if l_3530 {
let l_3531 = f64(l_3527);
let l_3532 = l_3531 * f64(1.401298464324817e-45);
l_mut_49 = l_3532;
}
let l_3533 = bitcast<u64>(l_mut_49);
let l_3534 = l_3526 >> u32(31);
let l_3535 = u64(l_3534);
let l_3536 = l_3535 << u32(bitcast<u64>(u64(63)));
let l_3537 = l_3533 | l_3536;
let l_3538 = bitcast<f64>(l_3537);
let l_3539 = l_3538 <= l_3480;
if l_3539 {
let l_3540 = bitcast<u32>(l_3486);
let l_3541 = l_3540 + u32(1);
l_mut_746 = l_3541;
let l_3542 = l_3540 & u32(2147483647);
let l_3543 = l_3542 == u32(0);
if l_3543 {
l_mut_746 = u32(1);
} else {
let l_3544 = l_3540 & u32(2147483648);
let l_3545 = l_3544 != u32(0);
if l_3545 {
let l_3546 = l_3540 - u32(1);
l_mut_746 = l_3546;
} else {
let l_3547 = l_3540 == u32(2139095040);
if l_3547 {
l_mut_746 = l_3540;
}
}
}
let l_3548 = bitcast<f32>(l_mut_746);
let l_3549 = bitcast<u32>(l_3548);
let l_3550 = l_3549 & u32(2147483647);
let l_3551 = bitcast<f32>(l_3550);
let l_3552 = f64(l_3551);
l_mut_49 = l_3552;
let l_3553 = l_3550 < u32(8388608);
if l_3553 {
let l_3554 = f64(l_3550);
let l_3555 = l_3554 * f64(1.401298464324817e-45);
l_mut_49 = l_3555;
}
let l_3556 = bitcast<u64>(l_mut_49);
let l_3557 = l_3549 >> u32(31);
let l_3558 = u64(l_3557);
let l_3559 = l_3558 << u32(bitcast<u64>(u64(63)));
let l_3560 = l_3556 | l_3559;
let l_3561 = bitcast<f64>(l_3560);
l_mut_3425 = l_3561;
}
}
}
l_mut_3169 = l_mut_3425;
}
let l_3562 = l_mut_404 + l_719;
let l_3563 = abs(l_3562);
let l_3564 = l_3563 * f64(2.220446049250313e-16);
let l_3565 = l_2797 + l_3564;
let l_3566 = l_3562 + l_3565;
let l_3567 = -l_3566;
let l_3568 = l_3567 * f64(7.1362384635298e44);
let l_3569 = floor(l_3568);
let l_3570 = l_3569 * f64(1.401298464324817e-45);
l_mut_3425 = l_3570;
let l_3571 = abs(l_3567);
let l_3572 = l_3571 >= f64(1.1754943508222875e-38);
if l_3572 {
let l_3573 = f32(l_3567);
let l_3574 = f64(l_3573);
l_mut_3425 = l_3574;
let l_3575 = l_mut_3425 > l_3567;
if l_3575 {
let l_3576 = bitcast<u32>(l_3573);
let l_3577 = l_3576 ^ u32(2147483648);
let l_3578 = bitcast<f32>(l_3577);
let l_3579 = bitcast<u32>(l_3578);
let l_3580 = l_3579 + u32(1);
l_mut_746 = l_3580;
let l_3581 = l_3579 & u32(2147483647);
let l_3582 = l_3581 == u32(0);
if l_3582 {
l_mut_746 = u32(1);
} else {
let l_3583 = l_3579 & u32(2147483648);
let l_3584 = l_3583 != u32(0);
if l_3584 {
let l_3585 = l_3579 - u32(1);
l_mut_746 = l_3585;
} else {
let l_3586 = l_3579 == u32(2139095040);
if l_3586 {
l_mut_746 = l_3579;
}
}
}
let l_3587 = bitcast<f32>(l_mut_746);
let l_3588 = bitcast<u32>(l_3587);
let l_3589 = l_3588 ^ u32(2147483648);
let l_3590 = bitcast<f32>(l_3589);
let l_3591 = bitcast<u32>(l_3590);
let l_3592 = l_3591 & u32(2147483647);
let l_3593 = bitcast<f32>(l_3592);
let l_3594 = f64(l_3593);
l_mut_49 = l_3594;
let l_3595 = l_3592 < u32(8388608);
if l_3595 {
let l_3596 = f64(l_3592);
let l_3597 = l_3596 * f64(1.401298464324817e-45);
l_mut_49 = l_3597;
}
let l_3598 = bitcast<u64>(l_mut_49);
let l_3599 = l_3591 >> u32(31);
let l_3600 = u64(l_3599);
let l_3601 = l_3600 << u32(bitcast<u64>(u64(63)));
let l_3602 = l_3598 | l_3601;
let l_3603 = bitcast<f64>(l_3602);
l_mut_3425 = l_3603;
} else {
let l_3604 = bitcast<u32>(l_3573);
let l_3605 = l_3604 + u32(1);
l_mut_746 = l_3605;
let l_3606 = l_3604 & u32(2147483647);
let l_3607 = l_3606 == u32(0);
if l_3607 {
l_mut_746 = u32(1);
} else {
let l_3608 = l_3604 & u32(2147483648);
let l_3609 = l_3608 != u32(0);
if l_3609 {
let l_3610 = l_3604 - u32(1);
l_mut_746 = l_3610;
} else {
let l_3611 = l_3604 == u32(2139095040);
if l_3611 {
l_mut_746 = l_3604;
}
}
}
let l_3612 = bitcast<f32>(l_mut_746);
let l_3613 = bitcast<u32>(l_3612);
let l_3614 = l_3613 & u32(2147483647);
let l_3615 = bitcast<f32>(l_3614);
let l_3616 = f64(l_3615);
l_mut_49 = l_3616;
let l_3617 = l_3614 < u32(8388608);
if l_3617 {
let l_3618 = f64(l_3614);
let l_3619 = l_3618 * f64(1.401298464324817e-45);
l_mut_49 = l_3619;
}
let l_3620 = bitcast<u64>(l_mut_49);
let l_3621 = l_3613 >> u32(31);
let l_3622 = u64(l_3621);
let l_3623 = l_3622 << u32(bitcast<u64>(u64(63)));
let l_3624 = l_3620 | l_3623;
let l_3625 = bitcast<f64>(l_3624);
let l_3626 = l_3625 <= l_3567;
if l_3626 {
let l_3627 = bitcast<u32>(l_3573);
let l_3628 = l_3627 + u32(1);
l_mut_746 = l_3628;
let l_3629 = l_3627 & u32(2147483647);
let l_3630 = l_3629 == u32(0);
if l_3630 {
l_mut_746 = u32(1);
} else {
let l_3631 = l_3627 & u32(2147483648);
let l_3632 = l_3631 != u32(0);
if l_3632 {
let l_3633 = l_3627 - u32(1);
l_mut_746 = l_3633;
} else {
let l_3634 = l_3627 == u32(2139095040);
if l_3634 {
l_mut_746 = l_3627;
}
}
}
let l_3635 = bitcast<f32>(l_mut_746);
let l_3636 = bitcast<u32>(l_3635);
let l_3637 = l_3636 & u32(2147483647);
let l_3638 = bitcast<f32>(l_3637);
let l_3639 = f64(l_3638);
l_mut_49 = l_3639;
let l_3640 = l_3637 < u32(8388608);
if l_3640 {
let l_3641 = f64(l_3637);
let l_3642 = l_3641 * f64(1.401298464324817e-45);
l_mut_49 = l_3642;
}
let l_3643 = bitcast<u64>(l_mut_49);
let l_3644 = l_3636 >> u32(31);
let l_3645 = u64(l_3644);
let l_3646 = l_3645 << u32(bitcast<u64>(u64(63)));
let l_3647 = l_3643 | l_3646;
let l_3648 = bitcast<f64>(l_3647);
l_mut_3425 = l_3648;
}
}
}
let l_3649 = -l_mut_3425;
l_mut_3425 = l_3649;
let l_3650 = bool(false) && bool(true);
if l_3650 {
let l_3651 = l_3562 + l_3565;
let l_3652 = l_3651 * f64(7.1362384635298e44);
let l_3653 = floor(l_3652);
let l_3654 = l_3653 * f64(1.401298464324817e-45);
l_mut_49 = l_3654;
let l_3655 = abs(l_3651);
let l_3656 = l_3655 >= f64(1.1754943508222875e-38);
if l_3656 {
let l_3657 = f32(l_3651);
let l_3658 = f64(l_3657);
l_mut_49 = l_3658;
let l_3659 = l_mut_49 > l_3651;
if l_3659 {
let l_3660 = bitcast<u32>(l_3657);
let l_3661 = l_3660 ^ u32(2147483648);
let l_3662 = bitcast<f32>(l_3661);
let l_3663 = bitcast<u32>(l_3662);
let l_3664 = l_3663 + u32(1);
l_mut_746 = l_3664;
let l_3665 = l_3663 & u32(2147483647);
let l_3666 = l_3665 == u32(0);
if l_3666 {
l_mut_746 = u32(1);
} else {
let l_3667 = l_3663 & u32(2147483648);
let l_3668 = l_3667 != u32(0);
if l_3668 {
let l_3669 = l_3663 - u32(1);
l_mut_746 = l_3669;
} else {
let l_3670 = l_3663 == u32(2139095040);
if l_3670 {
l_mut_746 = l_3663;
}
}
}
let l_3671 = bitcast<f32>(l_mut_746);
let l_3672 = bitcast<u32>(l_3671);
let l_3673 = l_3672 ^ u32(2147483648);
let l_3674 = bitcast<f32>(l_3673);
let l_3675 = bitcast<u32>(l_3674);
let l_3676 = l_3675 & u32(2147483647);
let l_3677 = bitcast<f32>(l_3676);
let l_3678 = f64(l_3677);
l_mut_3679 = l_3678;
let l_3680 = l_3676 < u32(8388608);
if l_3680 {
let l_3681 = f64(l_3676);
let l_3682 = l_3681 * f64(1.401298464324817e-45);
l_mut_3679 = l_3682;
}
let l_3683 = bitcast<u64>(l_mut_3679);
let l_3684 = l_3675 >> u32(31);
let l_3685 = u64(l_3684);
let l_3686 = l_3685 << u32(bitcast<u64>(u64(63)));
let l_3687 = l_3683 | l_3686;
let l_3688 = bitcast<f64>(l_3687);
l_mut_49 = l_3688;
} else {
let l_3689 = bitcast<u32>(l_3657);
let l_3690 = l_3689 + u32(1);
l_mut_746 = l_3690;
let l_3691 = l_3689 & u32(2147483647);
let l_3692 = l_3691 == u32(0);
if l_3692 {
l_mut_746 = u32(1);
} else {
let l_3693 = l_3689 & u32(2147483648);
let l_3694 = l_3693 != u32(0);
if l_3694 {
let l_3695 = l_3689 - u32(1);
l_mut_746 = l_3695;
} else {
let l_3696 = l_3689 == u32(2139095040);
if l_3696 {
l_mut_746 = l_3689;
}
}
}
let l_3697 = bitcast<f32>(l_mut_746);
let l_3698 = bitcast<u32>(l_3697);
let l_3699 = l_3698 & u32(2147483647);
let l_3700 = bitcast<f32>(l_3699);
let l_3701 = f64(l_3700);
l_mut_3679 = l_3701;
let l_3702 = l_3699 < u32(8388608);
if l_3702 {
let l_3703 = f64(l_3699);
let l_3704 = l_3703 * f64(1.401298464324817e-45);
l_mut_3679 = l_3704;
}
let l_3705 = bitcast<u64>(l_mut_3679);
let l_3706 = l_3698 >> u32(31);
let l_3707 = u64(l_3706);
let l_3708 = l_3707 << u32(bitcast<u64>(u64(63)));
let l_3709 = l_3705 | l_3708;
let l_3710 = bitcast<f64>(l_3709);
let l_3711 = l_3710 <= l_3651;
if l_3711 {
let l_3712 = bitcast<u32>(l_3657);
let l_3713 = l_3712 + u32(1);
l_mut_746 = l_3713;
let l_3714 = l_3712 & u32(2147483647);
let l_3715 = l_3714 == u32(0);
if l_3715 {
l_mut_746 = u32(1);
} else {
let l_3716 = l_3712 & u32(2147483648);
let l_3717 = l_3716 != u32(0);
if l_3717 {
let l_3718 = l_3712 - u32(1);
l_mut_746 = l_3718;
} else {
let l_3719 = l_3712 == u32(2139095040);
if l_3719 {
l_mut_746 = l_3712;
}
}
}
let l_3720 = bitcast<f32>(l_mut_746);
let l_3721 = bitcast<u32>(l_3720);
let l_3722 = l_3721 & u32(2147483647);
let l_3723 = bitcast<f32>(l_3722);
let l_3724 = f64(l_3723);
l_mut_3679 = l_3724;
let l_3725 = l_3722 < u32(8388608);
if l_3725 {
let l_3726 = f64(l_3722);
let l_3727 = l_3726 * f64(1.401298464324817e-45);
l_mut_3679 = l_3727;
}
let l_3728 = bitcast<u64>(l_mut_3679);
let l_3729 = l_3721 >> u32(31);
let l_3730 = u64(l_3729);
let l_3731 = l_3730 << u32(bitcast<u64>(u64(63)));
let l_3732 = l_3728 | l_3731;
let l_3733 = bitcast<f64>(l_3732);
l_mut_49 = l_3733;
}
}
}
l_mut_3425 = l_mut_49;
} else {
let l_3734 = l_3562 - l_3565;
let l_3735 = -l_3734;
let l_3736 = l_3735 * f64(7.1362384635298e44);
let l_3737 = floor(l_3736);
let l_3738 = l_3737 * f64(1.401298464324817e-45);
l_mut_3679 = l_3738;
let l_3739 = abs(l_3735);
let l_3740 = l_3739 >= f64(1.1754943508222875e-38);
if l_3740 {
let l_3741 = f32(l_3735);
let l_3742 = f64(l_3741);
l_mut_3679 = l_3742;
let l_3743 = l_mut_3679 > l_3735;
if l_3743 {
let l_3744 = bitcast<u32>(l_3741);
let l_3745 = l_3744 ^ u32(2147483648);
let l_3746 = bitcast<f32>(l_3745);
let l_3747 = bitcast<u32>(l_3746);
let l_3748 = l_3747 + u32(1);
l_mut_746 = l_3748;
let l_3749 = l_3747 & u32(2147483647);
let l_3750 = l_3749 == u32(0);
if l_3750 {
l_mut_746 = u32(1);
} else {
let l_3751 = l_3747 & u32(2147483648);
let l_3752 = l_3751 != u32(0);
if l_3752 {
let l_3753 = l_3747 - u32(1);
l_mut_746 = l_3753;
} else {
let l_3754 = l_3747 == u32(2139095040);
if l_3754 {
l_mut_746 = l_3747;
}
}
}
let l_3755 = bitcast<f32>(l_mut_746);
let l_3756 = bitcast<u32>(l_3755);
let l_3757 = l_3756 ^ u32(2147483648);
let l_3758 = bitcast<f32>(l_3757);
let l_3759 = bitcast<u32>(l_3758);
let l_3760 = l_3759 & u32(2147483647);
let l_3761 = bitcast<f32>(l_3760);
let l_3762 = f64(l_3761);
l_mut_49 = l_3762;
let l_3763 = l_3760 < u32(8388608);
if l_3763 {
let l_3764 = f64(l_3760);
let l_3765 = l_3764 * f64(1.401298464324817e-45);
l_mut_49 = l_3765;
}
let l_3766 = bitcast<u64>(l_mut_49);
let l_3767 = l_3759 >> u32(31);
let l_3768 = u64(l_3767);
let l_3769 = l_3768 << u32(bitcast<u64>(u64(63)));
let l_3770 = l_3766 | l_3769;
let l_3771 = bitcast<f64>(l_3770);
l_mut_3679 = l_3771;
} else {
let l_3772 = bitcast<u32>(l_3741);
let l_3773 = l_3772 + u32(1);
l_mut_746 = l_3773;
let l_3774 = l_3772 & u32(2147483647);
let l_3775 = l_3774 == u32(0);
if l_3775 {
l_mut_746 = u32(1);
} else {
let l_3776 = l_3772 & u32(2147483648);
let l_3777 = l_3776 != u32(0);
if l_3777 {
let l_3778 = l_3772 - u32(1);
l_mut_746 = l_3778;
} else {
let l_3779 = l_3772 == u32(2139095040);
if l_3779 {
l_mut_746 = l_3772;
}
}
}
let l_3780 = bitcast<f32>(l_mut_746);
let l_3781 = bitcast<u32>(l_3780);
let l_3782 = l_3781 & u32(2147483647);
let l_3783 = bitcast<f32>(l_3782);
let l_3784 = f64(l_3783);
l_mut_49 = l_3784;
let l_3785 = l_3782 < u32(8388608);
if l_3785 {
let l_3786 = f64(l_3782);
let l_3787 = l_3786 * f64(1.401298464324817e-45);
l_mut_49 = l_3787;
}
let l_3788 = bitcast<u64>(l_mut_49);
let l_3789 = l_3781 >> u32(31);
let l_3790 = u64(l_3789);
let l_3791 = l_3790 << u32(bitcast<u64>(u64(63)));
let l_3792 = l_3788 | l_3791;
let l_3793 = bitcast<f64>(l_3792);
let l_3794 = l_3793 <= l_3735;
if l_3794 {
let l_3795 = bitcast<u32>(l_3741);
let l_3796 = l_3795 + u32(1);
l_mut_746 = l_3796;
let l_3797 = l_3795 & u32(2147483647);
let l_3798 = l_3797 == u32(0);
if l_3798 {
l_mut_746 = u32(1);
} else {
let l_3799 = l_3795 & u32(2147483648);
let l_3800 = l_3799 != u32(0);
if l_3800 {
let l_3801 = l_3795 - u32(1);
l_mut_746 = l_3801;
} else {
let l_3802 = l_3795 == u32(2139095040);
if l_3802 {
l_mut_746 = l_3795;
}
}
}
let l_3803 = bitcast<f32>(l_mut_746);
let l_3804 = bitcast<u32>(l_3803);
let l_3805 = l_3804 & u32(2147483647);
let l_3806 = bitcast<f32>(l_3805);
let l_3807 = f64(l_3806);
l_mut_49 = l_3807;
let l_3808 = l_3805 < u32(8388608);
if l_3808 {
let l_3809 = f64(l_3805);
let l_3810 = l_3809 * f64(1.401298464324817e-45);
l_mut_49 = l_3810;
}
let l_3811 = bitcast<u64>(l_mut_49);
let l_3812 = l_3804 >> u32(31);
let l_3813 = u64(l_3812);
let l_3814 = l_3813 << u32(bitcast<u64>(u64(63)));
let l_3815 = l_3811 | l_3814;
let l_3816 = bitcast<f64>(l_3815);
l_mut_3679 = l_3816;
}
}
}
let l_3817 = -l_mut_3679;
l_mut_3425 = l_3817;
}
l_mut_746 = u32(0);
let l_3818 = l_mut_3169 <= f64(0.0);
let l_3819 = l_mut_3425 >= f64(0.0);
let l_3820 = l_3818 && l_3819;
let l_3821 = !l_3820;
if l_3821 {
let l_3823 = l_mut_78 / l_mut_3169;
let l_3824 = l_mut_78 / l_mut_3425;
let l_3825 = l_mut_2915 / l_mut_3169;
let l_3826 = l_mut_2915 / l_mut_3425;
a_3822[u32(0)] = l_3823;
a_3822[u32(1)] = l_3823;
let l_3827 = a_3822[u32(0)];
let l_3828 = l_3824 < l_3827;
if l_3828 {
a_3822[u32(0)] = l_3824;
}
let l_3829 = a_3822[u32(0)];
let l_3830 = l_3825 < l_3829;
if l_3830 {
a_3822[u32(0)] = l_3825;
}
let l_3831 = a_3822[u32(0)];
let l_3832 = l_3826 < l_3831;
if l_3832 {
a_3822[u32(0)] = l_3826;
}
let l_3833 = a_3822[u32(1)];
let l_3834 = l_3824 > l_3833;
if l_3834 {
a_3822[u32(1)] = l_3824;
}
let l_3835 = a_3822[u32(1)];
let l_3836 = l_3825 > l_3835;
if l_3836 {
a_3822[u32(1)] = l_3825;
}
let l_3837 = a_3822[u32(1)];
let l_3838 = l_3826 > l_3837;
if l_3838 {
a_3822[u32(1)] = l_3826;
}
let l_3839 = a_3822[u32(0)];
let l_3840 = abs(l_3839);
let l_3841 = l_3840 * l_mut_232;
let l_3842 = a_3822[u32(1)];
let l_3843 = abs(l_3842);
let l_3844 = l_3843 * l_mut_232;
l_mut_746 = u32(2);
let l_3845 = a_3822[u32(0)];
let l_3846 = l_3845 - l_3841;
let l_3847 = abs(l_3846);
l_mut_3679 = f64(1.401298464324817e-45);
let l_3848 = l_3847 >= f64(1.1754943508222875e-38);
let l_3849 = l_3847 <= f64(1.7976931348623157e308);
let l_3850 = l_3848 && l_3849;
if l_3850 {
let l_3851 = bitcast<u64>(l_3847);
let l_3852 = l_3851 >> u32(bitcast<u64>(u64(52)));
let l_3853 = l_3852 - u64(23);
let l_3854 = l_3853 << u32(bitcast<u64>(u64(52)));
let l_3855 = bitcast<f64>(l_3854);
l_mut_3679 = l_3855;
}
let l_3856 = l_3845 + l_3841;
let l_3857 = abs(l_3856);
l_mut_3425 = f64(1.401298464324817e-45);
let l_3858 = l_3857 >= f64(1.1754943508222875e-38);
let l_3859 = l_3857 <= f64(1.7976931348623157e308);
let l_3860 = l_3858 && l_3859;
if l_3860 {
let l_3861 = bitcast<u64>(l_3857);
let l_3862 = l_3861 >> u32(bitcast<u64>(u64(52)));
let l_3863 = l_3862 - u64(23);
let l_3864 = l_3863 << u32(bitcast<u64>(u64(52)));
let l_3865 = bitcast<f64>(l_3864);
l_mut_3425 = l_3865;
}
let l_3866 = l_mut_3679 == l_mut_3425;
let l_3867 = a_3822[u32(1)];
let l_3868 = l_3867 - l_3844;
let l_3869 = abs(l_3868);
l_mut_3679 = f64(1.401298464324817e-45);
let l_3870 = l_3869 >= f64(1.1754943508222875e-38);
let l_3871 = l_3869 <= f64(1.7976931348623157e308);
let l_3872 = l_3870 && l_3871;
if l_3872 {
let l_3873 = bitcast<u64>(l_3869);
let l_3874 = l_3873 >> u32(bitcast<u64>(u64(52)));
let l_3875 = l_3874 - u64(23);
let l_3876 = l_3875 << u32(bitcast<u64>(u64(52)));
let l_3877 = bitcast<f64>(l_3876);
l_mut_3679 = l_3877;
}
let l_3878 = l_3867 + l_3844;
let l_3879 = abs(l_3878);
l_mut_3425 = f64(1.401298464324817e-45);
let l_3880 = l_3879 >= f64(1.1754943508222875e-38);
let l_3881 = l_3879 <= f64(1.7976931348623157e308);
let l_3882 = l_3880 && l_3881;
if l_3882 {
let l_3883 = bitcast<u64>(l_3879);
let l_3884 = l_3883 >> u32(bitcast<u64>(u64(52)));
let l_3885 = l_3884 - u64(23);
let l_3886 = l_3885 << u32(bitcast<u64>(u64(52)));
let l_3887 = bitcast<f64>(l_3886);
l_mut_3425 = l_3887;
}
let l_3888 = l_mut_3679 == l_mut_3425;
let l_3889 = l_3866 && l_3888;
if l_3889 {
let l_3890 = a_3822[u32(0)];
let l_3891 = a_3822[u32(0)];
let l_3892 = abs(l_3891);
l_mut_3679 = f64(1.401298464324817e-45);
let l_3893 = l_3892 >= f64(1.1754943508222875e-38);
let l_3894 = l_3892 <= f64(1.7976931348623157e308);
let l_3895 = l_3893 && l_3894;
if l_3895 {
let l_3896 = bitcast<u64>(l_3892);
let l_3897 = l_3896 >> u32(bitcast<u64>(u64(52)));
let l_3898 = l_3897 - u64(23);
let l_3899 = l_3898 << u32(bitcast<u64>(u64(52)));
let l_3900 = bitcast<f64>(l_3899);
l_mut_3679 = l_3900;
}
let l_3901 = l_722 * l_mut_3679;
let l_3902 = l_3890 - l_3901;
let l_3903 = a_3822[u32(1)];
let l_3904 = a_3822[u32(1)];
let l_3905 = abs(l_3904);
l_mut_3679 = f64(1.401298464324817e-45);
let l_3906 = l_3905 >= f64(1.1754943508222875e-38);
let l_3907 = l_3905 <= f64(1.7976931348623157e308);
let l_3908 = l_3906 && l_3907;
if l_3908 {
let l_3909 = bitcast<u64>(l_3905);
let l_3910 = l_3909 >> u32(bitcast<u64>(u64(52)));
let l_3911 = l_3910 - u64(23);
let l_3912 = l_3911 << u32(bitcast<u64>(u64(52)));
let l_3913 = bitcast<f64>(l_3912);
l_mut_3679 = l_3913;
}
let l_3914 = l_722 * l_mut_3679;
let l_3915 = l_3903 + l_3914;
let l_3916 = bitcast<u32>(l_26);
let l_3917 = l_3916 & u32(2147483647);
let l_3918 = bitcast<f32>(l_3917);
let l_3919 = f64(l_3918);
l_mut_3679 = l_3919;
let l_3920 = l_3917 < u32(8388608);
if l_3920 {
let l_3921 = f64(l_3917);
let l_3922 = l_3921 * f64(1.401298464324817e-45);
l_mut_3679 = l_3922;
}
let l_3923 = bitcast<u64>(l_mut_3679);
let l_3924 = l_3916 >> u32(31);
let l_3925 = u64(l_3924);
let l_3926 = l_3925 << u32(bitcast<u64>(u64(63)));
let l_3927 = l_3923 | l_3926;
let l_3928 = bitcast<f64>(l_3927);
let l_3929 = bitcast<u32>(l_26);
let l_3930 = l_3929 + u32(1);
l_mut_3931 = l_3930;
let l_3932 = l_3929 & u32(2147483647);
let l_3933 = l_3932 == u32(0);
if l_3933 {
l_mut_3931 = u32(1);
} else {
let l_3934 = l_3929 & u32(2147483648);
let l_3935 = l_3934 != u32(0);
if l_3935 {
let l_3936 = l_3929 - u32(1);
l_mut_3931 = l_3936;
} else {
let l_3937 = l_3929 == u32(2139095040);
if l_3937 {
l_mut_3931 = l_3929;
}
}
}
let l_3938 = bitcast<f32>(l_mut_3931);
let l_3939 = bitcast<u32>(l_3938);
let l_3940 = l_3939 & u32(2147483647);
let l_3941 = bitcast<f32>(l_3940);
let l_3942 = f64(l_3941);
l_mut_3679 = l_3942;
let l_3943 = l_3940 < u32(8388608);
if l_3943 {
let l_3944 = f64(l_3940);
let l_3945 = l_3944 * f64(1.401298464324817e-45);
l_mut_3679 = l_3945;
}
let l_3946 = bitcast<u64>(l_mut_3679);
let l_3947 = l_3939 >> u32(31);
let l_3948 = u64(l_3947);
let l_3949 = l_3948 << u32(bitcast<u64>(u64(63)));
let l_3950 = l_3946 | l_3949;
let l_3951 = bitcast<f64>(l_3950);
let l_3952 = bitcast<u32>(l_26);
let l_3953 = l_3952 ^ u32(2147483648);
let l_3954 = bitcast<f32>(l_3953);
let l_3955 = bitcast<u32>(l_3954);
let l_3956 = l_3955 + u32(1);
l_mut_3931 = l_3956;
let l_3957 = l_3955 & u32(2147483647);
let l_3958 = l_3957 == u32(0);
if l_3958 {
l_mut_3931 = u32(1);
} else {
let l_3959 = l_3955 & u32(2147483648);
let l_3960 = l_3959 != u32(0);
if l_3960 {
let l_3961 = l_3955 - u32(1);
l_mut_3931 = l_3961;
} else {
let l_3962 = l_3955 == u32(2139095040);
if l_3962 {
l_mut_3931 = l_3955;
}
}
}
let l_3963 = bitcast<f32>(l_mut_3931);
let l_3964 = bitcast<u32>(l_3963);
let l_3965 = l_3964 ^ u32(2147483648);
let l_3966 = bitcast<f32>(l_3965);
let l_3967 = bitcast<u32>(l_3966);
let l_3968 = l_3967 & u32(2147483647);
let l_3969 = bitcast<f32>(l_3968);
let l_3970 = f64(l_3969);
l_mut_3679 = l_3970;
let l_3971 = l_3968 < u32(8388608);
if l_3971 {
let l_3972 = f64(l_3968);
let l_3973 = l_3972 * f64(1.401298464324817e-45);
l_mut_3679 = l_3973;
}
let l_3974 = bitcast<u64>(l_mut_3679);
let l_3975 = l_3967 >> u32(31);
let l_3976 = u64(l_3975);
let l_3977 = l_3976 << u32(bitcast<u64>(u64(63)));
let l_3978 = l_3974 | l_3977;
let l_3979 = bitcast<f64>(l_3978);
let l_3980 = l_3902 + l_3841;
let l_3981 = l_3980 <= l_3928;
l_mut_847 = l_3981;
let l_3982 = l_3902 - l_3841;
let l_3983 = l_3982 > l_3928;
l_mut_844 = l_3983;
let l_3984 = l_3915 - l_3844;
let l_3985 = l_3984 >= l_3928;
l_mut_841 = l_3985;
let l_3986 = l_3915 + l_3844;
let l_3987 = l_3986 < l_3928;
l_mut_838 = l_3987;
let l_3988 = l_3902 + l_3841;
let l_3989 = l_3988 < l_3951;
l_mut_847 = l_3989;
let l_3990 = l_3902 - l_3841;
let l_3991 = l_3990 >= l_3951;
l_mut_844 = l_3991;
let l_3992 = l_3915 - l_3844;
let l_3993 = l_3992 > l_3979;
l_mut_841 = l_3993;
let l_3994 = l_3915 + l_3844;
let l_3995 = l_3994 <= l_3979;
l_mut_838 = l_3995;
l_mut_3931 = u32(2);
let l_3996 = l_mut_844 || l_mut_838;
if l_3996 {
l_mut_3931 = u32(1);
} else {
let l_3997 = l_mut_847 && l_mut_841;
if l_3997 {
l_mut_3931 = u32(0);
}
}
let l_3998 = bitcast<u32>(l_26);
let l_3999 = l_3998 & u32(2147483647);
let l_4000 = l_3999 == u32(0);
if l_4000 {
let l_4001 = l_3902 + l_3841;
let l_4002 = l_4001 < f64(1.1754943508222875e-38);
let l_4003 = l_3915 - l_3844;
let l_4004 = l_4003 > f64(-1.1754943508222875e-38);
let l_4005 = l_4002 && l_4004;
let l_4006 = l_3902 - l_3841;
let l_4007 = l_4006 < f64(1.1754943508222875e-38);
let l_4008 = l_3915 + l_3844;
let l_4009 = l_4008 > f64(-1.1754943508222875e-38);
let l_4010 = l_4007 && l_4009;
if l_4005 {
l_mut_3931 = u32(0);
} else {
let l_4011 = l_mut_3931 == u32(1);
let l_4012 = l_4010 && l_4011;
if l_4012 {
l_mut_3931 = u32(2);
}
}
}
l_mut_746 = l_mut_3931;
}
}
let l_4013 = l_mut_1900 - l_719;
let l_4014 = abs(l_4013);
let l_4015 = l_4014 * f64(2.220446049250313e-16);
let l_4016 = l_2795 + l_4015;
let l_4017 = l_4013 + l_4016;
let l_4018 = -l_4017;
let l_4019 = l_4018 * f64(7.1362384635298e44);
let l_4020 = floor(l_4019);
let l_4021 = l_4020 * f64(1.401298464324817e-45);
l_mut_3679 = l_4021;
let l_4022 = abs(l_4018);
let l_4023 = l_4022 >= f64(1.1754943508222875e-38);
if l_4023 {
let l_4024 = f32(l_4018);
let l_4025 = f64(l_4024);
l_mut_3679 = l_4025;
let l_4026 = l_mut_3679 > l_4018;
if l_4026 {
let l_4027 = bitcast<u32>(l_4024);
let l_4028 = l_4027 ^ u32(2147483648);
let l_4029 = bitcast<f32>(l_4028);
let l_4030 = bitcast<u32>(l_4029);
let l_4031 = l_4030 + u32(1);
l_mut_3931 = l_4031;
let l_4032 = l_4030 & u32(2147483647);
let l_4033 = l_4032 == u32(0);
if l_4033 {
l_mut_3931 = u32(1);
} else {
let l_4034 = l_4030 & u32(2147483648);
let l_4035 = l_4034 != u32(0);
if l_4035 {
let l_4036 = l_4030 - u32(1);
l_mut_3931 = l_4036;
} else {
let l_4037 = l_4030 == u32(2139095040);
if l_4037 {
l_mut_3931 = l_4030;
}
}
}
let l_4038 = bitcast<f32>(l_mut_3931);
let l_4039 = bitcast<u32>(l_4038);
let l_4040 = l_4039 ^ u32(2147483648);
let l_4041 = bitcast<f32>(l_4040);
let l_4042 = bitcast<u32>(l_4041);
let l_4043 = l_4042 & u32(2147483647);
let l_4044 = bitcast<f32>(l_4043);
let l_4045 = f64(l_4044);
l_mut_3425 = l_4045;
let l_4046 = l_4043 < u32(8388608);
if l_4046 {
let l_4047 = f64(l_4043);
let l_4048 = l_4047 * f64(1.401298464324817e-45);
l_mut_3425 = l_4048;
}
let l_4049 = bitcast<u64>(l_mut_3425);
let l_4050 = l_4042 >> u32(31);
let l_4051 = u64(l_4050);
let l_4052 = l_4051 << u32(bitcast<u64>(u64(63)));
let l_4053 = l_4049 | l_4052;
let l_4054 = bitcast<f64>(l_4053);
l_mut_3679 = l_4054;
} else {
let l_4055 = bitcast<u32>(l_4024);
let l_4056 = l_4055 + u32(1);
l_mut_3931 = l_4056;
let l_4057 = l_4055 & u32(2147483647);
let l_4058 = l_4057 == u32(0);
if l_4058 {
l_mut_3931 = u32(1);
} else {
let l_4059 = l_4055 & u32(2147483648);
let l_4060 = l_4059 != u32(0);
if l_4060 {
let l_4061 = l_4055 - u32(1);
l_mut_3931 = l_4061;
} else {
let l_4062 = l_4055 == u32(2139095040);
if l_4062 {
l_mut_3931 = l_4055;
}
}
}
let l_4063 = bitcast<f32>(l_mut_3931);
let l_4064 = bitcast<u32>(l_4063);
let l_4065 = l_4064 & u32(2147483647);
let l_4066 = bitcast<f32>(l_4065);
let l_4067 = f64(l_4066);
l_mut_3425 = l_4067;
let l_4068 = l_4065 < u32(8388608);
if l_4068 {
let l_4069 = f64(l_4065);
let l_4070 = l_4069 * f64(1.401298464324817e-45);
l_mut_3425 = l_4070;
}
let l_4071 = bitcast<u64>(l_mut_3425);
let l_4072 = l_4064 >> u32(31);
let l_4073 = u64(l_4072);
let l_4074 = l_4073 << u32(bitcast<u64>(u64(63)));
let l_4075 = l_4071 | l_4074;
let l_4076 = bitcast<f64>(l_4075);
let l_4077 = l_4076 <= l_4018;
if l_4077 {
let l_4078 = bitcast<u32>(l_4024);
let l_4079 = l_4078 + u32(1);
l_mut_3931 = l_4079;
let l_4080 = l_4078 & u32(2147483647);
let l_4081 = l_4080 == u32(0);
if l_4081 {
l_mut_3931 = u32(1);
} else {
let l_4082 = l_4078 & u32(2147483648);
let l_4083 = l_4082 != u32(0);
if l_4083 {
let l_4084 = l_4078 - u32(1);
l_mut_3931 = l_4084;
} else {
let l_4085 = l_4078 == u32(2139095040);
if l_4085 {
l_mut_3931 = l_4078;
}
}
}
let l_4086 = bitcast<f32>(l_mut_3931);
let l_4087 = bitcast<u32>(l_4086);
let l_4088 = l_4087 & u32(2147483647);
let l_4089 = bitcast<f32>(l_4088);
let l_4090 = f64(l_4089);
l_mut_3425 = l_4090;
let l_4091 = l_4088 < u32(8388608);
if l_4091 {
let l_4092 = f64(l_4088);
let l_4093 = l_4092 * f64(1.401298464324817e-45);
l_mut_3425 = l_4093;
}
let l_4094 = bitcast<u64>(l_mut_3425);
let l_4095 = l_4087 >> u32(31);
let l_4096 = u64(l_4095);
let l_4097 = l_4096 << u32(bitcast<u64>(u64(63)));
let l_4098 = l_4094 | l_4097;
let l_4099 = bitcast<f64>(l_4098);
l_mut_3679 = l_4099;
}
}
}
let l_4100 = -l_mut_3679;
l_mut_3679 = l_4100;
let l_4101 = bool(true) && bool(false);
if l_4101 {
let l_4102 = l_4013 + l_4016;
let l_4103 = l_4102 * f64(7.1362384635298e44);
let l_4104 = floor(l_4103);
let l_4105 = l_4104 * f64(1.401298464324817e-45);
l_mut_3425 = l_4105;
let l_4106 = abs(l_4102);
let l_4107 = l_4106 >= f64(1.1754943508222875e-38);
if l_4107 {
let l_4108 = f32(l_4102);
let l_4109 = f64(l_4108);
l_mut_3425 = l_4109;
let l_4110 = l_mut_3425 > l_4102;
if l_4110 {
let l_4111 = bitcast<u32>(l_4108);
let l_4112 = l_4111 ^ u32(2147483648);
let l_4113 = bitcast<f32>(l_4112);
let l_4114 = bitcast<u32>(l_4113);
let l_4115 = l_4114 + u32(1);
l_mut_3931 = l_4115;
let l_4116 = l_4114 & u32(2147483647);
let l_4117 = l_4116 == u32(0);
if l_4117 {
l_mut_3931 = u32(1);
} else {
let l_4118 = l_4114 & u32(2147483648);
let l_4119 = l_4118 != u32(0);
if l_4119 {
let l_4120 = l_4114 - u32(1);
l_mut_3931 = l_4120;
} else {
let l_4121 = l_4114 == u32(2139095040);
if l_4121 {
l_mut_3931 = l_4114;
}
}
}
let l_4122 = bitcast<f32>(l_mut_3931);
let l_4123 = bitcast<u32>(l_4122);
let l_4124 = l_4123 ^ u32(2147483648);
let l_4125 = bitcast<f32>(l_4124);
let l_4126 = bitcast<u32>(l_4125);
let l_4127 = l_4126 & u32(2147483647);
let l_4128 = bitcast<f32>(l_4127);
let l_4129 = f64(l_4128);
l_mut_3169 = l_4129;
let l_4130 = l_4127 < u32(8388608);
if l_4130 {
let l_4131 = f64(l_4127);
let l_4132 = l_4131 * f64(1.401298464324817e-45);
l_mut_3169 = l_4132;
}
let l_4133 = bitcast<u64>(l_mut_3169);
let l_4134 = l_4126 >> u32(31);
let l_4135 = u64(l_4134);
let l_4136 = l_4135 << u32(bitcast<u64>(u64(63)));
let l_4137 = l_4133 | l_4136;
let l_4138 = bitcast<f64>(l_4137);
l_mut_3425 = l_4138;
} else {
let l_4139 = bitcast<u32>(l_4108);
let l_4140 = l_4139 + u32(1);
l_mut_3931 = l_4140;
let l_4141 = l_4139 & u32(2147483647);
let l_4142 = l_4141 == u32(0);
if l_4142 {
l_mut_3931 = u32(1);
} else {
let l_4143 = l_4139 & u32(2147483648);
let l_4144 = l_4143 != u32(0);
if l_4144 {
let l_4145 = l_4139 - u32(1);
l_mut_3931 = l_4145;
} else {
let l_4146 = l_4139 == u32(2139095040);
if l_4146 {
l_mut_3931 = l_4139;
}
}
}
let l_4147 = bitcast<f32>(l_mut_3931);
let l_4148 = bitcast<u32>(l_4147);
let l_4149 = l_4148 & u32(2147483647);
let l_4150 = bitcast<f32>(l_4149);
let l_4151 = f64(l_4150);
l_mut_3169 = l_4151;
let l_4152 = l_4149 < u32(8388608);
if l_4152 {
let l_4153 = f64(l_4149);
let l_4154 = l_4153 * f64(1.401298464324817e-45);
l_mut_3169 = l_4154;
}
let l_4155 = bitcast<u64>(l_mut_3169);
let l_4156 = l_4148 >> u32(31);
let l_4157 = u64(l_4156);
let l_4158 = l_4157 << u32(bitcast<u64>(u64(63)));
let l_4159 = l_4155 | l_4158;
let l_4160 = bitcast<f64>(l_4159);
let l_4161 = l_4160 <= l_4102;
if l_4161 {
let l_4162 = bitcast<u32>(l_4108);
let l_4163 = l_4162 + u32(1);
l_mut_3931 = l_4163;
let l_4164 = l_4162 & u32(2147483647);
let l_4165 = l_4164 == u32(0);
if l_4165 {
l_mut_3931 = u32(1);
} else {
let l_4166 = l_4162 & u32(2147483648);
let l_4167 = l_4166 != u32(0);
if l_4167 {
let l_4168 = l_4162 - u32(1);
l_mut_3931 = l_4168;
} else {
let l_4169 = l_4162 == u32(2139095040);
if l_4169 {
l_mut_3931 = l_4162;
}
}
}
let l_4170 = bitcast<f32>(l_mut_3931);
let l_4171 = bitcast<u32>(l_4170);
let l_4172 = l_4171 & u32(2147483647);
let l_4173 = bitcast<f32>(l_4172);
let l_4174 = f64(l_4173);
l_mut_3169 = l_4174;
let l_4175 = l_4172 < u32(8388608);
if l_4175 {
let l_4176 = f64(l_4172);
let l_4177 = l_4176 * f64(1.401298464324817e-45);
l_mut_3169 = l_4177;
}
let l_4178 = bitcast<u64>(l_mut_3169);
let l_4179 = l_4171 >> u32(31);
let l_4180 = u64(l_4179);
let l_4181 = l_4180 << u32(bitcast<u64>(u64(63)));
let l_4182 = l_4178 | l_4181;
let l_4183 = bitcast<f64>(l_4182);
l_mut_3425 = l_4183;
}
}
}
l_mut_3679 = l_mut_3425;
} else {
let l_4184 = l_4013 - l_4016;
let l_4185 = l_4184 * f64(7.1362384635298e44);
let l_4186 = floor(l_4185);
let l_4187 = l_4186 * f64(1.401298464324817e-45);
l_mut_3425 = l_4187;
let l_4188 = abs(l_4184);
let l_4189 = l_4188 >= f64(1.1754943508222875e-38);
if l_4189 {
let l_4190 = f32(l_4184);
let l_4191 = f64(l_4190);
l_mut_3425 = l_4191;
let l_4192 = l_mut_3425 > l_4184;
if l_4192 {
let l_4193 = bitcast<u32>(l_4190);
let l_4194 = l_4193 ^ u32(2147483648);
let l_4195 = bitcast<f32>(l_4194);
let l_4196 = bitcast<u32>(l_4195);
let l_4197 = l_4196 + u32(1);
l_mut_3931 = l_4197;
let l_4198 = l_4196 & u32(2147483647);
let l_4199 = l_4198 == u32(0);
if l_4199 {
l_mut_3931 = u32(1);
} else {
let l_4200 = l_4196 & u32(2147483648);
let l_4201 = l_4200 != u32(0);
if l_4201 {
let l_4202 = l_4196 - u32(1);
l_mut_3931 = l_4202;
} else {
let l_4203 = l_4196 == u32(2139095040);
if l_4203 {
l_mut_3931 = l_4196;
}
}
}
let l_4204 = bitcast<f32>(l_mut_3931);
let l_4205 = bitcast<u32>(l_4204);
let l_4206 = l_4205 ^ u32(2147483648);
let l_4207 = bitcast<f32>(l_4206);
let l_4208 = bitcast<u32>(l_4207);
let l_4209 = l_4208 & u32(2147483647);
let l_4210 = bitcast<f32>(l_4209);
let l_4211 = f64(l_4210);
l_mut_3169 = l_4211;
let l_4212 = l_4209 < u32(8388608);
if l_4212 {
let l_4213 = f64(l_4209);
let l_4214 = l_4213 * f64(1.401298464324817e-45);
l_mut_3169 = l_4214;
}
let l_4215 = bitcast<u64>(l_mut_3169);
let l_4216 = l_4208 >> u32(31);
let l_4217 = u64(l_4216);
let l_4218 = l_4217 << u32(bitcast<u64>(u64(63)));
let l_4219 = l_4215 | l_4218;
let l_4220 = bitcast<f64>(l_4219);
l_mut_3425 = l_4220;
} else {
let l_4221 = bitcast<u32>(l_4190);
let l_4222 = l_4221 + u32(1);
l_mut_3931 = l_4222;
let l_4223 = l_4221 & u32(2147483647);
let l_4224 = l_4223 == u32(0);
if l_4224 {
l_mut_3931 = u32(1);
} else {
let l_4225 = l_4221 & u32(2147483648);
let l_4226 = l_4225 != u32(0);
if l_4226 {
let l_4227 = l_4221 - u32(1);
l_mut_3931 = l_4227;
} else {
let l_4228 = l_4221 == u32(2139095040);
if l_4228 {
l_mut_3931 = l_4221;
}
}
}
let l_4229 = bitcast<f32>(l_mut_3931);
let l_4230 = bitcast<u32>(l_4229);
let l_4231 = l_4230 & u32(2147483647);
let l_4232 = bitcast<f32>(l_4231);
let l_4233 = f64(l_4232);
l_mut_3169 = l_4233;
let l_4234 = l_4231 < u32(8388608);
if l_4234 {
let l_4235 = f64(l_4231);
let l_4236 = l_4235 * f64(1.401298464324817e-45);
l_mut_3169 = l_4236;
}
let l_4237 = bitcast<u64>(l_mut_3169);
let l_4238 = l_4230 >> u32(31);
let l_4239 = u64(l_4238);
let l_4240 = l_4239 << u32(bitcast<u64>(u64(63)));
let l_4241 = l_4237 | l_4240;
let l_4242 = bitcast<f64>(l_4241);
let l_4243 = l_4242 <= l_4184;
if l_4243 {
let l_4244 = bitcast<u32>(l_4190);
let l_4245 = l_4244 + u32(1);
l_mut_3931 = l_4245;
let l_4246 = l_4244 & u32(2147483647);
let l_4247 = l_4246 == u32(0);
if l_4247 {
l_mut_3931 = u32(1);
} else {
let l_4248 = l_4244 & u32(2147483648);
let l_4249 = l_4248 != u32(0);
if l_4249 {
let l_4250 = l_4244 - u32(1);
l_mut_3931 = l_4250;
} else {
let l_4251 = l_4244 == u32(2139095040);
if l_4251 {
l_mut_3931 = l_4244;
}
}
}
let l_4252 = bitcast<f32>(l_mut_3931);
let l_4253 = bitcast<u32>(l_4252);
let l_4254 = l_4253 & u32(2147483647);
let l_4255 = bitcast<f32>(l_4254);
let l_4256 = f64(l_4255);
l_mut_3169 = l_4256;
let l_4257 = l_4254 < u32(8388608);
if l_4257 {
let l_4258 = f64(l_4254);
let l_4259 = l_4258 * f64(1.401298464324817e-45);
l_mut_3169 = l_4259;
}
let l_4260 = bitcast<u64>(l_mut_3169);
let l_4261 = l_4253 >> u32(31);
let l_4262 = u64(l_4261);
let l_4263 = l_4262 << u32(bitcast<u64>(u64(63)));
let l_4264 = l_4260 | l_4263;
let l_4265 = bitcast<f64>(l_4264);
l_mut_3425 = l_4265;
}
}
}
l_mut_3679 = l_mut_3425;
}
let l_4266 = l_mut_1900 + l_719;
let l_4267 = abs(l_4266);
let l_4268 = l_4267 * f64(2.220446049250313e-16);
let l_4269 = l_2795 + l_4268;
let l_4270 = l_4266 + l_4269;
let l_4271 = -l_4270;
let l_4272 = l_4271 * f64(7.1362384635298e44);
let l_4273 = floor(l_4272);
let l_4274 = l_4273 * f64(1.401298464324817e-45);
l_mut_3425 = l_4274;
let l_4275 = abs(l_4271);
let l_4276 = l_4275 >= f64(1.1754943508222875e-38);
if l_4276 {
let l_4277 = f32(l_4271);
let l_4278 = f64(l_4277);
l_mut_3425 = l_4278;
let l_4279 = l_mut_3425 > l_4271;
if l_4279 {
let l_4280 = bitcast<u32>(l_4277);
let l_4281 = l_4280 ^ u32(2147483648);
let l_4282 = bitcast<f32>(l_4281);
let l_4283 = bitcast<u32>(l_4282);
let l_4284 = l_4283 + u32(1);
l_mut_3931 = l_4284;
let l_4285 = l_4283 & u32(2147483647);
let l_4286 = l_4285 == u32(0);
if l_4286 {
l_mut_3931 = u32(1);
} else {
let l_4287 = l_4283 & u32(2147483648);
let l_4288 = l_4287 != u32(0);
if l_4288 {
let l_4289 = l_4283 - u32(1);
l_mut_3931 = l_4289;
} else {
let l_4290 = l_4283 == u32(2139095040);
if l_4290 {
l_mut_3931 = l_4283;
}
}
}
let l_4291 = bitcast<f32>(l_mut_3931);
let l_4292 = bitcast<u32>(l_4291);
let l_4293 = l_4292 ^ u32(2147483648);
let l_4294 = bitcast<f32>(l_4293);
let l_4295 = bitcast<u32>(l_4294);
let l_4296 = l_4295 & u32(2147483647);
let l_4297 = bitcast<f32>(l_4296);
let l_4298 = f64(l_4297);
l_mut_3169 = l_4298;
let l_4299 = l_4296 < u32(8388608);
if l_4299 {
let l_4300 = f64(l_4296);
let l_4301 = l_4300 * f64(1.401298464324817e-45);
l_mut_3169 = l_4301;
}
let l_4302 = bitcast<u64>(l_mut_3169);
let l_4303 = l_4295 >> u32(31);
let l_4304 = u64(l_4303);
let l_4305 = l_4304 << u32(bitcast<u64>(u64(63)));
let l_4306 = l_4302 | l_4305;
let l_4307 = bitcast<f64>(l_4306);
l_mut_3425 = l_4307;
} else {
let l_4308 = bitcast<u32>(l_4277);
let l_4309 = l_4308 + u32(1);
l_mut_3931 = l_4309;
let l_4310 = l_4308 & u32(2147483647);
let l_4311 = l_4310 == u32(0);
if l_4311 {
l_mut_3931 = u32(1);
} else {
let l_4312 = l_4308 & u32(2147483648);
let l_4313 = l_4312 != u32(0);
if l_4313 {
let l_4314 = l_4308 - u32(1);
l_mut_3931 = l_4314;
} else {
let l_4315 = l_4308 == u32(2139095040);
if l_4315 {
l_mut_3931 = l_4308;
}
}
}
let l_4316 = bitcast<f32>(l_mut_3931);
let l_4317 = bitcast<u32>(l_4316);
let l_4318 = l_4317 & u32(2147483647);
let l_4319 = bitcast<f32>(l_4318);
let l_4320 = f64(l_4319);
l_mut_3169 = l_4320;
let l_4321 = l_4318 < u32(8388608);
if l_4321 {
let l_4322 = f64(l_4318);
let l_4323 = l_4322 * f64(1.401298464324817e-45);
l_mut_3169 = l_4323;
}
let l_4324 = bitcast<u64>(l_mut_3169);
let l_4325 = l_4317 >> u32(31);
let l_4326 = u64(l_4325);
let l_4327 = l_4326 << u32(bitcast<u64>(u64(63)));
let l_4328 = l_4324 | l_4327;
let l_4329 = bitcast<f64>(l_4328);
let l_4330 = l_4329 <= l_4271;
if l_4330 {
let l_4331 = bitcast<u32>(l_4277);
let l_4332 = l_4331 + u32(1);
l_mut_3931 = l_4332;
let l_4333 = l_4331 & u32(2147483647);
let l_4334 = l_4333 == u32(0);
if l_4334 {
l_mut_3931 = u32(1);
} else {
let l_4335 = l_4331 & u32(2147483648);
let l_4336 = l_4335 != u32(0);
if l_4336 {
let l_4337 = l_4331 - u32(1);
l_mut_3931 = l_4337;
} else {
let l_4338 = l_4331 == u32(2139095040);
if l_4338 {
l_mut_3931 = l_4331;
}
}
}
let l_4339 = bitcast<f32>(l_mut_3931);
let l_4340 = bitcast<u32>(l_4339);
let l_4341 = l_4340 & u32(2147483647);
let l_4342 = bitcast<f32>(l_4341);
let l_4343 = f64(l_4342);
l_mut_3169 = l_4343;
let l_4344 = l_4341 < u32(8388608);
if l_4344 {
let l_4345 = f64(l_4341);
let l_4346 = l_4345 * f64(1.401298464324817e-45);
l_mut_3169 = l_4346;
}
let l_4347 = bitcast<u64>(l_mut_3169);
let l_4348 = l_4340 >> u32(31);
let l_4349 = u64(l_4348);
let l_4350 = l_4349 << u32(bitcast<u64>(u64(63)));
let l_4351 = l_4347 | l_4350;
let l_4352 = bitcast<f64>(l_4351);
l_mut_3425 = l_4352;
}
}
}
let l_4353 = -l_mut_3425;
l_mut_3425 = l_4353;
let l_4354 = bool(false) && bool(false);
if l_4354 {
let l_4355 = l_4266 + l_4269;
let l_4356 = l_4355 * f64(7.1362384635298e44);
let l_4357 = floor(l_4356);
let l_4358 = l_4357 * f64(1.401298464324817e-45);
l_mut_3169 = l_4358;
let l_4359 = abs(l_4355);
let l_4360 = l_4359 >= f64(1.1754943508222875e-38);
if l_4360 {
let l_4361 = f32(l_4355);
let l_4362 = f64(l_4361);
l_mut_3169 = l_4362;
let l_4363 = l_mut_3169 > l_4355;
if l_4363 {
let l_4364 = bitcast<u32>(l_4361);
let l_4365 = l_4364 ^ u32(2147483648);
let l_4366 = bitcast<f32>(l_4365);
let l_4367 = bitcast<u32>(l_4366);
let l_4368 = l_4367 + u32(1);
l_mut_3931 = l_4368;
let l_4369 = l_4367 & u32(2147483647);
let l_4370 = l_4369 == u32(0);
if l_4370 {
l_mut_3931 = u32(1);
} else {
let l_4371 = l_4367 & u32(2147483648);
let l_4372 = l_4371 != u32(0);
if l_4372 {
let l_4373 = l_4367 - u32(1);
l_mut_3931 = l_4373;
} else {
let l_4374 = l_4367 == u32(2139095040);
if l_4374 {
l_mut_3931 = l_4367;
}
}
}
let l_4375 = bitcast<f32>(l_mut_3931);
let l_4376 = bitcast<u32>(l_4375);
let l_4377 = l_4376 ^ u32(2147483648);
let l_4378 = bitcast<f32>(l_4377);
let l_4379 = bitcast<u32>(l_4378);
let l_4380 = l_4379 & u32(2147483647);
let l_4381 = bitcast<f32>(l_4380);
let l_4382 = f64(l_4381);
l_mut_2915 = l_4382;
let l_4383 = l_4380 < u32(8388608);
if l_4383 {
let l_4384 = f64(l_4380);
let l_4385 = l_4384 * f64(1.401298464324817e-45);
l_mut_2915 = l_4385;
}
let l_4386 = bitcast<u64>(l_mut_2915);
let l_4387 = l_4379 >> u32(31);
let l_4388 = u64(l_4387);
let l_4389 = l_4388 << u32(bitcast<u64>(u64(63)));
let l_4390 = l_4386 | l_4389;
let l_4391 = bitcast<f64>(l_4390);
l_mut_3169 = l_4391;
} else {
let l_4392 = bitcast<u32>(l_4361);
let l_4393 = l_4392 + u32(1);
l_mut_3931 = l_4393;
let l_4394 = l_4392 & u32(2147483647);
let l_4395 = l_4394 == u32(0);
if l_4395 {
l_mut_3931 = u32(1);
} else {
let l_4396 = l_4392 & u32(2147483648);
let l_4397 = l_4396 != u32(0);
if l_4397 {
let l_4398 = l_4392 - u32(1);
l_mut_3931 = l_4398;
} else {
let l_4399 = l_4392 == u32(2139095040);
if l_4399 {
l_mut_3931 = l_4392;
}
}
}
let l_4400 = bitcast<f32>(l_mut_3931);
let l_4401 = bitcast<u32>(l_4400);
let l_4402 = l_4401 & u32(2147483647);
let l_4403 = bitcast<f32>(l_4402);
let l_4404 = f64(l_4403);
l_mut_2915 = l_4404;
let l_4405 = l_4402 < u32(8388608);
if l_4405 {
let l_4406 = f64(l_4402);
let l_4407 = l_4406 * f64(1.401298464324817e-45);
l_mut_2915 = l_4407;
}
let l_4408 = bitcast<u64>(l_mut_2915);
let l_4409 = l_4401 >> u32(31);
let l_4410 = u64(l_4409);
let l_4411 = l_4410 << u32(bitcast<u64>(u64(63)));
let l_4412 = l_4408 | l_4411;
let l_4413 = bitcast<f64>(l_4412);
let l_4414 = l_4413 <= l_4355;
if l_4414 {
let l_4415 = bitcast<u32>(l_4361);
let l_4416 = l_4415 + u32(1);
l_mut_3931 = l_4416;
let l_4417 = l_4415 & u32(2147483647);
let l_4418 = l_4417 == u32(0);
if l_4418 {
l_mut_3931 = u32(1);
} else {
let l_4419 = l_4415 & u32(2147483648);
let l_4420 = l_4419 != u32(0);
if l_4420 {
let l_4421 = l_4415 - u32(1);
l_mut_3931 = l_4421;
} else {
let l_4422 = l_4415 == u32(2139095040);
if l_4422 {
l_mut_3931 = l_4415;
}
}
}
let l_4423 = bitcast<f32>(l_mut_3931);
let l_4424 = bitcast<u32>(l_4423);
let l_4425 = l_4424 & u32(2147483647);
let l_4426 = bitcast<f32>(l_4425);
let l_4427 = f64(l_4426);
l_mut_2915 = l_4427;
let l_4428 = l_4425 < u32(8388608);
if l_4428 {
let l_4429 = f64(l_4425);
let l_4430 = l_4429 * f64(1.401298464324817e-45);
l_mut_2915 = l_4430;
}
let l_4431 = bitcast<u64>(l_mut_2915);
let l_4432 = l_4424 >> u32(31);
let l_4433 = u64(l_4432);
let l_4434 = l_4433 << u32(bitcast<u64>(u64(63)));
let l_4435 = l_4431 | l_4434;
let l_4436 = bitcast<f64>(l_4435);
l_mut_3169 = l_4436;
}
}
}
l_mut_3425 = l_mut_3169;
} else {
}
let l_4437 = l_mut_404 - l_719;
let l_4438 = abs(l_4437);
let l_4439 = l_4438 * f64(2.220446049250313e-16);
let l_4440 = l_2797 + l_4439;
let l_4441 = l_4437 + l_4440;
let l_4442 = -l_4441;
let l_4443 = l_4442 * f64(7.1362384635298e44);
let l_4444 = floor(l_4443);
let l_4445 = l_4444 * f64(1.401298464324817e-45);
l_mut_3169 = l_4445;
let l_4446 = abs(l_4442);
let l_4447 = l_4446 >= f64(1.1754943508222875e-38);
if l_4447 {
let l_4448 = f32(l_4442);
let l_4449 = f64(l_4448);
l_mut_3169 = l_4449;
let l_4450 = l_mut_3169 > l_4442;
if l_4450 {
let l_4451 = bitcast<u32>(l_4448);
let l_4452 = l_4451 ^ u32(2147483648);
let l_4453 = bitcast<f32>(l_4452);
let l_4454 = bitcast<u32>(l_4453);
let l_4455 = l_4454 + u32(1);
l_mut_3931 = l_4455;
let l_4456 = l_4454 & u32(2147483647);
let l_4457 = l_4456 == u32(0);
if l_4457 {
l_mut_3931 = u32(1);
} else {
let l_4458 = l_4454 & u32(2147483648);
let l_4459 = l_4458 != u32(0);
if l_4459 {
let l_4460 = l_4454 - u32(1);
l_mut_3931 = l_4460;
} else {
let l_4461 = l_4454 == u32(2139095040);
if l_4461 {
l_mut_3931 = l_4454;
}
}
}
let l_4462 = bitcast<f32>(l_mut_3931);
let l_4463 = bitcast<u32>(l_4462);
let l_4464 = l_4463 ^ u32(2147483648);
let l_4465 = bitcast<f32>(l_4464);
let l_4466 = bitcast<u32>(l_4465);
let l_4467 = l_4466 & u32(2147483647);
let l_4468 = bitcast<f32>(l_4467);
let l_4469 = f64(l_4468);
l_mut_2915 = l_4469;
let l_4470 = l_4467 < u32(8388608);
if l_4470 {
let l_4471 = f64(l_4467);
let l_4472 = l_4471 * f64(1.401298464324817e-45);
l_mut_2915 = l_4472;
}
let l_4473 = bitcast<u64>(l_mut_2915);
let l_4474 = l_4466 >> u32(31);
let l_4475 = u64(l_4474);
let l_4476 = l_4475 << u32(bitcast<u64>(u64(63)));
let l_4477 = l_4473 | l_4476;
let l_4478 = bitcast<f64>(l_4477);
l_mut_3169 = l_4478;
} else {
let l_4479 = bitcast<u32>(l_4448);
let l_4480 = l_4479 + u32(1);
l_mut_3931 = l_4480;
let l_4481 = l_4479 & u32(2147483647);
let l_4482 = l_4481 == u32(0);
if l_4482 {
l_mut_3931 = u32(1);
} else {
let l_4483 = l_4479 & u32(2147483648);
let l_4484 = l_4483 != u32(0);
if l_4484 {
let l_4485 = l_4479 - u32(1);
l_mut_3931 = l_4485;
} else {
let l_4486 = l_4479 == u32(2139095040);
if l_4486 {
l_mut_3931 = l_4479;
}
}
}
let l_4487 = bitcast<f32>(l_mut_3931);
let l_4488 = bitcast<u32>(l_4487);
let l_4489 = l_4488 & u32(2147483647);
let l_4490 = bitcast<f32>(l_4489);
let l_4491 = f64(l_4490);
l_mut_2915 = l_4491;
let l_4492 = l_4489 < u32(8388608);
if l_4492 {
let l_4493 = f64(l_4489);
let l_4494 = l_4493 * f64(1.401298464324817e-45);
l_mut_2915 = l_4494;
}
let l_4495 = bitcast<u64>(l_mut_2915);
let l_4496 = l_4488 >> u32(31);
let l_4497 = u64(l_4496);
let l_4498 = l_4497 << u32(bitcast<u64>(u64(63)));
let l_4499 = l_4495 | l_4498;
let l_4500 = bitcast<f64>(l_4499);
let l_4501 = l_4500 <= l_4442;
if l_4501 {
let l_4502 = bitcast<u32>(l_4448);
let l_4503 = l_4502 + u32(1);
l_mut_3931 = l_4503;
let l_4504 = l_4502 & u32(2147483647);
let l_4505 = l_4504 == u32(0);
if l_4505 {
l_mut_3931 = u32(1);
} else {
let l_4506 = l_4502 & u32(2147483648);
let l_4507 = l_4506 != u32(0);
if l_4507 {
let l_4508 = l_4502 - u32(1);
l_mut_3931 = l_4508;
} else {
let l_4509 = l_4502 == u32(2139095040);
if l_4509 {
l_mut_3931 = l_4502;
}
}
}
let l_4510 = bitcast<f32>(l_mut_3931);
let l_4511 = bitcast<u32>(l_4510);
let l_4512 = l_4511 & u32(2147483647);
let l_4513 = bitcast<f32>(l_4512);
let l_4514 = f64(l_4513);
l_mut_2915 = l_4514;
let l_4515 = l_4512 < u32(8388608);
if l_4515 {
let l_4516 = f64(l_4512);
let l_4517 = l_4516 * f64(1.401298464324817e-45);
l_mut_2915 = l_4517;
}
let l_4518 = bitcast<u64>(l_mut_2915);
let l_4519 = l_4511 >> u32(31);
let l_4520 = u64(l_4519);
let l_4521 = l_4520 << u32(bitcast<u64>(u64(63)));
let l_4522 = l_4518 | l_4521;
let l_4523 = bitcast<f64>(l_4522);
l_mut_3169 = l_4523;
}
}
}
let l_4524 = -l_mut_3169;
l_mut_3169 = l_4524;
let l_4525 = bool(true) && bool(false);
if l_4525 {
let l_4526 = l_4437 + l_4440;
let l_4527 = l_4526 * f64(7.1362384635298e44);
let l_4528 = floor(l_4527);
let l_4529 = l_4528 * f64(1.401298464324817e-45);
l_mut_2915 = l_4529;
let l_4530 = abs(l_4526);
let l_4531 = l_4530 >= f64(1.1754943508222875e-38);
if l_4531 {
let l_4532 = f32(l_4526);
let l_4533 = f64(l_4532);
l_mut_2915 = l_4533;
let l_4534 = l_mut_2915 > l_4526;
if l_4534 {
let l_4535 = bitcast<u32>(l_4532);
let l_4536 = l_4535 ^ u32(2147483648);
let l_4537 = bitcast<f32>(l_4536);
let l_4538 = bitcast<u32>(l_4537);
let l_4539 = l_4538 + u32(1);
l_mut_3931 = l_4539;
let l_4540 = l_4538 & u32(2147483647);
let l_4541 = l_4540 == u32(0);
if l_4541 {
l_mut_3931 = u32(1);
} else {
let l_4542 = l_4538 & u32(2147483648);
let l_4543 = l_4542 != u32(0);
if l_4543 {
let l_4544 = l_4538 - u32(1);
l_mut_3931 = l_4544;
} else {
let l_4545 = l_4538 == u32(2139095040);
if l_4545 {
l_mut_3931 = l_4538;
}
}
}
let l_4546 = bitcast<f32>(l_mut_3931);
let l_4547 = bitcast<u32>(l_4546);
let l_4548 = l_4547 ^ u32(2147483648);
let l_4549 = bitcast<f32>(l_4548);
let l_4550 = bitcast<u32>(l_4549);
let l_4551 = l_4550 & u32(2147483647);
let l_4552 = bitcast<f32>(l_4551);
let l_4553 = f64(l_4552);
l_mut_78 = l_4553;
let l_4554 = l_4551 < u32(8388608);
if l_4554 {
let l_4555 = f64(l_4551);
let l_4556 = l_4555 * f64(1.401298464324817e-45);
l_mut_78 = l_4556;
}
let l_4557 = bitcast<u64>(l_mut_78);
let l_4558 = l_4550 >> u32(31);
let l_4559 = u64(l_4558);
let l_4560 = l_4559 << u32(bitcast<u64>(u64(63)));
let l_4561 = l_4557 | l_4560;
let l_4562 = bitcast<f64>(l_4561);
l_mut_2915 = l_4562;
} else {
let l_4563 = bitcast<u32>(l_4532);
let l_4564 = l_4563 + u32(1);
l_mut_3931 = l_4564;
let l_4565 = l_4563 & u32(2147483647);
let l_4566 = l_4565 == u32(0);
if l_4566 {
l_mut_3931 = u32(1);
} else {
let l_4567 = l_4563 & u32(2147483648);
let l_4568 = l_4567 != u32(0);
if l_4568 {
let l_4569 = l_4563 - u32(1);
l_mut_3931 = l_4569;
} else {
let l_4570 = l_4563 == u32(2139095040);
if l_4570 {
l_mut_3931 = l_4563;
}
}
}
let l_4571 = bitcast<f32>(l_mut_3931);
let l_4572 = bitcast<u32>(l_4571);
let l_4573 = l_4572 & u32(2147483647);
let l_4574 = bitcast<f32>(l_4573);
let l_4575 = f64(l_4574);
l_mut_78 = l_4575;
let l_4576 = l_4573 < u32(8388608);
if l_4576 {
let l_4577 = f64(l_4573);
let l_4578 = l_4577 * f64(1.401298464324817e-45);
l_mut_78 = l_4578;
}
let l_4579 = bitcast<u64>(l_mut_78);
let l_4580 = l_4572 >> u32(31);
let l_4581 = u64(l_4580);
let l_4582 = l_4581 << u32(bitcast<u64>(u64(63)));
let l_4583 = l_4579 | l_4582;
let l_4584 = bitcast<f64>(l_4583);
let l_4585 = l_4584 <= l_4526;
if l_4585 {
let l_4586 = bitcast<u32>(l_4532);
let l_4587 = l_4586 + u32(1);
l_mut_3931 = l_4587;
let l_4588 = l_4586 & u32(2147483647);
let l_4589 = l_4588 == u32(0);
if l_4589 {
l_mut_3931 = u32(1);
} else {
let l_4590 = l_4586 & u32(2147483648);
let l_4591 = l_4590 != u32(0);
if l_4591 {
let l_4592 = l_4586 - u32(1);
l_mut_3931 = l_4592;
} else {
let l_4593 = l_4586 == u32(2139095040);
if l_4593 {
l_mut_3931 = l_4586;
}
}
}
let l_4594 = bitcast<f32>(l_mut_3931);
let l_4595 = bitcast<u32>(l_4594);
let l_4596 = l_4595 & u32(2147483647);
let l_4597 = bitcast<f32>(l_4596);
let l_4598 = f64(l_4597);
l_mut_78 = l_4598;
let l_4599 = l_4596 < u32(8388608);
if l_4599 {
let l_4600 = f64(l_4596);
let l_4601 = l_4600 * f64(1.401298464324817e-45);
l_mut_78 = l_4601;
}
let l_4602 = bitcast<u64>(l_mut_78);
let l_4603 = l_4595 >> u32(31);
let l_4604 = u64(l_4603);
let l_4605 = l_4604 << u32(bitcast<u64>(u64(63)));
let l_4606 = l_4602 | l_4605;
let l_4607 = bitcast<f64>(l_4606);
l_mut_2915 = l_4607;
}
}
}
l_mut_3169 = l_mut_2915;
} else {
let l_4608 = l_4437 - l_4440;
let l_4609 = l_4608 * f64(7.1362384635298e44);
let l_4610 = floor(l_4609);
let l_4611 = l_4610 * f64(1.401298464324817e-45);
l_mut_2915 = l_4611;
let l_4612 = abs(l_4608);
let l_4613 = l_4612 >= f64(1.1754943508222875e-38);
if l_4613 {
let l_4614 = f32(l_4608);
let l_4615 = f64(l_4614);
l_mut_2915 = l_4615;
let l_4616 = l_mut_2915 > l_4608;
if l_4616 {
let l_4617 = bitcast<u32>(l_4614);
let l_4618 = l_4617 ^ u32(2147483648);
let l_4619 = bitcast<f32>(l_4618);
let l_4620 = bitcast<u32>(l_4619);
let l_4621 = l_4620 + u32(1);
l_mut_3931 = l_4621;
let l_4622 = l_4620 & u32(2147483647);
let l_4623 = l_4622 == u32(0);
if l_4623 {
l_mut_3931 = u32(1);
} else {
let l_4624 = l_4620 & u32(2147483648);
let l_4625 = l_4624 != u32(0);
if l_4625 {
let l_4626 = l_4620 - u32(1);
l_mut_3931 = l_4626;
} else {
let l_4627 = l_4620 == u32(2139095040);
if l_4627 {
l_mut_3931 = l_4620;
}
}
}
let l_4628 = bitcast<f32>(l_mut_3931);
let l_4629 = bitcast<u32>(l_4628);
let l_4630 = l_4629 ^ u32(2147483648);
let l_4631 = bitcast<f32>(l_4630);
let l_4632 = bitcast<u32>(l_4631);
let l_4633 = l_4632 & u32(2147483647);
let l_4634 = bitcast<f32>(l_4633);
let l_4635 = f64(l_4634);
l_mut_78 = l_4635;
let l_4636 = l_4633 < u32(8388608);
if l_4636 {
let l_4637 = f64(l_4633);
let l_4638 = l_4637 * f64(1.401298464324817e-45);
l_mut_78 = l_4638;
}
let l_4639 = bitcast<u64>(l_mut_78);
let l_4640 = l_4632 >> u32(31);
let l_4641 = u64(l_4640);
let l_4642 = l_4641 << u32(bitcast<u64>(u64(63)));
let l_4643 = l_4639 | l_4642;
let l_4644 = bitcast<f64>(l_4643);
l_mut_2915 = l_4644;
} else {
let l_4645 = bitcast<u32>(l_4614);
let l_4646 = l_4645 + u32(1);
l_mut_3931 = l_4646;
let l_4647 = l_4645 & u32(2147483647);
let l_4648 = l_4647 == u32(0);
if l_4648 {
l_mut_3931 = u32(1);
} else {
let l_4649 = l_4645 & u32(2147483648);
let l_4650 = l_4649 != u32(0);
if l_4650 {
let l_4651 = l_4645 - u32(1);
l_mut_3931 = l_4651;
} else {
let l_4652 = l_4645 == u32(2139095040);
if l_4652 {
l_mut_3931 = l_4645;
}
}
}
let l_4653 = bitcast<f32>(l_mut_3931);
let l_4654 = bitcast<u32>(l_4653);
let l_4655 = l_4654 & u32(2147483647);
let l_4656 = bitcast<f32>(l_4655);
let l_4657 = f64(l_4656);
l_mut_78 = l_4657;
let l_4658 = l_4655 < u32(8388608);
if l_4658 {
let l_4659 = f64(l_4655);
let l_4660 = l_4659 * f64(1.401298464324817e-45);
l_mut_78 = l_4660;
}
let l_4661 = bitcast<u64>(l_mut_78);
let l_4662 = l_4654 >> u32(31);
let l_4663 = u64(l_4662);
let l_4664 = l_4663 << u32(bitcast<u64>(u64(63)));
let l_4665 = l_4661 | l_4664;
let l_4666 = bitcast<f64>(l_4665);
let l_4667 = l_4666 <= l_4608;
if l_4667 {
let l_4668 = bitcast<u32>(l_4614);
let l_4669 = l_4668 + u32(1);
l_mut_3931 = l_4669;
let l_4670 = l_4668 & u32(2147483647);
let l_4671 = l_4670 == u32(0);
if l_4671 {
l_mut_3931 = u32(1);
} else {
let l_4672 = l_4668 & u32(2147483648);
let l_4673 = l_4672 != u32(0);
if l_4673 {
let l_4674 = l_4668 - u32(1);
l_mut_3931 = l_4674;
} else {
let l_4675 = l_4668 == u32(2139095040);
if l_4675 {
l_mut_3931 = l_4668;
}
}
}
let l_4676 = bitcast<f32>(l_mut_3931);
let l_4677 = bitcast<u32>(l_4676);
let l_4678 = l_4677 & u32(2147483647);
let l_4679 = bitcast<f32>(l_4678);
let l_4680 = f64(l_4679);
l_mut_78 = l_4680;
let l_4681 = l_4678 < u32(8388608);
if l_4681 {
let l_4682 = f64(l_4678);
let l_4683 = l_4682 * f64(1.401298464324817e-45);
l_mut_78 = l_4683;
}
let l_4684 = bitcast<u64>(l_mut_78);
let l_4685 = l_4677 >> u32(31);
let l_4686 = u64(l_4685);
let l_4687 = l_4686 << u32(bitcast<u64>(u64(63)));
let l_4688 = l_4684 | l_4687;
let l_4689 = bitcast<f64>(l_4688);
l_mut_2915 = l_4689;
}
}
}
l_mut_3169 = l_mut_2915;
}
let l_4690 = l_mut_404 + l_719;
let l_4691 = abs(l_4690);
let l_4692 = l_4691 * f64(2.220446049250313e-16);
let l_4693 = l_2797 + l_4692;
let l_4694 = l_4690 + l_4693;
let l_4695 = -l_4694;
let l_4696 = l_4695 * f64(7.1362384635298e44);
let l_4697 = floor(l_4696);
let l_4698 = l_4697 * f64(1.401298464324817e-45);
l_mut_2915 = l_4698;
let l_4699 = abs(l_4695);
let l_4700 = l_4699 >= f64(1.1754943508222875e-38);
if l_4700 {
let l_4701 = f32(l_4695);
let l_4702 = f64(l_4701);
l_mut_2915 = l_4702;
let l_4703 = l_mut_2915 > l_4695;
if l_4703 {
let l_4704 = bitcast<u32>(l_4701);
let l_4705 = l_4704 ^ u32(2147483648);
let l_4706 = bitcast<f32>(l_4705);
let l_4707 = bitcast<u32>(l_4706);
let l_4708 = l_4707 + u32(1);
l_mut_3931 = l_4708;
let l_4709 = l_4707 & u32(2147483647);
let l_4710 = l_4709 == u32(0);
if l_4710 {
l_mut_3931 = u32(1);
} else {
let l_4711 = l_4707 & u32(2147483648);
let l_4712 = l_4711 != u32(0);
if l_4712 {
let l_4713 = l_4707 - u32(1);
l_mut_3931 = l_4713;
} else {
let l_4714 = l_4707 == u32(2139095040);
if l_4714 {
l_mut_3931 = l_4707;
}
}
}
let l_4715 = bitcast<f32>(l_mut_3931);
let l_4716 = bitcast<u32>(l_4715);
let l_4717 = l_4716 ^ u32(2147483648);
let l_4718 = bitcast<f32>(l_4717);
let l_4719 = bitcast<u32>(l_4718);
let l_4720 = l_4719 & u32(2147483647);
let l_4721 = bitcast<f32>(l_4720);
let l_4722 = f64(l_4721);
l_mut_78 = l_4722;
let l_4723 = l_4720 < u32(8388608);
if l_4723 {
let l_4724 = f64(l_4720);
let l_4725 = l_4724 * f64(1.401298464324817e-45);
l_mut_78 = l_4725;
}
let l_4726 = bitcast<u64>(l_mut_78);
let l_4727 = l_4719 >> u32(31);
let l_4728 = u64(l_4727);
let l_4729 = l_4728 << u32(bitcast<u64>(u64(63)));
let l_4730 = l_4726 | l_4729;
let l_4731 = bitcast<f64>(l_4730);
l_mut_2915 = l_4731;
} else {
let l_4732 = bitcast<u32>(l_4701);
let l_4733 = l_4732 + u32(1);
l_mut_3931 = l_4733;
let l_4734 = l_4732 & u32(2147483647);
let l_4735 = l_4734 == u32(0);
if l_4735 {
l_mut_3931 = u32(1);
} else {
let l_4736 = l_4732 & u32(2147483648);
let l_4737 = l_4736 != u32(0);
if l_4737 {
let l_4738 = l_4732 - u32(1);
l_mut_3931 = l_4738;
} else {
let l_4739 = l_4732 == u32(2139095040);
if l_4739 {
l_mut_3931 = l_4732;
}
}
}
let l_4740 = bitcast<f32>(l_mut_3931);
let l_4741 = bitcast<u32>(l_4740);
let l_4742 = l_4741 & u32(2147483647);
let l_4743 = bitcast<f32>(l_4742);
let l_4744 = f64(l_4743);
l_mut_78 = l_4744;
let l_4745 = l_4742 < u32(8388608);
if l_4745 {
let l_4746 = f64(l_4742);
let l_4747 = l_4746 * f64(1.401298464324817e-45);
l_mut_78 = l_4747;
}
let l_4748 = bitcast<u64>(l_mut_78);
let l_4749 = l_4741 >> u32(31);
let l_4750 = u64(l_4749);
let l_4751 = l_4750 << u32(bitcast<u64>(u64(63)));
let l_4752 = l_4748 | l_4751;
let l_4753 = bitcast<f64>(l_4752);
let l_4754 = l_4753 <= l_4695;
if l_4754 {
let l_4755 = bitcast<u32>(l_4701);
let l_4756 = l_4755 + u32(1);
l_mut_3931 = l_4756;
let l_4757 = l_4755 & u32(2147483647);
let l_4758 = l_4757 == u32(0);
if l_4758 {
l_mut_3931 = u32(1);
} else {
let l_4759 = l_4755 & u32(2147483648);
let l_4760 = l_4759 != u32(0);
if l_4760 {
let l_4761 = l_4755 - u32(1);
l_mut_3931 = l_4761;
} else {
let l_4762 = l_4755 == u32(2139095040);
if l_4762 {
l_mut_3931 = l_4755;
}
}
}
let l_4763 = bitcast<f32>(l_mut_3931);
let l_4764 = bitcast<u32>(l_4763);
let l_4765 = l_4764 & u32(2147483647);
let l_4766 = bitcast<f32>(l_4765);
let l_4767 = f64(l_4766);
l_mut_78 = l_4767;
let l_4768 = l_4765 < u32(8388608);
if l_4768 {
let l_4769 = f64(l_4765);
let l_4770 = l_4769 * f64(1.401298464324817e-45);
l_mut_78 = l_4770;
}
let l_4771 = bitcast<u64>(l_mut_78);
let l_4772 = l_4764 >> u32(31);
let l_4773 = u64(l_4772);
let l_4774 = l_4773 << u32(bitcast<u64>(u64(63)));
let l_4775 = l_4771 | l_4774;
let l_4776 = bitcast<f64>(l_4775);
l_mut_2915 = l_4776;
}
}
}
let l_4777 = -l_mut_2915;
l_mut_2915 = l_4777;
let l_4778 = bool(false) && bool(false);
if l_4778 {
let l_4779 = l_4690 + l_4693;
let l_4780 = l_4779 * f64(7.1362384635298e44);
let l_4781 = floor(l_4780);
let l_4782 = l_4781 * f64(1.401298464324817e-45);
l_mut_78 = l_4782;
let l_4783 = abs(l_4779);
let l_4784 = l_4783 >= f64(1.1754943508222875e-38);
if l_4784 {
let l_4785 = f32(l_4779);
let l_4786 = f64(l_4785);
l_mut_78 = l_4786;
let l_4787 = l_mut_78 > l_4779;
if l_4787 {
let l_4788 = bitcast<u32>(l_4785);
let l_4789 = l_4788 ^ u32(2147483648);
let l_4790 = bitcast<f32>(l_4789);
let l_4791 = bitcast<u32>(l_4790);
let l_4792 = l_4791 + u32(1);
l_mut_3931 = l_4792;
let l_4793 = l_4791 & u32(2147483647);
let l_4794 = l_4793 == u32(0);
if l_4794 {
l_mut_3931 = u32(1);
} else {
let l_4795 = l_4791 & u32(2147483648);
let l_4796 = l_4795 != u32(0);
if l_4796 {
let l_4797 = l_4791 - u32(1);
l_mut_3931 = l_4797;
} else {
let l_4798 = l_4791 == u32(2139095040);
if l_4798 {
l_mut_3931 = l_4791;
}
}
}
let l_4799 = bitcast<f32>(l_mut_3931);
let l_4800 = bitcast<u32>(l_4799);
let l_4801 = l_4800 ^ u32(2147483648);
let l_4802 = bitcast<f32>(l_4801);
let l_4803 = bitcast<u32>(l_4802);
let l_4804 = l_4803 & u32(2147483647);
let l_4805 = bitcast<f32>(l_4804);
let l_4806 = f64(l_4805);
l_mut_49 = l_4806;
let l_4807 = l_4804 < u32(8388608);
if l_4807 {
let l_4808 = f64(l_4804);
let l_4809 = l_4808 * f64(1.401298464324817e-45);
l_mut_49 = l_4809;
}
let l_4810 = bitcast<u64>(l_mut_49);
let l_4811 = l_4803 >> u32(31);
let l_4812 = u64(l_4811);
let l_4813 = l_4812 << u32(bitcast<u64>(u64(63)));
let l_4814 = l_4810 | l_4813;
let l_4815 = bitcast<f64>(l_4814);
l_mut_78 = l_4815;
} else {
let l_4816 = bitcast<u32>(l_4785);
let l_4817 = l_4816 + u32(1);
l_mut_3931 = l_4817;
let l_4818 = l_4816 & u32(2147483647);
let l_4819 = l_4818 == u32(0);
if l_4819 {
l_mut_3931 = u32(1);
} else {
let l_4820 = l_4816 & u32(2147483648);
let l_4821 = l_4820 != u32(0);
if l_4821 {
let l_4822 = l_4816 - u32(1);
l_mut_3931 = l_4822;
} else {
let l_4823 = l_4816 == u32(2139095040);
if l_4823 {
l_mut_3931 = l_4816;
}
}
}
let l_4824 = bitcast<f32>(l_mut_3931);
let l_4825 = bitcast<u32>(l_4824);
let l_4826 = l_4825 & u32(2147483647);
let l_4827 = bitcast<f32>(l_4826);
let l_4828 = f64(l_4827);
l_mut_49 = l_4828;
let l_4829 = l_4826 < u32(8388608);
if l_4829 {
let l_4830 = f64(l_4826);
let l_4831 = l_4830 * f64(1.401298464324817e-45);
l_mut_49 = l_4831;
}
let l_4832 = bitcast<u64>(l_mut_49);
let l_4833 = l_4825 >> u32(31);
let l_4834 = u64(l_4833);
let l_4835 = l_4834 << u32(bitcast<u64>(u64(63)));
let l_4836 = l_4832 | l_4835;
let l_4837 = bitcast<f64>(l_4836);
let l_4838 = l_4837 <= l_4779;
if l_4838 {
let l_4839 = bitcast<u32>(l_4785);
let l_4840 = l_4839 + u32(1);
l_mut_3931 = l_4840;
let l_4841 = l_4839 & u32(2147483647);
let l_4842 = l_4841 == u32(0);
if l_4842 {
l_mut_3931 = u32(1);
} else {
let l_4843 = l_4839 & u32(2147483648);
let l_4844 = l_4843 != u32(0);
if l_4844 {
let l_4845 = l_4839 - u32(1);
l_mut_3931 = l_4845;
} else {
let l_4846 = l_4839 == u32(2139095040);
if l_4846 {
l_mut_3931 = l_4839;
}
}
}
let l_4847 = bitcast<f32>(l_mut_3931);
let l_4848 = bitcast<u32>(l_4847);
let l_4849 = l_4848 & u32(2147483647);
let l_4850 = bitcast<f32>(l_4849);
let l_4851 = f64(l_4850);
l_mut_49 = l_4851;
let l_4852 = l_4849 < u32(8388608);
if l_4852 {
let l_4853 = f64(l_4849);
let l_4854 = l_4853 * f64(1.401298464324817e-45);
l_mut_49 = l_4854;
}
let l_4855 = bitcast<u64>(l_mut_49);
let l_4856 = l_4848 >> u32(31);
let l_4857 = u64(l_4856);
let l_4858 = l_4857 << u32(bitcast<u64>(u64(63)));
let l_4859 = l_4855 | l_4858;
let l_4860 = bitcast<f64>(l_4859);
l_mut_78 = l_4860;
}
}
}
l_mut_2915 = l_mut_78;
} else {
}
l_mut_3931 = u32(0);
let l_4861 = l_mut_3169 <= f64(0.0);
let l_4862 = l_mut_2915 >= f64(0.0);
let l_4863 = l_4861 && l_4862;
let l_4864 = !l_4863;
if l_4864 {
let l_4866 = l_mut_3679 / l_mut_3169;
let l_4867 = l_mut_3679 / l_mut_2915;
let l_4868 = l_mut_3425 / l_mut_3169;
let l_4869 = l_mut_3425 / l_mut_2915;
a_4865[u32(0)] = l_4866;
a_4865[u32(1)] = l_4866;
let l_4870 = a_4865[u32(0)];
let l_4871 = l_4867 < l_4870;
if l_4871 {
a_4865[u32(0)] = l_4867;
}
let l_4872 = a_4865[u32(0)];
let l_4873 = l_4868 < l_4872;
if l_4873 {
a_4865[u32(0)] = l_4868;
}
let l_4874 = a_4865[u32(0)];
let l_4875 = l_4869 < l_4874;
if l_4875 {
a_4865[u32(0)] = l_4869;
}
let l_4876 = a_4865[u32(1)];
let l_4877 = l_4867 > l_4876;
if l_4877 {
a_4865[u32(1)] = l_4867;
}
let l_4878 = a_4865[u32(1)];
let l_4879 = l_4868 > l_4878;
if l_4879 {
a_4865[u32(1)] = l_4868;
}
let l_4880 = a_4865[u32(1)];
let l_4881 = l_4869 > l_4880;
if l_4881 {
a_4865[u32(1)] = l_4869;
}
let l_4882 = a_4865[u32(0)];
let l_4883 = abs(l_4882);
let l_4884 = l_4883 * l_mut_232;
let l_4885 = a_4865[u32(1)];
let l_4886 = abs(l_4885);
let l_4887 = l_4886 * l_mut_232;
l_mut_3931 = u32(2);
let l_4888 = a_4865[u32(0)];
let l_4889 = l_4888 - l_4884;
let l_4890 = abs(l_4889);
l_mut_3679 = f64(1.401298464324817e-45);
let l_4891 = l_4890 >= f64(1.1754943508222875e-38);
let l_4892 = l_4890 <= f64(1.7976931348623157e308);
let l_4893 = l_4891 && l_4892;
if l_4893 {
let l_4894 = bitcast<u64>(l_4890);
let l_4895 = l_4894 >> u32(bitcast<u64>(u64(52)));
let l_4896 = l_4895 - u64(23);
let l_4897 = l_4896 << u32(bitcast<u64>(u64(52)));
let l_4898 = bitcast<f64>(l_4897);
l_mut_3679 = l_4898;
}
let l_4899 = l_4888 + l_4884;
let l_4900 = abs(l_4899);
l_mut_3425 = f64(1.401298464324817e-45);
let l_4901 = l_4900 >= f64(1.1754943508222875e-38);
let l_4902 = l_4900 <= f64(1.7976931348623157e308);
let l_4903 = l_4901 && l_4902;
if l_4903 {
let l_4904 = bitcast<u64>(l_4900);
let l_4905 = l_4904 >> u32(bitcast<u64>(u64(52)));
let l_4906 = l_4905 - u64(23);
let l_4907 = l_4906 << u32(bitcast<u64>(u64(52)));
let l_4908 = bitcast<f64>(l_4907);
l_mut_3425 = l_4908;
}
let l_4909 = l_mut_3679 == l_mut_3425;
let l_4910 = a_4865[u32(1)];
let l_4911 = l_4910 - l_4887;
let l_4912 = abs(l_4911);
l_mut_3679 = f64(1.401298464324817e-45);
let l_4913 = l_4912 >= f64(1.1754943508222875e-38);
let l_4914 = l_4912 <= f64(1.7976931348623157e308);
let l_4915 = l_4913 && l_4914;
if l_4915 {
let l_4916 = bitcast<u64>(l_4912);
let l_4917 = l_4916 >> u32(bitcast<u64>(u64(52)));
let l_4918 = l_4917 - u64(23);
let l_4919 = l_4918 << u32(bitcast<u64>(u64(52)));
let l_4920 = bitcast<f64>(l_4919);
l_mut_3679 = l_4920;
}
let l_4921 = l_4910 + l_4887;
let l_4922 = abs(l_4921);
l_mut_3425 = f64(1.401298464324817e-45);
let l_4923 = l_4922 >= f64(1.1754943508222875e-38);
let l_4924 = l_4922 <= f64(1.7976931348623157e308);
let l_4925 = l_4923 && l_4924;
if l_4925 {
let l_4926 = bitcast<u64>(l_4922);
let l_4927 = l_4926 >> u32(bitcast<u64>(u64(52)));
let l_4928 = l_4927 - u64(23);
let l_4929 = l_4928 << u32(bitcast<u64>(u64(52)));
let l_4930 = bitcast<f64>(l_4929);
l_mut_3425 = l_4930;
}
let l_4931 = l_mut_3679 == l_mut_3425;
let l_4932 = l_4909 && l_4931;
if l_4932 {
let l_4933 = a_4865[u32(0)];
let l_4934 = a_4865[u32(0)];
let l_4935 = abs(l_4934);
l_mut_3679 = f64(1.401298464324817e-45);
let l_4936 = l_4935 >= f64(1.1754943508222875e-38);
let l_4937 = l_4935 <= f64(1.7976931348623157e308);
let l_4938 = l_4936 && l_4937;
if l_4938 {
let l_4939 = bitcast<u64>(l_4935);
let l_4940 = l_4939 >> u32(bitcast<u64>(u64(52)));
let l_4941 = l_4940 - u64(23);
let l_4942 = l_4941 << u32(bitcast<u64>(u64(52)));
let l_4943 = bitcast<f64>(l_4942);
l_mut_3679 = l_4943;
}
let l_4944 = l_722 * l_mut_3679;
let l_4945 = l_4933 - l_4944;
let l_4946 = a_4865[u32(1)];
let l_4947 = a_4865[u32(1)];
let l_4948 = abs(l_4947);
l_mut_3679 = f64(1.401298464324817e-45);
let l_4949 = l_4948 >= f64(1.1754943508222875e-38);
let l_4950 = l_4948 <= f64(1.7976931348623157e308);
let l_4951 = l_4949 && l_4950;
if l_4951 {
let l_4952 = bitcast<u64>(l_4948);
let l_4953 = l_4952 >> u32(bitcast<u64>(u64(52)));
let l_4954 = l_4953 - u64(23);
let l_4955 = l_4954 << u32(bitcast<u64>(u64(52)));
let l_4956 = bitcast<f64>(l_4955);
l_mut_3679 = l_4956;
}
let l_4957 = l_722 * l_mut_3679;
let l_4958 = l_4946 + l_4957;
let l_4959 = bitcast<u32>(l_26);
let l_4960 = l_4959 & u32(2147483647);
let l_4961 = bitcast<f32>(l_4960);
let l_4962 = f64(l_4961);
l_mut_3679 = l_4962;
let l_4963 = l_4960 < u32(8388608);
if l_4963 {
let l_4964 = f64(l_4960);
let l_4965 = l_4964 * f64(1.401298464324817e-45);
l_mut_3679 = l_4965;
}
let l_4966 = bitcast<u64>(l_mut_3679);
let l_4967 = l_4959 >> u32(31);
let l_4968 = u64(l_4967);
let l_4969 = l_4968 << u32(bitcast<u64>(u64(63)));
let l_4970 = l_4966 | l_4969;
let l_4971 = bitcast<f64>(l_4970);
let l_4972 = bitcast<u32>(l_26);
let l_4973 = l_4972 + u32(1);
l_mut_4974 = l_4973;
let l_4975 = l_4972 & u32(2147483647);
let l_4976 = l_4975 == u32(0);
if l_4976 {
l_mut_4974 = u32(1);
} else {
let l_4977 = l_4972 & u32(2147483648);
let l_4978 = l_4977 != u32(0);
if l_4978 {
let l_4979 = l_4972 - u32(1);
l_mut_4974 = l_4979;
} else {
let l_4980 = l_4972 == u32(2139095040);
if l_4980 {
l_mut_4974 = l_4972;
}
}
}
let l_4981 = bitcast<f32>(l_mut_4974);
let l_4982 = bitcast<u32>(l_4981);
let l_4983 = l_4982 & u32(2147483647);
let l_4984 = bitcast<f32>(l_4983);
let l_4985 = f64(l_4984);
l_mut_3679 = l_4985;
let l_4986 = l_4983 < u32(8388608);
if l_4986 {
let l_4987 = f64(l_4983);
let l_4988 = l_4987 * f64(1.401298464324817e-45);
l_mut_3679 = l_4988;
}
let l_4989 = bitcast<u64>(l_mut_3679);
let l_4990 = l_4982 >> u32(31);
let l_4991 = u64(l_4990);
let l_4992 = l_4991 << u32(bitcast<u64>(u64(63)));
let l_4993 = l_4989 | l_4992;
let l_4994 = bitcast<f64>(l_4993);
let l_4995 = bitcast<u32>(l_26);
let l_4996 = l_4995 ^ u32(2147483648);
let l_4997 = bitcast<f32>(l_4996);
let l_4998 = bitcast<u32>(l_4997);
let l_4999 = l_4998 + u32(1);
l_mut_4974 = l_4999;
let l_5000 = l_4998 & u32(2147483647);
let l_5001 = l_5000 == u32(0);
if l_5001 {
l_mut_4974 = u32(1);
} else {
let l_5002 = l_4998 & u32(2147483648);
let l_5003 = l_5002 != u32(0);
if l_5003 {
let l_5004 = l_4998 - u32(1);
l_mut_4974 = l_5004;
} else {
let l_5005 = l_4998 == u32(2139095040);
if l_5005 {
l_mut_4974 = l_4998;
}
}
}
let l_5006 = bitcast<f32>(l_mut_4974);
let l_5007 = bitcast<u32>(l_5006);
let l_5008 = l_5007 ^ u32(2147483648);
let l_5009 = bitcast<f32>(l_5008);
let l_5010 = bitcast<u32>(l_5009);
let l_5011 = l_5010 & u32(2147483647);
let l_5012 = bitcast<f32>(l_5011);
let l_5013 = f64(l_5012);
l_mut_3679 = l_5013;
let l_5014 = l_5011 < u32(8388608);
if l_5014 {
let l_5015 = f64(l_5011);
let l_5016 = l_5015 * f64(1.401298464324817e-45);
l_mut_3679 = l_5016;
}
let l_5017 = bitcast<u64>(l_mut_3679);
let l_5018 = l_5010 >> u32(31);
let l_5019 = u64(l_5018);
let l_5020 = l_5019 << u32(bitcast<u64>(u64(63)));
let l_5021 = l_5017 | l_5020;
let l_5022 = bitcast<f64>(l_5021);
let l_5023 = l_4945 + l_4884;
let l_5024 = l_5023 <= l_4971;
l_mut_847 = l_5024;
let l_5025 = l_4945 - l_4884;
let l_5026 = l_5025 > l_4971;
l_mut_844 = l_5026;
let l_5027 = l_4958 - l_4887;
let l_5028 = l_5027 >= l_4971;
l_mut_841 = l_5028;
let l_5029 = l_4958 + l_4887;
let l_5030 = l_5029 < l_4971;
l_mut_838 = l_5030;
let l_5031 = l_4945 + l_4884;
let l_5032 = l_5031 < l_4994;
l_mut_847 = l_5032;
let l_5033 = l_4945 - l_4884;
let l_5034 = l_5033 >= l_4994;
l_mut_844 = l_5034;
let l_5035 = l_4958 - l_4887;
let l_5036 = l_5035 > l_5022;
l_mut_841 = l_5036;
let l_5037 = l_4958 + l_4887;
let l_5038 = l_5037 <= l_5022;
l_mut_838 = l_5038;
l_mut_4974 = u32(2);
let l_5039 = l_mut_844 || l_mut_838;
if l_5039 {
l_mut_4974 = u32(1);
} else {
let l_5040 = l_mut_847 && l_mut_841;
if l_5040 {
l_mut_4974 = u32(0);
}
}
let l_5041 = bitcast<u32>(l_26);
let l_5042 = l_5041 & u32(2147483647);
let l_5043 = l_5042 == u32(0);
if l_5043 {
let l_5044 = l_4945 + l_4884;
let l_5045 = l_5044 < f64(1.1754943508222875e-38);
let l_5046 = l_4958 - l_4887;
let l_5047 = l_5046 > f64(-1.1754943508222875e-38);
let l_5048 = l_5045 && l_5047;
let l_5049 = l_4945 - l_4884;
let l_5050 = l_5049 < f64(1.1754943508222875e-38);
let l_5051 = l_4958 + l_4887;
let l_5052 = l_5051 > f64(-1.1754943508222875e-38);
let l_5053 = l_5050 && l_5052;
if l_5048 {
l_mut_4974 = u32(0);
} else {
let l_5054 = l_mut_4974 == u32(1);
let l_5055 = l_5053 && l_5054;
if l_5055 {
l_mut_4974 = u32(2);
}
}
}
l_mut_3931 = l_mut_4974;
}
}
let l_5056 = l_mut_746 == u32(0);
if l_5056 {
l_mut_787 = u32(0);
} else {
let l_5057 = l_mut_3931 == u32(1);
if l_5057 {
l_mut_787 = u32(1);
}
}
} else {
let l_5058 = l_mut_1900 - l_719;
let l_5059 = l_mut_1900 + l_719;
let l_5060 = l_mut_404 - l_719;
let l_5061 = l_mut_404 + l_719;
let l_5062 = abs(l_5060);
let l_5063 = l_5062 > l_2797;
let l_5064 = abs(l_5061);
let l_5065 = l_5064 > l_2797;
let l_5066 = l_5063 && l_5065;
if l_5066 {
let l_5067 = l_2795 + l_2797;
let l_5068 = abs(l_5060);
let l_5069 = abs(l_5061);
l_mut_3679 = l_5068;
let l_5070 = l_5069 < l_5068;
if l_5070 {
l_mut_3679 = l_5069;
}
let l_5071 = l_5067 / l_mut_3679;
let l_5072 = abs(l_5058);
let l_5073 = abs(l_5059);
l_mut_3679 = l_5072;
let l_5074 = l_5073 < l_5072;
if l_5074 {
l_mut_3679 = l_5073;
}
let l_5075 = l_2795 / l_mut_3679;
let l_5076 = l_5071 + l_5075;
l_mut_232 = l_mut_232 + l_5076;
l_mut_4974 = u32(0);
let l_5077 = l_5060 <= f64(0.0);
let l_5078 = l_5061 >= f64(0.0);
let l_5079 = l_5077 && l_5078;
let l_5080 = !l_5079;
if l_5080 {
let l_5082 = l_5058 / l_5060;
let l_5083 = l_5058 / l_5061;
let l_5084 = l_5059 / l_5060;
let l_5085 = l_5059 / l_5061;
a_5081[u32(0)] = l_5082;
a_5081[u32(1)] = l_5082;
let l_5086 = a_5081[u32(0)];
let l_5087 = l_5083 < l_5086;
if l_5087 {
a_5081[u32(0)] = l_5083;
}
let l_5088 = a_5081[u32(0)];
let l_5089 = l_5084 < l_5088;
if l_5089 {
a_5081[u32(0)] = l_5084;
}
let l_5090 = a_5081[u32(0)];
let l_5091 = l_5085 < l_5090;
if l_5091 {
a_5081[u32(0)] = l_5085;
}
let l_5092 = a_5081[u32(1)];
let l_5093 = l_5083 > l_5092;
if l_5093 {
a_5081[u32(1)] = l_5083;
}
let l_5094 = a_5081[u32(1)];
let l_5095 = l_5084 > l_5094;
if l_5095 {
a_5081[u32(1)] = l_5084;
}
let l_5096 = a_5081[u32(1)];
let l_5097 = l_5085 > l_5096;
if l_5097 {
a_5081[u32(1)] = l_5085;
}
let l_5098 = a_5081[u32(0)];
let l_5099 = abs(l_5098);
let l_5100 = l_5099 * l_mut_232;
let l_5101 = a_5081[u32(1)];
let l_5102 = abs(l_5101);
let l_5103 = l_5102 * l_mut_232;
l_mut_4974 = u32(2);
let l_5104 = a_5081[u32(0)];
let l_5105 = l_5104 - l_5100;
let l_5106 = abs(l_5105);
l_mut_3679 = f64(1.401298464324817e-45);
let l_5107 = l_5106 >= f64(1.1754943508222875e-38);
let l_5108 = l_5106 <= f64(1.7976931348623157e308);
let l_5109 = l_5107 && l_5108;
if l_5109 {
let l_5110 = bitcast<u64>(l_5106);
let l_5111 = l_5110 >> u32(bitcast<u64>(u64(52)));
let l_5112 = l_5111 - u64(23);
let l_5113 = l_5112 << u32(bitcast<u64>(u64(52)));
let l_5114 = bitcast<f64>(l_5113);
l_mut_3679 = l_5114;
}
let l_5115 = l_5104 + l_5100;
let l_5116 = abs(l_5115);
l_mut_3425 = f64(1.401298464324817e-45);
let l_5117 = l_5116 >= f64(1.1754943508222875e-38);
let l_5118 = l_5116 <= f64(1.7976931348623157e308);
let l_5119 = l_5117 && l_5118;
if l_5119 {
let l_5120 = bitcast<u64>(l_5116);
let l_5121 = l_5120 >> u32(bitcast<u64>(u64(52)));
let l_5122 = l_5121 - u64(23);
let l_5123 = l_5122 << u32(bitcast<u64>(u64(52)));
let l_5124 = bitcast<f64>(l_5123);
l_mut_3425 = l_5124;
}
let l_5125 = l_mut_3679 == l_mut_3425;
let l_5126 = a_5081[u32(1)];
let l_5127 = l_5126 - l_5103;
let l_5128 = abs(l_5127);
l_mut_3679 = f64(1.401298464324817e-45);
let l_5129 = l_5128 >= f64(1.1754943508222875e-38);
let l_5130 = l_5128 <= f64(1.7976931348623157e308);
let l_5131 = l_5129 && l_5130;
if l_5131 {
let l_5132 = bitcast<u64>(l_5128);
let l_5133 = l_5132 >> u32(bitcast<u64>(u64(52)));
let l_5134 = l_5133 - u64(23);
let l_5135 = l_5134 << u32(bitcast<u64>(u64(52)));
let l_5136 = bitcast<f64>(l_5135);
l_mut_3679 = l_5136;
}
let l_5137 = l_5126 + l_5103;
let l_5138 = abs(l_5137);
l_mut_3425 = f64(1.401298464324817e-45);
let l_5139 = l_5138 >= f64(1.1754943508222875e-38);
let l_5140 = l_5138 <= f64(1.7976931348623157e308);
let l_5141 = l_5139 && l_5140;
if l_5141 {
let l_5142 = bitcast<u64>(l_5138);
let l_5143 = l_5142 >> u32(bitcast<u64>(u64(52)));
let l_5144 = l_5143 - u64(23);
let l_5145 = l_5144 << u32(bitcast<u64>(u64(52)));
let l_5146 = bitcast<f64>(l_5145);
l_mut_3425 = l_5146;
}
let l_5147 = l_mut_3679 == l_mut_3425;
let l_5148 = l_5125 && l_5147;
if l_5148 {
let l_5149 = a_5081[u32(0)];
let l_5150 = a_5081[u32(0)];
let l_5151 = abs(l_5150);
l_mut_3679 = f64(1.401298464324817e-45);
let l_5152 = l_5151 >= f64(1.1754943508222875e-38);
let l_5153 = l_5151 <= f64(1.7976931348623157e308);
let l_5154 = l_5152 && l_5153;
if l_5154 {
let l_5155 = bitcast<u64>(l_5151);
let l_5156 = l_5155 >> u32(bitcast<u64>(u64(52)));
let l_5157 = l_5156 - u64(23);
let l_5158 = l_5157 << u32(bitcast<u64>(u64(52)));
let l_5159 = bitcast<f64>(l_5158);
l_mut_3679 = l_5159;
}
let l_5160 = l_722 * l_mut_3679;
let l_5161 = l_5149 - l_5160;
let l_5162 = a_5081[u32(1)];
let l_5163 = a_5081[u32(1)];
let l_5164 = abs(l_5163);
l_mut_3679 = f64(1.401298464324817e-45);
let l_5165 = l_5164 >= f64(1.1754943508222875e-38);
let l_5166 = l_5164 <= f64(1.7976931348623157e308);
let l_5167 = l_5165 && l_5166;
if l_5167 {
let l_5168 = bitcast<u64>(l_5164);
let l_5169 = l_5168 >> u32(bitcast<u64>(u64(52)));
let l_5170 = l_5169 - u64(23);
let l_5171 = l_5170 << u32(bitcast<u64>(u64(52)));
let l_5172 = bitcast<f64>(l_5171);
l_mut_3679 = l_5172;
}
let l_5173 = l_722 * l_mut_3679;
let l_5174 = l_5162 + l_5173;
let l_5175 = bitcast<u32>(l_26);
let l_5176 = l_5175 & u32(2147483647);
let l_5177 = bitcast<f32>(l_5176);
let l_5178 = f64(l_5177);
l_mut_3679 = l_5178;
let l_5179 = l_5176 < u32(8388608);
if l_5179 {
let l_5180 = f64(l_5176);
let l_5181 = l_5180 * f64(1.401298464324817e-45);
l_mut_3679 = l_5181;
}
let l_5182 = bitcast<u64>(l_mut_3679);
let l_5183 = l_5175 >> u32(31);
let l_5184 = u64(l_5183);
let l_5185 = l_5184 << u32(bitcast<u64>(u64(63)));
let l_5186 = l_5182 | l_5185;
let l_5187 = bitcast<f64>(l_5186);
let l_5188 = bitcast<u32>(l_26);
let l_5189 = l_5188 + u32(1);
l_mut_3931 = l_5189;
let l_5190 = l_5188 & u32(2147483647);
let l_5191 = l_5190 == u32(0);
if l_5191 {
l_mut_3931 = u32(1);
} else {
let l_5192 = l_5188 & u32(2147483648);
let l_5193 = l_5192 != u32(0);
if l_5193 {
let l_5194 = l_5188 - u32(1);
l_mut_3931 = l_5194;
} else {
let l_5195 = l_5188 == u32(2139095040);
if l_5195 {
l_mut_3931 = l_5188;
}
}
}
let l_5196 = bitcast<f32>(l_mut_3931);
let l_5197 = bitcast<u32>(l_5196);
let l_5198 = l_5197 & u32(2147483647);
let l_5199 = bitcast<f32>(l_5198);
let l_5200 = f64(l_5199);
l_mut_3679 = l_5200;
let l_5201 = l_5198 < u32(8388608);
if l_5201 {
let l_5202 = f64(l_5198);
let l_5203 = l_5202 * f64(1.401298464324817e-45);
l_mut_3679 = l_5203;
}
let l_5204 = bitcast<u64>(l_mut_3679);
let l_5205 = l_5197 >> u32(31);
let l_5206 = u64(l_5205);
let l_5207 = l_5206 << u32(bitcast<u64>(u64(63)));
let l_5208 = l_5204 | l_5207;
let l_5209 = bitcast<f64>(l_5208);
let l_5210 = bitcast<u32>(l_26);
let l_5211 = l_5210 ^ u32(2147483648);
let l_5212 = bitcast<f32>(l_5211);
let l_5213 = bitcast<u32>(l_5212);
let l_5214 = l_5213 + u32(1);
l_mut_3931 = l_5214;
let l_5215 = l_5213 & u32(2147483647);
let l_5216 = l_5215 == u32(0);
if l_5216 {
l_mut_3931 = u32(1);
} else {
let l_5217 = l_5213 & u32(2147483648);
let l_5218 = l_5217 != u32(0);
if l_5218 {
let l_5219 = l_5213 - u32(1);
l_mut_3931 = l_5219;
} else {
let l_5220 = l_5213 == u32(2139095040);
if l_5220 {
l_mut_3931 = l_5213;
}
}
}
let l_5221 = bitcast<f32>(l_mut_3931);
let l_5222 = bitcast<u32>(l_5221);
let l_5223 = l_5222 ^ u32(2147483648);
let l_5224 = bitcast<f32>(l_5223);
let l_5225 = bitcast<u32>(l_5224);
let l_5226 = l_5225 & u32(2147483647);
let l_5227 = bitcast<f32>(l_5226);
let l_5228 = f64(l_5227);
l_mut_3679 = l_5228;
let l_5229 = l_5226 < u32(8388608);
if l_5229 {
let l_5230 = f64(l_5226);
let l_5231 = l_5230 * f64(1.401298464324817e-45);
l_mut_3679 = l_5231;
}
let l_5232 = bitcast<u64>(l_mut_3679);
let l_5233 = l_5225 >> u32(31);
let l_5234 = u64(l_5233);
let l_5235 = l_5234 << u32(bitcast<u64>(u64(63)));
let l_5236 = l_5232 | l_5235;
let l_5237 = bitcast<f64>(l_5236);
let l_5238 = l_5161 + l_5100;
let l_5239 = l_5238 <= l_5187;
l_mut_847 = l_5239;
let l_5240 = l_5161 - l_5100;
let l_5241 = l_5240 > l_5187;
l_mut_844 = l_5241;
let l_5242 = l_5174 - l_5103;
let l_5243 = l_5242 >= l_5187;
l_mut_841 = l_5243;
let l_5244 = l_5174 + l_5103;
let l_5245 = l_5244 < l_5187;
l_mut_838 = l_5245;
l_mut_3931 = u32(2);
let l_5246 = l_mut_844 || l_mut_838;
if l_5246 {
l_mut_3931 = u32(1);
} else {
let l_5247 = l_mut_847 && l_mut_841;
if l_5247 {
l_mut_3931 = u32(0);
}
}
let l_5248 = bitcast<u32>(l_26);
let l_5249 = l_5248 & u32(2147483647);
let l_5250 = l_5249 == u32(0);
if l_5250 {
let l_5251 = l_5161 + l_5100;
let l_5252 = l_5251 < f64(1.1754943508222875e-38);
let l_5253 = l_5174 - l_5103;
let l_5254 = l_5253 > f64(-1.1754943508222875e-38);
let l_5255 = l_5252 && l_5254;
let l_5256 = l_5161 - l_5100;
let l_5257 = l_5256 < f64(1.1754943508222875e-38);
let l_5258 = l_5174 + l_5103;
let l_5259 = l_5258 > f64(-1.1754943508222875e-38);
let l_5260 = l_5257 && l_5259;
if l_5255 {
l_mut_3931 = u32(0);
} else {
let l_5261 = l_mut_3931 == u32(1);
let l_5262 = l_5260 && l_5261;
if l_5262 {
l_mut_3931 = u32(2);
}
}
}
l_mut_4974 = l_mut_3931;
}
}
l_mut_787 = l_mut_4974;
}
}
l_mut_730 = l_mut_787;
} else {
let l_5263 = l_727 <= l_725;
if l_5263 {
let l_5264 = f32(l_726);
let l_5265 = bitcast<u32>(l_5264);
let l_5266 = l_5265 & u32(2147483647);
let l_5267 = bitcast<f32>(l_5266);
let l_5268 = f64(l_5267);
l_mut_3679 = l_5268;
let l_5269 = l_5266 < u32(8388608);
if l_5269 {
let l_5270 = f64(l_5266);
let l_5271 = l_5270 * f64(1.401298464324817e-45);
l_mut_3679 = l_5271;
}
let l_5272 = bitcast<u64>(l_mut_3679);
let l_5273 = l_5265 >> u32(31);
let l_5274 = u64(l_5273);
let l_5275 = l_5274 << u32(bitcast<u64>(u64(63)));
let l_5276 = l_5272 | l_5275;
let l_5277 = bitcast<f64>(l_5276);
let l_5278 = abs(l_5277);
l_mut_3679 = l_5278;
l_mut_4974 = u32(0);
let l_5279 = l_5278 >= f64(0.785);
if l_5279 {
let l_5280 = l_5278 * f64(0.6366197723675814);
let l_5281 = l_5280 + f64(0.5);
let l_5282 = floor(l_5281);
let l_5283 = l_5282 * f64(1.570796325802803);
let l_5284 = l_5278 - l_5283;
let l_5285 = l_5284 * l_20;
let l_5286 = l_5282 * f64(9.920935796805404e-10);
let l_5287 = l_5285 - l_5286;
l_mut_3679 = l_5287;
let l_5288 = u32(l_5282);
l_mut_4974 = l_5288;
}
let l_5289 = bitcast<u32>(l_5264);
let l_5290 = l_5289 >= u32(2147483648);
let l_5291 = l_mut_3679 * l_mut_3679;
let l_5292 = l_5291 * f64(1.9572941063391263e-20);
let l_5293 = f64(8.22063524662433e-18) - l_5292;
l_mut_3425 = l_5293;
let l_5294 = l_mut_3425 * l_5291;
let l_5295 = l_5294 - f64(2.8114572543455206e-15);
l_mut_3425 = l_5295;
let l_5296 = l_mut_3425 * l_5291;
let l_5297 = l_5296 + f64(7.647163731819816e-13);
l_mut_3425 = l_5297;
let l_5298 = l_mut_3425 * l_5291;
let l_5299 = l_5298 - f64(1.6059043836821613e-10);
l_mut_3425 = l_5299;
let l_5300 = l_mut_3425 * l_5291;
let l_5301 = l_5300 + f64(2.505210838544172e-8);
l_mut_3425 = l_5301;
let l_5302 = l_mut_3425 * l_5291;
let l_5303 = l_5302 - f64(2.7557319223985893e-6);
l_mut_3425 = l_5303;
let l_5304 = l_mut_3425 * l_5291;
let l_5305 = l_5304 + f64(0.0001984126984126984);
l_mut_3425 = l_5305;
let l_5306 = l_mut_3425 * l_5291;
let l_5307 = l_5306 - f64(0.008333333333333333);
l_mut_3425 = l_5307;
let l_5308 = l_mut_3425 * l_5291;
let l_5309 = l_5308 + f64(0.16666666666666666);
l_mut_3425 = l_5309;
let l_5310 = f64(0.5) * l_5291;
let l_5311 = f64(1.0) - l_5310;
let l_5312 = f64(0.0) * l_5311;
let l_5313 = l_mut_3679 * l_5291;
let l_5314 = l_5313 * l_mut_3425;
let l_5315 = l_5312 - l_5314;
let l_5316 = l_mut_3679 + l_5315;
let l_5317 = l_mut_3679 * l_mut_3679;
let l_5318 = l_5317 * f64(4.110317623312165e-19);
let l_5319 = l_5318 - f64(1.5619206968586225e-16);
l_mut_3425 = l_5319;
let l_5320 = l_mut_3425 * l_5317;
let l_5321 = l_5320 + f64(4.779477332387385e-14);
l_mut_3425 = l_5321;
let l_5322 = l_mut_3425 * l_5317;
let l_5323 = l_5322 - f64(1.1470745597729725e-11);
l_mut_3425 = l_5323;
let l_5324 = l_mut_3425 * l_5317;
let l_5325 = l_5324 + f64(2.08767569878681e-9);
l_mut_3425 = l_5325;
let l_5326 = l_mut_3425 * l_5317;
let l_5327 = l_5326 - f64(2.755731922398589e-7);
l_mut_3425 = l_5327;
let l_5328 = l_mut_3425 * l_5317;
let l_5329 = l_5328 + f64(2.48015873015873e-5);
l_mut_3425 = l_5329;
let l_5330 = l_mut_3425 * l_5317;
let l_5331 = l_5330 - f64(0.001388888888888889);
l_mut_3425 = l_5331;
let l_5332 = l_mut_3425 * l_5317;
let l_5333 = l_5332 + f64(0.041666666666666664);
l_mut_3425 = l_5333;
let l_5334 = f64(0.5) * l_5317;
let l_5335 = f64(1.0) - l_5334;
let l_5336 = l_5317 * l_5317;
let l_5337 = l_5336 * l_mut_3425;
let l_5338 = f64(0.0) * l_mut_3679;
let l_5339 = l_5337 - l_5338;
let l_5340 = l_5335 + l_5339;
let l_5341 = l_mut_4974 & u32(1);
let l_5342 = l_5341 == u32(1);
l_mut_3679 = l_5316;
let l_5343 = l_mut_4974 & u32(2);
let l_5344 = l_5343 != u32(0);
l_mut_847 = l_5344;
let l_5345 = u32(6) == u32(6);
if l_5345 {
if l_5342 {
l_mut_3679 = l_5340;
}
} else {
let l_5346 = u32(6) == u32(7);
if l_5346 {
l_mut_3679 = l_5340;
if l_5342 {
l_mut_3679 = l_5316;
}
let l_5347 = l_mut_4974 + u32(1);
let l_5348 = l_5347 & u32(2);
let l_5349 = l_5348 != u32(0);
l_mut_847 = l_5349;
} else {
let l_5350 = l_5316 / l_5340;
l_mut_3679 = l_5350;
if l_5342 {
let l_5351 = l_5340 / l_5316;
l_mut_3679 = l_5351;
}
l_mut_847 = l_5342;
}
}
let l_5352 = u32(6) != u32(7);
let l_5353 = l_5352 && l_5290;
if l_5353 {
let l_5354 = !l_mut_847;
l_mut_847 = l_5354;
}
if l_mut_847 {
let l_5355 = -l_mut_3679;
l_mut_3679 = l_5355;
}
let l_5356 = f32(l_726);
let l_5357 = bitcast<u32>(l_5356);
let l_5358 = l_5357 & u32(2147483647);
let l_5359 = bitcast<f32>(l_5358);
let l_5360 = f64(l_5359);
l_mut_3425 = l_5360;
let l_5361 = l_5358 < u32(8388608);
if l_5361 {
let l_5362 = f64(l_5358);
let l_5363 = l_5362 * f64(1.401298464324817e-45);
l_mut_3425 = l_5363;
}
let l_5364 = bitcast<u64>(l_mut_3425);
let l_5365 = l_5357 >> u32(31);
let l_5366 = u64(l_5365);
let l_5367 = l_5366 << u32(bitcast<u64>(u64(63)));
let l_5368 = l_5364 | l_5367;
let l_5369 = bitcast<f64>(l_5368);
let l_5370 = abs(l_5369);
l_mut_3425 = l_5370;
l_mut_4974 = u32(0);
let l_5371 = l_5370 >= f64(0.785);
if l_5371 {
let l_5372 = l_5370 * f64(0.6366197723675814);
let l_5373 = l_5372 + f64(0.5);
let l_5374 = floor(l_5373);
let l_5375 = l_5374 * f64(1.570796325802803);
let l_5376 = l_5370 - l_5375;
let l_5377 = l_5376 * l_20;
let l_5378 = l_5374 * f64(9.920935796805404e-10);
let l_5379 = l_5377 - l_5378;
l_mut_3425 = l_5379;
let l_5380 = u32(l_5374);
l_mut_4974 = l_5380;
}
let l_5381 = bitcast<u32>(l_5356);
let l_5382 = l_5381 >= u32(2147483648);
let l_5383 = l_mut_3425 * l_mut_3425;
let l_5384 = l_5383 * f64(1.9572941063391263e-20);
let l_5385 = f64(8.22063524662433e-18) - l_5384;
l_mut_3169 = l_5385;
let l_5386 = l_mut_3169 * l_5383;
let l_5387 = l_5386 - f64(2.8114572543455206e-15);
l_mut_3169 = l_5387;
let l_5388 = l_mut_3169 * l_5383;
let l_5389 = l_5388 + f64(7.647163731819816e-13);
l_mut_3169 = l_5389;
let l_5390 = l_mut_3169 * l_5383;
let l_5391 = l_5390 - f64(1.6059043836821613e-10);
l_mut_3169 = l_5391;
let l_5392 = l_mut_3169 * l_5383;
let l_5393 = l_5392 + f64(2.505210838544172e-8);
l_mut_3169 = l_5393;
let l_5394 = l_mut_3169 * l_5383;
let l_5395 = l_5394 - f64(2.7557319223985893e-6);
l_mut_3169 = l_5395;
let l_5396 = l_mut_3169 * l_5383;
let l_5397 = l_5396 + f64(0.0001984126984126984);
l_mut_3169 = l_5397;
let l_5398 = l_mut_3169 * l_5383;
let l_5399 = l_5398 - f64(0.008333333333333333);
l_mut_3169 = l_5399;
let l_5400 = l_mut_3169 * l_5383;
let l_5401 = l_5400 + f64(0.16666666666666666);
l_mut_3169 = l_5401;
let l_5402 = f64(0.5) * l_5383;
let l_5403 = f64(1.0) - l_5402;
let l_5404 = f64(0.0) * l_5403;
let l_5405 = l_mut_3425 * l_5383;
let l_5406 = l_5405 * l_mut_3169;
let l_5407 = l_5404 - l_5406;
let l_5408 = l_mut_3425 + l_5407;
let l_5409 = l_mut_3425 * l_mut_3425;
let l_5410 = l_5409 * f64(4.110317623312165e-19);
let l_5411 = l_5410 - f64(1.5619206968586225e-16);
l_mut_3169 = l_5411;
let l_5412 = l_mut_3169 * l_5409;
let l_5413 = l_5412 + f64(4.779477332387385e-14);
l_mut_3169 = l_5413;
let l_5414 = l_mut_3169 * l_5409;
let l_5415 = l_5414 - f64(1.1470745597729725e-11);
l_mut_3169 = l_5415;
let l_5416 = l_mut_3169 * l_5409;
let l_5417 = l_5416 + f64(2.08767569878681e-9);
l_mut_3169 = l_5417;
let l_5418 = l_mut_3169 * l_5409;
let l_5419 = l_5418 - f64(2.755731922398589e-7);
l_mut_3169 = l_5419;
let l_5420 = l_mut_3169 * l_5409;
let l_5421 = l_5420 + f64(2.48015873015873e-5);
l_mut_3169 = l_5421;
let l_5422 = l_mut_3169 * l_5409;
let l_5423 = l_5422 - f64(0.001388888888888889);
l_mut_3169 = l_5423;
let l_5424 = l_mut_3169 * l_5409;
let l_5425 = l_5424 + f64(0.041666666666666664);
l_mut_3169 = l_5425;
let l_5426 = f64(0.5) * l_5409;
let l_5427 = f64(1.0) - l_5426;
let l_5428 = l_5409 * l_5409;
let l_5429 = l_5428 * l_mut_3169;
let l_5430 = f64(0.0) * l_mut_3425;
let l_5431 = l_5429 - l_5430;
let l_5432 = l_5427 + l_5431;
let l_5433 = l_mut_4974 & u32(1);
let l_5434 = l_5433 == u32(1);
l_mut_3425 = l_5408;
let l_5435 = l_mut_4974 & u32(2);
let l_5436 = l_5435 != u32(0);
l_mut_847 = l_5436;
let l_5437 = u32(7) == u32(6);
if l_5437 {
if l_5434 {
l_mut_3425 = l_5432;
}
} else {
let l_5438 = u32(7) == u32(7);
if l_5438 {
l_mut_3425 = l_5432;
if l_5434 {
l_mut_3425 = l_5408;
}
let l_5439 = l_mut_4974 + u32(1);
let l_5440 = l_5439 & u32(2);
let l_5441 = l_5440 != u32(0);
l_mut_847 = l_5441;
} else {
let l_5442 = l_5408 / l_5432;
l_mut_3425 = l_5442;
if l_5434 {
let l_5443 = l_5432 / l_5408;
l_mut_3425 = l_5443;
}
l_mut_847 = l_5434;
}
}
let l_5444 = u32(7) != u32(7);
let l_5445 = l_5444 && l_5382;
if l_5445 {
let l_5446 = !l_mut_847;
l_mut_847 = l_5446;
}
if l_mut_847 {
let l_5447 = -l_mut_3425;
l_mut_3425 = l_5447;
}
let l_5448 = abs(l_mut_3679);
let l_5449 = l_5448 * f64(1.4551915228366852e-11);
let l_5450 = abs(l_mut_3425);
let l_5451 = l_5450 * f64(1.4551915228366852e-11);
let l_5452 = l_mut_3679 - l_719;
let l_5453 = l_mut_3679 + l_719;
let l_5454 = l_mut_3425 - l_719;
let l_5455 = l_mut_3425 + l_719;
l_mut_4974 = u32(2);
let l_5456 = abs(l_5454);
let l_5457 = l_5456 <= l_5451;
let l_5458 = abs(l_5455);
let l_5459 = l_5458 <= l_5451;
let l_5460 = l_5457 || l_5459;
let l_5461 = !l_5460;
if l_5461 {
l_mut_4974 = u32(0);
let l_5462 = l_5454 <= f64(0.0);
let l_5463 = l_5455 >= f64(0.0);
let l_5464 = l_5462 && l_5463;
let l_5465 = !l_5464;
if l_5465 {
let l_5466 = abs(l_5454);
let l_5467 = abs(l_5455);
l_mut_3679 = l_5466;
let l_5468 = l_5467 < l_5466;
if l_5468 {
l_mut_3679 = l_5467;
}
let l_5469 = l_5451 / l_mut_3679;
let l_5470 = l_5469 + f64(1.4551915228366852e-11);
let l_5471 = f64(1.0) / l_5455;
let l_5472 = f64(1.0) / l_5454;
let l_5473 = abs(l_5471);
l_mut_3679 = f64(1.401298464324817e-45);
let l_5474 = l_5473 >= f64(1.1754943508222875e-38);
let l_5475 = l_5473 <= f64(1.7976931348623157e308);
let l_5476 = l_5474 && l_5475;
if l_5476 {
let l_5477 = bitcast<u64>(l_5473);
let l_5478 = l_5477 >> u32(bitcast<u64>(u64(52)));
let l_5479 = l_5478 - u64(23);
let l_5480 = l_5479 << u32(bitcast<u64>(u64(52)));
let l_5481 = bitcast<f64>(l_5480);
l_mut_3679 = l_5481;
}
let l_5482 = l_722 * l_mut_3679;
let l_5483 = l_5471 - l_5482;
let l_5484 = abs(l_5472);
l_mut_3679 = f64(1.401298464324817e-45);
let l_5485 = l_5484 >= f64(1.1754943508222875e-38);
let l_5486 = l_5484 <= f64(1.7976931348623157e308);
let l_5487 = l_5485 && l_5486;
if l_5487 {
let l_5488 = bitcast<u64>(l_5484);
let l_5489 = l_5488 >> u32(bitcast<u64>(u64(52)));
let l_5490 = l_5489 - u64(23);
let l_5491 = l_5490 << u32(bitcast<u64>(u64(52)));
let l_5492 = bitcast<f64>(l_5491);
l_mut_3679 = l_5492;
}
let l_5493 = l_722 * l_mut_3679;
let l_5494 = l_5472 + l_5493;
let l_5496 = l_5452 * l_5483;
let l_5497 = l_5452 * l_5494;
let l_5498 = l_5453 * l_5483;
let l_5499 = l_5453 * l_5494;
a_5495[u32(0)] = l_5496;
a_5495[u32(1)] = l_5496;
let l_5500 = a_5495[u32(0)];
let l_5501 = l_5497 < l_5500;
if l_5501 {
a_5495[u32(0)] = l_5497;
}
let l_5502 = a_5495[u32(0)];
let l_5503 = l_5498 < l_5502;
if l_5503 {
a_5495[u32(0)] = l_5498;
}
let l_5504 = a_5495[u32(0)];
let l_5505 = l_5499 < l_5504;
if l_5505 {
a_5495[u32(0)] = l_5499;
}
let l_5506 = a_5495[u32(1)];
let l_5507 = l_5497 > l_5506;
if l_5507 {
a_5495[u32(1)] = l_5497;
}
let l_5508 = a_5495[u32(1)];
let l_5509 = l_5498 > l_5508;
if l_5509 {
a_5495[u32(1)] = l_5498;
}
let l_5510 = a_5495[u32(1)];
let l_5511 = l_5499 > l_5510;
if l_5511 {
a_5495[u32(1)] = l_5499;
}
let l_5512 = abs(l_5452);
let l_5513 = abs(l_5453);
l_mut_3679 = l_5512;
let l_5514 = l_5513 > l_5512;
if l_5514 {
l_mut_3679 = l_5513;
}
let l_5515 = abs(l_5483);
let l_5516 = abs(l_5494);
l_mut_3425 = l_5515;
let l_5517 = l_5516 > l_5515;
if l_5517 {
l_mut_3425 = l_5516;
}
let l_5518 = l_mut_3679 * l_mut_3425;
let l_5519 = l_5470 + f64(1.4551915228366852e-11);
let l_5520 = l_5518 * l_5519;
let l_5521 = l_5449 * l_mut_3425;
let l_5522 = l_5520 + l_5521;
l_mut_4974 = u32(2);
let l_5523 = abs(l_5471);
let l_5524 = l_5523 * l_5470;
let l_5525 = l_5471 - l_5524;
let l_5526 = abs(l_5525);
l_mut_3679 = f64(1.401298464324817e-45);
let l_5527 = l_5526 >= f64(1.1754943508222875e-38);
let l_5528 = l_5526 <= f64(1.7976931348623157e308);
let l_5529 = l_5527 && l_5528;
if l_5529 {
let l_5530 = bitcast<u64>(l_5526);
let l_5531 = l_5530 >> u32(bitcast<u64>(u64(52)));
let l_5532 = l_5531 - u64(23);
let l_5533 = l_5532 << u32(bitcast<u64>(u64(52)));
let l_5534 = bitcast<f64>(l_5533);
l_mut_3679 = l_5534;
}
let l_5535 = l_5471 + l_5524;
let l_5536 = abs(l_5535);
l_mut_3425 = f64(1.401298464324817e-45);
let l_5537 = l_5536 >= f64(1.1754943508222875e-38);
let l_5538 = l_5536 <= f64(1.7976931348623157e308);
let l_5539 = l_5537 && l_5538;
if l_5539 {
let l_5540 = bitcast<u64>(l_5536);
let l_5541 = l_5540 >> u32(bitcast<u64>(u64(52)));
let l_5542 = l_5541 - u64(23);
let l_5543 = l_5542 << u32(bitcast<u64>(u64(52)));
let l_5544 = bitcast<f64>(l_5543);
l_mut_3425 = l_5544;
}
let l_5545 = l_mut_3679 == l_mut_3425;
let l_5546 = abs(l_5472);
let l_5547 = l_5546 * l_5470;
let l_5548 = l_5472 - l_5547;
let l_5549 = abs(l_5548);
l_mut_3679 = f64(1.401298464324817e-45);
let l_5550 = l_5549 >= f64(1.1754943508222875e-38);
let l_5551 = l_5549 <= f64(1.7976931348623157e308);
let l_5552 = l_5550 && l_5551;
if l_5552 {
let l_5553 = bitcast<u64>(l_5549);
let l_5554 = l_5553 >> u32(bitcast<u64>(u64(52)));
let l_5555 = l_5554 - u64(23);
let l_5556 = l_5555 << u32(bitcast<u64>(u64(52)));
let l_5557 = bitcast<f64>(l_5556);
l_mut_3679 = l_5557;
}
let l_5558 = l_5472 + l_5547;
let l_5559 = abs(l_5558);
l_mut_3425 = f64(1.401298464324817e-45);
let l_5560 = l_5559 >= f64(1.1754943508222875e-38);
let l_5561 = l_5559 <= f64(1.7976931348623157e308);
let l_5562 = l_5560 && l_5561;
if l_5562 {
let l_5563 = bitcast<u64>(l_5559);
let l_5564 = l_5563 >> u32(bitcast<u64>(u64(52)));
let l_5565 = l_5564 - u64(23);
let l_5566 = l_5565 << u32(bitcast<u64>(u64(52)));
let l_5567 = bitcast<f64>(l_5566);
l_mut_3425 = l_5567;
}
let l_5568 = l_mut_3679 == l_mut_3425;
let l_5569 = l_5545 && l_5568;
if l_5569 {
let l_5570 = a_5495[u32(0)];
let l_5571 = a_5495[u32(1)];
let l_5572 = bitcast<u32>(l_26);
let l_5573 = l_5572 & u32(2147483647);
let l_5574 = bitcast<f32>(l_5573);
let l_5575 = f64(l_5574);
l_mut_3679 = l_5575;
let l_5576 = l_5573 < u32(8388608);
if l_5576 {
let l_5577 = f64(l_5573);
let l_5578 = l_5577 * f64(1.401298464324817e-45);
l_mut_3679 = l_5578;
}
let l_5579 = bitcast<u64>(l_mut_3679);
let l_5580 = l_5572 >> u32(31);
let l_5581 = u64(l_5580);
let l_5582 = l_5581 << u32(bitcast<u64>(u64(63)));
let l_5583 = l_5579 | l_5582;
let l_5584 = bitcast<f64>(l_5583);
let l_5585 = bitcast<u32>(l_26);
let l_5586 = l_5585 + u32(1);
l_mut_3931 = l_5586;
let l_5587 = l_5585 & u32(2147483647);
let l_5588 = l_5587 == u32(0);
if l_5588 {
l_mut_3931 = u32(1);
} else {
let l_5589 = l_5585 & u32(2147483648);
let l_5590 = l_5589 != u32(0);
if l_5590 {
let l_5591 = l_5585 - u32(1);
l_mut_3931 = l_5591;
} else {
let l_5592 = l_5585 == u32(2139095040);
if l_5592 {
l_mut_3931 = l_5585;
}
}
}
let l_5593 = bitcast<f32>(l_mut_3931);
let l_5594 = bitcast<u32>(l_5593);
let l_5595 = l_5594 & u32(2147483647);
let l_5596 = bitcast<f32>(l_5595);
let l_5597 = f64(l_5596);
l_mut_3679 = l_5597;
let l_5598 = l_5595 < u32(8388608);
if l_5598 {
let l_5599 = f64(l_5595);
let l_5600 = l_5599 * f64(1.401298464324817e-45);
l_mut_3679 = l_5600;
}
let l_5601 = bitcast<u64>(l_mut_3679);
let l_5602 = l_5594 >> u32(31);
let l_5603 = u64(l_5602);
let l_5604 = l_5603 << u32(bitcast<u64>(u64(63)));
let l_5605 = l_5601 | l_5604;
let l_5606 = bitcast<f64>(l_5605);
let l_5607 = bitcast<u32>(l_26);
let l_5608 = l_5607 ^ u32(2147483648);
let l_5609 = bitcast<f32>(l_5608);
let l_5610 = bitcast<u32>(l_5609);
let l_5611 = l_5610 + u32(1);
l_mut_3931 = l_5611;
let l_5612 = l_5610 & u32(2147483647);
let l_5613 = l_5612 == u32(0);
if l_5613 {
l_mut_3931 = u32(1);
} else {
let l_5614 = l_5610 & u32(2147483648);
let l_5615 = l_5614 != u32(0);
if l_5615 {
let l_5616 = l_5610 - u32(1);
l_mut_3931 = l_5616;
} else {
let l_5617 = l_5610 == u32(2139095040);
if l_5617 {
l_mut_3931 = l_5610;
}
}
}
let l_5618 = bitcast<f32>(l_mut_3931);
let l_5619 = bitcast<u32>(l_5618);
let l_5620 = l_5619 ^ u32(2147483648);
let l_5621 = bitcast<f32>(l_5620);
let l_5622 = bitcast<u32>(l_5621);
let l_5623 = l_5622 & u32(2147483647);
let l_5624 = bitcast<f32>(l_5623);
let l_5625 = f64(l_5624);
l_mut_3679 = l_5625;
let l_5626 = l_5623 < u32(8388608);
if l_5626 {
let l_5627 = f64(l_5623);
let l_5628 = l_5627 * f64(1.401298464324817e-45);
l_mut_3679 = l_5628;
}
let l_5629 = bitcast<u64>(l_mut_3679);
let l_5630 = l_5622 >> u32(31);
let l_5631 = u64(l_5630);
let l_5632 = l_5631 << u32(bitcast<u64>(u64(63)));
let l_5633 = l_5629 | l_5632;
let l_5634 = bitcast<f64>(l_5633);
let l_5635 = l_5570 + l_5522;
let l_5636 = l_5635 <= l_5584;
l_mut_847 = l_5636;
let l_5637 = l_5570 - l_5522;
let l_5638 = l_5637 > l_5584;
l_mut_844 = l_5638;
let l_5639 = l_5571 - l_5522;
let l_5640 = l_5639 >= l_5584;
l_mut_841 = l_5640;
let l_5641 = l_5571 + l_5522;
let l_5642 = l_5641 < l_5584;
l_mut_838 = l_5642;
let l_5643 = l_5570 + l_5522;
let l_5644 = l_5643 < l_5606;
l_mut_847 = l_5644;
let l_5645 = l_5570 - l_5522;
let l_5646 = l_5645 >= l_5606;
l_mut_844 = l_5646;
let l_5647 = l_5571 - l_5522;
let l_5648 = l_5647 > l_5634;
l_mut_841 = l_5648;
let l_5649 = l_5571 + l_5522;
let l_5650 = l_5649 <= l_5634;
l_mut_838 = l_5650;
l_mut_3931 = u32(2);
let l_5651 = l_mut_844 || l_mut_838;
if l_5651 {
l_mut_3931 = u32(1);
} else {
let l_5652 = l_mut_847 && l_mut_841;
if l_5652 {
l_mut_3931 = u32(0);
}
}
let l_5653 = bitcast<u32>(l_26);
let l_5654 = l_5653 & u32(2147483647);
let l_5655 = l_5654 == u32(0);
if l_5655 {
let l_5656 = l_5570 + l_5522;
let l_5657 = l_5656 < f64(1.1754943508222875e-38);
let l_5658 = l_5571 - l_5522;
let l_5659 = l_5658 > f64(-1.1754943508222875e-38);
let l_5660 = l_5657 && l_5659;
let l_5661 = l_5570 - l_5522;
let l_5662 = l_5661 < f64(1.1754943508222875e-38);
let l_5663 = l_5571 + l_5522;
let l_5664 = l_5663 > f64(-1.1754943508222875e-38);
let l_5665 = l_5662 && l_5664;
if l_5660 {
l_mut_3931 = u32(0);
} else {
let l_5666 = l_mut_3931 == u32(1);
let l_5667 = l_5665 && l_5666;
if l_5667 {
l_mut_3931 = u32(2);
}
}
}
l_mut_4974 = l_mut_3931;
}
}
}
l_mut_730 = l_mut_4974;
}
}
} else {
let l_5668 = l_713 == u32(13);
if l_5668 {
let l_5670 = l_726 * l_722;
let l_5671 = l_726 * l_725;
let l_5672 = l_726 * l_722;
let l_5673 = l_726 * l_725;
a_5669[u32(0)] = l_5670;
a_5669[u32(1)] = l_5670;
let l_5674 = a_5669[u32(0)];
let l_5675 = l_5671 < l_5674;
if l_5675 {
a_5669[u32(0)] = l_5671;
}
let l_5676 = a_5669[u32(0)];
let l_5677 = l_5672 < l_5676;
if l_5677 {
a_5669[u32(0)] = l_5672;
}
let l_5678 = a_5669[u32(0)];
let l_5679 = l_5673 < l_5678;
if l_5679 {
a_5669[u32(0)] = l_5673;
}
let l_5680 = a_5669[u32(1)];
let l_5681 = l_5671 > l_5680;
if l_5681 {
a_5669[u32(1)] = l_5671;
}
let l_5682 = a_5669[u32(1)];
let l_5683 = l_5672 > l_5682;
if l_5683 {
a_5669[u32(1)] = l_5672;
}
let l_5684 = a_5669[u32(1)];
let l_5685 = l_5673 > l_5684;
if l_5685 {
a_5669[u32(1)] = l_5673;
}
let l_5686 = a_5669[u32(0)];
let l_5687 = l_5686 * f64(7.1362384635298e44);
let l_5688 = floor(l_5687);
let l_5689 = l_5688 * f64(1.401298464324817e-45);
l_mut_3679 = l_5689;
let l_5690 = abs(l_5686);
let l_5691 = l_5690 >= f64(1.1754943508222875e-38);
if l_5691 {
let l_5692 = f32(l_5686);
let l_5693 = f64(l_5692);
l_mut_3679 = l_5693;
let l_5694 = l_mut_3679 > l_5686;
if l_5694 {
let l_5695 = bitcast<u32>(l_5692);
let l_5696 = l_5695 ^ u32(2147483648);
let l_5697 = bitcast<f32>(l_5696);
let l_5698 = bitcast<u32>(l_5697);
let l_5699 = l_5698 + u32(1);
l_mut_4974 = l_5699;
let l_5700 = l_5698 & u32(2147483647);
let l_5701 = l_5700 == u32(0);
if l_5701 {
l_mut_4974 = u32(1);
} else {
let l_5702 = l_5698 & u32(2147483648);
let l_5703 = l_5702 != u32(0);
if l_5703 {
let l_5704 = l_5698 - u32(1);
l_mut_4974 = l_5704;
} else {
let l_5705 = l_5698 == u32(2139095040);
if l_5705 {
l_mut_4974 = l_5698;
}
}
}
let l_5706 = bitcast<f32>(l_mut_4974);
let l_5707 = bitcast<u32>(l_5706);
let l_5708 = l_5707 ^ u32(2147483648);
let l_5709 = bitcast<f32>(l_5708);
let l_5710 = bitcast<u32>(l_5709);
let l_5711 = l_5710 & u32(2147483647);
let l_5712 = bitcast<f32>(l_5711);
let l_5713 = f64(l_5712);
l_mut_3425 = l_5713;
let l_5714 = l_5711 < u32(8388608);
if l_5714 {
let l_5715 = f64(l_5711);
let l_5716 = l_5715 * f64(1.401298464324817e-45);
l_mut_3425 = l_5716;
}
let l_5717 = bitcast<u64>(l_mut_3425);
let l_5718 = l_5710 >> u32(31);
let l_5719 = u64(l_5718);
let l_5720 = l_5719 << u32(bitcast<u64>(u64(63)));
let l_5721 = l_5717 | l_5720;
let l_5722 = bitcast<f64>(l_5721);
l_mut_3679 = l_5722;
} else {
let l_5723 = bitcast<u32>(l_5692);
let l_5724 = l_5723 + u32(1);
l_mut_4974 = l_5724;
let l_5725 = l_5723 & u32(2147483647);
let l_5726 = l_5725 == u32(0);
if l_5726 {
l_mut_4974 = u32(1);
} else {
let l_5727 = l_5723 & u32(2147483648);
let l_5728 = l_5727 != u32(0);
if l_5728 {
let l_5729 = l_5723 - u32(1);
l_mut_4974 = l_5729;
} else {
let l_5730 = l_5723 == u32(2139095040);
if l_5730 {
l_mut_4974 = l_5723;
}
}
}
let l_5731 = bitcast<f32>(l_mut_4974);
let l_5732 = bitcast<u32>(l_5731);
let l_5733 = l_5732 & u32(2147483647);
let l_5734 = bitcast<f32>(l_5733);
let l_5735 = f64(l_5734);
l_mut_3425 = l_5735;
let l_5736 = l_5733 < u32(8388608);
if l_5736 {
let l_5737 = f64(l_5733);
let l_5738 = l_5737 * f64(1.401298464324817e-45);
l_mut_3425 = l_5738;
}
let l_5739 = bitcast<u64>(l_mut_3425);
let l_5740 = l_5732 >> u32(31);
let l_5741 = u64(l_5740);
let l_5742 = l_5741 << u32(bitcast<u64>(u64(63)));
let l_5743 = l_5739 | l_5742;
let l_5744 = bitcast<f64>(l_5743);
let l_5745 = l_5744 <= l_5686;
if l_5745 {
let l_5746 = bitcast<u32>(l_5692);
let l_5747 = l_5746 + u32(1);
l_mut_4974 = l_5747;
let l_5748 = l_5746 & u32(2147483647);
let l_5749 = l_5748 == u32(0);
if l_5749 {
l_mut_4974 = u32(1);
} else {
let l_5750 = l_5746 & u32(2147483648);
let l_5751 = l_5750 != u32(0);
if l_5751 {
let l_5752 = l_5746 - u32(1);
l_mut_4974 = l_5752;
} else {
let l_5753 = l_5746 == u32(2139095040);
if l_5753 {
l_mut_4974 = l_5746;
}
}
}
let l_5754 = bitcast<f32>(l_mut_4974);
let l_5755 = bitcast<u32>(l_5754);
let l_5756 = l_5755 & u32(2147483647);
let l_5757 = bitcast<f32>(l_5756);
let l_5758 = f64(l_5757);
l_mut_3425 = l_5758;
let l_5759 = l_5756 < u32(8388608);
if l_5759 {
let l_5760 = f64(l_5756);
let l_5761 = l_5760 * f64(1.401298464324817e-45);
l_mut_3425 = l_5761;
}
let l_5762 = bitcast<u64>(l_mut_3425);
let l_5763 = l_5755 >> u32(31);
let l_5764 = u64(l_5763);
let l_5765 = l_5764 << u32(bitcast<u64>(u64(63)));
let l_5766 = l_5762 | l_5765;
let l_5767 = bitcast<f64>(l_5766);
l_mut_3679 = l_5767;
}
}
}
l_mut_3425 = l_mut_3679;
let l_5768 = l_mut_3679 > f64(1000.0);
if l_5768 {
let l_5769 = bitcast<u64>(l_mut_3679);
let l_5770 = l_5769 | u64(9218868437227405312);
let l_5771 = l_5770 & bitcast<u64>(i64(-4503599627370496));
let l_5772 = bitcast<f64>(l_5771);
l_mut_3425 = l_5772;
} else {
let l_5773 = l_mut_3679 < f64(-1000.0);
if l_5773 {
l_mut_3425 = f64(0.0);
} else {
let l_5774 = is_nan_1_f64(l_mut_3679);let l_5775 = !l_5774;
if l_5775 {
let l_5776 = l_mut_3679 + f64(0.5);
let l_5777 = floor(l_5776);
let l_5778 = l_mut_3679 - l_5777;
let l_5779 = l_5778 * f64(0.6931471824645996);
let l_5780 = l_5778 * f64(-1.904654299957768e-9);
let l_5781 = l_5779 + l_5780;
l_mut_3679 = l_5781;
let l_5782 = is_nan_1_f64(l_5781);if l_5782 {
} else {
let l_5783 = l_5781 < f64(-700.0);
if l_5783 {
l_mut_3679 = f64(0.0);
} else {
let l_5784 = l_5781 > f64(700.0);
if l_5784 {
let l_5785 = bitcast<u64>(l_5781);
let l_5786 = l_5785 | u64(9218868437227405312);
let l_5787 = l_5786 & bitcast<u64>(i64(-4503599627370496));
let l_5788 = bitcast<f64>(l_5787);
l_mut_3679 = l_5788;
} else {
let l_5789 = l_5781 * f64(1.4426950408889634);
let l_5790 = l_5789 + f64(0.5);
let l_5791 = floor(l_5790);
let l_5792 = l_5791 * f64(0.6931471824645996);
let l_5793 = l_5779 - l_5792;
let l_5794 = l_5793 * l_20;
let l_5795 = l_5791 * f64(-1.904654299957768e-9);
let l_5796 = l_5780 - l_5795;
let l_5797 = l_5794 + l_5796;
let l_5798 = l_5797 * f64(7.647163731819816e-13);
let l_5799 = l_5798 + f64(1.1470745597729725e-11);
l_mut_3169 = l_5799;
let l_5800 = l_mut_3169 * l_5797;
let l_5801 = l_5800 + f64(1.6059043836821613e-10);
l_mut_3169 = l_5801;
let l_5802 = l_mut_3169 * l_5797;
let l_5803 = l_5802 + f64(2.08767569878681e-9);
l_mut_3169 = l_5803;
let l_5804 = l_mut_3169 * l_5797;
let l_5805 = l_5804 + f64(2.505210838544172e-8);
l_mut_3169 = l_5805;
let l_5806 = l_mut_3169 * l_5797;
let l_5807 = l_5806 + f64(2.755731922398589e-7);
l_mut_3169 = l_5807;
let l_5808 = l_mut_3169 * l_5797;
let l_5809 = l_5808 + f64(2.7557319223985893e-6);
l_mut_3169 = l_5809;
let l_5810 = l_mut_3169 * l_5797;
let l_5811 = l_5810 + f64(2.48015873015873e-5);
l_mut_3169 = l_5811;
let l_5812 = l_mut_3169 * l_5797;
let l_5813 = l_5812 + f64(0.0001984126984126984);
l_mut_3169 = l_5813;
let l_5814 = l_mut_3169 * l_5797;
let l_5815 = l_5814 + f64(0.001388888888888889);
l_mut_3169 = l_5815;
let l_5816 = l_mut_3169 * l_5797;
let l_5817 = l_5816 + f64(0.008333333333333333);
l_mut_3169 = l_5817;
let l_5818 = l_mut_3169 * l_5797;
let l_5819 = l_5818 + f64(0.041666666666666664);
l_mut_3169 = l_5819;
let l_5820 = l_mut_3169 * l_5797;
let l_5821 = l_5820 + f64(0.16666666666666666);
l_mut_3169 = l_5821;
let l_5822 = l_mut_3169 * l_5797;
let l_5823 = l_5822 + f64(0.5);
l_mut_3169 = l_5823;
let l_5824 = l_5797 * l_5797;
let l_5825 = l_5824 * l_mut_3169;
let l_5826 = l_5797 + l_5825;
let l_5827 = f64(1.0) + l_5826;
let l_5828 = i32(l_5791);
let l_5829 = l_5828 + i32(1023);
let l_5830 = u64(l_5829);
let l_5831 = l_5830 << u32(bitcast<u64>(u64(52)));
let l_5832 = bitcast<f64>(l_5831);
let l_5833 = l_5827 * l_5832;
l_mut_3679 = l_5833;
}
}
}
let l_5834 = i32(l_5777);
let l_5835 = l_5834 + i32(1023);
let l_5836 = u64(l_5835);
let l_5837 = l_5836 << u32(bitcast<u64>(u64(52)));
let l_5838 = bitcast<f64>(l_5837);
let l_5839 = l_mut_3679 * l_5838;
l_mut_3425 = l_5839;
}
}
}
let l_5840 = a_5669[u32(1)];
let l_5841 = -l_5840;
let l_5842 = l_5841 * f64(7.1362384635298e44);
let l_5843 = floor(l_5842);
let l_5844 = l_5843 * f64(1.401298464324817e-45);
l_mut_3679 = l_5844;
let l_5845 = abs(l_5841);
let l_5846 = l_5845 >= f64(1.1754943508222875e-38);
if l_5846 {
let l_5847 = f32(l_5841);
let l_5848 = f64(l_5847);
l_mut_3679 = l_5848;
let l_5849 = l_mut_3679 > l_5841;
if l_5849 {
let l_5850 = bitcast<u32>(l_5847);
let l_5851 = l_5850 ^ u32(2147483648);
let l_5852 = bitcast<f32>(l_5851);
let l_5853 = bitcast<u32>(l_5852);
let l_5854 = l_5853 + u32(1);
l_mut_4974 = l_5854;
let l_5855 = l_5853 & u32(2147483647);
let l_5856 = l_5855 == u32(0);
if l_5856 {
l_mut_4974 = u32(1);
} else {
let l_5857 = l_5853 & u32(2147483648);
let l_5858 = l_5857 != u32(0);
if l_5858 {
let l_5859 = l_5853 - u32(1);
l_mut_4974 = l_5859;
} else {
let l_5860 = l_5853 == u32(2139095040);
if l_5860 {
l_mut_4974 = l_5853;
}
}
}
let l_5861 = bitcast<f32>(l_mut_4974);
let l_5862 = bitcast<u32>(l_5861);
let l_5863 = l_5862 ^ u32(2147483648);
let l_5864 = bitcast<f32>(l_5863);
let l_5865 = bitcast<u32>(l_5864);
let l_5866 = l_5865 & u32(2147483647);
let l_5867 = bitcast<f32>(l_5866);
let l_5868 = f64(l_5867);
l_mut_3169 = l_5868;
let l_5869 = l_5866 < u32(8388608);
if l_5869 {
let l_5870 = f64(l_5866);
let l_5871 = l_5870 * f64(1.401298464324817e-45);
l_mut_3169 = l_5871;
}
let l_5872 = bitcast<u64>(l_mut_3169);
let l_5873 = l_5865 >> u32(31);
let l_5874 = u64(l_5873);
let l_5875 = l_5874 << u32(bitcast<u64>(u64(63)));
let l_5876 = l_5872 | l_5875;
let l_5877 = bitcast<f64>(l_5876);
l_mut_3679 = l_5877;
} else {
let l_5878 = bitcast<u32>(l_5847);
let l_5879 = l_5878 + u32(1);
l_mut_4974 = l_5879;
let l_5880 = l_5878 & u32(2147483647);
let l_5881 = l_5880 == u32(0);
if l_5881 {
l_mut_4974 = u32(1);
} else {
let l_5882 = l_5878 & u32(2147483648);
let l_5883 = l_5882 != u32(0);
if l_5883 {
let l_5884 = l_5878 - u32(1);
l_mut_4974 = l_5884;
} else {
let l_5885 = l_5878 == u32(2139095040);
if l_5885 {
l_mut_4974 = l_5878;
}
}
}
let l_5886 = bitcast<f32>(l_mut_4974);
let l_5887 = bitcast<u32>(l_5886);
let l_5888 = l_5887 & u32(2147483647);
let l_5889 = bitcast<f32>(l_5888);
let l_5890 = f64(l_5889);
l_mut_3169 = l_5890;
let l_5891 = l_5888 < u32(8388608);
if l_5891 {
let l_5892 = f64(l_5888);
let l_5893 = l_5892 * f64(1.401298464324817e-45);
l_mut_3169 = l_5893;
}
let l_5894 = bitcast<u64>(l_mut_3169);
let l_5895 = l_5887 >> u32(31);
let l_5896 = u64(l_5895);
let l_5897 = l_5896 << u32(bitcast<u64>(u64(63)));
let l_5898 = l_5894 | l_5897;
let l_5899 = bitcast<f64>(l_5898);
let l_5900 = l_5899 <= l_5841;
if l_5900 {
let l_5901 = bitcast<u32>(l_5847);
let l_5902 = l_5901 + u32(1);
l_mut_4974 = l_5902;
let l_5903 = l_5901 & u32(2147483647);
let l_5904 = l_5903 == u32(0);
if l_5904 {
l_mut_4974 = u32(1);
} else {
let l_5905 = l_5901 & u32(2147483648);
let l_5906 = l_5905 != u32(0);
if l_5906 {
let l_5907 = l_5901 - u32(1);
l_mut_4974 = l_5907;
} else {
let l_5908 = l_5901 == u32(2139095040);
if l_5908 {
l_mut_4974 = l_5901;
}
}
}
let l_5909 = bitcast<f32>(l_mut_4974);
let l_5910 = bitcast<u32>(l_5909);
let l_5911 = l_5910 & u32(2147483647);
let l_5912 = bitcast<f32>(l_5911);
let l_5913 = f64(l_5912);
l_mut_3169 = l_5913;
let l_5914 = l_5911 < u32(8388608);
if l_5914 {
let l_5915 = f64(l_5911);
let l_5916 = l_5915 * f64(1.401298464324817e-45);
l_mut_3169 = l_5916;
}
let l_5917 = bitcast<u64>(l_mut_3169);
let l_5918 = l_5910 >> u32(31);
let l_5919 = u64(l_5918);
let l_5920 = l_5919 << u32(bitcast<u64>(u64(63)));
let l_5921 = l_5917 | l_5920;
let l_5922 = bitcast<f64>(l_5921);
l_mut_3679 = l_5922;
}
}
}
let l_5923 = -l_mut_3679;
l_mut_3679 = l_5923;
let l_5924 = l_5923 > f64(1000.0);
if l_5924 {
let l_5925 = bitcast<u64>(l_5923);
let l_5926 = l_5925 | u64(9218868437227405312);
let l_5927 = l_5926 & bitcast<u64>(i64(-4503599627370496));
let l_5928 = bitcast<f64>(l_5927);
l_mut_3679 = l_5928;
} else {
let l_5929 = l_5923 < f64(-1000.0);
if l_5929 {
l_mut_3679 = f64(0.0);
} else {
let l_5930 = is_nan_1_f64(l_5923);let l_5931 = !l_5930;
if l_5931 {
let l_5932 = l_5923 + f64(0.5);
let l_5933 = floor(l_5932);
let l_5934 = l_5923 - l_5933;
let l_5935 = l_5934 * f64(0.6931471824645996);
let l_5936 = l_5934 * f64(-1.904654299957768e-9);
let l_5937 = l_5935 + l_5936;
l_mut_3169 = l_5937;
let l_5938 = is_nan_1_f64(l_5937);if l_5938 {
} else {
let l_5939 = l_5937 < f64(-700.0);
if l_5939 {
l_mut_3169 = f64(0.0);
} else {
let l_5940 = l_5937 > f64(700.0);
if l_5940 {
let l_5941 = bitcast<u64>(l_5937);
let l_5942 = l_5941 | u64(9218868437227405312);
let l_5943 = l_5942 & bitcast<u64>(i64(-4503599627370496));
let l_5944 = bitcast<f64>(l_5943);
l_mut_3169 = l_5944;
} else {
let l_5945 = l_5937 * f64(1.4426950408889634);
let l_5946 = l_5945 + f64(0.5);
let l_5947 = floor(l_5946);
let l_5948 = l_5947 * f64(0.6931471824645996);
let l_5949 = l_5935 - l_5948;
let l_5950 = l_5949 * l_20;
let l_5951 = l_5947 * f64(-1.904654299957768e-9);
let l_5952 = l_5936 - l_5951;
let l_5953 = l_5950 + l_5952;
let l_5954 = l_5953 * f64(7.647163731819816e-13);
let l_5955 = l_5954 + f64(1.1470745597729725e-11);
l_mut_2915 = l_5955;
let l_5956 = l_mut_2915 * l_5953;
let l_5957 = l_5956 + f64(1.6059043836821613e-10);
l_mut_2915 = l_5957;
let l_5958 = l_mut_2915 * l_5953;
let l_5959 = l_5958 + f64(2.08767569878681e-9);
l_mut_2915 = l_5959;
let l_5960 = l_mut_2915 * l_5953;
let l_5961 = l_5960 + f64(2.505210838544172e-8);
l_mut_2915 = l_5961;
let l_5962 = l_mut_2915 * l_5953;
let l_5963 = l_5962 + f64(2.755731922398589e-7);
l_mut_2915 = l_5963;
let l_5964 = l_mut_2915 * l_5953;
let l_5965 = l_5964 + f64(2.7557319223985893e-6);
l_mut_2915 = l_5965;
let l_5966 = l_mut_2915 * l_5953;
let l_5967 = l_5966 + f64(2.48015873015873e-5);
l_mut_2915 = l_5967;
let l_5968 = l_mut_2915 * l_5953;
let l_5969 = l_5968 + f64(0.0001984126984126984);
l_mut_2915 = l_5969;
let l_5970 = l_mut_2915 * l_5953;
let l_5971 = l_5970 + f64(0.001388888888888889);
l_mut_2915 = l_5971;
let l_5972 = l_mut_2915 * l_5953;
let l_5973 = l_5972 + f64(0.008333333333333333);
l_mut_2915 = l_5973;
let l_5974 = l_mut_2915 * l_5953;
let l_5975 = l_5974 + f64(0.041666666666666664);
l_mut_2915 = l_5975;
let l_5976 = l_mut_2915 * l_5953;
let l_5977 = l_5976 + f64(0.16666666666666666);
l_mut_2915 = l_5977;
let l_5978 = l_mut_2915 * l_5953;
let l_5979 = l_5978 + f64(0.5);
l_mut_2915 = l_5979;
let l_5980 = l_5953 * l_5953;
let l_5981 = l_5980 * l_mut_2915;
let l_5982 = l_5953 + l_5981;
let l_5983 = f64(1.0) + l_5982;
let l_5984 = i32(l_5947);
let l_5985 = l_5984 + i32(1023);
let l_5986 = u64(l_5985);
let l_5987 = l_5986 << u32(bitcast<u64>(u64(52)));
let l_5988 = bitcast<f64>(l_5987);
let l_5989 = l_5983 * l_5988;
l_mut_3169 = l_5989;
}
}
}
let l_5990 = i32(l_5933);
let l_5991 = l_5990 + i32(1023);
let l_5992 = u64(l_5991);
let l_5993 = l_5992 << u32(bitcast<u64>(u64(52)));
let l_5994 = bitcast<f64>(l_5993);
let l_5995 = l_mut_3169 * l_5994;
l_mut_3679 = l_5995;
}
}
}
let l_5996 = l_mut_3425 * f64(1.4551915228366852e-11);
let l_5997 = l_mut_3679 * f64(1.4551915228366852e-11);
l_mut_4974 = u32(2);
let l_5998 = l_mut_3425 - l_5996;
let l_5999 = abs(l_5998);
l_mut_3169 = f64(1.401298464324817e-45);
let l_6000 = l_5999 >= f64(1.1754943508222875e-38);
let l_6001 = l_5999 <= f64(1.7976931348623157e308);
let l_6002 = l_6000 && l_6001;
if l_6002 {
let l_6003 = bitcast<u64>(l_5999);
let l_6004 = l_6003 >> u32(bitcast<u64>(u64(52)));
let l_6005 = l_6004 - u64(23);
let l_6006 = l_6005 << u32(bitcast<u64>(u64(52)));
let l_6007 = bitcast<f64>(l_6006);
l_mut_3169 = l_6007;
}
let l_6008 = l_mut_3425 + l_5996;
let l_6009 = abs(l_6008);
l_mut_2915 = f64(1.401298464324817e-45);
let l_6010 = l_6009 >= f64(1.1754943508222875e-38);
let l_6011 = l_6009 <= f64(1.7976931348623157e308);
let l_6012 = l_6010 && l_6011;
if l_6012 {
let l_6013 = bitcast<u64>(l_6009);
let l_6014 = l_6013 >> u32(bitcast<u64>(u64(52)));
let l_6015 = l_6014 - u64(23);
let l_6016 = l_6015 << u32(bitcast<u64>(u64(52)));
let l_6017 = bitcast<f64>(l_6016);
l_mut_2915 = l_6017;
}
let l_6018 = l_mut_3169 == l_mut_2915;
let l_6019 = l_mut_3679 - l_5997;
let l_6020 = abs(l_6019);
l_mut_3169 = f64(1.401298464324817e-45);
let l_6021 = l_6020 >= f64(1.1754943508222875e-38);
let l_6022 = l_6020 <= f64(1.7976931348623157e308);
let l_6023 = l_6021 && l_6022;
if l_6023 {
let l_6024 = bitcast<u64>(l_6020);
let l_6025 = l_6024 >> u32(bitcast<u64>(u64(52)));
let l_6026 = l_6025 - u64(23);
let l_6027 = l_6026 << u32(bitcast<u64>(u64(52)));
let l_6028 = bitcast<f64>(l_6027);
l_mut_3169 = l_6028;
}
let l_6029 = l_mut_3679 + l_5997;
let l_6030 = abs(l_6029);
l_mut_2915 = f64(1.401298464324817e-45);
let l_6031 = l_6030 >= f64(1.1754943508222875e-38);
let l_6032 = l_6030 <= f64(1.7976931348623157e308);
let l_6033 = l_6031 && l_6032;
if l_6033 {
let l_6034 = bitcast<u64>(l_6030);
let l_6035 = l_6034 >> u32(bitcast<u64>(u64(52)));
let l_6036 = l_6035 - u64(23);
let l_6037 = l_6036 << u32(bitcast<u64>(u64(52)));
let l_6038 = bitcast<f64>(l_6037);
l_mut_2915 = l_6038;
}
let l_6039 = l_mut_3169 == l_mut_2915;
let l_6040 = l_6018 && l_6039;
if l_6040 {
let l_6041 = l_719 * l_mut_3425;
let l_6042 = abs(l_mut_3425);
l_mut_3169 = f64(1.401298464324817e-45);
let l_6043 = l_6042 >= f64(1.1754943508222875e-38);
let l_6044 = l_6042 <= f64(1.7976931348623157e308);
let l_6045 = l_6043 && l_6044;
if l_6045 {
let l_6046 = bitcast<u64>(l_6042);
let l_6047 = l_6046 >> u32(bitcast<u64>(u64(52)));
let l_6048 = l_6047 - u64(23);
let l_6049 = l_6048 << u32(bitcast<u64>(u64(52)));
let l_6050 = bitcast<f64>(l_6049);
l_mut_3169 = l_6050;
}
let l_6051 = f64(0.5) * l_mut_3169;
l_mut_3169 = l_6041;
let l_6052 = l_6051 > l_6041;
if l_6052 {
l_mut_3169 = l_6051;
}
let l_6053 = l_719 * l_mut_3679;
let l_6054 = abs(l_mut_3679);
l_mut_2915 = f64(1.401298464324817e-45);
let l_6055 = l_6054 >= f64(1.1754943508222875e-38);
let l_6056 = l_6054 <= f64(1.7976931348623157e308);
let l_6057 = l_6055 && l_6056;
if l_6057 {
let l_6058 = bitcast<u64>(l_6054);
let l_6059 = l_6058 >> u32(bitcast<u64>(u64(52)));
let l_6060 = l_6059 - u64(23);
let l_6061 = l_6060 << u32(bitcast<u64>(u64(52)));
let l_6062 = bitcast<f64>(l_6061);
l_mut_2915 = l_6062;
}
let l_6063 = f64(0.5) * l_mut_2915;
l_mut_2915 = l_6053;
let l_6064 = l_6063 > l_6053;
if l_6064 {
l_mut_2915 = l_6063;
}
let l_6065 = l_mut_3425 - l_mut_3169;
let l_6066 = l_mut_3679 + l_mut_2915;
let l_6067 = bitcast<u32>(l_26);
let l_6068 = l_6067 & u32(2147483647);
let l_6069 = bitcast<f32>(l_6068);
let l_6070 = f64(l_6069);
l_mut_3679 = l_6070;
let l_6071 = l_6068 < u32(8388608);
if l_6071 {
let l_6072 = f64(l_6068);
let l_6073 = l_6072 * f64(1.401298464324817e-45);
l_mut_3679 = l_6073;
}
let l_6074 = bitcast<u64>(l_mut_3679);
let l_6075 = l_6067 >> u32(31);
let l_6076 = u64(l_6075);
let l_6077 = l_6076 << u32(bitcast<u64>(u64(63)));
let l_6078 = l_6074 | l_6077;
let l_6079 = bitcast<f64>(l_6078);
let l_6080 = bitcast<u32>(l_26);
let l_6081 = l_6080 + u32(1);
l_mut_3931 = l_6081;
let l_6082 = l_6080 & u32(2147483647);
let l_6083 = l_6082 == u32(0);
if l_6083 {
l_mut_3931 = u32(1);
} else {
let l_6084 = l_6080 & u32(2147483648);
let l_6085 = l_6084 != u32(0);
if l_6085 {
let l_6086 = l_6080 - u32(1);
l_mut_3931 = l_6086;
} else {
let l_6087 = l_6080 == u32(2139095040);
if l_6087 {
l_mut_3931 = l_6080;
}
}
}
let l_6088 = bitcast<f32>(l_mut_3931);
let l_6089 = bitcast<u32>(l_6088);
let l_6090 = l_6089 & u32(2147483647);
let l_6091 = bitcast<f32>(l_6090);
let l_6092 = f64(l_6091);
l_mut_3679 = l_6092;
let l_6093 = l_6090 < u32(8388608);
if l_6093 {
let l_6094 = f64(l_6090);
let l_6095 = l_6094 * f64(1.401298464324817e-45);
l_mut_3679 = l_6095;
}
let l_6096 = bitcast<u64>(l_mut_3679);
let l_6097 = l_6089 >> u32(31);
let l_6098 = u64(l_6097);
let l_6099 = l_6098 << u32(bitcast<u64>(u64(63)));
let l_6100 = l_6096 | l_6099;
let l_6101 = bitcast<f64>(l_6100);
let l_6102 = bitcast<u32>(l_26);
let l_6103 = l_6102 ^ u32(2147483648);
let l_6104 = bitcast<f32>(l_6103);
let l_6105 = bitcast<u32>(l_6104);
let l_6106 = l_6105 + u32(1);
l_mut_3931 = l_6106;
let l_6107 = l_6105 & u32(2147483647);
let l_6108 = l_6107 == u32(0);
if l_6108 {
l_mut_3931 = u32(1);
} else {
let l_6109 = l_6105 & u32(2147483648);
let l_6110 = l_6109 != u32(0);
if l_6110 {
let l_6111 = l_6105 - u32(1);
l_mut_3931 = l_6111;
} else {
let l_6112 = l_6105 == u32(2139095040);
if l_6112 {
l_mut_3931 = l_6105;
}
}
}
let l_6113 = bitcast<f32>(l_mut_3931);
let l_6114 = bitcast<u32>(l_6113);
let l_6115 = l_6114 ^ u32(2147483648);
let l_6116 = bitcast<f32>(l_6115);
let l_6117 = bitcast<u32>(l_6116);
let l_6118 = l_6117 & u32(2147483647);
let l_6119 = bitcast<f32>(l_6118);
let l_6120 = f64(l_6119);
l_mut_3679 = l_6120;
let l_6121 = l_6118 < u32(8388608);
if l_6121 {
let l_6122 = f64(l_6118);
let l_6123 = l_6122 * f64(1.401298464324817e-45);
l_mut_3679 = l_6123;
}
let l_6124 = bitcast<u64>(l_mut_3679);
let l_6125 = l_6117 >> u32(31);
let l_6126 = u64(l_6125);
let l_6127 = l_6126 << u32(bitcast<u64>(u64(63)));
let l_6128 = l_6124 | l_6127;
let l_6129 = bitcast<f64>(l_6128);
let l_6130 = l_6065 + l_5996;
let l_6131 = l_6130 <= l_6079;
l_mut_847 = l_6131;
let l_6132 = l_6065 - l_5996;
let l_6133 = l_6132 > l_6079;
l_mut_844 = l_6133;
let l_6134 = l_6066 - l_5997;
let l_6135 = l_6134 >= l_6079;
l_mut_841 = l_6135;
let l_6136 = l_6066 + l_5997;
let l_6137 = l_6136 < l_6079;
l_mut_838 = l_6137;
l_mut_3931 = u32(2);
let l_6138 = l_mut_844 || l_mut_838;
if l_6138 {
l_mut_3931 = u32(1);
} else {
let l_6139 = l_mut_847 && l_mut_841;
if l_6139 {
l_mut_3931 = u32(0);
}
}
let l_6140 = bitcast<u32>(l_26);
let l_6141 = l_6140 & u32(2147483647);
let l_6142 = l_6141 == u32(0);
if l_6142 {
let l_6143 = l_6065 + l_5996;
let l_6144 = l_6143 < f64(1.1754943508222875e-38);
let l_6145 = l_6066 - l_5997;
let l_6146 = l_6145 > f64(-1.1754943508222875e-38);
let l_6147 = l_6144 && l_6146;
let l_6148 = l_6065 - l_5996;
let l_6149 = l_6148 < f64(1.1754943508222875e-38);
let l_6150 = l_6066 + l_5997;
let l_6151 = l_6150 > f64(-1.1754943508222875e-38);
let l_6152 = l_6149 && l_6151;
if l_6147 {
l_mut_3931 = u32(0);
} else {
let l_6153 = l_mut_3931 == u32(1);
let l_6154 = l_6152 && l_6153;
if l_6154 {
l_mut_3931 = u32(2);
}
}
}
l_mut_4974 = l_mut_3931;
}
l_mut_730 = l_mut_4974;
} else {
let l_6155 = l_713 == u32(14);
if l_6155 {
l_mut_730 = u32(0);
let l_6156 = l_726 > f64(0.0);
if l_6156 {
let l_6157 = f32(l_726);
let l_6158 = bitcast<u32>(l_6157);
let l_6159 = l_6158 & u32(2147483647);
let l_6160 = bitcast<f32>(l_6159);
let l_6161 = f64(l_6160);
l_mut_3679 = l_6161;
let l_6162 = l_6159 < u32(8388608);
if l_6162 {
let l_6163 = f64(l_6159);
let l_6164 = l_6163 * f64(1.401298464324817e-45);
l_mut_3679 = l_6164;
}
let l_6165 = bitcast<u64>(l_mut_3679);
let l_6166 = l_6158 >> u32(31);
let l_6167 = u64(l_6166);
let l_6168 = l_6167 << u32(bitcast<u64>(u64(63)));
let l_6169 = l_6165 | l_6168;
let l_6170 = bitcast<f64>(l_6169);
l_mut_3679 = l_6170;
let l_6171 = l_6170 < f64(0.0);
if l_6171 {
let l_6172 = bitcast<u64>(l_6170);
let l_6173 = l_6172 | u64(9221120237041090560);
let l_6174 = bitcast<f64>(l_6173);
l_mut_3679 = l_6174;
} else {
let l_6175 = l_6170 == f64(0.0);
if l_6175 {
let l_6176 = abs(l_6170);
let l_6177 = bitcast<u64>(l_6176);
let l_6178 = l_6177 | u64(9218868437227405312);
let l_6179 = l_6178 & bitcast<u64>(i64(-4503599627370496));
let l_6180 = bitcast<f64>(l_6179);
let l_6181 = -l_6180;
l_mut_3679 = l_6181;
} else {
let l_6182 = bitcast<u32>(l_6157);
let l_6183 = l_6182 < u32(2139095040);
if l_6183 {
let l_6184 = bitcast<u64>(l_6170);
let l_6185 = l_6184 >> u32(bitcast<u64>(u64(52)));
let l_6186 = l_6185 & u64(2047);
let l_6187 = i32(bitcast<i64>(l_6186));
let l_6188 = l_6187 - i32(1023);
l_mut_145 = l_6188;
let l_6189 = l_6184 & u64(4503599627370495);
let l_6190 = l_6189 | u64(4607182418800017408);
let l_6191 = bitcast<f64>(l_6190);
l_mut_3425 = l_6191;
let l_6192 = l_mut_3425 > f64(1.4142135623730951);
if l_6192 {
l_mut_3425 = l_mut_3425 * f64(0.5);
l_mut_145 = l_mut_145 + i32(1);
}
let l_6193 = l_mut_3425 - f64(1.0);
let l_6194 = f64(2.0) + l_6193;
let l_6195 = l_6193 / l_6194;
let l_6196 = l_6195 * l_6195;
let l_6197 = l_6196 * f64(0.04);
let l_6198 = l_6197 + f64(0.043478260869565216);
l_mut_3425 = l_6198;
let l_6199 = l_mut_3425 * l_6196;
let l_6200 = l_6199 + f64(0.047619047619047616);
l_mut_3425 = l_6200;
let l_6201 = l_mut_3425 * l_6196;
let l_6202 = l_6201 + f64(0.05263157894736842);
l_mut_3425 = l_6202;
let l_6203 = l_mut_3425 * l_6196;
let l_6204 = l_6203 + f64(0.058823529411764705);
l_mut_3425 = l_6204;
let l_6205 = l_mut_3425 * l_6196;
let l_6206 = l_6205 + f64(0.06666666666666667);
l_mut_3425 = l_6206;
let l_6207 = l_mut_3425 * l_6196;
let l_6208 = l_6207 + f64(0.07692307692307693);
l_mut_3425 = l_6208;
let l_6209 = l_mut_3425 * l_6196;
let l_6210 = l_6209 + f64(0.09090909090909091);
l_mut_3425 = l_6210;
let l_6211 = l_mut_3425 * l_6196;
let l_6212 = l_6211 + f64(0.1111111111111111);
l_mut_3425 = l_6212;
let l_6213 = l_mut_3425 * l_6196;
let l_6214 = l_6213 + f64(0.14285714285714285);
l_mut_3425 = l_6214;
let l_6215 = l_mut_3425 * l_6196;
let l_6216 = l_6215 + f64(0.2);
l_mut_3425 = l_6216;
let l_6217 = l_mut_3425 * l_6196;
let l_6218 = l_6217 + f64(0.3333333333333333);
l_mut_3425 = l_6218;
let l_6219 = f64(2.0) * l_6195;
let l_6220 = f64(2.0) * l_6195;
let l_6221 = l_6220 * l_6196;
let l_6222 = l_6221 * l_mut_3425;
let l_6223 = l_6219 + l_6222;
let l_6224 = f64(l_mut_145);
let l_6225 = l_6224 * f64(0.6931471824645996);
let l_6226 = l_6224 * f64(-1.904654299957768e-9);
let l_6227 = l_6226 + l_6223;
let l_6228 = l_6225 + l_6227;
l_mut_3679 = l_6228;
}
}
}
let l_6229 = l_mut_3679 / f64(0.6931471805599453);
let l_6230 = abs(l_6229);
let l_6231 = l_719 * l_6230;
l_mut_3679 = l_6231;
let l_6232 = l_726 >= f64(0.5);
let l_6233 = l_726 <= f64(2.0);
let l_6234 = l_6232 && l_6233;
if l_6234 {
l_mut_3679 = l_719;
}
let l_6235 = abs(l_6229);
let l_6236 = l_6235 * f64(1.4551915228366852e-11);
let l_6237 = f64(1.0) + l_719;
let l_6238 = l_6236 * l_6237;
let l_6239 = l_6229 - l_mut_3679;
let l_6240 = l_6229 + l_mut_3679;
let l_6242 = l_6239 * l_722;
let l_6243 = l_6239 * l_725;
let l_6244 = l_6240 * l_722;
let l_6245 = l_6240 * l_725;
a_6241[u32(0)] = l_6242;
a_6241[u32(1)] = l_6242;
let l_6246 = a_6241[u32(0)];
let l_6247 = l_6243 < l_6246;
if l_6247 {
a_6241[u32(0)] = l_6243;
}
let l_6248 = a_6241[u32(0)];
let l_6249 = l_6244 < l_6248;
if l_6249 {
a_6241[u32(0)] = l_6244;
}
let l_6250 = a_6241[u32(0)];
let l_6251 = l_6245 < l_6250;
if l_6251 {
a_6241[u32(0)] = l_6245;
}
let l_6252 = a_6241[u32(1)];
let l_6253 = l_6243 > l_6252;
if l_6253 {
a_6241[u32(1)] = l_6243;
}
let l_6254 = a_6241[u32(1)];
let l_6255 = l_6244 > l_6254;
if l_6255 {
a_6241[u32(1)] = l_6244;
}
let l_6256 = a_6241[u32(1)];
let l_6257 = l_6245 > l_6256;
if l_6257 {
a_6241[u32(1)] = l_6245;
}
let l_6258 = l_6238 * l_725;
l_mut_4974 = u32(2);
let l_6259 = a_6241[u32(0)];
let l_6260 = l_6259 - l_6258;
let l_6261 = l_6260 * f64(7.1362384635298e44);
let l_6262 = floor(l_6261);
let l_6263 = l_6262 * f64(1.401298464324817e-45);
l_mut_3679 = l_6263;
let l_6264 = abs(l_6260);
let l_6265 = l_6264 >= f64(1.1754943508222875e-38);
if l_6265 {
let l_6266 = f32(l_6260);
let l_6267 = f64(l_6266);
l_mut_3679 = l_6267;
let l_6268 = l_mut_3679 > l_6260;
if l_6268 {
let l_6269 = bitcast<u32>(l_6266);
let l_6270 = l_6269 ^ u32(2147483648);
let l_6271 = bitcast<f32>(l_6270);
let l_6272 = bitcast<u32>(l_6271);
let l_6273 = l_6272 + u32(1);
l_mut_3931 = l_6273;
let l_6274 = l_6272 & u32(2147483647);
let l_6275 = l_6274 == u32(0);
if l_6275 {
l_mut_3931 = u32(1);
} else {
let l_6276 = l_6272 & u32(2147483648);
let l_6277 = l_6276 != u32(0);
if l_6277 {
let l_6278 = l_6272 - u32(1);
l_mut_3931 = l_6278;
} else {
let l_6279 = l_6272 == u32(2139095040);
if l_6279 {
l_mut_3931 = l_6272;
}
}
}
let l_6280 = bitcast<f32>(l_mut_3931);
let l_6281 = bitcast<u32>(l_6280);
let l_6282 = l_6281 ^ u32(2147483648);
let l_6283 = bitcast<f32>(l_6282);
let l_6284 = bitcast<u32>(l_6283);
let l_6285 = l_6284 & u32(2147483647);
let l_6286 = bitcast<f32>(l_6285);
let l_6287 = f64(l_6286);
l_mut_3425 = l_6287;
let l_6288 = l_6285 < u32(8388608);
if l_6288 {
let l_6289 = f64(l_6285);
let l_6290 = l_6289 * f64(1.401298464324817e-45);
l_mut_3425 = l_6290;
}
let l_6291 = bitcast<u64>(l_mut_3425);
let l_6292 = l_6284 >> u32(31);
let l_6293 = u64(l_6292);
let l_6294 = l_6293 << u32(bitcast<u64>(u64(63)));
let l_6295 = l_6291 | l_6294;
let l_6296 = bitcast<f64>(l_6295);
l_mut_3679 = l_6296;
} else {
let l_6297 = bitcast<u32>(l_6266);
let l_6298 = l_6297 + u32(1);
l_mut_3931 = l_6298;
let l_6299 = l_6297 & u32(2147483647);
let l_6300 = l_6299 == u32(0);
if l_6300 {
l_mut_3931 = u32(1);
} else {
let l_6301 = l_6297 & u32(2147483648);
let l_6302 = l_6301 != u32(0);
if l_6302 {
let l_6303 = l_6297 - u32(1);
l_mut_3931 = l_6303;
} else {
let l_6304 = l_6297 == u32(2139095040);
if l_6304 {
l_mut_3931 = l_6297;
}
}
}
let l_6305 = bitcast<f32>(l_mut_3931);
let l_6306 = bitcast<u32>(l_6305);
let l_6307 = l_6306 & u32(2147483647);
let l_6308 = bitcast<f32>(l_6307);
let l_6309 = f64(l_6308);
l_mut_3425 = l_6309;
let l_6310 = l_6307 < u32(8388608);
if l_6310 {
let l_6311 = f64(l_6307);
let l_6312 = l_6311 * f64(1.401298464324817e-45);
l_mut_3425 = l_6312;
}
let l_6313 = bitcast<u64>(l_mut_3425);
let l_6314 = l_6306 >> u32(31);
let l_6315 = u64(l_6314);
let l_6316 = l_6315 << u32(bitcast<u64>(u64(63)));
let l_6317 = l_6313 | l_6316;
let l_6318 = bitcast<f64>(l_6317);
let l_6319 = l_6318 <= l_6260;
if l_6319 {
let l_6320 = bitcast<u32>(l_6266);
let l_6321 = l_6320 + u32(1);
l_mut_3931 = l_6321;
let l_6322 = l_6320 & u32(2147483647);
let l_6323 = l_6322 == u32(0);
if l_6323 {
l_mut_3931 = u32(1);
} else {
let l_6324 = l_6320 & u32(2147483648);
let l_6325 = l_6324 != u32(0);
if l_6325 {
let l_6326 = l_6320 - u32(1);
l_mut_3931 = l_6326;
} else {
let l_6327 = l_6320 == u32(2139095040);
if l_6327 {
l_mut_3931 = l_6320;
}
}
}
let l_6328 = bitcast<f32>(l_mut_3931);
let l_6329 = bitcast<u32>(l_6328);
let l_6330 = l_6329 & u32(2147483647);
let l_6331 = bitcast<f32>(l_6330);
let l_6332 = f64(l_6331);
l_mut_3425 = l_6332;
let l_6333 = l_6330 < u32(8388608);
if l_6333 {
let l_6334 = f64(l_6330);
let l_6335 = l_6334 * f64(1.401298464324817e-45);
l_mut_3425 = l_6335;
}
let l_6336 = bitcast<u64>(l_mut_3425);
let l_6337 = l_6329 >> u32(31);
let l_6338 = u64(l_6337);
let l_6339 = l_6338 << u32(bitcast<u64>(u64(63)));
let l_6340 = l_6336 | l_6339;
let l_6341 = bitcast<f64>(l_6340);
l_mut_3679 = l_6341;
}
}
}
let l_6342 = l_6259 + l_6258;
let l_6343 = l_6342 * f64(7.1362384635298e44);
let l_6344 = floor(l_6343);
let l_6345 = l_6344 * f64(1.401298464324817e-45);
l_mut_3425 = l_6345;
let l_6346 = abs(l_6342);
let l_6347 = l_6346 >= f64(1.1754943508222875e-38);
if l_6347 {
let l_6348 = f32(l_6342);
let l_6349 = f64(l_6348);
l_mut_3425 = l_6349;
let l_6350 = l_mut_3425 > l_6342;
if l_6350 {
let l_6351 = bitcast<u32>(l_6348);
let l_6352 = l_6351 ^ u32(2147483648);
let l_6353 = bitcast<f32>(l_6352);
let l_6354 = bitcast<u32>(l_6353);
let l_6355 = l_6354 + u32(1);
l_mut_3931 = l_6355;
let l_6356 = l_6354 & u32(2147483647);
let l_6357 = l_6356 == u32(0);
if l_6357 {
l_mut_3931 = u32(1);
} else {
let l_6358 = l_6354 & u32(2147483648);
let l_6359 = l_6358 != u32(0);
if l_6359 {
let l_6360 = l_6354 - u32(1);
l_mut_3931 = l_6360;
} else {
let l_6361 = l_6354 == u32(2139095040);
if l_6361 {
l_mut_3931 = l_6354;
}
}
}
let l_6362 = bitcast<f32>(l_mut_3931);
let l_6363 = bitcast<u32>(l_6362);
let l_6364 = l_6363 ^ u32(2147483648);
let l_6365 = bitcast<f32>(l_6364);
let l_6366 = bitcast<u32>(l_6365);
let l_6367 = l_6366 & u32(2147483647);
let l_6368 = bitcast<f32>(l_6367);
let l_6369 = f64(l_6368);
l_mut_3169 = l_6369;
let l_6370 = l_6367 < u32(8388608);
if l_6370 {
let l_6371 = f64(l_6367);
let l_6372 = l_6371 * f64(1.401298464324817e-45);
l_mut_3169 = l_6372;
}
let l_6373 = bitcast<u64>(l_mut_3169);
let l_6374 = l_6366 >> u32(31);
let l_6375 = u64(l_6374);
let l_6376 = l_6375 << u32(bitcast<u64>(u64(63)));
let l_6377 = l_6373 | l_6376;
let l_6378 = bitcast<f64>(l_6377);
l_mut_3425 = l_6378;
} else {
let l_6379 = bitcast<u32>(l_6348);
let l_6380 = l_6379 + u32(1);
l_mut_3931 = l_6380;
let l_6381 = l_6379 & u32(2147483647);
let l_6382 = l_6381 == u32(0);
if l_6382 {
l_mut_3931 = u32(1);
} else {
let l_6383 = l_6379 & u32(2147483648);
let l_6384 = l_6383 != u32(0);
if l_6384 {
let l_6385 = l_6379 - u32(1);
l_mut_3931 = l_6385;
} else {
let l_6386 = l_6379 == u32(2139095040);
if l_6386 {
l_mut_3931 = l_6379;
}
}
}
let l_6387 = bitcast<f32>(l_mut_3931);
let l_6388 = bitcast<u32>(l_6387);
let l_6389 = l_6388 & u32(2147483647);
let l_6390 = bitcast<f32>(l_6389);
let l_6391 = f64(l_6390);
l_mut_3169 = l_6391;
let l_6392 = l_6389 < u32(8388608);
if l_6392 {
let l_6393 = f64(l_6389);
let l_6394 = l_6393 * f64(1.401298464324817e-45);
l_mut_3169 = l_6394;
}
let l_6395 = bitcast<u64>(l_mut_3169);
let l_6396 = l_6388 >> u32(31);
let l_6397 = u64(l_6396);
let l_6398 = l_6397 << u32(bitcast<u64>(u64(63)));
let l_6399 = l_6395 | l_6398;
let l_6400 = bitcast<f64>(l_6399);
let l_6401 = l_6400 <= l_6342;
if l_6401 {
let l_6402 = bitcast<u32>(l_6348);
let l_6403 = l_6402 + u32(1);
l_mut_3931 = l_6403;
let l_6404 = l_6402 & u32(2147483647);
let l_6405 = l_6404 == u32(0);
if l_6405 {
l_mut_3931 = u32(1);
} else {
let l_6406 = l_6402 & u32(2147483648);
let l_6407 = l_6406 != u32(0);
if l_6407 {
let l_6408 = l_6402 - u32(1);
l_mut_3931 = l_6408;
} else {
let l_6409 = l_6402 == u32(2139095040);
if l_6409 {
l_mut_3931 = l_6402;
}
}
}
let l_6410 = bitcast<f32>(l_mut_3931);
let l_6411 = bitcast<u32>(l_6410);
let l_6412 = l_6411 & u32(2147483647);
let l_6413 = bitcast<f32>(l_6412);
let l_6414 = f64(l_6413);
l_mut_3169 = l_6414;
let l_6415 = l_6412 < u32(8388608);
if l_6415 {
let l_6416 = f64(l_6412);
let l_6417 = l_6416 * f64(1.401298464324817e-45);
l_mut_3169 = l_6417;
}
let l_6418 = bitcast<u64>(l_mut_3169);
let l_6419 = l_6411 >> u32(31);
let l_6420 = u64(l_6419);
let l_6421 = l_6420 << u32(bitcast<u64>(u64(63)));
let l_6422 = l_6418 | l_6421;
let l_6423 = bitcast<f64>(l_6422);
l_mut_3425 = l_6423;
}
}
}
let l_6424 = l_mut_3679 == l_mut_3425;
let l_6425 = a_6241[u32(1)];
let l_6426 = l_6425 - l_6258;
let l_6427 = l_6426 * f64(7.1362384635298e44);
let l_6428 = floor(l_6427);
let l_6429 = l_6428 * f64(1.401298464324817e-45);
l_mut_3679 = l_6429;
let l_6430 = abs(l_6426);
let l_6431 = l_6430 >= f64(1.1754943508222875e-38);
if l_6431 {
let l_6432 = f32(l_6426);
let l_6433 = f64(l_6432);
l_mut_3679 = l_6433;
let l_6434 = l_mut_3679 > l_6426;
if l_6434 {
let l_6435 = bitcast<u32>(l_6432);
let l_6436 = l_6435 ^ u32(2147483648);
let l_6437 = bitcast<f32>(l_6436);
let l_6438 = bitcast<u32>(l_6437);
let l_6439 = l_6438 + u32(1);
l_mut_3931 = l_6439;
let l_6440 = l_6438 & u32(2147483647);
let l_6441 = l_6440 == u32(0);
if l_6441 {
l_mut_3931 = u32(1);
} else {
let l_6442 = l_6438 & u32(2147483648);
let l_6443 = l_6442 != u32(0);
if l_6443 {
let l_6444 = l_6438 - u32(1);
l_mut_3931 = l_6444;
} else {
let l_6445 = l_6438 == u32(2139095040);
if l_6445 {
l_mut_3931 = l_6438;
}
}
}
let l_6446 = bitcast<f32>(l_mut_3931);
let l_6447 = bitcast<u32>(l_6446);
let l_6448 = l_6447 ^ u32(2147483648);
let l_6449 = bitcast<f32>(l_6448);
let l_6450 = bitcast<u32>(l_6449);
let l_6451 = l_6450 & u32(2147483647);
let l_6452 = bitcast<f32>(l_6451);
let l_6453 = f64(l_6452);
l_mut_3425 = l_6453;
let l_6454 = l_6451 < u32(8388608);
if l_6454 {
let l_6455 = f64(l_6451);
let l_6456 = l_6455 * f64(1.401298464324817e-45);
l_mut_3425 = l_6456;
}
let l_6457 = bitcast<u64>(l_mut_3425);
let l_6458 = l_6450 >> u32(31);
let l_6459 = u64(l_6458);
let l_6460 = l_6459 << u32(bitcast<u64>(u64(63)));
let l_6461 = l_6457 | l_6460;
let l_6462 = bitcast<f64>(l_6461);
l_mut_3679 = l_6462;
} else {
let l_6463 = bitcast<u32>(l_6432);
let l_6464 = l_6463 + u32(1);
l_mut_3931 = l_6464;
let l_6465 = l_6463 & u32(2147483647);
let l_6466 = l_6465 == u32(0);
if l_6466 {
l_mut_3931 = u32(1);
} else {
let l_6467 = l_6463 & u32(2147483648);
let l_6468 = l_6467 != u32(0);
if l_6468 {
let l_6469 = l_6463 - u32(1);
l_mut_3931 = l_6469;
} else {
let l_6470 = l_6463 == u32(2139095040);
if l_6470 {
l_mut_3931 = l_6463;
}
}
}
let l_6471 = bitcast<f32>(l_mut_3931);
let l_6472 = bitcast<u32>(l_6471);
let l_6473 = l_6472 & u32(2147483647);
let l_6474 = bitcast<f32>(l_6473);
let l_6475 = f64(l_6474);
l_mut_3425 = l_6475;
let l_6476 = l_6473 < u32(8388608);
if l_6476 {
let l_6477 = f64(l_6473);
let l_6478 = l_6477 * f64(1.401298464324817e-45);
l_mut_3425 = l_6478;
}
let l_6479 = bitcast<u64>(l_mut_3425);
let l_6480 = l_6472 >> u32(31);
let l_6481 = u64(l_6480);
let l_6482 = l_6481 << u32(bitcast<u64>(u64(63)));
let l_6483 = l_6479 | l_6482;
let l_6484 = bitcast<f64>(l_6483);
let l_6485 = l_6484 <= l_6426;
if l_6485 {
let l_6486 = bitcast<u32>(l_6432);
let l_6487 = l_6486 + u32(1);
l_mut_3931 = l_6487;
let l_6488 = l_6486 & u32(2147483647);
let l_6489 = l_6488 == u32(0);
if l_6489 {
l_mut_3931 = u32(1);
} else {
let l_6490 = l_6486 & u32(2147483648);
let l_6491 = l_6490 != u32(0);
if l_6491 {
let l_6492 = l_6486 - u32(1);
l_mut_3931 = l_6492;
} else {
let l_6493 = l_6486 == u32(2139095040);
if l_6493 {
l_mut_3931 = l_6486;
}
}
}
let l_6494 = bitcast<f32>(l_mut_3931);
let l_6495 = bitcast<u32>(l_6494);
let l_6496 = l_6495 & u32(2147483647);
let l_6497 = bitcast<f32>(l_6496);
let l_6498 = f64(l_6497);
l_mut_3425 = l_6498;
let l_6499 = l_6496 < u32(8388608);
if l_6499 {
let l_6500 = f64(l_6496);
let l_6501 = l_6500 * f64(1.401298464324817e-45);
l_mut_3425 = l_6501;
}
let l_6502 = bitcast<u64>(l_mut_3425);
let l_6503 = l_6495 >> u32(31);
let l_6504 = u64(l_6503);
let l_6505 = l_6504 << u32(bitcast<u64>(u64(63)));
let l_6506 = l_6502 | l_6505;
let l_6507 = bitcast<f64>(l_6506);
l_mut_3679 = l_6507;
}
}
}
let l_6508 = l_6425 + l_6258;
let l_6509 = l_6508 * f64(7.1362384635298e44);
let l_6510 = floor(l_6509);
let l_6511 = l_6510 * f64(1.401298464324817e-45);
l_mut_3425 = l_6511;
let l_6512 = abs(l_6508);
let l_6513 = l_6512 >= f64(1.1754943508222875e-38);
if l_6513 {
let l_6514 = f32(l_6508);
let l_6515 = f64(l_6514);
l_mut_3425 = l_6515;
let l_6516 = l_mut_3425 > l_6508;
if l_6516 {
let l_6517 = bitcast<u32>(l_6514);
let l_6518 = l_6517 ^ u32(2147483648);
let l_6519 = bitcast<f32>(l_6518);
let l_6520 = bitcast<u32>(l_6519);
let l_6521 = l_6520 + u32(1);
l_mut_3931 = l_6521;
let l_6522 = l_6520 & u32(2147483647);
let l_6523 = l_6522 == u32(0);
if l_6523 {
l_mut_3931 = u32(1);
} else {
let l_6524 = l_6520 & u32(2147483648);
let l_6525 = l_6524 != u32(0);
if l_6525 {
let l_6526 = l_6520 - u32(1);
l_mut_3931 = l_6526;
} else {
let l_6527 = l_6520 == u32(2139095040);
if l_6527 {
l_mut_3931 = l_6520;
}
}
}
let l_6528 = bitcast<f32>(l_mut_3931);
let l_6529 = bitcast<u32>(l_6528);
let l_6530 = l_6529 ^ u32(2147483648);
let l_6531 = bitcast<f32>(l_6530);
let l_6532 = bitcast<u32>(l_6531);
let l_6533 = l_6532 & u32(2147483647);
let l_6534 = bitcast<f32>(l_6533);
let l_6535 = f64(l_6534);
l_mut_3169 = l_6535;
let l_6536 = l_6533 < u32(8388608);
if l_6536 {
let l_6537 = f64(l_6533);
let l_6538 = l_6537 * f64(1.401298464324817e-45);
l_mut_3169 = l_6538;
}
let l_6539 = bitcast<u64>(l_mut_3169);
let l_6540 = l_6532 >> u32(31);
let l_6541 = u64(l_6540);
let l_6542 = l_6541 << u32(bitcast<u64>(u64(63)));
let l_6543 = l_6539 | l_6542;
let l_6544 = bitcast<f64>(l_6543);
l_mut_3425 = l_6544;
} else {
let l_6545 = bitcast<u32>(l_6514);
let l_6546 = l_6545 + u32(1);
l_mut_3931 = l_6546;
let l_6547 = l_6545 & u32(2147483647);
let l_6548 = l_6547 == u32(0);
if l_6548 {
l_mut_3931 = u32(1);
} else {
let l_6549 = l_6545 & u32(2147483648);
let l_6550 = l_6549 != u32(0);
if l_6550 {
let l_6551 = l_6545 - u32(1);
l_mut_3931 = l_6551;
} else {
let l_6552 = l_6545 == u32(2139095040);
if l_6552 {
l_mut_3931 = l_6545;
}
}
}
let l_6553 = bitcast<f32>(l_mut_3931);
let l_6554 = bitcast<u32>(l_6553);
let l_6555 = l_6554 & u32(2147483647);
let l_6556 = bitcast<f32>(l_6555);
let l_6557 = f64(l_6556);
l_mut_3169 = l_6557;
let l_6558 = l_6555 < u32(8388608);
if l_6558 {
let l_6559 = f64(l_6555);
let l_6560 = l_6559 * f64(1.401298464324817e-45);
l_mut_3169 = l_6560;
}
let l_6561 = bitcast<u64>(l_mut_3169);
let l_6562 = l_6554 >> u32(31);
let l_6563 = u64(l_6562);
let l_6564 = l_6563 << u32(bitcast<u64>(u64(63)));
let l_6565 = l_6561 | l_6564;
let l_6566 = bitcast<f64>(l_6565);
let l_6567 = l_6566 <= l_6508;
if l_6567 {
let l_6568 = bitcast<u32>(l_6514);
let l_6569 = l_6568 + u32(1);
l_mut_3931 = l_6569;
let l_6570 = l_6568 & u32(2147483647);
let l_6571 = l_6570 == u32(0);
if l_6571 {
l_mut_3931 = u32(1);
} else {
let l_6572 = l_6568 & u32(2147483648);
let l_6573 = l_6572 != u32(0);
if l_6573 {
let l_6574 = l_6568 - u32(1);
l_mut_3931 = l_6574;
} else {
let l_6575 = l_6568 == u32(2139095040);
if l_6575 {
l_mut_3931 = l_6568;
}
}
}
let l_6576 = bitcast<f32>(l_mut_3931);
let l_6577 = bitcast<u32>(l_6576);
let l_6578 = l_6577 & u32(2147483647);
let l_6579 = bitcast<f32>(l_6578);
let l_6580 = f64(l_6579);
l_mut_3169 = l_6580;
let l_6581 = l_6578 < u32(8388608);
if l_6581 {
let l_6582 = f64(l_6578);
let l_6583 = l_6582 * f64(1.401298464324817e-45);
l_mut_3169 = l_6583;
}
let l_6584 = bitcast<u64>(l_mut_3169);
let l_6585 = l_6577 >> u32(31);
let l_6586 = u64(l_6585);
let l_6587 = l_6586 << u32(bitcast<u64>(u64(63)));
let l_6588 = l_6584 | l_6587;
let l_6589 = bitcast<f64>(l_6588);
l_mut_3425 = l_6589;
}
}
}
let l_6590 = l_mut_3679 == l_mut_3425;
let l_6591 = l_6424 && l_6590;
if l_6591 {
let l_6592 = a_6241[u32(0)];
let l_6593 = l_6592 * f64(7.1362384635298e44);
let l_6594 = floor(l_6593);
let l_6595 = l_6594 * f64(1.401298464324817e-45);
l_mut_3679 = l_6595;
let l_6596 = abs(l_6592);
let l_6597 = l_6596 >= f64(1.1754943508222875e-38);
if l_6597 {
let l_6598 = f32(l_6592);
let l_6599 = f64(l_6598);
l_mut_3679 = l_6599;
let l_6600 = l_mut_3679 > l_6592;
if l_6600 {
let l_6601 = bitcast<u32>(l_6598);
let l_6602 = l_6601 ^ u32(2147483648);
let l_6603 = bitcast<f32>(l_6602);
let l_6604 = bitcast<u32>(l_6603);
let l_6605 = l_6604 + u32(1);
l_mut_3931 = l_6605;
let l_6606 = l_6604 & u32(2147483647);
let l_6607 = l_6606 == u32(0);
if l_6607 {
l_mut_3931 = u32(1);
} else {
let l_6608 = l_6604 & u32(2147483648);
let l_6609 = l_6608 != u32(0);
if l_6609 {
let l_6610 = l_6604 - u32(1);
l_mut_3931 = l_6610;
} else {
let l_6611 = l_6604 == u32(2139095040);
if l_6611 {
l_mut_3931 = l_6604;
}
}
}
let l_6612 = bitcast<f32>(l_mut_3931);
let l_6613 = bitcast<u32>(l_6612);
let l_6614 = l_6613 ^ u32(2147483648);
let l_6615 = bitcast<f32>(l_6614);
let l_6616 = bitcast<u32>(l_6615);
let l_6617 = l_6616 & u32(2147483647);
let l_6618 = bitcast<f32>(l_6617);
let l_6619 = f64(l_6618);
l_mut_3425 = l_6619;
let l_6620 = l_6617 < u32(8388608);
if l_6620 {
let l_6621 = f64(l_6617);
let l_6622 = l_6621 * f64(1.401298464324817e-45);
l_mut_3425 = l_6622;
}
let l_6623 = bitcast<u64>(l_mut_3425);
let l_6624 = l_6616 >> u32(31);
let l_6625 = u64(l_6624);
let l_6626 = l_6625 << u32(bitcast<u64>(u64(63)));
let l_6627 = l_6623 | l_6626;
let l_6628 = bitcast<f64>(l_6627);
l_mut_3679 = l_6628;
} else {
let l_6629 = bitcast<u32>(l_6598);
let l_6630 = l_6629 + u32(1);
l_mut_3931 = l_6630;
let l_6631 = l_6629 & u32(2147483647);
let l_6632 = l_6631 == u32(0);
if l_6632 {
l_mut_3931 = u32(1);
} else {
let l_6633 = l_6629 & u32(2147483648);
let l_6634 = l_6633 != u32(0);
if l_6634 {
let l_6635 = l_6629 - u32(1);
l_mut_3931 = l_6635;
} else {
let l_6636 = l_6629 == u32(2139095040);
if l_6636 {
l_mut_3931 = l_6629;
}
}
}
let l_6637 = bitcast<f32>(l_mut_3931);
let l_6638 = bitcast<u32>(l_6637);
let l_6639 = l_6638 & u32(2147483647);
let l_6640 = bitcast<f32>(l_6639);
let l_6641 = f64(l_6640);
l_mut_3425 = l_6641;
let l_6642 = l_6639 < u32(8388608);
if l_6642 {
let l_6643 = f64(l_6639);
let l_6644 = l_6643 * f64(1.401298464324817e-45);
l_mut_3425 = l_6644;
}
let l_6645 = bitcast<u64>(l_mut_3425);
let l_6646 = l_6638 >> u32(31);
let l_6647 = u64(l_6646);
let l_6648 = l_6647 << u32(bitcast<u64>(u64(63)));
let l_6649 = l_6645 | l_6648;
let l_6650 = bitcast<f64>(l_6649);
let l_6651 = l_6650 <= l_6592;
if l_6651 {
let l_6652 = bitcast<u32>(l_6598);
let l_6653 = l_6652 + u32(1);
l_mut_3931 = l_6653;
let l_6654 = l_6652 & u32(2147483647);
let l_6655 = l_6654 == u32(0);
if l_6655 {
l_mut_3931 = u32(1);
} else {
let l_6656 = l_6652 & u32(2147483648);
let l_6657 = l_6656 != u32(0);
if l_6657 {
let l_6658 = l_6652 - u32(1);
l_mut_3931 = l_6658;
} else {
let l_6659 = l_6652 == u32(2139095040);
if l_6659 {
l_mut_3931 = l_6652;
}
}
}
let l_6660 = bitcast<f32>(l_mut_3931);
let l_6661 = bitcast<u32>(l_6660);
let l_6662 = l_6661 & u32(2147483647);
let l_6663 = bitcast<f32>(l_6662);
let l_6664 = f64(l_6663);
l_mut_3425 = l_6664;
let l_6665 = l_6662 < u32(8388608);
if l_6665 {
let l_6666 = f64(l_6662);
let l_6667 = l_6666 * f64(1.401298464324817e-45);
l_mut_3425 = l_6667;
}
let l_6668 = bitcast<u64>(l_mut_3425);
let l_6669 = l_6661 >> u32(31);
let l_6670 = u64(l_6669);
let l_6671 = l_6670 << u32(bitcast<u64>(u64(63)));
let l_6672 = l_6668 | l_6671;
let l_6673 = bitcast<f64>(l_6672);
l_mut_3679 = l_6673;
}
}
}
let l_6674 = a_6241[u32(1)];
let l_6675 = -l_6674;
let l_6676 = l_6675 * f64(7.1362384635298e44);
let l_6677 = floor(l_6676);
let l_6678 = l_6677 * f64(1.401298464324817e-45);
l_mut_3425 = l_6678;
let l_6679 = abs(l_6675);
let l_6680 = l_6679 >= f64(1.1754943508222875e-38);
if l_6680 {
let l_6681 = f32(l_6675);
let l_6682 = f64(l_6681);
l_mut_3425 = l_6682;
let l_6683 = l_mut_3425 > l_6675;
if l_6683 {
let l_6684 = bitcast<u32>(l_6681);
let l_6685 = l_6684 ^ u32(2147483648);
let l_6686 = bitcast<f32>(l_6685);
let l_6687 = bitcast<u32>(l_6686);
let l_6688 = l_6687 + u32(1);
l_mut_3931 = l_6688;
let l_6689 = l_6687 & u32(2147483647);
let l_6690 = l_6689 == u32(0);
if l_6690 {
l_mut_3931 = u32(1);
} else {
let l_6691 = l_6687 & u32(2147483648);
let l_6692 = l_6691 != u32(0);
if l_6692 {
let l_6693 = l_6687 - u32(1);
l_mut_3931 = l_6693;
} else {
let l_6694 = l_6687 == u32(2139095040);
if l_6694 {
l_mut_3931 = l_6687;
}
}
}
let l_6695 = bitcast<f32>(l_mut_3931);
let l_6696 = bitcast<u32>(l_6695);
let l_6697 = l_6696 ^ u32(2147483648);
let l_6698 = bitcast<f32>(l_6697);
let l_6699 = bitcast<u32>(l_6698);
let l_6700 = l_6699 & u32(2147483647);
let l_6701 = bitcast<f32>(l_6700);
let l_6702 = f64(l_6701);
l_mut_3169 = l_6702;
let l_6703 = l_6700 < u32(8388608);
if l_6703 {
let l_6704 = f64(l_6700);
let l_6705 = l_6704 * f64(1.401298464324817e-45);
l_mut_3169 = l_6705;
}
let l_6706 = bitcast<u64>(l_mut_3169);
let l_6707 = l_6699 >> u32(31);
let l_6708 = u64(l_6707);
let l_6709 = l_6708 << u32(bitcast<u64>(u64(63)));
let l_6710 = l_6706 | l_6709;
let l_6711 = bitcast<f64>(l_6710);
l_mut_3425 = l_6711;
} else {
let l_6712 = bitcast<u32>(l_6681);
let l_6713 = l_6712 + u32(1);
l_mut_3931 = l_6713;
let l_6714 = l_6712 & u32(2147483647);
let l_6715 = l_6714 == u32(0);
if l_6715 {
l_mut_3931 = u32(1);
} else {
let l_6716 = l_6712 & u32(2147483648);
let l_6717 = l_6716 != u32(0);
if l_6717 {
let l_6718 = l_6712 - u32(1);
l_mut_3931 = l_6718;
} else {
let l_6719 = l_6712 == u32(2139095040);
if l_6719 {
l_mut_3931 = l_6712;
}
}
}
let l_6720 = bitcast<f32>(l_mut_3931);
let l_6721 = bitcast<u32>(l_6720);
let l_6722 = l_6721 & u32(2147483647);
let l_6723 = bitcast<f32>(l_6722);
let l_6724 = f64(l_6723);
l_mut_3169 = l_6724;
let l_6725 = l_6722 < u32(8388608);
if l_6725 {
let l_6726 = f64(l_6722);
let l_6727 = l_6726 * f64(1.401298464324817e-45);
l_mut_3169 = l_6727;
}
let l_6728 = bitcast<u64>(l_mut_3169);
let l_6729 = l_6721 >> u32(31);
let l_6730 = u64(l_6729);
let l_6731 = l_6730 << u32(bitcast<u64>(u64(63)));
let l_6732 = l_6728 | l_6731;
let l_6733 = bitcast<f64>(l_6732);
let l_6734 = l_6733 <= l_6675;
if l_6734 {
let l_6735 = bitcast<u32>(l_6681);
let l_6736 = l_6735 + u32(1);
l_mut_3931 = l_6736;
let l_6737 = l_6735 & u32(2147483647);
let l_6738 = l_6737 == u32(0);
if l_6738 {
l_mut_3931 = u32(1);
} else {
let l_6739 = l_6735 & u32(2147483648);
let l_6740 = l_6739 != u32(0);
if l_6740 {
let l_6741 = l_6735 - u32(1);
l_mut_3931 = l_6741;
} else {
let l_6742 = l_6735 == u32(2139095040);
if l_6742 {
l_mut_3931 = l_6735;
}
}
}
let l_6743 = bitcast<f32>(l_mut_3931);
let l_6744 = bitcast<u32>(l_6743);
let l_6745 = l_6744 & u32(2147483647);
let l_6746 = bitcast<f32>(l_6745);
let l_6747 = f64(l_6746);
l_mut_3169 = l_6747;
let l_6748 = l_6745 < u32(8388608);
if l_6748 {
let l_6749 = f64(l_6745);
let l_6750 = l_6749 * f64(1.401298464324817e-45);
l_mut_3169 = l_6750;
}
let l_6751 = bitcast<u64>(l_mut_3169);
let l_6752 = l_6744 >> u32(31);
let l_6753 = u64(l_6752);
let l_6754 = l_6753 << u32(bitcast<u64>(u64(63)));
let l_6755 = l_6751 | l_6754;
let l_6756 = bitcast<f64>(l_6755);
l_mut_3425 = l_6756;
}
}
}
let l_6757 = -l_mut_3425;
let l_6758 = bitcast<u32>(l_26);
let l_6759 = l_6758 & u32(2147483647);
let l_6760 = bitcast<f32>(l_6759);
let l_6761 = f64(l_6760);
l_mut_3425 = l_6761;
let l_6762 = l_6759 < u32(8388608);
if l_6762 {
let l_6763 = f64(l_6759);
let l_6764 = l_6763 * f64(1.401298464324817e-45);
l_mut_3425 = l_6764;
}
let l_6765 = bitcast<u64>(l_mut_3425);
let l_6766 = l_6758 >> u32(31);
let l_6767 = u64(l_6766);
let l_6768 = l_6767 << u32(bitcast<u64>(u64(63)));
let l_6769 = l_6765 | l_6768;
let l_6770 = bitcast<f64>(l_6769);
let l_6771 = bitcast<u32>(l_26);
let l_6772 = l_6771 + u32(1);
l_mut_3931 = l_6772;
let l_6773 = l_6771 & u32(2147483647);
let l_6774 = l_6773 == u32(0);
if l_6774 {
l_mut_3931 = u32(1);
} else {
let l_6775 = l_6771 & u32(2147483648);
let l_6776 = l_6775 != u32(0);
if l_6776 {
let l_6777 = l_6771 - u32(1);
l_mut_3931 = l_6777;
} else {
let l_6778 = l_6771 == u32(2139095040);
if l_6778 {
l_mut_3931 = l_6771;
}
}
}
let l_6779 = bitcast<f32>(l_mut_3931);
let l_6780 = bitcast<u32>(l_6779);
let l_6781 = l_6780 & u32(2147483647);
let l_6782 = bitcast<f32>(l_6781);
let l_6783 = f64(l_6782);
l_mut_3425 = l_6783;
let l_6784 = l_6781 < u32(8388608);
if l_6784 {
let l_6785 = f64(l_6781);
let l_6786 = l_6785 * f64(1.401298464324817e-45);
l_mut_3425 = l_6786;
}
let l_6787 = bitcast<u64>(l_mut_3425);
let l_6788 = l_6780 >> u32(31);
let l_6789 = u64(l_6788);
let l_6790 = l_6789 << u32(bitcast<u64>(u64(63)));
let l_6791 = l_6787 | l_6790;
let l_6792 = bitcast<f64>(l_6791);
let l_6793 = bitcast<u32>(l_26);
let l_6794 = l_6793 ^ u32(2147483648);
let l_6795 = bitcast<f32>(l_6794);
let l_6796 = bitcast<u32>(l_6795);
let l_6797 = l_6796 + u32(1);
l_mut_3931 = l_6797;
let l_6798 = l_6796 & u32(2147483647);
let l_6799 = l_6798 == u32(0);
if l_6799 {
l_mut_3931 = u32(1);
} else {
let l_6800 = l_6796 & u32(2147483648);
let l_6801 = l_6800 != u32(0);
if l_6801 {
let l_6802 = l_6796 - u32(1);
l_mut_3931 = l_6802;
} else {
let l_6803 = l_6796 == u32(2139095040);
if l_6803 {
l_mut_3931 = l_6796;
}
}
}
let l_6804 = bitcast<f32>(l_mut_3931);
let l_6805 = bitcast<u32>(l_6804);
let l_6806 = l_6805 ^ u32(2147483648);
let l_6807 = bitcast<f32>(l_6806);
let l_6808 = bitcast<u32>(l_6807);
let l_6809 = l_6808 & u32(2147483647);
let l_6810 = bitcast<f32>(l_6809);
let l_6811 = f64(l_6810);
l_mut_3425 = l_6811;
let l_6812 = l_6809 < u32(8388608);
if l_6812 {
let l_6813 = f64(l_6809);
let l_6814 = l_6813 * f64(1.401298464324817e-45);
l_mut_3425 = l_6814;
}
let l_6815 = bitcast<u64>(l_mut_3425);
let l_6816 = l_6808 >> u32(31);
let l_6817 = u64(l_6816);
let l_6818 = l_6817 << u32(bitcast<u64>(u64(63)));
let l_6819 = l_6815 | l_6818;
let l_6820 = bitcast<f64>(l_6819);
let l_6821 = l_mut_3679 + f64(0.0);
let l_6822 = l_6821 <= l_6770;
l_mut_847 = l_6822;
let l_6823 = l_mut_3679 - f64(0.0);
let l_6824 = l_6823 > l_6770;
l_mut_844 = l_6824;
let l_6825 = l_6757 - f64(0.0);
let l_6826 = l_6825 >= l_6770;
l_mut_841 = l_6826;
let l_6827 = l_6757 + f64(0.0);
let l_6828 = l_6827 < l_6770;
l_mut_838 = l_6828;
l_mut_3931 = u32(2);
let l_6829 = l_mut_844 || l_mut_838;
if l_6829 {
l_mut_3931 = u32(1);
} else {
let l_6830 = l_mut_847 && l_mut_841;
if l_6830 {
l_mut_3931 = u32(0);
}
}
let l_6831 = bitcast<u32>(l_26);
let l_6832 = l_6831 & u32(2147483647);
let l_6833 = l_6832 == u32(0);
if l_6833 {
let l_6834 = l_mut_3679 + f64(0.0);
let l_6835 = l_6834 < f64(1.1754943508222875e-38);
let l_6836 = l_6757 - f64(0.0);
let l_6837 = l_6836 > f64(-1.1754943508222875e-38);
let l_6838 = l_6835 && l_6837;
let l_6839 = l_mut_3679 - f64(0.0);
let l_6840 = l_6839 < f64(1.1754943508222875e-38);
let l_6841 = l_6757 + f64(0.0);
let l_6842 = l_6841 > f64(-1.1754943508222875e-38);
let l_6843 = l_6840 && l_6842;
if l_6838 {
l_mut_3931 = u32(0);
} else {
let l_6844 = l_mut_3931 == u32(1);
let l_6845 = l_6843 && l_6844;
if l_6845 {
l_mut_3931 = u32(2);
}
}
}
l_mut_4974 = l_mut_3931;
}
l_mut_730 = l_mut_4974;
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
a_10[l_mut_711] = l_mut_730;
let l_6846 = a_10[l_mut_711];
let l_6847 = l_6846 == u32(2);
if l_6847 {
l_mut_284 = bool(false);
}
}
}
let l_6848 = l_mut_216 == u32(4294967293);
if l_6848 {
let l_6849 = a_8[u32(0)];
let l_6850 = l_6849 + u32(1);
a_8[u32(0)] = l_6850;
} else {
if l_mut_284 {
l_mut_3679 = l_699;
let l_6851 = l_mut_3679 < f64(-17.0);
if l_6851 {
l_mut_3679 = f64(-17.0);
}
let l_6852 = l_mut_3679 > f64(17.0);
if l_6852 {
l_mut_3679 = f64(17.0);
}
let l_6853 = l_mut_3679 + f64(16.0);
let l_6854 = l_6853 + f64(1.0);
let l_6855 = u32(l_6854);
let l_6856 = u32(2) + l_6855;
let l_6857 = a_8[l_6856];
let l_6858 = l_6857 + u32(1);
a_8[l_6856] = l_6858;
let l_6859 = bitcast<u32>(l_26);
let l_6860 = l_6859 & u32(2147483647);
let l_6861 = bitcast<f32>(l_6860);
let l_6862 = f64(l_6861);
l_mut_3679 = l_6862;
let l_6863 = l_6860 < u32(8388608);
if l_6863 {
let l_6864 = f64(l_6860);
let l_6865 = l_6864 * f64(1.401298464324817e-45);
l_mut_3679 = l_6865;
}
let l_6866 = bitcast<u64>(l_mut_3679);
let l_6867 = l_6859 >> u32(31);
let l_6868 = u64(l_6867);
let l_6869 = l_6868 << u32(bitcast<u64>(u64(63)));
let l_6870 = l_6866 | l_6869;
let l_6871 = bitcast<f64>(l_6870);
let l_6872 = abs(l_mut_31);
let l_6873 = l_mut_31 * f64(0.0);
let l_6874 = l_6873 + f64(7.1362384635298e44);
l_mut_3679 = l_6874;
let l_6875 = l_6872 >= f64(2.350988701644575e-38);
if l_6875 {
let l_6876 = l_mut_216 & u32(2147483647);
let l_6877 = bitcast<f32>(l_6876);
let l_6878 = f64(l_6877);
let l_6879 = l_6876 & u32(2139095040);
let l_6880 = bitcast<f32>(l_6879);
let l_6881 = f64(l_6880);
let l_6882 = l_6878 > l_6872;
let l_6883 = l_6876 & u32(8388607);
let l_6884 = l_6883 == u32(0);
let l_6885 = l_6882 && l_6884;
let l_6886 = l_6881 * f64(1.1920928955078125e-7);
let l_6887 = f64(l_6885);
let l_6888 = f64(0.5) * l_6887;
let l_6889 = f64(1.0) - l_6888;
let l_6890 = l_6886 * l_6889;
let l_6891 = f64(1.0) / l_6890;
l_mut_3679 = l_6891;
}
let l_6892 = l_6871 - l_mut_31;
let l_6893 = l_6892 * l_mut_3679;
let l_6894 = u32(2) * u32(0);
let l_6895 = u32(45) + l_6894;
let l_6896 = abs(l_6893);
let l_6897 = a_9[u32(0)];
let l_6898 = abs(l_6897);
let l_6899 = l_6896 > l_6898;
l_mut_847 = l_6899;
let l_6900 = u32(0) == u32(0);
if l_6900 {
let l_6901 = a_9[u32(0)];
let l_6902 = l_6893 < l_6901;
l_mut_847 = l_6902;
} else {
let l_6903 = u32(0) == u32(1);
if l_6903 {
let l_6904 = a_9[u32(0)];
let l_6905 = l_6893 > l_6904;
l_mut_847 = l_6905;
}
}
let l_6906 = a_8[l_6895];
let l_6907 = l_6906 == u32(4294967295);
let l_6908 = l_6907 || l_mut_847;
if l_6908 {
a_8[l_6895] = l_24;
let l_6909 = l_6895 + u32(1);
a_8[l_6909] = l_680;
a_9[u32(0)] = l_6893;
}
let l_6910 = u32(2) * u32(1);
let l_6911 = u32(45) + l_6910;
let l_6912 = abs(l_6893);
let l_6913 = a_9[u32(1)];
let l_6914 = abs(l_6913);
let l_6915 = l_6912 > l_6914;
l_mut_847 = l_6915;
let l_6916 = u32(1) == u32(0);
if l_6916 {
let l_6917 = a_9[u32(1)];
let l_6918 = l_6893 < l_6917;
l_mut_847 = l_6918;
} else {
let l_6919 = u32(1) == u32(1);
if l_6919 {
let l_6920 = a_9[u32(1)];
let l_6921 = l_6893 > l_6920;
l_mut_847 = l_6921;
}
}
let l_6922 = a_8[l_6911];
let l_6923 = l_6922 == u32(4294967295);
let l_6924 = l_6923 || l_mut_847;
if l_6924 {
a_8[l_6911] = l_24;
let l_6925 = l_6911 + u32(1);
a_8[l_6925] = l_680;
a_9[u32(1)] = l_6893;
}
let l_6926 = l_699 != f64(0.0);
if l_6926 {

for (var l_mut_6927: u32 = u32(0); l_mut_6927 < u32(8); l_mut_6927++) {
let l_6928 = a_10[l_mut_6927];
let l_6929 = l_6928 == u32(1);
if l_6929 {
let l_6930 = u32(37) + l_mut_6927;
let l_6931 = a_8[l_6930];
let l_6932 = l_6931 + u32(1);
a_8[l_6930] = l_6932;
let l_6933 = u32(2) + l_mut_6927;
let l_6934 = u32(2) * l_6933;
let l_6935 = u32(45) + l_6934;
let l_6936 = abs(l_6893);
let l_6937 = a_9[l_6933];
let l_6938 = abs(l_6937);
let l_6939 = l_6936 > l_6938;
l_mut_847 = l_6939;
let l_6940 = l_6933 == u32(0);
if l_6940 {
let l_6941 = a_9[l_6933];
let l_6942 = l_6893 < l_6941;
l_mut_847 = l_6942;
} else {
let l_6943 = l_6933 == u32(1);
if l_6943 {
let l_6944 = a_9[l_6933];
let l_6945 = l_6893 > l_6944;
l_mut_847 = l_6945;
}
}
let l_6946 = a_8[l_6935];
let l_6947 = l_6946 == u32(4294967295);
let l_6948 = l_6947 || l_mut_847;
if l_6948 {
a_8[l_6935] = l_24;
let l_6949 = l_6935 + u32(1);
a_8[l_6949] = l_680;
a_9[l_6933] = l_6893;
}
}
}
}
} else {
let l_6950 = a_8[u32(1)];
let l_6951 = l_2 + l_6950;
let l_6952 = l_6951 * u32(2);
let l_7100 = info.static_meta[u32(7)];
let l_7101 = l_7100 * u32(1);
let l_7102 = l_6952 < l_7101;
if l_7102 {
buffer_7_global[l_6952] = l_24;
}
let l_6953 = l_6952 + u32(1);
let l_7103 = info.static_meta[u32(7)];
let l_7104 = l_7103 * u32(1);
let l_7105 = l_6953 < l_7104;
if l_7105 {
buffer_7_global[l_6953] = l_680;
}
let l_6954 = a_8[u32(1)];
let l_6955 = l_6954 + u32(1);
a_8[u32(1)] = l_6955;
}
}
}

for (var l_mut_6956: u32 = u32(0); l_mut_6956 < u32(65); l_mut_6956++) {
let l_6957 = id * u32(65);
let l_6958 = l_6957 + l_mut_6956;
let l_6959 = a_8[l_mut_6956];
let l_7106 = info.static_meta[u32(5)];
let l_7107 = l_7106 * u32(1);
let l_7108 = l_6958 < l_7107;
if l_7108 {
buffer_5_global[l_6958] = l_6959;
}
}

for (var l_mut_6960: u32 = u32(0); l_mut_6960 < u32(10); l_mut_6960++) {
let l_6961 = id * u32(10);
let l_6962 = l_6961 + l_mut_6960;
let l_6963 = a_9[l_mut_6960];
let l_7109 = info.static_meta[u32(6)];
let l_7110 = l_7109 * u32(1);
let l_7111 = l_6962 < l_7110;
if l_7111 {
buffer_6_global[l_6962] = l_6963;
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
