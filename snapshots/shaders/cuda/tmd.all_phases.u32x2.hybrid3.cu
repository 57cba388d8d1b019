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


extern "C" __global__ void __launch_bounds__(64)all_phases (
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
bool l_mut_190;
bool l_mut_197;
bool l_mut_200;
bool l_mut_208;
uint32 l_mut_102;
uint32 l_mut_187;
uint32 l_mut_188;
uint32 l_mut_189;
uint32 l_mut_207;
uint32 l_mut_209;
uint32 l_mut_210;
uint32 l_mut_215;
uint32 l_mut_241;
uint32 l_mut_242;
uint32 l_mut_247;
uint32 l_mut_40;
uint32 l_mut_690;
uint32 l_mut_691;
uint32 l_mut_696;
uint32 l_mut_75;
uint32 l_mut_90;
uint32 l_mut_96;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1126 = info.static_meta[uint32(5)];
const uint32 l_1127 = l_1126 * uint32(1);
const uint32 l_1128 = l_1127 - uint32(1);
const uint32 l_1129 = min(uint32(3), l_1128);
uint32* l_1130 = &buffer_5[l_1129];
uint32* l_1 = l_1130;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_1042 = info.static_meta[uint32(3)];
const uint32 l_1043 = l_1042 * uint32(1);
const bool l_1044 = l_3 < l_1043;
const uint32 l_1045 = l_1043 - uint32(1);
const uint32 l_1046 = min(l_3, l_1045);
const uint32 l_1047 = buffer_3[l_1046];
const uint32 l_1048 = (l_1044) ? l_1047 : uint32(0);
const uint32 l_4 = l_1048;
const uint32 l_5 = uint32(2) * uint32(0);
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_1049 = info.static_meta[uint32(3)];
const uint32 l_1050 = l_1049 * uint32(1);
const bool l_1051 = l_6 < l_1050;
const uint32 l_1052 = l_1050 - uint32(1);
const uint32 l_1053 = min(l_6, l_1052);
const uint32 l_1054 = buffer_3[l_1053];
const uint32 l_1055 = (l_1051) ? l_1054 : uint32(0);
const uint32 l_7 = l_1055;
const uint32 l_8 = uint32(2) * uint32(1);
const uint32 l_1056 = info.static_meta[uint32(3)];
const uint32 l_1057 = l_1056 * uint32(1);
const bool l_1058 = l_8 < l_1057;
const uint32 l_1059 = l_1057 - uint32(1);
const uint32 l_1060 = min(l_8, l_1059);
const uint32 l_1061 = buffer_3[l_1060];
const uint32 l_1062 = (l_1058) ? l_1061 : uint32(0);
const uint32 l_9 = l_1062;
const uint32 l_10 = uint32(2) * uint32(1);
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_1063 = info.static_meta[uint32(3)];
const uint32 l_1064 = l_1063 * uint32(1);
const bool l_1065 = l_11 < l_1064;
const uint32 l_1066 = l_1064 - uint32(1);
const uint32 l_1067 = min(l_11, l_1066);
const uint32 l_1068 = buffer_3[l_1067];
const uint32 l_1069 = (l_1065) ? l_1068 : uint32(0);
const uint32 l_12 = l_1069;
const uint32 l_13 = uint32(2) * uint32(2);
const uint32 l_1070 = info.static_meta[uint32(3)];
const uint32 l_1071 = l_1070 * uint32(1);
const bool l_1072 = l_13 < l_1071;
const uint32 l_1073 = l_1071 - uint32(1);
const uint32 l_1074 = min(l_13, l_1073);
const uint32 l_1075 = buffer_3[l_1074];
const uint32 l_1076 = (l_1072) ? l_1075 : uint32(0);
const uint32 l_14 = l_1076;
const uint32 l_15 = uint32(2) * uint32(2);
const uint32 l_16 = l_15 + uint32(1);
const uint32 l_1077 = info.static_meta[uint32(3)];
const uint32 l_1078 = l_1077 * uint32(1);
const bool l_1079 = l_16 < l_1078;
const uint32 l_1080 = l_1078 - uint32(1);
const uint32 l_1081 = min(l_16, l_1080);
const uint32 l_1082 = buffer_3[l_1081];
const uint32 l_1083 = (l_1079) ? l_1082 : uint32(0);
const uint32 l_17 = l_1083;
const uint32 l_18 = uint32(2) * uint32(3);
const uint32 l_1084 = info.static_meta[uint32(3)];
const uint32 l_1085 = l_1084 * uint32(1);
const bool l_1086 = l_18 < l_1085;
const uint32 l_1087 = l_1085 - uint32(1);
const uint32 l_1088 = min(l_18, l_1087);
const uint32 l_1089 = buffer_3[l_1088];
const uint32 l_1090 = (l_1086) ? l_1089 : uint32(0);
const uint32 l_19 = l_1090;
const uint32 l_20 = uint32(2) * uint32(3);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_1091 = info.static_meta[uint32(3)];
const uint32 l_1092 = l_1091 * uint32(1);
const bool l_1093 = l_21 < l_1092;
const uint32 l_1094 = l_1092 - uint32(1);
const uint32 l_1095 = min(l_21, l_1094);
const uint32 l_1096 = buffer_3[l_1095];
const uint32 l_1097 = (l_1093) ? l_1096 : uint32(0);
const uint32 l_22 = l_1097;
const uint32 l_23 = uint32(2) * uint32(4);
const uint32 l_1098 = info.static_meta[uint32(3)];
const uint32 l_1099 = l_1098 * uint32(1);
const bool l_1100 = l_23 < l_1099;
const uint32 l_1101 = l_1099 - uint32(1);
const uint32 l_1102 = min(l_23, l_1101);
const uint32 l_1103 = buffer_3[l_1102];
const uint32 l_1104 = (l_1100) ? l_1103 : uint32(0);
const uint32 l_24 = l_1104;
const uint32 l_25 = uint32(2) * uint32(4);
const uint32 l_26 = l_25 + uint32(1);
const uint32 l_1105 = info.static_meta[uint32(3)];
const uint32 l_1106 = l_1105 * uint32(1);
const bool l_1107 = l_26 < l_1106;
const uint32 l_1108 = l_1106 - uint32(1);
const uint32 l_1109 = min(l_26, l_1108);
const uint32 l_1110 = buffer_3[l_1109];
const uint32 l_1111 = (l_1107) ? l_1110 : uint32(0);
const uint32 l_27 = l_1111;
const uint32 l_28 = uint32(2) * uint32(5);
const uint32 l_1112 = info.static_meta[uint32(3)];
const uint32 l_1113 = l_1112 * uint32(1);
const bool l_1114 = l_28 < l_1113;
const uint32 l_1115 = l_1113 - uint32(1);
const uint32 l_1116 = min(l_28, l_1115);
const uint32 l_1117 = buffer_3[l_1116];
const uint32 l_1118 = (l_1114) ? l_1117 : uint32(0);
const uint32 l_29 = l_1118;
const uint32 l_30 = uint32(2) * uint32(5);
const uint32 l_31 = l_30 + uint32(1);
const uint32 l_1119 = info.static_meta[uint32(3)];
const uint32 l_1120 = l_1119 * uint32(1);
const bool l_1121 = l_31 < l_1120;
const uint32 l_1122 = l_1120 - uint32(1);
const uint32 l_1123 = min(l_31, l_1122);
const uint32 l_1124 = buffer_3[l_1123];
const uint32 l_1125 = (l_1121) ? l_1124 : uint32(0);
const uint32 l_32 = l_1125;
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
const uint32 l_56 = (l_35) ? l_mut_40 : uint32(0);
const bool l_57 = l_56 > uint32(0);
if (l_57) {
const uint32 l_58 = uint32(2) * idxGlobal;
const uint32 l_1131 = info.static_meta[uint32(0)];
const uint32 l_1132 = l_1131 * uint32(1);
const bool l_1133 = l_58 < l_1132;
const uint32 l_1134 = l_1132 - uint32(1);
const uint32 l_1135 = min(l_58, l_1134);
const uint32 l_1136 = buffer_0[l_1135];
const uint32 l_1137 = (l_1133) ? l_1136 : uint32(0);
const uint32 l_59 = l_1137;
const uint32 l_60 = uint32(2) * idxGlobal;
const uint32 l_61 = l_60 + uint32(1);
const uint32 l_1138 = info.static_meta[uint32(0)];
const uint32 l_1139 = l_1138 * uint32(1);
const bool l_1140 = l_61 < l_1139;
const uint32 l_1141 = l_1139 - uint32(1);
const uint32 l_1142 = min(l_61, l_1141);
const uint32 l_1143 = buffer_0[l_1142];
const uint32 l_1144 = (l_1140) ? l_1143 : uint32(0);
const uint32 l_62 = l_1144;
const uint32 l_63 = uint32(2) * idxGlobal;
const uint32 l_1145 = info.static_meta[uint32(1)];
const uint32 l_1146 = l_1145 * uint32(1);
const bool l_1147 = l_63 < l_1146;
const uint32 l_1148 = l_1146 - uint32(1);
const uint32 l_1149 = min(l_63, l_1148);
const uint32 l_1150 = buffer_1[l_1149];
const uint32 l_1151 = (l_1147) ? l_1150 : uint32(0);
const uint32 l_64 = l_1151;
const uint32 l_65 = uint32(2) * idxGlobal;
const uint32 l_66 = l_65 + uint32(1);
const uint32 l_1152 = info.static_meta[uint32(1)];
const uint32 l_1153 = l_1152 * uint32(1);
const bool l_1154 = l_66 < l_1153;
const uint32 l_1155 = l_1153 - uint32(1);
const uint32 l_1156 = min(l_66, l_1155);
const uint32 l_1157 = buffer_1[l_1156];
const uint32 l_1158 = (l_1154) ? l_1157 : uint32(0);
const uint32 l_67 = l_1158;
const uint32 l_68 = uint32(2) * idxGlobal;
const uint32 l_1159 = info.static_meta[uint32(2)];
const uint32 l_1160 = l_1159 * uint32(1);
const bool l_1161 = l_68 < l_1160;
const uint32 l_1162 = l_1160 - uint32(1);
const uint32 l_1163 = min(l_68, l_1162);
const uint32 l_1164 = buffer_2[l_1163];
const uint32 l_1165 = (l_1161) ? l_1164 : uint32(0);
const uint32 l_69 = l_1165;
const uint32 l_70 = uint32(2) * idxGlobal;
const uint32 l_71 = l_70 + uint32(1);
const uint32 l_1166 = info.static_meta[uint32(2)];
const uint32 l_1167 = l_1166 * uint32(1);
const bool l_1168 = l_71 < l_1167;
const uint32 l_1169 = l_1167 - uint32(1);
const uint32 l_1170 = min(l_71, l_1169);
const uint32 l_1171 = buffer_2[l_1170];
const uint32 l_1172 = (l_1168) ? l_1171 : uint32(0);
const uint32 l_72 = l_1172;
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
const uint32 l_121 = l_4 * l_4;
const uint32 l_122 = l_9 + uint32(3);
const uint32 l_123 = l_72 >> uint32(31);
const bool l_124 = l_123 == uint32(1);
l_mut_102 = l_69;
l_mut_96 = l_72;
if (l_124) {
const uint32 l_125 = uint32(0) - l_69;
const uint32 l_126 = uint32(0) - l_72;
const bool l_127 = uint32(0) < l_69;
const uint32 l_128 = uint32(l_127);
const uint32 l_129 = l_126 - l_128;
l_mut_102 = l_125;
l_mut_96 = l_129;
}
const uint32 l_130 = l_mut_102 * l_121;
const uint32 l_131 = l_mut_96 * l_121;
const uint32 l_132 = __umulhi(l_mut_102, l_121);
const uint32 l_133 = l_132 + l_131;
const uint32 l_134 = __umulhi(l_mut_96, l_121);
const bool l_135 = l_133 < l_131;
const uint32 l_136 = uint32(l_135);
const uint32 l_137 = l_134 + l_136;
const uint32 l_138 = l_122 % uint32(32);
l_mut_90 = l_130;
const bool l_139 = l_138 > uint32(0);
if (l_139) {
const uint32 l_140 = l_130 >> l_138;
const uint32 l_141 = uint32(32) - l_138;
const uint32 l_142 = l_133 << l_141;
const uint32 l_143 = l_140 | l_142;
l_mut_90 = l_143;
}
l_mut_75 = l_133;
const bool l_144 = l_138 > uint32(0);
if (l_144) {
const uint32 l_145 = l_133 >> l_138;
const uint32 l_146 = uint32(32) - l_138;
const uint32 l_147 = l_137 << l_146;
const uint32 l_148 = l_145 | l_147;
l_mut_75 = l_148;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
const bool l_149 = l_122 >= uint32(64);
if (l_149) {
l_mut_40 = l_137;
l_mut_90 = uint32(0);
} else {
const bool l_150 = l_122 >= uint32(32);
if (l_150) {
l_mut_75 = l_133;
const bool l_151 = l_138 > uint32(0);
if (l_151) {
const uint32 l_152 = l_133 >> l_138;
const uint32 l_153 = uint32(32) - l_138;
const uint32 l_154 = l_137 << l_153;
const uint32 l_155 = l_152 | l_154;
l_mut_75 = l_155;
}
const uint32 l_156 = l_137 >> l_138;
l_mut_40 = l_mut_75;
l_mut_90 = l_156;
}
}
l_mut_102 = l_mut_40;
l_mut_96 = l_mut_90;
if (l_124) {
const uint32 l_157 = uint32(0) - l_mut_102;
const uint32 l_158 = uint32(0) - l_mut_96;
const bool l_159 = uint32(0) < l_mut_102;
const uint32 l_160 = uint32(l_159);
const uint32 l_161 = l_158 - l_160;
l_mut_102 = l_157;
l_mut_96 = l_161;
}
const uint32 l_162 = l_64 - l_mut_102;
const uint32 l_163 = l_67 - l_mut_96;
const bool l_164 = l_64 < l_mut_102;
const uint32 l_165 = uint32(l_164);
const uint32 l_166 = l_163 - l_165;
const uint32 l_167 = l_162 + l_14;
const uint32 l_168 = l_166 + l_17;
const bool l_169 = l_167 < l_162;
const uint32 l_170 = uint32(l_169);
const uint32 l_171 = l_168 + l_170;
const uint32 l_172 = uint32(0) - l_116;
const uint32 l_173 = uint32(0) - l_120;
const bool l_174 = uint32(0) < l_116;
const uint32 l_175 = uint32(l_174);
const uint32 l_176 = l_173 - l_175;
const uint32 l_177 = l_14 + l_14;
const uint32 l_178 = l_17 + l_17;
const bool l_179 = l_177 < l_14;
const uint32 l_180 = uint32(l_179);
const uint32 l_181 = l_178 + l_180;
l_mut_102 = l_172;
l_mut_96 = l_176;
const uint32 l_182 = uint32(0) - l_172;
const uint32 l_183 = uint32(0) - l_176;
const bool l_184 = uint32(0) < l_172;
const uint32 l_185 = uint32(l_184);
const uint32 l_186 = l_183 - l_185;
l_mut_90 = l_182;
l_mut_75 = l_186;
l_mut_40 = l_167;
l_mut_187 = l_171;
l_mut_188 = uint32(1);
l_mut_189 = uint32(1);
l_mut_190 = bool(false);
const bool l_191 = l_mut_187 < l_181;
const bool l_192 = l_mut_187 == l_181;
const bool l_193 = l_mut_40 < l_177;
const bool l_194 = l_192 && l_193;
const bool l_195 = l_191 || l_194;
const bool l_196 = !l_195;
l_mut_197 = l_196;
const uint32 l_198 = l_172 | l_176;
const bool l_199 = l_198 == uint32(0);
if (l_199) {
l_mut_190 = l_mut_197;
l_mut_197 = bool(false);
}
l_mut_200 = bool(false);
while (true) {
const bool l_201 = !l_mut_197;
if (l_201) {
break;}
const bool l_202 = l_mut_187 < l_mut_96;
const bool l_203 = l_mut_187 == l_mut_96;
const bool l_204 = l_mut_40 < l_mut_102;
const bool l_205 = l_203 && l_204;
const bool l_206 = l_202 || l_205;
if (l_206) {
l_mut_207 = uint32(0);
l_mut_208 = bool(false);
l_mut_209 = l_mut_90;
l_mut_210 = l_mut_75;
const bool l_211 = uint32(3) >= uint32(32);
if (l_211) {
const uint32 l_212 = uint32(3) & uint32(31);
const uint32 l_213 = l_mut_75 >> l_212;
l_mut_209 = l_213;
l_mut_210 = uint32(0);
} else {
const bool l_214 = uint32(3) > uint32(0);
if (l_214) {
l_mut_215 = l_mut_90;
const bool l_216 = uint32(3) > uint32(0);
if (l_216) {
const uint32 l_217 = l_mut_90 >> uint32(3);
const uint32 l_218 = l_mut_75 << uint32(29);
const uint32 l_219 = l_217 | l_218;
l_mut_215 = l_219;
}
const uint32 l_220 = l_mut_75 >> uint32(3);
l_mut_209 = l_mut_215;
l_mut_210 = l_220;
}
}
const bool l_221 = l_mut_210 < l_mut_96;
const bool l_222 = l_mut_210 == l_mut_96;
const bool l_223 = l_mut_209 < l_mut_102;
const bool l_224 = l_222 && l_223;
const bool l_225 = l_221 || l_224;
const bool l_226 = !l_225;
l_mut_208 = l_226;
const uint32 l_227 = l_mut_102 | l_mut_96;
const bool l_228 = l_227 == uint32(0);
if (l_228) {
l_mut_207 = l_4;
} else {
if (l_mut_208) {
const bool l_229 = l_mut_96 < l_mut_75;
const bool l_230 = l_mut_96 == l_mut_75;
const bool l_231 = l_mut_102 < l_mut_90;
const bool l_232 = l_230 && l_231;
const bool l_233 = l_229 || l_232;
if (l_233) {
const uint32 l_234 = l_mut_90 - uint32(1);
const uint32 l_235 = l_mut_75 - uint32(0);
const bool l_236 = l_mut_90 < uint32(1);
const uint32 l_237 = uint32(l_236);
const uint32 l_238 = l_235 - l_237;
l_mut_215 = l_234;
l_mut_210 = l_238;
l_mut_209 = uint32(0);

for (uint32 l_mut_239 = uint32(0); l_mut_239 < uint32(16); ++l_mut_239) {
const uint32 l_240 = uint32(15) - l_mut_239;
l_mut_241 = l_mut_215;
l_mut_242 = l_mut_210;
const bool l_243 = l_240 >= uint32(32);
if (l_243) {
const uint32 l_244 = l_240 & uint32(31);
const uint32 l_245 = l_mut_210 >> l_244;
l_mut_241 = l_245;
l_mut_242 = uint32(0);
} else {
const bool l_246 = l_240 > uint32(0);
if (l_246) {
l_mut_247 = l_mut_215;
const bool l_248 = l_240 > uint32(0);
if (l_248) {
const uint32 l_249 = l_mut_215 >> l_240;
const uint32 l_250 = uint32(32) - l_240;
const uint32 l_251 = l_mut_210 << l_250;
const uint32 l_252 = l_249 | l_251;
l_mut_247 = l_252;
}
const uint32 l_253 = l_mut_210 >> l_240;
l_mut_241 = l_mut_247;
l_mut_242 = l_253;
}
}
const bool l_254 = l_mut_242 < l_mut_96;
const bool l_255 = l_mut_242 == l_mut_96;
const bool l_256 = l_mut_241 < l_mut_102;
const bool l_257 = l_255 && l_256;
const bool l_258 = l_254 || l_257;
const bool l_259 = !l_258;
if (l_259) {
l_mut_247 = l_mut_102;
l_mut_242 = l_mut_96;
const bool l_260 = l_240 >= uint32(32);
if (l_260) {
const uint32 l_261 = l_240 & uint32(31);
const uint32 l_262 = l_mut_102 << l_261;
l_mut_247 = uint32(0);
l_mut_242 = l_262;
} else {
const bool l_263 = l_240 > uint32(0);
if (l_263) {
const uint32 l_264 = l_mut_102 << l_240;
const uint32 l_265 = l_mut_96 << l_240;
const uint32 l_266 = uint32(32) - l_240;
const uint32 l_267 = l_mut_102 >> l_266;
const uint32 l_268 = l_265 | l_267;
l_mut_247 = l_264;
l_mut_242 = l_268;
}
}
const uint32 l_269 = l_mut_215 - l_mut_247;
const uint32 l_270 = l_mut_210 - l_mut_242;
const bool l_271 = l_mut_215 < l_mut_247;
const uint32 l_272 = uint32(l_271);
const uint32 l_273 = l_270 - l_272;
l_mut_215 = l_269;
l_mut_210 = l_273;
const uint32 l_274 = uint32(1) << l_240;
l_mut_209 = l_mut_209 | l_274;
}
}
const uint32 l_275 = min(l_mut_209, l_4);
l_mut_247 = l_275;
const bool l_276 = l_mut_210 < l_mut_96;
const bool l_277 = l_mut_210 == l_mut_96;
const bool l_278 = l_mut_215 < l_mut_102;
const bool l_279 = l_277 && l_278;
const bool l_280 = l_276 || l_279;
const bool l_281 = !l_280;
if (l_281) {
l_mut_247 = l_4;
}
l_mut_207 = l_mut_247;
}
} else {
l_mut_247 = l_mut_90;
l_mut_242 = l_mut_75;
while (true) {
const bool l_282 = l_mut_96 < l_mut_242;
const bool l_283 = l_mut_96 == l_mut_242;
const bool l_284 = l_mut_102 < l_mut_247;
const bool l_285 = l_283 && l_284;
const bool l_286 = l_282 || l_285;
const uint32 l_287 = l_mut_207 * l_mut_189;
const uint32 l_288 = l_mut_188 + l_287;
const uint32 l_289 = l_288 + l_mut_189;
const bool l_290 = l_289 < l_4;
const bool l_291 = l_286 && l_290;
const bool l_292 = !l_291;
if (l_292) {
break;}
const uint32 l_293 = l_mut_247 - l_mut_102;
const uint32 l_294 = l_mut_242 - l_mut_96;
const bool l_295 = l_mut_247 < l_mut_102;
const uint32 l_296 = uint32(l_295);
const uint32 l_297 = l_294 - l_296;
l_mut_247 = l_293;
l_mut_242 = l_297;
l_mut_207 = l_mut_207 + uint32(1);
}
}
}
const uint32 l_298 = l_mut_207 * l_mut_189;
const uint32 l_299 = l_mut_188 + l_298;
const uint32 l_300 = l_299 + l_mut_189;
const bool l_301 = l_300 >= l_4;
if (l_301) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint32 l_302 = l_mut_102 * l_mut_207;
const uint32 l_303 = __umulhi(l_mut_102, l_mut_207);
const uint32 l_304 = l_mut_96 * l_mut_207;
const uint32 l_305 = l_303 + l_304;
const uint32 l_306 = l_mut_90 - l_302;
const uint32 l_307 = l_mut_75 - l_305;
const bool l_308 = l_mut_90 < l_302;
const uint32 l_309 = uint32(l_308);
const uint32 l_310 = l_307 - l_309;
l_mut_90 = l_306;
l_mut_75 = l_310;
const uint32 l_311 = l_mut_207 * l_mut_189;
l_mut_188 = l_mut_188 + l_311;
const uint32 l_312 = l_mut_102 - l_mut_90;
const uint32 l_313 = l_mut_96 - l_mut_75;
const bool l_314 = l_mut_102 < l_mut_90;
const uint32 l_315 = uint32(l_314);
const uint32 l_316 = l_313 - l_315;
l_mut_102 = l_312;
l_mut_96 = l_316;
l_mut_189 = l_mut_189 + l_mut_188;
}
} else {
const uint32 l_317 = l_mut_40 - l_mut_102;
const uint32 l_318 = l_mut_187 - l_mut_96;
const bool l_319 = l_mut_40 < l_mut_102;
const uint32 l_320 = uint32(l_319);
const uint32 l_321 = l_318 - l_320;
l_mut_40 = l_317;
l_mut_187 = l_321;
const bool l_322 = l_mut_187 < l_181;
const bool l_323 = l_mut_187 == l_181;
const bool l_324 = l_mut_40 < l_177;
const bool l_325 = l_323 && l_324;
const bool l_326 = l_322 || l_325;
if (l_326) {
l_mut_197 = bool(false);
} else {
l_mut_247 = uint32(0);
l_mut_208 = bool(false);
l_mut_242 = l_mut_102;
l_mut_241 = l_mut_96;
const bool l_327 = uint32(3) >= uint32(32);
if (l_327) {
const uint32 l_328 = uint32(3) & uint32(31);
const uint32 l_329 = l_mut_96 >> l_328;
l_mut_242 = l_329;
l_mut_241 = uint32(0);
} else {
const bool l_330 = uint32(3) > uint32(0);
if (l_330) {
l_mut_215 = l_mut_102;
const bool l_331 = uint32(3) > uint32(0);
if (l_331) {
const uint32 l_332 = l_mut_102 >> uint32(3);
const uint32 l_333 = l_mut_96 << uint32(29);
const uint32 l_334 = l_332 | l_333;
l_mut_215 = l_334;
}
const uint32 l_335 = l_mut_96 >> uint32(3);
l_mut_242 = l_mut_215;
l_mut_241 = l_335;
}
}
const bool l_336 = l_mut_241 < l_mut_75;
const bool l_337 = l_mut_241 == l_mut_75;
const bool l_338 = l_mut_242 < l_mut_90;
const bool l_339 = l_337 && l_338;
const bool l_340 = l_336 || l_339;
const bool l_341 = !l_340;
l_mut_208 = l_341;
const uint32 l_342 = l_mut_90 | l_mut_75;
const bool l_343 = l_342 == uint32(0);
if (l_343) {
l_mut_247 = l_4;
} else {
if (l_mut_208) {
const bool l_344 = l_mut_75 < l_mut_96;
const bool l_345 = l_mut_75 == l_mut_96;
const bool l_346 = l_mut_90 < l_mut_102;
const bool l_347 = l_345 && l_346;
const bool l_348 = l_344 || l_347;
if (l_348) {
const uint32 l_349 = l_mut_102 - uint32(1);
const uint32 l_350 = l_mut_96 - uint32(0);
const bool l_351 = l_mut_102 < uint32(1);
const uint32 l_352 = uint32(l_351);
const uint32 l_353 = l_350 - l_352;
l_mut_242 = l_349;
l_mut_241 = l_353;
l_mut_215 = uint32(0);

for (uint32 l_mut_354 = uint32(0); l_mut_354 < uint32(16); ++l_mut_354) {
const uint32 l_355 = uint32(15) - l_mut_354;
l_mut_210 = l_mut_242;
l_mut_209 = l_mut_241;
const bool l_356 = l_355 >= uint32(32);
if (l_356) {
const uint32 l_357 = l_355 & uint32(31);
const uint32 l_358 = l_mut_241 >> l_357;
l_mut_210 = l_358;
l_mut_209 = uint32(0);
} else {
const bool l_359 = l_355 > uint32(0);
if (l_359) {
l_mut_207 = l_mut_242;
const bool l_360 = l_355 > uint32(0);
if (l_360) {
const uint32 l_361 = l_mut_242 >> l_355;
const uint32 l_362 = uint32(32) - l_355;
const uint32 l_363 = l_mut_241 << l_362;
const uint32 l_364 = l_361 | l_363;
l_mut_207 = l_364;
}
const uint32 l_365 = l_mut_241 >> l_355;
l_mut_210 = l_mut_207;
l_mut_209 = l_365;
}
}
const bool l_366 = l_mut_209 < l_mut_75;
const bool l_367 = l_mut_209 == l_mut_75;
const bool l_368 = l_mut_210 < l_mut_90;
const bool l_369 = l_367 && l_368;
const bool l_370 = l_366 || l_369;
const bool l_371 = !l_370;
if (l_371) {
l_mut_210 = l_mut_90;
l_mut_209 = l_mut_75;
const bool l_372 = l_355 >= uint32(32);
if (l_372) {
const uint32 l_373 = l_355 & uint32(31);
const uint32 l_374 = l_mut_90 << l_373;
l_mut_210 = uint32(0);
l_mut_209 = l_374;
} else {
const bool l_375 = l_355 > uint32(0);
if (l_375) {
const uint32 l_376 = l_mut_90 << l_355;
const uint32 l_377 = l_mut_75 << l_355;
const uint32 l_378 = uint32(32) - l_355;
const uint32 l_379 = l_mut_90 >> l_378;
const uint32 l_380 = l_377 | l_379;
l_mut_210 = l_376;
l_mut_209 = l_380;
}
}
const uint32 l_381 = l_mut_242 - l_mut_210;
const uint32 l_382 = l_mut_241 - l_mut_209;
const bool l_383 = l_mut_242 < l_mut_210;
const uint32 l_384 = uint32(l_383);
const uint32 l_385 = l_382 - l_384;
l_mut_242 = l_381;
l_mut_241 = l_385;
const uint32 l_386 = uint32(1) << l_355;
l_mut_215 = l_mut_215 | l_386;
}
}
const uint32 l_387 = min(l_mut_215, l_4);
l_mut_215 = l_387;
const bool l_388 = l_mut_241 < l_mut_75;
const bool l_389 = l_mut_241 == l_mut_75;
const bool l_390 = l_mut_242 < l_mut_90;
const bool l_391 = l_389 && l_390;
const bool l_392 = l_388 || l_391;
const bool l_393 = !l_392;
if (l_393) {
l_mut_215 = l_4;
}
l_mut_247 = l_mut_215;
}
} else {
l_mut_242 = l_mut_102;
l_mut_241 = l_mut_96;
while (true) {
const bool l_394 = l_mut_75 < l_mut_241;
const bool l_395 = l_mut_75 == l_mut_241;
const bool l_396 = l_mut_90 < l_mut_242;
const bool l_397 = l_395 && l_396;
const bool l_398 = l_394 || l_397;
const uint32 l_399 = l_mut_247 * l_mut_188;
const uint32 l_400 = l_mut_189 + l_399;
const uint32 l_401 = l_400 + l_mut_188;
const bool l_402 = l_401 < l_4;
const bool l_403 = l_398 && l_402;
const bool l_404 = !l_403;
if (l_404) {
break;}
const uint32 l_405 = l_mut_242 - l_mut_90;
const uint32 l_406 = l_mut_241 - l_mut_75;
const bool l_407 = l_mut_242 < l_mut_90;
const uint32 l_408 = uint32(l_407);
const uint32 l_409 = l_406 - l_408;
l_mut_242 = l_405;
l_mut_241 = l_409;
l_mut_247 = l_mut_247 + uint32(1);
}
}
}
const uint32 l_410 = l_mut_188 + l_mut_189;
const uint32 l_411 = l_mut_247 * l_mut_188;
const uint32 l_412 = l_410 + l_411;
const bool l_413 = l_412 >= l_4;
if (l_413) {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
const uint32 l_414 = l_mut_90 * l_mut_247;
const uint32 l_415 = __umulhi(l_mut_90, l_mut_247);
const uint32 l_416 = l_mut_75 * l_mut_247;
const uint32 l_417 = l_415 + l_416;
const uint32 l_418 = l_mut_102 - l_414;
const uint32 l_419 = l_mut_96 - l_417;
const bool l_420 = l_mut_102 < l_414;
const uint32 l_421 = uint32(l_420);
const uint32 l_422 = l_419 - l_421;
l_mut_102 = l_418;
l_mut_96 = l_422;
const uint32 l_423 = l_mut_247 * l_mut_188;
l_mut_189 = l_mut_189 + l_423;
const uint32 l_424 = l_mut_90 - l_mut_102;
const uint32 l_425 = l_mut_75 - l_mut_96;
const bool l_426 = l_mut_90 < l_mut_102;
const uint32 l_427 = uint32(l_426);
const uint32 l_428 = l_425 - l_427;
l_mut_90 = l_424;
l_mut_75 = l_428;
l_mut_188 = l_mut_188 + l_mut_189;
}
}
}
}
const bool l_429 = !l_mut_190;
if (l_429) {
const uint32 l_1173 = info.static_meta[uint32(5)];
const uint32 l_1174 = l_1173 * uint32(1);
const uint32 l_1175 = l_1174 - uint32(1);
const uint32 l_1176 = min(uint32(0), l_1175);
uint32* l_1177 = &buffer_5[l_1176];
uint32* l_430 = l_1177;
const uint32 l_431 = atomicAdd(l_430, uint32(1));
const uint32 l_432 = l_4 / uint32(8);
l_mut_247 = uint32(0);
l_mut_242 = uint32(0);
l_mut_241 = uint32(0);

for (uint32 l_mut_433 = uint32(0); l_mut_433 < uint32(8); ++l_mut_433) {
const uint32 l_434 = l_mut_433 * l_432;
const bool l_435 = l_434 < l_56;
const uint32 l_436 = l_4 / uint32(8);
const uint32 l_437 = l_mut_433 * l_436;
const uint32 l_438 = l_437 + l_437;
const uint32 l_439 = l_72 >> uint32(31);
const bool l_440 = l_439 == uint32(1);
l_mut_215 = l_69;
l_mut_210 = l_72;
if (l_440) {
const uint32 l_441 = uint32(0) - l_69;
const uint32 l_442 = uint32(0) - l_72;
const bool l_443 = uint32(0) < l_69;
const uint32 l_444 = uint32(l_443);
const uint32 l_445 = l_442 - l_444;
l_mut_215 = l_441;
l_mut_210 = l_445;
}
const uint32 l_446 = l_mut_215 * l_438;
const uint32 l_447 = l_mut_210 * l_438;
const uint32 l_448 = __umulhi(l_mut_215, l_438);
const uint32 l_449 = l_448 + l_447;
const uint32 l_450 = __umulhi(l_mut_210, l_438);
const bool l_451 = l_449 < l_447;
const uint32 l_452 = uint32(l_451);
const uint32 l_453 = l_450 + l_452;
const uint32 l_454 = l_9 % uint32(32);
l_mut_209 = l_446;
const bool l_455 = l_454 > uint32(0);
if (l_455) {
const uint32 l_456 = l_446 >> l_454;
const uint32 l_457 = uint32(32) - l_454;
const uint32 l_458 = l_449 << l_457;
const uint32 l_459 = l_456 | l_458;
l_mut_209 = l_459;
}
l_mut_207 = l_449;
const bool l_460 = l_454 > uint32(0);
if (l_460) {
const uint32 l_461 = l_449 >> l_454;
const uint32 l_462 = uint32(32) - l_454;
const uint32 l_463 = l_453 << l_462;
const uint32 l_464 = l_461 | l_463;
l_mut_207 = l_464;
}
l_mut_189 = l_mut_209;
l_mut_209 = l_mut_207;
const bool l_465 = l_9 >= uint32(64);
if (l_465) {
l_mut_189 = l_453;
l_mut_209 = uint32(0);
} else {
const bool l_466 = l_9 >= uint32(32);
if (l_466) {
l_mut_207 = l_449;
const bool l_467 = l_454 > uint32(0);
if (l_467) {
const uint32 l_468 = l_449 >> l_454;
const uint32 l_469 = uint32(32) - l_454;
const uint32 l_470 = l_453 << l_469;
const uint32 l_471 = l_468 | l_470;
l_mut_207 = l_471;
}
const uint32 l_472 = l_453 >> l_454;
l_mut_189 = l_mut_207;
l_mut_209 = l_472;
}
}
l_mut_215 = l_mut_189;
l_mut_210 = l_mut_209;
if (l_440) {
const uint32 l_473 = uint32(0) - l_mut_215;
const uint32 l_474 = uint32(0) - l_mut_210;
const bool l_475 = uint32(0) < l_mut_215;
const uint32 l_476 = uint32(l_475);
const uint32 l_477 = l_474 - l_476;
l_mut_215 = l_473;
l_mut_210 = l_477;
}
const uint32 l_478 = l_59 + l_mut_215;
const uint32 l_479 = l_62 + l_mut_210;
const bool l_480 = l_478 < l_59;
const uint32 l_481 = uint32(l_480);
const uint32 l_482 = l_479 + l_481;
const uint32 l_483 = l_59 * l_437;
const uint32 l_484 = __umulhi(l_59, l_437);
const uint32 l_485 = l_62 * l_437;
const uint32 l_486 = l_484 + l_485;
const uint32 l_487 = l_64 + l_483;
const uint32 l_488 = l_67 + l_486;
const bool l_489 = l_487 < l_64;
const uint32 l_490 = uint32(l_489);
const uint32 l_491 = l_488 + l_490;
const uint32 l_492 = l_437 * l_437;
const uint32 l_493 = l_72 >> uint32(31);
const bool l_494 = l_493 == uint32(1);
l_mut_215 = l_69;
l_mut_210 = l_72;
if (l_494) {
const uint32 l_495 = uint32(0) - l_69;
const uint32 l_496 = uint32(0) - l_72;
const bool l_497 = uint32(0) < l_69;
const uint32 l_498 = uint32(l_497);
const uint32 l_499 = l_496 - l_498;
l_mut_215 = l_495;
l_mut_210 = l_499;
}
const uint32 l_500 = l_mut_215 * l_492;
const uint32 l_501 = l_mut_210 * l_492;
const uint32 l_502 = __umulhi(l_mut_215, l_492);
const uint32 l_503 = l_502 + l_501;
const uint32 l_504 = __umulhi(l_mut_210, l_492);
const bool l_505 = l_503 < l_501;
const uint32 l_506 = uint32(l_505);
const uint32 l_507 = l_504 + l_506;
const uint32 l_508 = l_9 % uint32(32);
l_mut_209 = l_500;
const bool l_509 = l_508 > uint32(0);
if (l_509) {
const uint32 l_510 = l_500 >> l_508;
const uint32 l_511 = uint32(32) - l_508;
const uint32 l_512 = l_503 << l_511;
const uint32 l_513 = l_510 | l_512;
l_mut_209 = l_513;
}
l_mut_207 = l_503;
const bool l_514 = l_508 > uint32(0);
if (l_514) {
const uint32 l_515 = l_503 >> l_508;
const uint32 l_516 = uint32(32) - l_508;
const uint32 l_517 = l_507 << l_516;
const uint32 l_518 = l_515 | l_517;
l_mut_207 = l_518;
}
l_mut_189 = l_mut_209;
l_mut_209 = l_mut_207;
const bool l_519 = l_9 >= uint32(64);
if (l_519) {
l_mut_189 = l_507;
l_mut_209 = uint32(0);
} else {
const bool l_520 = l_9 >= uint32(32);
if (l_520) {
l_mut_207 = l_503;
const bool l_521 = l_508 > uint32(0);
if (l_521) {
const uint32 l_522 = l_503 >> l_508;
const uint32 l_523 = uint32(32) - l_508;
const uint32 l_524 = l_507 << l_523;
const uint32 l_525 = l_522 | l_524;
l_mut_207 = l_525;
}
const uint32 l_526 = l_507 >> l_508;
l_mut_189 = l_mut_207;
l_mut_209 = l_526;
}
}
l_mut_215 = l_mut_189;
l_mut_210 = l_mut_209;
if (l_494) {
const uint32 l_527 = uint32(0) - l_mut_215;
const uint32 l_528 = uint32(0) - l_mut_210;
const bool l_529 = uint32(0) < l_mut_215;
const uint32 l_530 = uint32(l_529);
const uint32 l_531 = l_528 - l_530;
l_mut_215 = l_527;
l_mut_210 = l_531;
}
const uint32 l_532 = l_487 + l_mut_215;
const uint32 l_533 = l_491 + l_mut_210;
const bool l_534 = l_532 < l_487;
const uint32 l_535 = uint32(l_534);
const uint32 l_536 = l_533 + l_535;
const uint32 l_537 = l_72 >> uint32(31);
const bool l_538 = l_537 == uint32(1);
l_mut_215 = l_69;
l_mut_210 = l_72;
if (l_538) {
const uint32 l_539 = uint32(0) - l_69;
const uint32 l_540 = uint32(0) - l_72;
const bool l_541 = uint32(0) < l_69;
const uint32 l_542 = uint32(l_541);
const uint32 l_543 = l_540 - l_542;
l_mut_215 = l_539;
l_mut_210 = l_543;
}
const uint32 l_544 = l_mut_215 * l_436;
const uint32 l_545 = l_mut_210 * l_436;
const uint32 l_546 = __umulhi(l_mut_215, l_436);
const uint32 l_547 = l_546 + l_545;
const uint32 l_548 = __umulhi(l_mut_210, l_436);
const bool l_549 = l_547 < l_545;
const uint32 l_550 = uint32(l_549);
const uint32 l_551 = l_548 + l_550;
const uint32 l_552 = l_9 % uint32(32);
l_mut_209 = l_544;
const bool l_553 = l_552 > uint32(0);
if (l_553) {
const uint32 l_554 = l_544 >> l_552;
const uint32 l_555 = uint32(32) - l_552;
const uint32 l_556 = l_547 << l_555;
const uint32 l_557 = l_554 | l_556;
l_mut_209 = l_557;
}
l_mut_207 = l_547;
const bool l_558 = l_552 > uint32(0);
if (l_558) {
const uint32 l_559 = l_547 >> l_552;
const uint32 l_560 = uint32(32) - l_552;
const uint32 l_561 = l_551 << l_560;
const uint32 l_562 = l_559 | l_561;
l_mut_207 = l_562;
}
l_mut_189 = l_mut_209;
l_mut_209 = l_mut_207;
const bool l_563 = l_9 >= uint32(64);
if (l_563) {
l_mut_189 = l_551;
l_mut_209 = uint32(0);
} else {
const bool l_564 = l_9 >= uint32(32);
if (l_564) {
l_mut_207 = l_547;
const bool l_565 = l_552 > uint32(0);
if (l_565) {
const uint32 l_566 = l_547 >> l_552;
const uint32 l_567 = uint32(32) - l_552;
const uint32 l_568 = l_551 << l_567;
const uint32 l_569 = l_566 | l_568;
l_mut_207 = l_569;
}
const uint32 l_570 = l_551 >> l_552;
l_mut_189 = l_mut_207;
l_mut_209 = l_570;
}
}
l_mut_215 = l_mut_189;
l_mut_210 = l_mut_209;
if (l_538) {
const uint32 l_571 = uint32(0) - l_mut_215;
const uint32 l_572 = uint32(0) - l_mut_210;
const bool l_573 = uint32(0) < l_mut_215;
const uint32 l_574 = uint32(l_573);
const uint32 l_575 = l_572 - l_574;
l_mut_215 = l_571;
l_mut_210 = l_575;
}
const uint32 l_576 = l_478 + l_mut_215;
const uint32 l_577 = l_482 + l_mut_210;
const bool l_578 = l_576 < l_478;
const uint32 l_579 = uint32(l_578);
const uint32 l_580 = l_577 + l_579;
const uint32 l_581 = l_436 * l_436;
const uint32 l_582 = l_9 + uint32(3);
const uint32 l_583 = l_72 >> uint32(31);
const bool l_584 = l_583 == uint32(1);
l_mut_215 = l_69;
l_mut_210 = l_72;
if (l_584) {
const uint32 l_585 = uint32(0) - l_69;
const uint32 l_586 = uint32(0) - l_72;
const bool l_587 = uint32(0) < l_69;
const uint32 l_588 = uint32(l_587);
const uint32 l_589 = l_586 - l_588;
l_mut_215 = l_585;
l_mut_210 = l_589;
}
const uint32 l_590 = l_mut_215 * l_581;
const uint32 l_591 = l_mut_210 * l_581;
const uint32 l_592 = __umulhi(l_mut_215, l_581);
const uint32 l_593 = l_592 + l_591;
const uint32 l_594 = __umulhi(l_mut_210, l_581);
const bool l_595 = l_593 < l_591;
const uint32 l_596 = uint32(l_595);
const uint32 l_597 = l_594 + l_596;
const uint32 l_598 = l_582 % uint32(32);
l_mut_209 = l_590;
const bool l_599 = l_598 > uint32(0);
if (l_599) {
const uint32 l_600 = l_590 >> l_598;
const uint32 l_601 = uint32(32) - l_598;
const uint32 l_602 = l_593 << l_601;
const uint32 l_603 = l_600 | l_602;
l_mut_209 = l_603;
}
l_mut_207 = l_593;
const bool l_604 = l_598 > uint32(0);
if (l_604) {
const uint32 l_605 = l_593 >> l_598;
const uint32 l_606 = uint32(32) - l_598;
const uint32 l_607 = l_597 << l_606;
const uint32 l_608 = l_605 | l_607;
l_mut_207 = l_608;
}
l_mut_189 = l_mut_209;
l_mut_209 = l_mut_207;
const bool l_609 = l_582 >= uint32(64);
if (l_609) {
l_mut_189 = l_597;
l_mut_209 = uint32(0);
} else {
const bool l_610 = l_582 >= uint32(32);
if (l_610) {
l_mut_207 = l_593;
const bool l_611 = l_598 > uint32(0);
if (l_611) {
const uint32 l_612 = l_593 >> l_598;
const uint32 l_613 = uint32(32) - l_598;
const uint32 l_614 = l_597 << l_613;
const uint32 l_615 = l_612 | l_614;
l_mut_207 = l_615;
}
const uint32 l_616 = l_597 >> l_598;
l_mut_189 = l_mut_207;
l_mut_209 = l_616;
}
}
l_mut_215 = l_mut_189;
l_mut_210 = l_mut_209;
if (l_584) {
const uint32 l_617 = uint32(0) - l_mut_215;
const uint32 l_618 = uint32(0) - l_mut_210;
const bool l_619 = uint32(0) < l_mut_215;
const uint32 l_620 = uint32(l_619);
const uint32 l_621 = l_618 - l_620;
l_mut_215 = l_617;
l_mut_210 = l_621;
}
const uint32 l_622 = l_532 - l_mut_215;
const uint32 l_623 = l_536 - l_mut_210;
const bool l_624 = l_532 < l_mut_215;
const uint32 l_625 = uint32(l_624);
const uint32 l_626 = l_623 - l_625;
const uint32 l_627 = l_622 + l_19;
const uint32 l_628 = l_626 + l_22;
const bool l_629 = l_627 < l_622;
const uint32 l_630 = uint32(l_629);
const uint32 l_631 = l_628 + l_630;
const uint32 l_632 = uint32(0) - l_576;
const uint32 l_633 = uint32(0) - l_580;
const bool l_634 = uint32(0) < l_576;
const uint32 l_635 = uint32(l_634);
const uint32 l_636 = l_633 - l_635;
const uint32 l_637 = l_19 + l_19;
const uint32 l_638 = l_22 + l_22;
const bool l_639 = l_637 < l_19;
const uint32 l_640 = uint32(l_639);
const uint32 l_641 = l_638 + l_640;
l_mut_215 = l_632;
l_mut_210 = l_636;
const uint32 l_642 = uint32(0) - l_632;
const uint32 l_643 = uint32(0) - l_636;
const bool l_644 = uint32(0) < l_632;
const uint32 l_645 = uint32(l_644);
const uint32 l_646 = l_643 - l_645;
l_mut_209 = l_642;
l_mut_207 = l_646;
l_mut_189 = l_627;
l_mut_188 = l_631;
l_mut_187 = uint32(1);
l_mut_102 = uint32(1);
l_mut_208 = bool(false);
const bool l_647 = l_mut_188 < l_641;
const bool l_648 = l_mut_188 == l_641;
const bool l_649 = l_mut_189 < l_637;
const bool l_650 = l_648 && l_649;
const bool l_651 = l_647 || l_650;
const bool l_652 = !l_651;
l_mut_200 = l_652;
const uint32 l_653 = l_632 | l_636;
const bool l_654 = l_653 == uint32(0);
if (l_654) {
l_mut_208 = l_mut_200;
l_mut_200 = bool(false);
}
l_mut_197 = bool(false);
while (true) {
const bool l_655 = !l_mut_200;
if (l_655) {
break;}
const bool l_656 = l_mut_188 < l_mut_210;
const bool l_657 = l_mut_188 == l_mut_210;
const bool l_658 = l_mut_189 < l_mut_215;
const bool l_659 = l_657 && l_658;
const bool l_660 = l_656 || l_659;
if (l_660) {
l_mut_96 = uint32(0);
l_mut_190 = bool(false);
l_mut_90 = l_mut_209;
l_mut_75 = l_mut_207;
const bool l_661 = uint32(3) >= uint32(32);
if (l_661) {
const uint32 l_662 = uint32(3) & uint32(31);
const uint32 l_663 = l_mut_207 >> l_662;
l_mut_90 = l_663;
l_mut_75 = uint32(0);
} else {
const bool l_664 = uint32(3) > uint32(0);
if (l_664) {
l_mut_40 = l_mut_209;
const bool l_665 = uint32(3) > uint32(0);
if (l_665) {
const uint32 l_666 = l_mut_209 >> uint32(3);
const uint32 l_667 = l_mut_207 << uint32(29);
const uint32 l_668 = l_666 | l_667;
l_mut_40 = l_668;
}
const uint32 l_669 = l_mut_207 >> uint32(3);
l_mut_90 = l_mut_40;
l_mut_75 = l_669;
}
}
const bool l_670 = l_mut_75 < l_mut_210;
const bool l_671 = l_mut_75 == l_mut_210;
const bool l_672 = l_mut_90 < l_mut_215;
const bool l_673 = l_671 && l_672;
const bool l_674 = l_670 || l_673;
const bool l_675 = !l_674;
l_mut_190 = l_675;
const uint32 l_676 = l_mut_215 | l_mut_210;
const bool l_677 = l_676 == uint32(0);
if (l_677) {
l_mut_96 = l_436;
} else {
if (l_mut_190) {
const bool l_678 = l_mut_210 < l_mut_207;
const bool l_679 = l_mut_210 == l_mut_207;
const bool l_680 = l_mut_215 < l_mut_209;
const bool l_681 = l_679 && l_680;
const bool l_682 = l_678 || l_681;
if (l_682) {
const uint32 l_683 = l_mut_209 - uint32(1);
const uint32 l_684 = l_mut_207 - uint32(0);
const bool l_685 = l_mut_209 < uint32(1);
const uint32 l_686 = uint32(l_685);
const uint32 l_687 = l_684 - l_686;
l_mut_90 = l_683;
l_mut_75 = l_687;
l_mut_40 = uint32(0);

for (uint32 l_mut_688 = uint32(0); l_mut_688 < uint32(16); ++l_mut_688) {
const uint32 l_689 = uint32(15) - l_mut_688;
l_mut_690 = l_mut_90;
l_mut_691 = l_mut_75;
const bool l_692 = l_689 >= uint32(32);
if (l_692) {
const uint32 l_693 = l_689 & uint32(31);
const uint32 l_694 = l_mut_75 >> l_693;
l_mut_690 = l_694;
l_mut_691 = uint32(0);
} else {
const bool l_695 = l_689 > uint32(0);
if (l_695) {
l_mut_696 = l_mut_90;
const bool l_697 = l_689 > uint32(0);
if (l_697) {
const uint32 l_698 = l_mut_90 >> l_689;
const uint32 l_699 = uint32(32) - l_689;
const uint32 l_700 = l_mut_75 << l_699;
const uint32 l_701 = l_698 | l_700;
l_mut_696 = l_701;
}
const uint32 l_702 = l_mut_75 >> l_689;
l_mut_690 = l_mut_696;
l_mut_691 = l_702;
}
}
const bool l_703 = l_mut_691 < l_mut_210;
const bool l_704 = l_mut_691 == l_mut_210;
const bool l_705 = l_mut_690 < l_mut_215;
const bool l_706 = l_704 && l_705;
const bool l_707 = l_703 || l_706;
const bool l_708 = !l_707;
if (l_708) {
l_mut_696 = l_mut_215;
l_mut_691 = l_mut_210;
const bool l_709 = l_689 >= uint32(32);
if (l_709) {
const uint32 l_710 = l_689 & uint32(31);
const uint32 l_711 = l_mut_215 << l_710;
l_mut_696 = uint32(0);
l_mut_691 = l_711;
} else {
const bool l_712 = l_689 > uint32(0);
if (l_712) {
const uint32 l_713 = l_mut_215 << l_689;
const uint32 l_714 = l_mut_210 << l_689;
const uint32 l_715 = uint32(32) - l_689;
const uint32 l_716 = l_mut_215 >> l_715;
const uint32 l_717 = l_714 | l_716;
l_mut_696 = l_713;
l_mut_691 = l_717;
}
}
const uint32 l_718 = l_mut_90 - l_mut_696;
const uint32 l_719 = l_mut_75 - l_mut_691;
const bool l_720 = l_mut_90 < l_mut_696;
const uint32 l_721 = uint32(l_720);
const uint32 l_722 = l_719 - l_721;
l_mut_90 = l_718;
l_mut_75 = l_722;
const uint32 l_723 = uint32(1) << l_689;
l_mut_40 = l_mut_40 | l_723;
}
}
const uint32 l_724 = min(l_mut_40, l_436);
l_mut_696 = l_724;
const bool l_725 = l_mut_75 < l_mut_210;
const bool l_726 = l_mut_75 == l_mut_210;
const bool l_727 = l_mut_90 < l_mut_215;
const bool l_728 = l_726 && l_727;
const bool l_729 = l_725 || l_728;
const bool l_730 = !l_729;
if (l_730) {
l_mut_696 = l_436;
}
l_mut_96 = l_mut_696;
}
} else {
l_mut_696 = l_mut_209;
l_mut_691 = l_mut_207;
while (true) {
const bool l_731 = l_mut_210 < l_mut_691;
const bool l_732 = l_mut_210 == l_mut_691;
const bool l_733 = l_mut_215 < l_mut_696;
const bool l_734 = l_732 && l_733;
const bool l_735 = l_731 || l_734;
const uint32 l_736 = l_mut_96 * l_mut_102;
const uint32 l_737 = l_mut_187 + l_736;
const uint32 l_738 = l_737 + l_mut_102;
const bool l_739 = l_738 < l_436;
const bool l_740 = l_735 && l_739;
const bool l_741 = !l_740;
if (l_741) {
break;}
const uint32 l_742 = l_mut_696 - l_mut_215;
const uint32 l_743 = l_mut_691 - l_mut_210;
const bool l_744 = l_mut_696 < l_mut_215;
const uint32 l_745 = uint32(l_744);
const uint32 l_746 = l_743 - l_745;
l_mut_696 = l_742;
l_mut_691 = l_746;
l_mut_96 = l_mut_96 + uint32(1);
}
}
}
const uint32 l_747 = l_mut_96 * l_mut_102;
const uint32 l_748 = l_mut_187 + l_747;
const uint32 l_749 = l_748 + l_mut_102;
const bool l_750 = l_749 >= l_436;
if (l_750) {
l_mut_208 = bool(true);
l_mut_200 = bool(false);
} else {
const uint32 l_751 = l_mut_215 * l_mut_96;
const uint32 l_752 = __umulhi(l_mut_215, l_mut_96);
const uint32 l_753 = l_mut_210 * l_mut_96;
const uint32 l_754 = l_752 + l_753;
const uint32 l_755 = l_mut_209 - l_751;
const uint32 l_756 = l_mut_207 - l_754;
const bool l_757 = l_mut_209 < l_751;
const uint32 l_758 = uint32(l_757);
const uint32 l_759 = l_756 - l_758;
l_mut_209 = l_755;
l_mut_207 = l_759;
const uint32 l_760 = l_mut_96 * l_mut_102;
l_mut_187 = l_mut_187 + l_760;
const uint32 l_761 = l_mut_215 - l_mut_209;
const uint32 l_762 = l_mut_210 - l_mut_207;
const bool l_763 = l_mut_215 < l_mut_209;
const uint32 l_764 = uint32(l_763);
const uint32 l_765 = l_762 - l_764;
l_mut_215 = l_761;
l_mut_210 = l_765;
l_mut_102 = l_mut_102 + l_mut_187;
}
} else {
const uint32 l_766 = l_mut_189 - l_mut_215;
const uint32 l_767 = l_mut_188 - l_mut_210;
const bool l_768 = l_mut_189 < l_mut_215;
const uint32 l_769 = uint32(l_768);
const uint32 l_770 = l_767 - l_769;
l_mut_189 = l_766;
l_mut_188 = l_770;
const bool l_771 = l_mut_188 < l_641;
const bool l_772 = l_mut_188 == l_641;
const bool l_773 = l_mut_189 < l_637;
const bool l_774 = l_772 && l_773;
const bool l_775 = l_771 || l_774;
if (l_775) {
l_mut_200 = bool(false);
} else {
l_mut_696 = uint32(0);
l_mut_190 = bool(false);
l_mut_691 = l_mut_215;
l_mut_690 = l_mut_210;
const bool l_776 = uint32(3) >= uint32(32);
if (l_776) {
const uint32 l_777 = uint32(3) & uint32(31);
const uint32 l_778 = l_mut_210 >> l_777;
l_mut_691 = l_778;
l_mut_690 = uint32(0);
} else {
const bool l_779 = uint32(3) > uint32(0);
if (l_779) {
l_mut_96 = l_mut_215;
const bool l_780 = uint32(3) > uint32(0);
if (l_780) {
const uint32 l_781 = l_mut_215 >> uint32(3);
const uint32 l_782 = l_mut_210 << uint32(29);
const uint32 l_783 = l_781 | l_782;
l_mut_96 = l_783;
}
const uint32 l_784 = l_mut_210 >> uint32(3);
l_mut_691 = l_mut_96;
l_mut_690 = l_784;
}
}
const bool l_785 = l_mut_690 < l_mut_207;
const bool l_786 = l_mut_690 == l_mut_207;
const bool l_787 = l_mut_691 < l_mut_209;
const bool l_788 = l_786 && l_787;
const bool l_789 = l_785 || l_788;
const bool l_790 = !l_789;
l_mut_190 = l_790;
const uint32 l_791 = l_mut_209 | l_mut_207;
const bool l_792 = l_791 == uint32(0);
if (l_792) {
l_mut_696 = l_436;
} else {
if (l_mut_190) {
const bool l_793 = l_mut_207 < l_mut_210;
const bool l_794 = l_mut_207 == l_mut_210;
const bool l_795 = l_mut_209 < l_mut_215;
const bool l_796 = l_794 && l_795;
const bool l_797 = l_793 || l_796;
if (l_797) {
const uint32 l_798 = l_mut_215 - uint32(1);
const uint32 l_799 = l_mut_210 - uint32(0);
const bool l_800 = l_mut_215 < uint32(1);
const uint32 l_801 = uint32(l_800);
const uint32 l_802 = l_799 - l_801;
l_mut_691 = l_798;
l_mut_690 = l_802;
l_mut_96 = uint32(0);

for (uint32 l_mut_803 = uint32(0); l_mut_803 < uint32(16); ++l_mut_803) {
const uint32 l_804 = uint32(15) - l_mut_803;
l_mut_90 = l_mut_691;
l_mut_75 = l_mut_690;
const bool l_805 = l_804 >= uint32(32);
if (l_805) {
const uint32 l_806 = l_804 & uint32(31);
const uint32 l_807 = l_mut_690 >> l_806;
l_mut_90 = l_807;
l_mut_75 = uint32(0);
} else {
const bool l_808 = l_804 > uint32(0);
if (l_808) {
l_mut_40 = l_mut_691;
const bool l_809 = l_804 > uint32(0);
if (l_809) {
const uint32 l_810 = l_mut_691 >> l_804;
const uint32 l_811 = uint32(32) - l_804;
const uint32 l_812 = l_mut_690 << l_811;
const uint32 l_813 = l_810 | l_812;
l_mut_40 = l_813;
}
const uint32 l_814 = l_mut_690 >> l_804;
l_mut_90 = l_mut_40;
l_mut_75 = l_814;
}
}
const bool l_815 = l_mut_75 < l_mut_207;
const bool l_816 = l_mut_75 == l_mut_207;
const bool l_817 = l_mut_90 < l_mut_209;
const bool l_818 = l_816 && l_817;
const bool l_819 = l_815 || l_818;
const bool l_820 = !l_819;
if (l_820) {
l_mut_90 = l_mut_209;
l_mut_75 = l_mut_207;
const bool l_821 = l_804 >= uint32(32);
if (l_821) {
const uint32 l_822 = l_804 & uint32(31);
const uint32 l_823 = l_mut_209 << l_822;
l_mut_90 = uint32(0);
l_mut_75 = l_823;
} else {
const bool l_824 = l_804 > uint32(0);
if (l_824) {
const uint32 l_825 = l_mut_209 << l_804;
const uint32 l_826 = l_mut_207 << l_804;
const uint32 l_827 = uint32(32) - l_804;
const uint32 l_828 = l_mut_209 >> l_827;
const uint32 l_829 = l_826 | l_828;
l_mut_90 = l_825;
l_mut_75 = l_829;
}
}
const uint32 l_830 = l_mut_691 - l_mut_90;
const uint32 l_831 = l_mut_690 - l_mut_75;
const bool l_832 = l_mut_691 < l_mut_90;
const uint32 l_833 = uint32(l_832);
const uint32 l_834 = l_831 - l_833;
l_mut_691 = l_830;
l_mut_690 = l_834;
const uint32 l_835 = uint32(1) << l_804;
l_mut_96 = l_mut_96 | l_835;
}
}
const uint32 l_836 = min(l_mut_96, l_436);
l_mut_96 = l_836;
const bool l_837 = l_mut_690 < l_mut_207;
const bool l_838 = l_mut_690 == l_mut_207;
const bool l_839 = l_mut_691 < l_mut_209;
const bool l_840 = l_838 && l_839;
const bool l_841 = l_837 || l_840;
const bool l_842 = !l_841;
if (l_842) {
l_mut_96 = l_436;
}
l_mut_696 = l_mut_96;
}
} else {
l_mut_691 = l_mut_215;
l_mut_690 = l_mut_210;
while (true) {
const bool l_843 = l_mut_207 < l_mut_690;
const bool l_844 = l_mut_207 == l_mut_690;
const bool l_845 = l_mut_209 < l_mut_691;
const bool l_846 = l_844 && l_845;
const bool l_847 = l_843 || l_846;
const uint32 l_848 = l_mut_696 * l_mut_187;
const uint32 l_849 = l_mut_102 + l_848;
const uint32 l_850 = l_849 + l_mut_187;
const bool l_851 = l_850 < l_436;
const bool l_852 = l_847 && l_851;
const bool l_853 = !l_852;
if (l_853) {
break;}
const uint32 l_854 = l_mut_691 - l_mut_209;
const uint32 l_855 = l_mut_690 - l_mut_207;
const bool l_856 = l_mut_691 < l_mut_209;
const uint32 l_857 = uint32(l_856);
const uint32 l_858 = l_855 - l_857;
l_mut_691 = l_854;
l_mut_690 = l_858;
l_mut_696 = l_mut_696 + uint32(1);
}
}
}
const uint32 l_859 = l_mut_187 + l_mut_102;
const uint32 l_860 = l_mut_696 * l_mut_187;
const uint32 l_861 = l_859 + l_860;
const bool l_862 = l_861 >= l_436;
if (l_862) {
l_mut_208 = bool(true);
l_mut_200 = bool(false);
} else {
const uint32 l_863 = l_mut_209 * l_mut_696;
const uint32 l_864 = __umulhi(l_mut_209, l_mut_696);
const uint32 l_865 = l_mut_207 * l_mut_696;
const uint32 l_866 = l_864 + l_865;
const uint32 l_867 = l_mut_215 - l_863;
const uint32 l_868 = l_mut_210 - l_866;
const bool l_869 = l_mut_215 < l_863;
const uint32 l_870 = uint32(l_869);
const uint32 l_871 = l_868 - l_870;
l_mut_215 = l_867;
l_mut_210 = l_871;
const uint32 l_872 = l_mut_696 * l_mut_187;
l_mut_102 = l_mut_102 + l_872;
const uint32 l_873 = l_mut_209 - l_mut_215;
const uint32 l_874 = l_mut_207 - l_mut_210;
const bool l_875 = l_mut_209 < l_mut_215;
const uint32 l_876 = uint32(l_875);
const uint32 l_877 = l_874 - l_876;
l_mut_209 = l_873;
l_mut_207 = l_877;
l_mut_187 = l_mut_187 + l_mut_102;
}
}
}
}
const bool l_878 = !l_mut_208;
const bool l_879 = l_435 && l_878;
if (l_879) {
const uint32 l_880 = uint32(1) << l_mut_433;
l_mut_247 = l_mut_247 | l_880;
l_mut_242 = l_mut_242 + uint32(1);
const uint32 l_881 = l_434 + l_432;
const uint32 l_882 = min(l_881, l_56);
l_mut_696 = uint32(0);

for (uint32 l_mut_883 = l_434; l_mut_883 < l_882; ++l_mut_883) {
const uint32 l_884 = l_59 * l_mut_883;
const uint32 l_885 = __umulhi(l_59, l_mut_883);
const uint32 l_886 = l_62 * l_mut_883;
const uint32 l_887 = l_885 + l_886;
const uint32 l_888 = l_64 + l_884;
const uint32 l_889 = l_67 + l_887;
const bool l_890 = l_888 < l_64;
const uint32 l_891 = uint32(l_890);
const uint32 l_892 = l_889 + l_891;
const uint32 l_893 = l_mut_883 * l_mut_883;
const uint32 l_894 = l_72 >> uint32(31);
const bool l_895 = l_894 == uint32(1);
l_mut_691 = l_69;
l_mut_690 = l_72;
if (l_895) {
const uint32 l_896 = uint32(0) - l_69;
const uint32 l_897 = uint32(0) - l_72;
const bool l_898 = uint32(0) < l_69;
const uint32 l_899 = uint32(l_898);
const uint32 l_900 = l_897 - l_899;
l_mut_691 = l_896;
l_mut_690 = l_900;
}
const uint32 l_901 = l_mut_691 * l_893;
const uint32 l_902 = l_mut_690 * l_893;
const uint32 l_903 = __umulhi(l_mut_691, l_893);
const uint32 l_904 = l_903 + l_902;
const uint32 l_905 = __umulhi(l_mut_690, l_893);
const bool l_906 = l_904 < l_902;
const uint32 l_907 = uint32(l_906);
const uint32 l_908 = l_905 + l_907;
const uint32 l_909 = l_9 % uint32(32);
l_mut_215 = l_901;
const bool l_910 = l_909 > uint32(0);
if (l_910) {
const uint32 l_911 = l_901 >> l_909;
const uint32 l_912 = uint32(32) - l_909;
const uint32 l_913 = l_904 << l_912;
const uint32 l_914 = l_911 | l_913;
l_mut_215 = l_914;
}
l_mut_210 = l_904;
const bool l_915 = l_909 > uint32(0);
if (l_915) {
const uint32 l_916 = l_904 >> l_909;
const uint32 l_917 = uint32(32) - l_909;
const uint32 l_918 = l_908 << l_917;
const uint32 l_919 = l_916 | l_918;
l_mut_210 = l_919;
}
l_mut_209 = l_mut_215;
l_mut_215 = l_mut_210;
const bool l_920 = l_9 >= uint32(64);
if (l_920) {
l_mut_209 = l_908;
l_mut_215 = uint32(0);
} else {
const bool l_921 = l_9 >= uint32(32);
if (l_921) {
l_mut_210 = l_904;
const bool l_922 = l_909 > uint32(0);
if (l_922) {
const uint32 l_923 = l_904 >> l_909;
const uint32 l_924 = uint32(32) - l_909;
const uint32 l_925 = l_908 << l_924;
const uint32 l_926 = l_923 | l_925;
l_mut_210 = l_926;
}
const uint32 l_927 = l_908 >> l_909;
l_mut_209 = l_mut_210;
l_mut_215 = l_927;
}
}
l_mut_691 = l_mut_209;
l_mut_690 = l_mut_215;
if (l_895) {
const uint32 l_928 = uint32(0) - l_mut_691;
const uint32 l_929 = uint32(0) - l_mut_690;
const bool l_930 = uint32(0) < l_mut_691;
const uint32 l_931 = uint32(l_930);
const uint32 l_932 = l_929 - l_931;
l_mut_691 = l_928;
l_mut_690 = l_932;
}
const uint32 l_933 = l_888 + l_mut_691;
const uint32 l_934 = l_892 + l_mut_690;
const bool l_935 = l_933 < l_888;
const uint32 l_936 = uint32(l_935);
const uint32 l_937 = l_934 + l_936;
const uint32 l_938 = uint32(0) - l_933;
const uint32 l_939 = uint32(0) - l_937;
const bool l_940 = uint32(0) < l_933;
const uint32 l_941 = uint32(l_940);
const uint32 l_942 = l_939 - l_941;
l_mut_691 = l_938;
l_mut_690 = l_942;
const bool l_943 = l_937 < l_mut_690;
const bool l_944 = l_937 == l_mut_690;
const bool l_945 = l_933 < l_mut_691;
const bool l_946 = l_944 && l_945;
const bool l_947 = l_943 || l_946;
if (l_947) {
l_mut_691 = l_933;
l_mut_690 = l_937;
}
const bool l_948 = l_mut_690 < l_27;
const bool l_949 = l_mut_690 == l_27;
const bool l_950 = l_mut_691 < l_24;
const bool l_951 = l_949 && l_950;
const bool l_952 = l_948 || l_951;
const uint32 l_953 = uint32(l_952);
l_mut_696 = l_mut_696 + l_953;
}
l_mut_241 = l_mut_241 + l_mut_696;
}
}
const bool l_954 = l_mut_242 > uint32(0);
if (l_954) {
const uint32 l_1178 = info.static_meta[uint32(5)];
const uint32 l_1179 = l_1178 * uint32(1);
const uint32 l_1180 = l_1179 - uint32(1);
const uint32 l_1181 = min(uint32(1), l_1180);
uint32* l_1182 = &buffer_5[l_1181];
uint32* l_955 = l_1182;
const uint32 l_956 = atomicAdd(l_955, l_mut_242);
}
const bool l_957 = l_mut_241 > uint32(0);
if (l_957) {
const uint32 l_1183 = info.static_meta[uint32(5)];
const uint32 l_1184 = l_1183 * uint32(1);
const uint32 l_1185 = l_1184 - uint32(1);
const uint32 l_1186 = min(uint32(2), l_1185);
uint32* l_1187 = &buffer_5[l_1186];
uint32* l_958 = l_1187;
const uint32 l_959 = atomicAdd(l_958, l_mut_241);
l_mut_696 = l_959;

for (uint32 l_mut_960 = uint32(0); l_mut_960 < uint32(8); ++l_mut_960) {
const uint32 l_961 = l_mut_247 >> l_mut_960;
const uint32 l_962 = l_961 & uint32(1);
const bool l_963 = l_962 == uint32(1);
if (l_963) {
const uint32 l_964 = l_mut_960 * l_432;
const uint32 l_965 = l_964 + l_432;
const uint32 l_966 = min(l_965, l_56);
l_mut_691 = l_mut_696;

for (uint32 l_mut_967 = l_964; l_mut_967 < l_966; ++l_mut_967) {
const uint32 l_968 = l_59 * l_mut_967;
const uint32 l_969 = __umulhi(l_59, l_mut_967);
const uint32 l_970 = l_62 * l_mut_967;
const uint32 l_971 = l_969 + l_970;
const uint32 l_972 = l_64 + l_968;
const uint32 l_973 = l_67 + l_971;
const bool l_974 = l_972 < l_64;
const uint32 l_975 = uint32(l_974);
const uint32 l_976 = l_973 + l_975;
const uint32 l_977 = l_mut_967 * l_mut_967;
const uint32 l_978 = l_72 >> uint32(31);
const bool l_979 = l_978 == uint32(1);
l_mut_690 = l_69;
l_mut_242 = l_72;
if (l_979) {
const uint32 l_980 = uint32(0) - l_69;
const uint32 l_981 = uint32(0) - l_72;
const bool l_982 = uint32(0) < l_69;
const uint32 l_983 = uint32(l_982);
const uint32 l_984 = l_981 - l_983;
l_mut_690 = l_980;
l_mut_242 = l_984;
}
const uint32 l_985 = l_mut_690 * l_977;
const uint32 l_986 = l_mut_242 * l_977;
const uint32 l_987 = __umulhi(l_mut_690, l_977);
const uint32 l_988 = l_987 + l_986;
const uint32 l_989 = __umulhi(l_mut_242, l_977);
const bool l_990 = l_988 < l_986;
const uint32 l_991 = uint32(l_990);
const uint32 l_992 = l_989 + l_991;
const uint32 l_993 = l_9 % uint32(32);
l_mut_241 = l_985;
const bool l_994 = l_993 > uint32(0);
if (l_994) {
const uint32 l_995 = l_985 >> l_993;
const uint32 l_996 = uint32(32) - l_993;
const uint32 l_997 = l_988 << l_996;
const uint32 l_998 = l_995 | l_997;
l_mut_241 = l_998;
}
l_mut_215 = l_988;
const bool l_999 = l_993 > uint32(0);
if (l_999) {
const uint32 l_1000 = l_988 >> l_993;
const uint32 l_1001 = uint32(32) - l_993;
const uint32 l_1002 = l_992 << l_1001;
const uint32 l_1003 = l_1000 | l_1002;
l_mut_215 = l_1003;
}
l_mut_210 = l_mut_241;
l_mut_241 = l_mut_215;
const bool l_1004 = l_9 >= uint32(64);
if (l_1004) {
l_mut_210 = l_992;
l_mut_241 = uint32(0);
} else {
const bool l_1005 = l_9 >= uint32(32);
if (l_1005) {
l_mut_215 = l_988;
const bool l_1006 = l_993 > uint32(0);
if (l_1006) {
const uint32 l_1007 = l_988 >> l_993;
const uint32 l_1008 = uint32(32) - l_993;
const uint32 l_1009 = l_992 << l_1008;
const uint32 l_1010 = l_1007 | l_1009;
l_mut_215 = l_1010;
}
const uint32 l_1011 = l_992 >> l_993;
l_mut_210 = l_mut_215;
l_mut_241 = l_1011;
}
}
l_mut_690 = l_mut_210;
l_mut_242 = l_mut_241;
if (l_979) {
const uint32 l_1012 = uint32(0) - l_mut_690;
const uint32 l_1013 = uint32(0) - l_mut_242;
const bool l_1014 = uint32(0) < l_mut_690;
const uint32 l_1015 = uint32(l_1014);
const uint32 l_1016 = l_1013 - l_1015;
l_mut_690 = l_1012;
l_mut_242 = l_1016;
}
const uint32 l_1017 = l_972 + l_mut_690;
const uint32 l_1018 = l_976 + l_mut_242;
const bool l_1019 = l_1017 < l_972;
const uint32 l_1020 = uint32(l_1019);
const uint32 l_1021 = l_1018 + l_1020;
const uint32 l_1022 = uint32(0) - l_1017;
const uint32 l_1023 = uint32(0) - l_1021;
const bool l_1024 = uint32(0) < l_1017;
const uint32 l_1025 = uint32(l_1024);
const uint32 l_1026 = l_1023 - l_1025;
l_mut_690 = l_1022;
l_mut_242 = l_1026;
const bool l_1027 = l_1021 < l_mut_242;
const bool l_1028 = l_1021 == l_mut_242;
const bool l_1029 = l_1017 < l_mut_690;
const bool l_1030 = l_1028 && l_1029;
const bool l_1031 = l_1027 || l_1030;
if (l_1031) {
l_mut_690 = l_1017;
l_mut_242 = l_1021;
}
const bool l_1032 = l_mut_242 < l_27;
const bool l_1033 = l_mut_242 == l_27;
const bool l_1034 = l_mut_690 < l_24;
const bool l_1035 = l_1033 && l_1034;
const bool l_1036 = l_1032 || l_1035;
if (l_1036) {
const uint32 l_1037 = l_mut_691 * uint32(2);
const uint32 l_1038 = l_1037 + uint32(1);
const uint32 l_1039 = info.static_meta[uint32(10)];
const bool l_1040 = l_1038 < l_1039;
if (l_1040) {
const uint32 l_1188 = info.static_meta[uint32(4)];
const uint32 l_1189 = l_1188 * uint32(1);
const bool l_1190 = l_1037 < l_1189;
if (l_1190) {
buffer_4[l_1037] = idxGlobal;
}
const uint32 l_1041 = l_1037 + uint32(1);
const uint32 l_1191 = info.static_meta[uint32(4)];
const uint32 l_1192 = l_1191 * uint32(1);
const bool l_1193 = l_1041 < l_1192;
if (l_1193) {
buffer_4[l_1041] = l_mut_967;
}
}
l_mut_691 = l_mut_691 + uint32(1);
}
}
l_mut_696 = l_mut_691;
}
}
}
}
}

}
