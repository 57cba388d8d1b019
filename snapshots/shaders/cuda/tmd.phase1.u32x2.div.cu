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
bool l_mut_357;
bool l_mut_364;
bool l_mut_635;
bool l_mut_652;
uint32 l_mut_135;
uint32 l_mut_141;
uint32 l_mut_203;
uint32 l_mut_209;
uint32 l_mut_259;
uint32 l_mut_265;
uint32 l_mut_30;
uint32 l_mut_389;
uint32 l_mut_395;
uint32 l_mut_401;
uint32 l_mut_428;
uint32 l_mut_435;
uint32 l_mut_446;
uint32 l_mut_447;
uint32 l_mut_448;
uint32 l_mut_451;
uint32 l_mut_452;
uint32 l_mut_457;
uint32 l_mut_65;
uint32 l_mut_743;
uint32 l_mut_748;
uint32 l_mut_80;
uint32 l_mut_86;
uint32 l_mut_92;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1080 = info.static_meta[uint32(5)];
const uint32 l_1081 = l_1080 * uint32(1);
const uint32 l_1082 = l_1081 - uint32(1);
const uint32 l_1083 = min(uint32(3), l_1082);
uint32* l_1084 = &buffer_5[l_1083];
uint32* l_1 = l_1084;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_1024 = info.static_meta[uint32(3)];
const uint32 l_1025 = l_1024 * uint32(1);
const bool l_1026 = l_3 < l_1025;
const uint32 l_1027 = l_1025 - uint32(1);
const uint32 l_1028 = min(l_3, l_1027);
const uint32 l_1029 = buffer_3[l_1028];
const uint32 l_1030 = (l_1026) ? l_1029 : uint32(0);
const uint32 l_4 = l_1030;
const uint32 l_5 = uint32(2) * uint32(0);
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_1031 = info.static_meta[uint32(3)];
const uint32 l_1032 = l_1031 * uint32(1);
const bool l_1033 = l_6 < l_1032;
const uint32 l_1034 = l_1032 - uint32(1);
const uint32 l_1035 = min(l_6, l_1034);
const uint32 l_1036 = buffer_3[l_1035];
const uint32 l_1037 = (l_1033) ? l_1036 : uint32(0);
const uint32 l_7 = l_1037;
const uint32 l_8 = uint32(2) * uint32(1);
const uint32 l_1038 = info.static_meta[uint32(3)];
const uint32 l_1039 = l_1038 * uint32(1);
const bool l_1040 = l_8 < l_1039;
const uint32 l_1041 = l_1039 - uint32(1);
const uint32 l_1042 = min(l_8, l_1041);
const uint32 l_1043 = buffer_3[l_1042];
const uint32 l_1044 = (l_1040) ? l_1043 : uint32(0);
const uint32 l_9 = l_1044;
const uint32 l_10 = uint32(2) * uint32(1);
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_1045 = info.static_meta[uint32(3)];
const uint32 l_1046 = l_1045 * uint32(1);
const bool l_1047 = l_11 < l_1046;
const uint32 l_1048 = l_1046 - uint32(1);
const uint32 l_1049 = min(l_11, l_1048);
const uint32 l_1050 = buffer_3[l_1049];
const uint32 l_1051 = (l_1047) ? l_1050 : uint32(0);
const uint32 l_12 = l_1051;
const uint32 l_13 = uint32(2) * uint32(2);
const uint32 l_1052 = info.static_meta[uint32(3)];
const uint32 l_1053 = l_1052 * uint32(1);
const bool l_1054 = l_13 < l_1053;
const uint32 l_1055 = l_1053 - uint32(1);
const uint32 l_1056 = min(l_13, l_1055);
const uint32 l_1057 = buffer_3[l_1056];
const uint32 l_1058 = (l_1054) ? l_1057 : uint32(0);
const uint32 l_14 = l_1058;
const uint32 l_15 = uint32(2) * uint32(2);
const uint32 l_16 = l_15 + uint32(1);
const uint32 l_1059 = info.static_meta[uint32(3)];
const uint32 l_1060 = l_1059 * uint32(1);
const bool l_1061 = l_16 < l_1060;
const uint32 l_1062 = l_1060 - uint32(1);
const uint32 l_1063 = min(l_16, l_1062);
const uint32 l_1064 = buffer_3[l_1063];
const uint32 l_1065 = (l_1061) ? l_1064 : uint32(0);
const uint32 l_17 = l_1065;
const uint32 l_18 = uint32(2) * uint32(3);
const uint32 l_1066 = info.static_meta[uint32(3)];
const uint32 l_1067 = l_1066 * uint32(1);
const bool l_1068 = l_18 < l_1067;
const uint32 l_1069 = l_1067 - uint32(1);
const uint32 l_1070 = min(l_18, l_1069);
const uint32 l_1071 = buffer_3[l_1070];
const uint32 l_1072 = (l_1068) ? l_1071 : uint32(0);
const uint32 l_19 = l_1072;
const uint32 l_20 = uint32(2) * uint32(3);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_1073 = info.static_meta[uint32(3)];
const uint32 l_1074 = l_1073 * uint32(1);
const bool l_1075 = l_21 < l_1074;
const uint32 l_1076 = l_1074 - uint32(1);
const uint32 l_1077 = min(l_21, l_1076);
const uint32 l_1078 = buffer_3[l_1077];
const uint32 l_1079 = (l_1075) ? l_1078 : uint32(0);
const uint32 l_22 = l_1079;
const uint32 l_23 = uint32(2) * idxGlobal;
const uint32 l_24 = info.static_meta[uint32(6)];
const bool l_25 = l_23 < l_24;
const uint32 l_26 = idxGlobal * l_4;
const uint32 l_27 = __umulhi(idxGlobal, l_4);
const uint32 l_28 = uint32(0) * l_4;
const uint32 l_29 = l_27 + l_28;
l_mut_30 = uint32(0);
const bool l_31 = l_29 < l_22;
const bool l_32 = l_29 == l_22;
const bool l_33 = l_26 < l_19;
const bool l_34 = l_32 && l_33;
const bool l_35 = l_31 || l_34;
if (l_35) {
const uint32 l_36 = l_19 - l_26;
const uint32 l_37 = l_22 - l_29;
const bool l_38 = l_19 < l_26;
const uint32 l_39 = uint32(l_38);
const uint32 l_40 = l_37 - l_39;
l_mut_30 = l_4;
const bool l_41 = l_40 < uint32(0);
const bool l_42 = l_40 == uint32(0);
const bool l_43 = l_36 < l_4;
const bool l_44 = l_42 && l_43;
const bool l_45 = l_41 || l_44;
if (l_45) {
l_mut_30 = l_36;
}
}
const bool l_46 = l_mut_30 > uint32(0);
const bool l_47 = l_25 && l_46;
if (l_47) {
const uint32 l_48 = uint32(2) * idxGlobal;
const uint32 l_1085 = info.static_meta[uint32(0)];
const uint32 l_1086 = l_1085 * uint32(1);
const bool l_1087 = l_48 < l_1086;
const uint32 l_1088 = l_1086 - uint32(1);
const uint32 l_1089 = min(l_48, l_1088);
const uint32 l_1090 = buffer_0[l_1089];
const uint32 l_1091 = (l_1087) ? l_1090 : uint32(0);
const uint32 l_49 = l_1091;
const uint32 l_50 = uint32(2) * idxGlobal;
const uint32 l_51 = l_50 + uint32(1);
const uint32 l_1092 = info.static_meta[uint32(0)];
const uint32 l_1093 = l_1092 * uint32(1);
const bool l_1094 = l_51 < l_1093;
const uint32 l_1095 = l_1093 - uint32(1);
const uint32 l_1096 = min(l_51, l_1095);
const uint32 l_1097 = buffer_0[l_1096];
const uint32 l_1098 = (l_1094) ? l_1097 : uint32(0);
const uint32 l_52 = l_1098;
const uint32 l_53 = uint32(2) * idxGlobal;
const uint32 l_1099 = info.static_meta[uint32(1)];
const uint32 l_1100 = l_1099 * uint32(1);
const bool l_1101 = l_53 < l_1100;
const uint32 l_1102 = l_1100 - uint32(1);
const uint32 l_1103 = min(l_53, l_1102);
const uint32 l_1104 = buffer_1[l_1103];
const uint32 l_1105 = (l_1101) ? l_1104 : uint32(0);
const uint32 l_54 = l_1105;
const uint32 l_55 = uint32(2) * idxGlobal;
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_1106 = info.static_meta[uint32(1)];
const uint32 l_1107 = l_1106 * uint32(1);
const bool l_1108 = l_56 < l_1107;
const uint32 l_1109 = l_1107 - uint32(1);
const uint32 l_1110 = min(l_56, l_1109);
const uint32 l_1111 = buffer_1[l_1110];
const uint32 l_1112 = (l_1108) ? l_1111 : uint32(0);
const uint32 l_57 = l_1112;
const uint32 l_58 = uint32(2) * idxGlobal;
const uint32 l_1113 = info.static_meta[uint32(2)];
const uint32 l_1114 = l_1113 * uint32(1);
const bool l_1115 = l_58 < l_1114;
const uint32 l_1116 = l_1114 - uint32(1);
const uint32 l_1117 = min(l_58, l_1116);
const uint32 l_1118 = buffer_2[l_1117];
const uint32 l_1119 = (l_1115) ? l_1118 : uint32(0);
const uint32 l_59 = l_1119;
const uint32 l_60 = uint32(2) * idxGlobal;
const uint32 l_61 = l_60 + uint32(1);
const uint32 l_1120 = info.static_meta[uint32(2)];
const uint32 l_1121 = l_1120 * uint32(1);
const bool l_1122 = l_61 < l_1121;
const uint32 l_1123 = l_1121 - uint32(1);
const uint32 l_1124 = min(l_61, l_1123);
const uint32 l_1125 = buffer_2[l_1124];
const uint32 l_1126 = (l_1122) ? l_1125 : uint32(0);
const uint32 l_62 = l_1126;
const uint32 l_63 = l_62 >> uint32(31);
const bool l_64 = l_63 == uint32(1);
l_mut_30 = l_59;
l_mut_65 = l_62;
if (l_64) {
const uint32 l_66 = uint32(0) - l_59;
const uint32 l_67 = uint32(0) - l_62;
const bool l_68 = uint32(0) < l_59;
const uint32 l_69 = uint32(l_68);
const uint32 l_70 = l_67 - l_69;
l_mut_30 = l_66;
l_mut_65 = l_70;
}
const uint32 l_71 = l_mut_30 * l_4;
const uint32 l_72 = l_mut_65 * l_4;
const uint32 l_73 = __umulhi(l_mut_30, l_4);
const uint32 l_74 = l_73 + l_72;
const uint32 l_75 = __umulhi(l_mut_65, l_4);
const bool l_76 = l_74 < l_72;
const uint32 l_77 = uint32(l_76);
const uint32 l_78 = l_75 + l_77;
const uint32 l_79 = l_9 % uint32(32);
l_mut_80 = l_71;
const bool l_81 = l_79 > uint32(0);
if (l_81) {
const uint32 l_82 = l_71 >> l_79;
const uint32 l_83 = uint32(32) - l_79;
const uint32 l_84 = l_74 << l_83;
const uint32 l_85 = l_82 | l_84;
l_mut_80 = l_85;
}
l_mut_86 = l_74;
const bool l_87 = l_79 > uint32(0);
if (l_87) {
const uint32 l_88 = l_74 >> l_79;
const uint32 l_89 = uint32(32) - l_79;
const uint32 l_90 = l_78 << l_89;
const uint32 l_91 = l_88 | l_90;
l_mut_86 = l_91;
}
l_mut_92 = l_mut_80;
l_mut_80 = l_mut_86;
const bool l_93 = l_9 >= uint32(64);
if (l_93) {
l_mut_92 = l_78;
l_mut_80 = uint32(0);
} else {
const bool l_94 = l_9 >= uint32(32);
if (l_94) {
l_mut_86 = l_74;
const bool l_95 = l_79 > uint32(0);
if (l_95) {
const uint32 l_96 = l_74 >> l_79;
const uint32 l_97 = uint32(32) - l_79;
const uint32 l_98 = l_78 << l_97;
const uint32 l_99 = l_96 | l_98;
l_mut_86 = l_99;
}
const uint32 l_100 = l_78 >> l_79;
l_mut_92 = l_mut_86;
l_mut_80 = l_100;
}
}
l_mut_86 = l_mut_92;
l_mut_92 = l_mut_80;
if (l_64) {
const uint32 l_101 = uint32(0) - l_mut_86;
const uint32 l_102 = uint32(0) - l_mut_92;
const bool l_103 = uint32(0) < l_mut_86;
const uint32 l_104 = uint32(l_103);
const uint32 l_105 = l_102 - l_104;
l_mut_86 = l_101;
l_mut_92 = l_105;
}
const uint32 l_106 = l_49 + l_mut_86;
const uint32 l_107 = l_52 + l_mut_92;
const bool l_108 = l_106 < l_49;
const uint32 l_109 = uint32(l_108);
const uint32 l_110 = l_107 + l_109;
const uint32 l_111 = l_9 + uint32(3);
l_mut_92 = uint32(0);
l_mut_86 = uint32(0);
const bool l_112 = l_4 < uint32(65536);
if (l_112) {
const uint32 l_113 = l_4 * l_4;
const uint32 l_114 = l_62 >> uint32(31);
const bool l_115 = l_114 == uint32(1);
l_mut_80 = l_59;
l_mut_65 = l_62;
if (l_115) {
const uint32 l_116 = uint32(0) - l_59;
const uint32 l_117 = uint32(0) - l_62;
const bool l_118 = uint32(0) < l_59;
const uint32 l_119 = uint32(l_118);
const uint32 l_120 = l_117 - l_119;
l_mut_80 = l_116;
l_mut_65 = l_120;
}
const uint32 l_121 = l_mut_80 * l_113;
const uint32 l_122 = l_mut_65 * l_113;
const uint32 l_123 = __umulhi(l_mut_80, l_113);
const uint32 l_124 = l_123 + l_122;
const uint32 l_125 = __umulhi(l_mut_65, l_113);
const bool l_126 = l_124 < l_122;
const uint32 l_127 = uint32(l_126);
const uint32 l_128 = l_125 + l_127;
const uint32 l_129 = l_111 % uint32(32);
l_mut_30 = l_121;
const bool l_130 = l_129 > uint32(0);
if (l_130) {
const uint32 l_131 = l_121 >> l_129;
const uint32 l_132 = uint32(32) - l_129;
const uint32 l_133 = l_124 << l_132;
const uint32 l_134 = l_131 | l_133;
l_mut_30 = l_134;
}
l_mut_135 = l_124;
const bool l_136 = l_129 > uint32(0);
if (l_136) {
const uint32 l_137 = l_124 >> l_129;
const uint32 l_138 = uint32(32) - l_129;
const uint32 l_139 = l_128 << l_138;
const uint32 l_140 = l_137 | l_139;
l_mut_135 = l_140;
}
l_mut_141 = l_mut_30;
l_mut_30 = l_mut_135;
const bool l_142 = l_111 >= uint32(64);
if (l_142) {
l_mut_141 = l_128;
l_mut_30 = uint32(0);
} else {
const bool l_143 = l_111 >= uint32(32);
if (l_143) {
l_mut_135 = l_124;
const bool l_144 = l_129 > uint32(0);
if (l_144) {
const uint32 l_145 = l_124 >> l_129;
const uint32 l_146 = uint32(32) - l_129;
const uint32 l_147 = l_128 << l_146;
const uint32 l_148 = l_145 | l_147;
l_mut_135 = l_148;
}
const uint32 l_149 = l_128 >> l_129;
l_mut_141 = l_mut_135;
l_mut_30 = l_149;
}
}
l_mut_135 = l_mut_141;
l_mut_141 = l_mut_30;
if (l_115) {
const uint32 l_150 = uint32(0) - l_mut_135;
const uint32 l_151 = uint32(0) - l_mut_141;
const bool l_152 = uint32(0) < l_mut_135;
const uint32 l_153 = uint32(l_152);
const uint32 l_154 = l_151 - l_153;
l_mut_135 = l_150;
l_mut_141 = l_154;
}
l_mut_92 = l_mut_135;
l_mut_86 = l_mut_141;
} else {
const uint32 l_155 = l_62 >> uint32(31);
const bool l_156 = l_155 == uint32(1);
l_mut_141 = l_59;
l_mut_135 = l_62;
if (l_156) {
const uint32 l_157 = uint32(0) - l_59;
const uint32 l_158 = uint32(0) - l_62;
const bool l_159 = uint32(0) < l_59;
const uint32 l_160 = uint32(l_159);
const uint32 l_161 = l_158 - l_160;
l_mut_141 = l_157;
l_mut_135 = l_161;
}
const uint32 l_162 = l_mut_141 * l_4;
const uint32 l_163 = l_mut_135 * l_4;
const uint32 l_164 = __umulhi(l_mut_141, l_4);
const uint32 l_165 = l_164 + l_163;
const uint32 l_166 = __umulhi(l_mut_135, l_4);
const bool l_167 = l_165 < l_163;
const uint32 l_168 = uint32(l_167);
const uint32 l_169 = l_166 + l_168;
const uint32 l_170 = uint32(0) % uint32(32);
l_mut_80 = l_162;
const bool l_171 = l_170 > uint32(0);
if (l_171) {
const uint32 l_172 = l_162 >> l_170;
const uint32 l_173 = uint32(32) - l_170;
const uint32 l_174 = l_165 << l_173;
const uint32 l_175 = l_172 | l_174;
l_mut_80 = l_175;
}
l_mut_65 = l_165;
const bool l_176 = l_170 > uint32(0);
if (l_176) {
const uint32 l_177 = l_165 >> l_170;
const uint32 l_178 = uint32(32) - l_170;
const uint32 l_179 = l_169 << l_178;
const uint32 l_180 = l_177 | l_179;
l_mut_65 = l_180;
}
l_mut_30 = l_mut_80;
l_mut_80 = l_mut_65;
const bool l_181 = uint32(0) >= uint32(64);
if (l_181) {
l_mut_30 = l_169;
l_mut_80 = uint32(0);
} else {
const bool l_182 = uint32(0) >= uint32(32);
if (l_182) {
l_mut_65 = l_165;
const bool l_183 = l_170 > uint32(0);
if (l_183) {
const uint32 l_184 = l_165 >> l_170;
const uint32 l_185 = uint32(32) - l_170;
const uint32 l_186 = l_169 << l_185;
const uint32 l_187 = l_184 | l_186;
l_mut_65 = l_187;
}
const uint32 l_188 = l_169 >> l_170;
l_mut_30 = l_mut_65;
l_mut_80 = l_188;
}
}
const uint32 l_189 = l_mut_141 * l_4;
const uint32 l_190 = l_mut_135 * l_4;
const uint32 l_191 = __umulhi(l_mut_141, l_4);
const uint32 l_192 = l_191 + l_190;
const uint32 l_193 = __umulhi(l_mut_135, l_4);
const bool l_194 = l_192 < l_190;
const uint32 l_195 = uint32(l_194);
const uint32 l_196 = l_193 + l_195;
const uint32 l_197 = uint32(64) % uint32(32);
l_mut_65 = l_189;
const bool l_198 = l_197 > uint32(0);
if (l_198) {
const uint32 l_199 = l_189 >> l_197;
const uint32 l_200 = uint32(32) - l_197;
const uint32 l_201 = l_192 << l_200;
const uint32 l_202 = l_199 | l_201;
l_mut_65 = l_202;
}
l_mut_203 = l_192;
const bool l_204 = l_197 > uint32(0);
if (l_204) {
const uint32 l_205 = l_192 >> l_197;
const uint32 l_206 = uint32(32) - l_197;
const uint32 l_207 = l_196 << l_206;
const uint32 l_208 = l_205 | l_207;
l_mut_203 = l_208;
}
l_mut_209 = l_mut_65;
l_mut_65 = l_mut_203;
const bool l_210 = uint32(64) >= uint32(64);
if (l_210) {
l_mut_209 = l_196;
l_mut_65 = uint32(0);
} else {
const bool l_211 = uint32(64) >= uint32(32);
if (l_211) {
l_mut_203 = l_192;
const bool l_212 = l_197 > uint32(0);
if (l_212) {
const uint32 l_213 = l_192 >> l_197;
const uint32 l_214 = uint32(32) - l_197;
const uint32 l_215 = l_196 << l_214;
const uint32 l_216 = l_213 | l_215;
l_mut_203 = l_216;
}
const uint32 l_217 = l_196 >> l_197;
l_mut_209 = l_mut_203;
l_mut_65 = l_217;
}
}
const uint32 l_218 = l_mut_30 * l_4;
const uint32 l_219 = l_mut_80 * l_4;
const uint32 l_220 = __umulhi(l_mut_30, l_4);
const uint32 l_221 = l_220 + l_219;
const uint32 l_222 = __umulhi(l_mut_80, l_4);
const bool l_223 = l_221 < l_219;
const uint32 l_224 = uint32(l_223);
const uint32 l_225 = l_222 + l_224;
const uint32 l_226 = uint32(0) % uint32(32);
l_mut_203 = l_218;
const bool l_227 = l_226 > uint32(0);
if (l_227) {
const uint32 l_228 = l_218 >> l_226;
const uint32 l_229 = uint32(32) - l_226;
const uint32 l_230 = l_221 << l_229;
const uint32 l_231 = l_228 | l_230;
l_mut_203 = l_231;
}
l_mut_141 = l_221;
const bool l_232 = l_226 > uint32(0);
if (l_232) {
const uint32 l_233 = l_221 >> l_226;
const uint32 l_234 = uint32(32) - l_226;
const uint32 l_235 = l_225 << l_234;
const uint32 l_236 = l_233 | l_235;
l_mut_141 = l_236;
}
l_mut_135 = l_mut_203;
l_mut_203 = l_mut_141;
const bool l_237 = uint32(0) >= uint32(64);
if (l_237) {
l_mut_135 = l_225;
l_mut_203 = uint32(0);
} else {
const bool l_238 = uint32(0) >= uint32(32);
if (l_238) {
l_mut_141 = l_221;
const bool l_239 = l_226 > uint32(0);
if (l_239) {
const uint32 l_240 = l_221 >> l_226;
const uint32 l_241 = uint32(32) - l_226;
const uint32 l_242 = l_225 << l_241;
const uint32 l_243 = l_240 | l_242;
l_mut_141 = l_243;
}
const uint32 l_244 = l_225 >> l_226;
l_mut_135 = l_mut_141;
l_mut_203 = l_244;
}
}
const uint32 l_245 = l_mut_30 * l_4;
const uint32 l_246 = l_mut_80 * l_4;
const uint32 l_247 = __umulhi(l_mut_30, l_4);
const uint32 l_248 = l_247 + l_246;
const uint32 l_249 = __umulhi(l_mut_80, l_4);
const bool l_250 = l_248 < l_246;
const uint32 l_251 = uint32(l_250);
const uint32 l_252 = l_249 + l_251;
const uint32 l_253 = uint32(64) % uint32(32);
l_mut_141 = l_245;
const bool l_254 = l_253 > uint32(0);
if (l_254) {
const uint32 l_255 = l_245 >> l_253;
const uint32 l_256 = uint32(32) - l_253;
const uint32 l_257 = l_248 << l_256;
const uint32 l_258 = l_255 | l_257;
l_mut_141 = l_258;
}
l_mut_259 = l_248;
const bool l_260 = l_253 > uint32(0);
if (l_260) {
const uint32 l_261 = l_248 >> l_253;
const uint32 l_262 = uint32(32) - l_253;
const uint32 l_263 = l_252 << l_262;
const uint32 l_264 = l_261 | l_263;
l_mut_259 = l_264;
}
l_mut_265 = l_mut_141;
l_mut_141 = l_mut_259;
const bool l_266 = uint32(64) >= uint32(64);
if (l_266) {
l_mut_265 = l_252;
l_mut_141 = uint32(0);
} else {
const bool l_267 = uint32(64) >= uint32(32);
if (l_267) {
l_mut_259 = l_248;
const bool l_268 = l_253 > uint32(0);
if (l_268) {
const uint32 l_269 = l_248 >> l_253;
const uint32 l_270 = uint32(32) - l_253;
const uint32 l_271 = l_252 << l_270;
const uint32 l_272 = l_269 | l_271;
l_mut_259 = l_272;
}
const uint32 l_273 = l_252 >> l_253;
l_mut_265 = l_mut_259;
l_mut_141 = l_273;
}
}
const uint32 l_274 = l_mut_209 * l_4;
const uint32 l_275 = __umulhi(l_mut_209, l_4);
const uint32 l_276 = l_mut_65 * l_4;
const uint32 l_277 = l_275 + l_276;
const uint32 l_278 = l_mut_265 + l_274;
const uint32 l_279 = l_mut_141 + l_277;
const bool l_280 = l_278 < l_mut_265;
const uint32 l_281 = uint32(l_280);
const uint32 l_282 = l_279 + l_281;
l_mut_92 = l_mut_135;
l_mut_86 = l_mut_203;
const bool l_283 = l_111 == uint32(64);
if (l_283) {
l_mut_92 = l_278;
l_mut_86 = l_282;
} else {
const bool l_284 = l_111 > uint32(0);
if (l_284) {
const uint32 l_285 = uint32(64) - l_111;
l_mut_265 = l_278;
l_mut_259 = l_282;
const bool l_286 = l_285 >= uint32(32);
if (l_286) {
const uint32 l_287 = l_285 & uint32(31);
const uint32 l_288 = l_278 << l_287;
l_mut_265 = uint32(0);
l_mut_259 = l_288;
} else {
const bool l_289 = l_285 > uint32(0);
if (l_289) {
const uint32 l_290 = l_278 << l_285;
const uint32 l_291 = l_282 << l_285;
const uint32 l_292 = uint32(32) - l_285;
const uint32 l_293 = l_278 >> l_292;
const uint32 l_294 = l_291 | l_293;
l_mut_265 = l_290;
l_mut_259 = l_294;
}
}
l_mut_209 = l_mut_135;
l_mut_141 = l_mut_203;
const bool l_295 = l_111 >= uint32(32);
if (l_295) {
const uint32 l_296 = l_111 & uint32(31);
const uint32 l_297 = l_mut_203 >> l_296;
l_mut_209 = l_297;
l_mut_141 = uint32(0);
} else {
const bool l_298 = l_111 > uint32(0);
if (l_298) {
l_mut_80 = l_mut_135;
const bool l_299 = l_111 > uint32(0);
if (l_299) {
const uint32 l_300 = l_mut_135 >> l_111;
const uint32 l_301 = uint32(32) - l_111;
const uint32 l_302 = l_mut_203 << l_301;
const uint32 l_303 = l_300 | l_302;
l_mut_80 = l_303;
}
const uint32 l_304 = l_mut_203 >> l_111;
l_mut_209 = l_mut_80;
l_mut_141 = l_304;
}
}
const uint32 l_305 = l_mut_265 + l_mut_209;
const uint32 l_306 = l_mut_259 + l_mut_141;
const bool l_307 = l_305 < l_mut_265;
const uint32 l_308 = uint32(l_307);
const uint32 l_309 = l_306 + l_308;
l_mut_92 = l_305;
l_mut_86 = l_309;
}
}
if (l_156) {
const uint32 l_310 = uint32(0) - l_mut_92;
const uint32 l_311 = uint32(0) - l_mut_86;
const bool l_312 = uint32(0) < l_mut_92;
const uint32 l_313 = uint32(l_312);
const uint32 l_314 = l_311 - l_313;
l_mut_92 = l_310;
l_mut_86 = l_314;
}
}
l_mut_265 = l_mut_92;
l_mut_259 = l_mut_86;
const uint32 l_315 = l_mut_86 >> uint32(31);
const bool l_316 = l_315 == uint32(1);
if (l_316) {
const uint32 l_317 = uint32(0) - l_mut_92;
const uint32 l_318 = uint32(0) - l_mut_86;
const bool l_319 = uint32(0) < l_mut_92;
const uint32 l_320 = uint32(l_319);
const uint32 l_321 = l_318 - l_320;
l_mut_265 = l_317;
l_mut_259 = l_321;
}
const uint32 l_322 = l_14 + l_mut_265;
const uint32 l_323 = l_17 + l_mut_259;
const bool l_324 = l_322 < l_14;
const uint32 l_325 = uint32(l_324);
const uint32 l_326 = l_323 + l_325;
const uint32 l_327 = l_322 + uint32(1);
const uint32 l_328 = l_326 + uint32(0);
const bool l_329 = l_327 < l_322;
const uint32 l_330 = uint32(l_329);
const uint32 l_331 = l_328 + l_330;
const uint32 l_332 = l_54 - l_mut_92;
const uint32 l_333 = l_57 - l_mut_86;
const bool l_334 = l_54 < l_mut_92;
const uint32 l_335 = uint32(l_334);
const uint32 l_336 = l_333 - l_335;
const uint32 l_337 = l_332 + l_327;
const uint32 l_338 = l_336 + l_331;
const bool l_339 = l_337 < l_332;
const uint32 l_340 = uint32(l_339);
const uint32 l_341 = l_338 + l_340;
const uint32 l_342 = uint32(0) - l_106;
const uint32 l_343 = uint32(0) - l_110;
const bool l_344 = uint32(0) < l_106;
const uint32 l_345 = uint32(l_344);
const uint32 l_346 = l_343 - l_345;
const uint32 l_347 = l_327 + l_327;
const uint32 l_348 = l_331 + l_331;
const bool l_349 = l_347 < l_327;
const uint32 l_350 = uint32(l_349);
const uint32 l_351 = l_348 + l_350;
l_mut_265 = l_342;
l_mut_259 = l_346;
const uint32 l_352 = uint32(0) - l_342;
const uint32 l_353 = uint32(0) - l_346;
const bool l_354 = uint32(0) < l_342;
const uint32 l_355 = uint32(l_354);
const uint32 l_356 = l_353 - l_355;
l_mut_209 = l_352;
l_mut_203 = l_356;
l_mut_141 = l_337;
l_mut_135 = l_341;
l_mut_92 = uint32(1);
l_mut_86 = uint32(1);
l_mut_357 = bool(false);
const bool l_358 = l_mut_135 < l_351;
const bool l_359 = l_mut_135 == l_351;
const bool l_360 = l_mut_141 < l_347;
const bool l_361 = l_359 && l_360;
const bool l_362 = l_358 || l_361;
const bool l_363 = !l_362;
l_mut_364 = l_363;
const uint32 l_365 = l_342 | l_346;
const bool l_366 = l_365 == uint32(0);
if (l_366) {
l_mut_357 = l_mut_364;
l_mut_364 = bool(false);
}
if (l_mut_364) {
const uint32 l_367 = l_346 >> uint32(31);
const bool l_368 = l_367 == uint32(1);
l_mut_80 = l_342;
l_mut_65 = l_346;
if (l_368) {
const uint32 l_369 = uint32(0) - l_342;
const uint32 l_370 = uint32(0) - l_346;
const bool l_371 = uint32(0) < l_342;
const uint32 l_372 = uint32(l_371);
const uint32 l_373 = l_370 - l_372;
l_mut_80 = l_369;
l_mut_65 = l_373;
}
const uint32 l_374 = l_4 - uint32(1);
const uint32 l_375 = l_mut_80 * l_374;
const uint32 l_376 = __umulhi(l_mut_80, l_374);
const uint32 l_377 = l_mut_65 * l_374;
const uint32 l_378 = l_376 + l_377;
l_mut_30 = uint32(0);
const uint32 l_379 = l_4 - uint32(1);
const uint32 l_380 = l_mut_80 * l_379;
const uint32 l_381 = l_mut_65 * l_379;
const uint32 l_382 = __umulhi(l_mut_80, l_379);
const uint32 l_383 = l_382 + l_381;
const uint32 l_384 = __umulhi(l_mut_65, l_379);
const bool l_385 = l_383 < l_381;
const uint32 l_386 = uint32(l_385);
const uint32 l_387 = l_384 + l_386;
const uint32 l_388 = uint32(64) % uint32(32);
l_mut_389 = l_380;
const bool l_390 = l_388 > uint32(0);
if (l_390) {
const uint32 l_391 = l_380 >> l_388;
const uint32 l_392 = uint32(32) - l_388;
const uint32 l_393 = l_383 << l_392;
const uint32 l_394 = l_391 | l_393;
l_mut_389 = l_394;
}
l_mut_395 = l_383;
const bool l_396 = l_388 > uint32(0);
if (l_396) {
const uint32 l_397 = l_383 >> l_388;
const uint32 l_398 = uint32(32) - l_388;
const uint32 l_399 = l_387 << l_398;
const uint32 l_400 = l_397 | l_399;
l_mut_395 = l_400;
}
l_mut_401 = l_mut_389;
l_mut_389 = l_mut_395;
const bool l_402 = uint32(64) >= uint32(64);
if (l_402) {
l_mut_401 = l_387;
l_mut_389 = uint32(0);
} else {
const bool l_403 = uint32(64) >= uint32(32);
if (l_403) {
l_mut_395 = l_383;
const bool l_404 = l_388 > uint32(0);
if (l_404) {
const uint32 l_405 = l_383 >> l_388;
const uint32 l_406 = uint32(32) - l_388;
const uint32 l_407 = l_387 << l_406;
const uint32 l_408 = l_405 | l_407;
l_mut_395 = l_408;
}
const uint32 l_409 = l_387 >> l_388;
l_mut_401 = l_mut_395;
l_mut_389 = l_409;
}
}
const uint32 l_410 = l_mut_401 | l_mut_389;
const bool l_411 = l_410 == uint32(0);
if (l_411) {
l_mut_401 = l_337;
l_mut_395 = l_341;
if (l_368) {
const uint32 l_412 = uint32(0) - l_337;
const uint32 l_413 = uint32(0) - l_341;
const bool l_414 = uint32(0) < l_337;
const uint32 l_415 = uint32(l_414);
const uint32 l_416 = l_413 - l_415;
const uint32 l_417 = l_337 | l_341;
const bool l_418 = l_417 == uint32(0);
const bool l_419 = !l_418;
const bool l_420 = l_378 < l_416;
const bool l_421 = l_378 == l_416;
const bool l_422 = l_375 < l_412;
const bool l_423 = l_421 && l_422;
const bool l_424 = l_420 || l_423;
const bool l_425 = !l_424;
const bool l_426 = l_419 && l_425;
if (l_426) {
const uint32 l_427 = l_4 - uint32(1);
l_mut_389 = l_412;
l_mut_428 = l_416;
const bool l_429 = l_416 < l_mut_65;
const bool l_430 = l_416 == l_mut_65;
const bool l_431 = l_412 < l_mut_80;
const bool l_432 = l_430 && l_431;
const bool l_433 = l_429 || l_432;
const bool l_434 = !l_433;
if (l_434) {
l_mut_435 = uint32(0);
const bool l_436 = l_mut_65 < l_416;
const bool l_437 = l_mut_65 == l_416;
const bool l_438 = l_mut_80 < l_412;
const bool l_439 = l_437 && l_438;
const bool l_440 = l_436 || l_439;
if (l_440) {
const uint32 l_441 = l_412 - uint32(1);
const uint32 l_442 = l_416 - uint32(0);
const bool l_443 = l_412 < uint32(1);
const uint32 l_444 = uint32(l_443);
const uint32 l_445 = l_442 - l_444;
l_mut_446 = l_441;
l_mut_447 = l_445;
l_mut_448 = uint32(0);

for (uint32 l_mut_449 = uint32(0); l_mut_449 < uint32(20); ++l_mut_449) {
const uint32 l_450 = uint32(19) - l_mut_449;
l_mut_451 = l_mut_446;
l_mut_452 = l_mut_447;
const bool l_453 = l_450 >= uint32(32);
if (l_453) {
const uint32 l_454 = l_450 & uint32(31);
const uint32 l_455 = l_mut_447 >> l_454;
l_mut_451 = l_455;
l_mut_452 = uint32(0);
} else {
const bool l_456 = l_450 > uint32(0);
if (l_456) {
l_mut_457 = l_mut_446;
const bool l_458 = l_450 > uint32(0);
if (l_458) {
const uint32 l_459 = l_mut_446 >> l_450;
const uint32 l_460 = uint32(32) - l_450;
const uint32 l_461 = l_mut_447 << l_460;
const uint32 l_462 = l_459 | l_461;
l_mut_457 = l_462;
}
const uint32 l_463 = l_mut_447 >> l_450;
l_mut_451 = l_mut_457;
l_mut_452 = l_463;
}
}
const bool l_464 = l_mut_452 < l_mut_65;
const bool l_465 = l_mut_452 == l_mut_65;
const bool l_466 = l_mut_451 < l_mut_80;
const bool l_467 = l_465 && l_466;
const bool l_468 = l_464 || l_467;
const bool l_469 = !l_468;
if (l_469) {
l_mut_457 = l_mut_80;
l_mut_452 = l_mut_65;
const bool l_470 = l_450 >= uint32(32);
if (l_470) {
const uint32 l_471 = l_450 & uint32(31);
const uint32 l_472 = l_mut_80 << l_471;
l_mut_457 = uint32(0);
l_mut_452 = l_472;
} else {
const bool l_473 = l_450 > uint32(0);
if (l_473) {
const uint32 l_474 = l_mut_80 << l_450;
const uint32 l_475 = l_mut_65 << l_450;
const uint32 l_476 = uint32(32) - l_450;
const uint32 l_477 = l_mut_80 >> l_476;
const uint32 l_478 = l_475 | l_477;
l_mut_457 = l_474;
l_mut_452 = l_478;
}
}
const uint32 l_479 = l_mut_446 - l_mut_457;
const uint32 l_480 = l_mut_447 - l_mut_452;
const bool l_481 = l_mut_446 < l_mut_457;
const uint32 l_482 = uint32(l_481);
const uint32 l_483 = l_480 - l_482;
l_mut_446 = l_479;
l_mut_447 = l_483;
const uint32 l_484 = uint32(1) << l_450;
l_mut_448 = l_mut_448 | l_484;
}
}
const uint32 l_485 = min(l_mut_448, l_427);
l_mut_457 = l_485;
const bool l_486 = l_mut_447 < l_mut_65;
const bool l_487 = l_mut_447 == l_mut_65;
const bool l_488 = l_mut_446 < l_mut_80;
const bool l_489 = l_487 && l_488;
const bool l_490 = l_486 || l_489;
const bool l_491 = !l_490;
if (l_491) {
l_mut_457 = l_427;
}
l_mut_435 = l_mut_457;
}
const uint32 l_492 = l_mut_80 * l_mut_435;
const uint32 l_493 = __umulhi(l_mut_80, l_mut_435);
const uint32 l_494 = l_mut_65 * l_mut_435;
const uint32 l_495 = l_493 + l_494;
const uint32 l_496 = l_412 - l_492;
const uint32 l_497 = l_416 - l_495;
const bool l_498 = l_412 < l_492;
const uint32 l_499 = uint32(l_498);
const uint32 l_500 = l_497 - l_499;
l_mut_389 = l_496;
l_mut_428 = l_500;
const bool l_501 = l_mut_428 < l_mut_65;
const bool l_502 = l_mut_428 == l_mut_65;
const bool l_503 = l_mut_389 < l_mut_80;
const bool l_504 = l_502 && l_503;
const bool l_505 = l_501 || l_504;
const bool l_506 = !l_505;
if (l_506) {
const uint32 l_507 = l_mut_389 - l_mut_80;
const uint32 l_508 = l_mut_428 - l_mut_65;
const bool l_509 = l_mut_389 < l_mut_80;
const uint32 l_510 = uint32(l_509);
const uint32 l_511 = l_508 - l_510;
l_mut_389 = l_507;
l_mut_428 = l_511;
}
}
const uint32 l_512 = l_mut_80 - l_mut_389;
const uint32 l_513 = l_mut_65 - l_mut_428;
const bool l_514 = l_mut_80 < l_mut_389;
const uint32 l_515 = uint32(l_514);
const uint32 l_516 = l_513 - l_515;
l_mut_457 = l_512;
l_mut_452 = l_516;
const bool l_517 = l_516 < l_mut_65;
const bool l_518 = l_516 == l_mut_65;
const bool l_519 = l_512 < l_mut_80;
const bool l_520 = l_518 && l_519;
const bool l_521 = l_517 || l_520;
const bool l_522 = !l_521;
if (l_522) {
const uint32 l_523 = l_512 - l_mut_80;
const uint32 l_524 = l_516 - l_mut_65;
const bool l_525 = l_512 < l_mut_80;
const uint32 l_526 = uint32(l_525);
const uint32 l_527 = l_524 - l_526;
l_mut_457 = l_523;
l_mut_452 = l_527;
}
const bool l_528 = l_mut_452 < l_mut_395;
const bool l_529 = l_mut_452 == l_mut_395;
const bool l_530 = l_mut_457 < l_mut_401;
const bool l_531 = l_529 && l_530;
const bool l_532 = l_528 || l_531;
if (l_532) {
l_mut_401 = l_mut_457;
l_mut_395 = l_mut_452;
}
}
} else {
const uint32 l_533 = l_337 - l_375;
const uint32 l_534 = l_341 - l_378;
const bool l_535 = l_337 < l_375;
const uint32 l_536 = uint32(l_535);
const uint32 l_537 = l_534 - l_536;
l_mut_401 = l_533;
l_mut_395 = l_537;
const bool l_538 = l_341 < l_378;
const bool l_539 = l_341 == l_378;
const bool l_540 = l_337 < l_375;
const bool l_541 = l_539 && l_540;
const bool l_542 = l_538 || l_541;
if (l_542) {
const uint32 l_543 = l_4 - uint32(1);
l_mut_457 = l_337;
l_mut_452 = l_341;
const bool l_544 = l_341 < l_mut_65;
const bool l_545 = l_341 == l_mut_65;
const bool l_546 = l_337 < l_mut_80;
const bool l_547 = l_545 && l_546;
const bool l_548 = l_544 || l_547;
const bool l_549 = !l_548;
if (l_549) {
l_mut_451 = uint32(0);
const bool l_550 = l_mut_65 < l_341;
const bool l_551 = l_mut_65 == l_341;
const bool l_552 = l_mut_80 < l_337;
const bool l_553 = l_551 && l_552;
const bool l_554 = l_550 || l_553;
if (l_554) {
const uint32 l_555 = l_337 - uint32(1);
const uint32 l_556 = l_341 - uint32(0);
const bool l_557 = l_337 < uint32(1);
const uint32 l_558 = uint32(l_557);
const uint32 l_559 = l_556 - l_558;
l_mut_448 = l_555;
l_mut_447 = l_559;
l_mut_446 = uint32(0);

for (uint32 l_mut_560 = uint32(0); l_mut_560 < uint32(20); ++l_mut_560) {
const uint32 l_561 = uint32(19) - l_mut_560;
l_mut_435 = l_mut_448;
l_mut_428 = l_mut_447;
const bool l_562 = l_561 >= uint32(32);
if (l_562) {
const uint32 l_563 = l_561 & uint32(31);
const uint32 l_564 = l_mut_447 >> l_563;
l_mut_435 = l_564;
l_mut_428 = uint32(0);
} else {
const bool l_565 = l_561 > uint32(0);
if (l_565) {
l_mut_389 = l_mut_448;
const bool l_566 = l_561 > uint32(0);
if (l_566) {
const uint32 l_567 = l_mut_448 >> l_561;
const uint32 l_568 = uint32(32) - l_561;
const uint32 l_569 = l_mut_447 << l_568;
const uint32 l_570 = l_567 | l_569;
l_mut_389 = l_570;
}
const uint32 l_571 = l_mut_447 >> l_561;
l_mut_435 = l_mut_389;
l_mut_428 = l_571;
}
}
const bool l_572 = l_mut_428 < l_mut_65;
const bool l_573 = l_mut_428 == l_mut_65;
const bool l_574 = l_mut_435 < l_mut_80;
const bool l_575 = l_573 && l_574;
const bool l_576 = l_572 || l_575;
const bool l_577 = !l_576;
if (l_577) {
l_mut_435 = l_mut_80;
l_mut_428 = l_mut_65;
const bool l_578 = l_561 >= uint32(32);
if (l_578) {
const uint32 l_579 = l_561 & uint32(31);
const uint32 l_580 = l_mut_80 << l_579;
l_mut_435 = uint32(0);
l_mut_428 = l_580;
} else {
const bool l_581 = l_561 > uint32(0);
if (l_581) {
const uint32 l_582 = l_mut_80 << l_561;
const uint32 l_583 = l_mut_65 << l_561;
const uint32 l_584 = uint32(32) - l_561;
const uint32 l_585 = l_mut_80 >> l_584;
const uint32 l_586 = l_583 | l_585;
l_mut_435 = l_582;
l_mut_428 = l_586;
}
}
const uint32 l_587 = l_mut_448 - l_mut_435;
const uint32 l_588 = l_mut_447 - l_mut_428;
const bool l_589 = l_mut_448 < l_mut_435;
const uint32 l_590 = uint32(l_589);
const uint32 l_591 = l_588 - l_590;
l_mut_448 = l_587;
l_mut_447 = l_591;
const uint32 l_592 = uint32(1) << l_561;
l_mut_446 = l_mut_446 | l_592;
}
}
const uint32 l_593 = min(l_mut_446, l_543);
l_mut_446 = l_593;
const bool l_594 = l_mut_447 < l_mut_65;
const bool l_595 = l_mut_447 == l_mut_65;
const bool l_596 = l_mut_448 < l_mut_80;
const bool l_597 = l_595 && l_596;
const bool l_598 = l_594 || l_597;
const bool l_599 = !l_598;
if (l_599) {
l_mut_446 = l_543;
}
l_mut_451 = l_mut_446;
}
const uint32 l_600 = l_mut_80 * l_mut_451;
const uint32 l_601 = __umulhi(l_mut_80, l_mut_451);
const uint32 l_602 = l_mut_65 * l_mut_451;
const uint32 l_603 = l_601 + l_602;
const uint32 l_604 = l_337 - l_600;
const uint32 l_605 = l_341 - l_603;
const bool l_606 = l_337 < l_600;
const uint32 l_607 = uint32(l_606);
const uint32 l_608 = l_605 - l_607;
l_mut_457 = l_604;
l_mut_452 = l_608;
const bool l_609 = l_mut_452 < l_mut_65;
const bool l_610 = l_mut_452 == l_mut_65;
const bool l_611 = l_mut_457 < l_mut_80;
const bool l_612 = l_610 && l_611;
const bool l_613 = l_609 || l_612;
const bool l_614 = !l_613;
if (l_614) {
const uint32 l_615 = l_mut_457 - l_mut_80;
const uint32 l_616 = l_mut_452 - l_mut_65;
const bool l_617 = l_mut_457 < l_mut_80;
const uint32 l_618 = uint32(l_617);
const uint32 l_619 = l_616 - l_618;
l_mut_457 = l_615;
l_mut_452 = l_619;
}
}
const bool l_620 = l_mut_452 < l_mut_395;
const bool l_621 = l_mut_452 == l_mut_395;
const bool l_622 = l_mut_457 < l_mut_401;
const bool l_623 = l_621 && l_622;
const bool l_624 = l_620 || l_623;
if (l_624) {
l_mut_401 = l_mut_457;
l_mut_395 = l_mut_452;
}
}
}
const bool l_625 = l_mut_395 < l_351;
const bool l_626 = l_mut_395 == l_351;
const bool l_627 = l_mut_401 < l_347;
const bool l_628 = l_626 && l_627;
const bool l_629 = l_625 || l_628;
const bool l_630 = !l_629;
const uint32 l_631 = uint32(l_630);
const uint32 l_632 = uint32(2) - l_631;
l_mut_30 = l_632;
}
const bool l_633 = l_mut_30 > uint32(0);
if (l_633) {
const bool l_634 = l_mut_30 == uint32(1);
l_mut_357 = l_634;
l_mut_364 = bool(false);
}
}
l_mut_635 = bool(false);
while (true) {
const bool l_636 = !l_mut_364;
if (l_636) {
break;}
const bool l_637 = l_mut_135 < l_mut_259;
const bool l_638 = l_mut_135 == l_mut_259;
const bool l_639 = l_mut_141 < l_mut_265;
const bool l_640 = l_638 && l_639;
const bool l_641 = l_637 || l_640;
if (l_641) {
const uint32 l_642 = l_mut_265 - l_mut_141;
const uint32 l_643 = l_mut_259 - l_mut_135;
const bool l_644 = l_mut_265 < l_mut_141;
const uint32 l_645 = uint32(l_644);
const uint32 l_646 = l_643 - l_645;
l_mut_457 = l_642;
l_mut_452 = l_646;
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
const bool l_647 = l_mut_452 < l_mut_259;
const bool l_648 = l_mut_452 == l_mut_259;
const bool l_649 = l_mut_457 < l_mut_265;
const bool l_650 = l_648 && l_649;
const bool l_651 = l_647 || l_650;
if (l_651) {
l_mut_451 = l_mut_457;
l_mut_448 = l_mut_452;
}
l_mut_652 = bool(false);
l_mut_652 = bool(true);
l_mut_457 = uint32(0);
const uint32 l_653 = l_mut_209 | l_mut_203;
const bool l_654 = l_653 == uint32(0);
const bool l_655 = !l_654;
const bool l_656 = l_mut_652 && l_655;
const bool l_657 = l_mut_203 < l_mut_448;
const bool l_658 = l_mut_203 == l_mut_448;
const bool l_659 = l_mut_209 < l_mut_451;
const bool l_660 = l_658 && l_659;
const bool l_661 = l_657 || l_660;
const bool l_662 = l_656 && l_661;
const uint32 l_663 = l_mut_92 + l_mut_86;
const bool l_664 = l_663 < l_4;
const bool l_665 = l_662 && l_664;
if (l_665) {
const uint32 l_666 = l_4 - l_mut_92;
const uint32 l_667 = l_666 - l_mut_86;
const uint32 l_668 = l_667 / l_mut_92;
const uint32 l_669 = l_mut_451 - uint32(1);
const uint32 l_670 = l_mut_448 - uint32(0);
const bool l_671 = l_mut_451 < uint32(1);
const uint32 l_672 = uint32(l_671);
const uint32 l_673 = l_670 - l_672;
l_mut_452 = l_669;
l_mut_451 = l_673;
l_mut_448 = uint32(0);

for (uint32 l_mut_674 = uint32(0); l_mut_674 < uint32(20); ++l_mut_674) {
const uint32 l_675 = uint32(19) - l_mut_674;
l_mut_447 = l_mut_452;
l_mut_446 = l_mut_451;
const bool l_676 = l_675 >= uint32(32);
if (l_676) {
const uint32 l_677 = l_675 & uint32(31);
const uint32 l_678 = l_mut_451 >> l_677;
l_mut_447 = l_678;
l_mut_446 = uint32(0);
} else {
const bool l_679 = l_675 > uint32(0);
if (l_679) {
l_mut_435 = l_mut_452;
const bool l_680 = l_675 > uint32(0);
if (l_680) {
const uint32 l_681 = l_mut_452 >> l_675;
const uint32 l_682 = uint32(32) - l_675;
const uint32 l_683 = l_mut_451 << l_682;
const uint32 l_684 = l_681 | l_683;
l_mut_435 = l_684;
}
const uint32 l_685 = l_mut_451 >> l_675;
l_mut_447 = l_mut_435;
l_mut_446 = l_685;
}
}
const bool l_686 = l_mut_446 < l_mut_203;
const bool l_687 = l_mut_446 == l_mut_203;
const bool l_688 = l_mut_447 < l_mut_209;
const bool l_689 = l_687 && l_688;
const bool l_690 = l_686 || l_689;
const bool l_691 = !l_690;
if (l_691) {
l_mut_447 = l_mut_209;
l_mut_446 = l_mut_203;
const bool l_692 = l_675 >= uint32(32);
if (l_692) {
const uint32 l_693 = l_675 & uint32(31);
const uint32 l_694 = l_mut_209 << l_693;
l_mut_447 = uint32(0);
l_mut_446 = l_694;
} else {
const bool l_695 = l_675 > uint32(0);
if (l_695) {
const uint32 l_696 = l_mut_209 << l_675;
const uint32 l_697 = l_mut_203 << l_675;
const uint32 l_698 = uint32(32) - l_675;
const uint32 l_699 = l_mut_209 >> l_698;
const uint32 l_700 = l_697 | l_699;
l_mut_447 = l_696;
l_mut_446 = l_700;
}
}
const uint32 l_701 = l_mut_452 - l_mut_447;
const uint32 l_702 = l_mut_451 - l_mut_446;
const bool l_703 = l_mut_452 < l_mut_447;
const uint32 l_704 = uint32(l_703);
const uint32 l_705 = l_702 - l_704;
l_mut_452 = l_701;
l_mut_451 = l_705;
const uint32 l_706 = uint32(1) << l_675;
l_mut_448 = l_mut_448 | l_706;
}
}
const uint32 l_707 = min(l_mut_448, l_668);
l_mut_448 = l_707;
const bool l_708 = l_mut_451 < l_mut_203;
const bool l_709 = l_mut_451 == l_mut_203;
const bool l_710 = l_mut_452 < l_mut_209;
const bool l_711 = l_709 && l_710;
const bool l_712 = l_708 || l_711;
const bool l_713 = !l_712;
if (l_713) {
l_mut_448 = l_668;
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
l_mut_395 = uint32(0);
const bool l_714 = l_mut_457 > uint32(0);
if (l_714) {
const uint32 l_715 = l_mut_209 * l_mut_457;
const uint32 l_716 = __umulhi(l_mut_209, l_mut_457);
const uint32 l_717 = l_mut_203 * l_mut_457;
const uint32 l_718 = l_716 + l_717;
const uint32 l_719 = l_mut_265 - l_715;
const uint32 l_720 = l_mut_259 - l_718;
const bool l_721 = l_mut_265 < l_715;
const uint32 l_722 = uint32(l_721);
const uint32 l_723 = l_720 - l_722;
l_mut_452 = l_719;
l_mut_451 = l_723;
const uint32 l_724 = l_mut_457 * l_mut_92;
const uint32 l_725 = l_mut_86 + l_724;
l_mut_435 = l_725;
} else {
const bool l_726 = l_mut_395 == uint32(0);
if (l_726) {
const uint32 l_727 = l_4 - l_mut_92;
const uint32 l_728 = l_727 / l_mut_86;
l_mut_457 = uint32(0);
l_mut_652 = bool(false);
l_mut_652 = bool(true);
const uint32 l_729 = l_mut_265 | l_mut_259;
const bool l_730 = l_729 == uint32(0);
if (l_730) {
l_mut_457 = l_728;
} else {
if (l_mut_652) {
const bool l_731 = l_mut_259 < l_mut_203;
const bool l_732 = l_mut_259 == l_mut_203;
const bool l_733 = l_mut_265 < l_mut_209;
const bool l_734 = l_732 && l_733;
const bool l_735 = l_731 || l_734;
if (l_735) {
const uint32 l_736 = l_mut_209 - uint32(1);
const uint32 l_737 = l_mut_203 - uint32(0);
const bool l_738 = l_mut_209 < uint32(1);
const uint32 l_739 = uint32(l_738);
const uint32 l_740 = l_737 - l_739;
l_mut_389 = l_736;
l_mut_80 = l_740;
l_mut_65 = uint32(0);

for (uint32 l_mut_741 = uint32(0); l_mut_741 < uint32(20); ++l_mut_741) {
const uint32 l_742 = uint32(19) - l_mut_741;
l_mut_30 = l_mut_389;
l_mut_743 = l_mut_80;
const bool l_744 = l_742 >= uint32(32);
if (l_744) {
const uint32 l_745 = l_742 & uint32(31);
const uint32 l_746 = l_mut_80 >> l_745;
l_mut_30 = l_746;
l_mut_743 = uint32(0);
} else {
const bool l_747 = l_742 > uint32(0);
if (l_747) {
l_mut_748 = l_mut_389;
const bool l_749 = l_742 > uint32(0);
if (l_749) {
const uint32 l_750 = l_mut_389 >> l_742;
const uint32 l_751 = uint32(32) - l_742;
const uint32 l_752 = l_mut_80 << l_751;
const uint32 l_753 = l_750 | l_752;
l_mut_748 = l_753;
}
const uint32 l_754 = l_mut_80 >> l_742;
l_mut_30 = l_mut_748;
l_mut_743 = l_754;
}
}
const bool l_755 = l_mut_743 < l_mut_259;
const bool l_756 = l_mut_743 == l_mut_259;
const bool l_757 = l_mut_30 < l_mut_265;
const bool l_758 = l_756 && l_757;
const bool l_759 = l_755 || l_758;
const bool l_760 = !l_759;
if (l_760) {
l_mut_748 = l_mut_265;
l_mut_743 = l_mut_259;
const bool l_761 = l_742 >= uint32(32);
if (l_761) {
const uint32 l_762 = l_742 & uint32(31);
const uint32 l_763 = l_mut_265 << l_762;
l_mut_748 = uint32(0);
l_mut_743 = l_763;
} else {
const bool l_764 = l_742 > uint32(0);
if (l_764) {
const uint32 l_765 = l_mut_265 << l_742;
const uint32 l_766 = l_mut_259 << l_742;
const uint32 l_767 = uint32(32) - l_742;
const uint32 l_768 = l_mut_265 >> l_767;
const uint32 l_769 = l_766 | l_768;
l_mut_748 = l_765;
l_mut_743 = l_769;
}
}
const uint32 l_770 = l_mut_389 - l_mut_748;
const uint32 l_771 = l_mut_80 - l_mut_743;
const bool l_772 = l_mut_389 < l_mut_748;
const uint32 l_773 = uint32(l_772);
const uint32 l_774 = l_771 - l_773;
l_mut_389 = l_770;
l_mut_80 = l_774;
const uint32 l_775 = uint32(1) << l_742;
l_mut_65 = l_mut_65 | l_775;
}
}
const uint32 l_776 = min(l_mut_65, l_728);
l_mut_748 = l_776;
const bool l_777 = l_mut_80 < l_mut_259;
const bool l_778 = l_mut_80 == l_mut_259;
const bool l_779 = l_mut_389 < l_mut_265;
const bool l_780 = l_778 && l_779;
const bool l_781 = l_777 || l_780;
const bool l_782 = !l_781;
if (l_782) {
l_mut_748 = l_728;
}
l_mut_457 = l_mut_748;
}
} else {
l_mut_748 = l_mut_209;
l_mut_743 = l_mut_203;
while (true) {
const bool l_783 = l_mut_259 < l_mut_743;
const bool l_784 = l_mut_259 == l_mut_743;
const bool l_785 = l_mut_265 < l_mut_748;
const bool l_786 = l_784 && l_785;
const bool l_787 = l_783 || l_786;
const uint32 l_788 = l_mut_457 * l_mut_86;
const uint32 l_789 = l_mut_92 + l_788;
const uint32 l_790 = l_789 + l_mut_86;
const bool l_791 = l_790 < l_4;
const bool l_792 = l_787 && l_791;
const bool l_793 = !l_792;
if (l_793) {
break;}
const uint32 l_794 = l_mut_748 - l_mut_265;
const uint32 l_795 = l_mut_743 - l_mut_259;
const bool l_796 = l_mut_748 < l_mut_265;
const uint32 l_797 = uint32(l_796);
const uint32 l_798 = l_795 - l_797;
l_mut_748 = l_794;
l_mut_743 = l_798;
l_mut_457 = l_mut_457 + uint32(1);
}
}
}
const uint32 l_799 = l_mut_457 * l_mut_86;
const uint32 l_800 = l_mut_92 + l_799;
const uint32 l_801 = l_800 + l_mut_86;
const bool l_802 = l_801 >= l_4;
if (l_802) {
l_mut_395 = uint32(1);
} else {
const uint32 l_803 = l_mut_265 * l_mut_457;
const uint32 l_804 = __umulhi(l_mut_265, l_mut_457);
const uint32 l_805 = l_mut_259 * l_mut_457;
const uint32 l_806 = l_804 + l_805;
const uint32 l_807 = l_mut_209 - l_803;
const uint32 l_808 = l_mut_203 - l_806;
const bool l_809 = l_mut_209 < l_803;
const uint32 l_810 = uint32(l_809);
const uint32 l_811 = l_808 - l_810;
l_mut_448 = l_807;
l_mut_447 = l_811;
const uint32 l_812 = l_mut_457 * l_mut_86;
const uint32 l_813 = l_mut_92 + l_812;
l_mut_446 = l_813;
const uint32 l_814 = l_mut_265 - l_mut_448;
const uint32 l_815 = l_mut_259 - l_mut_447;
const bool l_816 = l_mut_265 < l_mut_448;
const uint32 l_817 = uint32(l_816);
const uint32 l_818 = l_815 - l_817;
l_mut_452 = l_814;
l_mut_451 = l_818;
const uint32 l_819 = l_mut_86 + l_mut_446;
l_mut_435 = l_819;
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
const bool l_820 = l_mut_395 == uint32(1);
l_mut_357 = l_820;
const bool l_821 = l_mut_395 == uint32(0);
l_mut_364 = l_821;
} else {
const uint32 l_822 = l_mut_209 - l_mut_141;
const uint32 l_823 = l_mut_203 - l_mut_135;
const bool l_824 = l_mut_209 < l_mut_141;
const uint32 l_825 = uint32(l_824);
const uint32 l_826 = l_823 - l_825;
l_mut_748 = l_822;
l_mut_743 = l_826;
const uint32 l_827 = l_mut_141 - l_347;
const uint32 l_828 = l_mut_135 - l_351;
const bool l_829 = l_mut_141 < l_347;
const uint32 l_830 = uint32(l_829);
const uint32 l_831 = l_828 - l_830;
l_mut_748 = l_827;
l_mut_743 = l_831;
l_mut_457 = l_mut_209;
l_mut_452 = l_mut_203;
const bool l_832 = l_mut_743 < l_mut_203;
const bool l_833 = l_mut_743 == l_mut_203;
const bool l_834 = l_mut_748 < l_mut_209;
const bool l_835 = l_833 && l_834;
const bool l_836 = l_832 || l_835;
if (l_836) {
l_mut_457 = l_mut_748;
l_mut_452 = l_mut_743;
}
l_mut_652 = bool(false);
l_mut_652 = bool(true);
l_mut_748 = uint32(0);
const uint32 l_837 = l_mut_265 | l_mut_259;
const bool l_838 = l_837 == uint32(0);
const bool l_839 = !l_838;
const bool l_840 = l_mut_652 && l_839;
const bool l_841 = l_mut_259 < l_mut_452;
const bool l_842 = l_mut_259 == l_mut_452;
const bool l_843 = l_mut_265 < l_mut_457;
const bool l_844 = l_842 && l_843;
const bool l_845 = l_841 || l_844;
const bool l_846 = l_840 && l_845;
const uint32 l_847 = l_mut_86 + l_mut_92;
const bool l_848 = l_847 < l_4;
const bool l_849 = l_846 && l_848;
if (l_849) {
const uint32 l_850 = l_4 - l_mut_86;
const uint32 l_851 = l_850 - l_mut_92;
const uint32 l_852 = l_851 / l_mut_86;
const uint32 l_853 = l_mut_457 - uint32(1);
const uint32 l_854 = l_mut_452 - uint32(0);
const bool l_855 = l_mut_457 < uint32(1);
const uint32 l_856 = uint32(l_855);
const uint32 l_857 = l_854 - l_856;
l_mut_743 = l_853;
l_mut_457 = l_857;
l_mut_452 = uint32(0);

for (uint32 l_mut_858 = uint32(0); l_mut_858 < uint32(20); ++l_mut_858) {
const uint32 l_859 = uint32(19) - l_mut_858;
l_mut_451 = l_mut_743;
l_mut_448 = l_mut_457;
const bool l_860 = l_859 >= uint32(32);
if (l_860) {
const uint32 l_861 = l_859 & uint32(31);
const uint32 l_862 = l_mut_457 >> l_861;
l_mut_451 = l_862;
l_mut_448 = uint32(0);
} else {
const bool l_863 = l_859 > uint32(0);
if (l_863) {
l_mut_447 = l_mut_743;
const bool l_864 = l_859 > uint32(0);
if (l_864) {
const uint32 l_865 = l_mut_743 >> l_859;
const uint32 l_866 = uint32(32) - l_859;
const uint32 l_867 = l_mut_457 << l_866;
const uint32 l_868 = l_865 | l_867;
l_mut_447 = l_868;
}
const uint32 l_869 = l_mut_457 >> l_859;
l_mut_451 = l_mut_447;
l_mut_448 = l_869;
}
}
const bool l_870 = l_mut_448 < l_mut_259;
const bool l_871 = l_mut_448 == l_mut_259;
const bool l_872 = l_mut_451 < l_mut_265;
const bool l_873 = l_871 && l_872;
const bool l_874 = l_870 || l_873;
const bool l_875 = !l_874;
if (l_875) {
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
const bool l_876 = l_859 >= uint32(32);
if (l_876) {
const uint32 l_877 = l_859 & uint32(31);
const uint32 l_878 = l_mut_265 << l_877;
l_mut_451 = uint32(0);
l_mut_448 = l_878;
} else {
const bool l_879 = l_859 > uint32(0);
if (l_879) {
const uint32 l_880 = l_mut_265 << l_859;
const uint32 l_881 = l_mut_259 << l_859;
const uint32 l_882 = uint32(32) - l_859;
const uint32 l_883 = l_mut_265 >> l_882;
const uint32 l_884 = l_881 | l_883;
l_mut_451 = l_880;
l_mut_448 = l_884;
}
}
const uint32 l_885 = l_mut_743 - l_mut_451;
const uint32 l_886 = l_mut_457 - l_mut_448;
const bool l_887 = l_mut_743 < l_mut_451;
const uint32 l_888 = uint32(l_887);
const uint32 l_889 = l_886 - l_888;
l_mut_743 = l_885;
l_mut_457 = l_889;
const uint32 l_890 = uint32(1) << l_859;
l_mut_452 = l_mut_452 | l_890;
}
}
const uint32 l_891 = min(l_mut_452, l_852);
l_mut_452 = l_891;
const bool l_892 = l_mut_457 < l_mut_259;
const bool l_893 = l_mut_457 == l_mut_259;
const bool l_894 = l_mut_743 < l_mut_265;
const bool l_895 = l_893 && l_894;
const bool l_896 = l_892 || l_895;
const bool l_897 = !l_896;
if (l_897) {
l_mut_452 = l_852;
}
l_mut_748 = l_mut_452;
}
l_mut_743 = l_mut_209;
l_mut_457 = l_mut_203;
l_mut_452 = l_mut_265;
l_mut_451 = l_mut_259;
l_mut_448 = l_mut_86;
l_mut_447 = l_mut_92;
l_mut_446 = l_mut_141;
l_mut_435 = l_mut_135;
l_mut_428 = uint32(0);
const bool l_898 = l_mut_748 > uint32(0);
if (l_898) {
const uint32 l_899 = l_mut_265 * l_mut_748;
const uint32 l_900 = __umulhi(l_mut_265, l_mut_748);
const uint32 l_901 = l_mut_259 * l_mut_748;
const uint32 l_902 = l_900 + l_901;
const uint32 l_903 = l_mut_141 - l_899;
const uint32 l_904 = l_mut_135 - l_902;
const bool l_905 = l_mut_141 < l_899;
const uint32 l_906 = uint32(l_905);
const uint32 l_907 = l_904 - l_906;
l_mut_446 = l_903;
l_mut_435 = l_907;
const uint32 l_908 = l_mut_209 - l_899;
const uint32 l_909 = l_mut_203 - l_902;
const bool l_910 = l_mut_209 < l_899;
const uint32 l_911 = uint32(l_910);
const uint32 l_912 = l_909 - l_911;
l_mut_743 = l_908;
l_mut_457 = l_912;
const uint32 l_913 = l_mut_748 * l_mut_86;
const uint32 l_914 = l_mut_92 + l_913;
l_mut_447 = l_914;
} else {
const uint32 l_915 = l_mut_141 - l_mut_265;
const uint32 l_916 = l_mut_135 - l_mut_259;
const bool l_917 = l_mut_141 < l_mut_265;
const uint32 l_918 = uint32(l_917);
const uint32 l_919 = l_916 - l_918;
l_mut_446 = l_915;
l_mut_435 = l_919;
const bool l_920 = l_mut_435 < l_351;
const bool l_921 = l_mut_435 == l_351;
const bool l_922 = l_mut_446 < l_347;
const bool l_923 = l_921 && l_922;
const bool l_924 = l_920 || l_923;
if (l_924) {
l_mut_428 = uint32(2);
}
const bool l_925 = l_mut_428 == uint32(0);
if (l_925) {
const uint32 l_926 = l_4 - l_mut_86;
const uint32 l_927 = l_926 / l_mut_92;
l_mut_748 = uint32(0);
l_mut_652 = bool(false);
l_mut_652 = bool(true);
const uint32 l_928 = l_mut_209 | l_mut_203;
const bool l_929 = l_928 == uint32(0);
if (l_929) {
l_mut_748 = l_927;
} else {
if (l_mut_652) {
const bool l_930 = l_mut_203 < l_mut_259;
const bool l_931 = l_mut_203 == l_mut_259;
const bool l_932 = l_mut_209 < l_mut_265;
const bool l_933 = l_931 && l_932;
const bool l_934 = l_930 || l_933;
if (l_934) {
const uint32 l_935 = l_mut_265 - uint32(1);
const uint32 l_936 = l_mut_259 - uint32(0);
const bool l_937 = l_mut_265 < uint32(1);
const uint32 l_938 = uint32(l_937);
const uint32 l_939 = l_936 - l_938;
l_mut_401 = l_935;
l_mut_395 = l_939;
l_mut_389 = uint32(0);

for (uint32 l_mut_940 = uint32(0); l_mut_940 < uint32(20); ++l_mut_940) {
const uint32 l_941 = uint32(19) - l_mut_940;
l_mut_80 = l_mut_401;
l_mut_65 = l_mut_395;
const bool l_942 = l_941 >= uint32(32);
if (l_942) {
const uint32 l_943 = l_941 & uint32(31);
const uint32 l_944 = l_mut_395 >> l_943;
l_mut_80 = l_944;
l_mut_65 = uint32(0);
} else {
const bool l_945 = l_941 > uint32(0);
if (l_945) {
l_mut_30 = l_mut_401;
const bool l_946 = l_941 > uint32(0);
if (l_946) {
const uint32 l_947 = l_mut_401 >> l_941;
const uint32 l_948 = uint32(32) - l_941;
const uint32 l_949 = l_mut_395 << l_948;
const uint32 l_950 = l_947 | l_949;
l_mut_30 = l_950;
}
const uint32 l_951 = l_mut_395 >> l_941;
l_mut_80 = l_mut_30;
l_mut_65 = l_951;
}
}
const bool l_952 = l_mut_65 < l_mut_203;
const bool l_953 = l_mut_65 == l_mut_203;
const bool l_954 = l_mut_80 < l_mut_209;
const bool l_955 = l_953 && l_954;
const bool l_956 = l_952 || l_955;
const bool l_957 = !l_956;
if (l_957) {
l_mut_80 = l_mut_209;
l_mut_65 = l_mut_203;
const bool l_958 = l_941 >= uint32(32);
if (l_958) {
const uint32 l_959 = l_941 & uint32(31);
const uint32 l_960 = l_mut_209 << l_959;
l_mut_80 = uint32(0);
l_mut_65 = l_960;
} else {
const bool l_961 = l_941 > uint32(0);
if (l_961) {
const uint32 l_962 = l_mut_209 << l_941;
const uint32 l_963 = l_mut_203 << l_941;
const uint32 l_964 = uint32(32) - l_941;
const uint32 l_965 = l_mut_209 >> l_964;
const uint32 l_966 = l_963 | l_965;
l_mut_80 = l_962;
l_mut_65 = l_966;
}
}
const uint32 l_967 = l_mut_401 - l_mut_80;
const uint32 l_968 = l_mut_395 - l_mut_65;
const bool l_969 = l_mut_401 < l_mut_80;
const uint32 l_970 = uint32(l_969);
const uint32 l_971 = l_968 - l_970;
l_mut_401 = l_967;
l_mut_395 = l_971;
const uint32 l_972 = uint32(1) << l_941;
l_mut_389 = l_mut_389 | l_972;
}
}
const uint32 l_973 = min(l_mut_389, l_927);
l_mut_389 = l_973;
const bool l_974 = l_mut_395 < l_mut_203;
const bool l_975 = l_mut_395 == l_mut_203;
const bool l_976 = l_mut_401 < l_mut_209;
const bool l_977 = l_975 && l_976;
const bool l_978 = l_974 || l_977;
const bool l_979 = !l_978;
if (l_979) {
l_mut_389 = l_927;
}
l_mut_748 = l_mut_389;
}
} else {
l_mut_401 = l_mut_265;
l_mut_395 = l_mut_259;
while (true) {
const bool l_980 = l_mut_203 < l_mut_395;
const bool l_981 = l_mut_203 == l_mut_395;
const bool l_982 = l_mut_209 < l_mut_401;
const bool l_983 = l_981 && l_982;
const bool l_984 = l_980 || l_983;
const uint32 l_985 = l_mut_748 * l_mut_92;
const uint32 l_986 = l_mut_86 + l_985;
const uint32 l_987 = l_986 + l_mut_92;
const bool l_988 = l_987 < l_4;
const bool l_989 = l_984 && l_988;
const bool l_990 = !l_989;
if (l_990) {
break;}
const uint32 l_991 = l_mut_401 - l_mut_209;
const uint32 l_992 = l_mut_395 - l_mut_203;
const bool l_993 = l_mut_401 < l_mut_209;
const uint32 l_994 = uint32(l_993);
const uint32 l_995 = l_992 - l_994;
l_mut_401 = l_991;
l_mut_395 = l_995;
l_mut_748 = l_mut_748 + uint32(1);
}
}
}
const uint32 l_996 = l_mut_748 * l_mut_92;
const uint32 l_997 = l_mut_86 + l_996;
const uint32 l_998 = l_997 + l_mut_92;
const bool l_999 = l_998 >= l_4;
if (l_999) {
l_mut_428 = uint32(1);
} else {
const uint32 l_1000 = l_mut_209 * l_mut_748;
const uint32 l_1001 = __umulhi(l_mut_209, l_mut_748);
const uint32 l_1002 = l_mut_203 * l_mut_748;
const uint32 l_1003 = l_1001 + l_1002;
const uint32 l_1004 = l_mut_265 - l_1000;
const uint32 l_1005 = l_mut_259 - l_1003;
const bool l_1006 = l_mut_265 < l_1000;
const uint32 l_1007 = uint32(l_1006);
const uint32 l_1008 = l_1005 - l_1007;
l_mut_452 = l_1004;
l_mut_451 = l_1008;
const uint32 l_1009 = l_mut_748 * l_mut_92;
const uint32 l_1010 = l_mut_86 + l_1009;
l_mut_448 = l_1010;
const uint32 l_1011 = l_mut_209 - l_mut_452;
const uint32 l_1012 = l_mut_203 - l_mut_451;
const bool l_1013 = l_mut_209 < l_mut_452;
const uint32 l_1014 = uint32(l_1013);
const uint32 l_1015 = l_1012 - l_1014;
l_mut_743 = l_1011;
l_mut_457 = l_1015;
const uint32 l_1016 = l_mut_92 + l_mut_448;
l_mut_447 = l_1016;
}
}
}
l_mut_265 = l_mut_452;
l_mut_259 = l_mut_451;
l_mut_209 = l_mut_743;
l_mut_203 = l_mut_457;
l_mut_92 = l_mut_447;
l_mut_86 = l_mut_448;
l_mut_141 = l_mut_446;
l_mut_135 = l_mut_435;
const bool l_1017 = l_mut_428 == uint32(1);
l_mut_357 = l_1017;
const bool l_1018 = l_mut_428 == uint32(0);
l_mut_364 = l_1018;
}
}
const bool l_1019 = !l_mut_357;
if (l_1019) {
const uint32 l_1127 = info.static_meta[uint32(5)];
const uint32 l_1128 = l_1127 * uint32(1);
const uint32 l_1129 = l_1128 - uint32(1);
const uint32 l_1130 = min(uint32(0), l_1129);
uint32* l_1131 = &buffer_5[l_1130];
uint32* l_1020 = l_1131;
const uint32 l_1021 = atomicAdd(l_1020, uint32(1));
const uint32 l_1022 = info.static_meta[uint32(10)];
const bool l_1023 = l_1021 < l_1022;
if (l_1023) {
const uint32 l_1132 = info.static_meta[uint32(4)];
const uint32 l_1133 = l_1132 * uint32(1);
const bool l_1134 = l_1021 < l_1133;
if (l_1134) {
buffer_4[l_1021] = idxGlobal;
}
}
}
}

}
