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

var a_730: array<u32, 1>;

var a_1754: array<u32, 1>;

var a_3823: array<f64, 2>;

var a_4866: array<f64, 2>;

var a_5082: array<f64, 2>;

var a_5496: array<f64, 2>;

var a_5670: array<f64, 2>;

var a_6242: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_145: i32;
var l_mut_1901: f64;
var l_mut_216: u32;
var l_mut_232: f64;
var l_mut_284: bool;
var l_mut_2916: f64;
var l_mut_306: u64;
var l_mut_3170: f64;
var l_mut_31: f64;
var l_mut_335: u64;
var l_mut_3426: f64;
var l_mut_347: u64;
var l_mut_3680: f64;
var l_mut_3932: u32;
var l_mut_404: f64;
var l_mut_4975: u32;
var l_mut_49: f64;
var l_mut_731: u32;
var l_mut_747: u32;
var l_mut_788: u32;
var l_mut_78: f64;
var l_mut_839: bool;
var l_mut_842: bool;
var l_mut_845: bool;
var l_mut_848: bool;
let l_0 = id == u32(0);
if l_0 {
let l_6981 = info.static_meta[u32(8)];
let l_6982 = l_6981 * u32(1);
let l_6983 = u32(0) < l_6982;
if l_6983 {
buffer_8_global[u32(0)] = u32(1);
}
}
let l_6967 = info.static_meta[u32(0)];
let l_6968 = l_6967 * u32(1);
let l_6969 = u32(1) < l_6968;
let l_6970 = l_6968 - u32(1);
let l_6971 = min(u32(1), l_6970);
let l_6972 = buffer_0_global[l_6971];
let l_6973 = select(u32(0), l_6972, l_6969);
let l_1 = l_6973;
let l_2 = id * l_1;
let l_6974 = info.static_meta[u32(0)];
let l_6975 = l_6974 * u32(1);
let l_6976 = u32(2) < l_6975;
let l_6977 = l_6975 - u32(1);
let l_6978 = min(u32(2), l_6977);
let l_6979 = buffer_0_global[l_6978];
let l_6980 = select(u32(0), l_6979, l_6976);
let l_3 = l_6980;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_6984 = info.static_meta[u32(0)];
let l_6985 = l_6984 * u32(1);
let l_6986 = u32(2) < l_6985;
let l_6987 = l_6985 - u32(1);
let l_6988 = min(u32(2), l_6987);
let l_6989 = buffer_0_global[l_6988];
let l_6990 = select(u32(0), l_6989, l_6986);
let l_6 = l_6990;
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
let l_6991 = info.static_meta[u32(4)];
let l_6992 = l_6991 * u32(1);
let l_6993 = u32(1024) < l_6992;
let l_6994 = l_6992 - u32(1);
let l_6995 = min(u32(1024), l_6994);
let l_6996 = buffer_4_global[l_6995];
let l_6997 = select(u32(0), l_6996, l_6993);
let l_18 = l_6997;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);
let l_6998 = info.static_meta[u32(0)];
let l_6999 = l_6998 * u32(1);
let l_7000 = u32(3) < l_6999;
let l_7001 = l_6999 - u32(1);
let l_7002 = min(u32(3), l_7001);
let l_7003 = buffer_0_global[l_7002];
let l_7004 = select(u32(0), l_7003, l_7000);
let l_21 = l_7004;

for (var l_mut_22: u32 = l_2; l_mut_22 < l_7; l_mut_22++) {
let l_7005 = info.static_meta[u32(0)];
let l_7006 = l_7005 * u32(1);
let l_7007 = u32(0) < l_7006;
let l_7008 = l_7006 - u32(1);
let l_7009 = min(u32(0), l_7008);
let l_7010 = buffer_0_global[l_7009];
let l_7011 = select(u32(0), l_7010, l_7007);
let l_23 = l_7011;
let l_24 = l_23 + l_mut_22;
let l_25 = bitcast<f32>(l_24);
let l_7012 = info.static_meta[u32(1)];
let l_7013 = l_7012 * u32(1);
let l_7014 = l_mut_22 < l_7013;
let l_7015 = l_7013 - u32(1);
let l_7016 = min(l_mut_22, l_7015);
let l_7017 = buffer_1_global[l_7016];
let l_7018 = select(f32(0.0), l_7017, l_7014);
let l_26 = l_7018;
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
let l_7019 = info.static_meta[u32(4)];
let l_7020 = l_7019 * u32(1);
let l_7021 = u32(1024) < l_7020;
let l_7022 = l_7020 - u32(1);
let l_7023 = min(u32(1024), l_7022);
let l_7024 = buffer_4_global[l_7023];
let l_7025 = select(u32(0), l_7024, l_7021);
let l_42 = l_7025;
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
let l_7026 = info.static_meta[u32(4)];
let l_7027 = l_7026 * u32(1);
let l_7028 = u32(1024) < l_7027;
let l_7029 = l_7027 - u32(1);
let l_7030 = min(u32(1024), l_7029);
let l_7031 = buffer_4_global[l_7030];
let l_7032 = select(u32(0), l_7031, l_7028);
let l_199 = l_7032;
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
let l_7033 = info.static_meta[u32(4)];
let l_7034 = l_7033 * u32(1);
let l_7035 = l_302 < l_7034;
let l_7036 = l_7034 - u32(1);
let l_7037 = min(l_302, l_7036);
let l_7038 = buffer_4_global[l_7037];
let l_7039 = select(u32(0), l_7038, l_7035);
let l_303 = l_7039;
let l_304 = u64(l_303);
let l_305 = l_299 * l_304;
l_mut_306 = l_305;
let l_307 = l_mut_306 & u64(4294967295);
let l_308 = l_mut_306 >> u32(bitcast<u64>(u64(32)));
let l_309 = l_301 + u32(2);
let l_7040 = info.static_meta[u32(4)];
let l_7041 = l_7040 * u32(1);
let l_7042 = l_309 < l_7041;
let l_7043 = l_7041 - u32(1);
let l_7044 = min(l_309, l_7043);
let l_7045 = buffer_4_global[l_7044];
let l_7046 = select(u32(0), l_7045, l_7042);
let l_310 = l_7046;
let l_311 = u64(l_310);
let l_312 = l_299 * l_311;
let l_313 = l_308 + l_312;
l_mut_306 = l_313;
let l_314 = l_mut_306 & u64(4294967295);
let l_315 = l_mut_306 >> u32(bitcast<u64>(u64(32)));
let l_316 = l_301 + u32(1);
let l_7047 = info.static_meta[u32(4)];
let l_7048 = l_7047 * u32(1);
let l_7049 = l_316 < l_7048;
let l_7050 = l_7048 - u32(1);
let l_7051 = min(l_316, l_7050);
let l_7052 = buffer_4_global[l_7051];
let l_7053 = select(u32(0), l_7052, l_7049);
let l_317 = l_7053;
let l_318 = u64(l_317);
let l_319 = l_299 * l_318;
let l_320 = l_315 + l_319;
l_mut_306 = l_320;
let l_321 = l_mut_306 & u64(4294967295);
let l_322 = l_mut_306 >> u32(bitcast<u64>(u64(32)));
let l_7054 = info.static_meta[u32(4)];
let l_7055 = l_7054 * u32(1);
let l_7056 = l_301 < l_7055;
let l_7057 = l_7055 - u32(1);
let l_7058 = min(l_301, l_7057);
let l_7059 = buffer_4_global[l_7058];
let l_7060 = select(u32(0), l_7059, l_7056);
let l_323 = l_7060;
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
let l_7061 = info.static_meta[u32(4)];
let l_7062 = l_7061 * u32(1);
let l_7063 = u32(1024) < l_7062;
let l_7064 = l_7062 - u32(1);
let l_7065 = min(u32(1024), l_7064);
let l_7066 = buffer_4_global[l_7065];
let l_7067 = select(u32(0), l_7066, l_7063);
let l_468 = l_7067;
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
let l_7068 = info.static_meta[u32(2)];
let l_7069 = l_7068 * u32(1);
let l_7070 = l_712 < l_7069;
let l_7071 = l_7069 - u32(1);
let l_7072 = min(l_712, l_7071);
let l_7073 = buffer_2_global[l_7072];
let l_7074 = select(u32(0), l_7073, l_7070);
let l_713 = l_7074;
let l_714 = u32(2) * l_mut_711;
let l_715 = l_714 + u32(1);
let l_7075 = info.static_meta[u32(2)];
let l_7076 = l_7075 * u32(1);
let l_7077 = l_715 < l_7076;
let l_7078 = l_7076 - u32(1);
let l_7079 = min(l_715, l_7078);
let l_7080 = buffer_2_global[l_7079];
let l_7081 = select(u32(0), l_7080, l_7077);
let l_716 = l_7081;
let l_717 = l_716 != u32(0);
let l_718 = l_mut_711 * u32(4);
let l_7082 = info.static_meta[u32(3)];
let l_7083 = l_7082 * u32(1);
let l_7084 = l_718 < l_7083;
let l_7085 = l_7083 - u32(1);
let l_7086 = min(l_718, l_7085);
let l_7087 = buffer_3_global[l_7086];
let l_7088 = select(f64(0.0), l_7087, l_7084);
let l_719 = l_7088;
let l_720 = l_mut_711 * u32(4);
let l_721 = l_720 + u32(1);
let l_7089 = info.static_meta[u32(3)];
let l_7090 = l_7089 * u32(1);
let l_7091 = l_721 < l_7090;
let l_7092 = l_7090 - u32(1);
let l_7093 = min(l_721, l_7092);
let l_7094 = buffer_3_global[l_7093];
let l_7095 = select(f64(0.0), l_7094, l_7091);
let l_722 = l_7095;
let l_723 = l_mut_711 * u32(4);
let l_724 = l_723 + u32(2);
let l_7096 = info.static_meta[u32(3)];
let l_7097 = l_7096 * u32(1);
let l_7098 = l_724 < l_7097;
let l_7099 = l_7097 - u32(1);
let l_7100 = min(l_724, l_7099);
let l_7101 = buffer_3_global[l_7100];
let l_7102 = select(f64(0.0), l_7101, l_7098);
let l_725 = l_7102;
let l_726 = f64(l_25);
let l_727 = abs(l_726);
let l_728 = abs(l_mut_31);
let l_729 = l_728 * f64(1.4551915228366852e-11);
a_730[u32(0)] = u32(1);
l_mut_731 = u32(2);
let l_732 = l_713 == u32(0);
if l_732 {
l_mut_731 = u32(0);
} else {
let l_733 = l_713 == u32(1);
if l_733 {
l_mut_731 = u32(1);
let l_734 = abs(l_699);
let l_735 = l_734 <= l_719;
if l_735 {
l_mut_731 = u32(0);
}
} else {
let l_736 = l_713 == u32(2);
if l_736 {
let l_737 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_738 = l_737 >= f64(1.1754943508222875e-38);
let l_739 = l_737 <= f64(1.7976931348623157e308);
let l_740 = l_738 && l_739;
if l_740 {
let l_741 = bitcast<u64>(l_737);
let l_742 = l_741 >> u32(bitcast<u64>(u64(52)));
let l_743 = l_742 - u64(23);
let l_744 = l_743 << u32(bitcast<u64>(u64(52)));
let l_745 = bitcast<f64>(l_744);
l_mut_404 = l_745;
}
let l_746 = l_719 * l_mut_404;
l_mut_747 = u32(2);
let l_748 = l_mut_31 - l_729;
let l_749 = abs(l_748);
l_mut_404 = f64(1.401298464324817e-45);
let l_750 = l_749 >= f64(1.1754943508222875e-38);
let l_751 = l_749 <= f64(1.7976931348623157e308);
let l_752 = l_750 && l_751;
if l_752 {
let l_753 = bitcast<u64>(l_749);
let l_754 = l_753 >> u32(bitcast<u64>(u64(52)));
let l_755 = l_754 - u64(23);
let l_756 = l_755 << u32(bitcast<u64>(u64(52)));
let l_757 = bitcast<f64>(l_756);
l_mut_404 = l_757;
}
let l_758 = l_mut_31 + l_729;
let l_759 = abs(l_758);
l_mut_232 = f64(1.401298464324817e-45);
let l_760 = l_759 >= f64(1.1754943508222875e-38);
let l_761 = l_759 <= f64(1.7976931348623157e308);
let l_762 = l_760 && l_761;
if l_762 {
let l_763 = bitcast<u64>(l_759);
let l_764 = l_763 >> u32(bitcast<u64>(u64(52)));
let l_765 = l_764 - u64(23);
let l_766 = l_765 << u32(bitcast<u64>(u64(52)));
let l_767 = bitcast<f64>(l_766);
l_mut_232 = l_767;
}
let l_768 = l_mut_404 == l_mut_232;
if l_768 {
let l_769 = l_746 * f64(1.4551915228366852e-11);
let l_770 = l_729 + l_769;
let l_771 = l_mut_31 - l_746;
let l_772 = l_mut_31 + l_746;
let l_773 = bitcast<u32>(l_26);
let l_774 = l_773 & u32(2147483647);
let l_775 = bitcast<f32>(l_774);
let l_776 = f64(l_775);
l_mut_404 = l_776;
let l_777 = l_774 < u32(8388608);
if l_777 {
let l_778 = f64(l_774);
let l_779 = l_778 * f64(1.401298464324817e-45);
l_mut_404 = l_779;
}
let l_780 = bitcast<u64>(l_mut_404);
let l_781 = l_773 >> u32(31);
let l_782 = u64(l_781);
let l_783 = l_782 << u32(bitcast<u64>(u64(63)));
let l_784 = l_780 | l_783;
let l_785 = bitcast<f64>(l_784);
let l_786 = bitcast<u32>(l_26);
let l_787 = l_786 + u32(1);
l_mut_788 = l_787;
let l_789 = l_786 & u32(2147483647);
let l_790 = l_789 == u32(0);
if l_790 {
l_mut_788 = u32(1);
} else {
let l_791 = l_786 & u32(2147483648);
let l_792 = l_791 != u32(0);
if l_792 {
let l_793 = l_786 - u32(1);
l_mut_788 = l_793;
} else {
let l_794 = l_786 == u32(2139095040);
if l_794 {
l_mut_788 = l_786;
}
}
}
let l_795 = bitcast<f32>(l_mut_788);
let l_796 = bitcast<u32>(l_795);
let l_797 = l_796 & u32(2147483647);
let l_798 = bitcast<f32>(l_797);
let l_799 = f64(l_798);
l_mut_404 = l_799;
let l_800 = l_797 < u32(8388608);
if l_800 {
let l_801 = f64(l_797);
let l_802 = l_801 * f64(1.401298464324817e-45);
l_mut_404 = l_802;
}
let l_803 = bitcast<u64>(l_mut_404);
let l_804 = l_796 >> u32(31);
let l_805 = u64(l_804);
let l_806 = l_805 << u32(bitcast<u64>(u64(63)));
let l_807 = l_803 | l_806;
let l_808 = bitcast<f64>(l_807);
let l_809 = bitcast<u32>(l_26);
let l_810 = l_809 ^ u32(2147483648);
let l_811 = bitcast<f32>(l_810);
let l_812 = bitcast<u32>(l_811);
let l_813 = l_812 + u32(1);
l_mut_788 = l_813;
let l_814 = l_812 & u32(2147483647);
let l_815 = l_814 == u32(0);
if l_815 {
l_mut_788 = u32(1);
} else {
let l_816 = l_812 & u32(2147483648);
let l_817 = l_816 != u32(0);
if l_817 {
let l_818 = l_812 - u32(1);
l_mut_788 = l_818;
} else {
let l_819 = l_812 == u32(2139095040);
if l_819 {
l_mut_788 = l_812;
}
}
}
let l_820 = bitcast<f32>(l_mut_788);
let l_821 = bitcast<u32>(l_820);
let l_822 = l_821 ^ u32(2147483648);
let l_823 = bitcast<f32>(l_822);
let l_824 = bitcast<u32>(l_823);
let l_825 = l_824 & u32(2147483647);
let l_826 = bitcast<f32>(l_825);
let l_827 = f64(l_826);
l_mut_404 = l_827;
let l_828 = l_825 < u32(8388608);
if l_828 {
let l_829 = f64(l_825);
let l_830 = l_829 * f64(1.401298464324817e-45);
l_mut_404 = l_830;
}
let l_831 = bitcast<u64>(l_mut_404);
let l_832 = l_824 >> u32(31);
let l_833 = u64(l_832);
let l_834 = l_833 << u32(bitcast<u64>(u64(63)));
let l_835 = l_831 | l_834;
let l_836 = bitcast<f64>(l_835);
let l_837 = l_771 + l_770;
let l_838 = l_837 <= l_785;
l_mut_839 = l_838;
let l_840 = l_771 - l_770;
let l_841 = l_840 > l_785;
l_mut_842 = l_841;
let l_843 = l_772 - l_770;
let l_844 = l_843 >= l_785;
l_mut_845 = l_844;
let l_846 = l_772 + l_770;
let l_847 = l_846 < l_785;
l_mut_848 = l_847;
if l_717 {
let l_849 = l_771 + l_770;
let l_850 = l_849 < l_808;
l_mut_839 = l_850;
let l_851 = l_771 - l_770;
let l_852 = l_851 >= l_808;
l_mut_842 = l_852;
let l_853 = l_772 - l_770;
let l_854 = l_853 > l_836;
l_mut_845 = l_854;
let l_855 = l_772 + l_770;
let l_856 = l_855 <= l_836;
l_mut_848 = l_856;
}
l_mut_788 = u32(2);
let l_857 = l_mut_842 || l_mut_848;
if l_857 {
l_mut_788 = u32(1);
} else {
let l_858 = l_mut_839 && l_mut_845;
if l_858 {
l_mut_788 = u32(0);
}
}
let l_859 = bitcast<u32>(l_26);
let l_860 = l_859 & u32(2147483647);
let l_861 = l_860 == u32(0);
if l_861 {
let l_862 = l_771 + l_770;
let l_863 = l_862 < f64(1.1754943508222875e-38);
let l_864 = l_772 - l_770;
let l_865 = l_864 > f64(-1.1754943508222875e-38);
let l_866 = l_863 && l_865;
let l_867 = l_771 - l_770;
let l_868 = l_867 < f64(1.1754943508222875e-38);
let l_869 = l_772 + l_770;
let l_870 = l_869 > f64(-1.1754943508222875e-38);
let l_871 = l_868 && l_870;
if l_866 {
l_mut_788 = u32(0);
} else {
let l_872 = l_mut_788 == u32(1);
let l_873 = l_871 && l_872;
if l_873 {
l_mut_788 = u32(2);
}
}
}
l_mut_747 = l_mut_788;
}
l_mut_731 = l_mut_747;
} else {
let l_874 = l_713 == u32(3);
if l_874 {
l_mut_731 = u32(0);
let l_875 = l_727 >= f64(1.1754943508222875e-38);
let l_876 = l_727 <= f64(8.507059173023462e37);
let l_877 = l_875 && l_876;
if l_877 {
let l_878 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_879 = l_878 >= f64(1.1754943508222875e-38);
let l_880 = l_878 <= f64(1.7976931348623157e308);
let l_881 = l_879 && l_880;
if l_881 {
let l_882 = bitcast<u64>(l_878);
let l_883 = l_882 >> u32(bitcast<u64>(u64(52)));
let l_884 = l_883 - u64(23);
let l_885 = l_884 << u32(bitcast<u64>(u64(52)));
let l_886 = bitcast<f64>(l_885);
l_mut_404 = l_886;
}
let l_887 = l_719 * l_mut_404;
l_mut_788 = u32(2);
let l_888 = l_mut_31 - l_729;
let l_889 = abs(l_888);
l_mut_404 = f64(1.401298464324817e-45);
let l_890 = l_889 >= f64(1.1754943508222875e-38);
let l_891 = l_889 <= f64(1.7976931348623157e308);
let l_892 = l_890 && l_891;
if l_892 {
let l_893 = bitcast<u64>(l_889);
let l_894 = l_893 >> u32(bitcast<u64>(u64(52)));
let l_895 = l_894 - u64(23);
let l_896 = l_895 << u32(bitcast<u64>(u64(52)));
let l_897 = bitcast<f64>(l_896);
l_mut_404 = l_897;
}
let l_898 = l_mut_31 + l_729;
let l_899 = abs(l_898);
l_mut_232 = f64(1.401298464324817e-45);
let l_900 = l_899 >= f64(1.1754943508222875e-38);
let l_901 = l_899 <= f64(1.7976931348623157e308);
let l_902 = l_900 && l_901;
if l_902 {
let l_903 = bitcast<u64>(l_899);
let l_904 = l_903 >> u32(bitcast<u64>(u64(52)));
let l_905 = l_904 - u64(23);
let l_906 = l_905 << u32(bitcast<u64>(u64(52)));
let l_907 = bitcast<f64>(l_906);
l_mut_232 = l_907;
}
let l_908 = l_mut_404 == l_mut_232;
if l_908 {
let l_909 = l_887 * f64(1.4551915228366852e-11);
let l_910 = l_729 + l_909;
let l_911 = l_mut_31 - l_887;
let l_912 = l_mut_31 + l_887;
let l_913 = bitcast<u32>(l_26);
let l_914 = l_913 & u32(2147483647);
let l_915 = bitcast<f32>(l_914);
let l_916 = f64(l_915);
l_mut_404 = l_916;
let l_917 = l_914 < u32(8388608);
if l_917 {
let l_918 = f64(l_914);
let l_919 = l_918 * f64(1.401298464324817e-45);
l_mut_404 = l_919;
}
let l_920 = bitcast<u64>(l_mut_404);
let l_921 = l_913 >> u32(31);
let l_922 = u64(l_921);
let l_923 = l_922 << u32(bitcast<u64>(u64(63)));
let l_924 = l_920 | l_923;
let l_925 = bitcast<f64>(l_924);
let l_926 = bitcast<u32>(l_26);
let l_927 = l_926 + u32(1);
l_mut_747 = l_927;
let l_928 = l_926 & u32(2147483647);
let l_929 = l_928 == u32(0);
if l_929 {
l_mut_747 = u32(1);
} else {
let l_930 = l_926 & u32(2147483648);
let l_931 = l_930 != u32(0);
if l_931 {
let l_932 = l_926 - u32(1);
l_mut_747 = l_932;
} else {
let l_933 = l_926 == u32(2139095040);
if l_933 {
l_mut_747 = l_926;
}
}
}
let l_934 = bitcast<f32>(l_mut_747);
let l_935 = bitcast<u32>(l_934);
let l_936 = l_935 & u32(2147483647);
let l_937 = bitcast<f32>(l_936);
let l_938 = f64(l_937);
l_mut_404 = l_938;
let l_939 = l_936 < u32(8388608);
if l_939 {
let l_940 = f64(l_936);
let l_941 = l_940 * f64(1.401298464324817e-45);
l_mut_404 = l_941;
}
let l_942 = bitcast<u64>(l_mut_404);
let l_943 = l_935 >> u32(31);
let l_944 = u64(l_943);
let l_945 = l_944 << u32(bitcast<u64>(u64(63)));
let l_946 = l_942 | l_945;
let l_947 = bitcast<f64>(l_946);
let l_948 = bitcast<u32>(l_26);
let l_949 = l_948 ^ u32(2147483648);
let l_950 = bitcast<f32>(l_949);
let l_951 = bitcast<u32>(l_950);
let l_952 = l_951 + u32(1);
l_mut_747 = l_952;
let l_953 = l_951 & u32(2147483647);
let l_954 = l_953 == u32(0);
if l_954 {
l_mut_747 = u32(1);
} else {
let l_955 = l_951 & u32(2147483648);
let l_956 = l_955 != u32(0);
if l_956 {
let l_957 = l_951 - u32(1);
l_mut_747 = l_957;
} else {
let l_958 = l_951 == u32(2139095040);
if l_958 {
l_mut_747 = l_951;
}
}
}
let l_959 = bitcast<f32>(l_mut_747);
let l_960 = bitcast<u32>(l_959);
let l_961 = l_960 ^ u32(2147483648);
let l_962 = bitcast<f32>(l_961);
let l_963 = bitcast<u32>(l_962);
let l_964 = l_963 & u32(2147483647);
let l_965 = bitcast<f32>(l_964);
let l_966 = f64(l_965);
l_mut_404 = l_966;
let l_967 = l_964 < u32(8388608);
if l_967 {
let l_968 = f64(l_964);
let l_969 = l_968 * f64(1.401298464324817e-45);
l_mut_404 = l_969;
}
let l_970 = bitcast<u64>(l_mut_404);
let l_971 = l_963 >> u32(31);
let l_972 = u64(l_971);
let l_973 = l_972 << u32(bitcast<u64>(u64(63)));
let l_974 = l_970 | l_973;
let l_975 = bitcast<f64>(l_974);
let l_976 = l_911 + l_910;
let l_977 = l_976 <= l_925;
l_mut_848 = l_977;
let l_978 = l_911 - l_910;
let l_979 = l_978 > l_925;
l_mut_845 = l_979;
let l_980 = l_912 - l_910;
let l_981 = l_980 >= l_925;
l_mut_842 = l_981;
let l_982 = l_912 + l_910;
let l_983 = l_982 < l_925;
l_mut_839 = l_983;
if l_717 {
let l_984 = l_911 + l_910;
let l_985 = l_984 < l_947;
l_mut_848 = l_985;
let l_986 = l_911 - l_910;
let l_987 = l_986 >= l_947;
l_mut_845 = l_987;
let l_988 = l_912 - l_910;
let l_989 = l_988 > l_975;
l_mut_842 = l_989;
let l_990 = l_912 + l_910;
let l_991 = l_990 <= l_975;
l_mut_839 = l_991;
}
l_mut_747 = u32(2);
let l_992 = l_mut_845 || l_mut_839;
if l_992 {
l_mut_747 = u32(1);
} else {
let l_993 = l_mut_848 && l_mut_842;
if l_993 {
l_mut_747 = u32(0);
}
}
let l_994 = bitcast<u32>(l_26);
let l_995 = l_994 & u32(2147483647);
let l_996 = l_995 == u32(0);
if l_996 {
let l_997 = l_911 + l_910;
let l_998 = l_997 < f64(1.1754943508222875e-38);
let l_999 = l_912 - l_910;
let l_1000 = l_999 > f64(-1.1754943508222875e-38);
let l_1001 = l_998 && l_1000;
let l_1002 = l_911 - l_910;
let l_1003 = l_1002 < f64(1.1754943508222875e-38);
let l_1004 = l_912 + l_910;
let l_1005 = l_1004 > f64(-1.1754943508222875e-38);
let l_1006 = l_1003 && l_1005;
if l_1001 {
l_mut_747 = u32(0);
} else {
let l_1007 = l_mut_747 == u32(1);
let l_1008 = l_1006 && l_1007;
if l_1008 {
l_mut_747 = u32(2);
}
}
}
l_mut_788 = l_mut_747;
}
l_mut_731 = l_mut_788;
}
} else {
let l_1009 = l_713 == u32(4);
if l_1009 {
let l_1010 = l_722 * l_727;
let l_1011 = l_719 + l_1010;
let l_1012 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_1013 = l_1012 >= f64(1.1754943508222875e-38);
let l_1014 = l_1012 <= f64(1.7976931348623157e308);
let l_1015 = l_1013 && l_1014;
if l_1015 {
let l_1016 = bitcast<u64>(l_1012);
let l_1017 = l_1016 >> u32(bitcast<u64>(u64(52)));
let l_1018 = l_1017 - u64(23);
let l_1019 = l_1018 << u32(bitcast<u64>(u64(52)));
let l_1020 = bitcast<f64>(l_1019);
l_mut_404 = l_1020;
}
let l_1021 = l_1011 * l_mut_404;
l_mut_788 = u32(2);
let l_1022 = l_mut_31 - l_729;
let l_1023 = abs(l_1022);
l_mut_404 = f64(1.401298464324817e-45);
let l_1024 = l_1023 >= f64(1.1754943508222875e-38);
let l_1025 = l_1023 <= f64(1.7976931348623157e308);
let l_1026 = l_1024 && l_1025;
if l_1026 {
let l_1027 = bitcast<u64>(l_1023);
let l_1028 = l_1027 >> u32(bitcast<u64>(u64(52)));
let l_1029 = l_1028 - u64(23);
let l_1030 = l_1029 << u32(bitcast<u64>(u64(52)));
let l_1031 = bitcast<f64>(l_1030);
l_mut_404 = l_1031;
}
let l_1032 = l_mut_31 + l_729;
let l_1033 = abs(l_1032);
l_mut_232 = f64(1.401298464324817e-45);
let l_1034 = l_1033 >= f64(1.1754943508222875e-38);
let l_1035 = l_1033 <= f64(1.7976931348623157e308);
let l_1036 = l_1034 && l_1035;
if l_1036 {
let l_1037 = bitcast<u64>(l_1033);
let l_1038 = l_1037 >> u32(bitcast<u64>(u64(52)));
let l_1039 = l_1038 - u64(23);
let l_1040 = l_1039 << u32(bitcast<u64>(u64(52)));
let l_1041 = bitcast<f64>(l_1040);
l_mut_232 = l_1041;
}
let l_1042 = l_mut_404 == l_mut_232;
if l_1042 {
let l_1043 = l_1021 * f64(1.4551915228366852e-11);
let l_1044 = l_729 + l_1043;
let l_1045 = l_mut_31 - l_1021;
let l_1046 = l_mut_31 + l_1021;
let l_1047 = bitcast<u32>(l_26);
let l_1048 = l_1047 & u32(2147483647);
let l_1049 = bitcast<f32>(l_1048);
let l_1050 = f64(l_1049);
l_mut_404 = l_1050;
let l_1051 = l_1048 < u32(8388608);
if l_1051 {
let l_1052 = f64(l_1048);
let l_1053 = l_1052 * f64(1.401298464324817e-45);
l_mut_404 = l_1053;
}
let l_1054 = bitcast<u64>(l_mut_404);
let l_1055 = l_1047 >> u32(31);
let l_1056 = u64(l_1055);
let l_1057 = l_1056 << u32(bitcast<u64>(u64(63)));
let l_1058 = l_1054 | l_1057;
let l_1059 = bitcast<f64>(l_1058);
let l_1060 = bitcast<u32>(l_26);
let l_1061 = l_1060 + u32(1);
l_mut_747 = l_1061;
let l_1062 = l_1060 & u32(2147483647);
let l_1063 = l_1062 == u32(0);
if l_1063 {
l_mut_747 = u32(1);
} else {
let l_1064 = l_1060 & u32(2147483648);
let l_1065 = l_1064 != u32(0);
if l_1065 {
let l_1066 = l_1060 - u32(1);
l_mut_747 = l_1066;
} else {
let l_1067 = l_1060 == u32(2139095040);
if l_1067 {
l_mut_747 = l_1060;
}
}
}
let l_1068 = bitcast<f32>(l_mut_747);
let l_1069 = bitcast<u32>(l_1068);
let l_1070 = l_1069 & u32(2147483647);
let l_1071 = bitcast<f32>(l_1070);
let l_1072 = f64(l_1071);
l_mut_404 = l_1072;
let l_1073 = l_1070 < u32(8388608);
if l_1073 {
let l_1074 = f64(l_1070);
let l_1075 = l_1074 * f64(1.401298464324817e-45);
l_mut_404 = l_1075;
}
let l_1076 = bitcast<u64>(l_mut_404);
let l_1077 = l_1069 >> u32(31);
let l_1078 = u64(l_1077);
let l_1079 = l_1078 << u32(bitcast<u64>(u64(63)));
let l_1080 = l_1076 | l_1079;
let l_1081 = bitcast<f64>(l_1080);
let l_1082 = bitcast<u32>(l_26);
let l_1083 = l_1082 ^ u32(2147483648);
let l_1084 = bitcast<f32>(l_1083);
let l_1085 = bitcast<u32>(l_1084);
let l_1086 = l_1085 + u32(1);
l_mut_747 = l_1086;
let l_1087 = l_1085 & u32(2147483647);
let l_1088 = l_1087 == u32(0);
if l_1088 {
l_mut_747 = u32(1);
} else {
let l_1089 = l_1085 & u32(2147483648);
let l_1090 = l_1089 != u32(0);
if l_1090 {
let l_1091 = l_1085 - u32(1);
l_mut_747 = l_1091;
} else {
let l_1092 = l_1085 == u32(2139095040);
if l_1092 {
l_mut_747 = l_1085;
}
}
}
let l_1093 = bitcast<f32>(l_mut_747);
let l_1094 = bitcast<u32>(l_1093);
let l_1095 = l_1094 ^ u32(2147483648);
let l_1096 = bitcast<f32>(l_1095);
let l_1097 = bitcast<u32>(l_1096);
let l_1098 = l_1097 & u32(2147483647);
let l_1099 = bitcast<f32>(l_1098);
let l_1100 = f64(l_1099);
l_mut_404 = l_1100;
let l_1101 = l_1098 < u32(8388608);
if l_1101 {
let l_1102 = f64(l_1098);
let l_1103 = l_1102 * f64(1.401298464324817e-45);
l_mut_404 = l_1103;
}
let l_1104 = bitcast<u64>(l_mut_404);
let l_1105 = l_1097 >> u32(31);
let l_1106 = u64(l_1105);
let l_1107 = l_1106 << u32(bitcast<u64>(u64(63)));
let l_1108 = l_1104 | l_1107;
let l_1109 = bitcast<f64>(l_1108);
let l_1110 = l_1045 + l_1044;
let l_1111 = l_1110 <= l_1059;
l_mut_848 = l_1111;
let l_1112 = l_1045 - l_1044;
let l_1113 = l_1112 > l_1059;
l_mut_845 = l_1113;
let l_1114 = l_1046 - l_1044;
let l_1115 = l_1114 >= l_1059;
l_mut_842 = l_1115;
let l_1116 = l_1046 + l_1044;
let l_1117 = l_1116 < l_1059;
l_mut_839 = l_1117;
if l_717 {
let l_1118 = l_1045 + l_1044;
let l_1119 = l_1118 < l_1081;
l_mut_848 = l_1119;
let l_1120 = l_1045 - l_1044;
let l_1121 = l_1120 >= l_1081;
l_mut_845 = l_1121;
let l_1122 = l_1046 - l_1044;
let l_1123 = l_1122 > l_1109;
l_mut_842 = l_1123;
let l_1124 = l_1046 + l_1044;
let l_1125 = l_1124 <= l_1109;
l_mut_839 = l_1125;
}
l_mut_747 = u32(2);
let l_1126 = l_mut_845 || l_mut_839;
if l_1126 {
l_mut_747 = u32(1);
} else {
let l_1127 = l_mut_848 && l_mut_842;
if l_1127 {
l_mut_747 = u32(0);
}
}
let l_1128 = bitcast<u32>(l_26);
let l_1129 = l_1128 & u32(2147483647);
let l_1130 = l_1129 == u32(0);
if l_1130 {
let l_1131 = l_1045 + l_1044;
let l_1132 = l_1131 < f64(1.1754943508222875e-38);
let l_1133 = l_1046 - l_1044;
let l_1134 = l_1133 > f64(-1.1754943508222875e-38);
let l_1135 = l_1132 && l_1134;
let l_1136 = l_1045 - l_1044;
let l_1137 = l_1136 < f64(1.1754943508222875e-38);
let l_1138 = l_1046 + l_1044;
let l_1139 = l_1138 > f64(-1.1754943508222875e-38);
let l_1140 = l_1137 && l_1139;
if l_1135 {
l_mut_747 = u32(0);
} else {
let l_1141 = l_mut_747 == u32(1);
let l_1142 = l_1140 && l_1141;
if l_1142 {
l_mut_747 = u32(2);
}
}
}
l_mut_788 = l_mut_747;
}
l_mut_731 = l_mut_788;
} else {
let l_1143 = l_713 == u32(5);
if l_1143 {
let l_1144 = f64(2.0) * l_726;
let l_1145 = abs(l_1144);
let l_1146 = floor(l_1145);
let l_1147 = f64(3.0) + l_1146;
let l_1148 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_1149 = l_1148 >= f64(1.1754943508222875e-38);
let l_1150 = l_1148 <= f64(1.7976931348623157e308);
let l_1151 = l_1149 && l_1150;
if l_1151 {
let l_1152 = bitcast<u64>(l_1148);
let l_1153 = l_1152 >> u32(bitcast<u64>(u64(52)));
let l_1154 = l_1153 - u64(23);
let l_1155 = l_1154 << u32(bitcast<u64>(u64(52)));
let l_1156 = bitcast<f64>(l_1155);
l_mut_404 = l_1156;
}
let l_1157 = l_1147 * l_mut_404;
l_mut_788 = u32(2);
let l_1158 = l_mut_31 - l_729;
let l_1159 = abs(l_1158);
l_mut_404 = f64(1.401298464324817e-45);
let l_1160 = l_1159 >= f64(1.1754943508222875e-38);
let l_1161 = l_1159 <= f64(1.7976931348623157e308);
let l_1162 = l_1160 && l_1161;
if l_1162 {
let l_1163 = bitcast<u64>(l_1159);
let l_1164 = l_1163 >> u32(bitcast<u64>(u64(52)));
let l_1165 = l_1164 - u64(23);
let l_1166 = l_1165 << u32(bitcast<u64>(u64(52)));
let l_1167 = bitcast<f64>(l_1166);
l_mut_404 = l_1167;
}
let l_1168 = l_mut_31 + l_729;
let l_1169 = abs(l_1168);
l_mut_232 = f64(1.401298464324817e-45);
let l_1170 = l_1169 >= f64(1.1754943508222875e-38);
let l_1171 = l_1169 <= f64(1.7976931348623157e308);
let l_1172 = l_1170 && l_1171;
if l_1172 {
let l_1173 = bitcast<u64>(l_1169);
let l_1174 = l_1173 >> u32(bitcast<u64>(u64(52)));
let l_1175 = l_1174 - u64(23);
let l_1176 = l_1175 << u32(bitcast<u64>(u64(52)));
let l_1177 = bitcast<f64>(l_1176);
l_mut_232 = l_1177;
}
let l_1178 = l_mut_404 == l_mut_232;
if l_1178 {
let l_1179 = l_1157 * f64(1.4551915228366852e-11);
let l_1180 = l_729 + l_1179;
let l_1181 = l_mut_31 - l_1157;
let l_1182 = l_mut_31 + l_1157;
let l_1183 = bitcast<u32>(l_26);
let l_1184 = l_1183 & u32(2147483647);
let l_1185 = bitcast<f32>(l_1184);
let l_1186 = f64(l_1185);
l_mut_404 = l_1186;
let l_1187 = l_1184 < u32(8388608);
if l_1187 {
let l_1188 = f64(l_1184);
let l_1189 = l_1188 * f64(1.401298464324817e-45);
l_mut_404 = l_1189;
}
let l_1190 = bitcast<u64>(l_mut_404);
let l_1191 = l_1183 >> u32(31);
let l_1192 = u64(l_1191);
let l_1193 = l_1192 << u32(bitcast<u64>(u64(63)));
let l_1194 = l_1190 | l_1193;
let l_1195 = bitcast<f64>(l_1194);
let l_1196 = bitcast<u32>(l_26);
let l_1197 = l_1196 + u32(1);
l_mut_747 = l_1197;
let l_1198 = l_1196 & u32(2147483647);
let l_1199 = l_1198 == u32(0);
if l_1199 {
l_mut_747 = u32(1);
} else {
let l_1200 = l_1196 & u32(2147483648);
let l_1201 = l_1200 != u32(0);
if l_1201 {
let l_1202 = l_1196 - u32(1);
l_mut_747 = l_1202;
} else {
let l_1203 = l_1196 == u32(2139095040);
if l_1203 {
l_mut_747 = l_1196;
}
}
}
let l_1204 = bitcast<f32>(l_mut_747);
let l_1205 = bitcast<u32>(l_1204);
let l_1206 = l_1205 & u32(2147483647);
let l_1207 = bitcast<f32>(l_1206);
let l_1208 = f64(l_1207);
l_mut_404 = l_1208;
let l_1209 = l_1206 < u32(8388608);
if l_1209 {
let l_1210 = f64(l_1206);
let l_1211 = l_1210 * f64(1.401298464324817e-45);
l_mut_404 = l_1211;
}
let l_1212 = bitcast<u64>(l_mut_404);
let l_1213 = l_1205 >> u32(31);
let l_1214 = u64(l_1213);
let l_1215 = l_1214 << u32(bitcast<u64>(u64(63)));
let l_1216 = l_1212 | l_1215;
let l_1217 = bitcast<f64>(l_1216);
let l_1218 = bitcast<u32>(l_26);
let l_1219 = l_1218 ^ u32(2147483648);
let l_1220 = bitcast<f32>(l_1219);
let l_1221 = bitcast<u32>(l_1220);
let l_1222 = l_1221 + u32(1);
l_mut_747 = l_1222;
let l_1223 = l_1221 & u32(2147483647);
let l_1224 = l_1223 == u32(0);
if l_1224 {
l_mut_747 = u32(1);
} else {
let l_1225 = l_1221 & u32(2147483648);
let l_1226 = l_1225 != u32(0);
if l_1226 {
let l_1227 = l_1221 - u32(1);
l_mut_747 = l_1227;
} else {
let l_1228 = l_1221 == u32(2139095040);
if l_1228 {
l_mut_747 = l_1221;
}
}
}
let l_1229 = bitcast<f32>(l_mut_747);
let l_1230 = bitcast<u32>(l_1229);
let l_1231 = l_1230 ^ u32(2147483648);
let l_1232 = bitcast<f32>(l_1231);
let l_1233 = bitcast<u32>(l_1232);
let l_1234 = l_1233 & u32(2147483647);
let l_1235 = bitcast<f32>(l_1234);
let l_1236 = f64(l_1235);
l_mut_404 = l_1236;
let l_1237 = l_1234 < u32(8388608);
if l_1237 {
let l_1238 = f64(l_1234);
let l_1239 = l_1238 * f64(1.401298464324817e-45);
l_mut_404 = l_1239;
}
let l_1240 = bitcast<u64>(l_mut_404);
let l_1241 = l_1233 >> u32(31);
let l_1242 = u64(l_1241);
let l_1243 = l_1242 << u32(bitcast<u64>(u64(63)));
let l_1244 = l_1240 | l_1243;
let l_1245 = bitcast<f64>(l_1244);
let l_1246 = l_1181 + l_1180;
let l_1247 = l_1246 <= l_1195;
l_mut_848 = l_1247;
let l_1248 = l_1181 - l_1180;
let l_1249 = l_1248 > l_1195;
l_mut_845 = l_1249;
let l_1250 = l_1182 - l_1180;
let l_1251 = l_1250 >= l_1195;
l_mut_842 = l_1251;
let l_1252 = l_1182 + l_1180;
let l_1253 = l_1252 < l_1195;
l_mut_839 = l_1253;
if l_717 {
let l_1254 = l_1181 + l_1180;
let l_1255 = l_1254 < l_1217;
l_mut_848 = l_1255;
let l_1256 = l_1181 - l_1180;
let l_1257 = l_1256 >= l_1217;
l_mut_845 = l_1257;
let l_1258 = l_1182 - l_1180;
let l_1259 = l_1258 > l_1245;
l_mut_842 = l_1259;
let l_1260 = l_1182 + l_1180;
let l_1261 = l_1260 <= l_1245;
l_mut_839 = l_1261;
}
l_mut_747 = u32(2);
let l_1262 = l_mut_845 || l_mut_839;
if l_1262 {
l_mut_747 = u32(1);
} else {
let l_1263 = l_mut_848 && l_mut_842;
if l_1263 {
l_mut_747 = u32(0);
}
}
let l_1264 = bitcast<u32>(l_26);
let l_1265 = l_1264 & u32(2147483647);
let l_1266 = l_1265 == u32(0);
if l_1266 {
let l_1267 = l_1181 + l_1180;
let l_1268 = l_1267 < f64(1.1754943508222875e-38);
let l_1269 = l_1182 - l_1180;
let l_1270 = l_1269 > f64(-1.1754943508222875e-38);
let l_1271 = l_1268 && l_1270;
let l_1272 = l_1181 - l_1180;
let l_1273 = l_1272 < f64(1.1754943508222875e-38);
let l_1274 = l_1182 + l_1180;
let l_1275 = l_1274 > f64(-1.1754943508222875e-38);
let l_1276 = l_1273 && l_1275;
if l_1271 {
l_mut_747 = u32(0);
} else {
let l_1277 = l_mut_747 == u32(1);
let l_1278 = l_1276 && l_1277;
if l_1278 {
l_mut_747 = u32(2);
}
}
}
l_mut_788 = l_mut_747;
}
l_mut_731 = l_mut_788;
} else {
let l_1279 = l_713 == u32(6);
if l_1279 {
l_mut_731 = u32(0);
let l_1280 = l_727 <= l_722;
if l_1280 {
let l_1281 = l_719 * f64(1.4551915228366852e-11);
let l_1282 = l_729 + l_1281;
let l_1283 = l_mut_31 - l_719;
let l_1284 = l_mut_31 + l_719;
let l_1285 = bitcast<u32>(l_26);
let l_1286 = l_1285 & u32(2147483647);
let l_1287 = bitcast<f32>(l_1286);
let l_1288 = f64(l_1287);
l_mut_404 = l_1288;
let l_1289 = l_1286 < u32(8388608);
if l_1289 {
let l_1290 = f64(l_1286);
let l_1291 = l_1290 * f64(1.401298464324817e-45);
l_mut_404 = l_1291;
}
let l_1292 = bitcast<u64>(l_mut_404);
let l_1293 = l_1285 >> u32(31);
let l_1294 = u64(l_1293);
let l_1295 = l_1294 << u32(bitcast<u64>(u64(63)));
let l_1296 = l_1292 | l_1295;
let l_1297 = bitcast<f64>(l_1296);
let l_1298 = bitcast<u32>(l_26);
let l_1299 = l_1298 + u32(1);
l_mut_788 = l_1299;
let l_1300 = l_1298 & u32(2147483647);
let l_1301 = l_1300 == u32(0);
if l_1301 {
l_mut_788 = u32(1);
} else {
let l_1302 = l_1298 & u32(2147483648);
let l_1303 = l_1302 != u32(0);
if l_1303 {
let l_1304 = l_1298 - u32(1);
l_mut_788 = l_1304;
} else {
let l_1305 = l_1298 == u32(2139095040);
if l_1305 {
l_mut_788 = l_1298;
}
}
}
let l_1306 = bitcast<f32>(l_mut_788);
let l_1307 = bitcast<u32>(l_1306);
let l_1308 = l_1307 & u32(2147483647);
let l_1309 = bitcast<f32>(l_1308);
let l_1310 = f64(l_1309);
l_mut_404 = l_1310;
let l_1311 = l_1308 < u32(8388608);
if l_1311 {
let l_1312 = f64(l_1308);
let l_1313 = l_1312 * f64(1.401298464324817e-45);
l_mut_404 = l_1313;
}
let l_1314 = bitcast<u64>(l_mut_404);
let l_1315 = l_1307 >> u32(31);
let l_1316 = u64(l_1315);
let l_1317 = l_1316 << u32(bitcast<u64>(u64(63)));
let l_1318 = l_1314 | l_1317;
let l_1319 = bitcast<f64>(l_1318);
let l_1320 = bitcast<u32>(l_26);
let l_1321 = l_1320 ^ u32(2147483648);
let l_1322 = bitcast<f32>(l_1321);
let l_1323 = bitcast<u32>(l_1322);
let l_1324 = l_1323 + u32(1);
l_mut_788 = l_1324;
let l_1325 = l_1323 & u32(2147483647);
let l_1326 = l_1325 == u32(0);
if l_1326 {
l_mut_788 = u32(1);
} else {
let l_1327 = l_1323 & u32(2147483648);
let l_1328 = l_1327 != u32(0);
if l_1328 {
let l_1329 = l_1323 - u32(1);
l_mut_788 = l_1329;
} else {
let l_1330 = l_1323 == u32(2139095040);
if l_1330 {
l_mut_788 = l_1323;
}
}
}
let l_1331 = bitcast<f32>(l_mut_788);
let l_1332 = bitcast<u32>(l_1331);
let l_1333 = l_1332 ^ u32(2147483648);
let l_1334 = bitcast<f32>(l_1333);
let l_1335 = bitcast<u32>(l_1334);
let l_1336 = l_1335 & u32(2147483647);
let l_1337 = bitcast<f32>(l_1336);
let l_1338 = f64(l_1337);
l_mut_404 = l_1338;
let l_1339 = l_1336 < u32(8388608);
if l_1339 {
let l_1340 = f64(l_1336);
let l_1341 = l_1340 * f64(1.401298464324817e-45);
l_mut_404 = l_1341;
}
let l_1342 = bitcast<u64>(l_mut_404);
let l_1343 = l_1335 >> u32(31);
let l_1344 = u64(l_1343);
let l_1345 = l_1344 << u32(bitcast<u64>(u64(63)));
let l_1346 = l_1342 | l_1345;
let l_1347 = bitcast<f64>(l_1346);
let l_1348 = l_1283 + l_1282;
let l_1349 = l_1348 <= l_1297;
l_mut_848 = l_1349;
let l_1350 = l_1283 - l_1282;
let l_1351 = l_1350 > l_1297;
l_mut_845 = l_1351;
let l_1352 = l_1284 - l_1282;
let l_1353 = l_1352 >= l_1297;
l_mut_842 = l_1353;
let l_1354 = l_1284 + l_1282;
let l_1355 = l_1354 < l_1297;
l_mut_839 = l_1355;
if l_717 {
let l_1356 = l_1283 + l_1282;
let l_1357 = l_1356 < l_1319;
l_mut_848 = l_1357;
let l_1358 = l_1283 - l_1282;
let l_1359 = l_1358 >= l_1319;
l_mut_845 = l_1359;
let l_1360 = l_1284 - l_1282;
let l_1361 = l_1360 > l_1347;
l_mut_842 = l_1361;
let l_1362 = l_1284 + l_1282;
let l_1363 = l_1362 <= l_1347;
l_mut_839 = l_1363;
}
l_mut_788 = u32(2);
let l_1364 = l_mut_845 || l_mut_839;
if l_1364 {
l_mut_788 = u32(1);
} else {
let l_1365 = l_mut_848 && l_mut_842;
if l_1365 {
l_mut_788 = u32(0);
}
}
let l_1366 = bitcast<u32>(l_26);
let l_1367 = l_1366 & u32(2147483647);
let l_1368 = l_1367 == u32(0);
if l_1368 {
let l_1369 = l_1283 + l_1282;
let l_1370 = l_1369 < f64(1.1754943508222875e-38);
let l_1371 = l_1284 - l_1282;
let l_1372 = l_1371 > f64(-1.1754943508222875e-38);
let l_1373 = l_1370 && l_1372;
let l_1374 = l_1283 - l_1282;
let l_1375 = l_1374 < f64(1.1754943508222875e-38);
let l_1376 = l_1284 + l_1282;
let l_1377 = l_1376 > f64(-1.1754943508222875e-38);
let l_1378 = l_1375 && l_1377;
if l_1373 {
l_mut_788 = u32(0);
} else {
let l_1379 = l_mut_788 == u32(1);
let l_1380 = l_1378 && l_1379;
if l_1380 {
l_mut_788 = u32(2);
}
}
}
l_mut_731 = l_mut_788;
}
} else {
let l_1381 = l_713 == u32(7);
if l_1381 {
let l_1382 = abs(l_mut_31);
let l_1383 = l_719 * l_1382;
l_mut_404 = l_1383;
let l_1384 = abs(l_mut_31);
l_mut_232 = f64(1.401298464324817e-45);
let l_1385 = l_1384 >= f64(1.1754943508222875e-38);
let l_1386 = l_1384 <= f64(1.7976931348623157e308);
let l_1387 = l_1385 && l_1386;
if l_1387 {
let l_1388 = bitcast<u64>(l_1384);
let l_1389 = l_1388 >> u32(bitcast<u64>(u64(52)));
let l_1390 = l_1389 - u64(23);
let l_1391 = l_1390 << u32(bitcast<u64>(u64(52)));
let l_1392 = bitcast<f64>(l_1391);
l_mut_232 = l_1392;
}
let l_1393 = f64(0.5) * l_mut_232;
let l_1394 = l_1393 > l_mut_404;
if l_1394 {
l_mut_404 = l_1393;
}
let l_1395 = l_mut_31 - l_729;
let l_1396 = abs(l_1395);
l_mut_232 = f64(1.401298464324817e-45);
let l_1397 = l_1396 >= f64(1.1754943508222875e-38);
let l_1398 = l_1396 <= f64(1.7976931348623157e308);
let l_1399 = l_1397 && l_1398;
if l_1399 {
let l_1400 = bitcast<u64>(l_1396);
let l_1401 = l_1400 >> u32(bitcast<u64>(u64(52)));
let l_1402 = l_1401 - u64(23);
let l_1403 = l_1402 << u32(bitcast<u64>(u64(52)));
let l_1404 = bitcast<f64>(l_1403);
l_mut_232 = l_1404;
}
let l_1405 = l_mut_31 + l_729;
let l_1406 = abs(l_1405);
l_mut_78 = f64(1.401298464324817e-45);
let l_1407 = l_1406 >= f64(1.1754943508222875e-38);
let l_1408 = l_1406 <= f64(1.7976931348623157e308);
let l_1409 = l_1407 && l_1408;
if l_1409 {
let l_1410 = bitcast<u64>(l_1406);
let l_1411 = l_1410 >> u32(bitcast<u64>(u64(52)));
let l_1412 = l_1411 - u64(23);
let l_1413 = l_1412 << u32(bitcast<u64>(u64(52)));
let l_1414 = bitcast<f64>(l_1413);
l_mut_78 = l_1414;
}
let l_1415 = l_mut_232 == l_mut_78;
if l_1415 {
let l_1416 = l_719 * l_729;
let l_1417 = l_729 + l_1416;
let l_1418 = l_mut_404 * f64(1.4551915228366852e-11);
let l_1419 = l_1417 + l_1418;
let l_1420 = l_mut_31 - l_mut_404;
let l_1421 = l_mut_31 + l_mut_404;
let l_1422 = bitcast<u32>(l_26);
let l_1423 = l_1422 & u32(2147483647);
let l_1424 = bitcast<f32>(l_1423);
let l_1425 = f64(l_1424);
l_mut_404 = l_1425;
let l_1426 = l_1423 < u32(8388608);
if l_1426 {
let l_1427 = f64(l_1423);
let l_1428 = l_1427 * f64(1.401298464324817e-45);
l_mut_404 = l_1428;
}
let l_1429 = bitcast<u64>(l_mut_404);
let l_1430 = l_1422 >> u32(31);
let l_1431 = u64(l_1430);
let l_1432 = l_1431 << u32(bitcast<u64>(u64(63)));
let l_1433 = l_1429 | l_1432;
let l_1434 = bitcast<f64>(l_1433);
let l_1435 = bitcast<u32>(l_26);
let l_1436 = l_1435 + u32(1);
l_mut_788 = l_1436;
let l_1437 = l_1435 & u32(2147483647);
let l_1438 = l_1437 == u32(0);
if l_1438 {
l_mut_788 = u32(1);
} else {
let l_1439 = l_1435 & u32(2147483648);
let l_1440 = l_1439 != u32(0);
if l_1440 {
let l_1441 = l_1435 - u32(1);
l_mut_788 = l_1441;
} else {
let l_1442 = l_1435 == u32(2139095040);
if l_1442 {
l_mut_788 = l_1435;
}
}
}
let l_1443 = bitcast<f32>(l_mut_788);
let l_1444 = bitcast<u32>(l_1443);
let l_1445 = l_1444 & u32(2147483647);
let l_1446 = bitcast<f32>(l_1445);
let l_1447 = f64(l_1446);
l_mut_404 = l_1447;
let l_1448 = l_1445 < u32(8388608);
if l_1448 {
let l_1449 = f64(l_1445);
let l_1450 = l_1449 * f64(1.401298464324817e-45);
l_mut_404 = l_1450;
}
let l_1451 = bitcast<u64>(l_mut_404);
let l_1452 = l_1444 >> u32(31);
let l_1453 = u64(l_1452);
let l_1454 = l_1453 << u32(bitcast<u64>(u64(63)));
let l_1455 = l_1451 | l_1454;
let l_1456 = bitcast<f64>(l_1455);
let l_1457 = bitcast<u32>(l_26);
let l_1458 = l_1457 ^ u32(2147483648);
let l_1459 = bitcast<f32>(l_1458);
let l_1460 = bitcast<u32>(l_1459);
let l_1461 = l_1460 + u32(1);
l_mut_788 = l_1461;
let l_1462 = l_1460 & u32(2147483647);
let l_1463 = l_1462 == u32(0);
if l_1463 {
l_mut_788 = u32(1);
} else {
let l_1464 = l_1460 & u32(2147483648);
let l_1465 = l_1464 != u32(0);
if l_1465 {
let l_1466 = l_1460 - u32(1);
l_mut_788 = l_1466;
} else {
let l_1467 = l_1460 == u32(2139095040);
if l_1467 {
l_mut_788 = l_1460;
}
}
}
let l_1468 = bitcast<f32>(l_mut_788);
let l_1469 = bitcast<u32>(l_1468);
let l_1470 = l_1469 ^ u32(2147483648);
let l_1471 = bitcast<f32>(l_1470);
let l_1472 = bitcast<u32>(l_1471);
let l_1473 = l_1472 & u32(2147483647);
let l_1474 = bitcast<f32>(l_1473);
let l_1475 = f64(l_1474);
l_mut_404 = l_1475;
let l_1476 = l_1473 < u32(8388608);
if l_1476 {
let l_1477 = f64(l_1473);
let l_1478 = l_1477 * f64(1.401298464324817e-45);
l_mut_404 = l_1478;
}
let l_1479 = bitcast<u64>(l_mut_404);
let l_1480 = l_1472 >> u32(31);
let l_1481 = u64(l_1480);
let l_1482 = l_1481 << u32(bitcast<u64>(u64(63)));
let l_1483 = l_1479 | l_1482;
let l_1484 = bitcast<f64>(l_1483);
let l_1485 = l_1420 + l_1419;
let l_1486 = l_1485 <= l_1434;
l_mut_848 = l_1486;
let l_1487 = l_1420 - l_1419;
let l_1488 = l_1487 > l_1434;
l_mut_845 = l_1488;
let l_1489 = l_1421 - l_1419;
let l_1490 = l_1489 >= l_1434;
l_mut_842 = l_1490;
let l_1491 = l_1421 + l_1419;
let l_1492 = l_1491 < l_1434;
l_mut_839 = l_1492;
if l_717 {
let l_1493 = l_1420 + l_1419;
let l_1494 = l_1493 < l_1456;
l_mut_848 = l_1494;
let l_1495 = l_1420 - l_1419;
let l_1496 = l_1495 >= l_1456;
l_mut_845 = l_1496;
let l_1497 = l_1421 - l_1419;
let l_1498 = l_1497 > l_1484;
l_mut_842 = l_1498;
let l_1499 = l_1421 + l_1419;
let l_1500 = l_1499 <= l_1484;
l_mut_839 = l_1500;
}
l_mut_788 = u32(2);
let l_1501 = l_mut_845 || l_mut_839;
if l_1501 {
l_mut_788 = u32(1);
} else {
let l_1502 = l_mut_848 && l_mut_842;
if l_1502 {
l_mut_788 = u32(0);
}
}
let l_1503 = bitcast<u32>(l_26);
let l_1504 = l_1503 & u32(2147483647);
let l_1505 = l_1504 == u32(0);
if l_1505 {
let l_1506 = l_1420 + l_1419;
let l_1507 = l_1506 < f64(1.1754943508222875e-38);
let l_1508 = l_1421 - l_1419;
let l_1509 = l_1508 > f64(-1.1754943508222875e-38);
let l_1510 = l_1507 && l_1509;
let l_1511 = l_1420 - l_1419;
let l_1512 = l_1511 < f64(1.1754943508222875e-38);
let l_1513 = l_1421 + l_1419;
let l_1514 = l_1513 > f64(-1.1754943508222875e-38);
let l_1515 = l_1512 && l_1514;
if l_1510 {
l_mut_788 = u32(0);
} else {
let l_1516 = l_mut_788 == u32(1);
let l_1517 = l_1515 && l_1516;
if l_1517 {
l_mut_788 = u32(2);
}
}
}
l_mut_731 = l_mut_788;
}
} else {
let l_1518 = l_713 == u32(8);
if l_1518 {
let l_1519 = l_726 >= f64(0.5);
let l_1520 = l_726 <= f64(2.0);
let l_1521 = l_1519 && l_1520;
if l_1521 {
let l_1522 = l_719 * f64(1.4551915228366852e-11);
let l_1523 = l_729 + l_1522;
let l_1524 = l_mut_31 - l_719;
let l_1525 = l_mut_31 + l_719;
let l_1526 = bitcast<u32>(l_26);
let l_1527 = l_1526 & u32(2147483647);
let l_1528 = bitcast<f32>(l_1527);
let l_1529 = f64(l_1528);
l_mut_404 = l_1529;
let l_1530 = l_1527 < u32(8388608);
if l_1530 {
let l_1531 = f64(l_1527);
let l_1532 = l_1531 * f64(1.401298464324817e-45);
l_mut_404 = l_1532;
}
let l_1533 = bitcast<u64>(l_mut_404);
let l_1534 = l_1526 >> u32(31);
let l_1535 = u64(l_1534);
let l_1536 = l_1535 << u32(bitcast<u64>(u64(63)));
let l_1537 = l_1533 | l_1536;
let l_1538 = bitcast<f64>(l_1537);
let l_1539 = bitcast<u32>(l_26);
let l_1540 = l_1539 + u32(1);
l_mut_788 = l_1540;
let l_1541 = l_1539 & u32(2147483647);
let l_1542 = l_1541 == u32(0);
if l_1542 {
l_mut_788 = u32(1);
} else {
let l_1543 = l_1539 & u32(2147483648);
let l_1544 = l_1543 != u32(0);
if l_1544 {
let l_1545 = l_1539 - u32(1);
l_mut_788 = l_1545;
} else {
let l_1546 = l_1539 == u32(2139095040);
if l_1546 {
l_mut_788 = l_1539;
}
}
}
let l_1547 = bitcast<f32>(l_mut_788);
let l_1548 = bitcast<u32>(l_1547);
let l_1549 = l_1548 & u32(2147483647);
let l_1550 = bitcast<f32>(l_1549);
let l_1551 = f64(l_1550);
l_mut_404 = l_1551;
let l_1552 = l_1549 < u32(8388608);
if l_1552 {
let l_1553 = f64(l_1549);
let l_1554 = l_1553 * f64(1.401298464324817e-45);
l_mut_404 = l_1554;
}
let l_1555 = bitcast<u64>(l_mut_404);
let l_1556 = l_1548 >> u32(31);
let l_1557 = u64(l_1556);
let l_1558 = l_1557 << u32(bitcast<u64>(u64(63)));
let l_1559 = l_1555 | l_1558;
let l_1560 = bitcast<f64>(l_1559);
let l_1561 = bitcast<u32>(l_26);
let l_1562 = l_1561 ^ u32(2147483648);
let l_1563 = bitcast<f32>(l_1562);
let l_1564 = bitcast<u32>(l_1563);
let l_1565 = l_1564 + u32(1);
l_mut_788 = l_1565;
let l_1566 = l_1564 & u32(2147483647);
let l_1567 = l_1566 == u32(0);
if l_1567 {
l_mut_788 = u32(1);
} else {
let l_1568 = l_1564 & u32(2147483648);
let l_1569 = l_1568 != u32(0);
if l_1569 {
let l_1570 = l_1564 - u32(1);
l_mut_788 = l_1570;
} else {
let l_1571 = l_1564 == u32(2139095040);
if l_1571 {
l_mut_788 = l_1564;
}
}
}
let l_1572 = bitcast<f32>(l_mut_788);
let l_1573 = bitcast<u32>(l_1572);
let l_1574 = l_1573 ^ u32(2147483648);
let l_1575 = bitcast<f32>(l_1574);
let l_1576 = bitcast<u32>(l_1575);
let l_1577 = l_1576 & u32(2147483647);
let l_1578 = bitcast<f32>(l_1577);
let l_1579 = f64(l_1578);
l_mut_404 = l_1579;
let l_1580 = l_1577 < u32(8388608);
if l_1580 {
let l_1581 = f64(l_1577);
let l_1582 = l_1581 * f64(1.401298464324817e-45);
l_mut_404 = l_1582;
}
let l_1583 = bitcast<u64>(l_mut_404);
let l_1584 = l_1576 >> u32(31);
let l_1585 = u64(l_1584);
let l_1586 = l_1585 << u32(bitcast<u64>(u64(63)));
let l_1587 = l_1583 | l_1586;
let l_1588 = bitcast<f64>(l_1587);
let l_1589 = l_1524 + l_1523;
let l_1590 = l_1589 <= l_1538;
l_mut_848 = l_1590;
let l_1591 = l_1524 - l_1523;
let l_1592 = l_1591 > l_1538;
l_mut_845 = l_1592;
let l_1593 = l_1525 - l_1523;
let l_1594 = l_1593 >= l_1538;
l_mut_842 = l_1594;
let l_1595 = l_1525 + l_1523;
let l_1596 = l_1595 < l_1538;
l_mut_839 = l_1596;
if l_717 {
let l_1597 = l_1524 + l_1523;
let l_1598 = l_1597 < l_1560;
l_mut_848 = l_1598;
let l_1599 = l_1524 - l_1523;
let l_1600 = l_1599 >= l_1560;
l_mut_845 = l_1600;
let l_1601 = l_1525 - l_1523;
let l_1602 = l_1601 > l_1588;
l_mut_842 = l_1602;
let l_1603 = l_1525 + l_1523;
let l_1604 = l_1603 <= l_1588;
l_mut_839 = l_1604;
}
l_mut_788 = u32(2);
let l_1605 = l_mut_845 || l_mut_839;
if l_1605 {
l_mut_788 = u32(1);
} else {
let l_1606 = l_mut_848 && l_mut_842;
if l_1606 {
l_mut_788 = u32(0);
}
}
let l_1607 = bitcast<u32>(l_26);
let l_1608 = l_1607 & u32(2147483647);
let l_1609 = l_1608 == u32(0);
if l_1609 {
let l_1610 = l_1524 + l_1523;
let l_1611 = l_1610 < f64(1.1754943508222875e-38);
let l_1612 = l_1525 - l_1523;
let l_1613 = l_1612 > f64(-1.1754943508222875e-38);
let l_1614 = l_1611 && l_1613;
let l_1615 = l_1524 - l_1523;
let l_1616 = l_1615 < f64(1.1754943508222875e-38);
let l_1617 = l_1525 + l_1523;
let l_1618 = l_1617 > f64(-1.1754943508222875e-38);
let l_1619 = l_1616 && l_1618;
if l_1614 {
l_mut_788 = u32(0);
} else {
let l_1620 = l_mut_788 == u32(1);
let l_1621 = l_1619 && l_1620;
if l_1621 {
l_mut_788 = u32(2);
}
}
}
l_mut_731 = l_mut_788;
} else {
let l_1622 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_1623 = l_1622 >= f64(1.1754943508222875e-38);
let l_1624 = l_1622 <= f64(1.7976931348623157e308);
let l_1625 = l_1623 && l_1624;
if l_1625 {
let l_1626 = bitcast<u64>(l_1622);
let l_1627 = l_1626 >> u32(bitcast<u64>(u64(52)));
let l_1628 = l_1627 - u64(23);
let l_1629 = l_1628 << u32(bitcast<u64>(u64(52)));
let l_1630 = bitcast<f64>(l_1629);
l_mut_404 = l_1630;
}
let l_1631 = l_722 * l_mut_404;
l_mut_788 = u32(2);
let l_1632 = l_mut_31 - l_729;
let l_1633 = abs(l_1632);
l_mut_404 = f64(1.401298464324817e-45);
let l_1634 = l_1633 >= f64(1.1754943508222875e-38);
let l_1635 = l_1633 <= f64(1.7976931348623157e308);
let l_1636 = l_1634 && l_1635;
if l_1636 {
let l_1637 = bitcast<u64>(l_1633);
let l_1638 = l_1637 >> u32(bitcast<u64>(u64(52)));
let l_1639 = l_1638 - u64(23);
let l_1640 = l_1639 << u32(bitcast<u64>(u64(52)));
let l_1641 = bitcast<f64>(l_1640);
l_mut_404 = l_1641;
}
let l_1642 = l_mut_31 + l_729;
let l_1643 = abs(l_1642);
l_mut_232 = f64(1.401298464324817e-45);
let l_1644 = l_1643 >= f64(1.1754943508222875e-38);
let l_1645 = l_1643 <= f64(1.7976931348623157e308);
let l_1646 = l_1644 && l_1645;
if l_1646 {
let l_1647 = bitcast<u64>(l_1643);
let l_1648 = l_1647 >> u32(bitcast<u64>(u64(52)));
let l_1649 = l_1648 - u64(23);
let l_1650 = l_1649 << u32(bitcast<u64>(u64(52)));
let l_1651 = bitcast<f64>(l_1650);
l_mut_232 = l_1651;
}
let l_1652 = l_mut_404 == l_mut_232;
if l_1652 {
let l_1653 = l_1631 * f64(1.4551915228366852e-11);
let l_1654 = l_729 + l_1653;
let l_1655 = l_mut_31 - l_1631;
let l_1656 = l_mut_31 + l_1631;
let l_1657 = bitcast<u32>(l_26);
let l_1658 = l_1657 & u32(2147483647);
let l_1659 = bitcast<f32>(l_1658);
let l_1660 = f64(l_1659);
l_mut_404 = l_1660;
let l_1661 = l_1658 < u32(8388608);
if l_1661 {
let l_1662 = f64(l_1658);
let l_1663 = l_1662 * f64(1.401298464324817e-45);
l_mut_404 = l_1663;
}
let l_1664 = bitcast<u64>(l_mut_404);
let l_1665 = l_1657 >> u32(31);
let l_1666 = u64(l_1665);
let l_1667 = l_1666 << u32(bitcast<u64>(u64(63)));
let l_1668 = l_1664 | l_1667;
let l_1669 = bitcast<f64>(l_1668);
let l_1670 = bitcast<u32>(l_26);
let l_1671 = l_1670 + u32(1);
l_mut_747 = l_1671;
let l_1672 = l_1670 & u32(2147483647);
let l_1673 = l_1672 == u32(0);
if l_1673 {
l_mut_747 = u32(1);
} else {
let l_1674 = l_1670 & u32(2147483648);
let l_1675 = l_1674 != u32(0);
if l_1675 {
let l_1676 = l_1670 - u32(1);
l_mut_747 = l_1676;
} else {
let l_1677 = l_1670 == u32(2139095040);
if l_1677 {
l_mut_747 = l_1670;
}
}
}
let l_1678 = bitcast<f32>(l_mut_747);
let l_1679 = bitcast<u32>(l_1678);
let l_1680 = l_1679 & u32(2147483647);
let l_1681 = bitcast<f32>(l_1680);
let l_1682 = f64(l_1681);
l_mut_404 = l_1682;
let l_1683 = l_1680 < u32(8388608);
if l_1683 {
let l_1684 = f64(l_1680);
let l_1685 = l_1684 * f64(1.401298464324817e-45);
l_mut_404 = l_1685;
}
let l_1686 = bitcast<u64>(l_mut_404);
let l_1687 = l_1679 >> u32(31);
let l_1688 = u64(l_1687);
let l_1689 = l_1688 << u32(bitcast<u64>(u64(63)));
let l_1690 = l_1686 | l_1689;
let l_1691 = bitcast<f64>(l_1690);
let l_1692 = bitcast<u32>(l_26);
let l_1693 = l_1692 ^ u32(2147483648);
let l_1694 = bitcast<f32>(l_1693);
let l_1695 = bitcast<u32>(l_1694);
let l_1696 = l_1695 + u32(1);
l_mut_747 = l_1696;
let l_1697 = l_1695 & u32(2147483647);
let l_1698 = l_1697 == u32(0);
if l_1698 {
l_mut_747 = u32(1);
} else {
let l_1699 = l_1695 & u32(2147483648);
let l_1700 = l_1699 != u32(0);
if l_1700 {
let l_1701 = l_1695 - u32(1);
l_mut_747 = l_1701;
} else {
let l_1702 = l_1695 == u32(2139095040);
if l_1702 {
l_mut_747 = l_1695;
}
}
}
let l_1703 = bitcast<f32>(l_mut_747);
let l_1704 = bitcast<u32>(l_1703);
let l_1705 = l_1704 ^ u32(2147483648);
let l_1706 = bitcast<f32>(l_1705);
let l_1707 = bitcast<u32>(l_1706);
let l_1708 = l_1707 & u32(2147483647);
let l_1709 = bitcast<f32>(l_1708);
let l_1710 = f64(l_1709);
l_mut_404 = l_1710;
let l_1711 = l_1708 < u32(8388608);
if l_1711 {
let l_1712 = f64(l_1708);
let l_1713 = l_1712 * f64(1.401298464324817e-45);
l_mut_404 = l_1713;
}
let l_1714 = bitcast<u64>(l_mut_404);
let l_1715 = l_1707 >> u32(31);
let l_1716 = u64(l_1715);
let l_1717 = l_1716 << u32(bitcast<u64>(u64(63)));
let l_1718 = l_1714 | l_1717;
let l_1719 = bitcast<f64>(l_1718);
let l_1720 = l_1655 + l_1654;
let l_1721 = l_1720 <= l_1669;
l_mut_848 = l_1721;
let l_1722 = l_1655 - l_1654;
let l_1723 = l_1722 > l_1669;
l_mut_845 = l_1723;
let l_1724 = l_1656 - l_1654;
let l_1725 = l_1724 >= l_1669;
l_mut_842 = l_1725;
let l_1726 = l_1656 + l_1654;
let l_1727 = l_1726 < l_1669;
l_mut_839 = l_1727;
if l_717 {
let l_1728 = l_1655 + l_1654;
let l_1729 = l_1728 < l_1691;
l_mut_848 = l_1729;
let l_1730 = l_1655 - l_1654;
let l_1731 = l_1730 >= l_1691;
l_mut_845 = l_1731;
let l_1732 = l_1656 - l_1654;
let l_1733 = l_1732 > l_1719;
l_mut_842 = l_1733;
let l_1734 = l_1656 + l_1654;
let l_1735 = l_1734 <= l_1719;
l_mut_839 = l_1735;
}
l_mut_747 = u32(2);
let l_1736 = l_mut_845 || l_mut_839;
if l_1736 {
l_mut_747 = u32(1);
} else {
let l_1737 = l_mut_848 && l_mut_842;
if l_1737 {
l_mut_747 = u32(0);
}
}
let l_1738 = bitcast<u32>(l_26);
let l_1739 = l_1738 & u32(2147483647);
let l_1740 = l_1739 == u32(0);
if l_1740 {
let l_1741 = l_1655 + l_1654;
let l_1742 = l_1741 < f64(1.1754943508222875e-38);
let l_1743 = l_1656 - l_1654;
let l_1744 = l_1743 > f64(-1.1754943508222875e-38);
let l_1745 = l_1742 && l_1744;
let l_1746 = l_1655 - l_1654;
let l_1747 = l_1746 < f64(1.1754943508222875e-38);
let l_1748 = l_1656 + l_1654;
let l_1749 = l_1748 > f64(-1.1754943508222875e-38);
let l_1750 = l_1747 && l_1749;
if l_1745 {
l_mut_747 = u32(0);
} else {
let l_1751 = l_mut_747 == u32(1);
let l_1752 = l_1750 && l_1751;
if l_1752 {
l_mut_747 = u32(2);
}
}
}
l_mut_788 = l_mut_747;
}
l_mut_731 = l_mut_788;
}
} else {
let l_1753 = l_713 == u32(9);
if l_1753 {
a_1754[u32(0)] = u32(1);
let l_1755 = sqrt(l_726);
let l_1756 = f64(1.0) / l_1755;
let l_1757 = l_1756 * f64(1.4551915228366852e-11);
let l_1758 = abs(l_1756);
l_mut_404 = f64(1.401298464324817e-45);
let l_1759 = l_1758 >= f64(1.1754943508222875e-38);
let l_1760 = l_1758 <= f64(1.7976931348623157e308);
let l_1761 = l_1759 && l_1760;
if l_1761 {
let l_1762 = bitcast<u64>(l_1758);
let l_1763 = l_1762 >> u32(bitcast<u64>(u64(52)));
let l_1764 = l_1763 - u64(23);
let l_1765 = l_1764 << u32(bitcast<u64>(u64(52)));
let l_1766 = bitcast<f64>(l_1765);
l_mut_404 = l_1766;
}
let l_1767 = l_1756 - l_1757;
let l_1768 = abs(l_1767);
l_mut_232 = f64(1.401298464324817e-45);
let l_1769 = l_1768 >= f64(1.1754943508222875e-38);
let l_1770 = l_1768 <= f64(1.7976931348623157e308);
let l_1771 = l_1769 && l_1770;
if l_1771 {
let l_1772 = bitcast<u64>(l_1768);
let l_1773 = l_1772 >> u32(bitcast<u64>(u64(52)));
let l_1774 = l_1773 - u64(23);
let l_1775 = l_1774 << u32(bitcast<u64>(u64(52)));
let l_1776 = bitcast<f64>(l_1775);
l_mut_232 = l_1776;
}
let l_1777 = l_1756 + l_1757;
let l_1778 = abs(l_1777);
l_mut_78 = f64(1.401298464324817e-45);
let l_1779 = l_1778 >= f64(1.1754943508222875e-38);
let l_1780 = l_1778 <= f64(1.7976931348623157e308);
let l_1781 = l_1779 && l_1780;
if l_1781 {
let l_1782 = bitcast<u64>(l_1778);
let l_1783 = l_1782 >> u32(bitcast<u64>(u64(52)));
let l_1784 = l_1783 - u64(23);
let l_1785 = l_1784 << u32(bitcast<u64>(u64(52)));
let l_1786 = bitcast<f64>(l_1785);
l_mut_78 = l_1786;
}
let l_1787 = l_mut_232 == l_mut_78;
let l_1788 = !l_1787;
if l_1788 {
a_1754[u32(0)] = u32(0);
}
let l_1789 = l_719 * l_mut_404;
let l_1790 = l_1756 - l_1789;
l_mut_232 = l_1790;
if l_717 {
let l_1791 = l_1790 - l_1757;
let l_1792 = l_1791 * f64(7.1362384635298e44);
let l_1793 = floor(l_1792);
let l_1794 = l_1793 * f64(1.401298464324817e-45);
l_mut_78 = l_1794;
let l_1795 = abs(l_1791);
let l_1796 = l_1795 >= f64(1.1754943508222875e-38);
if l_1796 {
let l_1797 = f32(l_1791);
let l_1798 = f64(l_1797);
l_mut_78 = l_1798;
let l_1799 = l_mut_78 > l_1791;
if l_1799 {
let l_1800 = bitcast<u32>(l_1797);
let l_1801 = l_1800 ^ u32(2147483648);
let l_1802 = bitcast<f32>(l_1801);
let l_1803 = bitcast<u32>(l_1802);
let l_1804 = l_1803 + u32(1);
l_mut_788 = l_1804;
let l_1805 = l_1803 & u32(2147483647);
let l_1806 = l_1805 == u32(0);
if l_1806 {
l_mut_788 = u32(1);
} else {
let l_1807 = l_1803 & u32(2147483648);
let l_1808 = l_1807 != u32(0);
if l_1808 {
let l_1809 = l_1803 - u32(1);
l_mut_788 = l_1809;
} else {
let l_1810 = l_1803 == u32(2139095040);
if l_1810 {
l_mut_788 = l_1803;
}
}
}
let l_1811 = bitcast<f32>(l_mut_788);
let l_1812 = bitcast<u32>(l_1811);
let l_1813 = l_1812 ^ u32(2147483648);
let l_1814 = bitcast<f32>(l_1813);
let l_1815 = bitcast<u32>(l_1814);
let l_1816 = l_1815 & u32(2147483647);
let l_1817 = bitcast<f32>(l_1816);
let l_1818 = f64(l_1817);
l_mut_49 = l_1818;
let l_1819 = l_1816 < u32(8388608);
if l_1819 {
let l_1820 = f64(l_1816);
let l_1821 = l_1820 * f64(1.401298464324817e-45);
l_mut_49 = l_1821;
}
let l_1822 = bitcast<u64>(l_mut_49);
let l_1823 = l_1815 >> u32(31);
let l_1824 = u64(l_1823);
let l_1825 = l_1824 << u32(bitcast<u64>(u64(63)));
let l_1826 = l_1822 | l_1825;
let l_1827 = bitcast<f64>(l_1826);
l_mut_78 = l_1827;
} else {
let l_1828 = bitcast<u32>(l_1797);
let l_1829 = l_1828 + u32(1);
l_mut_788 = l_1829;
let l_1830 = l_1828 & u32(2147483647);
let l_1831 = l_1830 == u32(0);
if l_1831 {
l_mut_788 = u32(1);
} else {
let l_1832 = l_1828 & u32(2147483648);
let l_1833 = l_1832 != u32(0);
if l_1833 {
let l_1834 = l_1828 - u32(1);
l_mut_788 = l_1834;
} else {
let l_1835 = l_1828 == u32(2139095040);
if l_1835 {
l_mut_788 = l_1828;
}
}
}
let l_1836 = bitcast<f32>(l_mut_788);
let l_1837 = bitcast<u32>(l_1836);
let l_1838 = l_1837 & u32(2147483647);
let l_1839 = bitcast<f32>(l_1838);
let l_1840 = f64(l_1839);
l_mut_49 = l_1840;
let l_1841 = l_1838 < u32(8388608);
if l_1841 {
let l_1842 = f64(l_1838);
let l_1843 = l_1842 * f64(1.401298464324817e-45);
l_mut_49 = l_1843;
}
let l_1844 = bitcast<u64>(l_mut_49);
let l_1845 = l_1837 >> u32(31);
let l_1846 = u64(l_1845);
let l_1847 = l_1846 << u32(bitcast<u64>(u64(63)));
let l_1848 = l_1844 | l_1847;
let l_1849 = bitcast<f64>(l_1848);
let l_1850 = l_1849 <= l_1791;
if l_1850 {
let l_1851 = bitcast<u32>(l_1797);
let l_1852 = l_1851 + u32(1);
l_mut_788 = l_1852;
let l_1853 = l_1851 & u32(2147483647);
let l_1854 = l_1853 == u32(0);
if l_1854 {
l_mut_788 = u32(1);
} else {
let l_1855 = l_1851 & u32(2147483648);
let l_1856 = l_1855 != u32(0);
if l_1856 {
let l_1857 = l_1851 - u32(1);
l_mut_788 = l_1857;
} else {
let l_1858 = l_1851 == u32(2139095040);
if l_1858 {
l_mut_788 = l_1851;
}
}
}
let l_1859 = bitcast<f32>(l_mut_788);
let l_1860 = bitcast<u32>(l_1859);
let l_1861 = l_1860 & u32(2147483647);
let l_1862 = bitcast<f32>(l_1861);
let l_1863 = f64(l_1862);
l_mut_49 = l_1863;
let l_1864 = l_1861 < u32(8388608);
if l_1864 {
let l_1865 = f64(l_1861);
let l_1866 = l_1865 * f64(1.401298464324817e-45);
l_mut_49 = l_1866;
}
let l_1867 = bitcast<u64>(l_mut_49);
let l_1868 = l_1860 >> u32(31);
let l_1869 = u64(l_1868);
let l_1870 = l_1869 << u32(bitcast<u64>(u64(63)));
let l_1871 = l_1867 | l_1870;
let l_1872 = bitcast<f64>(l_1871);
l_mut_78 = l_1872;
}
}
}
let l_1873 = l_1790 + l_1757;
let l_1874 = l_1873 * f64(7.1362384635298e44);
let l_1875 = floor(l_1874);
let l_1876 = l_1875 * f64(1.401298464324817e-45);
l_mut_49 = l_1876;
let l_1877 = abs(l_1873);
let l_1878 = l_1877 >= f64(1.1754943508222875e-38);
if l_1878 {
let l_1879 = f32(l_1873);
let l_1880 = f64(l_1879);
l_mut_49 = l_1880;
let l_1881 = l_mut_49 > l_1873;
if l_1881 {
let l_1882 = bitcast<u32>(l_1879);
let l_1883 = l_1882 ^ u32(2147483648);
let l_1884 = bitcast<f32>(l_1883);
let l_1885 = bitcast<u32>(l_1884);
let l_1886 = l_1885 + u32(1);
l_mut_788 = l_1886;
let l_1887 = l_1885 & u32(2147483647);
let l_1888 = l_1887 == u32(0);
if l_1888 {
l_mut_788 = u32(1);
} else {
let l_1889 = l_1885 & u32(2147483648);
let l_1890 = l_1889 != u32(0);
if l_1890 {
let l_1891 = l_1885 - u32(1);
l_mut_788 = l_1891;
} else {
let l_1892 = l_1885 == u32(2139095040);
if l_1892 {
l_mut_788 = l_1885;
}
}
}
let l_1893 = bitcast<f32>(l_mut_788);
let l_1894 = bitcast<u32>(l_1893);
let l_1895 = l_1894 ^ u32(2147483648);
let l_1896 = bitcast<f32>(l_1895);
let l_1897 = bitcast<u32>(l_1896);
let l_1898 = l_1897 & u32(2147483647);
let l_1899 = bitcast<f32>(l_1898);
let l_1900 = f64(l_1899);
l_mut_1901 = l_1900;
let l_1902 = l_1898 < u32(8388608);
if l_1902 {
let l_1903 = f64(l_1898);
let l_1904 = l_1903 * f64(1.401298464324817e-45);
l_mut_1901 = l_1904;
}
let l_1905 = bitcast<u64>(l_mut_1901);
let l_1906 = l_1897 >> u32(31);
let l_1907 = u64(l_1906);
let l_1908 = l_1907 << u32(bitcast<u64>(u64(63)));
let l_1909 = l_1905 | l_1908;
let l_1910 = bitcast<f64>(l_1909);
l_mut_49 = l_1910;
} else {
let l_1911 = bitcast<u32>(l_1879);
let l_1912 = l_1911 + u32(1);
l_mut_788 = l_1912;
let l_1913 = l_1911 & u32(2147483647);
let l_1914 = l_1913 == u32(0);
if l_1914 {
l_mut_788 = u32(1);
} else {
let l_1915 = l_1911 & u32(2147483648);
let l_1916 = l_1915 != u32(0);
if l_1916 {
let l_1917 = l_1911 - u32(1);
l_mut_788 = l_1917;
} else {
let l_1918 = l_1911 == u32(2139095040);
if l_1918 {
l_mut_788 = l_1911;
}
}
}
let l_1919 = bitcast<f32>(l_mut_788);
let l_1920 = bitcast<u32>(l_1919);
let l_1921 = l_1920 & u32(2147483647);
let l_1922 = bitcast<f32>(l_1921);
let l_1923 = f64(l_1922);
l_mut_1901 = l_1923;
let l_1924 = l_1921 < u32(8388608);
if l_1924 {
let l_1925 = f64(l_1921);
let l_1926 = l_1925 * f64(1.401298464324817e-45);
l_mut_1901 = l_1926;
}
let l_1927 = bitcast<u64>(l_mut_1901);
let l_1928 = l_1920 >> u32(31);
let l_1929 = u64(l_1928);
let l_1930 = l_1929 << u32(bitcast<u64>(u64(63)));
let l_1931 = l_1927 | l_1930;
let l_1932 = bitcast<f64>(l_1931);
let l_1933 = l_1932 <= l_1873;
if l_1933 {
let l_1934 = bitcast<u32>(l_1879);
let l_1935 = l_1934 + u32(1);
l_mut_788 = l_1935;
let l_1936 = l_1934 & u32(2147483647);
let l_1937 = l_1936 == u32(0);
if l_1937 {
l_mut_788 = u32(1);
} else {
let l_1938 = l_1934 & u32(2147483648);
let l_1939 = l_1938 != u32(0);
if l_1939 {
let l_1940 = l_1934 - u32(1);
l_mut_788 = l_1940;
} else {
let l_1941 = l_1934 == u32(2139095040);
if l_1941 {
l_mut_788 = l_1934;
}
}
}
let l_1942 = bitcast<f32>(l_mut_788);
let l_1943 = bitcast<u32>(l_1942);
let l_1944 = l_1943 & u32(2147483647);
let l_1945 = bitcast<f32>(l_1944);
let l_1946 = f64(l_1945);
l_mut_1901 = l_1946;
let l_1947 = l_1944 < u32(8388608);
if l_1947 {
let l_1948 = f64(l_1944);
let l_1949 = l_1948 * f64(1.401298464324817e-45);
l_mut_1901 = l_1949;
}
let l_1950 = bitcast<u64>(l_mut_1901);
let l_1951 = l_1943 >> u32(31);
let l_1952 = u64(l_1951);
let l_1953 = l_1952 << u32(bitcast<u64>(u64(63)));
let l_1954 = l_1950 | l_1953;
let l_1955 = bitcast<f64>(l_1954);
l_mut_49 = l_1955;
}
}
}
let l_1956 = l_mut_78 == l_mut_49;
let l_1957 = !l_1956;
if l_1957 {
a_1754[u32(0)] = u32(0);
}
let l_1958 = l_1790 * f64(7.1362384635298e44);
let l_1959 = floor(l_1958);
let l_1960 = l_1959 * f64(1.401298464324817e-45);
l_mut_1901 = l_1960;
let l_1961 = abs(l_1790);
let l_1962 = l_1961 >= f64(1.1754943508222875e-38);
if l_1962 {
let l_1963 = f32(l_1790);
let l_1964 = f64(l_1963);
l_mut_1901 = l_1964;
let l_1965 = l_mut_1901 > l_1790;
if l_1965 {
let l_1966 = bitcast<u32>(l_1963);
let l_1967 = l_1966 ^ u32(2147483648);
let l_1968 = bitcast<f32>(l_1967);
let l_1969 = bitcast<u32>(l_1968);
let l_1970 = l_1969 + u32(1);
l_mut_788 = l_1970;
let l_1971 = l_1969 & u32(2147483647);
let l_1972 = l_1971 == u32(0);
if l_1972 {
l_mut_788 = u32(1);
} else {
let l_1973 = l_1969 & u32(2147483648);
let l_1974 = l_1973 != u32(0);
if l_1974 {
let l_1975 = l_1969 - u32(1);
l_mut_788 = l_1975;
} else {
let l_1976 = l_1969 == u32(2139095040);
if l_1976 {
l_mut_788 = l_1969;
}
}
}
let l_1977 = bitcast<f32>(l_mut_788);
let l_1978 = bitcast<u32>(l_1977);
let l_1979 = l_1978 ^ u32(2147483648);
let l_1980 = bitcast<f32>(l_1979);
let l_1981 = bitcast<u32>(l_1980);
let l_1982 = l_1981 & u32(2147483647);
let l_1983 = bitcast<f32>(l_1982);
let l_1984 = f64(l_1983);
l_mut_78 = l_1984;
let l_1985 = l_1982 < u32(8388608);
if l_1985 {
let l_1986 = f64(l_1982);
let l_1987 = l_1986 * f64(1.401298464324817e-45);
l_mut_78 = l_1987;
}
let l_1988 = bitcast<u64>(l_mut_78);
let l_1989 = l_1981 >> u32(31);
let l_1990 = u64(l_1989);
let l_1991 = l_1990 << u32(bitcast<u64>(u64(63)));
let l_1992 = l_1988 | l_1991;
let l_1993 = bitcast<f64>(l_1992);
l_mut_1901 = l_1993;
} else {
let l_1994 = bitcast<u32>(l_1963);
let l_1995 = l_1994 + u32(1);
l_mut_788 = l_1995;
let l_1996 = l_1994 & u32(2147483647);
let l_1997 = l_1996 == u32(0);
if l_1997 {
l_mut_788 = u32(1);
} else {
let l_1998 = l_1994 & u32(2147483648);
let l_1999 = l_1998 != u32(0);
if l_1999 {
let l_2000 = l_1994 - u32(1);
l_mut_788 = l_2000;
} else {
let l_2001 = l_1994 == u32(2139095040);
if l_2001 {
l_mut_788 = l_1994;
}
}
}
let l_2002 = bitcast<f32>(l_mut_788);
let l_2003 = bitcast<u32>(l_2002);
let l_2004 = l_2003 & u32(2147483647);
let l_2005 = bitcast<f32>(l_2004);
let l_2006 = f64(l_2005);
l_mut_78 = l_2006;
let l_2007 = l_2004 < u32(8388608);
if l_2007 {
let l_2008 = f64(l_2004);
let l_2009 = l_2008 * f64(1.401298464324817e-45);
l_mut_78 = l_2009;
}
let l_2010 = bitcast<u64>(l_mut_78);
let l_2011 = l_2003 >> u32(31);
let l_2012 = u64(l_2011);
let l_2013 = l_2012 << u32(bitcast<u64>(u64(63)));
let l_2014 = l_2010 | l_2013;
let l_2015 = bitcast<f64>(l_2014);
let l_2016 = l_2015 <= l_1790;
if l_2016 {
let l_2017 = bitcast<u32>(l_1963);
let l_2018 = l_2017 + u32(1);
l_mut_788 = l_2018;
let l_2019 = l_2017 & u32(2147483647);
let l_2020 = l_2019 == u32(0);
if l_2020 {
l_mut_788 = u32(1);
} else {
let l_2021 = l_2017 & u32(2147483648);
let l_2022 = l_2021 != u32(0);
if l_2022 {
let l_2023 = l_2017 - u32(1);
l_mut_788 = l_2023;
} else {
let l_2024 = l_2017 == u32(2139095040);
if l_2024 {
l_mut_788 = l_2017;
}
}
}
let l_2025 = bitcast<f32>(l_mut_788);
let l_2026 = bitcast<u32>(l_2025);
let l_2027 = l_2026 & u32(2147483647);
let l_2028 = bitcast<f32>(l_2027);
let l_2029 = f64(l_2028);
l_mut_78 = l_2029;
let l_2030 = l_2027 < u32(8388608);
if l_2030 {
let l_2031 = f64(l_2027);
let l_2032 = l_2031 * f64(1.401298464324817e-45);
l_mut_78 = l_2032;
}
let l_2033 = bitcast<u64>(l_mut_78);
let l_2034 = l_2026 >> u32(31);
let l_2035 = u64(l_2034);
let l_2036 = l_2035 << u32(bitcast<u64>(u64(63)));
let l_2037 = l_2033 | l_2036;
let l_2038 = bitcast<f64>(l_2037);
l_mut_1901 = l_2038;
}
}
}
l_mut_232 = l_mut_1901;
}
let l_2039 = l_719 * l_mut_404;
let l_2040 = l_1756 + l_2039;
l_mut_1901 = l_2040;
if l_717 {
let l_2041 = l_2040 - l_1757;
let l_2042 = l_2041 * f64(7.1362384635298e44);
let l_2043 = floor(l_2042);
let l_2044 = l_2043 * f64(1.401298464324817e-45);
l_mut_404 = l_2044;
let l_2045 = abs(l_2041);
let l_2046 = l_2045 >= f64(1.1754943508222875e-38);
if l_2046 {
let l_2047 = f32(l_2041);
let l_2048 = f64(l_2047);
l_mut_404 = l_2048;
let l_2049 = l_mut_404 > l_2041;
if l_2049 {
let l_2050 = bitcast<u32>(l_2047);
let l_2051 = l_2050 ^ u32(2147483648);
let l_2052 = bitcast<f32>(l_2051);
let l_2053 = bitcast<u32>(l_2052);
let l_2054 = l_2053 + u32(1);
l_mut_788 = l_2054;
let l_2055 = l_2053 & u32(2147483647);
let l_2056 = l_2055 == u32(0);
if l_2056 {
l_mut_788 = u32(1);
} else {
let l_2057 = l_2053 & u32(2147483648);
let l_2058 = l_2057 != u32(0);
if l_2058 {
let l_2059 = l_2053 - u32(1);
l_mut_788 = l_2059;
} else {
let l_2060 = l_2053 == u32(2139095040);
if l_2060 {
l_mut_788 = l_2053;
}
}
}
let l_2061 = bitcast<f32>(l_mut_788);
let l_2062 = bitcast<u32>(l_2061);
let l_2063 = l_2062 ^ u32(2147483648);
let l_2064 = bitcast<f32>(l_2063);
let l_2065 = bitcast<u32>(l_2064);
let l_2066 = l_2065 & u32(2147483647);
let l_2067 = bitcast<f32>(l_2066);
let l_2068 = f64(l_2067);
l_mut_78 = l_2068;
let l_2069 = l_2066 < u32(8388608);
if l_2069 {
let l_2070 = f64(l_2066);
let l_2071 = l_2070 * f64(1.401298464324817e-45);
l_mut_78 = l_2071;
}
let l_2072 = bitcast<u64>(l_mut_78);
let l_2073 = l_2065 >> u32(31);
let l_2074 = u64(l_2073);
let l_2075 = l_2074 << u32(bitcast<u64>(u64(63)));
let l_2076 = l_2072 | l_2075;
let l_2077 = bitcast<f64>(l_2076);
l_mut_404 = l_2077;
} else {
let l_2078 = bitcast<u32>(l_2047);
let l_2079 = l_2078 + u32(1);
l_mut_788 = l_2079;
let l_2080 = l_2078 & u32(2147483647);
let l_2081 = l_2080 == u32(0);
if l_2081 {
l_mut_788 = u32(1);
} else {
let l_2082 = l_2078 & u32(2147483648);
let l_2083 = l_2082 != u32(0);
if l_2083 {
let l_2084 = l_2078 - u32(1);
l_mut_788 = l_2084;
} else {
let l_2085 = l_2078 == u32(2139095040);
if l_2085 {
l_mut_788 = l_2078;
}
}
}
let l_2086 = bitcast<f32>(l_mut_788);
let l_2087 = bitcast<u32>(l_2086);
let l_2088 = l_2087 & u32(2147483647);
let l_2089 = bitcast<f32>(l_2088);
let l_2090 = f64(l_2089);
l_mut_78 = l_2090;
let l_2091 = l_2088 < u32(8388608);
if l_2091 {
let l_2092 = f64(l_2088);
let l_2093 = l_2092 * f64(1.401298464324817e-45);
l_mut_78 = l_2093;
}
let l_2094 = bitcast<u64>(l_mut_78);
let l_2095 = l_2087 >> u32(31);
let l_2096 = u64(l_2095);
let l_2097 = l_2096 << u32(bitcast<u64>(u64(63)));
let l_2098 = l_2094 | l_2097;
let l_2099 = bitcast<f64>(l_2098);
let l_2100 = l_2099 <= l_2041;
if l_2100 {
let l_2101 = bitcast<u32>(l_2047);
let l_2102 = l_2101 + u32(1);
l_mut_788 = l_2102;
let l_2103 = l_2101 & u32(2147483647);
let l_2104 = l_2103 == u32(0);
if l_2104 {
l_mut_788 = u32(1);
} else {
let l_2105 = l_2101 & u32(2147483648);
let l_2106 = l_2105 != u32(0);
if l_2106 {
let l_2107 = l_2101 - u32(1);
l_mut_788 = l_2107;
} else {
let l_2108 = l_2101 == u32(2139095040);
if l_2108 {
l_mut_788 = l_2101;
}
}
}
let l_2109 = bitcast<f32>(l_mut_788);
let l_2110 = bitcast<u32>(l_2109);
let l_2111 = l_2110 & u32(2147483647);
let l_2112 = bitcast<f32>(l_2111);
let l_2113 = f64(l_2112);
l_mut_78 = l_2113;
let l_2114 = l_2111 < u32(8388608);
if l_2114 {
let l_2115 = f64(l_2111);
let l_2116 = l_2115 * f64(1.401298464324817e-45);
l_mut_78 = l_2116;
}
let l_2117 = bitcast<u64>(l_mut_78);
let l_2118 = l_2110 >> u32(31);
let l_2119 = u64(l_2118);
let l_2120 = l_2119 << u32(bitcast<u64>(u64(63)));
let l_2121 = l_2117 | l_2120;
let l_2122 = bitcast<f64>(l_2121);
l_mut_404 = l_2122;
}
}
}
let l_2123 = l_2040 + l_1757;
let l_2124 = l_2123 * f64(7.1362384635298e44);
let l_2125 = floor(l_2124);
let l_2126 = l_2125 * f64(1.401298464324817e-45);
l_mut_78 = l_2126;
let l_2127 = abs(l_2123);
let l_2128 = l_2127 >= f64(1.1754943508222875e-38);
if l_2128 {
let l_2129 = f32(l_2123);
let l_2130 = f64(l_2129);
l_mut_78 = l_2130;
let l_2131 = l_mut_78 > l_2123;
if l_2131 {
let l_2132 = bitcast<u32>(l_2129);
let l_2133 = l_2132 ^ u32(2147483648);
let l_2134 = bitcast<f32>(l_2133);
let l_2135 = bitcast<u32>(l_2134);
let l_2136 = l_2135 + u32(1);
l_mut_788 = l_2136;
let l_2137 = l_2135 & u32(2147483647);
let l_2138 = l_2137 == u32(0);
if l_2138 {
l_mut_788 = u32(1);
} else {
let l_2139 = l_2135 & u32(2147483648);
let l_2140 = l_2139 != u32(0);
if l_2140 {
let l_2141 = l_2135 - u32(1);
l_mut_788 = l_2141;
} else {
let l_2142 = l_2135 == u32(2139095040);
if l_2142 {
l_mut_788 = l_2135;
}
}
}
let l_2143 = bitcast<f32>(l_mut_788);
let l_2144 = bitcast<u32>(l_2143);
let l_2145 = l_2144 ^ u32(2147483648);
let l_2146 = bitcast<f32>(l_2145);
let l_2147 = bitcast<u32>(l_2146);
let l_2148 = l_2147 & u32(2147483647);
let l_2149 = bitcast<f32>(l_2148);
let l_2150 = f64(l_2149);
l_mut_49 = l_2150;
let l_2151 = l_2148 < u32(8388608);
if l_2151 {
let l_2152 = f64(l_2148);
let l_2153 = l_2152 * f64(1.401298464324817e-45);
l_mut_49 = l_2153;
}
let l_2154 = bitcast<u64>(l_mut_49);
let l_2155 = l_2147 >> u32(31);
let l_2156 = u64(l_2155);
let l_2157 = l_2156 << u32(bitcast<u64>(u64(63)));
let l_2158 = l_2154 | l_2157;
let l_2159 = bitcast<f64>(l_2158);
l_mut_78 = l_2159;
} else {
let l_2160 = bitcast<u32>(l_2129);
let l_2161 = l_2160 + u32(1);
l_mut_788 = l_2161;
let l_2162 = l_2160 & u32(2147483647);
let l_2163 = l_2162 == u32(0);
if l_2163 {
l_mut_788 = u32(1);
} else {
let l_2164 = l_2160 & u32(2147483648);
let l_2165 = l_2164 != u32(0);
if l_2165 {
let l_2166 = l_2160 - u32(1);
l_mut_788 = l_2166;
} else {
let l_2167 = l_2160 == u32(2139095040);
if l_2167 {
l_mut_788 = l_2160;
}
}
}
let l_2168 = bitcast<f32>(l_mut_788);
let l_2169 = bitcast<u32>(l_2168);
let l_2170 = l_2169 & u32(2147483647);
let l_2171 = bitcast<f32>(l_2170);
let l_2172 = f64(l_2171);
l_mut_49 = l_2172;
let l_2173 = l_2170 < u32(8388608);
if l_2173 {
let l_2174 = f64(l_2170);
let l_2175 = l_2174 * f64(1.401298464324817e-45);
l_mut_49 = l_2175;
}
let l_2176 = bitcast<u64>(l_mut_49);
let l_2177 = l_2169 >> u32(31);
let l_2178 = u64(l_2177);
let l_2179 = l_2178 << u32(bitcast<u64>(u64(63)));
let l_2180 = l_2176 | l_2179;
let l_2181 = bitcast<f64>(l_2180);
let l_2182 = l_2181 <= l_2123;
if l_2182 {
let l_2183 = bitcast<u32>(l_2129);
let l_2184 = l_2183 + u32(1);
l_mut_788 = l_2184;
let l_2185 = l_2183 & u32(2147483647);
let l_2186 = l_2185 == u32(0);
if l_2186 {
l_mut_788 = u32(1);
} else {
let l_2187 = l_2183 & u32(2147483648);
let l_2188 = l_2187 != u32(0);
if l_2188 {
let l_2189 = l_2183 - u32(1);
l_mut_788 = l_2189;
} else {
let l_2190 = l_2183 == u32(2139095040);
if l_2190 {
l_mut_788 = l_2183;
}
}
}
let l_2191 = bitcast<f32>(l_mut_788);
let l_2192 = bitcast<u32>(l_2191);
let l_2193 = l_2192 & u32(2147483647);
let l_2194 = bitcast<f32>(l_2193);
let l_2195 = f64(l_2194);
l_mut_49 = l_2195;
let l_2196 = l_2193 < u32(8388608);
if l_2196 {
let l_2197 = f64(l_2193);
let l_2198 = l_2197 * f64(1.401298464324817e-45);
l_mut_49 = l_2198;
}
let l_2199 = bitcast<u64>(l_mut_49);
let l_2200 = l_2192 >> u32(31);
let l_2201 = u64(l_2200);
let l_2202 = l_2201 << u32(bitcast<u64>(u64(63)));
let l_2203 = l_2199 | l_2202;
let l_2204 = bitcast<f64>(l_2203);
l_mut_78 = l_2204;
}
}
}
let l_2205 = l_mut_404 == l_mut_78;
let l_2206 = !l_2205;
if l_2206 {
a_1754[u32(0)] = u32(0);
}
let l_2207 = -l_2040;
let l_2208 = l_2207 * f64(7.1362384635298e44);
let l_2209 = floor(l_2208);
let l_2210 = l_2209 * f64(1.401298464324817e-45);
l_mut_404 = l_2210;
let l_2211 = abs(l_2207);
let l_2212 = l_2211 >= f64(1.1754943508222875e-38);
if l_2212 {
let l_2213 = f32(l_2207);
let l_2214 = f64(l_2213);
l_mut_404 = l_2214;
let l_2215 = l_mut_404 > l_2207;
if l_2215 {
let l_2216 = bitcast<u32>(l_2213);
let l_2217 = l_2216 ^ u32(2147483648);
let l_2218 = bitcast<f32>(l_2217);
let l_2219 = bitcast<u32>(l_2218);
let l_2220 = l_2219 + u32(1);
l_mut_788 = l_2220;
let l_2221 = l_2219 & u32(2147483647);
let l_2222 = l_2221 == u32(0);
if l_2222 {
l_mut_788 = u32(1);
} else {
let l_2223 = l_2219 & u32(2147483648);
let l_2224 = l_2223 != u32(0);
if l_2224 {
let l_2225 = l_2219 - u32(1);
l_mut_788 = l_2225;
} else {
let l_2226 = l_2219 == u32(2139095040);
if l_2226 {
l_mut_788 = l_2219;
}
}
}
let l_2227 = bitcast<f32>(l_mut_788);
let l_2228 = bitcast<u32>(l_2227);
let l_2229 = l_2228 ^ u32(2147483648);
let l_2230 = bitcast<f32>(l_2229);
let l_2231 = bitcast<u32>(l_2230);
let l_2232 = l_2231 & u32(2147483647);
let l_2233 = bitcast<f32>(l_2232);
let l_2234 = f64(l_2233);
l_mut_78 = l_2234;
let l_2235 = l_2232 < u32(8388608);
if l_2235 {
let l_2236 = f64(l_2232);
let l_2237 = l_2236 * f64(1.401298464324817e-45);
l_mut_78 = l_2237;
}
let l_2238 = bitcast<u64>(l_mut_78);
let l_2239 = l_2231 >> u32(31);
let l_2240 = u64(l_2239);
let l_2241 = l_2240 << u32(bitcast<u64>(u64(63)));
let l_2242 = l_2238 | l_2241;
let l_2243 = bitcast<f64>(l_2242);
l_mut_404 = l_2243;
} else {
let l_2244 = bitcast<u32>(l_2213);
let l_2245 = l_2244 + u32(1);
l_mut_788 = l_2245;
let l_2246 = l_2244 & u32(2147483647);
let l_2247 = l_2246 == u32(0);
if l_2247 {
l_mut_788 = u32(1);
} else {
let l_2248 = l_2244 & u32(2147483648);
let l_2249 = l_2248 != u32(0);
if l_2249 {
let l_2250 = l_2244 - u32(1);
l_mut_788 = l_2250;
} else {
let l_2251 = l_2244 == u32(2139095040);
if l_2251 {
l_mut_788 = l_2244;
}
}
}
let l_2252 = bitcast<f32>(l_mut_788);
let l_2253 = bitcast<u32>(l_2252);
let l_2254 = l_2253 & u32(2147483647);
let l_2255 = bitcast<f32>(l_2254);
let l_2256 = f64(l_2255);
l_mut_78 = l_2256;
let l_2257 = l_2254 < u32(8388608);
if l_2257 {
let l_2258 = f64(l_2254);
let l_2259 = l_2258 * f64(1.401298464324817e-45);
l_mut_78 = l_2259;
}
let l_2260 = bitcast<u64>(l_mut_78);
let l_2261 = l_2253 >> u32(31);
let l_2262 = u64(l_2261);
let l_2263 = l_2262 << u32(bitcast<u64>(u64(63)));
let l_2264 = l_2260 | l_2263;
let l_2265 = bitcast<f64>(l_2264);
let l_2266 = l_2265 <= l_2207;
if l_2266 {
let l_2267 = bitcast<u32>(l_2213);
let l_2268 = l_2267 + u32(1);
l_mut_788 = l_2268;
let l_2269 = l_2267 & u32(2147483647);
let l_2270 = l_2269 == u32(0);
if l_2270 {
l_mut_788 = u32(1);
} else {
let l_2271 = l_2267 & u32(2147483648);
let l_2272 = l_2271 != u32(0);
if l_2272 {
let l_2273 = l_2267 - u32(1);
l_mut_788 = l_2273;
} else {
let l_2274 = l_2267 == u32(2139095040);
if l_2274 {
l_mut_788 = l_2267;
}
}
}
let l_2275 = bitcast<f32>(l_mut_788);
let l_2276 = bitcast<u32>(l_2275);
let l_2277 = l_2276 & u32(2147483647);
let l_2278 = bitcast<f32>(l_2277);
let l_2279 = f64(l_2278);
l_mut_78 = l_2279;
let l_2280 = l_2277 < u32(8388608);
if l_2280 {
let l_2281 = f64(l_2277);
let l_2282 = l_2281 * f64(1.401298464324817e-45);
l_mut_78 = l_2282;
}
let l_2283 = bitcast<u64>(l_mut_78);
let l_2284 = l_2276 >> u32(31);
let l_2285 = u64(l_2284);
let l_2286 = l_2285 << u32(bitcast<u64>(u64(63)));
let l_2287 = l_2283 | l_2286;
let l_2288 = bitcast<f64>(l_2287);
l_mut_404 = l_2288;
}
}
}
let l_2289 = -l_mut_404;
l_mut_1901 = l_2289;
}
l_mut_788 = u32(0);
let l_2290 = l_mut_232 <= f64(0.0);
let l_2291 = l_mut_1901 >= f64(0.0);
let l_2292 = l_2290 && l_2291;
let l_2293 = !l_2292;
if l_2293 {
let l_2294 = f64(1.0) / l_mut_1901;
let l_2295 = f64(1.0) / l_mut_232;
let l_2296 = abs(l_2294);
let l_2297 = l_2296 * f64(1.4551915228366852e-11);
let l_2298 = abs(l_2295);
let l_2299 = l_2298 * f64(1.4551915228366852e-11);
let l_2300 = l_2294 - l_2297;
let l_2301 = abs(l_2300);
l_mut_1901 = f64(1.401298464324817e-45);
let l_2302 = l_2301 >= f64(1.1754943508222875e-38);
let l_2303 = l_2301 <= f64(1.7976931348623157e308);
let l_2304 = l_2302 && l_2303;
if l_2304 {
let l_2305 = bitcast<u64>(l_2301);
let l_2306 = l_2305 >> u32(bitcast<u64>(u64(52)));
let l_2307 = l_2306 - u64(23);
let l_2308 = l_2307 << u32(bitcast<u64>(u64(52)));
let l_2309 = bitcast<f64>(l_2308);
l_mut_1901 = l_2309;
}
let l_2310 = l_2294 + l_2297;
let l_2311 = abs(l_2310);
l_mut_404 = f64(1.401298464324817e-45);
let l_2312 = l_2311 >= f64(1.1754943508222875e-38);
let l_2313 = l_2311 <= f64(1.7976931348623157e308);
let l_2314 = l_2312 && l_2313;
if l_2314 {
let l_2315 = bitcast<u64>(l_2311);
let l_2316 = l_2315 >> u32(bitcast<u64>(u64(52)));
let l_2317 = l_2316 - u64(23);
let l_2318 = l_2317 << u32(bitcast<u64>(u64(52)));
let l_2319 = bitcast<f64>(l_2318);
l_mut_404 = l_2319;
}
let l_2320 = l_mut_1901 == l_mut_404;
let l_2321 = !l_2320;
let l_2322 = l_2295 - l_2299;
let l_2323 = abs(l_2322);
l_mut_1901 = f64(1.401298464324817e-45);
let l_2324 = l_2323 >= f64(1.1754943508222875e-38);
let l_2325 = l_2323 <= f64(1.7976931348623157e308);
let l_2326 = l_2324 && l_2325;
if l_2326 {
let l_2327 = bitcast<u64>(l_2323);
let l_2328 = l_2327 >> u32(bitcast<u64>(u64(52)));
let l_2329 = l_2328 - u64(23);
let l_2330 = l_2329 << u32(bitcast<u64>(u64(52)));
let l_2331 = bitcast<f64>(l_2330);
l_mut_1901 = l_2331;
}
let l_2332 = l_2295 + l_2299;
let l_2333 = abs(l_2332);
l_mut_404 = f64(1.401298464324817e-45);
let l_2334 = l_2333 >= f64(1.1754943508222875e-38);
let l_2335 = l_2333 <= f64(1.7976931348623157e308);
let l_2336 = l_2334 && l_2335;
if l_2336 {
let l_2337 = bitcast<u64>(l_2333);
let l_2338 = l_2337 >> u32(bitcast<u64>(u64(52)));
let l_2339 = l_2338 - u64(23);
let l_2340 = l_2339 << u32(bitcast<u64>(u64(52)));
let l_2341 = bitcast<f64>(l_2340);
l_mut_404 = l_2341;
}
let l_2342 = l_mut_1901 == l_mut_404;
let l_2343 = !l_2342;
let l_2344 = l_2321 || l_2343;
if l_2344 {
a_1754[u32(0)] = u32(0);
}
let l_2345 = abs(l_2294);
l_mut_1901 = f64(1.401298464324817e-45);
let l_2346 = l_2345 >= f64(1.1754943508222875e-38);
let l_2347 = l_2345 <= f64(1.7976931348623157e308);
let l_2348 = l_2346 && l_2347;
if l_2348 {
let l_2349 = bitcast<u64>(l_2345);
let l_2350 = l_2349 >> u32(bitcast<u64>(u64(52)));
let l_2351 = l_2350 - u64(23);
let l_2352 = l_2351 << u32(bitcast<u64>(u64(52)));
let l_2353 = bitcast<f64>(l_2352);
l_mut_1901 = l_2353;
}
let l_2354 = l_722 * l_mut_1901;
let l_2355 = l_2294 - l_2354;
let l_2356 = abs(l_2295);
l_mut_1901 = f64(1.401298464324817e-45);
let l_2357 = l_2356 >= f64(1.1754943508222875e-38);
let l_2358 = l_2356 <= f64(1.7976931348623157e308);
let l_2359 = l_2357 && l_2358;
if l_2359 {
let l_2360 = bitcast<u64>(l_2356);
let l_2361 = l_2360 >> u32(bitcast<u64>(u64(52)));
let l_2362 = l_2361 - u64(23);
let l_2363 = l_2362 << u32(bitcast<u64>(u64(52)));
let l_2364 = bitcast<f64>(l_2363);
l_mut_1901 = l_2364;
}
let l_2365 = l_722 * l_mut_1901;
let l_2366 = l_2295 + l_2365;
let l_2367 = bitcast<u32>(l_26);
let l_2368 = l_2367 & u32(2147483647);
let l_2369 = bitcast<f32>(l_2368);
let l_2370 = f64(l_2369);
l_mut_1901 = l_2370;
let l_2371 = l_2368 < u32(8388608);
if l_2371 {
let l_2372 = f64(l_2368);
let l_2373 = l_2372 * f64(1.401298464324817e-45);
l_mut_1901 = l_2373;
}
let l_2374 = bitcast<u64>(l_mut_1901);
let l_2375 = l_2367 >> u32(31);
let l_2376 = u64(l_2375);
let l_2377 = l_2376 << u32(bitcast<u64>(u64(63)));
let l_2378 = l_2374 | l_2377;
let l_2379 = bitcast<f64>(l_2378);
let l_2380 = bitcast<u32>(l_26);
let l_2381 = l_2380 + u32(1);
l_mut_747 = l_2381;
let l_2382 = l_2380 & u32(2147483647);
let l_2383 = l_2382 == u32(0);
if l_2383 {
l_mut_747 = u32(1);
} else {
let l_2384 = l_2380 & u32(2147483648);
let l_2385 = l_2384 != u32(0);
if l_2385 {
let l_2386 = l_2380 - u32(1);
l_mut_747 = l_2386;
} else {
let l_2387 = l_2380 == u32(2139095040);
if l_2387 {
l_mut_747 = l_2380;
}
}
}
let l_2388 = bitcast<f32>(l_mut_747);
let l_2389 = bitcast<u32>(l_2388);
let l_2390 = l_2389 & u32(2147483647);
let l_2391 = bitcast<f32>(l_2390);
let l_2392 = f64(l_2391);
l_mut_1901 = l_2392;
let l_2393 = l_2390 < u32(8388608);
if l_2393 {
let l_2394 = f64(l_2390);
let l_2395 = l_2394 * f64(1.401298464324817e-45);
l_mut_1901 = l_2395;
}
let l_2396 = bitcast<u64>(l_mut_1901);
let l_2397 = l_2389 >> u32(31);
let l_2398 = u64(l_2397);
let l_2399 = l_2398 << u32(bitcast<u64>(u64(63)));
let l_2400 = l_2396 | l_2399;
let l_2401 = bitcast<f64>(l_2400);
let l_2402 = bitcast<u32>(l_26);
let l_2403 = l_2402 ^ u32(2147483648);
let l_2404 = bitcast<f32>(l_2403);
let l_2405 = bitcast<u32>(l_2404);
let l_2406 = l_2405 + u32(1);
l_mut_747 = l_2406;
let l_2407 = l_2405 & u32(2147483647);
let l_2408 = l_2407 == u32(0);
if l_2408 {
l_mut_747 = u32(1);
} else {
let l_2409 = l_2405 & u32(2147483648);
let l_2410 = l_2409 != u32(0);
if l_2410 {
let l_2411 = l_2405 - u32(1);
l_mut_747 = l_2411;
} else {
let l_2412 = l_2405 == u32(2139095040);
if l_2412 {
l_mut_747 = l_2405;
}
}
}
let l_2413 = bitcast<f32>(l_mut_747);
let l_2414 = bitcast<u32>(l_2413);
let l_2415 = l_2414 ^ u32(2147483648);
let l_2416 = bitcast<f32>(l_2415);
let l_2417 = bitcast<u32>(l_2416);
let l_2418 = l_2417 & u32(2147483647);
let l_2419 = bitcast<f32>(l_2418);
let l_2420 = f64(l_2419);
l_mut_1901 = l_2420;
let l_2421 = l_2418 < u32(8388608);
if l_2421 {
let l_2422 = f64(l_2418);
let l_2423 = l_2422 * f64(1.401298464324817e-45);
l_mut_1901 = l_2423;
}
let l_2424 = bitcast<u64>(l_mut_1901);
let l_2425 = l_2417 >> u32(31);
let l_2426 = u64(l_2425);
let l_2427 = l_2426 << u32(bitcast<u64>(u64(63)));
let l_2428 = l_2424 | l_2427;
let l_2429 = bitcast<f64>(l_2428);
let l_2430 = l_2355 + l_2297;
let l_2431 = l_2430 <= l_2379;
l_mut_848 = l_2431;
let l_2432 = l_2355 - l_2297;
let l_2433 = l_2432 > l_2379;
l_mut_845 = l_2433;
let l_2434 = l_2366 - l_2299;
let l_2435 = l_2434 >= l_2379;
l_mut_842 = l_2435;
let l_2436 = l_2366 + l_2299;
let l_2437 = l_2436 < l_2379;
l_mut_839 = l_2437;
if l_717 {
let l_2438 = l_2355 + l_2297;
let l_2439 = l_2438 < l_2401;
l_mut_848 = l_2439;
let l_2440 = l_2355 - l_2297;
let l_2441 = l_2440 >= l_2401;
l_mut_845 = l_2441;
let l_2442 = l_2366 - l_2299;
let l_2443 = l_2442 > l_2429;
l_mut_842 = l_2443;
let l_2444 = l_2366 + l_2299;
let l_2445 = l_2444 <= l_2429;
l_mut_839 = l_2445;
}
l_mut_747 = u32(2);
let l_2446 = l_mut_845 || l_mut_839;
if l_2446 {
l_mut_747 = u32(1);
} else {
let l_2447 = l_mut_848 && l_mut_842;
if l_2447 {
l_mut_747 = u32(0);
}
}
let l_2448 = bitcast<u32>(l_26);
let l_2449 = l_2448 & u32(2147483647);
let l_2450 = l_2449 == u32(0);
if l_2450 {
let l_2451 = l_2355 + l_2297;
let l_2452 = l_2451 < f64(1.1754943508222875e-38);
let l_2453 = l_2366 - l_2299;
let l_2454 = l_2453 > f64(-1.1754943508222875e-38);
let l_2455 = l_2452 && l_2454;
let l_2456 = l_2355 - l_2297;
let l_2457 = l_2456 < f64(1.1754943508222875e-38);
let l_2458 = l_2366 + l_2299;
let l_2459 = l_2458 > f64(-1.1754943508222875e-38);
let l_2460 = l_2457 && l_2459;
if l_2455 {
l_mut_747 = u32(0);
} else {
let l_2461 = l_mut_747 == u32(1);
let l_2462 = l_2460 && l_2461;
if l_2462 {
l_mut_747 = u32(2);
}
}
}
l_mut_788 = l_mut_747;
}
let l_2463 = a_1754[u32(0)];
let l_2464 = l_2463 == u32(0);
if l_2464 {
l_mut_788 = u32(2);
}
l_mut_731 = l_mut_788;
} else {
let l_2465 = l_713 == u32(10);
if l_2465 {
let l_2466 = sqrt(l_726);
let l_2467 = f64(1.0) / l_2466;
let l_2468 = l_2467 * f64(1.4551915228366852e-11);
let l_2469 = abs(l_2467);
l_mut_1901 = f64(1.401298464324817e-45);
let l_2470 = l_2469 >= f64(1.1754943508222875e-38);
let l_2471 = l_2469 <= f64(1.7976931348623157e308);
let l_2472 = l_2470 && l_2471;
if l_2472 {
let l_2473 = bitcast<u64>(l_2469);
let l_2474 = l_2473 >> u32(bitcast<u64>(u64(52)));
let l_2475 = l_2474 - u64(23);
let l_2476 = l_2475 << u32(bitcast<u64>(u64(52)));
let l_2477 = bitcast<f64>(l_2476);
l_mut_1901 = l_2477;
}
let l_2478 = l_719 * l_mut_1901;
let l_2479 = l_2467 - l_2478;
let l_2480 = l_726 * l_2479;
let l_2481 = l_719 * l_mut_1901;
let l_2482 = l_2467 + l_2481;
let l_2483 = l_726 * l_2482;
l_mut_788 = u32(2);
let l_2484 = l_2467 - l_2468;
let l_2485 = abs(l_2484);
l_mut_1901 = f64(1.401298464324817e-45);
let l_2486 = l_2485 >= f64(1.1754943508222875e-38);
let l_2487 = l_2485 <= f64(1.7976931348623157e308);
let l_2488 = l_2486 && l_2487;
if l_2488 {
let l_2489 = bitcast<u64>(l_2485);
let l_2490 = l_2489 >> u32(bitcast<u64>(u64(52)));
let l_2491 = l_2490 - u64(23);
let l_2492 = l_2491 << u32(bitcast<u64>(u64(52)));
let l_2493 = bitcast<f64>(l_2492);
l_mut_1901 = l_2493;
}
let l_2494 = l_2467 + l_2468;
let l_2495 = abs(l_2494);
l_mut_404 = f64(1.401298464324817e-45);
let l_2496 = l_2495 >= f64(1.1754943508222875e-38);
let l_2497 = l_2495 <= f64(1.7976931348623157e308);
let l_2498 = l_2496 && l_2497;
if l_2498 {
let l_2499 = bitcast<u64>(l_2495);
let l_2500 = l_2499 >> u32(bitcast<u64>(u64(52)));
let l_2501 = l_2500 - u64(23);
let l_2502 = l_2501 << u32(bitcast<u64>(u64(52)));
let l_2503 = bitcast<f64>(l_2502);
l_mut_404 = l_2503;
}
let l_2504 = l_mut_1901 == l_mut_404;
if l_2504 {
let l_2505 = abs(l_2480);
let l_2506 = l_2505 * f64(1.4551915228366852e-11);
let l_2507 = abs(l_2483);
let l_2508 = l_2507 * f64(1.4551915228366852e-11);
let l_2509 = bitcast<u32>(l_26);
let l_2510 = l_2509 & u32(2147483647);
let l_2511 = bitcast<f32>(l_2510);
let l_2512 = f64(l_2511);
l_mut_1901 = l_2512;
let l_2513 = l_2510 < u32(8388608);
if l_2513 {
let l_2514 = f64(l_2510);
let l_2515 = l_2514 * f64(1.401298464324817e-45);
l_mut_1901 = l_2515;
}
let l_2516 = bitcast<u64>(l_mut_1901);
let l_2517 = l_2509 >> u32(31);
let l_2518 = u64(l_2517);
let l_2519 = l_2518 << u32(bitcast<u64>(u64(63)));
let l_2520 = l_2516 | l_2519;
let l_2521 = bitcast<f64>(l_2520);
let l_2522 = bitcast<u32>(l_26);
let l_2523 = l_2522 + u32(1);
l_mut_747 = l_2523;
let l_2524 = l_2522 & u32(2147483647);
let l_2525 = l_2524 == u32(0);
if l_2525 {
l_mut_747 = u32(1);
} else {
let l_2526 = l_2522 & u32(2147483648);
let l_2527 = l_2526 != u32(0);
if l_2527 {
let l_2528 = l_2522 - u32(1);
l_mut_747 = l_2528;
} else {
let l_2529 = l_2522 == u32(2139095040);
if l_2529 {
l_mut_747 = l_2522;
}
}
}
let l_2530 = bitcast<f32>(l_mut_747);
let l_2531 = bitcast<u32>(l_2530);
let l_2532 = l_2531 & u32(2147483647);
let l_2533 = bitcast<f32>(l_2532);
let l_2534 = f64(l_2533);
l_mut_1901 = l_2534;
let l_2535 = l_2532 < u32(8388608);
if l_2535 {
let l_2536 = f64(l_2532);
let l_2537 = l_2536 * f64(1.401298464324817e-45);
l_mut_1901 = l_2537;
}
let l_2538 = bitcast<u64>(l_mut_1901);
let l_2539 = l_2531 >> u32(31);
let l_2540 = u64(l_2539);
let l_2541 = l_2540 << u32(bitcast<u64>(u64(63)));
let l_2542 = l_2538 | l_2541;
let l_2543 = bitcast<f64>(l_2542);
let l_2544 = bitcast<u32>(l_26);
let l_2545 = l_2544 ^ u32(2147483648);
let l_2546 = bitcast<f32>(l_2545);
let l_2547 = bitcast<u32>(l_2546);
let l_2548 = l_2547 + u32(1);
l_mut_747 = l_2548;
let l_2549 = l_2547 & u32(2147483647);
let l_2550 = l_2549 == u32(0);
if l_2550 {
l_mut_747 = u32(1);
} else {
let l_2551 = l_2547 & u32(2147483648);
let l_2552 = l_2551 != u32(0);
if l_2552 {
let l_2553 = l_2547 - u32(1);
l_mut_747 = l_2553;
} else {
let l_2554 = l_2547 == u32(2139095040);
if l_2554 {
l_mut_747 = l_2547;
}
}
}
let l_2555 = bitcast<f32>(l_mut_747);
let l_2556 = bitcast<u32>(l_2555);
let l_2557 = l_2556 ^ u32(2147483648);
let l_2558 = bitcast<f32>(l_2557);
let l_2559 = bitcast<u32>(l_2558);
let l_2560 = l_2559 & u32(2147483647);
let l_2561 = bitcast<f32>(l_2560);
let l_2562 = f64(l_2561);
l_mut_1901 = l_2562;
let l_2563 = l_2560 < u32(8388608);
if l_2563 {
let l_2564 = f64(l_2560);
let l_2565 = l_2564 * f64(1.401298464324817e-45);
l_mut_1901 = l_2565;
}
let l_2566 = bitcast<u64>(l_mut_1901);
let l_2567 = l_2559 >> u32(31);
let l_2568 = u64(l_2567);
let l_2569 = l_2568 << u32(bitcast<u64>(u64(63)));
let l_2570 = l_2566 | l_2569;
let l_2571 = bitcast<f64>(l_2570);
let l_2572 = l_2480 + l_2506;
let l_2573 = l_2572 <= l_2521;
l_mut_848 = l_2573;
let l_2574 = l_2480 - l_2506;
let l_2575 = l_2574 > l_2521;
l_mut_845 = l_2575;
let l_2576 = l_2483 - l_2508;
let l_2577 = l_2576 >= l_2521;
l_mut_842 = l_2577;
let l_2578 = l_2483 + l_2508;
let l_2579 = l_2578 < l_2521;
l_mut_839 = l_2579;
let l_2580 = l_2480 + l_2506;
let l_2581 = l_2580 < l_2543;
l_mut_848 = l_2581;
let l_2582 = l_2480 - l_2506;
let l_2583 = l_2582 >= l_2543;
l_mut_845 = l_2583;
let l_2584 = l_2483 - l_2508;
let l_2585 = l_2584 > l_2571;
l_mut_842 = l_2585;
let l_2586 = l_2483 + l_2508;
let l_2587 = l_2586 <= l_2571;
l_mut_839 = l_2587;
l_mut_747 = u32(2);
let l_2588 = l_mut_845 || l_mut_839;
if l_2588 {
l_mut_747 = u32(1);
} else {
let l_2589 = l_mut_848 && l_mut_842;
if l_2589 {
l_mut_747 = u32(0);
}
}
let l_2590 = bitcast<u32>(l_26);
let l_2591 = l_2590 & u32(2147483647);
let l_2592 = l_2591 == u32(0);
if l_2592 {
let l_2593 = l_2480 + l_2506;
let l_2594 = l_2593 < f64(1.1754943508222875e-38);
let l_2595 = l_2483 - l_2508;
let l_2596 = l_2595 > f64(-1.1754943508222875e-38);
let l_2597 = l_2594 && l_2596;
let l_2598 = l_2480 - l_2506;
let l_2599 = l_2598 < f64(1.1754943508222875e-38);
let l_2600 = l_2483 + l_2508;
let l_2601 = l_2600 > f64(-1.1754943508222875e-38);
let l_2602 = l_2599 && l_2601;
if l_2597 {
l_mut_747 = u32(0);
} else {
let l_2603 = l_mut_747 == u32(1);
let l_2604 = l_2602 && l_2603;
if l_2604 {
l_mut_747 = u32(2);
}
}
}
l_mut_788 = l_mut_747;
}
l_mut_731 = l_mut_788;
} else {
let l_2605 = l_713 == u32(11);
let l_2606 = l_713 == u32(12);
let l_2607 = l_2605 || l_2606;
if l_2607 {
l_mut_731 = u32(0);
let l_2608 = l_727 <= l_725;
let l_2609 = l_713 == u32(11);
let l_2610 = l_2608 && l_2609;
if l_2610 {
let l_2611 = f32(l_726);
let l_2612 = bitcast<u32>(l_2611);
let l_2613 = l_2612 & u32(2147483647);
let l_2614 = bitcast<f32>(l_2613);
let l_2615 = f64(l_2614);
l_mut_1901 = l_2615;
let l_2616 = l_2613 < u32(8388608);
if l_2616 {
let l_2617 = f64(l_2613);
let l_2618 = l_2617 * f64(1.401298464324817e-45);
l_mut_1901 = l_2618;
}
let l_2619 = bitcast<u64>(l_mut_1901);
let l_2620 = l_2612 >> u32(31);
let l_2621 = u64(l_2620);
let l_2622 = l_2621 << u32(bitcast<u64>(u64(63)));
let l_2623 = l_2619 | l_2622;
let l_2624 = bitcast<f64>(l_2623);
let l_2625 = abs(l_2624);
l_mut_1901 = l_2625;
l_mut_788 = u32(0);
let l_2626 = l_2625 >= f64(0.785);
if l_2626 {
let l_2627 = l_2625 * f64(0.6366197723675814);
let l_2628 = l_2627 + f64(0.5);
let l_2629 = floor(l_2628);
let l_2630 = l_2629 * f64(1.570796325802803);
let l_2631 = l_2625 - l_2630;
let l_2632 = l_2631 * l_20;
let l_2633 = l_2629 * f64(9.920935796805404e-10);
let l_2634 = l_2632 - l_2633;
l_mut_1901 = l_2634;
let l_2635 = u32(l_2629);
l_mut_788 = l_2635;
}
let l_2636 = bitcast<u32>(l_2611);
let l_2637 = l_2636 >= u32(2147483648);
let l_2638 = l_mut_1901 * l_mut_1901;
let l_2639 = l_2638 * f64(1.9572941063391263e-20);
let l_2640 = f64(8.22063524662433e-18) - l_2639;
l_mut_404 = l_2640;
let l_2641 = l_mut_404 * l_2638;
let l_2642 = l_2641 - f64(2.8114572543455206e-15);
l_mut_404 = l_2642;
let l_2643 = l_mut_404 * l_2638;
let l_2644 = l_2643 + f64(7.647163731819816e-13);
l_mut_404 = l_2644;
let l_2645 = l_mut_404 * l_2638;
let l_2646 = l_2645 - f64(1.6059043836821613e-10);
l_mut_404 = l_2646;
let l_2647 = l_mut_404 * l_2638;
let l_2648 = l_2647 + f64(2.505210838544172e-8);
l_mut_404 = l_2648;
let l_2649 = l_mut_404 * l_2638;
let l_2650 = l_2649 - f64(2.7557319223985893e-6);
l_mut_404 = l_2650;
let l_2651 = l_mut_404 * l_2638;
let l_2652 = l_2651 + f64(0.0001984126984126984);
l_mut_404 = l_2652;
let l_2653 = l_mut_404 * l_2638;
let l_2654 = l_2653 - f64(0.008333333333333333);
l_mut_404 = l_2654;
let l_2655 = l_mut_404 * l_2638;
let l_2656 = l_2655 + f64(0.16666666666666666);
l_mut_404 = l_2656;
let l_2657 = f64(0.5) * l_2638;
let l_2658 = f64(1.0) - l_2657;
let l_2659 = f64(0.0) * l_2658;
let l_2660 = l_mut_1901 * l_2638;
let l_2661 = l_2660 * l_mut_404;
let l_2662 = l_2659 - l_2661;
let l_2663 = l_mut_1901 + l_2662;
let l_2664 = l_mut_1901 * l_mut_1901;
let l_2665 = l_2664 * f64(4.110317623312165e-19);
let l_2666 = l_2665 - f64(1.5619206968586225e-16);
l_mut_404 = l_2666;
let l_2667 = l_mut_404 * l_2664;
let l_2668 = l_2667 + f64(4.779477332387385e-14);
l_mut_404 = l_2668;
let l_2669 = l_mut_404 * l_2664;
let l_2670 = l_2669 - f64(1.1470745597729725e-11);
l_mut_404 = l_2670;
let l_2671 = l_mut_404 * l_2664;
let l_2672 = l_2671 + f64(2.08767569878681e-9);
l_mut_404 = l_2672;
let l_2673 = l_mut_404 * l_2664;
let l_2674 = l_2673 - f64(2.755731922398589e-7);
l_mut_404 = l_2674;
let l_2675 = l_mut_404 * l_2664;
let l_2676 = l_2675 + f64(2.48015873015873e-5);
l_mut_404 = l_2676;
let l_2677 = l_mut_404 * l_2664;
let l_2678 = l_2677 - f64(0.001388888888888889);
l_mut_404 = l_2678;
let l_2679 = l_mut_404 * l_2664;
let l_2680 = l_2679 + f64(0.041666666666666664);
l_mut_404 = l_2680;
let l_2681 = f64(0.5) * l_2664;
let l_2682 = f64(1.0) - l_2681;
let l_2683 = l_2664 * l_2664;
let l_2684 = l_2683 * l_mut_404;
let l_2685 = f64(0.0) * l_mut_1901;
let l_2686 = l_2684 - l_2685;
let l_2687 = l_2682 + l_2686;
let l_2688 = l_mut_788 & u32(1);
let l_2689 = l_2688 == u32(1);
l_mut_1901 = l_2663;
let l_2690 = l_mut_788 & u32(2);
let l_2691 = l_2690 != u32(0);
l_mut_848 = l_2691;
let l_2692 = u32(6) == u32(6);
if l_2692 {
if l_2689 {
l_mut_1901 = l_2687;
}
} else {
let l_2693 = u32(6) == u32(7);
if l_2693 {
l_mut_1901 = l_2687;
if l_2689 {
l_mut_1901 = l_2663;
}
let l_2694 = l_mut_788 + u32(1);
let l_2695 = l_2694 & u32(2);
let l_2696 = l_2695 != u32(0);
l_mut_848 = l_2696;
} else {
let l_2697 = l_2663 / l_2687;
l_mut_1901 = l_2697;
if l_2689 {
let l_2698 = l_2687 / l_2663;
l_mut_1901 = l_2698;
}
l_mut_848 = l_2689;
}
}
let l_2699 = u32(6) != u32(7);
let l_2700 = l_2699 && l_2637;
if l_2700 {
let l_2701 = !l_mut_848;
l_mut_848 = l_2701;
}
if l_mut_848 {
let l_2702 = -l_mut_1901;
l_mut_1901 = l_2702;
}
let l_2703 = f32(l_726);
let l_2704 = bitcast<u32>(l_2703);
let l_2705 = l_2704 & u32(2147483647);
let l_2706 = bitcast<f32>(l_2705);
let l_2707 = f64(l_2706);
l_mut_404 = l_2707;
let l_2708 = l_2705 < u32(8388608);
if l_2708 {
let l_2709 = f64(l_2705);
let l_2710 = l_2709 * f64(1.401298464324817e-45);
l_mut_404 = l_2710;
}
let l_2711 = bitcast<u64>(l_mut_404);
let l_2712 = l_2704 >> u32(31);
let l_2713 = u64(l_2712);
let l_2714 = l_2713 << u32(bitcast<u64>(u64(63)));
let l_2715 = l_2711 | l_2714;
let l_2716 = bitcast<f64>(l_2715);
let l_2717 = abs(l_2716);
l_mut_404 = l_2717;
l_mut_788 = u32(0);
let l_2718 = l_2717 >= f64(0.785);
if l_2718 {
let l_2719 = l_2717 * f64(0.6366197723675814);
let l_2720 = l_2719 + f64(0.5);
let l_2721 = floor(l_2720);
let l_2722 = l_2721 * f64(1.570796325802803);
let l_2723 = l_2717 - l_2722;
let l_2724 = l_2723 * l_20;
let l_2725 = l_2721 * f64(9.920935796805404e-10);
let l_2726 = l_2724 - l_2725;
l_mut_404 = l_2726;
let l_2727 = u32(l_2721);
l_mut_788 = l_2727;
}
let l_2728 = bitcast<u32>(l_2703);
let l_2729 = l_2728 >= u32(2147483648);
let l_2730 = l_mut_404 * l_mut_404;
let l_2731 = l_2730 * f64(1.9572941063391263e-20);
let l_2732 = f64(8.22063524662433e-18) - l_2731;
l_mut_232 = l_2732;
let l_2733 = l_mut_232 * l_2730;
let l_2734 = l_2733 - f64(2.8114572543455206e-15);
l_mut_232 = l_2734;
let l_2735 = l_mut_232 * l_2730;
let l_2736 = l_2735 + f64(7.647163731819816e-13);
l_mut_232 = l_2736;
let l_2737 = l_mut_232 * l_2730;
let l_2738 = l_2737 - f64(1.6059043836821613e-10);
l_mut_232 = l_2738;
let l_2739 = l_mut_232 * l_2730;
let l_2740 = l_2739 + f64(2.505210838544172e-8);
l_mut_232 = l_2740;
let l_2741 = l_mut_232 * l_2730;
let l_2742 = l_2741 - f64(2.7557319223985893e-6);
l_mut_232 = l_2742;
let l_2743 = l_mut_232 * l_2730;
let l_2744 = l_2743 + f64(0.0001984126984126984);
l_mut_232 = l_2744;
let l_2745 = l_mut_232 * l_2730;
let l_2746 = l_2745 - f64(0.008333333333333333);
l_mut_232 = l_2746;
let l_2747 = l_mut_232 * l_2730;
let l_2748 = l_2747 + f64(0.16666666666666666);
l_mut_232 = l_2748;
let l_2749 = f64(0.5) * l_2730;
let l_2750 = f64(1.0) - l_2749;
let l_2751 = f64(0.0) * l_2750;
let l_2752 = l_mut_404 * l_2730;
let l_2753 = l_2752 * l_mut_232;
let l_2754 = l_2751 - l_2753;
let l_2755 = l_mut_404 + l_2754;
let l_2756 = l_mut_404 * l_mut_404;
let l_2757 = l_2756 * f64(4.110317623312165e-19);
let l_2758 = l_2757 - f64(1.5619206968586225e-16);
l_mut_232 = l_2758;
let l_2759 = l_mut_232 * l_2756;
let l_2760 = l_2759 + f64(4.779477332387385e-14);
l_mut_232 = l_2760;
let l_2761 = l_mut_232 * l_2756;
let l_2762 = l_2761 - f64(1.1470745597729725e-11);
l_mut_232 = l_2762;
let l_2763 = l_mut_232 * l_2756;
let l_2764 = l_2763 + f64(2.08767569878681e-9);
l_mut_232 = l_2764;
let l_2765 = l_mut_232 * l_2756;
let l_2766 = l_2765 - f64(2.755731922398589e-7);
l_mut_232 = l_2766;
let l_2767 = l_mut_232 * l_2756;
let l_2768 = l_2767 + f64(2.48015873015873e-5);
l_mut_232 = l_2768;
let l_2769 = l_mut_232 * l_2756;
let l_2770 = l_2769 - f64(0.001388888888888889);
l_mut_232 = l_2770;
let l_2771 = l_mut_232 * l_2756;
let l_2772 = l_2771 + f64(0.041666666666666664);
l_mut_232 = l_2772;
let l_2773 = f64(0.5) * l_2756;
let l_2774 = f64(1.0) - l_2773;
let l_2775 = l_2756 * l_2756;
let l_2776 = l_2775 * l_mut_232;
let l_2777 = f64(0.0) * l_mut_404;
let l_2778 = l_2776 - l_2777;
let l_2779 = l_2774 + l_2778;
let l_2780 = l_mut_788 & u32(1);
let l_2781 = l_2780 == u32(1);
l_mut_404 = l_2755;
let l_2782 = l_mut_788 & u32(2);
let l_2783 = l_2782 != u32(0);
l_mut_848 = l_2783;
let l_2784 = u32(7) == u32(6);
if l_2784 {
if l_2781 {
l_mut_404 = l_2779;
}
} else {
let l_2785 = u32(7) == u32(7);
if l_2785 {
l_mut_404 = l_2779;
if l_2781 {
l_mut_404 = l_2755;
}
let l_2786 = l_mut_788 + u32(1);
let l_2787 = l_2786 & u32(2);
let l_2788 = l_2787 != u32(0);
l_mut_848 = l_2788;
} else {
let l_2789 = l_2755 / l_2779;
l_mut_404 = l_2789;
if l_2781 {
let l_2790 = l_2779 / l_2755;
l_mut_404 = l_2790;
}
l_mut_848 = l_2781;
}
}
let l_2791 = u32(7) != u32(7);
let l_2792 = l_2791 && l_2729;
if l_2792 {
let l_2793 = !l_mut_848;
l_mut_848 = l_2793;
}
if l_mut_848 {
let l_2794 = -l_mut_404;
l_mut_404 = l_2794;
}
let l_2795 = abs(l_mut_1901);
let l_2796 = l_2795 * f64(1.4551915228366852e-11);
let l_2797 = abs(l_mut_404);
let l_2798 = l_2797 * f64(1.4551915228366852e-11);
l_mut_232 = f64(1.4551915228366852e-11);
l_mut_788 = u32(2);
if l_717 {
let l_2799 = l_mut_1901 - l_719;
let l_2800 = abs(l_2799);
let l_2801 = l_2800 * f64(2.220446049250313e-16);
let l_2802 = l_2796 + l_2801;
let l_2803 = l_2799 + l_2802;
let l_2804 = -l_2803;
let l_2805 = l_2804 * f64(7.1362384635298e44);
let l_2806 = floor(l_2805);
let l_2807 = l_2806 * f64(1.401298464324817e-45);
l_mut_78 = l_2807;
let l_2808 = abs(l_2804);
let l_2809 = l_2808 >= f64(1.1754943508222875e-38);
if l_2809 {
let l_2810 = f32(l_2804);
let l_2811 = f64(l_2810);
l_mut_78 = l_2811;
let l_2812 = l_mut_78 > l_2804;
if l_2812 {
let l_2813 = bitcast<u32>(l_2810);
let l_2814 = l_2813 ^ u32(2147483648);
let l_2815 = bitcast<f32>(l_2814);
let l_2816 = bitcast<u32>(l_2815);
let l_2817 = l_2816 + u32(1);
l_mut_747 = l_2817;
let l_2818 = l_2816 & u32(2147483647);
let l_2819 = l_2818 == u32(0);
if l_2819 {
l_mut_747 = u32(1);
} else {
let l_2820 = l_2816 & u32(2147483648);
let l_2821 = l_2820 != u32(0);
if l_2821 {
let l_2822 = l_2816 - u32(1);
l_mut_747 = l_2822;
} else {
let l_2823 = l_2816 == u32(2139095040);
if l_2823 {
l_mut_747 = l_2816;
}
}
}
let l_2824 = bitcast<f32>(l_mut_747);
let l_2825 = bitcast<u32>(l_2824);
let l_2826 = l_2825 ^ u32(2147483648);
let l_2827 = bitcast<f32>(l_2826);
let l_2828 = bitcast<u32>(l_2827);
let l_2829 = l_2828 & u32(2147483647);
let l_2830 = bitcast<f32>(l_2829);
let l_2831 = f64(l_2830);
l_mut_49 = l_2831;
let l_2832 = l_2829 < u32(8388608);
if l_2832 {
let l_2833 = f64(l_2829);
let l_2834 = l_2833 * f64(1.401298464324817e-45);
l_mut_49 = l_2834;
}
let l_2835 = bitcast<u64>(l_mut_49);
let l_2836 = l_2828 >> u32(31);
let l_2837 = u64(l_2836);
let l_2838 = l_2837 << u32(bitcast<u64>(u64(63)));
let l_2839 = l_2835 | l_2838;
let l_2840 = bitcast<f64>(l_2839);
l_mut_78 = l_2840;
} else {
let l_2841 = bitcast<u32>(l_2810);
let l_2842 = l_2841 + u32(1);
l_mut_747 = l_2842;
let l_2843 = l_2841 & u32(2147483647);
let l_2844 = l_2843 == u32(0);
if l_2844 {
l_mut_747 = u32(1);
} else {
let l_2845 = l_2841 & u32(2147483648);
let l_2846 = l_2845 != u32(0);
if l_2846 {
let l_2847 = l_2841 - u32(1);
l_mut_747 = l_2847;
} else {
let l_2848 = l_2841 == u32(2139095040);
if l_2848 {
l_mut_747 = l_2841;
}
}
}
let l_2849 = bitcast<f32>(l_mut_747);
let l_2850 = bitcast<u32>(l_2849);
let l_2851 = l_2850 & u32(2147483647);
let l_2852 = bitcast<f32>(l_2851);
let l_2853 = f64(l_2852);
l_mut_49 = l_2853;
let l_2854 = l_2851 < u32(8388608);
if l_2854 {
let l_2855 = f64(l_2851);
let l_2856 = l_2855 * f64(1.401298464324817e-45);
l_mut_49 = l_2856;
}
let l_2857 = bitcast<u64>(l_mut_49);
let l_2858 = l_2850 >> u32(31);
let l_2859 = u64(l_2858);
let l_2860 = l_2859 << u32(bitcast<u64>(u64(63)));
let l_2861 = l_2857 | l_2860;
let l_2862 = bitcast<f64>(l_2861);
let l_2863 = l_2862 <= l_2804;
if l_2863 {
let l_2864 = bitcast<u32>(l_2810);
let l_2865 = l_2864 + u32(1);
l_mut_747 = l_2865;
let l_2866 = l_2864 & u32(2147483647);
let l_2867 = l_2866 == u32(0);
if l_2867 {
l_mut_747 = u32(1);
} else {
let l_2868 = l_2864 & u32(2147483648);
let l_2869 = l_2868 != u32(0);
if l_2869 {
let l_2870 = l_2864 - u32(1);
l_mut_747 = l_2870;
} else {
let l_2871 = l_2864 == u32(2139095040);
if l_2871 {
l_mut_747 = l_2864;
}
}
}
let l_2872 = bitcast<f32>(l_mut_747);
let l_2873 = bitcast<u32>(l_2872);
let l_2874 = l_2873 & u32(2147483647);
let l_2875 = bitcast<f32>(l_2874);
let l_2876 = f64(l_2875);
l_mut_49 = l_2876;
let l_2877 = l_2874 < u32(8388608);
if l_2877 {
let l_2878 = f64(l_2874);
let l_2879 = l_2878 * f64(1.401298464324817e-45);
l_mut_49 = l_2879;
}
let l_2880 = bitcast<u64>(l_mut_49);
let l_2881 = l_2873 >> u32(31);
let l_2882 = u64(l_2881);
let l_2883 = l_2882 << u32(bitcast<u64>(u64(63)));
let l_2884 = l_2880 | l_2883;
let l_2885 = bitcast<f64>(l_2884);
l_mut_78 = l_2885;
}
}
}
let l_2886 = -l_mut_78;
l_mut_78 = l_2886;
let l_2887 = bool(true) && bool(true);
if l_2887 {
let l_2888 = l_2799 + l_2802;
let l_2889 = l_2888 * f64(7.1362384635298e44);
let l_2890 = floor(l_2889);
let l_2891 = l_2890 * f64(1.401298464324817e-45);
l_mut_49 = l_2891;
let l_2892 = abs(l_2888);
let l_2893 = l_2892 >= f64(1.1754943508222875e-38);
if l_2893 {
let l_2894 = f32(l_2888);
let l_2895 = f64(l_2894);
l_mut_49 = l_2895;
let l_2896 = l_mut_49 > l_2888;
if l_2896 {
let l_2897 = bitcast<u32>(l_2894);
let l_2898 = l_2897 ^ u32(2147483648);
let l_2899 = bitcast<f32>(l_2898);
let l_2900 = bitcast<u32>(l_2899);
let l_2901 = l_2900 + u32(1);
l_mut_747 = l_2901;
let l_2902 = l_2900 & u32(2147483647);
let l_2903 = l_2902 == u32(0);
if l_2903 {
l_mut_747 = u32(1);
} else {
let l_2904 = l_2900 & u32(2147483648);
let l_2905 = l_2904 != u32(0);
if l_2905 {
let l_2906 = l_2900 - u32(1);
l_mut_747 = l_2906;
} else {
let l_2907 = l_2900 == u32(2139095040);
if l_2907 {
l_mut_747 = l_2900;
}
}
}
let l_2908 = bitcast<f32>(l_mut_747);
let l_2909 = bitcast<u32>(l_2908);
let l_2910 = l_2909 ^ u32(2147483648);
let l_2911 = bitcast<f32>(l_2910);
let l_2912 = bitcast<u32>(l_2911);
let l_2913 = l_2912 & u32(2147483647);
let l_2914 = bitcast<f32>(l_2913);
let l_2915 = f64(l_2914);
l_mut_2916 = l_2915;
let l_2917 = l_2913 < u32(8388608);
if l_2917 {
let l_2918 = f64(l_2913);
let l_2919 = l_2918 * f64(1.401298464324817e-45);
l_mut_2916 = l_2919;
}
let l_2920 = bitcast<u64>(l_mut_2916);
let l_2921 = l_2912 >> u32(31);
let l_2922 = u64(l_2921);
let l_2923 = l_2922 << u32(bitcast<u64>(u64(63)));
let l_2924 = l_2920 | l_2923;
let l_2925 = bitcast<f64>(l_2924);
l_mut_49 = l_2925;
} else {
let l_2926 = bitcast<u32>(l_2894);
let l_2927 = l_2926 + u32(1);
l_mut_747 = l_2927;
let l_2928 = l_2926 & u32(2147483647);
let l_2929 = l_2928 == u32(0);
if l_2929 {
l_mut_747 = u32(1);
} else {
let l_2930 = l_2926 & u32(2147483648);
let l_2931 = l_2930 != u32(0);
if l_2931 {
let l_2932 = l_2926 - u32(1);
l_mut_747 = l_2932;
} else {
let l_2933 = l_2926 == u32(2139095040);
if l_2933 {
l_mut_747 = l_2926;
}
}
}
let l_2934 = bitcast<f32>(l_mut_747);
let l_2935 = bitcast<u32>(l_2934);
let l_2936 = l_2935 & u32(2147483647);
let l_2937 = bitcast<f32>(l_2936);
let l_2938 = f64(l_2937);
l_mut_2916 = l_2938;
let l_2939 = l_2936 < u32(8388608);
if l_2939 {
let l_2940 = f64(l_2936);
let l_2941 = l_2940 * f64(1.401298464324817e-45);
l_mut_2916 = l_2941;
}
let l_2942 = bitcast<u64>(l_mut_2916);
let l_2943 = l_2935 >> u32(31);
let l_2944 = u64(l_2943);
let l_2945 = l_2944 << u32(bitcast<u64>(u64(63)));
let l_2946 = l_2942 | l_2945;
let l_2947 = bitcast<f64>(l_2946);
let l_2948 = l_2947 <= l_2888;
if l_2948 {
let l_2949 = bitcast<u32>(l_2894);
let l_2950 = l_2949 + u32(1);
l_mut_747 = l_2950;
let l_2951 = l_2949 & u32(2147483647);
let l_2952 = l_2951 == u32(0);
if l_2952 {
l_mut_747 = u32(1);
} else {
let l_2953 = l_2949 & u32(2147483648);
let l_2954 = l_2953 != u32(0);
if l_2954 {
let l_2955 = l_2949 - u32(1);
l_mut_747 = l_2955;
} else {
let l_2956 = l_2949 == u32(2139095040);
if l_2956 {
l_mut_747 = l_2949;
}
}
}
let l_2957 = bitcast<f32>(l_mut_747);
let l_2958 = bitcast<u32>(l_2957);
let l_2959 = l_2958 & u32(2147483647);
let l_2960 = bitcast<f32>(l_2959);
let l_2961 = f64(l_2960);
l_mut_2916 = l_2961;
let l_2962 = l_2959 < u32(8388608);
if l_2962 {
let l_2963 = f64(l_2959);
let l_2964 = l_2963 * f64(1.401298464324817e-45);
l_mut_2916 = l_2964;
}
let l_2965 = bitcast<u64>(l_mut_2916);
let l_2966 = l_2958 >> u32(31);
let l_2967 = u64(l_2966);
let l_2968 = l_2967 << u32(bitcast<u64>(u64(63)));
let l_2969 = l_2965 | l_2968;
let l_2970 = bitcast<f64>(l_2969);
l_mut_49 = l_2970;
}
}
}
l_mut_78 = l_mut_49;
} else {
let l_2971 = l_2799 - l_2802;
let l_2972 = l_2971 * f64(7.1362384635298e44);
let l_2973 = floor(l_2972);
let l_2974 = l_2973 * f64(1.401298464324817e-45);
l_mut_2916 = l_2974;
let l_2975 = abs(l_2971);
let l_2976 = l_2975 >= f64(1.1754943508222875e-38);
if l_2976 {
let l_2977 = f32(l_2971);
let l_2978 = f64(l_2977);
l_mut_2916 = l_2978;
let l_2979 = l_mut_2916 > l_2971;
if l_2979 {
let l_2980 = bitcast<u32>(l_2977);
let l_2981 = l_2980 ^ u32(2147483648);
let l_2982 = bitcast<f32>(l_2981);
let l_2983 = bitcast<u32>(l_2982);
let l_2984 = l_2983 + u32(1);
l_mut_747 = l_2984;
let l_2985 = l_2983 & u32(2147483647);
let l_2986 = l_2985 == u32(0);
if l_2986 {
l_mut_747 = u32(1);
} else {
let l_2987 = l_2983 & u32(2147483648);
let l_2988 = l_2987 != u32(0);
if l_2988 {
let l_2989 = l_2983 - u32(1);
l_mut_747 = l_2989;
} else {
let l_2990 = l_2983 == u32(2139095040);
if l_2990 {
l_mut_747 = l_2983;
}
}
}
let l_2991 = bitcast<f32>(l_mut_747);
let l_2992 = bitcast<u32>(l_2991);
let l_2993 = l_2992 ^ u32(2147483648);
let l_2994 = bitcast<f32>(l_2993);
let l_2995 = bitcast<u32>(l_2994);
let l_2996 = l_2995 & u32(2147483647);
let l_2997 = bitcast<f32>(l_2996);
let l_2998 = f64(l_2997);
l_mut_49 = l_2998;
let l_2999 = l_2996 < u32(8388608);
if l_2999 {
let l_3000 = f64(l_2996);
let l_3001 = l_3000 * f64(1.401298464324817e-45);
l_mut_49 = l_3001;
}
let l_3002 = bitcast<u64>(l_mut_49);
let l_3003 = l_2995 >> u32(31);
let l_3004 = u64(l_3003);
let l_3005 = l_3004 << u32(bitcast<u64>(u64(63)));
let l_3006 = l_3002 | l_3005;
let l_3007 = bitcast<f64>(l_3006);
l_mut_2916 = l_3007;
} else {
let l_3008 = bitcast<u32>(l_2977);
let l_3009 = l_3008 + u32(1);
l_mut_747 = l_3009;
let l_3010 = l_3008 & u32(2147483647);
let l_3011 = l_3010 == u32(0);
if l_3011 {
l_mut_747 = u32(1);
} else {
let l_3012 = l_3008 & u32(2147483648);
let l_3013 = l_3012 != u32(0);
if l_3013 {
let l_3014 = l_3008 - u32(1);
l_mut_747 = l_3014;
} else {
let l_3015 = l_3008 == u32(2139095040);
if l_3015 {
l_mut_747 = l_3008;
}
}
}
let l_3016 = bitcast<f32>(l_mut_747);
let l_3017 = bitcast<u32>(l_3016);
let l_3018 = l_3017 & u32(2147483647);
let l_3019 = bitcast<f32>(l_3018);
let l_3020 = f64(l_3019);
l_mut_49 = l_3020;
let l_3021 = l_3018 < u32(8388608);
if l_3021 {
let l_3022 = f64(l_3018);
let l_3023 = l_3022 * f64(1.401298464324817e-45);
l_mut_49 = l_3023;
}
let l_3024 = bitcast<u64>(l_mut_49);
let l_3025 = l_3017 >> u32(31);
let l_3026 = u64(l_3025);
let l_3027 = l_3026 << u32(bitcast<u64>(u64(63)));
let l_3028 = l_3024 | l_3027;
let l_3029 = bitcast<f64>(l_3028);
let l_3030 = l_3029 <= l_2971;
if l_3030 {
let l_3031 = bitcast<u32>(l_2977);
let l_3032 = l_3031 + u32(1);
l_mut_747 = l_3032;
let l_3033 = l_3031 & u32(2147483647);
let l_3034 = l_3033 == u32(0);
if l_3034 {
l_mut_747 = u32(1);
} else {
let l_3035 = l_3031 & u32(2147483648);
let l_3036 = l_3035 != u32(0);
if l_3036 {
let l_3037 = l_3031 - u32(1);
l_mut_747 = l_3037;
} else {
let l_3038 = l_3031 == u32(2139095040);
if l_3038 {
l_mut_747 = l_3031;
}
}
}
let l_3039 = bitcast<f32>(l_mut_747);
let l_3040 = bitcast<u32>(l_3039);
let l_3041 = l_3040 & u32(2147483647);
let l_3042 = bitcast<f32>(l_3041);
let l_3043 = f64(l_3042);
l_mut_49 = l_3043;
let l_3044 = l_3041 < u32(8388608);
if l_3044 {
let l_3045 = f64(l_3041);
let l_3046 = l_3045 * f64(1.401298464324817e-45);
l_mut_49 = l_3046;
}
let l_3047 = bitcast<u64>(l_mut_49);
let l_3048 = l_3040 >> u32(31);
let l_3049 = u64(l_3048);
let l_3050 = l_3049 << u32(bitcast<u64>(u64(63)));
let l_3051 = l_3047 | l_3050;
let l_3052 = bitcast<f64>(l_3051);
l_mut_2916 = l_3052;
}
}
}
l_mut_78 = l_mut_2916;
}
let l_3053 = l_mut_1901 + l_719;
let l_3054 = abs(l_3053);
let l_3055 = l_3054 * f64(2.220446049250313e-16);
let l_3056 = l_2796 + l_3055;
let l_3057 = l_3053 + l_3056;
let l_3058 = -l_3057;
let l_3059 = l_3058 * f64(7.1362384635298e44);
let l_3060 = floor(l_3059);
let l_3061 = l_3060 * f64(1.401298464324817e-45);
l_mut_2916 = l_3061;
let l_3062 = abs(l_3058);
let l_3063 = l_3062 >= f64(1.1754943508222875e-38);
if l_3063 {
let l_3064 = f32(l_3058);
let l_3065 = f64(l_3064);
l_mut_2916 = l_3065;
let l_3066 = l_mut_2916 > l_3058;
if l_3066 {
let l_3067 = bitcast<u32>(l_3064);
let l_3068 = l_3067 ^ u32(2147483648);
let l_3069 = bitcast<f32>(l_3068);
let l_3070 = bitcast<u32>(l_3069);
let l_3071 = l_3070 + u32(1);
l_mut_747 = l_3071;
let l_3072 = l_3070 & u32(2147483647);
let l_3073 = l_3072 == u32(0);
if l_3073 {
l_mut_747 = u32(1);
} else {
let l_3074 = l_3070 & u32(2147483648);
let l_3075 = l_3074 != u32(0);
if l_3075 {
let l_3076 = l_3070 - u32(1);
l_mut_747 = l_3076;
} else {
let l_3077 = l_3070 == u32(2139095040);
if l_3077 {
l_mut_747 = l_3070;
}
}
}
let l_3078 = bitcast<f32>(l_mut_747);
let l_3079 = bitcast<u32>(l_3078);
let l_3080 = l_3079 ^ u32(2147483648);
let l_3081 = bitcast<f32>(l_3080);
let l_3082 = bitcast<u32>(l_3081);
let l_3083 = l_3082 & u32(2147483647);
let l_3084 = bitcast<f32>(l_3083);
let l_3085 = f64(l_3084);
l_mut_49 = l_3085;
let l_3086 = l_3083 < u32(8388608);
if l_3086 {
let l_3087 = f64(l_3083);
let l_3088 = l_3087 * f64(1.401298464324817e-45);
l_mut_49 = l_3088;
}
let l_3089 = bitcast<u64>(l_mut_49);
let l_3090 = l_3082 >> u32(31);
let l_3091 = u64(l_3090);
let l_3092 = l_3091 << u32(bitcast<u64>(u64(63)));
let l_3093 = l_3089 | l_3092;
let l_3094 = bitcast<f64>(l_3093);
l_mut_2916 = l_3094;
} else {
let l_3095 = bitcast<u32>(l_3064);
let l_3096 = l_3095 + u32(1);
l_mut_747 = l_3096;
let l_3097 = l_3095 & u32(2147483647);
let l_3098 = l_3097 == u32(0);
if l_3098 {
l_mut_747 = u32(1);
} else {
let l_3099 = l_3095 & u32(2147483648);
let l_3100 = l_3099 != u32(0);
if l_3100 {
let l_3101 = l_3095 - u32(1);
l_mut_747 = l_3101;
} else {
let l_3102 = l_3095 == u32(2139095040);
if l_3102 {
l_mut_747 = l_3095;
}
}
}
let l_3103 = bitcast<f32>(l_mut_747);
let l_3104 = bitcast<u32>(l_3103);
let l_3105 = l_3104 & u32(2147483647);
let l_3106 = bitcast<f32>(l_3105);
let l_3107 = f64(l_3106);
l_mut_49 = l_3107;
let l_3108 = l_3105 < u32(8388608);
if l_3108 {
let l_3109 = f64(l_3105);
let l_3110 = l_3109 * f64(1.401298464324817e-45);
l_mut_49 = l_3110;
}
let l_3111 = bitcast<u64>(l_mut_49);
let l_3112 = l_3104 >> u32(31);
let l_3113 = u64(l_3112);
let l_3114 = l_3113 << u32(bitcast<u64>(u64(63)));
let l_3115 = l_3111 | l_3114;
let l_3116 = bitcast<f64>(l_3115);
let l_3117 = l_3116 <= l_3058;
if l_3117 {
let l_3118 = bitcast<u32>(l_3064);
let l_3119 = l_3118 + u32(1);
l_mut_747 = l_3119;
let l_3120 = l_3118 & u32(2147483647);
let l_3121 = l_3120 == u32(0);
if l_3121 {
l_mut_747 = u32(1);
} else {
let l_3122 = l_3118 & u32(2147483648);
let l_3123 = l_3122 != u32(0);
if l_3123 {
let l_3124 = l_3118 - u32(1);
l_mut_747 = l_3124;
} else {
let l_3125 = l_3118 == u32(2139095040);
if l_3125 {
l_mut_747 = l_3118;
}
}
}
let l_3126 = bitcast<f32>(l_mut_747);
let l_3127 = bitcast<u32>(l_3126);
let l_3128 = l_3127 & u32(2147483647);
let l_3129 = bitcast<f32>(l_3128);
let l_3130 = f64(l_3129);
l_mut_49 = l_3130;
let l_3131 = l_3128 < u32(8388608);
if l_3131 {
let l_3132 = f64(l_3128);
let l_3133 = l_3132 * f64(1.401298464324817e-45);
l_mut_49 = l_3133;
}
let l_3134 = bitcast<u64>(l_mut_49);
let l_3135 = l_3127 >> u32(31);
let l_3136 = u64(l_3135);
let l_3137 = l_3136 << u32(bitcast<u64>(u64(63)));
let l_3138 = l_3134 | l_3137;
let l_3139 = bitcast<f64>(l_3138);
l_mut_2916 = l_3139;
}
}
}
let l_3140 = -l_mut_2916;
l_mut_2916 = l_3140;
let l_3141 = bool(false) && bool(true);
if l_3141 {
let l_3142 = l_3053 + l_3056;
let l_3143 = l_3142 * f64(7.1362384635298e44);
let l_3144 = floor(l_3143);
let l_3145 = l_3144 * f64(1.401298464324817e-45);
l_mut_49 = l_3145;
let l_3146 = abs(l_3142);
let l_3147 = l_3146 >= f64(1.1754943508222875e-38);
if l_3147 {
let l_3148 = f32(l_3142);
let l_3149 = f64(l_3148);
l_mut_49 = l_3149;
let l_3150 = l_mut_49 > l_3142;
if l_3150 {
let l_3151 = bitcast<u32>(l_3148);
let l_3152 = l_3151 ^ u32(2147483648);
let l_3153 = bitcast<f32>(l_3152);
let l_3154 = bitcast<u32>(l_3153);
let l_3155 = l_3154 + u32(1);
l_mut_747 = l_3155;
let l_3156 = l_3154 & u32(2147483647);
let l_3157 = l_3156 == u32(0);
if l_3157 {
l_mut_747 = u32(1);
} else {
let l_3158 = l_3154 & u32(2147483648);
let l_3159 = l_3158 != u32(0);
if l_3159 {
let l_3160 = l_3154 - u32(1);
l_mut_747 = l_3160;
} else {
let l_3161 = l_3154 == u32(2139095040);
if l_3161 {
l_mut_747 = l_3154;
}
}
}
let l_3162 = bitcast<f32>(l_mut_747);
let l_3163 = bitcast<u32>(l_3162);
let l_3164 = l_3163 ^ u32(2147483648);
let l_3165 = bitcast<f32>(l_3164);
let l_3166 = bitcast<u32>(l_3165);
let l_3167 = l_3166 & u32(2147483647);
let l_3168 = bitcast<f32>(l_3167);
let l_3169 = f64(l_3168);
l_mut_3170 = l_3169;
let l_3171 = l_3167 < u32(8388608);
if l_3171 {
let l_3172 = f64(l_3167);
let l_3173 = l_3172 * f64(1.401298464324817e-45);
l_mut_3170 = l_3173;
}
let l_3174 = bitcast<u64>(l_mut_3170);
let l_3175 = l_3166 >> u32(31);
let l_3176 = u64(l_3175);
let l_3177 = l_3176 << u32(bitcast<u64>(u64(63)));
let l_3178 = l_3174 | l_3177;
let l_3179 = bitcast<f64>(l_3178);
l_mut_49 = l_3179;
} else {
let l_3180 = bitcast<u32>(l_3148);
let l_3181 = l_3180 + u32(1);
l_mut_747 = l_3181;
let l_3182 = l_3180 & u32(2147483647);
let l_3183 = l_3182 == u32(0);
if l_3183 {
l_mut_747 = u32(1);
} else {
let l_3184 = l_3180 & u32(2147483648);
let l_3185 = l_3184 != u32(0);
if l_3185 {
let l_3186 = l_3180 - u32(1);
l_mut_747 = l_3186;
} else {
let l_3187 = l_3180 == u32(2139095040);
if l_3187 {
l_mut_747 = l_3180;
}
}
}
let l_3188 = bitcast<f32>(l_mut_747);
let l_3189 = bitcast<u32>(l_3188);
let l_3190 = l_3189 & u32(2147483647);
let l_3191 = bitcast<f32>(l_3190);
let l_3192 = f64(l_3191);
l_mut_3170 = l_3192;
let l_3193 = l_3190 < u32(8388608);
if l_3193 {
let l_3194 = f64(l_3190);
let l_3195 = l_3194 * f64(1.401298464324817e-45);
l_mut_3170 = l_3195;
}
let l_3196 = bitcast<u64>(l_mut_3170);
let l_3197 = l_3189 >> u32(31);
let l_3198 = u64(l_3197);
let l_3199 = l_3198 << u32(bitcast<u64>(u64(63)));
let l_3200 = l_3196 | l_3199;
let l_3201 = bitcast<f64>(l_3200);
let l_3202 = l_3201 <= l_3142;
if l_3202 {
let l_3203 = bitcast<u32>(l_3148);
let l_3204 = l_3203 + u32(1);
l_mut_747 = l_3204;
let l_3205 = l_3203 & u32(2147483647);
let l_3206 = l_3205 == u32(0);
if l_3206 {
l_mut_747 = u32(1);
} else {
let l_3207 = l_3203 & u32(2147483648);
let l_3208 = l_3207 != u32(0);
if l_3208 {
let l_3209 = l_3203 - u32(1);
l_mut_747 = l_3209;
} else {
let l_3210 = l_3203 == u32(2139095040);
if l_3210 {
l_mut_747 = l_3203;
}
}
}
let l_3211 = bitcast<f32>(l_mut_747);
let l_3212 = bitcast<u32>(l_3211);
let l_3213 = l_3212 & u32(2147483647);
let l_3214 = bitcast<f32>(l_3213);
let l_3215 = f64(l_3214);
l_mut_3170 = l_3215;
let l_3216 = l_3213 < u32(8388608);
if l_3216 {
let l_3217 = f64(l_3213);
let l_3218 = l_3217 * f64(1.401298464324817e-45);
l_mut_3170 = l_3218;
}
let l_3219 = bitcast<u64>(l_mut_3170);
let l_3220 = l_3212 >> u32(31);
let l_3221 = u64(l_3220);
let l_3222 = l_3221 << u32(bitcast<u64>(u64(63)));
let l_3223 = l_3219 | l_3222;
let l_3224 = bitcast<f64>(l_3223);
l_mut_49 = l_3224;
}
}
}
l_mut_2916 = l_mut_49;
} else {
let l_3225 = l_3053 - l_3056;
let l_3226 = -l_3225;
let l_3227 = l_3226 * f64(7.1362384635298e44);
let l_3228 = floor(l_3227);
let l_3229 = l_3228 * f64(1.401298464324817e-45);
l_mut_3170 = l_3229;
let l_3230 = abs(l_3226);
let l_3231 = l_3230 >= f64(1.1754943508222875e-38);
if l_3231 {
let l_3232 = f32(l_3226);
let l_3233 = f64(l_3232);
l_mut_3170 = l_3233;
let l_3234 = l_mut_3170 > l_3226;
if l_3234 {
let l_3235 = bitcast<u32>(l_3232);
let l_3236 = l_3235 ^ u32(2147483648);
let l_3237 = bitcast<f32>(l_3236);
let l_3238 = bitcast<u32>(l_3237);
let l_3239 = l_3238 + u32(1);
l_mut_747 = l_3239;
let l_3240 = l_3238 & u32(2147483647);
let l_3241 = l_3240 == u32(0);
if l_3241 {
l_mut_747 = u32(1);
} else {
let l_3242 = l_3238 & u32(2147483648);
let l_3243 = l_3242 != u32(0);
if l_3243 {
let l_3244 = l_3238 - u32(1);
l_mut_747 = l_3244;
} else {
let l_3245 = l_3238 == u32(2139095040);
if l_3245 {
l_mut_747 = l_3238;
}
}
}
let l_3246 = bitcast<f32>(l_mut_747);
let l_3247 = bitcast<u32>(l_3246);
let l_3248 = l_3247 ^ u32(2147483648);
let l_3249 = bitcast<f32>(l_3248);
let l_3250 = bitcast<u32>(l_3249);
let l_3251 = l_3250 & u32(2147483647);
let l_3252 = bitcast<f32>(l_3251);
let l_3253 = f64(l_3252);
l_mut_49 = l_3253;
let l_3254 = l_3251 < u32(8388608);
if l_3254 {
let l_3255 = f64(l_3251);
let l_3256 = l_3255 * f64(1.401298464324817e-45);
l_mut_49 = l_3256;
}
let l_3257 = bitcast<u64>(l_mut_49);
let l_3258 = l_3250 >> u32(31);
let l_3259 = u64(l_3258);
let l_3260 = l_3259 << u32(bitcast<u64>(u64(63)));
let l_3261 = l_3257 | l_3260;
let l_3262 = bitcast<f64>(l_3261);
l_mut_3170 = l_3262;
} else {
let l_3263 = bitcast<u32>(l_3232);
let l_3264 = l_3263 + u32(1);
l_mut_747 = l_3264;
let l_3265 = l_3263 & u32(2147483647);
let l_3266 = l_3265 == u32(0);
if l_3266 {
l_mut_747 = u32(1);
} else {
let l_3267 = l_3263 & u32(2147483648);
let l_3268 = l_3267 != u32(0);
if l_3268 {
let l_3269 = l_3263 - u32(1);
l_mut_747 = l_3269;
} else {
let l_3270 = l_3263 == u32(2139095040);
if l_3270 {
l_mut_747 = l_3263;
}
}
}
let l_3271 = bitcast<f32>(l_mut_747);
let l_3272 = bitcast<u32>(l_3271);
let l_3273 = l_3272 & u32(2147483647);
let l_3274 = bitcast<f32>(l_3273);
let l_3275 = f64(l_3274);
l_mut_49 = l_3275;
let l_3276 = l_3273 < u32(8388608);
if l_3276 {
let l_3277 = f64(l_3273);
let l_3278 = l_3277 * f64(1.401298464324817e-45);
l_mut_49 = l_3278;
}
let l_3279 = bitcast<u64>(l_mut_49);
let l_3280 = l_3272 >> u32(31);
let l_3281 = u64(l_3280);
let l_3282 = l_3281 << u32(bitcast<u64>(u64(63)));
let l_3283 = l_3279 | l_3282;
let l_3284 = bitcast<f64>(l_3283);
let l_3285 = l_3284 <= l_3226;
if l_3285 {
let l_3286 = bitcast<u32>(l_3232);
let l_3287 = l_3286 + u32(1);
l_mut_747 = l_3287;
let l_3288 = l_3286 & u32(2147483647);
let l_3289 = l_3288 == u32(0);
if l_3289 {
l_mut_747 = u32(1);
} else {
let l_3290 = l_3286 & u32(2147483648);
let l_3291 = l_3290 != u32(0);
if l_3291 {
let l_3292 = l_3286 - u32(1);
l_mut_747 = l_3292;
} else {
let l_3293 = l_3286 == u32(2139095040);
if l_3293 {
l_mut_747 = l_3286;
}
}
}
let l_3294 = bitcast<f32>(l_mut_747);
let l_3295 = bitcast<u32>(l_3294);
let l_3296 = l_3295 & u32(2147483647);
let l_3297 = bitcast<f32>(l_3296);
let l_3298 = f64(l_3297);
l_mut_49 = l_3298;
let l_3299 = l_3296 < u32(8388608);
if l_3299 {
let l_3300 = f64(l_3296);
let l_3301 = l_3300 * f64(1.401298464324817e-45);
l_mut_49 = l_3301;
}
let l_3302 = bitcast<u64>(l_mut_49);
let l_3303 = l_3295 >> u32(31);
let l_3304 = u64(l_3303);
let l_3305 = l_3304 << u32(bitcast<u64>(u64(63)));
let l_3306 = l_3302 | l_3305;
let l_3307 = bitcast<f64>(l_3306);
l_mut_3170 = l_3307;
}
}
}
let l_3308 = -l_mut_3170;
l_mut_2916 = l_3308;
}
let l_3309 = l_mut_404 - l_719;
let l_3310 = abs(l_3309);
let l_3311 = l_3310 * f64(2.220446049250313e-16);
let l_3312 = l_2798 + l_3311;
let l_3313 = l_3309 + l_3312;
let l_3314 = -l_3313;
let l_3315 = l_3314 * f64(7.1362384635298e44);
let l_3316 = floor(l_3315);
let l_3317 = l_3316 * f64(1.401298464324817e-45);
l_mut_3170 = l_3317;
let l_3318 = abs(l_3314);
let l_3319 = l_3318 >= f64(1.1754943508222875e-38);
if l_3319 {
let l_3320 = f32(l_3314);
let l_3321 = f64(l_3320);
l_mut_3170 = l_3321;
let l_3322 = l_mut_3170 > l_3314;
if l_3322 {
let l_3323 = bitcast<u32>(l_3320);
let l_3324 = l_3323 ^ u32(2147483648);
let l_3325 = bitcast<f32>(l_3324);
let l_3326 = bitcast<u32>(l_3325);
let l_3327 = l_3326 + u32(1);
l_mut_747 = l_3327;
let l_3328 = l_3326 & u32(2147483647);
let l_3329 = l_3328 == u32(0);
if l_3329 {
l_mut_747 = u32(1);
} else {
let l_3330 = l_3326 & u32(2147483648);
let l_3331 = l_3330 != u32(0);
if l_3331 {
let l_3332 = l_3326 - u32(1);
l_mut_747 = l_3332;
} else {
let l_3333 = l_3326 == u32(2139095040);
if l_3333 {
l_mut_747 = l_3326;
}
}
}
let l_3334 = bitcast<f32>(l_mut_747);
let l_3335 = bitcast<u32>(l_3334);
let l_3336 = l_3335 ^ u32(2147483648);
let l_3337 = bitcast<f32>(l_3336);
let l_3338 = bitcast<u32>(l_3337);
let l_3339 = l_3338 & u32(2147483647);
let l_3340 = bitcast<f32>(l_3339);
let l_3341 = f64(l_3340);
l_mut_49 = l_3341;
let l_3342 = l_3339 < u32(8388608);
if l_3342 {
let l_3343 = f64(l_3339);
let l_3344 = l_3343 * f64(1.401298464324817e-45);
l_mut_49 = l_3344;
}
let l_3345 = bitcast<u64>(l_mut_49);
let l_3346 = l_3338 >> u32(31);
let l_3347 = u64(l_3346);
let l_3348 = l_3347 << u32(bitcast<u64>(u64(63)));
let l_3349 = l_3345 | l_3348;
let l_3350 = bitcast<f64>(l_3349);
l_mut_3170 = l_3350;
} else {
let l_3351 = bitcast<u32>(l_3320);
let l_3352 = l_3351 + u32(1);
l_mut_747 = l_3352;
let l_3353 = l_3351 & u32(2147483647);
let l_3354 = l_3353 == u32(0);
if l_3354 {
l_mut_747 = u32(1);
} else {
let l_3355 = l_3351 & u32(2147483648);
let l_3356 = l_3355 != u32(0);
if l_3356 {
let l_3357 = l_3351 - u32(1);
l_mut_747 = l_3357;
} else {
let l_3358 = l_3351 == u32(2139095040);
if l_3358 {
l_mut_747 = l_3351;
}
}
}
let l_3359 = bitcast<f32>(l_mut_747);
let l_3360 = bitcast<u32>(l_3359);
let l_3361 = l_3360 & u32(2147483647);
let l_3362 = bitcast<f32>(l_3361);
let l_3363 = f64(l_3362);
l_mut_49 = l_3363;
let l_3364 = l_3361 < u32(8388608);
if l_3364 {
let l_3365 = f64(l_3361);
let l_3366 = l_3365 * f64(1.401298464324817e-45);
l_mut_49 = l_3366;
}
let l_3367 = bitcast<u64>(l_mut_49);
let l_3368 = l_3360 >> u32(31);
let l_3369 = u64(l_3368);
let l_3370 = l_3369 << u32(bitcast<u64>(u64(63)));
let l_3371 = l_3367 | l_3370;
let l_3372 = bitcast<f64>(l_3371);
let l_3373 = l_3372 <= l_3314;
if l_3373 {
let l_3374 = bitcast<u32>(l_3320);
let l_3375 = l_3374 + u32(1);
l_mut_747 = l_3375;
let l_3376 = l_3374 & u32(2147483647);
let l_3377 = l_3376 == u32(0);
if l_3377 {
l_mut_747 = u32(1);
} else {
let l_3378 = l_3374 & u32(2147483648);
let l_3379 = l_3378 != u32(0);
if l_3379 {
let l_3380 = l_3374 - u32(1);
l_mut_747 = l_3380;
} else {
let l_3381 = l_3374 == u32(2139095040);
if l_3381 {
l_mut_747 = l_3374;
}
}
}
let l_3382 = bitcast<f32>(l_mut_747);
let l_3383 = bitcast<u32>(l_3382);
let l_3384 = l_3383 & u32(2147483647);
let l_3385 = bitcast<f32>(l_3384);
let l_3386 = f64(l_3385);
l_mut_49 = l_3386;
let l_3387 = l_3384 < u32(8388608);
if l_3387 {
let l_3388 = f64(l_3384);
let l_3389 = l_3388 * f64(1.401298464324817e-45);
l_mut_49 = l_3389;
}
let l_3390 = bitcast<u64>(l_mut_49);
let l_3391 = l_3383 >> u32(31);
let l_3392 = u64(l_3391);
let l_3393 = l_3392 << u32(bitcast<u64>(u64(63)));
let l_3394 = l_3390 | l_3393;
let l_3395 = bitcast<f64>(l_3394);
l_mut_3170 = l_3395;
}
}
}
let l_3396 = -l_mut_3170;
l_mut_3170 = l_3396;
let l_3397 = bool(true) && bool(true);
if l_3397 {
let l_3398 = l_3309 + l_3312;
let l_3399 = l_3398 * f64(7.1362384635298e44);
let l_3400 = floor(l_3399);
let l_3401 = l_3400 * f64(1.401298464324817e-45);
l_mut_49 = l_3401;
let l_3402 = abs(l_3398);
let l_3403 = l_3402 >= f64(1.1754943508222875e-38);
if l_3403 {
let l_3404 = f32(l_3398);
let l_3405 = f64(l_3404);
l_mut_49 = l_3405;
let l_3406 = l_mut_49 > l_3398;
if l_3406 {
let l_3407 = bitcast<u32>(l_3404);
let l_3408 = l_3407 ^ u32(2147483648);
let l_3409 = bitcast<f32>(l_3408);
let l_3410 = bitcast<u32>(l_3409);
let l_3411 = l_3410 + u32(1);
l_mut_747 = l_3411;
let l_3412 = l_3410 & u32(2147483647);
let l_3413 = l_3412 == u32(0);
if l_3413 {
l_mut_747 = u32(1);
} else {
let l_3414 = l_3410 & u32(2147483648);
let l_3415 = l_3414 != u32(0);
if l_3415 {
let l_3416 = l_3410 - u32(1);
l_mut_747 = l_3416;
} else {
let l_3417 = l_3410 == u32(2139095040);
if l_3417 {
l_mut_747 = l_3410;
}
}
}
let l_3418 = bitcast<f32>(l_mut_747);
let l_3419 = bitcast<u32>(l_3418);
let l_3420 = l_3419 ^ u32(2147483648);
let l_3421 = bitcast<f32>(l_3420);
let l_3422 = bitcast<u32>(l_3421);
let l_3423 = l_3422 & u32(2147483647);
let l_3424 = bitcast<f32>(l_3423);
let l_3425 = f64(l_3424);
l_mut_3426 = l_3425;
let l_3427 = l_3423 < u32(8388608);
if l_3427 {
let l_3428 = f64(l_3423);
let l_3429 = l_3428 * f64(1.401298464324817e-45);
l_mut_3426 = l_3429;
}
let l_3430 = bitcast<u64>(l_mut_3426);
let l_3431 = l_3422 >> u32(31);
let l_3432 = u64(l_3431);
let l_3433 = l_3432 << u32(bitcast<u64>(u64(63)));
let l_3434 = l_3430 | l_3433;
let l_3435 = bitcast<f64>(l_3434);
l_mut_49 = l_3435;
} else {
let l_3436 = bitcast<u32>(l_3404);
let l_3437 = l_3436 + u32(1);
l_mut_747 = l_3437;
let l_3438 = l_3436 & u32(2147483647);
let l_3439 = l_3438 == u32(0);
if l_3439 {
l_mut_747 = u32(1);
} else {
let l_3440 = l_3436 & u32(2147483648);
let l_3441 = l_3440 != u32(0);
if l_3441 {
let l_3442 = l_3436 - u32(1);
l_mut_747 = l_3442;
} else {
let l_3443 = l_3436 == u32(2139095040);
if l_3443 {
l_mut_747 = l_3436;
}
}
}
let l_3444 = bitcast<f32>(l_mut_747);
let l_3445 = bitcast<u32>(l_3444);
let l_3446 = l_3445 & u32(2147483647);
let l_3447 = bitcast<f32>(l_3446);
let l_3448 = f64(l_3447);
l_mut_3426 = l_3448;
let l_3449 = l_3446 < u32(8388608);
if l_3449 {
let l_3450 = f64(l_3446);
let l_3451 = l_3450 * f64(1.401298464324817e-45);
l_mut_3426 = l_3451;
}
let l_3452 = bitcast<u64>(l_mut_3426);
let l_3453 = l_3445 >> u32(31);
let l_3454 = u64(l_3453);
let l_3455 = l_3454 << u32(bitcast<u64>(u64(63)));
let l_3456 = l_3452 | l_3455;
let l_3457 = bitcast<f64>(l_3456);
let l_3458 = l_3457 <= l_3398;
if l_3458 {
let l_3459 = bitcast<u32>(l_3404);
let l_3460 = l_3459 + u32(1);
l_mut_747 = l_3460;
let l_3461 = l_3459 & u32(2147483647);
let l_3462 = l_3461 == u32(0);
if l_3462 {
l_mut_747 = u32(1);
} else {
let l_3463 = l_3459 & u32(2147483648);
let l_3464 = l_3463 != u32(0);
if l_3464 {
let l_3465 = l_3459 - u32(1);
l_mut_747 = l_3465;
} else {
let l_3466 = l_3459 == u32(2139095040);
if l_3466 {
l_mut_747 = l_3459;
}
}
}
let l_3467 = bitcast<f32>(l_mut_747);
let l_3468 = bitcast<u32>(l_3467);
let l_3469 = l_3468 & u32(2147483647);
let l_3470 = bitcast<f32>(l_3469);
let l_3471 = f64(l_3470);
l_mut_3426 = l_3471;
let l_3472 = l_3469 < u32(8388608);
if l_3472 {
let l_3473 = f64(l_3469);
let l_3474 = l_3473 * f64(1.401298464324817e-45);
l_mut_3426 = l_3474;
}
let l_3475 = bitcast<u64>(l_mut_3426);
let l_3476 = l_3468 >> u32(31);
let l_3477 = u64(l_3476);
let l_3478 = l_3477 << u32(bitcast<u64>(u64(63)));
let l_3479 = l_3475 | l_3478;
let l_3480 = bitcast<f64>(l_3479);
l_mut_49 = l_3480;
}
}
}
l_mut_3170 = l_mut_49;
} else {
let l_3481 = l_3309 - l_3312;
let l_3482 = l_3481 * f64(7.1362384635298e44);
let l_3483 = floor(l_3482);
let l_3484 = l_3483 * f64(1.401298464324817e-45);
l_mut_3426 = l_3484;
let l_3485 = abs(l_3481);
let l_3486 = l_3485 >= f64(1.1754943508222875e-38);
if l_3486 {
let l_3487 = f32(l_3481);
let l_3488 = f64(l_3487);
l_mut_3426 = l_3488;
let l_3489 = l_mut_3426 > l_3481;
if l_3489 {
let l_3490 = bitcast<u32>(l_3487);
let l_3491 = l_3490 ^ u32(2147483648);
let l_3492 = bitcast<f32>(l_3491);
let l_3493 = bitcast<u32>(l_3492);
let l_3494 = l_3493 + u32(1);
l_mut_747 = l_3494;
let l_3495 = l_3493 & u32(2147483647);
let l_3496 = l_3495 == u32(0);
if l_3496 {
l_mut_747 = u32(1);
} else {
let l_3497 = l_3493 & u32(2147483648);
let l_3498 = l_3497 != u32(0);
if l_3498 {
let l_3499 = l_3493 - u32(1);
l_mut_747 = l_3499;
} else {
let l_3500 = l_3493 == u32(2139095040);
if l_3500 {
l_mut_747 = l_3493;
}
}
}
let l_3501 = bitcast<f32>(l_mut_747);
let l_3502 = bitcast<u32>(l_3501);
let l_3503 = l_3502 ^ u32(2147483648);
let l_3504 = bitcast<f32>(l_3503);
let l_3505 = bitcast<u32>(l_3504);
let l_3506 = l_3505 & u32(2147483647);
let l_3507 = bitcast<f32>(l_3506);
let l_3508 = f64(l_3507);
l_mut_49 = l_3508;
let l_3509 = l_3506 < u32(8388608);
if l_3509 {
let l_3510 = f64(l_3506);
let l_3511 = l_3510 * f64(1.401298464324817e-45);
l_mut_49 = l_3511;
}
let l_3512 = bitcast<u64>(l_mut_49);
let l_3513 = l_3505 >> u32(31);
let l_3514 = u64(l_3513);
let l_3515 = l_3514 << u32(bitcast<u64>(u64(63)));
let l_3516 = l_3512 | l_3515;
let l_3517 = bitcast<f64>(l_3516);
l_mut_3426 = l_3517;
} else {
let l_3518 = bitcast<u32>(l_3487);
let l_3519 = l_3518 + u32(1);
l_mut_747 = l_3519;
let l_3520 = l_3518 & u32(2147483647);
let l_3521 = l_3520 == u32(0);
if l_3521 {
l_mut_747 = u32(1);
} else {
let l_3522 = l_3518 & u32(2147483648);
let l_3523 = l_3522 != u32(0);
if l_3523 {
let l_3524 = l_3518 - u32(1);
l_mut_747 = l_3524;
} else {
let l_3525 = l_3518 == u32(2139095040);
if l_3525 {
l_mut_747 = l_3518;
}
}
}
let l_3526 = bitcast<f32>(l_mut_747);
let l_3527 = bitcast<u32>(l_3526);
let l_3528 = l_3527 & u32(2147483647);
let l_3529 = bitcast<f32>(l_3528);
let l_3530 = f64(l_3529);
l_mut_49 = l_3530;
let l_3531 = l_3528 < u32(8388608);
if l_3531 {
let l_3532 = f64(l_3528);
let l_3533 = l_3532 * f64(1.401298464324817e-45);
l_mut_49 = l_3533;
}
let l_3534 = bitcast<u64>(l_mut_49);
let l_3535 = l_3527 >> u32(31);
let l_3536 = u64(l_3535);
let l_3537 = l_3536 << u32(bitcast<u64>(u64(63)));
let l_3538 = l_3534 | l_3537;
let l_3539 = bitcast<f64>(l_3538);
let l_3540 = l_3539 <= l_3481;
if l_3540 {
let l_3541 = bitcast<u32>(l_3487);
let l_3542 = l_3541 + u32(1);
l_mut_747 = l_3542;
let l_3543 = l_3541 & u32(2147483647);
let l_3544 = l_3543 == u32(0);
if l_3544 {
l_mut_747 = u32(1);
} else {
let l_3545 = l_3541 & u32(2147483648);
let l_3546 = l_3545 != u32(0);
if l_3546 {
let l_3547 = l_3541 - u32(1);
l_mut_747 = l_3547;
} else {
let l_3548 = l_3541 == u32(2139095040);
if l_3548 {
l_mut_747 = l_3541;
}
}
}
let l_3549 = bitcast<f32>(l_mut_747);
let l_3550 = bitcast<u32>(l_3549);
let l_3551 = l_3550 & u32(2147483647);
let l_3552 = bitcast<f32>(l_3551);
let l_3553 = f64(l_3552);
l_mut_49 = l_3553;
let l_3554 = l_3551 < u32(8388608);
if l_3554 {
let l_3555 = f64(l_3551);
let l_3556 = l_3555 * f64(1.401298464324817e-45);
l_mut_49 = l_3556;
}
let l_3557 = bitcast<u64>(l_mut_49);
let l_3558 = l_3550 >> u32(31);
let l_3559 = u64(l_3558);
let l_3560 = l_3559 << u32(bitcast<u64>(u64(63)));
let l_3561 = l_3557 | l_3560;
let l_3562 = bitcast<f64>(l_3561);
l_mut_3426 = l_3562;
}
}
}
l_mut_3170 = l_mut_3426;
}
let l_3563 = l_mut_404 + l_719;
let l_3564 = abs(l_3563);
let l_3565 = l_3564 * f64(2.220446049250313e-16);
let l_3566 = l_2798 + l_3565;
let l_3567 = l_3563 + l_3566;
let l_3568 = -l_3567;
let l_3569 = l_3568 * f64(7.1362384635298e44);
let l_3570 = floor(l_3569);
let l_3571 = l_3570 * f64(1.401298464324817e-45);
l_mut_3426 = l_3571;
let l_3572 = abs(l_3568);
let l_3573 = l_3572 >= f64(1.1754943508222875e-38);
if l_3573 {
let l_3574 = f32(l_3568);
let l_3575 = f64(l_3574);
l_mut_3426 = l_3575;
let l_3576 = l_mut_3426 > l_3568;
if l_3576 {
let l_3577 = bitcast<u32>(l_3574);
let l_3578 = l_3577 ^ u32(2147483648);
let l_3579 = bitcast<f32>(l_3578);
let l_3580 = bitcast<u32>(l_3579);
let l_3581 = l_3580 + u32(1);
l_mut_747 = l_3581;
let l_3582 = l_3580 & u32(2147483647);
let l_3583 = l_3582 == u32(0);
if l_3583 {
l_mut_747 = u32(1);
} else {
let l_3584 = l_3580 & u32(2147483648);
let l_3585 = l_3584 != u32(0);
if l_3585 {
let l_3586 = l_3580 - u32(1);
l_mut_747 = l_3586;
} else {
let l_3587 = l_3580 == u32(2139095040);
if l_3587 {
l_mut_747 = l_3580;
}
}
}
let l_3588 = bitcast<f32>(l_mut_747);
let l_3589 = bitcast<u32>(l_3588);
let l_3590 = l_3589 ^ u32(2147483648);
let l_3591 = bitcast<f32>(l_3590);
let l_3592 = bitcast<u32>(l_3591);
let l_3593 = l_3592 & u32(2147483647);
let l_3594 = bitcast<f32>(l_3593);
let l_3595 = f64(l_3594);
l_mut_49 = l_3595;
let l_3596 = l_3593 < u32(8388608);
if l_3596 {
let l_3597 = f64(l_3593);
let l_3598 = l_3597 * f64(1.401298464324817e-45);
l_mut_49 = l_3598;
}
let l_3599 = bitcast<u64>(l_mut_49);
let l_3600 = l_3592 >> u32(31);
let l_3601 = u64(l_3600);
let l_3602 = l_3601 << u32(bitcast<u64>(u64(63)));
let l_3603 = l_3599 | l_3602;
let l_3604 = bitcast<f64>(l_3603);
l_mut_3426 = l_3604;
} else {
let l_3605 = bitcast<u32>(l_3574);
let l_3606 = l_3605 + u32(1);
l_mut_747 = l_3606;
let l_3607 = l_3605 & u32(2147483647);
let l_3608 = l_3607 == u32(0);
if l_3608 {
l_mut_747 = u32(1);
} else {
let l_3609 = l_3605 & u32(2147483648);
let l_3610 = l_3609 != u32(0);
if l_3610 {
let l_3611 = l_3605 - u32(1);
l_mut_747 = l_3611;
} else {
let l_3612 = l_3605 == u32(2139095040);
if l_3612 {
l_mut_747 = l_3605;
}
}
}
let l_3613 = bitcast<f32>(l_mut_747);
let l_3614 = bitcast<u32>(l_3613);
let l_3615 = l_3614 & u32(2147483647);
let l_3616 = bitcast<f32>(l_3615);
let l_3617 = f64(l_3616);
l_mut_49 = l_3617;
let l_3618 = l_3615 < u32(8388608);
if l_3618 {
let l_3619 = f64(l_3615);
let l_3620 = l_3619 * f64(1.401298464324817e-45);
l_mut_49 = l_3620;
}
let l_3621 = bitcast<u64>(l_mut_49);
let l_3622 = l_3614 >> u32(31);
let l_3623 = u64(l_3622);
let l_3624 = l_3623 << u32(bitcast<u64>(u64(63)));
let l_3625 = l_3621 | l_3624;
let l_3626 = bitcast<f64>(l_3625);
let l_3627 = l_3626 <= l_3568;
if l_3627 {
let l_3628 = bitcast<u32>(l_3574);
let l_3629 = l_3628 + u32(1);
l_mut_747 = l_3629;
let l_3630 = l_3628 & u32(2147483647);
let l_3631 = l_3630 == u32(0);
if l_3631 {
l_mut_747 = u32(1);
} else {
let l_3632 = l_3628 & u32(2147483648);
let l_3633 = l_3632 != u32(0);
if l_3633 {
let l_3634 = l_3628 - u32(1);
l_mut_747 = l_3634;
} else {
let l_3635 = l_3628 == u32(2139095040);
if l_3635 {
l_mut_747 = l_3628;
}
}
}
let l_3636 = bitcast<f32>(l_mut_747);
let l_3637 = bitcast<u32>(l_3636);
let l_3638 = l_3637 & u32(2147483647);
let l_3639 = bitcast<f32>(l_3638);
let l_3640 = f64(l_3639);
l_mut_49 = l_3640;
let l_3641 = l_3638 < u32(8388608);
if l_3641 {
let l_3642 = f64(l_3638);
let l_3643 = l_3642 * f64(1.401298464324817e-45);
l_mut_49 = l_3643;
}
let l_3644 = bitcast<u64>(l_mut_49);
let l_3645 = l_3637 >> u32(31);
let l_3646 = u64(l_3645);
let l_3647 = l_3646 << u32(bitcast<u64>(u64(63)));
let l_3648 = l_3644 | l_3647;
let l_3649 = bitcast<f64>(l_3648);
l_mut_3426 = l_3649;
}
}
}
let l_3650 = -l_mut_3426;
l_mut_3426 = l_3650;
let l_3651 = bool(false) && bool(true);
if l_3651 {
let l_3652 = l_3563 + l_3566;
let l_3653 = l_3652 * f64(7.1362384635298e44);
let l_3654 = floor(l_3653);
let l_3655 = l_3654 * f64(1.401298464324817e-45);
l_mut_49 = l_3655;
let l_3656 = abs(l_3652);
let l_3657 = l_3656 >= f64(1.1754943508222875e-38);
if l_3657 {
let l_3658 = f32(l_3652);
let l_3659 = f64(l_3658);
l_mut_49 = l_3659;
let l_3660 = l_mut_49 > l_3652;
if l_3660 {
let l_3661 = bitcast<u32>(l_3658);
let l_3662 = l_3661 ^ u32(2147483648);
let l_3663 = bitcast<f32>(l_3662);
let l_3664 = bitcast<u32>(l_3663);
let l_3665 = l_3664 + u32(1);
l_mut_747 = l_3665;
let l_3666 = l_3664 & u32(2147483647);
let l_3667 = l_3666 == u32(0);
if l_3667 {
l_mut_747 = u32(1);
} else {
let l_3668 = l_3664 & u32(2147483648);
let l_3669 = l_3668 != u32(0);
if l_3669 {
let l_3670 = l_3664 - u32(1);
l_mut_747 = l_3670;
} else {
let l_3671 = l_3664 == u32(2139095040);
if l_3671 {
l_mut_747 = l_3664;
}
}
}
let l_3672 = bitcast<f32>(l_mut_747);
let l_3673 = bitcast<u32>(l_3672);
let l_3674 = l_3673 ^ u32(2147483648);
let l_3675 = bitcast<f32>(l_3674);
let l_3676 = bitcast<u32>(l_3675);
let l_3677 = l_3676 & u32(2147483647);
let l_3678 = bitcast<f32>(l_3677);
let l_3679 = f64(l_3678);
l_mut_3680 = l_3679;
let l_3681 = l_3677 < u32(8388608);
if l_3681 {
let l_3682 = f64(l_3677);
let l_3683 = l_3682 * f64(1.401298464324817e-45);
l_mut_3680 = l_3683;
}
let l_3684 = bitcast<u64>(l_mut_3680);
let l_3685 = l_3676 >> u32(31);
let l_3686 = u64(l_3685);
let l_3687 = l_3686 << u32(bitcast<u64>(u64(63)));
let l_3688 = l_3684 | l_3687;
let l_3689 = bitcast<f64>(l_3688);
l_mut_49 = l_3689;
} else {
let l_3690 = bitcast<u32>(l_3658);
let l_3691 = l_3690 + u32(1);
l_mut_747 = l_3691;
let l_3692 = l_3690 & u32(2147483647);
let l_3693 = l_3692 == u32(0);
if l_3693 {
l_mut_747 = u32(1);
} else {
let l_3694 = l_3690 & u32(2147483648);
let l_3695 = l_3694 != u32(0);
if l_3695 {
let l_3696 = l_3690 - u32(1);
l_mut_747 = l_3696;
} else {
let l_3697 = l_3690 == u32(2139095040);
if l_3697 {
l_mut_747 = l_3690;
}
}
}
let l_3698 = bitcast<f32>(l_mut_747);
let l_3699 = bitcast<u32>(l_3698);
let l_3700 = l_3699 & u32(2147483647);
let l_3701 = bitcast<f32>(l_3700);
let l_3702 = f64(l_3701);
l_mut_3680 = l_3702;
let l_3703 = l_3700 < u32(8388608);
if l_3703 {
let l_3704 = f64(l_3700);
let l_3705 = l_3704 * f64(1.401298464324817e-45);
l_mut_3680 = l_3705;
}
let l_3706 = bitcast<u64>(l_mut_3680);
let l_3707 = l_3699 >> u32(31);
let l_3708 = u64(l_3707);
let l_3709 = l_3708 << u32(bitcast<u64>(u64(63)));
let l_3710 = l_3706 | l_3709;
let l_3711 = bitcast<f64>(l_3710);
let l_3712 = l_3711 <= l_3652;
if l_3712 {
let l_3713 = bitcast<u32>(l_3658);
let l_3714 = l_3713 + u32(1);
l_mut_747 = l_3714;
let l_3715 = l_3713 & u32(2147483647);
let l_3716 = l_3715 == u32(0);
if l_3716 {
l_mut_747 = u32(1);
} else {
let l_3717 = l_3713 & u32(2147483648);
let l_3718 = l_3717 != u32(0);
if l_3718 {
let l_3719 = l_3713 - u32(1);
l_mut_747 = l_3719;
} else {
let l_3720 = l_3713 == u32(2139095040);
if l_3720 {
l_mut_747 = l_3713;
}
}
}
let l_3721 = bitcast<f32>(l_mut_747);
let l_3722 = bitcast<u32>(l_3721);
let l_3723 = l_3722 & u32(2147483647);
let l_3724 = bitcast<f32>(l_3723);
let l_3725 = f64(l_3724);
l_mut_3680 = l_3725;
let l_3726 = l_3723 < u32(8388608);
if l_3726 {
let l_3727 = f64(l_3723);
let l_3728 = l_3727 * f64(1.401298464324817e-45);
l_mut_3680 = l_3728;
}
let l_3729 = bitcast<u64>(l_mut_3680);
let l_3730 = l_3722 >> u32(31);
let l_3731 = u64(l_3730);
let l_3732 = l_3731 << u32(bitcast<u64>(u64(63)));
let l_3733 = l_3729 | l_3732;
let l_3734 = bitcast<f64>(l_3733);
l_mut_49 = l_3734;
}
}
}
l_mut_3426 = l_mut_49;
} else {
let l_3735 = l_3563 - l_3566;
let l_3736 = -l_3735;
let l_3737 = l_3736 * f64(7.1362384635298e44);
let l_3738 = floor(l_3737);
let l_3739 = l_3738 * f64(1.401298464324817e-45);
l_mut_3680 = l_3739;
let l_3740 = abs(l_3736);
let l_3741 = l_3740 >= f64(1.1754943508222875e-38);
if l_3741 {
let l_3742 = f32(l_3736);
let l_3743 = f64(l_3742);
l_mut_3680 = l_3743;
let l_3744 = l_mut_3680 > l_3736;
if l_3744 {
let l_3745 = bitcast<u32>(l_3742);
let l_3746 = l_3745 ^ u32(2147483648);
let l_3747 = bitcast<f32>(l_3746);
let l_3748 = bitcast<u32>(l_3747);
let l_3749 = l_3748 + u32(1);
l_mut_747 = l_3749;
let l_3750 = l_3748 & u32(2147483647);
let l_3751 = l_3750 == u32(0);
if l_3751 {
l_mut_747 = u32(1);
} else {
let l_3752 = l_3748 & u32(2147483648);
let l_3753 = l_3752 != u32(0);
if l_3753 {
let l_3754 = l_3748 - u32(1);
l_mut_747 = l_3754;
} else {
let l_3755 = l_3748 == u32(2139095040);
if l_3755 {
l_mut_747 = l_3748;
}
}
}
let l_3756 = bitcast<f32>(l_mut_747);
let l_3757 = bitcast<u32>(l_3756);
let l_3758 = l_3757 ^ u32(2147483648);
let l_3759 = bitcast<f32>(l_3758);
let l_3760 = bitcast<u32>(l_3759);
let l_3761 = l_3760 & u32(2147483647);
let l_3762 = bitcast<f32>(l_3761);
let l_3763 = f64(l_3762);
l_mut_49 = l_3763;
let l_3764 = l_3761 < u32(8388608);
if l_3764 {
let l_3765 = f64(l_3761);
let l_3766 = l_3765 * f64(1.401298464324817e-45);
l_mut_49 = l_3766;
}
let l_3767 = bitcast<u64>(l_mut_49);
let l_3768 = l_3760 >> u32(31);
let l_3769 = u64(l_3768);
let l_3770 = l_3769 << u32(bitcast<u64>(u64(63)));
let l_3771 = l_3767 | l_3770;
let l_3772 = bitcast<f64>(l_3771);
l_mut_3680 = l_3772;
} else {
let l_3773 = bitcast<u32>(l_3742);
let l_3774 = l_3773 + u32(1);
l_mut_747 = l_3774;
let l_3775 = l_3773 & u32(2147483647);
let l_3776 = l_3775 == u32(0);
if l_3776 {
l_mut_747 = u32(1);
} else {
let l_3777 = l_3773 & u32(2147483648);
let l_3778 = l_3777 != u32(0);
if l_3778 {
let l_3779 = l_3773 - u32(1);
l_mut_747 = l_3779;
} else {
let l_3780 = l_3773 == u32(2139095040);
if l_3780 {
l_mut_747 = l_3773;
}
}
}
let l_3781 = bitcast<f32>(l_mut_747);
let l_3782 = bitcast<u32>(l_3781);
let l_3783 = l_3782 & u32(2147483647);
let l_3784 = bitcast<f32>(l_3783);
let l_3785 = f64(l_3784);
l_mut_49 = l_3785;
let l_3786 = l_3783 < u32(8388608);
if l_3786 {
let l_3787 = f64(l_3783);
let l_3788 = l_3787 * f64(1.401298464324817e-45);
l_mut_49 = l_3788;
}
let l_3789 = bitcast<u64>(l_mut_49);
let l_3790 = l_3782 >> u32(31);
let l_3791 = u64(l_3790);
let l_3792 = l_3791 << u32(bitcast<u64>(u64(63)));
let l_3793 = l_3789 | l_3792;
let l_3794 = bitcast<f64>(l_3793);
let l_3795 = l_3794 <= l_3736;
if l_3795 {
let l_3796 = bitcast<u32>(l_3742);
let l_3797 = l_3796 + u32(1);
l_mut_747 = l_3797;
let l_3798 = l_3796 & u32(2147483647);
let l_3799 = l_3798 == u32(0);
if l_3799 {
l_mut_747 = u32(1);
} else {
let l_3800 = l_3796 & u32(2147483648);
let l_3801 = l_3800 != u32(0);
if l_3801 {
let l_3802 = l_3796 - u32(1);
l_mut_747 = l_3802;
} else {
let l_3803 = l_3796 == u32(2139095040);
if l_3803 {
l_mut_747 = l_3796;
}
}
}
let l_3804 = bitcast<f32>(l_mut_747);
let l_3805 = bitcast<u32>(l_3804);
let l_3806 = l_3805 & u32(2147483647);
let l_3807 = bitcast<f32>(l_3806);
let l_3808 = f64(l_3807);
l_mut_49 = l_3808;
let l_3809 = l_3806 < u32(8388608);
if l_3809 {
let l_3810 = f64(l_3806);
let l_3811 = l_3810 * f64(1.401298464324817e-45);
l_mut_49 = l_3811;
}
let l_3812 = bitcast<u64>(l_mut_49);
let l_3813 = l_3805 >> u32(31);
let l_3814 = u64(l_3813);
let l_3815 = l_3814 << u32(bitcast<u64>(u64(63)));
let l_3816 = l_3812 | l_3815;
let l_3817 = bitcast<f64>(l_3816);
l_mut_3680 = l_3817;
}
}
}
let l_3818 = -l_mut_3680;
l_mut_3426 = l_3818;
}
l_mut_747 = u32(0);
let l_3819 = l_mut_3170 <= f64(0.0);
let l_3820 = l_mut_3426 >= f64(0.0);
let l_3821 = l_3819 && l_3820;
let l_3822 = !l_3821;
if l_3822 {
let l_3824 = l_mut_78 / l_mut_3170;
let l_3825 = l_mut_78 / l_mut_3426;
let l_3826 = l_mut_2916 / l_mut_3170;
let l_3827 = l_mut_2916 / l_mut_3426;
a_3823[u32(0)] = l_3824;
a_3823[u32(1)] = l_3824;
let l_3828 = a_3823[u32(0)];
let l_3829 = l_3825 < l_3828;
if l_3829 {
a_3823[u32(0)] = l_3825;
}
let l_3830 = a_3823[u32(0)];
let l_3831 = l_3826 < l_3830;
if l_3831 {
a_3823[u32(0)] = l_3826;
}
let l_3832 = a_3823[u32(0)];
let l_3833 = l_3827 < l_3832;
if l_3833 {
a_3823[u32(0)] = l_3827;
}
let l_3834 = a_3823[u32(1)];
let l_3835 = l_3825 > l_3834;
if l_3835 {
a_3823[u32(1)] = l_3825;
}
let l_3836 = a_3823[u32(1)];
let l_3837 = l_3826 > l_3836;
if l_3837 {
a_3823[u32(1)] = l_3826;
}
let l_3838 = a_3823[u32(1)];
let l_3839 = l_3827 > l_3838;
if l_3839 {
a_3823[u32(1)] = l_3827;
}
let l_3840 = a_3823[u32(0)];
let l_3841 = abs(l_3840);
let l_3842 = l_3841 * l_mut_232;
let l_3843 = a_3823[u32(1)];
let l_3844 = abs(l_3843);
let l_3845 = l_3844 * l_mut_232;
l_mut_747 = u32(2);
let l_3846 = a_3823[u32(0)];
let l_3847 = l_3846 - l_3842;
let l_3848 = abs(l_3847);
l_mut_3680 = f64(1.401298464324817e-45);
let l_3849 = l_3848 >= f64(1.1754943508222875e-38);
let l_3850 = l_3848 <= f64(1.7976931348623157e308);
let l_3851 = l_3849 && l_3850;
if l_3851 {
let l_3852 = bitcast<u64>(l_3848);
let l_3853 = l_3852 >> u32(bitcast<u64>(u64(52)));
let l_3854 = l_3853 - u64(23);
let l_3855 = l_3854 << u32(bitcast<u64>(u64(52)));
let l_3856 = bitcast<f64>(l_3855);
l_mut_3680 = l_3856;
}
let l_3857 = l_3846 + l_3842;
let l_3858 = abs(l_3857);
l_mut_3426 = f64(1.401298464324817e-45);
let l_3859 = l_3858 >= f64(1.1754943508222875e-38);
let l_3860 = l_3858 <= f64(1.7976931348623157e308);
let l_3861 = l_3859 && l_3860;
if l_3861 {
let l_3862 = bitcast<u64>(l_3858);
let l_3863 = l_3862 >> u32(bitcast<u64>(u64(52)));
let l_3864 = l_3863 - u64(23);
let l_3865 = l_3864 << u32(bitcast<u64>(u64(52)));
let l_3866 = bitcast<f64>(l_3865);
l_mut_3426 = l_3866;
}
let l_3867 = l_mut_3680 == l_mut_3426;
let l_3868 = a_3823[u32(1)];
let l_3869 = l_3868 - l_3845;
let l_3870 = abs(l_3869);
l_mut_3680 = f64(1.401298464324817e-45);
let l_3871 = l_3870 >= f64(1.1754943508222875e-38);
let l_3872 = l_3870 <= f64(1.7976931348623157e308);
let l_3873 = l_3871 && l_3872;
if l_3873 {
let l_3874 = bitcast<u64>(l_3870);
let l_3875 = l_3874 >> u32(bitcast<u64>(u64(52)));
let l_3876 = l_3875 - u64(23);
let l_3877 = l_3876 << u32(bitcast<u64>(u64(52)));
let l_3878 = bitcast<f64>(l_3877);
l_mut_3680 = l_3878;
}
let l_3879 = l_3868 + l_3845;
let l_3880 = abs(l_3879);
l_mut_3426 = f64(1.401298464324817e-45);
let l_3881 = l_3880 >= f64(1.1754943508222875e-38);
let l_3882 = l_3880 <= f64(1.7976931348623157e308);
let l_3883 = l_3881 && l_3882;
if l_3883 {
let l_3884 = bitcast<u64>(l_3880);
let l_3885 = l_3884 >> u32(bitcast<u64>(u64(52)));
let l_3886 = l_3885 - u64(23);
let l_3887 = l_3886 << u32(bitcast<u64>(u64(52)));
let l_3888 = bitcast<f64>(l_3887);
l_mut_3426 = l_3888;
}
let l_3889 = l_mut_3680 == l_mut_3426;
let l_3890 = l_3867 && l_3889;
if l_3890 {
let l_3891 = a_3823[u32(0)];
let l_3892 = a_3823[u32(0)];
let l_3893 = abs(l_3892);
l_mut_3680 = f64(1.401298464324817e-45);
let l_3894 = l_3893 >= f64(1.1754943508222875e-38);
let l_3895 = l_3893 <= f64(1.7976931348623157e308);
let l_3896 = l_3894 && l_3895;
if l_3896 {
let l_3897 = bitcast<u64>(l_3893);
let l_3898 = l_3897 >> u32(bitcast<u64>(u64(52)));
let l_3899 = l_3898 - u64(23);
let l_3900 = l_3899 << u32(bitcast<u64>(u64(52)));
let l_3901 = bitcast<f64>(l_3900);
l_mut_3680 = l_3901;
}
let l_3902 = l_722 * l_mut_3680;
let l_3903 = l_3891 - l_3902;
let l_3904 = a_3823[u32(1)];
let l_3905 = a_3823[u32(1)];
let l_3906 = abs(l_3905);
l_mut_3680 = f64(1.401298464324817e-45);
let l_3907 = l_3906 >= f64(1.1754943508222875e-38);
let l_3908 = l_3906 <= f64(1.7976931348623157e308);
let l_3909 = l_3907 && l_3908;
if l_3909 {
let l_3910 = bitcast<u64>(l_3906);
let l_3911 = l_3910 >> u32(bitcast<u64>(u64(52)));
let l_3912 = l_3911 - u64(23);
let l_3913 = l_3912 << u32(bitcast<u64>(u64(52)));
let l_3914 = bitcast<f64>(l_3913);
l_mut_3680 = l_3914;
}
let l_3915 = l_722 * l_mut_3680;
let l_3916 = l_3904 + l_3915;
let l_3917 = bitcast<u32>(l_26);
let l_3918 = l_3917 & u32(2147483647);
let l_3919 = bitcast<f32>(l_3918);
let l_3920 = f64(l_3919);
l_mut_3680 = l_3920;
let l_3921 = l_3918 < u32(8388608);
if l_3921 {
let l_3922 = f64(l_3918);
let l_3923 = l_3922 * f64(1.401298464324817e-45);
l_mut_3680 = l_3923;
}
let l_3924 = bitcast<u64>(l_mut_3680);
let l_3925 = l_3917 >> u32(31);
let l_3926 = u64(l_3925);
let l_3927 = l_3926 << u32(bitcast<u64>(u64(63)));
let l_3928 = l_3924 | l_3927;
let l_3929 = bitcast<f64>(l_3928);
let l_3930 = bitcast<u32>(l_26);
let l_3931 = l_3930 + u32(1);
l_mut_3932 = l_3931;
let l_3933 = l_3930 & u32(2147483647);
let l_3934 = l_3933 == u32(0);
if l_3934 {
l_mut_3932 = u32(1);
} else {
let l_3935 = l_3930 & u32(2147483648);
let l_3936 = l_3935 != u32(0);
if l_3936 {
let l_3937 = l_3930 - u32(1);
l_mut_3932 = l_3937;
} else {
let l_3938 = l_3930 == u32(2139095040);
if l_3938 {
l_mut_3932 = l_3930;
}
}
}
let l_3939 = bitcast<f32>(l_mut_3932);
let l_3940 = bitcast<u32>(l_3939);
let l_3941 = l_3940 & u32(2147483647);
let l_3942 = bitcast<f32>(l_3941);
let l_3943 = f64(l_3942);
l_mut_3680 = l_3943;
let l_3944 = l_3941 < u32(8388608);
if l_3944 {
let l_3945 = f64(l_3941);
let l_3946 = l_3945 * f64(1.401298464324817e-45);
l_mut_3680 = l_3946;
}
let l_3947 = bitcast<u64>(l_mut_3680);
let l_3948 = l_3940 >> u32(31);
let l_3949 = u64(l_3948);
let l_3950 = l_3949 << u32(bitcast<u64>(u64(63)));
let l_3951 = l_3947 | l_3950;
let l_3952 = bitcast<f64>(l_3951);
let l_3953 = bitcast<u32>(l_26);
let l_3954 = l_3953 ^ u32(2147483648);
let l_3955 = bitcast<f32>(l_3954);
let l_3956 = bitcast<u32>(l_3955);
let l_3957 = l_3956 + u32(1);
l_mut_3932 = l_3957;
let l_3958 = l_3956 & u32(2147483647);
let l_3959 = l_3958 == u32(0);
if l_3959 {
l_mut_3932 = u32(1);
} else {
let l_3960 = l_3956 & u32(2147483648);
let l_3961 = l_3960 != u32(0);
if l_3961 {
let l_3962 = l_3956 - u32(1);
l_mut_3932 = l_3962;
} else {
let l_3963 = l_3956 == u32(2139095040);
if l_3963 {
l_mut_3932 = l_3956;
}
}
}
let l_3964 = bitcast<f32>(l_mut_3932);
let l_3965 = bitcast<u32>(l_3964);
let l_3966 = l_3965 ^ u32(2147483648);
let l_3967 = bitcast<f32>(l_3966);
let l_3968 = bitcast<u32>(l_3967);
let l_3969 = l_3968 & u32(2147483647);
let l_3970 = bitcast<f32>(l_3969);
let l_3971 = f64(l_3970);
l_mut_3680 = l_3971;
let l_3972 = l_3969 < u32(8388608);
if l_3972 {
let l_3973 = f64(l_3969);
let l_3974 = l_3973 * f64(1.401298464324817e-45);
l_mut_3680 = l_3974;
}
let l_3975 = bitcast<u64>(l_mut_3680);
let l_3976 = l_3968 >> u32(31);
let l_3977 = u64(l_3976);
let l_3978 = l_3977 << u32(bitcast<u64>(u64(63)));
let l_3979 = l_3975 | l_3978;
let l_3980 = bitcast<f64>(l_3979);
let l_3981 = l_3903 + l_3842;
let l_3982 = l_3981 <= l_3929;
l_mut_848 = l_3982;
let l_3983 = l_3903 - l_3842;
let l_3984 = l_3983 > l_3929;
l_mut_845 = l_3984;
let l_3985 = l_3916 - l_3845;
let l_3986 = l_3985 >= l_3929;
l_mut_842 = l_3986;
let l_3987 = l_3916 + l_3845;
let l_3988 = l_3987 < l_3929;
l_mut_839 = l_3988;
let l_3989 = l_3903 + l_3842;
let l_3990 = l_3989 < l_3952;
l_mut_848 = l_3990;
let l_3991 = l_3903 - l_3842;
let l_3992 = l_3991 >= l_3952;
l_mut_845 = l_3992;
let l_3993 = l_3916 - l_3845;
let l_3994 = l_3993 > l_3980;
l_mut_842 = l_3994;
let l_3995 = l_3916 + l_3845;
let l_3996 = l_3995 <= l_3980;
l_mut_839 = l_3996;
l_mut_3932 = u32(2);
let l_3997 = l_mut_845 || l_mut_839;
if l_3997 {
l_mut_3932 = u32(1);
} else {
let l_3998 = l_mut_848 && l_mut_842;
if l_3998 {
l_mut_3932 = u32(0);
}
}
let l_3999 = bitcast<u32>(l_26);
let l_4000 = l_3999 & u32(2147483647);
let l_4001 = l_4000 == u32(0);
if l_4001 {
let l_4002 = l_3903 + l_3842;
let l_4003 = l_4002 < f64(1.1754943508222875e-38);
let l_4004 = l_3916 - l_3845;
let l_4005 = l_4004 > f64(-1.1754943508222875e-38);
let l_4006 = l_4003 && l_4005;
let l_4007 = l_3903 - l_3842;
let l_4008 = l_4007 < f64(1.1754943508222875e-38);
let l_4009 = l_3916 + l_3845;
let l_4010 = l_4009 > f64(-1.1754943508222875e-38);
let l_4011 = l_4008 && l_4010;
if l_4006 {
l_mut_3932 = u32(0);
} else {
let l_4012 = l_mut_3932 == u32(1);
let l_4013 = l_4011 && l_4012;
if l_4013 {
l_mut_3932 = u32(2);
}
}
}
l_mut_747 = l_mut_3932;
}
}
let l_4014 = l_mut_1901 - l_719;
let l_4015 = abs(l_4014);
let l_4016 = l_4015 * f64(2.220446049250313e-16);
let l_4017 = l_2796 + l_4016;
let l_4018 = l_4014 + l_4017;
let l_4019 = -l_4018;
let l_4020 = l_4019 * f64(7.1362384635298e44);
let l_4021 = floor(l_4020);
let l_4022 = l_4021 * f64(1.401298464324817e-45);
l_mut_3680 = l_4022;
let l_4023 = abs(l_4019);
let l_4024 = l_4023 >= f64(1.1754943508222875e-38);
if l_4024 {
let l_4025 = f32(l_4019);
let l_4026 = f64(l_4025);
l_mut_3680 = l_4026;
let l_4027 = l_mut_3680 > l_4019;
if l_4027 {
let l_4028 = bitcast<u32>(l_4025);
let l_4029 = l_4028 ^ u32(2147483648);
let l_4030 = bitcast<f32>(l_4029);
let l_4031 = bitcast<u32>(l_4030);
let l_4032 = l_4031 + u32(1);
l_mut_3932 = l_4032;
let l_4033 = l_4031 & u32(2147483647);
let l_4034 = l_4033 == u32(0);
if l_4034 {
l_mut_3932 = u32(1);
} else {
let l_4035 = l_4031 & u32(2147483648);
let l_4036 = l_4035 != u32(0);
if l_4036 {
let l_4037 = l_4031 - u32(1);
l_mut_3932 = l_4037;
} else {
let l_4038 = l_4031 == u32(2139095040);
if l_4038 {
l_mut_3932 = l_4031;
}
}
}
let l_4039 = bitcast<f32>(l_mut_3932);
let l_4040 = bitcast<u32>(l_4039);
let l_4041 = l_4040 ^ u32(2147483648);
let l_4042 = bitcast<f32>(l_4041);
let l_4043 = bitcast<u32>(l_4042);
let l_4044 = l_4043 & u32(2147483647);
let l_4045 = bitcast<f32>(l_4044);
let l_4046 = f64(l_4045);
l_mut_3426 = l_4046;
let l_4047 = l_4044 < u32(8388608);
if l_4047 {
let l_4048 = f64(l_4044);
let l_4049 = l_4048 * f64(1.401298464324817e-45);
l_mut_3426 = l_4049;
}
let l_4050 = bitcast<u64>(l_mut_3426);
let l_4051 = l_4043 >> u32(31);
let l_4052 = u64(l_4051);
let l_4053 = l_4052 << u32(bitcast<u64>(u64(63)));
let l_4054 = l_4050 | l_4053;
let l_4055 = bitcast<f64>(l_4054);
l_mut_3680 = l_4055;
} else {
let l_4056 = bitcast<u32>(l_4025);
let l_4057 = l_4056 + u32(1);
l_mut_3932 = l_4057;
let l_4058 = l_4056 & u32(2147483647);
let l_4059 = l_4058 == u32(0);
if l_4059 {
l_mut_3932 = u32(1);
} else {
let l_4060 = l_4056 & u32(2147483648);
let l_4061 = l_4060 != u32(0);
if l_4061 {
let l_4062 = l_4056 - u32(1);
l_mut_3932 = l_4062;
} else {
let l_4063 = l_4056 == u32(2139095040);
if l_4063 {
l_mut_3932 = l_4056;
}
}
}
let l_4064 = bitcast<f32>(l_mut_3932);
let l_4065 = bitcast<u32>(l_4064);
let l_4066 = l_4065 & u32(2147483647);
let l_4067 = bitcast<f32>(l_4066);
let l_4068 = f64(l_4067);
l_mut_3426 = l_4068;
let l_4069 = l_4066 < u32(8388608);
if l_4069 {
let l_4070 = f64(l_4066);
let l_4071 = l_4070 * f64(1.401298464324817e-45);
l_mut_3426 = l_4071;
}
let l_4072 = bitcast<u64>(l_mut_3426);
let l_4073 = l_4065 >> u32(31);
let l_4074 = u64(l_4073);
let l_4075 = l_4074 << u32(bitcast<u64>(u64(63)));
let l_4076 = l_4072 | l_4075;
let l_4077 = bitcast<f64>(l_4076);
let l_4078 = l_4077 <= l_4019;
if l_4078 {
let l_4079 = bitcast<u32>(l_4025);
let l_4080 = l_4079 + u32(1);
l_mut_3932 = l_4080;
let l_4081 = l_4079 & u32(2147483647);
let l_4082 = l_4081 == u32(0);
if l_4082 {
l_mut_3932 = u32(1);
} else {
let l_4083 = l_4079 & u32(2147483648);
let l_4084 = l_4083 != u32(0);
if l_4084 {
let l_4085 = l_4079 - u32(1);
l_mut_3932 = l_4085;
} else {
let l_4086 = l_4079 == u32(2139095040);
if l_4086 {
l_mut_3932 = l_4079;
}
}
}
let l_4087 = bitcast<f32>(l_mut_3932);
let l_4088 = bitcast<u32>(l_4087);
let l_4089 = l_4088 & u32(2147483647);
let l_4090 = bitcast<f32>(l_4089);
let l_4091 = f64(l_4090);
l_mut_3426 = l_4091;
let l_4092 = l_4089 < u32(8388608);
if l_4092 {
let l_4093 = f64(l_4089);
let l_4094 = l_4093 * f64(1.401298464324817e-45);
l_mut_3426 = l_4094;
}
let l_4095 = bitcast<u64>(l_mut_3426);
let l_4096 = l_4088 >> u32(31);
let l_4097 = u64(l_4096);
let l_4098 = l_4097 << u32(bitcast<u64>(u64(63)));
let l_4099 = l_4095 | l_4098;
let l_4100 = bitcast<f64>(l_4099);
l_mut_3680 = l_4100;
}
}
}
let l_4101 = -l_mut_3680;
l_mut_3680 = l_4101;
let l_4102 = bool(true) && bool(false);
if l_4102 {
let l_4103 = l_4014 + l_4017;
let l_4104 = l_4103 * f64(7.1362384635298e44);
let l_4105 = floor(l_4104);
let l_4106 = l_4105 * f64(1.401298464324817e-45);
l_mut_3426 = l_4106;
let l_4107 = abs(l_4103);
let l_4108 = l_4107 >= f64(1.1754943508222875e-38);
if l_4108 {
let l_4109 = f32(l_4103);
let l_4110 = f64(l_4109);
l_mut_3426 = l_4110;
let l_4111 = l_mut_3426 > l_4103;
if l_4111 {
let l_4112 = bitcast<u32>(l_4109);
let l_4113 = l_4112 ^ u32(2147483648);
let l_4114 = bitcast<f32>(l_4113);
let l_4115 = bitcast<u32>(l_4114);
let l_4116 = l_4115 + u32(1);
l_mut_3932 = l_4116;
let l_4117 = l_4115 & u32(2147483647);
let l_4118 = l_4117 == u32(0);
if l_4118 {
l_mut_3932 = u32(1);
} else {
let l_4119 = l_4115 & u32(2147483648);
let l_4120 = l_4119 != u32(0);
if l_4120 {
let l_4121 = l_4115 - u32(1);
l_mut_3932 = l_4121;
} else {
let l_4122 = l_4115 == u32(2139095040);
if l_4122 {
l_mut_3932 = l_4115;
}
}
}
let l_4123 = bitcast<f32>(l_mut_3932);
let l_4124 = bitcast<u32>(l_4123);
let l_4125 = l_4124 ^ u32(2147483648);
let l_4126 = bitcast<f32>(l_4125);
let l_4127 = bitcast<u32>(l_4126);
let l_4128 = l_4127 & u32(2147483647);
let l_4129 = bitcast<f32>(l_4128);
let l_4130 = f64(l_4129);
l_mut_3170 = l_4130;
let l_4131 = l_4128 < u32(8388608);
if l_4131 {
let l_4132 = f64(l_4128);
let l_4133 = l_4132 * f64(1.401298464324817e-45);
l_mut_3170 = l_4133;
}
let l_4134 = bitcast<u64>(l_mut_3170);
let l_4135 = l_4127 >> u32(31);
let l_4136 = u64(l_4135);
let l_4137 = l_4136 << u32(bitcast<u64>(u64(63)));
let l_4138 = l_4134 | l_4137;
let l_4139 = bitcast<f64>(l_4138);
l_mut_3426 = l_4139;
} else {
let l_4140 = bitcast<u32>(l_4109);
let l_4141 = l_4140 + u32(1);
l_mut_3932 = l_4141;
let l_4142 = l_4140 & u32(2147483647);
let l_4143 = l_4142 == u32(0);
if l_4143 {
l_mut_3932 = u32(1);
} else {
let l_4144 = l_4140 & u32(2147483648);
let l_4145 = l_4144 != u32(0);
if l_4145 {
let l_4146 = l_4140 - u32(1);
l_mut_3932 = l_4146;
} else {
let l_4147 = l_4140 == u32(2139095040);
if l_4147 {
l_mut_3932 = l_4140;
}
}
}
let l_4148 = bitcast<f32>(l_mut_3932);
let l_4149 = bitcast<u32>(l_4148);
let l_4150 = l_4149 & u32(2147483647);
let l_4151 = bitcast<f32>(l_4150);
let l_4152 = f64(l_4151);
l_mut_3170 = l_4152;
let l_4153 = l_4150 < u32(8388608);
if l_4153 {
let l_4154 = f64(l_4150);
let l_4155 = l_4154 * f64(1.401298464324817e-45);
l_mut_3170 = l_4155;
}
let l_4156 = bitcast<u64>(l_mut_3170);
let l_4157 = l_4149 >> u32(31);
let l_4158 = u64(l_4157);
let l_4159 = l_4158 << u32(bitcast<u64>(u64(63)));
let l_4160 = l_4156 | l_4159;
let l_4161 = bitcast<f64>(l_4160);
let l_4162 = l_4161 <= l_4103;
if l_4162 {
let l_4163 = bitcast<u32>(l_4109);
let l_4164 = l_4163 + u32(1);
l_mut_3932 = l_4164;
let l_4165 = l_4163 & u32(2147483647);
let l_4166 = l_4165 == u32(0);
if l_4166 {
l_mut_3932 = u32(1);
} else {
let l_4167 = l_4163 & u32(2147483648);
let l_4168 = l_4167 != u32(0);
if l_4168 {
let l_4169 = l_4163 - u32(1);
l_mut_3932 = l_4169;
} else {
let l_4170 = l_4163 == u32(2139095040);
if l_4170 {
l_mut_3932 = l_4163;
}
}
}
let l_4171 = bitcast<f32>(l_mut_3932);
let l_4172 = bitcast<u32>(l_4171);
let l_4173 = l_4172 & u32(2147483647);
let l_4174 = bitcast<f32>(l_4173);
let l_4175 = f64(l_4174);
l_mut_3170 = l_4175;
let l_4176 = l_4173 < u32(8388608);
if l_4176 {
let l_4177 = f64(l_4173);
let l_4178 = l_4177 * f64(1.401298464324817e-45);
l_mut_3170 = l_4178;
}
let l_4179 = bitcast<u64>(l_mut_3170);
let l_4180 = l_4172 >> u32(31);
let l_4181 = u64(l_4180);
let l_4182 = l_4181 << u32(bitcast<u64>(u64(63)));
let l_4183 = l_4179 | l_4182;
let l_4184 = bitcast<f64>(l_4183);
l_mut_3426 = l_4184;
}
}
}
l_mut_3680 = l_mut_3426;
} else {
let l_4185 = l_4014 - l_4017;
let l_4186 = l_4185 * f64(7.1362384635298e44);
let l_4187 = floor(l_4186);
let l_4188 = l_4187 * f64(1.401298464324817e-45);
l_mut_3426 = l_4188;
let l_4189 = abs(l_4185);
let l_4190 = l_4189 >= f64(1.1754943508222875e-38);
if l_4190 {
let l_4191 = f32(l_4185);
let l_4192 = f64(l_4191);
l_mut_3426 = l_4192;
let l_4193 = l_mut_3426 > l_4185;
if l_4193 {
let l_4194 = bitcast<u32>(l_4191);
let l_4195 = l_4194 ^ u32(2147483648);
let l_4196 = bitcast<f32>(l_4195);
let l_4197 = bitcast<u32>(l_4196);
let l_4198 = l_4197 + u32(1);
l_mut_3932 = l_4198;
let l_4199 = l_4197 & u32(2147483647);
let l_4200 = l_4199 == u32(0);
if l_4200 {
l_mut_3932 = u32(1);
} else {
let l_4201 = l_4197 & u32(2147483648);
let l_4202 = l_4201 != u32(0);
if l_4202 {
let l_4203 = l_4197 - u32(1);
l_mut_3932 = l_4203;
} else {
let l_4204 = l_4197 == u32(2139095040);
if l_4204 {
l_mut_3932 = l_4197;
}
}
}
let l_4205 = bitcast<f32>(l_mut_3932);
let l_4206 = bitcast<u32>(l_4205);
let l_4207 = l_4206 ^ u32(2147483648);
let l_4208 = bitcast<f32>(l_4207);
let l_4209 = bitcast<u32>(l_4208);
let l_4210 = l_4209 & u32(2147483647);
let l_4211 = bitcast<f32>(l_4210);
let l_4212 = f64(l_4211);
l_mut_3170 = l_4212;
let l_4213 = l_4210 < u32(8388608);
if l_4213 {
let l_4214 = f64(l_4210);
let l_4215 = l_4214 * f64(1.401298464324817e-45);
l_mut_3170 = l_4215;
}
let l_4216 = bitcast<u64>(l_mut_3170);
let l_4217 = l_4209 >> u32(31);
let l_4218 = u64(l_4217);
let l_4219 = l_4218 << u32(bitcast<u64>(u64(63)));
let l_4220 = l_4216 | l_4219;
let l_4221 = bitcast<f64>(l_4220);
l_mut_3426 = l_4221;
} else {
let l_4222 = bitcast<u32>(l_4191);
let l_4223 = l_4222 + u32(1);
l_mut_3932 = l_4223;
let l_4224 = l_4222 & u32(2147483647);
let l_4225 = l_4224 == u32(0);
if l_4225 {
l_mut_3932 = u32(1);
} else {
let l_4226 = l_4222 & u32(2147483648);
let l_4227 = l_4226 != u32(0);
if l_4227 {
let l_4228 = l_4222 - u32(1);
l_mut_3932 = l_4228;
} else {
let l_4229 = l_4222 == u32(2139095040);
if l_4229 {
l_mut_3932 = l_4222;
}
}
}
let l_4230 = bitcast<f32>(l_mut_3932);
let l_4231 = bitcast<u32>(l_4230);
let l_4232 = l_4231 & u32(2147483647);
let l_4233 = bitcast<f32>(l_4232);
let l_4234 = f64(l_4233);
l_mut_3170 = l_4234;
let l_4235 = l_4232 < u32(8388608);
if l_4235 {
let l_4236 = f64(l_4232);
let l_4237 = l_4236 * f64(1.401298464324817e-45);
l_mut_3170 = l_4237;
}
let l_4238 = bitcast<u64>(l_mut_3170);
let l_4239 = l_4231 >> u32(31);
let l_4240 = u64(l_4239);
let l_4241 = l_4240 << u32(bitcast<u64>(u64(63)));
let l_4242 = l_4238 | l_4241;
let l_4243 = bitcast<f64>(l_4242);
let l_4244 = l_4243 <= l_4185;
if l_4244 {
let l_4245 = bitcast<u32>(l_4191);
let l_4246 = l_4245 + u32(1);
l_mut_3932 = l_4246;
let l_4247 = l_4245 & u32(2147483647);
let l_4248 = l_4247 == u32(0);
if l_4248 {
l_mut_3932 = u32(1);
} else {
let l_4249 = l_4245 & u32(2147483648);
let l_4250 = l_4249 != u32(0);
if l_4250 {
let l_4251 = l_4245 - u32(1);
l_mut_3932 = l_4251;
} else {
let l_4252 = l_4245 == u32(2139095040);
if l_4252 {
l_mut_3932 = l_4245;
}
}
}
let l_4253 = bitcast<f32>(l_mut_3932);
let l_4254 = bitcast<u32>(l_4253);
let l_4255 = l_4254 & u32(2147483647);
let l_4256 = bitcast<f32>(l_4255);
let l_4257 = f64(l_4256);
l_mut_3170 = l_4257;
let l_4258 = l_4255 < u32(8388608);
if l_4258 {
let l_4259 = f64(l_4255);
let l_4260 = l_4259 * f64(1.401298464324817e-45);
l_mut_3170 = l_4260;
}
let l_4261 = bitcast<u64>(l_mut_3170);
let l_4262 = l_4254 >> u32(31);
let l_4263 = u64(l_4262);
let l_4264 = l_4263 << u32(bitcast<u64>(u64(63)));
let l_4265 = l_4261 | l_4264;
let l_4266 = bitcast<f64>(l_4265);
l_mut_3426 = l_4266;
}
}
}
l_mut_3680 = l_mut_3426;
}
let l_4267 = l_mut_1901 + l_719;
let l_4268 = abs(l_4267);
let l_4269 = l_4268 * f64(2.220446049250313e-16);
let l_4270 = l_2796 + l_4269;
let l_4271 = l_4267 + l_4270;
let l_4272 = -l_4271;
let l_4273 = l_4272 * f64(7.1362384635298e44);
let l_4274 = floor(l_4273);
let l_4275 = l_4274 * f64(1.401298464324817e-45);
l_mut_3426 = l_4275;
let l_4276 = abs(l_4272);
let l_4277 = l_4276 >= f64(1.1754943508222875e-38);
if l_4277 {
let l_4278 = f32(l_4272);
let l_4279 = f64(l_4278);
l_mut_3426 = l_4279;
let l_4280 = l_mut_3426 > l_4272;
if l_4280 {
let l_4281 = bitcast<u32>(l_4278);
let l_4282 = l_4281 ^ u32(2147483648);
let l_4283 = bitcast<f32>(l_4282);
let l_4284 = bitcast<u32>(l_4283);
let l_4285 = l_4284 + u32(1);
l_mut_3932 = l_4285;
let l_4286 = l_4284 & u32(2147483647);
let l_4287 = l_4286 == u32(0);
if l_4287 {
l_mut_3932 = u32(1);
} else {
let l_4288 = l_4284 & u32(2147483648);
let l_4289 = l_4288 != u32(0);
if l_4289 {
let l_4290 = l_4284 - u32(1);
l_mut_3932 = l_4290;
} else {
let l_4291 = l_4284 == u32(2139095040);
if l_4291 {
l_mut_3932 = l_4284;
}
}
}
let l_4292 = bitcast<f32>(l_mut_3932);
let l_4293 = bitcast<u32>(l_4292);
let l_4294 = l_4293 ^ u32(2147483648);
let l_4295 = bitcast<f32>(l_4294);
let l_4296 = bitcast<u32>(l_4295);
let l_4297 = l_4296 & u32(2147483647);
let l_4298 = bitcast<f32>(l_4297);
let l_4299 = f64(l_4298);
l_mut_3170 = l_4299;
let l_4300 = l_4297 < u32(8388608);
if l_4300 {
let l_4301 = f64(l_4297);
let l_4302 = l_4301 * f64(1.401298464324817e-45);
l_mut_3170 = l_4302;
}
let l_4303 = bitcast<u64>(l_mut_3170);
let l_4304 = l_4296 >> u32(31);
let l_4305 = u64(l_4304);
let l_4306 = l_4305 << u32(bitcast<u64>(u64(63)));
let l_4307 = l_4303 | l_4306;
let l_4308 = bitcast<f64>(l_4307);
l_mut_3426 = l_4308;
} else {
let l_4309 = bitcast<u32>(l_4278);
let l_4310 = l_4309 + u32(1);
l_mut_3932 = l_4310;
let l_4311 = l_4309 & u32(2147483647);
let l_4312 = l_4311 == u32(0);
if l_4312 {
l_mut_3932 = u32(1);
} else {
let l_4313 = l_4309 & u32(2147483648);
let l_4314 = l_4313 != u32(0);
if l_4314 {
let l_4315 = l_4309 - u32(1);
l_mut_3932 = l_4315;
} else {
let l_4316 = l_4309 == u32(2139095040);
if l_4316 {
l_mut_3932 = l_4309;
}
}
}
let l_4317 = bitcast<f32>(l_mut_3932);
let l_4318 = bitcast<u32>(l_4317);
let l_4319 = l_4318 & u32(2147483647);
let l_4320 = bitcast<f32>(l_4319);
let l_4321 = f64(l_4320);
l_mut_3170 = l_4321;
let l_4322 = l_4319 < u32(8388608);
if l_4322 {
let l_4323 = f64(l_4319);
let l_4324 = l_4323 * f64(1.401298464324817e-45);
l_mut_3170 = l_4324;
}
let l_4325 = bitcast<u64>(l_mut_3170);
let l_4326 = l_4318 >> u32(31);
let l_4327 = u64(l_4326);
let l_4328 = l_4327 << u32(bitcast<u64>(u64(63)));
let l_4329 = l_4325 | l_4328;
let l_4330 = bitcast<f64>(l_4329);
let l_4331 = l_4330 <= l_4272;
if l_4331 {
let l_4332 = bitcast<u32>(l_4278);
let l_4333 = l_4332 + u32(1);
l_mut_3932 = l_4333;
let l_4334 = l_4332 & u32(2147483647);
let l_4335 = l_4334 == u32(0);
if l_4335 {
l_mut_3932 = u32(1);
} else {
let l_4336 = l_4332 & u32(2147483648);
let l_4337 = l_4336 != u32(0);
if l_4337 {
let l_4338 = l_4332 - u32(1);
l_mut_3932 = l_4338;
} else {
let l_4339 = l_4332 == u32(2139095040);
if l_4339 {
l_mut_3932 = l_4332;
}
}
}
let l_4340 = bitcast<f32>(l_mut_3932);
let l_4341 = bitcast<u32>(l_4340);
let l_4342 = l_4341 & u32(2147483647);
let l_4343 = bitcast<f32>(l_4342);
let l_4344 = f64(l_4343);
l_mut_3170 = l_4344;
let l_4345 = l_4342 < u32(8388608);
if l_4345 {
let l_4346 = f64(l_4342);
let l_4347 = l_4346 * f64(1.401298464324817e-45);
l_mut_3170 = l_4347;
}
let l_4348 = bitcast<u64>(l_mut_3170);
let l_4349 = l_4341 >> u32(31);
let l_4350 = u64(l_4349);
let l_4351 = l_4350 << u32(bitcast<u64>(u64(63)));
let l_4352 = l_4348 | l_4351;
let l_4353 = bitcast<f64>(l_4352);
l_mut_3426 = l_4353;
}
}
}
let l_4354 = -l_mut_3426;
l_mut_3426 = l_4354;
let l_4355 = bool(false) && bool(false);
if l_4355 {
let l_4356 = l_4267 + l_4270;
let l_4357 = l_4356 * f64(7.1362384635298e44);
let l_4358 = floor(l_4357);
let l_4359 = l_4358 * f64(1.401298464324817e-45);
l_mut_3170 = l_4359;
let l_4360 = abs(l_4356);
let l_4361 = l_4360 >= f64(1.1754943508222875e-38);
if l_4361 {
let l_4362 = f32(l_4356);
let l_4363 = f64(l_4362);
l_mut_3170 = l_4363;
let l_4364 = l_mut_3170 > l_4356;
if l_4364 {
let l_4365 = bitcast<u32>(l_4362);
let l_4366 = l_4365 ^ u32(2147483648);
let l_4367 = bitcast<f32>(l_4366);
let l_4368 = bitcast<u32>(l_4367);
let l_4369 = l_4368 + u32(1);
l_mut_3932 = l_4369;
let l_4370 = l_4368 & u32(2147483647);
let l_4371 = l_4370 == u32(0);
if l_4371 {
l_mut_3932 = u32(1);
} else {
let l_4372 = l_4368 & u32(2147483648);
let l_4373 = l_4372 != u32(0);
if l_4373 {
let l_4374 = l_4368 - u32(1);
l_mut_3932 = l_4374;
} else {
let l_4375 = l_4368 == u32(2139095040);
if l_4375 {
l_mut_3932 = l_4368;
}
}
}
let l_4376 = bitcast<f32>(l_mut_3932);
let l_4377 = bitcast<u32>(l_4376);
let l_4378 = l_4377 ^ u32(2147483648);
let l_4379 = bitcast<f32>(l_4378);
let l_4380 = bitcast<u32>(l_4379);
let l_4381 = l_4380 & u32(2147483647);
let l_4382 = bitcast<f32>(l_4381);
let l_4383 = f64(l_4382);
l_mut_2916 = l_4383;
let l_4384 = l_4381 < u32(8388608);
if l_4384 {
let l_4385 = f64(l_4381);
let l_4386 = l_4385 * f64(1.401298464324817e-45);
l_mut_2916 = l_4386;
}
let l_4387 = bitcast<u64>(l_mut_2916);
let l_4388 = l_4380 >> u32(31);
let l_4389 = u64(l_4388);
let l_4390 = l_4389 << u32(bitcast<u64>(u64(63)));
let l_4391 = l_4387 | l_4390;
let l_4392 = bitcast<f64>(l_4391);
l_mut_3170 = l_4392;
} else {
let l_4393 = bitcast<u32>(l_4362);
let l_4394 = l_4393 + u32(1);
l_mut_3932 = l_4394;
let l_4395 = l_4393 & u32(2147483647);
let l_4396 = l_4395 == u32(0);
if l_4396 {
l_mut_3932 = u32(1);
} else {
let l_4397 = l_4393 & u32(2147483648);
let l_4398 = l_4397 != u32(0);
if l_4398 {
let l_4399 = l_4393 - u32(1);
l_mut_3932 = l_4399;
} else {
let l_4400 = l_4393 == u32(2139095040);
if l_4400 {
l_mut_3932 = l_4393;
}
}
}
let l_4401 = bitcast<f32>(l_mut_3932);
let l_4402 = bitcast<u32>(l_4401);
let l_4403 = l_4402 & u32(2147483647);
let l_4404 = bitcast<f32>(l_4403);
let l_4405 = f64(l_4404);
l_mut_2916 = l_4405;
let l_4406 = l_4403 < u32(8388608);
if l_4406 {
let l_4407 = f64(l_4403);
let l_4408 = l_4407 * f64(1.401298464324817e-45);
l_mut_2916 = l_4408;
}
let l_4409 = bitcast<u64>(l_mut_2916);
let l_4410 = l_4402 >> u32(31);
let l_4411 = u64(l_4410);
let l_4412 = l_4411 << u32(bitcast<u64>(u64(63)));
let l_4413 = l_4409 | l_4412;
let l_4414 = bitcast<f64>(l_4413);
let l_4415 = l_4414 <= l_4356;
if l_4415 {
let l_4416 = bitcast<u32>(l_4362);
let l_4417 = l_4416 + u32(1);
l_mut_3932 = l_4417;
let l_4418 = l_4416 & u32(2147483647);
let l_4419 = l_4418 == u32(0);
if l_4419 {
l_mut_3932 = u32(1);
} else {
let l_4420 = l_4416 & u32(2147483648);
let l_4421 = l_4420 != u32(0);
if l_4421 {
let l_4422 = l_4416 - u32(1);
l_mut_3932 = l_4422;
} else {
let l_4423 = l_4416 == u32(2139095040);
if l_4423 {
l_mut_3932 = l_4416;
}
}
}
let l_4424 = bitcast<f32>(l_mut_3932);
let l_4425 = bitcast<u32>(l_4424);
let l_4426 = l_4425 & u32(2147483647);
let l_4427 = bitcast<f32>(l_4426);
let l_4428 = f64(l_4427);
l_mut_2916 = l_4428;
let l_4429 = l_4426 < u32(8388608);
if l_4429 {
let l_4430 = f64(l_4426);
let l_4431 = l_4430 * f64(1.401298464324817e-45);
l_mut_2916 = l_4431;
}
let l_4432 = bitcast<u64>(l_mut_2916);
let l_4433 = l_4425 >> u32(31);
let l_4434 = u64(l_4433);
let l_4435 = l_4434 << u32(bitcast<u64>(u64(63)));
let l_4436 = l_4432 | l_4435;
let l_4437 = bitcast<f64>(l_4436);
l_mut_3170 = l_4437;
}
}
}
l_mut_3426 = l_mut_3170;
} else {
}
let l_4438 = l_mut_404 - l_719;
let l_4439 = abs(l_4438);
let l_4440 = l_4439 * f64(2.220446049250313e-16);
let l_4441 = l_2798 + l_4440;
let l_4442 = l_4438 + l_4441;
let l_4443 = -l_4442;
let l_4444 = l_4443 * f64(7.1362384635298e44);
let l_4445 = floor(l_4444);
let l_4446 = l_4445 * f64(1.401298464324817e-45);
l_mut_3170 = l_4446;
let l_4447 = abs(l_4443);
let l_4448 = l_4447 >= f64(1.1754943508222875e-38);
if l_4448 {
let l_4449 = f32(l_4443);
let l_4450 = f64(l_4449);
l_mut_3170 = l_4450;
let l_4451 = l_mut_3170 > l_4443;
if l_4451 {
let l_4452 = bitcast<u32>(l_4449);
let l_4453 = l_4452 ^ u32(2147483648);
let l_4454 = bitcast<f32>(l_4453);
let l_4455 = bitcast<u32>(l_4454);
let l_4456 = l_4455 + u32(1);
l_mut_3932 = l_4456;
let l_4457 = l_4455 & u32(2147483647);
let l_4458 = l_4457 == u32(0);
if l_4458 {
l_mut_3932 = u32(1);
} else {
let l_4459 = l_4455 & u32(2147483648);
let l_4460 = l_4459 != u32(0);
if l_4460 {
let l_4461 = l_4455 - u32(1);
l_mut_3932 = l_4461;
} else {
let l_4462 = l_4455 == u32(2139095040);
if l_4462 {
l_mut_3932 = l_4455;
}
}
}
let l_4463 = bitcast<f32>(l_mut_3932);
let l_4464 = bitcast<u32>(l_4463);
let l_4465 = l_4464 ^ u32(2147483648);
let l_4466 = bitcast<f32>(l_4465);
let l_4467 = bitcast<u32>(l_4466);
let l_4468 = l_4467 & u32(2147483647);
let l_4469 = bitcast<f32>(l_4468);
let l_4470 = f64(l_4469);
l_mut_2916 = l_4470;
let l_4471 = l_4468 < u32(8388608);
if l_4471 {
let l_4472 = f64(l_4468);
let l_4473 = l_4472 * f64(1.401298464324817e-45);
l_mut_2916 = l_4473;
}
let l_4474 = bitcast<u64>(l_mut_2916);
let l_4475 = l_4467 >> u32(31);
let l_4476 = u64(l_4475);
let l_4477 = l_4476 << u32(bitcast<u64>(u64(63)));
let l_4478 = l_4474 | l_4477;
let l_4479 = bitcast<f64>(l_4478);
l_mut_3170 = l_4479;
} else {
let l_4480 = bitcast<u32>(l_4449);
let l_4481 = l_4480 + u32(1);
l_mut_3932 = l_4481;
let l_4482 = l_4480 & u32(2147483647);
let l_4483 = l_4482 == u32(0);
if l_4483 {
l_mut_3932 = u32(1);
} else {
let l_4484 = l_4480 & u32(2147483648);
let l_4485 = l_4484 != u32(0);
if l_4485 {
let l_4486 = l_4480 - u32(1);
l_mut_3932 = l_4486;
} else {
let l_4487 = l_4480 == u32(2139095040);
if l_4487 {
l_mut_3932 = l_4480;
}
}
}
let l_4488 = bitcast<f32>(l_mut_3932);
let l_4489 = bitcast<u32>(l_4488);
let l_4490 = l_4489 & u32(2147483647);
let l_4491 = bitcast<f32>(l_4490);
let l_4492 = f64(l_4491);
l_mut_2916 = l_4492;
let l_4493 = l_4490 < u32(8388608);
if l_4493 {
let l_4494 = f64(l_4490);
let l_4495 = l_4494 * f64(1.401298464324817e-45);
l_mut_2916 = l_4495;
}
let l_4496 = bitcast<u64>(l_mut_2916);
let l_4497 = l_4489 >> u32(31);
let l_4498 = u64(l_4497);
let l_4499 = l_4498 << u32(bitcast<u64>(u64(63)));
let l_4500 = l_4496 | l_4499;
let l_4501 = bitcast<f64>(l_4500);
let l_4502 = l_4501 <= l_4443;
if l_4502 {
let l_4503 = bitcast<u32>(l_4449);
let l_4504 = l_4503 + u32(1);
l_mut_3932 = l_4504;
let l_4505 = l_4503 & u32(2147483647);
let l_4506 = l_4505 == u32(0);
if l_4506 {
l_mut_3932 = u32(1);
} else {
let l_4507 = l_4503 & u32(2147483648);
let l_4508 = l_4507 != u32(0);
if l_4508 {
let l_4509 = l_4503 - u32(1);
l_mut_3932 = l_4509;
} else {
let l_4510 = l_4503 == u32(2139095040);
if l_4510 {
l_mut_3932 = l_4503;
}
}
}
let l_4511 = bitcast<f32>(l_mut_3932);
let l_4512 = bitcast<u32>(l_4511);
let l_4513 = l_4512 & u32(2147483647);
let l_4514 = bitcast<f32>(l_4513);
let l_4515 = f64(l_4514);
l_mut_2916 = l_4515;
let l_4516 = l_4513 < u32(8388608);
if l_4516 {
let l_4517 = f64(l_4513);
let l_4518 = l_4517 * f64(1.401298464324817e-45);
l_mut_2916 = l_4518;
}
let l_4519 = bitcast<u64>(l_mut_2916);
let l_4520 = l_4512 >> u32(31);
let l_4521 = u64(l_4520);
let l_4522 = l_4521 << u32(bitcast<u64>(u64(63)));
let l_4523 = l_4519 | l_4522;
let l_4524 = bitcast<f64>(l_4523);
l_mut_3170 = l_4524;
}
}
}
let l_4525 = -l_mut_3170;
l_mut_3170 = l_4525;
let l_4526 = bool(true) && bool(false);
if l_4526 {
let l_4527 = l_4438 + l_4441;
let l_4528 = l_4527 * f64(7.1362384635298e44);
let l_4529 = floor(l_4528);
let l_4530 = l_4529 * f64(1.401298464324817e-45);
l_mut_2916 = l_4530;
let l_4531 = abs(l_4527);
let l_4532 = l_4531 >= f64(1.1754943508222875e-38);
if l_4532 {
let l_4533 = f32(l_4527);
let l_4534 = f64(l_4533);
l_mut_2916 = l_4534;
let l_4535 = l_mut_2916 > l_4527;
if l_4535 {
let l_4536 = bitcast<u32>(l_4533);
let l_4537 = l_4536 ^ u32(2147483648);
let l_4538 = bitcast<f32>(l_4537);
let l_4539 = bitcast<u32>(l_4538);
let l_4540 = l_4539 + u32(1);
l_mut_3932 = l_4540;
let l_4541 = l_4539 & u32(2147483647);
let l_4542 = l_4541 == u32(0);
if l_4542 {
l_mut_3932 = u32(1);
} else {
let l_4543 = l_4539 & u32(2147483648);
let l_4544 = l_4543 != u32(0);
if l_4544 {
let l_4545 = l_4539 - u32(1);
l_mut_3932 = l_4545;
} else {
let l_4546 = l_4539 == u32(2139095040);
if l_4546 {
l_mut_3932 = l_4539;
}
}
}
let l_4547 = bitcast<f32>(l_mut_3932);
let l_4548 = bitcast<u32>(l_4547);
let l_4549 = l_4548 ^ u32(2147483648);
let l_4550 = bitcast<f32>(l_4549);
let l_4551 = bitcast<u32>(l_4550);
let l_4552 = l_4551 & u32(2147483647);
let l_4553 = bitcast<f32>(l_4552);
let l_4554 = f64(l_4553);
l_mut_78 = l_4554;
let l_4555 = l_4552 < u32(8388608);
if l_4555 {
let l_4556 = f64(l_4552);
let l_4557 = l_4556 * f64(1.401298464324817e-45);
l_mut_78 = l_4557;
}
let l_4558 = bitcast<u64>(l_mut_78);
let l_4559 = l_4551 >> u32(31);
let l_4560 = u64(l_4559);
let l_4561 = l_4560 << u32(bitcast<u64>(u64(63)));
let l_4562 = l_4558 | l_4561;
let l_4563 = bitcast<f64>(l_4562);
l_mut_2916 = l_4563;
} else {
let l_4564 = bitcast<u32>(l_4533);
let l_4565 = l_4564 + u32(1);
l_mut_3932 = l_4565;
let l_4566 = l_4564 & u32(2147483647);
let l_4567 = l_4566 == u32(0);
if l_4567 {
l_mut_3932 = u32(1);
} else {
let l_4568 = l_4564 & u32(2147483648);
let l_4569 = l_4568 != u32(0);
if l_4569 {
let l_4570 = l_4564 - u32(1);
l_mut_3932 = l_4570;
} else {
let l_4571 = l_4564 == u32(2139095040);
if l_4571 {
l_mut_3932 = l_4564;
}
}
}
let l_4572 = bitcast<f32>(l_mut_3932);
let l_4573 = bitcast<u32>(l_4572);
let l_4574 = l_4573 & u32(2147483647);
let l_4575 = bitcast<f32>(l_4574);
let l_4576 = f64(l_4575);
l_mut_78 = l_4576;
let l_4577 = l_4574 < u32(8388608);
if l_4577 {
let l_4578 = f64(l_4574);
let l_4579 = l_4578 * f64(1.401298464324817e-45);
l_mut_78 = l_4579;
}
let l_4580 = bitcast<u64>(l_mut_78);
let l_4581 = l_4573 >> u32(31);
let l_4582 = u64(l_4581);
let l_4583 = l_4582 << u32(bitcast<u64>(u64(63)));
let l_4584 = l_4580 | l_4583;
let l_4585 = bitcast<f64>(l_4584);
let l_4586 = l_4585 <= l_4527;
if l_4586 {
let l_4587 = bitcast<u32>(l_4533);
let l_4588 = l_4587 + u32(1);
l_mut_3932 = l_4588;
let l_4589 = l_4587 & u32(2147483647);
let l_4590 = l_4589 == u32(0);
if l_4590 {
l_mut_3932 = u32(1);
} else {
let l_4591 = l_4587 & u32(2147483648);
let l_4592 = l_4591 != u32(0);
if l_4592 {
let l_4593 = l_4587 - u32(1);
l_mut_3932 = l_4593;
} else {
let l_4594 = l_4587 == u32(2139095040);
if l_4594 {
l_mut_3932 = l_4587;
}
}
}
let l_4595 = bitcast<f32>(l_mut_3932);
let l_4596 = bitcast<u32>(l_4595);
let l_4597 = l_4596 & u32(2147483647);
let l_4598 = bitcast<f32>(l_4597);
let l_4599 = f64(l_4598);
l_mut_78 = l_4599;
let l_4600 = l_4597 < u32(8388608);
if l_4600 {
let l_4601 = f64(l_4597);
let l_4602 = l_4601 * f64(1.401298464324817e-45);
l_mut_78 = l_4602;
}
let l_4603 = bitcast<u64>(l_mut_78);
let l_4604 = l_4596 >> u32(31);
let l_4605 = u64(l_4604);
let l_4606 = l_4605 << u32(bitcast<u64>(u64(63)));
let l_4607 = l_4603 | l_4606;
let l_4608 = bitcast<f64>(l_4607);
l_mut_2916 = l_4608;
}
}
}
l_mut_3170 = l_mut_2916;
} else {
let l_4609 = l_4438 - l_4441;
let l_4610 = l_4609 * f64(7.1362384635298e44);
let l_4611 = floor(l_4610);
let l_4612 = l_4611 * f64(1.401298464324817e-45);
l_mut_2916 = l_4612;
let l_4613 = abs(l_4609);
let l_4614 = l_4613 >= f64(1.1754943508222875e-38);
if l_4614 {
let l_4615 = f32(l_4609);
let l_4616 = f64(l_4615);
l_mut_2916 = l_4616;
let l_4617 = l_mut_2916 > l_4609;
if l_4617 {
let l_4618 = bitcast<u32>(l_4615);
let l_4619 = l_4618 ^ u32(2147483648);
let l_4620 = bitcast<f32>(l_4619);
let l_4621 = bitcast<u32>(l_4620);
let l_4622 = l_4621 + u32(1);
l_mut_3932 = l_4622;
let l_4623 = l_4621 & u32(2147483647);
let l_4624 = l_4623 == u32(0);
if l_4624 {
l_mut_3932 = u32(1);
} else {
let l_4625 = l_4621 & u32(2147483648);
let l_4626 = l_4625 != u32(0);
if l_4626 {
let l_4627 = l_4621 - u32(1);
l_mut_3932 = l_4627;
} else {
let l_4628 = l_4621 == u32(2139095040);
if l_4628 {
l_mut_3932 = l_4621;
}
}
}
let l_4629 = bitcast<f32>(l_mut_3932);
let l_4630 = bitcast<u32>(l_4629);
let l_4631 = l_4630 ^ u32(2147483648);
let l_4632 = bitcast<f32>(l_4631);
let l_4633 = bitcast<u32>(l_4632);
let l_4634 = l_4633 & u32(2147483647);
let l_4635 = bitcast<f32>(l_4634);
let l_4636 = f64(l_4635);
l_mut_78 = l_4636;
let l_4637 = l_4634 < u32(8388608);
if l_4637 {
let l_4638 = f64(l_4634);
let l_4639 = l_4638 * f64(1.401298464324817e-45);
l_mut_78 = l_4639;
}
let l_4640 = bitcast<u64>(l_mut_78);
let l_4641 = l_4633 >> u32(31);
let l_4642 = u64(l_4641);
let l_4643 = l_4642 << u32(bitcast<u64>(u64(63)));
let l_4644 = l_4640 | l_4643;
let l_4645 = bitcast<f64>(l_4644);
l_mut_2916 = l_4645;
} else {
let l_4646 = bitcast<u32>(l_4615);
let l_4647 = l_4646 + u32(1);
l_mut_3932 = l_4647;
let l_4648 = l_4646 & u32(2147483647);
let l_4649 = l_4648 == u32(0);
if l_4649 {
l_mut_3932 = u32(1);
} else {
let l_4650 = l_4646 & u32(2147483648);
let l_4651 = l_4650 != u32(0);
if l_4651 {
let l_4652 = l_4646 - u32(1);
l_mut_3932 = l_4652;
} else {
let l_4653 = l_4646 == u32(2139095040);
if l_4653 {
l_mut_3932 = l_4646;
}
}
}
let l_4654 = bitcast<f32>(l_mut_3932);
let l_4655 = bitcast<u32>(l_4654);
let l_4656 = l_4655 & u32(2147483647);
let l_4657 = bitcast<f32>(l_4656);
let l_4658 = f64(l_4657);
l_mut_78 = l_4658;
let l_4659 = l_4656 < u32(8388608);
if l_4659 {
let l_4660 = f64(l_4656);
let l_4661 = l_4660 * f64(1.401298464324817e-45);
l_mut_78 = l_4661;
}
let l_4662 = bitcast<u64>(l_mut_78);
let l_4663 = l_4655 >> u32(31);
let l_4664 = u64(l_4663);
let l_4665 = l_4664 << u32(bitcast<u64>(u64(63)));
let l_4666 = l_4662 | l_4665;
let l_4667 = bitcast<f64>(l_4666);
let l_4668 = l_4667 <= l_4609;
if l_4668 {
let l_4669 = bitcast<u32>(l_4615);
let l_4670 = l_4669 + u32(1);
l_mut_3932 = l_4670;
let l_4671 = l_4669 & u32(2147483647);
let l_4672 = l_4671 == u32(0);
if l_4672 {
l_mut_3932 = u32(1);
} else {
let l_4673 = l_4669 & u32(2147483648);
let l_4674 = l_4673 != u32(0);
if l_4674 {
let l_4675 = l_4669 - u32(1);
l_mut_3932 = l_4675;
} else {
let l_4676 = l_4669 == u32(2139095040);
if l_4676 {
l_mut_3932 = l_4669;
}
}
}
let l_4677 = bitcast<f32>(l_mut_3932);
let l_4678 = bitcast<u32>(l_4677);
let l_4679 = l_4678 & u32(2147483647);
let l_4680 = bitcast<f32>(l_4679);
let l_4681 = f64(l_4680);
l_mut_78 = l_4681;
let l_4682 = l_4679 < u32(8388608);
if l_4682 {
let l_4683 = f64(l_4679);
let l_4684 = l_4683 * f64(1.401298464324817e-45);
l_mut_78 = l_4684;
}
let l_4685 = bitcast<u64>(l_mut_78);
let l_4686 = l_4678 >> u32(31);
let l_4687 = u64(l_4686);
let l_4688 = l_4687 << u32(bitcast<u64>(u64(63)));
let l_4689 = l_4685 | l_4688;
let l_4690 = bitcast<f64>(l_4689);
l_mut_2916 = l_4690;
}
}
}
l_mut_3170 = l_mut_2916;
}
let l_4691 = l_mut_404 + l_719;
let l_4692 = abs(l_4691);
let l_4693 = l_4692 * f64(2.220446049250313e-16);
let l_4694 = l_2798 + l_4693;
let l_4695 = l_4691 + l_4694;
let l_4696 = -l_4695;
let l_4697 = l_4696 * f64(7.1362384635298e44);
let l_4698 = floor(l_4697);
let l_4699 = l_4698 * f64(1.401298464324817e-45);
l_mut_2916 = l_4699;
let l_4700 = abs(l_4696);
let l_4701 = l_4700 >= f64(1.1754943508222875e-38);
if l_4701 {
let l_4702 = f32(l_4696);
let l_4703 = f64(l_4702);
l_mut_2916 = l_4703;
let l_4704 = l_mut_2916 > l_4696;
if l_4704 {
let l_4705 = bitcast<u32>(l_4702);
let l_4706 = l_4705 ^ u32(2147483648);
let l_4707 = bitcast<f32>(l_4706);
let l_4708 = bitcast<u32>(l_4707);
let l_4709 = l_4708 + u32(1);
l_mut_3932 = l_4709;
let l_4710 = l_4708 & u32(2147483647);
let l_4711 = l_4710 == u32(0);
if l_4711 {
l_mut_3932 = u32(1);
} else {
let l_4712 = l_4708 & u32(2147483648);
let l_4713 = l_4712 != u32(0);
if l_4713 {
let l_4714 = l_4708 - u32(1);
l_mut_3932 = l_4714;
} else {
let l_4715 = l_4708 == u32(2139095040);
if l_4715 {
l_mut_3932 = l_4708;
}
}
}
let l_4716 = bitcast<f32>(l_mut_3932);
let l_4717 = bitcast<u32>(l_4716);
let l_4718 = l_4717 ^ u32(2147483648);
let l_4719 = bitcast<f32>(l_4718);
let l_4720 = bitcast<u32>(l_4719);
let l_4721 = l_4720 & u32(2147483647);
let l_4722 = bitcast<f32>(l_4721);
let l_4723 = f64(l_4722);
l_mut_78 = l_4723;
let l_4724 = l_4721 < u32(8388608);
if l_4724 {
let l_4725 = f64(l_4721);
let l_4726 = l_4725 * f64(1.401298464324817e-45);
l_mut_78 = l_4726;
}
let l_4727 = bitcast<u64>(l_mut_78);
let l_4728 = l_4720 >> u32(31);
let l_4729 = u64(l_4728);
let l_4730 = l_4729 << u32(bitcast<u64>(u64(63)));
let l_4731 = l_4727 | l_4730;
let l_4732 = bitcast<f64>(l_4731);
l_mut_2916 = l_4732;
} else {
let l_4733 = bitcast<u32>(l_4702);
let l_4734 = l_4733 + u32(1);
l_mut_3932 = l_4734;
let l_4735 = l_4733 & u32(2147483647);
let l_4736 = l_4735 == u32(0);
if l_4736 {
l_mut_3932 = u32(1);
} else {
let l_4737 = l_4733 & u32(2147483648);
let l_4738 = l_4737 != u32(0);
if l_4738 {
let l_4739 = l_4733 - u32(1);
l_mut_3932 = l_4739;
} else {
let l_4740 = l_4733 == u32(2139095040);
if l_4740 {
l_mut_3932 = l_4733;
}
}
}
let l_4741 = bitcast<f32>(l_mut_3932);
let l_4742 = bitcast<u32>(l_4741);
let l_4743 = l_4742 & u32(2147483647);
let l_4744 = bitcast<f32>(l_4743);
let l_4745 = f64(l_4744);
l_mut_78 = l_4745;
let l_4746 = l_4743 < u32(8388608);
if l_4746 {
let l_4747 = f64(l_4743);
let l_4748 = l_4747 * f64(1.401298464324817e-45);
l_mut_78 = l_4748;
}
let l_4749 = bitcast<u64>(l_mut_78);
let l_4750 = l_4742 >> u32(31);
let l_4751 = u64(l_4750);
let l_4752 = l_4751 << u32(bitcast<u64>(u64(63)));
let l_4753 = l_4749 | l_4752;
let l_4754 = bitcast<f64>(l_4753);
let l_4755 = l_4754 <= l_4696;
if l_4755 {
let l_4756 = bitcast<u32>(l_4702);
let l_4757 = l_4756 + u32(1);
l_mut_3932 = l_4757;
let l_4758 = l_4756 & u32(2147483647);
let l_4759 = l_4758 == u32(0);
if l_4759 {
l_mut_3932 = u32(1);
} else {
let l_4760 = l_4756 & u32(2147483648);
let l_4761 = l_4760 != u32(0);
if l_4761 {
let l_4762 = l_4756 - u32(1);
l_mut_3932 = l_4762;
} else {
let l_4763 = l_4756 == u32(2139095040);
if l_4763 {
l_mut_3932 = l_4756;
}
}
}
let l_4764 = bitcast<f32>(l_mut_3932);
let l_4765 = bitcast<u32>(l_4764);
let l_4766 = l_4765 & u32(2147483647);
let l_4767 = bitcast<f32>(l_4766);
let l_4768 = f64(l_4767);
l_mut_78 = l_4768;
let l_4769 = l_4766 < u32(8388608);
if l_4769 {
let l_4770 = f64(l_4766);
let l_4771 = l_4770 * f64(1.401298464324817e-45);
l_mut_78 = l_4771;
}
let l_4772 = bitcast<u64>(l_mut_78);
let l_4773 = l_4765 >> u32(31);
let l_4774 = u64(l_4773);
let l_4775 = l_4774 << u32(bitcast<u64>(u64(63)));
let l_4776 = l_4772 | l_4775;
let l_4777 = bitcast<f64>(l_4776);
l_mut_2916 = l_4777;
}
}
}
let l_4778 = -l_mut_2916;
l_mut_2916 = l_4778;
let l_4779 = bool(false) && bool(false);
if l_4779 {
let l_4780 = l_4691 + l_4694;
let l_4781 = l_4780 * f64(7.1362384635298e44);
let l_4782 = floor(l_4781);
let l_4783 = l_4782 * f64(1.401298464324817e-45);
l_mut_78 = l_4783;
let l_4784 = abs(l_4780);
let l_4785 = l_4784 >= f64(1.1754943508222875e-38);
if l_4785 {
let l_4786 = f32(l_4780);
let l_4787 = f64(l_4786);
l_mut_78 = l_4787;
let l_4788 = l_mut_78 > l_4780;
if l_4788 {
let l_4789 = bitcast<u32>(l_4786);
let l_4790 = l_4789 ^ u32(2147483648);
let l_4791 = bitcast<f32>(l_4790);
let l_4792 = bitcast<u32>(l_4791);
let l_4793 = l_4792 + u32(1);
l_mut_3932 = l_4793;
let l_4794 = l_4792 & u32(2147483647);
let l_4795 = l_4794 == u32(0);
if l_4795 {
l_mut_3932 = u32(1);
} else {
let l_4796 = l_4792 & u32(2147483648);
let l_4797 = l_4796 != u32(0);
if l_4797 {
let l_4798 = l_4792 - u32(1);
l_mut_3932 = l_4798;
} else {
let l_4799 = l_4792 == u32(2139095040);
if l_4799 {
l_mut_3932 = l_4792;
}
}
}
let l_4800 = bitcast<f32>(l_mut_3932);
let l_4801 = bitcast<u32>(l_4800);
let l_4802 = l_4801 ^ u32(2147483648);
let l_4803 = bitcast<f32>(l_4802);
let l_4804 = bitcast<u32>(l_4803);
let l_4805 = l_4804 & u32(2147483647);
let l_4806 = bitcast<f32>(l_4805);
let l_4807 = f64(l_4806);
l_mut_49 = l_4807;
let l_4808 = l_4805 < u32(8388608);
if l_4808 {
let l_4809 = f64(l_4805);
let l_4810 = l_4809 * f64(1.401298464324817e-45);
l_mut_49 = l_4810;
}
let l_4811 = bitcast<u64>(l_mut_49);
let l_4812 = l_4804 >> u32(31);
let l_4813 = u64(l_4812);
let l_4814 = l_4813 << u32(bitcast<u64>(u64(63)));
let l_4815 = l_4811 | l_4814;
let l_4816 = bitcast<f64>(l_4815);
l_mut_78 = l_4816;
} else {
let l_4817 = bitcast<u32>(l_4786);
let l_4818 = l_4817 + u32(1);
l_mut_3932 = l_4818;
let l_4819 = l_4817 & u32(2147483647);
let l_4820 = l_4819 == u32(0);
if l_4820 {
l_mut_3932 = u32(1);
} else {
let l_4821 = l_4817 & u32(2147483648);
let l_4822 = l_4821 != u32(0);
if l_4822 {
let l_4823 = l_4817 - u32(1);
l_mut_3932 = l_4823;
} else {
let l_4824 = l_4817 == u32(2139095040);
if l_4824 {
l_mut_3932 = l_4817;
}
}
}
let l_4825 = bitcast<f32>(l_mut_3932);
let l_4826 = bitcast<u32>(l_4825);
let l_4827 = l_4826 & u32(2147483647);
let l_4828 = bitcast<f32>(l_4827);
let l_4829 = f64(l_4828);
l_mut_49 = l_4829;
let l_4830 = l_4827 < u32(8388608);
if l_4830 {
let l_4831 = f64(l_4827);
let l_4832 = l_4831 * f64(1.401298464324817e-45);
l_mut_49 = l_4832;
}
let l_4833 = bitcast<u64>(l_mut_49);
let l_4834 = l_4826 >> u32(31);
let l_4835 = u64(l_4834);
let l_4836 = l_4835 << u32(bitcast<u64>(u64(63)));
let l_4837 = l_4833 | l_4836;
let l_4838 = bitcast<f64>(l_4837);
let l_4839 = l_4838 <= l_4780;
if l_4839 {
let l_4840 = bitcast<u32>(l_4786);
let l_4841 = l_4840 + u32(1);
l_mut_3932 = l_4841;
let l_4842 = l_4840 & u32(2147483647);
let l_4843 = l_4842 == u32(0);
if l_4843 {
l_mut_3932 = u32(1);
} else {
let l_4844 = l_4840 & u32(2147483648);
let l_4845 = l_4844 != u32(0);
if l_4845 {
let l_4846 = l_4840 - u32(1);
l_mut_3932 = l_4846;
} else {
let l_4847 = l_4840 == u32(2139095040);
if l_4847 {
l_mut_3932 = l_4840;
}
}
}
let l_4848 = bitcast<f32>(l_mut_3932);
let l_4849 = bitcast<u32>(l_4848);
let l_4850 = l_4849 & u32(2147483647);
let l_4851 = bitcast<f32>(l_4850);
let l_4852 = f64(l_4851);
l_mut_49 = l_4852;
let l_4853 = l_4850 < u32(8388608);
if l_4853 {
let l_4854 = f64(l_4850);
let l_4855 = l_4854 * f64(1.401298464324817e-45);
l_mut_49 = l_4855;
}
let l_4856 = bitcast<u64>(l_mut_49);
let l_4857 = l_4849 >> u32(31);
let l_4858 = u64(l_4857);
let l_4859 = l_4858 << u32(bitcast<u64>(u64(63)));
let l_4860 = l_4856 | l_4859;
let l_4861 = bitcast<f64>(l_4860);
l_mut_78 = l_4861;
}
}
}
l_mut_2916 = l_mut_78;
} else {
}
l_mut_3932 = u32(0);
let l_4862 = l_mut_3170 <= f64(0.0);
let l_4863 = l_mut_2916 >= f64(0.0);
let l_4864 = l_4862 && l_4863;
let l_4865 = !l_4864;
if l_4865 {
let l_4867 = l_mut_3680 / l_mut_3170;
let l_4868 = l_mut_3680 / l_mut_2916;
let l_4869 = l_mut_3426 / l_mut_3170;
let l_4870 = l_mut_3426 / l_mut_2916;
a_4866[u32(0)] = l_4867;
a_4866[u32(1)] = l_4867;
let l_4871 = a_4866[u32(0)];
let l_4872 = l_4868 < l_4871;
if l_4872 {
a_4866[u32(0)] = l_4868;
}
let l_4873 = a_4866[u32(0)];
let l_4874 = l_4869 < l_4873;
if l_4874 {
a_4866[u32(0)] = l_4869;
}
let l_4875 = a_4866[u32(0)];
let l_4876 = l_4870 < l_4875;
if l_4876 {
a_4866[u32(0)] = l_4870;
}
let l_4877 = a_4866[u32(1)];
let l_4878 = l_4868 > l_4877;
if l_4878 {
a_4866[u32(1)] = l_4868;
}
let l_4879 = a_4866[u32(1)];
let l_4880 = l_4869 > l_4879;
if l_4880 {
a_4866[u32(1)] = l_4869;
}
let l_4881 = a_4866[u32(1)];
let l_4882 = l_4870 > l_4881;
if l_4882 {
a_4866[u32(1)] = l_4870;
}
let l_4883 = a_4866[u32(0)];
let l_4884 = abs(l_4883);
let l_4885 = l_4884 * l_mut_232;
let l_4886 = a_4866[u32(1)];
let l_4887 = abs(l_4886);
let l_4888 = l_4887 * l_mut_232;
l_mut_3932 = u32(2);
let l_4889 = a_4866[u32(0)];
let l_4890 = l_4889 - l_4885;
let l_4891 = abs(l_4890);
l_mut_3680 = f64(1.401298464324817e-45);
let l_4892 = l_4891 >= f64(1.1754943508222875e-38);
let l_4893 = l_4891 <= f64(1.7976931348623157e308);
let l_4894 = l_4892 && l_4893;
if l_4894 {
let l_4895 = bitcast<u64>(l_4891);
let l_4896 = l_4895 >> u32(bitcast<u64>(u64(52)));
let l_4897 = l_4896 - u64(23);
let l_4898 = l_4897 << u32(bitcast<u64>(u64(52)));
let l_4899 = bitcast<f64>(l_4898);
l_mut_3680 = l_4899;
}
let l_4900 = l_4889 + l_4885;
let l_4901 = abs(l_4900);
l_mut_3426 = f64(1.401298464324817e-45);
let l_4902 = l_4901 >= f64(1.1754943508222875e-38);
let l_4903 = l_4901 <= f64(1.7976931348623157e308);
let l_4904 = l_4902 && l_4903;
if l_4904 {
let l_4905 = bitcast<u64>(l_4901);
let l_4906 = l_4905 >> u32(bitcast<u64>(u64(52)));
let l_4907 = l_4906 - u64(23);
let l_4908 = l_4907 << u32(bitcast<u64>(u64(52)));
let l_4909 = bitcast<f64>(l_4908);
l_mut_3426 = l_4909;
}
let l_4910 = l_mut_3680 == l_mut_3426;
let l_4911 = a_4866[u32(1)];
let l_4912 = l_4911 - l_4888;
let l_4913 = abs(l_4912);
l_mut_3680 = f64(1.401298464324817e-45);
let l_4914 = l_4913 >= f64(1.1754943508222875e-38);
let l_4915 = l_4913 <= f64(1.7976931348623157e308);
let l_4916 = l_4914 && l_4915;
if l_4916 {
let l_4917 = bitcast<u64>(l_4913);
let l_4918 = l_4917 >> u32(bitcast<u64>(u64(52)));
let l_4919 = l_4918 - u64(23);
let l_4920 = l_4919 << u32(bitcast<u64>(u64(52)));
let l_4921 = bitcast<f64>(l_4920);
l_mut_3680 = l_4921;
}
let l_4922 = l_4911 + l_4888;
let l_4923 = abs(l_4922);
l_mut_3426 = f64(1.401298464324817e-45);
let l_4924 = l_4923 >= f64(1.1754943508222875e-38);
let l_4925 = l_4923 <= f64(1.7976931348623157e308);
let l_4926 = l_4924 && l_4925;
if l_4926 {
let l_4927 = bitcast<u64>(l_4923);
let l_4928 = l_4927 >> u32(bitcast<u64>(u64(52)));
let l_4929 = l_4928 - u64(23);
let l_4930 = l_4929 << u32(bitcast<u64>(u64(52)));
let l_4931 = bitcast<f64>(l_4930);
l_mut_3426 = l_4931;
}
let l_4932 = l_mut_3680 == l_mut_3426;
let l_4933 = l_4910 && l_4932;
if l_4933 {
let l_4934 = a_4866[u32(0)];
let l_4935 = a_4866[u32(0)];
let l_4936 = abs(l_4935);
l_mut_3680 = f64(1.401298464324817e-45);
let l_4937 = l_4936 >= f64(1.1754943508222875e-38);
let l_4938 = l_4936 <= f64(1.7976931348623157e308);
let l_4939 = l_4937 && l_4938;
if l_4939 {
let l_4940 = bitcast<u64>(l_4936);
let l_4941 = l_4940 >> u32(bitcast<u64>(u64(52)));
let l_4942 = l_4941 - u64(23);
let l_4943 = l_4942 << u32(bitcast<u64>(u64(52)));
let l_4944 = bitcast<f64>(l_4943);
l_mut_3680 = l_4944;
}
let l_4945 = l_722 * l_mut_3680;
let l_4946 = l_4934 - l_4945;
let l_4947 = a_4866[u32(1)];
let l_4948 = a_4866[u32(1)];
let l_4949 = abs(l_4948);
l_mut_3680 = f64(1.401298464324817e-45);
let l_4950 = l_4949 >= f64(1.1754943508222875e-38);
let l_4951 = l_4949 <= f64(1.7976931348623157e308);
let l_4952 = l_4950 && l_4951;
if l_4952 {
let l_4953 = bitcast<u64>(l_4949);
let l_4954 = l_4953 >> u32(bitcast<u64>(u64(52)));
let l_4955 = l_4954 - u64(23);
let l_4956 = l_4955 << u32(bitcast<u64>(u64(52)));
let l_4957 = bitcast<f64>(l_4956);
l_mut_3680 = l_4957;
}
let l_4958 = l_722 * l_mut_3680;
let l_4959 = l_4947 + l_4958;
let l_4960 = bitcast<u32>(l_26);
let l_4961 = l_4960 & u32(2147483647);
let l_4962 = bitcast<f32>(l_4961);
let l_4963 = f64(l_4962);
l_mut_3680 = l_4963;
let l_4964 = l_4961 < u32(8388608);
if l_4964 {
let l_4965 = f64(l_4961);
let l_4966 = l_4965 * f64(1.401298464324817e-45);
l_mut_3680 = l_4966;
}
let l_4967 = bitcast<u64>(l_mut_3680);
let l_4968 = l_4960 >> u32(31);
let l_4969 = u64(l_4968);
let l_4970 = l_4969 << u32(bitcast<u64>(u64(63)));
let l_4971 = l_4967 | l_4970;
let l_4972 = bitcast<f64>(l_4971);
let l_4973 = bitcast<u32>(l_26);
let l_4974 = l_4973 + u32(1);
l_mut_4975 = l_4974;
let l_4976 = l_4973 & u32(2147483647);
let l_4977 = l_4976 == u32(0);
if l_4977 {
l_mut_4975 = u32(1);
} else {
let l_4978 = l_4973 & u32(2147483648);
let l_4979 = l_4978 != u32(0);
if l_4979 {
let l_4980 = l_4973 - u32(1);
l_mut_4975 = l_4980;
} else {
let l_4981 = l_4973 == u32(2139095040);
if l_4981 {
l_mut_4975 = l_4973;
}
}
}
let l_4982 = bitcast<f32>(l_mut_4975);
let l_4983 = bitcast<u32>(l_4982);
let l_4984 = l_4983 & u32(2147483647);
let l_4985 = bitcast<f32>(l_4984);
let l_4986 = f64(l_4985);
l_mut_3680 = l_4986;
let l_4987 = l_4984 < u32(8388608);
if l_4987 {
let l_4988 = f64(l_4984);
let l_4989 = l_4988 * f64(1.401298464324817e-45);
l_mut_3680 = l_4989;
}
let l_4990 = bitcast<u64>(l_mut_3680);
let l_4991 = l_4983 >> u32(31);
let l_4992 = u64(l_4991);
let l_4993 = l_4992 << u32(bitcast<u64>(u64(63)));
let l_4994 = l_4990 | l_4993;
let l_4995 = bitcast<f64>(l_4994);
let l_4996 = bitcast<u32>(l_26);
let l_4997 = l_4996 ^ u32(2147483648);
let l_4998 = bitcast<f32>(l_4997);
let l_4999 = bitcast<u32>(l_4998);
let l_5000 = l_4999 + u32(1);
l_mut_4975 = l_5000;
let l_5001 = l_4999 & u32(2147483647);
let l_5002 = l_5001 == u32(0);
if l_5002 {
l_mut_4975 = u32(1);
} else {
let l_5003 = l_4999 & u32(2147483648);
let l_5004 = l_5003 != u32(0);
if l_5004 {
let l_5005 = l_4999 - u32(1);
l_mut_4975 = l_5005;
} else {
let l_5006 = l_4999 == u32(2139095040);
if l_5006 {
l_mut_4975 = l_4999;
}
}
}
let l_5007 = bitcast<f32>(l_mut_4975);
let l_5008 = bitcast<u32>(l_5007);
let l_5009 = l_5008 ^ u32(2147483648);
let l_5010 = bitcast<f32>(l_5009);
let l_5011 = bitcast<u32>(l_5010);
let l_5012 = l_5011 & u32(2147483647);
let l_5013 = bitcast<f32>(l_5012);
let l_5014 = f64(l_5013);
l_mut_3680 = l_5014;
let l_5015 = l_5012 < u32(8388608);
if l_5015 {
let l_5016 = f64(l_5012);
let l_5017 = l_5016 * f64(1.401298464324817e-45);
l_mut_3680 = l_5017;
}
let l_5018 = bitcast<u64>(l_mut_3680);
let l_5019 = l_5011 >> u32(31);
let l_5020 = u64(l_5019);
let l_5021 = l_5020 << u32(bitcast<u64>(u64(63)));
let l_5022 = l_5018 | l_5021;
let l_5023 = bitcast<f64>(l_5022);
let l_5024 = l_4946 + l_4885;
let l_5025 = l_5024 <= l_4972;
l_mut_848 = l_5025;
let l_5026 = l_4946 - l_4885;
let l_5027 = l_5026 > l_4972;
l_mut_845 = l_5027;
let l_5028 = l_4959 - l_4888;
let l_5029 = l_5028 >= l_4972;
l_mut_842 = l_5029;
let l_5030 = l_4959 + l_4888;
let l_5031 = l_5030 < l_4972;
l_mut_839 = l_5031;
let l_5032 = l_4946 + l_4885;
let l_5033 = l_5032 < l_4995;
l_mut_848 = l_5033;
let l_5034 = l_4946 - l_4885;
let l_5035 = l_5034 >= l_4995;
l_mut_845 = l_5035;
let l_5036 = l_4959 - l_4888;
let l_5037 = l_5036 > l_5023;
l_mut_842 = l_5037;
let l_5038 = l_4959 + l_4888;
let l_5039 = l_5038 <= l_5023;
l_mut_839 = l_5039;
l_mut_4975 = u32(2);
let l_5040 = l_mut_845 || l_mut_839;
if l_5040 {
l_mut_4975 = u32(1);
} else {
let l_5041 = l_mut_848 && l_mut_842;
if l_5041 {
l_mut_4975 = u32(0);
}
}
let l_5042 = bitcast<u32>(l_26);
let l_5043 = l_5042 & u32(2147483647);
let l_5044 = l_5043 == u32(0);
if l_5044 {
let l_5045 = l_4946 + l_4885;
let l_5046 = l_5045 < f64(1.1754943508222875e-38);
let l_5047 = l_4959 - l_4888;
let l_5048 = l_5047 > f64(-1.1754943508222875e-38);
let l_5049 = l_5046 && l_5048;
let l_5050 = l_4946 - l_4885;
let l_5051 = l_5050 < f64(1.1754943508222875e-38);
let l_5052 = l_4959 + l_4888;
let l_5053 = l_5052 > f64(-1.1754943508222875e-38);
let l_5054 = l_5051 && l_5053;
if l_5049 {
l_mut_4975 = u32(0);
} else {
let l_5055 = l_mut_4975 == u32(1);
let l_5056 = l_5054 && l_5055;
if l_5056 {
l_mut_4975 = u32(2);
}
}
}
l_mut_3932 = l_mut_4975;
}
}
let l_5057 = l_mut_747 == u32(0);
if l_5057 {
l_mut_788 = u32(0);
} else {
let l_5058 = l_mut_3932 == u32(1);
if l_5058 {
l_mut_788 = u32(1);
}
}
} else {
let l_5059 = l_mut_1901 - l_719;
let l_5060 = l_mut_1901 + l_719;
let l_5061 = l_mut_404 - l_719;
let l_5062 = l_mut_404 + l_719;
let l_5063 = abs(l_5061);
let l_5064 = l_5063 > l_2798;
let l_5065 = abs(l_5062);
let l_5066 = l_5065 > l_2798;
let l_5067 = l_5064 && l_5066;
if l_5067 {
let l_5068 = l_2796 + l_2798;
let l_5069 = abs(l_5061);
let l_5070 = abs(l_5062);
l_mut_3680 = l_5069;
let l_5071 = l_5070 < l_5069;
if l_5071 {
l_mut_3680 = l_5070;
}
let l_5072 = l_5068 / l_mut_3680;
let l_5073 = abs(l_5059);
let l_5074 = abs(l_5060);
l_mut_3680 = l_5073;
let l_5075 = l_5074 < l_5073;
if l_5075 {
l_mut_3680 = l_5074;
}
let l_5076 = l_2796 / l_mut_3680;
let l_5077 = l_5072 + l_5076;
l_mut_232 = l_mut_232 + l_5077;
l_mut_4975 = u32(0);
let l_5078 = l_5061 <= f64(0.0);
let l_5079 = l_5062 >= f64(0.0);
let l_5080 = l_5078 && l_5079;
let l_5081 = !l_5080;
if l_5081 {
let l_5083 = l_5059 / l_5061;
let l_5084 = l_5059 / l_5062;
let l_5085 = l_5060 / l_5061;
let l_5086 = l_5060 / l_5062;
a_5082[u32(0)] = l_5083;
a_5082[u32(1)] = l_5083;
let l_5087 = a_5082[u32(0)];
let l_5088 = l_5084 < l_5087;
if l_5088 {
a_5082[u32(0)] = l_5084;
}
let l_5089 = a_5082[u32(0)];
let l_5090 = l_5085 < l_5089;
if l_5090 {
a_5082[u32(0)] = l_5085;
}
let l_5091 = a_5082[u32(0)];
let l_5092 = l_5086 < l_5091;
if l_5092 {
a_5082[u32(0)] = l_5086;
}
let l_5093 = a_5082[u32(1)];
let l_5094 = l_5084 > l_5093;
if l_5094 {
a_5082[u32(1)] = l_5084;
}
let l_5095 = a_5082[u32(1)];
let l_5096 = l_5085 > l_5095;
if l_5096 {
a_5082[u32(1)] = l_5085;
}
let l_5097 = a_5082[u32(1)];
let l_5098 = l_5086 > l_5097;
if l_5098 {
a_5082[u32(1)] = l_5086;
}
let l_5099 = a_5082[u32(0)];
let l_5100 = abs(l_5099);
let l_5101 = l_5100 * l_mut_232;
let l_5102 = a_5082[u32(1)];
let l_5103 = abs(l_5102);
let l_5104 = l_5103 * l_mut_232;
l_mut_4975 = u32(2);
let l_5105 = a_5082[u32(0)];
let l_5106 = l_5105 - l_5101;
let l_5107 = abs(l_5106);
l_mut_3680 = f64(1.401298464324817e-45);
let l_5108 = l_5107 >= f64(1.1754943508222875e-38);
let l_5109 = l_5107 <= f64(1.7976931348623157e308);
let l_5110 = l_5108 && l_5109;
if l_5110 {
let l_5111 = bitcast<u64>(l_5107);
let l_5112 = l_5111 >> u32(bitcast<u64>(u64(52)));
let l_5113 = l_5112 - u64(23);
let l_5114 = l_5113 << u32(bitcast<u64>(u64(52)));
let l_5115 = bitcast<f64>(l_5114);
l_mut_3680 = l_5115;
}
let l_5116 = l_5105 + l_5101;
let l_5117 = abs(l_5116);
l_mut_3426 = f64(1.401298464324817e-45);
let l_5118 = l_5117 >= f64(1.1754943508222875e-38);
let l_5119 = l_5117 <= f64(1.7976931348623157e308);
let l_5120 = l_5118 && l_5119;
if l_5120 {
let l_5121 = bitcast<u64>(l_5117);
let l_5122 = l_5121 >> u32(bitcast<u64>(u64(52)));
let l_5123 = l_5122 - u64(23);
let l_5124 = l_5123 << u32(bitcast<u64>(u64(52)));
let l_5125 = bitcast<f64>(l_5124);
l_mut_3426 = l_5125;
}
let l_5126 = l_mut_3680 == l_mut_3426;
let l_5127 = a_5082[u32(1)];
let l_5128 = l_5127 - l_5104;
let l_5129 = abs(l_5128);
l_mut_3680 = f64(1.401298464324817e-45);
let l_5130 = l_5129 >= f64(1.1754943508222875e-38);
let l_5131 = l_5129 <= f64(1.7976931348623157e308);
let l_5132 = l_5130 && l_5131;
if l_5132 {
let l_5133 = bitcast<u64>(l_5129);
let l_5134 = l_5133 >> u32(bitcast<u64>(u64(52)));
let l_5135 = l_5134 - u64(23);
let l_5136 = l_5135 << u32(bitcast<u64>(u64(52)));
let l_5137 = bitcast<f64>(l_5136);
l_mut_3680 = l_5137;
}
let l_5138 = l_5127 + l_5104;
let l_5139 = abs(l_5138);
l_mut_3426 = f64(1.401298464324817e-45);
let l_5140 = l_5139 >= f64(1.1754943508222875e-38);
let l_5141 = l_5139 <= f64(1.7976931348623157e308);
let l_5142 = l_5140 && l_5141;
if l_5142 {
let l_5143 = bitcast<u64>(l_5139);
let l_5144 = l_5143 >> u32(bitcast<u64>(u64(52)));
let l_5145 = l_5144 - u64(23);
let l_5146 = l_5145 << u32(bitcast<u64>(u64(52)));
let l_5147 = bitcast<f64>(l_5146);
l_mut_3426 = l_5147;
}
let l_5148 = l_mut_3680 == l_mut_3426;
let l_5149 = l_5126 && l_5148;
if l_5149 {
let l_5150 = a_5082[u32(0)];
let l_5151 = a_5082[u32(0)];
let l_5152 = abs(l_5151);
l_mut_3680 = f64(1.401298464324817e-45);
let l_5153 = l_5152 >= f64(1.1754943508222875e-38);
let l_5154 = l_5152 <= f64(1.7976931348623157e308);
let l_5155 = l_5153 && l_5154;
if l_5155 {
let l_5156 = bitcast<u64>(l_5152);
let l_5157 = l_5156 >> u32(bitcast<u64>(u64(52)));
let l_5158 = l_5157 - u64(23);
let l_5159 = l_5158 << u32(bitcast<u64>(u64(52)));
let l_5160 = bitcast<f64>(l_5159);
l_mut_3680 = l_5160;
}
let l_5161 = l_722 * l_mut_3680;
let l_5162 = l_5150 - l_5161;
let l_5163 = a_5082[u32(1)];
let l_5164 = a_5082[u32(1)];
let l_5165 = abs(l_5164);
l_mut_3680 = f64(1.401298464324817e-45);
let l_5166 = l_5165 >= f64(1.1754943508222875e-38);
let l_5167 = l_5165 <= f64(1.7976931348623157e308);
let l_5168 = l_5166 && l_5167;
if l_5168 {
let l_5169 = bitcast<u64>(l_5165);
let l_5170 = l_5169 >> u32(bitcast<u64>(u64(52)));
let l_5171 = l_5170 - u64(23);
let l_5172 = l_5171 << u32(bitcast<u64>(u64(52)));
let l_5173 = bitcast<f64>(l_5172);
l_mut_3680 = l_5173;
}
let l_5174 = l_722 * l_mut_3680;
let l_5175 = l_5163 + l_5174;
let l_5176 = bitcast<u32>(l_26);
let l_5177 = l_5176 & u32(2147483647);
let l_5178 = bitcast<f32>(l_5177);
let l_5179 = f64(l_5178);
l_mut_3680 = l_5179;
let l_5180 = l_5177 < u32(8388608);
if l_5180 {
let l_5181 = f64(l_5177);
let l_5182 = l_5181 * f64(1.401298464324817e-45);
l_mut_3680 = l_5182;
}
let l_5183 = bitcast<u64>(l_mut_3680);
let l_5184 = l_5176 >> u32(31);
let l_5185 = u64(l_5184);
let l_5186 = l_5185 << u32(bitcast<u64>(u64(63)));
let l_5187 = l_5183 | l_5186;
let l_5188 = bitcast<f64>(l_5187);
let l_5189 = bitcast<u32>(l_26);
let l_5190 = l_5189 + u32(1);
l_mut_3932 = l_5190;
let l_5191 = l_5189 & u32(2147483647);
let l_5192 = l_5191 == u32(0);
if l_5192 {
l_mut_3932 = u32(1);
} else {
let l_5193 = l_5189 & u32(2147483648);
let l_5194 = l_5193 != u32(0);
if l_5194 {
let l_5195 = l_5189 - u32(1);
l_mut_3932 = l_5195;
} else {
let l_5196 = l_5189 == u32(2139095040);
if l_5196 {
l_mut_3932 = l_5189;
}
}
}
let l_5197 = bitcast<f32>(l_mut_3932);
let l_5198 = bitcast<u32>(l_5197);
let l_5199 = l_5198 & u32(2147483647);
let l_5200 = bitcast<f32>(l_5199);
let l_5201 = f64(l_5200);
l_mut_3680 = l_5201;
let l_5202 = l_5199 < u32(8388608);
if l_5202 {
let l_5203 = f64(l_5199);
let l_5204 = l_5203 * f64(1.401298464324817e-45);
l_mut_3680 = l_5204;
}
let l_5205 = bitcast<u64>(l_mut_3680);
let l_5206 = l_5198 >> u32(31);
let l_5207 = u64(l_5206);
let l_5208 = l_5207 << u32(bitcast<u64>(u64(63)));
let l_5209 = l_5205 | l_5208;
let l_5210 = bitcast<f64>(l_5209);
let l_5211 = bitcast<u32>(l_26);
let l_5212 = l_5211 ^ u32(2147483648);
let l_5213 = bitcast<f32>(l_5212);
let l_5214 = bitcast<u32>(l_5213);
let l_5215 = l_5214 + u32(1);
l_mut_3932 = l_5215;
let l_5216 = l_5214 & u32(2147483647);
let l_5217 = l_5216 == u32(0);
if l_5217 {
l_mut_3932 = u32(1);
} else {
let l_5218 = l_5214 & u32(2147483648);
let l_5219 = l_5218 != u32(0);
if l_5219 {
let l_5220 = l_5214 - u32(1);
l_mut_3932 = l_5220;
} else {
let l_5221 = l_5214 == u32(2139095040);
if l_5221 {
l_mut_3932 = l_5214;
}
}
}
let l_5222 = bitcast<f32>(l_mut_3932);
let l_5223 = bitcast<u32>(l_5222);
let l_5224 = l_5223 ^ u32(2147483648);
let l_5225 = bitcast<f32>(l_5224);
let l_5226 = bitcast<u32>(l_5225);
let l_5227 = l_5226 & u32(2147483647);
let l_5228 = bitcast<f32>(l_5227);
let l_5229 = f64(l_5228);
l_mut_3680 = l_5229;
let l_5230 = l_5227 < u32(8388608);
if l_5230 {
let l_5231 = f64(l_5227);
let l_5232 = l_5231 * f64(1.401298464324817e-45);
l_mut_3680 = l_5232;
}
let l_5233 = bitcast<u64>(l_mut_3680);
let l_5234 = l_5226 >> u32(31);
let l_5235 = u64(l_5234);
let l_5236 = l_5235 << u32(bitcast<u64>(u64(63)));
let l_5237 = l_5233 | l_5236;
let l_5238 = bitcast<f64>(l_5237);
let l_5239 = l_5162 + l_5101;
let l_5240 = l_5239 <= l_5188;
l_mut_848 = l_5240;
let l_5241 = l_5162 - l_5101;
let l_5242 = l_5241 > l_5188;
l_mut_845 = l_5242;
let l_5243 = l_5175 - l_5104;
let l_5244 = l_5243 >= l_5188;
l_mut_842 = l_5244;
let l_5245 = l_5175 + l_5104;
let l_5246 = l_5245 < l_5188;
l_mut_839 = l_5246;
l_mut_3932 = u32(2);
let l_5247 = l_mut_845 || l_mut_839;
if l_5247 {
l_mut_3932 = u32(1);
} else {
let l_5248 = l_mut_848 && l_mut_842;
if l_5248 {
l_mut_3932 = u32(0);
}
}
let l_5249 = bitcast<u32>(l_26);
let l_5250 = l_5249 & u32(2147483647);
let l_5251 = l_5250 == u32(0);
if l_5251 {
let l_5252 = l_5162 + l_5101;
let l_5253 = l_5252 < f64(1.1754943508222875e-38);
let l_5254 = l_5175 - l_5104;
let l_5255 = l_5254 > f64(-1.1754943508222875e-38);
let l_5256 = l_5253 && l_5255;
let l_5257 = l_5162 - l_5101;
let l_5258 = l_5257 < f64(1.1754943508222875e-38);
let l_5259 = l_5175 + l_5104;
let l_5260 = l_5259 > f64(-1.1754943508222875e-38);
let l_5261 = l_5258 && l_5260;
if l_5256 {
l_mut_3932 = u32(0);
} else {
let l_5262 = l_mut_3932 == u32(1);
let l_5263 = l_5261 && l_5262;
if l_5263 {
l_mut_3932 = u32(2);
}
}
}
l_mut_4975 = l_mut_3932;
}
}
l_mut_788 = l_mut_4975;
}
}
l_mut_731 = l_mut_788;
} else {
let l_5264 = l_727 <= l_725;
if l_5264 {
let l_5265 = f32(l_726);
let l_5266 = bitcast<u32>(l_5265);
let l_5267 = l_5266 & u32(2147483647);
let l_5268 = bitcast<f32>(l_5267);
let l_5269 = f64(l_5268);
l_mut_3680 = l_5269;
let l_5270 = l_5267 < u32(8388608);
if l_5270 {
let l_5271 = f64(l_5267);
let l_5272 = l_5271 * f64(1.401298464324817e-45);
l_mut_3680 = l_5272;
}
let l_5273 = bitcast<u64>(l_mut_3680);
let l_5274 = l_5266 >> u32(31);
let l_5275 = u64(l_5274);
let l_5276 = l_5275 << u32(bitcast<u64>(u64(63)));
let l_5277 = l_5273 | l_5276;
let l_5278 = bitcast<f64>(l_5277);
let l_5279 = abs(l_5278);
l_mut_3680 = l_5279;
l_mut_4975 = u32(0);
let l_5280 = l_5279 >= f64(0.785);
if l_5280 {
let l_5281 = l_5279 * f64(0.6366197723675814);
let l_5282 = l_5281 + f64(0.5);
let l_5283 = floor(l_5282);
let l_5284 = l_5283 * f64(1.570796325802803);
let l_5285 = l_5279 - l_5284;
let l_5286 = l_5285 * l_20;
let l_5287 = l_5283 * f64(9.920935796805404e-10);
let l_5288 = l_5286 - l_5287;
l_mut_3680 = l_5288;
let l_5289 = u32(l_5283);
l_mut_4975 = l_5289;
}
let l_5290 = bitcast<u32>(l_5265);
let l_5291 = l_5290 >= u32(2147483648);
let l_5292 = l_mut_3680 * l_mut_3680;
let l_5293 = l_5292 * f64(1.9572941063391263e-20);
let l_5294 = f64(8.22063524662433e-18) - l_5293;
l_mut_3426 = l_5294;
let l_5295 = l_mut_3426 * l_5292;
let l_5296 = l_5295 - f64(2.8114572543455206e-15);
l_mut_3426 = l_5296;
let l_5297 = l_mut_3426 * l_5292;
let l_5298 = l_5297 + f64(7.647163731819816e-13);
l_mut_3426 = l_5298;
let l_5299 = l_mut_3426 * l_5292;
let l_5300 = l_5299 - f64(1.6059043836821613e-10);
l_mut_3426 = l_5300;
let l_5301 = l_mut_3426 * l_5292;
let l_5302 = l_5301 + f64(2.505210838544172e-8);
l_mut_3426 = l_5302;
let l_5303 = l_mut_3426 * l_5292;
let l_5304 = l_5303 - f64(2.7557319223985893e-6);
l_mut_3426 = l_5304;
let l_5305 = l_mut_3426 * l_5292;
let l_5306 = l_5305 + f64(0.0001984126984126984);
l_mut_3426 = l_5306;
let l_5307 = l_mut_3426 * l_5292;
let l_5308 = l_5307 - f64(0.008333333333333333);
l_mut_3426 = l_5308;
let l_5309 = l_mut_3426 * l_5292;
let l_5310 = l_5309 + f64(0.16666666666666666);
l_mut_3426 = l_5310;
let l_5311 = f64(0.5) * l_5292;
let l_5312 = f64(1.0) - l_5311;
let l_5313 = f64(0.0) * l_5312;
let l_5314 = l_mut_3680 * l_5292;
let l_5315 = l_5314 * l_mut_3426;
let l_5316 = l_5313 - l_5315;
let l_5317 = l_mut_3680 + l_5316;
let l_5318 = l_mut_3680 * l_mut_3680;
let l_5319 = l_5318 * f64(4.110317623312165e-19);
let l_5320 = l_5319 - f64(1.5619206968586225e-16);
l_mut_3426 = l_5320;
let l_5321 = l_mut_3426 * l_5318;
let l_5322 = l_5321 + f64(4.779477332387385e-14);
l_mut_3426 = l_5322;
let l_5323 = l_mut_3426 * l_5318;
let l_5324 = l_5323 - f64(1.1470745597729725e-11);
l_mut_3426 = l_5324;
let l_5325 = l_mut_3426 * l_5318;
let l_5326 = l_5325 + f64(2.08767569878681e-9);
l_mut_3426 = l_5326;
let l_5327 = l_mut_3426 * l_5318;
let l_5328 = l_5327 - f64(2.755731922398589e-7);
l_mut_3426 = l_5328;
let l_5329 = l_mut_3426 * l_5318;
let l_5330 = l_5329 + f64(2.48015873015873e-5);
l_mut_3426 = l_5330;
let l_5331 = l_mut_3426 * l_5318;
let l_5332 = l_5331 - f64(0.001388888888888889);
l_mut_3426 = l_5332;
let l_5333 = l_mut_3426 * l_5318;
let l_5334 = l_5333 + f64(0.041666666666666664);
l_mut_3426 = l_5334;
let l_5335 = f64(0.5) * l_5318;
let l_5336 = f64(1.0) - l_5335;
let l_5337 = l_5318 * l_5318;
let l_5338 = l_5337 * l_mut_3426;
let l_5339 = f64(0.0) * l_mut_3680;
let l_5340 = l_5338 - l_5339;
let l_5341 = l_5336 + l_5340;
let l_5342 = l_mut_4975 & u32(1);
let l_5343 = l_5342 == u32(1);
l_mut_3680 = l_5317;
let l_5344 = l_mut_4975 & u32(2);
let l_5345 = l_5344 != u32(0);
l_mut_848 = l_5345;
let l_5346 = u32(6) == u32(6);
if l_5346 {
if l_5343 {
l_mut_3680 = l_5341;
}
} else {
let l_5347 = u32(6) == u32(7);
if l_5347 {
l_mut_3680 = l_5341;
if l_5343 {
l_mut_3680 = l_5317;
}
let l_5348 = l_mut_4975 + u32(1);
let l_5349 = l_5348 & u32(2);
let l_5350 = l_5349 != u32(0);
l_mut_848 = l_5350;
} else {
let l_5351 = l_5317 / l_5341;
l_mut_3680 = l_5351;
if l_5343 {
let l_5352 = l_5341 / l_5317;
l_mut_3680 = l_5352;
}
l_mut_848 = l_5343;
}
}
let l_5353 = u32(6) != u32(7);
let l_5354 = l_5353 && l_5291;
if l_5354 {
let l_5355 = !l_mut_848;
l_mut_848 = l_5355;
}
if l_mut_848 {
let l_5356 = -l_mut_3680;
l_mut_3680 = l_5356;
}
let l_5357 = f32(l_726);
let l_5358 = bitcast<u32>(l_5357);
let l_5359 = l_5358 & u32(2147483647);
let l_5360 = bitcast<f32>(l_5359);
let l_5361 = f64(l_5360);
l_mut_3426 = l_5361;
let l_5362 = l_5359 < u32(8388608);
if l_5362 {
let l_5363 = f64(l_5359);
let l_5364 = l_5363 * f64(1.401298464324817e-45);
l_mut_3426 = l_5364;
}
let l_5365 = bitcast<u64>(l_mut_3426);
let l_5366 = l_5358 >> u32(31);
let l_5367 = u64(l_5366);
let l_5368 = l_5367 << u32(bitcast<u64>(u64(63)));
let l_5369 = l_5365 | l_5368;
let l_5370 = bitcast<f64>(l_5369);
let l_5371 = abs(l_5370);
l_mut_3426 = l_5371;
l_mut_4975 = u32(0);
let l_5372 = l_5371 >= f64(0.785);
if l_5372 {
let l_5373 = l_5371 * f64(0.6366197723675814);
let l_5374 = l_5373 + f64(0.5);
let l_5375 = floor(l_5374);
let l_5376 = l_5375 * f64(1.570796325802803);
let l_5377 = l_5371 - l_5376;
let l_5378 = l_5377 * l_20;
let l_5379 = l_5375 * f64(9.920935796805404e-10);
let l_5380 = l_5378 - l_5379;
l_mut_3426 = l_5380;
let l_5381 = u32(l_5375);
l_mut_4975 = l_5381;
}
let l_5382 = bitcast<u32>(l_5357);
let l_5383 = l_5382 >= u32(2147483648);
let l_5384 = l_mut_3426 * l_mut_3426;
let l_5385 = l_5384 * f64(1.9572941063391263e-20);
let l_5386 = f64(8.22063524662433e-18) - l_5385;
l_mut_3170 = l_5386;
let l_5387 = l_mut_3170 * l_5384;
let l_5388 = l_5387 - f64(2.8114572543455206e-15);
l_mut_3170 = l_5388;
let l_5389 = l_mut_3170 * l_5384;
let l_5390 = l_5389 + f64(7.647163731819816e-13);
l_mut_3170 = l_5390;
let l_5391 = l_mut_3170 * l_5384;
let l_5392 = l_5391 - f64(1.6059043836821613e-10);
l_mut_3170 = l_5392;
let l_5393 = l_mut_3170 * l_5384;
let l_5394 = l_5393 + f64(2.505210838544172e-8);
l_mut_3170 = l_5394;
let l_5395 = l_mut_3170 * l_5384;
let l_5396 = l_5395 - f64(2.7557319223985893e-6);
l_mut_3170 = l_5396;
let l_5397 = l_mut_3170 * l_5384;
let l_5398 = l_5397 + f64(0.0001984126984126984);
l_mut_3170 = l_5398;
let l_5399 = l_mut_3170 * l_5384;
let l_5400 = l_5399 - f64(0.008333333333333333);
l_mut_3170 = l_5400;
let l_5401 = l_mut_3170 * l_5384;
let l_5402 = l_5401 + f64(0.16666666666666666);
l_mut_3170 = l_5402;
let l_5403 = f64(0.5) * l_5384;
let l_5404 = f64(1.0) - l_5403;
let l_5405 = f64(0.0) * l_5404;
let l_5406 = l_mut_3426 * l_5384;
let l_5407 = l_5406 * l_mut_3170;
let l_5408 = l_5405 - l_5407;
let l_5409 = l_mut_3426 + l_5408;
let l_5410 = l_mut_3426 * l_mut_3426;
let l_5411 = l_5410 * f64(4.110317623312165e-19);
let l_5412 = l_5411 - f64(1.5619206968586225e-16);
l_mut_3170 = l_5412;
let l_5413 = l_mut_3170 * l_5410;
let l_5414 = l_5413 + f64(4.779477332387385e-14);
l_mut_3170 = l_5414;
let l_5415 = l_mut_3170 * l_5410;
let l_5416 = l_5415 - f64(1.1470745597729725e-11);
l_mut_3170 = l_5416;
let l_5417 = l_mut_3170 * l_5410;
let l_5418 = l_5417 + f64(2.08767569878681e-9);
l_mut_3170 = l_5418;
let l_5419 = l_mut_3170 * l_5410;
let l_5420 = l_5419 - f64(2.755731922398589e-7);
l_mut_3170 = l_5420;
let l_5421 = l_mut_3170 * l_5410;
let l_5422 = l_5421 + f64(2.48015873015873e-5);
l_mut_3170 = l_5422;
let l_5423 = l_mut_3170 * l_5410;
let l_5424 = l_5423 - f64(0.001388888888888889);
l_mut_3170 = l_5424;
let l_5425 = l_mut_3170 * l_5410;
let l_5426 = l_5425 + f64(0.041666666666666664);
l_mut_3170 = l_5426;
let l_5427 = f64(0.5) * l_5410;
let l_5428 = f64(1.0) - l_5427;
let l_5429 = l_5410 * l_5410;
let l_5430 = l_5429 * l_mut_3170;
let l_5431 = f64(0.0) * l_mut_3426;
let l_5432 = l_5430 - l_5431;
let l_5433 = l_5428 + l_5432;
let l_5434 = l_mut_4975 & u32(1);
let l_5435 = l_5434 == u32(1);
l_mut_3426 = l_5409;
let l_5436 = l_mut_4975 & u32(2);
let l_5437 = l_5436 != u32(0);
l_mut_848 = l_5437;
let l_5438 = u32(7) == u32(6);
if l_5438 {
if l_5435 {
l_mut_3426 = l_5433;
}
} else {
let l_5439 = u32(7) == u32(7);
if l_5439 {
l_mut_3426 = l_5433;
if l_5435 {
l_mut_3426 = l_5409;
}
let l_5440 = l_mut_4975 + u32(1);
let l_5441 = l_5440 & u32(2);
let l_5442 = l_5441 != u32(0);
l_mut_848 = l_5442;
} else {
let l_5443 = l_5409 / l_5433;
l_mut_3426 = l_5443;
if l_5435 {
let l_5444 = l_5433 / l_5409;
l_mut_3426 = l_5444;
}
l_mut_848 = l_5435;
}
}
let l_5445 = u32(7) != u32(7);
let l_5446 = l_5445 && l_5383;
if l_5446 {
let l_5447 = !l_mut_848;
l_mut_848 = l_5447;
}
if l_mut_848 {
let l_5448 = -l_mut_3426;
l_mut_3426 = l_5448;
}
let l_5449 = abs(l_mut_3680);
let l_5450 = l_5449 * f64(1.4551915228366852e-11);
let l_5451 = abs(l_mut_3426);
let l_5452 = l_5451 * f64(1.4551915228366852e-11);
let l_5453 = l_mut_3680 - l_719;
let l_5454 = l_mut_3680 + l_719;
let l_5455 = l_mut_3426 - l_719;
let l_5456 = l_mut_3426 + l_719;
l_mut_4975 = u32(2);
let l_5457 = abs(l_5455);
let l_5458 = l_5457 <= l_5452;
let l_5459 = abs(l_5456);
let l_5460 = l_5459 <= l_5452;
let l_5461 = l_5458 || l_5460;
let l_5462 = !l_5461;
if l_5462 {
l_mut_4975 = u32(0);
let l_5463 = l_5455 <= f64(0.0);
let l_5464 = l_5456 >= f64(0.0);
let l_5465 = l_5463 && l_5464;
let l_5466 = !l_5465;
if l_5466 {
let l_5467 = abs(l_5455);
let l_5468 = abs(l_5456);
l_mut_3680 = l_5467;
let l_5469 = l_5468 < l_5467;
if l_5469 {
l_mut_3680 = l_5468;
}
let l_5470 = l_5452 / l_mut_3680;
let l_5471 = l_5470 + f64(1.4551915228366852e-11);
let l_5472 = f64(1.0) / l_5456;
let l_5473 = f64(1.0) / l_5455;
let l_5474 = abs(l_5472);
l_mut_3680 = f64(1.401298464324817e-45);
let l_5475 = l_5474 >= f64(1.1754943508222875e-38);
let l_5476 = l_5474 <= f64(1.7976931348623157e308);
let l_5477 = l_5475 && l_5476;
if l_5477 {
let l_5478 = bitcast<u64>(l_5474);
let l_5479 = l_5478 >> u32(bitcast<u64>(u64(52)));
let l_5480 = l_5479 - u64(23);
let l_5481 = l_5480 << u32(bitcast<u64>(u64(52)));
let l_5482 = bitcast<f64>(l_5481);
l_mut_3680 = l_5482;
}
let l_5483 = l_722 * l_mut_3680;
let l_5484 = l_5472 - l_5483;
let l_5485 = abs(l_5473);
l_mut_3680 = f64(1.401298464324817e-45);
let l_5486 = l_5485 >= f64(1.1754943508222875e-38);
let l_5487 = l_5485 <= f64(1.7976931348623157e308);
let l_5488 = l_5486 && l_5487;
if l_5488 {
let l_5489 = bitcast<u64>(l_5485);
let l_5490 = l_5489 >> u32(bitcast<u64>(u64(52)));
let l_5491 = l_5490 - u64(23);
let l_5492 = l_5491 << u32(bitcast<u64>(u64(52)));
let l_5493 = bitcast<f64>(l_5492);
l_mut_3680 = l_5493;
}
let l_5494 = l_722 * l_mut_3680;
let l_5495 = l_5473 + l_5494;
let l_5497 = l_5453 * l_5484;
let l_5498 = l_5453 * l_5495;
let l_5499 = l_5454 * l_5484;
let l_5500 = l_5454 * l_5495;
a_5496[u32(0)] = l_5497;
a_5496[u32(1)] = l_5497;
let l_5501 = a_5496[u32(0)];
let l_5502 = l_5498 < l_5501;
if l_5502 {
a_5496[u32(0)] = l_5498;
}
let l_5503 = a_5496[u32(0)];
let l_5504 = l_5499 < l_5503;
if l_5504 {
a_5496[u32(0)] = l_5499;
}
let l_5505 = a_5496[u32(0)];
let l_5506 = l_5500 < l_5505;
if l_5506 {
a_5496[u32(0)] = l_5500;
}
let l_5507 = a_5496[u32(1)];
let l_5508 = l_5498 > l_5507;
if l_5508 {
a_5496[u32(1)] = l_5498;
}
let l_5509 = a_5496[u32(1)];
let l_5510 = l_5499 > l_5509;
if l_5510 {
a_5496[u32(1)] = l_5499;
}
let l_5511 = a_5496[u32(1)];
let l_5512 = l_5500 > l_5511;
if l_5512 {
a_5496[u32(1)] = l_5500;
}
let l_5513 = abs(l_5453);
let l_5514 = abs(l_5454);
l_mut_3680 = l_5513;
let l_5515 = l_5514 > l_5513;
if l_5515 {
l_mut_3680 = l_5514;
}
let l_5516 = abs(l_5484);
let l_5517 = abs(l_5495);
l_mut_3426 = l_5516;
let l_5518 = l_5517 > l_5516;
if l_5518 {
l_mut_3426 = l_5517;
}
let l_5519 = l_mut_3680 * l_mut_3426;
let l_5520 = l_5471 + f64(1.4551915228366852e-11);
let l_5521 = l_5519 * l_5520;
let l_5522 = l_5450 * l_mut_3426;
let l_5523 = l_5521 + l_5522;
l_mut_4975 = u32(2);
let l_5524 = abs(l_5472);
let l_5525 = l_5524 * l_5471;
let l_5526 = l_5472 - l_5525;
let l_5527 = abs(l_5526);
l_mut_3680 = f64(1.401298464324817e-45);
let l_5528 = l_5527 >= f64(1.1754943508222875e-38);
let l_5529 = l_5527 <= f64(1.7976931348623157e308);
let l_5530 = l_5528 && l_5529;
if l_5530 {
let l_5531 = bitcast<u64>(l_5527);
let l_5532 = l_5531 >> u32(bitcast<u64>(u64(52)));
let l_5533 = l_5532 - u64(23);
let l_5534 = l_5533 << u32(bitcast<u64>(u64(52)));
let l_5535 = bitcast<f64>(l_5534);
l_mut_3680 = l_5535;
}
let l_5536 = l_5472 + l_5525;
let l_5537 = abs(l_5536);
l_mut_3426 = f64(1.401298464324817e-45);
let l_5538 = l_5537 >= f64(1.1754943508222875e-38);
let l_5539 = l_5537 <= f64(1.7976931348623157e308);
let l_5540 = l_5538 && l_5539;
if l_5540 {
let l_5541 = bitcast<u64>(l_5537);
let l_5542 = l_5541 >> u32(bitcast<u64>(u64(52)));
let l_5543 = l_5542 - u64(23);
let l_5544 = l_5543 << u32(bitcast<u64>(u64(52)));
let l_5545 = bitcast<f64>(l_5544);
l_mut_3426 = l_5545;
}
let l_5546 = l_mut_3680 == l_mut_3426;
let l_5547 = abs(l_5473);
let l_5548 = l_5547 * l_5471;
let l_5549 = l_5473 - l_5548;
let l_5550 = abs(l_5549);
l_mut_3680 = f64(1.401298464324817e-45);
let l_5551 = l_5550 >= f64(1.1754943508222875e-38);
let l_5552 = l_5550 <= f64(1.7976931348623157e308);
let l_5553 = l_5551 && l_5552;
if l_5553 {
let l_5554 = bitcast<u64>(l_5550);
let l_5555 = l_5554 >> u32(bitcast<u64>(u64(52)));
let l_5556 = l_5555 - u64(23);
let l_5557 = l_5556 << u32(bitcast<u64>(u64(52)));
let l_5558 = bitcast<f64>(l_5557);
l_mut_3680 = l_5558;
}
let l_5559 = l_5473 + l_5548;
let l_5560 = abs(l_5559);
l_mut_3426 = f64(1.401298464324817e-45);
let l_5561 = l_5560 >= f64(1.1754943508222875e-38);
let l_5562 = l_5560 <= f64(1.7976931348623157e308);
let l_5563 = l_5561 && l_5562;
if l_5563 {
let l_5564 = bitcast<u64>(l_5560);
let l_5565 = l_5564 >> u32(bitcast<u64>(u64(52)));
let l_5566 = l_5565 - u64(23);
let l_5567 = l_5566 << u32(bitcast<u64>(u64(52)));
let l_5568 = bitcast<f64>(l_5567);
l_mut_3426 = l_5568;
}
let l_5569 = l_mut_3680 == l_mut_3426;
let l_5570 = l_5546 && l_5569;
if l_5570 {
let l_5571 = a_5496[u32(0)];
let l_5572 = a_5496[u32(1)];
let l_5573 = bitcast<u32>(l_26);
let l_5574 = l_5573 & u32(2147483647);
let l_5575 = bitcast<f32>(l_5574);
let l_5576 = f64(l_5575);
l_mut_3680 = l_5576;
let l_5577 = l_5574 < u32(8388608);
if l_5577 {
let l_5578 = f64(l_5574);
let l_5579 = l_5578 * f64(1.401298464324817e-45);
l_mut_3680 = l_5579;
}
let l_5580 = bitcast<u64>(l_mut_3680);
let l_5581 = l_5573 >> u32(31);
let l_5582 = u64(l_5581);
let l_5583 = l_5582 << u32(bitcast<u64>(u64(63)));
let l_5584 = l_5580 | l_5583;
let l_5585 = bitcast<f64>(l_5584);
let l_5586 = bitcast<u32>(l_26);
let l_5587 = l_5586 + u32(1);
l_mut_3932 = l_5587;
let l_5588 = l_5586 & u32(2147483647);
let l_5589 = l_5588 == u32(0);
if l_5589 {
l_mut_3932 = u32(1);
} else {
let l_5590 = l_5586 & u32(2147483648);
let l_5591 = l_5590 != u32(0);
if l_5591 {
let l_5592 = l_5586 - u32(1);
l_mut_3932 = l_5592;
} else {
let l_5593 = l_5586 == u32(2139095040);
if l_5593 {
l_mut_3932 = l_5586;
}
}
}
let l_5594 = bitcast<f32>(l_mut_3932);
let l_5595 = bitcast<u32>(l_5594);
let l_5596 = l_5595 & u32(2147483647);
let l_5597 = bitcast<f32>(l_5596);
let l_5598 = f64(l_5597);
l_mut_3680 = l_5598;
let l_5599 = l_5596 < u32(8388608);
if l_5599 {
let l_5600 = f64(l_5596);
let l_5601 = l_5600 * f64(1.401298464324817e-45);
l_mut_3680 = l_5601;
}
let l_5602 = bitcast<u64>(l_mut_3680);
let l_5603 = l_5595 >> u32(31);
let l_5604 = u64(l_5603);
let l_5605 = l_5604 << u32(bitcast<u64>(u64(63)));
let l_5606 = l_5602 | l_5605;
let l_5607 = bitcast<f64>(l_5606);
let l_5608 = bitcast<u32>(l_26);
let l_5609 = l_5608 ^ u32(2147483648);
let l_5610 = bitcast<f32>(l_5609);
let l_5611 = bitcast<u32>(l_5610);
let l_5612 = l_5611 + u32(1);
l_mut_3932 = l_5612;
let l_5613 = l_5611 & u32(2147483647);
let l_5614 = l_5613 == u32(0);
if l_5614 {
l_mut_3932 = u32(1);
} else {
let l_5615 = l_5611 & u32(2147483648);
let l_5616 = l_5615 != u32(0);
if l_5616 {
let l_5617 = l_5611 - u32(1);
l_mut_3932 = l_5617;
} else {
let l_5618 = l_5611 == u32(2139095040);
if l_5618 {
l_mut_3932 = l_5611;
}
}
}
let l_5619 = bitcast<f32>(l_mut_3932);
let l_5620 = bitcast<u32>(l_5619);
let l_5621 = l_5620 ^ u32(2147483648);
let l_5622 = bitcast<f32>(l_5621);
let l_5623 = bitcast<u32>(l_5622);
let l_5624 = l_5623 & u32(2147483647);
let l_5625 = bitcast<f32>(l_5624);
let l_5626 = f64(l_5625);
l_mut_3680 = l_5626;
let l_5627 = l_5624 < u32(8388608);
if l_5627 {
let l_5628 = f64(l_5624);
let l_5629 = l_5628 * f64(1.401298464324817e-45);
l_mut_3680 = l_5629;
}
let l_5630 = bitcast<u64>(l_mut_3680);
let l_5631 = l_5623 >> u32(31);
let l_5632 = u64(l_5631);
let l_5633 = l_5632 << u32(bitcast<u64>(u64(63)));
let l_5634 = l_5630 | l_5633;
let l_5635 = bitcast<f64>(l_5634);
let l_5636 = l_5571 + l_5523;
let l_5637 = l_5636 <= l_5585;
l_mut_848 = l_5637;
let l_5638 = l_5571 - l_5523;
let l_5639 = l_5638 > l_5585;
l_mut_845 = l_5639;
let l_5640 = l_5572 - l_5523;
let l_5641 = l_5640 >= l_5585;
l_mut_842 = l_5641;
let l_5642 = l_5572 + l_5523;
let l_5643 = l_5642 < l_5585;
l_mut_839 = l_5643;
let l_5644 = l_5571 + l_5523;
let l_5645 = l_5644 < l_5607;
l_mut_848 = l_5645;
let l_5646 = l_5571 - l_5523;
let l_5647 = l_5646 >= l_5607;
l_mut_845 = l_5647;
let l_5648 = l_5572 - l_5523;
let l_5649 = l_5648 > l_5635;
l_mut_842 = l_5649;
let l_5650 = l_5572 + l_5523;
let l_5651 = l_5650 <= l_5635;
l_mut_839 = l_5651;
l_mut_3932 = u32(2);
let l_5652 = l_mut_845 || l_mut_839;
if l_5652 {
l_mut_3932 = u32(1);
} else {
let l_5653 = l_mut_848 && l_mut_842;
if l_5653 {
l_mut_3932 = u32(0);
}
}
let l_5654 = bitcast<u32>(l_26);
let l_5655 = l_5654 & u32(2147483647);
let l_5656 = l_5655 == u32(0);
if l_5656 {
let l_5657 = l_5571 + l_5523;
let l_5658 = l_5657 < f64(1.1754943508222875e-38);
let l_5659 = l_5572 - l_5523;
let l_5660 = l_5659 > f64(-1.1754943508222875e-38);
let l_5661 = l_5658 && l_5660;
let l_5662 = l_5571 - l_5523;
let l_5663 = l_5662 < f64(1.1754943508222875e-38);
let l_5664 = l_5572 + l_5523;
let l_5665 = l_5664 > f64(-1.1754943508222875e-38);
let l_5666 = l_5663 && l_5665;
if l_5661 {
l_mut_3932 = u32(0);
} else {
let l_5667 = l_mut_3932 == u32(1);
let l_5668 = l_5666 && l_5667;
if l_5668 {
l_mut_3932 = u32(2);
}
}
}
l_mut_4975 = l_mut_3932;
}
}
}
l_mut_731 = l_mut_4975;
}
}
} else {
let l_5669 = l_713 == u32(13);
if l_5669 {
let l_5671 = l_726 * l_722;
let l_5672 = l_726 * l_725;
let l_5673 = l_726 * l_722;
let l_5674 = l_726 * l_725;
a_5670[u32(0)] = l_5671;
a_5670[u32(1)] = l_5671;
let l_5675 = a_5670[u32(0)];
let l_5676 = l_5672 < l_5675;
if l_5676 {
a_5670[u32(0)] = l_5672;
}
let l_5677 = a_5670[u32(0)];
let l_5678 = l_5673 < l_5677;
if l_5678 {
a_5670[u32(0)] = l_5673;
}
let l_5679 = a_5670[u32(0)];
let l_5680 = l_5674 < l_5679;
if l_5680 {
a_5670[u32(0)] = l_5674;
}
let l_5681 = a_5670[u32(1)];
let l_5682 = l_5672 > l_5681;
if l_5682 {
a_5670[u32(1)] = l_5672;
}
let l_5683 = a_5670[u32(1)];
let l_5684 = l_5673 > l_5683;
if l_5684 {
a_5670[u32(1)] = l_5673;
}
let l_5685 = a_5670[u32(1)];
let l_5686 = l_5674 > l_5685;
if l_5686 {
a_5670[u32(1)] = l_5674;
}
let l_5687 = a_5670[u32(0)];
let l_5688 = l_5687 * f64(7.1362384635298e44);
let l_5689 = floor(l_5688);
let l_5690 = l_5689 * f64(1.401298464324817e-45);
l_mut_3680 = l_5690;
let l_5691 = abs(l_5687);
let l_5692 = l_5691 >= f64(1.1754943508222875e-38);
if l_5692 {
let l_5693 = f32(l_5687);
let l_5694 = f64(l_5693);
l_mut_3680 = l_5694;
let l_5695 = l_mut_3680 > l_5687;
if l_5695 {
let l_5696 = bitcast<u32>(l_5693);
let l_5697 = l_5696 ^ u32(2147483648);
let l_5698 = bitcast<f32>(l_5697);
let l_5699 = bitcast<u32>(l_5698);
let l_5700 = l_5699 + u32(1);
l_mut_4975 = l_5700;
let l_5701 = l_5699 & u32(2147483647);
let l_5702 = l_5701 == u32(0);
if l_5702 {
l_mut_4975 = u32(1);
} else {
let l_5703 = l_5699 & u32(2147483648);
let l_5704 = l_5703 != u32(0);
if l_5704 {
let l_5705 = l_5699 - u32(1);
l_mut_4975 = l_5705;
} else {
let l_5706 = l_5699 == u32(2139095040);
if l_5706 {
l_mut_4975 = l_5699;
}
}
}
let l_5707 = bitcast<f32>(l_mut_4975);
let l_5708 = bitcast<u32>(l_5707);
let l_5709 = l_5708 ^ u32(2147483648);
let l_5710 = bitcast<f32>(l_5709);
let l_5711 = bitcast<u32>(l_5710);
let l_5712 = l_5711 & u32(2147483647);
let l_5713 = bitcast<f32>(l_5712);
let l_5714 = f64(l_5713);
l_mut_3426 = l_5714;
let l_5715 = l_5712 < u32(8388608);
if l_5715 {
let l_5716 = f64(l_5712);
let l_5717 = l_5716 * f64(1.401298464324817e-45);
l_mut_3426 = l_5717;
}
let l_5718 = bitcast<u64>(l_mut_3426);
let l_5719 = l_5711 >> u32(31);
let l_5720 = u64(l_5719);
let l_5721 = l_5720 << u32(bitcast<u64>(u64(63)));
let l_5722 = l_5718 | l_5721;
let l_5723 = bitcast<f64>(l_5722);
l_mut_3680 = l_5723;
} else {
let l_5724 = bitcast<u32>(l_5693);
let l_5725 = l_5724 + u32(1);
l_mut_4975 = l_5725;
let l_5726 = l_5724 & u32(2147483647);
let l_5727 = l_5726 == u32(0);
if l_5727 {
l_mut_4975 = u32(1);
} else {
let l_5728 = l_5724 & u32(2147483648);
let l_5729 = l_5728 != u32(0);
if l_5729 {
let l_5730 = l_5724 - u32(1);
l_mut_4975 = l_5730;
} else {
let l_5731 = l_5724 == u32(2139095040);
if l_5731 {
l_mut_4975 = l_5724;
}
}
}
let l_5732 = bitcast<f32>(l_mut_4975);
let l_5733 = bitcast<u32>(l_5732);
let l_5734 = l_5733 & u32(2147483647);
let l_5735 = bitcast<f32>(l_5734);
let l_5736 = f64(l_5735);
l_mut_3426 = l_5736;
let l_5737 = l_5734 < u32(8388608);
if l_5737 {
let l_5738 = f64(l_5734);
let l_5739 = l_5738 * f64(1.401298464324817e-45);
l_mut_3426 = l_5739;
}
let l_5740 = bitcast<u64>(l_mut_3426);
let l_5741 = l_5733 >> u32(31);
let l_5742 = u64(l_5741);
let l_5743 = l_5742 << u32(bitcast<u64>(u64(63)));
let l_5744 = l_5740 | l_5743;
let l_5745 = bitcast<f64>(l_5744);
let l_5746 = l_5745 <= l_5687;
if l_5746 {
let l_5747 = bitcast<u32>(l_5693);
let l_5748 = l_5747 + u32(1);
l_mut_4975 = l_5748;
let l_5749 = l_5747 & u32(2147483647);
let l_5750 = l_5749 == u32(0);
if l_5750 {
l_mut_4975 = u32(1);
} else {
let l_5751 = l_5747 & u32(2147483648);
let l_5752 = l_5751 != u32(0);
if l_5752 {
let l_5753 = l_5747 - u32(1);
l_mut_4975 = l_5753;
} else {
let l_5754 = l_5747 == u32(2139095040);
if l_5754 {
l_mut_4975 = l_5747;
}
}
}
let l_5755 = bitcast<f32>(l_mut_4975);
let l_5756 = bitcast<u32>(l_5755);
let l_5757 = l_5756 & u32(2147483647);
let l_5758 = bitcast<f32>(l_5757);
let l_5759 = f64(l_5758);
l_mut_3426 = l_5759;
let l_5760 = l_5757 < u32(8388608);
if l_5760 {
let l_5761 = f64(l_5757);
let l_5762 = l_5761 * f64(1.401298464324817e-45);
l_mut_3426 = l_5762;
}
let l_5763 = bitcast<u64>(l_mut_3426);
let l_5764 = l_5756 >> u32(31);
let l_5765 = u64(l_5764);
let l_5766 = l_5765 << u32(bitcast<u64>(u64(63)));
let l_5767 = l_5763 | l_5766;
let l_5768 = bitcast<f64>(l_5767);
l_mut_3680 = l_5768;
}
}
}
l_mut_3426 = l_mut_3680;
let l_5769 = l_mut_3680 > f64(1000.0);
if l_5769 {
let l_5770 = bitcast<u64>(l_mut_3680);
let l_5771 = l_5770 | u64(9218868437227405312);
let l_5772 = l_5771 & bitcast<u64>(i64(-4503599627370496));
let l_5773 = bitcast<f64>(l_5772);
l_mut_3426 = l_5773;
} else {
let l_5774 = l_mut_3680 < f64(-1000.0);
if l_5774 {
l_mut_3426 = f64(0.0);
} else {
let l_5775 = is_nan_1_f64(l_mut_3680);let l_5776 = !l_5775;
if l_5776 {
let l_5777 = l_mut_3680 + f64(0.5);
let l_5778 = floor(l_5777);
let l_5779 = l_mut_3680 - l_5778;
let l_5780 = l_5779 * f64(0.6931471824645996);
let l_5781 = l_5779 * f64(-1.904654299957768e-9);
let l_5782 = l_5780 + l_5781;
l_mut_3680 = l_5782;
let l_5783 = is_nan_1_f64(l_5782);if l_5783 {
} else {
let l_5784 = l_5782 < f64(-700.0);
if l_5784 {
l_mut_3680 = f64(0.0);
} else {
let l_5785 = l_5782 > f64(700.0);
if l_5785 {
let l_5786 = bitcast<u64>(l_5782);
let l_5787 = l_5786 | u64(9218868437227405312);
let l_5788 = l_5787 & bitcast<u64>(i64(-4503599627370496));
let l_5789 = bitcast<f64>(l_5788);
l_mut_3680 = l_5789;
} else {
let l_5790 = l_5782 * f64(1.4426950408889634);
let l_5791 = l_5790 + f64(0.5);
let l_5792 = floor(l_5791);
let l_5793 = l_5792 * f64(0.6931471824645996);
let l_5794 = l_5780 - l_5793;
let l_5795 = l_5794 * l_20;
let l_5796 = l_5792 * f64(-1.904654299957768e-9);
let l_5797 = l_5781 - l_5796;
let l_5798 = l_5795 + l_5797;
let l_5799 = l_5798 * f64(7.647163731819816e-13);
let l_5800 = l_5799 + f64(1.1470745597729725e-11);
l_mut_3170 = l_5800;
let l_5801 = l_mut_3170 * l_5798;
let l_5802 = l_5801 + f64(1.6059043836821613e-10);
l_mut_3170 = l_5802;
let l_5803 = l_mut_3170 * l_5798;
let l_5804 = l_5803 + f64(2.08767569878681e-9);
l_mut_3170 = l_5804;
let l_5805 = l_mut_3170 * l_5798;
let l_5806 = l_5805 + f64(2.505210838544172e-8);
l_mut_3170 = l_5806;
let l_5807 = l_mut_3170 * l_5798;
let l_5808 = l_5807 + f64(2.755731922398589e-7);
l_mut_3170 = l_5808;
let l_5809 = l_mut_3170 * l_5798;
let l_5810 = l_5809 + f64(2.7557319223985893e-6);
l_mut_3170 = l_5810;
let l_5811 = l_mut_3170 * l_5798;
let l_5812 = l_5811 + f64(2.48015873015873e-5);
l_mut_3170 = l_5812;
let l_5813 = l_mut_3170 * l_5798;
let l_5814 = l_5813 + f64(0.0001984126984126984);
l_mut_3170 = l_5814;
let l_5815 = l_mut_3170 * l_5798;
let l_5816 = l_5815 + f64(0.001388888888888889);
l_mut_3170 = l_5816;
let l_5817 = l_mut_3170 * l_5798;
let l_5818 = l_5817 + f64(0.008333333333333333);
l_mut_3170 = l_5818;
let l_5819 = l_mut_3170 * l_5798;
let l_5820 = l_5819 + f64(0.041666666666666664);
l_mut_3170 = l_5820;
let l_5821 = l_mut_3170 * l_5798;
let l_5822 = l_5821 + f64(0.16666666666666666);
l_mut_3170 = l_5822;
let l_5823 = l_mut_3170 * l_5798;
let l_5824 = l_5823 + f64(0.5);
l_mut_3170 = l_5824;
let l_5825 = l_5798 * l_5798;
let l_5826 = l_5825 * l_mut_3170;
let l_5827 = l_5798 + l_5826;
let l_5828 = f64(1.0) + l_5827;
let l_5829 = i32(l_5792);
let l_5830 = l_5829 + i32(1023);
let l_5831 = u64(l_5830);
let l_5832 = l_5831 << u32(bitcast<u64>(u64(52)));
let l_5833 = bitcast<f64>(l_5832);
let l_5834 = l_5828 * l_5833;
l_mut_3680 = l_5834;
}
}
}
let l_5835 = i32(l_5778);
let l_5836 = l_5835 + i32(1023);
let l_5837 = u64(l_5836);
let l_5838 = l_5837 << u32(bitcast<u64>(u64(52)));
let l_5839 = bitcast<f64>(l_5838);
let l_5840 = l_mut_3680 * l_5839;
l_mut_3426 = l_5840;
}
}
}
let l_5841 = a_5670[u32(1)];
let l_5842 = -l_5841;
let l_5843 = l_5842 * f64(7.1362384635298e44);
let l_5844 = floor(l_5843);
let l_5845 = l_5844 * f64(1.401298464324817e-45);
l_mut_3680 = l_5845;
let l_5846 = abs(l_5842);
let l_5847 = l_5846 >= f64(1.1754943508222875e-38);
if l_5847 {
let l_5848 = f32(l_5842);
let l_5849 = f64(l_5848);
l_mut_3680 = l_5849;
let l_5850 = l_mut_3680 > l_5842;
if l_5850 {
let l_5851 = bitcast<u32>(l_5848);
let l_5852 = l_5851 ^ u32(2147483648);
let l_5853 = bitcast<f32>(l_5852);
let l_5854 = bitcast<u32>(l_5853);
let l_5855 = l_5854 + u32(1);
l_mut_4975 = l_5855;
let l_5856 = l_5854 & u32(2147483647);
let l_5857 = l_5856 == u32(0);
if l_5857 {
l_mut_4975 = u32(1);
} else {
let l_5858 = l_5854 & u32(2147483648);
let l_5859 = l_5858 != u32(0);
if l_5859 {
let l_5860 = l_5854 - u32(1);
l_mut_4975 = l_5860;
} else {
let l_5861 = l_5854 == u32(2139095040);
if l_5861 {
l_mut_4975 = l_5854;
}
}
}
let l_5862 = bitcast<f32>(l_mut_4975);
let l_5863 = bitcast<u32>(l_5862);
let l_5864 = l_5863 ^ u32(2147483648);
let l_5865 = bitcast<f32>(l_5864);
let l_5866 = bitcast<u32>(l_5865);
let l_5867 = l_5866 & u32(2147483647);
let l_5868 = bitcast<f32>(l_5867);
let l_5869 = f64(l_5868);
l_mut_3170 = l_5869;
let l_5870 = l_5867 < u32(8388608);
if l_5870 {
let l_5871 = f64(l_5867);
let l_5872 = l_5871 * f64(1.401298464324817e-45);
l_mut_3170 = l_5872;
}
let l_5873 = bitcast<u64>(l_mut_3170);
let l_5874 = l_5866 >> u32(31);
let l_5875 = u64(l_5874);
let l_5876 = l_5875 << u32(bitcast<u64>(u64(63)));
let l_5877 = l_5873 | l_5876;
let l_5878 = bitcast<f64>(l_5877);
l_mut_3680 = l_5878;
} else {
let l_5879 = bitcast<u32>(l_5848);
let l_5880 = l_5879 + u32(1);
l_mut_4975 = l_5880;
let l_5881 = l_5879 & u32(2147483647);
let l_5882 = l_5881 == u32(0);
if l_5882 {
l_mut_4975 = u32(1);
} else {
let l_5883 = l_5879 & u32(2147483648);
let l_5884 = l_5883 != u32(0);
if l_5884 {
let l_5885 = l_5879 - u32(1);
l_mut_4975 = l_5885;
} else {
let l_5886 = l_5879 == u32(2139095040);
if l_5886 {
l_mut_4975 = l_5879;
}
}
}
let l_5887 = bitcast<f32>(l_mut_4975);
let l_5888 = bitcast<u32>(l_5887);
let l_5889 = l_5888 & u32(2147483647);
let l_5890 = bitcast<f32>(l_5889);
let l_5891 = f64(l_5890);
l_mut_3170 = l_5891;
let l_5892 = l_5889 < u32(8388608);
if l_5892 {
let l_5893 = f64(l_5889);
let l_5894 = l_5893 * f64(1.401298464324817e-45);
l_mut_3170 = l_5894;
}
let l_5895 = bitcast<u64>(l_mut_3170);
let l_5896 = l_5888 >> u32(31);
let l_5897 = u64(l_5896);
let l_5898 = l_5897 << u32(bitcast<u64>(u64(63)));
let l_5899 = l_5895 | l_5898;
let l_5900 = bitcast<f64>(l_5899);
let l_5901 = l_5900 <= l_5842;
if l_5901 {
let l_5902 = bitcast<u32>(l_5848);
let l_5903 = l_5902 + u32(1);
l_mut_4975 = l_5903;
let l_5904 = l_5902 & u32(2147483647);
let l_5905 = l_5904 == u32(0);
if l_5905 {
l_mut_4975 = u32(1);
} else {
let l_5906 = l_5902 & u32(2147483648);
let l_5907 = l_5906 != u32(0);
if l_5907 {
let l_5908 = l_5902 - u32(1);
l_mut_4975 = l_5908;
} else {
let l_5909 = l_5902 == u32(2139095040);
if l_5909 {
l_mut_4975 = l_5902;
}
}
}
let l_5910 = bitcast<f32>(l_mut_4975);
let l_5911 = bitcast<u32>(l_5910);
let l_5912 = l_5911 & u32(2147483647);
let l_5913 = bitcast<f32>(l_5912);
let l_5914 = f64(l_5913);
l_mut_3170 = l_5914;
let l_5915 = l_5912 < u32(8388608);
if l_5915 {
let l_5916 = f64(l_5912);
let l_5917 = l_5916 * f64(1.401298464324817e-45);
l_mut_3170 = l_5917;
}
let l_5918 = bitcast<u64>(l_mut_3170);
let l_5919 = l_5911 >> u32(31);
let l_5920 = u64(l_5919);
let l_5921 = l_5920 << u32(bitcast<u64>(u64(63)));
let l_5922 = l_5918 | l_5921;
let l_5923 = bitcast<f64>(l_5922);
l_mut_3680 = l_5923;
}
}
}
let l_5924 = -l_mut_3680;
l_mut_3680 = l_5924;
let l_5925 = l_5924 > f64(1000.0);
if l_5925 {
let l_5926 = bitcast<u64>(l_5924);
let l_5927 = l_5926 | u64(9218868437227405312);
let l_5928 = l_5927 & bitcast<u64>(i64(-4503599627370496));
let l_5929 = bitcast<f64>(l_5928);
l_mut_3680 = l_5929;
} else {
let l_5930 = l_5924 < f64(-1000.0);
if l_5930 {
l_mut_3680 = f64(0.0);
} else {
let l_5931 = is_nan_1_f64(l_5924);let l_5932 = !l_5931;
if l_5932 {
let l_5933 = l_5924 + f64(0.5);
let l_5934 = floor(l_5933);
let l_5935 = l_5924 - l_5934;
let l_5936 = l_5935 * f64(0.6931471824645996);
let l_5937 = l_5935 * f64(-1.904654299957768e-9);
let l_5938 = l_5936 + l_5937;
l_mut_3170 = l_5938;
let l_5939 = is_nan_1_f64(l_5938);if l_5939 {
} else {
let l_5940 = l_5938 < f64(-700.0);
if l_5940 {
l_mut_3170 = f64(0.0);
} else {
let l_5941 = l_5938 > f64(700.0);
if l_5941 {
let l_5942 = bitcast<u64>(l_5938);
let l_5943 = l_5942 | u64(9218868437227405312);
let l_5944 = l_5943 & bitcast<u64>(i64(-4503599627370496));
let l_5945 = bitcast<f64>(l_5944);
l_mut_3170 = l_5945;
} else {
let l_5946 = l_5938 * f64(1.4426950408889634);
let l_5947 = l_5946 + f64(0.5);
let l_5948 = floor(l_5947);
let l_5949 = l_5948 * f64(0.6931471824645996);
let l_5950 = l_5936 - l_5949;
let l_5951 = l_5950 * l_20;
let l_5952 = l_5948 * f64(-1.904654299957768e-9);
let l_5953 = l_5937 - l_5952;
let l_5954 = l_5951 + l_5953;
let l_5955 = l_5954 * f64(7.647163731819816e-13);
let l_5956 = l_5955 + f64(1.1470745597729725e-11);
l_mut_2916 = l_5956;
let l_5957 = l_mut_2916 * l_5954;
let l_5958 = l_5957 + f64(1.6059043836821613e-10);
l_mut_2916 = l_5958;
let l_5959 = l_mut_2916 * l_5954;
let l_5960 = l_5959 + f64(2.08767569878681e-9);
l_mut_2916 = l_5960;
let l_5961 = l_mut_2916 * l_5954;
let l_5962 = l_5961 + f64(2.505210838544172e-8);
l_mut_2916 = l_5962;
let l_5963 = l_mut_2916 * l_5954;
let l_5964 = l_5963 + f64(2.755731922398589e-7);
l_mut_2916 = l_5964;
let l_5965 = l_mut_2916 * l_5954;
let l_5966 = l_5965 + f64(2.7557319223985893e-6);
l_mut_2916 = l_5966;
let l_5967 = l_mut_2916 * l_5954;
let l_5968 = l_5967 + f64(2.48015873015873e-5);
l_mut_2916 = l_5968;
let l_5969 = l_mut_2916 * l_5954;
let l_5970 = l_5969 + f64(0.0001984126984126984);
l_mut_2916 = l_5970;
let l_5971 = l_mut_2916 * l_5954;
let l_5972 = l_5971 + f64(0.001388888888888889);
l_mut_2916 = l_5972;
let l_5973 = l_mut_2916 * l_5954;
let l_5974 = l_5973 + f64(0.008333333333333333);
l_mut_2916 = l_5974;
let l_5975 = l_mut_2916 * l_5954;
let l_5976 = l_5975 + f64(0.041666666666666664);
l_mut_2916 = l_5976;
let l_5977 = l_mut_2916 * l_5954;
let l_5978 = l_5977 + f64(0.16666666666666666);
l_mut_2916 = l_5978;
let l_5979 = l_mut_2916 * l_5954;
let l_5980 = l_5979 + f64(0.5);
l_mut_2916 = l_5980;
let l_5981 = l_5954 * l_5954;
let l_5982 = l_5981 * l_mut_2916;
let l_5983 = l_5954 + l_5982;
let l_5984 = f64(1.0) + l_5983;
let l_5985 = i32(l_5948);
let l_5986 = l_5985 + i32(1023);
let l_5987 = u64(l_5986);
let l_5988 = l_5987 << u32(bitcast<u64>(u64(52)));
let l_5989 = bitcast<f64>(l_5988);
let l_5990 = l_5984 * l_5989;
l_mut_3170 = l_5990;
}
}
}
let l_5991 = i32(l_5934);
let l_5992 = l_5991 + i32(1023);
let l_5993 = u64(l_5992);
let l_5994 = l_5993 << u32(bitcast<u64>(u64(52)));
let l_5995 = bitcast<f64>(l_5994);
let l_5996 = l_mut_3170 * l_5995;
l_mut_3680 = l_5996;
}
}
}
let l_5997 = l_mut_3426 * f64(1.4551915228366852e-11);
let l_5998 = l_mut_3680 * f64(1.4551915228366852e-11);
l_mut_4975 = u32(2);
let l_5999 = l_mut_3426 - l_5997;
let l_6000 = abs(l_5999);
l_mut_3170 = f64(1.401298464324817e-45);
let l_6001 = l_6000 >= f64(1.1754943508222875e-38);
let l_6002 = l_6000 <= f64(1.7976931348623157e308);
let l_6003 = l_6001 && l_6002;
if l_6003 {
let l_6004 = bitcast<u64>(l_6000);
let l_6005 = l_6004 >> u32(bitcast<u64>(u64(52)));
let l_6006 = l_6005 - u64(23);
let l_6007 = l_6006 << u32(bitcast<u64>(u64(52)));
let l_6008 = bitcast<f64>(l_6007);
l_mut_3170 = l_6008;
}
let l_6009 = l_mut_3426 + l_5997;
let l_6010 = abs(l_6009);
l_mut_2916 = f64(1.401298464324817e-45);
let l_6011 = l_6010 >= f64(1.1754943508222875e-38);
let l_6012 = l_6010 <= f64(1.7976931348623157e308);
let l_6013 = l_6011 && l_6012;
if l_6013 {
let l_6014 = bitcast<u64>(l_6010);
let l_6015 = l_6014 >> u32(bitcast<u64>(u64(52)));
let l_6016 = l_6015 - u64(23);
let l_6017 = l_6016 << u32(bitcast<u64>(u64(52)));
let l_6018 = bitcast<f64>(l_6017);
l_mut_2916 = l_6018;
}
let l_6019 = l_mut_3170 == l_mut_2916;
let l_6020 = l_mut_3680 - l_5998;
let l_6021 = abs(l_6020);
l_mut_3170 = f64(1.401298464324817e-45);
let l_6022 = l_6021 >= f64(1.1754943508222875e-38);
let l_6023 = l_6021 <= f64(1.7976931348623157e308);
let l_6024 = l_6022 && l_6023;
if l_6024 {
let l_6025 = bitcast<u64>(l_6021);
let l_6026 = l_6025 >> u32(bitcast<u64>(u64(52)));
let l_6027 = l_6026 - u64(23);
let l_6028 = l_6027 << u32(bitcast<u64>(u64(52)));
let l_6029 = bitcast<f64>(l_6028);
l_mut_3170 = l_6029;
}
let l_6030 = l_mut_3680 + l_5998;
let l_6031 = abs(l_6030);
l_mut_2916 = f64(1.401298464324817e-45);
let l_6032 = l_6031 >= f64(1.1754943508222875e-38);
let l_6033 = l_6031 <= f64(1.7976931348623157e308);
let l_6034 = l_6032 && l_6033;
if l_6034 {
let l_6035 = bitcast<u64>(l_6031);
let l_6036 = l_6035 >> u32(bitcast<u64>(u64(52)));
let l_6037 = l_6036 - u64(23);
let l_6038 = l_6037 << u32(bitcast<u64>(u64(52)));
let l_6039 = bitcast<f64>(l_6038);
l_mut_2916 = l_6039;
}
let l_6040 = l_mut_3170 == l_mut_2916;
let l_6041 = l_6019 && l_6040;
if l_6041 {
let l_6042 = l_719 * l_mut_3426;
let l_6043 = abs(l_mut_3426);
l_mut_3170 = f64(1.401298464324817e-45);
let l_6044 = l_6043 >= f64(1.1754943508222875e-38);
let l_6045 = l_6043 <= f64(1.7976931348623157e308);
let l_6046 = l_6044 && l_6045;
if l_6046 {
let l_6047 = bitcast<u64>(l_6043);
let l_6048 = l_6047 >> u32(bitcast<u64>(u64(52)));
let l_6049 = l_6048 - u64(23);
let l_6050 = l_6049 << u32(bitcast<u64>(u64(52)));
let l_6051 = bitcast<f64>(l_6050);
l_mut_3170 = l_6051;
}
let l_6052 = f64(0.5) * l_mut_3170;
l_mut_3170 = l_6042;
let l_6053 = l_6052 > l_6042;
if l_6053 {
l_mut_3170 = l_6052;
}
let l_6054 = l_719 * l_mut_3680;
let l_6055 = abs(l_mut_3680);
l_mut_2916 = f64(1.401298464324817e-45);
let l_6056 = l_6055 >= f64(1.1754943508222875e-38);
let l_6057 = l_6055 <= f64(1.7976931348623157e308);
let l_6058 = l_6056 && l_6057;
if l_6058 {
let l_6059 = bitcast<u64>(l_6055);
let l_6060 = l_6059 >> u32(bitcast<u64>(u64(52)));
let l_6061 = l_6060 - u64(23);
let l_6062 = l_6061 << u32(bitcast<u64>(u64(52)));
let l_6063 = bitcast<f64>(l_6062);
l_mut_2916 = l_6063;
}
let l_6064 = f64(0.5) * l_mut_2916;
l_mut_2916 = l_6054;
let l_6065 = l_6064 > l_6054;
if l_6065 {
l_mut_2916 = l_6064;
}
let l_6066 = l_mut_3426 - l_mut_3170;
let l_6067 = l_mut_3680 + l_mut_2916;
let l_6068 = bitcast<u32>(l_26);
let l_6069 = l_6068 & u32(2147483647);
let l_6070 = bitcast<f32>(l_6069);
let l_6071 = f64(l_6070);
l_mut_3680 = l_6071;
let l_6072 = l_6069 < u32(8388608);
if l_6072 {
let l_6073 = f64(l_6069);
let l_6074 = l_6073 * f64(1.401298464324817e-45);
l_mut_3680 = l_6074;
}
let l_6075 = bitcast<u64>(l_mut_3680);
let l_6076 = l_6068 >> u32(31);
let l_6077 = u64(l_6076);
let l_6078 = l_6077 << u32(bitcast<u64>(u64(63)));
let l_6079 = l_6075 | l_6078;
let l_6080 = bitcast<f64>(l_6079);
let l_6081 = bitcast<u32>(l_26);
let l_6082 = l_6081 + u32(1);
l_mut_3932 = l_6082;
let l_6083 = l_6081 & u32(2147483647);
let l_6084 = l_6083 == u32(0);
if l_6084 {
l_mut_3932 = u32(1);
} else {
let l_6085 = l_6081 & u32(2147483648);
let l_6086 = l_6085 != u32(0);
if l_6086 {
let l_6087 = l_6081 - u32(1);
l_mut_3932 = l_6087;
} else {
let l_6088 = l_6081 == u32(2139095040);
if l_6088 {
l_mut_3932 = l_6081;
}
}
}
let l_6089 = bitcast<f32>(l_mut_3932);
let l_6090 = bitcast<u32>(l_6089);
let l_6091 = l_6090 & u32(2147483647);
let l_6092 = bitcast<f32>(l_6091);
let l_6093 = f64(l_6092);
l_mut_3680 = l_6093;
let l_6094 = l_6091 < u32(8388608);
if l_6094 {
let l_6095 = f64(l_6091);
let l_6096 = l_6095 * f64(1.401298464324817e-45);
l_mut_3680 = l_6096;
}
let l_6097 = bitcast<u64>(l_mut_3680);
let l_6098 = l_6090 >> u32(31);
let l_6099 = u64(l_6098);
let l_6100 = l_6099 << u32(bitcast<u64>(u64(63)));
let l_6101 = l_6097 | l_6100;
let l_6102 = bitcast<f64>(l_6101);
let l_6103 = bitcast<u32>(l_26);
let l_6104 = l_6103 ^ u32(2147483648);
let l_6105 = bitcast<f32>(l_6104);
let l_6106 = bitcast<u32>(l_6105);
let l_6107 = l_6106 + u32(1);
l_mut_3932 = l_6107;
let l_6108 = l_6106 & u32(2147483647);
let l_6109 = l_6108 == u32(0);
if l_6109 {
l_mut_3932 = u32(1);
} else {
let l_6110 = l_6106 & u32(2147483648);
let l_6111 = l_6110 != u32(0);
if l_6111 {
let l_6112 = l_6106 - u32(1);
l_mut_3932 = l_6112;
} else {
let l_6113 = l_6106 == u32(2139095040);
if l_6113 {
l_mut_3932 = l_6106;
}
}
}
let l_6114 = bitcast<f32>(l_mut_3932);
let l_6115 = bitcast<u32>(l_6114);
let l_6116 = l_6115 ^ u32(2147483648);
let l_6117 = bitcast<f32>(l_6116);
let l_6118 = bitcast<u32>(l_6117);
let l_6119 = l_6118 & u32(2147483647);
let l_6120 = bitcast<f32>(l_6119);
let l_6121 = f64(l_6120);
l_mut_3680 = l_6121;
let l_6122 = l_6119 < u32(8388608);
if l_6122 {
let l_6123 = f64(l_6119);
let l_6124 = l_6123 * f64(1.401298464324817e-45);
l_mut_3680 = l_6124;
}
let l_6125 = bitcast<u64>(l_mut_3680);
let l_6126 = l_6118 >> u32(31);
let l_6127 = u64(l_6126);
let l_6128 = l_6127 << u32(bitcast<u64>(u64(63)));
let l_6129 = l_6125 | l_6128;
let l_6130 = bitcast<f64>(l_6129);
let l_6131 = l_6066 + l_5997;
let l_6132 = l_6131 <= l_6080;
l_mut_848 = l_6132;
let l_6133 = l_6066 - l_5997;
let l_6134 = l_6133 > l_6080;
l_mut_845 = l_6134;
let l_6135 = l_6067 - l_5998;
let l_6136 = l_6135 >= l_6080;
l_mut_842 = l_6136;
let l_6137 = l_6067 + l_5998;
let l_6138 = l_6137 < l_6080;
l_mut_839 = l_6138;
l_mut_3932 = u32(2);
let l_6139 = l_mut_845 || l_mut_839;
if l_6139 {
l_mut_3932 = u32(1);
} else {
let l_6140 = l_mut_848 && l_mut_842;
if l_6140 {
l_mut_3932 = u32(0);
}
}
let l_6141 = bitcast<u32>(l_26);
let l_6142 = l_6141 & u32(2147483647);
let l_6143 = l_6142 == u32(0);
if l_6143 {
let l_6144 = l_6066 + l_5997;
let l_6145 = l_6144 < f64(1.1754943508222875e-38);
let l_6146 = l_6067 - l_5998;
let l_6147 = l_6146 > f64(-1.1754943508222875e-38);
let l_6148 = l_6145 && l_6147;
let l_6149 = l_6066 - l_5997;
let l_6150 = l_6149 < f64(1.1754943508222875e-38);
let l_6151 = l_6067 + l_5998;
let l_6152 = l_6151 > f64(-1.1754943508222875e-38);
let l_6153 = l_6150 && l_6152;
if l_6148 {
l_mut_3932 = u32(0);
} else {
let l_6154 = l_mut_3932 == u32(1);
let l_6155 = l_6153 && l_6154;
if l_6155 {
l_mut_3932 = u32(2);
}
}
}
l_mut_4975 = l_mut_3932;
}
l_mut_731 = l_mut_4975;
} else {
let l_6156 = l_713 == u32(14);
if l_6156 {
l_mut_731 = u32(0);
let l_6157 = l_726 > f64(0.0);
if l_6157 {
let l_6158 = f32(l_726);
let l_6159 = bitcast<u32>(l_6158);
let l_6160 = l_6159 & u32(2147483647);
let l_6161 = bitcast<f32>(l_6160);
let l_6162 = f64(l_6161);
l_mut_3680 = l_6162;
let l_6163 = l_6160 < u32(8388608);
if l_6163 {
let l_6164 = f64(l_6160);
let l_6165 = l_6164 * f64(1.401298464324817e-45);
l_mut_3680 = l_6165;
}
let l_6166 = bitcast<u64>(l_mut_3680);
let l_6167 = l_6159 >> u32(31);
let l_6168 = u64(l_6167);
let l_6169 = l_6168 << u32(bitcast<u64>(u64(63)));
let l_6170 = l_6166 | l_6169;
let l_6171 = bitcast<f64>(l_6170);
l_mut_3680 = l_6171;
let l_6172 = l_6171 < f64(0.0);
if l_6172 {
let l_6173 = bitcast<u64>(l_6171);
let l_6174 = l_6173 | u64(9221120237041090560);
let l_6175 = bitcast<f64>(l_6174);
l_mut_3680 = l_6175;
} else {
let l_6176 = l_6171 == f64(0.0);
if l_6176 {
let l_6177 = abs(l_6171);
let l_6178 = bitcast<u64>(l_6177);
let l_6179 = l_6178 | u64(9218868437227405312);
let l_6180 = l_6179 & bitcast<u64>(i64(-4503599627370496));
let l_6181 = bitcast<f64>(l_6180);
let l_6182 = -l_6181;
l_mut_3680 = l_6182;
} else {
let l_6183 = bitcast<u32>(l_6158);
let l_6184 = l_6183 < u32(2139095040);
if l_6184 {
let l_6185 = bitcast<u64>(l_6171);
let l_6186 = l_6185 >> u32(bitcast<u64>(u64(52)));
let l_6187 = l_6186 & u64(2047);
let l_6188 = i32(bitcast<i64>(l_6187));
let l_6189 = l_6188 - i32(1023);
l_mut_145 = l_6189;
let l_6190 = l_6185 & u64(4503599627370495);
let l_6191 = l_6190 | u64(4607182418800017408);
let l_6192 = bitcast<f64>(l_6191);
l_mut_3426 = l_6192;
let l_6193 = l_mut_3426 > f64(1.4142135623730951);
if l_6193 {
l_mut_3426 = l_mut_3426 * f64(0.5);
l_mut_145 = l_mut_145 + i32(1);
}
let l_6194 = l_mut_3426 - f64(1.0);
let l_6195 = f64(2.0) + l_6194;
let l_6196 = l_6194 / l_6195;
let l_6197 = l_6196 * l_6196;
let l_6198 = l_6197 * f64(0.04);
let l_6199 = l_6198 + f64(0.043478260869565216);
l_mut_3426 = l_6199;
let l_6200 = l_mut_3426 * l_6197;
let l_6201 = l_6200 + f64(0.047619047619047616);
l_mut_3426 = l_6201;
let l_6202 = l_mut_3426 * l_6197;
let l_6203 = l_6202 + f64(0.05263157894736842);
l_mut_3426 = l_6203;
let l_6204 = l_mut_3426 * l_6197;
let l_6205 = l_6204 + f64(0.058823529411764705);
l_mut_3426 = l_6205;
let l_6206 = l_mut_3426 * l_6197;
let l_6207 = l_6206 + f64(0.06666666666666667);
l_mut_3426 = l_6207;
let l_6208 = l_mut_3426 * l_6197;
let l_6209 = l_6208 + f64(0.07692307692307693);
l_mut_3426 = l_6209;
let l_6210 = l_mut_3426 * l_6197;
let l_6211 = l_6210 + f64(0.09090909090909091);
l_mut_3426 = l_6211;
let l_6212 = l_mut_3426 * l_6197;
let l_6213 = l_6212 + f64(0.1111111111111111);
l_mut_3426 = l_6213;
let l_6214 = l_mut_3426 * l_6197;
let l_6215 = l_6214 + f64(0.14285714285714285);
l_mut_3426 = l_6215;
let l_6216 = l_mut_3426 * l_6197;
let l_6217 = l_6216 + f64(0.2);
l_mut_3426 = l_6217;
let l_6218 = l_mut_3426 * l_6197;
let l_6219 = l_6218 + f64(0.3333333333333333);
l_mut_3426 = l_6219;
let l_6220 = f64(2.0) * l_6196;
let l_6221 = f64(2.0) * l_6196;
let l_6222 = l_6221 * l_6197;
let l_6223 = l_6222 * l_mut_3426;
let l_6224 = l_6220 + l_6223;
let l_6225 = f64(l_mut_145);
let l_6226 = l_6225 * f64(0.6931471824645996);
let l_6227 = l_6225 * f64(-1.904654299957768e-9);
let l_6228 = l_6227 + l_6224;
let l_6229 = l_6226 + l_6228;
l_mut_3680 = l_6229;
}
}
}
let l_6230 = l_mut_3680 / f64(0.6931471805599453);
let l_6231 = abs(l_6230);
let l_6232 = l_719 * l_6231;
l_mut_3680 = l_6232;
let l_6233 = l_726 >= f64(0.5);
let l_6234 = l_726 <= f64(2.0);
let l_6235 = l_6233 && l_6234;
if l_6235 {
l_mut_3680 = l_719;
}
let l_6236 = abs(l_6230);
let l_6237 = l_6236 * f64(1.4551915228366852e-11);
let l_6238 = f64(1.0) + l_719;
let l_6239 = l_6237 * l_6238;
let l_6240 = l_6230 - l_mut_3680;
let l_6241 = l_6230 + l_mut_3680;
let l_6243 = l_6240 * l_722;
let l_6244 = l_6240 * l_725;
let l_6245 = l_6241 * l_722;
let l_6246 = l_6241 * l_725;
a_6242[u32(0)] = l_6243;
a_6242[u32(1)] = l_6243;
let l_6247 = a_6242[u32(0)];
let l_6248 = l_6244 < l_6247;
if l_6248 {
a_6242[u32(0)] = l_6244;
}
let l_6249 = a_6242[u32(0)];
let l_6250 = l_6245 < l_6249;
if l_6250 {
a_6242[u32(0)] = l_6245;
}
let l_6251 = a_6242[u32(0)];
let l_6252 = l_6246 < l_6251;
if l_6252 {
a_6242[u32(0)] = l_6246;
}
let l_6253 = a_6242[u32(1)];
let l_6254 = l_6244 > l_6253;
if l_6254 {
a_6242[u32(1)] = l_6244;
}
let l_6255 = a_6242[u32(1)];
let l_6256 = l_6245 > l_6255;
if l_6256 {
a_6242[u32(1)] = l_6245;
}
let l_6257 = a_6242[u32(1)];
let l_6258 = l_6246 > l_6257;
if l_6258 {
a_6242[u32(1)] = l_6246;
}
let l_6259 = l_6239 * l_725;
l_mut_4975 = u32(2);
let l_6260 = a_6242[u32(0)];
let l_6261 = l_6260 - l_6259;
let l_6262 = l_6261 * f64(7.1362384635298e44);
let l_6263 = floor(l_6262);
let l_6264 = l_6263 * f64(1.401298464324817e-45);
l_mut_3680 = l_6264;
let l_6265 = abs(l_6261);
let l_6266 = l_6265 >= f64(1.1754943508222875e-38);
if l_6266 {
let l_6267 = f32(l_6261);
let l_6268 = f64(l_6267);
l_mut_3680 = l_6268;
let l_6269 = l_mut_3680 > l_6261;
if l_6269 {
let l_6270 = bitcast<u32>(l_6267);
let l_6271 = l_6270 ^ u32(2147483648);
let l_6272 = bitcast<f32>(l_6271);
let l_6273 = bitcast<u32>(l_6272);
let l_6274 = l_6273 + u32(1);
l_mut_3932 = l_6274;
let l_6275 = l_6273 & u32(2147483647);
let l_6276 = l_6275 == u32(0);
if l_6276 {
l_mut_3932 = u32(1);
} else {
let l_6277 = l_6273 & u32(2147483648);
let l_6278 = l_6277 != u32(0);
if l_6278 {
let l_6279 = l_6273 - u32(1);
l_mut_3932 = l_6279;
} else {
let l_6280 = l_6273 == u32(2139095040);
if l_6280 {
l_mut_3932 = l_6273;
}
}
}
let l_6281 = bitcast<f32>(l_mut_3932);
let l_6282 = bitcast<u32>(l_6281);
let l_6283 = l_6282 ^ u32(2147483648);
let l_6284 = bitcast<f32>(l_6283);
let l_6285 = bitcast<u32>(l_6284);
let l_6286 = l_6285 & u32(2147483647);
let l_6287 = bitcast<f32>(l_6286);
let l_6288 = f64(l_6287);
l_mut_3426 = l_6288;
let l_6289 = l_6286 < u32(8388608);
if l_6289 {
let l_6290 = f64(l_6286);
let l_6291 = l_6290 * f64(1.401298464324817e-45);
l_mut_3426 = l_6291;
}
let l_6292 = bitcast<u64>(l_mut_3426);
let l_6293 = l_6285 >> u32(31);
let l_6294 = u64(l_6293);
let l_6295 = l_6294 << u32(bitcast<u64>(u64(63)));
let l_6296 = l_6292 | l_6295;
let l_6297 = bitcast<f64>(l_6296);
l_mut_3680 = l_6297;
} else {
let l_6298 = bitcast<u32>(l_6267);
let l_6299 = l_6298 + u32(1);
l_mut_3932 = l_6299;
let l_6300 = l_6298 & u32(2147483647);
let l_6301 = l_6300 == u32(0);
if l_6301 {
l_mut_3932 = u32(1);
} else {
let l_6302 = l_6298 & u32(2147483648);
let l_6303 = l_6302 != u32(0);
if l_6303 {
let l_6304 = l_6298 - u32(1);
l_mut_3932 = l_6304;
} else {
let l_6305 = l_6298 == u32(2139095040);
if l_6305 {
l_mut_3932 = l_6298;
}
}
}
let l_6306 = bitcast<f32>(l_mut_3932);
let l_6307 = bitcast<u32>(l_6306);
let l_6308 = l_6307 & u32(2147483647);
let l_6309 = bitcast<f32>(l_6308);
let l_6310 = f64(l_6309);
l_mut_3426 = l_6310;
let l_6311 = l_6308 < u32(8388608);
if l_6311 {
let l_6312 = f64(l_6308);
let l_6313 = l_6312 * f64(1.401298464324817e-45);
l_mut_3426 = l_6313;
}
let l_6314 = bitcast<u64>(l_mut_3426);
let l_6315 = l_6307 >> u32(31);
let l_6316 = u64(l_6315);
let l_6317 = l_6316 << u32(bitcast<u64>(u64(63)));
let l_6318 = l_6314 | l_6317;
let l_6319 = bitcast<f64>(l_6318);
let l_6320 = l_6319 <= l_6261;
if l_6320 {
let l_6321 = bitcast<u32>(l_6267);
let l_6322 = l_6321 + u32(1);
l_mut_3932 = l_6322;
let l_6323 = l_6321 & u32(2147483647);
let l_6324 = l_6323 == u32(0);
if l_6324 {
l_mut_3932 = u32(1);
} else {
let l_6325 = l_6321 & u32(2147483648);
let l_6326 = l_6325 != u32(0);
if l_6326 {
let l_6327 = l_6321 - u32(1);
l_mut_3932 = l_6327;
} else {
let l_6328 = l_6321 == u32(2139095040);
if l_6328 {
l_mut_3932 = l_6321;
}
}
}
let l_6329 = bitcast<f32>(l_mut_3932);
let l_6330 = bitcast<u32>(l_6329);
let l_6331 = l_6330 & u32(2147483647);
let l_6332 = bitcast<f32>(l_6331);
let l_6333 = f64(l_6332);
l_mut_3426 = l_6333;
let l_6334 = l_6331 < u32(8388608);
if l_6334 {
let l_6335 = f64(l_6331);
let l_6336 = l_6335 * f64(1.401298464324817e-45);
l_mut_3426 = l_6336;
}
let l_6337 = bitcast<u64>(l_mut_3426);
let l_6338 = l_6330 >> u32(31);
let l_6339 = u64(l_6338);
let l_6340 = l_6339 << u32(bitcast<u64>(u64(63)));
let l_6341 = l_6337 | l_6340;
let l_6342 = bitcast<f64>(l_6341);
l_mut_3680 = l_6342;
}
}
}
let l_6343 = l_6260 + l_6259;
let l_6344 = l_6343 * f64(7.1362384635298e44);
let l_6345 = floor(l_6344);
let l_6346 = l_6345 * f64(1.401298464324817e-45);
l_mut_3426 = l_6346;
let l_6347 = abs(l_6343);
let l_6348 = l_6347 >= f64(1.1754943508222875e-38);
if l_6348 {
let l_6349 = f32(l_6343);
let l_6350 = f64(l_6349);
l_mut_3426 = l_6350;
let l_6351 = l_mut_3426 > l_6343;
if l_6351 {
let l_6352 = bitcast<u32>(l_6349);
let l_6353 = l_6352 ^ u32(2147483648);
let l_6354 = bitcast<f32>(l_6353);
let l_6355 = bitcast<u32>(l_6354);
let l_6356 = l_6355 + u32(1);
l_mut_3932 = l_6356;
let l_6357 = l_6355 & u32(2147483647);
let l_6358 = l_6357 == u32(0);
if l_6358 {
l_mut_3932 = u32(1);
} else {
let l_6359 = l_6355 & u32(2147483648);
let l_6360 = l_6359 != u32(0);
if l_6360 {
let l_6361 = l_6355 - u32(1);
l_mut_3932 = l_6361;
} else {
let l_6362 = l_6355 == u32(2139095040);
if l_6362 {
l_mut_3932 = l_6355;
}
}
}
let l_6363 = bitcast<f32>(l_mut_3932);
let l_6364 = bitcast<u32>(l_6363);
let l_6365 = l_6364 ^ u32(2147483648);
let l_6366 = bitcast<f32>(l_6365);
let l_6367 = bitcast<u32>(l_6366);
let l_6368 = l_6367 & u32(2147483647);
let l_6369 = bitcast<f32>(l_6368);
let l_6370 = f64(l_6369);
l_mut_3170 = l_6370;
let l_6371 = l_6368 < u32(8388608);
if l_6371 {
let l_6372 = f64(l_6368);
let l_6373 = l_6372 * f64(1.401298464324817e-45);
l_mut_3170 = l_6373;
}
let l_6374 = bitcast<u64>(l_mut_3170);
let l_6375 = l_6367 >> u32(31);
let l_6376 = u64(l_6375);
let l_6377 = l_6376 << u32(bitcast<u64>(u64(63)));
let l_6378 = l_6374 | l_6377;
let l_6379 = bitcast<f64>(l_6378);
l_mut_3426 = l_6379;
} else {
let l_6380 = bitcast<u32>(l_6349);
let l_6381 = l_6380 + u32(1);
l_mut_3932 = l_6381;
let l_6382 = l_6380 & u32(2147483647);
let l_6383 = l_6382 == u32(0);
if l_6383 {
l_mut_3932 = u32(1);
} else {
let l_6384 = l_6380 & u32(2147483648);
let l_6385 = l_6384 != u32(0);
if l_6385 {
let l_6386 = l_6380 - u32(1);
l_mut_3932 = l_6386;
} else {
let l_6387 = l_6380 == u32(2139095040);
if l_6387 {
l_mut_3932 = l_6380;
}
}
}
let l_6388 = bitcast<f32>(l_mut_3932);
let l_6389 = bitcast<u32>(l_6388);
let l_6390 = l_6389 & u32(2147483647);
let l_6391 = bitcast<f32>(l_6390);
let l_6392 = f64(l_6391);
l_mut_3170 = l_6392;
let l_6393 = l_6390 < u32(8388608);
if l_6393 {
let l_6394 = f64(l_6390);
let l_6395 = l_6394 * f64(1.401298464324817e-45);
l_mut_3170 = l_6395;
}
let l_6396 = bitcast<u64>(l_mut_3170);
let l_6397 = l_6389 >> u32(31);
let l_6398 = u64(l_6397);
let l_6399 = l_6398 << u32(bitcast<u64>(u64(63)));
let l_6400 = l_6396 | l_6399;
let l_6401 = bitcast<f64>(l_6400);
let l_6402 = l_6401 <= l_6343;
if l_6402 {
let l_6403 = bitcast<u32>(l_6349);
let l_6404 = l_6403 + u32(1);
l_mut_3932 = l_6404;
let l_6405 = l_6403 & u32(2147483647);
let l_6406 = l_6405 == u32(0);
if l_6406 {
l_mut_3932 = u32(1);
} else {
let l_6407 = l_6403 & u32(2147483648);
let l_6408 = l_6407 != u32(0);
if l_6408 {
let l_6409 = l_6403 - u32(1);
l_mut_3932 = l_6409;
} else {
let l_6410 = l_6403 == u32(2139095040);
if l_6410 {
l_mut_3932 = l_6403;
}
}
}
let l_6411 = bitcast<f32>(l_mut_3932);
let l_6412 = bitcast<u32>(l_6411);
let l_6413 = l_6412 & u32(2147483647);
let l_6414 = bitcast<f32>(l_6413);
let l_6415 = f64(l_6414);
l_mut_3170 = l_6415;
let l_6416 = l_6413 < u32(8388608);
if l_6416 {
let l_6417 = f64(l_6413);
let l_6418 = l_6417 * f64(1.401298464324817e-45);
l_mut_3170 = l_6418;
}
let l_6419 = bitcast<u64>(l_mut_3170);
let l_6420 = l_6412 >> u32(31);
let l_6421 = u64(l_6420);
let l_6422 = l_6421 << u32(bitcast<u64>(u64(63)));
let l_6423 = l_6419 | l_6422;
let l_6424 = bitcast<f64>(l_6423);
l_mut_3426 = l_6424;
}
}
}
let l_6425 = l_mut_3680 == l_mut_3426;
let l_6426 = a_6242[u32(1)];
let l_6427 = l_6426 - l_6259;
let l_6428 = l_6427 * f64(7.1362384635298e44);
let l_6429 = floor(l_6428);
let l_6430 = l_6429 * f64(1.401298464324817e-45);
l_mut_3680 = l_6430;
let l_6431 = abs(l_6427);
let l_6432 = l_6431 >= f64(1.1754943508222875e-38);
if l_6432 {
let l_6433 = f32(l_6427);
let l_6434 = f64(l_6433);
l_mut_3680 = l_6434;
let l_6435 = l_mut_3680 > l_6427;
if l_6435 {
let l_6436 = bitcast<u32>(l_6433);
let l_6437 = l_6436 ^ u32(2147483648);
let l_6438 = bitcast<f32>(l_6437);
let l_6439 = bitcast<u32>(l_6438);
let l_6440 = l_6439 + u32(1);
l_mut_3932 = l_6440;
let l_6441 = l_6439 & u32(2147483647);
let l_6442 = l_6441 == u32(0);
if l_6442 {
l_mut_3932 = u32(1);
} else {
let l_6443 = l_6439 & u32(2147483648);
let l_6444 = l_6443 != u32(0);
if l_6444 {
let l_6445 = l_6439 - u32(1);
l_mut_3932 = l_6445;
} else {
let l_6446 = l_6439 == u32(2139095040);
if l_6446 {
l_mut_3932 = l_6439;
}
}
}
let l_6447 = bitcast<f32>(l_mut_3932);
let l_6448 = bitcast<u32>(l_6447);
let l_6449 = l_6448 ^ u32(2147483648);
let l_6450 = bitcast<f32>(l_6449);
let l_6451 = bitcast<u32>(l_6450);
let l_6452 = l_6451 & u32(2147483647);
let l_6453 = bitcast<f32>(l_6452);
let l_6454 = f64(l_6453);
l_mut_3426 = l_6454;
let l_6455 = l_6452 < u32(8388608);
if l_6455 {
let l_6456 = f64(l_6452);
let l_6457 = l_6456 * f64(1.401298464324817e-45);
l_mut_3426 = l_6457;
}
let l_6458 = bitcast<u64>(l_mut_3426);
let l_6459 = l_6451 >> u32(31);
let l_6460 = u64(l_6459);
let l_6461 = l_6460 << u32(bitcast<u64>(u64(63)));
let l_6462 = l_6458 | l_6461;
let l_6463 = bitcast<f64>(l_6462);
l_mut_3680 = l_6463;
} else {
let l_6464 = bitcast<u32>(l_6433);
let l_6465 = l_6464 + u32(1);
l_mut_3932 = l_6465;
let l_6466 = l_6464 & u32(2147483647);
let l_6467 = l_6466 == u32(0);
if l_6467 {
l_mut_3932 = u32(1);
} else {
let l_6468 = l_6464 & u32(2147483648);
let l_6469 = l_6468 != u32(0);
if l_6469 {
let l_6470 = l_6464 - u32(1);
l_mut_3932 = l_6470;
} else {
let l_6471 = l_6464 == u32(2139095040);
if l_6471 {
l_mut_3932 = l_6464;
}
}
}
let l_6472 = bitcast<f32>(l_mut_3932);
let l_6473 = bitcast<u32>(l_6472);
let l_6474 = l_6473 & u32(2147483647);
let l_6475 = bitcast<f32>(l_6474);
let l_6476 = f64(l_6475);
l_mut_3426 = l_6476;
let l_6477 = l_6474 < u32(8388608);
if l_6477 {
let l_6478 = f64(l_6474);
let l_6479 = l_6478 * f64(1.401298464324817e-45);
l_mut_3426 = l_6479;
}
let l_6480 = bitcast<u64>(l_mut_3426);
let l_6481 = l_6473 >> u32(31);
let l_6482 = u64(l_6481);
let l_6483 = l_6482 << u32(bitcast<u64>(u64(63)));
let l_6484 = l_6480 | l_6483;
let l_6485 = bitcast<f64>(l_6484);
let l_6486 = l_6485 <= l_6427;
if l_6486 {
let l_6487 = bitcast<u32>(l_6433);
let l_6488 = l_6487 + u32(1);
l_mut_3932 = l_6488;
let l_6489 = l_6487 & u32(2147483647);
let l_6490 = l_6489 == u32(0);
if l_6490 {
l_mut_3932 = u32(1);
} else {
let l_6491 = l_6487 & u32(2147483648);
let l_6492 = l_6491 != u32(0);
if l_6492 {
let l_6493 = l_6487 - u32(1);
l_mut_3932 = l_6493;
} else {
let l_6494 = l_6487 == u32(2139095040);
if l_6494 {
l_mut_3932 = l_6487;
}
}
}
let l_6495 = bitcast<f32>(l_mut_3932);
let l_6496 = bitcast<u32>(l_6495);
let l_6497 = l_6496 & u32(2147483647);
let l_6498 = bitcast<f32>(l_6497);
let l_6499 = f64(l_6498);
l_mut_3426 = l_6499;
let l_6500 = l_6497 < u32(8388608);
if l_6500 {
let l_6501 = f64(l_6497);
let l_6502 = l_6501 * f64(1.401298464324817e-45);
l_mut_3426 = l_6502;
}
let l_6503 = bitcast<u64>(l_mut_3426);
let l_6504 = l_6496 >> u32(31);
let l_6505 = u64(l_6504);
let l_6506 = l_6505 << u32(bitcast<u64>(u64(63)));
let l_6507 = l_6503 | l_6506;
let l_6508 = bitcast<f64>(l_6507);
l_mut_3680 = l_6508;
}
}
}
let l_6509 = l_6426 + l_6259;
let l_6510 = l_6509 * f64(7.1362384635298e44);
let l_6511 = floor(l_6510);
let l_6512 = l_6511 * f64(1.401298464324817e-45);
l_mut_3426 = l_6512;
let l_6513 = abs(l_6509);
let l_6514 = l_6513 >= f64(1.1754943508222875e-38);
if l_6514 {
let l_6515 = f32(l_6509);
let l_6516 = f64(l_6515);
l_mut_3426 = l_6516;
let l_6517 = l_mut_3426 > l_6509;
if l_6517 {
let l_6518 = bitcast<u32>(l_6515);
let l_6519 = l_6518 ^ u32(2147483648);
let l_6520 = bitcast<f32>(l_6519);
let l_6521 = bitcast<u32>(l_6520);
let l_6522 = l_6521 + u32(1);
l_mut_3932 = l_6522;
let l_6523 = l_6521 & u32(2147483647);
let l_6524 = l_6523 == u32(0);
if l_6524 {
l_mut_3932 = u32(1);
} else {
let l_6525 = l_6521 & u32(2147483648);
let l_6526 = l_6525 != u32(0);
if l_6526 {
let l_6527 = l_6521 - u32(1);
l_mut_3932 = l_6527;
} else {
let l_6528 = l_6521 == u32(2139095040);
if l_6528 {
l_mut_3932 = l_6521;
}
}
}
let l_6529 = bitcast<f32>(l_mut_3932);
let l_6530 = bitcast<u32>(l_6529);
let l_6531 = l_6530 ^ u32(2147483648);
let l_6532 = bitcast<f32>(l_6531);
let l_6533 = bitcast<u32>(l_6532);
let l_6534 = l_6533 & u32(2147483647);
let l_6535 = bitcast<f32>(l_6534);
let l_6536 = f64(l_6535);
l_mut_3170 = l_6536;
let l_6537 = l_6534 < u32(8388608);
if l_6537 {
let l_6538 = f64(l_6534);
let l_6539 = l_6538 * f64(1.401298464324817e-45);
l_mut_3170 = l_6539;
}
let l_6540 = bitcast<u64>(l_mut_3170);
let l_6541 = l_6533 >> u32(31);
let l_6542 = u64(l_6541);
let l_6543 = l_6542 << u32(bitcast<u64>(u64(63)));
let l_6544 = l_6540 | l_6543;
let l_6545 = bitcast<f64>(l_6544);
l_mut_3426 = l_6545;
} else {
let l_6546 = bitcast<u32>(l_6515);
let l_6547 = l_6546 + u32(1);
l_mut_3932 = l_6547;
let l_6548 = l_6546 & u32(2147483647);
let l_6549 = l_6548 == u32(0);
if l_6549 {
l_mut_3932 = u32(1);
} else {
let l_6550 = l_6546 & u32(2147483648);
let l_6551 = l_6550 != u32(0);
if l_6551 {
let l_6552 = l_6546 - u32(1);
l_mut_3932 = l_6552;
} else {
let l_6553 = l_6546 == u32(2139095040);
if l_6553 {
l_mut_3932 = l_6546;
}
}
}
let l_6554 = bitcast<f32>(l_mut_3932);
let l_6555 = bitcast<u32>(l_6554);
let l_6556 = l_6555 & u32(2147483647);
let l_6557 = bitcast<f32>(l_6556);
let l_6558 = f64(l_6557);
l_mut_3170 = l_6558;
let l_6559 = l_6556 < u32(8388608);
if l_6559 {
let l_6560 = f64(l_6556);
let l_6561 = l_6560 * f64(1.401298464324817e-45);
l_mut_3170 = l_6561;
}
let l_6562 = bitcast<u64>(l_mut_3170);
let l_6563 = l_6555 >> u32(31);
let l_6564 = u64(l_6563);
let l_6565 = l_6564 << u32(bitcast<u64>(u64(63)));
let l_6566 = l_6562 | l_6565;
let l_6567 = bitcast<f64>(l_6566);
let l_6568 = l_6567 <= l_6509;
if l_6568 {
let l_6569 = bitcast<u32>(l_6515);
let l_6570 = l_6569 + u32(1);
l_mut_3932 = l_6570;
let l_6571 = l_6569 & u32(2147483647);
let l_6572 = l_6571 == u32(0);
if l_6572 {
l_mut_3932 = u32(1);
} else {
let l_6573 = l_6569 & u32(2147483648);
let l_6574 = l_6573 != u32(0);
if l_6574 {
let l_6575 = l_6569 - u32(1);
l_mut_3932 = l_6575;
} else {
let l_6576 = l_6569 == u32(2139095040);
if l_6576 {
l_mut_3932 = l_6569;
}
}
}
let l_6577 = bitcast<f32>(l_mut_3932);
let l_6578 = bitcast<u32>(l_6577);
let l_6579 = l_6578 & u32(2147483647);
let l_6580 = bitcast<f32>(l_6579);
let l_6581 = f64(l_6580);
l_mut_3170 = l_6581;
let l_6582 = l_6579 < u32(8388608);
if l_6582 {
let l_6583 = f64(l_6579);
let l_6584 = l_6583 * f64(1.401298464324817e-45);
l_mut_3170 = l_6584;
}
let l_6585 = bitcast<u64>(l_mut_3170);
let l_6586 = l_6578 >> u32(31);
let l_6587 = u64(l_6586);
let l_6588 = l_6587 << u32(bitcast<u64>(u64(63)));
let l_6589 = l_6585 | l_6588;
let l_6590 = bitcast<f64>(l_6589);
l_mut_3426 = l_6590;
}
}
}
let l_6591 = l_mut_3680 == l_mut_3426;
let l_6592 = l_6425 && l_6591;
if l_6592 {
let l_6593 = a_6242[u32(0)];
let l_6594 = l_6593 * f64(7.1362384635298e44);
let l_6595 = floor(l_6594);
let l_6596 = l_6595 * f64(1.401298464324817e-45);
l_mut_3680 = l_6596;
let l_6597 = abs(l_6593);
let l_6598 = l_6597 >= f64(1.1754943508222875e-38);
if l_6598 {
let l_6599 = f32(l_6593);
let l_6600 = f64(l_6599);
l_mut_3680 = l_6600;
let l_6601 = l_mut_3680 > l_6593;
if l_6601 {
let l_6602 = bitcast<u32>(l_6599);
let l_6603 = l_6602 ^ u32(2147483648);
let l_6604 = bitcast<f32>(l_6603);
let l_6605 = bitcast<u32>(l_6604);
let l_6606 = l_6605 + u32(1);
l_mut_3932 = l_6606;
let l_6607 = l_6605 & u32(2147483647);
let l_6608 = l_6607 == u32(0);
if l_6608 {
l_mut_3932 = u32(1);
} else {
let l_6609 = l_6605 & u32(2147483648);
let l_6610 = l_6609 != u32(0);
if l_6610 {
let l_6611 = l_6605 - u32(1);
l_mut_3932 = l_6611;
} else {
let l_6612 = l_6605 == u32(2139095040);
if l_6612 {
l_mut_3932 = l_6605;
}
}
}
let l_6613 = bitcast<f32>(l_mut_3932);
let l_6614 = bitcast<u32>(l_6613);
let l_6615 = l_6614 ^ u32(2147483648);
let l_6616 = bitcast<f32>(l_6615);
let l_6617 = bitcast<u32>(l_6616);
let l_6618 = l_6617 & u32(2147483647);
let l_6619 = bitcast<f32>(l_6618);
let l_6620 = f64(l_6619);
l_mut_3426 = l_6620;
let l_6621 = l_6618 < u32(8388608);
if l_6621 {
let l_6622 = f64(l_6618);
let l_6623 = l_6622 * f64(1.401298464324817e-45);
l_mut_3426 = l_6623;
}
let l_6624 = bitcast<u64>(l_mut_3426);
let l_6625 = l_6617 >> u32(31);
let l_6626 = u64(l_6625);
let l_6627 = l_6626 << u32(bitcast<u64>(u64(63)));
let l_6628 = l_6624 | l_6627;
let l_6629 = bitcast<f64>(l_6628);
l_mut_3680 = l_6629;
} else {
let l_6630 = bitcast<u32>(l_6599);
let l_6631 = l_6630 + u32(1);
l_mut_3932 = l_6631;
let l_6632 = l_6630 & u32(2147483647);
let l_6633 = l_6632 == u32(0);
if l_6633 {
l_mut_3932 = u32(1);
} else {
let l_6634 = l_6630 & u32(2147483648);
let l_6635 = l_6634 != u32(0);
if l_6635 {
let l_6636 = l_6630 - u32(1);
l_mut_3932 = l_6636;
} else {
let l_6637 = l_6630 == u32(2139095040);
if l_6637 {
l_mut_3932 = l_6630;
}
}
}
let l_6638 = bitcast<f32>(l_mut_3932);
let l_6639 = bitcast<u32>(l_6638);
let l_6640 = l_6639 & u32(2147483647);
let l_6641 = bitcast<f32>(l_6640);
let l_6642 = f64(l_6641);
l_mut_3426 = l_6642;
let l_6643 = l_6640 < u32(8388608);
if l_6643 {
let l_6644 = f64(l_6640);
let l_6645 = l_6644 * f64(1.401298464324817e-45);
l_mut_3426 = l_6645;
}
let l_6646 = bitcast<u64>(l_mut_3426);
let l_6647 = l_6639 >> u32(31);
let l_6648 = u64(l_6647);
let l_6649 = l_6648 << u32(bitcast<u64>(u64(63)));
let l_6650 = l_6646 | l_6649;
let l_6651 = bitcast<f64>(l_6650);
let l_6652 = l_6651 <= l_6593;
if l_6652 {
let l_6653 = bitcast<u32>(l_6599);
let l_6654 = l_6653 + u32(1);
l_mut_3932 = l_6654;
let l_6655 = l_6653 & u32(2147483647);
let l_6656 = l_6655 == u32(0);
if l_6656 {
l_mut_3932 = u32(1);
} else {
let l_6657 = l_6653 & u32(2147483648);
let l_6658 = l_6657 != u32(0);
if l_6658 {
let l_6659 = l_6653 - u32(1);
l_mut_3932 = l_6659;
} else {
let l_6660 = l_6653 == u32(2139095040);
if l_6660 {
l_mut_3932 = l_6653;
}
}
}
let l_6661 = bitcast<f32>(l_mut_3932);
let l_6662 = bitcast<u32>(l_6661);
let l_6663 = l_6662 & u32(2147483647);
let l_6664 = bitcast<f32>(l_6663);
let l_6665 = f64(l_6664);
l_mut_3426 = l_6665;
let l_6666 = l_6663 < u32(8388608);
if l_6666 {
let l_6667 = f64(l_6663);
let l_6668 = l_6667 * f64(1.401298464324817e-45);
l_mut_3426 = l_6668;
}
let l_6669 = bitcast<u64>(l_mut_3426);
let l_6670 = l_6662 >> u32(31);
let l_6671 = u64(l_6670);
let l_6672 = l_6671 << u32(bitcast<u64>(u64(63)));
let l_6673 = l_6669 | l_6672;
let l_6674 = bitcast<f64>(l_6673);
l_mut_3680 = l_6674;
}
}
}
let l_6675 = a_6242[u32(1)];
let l_6676 = -l_6675;
let l_6677 = l_6676 * f64(7.1362384635298e44);
let l_6678 = floor(l_6677);
let l_6679 = l_6678 * f64(1.401298464324817e-45);
l_mut_3426 = l_6679;
let l_6680 = abs(l_6676);
let l_6681 = l_6680 >= f64(1.1754943508222875e-38);
if l_6681 {
let l_6682 = f32(l_6676);
let l_6683 = f64(l_6682);
l_mut_3426 = l_6683;
let l_6684 = l_mut_3426 > l_6676;
if l_6684 {
let l_6685 = bitcast<u32>(l_6682);
let l_6686 = l_6685 ^ u32(2147483648);
let l_6687 = bitcast<f32>(l_6686);
let l_6688 = bitcast<u32>(l_6687);
let l_6689 = l_6688 + u32(1);
l_mut_3932 = l_6689;
let l_6690 = l_6688 & u32(2147483647);
let l_6691 = l_6690 == u32(0);
if l_6691 {
l_mut_3932 = u32(1);
} else {
let l_6692 = l_6688 & u32(2147483648);
let l_6693 = l_6692 != u32(0);
if l_6693 {
let l_6694 = l_6688 - u32(1);
l_mut_3932 = l_6694;
} else {
let l_6695 = l_6688 == u32(2139095040);
if l_6695 {
l_mut_3932 = l_6688;
}
}
}
let l_6696 = bitcast<f32>(l_mut_3932);
let l_6697 = bitcast<u32>(l_6696);
let l_6698 = l_6697 ^ u32(2147483648);
let l_6699 = bitcast<f32>(l_6698);
let l_6700 = bitcast<u32>(l_6699);
let l_6701 = l_6700 & u32(2147483647);
let l_6702 = bitcast<f32>(l_6701);
let l_6703 = f64(l_6702);
l_mut_3170 = l_6703;
let l_6704 = l_6701 < u32(8388608);
if l_6704 {
let l_6705 = f64(l_6701);
let l_6706 = l_6705 * f64(1.401298464324817e-45);
l_mut_3170 = l_6706;
}
let l_6707 = bitcast<u64>(l_mut_3170);
let l_6708 = l_6700 >> u32(31);
let l_6709 = u64(l_6708);
let l_6710 = l_6709 << u32(bitcast<u64>(u64(63)));
let l_6711 = l_6707 | l_6710;
let l_6712 = bitcast<f64>(l_6711);
l_mut_3426 = l_6712;
} else {
let l_6713 = bitcast<u32>(l_6682);
let l_6714 = l_6713 + u32(1);
l_mut_3932 = l_6714;
let l_6715 = l_6713 & u32(2147483647);
let l_6716 = l_6715 == u32(0);
if l_6716 {
l_mut_3932 = u32(1);
} else {
let l_6717 = l_6713 & u32(2147483648);
let l_6718 = l_6717 != u32(0);
if l_6718 {
let l_6719 = l_6713 - u32(1);
l_mut_3932 = l_6719;
} else {
let l_6720 = l_6713 == u32(2139095040);
if l_6720 {
l_mut_3932 = l_6713;
}
}
}
let l_6721 = bitcast<f32>(l_mut_3932);
let l_6722 = bitcast<u32>(l_6721);
let l_6723 = l_6722 & u32(2147483647);
let l_6724 = bitcast<f32>(l_6723);
let l_6725 = f64(l_6724);
l_mut_3170 = l_6725;
let l_6726 = l_6723 < u32(8388608);
if l_6726 {
let l_6727 = f64(l_6723);
let l_6728 = l_6727 * f64(1.401298464324817e-45);
l_mut_3170 = l_6728;
}
let l_6729 = bitcast<u64>(l_mut_3170);
let l_6730 = l_6722 >> u32(31);
let l_6731 = u64(l_6730);
let l_6732 = l_6731 << u32(bitcast<u64>(u64(63)));
let l_6733 = l_6729 | l_6732;
let l_6734 = bitcast<f64>(l_6733);
let l_6735 = l_6734 <= l_6676;
if l_6735 {
let l_6736 = bitcast<u32>(l_6682);
let l_6737 = l_6736 + u32(1);
l_mut_3932 = l_6737;
let l_6738 = l_6736 & u32(2147483647);
let l_6739 = l_6738 == u32(0);
if l_6739 {
l_mut_3932 = u32(1);
} else {
let l_6740 = l_6736 & u32(2147483648);
let l_6741 = l_6740 != u32(0);
if l_6741 {
let l_6742 = l_6736 - u32(1);
l_mut_3932 = l_6742;
} else {
let l_6743 = l_6736 == u32(2139095040);
if l_6743 {
l_mut_3932 = l_6736;
}
}
}
let l_6744 = bitcast<f32>(l_mut_3932);
let l_6745 = bitcast<u32>(l_6744);
let l_6746 = l_6745 & u32(2147483647);
let l_6747 = bitcast<f32>(l_6746);
let l_6748 = f64(l_6747);
l_mut_3170 = l_6748;
let l_6749 = l_6746 < u32(8388608);
if l_6749 {
let l_6750 = f64(l_6746);
let l_6751 = l_6750 * f64(1.401298464324817e-45);
l_mut_3170 = l_6751;
}
let l_6752 = bitcast<u64>(l_mut_3170);
let l_6753 = l_6745 >> u32(31);
let l_6754 = u64(l_6753);
let l_6755 = l_6754 << u32(bitcast<u64>(u64(63)));
let l_6756 = l_6752 | l_6755;
let l_6757 = bitcast<f64>(l_6756);
l_mut_3426 = l_6757;
}
}
}
let l_6758 = -l_mut_3426;
let l_6759 = bitcast<u32>(l_26);
let l_6760 = l_6759 & u32(2147483647);
let l_6761 = bitcast<f32>(l_6760);
let l_6762 = f64(l_6761);
l_mut_3426 = l_6762;
let l_6763 = l_6760 < u32(8388608);
if l_6763 {
let l_6764 = f64(l_6760);
let l_6765 = l_6764 * f64(1.401298464324817e-45);
l_mut_3426 = l_6765;
}
let l_6766 = bitcast<u64>(l_mut_3426);
let l_6767 = l_6759 >> u32(31);
let l_6768 = u64(l_6767);
let l_6769 = l_6768 << u32(bitcast<u64>(u64(63)));
let l_6770 = l_6766 | l_6769;
let l_6771 = bitcast<f64>(l_6770);
let l_6772 = bitcast<u32>(l_26);
let l_6773 = l_6772 + u32(1);
l_mut_3932 = l_6773;
let l_6774 = l_6772 & u32(2147483647);
let l_6775 = l_6774 == u32(0);
if l_6775 {
l_mut_3932 = u32(1);
} else {
let l_6776 = l_6772 & u32(2147483648);
let l_6777 = l_6776 != u32(0);
if l_6777 {
let l_6778 = l_6772 - u32(1);
l_mut_3932 = l_6778;
} else {
let l_6779 = l_6772 == u32(2139095040);
if l_6779 {
l_mut_3932 = l_6772;
}
}
}
let l_6780 = bitcast<f32>(l_mut_3932);
let l_6781 = bitcast<u32>(l_6780);
let l_6782 = l_6781 & u32(2147483647);
let l_6783 = bitcast<f32>(l_6782);
let l_6784 = f64(l_6783);
l_mut_3426 = l_6784;
let l_6785 = l_6782 < u32(8388608);
if l_6785 {
let l_6786 = f64(l_6782);
let l_6787 = l_6786 * f64(1.401298464324817e-45);
l_mut_3426 = l_6787;
}
let l_6788 = bitcast<u64>(l_mut_3426);
let l_6789 = l_6781 >> u32(31);
let l_6790 = u64(l_6789);
let l_6791 = l_6790 << u32(bitcast<u64>(u64(63)));
let l_6792 = l_6788 | l_6791;
let l_6793 = bitcast<f64>(l_6792);
let l_6794 = bitcast<u32>(l_26);
let l_6795 = l_6794 ^ u32(2147483648);
let l_6796 = bitcast<f32>(l_6795);
let l_6797 = bitcast<u32>(l_6796);
let l_6798 = l_6797 + u32(1);
l_mut_3932 = l_6798;
let l_6799 = l_6797 & u32(2147483647);
let l_6800 = l_6799 == u32(0);
if l_6800 {
l_mut_3932 = u32(1);
} else {
let l_6801 = l_6797 & u32(2147483648);
let l_6802 = l_6801 != u32(0);
if l_6802 {
let l_6803 = l_6797 - u32(1);
l_mut_3932 = l_6803;
} else {
let l_6804 = l_6797 == u32(2139095040);
if l_6804 {
l_mut_3932 = l_6797;
}
}
}
let l_6805 = bitcast<f32>(l_mut_3932);
let l_6806 = bitcast<u32>(l_6805);
let l_6807 = l_6806 ^ u32(2147483648);
let l_6808 = bitcast<f32>(l_6807);
let l_6809 = bitcast<u32>(l_6808);
let l_6810 = l_6809 & u32(2147483647);
let l_6811 = bitcast<f32>(l_6810);
let l_6812 = f64(l_6811);
l_mut_3426 = l_6812;
let l_6813 = l_6810 < u32(8388608);
if l_6813 {
let l_6814 = f64(l_6810);
let l_6815 = l_6814 * f64(1.401298464324817e-45);
l_mut_3426 = l_6815;
}
let l_6816 = bitcast<u64>(l_mut_3426);
let l_6817 = l_6809 >> u32(31);
let l_6818 = u64(l_6817);
let l_6819 = l_6818 << u32(bitcast<u64>(u64(63)));
let l_6820 = l_6816 | l_6819;
let l_6821 = bitcast<f64>(l_6820);
let l_6822 = l_mut_3680 + f64(0.0);
let l_6823 = l_6822 <= l_6771;
l_mut_848 = l_6823;
let l_6824 = l_mut_3680 - f64(0.0);
let l_6825 = l_6824 > l_6771;
l_mut_845 = l_6825;
let l_6826 = l_6758 - f64(0.0);
let l_6827 = l_6826 >= l_6771;
l_mut_842 = l_6827;
let l_6828 = l_6758 + f64(0.0);
let l_6829 = l_6828 < l_6771;
l_mut_839 = l_6829;
l_mut_3932 = u32(2);
let l_6830 = l_mut_845 || l_mut_839;
if l_6830 {
l_mut_3932 = u32(1);
} else {
let l_6831 = l_mut_848 && l_mut_842;
if l_6831 {
l_mut_3932 = u32(0);
}
}
let l_6832 = bitcast<u32>(l_26);
let l_6833 = l_6832 & u32(2147483647);
let l_6834 = l_6833 == u32(0);
if l_6834 {
let l_6835 = l_mut_3680 + f64(0.0);
let l_6836 = l_6835 < f64(1.1754943508222875e-38);
let l_6837 = l_6758 - f64(0.0);
let l_6838 = l_6837 > f64(-1.1754943508222875e-38);
let l_6839 = l_6836 && l_6838;
let l_6840 = l_mut_3680 - f64(0.0);
let l_6841 = l_6840 < f64(1.1754943508222875e-38);
let l_6842 = l_6758 + f64(0.0);
let l_6843 = l_6842 > f64(-1.1754943508222875e-38);
let l_6844 = l_6841 && l_6843;
if l_6839 {
l_mut_3932 = u32(0);
} else {
let l_6845 = l_mut_3932 == u32(1);
let l_6846 = l_6844 && l_6845;
if l_6846 {
l_mut_3932 = u32(2);
}
}
}
l_mut_4975 = l_mut_3932;
}
l_mut_731 = l_mut_4975;
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
let l_6847 = a_730[u32(0)];
let l_6848 = l_6847 == u32(0);
if l_6848 {
l_mut_731 = u32(2);
}
a_10[l_mut_711] = l_mut_731;
let l_6849 = a_10[l_mut_711];
let l_6850 = l_6849 == u32(2);
if l_6850 {
l_mut_284 = bool(false);
}
}
}
let l_6851 = l_mut_216 == u32(4294967293);
if l_6851 {
let l_6852 = a_8[u32(0)];
let l_6853 = l_6852 + u32(1);
a_8[u32(0)] = l_6853;
} else {
if l_mut_284 {
l_mut_3680 = l_699;
let l_6854 = l_mut_3680 < f64(-17.0);
if l_6854 {
l_mut_3680 = f64(-17.0);
}
let l_6855 = l_mut_3680 > f64(17.0);
if l_6855 {
l_mut_3680 = f64(17.0);
}
let l_6856 = l_mut_3680 + f64(16.0);
let l_6857 = l_6856 + f64(1.0);
let l_6858 = u32(l_6857);
let l_6859 = u32(2) + l_6858;
let l_6860 = a_8[l_6859];
let l_6861 = l_6860 + u32(1);
a_8[l_6859] = l_6861;
let l_6862 = bitcast<u32>(l_26);
let l_6863 = l_6862 & u32(2147483647);
let l_6864 = bitcast<f32>(l_6863);
let l_6865 = f64(l_6864);
l_mut_3680 = l_6865;
let l_6866 = l_6863 < u32(8388608);
if l_6866 {
let l_6867 = f64(l_6863);
let l_6868 = l_6867 * f64(1.401298464324817e-45);
l_mut_3680 = l_6868;
}
let l_6869 = bitcast<u64>(l_mut_3680);
let l_6870 = l_6862 >> u32(31);
let l_6871 = u64(l_6870);
let l_6872 = l_6871 << u32(bitcast<u64>(u64(63)));
let l_6873 = l_6869 | l_6872;
let l_6874 = bitcast<f64>(l_6873);
let l_6875 = abs(l_mut_31);
let l_6876 = l_mut_31 * f64(0.0);
let l_6877 = l_6876 + f64(7.1362384635298e44);
l_mut_3680 = l_6877;
let l_6878 = l_6875 >= f64(2.350988701644575e-38);
if l_6878 {
let l_6879 = l_mut_216 & u32(2147483647);
let l_6880 = bitcast<f32>(l_6879);
let l_6881 = f64(l_6880);
let l_6882 = l_6879 & u32(2139095040);
let l_6883 = bitcast<f32>(l_6882);
let l_6884 = f64(l_6883);
let l_6885 = l_6881 > l_6875;
let l_6886 = l_6879 & u32(8388607);
let l_6887 = l_6886 == u32(0);
let l_6888 = l_6885 && l_6887;
let l_6889 = l_6884 * f64(1.1920928955078125e-7);
let l_6890 = f64(l_6888);
let l_6891 = f64(0.5) * l_6890;
let l_6892 = f64(1.0) - l_6891;
let l_6893 = l_6889 * l_6892;
let l_6894 = f64(1.0) / l_6893;
l_mut_3680 = l_6894;
}
let l_6895 = l_6874 - l_mut_31;
let l_6896 = l_6895 * l_mut_3680;
let l_6897 = u32(2) * u32(0);
let l_6898 = u32(45) + l_6897;
let l_6899 = abs(l_6896);
let l_6900 = a_9[u32(0)];
let l_6901 = abs(l_6900);
let l_6902 = l_6899 > l_6901;
l_mut_848 = l_6902;
let l_6903 = u32(0) == u32(0);
if l_6903 {
let l_6904 = a_9[u32(0)];
let l_6905 = l_6896 < l_6904;
l_mut_848 = l_6905;
} else {
let l_6906 = u32(0) == u32(1);
if l_6906 {
let l_6907 = a_9[u32(0)];
let l_6908 = l_6896 > l_6907;
l_mut_848 = l_6908;
}
}
let l_6909 = a_8[l_6898];
let l_6910 = l_6909 == u32(4294967295);
let l_6911 = l_6910 || l_mut_848;
if l_6911 {
a_8[l_6898] = l_24;
let l_6912 = l_6898 + u32(1);
a_8[l_6912] = l_680;
a_9[u32(0)] = l_6896;
}
let l_6913 = u32(2) * u32(1);
let l_6914 = u32(45) + l_6913;
let l_6915 = abs(l_6896);
let l_6916 = a_9[u32(1)];
let l_6917 = abs(l_6916);
let l_6918 = l_6915 > l_6917;
l_mut_848 = l_6918;
let l_6919 = u32(1) == u32(0);
if l_6919 {
let l_6920 = a_9[u32(1)];
let l_6921 = l_6896 < l_6920;
l_mut_848 = l_6921;
} else {
let l_6922 = u32(1) == u32(1);
if l_6922 {
let l_6923 = a_9[u32(1)];
let l_6924 = l_6896 > l_6923;
l_mut_848 = l_6924;
}
}
let l_6925 = a_8[l_6914];
let l_6926 = l_6925 == u32(4294967295);
let l_6927 = l_6926 || l_mut_848;
if l_6927 {
a_8[l_6914] = l_24;
let l_6928 = l_6914 + u32(1);
a_8[l_6928] = l_680;
a_9[u32(1)] = l_6896;
}
let l_6929 = l_699 != f64(0.0);
if l_6929 {

for (var l_mut_6930: u32 = u32(0); l_mut_6930 < u32(8); l_mut_6930++) {
let l_6931 = a_10[l_mut_6930];
let l_6932 = l_6931 == u32(1);
if l_6932 {
let l_6933 = u32(37) + l_mut_6930;
let l_6934 = a_8[l_6933];
let l_6935 = l_6934 + u32(1);
a_8[l_6933] = l_6935;
let l_6936 = u32(2) + l_mut_6930;
let l_6937 = u32(2) * l_6936;
let l_6938 = u32(45) + l_6937;
let l_6939 = abs(l_6896);
let l_6940 = a_9[l_6936];
let l_6941 = abs(l_6940);
let l_6942 = l_6939 > l_6941;
l_mut_848 = l_6942;
let l_6943 = l_6936 == u32(0);
if l_6943 {
let l_6944 = a_9[l_6936];
let l_6945 = l_6896 < l_6944;
l_mut_848 = l_6945;
} else {
let l_6946 = l_6936 == u32(1);
if l_6946 {
let l_6947 = a_9[l_6936];
let l_6948 = l_6896 > l_6947;
l_mut_848 = l_6948;
}
}
let l_6949 = a_8[l_6938];
let l_6950 = l_6949 == u32(4294967295);
let l_6951 = l_6950 || l_mut_848;
if l_6951 {
a_8[l_6938] = l_24;
let l_6952 = l_6938 + u32(1);
a_8[l_6952] = l_680;
a_9[l_6936] = l_6896;
}
}
}
}
} else {
let l_6953 = a_8[u32(1)];
let l_6954 = l_2 + l_6953;
let l_6955 = l_6954 * u32(2);
let l_7103 = info.static_meta[u32(7)];
let l_7104 = l_7103 * u32(1);
let l_7105 = l_6955 < l_7104;
if l_7105 {
buffer_7_global[l_6955] = l_24;
}
let l_6956 = l_6955 + u32(1);
let l_7106 = info.static_meta[u32(7)];
let l_7107 = l_7106 * u32(1);
let l_7108 = l_6956 < l_7107;
if l_7108 {
buffer_7_global[l_6956] = l_680;
}
let l_6957 = a_8[u32(1)];
let l_6958 = l_6957 + u32(1);
a_8[u32(1)] = l_6958;
}
}
}

for (var l_mut_6959: u32 = u32(0); l_mut_6959 < u32(65); l_mut_6959++) {
let l_6960 = id * u32(65);
let l_6961 = l_6960 + l_mut_6959;
let l_6962 = a_8[l_mut_6959];
let l_7109 = info.static_meta[u32(5)];
let l_7110 = l_7109 * u32(1);
let l_7111 = l_6961 < l_7110;
if l_7111 {
buffer_5_global[l_6961] = l_6962;
}
}

for (var l_mut_6963: u32 = u32(0); l_mut_6963 < u32(10); l_mut_6963++) {
let l_6964 = id * u32(10);
let l_6965 = l_6964 + l_mut_6963;
let l_6966 = a_9[l_mut_6963];
let l_7112 = info.static_meta[u32(6)];
let l_7113 = l_7112 * u32(1);
let l_7114 = l_6965 < l_7113;
if l_7114 {
buffer_6_global[l_6965] = l_6966;
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
