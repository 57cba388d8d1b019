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

var a_384: array<u32, 1>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_101: bool;
var l_mut_115: u64;
var l_mut_144: u64;
var l_mut_156: u64;
var l_mut_159: i32;
var l_mut_214: f64;
var l_mut_22: f32;
var l_mut_25: f64;
var l_mut_29: f64;
var l_mut_34: f64;
var l_mut_35: u32;
var l_mut_385: u32;
var l_mut_401: u32;
var l_mut_430: u32;
var l_mut_451: bool;
var l_mut_454: bool;
var l_mut_457: bool;
var l_mut_460: bool;
var l_mut_49: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1059 = info.static_meta[u32(7)];
let l_1060 = l_1059 * u32(1);
let l_1061 = u32(0) < l_1060;
if l_1061 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1045 = info.static_meta[u32(0)];
let l_1046 = l_1045 * u32(1);
let l_1047 = u32(1) < l_1046;
let l_1048 = l_1046 - u32(1);
let l_1049 = min(u32(1), l_1048);
let l_1050 = buffer_0_global[l_1049];
let l_1051 = select(u32(0), l_1050, l_1047);
let l_1 = l_1051;
let l_2 = id * l_1;
let l_1052 = info.static_meta[u32(0)];
let l_1053 = l_1052 * u32(1);
let l_1054 = u32(2) < l_1053;
let l_1055 = l_1053 - u32(1);
let l_1056 = min(u32(2), l_1055);
let l_1057 = buffer_0_global[l_1056];
let l_1058 = select(u32(0), l_1057, l_1054);
let l_3 = l_1058;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1062 = info.static_meta[u32(0)];
let l_1063 = l_1062 * u32(1);
let l_1064 = u32(2) < l_1063;
let l_1065 = l_1063 - u32(1);
let l_1066 = min(u32(2), l_1065);
let l_1067 = buffer_0_global[l_1066];
let l_1068 = select(u32(0), l_1067, l_1064);
let l_6 = l_1068;
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
let l_1069 = info.static_meta[u32(0)];
let l_1070 = l_1069 * u32(1);
let l_1071 = u32(0) < l_1070;
let l_1072 = l_1070 - u32(1);
let l_1073 = min(u32(0), l_1072);
let l_1074 = buffer_0_global[l_1073];
let l_1075 = select(u32(0), l_1074, l_1071);
let l_19 = l_1075;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = sin(l_21);
l_mut_22 = l_23;
let l_24 = f64(l_21);
l_mut_25 = l_24;
let l_26 = bitcast<u32>(l_21);
let l_27 = l_26 & u32(2147483647);
let l_28 = bitcast<f64>(u64(9221120237041090560));
l_mut_29 = l_28;
let l_30 = bitcast<f32>(l_27);
let l_31 = l_30 < f32(4.0);
if l_31 {
let l_32 = f64(l_21);
let l_33 = abs(l_32);
l_mut_34 = l_33;
l_mut_35 = u32(0);
let l_36 = l_33 >= f64(0.785);
if l_36 {
let l_37 = l_33 * f64(0.6366197723675814);
let l_38 = l_37 + f64(0.5);
let l_39 = floor(l_38);
let l_40 = l_39 * f64(1.570796325802803);
let l_41 = l_33 - l_40;
let l_42 = l_39 * f64(9.920935796805404e-10);
let l_43 = l_41 - l_42;
l_mut_34 = l_43;
let l_44 = u32(l_39);
l_mut_35 = l_44;
}
let l_45 = l_21 < f32(0.0);
let l_46 = l_mut_34 * l_mut_34;
let l_47 = l_46 * f64(1.9572941063391263e-20);
let l_48 = f64(8.22063524662433e-18) - l_47;
l_mut_49 = l_48;
let l_50 = l_mut_49 * l_46;
let l_51 = l_50 - f64(2.8114572543455206e-15);
l_mut_49 = l_51;
let l_52 = l_mut_49 * l_46;
let l_53 = l_52 + f64(7.647163731819816e-13);
l_mut_49 = l_53;
let l_54 = l_mut_49 * l_46;
let l_55 = l_54 - f64(1.6059043836821613e-10);
l_mut_49 = l_55;
let l_56 = l_mut_49 * l_46;
let l_57 = l_56 + f64(2.505210838544172e-8);
l_mut_49 = l_57;
let l_58 = l_mut_49 * l_46;
let l_59 = l_58 - f64(2.7557319223985893e-6);
l_mut_49 = l_59;
let l_60 = l_mut_49 * l_46;
let l_61 = l_60 + f64(0.0001984126984126984);
l_mut_49 = l_61;
let l_62 = l_mut_49 * l_46;
let l_63 = l_62 - f64(0.008333333333333333);
l_mut_49 = l_63;
let l_64 = l_mut_49 * l_46;
let l_65 = l_64 + f64(0.16666666666666666);
l_mut_49 = l_65;
let l_66 = f64(0.5) * l_46;
let l_67 = f64(1.0) - l_66;
let l_68 = f64(0.0) * l_67;
let l_69 = l_mut_34 * l_46;
let l_70 = l_69 * l_mut_49;
let l_71 = l_68 - l_70;
let l_72 = l_mut_34 + l_71;
let l_73 = l_mut_34 * l_mut_34;
let l_74 = l_73 * f64(4.110317623312165e-19);
let l_75 = l_74 - f64(1.5619206968586225e-16);
l_mut_49 = l_75;
let l_76 = l_mut_49 * l_73;
let l_77 = l_76 + f64(4.779477332387385e-14);
l_mut_49 = l_77;
let l_78 = l_mut_49 * l_73;
let l_79 = l_78 - f64(1.1470745597729725e-11);
l_mut_49 = l_79;
let l_80 = l_mut_49 * l_73;
let l_81 = l_80 + f64(2.08767569878681e-9);
l_mut_49 = l_81;
let l_82 = l_mut_49 * l_73;
let l_83 = l_82 - f64(2.755731922398589e-7);
l_mut_49 = l_83;
let l_84 = l_mut_49 * l_73;
let l_85 = l_84 + f64(2.48015873015873e-5);
l_mut_49 = l_85;
let l_86 = l_mut_49 * l_73;
let l_87 = l_86 - f64(0.001388888888888889);
l_mut_49 = l_87;
let l_88 = l_mut_49 * l_73;
let l_89 = l_88 + f64(0.041666666666666664);
l_mut_49 = l_89;
let l_90 = f64(0.5) * l_73;
let l_91 = f64(1.0) - l_90;
let l_92 = l_73 * l_73;
let l_93 = l_92 * l_mut_49;
let l_94 = f64(0.0) * l_mut_34;
let l_95 = l_93 - l_94;
let l_96 = l_91 + l_95;
let l_97 = l_mut_35 & u32(1);
let l_98 = l_97 == u32(1);
l_mut_49 = l_72;
let l_99 = l_mut_35 & u32(2);
let l_100 = l_99 != u32(0);
l_mut_101 = l_100;
if l_98 {
l_mut_49 = l_96;
}
let l_102 = bool(true) && l_45;
if l_102 {
let l_103 = !l_mut_101;
l_mut_101 = l_103;
}
if l_mut_101 {
let l_104 = -l_mut_49;
l_mut_49 = l_104;
}
l_mut_29 = l_mut_49;
} else {
let l_105 = l_27 < u32(2139095040);
if l_105 {
let l_106 = l_27 & u32(8388607);
let l_107 = l_106 | u32(8388608);
let l_108 = u64(l_107);
let l_109 = l_27 >> u32(23);
let l_110 = l_109 * u32(4);
let l_111 = l_110 + u32(3);
let l_1076 = info.static_meta[u32(3)];
let l_1077 = l_1076 * u32(1);
let l_1078 = l_111 < l_1077;
let l_1079 = l_1077 - u32(1);
let l_1080 = min(l_111, l_1079);
let l_1081 = buffer_3_global[l_1080];
let l_1082 = select(u32(0), l_1081, l_1078);
let l_112 = l_1082;
let l_113 = u64(l_112);
let l_114 = l_108 * l_113;
l_mut_115 = l_114;
let l_116 = l_mut_115 & u64(4294967295);
let l_117 = l_mut_115 >> u32(bitcast<u64>(u64(32)));
let l_118 = l_110 + u32(2);
let l_1083 = info.static_meta[u32(3)];
let l_1084 = l_1083 * u32(1);
let l_1085 = l_118 < l_1084;
let l_1086 = l_1084 - u32(1);
let l_1087 = min(l_118, l_1086);
let l_1088 = buffer_3_global[l_1087];
let l_1089 = select(u32(0), l_1088, l_1085);
let l_119 = l_1089;
let l_120 = u64(l_119);
let l_121 = l_108 * l_120;
let l_122 = l_117 + l_121;
l_mut_115 = l_122;
let l_123 = l_mut_115 & u64(4294967295);
let l_124 = l_mut_115 >> u32(bitcast<u64>(u64(32)));
let l_125 = l_110 + u32(1);
let l_1090 = info.static_meta[u32(3)];
let l_1091 = l_1090 * u32(1);
let l_1092 = l_125 < l_1091;
let l_1093 = l_1091 - u32(1);
let l_1094 = min(l_125, l_1093);
let l_1095 = buffer_3_global[l_1094];
let l_1096 = select(u32(0), l_1095, l_1092);
let l_126 = l_1096;
let l_127 = u64(l_126);
let l_128 = l_108 * l_127;
let l_129 = l_124 + l_128;
l_mut_115 = l_129;
let l_130 = l_mut_115 & u64(4294967295);
let l_131 = l_mut_115 >> u32(bitcast<u64>(u64(32)));
let l_1097 = info.static_meta[u32(3)];
let l_1098 = l_1097 * u32(1);
let l_1099 = l_110 < l_1098;
let l_1100 = l_1098 - u32(1);
let l_1101 = min(l_110, l_1100);
let l_1102 = buffer_3_global[l_1101];
let l_1103 = select(u32(0), l_1102, l_1099);
let l_132 = l_1103;
let l_133 = u64(l_132);
let l_134 = l_108 * l_133;
let l_135 = l_131 + l_134;
l_mut_115 = l_135;
let l_136 = l_mut_115 >> u32(bitcast<u64>(u64(29)));
let l_137 = l_136 & u64(3);
let l_138 = u32(bitcast<u64>(l_137));
l_mut_35 = l_138;
let l_139 = l_mut_115 & u64(536870911);
let l_140 = l_139 << u32(bitcast<u64>(u64(32)));
let l_141 = l_140 | l_130;
l_mut_115 = l_141;
let l_142 = l_123 << u32(bitcast<u64>(u64(32)));
let l_143 = l_142 | l_116;
l_mut_144 = l_143;
let l_145 = l_mut_115 >= u64(1152921504606846976);
if l_145 {
let l_146 = l_mut_35 + u32(1);
let l_147 = l_146 & u32(3);
l_mut_35 = l_147;
let l_148 = l_mut_144 != u64(0);
let l_149 = u64(l_148);
let l_150 = u64(0) - l_mut_144;
l_mut_144 = l_150;
let l_151 = u64(2305843009213693952) - l_mut_115;
let l_152 = l_151 - l_149;
l_mut_115 = l_152;
}
let l_153 = select(countLeadingZeros(u32(l_mut_144 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_144)), (l_mut_144 >> u32(32u)) == u64(0));
let l_154 = u64(l_153);
let l_155 = l_mut_144 << u32(bitcast<u64>(l_154));
l_mut_156 = l_155;
let l_157 = i32(l_153);
let l_158 = i32(0) - l_157;
l_mut_159 = l_158;
let l_160 = l_mut_115 != u64(0);
if l_160 {
let l_161 = select(countLeadingZeros(u32(l_mut_115 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_115)), (l_mut_115 >> u32(32u)) == u64(0));
let l_162 = u64(l_161);
let l_163 = l_mut_115 << u32(bitcast<u64>(l_162));
let l_164 = u32(64) - l_161;
let l_165 = u64(l_164);
let l_166 = l_mut_144 >> u32(bitcast<u64>(l_165));
let l_167 = l_163 | l_166;
l_mut_156 = l_167;
let l_168 = i32(l_161);
let l_169 = i32(64) - l_168;
l_mut_159 = l_169;
}
let l_170 = l_mut_156 >> u32(bitcast<u64>(u64(32)));
let l_171 = l_mut_156 & u64(4294967295);
let l_172 = l_170 * u64(560513588);
let l_173 = l_171 * u64(3373259426);
let l_174 = l_171 * u64(560513588);
let l_175 = l_174 >> u32(bitcast<u64>(u64(32)));
let l_176 = l_172 & u64(4294967295);
let l_177 = l_175 + l_176;
let l_178 = l_173 & u64(4294967295);
let l_179 = l_177 + l_178;
let l_180 = l_170 * u64(3373259426);
let l_181 = l_172 >> u32(bitcast<u64>(u64(32)));
let l_182 = l_180 + l_181;
let l_183 = l_173 >> u32(bitcast<u64>(u64(32)));
let l_184 = l_182 + l_183;
let l_185 = l_179 >> u32(bitcast<u64>(u64(32)));
let l_186 = l_184 + l_185;
l_mut_156 = l_186;
let l_187 = l_mut_159 - i32(124);
l_mut_159 = l_187;
let l_188 = l_mut_156 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_188 {
let l_189 = l_mut_156 << u32(bitcast<u64>(u64(1)));
let l_190 = l_179 >> u32(bitcast<u64>(u64(31)));
let l_191 = l_190 & u64(1);
let l_192 = l_189 | l_191;
l_mut_156 = l_192;
l_mut_159 = l_mut_159 - i32(1);
}
let l_193 = l_mut_156 >> u32(bitcast<u64>(u64(11)));
let l_194 = f64(l_193);
let l_195 = l_mut_159 + i32(11);
let l_196 = l_195 + i32(1023);
let l_197 = u64(l_196);
let l_198 = l_197 << u32(bitcast<u64>(u64(52)));
let l_199 = bitcast<f64>(l_198);
let l_200 = l_194 * l_199;
l_mut_49 = l_200;
let l_201 = l_mut_156 & u64(2047);
let l_202 = f64(l_201);
let l_203 = l_mut_159 + i32(1023);
let l_204 = u64(l_203);
let l_205 = l_204 << u32(bitcast<u64>(u64(52)));
let l_206 = bitcast<f64>(l_205);
let l_207 = l_202 * l_206;
l_mut_34 = l_207;
if l_145 {
let l_208 = -l_mut_49;
l_mut_49 = l_208;
let l_209 = -l_mut_34;
l_mut_34 = l_209;
}
let l_210 = l_26 >= u32(2147483648);
let l_211 = l_mut_49 * l_mut_49;
let l_212 = l_211 * f64(1.9572941063391263e-20);
let l_213 = f64(8.22063524662433e-18) - l_212;
l_mut_214 = l_213;
let l_215 = l_mut_214 * l_211;
let l_216 = l_215 - f64(2.8114572543455206e-15);
l_mut_214 = l_216;
let l_217 = l_mut_214 * l_211;
let l_218 = l_217 + f64(7.647163731819816e-13);
l_mut_214 = l_218;
let l_219 = l_mut_214 * l_211;
let l_220 = l_219 - f64(1.6059043836821613e-10);
l_mut_214 = l_220;
let l_221 = l_mut_214 * l_211;
let l_222 = l_221 + f64(2.505210838544172e-8);
l_mut_214 = l_222;
let l_223 = l_mut_214 * l_211;
let l_224 = l_223 - f64(2.7557319223985893e-6);
l_mut_214 = l_224;
let l_225 = l_mut_214 * l_211;
let l_226 = l_225 + f64(0.0001984126984126984);
l_mut_214 = l_226;
let l_227 = l_mut_214 * l_211;
let l_228 = l_227 - f64(0.008333333333333333);
l_mut_214 = l_228;
let l_229 = l_mut_214 * l_211;
let l_230 = l_229 + f64(0.16666666666666666);
l_mut_214 = l_230;
let l_231 = f64(0.5) * l_211;
let l_232 = f64(1.0) - l_231;
let l_233 = l_mut_34 * l_232;
let l_234 = l_mut_49 * l_211;
let l_235 = l_234 * l_mut_214;
let l_236 = l_233 - l_235;
let l_237 = l_mut_49 + l_236;
let l_238 = l_mut_49 * l_mut_49;
let l_239 = l_238 * f64(4.110317623312165e-19);
let l_240 = l_239 - f64(1.5619206968586225e-16);
l_mut_214 = l_240;
let l_241 = l_mut_214 * l_238;
let l_242 = l_241 + f64(4.779477332387385e-14);
l_mut_214 = l_242;
let l_243 = l_mut_214 * l_238;
let l_244 = l_243 - f64(1.1470745597729725e-11);
l_mut_214 = l_244;
let l_245 = l_mut_214 * l_238;
let l_246 = l_245 + f64(2.08767569878681e-9);
l_mut_214 = l_246;
let l_247 = l_mut_214 * l_238;
let l_248 = l_247 - f64(2.755731922398589e-7);
l_mut_214 = l_248;
let l_249 = l_mut_214 * l_238;
let l_250 = l_249 + f64(2.48015873015873e-5);
l_mut_214 = l_250;
let l_251 = l_mut_214 * l_238;
let l_252 = l_251 - f64(0.001388888888888889);
l_mut_214 = l_252;
let l_253 = l_mut_214 * l_238;
let l_254 = l_253 + f64(0.041666666666666664);
l_mut_214 = l_254;
let l_255 = f64(0.5) * l_238;
let l_256 = f64(1.0) - l_255;
let l_257 = l_238 * l_238;
let l_258 = l_257 * l_mut_214;
let l_259 = l_mut_34 * l_mut_49;
let l_260 = l_258 - l_259;
let l_261 = l_256 + l_260;
let l_262 = l_mut_35 & u32(1);
let l_263 = l_262 == u32(1);
l_mut_214 = l_237;
let l_264 = l_mut_35 & u32(2);
let l_265 = l_264 != u32(0);
l_mut_101 = l_265;
if l_263 {
l_mut_214 = l_261;
}
let l_266 = bool(true) && l_210;
if l_266 {
let l_267 = !l_mut_101;
l_mut_101 = l_267;
}
if l_mut_101 {
let l_268 = -l_mut_214;
l_mut_214 = l_268;
}
l_mut_29 = l_mut_214;
}
}
l_mut_25 = l_mut_29;
l_mut_35 = u32(4294967294);
let l_269 = bitcast<u32>(l_mut_22);
let l_270 = bitcast<u32>(l_21);
let l_271 = l_270 & u32(2139095040);
let l_272 = l_271 != u32(2139095040);
let l_273 = l_271 == u32(0);
let l_274 = bitcast<u32>(l_21);
let l_275 = l_274 & u32(8388607);
let l_276 = l_275 != u32(0);
let l_277 = l_273 && l_276;
let l_278 = abs(l_mut_25);
let l_279 = l_mut_25 < f64(0.0);
let l_280 = u32(l_279);
let l_281 = u32(2147483648) * l_280;
if l_277 {
} else {
let l_282 = is_nan_1_f64(l_mut_25);if l_282 {
let l_283 = l_269 & u32(2147483647);
let l_284 = l_283 > u32(2139095040);
if l_284 {
l_mut_35 = u32(4294967293);
}
} else {
let l_285 = l_278 >= f64(3.402823669209385e38);
let l_286 = !l_272;
let l_287 = l_278 == f64(0.0);
let l_288 = l_286 && l_287;
let l_289 = l_285 || l_288;
if l_289 {
let l_290 = l_278 >= f64(3.402823669209385e38);
let l_291 = u32(l_290);
let l_292 = u32(2139095040) * l_291;
let l_293 = l_292 | l_281;
let l_294 = l_269 == l_293;
let l_295 = l_269 | l_293;
let l_296 = l_295 & u32(2147483647);
let l_297 = l_296 == u32(0);
let l_298 = l_294 || l_297;
if l_298 {
l_mut_35 = u32(4294967293);
}
} else {
let l_299 = l_278 >= f64(2.350988701644575e-38);
let l_300 = l_272 && l_299;
let l_301 = l_278 < f64(3.4028234663852886e38);
let l_302 = l_300 && l_301;
if l_302 {
let l_303 = f32(l_278);
let l_304 = bitcast<u32>(l_303);
let l_305 = bitcast<f32>(l_304);
let l_306 = f64(l_305);
let l_307 = l_278 - l_306;
let l_308 = l_304 + u32(1);
let l_309 = l_307 < f64(0.0);
let l_310 = u32(l_309);
let l_311 = u32(2) * l_310;
let l_312 = l_308 - l_311;
let l_313 = bitcast<f32>(l_312);
let l_314 = f64(l_313);
let l_315 = l_314 - l_306;
let l_316 = abs(l_315);
let l_317 = l_316 * f64(0.5);
let l_318 = abs(l_307);
let l_319 = l_317 - l_318;
let l_320 = l_278 * f64(9.094947017729282e-13);
let l_321 = l_319 > l_320;
if l_321 {
let l_322 = l_304 | l_281;
l_mut_35 = l_322;
}
} else {
let l_323 = l_278 < f64(2.350988701644575e-38);
let l_324 = l_272 && l_323;
if l_324 {
let l_325 = l_278 * f64(7.1362384635298e44);
let l_326 = floor(l_325);
let l_327 = l_325 - l_326;
let l_328 = l_327 - f64(0.5);
let l_329 = abs(l_328);
let l_330 = l_325 * f64(9.094947017729282e-13);
let l_331 = l_329 > l_330;
if l_331 {
let l_332 = l_327 > f64(0.5);
let l_333 = f64(l_332);
let l_334 = l_326 + l_333;
let l_335 = u32(l_334);
let l_336 = l_335 | l_281;
l_mut_35 = l_336;
}
}
}
}
}
}
let l_337 = bitcast<u32>(l_mut_22);
let l_338 = l_337 & u32(2139095040);
let l_339 = l_338 != u32(2139095040);
let l_340 = l_337 & u32(2147483647);
let l_341 = l_340 == u32(0);
let l_342 = l_337 & u32(2147483647);
let l_343 = f64(l_342);
let l_344 = l_337 >> u32(31);
let l_345 = f64(l_344);
let l_346 = f64(2.0) * l_345;
let l_347 = f64(1.0) - l_346;
let l_348 = l_343 * l_347;
let l_349 = l_mut_35 & u32(2147483647);
let l_350 = f64(l_349);
let l_351 = l_mut_35 >> u32(31);
let l_352 = f64(l_351);
let l_353 = f64(2.0) * l_352;
let l_354 = f64(1.0) - l_353;
let l_355 = l_350 * l_354;
let l_356 = l_348 - l_355;
let l_357 = l_mut_35 < u32(4294967293);
let l_358 = l_356 == f64(0.0);
let l_359 = !l_341;
let l_360 = l_339 && l_359;
let l_361 = l_358 || l_360;
let l_362 = l_357 && l_361;
l_mut_101 = l_362;
let l_363 = l_356 != f64(0.0);
let l_364 = l_mut_101 && l_363;
if l_364 {

for (var l_mut_365: u32 = u32(0); l_mut_365 < u32(8); l_mut_365++) {
let l_366 = u32(2) * l_mut_365;
let l_1104 = info.static_meta[u32(1)];
let l_1105 = l_1104 * u32(1);
let l_1106 = l_366 < l_1105;
let l_1107 = l_1105 - u32(1);
let l_1108 = min(l_366, l_1107);
let l_1109 = buffer_1_global[l_1108];
let l_1110 = select(u32(0), l_1109, l_1106);
let l_367 = l_1110;
let l_368 = u32(2) * l_mut_365;
let l_369 = l_368 + u32(1);
let l_1111 = info.static_meta[u32(1)];
let l_1112 = l_1111 * u32(1);
let l_1113 = l_369 < l_1112;
let l_1114 = l_1112 - u32(1);
let l_1115 = min(l_369, l_1114);
let l_1116 = buffer_1_global[l_1115];
let l_1117 = select(u32(0), l_1116, l_1113);
let l_370 = l_1117;
let l_371 = l_370 != u32(0);
let l_372 = l_mut_365 * u32(4);
let l_1118 = info.static_meta[u32(2)];
let l_1119 = l_1118 * u32(1);
let l_1120 = l_372 < l_1119;
let l_1121 = l_1119 - u32(1);
let l_1122 = min(l_372, l_1121);
let l_1123 = buffer_2_global[l_1122];
let l_1124 = select(f64(0.0), l_1123, l_1120);
let l_373 = l_1124;
let l_374 = l_mut_365 * u32(4);
let l_375 = l_374 + u32(1);
let l_1125 = info.static_meta[u32(2)];
let l_1126 = l_1125 * u32(1);
let l_1127 = l_375 < l_1126;
let l_1128 = l_1126 - u32(1);
let l_1129 = min(l_375, l_1128);
let l_1130 = buffer_2_global[l_1129];
let l_1131 = select(f64(0.0), l_1130, l_1127);
let l_376 = l_1131;
let l_377 = l_mut_365 * u32(4);
let l_378 = l_377 + u32(2);
let l_1132 = info.static_meta[u32(2)];
let l_1133 = l_1132 * u32(1);
let l_1134 = l_378 < l_1133;
let l_1135 = l_1133 - u32(1);
let l_1136 = min(l_378, l_1135);
let l_1137 = buffer_2_global[l_1136];
let l_1138 = select(f64(0.0), l_1137, l_1134);
let l_379 = l_1138;
let l_380 = f64(l_21);
let l_381 = abs(l_380);
let l_382 = abs(l_mut_25);
let l_383 = l_382 * f64(1.4551915228366852e-11);
a_384[u32(0)] = u32(1);
l_mut_385 = u32(2);
let l_386 = l_367 == u32(0);
if l_386 {
l_mut_385 = u32(0);
} else {
let l_387 = l_367 == u32(1);
if l_387 {
l_mut_385 = u32(1);
let l_388 = abs(l_356);
let l_389 = l_388 <= l_373;
if l_389 {
l_mut_385 = u32(0);
}
} else {
let l_390 = l_367 == u32(2);
if l_390 {
let l_391 = abs(l_mut_25);
l_mut_214 = f64(1.401298464324817e-45);
let l_392 = l_391 >= f64(1.1754943508222875e-38);
let l_393 = l_391 <= f64(1.7976931348623157e308);
let l_394 = l_392 && l_393;
if l_394 {
let l_395 = bitcast<u64>(l_391);
let l_396 = l_395 >> u32(bitcast<u64>(u64(52)));
let l_397 = l_396 - u64(23);
let l_398 = l_397 << u32(bitcast<u64>(u64(52)));
let l_399 = bitcast<f64>(l_398);
l_mut_214 = l_399;
}
let l_400 = l_373 * l_mut_214;
l_mut_401 = u32(2);
let l_402 = l_mut_25 - l_383;
let l_403 = abs(l_402);
l_mut_214 = f64(1.401298464324817e-45);
let l_404 = l_403 >= f64(1.1754943508222875e-38);
let l_405 = l_403 <= f64(1.7976931348623157e308);
let l_406 = l_404 && l_405;
if l_406 {
let l_407 = bitcast<u64>(l_403);
let l_408 = l_407 >> u32(bitcast<u64>(u64(52)));
let l_409 = l_408 - u64(23);
let l_410 = l_409 << u32(bitcast<u64>(u64(52)));
let l_411 = bitcast<f64>(l_410);
l_mut_214 = l_411;
}
let l_412 = l_mut_25 + l_383;
let l_413 = abs(l_412);
l_mut_49 = f64(1.401298464324817e-45);
let l_414 = l_413 >= f64(1.1754943508222875e-38);
let l_415 = l_413 <= f64(1.7976931348623157e308);
let l_416 = l_414 && l_415;
if l_416 {
let l_417 = bitcast<u64>(l_413);
let l_418 = l_417 >> u32(bitcast<u64>(u64(52)));
let l_419 = l_418 - u64(23);
let l_420 = l_419 << u32(bitcast<u64>(u64(52)));
let l_421 = bitcast<f64>(l_420);
l_mut_49 = l_421;
}
let l_422 = l_mut_214 == l_mut_49;
if l_422 {
let l_423 = l_400 * f64(1.4551915228366852e-11);
let l_424 = l_383 + l_423;
let l_425 = l_mut_25 - l_400;
let l_426 = l_mut_25 + l_400;
let l_427 = f64(l_mut_22);
let l_428 = bitcast<u32>(l_mut_22);
let l_429 = l_428 + u32(1);
l_mut_430 = l_429;
let l_431 = l_428 & u32(2147483647);
let l_432 = l_431 == u32(0);
if l_432 {
l_mut_430 = u32(1);
} else {
let l_433 = l_428 & u32(2147483648);
let l_434 = l_433 != u32(0);
if l_434 {
let l_435 = l_428 - u32(1);
l_mut_430 = l_435;
}
}
let l_436 = bitcast<f32>(l_mut_430);
let l_437 = f64(l_436);
let l_438 = -l_mut_22;
let l_439 = bitcast<u32>(l_438);
let l_440 = l_439 + u32(1);
l_mut_430 = l_440;
let l_441 = l_439 & u32(2147483647);
let l_442 = l_441 == u32(0);
if l_442 {
l_mut_430 = u32(1);
} else {
let l_443 = l_439 & u32(2147483648);
let l_444 = l_443 != u32(0);
if l_444 {
let l_445 = l_439 - u32(1);
l_mut_430 = l_445;
}
}
let l_446 = bitcast<f32>(l_mut_430);
let l_447 = -l_446;
let l_448 = f64(l_447);
let l_449 = l_425 + l_424;
let l_450 = l_449 <= l_427;
l_mut_451 = l_450;
let l_452 = l_425 - l_424;
let l_453 = l_452 > l_427;
l_mut_454 = l_453;
let l_455 = l_426 - l_424;
let l_456 = l_455 >= l_427;
l_mut_457 = l_456;
let l_458 = l_426 + l_424;
let l_459 = l_458 < l_427;
l_mut_460 = l_459;
if l_371 {
let l_461 = l_425 + l_424;
let l_462 = l_461 < l_437;
l_mut_451 = l_462;
let l_463 = l_425 - l_424;
let l_464 = l_463 >= l_437;
l_mut_454 = l_464;
let l_465 = l_426 - l_424;
let l_466 = l_465 > l_448;
l_mut_457 = l_466;
let l_467 = l_426 + l_424;
let l_468 = l_467 <= l_448;
l_mut_460 = l_468;
}
l_mut_430 = u32(2);
let l_469 = l_mut_454 || l_mut_460;
if l_469 {
l_mut_430 = u32(1);
} else {
let l_470 = l_mut_451 && l_mut_457;
if l_470 {
l_mut_430 = u32(0);
}
}
l_mut_401 = l_mut_430;
}
l_mut_385 = l_mut_401;
} else {
let l_471 = l_367 == u32(3);
if l_471 {
l_mut_385 = u32(0);
let l_472 = l_381 >= f64(1.1754943508222875e-38);
let l_473 = l_381 <= f64(8.507059173023462e37);
let l_474 = l_472 && l_473;
if l_474 {
let l_475 = abs(l_mut_25);
l_mut_214 = f64(1.401298464324817e-45);
let l_476 = l_475 >= f64(1.1754943508222875e-38);
let l_477 = l_475 <= f64(1.7976931348623157e308);
let l_478 = l_476 && l_477;
if l_478 {
let l_479 = bitcast<u64>(l_475);
let l_480 = l_479 >> u32(bitcast<u64>(u64(52)));
let l_481 = l_480 - u64(23);
let l_482 = l_481 << u32(bitcast<u64>(u64(52)));
let l_483 = bitcast<f64>(l_482);
l_mut_214 = l_483;
}
let l_484 = l_373 * l_mut_214;
l_mut_430 = u32(2);
let l_485 = l_mut_25 - l_383;
let l_486 = abs(l_485);
l_mut_214 = f64(1.401298464324817e-45);
let l_487 = l_486 >= f64(1.1754943508222875e-38);
let l_488 = l_486 <= f64(1.7976931348623157e308);
let l_489 = l_487 && l_488;
if l_489 {
let l_490 = bitcast<u64>(l_486);
let l_491 = l_490 >> u32(bitcast<u64>(u64(52)));
let l_492 = l_491 - u64(23);
let l_493 = l_492 << u32(bitcast<u64>(u64(52)));
let l_494 = bitcast<f64>(l_493);
l_mut_214 = l_494;
}
let l_495 = l_mut_25 + l_383;
let l_496 = abs(l_495);
l_mut_49 = f64(1.401298464324817e-45);
let l_497 = l_496 >= f64(1.1754943508222875e-38);
let l_498 = l_496 <= f64(1.7976931348623157e308);
let l_499 = l_497 && l_498;
if l_499 {
let l_500 = bitcast<u64>(l_496);
let l_501 = l_500 >> u32(bitcast<u64>(u64(52)));
let l_502 = l_501 - u64(23);
let l_503 = l_502 << u32(bitcast<u64>(u64(52)));
let l_504 = bitcast<f64>(l_503);
l_mut_49 = l_504;
}
let l_505 = l_mut_214 == l_mut_49;
if l_505 {
let l_506 = l_484 * f64(1.4551915228366852e-11);
let l_507 = l_383 + l_506;
let l_508 = l_mut_25 - l_484;
let l_509 = l_mut_25 + l_484;
let l_510 = f64(l_mut_22);
let l_511 = bitcast<u32>(l_mut_22);
let l_512 = l_511 + u32(1);
l_mut_401 = l_512;
let l_513 = l_511 & u32(2147483647);
let l_514 = l_513 == u32(0);
if l_514 {
l_mut_401 = u32(1);
} else {
let l_515 = l_511 & u32(2147483648);
let l_516 = l_515 != u32(0);
if l_516 {
let l_517 = l_511 - u32(1);
l_mut_401 = l_517;
}
}
let l_518 = bitcast<f32>(l_mut_401);
let l_519 = f64(l_518);
let l_520 = -l_mut_22;
let l_521 = bitcast<u32>(l_520);
let l_522 = l_521 + u32(1);
l_mut_401 = l_522;
let l_523 = l_521 & u32(2147483647);
let l_524 = l_523 == u32(0);
if l_524 {
l_mut_401 = u32(1);
} else {
let l_525 = l_521 & u32(2147483648);
let l_526 = l_525 != u32(0);
if l_526 {
let l_527 = l_521 - u32(1);
l_mut_401 = l_527;
}
}
let l_528 = bitcast<f32>(l_mut_401);
let l_529 = -l_528;
let l_530 = f64(l_529);
let l_531 = l_508 + l_507;
let l_532 = l_531 <= l_510;
l_mut_460 = l_532;
let l_533 = l_508 - l_507;
let l_534 = l_533 > l_510;
l_mut_457 = l_534;
let l_535 = l_509 - l_507;
let l_536 = l_535 >= l_510;
l_mut_454 = l_536;
let l_537 = l_509 + l_507;
let l_538 = l_537 < l_510;
l_mut_451 = l_538;
if l_371 {
let l_539 = l_508 + l_507;
let l_540 = l_539 < l_519;
l_mut_460 = l_540;
let l_541 = l_508 - l_507;
let l_542 = l_541 >= l_519;
l_mut_457 = l_542;
let l_543 = l_509 - l_507;
let l_544 = l_543 > l_530;
l_mut_454 = l_544;
let l_545 = l_509 + l_507;
let l_546 = l_545 <= l_530;
l_mut_451 = l_546;
}
l_mut_401 = u32(2);
let l_547 = l_mut_457 || l_mut_451;
if l_547 {
l_mut_401 = u32(1);
} else {
let l_548 = l_mut_460 && l_mut_454;
if l_548 {
l_mut_401 = u32(0);
}
}
l_mut_430 = l_mut_401;
}
l_mut_385 = l_mut_430;
}
} else {
let l_549 = l_367 == u32(4);
if l_549 {
let l_550 = l_376 * l_381;
let l_551 = l_373 + l_550;
let l_552 = abs(l_mut_25);
l_mut_214 = f64(1.401298464324817e-45);
let l_553 = l_552 >= f64(1.1754943508222875e-38);
let l_554 = l_552 <= f64(1.7976931348623157e308);
let l_555 = l_553 && l_554;
if l_555 {
let l_556 = bitcast<u64>(l_552);
let l_557 = l_556 >> u32(bitcast<u64>(u64(52)));
let l_558 = l_557 - u64(23);
let l_559 = l_558 << u32(bitcast<u64>(u64(52)));
let l_560 = bitcast<f64>(l_559);
l_mut_214 = l_560;
}
let l_561 = l_551 * l_mut_214;
l_mut_430 = u32(2);
let l_562 = l_mut_25 - l_383;
let l_563 = abs(l_562);
l_mut_214 = f64(1.401298464324817e-45);
let l_564 = l_563 >= f64(1.1754943508222875e-38);
let l_565 = l_563 <= f64(1.7976931348623157e308);
let l_566 = l_564 && l_565;
if l_566 {
let l_567 = bitcast<u64>(l_563);
let l_568 = l_567 >> u32(bitcast<u64>(u64(52)));
let l_569 = l_568 - u64(23);
let l_570 = l_569 << u32(bitcast<u64>(u64(52)));
let l_571 = bitcast<f64>(l_570);
l_mut_214 = l_571;
}
let l_572 = l_mut_25 + l_383;
let l_573 = abs(l_572);
l_mut_49 = f64(1.401298464324817e-45);
let l_574 = l_573 >= f64(1.1754943508222875e-38);
let l_575 = l_573 <= f64(1.7976931348623157e308);
let l_576 = l_574 && l_575;
if l_576 {
let l_577 = bitcast<u64>(l_573);
let l_578 = l_577 >> u32(bitcast<u64>(u64(52)));
let l_579 = l_578 - u64(23);
let l_580 = l_579 << u32(bitcast<u64>(u64(52)));
let l_581 = bitcast<f64>(l_580);
l_mut_49 = l_581;
}
let l_582 = l_mut_214 == l_mut_49;
if l_582 {
let l_583 = l_561 * f64(1.4551915228366852e-11);
let l_584 = l_383 + l_583;
let l_585 = l_mut_25 - l_561;
let l_586 = l_mut_25 + l_561;
let l_587 = f64(l_mut_22);
let l_588 = bitcast<u32>(l_mut_22);
let l_589 = l_588 + u32(1);
l_mut_401 = l_589;
let l_590 = l_588 & u32(2147483647);
let l_591 = l_590 == u32(0);
if l_591 {
l_mut_401 = u32(1);
} else {
let l_592 = l_588 & u32(2147483648);
let l_593 = l_592 != u32(0);
if l_593 {
let l_594 = l_588 - u32(1);
l_mut_401 = l_594;
}
}
let l_595 = bitcast<f32>(l_mut_401);
let l_596 = f64(l_595);
let l_597 = -l_mut_22;
let l_598 = bitcast<u32>(l_597);
let l_599 = l_598 + u32(1);
l_mut_401 = l_599;
let l_600 = l_598 & u32(2147483647);
let l_601 = l_600 == u32(0);
if l_601 {
l_mut_401 = u32(1);
} else {
let l_602 = l_598 & u32(2147483648);
let l_603 = l_602 != u32(0);
if l_603 {
let l_604 = l_598 - u32(1);
l_mut_401 = l_604;
}
}
let l_605 = bitcast<f32>(l_mut_401);
let l_606 = -l_605;
let l_607 = f64(l_606);
let l_608 = l_585 + l_584;
let l_609 = l_608 <= l_587;
l_mut_460 = l_609;
let l_610 = l_585 - l_584;
let l_611 = l_610 > l_587;
l_mut_457 = l_611;
let l_612 = l_586 - l_584;
let l_613 = l_612 >= l_587;
l_mut_454 = l_613;
let l_614 = l_586 + l_584;
let l_615 = l_614 < l_587;
l_mut_451 = l_615;
if l_371 {
let l_616 = l_585 + l_584;
let l_617 = l_616 < l_596;
l_mut_460 = l_617;
let l_618 = l_585 - l_584;
let l_619 = l_618 >= l_596;
l_mut_457 = l_619;
let l_620 = l_586 - l_584;
let l_621 = l_620 > l_607;
l_mut_454 = l_621;
let l_622 = l_586 + l_584;
let l_623 = l_622 <= l_607;
l_mut_451 = l_623;
}
l_mut_401 = u32(2);
let l_624 = l_mut_457 || l_mut_451;
if l_624 {
l_mut_401 = u32(1);
} else {
let l_625 = l_mut_460 && l_mut_454;
if l_625 {
l_mut_401 = u32(0);
}
}
l_mut_430 = l_mut_401;
}
l_mut_385 = l_mut_430;
} else {
let l_626 = l_367 == u32(5);
if l_626 {
let l_627 = f64(2.0) * l_380;
let l_628 = abs(l_627);
let l_629 = floor(l_628);
let l_630 = f64(3.0) + l_629;
let l_631 = abs(l_mut_25);
l_mut_214 = f64(1.401298464324817e-45);
let l_632 = l_631 >= f64(1.1754943508222875e-38);
let l_633 = l_631 <= f64(1.7976931348623157e308);
let l_634 = l_632 && l_633;
if l_634 {
let l_635 = bitcast<u64>(l_631);
let l_636 = l_635 >> u32(bitcast<u64>(u64(52)));
let l_637 = l_636 - u64(23);
let l_638 = l_637 << u32(bitcast<u64>(u64(52)));
let l_639 = bitcast<f64>(l_638);
l_mut_214 = l_639;
}
let l_640 = l_630 * l_mut_214;
l_mut_430 = u32(2);
let l_641 = l_mut_25 - l_383;
let l_642 = abs(l_641);
l_mut_214 = f64(1.401298464324817e-45);
let l_643 = l_642 >= f64(1.1754943508222875e-38);
let l_644 = l_642 <= f64(1.7976931348623157e308);
let l_645 = l_643 && l_644;
if l_645 {
let l_646 = bitcast<u64>(l_642);
let l_647 = l_646 >> u32(bitcast<u64>(u64(52)));
let l_648 = l_647 - u64(23);
let l_649 = l_648 << u32(bitcast<u64>(u64(52)));
let l_650 = bitcast<f64>(l_649);
l_mut_214 = l_650;
}
let l_651 = l_mut_25 + l_383;
let l_652 = abs(l_651);
l_mut_49 = f64(1.401298464324817e-45);
let l_653 = l_652 >= f64(1.1754943508222875e-38);
let l_654 = l_652 <= f64(1.7976931348623157e308);
let l_655 = l_653 && l_654;
if l_655 {
let l_656 = bitcast<u64>(l_652);
let l_657 = l_656 >> u32(bitcast<u64>(u64(52)));
let l_658 = l_657 - u64(23);
let l_659 = l_658 << u32(bitcast<u64>(u64(52)));
let l_660 = bitcast<f64>(l_659);
l_mut_49 = l_660;
}
let l_661 = l_mut_214 == l_mut_49;
if l_661 {
let l_662 = l_640 * f64(1.4551915228366852e-11);
let l_663 = l_383 + l_662;
let l_664 = l_mut_25 - l_640;
let l_665 = l_mut_25 + l_640;
let l_666 = f64(l_mut_22);
let l_667 = bitcast<u32>(l_mut_22);
let l_668 = l_667 + u32(1);
l_mut_401 = l_668;
let l_669 = l_667 & u32(2147483647);
let l_670 = l_669 == u32(0);
if l_670 {
l_mut_401 = u32(1);
} else {
let l_671 = l_667 & u32(2147483648);
let l_672 = l_671 != u32(0);
if l_672 {
let l_673 = l_667 - u32(1);
l_mut_401 = l_673;
}
}
let l_674 = bitcast<f32>(l_mut_401);
let l_675 = f64(l_674);
let l_676 = -l_mut_22;
let l_677 = bitcast<u32>(l_676);
let l_678 = l_677 + u32(1);
l_mut_401 = l_678;
let l_679 = l_677 & u32(2147483647);
let l_680 = l_679 == u32(0);
if l_680 {
l_mut_401 = u32(1);
} else {
let l_681 = l_677 & u32(2147483648);
let l_682 = l_681 != u32(0);
if l_682 {
let l_683 = l_677 - u32(1);
l_mut_401 = l_683;
}
}
let l_684 = bitcast<f32>(l_mut_401);
let l_685 = -l_684;
let l_686 = f64(l_685);
let l_687 = l_664 + l_663;
let l_688 = l_687 <= l_666;
l_mut_460 = l_688;
let l_689 = l_664 - l_663;
let l_690 = l_689 > l_666;
l_mut_457 = l_690;
let l_691 = l_665 - l_663;
let l_692 = l_691 >= l_666;
l_mut_454 = l_692;
let l_693 = l_665 + l_663;
let l_694 = l_693 < l_666;
l_mut_451 = l_694;
if l_371 {
let l_695 = l_664 + l_663;
let l_696 = l_695 < l_675;
l_mut_460 = l_696;
let l_697 = l_664 - l_663;
let l_698 = l_697 >= l_675;
l_mut_457 = l_698;
let l_699 = l_665 - l_663;
let l_700 = l_699 > l_686;
l_mut_454 = l_700;
let l_701 = l_665 + l_663;
let l_702 = l_701 <= l_686;
l_mut_451 = l_702;
}
l_mut_401 = u32(2);
let l_703 = l_mut_457 || l_mut_451;
if l_703 {
l_mut_401 = u32(1);
} else {
let l_704 = l_mut_460 && l_mut_454;
if l_704 {
l_mut_401 = u32(0);
}
}
l_mut_430 = l_mut_401;
}
l_mut_385 = l_mut_430;
} else {
let l_705 = l_367 == u32(6);
if l_705 {
l_mut_385 = u32(0);
let l_706 = l_381 <= l_376;
if l_706 {
let l_707 = l_373 * f64(1.4551915228366852e-11);
let l_708 = l_383 + l_707;
let l_709 = l_mut_25 - l_373;
let l_710 = l_mut_25 + l_373;
let l_711 = f64(l_mut_22);
let l_712 = bitcast<u32>(l_mut_22);
let l_713 = l_712 + u32(1);
l_mut_430 = l_713;
let l_714 = l_712 & u32(2147483647);
let l_715 = l_714 == u32(0);
if l_715 {
l_mut_430 = u32(1);
} else {
let l_716 = l_712 & u32(2147483648);
let l_717 = l_716 != u32(0);
if l_717 {
let l_718 = l_712 - u32(1);
l_mut_430 = l_718;
}
}
let l_719 = bitcast<f32>(l_mut_430);
let l_720 = f64(l_719);
let l_721 = -l_mut_22;
let l_722 = bitcast<u32>(l_721);
let l_723 = l_722 + u32(1);
l_mut_430 = l_723;
let l_724 = l_722 & u32(2147483647);
let l_725 = l_724 == u32(0);
if l_725 {
l_mut_430 = u32(1);
} else {
let l_726 = l_722 & u32(2147483648);
let l_727 = l_726 != u32(0);
if l_727 {
let l_728 = l_722 - u32(1);
l_mut_430 = l_728;
}
}
let l_729 = bitcast<f32>(l_mut_430);
let l_730 = -l_729;
let l_731 = f64(l_730);
let l_732 = l_709 + l_708;
let l_733 = l_732 <= l_711;
l_mut_460 = l_733;
let l_734 = l_709 - l_708;
let l_735 = l_734 > l_711;
l_mut_457 = l_735;
let l_736 = l_710 - l_708;
let l_737 = l_736 >= l_711;
l_mut_454 = l_737;
let l_738 = l_710 + l_708;
let l_739 = l_738 < l_711;
l_mut_451 = l_739;
if l_371 {
let l_740 = l_709 + l_708;
let l_741 = l_740 < l_720;
l_mut_460 = l_741;
let l_742 = l_709 - l_708;
let l_743 = l_742 >= l_720;
l_mut_457 = l_743;
let l_744 = l_710 - l_708;
let l_745 = l_744 > l_731;
l_mut_454 = l_745;
let l_746 = l_710 + l_708;
let l_747 = l_746 <= l_731;
l_mut_451 = l_747;
}
l_mut_430 = u32(2);
let l_748 = l_mut_457 || l_mut_451;
if l_748 {
l_mut_430 = u32(1);
} else {
let l_749 = l_mut_460 && l_mut_454;
if l_749 {
l_mut_430 = u32(0);
}
}
l_mut_385 = l_mut_430;
}
} else {
let l_750 = l_367 == u32(7);
if l_750 {
let l_751 = abs(l_mut_25);
let l_752 = l_373 * l_751;
l_mut_214 = l_752;
let l_753 = abs(l_mut_25);
l_mut_49 = f64(1.401298464324817e-45);
let l_754 = l_753 >= f64(1.1754943508222875e-38);
let l_755 = l_753 <= f64(1.7976931348623157e308);
let l_756 = l_754 && l_755;
if l_756 {
let l_757 = bitcast<u64>(l_753);
let l_758 = l_757 >> u32(bitcast<u64>(u64(52)));
let l_759 = l_758 - u64(23);
let l_760 = l_759 << u32(bitcast<u64>(u64(52)));
let l_761 = bitcast<f64>(l_760);
l_mut_49 = l_761;
}
let l_762 = f64(0.5) * l_mut_49;
let l_763 = l_762 > l_mut_214;
if l_763 {
l_mut_214 = l_762;
}
let l_764 = l_mut_25 - l_383;
let l_765 = abs(l_764);
l_mut_49 = f64(1.401298464324817e-45);
let l_766 = l_765 >= f64(1.1754943508222875e-38);
let l_767 = l_765 <= f64(1.7976931348623157e308);
let l_768 = l_766 && l_767;
if l_768 {
let l_769 = bitcast<u64>(l_765);
let l_770 = l_769 >> u32(bitcast<u64>(u64(52)));
let l_771 = l_770 - u64(23);
let l_772 = l_771 << u32(bitcast<u64>(u64(52)));
let l_773 = bitcast<f64>(l_772);
l_mut_49 = l_773;
}
let l_774 = l_mut_25 + l_383;
let l_775 = abs(l_774);
l_mut_34 = f64(1.401298464324817e-45);
let l_776 = l_775 >= f64(1.1754943508222875e-38);
let l_777 = l_775 <= f64(1.7976931348623157e308);
let l_778 = l_776 && l_777;
if l_778 {
let l_779 = bitcast<u64>(l_775);
let l_780 = l_779 >> u32(bitcast<u64>(u64(52)));
let l_781 = l_780 - u64(23);
let l_782 = l_781 << u32(bitcast<u64>(u64(52)));
let l_783 = bitcast<f64>(l_782);
l_mut_34 = l_783;
}
let l_784 = l_mut_49 == l_mut_34;
if l_784 {
let l_785 = l_373 * l_383;
let l_786 = l_383 + l_785;
let l_787 = l_mut_214 * f64(1.4551915228366852e-11);
let l_788 = l_786 + l_787;
let l_789 = l_mut_25 - l_mut_214;
let l_790 = l_mut_25 + l_mut_214;
let l_791 = f64(l_mut_22);
let l_792 = bitcast<u32>(l_mut_22);
let l_793 = l_792 + u32(1);
l_mut_430 = l_793;
let l_794 = l_792 & u32(2147483647);
let l_795 = l_794 == u32(0);
if l_795 {
l_mut_430 = u32(1);
} else {
let l_796 = l_792 & u32(2147483648);
let l_797 = l_796 != u32(0);
if l_797 {
let l_798 = l_792 - u32(1);
l_mut_430 = l_798;
}
}
let l_799 = bitcast<f32>(l_mut_430);
let l_800 = f64(l_799);
let l_801 = -l_mut_22;
let l_802 = bitcast<u32>(l_801);
let l_803 = l_802 + u32(1);
l_mut_430 = l_803;
let l_804 = l_802 & u32(2147483647);
let l_805 = l_804 == u32(0);
if l_805 {
l_mut_430 = u32(1);
} else {
let l_806 = l_802 & u32(2147483648);
let l_807 = l_806 != u32(0);
if l_807 {
let l_808 = l_802 - u32(1);
l_mut_430 = l_808;
}
}
let l_809 = bitcast<f32>(l_mut_430);
let l_810 = -l_809;
let l_811 = f64(l_810);
let l_812 = l_789 + l_788;
let l_813 = l_812 <= l_791;
l_mut_460 = l_813;
let l_814 = l_789 - l_788;
let l_815 = l_814 > l_791;
l_mut_457 = l_815;
let l_816 = l_790 - l_788;
let l_817 = l_816 >= l_791;
l_mut_454 = l_817;
let l_818 = l_790 + l_788;
let l_819 = l_818 < l_791;
l_mut_451 = l_819;
if l_371 {
let l_820 = l_789 + l_788;
let l_821 = l_820 < l_800;
l_mut_460 = l_821;
let l_822 = l_789 - l_788;
let l_823 = l_822 >= l_800;
l_mut_457 = l_823;
let l_824 = l_790 - l_788;
let l_825 = l_824 > l_811;
l_mut_454 = l_825;
let l_826 = l_790 + l_788;
let l_827 = l_826 <= l_811;
l_mut_451 = l_827;
}
l_mut_430 = u32(2);
let l_828 = l_mut_457 || l_mut_451;
if l_828 {
l_mut_430 = u32(1);
} else {
let l_829 = l_mut_460 && l_mut_454;
if l_829 {
l_mut_430 = u32(0);
}
}
l_mut_385 = l_mut_430;
}
} else {
let l_830 = l_367 == u32(8);
if l_830 {
let l_831 = l_380 >= f64(0.5);
let l_832 = l_380 <= f64(2.0);
let l_833 = l_831 && l_832;
if l_833 {
let l_834 = l_373 * f64(1.4551915228366852e-11);
let l_835 = l_383 + l_834;
let l_836 = l_mut_25 - l_373;
let l_837 = l_mut_25 + l_373;
let l_838 = f64(l_mut_22);
let l_839 = bitcast<u32>(l_mut_22);
let l_840 = l_839 + u32(1);
l_mut_430 = l_840;
let l_841 = l_839 & u32(2147483647);
let l_842 = l_841 == u32(0);
if l_842 {
l_mut_430 = u32(1);
} else {
let l_843 = l_839 & u32(2147483648);
let l_844 = l_843 != u32(0);
if l_844 {
let l_845 = l_839 - u32(1);
l_mut_430 = l_845;
}
}
let l_846 = bitcast<f32>(l_mut_430);
let l_847 = f64(l_846);
let l_848 = -l_mut_22;
let l_849 = bitcast<u32>(l_848);
let l_850 = l_849 + u32(1);
l_mut_430 = l_850;
let l_851 = l_849 & u32(2147483647);
let l_852 = l_851 == u32(0);
if l_852 {
l_mut_430 = u32(1);
} else {
let l_853 = l_849 & u32(2147483648);
let l_854 = l_853 != u32(0);
if l_854 {
let l_855 = l_849 - u32(1);
l_mut_430 = l_855;
}
}
let l_856 = bitcast<f32>(l_mut_430);
let l_857 = -l_856;
let l_858 = f64(l_857);
let l_859 = l_836 + l_835;
let l_860 = l_859 <= l_838;
l_mut_460 = l_860;
let l_861 = l_836 - l_835;
let l_862 = l_861 > l_838;
l_mut_457 = l_862;
let l_863 = l_837 - l_835;
let l_864 = l_863 >= l_838;
l_mut_454 = l_864;
let l_865 = l_837 + l_835;
let l_866 = l_865 < l_838;
l_mut_451 = l_866;
if l_371 {
let l_867 = l_836 + l_835;
let l_868 = l_867 < l_847;
l_mut_460 = l_868;
let l_869 = l_836 - l_835;
let l_870 = l_869 >= l_847;
l_mut_457 = l_870;
let l_871 = l_837 - l_835;
let l_872 = l_871 > l_858;
l_mut_454 = l_872;
let l_873 = l_837 + l_835;
let l_874 = l_873 <= l_858;
l_mut_451 = l_874;
}
l_mut_430 = u32(2);
let l_875 = l_mut_457 || l_mut_451;
if l_875 {
l_mut_430 = u32(1);
} else {
let l_876 = l_mut_460 && l_mut_454;
if l_876 {
l_mut_430 = u32(0);
}
}
l_mut_385 = l_mut_430;
} else {
let l_877 = abs(l_mut_25);
l_mut_214 = f64(1.401298464324817e-45);
let l_878 = l_877 >= f64(1.1754943508222875e-38);
let l_879 = l_877 <= f64(1.7976931348623157e308);
let l_880 = l_878 && l_879;
if l_880 {
let l_881 = bitcast<u64>(l_877);
let l_882 = l_881 >> u32(bitcast<u64>(u64(52)));
let l_883 = l_882 - u64(23);
let l_884 = l_883 << u32(bitcast<u64>(u64(52)));
let l_885 = bitcast<f64>(l_884);
l_mut_214 = l_885;
}
let l_886 = l_376 * l_mut_214;
l_mut_430 = u32(2);
let l_887 = l_mut_25 - l_383;
let l_888 = abs(l_887);
l_mut_214 = f64(1.401298464324817e-45);
let l_889 = l_888 >= f64(1.1754943508222875e-38);
let l_890 = l_888 <= f64(1.7976931348623157e308);
let l_891 = l_889 && l_890;
if l_891 {
let l_892 = bitcast<u64>(l_888);
let l_893 = l_892 >> u32(bitcast<u64>(u64(52)));
let l_894 = l_893 - u64(23);
let l_895 = l_894 << u32(bitcast<u64>(u64(52)));
let l_896 = bitcast<f64>(l_895);
l_mut_214 = l_896;
}
let l_897 = l_mut_25 + l_383;
let l_898 = abs(l_897);
l_mut_49 = f64(1.401298464324817e-45);
let l_899 = l_898 >= f64(1.1754943508222875e-38);
let l_900 = l_898 <= f64(1.7976931348623157e308);
let l_901 = l_899 && l_900;
if l_901 {
let l_902 = bitcast<u64>(l_898);
let l_903 = l_902 >> u32(bitcast<u64>(u64(52)));
let l_904 = l_903 - u64(23);
let l_905 = l_904 << u32(bitcast<u64>(u64(52)));
let l_906 = bitcast<f64>(l_905);
l_mut_49 = l_906;
}
let l_907 = l_mut_214 == l_mut_49;
if l_907 {
let l_908 = l_886 * f64(1.4551915228366852e-11);
let l_909 = l_383 + l_908;
let l_910 = l_mut_25 - l_886;
let l_911 = l_mut_25 + l_886;
let l_912 = f64(l_mut_22);
let l_913 = bitcast<u32>(l_mut_22);
let l_914 = l_913 + u32(1);
l_mut_401 = l_914;
let l_915 = l_913 & u32(2147483647);
let l_916 = l_915 == u32(0);
if l_916 {
l_mut_401 = u32(1);
} else {
let l_917 = l_913 & u32(2147483648);
let l_918 = l_917 != u32(0);
if l_918 {
let l_919 = l_913 - u32(1);
l_mut_401 = l_919;
}
}
let l_920 = bitcast<f32>(l_mut_401);
let l_921 = f64(l_920);
let l_922 = -l_mut_22;
let l_923 = bitcast<u32>(l_922);
let l_924 = l_923 + u32(1);
l_mut_401 = l_924;
let l_925 = l_923 & u32(2147483647);
let l_926 = l_925 == u32(0);
if l_926 {
l_mut_401 = u32(1);
} else {
let l_927 = l_923 & u32(2147483648);
let l_928 = l_927 != u32(0);
if l_928 {
let l_929 = l_923 - u32(1);
l_mut_401 = l_929;
}
}
let l_930 = bitcast<f32>(l_mut_401);
let l_931 = -l_930;
let l_932 = f64(l_931);
let l_933 = l_910 + l_909;
let l_934 = l_933 <= l_912;
l_mut_460 = l_934;
let l_935 = l_910 - l_909;
let l_936 = l_935 > l_912;
l_mut_457 = l_936;
let l_937 = l_911 - l_909;
let l_938 = l_937 >= l_912;
l_mut_454 = l_938;
let l_939 = l_911 + l_909;
let l_940 = l_939 < l_912;
l_mut_451 = l_940;
if l_371 {
let l_941 = l_910 + l_909;
let l_942 = l_941 < l_921;
l_mut_460 = l_942;
let l_943 = l_910 - l_909;
let l_944 = l_943 >= l_921;
l_mut_457 = l_944;
let l_945 = l_911 - l_909;
let l_946 = l_945 > l_932;
l_mut_454 = l_946;
let l_947 = l_911 + l_909;
let l_948 = l_947 <= l_932;
l_mut_451 = l_948;
}
l_mut_401 = u32(2);
let l_949 = l_mut_457 || l_mut_451;
if l_949 {
l_mut_401 = u32(1);
} else {
let l_950 = l_mut_460 && l_mut_454;
if l_950 {
l_mut_401 = u32(0);
}
}
l_mut_430 = l_mut_401;
}
l_mut_385 = l_mut_430;
}
} else {
}
}
}
}
}
}
}
}
}
let l_951 = a_384[u32(0)];
let l_952 = l_951 == u32(0);
if l_952 {
l_mut_385 = u32(2);
}
a_10[l_mut_365] = l_mut_385;
let l_953 = a_10[l_mut_365];
let l_954 = l_953 == u32(2);
if l_954 {
l_mut_101 = bool(false);
}
}
}
let l_955 = l_mut_35 == u32(4294967293);
if l_955 {
let l_956 = a_8[u32(0)];
let l_957 = l_956 + u32(1);
a_8[u32(0)] = l_957;
} else {
if l_mut_101 {
l_mut_214 = l_356;
let l_958 = l_mut_214 < f64(-17.0);
if l_958 {
l_mut_214 = f64(-17.0);
}
let l_959 = l_mut_214 > f64(17.0);
if l_959 {
l_mut_214 = f64(17.0);
}
let l_960 = l_mut_214 + f64(16.0);
let l_961 = l_960 + f64(1.0);
let l_962 = u32(l_961);
let l_963 = u32(2) + l_962;
let l_964 = a_8[l_963];
let l_965 = l_964 + u32(1);
a_8[l_963] = l_965;
let l_966 = bitcast<u32>(l_mut_22);
let l_967 = l_966 & u32(8388607);
let l_968 = f64(l_967);
let l_969 = l_968 / f64(7.1362384635298e44);
l_mut_214 = l_969;
let l_970 = l_966 & u32(2139095040);
let l_971 = l_970 != u32(0);
if l_971 {
let l_972 = l_966 & u32(2147483647);
let l_973 = bitcast<f32>(l_972);
let l_974 = f64(l_973);
l_mut_214 = l_974;
}
let l_975 = l_966 >> u32(31);
let l_976 = f64(l_975);
let l_977 = f64(2.0) * l_976;
let l_978 = f64(1.0) - l_977;
l_mut_214 = l_mut_214 * l_978;
let l_979 = abs(l_mut_25);
let l_980 = l_mut_25 * f64(0.0);
let l_981 = l_980 + f64(7.1362384635298e44);
l_mut_49 = l_981;
let l_982 = l_979 >= f64(2.350988701644575e-38);
if l_982 {
let l_983 = l_mut_35 & u32(2147483647);
let l_984 = bitcast<f32>(l_983);
let l_985 = f64(l_984);
let l_986 = l_983 & u32(2139095040);
let l_987 = bitcast<f32>(l_986);
let l_988 = f64(l_987);
let l_989 = l_985 > l_979;
let l_990 = l_983 & u32(8388607);
let l_991 = l_990 == u32(0);
let l_992 = l_989 && l_991;
let l_993 = l_988 * f64(1.1920928955078125e-7);
let l_994 = f64(l_992);
let l_995 = f64(0.5) * l_994;
let l_996 = f64(1.0) - l_995;
let l_997 = l_993 * l_996;
let l_998 = f64(1.0) / l_997;
l_mut_49 = l_998;
}
let l_999 = l_mut_214 - l_mut_25;
let l_1000 = l_999 * l_mut_49;
let l_1001 = a_8[u32(45)];
let l_1002 = l_1001 == u32(4294967295);
let l_1003 = a_9[u32(0)];
let l_1004 = l_1000 < l_1003;
let l_1005 = l_1002 || l_1004;
if l_1005 {
a_9[u32(0)] = l_1000;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_337;
}
let l_1006 = a_8[u32(47)];
let l_1007 = l_1006 == u32(4294967295);
let l_1008 = a_9[u32(1)];
let l_1009 = l_1000 > l_1008;
let l_1010 = l_1007 || l_1009;
if l_1010 {
a_9[u32(1)] = l_1000;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_337;
}
let l_1011 = l_356 != f64(0.0);
if l_1011 {

for (var l_mut_1012: u32 = u32(0); l_mut_1012 < u32(8); l_mut_1012++) {
let l_1013 = a_10[l_mut_1012];
let l_1014 = l_1013 == u32(1);
if l_1014 {
let l_1015 = u32(37) + l_mut_1012;
let l_1016 = a_8[l_1015];
let l_1017 = l_1016 + u32(1);
a_8[l_1015] = l_1017;
let l_1018 = u32(2) + l_mut_1012;
let l_1019 = u32(2) * l_1018;
let l_1020 = u32(45) + l_1019;
let l_1021 = a_8[l_1020];
let l_1022 = l_1021 == u32(4294967295);
let l_1023 = abs(l_1000);
let l_1024 = u32(2) + l_mut_1012;
let l_1025 = a_9[l_1024];
let l_1026 = abs(l_1025);
let l_1027 = l_1023 > l_1026;
let l_1028 = l_1022 || l_1027;
if l_1028 {
let l_1029 = u32(2) + l_mut_1012;
a_9[l_1029] = l_1000;
a_8[l_1020] = l_20;
let l_1030 = l_1020 + u32(1);
a_8[l_1030] = l_337;
}
}
}
}
} else {
let l_1031 = a_8[u32(1)];
let l_1032 = l_2 + l_1031;
let l_1033 = l_1032 * u32(2);
let l_1139 = info.static_meta[u32(6)];
let l_1140 = l_1139 * u32(1);
let l_1141 = l_1033 < l_1140;
if l_1141 {
buffer_6_global[l_1033] = l_20;
}
let l_1034 = l_1033 + u32(1);
let l_1142 = info.static_meta[u32(6)];
let l_1143 = l_1142 * u32(1);
let l_1144 = l_1034 < l_1143;
if l_1144 {
buffer_6_global[l_1034] = l_337;
}
let l_1035 = a_8[u32(1)];
let l_1036 = l_1035 + u32(1);
a_8[u32(1)] = l_1036;
}
}
}

for (var l_mut_1037: u32 = u32(0); l_mut_1037 < u32(65); l_mut_1037++) {
let l_1038 = id * u32(65);
let l_1039 = l_1038 + l_mut_1037;
let l_1040 = a_8[l_mut_1037];
let l_1145 = info.static_meta[u32(4)];
let l_1146 = l_1145 * u32(1);
let l_1147 = l_1039 < l_1146;
if l_1147 {
buffer_4_global[l_1039] = l_1040;
}
}

for (var l_mut_1041: u32 = u32(0); l_mut_1041 < u32(10); l_mut_1041++) {
let l_1042 = id * u32(10);
let l_1043 = l_1042 + l_mut_1041;
let l_1044 = a_9[l_mut_1041];
let l_1148 = info.static_meta[u32(5)];
let l_1149 = l_1148 * u32(1);
let l_1150 = l_1043 < l_1149;
if l_1150 {
buffer_5_global[l_1043] = l_1044;
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
