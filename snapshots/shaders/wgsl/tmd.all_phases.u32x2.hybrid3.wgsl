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

var l_mut_102: u32;
var l_mut_187: u32;
var l_mut_188: u32;
var l_mut_189: u32;
var l_mut_190: bool;
var l_mut_197: bool;
var l_mut_200: bool;
var l_mut_207: u32;
var l_mut_208: bool;
var l_mut_209: u32;
var l_mut_210: u32;
var l_mut_215: u32;
var l_mut_241: u32;
var l_mut_242: u32;
var l_mut_247: u32;
var l_mut_40: u32;
var l_mut_690: u32;
var l_mut_691: u32;
var l_mut_696: u32;
var l_mut_75: u32;
var l_mut_90: u32;
var l_mut_96: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1126 = info.static_meta[u32(5)];
let l_1127 = l_1126 * u32(1);
let l_1128 = l_1127 - u32(1);
let l_1129 = min(u32(3), l_1128);
let l_1130 = &buffer_5_global[l_1129];
let l_1 = l_1130;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_1042 = info.static_meta[u32(3)];
let l_1043 = l_1042 * u32(1);
let l_1044 = l_3 < l_1043;
let l_1045 = l_1043 - u32(1);
let l_1046 = min(l_3, l_1045);
let l_1047 = buffer_3_global[l_1046];
let l_1048 = select(u32(0), l_1047, l_1044);
let l_4 = l_1048;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_1049 = info.static_meta[u32(3)];
let l_1050 = l_1049 * u32(1);
let l_1051 = l_6 < l_1050;
let l_1052 = l_1050 - u32(1);
let l_1053 = min(l_6, l_1052);
let l_1054 = buffer_3_global[l_1053];
let l_1055 = select(u32(0), l_1054, l_1051);
let l_7 = l_1055;
let l_8 = u32(2) * u32(1);
let l_1056 = info.static_meta[u32(3)];
let l_1057 = l_1056 * u32(1);
let l_1058 = l_8 < l_1057;
let l_1059 = l_1057 - u32(1);
let l_1060 = min(l_8, l_1059);
let l_1061 = buffer_3_global[l_1060];
let l_1062 = select(u32(0), l_1061, l_1058);
let l_9 = l_1062;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_1063 = info.static_meta[u32(3)];
let l_1064 = l_1063 * u32(1);
let l_1065 = l_11 < l_1064;
let l_1066 = l_1064 - u32(1);
let l_1067 = min(l_11, l_1066);
let l_1068 = buffer_3_global[l_1067];
let l_1069 = select(u32(0), l_1068, l_1065);
let l_12 = l_1069;
let l_13 = u32(2) * u32(2);
let l_1070 = info.static_meta[u32(3)];
let l_1071 = l_1070 * u32(1);
let l_1072 = l_13 < l_1071;
let l_1073 = l_1071 - u32(1);
let l_1074 = min(l_13, l_1073);
let l_1075 = buffer_3_global[l_1074];
let l_1076 = select(u32(0), l_1075, l_1072);
let l_14 = l_1076;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_1077 = info.static_meta[u32(3)];
let l_1078 = l_1077 * u32(1);
let l_1079 = l_16 < l_1078;
let l_1080 = l_1078 - u32(1);
let l_1081 = min(l_16, l_1080);
let l_1082 = buffer_3_global[l_1081];
let l_1083 = select(u32(0), l_1082, l_1079);
let l_17 = l_1083;
let l_18 = u32(2) * u32(3);
let l_1084 = info.static_meta[u32(3)];
let l_1085 = l_1084 * u32(1);
let l_1086 = l_18 < l_1085;
let l_1087 = l_1085 - u32(1);
let l_1088 = min(l_18, l_1087);
let l_1089 = buffer_3_global[l_1088];
let l_1090 = select(u32(0), l_1089, l_1086);
let l_19 = l_1090;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_1091 = info.static_meta[u32(3)];
let l_1092 = l_1091 * u32(1);
let l_1093 = l_21 < l_1092;
let l_1094 = l_1092 - u32(1);
let l_1095 = min(l_21, l_1094);
let l_1096 = buffer_3_global[l_1095];
let l_1097 = select(u32(0), l_1096, l_1093);
let l_22 = l_1097;
let l_23 = u32(2) * u32(4);
let l_1098 = info.static_meta[u32(3)];
let l_1099 = l_1098 * u32(1);
let l_1100 = l_23 < l_1099;
let l_1101 = l_1099 - u32(1);
let l_1102 = min(l_23, l_1101);
let l_1103 = buffer_3_global[l_1102];
let l_1104 = select(u32(0), l_1103, l_1100);
let l_24 = l_1104;
let l_25 = u32(2) * u32(4);
let l_26 = l_25 + u32(1);
let l_1105 = info.static_meta[u32(3)];
let l_1106 = l_1105 * u32(1);
let l_1107 = l_26 < l_1106;
let l_1108 = l_1106 - u32(1);
let l_1109 = min(l_26, l_1108);
let l_1110 = buffer_3_global[l_1109];
let l_1111 = select(u32(0), l_1110, l_1107);
let l_27 = l_1111;
let l_28 = u32(2) * u32(5);
let l_1112 = info.static_meta[u32(3)];
let l_1113 = l_1112 * u32(1);
let l_1114 = l_28 < l_1113;
let l_1115 = l_1113 - u32(1);
let l_1116 = min(l_28, l_1115);
let l_1117 = buffer_3_global[l_1116];
let l_1118 = select(u32(0), l_1117, l_1114);
let l_29 = l_1118;
let l_30 = u32(2) * u32(5);
let l_31 = l_30 + u32(1);
let l_1119 = info.static_meta[u32(3)];
let l_1120 = l_1119 * u32(1);
let l_1121 = l_31 < l_1120;
let l_1122 = l_1120 - u32(1);
let l_1123 = min(l_31, l_1122);
let l_1124 = buffer_3_global[l_1123];
let l_1125 = select(u32(0), l_1124, l_1121);
let l_32 = l_1125;
let l_33 = u32(2) * id;
let l_34 = info.static_meta[u32(6)];
let l_35 = l_33 < l_34;
let l_36 = id * l_4;
let l_1131 = u64(id);
let l_1132 = u64(l_4);
let l_1133 = l_1131 * l_1132;
let l_1134 = l_1133 >> u32(bitcast<u64>(u64(32)));
let l_1135 = u32(bitcast<u64>(l_1134));
let l_37 = l_1135;
let l_38 = u32(0) * l_4;
let l_39 = l_37 + l_38;
l_mut_40 = u32(0);
let l_41 = l_39 < l_32;
let l_42 = l_39 == l_32;
let l_43 = l_36 < l_29;
let l_44 = l_42 && l_43;
let l_45 = l_41 || l_44;
if l_45 {
let l_46 = l_29 - l_36;
let l_47 = l_32 - l_39;
let l_48 = l_29 < l_36;
let l_49 = u32(l_48);
let l_50 = l_47 - l_49;
l_mut_40 = l_4;
let l_51 = l_50 < u32(0);
let l_52 = l_50 == u32(0);
let l_53 = l_46 < l_4;
let l_54 = l_52 && l_53;
let l_55 = l_51 || l_54;
if l_55 {
l_mut_40 = l_46;
}
}
let l_56 = select(u32(0), l_mut_40, l_35);
let l_57 = l_56 > u32(0);
if l_57 {
let l_58 = u32(2) * id;
let l_1136 = info.static_meta[u32(0)];
let l_1137 = l_1136 * u32(1);
let l_1138 = l_58 < l_1137;
let l_1139 = l_1137 - u32(1);
let l_1140 = min(l_58, l_1139);
let l_1141 = buffer_0_global[l_1140];
let l_1142 = select(u32(0), l_1141, l_1138);
let l_59 = l_1142;
let l_60 = u32(2) * id;
let l_61 = l_60 + u32(1);
let l_1143 = info.static_meta[u32(0)];
let l_1144 = l_1143 * u32(1);
let l_1145 = l_61 < l_1144;
let l_1146 = l_1144 - u32(1);
let l_1147 = min(l_61, l_1146);
let l_1148 = buffer_0_global[l_1147];
let l_1149 = select(u32(0), l_1148, l_1145);
let l_62 = l_1149;
let l_63 = u32(2) * id;
let l_1150 = info.static_meta[u32(1)];
let l_1151 = l_1150 * u32(1);
let l_1152 = l_63 < l_1151;
let l_1153 = l_1151 - u32(1);
let l_1154 = min(l_63, l_1153);
let l_1155 = buffer_1_global[l_1154];
let l_1156 = select(u32(0), l_1155, l_1152);
let l_64 = l_1156;
let l_65 = u32(2) * id;
let l_66 = l_65 + u32(1);
let l_1157 = info.static_meta[u32(1)];
let l_1158 = l_1157 * u32(1);
let l_1159 = l_66 < l_1158;
let l_1160 = l_1158 - u32(1);
let l_1161 = min(l_66, l_1160);
let l_1162 = buffer_1_global[l_1161];
let l_1163 = select(u32(0), l_1162, l_1159);
let l_67 = l_1163;
let l_68 = u32(2) * id;
let l_1164 = info.static_meta[u32(2)];
let l_1165 = l_1164 * u32(1);
let l_1166 = l_68 < l_1165;
let l_1167 = l_1165 - u32(1);
let l_1168 = min(l_68, l_1167);
let l_1169 = buffer_2_global[l_1168];
let l_1170 = select(u32(0), l_1169, l_1166);
let l_69 = l_1170;
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_1171 = info.static_meta[u32(2)];
let l_1172 = l_1171 * u32(1);
let l_1173 = l_71 < l_1172;
let l_1174 = l_1172 - u32(1);
let l_1175 = min(l_71, l_1174);
let l_1176 = buffer_2_global[l_1175];
let l_1177 = select(u32(0), l_1176, l_1173);
let l_72 = l_1177;
let l_73 = l_72 >> u32(31);
let l_74 = l_73 == u32(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if l_74 {
let l_76 = u32(0) - l_69;
let l_77 = u32(0) - l_72;
let l_78 = u32(0) < l_69;
let l_79 = u32(l_78);
let l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
let l_81 = l_mut_40 * l_4;
let l_82 = l_mut_75 * l_4;
let l_1178 = u64(l_mut_40);
let l_1179 = u64(l_4);
let l_1180 = l_1178 * l_1179;
let l_1181 = l_1180 >> u32(bitcast<u64>(u64(32)));
let l_1182 = u32(bitcast<u64>(l_1181));
let l_83 = l_1182;
let l_84 = l_83 + l_82;
let l_1183 = u64(l_mut_75);
let l_1184 = u64(l_4);
let l_1185 = l_1183 * l_1184;
let l_1186 = l_1185 >> u32(bitcast<u64>(u64(32)));
let l_1187 = u32(bitcast<u64>(l_1186));
let l_85 = l_1187;
let l_86 = l_84 < l_82;
let l_87 = u32(l_86);
let l_88 = l_85 + l_87;
let l_89 = l_9 % u32(32);
l_mut_90 = l_81;
let l_91 = l_89 > u32(0);
if l_91 {
let l_92 = l_81 >> l_89;
let l_93 = u32(32) - l_89;
let l_94 = l_84 << l_93;
let l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
let l_97 = l_89 > u32(0);
if l_97 {
let l_98 = l_84 >> l_89;
let l_99 = u32(32) - l_89;
let l_100 = l_88 << l_99;
let l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
let l_103 = l_9 >= u32(64);
if l_103 {
l_mut_102 = l_88;
l_mut_90 = u32(0);
} else {
let l_104 = l_9 >= u32(32);
if l_104 {
l_mut_96 = l_84;
let l_105 = l_89 > u32(0);
if l_105 {
let l_106 = l_84 >> l_89;
let l_107 = u32(32) - l_89;
let l_108 = l_88 << l_107;
let l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
let l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if l_74 {
let l_111 = u32(0) - l_mut_96;
let l_112 = u32(0) - l_mut_102;
let l_113 = u32(0) < l_mut_96;
let l_114 = u32(l_113);
let l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
let l_116 = l_59 + l_mut_96;
let l_117 = l_62 + l_mut_102;
let l_118 = l_116 < l_59;
let l_119 = u32(l_118);
let l_120 = l_117 + l_119;
let l_121 = l_4 * l_4;
let l_122 = l_9 + u32(3);
let l_123 = l_72 >> u32(31);
let l_124 = l_123 == u32(1);
l_mut_102 = l_69;
l_mut_96 = l_72;
if l_124 {
let l_125 = u32(0) - l_69;
let l_126 = u32(0) - l_72;
let l_127 = u32(0) < l_69;
let l_128 = u32(l_127);
let l_129 = l_126 - l_128;
l_mut_102 = l_125;
l_mut_96 = l_129;
}
let l_130 = l_mut_102 * l_121;
let l_131 = l_mut_96 * l_121;
let l_1188 = u64(l_mut_102);
let l_1189 = u64(l_121);
let l_1190 = l_1188 * l_1189;
let l_1191 = l_1190 >> u32(bitcast<u64>(u64(32)));
let l_1192 = u32(bitcast<u64>(l_1191));
let l_132 = l_1192;
let l_133 = l_132 + l_131;
let l_1193 = u64(l_mut_96);
let l_1194 = u64(l_121);
let l_1195 = l_1193 * l_1194;
let l_1196 = l_1195 >> u32(bitcast<u64>(u64(32)));
let l_1197 = u32(bitcast<u64>(l_1196));
let l_134 = l_1197;
let l_135 = l_133 < l_131;
let l_136 = u32(l_135);
let l_137 = l_134 + l_136;
let l_138 = l_122 % u32(32);
l_mut_90 = l_130;
let l_139 = l_138 > u32(0);
if l_139 {
let l_140 = l_130 >> l_138;
let l_141 = u32(32) - l_138;
let l_142 = l_133 << l_141;
let l_143 = l_140 | l_142;
l_mut_90 = l_143;
}
l_mut_75 = l_133;
let l_144 = l_138 > u32(0);
if l_144 {
let l_145 = l_133 >> l_138;
let l_146 = u32(32) - l_138;
let l_147 = l_137 << l_146;
let l_148 = l_145 | l_147;
l_mut_75 = l_148;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
let l_149 = l_122 >= u32(64);
if l_149 {
l_mut_40 = l_137;
l_mut_90 = u32(0);
} else {
let l_150 = l_122 >= u32(32);
if l_150 {
l_mut_75 = l_133;
let l_151 = l_138 > u32(0);
if l_151 {
let l_152 = l_133 >> l_138;
let l_153 = u32(32) - l_138;
let l_154 = l_137 << l_153;
let l_155 = l_152 | l_154;
l_mut_75 = l_155;
}
let l_156 = l_137 >> l_138;
l_mut_40 = l_mut_75;
l_mut_90 = l_156;
}
}
l_mut_102 = l_mut_40;
l_mut_96 = l_mut_90;
if l_124 {
let l_157 = u32(0) - l_mut_102;
let l_158 = u32(0) - l_mut_96;
let l_159 = u32(0) < l_mut_102;
let l_160 = u32(l_159);
let l_161 = l_158 - l_160;
l_mut_102 = l_157;
l_mut_96 = l_161;
}
let l_162 = l_64 - l_mut_102;
let l_163 = l_67 - l_mut_96;
let l_164 = l_64 < l_mut_102;
let l_165 = u32(l_164);
let l_166 = l_163 - l_165;
let l_167 = l_162 + l_14;
let l_168 = l_166 + l_17;
let l_169 = l_167 < l_162;
let l_170 = u32(l_169);
let l_171 = l_168 + l_170;
let l_172 = u32(0) - l_116;
let l_173 = u32(0) - l_120;
let l_174 = u32(0) < l_116;
let l_175 = u32(l_174);
let l_176 = l_173 - l_175;
let l_177 = l_14 + l_14;
let l_178 = l_17 + l_17;
let l_179 = l_177 < l_14;
let l_180 = u32(l_179);
let l_181 = l_178 + l_180;
l_mut_102 = l_172;
l_mut_96 = l_176;
let l_182 = u32(0) - l_172;
let l_183 = u32(0) - l_176;
let l_184 = u32(0) < l_172;
let l_185 = u32(l_184);
let l_186 = l_183 - l_185;
l_mut_90 = l_182;
l_mut_75 = l_186;
l_mut_40 = l_167;
l_mut_187 = l_171;
l_mut_188 = u32(1);
l_mut_189 = u32(1);
l_mut_190 = bool(false);
let l_191 = l_mut_187 < l_181;
let l_192 = l_mut_187 == l_181;
let l_193 = l_mut_40 < l_177;
let l_194 = l_192 && l_193;
let l_195 = l_191 || l_194;
let l_196 = !l_195;
l_mut_197 = l_196;
let l_198 = l_172 | l_176;
let l_199 = l_198 == u32(0);
if l_199 {
l_mut_190 = l_mut_197;
l_mut_197 = bool(false);
}
l_mut_200 = bool(false);
loop {
let l_201 = !l_mut_197;
if l_201 {
break;
}
let l_202 = l_mut_187 < l_mut_96;
let l_203 = l_mut_187 == l_mut_96;
let l_204 = l_mut_40 < l_mut_102;
let l_205 = l_203 && l_204;
let l_206 = l_202 || l_205;
if l_206 {
l_mut_207 = u32(0);
l_mut_208 = bool(false);
l_mut_209 = l_mut_90;
l_mut_210 = l_mut_75;
let l_211 = u32(3) >= u32(32);
if l_211 {
let l_212 = u32(3) & u32(31);
let l_213 = l_mut_75 >> l_212;
l_mut_209 = l_213;
l_mut_210 = u32(0);
} else {
let l_214 = u32(3) > u32(0);
if l_214 {
l_mut_215 = l_mut_90;
let l_216 = u32(3) > u32(0);
if l_216 {
let l_217 = l_mut_90 >> u32(3);
let l_218 = l_mut_75 << u32(29);
let l_219 = l_217 | l_218;
l_mut_215 = l_219;
}
let l_220 = l_mut_75 >> u32(3);
l_mut_209 = l_mut_215;
l_mut_210 = l_220;
}
}
let l_221 = l_mut_210 < l_mut_96;
let l_222 = l_mut_210 == l_mut_96;
let l_223 = l_mut_209 < l_mut_102;
let l_224 = l_222 && l_223;
let l_225 = l_221 || l_224;
let l_226 = !l_225;
l_mut_208 = l_226;
let l_227 = l_mut_102 | l_mut_96;
let l_228 = l_227 == u32(0);
if l_228 {
l_mut_207 = l_4;
} else {
if l_mut_208 {
let l_229 = l_mut_96 < l_mut_75;
let l_230 = l_mut_96 == l_mut_75;
let l_231 = l_mut_102 < l_mut_90;
let l_232 = l_230 && l_231;
let l_233 = l_229 || l_232;
if l_233 {
let l_234 = l_mut_90 - u32(1);
let l_235 = l_mut_75 - u32(0);
let l_236 = l_mut_90 < u32(1);
let l_237 = u32(l_236);
let l_238 = l_235 - l_237;
l_mut_215 = l_234;
l_mut_210 = l_238;
l_mut_209 = u32(0);

for (var l_mut_239: u32 = u32(0); l_mut_239 < u32(16); l_mut_239++) {
let l_240 = u32(15) - l_mut_239;
l_mut_241 = l_mut_215;
l_mut_242 = l_mut_210;
let l_243 = l_240 >= u32(32);
if l_243 {
let l_244 = l_240 & u32(31);
let l_245 = l_mut_210 >> l_244;
l_mut_241 = l_245;
l_mut_242 = u32(0);
} else {
let l_246 = l_240 > u32(0);
if l_246 {
l_mut_247 = l_mut_215;
let l_248 = l_240 > u32(0);
if l_248 {
let l_249 = l_mut_215 >> l_240;
let l_250 = u32(32) - l_240;
let l_251 = l_mut_210 << l_250;
let l_252 = l_249 | l_251;
l_mut_247 = l_252;
}
let l_253 = l_mut_210 >> l_240;
l_mut_241 = l_mut_247;
l_mut_242 = l_253;
}
}
let l_254 = l_mut_242 < l_mut_96;
let l_255 = l_mut_242 == l_mut_96;
let l_256 = l_mut_241 < l_mut_102;
let l_257 = l_255 && l_256;
let l_258 = l_254 || l_257;
let l_259 = !l_258;
if l_259 {
l_mut_247 = l_mut_102;
l_mut_242 = l_mut_96;
let l_260 = l_240 >= u32(32);
if l_260 {
let l_261 = l_240 & u32(31);
let l_262 = l_mut_102 << l_261;
l_mut_247 = u32(0);
l_mut_242 = l_262;
} else {
let l_263 = l_240 > u32(0);
if l_263 {
let l_264 = l_mut_102 << l_240;
let l_265 = l_mut_96 << l_240;
let l_266 = u32(32) - l_240;
let l_267 = l_mut_102 >> l_266;
let l_268 = l_265 | l_267;
l_mut_247 = l_264;
l_mut_242 = l_268;
}
}
let l_269 = l_mut_215 - l_mut_247;
let l_270 = l_mut_210 - l_mut_242;
let l_271 = l_mut_215 < l_mut_247;
let l_272 = u32(l_271);
let l_273 = l_270 - l_272;
l_mut_215 = l_269;
l_mut_210 = l_273;
let l_274 = u32(1) << l_240;
l_mut_209 = l_mut_209 | l_274;
}
}
let l_275 = min(l_mut_209, l_4);
l_mut_247 = l_275;
let l_276 = l_mut_210 < l_mut_96;
let l_277 = l_mut_210 == l_mut_96;
let l_278 = l_mut_215 < l_mut_102;
let l_279 = l_277 && l_278;
let l_280 = l_276 || l_279;
let l_281 = !l_280;
if l_281 {
l_mut_247 = l_4;
}
l_mut_207 = l_mut_247;
}
} else {
l_mut_247 = l_mut_90;
l_mut_242 = l_mut_75;
loop {
let l_282 = l_mut_96 < l_mut_242;
let l_283 = l_mut_96 == l_mut_242;
let l_284 = l_mut_102 < l_mut_247;
let l_285 = l_283 && l_284;
let l_286 = l_282 || l_285;
let l_287 = l_mut_207 * l_mut_189;
let l_288 = l_mut_188 + l_287;
let l_289 = l_288 + l_mut_189;
let l_290 = l_289 < l_4;
let l_291 = l_286 && l_290;
let l_292 = !l_291;
if l_292 {
break;
}
let l_293 = l_mut_247 - l_mut_102;
let l_294 = l_mut_242 - l_mut_96;
let l_295 = l_mut_247 < l_mut_102;
let l_296 = u32(l_295);
let l_297 = l_294 - l_296;
l_mut_247 = l_293;
l_mut_242 = l_297;
l_mut_207 = l_mut_207 + u32(1);
}
}
}
let l_298 = l_mut_207 * l_mut_189;
let l_299 = l_mut_188 + l_298;
let l_300 = l_299 + l_mut_189;
let l_301 = l_300 >= l_4;
if l_301 {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
let l_302 = l_mut_102 * l_mut_207;
let l_1198 = u64(l_mut_102);
let l_1199 = u64(l_mut_207);
let l_1200 = l_1198 * l_1199;
let l_1201 = l_1200 >> u32(bitcast<u64>(u64(32)));
let l_1202 = u32(bitcast<u64>(l_1201));
let l_303 = l_1202;
let l_304 = l_mut_96 * l_mut_207;
let l_305 = l_303 + l_304;
let l_306 = l_mut_90 - l_302;
let l_307 = l_mut_75 - l_305;
let l_308 = l_mut_90 < l_302;
let l_309 = u32(l_308);
let l_310 = l_307 - l_309;
l_mut_90 = l_306;
l_mut_75 = l_310;
let l_311 = l_mut_207 * l_mut_189;
l_mut_188 = l_mut_188 + l_311;
let l_312 = l_mut_102 - l_mut_90;
let l_313 = l_mut_96 - l_mut_75;
let l_314 = l_mut_102 < l_mut_90;
let l_315 = u32(l_314);
let l_316 = l_313 - l_315;
l_mut_102 = l_312;
l_mut_96 = l_316;
l_mut_189 = l_mut_189 + l_mut_188;
}
} else {
let l_317 = l_mut_40 - l_mut_102;
let l_318 = l_mut_187 - l_mut_96;
let l_319 = l_mut_40 < l_mut_102;
let l_320 = u32(l_319);
let l_321 = l_318 - l_320;
l_mut_40 = l_317;
l_mut_187 = l_321;
let l_322 = l_mut_187 < l_181;
let l_323 = l_mut_187 == l_181;
let l_324 = l_mut_40 < l_177;
let l_325 = l_323 && l_324;
let l_326 = l_322 || l_325;
if l_326 {
l_mut_197 = bool(false);
} else {
l_mut_247 = u32(0);
l_mut_208 = bool(false);
l_mut_242 = l_mut_102;
l_mut_241 = l_mut_96;
let l_327 = u32(3) >= u32(32);
if l_327 {
let l_328 = u32(3) & u32(31);
let l_329 = l_mut_96 >> l_328;
l_mut_242 = l_329;
l_mut_241 = u32(0);
} else {
let l_330 = u32(3) > u32(0);
if l_330 {
l_mut_215 = l_mut_102;
let l_331 = u32(3) > u32(0);
if l_331 {
let l_332 = l_mut_102 >> u32(3);
let l_333 = l_mut_96 << u32(29);
let l_334 = l_332 | l_333;
l_mut_215 = l_334;
}
let l_335 = l_mut_96 >> u32(3);
l_mut_242 = l_mut_215;
l_mut_241 = l_335;
}
}
let l_336 = l_mut_241 < l_mut_75;
let l_337 = l_mut_241 == l_mut_75;
let l_338 = l_mut_242 < l_mut_90;
let l_339 = l_337 && l_338;
let l_340 = l_336 || l_339;
let l_341 = !l_340;
l_mut_208 = l_341;
let l_342 = l_mut_90 | l_mut_75;
let l_343 = l_342 == u32(0);
if l_343 {
l_mut_247 = l_4;
} else {
if l_mut_208 {
let l_344 = l_mut_75 < l_mut_96;
let l_345 = l_mut_75 == l_mut_96;
let l_346 = l_mut_90 < l_mut_102;
let l_347 = l_345 && l_346;
let l_348 = l_344 || l_347;
if l_348 {
let l_349 = l_mut_102 - u32(1);
let l_350 = l_mut_96 - u32(0);
let l_351 = l_mut_102 < u32(1);
let l_352 = u32(l_351);
let l_353 = l_350 - l_352;
l_mut_242 = l_349;
l_mut_241 = l_353;
l_mut_215 = u32(0);

for (var l_mut_354: u32 = u32(0); l_mut_354 < u32(16); l_mut_354++) {
let l_355 = u32(15) - l_mut_354;
l_mut_210 = l_mut_242;
l_mut_209 = l_mut_241;
let l_356 = l_355 >= u32(32);
if l_356 {
let l_357 = l_355 & u32(31);
let l_358 = l_mut_241 >> l_357;
l_mut_210 = l_358;
l_mut_209 = u32(0);
} else {
let l_359 = l_355 > u32(0);
if l_359 {
l_mut_207 = l_mut_242;
let l_360 = l_355 > u32(0);
if l_360 {
let l_361 = l_mut_242 >> l_355;
let l_362 = u32(32) - l_355;
let l_363 = l_mut_241 << l_362;
let l_364 = l_361 | l_363;
l_mut_207 = l_364;
}
let l_365 = l_mut_241 >> l_355;
l_mut_210 = l_mut_207;
l_mut_209 = l_365;
}
}
let l_366 = l_mut_209 < l_mut_75;
let l_367 = l_mut_209 == l_mut_75;
let l_368 = l_mut_210 < l_mut_90;
let l_369 = l_367 && l_368;
let l_370 = l_366 || l_369;
let l_371 = !l_370;
if l_371 {
l_mut_210 = l_mut_90;
l_mut_209 = l_mut_75;
let l_372 = l_355 >= u32(32);
if l_372 {
let l_373 = l_355 & u32(31);
let l_374 = l_mut_90 << l_373;
l_mut_210 = u32(0);
l_mut_209 = l_374;
} else {
let l_375 = l_355 > u32(0);
if l_375 {
let l_376 = l_mut_90 << l_355;
let l_377 = l_mut_75 << l_355;
let l_378 = u32(32) - l_355;
let l_379 = l_mut_90 >> l_378;
let l_380 = l_377 | l_379;
l_mut_210 = l_376;
l_mut_209 = l_380;
}
}
let l_381 = l_mut_242 - l_mut_210;
let l_382 = l_mut_241 - l_mut_209;
let l_383 = l_mut_242 < l_mut_210;
let l_384 = u32(l_383);
let l_385 = l_382 - l_384;
l_mut_242 = l_381;
l_mut_241 = l_385;
let l_386 = u32(1) << l_355;
l_mut_215 = l_mut_215 | l_386;
}
}
let l_387 = min(l_mut_215, l_4);
l_mut_215 = l_387;
let l_388 = l_mut_241 < l_mut_75;
let l_389 = l_mut_241 == l_mut_75;
let l_390 = l_mut_242 < l_mut_90;
let l_391 = l_389 && l_390;
let l_392 = l_388 || l_391;
let l_393 = !l_392;
if l_393 {
l_mut_215 = l_4;
}
l_mut_247 = l_mut_215;
}
} else {
l_mut_242 = l_mut_102;
l_mut_241 = l_mut_96;
loop {
let l_394 = l_mut_75 < l_mut_241;
let l_395 = l_mut_75 == l_mut_241;
let l_396 = l_mut_90 < l_mut_242;
let l_397 = l_395 && l_396;
let l_398 = l_394 || l_397;
let l_399 = l_mut_247 * l_mut_188;
let l_400 = l_mut_189 + l_399;
let l_401 = l_400 + l_mut_188;
let l_402 = l_401 < l_4;
let l_403 = l_398 && l_402;
let l_404 = !l_403;
if l_404 {
break;
}
let l_405 = l_mut_242 - l_mut_90;
let l_406 = l_mut_241 - l_mut_75;
let l_407 = l_mut_242 < l_mut_90;
let l_408 = u32(l_407);
let l_409 = l_406 - l_408;
l_mut_242 = l_405;
l_mut_241 = l_409;
l_mut_247 = l_mut_247 + u32(1);
}
}
}
let l_410 = l_mut_188 + l_mut_189;
let l_411 = l_mut_247 * l_mut_188;
let l_412 = l_410 + l_411;
let l_413 = l_412 >= l_4;
if l_413 {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
let l_414 = l_mut_90 * l_mut_247;
let l_1203 = u64(l_mut_90);
let l_1204 = u64(l_mut_247);
let l_1205 = l_1203 * l_1204;
let l_1206 = l_1205 >> u32(bitcast<u64>(u64(32)));
let l_1207 = u32(bitcast<u64>(l_1206));
let l_415 = l_1207;
let l_416 = l_mut_75 * l_mut_247;
let l_417 = l_415 + l_416;
let l_418 = l_mut_102 - l_414;
let l_419 = l_mut_96 - l_417;
let l_420 = l_mut_102 < l_414;
let l_421 = u32(l_420);
let l_422 = l_419 - l_421;
l_mut_102 = l_418;
l_mut_96 = l_422;
let l_423 = l_mut_247 * l_mut_188;
l_mut_189 = l_mut_189 + l_423;
let l_424 = l_mut_90 - l_mut_102;
let l_425 = l_mut_75 - l_mut_96;
let l_426 = l_mut_90 < l_mut_102;
let l_427 = u32(l_426);
let l_428 = l_425 - l_427;
l_mut_90 = l_424;
l_mut_75 = l_428;
l_mut_188 = l_mut_188 + l_mut_189;
}
}
}
}
let l_429 = !l_mut_190;
if l_429 {
let l_1208 = info.static_meta[u32(5)];
let l_1209 = l_1208 * u32(1);
let l_1210 = l_1209 - u32(1);
let l_1211 = min(u32(0), l_1210);
let l_1212 = &buffer_5_global[l_1211];
let l_430 = l_1212;
let l_431 = atomicAdd(l_430, u32(1));let l_432 = l_4 / u32(8);
l_mut_247 = u32(0);
l_mut_242 = u32(0);
l_mut_241 = u32(0);

for (var l_mut_433: u32 = u32(0); l_mut_433 < u32(8); l_mut_433++) {
let l_434 = l_mut_433 * l_432;
let l_435 = l_434 < l_56;
let l_436 = l_4 / u32(8);
let l_437 = l_mut_433 * l_436;
let l_438 = l_437 + l_437;
let l_439 = l_72 >> u32(31);
let l_440 = l_439 == u32(1);
l_mut_215 = l_69;
l_mut_210 = l_72;
if l_440 {
let l_441 = u32(0) - l_69;
let l_442 = u32(0) - l_72;
let l_443 = u32(0) < l_69;
let l_444 = u32(l_443);
let l_445 = l_442 - l_444;
l_mut_215 = l_441;
l_mut_210 = l_445;
}
let l_446 = l_mut_215 * l_438;
let l_447 = l_mut_210 * l_438;
let l_1213 = u64(l_mut_215);
let l_1214 = u64(l_438);
let l_1215 = l_1213 * l_1214;
let l_1216 = l_1215 >> u32(bitcast<u64>(u64(32)));
let l_1217 = u32(bitcast<u64>(l_1216));
let l_448 = l_1217;
let l_449 = l_448 + l_447;
let l_1218 = u64(l_mut_210);
let l_1219 = u64(l_438);
let l_1220 = l_1218 * l_1219;
let l_1221 = l_1220 >> u32(bitcast<u64>(u64(32)));
let l_1222 = u32(bitcast<u64>(l_1221));
let l_450 = l_1222;
let l_451 = l_449 < l_447;
let l_452 = u32(l_451);
let l_453 = l_450 + l_452;
let l_454 = l_9 % u32(32);
l_mut_209 = l_446;
let l_455 = l_454 > u32(0);
if l_455 {
let l_456 = l_446 >> l_454;
let l_457 = u32(32) - l_454;
let l_458 = l_449 << l_457;
let l_459 = l_456 | l_458;
l_mut_209 = l_459;
}
l_mut_207 = l_449;
let l_460 = l_454 > u32(0);
if l_460 {
let l_461 = l_449 >> l_454;
let l_462 = u32(32) - l_454;
let l_463 = l_453 << l_462;
let l_464 = l_461 | l_463;
l_mut_207 = l_464;
}
l_mut_189 = l_mut_209;
l_mut_209 = l_mut_207;
let l_465 = l_9 >= u32(64);
if l_465 {
l_mut_189 = l_453;
l_mut_209 = u32(0);
} else {
let l_466 = l_9 >= u32(32);
if l_466 {
l_mut_207 = l_449;
let l_467 = l_454 > u32(0);
if l_467 {
let l_468 = l_449 >> l_454;
let l_469 = u32(32) - l_454;
let l_470 = l_453 << l_469;
let l_471 = l_468 | l_470;
l_mut_207 = l_471;
}
let l_472 = l_453 >> l_454;
l_mut_189 = l_mut_207;
l_mut_209 = l_472;
}
}
l_mut_215 = l_mut_189;
l_mut_210 = l_mut_209;
if l_440 {
let l_473 = u32(0) - l_mut_215;
let l_474 = u32(0) - l_mut_210;
let l_475 = u32(0) < l_mut_215;
let l_476 = u32(l_475);
let l_477 = l_474 - l_476;
l_mut_215 = l_473;
l_mut_210 = l_477;
}
let l_478 = l_59 + l_mut_215;
let l_479 = l_62 + l_mut_210;
let l_480 = l_478 < l_59;
let l_481 = u32(l_480);
let l_482 = l_479 + l_481;
let l_483 = l_59 * l_437;
let l_1223 = u64(l_59);
let l_1224 = u64(l_437);
let l_1225 = l_1223 * l_1224;
let l_1226 = l_1225 >> u32(bitcast<u64>(u64(32)));
let l_1227 = u32(bitcast<u64>(l_1226));
let l_484 = l_1227;
let l_485 = l_62 * l_437;
let l_486 = l_484 + l_485;
let l_487 = l_64 + l_483;
let l_488 = l_67 + l_486;
let l_489 = l_487 < l_64;
let l_490 = u32(l_489);
let l_491 = l_488 + l_490;
let l_492 = l_437 * l_437;
let l_493 = l_72 >> u32(31);
let l_494 = l_493 == u32(1);
l_mut_215 = l_69;
l_mut_210 = l_72;
if l_494 {
let l_495 = u32(0) - l_69;
let l_496 = u32(0) - l_72;
let l_497 = u32(0) < l_69;
let l_498 = u32(l_497);
let l_499 = l_496 - l_498;
l_mut_215 = l_495;
l_mut_210 = l_499;
}
let l_500 = l_mut_215 * l_492;
let l_501 = l_mut_210 * l_492;
let l_1228 = u64(l_mut_215);
let l_1229 = u64(l_492);
let l_1230 = l_1228 * l_1229;
let l_1231 = l_1230 >> u32(bitcast<u64>(u64(32)));
let l_1232 = u32(bitcast<u64>(l_1231));
let l_502 = l_1232;
let l_503 = l_502 + l_501;
let l_1233 = u64(l_mut_210);
let l_1234 = u64(l_492);
let l_1235 = l_1233 * l_1234;
let l_1236 = l_1235 >> u32(bitcast<u64>(u64(32)));
let l_1237 = u32(bitcast<u64>(l_1236));
let l_504 = l_1237;
let l_505 = l_503 < l_501;
let l_506 = u32(l_505);
let l_507 = l_504 + l_506;
let l_508 = l_9 % u32(32);
l_mut_209 = l_500;
let l_509 = l_508 > u32(0);
if l_509 {
let l_510 = l_500 >> l_508;
let l_511 = u32(32) - l_508;
let l_512 = l_503 << l_511;
let l_513 = l_510 | l_512;
l_mut_209 = l_513;
}
l_mut_207 = l_503;
let l_514 = l_508 > u32(0);
if l_514 {
let l_515 = l_503 >> l_508;
let l_516 = u32(32) - l_508;
let l_517 = l_507 << l_516;
let l_518 = l_515 | l_517;
l_mut_207 = l_518;
}
l_mut_189 = l_mut_209;
l_mut_209 = l_mut_207;
let l_519 = l_9 >= u32(64);
if l_519 {
l_mut_189 = l_507;
l_mut_209 = u32(0);
} else {
let l_520 = l_9 >= u32(32);
if l_520 {
l_mut_207 = l_503;
let l_521 = l_508 > u32(0);
if l_521 {
let l_522 = l_503 >> l_508;
let l_523 = u32(32) - l_508;
let l_524 = l_507 << l_523;
let l_525 = l_522 | l_524;
l_mut_207 = l_525;
}
let l_526 = l_507 >> l_508;
l_mut_189 = l_mut_207;
l_mut_209 = l_526;
}
}
l_mut_215 = l_mut_189;
l_mut_210 = l_mut_209;
if l_494 {
let l_527 = u32(0) - l_mut_215;
let l_528 = u32(0) - l_mut_210;
let l_529 = u32(0) < l_mut_215;
let l_530 = u32(l_529);
let l_531 = l_528 - l_530;
l_mut_215 = l_527;
l_mut_210 = l_531;
}
let l_532 = l_487 + l_mut_215;
let l_533 = l_491 + l_mut_210;
let l_534 = l_532 < l_487;
let l_535 = u32(l_534);
let l_536 = l_533 + l_535;
let l_537 = l_72 >> u32(31);
let l_538 = l_537 == u32(1);
l_mut_215 = l_69;
l_mut_210 = l_72;
if l_538 {
let l_539 = u32(0) - l_69;
let l_540 = u32(0) - l_72;
let l_541 = u32(0) < l_69;
let l_542 = u32(l_541);
let l_543 = l_540 - l_542;
l_mut_215 = l_539;
l_mut_210 = l_543;
}
let l_544 = l_mut_215 * l_436;
let l_545 = l_mut_210 * l_436;
let l_1238 = u64(l_mut_215);
let l_1239 = u64(l_436);
let l_1240 = l_1238 * l_1239;
let l_1241 = l_1240 >> u32(bitcast<u64>(u64(32)));
let l_1242 = u32(bitcast<u64>(l_1241));
let l_546 = l_1242;
let l_547 = l_546 + l_545;
let l_1243 = u64(l_mut_210);
let l_1244 = u64(l_436);
let l_1245 = l_1243 * l_1244;
let l_1246 = l_1245 >> u32(bitcast<u64>(u64(32)));
let l_1247 = u32(bitcast<u64>(l_1246));
let l_548 = l_1247;
let l_549 = l_547 < l_545;
let l_550 = u32(l_549);
let l_551 = l_548 + l_550;
let l_552 = l_9 % u32(32);
l_mut_209 = l_544;
let l_553 = l_552 > u32(0);
if l_553 {
let l_554 = l_544 >> l_552;
let l_555 = u32(32) - l_552;
let l_556 = l_547 << l_555;
let l_557 = l_554 | l_556;
l_mut_209 = l_557;
}
l_mut_207 = l_547;
let l_558 = l_552 > u32(0);
if l_558 {
let l_559 = l_547 >> l_552;
let l_560 = u32(32) - l_552;
let l_561 = l_551 << l_560;
let l_562 = l_559 | l_561;
l_mut_207 = l_562;
}
l_mut_189 = l_mut_209;
l_mut_209 = l_mut_207;
let l_563 = l_9 >= u32(64);
if l_563 {
l_mut_189 = l_551;
l_mut_209 = u32(0);
} else {
let l_564 = l_9 >= u32(32);
if l_564 {
l_mut_207 = l_547;
let l_565 = l_552 > u32(0);
if l_565 {
let l_566 = l_547 >> l_552;
let l_567 = u32(32) - l_552;
let l_568 = l_551 << l_567;
let l_569 = l_566 | l_568;
l_mut_207 = l_569;
}
let l_570 = l_551 >> l_552;
l_mut_189 = l_mut_207;
l_mut_209 = l_570;
}
}
l_mut_215 = l_mut_189;
l_mut_210 = l_mut_209;
if l_538 {
let l_571 = u32(0) - l_mut_215;
let l_572 = u32(0) - l_mut_210;
let l_573 = u32(0) < l_mut_215;
let l_574 = u32(l_573);
let l_575 = l_572 - l_574;
l_mut_215 = l_571;
l_mut_210 = l_575;
}
let l_576 = l_478 + l_mut_215;
let l_577 = l_482 + l_mut_210;
let l_578 = l_576 < l_478;
let l_579 = u32(l_578);
let l_580 = l_577 + l_579;
let l_581 = l_436 * l_436;
let l_582 = l_9 + u32(3);
let l_583 = l_72 >> u32(31);
let l_584 = l_583 == u32(1);
l_mut_215 = l_69;
l_mut_210 = l_72;
if l_584 {
let l_585 = u32(0) - l_69;
let l_586 = u32(0) - l_72;
let l_587 = u32(0) < l_69;
let l_588 = u32(l_587);
let l_589 = l_586 - l_588;
l_mut_215 = l_585;
l_mut_210 = l_589;
}
let l_590 = l_mut_215 * l_581;
let l_591 = l_mut_210 * l_581;
let l_1248 = u64(l_mut_215);
let l_1249 = u64(l_581);
let l_1250 = l_1248 * l_1249;
let l_1251 = l_1250 >> u32(bitcast<u64>(u64(32)));
let l_1252 = u32(bitcast<u64>(l_1251));
let l_592 = l_1252;
let l_593 = l_592 + l_591;
let l_1253 = u64(l_mut_210);
let l_1254 = u64(l_581);
let l_1255 = l_1253 * l_1254;
let l_1256 = l_1255 >> u32(bitcast<u64>(u64(32)));
let l_1257 = u32(bitcast<u64>(l_1256));
let l_594 = l_1257;
let l_595 = l_593 < l_591;
let l_596 = u32(l_595);
let l_597 = l_594 + l_596;
let l_598 = l_582 % u32(32);
l_mut_209 = l_590;
let l_599 = l_598 > u32(0);
if l_599 {
let l_600 = l_590 >> l_598;
let l_601 = u32(32) - l_598;
let l_602 = l_593 << l_601;
let l_603 = l_600 | l_602;
l_mut_209 = l_603;
}
l_mut_207 = l_593;
let l_604 = l_598 > u32(0);
if l_604 {
let l_605 = l_593 >> l_598;
let l_606 = u32(32) - l_598;
let l_607 = l_597 << l_606;
let l_608 = l_605 | l_607;
l_mut_207 = l_608;
}
l_mut_189 = l_mut_209;
l_mut_209 = l_mut_207;
let l_609 = l_582 >= u32(64);
if l_609 {
l_mut_189 = l_597;
l_mut_209 = u32(0);
} else {
let l_610 = l_582 >= u32(32);
if l_610 {
l_mut_207 = l_593;
let l_611 = l_598 > u32(0);
if l_611 {
let l_612 = l_593 >> l_598;
let l_613 = u32(32) - l_598;
let l_614 = l_597 << l_613;
let l_615 = l_612 | l_614;
l_mut_207 = l_615;
}
let l_616 = l_597 >> l_598;
l_mut_189 = l_mut_207;
l_mut_209 = l_616;
}
}
l_mut_215 = l_mut_189;
l_mut_210 = l_mut_209;
if l_584 {
let l_617 = u32(0) - l_mut_215;
let l_618 = u32(0) - l_mut_210;
let l_619 = u32(0) < l_mut_215;
let l_620 = u32(l_619);
let l_621 = l_618 - l_620;
l_mut_215 = l_617;
l_mut_210 = l_621;
}
let l_622 = l_532 - l_mut_215;
let l_623 = l_536 - l_mut_210;
let l_624 = l_532 < l_mut_215;
let l_625 = u32(l_624);
let l_626 = l_623 - l_625;
let l_627 = l_622 + l_19;
let l_628 = l_626 + l_22;
let l_629 = l_627 < l_622;
let l_630 = u32(l_629);
let l_631 = l_628 + l_630;
let l_632 = u32(0) - l_576;
let l_633 = u32(0) - l_580;
let l_634 = u32(0) < l_576;
let l_635 = u32(l_634);
let l_636 = l_633 - l_635;
let l_637 = l_19 + l_19;
let l_638 = l_22 + l_22;
let l_639 = l_637 < l_19;
let l_640 = u32(l_639);
let l_641 = l_638 + l_640;
l_mut_215 = l_632;
l_mut_210 = l_636;
let l_642 = u32(0) - l_632;
let l_643 = u32(0) - l_636;
let l_644 = u32(0) < l_632;
let l_645 = u32(l_644);
let l_646 = l_643 - l_645;
l_mut_209 = l_642;
l_mut_207 = l_646;
l_mut_189 = l_627;
l_mut_188 = l_631;
l_mut_187 = u32(1);
l_mut_102 = u32(1);
l_mut_208 = bool(false);
let l_647 = l_mut_188 < l_641;
let l_648 = l_mut_188 == l_641;
let l_649 = l_mut_189 < l_637;
let l_650 = l_648 && l_649;
let l_651 = l_647 || l_650;
let l_652 = !l_651;
l_mut_200 = l_652;
let l_653 = l_632 | l_636;
let l_654 = l_653 == u32(0);
if l_654 {
l_mut_208 = l_mut_200;
l_mut_200 = bool(false);
}
l_mut_197 = bool(false);
loop {
let l_655 = !l_mut_200;
if l_655 {
break;
}
let l_656 = l_mut_188 < l_mut_210;
let l_657 = l_mut_188 == l_mut_210;
let l_658 = l_mut_189 < l_mut_215;
let l_659 = l_657 && l_658;
let l_660 = l_656 || l_659;
if l_660 {
l_mut_96 = u32(0);
l_mut_190 = bool(false);
l_mut_90 = l_mut_209;
l_mut_75 = l_mut_207;
let l_661 = u32(3) >= u32(32);
if l_661 {
let l_662 = u32(3) & u32(31);
let l_663 = l_mut_207 >> l_662;
l_mut_90 = l_663;
l_mut_75 = u32(0);
} else {
let l_664 = u32(3) > u32(0);
if l_664 {
l_mut_40 = l_mut_209;
let l_665 = u32(3) > u32(0);
if l_665 {
let l_666 = l_mut_209 >> u32(3);
let l_667 = l_mut_207 << u32(29);
let l_668 = l_666 | l_667;
l_mut_40 = l_668;
}
let l_669 = l_mut_207 >> u32(3);
l_mut_90 = l_mut_40;
l_mut_75 = l_669;
}
}
let l_670 = l_mut_75 < l_mut_210;
let l_671 = l_mut_75 == l_mut_210;
let l_672 = l_mut_90 < l_mut_215;
let l_673 = l_671 && l_672;
let l_674 = l_670 || l_673;
let l_675 = !l_674;
l_mut_190 = l_675;
let l_676 = l_mut_215 | l_mut_210;
let l_677 = l_676 == u32(0);
if l_677 {
l_mut_96 = l_436;
} else {
if l_mut_190 {
let l_678 = l_mut_210 < l_mut_207;
let l_679 = l_mut_210 == l_mut_207;
let l_680 = l_mut_215 < l_mut_209;
let l_681 = l_679 && l_680;
let l_682 = l_678 || l_681;
if l_682 {
let l_683 = l_mut_209 - u32(1);
let l_684 = l_mut_207 - u32(0);
let l_685 = l_mut_209 < u32(1);
let l_686 = u32(l_685);
let l_687 = l_684 - l_686;
l_mut_90 = l_683;
l_mut_75 = l_687;
l_mut_40 = u32(0);

for (var l_mut_688: u32 = u32(0); l_mut_688 < u32(16); l_mut_688++) {
let l_689 = u32(15) - l_mut_688;
l_mut_690 = l_mut_90;
l_mut_691 = l_mut_75;
let l_692 = l_689 >= u32(32);
if l_692 {
let l_693 = l_689 & u32(31);
let l_694 = l_mut_75 >> l_693;
l_mut_690 = l_694;
l_mut_691 = u32(0);
} else {
let l_695 = l_689 > u32(0);
if l_695 {
l_mut_696 = l_mut_90;
let l_697 = l_689 > u32(0);
if l_697 {
let l_698 = l_mut_90 >> l_689;
let l_699 = u32(32) - l_689;
let l_700 = l_mut_75 << l_699;
let l_701 = l_698 | l_700;
l_mut_696 = l_701;
}
let l_702 = l_mut_75 >> l_689;
l_mut_690 = l_mut_696;
l_mut_691 = l_702;
}
}
let l_703 = l_mut_691 < l_mut_210;
let l_704 = l_mut_691 == l_mut_210;
let l_705 = l_mut_690 < l_mut_215;
let l_706 = l_704 && l_705;
let l_707 = l_703 || l_706;
let l_708 = !l_707;
if l_708 {
l_mut_696 = l_mut_215;
l_mut_691 = l_mut_210;
let l_709 = l_689 >= u32(32);
if l_709 {
let l_710 = l_689 & u32(31);
let l_711 = l_mut_215 << l_710;
l_mut_696 = u32(0);
l_mut_691 = l_711;
} else {
let l_712 = l_689 > u32(0);
if l_712 {
let l_713 = l_mut_215 << l_689;
let l_714 = l_mut_210 << l_689;
let l_715 = u32(32) - l_689;
let l_716 = l_mut_215 >> l_715;
let l_717 = l_714 | l_716;
l_mut_696 = l_713;
l_mut_691 = l_717;
}
}
let l_718 = l_mut_90 - l_mut_696;
let l_719 = l_mut_75 - l_mut_691;
let l_720 = l_mut_90 < l_mut_696;
let l_721 = u32(l_720);
let l_722 = l_719 - l_721;
l_mut_90 = l_718;
l_mut_75 = l_722;
let l_723 = u32(1) << l_689;
l_mut_40 = l_mut_40 | l_723;
}
}
let l_724 = min(l_mut_40, l_436);
l_mut_696 = l_724;
let l_725 = l_mut_75 < l_mut_210;
let l_726 = l_mut_75 == l_mut_210;
let l_727 = l_mut_90 < l_mut_215;
let l_728 = l_726 && l_727;
let l_729 = l_725 || l_728;
let l_730 = !l_729;
if l_730 {
l_mut_696 = l_436;
}
l_mut_96 = l_mut_696;
}
} else {
l_mut_696 = l_mut_209;
l_mut_691 = l_mut_207;
loop {
let l_731 = l_mut_210 < l_mut_691;
let l_732 = l_mut_210 == l_mut_691;
let l_733 = l_mut_215 < l_mut_696;
let l_734 = l_732 && l_733;
let l_735 = l_731 || l_734;
let l_736 = l_mut_96 * l_mut_102;
let l_737 = l_mut_187 + l_736;
let l_738 = l_737 + l_mut_102;
let l_739 = l_738 < l_436;
let l_740 = l_735 && l_739;
let l_741 = !l_740;
if l_741 {
break;
}
let l_742 = l_mut_696 - l_mut_215;
let l_743 = l_mut_691 - l_mut_210;
let l_744 = l_mut_696 < l_mut_215;
let l_745 = u32(l_744);
let l_746 = l_743 - l_745;
l_mut_696 = l_742;
l_mut_691 = l_746;
l_mut_96 = l_mut_96 + u32(1);
}
}
}
let l_747 = l_mut_96 * l_mut_102;
let l_748 = l_mut_187 + l_747;
let l_749 = l_748 + l_mut_102;
let l_750 = l_749 >= l_436;
if l_750 {
l_mut_208 = bool(true);
l_mut_200 = bool(false);
} else {
let l_751 = l_mut_215 * l_mut_96;
let l_1258 = u64(l_mut_215);
let l_1259 = u64(l_mut_96);
let l_1260 = l_1258 * l_1259;
let l_1261 = l_1260 >> u32(bitcast<u64>(u64(32)));
let l_1262 = u32(bitcast<u64>(l_1261));
let l_752 = l_1262;
let l_753 = l_mut_210 * l_mut_96;
let l_754 = l_752 + l_753;
let l_755 = l_mut_209 - l_751;
let l_756 = l_mut_207 - l_754;
let l_757 = l_mut_209 < l_751;
let l_758 = u32(l_757);
let l_759 = l_756 - l_758;
l_mut_209 = l_755;
l_mut_207 = l_759;
let l_760 = l_mut_96 * l_mut_102;
l_mut_187 = l_mut_187 + l_760;
let l_761 = l_mut_215 - l_mut_209;
let l_762 = l_mut_210 - l_mut_207;
let l_763 = l_mut_215 < l_mut_209;
let l_764 = u32(l_763);
let l_765 = l_762 - l_764;
l_mut_215 = l_761;
l_mut_210 = l_765;
l_mut_102 = l_mut_102 + l_mut_187;
}
} else {
let l_766 = l_mut_189 - l_mut_215;
let l_767 = l_mut_188 - l_mut_210;
let l_768 = l_mut_189 < l_mut_215;
let l_769 = u32(l_768);
let l_770 = l_767 - l_769;
l_mut_189 = l_766;
l_mut_188 = l_770;
let l_771 = l_mut_188 < l_641;
let l_772 = l_mut_188 == l_641;
let l_773 = l_mut_189 < l_637;
let l_774 = l_772 && l_773;
let l_775 = l_771 || l_774;
if l_775 {
l_mut_200 = bool(false);
} else {
l_mut_696 = u32(0);
l_mut_190 = bool(false);
l_mut_691 = l_mut_215;
l_mut_690 = l_mut_210;
let l_776 = u32(3) >= u32(32);
if l_776 {
let l_777 = u32(3) & u32(31);
let l_778 = l_mut_210 >> l_777;
l_mut_691 = l_778;
l_mut_690 = u32(0);
} else {
let l_779 = u32(3) > u32(0);
if l_779 {
l_mut_96 = l_mut_215;
let l_780 = u32(3) > u32(0);
if l_780 {
let l_781 = l_mut_215 >> u32(3);
let l_782 = l_mut_210 << u32(29);
let l_783 = l_781 | l_782;
l_mut_96 = l_783;
}
let l_784 = l_mut_210 >> u32(3);
l_mut_691 = l_mut_96;
l_mut_690 = l_784;
}
}
let l_785 = l_mut_690 < l_mut_207;
let l_786 = l_mut_690 == l_mut_207;
let l_787 = l_mut_691 < l_mut_209;
let l_788 = l_786 && l_787;
let l_789 = l_785 || l_788;
let l_790 = !l_789;
l_mut_190 = l_790;
let l_791 = l_mut_209 | l_mut_207;
let l_792 = l_791 == u32(0);
if l_792 {
l_mut_696 = l_436;
} else {
if l_mut_190 {
let l_793 = l_mut_207 < l_mut_210;
let l_794 = l_mut_207 == l_mut_210;
let l_795 = l_mut_209 < l_mut_215;
let l_796 = l_794 && l_795;
let l_797 = l_793 || l_796;
if l_797 {
let l_798 = l_mut_215 - u32(1);
let l_799 = l_mut_210 - u32(0);
let l_800 = l_mut_215 < u32(1);
let l_801 = u32(l_800);
let l_802 = l_799 - l_801;
l_mut_691 = l_798;
l_mut_690 = l_802;
l_mut_96 = u32(0);

for (var l_mut_803: u32 = u32(0); l_mut_803 < u32(16); l_mut_803++) {
let l_804 = u32(15) - l_mut_803;
l_mut_90 = l_mut_691;
l_mut_75 = l_mut_690;
let l_805 = l_804 >= u32(32);
if l_805 {
let l_806 = l_804 & u32(31);
let l_807 = l_mut_690 >> l_806;
l_mut_90 = l_807;
l_mut_75 = u32(0);
} else {
let l_808 = l_804 > u32(0);
if l_808 {
l_mut_40 = l_mut_691;
let l_809 = l_804 > u32(0);
if l_809 {
let l_810 = l_mut_691 >> l_804;
let l_811 = u32(32) - l_804;
let l_812 = l_mut_690 << l_811;
let l_813 = l_810 | l_812;
l_mut_40 = l_813;
}
let l_814 = l_mut_690 >> l_804;
l_mut_90 = l_mut_40;
l_mut_75 = l_814;
}
}
let l_815 = l_mut_75 < l_mut_207;
let l_816 = l_mut_75 == l_mut_207;
let l_817 = l_mut_90 < l_mut_209;
let l_818 = l_816 && l_817;
let l_819 = l_815 || l_818;
let l_820 = !l_819;
if l_820 {
l_mut_90 = l_mut_209;
l_mut_75 = l_mut_207;
let l_821 = l_804 >= u32(32);
if l_821 {
let l_822 = l_804 & u32(31);
let l_823 = l_mut_209 << l_822;
l_mut_90 = u32(0);
l_mut_75 = l_823;
} else {
let l_824 = l_804 > u32(0);
if l_824 {
let l_825 = l_mut_209 << l_804;
let l_826 = l_mut_207 << l_804;
let l_827 = u32(32) - l_804;
let l_828 = l_mut_209 >> l_827;
let l_829 = l_826 | l_828;
l_mut_90 = l_825;
l_mut_75 = l_829;
}
}
let l_830 = l_mut_691 - l_mut_90;
let l_831 = l_mut_690 - l_mut_75;
let l_832 = l_mut_691 < l_mut_90;
let l_833 = u32(l_832);
let l_834 = l_831 - l_833;
l_mut_691 = l_830;
l_mut_690 = l_834;
let l_835 = u32(1) << l_804;
l_mut_96 = l_mut_96 | l_835;
}
}
let l_836 = min(l_mut_96, l_436);
l_mut_96 = l_836;
let l_837 = l_mut_690 < l_mut_207;
let l_838 = l_mut_690 == l_mut_207;
let l_839 = l_mut_691 < l_mut_209;
let l_840 = l_838 && l_839;
let l_841 = l_837 || l_840;
let l_842 = !l_841;
if l_842 {
l_mut_96 = l_436;
}
l_mut_696 = l_mut_96;
}
} else {
l_mut_691 = l_mut_215;
l_mut_690 = l_mut_210;
loop {
let l_843 = l_mut_207 < l_mut_690;
let l_844 = l_mut_207 == l_mut_690;
let l_845 = l_mut_209 < l_mut_691;
let l_846 = l_844 && l_845;
let l_847 = l_843 || l_846;
let l_848 = l_mut_696 * l_mut_187;
let l_849 = l_mut_102 + l_848;
let l_850 = l_849 + l_mut_187;
let l_851 = l_850 < l_436;
let l_852 = l_847 && l_851;
let l_853 = !l_852;
if l_853 {
break;
}
let l_854 = l_mut_691 - l_mut_209;
let l_855 = l_mut_690 - l_mut_207;
let l_856 = l_mut_691 < l_mut_209;
let l_857 = u32(l_856);
let l_858 = l_855 - l_857;
l_mut_691 = l_854;
l_mut_690 = l_858;
l_mut_696 = l_mut_696 + u32(1);
}
}
}
let l_859 = l_mut_187 + l_mut_102;
let l_860 = l_mut_696 * l_mut_187;
let l_861 = l_859 + l_860;
let l_862 = l_861 >= l_436;
if l_862 {
l_mut_208 = bool(true);
l_mut_200 = bool(false);
} else {
let l_863 = l_mut_209 * l_mut_696;
let l_1263 = u64(l_mut_209);
let l_1264 = u64(l_mut_696);
let l_1265 = l_1263 * l_1264;
let l_1266 = l_1265 >> u32(bitcast<u64>(u64(32)));
let l_1267 = u32(bitcast<u64>(l_1266));
let l_864 = l_1267;
let l_865 = l_mut_207 * l_mut_696;
let l_866 = l_864 + l_865;
let l_867 = l_mut_215 - l_863;
let l_868 = l_mut_210 - l_866;
let l_869 = l_mut_215 < l_863;
let l_870 = u32(l_869);
let l_871 = l_868 - l_870;
l_mut_215 = l_867;
l_mut_210 = l_871;
let l_872 = l_mut_696 * l_mut_187;
l_mut_102 = l_mut_102 + l_872;
let l_873 = l_mut_209 - l_mut_215;
let l_874 = l_mut_207 - l_mut_210;
let l_875 = l_mut_209 < l_mut_215;
let l_876 = u32(l_875);
let l_877 = l_874 - l_876;
l_mut_209 = l_873;
l_mut_207 = l_877;
l_mut_187 = l_mut_187 + l_mut_102;
}
}
}
}
let l_878 = !l_mut_208;
let l_879 = l_435 && l_878;
if l_879 {
let l_880 = u32(1) << l_mut_433;
l_mut_247 = l_mut_247 | l_880;
l_mut_242 = l_mut_242 + u32(1);
let l_881 = l_434 + l_432;
let l_882 = min(l_881, l_56);
l_mut_696 = u32(0);

for (var l_mut_883: u32 = l_434; l_mut_883 < l_882; l_mut_883++) {
let l_884 = l_59 * l_mut_883;
let l_1268 = u64(l_59);
let l_1269 = u64(l_mut_883);
let l_1270 = l_1268 * l_1269;
let l_1271 = l_1270 >> u32(bitcast<u64>(u64(32)));
let l_1272 = u32(bitcast<u64>(l_1271));
let l_885 = l_1272;
let l_886 = l_62 * l_mut_883;
let l_887 = l_885 + l_886;
let l_888 = l_64 + l_884;
let l_889 = l_67 + l_887;
let l_890 = l_888 < l_64;
let l_891 = u32(l_890);
let l_892 = l_889 + l_891;
let l_893 = l_mut_883 * l_mut_883;
let l_894 = l_72 >> u32(31);
let l_895 = l_894 == u32(1);
l_mut_691 = l_69;
l_mut_690 = l_72;
if l_895 {
let l_896 = u32(0) - l_69;
let l_897 = u32(0) - l_72;
let l_898 = u32(0) < l_69;
let l_899 = u32(l_898);
let l_900 = l_897 - l_899;
l_mut_691 = l_896;
l_mut_690 = l_900;
}
let l_901 = l_mut_691 * l_893;
let l_902 = l_mut_690 * l_893;
let l_1273 = u64(l_mut_691);
let l_1274 = u64(l_893);
let l_1275 = l_1273 * l_1274;
let l_1276 = l_1275 >> u32(bitcast<u64>(u64(32)));
let l_1277 = u32(bitcast<u64>(l_1276));
let l_903 = l_1277;
let l_904 = l_903 + l_902;
let l_1278 = u64(l_mut_690);
let l_1279 = u64(l_893);
let l_1280 = l_1278 * l_1279;
let l_1281 = l_1280 >> u32(bitcast<u64>(u64(32)));
let l_1282 = u32(bitcast<u64>(l_1281));
let l_905 = l_1282;
let l_906 = l_904 < l_902;
let l_907 = u32(l_906);
let l_908 = l_905 + l_907;
let l_909 = l_9 % u32(32);
l_mut_215 = l_901;
let l_910 = l_909 > u32(0);
if l_910 {
let l_911 = l_901 >> l_909;
let l_912 = u32(32) - l_909;
let l_913 = l_904 << l_912;
let l_914 = l_911 | l_913;
l_mut_215 = l_914;
}
l_mut_210 = l_904;
let l_915 = l_909 > u32(0);
if l_915 {
let l_916 = l_904 >> l_909;
let l_917 = u32(32) - l_909;
let l_918 = l_908 << l_917;
let l_919 = l_916 | l_918;
l_mut_210 = l_919;
}
l_mut_209 = l_mut_215;
l_mut_215 = l_mut_210;
let l_920 = l_9 >= u32(64);
if l_920 {
l_mut_209 = l_908;
l_mut_215 = u32(0);
} else {
let l_921 = l_9 >= u32(32);
if l_921 {
l_mut_210 = l_904;
let l_922 = l_909 > u32(0);
if l_922 {
let l_923 = l_904 >> l_909;
let l_924 = u32(32) - l_909;
let l_925 = l_908 << l_924;
let l_926 = l_923 | l_925;
l_mut_210 = l_926;
}
let l_927 = l_908 >> l_909;
l_mut_209 = l_mut_210;
l_mut_215 = l_927;
}
}
l_mut_691 = l_mut_209;
l_mut_690 = l_mut_215;
if l_895 {
let l_928 = u32(0) - l_mut_691;
let l_929 = u32(0) - l_mut_690;
let l_930 = u32(0) < l_mut_691;
let l_931 = u32(l_930);
let l_932 = l_929 - l_931;
l_mut_691 = l_928;
l_mut_690 = l_932;
}
let l_933 = l_888 + l_mut_691;
let l_934 = l_892 + l_mut_690;
let l_935 = l_933 < l_888;
let l_936 = u32(l_935);
let l_937 = l_934 + l_936;
let l_938 = u32(0) - l_933;
let l_939 = u32(0) - l_937;
let l_940 = u32(0) < l_933;
let l_941 = u32(l_940);
let l_942 = l_939 - l_941;
l_mut_691 = l_938;
l_mut_690 = l_942;
let l_943 = l_937 < l_mut_690;
let l_944 = l_937 == l_mut_690;
let l_945 = l_933 < l_mut_691;
let l_946 = l_944 && l_945;
let l_947 = l_943 || l_946;
if l_947 {
l_mut_691 = l_933;
l_mut_690 = l_937;
}
let l_948 = l_mut_690 < l_27;
let l_949 = l_mut_690 == l_27;
let l_950 = l_mut_691 < l_24;
let l_951 = l_949 && l_950;
let l_952 = l_948 || l_951;
let l_953 = u32(l_952);
l_mut_696 = l_mut_696 + l_953;
}
l_mut_241 = l_mut_241 + l_mut_696;
}
}
let l_954 = l_mut_242 > u32(0);
if l_954 {
let l_1283 = info.static_meta[u32(5)];
let l_1284 = l_1283 * u32(1);
let l_1285 = l_1284 - u32(1);
let l_1286 = min(u32(1), l_1285);
let l_1287 = &buffer_5_global[l_1286];
let l_955 = l_1287;
let l_956 = atomicAdd(l_955, l_mut_242);}
let l_957 = l_mut_241 > u32(0);
if l_957 {
let l_1288 = info.static_meta[u32(5)];
let l_1289 = l_1288 * u32(1);
let l_1290 = l_1289 - u32(1);
let l_1291 = min(u32(2), l_1290);
let l_1292 = &buffer_5_global[l_1291];
let l_958 = l_1292;
let l_959 = atomicAdd(l_958, l_mut_241);l_mut_696 = l_959;

for (var l_mut_960: u32 = u32(0); l_mut_960 < u32(8); l_mut_960++) {
let l_961 = l_mut_247 >> l_mut_960;
let l_962 = l_961 & u32(1);
let l_963 = l_962 == u32(1);
if l_963 {
let l_964 = l_mut_960 * l_432;
let l_965 = l_964 + l_432;
let l_966 = min(l_965, l_56);
l_mut_691 = l_mut_696;

for (var l_mut_967: u32 = l_964; l_mut_967 < l_966; l_mut_967++) {
let l_968 = l_59 * l_mut_967;
let l_1293 = u64(l_59);
let l_1294 = u64(l_mut_967);
let l_1295 = l_1293 * l_1294;
let l_1296 = l_1295 >> u32(bitcast<u64>(u64(32)));
let l_1297 = u32(bitcast<u64>(l_1296));
let l_969 = l_1297;
let l_970 = l_62 * l_mut_967;
let l_971 = l_969 + l_970;
let l_972 = l_64 + l_968;
let l_973 = l_67 + l_971;
let l_974 = l_972 < l_64;
let l_975 = u32(l_974);
let l_976 = l_973 + l_975;
let l_977 = l_mut_967 * l_mut_967;
let l_978 = l_72 >> u32(31);
let l_979 = l_978 == u32(1);
l_mut_690 = l_69;
l_mut_242 = l_72;
if l_979 {
let l_980 = u32(0) - l_69;
let l_981 = u32(0) - l_72;
let l_982 = u32(0) < l_69;
let l_983 = u32(l_982);
let l_984 = l_981 - l_983;
l_mut_690 = l_980;
l_mut_242 = l_984;
}
let l_985 = l_mut_690 * l_977;
let l_986 = l_mut_242 * l_977;
let l_1298 = u64(l_mut_690);
let l_1299 = u64(l_977);
let l_1300 = l_1298 * l_1299;
let l_1301 = l_1300 >> u32(bitcast<u64>(u64(32)));
let l_1302 = u32(bitcast<u64>(l_1301));
let l_987 = l_1302;
let l_988 = l_987 + l_986;
let l_1303 = u64(l_mut_242);
let l_1304 = u64(l_977);
let l_1305 = l_1303 * l_1304;
let l_1306 = l_1305 >> u32(bitcast<u64>(u64(32)));
let l_1307 = u32(bitcast<u64>(l_1306));
let l_989 = l_1307;
let l_990 = l_988 < l_986;
let l_991 = u32(l_990);
let l_992 = l_989 + l_991;
let l_993 = l_9 % u32(32);
l_mut_241 = l_985;
let l_994 = l_993 > u32(0);
if l_994 {
let l_995 = l_985 >> l_993;
let l_996 = u32(32) - l_993;
let l_997 = l_988 << l_996;
let l_998 = l_995 | l_997;
l_mut_241 = l_998;
}
l_mut_215 = l_988;
let l_999 = l_993 > u32(0);
if l_999 {
let l_1000 = l_988 >> l_993;
let l_1001 = u32(32) - l_993;
let l_1002 = l_992 << l_1001;
let l_1003 = l_1000 | l_1002;
l_mut_215 = l_1003;
}
l_mut_210 = l_mut_241;
l_mut_241 = l_mut_215;
let l_1004 = l_9 >= u32(64);
if l_1004 {
l_mut_210 = l_992;
l_mut_241 = u32(0);
} else {
let l_1005 = l_9 >= u32(32);
if l_1005 {
l_mut_215 = l_988;
let l_1006 = l_993 > u32(0);
if l_1006 {
let l_1007 = l_988 >> l_993;
let l_1008 = u32(32) - l_993;
let l_1009 = l_992 << l_1008;
let l_1010 = l_1007 | l_1009;
l_mut_215 = l_1010;
}
let l_1011 = l_992 >> l_993;
l_mut_210 = l_mut_215;
l_mut_241 = l_1011;
}
}
l_mut_690 = l_mut_210;
l_mut_242 = l_mut_241;
if l_979 {
let l_1012 = u32(0) - l_mut_690;
let l_1013 = u32(0) - l_mut_242;
let l_1014 = u32(0) < l_mut_690;
let l_1015 = u32(l_1014);
let l_1016 = l_1013 - l_1015;
l_mut_690 = l_1012;
l_mut_242 = l_1016;
}
let l_1017 = l_972 + l_mut_690;
let l_1018 = l_976 + l_mut_242;
let l_1019 = l_1017 < l_972;
let l_1020 = u32(l_1019);
let l_1021 = l_1018 + l_1020;
let l_1022 = u32(0) - l_1017;
let l_1023 = u32(0) - l_1021;
let l_1024 = u32(0) < l_1017;
let l_1025 = u32(l_1024);
let l_1026 = l_1023 - l_1025;
l_mut_690 = l_1022;
l_mut_242 = l_1026;
let l_1027 = l_1021 < l_mut_242;
let l_1028 = l_1021 == l_mut_242;
let l_1029 = l_1017 < l_mut_690;
let l_1030 = l_1028 && l_1029;
let l_1031 = l_1027 || l_1030;
if l_1031 {
l_mut_690 = l_1017;
l_mut_242 = l_1021;
}
let l_1032 = l_mut_242 < l_27;
let l_1033 = l_mut_242 == l_27;
let l_1034 = l_mut_690 < l_24;
let l_1035 = l_1033 && l_1034;
let l_1036 = l_1032 || l_1035;
if l_1036 {
let l_1037 = l_mut_691 * u32(2);
let l_1038 = l_1037 + u32(1);
let l_1039 = info.static_meta[u32(10)];
let l_1040 = l_1038 < l_1039;
if l_1040 {
let l_1308 = info.static_meta[u32(4)];
let l_1309 = l_1308 * u32(1);
let l_1310 = l_1037 < l_1309;
if l_1310 {
buffer_4_global[l_1037] = id;
}
let l_1041 = l_1037 + u32(1);
let l_1311 = info.static_meta[u32(4)];
let l_1312 = l_1311 * u32(1);
let l_1313 = l_1041 < l_1312;
if l_1313 {
buffer_4_global[l_1041] = l_mut_967;
}
}
l_mut_691 = l_mut_691 + u32(1);
}
}
l_mut_696 = l_mut_691;
}
}
}
}
}
}
