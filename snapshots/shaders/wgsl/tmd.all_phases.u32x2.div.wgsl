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
var l_mut_221: u32;
var l_mut_222: u32;
var l_mut_223: u32;
var l_mut_226: u32;
var l_mut_227: u32;
var l_mut_232: u32;
var l_mut_40: u32;
var l_mut_645: u32;
var l_mut_646: u32;
var l_mut_651: u32;
var l_mut_75: u32;
var l_mut_90: u32;
var l_mut_96: u32;
let l_0 = id == u32(0);
if l_0 {
let l_1066 = info.static_meta[u32(5)];
let l_1067 = l_1066 * u32(1);
let l_1068 = l_1067 - u32(1);
let l_1069 = min(u32(3), l_1068);
let l_1070 = &buffer_5_global[l_1069];
let l_1 = l_1070;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_982 = info.static_meta[u32(3)];
let l_983 = l_982 * u32(1);
let l_984 = l_3 < l_983;
let l_985 = l_983 - u32(1);
let l_986 = min(l_3, l_985);
let l_987 = buffer_3_global[l_986];
let l_988 = select(u32(0), l_987, l_984);
let l_4 = l_988;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_989 = info.static_meta[u32(3)];
let l_990 = l_989 * u32(1);
let l_991 = l_6 < l_990;
let l_992 = l_990 - u32(1);
let l_993 = min(l_6, l_992);
let l_994 = buffer_3_global[l_993];
let l_995 = select(u32(0), l_994, l_991);
let l_7 = l_995;
let l_8 = u32(2) * u32(1);
let l_996 = info.static_meta[u32(3)];
let l_997 = l_996 * u32(1);
let l_998 = l_8 < l_997;
let l_999 = l_997 - u32(1);
let l_1000 = min(l_8, l_999);
let l_1001 = buffer_3_global[l_1000];
let l_1002 = select(u32(0), l_1001, l_998);
let l_9 = l_1002;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_1003 = info.static_meta[u32(3)];
let l_1004 = l_1003 * u32(1);
let l_1005 = l_11 < l_1004;
let l_1006 = l_1004 - u32(1);
let l_1007 = min(l_11, l_1006);
let l_1008 = buffer_3_global[l_1007];
let l_1009 = select(u32(0), l_1008, l_1005);
let l_12 = l_1009;
let l_13 = u32(2) * u32(2);
let l_1010 = info.static_meta[u32(3)];
let l_1011 = l_1010 * u32(1);
let l_1012 = l_13 < l_1011;
let l_1013 = l_1011 - u32(1);
let l_1014 = min(l_13, l_1013);
let l_1015 = buffer_3_global[l_1014];
let l_1016 = select(u32(0), l_1015, l_1012);
let l_14 = l_1016;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_1017 = info.static_meta[u32(3)];
let l_1018 = l_1017 * u32(1);
let l_1019 = l_16 < l_1018;
let l_1020 = l_1018 - u32(1);
let l_1021 = min(l_16, l_1020);
let l_1022 = buffer_3_global[l_1021];
let l_1023 = select(u32(0), l_1022, l_1019);
let l_17 = l_1023;
let l_18 = u32(2) * u32(3);
let l_1024 = info.static_meta[u32(3)];
let l_1025 = l_1024 * u32(1);
let l_1026 = l_18 < l_1025;
let l_1027 = l_1025 - u32(1);
let l_1028 = min(l_18, l_1027);
let l_1029 = buffer_3_global[l_1028];
let l_1030 = select(u32(0), l_1029, l_1026);
let l_19 = l_1030;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_1031 = info.static_meta[u32(3)];
let l_1032 = l_1031 * u32(1);
let l_1033 = l_21 < l_1032;
let l_1034 = l_1032 - u32(1);
let l_1035 = min(l_21, l_1034);
let l_1036 = buffer_3_global[l_1035];
let l_1037 = select(u32(0), l_1036, l_1033);
let l_22 = l_1037;
let l_23 = u32(2) * u32(4);
let l_1038 = info.static_meta[u32(3)];
let l_1039 = l_1038 * u32(1);
let l_1040 = l_23 < l_1039;
let l_1041 = l_1039 - u32(1);
let l_1042 = min(l_23, l_1041);
let l_1043 = buffer_3_global[l_1042];
let l_1044 = select(u32(0), l_1043, l_1040);
let l_24 = l_1044;
let l_25 = u32(2) * u32(4);
let l_26 = l_25 + u32(1);
let l_1045 = info.static_meta[u32(3)];
let l_1046 = l_1045 * u32(1);
let l_1047 = l_26 < l_1046;
let l_1048 = l_1046 - u32(1);
let l_1049 = min(l_26, l_1048);
let l_1050 = buffer_3_global[l_1049];
let l_1051 = select(u32(0), l_1050, l_1047);
let l_27 = l_1051;
let l_28 = u32(2) * u32(5);
let l_1052 = info.static_meta[u32(3)];
let l_1053 = l_1052 * u32(1);
let l_1054 = l_28 < l_1053;
let l_1055 = l_1053 - u32(1);
let l_1056 = min(l_28, l_1055);
let l_1057 = buffer_3_global[l_1056];
let l_1058 = select(u32(0), l_1057, l_1054);
let l_29 = l_1058;
let l_30 = u32(2) * u32(5);
let l_31 = l_30 + u32(1);
let l_1059 = info.static_meta[u32(3)];
let l_1060 = l_1059 * u32(1);
let l_1061 = l_31 < l_1060;
let l_1062 = l_1060 - u32(1);
let l_1063 = min(l_31, l_1062);
let l_1064 = buffer_3_global[l_1063];
let l_1065 = select(u32(0), l_1064, l_1061);
let l_32 = l_1065;
let l_33 = u32(2) * id;
let l_34 = info.static_meta[u32(6)];
let l_35 = l_33 < l_34;
let l_36 = id * l_4;
let l_1071 = u64(id);
let l_1072 = u64(l_4);
let l_1073 = l_1071 * l_1072;
let l_1074 = l_1073 >> u32(bitcast<u64>(u64(32)));
let l_1075 = u32(bitcast<u64>(l_1074));
let l_37 = l_1075;
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
let l_1076 = info.static_meta[u32(0)];
let l_1077 = l_1076 * u32(1);
let l_1078 = l_58 < l_1077;
let l_1079 = l_1077 - u32(1);
let l_1080 = min(l_58, l_1079);
let l_1081 = buffer_0_global[l_1080];
let l_1082 = select(u32(0), l_1081, l_1078);
let l_59 = l_1082;
let l_60 = u32(2) * id;
let l_61 = l_60 + u32(1);
let l_1083 = info.static_meta[u32(0)];
let l_1084 = l_1083 * u32(1);
let l_1085 = l_61 < l_1084;
let l_1086 = l_1084 - u32(1);
let l_1087 = min(l_61, l_1086);
let l_1088 = buffer_0_global[l_1087];
let l_1089 = select(u32(0), l_1088, l_1085);
let l_62 = l_1089;
let l_63 = u32(2) * id;
let l_1090 = info.static_meta[u32(1)];
let l_1091 = l_1090 * u32(1);
let l_1092 = l_63 < l_1091;
let l_1093 = l_1091 - u32(1);
let l_1094 = min(l_63, l_1093);
let l_1095 = buffer_1_global[l_1094];
let l_1096 = select(u32(0), l_1095, l_1092);
let l_64 = l_1096;
let l_65 = u32(2) * id;
let l_66 = l_65 + u32(1);
let l_1097 = info.static_meta[u32(1)];
let l_1098 = l_1097 * u32(1);
let l_1099 = l_66 < l_1098;
let l_1100 = l_1098 - u32(1);
let l_1101 = min(l_66, l_1100);
let l_1102 = buffer_1_global[l_1101];
let l_1103 = select(u32(0), l_1102, l_1099);
let l_67 = l_1103;
let l_68 = u32(2) * id;
let l_1104 = info.static_meta[u32(2)];
let l_1105 = l_1104 * u32(1);
let l_1106 = l_68 < l_1105;
let l_1107 = l_1105 - u32(1);
let l_1108 = min(l_68, l_1107);
let l_1109 = buffer_2_global[l_1108];
let l_1110 = select(u32(0), l_1109, l_1106);
let l_69 = l_1110;
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_1111 = info.static_meta[u32(2)];
let l_1112 = l_1111 * u32(1);
let l_1113 = l_71 < l_1112;
let l_1114 = l_1112 - u32(1);
let l_1115 = min(l_71, l_1114);
let l_1116 = buffer_2_global[l_1115];
let l_1117 = select(u32(0), l_1116, l_1113);
let l_72 = l_1117;
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
let l_1118 = u64(l_mut_40);
let l_1119 = u64(l_4);
let l_1120 = l_1118 * l_1119;
let l_1121 = l_1120 >> u32(bitcast<u64>(u64(32)));
let l_1122 = u32(bitcast<u64>(l_1121));
let l_83 = l_1122;
let l_84 = l_83 + l_82;
let l_1123 = u64(l_mut_75);
let l_1124 = u64(l_4);
let l_1125 = l_1123 * l_1124;
let l_1126 = l_1125 >> u32(bitcast<u64>(u64(32)));
let l_1127 = u32(bitcast<u64>(l_1126));
let l_85 = l_1127;
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
let l_1128 = u64(l_mut_102);
let l_1129 = u64(l_121);
let l_1130 = l_1128 * l_1129;
let l_1131 = l_1130 >> u32(bitcast<u64>(u64(32)));
let l_1132 = u32(bitcast<u64>(l_1131));
let l_132 = l_1132;
let l_133 = l_132 + l_131;
let l_1133 = u64(l_mut_96);
let l_1134 = u64(l_121);
let l_1135 = l_1133 * l_1134;
let l_1136 = l_1135 >> u32(bitcast<u64>(u64(32)));
let l_1137 = u32(bitcast<u64>(l_1136));
let l_134 = l_1137;
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
l_mut_208 = bool(true);
let l_209 = l_mut_102 | l_mut_96;
let l_210 = l_209 == u32(0);
if l_210 {
l_mut_207 = l_4;
} else {
if l_mut_208 {
let l_211 = l_mut_96 < l_mut_75;
let l_212 = l_mut_96 == l_mut_75;
let l_213 = l_mut_102 < l_mut_90;
let l_214 = l_212 && l_213;
let l_215 = l_211 || l_214;
if l_215 {
let l_216 = l_mut_90 - u32(1);
let l_217 = l_mut_75 - u32(0);
let l_218 = l_mut_90 < u32(1);
let l_219 = u32(l_218);
let l_220 = l_217 - l_219;
l_mut_221 = l_216;
l_mut_222 = l_220;
l_mut_223 = u32(0);

for (var l_mut_224: u32 = u32(0); l_mut_224 < u32(16); l_mut_224++) {
let l_225 = u32(15) - l_mut_224;
l_mut_226 = l_mut_221;
l_mut_227 = l_mut_222;
let l_228 = l_225 >= u32(32);
if l_228 {
let l_229 = l_225 & u32(31);
let l_230 = l_mut_222 >> l_229;
l_mut_226 = l_230;
l_mut_227 = u32(0);
} else {
let l_231 = l_225 > u32(0);
if l_231 {
l_mut_232 = l_mut_221;
let l_233 = l_225 > u32(0);
if l_233 {
let l_234 = l_mut_221 >> l_225;
let l_235 = u32(32) - l_225;
let l_236 = l_mut_222 << l_235;
let l_237 = l_234 | l_236;
l_mut_232 = l_237;
}
let l_238 = l_mut_222 >> l_225;
l_mut_226 = l_mut_232;
l_mut_227 = l_238;
}
}
let l_239 = l_mut_227 < l_mut_96;
let l_240 = l_mut_227 == l_mut_96;
let l_241 = l_mut_226 < l_mut_102;
let l_242 = l_240 && l_241;
let l_243 = l_239 || l_242;
let l_244 = !l_243;
if l_244 {
l_mut_232 = l_mut_102;
l_mut_227 = l_mut_96;
let l_245 = l_225 >= u32(32);
if l_245 {
let l_246 = l_225 & u32(31);
let l_247 = l_mut_102 << l_246;
l_mut_232 = u32(0);
l_mut_227 = l_247;
} else {
let l_248 = l_225 > u32(0);
if l_248 {
let l_249 = l_mut_102 << l_225;
let l_250 = l_mut_96 << l_225;
let l_251 = u32(32) - l_225;
let l_252 = l_mut_102 >> l_251;
let l_253 = l_250 | l_252;
l_mut_232 = l_249;
l_mut_227 = l_253;
}
}
let l_254 = l_mut_221 - l_mut_232;
let l_255 = l_mut_222 - l_mut_227;
let l_256 = l_mut_221 < l_mut_232;
let l_257 = u32(l_256);
let l_258 = l_255 - l_257;
l_mut_221 = l_254;
l_mut_222 = l_258;
let l_259 = u32(1) << l_225;
l_mut_223 = l_mut_223 | l_259;
}
}
let l_260 = min(l_mut_223, l_4);
l_mut_232 = l_260;
let l_261 = l_mut_222 < l_mut_96;
let l_262 = l_mut_222 == l_mut_96;
let l_263 = l_mut_221 < l_mut_102;
let l_264 = l_262 && l_263;
let l_265 = l_261 || l_264;
let l_266 = !l_265;
if l_266 {
l_mut_232 = l_4;
}
l_mut_207 = l_mut_232;
}
} else {
l_mut_232 = l_mut_90;
l_mut_227 = l_mut_75;
loop {
let l_267 = l_mut_96 < l_mut_227;
let l_268 = l_mut_96 == l_mut_227;
let l_269 = l_mut_102 < l_mut_232;
let l_270 = l_268 && l_269;
let l_271 = l_267 || l_270;
let l_272 = l_mut_207 * l_mut_189;
let l_273 = l_mut_188 + l_272;
let l_274 = l_273 + l_mut_189;
let l_275 = l_274 < l_4;
let l_276 = l_271 && l_275;
let l_277 = !l_276;
if l_277 {
break;
}
let l_278 = l_mut_232 - l_mut_102;
let l_279 = l_mut_227 - l_mut_96;
let l_280 = l_mut_232 < l_mut_102;
let l_281 = u32(l_280);
let l_282 = l_279 - l_281;
l_mut_232 = l_278;
l_mut_227 = l_282;
l_mut_207 = l_mut_207 + u32(1);
}
}
}
let l_283 = l_mut_207 * l_mut_189;
let l_284 = l_mut_188 + l_283;
let l_285 = l_284 + l_mut_189;
let l_286 = l_285 >= l_4;
if l_286 {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
let l_287 = l_mut_102 * l_mut_207;
let l_1138 = u64(l_mut_102);
let l_1139 = u64(l_mut_207);
let l_1140 = l_1138 * l_1139;
let l_1141 = l_1140 >> u32(bitcast<u64>(u64(32)));
let l_1142 = u32(bitcast<u64>(l_1141));
let l_288 = l_1142;
let l_289 = l_mut_96 * l_mut_207;
let l_290 = l_288 + l_289;
let l_291 = l_mut_90 - l_287;
let l_292 = l_mut_75 - l_290;
let l_293 = l_mut_90 < l_287;
let l_294 = u32(l_293);
let l_295 = l_292 - l_294;
l_mut_90 = l_291;
l_mut_75 = l_295;
let l_296 = l_mut_207 * l_mut_189;
l_mut_188 = l_mut_188 + l_296;
let l_297 = l_mut_102 - l_mut_90;
let l_298 = l_mut_96 - l_mut_75;
let l_299 = l_mut_102 < l_mut_90;
let l_300 = u32(l_299);
let l_301 = l_298 - l_300;
l_mut_102 = l_297;
l_mut_96 = l_301;
l_mut_189 = l_mut_189 + l_mut_188;
}
} else {
let l_302 = l_mut_40 - l_mut_102;
let l_303 = l_mut_187 - l_mut_96;
let l_304 = l_mut_40 < l_mut_102;
let l_305 = u32(l_304);
let l_306 = l_303 - l_305;
l_mut_40 = l_302;
l_mut_187 = l_306;
let l_307 = l_mut_187 < l_181;
let l_308 = l_mut_187 == l_181;
let l_309 = l_mut_40 < l_177;
let l_310 = l_308 && l_309;
let l_311 = l_307 || l_310;
if l_311 {
l_mut_197 = bool(false);
} else {
l_mut_232 = u32(0);
l_mut_208 = bool(false);
l_mut_208 = bool(true);
let l_312 = l_mut_90 | l_mut_75;
let l_313 = l_312 == u32(0);
if l_313 {
l_mut_232 = l_4;
} else {
if l_mut_208 {
let l_314 = l_mut_75 < l_mut_96;
let l_315 = l_mut_75 == l_mut_96;
let l_316 = l_mut_90 < l_mut_102;
let l_317 = l_315 && l_316;
let l_318 = l_314 || l_317;
if l_318 {
let l_319 = l_mut_102 - u32(1);
let l_320 = l_mut_96 - u32(0);
let l_321 = l_mut_102 < u32(1);
let l_322 = u32(l_321);
let l_323 = l_320 - l_322;
l_mut_227 = l_319;
l_mut_226 = l_323;
l_mut_223 = u32(0);

for (var l_mut_324: u32 = u32(0); l_mut_324 < u32(16); l_mut_324++) {
let l_325 = u32(15) - l_mut_324;
l_mut_222 = l_mut_227;
l_mut_221 = l_mut_226;
let l_326 = l_325 >= u32(32);
if l_326 {
let l_327 = l_325 & u32(31);
let l_328 = l_mut_226 >> l_327;
l_mut_222 = l_328;
l_mut_221 = u32(0);
} else {
let l_329 = l_325 > u32(0);
if l_329 {
l_mut_207 = l_mut_227;
let l_330 = l_325 > u32(0);
if l_330 {
let l_331 = l_mut_227 >> l_325;
let l_332 = u32(32) - l_325;
let l_333 = l_mut_226 << l_332;
let l_334 = l_331 | l_333;
l_mut_207 = l_334;
}
let l_335 = l_mut_226 >> l_325;
l_mut_222 = l_mut_207;
l_mut_221 = l_335;
}
}
let l_336 = l_mut_221 < l_mut_75;
let l_337 = l_mut_221 == l_mut_75;
let l_338 = l_mut_222 < l_mut_90;
let l_339 = l_337 && l_338;
let l_340 = l_336 || l_339;
let l_341 = !l_340;
if l_341 {
l_mut_222 = l_mut_90;
l_mut_221 = l_mut_75;
let l_342 = l_325 >= u32(32);
if l_342 {
let l_343 = l_325 & u32(31);
let l_344 = l_mut_90 << l_343;
l_mut_222 = u32(0);
l_mut_221 = l_344;
} else {
let l_345 = l_325 > u32(0);
if l_345 {
let l_346 = l_mut_90 << l_325;
let l_347 = l_mut_75 << l_325;
let l_348 = u32(32) - l_325;
let l_349 = l_mut_90 >> l_348;
let l_350 = l_347 | l_349;
l_mut_222 = l_346;
l_mut_221 = l_350;
}
}
let l_351 = l_mut_227 - l_mut_222;
let l_352 = l_mut_226 - l_mut_221;
let l_353 = l_mut_227 < l_mut_222;
let l_354 = u32(l_353);
let l_355 = l_352 - l_354;
l_mut_227 = l_351;
l_mut_226 = l_355;
let l_356 = u32(1) << l_325;
l_mut_223 = l_mut_223 | l_356;
}
}
let l_357 = min(l_mut_223, l_4);
l_mut_223 = l_357;
let l_358 = l_mut_226 < l_mut_75;
let l_359 = l_mut_226 == l_mut_75;
let l_360 = l_mut_227 < l_mut_90;
let l_361 = l_359 && l_360;
let l_362 = l_358 || l_361;
let l_363 = !l_362;
if l_363 {
l_mut_223 = l_4;
}
l_mut_232 = l_mut_223;
}
} else {
l_mut_227 = l_mut_102;
l_mut_226 = l_mut_96;
loop {
let l_364 = l_mut_75 < l_mut_226;
let l_365 = l_mut_75 == l_mut_226;
let l_366 = l_mut_90 < l_mut_227;
let l_367 = l_365 && l_366;
let l_368 = l_364 || l_367;
let l_369 = l_mut_232 * l_mut_188;
let l_370 = l_mut_189 + l_369;
let l_371 = l_370 + l_mut_188;
let l_372 = l_371 < l_4;
let l_373 = l_368 && l_372;
let l_374 = !l_373;
if l_374 {
break;
}
let l_375 = l_mut_227 - l_mut_90;
let l_376 = l_mut_226 - l_mut_75;
let l_377 = l_mut_227 < l_mut_90;
let l_378 = u32(l_377);
let l_379 = l_376 - l_378;
l_mut_227 = l_375;
l_mut_226 = l_379;
l_mut_232 = l_mut_232 + u32(1);
}
}
}
let l_380 = l_mut_188 + l_mut_189;
let l_381 = l_mut_232 * l_mut_188;
let l_382 = l_380 + l_381;
let l_383 = l_382 >= l_4;
if l_383 {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
let l_384 = l_mut_90 * l_mut_232;
let l_1143 = u64(l_mut_90);
let l_1144 = u64(l_mut_232);
let l_1145 = l_1143 * l_1144;
let l_1146 = l_1145 >> u32(bitcast<u64>(u64(32)));
let l_1147 = u32(bitcast<u64>(l_1146));
let l_385 = l_1147;
let l_386 = l_mut_75 * l_mut_232;
let l_387 = l_385 + l_386;
let l_388 = l_mut_102 - l_384;
let l_389 = l_mut_96 - l_387;
let l_390 = l_mut_102 < l_384;
let l_391 = u32(l_390);
let l_392 = l_389 - l_391;
l_mut_102 = l_388;
l_mut_96 = l_392;
let l_393 = l_mut_232 * l_mut_188;
l_mut_189 = l_mut_189 + l_393;
let l_394 = l_mut_90 - l_mut_102;
let l_395 = l_mut_75 - l_mut_96;
let l_396 = l_mut_90 < l_mut_102;
let l_397 = u32(l_396);
let l_398 = l_395 - l_397;
l_mut_90 = l_394;
l_mut_75 = l_398;
l_mut_188 = l_mut_188 + l_mut_189;
}
}
}
}
let l_399 = !l_mut_190;
if l_399 {
let l_1148 = info.static_meta[u32(5)];
let l_1149 = l_1148 * u32(1);
let l_1150 = l_1149 - u32(1);
let l_1151 = min(u32(0), l_1150);
let l_1152 = &buffer_5_global[l_1151];
let l_400 = l_1152;
let l_401 = atomicAdd(l_400, u32(1));let l_402 = l_4 / u32(8);
l_mut_232 = u32(0);
l_mut_227 = u32(0);
l_mut_226 = u32(0);

for (var l_mut_403: u32 = u32(0); l_mut_403 < u32(8); l_mut_403++) {
let l_404 = l_mut_403 * l_402;
let l_405 = l_404 < l_56;
let l_406 = l_4 / u32(8);
let l_407 = l_mut_403 * l_406;
let l_408 = l_407 + l_407;
let l_409 = l_72 >> u32(31);
let l_410 = l_409 == u32(1);
l_mut_223 = l_69;
l_mut_222 = l_72;
if l_410 {
let l_411 = u32(0) - l_69;
let l_412 = u32(0) - l_72;
let l_413 = u32(0) < l_69;
let l_414 = u32(l_413);
let l_415 = l_412 - l_414;
l_mut_223 = l_411;
l_mut_222 = l_415;
}
let l_416 = l_mut_223 * l_408;
let l_417 = l_mut_222 * l_408;
let l_1153 = u64(l_mut_223);
let l_1154 = u64(l_408);
let l_1155 = l_1153 * l_1154;
let l_1156 = l_1155 >> u32(bitcast<u64>(u64(32)));
let l_1157 = u32(bitcast<u64>(l_1156));
let l_418 = l_1157;
let l_419 = l_418 + l_417;
let l_1158 = u64(l_mut_222);
let l_1159 = u64(l_408);
let l_1160 = l_1158 * l_1159;
let l_1161 = l_1160 >> u32(bitcast<u64>(u64(32)));
let l_1162 = u32(bitcast<u64>(l_1161));
let l_420 = l_1162;
let l_421 = l_419 < l_417;
let l_422 = u32(l_421);
let l_423 = l_420 + l_422;
let l_424 = l_9 % u32(32);
l_mut_221 = l_416;
let l_425 = l_424 > u32(0);
if l_425 {
let l_426 = l_416 >> l_424;
let l_427 = u32(32) - l_424;
let l_428 = l_419 << l_427;
let l_429 = l_426 | l_428;
l_mut_221 = l_429;
}
l_mut_207 = l_419;
let l_430 = l_424 > u32(0);
if l_430 {
let l_431 = l_419 >> l_424;
let l_432 = u32(32) - l_424;
let l_433 = l_423 << l_432;
let l_434 = l_431 | l_433;
l_mut_207 = l_434;
}
l_mut_189 = l_mut_221;
l_mut_221 = l_mut_207;
let l_435 = l_9 >= u32(64);
if l_435 {
l_mut_189 = l_423;
l_mut_221 = u32(0);
} else {
let l_436 = l_9 >= u32(32);
if l_436 {
l_mut_207 = l_419;
let l_437 = l_424 > u32(0);
if l_437 {
let l_438 = l_419 >> l_424;
let l_439 = u32(32) - l_424;
let l_440 = l_423 << l_439;
let l_441 = l_438 | l_440;
l_mut_207 = l_441;
}
let l_442 = l_423 >> l_424;
l_mut_189 = l_mut_207;
l_mut_221 = l_442;
}
}
l_mut_223 = l_mut_189;
l_mut_222 = l_mut_221;
if l_410 {
let l_443 = u32(0) - l_mut_223;
let l_444 = u32(0) - l_mut_222;
let l_445 = u32(0) < l_mut_223;
let l_446 = u32(l_445);
let l_447 = l_444 - l_446;
l_mut_223 = l_443;
l_mut_222 = l_447;
}
let l_448 = l_59 + l_mut_223;
let l_449 = l_62 + l_mut_222;
let l_450 = l_448 < l_59;
let l_451 = u32(l_450);
let l_452 = l_449 + l_451;
let l_453 = l_59 * l_407;
let l_1163 = u64(l_59);
let l_1164 = u64(l_407);
let l_1165 = l_1163 * l_1164;
let l_1166 = l_1165 >> u32(bitcast<u64>(u64(32)));
let l_1167 = u32(bitcast<u64>(l_1166));
let l_454 = l_1167;
let l_455 = l_62 * l_407;
let l_456 = l_454 + l_455;
let l_457 = l_64 + l_453;
let l_458 = l_67 + l_456;
let l_459 = l_457 < l_64;
let l_460 = u32(l_459);
let l_461 = l_458 + l_460;
let l_462 = l_407 * l_407;
let l_463 = l_72 >> u32(31);
let l_464 = l_463 == u32(1);
l_mut_223 = l_69;
l_mut_222 = l_72;
if l_464 {
let l_465 = u32(0) - l_69;
let l_466 = u32(0) - l_72;
let l_467 = u32(0) < l_69;
let l_468 = u32(l_467);
let l_469 = l_466 - l_468;
l_mut_223 = l_465;
l_mut_222 = l_469;
}
let l_470 = l_mut_223 * l_462;
let l_471 = l_mut_222 * l_462;
let l_1168 = u64(l_mut_223);
let l_1169 = u64(l_462);
let l_1170 = l_1168 * l_1169;
let l_1171 = l_1170 >> u32(bitcast<u64>(u64(32)));
let l_1172 = u32(bitcast<u64>(l_1171));
let l_472 = l_1172;
let l_473 = l_472 + l_471;
let l_1173 = u64(l_mut_222);
let l_1174 = u64(l_462);
let l_1175 = l_1173 * l_1174;
let l_1176 = l_1175 >> u32(bitcast<u64>(u64(32)));
let l_1177 = u32(bitcast<u64>(l_1176));
let l_474 = l_1177;
let l_475 = l_473 < l_471;
let l_476 = u32(l_475);
let l_477 = l_474 + l_476;
let l_478 = l_9 % u32(32);
l_mut_221 = l_470;
let l_479 = l_478 > u32(0);
if l_479 {
let l_480 = l_470 >> l_478;
let l_481 = u32(32) - l_478;
let l_482 = l_473 << l_481;
let l_483 = l_480 | l_482;
l_mut_221 = l_483;
}
l_mut_207 = l_473;
let l_484 = l_478 > u32(0);
if l_484 {
let l_485 = l_473 >> l_478;
let l_486 = u32(32) - l_478;
let l_487 = l_477 << l_486;
let l_488 = l_485 | l_487;
l_mut_207 = l_488;
}
l_mut_189 = l_mut_221;
l_mut_221 = l_mut_207;
let l_489 = l_9 >= u32(64);
if l_489 {
l_mut_189 = l_477;
l_mut_221 = u32(0);
} else {
let l_490 = l_9 >= u32(32);
if l_490 {
l_mut_207 = l_473;
let l_491 = l_478 > u32(0);
if l_491 {
let l_492 = l_473 >> l_478;
let l_493 = u32(32) - l_478;
let l_494 = l_477 << l_493;
let l_495 = l_492 | l_494;
l_mut_207 = l_495;
}
let l_496 = l_477 >> l_478;
l_mut_189 = l_mut_207;
l_mut_221 = l_496;
}
}
l_mut_223 = l_mut_189;
l_mut_222 = l_mut_221;
if l_464 {
let l_497 = u32(0) - l_mut_223;
let l_498 = u32(0) - l_mut_222;
let l_499 = u32(0) < l_mut_223;
let l_500 = u32(l_499);
let l_501 = l_498 - l_500;
l_mut_223 = l_497;
l_mut_222 = l_501;
}
let l_502 = l_457 + l_mut_223;
let l_503 = l_461 + l_mut_222;
let l_504 = l_502 < l_457;
let l_505 = u32(l_504);
let l_506 = l_503 + l_505;
let l_507 = l_72 >> u32(31);
let l_508 = l_507 == u32(1);
l_mut_223 = l_69;
l_mut_222 = l_72;
if l_508 {
let l_509 = u32(0) - l_69;
let l_510 = u32(0) - l_72;
let l_511 = u32(0) < l_69;
let l_512 = u32(l_511);
let l_513 = l_510 - l_512;
l_mut_223 = l_509;
l_mut_222 = l_513;
}
let l_514 = l_mut_223 * l_406;
let l_515 = l_mut_222 * l_406;
let l_1178 = u64(l_mut_223);
let l_1179 = u64(l_406);
let l_1180 = l_1178 * l_1179;
let l_1181 = l_1180 >> u32(bitcast<u64>(u64(32)));
let l_1182 = u32(bitcast<u64>(l_1181));
let l_516 = l_1182;
let l_517 = l_516 + l_515;
let l_1183 = u64(l_mut_222);
let l_1184 = u64(l_406);
let l_1185 = l_1183 * l_1184;
let l_1186 = l_1185 >> u32(bitcast<u64>(u64(32)));
let l_1187 = u32(bitcast<u64>(l_1186));
let l_518 = l_1187;
let l_519 = l_517 < l_515;
let l_520 = u32(l_519);
let l_521 = l_518 + l_520;
let l_522 = l_9 % u32(32);
l_mut_221 = l_514;
let l_523 = l_522 > u32(0);
if l_523 {
let l_524 = l_514 >> l_522;
let l_525 = u32(32) - l_522;
let l_526 = l_517 << l_525;
let l_527 = l_524 | l_526;
l_mut_221 = l_527;
}
l_mut_207 = l_517;
let l_528 = l_522 > u32(0);
if l_528 {
let l_529 = l_517 >> l_522;
let l_530 = u32(32) - l_522;
let l_531 = l_521 << l_530;
let l_532 = l_529 | l_531;
l_mut_207 = l_532;
}
l_mut_189 = l_mut_221;
l_mut_221 = l_mut_207;
let l_533 = l_9 >= u32(64);
if l_533 {
l_mut_189 = l_521;
l_mut_221 = u32(0);
} else {
let l_534 = l_9 >= u32(32);
if l_534 {
l_mut_207 = l_517;
let l_535 = l_522 > u32(0);
if l_535 {
let l_536 = l_517 >> l_522;
let l_537 = u32(32) - l_522;
let l_538 = l_521 << l_537;
let l_539 = l_536 | l_538;
l_mut_207 = l_539;
}
let l_540 = l_521 >> l_522;
l_mut_189 = l_mut_207;
l_mut_221 = l_540;
}
}
l_mut_223 = l_mut_189;
l_mut_222 = l_mut_221;
if l_508 {
let l_541 = u32(0) - l_mut_223;
let l_542 = u32(0) - l_mut_222;
let l_543 = u32(0) < l_mut_223;
let l_544 = u32(l_543);
let l_545 = l_542 - l_544;
l_mut_223 = l_541;
l_mut_222 = l_545;
}
let l_546 = l_448 + l_mut_223;
let l_547 = l_452 + l_mut_222;
let l_548 = l_546 < l_448;
let l_549 = u32(l_548);
let l_550 = l_547 + l_549;
let l_551 = l_406 * l_406;
let l_552 = l_9 + u32(3);
let l_553 = l_72 >> u32(31);
let l_554 = l_553 == u32(1);
l_mut_223 = l_69;
l_mut_222 = l_72;
if l_554 {
let l_555 = u32(0) - l_69;
let l_556 = u32(0) - l_72;
let l_557 = u32(0) < l_69;
let l_558 = u32(l_557);
let l_559 = l_556 - l_558;
l_mut_223 = l_555;
l_mut_222 = l_559;
}
let l_560 = l_mut_223 * l_551;
let l_561 = l_mut_222 * l_551;
let l_1188 = u64(l_mut_223);
let l_1189 = u64(l_551);
let l_1190 = l_1188 * l_1189;
let l_1191 = l_1190 >> u32(bitcast<u64>(u64(32)));
let l_1192 = u32(bitcast<u64>(l_1191));
let l_562 = l_1192;
let l_563 = l_562 + l_561;
let l_1193 = u64(l_mut_222);
let l_1194 = u64(l_551);
let l_1195 = l_1193 * l_1194;
let l_1196 = l_1195 >> u32(bitcast<u64>(u64(32)));
let l_1197 = u32(bitcast<u64>(l_1196));
let l_564 = l_1197;
let l_565 = l_563 < l_561;
let l_566 = u32(l_565);
let l_567 = l_564 + l_566;
let l_568 = l_552 % u32(32);
l_mut_221 = l_560;
let l_569 = l_568 > u32(0);
if l_569 {
let l_570 = l_560 >> l_568;
let l_571 = u32(32) - l_568;
let l_572 = l_563 << l_571;
let l_573 = l_570 | l_572;
l_mut_221 = l_573;
}
l_mut_207 = l_563;
let l_574 = l_568 > u32(0);
if l_574 {
let l_575 = l_563 >> l_568;
let l_576 = u32(32) - l_568;
let l_577 = l_567 << l_576;
let l_578 = l_575 | l_577;
l_mut_207 = l_578;
}
l_mut_189 = l_mut_221;
l_mut_221 = l_mut_207;
let l_579 = l_552 >= u32(64);
if l_579 {
l_mut_189 = l_567;
l_mut_221 = u32(0);
} else {
let l_580 = l_552 >= u32(32);
if l_580 {
l_mut_207 = l_563;
let l_581 = l_568 > u32(0);
if l_581 {
let l_582 = l_563 >> l_568;
let l_583 = u32(32) - l_568;
let l_584 = l_567 << l_583;
let l_585 = l_582 | l_584;
l_mut_207 = l_585;
}
let l_586 = l_567 >> l_568;
l_mut_189 = l_mut_207;
l_mut_221 = l_586;
}
}
l_mut_223 = l_mut_189;
l_mut_222 = l_mut_221;
if l_554 {
let l_587 = u32(0) - l_mut_223;
let l_588 = u32(0) - l_mut_222;
let l_589 = u32(0) < l_mut_223;
let l_590 = u32(l_589);
let l_591 = l_588 - l_590;
l_mut_223 = l_587;
l_mut_222 = l_591;
}
let l_592 = l_502 - l_mut_223;
let l_593 = l_506 - l_mut_222;
let l_594 = l_502 < l_mut_223;
let l_595 = u32(l_594);
let l_596 = l_593 - l_595;
let l_597 = l_592 + l_19;
let l_598 = l_596 + l_22;
let l_599 = l_597 < l_592;
let l_600 = u32(l_599);
let l_601 = l_598 + l_600;
let l_602 = u32(0) - l_546;
let l_603 = u32(0) - l_550;
let l_604 = u32(0) < l_546;
let l_605 = u32(l_604);
let l_606 = l_603 - l_605;
let l_607 = l_19 + l_19;
let l_608 = l_22 + l_22;
let l_609 = l_607 < l_19;
let l_610 = u32(l_609);
let l_611 = l_608 + l_610;
l_mut_223 = l_602;
l_mut_222 = l_606;
let l_612 = u32(0) - l_602;
let l_613 = u32(0) - l_606;
let l_614 = u32(0) < l_602;
let l_615 = u32(l_614);
let l_616 = l_613 - l_615;
l_mut_221 = l_612;
l_mut_207 = l_616;
l_mut_189 = l_597;
l_mut_188 = l_601;
l_mut_187 = u32(1);
l_mut_102 = u32(1);
l_mut_208 = bool(false);
let l_617 = l_mut_188 < l_611;
let l_618 = l_mut_188 == l_611;
let l_619 = l_mut_189 < l_607;
let l_620 = l_618 && l_619;
let l_621 = l_617 || l_620;
let l_622 = !l_621;
l_mut_200 = l_622;
let l_623 = l_602 | l_606;
let l_624 = l_623 == u32(0);
if l_624 {
l_mut_208 = l_mut_200;
l_mut_200 = bool(false);
}
l_mut_197 = bool(false);
loop {
let l_625 = !l_mut_200;
if l_625 {
break;
}
let l_626 = l_mut_188 < l_mut_222;
let l_627 = l_mut_188 == l_mut_222;
let l_628 = l_mut_189 < l_mut_223;
let l_629 = l_627 && l_628;
let l_630 = l_626 || l_629;
if l_630 {
l_mut_96 = u32(0);
l_mut_190 = bool(false);
l_mut_190 = bool(true);
let l_631 = l_mut_223 | l_mut_222;
let l_632 = l_631 == u32(0);
if l_632 {
l_mut_96 = l_406;
} else {
if l_mut_190 {
let l_633 = l_mut_222 < l_mut_207;
let l_634 = l_mut_222 == l_mut_207;
let l_635 = l_mut_223 < l_mut_221;
let l_636 = l_634 && l_635;
let l_637 = l_633 || l_636;
if l_637 {
let l_638 = l_mut_221 - u32(1);
let l_639 = l_mut_207 - u32(0);
let l_640 = l_mut_221 < u32(1);
let l_641 = u32(l_640);
let l_642 = l_639 - l_641;
l_mut_90 = l_638;
l_mut_75 = l_642;
l_mut_40 = u32(0);

for (var l_mut_643: u32 = u32(0); l_mut_643 < u32(16); l_mut_643++) {
let l_644 = u32(15) - l_mut_643;
l_mut_645 = l_mut_90;
l_mut_646 = l_mut_75;
let l_647 = l_644 >= u32(32);
if l_647 {
let l_648 = l_644 & u32(31);
let l_649 = l_mut_75 >> l_648;
l_mut_645 = l_649;
l_mut_646 = u32(0);
} else {
let l_650 = l_644 > u32(0);
if l_650 {
l_mut_651 = l_mut_90;
let l_652 = l_644 > u32(0);
if l_652 {
let l_653 = l_mut_90 >> l_644;
let l_654 = u32(32) - l_644;
let l_655 = l_mut_75 << l_654;
let l_656 = l_653 | l_655;
l_mut_651 = l_656;
}
let l_657 = l_mut_75 >> l_644;
l_mut_645 = l_mut_651;
l_mut_646 = l_657;
}
}
let l_658 = l_mut_646 < l_mut_222;
let l_659 = l_mut_646 == l_mut_222;
let l_660 = l_mut_645 < l_mut_223;
let l_661 = l_659 && l_660;
let l_662 = l_658 || l_661;
let l_663 = !l_662;
if l_663 {
l_mut_651 = l_mut_223;
l_mut_646 = l_mut_222;
let l_664 = l_644 >= u32(32);
if l_664 {
let l_665 = l_644 & u32(31);
let l_666 = l_mut_223 << l_665;
l_mut_651 = u32(0);
l_mut_646 = l_666;
} else {
let l_667 = l_644 > u32(0);
if l_667 {
let l_668 = l_mut_223 << l_644;
let l_669 = l_mut_222 << l_644;
let l_670 = u32(32) - l_644;
let l_671 = l_mut_223 >> l_670;
let l_672 = l_669 | l_671;
l_mut_651 = l_668;
l_mut_646 = l_672;
}
}
let l_673 = l_mut_90 - l_mut_651;
let l_674 = l_mut_75 - l_mut_646;
let l_675 = l_mut_90 < l_mut_651;
let l_676 = u32(l_675);
let l_677 = l_674 - l_676;
l_mut_90 = l_673;
l_mut_75 = l_677;
let l_678 = u32(1) << l_644;
l_mut_40 = l_mut_40 | l_678;
}
}
let l_679 = min(l_mut_40, l_406);
l_mut_651 = l_679;
let l_680 = l_mut_75 < l_mut_222;
let l_681 = l_mut_75 == l_mut_222;
let l_682 = l_mut_90 < l_mut_223;
let l_683 = l_681 && l_682;
let l_684 = l_680 || l_683;
let l_685 = !l_684;
if l_685 {
l_mut_651 = l_406;
}
l_mut_96 = l_mut_651;
}
} else {
l_mut_651 = l_mut_221;
l_mut_646 = l_mut_207;
loop {
let l_686 = l_mut_222 < l_mut_646;
let l_687 = l_mut_222 == l_mut_646;
let l_688 = l_mut_223 < l_mut_651;
let l_689 = l_687 && l_688;
let l_690 = l_686 || l_689;
let l_691 = l_mut_96 * l_mut_102;
let l_692 = l_mut_187 + l_691;
let l_693 = l_692 + l_mut_102;
let l_694 = l_693 < l_406;
let l_695 = l_690 && l_694;
let l_696 = !l_695;
if l_696 {
break;
}
let l_697 = l_mut_651 - l_mut_223;
let l_698 = l_mut_646 - l_mut_222;
let l_699 = l_mut_651 < l_mut_223;
let l_700 = u32(l_699);
let l_701 = l_698 - l_700;
l_mut_651 = l_697;
l_mut_646 = l_701;
l_mut_96 = l_mut_96 + u32(1);
}
}
}
let l_702 = l_mut_96 * l_mut_102;
let l_703 = l_mut_187 + l_702;
let l_704 = l_703 + l_mut_102;
let l_705 = l_704 >= l_406;
if l_705 {
l_mut_208 = bool(true);
l_mut_200 = bool(false);
} else {
let l_706 = l_mut_223 * l_mut_96;
let l_1198 = u64(l_mut_223);
let l_1199 = u64(l_mut_96);
let l_1200 = l_1198 * l_1199;
let l_1201 = l_1200 >> u32(bitcast<u64>(u64(32)));
let l_1202 = u32(bitcast<u64>(l_1201));
let l_707 = l_1202;
let l_708 = l_mut_222 * l_mut_96;
let l_709 = l_707 + l_708;
let l_710 = l_mut_221 - l_706;
let l_711 = l_mut_207 - l_709;
let l_712 = l_mut_221 < l_706;
let l_713 = u32(l_712);
let l_714 = l_711 - l_713;
l_mut_221 = l_710;
l_mut_207 = l_714;
let l_715 = l_mut_96 * l_mut_102;
l_mut_187 = l_mut_187 + l_715;
let l_716 = l_mut_223 - l_mut_221;
let l_717 = l_mut_222 - l_mut_207;
let l_718 = l_mut_223 < l_mut_221;
let l_719 = u32(l_718);
let l_720 = l_717 - l_719;
l_mut_223 = l_716;
l_mut_222 = l_720;
l_mut_102 = l_mut_102 + l_mut_187;
}
} else {
let l_721 = l_mut_189 - l_mut_223;
let l_722 = l_mut_188 - l_mut_222;
let l_723 = l_mut_189 < l_mut_223;
let l_724 = u32(l_723);
let l_725 = l_722 - l_724;
l_mut_189 = l_721;
l_mut_188 = l_725;
let l_726 = l_mut_188 < l_611;
let l_727 = l_mut_188 == l_611;
let l_728 = l_mut_189 < l_607;
let l_729 = l_727 && l_728;
let l_730 = l_726 || l_729;
if l_730 {
l_mut_200 = bool(false);
} else {
l_mut_651 = u32(0);
l_mut_190 = bool(false);
l_mut_190 = bool(true);
let l_731 = l_mut_221 | l_mut_207;
let l_732 = l_731 == u32(0);
if l_732 {
l_mut_651 = l_406;
} else {
if l_mut_190 {
let l_733 = l_mut_207 < l_mut_222;
let l_734 = l_mut_207 == l_mut_222;
let l_735 = l_mut_221 < l_mut_223;
let l_736 = l_734 && l_735;
let l_737 = l_733 || l_736;
if l_737 {
let l_738 = l_mut_223 - u32(1);
let l_739 = l_mut_222 - u32(0);
let l_740 = l_mut_223 < u32(1);
let l_741 = u32(l_740);
let l_742 = l_739 - l_741;
l_mut_646 = l_738;
l_mut_645 = l_742;
l_mut_96 = u32(0);

for (var l_mut_743: u32 = u32(0); l_mut_743 < u32(16); l_mut_743++) {
let l_744 = u32(15) - l_mut_743;
l_mut_90 = l_mut_646;
l_mut_75 = l_mut_645;
let l_745 = l_744 >= u32(32);
if l_745 {
let l_746 = l_744 & u32(31);
let l_747 = l_mut_645 >> l_746;
l_mut_90 = l_747;
l_mut_75 = u32(0);
} else {
let l_748 = l_744 > u32(0);
if l_748 {
l_mut_40 = l_mut_646;
let l_749 = l_744 > u32(0);
if l_749 {
let l_750 = l_mut_646 >> l_744;
let l_751 = u32(32) - l_744;
let l_752 = l_mut_645 << l_751;
let l_753 = l_750 | l_752;
l_mut_40 = l_753;
}
let l_754 = l_mut_645 >> l_744;
l_mut_90 = l_mut_40;
l_mut_75 = l_754;
}
}
let l_755 = l_mut_75 < l_mut_207;
let l_756 = l_mut_75 == l_mut_207;
let l_757 = l_mut_90 < l_mut_221;
let l_758 = l_756 && l_757;
let l_759 = l_755 || l_758;
let l_760 = !l_759;
if l_760 {
l_mut_90 = l_mut_221;
l_mut_75 = l_mut_207;
let l_761 = l_744 >= u32(32);
if l_761 {
let l_762 = l_744 & u32(31);
let l_763 = l_mut_221 << l_762;
l_mut_90 = u32(0);
l_mut_75 = l_763;
} else {
let l_764 = l_744 > u32(0);
if l_764 {
let l_765 = l_mut_221 << l_744;
let l_766 = l_mut_207 << l_744;
let l_767 = u32(32) - l_744;
let l_768 = l_mut_221 >> l_767;
let l_769 = l_766 | l_768;
l_mut_90 = l_765;
l_mut_75 = l_769;
}
}
let l_770 = l_mut_646 - l_mut_90;
let l_771 = l_mut_645 - l_mut_75;
let l_772 = l_mut_646 < l_mut_90;
let l_773 = u32(l_772);
let l_774 = l_771 - l_773;
l_mut_646 = l_770;
l_mut_645 = l_774;
let l_775 = u32(1) << l_744;
l_mut_96 = l_mut_96 | l_775;
}
}
let l_776 = min(l_mut_96, l_406);
l_mut_96 = l_776;
let l_777 = l_mut_645 < l_mut_207;
let l_778 = l_mut_645 == l_mut_207;
let l_779 = l_mut_646 < l_mut_221;
let l_780 = l_778 && l_779;
let l_781 = l_777 || l_780;
let l_782 = !l_781;
if l_782 {
l_mut_96 = l_406;
}
l_mut_651 = l_mut_96;
}
} else {
l_mut_646 = l_mut_223;
l_mut_645 = l_mut_222;
loop {
let l_783 = l_mut_207 < l_mut_645;
let l_784 = l_mut_207 == l_mut_645;
let l_785 = l_mut_221 < l_mut_646;
let l_786 = l_784 && l_785;
let l_787 = l_783 || l_786;
let l_788 = l_mut_651 * l_mut_187;
let l_789 = l_mut_102 + l_788;
let l_790 = l_789 + l_mut_187;
let l_791 = l_790 < l_406;
let l_792 = l_787 && l_791;
let l_793 = !l_792;
if l_793 {
break;
}
let l_794 = l_mut_646 - l_mut_221;
let l_795 = l_mut_645 - l_mut_207;
let l_796 = l_mut_646 < l_mut_221;
let l_797 = u32(l_796);
let l_798 = l_795 - l_797;
l_mut_646 = l_794;
l_mut_645 = l_798;
l_mut_651 = l_mut_651 + u32(1);
}
}
}
let l_799 = l_mut_187 + l_mut_102;
let l_800 = l_mut_651 * l_mut_187;
let l_801 = l_799 + l_800;
let l_802 = l_801 >= l_406;
if l_802 {
l_mut_208 = bool(true);
l_mut_200 = bool(false);
} else {
let l_803 = l_mut_221 * l_mut_651;
let l_1203 = u64(l_mut_221);
let l_1204 = u64(l_mut_651);
let l_1205 = l_1203 * l_1204;
let l_1206 = l_1205 >> u32(bitcast<u64>(u64(32)));
let l_1207 = u32(bitcast<u64>(l_1206));
let l_804 = l_1207;
let l_805 = l_mut_207 * l_mut_651;
let l_806 = l_804 + l_805;
let l_807 = l_mut_223 - l_803;
let l_808 = l_mut_222 - l_806;
let l_809 = l_mut_223 < l_803;
let l_810 = u32(l_809);
let l_811 = l_808 - l_810;
l_mut_223 = l_807;
l_mut_222 = l_811;
let l_812 = l_mut_651 * l_mut_187;
l_mut_102 = l_mut_102 + l_812;
let l_813 = l_mut_221 - l_mut_223;
let l_814 = l_mut_207 - l_mut_222;
let l_815 = l_mut_221 < l_mut_223;
let l_816 = u32(l_815);
let l_817 = l_814 - l_816;
l_mut_221 = l_813;
l_mut_207 = l_817;
l_mut_187 = l_mut_187 + l_mut_102;
}
}
}
}
let l_818 = !l_mut_208;
let l_819 = l_405 && l_818;
if l_819 {
let l_820 = u32(1) << l_mut_403;
l_mut_232 = l_mut_232 | l_820;
l_mut_227 = l_mut_227 + u32(1);
let l_821 = l_404 + l_402;
let l_822 = min(l_821, l_56);
l_mut_651 = u32(0);

for (var l_mut_823: u32 = l_404; l_mut_823 < l_822; l_mut_823++) {
let l_824 = l_59 * l_mut_823;
let l_1208 = u64(l_59);
let l_1209 = u64(l_mut_823);
let l_1210 = l_1208 * l_1209;
let l_1211 = l_1210 >> u32(bitcast<u64>(u64(32)));
let l_1212 = u32(bitcast<u64>(l_1211));
let l_825 = l_1212;
let l_826 = l_62 * l_mut_823;
let l_827 = l_825 + l_826;
let l_828 = l_64 + l_824;
let l_829 = l_67 + l_827;
let l_830 = l_828 < l_64;
let l_831 = u32(l_830);
let l_832 = l_829 + l_831;
let l_833 = l_mut_823 * l_mut_823;
let l_834 = l_72 >> u32(31);
let l_835 = l_834 == u32(1);
l_mut_646 = l_69;
l_mut_645 = l_72;
if l_835 {
let l_836 = u32(0) - l_69;
let l_837 = u32(0) - l_72;
let l_838 = u32(0) < l_69;
let l_839 = u32(l_838);
let l_840 = l_837 - l_839;
l_mut_646 = l_836;
l_mut_645 = l_840;
}
let l_841 = l_mut_646 * l_833;
let l_842 = l_mut_645 * l_833;
let l_1213 = u64(l_mut_646);
let l_1214 = u64(l_833);
let l_1215 = l_1213 * l_1214;
let l_1216 = l_1215 >> u32(bitcast<u64>(u64(32)));
let l_1217 = u32(bitcast<u64>(l_1216));
let l_843 = l_1217;
let l_844 = l_843 + l_842;
let l_1218 = u64(l_mut_645);
let l_1219 = u64(l_833);
let l_1220 = l_1218 * l_1219;
let l_1221 = l_1220 >> u32(bitcast<u64>(u64(32)));
let l_1222 = u32(bitcast<u64>(l_1221));
let l_845 = l_1222;
let l_846 = l_844 < l_842;
let l_847 = u32(l_846);
let l_848 = l_845 + l_847;
let l_849 = l_9 % u32(32);
l_mut_223 = l_841;
let l_850 = l_849 > u32(0);
if l_850 {
let l_851 = l_841 >> l_849;
let l_852 = u32(32) - l_849;
let l_853 = l_844 << l_852;
let l_854 = l_851 | l_853;
l_mut_223 = l_854;
}
l_mut_222 = l_844;
let l_855 = l_849 > u32(0);
if l_855 {
let l_856 = l_844 >> l_849;
let l_857 = u32(32) - l_849;
let l_858 = l_848 << l_857;
let l_859 = l_856 | l_858;
l_mut_222 = l_859;
}
l_mut_221 = l_mut_223;
l_mut_223 = l_mut_222;
let l_860 = l_9 >= u32(64);
if l_860 {
l_mut_221 = l_848;
l_mut_223 = u32(0);
} else {
let l_861 = l_9 >= u32(32);
if l_861 {
l_mut_222 = l_844;
let l_862 = l_849 > u32(0);
if l_862 {
let l_863 = l_844 >> l_849;
let l_864 = u32(32) - l_849;
let l_865 = l_848 << l_864;
let l_866 = l_863 | l_865;
l_mut_222 = l_866;
}
let l_867 = l_848 >> l_849;
l_mut_221 = l_mut_222;
l_mut_223 = l_867;
}
}
l_mut_646 = l_mut_221;
l_mut_645 = l_mut_223;
if l_835 {
let l_868 = u32(0) - l_mut_646;
let l_869 = u32(0) - l_mut_645;
let l_870 = u32(0) < l_mut_646;
let l_871 = u32(l_870);
let l_872 = l_869 - l_871;
l_mut_646 = l_868;
l_mut_645 = l_872;
}
let l_873 = l_828 + l_mut_646;
let l_874 = l_832 + l_mut_645;
let l_875 = l_873 < l_828;
let l_876 = u32(l_875);
let l_877 = l_874 + l_876;
let l_878 = u32(0) - l_873;
let l_879 = u32(0) - l_877;
let l_880 = u32(0) < l_873;
let l_881 = u32(l_880);
let l_882 = l_879 - l_881;
l_mut_646 = l_878;
l_mut_645 = l_882;
let l_883 = l_877 < l_mut_645;
let l_884 = l_877 == l_mut_645;
let l_885 = l_873 < l_mut_646;
let l_886 = l_884 && l_885;
let l_887 = l_883 || l_886;
if l_887 {
l_mut_646 = l_873;
l_mut_645 = l_877;
}
let l_888 = l_mut_645 < l_27;
let l_889 = l_mut_645 == l_27;
let l_890 = l_mut_646 < l_24;
let l_891 = l_889 && l_890;
let l_892 = l_888 || l_891;
let l_893 = u32(l_892);
l_mut_651 = l_mut_651 + l_893;
}
l_mut_226 = l_mut_226 + l_mut_651;
}
}
let l_894 = l_mut_227 > u32(0);
if l_894 {
let l_1223 = info.static_meta[u32(5)];
let l_1224 = l_1223 * u32(1);
let l_1225 = l_1224 - u32(1);
let l_1226 = min(u32(1), l_1225);
let l_1227 = &buffer_5_global[l_1226];
let l_895 = l_1227;
let l_896 = atomicAdd(l_895, l_mut_227);}
let l_897 = l_mut_226 > u32(0);
if l_897 {
let l_1228 = info.static_meta[u32(5)];
let l_1229 = l_1228 * u32(1);
let l_1230 = l_1229 - u32(1);
let l_1231 = min(u32(2), l_1230);
let l_1232 = &buffer_5_global[l_1231];
let l_898 = l_1232;
let l_899 = atomicAdd(l_898, l_mut_226);l_mut_651 = l_899;

for (var l_mut_900: u32 = u32(0); l_mut_900 < u32(8); l_mut_900++) {
let l_901 = l_mut_232 >> l_mut_900;
let l_902 = l_901 & u32(1);
let l_903 = l_902 == u32(1);
if l_903 {
let l_904 = l_mut_900 * l_402;
let l_905 = l_904 + l_402;
let l_906 = min(l_905, l_56);
l_mut_646 = l_mut_651;

for (var l_mut_907: u32 = l_904; l_mut_907 < l_906; l_mut_907++) {
let l_908 = l_59 * l_mut_907;
let l_1233 = u64(l_59);
let l_1234 = u64(l_mut_907);
let l_1235 = l_1233 * l_1234;
let l_1236 = l_1235 >> u32(bitcast<u64>(u64(32)));
let l_1237 = u32(bitcast<u64>(l_1236));
let l_909 = l_1237;
let l_910 = l_62 * l_mut_907;
let l_911 = l_909 + l_910;
let l_912 = l_64 + l_908;
let l_913 = l_67 + l_911;
let l_914 = l_912 < l_64;
let l_915 = u32(l_914);
let l_916 = l_913 + l_915;
let l_917 = l_mut_907 * l_mut_907;
let l_918 = l_72 >> u32(31);
let l_919 = l_918 == u32(1);
l_mut_645 = l_69;
l_mut_227 = l_72;
if l_919 {
let l_920 = u32(0) - l_69;
let l_921 = u32(0) - l_72;
let l_922 = u32(0) < l_69;
let l_923 = u32(l_922);
let l_924 = l_921 - l_923;
l_mut_645 = l_920;
l_mut_227 = l_924;
}
let l_925 = l_mut_645 * l_917;
let l_926 = l_mut_227 * l_917;
let l_1238 = u64(l_mut_645);
let l_1239 = u64(l_917);
let l_1240 = l_1238 * l_1239;
let l_1241 = l_1240 >> u32(bitcast<u64>(u64(32)));
let l_1242 = u32(bitcast<u64>(l_1241));
let l_927 = l_1242;
let l_928 = l_927 + l_926;
let l_1243 = u64(l_mut_227);
let l_1244 = u64(l_917);
let l_1245 = l_1243 * l_1244;
let l_1246 = l_1245 >> u32(bitcast<u64>(u64(32)));
let l_1247 = u32(bitcast<u64>(l_1246));
let l_929 = l_1247;
let l_930 = l_928 < l_926;
let l_931 = u32(l_930);
let l_932 = l_929 + l_931;
let l_933 = l_9 % u32(32);
l_mut_226 = l_925;
let l_934 = l_933 > u32(0);
if l_934 {
let l_935 = l_925 >> l_933;
let l_936 = u32(32) - l_933;
let l_937 = l_928 << l_936;
let l_938 = l_935 | l_937;
l_mut_226 = l_938;
}
l_mut_223 = l_928;
let l_939 = l_933 > u32(0);
if l_939 {
let l_940 = l_928 >> l_933;
let l_941 = u32(32) - l_933;
let l_942 = l_932 << l_941;
let l_943 = l_940 | l_942;
l_mut_223 = l_943;
}
l_mut_222 = l_mut_226;
l_mut_226 = l_mut_223;
let l_944 = l_9 >= u32(64);
if l_944 {
l_mut_222 = l_932;
l_mut_226 = u32(0);
} else {
let l_945 = l_9 >= u32(32);
if l_945 {
l_mut_223 = l_928;
let l_946 = l_933 > u32(0);
if l_946 {
let l_947 = l_928 >> l_933;
let l_948 = u32(32) - l_933;
let l_949 = l_932 << l_948;
let l_950 = l_947 | l_949;
l_mut_223 = l_950;
}
let l_951 = l_932 >> l_933;
l_mut_222 = l_mut_223;
l_mut_226 = l_951;
}
}
l_mut_645 = l_mut_222;
l_mut_227 = l_mut_226;
if l_919 {
let l_952 = u32(0) - l_mut_645;
let l_953 = u32(0) - l_mut_227;
let l_954 = u32(0) < l_mut_645;
let l_955 = u32(l_954);
let l_956 = l_953 - l_955;
l_mut_645 = l_952;
l_mut_227 = l_956;
}
let l_957 = l_912 + l_mut_645;
let l_958 = l_916 + l_mut_227;
let l_959 = l_957 < l_912;
let l_960 = u32(l_959);
let l_961 = l_958 + l_960;
let l_962 = u32(0) - l_957;
let l_963 = u32(0) - l_961;
let l_964 = u32(0) < l_957;
let l_965 = u32(l_964);
let l_966 = l_963 - l_965;
l_mut_645 = l_962;
l_mut_227 = l_966;
let l_967 = l_961 < l_mut_227;
let l_968 = l_961 == l_mut_227;
let l_969 = l_957 < l_mut_645;
let l_970 = l_968 && l_969;
let l_971 = l_967 || l_970;
if l_971 {
l_mut_645 = l_957;
l_mut_227 = l_961;
}
let l_972 = l_mut_227 < l_27;
let l_973 = l_mut_227 == l_27;
let l_974 = l_mut_645 < l_24;
let l_975 = l_973 && l_974;
let l_976 = l_972 || l_975;
if l_976 {
let l_977 = l_mut_646 * u32(2);
let l_978 = l_977 + u32(1);
let l_979 = info.static_meta[u32(10)];
let l_980 = l_978 < l_979;
if l_980 {
let l_1248 = info.static_meta[u32(4)];
let l_1249 = l_1248 * u32(1);
let l_1250 = l_977 < l_1249;
if l_1250 {
buffer_4_global[l_977] = id;
}
let l_981 = l_977 + u32(1);
let l_1251 = info.static_meta[u32(4)];
let l_1252 = l_1251 * u32(1);
let l_1253 = l_981 < l_1252;
if l_1253 {
buffer_4_global[l_981] = l_mut_907;
}
}
l_mut_646 = l_mut_646 + u32(1);
}
}
l_mut_651 = l_mut_646;
}
}
}
}
}
}
