
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[12];
};

[[kernel]]
void all_phases(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    device atomic_uint * buffer_5 [[buffer(5)]],
    constant info_st& info [[buffer(6)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_259;
bool l_mut_262;
bool l_mut_350;
bool l_mut_358;
bool l_mut_392;
uint l_mut_258;
uint l_mut_271;
uint l_mut_304;
uint l_mut_418;
uint l_mut_67;
uint l_mut_746;
uint l_mut_777;
uint l_mut_888;
uint64_t l_mut_105;
uint64_t l_mut_127;
uint64_t l_mut_158;
uint64_t l_mut_212;
uint64_t l_mut_284;
uint64_t l_mut_301;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1258 = info.static_meta[uint(5)];
const uint l_1259 = l_1258 * uint(1);
const uint l_1260 = l_1259 - uint(1);
const uint l_1261 = min(uint(3), l_1260);
device atomic_uint* l_1262 = &buffer_5[l_1261];
atomic_uint* l_1 = l_1262;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_1174 = info.static_meta[uint(3)];
const uint l_1175 = l_1174 * uint(1);
const bool l_1176 = l_3 < l_1175;
const uint l_1177 = l_1175 - uint(1);
const uint l_1178 = min(l_3, l_1177);
const uint l_1179 = buffer_3[l_1178];
const uint l_1180 = (l_1176) ? l_1179 : uint(0);
const uint l_4 = l_1180;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_1181 = info.static_meta[uint(3)];
const uint l_1182 = l_1181 * uint(1);
const bool l_1183 = l_7 < l_1182;
const uint l_1184 = l_1182 - uint(1);
const uint l_1185 = min(l_7, l_1184);
const uint l_1186 = buffer_3[l_1185];
const uint l_1187 = (l_1183) ? l_1186 : uint(0);
const uint l_8 = l_1187;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_1188 = info.static_meta[uint(3)];
const uint l_1189 = l_1188 * uint(1);
const bool l_1190 = l_14 < l_1189;
const uint l_1191 = l_1189 - uint(1);
const uint l_1192 = min(l_14, l_1191);
const uint l_1193 = buffer_3[l_1192];
const uint l_1194 = (l_1190) ? l_1193 : uint(0);
const uint l_15 = l_1194;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_1195 = info.static_meta[uint(3)];
const uint l_1196 = l_1195 * uint(1);
const bool l_1197 = l_18 < l_1196;
const uint l_1198 = l_1196 - uint(1);
const uint l_1199 = min(l_18, l_1198);
const uint l_1200 = buffer_3[l_1199];
const uint l_1201 = (l_1197) ? l_1200 : uint(0);
const uint l_19 = l_1201;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_1202 = info.static_meta[uint(3)];
const uint l_1203 = l_1202 * uint(1);
const bool l_1204 = l_25 < l_1203;
const uint l_1205 = l_1203 - uint(1);
const uint l_1206 = min(l_25, l_1205);
const uint l_1207 = buffer_3[l_1206];
const uint l_1208 = (l_1204) ? l_1207 : uint(0);
const uint l_26 = l_1208;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_1209 = info.static_meta[uint(3)];
const uint l_1210 = l_1209 * uint(1);
const bool l_1211 = l_29 < l_1210;
const uint l_1212 = l_1210 - uint(1);
const uint l_1213 = min(l_29, l_1212);
const uint l_1214 = buffer_3[l_1213];
const uint l_1215 = (l_1211) ? l_1214 : uint(0);
const uint l_30 = l_1215;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_1216 = info.static_meta[uint(3)];
const uint l_1217 = l_1216 * uint(1);
const bool l_1218 = l_34 < l_1217;
const uint l_1219 = l_1217 - uint(1);
const uint l_1220 = min(l_34, l_1219);
const uint l_1221 = buffer_3[l_1220];
const uint l_1222 = (l_1218) ? l_1221 : uint(0);
const uint l_35 = l_1222;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_1223 = info.static_meta[uint(3)];
const uint l_1224 = l_1223 * uint(1);
const bool l_1225 = l_38 < l_1224;
const uint l_1226 = l_1224 - uint(1);
const uint l_1227 = min(l_38, l_1226);
const uint l_1228 = buffer_3[l_1227];
const uint l_1229 = (l_1225) ? l_1228 : uint(0);
const uint l_39 = l_1229;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * uint(4);
const uint l_1230 = info.static_meta[uint(3)];
const uint l_1231 = l_1230 * uint(1);
const bool l_1232 = l_43 < l_1231;
const uint l_1233 = l_1231 - uint(1);
const uint l_1234 = min(l_43, l_1233);
const uint l_1235 = buffer_3[l_1234];
const uint l_1236 = (l_1232) ? l_1235 : uint(0);
const uint l_44 = l_1236;
const uint64_t l_45 = uint64_t(l_44);
const uint l_46 = uint(2) * uint(4);
const uint l_47 = l_46 + uint(1);
const uint l_1237 = info.static_meta[uint(3)];
const uint l_1238 = l_1237 * uint(1);
const bool l_1239 = l_47 < l_1238;
const uint l_1240 = l_1238 - uint(1);
const uint l_1241 = min(l_47, l_1240);
const uint l_1242 = buffer_3[l_1241];
const uint l_1243 = (l_1239) ? l_1242 : uint(0);
const uint l_48 = l_1243;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_49 << uint64_t(32);
const uint64_t l_51 = l_45 | l_50;
const uint l_52 = uint(2) * uint(5);
const uint l_1244 = info.static_meta[uint(3)];
const uint l_1245 = l_1244 * uint(1);
const bool l_1246 = l_52 < l_1245;
const uint l_1247 = l_1245 - uint(1);
const uint l_1248 = min(l_52, l_1247);
const uint l_1249 = buffer_3[l_1248];
const uint l_1250 = (l_1246) ? l_1249 : uint(0);
const uint l_53 = l_1250;
const uint64_t l_54 = uint64_t(l_53);
const uint l_55 = uint(2) * uint(5);
const uint l_56 = l_55 + uint(1);
const uint l_1251 = info.static_meta[uint(3)];
const uint l_1252 = l_1251 * uint(1);
const bool l_1253 = l_56 < l_1252;
const uint l_1254 = l_1252 - uint(1);
const uint l_1255 = min(l_56, l_1254);
const uint l_1256 = buffer_3[l_1255];
const uint l_1257 = (l_1253) ? l_1256 : uint(0);
const uint l_57 = l_1257;
const uint64_t l_58 = uint64_t(l_57);
const uint64_t l_59 = l_58 << uint64_t(32);
const uint64_t l_60 = l_54 | l_59;
const uint l_61 = uint(2) * thread_index_in_grid;
const uint l_62 = info.static_meta[uint(6)];
const bool l_63 = l_61 < l_62;
const uint64_t l_64 = uint64_t(thread_index_in_grid);
const uint64_t l_65 = uint64_t(l_13);
const uint64_t l_66 = l_64 * l_65;
l_mut_67 = uint(0);
const bool l_68 = l_66 < l_60;
if (l_68) {
const uint64_t l_69 = l_60 - l_66;
l_mut_67 = l_13;
const uint64_t l_70 = uint64_t(l_13);
const bool l_71 = l_69 < l_70;
if (l_71) {
const uint64_t l_72 = l_69 & uint64_t(4294967295);
const uint l_73 = uint(l_72);
l_mut_67 = l_73;
}
}
const uint l_74 = (l_63) ? l_mut_67 : uint(0);
const bool l_75 = l_74 > uint(0);
if (l_75) {
const uint l_76 = uint(2) * thread_index_in_grid;
const uint l_1263 = info.static_meta[uint(0)];
const uint l_1264 = l_1263 * uint(1);
const bool l_1265 = l_76 < l_1264;
const uint l_1266 = l_1264 - uint(1);
const uint l_1267 = min(l_76, l_1266);
const uint l_1268 = buffer_0[l_1267];
const uint l_1269 = (l_1265) ? l_1268 : uint(0);
const uint l_77 = l_1269;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_1270 = info.static_meta[uint(0)];
const uint l_1271 = l_1270 * uint(1);
const bool l_1272 = l_80 < l_1271;
const uint l_1273 = l_1271 - uint(1);
const uint l_1274 = min(l_80, l_1273);
const uint l_1275 = buffer_0[l_1274];
const uint l_1276 = (l_1272) ? l_1275 : uint(0);
const uint l_81 = l_1276;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint l_85 = uint(2) * thread_index_in_grid;
const uint l_1277 = info.static_meta[uint(1)];
const uint l_1278 = l_1277 * uint(1);
const bool l_1279 = l_85 < l_1278;
const uint l_1280 = l_1278 - uint(1);
const uint l_1281 = min(l_85, l_1280);
const uint l_1282 = buffer_1[l_1281];
const uint l_1283 = (l_1279) ? l_1282 : uint(0);
const uint l_86 = l_1283;
const uint64_t l_87 = uint64_t(l_86);
const uint l_88 = uint(2) * thread_index_in_grid;
const uint l_89 = l_88 + uint(1);
const uint l_1284 = info.static_meta[uint(1)];
const uint l_1285 = l_1284 * uint(1);
const bool l_1286 = l_89 < l_1285;
const uint l_1287 = l_1285 - uint(1);
const uint l_1288 = min(l_89, l_1287);
const uint l_1289 = buffer_1[l_1288];
const uint l_1290 = (l_1286) ? l_1289 : uint(0);
const uint l_90 = l_1290;
const uint64_t l_91 = uint64_t(l_90);
const uint64_t l_92 = l_91 << uint64_t(32);
const uint64_t l_93 = l_87 | l_92;
const uint l_94 = uint(2) * thread_index_in_grid;
const uint l_1291 = info.static_meta[uint(2)];
const uint l_1292 = l_1291 * uint(1);
const bool l_1293 = l_94 < l_1292;
const uint l_1294 = l_1292 - uint(1);
const uint l_1295 = min(l_94, l_1294);
const uint l_1296 = buffer_2[l_1295];
const uint l_1297 = (l_1293) ? l_1296 : uint(0);
const uint l_95 = l_1297;
const uint64_t l_96 = uint64_t(l_95);
const uint l_97 = uint(2) * thread_index_in_grid;
const uint l_98 = l_97 + uint(1);
const uint l_1298 = info.static_meta[uint(2)];
const uint l_1299 = l_1298 * uint(1);
const bool l_1300 = l_98 < l_1299;
const uint l_1301 = l_1299 - uint(1);
const uint l_1302 = min(l_98, l_1301);
const uint l_1303 = buffer_2[l_1302];
const uint l_1304 = (l_1300) ? l_1303 : uint(0);
const uint l_99 = l_1304;
const uint64_t l_100 = uint64_t(l_99);
const uint64_t l_101 = l_100 << uint64_t(32);
const uint64_t l_102 = l_96 | l_101;
const uint64_t l_103 = l_102 >> uint64_t(63);
const bool l_104 = l_103 == uint64_t(1);
l_mut_105 = l_102;
if (l_104) {
const uint64_t l_106 = uint64_t(uint(0));
const uint64_t l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
const uint64_t l_108 = uint64_t(l_13);
const uint64_t l_109 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_110 = l_109 * l_108;
const uint64_t l_111 = l_mut_105 >> uint64_t(32);
const uint64_t l_112 = l_111 * l_108;
const uint64_t l_113 = l_112 << uint64_t(32);
const uint64_t l_114 = l_110 + l_113;
const uint64_t l_115 = l_112 >> uint64_t(32);
const bool l_116 = l_114 < l_110;
const uint64_t l_117 = uint64_t(l_116);
const uint64_t l_118 = l_115 + l_117;
l_mut_105 = l_114;
const bool l_119 = l_24 == uint(64);
if (l_119) {
l_mut_105 = l_118;
} else {
const bool l_120 = l_24 > uint(0);
if (l_120) {
const uint l_121 = uint(64) - l_24;
const uint64_t l_122 = uint64_t(l_121);
const uint64_t l_123 = l_118 << l_122;
const uint64_t l_124 = uint64_t(l_24);
const uint64_t l_125 = l_114 >> l_124;
const uint64_t l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if (l_104) {
const uint64_t l_128 = uint64_t(uint(0));
const uint64_t l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
const uint64_t l_130 = l_84 + l_mut_127;
const uint l_131 = l_24 + uint(3);
const uint64_t l_132 = uint64_t(uint(0));
l_mut_127 = l_132;
const bool l_133 = l_13 < uint(65536);
if (l_133) {
const uint l_134 = l_13 * l_13;
const uint64_t l_135 = l_102 >> uint64_t(63);
const bool l_136 = l_135 == uint64_t(1);
l_mut_105 = l_102;
if (l_136) {
const uint64_t l_137 = uint64_t(uint(0));
const uint64_t l_138 = l_137 - l_102;
l_mut_105 = l_138;
}
const uint64_t l_139 = uint64_t(l_134);
const uint64_t l_140 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_141 = l_140 * l_139;
const uint64_t l_142 = l_mut_105 >> uint64_t(32);
const uint64_t l_143 = l_142 * l_139;
const uint64_t l_144 = l_143 << uint64_t(32);
const uint64_t l_145 = l_141 + l_144;
const uint64_t l_146 = l_143 >> uint64_t(32);
const bool l_147 = l_145 < l_141;
const uint64_t l_148 = uint64_t(l_147);
const uint64_t l_149 = l_146 + l_148;
l_mut_105 = l_145;
const bool l_150 = l_131 == uint(64);
if (l_150) {
l_mut_105 = l_149;
} else {
const bool l_151 = l_131 > uint(0);
if (l_151) {
const uint l_152 = uint(64) - l_131;
const uint64_t l_153 = uint64_t(l_152);
const uint64_t l_154 = l_149 << l_153;
const uint64_t l_155 = uint64_t(l_131);
const uint64_t l_156 = l_145 >> l_155;
const uint64_t l_157 = l_154 | l_156;
l_mut_105 = l_157;
}
}
l_mut_158 = l_mut_105;
if (l_136) {
const uint64_t l_159 = uint64_t(uint(0));
const uint64_t l_160 = l_159 - l_mut_158;
l_mut_158 = l_160;
}
l_mut_127 = l_mut_158;
} else {
const uint64_t l_161 = l_102 >> uint64_t(63);
const bool l_162 = l_161 == uint64_t(1);
l_mut_158 = l_102;
if (l_162) {
const uint64_t l_163 = uint64_t(uint(0));
const uint64_t l_164 = l_163 - l_102;
l_mut_158 = l_164;
}
const uint64_t l_165 = uint64_t(l_13);
const uint64_t l_166 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_167 = l_166 * l_165;
const uint64_t l_168 = l_mut_158 >> uint64_t(32);
const uint64_t l_169 = l_168 * l_165;
const uint64_t l_170 = l_169 << uint64_t(32);
const uint64_t l_171 = l_167 + l_170;
const uint64_t l_172 = l_169 >> uint64_t(32);
const bool l_173 = l_171 < l_167;
const uint64_t l_174 = uint64_t(l_173);
const uint64_t l_175 = l_172 + l_174;
l_mut_105 = l_171;
const bool l_176 = uint(0) == uint(64);
if (l_176) {
l_mut_105 = l_175;
} else {
const bool l_177 = uint(0) > uint(0);
if (l_177) {
const uint64_t l_178 = uint64_t(uint(64));
const uint64_t l_179 = l_175 << l_178;
const uint64_t l_180 = uint64_t(uint(0));
const uint64_t l_181 = l_171 >> l_180;
const uint64_t l_182 = l_179 | l_181;
l_mut_105 = l_182;
}
}
const uint64_t l_183 = uint64_t(l_13);
const uint64_t l_184 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_185 = l_184 * l_183;
const uint64_t l_186 = l_mut_158 >> uint64_t(32);
const uint64_t l_187 = l_186 * l_183;
const uint64_t l_188 = l_187 << uint64_t(32);
const uint64_t l_189 = l_185 + l_188;
const uint64_t l_190 = l_187 >> uint64_t(32);
const bool l_191 = l_189 < l_185;
const uint64_t l_192 = uint64_t(l_191);
const uint64_t l_193 = l_190 + l_192;
l_mut_158 = l_189;
const bool l_194 = uint(64) == uint(64);
if (l_194) {
l_mut_158 = l_193;
} else {
const bool l_195 = uint(64) > uint(0);
if (l_195) {
const uint64_t l_196 = uint64_t(uint(0));
const uint64_t l_197 = l_193 << l_196;
const uint64_t l_198 = uint64_t(uint(64));
const uint64_t l_199 = l_189 >> l_198;
const uint64_t l_200 = l_197 | l_199;
l_mut_158 = l_200;
}
}
const uint64_t l_201 = uint64_t(l_13);
const uint64_t l_202 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_203 = l_202 * l_201;
const uint64_t l_204 = l_mut_105 >> uint64_t(32);
const uint64_t l_205 = l_204 * l_201;
const uint64_t l_206 = l_205 << uint64_t(32);
const uint64_t l_207 = l_203 + l_206;
const uint64_t l_208 = l_205 >> uint64_t(32);
const bool l_209 = l_207 < l_203;
const uint64_t l_210 = uint64_t(l_209);
const uint64_t l_211 = l_208 + l_210;
l_mut_212 = l_207;
const bool l_213 = uint(0) == uint(64);
if (l_213) {
l_mut_212 = l_211;
} else {
const bool l_214 = uint(0) > uint(0);
if (l_214) {
const uint64_t l_215 = uint64_t(uint(64));
const uint64_t l_216 = l_211 << l_215;
const uint64_t l_217 = uint64_t(uint(0));
const uint64_t l_218 = l_207 >> l_217;
const uint64_t l_219 = l_216 | l_218;
l_mut_212 = l_219;
}
}
const uint64_t l_220 = uint64_t(l_13);
const uint64_t l_221 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_222 = l_221 * l_220;
const uint64_t l_223 = l_mut_105 >> uint64_t(32);
const uint64_t l_224 = l_223 * l_220;
const uint64_t l_225 = l_224 << uint64_t(32);
const uint64_t l_226 = l_222 + l_225;
const uint64_t l_227 = l_224 >> uint64_t(32);
const bool l_228 = l_226 < l_222;
const uint64_t l_229 = uint64_t(l_228);
const uint64_t l_230 = l_227 + l_229;
l_mut_105 = l_226;
const bool l_231 = uint(64) == uint(64);
if (l_231) {
l_mut_105 = l_230;
} else {
const bool l_232 = uint(64) > uint(0);
if (l_232) {
const uint64_t l_233 = uint64_t(uint(0));
const uint64_t l_234 = l_230 << l_233;
const uint64_t l_235 = uint64_t(uint(64));
const uint64_t l_236 = l_226 >> l_235;
const uint64_t l_237 = l_234 | l_236;
l_mut_105 = l_237;
}
}
const uint64_t l_238 = uint64_t(l_13);
const uint64_t l_239 = l_mut_158 * l_238;
const uint64_t l_240 = l_mut_105 + l_239;
l_mut_127 = l_mut_212;
const bool l_241 = l_131 == uint(64);
if (l_241) {
l_mut_127 = l_240;
} else {
const bool l_242 = l_131 > uint(0);
if (l_242) {
const uint l_243 = uint(64) - l_131;
const uint64_t l_244 = uint64_t(l_243);
const uint64_t l_245 = l_240 << l_244;
const uint64_t l_246 = uint64_t(l_131);
const uint64_t l_247 = l_mut_212 >> l_246;
const uint64_t l_248 = l_245 + l_247;
l_mut_127 = l_248;
}
}
if (l_162) {
const uint64_t l_249 = uint64_t(uint(0));
const uint64_t l_250 = l_249 - l_mut_127;
l_mut_127 = l_250;
}
}
const uint64_t l_251 = l_93 - l_mut_127;
const uint64_t l_252 = l_251 + l_33;
const uint64_t l_253 = uint64_t(uint(0));
const uint64_t l_254 = l_253 - l_130;
const uint64_t l_255 = l_33 + l_33;
l_mut_212 = l_254;
const uint64_t l_256 = uint64_t(uint(0));
const uint64_t l_257 = l_256 - l_254;
l_mut_158 = l_257;
l_mut_127 = l_252;
l_mut_67 = uint(1);
l_mut_258 = uint(1);
l_mut_259 = bool(false);
const bool l_260 = l_mut_127 < l_255;
const bool l_261 = !l_260;
l_mut_262 = l_261;
const bool l_263 = l_254 == uint64_t(0);
if (l_263) {
l_mut_259 = l_mut_262;
l_mut_262 = bool(false);
}
if (l_mut_262) {
const uint64_t l_264 = l_254 >> uint64_t(63);
const bool l_265 = l_264 == uint64_t(1);
l_mut_105 = l_254;
if (l_265) {
const uint64_t l_266 = uint64_t(uint(0));
const uint64_t l_267 = l_266 - l_254;
l_mut_105 = l_267;
}
const uint l_268 = l_13 - uint(1);
const uint64_t l_269 = uint64_t(l_268);
const uint64_t l_270 = l_mut_105 * l_269;
l_mut_271 = uint(0);
const uint l_272 = l_13 - uint(1);
const uint64_t l_273 = uint64_t(l_272);
const uint64_t l_274 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_275 = l_274 * l_273;
const uint64_t l_276 = l_mut_105 >> uint64_t(32);
const uint64_t l_277 = l_276 * l_273;
const uint64_t l_278 = l_277 << uint64_t(32);
const uint64_t l_279 = l_275 + l_278;
const uint64_t l_280 = l_277 >> uint64_t(32);
const bool l_281 = l_279 < l_275;
const uint64_t l_282 = uint64_t(l_281);
const uint64_t l_283 = l_280 + l_282;
l_mut_284 = l_279;
const bool l_285 = uint(64) == uint(64);
if (l_285) {
l_mut_284 = l_283;
} else {
const bool l_286 = uint(64) > uint(0);
if (l_286) {
const uint64_t l_287 = uint64_t(uint(0));
const uint64_t l_288 = l_283 << l_287;
const uint64_t l_289 = uint64_t(uint(64));
const uint64_t l_290 = l_279 >> l_289;
const uint64_t l_291 = l_288 | l_290;
l_mut_284 = l_291;
}
}
const bool l_292 = l_mut_284 == uint64_t(0);
if (l_292) {
l_mut_284 = l_252;
if (l_265) {
const uint64_t l_293 = uint64_t(uint(0));
const uint64_t l_294 = l_293 - l_252;
const bool l_295 = l_252 == uint64_t(0);
const bool l_296 = !l_295;
const bool l_297 = l_270 < l_294;
const bool l_298 = !l_297;
const bool l_299 = l_296 && l_298;
if (l_299) {
const uint l_300 = l_13 - uint(1);
l_mut_301 = l_294;
const bool l_302 = l_294 < l_mut_105;
const bool l_303 = !l_302;
if (l_303) {
l_mut_304 = uint(0);
const bool l_305 = l_mut_105 < l_294;
if (l_305) {
const uint64_t l_306 = l_294 - uint64_t(1);
const uint64_t l_307 = l_306 / l_mut_105;
const uint64_t l_308 = uint64_t(l_300);
const bool l_309 = l_307 < l_308;
const uint64_t l_310 = uint64_t(l_300);
const uint64_t l_311 = (l_309) ? l_307 : l_310;
const uint l_312 = uint(l_311);
l_mut_304 = l_312;
}
const uint64_t l_313 = uint64_t(l_mut_304);
const uint64_t l_314 = l_mut_105 * l_313;
const uint64_t l_315 = l_294 - l_314;
l_mut_301 = l_315;
const bool l_316 = l_mut_301 < l_mut_105;
const bool l_317 = !l_316;
if (l_317) {
const uint64_t l_318 = l_mut_301 - l_mut_105;
l_mut_301 = l_318;
}
}
const uint64_t l_319 = l_mut_105 - l_mut_301;
l_mut_301 = l_319;
const bool l_320 = l_319 < l_mut_105;
const bool l_321 = !l_320;
if (l_321) {
const uint64_t l_322 = l_319 - l_mut_105;
l_mut_301 = l_322;
}
const bool l_323 = l_mut_301 < l_mut_284;
if (l_323) {
l_mut_284 = l_mut_301;
}
}
} else {
const uint64_t l_324 = l_252 - l_270;
l_mut_284 = l_324;
const bool l_325 = l_252 < l_270;
if (l_325) {
const uint l_326 = l_13 - uint(1);
l_mut_301 = l_252;
const bool l_327 = l_252 < l_mut_105;
const bool l_328 = !l_327;
if (l_328) {
l_mut_304 = uint(0);
const bool l_329 = l_mut_105 < l_252;
if (l_329) {
const uint64_t l_330 = l_252 - uint64_t(1);
const uint64_t l_331 = l_330 / l_mut_105;
const uint64_t l_332 = uint64_t(l_326);
const bool l_333 = l_331 < l_332;
const uint64_t l_334 = uint64_t(l_326);
const uint64_t l_335 = (l_333) ? l_331 : l_334;
const uint l_336 = uint(l_335);
l_mut_304 = l_336;
}
const uint64_t l_337 = uint64_t(l_mut_304);
const uint64_t l_338 = l_mut_105 * l_337;
const uint64_t l_339 = l_252 - l_338;
l_mut_301 = l_339;
const bool l_340 = l_mut_301 < l_mut_105;
const bool l_341 = !l_340;
if (l_341) {
const uint64_t l_342 = l_mut_301 - l_mut_105;
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
const uint l_346 = uint(l_345);
const uint l_347 = uint(2) - l_346;
l_mut_271 = l_347;
}
const bool l_348 = l_mut_271 > uint(0);
if (l_348) {
const bool l_349 = l_mut_271 == uint(1);
l_mut_259 = l_349;
l_mut_262 = bool(false);
}
}
l_mut_350 = bool(false);
while (true) {
const bool l_351 = !l_mut_262;
if (l_351) {
break;}
l_mut_301 = l_mut_212;
if (l_mut_350) {
l_mut_301 = l_mut_158;
}
const bool l_352 = l_mut_127 < l_mut_301;
const bool l_353 = !l_352;
const bool l_354 = l_353 != l_mut_350;
if (l_354) {
l_mut_301 = l_mut_212;
l_mut_212 = l_mut_158;
l_mut_158 = l_mut_301;
l_mut_304 = l_mut_67;
l_mut_67 = l_mut_258;
l_mut_258 = l_mut_304;
l_mut_350 = l_353;
}
const uint64_t l_355 = l_mut_212 - l_mut_127;
l_mut_301 = l_355;
if (l_mut_350) {
const uint64_t l_356 = l_mut_127 - l_255;
l_mut_301 = l_356;
}
l_mut_284 = l_mut_212;
const bool l_357 = l_mut_301 < l_mut_212;
if (l_357) {
l_mut_284 = l_mut_301;
}
l_mut_358 = bool(false);
const uint64_t l_359 = uint64_t(uint(3));
const uint64_t l_360 = l_mut_284 >> l_359;
const bool l_361 = l_360 < l_mut_158;
const bool l_362 = !l_361;
l_mut_358 = l_362;
l_mut_304 = uint(0);
const bool l_363 = l_mut_158 == uint64_t(0);
const bool l_364 = !l_363;
const bool l_365 = l_mut_358 && l_364;
const bool l_366 = l_mut_158 < l_mut_284;
const bool l_367 = l_365 && l_366;
const uint l_368 = l_mut_67 + l_mut_258;
const bool l_369 = l_368 < l_13;
const bool l_370 = l_367 && l_369;
if (l_370) {
const uint l_371 = l_13 - l_mut_67;
const uint l_372 = l_371 - l_mut_258;
const uint l_373 = l_372 / l_mut_67;
const uint64_t l_374 = l_mut_284 - uint64_t(1);
const uint64_t l_375 = l_374 / l_mut_158;
const uint64_t l_376 = uint64_t(l_373);
const bool l_377 = l_375 < l_376;
const uint64_t l_378 = uint64_t(l_373);
const uint64_t l_379 = (l_377) ? l_375 : l_378;
const uint l_380 = uint(l_379);
l_mut_304 = l_380;
}
const bool l_381 = l_mut_304 == uint(0);
l_mut_358 = l_381;
const bool l_382 = l_mut_304 > uint(0);
if (l_382) {
const uint64_t l_383 = uint64_t(l_mut_304);
const uint64_t l_384 = l_mut_158 * l_383;
if (l_mut_350) {
const uint64_t l_385 = l_mut_127 - l_384;
l_mut_127 = l_385;
}
const uint64_t l_386 = l_mut_212 - l_384;
l_mut_212 = l_386;
const uint l_387 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_387;
} else {
if (l_mut_350) {
const uint64_t l_388 = l_mut_127 - l_mut_158;
l_mut_127 = l_388;
const bool l_389 = l_mut_127 < l_255;
if (l_389) {
l_mut_262 = bool(false);
l_mut_358 = bool(false);
}
}
}
if (l_mut_358) {
const uint l_390 = l_13 - l_mut_67;
const uint l_391 = l_390 / l_mut_258;
l_mut_304 = uint(0);
l_mut_392 = bool(false);
const uint64_t l_393 = uint64_t(uint(3));
const uint64_t l_394 = l_mut_158 >> l_393;
const bool l_395 = l_394 < l_mut_212;
const bool l_396 = !l_395;
l_mut_392 = l_396;
const bool l_397 = l_mut_212 == uint64_t(0);
if (l_397) {
l_mut_304 = l_391;
} else {
if (l_mut_392) {
const bool l_398 = l_mut_212 < l_mut_158;
if (l_398) {
const uint64_t l_399 = l_mut_158 - uint64_t(1);
const uint64_t l_400 = l_399 / l_mut_212;
const uint64_t l_401 = uint64_t(l_391);
const bool l_402 = l_400 < l_401;
const uint64_t l_403 = uint64_t(l_391);
const uint64_t l_404 = (l_402) ? l_400 : l_403;
const uint l_405 = uint(l_404);
l_mut_304 = l_405;
}
} else {
l_mut_301 = l_mut_158;
while (true) {
const bool l_406 = l_mut_212 < l_mut_301;
const uint l_407 = l_mut_304 * l_mut_258;
const uint l_408 = l_mut_67 + l_407;
const uint l_409 = l_408 + l_mut_258;
const bool l_410 = l_409 < l_13;
const bool l_411 = l_406 && l_410;
const bool l_412 = !l_411;
if (l_412) {
break;}
const uint64_t l_413 = l_mut_301 - l_mut_212;
l_mut_301 = l_413;
l_mut_304 = l_mut_304 + uint(1);
}
}
}
const uint l_414 = l_mut_304 * l_mut_258;
const uint l_415 = l_mut_67 + l_414;
const uint l_416 = l_415 + l_mut_258;
const bool l_417 = l_416 >= l_13;
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_418 = l_mut_258;
const bool l_419 = !l_417;
if (l_419) {
const uint64_t l_420 = uint64_t(l_mut_304);
const uint64_t l_421 = l_mut_212 * l_420;
const uint64_t l_422 = l_mut_158 - l_421;
l_mut_284 = l_422;
const uint l_423 = l_mut_304 * l_mut_258;
const uint l_424 = l_mut_67 + l_423;
l_mut_271 = l_424;
const uint64_t l_425 = l_mut_212 - l_mut_284;
l_mut_301 = l_425;
const uint l_426 = l_mut_258 + l_mut_271;
l_mut_418 = l_426;
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_418;
l_mut_259 = l_417;
const bool l_427 = !l_417;
l_mut_262 = l_427;
}
}
const bool l_428 = !l_mut_259;
if (l_428) {
const uint l_1305 = info.static_meta[uint(5)];
const uint l_1306 = l_1305 * uint(1);
const uint l_1307 = l_1306 - uint(1);
const uint l_1308 = min(uint(0), l_1307);
device atomic_uint* l_1309 = &buffer_5[l_1308];
atomic_uint* l_429 = l_1309;
const uint l_430 = atomic_fetch_add_explicit(l_429, uint(1), memory_order_relaxed);
const uint l_431 = l_13 / uint(8);
l_mut_418 = uint(0);
l_mut_304 = uint(0);
l_mut_271 = uint(0);

for (uint l_mut_432 = uint(0); l_mut_432 < uint(8); ++l_mut_432) {
const uint l_433 = l_mut_432 * l_431;
const bool l_434 = l_433 < l_74;
const uint l_435 = l_13 / uint(8);
const uint l_436 = l_mut_432 * l_435;
const uint l_437 = l_436 + l_436;
const uint64_t l_438 = l_102 >> uint64_t(63);
const bool l_439 = l_438 == uint64_t(1);
l_mut_301 = l_102;
if (l_439) {
const uint64_t l_440 = uint64_t(uint(0));
const uint64_t l_441 = l_440 - l_102;
l_mut_301 = l_441;
}
const uint64_t l_442 = uint64_t(l_437);
const uint64_t l_443 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_444 = l_443 * l_442;
const uint64_t l_445 = l_mut_301 >> uint64_t(32);
const uint64_t l_446 = l_445 * l_442;
const uint64_t l_447 = l_446 << uint64_t(32);
const uint64_t l_448 = l_444 + l_447;
const uint64_t l_449 = l_446 >> uint64_t(32);
const bool l_450 = l_448 < l_444;
const uint64_t l_451 = uint64_t(l_450);
const uint64_t l_452 = l_449 + l_451;
l_mut_301 = l_448;
const bool l_453 = l_24 == uint(64);
if (l_453) {
l_mut_301 = l_452;
} else {
const bool l_454 = l_24 > uint(0);
if (l_454) {
const uint l_455 = uint(64) - l_24;
const uint64_t l_456 = uint64_t(l_455);
const uint64_t l_457 = l_452 << l_456;
const uint64_t l_458 = uint64_t(l_24);
const uint64_t l_459 = l_448 >> l_458;
const uint64_t l_460 = l_457 | l_459;
l_mut_301 = l_460;
}
}
l_mut_284 = l_mut_301;
if (l_439) {
const uint64_t l_461 = uint64_t(uint(0));
const uint64_t l_462 = l_461 - l_mut_284;
l_mut_284 = l_462;
}
const uint64_t l_463 = l_84 + l_mut_284;
const uint64_t l_464 = uint64_t(l_436);
const uint64_t l_465 = l_84 * l_464;
const uint64_t l_466 = l_93 + l_465;
const uint64_t l_467 = uint64_t(uint(0));
l_mut_301 = l_467;
const bool l_468 = l_436 < uint(65536);
if (l_468) {
const uint l_469 = l_436 * l_436;
const uint64_t l_470 = l_102 >> uint64_t(63);
const bool l_471 = l_470 == uint64_t(1);
l_mut_284 = l_102;
if (l_471) {
const uint64_t l_472 = uint64_t(uint(0));
const uint64_t l_473 = l_472 - l_102;
l_mut_284 = l_473;
}
const uint64_t l_474 = uint64_t(l_469);
const uint64_t l_475 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_476 = l_475 * l_474;
const uint64_t l_477 = l_mut_284 >> uint64_t(32);
const uint64_t l_478 = l_477 * l_474;
const uint64_t l_479 = l_478 << uint64_t(32);
const uint64_t l_480 = l_476 + l_479;
const uint64_t l_481 = l_478 >> uint64_t(32);
const bool l_482 = l_480 < l_476;
const uint64_t l_483 = uint64_t(l_482);
const uint64_t l_484 = l_481 + l_483;
l_mut_284 = l_480;
const bool l_485 = l_24 == uint(64);
if (l_485) {
l_mut_284 = l_484;
} else {
const bool l_486 = l_24 > uint(0);
if (l_486) {
const uint l_487 = uint(64) - l_24;
const uint64_t l_488 = uint64_t(l_487);
const uint64_t l_489 = l_484 << l_488;
const uint64_t l_490 = uint64_t(l_24);
const uint64_t l_491 = l_480 >> l_490;
const uint64_t l_492 = l_489 | l_491;
l_mut_284 = l_492;
}
}
l_mut_212 = l_mut_284;
if (l_471) {
const uint64_t l_493 = uint64_t(uint(0));
const uint64_t l_494 = l_493 - l_mut_212;
l_mut_212 = l_494;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_495 = l_102 >> uint64_t(63);
const bool l_496 = l_495 == uint64_t(1);
l_mut_284 = l_102;
if (l_496) {
const uint64_t l_497 = uint64_t(uint(0));
const uint64_t l_498 = l_497 - l_102;
l_mut_284 = l_498;
}
const uint64_t l_499 = uint64_t(l_436);
const uint64_t l_500 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_501 = l_500 * l_499;
const uint64_t l_502 = l_mut_284 >> uint64_t(32);
const uint64_t l_503 = l_502 * l_499;
const uint64_t l_504 = l_503 << uint64_t(32);
const uint64_t l_505 = l_501 + l_504;
const uint64_t l_506 = l_503 >> uint64_t(32);
const bool l_507 = l_505 < l_501;
const uint64_t l_508 = uint64_t(l_507);
const uint64_t l_509 = l_506 + l_508;
l_mut_212 = l_505;
const bool l_510 = uint(0) == uint(64);
if (l_510) {
l_mut_212 = l_509;
} else {
const bool l_511 = uint(0) > uint(0);
if (l_511) {
const uint64_t l_512 = uint64_t(uint(64));
const uint64_t l_513 = l_509 << l_512;
const uint64_t l_514 = uint64_t(uint(0));
const uint64_t l_515 = l_505 >> l_514;
const uint64_t l_516 = l_513 | l_515;
l_mut_212 = l_516;
}
}
const uint64_t l_517 = uint64_t(l_436);
const uint64_t l_518 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_519 = l_518 * l_517;
const uint64_t l_520 = l_mut_284 >> uint64_t(32);
const uint64_t l_521 = l_520 * l_517;
const uint64_t l_522 = l_521 << uint64_t(32);
const uint64_t l_523 = l_519 + l_522;
const uint64_t l_524 = l_521 >> uint64_t(32);
const bool l_525 = l_523 < l_519;
const uint64_t l_526 = uint64_t(l_525);
const uint64_t l_527 = l_524 + l_526;
l_mut_284 = l_523;
const bool l_528 = uint(64) == uint(64);
if (l_528) {
l_mut_284 = l_527;
} else {
const bool l_529 = uint(64) > uint(0);
if (l_529) {
const uint64_t l_530 = uint64_t(uint(0));
const uint64_t l_531 = l_527 << l_530;
const uint64_t l_532 = uint64_t(uint(64));
const uint64_t l_533 = l_523 >> l_532;
const uint64_t l_534 = l_531 | l_533;
l_mut_284 = l_534;
}
}
const uint64_t l_535 = uint64_t(l_436);
const uint64_t l_536 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_537 = l_536 * l_535;
const uint64_t l_538 = l_mut_212 >> uint64_t(32);
const uint64_t l_539 = l_538 * l_535;
const uint64_t l_540 = l_539 << uint64_t(32);
const uint64_t l_541 = l_537 + l_540;
const uint64_t l_542 = l_539 >> uint64_t(32);
const bool l_543 = l_541 < l_537;
const uint64_t l_544 = uint64_t(l_543);
const uint64_t l_545 = l_542 + l_544;
l_mut_158 = l_541;
const bool l_546 = uint(0) == uint(64);
if (l_546) {
l_mut_158 = l_545;
} else {
const bool l_547 = uint(0) > uint(0);
if (l_547) {
const uint64_t l_548 = uint64_t(uint(64));
const uint64_t l_549 = l_545 << l_548;
const uint64_t l_550 = uint64_t(uint(0));
const uint64_t l_551 = l_541 >> l_550;
const uint64_t l_552 = l_549 | l_551;
l_mut_158 = l_552;
}
}
const uint64_t l_553 = uint64_t(l_436);
const uint64_t l_554 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_555 = l_554 * l_553;
const uint64_t l_556 = l_mut_212 >> uint64_t(32);
const uint64_t l_557 = l_556 * l_553;
const uint64_t l_558 = l_557 << uint64_t(32);
const uint64_t l_559 = l_555 + l_558;
const uint64_t l_560 = l_557 >> uint64_t(32);
const bool l_561 = l_559 < l_555;
const uint64_t l_562 = uint64_t(l_561);
const uint64_t l_563 = l_560 + l_562;
l_mut_212 = l_559;
const bool l_564 = uint(64) == uint(64);
if (l_564) {
l_mut_212 = l_563;
} else {
const bool l_565 = uint(64) > uint(0);
if (l_565) {
const uint64_t l_566 = uint64_t(uint(0));
const uint64_t l_567 = l_563 << l_566;
const uint64_t l_568 = uint64_t(uint(64));
const uint64_t l_569 = l_559 >> l_568;
const uint64_t l_570 = l_567 | l_569;
l_mut_212 = l_570;
}
}
const uint64_t l_571 = uint64_t(l_436);
const uint64_t l_572 = l_mut_284 * l_571;
const uint64_t l_573 = l_mut_212 + l_572;
l_mut_301 = l_mut_158;
const bool l_574 = l_24 == uint(64);
if (l_574) {
l_mut_301 = l_573;
} else {
const bool l_575 = l_24 > uint(0);
if (l_575) {
const uint l_576 = uint(64) - l_24;
const uint64_t l_577 = uint64_t(l_576);
const uint64_t l_578 = l_573 << l_577;
const uint64_t l_579 = uint64_t(l_24);
const uint64_t l_580 = l_mut_158 >> l_579;
const uint64_t l_581 = l_578 + l_580;
l_mut_301 = l_581;
}
}
if (l_496) {
const uint64_t l_582 = uint64_t(uint(0));
const uint64_t l_583 = l_582 - l_mut_301;
l_mut_301 = l_583;
}
}
const uint64_t l_584 = l_466 + l_mut_301;
const uint64_t l_585 = l_102 >> uint64_t(63);
const bool l_586 = l_585 == uint64_t(1);
l_mut_301 = l_102;
if (l_586) {
const uint64_t l_587 = uint64_t(uint(0));
const uint64_t l_588 = l_587 - l_102;
l_mut_301 = l_588;
}
const uint64_t l_589 = uint64_t(l_435);
const uint64_t l_590 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_591 = l_590 * l_589;
const uint64_t l_592 = l_mut_301 >> uint64_t(32);
const uint64_t l_593 = l_592 * l_589;
const uint64_t l_594 = l_593 << uint64_t(32);
const uint64_t l_595 = l_591 + l_594;
const uint64_t l_596 = l_593 >> uint64_t(32);
const bool l_597 = l_595 < l_591;
const uint64_t l_598 = uint64_t(l_597);
const uint64_t l_599 = l_596 + l_598;
l_mut_301 = l_595;
const bool l_600 = l_24 == uint(64);
if (l_600) {
l_mut_301 = l_599;
} else {
const bool l_601 = l_24 > uint(0);
if (l_601) {
const uint l_602 = uint(64) - l_24;
const uint64_t l_603 = uint64_t(l_602);
const uint64_t l_604 = l_599 << l_603;
const uint64_t l_605 = uint64_t(l_24);
const uint64_t l_606 = l_595 >> l_605;
const uint64_t l_607 = l_604 | l_606;
l_mut_301 = l_607;
}
}
l_mut_284 = l_mut_301;
if (l_586) {
const uint64_t l_608 = uint64_t(uint(0));
const uint64_t l_609 = l_608 - l_mut_284;
l_mut_284 = l_609;
}
const uint64_t l_610 = l_463 + l_mut_284;
const uint l_611 = l_24 + uint(3);
const uint64_t l_612 = uint64_t(uint(0));
l_mut_301 = l_612;
const bool l_613 = l_435 < uint(65536);
if (l_613) {
const uint l_614 = l_435 * l_435;
const uint64_t l_615 = l_102 >> uint64_t(63);
const bool l_616 = l_615 == uint64_t(1);
l_mut_284 = l_102;
if (l_616) {
const uint64_t l_617 = uint64_t(uint(0));
const uint64_t l_618 = l_617 - l_102;
l_mut_284 = l_618;
}
const uint64_t l_619 = uint64_t(l_614);
const uint64_t l_620 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_621 = l_620 * l_619;
const uint64_t l_622 = l_mut_284 >> uint64_t(32);
const uint64_t l_623 = l_622 * l_619;
const uint64_t l_624 = l_623 << uint64_t(32);
const uint64_t l_625 = l_621 + l_624;
const uint64_t l_626 = l_623 >> uint64_t(32);
const bool l_627 = l_625 < l_621;
const uint64_t l_628 = uint64_t(l_627);
const uint64_t l_629 = l_626 + l_628;
l_mut_284 = l_625;
const bool l_630 = l_611 == uint(64);
if (l_630) {
l_mut_284 = l_629;
} else {
const bool l_631 = l_611 > uint(0);
if (l_631) {
const uint l_632 = uint(64) - l_611;
const uint64_t l_633 = uint64_t(l_632);
const uint64_t l_634 = l_629 << l_633;
const uint64_t l_635 = uint64_t(l_611);
const uint64_t l_636 = l_625 >> l_635;
const uint64_t l_637 = l_634 | l_636;
l_mut_284 = l_637;
}
}
l_mut_212 = l_mut_284;
if (l_616) {
const uint64_t l_638 = uint64_t(uint(0));
const uint64_t l_639 = l_638 - l_mut_212;
l_mut_212 = l_639;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_640 = l_102 >> uint64_t(63);
const bool l_641 = l_640 == uint64_t(1);
l_mut_284 = l_102;
if (l_641) {
const uint64_t l_642 = uint64_t(uint(0));
const uint64_t l_643 = l_642 - l_102;
l_mut_284 = l_643;
}
const uint64_t l_644 = uint64_t(l_435);
const uint64_t l_645 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_646 = l_645 * l_644;
const uint64_t l_647 = l_mut_284 >> uint64_t(32);
const uint64_t l_648 = l_647 * l_644;
const uint64_t l_649 = l_648 << uint64_t(32);
const uint64_t l_650 = l_646 + l_649;
const uint64_t l_651 = l_648 >> uint64_t(32);
const bool l_652 = l_650 < l_646;
const uint64_t l_653 = uint64_t(l_652);
const uint64_t l_654 = l_651 + l_653;
l_mut_212 = l_650;
const bool l_655 = uint(0) == uint(64);
if (l_655) {
l_mut_212 = l_654;
} else {
const bool l_656 = uint(0) > uint(0);
if (l_656) {
const uint64_t l_657 = uint64_t(uint(64));
const uint64_t l_658 = l_654 << l_657;
const uint64_t l_659 = uint64_t(uint(0));
const uint64_t l_660 = l_650 >> l_659;
const uint64_t l_661 = l_658 | l_660;
l_mut_212 = l_661;
}
}
const uint64_t l_662 = uint64_t(l_435);
const uint64_t l_663 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_664 = l_663 * l_662;
const uint64_t l_665 = l_mut_284 >> uint64_t(32);
const uint64_t l_666 = l_665 * l_662;
const uint64_t l_667 = l_666 << uint64_t(32);
const uint64_t l_668 = l_664 + l_667;
const uint64_t l_669 = l_666 >> uint64_t(32);
const bool l_670 = l_668 < l_664;
const uint64_t l_671 = uint64_t(l_670);
const uint64_t l_672 = l_669 + l_671;
l_mut_284 = l_668;
const bool l_673 = uint(64) == uint(64);
if (l_673) {
l_mut_284 = l_672;
} else {
const bool l_674 = uint(64) > uint(0);
if (l_674) {
const uint64_t l_675 = uint64_t(uint(0));
const uint64_t l_676 = l_672 << l_675;
const uint64_t l_677 = uint64_t(uint(64));
const uint64_t l_678 = l_668 >> l_677;
const uint64_t l_679 = l_676 | l_678;
l_mut_284 = l_679;
}
}
const uint64_t l_680 = uint64_t(l_435);
const uint64_t l_681 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_682 = l_681 * l_680;
const uint64_t l_683 = l_mut_212 >> uint64_t(32);
const uint64_t l_684 = l_683 * l_680;
const uint64_t l_685 = l_684 << uint64_t(32);
const uint64_t l_686 = l_682 + l_685;
const uint64_t l_687 = l_684 >> uint64_t(32);
const bool l_688 = l_686 < l_682;
const uint64_t l_689 = uint64_t(l_688);
const uint64_t l_690 = l_687 + l_689;
l_mut_158 = l_686;
const bool l_691 = uint(0) == uint(64);
if (l_691) {
l_mut_158 = l_690;
} else {
const bool l_692 = uint(0) > uint(0);
if (l_692) {
const uint64_t l_693 = uint64_t(uint(64));
const uint64_t l_694 = l_690 << l_693;
const uint64_t l_695 = uint64_t(uint(0));
const uint64_t l_696 = l_686 >> l_695;
const uint64_t l_697 = l_694 | l_696;
l_mut_158 = l_697;
}
}
const uint64_t l_698 = uint64_t(l_435);
const uint64_t l_699 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_700 = l_699 * l_698;
const uint64_t l_701 = l_mut_212 >> uint64_t(32);
const uint64_t l_702 = l_701 * l_698;
const uint64_t l_703 = l_702 << uint64_t(32);
const uint64_t l_704 = l_700 + l_703;
const uint64_t l_705 = l_702 >> uint64_t(32);
const bool l_706 = l_704 < l_700;
const uint64_t l_707 = uint64_t(l_706);
const uint64_t l_708 = l_705 + l_707;
l_mut_212 = l_704;
const bool l_709 = uint(64) == uint(64);
if (l_709) {
l_mut_212 = l_708;
} else {
const bool l_710 = uint(64) > uint(0);
if (l_710) {
const uint64_t l_711 = uint64_t(uint(0));
const uint64_t l_712 = l_708 << l_711;
const uint64_t l_713 = uint64_t(uint(64));
const uint64_t l_714 = l_704 >> l_713;
const uint64_t l_715 = l_712 | l_714;
l_mut_212 = l_715;
}
}
const uint64_t l_716 = uint64_t(l_435);
const uint64_t l_717 = l_mut_284 * l_716;
const uint64_t l_718 = l_mut_212 + l_717;
l_mut_301 = l_mut_158;
const bool l_719 = l_611 == uint(64);
if (l_719) {
l_mut_301 = l_718;
} else {
const bool l_720 = l_611 > uint(0);
if (l_720) {
const uint l_721 = uint(64) - l_611;
const uint64_t l_722 = uint64_t(l_721);
const uint64_t l_723 = l_718 << l_722;
const uint64_t l_724 = uint64_t(l_611);
const uint64_t l_725 = l_mut_158 >> l_724;
const uint64_t l_726 = l_723 + l_725;
l_mut_301 = l_726;
}
}
if (l_641) {
const uint64_t l_727 = uint64_t(uint(0));
const uint64_t l_728 = l_727 - l_mut_301;
l_mut_301 = l_728;
}
}
const uint64_t l_729 = l_584 - l_mut_301;
const uint64_t l_730 = l_729 + l_42;
const uint64_t l_731 = uint64_t(uint(0));
const uint64_t l_732 = l_731 - l_610;
const uint64_t l_733 = l_42 + l_42;
l_mut_301 = l_732;
const uint64_t l_734 = uint64_t(uint(0));
const uint64_t l_735 = l_734 - l_732;
l_mut_284 = l_735;
l_mut_212 = l_730;
l_mut_258 = uint(1);
l_mut_67 = uint(1);
l_mut_392 = bool(false);
const bool l_736 = l_mut_212 < l_733;
const bool l_737 = !l_736;
l_mut_358 = l_737;
const bool l_738 = l_732 == uint64_t(0);
if (l_738) {
l_mut_392 = l_mut_358;
l_mut_358 = bool(false);
}
if (l_mut_358) {
const uint64_t l_739 = l_732 >> uint64_t(63);
const bool l_740 = l_739 == uint64_t(1);
l_mut_158 = l_732;
if (l_740) {
const uint64_t l_741 = uint64_t(uint(0));
const uint64_t l_742 = l_741 - l_732;
l_mut_158 = l_742;
}
const uint l_743 = l_435 - uint(1);
const uint64_t l_744 = uint64_t(l_743);
const uint64_t l_745 = l_mut_158 * l_744;
l_mut_746 = uint(0);
const uint l_747 = l_435 - uint(1);
const uint64_t l_748 = uint64_t(l_747);
const uint64_t l_749 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_750 = l_749 * l_748;
const uint64_t l_751 = l_mut_158 >> uint64_t(32);
const uint64_t l_752 = l_751 * l_748;
const uint64_t l_753 = l_752 << uint64_t(32);
const uint64_t l_754 = l_750 + l_753;
const uint64_t l_755 = l_752 >> uint64_t(32);
const bool l_756 = l_754 < l_750;
const uint64_t l_757 = uint64_t(l_756);
const uint64_t l_758 = l_755 + l_757;
l_mut_127 = l_754;
const bool l_759 = uint(64) == uint(64);
if (l_759) {
l_mut_127 = l_758;
} else {
const bool l_760 = uint(64) > uint(0);
if (l_760) {
const uint64_t l_761 = uint64_t(uint(0));
const uint64_t l_762 = l_758 << l_761;
const uint64_t l_763 = uint64_t(uint(64));
const uint64_t l_764 = l_754 >> l_763;
const uint64_t l_765 = l_762 | l_764;
l_mut_127 = l_765;
}
}
const bool l_766 = l_mut_127 == uint64_t(0);
if (l_766) {
l_mut_127 = l_730;
if (l_740) {
const uint64_t l_767 = uint64_t(uint(0));
const uint64_t l_768 = l_767 - l_730;
const bool l_769 = l_730 == uint64_t(0);
const bool l_770 = !l_769;
const bool l_771 = l_745 < l_768;
const bool l_772 = !l_771;
const bool l_773 = l_770 && l_772;
if (l_773) {
const uint l_774 = l_435 - uint(1);
l_mut_105 = l_768;
const bool l_775 = l_768 < l_mut_158;
const bool l_776 = !l_775;
if (l_776) {
l_mut_777 = uint(0);
const bool l_778 = l_mut_158 < l_768;
if (l_778) {
const uint64_t l_779 = l_768 - uint64_t(1);
const uint64_t l_780 = l_779 / l_mut_158;
const uint64_t l_781 = uint64_t(l_774);
const bool l_782 = l_780 < l_781;
const uint64_t l_783 = uint64_t(l_774);
const uint64_t l_784 = (l_782) ? l_780 : l_783;
const uint l_785 = uint(l_784);
l_mut_777 = l_785;
}
const uint64_t l_786 = uint64_t(l_mut_777);
const uint64_t l_787 = l_mut_158 * l_786;
const uint64_t l_788 = l_768 - l_787;
l_mut_105 = l_788;
const bool l_789 = l_mut_105 < l_mut_158;
const bool l_790 = !l_789;
if (l_790) {
const uint64_t l_791 = l_mut_105 - l_mut_158;
l_mut_105 = l_791;
}
}
const uint64_t l_792 = l_mut_158 - l_mut_105;
l_mut_105 = l_792;
const bool l_793 = l_792 < l_mut_158;
const bool l_794 = !l_793;
if (l_794) {
const uint64_t l_795 = l_792 - l_mut_158;
l_mut_105 = l_795;
}
const bool l_796 = l_mut_105 < l_mut_127;
if (l_796) {
l_mut_127 = l_mut_105;
}
}
} else {
const uint64_t l_797 = l_730 - l_745;
l_mut_127 = l_797;
const bool l_798 = l_730 < l_745;
if (l_798) {
const uint l_799 = l_435 - uint(1);
l_mut_105 = l_730;
const bool l_800 = l_730 < l_mut_158;
const bool l_801 = !l_800;
if (l_801) {
l_mut_777 = uint(0);
const bool l_802 = l_mut_158 < l_730;
if (l_802) {
const uint64_t l_803 = l_730 - uint64_t(1);
const uint64_t l_804 = l_803 / l_mut_158;
const uint64_t l_805 = uint64_t(l_799);
const bool l_806 = l_804 < l_805;
const uint64_t l_807 = uint64_t(l_799);
const uint64_t l_808 = (l_806) ? l_804 : l_807;
const uint l_809 = uint(l_808);
l_mut_777 = l_809;
}
const uint64_t l_810 = uint64_t(l_mut_777);
const uint64_t l_811 = l_mut_158 * l_810;
const uint64_t l_812 = l_730 - l_811;
l_mut_105 = l_812;
const bool l_813 = l_mut_105 < l_mut_158;
const bool l_814 = !l_813;
if (l_814) {
const uint64_t l_815 = l_mut_105 - l_mut_158;
l_mut_105 = l_815;
}
}
const bool l_816 = l_mut_105 < l_mut_127;
if (l_816) {
l_mut_127 = l_mut_105;
}
}
}
const bool l_817 = l_mut_127 < l_733;
const bool l_818 = !l_817;
const uint l_819 = uint(l_818);
const uint l_820 = uint(2) - l_819;
l_mut_746 = l_820;
}
const bool l_821 = l_mut_746 > uint(0);
if (l_821) {
const bool l_822 = l_mut_746 == uint(1);
l_mut_392 = l_822;
l_mut_358 = bool(false);
}
}
l_mut_350 = bool(false);
while (true) {
const bool l_823 = !l_mut_358;
if (l_823) {
break;}
l_mut_158 = l_mut_301;
if (l_mut_350) {
l_mut_158 = l_mut_284;
}
const bool l_824 = l_mut_212 < l_mut_158;
const bool l_825 = !l_824;
const bool l_826 = l_825 != l_mut_350;
if (l_826) {
l_mut_158 = l_mut_301;
l_mut_301 = l_mut_284;
l_mut_284 = l_mut_158;
l_mut_777 = l_mut_258;
l_mut_258 = l_mut_67;
l_mut_67 = l_mut_777;
l_mut_350 = l_825;
}
const uint64_t l_827 = l_mut_301 - l_mut_212;
l_mut_158 = l_827;
if (l_mut_350) {
const uint64_t l_828 = l_mut_212 - l_733;
l_mut_158 = l_828;
}
l_mut_127 = l_mut_301;
const bool l_829 = l_mut_158 < l_mut_301;
if (l_829) {
l_mut_127 = l_mut_158;
}
l_mut_262 = bool(false);
const uint64_t l_830 = uint64_t(uint(3));
const uint64_t l_831 = l_mut_127 >> l_830;
const bool l_832 = l_831 < l_mut_284;
const bool l_833 = !l_832;
l_mut_262 = l_833;
l_mut_777 = uint(0);
const bool l_834 = l_mut_284 == uint64_t(0);
const bool l_835 = !l_834;
const bool l_836 = l_mut_262 && l_835;
const bool l_837 = l_mut_284 < l_mut_127;
const bool l_838 = l_836 && l_837;
const uint l_839 = l_mut_258 + l_mut_67;
const bool l_840 = l_839 < l_435;
const bool l_841 = l_838 && l_840;
if (l_841) {
const uint l_842 = l_435 - l_mut_258;
const uint l_843 = l_842 - l_mut_67;
const uint l_844 = l_843 / l_mut_258;
const uint64_t l_845 = l_mut_127 - uint64_t(1);
const uint64_t l_846 = l_845 / l_mut_284;
const uint64_t l_847 = uint64_t(l_844);
const bool l_848 = l_846 < l_847;
const uint64_t l_849 = uint64_t(l_844);
const uint64_t l_850 = (l_848) ? l_846 : l_849;
const uint l_851 = uint(l_850);
l_mut_777 = l_851;
}
const bool l_852 = l_mut_777 == uint(0);
l_mut_262 = l_852;
const bool l_853 = l_mut_777 > uint(0);
if (l_853) {
const uint64_t l_854 = uint64_t(l_mut_777);
const uint64_t l_855 = l_mut_284 * l_854;
if (l_mut_350) {
const uint64_t l_856 = l_mut_212 - l_855;
l_mut_212 = l_856;
}
const uint64_t l_857 = l_mut_301 - l_855;
l_mut_301 = l_857;
const uint l_858 = l_mut_777 * l_mut_258;
l_mut_67 = l_mut_67 + l_858;
} else {
if (l_mut_350) {
const uint64_t l_859 = l_mut_212 - l_mut_284;
l_mut_212 = l_859;
const bool l_860 = l_mut_212 < l_733;
if (l_860) {
l_mut_358 = bool(false);
l_mut_262 = bool(false);
}
}
}
if (l_mut_262) {
const uint l_861 = l_435 - l_mut_258;
const uint l_862 = l_861 / l_mut_67;
l_mut_777 = uint(0);
l_mut_259 = bool(false);
const uint64_t l_863 = uint64_t(uint(3));
const uint64_t l_864 = l_mut_284 >> l_863;
const bool l_865 = l_864 < l_mut_301;
const bool l_866 = !l_865;
l_mut_259 = l_866;
const bool l_867 = l_mut_301 == uint64_t(0);
if (l_867) {
l_mut_777 = l_862;
} else {
if (l_mut_259) {
const bool l_868 = l_mut_301 < l_mut_284;
if (l_868) {
const uint64_t l_869 = l_mut_284 - uint64_t(1);
const uint64_t l_870 = l_869 / l_mut_301;
const uint64_t l_871 = uint64_t(l_862);
const bool l_872 = l_870 < l_871;
const uint64_t l_873 = uint64_t(l_862);
const uint64_t l_874 = (l_872) ? l_870 : l_873;
const uint l_875 = uint(l_874);
l_mut_777 = l_875;
}
} else {
l_mut_158 = l_mut_284;
while (true) {
const bool l_876 = l_mut_301 < l_mut_158;
const uint l_877 = l_mut_777 * l_mut_67;
const uint l_878 = l_mut_258 + l_877;
const uint l_879 = l_878 + l_mut_67;
const bool l_880 = l_879 < l_435;
const bool l_881 = l_876 && l_880;
const bool l_882 = !l_881;
if (l_882) {
break;}
const uint64_t l_883 = l_mut_158 - l_mut_301;
l_mut_158 = l_883;
l_mut_777 = l_mut_777 + uint(1);
}
}
}
const uint l_884 = l_mut_777 * l_mut_67;
const uint l_885 = l_mut_258 + l_884;
const uint l_886 = l_885 + l_mut_67;
const bool l_887 = l_886 >= l_435;
l_mut_158 = l_mut_301;
l_mut_127 = l_mut_284;
l_mut_746 = l_mut_258;
l_mut_888 = l_mut_67;
const bool l_889 = !l_887;
if (l_889) {
const uint64_t l_890 = uint64_t(l_mut_777);
const uint64_t l_891 = l_mut_301 * l_890;
const uint64_t l_892 = l_mut_284 - l_891;
l_mut_127 = l_892;
const uint l_893 = l_mut_777 * l_mut_67;
const uint l_894 = l_mut_258 + l_893;
l_mut_746 = l_894;
const uint64_t l_895 = l_mut_301 - l_mut_127;
l_mut_158 = l_895;
const uint l_896 = l_mut_67 + l_mut_746;
l_mut_888 = l_896;
}
l_mut_301 = l_mut_158;
l_mut_284 = l_mut_127;
l_mut_258 = l_mut_746;
l_mut_67 = l_mut_888;
l_mut_392 = l_887;
const bool l_897 = !l_887;
l_mut_358 = l_897;
}
}
const bool l_898 = !l_mut_392;
const bool l_899 = l_434 && l_898;
if (l_899) {
const uint l_900 = uint(1) << l_mut_432;
l_mut_418 = l_mut_418 | l_900;
l_mut_304 = l_mut_304 + uint(1);
const uint l_901 = l_433 + l_431;
const uint l_902 = min(l_901, l_74);
l_mut_888 = uint(0);

for (uint l_mut_903 = l_433; l_mut_903 < l_902; ++l_mut_903) {
const uint64_t l_904 = uint64_t(l_mut_903);
const uint64_t l_905 = l_84 * l_904;
const uint64_t l_906 = l_93 + l_905;
const uint64_t l_907 = uint64_t(uint(0));
l_mut_301 = l_907;
const bool l_908 = l_mut_903 < uint(65536);
if (l_908) {
const uint l_909 = l_mut_903 * l_mut_903;
const uint64_t l_910 = l_102 >> uint64_t(63);
const bool l_911 = l_910 == uint64_t(1);
l_mut_284 = l_102;
if (l_911) {
const uint64_t l_912 = uint64_t(uint(0));
const uint64_t l_913 = l_912 - l_102;
l_mut_284 = l_913;
}
const uint64_t l_914 = uint64_t(l_909);
const uint64_t l_915 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_916 = l_915 * l_914;
const uint64_t l_917 = l_mut_284 >> uint64_t(32);
const uint64_t l_918 = l_917 * l_914;
const uint64_t l_919 = l_918 << uint64_t(32);
const uint64_t l_920 = l_916 + l_919;
const uint64_t l_921 = l_918 >> uint64_t(32);
const bool l_922 = l_920 < l_916;
const uint64_t l_923 = uint64_t(l_922);
const uint64_t l_924 = l_921 + l_923;
l_mut_284 = l_920;
const bool l_925 = l_24 == uint(64);
if (l_925) {
l_mut_284 = l_924;
} else {
const bool l_926 = l_24 > uint(0);
if (l_926) {
const uint l_927 = uint(64) - l_24;
const uint64_t l_928 = uint64_t(l_927);
const uint64_t l_929 = l_924 << l_928;
const uint64_t l_930 = uint64_t(l_24);
const uint64_t l_931 = l_920 >> l_930;
const uint64_t l_932 = l_929 | l_931;
l_mut_284 = l_932;
}
}
l_mut_212 = l_mut_284;
if (l_911) {
const uint64_t l_933 = uint64_t(uint(0));
const uint64_t l_934 = l_933 - l_mut_212;
l_mut_212 = l_934;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_935 = l_102 >> uint64_t(63);
const bool l_936 = l_935 == uint64_t(1);
l_mut_284 = l_102;
if (l_936) {
const uint64_t l_937 = uint64_t(uint(0));
const uint64_t l_938 = l_937 - l_102;
l_mut_284 = l_938;
}
const uint64_t l_939 = uint64_t(l_mut_903);
const uint64_t l_940 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_941 = l_940 * l_939;
const uint64_t l_942 = l_mut_284 >> uint64_t(32);
const uint64_t l_943 = l_942 * l_939;
const uint64_t l_944 = l_943 << uint64_t(32);
const uint64_t l_945 = l_941 + l_944;
const uint64_t l_946 = l_943 >> uint64_t(32);
const bool l_947 = l_945 < l_941;
const uint64_t l_948 = uint64_t(l_947);
const uint64_t l_949 = l_946 + l_948;
l_mut_212 = l_945;
const bool l_950 = uint(0) == uint(64);
if (l_950) {
l_mut_212 = l_949;
} else {
const bool l_951 = uint(0) > uint(0);
if (l_951) {
const uint64_t l_952 = uint64_t(uint(64));
const uint64_t l_953 = l_949 << l_952;
const uint64_t l_954 = uint64_t(uint(0));
const uint64_t l_955 = l_945 >> l_954;
const uint64_t l_956 = l_953 | l_955;
l_mut_212 = l_956;
}
}
const uint64_t l_957 = uint64_t(l_mut_903);
const uint64_t l_958 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_959 = l_958 * l_957;
const uint64_t l_960 = l_mut_284 >> uint64_t(32);
const uint64_t l_961 = l_960 * l_957;
const uint64_t l_962 = l_961 << uint64_t(32);
const uint64_t l_963 = l_959 + l_962;
const uint64_t l_964 = l_961 >> uint64_t(32);
const bool l_965 = l_963 < l_959;
const uint64_t l_966 = uint64_t(l_965);
const uint64_t l_967 = l_964 + l_966;
l_mut_284 = l_963;
const bool l_968 = uint(64) == uint(64);
if (l_968) {
l_mut_284 = l_967;
} else {
const bool l_969 = uint(64) > uint(0);
if (l_969) {
const uint64_t l_970 = uint64_t(uint(0));
const uint64_t l_971 = l_967 << l_970;
const uint64_t l_972 = uint64_t(uint(64));
const uint64_t l_973 = l_963 >> l_972;
const uint64_t l_974 = l_971 | l_973;
l_mut_284 = l_974;
}
}
const uint64_t l_975 = uint64_t(l_mut_903);
const uint64_t l_976 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_977 = l_976 * l_975;
const uint64_t l_978 = l_mut_212 >> uint64_t(32);
const uint64_t l_979 = l_978 * l_975;
const uint64_t l_980 = l_979 << uint64_t(32);
const uint64_t l_981 = l_977 + l_980;
const uint64_t l_982 = l_979 >> uint64_t(32);
const bool l_983 = l_981 < l_977;
const uint64_t l_984 = uint64_t(l_983);
const uint64_t l_985 = l_982 + l_984;
l_mut_158 = l_981;
const bool l_986 = uint(0) == uint(64);
if (l_986) {
l_mut_158 = l_985;
} else {
const bool l_987 = uint(0) > uint(0);
if (l_987) {
const uint64_t l_988 = uint64_t(uint(64));
const uint64_t l_989 = l_985 << l_988;
const uint64_t l_990 = uint64_t(uint(0));
const uint64_t l_991 = l_981 >> l_990;
const uint64_t l_992 = l_989 | l_991;
l_mut_158 = l_992;
}
}
const uint64_t l_993 = uint64_t(l_mut_903);
const uint64_t l_994 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_995 = l_994 * l_993;
const uint64_t l_996 = l_mut_212 >> uint64_t(32);
const uint64_t l_997 = l_996 * l_993;
const uint64_t l_998 = l_997 << uint64_t(32);
const uint64_t l_999 = l_995 + l_998;
const uint64_t l_1000 = l_997 >> uint64_t(32);
const bool l_1001 = l_999 < l_995;
const uint64_t l_1002 = uint64_t(l_1001);
const uint64_t l_1003 = l_1000 + l_1002;
l_mut_212 = l_999;
const bool l_1004 = uint(64) == uint(64);
if (l_1004) {
l_mut_212 = l_1003;
} else {
const bool l_1005 = uint(64) > uint(0);
if (l_1005) {
const uint64_t l_1006 = uint64_t(uint(0));
const uint64_t l_1007 = l_1003 << l_1006;
const uint64_t l_1008 = uint64_t(uint(64));
const uint64_t l_1009 = l_999 >> l_1008;
const uint64_t l_1010 = l_1007 | l_1009;
l_mut_212 = l_1010;
}
}
const uint64_t l_1011 = uint64_t(l_mut_903);
const uint64_t l_1012 = l_mut_284 * l_1011;
const uint64_t l_1013 = l_mut_212 + l_1012;
l_mut_301 = l_mut_158;
const bool l_1014 = l_24 == uint(64);
if (l_1014) {
l_mut_301 = l_1013;
} else {
const bool l_1015 = l_24 > uint(0);
if (l_1015) {
const uint l_1016 = uint(64) - l_24;
const uint64_t l_1017 = uint64_t(l_1016);
const uint64_t l_1018 = l_1013 << l_1017;
const uint64_t l_1019 = uint64_t(l_24);
const uint64_t l_1020 = l_mut_158 >> l_1019;
const uint64_t l_1021 = l_1018 + l_1020;
l_mut_301 = l_1021;
}
}
if (l_936) {
const uint64_t l_1022 = uint64_t(uint(0));
const uint64_t l_1023 = l_1022 - l_mut_301;
l_mut_301 = l_1023;
}
}
const uint64_t l_1024 = l_906 + l_mut_301;
const uint64_t l_1025 = uint64_t(uint(0));
const uint64_t l_1026 = l_1025 - l_1024;
l_mut_301 = l_1026;
const bool l_1027 = l_1024 < l_mut_301;
if (l_1027) {
l_mut_301 = l_1024;
}
const bool l_1028 = l_mut_301 < l_51;
const uint l_1029 = uint(l_1028);
l_mut_888 = l_mut_888 + l_1029;
}
l_mut_271 = l_mut_271 + l_mut_888;
}
}
const bool l_1030 = l_mut_304 > uint(0);
if (l_1030) {
const uint l_1310 = info.static_meta[uint(5)];
const uint l_1311 = l_1310 * uint(1);
const uint l_1312 = l_1311 - uint(1);
const uint l_1313 = min(uint(1), l_1312);
device atomic_uint* l_1314 = &buffer_5[l_1313];
atomic_uint* l_1031 = l_1314;
const uint l_1032 = atomic_fetch_add_explicit(l_1031, l_mut_304, memory_order_relaxed);
}
const bool l_1033 = l_mut_271 > uint(0);
if (l_1033) {
const uint l_1315 = info.static_meta[uint(5)];
const uint l_1316 = l_1315 * uint(1);
const uint l_1317 = l_1316 - uint(1);
const uint l_1318 = min(uint(2), l_1317);
device atomic_uint* l_1319 = &buffer_5[l_1318];
atomic_uint* l_1034 = l_1319;
const uint l_1035 = atomic_fetch_add_explicit(l_1034, l_mut_271, memory_order_relaxed);
l_mut_888 = l_1035;

for (uint l_mut_1036 = uint(0); l_mut_1036 < uint(8); ++l_mut_1036) {
const uint l_1037 = l_mut_418 >> l_mut_1036;
const uint l_1038 = l_1037 & uint(1);
const bool l_1039 = l_1038 == uint(1);
if (l_1039) {
const uint l_1040 = l_mut_1036 * l_431;
const uint l_1041 = l_1040 + l_431;
const uint l_1042 = min(l_1041, l_74);
l_mut_777 = l_mut_888;

for (uint l_mut_1043 = l_1040; l_mut_1043 < l_1042; ++l_mut_1043) {
const uint64_t l_1044 = uint64_t(l_mut_1043);
const uint64_t l_1045 = l_84 * l_1044;
const uint64_t l_1046 = l_93 + l_1045;
const uint64_t l_1047 = uint64_t(uint(0));
l_mut_301 = l_1047;
const bool l_1048 = l_mut_1043 < uint(65536);
if (l_1048) {
const uint l_1049 = l_mut_1043 * l_mut_1043;
const uint64_t l_1050 = l_102 >> uint64_t(63);
const bool l_1051 = l_1050 == uint64_t(1);
l_mut_284 = l_102;
if (l_1051) {
const uint64_t l_1052 = uint64_t(uint(0));
const uint64_t l_1053 = l_1052 - l_102;
l_mut_284 = l_1053;
}
const uint64_t l_1054 = uint64_t(l_1049);
const uint64_t l_1055 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1056 = l_1055 * l_1054;
const uint64_t l_1057 = l_mut_284 >> uint64_t(32);
const uint64_t l_1058 = l_1057 * l_1054;
const uint64_t l_1059 = l_1058 << uint64_t(32);
const uint64_t l_1060 = l_1056 + l_1059;
const uint64_t l_1061 = l_1058 >> uint64_t(32);
const bool l_1062 = l_1060 < l_1056;
const uint64_t l_1063 = uint64_t(l_1062);
const uint64_t l_1064 = l_1061 + l_1063;
l_mut_284 = l_1060;
const bool l_1065 = l_24 == uint(64);
if (l_1065) {
l_mut_284 = l_1064;
} else {
const bool l_1066 = l_24 > uint(0);
if (l_1066) {
const uint l_1067 = uint(64) - l_24;
const uint64_t l_1068 = uint64_t(l_1067);
const uint64_t l_1069 = l_1064 << l_1068;
const uint64_t l_1070 = uint64_t(l_24);
const uint64_t l_1071 = l_1060 >> l_1070;
const uint64_t l_1072 = l_1069 | l_1071;
l_mut_284 = l_1072;
}
}
l_mut_212 = l_mut_284;
if (l_1051) {
const uint64_t l_1073 = uint64_t(uint(0));
const uint64_t l_1074 = l_1073 - l_mut_212;
l_mut_212 = l_1074;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_1075 = l_102 >> uint64_t(63);
const bool l_1076 = l_1075 == uint64_t(1);
l_mut_284 = l_102;
if (l_1076) {
const uint64_t l_1077 = uint64_t(uint(0));
const uint64_t l_1078 = l_1077 - l_102;
l_mut_284 = l_1078;
}
const uint64_t l_1079 = uint64_t(l_mut_1043);
const uint64_t l_1080 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1081 = l_1080 * l_1079;
const uint64_t l_1082 = l_mut_284 >> uint64_t(32);
const uint64_t l_1083 = l_1082 * l_1079;
const uint64_t l_1084 = l_1083 << uint64_t(32);
const uint64_t l_1085 = l_1081 + l_1084;
const uint64_t l_1086 = l_1083 >> uint64_t(32);
const bool l_1087 = l_1085 < l_1081;
const uint64_t l_1088 = uint64_t(l_1087);
const uint64_t l_1089 = l_1086 + l_1088;
l_mut_212 = l_1085;
const bool l_1090 = uint(0) == uint(64);
if (l_1090) {
l_mut_212 = l_1089;
} else {
const bool l_1091 = uint(0) > uint(0);
if (l_1091) {
const uint64_t l_1092 = uint64_t(uint(64));
const uint64_t l_1093 = l_1089 << l_1092;
const uint64_t l_1094 = uint64_t(uint(0));
const uint64_t l_1095 = l_1085 >> l_1094;
const uint64_t l_1096 = l_1093 | l_1095;
l_mut_212 = l_1096;
}
}
const uint64_t l_1097 = uint64_t(l_mut_1043);
const uint64_t l_1098 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1099 = l_1098 * l_1097;
const uint64_t l_1100 = l_mut_284 >> uint64_t(32);
const uint64_t l_1101 = l_1100 * l_1097;
const uint64_t l_1102 = l_1101 << uint64_t(32);
const uint64_t l_1103 = l_1099 + l_1102;
const uint64_t l_1104 = l_1101 >> uint64_t(32);
const bool l_1105 = l_1103 < l_1099;
const uint64_t l_1106 = uint64_t(l_1105);
const uint64_t l_1107 = l_1104 + l_1106;
l_mut_284 = l_1103;
const bool l_1108 = uint(64) == uint(64);
if (l_1108) {
l_mut_284 = l_1107;
} else {
const bool l_1109 = uint(64) > uint(0);
if (l_1109) {
const uint64_t l_1110 = uint64_t(uint(0));
const uint64_t l_1111 = l_1107 << l_1110;
const uint64_t l_1112 = uint64_t(uint(64));
const uint64_t l_1113 = l_1103 >> l_1112;
const uint64_t l_1114 = l_1111 | l_1113;
l_mut_284 = l_1114;
}
}
const uint64_t l_1115 = uint64_t(l_mut_1043);
const uint64_t l_1116 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1117 = l_1116 * l_1115;
const uint64_t l_1118 = l_mut_212 >> uint64_t(32);
const uint64_t l_1119 = l_1118 * l_1115;
const uint64_t l_1120 = l_1119 << uint64_t(32);
const uint64_t l_1121 = l_1117 + l_1120;
const uint64_t l_1122 = l_1119 >> uint64_t(32);
const bool l_1123 = l_1121 < l_1117;
const uint64_t l_1124 = uint64_t(l_1123);
const uint64_t l_1125 = l_1122 + l_1124;
l_mut_158 = l_1121;
const bool l_1126 = uint(0) == uint(64);
if (l_1126) {
l_mut_158 = l_1125;
} else {
const bool l_1127 = uint(0) > uint(0);
if (l_1127) {
const uint64_t l_1128 = uint64_t(uint(64));
const uint64_t l_1129 = l_1125 << l_1128;
const uint64_t l_1130 = uint64_t(uint(0));
const uint64_t l_1131 = l_1121 >> l_1130;
const uint64_t l_1132 = l_1129 | l_1131;
l_mut_158 = l_1132;
}
}
const uint64_t l_1133 = uint64_t(l_mut_1043);
const uint64_t l_1134 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1135 = l_1134 * l_1133;
const uint64_t l_1136 = l_mut_212 >> uint64_t(32);
const uint64_t l_1137 = l_1136 * l_1133;
const uint64_t l_1138 = l_1137 << uint64_t(32);
const uint64_t l_1139 = l_1135 + l_1138;
const uint64_t l_1140 = l_1137 >> uint64_t(32);
const bool l_1141 = l_1139 < l_1135;
const uint64_t l_1142 = uint64_t(l_1141);
const uint64_t l_1143 = l_1140 + l_1142;
l_mut_212 = l_1139;
const bool l_1144 = uint(64) == uint(64);
if (l_1144) {
l_mut_212 = l_1143;
} else {
const bool l_1145 = uint(64) > uint(0);
if (l_1145) {
const uint64_t l_1146 = uint64_t(uint(0));
const uint64_t l_1147 = l_1143 << l_1146;
const uint64_t l_1148 = uint64_t(uint(64));
const uint64_t l_1149 = l_1139 >> l_1148;
const uint64_t l_1150 = l_1147 | l_1149;
l_mut_212 = l_1150;
}
}
const uint64_t l_1151 = uint64_t(l_mut_1043);
const uint64_t l_1152 = l_mut_284 * l_1151;
const uint64_t l_1153 = l_mut_212 + l_1152;
l_mut_301 = l_mut_158;
const bool l_1154 = l_24 == uint(64);
if (l_1154) {
l_mut_301 = l_1153;
} else {
const bool l_1155 = l_24 > uint(0);
if (l_1155) {
const uint l_1156 = uint(64) - l_24;
const uint64_t l_1157 = uint64_t(l_1156);
const uint64_t l_1158 = l_1153 << l_1157;
const uint64_t l_1159 = uint64_t(l_24);
const uint64_t l_1160 = l_mut_158 >> l_1159;
const uint64_t l_1161 = l_1158 + l_1160;
l_mut_301 = l_1161;
}
}
if (l_1076) {
const uint64_t l_1162 = uint64_t(uint(0));
const uint64_t l_1163 = l_1162 - l_mut_301;
l_mut_301 = l_1163;
}
}
const uint64_t l_1164 = l_1046 + l_mut_301;
const uint64_t l_1165 = uint64_t(uint(0));
const uint64_t l_1166 = l_1165 - l_1164;
l_mut_301 = l_1166;
const bool l_1167 = l_1164 < l_mut_301;
if (l_1167) {
l_mut_301 = l_1164;
}
const bool l_1168 = l_mut_301 < l_51;
if (l_1168) {
const uint l_1169 = l_mut_777 * uint(2);
const uint l_1170 = l_1169 + uint(1);
const uint l_1171 = info.static_meta[uint(10)];
const bool l_1172 = l_1170 < l_1171;
if (l_1172) {
const uint l_1320 = info.static_meta[uint(4)];
const uint l_1321 = l_1320 * uint(1);
const bool l_1322 = l_1169 < l_1321;
if (l_1322) {
buffer_4[l_1169] = thread_index_in_grid;
}
const uint l_1173 = l_1169 + uint(1);
const uint l_1323 = info.static_meta[uint(4)];
const uint l_1324 = l_1323 * uint(1);
const bool l_1325 = l_1173 < l_1324;
if (l_1325) {
buffer_4[l_1173] = l_mut_1043;
}
}
l_mut_777 = l_mut_777 + uint(1);
}
}
l_mut_888 = l_mut_777;
}
}
}
}
}

}
