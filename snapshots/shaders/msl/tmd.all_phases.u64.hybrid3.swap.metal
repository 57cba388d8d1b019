
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
bool l_mut_248;
bool l_mut_251;
bool l_mut_339;
bool l_mut_347;
uint l_mut_247;
uint l_mut_260;
uint l_mut_293;
uint l_mut_370;
uint l_mut_371;
uint l_mut_49;
uint l_mut_774;
uint l_mut_849;
uint l_mut_850;
uint64_t l_mut_109;
uint64_t l_mut_140;
uint64_t l_mut_194;
uint64_t l_mut_273;
uint64_t l_mut_290;
uint64_t l_mut_397;
uint64_t l_mut_87;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_1229 = info.static_meta[uint(5)];
const uint l_1230 = l_1229 * uint(1);
const uint l_1231 = l_1230 - uint(1);
const uint l_1232 = min(uint(3), l_1231);
device atomic_uint* l_1233 = &buffer_5[l_1232];
atomic_uint* l_1 = l_1233;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_1173 = info.static_meta[uint(3)];
const uint l_1174 = l_1173 * uint(1);
const bool l_1175 = l_3 < l_1174;
const uint l_1176 = l_1174 - uint(1);
const uint l_1177 = min(l_3, l_1176);
const uint l_1178 = buffer_3[l_1177];
const uint l_1179 = (l_1175) ? l_1178 : uint(0);
const uint l_4 = l_1179;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_1180 = info.static_meta[uint(3)];
const uint l_1181 = l_1180 * uint(1);
const bool l_1182 = l_7 < l_1181;
const uint l_1183 = l_1181 - uint(1);
const uint l_1184 = min(l_7, l_1183);
const uint l_1185 = buffer_3[l_1184];
const uint l_1186 = (l_1182) ? l_1185 : uint(0);
const uint l_8 = l_1186;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_1187 = info.static_meta[uint(3)];
const uint l_1188 = l_1187 * uint(1);
const bool l_1189 = l_14 < l_1188;
const uint l_1190 = l_1188 - uint(1);
const uint l_1191 = min(l_14, l_1190);
const uint l_1192 = buffer_3[l_1191];
const uint l_1193 = (l_1189) ? l_1192 : uint(0);
const uint l_15 = l_1193;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_1194 = info.static_meta[uint(3)];
const uint l_1195 = l_1194 * uint(1);
const bool l_1196 = l_18 < l_1195;
const uint l_1197 = l_1195 - uint(1);
const uint l_1198 = min(l_18, l_1197);
const uint l_1199 = buffer_3[l_1198];
const uint l_1200 = (l_1196) ? l_1199 : uint(0);
const uint l_19 = l_1200;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_1201 = info.static_meta[uint(3)];
const uint l_1202 = l_1201 * uint(1);
const bool l_1203 = l_25 < l_1202;
const uint l_1204 = l_1202 - uint(1);
const uint l_1205 = min(l_25, l_1204);
const uint l_1206 = buffer_3[l_1205];
const uint l_1207 = (l_1203) ? l_1206 : uint(0);
const uint l_26 = l_1207;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_1208 = info.static_meta[uint(3)];
const uint l_1209 = l_1208 * uint(1);
const bool l_1210 = l_29 < l_1209;
const uint l_1211 = l_1209 - uint(1);
const uint l_1212 = min(l_29, l_1211);
const uint l_1213 = buffer_3[l_1212];
const uint l_1214 = (l_1210) ? l_1213 : uint(0);
const uint l_30 = l_1214;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_1215 = info.static_meta[uint(3)];
const uint l_1216 = l_1215 * uint(1);
const bool l_1217 = l_34 < l_1216;
const uint l_1218 = l_1216 - uint(1);
const uint l_1219 = min(l_34, l_1218);
const uint l_1220 = buffer_3[l_1219];
const uint l_1221 = (l_1217) ? l_1220 : uint(0);
const uint l_35 = l_1221;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_1222 = info.static_meta[uint(3)];
const uint l_1223 = l_1222 * uint(1);
const bool l_1224 = l_38 < l_1223;
const uint l_1225 = l_1223 - uint(1);
const uint l_1226 = min(l_38, l_1225);
const uint l_1227 = buffer_3[l_1226];
const uint l_1228 = (l_1224) ? l_1227 : uint(0);
const uint l_39 = l_1228;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * thread_index_in_grid;
const uint l_44 = info.static_meta[uint(6)];
const bool l_45 = l_43 < l_44;
const uint64_t l_46 = uint64_t(thread_index_in_grid);
const uint64_t l_47 = uint64_t(l_13);
const uint64_t l_48 = l_46 * l_47;
l_mut_49 = uint(0);
const bool l_50 = l_48 < l_42;
if (l_50) {
const uint64_t l_51 = l_42 - l_48;
l_mut_49 = l_13;
const uint64_t l_52 = uint64_t(l_13);
const bool l_53 = l_51 < l_52;
if (l_53) {
const uint64_t l_54 = l_51 & uint64_t(4294967295);
const uint l_55 = uint(l_54);
l_mut_49 = l_55;
}
}
const uint l_56 = (l_45) ? l_mut_49 : uint(0);
const bool l_57 = l_56 > uint(0);
if (l_57) {
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_1234 = info.static_meta[uint(0)];
const uint l_1235 = l_1234 * uint(1);
const bool l_1236 = l_58 < l_1235;
const uint l_1237 = l_1235 - uint(1);
const uint l_1238 = min(l_58, l_1237);
const uint l_1239 = buffer_0[l_1238];
const uint l_1240 = (l_1236) ? l_1239 : uint(0);
const uint l_59 = l_1240;
const uint64_t l_60 = uint64_t(l_59);
const uint l_61 = uint(2) * thread_index_in_grid;
const uint l_62 = l_61 + uint(1);
const uint l_1241 = info.static_meta[uint(0)];
const uint l_1242 = l_1241 * uint(1);
const bool l_1243 = l_62 < l_1242;
const uint l_1244 = l_1242 - uint(1);
const uint l_1245 = min(l_62, l_1244);
const uint l_1246 = buffer_0[l_1245];
const uint l_1247 = (l_1243) ? l_1246 : uint(0);
const uint l_63 = l_1247;
const uint64_t l_64 = uint64_t(l_63);
const uint64_t l_65 = l_64 << uint64_t(32);
const uint64_t l_66 = l_60 | l_65;
const uint l_67 = uint(2) * thread_index_in_grid;
const uint l_1248 = info.static_meta[uint(1)];
const uint l_1249 = l_1248 * uint(1);
const bool l_1250 = l_67 < l_1249;
const uint l_1251 = l_1249 - uint(1);
const uint l_1252 = min(l_67, l_1251);
const uint l_1253 = buffer_1[l_1252];
const uint l_1254 = (l_1250) ? l_1253 : uint(0);
const uint l_68 = l_1254;
const uint64_t l_69 = uint64_t(l_68);
const uint l_70 = uint(2) * thread_index_in_grid;
const uint l_71 = l_70 + uint(1);
const uint l_1255 = info.static_meta[uint(1)];
const uint l_1256 = l_1255 * uint(1);
const bool l_1257 = l_71 < l_1256;
const uint l_1258 = l_1256 - uint(1);
const uint l_1259 = min(l_71, l_1258);
const uint l_1260 = buffer_1[l_1259];
const uint l_1261 = (l_1257) ? l_1260 : uint(0);
const uint l_72 = l_1261;
const uint64_t l_73 = uint64_t(l_72);
const uint64_t l_74 = l_73 << uint64_t(32);
const uint64_t l_75 = l_69 | l_74;
const uint l_76 = uint(2) * thread_index_in_grid;
const uint l_1262 = info.static_meta[uint(2)];
const uint l_1263 = l_1262 * uint(1);
const bool l_1264 = l_76 < l_1263;
const uint l_1265 = l_1263 - uint(1);
const uint l_1266 = min(l_76, l_1265);
const uint l_1267 = buffer_2[l_1266];
const uint l_1268 = (l_1264) ? l_1267 : uint(0);
const uint l_77 = l_1268;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_1269 = info.static_meta[uint(2)];
const uint l_1270 = l_1269 * uint(1);
const bool l_1271 = l_80 < l_1270;
const uint l_1272 = l_1270 - uint(1);
const uint l_1273 = min(l_80, l_1272);
const uint l_1274 = buffer_2[l_1273];
const uint l_1275 = (l_1271) ? l_1274 : uint(0);
const uint l_81 = l_1275;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint64_t l_85 = l_84 >> uint64_t(63);
const bool l_86 = l_85 == uint64_t(1);
l_mut_87 = l_84;
if (l_86) {
const uint64_t l_88 = uint64_t(uint(0));
const uint64_t l_89 = l_88 - l_84;
l_mut_87 = l_89;
}
const uint64_t l_90 = uint64_t(l_13);
const uint64_t l_91 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_92 = l_91 * l_90;
const uint64_t l_93 = l_mut_87 >> uint64_t(32);
const uint64_t l_94 = l_93 * l_90;
const uint64_t l_95 = l_94 << uint64_t(32);
const uint64_t l_96 = l_92 + l_95;
const uint64_t l_97 = l_94 >> uint64_t(32);
const bool l_98 = l_96 < l_92;
const uint64_t l_99 = uint64_t(l_98);
const uint64_t l_100 = l_97 + l_99;
l_mut_87 = l_96;
const bool l_101 = l_24 == uint(64);
if (l_101) {
l_mut_87 = l_100;
} else {
const bool l_102 = l_24 > uint(0);
if (l_102) {
const uint l_103 = uint(64) - l_24;
const uint64_t l_104 = uint64_t(l_103);
const uint64_t l_105 = l_100 << l_104;
const uint64_t l_106 = uint64_t(l_24);
const uint64_t l_107 = l_96 >> l_106;
const uint64_t l_108 = l_105 | l_107;
l_mut_87 = l_108;
}
}
l_mut_109 = l_mut_87;
if (l_86) {
const uint64_t l_110 = uint64_t(uint(0));
const uint64_t l_111 = l_110 - l_mut_109;
l_mut_109 = l_111;
}
const uint64_t l_112 = l_66 + l_mut_109;
const uint l_113 = l_24 + uint(3);
const uint64_t l_114 = uint64_t(uint(0));
l_mut_109 = l_114;
const bool l_115 = l_13 < uint(65536);
if (l_115) {
const uint l_116 = l_13 * l_13;
const uint64_t l_117 = l_84 >> uint64_t(63);
const bool l_118 = l_117 == uint64_t(1);
l_mut_87 = l_84;
if (l_118) {
const uint64_t l_119 = uint64_t(uint(0));
const uint64_t l_120 = l_119 - l_84;
l_mut_87 = l_120;
}
const uint64_t l_121 = uint64_t(l_116);
const uint64_t l_122 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_123 = l_122 * l_121;
const uint64_t l_124 = l_mut_87 >> uint64_t(32);
const uint64_t l_125 = l_124 * l_121;
const uint64_t l_126 = l_125 << uint64_t(32);
const uint64_t l_127 = l_123 + l_126;
const uint64_t l_128 = l_125 >> uint64_t(32);
const bool l_129 = l_127 < l_123;
const uint64_t l_130 = uint64_t(l_129);
const uint64_t l_131 = l_128 + l_130;
l_mut_87 = l_127;
const bool l_132 = l_113 == uint(64);
if (l_132) {
l_mut_87 = l_131;
} else {
const bool l_133 = l_113 > uint(0);
if (l_133) {
const uint l_134 = uint(64) - l_113;
const uint64_t l_135 = uint64_t(l_134);
const uint64_t l_136 = l_131 << l_135;
const uint64_t l_137 = uint64_t(l_113);
const uint64_t l_138 = l_127 >> l_137;
const uint64_t l_139 = l_136 | l_138;
l_mut_87 = l_139;
}
}
l_mut_140 = l_mut_87;
if (l_118) {
const uint64_t l_141 = uint64_t(uint(0));
const uint64_t l_142 = l_141 - l_mut_140;
l_mut_140 = l_142;
}
l_mut_109 = l_mut_140;
} else {
const uint64_t l_143 = l_84 >> uint64_t(63);
const bool l_144 = l_143 == uint64_t(1);
l_mut_140 = l_84;
if (l_144) {
const uint64_t l_145 = uint64_t(uint(0));
const uint64_t l_146 = l_145 - l_84;
l_mut_140 = l_146;
}
const uint64_t l_147 = uint64_t(l_13);
const uint64_t l_148 = l_mut_140 & uint64_t(4294967295);
const uint64_t l_149 = l_148 * l_147;
const uint64_t l_150 = l_mut_140 >> uint64_t(32);
const uint64_t l_151 = l_150 * l_147;
const uint64_t l_152 = l_151 << uint64_t(32);
const uint64_t l_153 = l_149 + l_152;
const uint64_t l_154 = l_151 >> uint64_t(32);
const bool l_155 = l_153 < l_149;
const uint64_t l_156 = uint64_t(l_155);
const uint64_t l_157 = l_154 + l_156;
l_mut_87 = l_153;
const bool l_158 = uint(0) == uint(64);
if (l_158) {
l_mut_87 = l_157;
} else {
const bool l_159 = uint(0) > uint(0);
if (l_159) {
const uint64_t l_160 = uint64_t(uint(64));
const uint64_t l_161 = l_157 << l_160;
const uint64_t l_162 = uint64_t(uint(0));
const uint64_t l_163 = l_153 >> l_162;
const uint64_t l_164 = l_161 | l_163;
l_mut_87 = l_164;
}
}
const uint64_t l_165 = uint64_t(l_13);
const uint64_t l_166 = l_mut_140 & uint64_t(4294967295);
const uint64_t l_167 = l_166 * l_165;
const uint64_t l_168 = l_mut_140 >> uint64_t(32);
const uint64_t l_169 = l_168 * l_165;
const uint64_t l_170 = l_169 << uint64_t(32);
const uint64_t l_171 = l_167 + l_170;
const uint64_t l_172 = l_169 >> uint64_t(32);
const bool l_173 = l_171 < l_167;
const uint64_t l_174 = uint64_t(l_173);
const uint64_t l_175 = l_172 + l_174;
l_mut_140 = l_171;
const bool l_176 = uint(64) == uint(64);
if (l_176) {
l_mut_140 = l_175;
} else {
const bool l_177 = uint(64) > uint(0);
if (l_177) {
const uint64_t l_178 = uint64_t(uint(0));
const uint64_t l_179 = l_175 << l_178;
const uint64_t l_180 = uint64_t(uint(64));
const uint64_t l_181 = l_171 >> l_180;
const uint64_t l_182 = l_179 | l_181;
l_mut_140 = l_182;
}
}
const uint64_t l_183 = uint64_t(l_13);
const uint64_t l_184 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_185 = l_184 * l_183;
const uint64_t l_186 = l_mut_87 >> uint64_t(32);
const uint64_t l_187 = l_186 * l_183;
const uint64_t l_188 = l_187 << uint64_t(32);
const uint64_t l_189 = l_185 + l_188;
const uint64_t l_190 = l_187 >> uint64_t(32);
const bool l_191 = l_189 < l_185;
const uint64_t l_192 = uint64_t(l_191);
const uint64_t l_193 = l_190 + l_192;
l_mut_194 = l_189;
const bool l_195 = uint(0) == uint(64);
if (l_195) {
l_mut_194 = l_193;
} else {
const bool l_196 = uint(0) > uint(0);
if (l_196) {
const uint64_t l_197 = uint64_t(uint(64));
const uint64_t l_198 = l_193 << l_197;
const uint64_t l_199 = uint64_t(uint(0));
const uint64_t l_200 = l_189 >> l_199;
const uint64_t l_201 = l_198 | l_200;
l_mut_194 = l_201;
}
}
const uint64_t l_202 = uint64_t(l_13);
const uint64_t l_203 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_204 = l_203 * l_202;
const uint64_t l_205 = l_mut_87 >> uint64_t(32);
const uint64_t l_206 = l_205 * l_202;
const uint64_t l_207 = l_206 << uint64_t(32);
const uint64_t l_208 = l_204 + l_207;
const uint64_t l_209 = l_206 >> uint64_t(32);
const bool l_210 = l_208 < l_204;
const uint64_t l_211 = uint64_t(l_210);
const uint64_t l_212 = l_209 + l_211;
l_mut_87 = l_208;
const bool l_213 = uint(64) == uint(64);
if (l_213) {
l_mut_87 = l_212;
} else {
const bool l_214 = uint(64) > uint(0);
if (l_214) {
const uint64_t l_215 = uint64_t(uint(0));
const uint64_t l_216 = l_212 << l_215;
const uint64_t l_217 = uint64_t(uint(64));
const uint64_t l_218 = l_208 >> l_217;
const uint64_t l_219 = l_216 | l_218;
l_mut_87 = l_219;
}
}
const uint64_t l_220 = uint64_t(l_13);
const uint64_t l_221 = l_mut_140 * l_220;
const uint64_t l_222 = l_mut_87 + l_221;
l_mut_109 = l_mut_194;
const bool l_223 = l_113 == uint(64);
if (l_223) {
l_mut_109 = l_222;
} else {
const bool l_224 = l_113 > uint(0);
if (l_224) {
const uint l_225 = uint(64) - l_113;
const uint64_t l_226 = uint64_t(l_225);
const uint64_t l_227 = l_222 << l_226;
const uint64_t l_228 = uint64_t(l_113);
const uint64_t l_229 = l_mut_194 >> l_228;
const uint64_t l_230 = l_227 + l_229;
l_mut_109 = l_230;
}
}
if (l_144) {
const uint64_t l_231 = uint64_t(uint(0));
const uint64_t l_232 = l_231 - l_mut_109;
l_mut_109 = l_232;
}
}
l_mut_194 = l_mut_109;
const uint64_t l_233 = l_mut_109 >> uint64_t(63);
const bool l_234 = l_233 == uint64_t(1);
if (l_234) {
const uint64_t l_235 = uint64_t(uint(0));
const uint64_t l_236 = l_235 - l_mut_109;
l_mut_194 = l_236;
}
const uint64_t l_237 = l_33 + l_mut_194;
const uint64_t l_238 = uint64_t(uint(1));
const uint64_t l_239 = l_237 + l_238;
const uint64_t l_240 = l_75 - l_mut_109;
const uint64_t l_241 = l_240 + l_239;
const uint64_t l_242 = uint64_t(uint(0));
const uint64_t l_243 = l_242 - l_112;
const uint64_t l_244 = l_239 + l_239;
l_mut_194 = l_243;
const uint64_t l_245 = uint64_t(uint(0));
const uint64_t l_246 = l_245 - l_243;
l_mut_140 = l_246;
l_mut_109 = l_241;
l_mut_49 = uint(1);
l_mut_247 = uint(1);
l_mut_248 = bool(false);
const bool l_249 = l_mut_109 < l_244;
const bool l_250 = !l_249;
l_mut_251 = l_250;
const bool l_252 = l_243 == uint64_t(0);
if (l_252) {
l_mut_248 = l_mut_251;
l_mut_251 = bool(false);
}
if (l_mut_251) {
const uint64_t l_253 = l_243 >> uint64_t(63);
const bool l_254 = l_253 == uint64_t(1);
l_mut_87 = l_243;
if (l_254) {
const uint64_t l_255 = uint64_t(uint(0));
const uint64_t l_256 = l_255 - l_243;
l_mut_87 = l_256;
}
const uint l_257 = l_13 - uint(1);
const uint64_t l_258 = uint64_t(l_257);
const uint64_t l_259 = l_mut_87 * l_258;
l_mut_260 = uint(0);
const uint l_261 = l_13 - uint(1);
const uint64_t l_262 = uint64_t(l_261);
const uint64_t l_263 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_264 = l_263 * l_262;
const uint64_t l_265 = l_mut_87 >> uint64_t(32);
const uint64_t l_266 = l_265 * l_262;
const uint64_t l_267 = l_266 << uint64_t(32);
const uint64_t l_268 = l_264 + l_267;
const uint64_t l_269 = l_266 >> uint64_t(32);
const bool l_270 = l_268 < l_264;
const uint64_t l_271 = uint64_t(l_270);
const uint64_t l_272 = l_269 + l_271;
l_mut_273 = l_268;
const bool l_274 = uint(64) == uint(64);
if (l_274) {
l_mut_273 = l_272;
} else {
const bool l_275 = uint(64) > uint(0);
if (l_275) {
const uint64_t l_276 = uint64_t(uint(0));
const uint64_t l_277 = l_272 << l_276;
const uint64_t l_278 = uint64_t(uint(64));
const uint64_t l_279 = l_268 >> l_278;
const uint64_t l_280 = l_277 | l_279;
l_mut_273 = l_280;
}
}
const bool l_281 = l_mut_273 == uint64_t(0);
if (l_281) {
l_mut_273 = l_241;
if (l_254) {
const uint64_t l_282 = uint64_t(uint(0));
const uint64_t l_283 = l_282 - l_241;
const bool l_284 = l_241 == uint64_t(0);
const bool l_285 = !l_284;
const bool l_286 = l_259 < l_283;
const bool l_287 = !l_286;
const bool l_288 = l_285 && l_287;
if (l_288) {
const uint l_289 = l_13 - uint(1);
l_mut_290 = l_283;
const bool l_291 = l_283 < l_mut_87;
const bool l_292 = !l_291;
if (l_292) {
l_mut_293 = uint(0);
const bool l_294 = l_mut_87 < l_283;
if (l_294) {
const uint64_t l_295 = l_283 - uint64_t(1);
const uint64_t l_296 = l_295 / l_mut_87;
const uint64_t l_297 = uint64_t(l_289);
const bool l_298 = l_296 < l_297;
const uint64_t l_299 = uint64_t(l_289);
const uint64_t l_300 = (l_298) ? l_296 : l_299;
const uint l_301 = uint(l_300);
l_mut_293 = l_301;
}
const uint64_t l_302 = uint64_t(l_mut_293);
const uint64_t l_303 = l_mut_87 * l_302;
const uint64_t l_304 = l_283 - l_303;
l_mut_290 = l_304;
const bool l_305 = l_mut_290 < l_mut_87;
const bool l_306 = !l_305;
if (l_306) {
const uint64_t l_307 = l_mut_290 - l_mut_87;
l_mut_290 = l_307;
}
}
const uint64_t l_308 = l_mut_87 - l_mut_290;
l_mut_290 = l_308;
const bool l_309 = l_308 < l_mut_87;
const bool l_310 = !l_309;
if (l_310) {
const uint64_t l_311 = l_308 - l_mut_87;
l_mut_290 = l_311;
}
const bool l_312 = l_mut_290 < l_mut_273;
if (l_312) {
l_mut_273 = l_mut_290;
}
}
} else {
const uint64_t l_313 = l_241 - l_259;
l_mut_273 = l_313;
const bool l_314 = l_241 < l_259;
if (l_314) {
const uint l_315 = l_13 - uint(1);
l_mut_290 = l_241;
const bool l_316 = l_241 < l_mut_87;
const bool l_317 = !l_316;
if (l_317) {
l_mut_293 = uint(0);
const bool l_318 = l_mut_87 < l_241;
if (l_318) {
const uint64_t l_319 = l_241 - uint64_t(1);
const uint64_t l_320 = l_319 / l_mut_87;
const uint64_t l_321 = uint64_t(l_315);
const bool l_322 = l_320 < l_321;
const uint64_t l_323 = uint64_t(l_315);
const uint64_t l_324 = (l_322) ? l_320 : l_323;
const uint l_325 = uint(l_324);
l_mut_293 = l_325;
}
const uint64_t l_326 = uint64_t(l_mut_293);
const uint64_t l_327 = l_mut_87 * l_326;
const uint64_t l_328 = l_241 - l_327;
l_mut_290 = l_328;
const bool l_329 = l_mut_290 < l_mut_87;
const bool l_330 = !l_329;
if (l_330) {
const uint64_t l_331 = l_mut_290 - l_mut_87;
l_mut_290 = l_331;
}
}
const bool l_332 = l_mut_290 < l_mut_273;
if (l_332) {
l_mut_273 = l_mut_290;
}
}
}
const bool l_333 = l_mut_273 < l_244;
const bool l_334 = !l_333;
const uint l_335 = uint(l_334);
const uint l_336 = uint(2) - l_335;
l_mut_260 = l_336;
}
const bool l_337 = l_mut_260 > uint(0);
if (l_337) {
const bool l_338 = l_mut_260 == uint(1);
l_mut_248 = l_338;
l_mut_251 = bool(false);
}
}
l_mut_339 = bool(false);
while (true) {
const bool l_340 = !l_mut_251;
if (l_340) {
break;}
l_mut_290 = l_mut_194;
if (l_mut_339) {
l_mut_290 = l_mut_140;
}
const bool l_341 = l_mut_109 < l_mut_290;
const bool l_342 = !l_341;
const bool l_343 = l_342 != l_mut_339;
if (l_343) {
l_mut_290 = l_mut_194;
l_mut_194 = l_mut_140;
l_mut_140 = l_mut_290;
l_mut_293 = l_mut_49;
l_mut_49 = l_mut_247;
l_mut_247 = l_mut_293;
l_mut_339 = l_342;
}
const uint64_t l_344 = l_mut_194 - l_mut_109;
l_mut_290 = l_344;
if (l_mut_339) {
const uint64_t l_345 = l_mut_109 - l_244;
l_mut_290 = l_345;
}
l_mut_273 = l_mut_194;
const bool l_346 = l_mut_290 < l_mut_194;
if (l_346) {
l_mut_273 = l_mut_290;
}
l_mut_347 = bool(false);
const uint64_t l_348 = uint64_t(uint(3));
const uint64_t l_349 = l_mut_273 >> l_348;
const bool l_350 = l_349 < l_mut_140;
const bool l_351 = !l_350;
l_mut_347 = l_351;
l_mut_293 = uint(0);
const bool l_352 = l_mut_140 == uint64_t(0);
const bool l_353 = !l_352;
const bool l_354 = l_mut_347 && l_353;
const bool l_355 = l_mut_140 < l_mut_273;
const bool l_356 = l_354 && l_355;
const uint l_357 = l_mut_49 + l_mut_247;
const bool l_358 = l_357 < l_13;
const bool l_359 = l_356 && l_358;
if (l_359) {
const uint l_360 = l_13 - l_mut_49;
const uint l_361 = l_360 - l_mut_247;
const uint l_362 = l_361 / l_mut_49;
const uint64_t l_363 = l_mut_273 - uint64_t(1);
const uint64_t l_364 = l_363 / l_mut_140;
const uint64_t l_365 = uint64_t(l_362);
const bool l_366 = l_364 < l_365;
const uint64_t l_367 = uint64_t(l_362);
const uint64_t l_368 = (l_366) ? l_364 : l_367;
const uint l_369 = uint(l_368);
l_mut_293 = l_369;
}
l_mut_290 = l_mut_194;
l_mut_273 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_370 = l_mut_247;
l_mut_87 = l_mut_109;
l_mut_371 = uint(0);
const bool l_372 = l_mut_293 > uint(0);
if (l_372) {
const uint64_t l_373 = uint64_t(l_mut_293);
const uint64_t l_374 = l_mut_140 * l_373;
if (l_mut_339) {
const uint64_t l_375 = l_mut_109 - l_374;
l_mut_87 = l_375;
}
const uint64_t l_376 = l_mut_194 - l_374;
l_mut_290 = l_376;
const uint l_377 = l_mut_293 * l_mut_49;
const uint l_378 = l_mut_247 + l_377;
l_mut_370 = l_378;
} else {
if (l_mut_339) {
const uint64_t l_379 = l_mut_109 - l_mut_140;
l_mut_87 = l_379;
const bool l_380 = l_mut_87 < l_244;
if (l_380) {
l_mut_371 = uint(2);
}
}
const bool l_381 = l_mut_371 == uint(0);
if (l_381) {
const uint l_382 = l_13 - l_mut_49;
const uint l_383 = l_382 / l_mut_247;
l_mut_293 = uint(0);
l_mut_347 = bool(false);
const uint64_t l_384 = uint64_t(uint(3));
const uint64_t l_385 = l_mut_140 >> l_384;
const bool l_386 = l_385 < l_mut_194;
const bool l_387 = !l_386;
l_mut_347 = l_387;
const bool l_388 = l_mut_194 == uint64_t(0);
if (l_388) {
l_mut_293 = l_383;
} else {
if (l_mut_347) {
const bool l_389 = l_mut_194 < l_mut_140;
if (l_389) {
const uint64_t l_390 = l_mut_140 - uint64_t(1);
const uint64_t l_391 = l_390 / l_mut_194;
const uint64_t l_392 = uint64_t(l_383);
const bool l_393 = l_391 < l_392;
const uint64_t l_394 = uint64_t(l_383);
const uint64_t l_395 = (l_393) ? l_391 : l_394;
const uint l_396 = uint(l_395);
l_mut_293 = l_396;
}
} else {
l_mut_397 = l_mut_140;
while (true) {
const bool l_398 = l_mut_194 < l_mut_397;
const uint l_399 = l_mut_293 * l_mut_247;
const uint l_400 = l_mut_49 + l_399;
const uint l_401 = l_400 + l_mut_247;
const bool l_402 = l_401 < l_13;
const bool l_403 = l_398 && l_402;
const bool l_404 = !l_403;
if (l_404) {
break;}
const uint64_t l_405 = l_mut_397 - l_mut_194;
l_mut_397 = l_405;
l_mut_293 = l_mut_293 + uint(1);
}
}
}
const uint l_406 = l_mut_293 * l_mut_247;
const uint l_407 = l_mut_49 + l_406;
const uint l_408 = l_407 + l_mut_247;
const bool l_409 = l_408 >= l_13;
if (l_409) {
l_mut_371 = uint(1);
} else {
const uint64_t l_410 = uint64_t(l_mut_293);
const uint64_t l_411 = l_mut_194 * l_410;
const uint64_t l_412 = l_mut_140 - l_411;
l_mut_273 = l_412;
const uint l_413 = l_mut_293 * l_mut_247;
const uint l_414 = l_mut_49 + l_413;
l_mut_260 = l_414;
const uint64_t l_415 = l_mut_194 - l_mut_273;
l_mut_290 = l_415;
const uint l_416 = l_mut_247 + l_mut_260;
l_mut_370 = l_416;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_273;
l_mut_49 = l_mut_260;
l_mut_247 = l_mut_370;
l_mut_109 = l_mut_87;
const bool l_417 = l_mut_371 == uint(1);
l_mut_248 = l_417;
const bool l_418 = l_mut_371 == uint(0);
l_mut_251 = l_418;
}
const bool l_419 = !l_mut_248;
if (l_419) {
const uint l_1276 = info.static_meta[uint(5)];
const uint l_1277 = l_1276 * uint(1);
const uint l_1278 = l_1277 - uint(1);
const uint l_1279 = min(uint(0), l_1278);
device atomic_uint* l_1280 = &buffer_5[l_1279];
atomic_uint* l_420 = l_1280;
const uint l_421 = atomic_fetch_add_explicit(l_420, uint(1), memory_order_relaxed);
const uint l_422 = l_13 / uint(8);
l_mut_371 = uint(0);
l_mut_370 = uint(0);
l_mut_293 = uint(0);

for (uint l_mut_423 = uint(0); l_mut_423 < uint(8); ++l_mut_423) {
const uint l_424 = l_mut_423 * l_422;
const bool l_425 = l_424 < l_56;
const uint l_426 = l_13 / uint(8);
const uint l_427 = l_mut_423 * l_426;
const uint l_428 = l_427 + l_427;
const uint64_t l_429 = l_84 >> uint64_t(63);
const bool l_430 = l_429 == uint64_t(1);
l_mut_397 = l_84;
if (l_430) {
const uint64_t l_431 = uint64_t(uint(0));
const uint64_t l_432 = l_431 - l_84;
l_mut_397 = l_432;
}
const uint64_t l_433 = uint64_t(l_428);
const uint64_t l_434 = l_mut_397 & uint64_t(4294967295);
const uint64_t l_435 = l_434 * l_433;
const uint64_t l_436 = l_mut_397 >> uint64_t(32);
const uint64_t l_437 = l_436 * l_433;
const uint64_t l_438 = l_437 << uint64_t(32);
const uint64_t l_439 = l_435 + l_438;
const uint64_t l_440 = l_437 >> uint64_t(32);
const bool l_441 = l_439 < l_435;
const uint64_t l_442 = uint64_t(l_441);
const uint64_t l_443 = l_440 + l_442;
l_mut_397 = l_439;
const bool l_444 = l_24 == uint(64);
if (l_444) {
l_mut_397 = l_443;
} else {
const bool l_445 = l_24 > uint(0);
if (l_445) {
const uint l_446 = uint(64) - l_24;
const uint64_t l_447 = uint64_t(l_446);
const uint64_t l_448 = l_443 << l_447;
const uint64_t l_449 = uint64_t(l_24);
const uint64_t l_450 = l_439 >> l_449;
const uint64_t l_451 = l_448 | l_450;
l_mut_397 = l_451;
}
}
l_mut_290 = l_mut_397;
if (l_430) {
const uint64_t l_452 = uint64_t(uint(0));
const uint64_t l_453 = l_452 - l_mut_290;
l_mut_290 = l_453;
}
const uint64_t l_454 = l_66 + l_mut_290;
const uint64_t l_455 = uint64_t(l_427);
const uint64_t l_456 = l_66 * l_455;
const uint64_t l_457 = l_75 + l_456;
const uint64_t l_458 = uint64_t(uint(0));
l_mut_397 = l_458;
const bool l_459 = l_427 < uint(65536);
if (l_459) {
const uint l_460 = l_427 * l_427;
const uint64_t l_461 = l_84 >> uint64_t(63);
const bool l_462 = l_461 == uint64_t(1);
l_mut_290 = l_84;
if (l_462) {
const uint64_t l_463 = uint64_t(uint(0));
const uint64_t l_464 = l_463 - l_84;
l_mut_290 = l_464;
}
const uint64_t l_465 = uint64_t(l_460);
const uint64_t l_466 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_467 = l_466 * l_465;
const uint64_t l_468 = l_mut_290 >> uint64_t(32);
const uint64_t l_469 = l_468 * l_465;
const uint64_t l_470 = l_469 << uint64_t(32);
const uint64_t l_471 = l_467 + l_470;
const uint64_t l_472 = l_469 >> uint64_t(32);
const bool l_473 = l_471 < l_467;
const uint64_t l_474 = uint64_t(l_473);
const uint64_t l_475 = l_472 + l_474;
l_mut_290 = l_471;
const bool l_476 = l_24 == uint(64);
if (l_476) {
l_mut_290 = l_475;
} else {
const bool l_477 = l_24 > uint(0);
if (l_477) {
const uint l_478 = uint(64) - l_24;
const uint64_t l_479 = uint64_t(l_478);
const uint64_t l_480 = l_475 << l_479;
const uint64_t l_481 = uint64_t(l_24);
const uint64_t l_482 = l_471 >> l_481;
const uint64_t l_483 = l_480 | l_482;
l_mut_290 = l_483;
}
}
l_mut_273 = l_mut_290;
if (l_462) {
const uint64_t l_484 = uint64_t(uint(0));
const uint64_t l_485 = l_484 - l_mut_273;
l_mut_273 = l_485;
}
l_mut_397 = l_mut_273;
} else {
const uint64_t l_486 = l_84 >> uint64_t(63);
const bool l_487 = l_486 == uint64_t(1);
l_mut_290 = l_84;
if (l_487) {
const uint64_t l_488 = uint64_t(uint(0));
const uint64_t l_489 = l_488 - l_84;
l_mut_290 = l_489;
}
const uint64_t l_490 = uint64_t(l_427);
const uint64_t l_491 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_492 = l_491 * l_490;
const uint64_t l_493 = l_mut_290 >> uint64_t(32);
const uint64_t l_494 = l_493 * l_490;
const uint64_t l_495 = l_494 << uint64_t(32);
const uint64_t l_496 = l_492 + l_495;
const uint64_t l_497 = l_494 >> uint64_t(32);
const bool l_498 = l_496 < l_492;
const uint64_t l_499 = uint64_t(l_498);
const uint64_t l_500 = l_497 + l_499;
l_mut_273 = l_496;
const bool l_501 = uint(0) == uint(64);
if (l_501) {
l_mut_273 = l_500;
} else {
const bool l_502 = uint(0) > uint(0);
if (l_502) {
const uint64_t l_503 = uint64_t(uint(64));
const uint64_t l_504 = l_500 << l_503;
const uint64_t l_505 = uint64_t(uint(0));
const uint64_t l_506 = l_496 >> l_505;
const uint64_t l_507 = l_504 | l_506;
l_mut_273 = l_507;
}
}
const uint64_t l_508 = uint64_t(l_427);
const uint64_t l_509 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_510 = l_509 * l_508;
const uint64_t l_511 = l_mut_290 >> uint64_t(32);
const uint64_t l_512 = l_511 * l_508;
const uint64_t l_513 = l_512 << uint64_t(32);
const uint64_t l_514 = l_510 + l_513;
const uint64_t l_515 = l_512 >> uint64_t(32);
const bool l_516 = l_514 < l_510;
const uint64_t l_517 = uint64_t(l_516);
const uint64_t l_518 = l_515 + l_517;
l_mut_290 = l_514;
const bool l_519 = uint(64) == uint(64);
if (l_519) {
l_mut_290 = l_518;
} else {
const bool l_520 = uint(64) > uint(0);
if (l_520) {
const uint64_t l_521 = uint64_t(uint(0));
const uint64_t l_522 = l_518 << l_521;
const uint64_t l_523 = uint64_t(uint(64));
const uint64_t l_524 = l_514 >> l_523;
const uint64_t l_525 = l_522 | l_524;
l_mut_290 = l_525;
}
}
const uint64_t l_526 = uint64_t(l_427);
const uint64_t l_527 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_528 = l_527 * l_526;
const uint64_t l_529 = l_mut_273 >> uint64_t(32);
const uint64_t l_530 = l_529 * l_526;
const uint64_t l_531 = l_530 << uint64_t(32);
const uint64_t l_532 = l_528 + l_531;
const uint64_t l_533 = l_530 >> uint64_t(32);
const bool l_534 = l_532 < l_528;
const uint64_t l_535 = uint64_t(l_534);
const uint64_t l_536 = l_533 + l_535;
l_mut_194 = l_532;
const bool l_537 = uint(0) == uint(64);
if (l_537) {
l_mut_194 = l_536;
} else {
const bool l_538 = uint(0) > uint(0);
if (l_538) {
const uint64_t l_539 = uint64_t(uint(64));
const uint64_t l_540 = l_536 << l_539;
const uint64_t l_541 = uint64_t(uint(0));
const uint64_t l_542 = l_532 >> l_541;
const uint64_t l_543 = l_540 | l_542;
l_mut_194 = l_543;
}
}
const uint64_t l_544 = uint64_t(l_427);
const uint64_t l_545 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_546 = l_545 * l_544;
const uint64_t l_547 = l_mut_273 >> uint64_t(32);
const uint64_t l_548 = l_547 * l_544;
const uint64_t l_549 = l_548 << uint64_t(32);
const uint64_t l_550 = l_546 + l_549;
const uint64_t l_551 = l_548 >> uint64_t(32);
const bool l_552 = l_550 < l_546;
const uint64_t l_553 = uint64_t(l_552);
const uint64_t l_554 = l_551 + l_553;
l_mut_273 = l_550;
const bool l_555 = uint(64) == uint(64);
if (l_555) {
l_mut_273 = l_554;
} else {
const bool l_556 = uint(64) > uint(0);
if (l_556) {
const uint64_t l_557 = uint64_t(uint(0));
const uint64_t l_558 = l_554 << l_557;
const uint64_t l_559 = uint64_t(uint(64));
const uint64_t l_560 = l_550 >> l_559;
const uint64_t l_561 = l_558 | l_560;
l_mut_273 = l_561;
}
}
const uint64_t l_562 = uint64_t(l_427);
const uint64_t l_563 = l_mut_290 * l_562;
const uint64_t l_564 = l_mut_273 + l_563;
l_mut_397 = l_mut_194;
const bool l_565 = l_24 == uint(64);
if (l_565) {
l_mut_397 = l_564;
} else {
const bool l_566 = l_24 > uint(0);
if (l_566) {
const uint l_567 = uint(64) - l_24;
const uint64_t l_568 = uint64_t(l_567);
const uint64_t l_569 = l_564 << l_568;
const uint64_t l_570 = uint64_t(l_24);
const uint64_t l_571 = l_mut_194 >> l_570;
const uint64_t l_572 = l_569 + l_571;
l_mut_397 = l_572;
}
}
if (l_487) {
const uint64_t l_573 = uint64_t(uint(0));
const uint64_t l_574 = l_573 - l_mut_397;
l_mut_397 = l_574;
}
}
const uint64_t l_575 = l_457 + l_mut_397;
const uint64_t l_576 = l_84 >> uint64_t(63);
const bool l_577 = l_576 == uint64_t(1);
l_mut_397 = l_84;
if (l_577) {
const uint64_t l_578 = uint64_t(uint(0));
const uint64_t l_579 = l_578 - l_84;
l_mut_397 = l_579;
}
const uint64_t l_580 = uint64_t(l_426);
const uint64_t l_581 = l_mut_397 & uint64_t(4294967295);
const uint64_t l_582 = l_581 * l_580;
const uint64_t l_583 = l_mut_397 >> uint64_t(32);
const uint64_t l_584 = l_583 * l_580;
const uint64_t l_585 = l_584 << uint64_t(32);
const uint64_t l_586 = l_582 + l_585;
const uint64_t l_587 = l_584 >> uint64_t(32);
const bool l_588 = l_586 < l_582;
const uint64_t l_589 = uint64_t(l_588);
const uint64_t l_590 = l_587 + l_589;
l_mut_397 = l_586;
const bool l_591 = l_24 == uint(64);
if (l_591) {
l_mut_397 = l_590;
} else {
const bool l_592 = l_24 > uint(0);
if (l_592) {
const uint l_593 = uint(64) - l_24;
const uint64_t l_594 = uint64_t(l_593);
const uint64_t l_595 = l_590 << l_594;
const uint64_t l_596 = uint64_t(l_24);
const uint64_t l_597 = l_586 >> l_596;
const uint64_t l_598 = l_595 | l_597;
l_mut_397 = l_598;
}
}
l_mut_290 = l_mut_397;
if (l_577) {
const uint64_t l_599 = uint64_t(uint(0));
const uint64_t l_600 = l_599 - l_mut_290;
l_mut_290 = l_600;
}
const uint64_t l_601 = l_454 + l_mut_290;
const uint l_602 = l_24 + uint(3);
const uint64_t l_603 = uint64_t(uint(0));
l_mut_397 = l_603;
const bool l_604 = l_426 < uint(65536);
if (l_604) {
const uint l_605 = l_426 * l_426;
const uint64_t l_606 = l_84 >> uint64_t(63);
const bool l_607 = l_606 == uint64_t(1);
l_mut_290 = l_84;
if (l_607) {
const uint64_t l_608 = uint64_t(uint(0));
const uint64_t l_609 = l_608 - l_84;
l_mut_290 = l_609;
}
const uint64_t l_610 = uint64_t(l_605);
const uint64_t l_611 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_612 = l_611 * l_610;
const uint64_t l_613 = l_mut_290 >> uint64_t(32);
const uint64_t l_614 = l_613 * l_610;
const uint64_t l_615 = l_614 << uint64_t(32);
const uint64_t l_616 = l_612 + l_615;
const uint64_t l_617 = l_614 >> uint64_t(32);
const bool l_618 = l_616 < l_612;
const uint64_t l_619 = uint64_t(l_618);
const uint64_t l_620 = l_617 + l_619;
l_mut_290 = l_616;
const bool l_621 = l_602 == uint(64);
if (l_621) {
l_mut_290 = l_620;
} else {
const bool l_622 = l_602 > uint(0);
if (l_622) {
const uint l_623 = uint(64) - l_602;
const uint64_t l_624 = uint64_t(l_623);
const uint64_t l_625 = l_620 << l_624;
const uint64_t l_626 = uint64_t(l_602);
const uint64_t l_627 = l_616 >> l_626;
const uint64_t l_628 = l_625 | l_627;
l_mut_290 = l_628;
}
}
l_mut_273 = l_mut_290;
if (l_607) {
const uint64_t l_629 = uint64_t(uint(0));
const uint64_t l_630 = l_629 - l_mut_273;
l_mut_273 = l_630;
}
l_mut_397 = l_mut_273;
} else {
const uint64_t l_631 = l_84 >> uint64_t(63);
const bool l_632 = l_631 == uint64_t(1);
l_mut_290 = l_84;
if (l_632) {
const uint64_t l_633 = uint64_t(uint(0));
const uint64_t l_634 = l_633 - l_84;
l_mut_290 = l_634;
}
const uint64_t l_635 = uint64_t(l_426);
const uint64_t l_636 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_637 = l_636 * l_635;
const uint64_t l_638 = l_mut_290 >> uint64_t(32);
const uint64_t l_639 = l_638 * l_635;
const uint64_t l_640 = l_639 << uint64_t(32);
const uint64_t l_641 = l_637 + l_640;
const uint64_t l_642 = l_639 >> uint64_t(32);
const bool l_643 = l_641 < l_637;
const uint64_t l_644 = uint64_t(l_643);
const uint64_t l_645 = l_642 + l_644;
l_mut_273 = l_641;
const bool l_646 = uint(0) == uint(64);
if (l_646) {
l_mut_273 = l_645;
} else {
const bool l_647 = uint(0) > uint(0);
if (l_647) {
const uint64_t l_648 = uint64_t(uint(64));
const uint64_t l_649 = l_645 << l_648;
const uint64_t l_650 = uint64_t(uint(0));
const uint64_t l_651 = l_641 >> l_650;
const uint64_t l_652 = l_649 | l_651;
l_mut_273 = l_652;
}
}
const uint64_t l_653 = uint64_t(l_426);
const uint64_t l_654 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_655 = l_654 * l_653;
const uint64_t l_656 = l_mut_290 >> uint64_t(32);
const uint64_t l_657 = l_656 * l_653;
const uint64_t l_658 = l_657 << uint64_t(32);
const uint64_t l_659 = l_655 + l_658;
const uint64_t l_660 = l_657 >> uint64_t(32);
const bool l_661 = l_659 < l_655;
const uint64_t l_662 = uint64_t(l_661);
const uint64_t l_663 = l_660 + l_662;
l_mut_290 = l_659;
const bool l_664 = uint(64) == uint(64);
if (l_664) {
l_mut_290 = l_663;
} else {
const bool l_665 = uint(64) > uint(0);
if (l_665) {
const uint64_t l_666 = uint64_t(uint(0));
const uint64_t l_667 = l_663 << l_666;
const uint64_t l_668 = uint64_t(uint(64));
const uint64_t l_669 = l_659 >> l_668;
const uint64_t l_670 = l_667 | l_669;
l_mut_290 = l_670;
}
}
const uint64_t l_671 = uint64_t(l_426);
const uint64_t l_672 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_673 = l_672 * l_671;
const uint64_t l_674 = l_mut_273 >> uint64_t(32);
const uint64_t l_675 = l_674 * l_671;
const uint64_t l_676 = l_675 << uint64_t(32);
const uint64_t l_677 = l_673 + l_676;
const uint64_t l_678 = l_675 >> uint64_t(32);
const bool l_679 = l_677 < l_673;
const uint64_t l_680 = uint64_t(l_679);
const uint64_t l_681 = l_678 + l_680;
l_mut_194 = l_677;
const bool l_682 = uint(0) == uint(64);
if (l_682) {
l_mut_194 = l_681;
} else {
const bool l_683 = uint(0) > uint(0);
if (l_683) {
const uint64_t l_684 = uint64_t(uint(64));
const uint64_t l_685 = l_681 << l_684;
const uint64_t l_686 = uint64_t(uint(0));
const uint64_t l_687 = l_677 >> l_686;
const uint64_t l_688 = l_685 | l_687;
l_mut_194 = l_688;
}
}
const uint64_t l_689 = uint64_t(l_426);
const uint64_t l_690 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_691 = l_690 * l_689;
const uint64_t l_692 = l_mut_273 >> uint64_t(32);
const uint64_t l_693 = l_692 * l_689;
const uint64_t l_694 = l_693 << uint64_t(32);
const uint64_t l_695 = l_691 + l_694;
const uint64_t l_696 = l_693 >> uint64_t(32);
const bool l_697 = l_695 < l_691;
const uint64_t l_698 = uint64_t(l_697);
const uint64_t l_699 = l_696 + l_698;
l_mut_273 = l_695;
const bool l_700 = uint(64) == uint(64);
if (l_700) {
l_mut_273 = l_699;
} else {
const bool l_701 = uint(64) > uint(0);
if (l_701) {
const uint64_t l_702 = uint64_t(uint(0));
const uint64_t l_703 = l_699 << l_702;
const uint64_t l_704 = uint64_t(uint(64));
const uint64_t l_705 = l_695 >> l_704;
const uint64_t l_706 = l_703 | l_705;
l_mut_273 = l_706;
}
}
const uint64_t l_707 = uint64_t(l_426);
const uint64_t l_708 = l_mut_290 * l_707;
const uint64_t l_709 = l_mut_273 + l_708;
l_mut_397 = l_mut_194;
const bool l_710 = l_602 == uint(64);
if (l_710) {
l_mut_397 = l_709;
} else {
const bool l_711 = l_602 > uint(0);
if (l_711) {
const uint l_712 = uint(64) - l_602;
const uint64_t l_713 = uint64_t(l_712);
const uint64_t l_714 = l_709 << l_713;
const uint64_t l_715 = uint64_t(l_602);
const uint64_t l_716 = l_mut_194 >> l_715;
const uint64_t l_717 = l_714 + l_716;
l_mut_397 = l_717;
}
}
if (l_632) {
const uint64_t l_718 = uint64_t(uint(0));
const uint64_t l_719 = l_718 - l_mut_397;
l_mut_397 = l_719;
}
}
l_mut_290 = l_mut_397;
const uint64_t l_720 = l_mut_397 >> uint64_t(63);
const bool l_721 = l_720 == uint64_t(1);
if (l_721) {
const uint64_t l_722 = uint64_t(uint(0));
const uint64_t l_723 = l_722 - l_mut_397;
l_mut_290 = l_723;
}
const uint64_t l_724 = l_33 + l_mut_290;
const uint64_t l_725 = uint64_t(uint(1));
const uint64_t l_726 = l_724 + l_725;
const uint64_t l_727 = l_575 - l_mut_397;
const uint64_t l_728 = l_727 + l_726;
const uint64_t l_729 = uint64_t(uint(0));
const uint64_t l_730 = l_729 - l_601;
const uint64_t l_731 = l_726 + l_726;
l_mut_397 = l_730;
const uint64_t l_732 = uint64_t(uint(0));
const uint64_t l_733 = l_732 - l_730;
l_mut_290 = l_733;
l_mut_273 = l_728;
l_mut_260 = uint(1);
l_mut_247 = uint(1);
l_mut_347 = bool(false);
const bool l_734 = l_mut_273 < l_731;
const bool l_735 = !l_734;
l_mut_339 = l_735;
const bool l_736 = l_730 == uint64_t(0);
if (l_736) {
l_mut_347 = l_mut_339;
l_mut_339 = bool(false);
}
if (l_mut_339) {
const uint64_t l_737 = l_730 >> uint64_t(63);
const bool l_738 = l_737 == uint64_t(1);
l_mut_194 = l_730;
if (l_738) {
const uint64_t l_739 = uint64_t(uint(0));
const uint64_t l_740 = l_739 - l_730;
l_mut_194 = l_740;
}
const uint l_741 = l_426 - uint(1);
const uint64_t l_742 = uint64_t(l_741);
const uint64_t l_743 = l_mut_194 * l_742;
l_mut_49 = uint(0);
const uint l_744 = l_426 - uint(1);
const uint64_t l_745 = uint64_t(l_744);
const uint64_t l_746 = l_mut_194 & uint64_t(4294967295);
const uint64_t l_747 = l_746 * l_745;
const uint64_t l_748 = l_mut_194 >> uint64_t(32);
const uint64_t l_749 = l_748 * l_745;
const uint64_t l_750 = l_749 << uint64_t(32);
const uint64_t l_751 = l_747 + l_750;
const uint64_t l_752 = l_749 >> uint64_t(32);
const bool l_753 = l_751 < l_747;
const uint64_t l_754 = uint64_t(l_753);
const uint64_t l_755 = l_752 + l_754;
l_mut_140 = l_751;
const bool l_756 = uint(64) == uint(64);
if (l_756) {
l_mut_140 = l_755;
} else {
const bool l_757 = uint(64) > uint(0);
if (l_757) {
const uint64_t l_758 = uint64_t(uint(0));
const uint64_t l_759 = l_755 << l_758;
const uint64_t l_760 = uint64_t(uint(64));
const uint64_t l_761 = l_751 >> l_760;
const uint64_t l_762 = l_759 | l_761;
l_mut_140 = l_762;
}
}
const bool l_763 = l_mut_140 == uint64_t(0);
if (l_763) {
l_mut_140 = l_728;
if (l_738) {
const uint64_t l_764 = uint64_t(uint(0));
const uint64_t l_765 = l_764 - l_728;
const bool l_766 = l_728 == uint64_t(0);
const bool l_767 = !l_766;
const bool l_768 = l_743 < l_765;
const bool l_769 = !l_768;
const bool l_770 = l_767 && l_769;
if (l_770) {
const uint l_771 = l_426 - uint(1);
l_mut_109 = l_765;
const bool l_772 = l_765 < l_mut_194;
const bool l_773 = !l_772;
if (l_773) {
l_mut_774 = uint(0);
const bool l_775 = l_mut_194 < l_765;
if (l_775) {
const uint64_t l_776 = l_765 - uint64_t(1);
const uint64_t l_777 = l_776 / l_mut_194;
const uint64_t l_778 = uint64_t(l_771);
const bool l_779 = l_777 < l_778;
const uint64_t l_780 = uint64_t(l_771);
const uint64_t l_781 = (l_779) ? l_777 : l_780;
const uint l_782 = uint(l_781);
l_mut_774 = l_782;
}
const uint64_t l_783 = uint64_t(l_mut_774);
const uint64_t l_784 = l_mut_194 * l_783;
const uint64_t l_785 = l_765 - l_784;
l_mut_109 = l_785;
const bool l_786 = l_mut_109 < l_mut_194;
const bool l_787 = !l_786;
if (l_787) {
const uint64_t l_788 = l_mut_109 - l_mut_194;
l_mut_109 = l_788;
}
}
const uint64_t l_789 = l_mut_194 - l_mut_109;
l_mut_109 = l_789;
const bool l_790 = l_789 < l_mut_194;
const bool l_791 = !l_790;
if (l_791) {
const uint64_t l_792 = l_789 - l_mut_194;
l_mut_109 = l_792;
}
const bool l_793 = l_mut_109 < l_mut_140;
if (l_793) {
l_mut_140 = l_mut_109;
}
}
} else {
const uint64_t l_794 = l_728 - l_743;
l_mut_140 = l_794;
const bool l_795 = l_728 < l_743;
if (l_795) {
const uint l_796 = l_426 - uint(1);
l_mut_109 = l_728;
const bool l_797 = l_728 < l_mut_194;
const bool l_798 = !l_797;
if (l_798) {
l_mut_774 = uint(0);
const bool l_799 = l_mut_194 < l_728;
if (l_799) {
const uint64_t l_800 = l_728 - uint64_t(1);
const uint64_t l_801 = l_800 / l_mut_194;
const uint64_t l_802 = uint64_t(l_796);
const bool l_803 = l_801 < l_802;
const uint64_t l_804 = uint64_t(l_796);
const uint64_t l_805 = (l_803) ? l_801 : l_804;
const uint l_806 = uint(l_805);
l_mut_774 = l_806;
}
const uint64_t l_807 = uint64_t(l_mut_774);
const uint64_t l_808 = l_mut_194 * l_807;
const uint64_t l_809 = l_728 - l_808;
l_mut_109 = l_809;
const bool l_810 = l_mut_109 < l_mut_194;
const bool l_811 = !l_810;
if (l_811) {
const uint64_t l_812 = l_mut_109 - l_mut_194;
l_mut_109 = l_812;
}
}
const bool l_813 = l_mut_109 < l_mut_140;
if (l_813) {
l_mut_140 = l_mut_109;
}
}
}
const bool l_814 = l_mut_140 < l_731;
const bool l_815 = !l_814;
const uint l_816 = uint(l_815);
const uint l_817 = uint(2) - l_816;
l_mut_49 = l_817;
}
const bool l_818 = l_mut_49 > uint(0);
if (l_818) {
const bool l_819 = l_mut_49 == uint(1);
l_mut_347 = l_819;
l_mut_339 = bool(false);
}
}
l_mut_251 = bool(false);
while (true) {
const bool l_820 = !l_mut_339;
if (l_820) {
break;}
l_mut_194 = l_mut_397;
if (l_mut_251) {
l_mut_194 = l_mut_290;
}
const bool l_821 = l_mut_273 < l_mut_194;
const bool l_822 = !l_821;
const bool l_823 = l_822 != l_mut_251;
if (l_823) {
l_mut_194 = l_mut_397;
l_mut_397 = l_mut_290;
l_mut_290 = l_mut_194;
l_mut_774 = l_mut_260;
l_mut_260 = l_mut_247;
l_mut_247 = l_mut_774;
l_mut_251 = l_822;
}
const uint64_t l_824 = l_mut_397 - l_mut_273;
l_mut_194 = l_824;
if (l_mut_251) {
const uint64_t l_825 = l_mut_273 - l_731;
l_mut_194 = l_825;
}
l_mut_140 = l_mut_397;
const bool l_826 = l_mut_194 < l_mut_397;
if (l_826) {
l_mut_140 = l_mut_194;
}
l_mut_248 = bool(false);
const uint64_t l_827 = uint64_t(uint(3));
const uint64_t l_828 = l_mut_140 >> l_827;
const bool l_829 = l_828 < l_mut_290;
const bool l_830 = !l_829;
l_mut_248 = l_830;
l_mut_774 = uint(0);
const bool l_831 = l_mut_290 == uint64_t(0);
const bool l_832 = !l_831;
const bool l_833 = l_mut_248 && l_832;
const bool l_834 = l_mut_290 < l_mut_140;
const bool l_835 = l_833 && l_834;
const uint l_836 = l_mut_260 + l_mut_247;
const bool l_837 = l_836 < l_426;
const bool l_838 = l_835 && l_837;
if (l_838) {
const uint l_839 = l_426 - l_mut_260;
const uint l_840 = l_839 - l_mut_247;
const uint l_841 = l_840 / l_mut_260;
const uint64_t l_842 = l_mut_140 - uint64_t(1);
const uint64_t l_843 = l_842 / l_mut_290;
const uint64_t l_844 = uint64_t(l_841);
const bool l_845 = l_843 < l_844;
const uint64_t l_846 = uint64_t(l_841);
const uint64_t l_847 = (l_845) ? l_843 : l_846;
const uint l_848 = uint(l_847);
l_mut_774 = l_848;
}
l_mut_194 = l_mut_397;
l_mut_140 = l_mut_290;
l_mut_49 = l_mut_260;
l_mut_849 = l_mut_247;
l_mut_109 = l_mut_273;
l_mut_850 = uint(0);
const bool l_851 = l_mut_774 > uint(0);
if (l_851) {
const uint64_t l_852 = uint64_t(l_mut_774);
const uint64_t l_853 = l_mut_290 * l_852;
if (l_mut_251) {
const uint64_t l_854 = l_mut_273 - l_853;
l_mut_109 = l_854;
}
const uint64_t l_855 = l_mut_397 - l_853;
l_mut_194 = l_855;
const uint l_856 = l_mut_774 * l_mut_260;
const uint l_857 = l_mut_247 + l_856;
l_mut_849 = l_857;
} else {
if (l_mut_251) {
const uint64_t l_858 = l_mut_273 - l_mut_290;
l_mut_109 = l_858;
const bool l_859 = l_mut_109 < l_731;
if (l_859) {
l_mut_850 = uint(2);
}
}
const bool l_860 = l_mut_850 == uint(0);
if (l_860) {
const uint l_861 = l_426 - l_mut_260;
const uint l_862 = l_861 / l_mut_247;
l_mut_774 = uint(0);
l_mut_248 = bool(false);
const uint64_t l_863 = uint64_t(uint(3));
const uint64_t l_864 = l_mut_290 >> l_863;
const bool l_865 = l_864 < l_mut_397;
const bool l_866 = !l_865;
l_mut_248 = l_866;
const bool l_867 = l_mut_397 == uint64_t(0);
if (l_867) {
l_mut_774 = l_862;
} else {
if (l_mut_248) {
const bool l_868 = l_mut_397 < l_mut_290;
if (l_868) {
const uint64_t l_869 = l_mut_290 - uint64_t(1);
const uint64_t l_870 = l_869 / l_mut_397;
const uint64_t l_871 = uint64_t(l_862);
const bool l_872 = l_870 < l_871;
const uint64_t l_873 = uint64_t(l_862);
const uint64_t l_874 = (l_872) ? l_870 : l_873;
const uint l_875 = uint(l_874);
l_mut_774 = l_875;
}
} else {
l_mut_87 = l_mut_290;
while (true) {
const bool l_876 = l_mut_397 < l_mut_87;
const uint l_877 = l_mut_774 * l_mut_247;
const uint l_878 = l_mut_260 + l_877;
const uint l_879 = l_878 + l_mut_247;
const bool l_880 = l_879 < l_426;
const bool l_881 = l_876 && l_880;
const bool l_882 = !l_881;
if (l_882) {
break;}
const uint64_t l_883 = l_mut_87 - l_mut_397;
l_mut_87 = l_883;
l_mut_774 = l_mut_774 + uint(1);
}
}
}
const uint l_884 = l_mut_774 * l_mut_247;
const uint l_885 = l_mut_260 + l_884;
const uint l_886 = l_885 + l_mut_247;
const bool l_887 = l_886 >= l_426;
if (l_887) {
l_mut_850 = uint(1);
} else {
const uint64_t l_888 = uint64_t(l_mut_774);
const uint64_t l_889 = l_mut_397 * l_888;
const uint64_t l_890 = l_mut_290 - l_889;
l_mut_140 = l_890;
const uint l_891 = l_mut_774 * l_mut_247;
const uint l_892 = l_mut_260 + l_891;
l_mut_49 = l_892;
const uint64_t l_893 = l_mut_397 - l_mut_140;
l_mut_194 = l_893;
const uint l_894 = l_mut_247 + l_mut_49;
l_mut_849 = l_894;
}
}
}
l_mut_397 = l_mut_194;
l_mut_290 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_247 = l_mut_849;
l_mut_273 = l_mut_109;
const bool l_895 = l_mut_850 == uint(1);
l_mut_347 = l_895;
const bool l_896 = l_mut_850 == uint(0);
l_mut_339 = l_896;
}
const bool l_897 = !l_mut_347;
const bool l_898 = l_425 && l_897;
if (l_898) {
const uint l_899 = uint(1) << l_mut_423;
l_mut_371 = l_mut_371 | l_899;
l_mut_370 = l_mut_370 + uint(1);
const uint l_900 = l_424 + l_422;
const uint l_901 = min(l_900, l_56);
l_mut_850 = uint(0);

for (uint l_mut_902 = l_424; l_mut_902 < l_901; ++l_mut_902) {
const uint64_t l_903 = uint64_t(l_mut_902);
const uint64_t l_904 = l_66 * l_903;
const uint64_t l_905 = l_75 + l_904;
const uint64_t l_906 = uint64_t(uint(0));
l_mut_397 = l_906;
const bool l_907 = l_mut_902 < uint(65536);
if (l_907) {
const uint l_908 = l_mut_902 * l_mut_902;
const uint64_t l_909 = l_84 >> uint64_t(63);
const bool l_910 = l_909 == uint64_t(1);
l_mut_290 = l_84;
if (l_910) {
const uint64_t l_911 = uint64_t(uint(0));
const uint64_t l_912 = l_911 - l_84;
l_mut_290 = l_912;
}
const uint64_t l_913 = uint64_t(l_908);
const uint64_t l_914 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_915 = l_914 * l_913;
const uint64_t l_916 = l_mut_290 >> uint64_t(32);
const uint64_t l_917 = l_916 * l_913;
const uint64_t l_918 = l_917 << uint64_t(32);
const uint64_t l_919 = l_915 + l_918;
const uint64_t l_920 = l_917 >> uint64_t(32);
const bool l_921 = l_919 < l_915;
const uint64_t l_922 = uint64_t(l_921);
const uint64_t l_923 = l_920 + l_922;
l_mut_290 = l_919;
const bool l_924 = l_24 == uint(64);
if (l_924) {
l_mut_290 = l_923;
} else {
const bool l_925 = l_24 > uint(0);
if (l_925) {
const uint l_926 = uint(64) - l_24;
const uint64_t l_927 = uint64_t(l_926);
const uint64_t l_928 = l_923 << l_927;
const uint64_t l_929 = uint64_t(l_24);
const uint64_t l_930 = l_919 >> l_929;
const uint64_t l_931 = l_928 | l_930;
l_mut_290 = l_931;
}
}
l_mut_273 = l_mut_290;
if (l_910) {
const uint64_t l_932 = uint64_t(uint(0));
const uint64_t l_933 = l_932 - l_mut_273;
l_mut_273 = l_933;
}
l_mut_397 = l_mut_273;
} else {
const uint64_t l_934 = l_84 >> uint64_t(63);
const bool l_935 = l_934 == uint64_t(1);
l_mut_290 = l_84;
if (l_935) {
const uint64_t l_936 = uint64_t(uint(0));
const uint64_t l_937 = l_936 - l_84;
l_mut_290 = l_937;
}
const uint64_t l_938 = uint64_t(l_mut_902);
const uint64_t l_939 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_940 = l_939 * l_938;
const uint64_t l_941 = l_mut_290 >> uint64_t(32);
const uint64_t l_942 = l_941 * l_938;
const uint64_t l_943 = l_942 << uint64_t(32);
const uint64_t l_944 = l_940 + l_943;
const uint64_t l_945 = l_942 >> uint64_t(32);
const bool l_946 = l_944 < l_940;
const uint64_t l_947 = uint64_t(l_946);
const uint64_t l_948 = l_945 + l_947;
l_mut_273 = l_944;
const bool l_949 = uint(0) == uint(64);
if (l_949) {
l_mut_273 = l_948;
} else {
const bool l_950 = uint(0) > uint(0);
if (l_950) {
const uint64_t l_951 = uint64_t(uint(64));
const uint64_t l_952 = l_948 << l_951;
const uint64_t l_953 = uint64_t(uint(0));
const uint64_t l_954 = l_944 >> l_953;
const uint64_t l_955 = l_952 | l_954;
l_mut_273 = l_955;
}
}
const uint64_t l_956 = uint64_t(l_mut_902);
const uint64_t l_957 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_958 = l_957 * l_956;
const uint64_t l_959 = l_mut_290 >> uint64_t(32);
const uint64_t l_960 = l_959 * l_956;
const uint64_t l_961 = l_960 << uint64_t(32);
const uint64_t l_962 = l_958 + l_961;
const uint64_t l_963 = l_960 >> uint64_t(32);
const bool l_964 = l_962 < l_958;
const uint64_t l_965 = uint64_t(l_964);
const uint64_t l_966 = l_963 + l_965;
l_mut_290 = l_962;
const bool l_967 = uint(64) == uint(64);
if (l_967) {
l_mut_290 = l_966;
} else {
const bool l_968 = uint(64) > uint(0);
if (l_968) {
const uint64_t l_969 = uint64_t(uint(0));
const uint64_t l_970 = l_966 << l_969;
const uint64_t l_971 = uint64_t(uint(64));
const uint64_t l_972 = l_962 >> l_971;
const uint64_t l_973 = l_970 | l_972;
l_mut_290 = l_973;
}
}
const uint64_t l_974 = uint64_t(l_mut_902);
const uint64_t l_975 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_976 = l_975 * l_974;
const uint64_t l_977 = l_mut_273 >> uint64_t(32);
const uint64_t l_978 = l_977 * l_974;
const uint64_t l_979 = l_978 << uint64_t(32);
const uint64_t l_980 = l_976 + l_979;
const uint64_t l_981 = l_978 >> uint64_t(32);
const bool l_982 = l_980 < l_976;
const uint64_t l_983 = uint64_t(l_982);
const uint64_t l_984 = l_981 + l_983;
l_mut_194 = l_980;
const bool l_985 = uint(0) == uint(64);
if (l_985) {
l_mut_194 = l_984;
} else {
const bool l_986 = uint(0) > uint(0);
if (l_986) {
const uint64_t l_987 = uint64_t(uint(64));
const uint64_t l_988 = l_984 << l_987;
const uint64_t l_989 = uint64_t(uint(0));
const uint64_t l_990 = l_980 >> l_989;
const uint64_t l_991 = l_988 | l_990;
l_mut_194 = l_991;
}
}
const uint64_t l_992 = uint64_t(l_mut_902);
const uint64_t l_993 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_994 = l_993 * l_992;
const uint64_t l_995 = l_mut_273 >> uint64_t(32);
const uint64_t l_996 = l_995 * l_992;
const uint64_t l_997 = l_996 << uint64_t(32);
const uint64_t l_998 = l_994 + l_997;
const uint64_t l_999 = l_996 >> uint64_t(32);
const bool l_1000 = l_998 < l_994;
const uint64_t l_1001 = uint64_t(l_1000);
const uint64_t l_1002 = l_999 + l_1001;
l_mut_273 = l_998;
const bool l_1003 = uint(64) == uint(64);
if (l_1003) {
l_mut_273 = l_1002;
} else {
const bool l_1004 = uint(64) > uint(0);
if (l_1004) {
const uint64_t l_1005 = uint64_t(uint(0));
const uint64_t l_1006 = l_1002 << l_1005;
const uint64_t l_1007 = uint64_t(uint(64));
const uint64_t l_1008 = l_998 >> l_1007;
const uint64_t l_1009 = l_1006 | l_1008;
l_mut_273 = l_1009;
}
}
const uint64_t l_1010 = uint64_t(l_mut_902);
const uint64_t l_1011 = l_mut_290 * l_1010;
const uint64_t l_1012 = l_mut_273 + l_1011;
l_mut_397 = l_mut_194;
const bool l_1013 = l_24 == uint(64);
if (l_1013) {
l_mut_397 = l_1012;
} else {
const bool l_1014 = l_24 > uint(0);
if (l_1014) {
const uint l_1015 = uint(64) - l_24;
const uint64_t l_1016 = uint64_t(l_1015);
const uint64_t l_1017 = l_1012 << l_1016;
const uint64_t l_1018 = uint64_t(l_24);
const uint64_t l_1019 = l_mut_194 >> l_1018;
const uint64_t l_1020 = l_1017 + l_1019;
l_mut_397 = l_1020;
}
}
if (l_935) {
const uint64_t l_1021 = uint64_t(uint(0));
const uint64_t l_1022 = l_1021 - l_mut_397;
l_mut_397 = l_1022;
}
}
const uint64_t l_1023 = l_905 + l_mut_397;
const uint64_t l_1024 = uint64_t(uint(0));
const uint64_t l_1025 = l_1024 - l_1023;
l_mut_397 = l_1025;
const bool l_1026 = l_1023 < l_mut_397;
if (l_1026) {
l_mut_397 = l_1023;
}
const bool l_1027 = l_mut_397 < l_33;
const uint l_1028 = uint(l_1027);
l_mut_850 = l_mut_850 + l_1028;
}
l_mut_293 = l_mut_293 + l_mut_850;
}
}
const bool l_1029 = l_mut_370 > uint(0);
if (l_1029) {
const uint l_1281 = info.static_meta[uint(5)];
const uint l_1282 = l_1281 * uint(1);
const uint l_1283 = l_1282 - uint(1);
const uint l_1284 = min(uint(1), l_1283);
device atomic_uint* l_1285 = &buffer_5[l_1284];
atomic_uint* l_1030 = l_1285;
const uint l_1031 = atomic_fetch_add_explicit(l_1030, l_mut_370, memory_order_relaxed);
}
const bool l_1032 = l_mut_293 > uint(0);
if (l_1032) {
const uint l_1286 = info.static_meta[uint(5)];
const uint l_1287 = l_1286 * uint(1);
const uint l_1288 = l_1287 - uint(1);
const uint l_1289 = min(uint(2), l_1288);
device atomic_uint* l_1290 = &buffer_5[l_1289];
atomic_uint* l_1033 = l_1290;
const uint l_1034 = atomic_fetch_add_explicit(l_1033, l_mut_293, memory_order_relaxed);
l_mut_850 = l_1034;

for (uint l_mut_1035 = uint(0); l_mut_1035 < uint(8); ++l_mut_1035) {
const uint l_1036 = l_mut_371 >> l_mut_1035;
const uint l_1037 = l_1036 & uint(1);
const bool l_1038 = l_1037 == uint(1);
if (l_1038) {
const uint l_1039 = l_mut_1035 * l_422;
const uint l_1040 = l_1039 + l_422;
const uint l_1041 = min(l_1040, l_56);
l_mut_849 = l_mut_850;

for (uint l_mut_1042 = l_1039; l_mut_1042 < l_1041; ++l_mut_1042) {
const uint64_t l_1043 = uint64_t(l_mut_1042);
const uint64_t l_1044 = l_66 * l_1043;
const uint64_t l_1045 = l_75 + l_1044;
const uint64_t l_1046 = uint64_t(uint(0));
l_mut_397 = l_1046;
const bool l_1047 = l_mut_1042 < uint(65536);
if (l_1047) {
const uint l_1048 = l_mut_1042 * l_mut_1042;
const uint64_t l_1049 = l_84 >> uint64_t(63);
const bool l_1050 = l_1049 == uint64_t(1);
l_mut_290 = l_84;
if (l_1050) {
const uint64_t l_1051 = uint64_t(uint(0));
const uint64_t l_1052 = l_1051 - l_84;
l_mut_290 = l_1052;
}
const uint64_t l_1053 = uint64_t(l_1048);
const uint64_t l_1054 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_1055 = l_1054 * l_1053;
const uint64_t l_1056 = l_mut_290 >> uint64_t(32);
const uint64_t l_1057 = l_1056 * l_1053;
const uint64_t l_1058 = l_1057 << uint64_t(32);
const uint64_t l_1059 = l_1055 + l_1058;
const uint64_t l_1060 = l_1057 >> uint64_t(32);
const bool l_1061 = l_1059 < l_1055;
const uint64_t l_1062 = uint64_t(l_1061);
const uint64_t l_1063 = l_1060 + l_1062;
l_mut_290 = l_1059;
const bool l_1064 = l_24 == uint(64);
if (l_1064) {
l_mut_290 = l_1063;
} else {
const bool l_1065 = l_24 > uint(0);
if (l_1065) {
const uint l_1066 = uint(64) - l_24;
const uint64_t l_1067 = uint64_t(l_1066);
const uint64_t l_1068 = l_1063 << l_1067;
const uint64_t l_1069 = uint64_t(l_24);
const uint64_t l_1070 = l_1059 >> l_1069;
const uint64_t l_1071 = l_1068 | l_1070;
l_mut_290 = l_1071;
}
}
l_mut_273 = l_mut_290;
if (l_1050) {
const uint64_t l_1072 = uint64_t(uint(0));
const uint64_t l_1073 = l_1072 - l_mut_273;
l_mut_273 = l_1073;
}
l_mut_397 = l_mut_273;
} else {
const uint64_t l_1074 = l_84 >> uint64_t(63);
const bool l_1075 = l_1074 == uint64_t(1);
l_mut_290 = l_84;
if (l_1075) {
const uint64_t l_1076 = uint64_t(uint(0));
const uint64_t l_1077 = l_1076 - l_84;
l_mut_290 = l_1077;
}
const uint64_t l_1078 = uint64_t(l_mut_1042);
const uint64_t l_1079 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_1080 = l_1079 * l_1078;
const uint64_t l_1081 = l_mut_290 >> uint64_t(32);
const uint64_t l_1082 = l_1081 * l_1078;
const uint64_t l_1083 = l_1082 << uint64_t(32);
const uint64_t l_1084 = l_1080 + l_1083;
const uint64_t l_1085 = l_1082 >> uint64_t(32);
const bool l_1086 = l_1084 < l_1080;
const uint64_t l_1087 = uint64_t(l_1086);
const uint64_t l_1088 = l_1085 + l_1087;
l_mut_273 = l_1084;
const bool l_1089 = uint(0) == uint(64);
if (l_1089) {
l_mut_273 = l_1088;
} else {
const bool l_1090 = uint(0) > uint(0);
if (l_1090) {
const uint64_t l_1091 = uint64_t(uint(64));
const uint64_t l_1092 = l_1088 << l_1091;
const uint64_t l_1093 = uint64_t(uint(0));
const uint64_t l_1094 = l_1084 >> l_1093;
const uint64_t l_1095 = l_1092 | l_1094;
l_mut_273 = l_1095;
}
}
const uint64_t l_1096 = uint64_t(l_mut_1042);
const uint64_t l_1097 = l_mut_290 & uint64_t(4294967295);
const uint64_t l_1098 = l_1097 * l_1096;
const uint64_t l_1099 = l_mut_290 >> uint64_t(32);
const uint64_t l_1100 = l_1099 * l_1096;
const uint64_t l_1101 = l_1100 << uint64_t(32);
const uint64_t l_1102 = l_1098 + l_1101;
const uint64_t l_1103 = l_1100 >> uint64_t(32);
const bool l_1104 = l_1102 < l_1098;
const uint64_t l_1105 = uint64_t(l_1104);
const uint64_t l_1106 = l_1103 + l_1105;
l_mut_290 = l_1102;
const bool l_1107 = uint(64) == uint(64);
if (l_1107) {
l_mut_290 = l_1106;
} else {
const bool l_1108 = uint(64) > uint(0);
if (l_1108) {
const uint64_t l_1109 = uint64_t(uint(0));
const uint64_t l_1110 = l_1106 << l_1109;
const uint64_t l_1111 = uint64_t(uint(64));
const uint64_t l_1112 = l_1102 >> l_1111;
const uint64_t l_1113 = l_1110 | l_1112;
l_mut_290 = l_1113;
}
}
const uint64_t l_1114 = uint64_t(l_mut_1042);
const uint64_t l_1115 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_1116 = l_1115 * l_1114;
const uint64_t l_1117 = l_mut_273 >> uint64_t(32);
const uint64_t l_1118 = l_1117 * l_1114;
const uint64_t l_1119 = l_1118 << uint64_t(32);
const uint64_t l_1120 = l_1116 + l_1119;
const uint64_t l_1121 = l_1118 >> uint64_t(32);
const bool l_1122 = l_1120 < l_1116;
const uint64_t l_1123 = uint64_t(l_1122);
const uint64_t l_1124 = l_1121 + l_1123;
l_mut_194 = l_1120;
const bool l_1125 = uint(0) == uint(64);
if (l_1125) {
l_mut_194 = l_1124;
} else {
const bool l_1126 = uint(0) > uint(0);
if (l_1126) {
const uint64_t l_1127 = uint64_t(uint(64));
const uint64_t l_1128 = l_1124 << l_1127;
const uint64_t l_1129 = uint64_t(uint(0));
const uint64_t l_1130 = l_1120 >> l_1129;
const uint64_t l_1131 = l_1128 | l_1130;
l_mut_194 = l_1131;
}
}
const uint64_t l_1132 = uint64_t(l_mut_1042);
const uint64_t l_1133 = l_mut_273 & uint64_t(4294967295);
const uint64_t l_1134 = l_1133 * l_1132;
const uint64_t l_1135 = l_mut_273 >> uint64_t(32);
const uint64_t l_1136 = l_1135 * l_1132;
const uint64_t l_1137 = l_1136 << uint64_t(32);
const uint64_t l_1138 = l_1134 + l_1137;
const uint64_t l_1139 = l_1136 >> uint64_t(32);
const bool l_1140 = l_1138 < l_1134;
const uint64_t l_1141 = uint64_t(l_1140);
const uint64_t l_1142 = l_1139 + l_1141;
l_mut_273 = l_1138;
const bool l_1143 = uint(64) == uint(64);
if (l_1143) {
l_mut_273 = l_1142;
} else {
const bool l_1144 = uint(64) > uint(0);
if (l_1144) {
const uint64_t l_1145 = uint64_t(uint(0));
const uint64_t l_1146 = l_1142 << l_1145;
const uint64_t l_1147 = uint64_t(uint(64));
const uint64_t l_1148 = l_1138 >> l_1147;
const uint64_t l_1149 = l_1146 | l_1148;
l_mut_273 = l_1149;
}
}
const uint64_t l_1150 = uint64_t(l_mut_1042);
const uint64_t l_1151 = l_mut_290 * l_1150;
const uint64_t l_1152 = l_mut_273 + l_1151;
l_mut_397 = l_mut_194;
const bool l_1153 = l_24 == uint(64);
if (l_1153) {
l_mut_397 = l_1152;
} else {
const bool l_1154 = l_24 > uint(0);
if (l_1154) {
const uint l_1155 = uint(64) - l_24;
const uint64_t l_1156 = uint64_t(l_1155);
const uint64_t l_1157 = l_1152 << l_1156;
const uint64_t l_1158 = uint64_t(l_24);
const uint64_t l_1159 = l_mut_194 >> l_1158;
const uint64_t l_1160 = l_1157 + l_1159;
l_mut_397 = l_1160;
}
}
if (l_1075) {
const uint64_t l_1161 = uint64_t(uint(0));
const uint64_t l_1162 = l_1161 - l_mut_397;
l_mut_397 = l_1162;
}
}
const uint64_t l_1163 = l_1045 + l_mut_397;
const uint64_t l_1164 = uint64_t(uint(0));
const uint64_t l_1165 = l_1164 - l_1163;
l_mut_397 = l_1165;
const bool l_1166 = l_1163 < l_mut_397;
if (l_1166) {
l_mut_397 = l_1163;
}
const bool l_1167 = l_mut_397 < l_33;
if (l_1167) {
const uint l_1168 = l_mut_849 * uint(2);
const uint l_1169 = l_1168 + uint(1);
const uint l_1170 = info.static_meta[uint(10)];
const bool l_1171 = l_1169 < l_1170;
if (l_1171) {
const uint l_1291 = info.static_meta[uint(4)];
const uint l_1292 = l_1291 * uint(1);
const bool l_1293 = l_1168 < l_1292;
if (l_1293) {
buffer_4[l_1168] = thread_index_in_grid;
}
const uint l_1172 = l_1168 + uint(1);
const uint l_1294 = info.static_meta[uint(4)];
const uint l_1295 = l_1294 * uint(1);
const bool l_1296 = l_1172 < l_1295;
if (l_1296) {
buffer_4[l_1172] = l_mut_1042;
}
}
l_mut_849 = l_mut_849 + uint(1);
}
}
l_mut_850 = l_mut_849;
}
}
}
}
}

}
