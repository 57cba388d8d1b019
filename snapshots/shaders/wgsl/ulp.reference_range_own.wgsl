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

var a_1743: array<u32, 1>;

var a_3812: array<f64, 2>;

var a_4855: array<f64, 2>;

var a_5071: array<f64, 2>;

var a_5485: array<f64, 2>;

var a_5659: array<f64, 2>;

var a_6231: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_145: i32;
var l_mut_1890: f64;
var l_mut_216: u32;
var l_mut_232: f64;
var l_mut_284: bool;
var l_mut_2905: f64;
var l_mut_306: u64;
var l_mut_3159: f64;
var l_mut_31: f64;
var l_mut_335: u64;
var l_mut_3415: f64;
var l_mut_347: u64;
var l_mut_3669: f64;
var l_mut_3921: u32;
var l_mut_404: f64;
var l_mut_4964: u32;
var l_mut_49: f64;
var l_mut_720: u32;
var l_mut_736: u32;
var l_mut_777: u32;
var l_mut_78: f64;
var l_mut_828: bool;
var l_mut_831: bool;
var l_mut_834: bool;
var l_mut_837: bool;
let l_0 = id == u32(0);
if l_0 {
let l_6968 = info.static_meta[u32(8)];
let l_6969 = l_6968 * u32(1);
let l_6970 = u32(0) < l_6969;
if l_6970 {
buffer_8_global[u32(0)] = u32(1);
}
}
let l_6954 = info.static_meta[u32(0)];
let l_6955 = l_6954 * u32(1);
let l_6956 = u32(1) < l_6955;
let l_6957 = l_6955 - u32(1);
let l_6958 = min(u32(1), l_6957);
let l_6959 = buffer_0_global[l_6958];
let l_6960 = select(u32(0), l_6959, l_6956);
let l_1 = l_6960;
let l_2 = id * l_1;
let l_6961 = info.static_meta[u32(0)];
let l_6962 = l_6961 * u32(1);
let l_6963 = u32(2) < l_6962;
let l_6964 = l_6962 - u32(1);
let l_6965 = min(u32(2), l_6964);
let l_6966 = buffer_0_global[l_6965];
let l_6967 = select(u32(0), l_6966, l_6963);
let l_3 = l_6967;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_6971 = info.static_meta[u32(0)];
let l_6972 = l_6971 * u32(1);
let l_6973 = u32(2) < l_6972;
let l_6974 = l_6972 - u32(1);
let l_6975 = min(u32(2), l_6974);
let l_6976 = buffer_0_global[l_6975];
let l_6977 = select(u32(0), l_6976, l_6973);
let l_6 = l_6977;
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
let l_6978 = info.static_meta[u32(4)];
let l_6979 = l_6978 * u32(1);
let l_6980 = u32(1024) < l_6979;
let l_6981 = l_6979 - u32(1);
let l_6982 = min(u32(1024), l_6981);
let l_6983 = buffer_4_global[l_6982];
let l_6984 = select(u32(0), l_6983, l_6980);
let l_18 = l_6984;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);
let l_6985 = info.static_meta[u32(0)];
let l_6986 = l_6985 * u32(1);
let l_6987 = u32(3) < l_6986;
let l_6988 = l_6986 - u32(1);
let l_6989 = min(u32(3), l_6988);
let l_6990 = buffer_0_global[l_6989];
let l_6991 = select(u32(0), l_6990, l_6987);
let l_21 = l_6991;

for (var l_mut_22: u32 = l_2; l_mut_22 < l_7; l_mut_22++) {
let l_6992 = info.static_meta[u32(0)];
let l_6993 = l_6992 * u32(1);
let l_6994 = u32(0) < l_6993;
let l_6995 = l_6993 - u32(1);
let l_6996 = min(u32(0), l_6995);
let l_6997 = buffer_0_global[l_6996];
let l_6998 = select(u32(0), l_6997, l_6994);
let l_23 = l_6998;
let l_24 = l_23 + l_mut_22;
let l_25 = bitcast<f32>(l_24);
let l_6999 = info.static_meta[u32(1)];
let l_7000 = l_6999 * u32(1);
let l_7001 = l_mut_22 < l_7000;
let l_7002 = l_7000 - u32(1);
let l_7003 = min(l_mut_22, l_7002);
let l_7004 = buffer_1_global[l_7003];
let l_7005 = select(f32(0.0), l_7004, l_7001);
let l_26 = l_7005;
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
let l_7006 = info.static_meta[u32(4)];
let l_7007 = l_7006 * u32(1);
let l_7008 = u32(1024) < l_7007;
let l_7009 = l_7007 - u32(1);
let l_7010 = min(u32(1024), l_7009);
let l_7011 = buffer_4_global[l_7010];
let l_7012 = select(u32(0), l_7011, l_7008);
let l_42 = l_7012;
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
let l_7013 = info.static_meta[u32(4)];
let l_7014 = l_7013 * u32(1);
let l_7015 = u32(1024) < l_7014;
let l_7016 = l_7014 - u32(1);
let l_7017 = min(u32(1024), l_7016);
let l_7018 = buffer_4_global[l_7017];
let l_7019 = select(u32(0), l_7018, l_7015);
let l_199 = l_7019;
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
let l_7020 = info.static_meta[u32(4)];
let l_7021 = l_7020 * u32(1);
let l_7022 = l_302 < l_7021;
let l_7023 = l_7021 - u32(1);
let l_7024 = min(l_302, l_7023);
let l_7025 = buffer_4_global[l_7024];
let l_7026 = select(u32(0), l_7025, l_7022);
let l_303 = l_7026;
let l_304 = u64(l_303);
let l_305 = l_299 * l_304;
l_mut_306 = l_305;
let l_307 = l_mut_306 & u64(4294967295);
let l_308 = l_mut_306 >> u32(bitcast<u64>(u64(32)));
let l_309 = l_301 + u32(2);
let l_7027 = info.static_meta[u32(4)];
let l_7028 = l_7027 * u32(1);
let l_7029 = l_309 < l_7028;
let l_7030 = l_7028 - u32(1);
let l_7031 = min(l_309, l_7030);
let l_7032 = buffer_4_global[l_7031];
let l_7033 = select(u32(0), l_7032, l_7029);
let l_310 = l_7033;
let l_311 = u64(l_310);
let l_312 = l_299 * l_311;
let l_313 = l_308 + l_312;
l_mut_306 = l_313;
let l_314 = l_mut_306 & u64(4294967295);
let l_315 = l_mut_306 >> u32(bitcast<u64>(u64(32)));
let l_316 = l_301 + u32(1);
let l_7034 = info.static_meta[u32(4)];
let l_7035 = l_7034 * u32(1);
let l_7036 = l_316 < l_7035;
let l_7037 = l_7035 - u32(1);
let l_7038 = min(l_316, l_7037);
let l_7039 = buffer_4_global[l_7038];
let l_7040 = select(u32(0), l_7039, l_7036);
let l_317 = l_7040;
let l_318 = u64(l_317);
let l_319 = l_299 * l_318;
let l_320 = l_315 + l_319;
l_mut_306 = l_320;
let l_321 = l_mut_306 & u64(4294967295);
let l_322 = l_mut_306 >> u32(bitcast<u64>(u64(32)));
let l_7041 = info.static_meta[u32(4)];
let l_7042 = l_7041 * u32(1);
let l_7043 = l_301 < l_7042;
let l_7044 = l_7042 - u32(1);
let l_7045 = min(l_301, l_7044);
let l_7046 = buffer_4_global[l_7045];
let l_7047 = select(u32(0), l_7046, l_7043);
let l_323 = l_7047;
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
let l_7048 = info.static_meta[u32(4)];
let l_7049 = l_7048 * u32(1);
let l_7050 = u32(1024) < l_7049;
let l_7051 = l_7049 - u32(1);
let l_7052 = min(u32(1024), l_7051);
let l_7053 = buffer_4_global[l_7052];
let l_7054 = select(u32(0), l_7053, l_7050);
let l_468 = l_7054;
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
}
}
}
l_mut_31 = l_mut_404;
}
}
}
}
l_mut_216 = u32(4294967294);
let l_602 = bitcast<u32>(l_26);
let l_603 = bitcast<u32>(l_25);
let l_604 = l_603 & u32(2139095040);
let l_605 = l_604 != u32(2139095040);
let l_606 = l_604 == u32(0);
let l_607 = bitcast<u32>(l_25);
let l_608 = l_607 & u32(8388607);
let l_609 = l_608 != u32(0);
let l_610 = l_606 && l_609;
let l_611 = abs(l_mut_31);
let l_612 = l_mut_31 < f64(0.0);
let l_613 = u32(l_612);
let l_614 = u32(2147483648) * l_613;
if l_610 {
} else {
let l_615 = is_nan_1_f64(l_mut_31);if l_615 {
let l_616 = l_602 & u32(2147483647);
let l_617 = l_616 > u32(2139095040);
if l_617 {
l_mut_216 = u32(4294967293);
}
} else {
let l_618 = l_611 >= f64(3.402823669209385e38);
let l_619 = !l_605;
let l_620 = l_611 == f64(0.0);
let l_621 = l_619 && l_620;
let l_622 = l_618 || l_621;
if l_622 {
let l_623 = l_611 >= f64(3.402823669209385e38);
let l_624 = u32(l_623);
let l_625 = u32(2139095040) * l_624;
let l_626 = l_625 | l_614;
let l_627 = l_602 == l_626;
let l_628 = l_602 | l_626;
let l_629 = l_628 & u32(2147483647);
let l_630 = l_629 == u32(0);
let l_631 = l_627 || l_630;
if l_631 {
l_mut_216 = u32(4294967293);
}
} else {
let l_632 = l_611 >= f64(2.350988701644575e-38);
let l_633 = l_605 && l_632;
let l_634 = l_611 < f64(3.4028234663852886e38);
let l_635 = l_633 && l_634;
if l_635 {
let l_636 = f32(l_611);
let l_637 = bitcast<u32>(l_636);
let l_638 = bitcast<f32>(l_637);
let l_639 = f64(l_638);
let l_640 = l_611 - l_639;
let l_641 = l_637 + u32(1);
let l_642 = l_640 < f64(0.0);
let l_643 = u32(l_642);
let l_644 = u32(2) * l_643;
let l_645 = l_641 - l_644;
let l_646 = bitcast<f32>(l_645);
let l_647 = f64(l_646);
let l_648 = l_647 - l_639;
let l_649 = abs(l_648);
let l_650 = l_649 * f64(0.5);
let l_651 = abs(l_640);
let l_652 = l_650 - l_651;
let l_653 = l_611 * f64(9.094947017729282e-13);
let l_654 = l_652 > l_653;
if l_654 {
let l_655 = l_637 | l_614;
l_mut_216 = l_655;
}
} else {
let l_656 = l_611 < f64(2.350988701644575e-38);
let l_657 = l_605 && l_656;
if l_657 {
let l_658 = l_611 * f64(7.1362384635298e44);
let l_659 = floor(l_658);
let l_660 = l_658 - l_659;
let l_661 = l_660 - f64(0.5);
let l_662 = abs(l_661);
let l_663 = l_658 * f64(9.094947017729282e-13);
let l_664 = l_662 > l_663;
if l_664 {
let l_665 = l_660 > f64(0.5);
let l_666 = f64(l_665);
let l_667 = l_659 + l_666;
let l_668 = u32(l_667);
let l_669 = l_668 | l_614;
l_mut_216 = l_669;
}
}
}
}
}
}
let l_670 = bitcast<u32>(l_26);
let l_671 = l_670 & u32(2147483647);
let l_672 = l_671 > u32(2139095040);
let l_673 = l_670 & u32(2147483647);
let l_674 = l_673 == u32(0);
let l_675 = l_670 & u32(2147483647);
let l_676 = f64(l_675);
let l_677 = l_670 >> u32(31);
let l_678 = f64(l_677);
let l_679 = f64(2.0) * l_678;
let l_680 = f64(1.0) - l_679;
let l_681 = l_676 * l_680;
let l_682 = l_mut_216 & u32(2147483647);
let l_683 = f64(l_682);
let l_684 = l_mut_216 >> u32(31);
let l_685 = f64(l_684);
let l_686 = f64(2.0) * l_685;
let l_687 = f64(1.0) - l_686;
let l_688 = l_683 * l_687;
let l_689 = l_681 - l_688;
let l_690 = l_mut_216 & u32(2139095040);
let l_691 = l_690 == u32(0);
let l_692 = l_mut_216 < u32(4294967293);
let l_693 = l_689 == f64(0.0);
let l_694 = l_674 && l_691;
let l_695 = l_672 || l_694;
let l_696 = !l_695;
let l_697 = l_693 || l_696;
let l_698 = l_692 && l_697;
l_mut_284 = l_698;
let l_699 = l_689 != f64(0.0);
let l_700 = l_mut_284 && l_699;
if l_700 {

for (var l_mut_701: u32 = u32(0); l_mut_701 < u32(8); l_mut_701++) {
let l_702 = u32(2) * l_mut_701;
let l_7055 = info.static_meta[u32(2)];
let l_7056 = l_7055 * u32(1);
let l_7057 = l_702 < l_7056;
let l_7058 = l_7056 - u32(1);
let l_7059 = min(l_702, l_7058);
let l_7060 = buffer_2_global[l_7059];
let l_7061 = select(u32(0), l_7060, l_7057);
let l_703 = l_7061;
let l_704 = u32(2) * l_mut_701;
let l_705 = l_704 + u32(1);
let l_7062 = info.static_meta[u32(2)];
let l_7063 = l_7062 * u32(1);
let l_7064 = l_705 < l_7063;
let l_7065 = l_7063 - u32(1);
let l_7066 = min(l_705, l_7065);
let l_7067 = buffer_2_global[l_7066];
let l_7068 = select(u32(0), l_7067, l_7064);
let l_706 = l_7068;
let l_707 = l_706 != u32(0);
let l_708 = l_mut_701 * u32(4);
let l_7069 = info.static_meta[u32(3)];
let l_7070 = l_7069 * u32(1);
let l_7071 = l_708 < l_7070;
let l_7072 = l_7070 - u32(1);
let l_7073 = min(l_708, l_7072);
let l_7074 = buffer_3_global[l_7073];
let l_7075 = select(f64(0.0), l_7074, l_7071);
let l_709 = l_7075;
let l_710 = l_mut_701 * u32(4);
let l_711 = l_710 + u32(1);
let l_7076 = info.static_meta[u32(3)];
let l_7077 = l_7076 * u32(1);
let l_7078 = l_711 < l_7077;
let l_7079 = l_7077 - u32(1);
let l_7080 = min(l_711, l_7079);
let l_7081 = buffer_3_global[l_7080];
let l_7082 = select(f64(0.0), l_7081, l_7078);
let l_712 = l_7082;
let l_713 = l_mut_701 * u32(4);
let l_714 = l_713 + u32(2);
let l_7083 = info.static_meta[u32(3)];
let l_7084 = l_7083 * u32(1);
let l_7085 = l_714 < l_7084;
let l_7086 = l_7084 - u32(1);
let l_7087 = min(l_714, l_7086);
let l_7088 = buffer_3_global[l_7087];
let l_7089 = select(f64(0.0), l_7088, l_7085);
let l_715 = l_7089;
let l_716 = f64(l_25);
let l_717 = abs(l_716);
let l_718 = abs(l_mut_31);
let l_719 = l_718 * f64(1.4551915228366852e-11);
l_mut_720 = u32(2);
let l_721 = l_703 == u32(0);
if l_721 {
l_mut_720 = u32(0);
} else {
let l_722 = l_703 == u32(1);
if l_722 {
l_mut_720 = u32(1);
let l_723 = abs(l_689);
let l_724 = l_723 <= l_709;
if l_724 {
l_mut_720 = u32(0);
}
} else {
let l_725 = l_703 == u32(2);
if l_725 {
let l_726 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_727 = l_726 >= f64(1.1754943508222875e-38);
let l_728 = l_726 <= f64(1.7976931348623157e308);
let l_729 = l_727 && l_728;
if l_729 {
let l_730 = bitcast<u64>(l_726);
let l_731 = l_730 >> u32(bitcast<u64>(u64(52)));
let l_732 = l_731 - u64(23);
let l_733 = l_732 << u32(bitcast<u64>(u64(52)));
let l_734 = bitcast<f64>(l_733);
l_mut_404 = l_734;
}
let l_735 = l_709 * l_mut_404;
l_mut_736 = u32(2);
let l_737 = l_mut_31 - l_719;
let l_738 = abs(l_737);
l_mut_404 = f64(1.401298464324817e-45);
let l_739 = l_738 >= f64(1.1754943508222875e-38);
let l_740 = l_738 <= f64(1.7976931348623157e308);
let l_741 = l_739 && l_740;
if l_741 {
let l_742 = bitcast<u64>(l_738);
let l_743 = l_742 >> u32(bitcast<u64>(u64(52)));
let l_744 = l_743 - u64(23);
let l_745 = l_744 << u32(bitcast<u64>(u64(52)));
let l_746 = bitcast<f64>(l_745);
l_mut_404 = l_746;
}
let l_747 = l_mut_31 + l_719;
let l_748 = abs(l_747);
l_mut_232 = f64(1.401298464324817e-45);
let l_749 = l_748 >= f64(1.1754943508222875e-38);
let l_750 = l_748 <= f64(1.7976931348623157e308);
let l_751 = l_749 && l_750;
if l_751 {
let l_752 = bitcast<u64>(l_748);
let l_753 = l_752 >> u32(bitcast<u64>(u64(52)));
let l_754 = l_753 - u64(23);
let l_755 = l_754 << u32(bitcast<u64>(u64(52)));
let l_756 = bitcast<f64>(l_755);
l_mut_232 = l_756;
}
let l_757 = l_mut_404 == l_mut_232;
if l_757 {
let l_758 = l_735 * f64(1.4551915228366852e-11);
let l_759 = l_719 + l_758;
let l_760 = l_mut_31 - l_735;
let l_761 = l_mut_31 + l_735;
let l_762 = bitcast<u32>(l_26);
let l_763 = l_762 & u32(2147483647);
let l_764 = bitcast<f32>(l_763);
let l_765 = f64(l_764);
l_mut_404 = l_765;
let l_766 = l_763 < u32(8388608);
if l_766 {
let l_767 = f64(l_763);
let l_768 = l_767 * f64(1.401298464324817e-45);
l_mut_404 = l_768;
}
let l_769 = bitcast<u64>(l_mut_404);
let l_770 = l_762 >> u32(31);
let l_771 = u64(l_770);
let l_772 = l_771 << u32(bitcast<u64>(u64(63)));
let l_773 = l_769 | l_772;
let l_774 = bitcast<f64>(l_773);
let l_775 = bitcast<u32>(l_26);
let l_776 = l_775 + u32(1);
l_mut_777 = l_776;
let l_778 = l_775 & u32(2147483647);
let l_779 = l_778 == u32(0);
if l_779 {
l_mut_777 = u32(1);
} else {
let l_780 = l_775 & u32(2147483648);
let l_781 = l_780 != u32(0);
if l_781 {
let l_782 = l_775 - u32(1);
l_mut_777 = l_782;
} else {
let l_783 = l_775 == u32(2139095040);
if l_783 {
l_mut_777 = l_775;
}
}
}
let l_784 = bitcast<f32>(l_mut_777);
let l_785 = bitcast<u32>(l_784);
let l_786 = l_785 & u32(2147483647);
let l_787 = bitcast<f32>(l_786);
let l_788 = f64(l_787);
l_mut_404 = l_788;
let l_789 = l_786 < u32(8388608);
if l_789 {
let l_790 = f64(l_786);
let l_791 = l_790 * f64(1.401298464324817e-45);
l_mut_404 = l_791;
}
let l_792 = bitcast<u64>(l_mut_404);
let l_793 = l_785 >> u32(31);
let l_794 = u64(l_793);
let l_795 = l_794 << u32(bitcast<u64>(u64(63)));
let l_796 = l_792 | l_795;
let l_797 = bitcast<f64>(l_796);
let l_798 = bitcast<u32>(l_26);
let l_799 = l_798 ^ u32(2147483648);
let l_800 = bitcast<f32>(l_799);
let l_801 = bitcast<u32>(l_800);
let l_802 = l_801 + u32(1);
l_mut_777 = l_802;
let l_803 = l_801 & u32(2147483647);
let l_804 = l_803 == u32(0);
if l_804 {
l_mut_777 = u32(1);
} else {
let l_805 = l_801 & u32(2147483648);
let l_806 = l_805 != u32(0);
if l_806 {
let l_807 = l_801 - u32(1);
l_mut_777 = l_807;
} else {
let l_808 = l_801 == u32(2139095040);
if l_808 {
l_mut_777 = l_801;
}
}
}
let l_809 = bitcast<f32>(l_mut_777);
let l_810 = bitcast<u32>(l_809);
let l_811 = l_810 ^ u32(2147483648);
let l_812 = bitcast<f32>(l_811);
let l_813 = bitcast<u32>(l_812);
let l_814 = l_813 & u32(2147483647);
let l_815 = bitcast<f32>(l_814);
let l_816 = f64(l_815);
l_mut_404 = l_816;
let l_817 = l_814 < u32(8388608);
if l_817 {
let l_818 = f64(l_814);
let l_819 = l_818 * f64(1.401298464324817e-45);
l_mut_404 = l_819;
}
let l_820 = bitcast<u64>(l_mut_404);
let l_821 = l_813 >> u32(31);
let l_822 = u64(l_821);
let l_823 = l_822 << u32(bitcast<u64>(u64(63)));
let l_824 = l_820 | l_823;
let l_825 = bitcast<f64>(l_824);
let l_826 = l_760 + l_759;
let l_827 = l_826 <= l_774;
l_mut_828 = l_827;
let l_829 = l_760 - l_759;
let l_830 = l_829 > l_774;
l_mut_831 = l_830;
let l_832 = l_761 - l_759;
let l_833 = l_832 >= l_774;
l_mut_834 = l_833;
let l_835 = l_761 + l_759;
let l_836 = l_835 < l_774;
l_mut_837 = l_836;
if l_707 {
let l_838 = l_760 + l_759;
let l_839 = l_838 < l_797;
l_mut_828 = l_839;
let l_840 = l_760 - l_759;
let l_841 = l_840 >= l_797;
l_mut_831 = l_841;
let l_842 = l_761 - l_759;
let l_843 = l_842 > l_825;
l_mut_834 = l_843;
let l_844 = l_761 + l_759;
let l_845 = l_844 <= l_825;
l_mut_837 = l_845;
}
l_mut_777 = u32(2);
let l_846 = l_mut_831 || l_mut_837;
if l_846 {
l_mut_777 = u32(1);
} else {
let l_847 = l_mut_828 && l_mut_834;
if l_847 {
l_mut_777 = u32(0);
}
}
let l_848 = bitcast<u32>(l_26);
let l_849 = l_848 & u32(2147483647);
let l_850 = l_849 == u32(0);
if l_850 {
let l_851 = l_760 + l_759;
let l_852 = l_851 < f64(1.1754943508222875e-38);
let l_853 = l_761 - l_759;
let l_854 = l_853 > f64(-1.1754943508222875e-38);
let l_855 = l_852 && l_854;
let l_856 = l_760 - l_759;
let l_857 = l_856 < f64(1.1754943508222875e-38);
let l_858 = l_761 + l_759;
let l_859 = l_858 > f64(-1.1754943508222875e-38);
let l_860 = l_857 && l_859;
if l_855 {
l_mut_777 = u32(0);
} else {
let l_861 = l_mut_777 == u32(1);
let l_862 = l_860 && l_861;
if l_862 {
l_mut_777 = u32(2);
}
}
}
l_mut_736 = l_mut_777;
}
l_mut_720 = l_mut_736;
} else {
let l_863 = l_703 == u32(3);
if l_863 {
l_mut_720 = u32(0);
let l_864 = l_717 >= f64(1.1754943508222875e-38);
let l_865 = l_717 <= f64(8.507059173023462e37);
let l_866 = l_864 && l_865;
if l_866 {
let l_867 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_868 = l_867 >= f64(1.1754943508222875e-38);
let l_869 = l_867 <= f64(1.7976931348623157e308);
let l_870 = l_868 && l_869;
if l_870 {
let l_871 = bitcast<u64>(l_867);
let l_872 = l_871 >> u32(bitcast<u64>(u64(52)));
let l_873 = l_872 - u64(23);
let l_874 = l_873 << u32(bitcast<u64>(u64(52)));
let l_875 = bitcast<f64>(l_874);
l_mut_404 = l_875;
}
let l_876 = l_709 * l_mut_404;
l_mut_777 = u32(2);
let l_877 = l_mut_31 - l_719;
let l_878 = abs(l_877);
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
let l_887 = l_mut_31 + l_719;
let l_888 = abs(l_887);
l_mut_232 = f64(1.401298464324817e-45);
let l_889 = l_888 >= f64(1.1754943508222875e-38);
let l_890 = l_888 <= f64(1.7976931348623157e308);
let l_891 = l_889 && l_890;
if l_891 {
let l_892 = bitcast<u64>(l_888);
let l_893 = l_892 >> u32(bitcast<u64>(u64(52)));
let l_894 = l_893 - u64(23);
let l_895 = l_894 << u32(bitcast<u64>(u64(52)));
let l_896 = bitcast<f64>(l_895);
l_mut_232 = l_896;
}
let l_897 = l_mut_404 == l_mut_232;
if l_897 {
let l_898 = l_876 * f64(1.4551915228366852e-11);
let l_899 = l_719 + l_898;
let l_900 = l_mut_31 - l_876;
let l_901 = l_mut_31 + l_876;
let l_902 = bitcast<u32>(l_26);
let l_903 = l_902 & u32(2147483647);
let l_904 = bitcast<f32>(l_903);
let l_905 = f64(l_904);
l_mut_404 = l_905;
let l_906 = l_903 < u32(8388608);
if l_906 {
let l_907 = f64(l_903);
let l_908 = l_907 * f64(1.401298464324817e-45);
l_mut_404 = l_908;
}
let l_909 = bitcast<u64>(l_mut_404);
let l_910 = l_902 >> u32(31);
let l_911 = u64(l_910);
let l_912 = l_911 << u32(bitcast<u64>(u64(63)));
let l_913 = l_909 | l_912;
let l_914 = bitcast<f64>(l_913);
let l_915 = bitcast<u32>(l_26);
let l_916 = l_915 + u32(1);
l_mut_736 = l_916;
let l_917 = l_915 & u32(2147483647);
let l_918 = l_917 == u32(0);
if l_918 {
l_mut_736 = u32(1);
} else {
let l_919 = l_915 & u32(2147483648);
let l_920 = l_919 != u32(0);
if l_920 {
let l_921 = l_915 - u32(1);
l_mut_736 = l_921;
} else {
let l_922 = l_915 == u32(2139095040);
if l_922 {
l_mut_736 = l_915;
}
}
}
let l_923 = bitcast<f32>(l_mut_736);
let l_924 = bitcast<u32>(l_923);
let l_925 = l_924 & u32(2147483647);
let l_926 = bitcast<f32>(l_925);
let l_927 = f64(l_926);
l_mut_404 = l_927;
let l_928 = l_925 < u32(8388608);
if l_928 {
let l_929 = f64(l_925);
let l_930 = l_929 * f64(1.401298464324817e-45);
l_mut_404 = l_930;
}
let l_931 = bitcast<u64>(l_mut_404);
let l_932 = l_924 >> u32(31);
let l_933 = u64(l_932);
let l_934 = l_933 << u32(bitcast<u64>(u64(63)));
let l_935 = l_931 | l_934;
let l_936 = bitcast<f64>(l_935);
let l_937 = bitcast<u32>(l_26);
let l_938 = l_937 ^ u32(2147483648);
let l_939 = bitcast<f32>(l_938);
let l_940 = bitcast<u32>(l_939);
let l_941 = l_940 + u32(1);
l_mut_736 = l_941;
let l_942 = l_940 & u32(2147483647);
let l_943 = l_942 == u32(0);
if l_943 {
l_mut_736 = u32(1);
} else {
let l_944 = l_940 & u32(2147483648);
let l_945 = l_944 != u32(0);
if l_945 {
let l_946 = l_940 - u32(1);
l_mut_736 = l_946;
} else {
let l_947 = l_940 == u32(2139095040);
if l_947 {
l_mut_736 = l_940;
}
}
}
let l_948 = bitcast<f32>(l_mut_736);
let l_949 = bitcast<u32>(l_948);
let l_950 = l_949 ^ u32(2147483648);
let l_951 = bitcast<f32>(l_950);
let l_952 = bitcast<u32>(l_951);
let l_953 = l_952 & u32(2147483647);
let l_954 = bitcast<f32>(l_953);
let l_955 = f64(l_954);
l_mut_404 = l_955;
let l_956 = l_953 < u32(8388608);
if l_956 {
let l_957 = f64(l_953);
let l_958 = l_957 * f64(1.401298464324817e-45);
l_mut_404 = l_958;
}
let l_959 = bitcast<u64>(l_mut_404);
let l_960 = l_952 >> u32(31);
let l_961 = u64(l_960);
let l_962 = l_961 << u32(bitcast<u64>(u64(63)));
let l_963 = l_959 | l_962;
let l_964 = bitcast<f64>(l_963);
let l_965 = l_900 + l_899;
let l_966 = l_965 <= l_914;
l_mut_837 = l_966;
let l_967 = l_900 - l_899;
let l_968 = l_967 > l_914;
l_mut_834 = l_968;
let l_969 = l_901 - l_899;
let l_970 = l_969 >= l_914;
l_mut_831 = l_970;
let l_971 = l_901 + l_899;
let l_972 = l_971 < l_914;
l_mut_828 = l_972;
if l_707 {
let l_973 = l_900 + l_899;
let l_974 = l_973 < l_936;
l_mut_837 = l_974;
let l_975 = l_900 - l_899;
let l_976 = l_975 >= l_936;
l_mut_834 = l_976;
let l_977 = l_901 - l_899;
let l_978 = l_977 > l_964;
l_mut_831 = l_978;
let l_979 = l_901 + l_899;
let l_980 = l_979 <= l_964;
l_mut_828 = l_980;
}
l_mut_736 = u32(2);
let l_981 = l_mut_834 || l_mut_828;
if l_981 {
l_mut_736 = u32(1);
} else {
let l_982 = l_mut_837 && l_mut_831;
if l_982 {
l_mut_736 = u32(0);
}
}
let l_983 = bitcast<u32>(l_26);
let l_984 = l_983 & u32(2147483647);
let l_985 = l_984 == u32(0);
if l_985 {
let l_986 = l_900 + l_899;
let l_987 = l_986 < f64(1.1754943508222875e-38);
let l_988 = l_901 - l_899;
let l_989 = l_988 > f64(-1.1754943508222875e-38);
let l_990 = l_987 && l_989;
let l_991 = l_900 - l_899;
let l_992 = l_991 < f64(1.1754943508222875e-38);
let l_993 = l_901 + l_899;
let l_994 = l_993 > f64(-1.1754943508222875e-38);
let l_995 = l_992 && l_994;
if l_990 {
l_mut_736 = u32(0);
} else {
let l_996 = l_mut_736 == u32(1);
let l_997 = l_995 && l_996;
if l_997 {
l_mut_736 = u32(2);
}
}
}
l_mut_777 = l_mut_736;
}
l_mut_720 = l_mut_777;
}
} else {
let l_998 = l_703 == u32(4);
if l_998 {
let l_999 = l_712 * l_717;
let l_1000 = l_709 + l_999;
let l_1001 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_1002 = l_1001 >= f64(1.1754943508222875e-38);
let l_1003 = l_1001 <= f64(1.7976931348623157e308);
let l_1004 = l_1002 && l_1003;
if l_1004 {
let l_1005 = bitcast<u64>(l_1001);
let l_1006 = l_1005 >> u32(bitcast<u64>(u64(52)));
let l_1007 = l_1006 - u64(23);
let l_1008 = l_1007 << u32(bitcast<u64>(u64(52)));
let l_1009 = bitcast<f64>(l_1008);
l_mut_404 = l_1009;
}
let l_1010 = l_1000 * l_mut_404;
l_mut_777 = u32(2);
let l_1011 = l_mut_31 - l_719;
let l_1012 = abs(l_1011);
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
let l_1021 = l_mut_31 + l_719;
let l_1022 = abs(l_1021);
l_mut_232 = f64(1.401298464324817e-45);
let l_1023 = l_1022 >= f64(1.1754943508222875e-38);
let l_1024 = l_1022 <= f64(1.7976931348623157e308);
let l_1025 = l_1023 && l_1024;
if l_1025 {
let l_1026 = bitcast<u64>(l_1022);
let l_1027 = l_1026 >> u32(bitcast<u64>(u64(52)));
let l_1028 = l_1027 - u64(23);
let l_1029 = l_1028 << u32(bitcast<u64>(u64(52)));
let l_1030 = bitcast<f64>(l_1029);
l_mut_232 = l_1030;
}
let l_1031 = l_mut_404 == l_mut_232;
if l_1031 {
let l_1032 = l_1010 * f64(1.4551915228366852e-11);
let l_1033 = l_719 + l_1032;
let l_1034 = l_mut_31 - l_1010;
let l_1035 = l_mut_31 + l_1010;
let l_1036 = bitcast<u32>(l_26);
let l_1037 = l_1036 & u32(2147483647);
let l_1038 = bitcast<f32>(l_1037);
let l_1039 = f64(l_1038);
l_mut_404 = l_1039;
let l_1040 = l_1037 < u32(8388608);
if l_1040 {
let l_1041 = f64(l_1037);
let l_1042 = l_1041 * f64(1.401298464324817e-45);
l_mut_404 = l_1042;
}
let l_1043 = bitcast<u64>(l_mut_404);
let l_1044 = l_1036 >> u32(31);
let l_1045 = u64(l_1044);
let l_1046 = l_1045 << u32(bitcast<u64>(u64(63)));
let l_1047 = l_1043 | l_1046;
let l_1048 = bitcast<f64>(l_1047);
let l_1049 = bitcast<u32>(l_26);
let l_1050 = l_1049 + u32(1);
l_mut_736 = l_1050;
let l_1051 = l_1049 & u32(2147483647);
let l_1052 = l_1051 == u32(0);
if l_1052 {
l_mut_736 = u32(1);
} else {
let l_1053 = l_1049 & u32(2147483648);
let l_1054 = l_1053 != u32(0);
if l_1054 {
let l_1055 = l_1049 - u32(1);
l_mut_736 = l_1055;
} else {
let l_1056 = l_1049 == u32(2139095040);
if l_1056 {
l_mut_736 = l_1049;
}
}
}
let l_1057 = bitcast<f32>(l_mut_736);
let l_1058 = bitcast<u32>(l_1057);
let l_1059 = l_1058 & u32(2147483647);
let l_1060 = bitcast<f32>(l_1059);
let l_1061 = f64(l_1060);
l_mut_404 = l_1061;
let l_1062 = l_1059 < u32(8388608);
if l_1062 {
let l_1063 = f64(l_1059);
let l_1064 = l_1063 * f64(1.401298464324817e-45);
l_mut_404 = l_1064;
}
let l_1065 = bitcast<u64>(l_mut_404);
let l_1066 = l_1058 >> u32(31);
let l_1067 = u64(l_1066);
let l_1068 = l_1067 << u32(bitcast<u64>(u64(63)));
let l_1069 = l_1065 | l_1068;
let l_1070 = bitcast<f64>(l_1069);
let l_1071 = bitcast<u32>(l_26);
let l_1072 = l_1071 ^ u32(2147483648);
let l_1073 = bitcast<f32>(l_1072);
let l_1074 = bitcast<u32>(l_1073);
let l_1075 = l_1074 + u32(1);
l_mut_736 = l_1075;
let l_1076 = l_1074 & u32(2147483647);
let l_1077 = l_1076 == u32(0);
if l_1077 {
l_mut_736 = u32(1);
} else {
let l_1078 = l_1074 & u32(2147483648);
let l_1079 = l_1078 != u32(0);
if l_1079 {
let l_1080 = l_1074 - u32(1);
l_mut_736 = l_1080;
} else {
let l_1081 = l_1074 == u32(2139095040);
if l_1081 {
l_mut_736 = l_1074;
}
}
}
let l_1082 = bitcast<f32>(l_mut_736);
let l_1083 = bitcast<u32>(l_1082);
let l_1084 = l_1083 ^ u32(2147483648);
let l_1085 = bitcast<f32>(l_1084);
let l_1086 = bitcast<u32>(l_1085);
let l_1087 = l_1086 & u32(2147483647);
let l_1088 = bitcast<f32>(l_1087);
let l_1089 = f64(l_1088);
l_mut_404 = l_1089;
let l_1090 = l_1087 < u32(8388608);
if l_1090 {
let l_1091 = f64(l_1087);
let l_1092 = l_1091 * f64(1.401298464324817e-45);
l_mut_404 = l_1092;
}
let l_1093 = bitcast<u64>(l_mut_404);
let l_1094 = l_1086 >> u32(31);
let l_1095 = u64(l_1094);
let l_1096 = l_1095 << u32(bitcast<u64>(u64(63)));
let l_1097 = l_1093 | l_1096;
let l_1098 = bitcast<f64>(l_1097);
let l_1099 = l_1034 + l_1033;
let l_1100 = l_1099 <= l_1048;
l_mut_837 = l_1100;
let l_1101 = l_1034 - l_1033;
let l_1102 = l_1101 > l_1048;
l_mut_834 = l_1102;
let l_1103 = l_1035 - l_1033;
let l_1104 = l_1103 >= l_1048;
l_mut_831 = l_1104;
let l_1105 = l_1035 + l_1033;
let l_1106 = l_1105 < l_1048;
l_mut_828 = l_1106;
if l_707 {
let l_1107 = l_1034 + l_1033;
let l_1108 = l_1107 < l_1070;
l_mut_837 = l_1108;
let l_1109 = l_1034 - l_1033;
let l_1110 = l_1109 >= l_1070;
l_mut_834 = l_1110;
let l_1111 = l_1035 - l_1033;
let l_1112 = l_1111 > l_1098;
l_mut_831 = l_1112;
let l_1113 = l_1035 + l_1033;
let l_1114 = l_1113 <= l_1098;
l_mut_828 = l_1114;
}
l_mut_736 = u32(2);
let l_1115 = l_mut_834 || l_mut_828;
if l_1115 {
l_mut_736 = u32(1);
} else {
let l_1116 = l_mut_837 && l_mut_831;
if l_1116 {
l_mut_736 = u32(0);
}
}
let l_1117 = bitcast<u32>(l_26);
let l_1118 = l_1117 & u32(2147483647);
let l_1119 = l_1118 == u32(0);
if l_1119 {
let l_1120 = l_1034 + l_1033;
let l_1121 = l_1120 < f64(1.1754943508222875e-38);
let l_1122 = l_1035 - l_1033;
let l_1123 = l_1122 > f64(-1.1754943508222875e-38);
let l_1124 = l_1121 && l_1123;
let l_1125 = l_1034 - l_1033;
let l_1126 = l_1125 < f64(1.1754943508222875e-38);
let l_1127 = l_1035 + l_1033;
let l_1128 = l_1127 > f64(-1.1754943508222875e-38);
let l_1129 = l_1126 && l_1128;
if l_1124 {
l_mut_736 = u32(0);
} else {
let l_1130 = l_mut_736 == u32(1);
let l_1131 = l_1129 && l_1130;
if l_1131 {
l_mut_736 = u32(2);
}
}
}
l_mut_777 = l_mut_736;
}
l_mut_720 = l_mut_777;
} else {
let l_1132 = l_703 == u32(5);
if l_1132 {
let l_1133 = f64(2.0) * l_716;
let l_1134 = abs(l_1133);
let l_1135 = floor(l_1134);
let l_1136 = f64(3.0) + l_1135;
let l_1137 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_1138 = l_1137 >= f64(1.1754943508222875e-38);
let l_1139 = l_1137 <= f64(1.7976931348623157e308);
let l_1140 = l_1138 && l_1139;
if l_1140 {
let l_1141 = bitcast<u64>(l_1137);
let l_1142 = l_1141 >> u32(bitcast<u64>(u64(52)));
let l_1143 = l_1142 - u64(23);
let l_1144 = l_1143 << u32(bitcast<u64>(u64(52)));
let l_1145 = bitcast<f64>(l_1144);
l_mut_404 = l_1145;
}
let l_1146 = l_1136 * l_mut_404;
l_mut_777 = u32(2);
let l_1147 = l_mut_31 - l_719;
let l_1148 = abs(l_1147);
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
let l_1157 = l_mut_31 + l_719;
let l_1158 = abs(l_1157);
l_mut_232 = f64(1.401298464324817e-45);
let l_1159 = l_1158 >= f64(1.1754943508222875e-38);
let l_1160 = l_1158 <= f64(1.7976931348623157e308);
let l_1161 = l_1159 && l_1160;
if l_1161 {
let l_1162 = bitcast<u64>(l_1158);
let l_1163 = l_1162 >> u32(bitcast<u64>(u64(52)));
let l_1164 = l_1163 - u64(23);
let l_1165 = l_1164 << u32(bitcast<u64>(u64(52)));
let l_1166 = bitcast<f64>(l_1165);
l_mut_232 = l_1166;
}
let l_1167 = l_mut_404 == l_mut_232;
if l_1167 {
let l_1168 = l_1146 * f64(1.4551915228366852e-11);
let l_1169 = l_719 + l_1168;
let l_1170 = l_mut_31 - l_1146;
let l_1171 = l_mut_31 + l_1146;
let l_1172 = bitcast<u32>(l_26);
let l_1173 = l_1172 & u32(2147483647);
let l_1174 = bitcast<f32>(l_1173);
let l_1175 = f64(l_1174);
l_mut_404 = l_1175;
let l_1176 = l_1173 < u32(8388608);
if l_1176 {
let l_1177 = f64(l_1173);
let l_1178 = l_1177 * f64(1.401298464324817e-45);
l_mut_404 = l_1178;
}
let l_1179 = bitcast<u64>(l_mut_404);
let l_1180 = l_1172 >> u32(31);
let l_1181 = u64(l_1180);
let l_1182 = l_1181 << u32(bitcast<u64>(u64(63)));
let l_1183 = l_1179 | l_1182;
let l_1184 = bitcast<f64>(l_1183);
let l_1185 = bitcast<u32>(l_26);
let l_1186 = l_1185 + u32(1);
l_mut_736 = l_1186;
let l_1187 = l_1185 & u32(2147483647);
let l_1188 = l_1187 == u32(0);
if l_1188 {
l_mut_736 = u32(1);
} else {
let l_1189 = l_1185 & u32(2147483648);
let l_1190 = l_1189 != u32(0);
if l_1190 {
let l_1191 = l_1185 - u32(1);
l_mut_736 = l_1191;
} else {
let l_1192 = l_1185 == u32(2139095040);
if l_1192 {
l_mut_736 = l_1185;
}
}
}
let l_1193 = bitcast<f32>(l_mut_736);
let l_1194 = bitcast<u32>(l_1193);
let l_1195 = l_1194 & u32(2147483647);
let l_1196 = bitcast<f32>(l_1195);
let l_1197 = f64(l_1196);
l_mut_404 = l_1197;
let l_1198 = l_1195 < u32(8388608);
if l_1198 {
let l_1199 = f64(l_1195);
let l_1200 = l_1199 * f64(1.401298464324817e-45);
l_mut_404 = l_1200;
}
let l_1201 = bitcast<u64>(l_mut_404);
let l_1202 = l_1194 >> u32(31);
let l_1203 = u64(l_1202);
let l_1204 = l_1203 << u32(bitcast<u64>(u64(63)));
let l_1205 = l_1201 | l_1204;
let l_1206 = bitcast<f64>(l_1205);
let l_1207 = bitcast<u32>(l_26);
let l_1208 = l_1207 ^ u32(2147483648);
let l_1209 = bitcast<f32>(l_1208);
let l_1210 = bitcast<u32>(l_1209);
let l_1211 = l_1210 + u32(1);
l_mut_736 = l_1211;
let l_1212 = l_1210 & u32(2147483647);
let l_1213 = l_1212 == u32(0);
if l_1213 {
l_mut_736 = u32(1);
} else {
let l_1214 = l_1210 & u32(2147483648);
let l_1215 = l_1214 != u32(0);
if l_1215 {
let l_1216 = l_1210 - u32(1);
l_mut_736 = l_1216;
} else {
let l_1217 = l_1210 == u32(2139095040);
if l_1217 {
l_mut_736 = l_1210;
}
}
}
let l_1218 = bitcast<f32>(l_mut_736);
let l_1219 = bitcast<u32>(l_1218);
let l_1220 = l_1219 ^ u32(2147483648);
let l_1221 = bitcast<f32>(l_1220);
let l_1222 = bitcast<u32>(l_1221);
let l_1223 = l_1222 & u32(2147483647);
let l_1224 = bitcast<f32>(l_1223);
let l_1225 = f64(l_1224);
l_mut_404 = l_1225;
let l_1226 = l_1223 < u32(8388608);
if l_1226 {
let l_1227 = f64(l_1223);
let l_1228 = l_1227 * f64(1.401298464324817e-45);
l_mut_404 = l_1228;
}
let l_1229 = bitcast<u64>(l_mut_404);
let l_1230 = l_1222 >> u32(31);
let l_1231 = u64(l_1230);
let l_1232 = l_1231 << u32(bitcast<u64>(u64(63)));
let l_1233 = l_1229 | l_1232;
let l_1234 = bitcast<f64>(l_1233);
let l_1235 = l_1170 + l_1169;
let l_1236 = l_1235 <= l_1184;
l_mut_837 = l_1236;
let l_1237 = l_1170 - l_1169;
let l_1238 = l_1237 > l_1184;
l_mut_834 = l_1238;
let l_1239 = l_1171 - l_1169;
let l_1240 = l_1239 >= l_1184;
l_mut_831 = l_1240;
let l_1241 = l_1171 + l_1169;
let l_1242 = l_1241 < l_1184;
l_mut_828 = l_1242;
if l_707 {
let l_1243 = l_1170 + l_1169;
let l_1244 = l_1243 < l_1206;
l_mut_837 = l_1244;
let l_1245 = l_1170 - l_1169;
let l_1246 = l_1245 >= l_1206;
l_mut_834 = l_1246;
let l_1247 = l_1171 - l_1169;
let l_1248 = l_1247 > l_1234;
l_mut_831 = l_1248;
let l_1249 = l_1171 + l_1169;
let l_1250 = l_1249 <= l_1234;
l_mut_828 = l_1250;
}
l_mut_736 = u32(2);
let l_1251 = l_mut_834 || l_mut_828;
if l_1251 {
l_mut_736 = u32(1);
} else {
let l_1252 = l_mut_837 && l_mut_831;
if l_1252 {
l_mut_736 = u32(0);
}
}
let l_1253 = bitcast<u32>(l_26);
let l_1254 = l_1253 & u32(2147483647);
let l_1255 = l_1254 == u32(0);
if l_1255 {
let l_1256 = l_1170 + l_1169;
let l_1257 = l_1256 < f64(1.1754943508222875e-38);
let l_1258 = l_1171 - l_1169;
let l_1259 = l_1258 > f64(-1.1754943508222875e-38);
let l_1260 = l_1257 && l_1259;
let l_1261 = l_1170 - l_1169;
let l_1262 = l_1261 < f64(1.1754943508222875e-38);
let l_1263 = l_1171 + l_1169;
let l_1264 = l_1263 > f64(-1.1754943508222875e-38);
let l_1265 = l_1262 && l_1264;
if l_1260 {
l_mut_736 = u32(0);
} else {
let l_1266 = l_mut_736 == u32(1);
let l_1267 = l_1265 && l_1266;
if l_1267 {
l_mut_736 = u32(2);
}
}
}
l_mut_777 = l_mut_736;
}
l_mut_720 = l_mut_777;
} else {
let l_1268 = l_703 == u32(6);
if l_1268 {
l_mut_720 = u32(0);
let l_1269 = l_717 <= l_712;
if l_1269 {
let l_1270 = l_709 * f64(1.4551915228366852e-11);
let l_1271 = l_719 + l_1270;
let l_1272 = l_mut_31 - l_709;
let l_1273 = l_mut_31 + l_709;
let l_1274 = bitcast<u32>(l_26);
let l_1275 = l_1274 & u32(2147483647);
let l_1276 = bitcast<f32>(l_1275);
let l_1277 = f64(l_1276);
l_mut_404 = l_1277;
let l_1278 = l_1275 < u32(8388608);
if l_1278 {
let l_1279 = f64(l_1275);
let l_1280 = l_1279 * f64(1.401298464324817e-45);
l_mut_404 = l_1280;
}
let l_1281 = bitcast<u64>(l_mut_404);
let l_1282 = l_1274 >> u32(31);
let l_1283 = u64(l_1282);
let l_1284 = l_1283 << u32(bitcast<u64>(u64(63)));
let l_1285 = l_1281 | l_1284;
let l_1286 = bitcast<f64>(l_1285);
let l_1287 = bitcast<u32>(l_26);
let l_1288 = l_1287 + u32(1);
l_mut_777 = l_1288;
let l_1289 = l_1287 & u32(2147483647);
let l_1290 = l_1289 == u32(0);
if l_1290 {
l_mut_777 = u32(1);
} else {
let l_1291 = l_1287 & u32(2147483648);
let l_1292 = l_1291 != u32(0);
if l_1292 {
let l_1293 = l_1287 - u32(1);
l_mut_777 = l_1293;
} else {
let l_1294 = l_1287 == u32(2139095040);
if l_1294 {
l_mut_777 = l_1287;
}
}
}
let l_1295 = bitcast<f32>(l_mut_777);
let l_1296 = bitcast<u32>(l_1295);
let l_1297 = l_1296 & u32(2147483647);
let l_1298 = bitcast<f32>(l_1297);
let l_1299 = f64(l_1298);
l_mut_404 = l_1299;
let l_1300 = l_1297 < u32(8388608);
if l_1300 {
let l_1301 = f64(l_1297);
let l_1302 = l_1301 * f64(1.401298464324817e-45);
l_mut_404 = l_1302;
}
let l_1303 = bitcast<u64>(l_mut_404);
let l_1304 = l_1296 >> u32(31);
let l_1305 = u64(l_1304);
let l_1306 = l_1305 << u32(bitcast<u64>(u64(63)));
let l_1307 = l_1303 | l_1306;
let l_1308 = bitcast<f64>(l_1307);
let l_1309 = bitcast<u32>(l_26);
let l_1310 = l_1309 ^ u32(2147483648);
let l_1311 = bitcast<f32>(l_1310);
let l_1312 = bitcast<u32>(l_1311);
let l_1313 = l_1312 + u32(1);
l_mut_777 = l_1313;
let l_1314 = l_1312 & u32(2147483647);
let l_1315 = l_1314 == u32(0);
if l_1315 {
l_mut_777 = u32(1);
} else {
let l_1316 = l_1312 & u32(2147483648);
let l_1317 = l_1316 != u32(0);
if l_1317 {
let l_1318 = l_1312 - u32(1);
l_mut_777 = l_1318;
} else {
let l_1319 = l_1312 == u32(2139095040);
if l_1319 {
l_mut_777 = l_1312;
}
}
}
let l_1320 = bitcast<f32>(l_mut_777);
let l_1321 = bitcast<u32>(l_1320);
let l_1322 = l_1321 ^ u32(2147483648);
let l_1323 = bitcast<f32>(l_1322);
let l_1324 = bitcast<u32>(l_1323);
let l_1325 = l_1324 & u32(2147483647);
let l_1326 = bitcast<f32>(l_1325);
let l_1327 = f64(l_1326);
l_mut_404 = l_1327;
let l_1328 = l_1325 < u32(8388608);
if l_1328 {
let l_1329 = f64(l_1325);
let l_1330 = l_1329 * f64(1.401298464324817e-45);
l_mut_404 = l_1330;
}
let l_1331 = bitcast<u64>(l_mut_404);
let l_1332 = l_1324 >> u32(31);
let l_1333 = u64(l_1332);
let l_1334 = l_1333 << u32(bitcast<u64>(u64(63)));
let l_1335 = l_1331 | l_1334;
let l_1336 = bitcast<f64>(l_1335);
let l_1337 = l_1272 + l_1271;
let l_1338 = l_1337 <= l_1286;
l_mut_837 = l_1338;
let l_1339 = l_1272 - l_1271;
let l_1340 = l_1339 > l_1286;
l_mut_834 = l_1340;
let l_1341 = l_1273 - l_1271;
let l_1342 = l_1341 >= l_1286;
l_mut_831 = l_1342;
let l_1343 = l_1273 + l_1271;
let l_1344 = l_1343 < l_1286;
l_mut_828 = l_1344;
if l_707 {
let l_1345 = l_1272 + l_1271;
let l_1346 = l_1345 < l_1308;
l_mut_837 = l_1346;
let l_1347 = l_1272 - l_1271;
let l_1348 = l_1347 >= l_1308;
l_mut_834 = l_1348;
let l_1349 = l_1273 - l_1271;
let l_1350 = l_1349 > l_1336;
l_mut_831 = l_1350;
let l_1351 = l_1273 + l_1271;
let l_1352 = l_1351 <= l_1336;
l_mut_828 = l_1352;
}
l_mut_777 = u32(2);
let l_1353 = l_mut_834 || l_mut_828;
if l_1353 {
l_mut_777 = u32(1);
} else {
let l_1354 = l_mut_837 && l_mut_831;
if l_1354 {
l_mut_777 = u32(0);
}
}
let l_1355 = bitcast<u32>(l_26);
let l_1356 = l_1355 & u32(2147483647);
let l_1357 = l_1356 == u32(0);
if l_1357 {
let l_1358 = l_1272 + l_1271;
let l_1359 = l_1358 < f64(1.1754943508222875e-38);
let l_1360 = l_1273 - l_1271;
let l_1361 = l_1360 > f64(-1.1754943508222875e-38);
let l_1362 = l_1359 && l_1361;
let l_1363 = l_1272 - l_1271;
let l_1364 = l_1363 < f64(1.1754943508222875e-38);
let l_1365 = l_1273 + l_1271;
let l_1366 = l_1365 > f64(-1.1754943508222875e-38);
let l_1367 = l_1364 && l_1366;
if l_1362 {
l_mut_777 = u32(0);
} else {
let l_1368 = l_mut_777 == u32(1);
let l_1369 = l_1367 && l_1368;
if l_1369 {
l_mut_777 = u32(2);
}
}
}
l_mut_720 = l_mut_777;
}
} else {
let l_1370 = l_703 == u32(7);
if l_1370 {
let l_1371 = abs(l_mut_31);
let l_1372 = l_709 * l_1371;
l_mut_404 = l_1372;
let l_1373 = abs(l_mut_31);
l_mut_232 = f64(1.401298464324817e-45);
let l_1374 = l_1373 >= f64(1.1754943508222875e-38);
let l_1375 = l_1373 <= f64(1.7976931348623157e308);
let l_1376 = l_1374 && l_1375;
if l_1376 {
let l_1377 = bitcast<u64>(l_1373);
let l_1378 = l_1377 >> u32(bitcast<u64>(u64(52)));
let l_1379 = l_1378 - u64(23);
let l_1380 = l_1379 << u32(bitcast<u64>(u64(52)));
let l_1381 = bitcast<f64>(l_1380);
l_mut_232 = l_1381;
}
let l_1382 = f64(0.5) * l_mut_232;
let l_1383 = l_1382 > l_mut_404;
if l_1383 {
l_mut_404 = l_1382;
}
let l_1384 = l_mut_31 - l_719;
let l_1385 = abs(l_1384);
l_mut_232 = f64(1.401298464324817e-45);
let l_1386 = l_1385 >= f64(1.1754943508222875e-38);
let l_1387 = l_1385 <= f64(1.7976931348623157e308);
let l_1388 = l_1386 && l_1387;
if l_1388 {
let l_1389 = bitcast<u64>(l_1385);
let l_1390 = l_1389 >> u32(bitcast<u64>(u64(52)));
let l_1391 = l_1390 - u64(23);
let l_1392 = l_1391 << u32(bitcast<u64>(u64(52)));
let l_1393 = bitcast<f64>(l_1392);
l_mut_232 = l_1393;
}
let l_1394 = l_mut_31 + l_719;
let l_1395 = abs(l_1394);
l_mut_78 = f64(1.401298464324817e-45);
let l_1396 = l_1395 >= f64(1.1754943508222875e-38);
let l_1397 = l_1395 <= f64(1.7976931348623157e308);
let l_1398 = l_1396 && l_1397;
if l_1398 {
let l_1399 = bitcast<u64>(l_1395);
let l_1400 = l_1399 >> u32(bitcast<u64>(u64(52)));
let l_1401 = l_1400 - u64(23);
let l_1402 = l_1401 << u32(bitcast<u64>(u64(52)));
let l_1403 = bitcast<f64>(l_1402);
l_mut_78 = l_1403;
}
let l_1404 = l_mut_232 == l_mut_78;
if l_1404 {
let l_1405 = l_709 * l_719;
let l_1406 = l_719 + l_1405;
let l_1407 = l_mut_404 * f64(1.4551915228366852e-11);
let l_1408 = l_1406 + l_1407;
let l_1409 = l_mut_31 - l_mut_404;
let l_1410 = l_mut_31 + l_mut_404;
let l_1411 = bitcast<u32>(l_26);
let l_1412 = l_1411 & u32(2147483647);
let l_1413 = bitcast<f32>(l_1412);
let l_1414 = f64(l_1413);
l_mut_404 = l_1414;
let l_1415 = l_1412 < u32(8388608);
if l_1415 {
let l_1416 = f64(l_1412);
let l_1417 = l_1416 * f64(1.401298464324817e-45);
l_mut_404 = l_1417;
}
let l_1418 = bitcast<u64>(l_mut_404);
let l_1419 = l_1411 >> u32(31);
let l_1420 = u64(l_1419);
let l_1421 = l_1420 << u32(bitcast<u64>(u64(63)));
let l_1422 = l_1418 | l_1421;
let l_1423 = bitcast<f64>(l_1422);
let l_1424 = bitcast<u32>(l_26);
let l_1425 = l_1424 + u32(1);
l_mut_777 = l_1425;
let l_1426 = l_1424 & u32(2147483647);
let l_1427 = l_1426 == u32(0);
if l_1427 {
l_mut_777 = u32(1);
} else {
let l_1428 = l_1424 & u32(2147483648);
let l_1429 = l_1428 != u32(0);
if l_1429 {
let l_1430 = l_1424 - u32(1);
l_mut_777 = l_1430;
} else {
let l_1431 = l_1424 == u32(2139095040);
if l_1431 {
l_mut_777 = l_1424;
}
}
}
let l_1432 = bitcast<f32>(l_mut_777);
let l_1433 = bitcast<u32>(l_1432);
let l_1434 = l_1433 & u32(2147483647);
let l_1435 = bitcast<f32>(l_1434);
let l_1436 = f64(l_1435);
l_mut_404 = l_1436;
let l_1437 = l_1434 < u32(8388608);
if l_1437 {
let l_1438 = f64(l_1434);
let l_1439 = l_1438 * f64(1.401298464324817e-45);
l_mut_404 = l_1439;
}
let l_1440 = bitcast<u64>(l_mut_404);
let l_1441 = l_1433 >> u32(31);
let l_1442 = u64(l_1441);
let l_1443 = l_1442 << u32(bitcast<u64>(u64(63)));
let l_1444 = l_1440 | l_1443;
let l_1445 = bitcast<f64>(l_1444);
let l_1446 = bitcast<u32>(l_26);
let l_1447 = l_1446 ^ u32(2147483648);
let l_1448 = bitcast<f32>(l_1447);
let l_1449 = bitcast<u32>(l_1448);
let l_1450 = l_1449 + u32(1);
l_mut_777 = l_1450;
let l_1451 = l_1449 & u32(2147483647);
let l_1452 = l_1451 == u32(0);
if l_1452 {
l_mut_777 = u32(1);
} else {
let l_1453 = l_1449 & u32(2147483648);
let l_1454 = l_1453 != u32(0);
if l_1454 {
let l_1455 = l_1449 - u32(1);
l_mut_777 = l_1455;
} else {
let l_1456 = l_1449 == u32(2139095040);
if l_1456 {
l_mut_777 = l_1449;
}
}
}
let l_1457 = bitcast<f32>(l_mut_777);
let l_1458 = bitcast<u32>(l_1457);
let l_1459 = l_1458 ^ u32(2147483648);
let l_1460 = bitcast<f32>(l_1459);
let l_1461 = bitcast<u32>(l_1460);
let l_1462 = l_1461 & u32(2147483647);
let l_1463 = bitcast<f32>(l_1462);
let l_1464 = f64(l_1463);
l_mut_404 = l_1464;
let l_1465 = l_1462 < u32(8388608);
if l_1465 {
let l_1466 = f64(l_1462);
let l_1467 = l_1466 * f64(1.401298464324817e-45);
l_mut_404 = l_1467;
}
let l_1468 = bitcast<u64>(l_mut_404);
let l_1469 = l_1461 >> u32(31);
let l_1470 = u64(l_1469);
let l_1471 = l_1470 << u32(bitcast<u64>(u64(63)));
let l_1472 = l_1468 | l_1471;
let l_1473 = bitcast<f64>(l_1472);
let l_1474 = l_1409 + l_1408;
let l_1475 = l_1474 <= l_1423;
l_mut_837 = l_1475;
let l_1476 = l_1409 - l_1408;
let l_1477 = l_1476 > l_1423;
l_mut_834 = l_1477;
let l_1478 = l_1410 - l_1408;
let l_1479 = l_1478 >= l_1423;
l_mut_831 = l_1479;
let l_1480 = l_1410 + l_1408;
let l_1481 = l_1480 < l_1423;
l_mut_828 = l_1481;
if l_707 {
let l_1482 = l_1409 + l_1408;
let l_1483 = l_1482 < l_1445;
l_mut_837 = l_1483;
let l_1484 = l_1409 - l_1408;
let l_1485 = l_1484 >= l_1445;
l_mut_834 = l_1485;
let l_1486 = l_1410 - l_1408;
let l_1487 = l_1486 > l_1473;
l_mut_831 = l_1487;
let l_1488 = l_1410 + l_1408;
let l_1489 = l_1488 <= l_1473;
l_mut_828 = l_1489;
}
l_mut_777 = u32(2);
let l_1490 = l_mut_834 || l_mut_828;
if l_1490 {
l_mut_777 = u32(1);
} else {
let l_1491 = l_mut_837 && l_mut_831;
if l_1491 {
l_mut_777 = u32(0);
}
}
let l_1492 = bitcast<u32>(l_26);
let l_1493 = l_1492 & u32(2147483647);
let l_1494 = l_1493 == u32(0);
if l_1494 {
let l_1495 = l_1409 + l_1408;
let l_1496 = l_1495 < f64(1.1754943508222875e-38);
let l_1497 = l_1410 - l_1408;
let l_1498 = l_1497 > f64(-1.1754943508222875e-38);
let l_1499 = l_1496 && l_1498;
let l_1500 = l_1409 - l_1408;
let l_1501 = l_1500 < f64(1.1754943508222875e-38);
let l_1502 = l_1410 + l_1408;
let l_1503 = l_1502 > f64(-1.1754943508222875e-38);
let l_1504 = l_1501 && l_1503;
if l_1499 {
l_mut_777 = u32(0);
} else {
let l_1505 = l_mut_777 == u32(1);
let l_1506 = l_1504 && l_1505;
if l_1506 {
l_mut_777 = u32(2);
}
}
}
l_mut_720 = l_mut_777;
}
} else {
let l_1507 = l_703 == u32(8);
if l_1507 {
let l_1508 = l_716 >= f64(0.5);
let l_1509 = l_716 <= f64(2.0);
let l_1510 = l_1508 && l_1509;
if l_1510 {
let l_1511 = l_709 * f64(1.4551915228366852e-11);
let l_1512 = l_719 + l_1511;
let l_1513 = l_mut_31 - l_709;
let l_1514 = l_mut_31 + l_709;
let l_1515 = bitcast<u32>(l_26);
let l_1516 = l_1515 & u32(2147483647);
let l_1517 = bitcast<f32>(l_1516);
let l_1518 = f64(l_1517);
l_mut_404 = l_1518;
let l_1519 = l_1516 < u32(8388608);
if l_1519 {
let l_1520 = f64(l_1516);
let l_1521 = l_1520 * f64(1.401298464324817e-45);
l_mut_404 = l_1521;
}
let l_1522 = bitcast<u64>(l_mut_404);
let l_1523 = l_1515 >> u32(31);
let l_1524 = u64(l_1523);
let l_1525 = l_1524 << u32(bitcast<u64>(u64(63)));
let l_1526 = l_1522 | l_1525;
let l_1527 = bitcast<f64>(l_1526);
let l_1528 = bitcast<u32>(l_26);
let l_1529 = l_1528 + u32(1);
l_mut_777 = l_1529;
let l_1530 = l_1528 & u32(2147483647);
let l_1531 = l_1530 == u32(0);
if l_1531 {
l_mut_777 = u32(1);
} else {
let l_1532 = l_1528 & u32(2147483648);
let l_1533 = l_1532 != u32(0);
if l_1533 {
let l_1534 = l_1528 - u32(1);
l_mut_777 = l_1534;
} else {
let l_1535 = l_1528 == u32(2139095040);
if l_1535 {
l_mut_777 = l_1528;
}
}
}
let l_1536 = bitcast<f32>(l_mut_777);
let l_1537 = bitcast<u32>(l_1536);
let l_1538 = l_1537 & u32(2147483647);
let l_1539 = bitcast<f32>(l_1538);
let l_1540 = f64(l_1539);
l_mut_404 = l_1540;
let l_1541 = l_1538 < u32(8388608);
if l_1541 {
let l_1542 = f64(l_1538);
let l_1543 = l_1542 * f64(1.401298464324817e-45);
l_mut_404 = l_1543;
}
let l_1544 = bitcast<u64>(l_mut_404);
let l_1545 = l_1537 >> u32(31);
let l_1546 = u64(l_1545);
let l_1547 = l_1546 << u32(bitcast<u64>(u64(63)));
let l_1548 = l_1544 | l_1547;
let l_1549 = bitcast<f64>(l_1548);
let l_1550 = bitcast<u32>(l_26);
let l_1551 = l_1550 ^ u32(2147483648);
let l_1552 = bitcast<f32>(l_1551);
let l_1553 = bitcast<u32>(l_1552);
let l_1554 = l_1553 + u32(1);
l_mut_777 = l_1554;
let l_1555 = l_1553 & u32(2147483647);
let l_1556 = l_1555 == u32(0);
if l_1556 {
l_mut_777 = u32(1);
} else {
let l_1557 = l_1553 & u32(2147483648);
let l_1558 = l_1557 != u32(0);
if l_1558 {
let l_1559 = l_1553 - u32(1);
l_mut_777 = l_1559;
} else {
let l_1560 = l_1553 == u32(2139095040);
if l_1560 {
l_mut_777 = l_1553;
}
}
}
let l_1561 = bitcast<f32>(l_mut_777);
let l_1562 = bitcast<u32>(l_1561);
let l_1563 = l_1562 ^ u32(2147483648);
let l_1564 = bitcast<f32>(l_1563);
let l_1565 = bitcast<u32>(l_1564);
let l_1566 = l_1565 & u32(2147483647);
let l_1567 = bitcast<f32>(l_1566);
let l_1568 = f64(l_1567);
l_mut_404 = l_1568;
let l_1569 = l_1566 < u32(8388608);
if l_1569 {
let l_1570 = f64(l_1566);
let l_1571 = l_1570 * f64(1.401298464324817e-45);
l_mut_404 = l_1571;
}
let l_1572 = bitcast<u64>(l_mut_404);
let l_1573 = l_1565 >> u32(31);
let l_1574 = u64(l_1573);
let l_1575 = l_1574 << u32(bitcast<u64>(u64(63)));
let l_1576 = l_1572 | l_1575;
let l_1577 = bitcast<f64>(l_1576);
let l_1578 = l_1513 + l_1512;
let l_1579 = l_1578 <= l_1527;
l_mut_837 = l_1579;
let l_1580 = l_1513 - l_1512;
let l_1581 = l_1580 > l_1527;
l_mut_834 = l_1581;
let l_1582 = l_1514 - l_1512;
let l_1583 = l_1582 >= l_1527;
l_mut_831 = l_1583;
let l_1584 = l_1514 + l_1512;
let l_1585 = l_1584 < l_1527;
l_mut_828 = l_1585;
if l_707 {
let l_1586 = l_1513 + l_1512;
let l_1587 = l_1586 < l_1549;
l_mut_837 = l_1587;
let l_1588 = l_1513 - l_1512;
let l_1589 = l_1588 >= l_1549;
l_mut_834 = l_1589;
let l_1590 = l_1514 - l_1512;
let l_1591 = l_1590 > l_1577;
l_mut_831 = l_1591;
let l_1592 = l_1514 + l_1512;
let l_1593 = l_1592 <= l_1577;
l_mut_828 = l_1593;
}
l_mut_777 = u32(2);
let l_1594 = l_mut_834 || l_mut_828;
if l_1594 {
l_mut_777 = u32(1);
} else {
let l_1595 = l_mut_837 && l_mut_831;
if l_1595 {
l_mut_777 = u32(0);
}
}
let l_1596 = bitcast<u32>(l_26);
let l_1597 = l_1596 & u32(2147483647);
let l_1598 = l_1597 == u32(0);
if l_1598 {
let l_1599 = l_1513 + l_1512;
let l_1600 = l_1599 < f64(1.1754943508222875e-38);
let l_1601 = l_1514 - l_1512;
let l_1602 = l_1601 > f64(-1.1754943508222875e-38);
let l_1603 = l_1600 && l_1602;
let l_1604 = l_1513 - l_1512;
let l_1605 = l_1604 < f64(1.1754943508222875e-38);
let l_1606 = l_1514 + l_1512;
let l_1607 = l_1606 > f64(-1.1754943508222875e-38);
let l_1608 = l_1605 && l_1607;
if l_1603 {
l_mut_777 = u32(0);
} else {
let l_1609 = l_mut_777 == u32(1);
let l_1610 = l_1608 && l_1609;
if l_1610 {
l_mut_777 = u32(2);
}
}
}
l_mut_720 = l_mut_777;
} else {
let l_1611 = abs(l_mut_31);
l_mut_404 = f64(1.401298464324817e-45);
let l_1612 = l_1611 >= f64(1.1754943508222875e-38);
let l_1613 = l_1611 <= f64(1.7976931348623157e308);
let l_1614 = l_1612 && l_1613;
if l_1614 {
let l_1615 = bitcast<u64>(l_1611);
let l_1616 = l_1615 >> u32(bitcast<u64>(u64(52)));
let l_1617 = l_1616 - u64(23);
let l_1618 = l_1617 << u32(bitcast<u64>(u64(52)));
let l_1619 = bitcast<f64>(l_1618);
l_mut_404 = l_1619;
}
let l_1620 = l_712 * l_mut_404;
l_mut_777 = u32(2);
let l_1621 = l_mut_31 - l_719;
let l_1622 = abs(l_1621);
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
let l_1631 = l_mut_31 + l_719;
let l_1632 = abs(l_1631);
l_mut_232 = f64(1.401298464324817e-45);
let l_1633 = l_1632 >= f64(1.1754943508222875e-38);
let l_1634 = l_1632 <= f64(1.7976931348623157e308);
let l_1635 = l_1633 && l_1634;
if l_1635 {
let l_1636 = bitcast<u64>(l_1632);
let l_1637 = l_1636 >> u32(bitcast<u64>(u64(52)));
let l_1638 = l_1637 - u64(23);
let l_1639 = l_1638 << u32(bitcast<u64>(u64(52)));
let l_1640 = bitcast<f64>(l_1639);
l_mut_232 = l_1640;
}
let l_1641 = l_mut_404 == l_mut_232;
if l_1641 {
let l_1642 = l_1620 * f64(1.4551915228366852e-11);
let l_1643 = l_719 + l_1642;
let l_1644 = l_mut_31 - l_1620;
let l_1645 = l_mut_31 + l_1620;
let l_1646 = bitcast<u32>(l_26);
let l_1647 = l_1646 & u32(2147483647);
let l_1648 = bitcast<f32>(l_1647);
let l_1649 = f64(l_1648);
l_mut_404 = l_1649;
let l_1650 = l_1647 < u32(8388608);
if l_1650 {
let l_1651 = f64(l_1647);
let l_1652 = l_1651 * f64(1.401298464324817e-45);
l_mut_404 = l_1652;
}
let l_1653 = bitcast<u64>(l_mut_404);
let l_1654 = l_1646 >> u32(31);
let l_1655 = u64(l_1654);
let l_1656 = l_1655 << u32(bitcast<u64>(u64(63)));
let l_1657 = l_1653 | l_1656;
let l_1658 = bitcast<f64>(l_1657);
let l_1659 = bitcast<u32>(l_26);
let l_1660 = l_1659 + u32(1);
l_mut_736 = l_1660;
let l_1661 = l_1659 & u32(2147483647);
let l_1662 = l_1661 == u32(0);
if l_1662 {
l_mut_736 = u32(1);
} else {
let l_1663 = l_1659 & u32(2147483648);
let l_1664 = l_1663 != u32(0);
if l_1664 {
let l_1665 = l_1659 - u32(1);
l_mut_736 = l_1665;
} else {
let l_1666 = l_1659 == u32(2139095040);
if l_1666 {
l_mut_736 = l_1659;
}
}
}
let l_1667 = bitcast<f32>(l_mut_736);
let l_1668 = bitcast<u32>(l_1667);
let l_1669 = l_1668 & u32(2147483647);
let l_1670 = bitcast<f32>(l_1669);
let l_1671 = f64(l_1670);
l_mut_404 = l_1671;
let l_1672 = l_1669 < u32(8388608);
if l_1672 {
let l_1673 = f64(l_1669);
let l_1674 = l_1673 * f64(1.401298464324817e-45);
l_mut_404 = l_1674;
}
let l_1675 = bitcast<u64>(l_mut_404);
let l_1676 = l_1668 >> u32(31);
let l_1677 = u64(l_1676);
let l_1678 = l_1677 << u32(bitcast<u64>(u64(63)));
let l_1679 = l_1675 | l_1678;
let l_1680 = bitcast<f64>(l_1679);
let l_1681 = bitcast<u32>(l_26);
let l_1682 = l_1681 ^ u32(2147483648);
let l_1683 = bitcast<f32>(l_1682);
let l_1684 = bitcast<u32>(l_1683);
let l_1685 = l_1684 + u32(1);
l_mut_736 = l_1685;
let l_1686 = l_1684 & u32(2147483647);
let l_1687 = l_1686 == u32(0);
if l_1687 {
l_mut_736 = u32(1);
} else {
let l_1688 = l_1684 & u32(2147483648);
let l_1689 = l_1688 != u32(0);
if l_1689 {
let l_1690 = l_1684 - u32(1);
l_mut_736 = l_1690;
} else {
let l_1691 = l_1684 == u32(2139095040);
if l_1691 {
l_mut_736 = l_1684;
}
}
}
let l_1692 = bitcast<f32>(l_mut_736);
let l_1693 = bitcast<u32>(l_1692);
let l_1694 = l_1693 ^ u32(2147483648);
let l_1695 = bitcast<f32>(l_1694);
let l_1696 = bitcast<u32>(l_1695);
let l_1697 = l_1696 & u32(2147483647);
let l_1698 = bitcast<f32>(l_1697);
let l_1699 = f64(l_1698);
l_mut_404 = l_1699;
let l_1700 = l_1697 < u32(8388608);
if l_1700 {
let l_1701 = f64(l_1697);
let l_1702 = l_1701 * f64(1.401298464324817e-45);
l_mut_404 = l_1702;
}
let l_1703 = bitcast<u64>(l_mut_404);
let l_1704 = l_1696 >> u32(31);
let l_1705 = u64(l_1704);
let l_1706 = l_1705 << u32(bitcast<u64>(u64(63)));
let l_1707 = l_1703 | l_1706;
let l_1708 = bitcast<f64>(l_1707);
let l_1709 = l_1644 + l_1643;
let l_1710 = l_1709 <= l_1658;
l_mut_837 = l_1710;
let l_1711 = l_1644 - l_1643;
let l_1712 = l_1711 > l_1658;
l_mut_834 = l_1712;
let l_1713 = l_1645 - l_1643;
let l_1714 = l_1713 >= l_1658;
l_mut_831 = l_1714;
let l_1715 = l_1645 + l_1643;
let l_1716 = l_1715 < l_1658;
l_mut_828 = l_1716;
if l_707 {
let l_1717 = l_1644 + l_1643;
let l_1718 = l_1717 < l_1680;
l_mut_837 = l_1718;
let l_1719 = l_1644 - l_1643;
let l_1720 = l_1719 >= l_1680;
l_mut_834 = l_1720;
let l_1721 = l_1645 - l_1643;
let l_1722 = l_1721 > l_1708;
l_mut_831 = l_1722;
let l_1723 = l_1645 + l_1643;
let l_1724 = l_1723 <= l_1708;
l_mut_828 = l_1724;
}
l_mut_736 = u32(2);
let l_1725 = l_mut_834 || l_mut_828;
if l_1725 {
l_mut_736 = u32(1);
} else {
let l_1726 = l_mut_837 && l_mut_831;
if l_1726 {
l_mut_736 = u32(0);
}
}
let l_1727 = bitcast<u32>(l_26);
let l_1728 = l_1727 & u32(2147483647);
let l_1729 = l_1728 == u32(0);
if l_1729 {
let l_1730 = l_1644 + l_1643;
let l_1731 = l_1730 < f64(1.1754943508222875e-38);
let l_1732 = l_1645 - l_1643;
let l_1733 = l_1732 > f64(-1.1754943508222875e-38);
let l_1734 = l_1731 && l_1733;
let l_1735 = l_1644 - l_1643;
let l_1736 = l_1735 < f64(1.1754943508222875e-38);
let l_1737 = l_1645 + l_1643;
let l_1738 = l_1737 > f64(-1.1754943508222875e-38);
let l_1739 = l_1736 && l_1738;
if l_1734 {
l_mut_736 = u32(0);
} else {
let l_1740 = l_mut_736 == u32(1);
let l_1741 = l_1739 && l_1740;
if l_1741 {
l_mut_736 = u32(2);
}
}
}
l_mut_777 = l_mut_736;
}
l_mut_720 = l_mut_777;
}
} else {
let l_1742 = l_703 == u32(9);
if l_1742 {
a_1743[u32(0)] = u32(1);
let l_1744 = sqrt(l_716);
let l_1745 = f64(1.0) / l_1744;
let l_1746 = l_1745 * f64(1.4551915228366852e-11);
let l_1747 = abs(l_1745);
l_mut_404 = f64(1.401298464324817e-45);
let l_1748 = l_1747 >= f64(1.1754943508222875e-38);
let l_1749 = l_1747 <= f64(1.7976931348623157e308);
let l_1750 = l_1748 && l_1749;
if l_1750 {
let l_1751 = bitcast<u64>(l_1747);
let l_1752 = l_1751 >> u32(bitcast<u64>(u64(52)));
let l_1753 = l_1752 - u64(23);
let l_1754 = l_1753 << u32(bitcast<u64>(u64(52)));
let l_1755 = bitcast<f64>(l_1754);
l_mut_404 = l_1755;
}
let l_1756 = l_1745 - l_1746;
let l_1757 = abs(l_1756);
l_mut_232 = f64(1.401298464324817e-45);
let l_1758 = l_1757 >= f64(1.1754943508222875e-38);
let l_1759 = l_1757 <= f64(1.7976931348623157e308);
let l_1760 = l_1758 && l_1759;
if l_1760 {
let l_1761 = bitcast<u64>(l_1757);
let l_1762 = l_1761 >> u32(bitcast<u64>(u64(52)));
let l_1763 = l_1762 - u64(23);
let l_1764 = l_1763 << u32(bitcast<u64>(u64(52)));
let l_1765 = bitcast<f64>(l_1764);
l_mut_232 = l_1765;
}
let l_1766 = l_1745 + l_1746;
let l_1767 = abs(l_1766);
l_mut_78 = f64(1.401298464324817e-45);
let l_1768 = l_1767 >= f64(1.1754943508222875e-38);
let l_1769 = l_1767 <= f64(1.7976931348623157e308);
let l_1770 = l_1768 && l_1769;
if l_1770 {
let l_1771 = bitcast<u64>(l_1767);
let l_1772 = l_1771 >> u32(bitcast<u64>(u64(52)));
let l_1773 = l_1772 - u64(23);
let l_1774 = l_1773 << u32(bitcast<u64>(u64(52)));
let l_1775 = bitcast<f64>(l_1774);
l_mut_78 = l_1775;
}
let l_1776 = l_mut_232 == l_mut_78;
let l_1777 = !l_1776;
if l_1777 {
a_1743[u32(0)] = u32(0);
}
let l_1778 = l_709 * l_mut_404;
let l_1779 = l_1745 - l_1778;
l_mut_232 = l_1779;
if l_707 {
let l_1780 = l_1779 - l_1746;
let l_1781 = l_1780 * f64(7.1362384635298e44);
let l_1782 = floor(l_1781);
let l_1783 = l_1782 * f64(1.401298464324817e-45);
l_mut_78 = l_1783;
let l_1784 = abs(l_1780);
let l_1785 = l_1784 >= f64(1.1754943508222875e-38);
if l_1785 {
let l_1786 = f32(l_1780);
let l_1787 = f64(l_1786);
l_mut_78 = l_1787;
let l_1788 = l_mut_78 > l_1780;
if l_1788 {
let l_1789 = bitcast<u32>(l_1786);
let l_1790 = l_1789 ^ u32(2147483648);
let l_1791 = bitcast<f32>(l_1790);
let l_1792 = bitcast<u32>(l_1791);
let l_1793 = l_1792 + u32(1);
l_mut_777 = l_1793;
let l_1794 = l_1792 & u32(2147483647);
let l_1795 = l_1794 == u32(0);
if l_1795 {
l_mut_777 = u32(1);
} else {
let l_1796 = l_1792 & u32(2147483648);
let l_1797 = l_1796 != u32(0);
if l_1797 {
let l_1798 = l_1792 - u32(1);
l_mut_777 = l_1798;
} else {
let l_1799 = l_1792 == u32(2139095040);
if l_1799 {
l_mut_777 = l_1792;
}
}
}
let l_1800 = bitcast<f32>(l_mut_777);
let l_1801 = bitcast<u32>(l_1800);
let l_1802 = l_1801 ^ u32(2147483648);
let l_1803 = bitcast<f32>(l_1802);
let l_1804 = bitcast<u32>(l_1803);
let l_1805 = l_1804 & u32(2147483647);
let l_1806 = bitcast<f32>(l_1805);
let l_1807 = f64(l_1806);
l_mut_49 = l_1807;
let l_1808 = l_1805 < u32(8388608);
if l_1808 {
let l_1809 = f64(l_1805);
let l_1810 = l_1809 * f64(1.401298464324817e-45);
l_mut_49 = l_1810;
}
let l_1811 = bitcast<u64>(l_mut_49);
let l_1812 = l_1804 >> u32(31);
let l_1813 = u64(l_1812);
let l_1814 = l_1813 << u32(bitcast<u64>(u64(63)));
let l_1815 = l_1811 | l_1814;
let l_1816 = bitcast<f64>(l_1815);
l_mut_78 = l_1816;
} else {
let l_1817 = bitcast<u32>(l_1786);
let l_1818 = l_1817 + u32(1);
l_mut_777 = l_1818;
let l_1819 = l_1817 & u32(2147483647);
let l_1820 = l_1819 == u32(0);
if l_1820 {
l_mut_777 = u32(1);
} else {
let l_1821 = l_1817 & u32(2147483648);
let l_1822 = l_1821 != u32(0);
if l_1822 {
let l_1823 = l_1817 - u32(1);
l_mut_777 = l_1823;
} else {
let l_1824 = l_1817 == u32(2139095040);
if l_1824 {
l_mut_777 = l_1817;
}
}
}
let l_1825 = bitcast<f32>(l_mut_777);
let l_1826 = bitcast<u32>(l_1825);
let l_1827 = l_1826 & u32(2147483647);
let l_1828 = bitcast<f32>(l_1827);
let l_1829 = f64(l_1828);
l_mut_49 = l_1829;
let l_1830 = l_1827 < u32(8388608);
if l_1830 {
let l_1831 = f64(l_1827);
let l_1832 = l_1831 * f64(1.401298464324817e-45);
l_mut_49 = l_1832;
}
let l_1833 = bitcast<u64>(l_mut_49);
let l_1834 = l_1826 >> u32(31);
let l_1835 = u64(l_1834);
let l_1836 = l_1835 << u32(bitcast<u64>(u64(63)));
let l_1837 = l_1833 | l_1836;
let l_1838 = bitcast<f64>(l_1837);
let l_1839 = l_1838 <= l_1780;
if l_1839 {
let l_1840 = bitcast<u32>(l_1786);
let l_1841 = l_1840 + u32(1);
l_mut_777 = l_1841;
let l_1842 = l_1840 & u32(2147483647);
let l_1843 = l_1842 == u32(0);
if l_1843 {
l_mut_777 = u32(1);
} else {
let l_1844 = l_1840 & u32(2147483648);
let l_1845 = l_1844 != u32(0);
if l_1845 {
let l_1846 = l_1840 - u32(1);
l_mut_777 = l_1846;
} else {
let l_1847 = l_1840 == u32(2139095040);
if l_1847 {
l_mut_777 = l_1840;
}
}
}
let l_1848 = bitcast<f32>(l_mut_777);
let l_1849 = bitcast<u32>(l_1848);
let l_1850 = l_1849 & u32(2147483647);
let l_1851 = bitcast<f32>(l_1850);
let l_1852 = f64(l_1851);
l_mut_49 = l_1852;
let l_1853 = l_1850 < u32(8388608);
if l_1853 {
let l_1854 = f64(l_1850);
let l_1855 = l_1854 * f64(1.401298464324817e-45);
l_mut_49 = l_1855;
}
let l_1856 = bitcast<u64>(l_mut_49);
let l_1857 = l_1849 >> u32(31);
let l_1858 = u64(l_1857);
let l_1859 = l_1858 << u32(bitcast<u64>(u64(63)));
let l_1860 = l_1856 | l_1859;
let l_1861 = bitcast<f64>(l_1860);
l_mut_78 = l_1861;
}
}
}
let l_1862 = l_1779 + l_1746;
let l_1863 = l_1862 * f64(7.1362384635298e44);
let l_1864 = floor(l_1863);
let l_1865 = l_1864 * f64(1.401298464324817e-45);
l_mut_49 = l_1865;
let l_1866 = abs(l_1862);
let l_1867 = l_1866 >= f64(1.1754943508222875e-38);
if l_1867 {
let l_1868 = f32(l_1862);
let l_1869 = f64(l_1868);
l_mut_49 = l_1869;
let l_1870 = l_mut_49 > l_1862;
if l_1870 {
let l_1871 = bitcast<u32>(l_1868);
let l_1872 = l_1871 ^ u32(2147483648);
let l_1873 = bitcast<f32>(l_1872);
let l_1874 = bitcast<u32>(l_1873);
let l_1875 = l_1874 + u32(1);
l_mut_777 = l_1875;
let l_1876 = l_1874 & u32(2147483647);
let l_1877 = l_1876 == u32(0);
if l_1877 {
l_mut_777 = u32(1);
} else {
let l_1878 = l_1874 & u32(2147483648);
let l_1879 = l_1878 != u32(0);
if l_1879 {
let l_1880 = l_1874 - u32(1);
l_mut_777 = l_1880;
} else {
let l_1881 = l_1874 == u32(2139095040);
if l_1881 {
l_mut_777 = l_1874;
}
}
}
let l_1882 = bitcast<f32>(l_mut_777);
let l_1883 = bitcast<u32>(l_1882);
let l_1884 = l_1883 ^ u32(2147483648);
let l_1885 = bitcast<f32>(l_1884);
let l_1886 = bitcast<u32>(l_1885);
let l_1887 = l_1886 & u32(2147483647);
let l_1888 = bitcast<f32>(l_1887);
let l_1889 = f64(l_1888);
l_mut_1890 = l_1889;
let l_1891 = l_1887 < u32(8388608);
if l_1891 {
let l_1892 = f64(l_1887);
let l_1893 = l_1892 * f64(1.401298464324817e-45);
l_mut_1890 = l_1893;
}
let l_1894 = bitcast<u64>(l_mut_1890);
let l_1895 = l_1886 >> u32(31);
let l_1896 = u64(l_1895);
let l_1897 = l_1896 << u32(bitcast<u64>(u64(63)));
let l_1898 = l_1894 | l_1897;
let l_1899 = bitcast<f64>(l_1898);
l_mut_49 = l_1899;
} else {
let l_1900 = bitcast<u32>(l_1868);
let l_1901 = l_1900 + u32(1);
l_mut_777 = l_1901;
let l_1902 = l_1900 & u32(2147483647);
let l_1903 = l_1902 == u32(0);
if l_1903 {
l_mut_777 = u32(1);
} else {
let l_1904 = l_1900 & u32(2147483648);
let l_1905 = l_1904 != u32(0);
if l_1905 {
let l_1906 = l_1900 - u32(1);
l_mut_777 = l_1906;
} else {
let l_1907 = l_1900 == u32(2139095040);
if l_1907 {
l_mut_777 = l_1900;
}
}
}
let l_1908 = bitcast<f32>(l_mut_777);
let l_1909 = bitcast<u32>(l_1908);
let l_1910 = l_1909 & u32(2147483647);
let l_1911 = bitcast<f32>(l_1910);
let l_1912 = f64(l_1911);
l_mut_1890 = l_1912;
let l_1913 = l_1910 < u32(8388608);
if l_1913 {
let l_1914 = f64(l_1910);
let l_1915 = l_1914 * f64(1.401298464324817e-45);
l_mut_1890 = l_1915;
}
let l_1916 = bitcast<u64>(l_mut_1890);
let l_1917 = l_1909 >> u32(31);
let l_1918 = u64(l_1917);
let l_1919 = l_1918 << u32(bitcast<u64>(u64(63)));
let l_1920 = l_1916 | l_1919;
let l_1921 = bitcast<f64>(l_1920);
let l_1922 = l_1921 <= l_1862;
if l_1922 {
let l_1923 = bitcast<u32>(l_1868);
let l_1924 = l_1923 + u32(1);
l_mut_777 = l_1924;
let l_1925 = l_1923 & u32(2147483647);
let l_1926 = l_1925 == u32(0);
if l_1926 {
l_mut_777 = u32(1);
} else {
let l_1927 = l_1923 & u32(2147483648);
let l_1928 = l_1927 != u32(0);
if l_1928 {
let l_1929 = l_1923 - u32(1);
l_mut_777 = l_1929;
} else {
let l_1930 = l_1923 == u32(2139095040);
if l_1930 {
l_mut_777 = l_1923;
}
}
}
let l_1931 = bitcast<f32>(l_mut_777);
let l_1932 = bitcast<u32>(l_1931);
let l_1933 = l_1932 & u32(2147483647);
let l_1934 = bitcast<f32>(l_1933);
let l_1935 = f64(l_1934);
l_mut_1890 = l_1935;
let l_1936 = l_1933 < u32(8388608);
if l_1936 {
let l_1937 = f64(l_1933);
let l_1938 = l_1937 * f64(1.401298464324817e-45);
l_mut_1890 = l_1938;
}
let l_1939 = bitcast<u64>(l_mut_1890);
let l_1940 = l_1932 >> u32(31);
let l_1941 = u64(l_1940);
let l_1942 = l_1941 << u32(bitcast<u64>(u64(63)));
let l_1943 = l_1939 | l_1942;
let l_1944 = bitcast<f64>(l_1943);
l_mut_49 = l_1944;
}
}
}
let l_1945 = l_mut_78 == l_mut_49;
let l_1946 = !l_1945;
if l_1946 {
a_1743[u32(0)] = u32(0);
}
let l_1947 = l_1779 * f64(7.1362384635298e44);
let l_1948 = floor(l_1947);
let l_1949 = l_1948 * f64(1.401298464324817e-45);
l_mut_1890 = l_1949;
let l_1950 = abs(l_1779);
let l_1951 = l_1950 >= f64(1.1754943508222875e-38);
if l_1951 {
let l_1952 = f32(l_1779);
let l_1953 = f64(l_1952);
l_mut_1890 = l_1953;
let l_1954 = l_mut_1890 > l_1779;
if l_1954 {
let l_1955 = bitcast<u32>(l_1952);
let l_1956 = l_1955 ^ u32(2147483648);
let l_1957 = bitcast<f32>(l_1956);
let l_1958 = bitcast<u32>(l_1957);
let l_1959 = l_1958 + u32(1);
l_mut_777 = l_1959;
let l_1960 = l_1958 & u32(2147483647);
let l_1961 = l_1960 == u32(0);
if l_1961 {
l_mut_777 = u32(1);
} else {
let l_1962 = l_1958 & u32(2147483648);
let l_1963 = l_1962 != u32(0);
if l_1963 {
let l_1964 = l_1958 - u32(1);
l_mut_777 = l_1964;
} else {
let l_1965 = l_1958 == u32(2139095040);
if l_1965 {
l_mut_777 = l_1958;
}
}
}
let l_1966 = bitcast<f32>(l_mut_777);
let l_1967 = bitcast<u32>(l_1966);
let l_1968 = l_1967 ^ u32(2147483648);
let l_1969 = bitcast<f32>(l_1968);
let l_1970 = bitcast<u32>(l_1969);
let l_1971 = l_1970 & u32(2147483647);
let l_1972 = bitcast<f32>(l_1971);
let l_1973 = f64(l_1972);
l_mut_78 = l_1973;
let l_1974 = l_1971 < u32(8388608);
if l_1974 {
let l_1975 = f64(l_1971);
let l_1976 = l_1975 * f64(1.401298464324817e-45);
l_mut_78 = l_1976;
}
let l_1977 = bitcast<u64>(l_mut_78);
let l_1978 = l_1970 >> u32(31);
let l_1979 = u64(l_1978);
let l_1980 = l_1979 << u32(bitcast<u64>(u64(63)));
let l_1981 = l_1977 | l_1980;
let l_1982 = bitcast<f64>(l_1981);
l_mut_1890 = l_1982;
} else {
let l_1983 = bitcast<u32>(l_1952);
let l_1984 = l_1983 + u32(1);
l_mut_777 = l_1984;
let l_1985 = l_1983 & u32(2147483647);
let l_1986 = l_1985 == u32(0);
if l_1986 {
l_mut_777 = u32(1);
} else {
let l_1987 = l_1983 & u32(2147483648);
let l_1988 = l_1987 != u32(0);
if l_1988 {
let l_1989 = l_1983 - u32(1);
l_mut_777 = l_1989;
} else {
let l_1990 = l_1983 == u32(2139095040);
if l_1990 {
l_mut_777 = l_1983;
}
}
}
let l_1991 = bitcast<f32>(l_mut_777);
let l_1992 = bitcast<u32>(l_1991);
let l_1993 = l_1992 & u32(2147483647);
let l_1994 = bitcast<f32>(l_1993);
let l_1995 = f64(l_1994);
l_mut_78 = l_1995;
let l_1996 = l_1993 < u32(8388608);
if l_1996 {
let l_1997 = f64(l_1993);
let l_1998 = l_1997 * f64(1.401298464324817e-45);
l_mut_78 = l_1998;
}
let l_1999 = bitcast<u64>(l_mut_78);
let l_2000 = l_1992 >> u32(31);
let l_2001 = u64(l_2000);
let l_2002 = l_2001 << u32(bitcast<u64>(u64(63)));
let l_2003 = l_1999 | l_2002;
let l_2004 = bitcast<f64>(l_2003);
let l_2005 = l_2004 <= l_1779;
if l_2005 {
let l_2006 = bitcast<u32>(l_1952);
let l_2007 = l_2006 + u32(1);
l_mut_777 = l_2007;
let l_2008 = l_2006 & u32(2147483647);
let l_2009 = l_2008 == u32(0);
if l_2009 {
l_mut_777 = u32(1);
} else {
let l_2010 = l_2006 & u32(2147483648);
let l_2011 = l_2010 != u32(0);
if l_2011 {
let l_2012 = l_2006 - u32(1);
l_mut_777 = l_2012;
} else {
let l_2013 = l_2006 == u32(2139095040);
if l_2013 {
l_mut_777 = l_2006;
}
}
}
let l_2014 = bitcast<f32>(l_mut_777);
let l_2015 = bitcast<u32>(l_2014);
let l_2016 = l_2015 & u32(2147483647);
let l_2017 = bitcast<f32>(l_2016);
let l_2018 = f64(l_2017);
l_mut_78 = l_2018;
let l_2019 = l_2016 < u32(8388608);
if l_2019 {
let l_2020 = f64(l_2016);
let l_2021 = l_2020 * f64(1.401298464324817e-45);
l_mut_78 = l_2021;
}
let l_2022 = bitcast<u64>(l_mut_78);
let l_2023 = l_2015 >> u32(31);
let l_2024 = u64(l_2023);
let l_2025 = l_2024 << u32(bitcast<u64>(u64(63)));
let l_2026 = l_2022 | l_2025;
let l_2027 = bitcast<f64>(l_2026);
l_mut_1890 = l_2027;
}
}
}
l_mut_232 = l_mut_1890;
}
let l_2028 = l_709 * l_mut_404;
let l_2029 = l_1745 + l_2028;
l_mut_1890 = l_2029;
if l_707 {
let l_2030 = l_2029 - l_1746;
let l_2031 = l_2030 * f64(7.1362384635298e44);
let l_2032 = floor(l_2031);
let l_2033 = l_2032 * f64(1.401298464324817e-45);
l_mut_404 = l_2033;
let l_2034 = abs(l_2030);
let l_2035 = l_2034 >= f64(1.1754943508222875e-38);
if l_2035 {
let l_2036 = f32(l_2030);
let l_2037 = f64(l_2036);
l_mut_404 = l_2037;
let l_2038 = l_mut_404 > l_2030;
if l_2038 {
let l_2039 = bitcast<u32>(l_2036);
let l_2040 = l_2039 ^ u32(2147483648);
let l_2041 = bitcast<f32>(l_2040);
let l_2042 = bitcast<u32>(l_2041);
let l_2043 = l_2042 + u32(1);
l_mut_777 = l_2043;
let l_2044 = l_2042 & u32(2147483647);
let l_2045 = l_2044 == u32(0);
if l_2045 {
l_mut_777 = u32(1);
} else {
let l_2046 = l_2042 & u32(2147483648);
let l_2047 = l_2046 != u32(0);
if l_2047 {
let l_2048 = l_2042 - u32(1);
l_mut_777 = l_2048;
} else {
let l_2049 = l_2042 == u32(2139095040);
if l_2049 {
l_mut_777 = l_2042;
}
}
}
let l_2050 = bitcast<f32>(l_mut_777);
let l_2051 = bitcast<u32>(l_2050);
let l_2052 = l_2051 ^ u32(2147483648);
let l_2053 = bitcast<f32>(l_2052);
let l_2054 = bitcast<u32>(l_2053);
let l_2055 = l_2054 & u32(2147483647);
let l_2056 = bitcast<f32>(l_2055);
let l_2057 = f64(l_2056);
l_mut_78 = l_2057;
let l_2058 = l_2055 < u32(8388608);
if l_2058 {
let l_2059 = f64(l_2055);
let l_2060 = l_2059 * f64(1.401298464324817e-45);
l_mut_78 = l_2060;
}
let l_2061 = bitcast<u64>(l_mut_78);
let l_2062 = l_2054 >> u32(31);
let l_2063 = u64(l_2062);
let l_2064 = l_2063 << u32(bitcast<u64>(u64(63)));
let l_2065 = l_2061 | l_2064;
let l_2066 = bitcast<f64>(l_2065);
l_mut_404 = l_2066;
} else {
let l_2067 = bitcast<u32>(l_2036);
let l_2068 = l_2067 + u32(1);
l_mut_777 = l_2068;
let l_2069 = l_2067 & u32(2147483647);
let l_2070 = l_2069 == u32(0);
if l_2070 {
l_mut_777 = u32(1);
} else {
let l_2071 = l_2067 & u32(2147483648);
let l_2072 = l_2071 != u32(0);
if l_2072 {
let l_2073 = l_2067 - u32(1);
l_mut_777 = l_2073;
} else {
let l_2074 = l_2067 == u32(2139095040);
if l_2074 {
l_mut_777 = l_2067;
}
}
}
let l_2075 = bitcast<f32>(l_mut_777);
let l_2076 = bitcast<u32>(l_2075);
let l_2077 = l_2076 & u32(2147483647);
let l_2078 = bitcast<f32>(l_2077);
let l_2079 = f64(l_2078);
l_mut_78 = l_2079;
let l_2080 = l_2077 < u32(8388608);
if l_2080 {
let l_2081 = f64(l_2077);
let l_2082 = l_2081 * f64(1.401298464324817e-45);
l_mut_78 = l_2082;
}
let l_2083 = bitcast<u64>(l_mut_78);
let l_2084 = l_2076 >> u32(31);
let l_2085 = u64(l_2084);
let l_2086 = l_2085 << u32(bitcast<u64>(u64(63)));
let l_2087 = l_2083 | l_2086;
let l_2088 = bitcast<f64>(l_2087);
let l_2089 = l_2088 <= l_2030;
if l_2089 {
let l_2090 = bitcast<u32>(l_2036);
let l_2091 = l_2090 + u32(1);
l_mut_777 = l_2091;
let l_2092 = l_2090 & u32(2147483647);
let l_2093 = l_2092 == u32(0);
if l_2093 {
l_mut_777 = u32(1);
} else {
let l_2094 = l_2090 & u32(2147483648);
let l_2095 = l_2094 != u32(0);
if l_2095 {
let l_2096 = l_2090 - u32(1);
l_mut_777 = l_2096;
} else {
let l_2097 = l_2090 == u32(2139095040);
if l_2097 {
l_mut_777 = l_2090;
}
}
}
let l_2098 = bitcast<f32>(l_mut_777);
let l_2099 = bitcast<u32>(l_2098);
let l_2100 = l_2099 & u32(2147483647);
let l_2101 = bitcast<f32>(l_2100);
let l_2102 = f64(l_2101);
l_mut_78 = l_2102;
let l_2103 = l_2100 < u32(8388608);
if l_2103 {
let l_2104 = f64(l_2100);
let l_2105 = l_2104 * f64(1.401298464324817e-45);
l_mut_78 = l_2105;
}
let l_2106 = bitcast<u64>(l_mut_78);
let l_2107 = l_2099 >> u32(31);
let l_2108 = u64(l_2107);
let l_2109 = l_2108 << u32(bitcast<u64>(u64(63)));
let l_2110 = l_2106 | l_2109;
let l_2111 = bitcast<f64>(l_2110);
l_mut_404 = l_2111;
}
}
}
let l_2112 = l_2029 + l_1746;
let l_2113 = l_2112 * f64(7.1362384635298e44);
let l_2114 = floor(l_2113);
let l_2115 = l_2114 * f64(1.401298464324817e-45);
l_mut_78 = l_2115;
let l_2116 = abs(l_2112);
let l_2117 = l_2116 >= f64(1.1754943508222875e-38);
if l_2117 {
let l_2118 = f32(l_2112);
let l_2119 = f64(l_2118);
l_mut_78 = l_2119;
let l_2120 = l_mut_78 > l_2112;
if l_2120 {
let l_2121 = bitcast<u32>(l_2118);
let l_2122 = l_2121 ^ u32(2147483648);
let l_2123 = bitcast<f32>(l_2122);
let l_2124 = bitcast<u32>(l_2123);
let l_2125 = l_2124 + u32(1);
l_mut_777 = l_2125;
let l_2126 = l_2124 & u32(2147483647);
let l_2127 = l_2126 == u32(0);
if l_2127 {
l_mut_777 = u32(1);
} else {
let l_2128 = l_2124 & u32(2147483648);
let l_2129 = l_2128 != u32(0);
if l_2129 {
let l_2130 = l_2124 - u32(1);
l_mut_777 = l_2130;
} else {
let l_2131 = l_2124 == u32(2139095040);
if l_2131 {
l_mut_777 = l_2124;
}
}
}
let l_2132 = bitcast<f32>(l_mut_777);
let l_2133 = bitcast<u32>(l_2132);
let l_2134 = l_2133 ^ u32(2147483648);
let l_2135 = bitcast<f32>(l_2134);
let l_2136 = bitcast<u32>(l_2135);
let l_2137 = l_2136 & u32(2147483647);
let l_2138 = bitcast<f32>(l_2137);
let l_2139 = f64(l_2138);
l_mut_49 = l_2139;
let l_2140 = l_2137 < u32(8388608);
if l_2140 {
let l_2141 = f64(l_2137);
let l_2142 = l_2141 * f64(1.401298464324817e-45);
l_mut_49 = l_2142;
}
let l_2143 = bitcast<u64>(l_mut_49);
let l_2144 = l_2136 >> u32(31);
let l_2145 = u64(l_2144);
let l_2146 = l_2145 << u32(bitcast<u64>(u64(63)));
let l_2147 = l_2143 | l_2146;
let l_2148 = bitcast<f64>(l_2147);
l_mut_78 = l_2148;
} else {
let l_2149 = bitcast<u32>(l_2118);
let l_2150 = l_2149 + u32(1);
l_mut_777 = l_2150;
let l_2151 = l_2149 & u32(2147483647);
let l_2152 = l_2151 == u32(0);
if l_2152 {
l_mut_777 = u32(1);
} else {
let l_2153 = l_2149 & u32(2147483648);
let l_2154 = l_2153 != u32(0);
if l_2154 {
let l_2155 = l_2149 - u32(1);
l_mut_777 = l_2155;
} else {
let l_2156 = l_2149 == u32(2139095040);
if l_2156 {
l_mut_777 = l_2149;
}
}
}
let l_2157 = bitcast<f32>(l_mut_777);
let l_2158 = bitcast<u32>(l_2157);
let l_2159 = l_2158 & u32(2147483647);
let l_2160 = bitcast<f32>(l_2159);
let l_2161 = f64(l_2160);
l_mut_49 = l_2161;
let l_2162 = l_2159 < u32(8388608);
if l_2162 {
let l_2163 = f64(l_2159);
let l_2164 = l_2163 * f64(1.401298464324817e-45);
l_mut_49 = l_2164;
}
let l_2165 = bitcast<u64>(l_mut_49);
let l_2166 = l_2158 >> u32(31);
let l_2167 = u64(l_2166);
let l_2168 = l_2167 << u32(bitcast<u64>(u64(63)));
let l_2169 = l_2165 | l_2168;
let l_2170 = bitcast<f64>(l_2169);
let l_2171 = l_2170 <= l_2112;
if l_2171 {
let l_2172 = bitcast<u32>(l_2118);
let l_2173 = l_2172 + u32(1);
l_mut_777 = l_2173;
let l_2174 = l_2172 & u32(2147483647);
let l_2175 = l_2174 == u32(0);
if l_2175 {
l_mut_777 = u32(1);
} else {
let l_2176 = l_2172 & u32(2147483648);
let l_2177 = l_2176 != u32(0);
if l_2177 {
let l_2178 = l_2172 - u32(1);
l_mut_777 = l_2178;
} else {
let l_2179 = l_2172 == u32(2139095040);
if l_2179 {
l_mut_777 = l_2172;
}
}
}
let l_2180 = bitcast<f32>(l_mut_777);
let l_2181 = bitcast<u32>(l_2180);
let l_2182 = l_2181 & u32(2147483647);
let l_2183 = bitcast<f32>(l_2182);
let l_2184 = f64(l_2183);
l_mut_49 = l_2184;
let l_2185 = l_2182 < u32(8388608);
if l_2185 {
let l_2186 = f64(l_2182);
let l_2187 = l_2186 * f64(1.401298464324817e-45);
l_mut_49 = l_2187;
}
let l_2188 = bitcast<u64>(l_mut_49);
let l_2189 = l_2181 >> u32(31);
let l_2190 = u64(l_2189);
let l_2191 = l_2190 << u32(bitcast<u64>(u64(63)));
let l_2192 = l_2188 | l_2191;
let l_2193 = bitcast<f64>(l_2192);
l_mut_78 = l_2193;
}
}
}
let l_2194 = l_mut_404 == l_mut_78;
let l_2195 = !l_2194;
if l_2195 {
a_1743[u32(0)] = u32(0);
}
let l_2196 = -l_2029;
let l_2197 = l_2196 * f64(7.1362384635298e44);
let l_2198 = floor(l_2197);
let l_2199 = l_2198 * f64(1.401298464324817e-45);
l_mut_404 = l_2199;
let l_2200 = abs(l_2196);
let l_2201 = l_2200 >= f64(1.1754943508222875e-38);
if l_2201 {
let l_2202 = f32(l_2196);
let l_2203 = f64(l_2202);
l_mut_404 = l_2203;
let l_2204 = l_mut_404 > l_2196;
if l_2204 {
let l_2205 = bitcast<u32>(l_2202);
let l_2206 = l_2205 ^ u32(2147483648);
let l_2207 = bitcast<f32>(l_2206);
let l_2208 = bitcast<u32>(l_2207);
let l_2209 = l_2208 + u32(1);
l_mut_777 = l_2209;
let l_2210 = l_2208 & u32(2147483647);
let l_2211 = l_2210 == u32(0);
if l_2211 {
l_mut_777 = u32(1);
} else {
let l_2212 = l_2208 & u32(2147483648);
let l_2213 = l_2212 != u32(0);
if l_2213 {
let l_2214 = l_2208 - u32(1);
l_mut_777 = l_2214;
} else {
let l_2215 = l_2208 == u32(2139095040);
if l_2215 {
l_mut_777 = l_2208;
}
}
}
let l_2216 = bitcast<f32>(l_mut_777);
let l_2217 = bitcast<u32>(l_2216);
let l_2218 = l_2217 ^ u32(2147483648);
let l_2219 = bitcast<f32>(l_2218);
let l_2220 = bitcast<u32>(l_2219);
let l_2221 = l_2220 & u32(2147483647);
let l_2222 = bitcast<f32>(l_2221);
let l_2223 = f64(l_2222);
l_mut_78 = l_2223;
let l_2224 = l_2221 < u32(8388608);
if l_2224 {
let l_2225 = f64(l_2221);
let l_2226 = l_2225 * f64(1.401298464324817e-45);
l_mut_78 = l_2226;
}
let l_2227 = bitcast<u64>(l_mut_78);
let l_2228 = l_2220 >> u32(31);
let l_2229 = u64(l_2228);
let l_2230 = l_2229 << u32(bitcast<u64>(u64(63)));
let l_2231 = l_2227 | l_2230;
let l_2232 = bitcast<f64>(l_2231);
l_mut_404 = l_2232;
} else {
let l_2233 = bitcast<u32>(l_2202);
let l_2234 = l_2233 + u32(1);
l_mut_777 = l_2234;
let l_2235 = l_2233 & u32(2147483647);
let l_2236 = l_2235 == u32(0);
if l_2236 {
l_mut_777 = u32(1);
} else {
let l_2237 = l_2233 & u32(2147483648);
let l_2238 = l_2237 != u32(0);
if l_2238 {
let l_2239 = l_2233 - u32(1);
l_mut_777 = l_2239;
} else {
let l_2240 = l_2233 == u32(2139095040);
if l_2240 {
l_mut_777 = l_2233;
}
}
}
let l_2241 = bitcast<f32>(l_mut_777);
let l_2242 = bitcast<u32>(l_2241);
let l_2243 = l_2242 & u32(2147483647);
let l_2244 = bitcast<f32>(l_2243);
let l_2245 = f64(l_2244);
l_mut_78 = l_2245;
let l_2246 = l_2243 < u32(8388608);
if l_2246 {
let l_2247 = f64(l_2243);
let l_2248 = l_2247 * f64(1.401298464324817e-45);
l_mut_78 = l_2248;
}
let l_2249 = bitcast<u64>(l_mut_78);
let l_2250 = l_2242 >> u32(31);
let l_2251 = u64(l_2250);
let l_2252 = l_2251 << u32(bitcast<u64>(u64(63)));
let l_2253 = l_2249 | l_2252;
let l_2254 = bitcast<f64>(l_2253);
let l_2255 = l_2254 <= l_2196;
if l_2255 {
let l_2256 = bitcast<u32>(l_2202);
let l_2257 = l_2256 + u32(1);
l_mut_777 = l_2257;
let l_2258 = l_2256 & u32(2147483647);
let l_2259 = l_2258 == u32(0);
if l_2259 {
l_mut_777 = u32(1);
} else {
let l_2260 = l_2256 & u32(2147483648);
let l_2261 = l_2260 != u32(0);
if l_2261 {
let l_2262 = l_2256 - u32(1);
l_mut_777 = l_2262;
} else {
let l_2263 = l_2256 == u32(2139095040);
if l_2263 {
l_mut_777 = l_2256;
}
}
}
let l_2264 = bitcast<f32>(l_mut_777);
let l_2265 = bitcast<u32>(l_2264);
let l_2266 = l_2265 & u32(2147483647);
let l_2267 = bitcast<f32>(l_2266);
let l_2268 = f64(l_2267);
l_mut_78 = l_2268;
let l_2269 = l_2266 < u32(8388608);
if l_2269 {
let l_2270 = f64(l_2266);
let l_2271 = l_2270 * f64(1.401298464324817e-45);
l_mut_78 = l_2271;
}
let l_2272 = bitcast<u64>(l_mut_78);
let l_2273 = l_2265 >> u32(31);
let l_2274 = u64(l_2273);
let l_2275 = l_2274 << u32(bitcast<u64>(u64(63)));
let l_2276 = l_2272 | l_2275;
let l_2277 = bitcast<f64>(l_2276);
l_mut_404 = l_2277;
}
}
}
let l_2278 = -l_mut_404;
l_mut_1890 = l_2278;
}
l_mut_777 = u32(0);
let l_2279 = l_mut_232 <= f64(0.0);
let l_2280 = l_mut_1890 >= f64(0.0);
let l_2281 = l_2279 && l_2280;
let l_2282 = !l_2281;
if l_2282 {
let l_2283 = f64(1.0) / l_mut_1890;
let l_2284 = f64(1.0) / l_mut_232;
let l_2285 = abs(l_2283);
let l_2286 = l_2285 * f64(1.4551915228366852e-11);
let l_2287 = abs(l_2284);
let l_2288 = l_2287 * f64(1.4551915228366852e-11);
let l_2289 = l_2283 - l_2286;
let l_2290 = abs(l_2289);
l_mut_1890 = f64(1.401298464324817e-45);
let l_2291 = l_2290 >= f64(1.1754943508222875e-38);
let l_2292 = l_2290 <= f64(1.7976931348623157e308);
let l_2293 = l_2291 && l_2292;
if l_2293 {
let l_2294 = bitcast<u64>(l_2290);
let l_2295 = l_2294 >> u32(bitcast<u64>(u64(52)));
let l_2296 = l_2295 - u64(23);
let l_2297 = l_2296 << u32(bitcast<u64>(u64(52)));
let l_2298 = bitcast<f64>(l_2297);
l_mut_1890 = l_2298;
}
let l_2299 = l_2283 + l_2286;
let l_2300 = abs(l_2299);
l_mut_404 = f64(1.401298464324817e-45);
let l_2301 = l_2300 >= f64(1.1754943508222875e-38);
let l_2302 = l_2300 <= f64(1.7976931348623157e308);
let l_2303 = l_2301 && l_2302;
if l_2303 {
let l_2304 = bitcast<u64>(l_2300);
let l_2305 = l_2304 >> u32(bitcast<u64>(u64(52)));
let l_2306 = l_2305 - u64(23);
let l_2307 = l_2306 << u32(bitcast<u64>(u64(52)));
let l_2308 = bitcast<f64>(l_2307);
l_mut_404 = l_2308;
}
let l_2309 = l_mut_1890 == l_mut_404;
let l_2310 = !l_2309;
let l_2311 = l_2284 - l_2288;
let l_2312 = abs(l_2311);
l_mut_1890 = f64(1.401298464324817e-45);
let l_2313 = l_2312 >= f64(1.1754943508222875e-38);
let l_2314 = l_2312 <= f64(1.7976931348623157e308);
let l_2315 = l_2313 && l_2314;
if l_2315 {
let l_2316 = bitcast<u64>(l_2312);
let l_2317 = l_2316 >> u32(bitcast<u64>(u64(52)));
let l_2318 = l_2317 - u64(23);
let l_2319 = l_2318 << u32(bitcast<u64>(u64(52)));
let l_2320 = bitcast<f64>(l_2319);
l_mut_1890 = l_2320;
}
let l_2321 = l_2284 + l_2288;
let l_2322 = abs(l_2321);
l_mut_404 = f64(1.401298464324817e-45);
let l_2323 = l_2322 >= f64(1.1754943508222875e-38);
let l_2324 = l_2322 <= f64(1.7976931348623157e308);
let l_2325 = l_2323 && l_2324;
if l_2325 {
let l_2326 = bitcast<u64>(l_2322);
let l_2327 = l_2326 >> u32(bitcast<u64>(u64(52)));
let l_2328 = l_2327 - u64(23);
let l_2329 = l_2328 << u32(bitcast<u64>(u64(52)));
let l_2330 = bitcast<f64>(l_2329);
l_mut_404 = l_2330;
}
let l_2331 = l_mut_1890 == l_mut_404;
let l_2332 = !l_2331;
let l_2333 = l_2310 || l_2332;
if l_2333 {
a_1743[u32(0)] = u32(0);
}
let l_2334 = abs(l_2283);
l_mut_1890 = f64(1.401298464324817e-45);
let l_2335 = l_2334 >= f64(1.1754943508222875e-38);
let l_2336 = l_2334 <= f64(1.7976931348623157e308);
let l_2337 = l_2335 && l_2336;
if l_2337 {
let l_2338 = bitcast<u64>(l_2334);
let l_2339 = l_2338 >> u32(bitcast<u64>(u64(52)));
let l_2340 = l_2339 - u64(23);
let l_2341 = l_2340 << u32(bitcast<u64>(u64(52)));
let l_2342 = bitcast<f64>(l_2341);
l_mut_1890 = l_2342;
}
let l_2343 = l_712 * l_mut_1890;
let l_2344 = l_2283 - l_2343;
let l_2345 = abs(l_2284);
l_mut_1890 = f64(1.401298464324817e-45);
let l_2346 = l_2345 >= f64(1.1754943508222875e-38);
let l_2347 = l_2345 <= f64(1.7976931348623157e308);
let l_2348 = l_2346 && l_2347;
if l_2348 {
let l_2349 = bitcast<u64>(l_2345);
let l_2350 = l_2349 >> u32(bitcast<u64>(u64(52)));
let l_2351 = l_2350 - u64(23);
let l_2352 = l_2351 << u32(bitcast<u64>(u64(52)));
let l_2353 = bitcast<f64>(l_2352);
l_mut_1890 = l_2353;
}
let l_2354 = l_712 * l_mut_1890;
let l_2355 = l_2284 + l_2354;
let l_2356 = bitcast<u32>(l_26);
let l_2357 = l_2356 & u32(2147483647);
let l_2358 = bitcast<f32>(l_2357);
let l_2359 = f64(l_2358);
l_mut_1890 = l_2359;
let l_2360 = l_2357 < u32(8388608);
if l_2360 {
let l_2361 = f64(l_2357);
let l_2362 = l_2361 * f64(1.401298464324817e-45);
l_mut_1890 = l_2362;
}
let l_2363 = bitcast<u64>(l_mut_1890);
let l_2364 = l_2356 >> u32(31);
let l_2365 = u64(l_2364);
let l_2366 = l_2365 << u32(bitcast<u64>(u64(63)));
let l_2367 = l_2363 | l_2366;
let l_2368 = bitcast<f64>(l_2367);
let l_2369 = bitcast<u32>(l_26);
let l_2370 = l_2369 + u32(1);
l_mut_736 = l_2370;
let l_2371 = l_2369 & u32(2147483647);
let l_2372 = l_2371 == u32(0);
if l_2372 {
l_mut_736 = u32(1);
} else {
let l_2373 = l_2369 & u32(2147483648);
let l_2374 = l_2373 != u32(0);
if l_2374 {
let l_2375 = l_2369 - u32(1);
l_mut_736 = l_2375;
} else {
let l_2376 = l_2369 == u32(2139095040);
if l_2376 {
l_mut_736 = l_2369;
}
}
}
let l_2377 = bitcast<f32>(l_mut_736);
let l_2378 = bitcast<u32>(l_2377);
let l_2379 = l_2378 & u32(2147483647);
let l_2380 = bitcast<f32>(l_2379);
let l_2381 = f64(l_2380);
l_mut_1890 = l_2381;
let l_2382 = l_2379 < u32(8388608);
if l_2382 {
let l_2383 = f64(l_2379);
let l_2384 = l_2383 * f64(1.401298464324817e-45);
l_mut_1890 = l_2384;
}
let l_2385 = bitcast<u64>(l_mut_1890);
let l_2386 = l_2378 >> u32(31);
let l_2387 = u64(l_2386);
let l_2388 = l_2387 << u32(bitcast<u64>(u64(63)));
let l_2389 = l_2385 | l_2388;
let l_2390 = bitcast<f64>(l_2389);
let l_2391 = bitcast<u32>(l_26);
let l_2392 = l_2391 ^ u32(2147483648);
let l_2393 = bitcast<f32>(l_2392);
let l_2394 = bitcast<u32>(l_2393);
let l_2395 = l_2394 + u32(1);
l_mut_736 = l_2395;
let l_2396 = l_2394 & u32(2147483647);
let l_2397 = l_2396 == u32(0);
if l_2397 {
l_mut_736 = u32(1);
} else {
let l_2398 = l_2394 & u32(2147483648);
let l_2399 = l_2398 != u32(0);
if l_2399 {
let l_2400 = l_2394 - u32(1);
l_mut_736 = l_2400;
} else {
let l_2401 = l_2394 == u32(2139095040);
if l_2401 {
l_mut_736 = l_2394;
}
}
}
let l_2402 = bitcast<f32>(l_mut_736);
let l_2403 = bitcast<u32>(l_2402);
let l_2404 = l_2403 ^ u32(2147483648);
let l_2405 = bitcast<f32>(l_2404);
let l_2406 = bitcast<u32>(l_2405);
let l_2407 = l_2406 & u32(2147483647);
let l_2408 = bitcast<f32>(l_2407);
let l_2409 = f64(l_2408);
l_mut_1890 = l_2409;
let l_2410 = l_2407 < u32(8388608);
if l_2410 {
let l_2411 = f64(l_2407);
let l_2412 = l_2411 * f64(1.401298464324817e-45);
l_mut_1890 = l_2412;
}
let l_2413 = bitcast<u64>(l_mut_1890);
let l_2414 = l_2406 >> u32(31);
let l_2415 = u64(l_2414);
let l_2416 = l_2415 << u32(bitcast<u64>(u64(63)));
let l_2417 = l_2413 | l_2416;
let l_2418 = bitcast<f64>(l_2417);
let l_2419 = l_2344 + l_2286;
let l_2420 = l_2419 <= l_2368;
l_mut_837 = l_2420;
let l_2421 = l_2344 - l_2286;
let l_2422 = l_2421 > l_2368;
l_mut_834 = l_2422;
let l_2423 = l_2355 - l_2288;
let l_2424 = l_2423 >= l_2368;
l_mut_831 = l_2424;
let l_2425 = l_2355 + l_2288;
let l_2426 = l_2425 < l_2368;
l_mut_828 = l_2426;
if l_707 {
let l_2427 = l_2344 + l_2286;
let l_2428 = l_2427 < l_2390;
l_mut_837 = l_2428;
let l_2429 = l_2344 - l_2286;
let l_2430 = l_2429 >= l_2390;
l_mut_834 = l_2430;
let l_2431 = l_2355 - l_2288;
let l_2432 = l_2431 > l_2418;
l_mut_831 = l_2432;
let l_2433 = l_2355 + l_2288;
let l_2434 = l_2433 <= l_2418;
l_mut_828 = l_2434;
}
l_mut_736 = u32(2);
let l_2435 = l_mut_834 || l_mut_828;
if l_2435 {
l_mut_736 = u32(1);
} else {
let l_2436 = l_mut_837 && l_mut_831;
if l_2436 {
l_mut_736 = u32(0);
}
}
let l_2437 = bitcast<u32>(l_26);
let l_2438 = l_2437 & u32(2147483647);
let l_2439 = l_2438 == u32(0);
if l_2439 {
let l_2440 = l_2344 + l_2286;
let l_2441 = l_2440 < f64(1.1754943508222875e-38);
let l_2442 = l_2355 - l_2288;
let l_2443 = l_2442 > f64(-1.1754943508222875e-38);
let l_2444 = l_2441 && l_2443;
let l_2445 = l_2344 - l_2286;
let l_2446 = l_2445 < f64(1.1754943508222875e-38);
let l_2447 = l_2355 + l_2288;
let l_2448 = l_2447 > f64(-1.1754943508222875e-38);
let l_2449 = l_2446 && l_2448;
if l_2444 {
l_mut_736 = u32(0);
} else {
let l_2450 = l_mut_736 == u32(1);
let l_2451 = l_2449 && l_2450;
if l_2451 {
l_mut_736 = u32(2);
}
}
}
l_mut_777 = l_mut_736;
}
let l_2452 = a_1743[u32(0)];
let l_2453 = l_2452 == u32(0);
if l_2453 {
l_mut_777 = u32(2);
}
l_mut_720 = l_mut_777;
} else {
let l_2454 = l_703 == u32(10);
if l_2454 {
let l_2455 = sqrt(l_716);
let l_2456 = f64(1.0) / l_2455;
let l_2457 = l_2456 * f64(1.4551915228366852e-11);
let l_2458 = abs(l_2456);
l_mut_1890 = f64(1.401298464324817e-45);
let l_2459 = l_2458 >= f64(1.1754943508222875e-38);
let l_2460 = l_2458 <= f64(1.7976931348623157e308);
let l_2461 = l_2459 && l_2460;
if l_2461 {
let l_2462 = bitcast<u64>(l_2458);
let l_2463 = l_2462 >> u32(bitcast<u64>(u64(52)));
let l_2464 = l_2463 - u64(23);
let l_2465 = l_2464 << u32(bitcast<u64>(u64(52)));
let l_2466 = bitcast<f64>(l_2465);
l_mut_1890 = l_2466;
}
let l_2467 = l_709 * l_mut_1890;
let l_2468 = l_2456 - l_2467;
let l_2469 = l_716 * l_2468;
let l_2470 = l_709 * l_mut_1890;
let l_2471 = l_2456 + l_2470;
let l_2472 = l_716 * l_2471;
l_mut_777 = u32(2);
let l_2473 = l_2456 - l_2457;
let l_2474 = abs(l_2473);
l_mut_1890 = f64(1.401298464324817e-45);
let l_2475 = l_2474 >= f64(1.1754943508222875e-38);
let l_2476 = l_2474 <= f64(1.7976931348623157e308);
let l_2477 = l_2475 && l_2476;
if l_2477 {
let l_2478 = bitcast<u64>(l_2474);
let l_2479 = l_2478 >> u32(bitcast<u64>(u64(52)));
let l_2480 = l_2479 - u64(23);
let l_2481 = l_2480 << u32(bitcast<u64>(u64(52)));
let l_2482 = bitcast<f64>(l_2481);
l_mut_1890 = l_2482;
}
let l_2483 = l_2456 + l_2457;
let l_2484 = abs(l_2483);
l_mut_404 = f64(1.401298464324817e-45);
let l_2485 = l_2484 >= f64(1.1754943508222875e-38);
let l_2486 = l_2484 <= f64(1.7976931348623157e308);
let l_2487 = l_2485 && l_2486;
if l_2487 {
let l_2488 = bitcast<u64>(l_2484);
let l_2489 = l_2488 >> u32(bitcast<u64>(u64(52)));
let l_2490 = l_2489 - u64(23);
let l_2491 = l_2490 << u32(bitcast<u64>(u64(52)));
let l_2492 = bitcast<f64>(l_2491);
l_mut_404 = l_2492;
}
let l_2493 = l_mut_1890 == l_mut_404;
if l_2493 {
let l_2494 = abs(l_2469);
let l_2495 = l_2494 * f64(1.4551915228366852e-11);
let l_2496 = abs(l_2472);
let l_2497 = l_2496 * f64(1.4551915228366852e-11);
let l_2498 = bitcast<u32>(l_26);
let l_2499 = l_2498 & u32(2147483647);
let l_2500 = bitcast<f32>(l_2499);
let l_2501 = f64(l_2500);
l_mut_1890 = l_2501;
let l_2502 = l_2499 < u32(8388608);
if l_2502 {
let l_2503 = f64(l_2499);
let l_2504 = l_2503 * f64(1.401298464324817e-45);
l_mut_1890 = l_2504;
}
let l_2505 = bitcast<u64>(l_mut_1890);
let l_2506 = l_2498 >> u32(31);
let l_2507 = u64(l_2506);
let l_2508 = l_2507 << u32(bitcast<u64>(u64(63)));
let l_2509 = l_2505 | l_2508;
let l_2510 = bitcast<f64>(l_2509);
let l_2511 = bitcast<u32>(l_26);
let l_2512 = l_2511 + u32(1);
l_mut_736 = l_2512;
let l_2513 = l_2511 & u32(2147483647);
let l_2514 = l_2513 == u32(0);
if l_2514 {
l_mut_736 = u32(1);
} else {
let l_2515 = l_2511 & u32(2147483648);
let l_2516 = l_2515 != u32(0);
if l_2516 {
let l_2517 = l_2511 - u32(1);
l_mut_736 = l_2517;
} else {
let l_2518 = l_2511 == u32(2139095040);
if l_2518 {
l_mut_736 = l_2511;
}
}
}
let l_2519 = bitcast<f32>(l_mut_736);
let l_2520 = bitcast<u32>(l_2519);
let l_2521 = l_2520 & u32(2147483647);
let l_2522 = bitcast<f32>(l_2521);
let l_2523 = f64(l_2522);
l_mut_1890 = l_2523;
let l_2524 = l_2521 < u32(8388608);
if l_2524 {
let l_2525 = f64(l_2521);
let l_2526 = l_2525 * f64(1.401298464324817e-45);
l_mut_1890 = l_2526;
}
let l_2527 = bitcast<u64>(l_mut_1890);
let l_2528 = l_2520 >> u32(31);
let l_2529 = u64(l_2528);
let l_2530 = l_2529 << u32(bitcast<u64>(u64(63)));
let l_2531 = l_2527 | l_2530;
let l_2532 = bitcast<f64>(l_2531);
let l_2533 = bitcast<u32>(l_26);
let l_2534 = l_2533 ^ u32(2147483648);
let l_2535 = bitcast<f32>(l_2534);
let l_2536 = bitcast<u32>(l_2535);
let l_2537 = l_2536 + u32(1);
l_mut_736 = l_2537;
let l_2538 = l_2536 & u32(2147483647);
let l_2539 = l_2538 == u32(0);
if l_2539 {
l_mut_736 = u32(1);
} else {
let l_2540 = l_2536 & u32(2147483648);
let l_2541 = l_2540 != u32(0);
if l_2541 {
let l_2542 = l_2536 - u32(1);
l_mut_736 = l_2542;
} else {
let l_2543 = l_2536 == u32(2139095040);
if l_2543 {
l_mut_736 = l_2536;
}
}
}
let l_2544 = bitcast<f32>(l_mut_736);
let l_2545 = bitcast<u32>(l_2544);
let l_2546 = l_2545 ^ u32(2147483648);
let l_2547 = bitcast<f32>(l_2546);
let l_2548 = bitcast<u32>(l_2547);
let l_2549 = l_2548 & u32(2147483647);
let l_2550 = bitcast<f32>(l_2549);
let l_2551 = f64(l_2550);
l_mut_1890 = l_2551;
let l_2552 = l_2549 < u32(8388608);
if l_2552 {
let l_2553 = f64(l_2549);
let l_2554 = l_2553 * f64(1.401298464324817e-45);
l_mut_1890 = l_2554;
}
let l_2555 = bitcast<u64>(l_mut_1890);
let l_2556 = l_2548 >> u32(31);
let l_2557 = u64(l_2556);
let l_2558 = l_2557 << u32(bitcast<u64>(u64(63)));
let l_2559 = l_2555 | l_2558;
let l_2560 = bitcast<f64>(l_2559);
let l_2561 = l_2469 + l_2495;
let l_2562 = l_2561 <= l_2510;
l_mut_837 = l_2562;
let l_2563 = l_2469 - l_2495;
let l_2564 = l_2563 > l_2510;
l_mut_834 = l_2564;
let l_2565 = l_2472 - l_2497;
let l_2566 = l_2565 >= l_2510;
l_mut_831 = l_2566;
let l_2567 = l_2472 + l_2497;
let l_2568 = l_2567 < l_2510;
l_mut_828 = l_2568;
let l_2569 = l_2469 + l_2495;
let l_2570 = l_2569 < l_2532;
l_mut_837 = l_2570;
let l_2571 = l_2469 - l_2495;
let l_2572 = l_2571 >= l_2532;
l_mut_834 = l_2572;
let l_2573 = l_2472 - l_2497;
let l_2574 = l_2573 > l_2560;
l_mut_831 = l_2574;
let l_2575 = l_2472 + l_2497;
let l_2576 = l_2575 <= l_2560;
l_mut_828 = l_2576;
l_mut_736 = u32(2);
let l_2577 = l_mut_834 || l_mut_828;
if l_2577 {
l_mut_736 = u32(1);
} else {
let l_2578 = l_mut_837 && l_mut_831;
if l_2578 {
l_mut_736 = u32(0);
}
}
let l_2579 = bitcast<u32>(l_26);
let l_2580 = l_2579 & u32(2147483647);
let l_2581 = l_2580 == u32(0);
if l_2581 {
let l_2582 = l_2469 + l_2495;
let l_2583 = l_2582 < f64(1.1754943508222875e-38);
let l_2584 = l_2472 - l_2497;
let l_2585 = l_2584 > f64(-1.1754943508222875e-38);
let l_2586 = l_2583 && l_2585;
let l_2587 = l_2469 - l_2495;
let l_2588 = l_2587 < f64(1.1754943508222875e-38);
let l_2589 = l_2472 + l_2497;
let l_2590 = l_2589 > f64(-1.1754943508222875e-38);
let l_2591 = l_2588 && l_2590;
if l_2586 {
l_mut_736 = u32(0);
} else {
let l_2592 = l_mut_736 == u32(1);
let l_2593 = l_2591 && l_2592;
if l_2593 {
l_mut_736 = u32(2);
}
}
}
l_mut_777 = l_mut_736;
}
l_mut_720 = l_mut_777;
} else {
let l_2594 = l_703 == u32(11);
let l_2595 = l_703 == u32(12);
let l_2596 = l_2594 || l_2595;
if l_2596 {
l_mut_720 = u32(0);
let l_2597 = l_717 <= l_715;
let l_2598 = l_703 == u32(11);
let l_2599 = l_2597 && l_2598;
if l_2599 {
let l_2600 = f32(l_716);
let l_2601 = bitcast<u32>(l_2600);
let l_2602 = l_2601 & u32(2147483647);
let l_2603 = bitcast<f32>(l_2602);
let l_2604 = f64(l_2603);
l_mut_1890 = l_2604;
let l_2605 = l_2602 < u32(8388608);
if l_2605 {
let l_2606 = f64(l_2602);
let l_2607 = l_2606 * f64(1.401298464324817e-45);
l_mut_1890 = l_2607;
}
let l_2608 = bitcast<u64>(l_mut_1890);
let l_2609 = l_2601 >> u32(31);
let l_2610 = u64(l_2609);
let l_2611 = l_2610 << u32(bitcast<u64>(u64(63)));
let l_2612 = l_2608 | l_2611;
let l_2613 = bitcast<f64>(l_2612);
let l_2614 = abs(l_2613);
l_mut_1890 = l_2614;
l_mut_777 = u32(0);
let l_2615 = l_2614 >= f64(0.785);
if l_2615 {
let l_2616 = l_2614 * f64(0.6366197723675814);
let l_2617 = l_2616 + f64(0.5);
let l_2618 = floor(l_2617);
let l_2619 = l_2618 * f64(1.570796325802803);
let l_2620 = l_2614 - l_2619;
let l_2621 = l_2620 * l_20;
let l_2622 = l_2618 * f64(9.920935796805404e-10);
let l_2623 = l_2621 - l_2622;
l_mut_1890 = l_2623;
let l_2624 = u32(l_2618);
l_mut_777 = l_2624;
}
let l_2625 = bitcast<u32>(l_2600);
let l_2626 = l_2625 >= u32(2147483648);
let l_2627 = l_mut_1890 * l_mut_1890;
let l_2628 = l_2627 * f64(1.9572941063391263e-20);
let l_2629 = f64(8.22063524662433e-18) - l_2628;
l_mut_404 = l_2629;
let l_2630 = l_mut_404 * l_2627;
let l_2631 = l_2630 - f64(2.8114572543455206e-15);
l_mut_404 = l_2631;
let l_2632 = l_mut_404 * l_2627;
let l_2633 = l_2632 + f64(7.647163731819816e-13);
l_mut_404 = l_2633;
let l_2634 = l_mut_404 * l_2627;
let l_2635 = l_2634 - f64(1.6059043836821613e-10);
l_mut_404 = l_2635;
let l_2636 = l_mut_404 * l_2627;
let l_2637 = l_2636 + f64(2.505210838544172e-8);
l_mut_404 = l_2637;
let l_2638 = l_mut_404 * l_2627;
let l_2639 = l_2638 - f64(2.7557319223985893e-6);
l_mut_404 = l_2639;
let l_2640 = l_mut_404 * l_2627;
let l_2641 = l_2640 + f64(0.0001984126984126984);
l_mut_404 = l_2641;
let l_2642 = l_mut_404 * l_2627;
let l_2643 = l_2642 - f64(0.008333333333333333);
l_mut_404 = l_2643;
let l_2644 = l_mut_404 * l_2627;
let l_2645 = l_2644 + f64(0.16666666666666666);
l_mut_404 = l_2645;
let l_2646 = f64(0.5) * l_2627;
let l_2647 = f64(1.0) - l_2646;
let l_2648 = f64(0.0) * l_2647;
let l_2649 = l_mut_1890 * l_2627;
let l_2650 = l_2649 * l_mut_404;
let l_2651 = l_2648 - l_2650;
let l_2652 = l_mut_1890 + l_2651;
let l_2653 = l_mut_1890 * l_mut_1890;
let l_2654 = l_2653 * f64(4.110317623312165e-19);
let l_2655 = l_2654 - f64(1.5619206968586225e-16);
l_mut_404 = l_2655;
let l_2656 = l_mut_404 * l_2653;
let l_2657 = l_2656 + f64(4.779477332387385e-14);
l_mut_404 = l_2657;
let l_2658 = l_mut_404 * l_2653;
let l_2659 = l_2658 - f64(1.1470745597729725e-11);
l_mut_404 = l_2659;
let l_2660 = l_mut_404 * l_2653;
let l_2661 = l_2660 + f64(2.08767569878681e-9);
l_mut_404 = l_2661;
let l_2662 = l_mut_404 * l_2653;
let l_2663 = l_2662 - f64(2.755731922398589e-7);
l_mut_404 = l_2663;
let l_2664 = l_mut_404 * l_2653;
let l_2665 = l_2664 + f64(2.48015873015873e-5);
l_mut_404 = l_2665;
let l_2666 = l_mut_404 * l_2653;
let l_2667 = l_2666 - f64(0.001388888888888889);
l_mut_404 = l_2667;
let l_2668 = l_mut_404 * l_2653;
let l_2669 = l_2668 + f64(0.041666666666666664);
l_mut_404 = l_2669;
let l_2670 = f64(0.5) * l_2653;
let l_2671 = f64(1.0) - l_2670;
let l_2672 = l_2653 * l_2653;
let l_2673 = l_2672 * l_mut_404;
let l_2674 = f64(0.0) * l_mut_1890;
let l_2675 = l_2673 - l_2674;
let l_2676 = l_2671 + l_2675;
let l_2677 = l_mut_777 & u32(1);
let l_2678 = l_2677 == u32(1);
l_mut_1890 = l_2652;
let l_2679 = l_mut_777 & u32(2);
let l_2680 = l_2679 != u32(0);
l_mut_837 = l_2680;
let l_2681 = u32(6) == u32(6);
if l_2681 {
if l_2678 {
l_mut_1890 = l_2676;
}
} else {
let l_2682 = u32(6) == u32(7);
if l_2682 {
l_mut_1890 = l_2676;
if l_2678 {
l_mut_1890 = l_2652;
}
let l_2683 = l_mut_777 + u32(1);
let l_2684 = l_2683 & u32(2);
let l_2685 = l_2684 != u32(0);
l_mut_837 = l_2685;
} else {
let l_2686 = l_2652 / l_2676;
l_mut_1890 = l_2686;
if l_2678 {
let l_2687 = l_2676 / l_2652;
l_mut_1890 = l_2687;
}
l_mut_837 = l_2678;
}
}
let l_2688 = u32(6) != u32(7);
let l_2689 = l_2688 && l_2626;
if l_2689 {
let l_2690 = !l_mut_837;
l_mut_837 = l_2690;
}
if l_mut_837 {
let l_2691 = -l_mut_1890;
l_mut_1890 = l_2691;
}
let l_2692 = f32(l_716);
let l_2693 = bitcast<u32>(l_2692);
let l_2694 = l_2693 & u32(2147483647);
let l_2695 = bitcast<f32>(l_2694);
let l_2696 = f64(l_2695);
l_mut_404 = l_2696;
let l_2697 = l_2694 < u32(8388608);
if l_2697 {
let l_2698 = f64(l_2694);
let l_2699 = l_2698 * f64(1.401298464324817e-45);
l_mut_404 = l_2699;
}
let l_2700 = bitcast<u64>(l_mut_404);
let l_2701 = l_2693 >> u32(31);
let l_2702 = u64(l_2701);
let l_2703 = l_2702 << u32(bitcast<u64>(u64(63)));
let l_2704 = l_2700 | l_2703;
let l_2705 = bitcast<f64>(l_2704);
let l_2706 = abs(l_2705);
l_mut_404 = l_2706;
l_mut_777 = u32(0);
let l_2707 = l_2706 >= f64(0.785);
if l_2707 {
let l_2708 = l_2706 * f64(0.6366197723675814);
let l_2709 = l_2708 + f64(0.5);
let l_2710 = floor(l_2709);
let l_2711 = l_2710 * f64(1.570796325802803);
let l_2712 = l_2706 - l_2711;
let l_2713 = l_2712 * l_20;
let l_2714 = l_2710 * f64(9.920935796805404e-10);
let l_2715 = l_2713 - l_2714;
l_mut_404 = l_2715;
let l_2716 = u32(l_2710);
l_mut_777 = l_2716;
}
let l_2717 = bitcast<u32>(l_2692);
let l_2718 = l_2717 >= u32(2147483648);
let l_2719 = l_mut_404 * l_mut_404;
let l_2720 = l_2719 * f64(1.9572941063391263e-20);
let l_2721 = f64(8.22063524662433e-18) - l_2720;
l_mut_232 = l_2721;
let l_2722 = l_mut_232 * l_2719;
let l_2723 = l_2722 - f64(2.8114572543455206e-15);
l_mut_232 = l_2723;
let l_2724 = l_mut_232 * l_2719;
let l_2725 = l_2724 + f64(7.647163731819816e-13);
l_mut_232 = l_2725;
let l_2726 = l_mut_232 * l_2719;
let l_2727 = l_2726 - f64(1.6059043836821613e-10);
l_mut_232 = l_2727;
let l_2728 = l_mut_232 * l_2719;
let l_2729 = l_2728 + f64(2.505210838544172e-8);
l_mut_232 = l_2729;
let l_2730 = l_mut_232 * l_2719;
let l_2731 = l_2730 - f64(2.7557319223985893e-6);
l_mut_232 = l_2731;
let l_2732 = l_mut_232 * l_2719;
let l_2733 = l_2732 + f64(0.0001984126984126984);
l_mut_232 = l_2733;
let l_2734 = l_mut_232 * l_2719;
let l_2735 = l_2734 - f64(0.008333333333333333);
l_mut_232 = l_2735;
let l_2736 = l_mut_232 * l_2719;
let l_2737 = l_2736 + f64(0.16666666666666666);
l_mut_232 = l_2737;
let l_2738 = f64(0.5) * l_2719;
let l_2739 = f64(1.0) - l_2738;
let l_2740 = f64(0.0) * l_2739;
let l_2741 = l_mut_404 * l_2719;
let l_2742 = l_2741 * l_mut_232;
let l_2743 = l_2740 - l_2742;
let l_2744 = l_mut_404 + l_2743;
let l_2745 = l_mut_404 * l_mut_404;
let l_2746 = l_2745 * f64(4.110317623312165e-19);
let l_2747 = l_2746 - f64(1.5619206968586225e-16);
l_mut_232 = l_2747;
let l_2748 = l_mut_232 * l_2745;
let l_2749 = l_2748 + f64(4.779477332387385e-14);
l_mut_232 = l_2749;
let l_2750 = l_mut_232 * l_2745;
let l_2751 = l_2750 - f64(1.1470745597729725e-11);
l_mut_232 = l_2751;
let l_2752 = l_mut_232 * l_2745;
let l_2753 = l_2752 + f64(2.08767569878681e-9);
l_mut_232 = l_2753;
let l_2754 = l_mut_232 * l_2745;
let l_2755 = l_2754 - f64(2.755731922398589e-7);
l_mut_232 = l_2755;
let l_2756 = l_mut_232 * l_2745;
let l_2757 = l_2756 + f64(2.48015873015873e-5);
l_mut_232 = l_2757;
let l_2758 = l_mut_232 * l_2745;
let l_2759 = l_2758 - f64(0.001388888888888889);
l_mut_232 = l_2759;
let l_2760 = l_mut_232 * l_2745;
let l_2761 = l_2760 + f64(0.041666666666666664);
l_mut_232 = l_2761;
let l_2762 = f64(0.5) * l_2745;
let l_2763 = f64(1.0) - l_2762;
let l_2764 = l_2745 * l_2745;
let l_2765 = l_2764 * l_mut_232;
let l_2766 = f64(0.0) * l_mut_404;
let l_2767 = l_2765 - l_2766;
let l_2768 = l_2763 + l_2767;
let l_2769 = l_mut_777 & u32(1);
let l_2770 = l_2769 == u32(1);
l_mut_404 = l_2744;
let l_2771 = l_mut_777 & u32(2);
let l_2772 = l_2771 != u32(0);
l_mut_837 = l_2772;
let l_2773 = u32(7) == u32(6);
if l_2773 {
if l_2770 {
l_mut_404 = l_2768;
}
} else {
let l_2774 = u32(7) == u32(7);
if l_2774 {
l_mut_404 = l_2768;
if l_2770 {
l_mut_404 = l_2744;
}
let l_2775 = l_mut_777 + u32(1);
let l_2776 = l_2775 & u32(2);
let l_2777 = l_2776 != u32(0);
l_mut_837 = l_2777;
} else {
let l_2778 = l_2744 / l_2768;
l_mut_404 = l_2778;
if l_2770 {
let l_2779 = l_2768 / l_2744;
l_mut_404 = l_2779;
}
l_mut_837 = l_2770;
}
}
let l_2780 = u32(7) != u32(7);
let l_2781 = l_2780 && l_2718;
if l_2781 {
let l_2782 = !l_mut_837;
l_mut_837 = l_2782;
}
if l_mut_837 {
let l_2783 = -l_mut_404;
l_mut_404 = l_2783;
}
let l_2784 = abs(l_mut_1890);
let l_2785 = l_2784 * f64(1.4551915228366852e-11);
let l_2786 = abs(l_mut_404);
let l_2787 = l_2786 * f64(1.4551915228366852e-11);
l_mut_232 = f64(1.4551915228366852e-11);
l_mut_777 = u32(2);
if l_707 {
let l_2788 = l_mut_1890 - l_709;
let l_2789 = abs(l_2788);
let l_2790 = l_2789 * f64(2.220446049250313e-16);
let l_2791 = l_2785 + l_2790;
let l_2792 = l_2788 + l_2791;
let l_2793 = -l_2792;
let l_2794 = l_2793 * f64(7.1362384635298e44);
let l_2795 = floor(l_2794);
let l_2796 = l_2795 * f64(1.401298464324817e-45);
l_mut_78 = l_2796;
let l_2797 = abs(l_2793);
let l_2798 = l_2797 >= f64(1.1754943508222875e-38);
if l_2798 {
let l_2799 = f32(l_2793);
let l_2800 = f64(l_2799);
l_mut_78 = l_2800;
let l_2801 = l_mut_78 > l_2793;
if l_2801 {
let l_2802 = bitcast<u32>(l_2799);
let l_2803 = l_2802 ^ u32(2147483648);
let l_2804 = bitcast<f32>(l_2803);
let l_2805 = bitcast<u32>(l_2804);
let l_2806 = l_2805 + u32(1);
l_mut_736 = l_2806;
let l_2807 = l_2805 & u32(2147483647);
let l_2808 = l_2807 == u32(0);
if l_2808 {
l_mut_736 = u32(1);
} else {
let l_2809 = l_2805 & u32(2147483648);
let l_2810 = l_2809 != u32(0);
if l_2810 {
let l_2811 = l_2805 - u32(1);
l_mut_736 = l_2811;
} else {
let l_2812 = l_2805 == u32(2139095040);
if l_2812 {
l_mut_736 = l_2805;
}
}
}
let l_2813 = bitcast<f32>(l_mut_736);
let l_2814 = bitcast<u32>(l_2813);
let l_2815 = l_2814 ^ u32(2147483648);
let l_2816 = bitcast<f32>(l_2815);
let l_2817 = bitcast<u32>(l_2816);
let l_2818 = l_2817 & u32(2147483647);
let l_2819 = bitcast<f32>(l_2818);
let l_2820 = f64(l_2819);
l_mut_49 = l_2820;
let l_2821 = l_2818 < u32(8388608);
if l_2821 {
let l_2822 = f64(l_2818);
let l_2823 = l_2822 * f64(1.401298464324817e-45);
l_mut_49 = l_2823;
}
let l_2824 = bitcast<u64>(l_mut_49);
let l_2825 = l_2817 >> u32(31);
let l_2826 = u64(l_2825);
let l_2827 = l_2826 << u32(bitcast<u64>(u64(63)));
let l_2828 = l_2824 | l_2827;
let l_2829 = bitcast<f64>(l_2828);
l_mut_78 = l_2829;
} else {
let l_2830 = bitcast<u32>(l_2799);
let l_2831 = l_2830 + u32(1);
l_mut_736 = l_2831;
let l_2832 = l_2830 & u32(2147483647);
let l_2833 = l_2832 == u32(0);
if l_2833 {
l_mut_736 = u32(1);
} else {
let l_2834 = l_2830 & u32(2147483648);
let l_2835 = l_2834 != u32(0);
if l_2835 {
let l_2836 = l_2830 - u32(1);
l_mut_736 = l_2836;
} else {
let l_2837 = l_2830 == u32(2139095040);
if l_2837 {
l_mut_736 = l_2830;
}
}
}
let l_2838 = bitcast<f32>(l_mut_736);
let l_2839 = bitcast<u32>(l_2838);
let l_2840 = l_2839 & u32(2147483647);
let l_2841 = bitcast<f32>(l_2840);
let l_2842 = f64(l_2841);
l_mut_49 = l_2842;
let l_2843 = l_2840 < u32(8388608);
if l_2843 {
let l_2844 = f64(l_2840);
let l_2845 = l_2844 * f64(1.401298464324817e-45);
l_mut_49 = l_2845;
}
let l_2846 = bitcast<u64>(l_mut_49);
let l_2847 = l_2839 >> u32(31);
let l_2848 = u64(l_2847);
let l_2849 = l_2848 << u32(bitcast<u64>(u64(63)));
let l_2850 = l_2846 | l_2849;
let l_2851 = bitcast<f64>(l_2850);
let l_2852 = l_2851 <= l_2793;
if l_2852 {
let l_2853 = bitcast<u32>(l_2799);
let l_2854 = l_2853 + u32(1);
l_mut_736 = l_2854;
let l_2855 = l_2853 & u32(2147483647);
let l_2856 = l_2855 == u32(0);
if l_2856 {
l_mut_736 = u32(1);
} else {
let l_2857 = l_2853 & u32(2147483648);
let l_2858 = l_2857 != u32(0);
if l_2858 {
let l_2859 = l_2853 - u32(1);
l_mut_736 = l_2859;
} else {
let l_2860 = l_2853 == u32(2139095040);
if l_2860 {
l_mut_736 = l_2853;
}
}
}
let l_2861 = bitcast<f32>(l_mut_736);
let l_2862 = bitcast<u32>(l_2861);
let l_2863 = l_2862 & u32(2147483647);
let l_2864 = bitcast<f32>(l_2863);
let l_2865 = f64(l_2864);
l_mut_49 = l_2865;
let l_2866 = l_2863 < u32(8388608);
if l_2866 {
let l_2867 = f64(l_2863);
let l_2868 = l_2867 * f64(1.401298464324817e-45);
l_mut_49 = l_2868;
}
let l_2869 = bitcast<u64>(l_mut_49);
let l_2870 = l_2862 >> u32(31);
let l_2871 = u64(l_2870);
let l_2872 = l_2871 << u32(bitcast<u64>(u64(63)));
let l_2873 = l_2869 | l_2872;
let l_2874 = bitcast<f64>(l_2873);
l_mut_78 = l_2874;
}
}
}
let l_2875 = -l_mut_78;
l_mut_78 = l_2875;
let l_2876 = bool(true) && bool(true);
if l_2876 {
let l_2877 = l_2788 + l_2791;
let l_2878 = l_2877 * f64(7.1362384635298e44);
let l_2879 = floor(l_2878);
let l_2880 = l_2879 * f64(1.401298464324817e-45);
l_mut_49 = l_2880;
let l_2881 = abs(l_2877);
let l_2882 = l_2881 >= f64(1.1754943508222875e-38);
if l_2882 {
let l_2883 = f32(l_2877);
let l_2884 = f64(l_2883);
l_mut_49 = l_2884;
let l_2885 = l_mut_49 > l_2877;
if l_2885 {
let l_2886 = bitcast<u32>(l_2883);
let l_2887 = l_2886 ^ u32(2147483648);
let l_2888 = bitcast<f32>(l_2887);
let l_2889 = bitcast<u32>(l_2888);
let l_2890 = l_2889 + u32(1);
l_mut_736 = l_2890;
let l_2891 = l_2889 & u32(2147483647);
let l_2892 = l_2891 == u32(0);
if l_2892 {
l_mut_736 = u32(1);
} else {
let l_2893 = l_2889 & u32(2147483648);
let l_2894 = l_2893 != u32(0);
if l_2894 {
let l_2895 = l_2889 - u32(1);
l_mut_736 = l_2895;
} else {
let l_2896 = l_2889 == u32(2139095040);
if l_2896 {
l_mut_736 = l_2889;
}
}
}
let l_2897 = bitcast<f32>(l_mut_736);
let l_2898 = bitcast<u32>(l_2897);
let l_2899 = l_2898 ^ u32(2147483648);
let l_2900 = bitcast<f32>(l_2899);
let l_2901 = bitcast<u32>(l_2900);
let l_2902 = l_2901 & u32(2147483647);
let l_2903 = bitcast<f32>(l_2902);
let l_2904 = f64(l_2903);
l_mut_2905 = l_2904;
let l_2906 = l_2902 < u32(8388608);
if l_2906 {
let l_2907 = f64(l_2902);
let l_2908 = l_2907 * f64(1.401298464324817e-45);
l_mut_2905 = l_2908;
}
let l_2909 = bitcast<u64>(l_mut_2905);
let l_2910 = l_2901 >> u32(31);
let l_2911 = u64(l_2910);
let l_2912 = l_2911 << u32(bitcast<u64>(u64(63)));
let l_2913 = l_2909 | l_2912;
let l_2914 = bitcast<f64>(l_2913);
l_mut_49 = l_2914;
} else {
let l_2915 = bitcast<u32>(l_2883);
let l_2916 = l_2915 + u32(1);
l_mut_736 = l_2916;
let l_2917 = l_2915 & u32(2147483647);
let l_2918 = l_2917 == u32(0);
if l_2918 {
l_mut_736 = u32(1);
} else {
let l_2919 = l_2915 & u32(2147483648);
let l_2920 = l_2919 != u32(0);
if l_2920 {
let l_2921 = l_2915 - u32(1);
l_mut_736 = l_2921;
} else {
let l_2922 = l_2915 == u32(2139095040);
if l_2922 {
l_mut_736 = l_2915;
}
}
}
let l_2923 = bitcast<f32>(l_mut_736);
let l_2924 = bitcast<u32>(l_2923);
let l_2925 = l_2924 & u32(2147483647);
let l_2926 = bitcast<f32>(l_2925);
let l_2927 = f64(l_2926);
l_mut_2905 = l_2927;
let l_2928 = l_2925 < u32(8388608);
if l_2928 {
let l_2929 = f64(l_2925);
let l_2930 = l_2929 * f64(1.401298464324817e-45);
l_mut_2905 = l_2930;
}
let l_2931 = bitcast<u64>(l_mut_2905);
let l_2932 = l_2924 >> u32(31);
let l_2933 = u64(l_2932);
let l_2934 = l_2933 << u32(bitcast<u64>(u64(63)));
let l_2935 = l_2931 | l_2934;
let l_2936 = bitcast<f64>(l_2935);
let l_2937 = l_2936 <= l_2877;
if l_2937 {
let l_2938 = bitcast<u32>(l_2883);
let l_2939 = l_2938 + u32(1);
l_mut_736 = l_2939;
let l_2940 = l_2938 & u32(2147483647);
let l_2941 = l_2940 == u32(0);
if l_2941 {
l_mut_736 = u32(1);
} else {
let l_2942 = l_2938 & u32(2147483648);
let l_2943 = l_2942 != u32(0);
if l_2943 {
let l_2944 = l_2938 - u32(1);
l_mut_736 = l_2944;
} else {
let l_2945 = l_2938 == u32(2139095040);
if l_2945 {
l_mut_736 = l_2938;
}
}
}
let l_2946 = bitcast<f32>(l_mut_736);
let l_2947 = bitcast<u32>(l_2946);
let l_2948 = l_2947 & u32(2147483647);
let l_2949 = bitcast<f32>(l_2948);
let l_2950 = f64(l_2949);
l_mut_2905 = l_2950;
let l_2951 = l_2948 < u32(8388608);
if l_2951 {
let l_2952 = f64(l_2948);
let l_2953 = l_2952 * f64(1.401298464324817e-45);
l_mut_2905 = l_2953;
}
let l_2954 = bitcast<u64>(l_mut_2905);
let l_2955 = l_2947 >> u32(31);
let l_2956 = u64(l_2955);
let l_2957 = l_2956 << u32(bitcast<u64>(u64(63)));
let l_2958 = l_2954 | l_2957;
let l_2959 = bitcast<f64>(l_2958);
l_mut_49 = l_2959;
}
}
}
l_mut_78 = l_mut_49;
} else {
let l_2960 = l_2788 - l_2791;
let l_2961 = l_2960 * f64(7.1362384635298e44);
let l_2962 = floor(l_2961);
let l_2963 = l_2962 * f64(1.401298464324817e-45);
l_mut_2905 = l_2963;
let l_2964 = abs(l_2960);
let l_2965 = l_2964 >= f64(1.1754943508222875e-38);
if l_2965 {
let l_2966 = f32(l_2960);
let l_2967 = f64(l_2966);
l_mut_2905 = l_2967;
let l_2968 = l_mut_2905 > l_2960;
if l_2968 {
let l_2969 = bitcast<u32>(l_2966);
let l_2970 = l_2969 ^ u32(2147483648);
let l_2971 = bitcast<f32>(l_2970);
let l_2972 = bitcast<u32>(l_2971);
let l_2973 = l_2972 + u32(1);
l_mut_736 = l_2973;
let l_2974 = l_2972 & u32(2147483647);
let l_2975 = l_2974 == u32(0);
if l_2975 {
l_mut_736 = u32(1);
} else {
let l_2976 = l_2972 & u32(2147483648);
let l_2977 = l_2976 != u32(0);
if l_2977 {
let l_2978 = l_2972 - u32(1);
l_mut_736 = l_2978;
} else {
let l_2979 = l_2972 == u32(2139095040);
if l_2979 {
l_mut_736 = l_2972;
}
}
}
let l_2980 = bitcast<f32>(l_mut_736);
let l_2981 = bitcast<u32>(l_2980);
let l_2982 = l_2981 ^ u32(2147483648);
let l_2983 = bitcast<f32>(l_2982);
let l_2984 = bitcast<u32>(l_2983);
let l_2985 = l_2984 & u32(2147483647);
let l_2986 = bitcast<f32>(l_2985);
let l_2987 = f64(l_2986);
l_mut_49 = l_2987;
let l_2988 = l_2985 < u32(8388608);
if l_2988 {
let l_2989 = f64(l_2985);
let l_2990 = l_2989 * f64(1.401298464324817e-45);
l_mut_49 = l_2990;
}
let l_2991 = bitcast<u64>(l_mut_49);
let l_2992 = l_2984 >> u32(31);
let l_2993 = u64(l_2992);
let l_2994 = l_2993 << u32(bitcast<u64>(u64(63)));
let l_2995 = l_2991 | l_2994;
let l_2996 = bitcast<f64>(l_2995);
l_mut_2905 = l_2996;
} else {
let l_2997 = bitcast<u32>(l_2966);
let l_2998 = l_2997 + u32(1);
l_mut_736 = l_2998;
let l_2999 = l_2997 & u32(2147483647);
let l_3000 = l_2999 == u32(0);
if l_3000 {
l_mut_736 = u32(1);
} else {
let l_3001 = l_2997 & u32(2147483648);
let l_3002 = l_3001 != u32(0);
if l_3002 {
let l_3003 = l_2997 - u32(1);
l_mut_736 = l_3003;
} else {
let l_3004 = l_2997 == u32(2139095040);
if l_3004 {
l_mut_736 = l_2997;
}
}
}
let l_3005 = bitcast<f32>(l_mut_736);
let l_3006 = bitcast<u32>(l_3005);
let l_3007 = l_3006 & u32(2147483647);
let l_3008 = bitcast<f32>(l_3007);
let l_3009 = f64(l_3008);
l_mut_49 = l_3009;
let l_3010 = l_3007 < u32(8388608);
if l_3010 {
let l_3011 = f64(l_3007);
let l_3012 = l_3011 * f64(1.401298464324817e-45);
l_mut_49 = l_3012;
}
let l_3013 = bitcast<u64>(l_mut_49);
let l_3014 = l_3006 >> u32(31);
let l_3015 = u64(l_3014);
let l_3016 = l_3015 << u32(bitcast<u64>(u64(63)));
let l_3017 = l_3013 | l_3016;
let l_3018 = bitcast<f64>(l_3017);
let l_3019 = l_3018 <= l_2960;
if l_3019 {
let l_3020 = bitcast<u32>(l_2966);
let l_3021 = l_3020 + u32(1);
l_mut_736 = l_3021;
let l_3022 = l_3020 & u32(2147483647);
let l_3023 = l_3022 == u32(0);
if l_3023 {
l_mut_736 = u32(1);
} else {
let l_3024 = l_3020 & u32(2147483648);
let l_3025 = l_3024 != u32(0);
if l_3025 {
let l_3026 = l_3020 - u32(1);
l_mut_736 = l_3026;
} else {
let l_3027 = l_3020 == u32(2139095040);
if l_3027 {
l_mut_736 = l_3020;
}
}
}
let l_3028 = bitcast<f32>(l_mut_736);
let l_3029 = bitcast<u32>(l_3028);
let l_3030 = l_3029 & u32(2147483647);
let l_3031 = bitcast<f32>(l_3030);
let l_3032 = f64(l_3031);
l_mut_49 = l_3032;
let l_3033 = l_3030 < u32(8388608);
if l_3033 {
let l_3034 = f64(l_3030);
let l_3035 = l_3034 * f64(1.401298464324817e-45);
l_mut_49 = l_3035;
}
let l_3036 = bitcast<u64>(l_mut_49);
let l_3037 = l_3029 >> u32(31);
let l_3038 = u64(l_3037);
let l_3039 = l_3038 << u32(bitcast<u64>(u64(63)));
let l_3040 = l_3036 | l_3039;
let l_3041 = bitcast<f64>(l_3040);
l_mut_2905 = l_3041;
}
}
}
l_mut_78 = l_mut_2905;
}
let l_3042 = l_mut_1890 + l_709;
let l_3043 = abs(l_3042);
let l_3044 = l_3043 * f64(2.220446049250313e-16);
let l_3045 = l_2785 + l_3044;
let l_3046 = l_3042 + l_3045;
let l_3047 = -l_3046;
let l_3048 = l_3047 * f64(7.1362384635298e44);
let l_3049 = floor(l_3048);
let l_3050 = l_3049 * f64(1.401298464324817e-45);
l_mut_2905 = l_3050;
let l_3051 = abs(l_3047);
let l_3052 = l_3051 >= f64(1.1754943508222875e-38);
if l_3052 {
let l_3053 = f32(l_3047);
let l_3054 = f64(l_3053);
l_mut_2905 = l_3054;
let l_3055 = l_mut_2905 > l_3047;
if l_3055 {
let l_3056 = bitcast<u32>(l_3053);
let l_3057 = l_3056 ^ u32(2147483648);
let l_3058 = bitcast<f32>(l_3057);
let l_3059 = bitcast<u32>(l_3058);
let l_3060 = l_3059 + u32(1);
l_mut_736 = l_3060;
let l_3061 = l_3059 & u32(2147483647);
let l_3062 = l_3061 == u32(0);
if l_3062 {
l_mut_736 = u32(1);
} else {
let l_3063 = l_3059 & u32(2147483648);
let l_3064 = l_3063 != u32(0);
if l_3064 {
let l_3065 = l_3059 - u32(1);
l_mut_736 = l_3065;
} else {
let l_3066 = l_3059 == u32(2139095040);
if l_3066 {
l_mut_736 = l_3059;
}
}
}
let l_3067 = bitcast<f32>(l_mut_736);
let l_3068 = bitcast<u32>(l_3067);
let l_3069 = l_3068 ^ u32(2147483648);
let l_3070 = bitcast<f32>(l_3069);
let l_3071 = bitcast<u32>(l_3070);
let l_3072 = l_3071 & u32(2147483647);
let l_3073 = bitcast<f32>(l_3072);
let l_3074 = f64(l_3073);
l_mut_49 = l_3074;
let l_3075 = l_3072 < u32(8388608);
if l_3075 {
let l_3076 = f64(l_3072);
let l_3077 = l_3076 * f64(1.401298464324817e-45);
l_mut_49 = l_3077;
}
let l_3078 = bitcast<u64>(l_mut_49);
let l_3079 = l_3071 >> u32(31);
let l_3080 = u64(l_3079);
let l_3081 = l_3080 << u32(bitcast<u64>(u64(63)));
let l_3082 = l_3078 | l_3081;
let l_3083 = bitcast<f64>(l_3082);
l_mut_2905 = l_3083;
} else {
let l_3084 = bitcast<u32>(l_3053);
let l_3085 = l_3084 + u32(1);
l_mut_736 = l_3085;
let l_3086 = l_3084 & u32(2147483647);
let l_3087 = l_3086 == u32(0);
if l_3087 {
l_mut_736 = u32(1);
} else {
let l_3088 = l_3084 & u32(2147483648);
let l_3089 = l_3088 != u32(0);
if l_3089 {
let l_3090 = l_3084 - u32(1);
l_mut_736 = l_3090;
} else {
let l_3091 = l_3084 == u32(2139095040);
if l_3091 {
l_mut_736 = l_3084;
}
}
}
let l_3092 = bitcast<f32>(l_mut_736);
let l_3093 = bitcast<u32>(l_3092);
let l_3094 = l_3093 & u32(2147483647);
let l_3095 = bitcast<f32>(l_3094);
let l_3096 = f64(l_3095);
l_mut_49 = l_3096;
let l_3097 = l_3094 < u32(8388608);
if l_3097 {
let l_3098 = f64(l_3094);
let l_3099 = l_3098 * f64(1.401298464324817e-45);
l_mut_49 = l_3099;
}
let l_3100 = bitcast<u64>(l_mut_49);
let l_3101 = l_3093 >> u32(31);
let l_3102 = u64(l_3101);
let l_3103 = l_3102 << u32(bitcast<u64>(u64(63)));
let l_3104 = l_3100 | l_3103;
let l_3105 = bitcast<f64>(l_3104);
let l_3106 = l_3105 <= l_3047;
if l_3106 {
let l_3107 = bitcast<u32>(l_3053);
let l_3108 = l_3107 + u32(1);
l_mut_736 = l_3108;
let l_3109 = l_3107 & u32(2147483647);
let l_3110 = l_3109 == u32(0);
if l_3110 {
l_mut_736 = u32(1);
} else {
let l_3111 = l_3107 & u32(2147483648);
let l_3112 = l_3111 != u32(0);
if l_3112 {
let l_3113 = l_3107 - u32(1);
l_mut_736 = l_3113;
} else {
let l_3114 = l_3107 == u32(2139095040);
if l_3114 {
l_mut_736 = l_3107;
}
}
}
let l_3115 = bitcast<f32>(l_mut_736);
let l_3116 = bitcast<u32>(l_3115);
let l_3117 = l_3116 & u32(2147483647);
let l_3118 = bitcast<f32>(l_3117);
let l_3119 = f64(l_3118);
l_mut_49 = l_3119;
let l_3120 = l_3117 < u32(8388608);
if l_3120 {
let l_3121 = f64(l_3117);
let l_3122 = l_3121 * f64(1.401298464324817e-45);
l_mut_49 = l_3122;
}
let l_3123 = bitcast<u64>(l_mut_49);
let l_3124 = l_3116 >> u32(31);
let l_3125 = u64(l_3124);
let l_3126 = l_3125 << u32(bitcast<u64>(u64(63)));
let l_3127 = l_3123 | l_3126;
let l_3128 = bitcast<f64>(l_3127);
l_mut_2905 = l_3128;
}
}
}
let l_3129 = -l_mut_2905;
l_mut_2905 = l_3129;
let l_3130 = bool(false) && bool(true);
if l_3130 {
let l_3131 = l_3042 + l_3045;
let l_3132 = l_3131 * f64(7.1362384635298e44);
let l_3133 = floor(l_3132);
let l_3134 = l_3133 * f64(1.401298464324817e-45);
l_mut_49 = l_3134;
let l_3135 = abs(l_3131);
let l_3136 = l_3135 >= f64(1.1754943508222875e-38);
if l_3136 {
let l_3137 = f32(l_3131);
let l_3138 = f64(l_3137);
l_mut_49 = l_3138;
let l_3139 = l_mut_49 > l_3131;
if l_3139 {
let l_3140 = bitcast<u32>(l_3137);
let l_3141 = l_3140 ^ u32(2147483648);
let l_3142 = bitcast<f32>(l_3141);
let l_3143 = bitcast<u32>(l_3142);
let l_3144 = l_3143 + u32(1);
l_mut_736 = l_3144;
let l_3145 = l_3143 & u32(2147483647);
let l_3146 = l_3145 == u32(0);
if l_3146 {
l_mut_736 = u32(1);
} else {
let l_3147 = l_3143 & u32(2147483648);
let l_3148 = l_3147 != u32(0);
if l_3148 {
let l_3149 = l_3143 - u32(1);
l_mut_736 = l_3149;
} else {
let l_3150 = l_3143 == u32(2139095040);
if l_3150 {
l_mut_736 = l_3143;
}
}
}
let l_3151 = bitcast<f32>(l_mut_736);
let l_3152 = bitcast<u32>(l_3151);
let l_3153 = l_3152 ^ u32(2147483648);
let l_3154 = bitcast<f32>(l_3153);
let l_3155 = bitcast<u32>(l_3154);
let l_3156 = l_3155 & u32(2147483647);
let l_3157 = bitcast<f32>(l_3156);
let l_3158 = f64(l_3157);
l_mut_3159 = l_3158;
let l_3160 = l_3156 < u32(8388608);
if l_3160 {
let l_3161 = f64(l_3156);
let l_3162 = l_3161 * f64(1.401298464324817e-45);
l_mut_3159 = l_3162;
}
let l_3163 = bitcast<u64>(l_mut_3159);
let l_3164 = l_3155 >> u32(31);
let l_3165 = u64(l_3164);
let l_3166 = l_3165 << u32(bitcast<u64>(u64(63)));
let l_3167 = l_3163 | l_3166;
let l_3168 = bitcast<f64>(l_3167);
l_mut_49 = l_3168;
} else {
let l_3169 = bitcast<u32>(l_3137);
let l_3170 = l_3169 + u32(1);
l_mut_736 = l_3170;
let l_3171 = l_3169 & u32(2147483647);
let l_3172 = l_3171 == u32(0);
if l_3172 {
l_mut_736 = u32(1);
} else {
let l_3173 = l_3169 & u32(2147483648);
let l_3174 = l_3173 != u32(0);
if l_3174 {
let l_3175 = l_3169 - u32(1);
l_mut_736 = l_3175;
} else {
let l_3176 = l_3169 == u32(2139095040);
if l_3176 {
l_mut_736 = l_3169;
}
}
}
let l_3177 = bitcast<f32>(l_mut_736);
let l_3178 = bitcast<u32>(l_3177);
let l_3179 = l_3178 & u32(2147483647);
let l_3180 = bitcast<f32>(l_3179);
let l_3181 = f64(l_3180);
l_mut_3159 = l_3181;
let l_3182 = l_3179 < u32(8388608);
if l_3182 {
let l_3183 = f64(l_3179);
let l_3184 = l_3183 * f64(1.401298464324817e-45);
l_mut_3159 = l_3184;
}
let l_3185 = bitcast<u64>(l_mut_3159);
let l_3186 = l_3178 >> u32(31);
let l_3187 = u64(l_3186);
let l_3188 = l_3187 << u32(bitcast<u64>(u64(63)));
let l_3189 = l_3185 | l_3188;
let l_3190 = bitcast<f64>(l_3189);
let l_3191 = l_3190 <= l_3131;
if l_3191 {
let l_3192 = bitcast<u32>(l_3137);
let l_3193 = l_3192 + u32(1);
l_mut_736 = l_3193;
let l_3194 = l_3192 & u32(2147483647);
let l_3195 = l_3194 == u32(0);
if l_3195 {
l_mut_736 = u32(1);
} else {
let l_3196 = l_3192 & u32(2147483648);
let l_3197 = l_3196 != u32(0);
if l_3197 {
let l_3198 = l_3192 - u32(1);
l_mut_736 = l_3198;
} else {
let l_3199 = l_3192 == u32(2139095040);
if l_3199 {
l_mut_736 = l_3192;
}
}
}
let l_3200 = bitcast<f32>(l_mut_736);
let l_3201 = bitcast<u32>(l_3200);
let l_3202 = l_3201 & u32(2147483647);
let l_3203 = bitcast<f32>(l_3202);
let l_3204 = f64(l_3203);
l_mut_3159 = l_3204;
let l_3205 = l_3202 < u32(8388608);
if l_3205 {
let l_3206 = f64(l_3202);
let l_3207 = l_3206 * f64(1.401298464324817e-45);
l_mut_3159 = l_3207;
}
let l_3208 = bitcast<u64>(l_mut_3159);
let l_3209 = l_3201 >> u32(31);
let l_3210 = u64(l_3209);
let l_3211 = l_3210 << u32(bitcast<u64>(u64(63)));
let l_3212 = l_3208 | l_3211;
let l_3213 = bitcast<f64>(l_3212);
l_mut_49 = l_3213;
}
}
}
l_mut_2905 = l_mut_49;
} else {
let l_3214 = l_3042 - l_3045;
let l_3215 = -l_3214;
let l_3216 = l_3215 * f64(7.1362384635298e44);
let l_3217 = floor(l_3216);
let l_3218 = l_3217 * f64(1.401298464324817e-45);
l_mut_3159 = l_3218;
let l_3219 = abs(l_3215);
let l_3220 = l_3219 >= f64(1.1754943508222875e-38);
if l_3220 {
let l_3221 = f32(l_3215);
let l_3222 = f64(l_3221);
l_mut_3159 = l_3222;
let l_3223 = l_mut_3159 > l_3215;
if l_3223 {
let l_3224 = bitcast<u32>(l_3221);
let l_3225 = l_3224 ^ u32(2147483648);
let l_3226 = bitcast<f32>(l_3225);
let l_3227 = bitcast<u32>(l_3226);
let l_3228 = l_3227 + u32(1);
l_mut_736 = l_3228;
let l_3229 = l_3227 & u32(2147483647);
let l_3230 = l_3229 == u32(0);
if l_3230 {
l_mut_736 = u32(1);
} else {
let l_3231 = l_3227 & u32(2147483648);
let l_3232 = l_3231 != u32(0);
if l_3232 {
let l_3233 = l_3227 - u32(1);
l_mut_736 = l_3233;
} else {
let l_3234 = l_3227 == u32(2139095040);
if l_3234 {
l_mut_736 = l_3227;
}
}
}
let l_3235 = bitcast<f32>(l_mut_736);
let l_3236 = bitcast<u32>(l_3235);
let l_3237 = l_3236 ^ u32(2147483648);
let l_3238 = bitcast<f32>(l_3237);
let l_3239 = bitcast<u32>(l_3238);
let l_3240 = l_3239 & u32(2147483647);
let l_3241 = bitcast<f32>(l_3240);
let l_3242 = f64(l_3241);
l_mut_49 = l_3242;
let l_3243 = l_3240 < u32(8388608);
if l_3243 {
let l_3244 = f64(l_3240);
let l_3245 = l_3244 * f64(1.401298464324817e-45);
l_mut_49 = l_3245;
}
let l_3246 = bitcast<u64>(l_mut_49);
let l_3247 = l_3239 >> u32(31);
let l_3248 = u64(l_3247);
let l_3249 = l_3248 << u32(bitcast<u64>(u64(63)));
let l_3250 = l_3246 | l_3249;
let l_3251 = bitcast<f64>(l_3250);
l_mut_3159 = l_3251;
} else {
let l_3252 = bitcast<u32>(l_3221);
let l_3253 = l_3252 + u32(1);
l_mut_736 = l_3253;
let l_3254 = l_3252 & u32(2147483647);
let l_3255 = l_3254 == u32(0);
if l_3255 {
l_mut_736 = u32(1);
} else {
let l_3256 = l_3252 & u32(2147483648);
let l_3257 = l_3256 != u32(0);
if l_3257 {
let l_3258 = l_3252 - u32(1);
l_mut_736 = l_3258;
} else {
let l_3259 = l_3252 == u32(2139095040);
if l_3259 {
l_mut_736 = l_3252;
}
}
}
let l_3260 = bitcast<f32>(l_mut_736);
let l_3261 = bitcast<u32>(l_3260);
let l_3262 = l_3261 & u32(2147483647);
let l_3263 = bitcast<f32>(l_3262);
let l_3264 = f64(l_3263);
l_mut_49 = l_3264;
let l_3265 = l_3262 < u32(8388608);
if l_3265 {
let l_3266 = f64(l_3262);
let l_3267 = l_3266 * f64(1.401298464324817e-45);
l_mut_49 = l_3267;
}
let l_3268 = bitcast<u64>(l_mut_49);
let l_3269 = l_3261 >> u32(31);
let l_3270 = u64(l_3269);
let l_3271 = l_3270 << u32(bitcast<u64>(u64(63)));
let l_3272 = l_3268 | l_3271;
let l_3273 = bitcast<f64>(l_3272);
let l_3274 = l_3273 <= l_3215;
if l_3274 {
let l_3275 = bitcast<u32>(l_3221);
let l_3276 = l_3275 + u32(1);
l_mut_736 = l_3276;
let l_3277 = l_3275 & u32(2147483647);
let l_3278 = l_3277 == u32(0);
if l_3278 {
l_mut_736 = u32(1);
} else {
let l_3279 = l_3275 & u32(2147483648);
let l_3280 = l_3279 != u32(0);
if l_3280 {
let l_3281 = l_3275 - u32(1);
l_mut_736 = l_3281;
} else {
let l_3282 = l_3275 == u32(2139095040);
if l_3282 {
l_mut_736 = l_3275;
}
}
}
let l_3283 = bitcast<f32>(l_mut_736);
let l_3284 = bitcast<u32>(l_3283);
let l_3285 = l_3284 & u32(2147483647);
let l_3286 = bitcast<f32>(l_3285);
let l_3287 = f64(l_3286);
l_mut_49 = l_3287;
let l_3288 = l_3285 < u32(8388608);
if l_3288 {
let l_3289 = f64(l_3285);
let l_3290 = l_3289 * f64(1.401298464324817e-45);
l_mut_49 = l_3290;
}
let l_3291 = bitcast<u64>(l_mut_49);
let l_3292 = l_3284 >> u32(31);
let l_3293 = u64(l_3292);
let l_3294 = l_3293 << u32(bitcast<u64>(u64(63)));
let l_3295 = l_3291 | l_3294;
let l_3296 = bitcast<f64>(l_3295);
l_mut_3159 = l_3296;
}
}
}
let l_3297 = -l_mut_3159;
l_mut_2905 = l_3297;
}
let l_3298 = l_mut_404 - l_709;
let l_3299 = abs(l_3298);
let l_3300 = l_3299 * f64(2.220446049250313e-16);
let l_3301 = l_2787 + l_3300;
let l_3302 = l_3298 + l_3301;
let l_3303 = -l_3302;
let l_3304 = l_3303 * f64(7.1362384635298e44);
let l_3305 = floor(l_3304);
let l_3306 = l_3305 * f64(1.401298464324817e-45);
l_mut_3159 = l_3306;
let l_3307 = abs(l_3303);
let l_3308 = l_3307 >= f64(1.1754943508222875e-38);
if l_3308 {
let l_3309 = f32(l_3303);
let l_3310 = f64(l_3309);
l_mut_3159 = l_3310;
let l_3311 = l_mut_3159 > l_3303;
if l_3311 {
let l_3312 = bitcast<u32>(l_3309);
let l_3313 = l_3312 ^ u32(2147483648);
let l_3314 = bitcast<f32>(l_3313);
let l_3315 = bitcast<u32>(l_3314);
let l_3316 = l_3315 + u32(1);
l_mut_736 = l_3316;
let l_3317 = l_3315 & u32(2147483647);
let l_3318 = l_3317 == u32(0);
if l_3318 {
l_mut_736 = u32(1);
} else {
let l_3319 = l_3315 & u32(2147483648);
let l_3320 = l_3319 != u32(0);
if l_3320 {
let l_3321 = l_3315 - u32(1);
l_mut_736 = l_3321;
} else {
let l_3322 = l_3315 == u32(2139095040);
if l_3322 {
l_mut_736 = l_3315;
}
}
}
let l_3323 = bitcast<f32>(l_mut_736);
let l_3324 = bitcast<u32>(l_3323);
let l_3325 = l_3324 ^ u32(2147483648);
let l_3326 = bitcast<f32>(l_3325);
let l_3327 = bitcast<u32>(l_3326);
let l_3328 = l_3327 & u32(2147483647);
let l_3329 = bitcast<f32>(l_3328);
let l_3330 = f64(l_3329);
l_mut_49 = l_3330;
let l_3331 = l_3328 < u32(8388608);
if l_3331 {
let l_3332 = f64(l_3328);
let l_3333 = l_3332 * f64(1.401298464324817e-45);
l_mut_49 = l_3333;
}
let l_3334 = bitcast<u64>(l_mut_49);
let l_3335 = l_3327 >> u32(31);
let l_3336 = u64(l_3335);
let l_3337 = l_3336 << u32(bitcast<u64>(u64(63)));
let l_3338 = l_3334 | l_3337;
let l_3339 = bitcast<f64>(l_3338);
l_mut_3159 = l_3339;
} else {
let l_3340 = bitcast<u32>(l_3309);
let l_3341 = l_3340 + u32(1);
l_mut_736 = l_3341;
let l_3342 = l_3340 & u32(2147483647);
let l_3343 = l_3342 == u32(0);
if l_3343 {
l_mut_736 = u32(1);
} else {
let l_3344 = l_3340 & u32(2147483648);
let l_3345 = l_3344 != u32(0);
if l_3345 {
let l_3346 = l_3340 - u32(1);
l_mut_736 = l_3346;
} else {
let l_3347 = l_3340 == u32(2139095040);
if l_3347 {
l_mut_736 = l_3340;
}
}
}
let l_3348 = bitcast<f32>(l_mut_736);
let l_3349 = bitcast<u32>(l_3348);
let l_3350 = l_3349 & u32(2147483647);
let l_3351 = bitcast<f32>(l_3350);
let l_3352 = f64(l_3351);
l_mut_49 = l_3352;
let l_3353 = l_3350 < u32(8388608);
if l_3353 {
let l_3354 = f64(l_3350);
let l_3355 = l_3354 * f64(1.401298464324817e-45);
l_mut_49 = l_3355;
}
let l_3356 = bitcast<u64>(l_mut_49);
let l_3357 = l_3349 >> u32(31);
let l_3358 = u64(l_3357);
let l_3359 = l_3358 << u32(bitcast<u64>(u64(63)));
let l_3360 = l_3356 | l_3359;
let l_3361 = bitcast<f64>(l_3360);
let l_3362 = l_3361 <= l_3303;
if l_3362 {
let l_3363 = bitcast<u32>(l_3309);
let l_3364 = l_3363 + u32(1);
l_mut_736 = l_3364;
let l_3365 = l_3363 & u32(2147483647);
let l_3366 = l_3365 == u32(0);
if l_3366 {
l_mut_736 = u32(1);
} else {
let l_3367 = l_3363 & u32(2147483648);
let l_3368 = l_3367 != u32(0);
if l_3368 {
let l_3369 = l_3363 - u32(1);
l_mut_736 = l_3369;
} else {
let l_3370 = l_3363 == u32(2139095040);
if l_3370 {
l_mut_736 = l_3363;
}
}
}
let l_3371 = bitcast<f32>(l_mut_736);
let l_3372 = bitcast<u32>(l_3371);
let l_3373 = l_3372 & u32(2147483647);
let l_3374 = bitcast<f32>(l_3373);
let l_3375 = f64(l_3374);
l_mut_49 = l_3375;
let l_3376 = l_3373 < u32(8388608);
if l_3376 {
let l_3377 = f64(l_3373);
let l_3378 = l_3377 * f64(1.401298464324817e-45);
l_mut_49 = l_3378;
}
let l_3379 = bitcast<u64>(l_mut_49);
let l_3380 = l_3372 >> u32(31);
let l_3381 = u64(l_3380);
let l_3382 = l_3381 << u32(bitcast<u64>(u64(63)));
let l_3383 = l_3379 | l_3382;
let l_3384 = bitcast<f64>(l_3383);
l_mut_3159 = l_3384;
}
}
}
let l_3385 = -l_mut_3159;
l_mut_3159 = l_3385;
let l_3386 = bool(true) && bool(true);
if l_3386 {
let l_3387 = l_3298 + l_3301;
let l_3388 = l_3387 * f64(7.1362384635298e44);
let l_3389 = floor(l_3388);
let l_3390 = l_3389 * f64(1.401298464324817e-45);
l_mut_49 = l_3390;
let l_3391 = abs(l_3387);
let l_3392 = l_3391 >= f64(1.1754943508222875e-38);
if l_3392 {
let l_3393 = f32(l_3387);
let l_3394 = f64(l_3393);
l_mut_49 = l_3394;
let l_3395 = l_mut_49 > l_3387;
if l_3395 {
let l_3396 = bitcast<u32>(l_3393);
let l_3397 = l_3396 ^ u32(2147483648);
let l_3398 = bitcast<f32>(l_3397);
let l_3399 = bitcast<u32>(l_3398);
let l_3400 = l_3399 + u32(1);
l_mut_736 = l_3400;
let l_3401 = l_3399 & u32(2147483647);
let l_3402 = l_3401 == u32(0);
if l_3402 {
l_mut_736 = u32(1);
} else {
let l_3403 = l_3399 & u32(2147483648);
let l_3404 = l_3403 != u32(0);
if l_3404 {
let l_3405 = l_3399 - u32(1);
l_mut_736 = l_3405;
} else {
let l_3406 = l_3399 == u32(2139095040);
if l_3406 {
l_mut_736 = l_3399;
}
}
}
let l_3407 = bitcast<f32>(l_mut_736);
let l_3408 = bitcast<u32>(l_3407);
let l_3409 = l_3408 ^ u32(2147483648);
let l_3410 = bitcast<f32>(l_3409);
let l_3411 = bitcast<u32>(l_3410);
let l_3412 = l_3411 & u32(2147483647);
let l_3413 = bitcast<f32>(l_3412);
let l_3414 = f64(l_3413);
l_mut_3415 = l_3414;
let l_3416 = l_3412 < u32(8388608);
if l_3416 {
let l_3417 = f64(l_3412);
let l_3418 = l_3417 * f64(1.401298464324817e-45);
l_mut_3415 = l_3418;
}
let l_3419 = bitcast<u64>(l_mut_3415);
let l_3420 = l_3411 >> u32(31);
let l_3421 = u64(l_3420);
let l_3422 = l_3421 << u32(bitcast<u64>(u64(63)));
let l_3423 = l_3419 | l_3422;
let l_3424 = bitcast<f64>(l_3423);
l_mut_49 = l_3424;
} else {
let l_3425 = bitcast<u32>(l_3393);
let l_3426 = l_3425 + u32(1);
l_mut_736 = l_3426;
let l_3427 = l_3425 & u32(2147483647);
let l_3428 = l_3427 == u32(0);
if l_3428 {
l_mut_736 = u32(1);
} else {
let l_3429 = l_3425 & u32(2147483648);
let l_3430 = l_3429 != u32(0);
if l_3430 {
let l_3431 = l_3425 - u32(1);
l_mut_736 = l_3431;
} else {
let l_3432 = l_3425 == u32(2139095040);
if l_3432 {
l_mut_736 = l_3425;
}
}
}
let l_3433 = bitcast<f32>(l_mut_736);
let l_3434 = bitcast<u32>(l_3433);
let l_3435 = l_3434 & u32(2147483647);
let l_3436 = bitcast<f32>(l_3435);
let l_3437 = f64(l_3436);
l_mut_3415 = l_3437;
let l_3438 = l_3435 < u32(8388608);
if l_3438 {
let l_3439 = f64(l_3435);
let l_3440 = l_3439 * f64(1.401298464324817e-45);
l_mut_3415 = l_3440;
}
let l_3441 = bitcast<u64>(l_mut_3415);
let l_3442 = l_3434 >> u32(31);
let l_3443 = u64(l_3442);
let l_3444 = l_3443 << u32(bitcast<u64>(u64(63)));
let l_3445 = l_3441 | l_3444;
let l_3446 = bitcast<f64>(l_3445);
let l_3447 = l_3446 <= l_3387;
if l_3447 {
let l_3448 = bitcast<u32>(l_3393);
let l_3449 = l_3448 + u32(1);
l_mut_736 = l_3449;
let l_3450 = l_3448 & u32(2147483647);
let l_3451 = l_3450 == u32(0);
if l_3451 {
l_mut_736 = u32(1);
} else {
let l_3452 = l_3448 & u32(2147483648);
let l_3453 = l_3452 != u32(0);
if l_3453 {
let l_3454 = l_3448 - u32(1);
l_mut_736 = l_3454;
} else {
let l_3455 = l_3448 == u32(2139095040);
if l_3455 {
l_mut_736 = l_3448;
}
}
}
let l_3456 = bitcast<f32>(l_mut_736);
let l_3457 = bitcast<u32>(l_3456);
let l_3458 = l_3457 & u32(2147483647);
let l_3459 = bitcast<f32>(l_3458);
let l_3460 = f64(l_3459);
l_mut_3415 = l_3460;
let l_3461 = l_3458 < u32(8388608);
if l_3461 {
let l_3462 = f64(l_3458);
let l_3463 = l_3462 * f64(1.401298464324817e-45);
l_mut_3415 = l_3463;
}
let l_3464 = bitcast<u64>(l_mut_3415);
let l_3465 = l_3457 >> u32(31);
let l_3466 = u64(l_3465);
let l_3467 = l_3466 << u32(bitcast<u64>(u64(63)));
let l_3468 = l_3464 | l_3467;
let l_3469 = bitcast<f64>(l_3468);
l_mut_49 = l_3469;
}
}
}
l_mut_3159 = l_mut_49;
} else {
let l_3470 = l_3298 - l_3301;
let l_3471 = l_3470 * f64(7.1362384635298e44);
let l_3472 = floor(l_3471);
let l_3473 = l_3472 * f64(1.401298464324817e-45);
l_mut_3415 = l_3473;
let l_3474 = abs(l_3470);
let l_3475 = l_3474 >= f64(1.1754943508222875e-38);
if l_3475 {
let l_3476 = f32(l_3470);
let l_3477 = f64(l_3476);
l_mut_3415 = l_3477;
let l_3478 = l_mut_3415 > l_3470;
if l_3478 {
let l_3479 = bitcast<u32>(l_3476);
let l_3480 = l_3479 ^ u32(2147483648);
let l_3481 = bitcast<f32>(l_3480);
let l_3482 = bitcast<u32>(l_3481);
let l_3483 = l_3482 + u32(1);
l_mut_736 = l_3483;
let l_3484 = l_3482 & u32(2147483647);
let l_3485 = l_3484 == u32(0);
if l_3485 {
l_mut_736 = u32(1);
} else {
let l_3486 = l_3482 & u32(2147483648);
let l_3487 = l_3486 != u32(0);
if l_3487 {
let l_3488 = l_3482 - u32(1);
l_mut_736 = l_3488;
} else {
let l_3489 = l_3482 == u32(2139095040);
if l_3489 {
l_mut_736 = l_3482;
}
}
}
let l_3490 = bitcast<f32>(l_mut_736);
let l_3491 = bitcast<u32>(l_3490);
let l_3492 = l_3491 ^ u32(2147483648);
let l_3493 = bitcast<f32>(l_3492);
let l_3494 = bitcast<u32>(l_3493);
let l_3495 = l_3494 & u32(2147483647);
let l_3496 = bitcast<f32>(l_3495);
let l_3497 = f64(l_3496);
l_mut_49 = l_3497;
let l_3498 = l_3495 < u32(8388608);
if l_3498 {
let l_3499 = f64(l_3495);
let l_3500 = l_3499 * f64(1.401298464324817e-45);
l_mut_49 = l_3500;
}
let l_3501 = bitcast<u64>(l_mut_49);
let l_3502 = l_3494 >> u32(31);
let l_3503 = u64(l_3502);
let l_3504 = l_3503 << u32(bitcast<u64>(u64(63)));
let l_3505 = l_3501 | l_3504;
let l_3506 = bitcast<f64>(l_3505);
l_mut_3415 = l_3506;
} else {
let l_3507 = bitcast<u32>(l_3476);
let l_3508 = l_3507 + u32(1);
l_mut_736 = l_3508;
let l_3509 = l_3507 & u32(2147483647);
let l_3510 = l_3509 == u32(0);
if l_3510 {
l_mut_736 = u32(1);
} else {
let l_3511 = l_3507 & u32(2147483648);
let l_3512 = l_3511 != u32(0);
if l_3512 {
let l_3513 = l_3507 - u32(1);
l_mut_736 = l_3513;
} else {
let l_3514 = l_3507 == u32(2139095040);
if l_3514 {
l_mut_736 = l_3507;
}
}
}
let l_3515 = bitcast<f32>(l_mut_736);
let l_3516 = bitcast<u32>(l_3515);
let l_3517 = l_3516 & u32(2147483647);
let l_3518 = bitcast<f32>(l_3517);
let l_3519 = f64(l_3518);
l_mut_49 = l_3519;
let l_3520 = l_3517 < u32(8388608);
if l_3520 {
let l_3521 = f64(l_3517);
let l_3522 = l_3521 * f64(1.401298464324817e-45);
l_mut_49 = l_3522;
}
let l_3523 = bitcast<u64>(l_mut_49);
let l_3524 = l_3516 >> u32(31);
let l_3525 = u64(l_3524);
let l_3526 = l_3525 << u32(bitcast<u64>(u64(63)));
let l_3527 = l_3523 | l_3526;
let l_3528 = bitcast<f64>(l_3527);
let l_3529 = l_3528 <= l_3470;
if l_3529 {
let l_3530 = bitcast<u32>(l_3476);
let l_3531 = l_3530 + u32(1);
l_mut_736 = l_3531;
let l_3532 = l_3530 & u32(2147483647);
let l_3533 = l_3532 == u32(0);
if l_3533 {
l_mut_736 = u32(1);
} else {
let l_3534 = l_3530 & u32(2147483648);
let l_3535 = l_3534 != u32(0);
if l_3535 {
let l_3536 = l_3530 - u32(1);
l_mut_736 = l_3536;
} else {
let l_3537 = l_3530 == u32(2139095040);
if l_3537 {
l_mut_736 = l_3530;
}
}
}
let l_3538 = bitcast<f32>(l_mut_736);
let l_3539 = bitcast<u32>(l_3538);
let l_3540 = l_3539 & u32(2147483647);
let l_3541 = bitcast<f32>(l_3540);
let l_3542 = f64(l_3541);
l_mut_49 = l_3542;
let l_3543 = l_3540 < u32(8388608);
if l_3543 {
let l_3544 = f64(l_3540);
let l_3545 = l_3544 * f64(1.401298464324817e-45);
l_mut_49 = l_3545;
}
let l_3546 = bitcast<u64>(l_mut_49);
let l_3547 = l_3539 >> u32(31);
let l_3548 = u64(l_3547);
let l_3549 = l_3548 << u32(bitcast<u64>(u64(63)));
let l_3550 = l_3546 | l_3549;
let l_3551 = bitcast<f64>(l_3550);
l_mut_3415 = l_3551;
}
}
}
l_mut_3159 = l_mut_3415;
}
let l_3552 = l_mut_404 + l_709;
let l_3553 = abs(l_3552);
let l_3554 = l_3553 * f64(2.220446049250313e-16);
let l_3555 = l_2787 + l_3554;
let l_3556 = l_3552 + l_3555;
let l_3557 = -l_3556;
let l_3558 = l_3557 * f64(7.1362384635298e44);
let l_3559 = floor(l_3558);
let l_3560 = l_3559 * f64(1.401298464324817e-45);
l_mut_3415 = l_3560;
let l_3561 = abs(l_3557);
let l_3562 = l_3561 >= f64(1.1754943508222875e-38);
if l_3562 {
let l_3563 = f32(l_3557);
let l_3564 = f64(l_3563);
l_mut_3415 = l_3564;
let l_3565 = l_mut_3415 > l_3557;
if l_3565 {
let l_3566 = bitcast<u32>(l_3563);
let l_3567 = l_3566 ^ u32(2147483648);
let l_3568 = bitcast<f32>(l_3567);
let l_3569 = bitcast<u32>(l_3568);
let l_3570 = l_3569 + u32(1);
l_mut_736 = l_3570;
let l_3571 = l_3569 & u32(2147483647);
let l_3572 = l_3571 == u32(0);
if l_3572 {
l_mut_736 = u32(1);
} else {
let l_3573 = l_3569 & u32(2147483648);
let l_3574 = l_3573 != u32(0);
if l_3574 {
let l_3575 = l_3569 - u32(1);
l_mut_736 = l_3575;
} else {
let l_3576 = l_3569 == u32(2139095040);
if l_3576 {
l_mut_736 = l_3569;
}
}
}
let l_3577 = bitcast<f32>(l_mut_736);
let l_3578 = bitcast<u32>(l_3577);
let l_3579 = l_3578 ^ u32(2147483648);
let l_3580 = bitcast<f32>(l_3579);
let l_3581 = bitcast<u32>(l_3580);
let l_3582 = l_3581 & u32(2147483647);
let l_3583 = bitcast<f32>(l_3582);
let l_3584 = f64(l_3583);
l_mut_49 = l_3584;
let l_3585 = l_3582 < u32(8388608);
if l_3585 {
let l_3586 = f64(l_3582);
let l_3587 = l_3586 * f64(1.401298464324817e-45);
l_mut_49 = l_3587;
}
let l_3588 = bitcast<u64>(l_mut_49);
let l_3589 = l_3581 >> u32(31);
let l_3590 = u64(l_3589);
let l_3591 = l_3590 << u32(bitcast<u64>(u64(63)));
let l_3592 = l_3588 | l_3591;
let l_3593 = bitcast<f64>(l_3592);
l_mut_3415 = l_3593;
} else {
let l_3594 = bitcast<u32>(l_3563);
let l_3595 = l_3594 + u32(1);
l_mut_736 = l_3595;
let l_3596 = l_3594 & u32(2147483647);
let l_3597 = l_3596 == u32(0);
if l_3597 {
l_mut_736 = u32(1);
} else {
let l_3598 = l_3594 & u32(2147483648);
let l_3599 = l_3598 != u32(0);
if l_3599 {
let l_3600 = l_3594 - u32(1);
l_mut_736 = l_3600;
} else {
let l_3601 = l_3594 == u32(2139095040);
if l_3601 {
l_mut_736 = l_3594;
}
}
}
let l_3602 = bitcast<f32>(l_mut_736);
let l_3603 = bitcast<u32>(l_3602);
let l_3604 = l_3603 & u32(2147483647);
let l_3605 = bitcast<f32>(l_3604);
let l_3606 = f64(l_3605);
l_mut_49 = l_3606;
let l_3607 = l_3604 < u32(8388608);
if l_3607 {
let l_3608 = f64(l_3604);
let l_3609 = l_3608 * f64(1.401298464324817e-45);
l_mut_49 = l_3609;
}
let l_3610 = bitcast<u64>(l_mut_49);
let l_3611 = l_3603 >> u32(31);
let l_3612 = u64(l_3611);
let l_3613 = l_3612 << u32(bitcast<u64>(u64(63)));
let l_3614 = l_3610 | l_3613;
let l_3615 = bitcast<f64>(l_3614);
let l_3616 = l_3615 <= l_3557;
if l_3616 {
let l_3617 = bitcast<u32>(l_3563);
let l_3618 = l_3617 + u32(1);
l_mut_736 = l_3618;
let l_3619 = l_3617 & u32(2147483647);
let l_3620 = l_3619 == u32(0);
if l_3620 {
l_mut_736 = u32(1);
} else {
let l_3621 = l_3617 & u32(2147483648);
let l_3622 = l_3621 != u32(0);
if l_3622 {
let l_3623 = l_3617 - u32(1);
l_mut_736 = l_3623;
} else {
let l_3624 = l_3617 == u32(2139095040);
if l_3624 {
l_mut_736 = l_3617;
}
}
}
let l_3625 = bitcast<f32>(l_mut_736);
let l_3626 = bitcast<u32>(l_3625);
let l_3627 = l_3626 & u32(2147483647);
let l_3628 = bitcast<f32>(l_3627);
let l_3629 = f64(l_3628);
l_mut_49 = l_3629;
let l_3630 = l_3627 < u32(8388608);
if l_3630 {
let l_3631 = f64(l_3627);
let l_3632 = l_3631 * f64(1.401298464324817e-45);
l_mut_49 = l_3632;
}
let l_3633 = bitcast<u64>(l_mut_49);
let l_3634 = l_3626 >> u32(31);
let l_3635 = u64(l_3634);
let l_3636 = l_3635 << u32(bitcast<u64>(u64(63)));
let l_3637 = l_3633 | l_3636;
let l_3638 = bitcast<f64>(l_3637);
l_mut_3415 = l_3638;
}
}
}
let l_3639 = -l_mut_3415;
l_mut_3415 = l_3639;
let l_3640 = bool(false) && bool(true);
if l_3640 {
let l_3641 = l_3552 + l_3555;
let l_3642 = l_3641 * f64(7.1362384635298e44);
let l_3643 = floor(l_3642);
let l_3644 = l_3643 * f64(1.401298464324817e-45);
l_mut_49 = l_3644;
let l_3645 = abs(l_3641);
let l_3646 = l_3645 >= f64(1.1754943508222875e-38);
if l_3646 {
let l_3647 = f32(l_3641);
let l_3648 = f64(l_3647);
l_mut_49 = l_3648;
let l_3649 = l_mut_49 > l_3641;
if l_3649 {
let l_3650 = bitcast<u32>(l_3647);
let l_3651 = l_3650 ^ u32(2147483648);
let l_3652 = bitcast<f32>(l_3651);
let l_3653 = bitcast<u32>(l_3652);
let l_3654 = l_3653 + u32(1);
l_mut_736 = l_3654;
let l_3655 = l_3653 & u32(2147483647);
let l_3656 = l_3655 == u32(0);
if l_3656 {
l_mut_736 = u32(1);
} else {
let l_3657 = l_3653 & u32(2147483648);
let l_3658 = l_3657 != u32(0);
if l_3658 {
let l_3659 = l_3653 - u32(1);
l_mut_736 = l_3659;
} else {
let l_3660 = l_3653 == u32(2139095040);
if l_3660 {
l_mut_736 = l_3653;
}
}
}
let l_3661 = bitcast<f32>(l_mut_736);
let l_3662 = bitcast<u32>(l_3661);
let l_3663 = l_3662 ^ u32(2147483648);
let l_3664 = bitcast<f32>(l_3663);
let l_3665 = bitcast<u32>(l_3664);
let l_3666 = l_3665 & u32(2147483647);
let l_3667 = bitcast<f32>(l_3666);
let l_3668 = f64(l_3667);
l_mut_3669 = l_3668;
let l_3670 = l_3666 < u32(8388608);
if l_3670 {
let l_3671 = f64(l_3666);
let l_3672 = l_3671 * f64(1.401298464324817e-45);
l_mut_3669 = l_3672;
}
let l_3673 = bitcast<u64>(l_mut_3669);
let l_3674 = l_3665 >> u32(31);
let l_3675 = u64(l_3674);
let l_3676 = l_3675 << u32(bitcast<u64>(u64(63)));
let l_3677 = l_3673 | l_3676;
let l_3678 = bitcast<f64>(l_3677);
l_mut_49 = l_3678;
} else {
let l_3679 = bitcast<u32>(l_3647);
let l_3680 = l_3679 + u32(1);
l_mut_736 = l_3680;
let l_3681 = l_3679 & u32(2147483647);
let l_3682 = l_3681 == u32(0);
if l_3682 {
l_mut_736 = u32(1);
} else {
let l_3683 = l_3679 & u32(2147483648);
let l_3684 = l_3683 != u32(0);
if l_3684 {
let l_3685 = l_3679 - u32(1);
l_mut_736 = l_3685;
} else {
let l_3686 = l_3679 == u32(2139095040);
if l_3686 {
l_mut_736 = l_3679;
}
}
}
let l_3687 = bitcast<f32>(l_mut_736);
let l_3688 = bitcast<u32>(l_3687);
let l_3689 = l_3688 & u32(2147483647);
let l_3690 = bitcast<f32>(l_3689);
let l_3691 = f64(l_3690);
l_mut_3669 = l_3691;
let l_3692 = l_3689 < u32(8388608);
if l_3692 {
let l_3693 = f64(l_3689);
let l_3694 = l_3693 * f64(1.401298464324817e-45);
l_mut_3669 = l_3694;
}
let l_3695 = bitcast<u64>(l_mut_3669);
let l_3696 = l_3688 >> u32(31);
let l_3697 = u64(l_3696);
let l_3698 = l_3697 << u32(bitcast<u64>(u64(63)));
let l_3699 = l_3695 | l_3698;
let l_3700 = bitcast<f64>(l_3699);
let l_3701 = l_3700 <= l_3641;
if l_3701 {
let l_3702 = bitcast<u32>(l_3647);
let l_3703 = l_3702 + u32(1);
l_mut_736 = l_3703;
let l_3704 = l_3702 & u32(2147483647);
let l_3705 = l_3704 == u32(0);
if l_3705 {
l_mut_736 = u32(1);
} else {
let l_3706 = l_3702 & u32(2147483648);
let l_3707 = l_3706 != u32(0);
if l_3707 {
let l_3708 = l_3702 - u32(1);
l_mut_736 = l_3708;
} else {
let l_3709 = l_3702 == u32(2139095040);
if l_3709 {
l_mut_736 = l_3702;
}
}
}
let l_3710 = bitcast<f32>(l_mut_736);
let l_3711 = bitcast<u32>(l_3710);
let l_3712 = l_3711 & u32(2147483647);
let l_3713 = bitcast<f32>(l_3712);
let l_3714 = f64(l_3713);
l_mut_3669 = l_3714;
let l_3715 = l_3712 < u32(8388608);
if l_3715 {
let l_3716 = f64(l_3712);
let l_3717 = l_3716 * f64(1.401298464324817e-45);
l_mut_3669 = l_3717;
}
let l_3718 = bitcast<u64>(l_mut_3669);
let l_3719 = l_3711 >> u32(31);
let l_3720 = u64(l_3719);
let l_3721 = l_3720 << u32(bitcast<u64>(u64(63)));
let l_3722 = l_3718 | l_3721;
let l_3723 = bitcast<f64>(l_3722);
l_mut_49 = l_3723;
}
}
}
l_mut_3415 = l_mut_49;
} else {
let l_3724 = l_3552 - l_3555;
let l_3725 = -l_3724;
let l_3726 = l_3725 * f64(7.1362384635298e44);
let l_3727 = floor(l_3726);
let l_3728 = l_3727 * f64(1.401298464324817e-45);
l_mut_3669 = l_3728;
let l_3729 = abs(l_3725);
let l_3730 = l_3729 >= f64(1.1754943508222875e-38);
if l_3730 {
let l_3731 = f32(l_3725);
let l_3732 = f64(l_3731);
l_mut_3669 = l_3732;
let l_3733 = l_mut_3669 > l_3725;
if l_3733 {
let l_3734 = bitcast<u32>(l_3731);
let l_3735 = l_3734 ^ u32(2147483648);
let l_3736 = bitcast<f32>(l_3735);
let l_3737 = bitcast<u32>(l_3736);
let l_3738 = l_3737 + u32(1);
l_mut_736 = l_3738;
let l_3739 = l_3737 & u32(2147483647);
let l_3740 = l_3739 == u32(0);
if l_3740 {
l_mut_736 = u32(1);
} else {
let l_3741 = l_3737 & u32(2147483648);
let l_3742 = l_3741 != u32(0);
if l_3742 {
let l_3743 = l_3737 - u32(1);
l_mut_736 = l_3743;
} else {
let l_3744 = l_3737 == u32(2139095040);
if l_3744 {
l_mut_736 = l_3737;
}
}
}
let l_3745 = bitcast<f32>(l_mut_736);
let l_3746 = bitcast<u32>(l_3745);
let l_3747 = l_3746 ^ u32(2147483648);
let l_3748 = bitcast<f32>(l_3747);
let l_3749 = bitcast<u32>(l_3748);
let l_3750 = l_3749 & u32(2147483647);
let l_3751 = bitcast<f32>(l_3750);
let l_3752 = f64(l_3751);
l_mut_49 = l_3752;
let l_3753 = l_3750 < u32(8388608);
if l_3753 {
let l_3754 = f64(l_3750);
let l_3755 = l_3754 * f64(1.401298464324817e-45);
l_mut_49 = l_3755;
}
let l_3756 = bitcast<u64>(l_mut_49);
let l_3757 = l_3749 >> u32(31);
let l_3758 = u64(l_3757);
let l_3759 = l_3758 << u32(bitcast<u64>(u64(63)));
let l_3760 = l_3756 | l_3759;
let l_3761 = bitcast<f64>(l_3760);
l_mut_3669 = l_3761;
} else {
let l_3762 = bitcast<u32>(l_3731);
let l_3763 = l_3762 + u32(1);
l_mut_736 = l_3763;
let l_3764 = l_3762 & u32(2147483647);
let l_3765 = l_3764 == u32(0);
if l_3765 {
l_mut_736 = u32(1);
} else {
let l_3766 = l_3762 & u32(2147483648);
let l_3767 = l_3766 != u32(0);
if l_3767 {
let l_3768 = l_3762 - u32(1);
l_mut_736 = l_3768;
} else {
let l_3769 = l_3762 == u32(2139095040);
if l_3769 {
l_mut_736 = l_3762;
}
}
}
let l_3770 = bitcast<f32>(l_mut_736);
let l_3771 = bitcast<u32>(l_3770);
let l_3772 = l_3771 & u32(2147483647);
let l_3773 = bitcast<f32>(l_3772);
let l_3774 = f64(l_3773);
l_mut_49 = l_3774;
let l_3775 = l_3772 < u32(8388608);
if l_3775 {
let l_3776 = f64(l_3772);
let l_3777 = l_3776 * f64(1.401298464324817e-45);
l_mut_49 = l_3777;
}
let l_3778 = bitcast<u64>(l_mut_49);
let l_3779 = l_3771 >> u32(31);
let l_3780 = u64(l_3779);
let l_3781 = l_3780 << u32(bitcast<u64>(u64(63)));
let l_3782 = l_3778 | l_3781;
let l_3783 = bitcast<f64>(l_3782);
let l_3784 = l_3783 <= l_3725;
if l_3784 {
let l_3785 = bitcast<u32>(l_3731);
let l_3786 = l_3785 + u32(1);
l_mut_736 = l_3786;
let l_3787 = l_3785 & u32(2147483647);
let l_3788 = l_3787 == u32(0);
if l_3788 {
l_mut_736 = u32(1);
} else {
let l_3789 = l_3785 & u32(2147483648);
let l_3790 = l_3789 != u32(0);
if l_3790 {
let l_3791 = l_3785 - u32(1);
l_mut_736 = l_3791;
} else {
let l_3792 = l_3785 == u32(2139095040);
if l_3792 {
l_mut_736 = l_3785;
}
}
}
let l_3793 = bitcast<f32>(l_mut_736);
let l_3794 = bitcast<u32>(l_3793);
let l_3795 = l_3794 & u32(2147483647);
let l_3796 = bitcast<f32>(l_3795);
let l_3797 = f64(l_3796);
l_mut_49 = l_3797;
let l_3798 = l_3795 < u32(8388608);
if l_3798 {
let l_3799 = f64(l_3795);
let l_3800 = l_3799 * f64(1.401298464324817e-45);
l_mut_49 = l_3800;
}
let l_3801 = bitcast<u64>(l_mut_49);
let l_3802 = l_3794 >> u32(31);
let l_3803 = u64(l_3802);
let l_3804 = l_3803 << u32(bitcast<u64>(u64(63)));
let l_3805 = l_3801 | l_3804;
let l_3806 = bitcast<f64>(l_3805);
l_mut_3669 = l_3806;
}
}
}
let l_3807 = -l_mut_3669;
l_mut_3415 = l_3807;
}
l_mut_736 = u32(0);
let l_3808 = l_mut_3159 <= f64(0.0);
let l_3809 = l_mut_3415 >= f64(0.0);
let l_3810 = l_3808 && l_3809;
let l_3811 = !l_3810;
if l_3811 {
let l_3813 = l_mut_78 / l_mut_3159;
let l_3814 = l_mut_78 / l_mut_3415;
let l_3815 = l_mut_2905 / l_mut_3159;
let l_3816 = l_mut_2905 / l_mut_3415;
a_3812[u32(0)] = l_3813;
a_3812[u32(1)] = l_3813;
let l_3817 = a_3812[u32(0)];
let l_3818 = l_3814 < l_3817;
if l_3818 {
a_3812[u32(0)] = l_3814;
}
let l_3819 = a_3812[u32(0)];
let l_3820 = l_3815 < l_3819;
if l_3820 {
a_3812[u32(0)] = l_3815;
}
let l_3821 = a_3812[u32(0)];
let l_3822 = l_3816 < l_3821;
if l_3822 {
a_3812[u32(0)] = l_3816;
}
let l_3823 = a_3812[u32(1)];
let l_3824 = l_3814 > l_3823;
if l_3824 {
a_3812[u32(1)] = l_3814;
}
let l_3825 = a_3812[u32(1)];
let l_3826 = l_3815 > l_3825;
if l_3826 {
a_3812[u32(1)] = l_3815;
}
let l_3827 = a_3812[u32(1)];
let l_3828 = l_3816 > l_3827;
if l_3828 {
a_3812[u32(1)] = l_3816;
}
let l_3829 = a_3812[u32(0)];
let l_3830 = abs(l_3829);
let l_3831 = l_3830 * l_mut_232;
let l_3832 = a_3812[u32(1)];
let l_3833 = abs(l_3832);
let l_3834 = l_3833 * l_mut_232;
l_mut_736 = u32(2);
let l_3835 = a_3812[u32(0)];
let l_3836 = l_3835 - l_3831;
let l_3837 = abs(l_3836);
l_mut_3669 = f64(1.401298464324817e-45);
let l_3838 = l_3837 >= f64(1.1754943508222875e-38);
let l_3839 = l_3837 <= f64(1.7976931348623157e308);
let l_3840 = l_3838 && l_3839;
if l_3840 {
let l_3841 = bitcast<u64>(l_3837);
let l_3842 = l_3841 >> u32(bitcast<u64>(u64(52)));
let l_3843 = l_3842 - u64(23);
let l_3844 = l_3843 << u32(bitcast<u64>(u64(52)));
let l_3845 = bitcast<f64>(l_3844);
l_mut_3669 = l_3845;
}
let l_3846 = l_3835 + l_3831;
let l_3847 = abs(l_3846);
l_mut_3415 = f64(1.401298464324817e-45);
let l_3848 = l_3847 >= f64(1.1754943508222875e-38);
let l_3849 = l_3847 <= f64(1.7976931348623157e308);
let l_3850 = l_3848 && l_3849;
if l_3850 {
let l_3851 = bitcast<u64>(l_3847);
let l_3852 = l_3851 >> u32(bitcast<u64>(u64(52)));
let l_3853 = l_3852 - u64(23);
let l_3854 = l_3853 << u32(bitcast<u64>(u64(52)));
let l_3855 = bitcast<f64>(l_3854);
l_mut_3415 = l_3855;
}
let l_3856 = l_mut_3669 == l_mut_3415;
let l_3857 = a_3812[u32(1)];
let l_3858 = l_3857 - l_3834;
let l_3859 = abs(l_3858);
l_mut_3669 = f64(1.401298464324817e-45);
let l_3860 = l_3859 >= f64(1.1754943508222875e-38);
let l_3861 = l_3859 <= f64(1.7976931348623157e308);
let l_3862 = l_3860 && l_3861;
if l_3862 {
let l_3863 = bitcast<u64>(l_3859);
let l_3864 = l_3863 >> u32(bitcast<u64>(u64(52)));
let l_3865 = l_3864 - u64(23);
let l_3866 = l_3865 << u32(bitcast<u64>(u64(52)));
let l_3867 = bitcast<f64>(l_3866);
l_mut_3669 = l_3867;
}
let l_3868 = l_3857 + l_3834;
let l_3869 = abs(l_3868);
l_mut_3415 = f64(1.401298464324817e-45);
let l_3870 = l_3869 >= f64(1.1754943508222875e-38);
let l_3871 = l_3869 <= f64(1.7976931348623157e308);
let l_3872 = l_3870 && l_3871;
if l_3872 {
let l_3873 = bitcast<u64>(l_3869);
let l_3874 = l_3873 >> u32(bitcast<u64>(u64(52)));
let l_3875 = l_3874 - u64(23);
let l_3876 = l_3875 << u32(bitcast<u64>(u64(52)));
let l_3877 = bitcast<f64>(l_3876);
l_mut_3415 = l_3877;
}
let l_3878 = l_mut_3669 == l_mut_3415;
let l_3879 = l_3856 && l_3878;
if l_3879 {
let l_3880 = a_3812[u32(0)];
let l_3881 = a_3812[u32(0)];
let l_3882 = abs(l_3881);
l_mut_3669 = f64(1.401298464324817e-45);
let l_3883 = l_3882 >= f64(1.1754943508222875e-38);
let l_3884 = l_3882 <= f64(1.7976931348623157e308);
let l_3885 = l_3883 && l_3884;
if l_3885 {
let l_3886 = bitcast<u64>(l_3882);
let l_3887 = l_3886 >> u32(bitcast<u64>(u64(52)));
let l_3888 = l_3887 - u64(23);
let l_3889 = l_3888 << u32(bitcast<u64>(u64(52)));
let l_3890 = bitcast<f64>(l_3889);
l_mut_3669 = l_3890;
}
let l_3891 = l_712 * l_mut_3669;
let l_3892 = l_3880 - l_3891;
let l_3893 = a_3812[u32(1)];
let l_3894 = a_3812[u32(1)];
let l_3895 = abs(l_3894);
l_mut_3669 = f64(1.401298464324817e-45);
let l_3896 = l_3895 >= f64(1.1754943508222875e-38);
let l_3897 = l_3895 <= f64(1.7976931348623157e308);
let l_3898 = l_3896 && l_3897;
if l_3898 {
let l_3899 = bitcast<u64>(l_3895);
let l_3900 = l_3899 >> u32(bitcast<u64>(u64(52)));
let l_3901 = l_3900 - u64(23);
let l_3902 = l_3901 << u32(bitcast<u64>(u64(52)));
let l_3903 = bitcast<f64>(l_3902);
l_mut_3669 = l_3903;
}
let l_3904 = l_712 * l_mut_3669;
let l_3905 = l_3893 + l_3904;
let l_3906 = bitcast<u32>(l_26);
let l_3907 = l_3906 & u32(2147483647);
let l_3908 = bitcast<f32>(l_3907);
let l_3909 = f64(l_3908);
l_mut_3669 = l_3909;
let l_3910 = l_3907 < u32(8388608);
if l_3910 {
let l_3911 = f64(l_3907);
let l_3912 = l_3911 * f64(1.401298464324817e-45);
l_mut_3669 = l_3912;
}
let l_3913 = bitcast<u64>(l_mut_3669);
let l_3914 = l_3906 >> u32(31);
let l_3915 = u64(l_3914);
let l_3916 = l_3915 << u32(bitcast<u64>(u64(63)));
let l_3917 = l_3913 | l_3916;
let l_3918 = bitcast<f64>(l_3917);
let l_3919 = bitcast<u32>(l_26);
let l_3920 = l_3919 + u32(1);
l_mut_3921 = l_3920;
let l_3922 = l_3919 & u32(2147483647);
let l_3923 = l_3922 == u32(0);
if l_3923 {
l_mut_3921 = u32(1);
} else {
let l_3924 = l_3919 & u32(2147483648);
let l_3925 = l_3924 != u32(0);
if l_3925 {
let l_3926 = l_3919 - u32(1);
l_mut_3921 = l_3926;
} else {
let l_3927 = l_3919 == u32(2139095040);
if l_3927 {
l_mut_3921 = l_3919;
}
}
}
let l_3928 = bitcast<f32>(l_mut_3921);
let l_3929 = bitcast<u32>(l_3928);
let l_3930 = l_3929 & u32(2147483647);
let l_3931 = bitcast<f32>(l_3930);
let l_3932 = f64(l_3931);
l_mut_3669 = l_3932;
let l_3933 = l_3930 < u32(8388608);
if l_3933 {
let l_3934 = f64(l_3930);
let l_3935 = l_3934 * f64(1.401298464324817e-45);
l_mut_3669 = l_3935;
}
let l_3936 = bitcast<u64>(l_mut_3669);
let l_3937 = l_3929 >> u32(31);
let l_3938 = u64(l_3937);
let l_3939 = l_3938 << u32(bitcast<u64>(u64(63)));
let l_3940 = l_3936 | l_3939;
let l_3941 = bitcast<f64>(l_3940);
let l_3942 = bitcast<u32>(l_26);
let l_3943 = l_3942 ^ u32(2147483648);
let l_3944 = bitcast<f32>(l_3943);
let l_3945 = bitcast<u32>(l_3944);
let l_3946 = l_3945 + u32(1);
l_mut_3921 = l_3946;
let l_3947 = l_3945 & u32(2147483647);
let l_3948 = l_3947 == u32(0);
if l_3948 {
l_mut_3921 = u32(1);
} else {
let l_3949 = l_3945 & u32(2147483648);
let l_3950 = l_3949 != u32(0);
if l_3950 {
let l_3951 = l_3945 - u32(1);
l_mut_3921 = l_3951;
} else {
let l_3952 = l_3945 == u32(2139095040);
if l_3952 {
l_mut_3921 = l_3945;
}
}
}
let l_3953 = bitcast<f32>(l_mut_3921);
let l_3954 = bitcast<u32>(l_3953);
let l_3955 = l_3954 ^ u32(2147483648);
let l_3956 = bitcast<f32>(l_3955);
let l_3957 = bitcast<u32>(l_3956);
let l_3958 = l_3957 & u32(2147483647);
let l_3959 = bitcast<f32>(l_3958);
let l_3960 = f64(l_3959);
l_mut_3669 = l_3960;
let l_3961 = l_3958 < u32(8388608);
if l_3961 {
let l_3962 = f64(l_3958);
let l_3963 = l_3962 * f64(1.401298464324817e-45);
l_mut_3669 = l_3963;
}
let l_3964 = bitcast<u64>(l_mut_3669);
let l_3965 = l_3957 >> u32(31);
let l_3966 = u64(l_3965);
let l_3967 = l_3966 << u32(bitcast<u64>(u64(63)));
let l_3968 = l_3964 | l_3967;
let l_3969 = bitcast<f64>(l_3968);
let l_3970 = l_3892 + l_3831;
let l_3971 = l_3970 <= l_3918;
l_mut_837 = l_3971;
let l_3972 = l_3892 - l_3831;
let l_3973 = l_3972 > l_3918;
l_mut_834 = l_3973;
let l_3974 = l_3905 - l_3834;
let l_3975 = l_3974 >= l_3918;
l_mut_831 = l_3975;
let l_3976 = l_3905 + l_3834;
let l_3977 = l_3976 < l_3918;
l_mut_828 = l_3977;
let l_3978 = l_3892 + l_3831;
let l_3979 = l_3978 < l_3941;
l_mut_837 = l_3979;
let l_3980 = l_3892 - l_3831;
let l_3981 = l_3980 >= l_3941;
l_mut_834 = l_3981;
let l_3982 = l_3905 - l_3834;
let l_3983 = l_3982 > l_3969;
l_mut_831 = l_3983;
let l_3984 = l_3905 + l_3834;
let l_3985 = l_3984 <= l_3969;
l_mut_828 = l_3985;
l_mut_3921 = u32(2);
let l_3986 = l_mut_834 || l_mut_828;
if l_3986 {
l_mut_3921 = u32(1);
} else {
let l_3987 = l_mut_837 && l_mut_831;
if l_3987 {
l_mut_3921 = u32(0);
}
}
let l_3988 = bitcast<u32>(l_26);
let l_3989 = l_3988 & u32(2147483647);
let l_3990 = l_3989 == u32(0);
if l_3990 {
let l_3991 = l_3892 + l_3831;
let l_3992 = l_3991 < f64(1.1754943508222875e-38);
let l_3993 = l_3905 - l_3834;
let l_3994 = l_3993 > f64(-1.1754943508222875e-38);
let l_3995 = l_3992 && l_3994;
let l_3996 = l_3892 - l_3831;
let l_3997 = l_3996 < f64(1.1754943508222875e-38);
let l_3998 = l_3905 + l_3834;
let l_3999 = l_3998 > f64(-1.1754943508222875e-38);
let l_4000 = l_3997 && l_3999;
if l_3995 {
l_mut_3921 = u32(0);
} else {
let l_4001 = l_mut_3921 == u32(1);
let l_4002 = l_4000 && l_4001;
if l_4002 {
l_mut_3921 = u32(2);
}
}
}
l_mut_736 = l_mut_3921;
}
}
let l_4003 = l_mut_1890 - l_709;
let l_4004 = abs(l_4003);
let l_4005 = l_4004 * f64(2.220446049250313e-16);
let l_4006 = l_2785 + l_4005;
let l_4007 = l_4003 + l_4006;
let l_4008 = -l_4007;
let l_4009 = l_4008 * f64(7.1362384635298e44);
let l_4010 = floor(l_4009);
let l_4011 = l_4010 * f64(1.401298464324817e-45);
l_mut_3669 = l_4011;
let l_4012 = abs(l_4008);
let l_4013 = l_4012 >= f64(1.1754943508222875e-38);
if l_4013 {
let l_4014 = f32(l_4008);
let l_4015 = f64(l_4014);
l_mut_3669 = l_4015;
let l_4016 = l_mut_3669 > l_4008;
if l_4016 {
let l_4017 = bitcast<u32>(l_4014);
let l_4018 = l_4017 ^ u32(2147483648);
let l_4019 = bitcast<f32>(l_4018);
let l_4020 = bitcast<u32>(l_4019);
let l_4021 = l_4020 + u32(1);
l_mut_3921 = l_4021;
let l_4022 = l_4020 & u32(2147483647);
let l_4023 = l_4022 == u32(0);
if l_4023 {
l_mut_3921 = u32(1);
} else {
let l_4024 = l_4020 & u32(2147483648);
let l_4025 = l_4024 != u32(0);
if l_4025 {
let l_4026 = l_4020 - u32(1);
l_mut_3921 = l_4026;
} else {
let l_4027 = l_4020 == u32(2139095040);
if l_4027 {
l_mut_3921 = l_4020;
}
}
}
let l_4028 = bitcast<f32>(l_mut_3921);
let l_4029 = bitcast<u32>(l_4028);
let l_4030 = l_4029 ^ u32(2147483648);
let l_4031 = bitcast<f32>(l_4030);
let l_4032 = bitcast<u32>(l_4031);
let l_4033 = l_4032 & u32(2147483647);
let l_4034 = bitcast<f32>(l_4033);
let l_4035 = f64(l_4034);
l_mut_3415 = l_4035;
let l_4036 = l_4033 < u32(8388608);
if l_4036 {
let l_4037 = f64(l_4033);
let l_4038 = l_4037 * f64(1.401298464324817e-45);
l_mut_3415 = l_4038;
}
let l_4039 = bitcast<u64>(l_mut_3415);
let l_4040 = l_4032 >> u32(31);
let l_4041 = u64(l_4040);
let l_4042 = l_4041 << u32(bitcast<u64>(u64(63)));
let l_4043 = l_4039 | l_4042;
let l_4044 = bitcast<f64>(l_4043);
l_mut_3669 = l_4044;
} else {
let l_4045 = bitcast<u32>(l_4014);
let l_4046 = l_4045 + u32(1);
l_mut_3921 = l_4046;
let l_4047 = l_4045 & u32(2147483647);
let l_4048 = l_4047 == u32(0);
if l_4048 {
l_mut_3921 = u32(1);
} else {
let l_4049 = l_4045 & u32(2147483648);
let l_4050 = l_4049 != u32(0);
if l_4050 {
let l_4051 = l_4045 - u32(1);
l_mut_3921 = l_4051;
} else {
let l_4052 = l_4045 == u32(2139095040);
if l_4052 {
l_mut_3921 = l_4045;
}
}
}
let l_4053 = bitcast<f32>(l_mut_3921);
let l_4054 = bitcast<u32>(l_4053);
let l_4055 = l_4054 & u32(2147483647);
let l_4056 = bitcast<f32>(l_4055);
let l_4057 = f64(l_4056);
l_mut_3415 = l_4057;
let l_4058 = l_4055 < u32(8388608);
if l_4058 {
let l_4059 = f64(l_4055);
let l_4060 = l_4059 * f64(1.401298464324817e-45);
l_mut_3415 = l_4060;
}
let l_4061 = bitcast<u64>(l_mut_3415);
let l_4062 = l_4054 >> u32(31);
let l_4063 = u64(l_4062);
let l_4064 = l_4063 << u32(bitcast<u64>(u64(63)));
let l_4065 = l_4061 | l_4064;
let l_4066 = bitcast<f64>(l_4065);
let l_4067 = l_4066 <= l_4008;
if l_4067 {
let l_4068 = bitcast<u32>(l_4014);
let l_4069 = l_4068 + u32(1);
l_mut_3921 = l_4069;
let l_4070 = l_4068 & u32(2147483647);
let l_4071 = l_4070 == u32(0);
if l_4071 {
l_mut_3921 = u32(1);
} else {
let l_4072 = l_4068 & u32(2147483648);
let l_4073 = l_4072 != u32(0);
if l_4073 {
let l_4074 = l_4068 - u32(1);
l_mut_3921 = l_4074;
} else {
let l_4075 = l_4068 == u32(2139095040);
if l_4075 {
l_mut_3921 = l_4068;
}
}
}
let l_4076 = bitcast<f32>(l_mut_3921);
let l_4077 = bitcast<u32>(l_4076);
let l_4078 = l_4077 & u32(2147483647);
let l_4079 = bitcast<f32>(l_4078);
let l_4080 = f64(l_4079);
l_mut_3415 = l_4080;
let l_4081 = l_4078 < u32(8388608);
if l_4081 {
let l_4082 = f64(l_4078);
let l_4083 = l_4082 * f64(1.401298464324817e-45);
l_mut_3415 = l_4083;
}
let l_4084 = bitcast<u64>(l_mut_3415);
let l_4085 = l_4077 >> u32(31);
let l_4086 = u64(l_4085);
let l_4087 = l_4086 << u32(bitcast<u64>(u64(63)));
let l_4088 = l_4084 | l_4087;
let l_4089 = bitcast<f64>(l_4088);
l_mut_3669 = l_4089;
}
}
}
let l_4090 = -l_mut_3669;
l_mut_3669 = l_4090;
let l_4091 = bool(true) && bool(false);
if l_4091 {
let l_4092 = l_4003 + l_4006;
let l_4093 = l_4092 * f64(7.1362384635298e44);
let l_4094 = floor(l_4093);
let l_4095 = l_4094 * f64(1.401298464324817e-45);
l_mut_3415 = l_4095;
let l_4096 = abs(l_4092);
let l_4097 = l_4096 >= f64(1.1754943508222875e-38);
if l_4097 {
let l_4098 = f32(l_4092);
let l_4099 = f64(l_4098);
l_mut_3415 = l_4099;
let l_4100 = l_mut_3415 > l_4092;
if l_4100 {
let l_4101 = bitcast<u32>(l_4098);
let l_4102 = l_4101 ^ u32(2147483648);
let l_4103 = bitcast<f32>(l_4102);
let l_4104 = bitcast<u32>(l_4103);
let l_4105 = l_4104 + u32(1);
l_mut_3921 = l_4105;
let l_4106 = l_4104 & u32(2147483647);
let l_4107 = l_4106 == u32(0);
if l_4107 {
l_mut_3921 = u32(1);
} else {
let l_4108 = l_4104 & u32(2147483648);
let l_4109 = l_4108 != u32(0);
if l_4109 {
let l_4110 = l_4104 - u32(1);
l_mut_3921 = l_4110;
} else {
let l_4111 = l_4104 == u32(2139095040);
if l_4111 {
l_mut_3921 = l_4104;
}
}
}
let l_4112 = bitcast<f32>(l_mut_3921);
let l_4113 = bitcast<u32>(l_4112);
let l_4114 = l_4113 ^ u32(2147483648);
let l_4115 = bitcast<f32>(l_4114);
let l_4116 = bitcast<u32>(l_4115);
let l_4117 = l_4116 & u32(2147483647);
let l_4118 = bitcast<f32>(l_4117);
let l_4119 = f64(l_4118);
l_mut_3159 = l_4119;
let l_4120 = l_4117 < u32(8388608);
if l_4120 {
let l_4121 = f64(l_4117);
let l_4122 = l_4121 * f64(1.401298464324817e-45);
l_mut_3159 = l_4122;
}
let l_4123 = bitcast<u64>(l_mut_3159);
let l_4124 = l_4116 >> u32(31);
let l_4125 = u64(l_4124);
let l_4126 = l_4125 << u32(bitcast<u64>(u64(63)));
let l_4127 = l_4123 | l_4126;
let l_4128 = bitcast<f64>(l_4127);
l_mut_3415 = l_4128;
} else {
let l_4129 = bitcast<u32>(l_4098);
let l_4130 = l_4129 + u32(1);
l_mut_3921 = l_4130;
let l_4131 = l_4129 & u32(2147483647);
let l_4132 = l_4131 == u32(0);
if l_4132 {
l_mut_3921 = u32(1);
} else {
let l_4133 = l_4129 & u32(2147483648);
let l_4134 = l_4133 != u32(0);
if l_4134 {
let l_4135 = l_4129 - u32(1);
l_mut_3921 = l_4135;
} else {
let l_4136 = l_4129 == u32(2139095040);
if l_4136 {
l_mut_3921 = l_4129;
}
}
}
let l_4137 = bitcast<f32>(l_mut_3921);
let l_4138 = bitcast<u32>(l_4137);
let l_4139 = l_4138 & u32(2147483647);
let l_4140 = bitcast<f32>(l_4139);
let l_4141 = f64(l_4140);
l_mut_3159 = l_4141;
let l_4142 = l_4139 < u32(8388608);
if l_4142 {
let l_4143 = f64(l_4139);
let l_4144 = l_4143 * f64(1.401298464324817e-45);
l_mut_3159 = l_4144;
}
let l_4145 = bitcast<u64>(l_mut_3159);
let l_4146 = l_4138 >> u32(31);
let l_4147 = u64(l_4146);
let l_4148 = l_4147 << u32(bitcast<u64>(u64(63)));
let l_4149 = l_4145 | l_4148;
let l_4150 = bitcast<f64>(l_4149);
let l_4151 = l_4150 <= l_4092;
if l_4151 {
let l_4152 = bitcast<u32>(l_4098);
let l_4153 = l_4152 + u32(1);
l_mut_3921 = l_4153;
let l_4154 = l_4152 & u32(2147483647);
let l_4155 = l_4154 == u32(0);
if l_4155 {
l_mut_3921 = u32(1);
} else {
let l_4156 = l_4152 & u32(2147483648);
let l_4157 = l_4156 != u32(0);
if l_4157 {
let l_4158 = l_4152 - u32(1);
l_mut_3921 = l_4158;
} else {
let l_4159 = l_4152 == u32(2139095040);
if l_4159 {
l_mut_3921 = l_4152;
}
}
}
let l_4160 = bitcast<f32>(l_mut_3921);
let l_4161 = bitcast<u32>(l_4160);
let l_4162 = l_4161 & u32(2147483647);
let l_4163 = bitcast<f32>(l_4162);
let l_4164 = f64(l_4163);
l_mut_3159 = l_4164;
let l_4165 = l_4162 < u32(8388608);
if l_4165 {
let l_4166 = f64(l_4162);
let l_4167 = l_4166 * f64(1.401298464324817e-45);
l_mut_3159 = l_4167;
}
let l_4168 = bitcast<u64>(l_mut_3159);
let l_4169 = l_4161 >> u32(31);
let l_4170 = u64(l_4169);
let l_4171 = l_4170 << u32(bitcast<u64>(u64(63)));
let l_4172 = l_4168 | l_4171;
let l_4173 = bitcast<f64>(l_4172);
l_mut_3415 = l_4173;
}
}
}
l_mut_3669 = l_mut_3415;
} else {
let l_4174 = l_4003 - l_4006;
let l_4175 = l_4174 * f64(7.1362384635298e44);
let l_4176 = floor(l_4175);
let l_4177 = l_4176 * f64(1.401298464324817e-45);
l_mut_3415 = l_4177;
let l_4178 = abs(l_4174);
let l_4179 = l_4178 >= f64(1.1754943508222875e-38);
if l_4179 {
let l_4180 = f32(l_4174);
let l_4181 = f64(l_4180);
l_mut_3415 = l_4181;
let l_4182 = l_mut_3415 > l_4174;
if l_4182 {
let l_4183 = bitcast<u32>(l_4180);
let l_4184 = l_4183 ^ u32(2147483648);
let l_4185 = bitcast<f32>(l_4184);
let l_4186 = bitcast<u32>(l_4185);
let l_4187 = l_4186 + u32(1);
l_mut_3921 = l_4187;
let l_4188 = l_4186 & u32(2147483647);
let l_4189 = l_4188 == u32(0);
if l_4189 {
l_mut_3921 = u32(1);
} else {
let l_4190 = l_4186 & u32(2147483648);
let l_4191 = l_4190 != u32(0);
if l_4191 {
let l_4192 = l_4186 - u32(1);
l_mut_3921 = l_4192;
} else {
let l_4193 = l_4186 == u32(2139095040);
if l_4193 {
l_mut_3921 = l_4186;
}
}
}
let l_4194 = bitcast<f32>(l_mut_3921);
let l_4195 = bitcast<u32>(l_4194);
let l_4196 = l_4195 ^ u32(2147483648);
let l_4197 = bitcast<f32>(l_4196);
let l_4198 = bitcast<u32>(l_4197);
let l_4199 = l_4198 & u32(2147483647);
let l_4200 = bitcast<f32>(l_4199);
let l_4201 = f64(l_4200);
l_mut_3159 = l_4201;
let l_4202 = l_4199 < u32(8388608);
if l_4202 {
let l_4203 = f64(l_4199);
let l_4204 = l_4203 * f64(1.401298464324817e-45);
l_mut_3159 = l_4204;
}
let l_4205 = bitcast<u64>(l_mut_3159);
let l_4206 = l_4198 >> u32(31);
let l_4207 = u64(l_4206);
let l_4208 = l_4207 << u32(bitcast<u64>(u64(63)));
let l_4209 = l_4205 | l_4208;
let l_4210 = bitcast<f64>(l_4209);
l_mut_3415 = l_4210;
} else {
let l_4211 = bitcast<u32>(l_4180);
let l_4212 = l_4211 + u32(1);
l_mut_3921 = l_4212;
let l_4213 = l_4211 & u32(2147483647);
let l_4214 = l_4213 == u32(0);
if l_4214 {
l_mut_3921 = u32(1);
} else {
let l_4215 = l_4211 & u32(2147483648);
let l_4216 = l_4215 != u32(0);
if l_4216 {
let l_4217 = l_4211 - u32(1);
l_mut_3921 = l_4217;
} else {
let l_4218 = l_4211 == u32(2139095040);
if l_4218 {
l_mut_3921 = l_4211;
}
}
}
let l_4219 = bitcast<f32>(l_mut_3921);
let l_4220 = bitcast<u32>(l_4219);
let l_4221 = l_4220 & u32(2147483647);
let l_4222 = bitcast<f32>(l_4221);
let l_4223 = f64(l_4222);
l_mut_3159 = l_4223;
let l_4224 = l_4221 < u32(8388608);
if l_4224 {
let l_4225 = f64(l_4221);
let l_4226 = l_4225 * f64(1.401298464324817e-45);
l_mut_3159 = l_4226;
}
let l_4227 = bitcast<u64>(l_mut_3159);
let l_4228 = l_4220 >> u32(31);
let l_4229 = u64(l_4228);
let l_4230 = l_4229 << u32(bitcast<u64>(u64(63)));
let l_4231 = l_4227 | l_4230;
let l_4232 = bitcast<f64>(l_4231);
let l_4233 = l_4232 <= l_4174;
if l_4233 {
let l_4234 = bitcast<u32>(l_4180);
let l_4235 = l_4234 + u32(1);
l_mut_3921 = l_4235;
let l_4236 = l_4234 & u32(2147483647);
let l_4237 = l_4236 == u32(0);
if l_4237 {
l_mut_3921 = u32(1);
} else {
let l_4238 = l_4234 & u32(2147483648);
let l_4239 = l_4238 != u32(0);
if l_4239 {
let l_4240 = l_4234 - u32(1);
l_mut_3921 = l_4240;
} else {
let l_4241 = l_4234 == u32(2139095040);
if l_4241 {
l_mut_3921 = l_4234;
}
}
}
let l_4242 = bitcast<f32>(l_mut_3921);
let l_4243 = bitcast<u32>(l_4242);
let l_4244 = l_4243 & u32(2147483647);
let l_4245 = bitcast<f32>(l_4244);
let l_4246 = f64(l_4245);
l_mut_3159 = l_4246;
let l_4247 = l_4244 < u32(8388608);
if l_4247 {
let l_4248 = f64(l_4244);
let l_4249 = l_4248 * f64(1.401298464324817e-45);
l_mut_3159 = l_4249;
}
let l_4250 = bitcast<u64>(l_mut_3159);
let l_4251 = l_4243 >> u32(31);
let l_4252 = u64(l_4251);
let l_4253 = l_4252 << u32(bitcast<u64>(u64(63)));
let l_4254 = l_4250 | l_4253;
let l_4255 = bitcast<f64>(l_4254);
l_mut_3415 = l_4255;
}
}
}
l_mut_3669 = l_mut_3415;
}
let l_4256 = l_mut_1890 + l_709;
let l_4257 = abs(l_4256);
let l_4258 = l_4257 * f64(2.220446049250313e-16);
let l_4259 = l_2785 + l_4258;
let l_4260 = l_4256 + l_4259;
let l_4261 = -l_4260;
let l_4262 = l_4261 * f64(7.1362384635298e44);
let l_4263 = floor(l_4262);
let l_4264 = l_4263 * f64(1.401298464324817e-45);
l_mut_3415 = l_4264;
let l_4265 = abs(l_4261);
let l_4266 = l_4265 >= f64(1.1754943508222875e-38);
if l_4266 {
let l_4267 = f32(l_4261);
let l_4268 = f64(l_4267);
l_mut_3415 = l_4268;
let l_4269 = l_mut_3415 > l_4261;
if l_4269 {
let l_4270 = bitcast<u32>(l_4267);
let l_4271 = l_4270 ^ u32(2147483648);
let l_4272 = bitcast<f32>(l_4271);
let l_4273 = bitcast<u32>(l_4272);
let l_4274 = l_4273 + u32(1);
l_mut_3921 = l_4274;
let l_4275 = l_4273 & u32(2147483647);
let l_4276 = l_4275 == u32(0);
if l_4276 {
l_mut_3921 = u32(1);
} else {
let l_4277 = l_4273 & u32(2147483648);
let l_4278 = l_4277 != u32(0);
if l_4278 {
let l_4279 = l_4273 - u32(1);
l_mut_3921 = l_4279;
} else {
let l_4280 = l_4273 == u32(2139095040);
if l_4280 {
l_mut_3921 = l_4273;
}
}
}
let l_4281 = bitcast<f32>(l_mut_3921);
let l_4282 = bitcast<u32>(l_4281);
let l_4283 = l_4282 ^ u32(2147483648);
let l_4284 = bitcast<f32>(l_4283);
let l_4285 = bitcast<u32>(l_4284);
let l_4286 = l_4285 & u32(2147483647);
let l_4287 = bitcast<f32>(l_4286);
let l_4288 = f64(l_4287);
l_mut_3159 = l_4288;
let l_4289 = l_4286 < u32(8388608);
if l_4289 {
let l_4290 = f64(l_4286);
let l_4291 = l_4290 * f64(1.401298464324817e-45);
l_mut_3159 = l_4291;
}
let l_4292 = bitcast<u64>(l_mut_3159);
let l_4293 = l_4285 >> u32(31);
let l_4294 = u64(l_4293);
let l_4295 = l_4294 << u32(bitcast<u64>(u64(63)));
let l_4296 = l_4292 | l_4295;
let l_4297 = bitcast<f64>(l_4296);
l_mut_3415 = l_4297;
} else {
let l_4298 = bitcast<u32>(l_4267);
let l_4299 = l_4298 + u32(1);
l_mut_3921 = l_4299;
let l_4300 = l_4298 & u32(2147483647);
let l_4301 = l_4300 == u32(0);
if l_4301 {
l_mut_3921 = u32(1);
} else {
let l_4302 = l_4298 & u32(2147483648);
let l_4303 = l_4302 != u32(0);
if l_4303 {
let l_4304 = l_4298 - u32(1);
l_mut_3921 = l_4304;
} else {
let l_4305 = l_4298 == u32(2139095040);
if l_4305 {
l_mut_3921 = l_4298;
}
}
}
let l_4306 = bitcast<f32>(l_mut_3921);
let l_4307 = bitcast<u32>(l_4306);
let l_4308 = l_4307 & u32(2147483647);
let l_4309 = bitcast<f32>(l_4308);
let l_4310 = f64(l_4309);
l_mut_3159 = l_4310;
let l_4311 = l_4308 < u32(8388608);
if l_4311 {
let l_4312 = f64(l_4308);
let l_4313 = l_4312 * f64(1.401298464324817e-45);
l_mut_3159 = l_4313;
}
let l_4314 = bitcast<u64>(l_mut_3159);
let l_4315 = l_4307 >> u32(31);
let l_4316 = u64(l_4315);
let l_4317 = l_4316 << u32(bitcast<u64>(u64(63)));
let l_4318 = l_4314 | l_4317;
let l_4319 = bitcast<f64>(l_4318);
let l_4320 = l_4319 <= l_4261;
if l_4320 {
let l_4321 = bitcast<u32>(l_4267);
let l_4322 = l_4321 + u32(1);
l_mut_3921 = l_4322;
let l_4323 = l_4321 & u32(2147483647);
let l_4324 = l_4323 == u32(0);
if l_4324 {
l_mut_3921 = u32(1);
} else {
let l_4325 = l_4321 & u32(2147483648);
let l_4326 = l_4325 != u32(0);
if l_4326 {
let l_4327 = l_4321 - u32(1);
l_mut_3921 = l_4327;
} else {
let l_4328 = l_4321 == u32(2139095040);
if l_4328 {
l_mut_3921 = l_4321;
}
}
}
let l_4329 = bitcast<f32>(l_mut_3921);
let l_4330 = bitcast<u32>(l_4329);
let l_4331 = l_4330 & u32(2147483647);
let l_4332 = bitcast<f32>(l_4331);
let l_4333 = f64(l_4332);
l_mut_3159 = l_4333;
let l_4334 = l_4331 < u32(8388608);
if l_4334 {
let l_4335 = f64(l_4331);
let l_4336 = l_4335 * f64(1.401298464324817e-45);
l_mut_3159 = l_4336;
}
let l_4337 = bitcast<u64>(l_mut_3159);
let l_4338 = l_4330 >> u32(31);
let l_4339 = u64(l_4338);
let l_4340 = l_4339 << u32(bitcast<u64>(u64(63)));
let l_4341 = l_4337 | l_4340;
let l_4342 = bitcast<f64>(l_4341);
l_mut_3415 = l_4342;
}
}
}
let l_4343 = -l_mut_3415;
l_mut_3415 = l_4343;
let l_4344 = bool(false) && bool(false);
if l_4344 {
let l_4345 = l_4256 + l_4259;
let l_4346 = l_4345 * f64(7.1362384635298e44);
let l_4347 = floor(l_4346);
let l_4348 = l_4347 * f64(1.401298464324817e-45);
l_mut_3159 = l_4348;
let l_4349 = abs(l_4345);
let l_4350 = l_4349 >= f64(1.1754943508222875e-38);
if l_4350 {
let l_4351 = f32(l_4345);
let l_4352 = f64(l_4351);
l_mut_3159 = l_4352;
let l_4353 = l_mut_3159 > l_4345;
if l_4353 {
let l_4354 = bitcast<u32>(l_4351);
let l_4355 = l_4354 ^ u32(2147483648);
let l_4356 = bitcast<f32>(l_4355);
let l_4357 = bitcast<u32>(l_4356);
let l_4358 = l_4357 + u32(1);
l_mut_3921 = l_4358;
let l_4359 = l_4357 & u32(2147483647);
let l_4360 = l_4359 == u32(0);
if l_4360 {
l_mut_3921 = u32(1);
} else {
let l_4361 = l_4357 & u32(2147483648);
let l_4362 = l_4361 != u32(0);
if l_4362 {
let l_4363 = l_4357 - u32(1);
l_mut_3921 = l_4363;
} else {
let l_4364 = l_4357 == u32(2139095040);
if l_4364 {
l_mut_3921 = l_4357;
}
}
}
let l_4365 = bitcast<f32>(l_mut_3921);
let l_4366 = bitcast<u32>(l_4365);
let l_4367 = l_4366 ^ u32(2147483648);
let l_4368 = bitcast<f32>(l_4367);
let l_4369 = bitcast<u32>(l_4368);
let l_4370 = l_4369 & u32(2147483647);
let l_4371 = bitcast<f32>(l_4370);
let l_4372 = f64(l_4371);
l_mut_2905 = l_4372;
let l_4373 = l_4370 < u32(8388608);
if l_4373 {
let l_4374 = f64(l_4370);
let l_4375 = l_4374 * f64(1.401298464324817e-45);
l_mut_2905 = l_4375;
}
let l_4376 = bitcast<u64>(l_mut_2905);
let l_4377 = l_4369 >> u32(31);
let l_4378 = u64(l_4377);
let l_4379 = l_4378 << u32(bitcast<u64>(u64(63)));
let l_4380 = l_4376 | l_4379;
let l_4381 = bitcast<f64>(l_4380);
l_mut_3159 = l_4381;
} else {
let l_4382 = bitcast<u32>(l_4351);
let l_4383 = l_4382 + u32(1);
l_mut_3921 = l_4383;
let l_4384 = l_4382 & u32(2147483647);
let l_4385 = l_4384 == u32(0);
if l_4385 {
l_mut_3921 = u32(1);
} else {
let l_4386 = l_4382 & u32(2147483648);
let l_4387 = l_4386 != u32(0);
if l_4387 {
let l_4388 = l_4382 - u32(1);
l_mut_3921 = l_4388;
} else {
let l_4389 = l_4382 == u32(2139095040);
if l_4389 {
l_mut_3921 = l_4382;
}
}
}
let l_4390 = bitcast<f32>(l_mut_3921);
let l_4391 = bitcast<u32>(l_4390);
let l_4392 = l_4391 & u32(2147483647);
let l_4393 = bitcast<f32>(l_4392);
let l_4394 = f64(l_4393);
l_mut_2905 = l_4394;
let l_4395 = l_4392 < u32(8388608);
if l_4395 {
let l_4396 = f64(l_4392);
let l_4397 = l_4396 * f64(1.401298464324817e-45);
l_mut_2905 = l_4397;
}
let l_4398 = bitcast<u64>(l_mut_2905);
let l_4399 = l_4391 >> u32(31);
let l_4400 = u64(l_4399);
let l_4401 = l_4400 << u32(bitcast<u64>(u64(63)));
let l_4402 = l_4398 | l_4401;
let l_4403 = bitcast<f64>(l_4402);
let l_4404 = l_4403 <= l_4345;
if l_4404 {
let l_4405 = bitcast<u32>(l_4351);
let l_4406 = l_4405 + u32(1);
l_mut_3921 = l_4406;
let l_4407 = l_4405 & u32(2147483647);
let l_4408 = l_4407 == u32(0);
if l_4408 {
l_mut_3921 = u32(1);
} else {
let l_4409 = l_4405 & u32(2147483648);
let l_4410 = l_4409 != u32(0);
if l_4410 {
let l_4411 = l_4405 - u32(1);
l_mut_3921 = l_4411;
} else {
let l_4412 = l_4405 == u32(2139095040);
if l_4412 {
l_mut_3921 = l_4405;
}
}
}
let l_4413 = bitcast<f32>(l_mut_3921);
let l_4414 = bitcast<u32>(l_4413);
let l_4415 = l_4414 & u32(2147483647);
let l_4416 = bitcast<f32>(l_4415);
let l_4417 = f64(l_4416);
l_mut_2905 = l_4417;
let l_4418 = l_4415 < u32(8388608);
if l_4418 {
let l_4419 = f64(l_4415);
let l_4420 = l_4419 * f64(1.401298464324817e-45);
l_mut_2905 = l_4420;
}
let l_4421 = bitcast<u64>(l_mut_2905);
let l_4422 = l_4414 >> u32(31);
let l_4423 = u64(l_4422);
let l_4424 = l_4423 << u32(bitcast<u64>(u64(63)));
let l_4425 = l_4421 | l_4424;
let l_4426 = bitcast<f64>(l_4425);
l_mut_3159 = l_4426;
}
}
}
l_mut_3415 = l_mut_3159;
} else {
}
let l_4427 = l_mut_404 - l_709;
let l_4428 = abs(l_4427);
let l_4429 = l_4428 * f64(2.220446049250313e-16);
let l_4430 = l_2787 + l_4429;
let l_4431 = l_4427 + l_4430;
let l_4432 = -l_4431;
let l_4433 = l_4432 * f64(7.1362384635298e44);
let l_4434 = floor(l_4433);
let l_4435 = l_4434 * f64(1.401298464324817e-45);
l_mut_3159 = l_4435;
let l_4436 = abs(l_4432);
let l_4437 = l_4436 >= f64(1.1754943508222875e-38);
if l_4437 {
let l_4438 = f32(l_4432);
let l_4439 = f64(l_4438);
l_mut_3159 = l_4439;
let l_4440 = l_mut_3159 > l_4432;
if l_4440 {
let l_4441 = bitcast<u32>(l_4438);
let l_4442 = l_4441 ^ u32(2147483648);
let l_4443 = bitcast<f32>(l_4442);
let l_4444 = bitcast<u32>(l_4443);
let l_4445 = l_4444 + u32(1);
l_mut_3921 = l_4445;
let l_4446 = l_4444 & u32(2147483647);
let l_4447 = l_4446 == u32(0);
if l_4447 {
l_mut_3921 = u32(1);
} else {
let l_4448 = l_4444 & u32(2147483648);
let l_4449 = l_4448 != u32(0);
if l_4449 {
let l_4450 = l_4444 - u32(1);
l_mut_3921 = l_4450;
} else {
let l_4451 = l_4444 == u32(2139095040);
if l_4451 {
l_mut_3921 = l_4444;
}
}
}
let l_4452 = bitcast<f32>(l_mut_3921);
let l_4453 = bitcast<u32>(l_4452);
let l_4454 = l_4453 ^ u32(2147483648);
let l_4455 = bitcast<f32>(l_4454);
let l_4456 = bitcast<u32>(l_4455);
let l_4457 = l_4456 & u32(2147483647);
let l_4458 = bitcast<f32>(l_4457);
let l_4459 = f64(l_4458);
l_mut_2905 = l_4459;
let l_4460 = l_4457 < u32(8388608);
if l_4460 {
let l_4461 = f64(l_4457);
let l_4462 = l_4461 * f64(1.401298464324817e-45);
l_mut_2905 = l_4462;
}
let l_4463 = bitcast<u64>(l_mut_2905);
let l_4464 = l_4456 >> u32(31);
let l_4465 = u64(l_4464);
let l_4466 = l_4465 << u32(bitcast<u64>(u64(63)));
let l_4467 = l_4463 | l_4466;
let l_4468 = bitcast<f64>(l_4467);
l_mut_3159 = l_4468;
} else {
let l_4469 = bitcast<u32>(l_4438);
let l_4470 = l_4469 + u32(1);
l_mut_3921 = l_4470;
let l_4471 = l_4469 & u32(2147483647);
let l_4472 = l_4471 == u32(0);
if l_4472 {
l_mut_3921 = u32(1);
} else {
let l_4473 = l_4469 & u32(2147483648);
let l_4474 = l_4473 != u32(0);
if l_4474 {
let l_4475 = l_4469 - u32(1);
l_mut_3921 = l_4475;
} else {
let l_4476 = l_4469 == u32(2139095040);
if l_4476 {
l_mut_3921 = l_4469;
}
}
}
let l_4477 = bitcast<f32>(l_mut_3921);
let l_4478 = bitcast<u32>(l_4477);
let l_4479 = l_4478 & u32(2147483647);
let l_4480 = bitcast<f32>(l_4479);
let l_4481 = f64(l_4480);
l_mut_2905 = l_4481;
let l_4482 = l_4479 < u32(8388608);
if l_4482 {
let l_4483 = f64(l_4479);
let l_4484 = l_4483 * f64(1.401298464324817e-45);
l_mut_2905 = l_4484;
}
let l_4485 = bitcast<u64>(l_mut_2905);
let l_4486 = l_4478 >> u32(31);
let l_4487 = u64(l_4486);
let l_4488 = l_4487 << u32(bitcast<u64>(u64(63)));
let l_4489 = l_4485 | l_4488;
let l_4490 = bitcast<f64>(l_4489);
let l_4491 = l_4490 <= l_4432;
if l_4491 {
let l_4492 = bitcast<u32>(l_4438);
let l_4493 = l_4492 + u32(1);
l_mut_3921 = l_4493;
let l_4494 = l_4492 & u32(2147483647);
let l_4495 = l_4494 == u32(0);
if l_4495 {
l_mut_3921 = u32(1);
} else {
let l_4496 = l_4492 & u32(2147483648);
let l_4497 = l_4496 != u32(0);
if l_4497 {
let l_4498 = l_4492 - u32(1);
l_mut_3921 = l_4498;
} else {
let l_4499 = l_4492 == u32(2139095040);
if l_4499 {
l_mut_3921 = l_4492;
}
}
}
let l_4500 = bitcast<f32>(l_mut_3921);
let l_4501 = bitcast<u32>(l_4500);
let l_4502 = l_4501 & u32(2147483647);
let l_4503 = bitcast<f32>(l_4502);
let l_4504 = f64(l_4503);
l_mut_2905 = l_4504;
let l_4505 = l_4502 < u32(8388608);
if l_4505 {
let l_4506 = f64(l_4502);
let l_4507 = l_4506 * f64(1.401298464324817e-45);
l_mut_2905 = l_4507;
}
let l_4508 = bitcast<u64>(l_mut_2905);
let l_4509 = l_4501 >> u32(31);
let l_4510 = u64(l_4509);
let l_4511 = l_4510 << u32(bitcast<u64>(u64(63)));
let l_4512 = l_4508 | l_4511;
let l_4513 = bitcast<f64>(l_4512);
l_mut_3159 = l_4513;
}
}
}
let l_4514 = -l_mut_3159;
l_mut_3159 = l_4514;
let l_4515 = bool(true) && bool(false);
if l_4515 {
let l_4516 = l_4427 + l_4430;
let l_4517 = l_4516 * f64(7.1362384635298e44);
let l_4518 = floor(l_4517);
let l_4519 = l_4518 * f64(1.401298464324817e-45);
l_mut_2905 = l_4519;
let l_4520 = abs(l_4516);
let l_4521 = l_4520 >= f64(1.1754943508222875e-38);
if l_4521 {
let l_4522 = f32(l_4516);
let l_4523 = f64(l_4522);
l_mut_2905 = l_4523;
let l_4524 = l_mut_2905 > l_4516;
if l_4524 {
let l_4525 = bitcast<u32>(l_4522);
let l_4526 = l_4525 ^ u32(2147483648);
let l_4527 = bitcast<f32>(l_4526);
let l_4528 = bitcast<u32>(l_4527);
let l_4529 = l_4528 + u32(1);
l_mut_3921 = l_4529;
let l_4530 = l_4528 & u32(2147483647);
let l_4531 = l_4530 == u32(0);
if l_4531 {
l_mut_3921 = u32(1);
} else {
let l_4532 = l_4528 & u32(2147483648);
let l_4533 = l_4532 != u32(0);
if l_4533 {
let l_4534 = l_4528 - u32(1);
l_mut_3921 = l_4534;
} else {
let l_4535 = l_4528 == u32(2139095040);
if l_4535 {
l_mut_3921 = l_4528;
}
}
}
let l_4536 = bitcast<f32>(l_mut_3921);
let l_4537 = bitcast<u32>(l_4536);
let l_4538 = l_4537 ^ u32(2147483648);
let l_4539 = bitcast<f32>(l_4538);
let l_4540 = bitcast<u32>(l_4539);
let l_4541 = l_4540 & u32(2147483647);
let l_4542 = bitcast<f32>(l_4541);
let l_4543 = f64(l_4542);
l_mut_78 = l_4543;
let l_4544 = l_4541 < u32(8388608);
if l_4544 {
let l_4545 = f64(l_4541);
let l_4546 = l_4545 * f64(1.401298464324817e-45);
l_mut_78 = l_4546;
}
let l_4547 = bitcast<u64>(l_mut_78);
let l_4548 = l_4540 >> u32(31);
let l_4549 = u64(l_4548);
let l_4550 = l_4549 << u32(bitcast<u64>(u64(63)));
let l_4551 = l_4547 | l_4550;
let l_4552 = bitcast<f64>(l_4551);
l_mut_2905 = l_4552;
} else {
let l_4553 = bitcast<u32>(l_4522);
let l_4554 = l_4553 + u32(1);
l_mut_3921 = l_4554;
let l_4555 = l_4553 & u32(2147483647);
let l_4556 = l_4555 == u32(0);
if l_4556 {
l_mut_3921 = u32(1);
} else {
let l_4557 = l_4553 & u32(2147483648);
let l_4558 = l_4557 != u32(0);
if l_4558 {
let l_4559 = l_4553 - u32(1);
l_mut_3921 = l_4559;
} else {
let l_4560 = l_4553 == u32(2139095040);
if l_4560 {
l_mut_3921 = l_4553;
}
}
}
let l_4561 = bitcast<f32>(l_mut_3921);
let l_4562 = bitcast<u32>(l_4561);
let l_4563 = l_4562 & u32(2147483647);
let l_4564 = bitcast<f32>(l_4563);
let l_4565 = f64(l_4564);
l_mut_78 = l_4565;
let l_4566 = l_4563 < u32(8388608);
if l_4566 {
let l_4567 = f64(l_4563);
let l_4568 = l_4567 * f64(1.401298464324817e-45);
l_mut_78 = l_4568;
}
let l_4569 = bitcast<u64>(l_mut_78);
let l_4570 = l_4562 >> u32(31);
let l_4571 = u64(l_4570);
let l_4572 = l_4571 << u32(bitcast<u64>(u64(63)));
let l_4573 = l_4569 | l_4572;
let l_4574 = bitcast<f64>(l_4573);
let l_4575 = l_4574 <= l_4516;
if l_4575 {
let l_4576 = bitcast<u32>(l_4522);
let l_4577 = l_4576 + u32(1);
l_mut_3921 = l_4577;
let l_4578 = l_4576 & u32(2147483647);
let l_4579 = l_4578 == u32(0);
if l_4579 {
l_mut_3921 = u32(1);
} else {
let l_4580 = l_4576 & u32(2147483648);
let l_4581 = l_4580 != u32(0);
if l_4581 {
let l_4582 = l_4576 - u32(1);
l_mut_3921 = l_4582;
} else {
let l_4583 = l_4576 == u32(2139095040);
if l_4583 {
l_mut_3921 = l_4576;
}
}
}
let l_4584 = bitcast<f32>(l_mut_3921);
let l_4585 = bitcast<u32>(l_4584);
let l_4586 = l_4585 & u32(2147483647);
let l_4587 = bitcast<f32>(l_4586);
let l_4588 = f64(l_4587);
l_mut_78 = l_4588;
let l_4589 = l_4586 < u32(8388608);
if l_4589 {
let l_4590 = f64(l_4586);
let l_4591 = l_4590 * f64(1.401298464324817e-45);
l_mut_78 = l_4591;
}
let l_4592 = bitcast<u64>(l_mut_78);
let l_4593 = l_4585 >> u32(31);
let l_4594 = u64(l_4593);
let l_4595 = l_4594 << u32(bitcast<u64>(u64(63)));
let l_4596 = l_4592 | l_4595;
let l_4597 = bitcast<f64>(l_4596);
l_mut_2905 = l_4597;
}
}
}
l_mut_3159 = l_mut_2905;
} else {
let l_4598 = l_4427 - l_4430;
let l_4599 = l_4598 * f64(7.1362384635298e44);
let l_4600 = floor(l_4599);
let l_4601 = l_4600 * f64(1.401298464324817e-45);
l_mut_2905 = l_4601;
let l_4602 = abs(l_4598);
let l_4603 = l_4602 >= f64(1.1754943508222875e-38);
if l_4603 {
let l_4604 = f32(l_4598);
let l_4605 = f64(l_4604);
l_mut_2905 = l_4605;
let l_4606 = l_mut_2905 > l_4598;
if l_4606 {
let l_4607 = bitcast<u32>(l_4604);
let l_4608 = l_4607 ^ u32(2147483648);
let l_4609 = bitcast<f32>(l_4608);
let l_4610 = bitcast<u32>(l_4609);
let l_4611 = l_4610 + u32(1);
l_mut_3921 = l_4611;
let l_4612 = l_4610 & u32(2147483647);
let l_4613 = l_4612 == u32(0);
if l_4613 {
l_mut_3921 = u32(1);
} else {
let l_4614 = l_4610 & u32(2147483648);
let l_4615 = l_4614 != u32(0);
if l_4615 {
let l_4616 = l_4610 - u32(1);
l_mut_3921 = l_4616;
} else {
let l_4617 = l_4610 == u32(2139095040);
if l_4617 {
l_mut_3921 = l_4610;
}
}
}
let l_4618 = bitcast<f32>(l_mut_3921);
let l_4619 = bitcast<u32>(l_4618);
let l_4620 = l_4619 ^ u32(2147483648);
let l_4621 = bitcast<f32>(l_4620);
let l_4622 = bitcast<u32>(l_4621);
let l_4623 = l_4622 & u32(2147483647);
let l_4624 = bitcast<f32>(l_4623);
let l_4625 = f64(l_4624);
l_mut_78 = l_4625;
let l_4626 = l_4623 < u32(8388608);
if l_4626 {
let l_4627 = f64(l_4623);
let l_4628 = l_4627 * f64(1.401298464324817e-45);
l_mut_78 = l_4628;
}
let l_4629 = bitcast<u64>(l_mut_78);
let l_4630 = l_4622 >> u32(31);
let l_4631 = u64(l_4630);
let l_4632 = l_4631 << u32(bitcast<u64>(u64(63)));
let l_4633 = l_4629 | l_4632;
let l_4634 = bitcast<f64>(l_4633);
l_mut_2905 = l_4634;
} else {
let l_4635 = bitcast<u32>(l_4604);
let l_4636 = l_4635 + u32(1);
l_mut_3921 = l_4636;
let l_4637 = l_4635 & u32(2147483647);
let l_4638 = l_4637 == u32(0);
if l_4638 {
l_mut_3921 = u32(1);
} else {
let l_4639 = l_4635 & u32(2147483648);
let l_4640 = l_4639 != u32(0);
if l_4640 {
let l_4641 = l_4635 - u32(1);
l_mut_3921 = l_4641;
} else {
let l_4642 = l_4635 == u32(2139095040);
if l_4642 {
l_mut_3921 = l_4635;
}
}
}
let l_4643 = bitcast<f32>(l_mut_3921);
let l_4644 = bitcast<u32>(l_4643);
let l_4645 = l_4644 & u32(2147483647);
let l_4646 = bitcast<f32>(l_4645);
let l_4647 = f64(l_4646);
l_mut_78 = l_4647;
let l_4648 = l_4645 < u32(8388608);
if l_4648 {
let l_4649 = f64(l_4645);
let l_4650 = l_4649 * f64(1.401298464324817e-45);
l_mut_78 = l_4650;
}
let l_4651 = bitcast<u64>(l_mut_78);
let l_4652 = l_4644 >> u32(31);
let l_4653 = u64(l_4652);
let l_4654 = l_4653 << u32(bitcast<u64>(u64(63)));
let l_4655 = l_4651 | l_4654;
let l_4656 = bitcast<f64>(l_4655);
let l_4657 = l_4656 <= l_4598;
if l_4657 {
let l_4658 = bitcast<u32>(l_4604);
let l_4659 = l_4658 + u32(1);
l_mut_3921 = l_4659;
let l_4660 = l_4658 & u32(2147483647);
let l_4661 = l_4660 == u32(0);
if l_4661 {
l_mut_3921 = u32(1);
} else {
let l_4662 = l_4658 & u32(2147483648);
let l_4663 = l_4662 != u32(0);
if l_4663 {
let l_4664 = l_4658 - u32(1);
l_mut_3921 = l_4664;
} else {
let l_4665 = l_4658 == u32(2139095040);
if l_4665 {
l_mut_3921 = l_4658;
}
}
}
let l_4666 = bitcast<f32>(l_mut_3921);
let l_4667 = bitcast<u32>(l_4666);
let l_4668 = l_4667 & u32(2147483647);
let l_4669 = bitcast<f32>(l_4668);
let l_4670 = f64(l_4669);
l_mut_78 = l_4670;
let l_4671 = l_4668 < u32(8388608);
if l_4671 {
let l_4672 = f64(l_4668);
let l_4673 = l_4672 * f64(1.401298464324817e-45);
l_mut_78 = l_4673;
}
let l_4674 = bitcast<u64>(l_mut_78);
let l_4675 = l_4667 >> u32(31);
let l_4676 = u64(l_4675);
let l_4677 = l_4676 << u32(bitcast<u64>(u64(63)));
let l_4678 = l_4674 | l_4677;
let l_4679 = bitcast<f64>(l_4678);
l_mut_2905 = l_4679;
}
}
}
l_mut_3159 = l_mut_2905;
}
let l_4680 = l_mut_404 + l_709;
let l_4681 = abs(l_4680);
let l_4682 = l_4681 * f64(2.220446049250313e-16);
let l_4683 = l_2787 + l_4682;
let l_4684 = l_4680 + l_4683;
let l_4685 = -l_4684;
let l_4686 = l_4685 * f64(7.1362384635298e44);
let l_4687 = floor(l_4686);
let l_4688 = l_4687 * f64(1.401298464324817e-45);
l_mut_2905 = l_4688;
let l_4689 = abs(l_4685);
let l_4690 = l_4689 >= f64(1.1754943508222875e-38);
if l_4690 {
let l_4691 = f32(l_4685);
let l_4692 = f64(l_4691);
l_mut_2905 = l_4692;
let l_4693 = l_mut_2905 > l_4685;
if l_4693 {
let l_4694 = bitcast<u32>(l_4691);
let l_4695 = l_4694 ^ u32(2147483648);
let l_4696 = bitcast<f32>(l_4695);
let l_4697 = bitcast<u32>(l_4696);
let l_4698 = l_4697 + u32(1);
l_mut_3921 = l_4698;
let l_4699 = l_4697 & u32(2147483647);
let l_4700 = l_4699 == u32(0);
if l_4700 {
l_mut_3921 = u32(1);
} else {
let l_4701 = l_4697 & u32(2147483648);
let l_4702 = l_4701 != u32(0);
if l_4702 {
let l_4703 = l_4697 - u32(1);
l_mut_3921 = l_4703;
} else {
let l_4704 = l_4697 == u32(2139095040);
if l_4704 {
l_mut_3921 = l_4697;
}
}
}
let l_4705 = bitcast<f32>(l_mut_3921);
let l_4706 = bitcast<u32>(l_4705);
let l_4707 = l_4706 ^ u32(2147483648);
let l_4708 = bitcast<f32>(l_4707);
let l_4709 = bitcast<u32>(l_4708);
let l_4710 = l_4709 & u32(2147483647);
let l_4711 = bitcast<f32>(l_4710);
let l_4712 = f64(l_4711);
l_mut_78 = l_4712;
let l_4713 = l_4710 < u32(8388608);
if l_4713 {
let l_4714 = f64(l_4710);
let l_4715 = l_4714 * f64(1.401298464324817e-45);
l_mut_78 = l_4715;
}
let l_4716 = bitcast<u64>(l_mut_78);
let l_4717 = l_4709 >> u32(31);
let l_4718 = u64(l_4717);
let l_4719 = l_4718 << u32(bitcast<u64>(u64(63)));
let l_4720 = l_4716 | l_4719;
let l_4721 = bitcast<f64>(l_4720);
l_mut_2905 = l_4721;
} else {
let l_4722 = bitcast<u32>(l_4691);
let l_4723 = l_4722 + u32(1);
l_mut_3921 = l_4723;
let l_4724 = l_4722 & u32(2147483647);
let l_4725 = l_4724 == u32(0);
if l_4725 {
l_mut_3921 = u32(1);
} else {
let l_4726 = l_4722 & u32(2147483648);
let l_4727 = l_4726 != u32(0);
if l_4727 {
let l_4728 = l_4722 - u32(1);
l_mut_3921 = l_4728;
} else {
let l_4729 = l_4722 == u32(2139095040);
if l_4729 {
l_mut_3921 = l_4722;
}
}
}
let l_4730 = bitcast<f32>(l_mut_3921);
let l_4731 = bitcast<u32>(l_4730);
let l_4732 = l_4731 & u32(2147483647);
let l_4733 = bitcast<f32>(l_4732);
let l_4734 = f64(l_4733);
l_mut_78 = l_4734;
let l_4735 = l_4732 < u32(8388608);
if l_4735 {
let l_4736 = f64(l_4732);
let l_4737 = l_4736 * f64(1.401298464324817e-45);
l_mut_78 = l_4737;
}
let l_4738 = bitcast<u64>(l_mut_78);
let l_4739 = l_4731 >> u32(31);
let l_4740 = u64(l_4739);
let l_4741 = l_4740 << u32(bitcast<u64>(u64(63)));
let l_4742 = l_4738 | l_4741;
let l_4743 = bitcast<f64>(l_4742);
let l_4744 = l_4743 <= l_4685;
if l_4744 {
let l_4745 = bitcast<u32>(l_4691);
let l_4746 = l_4745 + u32(1);
l_mut_3921 = l_4746;
let l_4747 = l_4745 & u32(2147483647);
let l_4748 = l_4747 == u32(0);
if l_4748 {
l_mut_3921 = u32(1);
} else {
let l_4749 = l_4745 & u32(2147483648);
let l_4750 = l_4749 != u32(0);
if l_4750 {
let l_4751 = l_4745 - u32(1);
l_mut_3921 = l_4751;
} else {
let l_4752 = l_4745 == u32(2139095040);
if l_4752 {
l_mut_3921 = l_4745;
}
}
}
let l_4753 = bitcast<f32>(l_mut_3921);
let l_4754 = bitcast<u32>(l_4753);
let l_4755 = l_4754 & u32(2147483647);
let l_4756 = bitcast<f32>(l_4755);
let l_4757 = f64(l_4756);
l_mut_78 = l_4757;
let l_4758 = l_4755 < u32(8388608);
if l_4758 {
let l_4759 = f64(l_4755);
let l_4760 = l_4759 * f64(1.401298464324817e-45);
l_mut_78 = l_4760;
}
let l_4761 = bitcast<u64>(l_mut_78);
let l_4762 = l_4754 >> u32(31);
let l_4763 = u64(l_4762);
let l_4764 = l_4763 << u32(bitcast<u64>(u64(63)));
let l_4765 = l_4761 | l_4764;
let l_4766 = bitcast<f64>(l_4765);
l_mut_2905 = l_4766;
}
}
}
let l_4767 = -l_mut_2905;
l_mut_2905 = l_4767;
let l_4768 = bool(false) && bool(false);
if l_4768 {
let l_4769 = l_4680 + l_4683;
let l_4770 = l_4769 * f64(7.1362384635298e44);
let l_4771 = floor(l_4770);
let l_4772 = l_4771 * f64(1.401298464324817e-45);
l_mut_78 = l_4772;
let l_4773 = abs(l_4769);
let l_4774 = l_4773 >= f64(1.1754943508222875e-38);
if l_4774 {
let l_4775 = f32(l_4769);
let l_4776 = f64(l_4775);
l_mut_78 = l_4776;
let l_4777 = l_mut_78 > l_4769;
if l_4777 {
let l_4778 = bitcast<u32>(l_4775);
let l_4779 = l_4778 ^ u32(2147483648);
let l_4780 = bitcast<f32>(l_4779);
let l_4781 = bitcast<u32>(l_4780);
let l_4782 = l_4781 + u32(1);
l_mut_3921 = l_4782;
let l_4783 = l_4781 & u32(2147483647);
let l_4784 = l_4783 == u32(0);
if l_4784 {
l_mut_3921 = u32(1);
} else {
let l_4785 = l_4781 & u32(2147483648);
let l_4786 = l_4785 != u32(0);
if l_4786 {
let l_4787 = l_4781 - u32(1);
l_mut_3921 = l_4787;
} else {
let l_4788 = l_4781 == u32(2139095040);
if l_4788 {
l_mut_3921 = l_4781;
}
}
}
let l_4789 = bitcast<f32>(l_mut_3921);
let l_4790 = bitcast<u32>(l_4789);
let l_4791 = l_4790 ^ u32(2147483648);
let l_4792 = bitcast<f32>(l_4791);
let l_4793 = bitcast<u32>(l_4792);
let l_4794 = l_4793 & u32(2147483647);
let l_4795 = bitcast<f32>(l_4794);
let l_4796 = f64(l_4795);
l_mut_49 = l_4796;
let l_4797 = l_4794 < u32(8388608);
if l_4797 {
let l_4798 = f64(l_4794);
let l_4799 = l_4798 * f64(1.401298464324817e-45);
l_mut_49 = l_4799;
}
let l_4800 = bitcast<u64>(l_mut_49);
let l_4801 = l_4793 >> u32(31);
let l_4802 = u64(l_4801);
let l_4803 = l_4802 << u32(bitcast<u64>(u64(63)));
let l_4804 = l_4800 | l_4803;
let l_4805 = bitcast<f64>(l_4804);
l_mut_78 = l_4805;
} else {
let l_4806 = bitcast<u32>(l_4775);
let l_4807 = l_4806 + u32(1);
l_mut_3921 = l_4807;
let l_4808 = l_4806 & u32(2147483647);
let l_4809 = l_4808 == u32(0);
if l_4809 {
l_mut_3921 = u32(1);
} else {
let l_4810 = l_4806 & u32(2147483648);
let l_4811 = l_4810 != u32(0);
if l_4811 {
let l_4812 = l_4806 - u32(1);
l_mut_3921 = l_4812;
} else {
let l_4813 = l_4806 == u32(2139095040);
if l_4813 {
l_mut_3921 = l_4806;
}
}
}
let l_4814 = bitcast<f32>(l_mut_3921);
let l_4815 = bitcast<u32>(l_4814);
let l_4816 = l_4815 & u32(2147483647);
let l_4817 = bitcast<f32>(l_4816);
let l_4818 = f64(l_4817);
l_mut_49 = l_4818;
let l_4819 = l_4816 < u32(8388608);
if l_4819 {
let l_4820 = f64(l_4816);
let l_4821 = l_4820 * f64(1.401298464324817e-45);
l_mut_49 = l_4821;
}
let l_4822 = bitcast<u64>(l_mut_49);
let l_4823 = l_4815 >> u32(31);
let l_4824 = u64(l_4823);
let l_4825 = l_4824 << u32(bitcast<u64>(u64(63)));
let l_4826 = l_4822 | l_4825;
let l_4827 = bitcast<f64>(l_4826);
let l_4828 = l_4827 <= l_4769;
if l_4828 {
let l_4829 = bitcast<u32>(l_4775);
let l_4830 = l_4829 + u32(1);
l_mut_3921 = l_4830;
let l_4831 = l_4829 & u32(2147483647);
let l_4832 = l_4831 == u32(0);
if l_4832 {
l_mut_3921 = u32(1);
} else {
let l_4833 = l_4829 & u32(2147483648);
let l_4834 = l_4833 != u32(0);
if l_4834 {
let l_4835 = l_4829 - u32(1);
l_mut_3921 = l_4835;
} else {
let l_4836 = l_4829 == u32(2139095040);
if l_4836 {
l_mut_3921 = l_4829;
}
}
}
let l_4837 = bitcast<f32>(l_mut_3921);
let l_4838 = bitcast<u32>(l_4837);
let l_4839 = l_4838 & u32(2147483647);
let l_4840 = bitcast<f32>(l_4839);
let l_4841 = f64(l_4840);
l_mut_49 = l_4841;
let l_4842 = l_4839 < u32(8388608);
if l_4842 {
let l_4843 = f64(l_4839);
let l_4844 = l_4843 * f64(1.401298464324817e-45);
l_mut_49 = l_4844;
}
let l_4845 = bitcast<u64>(l_mut_49);
let l_4846 = l_4838 >> u32(31);
let l_4847 = u64(l_4846);
let l_4848 = l_4847 << u32(bitcast<u64>(u64(63)));
let l_4849 = l_4845 | l_4848;
let l_4850 = bitcast<f64>(l_4849);
l_mut_78 = l_4850;
}
}
}
l_mut_2905 = l_mut_78;
} else {
}
l_mut_3921 = u32(0);
let l_4851 = l_mut_3159 <= f64(0.0);
let l_4852 = l_mut_2905 >= f64(0.0);
let l_4853 = l_4851 && l_4852;
let l_4854 = !l_4853;
if l_4854 {
let l_4856 = l_mut_3669 / l_mut_3159;
let l_4857 = l_mut_3669 / l_mut_2905;
let l_4858 = l_mut_3415 / l_mut_3159;
let l_4859 = l_mut_3415 / l_mut_2905;
a_4855[u32(0)] = l_4856;
a_4855[u32(1)] = l_4856;
let l_4860 = a_4855[u32(0)];
let l_4861 = l_4857 < l_4860;
if l_4861 {
a_4855[u32(0)] = l_4857;
}
let l_4862 = a_4855[u32(0)];
let l_4863 = l_4858 < l_4862;
if l_4863 {
a_4855[u32(0)] = l_4858;
}
let l_4864 = a_4855[u32(0)];
let l_4865 = l_4859 < l_4864;
if l_4865 {
a_4855[u32(0)] = l_4859;
}
let l_4866 = a_4855[u32(1)];
let l_4867 = l_4857 > l_4866;
if l_4867 {
a_4855[u32(1)] = l_4857;
}
let l_4868 = a_4855[u32(1)];
let l_4869 = l_4858 > l_4868;
if l_4869 {
a_4855[u32(1)] = l_4858;
}
let l_4870 = a_4855[u32(1)];
let l_4871 = l_4859 > l_4870;
if l_4871 {
a_4855[u32(1)] = l_4859;
}
let l_4872 = a_4855[u32(0)];
let l_4873 = abs(l_4872);
let l_4874 = l_4873 * l_mut_232;
let l_4875 = a_4855[u32(1)];
let l_4876 = abs(l_4875);
let l_4877 = l_4876 * l_mut_232;
l_mut_3921 = u32(2);
let l_4878 = a_4855[u32(0)];
let l_4879 = l_4878 - l_4874;
let l_4880 = abs(l_4879);
l_mut_3669 = f64(1.401298464324817e-45);
let l_4881 = l_4880 >= f64(1.1754943508222875e-38);
let l_4882 = l_4880 <= f64(1.7976931348623157e308);
let l_4883 = l_4881 && l_4882;
if l_4883 {
let l_4884 = bitcast<u64>(l_4880);
let l_4885 = l_4884 >> u32(bitcast<u64>(u64(52)));
let l_4886 = l_4885 - u64(23);
let l_4887 = l_4886 << u32(bitcast<u64>(u64(52)));
let l_4888 = bitcast<f64>(l_4887);
l_mut_3669 = l_4888;
}
let l_4889 = l_4878 + l_4874;
let l_4890 = abs(l_4889);
l_mut_3415 = f64(1.401298464324817e-45);
let l_4891 = l_4890 >= f64(1.1754943508222875e-38);
let l_4892 = l_4890 <= f64(1.7976931348623157e308);
let l_4893 = l_4891 && l_4892;
if l_4893 {
let l_4894 = bitcast<u64>(l_4890);
let l_4895 = l_4894 >> u32(bitcast<u64>(u64(52)));
let l_4896 = l_4895 - u64(23);
let l_4897 = l_4896 << u32(bitcast<u64>(u64(52)));
let l_4898 = bitcast<f64>(l_4897);
l_mut_3415 = l_4898;
}
let l_4899 = l_mut_3669 == l_mut_3415;
let l_4900 = a_4855[u32(1)];
let l_4901 = l_4900 - l_4877;
let l_4902 = abs(l_4901);
l_mut_3669 = f64(1.401298464324817e-45);
let l_4903 = l_4902 >= f64(1.1754943508222875e-38);
let l_4904 = l_4902 <= f64(1.7976931348623157e308);
let l_4905 = l_4903 && l_4904;
if l_4905 {
let l_4906 = bitcast<u64>(l_4902);
let l_4907 = l_4906 >> u32(bitcast<u64>(u64(52)));
let l_4908 = l_4907 - u64(23);
let l_4909 = l_4908 << u32(bitcast<u64>(u64(52)));
let l_4910 = bitcast<f64>(l_4909);
l_mut_3669 = l_4910;
}
let l_4911 = l_4900 + l_4877;
let l_4912 = abs(l_4911);
l_mut_3415 = f64(1.401298464324817e-45);
let l_4913 = l_4912 >= f64(1.1754943508222875e-38);
let l_4914 = l_4912 <= f64(1.7976931348623157e308);
let l_4915 = l_4913 && l_4914;
if l_4915 {
let l_4916 = bitcast<u64>(l_4912);
let l_4917 = l_4916 >> u32(bitcast<u64>(u64(52)));
let l_4918 = l_4917 - u64(23);
let l_4919 = l_4918 << u32(bitcast<u64>(u64(52)));
let l_4920 = bitcast<f64>(l_4919);
l_mut_3415 = l_4920;
}
let l_4921 = l_mut_3669 == l_mut_3415;
let l_4922 = l_4899 && l_4921;
if l_4922 {
let l_4923 = a_4855[u32(0)];
let l_4924 = a_4855[u32(0)];
let l_4925 = abs(l_4924);
l_mut_3669 = f64(1.401298464324817e-45);
let l_4926 = l_4925 >= f64(1.1754943508222875e-38);
let l_4927 = l_4925 <= f64(1.7976931348623157e308);
let l_4928 = l_4926 && l_4927;
if l_4928 {
let l_4929 = bitcast<u64>(l_4925);
let l_4930 = l_4929 >> u32(bitcast<u64>(u64(52)));
let l_4931 = l_4930 - u64(23);
let l_4932 = l_4931 << u32(bitcast<u64>(u64(52)));
let l_4933 = bitcast<f64>(l_4932);
l_mut_3669 = l_4933;
}
let l_4934 = l_712 * l_mut_3669;
let l_4935 = l_4923 - l_4934;
let l_4936 = a_4855[u32(1)];
let l_4937 = a_4855[u32(1)];
let l_4938 = abs(l_4937);
l_mut_3669 = f64(1.401298464324817e-45);
let l_4939 = l_4938 >= f64(1.1754943508222875e-38);
let l_4940 = l_4938 <= f64(1.7976931348623157e308);
let l_4941 = l_4939 && l_4940;
if l_4941 {
let l_4942 = bitcast<u64>(l_4938);
let l_4943 = l_4942 >> u32(bitcast<u64>(u64(52)));
let l_4944 = l_4943 - u64(23);
let l_4945 = l_4944 << u32(bitcast<u64>(u64(52)));
let l_4946 = bitcast<f64>(l_4945);
l_mut_3669 = l_4946;
}
let l_4947 = l_712 * l_mut_3669;
let l_4948 = l_4936 + l_4947;
let l_4949 = bitcast<u32>(l_26);
let l_4950 = l_4949 & u32(2147483647);
let l_4951 = bitcast<f32>(l_4950);
let l_4952 = f64(l_4951);
l_mut_3669 = l_4952;
let l_4953 = l_4950 < u32(8388608);
if l_4953 {
let l_4954 = f64(l_4950);
let l_4955 = l_4954 * f64(1.401298464324817e-45);
l_mut_3669 = l_4955;
}
let l_4956 = bitcast<u64>(l_mut_3669);
let l_4957 = l_4949 >> u32(31);
let l_4958 = u64(l_4957);
let l_4959 = l_4958 << u32(bitcast<u64>(u64(63)));
let l_4960 = l_4956 | l_4959;
let l_4961 = bitcast<f64>(l_4960);
let l_4962 = bitcast<u32>(l_26);
let l_4963 = l_4962 + u32(1);
l_mut_4964 = l_4963;
let l_4965 = l_4962 & u32(2147483647);
let l_4966 = l_4965 == u32(0);
if l_4966 {
l_mut_4964 = u32(1);
} else {
let l_4967 = l_4962 & u32(2147483648);
let l_4968 = l_4967 != u32(0);
if l_4968 {
let l_4969 = l_4962 - u32(1);
l_mut_4964 = l_4969;
} else {
let l_4970 = l_4962 == u32(2139095040);
if l_4970 {
l_mut_4964 = l_4962;
}
}
}
let l_4971 = bitcast<f32>(l_mut_4964);
let l_4972 = bitcast<u32>(l_4971);
let l_4973 = l_4972 & u32(2147483647);
let l_4974 = bitcast<f32>(l_4973);
let l_4975 = f64(l_4974);
l_mut_3669 = l_4975;
let l_4976 = l_4973 < u32(8388608);
if l_4976 {
let l_4977 = f64(l_4973);
let l_4978 = l_4977 * f64(1.401298464324817e-45);
l_mut_3669 = l_4978;
}
let l_4979 = bitcast<u64>(l_mut_3669);
let l_4980 = l_4972 >> u32(31);
let l_4981 = u64(l_4980);
let l_4982 = l_4981 << u32(bitcast<u64>(u64(63)));
let l_4983 = l_4979 | l_4982;
let l_4984 = bitcast<f64>(l_4983);
let l_4985 = bitcast<u32>(l_26);
let l_4986 = l_4985 ^ u32(2147483648);
let l_4987 = bitcast<f32>(l_4986);
let l_4988 = bitcast<u32>(l_4987);
let l_4989 = l_4988 + u32(1);
l_mut_4964 = l_4989;
let l_4990 = l_4988 & u32(2147483647);
let l_4991 = l_4990 == u32(0);
if l_4991 {
l_mut_4964 = u32(1);
} else {
let l_4992 = l_4988 & u32(2147483648);
let l_4993 = l_4992 != u32(0);
if l_4993 {
let l_4994 = l_4988 - u32(1);
l_mut_4964 = l_4994;
} else {
let l_4995 = l_4988 == u32(2139095040);
if l_4995 {
l_mut_4964 = l_4988;
}
}
}
let l_4996 = bitcast<f32>(l_mut_4964);
let l_4997 = bitcast<u32>(l_4996);
let l_4998 = l_4997 ^ u32(2147483648);
let l_4999 = bitcast<f32>(l_4998);
let l_5000 = bitcast<u32>(l_4999);
let l_5001 = l_5000 & u32(2147483647);
let l_5002 = bitcast<f32>(l_5001);
let l_5003 = f64(l_5002);
l_mut_3669 = l_5003;
let l_5004 = l_5001 < u32(8388608);
if l_5004 {
let l_5005 = f64(l_5001);
let l_5006 = l_5005 * f64(1.401298464324817e-45);
l_mut_3669 = l_5006;
}
let l_5007 = bitcast<u64>(l_mut_3669);
let l_5008 = l_5000 >> u32(31);
let l_5009 = u64(l_5008);
let l_5010 = l_5009 << u32(bitcast<u64>(u64(63)));
let l_5011 = l_5007 | l_5010;
let l_5012 = bitcast<f64>(l_5011);
let l_5013 = l_4935 + l_4874;
let l_5014 = l_5013 <= l_4961;
l_mut_837 = l_5014;
let l_5015 = l_4935 - l_4874;
let l_5016 = l_5015 > l_4961;
l_mut_834 = l_5016;
let l_5017 = l_4948 - l_4877;
let l_5018 = l_5017 >= l_4961;
l_mut_831 = l_5018;
let l_5019 = l_4948 + l_4877;
let l_5020 = l_5019 < l_4961;
l_mut_828 = l_5020;
let l_5021 = l_4935 + l_4874;
let l_5022 = l_5021 < l_4984;
l_mut_837 = l_5022;
let l_5023 = l_4935 - l_4874;
let l_5024 = l_5023 >= l_4984;
l_mut_834 = l_5024;
let l_5025 = l_4948 - l_4877;
let l_5026 = l_5025 > l_5012;
l_mut_831 = l_5026;
let l_5027 = l_4948 + l_4877;
let l_5028 = l_5027 <= l_5012;
l_mut_828 = l_5028;
l_mut_4964 = u32(2);
let l_5029 = l_mut_834 || l_mut_828;
if l_5029 {
l_mut_4964 = u32(1);
} else {
let l_5030 = l_mut_837 && l_mut_831;
if l_5030 {
l_mut_4964 = u32(0);
}
}
let l_5031 = bitcast<u32>(l_26);
let l_5032 = l_5031 & u32(2147483647);
let l_5033 = l_5032 == u32(0);
if l_5033 {
let l_5034 = l_4935 + l_4874;
let l_5035 = l_5034 < f64(1.1754943508222875e-38);
let l_5036 = l_4948 - l_4877;
let l_5037 = l_5036 > f64(-1.1754943508222875e-38);
let l_5038 = l_5035 && l_5037;
let l_5039 = l_4935 - l_4874;
let l_5040 = l_5039 < f64(1.1754943508222875e-38);
let l_5041 = l_4948 + l_4877;
let l_5042 = l_5041 > f64(-1.1754943508222875e-38);
let l_5043 = l_5040 && l_5042;
if l_5038 {
l_mut_4964 = u32(0);
} else {
let l_5044 = l_mut_4964 == u32(1);
let l_5045 = l_5043 && l_5044;
if l_5045 {
l_mut_4964 = u32(2);
}
}
}
l_mut_3921 = l_mut_4964;
}
}
let l_5046 = l_mut_736 == u32(0);
if l_5046 {
l_mut_777 = u32(0);
} else {
let l_5047 = l_mut_3921 == u32(1);
if l_5047 {
l_mut_777 = u32(1);
}
}
} else {
let l_5048 = l_mut_1890 - l_709;
let l_5049 = l_mut_1890 + l_709;
let l_5050 = l_mut_404 - l_709;
let l_5051 = l_mut_404 + l_709;
let l_5052 = abs(l_5050);
let l_5053 = l_5052 > l_2787;
let l_5054 = abs(l_5051);
let l_5055 = l_5054 > l_2787;
let l_5056 = l_5053 && l_5055;
if l_5056 {
let l_5057 = l_2785 + l_2787;
let l_5058 = abs(l_5050);
let l_5059 = abs(l_5051);
l_mut_3669 = l_5058;
let l_5060 = l_5059 < l_5058;
if l_5060 {
l_mut_3669 = l_5059;
}
let l_5061 = l_5057 / l_mut_3669;
let l_5062 = abs(l_5048);
let l_5063 = abs(l_5049);
l_mut_3669 = l_5062;
let l_5064 = l_5063 < l_5062;
if l_5064 {
l_mut_3669 = l_5063;
}
let l_5065 = l_2785 / l_mut_3669;
let l_5066 = l_5061 + l_5065;
l_mut_232 = l_mut_232 + l_5066;
l_mut_4964 = u32(0);
let l_5067 = l_5050 <= f64(0.0);
let l_5068 = l_5051 >= f64(0.0);
let l_5069 = l_5067 && l_5068;
let l_5070 = !l_5069;
if l_5070 {
let l_5072 = l_5048 / l_5050;
let l_5073 = l_5048 / l_5051;
let l_5074 = l_5049 / l_5050;
let l_5075 = l_5049 / l_5051;
a_5071[u32(0)] = l_5072;
a_5071[u32(1)] = l_5072;
let l_5076 = a_5071[u32(0)];
let l_5077 = l_5073 < l_5076;
if l_5077 {
a_5071[u32(0)] = l_5073;
}
let l_5078 = a_5071[u32(0)];
let l_5079 = l_5074 < l_5078;
if l_5079 {
a_5071[u32(0)] = l_5074;
}
let l_5080 = a_5071[u32(0)];
let l_5081 = l_5075 < l_5080;
if l_5081 {
a_5071[u32(0)] = l_5075;
}
let l_5082 = a_5071[u32(1)];
let l_5083 = l_5073 > l_5082;
if l_5083 {
a_5071[u32(1)] = l_5073;
}
let l_5084 = a_5071[u32(1)];
let l_5085 = l_5074 > l_5084;
if l_5085 {
a_5071[u32(1)] = l_5074;
}
let l_5086 = a_5071[u32(1)];
let l_5087 = l_5075 > l_5086;
if l_5087 {
a_5071[u32(1)] = l_5075;
}
let l_5088 = a_5071[u32(0)];
let l_5089 = abs(l_5088);
let l_5090 = l_5089 * l_mut_232;
let l_5091 = a_5071[u32(1)];
let l_5092 = abs(l_5091);
let l_5093 = l_5092 * l_mut_232;
l_mut_4964 = u32(2);
let l_5094 = a_5071[u32(0)];
let l_5095 = l_5094 - l_5090;
let l_5096 = abs(l_5095);
l_mut_3669 = f64(1.401298464324817e-45);
let l_5097 = l_5096 >= f64(1.1754943508222875e-38);
let l_5098 = l_5096 <= f64(1.7976931348623157e308);
let l_5099 = l_5097 && l_5098;
if l_5099 {
let l_5100 = bitcast<u64>(l_5096);
let l_5101 = l_5100 >> u32(bitcast<u64>(u64(52)));
let l_5102 = l_5101 - u64(23);
let l_5103 = l_5102 << u32(bitcast<u64>(u64(52)));
let l_5104 = bitcast<f64>(l_5103);
l_mut_3669 = l_5104;
}
let l_5105 = l_5094 + l_5090;
let l_5106 = abs(l_5105);
l_mut_3415 = f64(1.401298464324817e-45);
let l_5107 = l_5106 >= f64(1.1754943508222875e-38);
let l_5108 = l_5106 <= f64(1.7976931348623157e308);
let l_5109 = l_5107 && l_5108;
if l_5109 {
let l_5110 = bitcast<u64>(l_5106);
let l_5111 = l_5110 >> u32(bitcast<u64>(u64(52)));
let l_5112 = l_5111 - u64(23);
let l_5113 = l_5112 << u32(bitcast<u64>(u64(52)));
let l_5114 = bitcast<f64>(l_5113);
l_mut_3415 = l_5114;
}
let l_5115 = l_mut_3669 == l_mut_3415;
let l_5116 = a_5071[u32(1)];
let l_5117 = l_5116 - l_5093;
let l_5118 = abs(l_5117);
l_mut_3669 = f64(1.401298464324817e-45);
let l_5119 = l_5118 >= f64(1.1754943508222875e-38);
let l_5120 = l_5118 <= f64(1.7976931348623157e308);
let l_5121 = l_5119 && l_5120;
if l_5121 {
let l_5122 = bitcast<u64>(l_5118);
let l_5123 = l_5122 >> u32(bitcast<u64>(u64(52)));
let l_5124 = l_5123 - u64(23);
let l_5125 = l_5124 << u32(bitcast<u64>(u64(52)));
let l_5126 = bitcast<f64>(l_5125);
l_mut_3669 = l_5126;
}
let l_5127 = l_5116 + l_5093;
let l_5128 = abs(l_5127);
l_mut_3415 = f64(1.401298464324817e-45);
let l_5129 = l_5128 >= f64(1.1754943508222875e-38);
let l_5130 = l_5128 <= f64(1.7976931348623157e308);
let l_5131 = l_5129 && l_5130;
if l_5131 {
let l_5132 = bitcast<u64>(l_5128);
let l_5133 = l_5132 >> u32(bitcast<u64>(u64(52)));
let l_5134 = l_5133 - u64(23);
let l_5135 = l_5134 << u32(bitcast<u64>(u64(52)));
let l_5136 = bitcast<f64>(l_5135);
l_mut_3415 = l_5136;
}
let l_5137 = l_mut_3669 == l_mut_3415;
let l_5138 = l_5115 && l_5137;
if l_5138 {
let l_5139 = a_5071[u32(0)];
let l_5140 = a_5071[u32(0)];
let l_5141 = abs(l_5140);
l_mut_3669 = f64(1.401298464324817e-45);
let l_5142 = l_5141 >= f64(1.1754943508222875e-38);
let l_5143 = l_5141 <= f64(1.7976931348623157e308);
let l_5144 = l_5142 && l_5143;
if l_5144 {
let l_5145 = bitcast<u64>(l_5141);
let l_5146 = l_5145 >> u32(bitcast<u64>(u64(52)));
let l_5147 = l_5146 - u64(23);
let l_5148 = l_5147 << u32(bitcast<u64>(u64(52)));
let l_5149 = bitcast<f64>(l_5148);
l_mut_3669 = l_5149;
}
let l_5150 = l_712 * l_mut_3669;
let l_5151 = l_5139 - l_5150;
let l_5152 = a_5071[u32(1)];
let l_5153 = a_5071[u32(1)];
let l_5154 = abs(l_5153);
l_mut_3669 = f64(1.401298464324817e-45);
let l_5155 = l_5154 >= f64(1.1754943508222875e-38);
let l_5156 = l_5154 <= f64(1.7976931348623157e308);
let l_5157 = l_5155 && l_5156;
if l_5157 {
let l_5158 = bitcast<u64>(l_5154);
let l_5159 = l_5158 >> u32(bitcast<u64>(u64(52)));
let l_5160 = l_5159 - u64(23);
let l_5161 = l_5160 << u32(bitcast<u64>(u64(52)));
let l_5162 = bitcast<f64>(l_5161);
l_mut_3669 = l_5162;
}
let l_5163 = l_712 * l_mut_3669;
let l_5164 = l_5152 + l_5163;
let l_5165 = bitcast<u32>(l_26);
let l_5166 = l_5165 & u32(2147483647);
let l_5167 = bitcast<f32>(l_5166);
let l_5168 = f64(l_5167);
l_mut_3669 = l_5168;
let l_5169 = l_5166 < u32(8388608);
if l_5169 {
let l_5170 = f64(l_5166);
let l_5171 = l_5170 * f64(1.401298464324817e-45);
l_mut_3669 = l_5171;
}
let l_5172 = bitcast<u64>(l_mut_3669);
let l_5173 = l_5165 >> u32(31);
let l_5174 = u64(l_5173);
let l_5175 = l_5174 << u32(bitcast<u64>(u64(63)));
let l_5176 = l_5172 | l_5175;
let l_5177 = bitcast<f64>(l_5176);
let l_5178 = bitcast<u32>(l_26);
let l_5179 = l_5178 + u32(1);
l_mut_3921 = l_5179;
let l_5180 = l_5178 & u32(2147483647);
let l_5181 = l_5180 == u32(0);
if l_5181 {
l_mut_3921 = u32(1);
} else {
let l_5182 = l_5178 & u32(2147483648);
let l_5183 = l_5182 != u32(0);
if l_5183 {
let l_5184 = l_5178 - u32(1);
l_mut_3921 = l_5184;
} else {
let l_5185 = l_5178 == u32(2139095040);
if l_5185 {
l_mut_3921 = l_5178;
}
}
}
let l_5186 = bitcast<f32>(l_mut_3921);
let l_5187 = bitcast<u32>(l_5186);
let l_5188 = l_5187 & u32(2147483647);
let l_5189 = bitcast<f32>(l_5188);
let l_5190 = f64(l_5189);
l_mut_3669 = l_5190;
let l_5191 = l_5188 < u32(8388608);
if l_5191 {
let l_5192 = f64(l_5188);
let l_5193 = l_5192 * f64(1.401298464324817e-45);
l_mut_3669 = l_5193;
}
let l_5194 = bitcast<u64>(l_mut_3669);
let l_5195 = l_5187 >> u32(31);
let l_5196 = u64(l_5195);
let l_5197 = l_5196 << u32(bitcast<u64>(u64(63)));
let l_5198 = l_5194 | l_5197;
let l_5199 = bitcast<f64>(l_5198);
let l_5200 = bitcast<u32>(l_26);
let l_5201 = l_5200 ^ u32(2147483648);
let l_5202 = bitcast<f32>(l_5201);
let l_5203 = bitcast<u32>(l_5202);
let l_5204 = l_5203 + u32(1);
l_mut_3921 = l_5204;
let l_5205 = l_5203 & u32(2147483647);
let l_5206 = l_5205 == u32(0);
if l_5206 {
l_mut_3921 = u32(1);
} else {
let l_5207 = l_5203 & u32(2147483648);
let l_5208 = l_5207 != u32(0);
if l_5208 {
let l_5209 = l_5203 - u32(1);
l_mut_3921 = l_5209;
} else {
let l_5210 = l_5203 == u32(2139095040);
if l_5210 {
l_mut_3921 = l_5203;
}
}
}
let l_5211 = bitcast<f32>(l_mut_3921);
let l_5212 = bitcast<u32>(l_5211);
let l_5213 = l_5212 ^ u32(2147483648);
let l_5214 = bitcast<f32>(l_5213);
let l_5215 = bitcast<u32>(l_5214);
let l_5216 = l_5215 & u32(2147483647);
let l_5217 = bitcast<f32>(l_5216);
let l_5218 = f64(l_5217);
l_mut_3669 = l_5218;
let l_5219 = l_5216 < u32(8388608);
if l_5219 {
let l_5220 = f64(l_5216);
let l_5221 = l_5220 * f64(1.401298464324817e-45);
l_mut_3669 = l_5221;
}
let l_5222 = bitcast<u64>(l_mut_3669);
let l_5223 = l_5215 >> u32(31);
let l_5224 = u64(l_5223);
let l_5225 = l_5224 << u32(bitcast<u64>(u64(63)));
let l_5226 = l_5222 | l_5225;
let l_5227 = bitcast<f64>(l_5226);
let l_5228 = l_5151 + l_5090;
let l_5229 = l_5228 <= l_5177;
l_mut_837 = l_5229;
let l_5230 = l_5151 - l_5090;
let l_5231 = l_5230 > l_5177;
l_mut_834 = l_5231;
let l_5232 = l_5164 - l_5093;
let l_5233 = l_5232 >= l_5177;
l_mut_831 = l_5233;
let l_5234 = l_5164 + l_5093;
let l_5235 = l_5234 < l_5177;
l_mut_828 = l_5235;
l_mut_3921 = u32(2);
let l_5236 = l_mut_834 || l_mut_828;
if l_5236 {
l_mut_3921 = u32(1);
} else {
let l_5237 = l_mut_837 && l_mut_831;
if l_5237 {
l_mut_3921 = u32(0);
}
}
let l_5238 = bitcast<u32>(l_26);
let l_5239 = l_5238 & u32(2147483647);
let l_5240 = l_5239 == u32(0);
if l_5240 {
let l_5241 = l_5151 + l_5090;
let l_5242 = l_5241 < f64(1.1754943508222875e-38);
let l_5243 = l_5164 - l_5093;
let l_5244 = l_5243 > f64(-1.1754943508222875e-38);
let l_5245 = l_5242 && l_5244;
let l_5246 = l_5151 - l_5090;
let l_5247 = l_5246 < f64(1.1754943508222875e-38);
let l_5248 = l_5164 + l_5093;
let l_5249 = l_5248 > f64(-1.1754943508222875e-38);
let l_5250 = l_5247 && l_5249;
if l_5245 {
l_mut_3921 = u32(0);
} else {
let l_5251 = l_mut_3921 == u32(1);
let l_5252 = l_5250 && l_5251;
if l_5252 {
l_mut_3921 = u32(2);
}
}
}
l_mut_4964 = l_mut_3921;
}
}
l_mut_777 = l_mut_4964;
}
}
l_mut_720 = l_mut_777;
} else {
let l_5253 = l_717 <= l_715;
if l_5253 {
let l_5254 = f32(l_716);
let l_5255 = bitcast<u32>(l_5254);
let l_5256 = l_5255 & u32(2147483647);
let l_5257 = bitcast<f32>(l_5256);
let l_5258 = f64(l_5257);
l_mut_3669 = l_5258;
let l_5259 = l_5256 < u32(8388608);
if l_5259 {
let l_5260 = f64(l_5256);
let l_5261 = l_5260 * f64(1.401298464324817e-45);
l_mut_3669 = l_5261;
}
let l_5262 = bitcast<u64>(l_mut_3669);
let l_5263 = l_5255 >> u32(31);
let l_5264 = u64(l_5263);
let l_5265 = l_5264 << u32(bitcast<u64>(u64(63)));
let l_5266 = l_5262 | l_5265;
let l_5267 = bitcast<f64>(l_5266);
let l_5268 = abs(l_5267);
l_mut_3669 = l_5268;
l_mut_4964 = u32(0);
let l_5269 = l_5268 >= f64(0.785);
if l_5269 {
let l_5270 = l_5268 * f64(0.6366197723675814);
let l_5271 = l_5270 + f64(0.5);
let l_5272 = floor(l_5271);
let l_5273 = l_5272 * f64(1.570796325802803);
let l_5274 = l_5268 - l_5273;
let l_5275 = l_5274 * l_20;
let l_5276 = l_5272 * f64(9.920935796805404e-10);
let l_5277 = l_5275 - l_5276;
l_mut_3669 = l_5277;
let l_5278 = u32(l_5272);
l_mut_4964 = l_5278;
}
let l_5279 = bitcast<u32>(l_5254);
let l_5280 = l_5279 >= u32(2147483648);
let l_5281 = l_mut_3669 * l_mut_3669;
let l_5282 = l_5281 * f64(1.9572941063391263e-20);
let l_5283 = f64(8.22063524662433e-18) - l_5282;
l_mut_3415 = l_5283;
let l_5284 = l_mut_3415 * l_5281;
let l_5285 = l_5284 - f64(2.8114572543455206e-15);
l_mut_3415 = l_5285;
let l_5286 = l_mut_3415 * l_5281;
let l_5287 = l_5286 + f64(7.647163731819816e-13);
l_mut_3415 = l_5287;
let l_5288 = l_mut_3415 * l_5281;
let l_5289 = l_5288 - f64(1.6059043836821613e-10);
l_mut_3415 = l_5289;
let l_5290 = l_mut_3415 * l_5281;
let l_5291 = l_5290 + f64(2.505210838544172e-8);
l_mut_3415 = l_5291;
let l_5292 = l_mut_3415 * l_5281;
let l_5293 = l_5292 - f64(2.7557319223985893e-6);
l_mut_3415 = l_5293;
let l_5294 = l_mut_3415 * l_5281;
let l_5295 = l_5294 + f64(0.0001984126984126984);
l_mut_3415 = l_5295;
let l_5296 = l_mut_3415 * l_5281;
let l_5297 = l_5296 - f64(0.008333333333333333);
l_mut_3415 = l_5297;
let l_5298 = l_mut_3415 * l_5281;
let l_5299 = l_5298 + f64(0.16666666666666666);
l_mut_3415 = l_5299;
let l_5300 = f64(0.5) * l_5281;
let l_5301 = f64(1.0) - l_5300;
let l_5302 = f64(0.0) * l_5301;
let l_5303 = l_mut_3669 * l_5281;
let l_5304 = l_5303 * l_mut_3415;
let l_5305 = l_5302 - l_5304;
let l_5306 = l_mut_3669 + l_5305;
let l_5307 = l_mut_3669 * l_mut_3669;
let l_5308 = l_5307 * f64(4.110317623312165e-19);
let l_5309 = l_5308 - f64(1.5619206968586225e-16);
l_mut_3415 = l_5309;
let l_5310 = l_mut_3415 * l_5307;
let l_5311 = l_5310 + f64(4.779477332387385e-14);
l_mut_3415 = l_5311;
let l_5312 = l_mut_3415 * l_5307;
let l_5313 = l_5312 - f64(1.1470745597729725e-11);
l_mut_3415 = l_5313;
let l_5314 = l_mut_3415 * l_5307;
let l_5315 = l_5314 + f64(2.08767569878681e-9);
l_mut_3415 = l_5315;
let l_5316 = l_mut_3415 * l_5307;
let l_5317 = l_5316 - f64(2.755731922398589e-7);
l_mut_3415 = l_5317;
let l_5318 = l_mut_3415 * l_5307;
let l_5319 = l_5318 + f64(2.48015873015873e-5);
l_mut_3415 = l_5319;
let l_5320 = l_mut_3415 * l_5307;
let l_5321 = l_5320 - f64(0.001388888888888889);
l_mut_3415 = l_5321;
let l_5322 = l_mut_3415 * l_5307;
let l_5323 = l_5322 + f64(0.041666666666666664);
l_mut_3415 = l_5323;
let l_5324 = f64(0.5) * l_5307;
let l_5325 = f64(1.0) - l_5324;
let l_5326 = l_5307 * l_5307;
let l_5327 = l_5326 * l_mut_3415;
let l_5328 = f64(0.0) * l_mut_3669;
let l_5329 = l_5327 - l_5328;
let l_5330 = l_5325 + l_5329;
let l_5331 = l_mut_4964 & u32(1);
let l_5332 = l_5331 == u32(1);
l_mut_3669 = l_5306;
let l_5333 = l_mut_4964 & u32(2);
let l_5334 = l_5333 != u32(0);
l_mut_837 = l_5334;
let l_5335 = u32(6) == u32(6);
if l_5335 {
if l_5332 {
l_mut_3669 = l_5330;
}
} else {
let l_5336 = u32(6) == u32(7);
if l_5336 {
l_mut_3669 = l_5330;
if l_5332 {
l_mut_3669 = l_5306;
}
let l_5337 = l_mut_4964 + u32(1);
let l_5338 = l_5337 & u32(2);
let l_5339 = l_5338 != u32(0);
l_mut_837 = l_5339;
} else {
let l_5340 = l_5306 / l_5330;
l_mut_3669 = l_5340;
if l_5332 {
let l_5341 = l_5330 / l_5306;
l_mut_3669 = l_5341;
}
l_mut_837 = l_5332;
}
}
let l_5342 = u32(6) != u32(7);
let l_5343 = l_5342 && l_5280;
if l_5343 {
let l_5344 = !l_mut_837;
l_mut_837 = l_5344;
}
if l_mut_837 {
let l_5345 = -l_mut_3669;
l_mut_3669 = l_5345;
}
let l_5346 = f32(l_716);
let l_5347 = bitcast<u32>(l_5346);
let l_5348 = l_5347 & u32(2147483647);
let l_5349 = bitcast<f32>(l_5348);
let l_5350 = f64(l_5349);
l_mut_3415 = l_5350;
let l_5351 = l_5348 < u32(8388608);
if l_5351 {
let l_5352 = f64(l_5348);
let l_5353 = l_5352 * f64(1.401298464324817e-45);
l_mut_3415 = l_5353;
}
let l_5354 = bitcast<u64>(l_mut_3415);
let l_5355 = l_5347 >> u32(31);
let l_5356 = u64(l_5355);
let l_5357 = l_5356 << u32(bitcast<u64>(u64(63)));
let l_5358 = l_5354 | l_5357;
let l_5359 = bitcast<f64>(l_5358);
let l_5360 = abs(l_5359);
l_mut_3415 = l_5360;
l_mut_4964 = u32(0);
let l_5361 = l_5360 >= f64(0.785);
if l_5361 {
let l_5362 = l_5360 * f64(0.6366197723675814);
let l_5363 = l_5362 + f64(0.5);
let l_5364 = floor(l_5363);
let l_5365 = l_5364 * f64(1.570796325802803);
let l_5366 = l_5360 - l_5365;
let l_5367 = l_5366 * l_20;
let l_5368 = l_5364 * f64(9.920935796805404e-10);
let l_5369 = l_5367 - l_5368;
l_mut_3415 = l_5369;
let l_5370 = u32(l_5364);
l_mut_4964 = l_5370;
}
let l_5371 = bitcast<u32>(l_5346);
let l_5372 = l_5371 >= u32(2147483648);
let l_5373 = l_mut_3415 * l_mut_3415;
let l_5374 = l_5373 * f64(1.9572941063391263e-20);
let l_5375 = f64(8.22063524662433e-18) - l_5374;
l_mut_3159 = l_5375;
let l_5376 = l_mut_3159 * l_5373;
let l_5377 = l_5376 - f64(2.8114572543455206e-15);
l_mut_3159 = l_5377;
let l_5378 = l_mut_3159 * l_5373;
let l_5379 = l_5378 + f64(7.647163731819816e-13);
l_mut_3159 = l_5379;
let l_5380 = l_mut_3159 * l_5373;
let l_5381 = l_5380 - f64(1.6059043836821613e-10);
l_mut_3159 = l_5381;
let l_5382 = l_mut_3159 * l_5373;
let l_5383 = l_5382 + f64(2.505210838544172e-8);
l_mut_3159 = l_5383;
let l_5384 = l_mut_3159 * l_5373;
let l_5385 = l_5384 - f64(2.7557319223985893e-6);
l_mut_3159 = l_5385;
let l_5386 = l_mut_3159 * l_5373;
let l_5387 = l_5386 + f64(0.0001984126984126984);
l_mut_3159 = l_5387;
let l_5388 = l_mut_3159 * l_5373;
let l_5389 = l_5388 - f64(0.008333333333333333);
l_mut_3159 = l_5389;
let l_5390 = l_mut_3159 * l_5373;
let l_5391 = l_5390 + f64(0.16666666666666666);
l_mut_3159 = l_5391;
let l_5392 = f64(0.5) * l_5373;
let l_5393 = f64(1.0) - l_5392;
let l_5394 = f64(0.0) * l_5393;
let l_5395 = l_mut_3415 * l_5373;
let l_5396 = l_5395 * l_mut_3159;
let l_5397 = l_5394 - l_5396;
let l_5398 = l_mut_3415 + l_5397;
let l_5399 = l_mut_3415 * l_mut_3415;
let l_5400 = l_5399 * f64(4.110317623312165e-19);
let l_5401 = l_5400 - f64(1.5619206968586225e-16);
l_mut_3159 = l_5401;
let l_5402 = l_mut_3159 * l_5399;
let l_5403 = l_5402 + f64(4.779477332387385e-14);
l_mut_3159 = l_5403;
let l_5404 = l_mut_3159 * l_5399;
let l_5405 = l_5404 - f64(1.1470745597729725e-11);
l_mut_3159 = l_5405;
let l_5406 = l_mut_3159 * l_5399;
let l_5407 = l_5406 + f64(2.08767569878681e-9);
l_mut_3159 = l_5407;
let l_5408 = l_mut_3159 * l_5399;
let l_5409 = l_5408 - f64(2.755731922398589e-7);
l_mut_3159 = l_5409;
let l_5410 = l_mut_3159 * l_5399;
let l_5411 = l_5410 + f64(2.48015873015873e-5);
l_mut_3159 = l_5411;
let l_5412 = l_mut_3159 * l_5399;
let l_5413 = l_5412 - f64(0.001388888888888889);
l_mut_3159 = l_5413;
let l_5414 = l_mut_3159 * l_5399;
let l_5415 = l_5414 + f64(0.041666666666666664);
l_mut_3159 = l_5415;
let l_5416 = f64(0.5) * l_5399;
let l_5417 = f64(1.0) - l_5416;
let l_5418 = l_5399 * l_5399;
let l_5419 = l_5418 * l_mut_3159;
let l_5420 = f64(0.0) * l_mut_3415;
let l_5421 = l_5419 - l_5420;
let l_5422 = l_5417 + l_5421;
let l_5423 = l_mut_4964 & u32(1);
let l_5424 = l_5423 == u32(1);
l_mut_3415 = l_5398;
let l_5425 = l_mut_4964 & u32(2);
let l_5426 = l_5425 != u32(0);
l_mut_837 = l_5426;
let l_5427 = u32(7) == u32(6);
if l_5427 {
if l_5424 {
l_mut_3415 = l_5422;
}
} else {
let l_5428 = u32(7) == u32(7);
if l_5428 {
l_mut_3415 = l_5422;
if l_5424 {
l_mut_3415 = l_5398;
}
let l_5429 = l_mut_4964 + u32(1);
let l_5430 = l_5429 & u32(2);
let l_5431 = l_5430 != u32(0);
l_mut_837 = l_5431;
} else {
let l_5432 = l_5398 / l_5422;
l_mut_3415 = l_5432;
if l_5424 {
let l_5433 = l_5422 / l_5398;
l_mut_3415 = l_5433;
}
l_mut_837 = l_5424;
}
}
let l_5434 = u32(7) != u32(7);
let l_5435 = l_5434 && l_5372;
if l_5435 {
let l_5436 = !l_mut_837;
l_mut_837 = l_5436;
}
if l_mut_837 {
let l_5437 = -l_mut_3415;
l_mut_3415 = l_5437;
}
let l_5438 = abs(l_mut_3669);
let l_5439 = l_5438 * f64(1.4551915228366852e-11);
let l_5440 = abs(l_mut_3415);
let l_5441 = l_5440 * f64(1.4551915228366852e-11);
let l_5442 = l_mut_3669 - l_709;
let l_5443 = l_mut_3669 + l_709;
let l_5444 = l_mut_3415 - l_709;
let l_5445 = l_mut_3415 + l_709;
l_mut_4964 = u32(2);
let l_5446 = abs(l_5444);
let l_5447 = l_5446 <= l_5441;
let l_5448 = abs(l_5445);
let l_5449 = l_5448 <= l_5441;
let l_5450 = l_5447 || l_5449;
let l_5451 = !l_5450;
if l_5451 {
l_mut_4964 = u32(0);
let l_5452 = l_5444 <= f64(0.0);
let l_5453 = l_5445 >= f64(0.0);
let l_5454 = l_5452 && l_5453;
let l_5455 = !l_5454;
if l_5455 {
let l_5456 = abs(l_5444);
let l_5457 = abs(l_5445);
l_mut_3669 = l_5456;
let l_5458 = l_5457 < l_5456;
if l_5458 {
l_mut_3669 = l_5457;
}
let l_5459 = l_5441 / l_mut_3669;
let l_5460 = l_5459 + f64(1.4551915228366852e-11);
let l_5461 = f64(1.0) / l_5445;
let l_5462 = f64(1.0) / l_5444;
let l_5463 = abs(l_5461);
l_mut_3669 = f64(1.401298464324817e-45);
let l_5464 = l_5463 >= f64(1.1754943508222875e-38);
let l_5465 = l_5463 <= f64(1.7976931348623157e308);
let l_5466 = l_5464 && l_5465;
if l_5466 {
let l_5467 = bitcast<u64>(l_5463);
let l_5468 = l_5467 >> u32(bitcast<u64>(u64(52)));
let l_5469 = l_5468 - u64(23);
let l_5470 = l_5469 << u32(bitcast<u64>(u64(52)));
let l_5471 = bitcast<f64>(l_5470);
l_mut_3669 = l_5471;
}
let l_5472 = l_712 * l_mut_3669;
let l_5473 = l_5461 - l_5472;
let l_5474 = abs(l_5462);
l_mut_3669 = f64(1.401298464324817e-45);
let l_5475 = l_5474 >= f64(1.1754943508222875e-38);
let l_5476 = l_5474 <= f64(1.7976931348623157e308);
let l_5477 = l_5475 && l_5476;
if l_5477 {
let l_5478 = bitcast<u64>(l_5474);
let l_5479 = l_5478 >> u32(bitcast<u64>(u64(52)));
let l_5480 = l_5479 - u64(23);
let l_5481 = l_5480 << u32(bitcast<u64>(u64(52)));
let l_5482 = bitcast<f64>(l_5481);
l_mut_3669 = l_5482;
}
let l_5483 = l_712 * l_mut_3669;
let l_5484 = l_5462 + l_5483;
let l_5486 = l_5442 * l_5473;
let l_5487 = l_5442 * l_5484;
let l_5488 = l_5443 * l_5473;
let l_5489 = l_5443 * l_5484;
a_5485[u32(0)] = l_5486;
a_5485[u32(1)] = l_5486;
let l_5490 = a_5485[u32(0)];
let l_5491 = l_5487 < l_5490;
if l_5491 {
a_5485[u32(0)] = l_5487;
}
let l_5492 = a_5485[u32(0)];
let l_5493 = l_5488 < l_5492;
if l_5493 {
a_5485[u32(0)] = l_5488;
}
let l_5494 = a_5485[u32(0)];
let l_5495 = l_5489 < l_5494;
if l_5495 {
a_5485[u32(0)] = l_5489;
}
let l_5496 = a_5485[u32(1)];
let l_5497 = l_5487 > l_5496;
if l_5497 {
a_5485[u32(1)] = l_5487;
}
let l_5498 = a_5485[u32(1)];
let l_5499 = l_5488 > l_5498;
if l_5499 {
a_5485[u32(1)] = l_5488;
}
let l_5500 = a_5485[u32(1)];
let l_5501 = l_5489 > l_5500;
if l_5501 {
a_5485[u32(1)] = l_5489;
}
let l_5502 = abs(l_5442);
let l_5503 = abs(l_5443);
l_mut_3669 = l_5502;
let l_5504 = l_5503 > l_5502;
if l_5504 {
l_mut_3669 = l_5503;
}
let l_5505 = abs(l_5473);
let l_5506 = abs(l_5484);
l_mut_3415 = l_5505;
let l_5507 = l_5506 > l_5505;
if l_5507 {
l_mut_3415 = l_5506;
}
let l_5508 = l_mut_3669 * l_mut_3415;
let l_5509 = l_5460 + f64(1.4551915228366852e-11);
let l_5510 = l_5508 * l_5509;
let l_5511 = l_5439 * l_mut_3415;
let l_5512 = l_5510 + l_5511;
l_mut_4964 = u32(2);
let l_5513 = abs(l_5461);
let l_5514 = l_5513 * l_5460;
let l_5515 = l_5461 - l_5514;
let l_5516 = abs(l_5515);
l_mut_3669 = f64(1.401298464324817e-45);
let l_5517 = l_5516 >= f64(1.1754943508222875e-38);
let l_5518 = l_5516 <= f64(1.7976931348623157e308);
let l_5519 = l_5517 && l_5518;
if l_5519 {
let l_5520 = bitcast<u64>(l_5516);
let l_5521 = l_5520 >> u32(bitcast<u64>(u64(52)));
let l_5522 = l_5521 - u64(23);
let l_5523 = l_5522 << u32(bitcast<u64>(u64(52)));
let l_5524 = bitcast<f64>(l_5523);
l_mut_3669 = l_5524;
}
let l_5525 = l_5461 + l_5514;
let l_5526 = abs(l_5525);
l_mut_3415 = f64(1.401298464324817e-45);
let l_5527 = l_5526 >= f64(1.1754943508222875e-38);
let l_5528 = l_5526 <= f64(1.7976931348623157e308);
let l_5529 = l_5527 && l_5528;
if l_5529 {
let l_5530 = bitcast<u64>(l_5526);
let l_5531 = l_5530 >> u32(bitcast<u64>(u64(52)));
let l_5532 = l_5531 - u64(23);
let l_5533 = l_5532 << u32(bitcast<u64>(u64(52)));
let l_5534 = bitcast<f64>(l_5533);
l_mut_3415 = l_5534;
}
let l_5535 = l_mut_3669 == l_mut_3415;
let l_5536 = abs(l_5462);
let l_5537 = l_5536 * l_5460;
let l_5538 = l_5462 - l_5537;
let l_5539 = abs(l_5538);
l_mut_3669 = f64(1.401298464324817e-45);
let l_5540 = l_5539 >= f64(1.1754943508222875e-38);
let l_5541 = l_5539 <= f64(1.7976931348623157e308);
let l_5542 = l_5540 && l_5541;
if l_5542 {
let l_5543 = bitcast<u64>(l_5539);
let l_5544 = l_5543 >> u32(bitcast<u64>(u64(52)));
let l_5545 = l_5544 - u64(23);
let l_5546 = l_5545 << u32(bitcast<u64>(u64(52)));
let l_5547 = bitcast<f64>(l_5546);
l_mut_3669 = l_5547;
}
let l_5548 = l_5462 + l_5537;
let l_5549 = abs(l_5548);
l_mut_3415 = f64(1.401298464324817e-45);
let l_5550 = l_5549 >= f64(1.1754943508222875e-38);
let l_5551 = l_5549 <= f64(1.7976931348623157e308);
let l_5552 = l_5550 && l_5551;
if l_5552 {
let l_5553 = bitcast<u64>(l_5549);
let l_5554 = l_5553 >> u32(bitcast<u64>(u64(52)));
let l_5555 = l_5554 - u64(23);
let l_5556 = l_5555 << u32(bitcast<u64>(u64(52)));
let l_5557 = bitcast<f64>(l_5556);
l_mut_3415 = l_5557;
}
let l_5558 = l_mut_3669 == l_mut_3415;
let l_5559 = l_5535 && l_5558;
if l_5559 {
let l_5560 = a_5485[u32(0)];
let l_5561 = a_5485[u32(1)];
let l_5562 = bitcast<u32>(l_26);
let l_5563 = l_5562 & u32(2147483647);
let l_5564 = bitcast<f32>(l_5563);
let l_5565 = f64(l_5564);
l_mut_3669 = l_5565;
let l_5566 = l_5563 < u32(8388608);
if l_5566 {
let l_5567 = f64(l_5563);
let l_5568 = l_5567 * f64(1.401298464324817e-45);
l_mut_3669 = l_5568;
}
let l_5569 = bitcast<u64>(l_mut_3669);
let l_5570 = l_5562 >> u32(31);
let l_5571 = u64(l_5570);
let l_5572 = l_5571 << u32(bitcast<u64>(u64(63)));
let l_5573 = l_5569 | l_5572;
let l_5574 = bitcast<f64>(l_5573);
let l_5575 = bitcast<u32>(l_26);
let l_5576 = l_5575 + u32(1);
l_mut_3921 = l_5576;
let l_5577 = l_5575 & u32(2147483647);
let l_5578 = l_5577 == u32(0);
if l_5578 {
l_mut_3921 = u32(1);
} else {
let l_5579 = l_5575 & u32(2147483648);
let l_5580 = l_5579 != u32(0);
if l_5580 {
let l_5581 = l_5575 - u32(1);
l_mut_3921 = l_5581;
} else {
let l_5582 = l_5575 == u32(2139095040);
if l_5582 {
l_mut_3921 = l_5575;
}
}
}
let l_5583 = bitcast<f32>(l_mut_3921);
let l_5584 = bitcast<u32>(l_5583);
let l_5585 = l_5584 & u32(2147483647);
let l_5586 = bitcast<f32>(l_5585);
let l_5587 = f64(l_5586);
l_mut_3669 = l_5587;
let l_5588 = l_5585 < u32(8388608);
if l_5588 {
let l_5589 = f64(l_5585);
let l_5590 = l_5589 * f64(1.401298464324817e-45);
l_mut_3669 = l_5590;
}
let l_5591 = bitcast<u64>(l_mut_3669);
let l_5592 = l_5584 >> u32(31);
let l_5593 = u64(l_5592);
let l_5594 = l_5593 << u32(bitcast<u64>(u64(63)));
let l_5595 = l_5591 | l_5594;
let l_5596 = bitcast<f64>(l_5595);
let l_5597 = bitcast<u32>(l_26);
let l_5598 = l_5597 ^ u32(2147483648);
let l_5599 = bitcast<f32>(l_5598);
let l_5600 = bitcast<u32>(l_5599);
let l_5601 = l_5600 + u32(1);
l_mut_3921 = l_5601;
let l_5602 = l_5600 & u32(2147483647);
let l_5603 = l_5602 == u32(0);
if l_5603 {
l_mut_3921 = u32(1);
} else {
let l_5604 = l_5600 & u32(2147483648);
let l_5605 = l_5604 != u32(0);
if l_5605 {
let l_5606 = l_5600 - u32(1);
l_mut_3921 = l_5606;
} else {
let l_5607 = l_5600 == u32(2139095040);
if l_5607 {
l_mut_3921 = l_5600;
}
}
}
let l_5608 = bitcast<f32>(l_mut_3921);
let l_5609 = bitcast<u32>(l_5608);
let l_5610 = l_5609 ^ u32(2147483648);
let l_5611 = bitcast<f32>(l_5610);
let l_5612 = bitcast<u32>(l_5611);
let l_5613 = l_5612 & u32(2147483647);
let l_5614 = bitcast<f32>(l_5613);
let l_5615 = f64(l_5614);
l_mut_3669 = l_5615;
let l_5616 = l_5613 < u32(8388608);
if l_5616 {
let l_5617 = f64(l_5613);
let l_5618 = l_5617 * f64(1.401298464324817e-45);
l_mut_3669 = l_5618;
}
let l_5619 = bitcast<u64>(l_mut_3669);
let l_5620 = l_5612 >> u32(31);
let l_5621 = u64(l_5620);
let l_5622 = l_5621 << u32(bitcast<u64>(u64(63)));
let l_5623 = l_5619 | l_5622;
let l_5624 = bitcast<f64>(l_5623);
let l_5625 = l_5560 + l_5512;
let l_5626 = l_5625 <= l_5574;
l_mut_837 = l_5626;
let l_5627 = l_5560 - l_5512;
let l_5628 = l_5627 > l_5574;
l_mut_834 = l_5628;
let l_5629 = l_5561 - l_5512;
let l_5630 = l_5629 >= l_5574;
l_mut_831 = l_5630;
let l_5631 = l_5561 + l_5512;
let l_5632 = l_5631 < l_5574;
l_mut_828 = l_5632;
let l_5633 = l_5560 + l_5512;
let l_5634 = l_5633 < l_5596;
l_mut_837 = l_5634;
let l_5635 = l_5560 - l_5512;
let l_5636 = l_5635 >= l_5596;
l_mut_834 = l_5636;
let l_5637 = l_5561 - l_5512;
let l_5638 = l_5637 > l_5624;
l_mut_831 = l_5638;
let l_5639 = l_5561 + l_5512;
let l_5640 = l_5639 <= l_5624;
l_mut_828 = l_5640;
l_mut_3921 = u32(2);
let l_5641 = l_mut_834 || l_mut_828;
if l_5641 {
l_mut_3921 = u32(1);
} else {
let l_5642 = l_mut_837 && l_mut_831;
if l_5642 {
l_mut_3921 = u32(0);
}
}
let l_5643 = bitcast<u32>(l_26);
let l_5644 = l_5643 & u32(2147483647);
let l_5645 = l_5644 == u32(0);
if l_5645 {
let l_5646 = l_5560 + l_5512;
let l_5647 = l_5646 < f64(1.1754943508222875e-38);
let l_5648 = l_5561 - l_5512;
let l_5649 = l_5648 > f64(-1.1754943508222875e-38);
let l_5650 = l_5647 && l_5649;
let l_5651 = l_5560 - l_5512;
let l_5652 = l_5651 < f64(1.1754943508222875e-38);
let l_5653 = l_5561 + l_5512;
let l_5654 = l_5653 > f64(-1.1754943508222875e-38);
let l_5655 = l_5652 && l_5654;
if l_5650 {
l_mut_3921 = u32(0);
} else {
let l_5656 = l_mut_3921 == u32(1);
let l_5657 = l_5655 && l_5656;
if l_5657 {
l_mut_3921 = u32(2);
}
}
}
l_mut_4964 = l_mut_3921;
}
}
}
l_mut_720 = l_mut_4964;
}
}
} else {
let l_5658 = l_703 == u32(13);
if l_5658 {
let l_5660 = l_716 * l_712;
let l_5661 = l_716 * l_715;
let l_5662 = l_716 * l_712;
let l_5663 = l_716 * l_715;
a_5659[u32(0)] = l_5660;
a_5659[u32(1)] = l_5660;
let l_5664 = a_5659[u32(0)];
let l_5665 = l_5661 < l_5664;
if l_5665 {
a_5659[u32(0)] = l_5661;
}
let l_5666 = a_5659[u32(0)];
let l_5667 = l_5662 < l_5666;
if l_5667 {
a_5659[u32(0)] = l_5662;
}
let l_5668 = a_5659[u32(0)];
let l_5669 = l_5663 < l_5668;
if l_5669 {
a_5659[u32(0)] = l_5663;
}
let l_5670 = a_5659[u32(1)];
let l_5671 = l_5661 > l_5670;
if l_5671 {
a_5659[u32(1)] = l_5661;
}
let l_5672 = a_5659[u32(1)];
let l_5673 = l_5662 > l_5672;
if l_5673 {
a_5659[u32(1)] = l_5662;
}
let l_5674 = a_5659[u32(1)];
let l_5675 = l_5663 > l_5674;
if l_5675 {
a_5659[u32(1)] = l_5663;
}
let l_5676 = a_5659[u32(0)];
let l_5677 = l_5676 * f64(7.1362384635298e44);
let l_5678 = floor(l_5677);
let l_5679 = l_5678 * f64(1.401298464324817e-45);
l_mut_3669 = l_5679;
let l_5680 = abs(l_5676);
let l_5681 = l_5680 >= f64(1.1754943508222875e-38);
if l_5681 {
let l_5682 = f32(l_5676);
let l_5683 = f64(l_5682);
l_mut_3669 = l_5683;
let l_5684 = l_mut_3669 > l_5676;
if l_5684 {
let l_5685 = bitcast<u32>(l_5682);
let l_5686 = l_5685 ^ u32(2147483648);
let l_5687 = bitcast<f32>(l_5686);
let l_5688 = bitcast<u32>(l_5687);
let l_5689 = l_5688 + u32(1);
l_mut_4964 = l_5689;
let l_5690 = l_5688 & u32(2147483647);
let l_5691 = l_5690 == u32(0);
if l_5691 {
l_mut_4964 = u32(1);
} else {
let l_5692 = l_5688 & u32(2147483648);
let l_5693 = l_5692 != u32(0);
if l_5693 {
let l_5694 = l_5688 - u32(1);
l_mut_4964 = l_5694;
} else {
let l_5695 = l_5688 == u32(2139095040);
if l_5695 {
l_mut_4964 = l_5688;
}
}
}
let l_5696 = bitcast<f32>(l_mut_4964);
let l_5697 = bitcast<u32>(l_5696);
let l_5698 = l_5697 ^ u32(2147483648);
let l_5699 = bitcast<f32>(l_5698);
let l_5700 = bitcast<u32>(l_5699);
let l_5701 = l_5700 & u32(2147483647);
let l_5702 = bitcast<f32>(l_5701);
let l_5703 = f64(l_5702);
l_mut_3415 = l_5703;
let l_5704 = l_5701 < u32(8388608);
if l_5704 {
let l_5705 = f64(l_5701);
let l_5706 = l_5705 * f64(1.401298464324817e-45);
l_mut_3415 = l_5706;
}
let l_5707 = bitcast<u64>(l_mut_3415);
let l_5708 = l_5700 >> u32(31);
let l_5709 = u64(l_5708);
let l_5710 = l_5709 << u32(bitcast<u64>(u64(63)));
let l_5711 = l_5707 | l_5710;
let l_5712 = bitcast<f64>(l_5711);
l_mut_3669 = l_5712;
} else {
let l_5713 = bitcast<u32>(l_5682);
let l_5714 = l_5713 + u32(1);
l_mut_4964 = l_5714;
let l_5715 = l_5713 & u32(2147483647);
let l_5716 = l_5715 == u32(0);
if l_5716 {
l_mut_4964 = u32(1);
} else {
let l_5717 = l_5713 & u32(2147483648);
let l_5718 = l_5717 != u32(0);
if l_5718 {
let l_5719 = l_5713 - u32(1);
l_mut_4964 = l_5719;
} else {
let l_5720 = l_5713 == u32(2139095040);
if l_5720 {
l_mut_4964 = l_5713;
}
}
}
let l_5721 = bitcast<f32>(l_mut_4964);
let l_5722 = bitcast<u32>(l_5721);
let l_5723 = l_5722 & u32(2147483647);
let l_5724 = bitcast<f32>(l_5723);
let l_5725 = f64(l_5724);
l_mut_3415 = l_5725;
let l_5726 = l_5723 < u32(8388608);
if l_5726 {
let l_5727 = f64(l_5723);
let l_5728 = l_5727 * f64(1.401298464324817e-45);
l_mut_3415 = l_5728;
}
let l_5729 = bitcast<u64>(l_mut_3415);
let l_5730 = l_5722 >> u32(31);
let l_5731 = u64(l_5730);
let l_5732 = l_5731 << u32(bitcast<u64>(u64(63)));
let l_5733 = l_5729 | l_5732;
let l_5734 = bitcast<f64>(l_5733);
let l_5735 = l_5734 <= l_5676;
if l_5735 {
let l_5736 = bitcast<u32>(l_5682);
let l_5737 = l_5736 + u32(1);
l_mut_4964 = l_5737;
let l_5738 = l_5736 & u32(2147483647);
let l_5739 = l_5738 == u32(0);
if l_5739 {
l_mut_4964 = u32(1);
} else {
let l_5740 = l_5736 & u32(2147483648);
let l_5741 = l_5740 != u32(0);
if l_5741 {
let l_5742 = l_5736 - u32(1);
l_mut_4964 = l_5742;
} else {
let l_5743 = l_5736 == u32(2139095040);
if l_5743 {
l_mut_4964 = l_5736;
}
}
}
let l_5744 = bitcast<f32>(l_mut_4964);
let l_5745 = bitcast<u32>(l_5744);
let l_5746 = l_5745 & u32(2147483647);
let l_5747 = bitcast<f32>(l_5746);
let l_5748 = f64(l_5747);
l_mut_3415 = l_5748;
let l_5749 = l_5746 < u32(8388608);
if l_5749 {
let l_5750 = f64(l_5746);
let l_5751 = l_5750 * f64(1.401298464324817e-45);
l_mut_3415 = l_5751;
}
let l_5752 = bitcast<u64>(l_mut_3415);
let l_5753 = l_5745 >> u32(31);
let l_5754 = u64(l_5753);
let l_5755 = l_5754 << u32(bitcast<u64>(u64(63)));
let l_5756 = l_5752 | l_5755;
let l_5757 = bitcast<f64>(l_5756);
l_mut_3669 = l_5757;
}
}
}
l_mut_3415 = l_mut_3669;
let l_5758 = l_mut_3669 > f64(1000.0);
if l_5758 {
let l_5759 = bitcast<u64>(l_mut_3669);
let l_5760 = l_5759 | u64(9218868437227405312);
let l_5761 = l_5760 & bitcast<u64>(i64(-4503599627370496));
let l_5762 = bitcast<f64>(l_5761);
l_mut_3415 = l_5762;
} else {
let l_5763 = l_mut_3669 < f64(-1000.0);
if l_5763 {
l_mut_3415 = f64(0.0);
} else {
let l_5764 = is_nan_1_f64(l_mut_3669);let l_5765 = !l_5764;
if l_5765 {
let l_5766 = l_mut_3669 + f64(0.5);
let l_5767 = floor(l_5766);
let l_5768 = l_mut_3669 - l_5767;
let l_5769 = l_5768 * f64(0.6931471824645996);
let l_5770 = l_5768 * f64(-1.904654299957768e-9);
let l_5771 = l_5769 + l_5770;
l_mut_3669 = l_5771;
let l_5772 = is_nan_1_f64(l_5771);if l_5772 {
} else {
let l_5773 = l_5771 < f64(-700.0);
if l_5773 {
l_mut_3669 = f64(0.0);
} else {
let l_5774 = l_5771 > f64(700.0);
if l_5774 {
let l_5775 = bitcast<u64>(l_5771);
let l_5776 = l_5775 | u64(9218868437227405312);
let l_5777 = l_5776 & bitcast<u64>(i64(-4503599627370496));
let l_5778 = bitcast<f64>(l_5777);
l_mut_3669 = l_5778;
} else {
let l_5779 = l_5771 * f64(1.4426950408889634);
let l_5780 = l_5779 + f64(0.5);
let l_5781 = floor(l_5780);
let l_5782 = l_5781 * f64(0.6931471824645996);
let l_5783 = l_5769 - l_5782;
let l_5784 = l_5783 * l_20;
let l_5785 = l_5781 * f64(-1.904654299957768e-9);
let l_5786 = l_5770 - l_5785;
let l_5787 = l_5784 + l_5786;
let l_5788 = l_5787 * f64(7.647163731819816e-13);
let l_5789 = l_5788 + f64(1.1470745597729725e-11);
l_mut_3159 = l_5789;
let l_5790 = l_mut_3159 * l_5787;
let l_5791 = l_5790 + f64(1.6059043836821613e-10);
l_mut_3159 = l_5791;
let l_5792 = l_mut_3159 * l_5787;
let l_5793 = l_5792 + f64(2.08767569878681e-9);
l_mut_3159 = l_5793;
let l_5794 = l_mut_3159 * l_5787;
let l_5795 = l_5794 + f64(2.505210838544172e-8);
l_mut_3159 = l_5795;
let l_5796 = l_mut_3159 * l_5787;
let l_5797 = l_5796 + f64(2.755731922398589e-7);
l_mut_3159 = l_5797;
let l_5798 = l_mut_3159 * l_5787;
let l_5799 = l_5798 + f64(2.7557319223985893e-6);
l_mut_3159 = l_5799;
let l_5800 = l_mut_3159 * l_5787;
let l_5801 = l_5800 + f64(2.48015873015873e-5);
l_mut_3159 = l_5801;
let l_5802 = l_mut_3159 * l_5787;
let l_5803 = l_5802 + f64(0.0001984126984126984);
l_mut_3159 = l_5803;
let l_5804 = l_mut_3159 * l_5787;
let l_5805 = l_5804 + f64(0.001388888888888889);
l_mut_3159 = l_5805;
let l_5806 = l_mut_3159 * l_5787;
let l_5807 = l_5806 + f64(0.008333333333333333);
l_mut_3159 = l_5807;
let l_5808 = l_mut_3159 * l_5787;
let l_5809 = l_5808 + f64(0.041666666666666664);
l_mut_3159 = l_5809;
let l_5810 = l_mut_3159 * l_5787;
let l_5811 = l_5810 + f64(0.16666666666666666);
l_mut_3159 = l_5811;
let l_5812 = l_mut_3159 * l_5787;
let l_5813 = l_5812 + f64(0.5);
l_mut_3159 = l_5813;
let l_5814 = l_5787 * l_5787;
let l_5815 = l_5814 * l_mut_3159;
let l_5816 = l_5787 + l_5815;
let l_5817 = f64(1.0) + l_5816;
let l_5818 = i32(l_5781);
let l_5819 = l_5818 + i32(1023);
let l_5820 = u64(l_5819);
let l_5821 = l_5820 << u32(bitcast<u64>(u64(52)));
let l_5822 = bitcast<f64>(l_5821);
let l_5823 = l_5817 * l_5822;
l_mut_3669 = l_5823;
}
}
}
let l_5824 = i32(l_5767);
let l_5825 = l_5824 + i32(1023);
let l_5826 = u64(l_5825);
let l_5827 = l_5826 << u32(bitcast<u64>(u64(52)));
let l_5828 = bitcast<f64>(l_5827);
let l_5829 = l_mut_3669 * l_5828;
l_mut_3415 = l_5829;
}
}
}
let l_5830 = a_5659[u32(1)];
let l_5831 = -l_5830;
let l_5832 = l_5831 * f64(7.1362384635298e44);
let l_5833 = floor(l_5832);
let l_5834 = l_5833 * f64(1.401298464324817e-45);
l_mut_3669 = l_5834;
let l_5835 = abs(l_5831);
let l_5836 = l_5835 >= f64(1.1754943508222875e-38);
if l_5836 {
let l_5837 = f32(l_5831);
let l_5838 = f64(l_5837);
l_mut_3669 = l_5838;
let l_5839 = l_mut_3669 > l_5831;
if l_5839 {
let l_5840 = bitcast<u32>(l_5837);
let l_5841 = l_5840 ^ u32(2147483648);
let l_5842 = bitcast<f32>(l_5841);
let l_5843 = bitcast<u32>(l_5842);
let l_5844 = l_5843 + u32(1);
l_mut_4964 = l_5844;
let l_5845 = l_5843 & u32(2147483647);
let l_5846 = l_5845 == u32(0);
if l_5846 {
l_mut_4964 = u32(1);
} else {
let l_5847 = l_5843 & u32(2147483648);
let l_5848 = l_5847 != u32(0);
if l_5848 {
let l_5849 = l_5843 - u32(1);
l_mut_4964 = l_5849;
} else {
let l_5850 = l_5843 == u32(2139095040);
if l_5850 {
l_mut_4964 = l_5843;
}
}
}
let l_5851 = bitcast<f32>(l_mut_4964);
let l_5852 = bitcast<u32>(l_5851);
let l_5853 = l_5852 ^ u32(2147483648);
let l_5854 = bitcast<f32>(l_5853);
let l_5855 = bitcast<u32>(l_5854);
let l_5856 = l_5855 & u32(2147483647);
let l_5857 = bitcast<f32>(l_5856);
let l_5858 = f64(l_5857);
l_mut_3159 = l_5858;
let l_5859 = l_5856 < u32(8388608);
if l_5859 {
let l_5860 = f64(l_5856);
let l_5861 = l_5860 * f64(1.401298464324817e-45);
l_mut_3159 = l_5861;
}
let l_5862 = bitcast<u64>(l_mut_3159);
let l_5863 = l_5855 >> u32(31);
let l_5864 = u64(l_5863);
let l_5865 = l_5864 << u32(bitcast<u64>(u64(63)));
let l_5866 = l_5862 | l_5865;
let l_5867 = bitcast<f64>(l_5866);
l_mut_3669 = l_5867;
} else {
let l_5868 = bitcast<u32>(l_5837);
let l_5869 = l_5868 + u32(1);
l_mut_4964 = l_5869;
let l_5870 = l_5868 & u32(2147483647);
let l_5871 = l_5870 == u32(0);
if l_5871 {
l_mut_4964 = u32(1);
} else {
let l_5872 = l_5868 & u32(2147483648);
let l_5873 = l_5872 != u32(0);
if l_5873 {
let l_5874 = l_5868 - u32(1);
l_mut_4964 = l_5874;
} else {
let l_5875 = l_5868 == u32(2139095040);
if l_5875 {
l_mut_4964 = l_5868;
}
}
}
let l_5876 = bitcast<f32>(l_mut_4964);
let l_5877 = bitcast<u32>(l_5876);
let l_5878 = l_5877 & u32(2147483647);
let l_5879 = bitcast<f32>(l_5878);
let l_5880 = f64(l_5879);
l_mut_3159 = l_5880;
let l_5881 = l_5878 < u32(8388608);
if l_5881 {
let l_5882 = f64(l_5878);
let l_5883 = l_5882 * f64(1.401298464324817e-45);
l_mut_3159 = l_5883;
}
let l_5884 = bitcast<u64>(l_mut_3159);
let l_5885 = l_5877 >> u32(31);
let l_5886 = u64(l_5885);
let l_5887 = l_5886 << u32(bitcast<u64>(u64(63)));
let l_5888 = l_5884 | l_5887;
let l_5889 = bitcast<f64>(l_5888);
let l_5890 = l_5889 <= l_5831;
if l_5890 {
let l_5891 = bitcast<u32>(l_5837);
let l_5892 = l_5891 + u32(1);
l_mut_4964 = l_5892;
let l_5893 = l_5891 & u32(2147483647);
let l_5894 = l_5893 == u32(0);
if l_5894 {
l_mut_4964 = u32(1);
} else {
let l_5895 = l_5891 & u32(2147483648);
let l_5896 = l_5895 != u32(0);
if l_5896 {
let l_5897 = l_5891 - u32(1);
l_mut_4964 = l_5897;
} else {
let l_5898 = l_5891 == u32(2139095040);
if l_5898 {
l_mut_4964 = l_5891;
}
}
}
let l_5899 = bitcast<f32>(l_mut_4964);
let l_5900 = bitcast<u32>(l_5899);
let l_5901 = l_5900 & u32(2147483647);
let l_5902 = bitcast<f32>(l_5901);
let l_5903 = f64(l_5902);
l_mut_3159 = l_5903;
let l_5904 = l_5901 < u32(8388608);
if l_5904 {
let l_5905 = f64(l_5901);
let l_5906 = l_5905 * f64(1.401298464324817e-45);
l_mut_3159 = l_5906;
}
let l_5907 = bitcast<u64>(l_mut_3159);
let l_5908 = l_5900 >> u32(31);
let l_5909 = u64(l_5908);
let l_5910 = l_5909 << u32(bitcast<u64>(u64(63)));
let l_5911 = l_5907 | l_5910;
let l_5912 = bitcast<f64>(l_5911);
l_mut_3669 = l_5912;
}
}
}
let l_5913 = -l_mut_3669;
l_mut_3669 = l_5913;
let l_5914 = l_5913 > f64(1000.0);
if l_5914 {
let l_5915 = bitcast<u64>(l_5913);
let l_5916 = l_5915 | u64(9218868437227405312);
let l_5917 = l_5916 & bitcast<u64>(i64(-4503599627370496));
let l_5918 = bitcast<f64>(l_5917);
l_mut_3669 = l_5918;
} else {
let l_5919 = l_5913 < f64(-1000.0);
if l_5919 {
l_mut_3669 = f64(0.0);
} else {
let l_5920 = is_nan_1_f64(l_5913);let l_5921 = !l_5920;
if l_5921 {
let l_5922 = l_5913 + f64(0.5);
let l_5923 = floor(l_5922);
let l_5924 = l_5913 - l_5923;
let l_5925 = l_5924 * f64(0.6931471824645996);
let l_5926 = l_5924 * f64(-1.904654299957768e-9);
let l_5927 = l_5925 + l_5926;
l_mut_3159 = l_5927;
let l_5928 = is_nan_1_f64(l_5927);if l_5928 {
} else {
let l_5929 = l_5927 < f64(-700.0);
if l_5929 {
l_mut_3159 = f64(0.0);
} else {
let l_5930 = l_5927 > f64(700.0);
if l_5930 {
let l_5931 = bitcast<u64>(l_5927);
let l_5932 = l_5931 | u64(9218868437227405312);
let l_5933 = l_5932 & bitcast<u64>(i64(-4503599627370496));
let l_5934 = bitcast<f64>(l_5933);
l_mut_3159 = l_5934;
} else {
let l_5935 = l_5927 * f64(1.4426950408889634);
let l_5936 = l_5935 + f64(0.5);
let l_5937 = floor(l_5936);
let l_5938 = l_5937 * f64(0.6931471824645996);
let l_5939 = l_5925 - l_5938;
let l_5940 = l_5939 * l_20;
let l_5941 = l_5937 * f64(-1.904654299957768e-9);
let l_5942 = l_5926 - l_5941;
let l_5943 = l_5940 + l_5942;
let l_5944 = l_5943 * f64(7.647163731819816e-13);
let l_5945 = l_5944 + f64(1.1470745597729725e-11);
l_mut_2905 = l_5945;
let l_5946 = l_mut_2905 * l_5943;
let l_5947 = l_5946 + f64(1.6059043836821613e-10);
l_mut_2905 = l_5947;
let l_5948 = l_mut_2905 * l_5943;
let l_5949 = l_5948 + f64(2.08767569878681e-9);
l_mut_2905 = l_5949;
let l_5950 = l_mut_2905 * l_5943;
let l_5951 = l_5950 + f64(2.505210838544172e-8);
l_mut_2905 = l_5951;
let l_5952 = l_mut_2905 * l_5943;
let l_5953 = l_5952 + f64(2.755731922398589e-7);
l_mut_2905 = l_5953;
let l_5954 = l_mut_2905 * l_5943;
let l_5955 = l_5954 + f64(2.7557319223985893e-6);
l_mut_2905 = l_5955;
let l_5956 = l_mut_2905 * l_5943;
let l_5957 = l_5956 + f64(2.48015873015873e-5);
l_mut_2905 = l_5957;
let l_5958 = l_mut_2905 * l_5943;
let l_5959 = l_5958 + f64(0.0001984126984126984);
l_mut_2905 = l_5959;
let l_5960 = l_mut_2905 * l_5943;
let l_5961 = l_5960 + f64(0.001388888888888889);
l_mut_2905 = l_5961;
let l_5962 = l_mut_2905 * l_5943;
let l_5963 = l_5962 + f64(0.008333333333333333);
l_mut_2905 = l_5963;
let l_5964 = l_mut_2905 * l_5943;
let l_5965 = l_5964 + f64(0.041666666666666664);
l_mut_2905 = l_5965;
let l_5966 = l_mut_2905 * l_5943;
let l_5967 = l_5966 + f64(0.16666666666666666);
l_mut_2905 = l_5967;
let l_5968 = l_mut_2905 * l_5943;
let l_5969 = l_5968 + f64(0.5);
l_mut_2905 = l_5969;
let l_5970 = l_5943 * l_5943;
let l_5971 = l_5970 * l_mut_2905;
let l_5972 = l_5943 + l_5971;
let l_5973 = f64(1.0) + l_5972;
let l_5974 = i32(l_5937);
let l_5975 = l_5974 + i32(1023);
let l_5976 = u64(l_5975);
let l_5977 = l_5976 << u32(bitcast<u64>(u64(52)));
let l_5978 = bitcast<f64>(l_5977);
let l_5979 = l_5973 * l_5978;
l_mut_3159 = l_5979;
}
}
}
let l_5980 = i32(l_5923);
let l_5981 = l_5980 + i32(1023);
let l_5982 = u64(l_5981);
let l_5983 = l_5982 << u32(bitcast<u64>(u64(52)));
let l_5984 = bitcast<f64>(l_5983);
let l_5985 = l_mut_3159 * l_5984;
l_mut_3669 = l_5985;
}
}
}
let l_5986 = l_mut_3415 * f64(1.4551915228366852e-11);
let l_5987 = l_mut_3669 * f64(1.4551915228366852e-11);
l_mut_4964 = u32(2);
let l_5988 = l_mut_3415 - l_5986;
let l_5989 = abs(l_5988);
l_mut_3159 = f64(1.401298464324817e-45);
let l_5990 = l_5989 >= f64(1.1754943508222875e-38);
let l_5991 = l_5989 <= f64(1.7976931348623157e308);
let l_5992 = l_5990 && l_5991;
if l_5992 {
let l_5993 = bitcast<u64>(l_5989);
let l_5994 = l_5993 >> u32(bitcast<u64>(u64(52)));
let l_5995 = l_5994 - u64(23);
let l_5996 = l_5995 << u32(bitcast<u64>(u64(52)));
let l_5997 = bitcast<f64>(l_5996);
l_mut_3159 = l_5997;
}
let l_5998 = l_mut_3415 + l_5986;
let l_5999 = abs(l_5998);
l_mut_2905 = f64(1.401298464324817e-45);
let l_6000 = l_5999 >= f64(1.1754943508222875e-38);
let l_6001 = l_5999 <= f64(1.7976931348623157e308);
let l_6002 = l_6000 && l_6001;
if l_6002 {
let l_6003 = bitcast<u64>(l_5999);
let l_6004 = l_6003 >> u32(bitcast<u64>(u64(52)));
let l_6005 = l_6004 - u64(23);
let l_6006 = l_6005 << u32(bitcast<u64>(u64(52)));
let l_6007 = bitcast<f64>(l_6006);
l_mut_2905 = l_6007;
}
let l_6008 = l_mut_3159 == l_mut_2905;
let l_6009 = l_mut_3669 - l_5987;
let l_6010 = abs(l_6009);
l_mut_3159 = f64(1.401298464324817e-45);
let l_6011 = l_6010 >= f64(1.1754943508222875e-38);
let l_6012 = l_6010 <= f64(1.7976931348623157e308);
let l_6013 = l_6011 && l_6012;
if l_6013 {
let l_6014 = bitcast<u64>(l_6010);
let l_6015 = l_6014 >> u32(bitcast<u64>(u64(52)));
let l_6016 = l_6015 - u64(23);
let l_6017 = l_6016 << u32(bitcast<u64>(u64(52)));
let l_6018 = bitcast<f64>(l_6017);
l_mut_3159 = l_6018;
}
let l_6019 = l_mut_3669 + l_5987;
let l_6020 = abs(l_6019);
l_mut_2905 = f64(1.401298464324817e-45);
let l_6021 = l_6020 >= f64(1.1754943508222875e-38);
let l_6022 = l_6020 <= f64(1.7976931348623157e308);
let l_6023 = l_6021 && l_6022;
if l_6023 {
let l_6024 = bitcast<u64>(l_6020);
let l_6025 = l_6024 >> u32(bitcast<u64>(u64(52)));
let l_6026 = l_6025 - u64(23);
let l_6027 = l_6026 << u32(bitcast<u64>(u64(52)));
let l_6028 = bitcast<f64>(l_6027);
l_mut_2905 = l_6028;
}
let l_6029 = l_mut_3159 == l_mut_2905;
let l_6030 = l_6008 && l_6029;
if l_6030 {
let l_6031 = l_709 * l_mut_3415;
let l_6032 = abs(l_mut_3415);
l_mut_3159 = f64(1.401298464324817e-45);
let l_6033 = l_6032 >= f64(1.1754943508222875e-38);
let l_6034 = l_6032 <= f64(1.7976931348623157e308);
let l_6035 = l_6033 && l_6034;
if l_6035 {
let l_6036 = bitcast<u64>(l_6032);
let l_6037 = l_6036 >> u32(bitcast<u64>(u64(52)));
let l_6038 = l_6037 - u64(23);
let l_6039 = l_6038 << u32(bitcast<u64>(u64(52)));
let l_6040 = bitcast<f64>(l_6039);
l_mut_3159 = l_6040;
}
let l_6041 = f64(0.5) * l_mut_3159;
l_mut_3159 = l_6031;
let l_6042 = l_6041 > l_6031;
if l_6042 {
l_mut_3159 = l_6041;
}
let l_6043 = l_709 * l_mut_3669;
let l_6044 = abs(l_mut_3669);
l_mut_2905 = f64(1.401298464324817e-45);
let l_6045 = l_6044 >= f64(1.1754943508222875e-38);
let l_6046 = l_6044 <= f64(1.7976931348623157e308);
let l_6047 = l_6045 && l_6046;
if l_6047 {
let l_6048 = bitcast<u64>(l_6044);
let l_6049 = l_6048 >> u32(bitcast<u64>(u64(52)));
let l_6050 = l_6049 - u64(23);
let l_6051 = l_6050 << u32(bitcast<u64>(u64(52)));
let l_6052 = bitcast<f64>(l_6051);
l_mut_2905 = l_6052;
}
let l_6053 = f64(0.5) * l_mut_2905;
l_mut_2905 = l_6043;
let l_6054 = l_6053 > l_6043;
if l_6054 {
l_mut_2905 = l_6053;
}
let l_6055 = l_mut_3415 - l_mut_3159;
let l_6056 = l_mut_3669 + l_mut_2905;
let l_6057 = bitcast<u32>(l_26);
let l_6058 = l_6057 & u32(2147483647);
let l_6059 = bitcast<f32>(l_6058);
let l_6060 = f64(l_6059);
l_mut_3669 = l_6060;
let l_6061 = l_6058 < u32(8388608);
if l_6061 {
let l_6062 = f64(l_6058);
let l_6063 = l_6062 * f64(1.401298464324817e-45);
l_mut_3669 = l_6063;
}
let l_6064 = bitcast<u64>(l_mut_3669);
let l_6065 = l_6057 >> u32(31);
let l_6066 = u64(l_6065);
let l_6067 = l_6066 << u32(bitcast<u64>(u64(63)));
let l_6068 = l_6064 | l_6067;
let l_6069 = bitcast<f64>(l_6068);
let l_6070 = bitcast<u32>(l_26);
let l_6071 = l_6070 + u32(1);
l_mut_3921 = l_6071;
let l_6072 = l_6070 & u32(2147483647);
let l_6073 = l_6072 == u32(0);
if l_6073 {
l_mut_3921 = u32(1);
} else {
let l_6074 = l_6070 & u32(2147483648);
let l_6075 = l_6074 != u32(0);
if l_6075 {
let l_6076 = l_6070 - u32(1);
l_mut_3921 = l_6076;
} else {
let l_6077 = l_6070 == u32(2139095040);
if l_6077 {
l_mut_3921 = l_6070;
}
}
}
let l_6078 = bitcast<f32>(l_mut_3921);
let l_6079 = bitcast<u32>(l_6078);
let l_6080 = l_6079 & u32(2147483647);
let l_6081 = bitcast<f32>(l_6080);
let l_6082 = f64(l_6081);
l_mut_3669 = l_6082;
let l_6083 = l_6080 < u32(8388608);
if l_6083 {
let l_6084 = f64(l_6080);
let l_6085 = l_6084 * f64(1.401298464324817e-45);
l_mut_3669 = l_6085;
}
let l_6086 = bitcast<u64>(l_mut_3669);
let l_6087 = l_6079 >> u32(31);
let l_6088 = u64(l_6087);
let l_6089 = l_6088 << u32(bitcast<u64>(u64(63)));
let l_6090 = l_6086 | l_6089;
let l_6091 = bitcast<f64>(l_6090);
let l_6092 = bitcast<u32>(l_26);
let l_6093 = l_6092 ^ u32(2147483648);
let l_6094 = bitcast<f32>(l_6093);
let l_6095 = bitcast<u32>(l_6094);
let l_6096 = l_6095 + u32(1);
l_mut_3921 = l_6096;
let l_6097 = l_6095 & u32(2147483647);
let l_6098 = l_6097 == u32(0);
if l_6098 {
l_mut_3921 = u32(1);
} else {
let l_6099 = l_6095 & u32(2147483648);
let l_6100 = l_6099 != u32(0);
if l_6100 {
let l_6101 = l_6095 - u32(1);
l_mut_3921 = l_6101;
} else {
let l_6102 = l_6095 == u32(2139095040);
if l_6102 {
l_mut_3921 = l_6095;
}
}
}
let l_6103 = bitcast<f32>(l_mut_3921);
let l_6104 = bitcast<u32>(l_6103);
let l_6105 = l_6104 ^ u32(2147483648);
let l_6106 = bitcast<f32>(l_6105);
let l_6107 = bitcast<u32>(l_6106);
let l_6108 = l_6107 & u32(2147483647);
let l_6109 = bitcast<f32>(l_6108);
let l_6110 = f64(l_6109);
l_mut_3669 = l_6110;
let l_6111 = l_6108 < u32(8388608);
if l_6111 {
let l_6112 = f64(l_6108);
let l_6113 = l_6112 * f64(1.401298464324817e-45);
l_mut_3669 = l_6113;
}
let l_6114 = bitcast<u64>(l_mut_3669);
let l_6115 = l_6107 >> u32(31);
let l_6116 = u64(l_6115);
let l_6117 = l_6116 << u32(bitcast<u64>(u64(63)));
let l_6118 = l_6114 | l_6117;
let l_6119 = bitcast<f64>(l_6118);
let l_6120 = l_6055 + l_5986;
let l_6121 = l_6120 <= l_6069;
l_mut_837 = l_6121;
let l_6122 = l_6055 - l_5986;
let l_6123 = l_6122 > l_6069;
l_mut_834 = l_6123;
let l_6124 = l_6056 - l_5987;
let l_6125 = l_6124 >= l_6069;
l_mut_831 = l_6125;
let l_6126 = l_6056 + l_5987;
let l_6127 = l_6126 < l_6069;
l_mut_828 = l_6127;
l_mut_3921 = u32(2);
let l_6128 = l_mut_834 || l_mut_828;
if l_6128 {
l_mut_3921 = u32(1);
} else {
let l_6129 = l_mut_837 && l_mut_831;
if l_6129 {
l_mut_3921 = u32(0);
}
}
let l_6130 = bitcast<u32>(l_26);
let l_6131 = l_6130 & u32(2147483647);
let l_6132 = l_6131 == u32(0);
if l_6132 {
let l_6133 = l_6055 + l_5986;
let l_6134 = l_6133 < f64(1.1754943508222875e-38);
let l_6135 = l_6056 - l_5987;
let l_6136 = l_6135 > f64(-1.1754943508222875e-38);
let l_6137 = l_6134 && l_6136;
let l_6138 = l_6055 - l_5986;
let l_6139 = l_6138 < f64(1.1754943508222875e-38);
let l_6140 = l_6056 + l_5987;
let l_6141 = l_6140 > f64(-1.1754943508222875e-38);
let l_6142 = l_6139 && l_6141;
if l_6137 {
l_mut_3921 = u32(0);
} else {
let l_6143 = l_mut_3921 == u32(1);
let l_6144 = l_6142 && l_6143;
if l_6144 {
l_mut_3921 = u32(2);
}
}
}
l_mut_4964 = l_mut_3921;
}
l_mut_720 = l_mut_4964;
} else {
let l_6145 = l_703 == u32(14);
if l_6145 {
l_mut_720 = u32(0);
let l_6146 = l_716 > f64(0.0);
if l_6146 {
let l_6147 = f32(l_716);
let l_6148 = bitcast<u32>(l_6147);
let l_6149 = l_6148 & u32(2147483647);
let l_6150 = bitcast<f32>(l_6149);
let l_6151 = f64(l_6150);
l_mut_3669 = l_6151;
let l_6152 = l_6149 < u32(8388608);
if l_6152 {
let l_6153 = f64(l_6149);
let l_6154 = l_6153 * f64(1.401298464324817e-45);
l_mut_3669 = l_6154;
}
let l_6155 = bitcast<u64>(l_mut_3669);
let l_6156 = l_6148 >> u32(31);
let l_6157 = u64(l_6156);
let l_6158 = l_6157 << u32(bitcast<u64>(u64(63)));
let l_6159 = l_6155 | l_6158;
let l_6160 = bitcast<f64>(l_6159);
l_mut_3669 = l_6160;
let l_6161 = l_6160 < f64(0.0);
if l_6161 {
let l_6162 = bitcast<u64>(l_6160);
let l_6163 = l_6162 | u64(9221120237041090560);
let l_6164 = bitcast<f64>(l_6163);
l_mut_3669 = l_6164;
} else {
let l_6165 = l_6160 == f64(0.0);
if l_6165 {
let l_6166 = abs(l_6160);
let l_6167 = bitcast<u64>(l_6166);
let l_6168 = l_6167 | u64(9218868437227405312);
let l_6169 = l_6168 & bitcast<u64>(i64(-4503599627370496));
let l_6170 = bitcast<f64>(l_6169);
let l_6171 = -l_6170;
l_mut_3669 = l_6171;
} else {
let l_6172 = bitcast<u32>(l_6147);
let l_6173 = l_6172 < u32(2139095040);
if l_6173 {
let l_6174 = bitcast<u64>(l_6160);
let l_6175 = l_6174 >> u32(bitcast<u64>(u64(52)));
let l_6176 = l_6175 & u64(2047);
let l_6177 = i32(bitcast<i64>(l_6176));
let l_6178 = l_6177 - i32(1023);
l_mut_145 = l_6178;
let l_6179 = l_6174 & u64(4503599627370495);
let l_6180 = l_6179 | u64(4607182418800017408);
let l_6181 = bitcast<f64>(l_6180);
l_mut_3415 = l_6181;
let l_6182 = l_mut_3415 > f64(1.4142135623730951);
if l_6182 {
l_mut_3415 = l_mut_3415 * f64(0.5);
l_mut_145 = l_mut_145 + i32(1);
}
let l_6183 = l_mut_3415 - f64(1.0);
let l_6184 = f64(2.0) + l_6183;
let l_6185 = l_6183 / l_6184;
let l_6186 = l_6185 * l_6185;
let l_6187 = l_6186 * f64(0.04);
let l_6188 = l_6187 + f64(0.043478260869565216);
l_mut_3415 = l_6188;
let l_6189 = l_mut_3415 * l_6186;
let l_6190 = l_6189 + f64(0.047619047619047616);
l_mut_3415 = l_6190;
let l_6191 = l_mut_3415 * l_6186;
let l_6192 = l_6191 + f64(0.05263157894736842);
l_mut_3415 = l_6192;
let l_6193 = l_mut_3415 * l_6186;
let l_6194 = l_6193 + f64(0.058823529411764705);
l_mut_3415 = l_6194;
let l_6195 = l_mut_3415 * l_6186;
let l_6196 = l_6195 + f64(0.06666666666666667);
l_mut_3415 = l_6196;
let l_6197 = l_mut_3415 * l_6186;
let l_6198 = l_6197 + f64(0.07692307692307693);
l_mut_3415 = l_6198;
let l_6199 = l_mut_3415 * l_6186;
let l_6200 = l_6199 + f64(0.09090909090909091);
l_mut_3415 = l_6200;
let l_6201 = l_mut_3415 * l_6186;
let l_6202 = l_6201 + f64(0.1111111111111111);
l_mut_3415 = l_6202;
let l_6203 = l_mut_3415 * l_6186;
let l_6204 = l_6203 + f64(0.14285714285714285);
l_mut_3415 = l_6204;
let l_6205 = l_mut_3415 * l_6186;
let l_6206 = l_6205 + f64(0.2);
l_mut_3415 = l_6206;
let l_6207 = l_mut_3415 * l_6186;
let l_6208 = l_6207 + f64(0.3333333333333333);
l_mut_3415 = l_6208;
let l_6209 = f64(2.0) * l_6185;
let l_6210 = f64(2.0) * l_6185;
let l_6211 = l_6210 * l_6186;
let l_6212 = l_6211 * l_mut_3415;
let l_6213 = l_6209 + l_6212;
let l_6214 = f64(l_mut_145);
let l_6215 = l_6214 * f64(0.6931471824645996);
let l_6216 = l_6214 * f64(-1.904654299957768e-9);
let l_6217 = l_6216 + l_6213;
let l_6218 = l_6215 + l_6217;
l_mut_3669 = l_6218;
}
}
}
let l_6219 = l_mut_3669 / f64(0.6931471805599453);
let l_6220 = abs(l_6219);
let l_6221 = l_709 * l_6220;
l_mut_3669 = l_6221;
let l_6222 = l_716 >= f64(0.5);
let l_6223 = l_716 <= f64(2.0);
let l_6224 = l_6222 && l_6223;
if l_6224 {
l_mut_3669 = l_709;
}
let l_6225 = abs(l_6219);
let l_6226 = l_6225 * f64(1.4551915228366852e-11);
let l_6227 = f64(1.0) + l_709;
let l_6228 = l_6226 * l_6227;
let l_6229 = l_6219 - l_mut_3669;
let l_6230 = l_6219 + l_mut_3669;
let l_6232 = l_6229 * l_712;
let l_6233 = l_6229 * l_715;
let l_6234 = l_6230 * l_712;
let l_6235 = l_6230 * l_715;
a_6231[u32(0)] = l_6232;
a_6231[u32(1)] = l_6232;
let l_6236 = a_6231[u32(0)];
let l_6237 = l_6233 < l_6236;
if l_6237 {
a_6231[u32(0)] = l_6233;
}
let l_6238 = a_6231[u32(0)];
let l_6239 = l_6234 < l_6238;
if l_6239 {
a_6231[u32(0)] = l_6234;
}
let l_6240 = a_6231[u32(0)];
let l_6241 = l_6235 < l_6240;
if l_6241 {
a_6231[u32(0)] = l_6235;
}
let l_6242 = a_6231[u32(1)];
let l_6243 = l_6233 > l_6242;
if l_6243 {
a_6231[u32(1)] = l_6233;
}
let l_6244 = a_6231[u32(1)];
let l_6245 = l_6234 > l_6244;
if l_6245 {
a_6231[u32(1)] = l_6234;
}
let l_6246 = a_6231[u32(1)];
let l_6247 = l_6235 > l_6246;
if l_6247 {
a_6231[u32(1)] = l_6235;
}
let l_6248 = l_6228 * l_715;
l_mut_4964 = u32(2);
let l_6249 = a_6231[u32(0)];
let l_6250 = l_6249 - l_6248;
let l_6251 = l_6250 * f64(7.1362384635298e44);
let l_6252 = floor(l_6251);
let l_6253 = l_6252 * f64(1.401298464324817e-45);
l_mut_3669 = l_6253;
let l_6254 = abs(l_6250);
let l_6255 = l_6254 >= f64(1.1754943508222875e-38);
if l_6255 {
let l_6256 = f32(l_6250);
let l_6257 = f64(l_6256);
l_mut_3669 = l_6257;
let l_6258 = l_mut_3669 > l_6250;
if l_6258 {
let l_6259 = bitcast<u32>(l_6256);
let l_6260 = l_6259 ^ u32(2147483648);
let l_6261 = bitcast<f32>(l_6260);
let l_6262 = bitcast<u32>(l_6261);
let l_6263 = l_6262 + u32(1);
l_mut_3921 = l_6263;
let l_6264 = l_6262 & u32(2147483647);
let l_6265 = l_6264 == u32(0);
if l_6265 {
l_mut_3921 = u32(1);
} else {
let l_6266 = l_6262 & u32(2147483648);
let l_6267 = l_6266 != u32(0);
if l_6267 {
let l_6268 = l_6262 - u32(1);
l_mut_3921 = l_6268;
} else {
let l_6269 = l_6262 == u32(2139095040);
if l_6269 {
l_mut_3921 = l_6262;
}
}
}
let l_6270 = bitcast<f32>(l_mut_3921);
let l_6271 = bitcast<u32>(l_6270);
let l_6272 = l_6271 ^ u32(2147483648);
let l_6273 = bitcast<f32>(l_6272);
let l_6274 = bitcast<u32>(l_6273);
let l_6275 = l_6274 & u32(2147483647);
let l_6276 = bitcast<f32>(l_6275);
let l_6277 = f64(l_6276);
l_mut_3415 = l_6277;
let l_6278 = l_6275 < u32(8388608);
if l_6278 {
let l_6279 = f64(l_6275);
let l_6280 = l_6279 * f64(1.401298464324817e-45);
l_mut_3415 = l_6280;
}
let l_6281 = bitcast<u64>(l_mut_3415);
let l_6282 = l_6274 >> u32(31);
let l_6283 = u64(l_6282);
let l_6284 = l_6283 << u32(bitcast<u64>(u64(63)));
let l_6285 = l_6281 | l_6284;
let l_6286 = bitcast<f64>(l_6285);
l_mut_3669 = l_6286;
} else {
let l_6287 = bitcast<u32>(l_6256);
let l_6288 = l_6287 + u32(1);
l_mut_3921 = l_6288;
let l_6289 = l_6287 & u32(2147483647);
let l_6290 = l_6289 == u32(0);
if l_6290 {
l_mut_3921 = u32(1);
} else {
let l_6291 = l_6287 & u32(2147483648);
let l_6292 = l_6291 != u32(0);
if l_6292 {
let l_6293 = l_6287 - u32(1);
l_mut_3921 = l_6293;
} else {
let l_6294 = l_6287 == u32(2139095040);
if l_6294 {
l_mut_3921 = l_6287;
}
}
}
let l_6295 = bitcast<f32>(l_mut_3921);
let l_6296 = bitcast<u32>(l_6295);
let l_6297 = l_6296 & u32(2147483647);
let l_6298 = bitcast<f32>(l_6297);
let l_6299 = f64(l_6298);
l_mut_3415 = l_6299;
let l_6300 = l_6297 < u32(8388608);
if l_6300 {
let l_6301 = f64(l_6297);
let l_6302 = l_6301 * f64(1.401298464324817e-45);
l_mut_3415 = l_6302;
}
let l_6303 = bitcast<u64>(l_mut_3415);
let l_6304 = l_6296 >> u32(31);
let l_6305 = u64(l_6304);
let l_6306 = l_6305 << u32(bitcast<u64>(u64(63)));
let l_6307 = l_6303 | l_6306;
let l_6308 = bitcast<f64>(l_6307);
let l_6309 = l_6308 <= l_6250;
if l_6309 {
let l_6310 = bitcast<u32>(l_6256);
let l_6311 = l_6310 + u32(1);
l_mut_3921 = l_6311;
let l_6312 = l_6310 & u32(2147483647);
let l_6313 = l_6312 == u32(0);
if l_6313 {
l_mut_3921 = u32(1);
} else {
let l_6314 = l_6310 & u32(2147483648);
let l_6315 = l_6314 != u32(0);
if l_6315 {
let l_6316 = l_6310 - u32(1);
l_mut_3921 = l_6316;
} else {
let l_6317 = l_6310 == u32(2139095040);
if l_6317 {
l_mut_3921 = l_6310;
}
}
}
let l_6318 = bitcast<f32>(l_mut_3921);
let l_6319 = bitcast<u32>(l_6318);
let l_6320 = l_6319 & u32(2147483647);
let l_6321 = bitcast<f32>(l_6320);
let l_6322 = f64(l_6321);
l_mut_3415 = l_6322;
let l_6323 = l_6320 < u32(8388608);
if l_6323 {
let l_6324 = f64(l_6320);
let l_6325 = l_6324 * f64(1.401298464324817e-45);
l_mut_3415 = l_6325;
}
let l_6326 = bitcast<u64>(l_mut_3415);
let l_6327 = l_6319 >> u32(31);
let l_6328 = u64(l_6327);
let l_6329 = l_6328 << u32(bitcast<u64>(u64(63)));
let l_6330 = l_6326 | l_6329;
let l_6331 = bitcast<f64>(l_6330);
l_mut_3669 = l_6331;
}
}
}
let l_6332 = l_6249 + l_6248;
let l_6333 = l_6332 * f64(7.1362384635298e44);
let l_6334 = floor(l_6333);
let l_6335 = l_6334 * f64(1.401298464324817e-45);
l_mut_3415 = l_6335;
let l_6336 = abs(l_6332);
let l_6337 = l_6336 >= f64(1.1754943508222875e-38);
if l_6337 {
let l_6338 = f32(l_6332);
let l_6339 = f64(l_6338);
l_mut_3415 = l_6339;
let l_6340 = l_mut_3415 > l_6332;
if l_6340 {
let l_6341 = bitcast<u32>(l_6338);
let l_6342 = l_6341 ^ u32(2147483648);
let l_6343 = bitcast<f32>(l_6342);
let l_6344 = bitcast<u32>(l_6343);
let l_6345 = l_6344 + u32(1);
l_mut_3921 = l_6345;
let l_6346 = l_6344 & u32(2147483647);
let l_6347 = l_6346 == u32(0);
if l_6347 {
l_mut_3921 = u32(1);
} else {
let l_6348 = l_6344 & u32(2147483648);
let l_6349 = l_6348 != u32(0);
if l_6349 {
let l_6350 = l_6344 - u32(1);
l_mut_3921 = l_6350;
} else {
let l_6351 = l_6344 == u32(2139095040);
if l_6351 {
l_mut_3921 = l_6344;
}
}
}
let l_6352 = bitcast<f32>(l_mut_3921);
let l_6353 = bitcast<u32>(l_6352);
let l_6354 = l_6353 ^ u32(2147483648);
let l_6355 = bitcast<f32>(l_6354);
let l_6356 = bitcast<u32>(l_6355);
let l_6357 = l_6356 & u32(2147483647);
let l_6358 = bitcast<f32>(l_6357);
let l_6359 = f64(l_6358);
l_mut_3159 = l_6359;
let l_6360 = l_6357 < u32(8388608);
if l_6360 {
let l_6361 = f64(l_6357);
let l_6362 = l_6361 * f64(1.401298464324817e-45);
l_mut_3159 = l_6362;
}
let l_6363 = bitcast<u64>(l_mut_3159);
let l_6364 = l_6356 >> u32(31);
let l_6365 = u64(l_6364);
let l_6366 = l_6365 << u32(bitcast<u64>(u64(63)));
let l_6367 = l_6363 | l_6366;
let l_6368 = bitcast<f64>(l_6367);
l_mut_3415 = l_6368;
} else {
let l_6369 = bitcast<u32>(l_6338);
let l_6370 = l_6369 + u32(1);
l_mut_3921 = l_6370;
let l_6371 = l_6369 & u32(2147483647);
let l_6372 = l_6371 == u32(0);
if l_6372 {
l_mut_3921 = u32(1);
} else {
let l_6373 = l_6369 & u32(2147483648);
let l_6374 = l_6373 != u32(0);
if l_6374 {
let l_6375 = l_6369 - u32(1);
l_mut_3921 = l_6375;
} else {
let l_6376 = l_6369 == u32(2139095040);
if l_6376 {
l_mut_3921 = l_6369;
}
}
}
let l_6377 = bitcast<f32>(l_mut_3921);
let l_6378 = bitcast<u32>(l_6377);
let l_6379 = l_6378 & u32(2147483647);
let l_6380 = bitcast<f32>(l_6379);
let l_6381 = f64(l_6380);
l_mut_3159 = l_6381;
let l_6382 = l_6379 < u32(8388608);
if l_6382 {
let l_6383 = f64(l_6379);
let l_6384 = l_6383 * f64(1.401298464324817e-45);
l_mut_3159 = l_6384;
}
let l_6385 = bitcast<u64>(l_mut_3159);
let l_6386 = l_6378 >> u32(31);
let l_6387 = u64(l_6386);
let l_6388 = l_6387 << u32(bitcast<u64>(u64(63)));
let l_6389 = l_6385 | l_6388;
let l_6390 = bitcast<f64>(l_6389);
let l_6391 = l_6390 <= l_6332;
if l_6391 {
let l_6392 = bitcast<u32>(l_6338);
let l_6393 = l_6392 + u32(1);
l_mut_3921 = l_6393;
let l_6394 = l_6392 & u32(2147483647);
let l_6395 = l_6394 == u32(0);
if l_6395 {
l_mut_3921 = u32(1);
} else {
let l_6396 = l_6392 & u32(2147483648);
let l_6397 = l_6396 != u32(0);
if l_6397 {
let l_6398 = l_6392 - u32(1);
l_mut_3921 = l_6398;
} else {
let l_6399 = l_6392 == u32(2139095040);
if l_6399 {
l_mut_3921 = l_6392;
}
}
}
let l_6400 = bitcast<f32>(l_mut_3921);
let l_6401 = bitcast<u32>(l_6400);
let l_6402 = l_6401 & u32(2147483647);
let l_6403 = bitcast<f32>(l_6402);
let l_6404 = f64(l_6403);
l_mut_3159 = l_6404;
let l_6405 = l_6402 < u32(8388608);
if l_6405 {
let l_6406 = f64(l_6402);
let l_6407 = l_6406 * f64(1.401298464324817e-45);
l_mut_3159 = l_6407;
}
let l_6408 = bitcast<u64>(l_mut_3159);
let l_6409 = l_6401 >> u32(31);
let l_6410 = u64(l_6409);
let l_6411 = l_6410 << u32(bitcast<u64>(u64(63)));
let l_6412 = l_6408 | l_6411;
let l_6413 = bitcast<f64>(l_6412);
l_mut_3415 = l_6413;
}
}
}
let l_6414 = l_mut_3669 == l_mut_3415;
let l_6415 = a_6231[u32(1)];
let l_6416 = l_6415 - l_6248;
let l_6417 = l_6416 * f64(7.1362384635298e44);
let l_6418 = floor(l_6417);
let l_6419 = l_6418 * f64(1.401298464324817e-45);
l_mut_3669 = l_6419;
let l_6420 = abs(l_6416);
let l_6421 = l_6420 >= f64(1.1754943508222875e-38);
if l_6421 {
let l_6422 = f32(l_6416);
let l_6423 = f64(l_6422);
l_mut_3669 = l_6423;
let l_6424 = l_mut_3669 > l_6416;
if l_6424 {
let l_6425 = bitcast<u32>(l_6422);
let l_6426 = l_6425 ^ u32(2147483648);
let l_6427 = bitcast<f32>(l_6426);
let l_6428 = bitcast<u32>(l_6427);
let l_6429 = l_6428 + u32(1);
l_mut_3921 = l_6429;
let l_6430 = l_6428 & u32(2147483647);
let l_6431 = l_6430 == u32(0);
if l_6431 {
l_mut_3921 = u32(1);
} else {
let l_6432 = l_6428 & u32(2147483648);
let l_6433 = l_6432 != u32(0);
if l_6433 {
let l_6434 = l_6428 - u32(1);
l_mut_3921 = l_6434;
} else {
let l_6435 = l_6428 == u32(2139095040);
if l_6435 {
l_mut_3921 = l_6428;
}
}
}
let l_6436 = bitcast<f32>(l_mut_3921);
let l_6437 = bitcast<u32>(l_6436);
let l_6438 = l_6437 ^ u32(2147483648);
let l_6439 = bitcast<f32>(l_6438);
let l_6440 = bitcast<u32>(l_6439);
let l_6441 = l_6440 & u32(2147483647);
let l_6442 = bitcast<f32>(l_6441);
let l_6443 = f64(l_6442);
l_mut_3415 = l_6443;
let l_6444 = l_6441 < u32(8388608);
if l_6444 {
let l_6445 = f64(l_6441);
let l_6446 = l_6445 * f64(1.401298464324817e-45);
l_mut_3415 = l_6446;
}
let l_6447 = bitcast<u64>(l_mut_3415);
let l_6448 = l_6440 >> u32(31);
let l_6449 = u64(l_6448);
let l_6450 = l_6449 << u32(bitcast<u64>(u64(63)));
let l_6451 = l_6447 | l_6450;
let l_6452 = bitcast<f64>(l_6451);
l_mut_3669 = l_6452;
} else {
let l_6453 = bitcast<u32>(l_6422);
let l_6454 = l_6453 + u32(1);
l_mut_3921 = l_6454;
let l_6455 = l_6453 & u32(2147483647);
let l_6456 = l_6455 == u32(0);
if l_6456 {
l_mut_3921 = u32(1);
} else {
let l_6457 = l_6453 & u32(2147483648);
let l_6458 = l_6457 != u32(0);
if l_6458 {
let l_6459 = l_6453 - u32(1);
l_mut_3921 = l_6459;
} else {
let l_6460 = l_6453 == u32(2139095040);
if l_6460 {
l_mut_3921 = l_6453;
}
}
}
let l_6461 = bitcast<f32>(l_mut_3921);
let l_6462 = bitcast<u32>(l_6461);
let l_6463 = l_6462 & u32(2147483647);
let l_6464 = bitcast<f32>(l_6463);
let l_6465 = f64(l_6464);
l_mut_3415 = l_6465;
let l_6466 = l_6463 < u32(8388608);
if l_6466 {
let l_6467 = f64(l_6463);
let l_6468 = l_6467 * f64(1.401298464324817e-45);
l_mut_3415 = l_6468;
}
let l_6469 = bitcast<u64>(l_mut_3415);
let l_6470 = l_6462 >> u32(31);
let l_6471 = u64(l_6470);
let l_6472 = l_6471 << u32(bitcast<u64>(u64(63)));
let l_6473 = l_6469 | l_6472;
let l_6474 = bitcast<f64>(l_6473);
let l_6475 = l_6474 <= l_6416;
if l_6475 {
let l_6476 = bitcast<u32>(l_6422);
let l_6477 = l_6476 + u32(1);
l_mut_3921 = l_6477;
let l_6478 = l_6476 & u32(2147483647);
let l_6479 = l_6478 == u32(0);
if l_6479 {
l_mut_3921 = u32(1);
} else {
let l_6480 = l_6476 & u32(2147483648);
let l_6481 = l_6480 != u32(0);
if l_6481 {
let l_6482 = l_6476 - u32(1);
l_mut_3921 = l_6482;
} else {
let l_6483 = l_6476 == u32(2139095040);
if l_6483 {
l_mut_3921 = l_6476;
}
}
}
let l_6484 = bitcast<f32>(l_mut_3921);
let l_6485 = bitcast<u32>(l_6484);
let l_6486 = l_6485 & u32(2147483647);
let l_6487 = bitcast<f32>(l_6486);
let l_6488 = f64(l_6487);
l_mut_3415 = l_6488;
let l_6489 = l_6486 < u32(8388608);
if l_6489 {
let l_6490 = f64(l_6486);
let l_6491 = l_6490 * f64(1.401298464324817e-45);
l_mut_3415 = l_6491;
}
let l_6492 = bitcast<u64>(l_mut_3415);
let l_6493 = l_6485 >> u32(31);
let l_6494 = u64(l_6493);
let l_6495 = l_6494 << u32(bitcast<u64>(u64(63)));
let l_6496 = l_6492 | l_6495;
let l_6497 = bitcast<f64>(l_6496);
l_mut_3669 = l_6497;
}
}
}
let l_6498 = l_6415 + l_6248;
let l_6499 = l_6498 * f64(7.1362384635298e44);
let l_6500 = floor(l_6499);
let l_6501 = l_6500 * f64(1.401298464324817e-45);
l_mut_3415 = l_6501;
let l_6502 = abs(l_6498);
let l_6503 = l_6502 >= f64(1.1754943508222875e-38);
if l_6503 {
let l_6504 = f32(l_6498);
let l_6505 = f64(l_6504);
l_mut_3415 = l_6505;
let l_6506 = l_mut_3415 > l_6498;
if l_6506 {
let l_6507 = bitcast<u32>(l_6504);
let l_6508 = l_6507 ^ u32(2147483648);
let l_6509 = bitcast<f32>(l_6508);
let l_6510 = bitcast<u32>(l_6509);
let l_6511 = l_6510 + u32(1);
l_mut_3921 = l_6511;
let l_6512 = l_6510 & u32(2147483647);
let l_6513 = l_6512 == u32(0);
if l_6513 {
l_mut_3921 = u32(1);
} else {
let l_6514 = l_6510 & u32(2147483648);
let l_6515 = l_6514 != u32(0);
if l_6515 {
let l_6516 = l_6510 - u32(1);
l_mut_3921 = l_6516;
} else {
let l_6517 = l_6510 == u32(2139095040);
if l_6517 {
l_mut_3921 = l_6510;
}
}
}
let l_6518 = bitcast<f32>(l_mut_3921);
let l_6519 = bitcast<u32>(l_6518);
let l_6520 = l_6519 ^ u32(2147483648);
let l_6521 = bitcast<f32>(l_6520);
let l_6522 = bitcast<u32>(l_6521);
let l_6523 = l_6522 & u32(2147483647);
let l_6524 = bitcast<f32>(l_6523);
let l_6525 = f64(l_6524);
l_mut_3159 = l_6525;
let l_6526 = l_6523 < u32(8388608);
if l_6526 {
let l_6527 = f64(l_6523);
let l_6528 = l_6527 * f64(1.401298464324817e-45);
l_mut_3159 = l_6528;
}
let l_6529 = bitcast<u64>(l_mut_3159);
let l_6530 = l_6522 >> u32(31);
let l_6531 = u64(l_6530);
let l_6532 = l_6531 << u32(bitcast<u64>(u64(63)));
let l_6533 = l_6529 | l_6532;
let l_6534 = bitcast<f64>(l_6533);
l_mut_3415 = l_6534;
} else {
let l_6535 = bitcast<u32>(l_6504);
let l_6536 = l_6535 + u32(1);
l_mut_3921 = l_6536;
let l_6537 = l_6535 & u32(2147483647);
let l_6538 = l_6537 == u32(0);
if l_6538 {
l_mut_3921 = u32(1);
} else {
let l_6539 = l_6535 & u32(2147483648);
let l_6540 = l_6539 != u32(0);
if l_6540 {
let l_6541 = l_6535 - u32(1);
l_mut_3921 = l_6541;
} else {
let l_6542 = l_6535 == u32(2139095040);
if l_6542 {
l_mut_3921 = l_6535;
}
}
}
let l_6543 = bitcast<f32>(l_mut_3921);
let l_6544 = bitcast<u32>(l_6543);
let l_6545 = l_6544 & u32(2147483647);
let l_6546 = bitcast<f32>(l_6545);
let l_6547 = f64(l_6546);
l_mut_3159 = l_6547;
let l_6548 = l_6545 < u32(8388608);
if l_6548 {
let l_6549 = f64(l_6545);
let l_6550 = l_6549 * f64(1.401298464324817e-45);
l_mut_3159 = l_6550;
}
let l_6551 = bitcast<u64>(l_mut_3159);
let l_6552 = l_6544 >> u32(31);
let l_6553 = u64(l_6552);
let l_6554 = l_6553 << u32(bitcast<u64>(u64(63)));
let l_6555 = l_6551 | l_6554;
let l_6556 = bitcast<f64>(l_6555);
let l_6557 = l_6556 <= l_6498;
if l_6557 {
let l_6558 = bitcast<u32>(l_6504);
let l_6559 = l_6558 + u32(1);
l_mut_3921 = l_6559;
let l_6560 = l_6558 & u32(2147483647);
let l_6561 = l_6560 == u32(0);
if l_6561 {
l_mut_3921 = u32(1);
} else {
let l_6562 = l_6558 & u32(2147483648);
let l_6563 = l_6562 != u32(0);
if l_6563 {
let l_6564 = l_6558 - u32(1);
l_mut_3921 = l_6564;
} else {
let l_6565 = l_6558 == u32(2139095040);
if l_6565 {
l_mut_3921 = l_6558;
}
}
}
let l_6566 = bitcast<f32>(l_mut_3921);
let l_6567 = bitcast<u32>(l_6566);
let l_6568 = l_6567 & u32(2147483647);
let l_6569 = bitcast<f32>(l_6568);
let l_6570 = f64(l_6569);
l_mut_3159 = l_6570;
let l_6571 = l_6568 < u32(8388608);
if l_6571 {
let l_6572 = f64(l_6568);
let l_6573 = l_6572 * f64(1.401298464324817e-45);
l_mut_3159 = l_6573;
}
let l_6574 = bitcast<u64>(l_mut_3159);
let l_6575 = l_6567 >> u32(31);
let l_6576 = u64(l_6575);
let l_6577 = l_6576 << u32(bitcast<u64>(u64(63)));
let l_6578 = l_6574 | l_6577;
let l_6579 = bitcast<f64>(l_6578);
l_mut_3415 = l_6579;
}
}
}
let l_6580 = l_mut_3669 == l_mut_3415;
let l_6581 = l_6414 && l_6580;
if l_6581 {
let l_6582 = a_6231[u32(0)];
let l_6583 = l_6582 * f64(7.1362384635298e44);
let l_6584 = floor(l_6583);
let l_6585 = l_6584 * f64(1.401298464324817e-45);
l_mut_3669 = l_6585;
let l_6586 = abs(l_6582);
let l_6587 = l_6586 >= f64(1.1754943508222875e-38);
if l_6587 {
let l_6588 = f32(l_6582);
let l_6589 = f64(l_6588);
l_mut_3669 = l_6589;
let l_6590 = l_mut_3669 > l_6582;
if l_6590 {
let l_6591 = bitcast<u32>(l_6588);
let l_6592 = l_6591 ^ u32(2147483648);
let l_6593 = bitcast<f32>(l_6592);
let l_6594 = bitcast<u32>(l_6593);
let l_6595 = l_6594 + u32(1);
l_mut_3921 = l_6595;
let l_6596 = l_6594 & u32(2147483647);
let l_6597 = l_6596 == u32(0);
if l_6597 {
l_mut_3921 = u32(1);
} else {
let l_6598 = l_6594 & u32(2147483648);
let l_6599 = l_6598 != u32(0);
if l_6599 {
let l_6600 = l_6594 - u32(1);
l_mut_3921 = l_6600;
} else {
let l_6601 = l_6594 == u32(2139095040);
if l_6601 {
l_mut_3921 = l_6594;
}
}
}
let l_6602 = bitcast<f32>(l_mut_3921);
let l_6603 = bitcast<u32>(l_6602);
let l_6604 = l_6603 ^ u32(2147483648);
let l_6605 = bitcast<f32>(l_6604);
let l_6606 = bitcast<u32>(l_6605);
let l_6607 = l_6606 & u32(2147483647);
let l_6608 = bitcast<f32>(l_6607);
let l_6609 = f64(l_6608);
l_mut_3415 = l_6609;
let l_6610 = l_6607 < u32(8388608);
if l_6610 {
let l_6611 = f64(l_6607);
let l_6612 = l_6611 * f64(1.401298464324817e-45);
l_mut_3415 = l_6612;
}
let l_6613 = bitcast<u64>(l_mut_3415);
let l_6614 = l_6606 >> u32(31);
let l_6615 = u64(l_6614);
let l_6616 = l_6615 << u32(bitcast<u64>(u64(63)));
let l_6617 = l_6613 | l_6616;
let l_6618 = bitcast<f64>(l_6617);
l_mut_3669 = l_6618;
} else {
let l_6619 = bitcast<u32>(l_6588);
let l_6620 = l_6619 + u32(1);
l_mut_3921 = l_6620;
let l_6621 = l_6619 & u32(2147483647);
let l_6622 = l_6621 == u32(0);
if l_6622 {
l_mut_3921 = u32(1);
} else {
let l_6623 = l_6619 & u32(2147483648);
let l_6624 = l_6623 != u32(0);
if l_6624 {
let l_6625 = l_6619 - u32(1);
l_mut_3921 = l_6625;
} else {
let l_6626 = l_6619 == u32(2139095040);
if l_6626 {
l_mut_3921 = l_6619;
}
}
}
let l_6627 = bitcast<f32>(l_mut_3921);
let l_6628 = bitcast<u32>(l_6627);
let l_6629 = l_6628 & u32(2147483647);
let l_6630 = bitcast<f32>(l_6629);
let l_6631 = f64(l_6630);
l_mut_3415 = l_6631;
let l_6632 = l_6629 < u32(8388608);
if l_6632 {
let l_6633 = f64(l_6629);
let l_6634 = l_6633 * f64(1.401298464324817e-45);
l_mut_3415 = l_6634;
}
let l_6635 = bitcast<u64>(l_mut_3415);
let l_6636 = l_6628 >> u32(31);
let l_6637 = u64(l_6636);
let l_6638 = l_6637 << u32(bitcast<u64>(u64(63)));
let l_6639 = l_6635 | l_6638;
let l_6640 = bitcast<f64>(l_6639);
let l_6641 = l_6640 <= l_6582;
if l_6641 {
let l_6642 = bitcast<u32>(l_6588);
let l_6643 = l_6642 + u32(1);
l_mut_3921 = l_6643;
let l_6644 = l_6642 & u32(2147483647);
let l_6645 = l_6644 == u32(0);
if l_6645 {
l_mut_3921 = u32(1);
} else {
let l_6646 = l_6642 & u32(2147483648);
let l_6647 = l_6646 != u32(0);
if l_6647 {
let l_6648 = l_6642 - u32(1);
l_mut_3921 = l_6648;
} else {
let l_6649 = l_6642 == u32(2139095040);
if l_6649 {
l_mut_3921 = l_6642;
}
}
}
let l_6650 = bitcast<f32>(l_mut_3921);
let l_6651 = bitcast<u32>(l_6650);
let l_6652 = l_6651 & u32(2147483647);
let l_6653 = bitcast<f32>(l_6652);
let l_6654 = f64(l_6653);
l_mut_3415 = l_6654;
let l_6655 = l_6652 < u32(8388608);
if l_6655 {
let l_6656 = f64(l_6652);
let l_6657 = l_6656 * f64(1.401298464324817e-45);
l_mut_3415 = l_6657;
}
let l_6658 = bitcast<u64>(l_mut_3415);
let l_6659 = l_6651 >> u32(31);
let l_6660 = u64(l_6659);
let l_6661 = l_6660 << u32(bitcast<u64>(u64(63)));
let l_6662 = l_6658 | l_6661;
let l_6663 = bitcast<f64>(l_6662);
l_mut_3669 = l_6663;
}
}
}
let l_6664 = a_6231[u32(1)];
let l_6665 = -l_6664;
let l_6666 = l_6665 * f64(7.1362384635298e44);
let l_6667 = floor(l_6666);
let l_6668 = l_6667 * f64(1.401298464324817e-45);
l_mut_3415 = l_6668;
let l_6669 = abs(l_6665);
let l_6670 = l_6669 >= f64(1.1754943508222875e-38);
if l_6670 {
let l_6671 = f32(l_6665);
let l_6672 = f64(l_6671);
l_mut_3415 = l_6672;
let l_6673 = l_mut_3415 > l_6665;
if l_6673 {
let l_6674 = bitcast<u32>(l_6671);
let l_6675 = l_6674 ^ u32(2147483648);
let l_6676 = bitcast<f32>(l_6675);
let l_6677 = bitcast<u32>(l_6676);
let l_6678 = l_6677 + u32(1);
l_mut_3921 = l_6678;
let l_6679 = l_6677 & u32(2147483647);
let l_6680 = l_6679 == u32(0);
if l_6680 {
l_mut_3921 = u32(1);
} else {
let l_6681 = l_6677 & u32(2147483648);
let l_6682 = l_6681 != u32(0);
if l_6682 {
let l_6683 = l_6677 - u32(1);
l_mut_3921 = l_6683;
} else {
let l_6684 = l_6677 == u32(2139095040);
if l_6684 {
l_mut_3921 = l_6677;
}
}
}
let l_6685 = bitcast<f32>(l_mut_3921);
let l_6686 = bitcast<u32>(l_6685);
let l_6687 = l_6686 ^ u32(2147483648);
let l_6688 = bitcast<f32>(l_6687);
let l_6689 = bitcast<u32>(l_6688);
let l_6690 = l_6689 & u32(2147483647);
let l_6691 = bitcast<f32>(l_6690);
let l_6692 = f64(l_6691);
l_mut_3159 = l_6692;
let l_6693 = l_6690 < u32(8388608);
if l_6693 {
let l_6694 = f64(l_6690);
let l_6695 = l_6694 * f64(1.401298464324817e-45);
l_mut_3159 = l_6695;
}
let l_6696 = bitcast<u64>(l_mut_3159);
let l_6697 = l_6689 >> u32(31);
let l_6698 = u64(l_6697);
let l_6699 = l_6698 << u32(bitcast<u64>(u64(63)));
let l_6700 = l_6696 | l_6699;
let l_6701 = bitcast<f64>(l_6700);
l_mut_3415 = l_6701;
} else {
let l_6702 = bitcast<u32>(l_6671);
let l_6703 = l_6702 + u32(1);
l_mut_3921 = l_6703;
let l_6704 = l_6702 & u32(2147483647);
let l_6705 = l_6704 == u32(0);
if l_6705 {
l_mut_3921 = u32(1);
} else {
let l_6706 = l_6702 & u32(2147483648);
let l_6707 = l_6706 != u32(0);
if l_6707 {
let l_6708 = l_6702 - u32(1);
l_mut_3921 = l_6708;
} else {
let l_6709 = l_6702 == u32(2139095040);
if l_6709 {
l_mut_3921 = l_6702;
}
}
}
let l_6710 = bitcast<f32>(l_mut_3921);
let l_6711 = bitcast<u32>(l_6710);
let l_6712 = l_6711 & u32(2147483647);
let l_6713 = bitcast<f32>(l_6712);
let l_6714 = f64(l_6713);
l_mut_3159 = l_6714;
let l_6715 = l_6712 < u32(8388608);
if l_6715 {
let l_6716 = f64(l_6712);
let l_6717 = l_6716 * f64(1.401298464324817e-45);
l_mut_3159 = l_6717;
}
let l_6718 = bitcast<u64>(l_mut_3159);
let l_6719 = l_6711 >> u32(31);
let l_6720 = u64(l_6719);
let l_6721 = l_6720 << u32(bitcast<u64>(u64(63)));
let l_6722 = l_6718 | l_6721;
let l_6723 = bitcast<f64>(l_6722);
let l_6724 = l_6723 <= l_6665;
if l_6724 {
let l_6725 = bitcast<u32>(l_6671);
let l_6726 = l_6725 + u32(1);
l_mut_3921 = l_6726;
let l_6727 = l_6725 & u32(2147483647);
let l_6728 = l_6727 == u32(0);
if l_6728 {
l_mut_3921 = u32(1);
} else {
let l_6729 = l_6725 & u32(2147483648);
let l_6730 = l_6729 != u32(0);
if l_6730 {
let l_6731 = l_6725 - u32(1);
l_mut_3921 = l_6731;
} else {
let l_6732 = l_6725 == u32(2139095040);
if l_6732 {
l_mut_3921 = l_6725;
}
}
}
let l_6733 = bitcast<f32>(l_mut_3921);
let l_6734 = bitcast<u32>(l_6733);
let l_6735 = l_6734 & u32(2147483647);
let l_6736 = bitcast<f32>(l_6735);
let l_6737 = f64(l_6736);
l_mut_3159 = l_6737;
let l_6738 = l_6735 < u32(8388608);
if l_6738 {
let l_6739 = f64(l_6735);
let l_6740 = l_6739 * f64(1.401298464324817e-45);
l_mut_3159 = l_6740;
}
let l_6741 = bitcast<u64>(l_mut_3159);
let l_6742 = l_6734 >> u32(31);
let l_6743 = u64(l_6742);
let l_6744 = l_6743 << u32(bitcast<u64>(u64(63)));
let l_6745 = l_6741 | l_6744;
let l_6746 = bitcast<f64>(l_6745);
l_mut_3415 = l_6746;
}
}
}
let l_6747 = -l_mut_3415;
let l_6748 = bitcast<u32>(l_26);
let l_6749 = l_6748 & u32(2147483647);
let l_6750 = bitcast<f32>(l_6749);
let l_6751 = f64(l_6750);
l_mut_3415 = l_6751;
let l_6752 = l_6749 < u32(8388608);
if l_6752 {
let l_6753 = f64(l_6749);
let l_6754 = l_6753 * f64(1.401298464324817e-45);
l_mut_3415 = l_6754;
}
let l_6755 = bitcast<u64>(l_mut_3415);
let l_6756 = l_6748 >> u32(31);
let l_6757 = u64(l_6756);
let l_6758 = l_6757 << u32(bitcast<u64>(u64(63)));
let l_6759 = l_6755 | l_6758;
let l_6760 = bitcast<f64>(l_6759);
let l_6761 = bitcast<u32>(l_26);
let l_6762 = l_6761 + u32(1);
l_mut_3921 = l_6762;
let l_6763 = l_6761 & u32(2147483647);
let l_6764 = l_6763 == u32(0);
if l_6764 {
l_mut_3921 = u32(1);
} else {
let l_6765 = l_6761 & u32(2147483648);
let l_6766 = l_6765 != u32(0);
if l_6766 {
let l_6767 = l_6761 - u32(1);
l_mut_3921 = l_6767;
} else {
let l_6768 = l_6761 == u32(2139095040);
if l_6768 {
l_mut_3921 = l_6761;
}
}
}
let l_6769 = bitcast<f32>(l_mut_3921);
let l_6770 = bitcast<u32>(l_6769);
let l_6771 = l_6770 & u32(2147483647);
let l_6772 = bitcast<f32>(l_6771);
let l_6773 = f64(l_6772);
l_mut_3415 = l_6773;
let l_6774 = l_6771 < u32(8388608);
if l_6774 {
let l_6775 = f64(l_6771);
let l_6776 = l_6775 * f64(1.401298464324817e-45);
l_mut_3415 = l_6776;
}
let l_6777 = bitcast<u64>(l_mut_3415);
let l_6778 = l_6770 >> u32(31);
let l_6779 = u64(l_6778);
let l_6780 = l_6779 << u32(bitcast<u64>(u64(63)));
let l_6781 = l_6777 | l_6780;
let l_6782 = bitcast<f64>(l_6781);
let l_6783 = bitcast<u32>(l_26);
let l_6784 = l_6783 ^ u32(2147483648);
let l_6785 = bitcast<f32>(l_6784);
let l_6786 = bitcast<u32>(l_6785);
let l_6787 = l_6786 + u32(1);
l_mut_3921 = l_6787;
let l_6788 = l_6786 & u32(2147483647);
let l_6789 = l_6788 == u32(0);
if l_6789 {
l_mut_3921 = u32(1);
} else {
let l_6790 = l_6786 & u32(2147483648);
let l_6791 = l_6790 != u32(0);
if l_6791 {
let l_6792 = l_6786 - u32(1);
l_mut_3921 = l_6792;
} else {
let l_6793 = l_6786 == u32(2139095040);
if l_6793 {
l_mut_3921 = l_6786;
}
}
}
let l_6794 = bitcast<f32>(l_mut_3921);
let l_6795 = bitcast<u32>(l_6794);
let l_6796 = l_6795 ^ u32(2147483648);
let l_6797 = bitcast<f32>(l_6796);
let l_6798 = bitcast<u32>(l_6797);
let l_6799 = l_6798 & u32(2147483647);
let l_6800 = bitcast<f32>(l_6799);
let l_6801 = f64(l_6800);
l_mut_3415 = l_6801;
let l_6802 = l_6799 < u32(8388608);
if l_6802 {
let l_6803 = f64(l_6799);
let l_6804 = l_6803 * f64(1.401298464324817e-45);
l_mut_3415 = l_6804;
}
let l_6805 = bitcast<u64>(l_mut_3415);
let l_6806 = l_6798 >> u32(31);
let l_6807 = u64(l_6806);
let l_6808 = l_6807 << u32(bitcast<u64>(u64(63)));
let l_6809 = l_6805 | l_6808;
let l_6810 = bitcast<f64>(l_6809);
let l_6811 = l_mut_3669 + f64(0.0);
let l_6812 = l_6811 <= l_6760;
l_mut_837 = l_6812;
let l_6813 = l_mut_3669 - f64(0.0);
let l_6814 = l_6813 > l_6760;
l_mut_834 = l_6814;
let l_6815 = l_6747 - f64(0.0);
let l_6816 = l_6815 >= l_6760;
l_mut_831 = l_6816;
let l_6817 = l_6747 + f64(0.0);
let l_6818 = l_6817 < l_6760;
l_mut_828 = l_6818;
l_mut_3921 = u32(2);
let l_6819 = l_mut_834 || l_mut_828;
if l_6819 {
l_mut_3921 = u32(1);
} else {
let l_6820 = l_mut_837 && l_mut_831;
if l_6820 {
l_mut_3921 = u32(0);
}
}
let l_6821 = bitcast<u32>(l_26);
let l_6822 = l_6821 & u32(2147483647);
let l_6823 = l_6822 == u32(0);
if l_6823 {
let l_6824 = l_mut_3669 + f64(0.0);
let l_6825 = l_6824 < f64(1.1754943508222875e-38);
let l_6826 = l_6747 - f64(0.0);
let l_6827 = l_6826 > f64(-1.1754943508222875e-38);
let l_6828 = l_6825 && l_6827;
let l_6829 = l_mut_3669 - f64(0.0);
let l_6830 = l_6829 < f64(1.1754943508222875e-38);
let l_6831 = l_6747 + f64(0.0);
let l_6832 = l_6831 > f64(-1.1754943508222875e-38);
let l_6833 = l_6830 && l_6832;
if l_6828 {
l_mut_3921 = u32(0);
} else {
let l_6834 = l_mut_3921 == u32(1);
let l_6835 = l_6833 && l_6834;
if l_6835 {
l_mut_3921 = u32(2);
}
}
}
l_mut_4964 = l_mut_3921;
}
l_mut_720 = l_mut_4964;
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
a_10[l_mut_701] = l_mut_720;
let l_6836 = a_10[l_mut_701];
let l_6837 = l_6836 == u32(2);
if l_6837 {
l_mut_284 = bool(false);
}
}
}
let l_6838 = l_mut_216 == u32(4294967293);
if l_6838 {
let l_6839 = a_8[u32(0)];
let l_6840 = l_6839 + u32(1);
a_8[u32(0)] = l_6840;
} else {
if l_mut_284 {
l_mut_3669 = l_689;
let l_6841 = l_mut_3669 < f64(-17.0);
if l_6841 {
l_mut_3669 = f64(-17.0);
}
let l_6842 = l_mut_3669 > f64(17.0);
if l_6842 {
l_mut_3669 = f64(17.0);
}
let l_6843 = l_mut_3669 + f64(16.0);
let l_6844 = l_6843 + f64(1.0);
let l_6845 = u32(l_6844);
let l_6846 = u32(2) + l_6845;
let l_6847 = a_8[l_6846];
let l_6848 = l_6847 + u32(1);
a_8[l_6846] = l_6848;
let l_6849 = bitcast<u32>(l_26);
let l_6850 = l_6849 & u32(2147483647);
let l_6851 = bitcast<f32>(l_6850);
let l_6852 = f64(l_6851);
l_mut_3669 = l_6852;
let l_6853 = l_6850 < u32(8388608);
if l_6853 {
let l_6854 = f64(l_6850);
let l_6855 = l_6854 * f64(1.401298464324817e-45);
l_mut_3669 = l_6855;
}
let l_6856 = bitcast<u64>(l_mut_3669);
let l_6857 = l_6849 >> u32(31);
let l_6858 = u64(l_6857);
let l_6859 = l_6858 << u32(bitcast<u64>(u64(63)));
let l_6860 = l_6856 | l_6859;
let l_6861 = bitcast<f64>(l_6860);
let l_6862 = abs(l_mut_31);
let l_6863 = l_mut_31 * f64(0.0);
let l_6864 = l_6863 + f64(7.1362384635298e44);
l_mut_3669 = l_6864;
let l_6865 = l_6862 >= f64(2.350988701644575e-38);
if l_6865 {
let l_6866 = l_mut_216 & u32(2147483647);
let l_6867 = bitcast<f32>(l_6866);
let l_6868 = f64(l_6867);
let l_6869 = l_6866 & u32(2139095040);
let l_6870 = bitcast<f32>(l_6869);
let l_6871 = f64(l_6870);
let l_6872 = l_6868 > l_6862;
let l_6873 = l_6866 & u32(8388607);
let l_6874 = l_6873 == u32(0);
let l_6875 = l_6872 && l_6874;
let l_6876 = l_6871 * f64(1.1920928955078125e-7);
let l_6877 = f64(l_6875);
let l_6878 = f64(0.5) * l_6877;
let l_6879 = f64(1.0) - l_6878;
let l_6880 = l_6876 * l_6879;
let l_6881 = f64(1.0) / l_6880;
l_mut_3669 = l_6881;
}
let l_6882 = l_6861 - l_mut_31;
let l_6883 = l_6882 * l_mut_3669;
let l_6884 = u32(2) * u32(0);
let l_6885 = u32(45) + l_6884;
let l_6886 = abs(l_6883);
let l_6887 = a_9[u32(0)];
let l_6888 = abs(l_6887);
let l_6889 = l_6886 > l_6888;
l_mut_837 = l_6889;
let l_6890 = u32(0) == u32(0);
if l_6890 {
let l_6891 = a_9[u32(0)];
let l_6892 = l_6883 < l_6891;
l_mut_837 = l_6892;
} else {
let l_6893 = u32(0) == u32(1);
if l_6893 {
let l_6894 = a_9[u32(0)];
let l_6895 = l_6883 > l_6894;
l_mut_837 = l_6895;
}
}
let l_6896 = a_8[l_6885];
let l_6897 = l_6896 == u32(4294967295);
let l_6898 = l_6897 || l_mut_837;
if l_6898 {
a_8[l_6885] = l_24;
let l_6899 = l_6885 + u32(1);
a_8[l_6899] = l_670;
a_9[u32(0)] = l_6883;
}
let l_6900 = u32(2) * u32(1);
let l_6901 = u32(45) + l_6900;
let l_6902 = abs(l_6883);
let l_6903 = a_9[u32(1)];
let l_6904 = abs(l_6903);
let l_6905 = l_6902 > l_6904;
l_mut_837 = l_6905;
let l_6906 = u32(1) == u32(0);
if l_6906 {
let l_6907 = a_9[u32(1)];
let l_6908 = l_6883 < l_6907;
l_mut_837 = l_6908;
} else {
let l_6909 = u32(1) == u32(1);
if l_6909 {
let l_6910 = a_9[u32(1)];
let l_6911 = l_6883 > l_6910;
l_mut_837 = l_6911;
}
}
let l_6912 = a_8[l_6901];
let l_6913 = l_6912 == u32(4294967295);
let l_6914 = l_6913 || l_mut_837;
if l_6914 {
a_8[l_6901] = l_24;
let l_6915 = l_6901 + u32(1);
a_8[l_6915] = l_670;
a_9[u32(1)] = l_6883;
}
let l_6916 = l_689 != f64(0.0);
if l_6916 {

for (var l_mut_6917: u32 = u32(0); l_mut_6917 < u32(8); l_mut_6917++) {
let l_6918 = a_10[l_mut_6917];
let l_6919 = l_6918 == u32(1);
if l_6919 {
let l_6920 = u32(37) + l_mut_6917;
let l_6921 = a_8[l_6920];
let l_6922 = l_6921 + u32(1);
a_8[l_6920] = l_6922;
let l_6923 = u32(2) + l_mut_6917;
let l_6924 = u32(2) * l_6923;
let l_6925 = u32(45) + l_6924;
let l_6926 = abs(l_6883);
let l_6927 = a_9[l_6923];
let l_6928 = abs(l_6927);
let l_6929 = l_6926 > l_6928;
l_mut_837 = l_6929;
let l_6930 = l_6923 == u32(0);
if l_6930 {
let l_6931 = a_9[l_6923];
let l_6932 = l_6883 < l_6931;
l_mut_837 = l_6932;
} else {
let l_6933 = l_6923 == u32(1);
if l_6933 {
let l_6934 = a_9[l_6923];
let l_6935 = l_6883 > l_6934;
l_mut_837 = l_6935;
}
}
let l_6936 = a_8[l_6925];
let l_6937 = l_6936 == u32(4294967295);
let l_6938 = l_6937 || l_mut_837;
if l_6938 {
a_8[l_6925] = l_24;
let l_6939 = l_6925 + u32(1);
a_8[l_6939] = l_670;
a_9[l_6923] = l_6883;
}
}
}
}
} else {
let l_6940 = a_8[u32(1)];
let l_6941 = l_2 + l_6940;
let l_6942 = l_6941 * u32(2);
let l_7090 = info.static_meta[u32(7)];
let l_7091 = l_7090 * u32(1);
let l_7092 = l_6942 < l_7091;
if l_7092 {
buffer_7_global[l_6942] = l_24;
}
let l_6943 = l_6942 + u32(1);
let l_7093 = info.static_meta[u32(7)];
let l_7094 = l_7093 * u32(1);
let l_7095 = l_6943 < l_7094;
if l_7095 {
buffer_7_global[l_6943] = l_670;
}
let l_6944 = a_8[u32(1)];
let l_6945 = l_6944 + u32(1);
a_8[u32(1)] = l_6945;
}
}
}

for (var l_mut_6946: u32 = u32(0); l_mut_6946 < u32(65); l_mut_6946++) {
let l_6947 = id * u32(65);
let l_6948 = l_6947 + l_mut_6946;
let l_6949 = a_8[l_mut_6946];
let l_7096 = info.static_meta[u32(5)];
let l_7097 = l_7096 * u32(1);
let l_7098 = l_6948 < l_7097;
if l_7098 {
buffer_5_global[l_6948] = l_6949;
}
}

for (var l_mut_6950: u32 = u32(0); l_mut_6950 < u32(10); l_mut_6950++) {
let l_6951 = id * u32(10);
let l_6952 = l_6951 + l_mut_6950;
let l_6953 = a_9[l_mut_6950];
let l_7099 = info.static_meta[u32(6)];
let l_7100 = l_7099 * u32(1);
let l_7101 = l_6952 < l_7100;
if l_7101 {
buffer_6_global[l_6952] = l_6953;
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
