
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
bool l_mut_355;
uint l_mut_258;
uint l_mut_271;
uint l_mut_304;
uint l_mut_67;
uint l_mut_728;
uint l_mut_739;
uint l_mut_770;
uint64_t l_mut_105;
uint64_t l_mut_127;
uint64_t l_mut_158;
uint64_t l_mut_212;
uint64_t l_mut_284;
uint64_t l_mut_301;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1244 = info.static_meta[uint(5)];
const uint l_1245 = l_1244 * uint(1);
const uint l_1246 = l_1245 - uint(1);
const uint l_1247 = min(uint(3), l_1246);
device atomic_uint* l_1248 = &buffer_5[l_1247];
atomic_uint* l_1 = l_1248;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_1160 = info.static_meta[uint(3)];
const uint l_1161 = l_1160 * uint(1);
const bool l_1162 = l_3 < l_1161;
const uint l_1163 = l_1161 - uint(1);
const uint l_1164 = min(l_3, l_1163);
const uint l_1165 = buffer_3[l_1164];
const uint l_1166 = (l_1162) ? l_1165 : uint(0);
const uint l_4 = l_1166;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_1167 = info.static_meta[uint(3)];
const uint l_1168 = l_1167 * uint(1);
const bool l_1169 = l_7 < l_1168;
const uint l_1170 = l_1168 - uint(1);
const uint l_1171 = min(l_7, l_1170);
const uint l_1172 = buffer_3[l_1171];
const uint l_1173 = (l_1169) ? l_1172 : uint(0);
const uint l_8 = l_1173;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_1174 = info.static_meta[uint(3)];
const uint l_1175 = l_1174 * uint(1);
const bool l_1176 = l_14 < l_1175;
const uint l_1177 = l_1175 - uint(1);
const uint l_1178 = min(l_14, l_1177);
const uint l_1179 = buffer_3[l_1178];
const uint l_1180 = (l_1176) ? l_1179 : uint(0);
const uint l_15 = l_1180;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_1181 = info.static_meta[uint(3)];
const uint l_1182 = l_1181 * uint(1);
const bool l_1183 = l_18 < l_1182;
const uint l_1184 = l_1182 - uint(1);
const uint l_1185 = min(l_18, l_1184);
const uint l_1186 = buffer_3[l_1185];
const uint l_1187 = (l_1183) ? l_1186 : uint(0);
const uint l_19 = l_1187;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_1188 = info.static_meta[uint(3)];
const uint l_1189 = l_1188 * uint(1);
const bool l_1190 = l_25 < l_1189;
const uint l_1191 = l_1189 - uint(1);
const uint l_1192 = min(l_25, l_1191);
const uint l_1193 = buffer_3[l_1192];
const uint l_1194 = (l_1190) ? l_1193 : uint(0);
const uint l_26 = l_1194;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_1195 = info.static_meta[uint(3)];
const uint l_1196 = l_1195 * uint(1);
const bool l_1197 = l_29 < l_1196;
const uint l_1198 = l_1196 - uint(1);
const uint l_1199 = min(l_29, l_1198);
const uint l_1200 = buffer_3[l_1199];
const uint l_1201 = (l_1197) ? l_1200 : uint(0);
const uint l_30 = l_1201;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_1202 = info.static_meta[uint(3)];
const uint l_1203 = l_1202 * uint(1);
const bool l_1204 = l_34 < l_1203;
const uint l_1205 = l_1203 - uint(1);
const uint l_1206 = min(l_34, l_1205);
const uint l_1207 = buffer_3[l_1206];
const uint l_1208 = (l_1204) ? l_1207 : uint(0);
const uint l_35 = l_1208;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_1209 = info.static_meta[uint(3)];
const uint l_1210 = l_1209 * uint(1);
const bool l_1211 = l_38 < l_1210;
const uint l_1212 = l_1210 - uint(1);
const uint l_1213 = min(l_38, l_1212);
const uint l_1214 = buffer_3[l_1213];
const uint l_1215 = (l_1211) ? l_1214 : uint(0);
const uint l_39 = l_1215;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * uint(4);
const uint l_1216 = info.static_meta[uint(3)];
const uint l_1217 = l_1216 * uint(1);
const bool l_1218 = l_43 < l_1217;
const uint l_1219 = l_1217 - uint(1);
const uint l_1220 = min(l_43, l_1219);
const uint l_1221 = buffer_3[l_1220];
const uint l_1222 = (l_1218) ? l_1221 : uint(0);
const uint l_44 = l_1222;
const uint64_t l_45 = uint64_t(l_44);
const uint l_46 = uint(2) * uint(4);
const uint l_47 = l_46 + uint(1);
const uint l_1223 = info.static_meta[uint(3)];
const uint l_1224 = l_1223 * uint(1);
const bool l_1225 = l_47 < l_1224;
const uint l_1226 = l_1224 - uint(1);
const uint l_1227 = min(l_47, l_1226);
const uint l_1228 = buffer_3[l_1227];
const uint l_1229 = (l_1225) ? l_1228 : uint(0);
const uint l_48 = l_1229;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_49 << uint64_t(32);
const uint64_t l_51 = l_45 | l_50;
const uint l_52 = uint(2) * uint(5);
const uint l_1230 = info.static_meta[uint(3)];
const uint l_1231 = l_1230 * uint(1);
const bool l_1232 = l_52 < l_1231;
const uint l_1233 = l_1231 - uint(1);
const uint l_1234 = min(l_52, l_1233);
const uint l_1235 = buffer_3[l_1234];
const uint l_1236 = (l_1232) ? l_1235 : uint(0);
const uint l_53 = l_1236;
const uint64_t l_54 = uint64_t(l_53);
const uint l_55 = uint(2) * uint(5);
const uint l_56 = l_55 + uint(1);
const uint l_1237 = info.static_meta[uint(3)];
const uint l_1238 = l_1237 * uint(1);
const bool l_1239 = l_56 < l_1238;
const uint l_1240 = l_1238 - uint(1);
const uint l_1241 = min(l_56, l_1240);
const uint l_1242 = buffer_3[l_1241];
const uint l_1243 = (l_1239) ? l_1242 : uint(0);
const uint l_57 = l_1243;
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
const uint l_1249 = info.static_meta[uint(0)];
const uint l_1250 = l_1249 * uint(1);
const bool l_1251 = l_76 < l_1250;
const uint l_1252 = l_1250 - uint(1);
const uint l_1253 = min(l_76, l_1252);
const uint l_1254 = buffer_0[l_1253];
const uint l_1255 = (l_1251) ? l_1254 : uint(0);
const uint l_77 = l_1255;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_1256 = info.static_meta[uint(0)];
const uint l_1257 = l_1256 * uint(1);
const bool l_1258 = l_80 < l_1257;
const uint l_1259 = l_1257 - uint(1);
const uint l_1260 = min(l_80, l_1259);
const uint l_1261 = buffer_0[l_1260];
const uint l_1262 = (l_1258) ? l_1261 : uint(0);
const uint l_81 = l_1262;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint l_85 = uint(2) * thread_index_in_grid;
const uint l_1263 = info.static_meta[uint(1)];
const uint l_1264 = l_1263 * uint(1);
const bool l_1265 = l_85 < l_1264;
const uint l_1266 = l_1264 - uint(1);
const uint l_1267 = min(l_85, l_1266);
const uint l_1268 = buffer_1[l_1267];
const uint l_1269 = (l_1265) ? l_1268 : uint(0);
const uint l_86 = l_1269;
const uint64_t l_87 = uint64_t(l_86);
const uint l_88 = uint(2) * thread_index_in_grid;
const uint l_89 = l_88 + uint(1);
const uint l_1270 = info.static_meta[uint(1)];
const uint l_1271 = l_1270 * uint(1);
const bool l_1272 = l_89 < l_1271;
const uint l_1273 = l_1271 - uint(1);
const uint l_1274 = min(l_89, l_1273);
const uint l_1275 = buffer_1[l_1274];
const uint l_1276 = (l_1272) ? l_1275 : uint(0);
const uint l_90 = l_1276;
const uint64_t l_91 = uint64_t(l_90);
const uint64_t l_92 = l_91 << uint64_t(32);
const uint64_t l_93 = l_87 | l_92;
const uint l_94 = uint(2) * thread_index_in_grid;
const uint l_1277 = info.static_meta[uint(2)];
const uint l_1278 = l_1277 * uint(1);
const bool l_1279 = l_94 < l_1278;
const uint l_1280 = l_1278 - uint(1);
const uint l_1281 = min(l_94, l_1280);
const uint l_1282 = buffer_2[l_1281];
const uint l_1283 = (l_1279) ? l_1282 : uint(0);
const uint l_95 = l_1283;
const uint64_t l_96 = uint64_t(l_95);
const uint l_97 = uint(2) * thread_index_in_grid;
const uint l_98 = l_97 + uint(1);
const uint l_1284 = info.static_meta[uint(2)];
const uint l_1285 = l_1284 * uint(1);
const bool l_1286 = l_98 < l_1285;
const uint l_1287 = l_1285 - uint(1);
const uint l_1288 = min(l_98, l_1287);
const uint l_1289 = buffer_2[l_1288];
const uint l_1290 = (l_1286) ? l_1289 : uint(0);
const uint l_99 = l_1290;
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
const bool l_352 = l_mut_127 < l_mut_212;
if (l_352) {
const uint l_353 = l_13 - l_mut_67;
const uint l_354 = l_353 / l_mut_258;
l_mut_304 = uint(0);
l_mut_355 = bool(false);
const uint64_t l_356 = uint64_t(uint(3));
const uint64_t l_357 = l_mut_158 >> l_356;
const bool l_358 = l_357 < l_mut_212;
const bool l_359 = !l_358;
l_mut_355 = l_359;
const bool l_360 = l_mut_212 == uint64_t(0);
if (l_360) {
l_mut_304 = l_354;
} else {
if (l_mut_355) {
const bool l_361 = l_mut_212 < l_mut_158;
if (l_361) {
const uint64_t l_362 = l_mut_158 - uint64_t(1);
const uint64_t l_363 = l_362 / l_mut_212;
const uint64_t l_364 = uint64_t(l_354);
const bool l_365 = l_363 < l_364;
const uint64_t l_366 = uint64_t(l_354);
const uint64_t l_367 = (l_365) ? l_363 : l_366;
const uint l_368 = uint(l_367);
l_mut_304 = l_368;
}
} else {
l_mut_301 = l_mut_158;
while (true) {
const bool l_369 = l_mut_212 < l_mut_301;
const uint l_370 = l_mut_304 * l_mut_258;
const uint l_371 = l_mut_67 + l_370;
const uint l_372 = l_371 + l_mut_258;
const bool l_373 = l_372 < l_13;
const bool l_374 = l_369 && l_373;
const bool l_375 = !l_374;
if (l_375) {
break;}
const uint64_t l_376 = l_mut_301 - l_mut_212;
l_mut_301 = l_376;
l_mut_304 = l_mut_304 + uint(1);
}
}
}
const uint l_377 = l_mut_304 * l_mut_258;
const uint l_378 = l_mut_67 + l_377;
const uint l_379 = l_378 + l_mut_258;
const bool l_380 = l_379 >= l_13;
if (l_380) {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
const uint64_t l_381 = uint64_t(l_mut_304);
const uint64_t l_382 = l_mut_212 * l_381;
const uint64_t l_383 = l_mut_158 - l_382;
l_mut_158 = l_383;
const uint l_384 = l_mut_304 * l_mut_258;
l_mut_67 = l_mut_67 + l_384;
const uint64_t l_385 = l_mut_212 - l_mut_158;
l_mut_212 = l_385;
l_mut_258 = l_mut_258 + l_mut_67;
}
} else {
const uint64_t l_386 = l_mut_127 - l_mut_212;
l_mut_127 = l_386;
const bool l_387 = l_mut_127 < l_255;
if (l_387) {
l_mut_262 = bool(false);
} else {
const uint l_388 = l_13 - l_mut_258;
const uint l_389 = l_388 / l_mut_67;
l_mut_304 = uint(0);
l_mut_355 = bool(false);
const uint64_t l_390 = uint64_t(uint(3));
const uint64_t l_391 = l_mut_212 >> l_390;
const bool l_392 = l_391 < l_mut_158;
const bool l_393 = !l_392;
l_mut_355 = l_393;
const bool l_394 = l_mut_158 == uint64_t(0);
if (l_394) {
l_mut_304 = l_389;
} else {
if (l_mut_355) {
const bool l_395 = l_mut_158 < l_mut_212;
if (l_395) {
const uint64_t l_396 = l_mut_212 - uint64_t(1);
const uint64_t l_397 = l_396 / l_mut_158;
const uint64_t l_398 = uint64_t(l_389);
const bool l_399 = l_397 < l_398;
const uint64_t l_400 = uint64_t(l_389);
const uint64_t l_401 = (l_399) ? l_397 : l_400;
const uint l_402 = uint(l_401);
l_mut_304 = l_402;
}
} else {
l_mut_301 = l_mut_212;
while (true) {
const bool l_403 = l_mut_158 < l_mut_301;
const uint l_404 = l_mut_304 * l_mut_67;
const uint l_405 = l_mut_258 + l_404;
const uint l_406 = l_405 + l_mut_67;
const bool l_407 = l_406 < l_13;
const bool l_408 = l_403 && l_407;
const bool l_409 = !l_408;
if (l_409) {
break;}
const uint64_t l_410 = l_mut_301 - l_mut_158;
l_mut_301 = l_410;
l_mut_304 = l_mut_304 + uint(1);
}
}
}
const uint l_411 = l_mut_67 + l_mut_258;
const uint l_412 = l_mut_304 * l_mut_67;
const uint l_413 = l_411 + l_412;
const bool l_414 = l_413 >= l_13;
if (l_414) {
l_mut_259 = bool(true);
l_mut_262 = bool(false);
} else {
const uint64_t l_415 = uint64_t(l_mut_304);
const uint64_t l_416 = l_mut_158 * l_415;
const uint64_t l_417 = l_mut_212 - l_416;
l_mut_212 = l_417;
const uint l_418 = l_mut_304 * l_mut_67;
l_mut_258 = l_mut_258 + l_418;
const uint64_t l_419 = l_mut_158 - l_mut_212;
l_mut_158 = l_419;
l_mut_67 = l_mut_67 + l_mut_258;
}
}
}
}
const bool l_420 = !l_mut_259;
if (l_420) {
const uint l_1291 = info.static_meta[uint(5)];
const uint l_1292 = l_1291 * uint(1);
const uint l_1293 = l_1292 - uint(1);
const uint l_1294 = min(uint(0), l_1293);
device atomic_uint* l_1295 = &buffer_5[l_1294];
atomic_uint* l_421 = l_1295;
const uint l_422 = atomic_fetch_add_explicit(l_421, uint(1), memory_order_relaxed);
const uint l_423 = l_13 / uint(8);
l_mut_304 = uint(0);
l_mut_271 = uint(0);
l_mut_258 = uint(0);

for (uint l_mut_424 = uint(0); l_mut_424 < uint(8); ++l_mut_424) {
const uint l_425 = l_mut_424 * l_423;
const bool l_426 = l_425 < l_74;
const uint l_427 = l_13 / uint(8);
const uint l_428 = l_mut_424 * l_427;
const uint l_429 = l_428 + l_428;
const uint64_t l_430 = l_102 >> uint64_t(63);
const bool l_431 = l_430 == uint64_t(1);
l_mut_301 = l_102;
if (l_431) {
const uint64_t l_432 = uint64_t(uint(0));
const uint64_t l_433 = l_432 - l_102;
l_mut_301 = l_433;
}
const uint64_t l_434 = uint64_t(l_429);
const uint64_t l_435 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_436 = l_435 * l_434;
const uint64_t l_437 = l_mut_301 >> uint64_t(32);
const uint64_t l_438 = l_437 * l_434;
const uint64_t l_439 = l_438 << uint64_t(32);
const uint64_t l_440 = l_436 + l_439;
const uint64_t l_441 = l_438 >> uint64_t(32);
const bool l_442 = l_440 < l_436;
const uint64_t l_443 = uint64_t(l_442);
const uint64_t l_444 = l_441 + l_443;
l_mut_301 = l_440;
const bool l_445 = l_24 == uint(64);
if (l_445) {
l_mut_301 = l_444;
} else {
const bool l_446 = l_24 > uint(0);
if (l_446) {
const uint l_447 = uint(64) - l_24;
const uint64_t l_448 = uint64_t(l_447);
const uint64_t l_449 = l_444 << l_448;
const uint64_t l_450 = uint64_t(l_24);
const uint64_t l_451 = l_440 >> l_450;
const uint64_t l_452 = l_449 | l_451;
l_mut_301 = l_452;
}
}
l_mut_284 = l_mut_301;
if (l_431) {
const uint64_t l_453 = uint64_t(uint(0));
const uint64_t l_454 = l_453 - l_mut_284;
l_mut_284 = l_454;
}
const uint64_t l_455 = l_84 + l_mut_284;
const uint64_t l_456 = uint64_t(l_428);
const uint64_t l_457 = l_84 * l_456;
const uint64_t l_458 = l_93 + l_457;
const uint64_t l_459 = uint64_t(uint(0));
l_mut_301 = l_459;
const bool l_460 = l_428 < uint(65536);
if (l_460) {
const uint l_461 = l_428 * l_428;
const uint64_t l_462 = l_102 >> uint64_t(63);
const bool l_463 = l_462 == uint64_t(1);
l_mut_284 = l_102;
if (l_463) {
const uint64_t l_464 = uint64_t(uint(0));
const uint64_t l_465 = l_464 - l_102;
l_mut_284 = l_465;
}
const uint64_t l_466 = uint64_t(l_461);
const uint64_t l_467 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_468 = l_467 * l_466;
const uint64_t l_469 = l_mut_284 >> uint64_t(32);
const uint64_t l_470 = l_469 * l_466;
const uint64_t l_471 = l_470 << uint64_t(32);
const uint64_t l_472 = l_468 + l_471;
const uint64_t l_473 = l_470 >> uint64_t(32);
const bool l_474 = l_472 < l_468;
const uint64_t l_475 = uint64_t(l_474);
const uint64_t l_476 = l_473 + l_475;
l_mut_284 = l_472;
const bool l_477 = l_24 == uint(64);
if (l_477) {
l_mut_284 = l_476;
} else {
const bool l_478 = l_24 > uint(0);
if (l_478) {
const uint l_479 = uint(64) - l_24;
const uint64_t l_480 = uint64_t(l_479);
const uint64_t l_481 = l_476 << l_480;
const uint64_t l_482 = uint64_t(l_24);
const uint64_t l_483 = l_472 >> l_482;
const uint64_t l_484 = l_481 | l_483;
l_mut_284 = l_484;
}
}
l_mut_212 = l_mut_284;
if (l_463) {
const uint64_t l_485 = uint64_t(uint(0));
const uint64_t l_486 = l_485 - l_mut_212;
l_mut_212 = l_486;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_487 = l_102 >> uint64_t(63);
const bool l_488 = l_487 == uint64_t(1);
l_mut_284 = l_102;
if (l_488) {
const uint64_t l_489 = uint64_t(uint(0));
const uint64_t l_490 = l_489 - l_102;
l_mut_284 = l_490;
}
const uint64_t l_491 = uint64_t(l_428);
const uint64_t l_492 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_493 = l_492 * l_491;
const uint64_t l_494 = l_mut_284 >> uint64_t(32);
const uint64_t l_495 = l_494 * l_491;
const uint64_t l_496 = l_495 << uint64_t(32);
const uint64_t l_497 = l_493 + l_496;
const uint64_t l_498 = l_495 >> uint64_t(32);
const bool l_499 = l_497 < l_493;
const uint64_t l_500 = uint64_t(l_499);
const uint64_t l_501 = l_498 + l_500;
l_mut_212 = l_497;
const bool l_502 = uint(0) == uint(64);
if (l_502) {
l_mut_212 = l_501;
} else {
const bool l_503 = uint(0) > uint(0);
if (l_503) {
const uint64_t l_504 = uint64_t(uint(64));
const uint64_t l_505 = l_501 << l_504;
const uint64_t l_506 = uint64_t(uint(0));
const uint64_t l_507 = l_497 >> l_506;
const uint64_t l_508 = l_505 | l_507;
l_mut_212 = l_508;
}
}
const uint64_t l_509 = uint64_t(l_428);
const uint64_t l_510 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_511 = l_510 * l_509;
const uint64_t l_512 = l_mut_284 >> uint64_t(32);
const uint64_t l_513 = l_512 * l_509;
const uint64_t l_514 = l_513 << uint64_t(32);
const uint64_t l_515 = l_511 + l_514;
const uint64_t l_516 = l_513 >> uint64_t(32);
const bool l_517 = l_515 < l_511;
const uint64_t l_518 = uint64_t(l_517);
const uint64_t l_519 = l_516 + l_518;
l_mut_284 = l_515;
const bool l_520 = uint(64) == uint(64);
if (l_520) {
l_mut_284 = l_519;
} else {
const bool l_521 = uint(64) > uint(0);
if (l_521) {
const uint64_t l_522 = uint64_t(uint(0));
const uint64_t l_523 = l_519 << l_522;
const uint64_t l_524 = uint64_t(uint(64));
const uint64_t l_525 = l_515 >> l_524;
const uint64_t l_526 = l_523 | l_525;
l_mut_284 = l_526;
}
}
const uint64_t l_527 = uint64_t(l_428);
const uint64_t l_528 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_529 = l_528 * l_527;
const uint64_t l_530 = l_mut_212 >> uint64_t(32);
const uint64_t l_531 = l_530 * l_527;
const uint64_t l_532 = l_531 << uint64_t(32);
const uint64_t l_533 = l_529 + l_532;
const uint64_t l_534 = l_531 >> uint64_t(32);
const bool l_535 = l_533 < l_529;
const uint64_t l_536 = uint64_t(l_535);
const uint64_t l_537 = l_534 + l_536;
l_mut_158 = l_533;
const bool l_538 = uint(0) == uint(64);
if (l_538) {
l_mut_158 = l_537;
} else {
const bool l_539 = uint(0) > uint(0);
if (l_539) {
const uint64_t l_540 = uint64_t(uint(64));
const uint64_t l_541 = l_537 << l_540;
const uint64_t l_542 = uint64_t(uint(0));
const uint64_t l_543 = l_533 >> l_542;
const uint64_t l_544 = l_541 | l_543;
l_mut_158 = l_544;
}
}
const uint64_t l_545 = uint64_t(l_428);
const uint64_t l_546 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_547 = l_546 * l_545;
const uint64_t l_548 = l_mut_212 >> uint64_t(32);
const uint64_t l_549 = l_548 * l_545;
const uint64_t l_550 = l_549 << uint64_t(32);
const uint64_t l_551 = l_547 + l_550;
const uint64_t l_552 = l_549 >> uint64_t(32);
const bool l_553 = l_551 < l_547;
const uint64_t l_554 = uint64_t(l_553);
const uint64_t l_555 = l_552 + l_554;
l_mut_212 = l_551;
const bool l_556 = uint(64) == uint(64);
if (l_556) {
l_mut_212 = l_555;
} else {
const bool l_557 = uint(64) > uint(0);
if (l_557) {
const uint64_t l_558 = uint64_t(uint(0));
const uint64_t l_559 = l_555 << l_558;
const uint64_t l_560 = uint64_t(uint(64));
const uint64_t l_561 = l_551 >> l_560;
const uint64_t l_562 = l_559 | l_561;
l_mut_212 = l_562;
}
}
const uint64_t l_563 = uint64_t(l_428);
const uint64_t l_564 = l_mut_284 * l_563;
const uint64_t l_565 = l_mut_212 + l_564;
l_mut_301 = l_mut_158;
const bool l_566 = l_24 == uint(64);
if (l_566) {
l_mut_301 = l_565;
} else {
const bool l_567 = l_24 > uint(0);
if (l_567) {
const uint l_568 = uint(64) - l_24;
const uint64_t l_569 = uint64_t(l_568);
const uint64_t l_570 = l_565 << l_569;
const uint64_t l_571 = uint64_t(l_24);
const uint64_t l_572 = l_mut_158 >> l_571;
const uint64_t l_573 = l_570 + l_572;
l_mut_301 = l_573;
}
}
if (l_488) {
const uint64_t l_574 = uint64_t(uint(0));
const uint64_t l_575 = l_574 - l_mut_301;
l_mut_301 = l_575;
}
}
const uint64_t l_576 = l_458 + l_mut_301;
const uint64_t l_577 = l_102 >> uint64_t(63);
const bool l_578 = l_577 == uint64_t(1);
l_mut_301 = l_102;
if (l_578) {
const uint64_t l_579 = uint64_t(uint(0));
const uint64_t l_580 = l_579 - l_102;
l_mut_301 = l_580;
}
const uint64_t l_581 = uint64_t(l_427);
const uint64_t l_582 = l_mut_301 & uint64_t(4294967295);
const uint64_t l_583 = l_582 * l_581;
const uint64_t l_584 = l_mut_301 >> uint64_t(32);
const uint64_t l_585 = l_584 * l_581;
const uint64_t l_586 = l_585 << uint64_t(32);
const uint64_t l_587 = l_583 + l_586;
const uint64_t l_588 = l_585 >> uint64_t(32);
const bool l_589 = l_587 < l_583;
const uint64_t l_590 = uint64_t(l_589);
const uint64_t l_591 = l_588 + l_590;
l_mut_301 = l_587;
const bool l_592 = l_24 == uint(64);
if (l_592) {
l_mut_301 = l_591;
} else {
const bool l_593 = l_24 > uint(0);
if (l_593) {
const uint l_594 = uint(64) - l_24;
const uint64_t l_595 = uint64_t(l_594);
const uint64_t l_596 = l_591 << l_595;
const uint64_t l_597 = uint64_t(l_24);
const uint64_t l_598 = l_587 >> l_597;
const uint64_t l_599 = l_596 | l_598;
l_mut_301 = l_599;
}
}
l_mut_284 = l_mut_301;
if (l_578) {
const uint64_t l_600 = uint64_t(uint(0));
const uint64_t l_601 = l_600 - l_mut_284;
l_mut_284 = l_601;
}
const uint64_t l_602 = l_455 + l_mut_284;
const uint l_603 = l_24 + uint(3);
const uint64_t l_604 = uint64_t(uint(0));
l_mut_301 = l_604;
const bool l_605 = l_427 < uint(65536);
if (l_605) {
const uint l_606 = l_427 * l_427;
const uint64_t l_607 = l_102 >> uint64_t(63);
const bool l_608 = l_607 == uint64_t(1);
l_mut_284 = l_102;
if (l_608) {
const uint64_t l_609 = uint64_t(uint(0));
const uint64_t l_610 = l_609 - l_102;
l_mut_284 = l_610;
}
const uint64_t l_611 = uint64_t(l_606);
const uint64_t l_612 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_613 = l_612 * l_611;
const uint64_t l_614 = l_mut_284 >> uint64_t(32);
const uint64_t l_615 = l_614 * l_611;
const uint64_t l_616 = l_615 << uint64_t(32);
const uint64_t l_617 = l_613 + l_616;
const uint64_t l_618 = l_615 >> uint64_t(32);
const bool l_619 = l_617 < l_613;
const uint64_t l_620 = uint64_t(l_619);
const uint64_t l_621 = l_618 + l_620;
l_mut_284 = l_617;
const bool l_622 = l_603 == uint(64);
if (l_622) {
l_mut_284 = l_621;
} else {
const bool l_623 = l_603 > uint(0);
if (l_623) {
const uint l_624 = uint(64) - l_603;
const uint64_t l_625 = uint64_t(l_624);
const uint64_t l_626 = l_621 << l_625;
const uint64_t l_627 = uint64_t(l_603);
const uint64_t l_628 = l_617 >> l_627;
const uint64_t l_629 = l_626 | l_628;
l_mut_284 = l_629;
}
}
l_mut_212 = l_mut_284;
if (l_608) {
const uint64_t l_630 = uint64_t(uint(0));
const uint64_t l_631 = l_630 - l_mut_212;
l_mut_212 = l_631;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_632 = l_102 >> uint64_t(63);
const bool l_633 = l_632 == uint64_t(1);
l_mut_284 = l_102;
if (l_633) {
const uint64_t l_634 = uint64_t(uint(0));
const uint64_t l_635 = l_634 - l_102;
l_mut_284 = l_635;
}
const uint64_t l_636 = uint64_t(l_427);
const uint64_t l_637 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_638 = l_637 * l_636;
const uint64_t l_639 = l_mut_284 >> uint64_t(32);
const uint64_t l_640 = l_639 * l_636;
const uint64_t l_641 = l_640 << uint64_t(32);
const uint64_t l_642 = l_638 + l_641;
const uint64_t l_643 = l_640 >> uint64_t(32);
const bool l_644 = l_642 < l_638;
const uint64_t l_645 = uint64_t(l_644);
const uint64_t l_646 = l_643 + l_645;
l_mut_212 = l_642;
const bool l_647 = uint(0) == uint(64);
if (l_647) {
l_mut_212 = l_646;
} else {
const bool l_648 = uint(0) > uint(0);
if (l_648) {
const uint64_t l_649 = uint64_t(uint(64));
const uint64_t l_650 = l_646 << l_649;
const uint64_t l_651 = uint64_t(uint(0));
const uint64_t l_652 = l_642 >> l_651;
const uint64_t l_653 = l_650 | l_652;
l_mut_212 = l_653;
}
}
const uint64_t l_654 = uint64_t(l_427);
const uint64_t l_655 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_656 = l_655 * l_654;
const uint64_t l_657 = l_mut_284 >> uint64_t(32);
const uint64_t l_658 = l_657 * l_654;
const uint64_t l_659 = l_658 << uint64_t(32);
const uint64_t l_660 = l_656 + l_659;
const uint64_t l_661 = l_658 >> uint64_t(32);
const bool l_662 = l_660 < l_656;
const uint64_t l_663 = uint64_t(l_662);
const uint64_t l_664 = l_661 + l_663;
l_mut_284 = l_660;
const bool l_665 = uint(64) == uint(64);
if (l_665) {
l_mut_284 = l_664;
} else {
const bool l_666 = uint(64) > uint(0);
if (l_666) {
const uint64_t l_667 = uint64_t(uint(0));
const uint64_t l_668 = l_664 << l_667;
const uint64_t l_669 = uint64_t(uint(64));
const uint64_t l_670 = l_660 >> l_669;
const uint64_t l_671 = l_668 | l_670;
l_mut_284 = l_671;
}
}
const uint64_t l_672 = uint64_t(l_427);
const uint64_t l_673 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_674 = l_673 * l_672;
const uint64_t l_675 = l_mut_212 >> uint64_t(32);
const uint64_t l_676 = l_675 * l_672;
const uint64_t l_677 = l_676 << uint64_t(32);
const uint64_t l_678 = l_674 + l_677;
const uint64_t l_679 = l_676 >> uint64_t(32);
const bool l_680 = l_678 < l_674;
const uint64_t l_681 = uint64_t(l_680);
const uint64_t l_682 = l_679 + l_681;
l_mut_158 = l_678;
const bool l_683 = uint(0) == uint(64);
if (l_683) {
l_mut_158 = l_682;
} else {
const bool l_684 = uint(0) > uint(0);
if (l_684) {
const uint64_t l_685 = uint64_t(uint(64));
const uint64_t l_686 = l_682 << l_685;
const uint64_t l_687 = uint64_t(uint(0));
const uint64_t l_688 = l_678 >> l_687;
const uint64_t l_689 = l_686 | l_688;
l_mut_158 = l_689;
}
}
const uint64_t l_690 = uint64_t(l_427);
const uint64_t l_691 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_692 = l_691 * l_690;
const uint64_t l_693 = l_mut_212 >> uint64_t(32);
const uint64_t l_694 = l_693 * l_690;
const uint64_t l_695 = l_694 << uint64_t(32);
const uint64_t l_696 = l_692 + l_695;
const uint64_t l_697 = l_694 >> uint64_t(32);
const bool l_698 = l_696 < l_692;
const uint64_t l_699 = uint64_t(l_698);
const uint64_t l_700 = l_697 + l_699;
l_mut_212 = l_696;
const bool l_701 = uint(64) == uint(64);
if (l_701) {
l_mut_212 = l_700;
} else {
const bool l_702 = uint(64) > uint(0);
if (l_702) {
const uint64_t l_703 = uint64_t(uint(0));
const uint64_t l_704 = l_700 << l_703;
const uint64_t l_705 = uint64_t(uint(64));
const uint64_t l_706 = l_696 >> l_705;
const uint64_t l_707 = l_704 | l_706;
l_mut_212 = l_707;
}
}
const uint64_t l_708 = uint64_t(l_427);
const uint64_t l_709 = l_mut_284 * l_708;
const uint64_t l_710 = l_mut_212 + l_709;
l_mut_301 = l_mut_158;
const bool l_711 = l_603 == uint(64);
if (l_711) {
l_mut_301 = l_710;
} else {
const bool l_712 = l_603 > uint(0);
if (l_712) {
const uint l_713 = uint(64) - l_603;
const uint64_t l_714 = uint64_t(l_713);
const uint64_t l_715 = l_710 << l_714;
const uint64_t l_716 = uint64_t(l_603);
const uint64_t l_717 = l_mut_158 >> l_716;
const uint64_t l_718 = l_715 + l_717;
l_mut_301 = l_718;
}
}
if (l_633) {
const uint64_t l_719 = uint64_t(uint(0));
const uint64_t l_720 = l_719 - l_mut_301;
l_mut_301 = l_720;
}
}
const uint64_t l_721 = l_576 - l_mut_301;
const uint64_t l_722 = l_721 + l_42;
const uint64_t l_723 = uint64_t(uint(0));
const uint64_t l_724 = l_723 - l_602;
const uint64_t l_725 = l_42 + l_42;
l_mut_301 = l_724;
const uint64_t l_726 = uint64_t(uint(0));
const uint64_t l_727 = l_726 - l_724;
l_mut_284 = l_727;
l_mut_212 = l_722;
l_mut_67 = uint(1);
l_mut_728 = uint(1);
l_mut_355 = bool(false);
const bool l_729 = l_mut_212 < l_725;
const bool l_730 = !l_729;
l_mut_350 = l_730;
const bool l_731 = l_724 == uint64_t(0);
if (l_731) {
l_mut_355 = l_mut_350;
l_mut_350 = bool(false);
}
if (l_mut_350) {
const uint64_t l_732 = l_724 >> uint64_t(63);
const bool l_733 = l_732 == uint64_t(1);
l_mut_158 = l_724;
if (l_733) {
const uint64_t l_734 = uint64_t(uint(0));
const uint64_t l_735 = l_734 - l_724;
l_mut_158 = l_735;
}
const uint l_736 = l_427 - uint(1);
const uint64_t l_737 = uint64_t(l_736);
const uint64_t l_738 = l_mut_158 * l_737;
l_mut_739 = uint(0);
const uint l_740 = l_427 - uint(1);
const uint64_t l_741 = uint64_t(l_740);
const uint64_t l_742 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_743 = l_742 * l_741;
const uint64_t l_744 = l_mut_158 >> uint64_t(32);
const uint64_t l_745 = l_744 * l_741;
const uint64_t l_746 = l_745 << uint64_t(32);
const uint64_t l_747 = l_743 + l_746;
const uint64_t l_748 = l_745 >> uint64_t(32);
const bool l_749 = l_747 < l_743;
const uint64_t l_750 = uint64_t(l_749);
const uint64_t l_751 = l_748 + l_750;
l_mut_127 = l_747;
const bool l_752 = uint(64) == uint(64);
if (l_752) {
l_mut_127 = l_751;
} else {
const bool l_753 = uint(64) > uint(0);
if (l_753) {
const uint64_t l_754 = uint64_t(uint(0));
const uint64_t l_755 = l_751 << l_754;
const uint64_t l_756 = uint64_t(uint(64));
const uint64_t l_757 = l_747 >> l_756;
const uint64_t l_758 = l_755 | l_757;
l_mut_127 = l_758;
}
}
const bool l_759 = l_mut_127 == uint64_t(0);
if (l_759) {
l_mut_127 = l_722;
if (l_733) {
const uint64_t l_760 = uint64_t(uint(0));
const uint64_t l_761 = l_760 - l_722;
const bool l_762 = l_722 == uint64_t(0);
const bool l_763 = !l_762;
const bool l_764 = l_738 < l_761;
const bool l_765 = !l_764;
const bool l_766 = l_763 && l_765;
if (l_766) {
const uint l_767 = l_427 - uint(1);
l_mut_105 = l_761;
const bool l_768 = l_761 < l_mut_158;
const bool l_769 = !l_768;
if (l_769) {
l_mut_770 = uint(0);
const bool l_771 = l_mut_158 < l_761;
if (l_771) {
const uint64_t l_772 = l_761 - uint64_t(1);
const uint64_t l_773 = l_772 / l_mut_158;
const uint64_t l_774 = uint64_t(l_767);
const bool l_775 = l_773 < l_774;
const uint64_t l_776 = uint64_t(l_767);
const uint64_t l_777 = (l_775) ? l_773 : l_776;
const uint l_778 = uint(l_777);
l_mut_770 = l_778;
}
const uint64_t l_779 = uint64_t(l_mut_770);
const uint64_t l_780 = l_mut_158 * l_779;
const uint64_t l_781 = l_761 - l_780;
l_mut_105 = l_781;
const bool l_782 = l_mut_105 < l_mut_158;
const bool l_783 = !l_782;
if (l_783) {
const uint64_t l_784 = l_mut_105 - l_mut_158;
l_mut_105 = l_784;
}
}
const uint64_t l_785 = l_mut_158 - l_mut_105;
l_mut_105 = l_785;
const bool l_786 = l_785 < l_mut_158;
const bool l_787 = !l_786;
if (l_787) {
const uint64_t l_788 = l_785 - l_mut_158;
l_mut_105 = l_788;
}
const bool l_789 = l_mut_105 < l_mut_127;
if (l_789) {
l_mut_127 = l_mut_105;
}
}
} else {
const uint64_t l_790 = l_722 - l_738;
l_mut_127 = l_790;
const bool l_791 = l_722 < l_738;
if (l_791) {
const uint l_792 = l_427 - uint(1);
l_mut_105 = l_722;
const bool l_793 = l_722 < l_mut_158;
const bool l_794 = !l_793;
if (l_794) {
l_mut_770 = uint(0);
const bool l_795 = l_mut_158 < l_722;
if (l_795) {
const uint64_t l_796 = l_722 - uint64_t(1);
const uint64_t l_797 = l_796 / l_mut_158;
const uint64_t l_798 = uint64_t(l_792);
const bool l_799 = l_797 < l_798;
const uint64_t l_800 = uint64_t(l_792);
const uint64_t l_801 = (l_799) ? l_797 : l_800;
const uint l_802 = uint(l_801);
l_mut_770 = l_802;
}
const uint64_t l_803 = uint64_t(l_mut_770);
const uint64_t l_804 = l_mut_158 * l_803;
const uint64_t l_805 = l_722 - l_804;
l_mut_105 = l_805;
const bool l_806 = l_mut_105 < l_mut_158;
const bool l_807 = !l_806;
if (l_807) {
const uint64_t l_808 = l_mut_105 - l_mut_158;
l_mut_105 = l_808;
}
}
const bool l_809 = l_mut_105 < l_mut_127;
if (l_809) {
l_mut_127 = l_mut_105;
}
}
}
const bool l_810 = l_mut_127 < l_725;
const bool l_811 = !l_810;
const uint l_812 = uint(l_811);
const uint l_813 = uint(2) - l_812;
l_mut_739 = l_813;
}
const bool l_814 = l_mut_739 > uint(0);
if (l_814) {
const bool l_815 = l_mut_739 == uint(1);
l_mut_355 = l_815;
l_mut_350 = bool(false);
}
}
l_mut_262 = bool(false);
while (true) {
const bool l_816 = !l_mut_350;
if (l_816) {
break;}
const bool l_817 = l_mut_212 < l_mut_301;
if (l_817) {
const uint l_818 = l_427 - l_mut_67;
const uint l_819 = l_818 / l_mut_728;
l_mut_770 = uint(0);
l_mut_259 = bool(false);
const uint64_t l_820 = uint64_t(uint(3));
const uint64_t l_821 = l_mut_284 >> l_820;
const bool l_822 = l_821 < l_mut_301;
const bool l_823 = !l_822;
l_mut_259 = l_823;
const bool l_824 = l_mut_301 == uint64_t(0);
if (l_824) {
l_mut_770 = l_819;
} else {
if (l_mut_259) {
const bool l_825 = l_mut_301 < l_mut_284;
if (l_825) {
const uint64_t l_826 = l_mut_284 - uint64_t(1);
const uint64_t l_827 = l_826 / l_mut_301;
const uint64_t l_828 = uint64_t(l_819);
const bool l_829 = l_827 < l_828;
const uint64_t l_830 = uint64_t(l_819);
const uint64_t l_831 = (l_829) ? l_827 : l_830;
const uint l_832 = uint(l_831);
l_mut_770 = l_832;
}
} else {
l_mut_158 = l_mut_284;
while (true) {
const bool l_833 = l_mut_301 < l_mut_158;
const uint l_834 = l_mut_770 * l_mut_728;
const uint l_835 = l_mut_67 + l_834;
const uint l_836 = l_835 + l_mut_728;
const bool l_837 = l_836 < l_427;
const bool l_838 = l_833 && l_837;
const bool l_839 = !l_838;
if (l_839) {
break;}
const uint64_t l_840 = l_mut_158 - l_mut_301;
l_mut_158 = l_840;
l_mut_770 = l_mut_770 + uint(1);
}
}
}
const uint l_841 = l_mut_770 * l_mut_728;
const uint l_842 = l_mut_67 + l_841;
const uint l_843 = l_842 + l_mut_728;
const bool l_844 = l_843 >= l_427;
if (l_844) {
l_mut_355 = bool(true);
l_mut_350 = bool(false);
} else {
const uint64_t l_845 = uint64_t(l_mut_770);
const uint64_t l_846 = l_mut_301 * l_845;
const uint64_t l_847 = l_mut_284 - l_846;
l_mut_284 = l_847;
const uint l_848 = l_mut_770 * l_mut_728;
l_mut_67 = l_mut_67 + l_848;
const uint64_t l_849 = l_mut_301 - l_mut_284;
l_mut_301 = l_849;
l_mut_728 = l_mut_728 + l_mut_67;
}
} else {
const uint64_t l_850 = l_mut_212 - l_mut_301;
l_mut_212 = l_850;
const bool l_851 = l_mut_212 < l_725;
if (l_851) {
l_mut_350 = bool(false);
} else {
const uint l_852 = l_427 - l_mut_728;
const uint l_853 = l_852 / l_mut_67;
l_mut_770 = uint(0);
l_mut_259 = bool(false);
const uint64_t l_854 = uint64_t(uint(3));
const uint64_t l_855 = l_mut_301 >> l_854;
const bool l_856 = l_855 < l_mut_284;
const bool l_857 = !l_856;
l_mut_259 = l_857;
const bool l_858 = l_mut_284 == uint64_t(0);
if (l_858) {
l_mut_770 = l_853;
} else {
if (l_mut_259) {
const bool l_859 = l_mut_284 < l_mut_301;
if (l_859) {
const uint64_t l_860 = l_mut_301 - uint64_t(1);
const uint64_t l_861 = l_860 / l_mut_284;
const uint64_t l_862 = uint64_t(l_853);
const bool l_863 = l_861 < l_862;
const uint64_t l_864 = uint64_t(l_853);
const uint64_t l_865 = (l_863) ? l_861 : l_864;
const uint l_866 = uint(l_865);
l_mut_770 = l_866;
}
} else {
l_mut_158 = l_mut_301;
while (true) {
const bool l_867 = l_mut_284 < l_mut_158;
const uint l_868 = l_mut_770 * l_mut_67;
const uint l_869 = l_mut_728 + l_868;
const uint l_870 = l_869 + l_mut_67;
const bool l_871 = l_870 < l_427;
const bool l_872 = l_867 && l_871;
const bool l_873 = !l_872;
if (l_873) {
break;}
const uint64_t l_874 = l_mut_158 - l_mut_284;
l_mut_158 = l_874;
l_mut_770 = l_mut_770 + uint(1);
}
}
}
const uint l_875 = l_mut_67 + l_mut_728;
const uint l_876 = l_mut_770 * l_mut_67;
const uint l_877 = l_875 + l_876;
const bool l_878 = l_877 >= l_427;
if (l_878) {
l_mut_355 = bool(true);
l_mut_350 = bool(false);
} else {
const uint64_t l_879 = uint64_t(l_mut_770);
const uint64_t l_880 = l_mut_284 * l_879;
const uint64_t l_881 = l_mut_301 - l_880;
l_mut_301 = l_881;
const uint l_882 = l_mut_770 * l_mut_67;
l_mut_728 = l_mut_728 + l_882;
const uint64_t l_883 = l_mut_284 - l_mut_301;
l_mut_284 = l_883;
l_mut_67 = l_mut_67 + l_mut_728;
}
}
}
}
const bool l_884 = !l_mut_355;
const bool l_885 = l_426 && l_884;
if (l_885) {
const uint l_886 = uint(1) << l_mut_424;
l_mut_304 = l_mut_304 | l_886;
l_mut_271 = l_mut_271 + uint(1);
const uint l_887 = l_425 + l_423;
const uint l_888 = min(l_887, l_74);
l_mut_770 = uint(0);

for (uint l_mut_889 = l_425; l_mut_889 < l_888; ++l_mut_889) {
const uint64_t l_890 = uint64_t(l_mut_889);
const uint64_t l_891 = l_84 * l_890;
const uint64_t l_892 = l_93 + l_891;
const uint64_t l_893 = uint64_t(uint(0));
l_mut_301 = l_893;
const bool l_894 = l_mut_889 < uint(65536);
if (l_894) {
const uint l_895 = l_mut_889 * l_mut_889;
const uint64_t l_896 = l_102 >> uint64_t(63);
const bool l_897 = l_896 == uint64_t(1);
l_mut_284 = l_102;
if (l_897) {
const uint64_t l_898 = uint64_t(uint(0));
const uint64_t l_899 = l_898 - l_102;
l_mut_284 = l_899;
}
const uint64_t l_900 = uint64_t(l_895);
const uint64_t l_901 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_902 = l_901 * l_900;
const uint64_t l_903 = l_mut_284 >> uint64_t(32);
const uint64_t l_904 = l_903 * l_900;
const uint64_t l_905 = l_904 << uint64_t(32);
const uint64_t l_906 = l_902 + l_905;
const uint64_t l_907 = l_904 >> uint64_t(32);
const bool l_908 = l_906 < l_902;
const uint64_t l_909 = uint64_t(l_908);
const uint64_t l_910 = l_907 + l_909;
l_mut_284 = l_906;
const bool l_911 = l_24 == uint(64);
if (l_911) {
l_mut_284 = l_910;
} else {
const bool l_912 = l_24 > uint(0);
if (l_912) {
const uint l_913 = uint(64) - l_24;
const uint64_t l_914 = uint64_t(l_913);
const uint64_t l_915 = l_910 << l_914;
const uint64_t l_916 = uint64_t(l_24);
const uint64_t l_917 = l_906 >> l_916;
const uint64_t l_918 = l_915 | l_917;
l_mut_284 = l_918;
}
}
l_mut_212 = l_mut_284;
if (l_897) {
const uint64_t l_919 = uint64_t(uint(0));
const uint64_t l_920 = l_919 - l_mut_212;
l_mut_212 = l_920;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_921 = l_102 >> uint64_t(63);
const bool l_922 = l_921 == uint64_t(1);
l_mut_284 = l_102;
if (l_922) {
const uint64_t l_923 = uint64_t(uint(0));
const uint64_t l_924 = l_923 - l_102;
l_mut_284 = l_924;
}
const uint64_t l_925 = uint64_t(l_mut_889);
const uint64_t l_926 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_927 = l_926 * l_925;
const uint64_t l_928 = l_mut_284 >> uint64_t(32);
const uint64_t l_929 = l_928 * l_925;
const uint64_t l_930 = l_929 << uint64_t(32);
const uint64_t l_931 = l_927 + l_930;
const uint64_t l_932 = l_929 >> uint64_t(32);
const bool l_933 = l_931 < l_927;
const uint64_t l_934 = uint64_t(l_933);
const uint64_t l_935 = l_932 + l_934;
l_mut_212 = l_931;
const bool l_936 = uint(0) == uint(64);
if (l_936) {
l_mut_212 = l_935;
} else {
const bool l_937 = uint(0) > uint(0);
if (l_937) {
const uint64_t l_938 = uint64_t(uint(64));
const uint64_t l_939 = l_935 << l_938;
const uint64_t l_940 = uint64_t(uint(0));
const uint64_t l_941 = l_931 >> l_940;
const uint64_t l_942 = l_939 | l_941;
l_mut_212 = l_942;
}
}
const uint64_t l_943 = uint64_t(l_mut_889);
const uint64_t l_944 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_945 = l_944 * l_943;
const uint64_t l_946 = l_mut_284 >> uint64_t(32);
const uint64_t l_947 = l_946 * l_943;
const uint64_t l_948 = l_947 << uint64_t(32);
const uint64_t l_949 = l_945 + l_948;
const uint64_t l_950 = l_947 >> uint64_t(32);
const bool l_951 = l_949 < l_945;
const uint64_t l_952 = uint64_t(l_951);
const uint64_t l_953 = l_950 + l_952;
l_mut_284 = l_949;
const bool l_954 = uint(64) == uint(64);
if (l_954) {
l_mut_284 = l_953;
} else {
const bool l_955 = uint(64) > uint(0);
if (l_955) {
const uint64_t l_956 = uint64_t(uint(0));
const uint64_t l_957 = l_953 << l_956;
const uint64_t l_958 = uint64_t(uint(64));
const uint64_t l_959 = l_949 >> l_958;
const uint64_t l_960 = l_957 | l_959;
l_mut_284 = l_960;
}
}
const uint64_t l_961 = uint64_t(l_mut_889);
const uint64_t l_962 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_963 = l_962 * l_961;
const uint64_t l_964 = l_mut_212 >> uint64_t(32);
const uint64_t l_965 = l_964 * l_961;
const uint64_t l_966 = l_965 << uint64_t(32);
const uint64_t l_967 = l_963 + l_966;
const uint64_t l_968 = l_965 >> uint64_t(32);
const bool l_969 = l_967 < l_963;
const uint64_t l_970 = uint64_t(l_969);
const uint64_t l_971 = l_968 + l_970;
l_mut_158 = l_967;
const bool l_972 = uint(0) == uint(64);
if (l_972) {
l_mut_158 = l_971;
} else {
const bool l_973 = uint(0) > uint(0);
if (l_973) {
const uint64_t l_974 = uint64_t(uint(64));
const uint64_t l_975 = l_971 << l_974;
const uint64_t l_976 = uint64_t(uint(0));
const uint64_t l_977 = l_967 >> l_976;
const uint64_t l_978 = l_975 | l_977;
l_mut_158 = l_978;
}
}
const uint64_t l_979 = uint64_t(l_mut_889);
const uint64_t l_980 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_981 = l_980 * l_979;
const uint64_t l_982 = l_mut_212 >> uint64_t(32);
const uint64_t l_983 = l_982 * l_979;
const uint64_t l_984 = l_983 << uint64_t(32);
const uint64_t l_985 = l_981 + l_984;
const uint64_t l_986 = l_983 >> uint64_t(32);
const bool l_987 = l_985 < l_981;
const uint64_t l_988 = uint64_t(l_987);
const uint64_t l_989 = l_986 + l_988;
l_mut_212 = l_985;
const bool l_990 = uint(64) == uint(64);
if (l_990) {
l_mut_212 = l_989;
} else {
const bool l_991 = uint(64) > uint(0);
if (l_991) {
const uint64_t l_992 = uint64_t(uint(0));
const uint64_t l_993 = l_989 << l_992;
const uint64_t l_994 = uint64_t(uint(64));
const uint64_t l_995 = l_985 >> l_994;
const uint64_t l_996 = l_993 | l_995;
l_mut_212 = l_996;
}
}
const uint64_t l_997 = uint64_t(l_mut_889);
const uint64_t l_998 = l_mut_284 * l_997;
const uint64_t l_999 = l_mut_212 + l_998;
l_mut_301 = l_mut_158;
const bool l_1000 = l_24 == uint(64);
if (l_1000) {
l_mut_301 = l_999;
} else {
const bool l_1001 = l_24 > uint(0);
if (l_1001) {
const uint l_1002 = uint(64) - l_24;
const uint64_t l_1003 = uint64_t(l_1002);
const uint64_t l_1004 = l_999 << l_1003;
const uint64_t l_1005 = uint64_t(l_24);
const uint64_t l_1006 = l_mut_158 >> l_1005;
const uint64_t l_1007 = l_1004 + l_1006;
l_mut_301 = l_1007;
}
}
if (l_922) {
const uint64_t l_1008 = uint64_t(uint(0));
const uint64_t l_1009 = l_1008 - l_mut_301;
l_mut_301 = l_1009;
}
}
const uint64_t l_1010 = l_892 + l_mut_301;
const uint64_t l_1011 = uint64_t(uint(0));
const uint64_t l_1012 = l_1011 - l_1010;
l_mut_301 = l_1012;
const bool l_1013 = l_1010 < l_mut_301;
if (l_1013) {
l_mut_301 = l_1010;
}
const bool l_1014 = l_mut_301 < l_51;
const uint l_1015 = uint(l_1014);
l_mut_770 = l_mut_770 + l_1015;
}
l_mut_258 = l_mut_258 + l_mut_770;
}
}
const bool l_1016 = l_mut_271 > uint(0);
if (l_1016) {
const uint l_1296 = info.static_meta[uint(5)];
const uint l_1297 = l_1296 * uint(1);
const uint l_1298 = l_1297 - uint(1);
const uint l_1299 = min(uint(1), l_1298);
device atomic_uint* l_1300 = &buffer_5[l_1299];
atomic_uint* l_1017 = l_1300;
const uint l_1018 = atomic_fetch_add_explicit(l_1017, l_mut_271, memory_order_relaxed);
}
const bool l_1019 = l_mut_258 > uint(0);
if (l_1019) {
const uint l_1301 = info.static_meta[uint(5)];
const uint l_1302 = l_1301 * uint(1);
const uint l_1303 = l_1302 - uint(1);
const uint l_1304 = min(uint(2), l_1303);
device atomic_uint* l_1305 = &buffer_5[l_1304];
atomic_uint* l_1020 = l_1305;
const uint l_1021 = atomic_fetch_add_explicit(l_1020, l_mut_258, memory_order_relaxed);
l_mut_770 = l_1021;

for (uint l_mut_1022 = uint(0); l_mut_1022 < uint(8); ++l_mut_1022) {
const uint l_1023 = l_mut_304 >> l_mut_1022;
const uint l_1024 = l_1023 & uint(1);
const bool l_1025 = l_1024 == uint(1);
if (l_1025) {
const uint l_1026 = l_mut_1022 * l_423;
const uint l_1027 = l_1026 + l_423;
const uint l_1028 = min(l_1027, l_74);
l_mut_739 = l_mut_770;

for (uint l_mut_1029 = l_1026; l_mut_1029 < l_1028; ++l_mut_1029) {
const uint64_t l_1030 = uint64_t(l_mut_1029);
const uint64_t l_1031 = l_84 * l_1030;
const uint64_t l_1032 = l_93 + l_1031;
const uint64_t l_1033 = uint64_t(uint(0));
l_mut_301 = l_1033;
const bool l_1034 = l_mut_1029 < uint(65536);
if (l_1034) {
const uint l_1035 = l_mut_1029 * l_mut_1029;
const uint64_t l_1036 = l_102 >> uint64_t(63);
const bool l_1037 = l_1036 == uint64_t(1);
l_mut_284 = l_102;
if (l_1037) {
const uint64_t l_1038 = uint64_t(uint(0));
const uint64_t l_1039 = l_1038 - l_102;
l_mut_284 = l_1039;
}
const uint64_t l_1040 = uint64_t(l_1035);
const uint64_t l_1041 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1042 = l_1041 * l_1040;
const uint64_t l_1043 = l_mut_284 >> uint64_t(32);
const uint64_t l_1044 = l_1043 * l_1040;
const uint64_t l_1045 = l_1044 << uint64_t(32);
const uint64_t l_1046 = l_1042 + l_1045;
const uint64_t l_1047 = l_1044 >> uint64_t(32);
const bool l_1048 = l_1046 < l_1042;
const uint64_t l_1049 = uint64_t(l_1048);
const uint64_t l_1050 = l_1047 + l_1049;
l_mut_284 = l_1046;
const bool l_1051 = l_24 == uint(64);
if (l_1051) {
l_mut_284 = l_1050;
} else {
const bool l_1052 = l_24 > uint(0);
if (l_1052) {
const uint l_1053 = uint(64) - l_24;
const uint64_t l_1054 = uint64_t(l_1053);
const uint64_t l_1055 = l_1050 << l_1054;
const uint64_t l_1056 = uint64_t(l_24);
const uint64_t l_1057 = l_1046 >> l_1056;
const uint64_t l_1058 = l_1055 | l_1057;
l_mut_284 = l_1058;
}
}
l_mut_212 = l_mut_284;
if (l_1037) {
const uint64_t l_1059 = uint64_t(uint(0));
const uint64_t l_1060 = l_1059 - l_mut_212;
l_mut_212 = l_1060;
}
l_mut_301 = l_mut_212;
} else {
const uint64_t l_1061 = l_102 >> uint64_t(63);
const bool l_1062 = l_1061 == uint64_t(1);
l_mut_284 = l_102;
if (l_1062) {
const uint64_t l_1063 = uint64_t(uint(0));
const uint64_t l_1064 = l_1063 - l_102;
l_mut_284 = l_1064;
}
const uint64_t l_1065 = uint64_t(l_mut_1029);
const uint64_t l_1066 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1067 = l_1066 * l_1065;
const uint64_t l_1068 = l_mut_284 >> uint64_t(32);
const uint64_t l_1069 = l_1068 * l_1065;
const uint64_t l_1070 = l_1069 << uint64_t(32);
const uint64_t l_1071 = l_1067 + l_1070;
const uint64_t l_1072 = l_1069 >> uint64_t(32);
const bool l_1073 = l_1071 < l_1067;
const uint64_t l_1074 = uint64_t(l_1073);
const uint64_t l_1075 = l_1072 + l_1074;
l_mut_212 = l_1071;
const bool l_1076 = uint(0) == uint(64);
if (l_1076) {
l_mut_212 = l_1075;
} else {
const bool l_1077 = uint(0) > uint(0);
if (l_1077) {
const uint64_t l_1078 = uint64_t(uint(64));
const uint64_t l_1079 = l_1075 << l_1078;
const uint64_t l_1080 = uint64_t(uint(0));
const uint64_t l_1081 = l_1071 >> l_1080;
const uint64_t l_1082 = l_1079 | l_1081;
l_mut_212 = l_1082;
}
}
const uint64_t l_1083 = uint64_t(l_mut_1029);
const uint64_t l_1084 = l_mut_284 & uint64_t(4294967295);
const uint64_t l_1085 = l_1084 * l_1083;
const uint64_t l_1086 = l_mut_284 >> uint64_t(32);
const uint64_t l_1087 = l_1086 * l_1083;
const uint64_t l_1088 = l_1087 << uint64_t(32);
const uint64_t l_1089 = l_1085 + l_1088;
const uint64_t l_1090 = l_1087 >> uint64_t(32);
const bool l_1091 = l_1089 < l_1085;
const uint64_t l_1092 = uint64_t(l_1091);
const uint64_t l_1093 = l_1090 + l_1092;
l_mut_284 = l_1089;
const bool l_1094 = uint(64) == uint(64);
if (l_1094) {
l_mut_284 = l_1093;
} else {
const bool l_1095 = uint(64) > uint(0);
if (l_1095) {
const uint64_t l_1096 = uint64_t(uint(0));
const uint64_t l_1097 = l_1093 << l_1096;
const uint64_t l_1098 = uint64_t(uint(64));
const uint64_t l_1099 = l_1089 >> l_1098;
const uint64_t l_1100 = l_1097 | l_1099;
l_mut_284 = l_1100;
}
}
const uint64_t l_1101 = uint64_t(l_mut_1029);
const uint64_t l_1102 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1103 = l_1102 * l_1101;
const uint64_t l_1104 = l_mut_212 >> uint64_t(32);
const uint64_t l_1105 = l_1104 * l_1101;
const uint64_t l_1106 = l_1105 << uint64_t(32);
const uint64_t l_1107 = l_1103 + l_1106;
const uint64_t l_1108 = l_1105 >> uint64_t(32);
const bool l_1109 = l_1107 < l_1103;
const uint64_t l_1110 = uint64_t(l_1109);
const uint64_t l_1111 = l_1108 + l_1110;
l_mut_158 = l_1107;
const bool l_1112 = uint(0) == uint(64);
if (l_1112) {
l_mut_158 = l_1111;
} else {
const bool l_1113 = uint(0) > uint(0);
if (l_1113) {
const uint64_t l_1114 = uint64_t(uint(64));
const uint64_t l_1115 = l_1111 << l_1114;
const uint64_t l_1116 = uint64_t(uint(0));
const uint64_t l_1117 = l_1107 >> l_1116;
const uint64_t l_1118 = l_1115 | l_1117;
l_mut_158 = l_1118;
}
}
const uint64_t l_1119 = uint64_t(l_mut_1029);
const uint64_t l_1120 = l_mut_212 & uint64_t(4294967295);
const uint64_t l_1121 = l_1120 * l_1119;
const uint64_t l_1122 = l_mut_212 >> uint64_t(32);
const uint64_t l_1123 = l_1122 * l_1119;
const uint64_t l_1124 = l_1123 << uint64_t(32);
const uint64_t l_1125 = l_1121 + l_1124;
const uint64_t l_1126 = l_1123 >> uint64_t(32);
const bool l_1127 = l_1125 < l_1121;
const uint64_t l_1128 = uint64_t(l_1127);
const uint64_t l_1129 = l_1126 + l_1128;
l_mut_212 = l_1125;
const bool l_1130 = uint(64) == uint(64);
if (l_1130) {
l_mut_212 = l_1129;
} else {
const bool l_1131 = uint(64) > uint(0);
if (l_1131) {
const uint64_t l_1132 = uint64_t(uint(0));
const uint64_t l_1133 = l_1129 << l_1132;
const uint64_t l_1134 = uint64_t(uint(64));
const uint64_t l_1135 = l_1125 >> l_1134;
const uint64_t l_1136 = l_1133 | l_1135;
l_mut_212 = l_1136;
}
}
const uint64_t l_1137 = uint64_t(l_mut_1029);
const uint64_t l_1138 = l_mut_284 * l_1137;
const uint64_t l_1139 = l_mut_212 + l_1138;
l_mut_301 = l_mut_158;
const bool l_1140 = l_24 == uint(64);
if (l_1140) {
l_mut_301 = l_1139;
} else {
const bool l_1141 = l_24 > uint(0);
if (l_1141) {
const uint l_1142 = uint(64) - l_24;
const uint64_t l_1143 = uint64_t(l_1142);
const uint64_t l_1144 = l_1139 << l_1143;
const uint64_t l_1145 = uint64_t(l_24);
const uint64_t l_1146 = l_mut_158 >> l_1145;
const uint64_t l_1147 = l_1144 + l_1146;
l_mut_301 = l_1147;
}
}
if (l_1062) {
const uint64_t l_1148 = uint64_t(uint(0));
const uint64_t l_1149 = l_1148 - l_mut_301;
l_mut_301 = l_1149;
}
}
const uint64_t l_1150 = l_1032 + l_mut_301;
const uint64_t l_1151 = uint64_t(uint(0));
const uint64_t l_1152 = l_1151 - l_1150;
l_mut_301 = l_1152;
const bool l_1153 = l_1150 < l_mut_301;
if (l_1153) {
l_mut_301 = l_1150;
}
const bool l_1154 = l_mut_301 < l_51;
if (l_1154) {
const uint l_1155 = l_mut_739 * uint(2);
const uint l_1156 = l_1155 + uint(1);
const uint l_1157 = info.static_meta[uint(10)];
const bool l_1158 = l_1156 < l_1157;
if (l_1158) {
const uint l_1306 = info.static_meta[uint(4)];
const uint l_1307 = l_1306 * uint(1);
const bool l_1308 = l_1155 < l_1307;
if (l_1308) {
buffer_4[l_1155] = thread_index_in_grid;
}
const uint l_1159 = l_1155 + uint(1);
const uint l_1309 = info.static_meta[uint(4)];
const uint l_1310 = l_1309 * uint(1);
const bool l_1311 = l_1159 < l_1310;
if (l_1311) {
buffer_4[l_1159] = l_mut_1029;
}
}
l_mut_739 = l_mut_739 + uint(1);
}
}
l_mut_770 = l_mut_739;
}
}
}
}
}

}
