@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn all_phases(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_105: u64;
var l_mut_127: u64;
var l_mut_158: u64;
var l_mut_212: u64;
var l_mut_258: u32;
var l_mut_259: bool;
var l_mut_262: bool;
var l_mut_271: u32;
var l_mut_284: u64;
var l_mut_301: u64;
var l_mut_304: u32;
var l_mut_350: bool;
var l_mut_355: bool;
var l_mut_360: bool;
var l_mut_67: u32;
var l_mut_699: u32;
var l_mut_710: u32;
var l_mut_741: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1185 = info.static_meta[u32(5)];
let l_1186 = l_1185 * u32(1);
let l_1187 = l_1186 - u32(1);
let l_1188 = min(u32(3), l_1187);
let l_1189 = &buffer_5_global[l_1188];
let l_1 = l_1189;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_1101 = info.static_meta[u32(3)];
let l_1102 = l_1101 * u32(1);
let l_1103 = l_3 < l_1102;
let l_1104 = l_1102 - u32(1);
let l_1105 = min(l_3, l_1104);
let l_1106 = buffer_3_global[l_1105];
let l_1107 = select(u32(0), l_1106, l_1103);
let l_4 = l_1107;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_1108 = info.static_meta[u32(3)];
let l_1109 = l_1108 * u32(1);
let l_1110 = l_7 < l_1109;
let l_1111 = l_1109 - u32(1);
let l_1112 = min(l_7, l_1111);
let l_1113 = buffer_3_global[l_1112];
let l_1114 = select(u32(0), l_1113, l_1110);
let l_8 = l_1114;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_1115 = info.static_meta[u32(3)];
let l_1116 = l_1115 * u32(1);
let l_1117 = l_14 < l_1116;
let l_1118 = l_1116 - u32(1);
let l_1119 = min(l_14, l_1118);
let l_1120 = buffer_3_global[l_1119];
let l_1121 = select(u32(0), l_1120, l_1117);
let l_15 = l_1121;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_1122 = info.static_meta[u32(3)];
let l_1123 = l_1122 * u32(1);
let l_1124 = l_18 < l_1123;
let l_1125 = l_1123 - u32(1);
let l_1126 = min(l_18, l_1125);
let l_1127 = buffer_3_global[l_1126];
let l_1128 = select(u32(0), l_1127, l_1124);
let l_19 = l_1128;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_1129 = info.static_meta[u32(3)];
let l_1130 = l_1129 * u32(1);
let l_1131 = l_25 < l_1130;
let l_1132 = l_1130 - u32(1);
let l_1133 = min(l_25, l_1132);
let l_1134 = buffer_3_global[l_1133];
let l_1135 = select(u32(0), l_1134, l_1131);
let l_26 = l_1135;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_1136 = info.static_meta[u32(3)];
let l_1137 = l_1136 * u32(1);
let l_1138 = l_29 < l_1137;
let l_1139 = l_1137 - u32(1);
let l_1140 = min(l_29, l_1139);
let l_1141 = buffer_3_global[l_1140];
let l_1142 = select(u32(0), l_1141, l_1138);
let l_30 = l_1142;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_1143 = info.static_meta[u32(3)];
let l_1144 = l_1143 * u32(1);
let l_1145 = l_34 < l_1144;
let l_1146 = l_1144 - u32(1);
let l_1147 = min(l_34, l_1146);
let l_1148 = buffer_3_global[l_1147];
let l_1149 = select(u32(0), l_1148, l_1145);
let l_35 = l_1149;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_1150 = info.static_meta[u32(3)];
let l_1151 = l_1150 * u32(1);
let l_1152 = l_38 < l_1151;
let l_1153 = l_1151 - u32(1);
let l_1154 = min(l_38, l_1153);
let l_1155 = buffer_3_global[l_1154];
let l_1156 = select(u32(0), l_1155, l_1152);
let l_39 = l_1156;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_1157 = info.static_meta[u32(3)];
let l_1158 = l_1157 * u32(1);
let l_1159 = l_43 < l_1158;
let l_1160 = l_1158 - u32(1);
let l_1161 = min(l_43, l_1160);
let l_1162 = buffer_3_global[l_1161];
let l_1163 = select(u32(0), l_1162, l_1159);
let l_44 = l_1163;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_1164 = info.static_meta[u32(3)];
let l_1165 = l_1164 * u32(1);
let l_1166 = l_47 < l_1165;
let l_1167 = l_1165 - u32(1);
let l_1168 = min(l_47, l_1167);
let l_1169 = buffer_3_global[l_1168];
let l_1170 = select(u32(0), l_1169, l_1166);
let l_48 = l_1170;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_1171 = info.static_meta[u32(3)];
let l_1172 = l_1171 * u32(1);
let l_1173 = l_52 < l_1172;
let l_1174 = l_1172 - u32(1);
let l_1175 = min(l_52, l_1174);
let l_1176 = buffer_3_global[l_1175];
let l_1177 = select(u32(0), l_1176, l_1173);
let l_53 = l_1177;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_1178 = info.static_meta[u32(3)];
let l_1179 = l_1178 * u32(1);
let l_1180 = l_56 < l_1179;
let l_1181 = l_1179 - u32(1);
let l_1182 = min(l_56, l_1181);
let l_1183 = buffer_3_global[l_1182];
let l_1184 = select(u32(0), l_1183, l_1180);
let l_57 = l_1184;
let l_58 = u64(l_57);
let l_59 = l_58 << u32(bitcast<u64>(u64(32)));
let l_60 = l_54 | l_59;
let l_61 = u32(2) * id;
let l_62 = info.static_meta[u32(6)];
let l_63 = l_61 < l_62;
let l_64 = u64(id);
let l_65 = u64(l_13);
let l_66 = l_64 * l_65;
l_mut_67 = u32(0);
let l_68 = l_66 < l_60;
if l_68 {
let l_69 = l_60 - l_66;
l_mut_67 = l_13;
let l_70 = u64(l_13);
let l_71 = l_69 < l_70;
if l_71 {
let l_72 = l_69 & u64(4294967295);
let l_73 = u32(bitcast<u64>(l_72));
l_mut_67 = l_73;
}
}
let l_74 = select(u32(0), l_mut_67, l_63);
let l_75 = l_74 > u32(0);
if l_75 {
let l_76 = u32(2) * id;
let l_1190 = info.static_meta[u32(0)];
let l_1191 = l_1190 * u32(1);
let l_1192 = l_76 < l_1191;
let l_1193 = l_1191 - u32(1);
let l_1194 = min(l_76, l_1193);
let l_1195 = buffer_0_global[l_1194];
let l_1196 = select(u32(0), l_1195, l_1192);
let l_77 = l_1196;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_1197 = info.static_meta[u32(0)];
let l_1198 = l_1197 * u32(1);
let l_1199 = l_80 < l_1198;
let l_1200 = l_1198 - u32(1);
let l_1201 = min(l_80, l_1200);
let l_1202 = buffer_0_global[l_1201];
let l_1203 = select(u32(0), l_1202, l_1199);
let l_81 = l_1203;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = u32(2) * id;
let l_1204 = info.static_meta[u32(1)];
let l_1205 = l_1204 * u32(1);
let l_1206 = l_85 < l_1205;
let l_1207 = l_1205 - u32(1);
let l_1208 = min(l_85, l_1207);
let l_1209 = buffer_1_global[l_1208];
let l_1210 = select(u32(0), l_1209, l_1206);
let l_86 = l_1210;
let l_87 = u64(l_86);
let l_88 = u32(2) * id;
let l_89 = l_88 + u32(1);
let l_1211 = info.static_meta[u32(1)];
let l_1212 = l_1211 * u32(1);
let l_1213 = l_89 < l_1212;
let l_1214 = l_1212 - u32(1);
let l_1215 = min(l_89, l_1214);
let l_1216 = buffer_1_global[l_1215];
let l_1217 = select(u32(0), l_1216, l_1213);
let l_90 = l_1217;
let l_91 = u64(l_90);
let l_92 = l_91 << u32(bitcast<u64>(u64(32)));
let l_93 = l_87 | l_92;
let l_94 = u32(2) * id;
let l_1218 = info.static_meta[u32(2)];
let l_1219 = l_1218 * u32(1);
let l_1220 = l_94 < l_1219;
let l_1221 = l_1219 - u32(1);
let l_1222 = min(l_94, l_1221);
let l_1223 = buffer_2_global[l_1222];
let l_1224 = select(u32(0), l_1223, l_1220);
let l_95 = l_1224;
let l_96 = u64(l_95);
let l_97 = u32(2) * id;
let l_98 = l_97 + u32(1);
let l_1225 = info.static_meta[u32(2)];
let l_1226 = l_1225 * u32(1);
let l_1227 = l_98 < l_1226;
let l_1228 = l_1226 - u32(1);
let l_1229 = min(l_98, l_1228);
let l_1230 = buffer_2_global[l_1229];
let l_1231 = select(u32(0), l_1230, l_1227);
let l_99 = l_1231;
let l_100 = u64(l_99);
let l_101 = l_100 << u32(bitcast<u64>(u64(32)));
let l_102 = l_96 | l_101;
let l_103 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_104 = l_103 == u64(1);
l_mut_105 = l_102;
if l_104 {
let l_106 = u64(u32(0));
let l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
let l_108 = u64(l_13);
let l_109 = l_mut_105 & u64(4294967295);
let l_110 = l_109 * l_108;
let l_111 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_112 = l_111 * l_108;
let l_113 = l_112 << u32(bitcast<u64>(u64(32)));
let l_114 = l_110 + l_113;
let l_115 = l_112 >> u32(bitcast<u64>(u64(32)));
let l_116 = l_114 < l_110;
let l_117 = u64(l_116);
let l_118 = l_115 + l_117;
l_mut_105 = l_114;
let l_119 = l_24 == u32(64);
if l_119 {
l_mut_105 = l_118;
} else {
let l_120 = l_24 > u32(0);
if l_120 {
let l_121 = u32(64) - l_24;
let l_122 = u64(l_121);
let l_123 = l_118 << u32(bitcast<u64>(l_122));
let l_124 = u64(l_24);
let l_125 = l_114 >> u32(bitcast<u64>(l_124));
let l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if l_104 {
let l_128 = u64(u32(0));
let l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
let l_130 = l_84 + l_mut_127;
let l_131 = l_24 + u32(3);
let l_132 = u64(u32(0));
l_mut_127 = l_132;
let l_133 = l_13 < u32(65536);
if l_133 {
let l_134 = l_13 * l_13;
let l_135 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_136 = l_135 == u64(1);
l_mut_105 = l_102;
if l_136 {
let l_137 = u64(u32(0));
let l_138 = l_137 - l_102;
l_mut_105 = l_138;
}
let l_139 = u64(l_134);
let l_140 = l_mut_105 & u64(4294967295);
let l_141 = l_140 * l_139;
let l_142 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_143 = l_142 * l_139;
let l_144 = l_143 << u32(bitcast<u64>(u64(32)));
let l_145 = l_141 + l_144;
let l_146 = l_143 >> u32(bitcast<u64>(u64(32)));
let l_147 = l_145 < l_141;
let l_148 = u64(l_147);
let l_149 = l_146 + l_148;
l_mut_105 = l_145;
let l_150 = l_131 == u32(64);
if l_150 {
l_mut_105 = l_149;
} else {
let l_151 = l_131 > u32(0);
if l_151 {
let l_152 = u32(64) - l_131;
let l_153 = u64(l_152);
let l_154 = l_149 << u32(bitcast<u64>(l_153));
let l_155 = u64(l_131);
let l_156 = l_145 >> u32(bitcast<u64>(l_155));
let l_157 = l_154 | l_156;
l_mut_105 = l_157;
}
}
l_mut_158 = l_mut_105;
if l_136 {
let l_159 = u64(u32(0));
let l_160 = l_159 - l_mut_158;
l_mut_158 = l_160;
}
l_mut_127 = l_mut_158;
} else {
let l_161 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_162 = l_161 == u64(1);
l_mut_158 = l_102;
if l_162 {
let l_163 = u64(u32(0));
let l_164 = l_163 - l_102;
l_mut_158 = l_164;
}
let l_165 = u64(l_13);
let l_166 = l_mut_158 & u64(4294967295);
let l_167 = l_166 * l_165;
let l_168 = l_mut_158 >> u32(bitcast<u64>(u64(32)));
let l_169 = l_168 * l_165;
let l_170 = l_169 << u32(bitcast<u64>(u64(32)));
let l_171 = l_167 + l_170;
let l_172 = l_169 >> u32(bitcast<u64>(u64(32)));
let l_173 = l_171 < l_167;
let l_174 = u64(l_173);
let l_175 = l_172 + l_174;
l_mut_105 = l_171;
let l_176 = u32(0) == u32(64);
if l_176 {
l_mut_105 = l_175;
} else {
let l_177 = u32(0) > u32(0);
if l_177 {
let l_178 = u64(u32(64));
let l_179 = l_175 << u32(bitcast<u64>(l_178));
let l_180 = u64(u32(0));
let l_181 = l_171 >> u32(bitcast<u64>(l_180));
let l_182 = l_179 | l_181;
l_mut_105 = l_182;
}
}
let l_183 = u64(l_13);
let l_184 = l_mut_158 & u64(4294967295);
let l_185 = l_184 * l_183;
let l_186 = l_mut_158 >> u32(bitcast<u64>(u64(32)));
let l_187 = l_186 * l_183;
let l_188 = l_187 << u32(bitcast<u64>(u64(32)));
let l_189 = l_185 + l_188;
let l_190 = l_187 >> u32(bitcast<u64>(u64(32)));
let l_191 = l_189 < l_185;
let l_192 = u64(l_191);
let l_193 = l_190 + l_192;
l_mut_158 = l_189;
let l_194 = u32(64) == u32(64);
if l_194 {
l_mut_158 = l_193;
} else {
let l_195 = u32(64) > u32(0);
if l_195 {
let l_196 = u64(u32(0));
let l_197 = l_193 << u32(bitcast<u64>(l_196));
let l_198 = u64(u32(64));
let l_199 = l_189 >> u32(bitcast<u64>(l_198));
let l_200 = l_197 | l_199;
l_mut_158 = l_200;
}
}
let l_201 = u64(l_13);
let l_202 = l_mut_105 & u64(4294967295);
let l_203 = l_202 * l_201;
let l_204 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_205 = l_204 * l_201;
let l_206 = l_205 << u32(bitcast<u64>(u64(32)));
let l_207 = l_203 + l_206;
let l_208 = l_205 >> u32(bitcast<u64>(u64(32)));
let l_209 = l_207 < l_203;
let l_210 = u64(l_209);
let l_211 = l_208 + l_210;
l_mut_212 = l_207;
let l_213 = u32(0) == u32(64);
if l_213 {
l_mut_212 = l_211;
} else {
let l_214 = u32(0) > u32(0);
if l_214 {
let l_215 = u64(u32(64));
let l_216 = l_211 << u32(bitcast<u64>(l_215));
let l_217 = u64(u32(0));
let l_218 = l_207 >> u32(bitcast<u64>(l_217));
let l_219 = l_216 | l_218;
l_mut_212 = l_219;
}
}
let l_220 = u64(l_13);
let l_221 = l_mut_105 & u64(4294967295);
let l_222 = l_221 * l_220;
let l_223 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_224 = l_223 * l_220;
let l_225 = l_224 << u32(bitcast<u64>(u64(32)));
let l_226 = l_222 + l_225;
let l_227 = l_224 >> u32(bitcast<u64>(u64(32)));
let l_228 = l_226 < l_222;
let l_229 = u64(l_228);
let l_230 = l_227 + l_229;
l_mut_105 = l_226;
let l_231 = u32(64) == u32(64);
if l_231 {
l_mut_105 = l_230;
} else {
let l_232 = u32(64) > u32(0);
if l_232 {
let l_233 = u64(u32(0));
let l_234 = l_230 << u32(bitcast<u64>(l_233));
let l_235 = u64(u32(64));
let l_236 = l_226 >> u32(bitcast<u64>(l_235));
let l_237 = l_234 | l_236;
l_mut_105 = l_237;
}
}
let l_238 = u64(l_13);
let l_239 = l_mut_158 * l_238;
let l_240 = l_mut_105 + l_239;
l_mut_127 = l_mut_212;
let l_241 = l_131 == u32(64);
if l_241 {
l_mut_127 = l_240;
} else {
let l_242 = l_131 > u32(0);
if l_242 {
let l_243 = u32(64) - l_131;
let l_244 = u64(l_243);
let l_245 = l_240 << u32(bitcast<u64>(l_244));
let l_246 = u64(l_131);
let l_247 = l_mut_212 >> u32(bitcast<u64>(l_246));
let l_248 = l_245 + l_247;
l_mut_127 = l_248;
}
}
if l_162 {
let l_249 = u64(u32(0));
let l_250 = l_249 - l_mut_127;
l_mut_127 = l_250;
}
}
let l_251 = l_93 - l_mut_127;
let l_252 = l_251 + l_33;
let l_253 = u64(u32(0));
let l_254 = l_253 - l_130;
let l_255 = l_33 + l_33;
l_mut_212 = l_254;
let l_256 = u64(u32(0));
let l_257 = l_256 - l_254;
l_mut_158 = l_257;
l_mut_127 = l_252;
l_mut_67 = u32(1);
l_mut_258 = u32(1);
l_mut_259 = bool(false);
let l_260 = l_mut_127 < l_255;
let l_261 = !l_260;
l_mut_262 = l_261;
let l_263 = l_254 == u64(0);
if l_263 {
l_mut_259 = l_mut_262;
l_mut_262 = bool(false);
}
if l_mut_262 {
let l_264 = l_254 >> u32(bitcast<u64>(u64(63)));
let l_265 = l_264 == u64(1);
l_mut_105 = l_254;
if l_265 {
let l_266 = u64(u32(0));
let l_267 = l_266 - l_254;
l_mut_105 = l_267;
}
let l_268 = l_13 - u32(1);
let l_269 = u64(l_268);
let l_270 = l_mut_105 * l_269;
l_mut_271 = u32(0);
let l_272 = l_13 - u32(1);
let l_273 = u64(l_272);
let l_274 = l_mut_105 & u64(4294967295);
let l_275 = l_274 * l_273;
let l_276 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_277 = l_276 * l_273;
let l_278 = l_277 << u32(bitcast<u64>(u64(32)));
let l_279 = l_275 + l_278;
let l_280 = l_277 >> u32(bitcast<u64>(u64(32)));
let l_281 = l_279 < l_275;
let l_282 = u64(l_281);
let l_283 = l_280 + l_282;
l_mut_284 = l_279;
let l_285 = u32(64) == u32(64);
if l_285 {
l_mut_284 = l_283;
} else {
let l_286 = u32(64) > u32(0);
if l_286 {
let l_287 = u64(u32(0));
let l_288 = l_283 << u32(bitcast<u64>(l_287));
let l_289 = u64(u32(64));
let l_290 = l_279 >> u32(bitcast<u64>(l_289));
let l_291 = l_288 | l_290;
l_mut_284 = l_291;
}
}
let l_292 = l_mut_284 == u64(0);
if l_292 {
l_mut_284 = l_252;
if l_265 {
let l_293 = u64(u32(0));
let l_294 = l_293 - l_252;
let l_295 = l_252 == u64(0);
let l_296 = !l_295;
let l_297 = l_270 < l_294;
let l_298 = !l_297;
let l_299 = l_296 && l_298;
if l_299 {
let l_300 = l_13 - u32(1);
l_mut_301 = l_294;
let l_302 = l_294 < l_mut_105;
let l_303 = !l_302;
if l_303 {
l_mut_304 = u32(0);
let l_305 = l_mut_105 < l_294;
if l_305 {
let l_306 = l_294 - u64(1);
let l_307 = l_306 / l_mut_105;
let l_308 = u64(l_300);
let l_309 = l_307 < l_308;
let l_310 = u64(l_300);
let l_311 = select(l_310, l_307, l_309);
let l_312 = u32(bitcast<u64>(l_311));
l_mut_304 = l_312;
}
let l_313 = u64(l_mut_304);
let l_314 = l_mut_105 * l_313;
let l_315 = l_294 - l_314;
l_mut_301 = l_315;
let l_316 = l_mut_301 < l_mut_105;
let l_317 = !l_316;
if l_317 {
let l_318 = l_mut_301 - l_mut_105;
l_mut_301 = l_318;
}
}
let l_319 = l_mut_105 - l_mut_301;
l_mut_301 = l_319;
let l_320 = l_319 < l_mut_105;
let l_321 = !l_320;
if l_321 {
let l_322 = l_319 - l_mut_105;
l_mut_301 = l_322;
}
let l_323 = l_mut_301 < l_mut_284;
if l_323 {
l_mut_284 = l_mut_301;
}
}
} else {
let l_324 = l_252 - l_270;
l_mut_284 = l_324;
let l_325 = l_252 < l_270;
if l_325 {
let l_326 = l_13 - u32(1);
l_mut_301 = l_252;
let l_327 = l_252 < l_mut_105;
let l_328 = !l_327;
if l_328 {
l_mut_304 = u32(0);
let l_329 = l_mut_105 < l_252;
if l_329 {
let l_330 = l_252 - u64(1);
let l_331 = l_330 / l_mut_105;
let l_332 = u64(l_326);
let l_333 = l_331 < l_332;
let l_334 = u64(l_326);
let l_335 = select(l_334, l_331, l_333);
let l_336 = u32(bitcast<u64>(l_335));
l_mut_304 = l_336;
}
let l_337 = u64(l_mut_304);
let l_338 = l_mut_105 * l_337;
let l_339 = l_252 - l_338;
l_mut_301 = l_339;
let l_340 = l_mut_301 < l_mut_105;
let l_341 = !l_340;
if l_341 {
let l_342 = l_mut_301 - l_mut_105;
l_mut_301 = l_342;
}
}
let l_343 = l_mut_301 < l_mut_284;
if l_343 {
l_mut_284 = l_mut_301;
}
}
}
let l_344 = l_mut_284 < l_255;
let l_345 = !l_344;
let l_346 = u32(l_345);
let l_347 = u32(2) - l_346;
l_mut_271 = l_347;
}
let l_348 = l_mut_271 > u32(0);
if l_348 {
let l_349 = l_mut_271 == u32(1);
l_mut_259 = l_349;
l_mut_262 = bool(false);
}
}
l_mut_350 = bool(false);
loop {
let l_351 = !l_mut_262;
if l_351 {
break;
}
l_mut_301 = l_mut_212;
if l_mut_350 {
l_mut_301 = l_mut_158;
}
let l_352 = l_mut_127 < l_mut_301;
let l_353 = !l_352;
let l_354 = l_353 != l_mut_350;
if l_354 {
l_mut_301 = l_mut_212;
l_mut_212 = l_mut_158;
l_mut_158 = l_mut_301;
l_mut_304 = l_mut_67;
l_mut_67 = l_mut_258;
l_mut_258 = l_mut_304;
l_mut_350 = l_353;
}
l_mut_355 = bool(true);
if l_mut_350 {
let l_356 = l_mut_127 - l_mut_158;
l_mut_127 = l_356;
let l_357 = l_mut_127 < l_255;
if l_357 {
l_mut_262 = bool(false);
l_mut_355 = bool(false);
}
}
if l_mut_355 {
let l_358 = l_13 - l_mut_67;
let l_359 = l_358 / l_mut_258;
l_mut_304 = u32(0);
l_mut_360 = bool(false);
let l_361 = u64(u32(3));
let l_362 = l_mut_158 >> u32(bitcast<u64>(l_361));
let l_363 = l_362 < l_mut_212;
let l_364 = !l_363;
l_mut_360 = l_364;
let l_365 = l_mut_212 == u64(0);
if l_365 {
l_mut_304 = l_359;
} else {
if l_mut_360 {
let l_366 = l_mut_212 < l_mut_158;
if l_366 {
let l_367 = l_mut_158 - u64(1);
let l_368 = l_367 / l_mut_212;
let l_369 = u64(l_359);
let l_370 = l_368 < l_369;
let l_371 = u64(l_359);
let l_372 = select(l_371, l_368, l_370);
let l_373 = u32(bitcast<u64>(l_372));
l_mut_304 = l_373;
}
} else {
l_mut_301 = l_mut_158;
loop {
let l_374 = l_mut_212 < l_mut_301;
let l_375 = l_mut_304 * l_mut_258;
let l_376 = l_mut_67 + l_375;
let l_377 = l_376 + l_mut_258;
let l_378 = l_377 < l_13;
let l_379 = l_374 && l_378;
let l_380 = !l_379;
if l_380 {
break;
}
let l_381 = l_mut_301 - l_mut_212;
l_mut_301 = l_381;
l_mut_304 = l_mut_304 + u32(1);
}
}
}
let l_382 = l_mut_304 * l_mut_258;
let l_383 = l_mut_67 + l_382;
let l_384 = l_383 + l_mut_258;
let l_385 = l_384 >= l_13;
if l_385 {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
let l_386 = u64(l_mut_304);
let l_387 = l_mut_212 * l_386;
let l_388 = l_mut_158 - l_387;
l_mut_158 = l_388;
let l_389 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_389;
let l_390 = l_mut_212 - l_mut_158;
l_mut_212 = l_390;
l_mut_258 = l_mut_258 + l_mut_67;
}
}
}
let l_391 = !l_mut_259;
if l_391 {
let l_1232 = info.static_meta[u32(5)];
let l_1233 = l_1232 * u32(1);
let l_1234 = l_1233 - u32(1);
let l_1235 = min(u32(0), l_1234);
let l_1236 = &buffer_5_global[l_1235];
let l_392 = l_1236;
let l_393 = atomicAdd(l_392, u32(1));let l_394 = l_13 / u32(8);
l_mut_304 = u32(0);
l_mut_271 = u32(0);
l_mut_258 = u32(0);

for (var l_mut_395: u32 = u32(0); l_mut_395 < u32(8); l_mut_395++) {
let l_396 = l_mut_395 * l_394;
let l_397 = l_396 < l_74;
let l_398 = l_13 / u32(8);
let l_399 = l_mut_395 * l_398;
let l_400 = l_399 + l_399;
let l_401 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_402 = l_401 == u64(1);
l_mut_301 = l_102;
if l_402 {
let l_403 = u64(u32(0));
let l_404 = l_403 - l_102;
l_mut_301 = l_404;
}
let l_405 = u64(l_400);
let l_406 = l_mut_301 & u64(4294967295);
let l_407 = l_406 * l_405;
let l_408 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_409 = l_408 * l_405;
let l_410 = l_409 << u32(bitcast<u64>(u64(32)));
let l_411 = l_407 + l_410;
let l_412 = l_409 >> u32(bitcast<u64>(u64(32)));
let l_413 = l_411 < l_407;
let l_414 = u64(l_413);
let l_415 = l_412 + l_414;
l_mut_301 = l_411;
let l_416 = l_24 == u32(64);
if l_416 {
l_mut_301 = l_415;
} else {
let l_417 = l_24 > u32(0);
if l_417 {
let l_418 = u32(64) - l_24;
let l_419 = u64(l_418);
let l_420 = l_415 << u32(bitcast<u64>(l_419));
let l_421 = u64(l_24);
let l_422 = l_411 >> u32(bitcast<u64>(l_421));
let l_423 = l_420 | l_422;
l_mut_301 = l_423;
}
}
l_mut_284 = l_mut_301;
if l_402 {
let l_424 = u64(u32(0));
let l_425 = l_424 - l_mut_284;
l_mut_284 = l_425;
}
let l_426 = l_84 + l_mut_284;
let l_427 = u64(l_399);
let l_428 = l_84 * l_427;
let l_429 = l_93 + l_428;
let l_430 = u64(u32(0));
l_mut_301 = l_430;
let l_431 = l_399 < u32(65536);
if l_431 {
let l_432 = l_399 * l_399;
let l_433 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_434 = l_433 == u64(1);
l_mut_284 = l_102;
if l_434 {
let l_435 = u64(u32(0));
let l_436 = l_435 - l_102;
l_mut_284 = l_436;
}
let l_437 = u64(l_432);
let l_438 = l_mut_284 & u64(4294967295);
let l_439 = l_438 * l_437;
let l_440 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_441 = l_440 * l_437;
let l_442 = l_441 << u32(bitcast<u64>(u64(32)));
let l_443 = l_439 + l_442;
let l_444 = l_441 >> u32(bitcast<u64>(u64(32)));
let l_445 = l_443 < l_439;
let l_446 = u64(l_445);
let l_447 = l_444 + l_446;
l_mut_284 = l_443;
let l_448 = l_24 == u32(64);
if l_448 {
l_mut_284 = l_447;
} else {
let l_449 = l_24 > u32(0);
if l_449 {
let l_450 = u32(64) - l_24;
let l_451 = u64(l_450);
let l_452 = l_447 << u32(bitcast<u64>(l_451));
let l_453 = u64(l_24);
let l_454 = l_443 >> u32(bitcast<u64>(l_453));
let l_455 = l_452 | l_454;
l_mut_284 = l_455;
}
}
l_mut_212 = l_mut_284;
if l_434 {
let l_456 = u64(u32(0));
let l_457 = l_456 - l_mut_212;
l_mut_212 = l_457;
}
l_mut_301 = l_mut_212;
} else {
let l_458 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_459 = l_458 == u64(1);
l_mut_284 = l_102;
if l_459 {
let l_460 = u64(u32(0));
let l_461 = l_460 - l_102;
l_mut_284 = l_461;
}
let l_462 = u64(l_399);
let l_463 = l_mut_284 & u64(4294967295);
let l_464 = l_463 * l_462;
let l_465 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_466 = l_465 * l_462;
let l_467 = l_466 << u32(bitcast<u64>(u64(32)));
let l_468 = l_464 + l_467;
let l_469 = l_466 >> u32(bitcast<u64>(u64(32)));
let l_470 = l_468 < l_464;
let l_471 = u64(l_470);
let l_472 = l_469 + l_471;
l_mut_212 = l_468;
let l_473 = u32(0) == u32(64);
if l_473 {
l_mut_212 = l_472;
} else {
let l_474 = u32(0) > u32(0);
if l_474 {
let l_475 = u64(u32(64));
let l_476 = l_472 << u32(bitcast<u64>(l_475));
let l_477 = u64(u32(0));
let l_478 = l_468 >> u32(bitcast<u64>(l_477));
let l_479 = l_476 | l_478;
l_mut_212 = l_479;
}
}
let l_480 = u64(l_399);
let l_481 = l_mut_284 & u64(4294967295);
let l_482 = l_481 * l_480;
let l_483 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_484 = l_483 * l_480;
let l_485 = l_484 << u32(bitcast<u64>(u64(32)));
let l_486 = l_482 + l_485;
let l_487 = l_484 >> u32(bitcast<u64>(u64(32)));
let l_488 = l_486 < l_482;
let l_489 = u64(l_488);
let l_490 = l_487 + l_489;
l_mut_284 = l_486;
let l_491 = u32(64) == u32(64);
if l_491 {
l_mut_284 = l_490;
} else {
let l_492 = u32(64) > u32(0);
if l_492 {
let l_493 = u64(u32(0));
let l_494 = l_490 << u32(bitcast<u64>(l_493));
let l_495 = u64(u32(64));
let l_496 = l_486 >> u32(bitcast<u64>(l_495));
let l_497 = l_494 | l_496;
l_mut_284 = l_497;
}
}
let l_498 = u64(l_399);
let l_499 = l_mut_212 & u64(4294967295);
let l_500 = l_499 * l_498;
let l_501 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_502 = l_501 * l_498;
let l_503 = l_502 << u32(bitcast<u64>(u64(32)));
let l_504 = l_500 + l_503;
let l_505 = l_502 >> u32(bitcast<u64>(u64(32)));
let l_506 = l_504 < l_500;
let l_507 = u64(l_506);
let l_508 = l_505 + l_507;
l_mut_158 = l_504;
let l_509 = u32(0) == u32(64);
if l_509 {
l_mut_158 = l_508;
} else {
let l_510 = u32(0) > u32(0);
if l_510 {
let l_511 = u64(u32(64));
let l_512 = l_508 << u32(bitcast<u64>(l_511));
let l_513 = u64(u32(0));
let l_514 = l_504 >> u32(bitcast<u64>(l_513));
let l_515 = l_512 | l_514;
l_mut_158 = l_515;
}
}
let l_516 = u64(l_399);
let l_517 = l_mut_212 & u64(4294967295);
let l_518 = l_517 * l_516;
let l_519 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_520 = l_519 * l_516;
let l_521 = l_520 << u32(bitcast<u64>(u64(32)));
let l_522 = l_518 + l_521;
let l_523 = l_520 >> u32(bitcast<u64>(u64(32)));
let l_524 = l_522 < l_518;
let l_525 = u64(l_524);
let l_526 = l_523 + l_525;
l_mut_212 = l_522;
let l_527 = u32(64) == u32(64);
if l_527 {
l_mut_212 = l_526;
} else {
let l_528 = u32(64) > u32(0);
if l_528 {
let l_529 = u64(u32(0));
let l_530 = l_526 << u32(bitcast<u64>(l_529));
let l_531 = u64(u32(64));
let l_532 = l_522 >> u32(bitcast<u64>(l_531));
let l_533 = l_530 | l_532;
l_mut_212 = l_533;
}
}
let l_534 = u64(l_399);
let l_535 = l_mut_284 * l_534;
let l_536 = l_mut_212 + l_535;
l_mut_301 = l_mut_158;
let l_537 = l_24 == u32(64);
if l_537 {
l_mut_301 = l_536;
} else {
let l_538 = l_24 > u32(0);
if l_538 {
let l_539 = u32(64) - l_24;
let l_540 = u64(l_539);
let l_541 = l_536 << u32(bitcast<u64>(l_540));
let l_542 = u64(l_24);
let l_543 = l_mut_158 >> u32(bitcast<u64>(l_542));
let l_544 = l_541 + l_543;
l_mut_301 = l_544;
}
}
if l_459 {
let l_545 = u64(u32(0));
let l_546 = l_545 - l_mut_301;
l_mut_301 = l_546;
}
}
let l_547 = l_429 + l_mut_301;
let l_548 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_549 = l_548 == u64(1);
l_mut_301 = l_102;
if l_549 {
let l_550 = u64(u32(0));
let l_551 = l_550 - l_102;
l_mut_301 = l_551;
}
let l_552 = u64(l_398);
let l_553 = l_mut_301 & u64(4294967295);
let l_554 = l_553 * l_552;
let l_555 = l_mut_301 >> u32(bitcast<u64>(u64(32)));
let l_556 = l_555 * l_552;
let l_557 = l_556 << u32(bitcast<u64>(u64(32)));
let l_558 = l_554 + l_557;
let l_559 = l_556 >> u32(bitcast<u64>(u64(32)));
let l_560 = l_558 < l_554;
let l_561 = u64(l_560);
let l_562 = l_559 + l_561;
l_mut_301 = l_558;
let l_563 = l_24 == u32(64);
if l_563 {
l_mut_301 = l_562;
} else {
let l_564 = l_24 > u32(0);
if l_564 {
let l_565 = u32(64) - l_24;
let l_566 = u64(l_565);
let l_567 = l_562 << u32(bitcast<u64>(l_566));
let l_568 = u64(l_24);
let l_569 = l_558 >> u32(bitcast<u64>(l_568));
let l_570 = l_567 | l_569;
l_mut_301 = l_570;
}
}
l_mut_284 = l_mut_301;
if l_549 {
let l_571 = u64(u32(0));
let l_572 = l_571 - l_mut_284;
l_mut_284 = l_572;
}
let l_573 = l_426 + l_mut_284;
let l_574 = l_24 + u32(3);
let l_575 = u64(u32(0));
l_mut_301 = l_575;
let l_576 = l_398 < u32(65536);
if l_576 {
let l_577 = l_398 * l_398;
let l_578 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_579 = l_578 == u64(1);
l_mut_284 = l_102;
if l_579 {
let l_580 = u64(u32(0));
let l_581 = l_580 - l_102;
l_mut_284 = l_581;
}
let l_582 = u64(l_577);
let l_583 = l_mut_284 & u64(4294967295);
let l_584 = l_583 * l_582;
let l_585 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_586 = l_585 * l_582;
let l_587 = l_586 << u32(bitcast<u64>(u64(32)));
let l_588 = l_584 + l_587;
let l_589 = l_586 >> u32(bitcast<u64>(u64(32)));
let l_590 = l_588 < l_584;
let l_591 = u64(l_590);
let l_592 = l_589 + l_591;
l_mut_284 = l_588;
let l_593 = l_574 == u32(64);
if l_593 {
l_mut_284 = l_592;
} else {
let l_594 = l_574 > u32(0);
if l_594 {
let l_595 = u32(64) - l_574;
let l_596 = u64(l_595);
let l_597 = l_592 << u32(bitcast<u64>(l_596));
let l_598 = u64(l_574);
let l_599 = l_588 >> u32(bitcast<u64>(l_598));
let l_600 = l_597 | l_599;
l_mut_284 = l_600;
}
}
l_mut_212 = l_mut_284;
if l_579 {
let l_601 = u64(u32(0));
let l_602 = l_601 - l_mut_212;
l_mut_212 = l_602;
}
l_mut_301 = l_mut_212;
} else {
let l_603 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_604 = l_603 == u64(1);
l_mut_284 = l_102;
if l_604 {
let l_605 = u64(u32(0));
let l_606 = l_605 - l_102;
l_mut_284 = l_606;
}
let l_607 = u64(l_398);
let l_608 = l_mut_284 & u64(4294967295);
let l_609 = l_608 * l_607;
let l_610 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_611 = l_610 * l_607;
let l_612 = l_611 << u32(bitcast<u64>(u64(32)));
let l_613 = l_609 + l_612;
let l_614 = l_611 >> u32(bitcast<u64>(u64(32)));
let l_615 = l_613 < l_609;
let l_616 = u64(l_615);
let l_617 = l_614 + l_616;
l_mut_212 = l_613;
let l_618 = u32(0) == u32(64);
if l_618 {
l_mut_212 = l_617;
} else {
let l_619 = u32(0) > u32(0);
if l_619 {
let l_620 = u64(u32(64));
let l_621 = l_617 << u32(bitcast<u64>(l_620));
let l_622 = u64(u32(0));
let l_623 = l_613 >> u32(bitcast<u64>(l_622));
let l_624 = l_621 | l_623;
l_mut_212 = l_624;
}
}
let l_625 = u64(l_398);
let l_626 = l_mut_284 & u64(4294967295);
let l_627 = l_626 * l_625;
let l_628 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_629 = l_628 * l_625;
let l_630 = l_629 << u32(bitcast<u64>(u64(32)));
let l_631 = l_627 + l_630;
let l_632 = l_629 >> u32(bitcast<u64>(u64(32)));
let l_633 = l_631 < l_627;
let l_634 = u64(l_633);
let l_635 = l_632 + l_634;
l_mut_284 = l_631;
let l_636 = u32(64) == u32(64);
if l_636 {
l_mut_284 = l_635;
} else {
let l_637 = u32(64) > u32(0);
if l_637 {
let l_638 = u64(u32(0));
let l_639 = l_635 << u32(bitcast<u64>(l_638));
let l_640 = u64(u32(64));
let l_641 = l_631 >> u32(bitcast<u64>(l_640));
let l_642 = l_639 | l_641;
l_mut_284 = l_642;
}
}
let l_643 = u64(l_398);
let l_644 = l_mut_212 & u64(4294967295);
let l_645 = l_644 * l_643;
let l_646 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_647 = l_646 * l_643;
let l_648 = l_647 << u32(bitcast<u64>(u64(32)));
let l_649 = l_645 + l_648;
let l_650 = l_647 >> u32(bitcast<u64>(u64(32)));
let l_651 = l_649 < l_645;
let l_652 = u64(l_651);
let l_653 = l_650 + l_652;
l_mut_158 = l_649;
let l_654 = u32(0) == u32(64);
if l_654 {
l_mut_158 = l_653;
} else {
let l_655 = u32(0) > u32(0);
if l_655 {
let l_656 = u64(u32(64));
let l_657 = l_653 << u32(bitcast<u64>(l_656));
let l_658 = u64(u32(0));
let l_659 = l_649 >> u32(bitcast<u64>(l_658));
let l_660 = l_657 | l_659;
l_mut_158 = l_660;
}
}
let l_661 = u64(l_398);
let l_662 = l_mut_212 & u64(4294967295);
let l_663 = l_662 * l_661;
let l_664 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_665 = l_664 * l_661;
let l_666 = l_665 << u32(bitcast<u64>(u64(32)));
let l_667 = l_663 + l_666;
let l_668 = l_665 >> u32(bitcast<u64>(u64(32)));
let l_669 = l_667 < l_663;
let l_670 = u64(l_669);
let l_671 = l_668 + l_670;
l_mut_212 = l_667;
let l_672 = u32(64) == u32(64);
if l_672 {
l_mut_212 = l_671;
} else {
let l_673 = u32(64) > u32(0);
if l_673 {
let l_674 = u64(u32(0));
let l_675 = l_671 << u32(bitcast<u64>(l_674));
let l_676 = u64(u32(64));
let l_677 = l_667 >> u32(bitcast<u64>(l_676));
let l_678 = l_675 | l_677;
l_mut_212 = l_678;
}
}
let l_679 = u64(l_398);
let l_680 = l_mut_284 * l_679;
let l_681 = l_mut_212 + l_680;
l_mut_301 = l_mut_158;
let l_682 = l_574 == u32(64);
if l_682 {
l_mut_301 = l_681;
} else {
let l_683 = l_574 > u32(0);
if l_683 {
let l_684 = u32(64) - l_574;
let l_685 = u64(l_684);
let l_686 = l_681 << u32(bitcast<u64>(l_685));
let l_687 = u64(l_574);
let l_688 = l_mut_158 >> u32(bitcast<u64>(l_687));
let l_689 = l_686 + l_688;
l_mut_301 = l_689;
}
}
if l_604 {
let l_690 = u64(u32(0));
let l_691 = l_690 - l_mut_301;
l_mut_301 = l_691;
}
}
let l_692 = l_547 - l_mut_301;
let l_693 = l_692 + l_42;
let l_694 = u64(u32(0));
let l_695 = l_694 - l_573;
let l_696 = l_42 + l_42;
l_mut_301 = l_695;
let l_697 = u64(u32(0));
let l_698 = l_697 - l_695;
l_mut_284 = l_698;
l_mut_212 = l_693;
l_mut_67 = u32(1);
l_mut_699 = u32(1);
l_mut_360 = bool(false);
let l_700 = l_mut_212 < l_696;
let l_701 = !l_700;
l_mut_355 = l_701;
let l_702 = l_695 == u64(0);
if l_702 {
l_mut_360 = l_mut_355;
l_mut_355 = bool(false);
}
if l_mut_355 {
let l_703 = l_695 >> u32(bitcast<u64>(u64(63)));
let l_704 = l_703 == u64(1);
l_mut_158 = l_695;
if l_704 {
let l_705 = u64(u32(0));
let l_706 = l_705 - l_695;
l_mut_158 = l_706;
}
let l_707 = l_398 - u32(1);
let l_708 = u64(l_707);
let l_709 = l_mut_158 * l_708;
l_mut_710 = u32(0);
let l_711 = l_398 - u32(1);
let l_712 = u64(l_711);
let l_713 = l_mut_158 & u64(4294967295);
let l_714 = l_713 * l_712;
let l_715 = l_mut_158 >> u32(bitcast<u64>(u64(32)));
let l_716 = l_715 * l_712;
let l_717 = l_716 << u32(bitcast<u64>(u64(32)));
let l_718 = l_714 + l_717;
let l_719 = l_716 >> u32(bitcast<u64>(u64(32)));
let l_720 = l_718 < l_714;
let l_721 = u64(l_720);
let l_722 = l_719 + l_721;
l_mut_127 = l_718;
let l_723 = u32(64) == u32(64);
if l_723 {
l_mut_127 = l_722;
} else {
let l_724 = u32(64) > u32(0);
if l_724 {
let l_725 = u64(u32(0));
let l_726 = l_722 << u32(bitcast<u64>(l_725));
let l_727 = u64(u32(64));
let l_728 = l_718 >> u32(bitcast<u64>(l_727));
let l_729 = l_726 | l_728;
l_mut_127 = l_729;
}
}
let l_730 = l_mut_127 == u64(0);
if l_730 {
l_mut_127 = l_693;
if l_704 {
let l_731 = u64(u32(0));
let l_732 = l_731 - l_693;
let l_733 = l_693 == u64(0);
let l_734 = !l_733;
let l_735 = l_709 < l_732;
let l_736 = !l_735;
let l_737 = l_734 && l_736;
if l_737 {
let l_738 = l_398 - u32(1);
l_mut_105 = l_732;
let l_739 = l_732 < l_mut_158;
let l_740 = !l_739;
if l_740 {
l_mut_741 = u32(0);
let l_742 = l_mut_158 < l_732;
if l_742 {
let l_743 = l_732 - u64(1);
let l_744 = l_743 / l_mut_158;
let l_745 = u64(l_738);
let l_746 = l_744 < l_745;
let l_747 = u64(l_738);
let l_748 = select(l_747, l_744, l_746);
let l_749 = u32(bitcast<u64>(l_748));
l_mut_741 = l_749;
}
let l_750 = u64(l_mut_741);
let l_751 = l_mut_158 * l_750;
let l_752 = l_732 - l_751;
l_mut_105 = l_752;
let l_753 = l_mut_105 < l_mut_158;
let l_754 = !l_753;
if l_754 {
let l_755 = l_mut_105 - l_mut_158;
l_mut_105 = l_755;
}
}
let l_756 = l_mut_158 - l_mut_105;
l_mut_105 = l_756;
let l_757 = l_756 < l_mut_158;
let l_758 = !l_757;
if l_758 {
let l_759 = l_756 - l_mut_158;
l_mut_105 = l_759;
}
let l_760 = l_mut_105 < l_mut_127;
if l_760 {
l_mut_127 = l_mut_105;
}
}
} else {
let l_761 = l_693 - l_709;
l_mut_127 = l_761;
let l_762 = l_693 < l_709;
if l_762 {
let l_763 = l_398 - u32(1);
l_mut_105 = l_693;
let l_764 = l_693 < l_mut_158;
let l_765 = !l_764;
if l_765 {
l_mut_741 = u32(0);
let l_766 = l_mut_158 < l_693;
if l_766 {
let l_767 = l_693 - u64(1);
let l_768 = l_767 / l_mut_158;
let l_769 = u64(l_763);
let l_770 = l_768 < l_769;
let l_771 = u64(l_763);
let l_772 = select(l_771, l_768, l_770);
let l_773 = u32(bitcast<u64>(l_772));
l_mut_741 = l_773;
}
let l_774 = u64(l_mut_741);
let l_775 = l_mut_158 * l_774;
let l_776 = l_693 - l_775;
l_mut_105 = l_776;
let l_777 = l_mut_105 < l_mut_158;
let l_778 = !l_777;
if l_778 {
let l_779 = l_mut_105 - l_mut_158;
l_mut_105 = l_779;
}
}
let l_780 = l_mut_105 < l_mut_127;
if l_780 {
l_mut_127 = l_mut_105;
}
}
}
let l_781 = l_mut_127 < l_696;
let l_782 = !l_781;
let l_783 = u32(l_782);
let l_784 = u32(2) - l_783;
l_mut_710 = l_784;
}
let l_785 = l_mut_710 > u32(0);
if l_785 {
let l_786 = l_mut_710 == u32(1);
l_mut_360 = l_786;
l_mut_355 = bool(false);
}
}
l_mut_350 = bool(false);
loop {
let l_787 = !l_mut_355;
if l_787 {
break;
}
l_mut_158 = l_mut_301;
if l_mut_350 {
l_mut_158 = l_mut_284;
}
let l_788 = l_mut_212 < l_mut_158;
let l_789 = !l_788;
let l_790 = l_789 != l_mut_350;
if l_790 {
l_mut_158 = l_mut_301;
l_mut_301 = l_mut_284;
l_mut_284 = l_mut_158;
l_mut_741 = l_mut_67;
l_mut_67 = l_mut_699;
l_mut_699 = l_mut_741;
l_mut_350 = l_789;
}
l_mut_262 = bool(true);
if l_mut_350 {
let l_791 = l_mut_212 - l_mut_284;
l_mut_212 = l_791;
let l_792 = l_mut_212 < l_696;
if l_792 {
l_mut_355 = bool(false);
l_mut_262 = bool(false);
}
}
if l_mut_262 {
let l_793 = l_398 - l_mut_67;
let l_794 = l_793 / l_mut_699;
l_mut_741 = u32(0);
l_mut_259 = bool(false);
let l_795 = u64(u32(3));
let l_796 = l_mut_284 >> u32(bitcast<u64>(l_795));
let l_797 = l_796 < l_mut_301;
let l_798 = !l_797;
l_mut_259 = l_798;
let l_799 = l_mut_301 == u64(0);
if l_799 {
l_mut_741 = l_794;
} else {
if l_mut_259 {
let l_800 = l_mut_301 < l_mut_284;
if l_800 {
let l_801 = l_mut_284 - u64(1);
let l_802 = l_801 / l_mut_301;
let l_803 = u64(l_794);
let l_804 = l_802 < l_803;
let l_805 = u64(l_794);
let l_806 = select(l_805, l_802, l_804);
let l_807 = u32(bitcast<u64>(l_806));
l_mut_741 = l_807;
}
} else {
l_mut_158 = l_mut_284;
loop {
let l_808 = l_mut_301 < l_mut_158;
let l_809 = l_mut_741 * l_mut_699;
let l_810 = l_mut_67 + l_809;
let l_811 = l_810 + l_mut_699;
let l_812 = l_811 < l_398;
let l_813 = l_808 && l_812;
let l_814 = !l_813;
if l_814 {
break;
}
let l_815 = l_mut_158 - l_mut_301;
l_mut_158 = l_815;
l_mut_741 = l_mut_741 + u32(1);
}
}
}
let l_816 = l_mut_741 * l_mut_699;
let l_817 = l_mut_67 + l_816;
let l_818 = l_817 + l_mut_699;
let l_819 = l_818 >= l_398;
if l_819 {
l_mut_360 = bool(true);
l_mut_355 = bool(false);
} else {
let l_820 = u64(l_mut_741);
let l_821 = l_mut_301 * l_820;
let l_822 = l_mut_284 - l_821;
l_mut_284 = l_822;
let l_823 = l_mut_741 * l_mut_699;
l_mut_67 = l_mut_67 + l_823;
let l_824 = l_mut_301 - l_mut_284;
l_mut_301 = l_824;
l_mut_699 = l_mut_699 + l_mut_67;
}
}
}
let l_825 = !l_mut_360;
let l_826 = l_397 && l_825;
if l_826 {
let l_827 = u32(1) << l_mut_395;
l_mut_304 = l_mut_304 | l_827;
l_mut_271 = l_mut_271 + u32(1);
let l_828 = l_396 + l_394;
let l_829 = min(l_828, l_74);
l_mut_741 = u32(0);

for (var l_mut_830: u32 = l_396; l_mut_830 < l_829; l_mut_830++) {
let l_831 = u64(l_mut_830);
let l_832 = l_84 * l_831;
let l_833 = l_93 + l_832;
let l_834 = u64(u32(0));
l_mut_301 = l_834;
let l_835 = l_mut_830 < u32(65536);
if l_835 {
let l_836 = l_mut_830 * l_mut_830;
let l_837 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_838 = l_837 == u64(1);
l_mut_284 = l_102;
if l_838 {
let l_839 = u64(u32(0));
let l_840 = l_839 - l_102;
l_mut_284 = l_840;
}
let l_841 = u64(l_836);
let l_842 = l_mut_284 & u64(4294967295);
let l_843 = l_842 * l_841;
let l_844 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_845 = l_844 * l_841;
let l_846 = l_845 << u32(bitcast<u64>(u64(32)));
let l_847 = l_843 + l_846;
let l_848 = l_845 >> u32(bitcast<u64>(u64(32)));
let l_849 = l_847 < l_843;
let l_850 = u64(l_849);
let l_851 = l_848 + l_850;
l_mut_284 = l_847;
let l_852 = l_24 == u32(64);
if l_852 {
l_mut_284 = l_851;
} else {
let l_853 = l_24 > u32(0);
if l_853 {
let l_854 = u32(64) - l_24;
let l_855 = u64(l_854);
let l_856 = l_851 << u32(bitcast<u64>(l_855));
let l_857 = u64(l_24);
let l_858 = l_847 >> u32(bitcast<u64>(l_857));
let l_859 = l_856 | l_858;
l_mut_284 = l_859;
}
}
l_mut_212 = l_mut_284;
if l_838 {
let l_860 = u64(u32(0));
let l_861 = l_860 - l_mut_212;
l_mut_212 = l_861;
}
l_mut_301 = l_mut_212;
} else {
let l_862 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_863 = l_862 == u64(1);
l_mut_284 = l_102;
if l_863 {
let l_864 = u64(u32(0));
let l_865 = l_864 - l_102;
l_mut_284 = l_865;
}
let l_866 = u64(l_mut_830);
let l_867 = l_mut_284 & u64(4294967295);
let l_868 = l_867 * l_866;
let l_869 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_870 = l_869 * l_866;
let l_871 = l_870 << u32(bitcast<u64>(u64(32)));
let l_872 = l_868 + l_871;
let l_873 = l_870 >> u32(bitcast<u64>(u64(32)));
let l_874 = l_872 < l_868;
let l_875 = u64(l_874);
let l_876 = l_873 + l_875;
l_mut_212 = l_872;
let l_877 = u32(0) == u32(64);
if l_877 {
l_mut_212 = l_876;
} else {
let l_878 = u32(0) > u32(0);
if l_878 {
let l_879 = u64(u32(64));
let l_880 = l_876 << u32(bitcast<u64>(l_879));
let l_881 = u64(u32(0));
let l_882 = l_872 >> u32(bitcast<u64>(l_881));
let l_883 = l_880 | l_882;
l_mut_212 = l_883;
}
}
let l_884 = u64(l_mut_830);
let l_885 = l_mut_284 & u64(4294967295);
let l_886 = l_885 * l_884;
let l_887 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_888 = l_887 * l_884;
let l_889 = l_888 << u32(bitcast<u64>(u64(32)));
let l_890 = l_886 + l_889;
let l_891 = l_888 >> u32(bitcast<u64>(u64(32)));
let l_892 = l_890 < l_886;
let l_893 = u64(l_892);
let l_894 = l_891 + l_893;
l_mut_284 = l_890;
let l_895 = u32(64) == u32(64);
if l_895 {
l_mut_284 = l_894;
} else {
let l_896 = u32(64) > u32(0);
if l_896 {
let l_897 = u64(u32(0));
let l_898 = l_894 << u32(bitcast<u64>(l_897));
let l_899 = u64(u32(64));
let l_900 = l_890 >> u32(bitcast<u64>(l_899));
let l_901 = l_898 | l_900;
l_mut_284 = l_901;
}
}
let l_902 = u64(l_mut_830);
let l_903 = l_mut_212 & u64(4294967295);
let l_904 = l_903 * l_902;
let l_905 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_906 = l_905 * l_902;
let l_907 = l_906 << u32(bitcast<u64>(u64(32)));
let l_908 = l_904 + l_907;
let l_909 = l_906 >> u32(bitcast<u64>(u64(32)));
let l_910 = l_908 < l_904;
let l_911 = u64(l_910);
let l_912 = l_909 + l_911;
l_mut_158 = l_908;
let l_913 = u32(0) == u32(64);
if l_913 {
l_mut_158 = l_912;
} else {
let l_914 = u32(0) > u32(0);
if l_914 {
let l_915 = u64(u32(64));
let l_916 = l_912 << u32(bitcast<u64>(l_915));
let l_917 = u64(u32(0));
let l_918 = l_908 >> u32(bitcast<u64>(l_917));
let l_919 = l_916 | l_918;
l_mut_158 = l_919;
}
}
let l_920 = u64(l_mut_830);
let l_921 = l_mut_212 & u64(4294967295);
let l_922 = l_921 * l_920;
let l_923 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_924 = l_923 * l_920;
let l_925 = l_924 << u32(bitcast<u64>(u64(32)));
let l_926 = l_922 + l_925;
let l_927 = l_924 >> u32(bitcast<u64>(u64(32)));
let l_928 = l_926 < l_922;
let l_929 = u64(l_928);
let l_930 = l_927 + l_929;
l_mut_212 = l_926;
let l_931 = u32(64) == u32(64);
if l_931 {
l_mut_212 = l_930;
} else {
let l_932 = u32(64) > u32(0);
if l_932 {
let l_933 = u64(u32(0));
let l_934 = l_930 << u32(bitcast<u64>(l_933));
let l_935 = u64(u32(64));
let l_936 = l_926 >> u32(bitcast<u64>(l_935));
let l_937 = l_934 | l_936;
l_mut_212 = l_937;
}
}
let l_938 = u64(l_mut_830);
let l_939 = l_mut_284 * l_938;
let l_940 = l_mut_212 + l_939;
l_mut_301 = l_mut_158;
let l_941 = l_24 == u32(64);
if l_941 {
l_mut_301 = l_940;
} else {
let l_942 = l_24 > u32(0);
if l_942 {
let l_943 = u32(64) - l_24;
let l_944 = u64(l_943);
let l_945 = l_940 << u32(bitcast<u64>(l_944));
let l_946 = u64(l_24);
let l_947 = l_mut_158 >> u32(bitcast<u64>(l_946));
let l_948 = l_945 + l_947;
l_mut_301 = l_948;
}
}
if l_863 {
let l_949 = u64(u32(0));
let l_950 = l_949 - l_mut_301;
l_mut_301 = l_950;
}
}
let l_951 = l_833 + l_mut_301;
let l_952 = u64(u32(0));
let l_953 = l_952 - l_951;
l_mut_301 = l_953;
let l_954 = l_951 < l_mut_301;
if l_954 {
l_mut_301 = l_951;
}
let l_955 = l_mut_301 < l_51;
let l_956 = u32(l_955);
l_mut_741 = l_mut_741 + l_956;
}
l_mut_258 = l_mut_258 + l_mut_741;
}
}
let l_957 = l_mut_271 > u32(0);
if l_957 {
let l_1237 = info.static_meta[u32(5)];
let l_1238 = l_1237 * u32(1);
let l_1239 = l_1238 - u32(1);
let l_1240 = min(u32(1), l_1239);
let l_1241 = &buffer_5_global[l_1240];
let l_958 = l_1241;
let l_959 = atomicAdd(l_958, l_mut_271);}
let l_960 = l_mut_258 > u32(0);
if l_960 {
let l_1242 = info.static_meta[u32(5)];
let l_1243 = l_1242 * u32(1);
let l_1244 = l_1243 - u32(1);
let l_1245 = min(u32(2), l_1244);
let l_1246 = &buffer_5_global[l_1245];
let l_961 = l_1246;
let l_962 = atomicAdd(l_961, l_mut_258);l_mut_741 = l_962;

for (var l_mut_963: u32 = u32(0); l_mut_963 < u32(8); l_mut_963++) {
let l_964 = l_mut_304 >> l_mut_963;
let l_965 = l_964 & u32(1);
let l_966 = l_965 == u32(1);
if l_966 {
let l_967 = l_mut_963 * l_394;
let l_968 = l_967 + l_394;
let l_969 = min(l_968, l_74);
l_mut_710 = l_mut_741;

for (var l_mut_970: u32 = l_967; l_mut_970 < l_969; l_mut_970++) {
let l_971 = u64(l_mut_970);
let l_972 = l_84 * l_971;
let l_973 = l_93 + l_972;
let l_974 = u64(u32(0));
l_mut_301 = l_974;
let l_975 = l_mut_970 < u32(65536);
if l_975 {
let l_976 = l_mut_970 * l_mut_970;
let l_977 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_978 = l_977 == u64(1);
l_mut_284 = l_102;
if l_978 {
let l_979 = u64(u32(0));
let l_980 = l_979 - l_102;
l_mut_284 = l_980;
}
let l_981 = u64(l_976);
let l_982 = l_mut_284 & u64(4294967295);
let l_983 = l_982 * l_981;
let l_984 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_985 = l_984 * l_981;
let l_986 = l_985 << u32(bitcast<u64>(u64(32)));
let l_987 = l_983 + l_986;
let l_988 = l_985 >> u32(bitcast<u64>(u64(32)));
let l_989 = l_987 < l_983;
let l_990 = u64(l_989);
let l_991 = l_988 + l_990;
l_mut_284 = l_987;
let l_992 = l_24 == u32(64);
if l_992 {
l_mut_284 = l_991;
} else {
let l_993 = l_24 > u32(0);
if l_993 {
let l_994 = u32(64) - l_24;
let l_995 = u64(l_994);
let l_996 = l_991 << u32(bitcast<u64>(l_995));
let l_997 = u64(l_24);
let l_998 = l_987 >> u32(bitcast<u64>(l_997));
let l_999 = l_996 | l_998;
l_mut_284 = l_999;
}
}
l_mut_212 = l_mut_284;
if l_978 {
let l_1000 = u64(u32(0));
let l_1001 = l_1000 - l_mut_212;
l_mut_212 = l_1001;
}
l_mut_301 = l_mut_212;
} else {
let l_1002 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_1003 = l_1002 == u64(1);
l_mut_284 = l_102;
if l_1003 {
let l_1004 = u64(u32(0));
let l_1005 = l_1004 - l_102;
l_mut_284 = l_1005;
}
let l_1006 = u64(l_mut_970);
let l_1007 = l_mut_284 & u64(4294967295);
let l_1008 = l_1007 * l_1006;
let l_1009 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1010 = l_1009 * l_1006;
let l_1011 = l_1010 << u32(bitcast<u64>(u64(32)));
let l_1012 = l_1008 + l_1011;
let l_1013 = l_1010 >> u32(bitcast<u64>(u64(32)));
let l_1014 = l_1012 < l_1008;
let l_1015 = u64(l_1014);
let l_1016 = l_1013 + l_1015;
l_mut_212 = l_1012;
let l_1017 = u32(0) == u32(64);
if l_1017 {
l_mut_212 = l_1016;
} else {
let l_1018 = u32(0) > u32(0);
if l_1018 {
let l_1019 = u64(u32(64));
let l_1020 = l_1016 << u32(bitcast<u64>(l_1019));
let l_1021 = u64(u32(0));
let l_1022 = l_1012 >> u32(bitcast<u64>(l_1021));
let l_1023 = l_1020 | l_1022;
l_mut_212 = l_1023;
}
}
let l_1024 = u64(l_mut_970);
let l_1025 = l_mut_284 & u64(4294967295);
let l_1026 = l_1025 * l_1024;
let l_1027 = l_mut_284 >> u32(bitcast<u64>(u64(32)));
let l_1028 = l_1027 * l_1024;
let l_1029 = l_1028 << u32(bitcast<u64>(u64(32)));
let l_1030 = l_1026 + l_1029;
let l_1031 = l_1028 >> u32(bitcast<u64>(u64(32)));
let l_1032 = l_1030 < l_1026;
let l_1033 = u64(l_1032);
let l_1034 = l_1031 + l_1033;
l_mut_284 = l_1030;
let l_1035 = u32(64) == u32(64);
if l_1035 {
l_mut_284 = l_1034;
} else {
let l_1036 = u32(64) > u32(0);
if l_1036 {
let l_1037 = u64(u32(0));
let l_1038 = l_1034 << u32(bitcast<u64>(l_1037));
let l_1039 = u64(u32(64));
let l_1040 = l_1030 >> u32(bitcast<u64>(l_1039));
let l_1041 = l_1038 | l_1040;
l_mut_284 = l_1041;
}
}
let l_1042 = u64(l_mut_970);
let l_1043 = l_mut_212 & u64(4294967295);
let l_1044 = l_1043 * l_1042;
let l_1045 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_1046 = l_1045 * l_1042;
let l_1047 = l_1046 << u32(bitcast<u64>(u64(32)));
let l_1048 = l_1044 + l_1047;
let l_1049 = l_1046 >> u32(bitcast<u64>(u64(32)));
let l_1050 = l_1048 < l_1044;
let l_1051 = u64(l_1050);
let l_1052 = l_1049 + l_1051;
l_mut_158 = l_1048;
let l_1053 = u32(0) == u32(64);
if l_1053 {
l_mut_158 = l_1052;
} else {
let l_1054 = u32(0) > u32(0);
if l_1054 {
let l_1055 = u64(u32(64));
let l_1056 = l_1052 << u32(bitcast<u64>(l_1055));
let l_1057 = u64(u32(0));
let l_1058 = l_1048 >> u32(bitcast<u64>(l_1057));
let l_1059 = l_1056 | l_1058;
l_mut_158 = l_1059;
}
}
let l_1060 = u64(l_mut_970);
let l_1061 = l_mut_212 & u64(4294967295);
let l_1062 = l_1061 * l_1060;
let l_1063 = l_mut_212 >> u32(bitcast<u64>(u64(32)));
let l_1064 = l_1063 * l_1060;
let l_1065 = l_1064 << u32(bitcast<u64>(u64(32)));
let l_1066 = l_1062 + l_1065;
let l_1067 = l_1064 >> u32(bitcast<u64>(u64(32)));
let l_1068 = l_1066 < l_1062;
let l_1069 = u64(l_1068);
let l_1070 = l_1067 + l_1069;
l_mut_212 = l_1066;
let l_1071 = u32(64) == u32(64);
if l_1071 {
l_mut_212 = l_1070;
} else {
let l_1072 = u32(64) > u32(0);
if l_1072 {
let l_1073 = u64(u32(0));
let l_1074 = l_1070 << u32(bitcast<u64>(l_1073));
let l_1075 = u64(u32(64));
let l_1076 = l_1066 >> u32(bitcast<u64>(l_1075));
let l_1077 = l_1074 | l_1076;
l_mut_212 = l_1077;
}
}
let l_1078 = u64(l_mut_970);
let l_1079 = l_mut_284 * l_1078;
let l_1080 = l_mut_212 + l_1079;
l_mut_301 = l_mut_158;
let l_1081 = l_24 == u32(64);
if l_1081 {
l_mut_301 = l_1080;
} else {
let l_1082 = l_24 > u32(0);
if l_1082 {
let l_1083 = u32(64) - l_24;
let l_1084 = u64(l_1083);
let l_1085 = l_1080 << u32(bitcast<u64>(l_1084));
let l_1086 = u64(l_24);
let l_1087 = l_mut_158 >> u32(bitcast<u64>(l_1086));
let l_1088 = l_1085 + l_1087;
l_mut_301 = l_1088;
}
}
if l_1003 {
let l_1089 = u64(u32(0));
let l_1090 = l_1089 - l_mut_301;
l_mut_301 = l_1090;
}
}
let l_1091 = l_973 + l_mut_301;
let l_1092 = u64(u32(0));
let l_1093 = l_1092 - l_1091;
l_mut_301 = l_1093;
let l_1094 = l_1091 < l_mut_301;
if l_1094 {
l_mut_301 = l_1091;
}
let l_1095 = l_mut_301 < l_51;
if l_1095 {
let l_1096 = l_mut_710 * u32(2);
let l_1097 = l_1096 + u32(1);
let l_1098 = info.static_meta[u32(10)];
let l_1099 = l_1097 < l_1098;
if l_1099 {
let l_1247 = info.static_meta[u32(4)];
let l_1248 = l_1247 * u32(1);
let l_1249 = l_1096 < l_1248;
if l_1249 {
buffer_4_global[l_1096] = id;
}
let l_1100 = l_1096 + u32(1);
let l_1250 = info.static_meta[u32(4)];
let l_1251 = l_1250 * u32(1);
let l_1252 = l_1100 < l_1251;
if l_1252 {
buffer_4_global[l_1100] = l_mut_970;
}
}
l_mut_710 = l_mut_710 + u32(1);
}
}
l_mut_741 = l_mut_710;
}
}
}
}
}
}
