
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
uint l_mut_258;
uint l_mut_271;
uint l_mut_304;
uint l_mut_381;
uint l_mut_382;
uint l_mut_67;
uint l_mut_778;
uint l_mut_853;
uint l_mut_854;
uint64_t l_mut_105;
uint64_t l_mut_127;
uint64_t l_mut_158;
uint64_t l_mut_212;
uint64_t l_mut_284;
uint64_t l_mut_301;
uint64_t l_mut_408;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1261 = info.static_meta[uint(5)];
const uint l_1262 = l_1261 * uint(1);
const uint l_1263 = l_1262 - uint(1);
const uint l_1264 = min(uint(3), l_1263);
device atomic_uint* l_1265 = &buffer_5[l_1264];
atomic_uint* l_1 = l_1265;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_1177 = info.static_meta[uint(3)];
const uint l_1178 = l_1177 * uint(1);
const bool l_1179 = l_3 < l_1178;
const uint l_1180 = l_1178 - uint(1);
const uint l_1181 = min(l_3, l_1180);
const uint l_1182 = buffer_3[l_1181];
const uint l_1183 = (l_1179) ? l_1182 : uint(0);
const uint l_4 = l_1183;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_1184 = info.static_meta[uint(3)];
const uint l_1185 = l_1184 * uint(1);
const bool l_1186 = l_7 < l_1185;
const uint l_1187 = l_1185 - uint(1);
const uint l_1188 = min(l_7, l_1187);
const uint l_1189 = buffer_3[l_1188];
const uint l_1190 = (l_1186) ? l_1189 : uint(0);
const uint l_8 = l_1190;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_1191 = info.static_meta[uint(3)];
const uint l_1192 = l_1191 * uint(1);
const bool l_1193 = l_14 < l_1192;
const uint l_1194 = l_1192 - uint(1);
const uint l_1195 = min(l_14, l_1194);
const uint l_1196 = buffer_3[l_1195];
const uint l_1197 = (l_1193) ? l_1196 : uint(0);
const uint l_15 = l_1197;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_1198 = info.static_meta[uint(3)];
const uint l_1199 = l_1198 * uint(1);
const bool l_1200 = l_18 < l_1199;
const uint l_1201 = l_1199 - uint(1);
const uint l_1202 = min(l_18, l_1201);
const uint l_1203 = buffer_3[l_1202];
const uint l_1204 = (l_1200) ? l_1203 : uint(0);
const uint l_19 = l_1204;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_1205 = info.static_meta[uint(3)];
const uint l_1206 = l_1205 * uint(1);
const bool l_1207 = l_25 < l_1206;
const uint l_1208 = l_1206 - uint(1);
const uint l_1209 = min(l_25, l_1208);
const uint l_1210 = buffer_3[l_1209];
const uint l_1211 = (l_1207) ? l_1210 : uint(0);
const uint l_26 = l_1211;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_1212 = info.static_meta[uint(3)];
const uint l_1213 = l_1212 * uint(1);
const bool l_1214 = l_29 < l_1213;
const uint l_1215 = l_1213 - uint(1);
const uint l_1216 = min(l_29, l_1215);
const uint l_1217 = buffer_3[l_1216];
const uint l_1218 = (l_1214) ? l_1217 : uint(0);
const uint l_30 = l_1218;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_1219 = info.static_meta[uint(3)];
const uint l_1220 = l_1219 * uint(1);
const bool l_1221 = l_34 < l_1220;
const uint l_1222 = l_1220 - uint(1);
const uint l_1223 = min(l_34, l_1222);
const uint l_1224 = buffer_3[l_1223];
const uint l_1225 = (l_1221) ? l_1224 : uint(0);
const uint l_35 = l_1225;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_1226 = info.static_meta[uint(3)];
const uint l_1227 = l_1226 * uint(1);
const bool l_1228 = l_38 < l_1227;
const uint l_1229 = l_1227 - uint(1);
const uint l_1230 = min(l_38, l_1229);
const uint l_1231 = buffer_3[l_1230];
const uint l_1232 = (l_1228) ? l_1231 : uint(0);
const uint l_39 = l_1232;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * uint(4);
const uint l_1233 = info.static_meta[uint(3)];
const uint l_1234 = l_1233 * uint(1);
const bool l_1235 = l_43 < l_1234;
const uint l_1236 = l_1234 - uint(1);
const uint l_1237 = min(l_43, l_1236);
const uint l_1238 = buffer_3[l_1237];
const uint l_1239 = (l_1235) ? l_1238 : uint(0);
const uint l_44 = l_1239;
const uint64_t l_45 = uint64_t(l_44);
const uint l_46 = uint(2) * uint(4);
const uint l_47 = l_46 + uint(1);
const uint l_1240 = info.static_meta[uint(3)];
const uint l_1241 = l_1240 * uint(1);
const bool l_1242 = l_47 < l_1241;
const uint l_1243 = l_1241 - uint(1);
const uint l_1244 = min(l_47, l_1243);
const uint l_1245 = buffer_3[l_1244];
const uint l_1246 = (l_1242) ? l_1245 : uint(0);
const uint l_48 = l_1246;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_49 << uint64_t(32);
const uint64_t l_51 = l_45 | l_50;
const uint l_52 = uint(2) * uint(5);
const uint l_1247 = info.static_meta[uint(3)];
const uint l_1248 = l_1247 * uint(1);
const bool l_1249 = l_52 < l_1248;
const uint l_1250 = l_1248 - uint(1);
const uint l_1251 = min(l_52, l_1250);
const uint l_1252 = buffer_3[l_1251];
const uint l_1253 = (l_1249) ? l_1252 : uint(0);
const uint l_53 = l_1253;
const uint64_t l_54 = uint64_t(l_53);
const uint l_55 = uint(2) * uint(5);
const uint l_56 = l_55 + uint(1);
const uint l_1254 = info.static_meta[uint(3)];
const uint l_1255 = l_1254 * uint(1);
const bool l_1256 = l_56 < l_1255;
const uint l_1257 = l_1255 - uint(1);
const uint l_1258 = min(l_56, l_1257);
const uint l_1259 = buffer_3[l_1258];
const uint l_1260 = (l_1256) ? l_1259 : uint(0);
const uint l_57 = l_1260;
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
const uint l_1266 = info.static_meta[uint(0)];
const uint l_1267 = l_1266 * uint(1);
const bool l_1268 = l_76 < l_1267;
const uint l_1269 = l_1267 - uint(1);
const uint l_1270 = min(l_76, l_1269);
const uint l_1271 = buffer_0[l_1270];
const uint l_1272 = (l_1268) ? l_1271 : uint(0);
const uint l_77 = l_1272;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_1273 = info.static_meta[uint(0)];
const uint l_1274 = l_1273 * uint(1);
const bool l_1275 = l_80 < l_1274;
const uint l_1276 = l_1274 - uint(1);
const uint l_1277 = min(l_80, l_1276);
const uint l_1278 = buffer_0[l_1277];
const uint l_1279 = (l_1275) ? l_1278 : uint(0);
const uint l_81 = l_1279;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint l_85 = uint(2) * thread_index_in_grid;
const uint l_1280 = info.static_meta[uint(1)];
const uint l_1281 = l_1280 * uint(1);
const bool l_1282 = l_85 < l_1281;
const uint l_1283 = l_1281 - uint(1);
const uint l_1284 = min(l_85, l_1283);
const uint l_1285 = buffer_1[l_1284];
const uint l_1286 = (l_1282) ? l_1285 : uint(0);
const uint l_86 = l_1286;
const uint64_t l_87 = uint64_t(l_86);
const uint l_88 = uint(2) * thread_index_in_grid;
const uint l_89 = l_88 + uint(1);
const uint l_1287 = info.static_meta[uint(1)];
const uint l_1288 = l_1287 * uint(1);
const bool l_1289 = l_89 < l_1288;
const uint l_1290 = l_1288 - uint(1);
const uint l_1291 = min(l_89, l_1290);
const uint l_1292 = buffer_1[l_1291];
const uint l_1293 = (l_1289) ? l_1292 : uint(0);
const uint l_90 = l_1293;
const uint64_t l_91 = uint64_t(l_90);
const uint64_t l_92 = l_91 << uint64_t(32);
const uint64_t l_93 = l_87 | l_92;
const uint l_94 = uint(2) * thread_index_in_grid;
const uint l_1294 = info.static_meta[uint(2)];
const uint l_1295 = l_1294 * uint(1);
const bool l_1296 = l_94 < l_1295;
const uint l_1297 = l_1295 - uint(1);
const uint l_1298 = min(l_94, l_1297);
const uint l_1299 = buffer_2[l_1298];
const uint l_1300 = (l_1296) ? l_1299 : uint(0);
const uint l_95 = l_1300;
const uint64_t l_96 = uint64_t(l_95);
const uint l_97 = uint(2) * thread_index_in_grid;
const uint l_98 = l_97 + uint(1);
const uint l_1301 = info.static_meta[uint(2)];
const uint l_1302 = l_1301 * uint(1);
const bool l_1303 = l_98 < l_1302;
const uint l_1304 = l_1302 - uint(1);
const uint l_1305 = min(l_98, l_1304);
const uint l_1306 = buffer_2[l_1305];
const uint l_1307 = (l_1303) ? l_1306 : uint(0);
const uint l_99 = l_1307;
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
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_381 = l_mut_258;
l_mut_105 = l_mut_127;
l_mut_382 = uint(0);
const bool l_383 = l_mut_304 > uint(0);
if (l_383) {
const uint64_t l_384 = uint64_t(l_mut_304);
const uint64_t l_385 = l_mut_158 * l_384;
if (l_mut_350) {
const uint64_t l_386 = l_mut_127 - l_385;
l_mut_105 = l_386;
}
const uint64_t l_387 = l_mut_212 - l_385;
l_mut_301 = l_387;
const uint l_388 = l_mut_304 * l_mut_67;
const uint l_389 = l_mut_258 + l_388;
l_mut_381 = l_389;
} else {
if (l_mut_350) {
const uint64_t l_390 = l_mut_127 - l_mut_158;
l_mut_105 = l_390;
const bool l_391 = l_mut_105 < l_255;
if (l_391) {
l_mut_382 = uint(2);
}
}
const bool l_392 = l_mut_382 == uint(0);
if (l_392) {
const uint l_393 = l_13 - l_mut_67;
const uint l_394 = l_393 / l_mut_258;
l_mut_304 = uint(0);
l_mut_358 = bool(false);
const uint64_t l_395 = uint64_t(uint(3));
const uint64_t l_396 = l_mut_158 >> l_395;
const bool l_397 = l_396 < l_mut_212;
const bool l_398 = !l_397;
l_mut_358 = l_398;
const bool l_399 = l_mut_212 == uint64_t(0);
if (l_399) {
l_mut_304 = l_394;
} else {
if (l_mut_358) {
const bool l_400 = l_mut_212 < l_mut_158;
if (l_400) {
const uint64_t l_401 = l_mut_158 - uint64_t(1);
const uint64_t l_402 = l_401 / l_mut_212;
const uint64_t l_403 = uint64_t(l_394);
const bool l_404 = l_402 < l_403;
const uint64_t l_405 = uint64_t(l_394);
const uint64_t l_406 = (l_404) ? l_402 : l_405;
const uint l_407 = uint(l_406);
l_mut_304 = l_407;
}
} else {
l_mut_408 = l_mut_158;
while (true) {
const bool l_409 = l_mut_212 < l_mut_408;
const uint l_410 = l_mut_304 * l_mut_258;
const uint l_411 = l_mut_67 + l_410;
const uint l_412 = l_411 + l_mut_258;
const bool l_413 = l_412 < l_13;
const bool l_414 = l_409 && l_413;
const bool l_415 = !l_414;
if (l_415) {
break;}
const uint64_t l_416 = l_mut_408 - l_mut_212;
l_mut_408 = l_416;
l_mut_304 = l_mut_304 + uint(1);
}
}
}
const uint l_417 = l_mut_304 * l_mut_258;
const uint l_418 = l_mut_67 + l_417;
const uint l_419 = l_418 + l_mut_258;
const bool l_420 = l_419 >= l_13;
if (l_420) {
l_mut_382 = uint(1);
} else {
const uint64_t l_421 = uint64_t(l_mut_304);
const uint64_t l_422 = l_mut_212 * l_421;
const uint64_t l_423 = l_mut_158 - l_422;
l_mut_284 = l_423;
const uint l_424 = l_mut_304 * l_mut_258;
const uint l_425 = l_mut_67 + l_424;
l_mut_271 = l_425;
const uint64_t l_426 = l_mut_212 - l_mut_284;
l_mut_301 = l_426;
const uint l_427 = l_mut_258 + l_mut_271;
l_mut_381 = l_427;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_381;
l_mut_127 = l_mut_105;
const bool l_428 = l_mut_382 == uint(1);
l_mut_259 = l_428;
const bool l_429 = l_mut_382 == uint(0);
l_mut_262 = l_429;
}
const bool l_430 = !l_mut_259;
if (l_430) {
const uint l_1308 = info.static_meta[uint(5)];
const uint l_1309 = l_1308 * uint(1);
const uint l_1310 = l_1309 - uint(1);
const uint l_1311 = min(uint(0), l_1310);
device atomic_uint* l_1312 = &buffer_5[l_1311];
atomic_uint* l_431 = l_1312;
const uint l_432 = atomic_fetch_add_explicit(l_431, uint(1), memory_order_relaxed);
const uint l_433 = l_13 / uint(8);
l_mut_382 = uint(0);
l_mut_381 = uint(0);
l_mut_304 = uint(0);

for (uint l_mut_434 = uint(0); l_mut_434 < uint(8); ++l_mut_434) {
const uint l_435 = l_mut_434 * l_433;
const bool l_436 = l_435 < l_74;
const uint l_437 = l_13 / uint(8);
const uint l_438 = l_mut_434 * l_437;
const uint l_439 = l_438 + l_438;
const uint64_t l_440 = l_102 >> uint64_t(63);
const bool l_441 = l_440 == uint64_t(1);
l_mut_408 = l_102;
if (l_441) {
const uint64_t l_442 = uint64_t(uint(0));
const uint64_t l_443 = l_442 - l_102;
l_mut_408 = l_443;
}
const uint64_t l_444 = uint64_t(l_439);
const uint64_t l_445 = l_mut_408 & uint64_t(4294967295);
const uint64_t l_446 = l_445 * l_444;
const uint64_t l_447 = l_mut_408 >> uint64_t(32);
const uint64_t l_448 = l_447 * l_444;
const uint64_t l_449 = l_448 << uint64_t(32);
const uint64_t l_450 = l_446 + l_449;
const uint64_t l_451 = l_448 >> uint64_t(32);
const bool l_452 = l_450 < l_446;
const uint64_t l_453 = uint64_t(l_452);
const uint64_t l_454 = l_451 + l_453;
l_mut_408 = l_450;
const bool l_455 = l_24 == uint(64);
if (l_455) {
l_mut_408 = l_454;
} else {
const bool l_456 = l_24 > uint(0);
if (l_456) {
const uint l_457 = uint(64) - l_24;
const uint64_t l_458 = uint64_t(l_457);
const uint64_t l_459 = l_454 << l_458;
const uint64_t l_460 = uint64_t(l_24);
const uint64_t l_461 = l_450 >> l_460;
const uint64_t l_462 = l_459 | l_461;
l_mut_408 = l_462;
}
}
l_mut_301 = l_mut_408;
if (l_441) {
const uint64_t l_463 = uint64_t(uint(0));
const uint64_t l_464 = l_463 - l_mut_301;
l_mut_301 = l_464;
}
const uint64_t l_465 = l_84 + l_mut_301;
const uint64_t l_466 = uint64_t(l_438);
const uint64_t l_467 = l_84 * l_466;
const uint64_t l_468 = l_93 + l_467;
const uint64_t l_469 = uint64_t(uint(0));
l_mut_408 = l_469;
const bool l_470 = l_438 < uint(65536);
if (l_470) {
const uint l_471 = l_438 * l_438;
const uint64_t l_472 = l_102 >> uint64_t(63);
const bool l_473 = l_472 == uint64_t(1);
l_mut_301 = l_102;
if (l_473) {
const uint64_t l_474 = uint64_t(uint(0));
const uint64_t l_475 = l_474 - l_102;
l_mut_301 = l_475;
}
const uint64_t l_476 = uint64_t(l_471);
const uint64_t l_477 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_478 = l_477 * l_476;
const uint64_t l_479 = l_mut_301 >> uint64_t(32);
const uint64_t l_480 = l_479 * l_476;
const uint64_t l_481 = l_480 << uint64_t(32);
const uint64_t l_482 = l_478 + l_481;
const uint64_t l_483 = l_480 >> uint64_t(32);
const bool l_484 = l_482 < l_478;
const uint64_t l_485 = uint64_t(l_484);
const uint64_t l_486 = l_483 + l_485;
l_mut_301 = l_482;
const bool l_487 = l_24 == uint(64);
if (l_487) {
l_mut_301 = l_486;
} else {
const bool l_488 = l_24 > uint(0);
if (l_488) {
const uint l_489 = uint(64) - l_24;
const uint64_t l_490 = uint64_t(l_489);
const uint64_t l_491 = l_486 << l_490;
const uint64_t l_492 = uint64_t(l_24);
const uint64_t l_493 = l_482 >> l_492;
const uint64_t l_494 = l_491 | l_493;
l_mut_301 = l_494;
}
}
l_mut_284 = l_mut_301;
if (l_473) {
const uint64_t l_495 = uint64_t(uint(0));
const uint64_t l_496 = l_495 - l_mut_284;
l_mut_284 = l_496;
}
l_mut_408 = l_mut_284;
} else {
const uint64_t l_497 = l_102 >> uint64_t(63);
const bool l_498 = l_497 == uint64_t(1);
l_mut_301 = l_102;
if (l_498) {
const uint64_t l_499 = uint64_t(uint(0));
const uint64_t l_500 = l_499 - l_102;
l_mut_301 = l_500;
}
const uint64_t l_501 = uint64_t(l_438);
const uint64_t l_502 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_503 = l_502 * l_501;
const uint64_t l_504 = l_mut_301 >> uint64_t(32);
const uint64_t l_505 = l_504 * l_501;
const uint64_t l_506 = l_505 << uint64_t(32);
const uint64_t l_507 = l_503 + l_506;
const uint64_t l_508 = l_505 >> uint64_t(32);
const bool l_509 = l_507 < l_503;
const uint64_t l_510 = uint64_t(l_509);
const uint64_t l_511 = l_508 + l_510;
l_mut_284 = l_507;
const bool l_512 = uint(0) == uint(64);
if (l_512) {
l_mut_284 = l_511;
} else {
const bool l_513 = uint(0) > uint(0);
if (l_513) {
const uint64_t l_514 = uint64_t(uint(64));
const uint64_t l_515 = l_511 << l_514;
const uint64_t l_516 = uint64_t(uint(0));
const uint64_t l_517 = l_507 >> l_516;
const uint64_t l_518 = l_515 | l_517;
l_mut_284 = l_518;
}
}
const uint64_t l_519 = uint64_t(l_438);
const uint64_t l_520 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_521 = l_520 * l_519;
const uint64_t l_522 = l_mut_301 >> uint64_t(32);
const uint64_t l_523 = l_522 * l_519;
const uint64_t l_524 = l_523 << uint64_t(32);
const uint64_t l_525 = l_521 + l_524;
const uint64_t l_526 = l_523 >> uint64_t(32);
const bool l_527 = l_525 < l_521;
const uint64_t l_528 = uint64_t(l_527);
const uint64_t l_529 = l_526 + l_528;
l_mut_301 = l_525;
const bool l_530 = uint(64) == uint(64);
if (l_530) {
l_mut_301 = l_529;
} else {
const bool l_531 = uint(64) > uint(0);
if (l_531) {
const uint64_t l_532 = uint64_t(uint(0));
const uint64_t l_533 = l_529 << l_532;
const uint64_t l_534 = uint64_t(uint(64));
const uint64_t l_535 = l_525 >> l_534;
const uint64_t l_536 = l_533 | l_535;
l_mut_301 = l_536;
}
}
const uint64_t l_537 = uint64_t(l_438);
const uint64_t l_538 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_539 = l_538 * l_537;
const uint64_t l_540 = l_mut_284 >> uint64_t(32);
const uint64_t l_541 = l_540 * l_537;
const uint64_t l_542 = l_541 << uint64_t(32);
const uint64_t l_543 = l_539 + l_542;
const uint64_t l_544 = l_541 >> uint64_t(32);
const bool l_545 = l_543 < l_539;
const uint64_t l_546 = uint64_t(l_545);
const uint64_t l_547 = l_544 + l_546;
l_mut_212 = l_543;
const bool l_548 = uint(0) == uint(64);
if (l_548) {
l_mut_212 = l_547;
} else {
const bool l_549 = uint(0) > uint(0);
if (l_549) {
const uint64_t l_550 = uint64_t(uint(64));
const uint64_t l_551 = l_547 << l_550;
const uint64_t l_552 = uint64_t(uint(0));
const uint64_t l_553 = l_543 >> l_552;
const uint64_t l_554 = l_551 | l_553;
l_mut_212 = l_554;
}
}
const uint64_t l_555 = uint64_t(l_438);
const uint64_t l_556 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_557 = l_556 * l_555;
const uint64_t l_558 = l_mut_284 >> uint64_t(32);
const uint64_t l_559 = l_558 * l_555;
const uint64_t l_560 = l_559 << uint64_t(32);
const uint64_t l_561 = l_557 + l_560;
const uint64_t l_562 = l_559 >> uint64_t(32);
const bool l_563 = l_561 < l_557;
const uint64_t l_564 = uint64_t(l_563);
const uint64_t l_565 = l_562 + l_564;
l_mut_284 = l_561;
const bool l_566 = uint(64) == uint(64);
if (l_566) {
l_mut_284 = l_565;
} else {
const bool l_567 = uint(64) > uint(0);
if (l_567) {
const uint64_t l_568 = uint64_t(uint(0));
const uint64_t l_569 = l_565 << l_568;
const uint64_t l_570 = uint64_t(uint(64));
const uint64_t l_571 = l_561 >> l_570;
const uint64_t l_572 = l_569 | l_571;
l_mut_284 = l_572;
}
}
const uint64_t l_573 = uint64_t(l_438);
const uint64_t l_574 = l_mut_301 * l_573;
const uint64_t l_575 = l_mut_284 + l_574;
l_mut_408 = l_mut_212;
const bool l_576 = l_24 == uint(64);
if (l_576) {
l_mut_408 = l_575;
} else {
const bool l_577 = l_24 > uint(0);
if (l_577) {
const uint l_578 = uint(64) - l_24;
const uint64_t l_579 = uint64_t(l_578);
const uint64_t l_580 = l_575 << l_579;
const uint64_t l_581 = uint64_t(l_24);
const uint64_t l_582 = l_mut_212 >> l_581;
const uint64_t l_583 = l_580 + l_582;
l_mut_408 = l_583;
}
}
if (l_498) {
const uint64_t l_584 = uint64_t(uint(0));
const uint64_t l_585 = l_584 - l_mut_408;
l_mut_408 = l_585;
}
}
const uint64_t l_586 = l_468 + l_mut_408;
const uint64_t l_587 = l_102 >> uint64_t(63);
const bool l_588 = l_587 == uint64_t(1);
l_mut_408 = l_102;
if (l_588) {
const uint64_t l_589 = uint64_t(uint(0));
const uint64_t l_590 = l_589 - l_102;
l_mut_408 = l_590;
}
const uint64_t l_591 = uint64_t(l_437);
const uint64_t l_592 = l_mut_408 & uint64_t(4294967295);
const uint64_t l_593 = l_592 * l_591;
const uint64_t l_594 = l_mut_408 >> uint64_t(32);
const uint64_t l_595 = l_594 * l_591;
const uint64_t l_596 = l_595 << uint64_t(32);
const uint64_t l_597 = l_593 + l_596;
const uint64_t l_598 = l_595 >> uint64_t(32);
const bool l_599 = l_597 < l_593;
const uint64_t l_600 = uint64_t(l_599);
const uint64_t l_601 = l_598 + l_600;
l_mut_408 = l_597;
const bool l_602 = l_24 == uint(64);
if (l_602) {
l_mut_408 = l_601;
} else {
const bool l_603 = l_24 > uint(0);
if (l_603) {
const uint l_604 = uint(64) - l_24;
const uint64_t l_605 = uint64_t(l_604);
const uint64_t l_606 = l_601 << l_605;
const uint64_t l_607 = uint64_t(l_24);
const uint64_t l_608 = l_597 >> l_607;
const uint64_t l_609 = l_606 | l_608;
l_mut_408 = l_609;
}
}
l_mut_301 = l_mut_408;
if (l_588) {
const uint64_t l_610 = uint64_t(uint(0));
const uint64_t l_611 = l_610 - l_mut_301;
l_mut_301 = l_611;
}
const uint64_t l_612 = l_465 + l_mut_301;
const uint l_613 = l_24 + uint(3);
const uint64_t l_614 = uint64_t(uint(0));
l_mut_408 = l_614;
const bool l_615 = l_437 < uint(65536);
if (l_615) {
const uint l_616 = l_437 * l_437;
const uint64_t l_617 = l_102 >> uint64_t(63);
const bool l_618 = l_617 == uint64_t(1);
l_mut_301 = l_102;
if (l_618) {
const uint64_t l_619 = uint64_t(uint(0));
const uint64_t l_620 = l_619 - l_102;
l_mut_301 = l_620;
}
const uint64_t l_621 = uint64_t(l_616);
const uint64_t l_622 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_623 = l_622 * l_621;
const uint64_t l_624 = l_mut_301 >> uint64_t(32);
const uint64_t l_625 = l_624 * l_621;
const uint64_t l_626 = l_625 << uint64_t(32);
const uint64_t l_627 = l_623 + l_626;
const uint64_t l_628 = l_625 >> uint64_t(32);
const bool l_629 = l_627 < l_623;
const uint64_t l_630 = uint64_t(l_629);
const uint64_t l_631 = l_628 + l_630;
l_mut_301 = l_627;
const bool l_632 = l_613 == uint(64);
if (l_632) {
l_mut_301 = l_631;
} else {
const bool l_633 = l_613 > uint(0);
if (l_633) {
const uint l_634 = uint(64) - l_613;
const uint64_t l_635 = uint64_t(l_634);
const uint64_t l_636 = l_631 << l_635;
const uint64_t l_637 = uint64_t(l_613);
const uint64_t l_638 = l_627 >> l_637;
const uint64_t l_639 = l_636 | l_638;
l_mut_301 = l_639;
}
}
l_mut_284 = l_mut_301;
if (l_618) {
const uint64_t l_640 = uint64_t(uint(0));
const uint64_t l_641 = l_640 - l_mut_284;
l_mut_284 = l_641;
}
l_mut_408 = l_mut_284;
} else {
const uint64_t l_642 = l_102 >> uint64_t(63);
const bool l_643 = l_642 == uint64_t(1);
l_mut_301 = l_102;
if (l_643) {
const uint64_t l_644 = uint64_t(uint(0));
const uint64_t l_645 = l_644 - l_102;
l_mut_301 = l_645;
}
const uint64_t l_646 = uint64_t(l_437);
const uint64_t l_647 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_648 = l_647 * l_646;
const uint64_t l_649 = l_mut_301 >> uint64_t(32);
const uint64_t l_650 = l_649 * l_646;
const uint64_t l_651 = l_650 << uint64_t(32);
const uint64_t l_652 = l_648 + l_651;
const uint64_t l_653 = l_650 >> uint64_t(32);
const bool l_654 = l_652 < l_648;
const uint64_t l_655 = uint64_t(l_654);
const uint64_t l_656 = l_653 + l_655;
l_mut_284 = l_652;
const bool l_657 = uint(0) == uint(64);
if (l_657) {
l_mut_284 = l_656;
} else {
const bool l_658 = uint(0) > uint(0);
if (l_658) {
const uint64_t l_659 = uint64_t(uint(64));
const uint64_t l_660 = l_656 << l_659;
const uint64_t l_661 = uint64_t(uint(0));
const uint64_t l_662 = l_652 >> l_661;
const uint64_t l_663 = l_660 | l_662;
l_mut_284 = l_663;
}
}
const uint64_t l_664 = uint64_t(l_437);
const uint64_t l_665 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_666 = l_665 * l_664;
const uint64_t l_667 = l_mut_301 >> uint64_t(32);
const uint64_t l_668 = l_667 * l_664;
const uint64_t l_669 = l_668 << uint64_t(32);
const uint64_t l_670 = l_666 + l_669;
const uint64_t l_671 = l_668 >> uint64_t(32);
const bool l_672 = l_670 < l_666;
const uint64_t l_673 = uint64_t(l_672);
const uint64_t l_674 = l_671 + l_673;
l_mut_301 = l_670;
const bool l_675 = uint(64) == uint(64);
if (l_675) {
l_mut_301 = l_674;
} else {
const bool l_676 = uint(64) > uint(0);
if (l_676) {
const uint64_t l_677 = uint64_t(uint(0));
const uint64_t l_678 = l_674 << l_677;
const uint64_t l_679 = uint64_t(uint(64));
const uint64_t l_680 = l_670 >> l_679;
const uint64_t l_681 = l_678 | l_680;
l_mut_301 = l_681;
}
}
const uint64_t l_682 = uint64_t(l_437);
const uint64_t l_683 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_684 = l_683 * l_682;
const uint64_t l_685 = l_mut_284 >> uint64_t(32);
const uint64_t l_686 = l_685 * l_682;
const uint64_t l_687 = l_686 << uint64_t(32);
const uint64_t l_688 = l_684 + l_687;
const uint64_t l_689 = l_686 >> uint64_t(32);
const bool l_690 = l_688 < l_684;
const uint64_t l_691 = uint64_t(l_690);
const uint64_t l_692 = l_689 + l_691;
l_mut_212 = l_688;
const bool l_693 = uint(0) == uint(64);
if (l_693) {
l_mut_212 = l_692;
} else {
const bool l_694 = uint(0) > uint(0);
if (l_694) {
const uint64_t l_695 = uint64_t(uint(64));
const uint64_t l_696 = l_692 << l_695;
const uint64_t l_697 = uint64_t(uint(0));
const uint64_t l_698 = l_688 >> l_697;
const uint64_t l_699 = l_696 | l_698;
l_mut_212 = l_699;
}
}
const uint64_t l_700 = uint64_t(l_437);
const uint64_t l_701 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_702 = l_701 * l_700;
const uint64_t l_703 = l_mut_284 >> uint64_t(32);
const uint64_t l_704 = l_703 * l_700;
const uint64_t l_705 = l_704 << uint64_t(32);
const uint64_t l_706 = l_702 + l_705;
const uint64_t l_707 = l_704 >> uint64_t(32);
const bool l_708 = l_706 < l_702;
const uint64_t l_709 = uint64_t(l_708);
const uint64_t l_710 = l_707 + l_709;
l_mut_284 = l_706;
const bool l_711 = uint(64) == uint(64);
if (l_711) {
l_mut_284 = l_710;
} else {
const bool l_712 = uint(64) > uint(0);
if (l_712) {
const uint64_t l_713 = uint64_t(uint(0));
const uint64_t l_714 = l_710 << l_713;
const uint64_t l_715 = uint64_t(uint(64));
const uint64_t l_716 = l_706 >> l_715;
const uint64_t l_717 = l_714 | l_716;
l_mut_284 = l_717;
}
}
const uint64_t l_718 = uint64_t(l_437);
const uint64_t l_719 = l_mut_301 * l_718;
const uint64_t l_720 = l_mut_284 + l_719;
l_mut_408 = l_mut_212;
const bool l_721 = l_613 == uint(64);
if (l_721) {
l_mut_408 = l_720;
} else {
const bool l_722 = l_613 > uint(0);
if (l_722) {
const uint l_723 = uint(64) - l_613;
const uint64_t l_724 = uint64_t(l_723);
const uint64_t l_725 = l_720 << l_724;
const uint64_t l_726 = uint64_t(l_613);
const uint64_t l_727 = l_mut_212 >> l_726;
const uint64_t l_728 = l_725 + l_727;
l_mut_408 = l_728;
}
}
if (l_643) {
const uint64_t l_729 = uint64_t(uint(0));
const uint64_t l_730 = l_729 - l_mut_408;
l_mut_408 = l_730;
}
}
const uint64_t l_731 = l_586 - l_mut_408;
const uint64_t l_732 = l_731 + l_42;
const uint64_t l_733 = uint64_t(uint(0));
const uint64_t l_734 = l_733 - l_612;
const uint64_t l_735 = l_42 + l_42;
l_mut_408 = l_734;
const uint64_t l_736 = uint64_t(uint(0));
const uint64_t l_737 = l_736 - l_734;
l_mut_301 = l_737;
l_mut_284 = l_732;
l_mut_271 = uint(1);
l_mut_258 = uint(1);
l_mut_358 = bool(false);
const bool l_738 = l_mut_284 < l_735;
const bool l_739 = !l_738;
l_mut_350 = l_739;
const bool l_740 = l_734 == uint64_t(0);
if (l_740) {
l_mut_358 = l_mut_350;
l_mut_350 = bool(false);
}
if (l_mut_350) {
const uint64_t l_741 = l_734 >> uint64_t(63);
const bool l_742 = l_741 == uint64_t(1);
l_mut_212 = l_734;
if (l_742) {
const uint64_t l_743 = uint64_t(uint(0));
const uint64_t l_744 = l_743 - l_734;
l_mut_212 = l_744;
}
const uint l_745 = l_437 - uint(1);
const uint64_t l_746 = uint64_t(l_745);
const uint64_t l_747 = l_mut_212 * l_746;
l_mut_67 = uint(0);
const uint l_748 = l_437 - uint(1);
const uint64_t l_749 = uint64_t(l_748);
const uint64_t l_750 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_751 = l_750 * l_749;
const uint64_t l_752 = l_mut_212 >> uint64_t(32);
const uint64_t l_753 = l_752 * l_749;
const uint64_t l_754 = l_753 << uint64_t(32);
const uint64_t l_755 = l_751 + l_754;
const uint64_t l_756 = l_753 >> uint64_t(32);
const bool l_757 = l_755 < l_751;
const uint64_t l_758 = uint64_t(l_757);
const uint64_t l_759 = l_756 + l_758;
l_mut_158 = l_755;
const bool l_760 = uint(64) == uint(64);
if (l_760) {
l_mut_158 = l_759;
} else {
const bool l_761 = uint(64) > uint(0);
if (l_761) {
const uint64_t l_762 = uint64_t(uint(0));
const uint64_t l_763 = l_759 << l_762;
const uint64_t l_764 = uint64_t(uint(64));
const uint64_t l_765 = l_755 >> l_764;
const uint64_t l_766 = l_763 | l_765;
l_mut_158 = l_766;
}
}
const bool l_767 = l_mut_158 == uint64_t(0);
if (l_767) {
l_mut_158 = l_732;
if (l_742) {
const uint64_t l_768 = uint64_t(uint(0));
const uint64_t l_769 = l_768 - l_732;
const bool l_770 = l_732 == uint64_t(0);
const bool l_771 = !l_770;
const bool l_772 = l_747 < l_769;
const bool l_773 = !l_772;
const bool l_774 = l_771 && l_773;
if (l_774) {
const uint l_775 = l_437 - uint(1);
l_mut_127 = l_769;
const bool l_776 = l_769 < l_mut_212;
const bool l_777 = !l_776;
if (l_777) {
l_mut_778 = uint(0);
const bool l_779 = l_mut_212 < l_769;
if (l_779) {
const uint64_t l_780 = l_769 - uint64_t(1);
const uint64_t l_781 = l_780 / l_mut_212;
const uint64_t l_782 = uint64_t(l_775);
const bool l_783 = l_781 < l_782;
const uint64_t l_784 = uint64_t(l_775);
const uint64_t l_785 = (l_783) ? l_781 : l_784;
const uint l_786 = uint(l_785);
l_mut_778 = l_786;
}
const uint64_t l_787 = uint64_t(l_mut_778);
const uint64_t l_788 = l_mut_212 * l_787;
const uint64_t l_789 = l_769 - l_788;
l_mut_127 = l_789;
const bool l_790 = l_mut_127 < l_mut_212;
const bool l_791 = !l_790;
if (l_791) {
const uint64_t l_792 = l_mut_127 - l_mut_212;
l_mut_127 = l_792;
}
}
const uint64_t l_793 = l_mut_212 - l_mut_127;
l_mut_127 = l_793;
const bool l_794 = l_793 < l_mut_212;
const bool l_795 = !l_794;
if (l_795) {
const uint64_t l_796 = l_793 - l_mut_212;
l_mut_127 = l_796;
}
const bool l_797 = l_mut_127 < l_mut_158;
if (l_797) {
l_mut_158 = l_mut_127;
}
}
} else {
const uint64_t l_798 = l_732 - l_747;
l_mut_158 = l_798;
const bool l_799 = l_732 < l_747;
if (l_799) {
const uint l_800 = l_437 - uint(1);
l_mut_127 = l_732;
const bool l_801 = l_732 < l_mut_212;
const bool l_802 = !l_801;
if (l_802) {
l_mut_778 = uint(0);
const bool l_803 = l_mut_212 < l_732;
if (l_803) {
const uint64_t l_804 = l_732 - uint64_t(1);
const uint64_t l_805 = l_804 / l_mut_212;
const uint64_t l_806 = uint64_t(l_800);
const bool l_807 = l_805 < l_806;
const uint64_t l_808 = uint64_t(l_800);
const uint64_t l_809 = (l_807) ? l_805 : l_808;
const uint l_810 = uint(l_809);
l_mut_778 = l_810;
}
const uint64_t l_811 = uint64_t(l_mut_778);
const uint64_t l_812 = l_mut_212 * l_811;
const uint64_t l_813 = l_732 - l_812;
l_mut_127 = l_813;
const bool l_814 = l_mut_127 < l_mut_212;
const bool l_815 = !l_814;
if (l_815) {
const uint64_t l_816 = l_mut_127 - l_mut_212;
l_mut_127 = l_816;
}
}
const bool l_817 = l_mut_127 < l_mut_158;
if (l_817) {
l_mut_158 = l_mut_127;
}
}
}
const bool l_818 = l_mut_158 < l_735;
const bool l_819 = !l_818;
const uint l_820 = uint(l_819);
const uint l_821 = uint(2) - l_820;
l_mut_67 = l_821;
}
const bool l_822 = l_mut_67 > uint(0);
if (l_822) {
const bool l_823 = l_mut_67 == uint(1);
l_mut_358 = l_823;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
while (true) {
const bool l_824 = !l_mut_350;
if (l_824) {
break;}
l_mut_212 = l_mut_408;
if (l_mut_262) {
l_mut_212 = l_mut_301;
}
const bool l_825 = l_mut_284 < l_mut_212;
const bool l_826 = !l_825;
const bool l_827 = l_826 != l_mut_262;
if (l_827) {
l_mut_212 = l_mut_408;
l_mut_408 = l_mut_301;
l_mut_301 = l_mut_212;
l_mut_778 = l_mut_271;
l_mut_271 = l_mut_258;
l_mut_258 = l_mut_778;
l_mut_262 = l_826;
}
const uint64_t l_828 = l_mut_408 - l_mut_284;
l_mut_212 = l_828;
if (l_mut_262) {
const uint64_t l_829 = l_mut_284 - l_735;
l_mut_212 = l_829;
}
l_mut_158 = l_mut_408;
const bool l_830 = l_mut_212 < l_mut_408;
if (l_830) {
l_mut_158 = l_mut_212;
}
l_mut_259 = bool(false);
const uint64_t l_831 = uint64_t(uint(3));
const uint64_t l_832 = l_mut_158 >> l_831;
const bool l_833 = l_832 < l_mut_301;
const bool l_834 = !l_833;
l_mut_259 = l_834;
l_mut_778 = uint(0);
const bool l_835 = l_mut_301 == uint64_t(0);
const bool l_836 = !l_835;
const bool l_837 = l_mut_259 && l_836;
const bool l_838 = l_mut_301 < l_mut_158;
const bool l_839 = l_837 && l_838;
const uint l_840 = l_mut_271 + l_mut_258;
const bool l_841 = l_840 < l_437;
const bool l_842 = l_839 && l_841;
if (l_842) {
const uint l_843 = l_437 - l_mut_271;
const uint l_844 = l_843 - l_mut_258;
const uint l_845 = l_844 / l_mut_271;
const uint64_t l_846 = l_mut_158 - uint64_t(1);
const uint64_t l_847 = l_846 / l_mut_301;
const uint64_t l_848 = uint64_t(l_845);
const bool l_849 = l_847 < l_848;
const uint64_t l_850 = uint64_t(l_845);
const uint64_t l_851 = (l_849) ? l_847 : l_850;
const uint l_852 = uint(l_851);
l_mut_778 = l_852;
}
l_mut_212 = l_mut_408;
l_mut_158 = l_mut_301;
l_mut_67 = l_mut_271;
l_mut_853 = l_mut_258;
l_mut_127 = l_mut_284;
l_mut_854 = uint(0);
const bool l_855 = l_mut_778 > uint(0);
if (l_855) {
const uint64_t l_856 = uint64_t(l_mut_778);
const uint64_t l_857 = l_mut_301 * l_856;
if (l_mut_262) {
const uint64_t l_858 = l_mut_284 - l_857;
l_mut_127 = l_858;
}
const uint64_t l_859 = l_mut_408 - l_857;
l_mut_212 = l_859;
const uint l_860 = l_mut_778 * l_mut_271;
const uint l_861 = l_mut_258 + l_860;
l_mut_853 = l_861;
} else {
if (l_mut_262) {
const uint64_t l_862 = l_mut_284 - l_mut_301;
l_mut_127 = l_862;
const bool l_863 = l_mut_127 < l_735;
if (l_863) {
l_mut_854 = uint(2);
}
}
const bool l_864 = l_mut_854 == uint(0);
if (l_864) {
const uint l_865 = l_437 - l_mut_271;
const uint l_866 = l_865 / l_mut_258;
l_mut_778 = uint(0);
l_mut_259 = bool(false);
const uint64_t l_867 = uint64_t(uint(3));
const uint64_t l_868 = l_mut_301 >> l_867;
const bool l_869 = l_868 < l_mut_408;
const bool l_870 = !l_869;
l_mut_259 = l_870;
const bool l_871 = l_mut_408 == uint64_t(0);
if (l_871) {
l_mut_778 = l_866;
} else {
if (l_mut_259) {
const bool l_872 = l_mut_408 < l_mut_301;
if (l_872) {
const uint64_t l_873 = l_mut_301 - uint64_t(1);
const uint64_t l_874 = l_873 / l_mut_408;
const uint64_t l_875 = uint64_t(l_866);
const bool l_876 = l_874 < l_875;
const uint64_t l_877 = uint64_t(l_866);
const uint64_t l_878 = (l_876) ? l_874 : l_877;
const uint l_879 = uint(l_878);
l_mut_778 = l_879;
}
} else {
l_mut_105 = l_mut_301;
while (true) {
const bool l_880 = l_mut_408 < l_mut_105;
const uint l_881 = l_mut_778 * l_mut_258;
const uint l_882 = l_mut_271 + l_881;
const uint l_883 = l_882 + l_mut_258;
const bool l_884 = l_883 < l_437;
const bool l_885 = l_880 && l_884;
const bool l_886 = !l_885;
if (l_886) {
break;}
const uint64_t l_887 = l_mut_105 - l_mut_408;
l_mut_105 = l_887;
l_mut_778 = l_mut_778 + uint(1);
}
}
}
const uint l_888 = l_mut_778 * l_mut_258;
const uint l_889 = l_mut_271 + l_888;
const uint l_890 = l_889 + l_mut_258;
const bool l_891 = l_890 >= l_437;
if (l_891) {
l_mut_854 = uint(1);
} else {
const uint64_t l_892 = uint64_t(l_mut_778);
const uint64_t l_893 = l_mut_408 * l_892;
const uint64_t l_894 = l_mut_301 - l_893;
l_mut_158 = l_894;
const uint l_895 = l_mut_778 * l_mut_258;
const uint l_896 = l_mut_271 + l_895;
l_mut_67 = l_896;
const uint64_t l_897 = l_mut_408 - l_mut_158;
l_mut_212 = l_897;
const uint l_898 = l_mut_258 + l_mut_67;
l_mut_853 = l_898;
}
}
}
l_mut_408 = l_mut_212;
l_mut_301 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_258 = l_mut_853;
l_mut_284 = l_mut_127;
const bool l_899 = l_mut_854 == uint(1);
l_mut_358 = l_899;
const bool l_900 = l_mut_854 == uint(0);
l_mut_350 = l_900;
}
const bool l_901 = !l_mut_358;
const bool l_902 = l_436 && l_901;
if (l_902) {
const uint l_903 = uint(1) << l_mut_434;
l_mut_382 = l_mut_382 | l_903;
l_mut_381 = l_mut_381 + uint(1);
const uint l_904 = l_435 + l_433;
const uint l_905 = min(l_904, l_74);
l_mut_854 = uint(0);

for (uint l_mut_906 = l_435; l_mut_906 < l_905; ++l_mut_906) {
const uint64_t l_907 = uint64_t(l_mut_906);
const uint64_t l_908 = l_84 * l_907;
const uint64_t l_909 = l_93 + l_908;
const uint64_t l_910 = uint64_t(uint(0));
l_mut_408 = l_910;
const bool l_911 = l_mut_906 < uint(65536);
if (l_911) {
const uint l_912 = l_mut_906 * l_mut_906;
const uint64_t l_913 = l_102 >> uint64_t(63);
const bool l_914 = l_913 == uint64_t(1);
l_mut_301 = l_102;
if (l_914) {
const uint64_t l_915 = uint64_t(uint(0));
const uint64_t l_916 = l_915 - l_102;
l_mut_301 = l_916;
}
const uint64_t l_917 = uint64_t(l_912);
const uint64_t l_918 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_919 = l_918 * l_917;
const uint64_t l_920 = l_mut_301 >> uint64_t(32);
const uint64_t l_921 = l_920 * l_917;
const uint64_t l_922 = l_921 << uint64_t(32);
const uint64_t l_923 = l_919 + l_922;
const uint64_t l_924 = l_921 >> uint64_t(32);
const bool l_925 = l_923 < l_919;
const uint64_t l_926 = uint64_t(l_925);
const uint64_t l_927 = l_924 + l_926;
l_mut_301 = l_923;
const bool l_928 = l_24 == uint(64);
if (l_928) {
l_mut_301 = l_927;
} else {
const bool l_929 = l_24 > uint(0);
if (l_929) {
const uint l_930 = uint(64) - l_24;
const uint64_t l_931 = uint64_t(l_930);
const uint64_t l_932 = l_927 << l_931;
const uint64_t l_933 = uint64_t(l_24);
const uint64_t l_934 = l_923 >> l_933;
const uint64_t l_935 = l_932 | l_934;
l_mut_301 = l_935;
}
}
l_mut_284 = l_mut_301;
if (l_914) {
const uint64_t l_936 = uint64_t(uint(0));
const uint64_t l_937 = l_936 - l_mut_284;
l_mut_284 = l_937;
}
l_mut_408 = l_mut_284;
} else {
const uint64_t l_938 = l_102 >> uint64_t(63);
const bool l_939 = l_938 == uint64_t(1);
l_mut_301 = l_102;
if (l_939) {
const uint64_t l_940 = uint64_t(uint(0));
const uint64_t l_941 = l_940 - l_102;
l_mut_301 = l_941;
}
const uint64_t l_942 = uint64_t(l_mut_906);
const uint64_t l_943 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_944 = l_943 * l_942;
const uint64_t l_945 = l_mut_301 >> uint64_t(32);
const uint64_t l_946 = l_945 * l_942;
const uint64_t l_947 = l_946 << uint64_t(32);
const uint64_t l_948 = l_944 + l_947;
const uint64_t l_949 = l_946 >> uint64_t(32);
const bool l_950 = l_948 < l_944;
const uint64_t l_951 = uint64_t(l_950);
const uint64_t l_952 = l_949 + l_951;
l_mut_284 = l_948;
const bool l_953 = uint(0) == uint(64);
if (l_953) {
l_mut_284 = l_952;
} else {
const bool l_954 = uint(0) > uint(0);
if (l_954) {
const uint64_t l_955 = uint64_t(uint(64));
const uint64_t l_956 = l_952 << l_955;
const uint64_t l_957 = uint64_t(uint(0));
const uint64_t l_958 = l_948 >> l_957;
const uint64_t l_959 = l_956 | l_958;
l_mut_284 = l_959;
}
}
const uint64_t l_960 = uint64_t(l_mut_906);
const uint64_t l_961 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_962 = l_961 * l_960;
const uint64_t l_963 = l_mut_301 >> uint64_t(32);
const uint64_t l_964 = l_963 * l_960;
const uint64_t l_965 = l_964 << uint64_t(32);
const uint64_t l_966 = l_962 + l_965;
const uint64_t l_967 = l_964 >> uint64_t(32);
const bool l_968 = l_966 < l_962;
const uint64_t l_969 = uint64_t(l_968);
const uint64_t l_970 = l_967 + l_969;
l_mut_301 = l_966;
const bool l_971 = uint(64) == uint(64);
if (l_971) {
l_mut_301 = l_970;
} else {
const bool l_972 = uint(64) > uint(0);
if (l_972) {
const uint64_t l_973 = uint64_t(uint(0));
const uint64_t l_974 = l_970 << l_973;
const uint64_t l_975 = uint64_t(uint(64));
const uint64_t l_976 = l_966 >> l_975;
const uint64_t l_977 = l_974 | l_976;
l_mut_301 = l_977;
}
}
const uint64_t l_978 = uint64_t(l_mut_906);
const uint64_t l_979 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_980 = l_979 * l_978;
const uint64_t l_981 = l_mut_284 >> uint64_t(32);
const uint64_t l_982 = l_981 * l_978;
const uint64_t l_983 = l_982 << uint64_t(32);
const uint64_t l_984 = l_980 + l_983;
const uint64_t l_985 = l_982 >> uint64_t(32);
const bool l_986 = l_984 < l_980;
const uint64_t l_987 = uint64_t(l_986);
const uint64_t l_988 = l_985 + l_987;
l_mut_212 = l_984;
const bool l_989 = uint(0) == uint(64);
if (l_989) {
l_mut_212 = l_988;
} else {
const bool l_990 = uint(0) > uint(0);
if (l_990) {
const uint64_t l_991 = uint64_t(uint(64));
const uint64_t l_992 = l_988 << l_991;
const uint64_t l_993 = uint64_t(uint(0));
const uint64_t l_994 = l_984 >> l_993;
const uint64_t l_995 = l_992 | l_994;
l_mut_212 = l_995;
}
}
const uint64_t l_996 = uint64_t(l_mut_906);
const uint64_t l_997 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_998 = l_997 * l_996;
const uint64_t l_999 = l_mut_284 >> uint64_t(32);
const uint64_t l_1000 = l_999 * l_996;
const uint64_t l_1001 = l_1000 << uint64_t(32);
const uint64_t l_1002 = l_998 + l_1001;
const uint64_t l_1003 = l_1000 >> uint64_t(32);
const bool l_1004 = l_1002 < l_998;
const uint64_t l_1005 = uint64_t(l_1004);
const uint64_t l_1006 = l_1003 + l_1005;
l_mut_284 = l_1002;
const bool l_1007 = uint(64) == uint(64);
if (l_1007) {
l_mut_284 = l_1006;
} else {
const bool l_1008 = uint(64) > uint(0);
if (l_1008) {
const uint64_t l_1009 = uint64_t(uint(0));
const uint64_t l_1010 = l_1006 << l_1009;
const uint64_t l_1011 = uint64_t(uint(64));
const uint64_t l_1012 = l_1002 >> l_1011;
const uint64_t l_1013 = l_1010 | l_1012;
l_mut_284 = l_1013;
}
}
const uint64_t l_1014 = uint64_t(l_mut_906);
const uint64_t l_1015 = l_mut_301 * l_1014;
const uint64_t l_1016 = l_mut_284 + l_1015;
l_mut_408 = l_mut_212;
const bool l_1017 = l_24 == uint(64);
if (l_1017) {
l_mut_408 = l_1016;
} else {
const bool l_1018 = l_24 > uint(0);
if (l_1018) {
const uint l_1019 = uint(64) - l_24;
const uint64_t l_1020 = uint64_t(l_1019);
const uint64_t l_1021 = l_1016 << l_1020;
const uint64_t l_1022 = uint64_t(l_24);
const uint64_t l_1023 = l_mut_212 >> l_1022;
const uint64_t l_1024 = l_1021 + l_1023;
l_mut_408 = l_1024;
}
}
if (l_939) {
const uint64_t l_1025 = uint64_t(uint(0));
const uint64_t l_1026 = l_1025 - l_mut_408;
l_mut_408 = l_1026;
}
}
const uint64_t l_1027 = l_909 + l_mut_408;
const uint64_t l_1028 = uint64_t(uint(0));
const uint64_t l_1029 = l_1028 - l_1027;
l_mut_408 = l_1029;
const bool l_1030 = l_1027 < l_mut_408;
if (l_1030) {
l_mut_408 = l_1027;
}
const bool l_1031 = l_mut_408 < l_51;
const uint l_1032 = uint(l_1031);
l_mut_854 = l_mut_854 + l_1032;
}
l_mut_304 = l_mut_304 + l_mut_854;
}
}
const bool l_1033 = l_mut_381 > uint(0);
if (l_1033) {
const uint l_1313 = info.static_meta[uint(5)];
const uint l_1314 = l_1313 * uint(1);
const uint l_1315 = l_1314 - uint(1);
const uint l_1316 = min(uint(1), l_1315);
device atomic_uint* l_1317 = &buffer_5[l_1316];
atomic_uint* l_1034 = l_1317;
const uint l_1035 = atomic_fetch_add_explicit(l_1034, l_mut_381, memory_order_relaxed);
}
const bool l_1036 = l_mut_304 > uint(0);
if (l_1036) {
const uint l_1318 = info.static_meta[uint(5)];
const uint l_1319 = l_1318 * uint(1);
const uint l_1320 = l_1319 - uint(1);
const uint l_1321 = min(uint(2), l_1320);
device atomic_uint* l_1322 = &buffer_5[l_1321];
atomic_uint* l_1037 = l_1322;
const uint l_1038 = atomic_fetch_add_explicit(l_1037, l_mut_304, memory_order_relaxed);
l_mut_854 = l_1038;

for (uint l_mut_1039 = uint(0); l_mut_1039 < uint(8); ++l_mut_1039) {
const uint l_1040 = l_mut_382 >> l_mut_1039;
const uint l_1041 = l_1040 & uint(1);
const bool l_1042 = l_1041 == uint(1);
if (l_1042) {
const uint l_1043 = l_mut_1039 * l_433;
const uint l_1044 = l_1043 + l_433;
const uint l_1045 = min(l_1044, l_74);
l_mut_853 = l_mut_854;

for (uint l_mut_1046 = l_1043; l_mut_1046 < l_1045; ++l_mut_1046) {
const uint64_t l_1047 = uint64_t(l_mut_1046);
const uint64_t l_1048 = l_84 * l_1047;
const uint64_t l_1049 = l_93 + l_1048;
const uint64_t l_1050 = uint64_t(uint(0));
l_mut_408 = l_1050;
const bool l_1051 = l_mut_1046 < uint(65536);
if (l_1051) {
const uint l_1052 = l_mut_1046 * l_mut_1046;
const uint64_t l_1053 = l_102 >> uint64_t(63);
const bool l_1054 = l_1053 == uint64_t(1);
l_mut_301 = l_102;
if (l_1054) {
const uint64_t l_1055 = uint64_t(uint(0));
const uint64_t l_1056 = l_1055 - l_102;
l_mut_301 = l_1056;
}
const uint64_t l_1057 = uint64_t(l_1052);
const uint64_t l_1058 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_1059 = l_1058 * l_1057;
const uint64_t l_1060 = l_mut_301 >> uint64_t(32);
const uint64_t l_1061 = l_1060 * l_1057;
const uint64_t l_1062 = l_1061 << uint64_t(32);
const uint64_t l_1063 = l_1059 + l_1062;
const uint64_t l_1064 = l_1061 >> uint64_t(32);
const bool l_1065 = l_1063 < l_1059;
const uint64_t l_1066 = uint64_t(l_1065);
const uint64_t l_1067 = l_1064 + l_1066;
l_mut_301 = l_1063;
const bool l_1068 = l_24 == uint(64);
if (l_1068) {
l_mut_301 = l_1067;
} else {
const bool l_1069 = l_24 > uint(0);
if (l_1069) {
const uint l_1070 = uint(64) - l_24;
const uint64_t l_1071 = uint64_t(l_1070);
const uint64_t l_1072 = l_1067 << l_1071;
const uint64_t l_1073 = uint64_t(l_24);
const uint64_t l_1074 = l_1063 >> l_1073;
const uint64_t l_1075 = l_1072 | l_1074;
l_mut_301 = l_1075;
}
}
l_mut_284 = l_mut_301;
if (l_1054) {
const uint64_t l_1076 = uint64_t(uint(0));
const uint64_t l_1077 = l_1076 - l_mut_284;
l_mut_284 = l_1077;
}
l_mut_408 = l_mut_284;
} else {
const uint64_t l_1078 = l_102 >> uint64_t(63);
const bool l_1079 = l_1078 == uint64_t(1);
l_mut_301 = l_102;
if (l_1079) {
const uint64_t l_1080 = uint64_t(uint(0));
const uint64_t l_1081 = l_1080 - l_102;
l_mut_301 = l_1081;
}
const uint64_t l_1082 = uint64_t(l_mut_1046);
const uint64_t l_1083 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_1084 = l_1083 * l_1082;
const uint64_t l_1085 = l_mut_301 >> uint64_t(32);
const uint64_t l_1086 = l_1085 * l_1082;
const uint64_t l_1087 = l_1086 << uint64_t(32);
const uint64_t l_1088 = l_1084 + l_1087;
const uint64_t l_1089 = l_1086 >> uint64_t(32);
const bool l_1090 = l_1088 < l_1084;
const uint64_t l_1091 = uint64_t(l_1090);
const uint64_t l_1092 = l_1089 + l_1091;
l_mut_284 = l_1088;
const bool l_1093 = uint(0) == uint(64);
if (l_1093) {
l_mut_284 = l_1092;
} else {
const bool l_1094 = uint(0) > uint(0);
if (l_1094) {
const uint64_t l_1095 = uint64_t(uint(64));
const uint64_t l_1096 = l_1092 << l_1095;
const uint64_t l_1097 = uint64_t(uint(0));
const uint64_t l_1098 = l_1088 >> l_1097;
const uint64_t l_1099 = l_1096 | l_1098;
l_mut_284 = l_1099;
}
}
const uint64_t l_1100 = uint64_t(l_mut_1046);
const uint64_t l_1101 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_1102 = l_1101 * l_1100;
const uint64_t l_1103 = l_mut_301 >> uint64_t(32);
const uint64_t l_1104 = l_1103 * l_1100;
const uint64_t l_1105 = l_1104 << uint64_t(32);
const uint64_t l_1106 = l_1102 + l_1105;
const uint64_t l_1107 = l_1104 >> uint64_t(32);
const bool l_1108 = l_1106 < l_1102;
const uint64_t l_1109 = uint64_t(l_1108);
const uint64_t l_1110 = l_1107 + l_1109;
l_mut_301 = l_1106;
const bool l_1111 = uint(64) == uint(64);
if (l_1111) {
l_mut_301 = l_1110;
} else {
const bool l_1112 = uint(64) > uint(0);
if (l_1112) {
const uint64_t l_1113 = uint64_t(uint(0));
const uint64_t l_1114 = l_1110 << l_1113;
const uint64_t l_1115 = uint64_t(uint(64));
const uint64_t l_1116 = l_1106 >> l_1115;
const uint64_t l_1117 = l_1114 | l_1116;
l_mut_301 = l_1117;
}
}
const uint64_t l_1118 = uint64_t(l_mut_1046);
const uint64_t l_1119 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1120 = l_1119 * l_1118;
const uint64_t l_1121 = l_mut_284 >> uint64_t(32);
const uint64_t l_1122 = l_1121 * l_1118;
const uint64_t l_1123 = l_1122 << uint64_t(32);
const uint64_t l_1124 = l_1120 + l_1123;
const uint64_t l_1125 = l_1122 >> uint64_t(32);
const bool l_1126 = l_1124 < l_1120;
const uint64_t l_1127 = uint64_t(l_1126);
const uint64_t l_1128 = l_1125 + l_1127;
l_mut_212 = l_1124;
const bool l_1129 = uint(0) == uint(64);
if (l_1129) {
l_mut_212 = l_1128;
} else {
const bool l_1130 = uint(0) > uint(0);
if (l_1130) {
const uint64_t l_1131 = uint64_t(uint(64));
const uint64_t l_1132 = l_1128 << l_1131;
const uint64_t l_1133 = uint64_t(uint(0));
const uint64_t l_1134 = l_1124 >> l_1133;
const uint64_t l_1135 = l_1132 | l_1134;
l_mut_212 = l_1135;
}
}
const uint64_t l_1136 = uint64_t(l_mut_1046);
const uint64_t l_1137 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1138 = l_1137 * l_1136;
const uint64_t l_1139 = l_mut_284 >> uint64_t(32);
const uint64_t l_1140 = l_1139 * l_1136;
const uint64_t l_1141 = l_1140 << uint64_t(32);
const uint64_t l_1142 = l_1138 + l_1141;
const uint64_t l_1143 = l_1140 >> uint64_t(32);
const bool l_1144 = l_1142 < l_1138;
const uint64_t l_1145 = uint64_t(l_1144);
const uint64_t l_1146 = l_1143 + l_1145;
l_mut_284 = l_1142;
const bool l_1147 = uint(64) == uint(64);
if (l_1147) {
l_mut_284 = l_1146;
} else {
const bool l_1148 = uint(64) > uint(0);
if (l_1148) {
const uint64_t l_1149 = uint64_t(uint(0));
const uint64_t l_1150 = l_1146 << l_1149;
const uint64_t l_1151 = uint64_t(uint(64));
const uint64_t l_1152 = l_1142 >> l_1151;
const uint64_t l_1153 = l_1150 | l_1152;
l_mut_284 = l_1153;
}
}
const uint64_t l_1154 = uint64_t(l_mut_1046);
const uint64_t l_1155 = l_mut_301 * l_1154;
const uint64_t l_1156 = l_mut_284 + l_1155;
l_mut_408 = l_mut_212;
const bool l_1157 = l_24 == uint(64);
if (l_1157) {
l_mut_408 = l_1156;
} else {
const bool l_1158 = l_24 > uint(0);
if (l_1158) {
const uint l_1159 = uint(64) - l_24;
const uint64_t l_1160 = uint64_t(l_1159);
const uint64_t l_1161 = l_1156 << l_1160;
const uint64_t l_1162 = uint64_t(l_24);
const uint64_t l_1163 = l_mut_212 >> l_1162;
const uint64_t l_1164 = l_1161 + l_1163;
l_mut_408 = l_1164;
}
}
if (l_1079) {
const uint64_t l_1165 = uint64_t(uint(0));
const uint64_t l_1166 = l_1165 - l_mut_408;
l_mut_408 = l_1166;
}
}
const uint64_t l_1167 = l_1049 + l_mut_408;
const uint64_t l_1168 = uint64_t(uint(0));
const uint64_t l_1169 = l_1168 - l_1167;
l_mut_408 = l_1169;
const bool l_1170 = l_1167 < l_mut_408;
if (l_1170) {
l_mut_408 = l_1167;
}
const bool l_1171 = l_mut_408 < l_51;
if (l_1171) {
const uint l_1172 = l_mut_853 * uint(2);
const uint l_1173 = l_1172 + uint(1);
const uint l_1174 = info.static_meta[uint(10)];
const bool l_1175 = l_1173 < l_1174;
if (l_1175) {
const uint l_1323 = info.static_meta[uint(4)];
const uint l_1324 = l_1323 * uint(1);
const bool l_1325 = l_1172 < l_1324;
if (l_1325) {
buffer_4[l_1172] = thread_index_in_grid;
}
const uint l_1176 = l_1172 + uint(1);
const uint l_1326 = info.static_meta[uint(4)];
const uint l_1327 = l_1326 * uint(1);
const bool l_1328 = l_1176 < l_1327;
if (l_1328) {
buffer_4[l_1176] = l_mut_1046;
}
}
l_mut_853 = l_mut_853 + uint(1);
}
}
l_mut_854 = l_mut_853;
}
}
}
}
}

}
