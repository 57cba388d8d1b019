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
fn phase1(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_135: u32;
var l_mut_141: u32;
var l_mut_203: u32;
var l_mut_209: u32;
var l_mut_259: u32;
var l_mut_265: u32;
var l_mut_30: u32;
var l_mut_357: bool;
var l_mut_364: bool;
var l_mut_389: u32;
var l_mut_395: u32;
var l_mut_401: u32;
var l_mut_428: u32;
var l_mut_435: u32;
var l_mut_446: u32;
var l_mut_447: u32;
var l_mut_448: u32;
var l_mut_451: u32;
var l_mut_452: u32;
var l_mut_457: u32;
var l_mut_635: bool;
var l_mut_652: bool;
var l_mut_65: u32;
var l_mut_773: u32;
var l_mut_778: u32;
var l_mut_80: u32;
var l_mut_86: u32;
var l_mut_92: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1140 = info.static_meta[u32(5)];
let l_1141 = l_1140 * u32(1);
let l_1142 = l_1141 - u32(1);
let l_1143 = min(u32(3), l_1142);
let l_1144 = &buffer_5_global[l_1143];
let l_1 = l_1144;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_1084 = info.static_meta[u32(3)];
let l_1085 = l_1084 * u32(1);
let l_1086 = l_3 < l_1085;
let l_1087 = l_1085 - u32(1);
let l_1088 = min(l_3, l_1087);
let l_1089 = buffer_3_global[l_1088];
let l_1090 = select(u32(0), l_1089, l_1086);
let l_4 = l_1090;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_1091 = info.static_meta[u32(3)];
let l_1092 = l_1091 * u32(1);
let l_1093 = l_6 < l_1092;
let l_1094 = l_1092 - u32(1);
let l_1095 = min(l_6, l_1094);
let l_1096 = buffer_3_global[l_1095];
let l_1097 = select(u32(0), l_1096, l_1093);
let l_7 = l_1097;
let l_8 = u32(2) * u32(1);
let l_1098 = info.static_meta[u32(3)];
let l_1099 = l_1098 * u32(1);
let l_1100 = l_8 < l_1099;
let l_1101 = l_1099 - u32(1);
let l_1102 = min(l_8, l_1101);
let l_1103 = buffer_3_global[l_1102];
let l_1104 = select(u32(0), l_1103, l_1100);
let l_9 = l_1104;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_1105 = info.static_meta[u32(3)];
let l_1106 = l_1105 * u32(1);
let l_1107 = l_11 < l_1106;
let l_1108 = l_1106 - u32(1);
let l_1109 = min(l_11, l_1108);
let l_1110 = buffer_3_global[l_1109];
let l_1111 = select(u32(0), l_1110, l_1107);
let l_12 = l_1111;
let l_13 = u32(2) * u32(2);
let l_1112 = info.static_meta[u32(3)];
let l_1113 = l_1112 * u32(1);
let l_1114 = l_13 < l_1113;
let l_1115 = l_1113 - u32(1);
let l_1116 = min(l_13, l_1115);
let l_1117 = buffer_3_global[l_1116];
let l_1118 = select(u32(0), l_1117, l_1114);
let l_14 = l_1118;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_1119 = info.static_meta[u32(3)];
let l_1120 = l_1119 * u32(1);
let l_1121 = l_16 < l_1120;
let l_1122 = l_1120 - u32(1);
let l_1123 = min(l_16, l_1122);
let l_1124 = buffer_3_global[l_1123];
let l_1125 = select(u32(0), l_1124, l_1121);
let l_17 = l_1125;
let l_18 = u32(2) * u32(3);
let l_1126 = info.static_meta[u32(3)];
let l_1127 = l_1126 * u32(1);
let l_1128 = l_18 < l_1127;
let l_1129 = l_1127 - u32(1);
let l_1130 = min(l_18, l_1129);
let l_1131 = buffer_3_global[l_1130];
let l_1132 = select(u32(0), l_1131, l_1128);
let l_19 = l_1132;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_1133 = info.static_meta[u32(3)];
let l_1134 = l_1133 * u32(1);
let l_1135 = l_21 < l_1134;
let l_1136 = l_1134 - u32(1);
let l_1137 = min(l_21, l_1136);
let l_1138 = buffer_3_global[l_1137];
let l_1139 = select(u32(0), l_1138, l_1135);
let l_22 = l_1139;
let l_23 = u32(2) * id;
let l_24 = info.static_meta[u32(6)];
let l_25 = l_23 < l_24;
let l_26 = id * l_4;
let l_1145 = u64(id);
let l_1146 = u64(l_4);
let l_1147 = l_1145 * l_1146;
let l_1148 = l_1147 >> u32(bitcast<u64>(u64(32)));
let l_1149 = u32(bitcast<u64>(l_1148));
let l_27 = l_1149;
let l_28 = u32(0) * l_4;
let l_29 = l_27 + l_28;
l_mut_30 = u32(0);
let l_31 = l_29 < l_22;
let l_32 = l_29 == l_22;
let l_33 = l_26 < l_19;
let l_34 = l_32 && l_33;
let l_35 = l_31 || l_34;
if l_35 {
let l_36 = l_19 - l_26;
let l_37 = l_22 - l_29;
let l_38 = l_19 < l_26;
let l_39 = u32(l_38);
let l_40 = l_37 - l_39;
l_mut_30 = l_4;
let l_41 = l_40 < u32(0);
let l_42 = l_40 == u32(0);
let l_43 = l_36 < l_4;
let l_44 = l_42 && l_43;
let l_45 = l_41 || l_44;
if l_45 {
l_mut_30 = l_36;
}
}
let l_46 = l_mut_30 > u32(0);
let l_47 = l_25 && l_46;
if l_47 {
let l_48 = u32(2) * id;
let l_1150 = info.static_meta[u32(0)];
let l_1151 = l_1150 * u32(1);
let l_1152 = l_48 < l_1151;
let l_1153 = l_1151 - u32(1);
let l_1154 = min(l_48, l_1153);
let l_1155 = buffer_0_global[l_1154];
let l_1156 = select(u32(0), l_1155, l_1152);
let l_49 = l_1156;
let l_50 = u32(2) * id;
let l_51 = l_50 + u32(1);
let l_1157 = info.static_meta[u32(0)];
let l_1158 = l_1157 * u32(1);
let l_1159 = l_51 < l_1158;
let l_1160 = l_1158 - u32(1);
let l_1161 = min(l_51, l_1160);
let l_1162 = buffer_0_global[l_1161];
let l_1163 = select(u32(0), l_1162, l_1159);
let l_52 = l_1163;
let l_53 = u32(2) * id;
let l_1164 = info.static_meta[u32(1)];
let l_1165 = l_1164 * u32(1);
let l_1166 = l_53 < l_1165;
let l_1167 = l_1165 - u32(1);
let l_1168 = min(l_53, l_1167);
let l_1169 = buffer_1_global[l_1168];
let l_1170 = select(u32(0), l_1169, l_1166);
let l_54 = l_1170;
let l_55 = u32(2) * id;
let l_56 = l_55 + u32(1);
let l_1171 = info.static_meta[u32(1)];
let l_1172 = l_1171 * u32(1);
let l_1173 = l_56 < l_1172;
let l_1174 = l_1172 - u32(1);
let l_1175 = min(l_56, l_1174);
let l_1176 = buffer_1_global[l_1175];
let l_1177 = select(u32(0), l_1176, l_1173);
let l_57 = l_1177;
let l_58 = u32(2) * id;
let l_1178 = info.static_meta[u32(2)];
let l_1179 = l_1178 * u32(1);
let l_1180 = l_58 < l_1179;
let l_1181 = l_1179 - u32(1);
let l_1182 = min(l_58, l_1181);
let l_1183 = buffer_2_global[l_1182];
let l_1184 = select(u32(0), l_1183, l_1180);
let l_59 = l_1184;
let l_60 = u32(2) * id;
let l_61 = l_60 + u32(1);
let l_1185 = info.static_meta[u32(2)];
let l_1186 = l_1185 * u32(1);
let l_1187 = l_61 < l_1186;
let l_1188 = l_1186 - u32(1);
let l_1189 = min(l_61, l_1188);
let l_1190 = buffer_2_global[l_1189];
let l_1191 = select(u32(0), l_1190, l_1187);
let l_62 = l_1191;
let l_63 = l_62 >> u32(31);
let l_64 = l_63 == u32(1);
l_mut_30 = l_59;
l_mut_65 = l_62;
if l_64 {
let l_66 = u32(0) - l_59;
let l_67 = u32(0) - l_62;
let l_68 = u32(0) < l_59;
let l_69 = u32(l_68);
let l_70 = l_67 - l_69;
l_mut_30 = l_66;
l_mut_65 = l_70;
}
let l_71 = l_mut_30 * l_4;
let l_72 = l_mut_65 * l_4;
let l_1192 = u64(l_mut_30);
let l_1193 = u64(l_4);
let l_1194 = l_1192 * l_1193;
let l_1195 = l_1194 >> u32(bitcast<u64>(u64(32)));
let l_1196 = u32(bitcast<u64>(l_1195));
let l_73 = l_1196;
let l_74 = l_73 + l_72;
let l_1197 = u64(l_mut_65);
let l_1198 = u64(l_4);
let l_1199 = l_1197 * l_1198;
let l_1200 = l_1199 >> u32(bitcast<u64>(u64(32)));
let l_1201 = u32(bitcast<u64>(l_1200));
let l_75 = l_1201;
let l_76 = l_74 < l_72;
let l_77 = u32(l_76);
let l_78 = l_75 + l_77;
let l_79 = l_9 % u32(32);
l_mut_80 = l_71;
let l_81 = l_79 > u32(0);
if l_81 {
let l_82 = l_71 >> l_79;
let l_83 = u32(32) - l_79;
let l_84 = l_74 << l_83;
let l_85 = l_82 | l_84;
l_mut_80 = l_85;
}
l_mut_86 = l_74;
let l_87 = l_79 > u32(0);
if l_87 {
let l_88 = l_74 >> l_79;
let l_89 = u32(32) - l_79;
let l_90 = l_78 << l_89;
let l_91 = l_88 | l_90;
l_mut_86 = l_91;
}
l_mut_92 = l_mut_80;
l_mut_80 = l_mut_86;
let l_93 = l_9 >= u32(64);
if l_93 {
l_mut_92 = l_78;
l_mut_80 = u32(0);
} else {
let l_94 = l_9 >= u32(32);
if l_94 {
l_mut_86 = l_74;
let l_95 = l_79 > u32(0);
if l_95 {
let l_96 = l_74 >> l_79;
let l_97 = u32(32) - l_79;
let l_98 = l_78 << l_97;
let l_99 = l_96 | l_98;
l_mut_86 = l_99;
}
let l_100 = l_78 >> l_79;
l_mut_92 = l_mut_86;
l_mut_80 = l_100;
}
}
l_mut_86 = l_mut_92;
l_mut_92 = l_mut_80;
if l_64 {
let l_101 = u32(0) - l_mut_86;
let l_102 = u32(0) - l_mut_92;
let l_103 = u32(0) < l_mut_86;
let l_104 = u32(l_103);
let l_105 = l_102 - l_104;
l_mut_86 = l_101;
l_mut_92 = l_105;
}
let l_106 = l_49 + l_mut_86;
let l_107 = l_52 + l_mut_92;
let l_108 = l_106 < l_49;
let l_109 = u32(l_108);
let l_110 = l_107 + l_109;
let l_111 = l_9 + u32(3);
l_mut_92 = u32(0);
l_mut_86 = u32(0);
let l_112 = l_4 < u32(65536);
if l_112 {
let l_113 = l_4 * l_4;
let l_114 = l_62 >> u32(31);
let l_115 = l_114 == u32(1);
l_mut_80 = l_59;
l_mut_65 = l_62;
if l_115 {
let l_116 = u32(0) - l_59;
let l_117 = u32(0) - l_62;
let l_118 = u32(0) < l_59;
let l_119 = u32(l_118);
let l_120 = l_117 - l_119;
l_mut_80 = l_116;
l_mut_65 = l_120;
}
let l_121 = l_mut_80 * l_113;
let l_122 = l_mut_65 * l_113;
let l_1202 = u64(l_mut_80);
let l_1203 = u64(l_113);
let l_1204 = l_1202 * l_1203;
let l_1205 = l_1204 >> u32(bitcast<u64>(u64(32)));
let l_1206 = u32(bitcast<u64>(l_1205));
let l_123 = l_1206;
let l_124 = l_123 + l_122;
let l_1207 = u64(l_mut_65);
let l_1208 = u64(l_113);
let l_1209 = l_1207 * l_1208;
let l_1210 = l_1209 >> u32(bitcast<u64>(u64(32)));
let l_1211 = u32(bitcast<u64>(l_1210));
let l_125 = l_1211;
let l_126 = l_124 < l_122;
let l_127 = u32(l_126);
let l_128 = l_125 + l_127;
let l_129 = l_111 % u32(32);
l_mut_30 = l_121;
let l_130 = l_129 > u32(0);
if l_130 {
let l_131 = l_121 >> l_129;
let l_132 = u32(32) - l_129;
let l_133 = l_124 << l_132;
let l_134 = l_131 | l_133;
l_mut_30 = l_134;
}
l_mut_135 = l_124;
let l_136 = l_129 > u32(0);
if l_136 {
let l_137 = l_124 >> l_129;
let l_138 = u32(32) - l_129;
let l_139 = l_128 << l_138;
let l_140 = l_137 | l_139;
l_mut_135 = l_140;
}
l_mut_141 = l_mut_30;
l_mut_30 = l_mut_135;
let l_142 = l_111 >= u32(64);
if l_142 {
l_mut_141 = l_128;
l_mut_30 = u32(0);
} else {
let l_143 = l_111 >= u32(32);
if l_143 {
l_mut_135 = l_124;
let l_144 = l_129 > u32(0);
if l_144 {
let l_145 = l_124 >> l_129;
let l_146 = u32(32) - l_129;
let l_147 = l_128 << l_146;
let l_148 = l_145 | l_147;
l_mut_135 = l_148;
}
let l_149 = l_128 >> l_129;
l_mut_141 = l_mut_135;
l_mut_30 = l_149;
}
}
l_mut_135 = l_mut_141;
l_mut_141 = l_mut_30;
if l_115 {
let l_150 = u32(0) - l_mut_135;
let l_151 = u32(0) - l_mut_141;
let l_152 = u32(0) < l_mut_135;
let l_153 = u32(l_152);
let l_154 = l_151 - l_153;
l_mut_135 = l_150;
l_mut_141 = l_154;
}
l_mut_92 = l_mut_135;
l_mut_86 = l_mut_141;
} else {
let l_155 = l_62 >> u32(31);
let l_156 = l_155 == u32(1);
l_mut_141 = l_59;
l_mut_135 = l_62;
if l_156 {
let l_157 = u32(0) - l_59;
let l_158 = u32(0) - l_62;
let l_159 = u32(0) < l_59;
let l_160 = u32(l_159);
let l_161 = l_158 - l_160;
l_mut_141 = l_157;
l_mut_135 = l_161;
}
let l_162 = l_mut_141 * l_4;
let l_163 = l_mut_135 * l_4;
let l_1212 = u64(l_mut_141);
let l_1213 = u64(l_4);
let l_1214 = l_1212 * l_1213;
let l_1215 = l_1214 >> u32(bitcast<u64>(u64(32)));
let l_1216 = u32(bitcast<u64>(l_1215));
let l_164 = l_1216;
let l_165 = l_164 + l_163;
let l_1217 = u64(l_mut_135);
let l_1218 = u64(l_4);
let l_1219 = l_1217 * l_1218;
let l_1220 = l_1219 >> u32(bitcast<u64>(u64(32)));
let l_1221 = u32(bitcast<u64>(l_1220));
let l_166 = l_1221;
let l_167 = l_165 < l_163;
let l_168 = u32(l_167);
let l_169 = l_166 + l_168;
let l_170 = u32(0) % u32(32);
l_mut_80 = l_162;
let l_171 = l_170 > u32(0);
if l_171 {
let l_172 = l_162 >> l_170;
let l_173 = u32(32) - l_170;
let l_174 = l_165 << l_173;
let l_175 = l_172 | l_174;
l_mut_80 = l_175;
}
l_mut_65 = l_165;
let l_176 = l_170 > u32(0);
if l_176 {
let l_177 = l_165 >> l_170;
let l_178 = u32(32) - l_170;
let l_179 = l_169 << l_178;
let l_180 = l_177 | l_179;
l_mut_65 = l_180;
}
l_mut_30 = l_mut_80;
l_mut_80 = l_mut_65;
let l_181 = u32(0) >= u32(64);
if l_181 {
l_mut_30 = l_169;
l_mut_80 = u32(0);
} else {
let l_182 = u32(0) >= u32(32);
if l_182 {
l_mut_65 = l_165;
let l_183 = l_170 > u32(0);
if l_183 {
let l_184 = l_165 >> l_170;
let l_185 = u32(32) - l_170;
let l_186 = l_169 << l_185;
let l_187 = l_184 | l_186;
l_mut_65 = l_187;
}
let l_188 = l_169 >> l_170;
l_mut_30 = l_mut_65;
l_mut_80 = l_188;
}
}
let l_189 = l_mut_141 * l_4;
let l_190 = l_mut_135 * l_4;
let l_1222 = u64(l_mut_141);
let l_1223 = u64(l_4);
let l_1224 = l_1222 * l_1223;
let l_1225 = l_1224 >> u32(bitcast<u64>(u64(32)));
let l_1226 = u32(bitcast<u64>(l_1225));
let l_191 = l_1226;
let l_192 = l_191 + l_190;
let l_1227 = u64(l_mut_135);
let l_1228 = u64(l_4);
let l_1229 = l_1227 * l_1228;
let l_1230 = l_1229 >> u32(bitcast<u64>(u64(32)));
let l_1231 = u32(bitcast<u64>(l_1230));
let l_193 = l_1231;
let l_194 = l_192 < l_190;
let l_195 = u32(l_194);
let l_196 = l_193 + l_195;
let l_197 = u32(64) % u32(32);
l_mut_65 = l_189;
let l_198 = l_197 > u32(0);
if l_198 {
let l_199 = l_189 >> l_197;
let l_200 = u32(32) - l_197;
let l_201 = l_192 << l_200;
let l_202 = l_199 | l_201;
l_mut_65 = l_202;
}
l_mut_203 = l_192;
let l_204 = l_197 > u32(0);
if l_204 {
let l_205 = l_192 >> l_197;
let l_206 = u32(32) - l_197;
let l_207 = l_196 << l_206;
let l_208 = l_205 | l_207;
l_mut_203 = l_208;
}
l_mut_209 = l_mut_65;
l_mut_65 = l_mut_203;
let l_210 = u32(64) >= u32(64);
if l_210 {
l_mut_209 = l_196;
l_mut_65 = u32(0);
} else {
let l_211 = u32(64) >= u32(32);
if l_211 {
l_mut_203 = l_192;
let l_212 = l_197 > u32(0);
if l_212 {
let l_213 = l_192 >> l_197;
let l_214 = u32(32) - l_197;
let l_215 = l_196 << l_214;
let l_216 = l_213 | l_215;
l_mut_203 = l_216;
}
let l_217 = l_196 >> l_197;
l_mut_209 = l_mut_203;
l_mut_65 = l_217;
}
}
let l_218 = l_mut_30 * l_4;
let l_219 = l_mut_80 * l_4;
let l_1232 = u64(l_mut_30);
let l_1233 = u64(l_4);
let l_1234 = l_1232 * l_1233;
let l_1235 = l_1234 >> u32(bitcast<u64>(u64(32)));
let l_1236 = u32(bitcast<u64>(l_1235));
let l_220 = l_1236;
let l_221 = l_220 + l_219;
let l_1237 = u64(l_mut_80);
let l_1238 = u64(l_4);
let l_1239 = l_1237 * l_1238;
let l_1240 = l_1239 >> u32(bitcast<u64>(u64(32)));
let l_1241 = u32(bitcast<u64>(l_1240));
let l_222 = l_1241;
let l_223 = l_221 < l_219;
let l_224 = u32(l_223);
let l_225 = l_222 + l_224;
let l_226 = u32(0) % u32(32);
l_mut_203 = l_218;
let l_227 = l_226 > u32(0);
if l_227 {
let l_228 = l_218 >> l_226;
let l_229 = u32(32) - l_226;
let l_230 = l_221 << l_229;
let l_231 = l_228 | l_230;
l_mut_203 = l_231;
}
l_mut_141 = l_221;
let l_232 = l_226 > u32(0);
if l_232 {
let l_233 = l_221 >> l_226;
let l_234 = u32(32) - l_226;
let l_235 = l_225 << l_234;
let l_236 = l_233 | l_235;
l_mut_141 = l_236;
}
l_mut_135 = l_mut_203;
l_mut_203 = l_mut_141;
let l_237 = u32(0) >= u32(64);
if l_237 {
l_mut_135 = l_225;
l_mut_203 = u32(0);
} else {
let l_238 = u32(0) >= u32(32);
if l_238 {
l_mut_141 = l_221;
let l_239 = l_226 > u32(0);
if l_239 {
let l_240 = l_221 >> l_226;
let l_241 = u32(32) - l_226;
let l_242 = l_225 << l_241;
let l_243 = l_240 | l_242;
l_mut_141 = l_243;
}
let l_244 = l_225 >> l_226;
l_mut_135 = l_mut_141;
l_mut_203 = l_244;
}
}
let l_245 = l_mut_30 * l_4;
let l_246 = l_mut_80 * l_4;
let l_1242 = u64(l_mut_30);
let l_1243 = u64(l_4);
let l_1244 = l_1242 * l_1243;
let l_1245 = l_1244 >> u32(bitcast<u64>(u64(32)));
let l_1246 = u32(bitcast<u64>(l_1245));
let l_247 = l_1246;
let l_248 = l_247 + l_246;
let l_1247 = u64(l_mut_80);
let l_1248 = u64(l_4);
let l_1249 = l_1247 * l_1248;
let l_1250 = l_1249 >> u32(bitcast<u64>(u64(32)));
let l_1251 = u32(bitcast<u64>(l_1250));
let l_249 = l_1251;
let l_250 = l_248 < l_246;
let l_251 = u32(l_250);
let l_252 = l_249 + l_251;
let l_253 = u32(64) % u32(32);
l_mut_141 = l_245;
let l_254 = l_253 > u32(0);
if l_254 {
let l_255 = l_245 >> l_253;
let l_256 = u32(32) - l_253;
let l_257 = l_248 << l_256;
let l_258 = l_255 | l_257;
l_mut_141 = l_258;
}
l_mut_259 = l_248;
let l_260 = l_253 > u32(0);
if l_260 {
let l_261 = l_248 >> l_253;
let l_262 = u32(32) - l_253;
let l_263 = l_252 << l_262;
let l_264 = l_261 | l_263;
l_mut_259 = l_264;
}
l_mut_265 = l_mut_141;
l_mut_141 = l_mut_259;
let l_266 = u32(64) >= u32(64);
if l_266 {
l_mut_265 = l_252;
l_mut_141 = u32(0);
} else {
let l_267 = u32(64) >= u32(32);
if l_267 {
l_mut_259 = l_248;
let l_268 = l_253 > u32(0);
if l_268 {
let l_269 = l_248 >> l_253;
let l_270 = u32(32) - l_253;
let l_271 = l_252 << l_270;
let l_272 = l_269 | l_271;
l_mut_259 = l_272;
}
let l_273 = l_252 >> l_253;
l_mut_265 = l_mut_259;
l_mut_141 = l_273;
}
}
let l_274 = l_mut_209 * l_4;
let l_1252 = u64(l_mut_209);
let l_1253 = u64(l_4);
let l_1254 = l_1252 * l_1253;
let l_1255 = l_1254 >> u32(bitcast<u64>(u64(32)));
let l_1256 = u32(bitcast<u64>(l_1255));
let l_275 = l_1256;
let l_276 = l_mut_65 * l_4;
let l_277 = l_275 + l_276;
let l_278 = l_mut_265 + l_274;
let l_279 = l_mut_141 + l_277;
let l_280 = l_278 < l_mut_265;
let l_281 = u32(l_280);
let l_282 = l_279 + l_281;
l_mut_92 = l_mut_135;
l_mut_86 = l_mut_203;
let l_283 = l_111 == u32(64);
if l_283 {
l_mut_92 = l_278;
l_mut_86 = l_282;
} else {
let l_284 = l_111 > u32(0);
if l_284 {
let l_285 = u32(64) - l_111;
l_mut_265 = l_278;
l_mut_259 = l_282;
let l_286 = l_285 >= u32(32);
if l_286 {
let l_287 = l_285 & u32(31);
let l_288 = l_278 << l_287;
l_mut_265 = u32(0);
l_mut_259 = l_288;
} else {
let l_289 = l_285 > u32(0);
if l_289 {
let l_290 = l_278 << l_285;
let l_291 = l_282 << l_285;
let l_292 = u32(32) - l_285;
let l_293 = l_278 >> l_292;
let l_294 = l_291 | l_293;
l_mut_265 = l_290;
l_mut_259 = l_294;
}
}
l_mut_209 = l_mut_135;
l_mut_141 = l_mut_203;
let l_295 = l_111 >= u32(32);
if l_295 {
let l_296 = l_111 & u32(31);
let l_297 = l_mut_203 >> l_296;
l_mut_209 = l_297;
l_mut_141 = u32(0);
} else {
let l_298 = l_111 > u32(0);
if l_298 {
l_mut_80 = l_mut_135;
let l_299 = l_111 > u32(0);
if l_299 {
let l_300 = l_mut_135 >> l_111;
let l_301 = u32(32) - l_111;
let l_302 = l_mut_203 << l_301;
let l_303 = l_300 | l_302;
l_mut_80 = l_303;
}
let l_304 = l_mut_203 >> l_111;
l_mut_209 = l_mut_80;
l_mut_141 = l_304;
}
}
let l_305 = l_mut_265 + l_mut_209;
let l_306 = l_mut_259 + l_mut_141;
let l_307 = l_305 < l_mut_265;
let l_308 = u32(l_307);
let l_309 = l_306 + l_308;
l_mut_92 = l_305;
l_mut_86 = l_309;
}
}
if l_156 {
let l_310 = u32(0) - l_mut_92;
let l_311 = u32(0) - l_mut_86;
let l_312 = u32(0) < l_mut_92;
let l_313 = u32(l_312);
let l_314 = l_311 - l_313;
l_mut_92 = l_310;
l_mut_86 = l_314;
}
}
l_mut_265 = l_mut_92;
l_mut_259 = l_mut_86;
let l_315 = l_mut_86 >> u32(31);
let l_316 = l_315 == u32(1);
if l_316 {
let l_317 = u32(0) - l_mut_92;
let l_318 = u32(0) - l_mut_86;
let l_319 = u32(0) < l_mut_92;
let l_320 = u32(l_319);
let l_321 = l_318 - l_320;
l_mut_265 = l_317;
l_mut_259 = l_321;
}
let l_322 = l_14 + l_mut_265;
let l_323 = l_17 + l_mut_259;
let l_324 = l_322 < l_14;
let l_325 = u32(l_324);
let l_326 = l_323 + l_325;
let l_327 = l_322 + u32(1);
let l_328 = l_326 + u32(0);
let l_329 = l_327 < l_322;
let l_330 = u32(l_329);
let l_331 = l_328 + l_330;
let l_332 = l_54 - l_mut_92;
let l_333 = l_57 - l_mut_86;
let l_334 = l_54 < l_mut_92;
let l_335 = u32(l_334);
let l_336 = l_333 - l_335;
let l_337 = l_332 + l_327;
let l_338 = l_336 + l_331;
let l_339 = l_337 < l_332;
let l_340 = u32(l_339);
let l_341 = l_338 + l_340;
let l_342 = u32(0) - l_106;
let l_343 = u32(0) - l_110;
let l_344 = u32(0) < l_106;
let l_345 = u32(l_344);
let l_346 = l_343 - l_345;
let l_347 = l_327 + l_327;
let l_348 = l_331 + l_331;
let l_349 = l_347 < l_327;
let l_350 = u32(l_349);
let l_351 = l_348 + l_350;
l_mut_265 = l_342;
l_mut_259 = l_346;
let l_352 = u32(0) - l_342;
let l_353 = u32(0) - l_346;
let l_354 = u32(0) < l_342;
let l_355 = u32(l_354);
let l_356 = l_353 - l_355;
l_mut_209 = l_352;
l_mut_203 = l_356;
l_mut_141 = l_337;
l_mut_135 = l_341;
l_mut_92 = u32(1);
l_mut_86 = u32(1);
l_mut_357 = bool(false);
let l_358 = l_mut_135 < l_351;
let l_359 = l_mut_135 == l_351;
let l_360 = l_mut_141 < l_347;
let l_361 = l_359 && l_360;
let l_362 = l_358 || l_361;
let l_363 = !l_362;
l_mut_364 = l_363;
let l_365 = l_342 | l_346;
let l_366 = l_365 == u32(0);
if l_366 {
l_mut_357 = l_mut_364;
l_mut_364 = bool(false);
}
if l_mut_364 {
let l_367 = l_346 >> u32(31);
let l_368 = l_367 == u32(1);
l_mut_80 = l_342;
l_mut_65 = l_346;
if l_368 {
let l_369 = u32(0) - l_342;
let l_370 = u32(0) - l_346;
let l_371 = u32(0) < l_342;
let l_372 = u32(l_371);
let l_373 = l_370 - l_372;
l_mut_80 = l_369;
l_mut_65 = l_373;
}
let l_374 = l_4 - u32(1);
let l_375 = l_mut_80 * l_374;
let l_1257 = u64(l_mut_80);
let l_1258 = u64(l_374);
let l_1259 = l_1257 * l_1258;
let l_1260 = l_1259 >> u32(bitcast<u64>(u64(32)));
let l_1261 = u32(bitcast<u64>(l_1260));
let l_376 = l_1261;
let l_377 = l_mut_65 * l_374;
let l_378 = l_376 + l_377;
l_mut_30 = u32(0);
let l_379 = l_4 - u32(1);
let l_380 = l_mut_80 * l_379;
let l_381 = l_mut_65 * l_379;
let l_1262 = u64(l_mut_80);
let l_1263 = u64(l_379);
let l_1264 = l_1262 * l_1263;
let l_1265 = l_1264 >> u32(bitcast<u64>(u64(32)));
let l_1266 = u32(bitcast<u64>(l_1265));
let l_382 = l_1266;
let l_383 = l_382 + l_381;
let l_1267 = u64(l_mut_65);
let l_1268 = u64(l_379);
let l_1269 = l_1267 * l_1268;
let l_1270 = l_1269 >> u32(bitcast<u64>(u64(32)));
let l_1271 = u32(bitcast<u64>(l_1270));
let l_384 = l_1271;
let l_385 = l_383 < l_381;
let l_386 = u32(l_385);
let l_387 = l_384 + l_386;
let l_388 = u32(64) % u32(32);
l_mut_389 = l_380;
let l_390 = l_388 > u32(0);
if l_390 {
let l_391 = l_380 >> l_388;
let l_392 = u32(32) - l_388;
let l_393 = l_383 << l_392;
let l_394 = l_391 | l_393;
l_mut_389 = l_394;
}
l_mut_395 = l_383;
let l_396 = l_388 > u32(0);
if l_396 {
let l_397 = l_383 >> l_388;
let l_398 = u32(32) - l_388;
let l_399 = l_387 << l_398;
let l_400 = l_397 | l_399;
l_mut_395 = l_400;
}
l_mut_401 = l_mut_389;
l_mut_389 = l_mut_395;
let l_402 = u32(64) >= u32(64);
if l_402 {
l_mut_401 = l_387;
l_mut_389 = u32(0);
} else {
let l_403 = u32(64) >= u32(32);
if l_403 {
l_mut_395 = l_383;
let l_404 = l_388 > u32(0);
if l_404 {
let l_405 = l_383 >> l_388;
let l_406 = u32(32) - l_388;
let l_407 = l_387 << l_406;
let l_408 = l_405 | l_407;
l_mut_395 = l_408;
}
let l_409 = l_387 >> l_388;
l_mut_401 = l_mut_395;
l_mut_389 = l_409;
}
}
let l_410 = l_mut_401 | l_mut_389;
let l_411 = l_410 == u32(0);
if l_411 {
l_mut_401 = l_337;
l_mut_395 = l_341;
if l_368 {
let l_412 = u32(0) - l_337;
let l_413 = u32(0) - l_341;
let l_414 = u32(0) < l_337;
let l_415 = u32(l_414);
let l_416 = l_413 - l_415;
let l_417 = l_337 | l_341;
let l_418 = l_417 == u32(0);
let l_419 = !l_418;
let l_420 = l_378 < l_416;
let l_421 = l_378 == l_416;
let l_422 = l_375 < l_412;
let l_423 = l_421 && l_422;
let l_424 = l_420 || l_423;
let l_425 = !l_424;
let l_426 = l_419 && l_425;
if l_426 {
let l_427 = l_4 - u32(1);
l_mut_389 = l_412;
l_mut_428 = l_416;
let l_429 = l_416 < l_mut_65;
let l_430 = l_416 == l_mut_65;
let l_431 = l_412 < l_mut_80;
let l_432 = l_430 && l_431;
let l_433 = l_429 || l_432;
let l_434 = !l_433;
if l_434 {
l_mut_435 = u32(0);
let l_436 = l_mut_65 < l_416;
let l_437 = l_mut_65 == l_416;
let l_438 = l_mut_80 < l_412;
let l_439 = l_437 && l_438;
let l_440 = l_436 || l_439;
if l_440 {
let l_441 = l_412 - u32(1);
let l_442 = l_416 - u32(0);
let l_443 = l_412 < u32(1);
let l_444 = u32(l_443);
let l_445 = l_442 - l_444;
l_mut_446 = l_441;
l_mut_447 = l_445;
l_mut_448 = u32(0);

for (var l_mut_449: u32 = u32(0); l_mut_449 < u32(20); l_mut_449++) {
let l_450 = u32(19) - l_mut_449;
l_mut_451 = l_mut_446;
l_mut_452 = l_mut_447;
let l_453 = l_450 >= u32(32);
if l_453 {
let l_454 = l_450 & u32(31);
let l_455 = l_mut_447 >> l_454;
l_mut_451 = l_455;
l_mut_452 = u32(0);
} else {
let l_456 = l_450 > u32(0);
if l_456 {
l_mut_457 = l_mut_446;
let l_458 = l_450 > u32(0);
if l_458 {
let l_459 = l_mut_446 >> l_450;
let l_460 = u32(32) - l_450;
let l_461 = l_mut_447 << l_460;
let l_462 = l_459 | l_461;
l_mut_457 = l_462;
}
let l_463 = l_mut_447 >> l_450;
l_mut_451 = l_mut_457;
l_mut_452 = l_463;
}
}
let l_464 = l_mut_452 < l_mut_65;
let l_465 = l_mut_452 == l_mut_65;
let l_466 = l_mut_451 < l_mut_80;
let l_467 = l_465 && l_466;
let l_468 = l_464 || l_467;
let l_469 = !l_468;
if l_469 {
l_mut_457 = l_mut_80;
l_mut_452 = l_mut_65;
let l_470 = l_450 >= u32(32);
if l_470 {
let l_471 = l_450 & u32(31);
let l_472 = l_mut_80 << l_471;
l_mut_457 = u32(0);
l_mut_452 = l_472;
} else {
let l_473 = l_450 > u32(0);
if l_473 {
let l_474 = l_mut_80 << l_450;
let l_475 = l_mut_65 << l_450;
let l_476 = u32(32) - l_450;
let l_477 = l_mut_80 >> l_476;
let l_478 = l_475 | l_477;
l_mut_457 = l_474;
l_mut_452 = l_478;
}
}
let l_479 = l_mut_446 - l_mut_457;
let l_480 = l_mut_447 - l_mut_452;
let l_481 = l_mut_446 < l_mut_457;
let l_482 = u32(l_481);
let l_483 = l_480 - l_482;
l_mut_446 = l_479;
l_mut_447 = l_483;
let l_484 = u32(1) << l_450;
l_mut_448 = l_mut_448 | l_484;
}
}
let l_485 = min(l_mut_448, l_427);
l_mut_457 = l_485;
let l_486 = l_mut_447 < l_mut_65;
let l_487 = l_mut_447 == l_mut_65;
let l_488 = l_mut_446 < l_mut_80;
let l_489 = l_487 && l_488;
let l_490 = l_486 || l_489;
let l_491 = !l_490;
if l_491 {
l_mut_457 = l_427;
}
l_mut_435 = l_mut_457;
}
let l_492 = l_mut_80 * l_mut_435;
let l_1272 = u64(l_mut_80);
let l_1273 = u64(l_mut_435);
let l_1274 = l_1272 * l_1273;
let l_1275 = l_1274 >> u32(bitcast<u64>(u64(32)));
let l_1276 = u32(bitcast<u64>(l_1275));
let l_493 = l_1276;
let l_494 = l_mut_65 * l_mut_435;
let l_495 = l_493 + l_494;
let l_496 = l_412 - l_492;
let l_497 = l_416 - l_495;
let l_498 = l_412 < l_492;
let l_499 = u32(l_498);
let l_500 = l_497 - l_499;
l_mut_389 = l_496;
l_mut_428 = l_500;
let l_501 = l_mut_428 < l_mut_65;
let l_502 = l_mut_428 == l_mut_65;
let l_503 = l_mut_389 < l_mut_80;
let l_504 = l_502 && l_503;
let l_505 = l_501 || l_504;
let l_506 = !l_505;
if l_506 {
let l_507 = l_mut_389 - l_mut_80;
let l_508 = l_mut_428 - l_mut_65;
let l_509 = l_mut_389 < l_mut_80;
let l_510 = u32(l_509);
let l_511 = l_508 - l_510;
l_mut_389 = l_507;
l_mut_428 = l_511;
}
}
let l_512 = l_mut_80 - l_mut_389;
let l_513 = l_mut_65 - l_mut_428;
let l_514 = l_mut_80 < l_mut_389;
let l_515 = u32(l_514);
let l_516 = l_513 - l_515;
l_mut_457 = l_512;
l_mut_452 = l_516;
let l_517 = l_516 < l_mut_65;
let l_518 = l_516 == l_mut_65;
let l_519 = l_512 < l_mut_80;
let l_520 = l_518 && l_519;
let l_521 = l_517 || l_520;
let l_522 = !l_521;
if l_522 {
let l_523 = l_512 - l_mut_80;
let l_524 = l_516 - l_mut_65;
let l_525 = l_512 < l_mut_80;
let l_526 = u32(l_525);
let l_527 = l_524 - l_526;
l_mut_457 = l_523;
l_mut_452 = l_527;
}
let l_528 = l_mut_452 < l_mut_395;
let l_529 = l_mut_452 == l_mut_395;
let l_530 = l_mut_457 < l_mut_401;
let l_531 = l_529 && l_530;
let l_532 = l_528 || l_531;
if l_532 {
l_mut_401 = l_mut_457;
l_mut_395 = l_mut_452;
}
}
} else {
let l_533 = l_337 - l_375;
let l_534 = l_341 - l_378;
let l_535 = l_337 < l_375;
let l_536 = u32(l_535);
let l_537 = l_534 - l_536;
l_mut_401 = l_533;
l_mut_395 = l_537;
let l_538 = l_341 < l_378;
let l_539 = l_341 == l_378;
let l_540 = l_337 < l_375;
let l_541 = l_539 && l_540;
let l_542 = l_538 || l_541;
if l_542 {
let l_543 = l_4 - u32(1);
l_mut_457 = l_337;
l_mut_452 = l_341;
let l_544 = l_341 < l_mut_65;
let l_545 = l_341 == l_mut_65;
let l_546 = l_337 < l_mut_80;
let l_547 = l_545 && l_546;
let l_548 = l_544 || l_547;
let l_549 = !l_548;
if l_549 {
l_mut_451 = u32(0);
let l_550 = l_mut_65 < l_341;
let l_551 = l_mut_65 == l_341;
let l_552 = l_mut_80 < l_337;
let l_553 = l_551 && l_552;
let l_554 = l_550 || l_553;
if l_554 {
let l_555 = l_337 - u32(1);
let l_556 = l_341 - u32(0);
let l_557 = l_337 < u32(1);
let l_558 = u32(l_557);
let l_559 = l_556 - l_558;
l_mut_448 = l_555;
l_mut_447 = l_559;
l_mut_446 = u32(0);

for (var l_mut_560: u32 = u32(0); l_mut_560 < u32(20); l_mut_560++) {
let l_561 = u32(19) - l_mut_560;
l_mut_435 = l_mut_448;
l_mut_428 = l_mut_447;
let l_562 = l_561 >= u32(32);
if l_562 {
let l_563 = l_561 & u32(31);
let l_564 = l_mut_447 >> l_563;
l_mut_435 = l_564;
l_mut_428 = u32(0);
} else {
let l_565 = l_561 > u32(0);
if l_565 {
l_mut_389 = l_mut_448;
let l_566 = l_561 > u32(0);
if l_566 {
let l_567 = l_mut_448 >> l_561;
let l_568 = u32(32) - l_561;
let l_569 = l_mut_447 << l_568;
let l_570 = l_567 | l_569;
l_mut_389 = l_570;
}
let l_571 = l_mut_447 >> l_561;
l_mut_435 = l_mut_389;
l_mut_428 = l_571;
}
}
let l_572 = l_mut_428 < l_mut_65;
let l_573 = l_mut_428 == l_mut_65;
let l_574 = l_mut_435 < l_mut_80;
let l_575 = l_573 && l_574;
let l_576 = l_572 || l_575;
let l_577 = !l_576;
if l_577 {
l_mut_435 = l_mut_80;
l_mut_428 = l_mut_65;
let l_578 = l_561 >= u32(32);
if l_578 {
let l_579 = l_561 & u32(31);
let l_580 = l_mut_80 << l_579;
l_mut_435 = u32(0);
l_mut_428 = l_580;
} else {
let l_581 = l_561 > u32(0);
if l_581 {
let l_582 = l_mut_80 << l_561;
let l_583 = l_mut_65 << l_561;
let l_584 = u32(32) - l_561;
let l_585 = l_mut_80 >> l_584;
let l_586 = l_583 | l_585;
l_mut_435 = l_582;
l_mut_428 = l_586;
}
}
let l_587 = l_mut_448 - l_mut_435;
let l_588 = l_mut_447 - l_mut_428;
let l_589 = l_mut_448 < l_mut_435;
let l_590 = u32(l_589);
let l_591 = l_588 - l_590;
l_mut_448 = l_587;
l_mut_447 = l_591;
let l_592 = u32(1) << l_561;
l_mut_446 = l_mut_446 | l_592;
}
}
let l_593 = min(l_mut_446, l_543);
l_mut_446 = l_593;
let l_594 = l_mut_447 < l_mut_65;
let l_595 = l_mut_447 == l_mut_65;
let l_596 = l_mut_448 < l_mut_80;
let l_597 = l_595 && l_596;
let l_598 = l_594 || l_597;
let l_599 = !l_598;
if l_599 {
l_mut_446 = l_543;
}
l_mut_451 = l_mut_446;
}
let l_600 = l_mut_80 * l_mut_451;
let l_1277 = u64(l_mut_80);
let l_1278 = u64(l_mut_451);
let l_1279 = l_1277 * l_1278;
let l_1280 = l_1279 >> u32(bitcast<u64>(u64(32)));
let l_1281 = u32(bitcast<u64>(l_1280));
let l_601 = l_1281;
let l_602 = l_mut_65 * l_mut_451;
let l_603 = l_601 + l_602;
let l_604 = l_337 - l_600;
let l_605 = l_341 - l_603;
let l_606 = l_337 < l_600;
let l_607 = u32(l_606);
let l_608 = l_605 - l_607;
l_mut_457 = l_604;
l_mut_452 = l_608;
let l_609 = l_mut_452 < l_mut_65;
let l_610 = l_mut_452 == l_mut_65;
let l_611 = l_mut_457 < l_mut_80;
let l_612 = l_610 && l_611;
let l_613 = l_609 || l_612;
let l_614 = !l_613;
if l_614 {
let l_615 = l_mut_457 - l_mut_80;
let l_616 = l_mut_452 - l_mut_65;
let l_617 = l_mut_457 < l_mut_80;
let l_618 = u32(l_617);
let l_619 = l_616 - l_618;
l_mut_457 = l_615;
l_mut_452 = l_619;
}
}
let l_620 = l_mut_452 < l_mut_395;
let l_621 = l_mut_452 == l_mut_395;
let l_622 = l_mut_457 < l_mut_401;
let l_623 = l_621 && l_622;
let l_624 = l_620 || l_623;
if l_624 {
l_mut_401 = l_mut_457;
l_mut_395 = l_mut_452;
}
}
}
let l_625 = l_mut_395 < l_351;
let l_626 = l_mut_395 == l_351;
let l_627 = l_mut_401 < l_347;
let l_628 = l_626 && l_627;
let l_629 = l_625 || l_628;
let l_630 = !l_629;
let l_631 = u32(l_630);
let l_632 = u32(2) - l_631;
l_mut_30 = l_632;
}
let l_633 = l_mut_30 > u32(0);
if l_633 {
let l_634 = l_mut_30 == u32(1);
l_mut_357 = l_634;
l_mut_364 = bool(false);
}
}
l_mut_635 = bool(false);
loop {
let l_636 = !l_mut_364;
if l_636 {
break;
}
let l_637 = l_mut_135 < l_mut_259;
let l_638 = l_mut_135 == l_mut_259;
let l_639 = l_mut_141 < l_mut_265;
let l_640 = l_638 && l_639;
let l_641 = l_637 || l_640;
if l_641 {
let l_642 = l_mut_265 - l_mut_141;
let l_643 = l_mut_259 - l_mut_135;
let l_644 = l_mut_265 < l_mut_141;
let l_645 = u32(l_644);
let l_646 = l_643 - l_645;
l_mut_457 = l_642;
l_mut_452 = l_646;
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
let l_647 = l_mut_452 < l_mut_259;
let l_648 = l_mut_452 == l_mut_259;
let l_649 = l_mut_457 < l_mut_265;
let l_650 = l_648 && l_649;
let l_651 = l_647 || l_650;
if l_651 {
l_mut_451 = l_mut_457;
l_mut_448 = l_mut_452;
}
l_mut_652 = bool(false);
l_mut_457 = l_mut_451;
l_mut_452 = l_mut_448;
let l_653 = u32(3) >= u32(32);
if l_653 {
let l_654 = u32(3) & u32(31);
let l_655 = l_mut_448 >> l_654;
l_mut_457 = l_655;
l_mut_452 = u32(0);
} else {
let l_656 = u32(3) > u32(0);
if l_656 {
l_mut_447 = l_mut_451;
let l_657 = u32(3) > u32(0);
if l_657 {
let l_658 = l_mut_451 >> u32(3);
let l_659 = l_mut_448 << u32(29);
let l_660 = l_658 | l_659;
l_mut_447 = l_660;
}
let l_661 = l_mut_448 >> u32(3);
l_mut_457 = l_mut_447;
l_mut_452 = l_661;
}
}
let l_662 = l_mut_452 < l_mut_203;
let l_663 = l_mut_452 == l_mut_203;
let l_664 = l_mut_457 < l_mut_209;
let l_665 = l_663 && l_664;
let l_666 = l_662 || l_665;
let l_667 = !l_666;
l_mut_652 = l_667;
l_mut_457 = u32(0);
let l_668 = l_mut_209 | l_mut_203;
let l_669 = l_668 == u32(0);
let l_670 = !l_669;
let l_671 = l_mut_652 && l_670;
let l_672 = l_mut_203 < l_mut_448;
let l_673 = l_mut_203 == l_mut_448;
let l_674 = l_mut_209 < l_mut_451;
let l_675 = l_673 && l_674;
let l_676 = l_672 || l_675;
let l_677 = l_671 && l_676;
let l_678 = l_mut_92 + l_mut_86;
let l_679 = l_678 < l_4;
let l_680 = l_677 && l_679;
if l_680 {
let l_681 = l_4 - l_mut_92;
let l_682 = l_681 - l_mut_86;
let l_683 = l_682 / l_mut_92;
let l_684 = l_mut_451 - u32(1);
let l_685 = l_mut_448 - u32(0);
let l_686 = l_mut_451 < u32(1);
let l_687 = u32(l_686);
let l_688 = l_685 - l_687;
l_mut_452 = l_684;
l_mut_451 = l_688;
l_mut_448 = u32(0);

for (var l_mut_689: u32 = u32(0); l_mut_689 < u32(20); l_mut_689++) {
let l_690 = u32(19) - l_mut_689;
l_mut_447 = l_mut_452;
l_mut_446 = l_mut_451;
let l_691 = l_690 >= u32(32);
if l_691 {
let l_692 = l_690 & u32(31);
let l_693 = l_mut_451 >> l_692;
l_mut_447 = l_693;
l_mut_446 = u32(0);
} else {
let l_694 = l_690 > u32(0);
if l_694 {
l_mut_435 = l_mut_452;
let l_695 = l_690 > u32(0);
if l_695 {
let l_696 = l_mut_452 >> l_690;
let l_697 = u32(32) - l_690;
let l_698 = l_mut_451 << l_697;
let l_699 = l_696 | l_698;
l_mut_435 = l_699;
}
let l_700 = l_mut_451 >> l_690;
l_mut_447 = l_mut_435;
l_mut_446 = l_700;
}
}
let l_701 = l_mut_446 < l_mut_203;
let l_702 = l_mut_446 == l_mut_203;
let l_703 = l_mut_447 < l_mut_209;
let l_704 = l_702 && l_703;
let l_705 = l_701 || l_704;
let l_706 = !l_705;
if l_706 {
l_mut_447 = l_mut_209;
l_mut_446 = l_mut_203;
let l_707 = l_690 >= u32(32);
if l_707 {
let l_708 = l_690 & u32(31);
let l_709 = l_mut_209 << l_708;
l_mut_447 = u32(0);
l_mut_446 = l_709;
} else {
let l_710 = l_690 > u32(0);
if l_710 {
let l_711 = l_mut_209 << l_690;
let l_712 = l_mut_203 << l_690;
let l_713 = u32(32) - l_690;
let l_714 = l_mut_209 >> l_713;
let l_715 = l_712 | l_714;
l_mut_447 = l_711;
l_mut_446 = l_715;
}
}
let l_716 = l_mut_452 - l_mut_447;
let l_717 = l_mut_451 - l_mut_446;
let l_718 = l_mut_452 < l_mut_447;
let l_719 = u32(l_718);
let l_720 = l_717 - l_719;
l_mut_452 = l_716;
l_mut_451 = l_720;
let l_721 = u32(1) << l_690;
l_mut_448 = l_mut_448 | l_721;
}
}
let l_722 = min(l_mut_448, l_683);
l_mut_448 = l_722;
let l_723 = l_mut_451 < l_mut_203;
let l_724 = l_mut_451 == l_mut_203;
let l_725 = l_mut_452 < l_mut_209;
let l_726 = l_724 && l_725;
let l_727 = l_723 || l_726;
let l_728 = !l_727;
if l_728 {
l_mut_448 = l_683;
}
l_mut_457 = l_mut_448;
}
l_mut_452 = l_mut_265;
l_mut_451 = l_mut_259;
l_mut_448 = l_mut_209;
l_mut_447 = l_mut_203;
l_mut_446 = l_mut_92;
l_mut_435 = l_mut_86;
l_mut_428 = l_mut_141;
l_mut_401 = l_mut_135;
l_mut_395 = u32(0);
let l_729 = l_mut_457 > u32(0);
if l_729 {
let l_730 = l_mut_209 * l_mut_457;
let l_1282 = u64(l_mut_209);
let l_1283 = u64(l_mut_457);
let l_1284 = l_1282 * l_1283;
let l_1285 = l_1284 >> u32(bitcast<u64>(u64(32)));
let l_1286 = u32(bitcast<u64>(l_1285));
let l_731 = l_1286;
let l_732 = l_mut_203 * l_mut_457;
let l_733 = l_731 + l_732;
let l_734 = l_mut_265 - l_730;
let l_735 = l_mut_259 - l_733;
let l_736 = l_mut_265 < l_730;
let l_737 = u32(l_736);
let l_738 = l_735 - l_737;
l_mut_452 = l_734;
l_mut_451 = l_738;
let l_739 = l_mut_457 * l_mut_92;
let l_740 = l_mut_86 + l_739;
l_mut_435 = l_740;
} else {
let l_741 = l_mut_395 == u32(0);
if l_741 {
let l_742 = l_4 - l_mut_92;
let l_743 = l_742 / l_mut_86;
l_mut_457 = u32(0);
l_mut_652 = bool(false);
l_mut_389 = l_mut_209;
l_mut_80 = l_mut_203;
let l_744 = u32(3) >= u32(32);
if l_744 {
let l_745 = u32(3) & u32(31);
let l_746 = l_mut_203 >> l_745;
l_mut_389 = l_746;
l_mut_80 = u32(0);
} else {
let l_747 = u32(3) > u32(0);
if l_747 {
l_mut_65 = l_mut_209;
let l_748 = u32(3) > u32(0);
if l_748 {
let l_749 = l_mut_209 >> u32(3);
let l_750 = l_mut_203 << u32(29);
let l_751 = l_749 | l_750;
l_mut_65 = l_751;
}
let l_752 = l_mut_203 >> u32(3);
l_mut_389 = l_mut_65;
l_mut_80 = l_752;
}
}
let l_753 = l_mut_80 < l_mut_259;
let l_754 = l_mut_80 == l_mut_259;
let l_755 = l_mut_389 < l_mut_265;
let l_756 = l_754 && l_755;
let l_757 = l_753 || l_756;
let l_758 = !l_757;
l_mut_652 = l_758;
let l_759 = l_mut_265 | l_mut_259;
let l_760 = l_759 == u32(0);
if l_760 {
l_mut_457 = l_743;
} else {
if l_mut_652 {
let l_761 = l_mut_259 < l_mut_203;
let l_762 = l_mut_259 == l_mut_203;
let l_763 = l_mut_265 < l_mut_209;
let l_764 = l_762 && l_763;
let l_765 = l_761 || l_764;
if l_765 {
let l_766 = l_mut_209 - u32(1);
let l_767 = l_mut_203 - u32(0);
let l_768 = l_mut_209 < u32(1);
let l_769 = u32(l_768);
let l_770 = l_767 - l_769;
l_mut_389 = l_766;
l_mut_80 = l_770;
l_mut_65 = u32(0);

for (var l_mut_771: u32 = u32(0); l_mut_771 < u32(20); l_mut_771++) {
let l_772 = u32(19) - l_mut_771;
l_mut_30 = l_mut_389;
l_mut_773 = l_mut_80;
let l_774 = l_772 >= u32(32);
if l_774 {
let l_775 = l_772 & u32(31);
let l_776 = l_mut_80 >> l_775;
l_mut_30 = l_776;
l_mut_773 = u32(0);
} else {
let l_777 = l_772 > u32(0);
if l_777 {
l_mut_778 = l_mut_389;
let l_779 = l_772 > u32(0);
if l_779 {
let l_780 = l_mut_389 >> l_772;
let l_781 = u32(32) - l_772;
let l_782 = l_mut_80 << l_781;
let l_783 = l_780 | l_782;
l_mut_778 = l_783;
}
let l_784 = l_mut_80 >> l_772;
l_mut_30 = l_mut_778;
l_mut_773 = l_784;
}
}
let l_785 = l_mut_773 < l_mut_259;
let l_786 = l_mut_773 == l_mut_259;
let l_787 = l_mut_30 < l_mut_265;
let l_788 = l_786 && l_787;
let l_789 = l_785 || l_788;
let l_790 = !l_789;
if l_790 {
l_mut_778 = l_mut_265;
l_mut_773 = l_mut_259;
let l_791 = l_772 >= u32(32);
if l_791 {
let l_792 = l_772 & u32(31);
let l_793 = l_mut_265 << l_792;
l_mut_778 = u32(0);
l_mut_773 = l_793;
} else {
let l_794 = l_772 > u32(0);
if l_794 {
let l_795 = l_mut_265 << l_772;
let l_796 = l_mut_259 << l_772;
let l_797 = u32(32) - l_772;
let l_798 = l_mut_265 >> l_797;
let l_799 = l_796 | l_798;
l_mut_778 = l_795;
l_mut_773 = l_799;
}
}
let l_800 = l_mut_389 - l_mut_778;
let l_801 = l_mut_80 - l_mut_773;
let l_802 = l_mut_389 < l_mut_778;
let l_803 = u32(l_802);
let l_804 = l_801 - l_803;
l_mut_389 = l_800;
l_mut_80 = l_804;
let l_805 = u32(1) << l_772;
l_mut_65 = l_mut_65 | l_805;
}
}
let l_806 = min(l_mut_65, l_743);
l_mut_778 = l_806;
let l_807 = l_mut_80 < l_mut_259;
let l_808 = l_mut_80 == l_mut_259;
let l_809 = l_mut_389 < l_mut_265;
let l_810 = l_808 && l_809;
let l_811 = l_807 || l_810;
let l_812 = !l_811;
if l_812 {
l_mut_778 = l_743;
}
l_mut_457 = l_mut_778;
}
} else {
l_mut_778 = l_mut_209;
l_mut_773 = l_mut_203;
loop {
let l_813 = l_mut_259 < l_mut_773;
let l_814 = l_mut_259 == l_mut_773;
let l_815 = l_mut_265 < l_mut_778;
let l_816 = l_814 && l_815;
let l_817 = l_813 || l_816;
let l_818 = l_mut_457 * l_mut_86;
let l_819 = l_mut_92 + l_818;
let l_820 = l_819 + l_mut_86;
let l_821 = l_820 < l_4;
let l_822 = l_817 && l_821;
let l_823 = !l_822;
if l_823 {
break;
}
let l_824 = l_mut_778 - l_mut_265;
let l_825 = l_mut_773 - l_mut_259;
let l_826 = l_mut_778 < l_mut_265;
let l_827 = u32(l_826);
let l_828 = l_825 - l_827;
l_mut_778 = l_824;
l_mut_773 = l_828;
l_mut_457 = l_mut_457 + u32(1);
}
}
}
let l_829 = l_mut_457 * l_mut_86;
let l_830 = l_mut_92 + l_829;
let l_831 = l_830 + l_mut_86;
let l_832 = l_831 >= l_4;
if l_832 {
l_mut_395 = u32(1);
} else {
let l_833 = l_mut_265 * l_mut_457;
let l_1287 = u64(l_mut_265);
let l_1288 = u64(l_mut_457);
let l_1289 = l_1287 * l_1288;
let l_1290 = l_1289 >> u32(bitcast<u64>(u64(32)));
let l_1291 = u32(bitcast<u64>(l_1290));
let l_834 = l_1291;
let l_835 = l_mut_259 * l_mut_457;
let l_836 = l_834 + l_835;
let l_837 = l_mut_209 - l_833;
let l_838 = l_mut_203 - l_836;
let l_839 = l_mut_209 < l_833;
let l_840 = u32(l_839);
let l_841 = l_838 - l_840;
l_mut_448 = l_837;
l_mut_447 = l_841;
let l_842 = l_mut_457 * l_mut_86;
let l_843 = l_mut_92 + l_842;
l_mut_446 = l_843;
let l_844 = l_mut_265 - l_mut_448;
let l_845 = l_mut_259 - l_mut_447;
let l_846 = l_mut_265 < l_mut_448;
let l_847 = u32(l_846);
let l_848 = l_845 - l_847;
l_mut_452 = l_844;
l_mut_451 = l_848;
let l_849 = l_mut_86 + l_mut_446;
l_mut_435 = l_849;
}
}
}
l_mut_265 = l_mut_452;
l_mut_259 = l_mut_451;
l_mut_209 = l_mut_448;
l_mut_203 = l_mut_447;
l_mut_92 = l_mut_446;
l_mut_86 = l_mut_435;
l_mut_141 = l_mut_428;
l_mut_135 = l_mut_401;
let l_850 = l_mut_395 == u32(1);
l_mut_357 = l_850;
let l_851 = l_mut_395 == u32(0);
l_mut_364 = l_851;
} else {
let l_852 = l_mut_209 - l_mut_141;
let l_853 = l_mut_203 - l_mut_135;
let l_854 = l_mut_209 < l_mut_141;
let l_855 = u32(l_854);
let l_856 = l_853 - l_855;
l_mut_778 = l_852;
l_mut_773 = l_856;
let l_857 = l_mut_141 - l_347;
let l_858 = l_mut_135 - l_351;
let l_859 = l_mut_141 < l_347;
let l_860 = u32(l_859);
let l_861 = l_858 - l_860;
l_mut_778 = l_857;
l_mut_773 = l_861;
l_mut_457 = l_mut_209;
l_mut_452 = l_mut_203;
let l_862 = l_mut_773 < l_mut_203;
let l_863 = l_mut_773 == l_mut_203;
let l_864 = l_mut_778 < l_mut_209;
let l_865 = l_863 && l_864;
let l_866 = l_862 || l_865;
if l_866 {
l_mut_457 = l_mut_778;
l_mut_452 = l_mut_773;
}
l_mut_652 = bool(false);
l_mut_778 = l_mut_457;
l_mut_773 = l_mut_452;
let l_867 = u32(3) >= u32(32);
if l_867 {
let l_868 = u32(3) & u32(31);
let l_869 = l_mut_452 >> l_868;
l_mut_778 = l_869;
l_mut_773 = u32(0);
} else {
let l_870 = u32(3) > u32(0);
if l_870 {
l_mut_451 = l_mut_457;
let l_871 = u32(3) > u32(0);
if l_871 {
let l_872 = l_mut_457 >> u32(3);
let l_873 = l_mut_452 << u32(29);
let l_874 = l_872 | l_873;
l_mut_451 = l_874;
}
let l_875 = l_mut_452 >> u32(3);
l_mut_778 = l_mut_451;
l_mut_773 = l_875;
}
}
let l_876 = l_mut_773 < l_mut_259;
let l_877 = l_mut_773 == l_mut_259;
let l_878 = l_mut_778 < l_mut_265;
let l_879 = l_877 && l_878;
let l_880 = l_876 || l_879;
let l_881 = !l_880;
l_mut_652 = l_881;
l_mut_778 = u32(0);
let l_882 = l_mut_265 | l_mut_259;
let l_883 = l_882 == u32(0);
let l_884 = !l_883;
let l_885 = l_mut_652 && l_884;
let l_886 = l_mut_259 < l_mut_452;
let l_887 = l_mut_259 == l_mut_452;
let l_888 = l_mut_265 < l_mut_457;
let l_889 = l_887 && l_888;
let l_890 = l_886 || l_889;
let l_891 = l_885 && l_890;
let l_892 = l_mut_86 + l_mut_92;
let l_893 = l_892 < l_4;
let l_894 = l_891 && l_893;
if l_894 {
let l_895 = l_4 - l_mut_86;
let l_896 = l_895 - l_mut_92;
let l_897 = l_896 / l_mut_86;
let l_898 = l_mut_457 - u32(1);
let l_899 = l_mut_452 - u32(0);
let l_900 = l_mut_457 < u32(1);
let l_901 = u32(l_900);
let l_902 = l_899 - l_901;
l_mut_773 = l_898;
l_mut_457 = l_902;
l_mut_452 = u32(0);

for (var l_mut_903: u32 = u32(0); l_mut_903 < u32(20); l_mut_903++) {
let l_904 = u32(19) - l_mut_903;
l_mut_451 = l_mut_773;
l_mut_448 = l_mut_457;
let l_905 = l_904 >= u32(32);
if l_905 {
let l_906 = l_904 & u32(31);
let l_907 = l_mut_457 >> l_906;
l_mut_451 = l_907;
l_mut_448 = u32(0);
} else {
let l_908 = l_904 > u32(0);
if l_908 {
l_mut_447 = l_mut_773;
let l_909 = l_904 > u32(0);
if l_909 {
let l_910 = l_mut_773 >> l_904;
let l_911 = u32(32) - l_904;
let l_912 = l_mut_457 << l_911;
let l_913 = l_910 | l_912;
l_mut_447 = l_913;
}
let l_914 = l_mut_457 >> l_904;
l_mut_451 = l_mut_447;
l_mut_448 = l_914;
}
}
let l_915 = l_mut_448 < l_mut_259;
let l_916 = l_mut_448 == l_mut_259;
let l_917 = l_mut_451 < l_mut_265;
let l_918 = l_916 && l_917;
let l_919 = l_915 || l_918;
let l_920 = !l_919;
if l_920 {
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
let l_921 = l_904 >= u32(32);
if l_921 {
let l_922 = l_904 & u32(31);
let l_923 = l_mut_265 << l_922;
l_mut_451 = u32(0);
l_mut_448 = l_923;
} else {
let l_924 = l_904 > u32(0);
if l_924 {
let l_925 = l_mut_265 << l_904;
let l_926 = l_mut_259 << l_904;
let l_927 = u32(32) - l_904;
let l_928 = l_mut_265 >> l_927;
let l_929 = l_926 | l_928;
l_mut_451 = l_925;
l_mut_448 = l_929;
}
}
let l_930 = l_mut_773 - l_mut_451;
let l_931 = l_mut_457 - l_mut_448;
let l_932 = l_mut_773 < l_mut_451;
let l_933 = u32(l_932);
let l_934 = l_931 - l_933;
l_mut_773 = l_930;
l_mut_457 = l_934;
let l_935 = u32(1) << l_904;
l_mut_452 = l_mut_452 | l_935;
}
}
let l_936 = min(l_mut_452, l_897);
l_mut_452 = l_936;
let l_937 = l_mut_457 < l_mut_259;
let l_938 = l_mut_457 == l_mut_259;
let l_939 = l_mut_773 < l_mut_265;
let l_940 = l_938 && l_939;
let l_941 = l_937 || l_940;
let l_942 = !l_941;
if l_942 {
l_mut_452 = l_897;
}
l_mut_778 = l_mut_452;
}
l_mut_773 = l_mut_209;
l_mut_457 = l_mut_203;
l_mut_452 = l_mut_265;
l_mut_451 = l_mut_259;
l_mut_448 = l_mut_86;
l_mut_447 = l_mut_92;
l_mut_446 = l_mut_141;
l_mut_435 = l_mut_135;
l_mut_428 = u32(0);
let l_943 = l_mut_778 > u32(0);
if l_943 {
let l_944 = l_mut_265 * l_mut_778;
let l_1292 = u64(l_mut_265);
let l_1293 = u64(l_mut_778);
let l_1294 = l_1292 * l_1293;
let l_1295 = l_1294 >> u32(bitcast<u64>(u64(32)));
let l_1296 = u32(bitcast<u64>(l_1295));
let l_945 = l_1296;
let l_946 = l_mut_259 * l_mut_778;
let l_947 = l_945 + l_946;
let l_948 = l_mut_141 - l_944;
let l_949 = l_mut_135 - l_947;
let l_950 = l_mut_141 < l_944;
let l_951 = u32(l_950);
let l_952 = l_949 - l_951;
l_mut_446 = l_948;
l_mut_435 = l_952;
let l_953 = l_mut_209 - l_944;
let l_954 = l_mut_203 - l_947;
let l_955 = l_mut_209 < l_944;
let l_956 = u32(l_955);
let l_957 = l_954 - l_956;
l_mut_773 = l_953;
l_mut_457 = l_957;
let l_958 = l_mut_778 * l_mut_86;
let l_959 = l_mut_92 + l_958;
l_mut_447 = l_959;
} else {
let l_960 = l_mut_141 - l_mut_265;
let l_961 = l_mut_135 - l_mut_259;
let l_962 = l_mut_141 < l_mut_265;
let l_963 = u32(l_962);
let l_964 = l_961 - l_963;
l_mut_446 = l_960;
l_mut_435 = l_964;
let l_965 = l_mut_435 < l_351;
let l_966 = l_mut_435 == l_351;
let l_967 = l_mut_446 < l_347;
let l_968 = l_966 && l_967;
let l_969 = l_965 || l_968;
if l_969 {
l_mut_428 = u32(2);
}
let l_970 = l_mut_428 == u32(0);
if l_970 {
let l_971 = l_4 - l_mut_86;
let l_972 = l_971 / l_mut_92;
l_mut_778 = u32(0);
l_mut_652 = bool(false);
l_mut_401 = l_mut_265;
l_mut_395 = l_mut_259;
let l_973 = u32(3) >= u32(32);
if l_973 {
let l_974 = u32(3) & u32(31);
let l_975 = l_mut_259 >> l_974;
l_mut_401 = l_975;
l_mut_395 = u32(0);
} else {
let l_976 = u32(3) > u32(0);
if l_976 {
l_mut_389 = l_mut_265;
let l_977 = u32(3) > u32(0);
if l_977 {
let l_978 = l_mut_265 >> u32(3);
let l_979 = l_mut_259 << u32(29);
let l_980 = l_978 | l_979;
l_mut_389 = l_980;
}
let l_981 = l_mut_259 >> u32(3);
l_mut_401 = l_mut_389;
l_mut_395 = l_981;
}
}
let l_982 = l_mut_395 < l_mut_203;
let l_983 = l_mut_395 == l_mut_203;
let l_984 = l_mut_401 < l_mut_209;
let l_985 = l_983 && l_984;
let l_986 = l_982 || l_985;
let l_987 = !l_986;
l_mut_652 = l_987;
let l_988 = l_mut_209 | l_mut_203;
let l_989 = l_988 == u32(0);
if l_989 {
l_mut_778 = l_972;
} else {
if l_mut_652 {
let l_990 = l_mut_203 < l_mut_259;
let l_991 = l_mut_203 == l_mut_259;
let l_992 = l_mut_209 < l_mut_265;
let l_993 = l_991 && l_992;
let l_994 = l_990 || l_993;
if l_994 {
let l_995 = l_mut_265 - u32(1);
let l_996 = l_mut_259 - u32(0);
let l_997 = l_mut_265 < u32(1);
let l_998 = u32(l_997);
let l_999 = l_996 - l_998;
l_mut_401 = l_995;
l_mut_395 = l_999;
l_mut_389 = u32(0);

for (var l_mut_1000: u32 = u32(0); l_mut_1000 < u32(20); l_mut_1000++) {
let l_1001 = u32(19) - l_mut_1000;
l_mut_80 = l_mut_401;
l_mut_65 = l_mut_395;
let l_1002 = l_1001 >= u32(32);
if l_1002 {
let l_1003 = l_1001 & u32(31);
let l_1004 = l_mut_395 >> l_1003;
l_mut_80 = l_1004;
l_mut_65 = u32(0);
} else {
let l_1005 = l_1001 > u32(0);
if l_1005 {
l_mut_30 = l_mut_401;
let l_1006 = l_1001 > u32(0);
if l_1006 {
let l_1007 = l_mut_401 >> l_1001;
let l_1008 = u32(32) - l_1001;
let l_1009 = l_mut_395 << l_1008;
let l_1010 = l_1007 | l_1009;
l_mut_30 = l_1010;
}
let l_1011 = l_mut_395 >> l_1001;
l_mut_80 = l_mut_30;
l_mut_65 = l_1011;
}
}
let l_1012 = l_mut_65 < l_mut_203;
let l_1013 = l_mut_65 == l_mut_203;
let l_1014 = l_mut_80 < l_mut_209;
let l_1015 = l_1013 && l_1014;
let l_1016 = l_1012 || l_1015;
let l_1017 = !l_1016;
if l_1017 {
l_mut_80 = l_mut_209;
l_mut_65 = l_mut_203;
let l_1018 = l_1001 >= u32(32);
if l_1018 {
let l_1019 = l_1001 & u32(31);
let l_1020 = l_mut_209 << l_1019;
l_mut_80 = u32(0);
l_mut_65 = l_1020;
} else {
let l_1021 = l_1001 > u32(0);
if l_1021 {
let l_1022 = l_mut_209 << l_1001;
let l_1023 = l_mut_203 << l_1001;
let l_1024 = u32(32) - l_1001;
let l_1025 = l_mut_209 >> l_1024;
let l_1026 = l_1023 | l_1025;
l_mut_80 = l_1022;
l_mut_65 = l_1026;
}
}
let l_1027 = l_mut_401 - l_mut_80;
let l_1028 = l_mut_395 - l_mut_65;
let l_1029 = l_mut_401 < l_mut_80;
let l_1030 = u32(l_1029);
let l_1031 = l_1028 - l_1030;
l_mut_401 = l_1027;
l_mut_395 = l_1031;
let l_1032 = u32(1) << l_1001;
l_mut_389 = l_mut_389 | l_1032;
}
}
let l_1033 = min(l_mut_389, l_972);
l_mut_389 = l_1033;
let l_1034 = l_mut_395 < l_mut_203;
let l_1035 = l_mut_395 == l_mut_203;
let l_1036 = l_mut_401 < l_mut_209;
let l_1037 = l_1035 && l_1036;
let l_1038 = l_1034 || l_1037;
let l_1039 = !l_1038;
if l_1039 {
l_mut_389 = l_972;
}
l_mut_778 = l_mut_389;
}
} else {
l_mut_401 = l_mut_265;
l_mut_395 = l_mut_259;
loop {
let l_1040 = l_mut_203 < l_mut_395;
let l_1041 = l_mut_203 == l_mut_395;
let l_1042 = l_mut_209 < l_mut_401;
let l_1043 = l_1041 && l_1042;
let l_1044 = l_1040 || l_1043;
let l_1045 = l_mut_778 * l_mut_92;
let l_1046 = l_mut_86 + l_1045;
let l_1047 = l_1046 + l_mut_92;
let l_1048 = l_1047 < l_4;
let l_1049 = l_1044 && l_1048;
let l_1050 = !l_1049;
if l_1050 {
break;
}
let l_1051 = l_mut_401 - l_mut_209;
let l_1052 = l_mut_395 - l_mut_203;
let l_1053 = l_mut_401 < l_mut_209;
let l_1054 = u32(l_1053);
let l_1055 = l_1052 - l_1054;
l_mut_401 = l_1051;
l_mut_395 = l_1055;
l_mut_778 = l_mut_778 + u32(1);
}
}
}
let l_1056 = l_mut_778 * l_mut_92;
let l_1057 = l_mut_86 + l_1056;
let l_1058 = l_1057 + l_mut_92;
let l_1059 = l_1058 >= l_4;
if l_1059 {
l_mut_428 = u32(1);
} else {
let l_1060 = l_mut_209 * l_mut_778;
let l_1297 = u64(l_mut_209);
let l_1298 = u64(l_mut_778);
let l_1299 = l_1297 * l_1298;
let l_1300 = l_1299 >> u32(bitcast<u64>(u64(32)));
let l_1301 = u32(bitcast<u64>(l_1300));
let l_1061 = l_1301;
let l_1062 = l_mut_203 * l_mut_778;
let l_1063 = l_1061 + l_1062;
let l_1064 = l_mut_265 - l_1060;
let l_1065 = l_mut_259 - l_1063;
let l_1066 = l_mut_265 < l_1060;
let l_1067 = u32(l_1066);
let l_1068 = l_1065 - l_1067;
l_mut_452 = l_1064;
l_mut_451 = l_1068;
let l_1069 = l_mut_778 * l_mut_92;
let l_1070 = l_mut_86 + l_1069;
l_mut_448 = l_1070;
let l_1071 = l_mut_209 - l_mut_452;
let l_1072 = l_mut_203 - l_mut_451;
let l_1073 = l_mut_209 < l_mut_452;
let l_1074 = u32(l_1073);
let l_1075 = l_1072 - l_1074;
l_mut_773 = l_1071;
l_mut_457 = l_1075;
let l_1076 = l_mut_92 + l_mut_448;
l_mut_447 = l_1076;
}
}
}
l_mut_265 = l_mut_452;
l_mut_259 = l_mut_451;
l_mut_209 = l_mut_773;
l_mut_203 = l_mut_457;
l_mut_92 = l_mut_447;
l_mut_86 = l_mut_448;
l_mut_141 = l_mut_446;
l_mut_135 = l_mut_435;
let l_1077 = l_mut_428 == u32(1);
l_mut_357 = l_1077;
let l_1078 = l_mut_428 == u32(0);
l_mut_364 = l_1078;
}
}
let l_1079 = !l_mut_357;
if l_1079 {
let l_1302 = info.static_meta[u32(5)];
let l_1303 = l_1302 * u32(1);
let l_1304 = l_1303 - u32(1);
let l_1305 = min(u32(0), l_1304);
let l_1306 = &buffer_5_global[l_1305];
let l_1080 = l_1306;
let l_1081 = atomicAdd(l_1080, u32(1));let l_1082 = info.static_meta[u32(10)];
let l_1083 = l_1081 < l_1082;
if l_1083 {
let l_1307 = info.static_meta[u32(4)];
let l_1308 = l_1307 * u32(1);
let l_1309 = l_1081 < l_1308;
if l_1309 {
buffer_4_global[l_1081] = id;
}
}
}
}
}
