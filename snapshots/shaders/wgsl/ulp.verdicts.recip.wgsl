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

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_141: bool;
var l_mut_144: bool;
var l_mut_147: bool;
var l_mut_150: bool;
var l_mut_31: u32;
var l_mut_38: f64;
var l_mut_48: u32;
var l_mut_61: f64;
var l_mut_709: f64;
var l_mut_90: u32;
let l_0 = info.static_meta[u32(8)];
let l_1 = id < l_0;
if l_1 {
let l_1058 = info.static_meta[u32(6)];
let l_1059 = l_1058 * u32(1);
let l_1060 = u32(1024) < l_1059;
let l_1061 = l_1059 - u32(1);
let l_1062 = min(u32(1024), l_1061);
let l_1063 = buffer_6_global[l_1062];
let l_1064 = select(u32(0), l_1063, l_1060);
let l_2 = l_1064;
let l_3 = bitcast<f32>(l_2);
let l_4 = f64(l_3);

for (var l_mut_5: u32 = u32(0); l_mut_5 < u32(8); l_mut_5++) {
let l_6 = id * u32(8);
let l_7 = l_6 + l_mut_5;
let l_8 = u32(2) * l_mut_5;
let l_1065 = info.static_meta[u32(4)];
let l_1066 = l_1065 * u32(1);
let l_1067 = l_8 < l_1066;
let l_1068 = l_1066 - u32(1);
let l_1069 = min(l_8, l_1068);
let l_1070 = buffer_4_global[l_1069];
let l_1071 = select(u32(0), l_1070, l_1067);
let l_9 = l_1071;
let l_10 = u32(2) * l_mut_5;
let l_11 = l_10 + u32(1);
let l_1072 = info.static_meta[u32(4)];
let l_1073 = l_1072 * u32(1);
let l_1074 = l_11 < l_1073;
let l_1075 = l_1073 - u32(1);
let l_1076 = min(l_11, l_1075);
let l_1077 = buffer_4_global[l_1076];
let l_1078 = select(u32(0), l_1077, l_1074);
let l_12 = l_1078;
let l_13 = l_12 != u32(0);
let l_1079 = info.static_meta[u32(0)];
let l_1080 = l_1079 * u32(1);
let l_1081 = id < l_1080;
let l_1082 = l_1080 - u32(1);
let l_1083 = min(id, l_1082);
let l_1084 = buffer_0_global[l_1083];
let l_1085 = select(f32(0.0), l_1084, l_1081);
let l_14 = l_1085;
let l_1086 = info.static_meta[u32(1)];
let l_1087 = l_1086 * u32(1);
let l_1088 = id < l_1087;
let l_1089 = l_1087 - u32(1);
let l_1090 = min(id, l_1089);
let l_1091 = buffer_1_global[l_1090];
let l_1092 = select(f32(0.0), l_1091, l_1088);
let l_15 = l_1092;
let l_1093 = info.static_meta[u32(2)];
let l_1094 = l_1093 * u32(1);
let l_1095 = id < l_1094;
let l_1096 = l_1094 - u32(1);
let l_1097 = min(id, l_1096);
let l_1098 = buffer_2_global[l_1097];
let l_1099 = select(f64(0.0), l_1098, l_1095);
let l_16 = l_1099;
let l_1100 = info.static_meta[u32(3)];
let l_1101 = l_1100 * u32(1);
let l_1102 = id < l_1101;
let l_1103 = l_1101 - u32(1);
let l_1104 = min(id, l_1103);
let l_1105 = buffer_3_global[l_1104];
let l_1106 = select(f64(0.0), l_1105, l_1102);
let l_17 = l_1106;
let l_18 = l_mut_5 * u32(4);
let l_1107 = info.static_meta[u32(5)];
let l_1108 = l_1107 * u32(1);
let l_1109 = l_18 < l_1108;
let l_1110 = l_1108 - u32(1);
let l_1111 = min(l_18, l_1110);
let l_1112 = buffer_5_global[l_1111];
let l_1113 = select(f64(0.0), l_1112, l_1109);
let l_19 = l_1113;
let l_20 = l_mut_5 * u32(4);
let l_21 = l_20 + u32(1);
let l_1114 = info.static_meta[u32(5)];
let l_1115 = l_1114 * u32(1);
let l_1116 = l_21 < l_1115;
let l_1117 = l_1115 - u32(1);
let l_1118 = min(l_21, l_1117);
let l_1119 = buffer_5_global[l_1118];
let l_1120 = select(f64(0.0), l_1119, l_1116);
let l_22 = l_1120;
let l_23 = l_mut_5 * u32(4);
let l_24 = l_23 + u32(2);
let l_1121 = info.static_meta[u32(5)];
let l_1122 = l_1121 * u32(1);
let l_1123 = l_24 < l_1122;
let l_1124 = l_1122 - u32(1);
let l_1125 = min(l_24, l_1124);
let l_1126 = buffer_5_global[l_1125];
let l_1127 = select(f64(0.0), l_1126, l_1123);
let l_25 = l_1127;
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
}
}
}
}
}
}
}
}
}
let l_1056 = a_30[u32(0)];
let l_1057 = l_1056 == u32(0);
if l_1057 {
l_mut_31 = u32(2);
}
let l_1128 = info.static_meta[u32(7)];
let l_1129 = l_1128 * u32(1);
let l_1130 = l_7 < l_1129;
if l_1130 {
buffer_7_global[l_7] = l_mut_31;
}
}
}
}
