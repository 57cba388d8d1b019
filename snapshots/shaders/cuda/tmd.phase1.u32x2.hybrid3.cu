#include <cuda_runtime.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct info_st {
    uint32 static_meta[12];
};


extern "C" __global__ void __launch_bounds__(64)phase1 (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, uint32* buffer_4, uint32* buffer_5, const __grid_constant__ info_st info
) {
uint3 absoluteIdx = make_uint3(
    blockIdx.x * blockDim.x + threadIdx.x,
    blockIdx.y * blockDim.y + threadIdx.y,
    blockIdx.z * blockDim.z + threadIdx.z
);
uint32 idxGlobal = (
                absoluteIdx.z * gridDim.x * blockDim.x * gridDim.y * blockDim.y)
                + (absoluteIdx.y * gridDim.x * blockDim.x)
                + absoluteIdx.x;
bool l_mut_350;
bool l_mut_357;
bool l_mut_628;
bool l_mut_645;
uint32 l_mut_102;
uint32 l_mut_145;
uint32 l_mut_151;
uint32 l_mut_213;
uint32 l_mut_219;
uint32 l_mut_269;
uint32 l_mut_275;
uint32 l_mut_382;
uint32 l_mut_388;
uint32 l_mut_394;
uint32 l_mut_40;
uint32 l_mut_421;
uint32 l_mut_428;
uint32 l_mut_439;
uint32 l_mut_440;
uint32 l_mut_441;
uint32 l_mut_444;
uint32 l_mut_445;
uint32 l_mut_450;
uint32 l_mut_75;
uint32 l_mut_766;
uint32 l_mut_771;
uint32 l_mut_90;
uint32 l_mut_96;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1161 = info.static_meta[uint32(5)];
const uint32 l_1162 = l_1161 * uint32(1);
const uint32 l_1163 = l_1162 - uint32(1);
const uint32 l_1164 = min(uint32(3), l_1163);
uint32* l_1165 = &buffer_5[l_1164];
uint32* l_1 = l_1165;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_1077 = info.static_meta[uint32(3)];
const uint32 l_1078 = l_1077 * uint32(1);
const bool l_1079 = l_3 < l_1078;
const uint32 l_1080 = l_1078 - uint32(1);
const uint32 l_1081 = min(l_3, l_1080);
const uint32 l_1082 = buffer_3[l_1081];
const uint32 l_1083 = (l_1079) ? l_1082 : uint32(0);
const uint32 l_4 = l_1083;
const uint32 l_5 = uint32(2) * uint32(0);
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_1084 = info.static_meta[uint32(3)];
const uint32 l_1085 = l_1084 * uint32(1);
const bool l_1086 = l_6 < l_1085;
const uint32 l_1087 = l_1085 - uint32(1);
const uint32 l_1088 = min(l_6, l_1087);
const uint32 l_1089 = buffer_3[l_1088];
const uint32 l_1090 = (l_1086) ? l_1089 : uint32(0);
const uint32 l_7 = l_1090;
const uint32 l_8 = uint32(2) * uint32(1);
const uint32 l_1091 = info.static_meta[uint32(3)];
const uint32 l_1092 = l_1091 * uint32(1);
const bool l_1093 = l_8 < l_1092;
const uint32 l_1094 = l_1092 - uint32(1);
const uint32 l_1095 = min(l_8, l_1094);
const uint32 l_1096 = buffer_3[l_1095];
const uint32 l_1097 = (l_1093) ? l_1096 : uint32(0);
const uint32 l_9 = l_1097;
const uint32 l_10 = uint32(2) * uint32(1);
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_1098 = info.static_meta[uint32(3)];
const uint32 l_1099 = l_1098 * uint32(1);
const bool l_1100 = l_11 < l_1099;
const uint32 l_1101 = l_1099 - uint32(1);
const uint32 l_1102 = min(l_11, l_1101);
const uint32 l_1103 = buffer_3[l_1102];
const uint32 l_1104 = (l_1100) ? l_1103 : uint32(0);
const uint32 l_12 = l_1104;
const uint32 l_13 = uint32(2) * uint32(2);
const uint32 l_1105 = info.static_meta[uint32(3)];
const uint32 l_1106 = l_1105 * uint32(1);
const bool l_1107 = l_13 < l_1106;
const uint32 l_1108 = l_1106 - uint32(1);
const uint32 l_1109 = min(l_13, l_1108);
const uint32 l_1110 = buffer_3[l_1109];
const uint32 l_1111 = (l_1107) ? l_1110 : uint32(0);
const uint32 l_14 = l_1111;
const uint32 l_15 = uint32(2) * uint32(2);
const uint32 l_16 = l_15 + uint32(1);
const uint32 l_1112 = info.static_meta[uint32(3)];
const uint32 l_1113 = l_1112 * uint32(1);
const bool l_1114 = l_16 < l_1113;
const uint32 l_1115 = l_1113 - uint32(1);
const uint32 l_1116 = min(l_16, l_1115);
const uint32 l_1117 = buffer_3[l_1116];
const uint32 l_1118 = (l_1114) ? l_1117 : uint32(0);
const uint32 l_17 = l_1118;
const uint32 l_18 = uint32(2) * uint32(3);
const uint32 l_1119 = info.static_meta[uint32(3)];
const uint32 l_1120 = l_1119 * uint32(1);
const bool l_1121 = l_18 < l_1120;
const uint32 l_1122 = l_1120 - uint32(1);
const uint32 l_1123 = min(l_18, l_1122);
const uint32 l_1124 = buffer_3[l_1123];
const uint32 l_1125 = (l_1121) ? l_1124 : uint32(0);
const uint32 l_19 = l_1125;
const uint32 l_20 = uint32(2) * uint32(3);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_1126 = info.static_meta[uint32(3)];
const uint32 l_1127 = l_1126 * uint32(1);
const bool l_1128 = l_21 < l_1127;
const uint32 l_1129 = l_1127 - uint32(1);
const uint32 l_1130 = min(l_21, l_1129);
const uint32 l_1131 = buffer_3[l_1130];
const uint32 l_1132 = (l_1128) ? l_1131 : uint32(0);
const uint32 l_22 = l_1132;
const uint32 l_23 = uint32(2) * uint32(4);
const uint32 l_1133 = info.static_meta[uint32(3)];
const uint32 l_1134 = l_1133 * uint32(1);
const bool l_1135 = l_23 < l_1134;
const uint32 l_1136 = l_1134 - uint32(1);
const uint32 l_1137 = min(l_23, l_1136);
const uint32 l_1138 = buffer_3[l_1137];
const uint32 l_1139 = (l_1135) ? l_1138 : uint32(0);
const uint32 l_24 = l_1139;
const uint32 l_25 = uint32(2) * uint32(4);
const uint32 l_26 = l_25 + uint32(1);
const uint32 l_1140 = info.static_meta[uint32(3)];
const uint32 l_1141 = l_1140 * uint32(1);
const bool l_1142 = l_26 < l_1141;
const uint32 l_1143 = l_1141 - uint32(1);
const uint32 l_1144 = min(l_26, l_1143);
const uint32 l_1145 = buffer_3[l_1144];
const uint32 l_1146 = (l_1142) ? l_1145 : uint32(0);
const uint32 l_27 = l_1146;
const uint32 l_28 = uint32(2) * uint32(5);
const uint32 l_1147 = info.static_meta[uint32(3)];
const uint32 l_1148 = l_1147 * uint32(1);
const bool l_1149 = l_28 < l_1148;
const uint32 l_1150 = l_1148 - uint32(1);
const uint32 l_1151 = min(l_28, l_1150);
const uint32 l_1152 = buffer_3[l_1151];
const uint32 l_1153 = (l_1149) ? l_1152 : uint32(0);
const uint32 l_29 = l_1153;
const uint32 l_30 = uint32(2) * uint32(5);
const uint32 l_31 = l_30 + uint32(1);
const uint32 l_1154 = info.static_meta[uint32(3)];
const uint32 l_1155 = l_1154 * uint32(1);
const bool l_1156 = l_31 < l_1155;
const uint32 l_1157 = l_1155 - uint32(1);
const uint32 l_1158 = min(l_31, l_1157);
const uint32 l_1159 = buffer_3[l_1158];
const uint32 l_1160 = (l_1156) ? l_1159 : uint32(0);
const uint32 l_32 = l_1160;
const uint32 l_33 = uint32(2) * idxGlobal;
const uint32 l_34 = info.static_meta[uint32(6)];
const bool l_35 = l_33 < l_34;
const uint32 l_36 = idxGlobal * l_4;
const uint32 l_37 = __umulhi(idxGlobal, l_4);
const uint32 l_38 = uint32(0) * l_4;
const uint32 l_39 = l_37 + l_38;
l_mut_40 = uint32(0);
const bool l_41 = l_39 < l_32;
const bool l_42 = l_39 == l_32;
const bool l_43 = l_36 < l_29;
const bool l_44 = l_42 && l_43;
const bool l_45 = l_41 || l_44;
if (l_45) {
const uint32 l_46 = l_29 - l_36;
const uint32 l_47 = l_32 - l_39;
const bool l_48 = l_29 < l_36;
const uint32 l_49 = uint32(l_48);
const uint32 l_50 = l_47 - l_49;
l_mut_40 = l_4;
const bool l_51 = l_50 < uint32(0);
const bool l_52 = l_50 == uint32(0);
const bool l_53 = l_46 < l_4;
const bool l_54 = l_52 && l_53;
const bool l_55 = l_51 || l_54;
if (l_55) {
l_mut_40 = l_46;
}
}
const bool l_56 = l_mut_40 > uint32(0);
const bool l_57 = l_35 && l_56;
if (l_57) {
const uint32 l_58 = uint32(2) * idxGlobal;
const uint32 l_1166 = info.static_meta[uint32(0)];
const uint32 l_1167 = l_1166 * uint32(1);
const bool l_1168 = l_58 < l_1167;
const uint32 l_1169 = l_1167 - uint32(1);
const uint32 l_1170 = min(l_58, l_1169);
const uint32 l_1171 = buffer_0[l_1170];
const uint32 l_1172 = (l_1168) ? l_1171 : uint32(0);
const uint32 l_59 = l_1172;
const uint32 l_60 = uint32(2) * idxGlobal;
const uint32 l_61 = l_60 + uint32(1);
const uint32 l_1173 = info.static_meta[uint32(0)];
const uint32 l_1174 = l_1173 * uint32(1);
const bool l_1175 = l_61 < l_1174;
const uint32 l_1176 = l_1174 - uint32(1);
const uint32 l_1177 = min(l_61, l_1176);
const uint32 l_1178 = buffer_0[l_1177];
const uint32 l_1179 = (l_1175) ? l_1178 : uint32(0);
const uint32 l_62 = l_1179;
const uint32 l_63 = uint32(2) * idxGlobal;
const uint32 l_1180 = info.static_meta[uint32(1)];
const uint32 l_1181 = l_1180 * uint32(1);
const bool l_1182 = l_63 < l_1181;
const uint32 l_1183 = l_1181 - uint32(1);
const uint32 l_1184 = min(l_63, l_1183);
const uint32 l_1185 = buffer_1[l_1184];
const uint32 l_1186 = (l_1182) ? l_1185 : uint32(0);
const uint32 l_64 = l_1186;
const uint32 l_65 = uint32(2) * idxGlobal;
const uint32 l_66 = l_65 + uint32(1);
const uint32 l_1187 = info.static_meta[uint32(1)];
const uint32 l_1188 = l_1187 * uint32(1);
const bool l_1189 = l_66 < l_1188;
const uint32 l_1190 = l_1188 - uint32(1);
const uint32 l_1191 = min(l_66, l_1190);
const uint32 l_1192 = buffer_1[l_1191];
const uint32 l_1193 = (l_1189) ? l_1192 : uint32(0);
const uint32 l_67 = l_1193;
const uint32 l_68 = uint32(2) * idxGlobal;
const uint32 l_1194 = info.static_meta[uint32(2)];
const uint32 l_1195 = l_1194 * uint32(1);
const bool l_1196 = l_68 < l_1195;
const uint32 l_1197 = l_1195 - uint32(1);
const uint32 l_1198 = min(l_68, l_1197);
const uint32 l_1199 = buffer_2[l_1198];
const uint32 l_1200 = (l_1196) ? l_1199 : uint32(0);
const uint32 l_69 = l_1200;
const uint32 l_70 = uint32(2) * idxGlobal;
const uint32 l_71 = l_70 + uint32(1);
const uint32 l_1201 = info.static_meta[uint32(2)];
const uint32 l_1202 = l_1201 * uint32(1);
const bool l_1203 = l_71 < l_1202;
const uint32 l_1204 = l_1202 - uint32(1);
const uint32 l_1205 = min(l_71, l_1204);
const uint32 l_1206 = buffer_2[l_1205];
const uint32 l_1207 = (l_1203) ? l_1206 : uint32(0);
const uint32 l_72 = l_1207;
const uint32 l_73 = l_72 >> uint32(31);
const bool l_74 = l_73 == uint32(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if (l_74) {
const uint32 l_76 = uint32(0) - l_69;
const uint32 l_77 = uint32(0) - l_72;
const bool l_78 = uint32(0) < l_69;
const uint32 l_79 = uint32(l_78);
const uint32 l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
const uint32 l_81 = l_mut_40 * l_4;
const uint32 l_82 = l_mut_75 * l_4;
const uint32 l_83 = __umulhi(l_mut_40, l_4);
const uint32 l_84 = l_83 + l_82;
const uint32 l_85 = __umulhi(l_mut_75, l_4);
const bool l_86 = l_84 < l_82;
const uint32 l_87 = uint32(l_86);
const uint32 l_88 = l_85 + l_87;
const uint32 l_89 = l_9 % uint32(32);
l_mut_90 = l_81;
const bool l_91 = l_89 > uint32(0);
if (l_91) {
const uint32 l_92 = l_81 >> l_89;
const uint32 l_93 = uint32(32) - l_89;
const uint32 l_94 = l_84 << l_93;
const uint32 l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
const bool l_97 = l_89 > uint32(0);
if (l_97) {
const uint32 l_98 = l_84 >> l_89;
const uint32 l_99 = uint32(32) - l_89;
const uint32 l_100 = l_88 << l_99;
const uint32 l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
const bool l_103 = l_9 >= uint32(64);
if (l_103) {
l_mut_102 = l_88;
l_mut_90 = uint32(0);
} else {
const bool l_104 = l_9 >= uint32(32);
if (l_104) {
l_mut_96 = l_84;
const bool l_105 = l_89 > uint32(0);
if (l_105) {
const uint32 l_106 = l_84 >> l_89;
const uint32 l_107 = uint32(32) - l_89;
const uint32 l_108 = l_88 << l_107;
const uint32 l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
const uint32 l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if (l_74) {
const uint32 l_111 = uint32(0) - l_mut_96;
const uint32 l_112 = uint32(0) - l_mut_102;
const bool l_113 = uint32(0) < l_mut_96;
const uint32 l_114 = uint32(l_113);
const uint32 l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
const uint32 l_116 = l_59 + l_mut_96;
const uint32 l_117 = l_62 + l_mut_102;
const bool l_118 = l_116 < l_59;
const uint32 l_119 = uint32(l_118);
const uint32 l_120 = l_117 + l_119;
const uint32 l_121 = l_9 + uint32(3);
l_mut_102 = uint32(0);
l_mut_96 = uint32(0);
const bool l_122 = l_4 < uint32(65536);
if (l_122) {
const uint32 l_123 = l_4 * l_4;
const uint32 l_124 = l_72 >> uint32(31);
const bool l_125 = l_124 == uint32(1);
l_mut_90 = l_69;
l_mut_75 = l_72;
if (l_125) {
const uint32 l_126 = uint32(0) - l_69;
const uint32 l_127 = uint32(0) - l_72;
const bool l_128 = uint32(0) < l_69;
const uint32 l_129 = uint32(l_128);
const uint32 l_130 = l_127 - l_129;
l_mut_90 = l_126;
l_mut_75 = l_130;
}
const uint32 l_131 = l_mut_90 * l_123;
const uint32 l_132 = l_mut_75 * l_123;
const uint32 l_133 = __umulhi(l_mut_90, l_123);
const uint32 l_134 = l_133 + l_132;
const uint32 l_135 = __umulhi(l_mut_75, l_123);
const bool l_136 = l_134 < l_132;
const uint32 l_137 = uint32(l_136);
const uint32 l_138 = l_135 + l_137;
const uint32 l_139 = l_121 % uint32(32);
l_mut_40 = l_131;
const bool l_140 = l_139 > uint32(0);
if (l_140) {
const uint32 l_141 = l_131 >> l_139;
const uint32 l_142 = uint32(32) - l_139;
const uint32 l_143 = l_134 << l_142;
const uint32 l_144 = l_141 | l_143;
l_mut_40 = l_144;
}
l_mut_145 = l_134;
const bool l_146 = l_139 > uint32(0);
if (l_146) {
const uint32 l_147 = l_134 >> l_139;
const uint32 l_148 = uint32(32) - l_139;
const uint32 l_149 = l_138 << l_148;
const uint32 l_150 = l_147 | l_149;
l_mut_145 = l_150;
}
l_mut_151 = l_mut_40;
l_mut_40 = l_mut_145;
const bool l_152 = l_121 >= uint32(64);
if (l_152) {
l_mut_151 = l_138;
l_mut_40 = uint32(0);
} else {
const bool l_153 = l_121 >= uint32(32);
if (l_153) {
l_mut_145 = l_134;
const bool l_154 = l_139 > uint32(0);
if (l_154) {
const uint32 l_155 = l_134 >> l_139;
const uint32 l_156 = uint32(32) - l_139;
const uint32 l_157 = l_138 << l_156;
const uint32 l_158 = l_155 | l_157;
l_mut_145 = l_158;
}
const uint32 l_159 = l_138 >> l_139;
l_mut_151 = l_mut_145;
l_mut_40 = l_159;
}
}
l_mut_145 = l_mut_151;
l_mut_151 = l_mut_40;
if (l_125) {
const uint32 l_160 = uint32(0) - l_mut_145;
const uint32 l_161 = uint32(0) - l_mut_151;
const bool l_162 = uint32(0) < l_mut_145;
const uint32 l_163 = uint32(l_162);
const uint32 l_164 = l_161 - l_163;
l_mut_145 = l_160;
l_mut_151 = l_164;
}
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_151;
} else {
const uint32 l_165 = l_72 >> uint32(31);
const bool l_166 = l_165 == uint32(1);
l_mut_151 = l_69;
l_mut_145 = l_72;
if (l_166) {
const uint32 l_167 = uint32(0) - l_69;
const uint32 l_168 = uint32(0) - l_72;
const bool l_169 = uint32(0) < l_69;
const uint32 l_170 = uint32(l_169);
const uint32 l_171 = l_168 - l_170;
l_mut_151 = l_167;
l_mut_145 = l_171;
}
const uint32 l_172 = l_mut_151 * l_4;
const uint32 l_173 = l_mut_145 * l_4;
const uint32 l_174 = __umulhi(l_mut_151, l_4);
const uint32 l_175 = l_174 + l_173;
const uint32 l_176 = __umulhi(l_mut_145, l_4);
const bool l_177 = l_175 < l_173;
const uint32 l_178 = uint32(l_177);
const uint32 l_179 = l_176 + l_178;
const uint32 l_180 = uint32(0) % uint32(32);
l_mut_90 = l_172;
const bool l_181 = l_180 > uint32(0);
if (l_181) {
const uint32 l_182 = l_172 >> l_180;
const uint32 l_183 = uint32(32) - l_180;
const uint32 l_184 = l_175 << l_183;
const uint32 l_185 = l_182 | l_184;
l_mut_90 = l_185;
}
l_mut_75 = l_175;
const bool l_186 = l_180 > uint32(0);
if (l_186) {
const uint32 l_187 = l_175 >> l_180;
const uint32 l_188 = uint32(32) - l_180;
const uint32 l_189 = l_179 << l_188;
const uint32 l_190 = l_187 | l_189;
l_mut_75 = l_190;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
const bool l_191 = uint32(0) >= uint32(64);
if (l_191) {
l_mut_40 = l_179;
l_mut_90 = uint32(0);
} else {
const bool l_192 = uint32(0) >= uint32(32);
if (l_192) {
l_mut_75 = l_175;
const bool l_193 = l_180 > uint32(0);
if (l_193) {
const uint32 l_194 = l_175 >> l_180;
const uint32 l_195 = uint32(32) - l_180;
const uint32 l_196 = l_179 << l_195;
const uint32 l_197 = l_194 | l_196;
l_mut_75 = l_197;
}
const uint32 l_198 = l_179 >> l_180;
l_mut_40 = l_mut_75;
l_mut_90 = l_198;
}
}
const uint32 l_199 = l_mut_151 * l_4;
const uint32 l_200 = l_mut_145 * l_4;
const uint32 l_201 = __umulhi(l_mut_151, l_4);
const uint32 l_202 = l_201 + l_200;
const uint32 l_203 = __umulhi(l_mut_145, l_4);
const bool l_204 = l_202 < l_200;
const uint32 l_205 = uint32(l_204);
const uint32 l_206 = l_203 + l_205;
const uint32 l_207 = uint32(64) % uint32(32);
l_mut_75 = l_199;
const bool l_208 = l_207 > uint32(0);
if (l_208) {
const uint32 l_209 = l_199 >> l_207;
const uint32 l_210 = uint32(32) - l_207;
const uint32 l_211 = l_202 << l_210;
const uint32 l_212 = l_209 | l_211;
l_mut_75 = l_212;
}
l_mut_213 = l_202;
const bool l_214 = l_207 > uint32(0);
if (l_214) {
const uint32 l_215 = l_202 >> l_207;
const uint32 l_216 = uint32(32) - l_207;
const uint32 l_217 = l_206 << l_216;
const uint32 l_218 = l_215 | l_217;
l_mut_213 = l_218;
}
l_mut_219 = l_mut_75;
l_mut_75 = l_mut_213;
const bool l_220 = uint32(64) >= uint32(64);
if (l_220) {
l_mut_219 = l_206;
l_mut_75 = uint32(0);
} else {
const bool l_221 = uint32(64) >= uint32(32);
if (l_221) {
l_mut_213 = l_202;
const bool l_222 = l_207 > uint32(0);
if (l_222) {
const uint32 l_223 = l_202 >> l_207;
const uint32 l_224 = uint32(32) - l_207;
const uint32 l_225 = l_206 << l_224;
const uint32 l_226 = l_223 | l_225;
l_mut_213 = l_226;
}
const uint32 l_227 = l_206 >> l_207;
l_mut_219 = l_mut_213;
l_mut_75 = l_227;
}
}
const uint32 l_228 = l_mut_40 * l_4;
const uint32 l_229 = l_mut_90 * l_4;
const uint32 l_230 = __umulhi(l_mut_40, l_4);
const uint32 l_231 = l_230 + l_229;
const uint32 l_232 = __umulhi(l_mut_90, l_4);
const bool l_233 = l_231 < l_229;
const uint32 l_234 = uint32(l_233);
const uint32 l_235 = l_232 + l_234;
const uint32 l_236 = uint32(0) % uint32(32);
l_mut_213 = l_228;
const bool l_237 = l_236 > uint32(0);
if (l_237) {
const uint32 l_238 = l_228 >> l_236;
const uint32 l_239 = uint32(32) - l_236;
const uint32 l_240 = l_231 << l_239;
const uint32 l_241 = l_238 | l_240;
l_mut_213 = l_241;
}
l_mut_151 = l_231;
const bool l_242 = l_236 > uint32(0);
if (l_242) {
const uint32 l_243 = l_231 >> l_236;
const uint32 l_244 = uint32(32) - l_236;
const uint32 l_245 = l_235 << l_244;
const uint32 l_246 = l_243 | l_245;
l_mut_151 = l_246;
}
l_mut_145 = l_mut_213;
l_mut_213 = l_mut_151;
const bool l_247 = uint32(0) >= uint32(64);
if (l_247) {
l_mut_145 = l_235;
l_mut_213 = uint32(0);
} else {
const bool l_248 = uint32(0) >= uint32(32);
if (l_248) {
l_mut_151 = l_231;
const bool l_249 = l_236 > uint32(0);
if (l_249) {
const uint32 l_250 = l_231 >> l_236;
const uint32 l_251 = uint32(32) - l_236;
const uint32 l_252 = l_235 << l_251;
const uint32 l_253 = l_250 | l_252;
l_mut_151 = l_253;
}
const uint32 l_254 = l_235 >> l_236;
l_mut_145 = l_mut_151;
l_mut_213 = l_254;
}
}
const uint32 l_255 = l_mut_40 * l_4;
const uint32 l_256 = l_mut_90 * l_4;
const uint32 l_257 = __umulhi(l_mut_40, l_4);
const uint32 l_258 = l_257 + l_256;
const uint32 l_259 = __umulhi(l_mut_90, l_4);
const bool l_260 = l_258 < l_256;
const uint32 l_261 = uint32(l_260);
const uint32 l_262 = l_259 + l_261;
const uint32 l_263 = uint32(64) % uint32(32);
l_mut_151 = l_255;
const bool l_264 = l_263 > uint32(0);
if (l_264) {
const uint32 l_265 = l_255 >> l_263;
const uint32 l_266 = uint32(32) - l_263;
const uint32 l_267 = l_258 << l_266;
const uint32 l_268 = l_265 | l_267;
l_mut_151 = l_268;
}
l_mut_269 = l_258;
const bool l_270 = l_263 > uint32(0);
if (l_270) {
const uint32 l_271 = l_258 >> l_263;
const uint32 l_272 = uint32(32) - l_263;
const uint32 l_273 = l_262 << l_272;
const uint32 l_274 = l_271 | l_273;
l_mut_269 = l_274;
}
l_mut_275 = l_mut_151;
l_mut_151 = l_mut_269;
const bool l_276 = uint32(64) >= uint32(64);
if (l_276) {
l_mut_275 = l_262;
l_mut_151 = uint32(0);
} else {
const bool l_277 = uint32(64) >= uint32(32);
if (l_277) {
l_mut_269 = l_258;
const bool l_278 = l_263 > uint32(0);
if (l_278) {
const uint32 l_279 = l_258 >> l_263;
const uint32 l_280 = uint32(32) - l_263;
const uint32 l_281 = l_262 << l_280;
const uint32 l_282 = l_279 | l_281;
l_mut_269 = l_282;
}
const uint32 l_283 = l_262 >> l_263;
l_mut_275 = l_mut_269;
l_mut_151 = l_283;
}
}
const uint32 l_284 = l_mut_219 * l_4;
const uint32 l_285 = __umulhi(l_mut_219, l_4);
const uint32 l_286 = l_mut_75 * l_4;
const uint32 l_287 = l_285 + l_286;
const uint32 l_288 = l_mut_275 + l_284;
const uint32 l_289 = l_mut_151 + l_287;
const bool l_290 = l_288 < l_mut_275;
const uint32 l_291 = uint32(l_290);
const uint32 l_292 = l_289 + l_291;
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_213;
const bool l_293 = l_121 == uint32(64);
if (l_293) {
l_mut_102 = l_288;
l_mut_96 = l_292;
} else {
const bool l_294 = l_121 > uint32(0);
if (l_294) {
const uint32 l_295 = uint32(64) - l_121;
l_mut_275 = l_288;
l_mut_269 = l_292;
const bool l_296 = l_295 >= uint32(32);
if (l_296) {
const uint32 l_297 = l_295 & uint32(31);
const uint32 l_298 = l_288 << l_297;
l_mut_275 = uint32(0);
l_mut_269 = l_298;
} else {
const bool l_299 = l_295 > uint32(0);
if (l_299) {
const uint32 l_300 = l_288 << l_295;
const uint32 l_301 = l_292 << l_295;
const uint32 l_302 = uint32(32) - l_295;
const uint32 l_303 = l_288 >> l_302;
const uint32 l_304 = l_301 | l_303;
l_mut_275 = l_300;
l_mut_269 = l_304;
}
}
l_mut_219 = l_mut_145;
l_mut_151 = l_mut_213;
const bool l_305 = l_121 >= uint32(32);
if (l_305) {
const uint32 l_306 = l_121 & uint32(31);
const uint32 l_307 = l_mut_213 >> l_306;
l_mut_219 = l_307;
l_mut_151 = uint32(0);
} else {
const bool l_308 = l_121 > uint32(0);
if (l_308) {
l_mut_90 = l_mut_145;
const bool l_309 = l_121 > uint32(0);
if (l_309) {
const uint32 l_310 = l_mut_145 >> l_121;
const uint32 l_311 = uint32(32) - l_121;
const uint32 l_312 = l_mut_213 << l_311;
const uint32 l_313 = l_310 | l_312;
l_mut_90 = l_313;
}
const uint32 l_314 = l_mut_213 >> l_121;
l_mut_219 = l_mut_90;
l_mut_151 = l_314;
}
}
const uint32 l_315 = l_mut_275 + l_mut_219;
const uint32 l_316 = l_mut_269 + l_mut_151;
const bool l_317 = l_315 < l_mut_275;
const uint32 l_318 = uint32(l_317);
const uint32 l_319 = l_316 + l_318;
l_mut_102 = l_315;
l_mut_96 = l_319;
}
}
if (l_166) {
const uint32 l_320 = uint32(0) - l_mut_102;
const uint32 l_321 = uint32(0) - l_mut_96;
const bool l_322 = uint32(0) < l_mut_102;
const uint32 l_323 = uint32(l_322);
const uint32 l_324 = l_321 - l_323;
l_mut_102 = l_320;
l_mut_96 = l_324;
}
}
const uint32 l_325 = l_64 - l_mut_102;
const uint32 l_326 = l_67 - l_mut_96;
const bool l_327 = l_64 < l_mut_102;
const uint32 l_328 = uint32(l_327);
const uint32 l_329 = l_326 - l_328;
const uint32 l_330 = l_325 + l_14;
const uint32 l_331 = l_329 + l_17;
const bool l_332 = l_330 < l_325;
const uint32 l_333 = uint32(l_332);
const uint32 l_334 = l_331 + l_333;
const uint32 l_335 = uint32(0) - l_116;
const uint32 l_336 = uint32(0) - l_120;
const bool l_337 = uint32(0) < l_116;
const uint32 l_338 = uint32(l_337);
const uint32 l_339 = l_336 - l_338;
const uint32 l_340 = l_14 + l_14;
const uint32 l_341 = l_17 + l_17;
const bool l_342 = l_340 < l_14;
const uint32 l_343 = uint32(l_342);
const uint32 l_344 = l_341 + l_343;
l_mut_275 = l_335;
l_mut_269 = l_339;
const uint32 l_345 = uint32(0) - l_335;
const uint32 l_346 = uint32(0) - l_339;
const bool l_347 = uint32(0) < l_335;
const uint32 l_348 = uint32(l_347);
const uint32 l_349 = l_346 - l_348;
l_mut_219 = l_345;
l_mut_213 = l_349;
l_mut_151 = l_330;
l_mut_145 = l_334;
l_mut_102 = uint32(1);
l_mut_96 = uint32(1);
l_mut_350 = bool(false);
const bool l_351 = l_mut_145 < l_344;
const bool l_352 = l_mut_145 == l_344;
const bool l_353 = l_mut_151 < l_340;
const bool l_354 = l_352 && l_353;
const bool l_355 = l_351 || l_354;
const bool l_356 = !l_355;
l_mut_357 = l_356;
const uint32 l_358 = l_335 | l_339;
const bool l_359 = l_358 == uint32(0);
if (l_359) {
l_mut_350 = l_mut_357;
l_mut_357 = bool(false);
}
if (l_mut_357) {
const uint32 l_360 = l_339 >> uint32(31);
const bool l_361 = l_360 == uint32(1);
l_mut_90 = l_335;
l_mut_75 = l_339;
if (l_361) {
const uint32 l_362 = uint32(0) - l_335;
const uint32 l_363 = uint32(0) - l_339;
const bool l_364 = uint32(0) < l_335;
const uint32 l_365 = uint32(l_364);
const uint32 l_366 = l_363 - l_365;
l_mut_90 = l_362;
l_mut_75 = l_366;
}
const uint32 l_367 = l_4 - uint32(1);
const uint32 l_368 = l_mut_90 * l_367;
const uint32 l_369 = __umulhi(l_mut_90, l_367);
const uint32 l_370 = l_mut_75 * l_367;
const uint32 l_371 = l_369 + l_370;
l_mut_40 = uint32(0);
const uint32 l_372 = l_4 - uint32(1);
const uint32 l_373 = l_mut_90 * l_372;
const uint32 l_374 = l_mut_75 * l_372;
const uint32 l_375 = __umulhi(l_mut_90, l_372);
const uint32 l_376 = l_375 + l_374;
const uint32 l_377 = __umulhi(l_mut_75, l_372);
const bool l_378 = l_376 < l_374;
const uint32 l_379 = uint32(l_378);
const uint32 l_380 = l_377 + l_379;
const uint32 l_381 = uint32(64) % uint32(32);
l_mut_382 = l_373;
const bool l_383 = l_381 > uint32(0);
if (l_383) {
const uint32 l_384 = l_373 >> l_381;
const uint32 l_385 = uint32(32) - l_381;
const uint32 l_386 = l_376 << l_385;
const uint32 l_387 = l_384 | l_386;
l_mut_382 = l_387;
}
l_mut_388 = l_376;
const bool l_389 = l_381 > uint32(0);
if (l_389) {
const uint32 l_390 = l_376 >> l_381;
const uint32 l_391 = uint32(32) - l_381;
const uint32 l_392 = l_380 << l_391;
const uint32 l_393 = l_390 | l_392;
l_mut_388 = l_393;
}
l_mut_394 = l_mut_382;
l_mut_382 = l_mut_388;
const bool l_395 = uint32(64) >= uint32(64);
if (l_395) {
l_mut_394 = l_380;
l_mut_382 = uint32(0);
} else {
const bool l_396 = uint32(64) >= uint32(32);
if (l_396) {
l_mut_388 = l_376;
const bool l_397 = l_381 > uint32(0);
if (l_397) {
const uint32 l_398 = l_376 >> l_381;
const uint32 l_399 = uint32(32) - l_381;
const uint32 l_400 = l_380 << l_399;
const uint32 l_401 = l_398 | l_400;
l_mut_388 = l_401;
}
const uint32 l_402 = l_380 >> l_381;
l_mut_394 = l_mut_388;
l_mut_382 = l_402;
}
}
const uint32 l_403 = l_mut_394 | l_mut_382;
const bool l_404 = l_403 == uint32(0);
if (l_404) {
l_mut_394 = l_330;
l_mut_388 = l_334;
if (l_361) {
const uint32 l_405 = uint32(0) - l_330;
const uint32 l_406 = uint32(0) - l_334;
const bool l_407 = uint32(0) < l_330;
const uint32 l_408 = uint32(l_407);
const uint32 l_409 = l_406 - l_408;
const uint32 l_410 = l_330 | l_334;
const bool l_411 = l_410 == uint32(0);
const bool l_412 = !l_411;
const bool l_413 = l_371 < l_409;
const bool l_414 = l_371 == l_409;
const bool l_415 = l_368 < l_405;
const bool l_416 = l_414 && l_415;
const bool l_417 = l_413 || l_416;
const bool l_418 = !l_417;
const bool l_419 = l_412 && l_418;
if (l_419) {
const uint32 l_420 = l_4 - uint32(1);
l_mut_382 = l_405;
l_mut_421 = l_409;
const bool l_422 = l_409 < l_mut_75;
const bool l_423 = l_409 == l_mut_75;
const bool l_424 = l_405 < l_mut_90;
const bool l_425 = l_423 && l_424;
const bool l_426 = l_422 || l_425;
const bool l_427 = !l_426;
if (l_427) {
l_mut_428 = uint32(0);
const bool l_429 = l_mut_75 < l_409;
const bool l_430 = l_mut_75 == l_409;
const bool l_431 = l_mut_90 < l_405;
const bool l_432 = l_430 && l_431;
const bool l_433 = l_429 || l_432;
if (l_433) {
const uint32 l_434 = l_405 - uint32(1);
const uint32 l_435 = l_409 - uint32(0);
const bool l_436 = l_405 < uint32(1);
const uint32 l_437 = uint32(l_436);
const uint32 l_438 = l_435 - l_437;
l_mut_439 = l_434;
l_mut_440 = l_438;
l_mut_441 = uint32(0);

for (uint32 l_mut_442 = uint32(0); l_mut_442 < uint32(20); ++l_mut_442) {
const uint32 l_443 = uint32(19) - l_mut_442;
l_mut_444 = l_mut_439;
l_mut_445 = l_mut_440;
const bool l_446 = l_443 >= uint32(32);
if (l_446) {
const uint32 l_447 = l_443 & uint32(31);
const uint32 l_448 = l_mut_440 >> l_447;
l_mut_444 = l_448;
l_mut_445 = uint32(0);
} else {
const bool l_449 = l_443 > uint32(0);
if (l_449) {
l_mut_450 = l_mut_439;
const bool l_451 = l_443 > uint32(0);
if (l_451) {
const uint32 l_452 = l_mut_439 >> l_443;
const uint32 l_453 = uint32(32) - l_443;
const uint32 l_454 = l_mut_440 << l_453;
const uint32 l_455 = l_452 | l_454;
l_mut_450 = l_455;
}
const uint32 l_456 = l_mut_440 >> l_443;
l_mut_444 = l_mut_450;
l_mut_445 = l_456;
}
}
const bool l_457 = l_mut_445 < l_mut_75;
const bool l_458 = l_mut_445 == l_mut_75;
const bool l_459 = l_mut_444 < l_mut_90;
const bool l_460 = l_458 && l_459;
const bool l_461 = l_457 || l_460;
const bool l_462 = !l_461;
if (l_462) {
l_mut_450 = l_mut_90;
l_mut_445 = l_mut_75;
const bool l_463 = l_443 >= uint32(32);
if (l_463) {
const uint32 l_464 = l_443 & uint32(31);
const uint32 l_465 = l_mut_90 << l_464;
l_mut_450 = uint32(0);
l_mut_445 = l_465;
} else {
const bool l_466 = l_443 > uint32(0);
if (l_466) {
const uint32 l_467 = l_mut_90 << l_443;
const uint32 l_468 = l_mut_75 << l_443;
const uint32 l_469 = uint32(32) - l_443;
const uint32 l_470 = l_mut_90 >> l_469;
const uint32 l_471 = l_468 | l_470;
l_mut_450 = l_467;
l_mut_445 = l_471;
}
}
const uint32 l_472 = l_mut_439 - l_mut_450;
const uint32 l_473 = l_mut_440 - l_mut_445;
const bool l_474 = l_mut_439 < l_mut_450;
const uint32 l_475 = uint32(l_474);
const uint32 l_476 = l_473 - l_475;
l_mut_439 = l_472;
l_mut_440 = l_476;
const uint32 l_477 = uint32(1) << l_443;
l_mut_441 = l_mut_441 | l_477;
}
}
const uint32 l_478 = min(l_mut_441, l_420);
l_mut_450 = l_478;
const bool l_479 = l_mut_440 < l_mut_75;
const bool l_480 = l_mut_440 == l_mut_75;
const bool l_481 = l_mut_439 < l_mut_90;
const bool l_482 = l_480 && l_481;
const bool l_483 = l_479 || l_482;
const bool l_484 = !l_483;
if (l_484) {
l_mut_450 = l_420;
}
l_mut_428 = l_mut_450;
}
const uint32 l_485 = l_mut_90 * l_mut_428;
const uint32 l_486 = __umulhi(l_mut_90, l_mut_428);
const uint32 l_487 = l_mut_75 * l_mut_428;
const uint32 l_488 = l_486 + l_487;
const uint32 l_489 = l_405 - l_485;
const uint32 l_490 = l_409 - l_488;
const bool l_491 = l_405 < l_485;
const uint32 l_492 = uint32(l_491);
const uint32 l_493 = l_490 - l_492;
l_mut_382 = l_489;
l_mut_421 = l_493;
const bool l_494 = l_mut_421 < l_mut_75;
const bool l_495 = l_mut_421 == l_mut_75;
const bool l_496 = l_mut_382 < l_mut_90;
const bool l_497 = l_495 && l_496;
const bool l_498 = l_494 || l_497;
const bool l_499 = !l_498;
if (l_499) {
const uint32 l_500 = l_mut_382 - l_mut_90;
const uint32 l_501 = l_mut_421 - l_mut_75;
const bool l_502 = l_mut_382 < l_mut_90;
const uint32 l_503 = uint32(l_502);
const uint32 l_504 = l_501 - l_503;
l_mut_382 = l_500;
l_mut_421 = l_504;
}
}
const uint32 l_505 = l_mut_90 - l_mut_382;
const uint32 l_506 = l_mut_75 - l_mut_421;
const bool l_507 = l_mut_90 < l_mut_382;
const uint32 l_508 = uint32(l_507);
const uint32 l_509 = l_506 - l_508;
l_mut_450 = l_505;
l_mut_445 = l_509;
const bool l_510 = l_509 < l_mut_75;
const bool l_511 = l_509 == l_mut_75;
const bool l_512 = l_505 < l_mut_90;
const bool l_513 = l_511 && l_512;
const bool l_514 = l_510 || l_513;
const bool l_515 = !l_514;
if (l_515) {
const uint32 l_516 = l_505 - l_mut_90;
const uint32 l_517 = l_509 - l_mut_75;
const bool l_518 = l_505 < l_mut_90;
const uint32 l_519 = uint32(l_518);
const uint32 l_520 = l_517 - l_519;
l_mut_450 = l_516;
l_mut_445 = l_520;
}
const bool l_521 = l_mut_445 < l_mut_388;
const bool l_522 = l_mut_445 == l_mut_388;
const bool l_523 = l_mut_450 < l_mut_394;
const bool l_524 = l_522 && l_523;
const bool l_525 = l_521 || l_524;
if (l_525) {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
} else {
const uint32 l_526 = l_330 - l_368;
const uint32 l_527 = l_334 - l_371;
const bool l_528 = l_330 < l_368;
const uint32 l_529 = uint32(l_528);
const uint32 l_530 = l_527 - l_529;
l_mut_394 = l_526;
l_mut_388 = l_530;
const bool l_531 = l_334 < l_371;
const bool l_532 = l_334 == l_371;
const bool l_533 = l_330 < l_368;
const bool l_534 = l_532 && l_533;
const bool l_535 = l_531 || l_534;
if (l_535) {
const uint32 l_536 = l_4 - uint32(1);
l_mut_450 = l_330;
l_mut_445 = l_334;
const bool l_537 = l_334 < l_mut_75;
const bool l_538 = l_334 == l_mut_75;
const bool l_539 = l_330 < l_mut_90;
const bool l_540 = l_538 && l_539;
const bool l_541 = l_537 || l_540;
const bool l_542 = !l_541;
if (l_542) {
l_mut_444 = uint32(0);
const bool l_543 = l_mut_75 < l_334;
const bool l_544 = l_mut_75 == l_334;
const bool l_545 = l_mut_90 < l_330;
const bool l_546 = l_544 && l_545;
const bool l_547 = l_543 || l_546;
if (l_547) {
const uint32 l_548 = l_330 - uint32(1);
const uint32 l_549 = l_334 - uint32(0);
const bool l_550 = l_330 < uint32(1);
const uint32 l_551 = uint32(l_550);
const uint32 l_552 = l_549 - l_551;
l_mut_441 = l_548;
l_mut_440 = l_552;
l_mut_439 = uint32(0);

for (uint32 l_mut_553 = uint32(0); l_mut_553 < uint32(20); ++l_mut_553) {
const uint32 l_554 = uint32(19) - l_mut_553;
l_mut_428 = l_mut_441;
l_mut_421 = l_mut_440;
const bool l_555 = l_554 >= uint32(32);
if (l_555) {
const uint32 l_556 = l_554 & uint32(31);
const uint32 l_557 = l_mut_440 >> l_556;
l_mut_428 = l_557;
l_mut_421 = uint32(0);
} else {
const bool l_558 = l_554 > uint32(0);
if (l_558) {
l_mut_382 = l_mut_441;
const bool l_559 = l_554 > uint32(0);
if (l_559) {
const uint32 l_560 = l_mut_441 >> l_554;
const uint32 l_561 = uint32(32) - l_554;
const uint32 l_562 = l_mut_440 << l_561;
const uint32 l_563 = l_560 | l_562;
l_mut_382 = l_563;
}
const uint32 l_564 = l_mut_440 >> l_554;
l_mut_428 = l_mut_382;
l_mut_421 = l_564;
}
}
const bool l_565 = l_mut_421 < l_mut_75;
const bool l_566 = l_mut_421 == l_mut_75;
const bool l_567 = l_mut_428 < l_mut_90;
const bool l_568 = l_566 && l_567;
const bool l_569 = l_565 || l_568;
const bool l_570 = !l_569;
if (l_570) {
l_mut_428 = l_mut_90;
l_mut_421 = l_mut_75;
const bool l_571 = l_554 >= uint32(32);
if (l_571) {
const uint32 l_572 = l_554 & uint32(31);
const uint32 l_573 = l_mut_90 << l_572;
l_mut_428 = uint32(0);
l_mut_421 = l_573;
} else {
const bool l_574 = l_554 > uint32(0);
if (l_574) {
const uint32 l_575 = l_mut_90 << l_554;
const uint32 l_576 = l_mut_75 << l_554;
const uint32 l_577 = uint32(32) - l_554;
const uint32 l_578 = l_mut_90 >> l_577;
const uint32 l_579 = l_576 | l_578;
l_mut_428 = l_575;
l_mut_421 = l_579;
}
}
const uint32 l_580 = l_mut_441 - l_mut_428;
const uint32 l_581 = l_mut_440 - l_mut_421;
const bool l_582 = l_mut_441 < l_mut_428;
const uint32 l_583 = uint32(l_582);
const uint32 l_584 = l_581 - l_583;
l_mut_441 = l_580;
l_mut_440 = l_584;
const uint32 l_585 = uint32(1) << l_554;
l_mut_439 = l_mut_439 | l_585;
}
}
const uint32 l_586 = min(l_mut_439, l_536);
l_mut_439 = l_586;
const bool l_587 = l_mut_440 < l_mut_75;
const bool l_588 = l_mut_440 == l_mut_75;
const bool l_589 = l_mut_441 < l_mut_90;
const bool l_590 = l_588 && l_589;
const bool l_591 = l_587 || l_590;
const bool l_592 = !l_591;
if (l_592) {
l_mut_439 = l_536;
}
l_mut_444 = l_mut_439;
}
const uint32 l_593 = l_mut_90 * l_mut_444;
const uint32 l_594 = __umulhi(l_mut_90, l_mut_444);
const uint32 l_595 = l_mut_75 * l_mut_444;
const uint32 l_596 = l_594 + l_595;
const uint32 l_597 = l_330 - l_593;
const uint32 l_598 = l_334 - l_596;
const bool l_599 = l_330 < l_593;
const uint32 l_600 = uint32(l_599);
const uint32 l_601 = l_598 - l_600;
l_mut_450 = l_597;
l_mut_445 = l_601;
const bool l_602 = l_mut_445 < l_mut_75;
const bool l_603 = l_mut_445 == l_mut_75;
const bool l_604 = l_mut_450 < l_mut_90;
const bool l_605 = l_603 && l_604;
const bool l_606 = l_602 || l_605;
const bool l_607 = !l_606;
if (l_607) {
const uint32 l_608 = l_mut_450 - l_mut_90;
const uint32 l_609 = l_mut_445 - l_mut_75;
const bool l_610 = l_mut_450 < l_mut_90;
const uint32 l_611 = uint32(l_610);
const uint32 l_612 = l_609 - l_611;
l_mut_450 = l_608;
l_mut_445 = l_612;
}
}
const bool l_613 = l_mut_445 < l_mut_388;
const bool l_614 = l_mut_445 == l_mut_388;
const bool l_615 = l_mut_450 < l_mut_394;
const bool l_616 = l_614 && l_615;
const bool l_617 = l_613 || l_616;
if (l_617) {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
}
const bool l_618 = l_mut_388 < l_344;
const bool l_619 = l_mut_388 == l_344;
const bool l_620 = l_mut_394 < l_340;
const bool l_621 = l_619 && l_620;
const bool l_622 = l_618 || l_621;
const bool l_623 = !l_622;
const uint32 l_624 = uint32(l_623);
const uint32 l_625 = uint32(2) - l_624;
l_mut_40 = l_625;
}
const bool l_626 = l_mut_40 > uint32(0);
if (l_626) {
const bool l_627 = l_mut_40 == uint32(1);
l_mut_350 = l_627;
l_mut_357 = bool(false);
}
}
l_mut_628 = bool(false);
while (true) {
const bool l_629 = !l_mut_357;
if (l_629) {
break;}
const bool l_630 = l_mut_145 < l_mut_269;
const bool l_631 = l_mut_145 == l_mut_269;
const bool l_632 = l_mut_151 < l_mut_275;
const bool l_633 = l_631 && l_632;
const bool l_634 = l_630 || l_633;
if (l_634) {
const uint32 l_635 = l_mut_275 - l_mut_151;
const uint32 l_636 = l_mut_269 - l_mut_145;
const bool l_637 = l_mut_275 < l_mut_151;
const uint32 l_638 = uint32(l_637);
const uint32 l_639 = l_636 - l_638;
l_mut_450 = l_635;
l_mut_445 = l_639;
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
const bool l_640 = l_mut_445 < l_mut_269;
const bool l_641 = l_mut_445 == l_mut_269;
const bool l_642 = l_mut_450 < l_mut_275;
const bool l_643 = l_641 && l_642;
const bool l_644 = l_640 || l_643;
if (l_644) {
l_mut_444 = l_mut_450;
l_mut_441 = l_mut_445;
}
l_mut_645 = bool(false);
l_mut_450 = l_mut_444;
l_mut_445 = l_mut_441;
const bool l_646 = uint32(3) >= uint32(32);
if (l_646) {
const uint32 l_647 = uint32(3) & uint32(31);
const uint32 l_648 = l_mut_441 >> l_647;
l_mut_450 = l_648;
l_mut_445 = uint32(0);
} else {
const bool l_649 = uint32(3) > uint32(0);
if (l_649) {
l_mut_440 = l_mut_444;
const bool l_650 = uint32(3) > uint32(0);
if (l_650) {
const uint32 l_651 = l_mut_444 >> uint32(3);
const uint32 l_652 = l_mut_441 << uint32(29);
const uint32 l_653 = l_651 | l_652;
l_mut_440 = l_653;
}
const uint32 l_654 = l_mut_441 >> uint32(3);
l_mut_450 = l_mut_440;
l_mut_445 = l_654;
}
}
const bool l_655 = l_mut_445 < l_mut_213;
const bool l_656 = l_mut_445 == l_mut_213;
const bool l_657 = l_mut_450 < l_mut_219;
const bool l_658 = l_656 && l_657;
const bool l_659 = l_655 || l_658;
const bool l_660 = !l_659;
l_mut_645 = l_660;
l_mut_450 = uint32(0);
const uint32 l_661 = l_mut_219 | l_mut_213;
const bool l_662 = l_661 == uint32(0);
const bool l_663 = !l_662;
const bool l_664 = l_mut_645 && l_663;
const bool l_665 = l_mut_213 < l_mut_441;
const bool l_666 = l_mut_213 == l_mut_441;
const bool l_667 = l_mut_219 < l_mut_444;
const bool l_668 = l_666 && l_667;
const bool l_669 = l_665 || l_668;
const bool l_670 = l_664 && l_669;
const uint32 l_671 = l_mut_102 + l_mut_96;
const bool l_672 = l_671 < l_4;
const bool l_673 = l_670 && l_672;
if (l_673) {
const uint32 l_674 = l_4 - l_mut_102;
const uint32 l_675 = l_674 - l_mut_96;
const uint32 l_676 = l_675 / l_mut_102;
const uint32 l_677 = l_mut_444 - uint32(1);
const uint32 l_678 = l_mut_441 - uint32(0);
const bool l_679 = l_mut_444 < uint32(1);
const uint32 l_680 = uint32(l_679);
const uint32 l_681 = l_678 - l_680;
l_mut_445 = l_677;
l_mut_444 = l_681;
l_mut_441 = uint32(0);

for (uint32 l_mut_682 = uint32(0); l_mut_682 < uint32(20); ++l_mut_682) {
const uint32 l_683 = uint32(19) - l_mut_682;
l_mut_440 = l_mut_445;
l_mut_439 = l_mut_444;
const bool l_684 = l_683 >= uint32(32);
if (l_684) {
const uint32 l_685 = l_683 & uint32(31);
const uint32 l_686 = l_mut_444 >> l_685;
l_mut_440 = l_686;
l_mut_439 = uint32(0);
} else {
const bool l_687 = l_683 > uint32(0);
if (l_687) {
l_mut_428 = l_mut_445;
const bool l_688 = l_683 > uint32(0);
if (l_688) {
const uint32 l_689 = l_mut_445 >> l_683;
const uint32 l_690 = uint32(32) - l_683;
const uint32 l_691 = l_mut_444 << l_690;
const uint32 l_692 = l_689 | l_691;
l_mut_428 = l_692;
}
const uint32 l_693 = l_mut_444 >> l_683;
l_mut_440 = l_mut_428;
l_mut_439 = l_693;
}
}
const bool l_694 = l_mut_439 < l_mut_213;
const bool l_695 = l_mut_439 == l_mut_213;
const bool l_696 = l_mut_440 < l_mut_219;
const bool l_697 = l_695 && l_696;
const bool l_698 = l_694 || l_697;
const bool l_699 = !l_698;
if (l_699) {
l_mut_440 = l_mut_219;
l_mut_439 = l_mut_213;
const bool l_700 = l_683 >= uint32(32);
if (l_700) {
const uint32 l_701 = l_683 & uint32(31);
const uint32 l_702 = l_mut_219 << l_701;
l_mut_440 = uint32(0);
l_mut_439 = l_702;
} else {
const bool l_703 = l_683 > uint32(0);
if (l_703) {
const uint32 l_704 = l_mut_219 << l_683;
const uint32 l_705 = l_mut_213 << l_683;
const uint32 l_706 = uint32(32) - l_683;
const uint32 l_707 = l_mut_219 >> l_706;
const uint32 l_708 = l_705 | l_707;
l_mut_440 = l_704;
l_mut_439 = l_708;
}
}
const uint32 l_709 = l_mut_445 - l_mut_440;
const uint32 l_710 = l_mut_444 - l_mut_439;
const bool l_711 = l_mut_445 < l_mut_440;
const uint32 l_712 = uint32(l_711);
const uint32 l_713 = l_710 - l_712;
l_mut_445 = l_709;
l_mut_444 = l_713;
const uint32 l_714 = uint32(1) << l_683;
l_mut_441 = l_mut_441 | l_714;
}
}
const uint32 l_715 = min(l_mut_441, l_676);
l_mut_441 = l_715;
const bool l_716 = l_mut_444 < l_mut_213;
const bool l_717 = l_mut_444 == l_mut_213;
const bool l_718 = l_mut_445 < l_mut_219;
const bool l_719 = l_717 && l_718;
const bool l_720 = l_716 || l_719;
const bool l_721 = !l_720;
if (l_721) {
l_mut_441 = l_676;
}
l_mut_450 = l_mut_441;
}
l_mut_445 = l_mut_275;
l_mut_444 = l_mut_269;
l_mut_441 = l_mut_219;
l_mut_440 = l_mut_213;
l_mut_439 = l_mut_102;
l_mut_428 = l_mut_96;
l_mut_421 = l_mut_151;
l_mut_394 = l_mut_145;
l_mut_388 = uint32(0);
const bool l_722 = l_mut_450 > uint32(0);
if (l_722) {
const uint32 l_723 = l_mut_219 * l_mut_450;
const uint32 l_724 = __umulhi(l_mut_219, l_mut_450);
const uint32 l_725 = l_mut_213 * l_mut_450;
const uint32 l_726 = l_724 + l_725;
const uint32 l_727 = l_mut_275 - l_723;
const uint32 l_728 = l_mut_269 - l_726;
const bool l_729 = l_mut_275 < l_723;
const uint32 l_730 = uint32(l_729);
const uint32 l_731 = l_728 - l_730;
l_mut_445 = l_727;
l_mut_444 = l_731;
const uint32 l_732 = l_mut_450 * l_mut_102;
const uint32 l_733 = l_mut_96 + l_732;
l_mut_428 = l_733;
} else {
const bool l_734 = l_mut_388 == uint32(0);
if (l_734) {
const uint32 l_735 = l_4 - l_mut_102;
const uint32 l_736 = l_735 / l_mut_96;
l_mut_450 = uint32(0);
l_mut_645 = bool(false);
l_mut_382 = l_mut_219;
l_mut_90 = l_mut_213;
const bool l_737 = uint32(3) >= uint32(32);
if (l_737) {
const uint32 l_738 = uint32(3) & uint32(31);
const uint32 l_739 = l_mut_213 >> l_738;
l_mut_382 = l_739;
l_mut_90 = uint32(0);
} else {
const bool l_740 = uint32(3) > uint32(0);
if (l_740) {
l_mut_75 = l_mut_219;
const bool l_741 = uint32(3) > uint32(0);
if (l_741) {
const uint32 l_742 = l_mut_219 >> uint32(3);
const uint32 l_743 = l_mut_213 << uint32(29);
const uint32 l_744 = l_742 | l_743;
l_mut_75 = l_744;
}
const uint32 l_745 = l_mut_213 >> uint32(3);
l_mut_382 = l_mut_75;
l_mut_90 = l_745;
}
}
const bool l_746 = l_mut_90 < l_mut_269;
const bool l_747 = l_mut_90 == l_mut_269;
const bool l_748 = l_mut_382 < l_mut_275;
const bool l_749 = l_747 && l_748;
const bool l_750 = l_746 || l_749;
const bool l_751 = !l_750;
l_mut_645 = l_751;
const uint32 l_752 = l_mut_275 | l_mut_269;
const bool l_753 = l_752 == uint32(0);
if (l_753) {
l_mut_450 = l_736;
} else {
if (l_mut_645) {
const bool l_754 = l_mut_269 < l_mut_213;
const bool l_755 = l_mut_269 == l_mut_213;
const bool l_756 = l_mut_275 < l_mut_219;
const bool l_757 = l_755 && l_756;
const bool l_758 = l_754 || l_757;
if (l_758) {
const uint32 l_759 = l_mut_219 - uint32(1);
const uint32 l_760 = l_mut_213 - uint32(0);
const bool l_761 = l_mut_219 < uint32(1);
const uint32 l_762 = uint32(l_761);
const uint32 l_763 = l_760 - l_762;
l_mut_382 = l_759;
l_mut_90 = l_763;
l_mut_75 = uint32(0);

for (uint32 l_mut_764 = uint32(0); l_mut_764 < uint32(20); ++l_mut_764) {
const uint32 l_765 = uint32(19) - l_mut_764;
l_mut_40 = l_mut_382;
l_mut_766 = l_mut_90;
const bool l_767 = l_765 >= uint32(32);
if (l_767) {
const uint32 l_768 = l_765 & uint32(31);
const uint32 l_769 = l_mut_90 >> l_768;
l_mut_40 = l_769;
l_mut_766 = uint32(0);
} else {
const bool l_770 = l_765 > uint32(0);
if (l_770) {
l_mut_771 = l_mut_382;
const bool l_772 = l_765 > uint32(0);
if (l_772) {
const uint32 l_773 = l_mut_382 >> l_765;
const uint32 l_774 = uint32(32) - l_765;
const uint32 l_775 = l_mut_90 << l_774;
const uint32 l_776 = l_773 | l_775;
l_mut_771 = l_776;
}
const uint32 l_777 = l_mut_90 >> l_765;
l_mut_40 = l_mut_771;
l_mut_766 = l_777;
}
}
const bool l_778 = l_mut_766 < l_mut_269;
const bool l_779 = l_mut_766 == l_mut_269;
const bool l_780 = l_mut_40 < l_mut_275;
const bool l_781 = l_779 && l_780;
const bool l_782 = l_778 || l_781;
const bool l_783 = !l_782;
if (l_783) {
l_mut_771 = l_mut_275;
l_mut_766 = l_mut_269;
const bool l_784 = l_765 >= uint32(32);
if (l_784) {
const uint32 l_785 = l_765 & uint32(31);
const uint32 l_786 = l_mut_275 << l_785;
l_mut_771 = uint32(0);
l_mut_766 = l_786;
} else {
const bool l_787 = l_765 > uint32(0);
if (l_787) {
const uint32 l_788 = l_mut_275 << l_765;
const uint32 l_789 = l_mut_269 << l_765;
const uint32 l_790 = uint32(32) - l_765;
const uint32 l_791 = l_mut_275 >> l_790;
const uint32 l_792 = l_789 | l_791;
l_mut_771 = l_788;
l_mut_766 = l_792;
}
}
const uint32 l_793 = l_mut_382 - l_mut_771;
const uint32 l_794 = l_mut_90 - l_mut_766;
const bool l_795 = l_mut_382 < l_mut_771;
const uint32 l_796 = uint32(l_795);
const uint32 l_797 = l_794 - l_796;
l_mut_382 = l_793;
l_mut_90 = l_797;
const uint32 l_798 = uint32(1) << l_765;
l_mut_75 = l_mut_75 | l_798;
}
}
const uint32 l_799 = min(l_mut_75, l_736);
l_mut_771 = l_799;
const bool l_800 = l_mut_90 < l_mut_269;
const bool l_801 = l_mut_90 == l_mut_269;
const bool l_802 = l_mut_382 < l_mut_275;
const bool l_803 = l_801 && l_802;
const bool l_804 = l_800 || l_803;
const bool l_805 = !l_804;
if (l_805) {
l_mut_771 = l_736;
}
l_mut_450 = l_mut_771;
}
} else {
l_mut_771 = l_mut_219;
l_mut_766 = l_mut_213;
while (true) {
const bool l_806 = l_mut_269 < l_mut_766;
const bool l_807 = l_mut_269 == l_mut_766;
const bool l_808 = l_mut_275 < l_mut_771;
const bool l_809 = l_807 && l_808;
const bool l_810 = l_806 || l_809;
const uint32 l_811 = l_mut_450 * l_mut_96;
const uint32 l_812 = l_mut_102 + l_811;
const uint32 l_813 = l_812 + l_mut_96;
const bool l_814 = l_813 < l_4;
const bool l_815 = l_810 && l_814;
const bool l_816 = !l_815;
if (l_816) {
break;}
const uint32 l_817 = l_mut_771 - l_mut_275;
const uint32 l_818 = l_mut_766 - l_mut_269;
const bool l_819 = l_mut_771 < l_mut_275;
const uint32 l_820 = uint32(l_819);
const uint32 l_821 = l_818 - l_820;
l_mut_771 = l_817;
l_mut_766 = l_821;
l_mut_450 = l_mut_450 + uint32(1);
}
}
}
const uint32 l_822 = l_mut_450 * l_mut_96;
const uint32 l_823 = l_mut_102 + l_822;
const uint32 l_824 = l_823 + l_mut_96;
const bool l_825 = l_824 >= l_4;
if (l_825) {
l_mut_388 = uint32(1);
} else {
const uint32 l_826 = l_mut_275 * l_mut_450;
const uint32 l_827 = __umulhi(l_mut_275, l_mut_450);
const uint32 l_828 = l_mut_269 * l_mut_450;
const uint32 l_829 = l_827 + l_828;
const uint32 l_830 = l_mut_219 - l_826;
const uint32 l_831 = l_mut_213 - l_829;
const bool l_832 = l_mut_219 < l_826;
const uint32 l_833 = uint32(l_832);
const uint32 l_834 = l_831 - l_833;
l_mut_441 = l_830;
l_mut_440 = l_834;
const uint32 l_835 = l_mut_450 * l_mut_96;
const uint32 l_836 = l_mut_102 + l_835;
l_mut_439 = l_836;
const uint32 l_837 = l_mut_275 - l_mut_441;
const uint32 l_838 = l_mut_269 - l_mut_440;
const bool l_839 = l_mut_275 < l_mut_441;
const uint32 l_840 = uint32(l_839);
const uint32 l_841 = l_838 - l_840;
l_mut_445 = l_837;
l_mut_444 = l_841;
const uint32 l_842 = l_mut_96 + l_mut_439;
l_mut_428 = l_842;
}
}
}
l_mut_275 = l_mut_445;
l_mut_269 = l_mut_444;
l_mut_219 = l_mut_441;
l_mut_213 = l_mut_440;
l_mut_102 = l_mut_439;
l_mut_96 = l_mut_428;
l_mut_151 = l_mut_421;
l_mut_145 = l_mut_394;
const bool l_843 = l_mut_388 == uint32(1);
l_mut_350 = l_843;
const bool l_844 = l_mut_388 == uint32(0);
l_mut_357 = l_844;
} else {
const uint32 l_845 = l_mut_219 - l_mut_151;
const uint32 l_846 = l_mut_213 - l_mut_145;
const bool l_847 = l_mut_219 < l_mut_151;
const uint32 l_848 = uint32(l_847);
const uint32 l_849 = l_846 - l_848;
l_mut_771 = l_845;
l_mut_766 = l_849;
const uint32 l_850 = l_mut_151 - l_340;
const uint32 l_851 = l_mut_145 - l_344;
const bool l_852 = l_mut_151 < l_340;
const uint32 l_853 = uint32(l_852);
const uint32 l_854 = l_851 - l_853;
l_mut_771 = l_850;
l_mut_766 = l_854;
l_mut_450 = l_mut_219;
l_mut_445 = l_mut_213;
const bool l_855 = l_mut_766 < l_mut_213;
const bool l_856 = l_mut_766 == l_mut_213;
const bool l_857 = l_mut_771 < l_mut_219;
const bool l_858 = l_856 && l_857;
const bool l_859 = l_855 || l_858;
if (l_859) {
l_mut_450 = l_mut_771;
l_mut_445 = l_mut_766;
}
l_mut_645 = bool(false);
l_mut_771 = l_mut_450;
l_mut_766 = l_mut_445;
const bool l_860 = uint32(3) >= uint32(32);
if (l_860) {
const uint32 l_861 = uint32(3) & uint32(31);
const uint32 l_862 = l_mut_445 >> l_861;
l_mut_771 = l_862;
l_mut_766 = uint32(0);
} else {
const bool l_863 = uint32(3) > uint32(0);
if (l_863) {
l_mut_444 = l_mut_450;
const bool l_864 = uint32(3) > uint32(0);
if (l_864) {
const uint32 l_865 = l_mut_450 >> uint32(3);
const uint32 l_866 = l_mut_445 << uint32(29);
const uint32 l_867 = l_865 | l_866;
l_mut_444 = l_867;
}
const uint32 l_868 = l_mut_445 >> uint32(3);
l_mut_771 = l_mut_444;
l_mut_766 = l_868;
}
}
const bool l_869 = l_mut_766 < l_mut_269;
const bool l_870 = l_mut_766 == l_mut_269;
const bool l_871 = l_mut_771 < l_mut_275;
const bool l_872 = l_870 && l_871;
const bool l_873 = l_869 || l_872;
const bool l_874 = !l_873;
l_mut_645 = l_874;
l_mut_771 = uint32(0);
const uint32 l_875 = l_mut_275 | l_mut_269;
const bool l_876 = l_875 == uint32(0);
const bool l_877 = !l_876;
const bool l_878 = l_mut_645 && l_877;
const bool l_879 = l_mut_269 < l_mut_445;
const bool l_880 = l_mut_269 == l_mut_445;
const bool l_881 = l_mut_275 < l_mut_450;
const bool l_882 = l_880 && l_881;
const bool l_883 = l_879 || l_882;
const bool l_884 = l_878 && l_883;
const uint32 l_885 = l_mut_96 + l_mut_102;
const bool l_886 = l_885 < l_4;
const bool l_887 = l_884 && l_886;
if (l_887) {
const uint32 l_888 = l_4 - l_mut_96;
const uint32 l_889 = l_888 - l_mut_102;
const uint32 l_890 = l_889 / l_mut_96;
const uint32 l_891 = l_mut_450 - uint32(1);
const uint32 l_892 = l_mut_445 - uint32(0);
const bool l_893 = l_mut_450 < uint32(1);
const uint32 l_894 = uint32(l_893);
const uint32 l_895 = l_892 - l_894;
l_mut_766 = l_891;
l_mut_450 = l_895;
l_mut_445 = uint32(0);

for (uint32 l_mut_896 = uint32(0); l_mut_896 < uint32(20); ++l_mut_896) {
const uint32 l_897 = uint32(19) - l_mut_896;
l_mut_444 = l_mut_766;
l_mut_441 = l_mut_450;
const bool l_898 = l_897 >= uint32(32);
if (l_898) {
const uint32 l_899 = l_897 & uint32(31);
const uint32 l_900 = l_mut_450 >> l_899;
l_mut_444 = l_900;
l_mut_441 = uint32(0);
} else {
const bool l_901 = l_897 > uint32(0);
if (l_901) {
l_mut_440 = l_mut_766;
const bool l_902 = l_897 > uint32(0);
if (l_902) {
const uint32 l_903 = l_mut_766 >> l_897;
const uint32 l_904 = uint32(32) - l_897;
const uint32 l_905 = l_mut_450 << l_904;
const uint32 l_906 = l_903 | l_905;
l_mut_440 = l_906;
}
const uint32 l_907 = l_mut_450 >> l_897;
l_mut_444 = l_mut_440;
l_mut_441 = l_907;
}
}
const bool l_908 = l_mut_441 < l_mut_269;
const bool l_909 = l_mut_441 == l_mut_269;
const bool l_910 = l_mut_444 < l_mut_275;
const bool l_911 = l_909 && l_910;
const bool l_912 = l_908 || l_911;
const bool l_913 = !l_912;
if (l_913) {
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
const bool l_914 = l_897 >= uint32(32);
if (l_914) {
const uint32 l_915 = l_897 & uint32(31);
const uint32 l_916 = l_mut_275 << l_915;
l_mut_444 = uint32(0);
l_mut_441 = l_916;
} else {
const bool l_917 = l_897 > uint32(0);
if (l_917) {
const uint32 l_918 = l_mut_275 << l_897;
const uint32 l_919 = l_mut_269 << l_897;
const uint32 l_920 = uint32(32) - l_897;
const uint32 l_921 = l_mut_275 >> l_920;
const uint32 l_922 = l_919 | l_921;
l_mut_444 = l_918;
l_mut_441 = l_922;
}
}
const uint32 l_923 = l_mut_766 - l_mut_444;
const uint32 l_924 = l_mut_450 - l_mut_441;
const bool l_925 = l_mut_766 < l_mut_444;
const uint32 l_926 = uint32(l_925);
const uint32 l_927 = l_924 - l_926;
l_mut_766 = l_923;
l_mut_450 = l_927;
const uint32 l_928 = uint32(1) << l_897;
l_mut_445 = l_mut_445 | l_928;
}
}
const uint32 l_929 = min(l_mut_445, l_890);
l_mut_445 = l_929;
const bool l_930 = l_mut_450 < l_mut_269;
const bool l_931 = l_mut_450 == l_mut_269;
const bool l_932 = l_mut_766 < l_mut_275;
const bool l_933 = l_931 && l_932;
const bool l_934 = l_930 || l_933;
const bool l_935 = !l_934;
if (l_935) {
l_mut_445 = l_890;
}
l_mut_771 = l_mut_445;
}
l_mut_766 = l_mut_219;
l_mut_450 = l_mut_213;
l_mut_445 = l_mut_275;
l_mut_444 = l_mut_269;
l_mut_441 = l_mut_96;
l_mut_440 = l_mut_102;
l_mut_439 = l_mut_151;
l_mut_428 = l_mut_145;
l_mut_421 = uint32(0);
const bool l_936 = l_mut_771 > uint32(0);
if (l_936) {
const uint32 l_937 = l_mut_275 * l_mut_771;
const uint32 l_938 = __umulhi(l_mut_275, l_mut_771);
const uint32 l_939 = l_mut_269 * l_mut_771;
const uint32 l_940 = l_938 + l_939;
const uint32 l_941 = l_mut_151 - l_937;
const uint32 l_942 = l_mut_145 - l_940;
const bool l_943 = l_mut_151 < l_937;
const uint32 l_944 = uint32(l_943);
const uint32 l_945 = l_942 - l_944;
l_mut_439 = l_941;
l_mut_428 = l_945;
const uint32 l_946 = l_mut_219 - l_937;
const uint32 l_947 = l_mut_213 - l_940;
const bool l_948 = l_mut_219 < l_937;
const uint32 l_949 = uint32(l_948);
const uint32 l_950 = l_947 - l_949;
l_mut_766 = l_946;
l_mut_450 = l_950;
const uint32 l_951 = l_mut_771 * l_mut_96;
const uint32 l_952 = l_mut_102 + l_951;
l_mut_440 = l_952;
} else {
const uint32 l_953 = l_mut_151 - l_mut_275;
const uint32 l_954 = l_mut_145 - l_mut_269;
const bool l_955 = l_mut_151 < l_mut_275;
const uint32 l_956 = uint32(l_955);
const uint32 l_957 = l_954 - l_956;
l_mut_439 = l_953;
l_mut_428 = l_957;
const bool l_958 = l_mut_428 < l_344;
const bool l_959 = l_mut_428 == l_344;
const bool l_960 = l_mut_439 < l_340;
const bool l_961 = l_959 && l_960;
const bool l_962 = l_958 || l_961;
if (l_962) {
l_mut_421 = uint32(2);
}
const bool l_963 = l_mut_421 == uint32(0);
if (l_963) {
const uint32 l_964 = l_4 - l_mut_96;
const uint32 l_965 = l_964 / l_mut_102;
l_mut_771 = uint32(0);
l_mut_645 = bool(false);
l_mut_394 = l_mut_275;
l_mut_388 = l_mut_269;
const bool l_966 = uint32(3) >= uint32(32);
if (l_966) {
const uint32 l_967 = uint32(3) & uint32(31);
const uint32 l_968 = l_mut_269 >> l_967;
l_mut_394 = l_968;
l_mut_388 = uint32(0);
} else {
const bool l_969 = uint32(3) > uint32(0);
if (l_969) {
l_mut_382 = l_mut_275;
const bool l_970 = uint32(3) > uint32(0);
if (l_970) {
const uint32 l_971 = l_mut_275 >> uint32(3);
const uint32 l_972 = l_mut_269 << uint32(29);
const uint32 l_973 = l_971 | l_972;
l_mut_382 = l_973;
}
const uint32 l_974 = l_mut_269 >> uint32(3);
l_mut_394 = l_mut_382;
l_mut_388 = l_974;
}
}
const bool l_975 = l_mut_388 < l_mut_213;
const bool l_976 = l_mut_388 == l_mut_213;
const bool l_977 = l_mut_394 < l_mut_219;
const bool l_978 = l_976 && l_977;
const bool l_979 = l_975 || l_978;
const bool l_980 = !l_979;
l_mut_645 = l_980;
const uint32 l_981 = l_mut_219 | l_mut_213;
const bool l_982 = l_981 == uint32(0);
if (l_982) {
l_mut_771 = l_965;
} else {
if (l_mut_645) {
const bool l_983 = l_mut_213 < l_mut_269;
const bool l_984 = l_mut_213 == l_mut_269;
const bool l_985 = l_mut_219 < l_mut_275;
const bool l_986 = l_984 && l_985;
const bool l_987 = l_983 || l_986;
if (l_987) {
const uint32 l_988 = l_mut_275 - uint32(1);
const uint32 l_989 = l_mut_269 - uint32(0);
const bool l_990 = l_mut_275 < uint32(1);
const uint32 l_991 = uint32(l_990);
const uint32 l_992 = l_989 - l_991;
l_mut_394 = l_988;
l_mut_388 = l_992;
l_mut_382 = uint32(0);

for (uint32 l_mut_993 = uint32(0); l_mut_993 < uint32(20); ++l_mut_993) {
const uint32 l_994 = uint32(19) - l_mut_993;
l_mut_90 = l_mut_394;
l_mut_75 = l_mut_388;
const bool l_995 = l_994 >= uint32(32);
if (l_995) {
const uint32 l_996 = l_994 & uint32(31);
const uint32 l_997 = l_mut_388 >> l_996;
l_mut_90 = l_997;
l_mut_75 = uint32(0);
} else {
const bool l_998 = l_994 > uint32(0);
if (l_998) {
l_mut_40 = l_mut_394;
const bool l_999 = l_994 > uint32(0);
if (l_999) {
const uint32 l_1000 = l_mut_394 >> l_994;
const uint32 l_1001 = uint32(32) - l_994;
const uint32 l_1002 = l_mut_388 << l_1001;
const uint32 l_1003 = l_1000 | l_1002;
l_mut_40 = l_1003;
}
const uint32 l_1004 = l_mut_388 >> l_994;
l_mut_90 = l_mut_40;
l_mut_75 = l_1004;
}
}
const bool l_1005 = l_mut_75 < l_mut_213;
const bool l_1006 = l_mut_75 == l_mut_213;
const bool l_1007 = l_mut_90 < l_mut_219;
const bool l_1008 = l_1006 && l_1007;
const bool l_1009 = l_1005 || l_1008;
const bool l_1010 = !l_1009;
if (l_1010) {
l_mut_90 = l_mut_219;
l_mut_75 = l_mut_213;
const bool l_1011 = l_994 >= uint32(32);
if (l_1011) {
const uint32 l_1012 = l_994 & uint32(31);
const uint32 l_1013 = l_mut_219 << l_1012;
l_mut_90 = uint32(0);
l_mut_75 = l_1013;
} else {
const bool l_1014 = l_994 > uint32(0);
if (l_1014) {
const uint32 l_1015 = l_mut_219 << l_994;
const uint32 l_1016 = l_mut_213 << l_994;
const uint32 l_1017 = uint32(32) - l_994;
const uint32 l_1018 = l_mut_219 >> l_1017;
const uint32 l_1019 = l_1016 | l_1018;
l_mut_90 = l_1015;
l_mut_75 = l_1019;
}
}
const uint32 l_1020 = l_mut_394 - l_mut_90;
const uint32 l_1021 = l_mut_388 - l_mut_75;
const bool l_1022 = l_mut_394 < l_mut_90;
const uint32 l_1023 = uint32(l_1022);
const uint32 l_1024 = l_1021 - l_1023;
l_mut_394 = l_1020;
l_mut_388 = l_1024;
const uint32 l_1025 = uint32(1) << l_994;
l_mut_382 = l_mut_382 | l_1025;
}
}
const uint32 l_1026 = min(l_mut_382, l_965);
l_mut_382 = l_1026;
const bool l_1027 = l_mut_388 < l_mut_213;
const bool l_1028 = l_mut_388 == l_mut_213;
const bool l_1029 = l_mut_394 < l_mut_219;
const bool l_1030 = l_1028 && l_1029;
const bool l_1031 = l_1027 || l_1030;
const bool l_1032 = !l_1031;
if (l_1032) {
l_mut_382 = l_965;
}
l_mut_771 = l_mut_382;
}
} else {
l_mut_394 = l_mut_275;
l_mut_388 = l_mut_269;
while (true) {
const bool l_1033 = l_mut_213 < l_mut_388;
const bool l_1034 = l_mut_213 == l_mut_388;
const bool l_1035 = l_mut_219 < l_mut_394;
const bool l_1036 = l_1034 && l_1035;
const bool l_1037 = l_1033 || l_1036;
const uint32 l_1038 = l_mut_771 * l_mut_102;
const uint32 l_1039 = l_mut_96 + l_1038;
const uint32 l_1040 = l_1039 + l_mut_102;
const bool l_1041 = l_1040 < l_4;
const bool l_1042 = l_1037 && l_1041;
const bool l_1043 = !l_1042;
if (l_1043) {
break;}
const uint32 l_1044 = l_mut_394 - l_mut_219;
const uint32 l_1045 = l_mut_388 - l_mut_213;
const bool l_1046 = l_mut_394 < l_mut_219;
const uint32 l_1047 = uint32(l_1046);
const uint32 l_1048 = l_1045 - l_1047;
l_mut_394 = l_1044;
l_mut_388 = l_1048;
l_mut_771 = l_mut_771 + uint32(1);
}
}
}
const uint32 l_1049 = l_mut_771 * l_mut_102;
const uint32 l_1050 = l_mut_96 + l_1049;
const uint32 l_1051 = l_1050 + l_mut_102;
const bool l_1052 = l_1051 >= l_4;
if (l_1052) {
l_mut_421 = uint32(1);
} else {
const uint32 l_1053 = l_mut_219 * l_mut_771;
const uint32 l_1054 = __umulhi(l_mut_219, l_mut_771);
const uint32 l_1055 = l_mut_213 * l_mut_771;
const uint32 l_1056 = l_1054 + l_1055;
const uint32 l_1057 = l_mut_275 - l_1053;
const uint32 l_1058 = l_mut_269 - l_1056;
const bool l_1059 = l_mut_275 < l_1053;
const uint32 l_1060 = uint32(l_1059);
const uint32 l_1061 = l_1058 - l_1060;
l_mut_445 = l_1057;
l_mut_444 = l_1061;
const uint32 l_1062 = l_mut_771 * l_mut_102;
const uint32 l_1063 = l_mut_96 + l_1062;
l_mut_441 = l_1063;
const uint32 l_1064 = l_mut_219 - l_mut_445;
const uint32 l_1065 = l_mut_213 - l_mut_444;
const bool l_1066 = l_mut_219 < l_mut_445;
const uint32 l_1067 = uint32(l_1066);
const uint32 l_1068 = l_1065 - l_1067;
l_mut_766 = l_1064;
l_mut_450 = l_1068;
const uint32 l_1069 = l_mut_102 + l_mut_441;
l_mut_440 = l_1069;
}
}
}
l_mut_275 = l_mut_445;
l_mut_269 = l_mut_444;
l_mut_219 = l_mut_766;
l_mut_213 = l_mut_450;
l_mut_102 = l_mut_440;
l_mut_96 = l_mut_441;
l_mut_151 = l_mut_439;
l_mut_145 = l_mut_428;
const bool l_1070 = l_mut_421 == uint32(1);
l_mut_350 = l_1070;
const bool l_1071 = l_mut_421 == uint32(0);
l_mut_357 = l_1071;
}
}
const bool l_1072 = !l_mut_350;
if (l_1072) {
const uint32 l_1208 = info.static_meta[uint32(5)];
const uint32 l_1209 = l_1208 * uint32(1);
const uint32 l_1210 = l_1209 - uint32(1);
const uint32 l_1211 = min(uint32(0), l_1210);
uint32* l_1212 = &buffer_5[l_1211];
uint32* l_1073 = l_1212;
const uint32 l_1074 = atomicAdd(l_1073, uint32(1));
const uint32 l_1075 = info.static_meta[uint32(10)];
const bool l_1076 = l_1074 < l_1075;
if (l_1076) {
const uint32 l_1213 = info.static_meta[uint32(4)];
const uint32 l_1214 = l_1213 * uint32(1);
const bool l_1215 = l_1074 < l_1214;
if (l_1215) {
buffer_4[l_1074] = idxGlobal;
}
}
}
}

}
