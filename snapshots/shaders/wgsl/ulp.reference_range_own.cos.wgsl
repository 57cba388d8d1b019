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

var a_390: array<u32, 1>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_101: bool;
var l_mut_118: u64;
var l_mut_147: u64;
var l_mut_159: u64;
var l_mut_162: i32;
var l_mut_217: f64;
var l_mut_22: f32;
var l_mut_25: f64;
var l_mut_29: f64;
var l_mut_34: f64;
var l_mut_35: u32;
var l_mut_391: u32;
var l_mut_407: u32;
var l_mut_436: u32;
var l_mut_457: bool;
var l_mut_460: bool;
var l_mut_463: bool;
var l_mut_466: bool;
var l_mut_49: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1065 = info.static_meta[u32(7)];
let l_1066 = l_1065 * u32(1);
let l_1067 = u32(0) < l_1066;
if l_1067 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1051 = info.static_meta[u32(0)];
let l_1052 = l_1051 * u32(1);
let l_1053 = u32(1) < l_1052;
let l_1054 = l_1052 - u32(1);
let l_1055 = min(u32(1), l_1054);
let l_1056 = buffer_0_global[l_1055];
let l_1057 = select(u32(0), l_1056, l_1053);
let l_1 = l_1057;
let l_2 = id * l_1;
let l_1058 = info.static_meta[u32(0)];
let l_1059 = l_1058 * u32(1);
let l_1060 = u32(2) < l_1059;
let l_1061 = l_1059 - u32(1);
let l_1062 = min(u32(2), l_1061);
let l_1063 = buffer_0_global[l_1062];
let l_1064 = select(u32(0), l_1063, l_1060);
let l_3 = l_1064;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1068 = info.static_meta[u32(0)];
let l_1069 = l_1068 * u32(1);
let l_1070 = u32(2) < l_1069;
let l_1071 = l_1069 - u32(1);
let l_1072 = min(u32(2), l_1071);
let l_1073 = buffer_0_global[l_1072];
let l_1074 = select(u32(0), l_1073, l_1070);
let l_6 = l_1074;
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
let l_1075 = info.static_meta[u32(0)];
let l_1076 = l_1075 * u32(1);
let l_1077 = u32(0) < l_1076;
let l_1078 = l_1076 - u32(1);
let l_1079 = min(u32(0), l_1078);
let l_1080 = buffer_0_global[l_1079];
let l_1081 = select(u32(0), l_1080, l_1077);
let l_19 = l_1081;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = cos(l_21);
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
l_mut_49 = l_96;
if l_98 {
l_mut_49 = l_72;
}
let l_102 = l_mut_35 + u32(1);
let l_103 = l_102 & u32(2);
let l_104 = l_103 != u32(0);
l_mut_101 = l_104;
let l_105 = bool(false) && l_45;
if l_105 {
let l_106 = !l_mut_101;
l_mut_101 = l_106;
}
if l_mut_101 {
let l_107 = -l_mut_49;
l_mut_49 = l_107;
}
l_mut_29 = l_mut_49;
} else {
let l_108 = l_27 < u32(2139095040);
if l_108 {
let l_109 = l_27 & u32(8388607);
let l_110 = l_109 | u32(8388608);
let l_111 = u64(l_110);
let l_112 = l_27 >> u32(23);
let l_113 = l_112 * u32(4);
let l_114 = l_113 + u32(3);
let l_1082 = info.static_meta[u32(3)];
let l_1083 = l_1082 * u32(1);
let l_1084 = l_114 < l_1083;
let l_1085 = l_1083 - u32(1);
let l_1086 = min(l_114, l_1085);
let l_1087 = buffer_3_global[l_1086];
let l_1088 = select(u32(0), l_1087, l_1084);
let l_115 = l_1088;
let l_116 = u64(l_115);
let l_117 = l_111 * l_116;
l_mut_118 = l_117;
let l_119 = l_mut_118 & u64(4294967295);
let l_120 = l_mut_118 >> u32(bitcast<u64>(u64(32)));
let l_121 = l_113 + u32(2);
let l_1089 = info.static_meta[u32(3)];
let l_1090 = l_1089 * u32(1);
let l_1091 = l_121 < l_1090;
let l_1092 = l_1090 - u32(1);
let l_1093 = min(l_121, l_1092);
let l_1094 = buffer_3_global[l_1093];
let l_1095 = select(u32(0), l_1094, l_1091);
let l_122 = l_1095;
let l_123 = u64(l_122);
let l_124 = l_111 * l_123;
let l_125 = l_120 + l_124;
l_mut_118 = l_125;
let l_126 = l_mut_118 & u64(4294967295);
let l_127 = l_mut_118 >> u32(bitcast<u64>(u64(32)));
let l_128 = l_113 + u32(1);
let l_1096 = info.static_meta[u32(3)];
let l_1097 = l_1096 * u32(1);
let l_1098 = l_128 < l_1097;
let l_1099 = l_1097 - u32(1);
let l_1100 = min(l_128, l_1099);
let l_1101 = buffer_3_global[l_1100];
let l_1102 = select(u32(0), l_1101, l_1098);
let l_129 = l_1102;
let l_130 = u64(l_129);
let l_131 = l_111 * l_130;
let l_132 = l_127 + l_131;
l_mut_118 = l_132;
let l_133 = l_mut_118 & u64(4294967295);
let l_134 = l_mut_118 >> u32(bitcast<u64>(u64(32)));
let l_1103 = info.static_meta[u32(3)];
let l_1104 = l_1103 * u32(1);
let l_1105 = l_113 < l_1104;
let l_1106 = l_1104 - u32(1);
let l_1107 = min(l_113, l_1106);
let l_1108 = buffer_3_global[l_1107];
let l_1109 = select(u32(0), l_1108, l_1105);
let l_135 = l_1109;
let l_136 = u64(l_135);
let l_137 = l_111 * l_136;
let l_138 = l_134 + l_137;
l_mut_118 = l_138;
let l_139 = l_mut_118 >> u32(bitcast<u64>(u64(29)));
let l_140 = l_139 & u64(3);
let l_141 = u32(bitcast<u64>(l_140));
l_mut_35 = l_141;
let l_142 = l_mut_118 & u64(536870911);
let l_143 = l_142 << u32(bitcast<u64>(u64(32)));
let l_144 = l_143 | l_133;
l_mut_118 = l_144;
let l_145 = l_126 << u32(bitcast<u64>(u64(32)));
let l_146 = l_145 | l_119;
l_mut_147 = l_146;
let l_148 = l_mut_118 >= u64(1152921504606846976);
if l_148 {
let l_149 = l_mut_35 + u32(1);
let l_150 = l_149 & u32(3);
l_mut_35 = l_150;
let l_151 = l_mut_147 != u64(0);
let l_152 = u64(l_151);
let l_153 = u64(0) - l_mut_147;
l_mut_147 = l_153;
let l_154 = u64(2305843009213693952) - l_mut_118;
let l_155 = l_154 - l_152;
l_mut_118 = l_155;
}
let l_156 = select(countLeadingZeros(u32(l_mut_147 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_147)), (l_mut_147 >> u32(32u)) == u64(0));
let l_157 = u64(l_156);
let l_158 = l_mut_147 << u32(bitcast<u64>(l_157));
l_mut_159 = l_158;
let l_160 = i32(l_156);
let l_161 = i32(0) - l_160;
l_mut_162 = l_161;
let l_163 = l_mut_118 != u64(0);
if l_163 {
let l_164 = select(countLeadingZeros(u32(l_mut_118 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_118)), (l_mut_118 >> u32(32u)) == u64(0));
let l_165 = u64(l_164);
let l_166 = l_mut_118 << u32(bitcast<u64>(l_165));
let l_167 = u32(64) - l_164;
let l_168 = u64(l_167);
let l_169 = l_mut_147 >> u32(bitcast<u64>(l_168));
let l_170 = l_166 | l_169;
l_mut_159 = l_170;
let l_171 = i32(l_164);
let l_172 = i32(64) - l_171;
l_mut_162 = l_172;
}
let l_173 = l_mut_159 >> u32(bitcast<u64>(u64(32)));
let l_174 = l_mut_159 & u64(4294967295);
let l_175 = l_173 * u64(560513588);
let l_176 = l_174 * u64(3373259426);
let l_177 = l_174 * u64(560513588);
let l_178 = l_177 >> u32(bitcast<u64>(u64(32)));
let l_179 = l_175 & u64(4294967295);
let l_180 = l_178 + l_179;
let l_181 = l_176 & u64(4294967295);
let l_182 = l_180 + l_181;
let l_183 = l_173 * u64(3373259426);
let l_184 = l_175 >> u32(bitcast<u64>(u64(32)));
let l_185 = l_183 + l_184;
let l_186 = l_176 >> u32(bitcast<u64>(u64(32)));
let l_187 = l_185 + l_186;
let l_188 = l_182 >> u32(bitcast<u64>(u64(32)));
let l_189 = l_187 + l_188;
l_mut_159 = l_189;
let l_190 = l_mut_162 - i32(124);
l_mut_162 = l_190;
let l_191 = l_mut_159 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_191 {
let l_192 = l_mut_159 << u32(bitcast<u64>(u64(1)));
let l_193 = l_182 >> u32(bitcast<u64>(u64(31)));
let l_194 = l_193 & u64(1);
let l_195 = l_192 | l_194;
l_mut_159 = l_195;
l_mut_162 = l_mut_162 - i32(1);
}
let l_196 = l_mut_159 >> u32(bitcast<u64>(u64(11)));
let l_197 = f64(l_196);
let l_198 = l_mut_162 + i32(11);
let l_199 = l_198 + i32(1023);
let l_200 = u64(l_199);
let l_201 = l_200 << u32(bitcast<u64>(u64(52)));
let l_202 = bitcast<f64>(l_201);
let l_203 = l_197 * l_202;
l_mut_49 = l_203;
let l_204 = l_mut_159 & u64(2047);
let l_205 = f64(l_204);
let l_206 = l_mut_162 + i32(1023);
let l_207 = u64(l_206);
let l_208 = l_207 << u32(bitcast<u64>(u64(52)));
let l_209 = bitcast<f64>(l_208);
let l_210 = l_205 * l_209;
l_mut_34 = l_210;
if l_148 {
let l_211 = -l_mut_49;
l_mut_49 = l_211;
let l_212 = -l_mut_34;
l_mut_34 = l_212;
}
let l_213 = l_26 >= u32(2147483648);
let l_214 = l_mut_49 * l_mut_49;
let l_215 = l_214 * f64(1.9572941063391263e-20);
let l_216 = f64(8.22063524662433e-18) - l_215;
l_mut_217 = l_216;
let l_218 = l_mut_217 * l_214;
let l_219 = l_218 - f64(2.8114572543455206e-15);
l_mut_217 = l_219;
let l_220 = l_mut_217 * l_214;
let l_221 = l_220 + f64(7.647163731819816e-13);
l_mut_217 = l_221;
let l_222 = l_mut_217 * l_214;
let l_223 = l_222 - f64(1.6059043836821613e-10);
l_mut_217 = l_223;
let l_224 = l_mut_217 * l_214;
let l_225 = l_224 + f64(2.505210838544172e-8);
l_mut_217 = l_225;
let l_226 = l_mut_217 * l_214;
let l_227 = l_226 - f64(2.7557319223985893e-6);
l_mut_217 = l_227;
let l_228 = l_mut_217 * l_214;
let l_229 = l_228 + f64(0.0001984126984126984);
l_mut_217 = l_229;
let l_230 = l_mut_217 * l_214;
let l_231 = l_230 - f64(0.008333333333333333);
l_mut_217 = l_231;
let l_232 = l_mut_217 * l_214;
let l_233 = l_232 + f64(0.16666666666666666);
l_mut_217 = l_233;
let l_234 = f64(0.5) * l_214;
let l_235 = f64(1.0) - l_234;
let l_236 = l_mut_34 * l_235;
let l_237 = l_mut_49 * l_214;
let l_238 = l_237 * l_mut_217;
let l_239 = l_236 - l_238;
let l_240 = l_mut_49 + l_239;
let l_241 = l_mut_49 * l_mut_49;
let l_242 = l_241 * f64(4.110317623312165e-19);
let l_243 = l_242 - f64(1.5619206968586225e-16);
l_mut_217 = l_243;
let l_244 = l_mut_217 * l_241;
let l_245 = l_244 + f64(4.779477332387385e-14);
l_mut_217 = l_245;
let l_246 = l_mut_217 * l_241;
let l_247 = l_246 - f64(1.1470745597729725e-11);
l_mut_217 = l_247;
let l_248 = l_mut_217 * l_241;
let l_249 = l_248 + f64(2.08767569878681e-9);
l_mut_217 = l_249;
let l_250 = l_mut_217 * l_241;
let l_251 = l_250 - f64(2.755731922398589e-7);
l_mut_217 = l_251;
let l_252 = l_mut_217 * l_241;
let l_253 = l_252 + f64(2.48015873015873e-5);
l_mut_217 = l_253;
let l_254 = l_mut_217 * l_241;
let l_255 = l_254 - f64(0.001388888888888889);
l_mut_217 = l_255;
let l_256 = l_mut_217 * l_241;
let l_257 = l_256 + f64(0.041666666666666664);
l_mut_217 = l_257;
let l_258 = f64(0.5) * l_241;
let l_259 = f64(1.0) - l_258;
let l_260 = l_241 * l_241;
let l_261 = l_260 * l_mut_217;
let l_262 = l_mut_34 * l_mut_49;
let l_263 = l_261 - l_262;
let l_264 = l_259 + l_263;
let l_265 = l_mut_35 & u32(1);
let l_266 = l_265 == u32(1);
l_mut_217 = l_240;
let l_267 = l_mut_35 & u32(2);
let l_268 = l_267 != u32(0);
l_mut_101 = l_268;
l_mut_217 = l_264;
if l_266 {
l_mut_217 = l_240;
}
let l_269 = l_mut_35 + u32(1);
let l_270 = l_269 & u32(2);
let l_271 = l_270 != u32(0);
l_mut_101 = l_271;
let l_272 = bool(false) && l_213;
if l_272 {
let l_273 = !l_mut_101;
l_mut_101 = l_273;
}
if l_mut_101 {
let l_274 = -l_mut_217;
l_mut_217 = l_274;
}
l_mut_29 = l_mut_217;
}
}
l_mut_25 = l_mut_29;
l_mut_35 = u32(4294967294);
let l_275 = bitcast<u32>(l_mut_22);
let l_276 = bitcast<u32>(l_21);
let l_277 = l_276 & u32(2139095040);
let l_278 = l_277 != u32(2139095040);
let l_279 = l_277 == u32(0);
let l_280 = bitcast<u32>(l_21);
let l_281 = l_280 & u32(8388607);
let l_282 = l_281 != u32(0);
let l_283 = l_279 && l_282;
let l_284 = abs(l_mut_25);
let l_285 = l_mut_25 < f64(0.0);
let l_286 = u32(l_285);
let l_287 = u32(2147483648) * l_286;
if l_283 {
} else {
let l_288 = is_nan_1_f64(l_mut_25);if l_288 {
let l_289 = l_275 & u32(2147483647);
let l_290 = l_289 > u32(2139095040);
if l_290 {
l_mut_35 = u32(4294967293);
}
} else {
let l_291 = l_284 >= f64(3.402823669209385e38);
let l_292 = !l_278;
let l_293 = l_284 == f64(0.0);
let l_294 = l_292 && l_293;
let l_295 = l_291 || l_294;
if l_295 {
let l_296 = l_284 >= f64(3.402823669209385e38);
let l_297 = u32(l_296);
let l_298 = u32(2139095040) * l_297;
let l_299 = l_298 | l_287;
let l_300 = l_275 == l_299;
let l_301 = l_275 | l_299;
let l_302 = l_301 & u32(2147483647);
let l_303 = l_302 == u32(0);
let l_304 = l_300 || l_303;
if l_304 {
l_mut_35 = u32(4294967293);
}
} else {
let l_305 = l_284 >= f64(2.350988701644575e-38);
let l_306 = l_278 && l_305;
let l_307 = l_284 < f64(3.4028234663852886e38);
let l_308 = l_306 && l_307;
if l_308 {
let l_309 = f32(l_284);
let l_310 = bitcast<u32>(l_309);
let l_311 = bitcast<f32>(l_310);
let l_312 = f64(l_311);
let l_313 = l_284 - l_312;
let l_314 = l_310 + u32(1);
let l_315 = l_313 < f64(0.0);
let l_316 = u32(l_315);
let l_317 = u32(2) * l_316;
let l_318 = l_314 - l_317;
let l_319 = bitcast<f32>(l_318);
let l_320 = f64(l_319);
let l_321 = l_320 - l_312;
let l_322 = abs(l_321);
let l_323 = l_322 * f64(0.5);
let l_324 = abs(l_313);
let l_325 = l_323 - l_324;
let l_326 = l_284 * f64(9.094947017729282e-13);
let l_327 = l_325 > l_326;
if l_327 {
let l_328 = l_310 | l_287;
l_mut_35 = l_328;
}
} else {
let l_329 = l_284 < f64(2.350988701644575e-38);
let l_330 = l_278 && l_329;
if l_330 {
let l_331 = l_284 * f64(7.1362384635298e44);
let l_332 = floor(l_331);
let l_333 = l_331 - l_332;
let l_334 = l_333 - f64(0.5);
let l_335 = abs(l_334);
let l_336 = l_331 * f64(9.094947017729282e-13);
let l_337 = l_335 > l_336;
if l_337 {
let l_338 = l_333 > f64(0.5);
let l_339 = f64(l_338);
let l_340 = l_332 + l_339;
let l_341 = u32(l_340);
let l_342 = l_341 | l_287;
l_mut_35 = l_342;
}
}
}
}
}
}
let l_343 = bitcast<u32>(l_mut_22);
let l_344 = l_343 & u32(2139095040);
let l_345 = l_344 != u32(2139095040);
let l_346 = l_343 & u32(2147483647);
let l_347 = l_346 == u32(0);
let l_348 = l_343 & u32(2147483647);
let l_349 = f64(l_348);
let l_350 = l_343 >> u32(31);
let l_351 = f64(l_350);
let l_352 = f64(2.0) * l_351;
let l_353 = f64(1.0) - l_352;
let l_354 = l_349 * l_353;
let l_355 = l_mut_35 & u32(2147483647);
let l_356 = f64(l_355);
let l_357 = l_mut_35 >> u32(31);
let l_358 = f64(l_357);
let l_359 = f64(2.0) * l_358;
let l_360 = f64(1.0) - l_359;
let l_361 = l_356 * l_360;
let l_362 = l_354 - l_361;
let l_363 = l_mut_35 < u32(4294967293);
let l_364 = l_362 == f64(0.0);
let l_365 = !l_347;
let l_366 = l_345 && l_365;
let l_367 = l_364 || l_366;
let l_368 = l_363 && l_367;
l_mut_101 = l_368;
let l_369 = l_362 != f64(0.0);
let l_370 = l_mut_101 && l_369;
if l_370 {

for (var l_mut_371: u32 = u32(0); l_mut_371 < u32(8); l_mut_371++) {
let l_372 = u32(2) * l_mut_371;
let l_1110 = info.static_meta[u32(1)];
let l_1111 = l_1110 * u32(1);
let l_1112 = l_372 < l_1111;
let l_1113 = l_1111 - u32(1);
let l_1114 = min(l_372, l_1113);
let l_1115 = buffer_1_global[l_1114];
let l_1116 = select(u32(0), l_1115, l_1112);
let l_373 = l_1116;
let l_374 = u32(2) * l_mut_371;
let l_375 = l_374 + u32(1);
let l_1117 = info.static_meta[u32(1)];
let l_1118 = l_1117 * u32(1);
let l_1119 = l_375 < l_1118;
let l_1120 = l_1118 - u32(1);
let l_1121 = min(l_375, l_1120);
let l_1122 = buffer_1_global[l_1121];
let l_1123 = select(u32(0), l_1122, l_1119);
let l_376 = l_1123;
let l_377 = l_376 != u32(0);
let l_378 = l_mut_371 * u32(4);
let l_1124 = info.static_meta[u32(2)];
let l_1125 = l_1124 * u32(1);
let l_1126 = l_378 < l_1125;
let l_1127 = l_1125 - u32(1);
let l_1128 = min(l_378, l_1127);
let l_1129 = buffer_2_global[l_1128];
let l_1130 = select(f64(0.0), l_1129, l_1126);
let l_379 = l_1130;
let l_380 = l_mut_371 * u32(4);
let l_381 = l_380 + u32(1);
let l_1131 = info.static_meta[u32(2)];
let l_1132 = l_1131 * u32(1);
let l_1133 = l_381 < l_1132;
let l_1134 = l_1132 - u32(1);
let l_1135 = min(l_381, l_1134);
let l_1136 = buffer_2_global[l_1135];
let l_1137 = select(f64(0.0), l_1136, l_1133);
let l_382 = l_1137;
let l_383 = l_mut_371 * u32(4);
let l_384 = l_383 + u32(2);
let l_1138 = info.static_meta[u32(2)];
let l_1139 = l_1138 * u32(1);
let l_1140 = l_384 < l_1139;
let l_1141 = l_1139 - u32(1);
let l_1142 = min(l_384, l_1141);
let l_1143 = buffer_2_global[l_1142];
let l_1144 = select(f64(0.0), l_1143, l_1140);
let l_385 = l_1144;
let l_386 = f64(l_21);
let l_387 = abs(l_386);
let l_388 = abs(l_mut_25);
let l_389 = l_388 * f64(1.4551915228366852e-11);
a_390[u32(0)] = u32(1);
l_mut_391 = u32(2);
let l_392 = l_373 == u32(0);
if l_392 {
l_mut_391 = u32(0);
} else {
let l_393 = l_373 == u32(1);
if l_393 {
l_mut_391 = u32(1);
let l_394 = abs(l_362);
let l_395 = l_394 <= l_379;
if l_395 {
l_mut_391 = u32(0);
}
} else {
let l_396 = l_373 == u32(2);
if l_396 {
let l_397 = abs(l_mut_25);
l_mut_217 = f64(1.401298464324817e-45);
let l_398 = l_397 >= f64(1.1754943508222875e-38);
let l_399 = l_397 <= f64(1.7976931348623157e308);
let l_400 = l_398 && l_399;
if l_400 {
let l_401 = bitcast<u64>(l_397);
let l_402 = l_401 >> u32(bitcast<u64>(u64(52)));
let l_403 = l_402 - u64(23);
let l_404 = l_403 << u32(bitcast<u64>(u64(52)));
let l_405 = bitcast<f64>(l_404);
l_mut_217 = l_405;
}
let l_406 = l_379 * l_mut_217;
l_mut_407 = u32(2);
let l_408 = l_mut_25 - l_389;
let l_409 = abs(l_408);
l_mut_217 = f64(1.401298464324817e-45);
let l_410 = l_409 >= f64(1.1754943508222875e-38);
let l_411 = l_409 <= f64(1.7976931348623157e308);
let l_412 = l_410 && l_411;
if l_412 {
let l_413 = bitcast<u64>(l_409);
let l_414 = l_413 >> u32(bitcast<u64>(u64(52)));
let l_415 = l_414 - u64(23);
let l_416 = l_415 << u32(bitcast<u64>(u64(52)));
let l_417 = bitcast<f64>(l_416);
l_mut_217 = l_417;
}
let l_418 = l_mut_25 + l_389;
let l_419 = abs(l_418);
l_mut_49 = f64(1.401298464324817e-45);
let l_420 = l_419 >= f64(1.1754943508222875e-38);
let l_421 = l_419 <= f64(1.7976931348623157e308);
let l_422 = l_420 && l_421;
if l_422 {
let l_423 = bitcast<u64>(l_419);
let l_424 = l_423 >> u32(bitcast<u64>(u64(52)));
let l_425 = l_424 - u64(23);
let l_426 = l_425 << u32(bitcast<u64>(u64(52)));
let l_427 = bitcast<f64>(l_426);
l_mut_49 = l_427;
}
let l_428 = l_mut_217 == l_mut_49;
if l_428 {
let l_429 = l_406 * f64(1.4551915228366852e-11);
let l_430 = l_389 + l_429;
let l_431 = l_mut_25 - l_406;
let l_432 = l_mut_25 + l_406;
let l_433 = f64(l_mut_22);
let l_434 = bitcast<u32>(l_mut_22);
let l_435 = l_434 + u32(1);
l_mut_436 = l_435;
let l_437 = l_434 & u32(2147483647);
let l_438 = l_437 == u32(0);
if l_438 {
l_mut_436 = u32(1);
} else {
let l_439 = l_434 & u32(2147483648);
let l_440 = l_439 != u32(0);
if l_440 {
let l_441 = l_434 - u32(1);
l_mut_436 = l_441;
}
}
let l_442 = bitcast<f32>(l_mut_436);
let l_443 = f64(l_442);
let l_444 = -l_mut_22;
let l_445 = bitcast<u32>(l_444);
let l_446 = l_445 + u32(1);
l_mut_436 = l_446;
let l_447 = l_445 & u32(2147483647);
let l_448 = l_447 == u32(0);
if l_448 {
l_mut_436 = u32(1);
} else {
let l_449 = l_445 & u32(2147483648);
let l_450 = l_449 != u32(0);
if l_450 {
let l_451 = l_445 - u32(1);
l_mut_436 = l_451;
}
}
let l_452 = bitcast<f32>(l_mut_436);
let l_453 = -l_452;
let l_454 = f64(l_453);
let l_455 = l_431 + l_430;
let l_456 = l_455 <= l_433;
l_mut_457 = l_456;
let l_458 = l_431 - l_430;
let l_459 = l_458 > l_433;
l_mut_460 = l_459;
let l_461 = l_432 - l_430;
let l_462 = l_461 >= l_433;
l_mut_463 = l_462;
let l_464 = l_432 + l_430;
let l_465 = l_464 < l_433;
l_mut_466 = l_465;
if l_377 {
let l_467 = l_431 + l_430;
let l_468 = l_467 < l_443;
l_mut_457 = l_468;
let l_469 = l_431 - l_430;
let l_470 = l_469 >= l_443;
l_mut_460 = l_470;
let l_471 = l_432 - l_430;
let l_472 = l_471 > l_454;
l_mut_463 = l_472;
let l_473 = l_432 + l_430;
let l_474 = l_473 <= l_454;
l_mut_466 = l_474;
}
l_mut_436 = u32(2);
let l_475 = l_mut_460 || l_mut_466;
if l_475 {
l_mut_436 = u32(1);
} else {
let l_476 = l_mut_457 && l_mut_463;
if l_476 {
l_mut_436 = u32(0);
}
}
l_mut_407 = l_mut_436;
}
l_mut_391 = l_mut_407;
} else {
let l_477 = l_373 == u32(3);
if l_477 {
l_mut_391 = u32(0);
let l_478 = l_387 >= f64(1.1754943508222875e-38);
let l_479 = l_387 <= f64(8.507059173023462e37);
let l_480 = l_478 && l_479;
if l_480 {
let l_481 = abs(l_mut_25);
l_mut_217 = f64(1.401298464324817e-45);
let l_482 = l_481 >= f64(1.1754943508222875e-38);
let l_483 = l_481 <= f64(1.7976931348623157e308);
let l_484 = l_482 && l_483;
if l_484 {
let l_485 = bitcast<u64>(l_481);
let l_486 = l_485 >> u32(bitcast<u64>(u64(52)));
let l_487 = l_486 - u64(23);
let l_488 = l_487 << u32(bitcast<u64>(u64(52)));
let l_489 = bitcast<f64>(l_488);
l_mut_217 = l_489;
}
let l_490 = l_379 * l_mut_217;
l_mut_436 = u32(2);
let l_491 = l_mut_25 - l_389;
let l_492 = abs(l_491);
l_mut_217 = f64(1.401298464324817e-45);
let l_493 = l_492 >= f64(1.1754943508222875e-38);
let l_494 = l_492 <= f64(1.7976931348623157e308);
let l_495 = l_493 && l_494;
if l_495 {
let l_496 = bitcast<u64>(l_492);
let l_497 = l_496 >> u32(bitcast<u64>(u64(52)));
let l_498 = l_497 - u64(23);
let l_499 = l_498 << u32(bitcast<u64>(u64(52)));
let l_500 = bitcast<f64>(l_499);
l_mut_217 = l_500;
}
let l_501 = l_mut_25 + l_389;
let l_502 = abs(l_501);
l_mut_49 = f64(1.401298464324817e-45);
let l_503 = l_502 >= f64(1.1754943508222875e-38);
let l_504 = l_502 <= f64(1.7976931348623157e308);
let l_505 = l_503 && l_504;
if l_505 {
let l_506 = bitcast<u64>(l_502);
let l_507 = l_506 >> u32(bitcast<u64>(u64(52)));
let l_508 = l_507 - u64(23);
let l_509 = l_508 << u32(bitcast<u64>(u64(52)));
let l_510 = bitcast<f64>(l_509);
l_mut_49 = l_510;
}
let l_511 = l_mut_217 == l_mut_49;
if l_511 {
let l_512 = l_490 * f64(1.4551915228366852e-11);
let l_513 = l_389 + l_512;
let l_514 = l_mut_25 - l_490;
let l_515 = l_mut_25 + l_490;
let l_516 = f64(l_mut_22);
let l_517 = bitcast<u32>(l_mut_22);
let l_518 = l_517 + u32(1);
l_mut_407 = l_518;
let l_519 = l_517 & u32(2147483647);
let l_520 = l_519 == u32(0);
if l_520 {
l_mut_407 = u32(1);
} else {
let l_521 = l_517 & u32(2147483648);
let l_522 = l_521 != u32(0);
if l_522 {
let l_523 = l_517 - u32(1);
l_mut_407 = l_523;
}
}
let l_524 = bitcast<f32>(l_mut_407);
let l_525 = f64(l_524);
let l_526 = -l_mut_22;
let l_527 = bitcast<u32>(l_526);
let l_528 = l_527 + u32(1);
l_mut_407 = l_528;
let l_529 = l_527 & u32(2147483647);
let l_530 = l_529 == u32(0);
if l_530 {
l_mut_407 = u32(1);
} else {
let l_531 = l_527 & u32(2147483648);
let l_532 = l_531 != u32(0);
if l_532 {
let l_533 = l_527 - u32(1);
l_mut_407 = l_533;
}
}
let l_534 = bitcast<f32>(l_mut_407);
let l_535 = -l_534;
let l_536 = f64(l_535);
let l_537 = l_514 + l_513;
let l_538 = l_537 <= l_516;
l_mut_466 = l_538;
let l_539 = l_514 - l_513;
let l_540 = l_539 > l_516;
l_mut_463 = l_540;
let l_541 = l_515 - l_513;
let l_542 = l_541 >= l_516;
l_mut_460 = l_542;
let l_543 = l_515 + l_513;
let l_544 = l_543 < l_516;
l_mut_457 = l_544;
if l_377 {
let l_545 = l_514 + l_513;
let l_546 = l_545 < l_525;
l_mut_466 = l_546;
let l_547 = l_514 - l_513;
let l_548 = l_547 >= l_525;
l_mut_463 = l_548;
let l_549 = l_515 - l_513;
let l_550 = l_549 > l_536;
l_mut_460 = l_550;
let l_551 = l_515 + l_513;
let l_552 = l_551 <= l_536;
l_mut_457 = l_552;
}
l_mut_407 = u32(2);
let l_553 = l_mut_463 || l_mut_457;
if l_553 {
l_mut_407 = u32(1);
} else {
let l_554 = l_mut_466 && l_mut_460;
if l_554 {
l_mut_407 = u32(0);
}
}
l_mut_436 = l_mut_407;
}
l_mut_391 = l_mut_436;
}
} else {
let l_555 = l_373 == u32(4);
if l_555 {
let l_556 = l_382 * l_387;
let l_557 = l_379 + l_556;
let l_558 = abs(l_mut_25);
l_mut_217 = f64(1.401298464324817e-45);
let l_559 = l_558 >= f64(1.1754943508222875e-38);
let l_560 = l_558 <= f64(1.7976931348623157e308);
let l_561 = l_559 && l_560;
if l_561 {
let l_562 = bitcast<u64>(l_558);
let l_563 = l_562 >> u32(bitcast<u64>(u64(52)));
let l_564 = l_563 - u64(23);
let l_565 = l_564 << u32(bitcast<u64>(u64(52)));
let l_566 = bitcast<f64>(l_565);
l_mut_217 = l_566;
}
let l_567 = l_557 * l_mut_217;
l_mut_436 = u32(2);
let l_568 = l_mut_25 - l_389;
let l_569 = abs(l_568);
l_mut_217 = f64(1.401298464324817e-45);
let l_570 = l_569 >= f64(1.1754943508222875e-38);
let l_571 = l_569 <= f64(1.7976931348623157e308);
let l_572 = l_570 && l_571;
if l_572 {
let l_573 = bitcast<u64>(l_569);
let l_574 = l_573 >> u32(bitcast<u64>(u64(52)));
let l_575 = l_574 - u64(23);
let l_576 = l_575 << u32(bitcast<u64>(u64(52)));
let l_577 = bitcast<f64>(l_576);
l_mut_217 = l_577;
}
let l_578 = l_mut_25 + l_389;
let l_579 = abs(l_578);
l_mut_49 = f64(1.401298464324817e-45);
let l_580 = l_579 >= f64(1.1754943508222875e-38);
let l_581 = l_579 <= f64(1.7976931348623157e308);
let l_582 = l_580 && l_581;
if l_582 {
let l_583 = bitcast<u64>(l_579);
let l_584 = l_583 >> u32(bitcast<u64>(u64(52)));
let l_585 = l_584 - u64(23);
let l_586 = l_585 << u32(bitcast<u64>(u64(52)));
let l_587 = bitcast<f64>(l_586);
l_mut_49 = l_587;
}
let l_588 = l_mut_217 == l_mut_49;
if l_588 {
let l_589 = l_567 * f64(1.4551915228366852e-11);
let l_590 = l_389 + l_589;
let l_591 = l_mut_25 - l_567;
let l_592 = l_mut_25 + l_567;
let l_593 = f64(l_mut_22);
let l_594 = bitcast<u32>(l_mut_22);
let l_595 = l_594 + u32(1);
l_mut_407 = l_595;
let l_596 = l_594 & u32(2147483647);
let l_597 = l_596 == u32(0);
if l_597 {
l_mut_407 = u32(1);
} else {
let l_598 = l_594 & u32(2147483648);
let l_599 = l_598 != u32(0);
if l_599 {
let l_600 = l_594 - u32(1);
l_mut_407 = l_600;
}
}
let l_601 = bitcast<f32>(l_mut_407);
let l_602 = f64(l_601);
let l_603 = -l_mut_22;
let l_604 = bitcast<u32>(l_603);
let l_605 = l_604 + u32(1);
l_mut_407 = l_605;
let l_606 = l_604 & u32(2147483647);
let l_607 = l_606 == u32(0);
if l_607 {
l_mut_407 = u32(1);
} else {
let l_608 = l_604 & u32(2147483648);
let l_609 = l_608 != u32(0);
if l_609 {
let l_610 = l_604 - u32(1);
l_mut_407 = l_610;
}
}
let l_611 = bitcast<f32>(l_mut_407);
let l_612 = -l_611;
let l_613 = f64(l_612);
let l_614 = l_591 + l_590;
let l_615 = l_614 <= l_593;
l_mut_466 = l_615;
let l_616 = l_591 - l_590;
let l_617 = l_616 > l_593;
l_mut_463 = l_617;
let l_618 = l_592 - l_590;
let l_619 = l_618 >= l_593;
l_mut_460 = l_619;
let l_620 = l_592 + l_590;
let l_621 = l_620 < l_593;
l_mut_457 = l_621;
if l_377 {
let l_622 = l_591 + l_590;
let l_623 = l_622 < l_602;
l_mut_466 = l_623;
let l_624 = l_591 - l_590;
let l_625 = l_624 >= l_602;
l_mut_463 = l_625;
let l_626 = l_592 - l_590;
let l_627 = l_626 > l_613;
l_mut_460 = l_627;
let l_628 = l_592 + l_590;
let l_629 = l_628 <= l_613;
l_mut_457 = l_629;
}
l_mut_407 = u32(2);
let l_630 = l_mut_463 || l_mut_457;
if l_630 {
l_mut_407 = u32(1);
} else {
let l_631 = l_mut_466 && l_mut_460;
if l_631 {
l_mut_407 = u32(0);
}
}
l_mut_436 = l_mut_407;
}
l_mut_391 = l_mut_436;
} else {
let l_632 = l_373 == u32(5);
if l_632 {
let l_633 = f64(2.0) * l_386;
let l_634 = abs(l_633);
let l_635 = floor(l_634);
let l_636 = f64(3.0) + l_635;
let l_637 = abs(l_mut_25);
l_mut_217 = f64(1.401298464324817e-45);
let l_638 = l_637 >= f64(1.1754943508222875e-38);
let l_639 = l_637 <= f64(1.7976931348623157e308);
let l_640 = l_638 && l_639;
if l_640 {
let l_641 = bitcast<u64>(l_637);
let l_642 = l_641 >> u32(bitcast<u64>(u64(52)));
let l_643 = l_642 - u64(23);
let l_644 = l_643 << u32(bitcast<u64>(u64(52)));
let l_645 = bitcast<f64>(l_644);
l_mut_217 = l_645;
}
let l_646 = l_636 * l_mut_217;
l_mut_436 = u32(2);
let l_647 = l_mut_25 - l_389;
let l_648 = abs(l_647);
l_mut_217 = f64(1.401298464324817e-45);
let l_649 = l_648 >= f64(1.1754943508222875e-38);
let l_650 = l_648 <= f64(1.7976931348623157e308);
let l_651 = l_649 && l_650;
if l_651 {
let l_652 = bitcast<u64>(l_648);
let l_653 = l_652 >> u32(bitcast<u64>(u64(52)));
let l_654 = l_653 - u64(23);
let l_655 = l_654 << u32(bitcast<u64>(u64(52)));
let l_656 = bitcast<f64>(l_655);
l_mut_217 = l_656;
}
let l_657 = l_mut_25 + l_389;
let l_658 = abs(l_657);
l_mut_49 = f64(1.401298464324817e-45);
let l_659 = l_658 >= f64(1.1754943508222875e-38);
let l_660 = l_658 <= f64(1.7976931348623157e308);
let l_661 = l_659 && l_660;
if l_661 {
let l_662 = bitcast<u64>(l_658);
let l_663 = l_662 >> u32(bitcast<u64>(u64(52)));
let l_664 = l_663 - u64(23);
let l_665 = l_664 << u32(bitcast<u64>(u64(52)));
let l_666 = bitcast<f64>(l_665);
l_mut_49 = l_666;
}
let l_667 = l_mut_217 == l_mut_49;
if l_667 {
let l_668 = l_646 * f64(1.4551915228366852e-11);
let l_669 = l_389 + l_668;
let l_670 = l_mut_25 - l_646;
let l_671 = l_mut_25 + l_646;
let l_672 = f64(l_mut_22);
let l_673 = bitcast<u32>(l_mut_22);
let l_674 = l_673 + u32(1);
l_mut_407 = l_674;
let l_675 = l_673 & u32(2147483647);
let l_676 = l_675 == u32(0);
if l_676 {
l_mut_407 = u32(1);
} else {
let l_677 = l_673 & u32(2147483648);
let l_678 = l_677 != u32(0);
if l_678 {
let l_679 = l_673 - u32(1);
l_mut_407 = l_679;
}
}
let l_680 = bitcast<f32>(l_mut_407);
let l_681 = f64(l_680);
let l_682 = -l_mut_22;
let l_683 = bitcast<u32>(l_682);
let l_684 = l_683 + u32(1);
l_mut_407 = l_684;
let l_685 = l_683 & u32(2147483647);
let l_686 = l_685 == u32(0);
if l_686 {
l_mut_407 = u32(1);
} else {
let l_687 = l_683 & u32(2147483648);
let l_688 = l_687 != u32(0);
if l_688 {
let l_689 = l_683 - u32(1);
l_mut_407 = l_689;
}
}
let l_690 = bitcast<f32>(l_mut_407);
let l_691 = -l_690;
let l_692 = f64(l_691);
let l_693 = l_670 + l_669;
let l_694 = l_693 <= l_672;
l_mut_466 = l_694;
let l_695 = l_670 - l_669;
let l_696 = l_695 > l_672;
l_mut_463 = l_696;
let l_697 = l_671 - l_669;
let l_698 = l_697 >= l_672;
l_mut_460 = l_698;
let l_699 = l_671 + l_669;
let l_700 = l_699 < l_672;
l_mut_457 = l_700;
if l_377 {
let l_701 = l_670 + l_669;
let l_702 = l_701 < l_681;
l_mut_466 = l_702;
let l_703 = l_670 - l_669;
let l_704 = l_703 >= l_681;
l_mut_463 = l_704;
let l_705 = l_671 - l_669;
let l_706 = l_705 > l_692;
l_mut_460 = l_706;
let l_707 = l_671 + l_669;
let l_708 = l_707 <= l_692;
l_mut_457 = l_708;
}
l_mut_407 = u32(2);
let l_709 = l_mut_463 || l_mut_457;
if l_709 {
l_mut_407 = u32(1);
} else {
let l_710 = l_mut_466 && l_mut_460;
if l_710 {
l_mut_407 = u32(0);
}
}
l_mut_436 = l_mut_407;
}
l_mut_391 = l_mut_436;
} else {
let l_711 = l_373 == u32(6);
if l_711 {
l_mut_391 = u32(0);
let l_712 = l_387 <= l_382;
if l_712 {
let l_713 = l_379 * f64(1.4551915228366852e-11);
let l_714 = l_389 + l_713;
let l_715 = l_mut_25 - l_379;
let l_716 = l_mut_25 + l_379;
let l_717 = f64(l_mut_22);
let l_718 = bitcast<u32>(l_mut_22);
let l_719 = l_718 + u32(1);
l_mut_436 = l_719;
let l_720 = l_718 & u32(2147483647);
let l_721 = l_720 == u32(0);
if l_721 {
l_mut_436 = u32(1);
} else {
let l_722 = l_718 & u32(2147483648);
let l_723 = l_722 != u32(0);
if l_723 {
let l_724 = l_718 - u32(1);
l_mut_436 = l_724;
}
}
let l_725 = bitcast<f32>(l_mut_436);
let l_726 = f64(l_725);
let l_727 = -l_mut_22;
let l_728 = bitcast<u32>(l_727);
let l_729 = l_728 + u32(1);
l_mut_436 = l_729;
let l_730 = l_728 & u32(2147483647);
let l_731 = l_730 == u32(0);
if l_731 {
l_mut_436 = u32(1);
} else {
let l_732 = l_728 & u32(2147483648);
let l_733 = l_732 != u32(0);
if l_733 {
let l_734 = l_728 - u32(1);
l_mut_436 = l_734;
}
}
let l_735 = bitcast<f32>(l_mut_436);
let l_736 = -l_735;
let l_737 = f64(l_736);
let l_738 = l_715 + l_714;
let l_739 = l_738 <= l_717;
l_mut_466 = l_739;
let l_740 = l_715 - l_714;
let l_741 = l_740 > l_717;
l_mut_463 = l_741;
let l_742 = l_716 - l_714;
let l_743 = l_742 >= l_717;
l_mut_460 = l_743;
let l_744 = l_716 + l_714;
let l_745 = l_744 < l_717;
l_mut_457 = l_745;
if l_377 {
let l_746 = l_715 + l_714;
let l_747 = l_746 < l_726;
l_mut_466 = l_747;
let l_748 = l_715 - l_714;
let l_749 = l_748 >= l_726;
l_mut_463 = l_749;
let l_750 = l_716 - l_714;
let l_751 = l_750 > l_737;
l_mut_460 = l_751;
let l_752 = l_716 + l_714;
let l_753 = l_752 <= l_737;
l_mut_457 = l_753;
}
l_mut_436 = u32(2);
let l_754 = l_mut_463 || l_mut_457;
if l_754 {
l_mut_436 = u32(1);
} else {
let l_755 = l_mut_466 && l_mut_460;
if l_755 {
l_mut_436 = u32(0);
}
}
l_mut_391 = l_mut_436;
}
} else {
let l_756 = l_373 == u32(7);
if l_756 {
let l_757 = abs(l_mut_25);
let l_758 = l_379 * l_757;
l_mut_217 = l_758;
let l_759 = abs(l_mut_25);
l_mut_49 = f64(1.401298464324817e-45);
let l_760 = l_759 >= f64(1.1754943508222875e-38);
let l_761 = l_759 <= f64(1.7976931348623157e308);
let l_762 = l_760 && l_761;
if l_762 {
let l_763 = bitcast<u64>(l_759);
let l_764 = l_763 >> u32(bitcast<u64>(u64(52)));
let l_765 = l_764 - u64(23);
let l_766 = l_765 << u32(bitcast<u64>(u64(52)));
let l_767 = bitcast<f64>(l_766);
l_mut_49 = l_767;
}
let l_768 = f64(0.5) * l_mut_49;
let l_769 = l_768 > l_mut_217;
if l_769 {
l_mut_217 = l_768;
}
let l_770 = l_mut_25 - l_389;
let l_771 = abs(l_770);
l_mut_49 = f64(1.401298464324817e-45);
let l_772 = l_771 >= f64(1.1754943508222875e-38);
let l_773 = l_771 <= f64(1.7976931348623157e308);
let l_774 = l_772 && l_773;
if l_774 {
let l_775 = bitcast<u64>(l_771);
let l_776 = l_775 >> u32(bitcast<u64>(u64(52)));
let l_777 = l_776 - u64(23);
let l_778 = l_777 << u32(bitcast<u64>(u64(52)));
let l_779 = bitcast<f64>(l_778);
l_mut_49 = l_779;
}
let l_780 = l_mut_25 + l_389;
let l_781 = abs(l_780);
l_mut_34 = f64(1.401298464324817e-45);
let l_782 = l_781 >= f64(1.1754943508222875e-38);
let l_783 = l_781 <= f64(1.7976931348623157e308);
let l_784 = l_782 && l_783;
if l_784 {
let l_785 = bitcast<u64>(l_781);
let l_786 = l_785 >> u32(bitcast<u64>(u64(52)));
let l_787 = l_786 - u64(23);
let l_788 = l_787 << u32(bitcast<u64>(u64(52)));
let l_789 = bitcast<f64>(l_788);
l_mut_34 = l_789;
}
let l_790 = l_mut_49 == l_mut_34;
if l_790 {
let l_791 = l_379 * l_389;
let l_792 = l_389 + l_791;
let l_793 = l_mut_217 * f64(1.4551915228366852e-11);
let l_794 = l_792 + l_793;
let l_795 = l_mut_25 - l_mut_217;
let l_796 = l_mut_25 + l_mut_217;
let l_797 = f64(l_mut_22);
let l_798 = bitcast<u32>(l_mut_22);
let l_799 = l_798 + u32(1);
l_mut_436 = l_799;
let l_800 = l_798 & u32(2147483647);
let l_801 = l_800 == u32(0);
if l_801 {
l_mut_436 = u32(1);
} else {
let l_802 = l_798 & u32(2147483648);
let l_803 = l_802 != u32(0);
if l_803 {
let l_804 = l_798 - u32(1);
l_mut_436 = l_804;
}
}
let l_805 = bitcast<f32>(l_mut_436);
let l_806 = f64(l_805);
let l_807 = -l_mut_22;
let l_808 = bitcast<u32>(l_807);
let l_809 = l_808 + u32(1);
l_mut_436 = l_809;
let l_810 = l_808 & u32(2147483647);
let l_811 = l_810 == u32(0);
if l_811 {
l_mut_436 = u32(1);
} else {
let l_812 = l_808 & u32(2147483648);
let l_813 = l_812 != u32(0);
if l_813 {
let l_814 = l_808 - u32(1);
l_mut_436 = l_814;
}
}
let l_815 = bitcast<f32>(l_mut_436);
let l_816 = -l_815;
let l_817 = f64(l_816);
let l_818 = l_795 + l_794;
let l_819 = l_818 <= l_797;
l_mut_466 = l_819;
let l_820 = l_795 - l_794;
let l_821 = l_820 > l_797;
l_mut_463 = l_821;
let l_822 = l_796 - l_794;
let l_823 = l_822 >= l_797;
l_mut_460 = l_823;
let l_824 = l_796 + l_794;
let l_825 = l_824 < l_797;
l_mut_457 = l_825;
if l_377 {
let l_826 = l_795 + l_794;
let l_827 = l_826 < l_806;
l_mut_466 = l_827;
let l_828 = l_795 - l_794;
let l_829 = l_828 >= l_806;
l_mut_463 = l_829;
let l_830 = l_796 - l_794;
let l_831 = l_830 > l_817;
l_mut_460 = l_831;
let l_832 = l_796 + l_794;
let l_833 = l_832 <= l_817;
l_mut_457 = l_833;
}
l_mut_436 = u32(2);
let l_834 = l_mut_463 || l_mut_457;
if l_834 {
l_mut_436 = u32(1);
} else {
let l_835 = l_mut_466 && l_mut_460;
if l_835 {
l_mut_436 = u32(0);
}
}
l_mut_391 = l_mut_436;
}
} else {
let l_836 = l_373 == u32(8);
if l_836 {
let l_837 = l_386 >= f64(0.5);
let l_838 = l_386 <= f64(2.0);
let l_839 = l_837 && l_838;
if l_839 {
let l_840 = l_379 * f64(1.4551915228366852e-11);
let l_841 = l_389 + l_840;
let l_842 = l_mut_25 - l_379;
let l_843 = l_mut_25 + l_379;
let l_844 = f64(l_mut_22);
let l_845 = bitcast<u32>(l_mut_22);
let l_846 = l_845 + u32(1);
l_mut_436 = l_846;
let l_847 = l_845 & u32(2147483647);
let l_848 = l_847 == u32(0);
if l_848 {
l_mut_436 = u32(1);
} else {
let l_849 = l_845 & u32(2147483648);
let l_850 = l_849 != u32(0);
if l_850 {
let l_851 = l_845 - u32(1);
l_mut_436 = l_851;
}
}
let l_852 = bitcast<f32>(l_mut_436);
let l_853 = f64(l_852);
let l_854 = -l_mut_22;
let l_855 = bitcast<u32>(l_854);
let l_856 = l_855 + u32(1);
l_mut_436 = l_856;
let l_857 = l_855 & u32(2147483647);
let l_858 = l_857 == u32(0);
if l_858 {
l_mut_436 = u32(1);
} else {
let l_859 = l_855 & u32(2147483648);
let l_860 = l_859 != u32(0);
if l_860 {
let l_861 = l_855 - u32(1);
l_mut_436 = l_861;
}
}
let l_862 = bitcast<f32>(l_mut_436);
let l_863 = -l_862;
let l_864 = f64(l_863);
let l_865 = l_842 + l_841;
let l_866 = l_865 <= l_844;
l_mut_466 = l_866;
let l_867 = l_842 - l_841;
let l_868 = l_867 > l_844;
l_mut_463 = l_868;
let l_869 = l_843 - l_841;
let l_870 = l_869 >= l_844;
l_mut_460 = l_870;
let l_871 = l_843 + l_841;
let l_872 = l_871 < l_844;
l_mut_457 = l_872;
if l_377 {
let l_873 = l_842 + l_841;
let l_874 = l_873 < l_853;
l_mut_466 = l_874;
let l_875 = l_842 - l_841;
let l_876 = l_875 >= l_853;
l_mut_463 = l_876;
let l_877 = l_843 - l_841;
let l_878 = l_877 > l_864;
l_mut_460 = l_878;
let l_879 = l_843 + l_841;
let l_880 = l_879 <= l_864;
l_mut_457 = l_880;
}
l_mut_436 = u32(2);
let l_881 = l_mut_463 || l_mut_457;
if l_881 {
l_mut_436 = u32(1);
} else {
let l_882 = l_mut_466 && l_mut_460;
if l_882 {
l_mut_436 = u32(0);
}
}
l_mut_391 = l_mut_436;
} else {
let l_883 = abs(l_mut_25);
l_mut_217 = f64(1.401298464324817e-45);
let l_884 = l_883 >= f64(1.1754943508222875e-38);
let l_885 = l_883 <= f64(1.7976931348623157e308);
let l_886 = l_884 && l_885;
if l_886 {
let l_887 = bitcast<u64>(l_883);
let l_888 = l_887 >> u32(bitcast<u64>(u64(52)));
let l_889 = l_888 - u64(23);
let l_890 = l_889 << u32(bitcast<u64>(u64(52)));
let l_891 = bitcast<f64>(l_890);
l_mut_217 = l_891;
}
let l_892 = l_382 * l_mut_217;
l_mut_436 = u32(2);
let l_893 = l_mut_25 - l_389;
let l_894 = abs(l_893);
l_mut_217 = f64(1.401298464324817e-45);
let l_895 = l_894 >= f64(1.1754943508222875e-38);
let l_896 = l_894 <= f64(1.7976931348623157e308);
let l_897 = l_895 && l_896;
if l_897 {
let l_898 = bitcast<u64>(l_894);
let l_899 = l_898 >> u32(bitcast<u64>(u64(52)));
let l_900 = l_899 - u64(23);
let l_901 = l_900 << u32(bitcast<u64>(u64(52)));
let l_902 = bitcast<f64>(l_901);
l_mut_217 = l_902;
}
let l_903 = l_mut_25 + l_389;
let l_904 = abs(l_903);
l_mut_49 = f64(1.401298464324817e-45);
let l_905 = l_904 >= f64(1.1754943508222875e-38);
let l_906 = l_904 <= f64(1.7976931348623157e308);
let l_907 = l_905 && l_906;
if l_907 {
let l_908 = bitcast<u64>(l_904);
let l_909 = l_908 >> u32(bitcast<u64>(u64(52)));
let l_910 = l_909 - u64(23);
let l_911 = l_910 << u32(bitcast<u64>(u64(52)));
let l_912 = bitcast<f64>(l_911);
l_mut_49 = l_912;
}
let l_913 = l_mut_217 == l_mut_49;
if l_913 {
let l_914 = l_892 * f64(1.4551915228366852e-11);
let l_915 = l_389 + l_914;
let l_916 = l_mut_25 - l_892;
let l_917 = l_mut_25 + l_892;
let l_918 = f64(l_mut_22);
let l_919 = bitcast<u32>(l_mut_22);
let l_920 = l_919 + u32(1);
l_mut_407 = l_920;
let l_921 = l_919 & u32(2147483647);
let l_922 = l_921 == u32(0);
if l_922 {
l_mut_407 = u32(1);
} else {
let l_923 = l_919 & u32(2147483648);
let l_924 = l_923 != u32(0);
if l_924 {
let l_925 = l_919 - u32(1);
l_mut_407 = l_925;
}
}
let l_926 = bitcast<f32>(l_mut_407);
let l_927 = f64(l_926);
let l_928 = -l_mut_22;
let l_929 = bitcast<u32>(l_928);
let l_930 = l_929 + u32(1);
l_mut_407 = l_930;
let l_931 = l_929 & u32(2147483647);
let l_932 = l_931 == u32(0);
if l_932 {
l_mut_407 = u32(1);
} else {
let l_933 = l_929 & u32(2147483648);
let l_934 = l_933 != u32(0);
if l_934 {
let l_935 = l_929 - u32(1);
l_mut_407 = l_935;
}
}
let l_936 = bitcast<f32>(l_mut_407);
let l_937 = -l_936;
let l_938 = f64(l_937);
let l_939 = l_916 + l_915;
let l_940 = l_939 <= l_918;
l_mut_466 = l_940;
let l_941 = l_916 - l_915;
let l_942 = l_941 > l_918;
l_mut_463 = l_942;
let l_943 = l_917 - l_915;
let l_944 = l_943 >= l_918;
l_mut_460 = l_944;
let l_945 = l_917 + l_915;
let l_946 = l_945 < l_918;
l_mut_457 = l_946;
if l_377 {
let l_947 = l_916 + l_915;
let l_948 = l_947 < l_927;
l_mut_466 = l_948;
let l_949 = l_916 - l_915;
let l_950 = l_949 >= l_927;
l_mut_463 = l_950;
let l_951 = l_917 - l_915;
let l_952 = l_951 > l_938;
l_mut_460 = l_952;
let l_953 = l_917 + l_915;
let l_954 = l_953 <= l_938;
l_mut_457 = l_954;
}
l_mut_407 = u32(2);
let l_955 = l_mut_463 || l_mut_457;
if l_955 {
l_mut_407 = u32(1);
} else {
let l_956 = l_mut_466 && l_mut_460;
if l_956 {
l_mut_407 = u32(0);
}
}
l_mut_436 = l_mut_407;
}
l_mut_391 = l_mut_436;
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
let l_957 = a_390[u32(0)];
let l_958 = l_957 == u32(0);
if l_958 {
l_mut_391 = u32(2);
}
a_10[l_mut_371] = l_mut_391;
let l_959 = a_10[l_mut_371];
let l_960 = l_959 == u32(2);
if l_960 {
l_mut_101 = bool(false);
}
}
}
let l_961 = l_mut_35 == u32(4294967293);
if l_961 {
let l_962 = a_8[u32(0)];
let l_963 = l_962 + u32(1);
a_8[u32(0)] = l_963;
} else {
if l_mut_101 {
l_mut_217 = l_362;
let l_964 = l_mut_217 < f64(-17.0);
if l_964 {
l_mut_217 = f64(-17.0);
}
let l_965 = l_mut_217 > f64(17.0);
if l_965 {
l_mut_217 = f64(17.0);
}
let l_966 = l_mut_217 + f64(16.0);
let l_967 = l_966 + f64(1.0);
let l_968 = u32(l_967);
let l_969 = u32(2) + l_968;
let l_970 = a_8[l_969];
let l_971 = l_970 + u32(1);
a_8[l_969] = l_971;
let l_972 = bitcast<u32>(l_mut_22);
let l_973 = l_972 & u32(8388607);
let l_974 = f64(l_973);
let l_975 = l_974 / f64(7.1362384635298e44);
l_mut_217 = l_975;
let l_976 = l_972 & u32(2139095040);
let l_977 = l_976 != u32(0);
if l_977 {
let l_978 = l_972 & u32(2147483647);
let l_979 = bitcast<f32>(l_978);
let l_980 = f64(l_979);
l_mut_217 = l_980;
}
let l_981 = l_972 >> u32(31);
let l_982 = f64(l_981);
let l_983 = f64(2.0) * l_982;
let l_984 = f64(1.0) - l_983;
l_mut_217 = l_mut_217 * l_984;
let l_985 = abs(l_mut_25);
let l_986 = l_mut_25 * f64(0.0);
let l_987 = l_986 + f64(7.1362384635298e44);
l_mut_49 = l_987;
let l_988 = l_985 >= f64(2.350988701644575e-38);
if l_988 {
let l_989 = l_mut_35 & u32(2147483647);
let l_990 = bitcast<f32>(l_989);
let l_991 = f64(l_990);
let l_992 = l_989 & u32(2139095040);
let l_993 = bitcast<f32>(l_992);
let l_994 = f64(l_993);
let l_995 = l_991 > l_985;
let l_996 = l_989 & u32(8388607);
let l_997 = l_996 == u32(0);
let l_998 = l_995 && l_997;
let l_999 = l_994 * f64(1.1920928955078125e-7);
let l_1000 = f64(l_998);
let l_1001 = f64(0.5) * l_1000;
let l_1002 = f64(1.0) - l_1001;
let l_1003 = l_999 * l_1002;
let l_1004 = f64(1.0) / l_1003;
l_mut_49 = l_1004;
}
let l_1005 = l_mut_217 - l_mut_25;
let l_1006 = l_1005 * l_mut_49;
let l_1007 = a_8[u32(45)];
let l_1008 = l_1007 == u32(4294967295);
let l_1009 = a_9[u32(0)];
let l_1010 = l_1006 < l_1009;
let l_1011 = l_1008 || l_1010;
if l_1011 {
a_9[u32(0)] = l_1006;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_343;
}
let l_1012 = a_8[u32(47)];
let l_1013 = l_1012 == u32(4294967295);
let l_1014 = a_9[u32(1)];
let l_1015 = l_1006 > l_1014;
let l_1016 = l_1013 || l_1015;
if l_1016 {
a_9[u32(1)] = l_1006;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_343;
}
let l_1017 = l_362 != f64(0.0);
if l_1017 {

for (var l_mut_1018: u32 = u32(0); l_mut_1018 < u32(8); l_mut_1018++) {
let l_1019 = a_10[l_mut_1018];
let l_1020 = l_1019 == u32(1);
if l_1020 {
let l_1021 = u32(37) + l_mut_1018;
let l_1022 = a_8[l_1021];
let l_1023 = l_1022 + u32(1);
a_8[l_1021] = l_1023;
let l_1024 = u32(2) + l_mut_1018;
let l_1025 = u32(2) * l_1024;
let l_1026 = u32(45) + l_1025;
let l_1027 = a_8[l_1026];
let l_1028 = l_1027 == u32(4294967295);
let l_1029 = abs(l_1006);
let l_1030 = u32(2) + l_mut_1018;
let l_1031 = a_9[l_1030];
let l_1032 = abs(l_1031);
let l_1033 = l_1029 > l_1032;
let l_1034 = l_1028 || l_1033;
if l_1034 {
let l_1035 = u32(2) + l_mut_1018;
a_9[l_1035] = l_1006;
a_8[l_1026] = l_20;
let l_1036 = l_1026 + u32(1);
a_8[l_1036] = l_343;
}
}
}
}
} else {
let l_1037 = a_8[u32(1)];
let l_1038 = l_2 + l_1037;
let l_1039 = l_1038 * u32(2);
let l_1145 = info.static_meta[u32(6)];
let l_1146 = l_1145 * u32(1);
let l_1147 = l_1039 < l_1146;
if l_1147 {
buffer_6_global[l_1039] = l_20;
}
let l_1040 = l_1039 + u32(1);
let l_1148 = info.static_meta[u32(6)];
let l_1149 = l_1148 * u32(1);
let l_1150 = l_1040 < l_1149;
if l_1150 {
buffer_6_global[l_1040] = l_343;
}
let l_1041 = a_8[u32(1)];
let l_1042 = l_1041 + u32(1);
a_8[u32(1)] = l_1042;
}
}
}

for (var l_mut_1043: u32 = u32(0); l_mut_1043 < u32(65); l_mut_1043++) {
let l_1044 = id * u32(65);
let l_1045 = l_1044 + l_mut_1043;
let l_1046 = a_8[l_mut_1043];
let l_1151 = info.static_meta[u32(4)];
let l_1152 = l_1151 * u32(1);
let l_1153 = l_1045 < l_1152;
if l_1153 {
buffer_4_global[l_1045] = l_1046;
}
}

for (var l_mut_1047: u32 = u32(0); l_mut_1047 < u32(10); l_mut_1047++) {
let l_1048 = id * u32(10);
let l_1049 = l_1048 + l_mut_1047;
let l_1050 = a_9[l_mut_1047];
let l_1154 = info.static_meta[u32(5)];
let l_1155 = l_1154 * u32(1);
let l_1156 = l_1049 < l_1155;
if l_1156 {
buffer_5_global[l_1049] = l_1050;
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
