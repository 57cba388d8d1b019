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
bool l_mut_259;
bool l_mut_262;
bool l_mut_350;
bool l_mut_355;
uint32 l_mut_258;
uint32 l_mut_271;
uint32 l_mut_304;
uint32 l_mut_67;
uint32 l_mut_720;
uint32 l_mut_731;
uint32 l_mut_762;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_158;
uint64 l_mut_212;
uint64 l_mut_284;
uint64 l_mut_301;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1228 = info.static_meta[uint32(5)];
const uint32 l_1229 = l_1228 * uint32(1);
const uint32 l_1230 = l_1229 - uint32(1);
const uint32 l_1231 = min(uint32(3), l_1230);
uint32* l_1232 = &buffer_5[l_1231];
uint32* l_1 = l_1232;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_1144 = info.static_meta[uint32(3)];
const uint32 l_1145 = l_1144 * uint32(1);
const bool l_1146 = l_3 < l_1145;
const uint32 l_1147 = l_1145 - uint32(1);
const uint32 l_1148 = min(l_3, l_1147);
const uint32 l_1149 = buffer_3[l_1148];
const uint32 l_1150 = (l_1146) ? l_1149 : uint32(0);
const uint32 l_4 = l_1150;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_1151 = info.static_meta[uint32(3)];
const uint32 l_1152 = l_1151 * uint32(1);
const bool l_1153 = l_7 < l_1152;
const uint32 l_1154 = l_1152 - uint32(1);
const uint32 l_1155 = min(l_7, l_1154);
const uint32 l_1156 = buffer_3[l_1155];
const uint32 l_1157 = (l_1153) ? l_1156 : uint32(0);
const uint32 l_8 = l_1157;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_1158 = info.static_meta[uint32(3)];
const uint32 l_1159 = l_1158 * uint32(1);
const bool l_1160 = l_14 < l_1159;
const uint32 l_1161 = l_1159 - uint32(1);
const uint32 l_1162 = min(l_14, l_1161);
const uint32 l_1163 = buffer_3[l_1162];
const uint32 l_1164 = (l_1160) ? l_1163 : uint32(0);
const uint32 l_15 = l_1164;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_1165 = info.static_meta[uint32(3)];
const uint32 l_1166 = l_1165 * uint32(1);
const bool l_1167 = l_18 < l_1166;
const uint32 l_1168 = l_1166 - uint32(1);
const uint32 l_1169 = min(l_18, l_1168);
const uint32 l_1170 = buffer_3[l_1169];
const uint32 l_1171 = (l_1167) ? l_1170 : uint32(0);
const uint32 l_19 = l_1171;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_1172 = info.static_meta[uint32(3)];
const uint32 l_1173 = l_1172 * uint32(1);
const bool l_1174 = l_25 < l_1173;
const uint32 l_1175 = l_1173 - uint32(1);
const uint32 l_1176 = min(l_25, l_1175);
const uint32 l_1177 = buffer_3[l_1176];
const uint32 l_1178 = (l_1174) ? l_1177 : uint32(0);
const uint32 l_26 = l_1178;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_1179 = info.static_meta[uint32(3)];
const uint32 l_1180 = l_1179 * uint32(1);
const bool l_1181 = l_29 < l_1180;
const uint32 l_1182 = l_1180 - uint32(1);
const uint32 l_1183 = min(l_29, l_1182);
const uint32 l_1184 = buffer_3[l_1183];
const uint32 l_1185 = (l_1181) ? l_1184 : uint32(0);
const uint32 l_30 = l_1185;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_1186 = info.static_meta[uint32(3)];
const uint32 l_1187 = l_1186 * uint32(1);
const bool l_1188 = l_34 < l_1187;
const uint32 l_1189 = l_1187 - uint32(1);
const uint32 l_1190 = min(l_34, l_1189);
const uint32 l_1191 = buffer_3[l_1190];
const uint32 l_1192 = (l_1188) ? l_1191 : uint32(0);
const uint32 l_35 = l_1192;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_1193 = info.static_meta[uint32(3)];
const uint32 l_1194 = l_1193 * uint32(1);
const bool l_1195 = l_38 < l_1194;
const uint32 l_1196 = l_1194 - uint32(1);
const uint32 l_1197 = min(l_38, l_1196);
const uint32 l_1198 = buffer_3[l_1197];
const uint32 l_1199 = (l_1195) ? l_1198 : uint32(0);
const uint32 l_39 = l_1199;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_1200 = info.static_meta[uint32(3)];
const uint32 l_1201 = l_1200 * uint32(1);
const bool l_1202 = l_43 < l_1201;
const uint32 l_1203 = l_1201 - uint32(1);
const uint32 l_1204 = min(l_43, l_1203);
const uint32 l_1205 = buffer_3[l_1204];
const uint32 l_1206 = (l_1202) ? l_1205 : uint32(0);
const uint32 l_44 = l_1206;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_1207 = info.static_meta[uint32(3)];
const uint32 l_1208 = l_1207 * uint32(1);
const bool l_1209 = l_47 < l_1208;
const uint32 l_1210 = l_1208 - uint32(1);
const uint32 l_1211 = min(l_47, l_1210);
const uint32 l_1212 = buffer_3[l_1211];
const uint32 l_1213 = (l_1209) ? l_1212 : uint32(0);
const uint32 l_48 = l_1213;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_1214 = info.static_meta[uint32(3)];
const uint32 l_1215 = l_1214 * uint32(1);
const bool l_1216 = l_52 < l_1215;
const uint32 l_1217 = l_1215 - uint32(1);
const uint32 l_1218 = min(l_52, l_1217);
const uint32 l_1219 = buffer_3[l_1218];
const uint32 l_1220 = (l_1216) ? l_1219 : uint32(0);
const uint32 l_53 = l_1220;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_1221 = info.static_meta[uint32(3)];
const uint32 l_1222 = l_1221 * uint32(1);
const bool l_1223 = l_56 < l_1222;
const uint32 l_1224 = l_1222 - uint32(1);
const uint32 l_1225 = min(l_56, l_1224);
const uint32 l_1226 = buffer_3[l_1225];
const uint32 l_1227 = (l_1223) ? l_1226 : uint32(0);
const uint32 l_57 = l_1227;
const uint64 l_58 = uint64(l_57);
const uint64 l_59 = l_58 << uint64(32);
const uint64 l_60 = l_54 | l_59;
const uint32 l_61 = uint32(2) * idxGlobal;
const uint32 l_62 = info.static_meta[uint32(6)];
const bool l_63 = l_61 < l_62;
const uint64 l_64 = uint64(idxGlobal);
const uint64 l_65 = uint64(l_13);
const uint64 l_66 = l_64 * l_65;
l_mut_67 = uint32(0);
const bool l_68 = l_66 < l_60;
if (l_68) {
const uint64 l_69 = l_60 - l_66;
l_mut_67 = l_13;
const uint64 l_70 = uint64(l_13);
const bool l_71 = l_69 < l_70;
if (l_71) {
const uint64 l_72 = l_69 & uint64(4294967295);
const uint32 l_73 = uint32(l_72);
l_mut_67 = l_73;
}
}
const uint32 l_74 = (l_63) ? l_mut_67 : uint32(0);
const bool l_75 = l_74 > uint32(0);
if (l_75) {
const uint32 l_76 = uint32(2) * idxGlobal;
const uint32 l_1233 = info.static_meta[uint32(0)];
const uint32 l_1234 = l_1233 * uint32(1);
const bool l_1235 = l_76 < l_1234;
const uint32 l_1236 = l_1234 - uint32(1);
const uint32 l_1237 = min(l_76, l_1236);
const uint32 l_1238 = buffer_0[l_1237];
const uint32 l_1239 = (l_1235) ? l_1238 : uint32(0);
const uint32 l_77 = l_1239;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_1240 = info.static_meta[uint32(0)];
const uint32 l_1241 = l_1240 * uint32(1);
const bool l_1242 = l_80 < l_1241;
const uint32 l_1243 = l_1241 - uint32(1);
const uint32 l_1244 = min(l_80, l_1243);
const uint32 l_1245 = buffer_0[l_1244];
const uint32 l_1246 = (l_1242) ? l_1245 : uint32(0);
const uint32 l_81 = l_1246;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_1247 = info.static_meta[uint32(1)];
const uint32 l_1248 = l_1247 * uint32(1);
const bool l_1249 = l_85 < l_1248;
const uint32 l_1250 = l_1248 - uint32(1);
const uint32 l_1251 = min(l_85, l_1250);
const uint32 l_1252 = buffer_1[l_1251];
const uint32 l_1253 = (l_1249) ? l_1252 : uint32(0);
const uint32 l_86 = l_1253;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_1254 = info.static_meta[uint32(1)];
const uint32 l_1255 = l_1254 * uint32(1);
const bool l_1256 = l_89 < l_1255;
const uint32 l_1257 = l_1255 - uint32(1);
const uint32 l_1258 = min(l_89, l_1257);
const uint32 l_1259 = buffer_1[l_1258];
const uint32 l_1260 = (l_1256) ? l_1259 : uint32(0);
const uint32 l_90 = l_1260;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_1261 = info.static_meta[uint32(2)];
const uint32 l_1262 = l_1261 * uint32(1);
const bool l_1263 = l_94 < l_1262;
const uint32 l_1264 = l_1262 - uint32(1);
const uint32 l_1265 = min(l_94, l_1264);
const uint32 l_1266 = buffer_2[l_1265];
const uint32 l_1267 = (l_1263) ? l_1266 : uint32(0);
const uint32 l_95 = l_1267;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_1268 = info.static_meta[uint32(2)];
const uint32 l_1269 = l_1268 * uint32(1);
const bool l_1270 = l_98 < l_1269;
const uint32 l_1271 = l_1269 - uint32(1);
const uint32 l_1272 = min(l_98, l_1271);
const uint32 l_1273 = buffer_2[l_1272];
const uint32 l_1274 = (l_1270) ? l_1273 : uint32(0);
const uint32 l_99 = l_1274;
const uint64 l_100 = uint64(l_99);
const uint64 l_101 = l_100 << uint64(32);
const uint64 l_102 = l_96 | l_101;
const uint64 l_103 = l_102 >> uint64(63);
const bool l_104 = l_103 == uint64(1);
l_mut_105 = l_102;
if (l_104) {
const uint64 l_106 = uint64(uint32(0));
const uint64 l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
const uint64 l_108 = uint64(l_13);
const uint64 l_109 = l_mut_105 & uint64(4294967295);
const uint64 l_110 = l_109 * l_108;
const uint64 l_111 = l_mut_105 >> uint64(32);
const uint64 l_112 = l_111 * l_108;
const uint64 l_113 = l_112 << uint64(32);
const uint64 l_114 = l_110 + l_113;
const uint64 l_115 = l_112 >> uint64(32);
const bool l_116 = l_114 < l_110;
const uint64 l_117 = uint64(l_116);
const uint64 l_118 = l_115 + l_117;
l_mut_105 = l_114;
const bool l_119 = l_24 == uint32(64);
if (l_119) {
l_mut_105 = l_118;
} else {
const bool l_120 = l_24 > uint32(0);
if (l_120) {
const uint32 l_121 = uint32(64) - l_24;
const uint64 l_122 = uint64(l_121);
const uint64 l_123 = l_118 << l_122;
const uint64 l_124 = uint64(l_24);
const uint64 l_125 = l_114 >> l_124;
const uint64 l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if (l_104) {
const uint64 l_128 = uint64(uint32(0));
const uint64 l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
const uint64 l_130 = l_84 + l_mut_127;
const uint32 l_131 = l_24 + uint32(3);
const uint64 l_132 = uint64(uint32(0));
l_mut_127 = l_132;
const bool l_133 = l_13 < uint32(65536);
if (l_133) {
const uint32 l_134 = l_13 * l_13;
const uint64 l_135 = l_102 >> uint64(63);
const bool l_136 = l_135 == uint64(1);
l_mut_105 = l_102;
if (l_136) {
const uint64 l_137 = uint64(uint32(0));
const uint64 l_138 = l_137 - l_102;
l_mut_105 = l_138;
}
const uint64 l_139 = uint64(l_134);
const uint64 l_140 = l_mut_105 & uint64(4294967295);
const uint64 l_141 = l_140 * l_139;
const uint64 l_142 = l_mut_105 >> uint64(32);
const uint64 l_143 = l_142 * l_139;
const uint64 l_144 = l_143 << uint64(32);
const uint64 l_145 = l_141 + l_144;
const uint64 l_146 = l_143 >> uint64(32);
const bool l_147 = l_145 < l_141;
const uint64 l_148 = uint64(l_147);
const uint64 l_149 = l_146 + l_148;
l_mut_105 = l_145;
const bool l_150 = l_131 == uint32(64);
if (l_150) {
l_mut_105 = l_149;
} else {
const bool l_151 = l_131 > uint32(0);
if (l_151) {
const uint32 l_152 = uint32(64) - l_131;
const uint64 l_153 = uint64(l_152);
const uint64 l_154 = l_149 << l_153;
const uint64 l_155 = uint64(l_131);
const uint64 l_156 = l_145 >> l_155;
const uint64 l_157 = l_154 | l_156;
l_mut_105 = l_157;
}
}
l_mut_158 = l_mut_105;
if (l_136) {
const uint64 l_159 = uint64(uint32(0));
const uint64 l_160 = l_159 - l_mut_158;
l_mut_158 = l_160;
}
l_mut_127 = l_mut_158;
} else {
const uint64 l_161 = l_102 >> uint64(63);
const bool l_162 = l_161 == uint64(1);
l_mut_158 = l_102;
if (l_162) {
const uint64 l_163 = uint64(uint32(0));
const uint64 l_164 = l_163 - l_102;
l_mut_158 = l_164;
}
const uint64 l_165 = uint64(l_13);
const uint64 l_166 = l_mut_158 & uint64(4294967295);
const uint64 l_167 = l_166 * l_165;
const uint64 l_168 = l_mut_158 >> uint64(32);
const uint64 l_169 = l_168 * l_165;
const uint64 l_170 = l_169 << uint64(32);
const uint64 l_171 = l_167 + l_170;
const uint64 l_172 = l_169 >> uint64(32);
const bool l_173 = l_171 < l_167;
const uint64 l_174 = uint64(l_173);
const uint64 l_175 = l_172 + l_174;
l_mut_105 = l_171;
const bool l_176 = uint32(0) == uint32(64);
if (l_176) {
l_mut_105 = l_175;
} else {
const bool l_177 = uint32(0) > uint32(0);
if (l_177) {
const uint64 l_178 = uint64(uint32(64));
const uint64 l_179 = l_175 << l_178;
const uint64 l_180 = uint64(uint32(0));
const uint64 l_181 = l_171 >> l_180;
const uint64 l_182 = l_179 | l_181;
l_mut_105 = l_182;
}
}
const uint64 l_183 = uint64(l_13);
const uint64 l_184 = l_mut_158 & uint64(4294967295);
const uint64 l_185 = l_184 * l_183;
const uint64 l_186 = l_mut_158 >> uint64(32);
const uint64 l_187 = l_186 * l_183;
const uint64 l_188 = l_187 << uint64(32);
const uint64 l_189 = l_185 + l_188;
const uint64 l_190 = l_187 >> uint64(32);
const bool l_191 = l_189 < l_185;
const uint64 l_192 = uint64(l_191);
const uint64 l_193 = l_190 + l_192;
l_mut_158 = l_189;
const bool l_194 = uint32(64) == uint32(64);
if (l_194) {
l_mut_158 = l_193;
} else {
const bool l_195 = uint32(64) > uint32(0);
if (l_195) {
const uint64 l_196 = uint64(uint32(0));
const uint64 l_197 = l_193 << l_196;
const uint64 l_198 = uint64(uint32(64));
const uint64 l_199 = l_189 >> l_198;
const uint64 l_200 = l_197 | l_199;
l_mut_158 = l_200;
}
}
const uint64 l_201 = uint64(l_13);
const uint64 l_202 = l_mut_105 & uint64(4294967295);
const uint64 l_203 = l_202 * l_201;
const uint64 l_204 = l_mut_105 >> uint64(32);
const uint64 l_205 = l_204 * l_201;
const uint64 l_206 = l_205 << uint64(32);
const uint64 l_207 = l_203 + l_206;
const uint64 l_208 = l_205 >> uint64(32);
const bool l_209 = l_207 < l_203;
const uint64 l_210 = uint64(l_209);
const uint64 l_211 = l_208 + l_210;
l_mut_212 = l_207;
const bool l_213 = uint32(0) == uint32(64);
if (l_213) {
l_mut_212 = l_211;
} else {
const bool l_214 = uint32(0) > uint32(0);
if (l_214) {
const uint64 l_215 = uint64(uint32(64));
const uint64 l_216 = l_211 << l_215;
const uint64 l_217 = uint64(uint32(0));
const uint64 l_218 = l_207 >> l_217;
const uint64 l_219 = l_216 | l_218;
l_mut_212 = l_219;
}
}
const uint64 l_220 = uint64(l_13);
const uint64 l_221 = l_mut_105 & uint64(4294967295);
const uint64 l_222 = l_221 * l_220;
const uint64 l_223 = l_mut_105 >> uint64(32);
const uint64 l_224 = l_223 * l_220;
const uint64 l_225 = l_224 << uint64(32);
const uint64 l_226 = l_222 + l_225;
const uint64 l_227 = l_224 >> uint64(32);
const bool l_228 = l_226 < l_222;
const uint64 l_229 = uint64(l_228);
const uint64 l_230 = l_227 + l_229;
l_mut_105 = l_226;
const bool l_231 = uint32(64) == uint32(64);
if (l_231) {
l_mut_105 = l_230;
} else {
const bool l_232 = uint32(64) > uint32(0);
if (l_232) {
const uint64 l_233 = uint64(uint32(0));
const uint64 l_234 = l_230 << l_233;
const uint64 l_235 = uint64(uint32(64));
const uint64 l_236 = l_226 >> l_235;
const uint64 l_237 = l_234 | l_236;
l_mut_105 = l_237;
}
}
const uint64 l_238 = uint64(l_13);
const uint64 l_239 = l_mut_158 * l_238;
const uint64 l_240 = l_mut_105 + l_239;
l_mut_127 = l_mut_212;
const bool l_241 = l_131 == uint32(64);
if (l_241) {
l_mut_127 = l_240;
} else {
const bool l_242 = l_131 > uint32(0);
if (l_242) {
const uint32 l_243 = uint32(64) - l_131;
const uint64 l_244 = uint64(l_243);
const uint64 l_245 = l_240 << l_244;
const uint64 l_246 = uint64(l_131);
const uint64 l_247 = l_mut_212 >> l_246;
const uint64 l_248 = l_245 + l_247;
l_mut_127 = l_248;
}
}
if (l_162) {
const uint64 l_249 = uint64(uint32(0));
const uint64 l_250 = l_249 - l_mut_127;
l_mut_127 = l_250;
}
}
const uint64 l_251 = l_93 - l_mut_127;
const uint64 l_252 = l_251 + l_33;
const uint64 l_253 = uint64(uint32(0));
const uint64 l_254 = l_253 - l_130;
const uint64 l_255 = l_33 + l_33;
l_mut_212 = l_254;
const uint64 l_256 = uint64(uint32(0));
const uint64 l_257 = l_256 - l_254;
l_mut_158 = l_257;
l_mut_127 = l_252;
l_mut_67 = uint32(1);
l_mut_258 = uint32(1);
l_mut_259 = bool(false);
const bool l_260 = l_mut_127 < l_255;
const bool l_261 = !l_260;
l_mut_262 = l_261;
const bool l_263 = l_254 == uint64(0);
if (l_263) {
l_mut_259 = l_mut_262;
l_mut_262 = bool(false);
}
if (l_mut_262) {
const uint64 l_264 = l_254 >> uint64(63);
const bool l_265 = l_264 == uint64(1);
l_mut_105 = l_254;
if (l_265) {
const uint64 l_266 = uint64(uint32(0));
const uint64 l_267 = l_266 - l_254;
l_mut_105 = l_267;
}
const uint32 l_268 = l_13 - uint32(1);
const uint64 l_269 = uint64(l_268);
const uint64 l_270 = l_mut_105 * l_269;
l_mut_271 = uint32(0);
const uint32 l_272 = l_13 - uint32(1);
const uint64 l_273 = uint64(l_272);
const uint64 l_274 = l_mut_105 & uint64(4294967295);
const uint64 l_275 = l_274 * l_273;
const uint64 l_276 = l_mut_105 >> uint64(32);
const uint64 l_277 = l_276 * l_273;
const uint64 l_278 = l_277 << uint64(32);
const uint64 l_279 = l_275 + l_278;
const uint64 l_280 = l_277 >> uint64(32);
const bool l_281 = l_279 < l_275;
const uint64 l_282 = uint64(l_281);
const uint64 l_283 = l_280 + l_282;
l_mut_284 = l_279;
const bool l_285 = uint32(64) == uint32(64);
if (l_285) {
l_mut_284 = l_283;
} else {
const bool l_286 = uint32(64) > uint32(0);
if (l_286) {
const uint64 l_287 = uint64(uint32(0));
const uint64 l_288 = l_283 << l_287;
const uint64 l_289 = uint64(uint32(64));
const uint64 l_290 = l_279 >> l_289;
const uint64 l_291 = l_288 | l_290;
l_mut_284 = l_291;
}
}
const bool l_292 = l_mut_284 == uint64(0);
if (l_292) {
l_mut_284 = l_252;
if (l_265) {
const uint64 l_293 = uint64(uint32(0));
const uint64 l_294 = l_293 - l_252;
const bool l_295 = l_252 == uint64(0);
const bool l_296 = !l_295;
const bool l_297 = l_270 < l_294;
const bool l_298 = !l_297;
const bool l_299 = l_296 && l_298;
if (l_299) {
const uint32 l_300 = l_13 - uint32(1);
l_mut_301 = l_294;
const bool l_302 = l_294 < l_mut_105;
const bool l_303 = !l_302;
if (l_303) {
l_mut_304 = uint32(0);
const bool l_305 = l_mut_105 < l_294;
if (l_305) {
const uint64 l_306 = l_294 - uint64(1);
const uint64 l_307 = l_306 / l_mut_105;
const uint64 l_308 = uint64(l_300);
const bool l_309 = l_307 < l_308;
const uint64 l_310 = uint64(l_300);
const uint64 l_311 = (l_309) ? l_307 : l_310;
const uint32 l_312 = uint32(l_311);
l_mut_304 = l_312;
}
const uint64 l_313 = uint64(l_mut_304);
const uint64 l_314 = l_mut_105 * l_313;
const uint64 l_315 = l_294 - l_314;
l_mut_301 = l_315;
const bool l_316 = l_mut_301 < l_mut_105;
const bool l_317 = !l_316;
if (l_317) {
const uint64 l_318 = l_mut_301 - l_mut_105;
l_mut_301 = l_318;
}
}
const uint64 l_319 = l_mut_105 - l_mut_301;
l_mut_301 = l_319;
const bool l_320 = l_319 < l_mut_105;
const bool l_321 = !l_320;
if (l_321) {
const uint64 l_322 = l_319 - l_mut_105;
l_mut_301 = l_322;
}
const bool l_323 = l_mut_301 < l_mut_284;
if (l_323) {
l_mut_284 = l_mut_301;
}
}
} else {
const uint64 l_324 = l_252 - l_270;
l_mut_284 = l_324;
const bool l_325 = l_252 < l_270;
if (l_325) {
const uint32 l_326 = l_13 - uint32(1);
l_mut_301 = l_252;
const bool l_327 = l_252 < l_mut_105;
const bool l_328 = !l_327;
if (l_328) {
l_mut_304 = uint32(0);
const bool l_329 = l_mut_105 < l_252;
if (l_329) {
const uint64 l_330 = l_252 - uint64(1);
const uint64 l_331 = l_330 / l_mut_105;
const uint64 l_332 = uint64(l_326);
const bool l_333 = l_331 < l_332;
const uint64 l_334 = uint64(l_326);
const uint64 l_335 = (l_333) ? l_331 : l_334;
const uint32 l_336 = uint32(l_335);
l_mut_304 = l_336;
}
const uint64 l_337 = uint64(l_mut_304);
const uint64 l_338 = l_mut_105 * l_337;
const uint64 l_339 = l_252 - l_338;
l_mut_301 = l_339;
const bool l_340 = l_mut_301 < l_mut_105;
const bool l_341 = !l_340;
if (l_341) {
const uint64 l_342 = l_mut_301 - l_mut_105;
l_mut_301 = l_342;
}
}
const bool l_343 = l_mut_301 < l_mut_284;
if (l_343) {
l_mut_284 = l_mut_301;
}
}
}
const bool l_344 = l_mut_284 < l_255;
const bool l_345 = !l_344;
const uint32 l_346 = uint32(l_345);
const uint32 l_347 = uint32(2) - l_346;
l_mut_271 = l_347;
}
const bool l_348 = l_mut_271 > uint32(0);
if (l_348) {
const bool l_349 = l_mut_271 == uint32(1);
l_mut_259 = l_349;
l_mut_262 = bool(false);
}
}
l_mut_350 = bool(false);
while (true) {
const bool l_351 = !l_mut_262;
if (l_351) {
break;}
const bool l_352 = l_mut_127 < l_mut_212;
if (l_352) {
const uint32 l_353 = l_13 - l_mut_67;
const uint32 l_354 = l_353 / l_mut_258;
l_mut_304 = uint32(0);
l_mut_355 = bool(false);
const bool l_356 = l_mut_212 == uint64(0);
if (l_356) {
l_mut_304 = l_354;
} else {
if (l_mut_355) {
const bool l_357 = l_mut_212 < l_mut_158;
if (l_357) {
const uint64 l_358 = l_mut_158 - uint64(1);
const uint64 l_359 = l_358 / l_mut_212;
const uint64 l_360 = uint64(l_354);
const bool l_361 = l_359 < l_360;
const uint64 l_362 = uint64(l_354);
const uint64 l_363 = (l_361) ? l_359 : l_362;
const uint32 l_364 = uint32(l_363);
l_mut_304 = l_364;
}
} else {
l_mut_301 = l_mut_158;
while (true) {
const bool l_365 = l_mut_212 < l_mut_301;
const uint32 l_366 = l_mut_304 * l_mut_258;
const uint32 l_367 = l_mut_67 + l_366;
const uint32 l_368 = l_367 + l_mut_258;
const bool l_369 = l_368 < l_13;
const bool l_370 = l_365 && l_369;
const bool l_371 = !l_370;
if (l_371) {
break;}
const uint64 l_372 = l_mut_301 - l_mut_212;
l_mut_301 = l_372;
l_mut_304 = l_mut_304 + uint32(1);
}
}
}
const uint32 l_373 = l_mut_304 * l_mut_258;
const uint32 l_374 = l_mut_67 + l_373;
const uint32 l_375 = l_374 + l_mut_258;
const bool l_376 = l_375 >= l_13;
if (l_376) {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
const uint64 l_377 = uint64(l_mut_304);
const uint64 l_378 = l_mut_212 * l_377;
const uint64 l_379 = l_mut_158 - l_378;
l_mut_158 = l_379;
const uint32 l_380 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_380;
const uint64 l_381 = l_mut_212 - l_mut_158;
l_mut_212 = l_381;
l_mut_258 = l_mut_258 + l_mut_67;
}
} else {
const uint64 l_382 = l_mut_127 - l_mut_212;
l_mut_127 = l_382;
const bool l_383 = l_mut_127 < l_255;
if (l_383) {
l_mut_262 = bool(false);
} else {
const uint32 l_384 = l_13 - l_mut_258;
const uint32 l_385 = l_384 / l_mut_67;
l_mut_304 = uint32(0);
l_mut_355 = bool(false);
const bool l_386 = l_mut_158 == uint64(0);
if (l_386) {
l_mut_304 = l_385;
} else {
if (l_mut_355) {
const bool l_387 = l_mut_158 < l_mut_212;
if (l_387) {
const uint64 l_388 = l_mut_212 - uint64(1);
const uint64 l_389 = l_388 / l_mut_158;
const uint64 l_390 = uint64(l_385);
const bool l_391 = l_389 < l_390;
const uint64 l_392 = uint64(l_385);
const uint64 l_393 = (l_391) ? l_389 : l_392;
const uint32 l_394 = uint32(l_393);
l_mut_304 = l_394;
}
} else {
l_mut_301 = l_mut_212;
while (true) {
const bool l_395 = l_mut_158 < l_mut_301;
const uint32 l_396 = l_mut_304 * l_mut_67;
const uint32 l_397 = l_mut_258 + l_396;
const uint32 l_398 = l_397 + l_mut_67;
const bool l_399 = l_398 < l_13;
const bool l_400 = l_395 && l_399;
const bool l_401 = !l_400;
if (l_401) {
break;}
const uint64 l_402 = l_mut_301 - l_mut_158;
l_mut_301 = l_402;
l_mut_304 = l_mut_304 + uint32(1);
}
}
}
const uint32 l_403 = l_mut_67 + l_mut_258;
const uint32 l_404 = l_mut_304 * l_mut_67;
const uint32 l_405 = l_403 + l_404;
const bool l_406 = l_405 >= l_13;
if (l_406) {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
const uint64 l_407 = uint64(l_mut_304);
const uint64 l_408 = l_mut_158 * l_407;
const uint64 l_409 = l_mut_212 - l_408;
l_mut_212 = l_409;
const uint32 l_410 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_410;
const uint64 l_411 = l_mut_158 - l_mut_212;
l_mut_158 = l_411;
l_mut_67 = l_mut_67 + l_mut_258;
}
}
}
}
const bool l_412 = !l_mut_259;
if (l_412) {
const uint32 l_1275 = info.static_meta[uint32(5)];
const uint32 l_1276 = l_1275 * uint32(1);
const uint32 l_1277 = l_1276 - uint32(1);
const uint32 l_1278 = min(uint32(0), l_1277);
uint32* l_1279 = &buffer_5[l_1278];
uint32* l_413 = l_1279;
const uint32 l_414 = atomicAdd(l_413, uint32(1));
const uint32 l_415 = l_13 / uint32(8);
l_mut_304 = uint32(0);
l_mut_271 = uint32(0);
l_mut_258 = uint32(0);

for (uint32 l_mut_416 = uint32(0); l_mut_416 < uint32(8); ++l_mut_416) {
const uint32 l_417 = l_mut_416 * l_415;
const bool l_418 = l_417 < l_74;
const uint32 l_419 = l_13 / uint32(8);
const uint32 l_420 = l_mut_416 * l_419;
const uint32 l_421 = l_420 + l_420;
const uint64 l_422 = l_102 >> uint64(63);
const bool l_423 = l_422 == uint64(1);
l_mut_301 = l_102;
if (l_423) {
const uint64 l_424 = uint64(uint32(0));
const uint64 l_425 = l_424 - l_102;
l_mut_301 = l_425;
}
const uint64 l_426 = uint64(l_421);
const uint64 l_427 = l_mut_301 & uint64(4294967295);
const uint64 l_428 = l_427 * l_426;
const uint64 l_429 = l_mut_301 >> uint64(32);
const uint64 l_430 = l_429 * l_426;
const uint64 l_431 = l_430 << uint64(32);
const uint64 l_432 = l_428 + l_431;
const uint64 l_433 = l_430 >> uint64(32);
const bool l_434 = l_432 < l_428;
const uint64 l_435 = uint64(l_434);
const uint64 l_436 = l_433 + l_435;
l_mut_301 = l_432;
const bool l_437 = l_24 == uint32(64);
if (l_437) {
l_mut_301 = l_436;
} else {
const bool l_438 = l_24 > uint32(0);
if (l_438) {
const uint32 l_439 = uint32(64) - l_24;
const uint64 l_440 = uint64(l_439);
const uint64 l_441 = l_436 << l_440;
const uint64 l_442 = uint64(l_24);
const uint64 l_443 = l_432 >> l_442;
const uint64 l_444 = l_441 | l_443;
l_mut_301 = l_444;
}
}
l_mut_284 = l_mut_301;
if (l_423) {
const uint64 l_445 = uint64(uint32(0));
const uint64 l_446 = l_445 - l_mut_284;
l_mut_284 = l_446;
}
const uint64 l_447 = l_84 + l_mut_284;
const uint64 l_448 = uint64(l_420);
const uint64 l_449 = l_84 * l_448;
const uint64 l_450 = l_93 + l_449;
const uint64 l_451 = uint64(uint32(0));
l_mut_301 = l_451;
const bool l_452 = l_420 < uint32(65536);
if (l_452) {
const uint32 l_453 = l_420 * l_420;
const uint64 l_454 = l_102 >> uint64(63);
const bool l_455 = l_454 == uint64(1);
l_mut_284 = l_102;
if (l_455) {
const uint64 l_456 = uint64(uint32(0));
const uint64 l_457 = l_456 - l_102;
l_mut_284 = l_457;
}
const uint64 l_458 = uint64(l_453);
const uint64 l_459 = l_mut_284 & uint64(4294967295);
const uint64 l_460 = l_459 * l_458;
const uint64 l_461 = l_mut_284 >> uint64(32);
const uint64 l_462 = l_461 * l_458;
const uint64 l_463 = l_462 << uint64(32);
const uint64 l_464 = l_460 + l_463;
const uint64 l_465 = l_462 >> uint64(32);
const bool l_466 = l_464 < l_460;
const uint64 l_467 = uint64(l_466);
const uint64 l_468 = l_465 + l_467;
l_mut_284 = l_464;
const bool l_469 = l_24 == uint32(64);
if (l_469) {
l_mut_284 = l_468;
} else {
const bool l_470 = l_24 > uint32(0);
if (l_470) {
const uint32 l_471 = uint32(64) - l_24;
const uint64 l_472 = uint64(l_471);
const uint64 l_473 = l_468 << l_472;
const uint64 l_474 = uint64(l_24);
const uint64 l_475 = l_464 >> l_474;
const uint64 l_476 = l_473 | l_475;
l_mut_284 = l_476;
}
}
l_mut_212 = l_mut_284;
if (l_455) {
const uint64 l_477 = uint64(uint32(0));
const uint64 l_478 = l_477 - l_mut_212;
l_mut_212 = l_478;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_479 = l_102 >> uint64(63);
const bool l_480 = l_479 == uint64(1);
l_mut_284 = l_102;
if (l_480) {
const uint64 l_481 = uint64(uint32(0));
const uint64 l_482 = l_481 - l_102;
l_mut_284 = l_482;
}
const uint64 l_483 = uint64(l_420);
const uint64 l_484 = l_mut_284 & uint64(4294967295);
const uint64 l_485 = l_484 * l_483;
const uint64 l_486 = l_mut_284 >> uint64(32);
const uint64 l_487 = l_486 * l_483;
const uint64 l_488 = l_487 << uint64(32);
const uint64 l_489 = l_485 + l_488;
const uint64 l_490 = l_487 >> uint64(32);
const bool l_491 = l_489 < l_485;
const uint64 l_492 = uint64(l_491);
const uint64 l_493 = l_490 + l_492;
l_mut_212 = l_489;
const bool l_494 = uint32(0) == uint32(64);
if (l_494) {
l_mut_212 = l_493;
} else {
const bool l_495 = uint32(0) > uint32(0);
if (l_495) {
const uint64 l_496 = uint64(uint32(64));
const uint64 l_497 = l_493 << l_496;
const uint64 l_498 = uint64(uint32(0));
const uint64 l_499 = l_489 >> l_498;
const uint64 l_500 = l_497 | l_499;
l_mut_212 = l_500;
}
}
const uint64 l_501 = uint64(l_420);
const uint64 l_502 = l_mut_284 & uint64(4294967295);
const uint64 l_503 = l_502 * l_501;
const uint64 l_504 = l_mut_284 >> uint64(32);
const uint64 l_505 = l_504 * l_501;
const uint64 l_506 = l_505 << uint64(32);
const uint64 l_507 = l_503 + l_506;
const uint64 l_508 = l_505 >> uint64(32);
const bool l_509 = l_507 < l_503;
const uint64 l_510 = uint64(l_509);
const uint64 l_511 = l_508 + l_510;
l_mut_284 = l_507;
const bool l_512 = uint32(64) == uint32(64);
if (l_512) {
l_mut_284 = l_511;
} else {
const bool l_513 = uint32(64) > uint32(0);
if (l_513) {
const uint64 l_514 = uint64(uint32(0));
const uint64 l_515 = l_511 << l_514;
const uint64 l_516 = uint64(uint32(64));
const uint64 l_517 = l_507 >> l_516;
const uint64 l_518 = l_515 | l_517;
l_mut_284 = l_518;
}
}
const uint64 l_519 = uint64(l_420);
const uint64 l_520 = l_mut_212 & uint64(4294967295);
const uint64 l_521 = l_520 * l_519;
const uint64 l_522 = l_mut_212 >> uint64(32);
const uint64 l_523 = l_522 * l_519;
const uint64 l_524 = l_523 << uint64(32);
const uint64 l_525 = l_521 + l_524;
const uint64 l_526 = l_523 >> uint64(32);
const bool l_527 = l_525 < l_521;
const uint64 l_528 = uint64(l_527);
const uint64 l_529 = l_526 + l_528;
l_mut_158 = l_525;
const bool l_530 = uint32(0) == uint32(64);
if (l_530) {
l_mut_158 = l_529;
} else {
const bool l_531 = uint32(0) > uint32(0);
if (l_531) {
const uint64 l_532 = uint64(uint32(64));
const uint64 l_533 = l_529 << l_532;
const uint64 l_534 = uint64(uint32(0));
const uint64 l_535 = l_525 >> l_534;
const uint64 l_536 = l_533 | l_535;
l_mut_158 = l_536;
}
}
const uint64 l_537 = uint64(l_420);
const uint64 l_538 = l_mut_212 & uint64(4294967295);
const uint64 l_539 = l_538 * l_537;
const uint64 l_540 = l_mut_212 >> uint64(32);
const uint64 l_541 = l_540 * l_537;
const uint64 l_542 = l_541 << uint64(32);
const uint64 l_543 = l_539 + l_542;
const uint64 l_544 = l_541 >> uint64(32);
const bool l_545 = l_543 < l_539;
const uint64 l_546 = uint64(l_545);
const uint64 l_547 = l_544 + l_546;
l_mut_212 = l_543;
const bool l_548 = uint32(64) == uint32(64);
if (l_548) {
l_mut_212 = l_547;
} else {
const bool l_549 = uint32(64) > uint32(0);
if (l_549) {
const uint64 l_550 = uint64(uint32(0));
const uint64 l_551 = l_547 << l_550;
const uint64 l_552 = uint64(uint32(64));
const uint64 l_553 = l_543 >> l_552;
const uint64 l_554 = l_551 | l_553;
l_mut_212 = l_554;
}
}
const uint64 l_555 = uint64(l_420);
const uint64 l_556 = l_mut_284 * l_555;
const uint64 l_557 = l_mut_212 + l_556;
l_mut_301 = l_mut_158;
const bool l_558 = l_24 == uint32(64);
if (l_558) {
l_mut_301 = l_557;
} else {
const bool l_559 = l_24 > uint32(0);
if (l_559) {
const uint32 l_560 = uint32(64) - l_24;
const uint64 l_561 = uint64(l_560);
const uint64 l_562 = l_557 << l_561;
const uint64 l_563 = uint64(l_24);
const uint64 l_564 = l_mut_158 >> l_563;
const uint64 l_565 = l_562 + l_564;
l_mut_301 = l_565;
}
}
if (l_480) {
const uint64 l_566 = uint64(uint32(0));
const uint64 l_567 = l_566 - l_mut_301;
l_mut_301 = l_567;
}
}
const uint64 l_568 = l_450 + l_mut_301;
const uint64 l_569 = l_102 >> uint64(63);
const bool l_570 = l_569 == uint64(1);
l_mut_301 = l_102;
if (l_570) {
const uint64 l_571 = uint64(uint32(0));
const uint64 l_572 = l_571 - l_102;
l_mut_301 = l_572;
}
const uint64 l_573 = uint64(l_419);
const uint64 l_574 = l_mut_301 & uint64(4294967295);
const uint64 l_575 = l_574 * l_573;
const uint64 l_576 = l_mut_301 >> uint64(32);
const uint64 l_577 = l_576 * l_573;
const uint64 l_578 = l_577 << uint64(32);
const uint64 l_579 = l_575 + l_578;
const uint64 l_580 = l_577 >> uint64(32);
const bool l_581 = l_579 < l_575;
const uint64 l_582 = uint64(l_581);
const uint64 l_583 = l_580 + l_582;
l_mut_301 = l_579;
const bool l_584 = l_24 == uint32(64);
if (l_584) {
l_mut_301 = l_583;
} else {
const bool l_585 = l_24 > uint32(0);
if (l_585) {
const uint32 l_586 = uint32(64) - l_24;
const uint64 l_587 = uint64(l_586);
const uint64 l_588 = l_583 << l_587;
const uint64 l_589 = uint64(l_24);
const uint64 l_590 = l_579 >> l_589;
const uint64 l_591 = l_588 | l_590;
l_mut_301 = l_591;
}
}
l_mut_284 = l_mut_301;
if (l_570) {
const uint64 l_592 = uint64(uint32(0));
const uint64 l_593 = l_592 - l_mut_284;
l_mut_284 = l_593;
}
const uint64 l_594 = l_447 + l_mut_284;
const uint32 l_595 = l_24 + uint32(3);
const uint64 l_596 = uint64(uint32(0));
l_mut_301 = l_596;
const bool l_597 = l_419 < uint32(65536);
if (l_597) {
const uint32 l_598 = l_419 * l_419;
const uint64 l_599 = l_102 >> uint64(63);
const bool l_600 = l_599 == uint64(1);
l_mut_284 = l_102;
if (l_600) {
const uint64 l_601 = uint64(uint32(0));
const uint64 l_602 = l_601 - l_102;
l_mut_284 = l_602;
}
const uint64 l_603 = uint64(l_598);
const uint64 l_604 = l_mut_284 & uint64(4294967295);
const uint64 l_605 = l_604 * l_603;
const uint64 l_606 = l_mut_284 >> uint64(32);
const uint64 l_607 = l_606 * l_603;
const uint64 l_608 = l_607 << uint64(32);
const uint64 l_609 = l_605 + l_608;
const uint64 l_610 = l_607 >> uint64(32);
const bool l_611 = l_609 < l_605;
const uint64 l_612 = uint64(l_611);
const uint64 l_613 = l_610 + l_612;
l_mut_284 = l_609;
const bool l_614 = l_595 == uint32(64);
if (l_614) {
l_mut_284 = l_613;
} else {
const bool l_615 = l_595 > uint32(0);
if (l_615) {
const uint32 l_616 = uint32(64) - l_595;
const uint64 l_617 = uint64(l_616);
const uint64 l_618 = l_613 << l_617;
const uint64 l_619 = uint64(l_595);
const uint64 l_620 = l_609 >> l_619;
const uint64 l_621 = l_618 | l_620;
l_mut_284 = l_621;
}
}
l_mut_212 = l_mut_284;
if (l_600) {
const uint64 l_622 = uint64(uint32(0));
const uint64 l_623 = l_622 - l_mut_212;
l_mut_212 = l_623;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_624 = l_102 >> uint64(63);
const bool l_625 = l_624 == uint64(1);
l_mut_284 = l_102;
if (l_625) {
const uint64 l_626 = uint64(uint32(0));
const uint64 l_627 = l_626 - l_102;
l_mut_284 = l_627;
}
const uint64 l_628 = uint64(l_419);
const uint64 l_629 = l_mut_284 & uint64(4294967295);
const uint64 l_630 = l_629 * l_628;
const uint64 l_631 = l_mut_284 >> uint64(32);
const uint64 l_632 = l_631 * l_628;
const uint64 l_633 = l_632 << uint64(32);
const uint64 l_634 = l_630 + l_633;
const uint64 l_635 = l_632 >> uint64(32);
const bool l_636 = l_634 < l_630;
const uint64 l_637 = uint64(l_636);
const uint64 l_638 = l_635 + l_637;
l_mut_212 = l_634;
const bool l_639 = uint32(0) == uint32(64);
if (l_639) {
l_mut_212 = l_638;
} else {
const bool l_640 = uint32(0) > uint32(0);
if (l_640) {
const uint64 l_641 = uint64(uint32(64));
const uint64 l_642 = l_638 << l_641;
const uint64 l_643 = uint64(uint32(0));
const uint64 l_644 = l_634 >> l_643;
const uint64 l_645 = l_642 | l_644;
l_mut_212 = l_645;
}
}
const uint64 l_646 = uint64(l_419);
const uint64 l_647 = l_mut_284 & uint64(4294967295);
const uint64 l_648 = l_647 * l_646;
const uint64 l_649 = l_mut_284 >> uint64(32);
const uint64 l_650 = l_649 * l_646;
const uint64 l_651 = l_650 << uint64(32);
const uint64 l_652 = l_648 + l_651;
const uint64 l_653 = l_650 >> uint64(32);
const bool l_654 = l_652 < l_648;
const uint64 l_655 = uint64(l_654);
const uint64 l_656 = l_653 + l_655;
l_mut_284 = l_652;
const bool l_657 = uint32(64) == uint32(64);
if (l_657) {
l_mut_284 = l_656;
} else {
const bool l_658 = uint32(64) > uint32(0);
if (l_658) {
const uint64 l_659 = uint64(uint32(0));
const uint64 l_660 = l_656 << l_659;
const uint64 l_661 = uint64(uint32(64));
const uint64 l_662 = l_652 >> l_661;
const uint64 l_663 = l_660 | l_662;
l_mut_284 = l_663;
}
}
const uint64 l_664 = uint64(l_419);
const uint64 l_665 = l_mut_212 & uint64(4294967295);
const uint64 l_666 = l_665 * l_664;
const uint64 l_667 = l_mut_212 >> uint64(32);
const uint64 l_668 = l_667 * l_664;
const uint64 l_669 = l_668 << uint64(32);
const uint64 l_670 = l_666 + l_669;
const uint64 l_671 = l_668 >> uint64(32);
const bool l_672 = l_670 < l_666;
const uint64 l_673 = uint64(l_672);
const uint64 l_674 = l_671 + l_673;
l_mut_158 = l_670;
const bool l_675 = uint32(0) == uint32(64);
if (l_675) {
l_mut_158 = l_674;
} else {
const bool l_676 = uint32(0) > uint32(0);
if (l_676) {
const uint64 l_677 = uint64(uint32(64));
const uint64 l_678 = l_674 << l_677;
const uint64 l_679 = uint64(uint32(0));
const uint64 l_680 = l_670 >> l_679;
const uint64 l_681 = l_678 | l_680;
l_mut_158 = l_681;
}
}
const uint64 l_682 = uint64(l_419);
const uint64 l_683 = l_mut_212 & uint64(4294967295);
const uint64 l_684 = l_683 * l_682;
const uint64 l_685 = l_mut_212 >> uint64(32);
const uint64 l_686 = l_685 * l_682;
const uint64 l_687 = l_686 << uint64(32);
const uint64 l_688 = l_684 + l_687;
const uint64 l_689 = l_686 >> uint64(32);
const bool l_690 = l_688 < l_684;
const uint64 l_691 = uint64(l_690);
const uint64 l_692 = l_689 + l_691;
l_mut_212 = l_688;
const bool l_693 = uint32(64) == uint32(64);
if (l_693) {
l_mut_212 = l_692;
} else {
const bool l_694 = uint32(64) > uint32(0);
if (l_694) {
const uint64 l_695 = uint64(uint32(0));
const uint64 l_696 = l_692 << l_695;
const uint64 l_697 = uint64(uint32(64));
const uint64 l_698 = l_688 >> l_697;
const uint64 l_699 = l_696 | l_698;
l_mut_212 = l_699;
}
}
const uint64 l_700 = uint64(l_419);
const uint64 l_701 = l_mut_284 * l_700;
const uint64 l_702 = l_mut_212 + l_701;
l_mut_301 = l_mut_158;
const bool l_703 = l_595 == uint32(64);
if (l_703) {
l_mut_301 = l_702;
} else {
const bool l_704 = l_595 > uint32(0);
if (l_704) {
const uint32 l_705 = uint32(64) - l_595;
const uint64 l_706 = uint64(l_705);
const uint64 l_707 = l_702 << l_706;
const uint64 l_708 = uint64(l_595);
const uint64 l_709 = l_mut_158 >> l_708;
const uint64 l_710 = l_707 + l_709;
l_mut_301 = l_710;
}
}
if (l_625) {
const uint64 l_711 = uint64(uint32(0));
const uint64 l_712 = l_711 - l_mut_301;
l_mut_301 = l_712;
}
}
const uint64 l_713 = l_568 - l_mut_301;
const uint64 l_714 = l_713 + l_42;
const uint64 l_715 = uint64(uint32(0));
const uint64 l_716 = l_715 - l_594;
const uint64 l_717 = l_42 + l_42;
l_mut_301 = l_716;
const uint64 l_718 = uint64(uint32(0));
const uint64 l_719 = l_718 - l_716;
l_mut_284 = l_719;
l_mut_212 = l_714;
l_mut_67 = uint32(1);
l_mut_720 = uint32(1);
l_mut_355 = bool(false);
const bool l_721 = l_mut_212 < l_717;
const bool l_722 = !l_721;
l_mut_350 = l_722;
const bool l_723 = l_716 == uint64(0);
if (l_723) {
l_mut_355 = l_mut_350;
l_mut_350 = bool(false);
}
if (l_mut_350) {
const uint64 l_724 = l_716 >> uint64(63);
const bool l_725 = l_724 == uint64(1);
l_mut_158 = l_716;
if (l_725) {
const uint64 l_726 = uint64(uint32(0));
const uint64 l_727 = l_726 - l_716;
l_mut_158 = l_727;
}
const uint32 l_728 = l_419 - uint32(1);
const uint64 l_729 = uint64(l_728);
const uint64 l_730 = l_mut_158 * l_729;
l_mut_731 = uint32(0);
const uint32 l_732 = l_419 - uint32(1);
const uint64 l_733 = uint64(l_732);
const uint64 l_734 = l_mut_158 & uint64(4294967295);
const uint64 l_735 = l_734 * l_733;
const uint64 l_736 = l_mut_158 >> uint64(32);
const uint64 l_737 = l_736 * l_733;
const uint64 l_738 = l_737 << uint64(32);
const uint64 l_739 = l_735 + l_738;
const uint64 l_740 = l_737 >> uint64(32);
const bool l_741 = l_739 < l_735;
const uint64 l_742 = uint64(l_741);
const uint64 l_743 = l_740 + l_742;
l_mut_127 = l_739;
const bool l_744 = uint32(64) == uint32(64);
if (l_744) {
l_mut_127 = l_743;
} else {
const bool l_745 = uint32(64) > uint32(0);
if (l_745) {
const uint64 l_746 = uint64(uint32(0));
const uint64 l_747 = l_743 << l_746;
const uint64 l_748 = uint64(uint32(64));
const uint64 l_749 = l_739 >> l_748;
const uint64 l_750 = l_747 | l_749;
l_mut_127 = l_750;
}
}
const bool l_751 = l_mut_127 == uint64(0);
if (l_751) {
l_mut_127 = l_714;
if (l_725) {
const uint64 l_752 = uint64(uint32(0));
const uint64 l_753 = l_752 - l_714;
const bool l_754 = l_714 == uint64(0);
const bool l_755 = !l_754;
const bool l_756 = l_730 < l_753;
const bool l_757 = !l_756;
const bool l_758 = l_755 && l_757;
if (l_758) {
const uint32 l_759 = l_419 - uint32(1);
l_mut_105 = l_753;
const bool l_760 = l_753 < l_mut_158;
const bool l_761 = !l_760;
if (l_761) {
l_mut_762 = uint32(0);
const bool l_763 = l_mut_158 < l_753;
if (l_763) {
const uint64 l_764 = l_753 - uint64(1);
const uint64 l_765 = l_764 / l_mut_158;
const uint64 l_766 = uint64(l_759);
const bool l_767 = l_765 < l_766;
const uint64 l_768 = uint64(l_759);
const uint64 l_769 = (l_767) ? l_765 : l_768;
const uint32 l_770 = uint32(l_769);
l_mut_762 = l_770;
}
const uint64 l_771 = uint64(l_mut_762);
const uint64 l_772 = l_mut_158 * l_771;
const uint64 l_773 = l_753 - l_772;
l_mut_105 = l_773;
const bool l_774 = l_mut_105 < l_mut_158;
const bool l_775 = !l_774;
if (l_775) {
const uint64 l_776 = l_mut_105 - l_mut_158;
l_mut_105 = l_776;
}
}
const uint64 l_777 = l_mut_158 - l_mut_105;
l_mut_105 = l_777;
const bool l_778 = l_777 < l_mut_158;
const bool l_779 = !l_778;
if (l_779) {
const uint64 l_780 = l_777 - l_mut_158;
l_mut_105 = l_780;
}
const bool l_781 = l_mut_105 < l_mut_127;
if (l_781) {
l_mut_127 = l_mut_105;
}
}
} else {
const uint64 l_782 = l_714 - l_730;
l_mut_127 = l_782;
const bool l_783 = l_714 < l_730;
if (l_783) {
const uint32 l_784 = l_419 - uint32(1);
l_mut_105 = l_714;
const bool l_785 = l_714 < l_mut_158;
const bool l_786 = !l_785;
if (l_786) {
l_mut_762 = uint32(0);
const bool l_787 = l_mut_158 < l_714;
if (l_787) {
const uint64 l_788 = l_714 - uint64(1);
const uint64 l_789 = l_788 / l_mut_158;
const uint64 l_790 = uint64(l_784);
const bool l_791 = l_789 < l_790;
const uint64 l_792 = uint64(l_784);
const uint64 l_793 = (l_791) ? l_789 : l_792;
const uint32 l_794 = uint32(l_793);
l_mut_762 = l_794;
}
const uint64 l_795 = uint64(l_mut_762);
const uint64 l_796 = l_mut_158 * l_795;
const uint64 l_797 = l_714 - l_796;
l_mut_105 = l_797;
const bool l_798 = l_mut_105 < l_mut_158;
const bool l_799 = !l_798;
if (l_799) {
const uint64 l_800 = l_mut_105 - l_mut_158;
l_mut_105 = l_800;
}
}
const bool l_801 = l_mut_105 < l_mut_127;
if (l_801) {
l_mut_127 = l_mut_105;
}
}
}
const bool l_802 = l_mut_127 < l_717;
const bool l_803 = !l_802;
const uint32 l_804 = uint32(l_803);
const uint32 l_805 = uint32(2) - l_804;
l_mut_731 = l_805;
}
const bool l_806 = l_mut_731 > uint32(0);
if (l_806) {
const bool l_807 = l_mut_731 == uint32(1);
l_mut_355 = l_807;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
while (true) {
const bool l_808 = !l_mut_350;
if (l_808) {
break;}
const bool l_809 = l_mut_212 < l_mut_301;
if (l_809) {
const uint32 l_810 = l_419 - l_mut_67;
const uint32 l_811 = l_810 / l_mut_720;
l_mut_762 = uint32(0);
l_mut_259 = bool(false);
const bool l_812 = l_mut_301 == uint64(0);
if (l_812) {
l_mut_762 = l_811;
} else {
if (l_mut_259) {
const bool l_813 = l_mut_301 < l_mut_284;
if (l_813) {
const uint64 l_814 = l_mut_284 - uint64(1);
const uint64 l_815 = l_814 / l_mut_301;
const uint64 l_816 = uint64(l_811);
const bool l_817 = l_815 < l_816;
const uint64 l_818 = uint64(l_811);
const uint64 l_819 = (l_817) ? l_815 : l_818;
const uint32 l_820 = uint32(l_819);
l_mut_762 = l_820;
}
} else {
l_mut_158 = l_mut_284;
while (true) {
const bool l_821 = l_mut_301 < l_mut_158;
const uint32 l_822 = l_mut_762 * l_mut_720;
const uint32 l_823 = l_mut_67 + l_822;
const uint32 l_824 = l_823 + l_mut_720;
const bool l_825 = l_824 < l_419;
const bool l_826 = l_821 && l_825;
const bool l_827 = !l_826;
if (l_827) {
break;}
const uint64 l_828 = l_mut_158 - l_mut_301;
l_mut_158 = l_828;
l_mut_762 = l_mut_762 + uint32(1);
}
}
}
const uint32 l_829 = l_mut_762 * l_mut_720;
const uint32 l_830 = l_mut_67 + l_829;
const uint32 l_831 = l_830 + l_mut_720;
const bool l_832 = l_831 >= l_419;
if (l_832) {
l_mut_355 = bool(true);
l_mut_350 = bool(false);
} else {
const uint64 l_833 = uint64(l_mut_762);
const uint64 l_834 = l_mut_301 * l_833;
const uint64 l_835 = l_mut_284 - l_834;
l_mut_284 = l_835;
const uint32 l_836 = l_mut_762 * l_mut_720;
l_mut_67 = l_mut_67 + l_836;
const uint64 l_837 = l_mut_301 - l_mut_284;
l_mut_301 = l_837;
l_mut_720 = l_mut_720 + l_mut_67;
}
} else {
const uint64 l_838 = l_mut_212 - l_mut_301;
l_mut_212 = l_838;
const bool l_839 = l_mut_212 < l_717;
if (l_839) {
l_mut_350 = bool(false);
} else {
const uint32 l_840 = l_419 - l_mut_720;
const uint32 l_841 = l_840 / l_mut_67;
l_mut_762 = uint32(0);
l_mut_259 = bool(false);
const bool l_842 = l_mut_284 == uint64(0);
if (l_842) {
l_mut_762 = l_841;
} else {
if (l_mut_259) {
const bool l_843 = l_mut_284 < l_mut_301;
if (l_843) {
const uint64 l_844 = l_mut_301 - uint64(1);
const uint64 l_845 = l_844 / l_mut_284;
const uint64 l_846 = uint64(l_841);
const bool l_847 = l_845 < l_846;
const uint64 l_848 = uint64(l_841);
const uint64 l_849 = (l_847) ? l_845 : l_848;
const uint32 l_850 = uint32(l_849);
l_mut_762 = l_850;
}
} else {
l_mut_158 = l_mut_301;
while (true) {
const bool l_851 = l_mut_284 < l_mut_158;
const uint32 l_852 = l_mut_762 * l_mut_67;
const uint32 l_853 = l_mut_720 + l_852;
const uint32 l_854 = l_853 + l_mut_67;
const bool l_855 = l_854 < l_419;
const bool l_856 = l_851 && l_855;
const bool l_857 = !l_856;
if (l_857) {
break;}
const uint64 l_858 = l_mut_158 - l_mut_284;
l_mut_158 = l_858;
l_mut_762 = l_mut_762 + uint32(1);
}
}
}
const uint32 l_859 = l_mut_67 + l_mut_720;
const uint32 l_860 = l_mut_762 * l_mut_67;
const uint32 l_861 = l_859 + l_860;
const bool l_862 = l_861 >= l_419;
if (l_862) {
l_mut_355 = bool(true);
l_mut_350 = bool(false);
} else {
const uint64 l_863 = uint64(l_mut_762);
const uint64 l_864 = l_mut_284 * l_863;
const uint64 l_865 = l_mut_301 - l_864;
l_mut_301 = l_865;
const uint32 l_866 = l_mut_762 * l_mut_67;
l_mut_720 = l_mut_720 + l_866;
const uint64 l_867 = l_mut_284 - l_mut_301;
l_mut_284 = l_867;
l_mut_67 = l_mut_67 + l_mut_720;
}
}
}
}
const bool l_868 = !l_mut_355;
const bool l_869 = l_418 && l_868;
if (l_869) {
const uint32 l_870 = uint32(1) << l_mut_416;
l_mut_304 = l_mut_304 | l_870;
l_mut_271 = l_mut_271 + uint32(1);
const uint32 l_871 = l_417 + l_415;
const uint32 l_872 = min(l_871, l_74);
l_mut_762 = uint32(0);

for (uint32 l_mut_873 = l_417; l_mut_873 < l_872; ++l_mut_873) {
const uint64 l_874 = uint64(l_mut_873);
const uint64 l_875 = l_84 * l_874;
const uint64 l_876 = l_93 + l_875;
const uint64 l_877 = uint64(uint32(0));
l_mut_301 = l_877;
const bool l_878 = l_mut_873 < uint32(65536);
if (l_878) {
const uint32 l_879 = l_mut_873 * l_mut_873;
const uint64 l_880 = l_102 >> uint64(63);
const bool l_881 = l_880 == uint64(1);
l_mut_284 = l_102;
if (l_881) {
const uint64 l_882 = uint64(uint32(0));
const uint64 l_883 = l_882 - l_102;
l_mut_284 = l_883;
}
const uint64 l_884 = uint64(l_879);
const uint64 l_885 = l_mut_284 & uint64(4294967295);
const uint64 l_886 = l_885 * l_884;
const uint64 l_887 = l_mut_284 >> uint64(32);
const uint64 l_888 = l_887 * l_884;
const uint64 l_889 = l_888 << uint64(32);
const uint64 l_890 = l_886 + l_889;
const uint64 l_891 = l_888 >> uint64(32);
const bool l_892 = l_890 < l_886;
const uint64 l_893 = uint64(l_892);
const uint64 l_894 = l_891 + l_893;
l_mut_284 = l_890;
const bool l_895 = l_24 == uint32(64);
if (l_895) {
l_mut_284 = l_894;
} else {
const bool l_896 = l_24 > uint32(0);
if (l_896) {
const uint32 l_897 = uint32(64) - l_24;
const uint64 l_898 = uint64(l_897);
const uint64 l_899 = l_894 << l_898;
const uint64 l_900 = uint64(l_24);
const uint64 l_901 = l_890 >> l_900;
const uint64 l_902 = l_899 | l_901;
l_mut_284 = l_902;
}
}
l_mut_212 = l_mut_284;
if (l_881) {
const uint64 l_903 = uint64(uint32(0));
const uint64 l_904 = l_903 - l_mut_212;
l_mut_212 = l_904;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_905 = l_102 >> uint64(63);
const bool l_906 = l_905 == uint64(1);
l_mut_284 = l_102;
if (l_906) {
const uint64 l_907 = uint64(uint32(0));
const uint64 l_908 = l_907 - l_102;
l_mut_284 = l_908;
}
const uint64 l_909 = uint64(l_mut_873);
const uint64 l_910 = l_mut_284 & uint64(4294967295);
const uint64 l_911 = l_910 * l_909;
const uint64 l_912 = l_mut_284 >> uint64(32);
const uint64 l_913 = l_912 * l_909;
const uint64 l_914 = l_913 << uint64(32);
const uint64 l_915 = l_911 + l_914;
const uint64 l_916 = l_913 >> uint64(32);
const bool l_917 = l_915 < l_911;
const uint64 l_918 = uint64(l_917);
const uint64 l_919 = l_916 + l_918;
l_mut_212 = l_915;
const bool l_920 = uint32(0) == uint32(64);
if (l_920) {
l_mut_212 = l_919;
} else {
const bool l_921 = uint32(0) > uint32(0);
if (l_921) {
const uint64 l_922 = uint64(uint32(64));
const uint64 l_923 = l_919 << l_922;
const uint64 l_924 = uint64(uint32(0));
const uint64 l_925 = l_915 >> l_924;
const uint64 l_926 = l_923 | l_925;
l_mut_212 = l_926;
}
}
const uint64 l_927 = uint64(l_mut_873);
const uint64 l_928 = l_mut_284 & uint64(4294967295);
const uint64 l_929 = l_928 * l_927;
const uint64 l_930 = l_mut_284 >> uint64(32);
const uint64 l_931 = l_930 * l_927;
const uint64 l_932 = l_931 << uint64(32);
const uint64 l_933 = l_929 + l_932;
const uint64 l_934 = l_931 >> uint64(32);
const bool l_935 = l_933 < l_929;
const uint64 l_936 = uint64(l_935);
const uint64 l_937 = l_934 + l_936;
l_mut_284 = l_933;
const bool l_938 = uint32(64) == uint32(64);
if (l_938) {
l_mut_284 = l_937;
} else {
const bool l_939 = uint32(64) > uint32(0);
if (l_939) {
const uint64 l_940 = uint64(uint32(0));
const uint64 l_941 = l_937 << l_940;
const uint64 l_942 = uint64(uint32(64));
const uint64 l_943 = l_933 >> l_942;
const uint64 l_944 = l_941 | l_943;
l_mut_284 = l_944;
}
}
const uint64 l_945 = uint64(l_mut_873);
const uint64 l_946 = l_mut_212 & uint64(4294967295);
const uint64 l_947 = l_946 * l_945;
const uint64 l_948 = l_mut_212 >> uint64(32);
const uint64 l_949 = l_948 * l_945;
const uint64 l_950 = l_949 << uint64(32);
const uint64 l_951 = l_947 + l_950;
const uint64 l_952 = l_949 >> uint64(32);
const bool l_953 = l_951 < l_947;
const uint64 l_954 = uint64(l_953);
const uint64 l_955 = l_952 + l_954;
l_mut_158 = l_951;
const bool l_956 = uint32(0) == uint32(64);
if (l_956) {
l_mut_158 = l_955;
} else {
const bool l_957 = uint32(0) > uint32(0);
if (l_957) {
const uint64 l_958 = uint64(uint32(64));
const uint64 l_959 = l_955 << l_958;
const uint64 l_960 = uint64(uint32(0));
const uint64 l_961 = l_951 >> l_960;
const uint64 l_962 = l_959 | l_961;
l_mut_158 = l_962;
}
}
const uint64 l_963 = uint64(l_mut_873);
const uint64 l_964 = l_mut_212 & uint64(4294967295);
const uint64 l_965 = l_964 * l_963;
const uint64 l_966 = l_mut_212 >> uint64(32);
const uint64 l_967 = l_966 * l_963;
const uint64 l_968 = l_967 << uint64(32);
const uint64 l_969 = l_965 + l_968;
const uint64 l_970 = l_967 >> uint64(32);
const bool l_971 = l_969 < l_965;
const uint64 l_972 = uint64(l_971);
const uint64 l_973 = l_970 + l_972;
l_mut_212 = l_969;
const bool l_974 = uint32(64) == uint32(64);
if (l_974) {
l_mut_212 = l_973;
} else {
const bool l_975 = uint32(64) > uint32(0);
if (l_975) {
const uint64 l_976 = uint64(uint32(0));
const uint64 l_977 = l_973 << l_976;
const uint64 l_978 = uint64(uint32(64));
const uint64 l_979 = l_969 >> l_978;
const uint64 l_980 = l_977 | l_979;
l_mut_212 = l_980;
}
}
const uint64 l_981 = uint64(l_mut_873);
const uint64 l_982 = l_mut_284 * l_981;
const uint64 l_983 = l_mut_212 + l_982;
l_mut_301 = l_mut_158;
const bool l_984 = l_24 == uint32(64);
if (l_984) {
l_mut_301 = l_983;
} else {
const bool l_985 = l_24 > uint32(0);
if (l_985) {
const uint32 l_986 = uint32(64) - l_24;
const uint64 l_987 = uint64(l_986);
const uint64 l_988 = l_983 << l_987;
const uint64 l_989 = uint64(l_24);
const uint64 l_990 = l_mut_158 >> l_989;
const uint64 l_991 = l_988 + l_990;
l_mut_301 = l_991;
}
}
if (l_906) {
const uint64 l_992 = uint64(uint32(0));
const uint64 l_993 = l_992 - l_mut_301;
l_mut_301 = l_993;
}
}
const uint64 l_994 = l_876 + l_mut_301;
const uint64 l_995 = uint64(uint32(0));
const uint64 l_996 = l_995 - l_994;
l_mut_301 = l_996;
const bool l_997 = l_994 < l_mut_301;
if (l_997) {
l_mut_301 = l_994;
}
const bool l_998 = l_mut_301 < l_51;
const uint32 l_999 = uint32(l_998);
l_mut_762 = l_mut_762 + l_999;
}
l_mut_258 = l_mut_258 + l_mut_762;
}
}
const bool l_1000 = l_mut_271 > uint32(0);
if (l_1000) {
const uint32 l_1280 = info.static_meta[uint32(5)];
const uint32 l_1281 = l_1280 * uint32(1);
const uint32 l_1282 = l_1281 - uint32(1);
const uint32 l_1283 = min(uint32(1), l_1282);
uint32* l_1284 = &buffer_5[l_1283];
uint32* l_1001 = l_1284;
const uint32 l_1002 = atomicAdd(l_1001, l_mut_271);
}
const bool l_1003 = l_mut_258 > uint32(0);
if (l_1003) {
const uint32 l_1285 = info.static_meta[uint32(5)];
const uint32 l_1286 = l_1285 * uint32(1);
const uint32 l_1287 = l_1286 - uint32(1);
const uint32 l_1288 = min(uint32(2), l_1287);
uint32* l_1289 = &buffer_5[l_1288];
uint32* l_1004 = l_1289;
const uint32 l_1005 = atomicAdd(l_1004, l_mut_258);
l_mut_762 = l_1005;

for (uint32 l_mut_1006 = uint32(0); l_mut_1006 < uint32(8); ++l_mut_1006) {
const uint32 l_1007 = l_mut_304 >> l_mut_1006;
const uint32 l_1008 = l_1007 & uint32(1);
const bool l_1009 = l_1008 == uint32(1);
if (l_1009) {
const uint32 l_1010 = l_mut_1006 * l_415;
const uint32 l_1011 = l_1010 + l_415;
const uint32 l_1012 = min(l_1011, l_74);
l_mut_731 = l_mut_762;

for (uint32 l_mut_1013 = l_1010; l_mut_1013 < l_1012; ++l_mut_1013) {
const uint64 l_1014 = uint64(l_mut_1013);
const uint64 l_1015 = l_84 * l_1014;
const uint64 l_1016 = l_93 + l_1015;
const uint64 l_1017 = uint64(uint32(0));
l_mut_301 = l_1017;
const bool l_1018 = l_mut_1013 < uint32(65536);
if (l_1018) {
const uint32 l_1019 = l_mut_1013 * l_mut_1013;
const uint64 l_1020 = l_102 >> uint64(63);
const bool l_1021 = l_1020 == uint64(1);
l_mut_284 = l_102;
if (l_1021) {
const uint64 l_1022 = uint64(uint32(0));
const uint64 l_1023 = l_1022 - l_102;
l_mut_284 = l_1023;
}
const uint64 l_1024 = uint64(l_1019);
const uint64 l_1025 = l_mut_284 & uint64(4294967295);
const uint64 l_1026 = l_1025 * l_1024;
const uint64 l_1027 = l_mut_284 >> uint64(32);
const uint64 l_1028 = l_1027 * l_1024;
const uint64 l_1029 = l_1028 << uint64(32);
const uint64 l_1030 = l_1026 + l_1029;
const uint64 l_1031 = l_1028 >> uint64(32);
const bool l_1032 = l_1030 < l_1026;
const uint64 l_1033 = uint64(l_1032);
const uint64 l_1034 = l_1031 + l_1033;
l_mut_284 = l_1030;
const bool l_1035 = l_24 == uint32(64);
if (l_1035) {
l_mut_284 = l_1034;
} else {
const bool l_1036 = l_24 > uint32(0);
if (l_1036) {
const uint32 l_1037 = uint32(64) - l_24;
const uint64 l_1038 = uint64(l_1037);
const uint64 l_1039 = l_1034 << l_1038;
const uint64 l_1040 = uint64(l_24);
const uint64 l_1041 = l_1030 >> l_1040;
const uint64 l_1042 = l_1039 | l_1041;
l_mut_284 = l_1042;
}
}
l_mut_212 = l_mut_284;
if (l_1021) {
const uint64 l_1043 = uint64(uint32(0));
const uint64 l_1044 = l_1043 - l_mut_212;
l_mut_212 = l_1044;
}
l_mut_301 = l_mut_212;
} else {
const uint64 l_1045 = l_102 >> uint64(63);
const bool l_1046 = l_1045 == uint64(1);
l_mut_284 = l_102;
if (l_1046) {
const uint64 l_1047 = uint64(uint32(0));
const uint64 l_1048 = l_1047 - l_102;
l_mut_284 = l_1048;
}
const uint64 l_1049 = uint64(l_mut_1013);
const uint64 l_1050 = l_mut_284 & uint64(4294967295);
const uint64 l_1051 = l_1050 * l_1049;
const uint64 l_1052 = l_mut_284 >> uint64(32);
const uint64 l_1053 = l_1052 * l_1049;
const uint64 l_1054 = l_1053 << uint64(32);
const uint64 l_1055 = l_1051 + l_1054;
const uint64 l_1056 = l_1053 >> uint64(32);
const bool l_1057 = l_1055 < l_1051;
const uint64 l_1058 = uint64(l_1057);
const uint64 l_1059 = l_1056 + l_1058;
l_mut_212 = l_1055;
const bool l_1060 = uint32(0) == uint32(64);
if (l_1060) {
l_mut_212 = l_1059;
} else {
const bool l_1061 = uint32(0) > uint32(0);
if (l_1061) {
const uint64 l_1062 = uint64(uint32(64));
const uint64 l_1063 = l_1059 << l_1062;
const uint64 l_1064 = uint64(uint32(0));
const uint64 l_1065 = l_1055 >> l_1064;
const uint64 l_1066 = l_1063 | l_1065;
l_mut_212 = l_1066;
}
}
const uint64 l_1067 = uint64(l_mut_1013);
const uint64 l_1068 = l_mut_284 & uint64(4294967295);
const uint64 l_1069 = l_1068 * l_1067;
const uint64 l_1070 = l_mut_284 >> uint64(32);
const uint64 l_1071 = l_1070 * l_1067;
const uint64 l_1072 = l_1071 << uint64(32);
const uint64 l_1073 = l_1069 + l_1072;
const uint64 l_1074 = l_1071 >> uint64(32);
const bool l_1075 = l_1073 < l_1069;
const uint64 l_1076 = uint64(l_1075);
const uint64 l_1077 = l_1074 + l_1076;
l_mut_284 = l_1073;
const bool l_1078 = uint32(64) == uint32(64);
if (l_1078) {
l_mut_284 = l_1077;
} else {
const bool l_1079 = uint32(64) > uint32(0);
if (l_1079) {
const uint64 l_1080 = uint64(uint32(0));
const uint64 l_1081 = l_1077 << l_1080;
const uint64 l_1082 = uint64(uint32(64));
const uint64 l_1083 = l_1073 >> l_1082;
const uint64 l_1084 = l_1081 | l_1083;
l_mut_284 = l_1084;
}
}
const uint64 l_1085 = uint64(l_mut_1013);
const uint64 l_1086 = l_mut_212 & uint64(4294967295);
const uint64 l_1087 = l_1086 * l_1085;
const uint64 l_1088 = l_mut_212 >> uint64(32);
const uint64 l_1089 = l_1088 * l_1085;
const uint64 l_1090 = l_1089 << uint64(32);
const uint64 l_1091 = l_1087 + l_1090;
const uint64 l_1092 = l_1089 >> uint64(32);
const bool l_1093 = l_1091 < l_1087;
const uint64 l_1094 = uint64(l_1093);
const uint64 l_1095 = l_1092 + l_1094;
l_mut_158 = l_1091;
const bool l_1096 = uint32(0) == uint32(64);
if (l_1096) {
l_mut_158 = l_1095;
} else {
const bool l_1097 = uint32(0) > uint32(0);
if (l_1097) {
const uint64 l_1098 = uint64(uint32(64));
const uint64 l_1099 = l_1095 << l_1098;
const uint64 l_1100 = uint64(uint32(0));
const uint64 l_1101 = l_1091 >> l_1100;
const uint64 l_1102 = l_1099 | l_1101;
l_mut_158 = l_1102;
}
}
const uint64 l_1103 = uint64(l_mut_1013);
const uint64 l_1104 = l_mut_212 & uint64(4294967295);
const uint64 l_1105 = l_1104 * l_1103;
const uint64 l_1106 = l_mut_212 >> uint64(32);
const uint64 l_1107 = l_1106 * l_1103;
const uint64 l_1108 = l_1107 << uint64(32);
const uint64 l_1109 = l_1105 + l_1108;
const uint64 l_1110 = l_1107 >> uint64(32);
const bool l_1111 = l_1109 < l_1105;
const uint64 l_1112 = uint64(l_1111);
const uint64 l_1113 = l_1110 + l_1112;
l_mut_212 = l_1109;
const bool l_1114 = uint32(64) == uint32(64);
if (l_1114) {
l_mut_212 = l_1113;
} else {
const bool l_1115 = uint32(64) > uint32(0);
if (l_1115) {
const uint64 l_1116 = uint64(uint32(0));
const uint64 l_1117 = l_1113 << l_1116;
const uint64 l_1118 = uint64(uint32(64));
const uint64 l_1119 = l_1109 >> l_1118;
const uint64 l_1120 = l_1117 | l_1119;
l_mut_212 = l_1120;
}
}
const uint64 l_1121 = uint64(l_mut_1013);
const uint64 l_1122 = l_mut_284 * l_1121;
const uint64 l_1123 = l_mut_212 + l_1122;
l_mut_301 = l_mut_158;
const bool l_1124 = l_24 == uint32(64);
if (l_1124) {
l_mut_301 = l_1123;
} else {
const bool l_1125 = l_24 > uint32(0);
if (l_1125) {
const uint32 l_1126 = uint32(64) - l_24;
const uint64 l_1127 = uint64(l_1126);
const uint64 l_1128 = l_1123 << l_1127;
const uint64 l_1129 = uint64(l_24);
const uint64 l_1130 = l_mut_158 >> l_1129;
const uint64 l_1131 = l_1128 + l_1130;
l_mut_301 = l_1131;
}
}
if (l_1046) {
const uint64 l_1132 = uint64(uint32(0));
const uint64 l_1133 = l_1132 - l_mut_301;
l_mut_301 = l_1133;
}
}
const uint64 l_1134 = l_1016 + l_mut_301;
const uint64 l_1135 = uint64(uint32(0));
const uint64 l_1136 = l_1135 - l_1134;
l_mut_301 = l_1136;
const bool l_1137 = l_1134 < l_mut_301;
if (l_1137) {
l_mut_301 = l_1134;
}
const bool l_1138 = l_mut_301 < l_51;
if (l_1138) {
const uint32 l_1139 = l_mut_731 * uint32(2);
const uint32 l_1140 = l_1139 + uint32(1);
const uint32 l_1141 = info.static_meta[uint32(10)];
const bool l_1142 = l_1140 < l_1141;
if (l_1142) {
const uint32 l_1290 = info.static_meta[uint32(4)];
const uint32 l_1291 = l_1290 * uint32(1);
const bool l_1292 = l_1139 < l_1291;
if (l_1292) {
buffer_4[l_1139] = idxGlobal;
}
const uint32 l_1143 = l_1139 + uint32(1);
const uint32 l_1293 = info.static_meta[uint32(4)];
const uint32 l_1294 = l_1293 * uint32(1);
const bool l_1295 = l_1143 < l_1294;
if (l_1295) {
buffer_4[l_1143] = l_mut_1013;
}
}
l_mut_731 = l_mut_731 + uint32(1);
}
}
l_mut_762 = l_mut_731;
}
}
}
}
}

}
