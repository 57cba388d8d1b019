@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<f64>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

@group(0)
@binding(8)
var<storage, read_write> buffer_8_global: array<u32>;

struct info_st {
   static_meta: array<u32, 18>,
}

@group(0)
@binding(9)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn reference_range(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_8: array<u32, 65>;

var a_9: array<f64, 10>;

var a_1421: array<u32, 1>;

var a_3491: array<f64, 2>;

var a_4534: array<f64, 2>;

var a_4750: array<f64, 2>;

var a_5164: array<f64, 2>;

var a_5338: array<f64, 2>;

var a_5911: array<f64, 2>;

var a_7147: array<f64, 2>;

var a_8376: array<f64, 2>;

var a_9187: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1073: f64;
var l_mut_1486: f64;
var l_mut_151: f64;
var l_mut_1569: f64;
var l_mut_166: f64;
var l_mut_221: f64;
var l_mut_2584: f64;
var l_mut_268: u32;
var l_mut_2838: f64;
var l_mut_29: f32;
var l_mut_3094: f64;
var l_mut_30: f32;
var l_mut_31: f32;
var l_mut_329: u32;
var l_mut_3348: f64;
var l_mut_3600: u32;
var l_mut_370: bool;
var l_mut_411: u32;
var l_mut_452: u32;
var l_mut_4643: u32;
var l_mut_503: bool;
var l_mut_506: bool;
var l_mut_509: bool;
var l_mut_512: bool;
var l_mut_5858: i32;
var l_mut_7617: bool;
var l_mut_8790: u32;
let l_0 = id == u32(0);
if l_0 {
let l_10155 = info.static_meta[u32(8)];
let l_10156 = l_10155 * u32(1);
let l_10157 = u32(0) < l_10156;
if l_10157 {
buffer_8_global[u32(0)] = u32(1);
}
}
let l_10141 = info.static_meta[u32(0)];
let l_10142 = l_10141 * u32(1);
let l_10143 = u32(1) < l_10142;
let l_10144 = l_10142 - u32(1);
let l_10145 = min(u32(1), l_10144);
let l_10146 = buffer_0_global[l_10145];
let l_10147 = select(u32(0), l_10146, l_10143);
let l_1 = l_10147;
let l_2 = id * l_1;
let l_10148 = info.static_meta[u32(0)];
let l_10149 = l_10148 * u32(1);
let l_10150 = u32(2) < l_10149;
let l_10151 = l_10149 - u32(1);
let l_10152 = min(u32(2), l_10151);
let l_10153 = buffer_0_global[l_10152];
let l_10154 = select(u32(0), l_10153, l_10150);
let l_3 = l_10154;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_10158 = info.static_meta[u32(0)];
let l_10159 = l_10158 * u32(1);
let l_10160 = u32(2) < l_10159;
let l_10161 = l_10159 - u32(1);
let l_10162 = min(u32(2), l_10161);
let l_10163 = buffer_0_global[l_10162];
let l_10164 = select(u32(0), l_10163, l_10160);
let l_6 = l_10164;
let l_7 = min(l_5, l_6);

for (var l_mut_11: u32 = u32(0); l_mut_11 < u32(45); l_mut_11++) {
a_8[l_mut_11] = u32(0);
}

for (var l_mut_12: u32 = u32(0); l_mut_12 < u32(10); l_mut_12++) {
let l_13 = u32(2) * l_mut_12;
let l_14 = u32(45) + l_13;
a_8[l_14] = u32(4294967295);
let l_15 = u32(2) * l_mut_12;
let l_16 = u32(45) + l_15;
let l_17 = l_16 + u32(1);
a_8[l_17] = u32(0);
a_9[l_mut_12] = f64(0.0);
}
let l_10165 = info.static_meta[u32(4)];
let l_10166 = l_10165 * u32(1);
let l_10167 = u32(1024) < l_10166;
let l_10168 = l_10166 - u32(1);
let l_10169 = min(u32(1024), l_10168);
let l_10170 = buffer_4_global[l_10169];
let l_10171 = select(u32(0), l_10170, l_10167);
let l_18 = l_10171;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);
let l_10172 = info.static_meta[u32(0)];
let l_10173 = l_10172 * u32(1);
let l_10174 = u32(3) < l_10173;
let l_10175 = l_10173 - u32(1);
let l_10176 = min(u32(3), l_10175);
let l_10177 = buffer_0_global[l_10176];
let l_10178 = select(u32(0), l_10177, l_10174);
let l_21 = l_10178;
let l_10179 = info.static_meta[u32(0)];
let l_10180 = l_10179 * u32(1);
let l_10181 = u32(4) < l_10180;
let l_10182 = l_10180 - u32(1);
let l_10183 = min(u32(4), l_10182);
let l_10184 = buffer_0_global[l_10183];
let l_10185 = select(u32(0), l_10184, l_10181);
let l_22 = l_10185;
let l_23 = l_22 == u32(1);
let l_10186 = info.static_meta[u32(0)];
let l_10187 = l_10186 * u32(1);
let l_10188 = u32(5) < l_10187;
let l_10189 = l_10187 - u32(1);
let l_10190 = min(u32(5), l_10189);
let l_10191 = buffer_0_global[l_10190];
let l_10192 = select(u32(0), l_10191, l_10188);
let l_24 = l_10192;

for (var l_mut_25: u32 = l_2; l_mut_25 < l_7; l_mut_25++) {
let l_10193 = info.static_meta[u32(0)];
let l_10194 = l_10193 * u32(1);
let l_10195 = u32(0) < l_10194;
let l_10196 = l_10194 - u32(1);
let l_10197 = min(u32(0), l_10196);
let l_10198 = buffer_0_global[l_10197];
let l_10199 = select(u32(0), l_10198, l_10195);
let l_26 = l_10199;
let l_27 = l_26 + l_mut_25;
let l_28 = bitcast<f32>(l_27);
l_mut_29 = l_28;
l_mut_30 = l_mut_29;
l_mut_31 = l_mut_29;
if l_23 {
let l_32 = u32(3) * u32(0);
let l_33 = u32(6) + l_32;
let l_34 = l_27 * u32(3);
let l_35 = l_34 + u32(0);
let l_36 = l_35 + l_24;
let l_37 = l_36 * u32(747796405);
let l_38 = l_37 + u32(2891336453);
let l_39 = l_38 >> u32(28);
let l_40 = l_39 + u32(4);
let l_41 = l_38 >> l_40;
let l_42 = l_41 ^ l_38;
let l_43 = l_42 * u32(277803737);
let l_44 = l_43 >> u32(22);
let l_45 = l_44 ^ l_43;
let l_10207 = info.static_meta[u32(0)];
let l_10208 = l_10207 * u32(1);
let l_10209 = l_33 < l_10208;
let l_10210 = l_10208 - u32(1);
let l_10211 = min(l_33, l_10210);
let l_10212 = buffer_0_global[l_10211];
let l_10213 = select(u32(0), l_10212, l_10209);
let l_46 = l_10213;
let l_47 = l_33 + u32(1);
let l_10214 = info.static_meta[u32(0)];
let l_10215 = l_10214 * u32(1);
let l_10216 = l_47 < l_10215;
let l_10217 = l_10215 - u32(1);
let l_10218 = min(l_47, l_10217);
let l_10219 = buffer_0_global[l_10218];
let l_10220 = select(u32(0), l_10219, l_10216);
let l_48 = l_10220;
let l_49 = l_33 + u32(2);
let l_10221 = info.static_meta[u32(0)];
let l_10222 = l_10221 * u32(1);
let l_10223 = l_49 < l_10222;
let l_10224 = l_10222 - u32(1);
let l_10225 = min(l_49, l_10224);
let l_10226 = buffer_0_global[l_10225];
let l_10227 = select(u32(0), l_10226, l_10223);
let l_50 = l_10227;
let l_51 = l_45 ^ u32(2654435769);
let l_52 = l_51 * u32(747796405);
let l_53 = l_52 + u32(2891336453);
let l_54 = l_53 >> u32(28);
let l_55 = l_54 + u32(4);
let l_56 = l_53 >> l_55;
let l_57 = l_56 ^ l_53;
let l_58 = l_57 * u32(277803737);
let l_59 = l_58 >> u32(22);
let l_60 = l_59 ^ l_58;
let l_61 = l_60 % l_48;
let l_62 = l_46 + l_61;
let l_63 = l_45 & u32(2147483648);
let l_64 = l_63 * l_50;
let l_65 = l_62 << u32(23);
let l_66 = l_64 | l_65;
let l_67 = l_45 & u32(8388607);
let l_68 = l_66 | l_67;
let l_69 = bitcast<f32>(l_68);
l_mut_29 = l_69;
let l_70 = u32(3) * u32(1);
let l_71 = u32(6) + l_70;
let l_72 = l_27 * u32(3);
let l_73 = l_72 + u32(1);
let l_74 = l_73 + l_24;
let l_75 = l_74 * u32(747796405);
let l_76 = l_75 + u32(2891336453);
let l_77 = l_76 >> u32(28);
let l_78 = l_77 + u32(4);
let l_79 = l_76 >> l_78;
let l_80 = l_79 ^ l_76;
let l_81 = l_80 * u32(277803737);
let l_82 = l_81 >> u32(22);
let l_83 = l_82 ^ l_81;
let l_10228 = info.static_meta[u32(0)];
let l_10229 = l_10228 * u32(1);
let l_10230 = l_71 < l_10229;
let l_10231 = l_10229 - u32(1);
let l_10232 = min(l_71, l_10231);
let l_10233 = buffer_0_global[l_10232];
let l_10234 = select(u32(0), l_10233, l_10230);
let l_84 = l_10234;
let l_85 = l_71 + u32(1);
let l_10235 = info.static_meta[u32(0)];
let l_10236 = l_10235 * u32(1);
let l_10237 = l_85 < l_10236;
let l_10238 = l_10236 - u32(1);
let l_10239 = min(l_85, l_10238);
let l_10240 = buffer_0_global[l_10239];
let l_10241 = select(u32(0), l_10240, l_10237);
let l_86 = l_10241;
let l_87 = l_71 + u32(2);
let l_10242 = info.static_meta[u32(0)];
let l_10243 = l_10242 * u32(1);
let l_10244 = l_87 < l_10243;
let l_10245 = l_10243 - u32(1);
let l_10246 = min(l_87, l_10245);
let l_10247 = buffer_0_global[l_10246];
let l_10248 = select(u32(0), l_10247, l_10244);
let l_88 = l_10248;
let l_89 = l_83 ^ u32(2654435769);
let l_90 = l_89 * u32(747796405);
let l_91 = l_90 + u32(2891336453);
let l_92 = l_91 >> u32(28);
let l_93 = l_92 + u32(4);
let l_94 = l_91 >> l_93;
let l_95 = l_94 ^ l_91;
let l_96 = l_95 * u32(277803737);
let l_97 = l_96 >> u32(22);
let l_98 = l_97 ^ l_96;
let l_99 = l_98 % l_86;
let l_100 = l_84 + l_99;
let l_101 = l_83 & u32(2147483648);
let l_102 = l_101 * l_88;
let l_103 = l_100 << u32(23);
let l_104 = l_102 | l_103;
let l_105 = l_83 & u32(8388607);
let l_106 = l_104 | l_105;
let l_107 = bitcast<f32>(l_106);
l_mut_30 = l_107;
let l_108 = u32(3) * u32(2);
let l_109 = u32(6) + l_108;
let l_110 = l_27 * u32(3);
let l_111 = l_110 + u32(2);
let l_112 = l_111 + l_24;
let l_113 = l_112 * u32(747796405);
let l_114 = l_113 + u32(2891336453);
let l_115 = l_114 >> u32(28);
let l_116 = l_115 + u32(4);
let l_117 = l_114 >> l_116;
let l_118 = l_117 ^ l_114;
let l_119 = l_118 * u32(277803737);
let l_120 = l_119 >> u32(22);
let l_121 = l_120 ^ l_119;
let l_10249 = info.static_meta[u32(0)];
let l_10250 = l_10249 * u32(1);
let l_10251 = l_109 < l_10250;
let l_10252 = l_10250 - u32(1);
let l_10253 = min(l_109, l_10252);
let l_10254 = buffer_0_global[l_10253];
let l_10255 = select(u32(0), l_10254, l_10251);
let l_122 = l_10255;
let l_123 = l_109 + u32(1);
let l_10256 = info.static_meta[u32(0)];
let l_10257 = l_10256 * u32(1);
let l_10258 = l_123 < l_10257;
let l_10259 = l_10257 - u32(1);
let l_10260 = min(l_123, l_10259);
let l_10261 = buffer_0_global[l_10260];
let l_10262 = select(u32(0), l_10261, l_10258);
let l_124 = l_10262;
let l_125 = l_109 + u32(2);
let l_10263 = info.static_meta[u32(0)];
let l_10264 = l_10263 * u32(1);
let l_10265 = l_125 < l_10264;
let l_10266 = l_10264 - u32(1);
let l_10267 = min(l_125, l_10266);
let l_10268 = buffer_0_global[l_10267];
let l_10269 = select(u32(0), l_10268, l_10265);
let l_126 = l_10269;
let l_127 = l_121 ^ u32(2654435769);
let l_128 = l_127 * u32(747796405);
let l_129 = l_128 + u32(2891336453);
let l_130 = l_129 >> u32(28);
let l_131 = l_130 + u32(4);
let l_132 = l_129 >> l_131;
let l_133 = l_132 ^ l_129;
let l_134 = l_133 * u32(277803737);
let l_135 = l_134 >> u32(22);
let l_136 = l_135 ^ l_134;
let l_137 = l_136 % l_124;
let l_138 = l_122 + l_137;
let l_139 = l_121 & u32(2147483648);
let l_140 = l_139 * l_126;
let l_141 = l_138 << u32(23);
let l_142 = l_140 | l_141;
let l_143 = l_121 & u32(8388607);
let l_144 = l_142 | l_143;
let l_145 = bitcast<f32>(l_144);
l_mut_31 = l_145;
}
let l_10200 = info.static_meta[u32(1)];
let l_10201 = l_10200 * u32(1);
let l_10202 = l_mut_25 < l_10201;
let l_10203 = l_10201 - u32(1);
let l_10204 = min(l_mut_25, l_10203);
let l_10205 = buffer_1_global[l_10204];
let l_10206 = select(f32(0.0), l_10205, l_10202);
let l_146 = l_10206;
let l_147 = bitcast<u32>(l_mut_29);
let l_148 = l_147 & u32(2147483647);
let l_149 = bitcast<f32>(l_148);
let l_150 = f64(l_149);
l_mut_151 = l_150;
let l_152 = l_148 < u32(8388608);
if l_152 {
let l_153 = f64(l_148);
let l_154 = l_153 * f64(1.401298464324817e-45);
l_mut_151 = l_154;
}
let l_155 = bitcast<u64>(l_mut_151);
let l_156 = l_147 >> u32(31);
let l_157 = u64(l_156);
let l_158 = l_157 << u32(bitcast<u64>(u64(63)));
let l_159 = l_155 | l_158;
let l_160 = bitcast<f64>(l_159);
l_mut_151 = l_160;
let l_161 = l_21 == u32(0);
if l_161 {
let l_162 = bitcast<u32>(l_mut_30);
let l_163 = l_162 & u32(2147483647);
let l_164 = bitcast<f32>(l_163);
let l_165 = f64(l_164);
l_mut_166 = l_165;
let l_167 = l_163 < u32(8388608);
if l_167 {
let l_168 = f64(l_163);
let l_169 = l_168 * f64(1.401298464324817e-45);
l_mut_166 = l_169;
}
let l_170 = bitcast<u64>(l_mut_166);
let l_171 = l_162 >> u32(31);
let l_172 = u64(l_171);
let l_173 = l_172 << u32(bitcast<u64>(u64(63)));
let l_174 = l_170 | l_173;
let l_175 = bitcast<f64>(l_174);
l_mut_151 = l_mut_151 / l_175;
} else {
let l_176 = l_21 == u32(10);
if l_176 {
let l_177 = bitcast<u32>(l_mut_30);
let l_178 = l_177 & u32(2147483647);
let l_179 = bitcast<f32>(l_178);
let l_180 = f64(l_179);
l_mut_166 = l_180;
let l_181 = l_178 < u32(8388608);
if l_181 {
let l_182 = f64(l_178);
let l_183 = l_182 * f64(1.401298464324817e-45);
l_mut_166 = l_183;
}
let l_184 = bitcast<u64>(l_mut_166);
let l_185 = l_177 >> u32(31);
let l_186 = u64(l_185);
let l_187 = l_186 << u32(bitcast<u64>(u64(63)));
let l_188 = l_184 | l_187;
let l_189 = bitcast<f64>(l_188);
let l_190 = l_mut_151 * l_189;
let l_191 = bitcast<u32>(l_mut_31);
let l_192 = l_191 & u32(2147483647);
let l_193 = bitcast<f32>(l_192);
let l_194 = f64(l_193);
l_mut_166 = l_194;
let l_195 = l_192 < u32(8388608);
if l_195 {
let l_196 = f64(l_192);
let l_197 = l_196 * f64(1.401298464324817e-45);
l_mut_166 = l_197;
}
let l_198 = bitcast<u64>(l_mut_166);
let l_199 = l_191 >> u32(31);
let l_200 = u64(l_199);
let l_201 = l_200 << u32(bitcast<u64>(u64(63)));
let l_202 = l_198 | l_201;
let l_203 = bitcast<f64>(l_202);
let l_204 = l_190 + l_203;
l_mut_151 = l_204;
} else {
let l_205 = l_21 == u32(9);
if l_205 {
let l_206 = bitcast<u32>(l_mut_30);
let l_207 = l_206 & u32(2147483647);
let l_208 = bitcast<f32>(l_207);
let l_209 = f64(l_208);
l_mut_166 = l_209;
let l_210 = l_207 < u32(8388608);
if l_210 {
let l_211 = f64(l_207);
let l_212 = l_211 * f64(1.401298464324817e-45);
l_mut_166 = l_212;
}
let l_213 = bitcast<u64>(l_mut_166);
let l_214 = l_206 >> u32(31);
let l_215 = u64(l_214);
let l_216 = l_215 << u32(bitcast<u64>(u64(63)));
let l_217 = l_213 | l_216;
let l_218 = bitcast<f64>(l_217);
let l_219 = powf_scalar_1_f64(l_mut_151, l_218);l_mut_151 = l_219;
} else {
l_mut_166 = l_mut_151;
let l_220 = l_21 == u32(1);
if l_220 {
l_mut_221 = l_mut_151;
let l_222 = f64(1.0) / l_mut_151;l_mut_221 = l_222;
l_mut_166 = l_mut_221;
} else {
let l_223 = l_21 == u32(2);
if l_223 {
l_mut_221 = l_mut_151;
let l_224 = sqrt(l_mut_151);
l_mut_221 = l_224;
l_mut_166 = l_mut_221;
} else {
let l_225 = l_21 == u32(3);
if l_225 {
l_mut_221 = l_mut_151;
let l_226 = inverseSqrt(l_mut_151);
l_mut_221 = l_226;
l_mut_166 = l_mut_221;
}
}
}
let l_227 = l_21 == u32(4);
if l_227 {
l_mut_221 = l_mut_151;
let l_228 = exp(l_mut_151);
l_mut_221 = l_228;
l_mut_166 = l_mut_221;
} else {
let l_229 = l_21 == u32(5);
if l_229 {
l_mut_221 = l_mut_151;
let l_230 = log(l_mut_151);
l_mut_221 = l_230;
l_mut_166 = l_mut_221;
} else {
let l_231 = l_21 == u32(6);
if l_231 {
l_mut_221 = l_mut_151;
let l_232 = sin(l_mut_151);
l_mut_221 = l_232;
l_mut_166 = l_mut_221;
} else {
let l_233 = l_21 == u32(7);
if l_233 {
l_mut_221 = l_mut_151;
let l_234 = cos(l_mut_151);
l_mut_221 = l_234;
l_mut_166 = l_mut_221;
} else {
let l_235 = l_21 == u32(8);
if l_235 {
l_mut_221 = l_mut_151;
let l_236 = tan(l_mut_151);
l_mut_221 = l_236;
l_mut_166 = l_mut_221;
}
}
}
}
}
l_mut_151 = l_mut_166;
}
}
}
let l_237 = bitcast<u32>(l_mut_29);
let l_238 = l_237 & u32(2139095040);
let l_239 = l_238 != u32(2139095040);
let l_240 = bitcast<u32>(l_mut_30);
let l_241 = l_240 & u32(2139095040);
let l_242 = l_241 != u32(2139095040);
let l_243 = l_239 && l_242;
let l_244 = bitcast<u32>(l_mut_31);
let l_245 = l_244 & u32(2139095040);
let l_246 = l_245 != u32(2139095040);
let l_247 = l_243 && l_246;
let l_248 = bitcast<u32>(l_mut_29);
let l_249 = l_248 & u32(2139095040);
let l_250 = l_249 == u32(0);
let l_251 = l_248 & u32(8388607);
let l_252 = l_251 != u32(0);
let l_253 = l_250 && l_252;
let l_254 = bitcast<u32>(l_mut_30);
let l_255 = l_254 & u32(2139095040);
let l_256 = l_255 == u32(0);
let l_257 = l_254 & u32(8388607);
let l_258 = l_257 != u32(0);
let l_259 = l_256 && l_258;
let l_260 = l_253 || l_259;
let l_261 = bitcast<u32>(l_mut_31);
let l_262 = l_261 & u32(2139095040);
let l_263 = l_262 == u32(0);
let l_264 = l_261 & u32(8388607);
let l_265 = l_264 != u32(0);
let l_266 = l_263 && l_265;
let l_267 = l_260 || l_266;
l_mut_268 = u32(4294967294);
let l_269 = bitcast<u32>(l_146);
let l_270 = abs(l_mut_151);
let l_271 = l_mut_151 < f64(0.0);
let l_272 = u32(l_271);
let l_273 = u32(2147483648) * l_272;
if l_267 {
} else {
let l_274 = is_nan_1_f64(l_mut_151);if l_274 {
let l_275 = l_269 & u32(2147483647);
let l_276 = l_275 > u32(2139095040);
if l_276 {
l_mut_268 = u32(4294967293);
}
} else {
let l_277 = l_270 >= f64(3.402823669209385e38);
let l_278 = !l_247;
let l_279 = l_270 == f64(0.0);
let l_280 = l_278 && l_279;
let l_281 = l_277 || l_280;
if l_281 {
let l_282 = l_270 >= f64(3.402823669209385e38);
let l_283 = u32(l_282);
let l_284 = u32(2139095040) * l_283;
let l_285 = l_284 | l_273;
let l_286 = l_269 == l_285;
let l_287 = l_269 | l_285;
let l_288 = l_287 & u32(2147483647);
let l_289 = l_288 == u32(0);
let l_290 = l_286 || l_289;
if l_290 {
l_mut_268 = u32(4294967293);
}
} else {
let l_291 = l_270 >= f64(2.350988701644575e-38);
let l_292 = l_247 && l_291;
let l_293 = l_270 < f64(3.4028234663852886e38);
let l_294 = l_292 && l_293;
if l_294 {
let l_295 = f32(l_270);
let l_296 = bitcast<u32>(l_295);
let l_297 = bitcast<f32>(l_296);
let l_298 = f64(l_297);
let l_299 = l_270 - l_298;
let l_300 = l_296 + u32(1);
let l_301 = l_299 < f64(0.0);
let l_302 = u32(l_301);
let l_303 = u32(2) * l_302;
let l_304 = l_300 - l_303;
let l_305 = bitcast<f32>(l_304);
let l_306 = f64(l_305);
let l_307 = l_306 - l_298;
let l_308 = abs(l_307);
let l_309 = l_308 * f64(0.5);
let l_310 = abs(l_299);
let l_311 = l_309 - l_310;
let l_312 = l_270 * f64(9.094947017729282e-13);
let l_313 = l_311 > l_312;
if l_313 {
let l_314 = l_296 | l_273;
l_mut_268 = l_314;
}
} else {
let l_315 = l_270 < f64(2.350988701644575e-38);
let l_316 = l_247 && l_315;
if l_316 {
let l_317 = l_270 * f64(7.1362384635298e44);
let l_318 = floor(l_317);
let l_319 = l_317 - l_318;
let l_320 = l_319 - f64(0.5);
let l_321 = abs(l_320);
let l_322 = l_317 * f64(9.094947017729282e-13);
let l_323 = l_321 > l_322;
if l_323 {
let l_324 = l_319 > f64(0.5);
let l_325 = f64(l_324);
let l_326 = l_318 + l_325;
let l_327 = u32(l_326);
let l_328 = l_327 | l_273;
l_mut_268 = l_328;
}
}
}
}
}
}
l_mut_329 = l_mut_268;
let l_330 = bitcast<u32>(l_mut_29);
let l_331 = bitcast<u32>(l_mut_30);
let l_332 = l_330 >= u32(8388608);
let l_333 = l_330 < u32(2139095040);
let l_334 = l_332 && l_333;
let l_335 = l_21 != u32(9);
let l_336 = l_331 & u32(2139095040);
let l_337 = l_336 != u32(2139095040);
let l_338 = l_334 && l_337;
let l_339 = l_335 || l_338;
let l_340 = !l_339;
if l_340 {
l_mut_329 = u32(4294967294);
}
let l_341 = bitcast<u32>(l_146);
let l_342 = l_341 & u32(2147483647);
let l_343 = l_342 > u32(2139095040);
let l_344 = l_341 & u32(2147483647);
let l_345 = l_344 == u32(0);
let l_346 = l_341 & u32(2147483647);
let l_347 = f64(l_346);
let l_348 = l_341 >> u32(31);
let l_349 = f64(l_348);
let l_350 = f64(2.0) * l_349;
let l_351 = f64(1.0) - l_350;
let l_352 = l_347 * l_351;
let l_353 = l_mut_329 & u32(2147483647);
let l_354 = f64(l_353);
let l_355 = l_mut_329 >> u32(31);
let l_356 = f64(l_355);
let l_357 = f64(2.0) * l_356;
let l_358 = f64(1.0) - l_357;
let l_359 = l_354 * l_358;
let l_360 = l_352 - l_359;
let l_361 = l_mut_329 & u32(2139095040);
let l_362 = l_361 == u32(0);
let l_363 = l_mut_329 < u32(4294967293);
let l_364 = l_360 == f64(0.0);
let l_365 = l_345 && l_362;
let l_366 = l_343 || l_365;
let l_367 = !l_366;
let l_368 = l_364 || l_367;
let l_369 = l_363 && l_368;
l_mut_370 = l_369;
let l_371 = l_360 != f64(0.0);
let l_372 = l_mut_370 && l_371;
if l_372 {

for (var l_mut_373: u32 = u32(0); l_mut_373 < u32(8); l_mut_373++) {
let l_374 = u32(2) * l_mut_373;
let l_10270 = info.static_meta[u32(2)];
let l_10271 = l_10270 * u32(1);
let l_10272 = l_374 < l_10271;
let l_10273 = l_10271 - u32(1);
let l_10274 = min(l_374, l_10273);
let l_10275 = buffer_2_global[l_10274];
let l_10276 = select(u32(0), l_10275, l_10272);
let l_375 = l_10276;
let l_376 = u32(2) * l_mut_373;
let l_377 = l_376 + u32(1);
let l_10277 = info.static_meta[u32(2)];
let l_10278 = l_10277 * u32(1);
let l_10279 = l_377 < l_10278;
let l_10280 = l_10278 - u32(1);
let l_10281 = min(l_377, l_10280);
let l_10282 = buffer_2_global[l_10281];
let l_10283 = select(u32(0), l_10282, l_10279);
let l_378 = l_10283;
let l_379 = l_378 != u32(0);
let l_380 = l_mut_373 * u32(4);
let l_10284 = info.static_meta[u32(3)];
let l_10285 = l_10284 * u32(1);
let l_10286 = l_380 < l_10285;
let l_10287 = l_10285 - u32(1);
let l_10288 = min(l_380, l_10287);
let l_10289 = buffer_3_global[l_10288];
let l_10290 = select(f64(0.0), l_10289, l_10286);
let l_381 = l_10290;
let l_382 = l_mut_373 * u32(4);
let l_383 = l_382 + u32(1);
let l_10291 = info.static_meta[u32(3)];
let l_10292 = l_10291 * u32(1);
let l_10293 = l_383 < l_10292;
let l_10294 = l_10292 - u32(1);
let l_10295 = min(l_383, l_10294);
let l_10296 = buffer_3_global[l_10295];
let l_10297 = select(f64(0.0), l_10296, l_10293);
let l_384 = l_10297;
let l_385 = l_mut_373 * u32(4);
let l_386 = l_385 + u32(2);
let l_10298 = info.static_meta[u32(3)];
let l_10299 = l_10298 * u32(1);
let l_10300 = l_386 < l_10299;
let l_10301 = l_10299 - u32(1);
let l_10302 = min(l_386, l_10301);
let l_10303 = buffer_3_global[l_10302];
let l_10304 = select(f64(0.0), l_10303, l_10300);
let l_387 = l_10304;
let l_388 = l_mut_373 * u32(4);
let l_389 = l_388 + u32(3);
let l_10305 = info.static_meta[u32(3)];
let l_10306 = l_10305 * u32(1);
let l_10307 = l_389 < l_10306;
let l_10308 = l_10306 - u32(1);
let l_10309 = min(l_389, l_10308);
let l_10310 = buffer_3_global[l_10309];
let l_10311 = select(f64(0.0), l_10310, l_10307);
let l_390 = l_10311;
let l_391 = f64(l_mut_30);
let l_392 = f64(l_mut_29);
let l_393 = abs(l_392);
let l_394 = abs(l_mut_151);
let l_395 = l_394 * f64(1.4551915228366852e-11);
l_mut_268 = u32(2);
let l_396 = l_375 == u32(0);
if l_396 {
l_mut_268 = u32(0);
} else {
let l_397 = l_375 == u32(1);
if l_397 {
l_mut_268 = u32(1);
let l_398 = abs(l_360);
let l_399 = l_398 <= l_381;
if l_399 {
l_mut_268 = u32(0);
}
} else {
let l_400 = l_375 == u32(2);
if l_400 {
let l_401 = abs(l_mut_151);
l_mut_221 = f64(1.401298464324817e-45);
let l_402 = l_401 >= f64(1.1754943508222875e-38);
let l_403 = l_401 <= f64(1.7976931348623157e308);
let l_404 = l_402 && l_403;
if l_404 {
let l_405 = bitcast<u64>(l_401);
let l_406 = l_405 >> u32(bitcast<u64>(u64(52)));
let l_407 = l_406 - u64(23);
let l_408 = l_407 << u32(bitcast<u64>(u64(52)));
let l_409 = bitcast<f64>(l_408);
l_mut_221 = l_409;
}
let l_410 = l_381 * l_mut_221;
l_mut_411 = u32(2);
let l_412 = l_mut_151 - l_395;
let l_413 = abs(l_412);
l_mut_221 = f64(1.401298464324817e-45);
let l_414 = l_413 >= f64(1.1754943508222875e-38);
let l_415 = l_413 <= f64(1.7976931348623157e308);
let l_416 = l_414 && l_415;
if l_416 {
let l_417 = bitcast<u64>(l_413);
let l_418 = l_417 >> u32(bitcast<u64>(u64(52)));
let l_419 = l_418 - u64(23);
let l_420 = l_419 << u32(bitcast<u64>(u64(52)));
let l_421 = bitcast<f64>(l_420);
l_mut_221 = l_421;
}
let l_422 = l_mut_151 + l_395;
let l_423 = abs(l_422);
l_mut_166 = f64(1.401298464324817e-45);
let l_424 = l_423 >= f64(1.1754943508222875e-38);
let l_425 = l_423 <= f64(1.7976931348623157e308);
let l_426 = l_424 && l_425;
if l_426 {
let l_427 = bitcast<u64>(l_423);
let l_428 = l_427 >> u32(bitcast<u64>(u64(52)));
let l_429 = l_428 - u64(23);
let l_430 = l_429 << u32(bitcast<u64>(u64(52)));
let l_431 = bitcast<f64>(l_430);
l_mut_166 = l_431;
}
let l_432 = l_mut_221 == l_mut_166;
if l_432 {
let l_433 = l_410 * f64(1.4551915228366852e-11);
let l_434 = l_395 + l_433;
let l_435 = l_mut_151 - l_410;
let l_436 = l_mut_151 + l_410;
let l_437 = bitcast<u32>(l_146);
let l_438 = l_437 & u32(2147483647);
let l_439 = bitcast<f32>(l_438);
let l_440 = f64(l_439);
l_mut_221 = l_440;
let l_441 = l_438 < u32(8388608);
if l_441 {
let l_442 = f64(l_438);
let l_443 = l_442 * f64(1.401298464324817e-45);
l_mut_221 = l_443;
}
let l_444 = bitcast<u64>(l_mut_221);
let l_445 = l_437 >> u32(31);
let l_446 = u64(l_445);
let l_447 = l_446 << u32(bitcast<u64>(u64(63)));
let l_448 = l_444 | l_447;
let l_449 = bitcast<f64>(l_448);
let l_450 = bitcast<u32>(l_146);
let l_451 = l_450 + u32(1);
l_mut_452 = l_451;
let l_453 = l_450 & u32(2147483647);
let l_454 = l_453 == u32(0);
if l_454 {
l_mut_452 = u32(1);
} else {
let l_455 = l_450 & u32(2147483648);
let l_456 = l_455 != u32(0);
if l_456 {
let l_457 = l_450 - u32(1);
l_mut_452 = l_457;
} else {
let l_458 = l_450 == u32(2139095040);
if l_458 {
l_mut_452 = l_450;
}
}
}
let l_459 = bitcast<f32>(l_mut_452);
let l_460 = bitcast<u32>(l_459);
let l_461 = l_460 & u32(2147483647);
let l_462 = bitcast<f32>(l_461);
let l_463 = f64(l_462);
l_mut_221 = l_463;
let l_464 = l_461 < u32(8388608);
if l_464 {
let l_465 = f64(l_461);
let l_466 = l_465 * f64(1.401298464324817e-45);
l_mut_221 = l_466;
}
let l_467 = bitcast<u64>(l_mut_221);
let l_468 = l_460 >> u32(31);
let l_469 = u64(l_468);
let l_470 = l_469 << u32(bitcast<u64>(u64(63)));
let l_471 = l_467 | l_470;
let l_472 = bitcast<f64>(l_471);
let l_473 = bitcast<u32>(l_146);
let l_474 = l_473 ^ u32(2147483648);
let l_475 = bitcast<f32>(l_474);
let l_476 = bitcast<u32>(l_475);
let l_477 = l_476 + u32(1);
l_mut_452 = l_477;
let l_478 = l_476 & u32(2147483647);
let l_479 = l_478 == u32(0);
if l_479 {
l_mut_452 = u32(1);
} else {
let l_480 = l_476 & u32(2147483648);
let l_481 = l_480 != u32(0);
if l_481 {
let l_482 = l_476 - u32(1);
l_mut_452 = l_482;
} else {
let l_483 = l_476 == u32(2139095040);
if l_483 {
l_mut_452 = l_476;
}
}
}
let l_484 = bitcast<f32>(l_mut_452);
let l_485 = bitcast<u32>(l_484);
let l_486 = l_485 ^ u32(2147483648);
let l_487 = bitcast<f32>(l_486);
let l_488 = bitcast<u32>(l_487);
let l_489 = l_488 & u32(2147483647);
let l_490 = bitcast<f32>(l_489);
let l_491 = f64(l_490);
l_mut_221 = l_491;
let l_492 = l_489 < u32(8388608);
if l_492 {
let l_493 = f64(l_489);
let l_494 = l_493 * f64(1.401298464324817e-45);
l_mut_221 = l_494;
}
let l_495 = bitcast<u64>(l_mut_221);
let l_496 = l_488 >> u32(31);
let l_497 = u64(l_496);
let l_498 = l_497 << u32(bitcast<u64>(u64(63)));
let l_499 = l_495 | l_498;
let l_500 = bitcast<f64>(l_499);
let l_501 = l_435 + l_434;
let l_502 = l_501 <= l_449;
l_mut_503 = l_502;
let l_504 = l_435 - l_434;
let l_505 = l_504 > l_449;
l_mut_506 = l_505;
let l_507 = l_436 - l_434;
let l_508 = l_507 >= l_449;
l_mut_509 = l_508;
let l_510 = l_436 + l_434;
let l_511 = l_510 < l_449;
l_mut_512 = l_511;
if l_379 {
let l_513 = l_435 + l_434;
let l_514 = l_513 < l_472;
l_mut_503 = l_514;
let l_515 = l_435 - l_434;
let l_516 = l_515 >= l_472;
l_mut_506 = l_516;
let l_517 = l_436 - l_434;
let l_518 = l_517 > l_500;
l_mut_509 = l_518;
let l_519 = l_436 + l_434;
let l_520 = l_519 <= l_500;
l_mut_512 = l_520;
}
l_mut_452 = u32(2);
let l_521 = l_mut_506 || l_mut_512;
if l_521 {
l_mut_452 = u32(1);
} else {
let l_522 = l_mut_503 && l_mut_509;
if l_522 {
l_mut_452 = u32(0);
}
}
let l_523 = bitcast<u32>(l_146);
let l_524 = l_523 & u32(2147483647);
let l_525 = l_524 == u32(0);
if l_525 {
let l_526 = l_435 + l_434;
let l_527 = l_526 < f64(1.1754943508222875e-38);
let l_528 = l_436 - l_434;
let l_529 = l_528 > f64(-1.1754943508222875e-38);
let l_530 = l_527 && l_529;
let l_531 = l_435 - l_434;
let l_532 = l_531 < f64(1.1754943508222875e-38);
let l_533 = l_436 + l_434;
let l_534 = l_533 > f64(-1.1754943508222875e-38);
let l_535 = l_532 && l_534;
if l_530 {
l_mut_452 = u32(0);
} else {
let l_536 = l_mut_452 == u32(1);
let l_537 = l_535 && l_536;
if l_537 {
l_mut_452 = u32(2);
}
}
}
l_mut_411 = l_mut_452;
}
l_mut_268 = l_mut_411;
} else {
let l_538 = l_375 == u32(3);
if l_538 {
l_mut_221 = l_393;
let l_539 = l_384 == f64(1.0);
if l_539 {
let l_540 = abs(l_391);
l_mut_221 = l_540;
}
l_mut_268 = u32(0);
let l_541 = l_mut_221 >= f64(1.1754943508222875e-38);
let l_542 = l_mut_221 <= f64(8.507059173023462e37);
let l_543 = l_541 && l_542;
if l_543 {
let l_544 = abs(l_mut_151);
l_mut_221 = f64(1.401298464324817e-45);
let l_545 = l_544 >= f64(1.1754943508222875e-38);
let l_546 = l_544 <= f64(1.7976931348623157e308);
let l_547 = l_545 && l_546;
if l_547 {
let l_548 = bitcast<u64>(l_544);
let l_549 = l_548 >> u32(bitcast<u64>(u64(52)));
let l_550 = l_549 - u64(23);
let l_551 = l_550 << u32(bitcast<u64>(u64(52)));
let l_552 = bitcast<f64>(l_551);
l_mut_221 = l_552;
}
let l_553 = l_381 * l_mut_221;
l_mut_452 = u32(2);
let l_554 = l_mut_151 - l_395;
let l_555 = abs(l_554);
l_mut_221 = f64(1.401298464324817e-45);
let l_556 = l_555 >= f64(1.1754943508222875e-38);
let l_557 = l_555 <= f64(1.7976931348623157e308);
let l_558 = l_556 && l_557;
if l_558 {
let l_559 = bitcast<u64>(l_555);
let l_560 = l_559 >> u32(bitcast<u64>(u64(52)));
let l_561 = l_560 - u64(23);
let l_562 = l_561 << u32(bitcast<u64>(u64(52)));
let l_563 = bitcast<f64>(l_562);
l_mut_221 = l_563;
}
let l_564 = l_mut_151 + l_395;
let l_565 = abs(l_564);
l_mut_166 = f64(1.401298464324817e-45);
let l_566 = l_565 >= f64(1.1754943508222875e-38);
let l_567 = l_565 <= f64(1.7976931348623157e308);
let l_568 = l_566 && l_567;
if l_568 {
let l_569 = bitcast<u64>(l_565);
let l_570 = l_569 >> u32(bitcast<u64>(u64(52)));
let l_571 = l_570 - u64(23);
let l_572 = l_571 << u32(bitcast<u64>(u64(52)));
let l_573 = bitcast<f64>(l_572);
l_mut_166 = l_573;
}
let l_574 = l_mut_221 == l_mut_166;
if l_574 {
let l_575 = l_553 * f64(1.4551915228366852e-11);
let l_576 = l_395 + l_575;
let l_577 = l_mut_151 - l_553;
let l_578 = l_mut_151 + l_553;
let l_579 = bitcast<u32>(l_146);
let l_580 = l_579 & u32(2147483647);
let l_581 = bitcast<f32>(l_580);
let l_582 = f64(l_581);
l_mut_221 = l_582;
let l_583 = l_580 < u32(8388608);
if l_583 {
let l_584 = f64(l_580);
let l_585 = l_584 * f64(1.401298464324817e-45);
l_mut_221 = l_585;
}
let l_586 = bitcast<u64>(l_mut_221);
let l_587 = l_579 >> u32(31);
let l_588 = u64(l_587);
let l_589 = l_588 << u32(bitcast<u64>(u64(63)));
let l_590 = l_586 | l_589;
let l_591 = bitcast<f64>(l_590);
let l_592 = bitcast<u32>(l_146);
let l_593 = l_592 + u32(1);
l_mut_411 = l_593;
let l_594 = l_592 & u32(2147483647);
let l_595 = l_594 == u32(0);
if l_595 {
l_mut_411 = u32(1);
} else {
let l_596 = l_592 & u32(2147483648);
let l_597 = l_596 != u32(0);
if l_597 {
let l_598 = l_592 - u32(1);
l_mut_411 = l_598;
} else {
let l_599 = l_592 == u32(2139095040);
if l_599 {
l_mut_411 = l_592;
}
}
}
let l_600 = bitcast<f32>(l_mut_411);
let l_601 = bitcast<u32>(l_600);
let l_602 = l_601 & u32(2147483647);
let l_603 = bitcast<f32>(l_602);
let l_604 = f64(l_603);
l_mut_221 = l_604;
let l_605 = l_602 < u32(8388608);
if l_605 {
let l_606 = f64(l_602);
let l_607 = l_606 * f64(1.401298464324817e-45);
l_mut_221 = l_607;
}
let l_608 = bitcast<u64>(l_mut_221);
let l_609 = l_601 >> u32(31);
let l_610 = u64(l_609);
let l_611 = l_610 << u32(bitcast<u64>(u64(63)));
let l_612 = l_608 | l_611;
let l_613 = bitcast<f64>(l_612);
let l_614 = bitcast<u32>(l_146);
let l_615 = l_614 ^ u32(2147483648);
let l_616 = bitcast<f32>(l_615);
let l_617 = bitcast<u32>(l_616);
let l_618 = l_617 + u32(1);
l_mut_411 = l_618;
let l_619 = l_617 & u32(2147483647);
let l_620 = l_619 == u32(0);
if l_620 {
l_mut_411 = u32(1);
} else {
let l_621 = l_617 & u32(2147483648);
let l_622 = l_621 != u32(0);
if l_622 {
let l_623 = l_617 - u32(1);
l_mut_411 = l_623;
} else {
let l_624 = l_617 == u32(2139095040);
if l_624 {
l_mut_411 = l_617;
}
}
}
let l_625 = bitcast<f32>(l_mut_411);
let l_626 = bitcast<u32>(l_625);
let l_627 = l_626 ^ u32(2147483648);
let l_628 = bitcast<f32>(l_627);
let l_629 = bitcast<u32>(l_628);
let l_630 = l_629 & u32(2147483647);
let l_631 = bitcast<f32>(l_630);
let l_632 = f64(l_631);
l_mut_221 = l_632;
let l_633 = l_630 < u32(8388608);
if l_633 {
let l_634 = f64(l_630);
let l_635 = l_634 * f64(1.401298464324817e-45);
l_mut_221 = l_635;
}
let l_636 = bitcast<u64>(l_mut_221);
let l_637 = l_629 >> u32(31);
let l_638 = u64(l_637);
let l_639 = l_638 << u32(bitcast<u64>(u64(63)));
let l_640 = l_636 | l_639;
let l_641 = bitcast<f64>(l_640);
let l_642 = l_577 + l_576;
let l_643 = l_642 <= l_591;
l_mut_512 = l_643;
let l_644 = l_577 - l_576;
let l_645 = l_644 > l_591;
l_mut_509 = l_645;
let l_646 = l_578 - l_576;
let l_647 = l_646 >= l_591;
l_mut_506 = l_647;
let l_648 = l_578 + l_576;
let l_649 = l_648 < l_591;
l_mut_503 = l_649;
if l_379 {
let l_650 = l_577 + l_576;
let l_651 = l_650 < l_613;
l_mut_512 = l_651;
let l_652 = l_577 - l_576;
let l_653 = l_652 >= l_613;
l_mut_509 = l_653;
let l_654 = l_578 - l_576;
let l_655 = l_654 > l_641;
l_mut_506 = l_655;
let l_656 = l_578 + l_576;
let l_657 = l_656 <= l_641;
l_mut_503 = l_657;
}
l_mut_411 = u32(2);
let l_658 = l_mut_509 || l_mut_503;
if l_658 {
l_mut_411 = u32(1);
} else {
let l_659 = l_mut_512 && l_mut_506;
if l_659 {
l_mut_411 = u32(0);
}
}
let l_660 = bitcast<u32>(l_146);
let l_661 = l_660 & u32(2147483647);
let l_662 = l_661 == u32(0);
if l_662 {
let l_663 = l_577 + l_576;
let l_664 = l_663 < f64(1.1754943508222875e-38);
let l_665 = l_578 - l_576;
let l_666 = l_665 > f64(-1.1754943508222875e-38);
let l_667 = l_664 && l_666;
let l_668 = l_577 - l_576;
let l_669 = l_668 < f64(1.1754943508222875e-38);
let l_670 = l_578 + l_576;
let l_671 = l_670 > f64(-1.1754943508222875e-38);
let l_672 = l_669 && l_671;
if l_667 {
l_mut_411 = u32(0);
} else {
let l_673 = l_mut_411 == u32(1);
let l_674 = l_672 && l_673;
if l_674 {
l_mut_411 = u32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_268 = l_mut_452;
}
} else {
let l_675 = l_375 == u32(4);
if l_675 {
let l_676 = l_384 * l_393;
let l_677 = l_381 + l_676;
let l_678 = abs(l_mut_151);
l_mut_221 = f64(1.401298464324817e-45);
let l_679 = l_678 >= f64(1.1754943508222875e-38);
let l_680 = l_678 <= f64(1.7976931348623157e308);
let l_681 = l_679 && l_680;
if l_681 {
let l_682 = bitcast<u64>(l_678);
let l_683 = l_682 >> u32(bitcast<u64>(u64(52)));
let l_684 = l_683 - u64(23);
let l_685 = l_684 << u32(bitcast<u64>(u64(52)));
let l_686 = bitcast<f64>(l_685);
l_mut_221 = l_686;
}
let l_687 = l_677 * l_mut_221;
l_mut_452 = u32(2);
let l_688 = l_mut_151 - l_395;
let l_689 = abs(l_688);
l_mut_221 = f64(1.401298464324817e-45);
let l_690 = l_689 >= f64(1.1754943508222875e-38);
let l_691 = l_689 <= f64(1.7976931348623157e308);
let l_692 = l_690 && l_691;
if l_692 {
let l_693 = bitcast<u64>(l_689);
let l_694 = l_693 >> u32(bitcast<u64>(u64(52)));
let l_695 = l_694 - u64(23);
let l_696 = l_695 << u32(bitcast<u64>(u64(52)));
let l_697 = bitcast<f64>(l_696);
l_mut_221 = l_697;
}
let l_698 = l_mut_151 + l_395;
let l_699 = abs(l_698);
l_mut_166 = f64(1.401298464324817e-45);
let l_700 = l_699 >= f64(1.1754943508222875e-38);
let l_701 = l_699 <= f64(1.7976931348623157e308);
let l_702 = l_700 && l_701;
if l_702 {
let l_703 = bitcast<u64>(l_699);
let l_704 = l_703 >> u32(bitcast<u64>(u64(52)));
let l_705 = l_704 - u64(23);
let l_706 = l_705 << u32(bitcast<u64>(u64(52)));
let l_707 = bitcast<f64>(l_706);
l_mut_166 = l_707;
}
let l_708 = l_mut_221 == l_mut_166;
if l_708 {
let l_709 = l_687 * f64(1.4551915228366852e-11);
let l_710 = l_395 + l_709;
let l_711 = l_mut_151 - l_687;
let l_712 = l_mut_151 + l_687;
let l_713 = bitcast<u32>(l_146);
let l_714 = l_713 & u32(2147483647);
let l_715 = bitcast<f32>(l_714);
let l_716 = f64(l_715);
l_mut_221 = l_716;
let l_717 = l_714 < u32(8388608);
if l_717 {
let l_718 = f64(l_714);
let l_719 = l_718 * f64(1.401298464324817e-45);
l_mut_221 = l_719;
}
let l_720 = bitcast<u64>(l_mut_221);
let l_721 = l_713 >> u32(31);
let l_722 = u64(l_721);
let l_723 = l_722 << u32(bitcast<u64>(u64(63)));
let l_724 = l_720 | l_723;
let l_725 = bitcast<f64>(l_724);
let l_726 = bitcast<u32>(l_146);
let l_727 = l_726 + u32(1);
l_mut_411 = l_727;
let l_728 = l_726 & u32(2147483647);
let l_729 = l_728 == u32(0);
if l_729 {
l_mut_411 = u32(1);
} else {
let l_730 = l_726 & u32(2147483648);
let l_731 = l_730 != u32(0);
if l_731 {
let l_732 = l_726 - u32(1);
l_mut_411 = l_732;
} else {
let l_733 = l_726 == u32(2139095040);
if l_733 {
l_mut_411 = l_726;
}
}
}
let l_734 = bitcast<f32>(l_mut_411);
let l_735 = bitcast<u32>(l_734);
let l_736 = l_735 & u32(2147483647);
let l_737 = bitcast<f32>(l_736);
let l_738 = f64(l_737);
l_mut_221 = l_738;
let l_739 = l_736 < u32(8388608);
if l_739 {
let l_740 = f64(l_736);
let l_741 = l_740 * f64(1.401298464324817e-45);
l_mut_221 = l_741;
}
let l_742 = bitcast<u64>(l_mut_221);
let l_743 = l_735 >> u32(31);
let l_744 = u64(l_743);
let l_745 = l_744 << u32(bitcast<u64>(u64(63)));
let l_746 = l_742 | l_745;
let l_747 = bitcast<f64>(l_746);
let l_748 = bitcast<u32>(l_146);
let l_749 = l_748 ^ u32(2147483648);
let l_750 = bitcast<f32>(l_749);
let l_751 = bitcast<u32>(l_750);
let l_752 = l_751 + u32(1);
l_mut_411 = l_752;
let l_753 = l_751 & u32(2147483647);
let l_754 = l_753 == u32(0);
if l_754 {
l_mut_411 = u32(1);
} else {
let l_755 = l_751 & u32(2147483648);
let l_756 = l_755 != u32(0);
if l_756 {
let l_757 = l_751 - u32(1);
l_mut_411 = l_757;
} else {
let l_758 = l_751 == u32(2139095040);
if l_758 {
l_mut_411 = l_751;
}
}
}
let l_759 = bitcast<f32>(l_mut_411);
let l_760 = bitcast<u32>(l_759);
let l_761 = l_760 ^ u32(2147483648);
let l_762 = bitcast<f32>(l_761);
let l_763 = bitcast<u32>(l_762);
let l_764 = l_763 & u32(2147483647);
let l_765 = bitcast<f32>(l_764);
let l_766 = f64(l_765);
l_mut_221 = l_766;
let l_767 = l_764 < u32(8388608);
if l_767 {
let l_768 = f64(l_764);
let l_769 = l_768 * f64(1.401298464324817e-45);
l_mut_221 = l_769;
}
let l_770 = bitcast<u64>(l_mut_221);
let l_771 = l_763 >> u32(31);
let l_772 = u64(l_771);
let l_773 = l_772 << u32(bitcast<u64>(u64(63)));
let l_774 = l_770 | l_773;
let l_775 = bitcast<f64>(l_774);
let l_776 = l_711 + l_710;
let l_777 = l_776 <= l_725;
l_mut_512 = l_777;
let l_778 = l_711 - l_710;
let l_779 = l_778 > l_725;
l_mut_509 = l_779;
let l_780 = l_712 - l_710;
let l_781 = l_780 >= l_725;
l_mut_506 = l_781;
let l_782 = l_712 + l_710;
let l_783 = l_782 < l_725;
l_mut_503 = l_783;
if l_379 {
let l_784 = l_711 + l_710;
let l_785 = l_784 < l_747;
l_mut_512 = l_785;
let l_786 = l_711 - l_710;
let l_787 = l_786 >= l_747;
l_mut_509 = l_787;
let l_788 = l_712 - l_710;
let l_789 = l_788 > l_775;
l_mut_506 = l_789;
let l_790 = l_712 + l_710;
let l_791 = l_790 <= l_775;
l_mut_503 = l_791;
}
l_mut_411 = u32(2);
let l_792 = l_mut_509 || l_mut_503;
if l_792 {
l_mut_411 = u32(1);
} else {
let l_793 = l_mut_512 && l_mut_506;
if l_793 {
l_mut_411 = u32(0);
}
}
let l_794 = bitcast<u32>(l_146);
let l_795 = l_794 & u32(2147483647);
let l_796 = l_795 == u32(0);
if l_796 {
let l_797 = l_711 + l_710;
let l_798 = l_797 < f64(1.1754943508222875e-38);
let l_799 = l_712 - l_710;
let l_800 = l_799 > f64(-1.1754943508222875e-38);
let l_801 = l_798 && l_800;
let l_802 = l_711 - l_710;
let l_803 = l_802 < f64(1.1754943508222875e-38);
let l_804 = l_712 + l_710;
let l_805 = l_804 > f64(-1.1754943508222875e-38);
let l_806 = l_803 && l_805;
if l_801 {
l_mut_411 = u32(0);
} else {
let l_807 = l_mut_411 == u32(1);
let l_808 = l_806 && l_807;
if l_808 {
l_mut_411 = u32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_268 = l_mut_452;
} else {
let l_809 = l_375 == u32(5);
if l_809 {
let l_810 = f64(2.0) * l_392;
let l_811 = abs(l_810);
let l_812 = floor(l_811);
let l_813 = f64(3.0) + l_812;
let l_814 = abs(l_mut_151);
l_mut_221 = f64(1.401298464324817e-45);
let l_815 = l_814 >= f64(1.1754943508222875e-38);
let l_816 = l_814 <= f64(1.7976931348623157e308);
let l_817 = l_815 && l_816;
if l_817 {
let l_818 = bitcast<u64>(l_814);
let l_819 = l_818 >> u32(bitcast<u64>(u64(52)));
let l_820 = l_819 - u64(23);
let l_821 = l_820 << u32(bitcast<u64>(u64(52)));
let l_822 = bitcast<f64>(l_821);
l_mut_221 = l_822;
}
let l_823 = l_813 * l_mut_221;
l_mut_452 = u32(2);
let l_824 = l_mut_151 - l_395;
let l_825 = abs(l_824);
l_mut_221 = f64(1.401298464324817e-45);
let l_826 = l_825 >= f64(1.1754943508222875e-38);
let l_827 = l_825 <= f64(1.7976931348623157e308);
let l_828 = l_826 && l_827;
if l_828 {
let l_829 = bitcast<u64>(l_825);
let l_830 = l_829 >> u32(bitcast<u64>(u64(52)));
let l_831 = l_830 - u64(23);
let l_832 = l_831 << u32(bitcast<u64>(u64(52)));
let l_833 = bitcast<f64>(l_832);
l_mut_221 = l_833;
}
let l_834 = l_mut_151 + l_395;
let l_835 = abs(l_834);
l_mut_166 = f64(1.401298464324817e-45);
let l_836 = l_835 >= f64(1.1754943508222875e-38);
let l_837 = l_835 <= f64(1.7976931348623157e308);
let l_838 = l_836 && l_837;
if l_838 {
let l_839 = bitcast<u64>(l_835);
let l_840 = l_839 >> u32(bitcast<u64>(u64(52)));
let l_841 = l_840 - u64(23);
let l_842 = l_841 << u32(bitcast<u64>(u64(52)));
let l_843 = bitcast<f64>(l_842);
l_mut_166 = l_843;
}
let l_844 = l_mut_221 == l_mut_166;
if l_844 {
let l_845 = l_823 * f64(1.4551915228366852e-11);
let l_846 = l_395 + l_845;
let l_847 = l_mut_151 - l_823;
let l_848 = l_mut_151 + l_823;
let l_849 = bitcast<u32>(l_146);
let l_850 = l_849 & u32(2147483647);
let l_851 = bitcast<f32>(l_850);
let l_852 = f64(l_851);
l_mut_221 = l_852;
let l_853 = l_850 < u32(8388608);
if l_853 {
let l_854 = f64(l_850);
let l_855 = l_854 * f64(1.401298464324817e-45);
l_mut_221 = l_855;
}
let l_856 = bitcast<u64>(l_mut_221);
let l_857 = l_849 >> u32(31);
let l_858 = u64(l_857);
let l_859 = l_858 << u32(bitcast<u64>(u64(63)));
let l_860 = l_856 | l_859;
let l_861 = bitcast<f64>(l_860);
let l_862 = bitcast<u32>(l_146);
let l_863 = l_862 + u32(1);
l_mut_411 = l_863;
let l_864 = l_862 & u32(2147483647);
let l_865 = l_864 == u32(0);
if l_865 {
l_mut_411 = u32(1);
} else {
let l_866 = l_862 & u32(2147483648);
let l_867 = l_866 != u32(0);
if l_867 {
let l_868 = l_862 - u32(1);
l_mut_411 = l_868;
} else {
let l_869 = l_862 == u32(2139095040);
if l_869 {
l_mut_411 = l_862;
}
}
}
let l_870 = bitcast<f32>(l_mut_411);
let l_871 = bitcast<u32>(l_870);
let l_872 = l_871 & u32(2147483647);
let l_873 = bitcast<f32>(l_872);
let l_874 = f64(l_873);
l_mut_221 = l_874;
let l_875 = l_872 < u32(8388608);
if l_875 {
let l_876 = f64(l_872);
let l_877 = l_876 * f64(1.401298464324817e-45);
l_mut_221 = l_877;
}
let l_878 = bitcast<u64>(l_mut_221);
let l_879 = l_871 >> u32(31);
let l_880 = u64(l_879);
let l_881 = l_880 << u32(bitcast<u64>(u64(63)));
let l_882 = l_878 | l_881;
let l_883 = bitcast<f64>(l_882);
let l_884 = bitcast<u32>(l_146);
let l_885 = l_884 ^ u32(2147483648);
let l_886 = bitcast<f32>(l_885);
let l_887 = bitcast<u32>(l_886);
let l_888 = l_887 + u32(1);
l_mut_411 = l_888;
let l_889 = l_887 & u32(2147483647);
let l_890 = l_889 == u32(0);
if l_890 {
l_mut_411 = u32(1);
} else {
let l_891 = l_887 & u32(2147483648);
let l_892 = l_891 != u32(0);
if l_892 {
let l_893 = l_887 - u32(1);
l_mut_411 = l_893;
} else {
let l_894 = l_887 == u32(2139095040);
if l_894 {
l_mut_411 = l_887;
}
}
}
let l_895 = bitcast<f32>(l_mut_411);
let l_896 = bitcast<u32>(l_895);
let l_897 = l_896 ^ u32(2147483648);
let l_898 = bitcast<f32>(l_897);
let l_899 = bitcast<u32>(l_898);
let l_900 = l_899 & u32(2147483647);
let l_901 = bitcast<f32>(l_900);
let l_902 = f64(l_901);
l_mut_221 = l_902;
let l_903 = l_900 < u32(8388608);
if l_903 {
let l_904 = f64(l_900);
let l_905 = l_904 * f64(1.401298464324817e-45);
l_mut_221 = l_905;
}
let l_906 = bitcast<u64>(l_mut_221);
let l_907 = l_899 >> u32(31);
let l_908 = u64(l_907);
let l_909 = l_908 << u32(bitcast<u64>(u64(63)));
let l_910 = l_906 | l_909;
let l_911 = bitcast<f64>(l_910);
let l_912 = l_847 + l_846;
let l_913 = l_912 <= l_861;
l_mut_512 = l_913;
let l_914 = l_847 - l_846;
let l_915 = l_914 > l_861;
l_mut_509 = l_915;
let l_916 = l_848 - l_846;
let l_917 = l_916 >= l_861;
l_mut_506 = l_917;
let l_918 = l_848 + l_846;
let l_919 = l_918 < l_861;
l_mut_503 = l_919;
if l_379 {
let l_920 = l_847 + l_846;
let l_921 = l_920 < l_883;
l_mut_512 = l_921;
let l_922 = l_847 - l_846;
let l_923 = l_922 >= l_883;
l_mut_509 = l_923;
let l_924 = l_848 - l_846;
let l_925 = l_924 > l_911;
l_mut_506 = l_925;
let l_926 = l_848 + l_846;
let l_927 = l_926 <= l_911;
l_mut_503 = l_927;
}
l_mut_411 = u32(2);
let l_928 = l_mut_509 || l_mut_503;
if l_928 {
l_mut_411 = u32(1);
} else {
let l_929 = l_mut_512 && l_mut_506;
if l_929 {
l_mut_411 = u32(0);
}
}
let l_930 = bitcast<u32>(l_146);
let l_931 = l_930 & u32(2147483647);
let l_932 = l_931 == u32(0);
if l_932 {
let l_933 = l_847 + l_846;
let l_934 = l_933 < f64(1.1754943508222875e-38);
let l_935 = l_848 - l_846;
let l_936 = l_935 > f64(-1.1754943508222875e-38);
let l_937 = l_934 && l_936;
let l_938 = l_847 - l_846;
let l_939 = l_938 < f64(1.1754943508222875e-38);
let l_940 = l_848 + l_846;
let l_941 = l_940 > f64(-1.1754943508222875e-38);
let l_942 = l_939 && l_941;
if l_937 {
l_mut_411 = u32(0);
} else {
let l_943 = l_mut_411 == u32(1);
let l_944 = l_942 && l_943;
if l_944 {
l_mut_411 = u32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_268 = l_mut_452;
} else {
let l_945 = l_375 == u32(6);
if l_945 {
l_mut_268 = u32(0);
let l_946 = l_393 <= l_384;
if l_946 {
let l_947 = l_381 * f64(1.4551915228366852e-11);
let l_948 = l_395 + l_947;
let l_949 = l_mut_151 - l_381;
let l_950 = l_mut_151 + l_381;
let l_951 = bitcast<u32>(l_146);
let l_952 = l_951 & u32(2147483647);
let l_953 = bitcast<f32>(l_952);
let l_954 = f64(l_953);
l_mut_221 = l_954;
let l_955 = l_952 < u32(8388608);
if l_955 {
let l_956 = f64(l_952);
let l_957 = l_956 * f64(1.401298464324817e-45);
l_mut_221 = l_957;
}
let l_958 = bitcast<u64>(l_mut_221);
let l_959 = l_951 >> u32(31);
let l_960 = u64(l_959);
let l_961 = l_960 << u32(bitcast<u64>(u64(63)));
let l_962 = l_958 | l_961;
let l_963 = bitcast<f64>(l_962);
let l_964 = bitcast<u32>(l_146);
let l_965 = l_964 + u32(1);
l_mut_452 = l_965;
let l_966 = l_964 & u32(2147483647);
let l_967 = l_966 == u32(0);
if l_967 {
l_mut_452 = u32(1);
} else {
let l_968 = l_964 & u32(2147483648);
let l_969 = l_968 != u32(0);
if l_969 {
let l_970 = l_964 - u32(1);
l_mut_452 = l_970;
} else {
let l_971 = l_964 == u32(2139095040);
if l_971 {
l_mut_452 = l_964;
}
}
}
let l_972 = bitcast<f32>(l_mut_452);
let l_973 = bitcast<u32>(l_972);
let l_974 = l_973 & u32(2147483647);
let l_975 = bitcast<f32>(l_974);
let l_976 = f64(l_975);
l_mut_221 = l_976;
let l_977 = l_974 < u32(8388608);
if l_977 {
let l_978 = f64(l_974);
let l_979 = l_978 * f64(1.401298464324817e-45);
l_mut_221 = l_979;
}
let l_980 = bitcast<u64>(l_mut_221);
let l_981 = l_973 >> u32(31);
let l_982 = u64(l_981);
let l_983 = l_982 << u32(bitcast<u64>(u64(63)));
let l_984 = l_980 | l_983;
let l_985 = bitcast<f64>(l_984);
let l_986 = bitcast<u32>(l_146);
let l_987 = l_986 ^ u32(2147483648);
let l_988 = bitcast<f32>(l_987);
let l_989 = bitcast<u32>(l_988);
let l_990 = l_989 + u32(1);
l_mut_452 = l_990;
let l_991 = l_989 & u32(2147483647);
let l_992 = l_991 == u32(0);
if l_992 {
l_mut_452 = u32(1);
} else {
let l_993 = l_989 & u32(2147483648);
let l_994 = l_993 != u32(0);
if l_994 {
let l_995 = l_989 - u32(1);
l_mut_452 = l_995;
} else {
let l_996 = l_989 == u32(2139095040);
if l_996 {
l_mut_452 = l_989;
}
}
}
let l_997 = bitcast<f32>(l_mut_452);
let l_998 = bitcast<u32>(l_997);
let l_999 = l_998 ^ u32(2147483648);
let l_1000 = bitcast<f32>(l_999);
let l_1001 = bitcast<u32>(l_1000);
let l_1002 = l_1001 & u32(2147483647);
let l_1003 = bitcast<f32>(l_1002);
let l_1004 = f64(l_1003);
l_mut_221 = l_1004;
let l_1005 = l_1002 < u32(8388608);
if l_1005 {
let l_1006 = f64(l_1002);
let l_1007 = l_1006 * f64(1.401298464324817e-45);
l_mut_221 = l_1007;
}
let l_1008 = bitcast<u64>(l_mut_221);
let l_1009 = l_1001 >> u32(31);
let l_1010 = u64(l_1009);
let l_1011 = l_1010 << u32(bitcast<u64>(u64(63)));
let l_1012 = l_1008 | l_1011;
let l_1013 = bitcast<f64>(l_1012);
let l_1014 = l_949 + l_948;
let l_1015 = l_1014 <= l_963;
l_mut_512 = l_1015;
let l_1016 = l_949 - l_948;
let l_1017 = l_1016 > l_963;
l_mut_509 = l_1017;
let l_1018 = l_950 - l_948;
let l_1019 = l_1018 >= l_963;
l_mut_506 = l_1019;
let l_1020 = l_950 + l_948;
let l_1021 = l_1020 < l_963;
l_mut_503 = l_1021;
if l_379 {
let l_1022 = l_949 + l_948;
let l_1023 = l_1022 < l_985;
l_mut_512 = l_1023;
let l_1024 = l_949 - l_948;
let l_1025 = l_1024 >= l_985;
l_mut_509 = l_1025;
let l_1026 = l_950 - l_948;
let l_1027 = l_1026 > l_1013;
l_mut_506 = l_1027;
let l_1028 = l_950 + l_948;
let l_1029 = l_1028 <= l_1013;
l_mut_503 = l_1029;
}
l_mut_452 = u32(2);
let l_1030 = l_mut_509 || l_mut_503;
if l_1030 {
l_mut_452 = u32(1);
} else {
let l_1031 = l_mut_512 && l_mut_506;
if l_1031 {
l_mut_452 = u32(0);
}
}
let l_1032 = bitcast<u32>(l_146);
let l_1033 = l_1032 & u32(2147483647);
let l_1034 = l_1033 == u32(0);
if l_1034 {
let l_1035 = l_949 + l_948;
let l_1036 = l_1035 < f64(1.1754943508222875e-38);
let l_1037 = l_950 - l_948;
let l_1038 = l_1037 > f64(-1.1754943508222875e-38);
let l_1039 = l_1036 && l_1038;
let l_1040 = l_949 - l_948;
let l_1041 = l_1040 < f64(1.1754943508222875e-38);
let l_1042 = l_950 + l_948;
let l_1043 = l_1042 > f64(-1.1754943508222875e-38);
let l_1044 = l_1041 && l_1043;
if l_1039 {
l_mut_452 = u32(0);
} else {
let l_1045 = l_mut_452 == u32(1);
let l_1046 = l_1044 && l_1045;
if l_1046 {
l_mut_452 = u32(2);
}
}
}
l_mut_268 = l_mut_452;
}
} else {
let l_1047 = l_375 == u32(7);
if l_1047 {
let l_1048 = abs(l_mut_151);
let l_1049 = l_381 * l_1048;
l_mut_221 = l_1049;
let l_1050 = abs(l_mut_151);
l_mut_166 = f64(1.401298464324817e-45);
let l_1051 = l_1050 >= f64(1.1754943508222875e-38);
let l_1052 = l_1050 <= f64(1.7976931348623157e308);
let l_1053 = l_1051 && l_1052;
if l_1053 {
let l_1054 = bitcast<u64>(l_1050);
let l_1055 = l_1054 >> u32(bitcast<u64>(u64(52)));
let l_1056 = l_1055 - u64(23);
let l_1057 = l_1056 << u32(bitcast<u64>(u64(52)));
let l_1058 = bitcast<f64>(l_1057);
l_mut_166 = l_1058;
}
let l_1059 = f64(0.5) * l_mut_166;
let l_1060 = l_1059 > l_mut_221;
if l_1060 {
l_mut_221 = l_1059;
}
let l_1061 = l_mut_151 - l_395;
let l_1062 = abs(l_1061);
l_mut_166 = f64(1.401298464324817e-45);
let l_1063 = l_1062 >= f64(1.1754943508222875e-38);
let l_1064 = l_1062 <= f64(1.7976931348623157e308);
let l_1065 = l_1063 && l_1064;
if l_1065 {
let l_1066 = bitcast<u64>(l_1062);
let l_1067 = l_1066 >> u32(bitcast<u64>(u64(52)));
let l_1068 = l_1067 - u64(23);
let l_1069 = l_1068 << u32(bitcast<u64>(u64(52)));
let l_1070 = bitcast<f64>(l_1069);
l_mut_166 = l_1070;
}
let l_1071 = l_mut_151 + l_395;
let l_1072 = abs(l_1071);
l_mut_1073 = f64(1.401298464324817e-45);
let l_1074 = l_1072 >= f64(1.1754943508222875e-38);
let l_1075 = l_1072 <= f64(1.7976931348623157e308);
let l_1076 = l_1074 && l_1075;
if l_1076 {
let l_1077 = bitcast<u64>(l_1072);
let l_1078 = l_1077 >> u32(bitcast<u64>(u64(52)));
let l_1079 = l_1078 - u64(23);
let l_1080 = l_1079 << u32(bitcast<u64>(u64(52)));
let l_1081 = bitcast<f64>(l_1080);
l_mut_1073 = l_1081;
}
let l_1082 = l_mut_166 == l_mut_1073;
if l_1082 {
let l_1083 = l_381 * l_395;
let l_1084 = l_395 + l_1083;
let l_1085 = l_mut_221 * f64(1.4551915228366852e-11);
let l_1086 = l_1084 + l_1085;
let l_1087 = l_mut_151 - l_mut_221;
let l_1088 = l_mut_151 + l_mut_221;
let l_1089 = bitcast<u32>(l_146);
let l_1090 = l_1089 & u32(2147483647);
let l_1091 = bitcast<f32>(l_1090);
let l_1092 = f64(l_1091);
l_mut_1073 = l_1092;
let l_1093 = l_1090 < u32(8388608);
if l_1093 {
let l_1094 = f64(l_1090);
let l_1095 = l_1094 * f64(1.401298464324817e-45);
l_mut_1073 = l_1095;
}
let l_1096 = bitcast<u64>(l_mut_1073);
let l_1097 = l_1089 >> u32(31);
let l_1098 = u64(l_1097);
let l_1099 = l_1098 << u32(bitcast<u64>(u64(63)));
let l_1100 = l_1096 | l_1099;
let l_1101 = bitcast<f64>(l_1100);
let l_1102 = bitcast<u32>(l_146);
let l_1103 = l_1102 + u32(1);
l_mut_452 = l_1103;
let l_1104 = l_1102 & u32(2147483647);
let l_1105 = l_1104 == u32(0);
if l_1105 {
l_mut_452 = u32(1);
} else {
let l_1106 = l_1102 & u32(2147483648);
let l_1107 = l_1106 != u32(0);
if l_1107 {
let l_1108 = l_1102 - u32(1);
l_mut_452 = l_1108;
} else {
let l_1109 = l_1102 == u32(2139095040);
if l_1109 {
l_mut_452 = l_1102;
}
}
}
let l_1110 = bitcast<f32>(l_mut_452);
let l_1111 = bitcast<u32>(l_1110);
let l_1112 = l_1111 & u32(2147483647);
let l_1113 = bitcast<f32>(l_1112);
let l_1114 = f64(l_1113);
l_mut_1073 = l_1114;
let l_1115 = l_1112 < u32(8388608);
if l_1115 {
let l_1116 = f64(l_1112);
let l_1117 = l_1116 * f64(1.401298464324817e-45);
l_mut_1073 = l_1117;
}
let l_1118 = bitcast<u64>(l_mut_1073);
let l_1119 = l_1111 >> u32(31);
let l_1120 = u64(l_1119);
let l_1121 = l_1120 << u32(bitcast<u64>(u64(63)));
let l_1122 = l_1118 | l_1121;
let l_1123 = bitcast<f64>(l_1122);
let l_1124 = bitcast<u32>(l_146);
let l_1125 = l_1124 ^ u32(2147483648);
let l_1126 = bitcast<f32>(l_1125);
let l_1127 = bitcast<u32>(l_1126);
let l_1128 = l_1127 + u32(1);
l_mut_452 = l_1128;
let l_1129 = l_1127 & u32(2147483647);
let l_1130 = l_1129 == u32(0);
if l_1130 {
l_mut_452 = u32(1);
} else {
let l_1131 = l_1127 & u32(2147483648);
let l_1132 = l_1131 != u32(0);
if l_1132 {
let l_1133 = l_1127 - u32(1);
l_mut_452 = l_1133;
} else {
let l_1134 = l_1127 == u32(2139095040);
if l_1134 {
l_mut_452 = l_1127;
}
}
}
let l_1135 = bitcast<f32>(l_mut_452);
let l_1136 = bitcast<u32>(l_1135);
let l_1137 = l_1136 ^ u32(2147483648);
let l_1138 = bitcast<f32>(l_1137);
let l_1139 = bitcast<u32>(l_1138);
let l_1140 = l_1139 & u32(2147483647);
let l_1141 = bitcast<f32>(l_1140);
let l_1142 = f64(l_1141);
l_mut_1073 = l_1142;
let l_1143 = l_1140 < u32(8388608);
if l_1143 {
let l_1144 = f64(l_1140);
let l_1145 = l_1144 * f64(1.401298464324817e-45);
l_mut_1073 = l_1145;
}
let l_1146 = bitcast<u64>(l_mut_1073);
let l_1147 = l_1139 >> u32(31);
let l_1148 = u64(l_1147);
let l_1149 = l_1148 << u32(bitcast<u64>(u64(63)));
let l_1150 = l_1146 | l_1149;
let l_1151 = bitcast<f64>(l_1150);
let l_1152 = l_1087 + l_1086;
let l_1153 = l_1152 <= l_1101;
l_mut_512 = l_1153;
let l_1154 = l_1087 - l_1086;
let l_1155 = l_1154 > l_1101;
l_mut_509 = l_1155;
let l_1156 = l_1088 - l_1086;
let l_1157 = l_1156 >= l_1101;
l_mut_506 = l_1157;
let l_1158 = l_1088 + l_1086;
let l_1159 = l_1158 < l_1101;
l_mut_503 = l_1159;
if l_379 {
let l_1160 = l_1087 + l_1086;
let l_1161 = l_1160 < l_1123;
l_mut_512 = l_1161;
let l_1162 = l_1087 - l_1086;
let l_1163 = l_1162 >= l_1123;
l_mut_509 = l_1163;
let l_1164 = l_1088 - l_1086;
let l_1165 = l_1164 > l_1151;
l_mut_506 = l_1165;
let l_1166 = l_1088 + l_1086;
let l_1167 = l_1166 <= l_1151;
l_mut_503 = l_1167;
}
l_mut_452 = u32(2);
let l_1168 = l_mut_509 || l_mut_503;
if l_1168 {
l_mut_452 = u32(1);
} else {
let l_1169 = l_mut_512 && l_mut_506;
if l_1169 {
l_mut_452 = u32(0);
}
}
let l_1170 = bitcast<u32>(l_146);
let l_1171 = l_1170 & u32(2147483647);
let l_1172 = l_1171 == u32(0);
if l_1172 {
let l_1173 = l_1087 + l_1086;
let l_1174 = l_1173 < f64(1.1754943508222875e-38);
let l_1175 = l_1088 - l_1086;
let l_1176 = l_1175 > f64(-1.1754943508222875e-38);
let l_1177 = l_1174 && l_1176;
let l_1178 = l_1087 - l_1086;
let l_1179 = l_1178 < f64(1.1754943508222875e-38);
let l_1180 = l_1088 + l_1086;
let l_1181 = l_1180 > f64(-1.1754943508222875e-38);
let l_1182 = l_1179 && l_1181;
if l_1177 {
l_mut_452 = u32(0);
} else {
let l_1183 = l_mut_452 == u32(1);
let l_1184 = l_1182 && l_1183;
if l_1184 {
l_mut_452 = u32(2);
}
}
}
l_mut_268 = l_mut_452;
}
} else {
let l_1185 = l_375 == u32(8);
if l_1185 {
let l_1186 = l_392 >= f64(0.5);
let l_1187 = l_392 <= f64(2.0);
let l_1188 = l_1186 && l_1187;
if l_1188 {
let l_1189 = l_381 * f64(1.4551915228366852e-11);
let l_1190 = l_395 + l_1189;
let l_1191 = l_mut_151 - l_381;
let l_1192 = l_mut_151 + l_381;
let l_1193 = bitcast<u32>(l_146);
let l_1194 = l_1193 & u32(2147483647);
let l_1195 = bitcast<f32>(l_1194);
let l_1196 = f64(l_1195);
l_mut_1073 = l_1196;
let l_1197 = l_1194 < u32(8388608);
if l_1197 {
let l_1198 = f64(l_1194);
let l_1199 = l_1198 * f64(1.401298464324817e-45);
l_mut_1073 = l_1199;
}
let l_1200 = bitcast<u64>(l_mut_1073);
let l_1201 = l_1193 >> u32(31);
let l_1202 = u64(l_1201);
let l_1203 = l_1202 << u32(bitcast<u64>(u64(63)));
let l_1204 = l_1200 | l_1203;
let l_1205 = bitcast<f64>(l_1204);
let l_1206 = bitcast<u32>(l_146);
let l_1207 = l_1206 + u32(1);
l_mut_452 = l_1207;
let l_1208 = l_1206 & u32(2147483647);
let l_1209 = l_1208 == u32(0);
if l_1209 {
l_mut_452 = u32(1);
} else {
let l_1210 = l_1206 & u32(2147483648);
let l_1211 = l_1210 != u32(0);
if l_1211 {
let l_1212 = l_1206 - u32(1);
l_mut_452 = l_1212;
} else {
let l_1213 = l_1206 == u32(2139095040);
if l_1213 {
l_mut_452 = l_1206;
}
}
}
let l_1214 = bitcast<f32>(l_mut_452);
let l_1215 = bitcast<u32>(l_1214);
let l_1216 = l_1215 & u32(2147483647);
let l_1217 = bitcast<f32>(l_1216);
let l_1218 = f64(l_1217);
l_mut_1073 = l_1218;
let l_1219 = l_1216 < u32(8388608);
if l_1219 {
let l_1220 = f64(l_1216);
let l_1221 = l_1220 * f64(1.401298464324817e-45);
l_mut_1073 = l_1221;
}
let l_1222 = bitcast<u64>(l_mut_1073);
let l_1223 = l_1215 >> u32(31);
let l_1224 = u64(l_1223);
let l_1225 = l_1224 << u32(bitcast<u64>(u64(63)));
let l_1226 = l_1222 | l_1225;
let l_1227 = bitcast<f64>(l_1226);
let l_1228 = bitcast<u32>(l_146);
let l_1229 = l_1228 ^ u32(2147483648);
let l_1230 = bitcast<f32>(l_1229);
let l_1231 = bitcast<u32>(l_1230);
let l_1232 = l_1231 + u32(1);
l_mut_452 = l_1232;
let l_1233 = l_1231 & u32(2147483647);
let l_1234 = l_1233 == u32(0);
if l_1234 {
l_mut_452 = u32(1);
} else {
let l_1235 = l_1231 & u32(2147483648);
let l_1236 = l_1235 != u32(0);
if l_1236 {
let l_1237 = l_1231 - u32(1);
l_mut_452 = l_1237;
} else {
let l_1238 = l_1231 == u32(2139095040);
if l_1238 {
l_mut_452 = l_1231;
}
}
}
let l_1239 = bitcast<f32>(l_mut_452);
let l_1240 = bitcast<u32>(l_1239);
let l_1241 = l_1240 ^ u32(2147483648);
let l_1242 = bitcast<f32>(l_1241);
let l_1243 = bitcast<u32>(l_1242);
let l_1244 = l_1243 & u32(2147483647);
let l_1245 = bitcast<f32>(l_1244);
let l_1246 = f64(l_1245);
l_mut_1073 = l_1246;
let l_1247 = l_1244 < u32(8388608);
if l_1247 {
let l_1248 = f64(l_1244);
let l_1249 = l_1248 * f64(1.401298464324817e-45);
l_mut_1073 = l_1249;
}
let l_1250 = bitcast<u64>(l_mut_1073);
let l_1251 = l_1243 >> u32(31);
let l_1252 = u64(l_1251);
let l_1253 = l_1252 << u32(bitcast<u64>(u64(63)));
let l_1254 = l_1250 | l_1253;
let l_1255 = bitcast<f64>(l_1254);
let l_1256 = l_1191 + l_1190;
let l_1257 = l_1256 <= l_1205;
l_mut_512 = l_1257;
let l_1258 = l_1191 - l_1190;
let l_1259 = l_1258 > l_1205;
l_mut_509 = l_1259;
let l_1260 = l_1192 - l_1190;
let l_1261 = l_1260 >= l_1205;
l_mut_506 = l_1261;
let l_1262 = l_1192 + l_1190;
let l_1263 = l_1262 < l_1205;
l_mut_503 = l_1263;
if l_379 {
let l_1264 = l_1191 + l_1190;
let l_1265 = l_1264 < l_1227;
l_mut_512 = l_1265;
let l_1266 = l_1191 - l_1190;
let l_1267 = l_1266 >= l_1227;
l_mut_509 = l_1267;
let l_1268 = l_1192 - l_1190;
let l_1269 = l_1268 > l_1255;
l_mut_506 = l_1269;
let l_1270 = l_1192 + l_1190;
let l_1271 = l_1270 <= l_1255;
l_mut_503 = l_1271;
}
l_mut_452 = u32(2);
let l_1272 = l_mut_509 || l_mut_503;
if l_1272 {
l_mut_452 = u32(1);
} else {
let l_1273 = l_mut_512 && l_mut_506;
if l_1273 {
l_mut_452 = u32(0);
}
}
let l_1274 = bitcast<u32>(l_146);
let l_1275 = l_1274 & u32(2147483647);
let l_1276 = l_1275 == u32(0);
if l_1276 {
let l_1277 = l_1191 + l_1190;
let l_1278 = l_1277 < f64(1.1754943508222875e-38);
let l_1279 = l_1192 - l_1190;
let l_1280 = l_1279 > f64(-1.1754943508222875e-38);
let l_1281 = l_1278 && l_1280;
let l_1282 = l_1191 - l_1190;
let l_1283 = l_1282 < f64(1.1754943508222875e-38);
let l_1284 = l_1192 + l_1190;
let l_1285 = l_1284 > f64(-1.1754943508222875e-38);
let l_1286 = l_1283 && l_1285;
if l_1281 {
l_mut_452 = u32(0);
} else {
let l_1287 = l_mut_452 == u32(1);
let l_1288 = l_1286 && l_1287;
if l_1288 {
l_mut_452 = u32(2);
}
}
}
l_mut_268 = l_mut_452;
} else {
let l_1289 = abs(l_mut_151);
l_mut_1073 = f64(1.401298464324817e-45);
let l_1290 = l_1289 >= f64(1.1754943508222875e-38);
let l_1291 = l_1289 <= f64(1.7976931348623157e308);
let l_1292 = l_1290 && l_1291;
if l_1292 {
let l_1293 = bitcast<u64>(l_1289);
let l_1294 = l_1293 >> u32(bitcast<u64>(u64(52)));
let l_1295 = l_1294 - u64(23);
let l_1296 = l_1295 << u32(bitcast<u64>(u64(52)));
let l_1297 = bitcast<f64>(l_1296);
l_mut_1073 = l_1297;
}
let l_1298 = l_384 * l_mut_1073;
l_mut_452 = u32(2);
let l_1299 = l_mut_151 - l_395;
let l_1300 = abs(l_1299);
l_mut_1073 = f64(1.401298464324817e-45);
let l_1301 = l_1300 >= f64(1.1754943508222875e-38);
let l_1302 = l_1300 <= f64(1.7976931348623157e308);
let l_1303 = l_1301 && l_1302;
if l_1303 {
let l_1304 = bitcast<u64>(l_1300);
let l_1305 = l_1304 >> u32(bitcast<u64>(u64(52)));
let l_1306 = l_1305 - u64(23);
let l_1307 = l_1306 << u32(bitcast<u64>(u64(52)));
let l_1308 = bitcast<f64>(l_1307);
l_mut_1073 = l_1308;
}
let l_1309 = l_mut_151 + l_395;
let l_1310 = abs(l_1309);
l_mut_221 = f64(1.401298464324817e-45);
let l_1311 = l_1310 >= f64(1.1754943508222875e-38);
let l_1312 = l_1310 <= f64(1.7976931348623157e308);
let l_1313 = l_1311 && l_1312;
if l_1313 {
let l_1314 = bitcast<u64>(l_1310);
let l_1315 = l_1314 >> u32(bitcast<u64>(u64(52)));
let l_1316 = l_1315 - u64(23);
let l_1317 = l_1316 << u32(bitcast<u64>(u64(52)));
let l_1318 = bitcast<f64>(l_1317);
l_mut_221 = l_1318;
}
let l_1319 = l_mut_1073 == l_mut_221;
if l_1319 {
let l_1320 = l_1298 * f64(1.4551915228366852e-11);
let l_1321 = l_395 + l_1320;
let l_1322 = l_mut_151 - l_1298;
let l_1323 = l_mut_151 + l_1298;
let l_1324 = bitcast<u32>(l_146);
let l_1325 = l_1324 & u32(2147483647);
let l_1326 = bitcast<f32>(l_1325);
let l_1327 = f64(l_1326);
l_mut_1073 = l_1327;
let l_1328 = l_1325 < u32(8388608);
if l_1328 {
let l_1329 = f64(l_1325);
let l_1330 = l_1329 * f64(1.401298464324817e-45);
l_mut_1073 = l_1330;
}
let l_1331 = bitcast<u64>(l_mut_1073);
let l_1332 = l_1324 >> u32(31);
let l_1333 = u64(l_1332);
let l_1334 = l_1333 << u32(bitcast<u64>(u64(63)));
let l_1335 = l_1331 | l_1334;
let l_1336 = bitcast<f64>(l_1335);
let l_1337 = bitcast<u32>(l_146);
let l_1338 = l_1337 + u32(1);
l_mut_411 = l_1338;
let l_1339 = l_1337 & u32(2147483647);
let l_1340 = l_1339 == u32(0);
if l_1340 {
l_mut_411 = u32(1);
} else {
let l_1341 = l_1337 & u32(2147483648);
let l_1342 = l_1341 != u32(0);
if l_1342 {
let l_1343 = l_1337 - u32(1);
l_mut_411 = l_1343;
} else {
let l_1344 = l_1337 == u32(2139095040);
if l_1344 {
l_mut_411 = l_1337;
}
}
}
let l_1345 = bitcast<f32>(l_mut_411);
let l_1346 = bitcast<u32>(l_1345);
let l_1347 = l_1346 & u32(2147483647);
let l_1348 = bitcast<f32>(l_1347);
let l_1349 = f64(l_1348);
l_mut_1073 = l_1349;
let l_1350 = l_1347 < u32(8388608);
if l_1350 {
let l_1351 = f64(l_1347);
let l_1352 = l_1351 * f64(1.401298464324817e-45);
l_mut_1073 = l_1352;
}
let l_1353 = bitcast<u64>(l_mut_1073);
let l_1354 = l_1346 >> u32(31);
let l_1355 = u64(l_1354);
let l_1356 = l_1355 << u32(bitcast<u64>(u64(63)));
let l_1357 = l_1353 | l_1356;
let l_1358 = bitcast<f64>(l_1357);
let l_1359 = bitcast<u32>(l_146);
let l_1360 = l_1359 ^ u32(2147483648);
let l_1361 = bitcast<f32>(l_1360);
let l_1362 = bitcast<u32>(l_1361);
let l_1363 = l_1362 + u32(1);
l_mut_411 = l_1363;
let l_1364 = l_1362 & u32(2147483647);
let l_1365 = l_1364 == u32(0);
if l_1365 {
l_mut_411 = u32(1);
} else {
let l_1366 = l_1362 & u32(2147483648);
let l_1367 = l_1366 != u32(0);
if l_1367 {
let l_1368 = l_1362 - u32(1);
l_mut_411 = l_1368;
} else {
let l_1369 = l_1362 == u32(2139095040);
if l_1369 {
l_mut_411 = l_1362;
}
}
}
let l_1370 = bitcast<f32>(l_mut_411);
let l_1371 = bitcast<u32>(l_1370);
let l_1372 = l_1371 ^ u32(2147483648);
let l_1373 = bitcast<f32>(l_1372);
let l_1374 = bitcast<u32>(l_1373);
let l_1375 = l_1374 & u32(2147483647);
let l_1376 = bitcast<f32>(l_1375);
let l_1377 = f64(l_1376);
l_mut_1073 = l_1377;
let l_1378 = l_1375 < u32(8388608);
if l_1378 {
let l_1379 = f64(l_1375);
let l_1380 = l_1379 * f64(1.401298464324817e-45);
l_mut_1073 = l_1380;
}
let l_1381 = bitcast<u64>(l_mut_1073);
let l_1382 = l_1374 >> u32(31);
let l_1383 = u64(l_1382);
let l_1384 = l_1383 << u32(bitcast<u64>(u64(63)));
let l_1385 = l_1381 | l_1384;
let l_1386 = bitcast<f64>(l_1385);
let l_1387 = l_1322 + l_1321;
let l_1388 = l_1387 <= l_1336;
l_mut_512 = l_1388;
let l_1389 = l_1322 - l_1321;
let l_1390 = l_1389 > l_1336;
l_mut_509 = l_1390;
let l_1391 = l_1323 - l_1321;
let l_1392 = l_1391 >= l_1336;
l_mut_506 = l_1392;
let l_1393 = l_1323 + l_1321;
let l_1394 = l_1393 < l_1336;
l_mut_503 = l_1394;
if l_379 {
let l_1395 = l_1322 + l_1321;
let l_1396 = l_1395 < l_1358;
l_mut_512 = l_1396;
let l_1397 = l_1322 - l_1321;
let l_1398 = l_1397 >= l_1358;
l_mut_509 = l_1398;
let l_1399 = l_1323 - l_1321;
let l_1400 = l_1399 > l_1386;
l_mut_506 = l_1400;
let l_1401 = l_1323 + l_1321;
let l_1402 = l_1401 <= l_1386;
l_mut_503 = l_1402;
}
l_mut_411 = u32(2);
let l_1403 = l_mut_509 || l_mut_503;
if l_1403 {
l_mut_411 = u32(1);
} else {
let l_1404 = l_mut_512 && l_mut_506;
if l_1404 {
l_mut_411 = u32(0);
}
}
let l_1405 = bitcast<u32>(l_146);
let l_1406 = l_1405 & u32(2147483647);
let l_1407 = l_1406 == u32(0);
if l_1407 {
let l_1408 = l_1322 + l_1321;
let l_1409 = l_1408 < f64(1.1754943508222875e-38);
let l_1410 = l_1323 - l_1321;
let l_1411 = l_1410 > f64(-1.1754943508222875e-38);
let l_1412 = l_1409 && l_1411;
let l_1413 = l_1322 - l_1321;
let l_1414 = l_1413 < f64(1.1754943508222875e-38);
let l_1415 = l_1323 + l_1321;
let l_1416 = l_1415 > f64(-1.1754943508222875e-38);
let l_1417 = l_1414 && l_1416;
if l_1412 {
l_mut_411 = u32(0);
} else {
let l_1418 = l_mut_411 == u32(1);
let l_1419 = l_1417 && l_1418;
if l_1419 {
l_mut_411 = u32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_268 = l_mut_452;
}
} else {
let l_1420 = l_375 == u32(9);
if l_1420 {
a_1421[u32(0)] = u32(1);
let l_1422 = sqrt(l_392);
let l_1423 = f64(1.0) / l_1422;
let l_1424 = l_1423 * f64(1.4551915228366852e-11);
let l_1425 = abs(l_1423);
l_mut_1073 = f64(1.401298464324817e-45);
let l_1426 = l_1425 >= f64(1.1754943508222875e-38);
let l_1427 = l_1425 <= f64(1.7976931348623157e308);
let l_1428 = l_1426 && l_1427;
if l_1428 {
let l_1429 = bitcast<u64>(l_1425);
let l_1430 = l_1429 >> u32(bitcast<u64>(u64(52)));
let l_1431 = l_1430 - u64(23);
let l_1432 = l_1431 << u32(bitcast<u64>(u64(52)));
let l_1433 = bitcast<f64>(l_1432);
l_mut_1073 = l_1433;
}
let l_1434 = l_1423 - l_1424;
let l_1435 = abs(l_1434);
l_mut_221 = f64(1.401298464324817e-45);
let l_1436 = l_1435 >= f64(1.1754943508222875e-38);
let l_1437 = l_1435 <= f64(1.7976931348623157e308);
let l_1438 = l_1436 && l_1437;
if l_1438 {
let l_1439 = bitcast<u64>(l_1435);
let l_1440 = l_1439 >> u32(bitcast<u64>(u64(52)));
let l_1441 = l_1440 - u64(23);
let l_1442 = l_1441 << u32(bitcast<u64>(u64(52)));
let l_1443 = bitcast<f64>(l_1442);
l_mut_221 = l_1443;
}
let l_1444 = l_1423 + l_1424;
let l_1445 = abs(l_1444);
l_mut_166 = f64(1.401298464324817e-45);
let l_1446 = l_1445 >= f64(1.1754943508222875e-38);
let l_1447 = l_1445 <= f64(1.7976931348623157e308);
let l_1448 = l_1446 && l_1447;
if l_1448 {
let l_1449 = bitcast<u64>(l_1445);
let l_1450 = l_1449 >> u32(bitcast<u64>(u64(52)));
let l_1451 = l_1450 - u64(23);
let l_1452 = l_1451 << u32(bitcast<u64>(u64(52)));
let l_1453 = bitcast<f64>(l_1452);
l_mut_166 = l_1453;
}
let l_1454 = l_mut_221 == l_mut_166;
let l_1455 = !l_1454;
if l_1455 {
a_1421[u32(0)] = u32(0);
}
let l_1456 = l_381 * l_mut_1073;
let l_1457 = l_1423 - l_1456;
l_mut_221 = l_1457;
if l_379 {
let l_1458 = l_1457 - l_1424;
let l_1459 = l_1458 * f64(7.1362384635298e44);
let l_1460 = floor(l_1459);
let l_1461 = l_1460 * f64(1.401298464324817e-45);
l_mut_166 = l_1461;
let l_1462 = abs(l_1458);
let l_1463 = l_1462 >= f64(1.1754943508222875e-38);
if l_1463 {
let l_1464 = f32(l_1458);
let l_1465 = f64(l_1464);
l_mut_166 = l_1465;
let l_1466 = l_mut_166 > l_1458;
if l_1466 {
let l_1467 = bitcast<u32>(l_1464);
let l_1468 = l_1467 ^ u32(2147483648);
let l_1469 = bitcast<f32>(l_1468);
let l_1470 = bitcast<u32>(l_1469);
let l_1471 = l_1470 + u32(1);
l_mut_452 = l_1471;
let l_1472 = l_1470 & u32(2147483647);
let l_1473 = l_1472 == u32(0);
if l_1473 {
l_mut_452 = u32(1);
} else {
let l_1474 = l_1470 & u32(2147483648);
let l_1475 = l_1474 != u32(0);
if l_1475 {
let l_1476 = l_1470 - u32(1);
l_mut_452 = l_1476;
} else {
let l_1477 = l_1470 == u32(2139095040);
if l_1477 {
l_mut_452 = l_1470;
}
}
}
let l_1478 = bitcast<f32>(l_mut_452);
let l_1479 = bitcast<u32>(l_1478);
let l_1480 = l_1479 ^ u32(2147483648);
let l_1481 = bitcast<f32>(l_1480);
let l_1482 = bitcast<u32>(l_1481);
let l_1483 = l_1482 & u32(2147483647);
let l_1484 = bitcast<f32>(l_1483);
let l_1485 = f64(l_1484);
l_mut_1486 = l_1485;
let l_1487 = l_1483 < u32(8388608);
if l_1487 {
let l_1488 = f64(l_1483);
let l_1489 = l_1488 * f64(1.401298464324817e-45);
l_mut_1486 = l_1489;
}
let l_1490 = bitcast<u64>(l_mut_1486);
let l_1491 = l_1482 >> u32(31);
let l_1492 = u64(l_1491);
let l_1493 = l_1492 << u32(bitcast<u64>(u64(63)));
let l_1494 = l_1490 | l_1493;
let l_1495 = bitcast<f64>(l_1494);
l_mut_166 = l_1495;
} else {
let l_1496 = bitcast<u32>(l_1464);
let l_1497 = l_1496 + u32(1);
l_mut_452 = l_1497;
let l_1498 = l_1496 & u32(2147483647);
let l_1499 = l_1498 == u32(0);
if l_1499 {
l_mut_452 = u32(1);
} else {
let l_1500 = l_1496 & u32(2147483648);
let l_1501 = l_1500 != u32(0);
if l_1501 {
let l_1502 = l_1496 - u32(1);
l_mut_452 = l_1502;
} else {
let l_1503 = l_1496 == u32(2139095040);
if l_1503 {
l_mut_452 = l_1496;
}
}
}
let l_1504 = bitcast<f32>(l_mut_452);
let l_1505 = bitcast<u32>(l_1504);
let l_1506 = l_1505 & u32(2147483647);
let l_1507 = bitcast<f32>(l_1506);
let l_1508 = f64(l_1507);
l_mut_1486 = l_1508;
let l_1509 = l_1506 < u32(8388608);
if l_1509 {
let l_1510 = f64(l_1506);
let l_1511 = l_1510 * f64(1.401298464324817e-45);
l_mut_1486 = l_1511;
}
let l_1512 = bitcast<u64>(l_mut_1486);
let l_1513 = l_1505 >> u32(31);
let l_1514 = u64(l_1513);
let l_1515 = l_1514 << u32(bitcast<u64>(u64(63)));
let l_1516 = l_1512 | l_1515;
let l_1517 = bitcast<f64>(l_1516);
let l_1518 = l_1517 <= l_1458;
if l_1518 {
let l_1519 = bitcast<u32>(l_1464);
let l_1520 = l_1519 + u32(1);
l_mut_452 = l_1520;
let l_1521 = l_1519 & u32(2147483647);
let l_1522 = l_1521 == u32(0);
if l_1522 {
l_mut_452 = u32(1);
} else {
let l_1523 = l_1519 & u32(2147483648);
let l_1524 = l_1523 != u32(0);
if l_1524 {
let l_1525 = l_1519 - u32(1);
l_mut_452 = l_1525;
} else {
let l_1526 = l_1519 == u32(2139095040);
if l_1526 {
l_mut_452 = l_1519;
}
}
}
let l_1527 = bitcast<f32>(l_mut_452);
let l_1528 = bitcast<u32>(l_1527);
let l_1529 = l_1528 & u32(2147483647);
let l_1530 = bitcast<f32>(l_1529);
let l_1531 = f64(l_1530);
l_mut_1486 = l_1531;
let l_1532 = l_1529 < u32(8388608);
if l_1532 {
let l_1533 = f64(l_1529);
let l_1534 = l_1533 * f64(1.401298464324817e-45);
l_mut_1486 = l_1534;
}
let l_1535 = bitcast<u64>(l_mut_1486);
let l_1536 = l_1528 >> u32(31);
let l_1537 = u64(l_1536);
let l_1538 = l_1537 << u32(bitcast<u64>(u64(63)));
let l_1539 = l_1535 | l_1538;
let l_1540 = bitcast<f64>(l_1539);
l_mut_166 = l_1540;
}
}
}
let l_1541 = l_1457 + l_1424;
let l_1542 = l_1541 * f64(7.1362384635298e44);
let l_1543 = floor(l_1542);
let l_1544 = l_1543 * f64(1.401298464324817e-45);
l_mut_1486 = l_1544;
let l_1545 = abs(l_1541);
let l_1546 = l_1545 >= f64(1.1754943508222875e-38);
if l_1546 {
let l_1547 = f32(l_1541);
let l_1548 = f64(l_1547);
l_mut_1486 = l_1548;
let l_1549 = l_mut_1486 > l_1541;
if l_1549 {
let l_1550 = bitcast<u32>(l_1547);
let l_1551 = l_1550 ^ u32(2147483648);
let l_1552 = bitcast<f32>(l_1551);
let l_1553 = bitcast<u32>(l_1552);
let l_1554 = l_1553 + u32(1);
l_mut_452 = l_1554;
let l_1555 = l_1553 & u32(2147483647);
let l_1556 = l_1555 == u32(0);
if l_1556 {
l_mut_452 = u32(1);
} else {
let l_1557 = l_1553 & u32(2147483648);
let l_1558 = l_1557 != u32(0);
if l_1558 {
let l_1559 = l_1553 - u32(1);
l_mut_452 = l_1559;
} else {
let l_1560 = l_1553 == u32(2139095040);
if l_1560 {
l_mut_452 = l_1553;
}
}
}
let l_1561 = bitcast<f32>(l_mut_452);
let l_1562 = bitcast<u32>(l_1561);
let l_1563 = l_1562 ^ u32(2147483648);
let l_1564 = bitcast<f32>(l_1563);
let l_1565 = bitcast<u32>(l_1564);
let l_1566 = l_1565 & u32(2147483647);
let l_1567 = bitcast<f32>(l_1566);
let l_1568 = f64(l_1567);
l_mut_1569 = l_1568;
let l_1570 = l_1566 < u32(8388608);
if l_1570 {
let l_1571 = f64(l_1566);
let l_1572 = l_1571 * f64(1.401298464324817e-45);
l_mut_1569 = l_1572;
}
let l_1573 = bitcast<u64>(l_mut_1569);
let l_1574 = l_1565 >> u32(31);
let l_1575 = u64(l_1574);
let l_1576 = l_1575 << u32(bitcast<u64>(u64(63)));
let l_1577 = l_1573 | l_1576;
let l_1578 = bitcast<f64>(l_1577);
l_mut_1486 = l_1578;
} else {
let l_1579 = bitcast<u32>(l_1547);
let l_1580 = l_1579 + u32(1);
l_mut_452 = l_1580;
let l_1581 = l_1579 & u32(2147483647);
let l_1582 = l_1581 == u32(0);
if l_1582 {
l_mut_452 = u32(1);
} else {
let l_1583 = l_1579 & u32(2147483648);
let l_1584 = l_1583 != u32(0);
if l_1584 {
let l_1585 = l_1579 - u32(1);
l_mut_452 = l_1585;
} else {
let l_1586 = l_1579 == u32(2139095040);
if l_1586 {
l_mut_452 = l_1579;
}
}
}
let l_1587 = bitcast<f32>(l_mut_452);
let l_1588 = bitcast<u32>(l_1587);
let l_1589 = l_1588 & u32(2147483647);
let l_1590 = bitcast<f32>(l_1589);
let l_1591 = f64(l_1590);
l_mut_1569 = l_1591;
let l_1592 = l_1589 < u32(8388608);
if l_1592 {
let l_1593 = f64(l_1589);
let l_1594 = l_1593 * f64(1.401298464324817e-45);
l_mut_1569 = l_1594;
}
let l_1595 = bitcast<u64>(l_mut_1569);
let l_1596 = l_1588 >> u32(31);
let l_1597 = u64(l_1596);
let l_1598 = l_1597 << u32(bitcast<u64>(u64(63)));
let l_1599 = l_1595 | l_1598;
let l_1600 = bitcast<f64>(l_1599);
let l_1601 = l_1600 <= l_1541;
if l_1601 {
let l_1602 = bitcast<u32>(l_1547);
let l_1603 = l_1602 + u32(1);
l_mut_452 = l_1603;
let l_1604 = l_1602 & u32(2147483647);
let l_1605 = l_1604 == u32(0);
if l_1605 {
l_mut_452 = u32(1);
} else {
let l_1606 = l_1602 & u32(2147483648);
let l_1607 = l_1606 != u32(0);
if l_1607 {
let l_1608 = l_1602 - u32(1);
l_mut_452 = l_1608;
} else {
let l_1609 = l_1602 == u32(2139095040);
if l_1609 {
l_mut_452 = l_1602;
}
}
}
let l_1610 = bitcast<f32>(l_mut_452);
let l_1611 = bitcast<u32>(l_1610);
let l_1612 = l_1611 & u32(2147483647);
let l_1613 = bitcast<f32>(l_1612);
let l_1614 = f64(l_1613);
l_mut_1569 = l_1614;
let l_1615 = l_1612 < u32(8388608);
if l_1615 {
let l_1616 = f64(l_1612);
let l_1617 = l_1616 * f64(1.401298464324817e-45);
l_mut_1569 = l_1617;
}
let l_1618 = bitcast<u64>(l_mut_1569);
let l_1619 = l_1611 >> u32(31);
let l_1620 = u64(l_1619);
let l_1621 = l_1620 << u32(bitcast<u64>(u64(63)));
let l_1622 = l_1618 | l_1621;
let l_1623 = bitcast<f64>(l_1622);
l_mut_1486 = l_1623;
}
}
}
let l_1624 = l_mut_166 == l_mut_1486;
let l_1625 = !l_1624;
if l_1625 {
a_1421[u32(0)] = u32(0);
}
let l_1626 = l_1457 * f64(7.1362384635298e44);
let l_1627 = floor(l_1626);
let l_1628 = l_1627 * f64(1.401298464324817e-45);
l_mut_1569 = l_1628;
let l_1629 = abs(l_1457);
let l_1630 = l_1629 >= f64(1.1754943508222875e-38);
if l_1630 {
let l_1631 = f32(l_1457);
let l_1632 = f64(l_1631);
l_mut_1569 = l_1632;
let l_1633 = l_mut_1569 > l_1457;
if l_1633 {
let l_1634 = bitcast<u32>(l_1631);
let l_1635 = l_1634 ^ u32(2147483648);
let l_1636 = bitcast<f32>(l_1635);
let l_1637 = bitcast<u32>(l_1636);
let l_1638 = l_1637 + u32(1);
l_mut_452 = l_1638;
let l_1639 = l_1637 & u32(2147483647);
let l_1640 = l_1639 == u32(0);
if l_1640 {
l_mut_452 = u32(1);
} else {
let l_1641 = l_1637 & u32(2147483648);
let l_1642 = l_1641 != u32(0);
if l_1642 {
let l_1643 = l_1637 - u32(1);
l_mut_452 = l_1643;
} else {
let l_1644 = l_1637 == u32(2139095040);
if l_1644 {
l_mut_452 = l_1637;
}
}
}
let l_1645 = bitcast<f32>(l_mut_452);
let l_1646 = bitcast<u32>(l_1645);
let l_1647 = l_1646 ^ u32(2147483648);
let l_1648 = bitcast<f32>(l_1647);
let l_1649 = bitcast<u32>(l_1648);
let l_1650 = l_1649 & u32(2147483647);
let l_1651 = bitcast<f32>(l_1650);
let l_1652 = f64(l_1651);
l_mut_1486 = l_1652;
let l_1653 = l_1650 < u32(8388608);
if l_1653 {
let l_1654 = f64(l_1650);
let l_1655 = l_1654 * f64(1.401298464324817e-45);
l_mut_1486 = l_1655;
}
let l_1656 = bitcast<u64>(l_mut_1486);
let l_1657 = l_1649 >> u32(31);
let l_1658 = u64(l_1657);
let l_1659 = l_1658 << u32(bitcast<u64>(u64(63)));
let l_1660 = l_1656 | l_1659;
let l_1661 = bitcast<f64>(l_1660);
l_mut_1569 = l_1661;
} else {
let l_1662 = bitcast<u32>(l_1631);
let l_1663 = l_1662 + u32(1);
l_mut_452 = l_1663;
let l_1664 = l_1662 & u32(2147483647);
let l_1665 = l_1664 == u32(0);
if l_1665 {
l_mut_452 = u32(1);
} else {
let l_1666 = l_1662 & u32(2147483648);
let l_1667 = l_1666 != u32(0);
if l_1667 {
let l_1668 = l_1662 - u32(1);
l_mut_452 = l_1668;
} else {
let l_1669 = l_1662 == u32(2139095040);
if l_1669 {
l_mut_452 = l_1662;
}
}
}
let l_1670 = bitcast<f32>(l_mut_452);
let l_1671 = bitcast<u32>(l_1670);
let l_1672 = l_1671 & u32(2147483647);
let l_1673 = bitcast<f32>(l_1672);
let l_1674 = f64(l_1673);
l_mut_1486 = l_1674;
let l_1675 = l_1672 < u32(8388608);
if l_1675 {
let l_1676 = f64(l_1672);
let l_1677 = l_1676 * f64(1.401298464324817e-45);
l_mut_1486 = l_1677;
}
let l_1678 = bitcast<u64>(l_mut_1486);
let l_1679 = l_1671 >> u32(31);
let l_1680 = u64(l_1679);
let l_1681 = l_1680 << u32(bitcast<u64>(u64(63)));
let l_1682 = l_1678 | l_1681;
let l_1683 = bitcast<f64>(l_1682);
let l_1684 = l_1683 <= l_1457;
if l_1684 {
let l_1685 = bitcast<u32>(l_1631);
let l_1686 = l_1685 + u32(1);
l_mut_452 = l_1686;
let l_1687 = l_1685 & u32(2147483647);
let l_1688 = l_1687 == u32(0);
if l_1688 {
l_mut_452 = u32(1);
} else {
let l_1689 = l_1685 & u32(2147483648);
let l_1690 = l_1689 != u32(0);
if l_1690 {
let l_1691 = l_1685 - u32(1);
l_mut_452 = l_1691;
} else {
let l_1692 = l_1685 == u32(2139095040);
if l_1692 {
l_mut_452 = l_1685;
}
}
}
let l_1693 = bitcast<f32>(l_mut_452);
let l_1694 = bitcast<u32>(l_1693);
let l_1695 = l_1694 & u32(2147483647);
let l_1696 = bitcast<f32>(l_1695);
let l_1697 = f64(l_1696);
l_mut_1486 = l_1697;
let l_1698 = l_1695 < u32(8388608);
if l_1698 {
let l_1699 = f64(l_1695);
let l_1700 = l_1699 * f64(1.401298464324817e-45);
l_mut_1486 = l_1700;
}
let l_1701 = bitcast<u64>(l_mut_1486);
let l_1702 = l_1694 >> u32(31);
let l_1703 = u64(l_1702);
let l_1704 = l_1703 << u32(bitcast<u64>(u64(63)));
let l_1705 = l_1701 | l_1704;
let l_1706 = bitcast<f64>(l_1705);
l_mut_1569 = l_1706;
}
}
}
l_mut_221 = l_mut_1569;
}
let l_1707 = l_381 * l_mut_1073;
let l_1708 = l_1423 + l_1707;
l_mut_1569 = l_1708;
if l_379 {
let l_1709 = l_1708 - l_1424;
let l_1710 = l_1709 * f64(7.1362384635298e44);
let l_1711 = floor(l_1710);
let l_1712 = l_1711 * f64(1.401298464324817e-45);
l_mut_1486 = l_1712;
let l_1713 = abs(l_1709);
let l_1714 = l_1713 >= f64(1.1754943508222875e-38);
if l_1714 {
let l_1715 = f32(l_1709);
let l_1716 = f64(l_1715);
l_mut_1486 = l_1716;
let l_1717 = l_mut_1486 > l_1709;
if l_1717 {
let l_1718 = bitcast<u32>(l_1715);
let l_1719 = l_1718 ^ u32(2147483648);
let l_1720 = bitcast<f32>(l_1719);
let l_1721 = bitcast<u32>(l_1720);
let l_1722 = l_1721 + u32(1);
l_mut_452 = l_1722;
let l_1723 = l_1721 & u32(2147483647);
let l_1724 = l_1723 == u32(0);
if l_1724 {
l_mut_452 = u32(1);
} else {
let l_1725 = l_1721 & u32(2147483648);
let l_1726 = l_1725 != u32(0);
if l_1726 {
let l_1727 = l_1721 - u32(1);
l_mut_452 = l_1727;
} else {
let l_1728 = l_1721 == u32(2139095040);
if l_1728 {
l_mut_452 = l_1721;
}
}
}
let l_1729 = bitcast<f32>(l_mut_452);
let l_1730 = bitcast<u32>(l_1729);
let l_1731 = l_1730 ^ u32(2147483648);
let l_1732 = bitcast<f32>(l_1731);
let l_1733 = bitcast<u32>(l_1732);
let l_1734 = l_1733 & u32(2147483647);
let l_1735 = bitcast<f32>(l_1734);
let l_1736 = f64(l_1735);
l_mut_1073 = l_1736;
let l_1737 = l_1734 < u32(8388608);
if l_1737 {
let l_1738 = f64(l_1734);
let l_1739 = l_1738 * f64(1.401298464324817e-45);
l_mut_1073 = l_1739;
}
let l_1740 = bitcast<u64>(l_mut_1073);
let l_1741 = l_1733 >> u32(31);
let l_1742 = u64(l_1741);
let l_1743 = l_1742 << u32(bitcast<u64>(u64(63)));
let l_1744 = l_1740 | l_1743;
let l_1745 = bitcast<f64>(l_1744);
l_mut_1486 = l_1745;
} else {
let l_1746 = bitcast<u32>(l_1715);
let l_1747 = l_1746 + u32(1);
l_mut_452 = l_1747;
let l_1748 = l_1746 & u32(2147483647);
let l_1749 = l_1748 == u32(0);
if l_1749 {
l_mut_452 = u32(1);
} else {
let l_1750 = l_1746 & u32(2147483648);
let l_1751 = l_1750 != u32(0);
if l_1751 {
let l_1752 = l_1746 - u32(1);
l_mut_452 = l_1752;
} else {
let l_1753 = l_1746 == u32(2139095040);
if l_1753 {
l_mut_452 = l_1746;
}
}
}
let l_1754 = bitcast<f32>(l_mut_452);
let l_1755 = bitcast<u32>(l_1754);
let l_1756 = l_1755 & u32(2147483647);
let l_1757 = bitcast<f32>(l_1756);
let l_1758 = f64(l_1757);
l_mut_1073 = l_1758;
let l_1759 = l_1756 < u32(8388608);
if l_1759 {
let l_1760 = f64(l_1756);
let l_1761 = l_1760 * f64(1.401298464324817e-45);
l_mut_1073 = l_1761;
}
let l_1762 = bitcast<u64>(l_mut_1073);
let l_1763 = l_1755 >> u32(31);
let l_1764 = u64(l_1763);
let l_1765 = l_1764 << u32(bitcast<u64>(u64(63)));
let l_1766 = l_1762 | l_1765;
let l_1767 = bitcast<f64>(l_1766);
let l_1768 = l_1767 <= l_1709;
if l_1768 {
let l_1769 = bitcast<u32>(l_1715);
let l_1770 = l_1769 + u32(1);
l_mut_452 = l_1770;
let l_1771 = l_1769 & u32(2147483647);
let l_1772 = l_1771 == u32(0);
if l_1772 {
l_mut_452 = u32(1);
} else {
let l_1773 = l_1769 & u32(2147483648);
let l_1774 = l_1773 != u32(0);
if l_1774 {
let l_1775 = l_1769 - u32(1);
l_mut_452 = l_1775;
} else {
let l_1776 = l_1769 == u32(2139095040);
if l_1776 {
l_mut_452 = l_1769;
}
}
}
let l_1777 = bitcast<f32>(l_mut_452);
let l_1778 = bitcast<u32>(l_1777);
let l_1779 = l_1778 & u32(2147483647);
let l_1780 = bitcast<f32>(l_1779);
let l_1781 = f64(l_1780);
l_mut_1073 = l_1781;
let l_1782 = l_1779 < u32(8388608);
if l_1782 {
let l_1783 = f64(l_1779);
let l_1784 = l_1783 * f64(1.401298464324817e-45);
l_mut_1073 = l_1784;
}
let l_1785 = bitcast<u64>(l_mut_1073);
let l_1786 = l_1778 >> u32(31);
let l_1787 = u64(l_1786);
let l_1788 = l_1787 << u32(bitcast<u64>(u64(63)));
let l_1789 = l_1785 | l_1788;
let l_1790 = bitcast<f64>(l_1789);
l_mut_1486 = l_1790;
}
}
}
let l_1791 = l_1708 + l_1424;
let l_1792 = l_1791 * f64(7.1362384635298e44);
let l_1793 = floor(l_1792);
let l_1794 = l_1793 * f64(1.401298464324817e-45);
l_mut_1073 = l_1794;
let l_1795 = abs(l_1791);
let l_1796 = l_1795 >= f64(1.1754943508222875e-38);
if l_1796 {
let l_1797 = f32(l_1791);
let l_1798 = f64(l_1797);
l_mut_1073 = l_1798;
let l_1799 = l_mut_1073 > l_1791;
if l_1799 {
let l_1800 = bitcast<u32>(l_1797);
let l_1801 = l_1800 ^ u32(2147483648);
let l_1802 = bitcast<f32>(l_1801);
let l_1803 = bitcast<u32>(l_1802);
let l_1804 = l_1803 + u32(1);
l_mut_452 = l_1804;
let l_1805 = l_1803 & u32(2147483647);
let l_1806 = l_1805 == u32(0);
if l_1806 {
l_mut_452 = u32(1);
} else {
let l_1807 = l_1803 & u32(2147483648);
let l_1808 = l_1807 != u32(0);
if l_1808 {
let l_1809 = l_1803 - u32(1);
l_mut_452 = l_1809;
} else {
let l_1810 = l_1803 == u32(2139095040);
if l_1810 {
l_mut_452 = l_1803;
}
}
}
let l_1811 = bitcast<f32>(l_mut_452);
let l_1812 = bitcast<u32>(l_1811);
let l_1813 = l_1812 ^ u32(2147483648);
let l_1814 = bitcast<f32>(l_1813);
let l_1815 = bitcast<u32>(l_1814);
let l_1816 = l_1815 & u32(2147483647);
let l_1817 = bitcast<f32>(l_1816);
let l_1818 = f64(l_1817);
l_mut_166 = l_1818;
let l_1819 = l_1816 < u32(8388608);
if l_1819 {
let l_1820 = f64(l_1816);
let l_1821 = l_1820 * f64(1.401298464324817e-45);
l_mut_166 = l_1821;
}
let l_1822 = bitcast<u64>(l_mut_166);
let l_1823 = l_1815 >> u32(31);
let l_1824 = u64(l_1823);
let l_1825 = l_1824 << u32(bitcast<u64>(u64(63)));
let l_1826 = l_1822 | l_1825;
let l_1827 = bitcast<f64>(l_1826);
l_mut_1073 = l_1827;
} else {
let l_1828 = bitcast<u32>(l_1797);
let l_1829 = l_1828 + u32(1);
l_mut_452 = l_1829;
let l_1830 = l_1828 & u32(2147483647);
let l_1831 = l_1830 == u32(0);
if l_1831 {
l_mut_452 = u32(1);
} else {
let l_1832 = l_1828 & u32(2147483648);
let l_1833 = l_1832 != u32(0);
if l_1833 {
let l_1834 = l_1828 - u32(1);
l_mut_452 = l_1834;
} else {
let l_1835 = l_1828 == u32(2139095040);
if l_1835 {
l_mut_452 = l_1828;
}
}
}
let l_1836 = bitcast<f32>(l_mut_452);
let l_1837 = bitcast<u32>(l_1836);
let l_1838 = l_1837 & u32(2147483647);
let l_1839 = bitcast<f32>(l_1838);
let l_1840 = f64(l_1839);
l_mut_166 = l_1840;
let l_1841 = l_1838 < u32(8388608);
if l_1841 {
let l_1842 = f64(l_1838);
let l_1843 = l_1842 * f64(1.401298464324817e-45);
l_mut_166 = l_1843;
}
let l_1844 = bitcast<u64>(l_mut_166);
let l_1845 = l_1837 >> u32(31);
let l_1846 = u64(l_1845);
let l_1847 = l_1846 << u32(bitcast<u64>(u64(63)));
let l_1848 = l_1844 | l_1847;
let l_1849 = bitcast<f64>(l_1848);
let l_1850 = l_1849 <= l_1791;
if l_1850 {
let l_1851 = bitcast<u32>(l_1797);
let l_1852 = l_1851 + u32(1);
l_mut_452 = l_1852;
let l_1853 = l_1851 & u32(2147483647);
let l_1854 = l_1853 == u32(0);
if l_1854 {
l_mut_452 = u32(1);
} else {
let l_1855 = l_1851 & u32(2147483648);
let l_1856 = l_1855 != u32(0);
if l_1856 {
let l_1857 = l_1851 - u32(1);
l_mut_452 = l_1857;
} else {
let l_1858 = l_1851 == u32(2139095040);
if l_1858 {
l_mut_452 = l_1851;
}
}
}
let l_1859 = bitcast<f32>(l_mut_452);
let l_1860 = bitcast<u32>(l_1859);
let l_1861 = l_1860 & u32(2147483647);
let l_1862 = bitcast<f32>(l_1861);
let l_1863 = f64(l_1862);
l_mut_166 = l_1863;
let l_1864 = l_1861 < u32(8388608);
if l_1864 {
let l_1865 = f64(l_1861);
let l_1866 = l_1865 * f64(1.401298464324817e-45);
l_mut_166 = l_1866;
}
let l_1867 = bitcast<u64>(l_mut_166);
let l_1868 = l_1860 >> u32(31);
let l_1869 = u64(l_1868);
let l_1870 = l_1869 << u32(bitcast<u64>(u64(63)));
let l_1871 = l_1867 | l_1870;
let l_1872 = bitcast<f64>(l_1871);
l_mut_1073 = l_1872;
}
}
}
let l_1873 = l_mut_1486 == l_mut_1073;
let l_1874 = !l_1873;
if l_1874 {
a_1421[u32(0)] = u32(0);
}
let l_1875 = -l_1708;
let l_1876 = l_1875 * f64(7.1362384635298e44);
let l_1877 = floor(l_1876);
let l_1878 = l_1877 * f64(1.401298464324817e-45);
l_mut_1486 = l_1878;
let l_1879 = abs(l_1875);
let l_1880 = l_1879 >= f64(1.1754943508222875e-38);
if l_1880 {
let l_1881 = f32(l_1875);
let l_1882 = f64(l_1881);
l_mut_1486 = l_1882;
let l_1883 = l_mut_1486 > l_1875;
if l_1883 {
let l_1884 = bitcast<u32>(l_1881);
let l_1885 = l_1884 ^ u32(2147483648);
let l_1886 = bitcast<f32>(l_1885);
let l_1887 = bitcast<u32>(l_1886);
let l_1888 = l_1887 + u32(1);
l_mut_452 = l_1888;
let l_1889 = l_1887 & u32(2147483647);
let l_1890 = l_1889 == u32(0);
if l_1890 {
l_mut_452 = u32(1);
} else {
let l_1891 = l_1887 & u32(2147483648);
let l_1892 = l_1891 != u32(0);
if l_1892 {
let l_1893 = l_1887 - u32(1);
l_mut_452 = l_1893;
} else {
let l_1894 = l_1887 == u32(2139095040);
if l_1894 {
l_mut_452 = l_1887;
}
}
}
let l_1895 = bitcast<f32>(l_mut_452);
let l_1896 = bitcast<u32>(l_1895);
let l_1897 = l_1896 ^ u32(2147483648);
let l_1898 = bitcast<f32>(l_1897);
let l_1899 = bitcast<u32>(l_1898);
let l_1900 = l_1899 & u32(2147483647);
let l_1901 = bitcast<f32>(l_1900);
let l_1902 = f64(l_1901);
l_mut_1073 = l_1902;
let l_1903 = l_1900 < u32(8388608);
if l_1903 {
let l_1904 = f64(l_1900);
let l_1905 = l_1904 * f64(1.401298464324817e-45);
l_mut_1073 = l_1905;
}
let l_1906 = bitcast<u64>(l_mut_1073);
let l_1907 = l_1899 >> u32(31);
let l_1908 = u64(l_1907);
let l_1909 = l_1908 << u32(bitcast<u64>(u64(63)));
let l_1910 = l_1906 | l_1909;
let l_1911 = bitcast<f64>(l_1910);
l_mut_1486 = l_1911;
} else {
let l_1912 = bitcast<u32>(l_1881);
let l_1913 = l_1912 + u32(1);
l_mut_452 = l_1913;
let l_1914 = l_1912 & u32(2147483647);
let l_1915 = l_1914 == u32(0);
if l_1915 {
l_mut_452 = u32(1);
} else {
let l_1916 = l_1912 & u32(2147483648);
let l_1917 = l_1916 != u32(0);
if l_1917 {
let l_1918 = l_1912 - u32(1);
l_mut_452 = l_1918;
} else {
let l_1919 = l_1912 == u32(2139095040);
if l_1919 {
l_mut_452 = l_1912;
}
}
}
let l_1920 = bitcast<f32>(l_mut_452);
let l_1921 = bitcast<u32>(l_1920);
let l_1922 = l_1921 & u32(2147483647);
let l_1923 = bitcast<f32>(l_1922);
let l_1924 = f64(l_1923);
l_mut_1073 = l_1924;
let l_1925 = l_1922 < u32(8388608);
if l_1925 {
let l_1926 = f64(l_1922);
let l_1927 = l_1926 * f64(1.401298464324817e-45);
l_mut_1073 = l_1927;
}
let l_1928 = bitcast<u64>(l_mut_1073);
let l_1929 = l_1921 >> u32(31);
let l_1930 = u64(l_1929);
let l_1931 = l_1930 << u32(bitcast<u64>(u64(63)));
let l_1932 = l_1928 | l_1931;
let l_1933 = bitcast<f64>(l_1932);
let l_1934 = l_1933 <= l_1875;
if l_1934 {
let l_1935 = bitcast<u32>(l_1881);
let l_1936 = l_1935 + u32(1);
l_mut_452 = l_1936;
let l_1937 = l_1935 & u32(2147483647);
let l_1938 = l_1937 == u32(0);
if l_1938 {
l_mut_452 = u32(1);
} else {
let l_1939 = l_1935 & u32(2147483648);
let l_1940 = l_1939 != u32(0);
if l_1940 {
let l_1941 = l_1935 - u32(1);
l_mut_452 = l_1941;
} else {
let l_1942 = l_1935 == u32(2139095040);
if l_1942 {
l_mut_452 = l_1935;
}
}
}
let l_1943 = bitcast<f32>(l_mut_452);
let l_1944 = bitcast<u32>(l_1943);
let l_1945 = l_1944 & u32(2147483647);
let l_1946 = bitcast<f32>(l_1945);
let l_1947 = f64(l_1946);
l_mut_1073 = l_1947;
let l_1948 = l_1945 < u32(8388608);
if l_1948 {
let l_1949 = f64(l_1945);
let l_1950 = l_1949 * f64(1.401298464324817e-45);
l_mut_1073 = l_1950;
}
let l_1951 = bitcast<u64>(l_mut_1073);
let l_1952 = l_1944 >> u32(31);
let l_1953 = u64(l_1952);
let l_1954 = l_1953 << u32(bitcast<u64>(u64(63)));
let l_1955 = l_1951 | l_1954;
let l_1956 = bitcast<f64>(l_1955);
l_mut_1486 = l_1956;
}
}
}
let l_1957 = -l_mut_1486;
l_mut_1569 = l_1957;
}
l_mut_452 = u32(0);
let l_1958 = l_mut_221 <= f64(0.0);
let l_1959 = l_mut_1569 >= f64(0.0);
let l_1960 = l_1958 && l_1959;
let l_1961 = !l_1960;
if l_1961 {
let l_1962 = f64(1.0) / l_mut_1569;
let l_1963 = f64(1.0) / l_mut_221;
let l_1964 = abs(l_1962);
let l_1965 = l_1964 * f64(1.4551915228366852e-11);
let l_1966 = abs(l_1963);
let l_1967 = l_1966 * f64(1.4551915228366852e-11);
let l_1968 = l_1962 - l_1965;
let l_1969 = abs(l_1968);
l_mut_1569 = f64(1.401298464324817e-45);
let l_1970 = l_1969 >= f64(1.1754943508222875e-38);
let l_1971 = l_1969 <= f64(1.7976931348623157e308);
let l_1972 = l_1970 && l_1971;
if l_1972 {
let l_1973 = bitcast<u64>(l_1969);
let l_1974 = l_1973 >> u32(bitcast<u64>(u64(52)));
let l_1975 = l_1974 - u64(23);
let l_1976 = l_1975 << u32(bitcast<u64>(u64(52)));
let l_1977 = bitcast<f64>(l_1976);
l_mut_1569 = l_1977;
}
let l_1978 = l_1962 + l_1965;
let l_1979 = abs(l_1978);
l_mut_1486 = f64(1.401298464324817e-45);
let l_1980 = l_1979 >= f64(1.1754943508222875e-38);
let l_1981 = l_1979 <= f64(1.7976931348623157e308);
let l_1982 = l_1980 && l_1981;
if l_1982 {
let l_1983 = bitcast<u64>(l_1979);
let l_1984 = l_1983 >> u32(bitcast<u64>(u64(52)));
let l_1985 = l_1984 - u64(23);
let l_1986 = l_1985 << u32(bitcast<u64>(u64(52)));
let l_1987 = bitcast<f64>(l_1986);
l_mut_1486 = l_1987;
}
let l_1988 = l_mut_1569 == l_mut_1486;
let l_1989 = !l_1988;
let l_1990 = l_1963 - l_1967;
let l_1991 = abs(l_1990);
l_mut_1569 = f64(1.401298464324817e-45);
let l_1992 = l_1991 >= f64(1.1754943508222875e-38);
let l_1993 = l_1991 <= f64(1.7976931348623157e308);
let l_1994 = l_1992 && l_1993;
if l_1994 {
let l_1995 = bitcast<u64>(l_1991);
let l_1996 = l_1995 >> u32(bitcast<u64>(u64(52)));
let l_1997 = l_1996 - u64(23);
let l_1998 = l_1997 << u32(bitcast<u64>(u64(52)));
let l_1999 = bitcast<f64>(l_1998);
l_mut_1569 = l_1999;
}
let l_2000 = l_1963 + l_1967;
let l_2001 = abs(l_2000);
l_mut_1486 = f64(1.401298464324817e-45);
let l_2002 = l_2001 >= f64(1.1754943508222875e-38);
let l_2003 = l_2001 <= f64(1.7976931348623157e308);
let l_2004 = l_2002 && l_2003;
if l_2004 {
let l_2005 = bitcast<u64>(l_2001);
let l_2006 = l_2005 >> u32(bitcast<u64>(u64(52)));
let l_2007 = l_2006 - u64(23);
let l_2008 = l_2007 << u32(bitcast<u64>(u64(52)));
let l_2009 = bitcast<f64>(l_2008);
l_mut_1486 = l_2009;
}
let l_2010 = l_mut_1569 == l_mut_1486;
let l_2011 = !l_2010;
let l_2012 = l_1989 || l_2011;
if l_2012 {
a_1421[u32(0)] = u32(0);
}
let l_2013 = abs(l_1962);
l_mut_1569 = f64(1.401298464324817e-45);
let l_2014 = l_2013 >= f64(1.1754943508222875e-38);
let l_2015 = l_2013 <= f64(1.7976931348623157e308);
let l_2016 = l_2014 && l_2015;
if l_2016 {
let l_2017 = bitcast<u64>(l_2013);
let l_2018 = l_2017 >> u32(bitcast<u64>(u64(52)));
let l_2019 = l_2018 - u64(23);
let l_2020 = l_2019 << u32(bitcast<u64>(u64(52)));
let l_2021 = bitcast<f64>(l_2020);
l_mut_1569 = l_2021;
}
let l_2022 = l_384 * l_mut_1569;
let l_2023 = l_1962 - l_2022;
let l_2024 = abs(l_1963);
l_mut_1569 = f64(1.401298464324817e-45);
let l_2025 = l_2024 >= f64(1.1754943508222875e-38);
let l_2026 = l_2024 <= f64(1.7976931348623157e308);
let l_2027 = l_2025 && l_2026;
if l_2027 {
let l_2028 = bitcast<u64>(l_2024);
let l_2029 = l_2028 >> u32(bitcast<u64>(u64(52)));
let l_2030 = l_2029 - u64(23);
let l_2031 = l_2030 << u32(bitcast<u64>(u64(52)));
let l_2032 = bitcast<f64>(l_2031);
l_mut_1569 = l_2032;
}
let l_2033 = l_384 * l_mut_1569;
let l_2034 = l_1963 + l_2033;
let l_2035 = bitcast<u32>(l_146);
let l_2036 = l_2035 & u32(2147483647);
let l_2037 = bitcast<f32>(l_2036);
let l_2038 = f64(l_2037);
l_mut_1569 = l_2038;
let l_2039 = l_2036 < u32(8388608);
if l_2039 {
let l_2040 = f64(l_2036);
let l_2041 = l_2040 * f64(1.401298464324817e-45);
l_mut_1569 = l_2041;
}
let l_2042 = bitcast<u64>(l_mut_1569);
let l_2043 = l_2035 >> u32(31);
let l_2044 = u64(l_2043);
let l_2045 = l_2044 << u32(bitcast<u64>(u64(63)));
let l_2046 = l_2042 | l_2045;
let l_2047 = bitcast<f64>(l_2046);
let l_2048 = bitcast<u32>(l_146);
let l_2049 = l_2048 + u32(1);
l_mut_411 = l_2049;
let l_2050 = l_2048 & u32(2147483647);
let l_2051 = l_2050 == u32(0);
if l_2051 {
l_mut_411 = u32(1);
} else {
let l_2052 = l_2048 & u32(2147483648);
let l_2053 = l_2052 != u32(0);
if l_2053 {
let l_2054 = l_2048 - u32(1);
l_mut_411 = l_2054;
} else {
let l_2055 = l_2048 == u32(2139095040);
if l_2055 {
l_mut_411 = l_2048;
}
}
}
let l_2056 = bitcast<f32>(l_mut_411);
let l_2057 = bitcast<u32>(l_2056);
let l_2058 = l_2057 & u32(2147483647);
let l_2059 = bitcast<f32>(l_2058);
let l_2060 = f64(l_2059);
l_mut_1569 = l_2060;
let l_2061 = l_2058 < u32(8388608);
if l_2061 {
let l_2062 = f64(l_2058);
let l_2063 = l_2062 * f64(1.401298464324817e-45);
l_mut_1569 = l_2063;
}
let l_2064 = bitcast<u64>(l_mut_1569);
let l_2065 = l_2057 >> u32(31);
let l_2066 = u64(l_2065);
let l_2067 = l_2066 << u32(bitcast<u64>(u64(63)));
let l_2068 = l_2064 | l_2067;
let l_2069 = bitcast<f64>(l_2068);
let l_2070 = bitcast<u32>(l_146);
let l_2071 = l_2070 ^ u32(2147483648);
let l_2072 = bitcast<f32>(l_2071);
let l_2073 = bitcast<u32>(l_2072);
let l_2074 = l_2073 + u32(1);
l_mut_411 = l_2074;
let l_2075 = l_2073 & u32(2147483647);
let l_2076 = l_2075 == u32(0);
if l_2076 {
l_mut_411 = u32(1);
} else {
let l_2077 = l_2073 & u32(2147483648);
let l_2078 = l_2077 != u32(0);
if l_2078 {
let l_2079 = l_2073 - u32(1);
l_mut_411 = l_2079;
} else {
let l_2080 = l_2073 == u32(2139095040);
if l_2080 {
l_mut_411 = l_2073;
}
}
}
let l_2081 = bitcast<f32>(l_mut_411);
let l_2082 = bitcast<u32>(l_2081);
let l_2083 = l_2082 ^ u32(2147483648);
let l_2084 = bitcast<f32>(l_2083);
let l_2085 = bitcast<u32>(l_2084);
let l_2086 = l_2085 & u32(2147483647);
let l_2087 = bitcast<f32>(l_2086);
let l_2088 = f64(l_2087);
l_mut_1569 = l_2088;
let l_2089 = l_2086 < u32(8388608);
if l_2089 {
let l_2090 = f64(l_2086);
let l_2091 = l_2090 * f64(1.401298464324817e-45);
l_mut_1569 = l_2091;
}
let l_2092 = bitcast<u64>(l_mut_1569);
let l_2093 = l_2085 >> u32(31);
let l_2094 = u64(l_2093);
let l_2095 = l_2094 << u32(bitcast<u64>(u64(63)));
let l_2096 = l_2092 | l_2095;
let l_2097 = bitcast<f64>(l_2096);
let l_2098 = l_2023 + l_1965;
let l_2099 = l_2098 <= l_2047;
l_mut_512 = l_2099;
let l_2100 = l_2023 - l_1965;
let l_2101 = l_2100 > l_2047;
l_mut_509 = l_2101;
let l_2102 = l_2034 - l_1967;
let l_2103 = l_2102 >= l_2047;
l_mut_506 = l_2103;
let l_2104 = l_2034 + l_1967;
let l_2105 = l_2104 < l_2047;
l_mut_503 = l_2105;
if l_379 {
let l_2106 = l_2023 + l_1965;
let l_2107 = l_2106 < l_2069;
l_mut_512 = l_2107;
let l_2108 = l_2023 - l_1965;
let l_2109 = l_2108 >= l_2069;
l_mut_509 = l_2109;
let l_2110 = l_2034 - l_1967;
let l_2111 = l_2110 > l_2097;
l_mut_506 = l_2111;
let l_2112 = l_2034 + l_1967;
let l_2113 = l_2112 <= l_2097;
l_mut_503 = l_2113;
}
l_mut_411 = u32(2);
let l_2114 = l_mut_509 || l_mut_503;
if l_2114 {
l_mut_411 = u32(1);
} else {
let l_2115 = l_mut_512 && l_mut_506;
if l_2115 {
l_mut_411 = u32(0);
}
}
let l_2116 = bitcast<u32>(l_146);
let l_2117 = l_2116 & u32(2147483647);
let l_2118 = l_2117 == u32(0);
if l_2118 {
let l_2119 = l_2023 + l_1965;
let l_2120 = l_2119 < f64(1.1754943508222875e-38);
let l_2121 = l_2034 - l_1967;
let l_2122 = l_2121 > f64(-1.1754943508222875e-38);
let l_2123 = l_2120 && l_2122;
let l_2124 = l_2023 - l_1965;
let l_2125 = l_2124 < f64(1.1754943508222875e-38);
let l_2126 = l_2034 + l_1967;
let l_2127 = l_2126 > f64(-1.1754943508222875e-38);
let l_2128 = l_2125 && l_2127;
if l_2123 {
l_mut_411 = u32(0);
} else {
let l_2129 = l_mut_411 == u32(1);
let l_2130 = l_2128 && l_2129;
if l_2130 {
l_mut_411 = u32(2);
}
}
}
l_mut_452 = l_mut_411;
}
let l_2131 = a_1421[u32(0)];
let l_2132 = l_2131 == u32(0);
if l_2132 {
l_mut_452 = u32(2);
}
l_mut_268 = l_mut_452;
} else {
let l_2133 = l_375 == u32(10);
if l_2133 {
let l_2134 = sqrt(l_392);
let l_2135 = f64(1.0) / l_2134;
let l_2136 = l_2135 * f64(1.4551915228366852e-11);
let l_2137 = abs(l_2135);
l_mut_1569 = f64(1.401298464324817e-45);
let l_2138 = l_2137 >= f64(1.1754943508222875e-38);
let l_2139 = l_2137 <= f64(1.7976931348623157e308);
let l_2140 = l_2138 && l_2139;
if l_2140 {
let l_2141 = bitcast<u64>(l_2137);
let l_2142 = l_2141 >> u32(bitcast<u64>(u64(52)));
let l_2143 = l_2142 - u64(23);
let l_2144 = l_2143 << u32(bitcast<u64>(u64(52)));
let l_2145 = bitcast<f64>(l_2144);
l_mut_1569 = l_2145;
}
let l_2146 = l_381 * l_mut_1569;
let l_2147 = l_2135 - l_2146;
let l_2148 = l_392 * l_2147;
let l_2149 = l_381 * l_mut_1569;
let l_2150 = l_2135 + l_2149;
let l_2151 = l_392 * l_2150;
l_mut_452 = u32(2);
let l_2152 = l_2135 - l_2136;
let l_2153 = abs(l_2152);
l_mut_1569 = f64(1.401298464324817e-45);
let l_2154 = l_2153 >= f64(1.1754943508222875e-38);
let l_2155 = l_2153 <= f64(1.7976931348623157e308);
let l_2156 = l_2154 && l_2155;
if l_2156 {
let l_2157 = bitcast<u64>(l_2153);
let l_2158 = l_2157 >> u32(bitcast<u64>(u64(52)));
let l_2159 = l_2158 - u64(23);
let l_2160 = l_2159 << u32(bitcast<u64>(u64(52)));
let l_2161 = bitcast<f64>(l_2160);
l_mut_1569 = l_2161;
}
let l_2162 = l_2135 + l_2136;
let l_2163 = abs(l_2162);
l_mut_1486 = f64(1.401298464324817e-45);
let l_2164 = l_2163 >= f64(1.1754943508222875e-38);
let l_2165 = l_2163 <= f64(1.7976931348623157e308);
let l_2166 = l_2164 && l_2165;
if l_2166 {
let l_2167 = bitcast<u64>(l_2163);
let l_2168 = l_2167 >> u32(bitcast<u64>(u64(52)));
let l_2169 = l_2168 - u64(23);
let l_2170 = l_2169 << u32(bitcast<u64>(u64(52)));
let l_2171 = bitcast<f64>(l_2170);
l_mut_1486 = l_2171;
}
let l_2172 = l_mut_1569 == l_mut_1486;
if l_2172 {
let l_2173 = abs(l_2148);
let l_2174 = l_2173 * f64(1.4551915228366852e-11);
let l_2175 = abs(l_2151);
let l_2176 = l_2175 * f64(1.4551915228366852e-11);
let l_2177 = bitcast<u32>(l_146);
let l_2178 = l_2177 & u32(2147483647);
let l_2179 = bitcast<f32>(l_2178);
let l_2180 = f64(l_2179);
l_mut_1569 = l_2180;
let l_2181 = l_2178 < u32(8388608);
if l_2181 {
let l_2182 = f64(l_2178);
let l_2183 = l_2182 * f64(1.401298464324817e-45);
l_mut_1569 = l_2183;
}
let l_2184 = bitcast<u64>(l_mut_1569);
let l_2185 = l_2177 >> u32(31);
let l_2186 = u64(l_2185);
let l_2187 = l_2186 << u32(bitcast<u64>(u64(63)));
let l_2188 = l_2184 | l_2187;
let l_2189 = bitcast<f64>(l_2188);
let l_2190 = bitcast<u32>(l_146);
let l_2191 = l_2190 + u32(1);
l_mut_411 = l_2191;
let l_2192 = l_2190 & u32(2147483647);
let l_2193 = l_2192 == u32(0);
if l_2193 {
l_mut_411 = u32(1);
} else {
let l_2194 = l_2190 & u32(2147483648);
let l_2195 = l_2194 != u32(0);
if l_2195 {
let l_2196 = l_2190 - u32(1);
l_mut_411 = l_2196;
} else {
let l_2197 = l_2190 == u32(2139095040);
if l_2197 {
l_mut_411 = l_2190;
}
}
}
let l_2198 = bitcast<f32>(l_mut_411);
let l_2199 = bitcast<u32>(l_2198);
let l_2200 = l_2199 & u32(2147483647);
let l_2201 = bitcast<f32>(l_2200);
let l_2202 = f64(l_2201);
l_mut_1569 = l_2202;
let l_2203 = l_2200 < u32(8388608);
if l_2203 {
let l_2204 = f64(l_2200);
let l_2205 = l_2204 * f64(1.401298464324817e-45);
l_mut_1569 = l_2205;
}
let l_2206 = bitcast<u64>(l_mut_1569);
let l_2207 = l_2199 >> u32(31);
let l_2208 = u64(l_2207);
let l_2209 = l_2208 << u32(bitcast<u64>(u64(63)));
let l_2210 = l_2206 | l_2209;
let l_2211 = bitcast<f64>(l_2210);
let l_2212 = bitcast<u32>(l_146);
let l_2213 = l_2212 ^ u32(2147483648);
let l_2214 = bitcast<f32>(l_2213);
let l_2215 = bitcast<u32>(l_2214);
let l_2216 = l_2215 + u32(1);
l_mut_411 = l_2216;
let l_2217 = l_2215 & u32(2147483647);
let l_2218 = l_2217 == u32(0);
if l_2218 {
l_mut_411 = u32(1);
} else {
let l_2219 = l_2215 & u32(2147483648);
let l_2220 = l_2219 != u32(0);
if l_2220 {
let l_2221 = l_2215 - u32(1);
l_mut_411 = l_2221;
} else {
let l_2222 = l_2215 == u32(2139095040);
if l_2222 {
l_mut_411 = l_2215;
}
}
}
let l_2223 = bitcast<f32>(l_mut_411);
let l_2224 = bitcast<u32>(l_2223);
let l_2225 = l_2224 ^ u32(2147483648);
let l_2226 = bitcast<f32>(l_2225);
let l_2227 = bitcast<u32>(l_2226);
let l_2228 = l_2227 & u32(2147483647);
let l_2229 = bitcast<f32>(l_2228);
let l_2230 = f64(l_2229);
l_mut_1569 = l_2230;
let l_2231 = l_2228 < u32(8388608);
if l_2231 {
let l_2232 = f64(l_2228);
let l_2233 = l_2232 * f64(1.401298464324817e-45);
l_mut_1569 = l_2233;
}
let l_2234 = bitcast<u64>(l_mut_1569);
let l_2235 = l_2227 >> u32(31);
let l_2236 = u64(l_2235);
let l_2237 = l_2236 << u32(bitcast<u64>(u64(63)));
let l_2238 = l_2234 | l_2237;
let l_2239 = bitcast<f64>(l_2238);
let l_2240 = l_2148 + l_2174;
let l_2241 = l_2240 <= l_2189;
l_mut_512 = l_2241;
let l_2242 = l_2148 - l_2174;
let l_2243 = l_2242 > l_2189;
l_mut_509 = l_2243;
let l_2244 = l_2151 - l_2176;
let l_2245 = l_2244 >= l_2189;
l_mut_506 = l_2245;
let l_2246 = l_2151 + l_2176;
let l_2247 = l_2246 < l_2189;
l_mut_503 = l_2247;
let l_2248 = l_2148 + l_2174;
let l_2249 = l_2248 < l_2211;
l_mut_512 = l_2249;
let l_2250 = l_2148 - l_2174;
let l_2251 = l_2250 >= l_2211;
l_mut_509 = l_2251;
let l_2252 = l_2151 - l_2176;
let l_2253 = l_2252 > l_2239;
l_mut_506 = l_2253;
let l_2254 = l_2151 + l_2176;
let l_2255 = l_2254 <= l_2239;
l_mut_503 = l_2255;
l_mut_411 = u32(2);
let l_2256 = l_mut_509 || l_mut_503;
if l_2256 {
l_mut_411 = u32(1);
} else {
let l_2257 = l_mut_512 && l_mut_506;
if l_2257 {
l_mut_411 = u32(0);
}
}
let l_2258 = bitcast<u32>(l_146);
let l_2259 = l_2258 & u32(2147483647);
let l_2260 = l_2259 == u32(0);
if l_2260 {
let l_2261 = l_2148 + l_2174;
let l_2262 = l_2261 < f64(1.1754943508222875e-38);
let l_2263 = l_2151 - l_2176;
let l_2264 = l_2263 > f64(-1.1754943508222875e-38);
let l_2265 = l_2262 && l_2264;
let l_2266 = l_2148 - l_2174;
let l_2267 = l_2266 < f64(1.1754943508222875e-38);
let l_2268 = l_2151 + l_2176;
let l_2269 = l_2268 > f64(-1.1754943508222875e-38);
let l_2270 = l_2267 && l_2269;
if l_2265 {
l_mut_411 = u32(0);
} else {
let l_2271 = l_mut_411 == u32(1);
let l_2272 = l_2270 && l_2271;
if l_2272 {
l_mut_411 = u32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_268 = l_mut_452;
} else {
let l_2273 = l_375 == u32(11);
let l_2274 = l_375 == u32(12);
let l_2275 = l_2273 || l_2274;
if l_2275 {
l_mut_268 = u32(0);
let l_2276 = l_393 <= l_387;
let l_2277 = l_375 == u32(11);
let l_2278 = l_2276 && l_2277;
if l_2278 {
let l_2279 = f32(l_392);
let l_2280 = bitcast<u32>(l_2279);
let l_2281 = l_2280 & u32(2147483647);
let l_2282 = bitcast<f32>(l_2281);
let l_2283 = f64(l_2282);
l_mut_1569 = l_2283;
let l_2284 = l_2281 < u32(8388608);
if l_2284 {
let l_2285 = f64(l_2281);
let l_2286 = l_2285 * f64(1.401298464324817e-45);
l_mut_1569 = l_2286;
}
let l_2287 = bitcast<u64>(l_mut_1569);
let l_2288 = l_2280 >> u32(31);
let l_2289 = u64(l_2288);
let l_2290 = l_2289 << u32(bitcast<u64>(u64(63)));
let l_2291 = l_2287 | l_2290;
let l_2292 = bitcast<f64>(l_2291);
let l_2293 = abs(l_2292);
l_mut_1569 = l_2293;
l_mut_452 = u32(0);
let l_2294 = l_2293 >= f64(0.785);
if l_2294 {
let l_2295 = l_2293 * f64(0.6366197723675814);
let l_2296 = l_2295 + f64(0.5);
let l_2297 = floor(l_2296);
let l_2298 = l_2297 * f64(1.570796325802803);
let l_2299 = l_2293 - l_2298;
let l_2300 = l_2299 * l_20;
let l_2301 = l_2297 * f64(9.920935796805404e-10);
let l_2302 = l_2300 - l_2301;
l_mut_1569 = l_2302;
let l_2303 = u32(l_2297);
l_mut_452 = l_2303;
}
let l_2304 = bitcast<u32>(l_2279);
let l_2305 = l_2304 >= u32(2147483648);
let l_2306 = l_mut_1569 * l_mut_1569;
let l_2307 = l_2306 * f64(1.9572941063391263e-20);
let l_2308 = f64(8.22063524662433e-18) - l_2307;
l_mut_1486 = l_2308;
let l_2309 = l_mut_1486 * l_2306;
let l_2310 = l_2309 - f64(2.8114572543455206e-15);
l_mut_1486 = l_2310;
let l_2311 = l_mut_1486 * l_2306;
let l_2312 = l_2311 + f64(7.647163731819816e-13);
l_mut_1486 = l_2312;
let l_2313 = l_mut_1486 * l_2306;
let l_2314 = l_2313 - f64(1.6059043836821613e-10);
l_mut_1486 = l_2314;
let l_2315 = l_mut_1486 * l_2306;
let l_2316 = l_2315 + f64(2.505210838544172e-8);
l_mut_1486 = l_2316;
let l_2317 = l_mut_1486 * l_2306;
let l_2318 = l_2317 - f64(2.7557319223985893e-6);
l_mut_1486 = l_2318;
let l_2319 = l_mut_1486 * l_2306;
let l_2320 = l_2319 + f64(0.0001984126984126984);
l_mut_1486 = l_2320;
let l_2321 = l_mut_1486 * l_2306;
let l_2322 = l_2321 - f64(0.008333333333333333);
l_mut_1486 = l_2322;
let l_2323 = l_mut_1486 * l_2306;
let l_2324 = l_2323 + f64(0.16666666666666666);
l_mut_1486 = l_2324;
let l_2325 = f64(0.5) * l_2306;
let l_2326 = f64(1.0) - l_2325;
let l_2327 = f64(0.0) * l_2326;
let l_2328 = l_mut_1569 * l_2306;
let l_2329 = l_2328 * l_mut_1486;
let l_2330 = l_2327 - l_2329;
let l_2331 = l_mut_1569 + l_2330;
let l_2332 = l_mut_1569 * l_mut_1569;
let l_2333 = l_2332 * f64(4.110317623312165e-19);
let l_2334 = l_2333 - f64(1.5619206968586225e-16);
l_mut_1486 = l_2334;
let l_2335 = l_mut_1486 * l_2332;
let l_2336 = l_2335 + f64(4.779477332387385e-14);
l_mut_1486 = l_2336;
let l_2337 = l_mut_1486 * l_2332;
let l_2338 = l_2337 - f64(1.1470745597729725e-11);
l_mut_1486 = l_2338;
let l_2339 = l_mut_1486 * l_2332;
let l_2340 = l_2339 + f64(2.08767569878681e-9);
l_mut_1486 = l_2340;
let l_2341 = l_mut_1486 * l_2332;
let l_2342 = l_2341 - f64(2.755731922398589e-7);
l_mut_1486 = l_2342;
let l_2343 = l_mut_1486 * l_2332;
let l_2344 = l_2343 + f64(2.48015873015873e-5);
l_mut_1486 = l_2344;
let l_2345 = l_mut_1486 * l_2332;
let l_2346 = l_2345 - f64(0.001388888888888889);
l_mut_1486 = l_2346;
let l_2347 = l_mut_1486 * l_2332;
let l_2348 = l_2347 + f64(0.041666666666666664);
l_mut_1486 = l_2348;
let l_2349 = f64(0.5) * l_2332;
let l_2350 = f64(1.0) - l_2349;
let l_2351 = l_2332 * l_2332;
let l_2352 = l_2351 * l_mut_1486;
let l_2353 = f64(0.0) * l_mut_1569;
let l_2354 = l_2352 - l_2353;
let l_2355 = l_2350 + l_2354;
let l_2356 = l_mut_452 & u32(1);
let l_2357 = l_2356 == u32(1);
l_mut_1569 = l_2331;
let l_2358 = l_mut_452 & u32(2);
let l_2359 = l_2358 != u32(0);
l_mut_512 = l_2359;
let l_2360 = u32(6) == u32(6);
if l_2360 {
if l_2357 {
l_mut_1569 = l_2355;
}
} else {
let l_2361 = u32(6) == u32(7);
if l_2361 {
l_mut_1569 = l_2355;
if l_2357 {
l_mut_1569 = l_2331;
}
let l_2362 = l_mut_452 + u32(1);
let l_2363 = l_2362 & u32(2);
let l_2364 = l_2363 != u32(0);
l_mut_512 = l_2364;
} else {
let l_2365 = l_2331 / l_2355;
l_mut_1569 = l_2365;
if l_2357 {
let l_2366 = l_2355 / l_2331;
l_mut_1569 = l_2366;
}
l_mut_512 = l_2357;
}
}
let l_2367 = u32(6) != u32(7);
let l_2368 = l_2367 && l_2305;
if l_2368 {
let l_2369 = !l_mut_512;
l_mut_512 = l_2369;
}
if l_mut_512 {
let l_2370 = -l_mut_1569;
l_mut_1569 = l_2370;
}
let l_2371 = f32(l_392);
let l_2372 = bitcast<u32>(l_2371);
let l_2373 = l_2372 & u32(2147483647);
let l_2374 = bitcast<f32>(l_2373);
let l_2375 = f64(l_2374);
l_mut_1486 = l_2375;
let l_2376 = l_2373 < u32(8388608);
if l_2376 {
let l_2377 = f64(l_2373);
let l_2378 = l_2377 * f64(1.401298464324817e-45);
l_mut_1486 = l_2378;
}
let l_2379 = bitcast<u64>(l_mut_1486);
let l_2380 = l_2372 >> u32(31);
let l_2381 = u64(l_2380);
let l_2382 = l_2381 << u32(bitcast<u64>(u64(63)));
let l_2383 = l_2379 | l_2382;
let l_2384 = bitcast<f64>(l_2383);
let l_2385 = abs(l_2384);
l_mut_1486 = l_2385;
l_mut_452 = u32(0);
let l_2386 = l_2385 >= f64(0.785);
if l_2386 {
let l_2387 = l_2385 * f64(0.6366197723675814);
let l_2388 = l_2387 + f64(0.5);
let l_2389 = floor(l_2388);
let l_2390 = l_2389 * f64(1.570796325802803);
let l_2391 = l_2385 - l_2390;
let l_2392 = l_2391 * l_20;
let l_2393 = l_2389 * f64(9.920935796805404e-10);
let l_2394 = l_2392 - l_2393;
l_mut_1486 = l_2394;
let l_2395 = u32(l_2389);
l_mut_452 = l_2395;
}
let l_2396 = bitcast<u32>(l_2371);
let l_2397 = l_2396 >= u32(2147483648);
let l_2398 = l_mut_1486 * l_mut_1486;
let l_2399 = l_2398 * f64(1.9572941063391263e-20);
let l_2400 = f64(8.22063524662433e-18) - l_2399;
l_mut_1073 = l_2400;
let l_2401 = l_mut_1073 * l_2398;
let l_2402 = l_2401 - f64(2.8114572543455206e-15);
l_mut_1073 = l_2402;
let l_2403 = l_mut_1073 * l_2398;
let l_2404 = l_2403 + f64(7.647163731819816e-13);
l_mut_1073 = l_2404;
let l_2405 = l_mut_1073 * l_2398;
let l_2406 = l_2405 - f64(1.6059043836821613e-10);
l_mut_1073 = l_2406;
let l_2407 = l_mut_1073 * l_2398;
let l_2408 = l_2407 + f64(2.505210838544172e-8);
l_mut_1073 = l_2408;
let l_2409 = l_mut_1073 * l_2398;
let l_2410 = l_2409 - f64(2.7557319223985893e-6);
l_mut_1073 = l_2410;
let l_2411 = l_mut_1073 * l_2398;
let l_2412 = l_2411 + f64(0.0001984126984126984);
l_mut_1073 = l_2412;
let l_2413 = l_mut_1073 * l_2398;
let l_2414 = l_2413 - f64(0.008333333333333333);
l_mut_1073 = l_2414;
let l_2415 = l_mut_1073 * l_2398;
let l_2416 = l_2415 + f64(0.16666666666666666);
l_mut_1073 = l_2416;
let l_2417 = f64(0.5) * l_2398;
let l_2418 = f64(1.0) - l_2417;
let l_2419 = f64(0.0) * l_2418;
let l_2420 = l_mut_1486 * l_2398;
let l_2421 = l_2420 * l_mut_1073;
let l_2422 = l_2419 - l_2421;
let l_2423 = l_mut_1486 + l_2422;
let l_2424 = l_mut_1486 * l_mut_1486;
let l_2425 = l_2424 * f64(4.110317623312165e-19);
let l_2426 = l_2425 - f64(1.5619206968586225e-16);
l_mut_1073 = l_2426;
let l_2427 = l_mut_1073 * l_2424;
let l_2428 = l_2427 + f64(4.779477332387385e-14);
l_mut_1073 = l_2428;
let l_2429 = l_mut_1073 * l_2424;
let l_2430 = l_2429 - f64(1.1470745597729725e-11);
l_mut_1073 = l_2430;
let l_2431 = l_mut_1073 * l_2424;
let l_2432 = l_2431 + f64(2.08767569878681e-9);
l_mut_1073 = l_2432;
let l_2433 = l_mut_1073 * l_2424;
let l_2434 = l_2433 - f64(2.755731922398589e-7);
l_mut_1073 = l_2434;
let l_2435 = l_mut_1073 * l_2424;
let l_2436 = l_2435 + f64(2.48015873015873e-5);
l_mut_1073 = l_2436;
let l_2437 = l_mut_1073 * l_2424;
let l_2438 = l_2437 - f64(0.001388888888888889);
l_mut_1073 = l_2438;
let l_2439 = l_mut_1073 * l_2424;
let l_2440 = l_2439 + f64(0.041666666666666664);
l_mut_1073 = l_2440;
let l_2441 = f64(0.5) * l_2424;
let l_2442 = f64(1.0) - l_2441;
let l_2443 = l_2424 * l_2424;
let l_2444 = l_2443 * l_mut_1073;
let l_2445 = f64(0.0) * l_mut_1486;
let l_2446 = l_2444 - l_2445;
let l_2447 = l_2442 + l_2446;
let l_2448 = l_mut_452 & u32(1);
let l_2449 = l_2448 == u32(1);
l_mut_1486 = l_2423;
let l_2450 = l_mut_452 & u32(2);
let l_2451 = l_2450 != u32(0);
l_mut_512 = l_2451;
let l_2452 = u32(7) == u32(6);
if l_2452 {
if l_2449 {
l_mut_1486 = l_2447;
}
} else {
let l_2453 = u32(7) == u32(7);
if l_2453 {
l_mut_1486 = l_2447;
if l_2449 {
l_mut_1486 = l_2423;
}
let l_2454 = l_mut_452 + u32(1);
let l_2455 = l_2454 & u32(2);
let l_2456 = l_2455 != u32(0);
l_mut_512 = l_2456;
} else {
let l_2457 = l_2423 / l_2447;
l_mut_1486 = l_2457;
if l_2449 {
let l_2458 = l_2447 / l_2423;
l_mut_1486 = l_2458;
}
l_mut_512 = l_2449;
}
}
let l_2459 = u32(7) != u32(7);
let l_2460 = l_2459 && l_2397;
if l_2460 {
let l_2461 = !l_mut_512;
l_mut_512 = l_2461;
}
if l_mut_512 {
let l_2462 = -l_mut_1486;
l_mut_1486 = l_2462;
}
let l_2463 = abs(l_mut_1569);
let l_2464 = l_2463 * f64(1.4551915228366852e-11);
let l_2465 = abs(l_mut_1486);
let l_2466 = l_2465 * f64(1.4551915228366852e-11);
l_mut_1073 = f64(1.4551915228366852e-11);
l_mut_452 = u32(2);
if l_379 {
let l_2467 = l_mut_1569 - l_381;
let l_2468 = abs(l_2467);
let l_2469 = l_2468 * f64(2.220446049250313e-16);
let l_2470 = l_2464 + l_2469;
let l_2471 = l_2467 + l_2470;
let l_2472 = -l_2471;
let l_2473 = l_2472 * f64(7.1362384635298e44);
let l_2474 = floor(l_2473);
let l_2475 = l_2474 * f64(1.401298464324817e-45);
l_mut_221 = l_2475;
let l_2476 = abs(l_2472);
let l_2477 = l_2476 >= f64(1.1754943508222875e-38);
if l_2477 {
let l_2478 = f32(l_2472);
let l_2479 = f64(l_2478);
l_mut_221 = l_2479;
let l_2480 = l_mut_221 > l_2472;
if l_2480 {
let l_2481 = bitcast<u32>(l_2478);
let l_2482 = l_2481 ^ u32(2147483648);
let l_2483 = bitcast<f32>(l_2482);
let l_2484 = bitcast<u32>(l_2483);
let l_2485 = l_2484 + u32(1);
l_mut_411 = l_2485;
let l_2486 = l_2484 & u32(2147483647);
let l_2487 = l_2486 == u32(0);
if l_2487 {
l_mut_411 = u32(1);
} else {
let l_2488 = l_2484 & u32(2147483648);
let l_2489 = l_2488 != u32(0);
if l_2489 {
let l_2490 = l_2484 - u32(1);
l_mut_411 = l_2490;
} else {
let l_2491 = l_2484 == u32(2139095040);
if l_2491 {
l_mut_411 = l_2484;
}
}
}
let l_2492 = bitcast<f32>(l_mut_411);
let l_2493 = bitcast<u32>(l_2492);
let l_2494 = l_2493 ^ u32(2147483648);
let l_2495 = bitcast<f32>(l_2494);
let l_2496 = bitcast<u32>(l_2495);
let l_2497 = l_2496 & u32(2147483647);
let l_2498 = bitcast<f32>(l_2497);
let l_2499 = f64(l_2498);
l_mut_166 = l_2499;
let l_2500 = l_2497 < u32(8388608);
if l_2500 {
let l_2501 = f64(l_2497);
let l_2502 = l_2501 * f64(1.401298464324817e-45);
l_mut_166 = l_2502;
}
let l_2503 = bitcast<u64>(l_mut_166);
let l_2504 = l_2496 >> u32(31);
let l_2505 = u64(l_2504);
let l_2506 = l_2505 << u32(bitcast<u64>(u64(63)));
let l_2507 = l_2503 | l_2506;
let l_2508 = bitcast<f64>(l_2507);
l_mut_221 = l_2508;
} else {
let l_2509 = bitcast<u32>(l_2478);
let l_2510 = l_2509 + u32(1);
l_mut_411 = l_2510;
let l_2511 = l_2509 & u32(2147483647);
let l_2512 = l_2511 == u32(0);
if l_2512 {
l_mut_411 = u32(1);
} else {
let l_2513 = l_2509 & u32(2147483648);
let l_2514 = l_2513 != u32(0);
if l_2514 {
let l_2515 = l_2509 - u32(1);
l_mut_411 = l_2515;
} else {
let l_2516 = l_2509 == u32(2139095040);
if l_2516 {
l_mut_411 = l_2509;
}
}
}
let l_2517 = bitcast<f32>(l_mut_411);
let l_2518 = bitcast<u32>(l_2517);
let l_2519 = l_2518 & u32(2147483647);
let l_2520 = bitcast<f32>(l_2519);
let l_2521 = f64(l_2520);
l_mut_166 = l_2521;
let l_2522 = l_2519 < u32(8388608);
if l_2522 {
let l_2523 = f64(l_2519);
let l_2524 = l_2523 * f64(1.401298464324817e-45);
l_mut_166 = l_2524;
}
let l_2525 = bitcast<u64>(l_mut_166);
let l_2526 = l_2518 >> u32(31);
let l_2527 = u64(l_2526);
let l_2528 = l_2527 << u32(bitcast<u64>(u64(63)));
let l_2529 = l_2525 | l_2528;
let l_2530 = bitcast<f64>(l_2529);
let l_2531 = l_2530 <= l_2472;
if l_2531 {
let l_2532 = bitcast<u32>(l_2478);
let l_2533 = l_2532 + u32(1);
l_mut_411 = l_2533;
let l_2534 = l_2532 & u32(2147483647);
let l_2535 = l_2534 == u32(0);
if l_2535 {
l_mut_411 = u32(1);
} else {
let l_2536 = l_2532 & u32(2147483648);
let l_2537 = l_2536 != u32(0);
if l_2537 {
let l_2538 = l_2532 - u32(1);
l_mut_411 = l_2538;
} else {
let l_2539 = l_2532 == u32(2139095040);
if l_2539 {
l_mut_411 = l_2532;
}
}
}
let l_2540 = bitcast<f32>(l_mut_411);
let l_2541 = bitcast<u32>(l_2540);
let l_2542 = l_2541 & u32(2147483647);
let l_2543 = bitcast<f32>(l_2542);
let l_2544 = f64(l_2543);
l_mut_166 = l_2544;
let l_2545 = l_2542 < u32(8388608);
if l_2545 {
let l_2546 = f64(l_2542);
let l_2547 = l_2546 * f64(1.401298464324817e-45);
l_mut_166 = l_2547;
}
let l_2548 = bitcast<u64>(l_mut_166);
let l_2549 = l_2541 >> u32(31);
let l_2550 = u64(l_2549);
let l_2551 = l_2550 << u32(bitcast<u64>(u64(63)));
let l_2552 = l_2548 | l_2551;
let l_2553 = bitcast<f64>(l_2552);
l_mut_221 = l_2553;
}
}
}
let l_2554 = -l_mut_221;
l_mut_221 = l_2554;
let l_2555 = bool(true) && bool(true);
if l_2555 {
let l_2556 = l_2467 + l_2470;
let l_2557 = l_2556 * f64(7.1362384635298e44);
let l_2558 = floor(l_2557);
let l_2559 = l_2558 * f64(1.401298464324817e-45);
l_mut_166 = l_2559;
let l_2560 = abs(l_2556);
let l_2561 = l_2560 >= f64(1.1754943508222875e-38);
if l_2561 {
let l_2562 = f32(l_2556);
let l_2563 = f64(l_2562);
l_mut_166 = l_2563;
let l_2564 = l_mut_166 > l_2556;
if l_2564 {
let l_2565 = bitcast<u32>(l_2562);
let l_2566 = l_2565 ^ u32(2147483648);
let l_2567 = bitcast<f32>(l_2566);
let l_2568 = bitcast<u32>(l_2567);
let l_2569 = l_2568 + u32(1);
l_mut_411 = l_2569;
let l_2570 = l_2568 & u32(2147483647);
let l_2571 = l_2570 == u32(0);
if l_2571 {
l_mut_411 = u32(1);
} else {
let l_2572 = l_2568 & u32(2147483648);
let l_2573 = l_2572 != u32(0);
if l_2573 {
let l_2574 = l_2568 - u32(1);
l_mut_411 = l_2574;
} else {
let l_2575 = l_2568 == u32(2139095040);
if l_2575 {
l_mut_411 = l_2568;
}
}
}
let l_2576 = bitcast<f32>(l_mut_411);
let l_2577 = bitcast<u32>(l_2576);
let l_2578 = l_2577 ^ u32(2147483648);
let l_2579 = bitcast<f32>(l_2578);
let l_2580 = bitcast<u32>(l_2579);
let l_2581 = l_2580 & u32(2147483647);
let l_2582 = bitcast<f32>(l_2581);
let l_2583 = f64(l_2582);
l_mut_2584 = l_2583;
let l_2585 = l_2581 < u32(8388608);
if l_2585 {
let l_2586 = f64(l_2581);
let l_2587 = l_2586 * f64(1.401298464324817e-45);
l_mut_2584 = l_2587;
}
let l_2588 = bitcast<u64>(l_mut_2584);
let l_2589 = l_2580 >> u32(31);
let l_2590 = u64(l_2589);
let l_2591 = l_2590 << u32(bitcast<u64>(u64(63)));
let l_2592 = l_2588 | l_2591;
let l_2593 = bitcast<f64>(l_2592);
l_mut_166 = l_2593;
} else {
let l_2594 = bitcast<u32>(l_2562);
let l_2595 = l_2594 + u32(1);
l_mut_411 = l_2595;
let l_2596 = l_2594 & u32(2147483647);
let l_2597 = l_2596 == u32(0);
if l_2597 {
l_mut_411 = u32(1);
} else {
let l_2598 = l_2594 & u32(2147483648);
let l_2599 = l_2598 != u32(0);
if l_2599 {
let l_2600 = l_2594 - u32(1);
l_mut_411 = l_2600;
} else {
let l_2601 = l_2594 == u32(2139095040);
if l_2601 {
l_mut_411 = l_2594;
}
}
}
let l_2602 = bitcast<f32>(l_mut_411);
let l_2603 = bitcast<u32>(l_2602);
let l_2604 = l_2603 & u32(2147483647);
let l_2605 = bitcast<f32>(l_2604);
let l_2606 = f64(l_2605);
l_mut_2584 = l_2606;
let l_2607 = l_2604 < u32(8388608);
if l_2607 {
let l_2608 = f64(l_2604);
let l_2609 = l_2608 * f64(1.401298464324817e-45);
l_mut_2584 = l_2609;
}
let l_2610 = bitcast<u64>(l_mut_2584);
let l_2611 = l_2603 >> u32(31);
let l_2612 = u64(l_2611);
let l_2613 = l_2612 << u32(bitcast<u64>(u64(63)));
let l_2614 = l_2610 | l_2613;
let l_2615 = bitcast<f64>(l_2614);
let l_2616 = l_2615 <= l_2556;
if l_2616 {
let l_2617 = bitcast<u32>(l_2562);
let l_2618 = l_2617 + u32(1);
l_mut_411 = l_2618;
let l_2619 = l_2617 & u32(2147483647);
let l_2620 = l_2619 == u32(0);
if l_2620 {
l_mut_411 = u32(1);
} else {
let l_2621 = l_2617 & u32(2147483648);
let l_2622 = l_2621 != u32(0);
if l_2622 {
let l_2623 = l_2617 - u32(1);
l_mut_411 = l_2623;
} else {
let l_2624 = l_2617 == u32(2139095040);
if l_2624 {
l_mut_411 = l_2617;
}
}
}
let l_2625 = bitcast<f32>(l_mut_411);
let l_2626 = bitcast<u32>(l_2625);
let l_2627 = l_2626 & u32(2147483647);
let l_2628 = bitcast<f32>(l_2627);
let l_2629 = f64(l_2628);
l_mut_2584 = l_2629;
let l_2630 = l_2627 < u32(8388608);
if l_2630 {
let l_2631 = f64(l_2627);
let l_2632 = l_2631 * f64(1.401298464324817e-45);
l_mut_2584 = l_2632;
}
let l_2633 = bitcast<u64>(l_mut_2584);
let l_2634 = l_2626 >> u32(31);
let l_2635 = u64(l_2634);
let l_2636 = l_2635 << u32(bitcast<u64>(u64(63)));
let l_2637 = l_2633 | l_2636;
let l_2638 = bitcast<f64>(l_2637);
l_mut_166 = l_2638;
}
}
}
l_mut_221 = l_mut_166;
} else {
let l_2639 = l_2467 - l_2470;
let l_2640 = l_2639 * f64(7.1362384635298e44);
let l_2641 = floor(l_2640);
let l_2642 = l_2641 * f64(1.401298464324817e-45);
l_mut_2584 = l_2642;
let l_2643 = abs(l_2639);
let l_2644 = l_2643 >= f64(1.1754943508222875e-38);
if l_2644 {
let l_2645 = f32(l_2639);
let l_2646 = f64(l_2645);
l_mut_2584 = l_2646;
let l_2647 = l_mut_2584 > l_2639;
if l_2647 {
let l_2648 = bitcast<u32>(l_2645);
let l_2649 = l_2648 ^ u32(2147483648);
let l_2650 = bitcast<f32>(l_2649);
let l_2651 = bitcast<u32>(l_2650);
let l_2652 = l_2651 + u32(1);
l_mut_411 = l_2652;
let l_2653 = l_2651 & u32(2147483647);
let l_2654 = l_2653 == u32(0);
if l_2654 {
l_mut_411 = u32(1);
} else {
let l_2655 = l_2651 & u32(2147483648);
let l_2656 = l_2655 != u32(0);
if l_2656 {
let l_2657 = l_2651 - u32(1);
l_mut_411 = l_2657;
} else {
let l_2658 = l_2651 == u32(2139095040);
if l_2658 {
l_mut_411 = l_2651;
}
}
}
let l_2659 = bitcast<f32>(l_mut_411);
let l_2660 = bitcast<u32>(l_2659);
let l_2661 = l_2660 ^ u32(2147483648);
let l_2662 = bitcast<f32>(l_2661);
let l_2663 = bitcast<u32>(l_2662);
let l_2664 = l_2663 & u32(2147483647);
let l_2665 = bitcast<f32>(l_2664);
let l_2666 = f64(l_2665);
l_mut_166 = l_2666;
let l_2667 = l_2664 < u32(8388608);
if l_2667 {
let l_2668 = f64(l_2664);
let l_2669 = l_2668 * f64(1.401298464324817e-45);
l_mut_166 = l_2669;
}
let l_2670 = bitcast<u64>(l_mut_166);
let l_2671 = l_2663 >> u32(31);
let l_2672 = u64(l_2671);
let l_2673 = l_2672 << u32(bitcast<u64>(u64(63)));
let l_2674 = l_2670 | l_2673;
let l_2675 = bitcast<f64>(l_2674);
l_mut_2584 = l_2675;
} else {
let l_2676 = bitcast<u32>(l_2645);
let l_2677 = l_2676 + u32(1);
l_mut_411 = l_2677;
let l_2678 = l_2676 & u32(2147483647);
let l_2679 = l_2678 == u32(0);
if l_2679 {
l_mut_411 = u32(1);
} else {
let l_2680 = l_2676 & u32(2147483648);
let l_2681 = l_2680 != u32(0);
if l_2681 {
let l_2682 = l_2676 - u32(1);
l_mut_411 = l_2682;
} else {
let l_2683 = l_2676 == u32(2139095040);
if l_2683 {
l_mut_411 = l_2676;
}
}
}
let l_2684 = bitcast<f32>(l_mut_411);
let l_2685 = bitcast<u32>(l_2684);
let l_2686 = l_2685 & u32(2147483647);
let l_2687 = bitcast<f32>(l_2686);
let l_2688 = f64(l_2687);
l_mut_166 = l_2688;
let l_2689 = l_2686 < u32(8388608);
if l_2689 {
let l_2690 = f64(l_2686);
let l_2691 = l_2690 * f64(1.401298464324817e-45);
l_mut_166 = l_2691;
}
let l_2692 = bitcast<u64>(l_mut_166);
let l_2693 = l_2685 >> u32(31);
let l_2694 = u64(l_2693);
let l_2695 = l_2694 << u32(bitcast<u64>(u64(63)));
let l_2696 = l_2692 | l_2695;
let l_2697 = bitcast<f64>(l_2696);
let l_2698 = l_2697 <= l_2639;
if l_2698 {
let l_2699 = bitcast<u32>(l_2645);
let l_2700 = l_2699 + u32(1);
l_mut_411 = l_2700;
let l_2701 = l_2699 & u32(2147483647);
let l_2702 = l_2701 == u32(0);
if l_2702 {
l_mut_411 = u32(1);
} else {
let l_2703 = l_2699 & u32(2147483648);
let l_2704 = l_2703 != u32(0);
if l_2704 {
let l_2705 = l_2699 - u32(1);
l_mut_411 = l_2705;
} else {
let l_2706 = l_2699 == u32(2139095040);
if l_2706 {
l_mut_411 = l_2699;
}
}
}
let l_2707 = bitcast<f32>(l_mut_411);
let l_2708 = bitcast<u32>(l_2707);
let l_2709 = l_2708 & u32(2147483647);
let l_2710 = bitcast<f32>(l_2709);
let l_2711 = f64(l_2710);
l_mut_166 = l_2711;
let l_2712 = l_2709 < u32(8388608);
if l_2712 {
let l_2713 = f64(l_2709);
let l_2714 = l_2713 * f64(1.401298464324817e-45);
l_mut_166 = l_2714;
}
let l_2715 = bitcast<u64>(l_mut_166);
let l_2716 = l_2708 >> u32(31);
let l_2717 = u64(l_2716);
let l_2718 = l_2717 << u32(bitcast<u64>(u64(63)));
let l_2719 = l_2715 | l_2718;
let l_2720 = bitcast<f64>(l_2719);
l_mut_2584 = l_2720;
}
}
}
l_mut_221 = l_mut_2584;
}
let l_2721 = l_mut_1569 + l_381;
let l_2722 = abs(l_2721);
let l_2723 = l_2722 * f64(2.220446049250313e-16);
let l_2724 = l_2464 + l_2723;
let l_2725 = l_2721 + l_2724;
let l_2726 = -l_2725;
let l_2727 = l_2726 * f64(7.1362384635298e44);
let l_2728 = floor(l_2727);
let l_2729 = l_2728 * f64(1.401298464324817e-45);
l_mut_2584 = l_2729;
let l_2730 = abs(l_2726);
let l_2731 = l_2730 >= f64(1.1754943508222875e-38);
if l_2731 {
let l_2732 = f32(l_2726);
let l_2733 = f64(l_2732);
l_mut_2584 = l_2733;
let l_2734 = l_mut_2584 > l_2726;
if l_2734 {
let l_2735 = bitcast<u32>(l_2732);
let l_2736 = l_2735 ^ u32(2147483648);
let l_2737 = bitcast<f32>(l_2736);
let l_2738 = bitcast<u32>(l_2737);
let l_2739 = l_2738 + u32(1);
l_mut_411 = l_2739;
let l_2740 = l_2738 & u32(2147483647);
let l_2741 = l_2740 == u32(0);
if l_2741 {
l_mut_411 = u32(1);
} else {
let l_2742 = l_2738 & u32(2147483648);
let l_2743 = l_2742 != u32(0);
if l_2743 {
let l_2744 = l_2738 - u32(1);
l_mut_411 = l_2744;
} else {
let l_2745 = l_2738 == u32(2139095040);
if l_2745 {
l_mut_411 = l_2738;
}
}
}
let l_2746 = bitcast<f32>(l_mut_411);
let l_2747 = bitcast<u32>(l_2746);
let l_2748 = l_2747 ^ u32(2147483648);
let l_2749 = bitcast<f32>(l_2748);
let l_2750 = bitcast<u32>(l_2749);
let l_2751 = l_2750 & u32(2147483647);
let l_2752 = bitcast<f32>(l_2751);
let l_2753 = f64(l_2752);
l_mut_166 = l_2753;
let l_2754 = l_2751 < u32(8388608);
if l_2754 {
let l_2755 = f64(l_2751);
let l_2756 = l_2755 * f64(1.401298464324817e-45);
l_mut_166 = l_2756;
}
let l_2757 = bitcast<u64>(l_mut_166);
let l_2758 = l_2750 >> u32(31);
let l_2759 = u64(l_2758);
let l_2760 = l_2759 << u32(bitcast<u64>(u64(63)));
let l_2761 = l_2757 | l_2760;
let l_2762 = bitcast<f64>(l_2761);
l_mut_2584 = l_2762;
} else {
let l_2763 = bitcast<u32>(l_2732);
let l_2764 = l_2763 + u32(1);
l_mut_411 = l_2764;
let l_2765 = l_2763 & u32(2147483647);
let l_2766 = l_2765 == u32(0);
if l_2766 {
l_mut_411 = u32(1);
} else {
let l_2767 = l_2763 & u32(2147483648);
let l_2768 = l_2767 != u32(0);
if l_2768 {
let l_2769 = l_2763 - u32(1);
l_mut_411 = l_2769;
} else {
let l_2770 = l_2763 == u32(2139095040);
if l_2770 {
l_mut_411 = l_2763;
}
}
}
let l_2771 = bitcast<f32>(l_mut_411);
let l_2772 = bitcast<u32>(l_2771);
let l_2773 = l_2772 & u32(2147483647);
let l_2774 = bitcast<f32>(l_2773);
let l_2775 = f64(l_2774);
l_mut_166 = l_2775;
let l_2776 = l_2773 < u32(8388608);
if l_2776 {
let l_2777 = f64(l_2773);
let l_2778 = l_2777 * f64(1.401298464324817e-45);
l_mut_166 = l_2778;
}
let l_2779 = bitcast<u64>(l_mut_166);
let l_2780 = l_2772 >> u32(31);
let l_2781 = u64(l_2780);
let l_2782 = l_2781 << u32(bitcast<u64>(u64(63)));
let l_2783 = l_2779 | l_2782;
let l_2784 = bitcast<f64>(l_2783);
let l_2785 = l_2784 <= l_2726;
if l_2785 {
let l_2786 = bitcast<u32>(l_2732);
let l_2787 = l_2786 + u32(1);
l_mut_411 = l_2787;
let l_2788 = l_2786 & u32(2147483647);
let l_2789 = l_2788 == u32(0);
if l_2789 {
l_mut_411 = u32(1);
} else {
let l_2790 = l_2786 & u32(2147483648);
let l_2791 = l_2790 != u32(0);
if l_2791 {
let l_2792 = l_2786 - u32(1);
l_mut_411 = l_2792;
} else {
let l_2793 = l_2786 == u32(2139095040);
if l_2793 {
l_mut_411 = l_2786;
}
}
}
let l_2794 = bitcast<f32>(l_mut_411);
let l_2795 = bitcast<u32>(l_2794);
let l_2796 = l_2795 & u32(2147483647);
let l_2797 = bitcast<f32>(l_2796);
let l_2798 = f64(l_2797);
l_mut_166 = l_2798;
let l_2799 = l_2796 < u32(8388608);
if l_2799 {
let l_2800 = f64(l_2796);
let l_2801 = l_2800 * f64(1.401298464324817e-45);
l_mut_166 = l_2801;
}
let l_2802 = bitcast<u64>(l_mut_166);
let l_2803 = l_2795 >> u32(31);
let l_2804 = u64(l_2803);
let l_2805 = l_2804 << u32(bitcast<u64>(u64(63)));
let l_2806 = l_2802 | l_2805;
let l_2807 = bitcast<f64>(l_2806);
l_mut_2584 = l_2807;
}
}
}
let l_2808 = -l_mut_2584;
l_mut_2584 = l_2808;
let l_2809 = bool(false) && bool(true);
if l_2809 {
let l_2810 = l_2721 + l_2724;
let l_2811 = l_2810 * f64(7.1362384635298e44);
let l_2812 = floor(l_2811);
let l_2813 = l_2812 * f64(1.401298464324817e-45);
l_mut_166 = l_2813;
let l_2814 = abs(l_2810);
let l_2815 = l_2814 >= f64(1.1754943508222875e-38);
if l_2815 {
let l_2816 = f32(l_2810);
let l_2817 = f64(l_2816);
l_mut_166 = l_2817;
let l_2818 = l_mut_166 > l_2810;
if l_2818 {
let l_2819 = bitcast<u32>(l_2816);
let l_2820 = l_2819 ^ u32(2147483648);
let l_2821 = bitcast<f32>(l_2820);
let l_2822 = bitcast<u32>(l_2821);
let l_2823 = l_2822 + u32(1);
l_mut_411 = l_2823;
let l_2824 = l_2822 & u32(2147483647);
let l_2825 = l_2824 == u32(0);
if l_2825 {
l_mut_411 = u32(1);
} else {
let l_2826 = l_2822 & u32(2147483648);
let l_2827 = l_2826 != u32(0);
if l_2827 {
let l_2828 = l_2822 - u32(1);
l_mut_411 = l_2828;
} else {
let l_2829 = l_2822 == u32(2139095040);
if l_2829 {
l_mut_411 = l_2822;
}
}
}
let l_2830 = bitcast<f32>(l_mut_411);
let l_2831 = bitcast<u32>(l_2830);
let l_2832 = l_2831 ^ u32(2147483648);
let l_2833 = bitcast<f32>(l_2832);
let l_2834 = bitcast<u32>(l_2833);
let l_2835 = l_2834 & u32(2147483647);
let l_2836 = bitcast<f32>(l_2835);
let l_2837 = f64(l_2836);
l_mut_2838 = l_2837;
let l_2839 = l_2835 < u32(8388608);
if l_2839 {
let l_2840 = f64(l_2835);
let l_2841 = l_2840 * f64(1.401298464324817e-45);
l_mut_2838 = l_2841;
}
let l_2842 = bitcast<u64>(l_mut_2838);
let l_2843 = l_2834 >> u32(31);
let l_2844 = u64(l_2843);
let l_2845 = l_2844 << u32(bitcast<u64>(u64(63)));
let l_2846 = l_2842 | l_2845;
let l_2847 = bitcast<f64>(l_2846);
l_mut_166 = l_2847;
} else {
let l_2848 = bitcast<u32>(l_2816);
let l_2849 = l_2848 + u32(1);
l_mut_411 = l_2849;
let l_2850 = l_2848 & u32(2147483647);
let l_2851 = l_2850 == u32(0);
if l_2851 {
l_mut_411 = u32(1);
} else {
let l_2852 = l_2848 & u32(2147483648);
let l_2853 = l_2852 != u32(0);
if l_2853 {
let l_2854 = l_2848 - u32(1);
l_mut_411 = l_2854;
} else {
let l_2855 = l_2848 == u32(2139095040);
if l_2855 {
l_mut_411 = l_2848;
}
}
}
let l_2856 = bitcast<f32>(l_mut_411);
let l_2857 = bitcast<u32>(l_2856);
let l_2858 = l_2857 & u32(2147483647);
let l_2859 = bitcast<f32>(l_2858);
let l_2860 = f64(l_2859);
l_mut_2838 = l_2860;
let l_2861 = l_2858 < u32(8388608);
if l_2861 {
let l_2862 = f64(l_2858);
let l_2863 = l_2862 * f64(1.401298464324817e-45);
l_mut_2838 = l_2863;
}
let l_2864 = bitcast<u64>(l_mut_2838);
let l_2865 = l_2857 >> u32(31);
let l_2866 = u64(l_2865);
let l_2867 = l_2866 << u32(bitcast<u64>(u64(63)));
let l_2868 = l_2864 | l_2867;
let l_2869 = bitcast<f64>(l_2868);
let l_2870 = l_2869 <= l_2810;
if l_2870 {
let l_2871 = bitcast<u32>(l_2816);
let l_2872 = l_2871 + u32(1);
l_mut_411 = l_2872;
let l_2873 = l_2871 & u32(2147483647);
let l_2874 = l_2873 == u32(0);
if l_2874 {
l_mut_411 = u32(1);
} else {
let l_2875 = l_2871 & u32(2147483648);
let l_2876 = l_2875 != u32(0);
if l_2876 {
let l_2877 = l_2871 - u32(1);
l_mut_411 = l_2877;
} else {
let l_2878 = l_2871 == u32(2139095040);
if l_2878 {
l_mut_411 = l_2871;
}
}
}
let l_2879 = bitcast<f32>(l_mut_411);
let l_2880 = bitcast<u32>(l_2879);
let l_2881 = l_2880 & u32(2147483647);
let l_2882 = bitcast<f32>(l_2881);
let l_2883 = f64(l_2882);
l_mut_2838 = l_2883;
let l_2884 = l_2881 < u32(8388608);
if l_2884 {
let l_2885 = f64(l_2881);
let l_2886 = l_2885 * f64(1.401298464324817e-45);
l_mut_2838 = l_2886;
}
let l_2887 = bitcast<u64>(l_mut_2838);
let l_2888 = l_2880 >> u32(31);
let l_2889 = u64(l_2888);
let l_2890 = l_2889 << u32(bitcast<u64>(u64(63)));
let l_2891 = l_2887 | l_2890;
let l_2892 = bitcast<f64>(l_2891);
l_mut_166 = l_2892;
}
}
}
l_mut_2584 = l_mut_166;
} else {
let l_2893 = l_2721 - l_2724;
let l_2894 = -l_2893;
let l_2895 = l_2894 * f64(7.1362384635298e44);
let l_2896 = floor(l_2895);
let l_2897 = l_2896 * f64(1.401298464324817e-45);
l_mut_2838 = l_2897;
let l_2898 = abs(l_2894);
let l_2899 = l_2898 >= f64(1.1754943508222875e-38);
if l_2899 {
let l_2900 = f32(l_2894);
let l_2901 = f64(l_2900);
l_mut_2838 = l_2901;
let l_2902 = l_mut_2838 > l_2894;
if l_2902 {
let l_2903 = bitcast<u32>(l_2900);
let l_2904 = l_2903 ^ u32(2147483648);
let l_2905 = bitcast<f32>(l_2904);
let l_2906 = bitcast<u32>(l_2905);
let l_2907 = l_2906 + u32(1);
l_mut_411 = l_2907;
let l_2908 = l_2906 & u32(2147483647);
let l_2909 = l_2908 == u32(0);
if l_2909 {
l_mut_411 = u32(1);
} else {
let l_2910 = l_2906 & u32(2147483648);
let l_2911 = l_2910 != u32(0);
if l_2911 {
let l_2912 = l_2906 - u32(1);
l_mut_411 = l_2912;
} else {
let l_2913 = l_2906 == u32(2139095040);
if l_2913 {
l_mut_411 = l_2906;
}
}
}
let l_2914 = bitcast<f32>(l_mut_411);
let l_2915 = bitcast<u32>(l_2914);
let l_2916 = l_2915 ^ u32(2147483648);
let l_2917 = bitcast<f32>(l_2916);
let l_2918 = bitcast<u32>(l_2917);
let l_2919 = l_2918 & u32(2147483647);
let l_2920 = bitcast<f32>(l_2919);
let l_2921 = f64(l_2920);
l_mut_166 = l_2921;
let l_2922 = l_2919 < u32(8388608);
if l_2922 {
let l_2923 = f64(l_2919);
let l_2924 = l_2923 * f64(1.401298464324817e-45);
l_mut_166 = l_2924;
}
let l_2925 = bitcast<u64>(l_mut_166);
let l_2926 = l_2918 >> u32(31);
let l_2927 = u64(l_2926);
let l_2928 = l_2927 << u32(bitcast<u64>(u64(63)));
let l_2929 = l_2925 | l_2928;
let l_2930 = bitcast<f64>(l_2929);
l_mut_2838 = l_2930;
} else {
let l_2931 = bitcast<u32>(l_2900);
let l_2932 = l_2931 + u32(1);
l_mut_411 = l_2932;
let l_2933 = l_2931 & u32(2147483647);
let l_2934 = l_2933 == u32(0);
if l_2934 {
l_mut_411 = u32(1);
} else {
let l_2935 = l_2931 & u32(2147483648);
let l_2936 = l_2935 != u32(0);
if l_2936 {
let l_2937 = l_2931 - u32(1);
l_mut_411 = l_2937;
} else {
let l_2938 = l_2931 == u32(2139095040);
if l_2938 {
l_mut_411 = l_2931;
}
}
}
let l_2939 = bitcast<f32>(l_mut_411);
let l_2940 = bitcast<u32>(l_2939);
let l_2941 = l_2940 & u32(2147483647);
let l_2942 = bitcast<f32>(l_2941);
let l_2943 = f64(l_2942);
l_mut_166 = l_2943;
let l_2944 = l_2941 < u32(8388608);
if l_2944 {
let l_2945 = f64(l_2941);
let l_2946 = l_2945 * f64(1.401298464324817e-45);
l_mut_166 = l_2946;
}
let l_2947 = bitcast<u64>(l_mut_166);
let l_2948 = l_2940 >> u32(31);
let l_2949 = u64(l_2948);
let l_2950 = l_2949 << u32(bitcast<u64>(u64(63)));
let l_2951 = l_2947 | l_2950;
let l_2952 = bitcast<f64>(l_2951);
let l_2953 = l_2952 <= l_2894;
if l_2953 {
let l_2954 = bitcast<u32>(l_2900);
let l_2955 = l_2954 + u32(1);
l_mut_411 = l_2955;
let l_2956 = l_2954 & u32(2147483647);
let l_2957 = l_2956 == u32(0);
if l_2957 {
l_mut_411 = u32(1);
} else {
let l_2958 = l_2954 & u32(2147483648);
let l_2959 = l_2958 != u32(0);
if l_2959 {
let l_2960 = l_2954 - u32(1);
l_mut_411 = l_2960;
} else {
let l_2961 = l_2954 == u32(2139095040);
if l_2961 {
l_mut_411 = l_2954;
}
}
}
let l_2962 = bitcast<f32>(l_mut_411);
let l_2963 = bitcast<u32>(l_2962);
let l_2964 = l_2963 & u32(2147483647);
let l_2965 = bitcast<f32>(l_2964);
let l_2966 = f64(l_2965);
l_mut_166 = l_2966;
let l_2967 = l_2964 < u32(8388608);
if l_2967 {
let l_2968 = f64(l_2964);
let l_2969 = l_2968 * f64(1.401298464324817e-45);
l_mut_166 = l_2969;
}
let l_2970 = bitcast<u64>(l_mut_166);
let l_2971 = l_2963 >> u32(31);
let l_2972 = u64(l_2971);
let l_2973 = l_2972 << u32(bitcast<u64>(u64(63)));
let l_2974 = l_2970 | l_2973;
let l_2975 = bitcast<f64>(l_2974);
l_mut_2838 = l_2975;
}
}
}
let l_2976 = -l_mut_2838;
l_mut_2584 = l_2976;
}
let l_2977 = l_mut_1486 - l_381;
let l_2978 = abs(l_2977);
let l_2979 = l_2978 * f64(2.220446049250313e-16);
let l_2980 = l_2466 + l_2979;
let l_2981 = l_2977 + l_2980;
let l_2982 = -l_2981;
let l_2983 = l_2982 * f64(7.1362384635298e44);
let l_2984 = floor(l_2983);
let l_2985 = l_2984 * f64(1.401298464324817e-45);
l_mut_2838 = l_2985;
let l_2986 = abs(l_2982);
let l_2987 = l_2986 >= f64(1.1754943508222875e-38);
if l_2987 {
let l_2988 = f32(l_2982);
let l_2989 = f64(l_2988);
l_mut_2838 = l_2989;
let l_2990 = l_mut_2838 > l_2982;
if l_2990 {
let l_2991 = bitcast<u32>(l_2988);
let l_2992 = l_2991 ^ u32(2147483648);
let l_2993 = bitcast<f32>(l_2992);
let l_2994 = bitcast<u32>(l_2993);
let l_2995 = l_2994 + u32(1);
l_mut_411 = l_2995;
let l_2996 = l_2994 & u32(2147483647);
let l_2997 = l_2996 == u32(0);
if l_2997 {
l_mut_411 = u32(1);
} else {
let l_2998 = l_2994 & u32(2147483648);
let l_2999 = l_2998 != u32(0);
if l_2999 {
let l_3000 = l_2994 - u32(1);
l_mut_411 = l_3000;
} else {
let l_3001 = l_2994 == u32(2139095040);
if l_3001 {
l_mut_411 = l_2994;
}
}
}
let l_3002 = bitcast<f32>(l_mut_411);
let l_3003 = bitcast<u32>(l_3002);
let l_3004 = l_3003 ^ u32(2147483648);
let l_3005 = bitcast<f32>(l_3004);
let l_3006 = bitcast<u32>(l_3005);
let l_3007 = l_3006 & u32(2147483647);
let l_3008 = bitcast<f32>(l_3007);
let l_3009 = f64(l_3008);
l_mut_166 = l_3009;
let l_3010 = l_3007 < u32(8388608);
if l_3010 {
let l_3011 = f64(l_3007);
let l_3012 = l_3011 * f64(1.401298464324817e-45);
l_mut_166 = l_3012;
}
let l_3013 = bitcast<u64>(l_mut_166);
let l_3014 = l_3006 >> u32(31);
let l_3015 = u64(l_3014);
let l_3016 = l_3015 << u32(bitcast<u64>(u64(63)));
let l_3017 = l_3013 | l_3016;
let l_3018 = bitcast<f64>(l_3017);
l_mut_2838 = l_3018;
} else {
let l_3019 = bitcast<u32>(l_2988);
let l_3020 = l_3019 + u32(1);
l_mut_411 = l_3020;
let l_3021 = l_3019 & u32(2147483647);
let l_3022 = l_3021 == u32(0);
if l_3022 {
l_mut_411 = u32(1);
} else {
let l_3023 = l_3019 & u32(2147483648);
let l_3024 = l_3023 != u32(0);
if l_3024 {
let l_3025 = l_3019 - u32(1);
l_mut_411 = l_3025;
} else {
let l_3026 = l_3019 == u32(2139095040);
if l_3026 {
l_mut_411 = l_3019;
}
}
}
let l_3027 = bitcast<f32>(l_mut_411);
let l_3028 = bitcast<u32>(l_3027);
let l_3029 = l_3028 & u32(2147483647);
let l_3030 = bitcast<f32>(l_3029);
let l_3031 = f64(l_3030);
l_mut_166 = l_3031;
let l_3032 = l_3029 < u32(8388608);
if l_3032 {
let l_3033 = f64(l_3029);
let l_3034 = l_3033 * f64(1.401298464324817e-45);
l_mut_166 = l_3034;
}
let l_3035 = bitcast<u64>(l_mut_166);
let l_3036 = l_3028 >> u32(31);
let l_3037 = u64(l_3036);
let l_3038 = l_3037 << u32(bitcast<u64>(u64(63)));
let l_3039 = l_3035 | l_3038;
let l_3040 = bitcast<f64>(l_3039);
let l_3041 = l_3040 <= l_2982;
if l_3041 {
let l_3042 = bitcast<u32>(l_2988);
let l_3043 = l_3042 + u32(1);
l_mut_411 = l_3043;
let l_3044 = l_3042 & u32(2147483647);
let l_3045 = l_3044 == u32(0);
if l_3045 {
l_mut_411 = u32(1);
} else {
let l_3046 = l_3042 & u32(2147483648);
let l_3047 = l_3046 != u32(0);
if l_3047 {
let l_3048 = l_3042 - u32(1);
l_mut_411 = l_3048;
} else {
let l_3049 = l_3042 == u32(2139095040);
if l_3049 {
l_mut_411 = l_3042;
}
}
}
let l_3050 = bitcast<f32>(l_mut_411);
let l_3051 = bitcast<u32>(l_3050);
let l_3052 = l_3051 & u32(2147483647);
let l_3053 = bitcast<f32>(l_3052);
let l_3054 = f64(l_3053);
l_mut_166 = l_3054;
let l_3055 = l_3052 < u32(8388608);
if l_3055 {
let l_3056 = f64(l_3052);
let l_3057 = l_3056 * f64(1.401298464324817e-45);
l_mut_166 = l_3057;
}
let l_3058 = bitcast<u64>(l_mut_166);
let l_3059 = l_3051 >> u32(31);
let l_3060 = u64(l_3059);
let l_3061 = l_3060 << u32(bitcast<u64>(u64(63)));
let l_3062 = l_3058 | l_3061;
let l_3063 = bitcast<f64>(l_3062);
l_mut_2838 = l_3063;
}
}
}
let l_3064 = -l_mut_2838;
l_mut_2838 = l_3064;
let l_3065 = bool(true) && bool(true);
if l_3065 {
let l_3066 = l_2977 + l_2980;
let l_3067 = l_3066 * f64(7.1362384635298e44);
let l_3068 = floor(l_3067);
let l_3069 = l_3068 * f64(1.401298464324817e-45);
l_mut_166 = l_3069;
let l_3070 = abs(l_3066);
let l_3071 = l_3070 >= f64(1.1754943508222875e-38);
if l_3071 {
let l_3072 = f32(l_3066);
let l_3073 = f64(l_3072);
l_mut_166 = l_3073;
let l_3074 = l_mut_166 > l_3066;
if l_3074 {
let l_3075 = bitcast<u32>(l_3072);
let l_3076 = l_3075 ^ u32(2147483648);
let l_3077 = bitcast<f32>(l_3076);
let l_3078 = bitcast<u32>(l_3077);
let l_3079 = l_3078 + u32(1);
l_mut_411 = l_3079;
let l_3080 = l_3078 & u32(2147483647);
let l_3081 = l_3080 == u32(0);
if l_3081 {
l_mut_411 = u32(1);
} else {
let l_3082 = l_3078 & u32(2147483648);
let l_3083 = l_3082 != u32(0);
if l_3083 {
let l_3084 = l_3078 - u32(1);
l_mut_411 = l_3084;
} else {
let l_3085 = l_3078 == u32(2139095040);
if l_3085 {
l_mut_411 = l_3078;
}
}
}
let l_3086 = bitcast<f32>(l_mut_411);
let l_3087 = bitcast<u32>(l_3086);
let l_3088 = l_3087 ^ u32(2147483648);
let l_3089 = bitcast<f32>(l_3088);
let l_3090 = bitcast<u32>(l_3089);
let l_3091 = l_3090 & u32(2147483647);
let l_3092 = bitcast<f32>(l_3091);
let l_3093 = f64(l_3092);
l_mut_3094 = l_3093;
let l_3095 = l_3091 < u32(8388608);
if l_3095 {
let l_3096 = f64(l_3091);
let l_3097 = l_3096 * f64(1.401298464324817e-45);
l_mut_3094 = l_3097;
}
let l_3098 = bitcast<u64>(l_mut_3094);
let l_3099 = l_3090 >> u32(31);
let l_3100 = u64(l_3099);
let l_3101 = l_3100 << u32(bitcast<u64>(u64(63)));
let l_3102 = l_3098 | l_3101;
let l_3103 = bitcast<f64>(l_3102);
l_mut_166 = l_3103;
} else {
let l_3104 = bitcast<u32>(l_3072);
let l_3105 = l_3104 + u32(1);
l_mut_411 = l_3105;
let l_3106 = l_3104 & u32(2147483647);
let l_3107 = l_3106 == u32(0);
if l_3107 {
l_mut_411 = u32(1);
} else {
let l_3108 = l_3104 & u32(2147483648);
let l_3109 = l_3108 != u32(0);
if l_3109 {
let l_3110 = l_3104 - u32(1);
l_mut_411 = l_3110;
} else {
let l_3111 = l_3104 == u32(2139095040);
if l_3111 {
l_mut_411 = l_3104;
}
}
}
let l_3112 = bitcast<f32>(l_mut_411);
let l_3113 = bitcast<u32>(l_3112);
let l_3114 = l_3113 & u32(2147483647);
let l_3115 = bitcast<f32>(l_3114);
let l_3116 = f64(l_3115);
l_mut_3094 = l_3116;
let l_3117 = l_3114 < u32(8388608);
if l_3117 {
let l_3118 = f64(l_3114);
let l_3119 = l_3118 * f64(1.401298464324817e-45);
l_mut_3094 = l_3119;
}
let l_3120 = bitcast<u64>(l_mut_3094);
let l_3121 = l_3113 >> u32(31);
let l_3122 = u64(l_3121);
let l_3123 = l_3122 << u32(bitcast<u64>(u64(63)));
let l_3124 = l_3120 | l_3123;
let l_3125 = bitcast<f64>(l_3124);
let l_3126 = l_3125 <= l_3066;
if l_3126 {
let l_3127 = bitcast<u32>(l_3072);
let l_3128 = l_3127 + u32(1);
l_mut_411 = l_3128;
let l_3129 = l_3127 & u32(2147483647);
let l_3130 = l_3129 == u32(0);
if l_3130 {
l_mut_411 = u32(1);
} else {
let l_3131 = l_3127 & u32(2147483648);
let l_3132 = l_3131 != u32(0);
if l_3132 {
let l_3133 = l_3127 - u32(1);
l_mut_411 = l_3133;
} else {
let l_3134 = l_3127 == u32(2139095040);
if l_3134 {
l_mut_411 = l_3127;
}
}
}
let l_3135 = bitcast<f32>(l_mut_411);
let l_3136 = bitcast<u32>(l_3135);
let l_3137 = l_3136 & u32(2147483647);
let l_3138 = bitcast<f32>(l_3137);
let l_3139 = f64(l_3138);
l_mut_3094 = l_3139;
let l_3140 = l_3137 < u32(8388608);
if l_3140 {
let l_3141 = f64(l_3137);
let l_3142 = l_3141 * f64(1.401298464324817e-45);
l_mut_3094 = l_3142;
}
let l_3143 = bitcast<u64>(l_mut_3094);
let l_3144 = l_3136 >> u32(31);
let l_3145 = u64(l_3144);
let l_3146 = l_3145 << u32(bitcast<u64>(u64(63)));
let l_3147 = l_3143 | l_3146;
let l_3148 = bitcast<f64>(l_3147);
l_mut_166 = l_3148;
}
}
}
l_mut_2838 = l_mut_166;
} else {
let l_3149 = l_2977 - l_2980;
let l_3150 = l_3149 * f64(7.1362384635298e44);
let l_3151 = floor(l_3150);
let l_3152 = l_3151 * f64(1.401298464324817e-45);
l_mut_3094 = l_3152;
let l_3153 = abs(l_3149);
let l_3154 = l_3153 >= f64(1.1754943508222875e-38);
if l_3154 {
let l_3155 = f32(l_3149);
let l_3156 = f64(l_3155);
l_mut_3094 = l_3156;
let l_3157 = l_mut_3094 > l_3149;
if l_3157 {
let l_3158 = bitcast<u32>(l_3155);
let l_3159 = l_3158 ^ u32(2147483648);
let l_3160 = bitcast<f32>(l_3159);
let l_3161 = bitcast<u32>(l_3160);
let l_3162 = l_3161 + u32(1);
l_mut_411 = l_3162;
let l_3163 = l_3161 & u32(2147483647);
let l_3164 = l_3163 == u32(0);
if l_3164 {
l_mut_411 = u32(1);
} else {
let l_3165 = l_3161 & u32(2147483648);
let l_3166 = l_3165 != u32(0);
if l_3166 {
let l_3167 = l_3161 - u32(1);
l_mut_411 = l_3167;
} else {
let l_3168 = l_3161 == u32(2139095040);
if l_3168 {
l_mut_411 = l_3161;
}
}
}
let l_3169 = bitcast<f32>(l_mut_411);
let l_3170 = bitcast<u32>(l_3169);
let l_3171 = l_3170 ^ u32(2147483648);
let l_3172 = bitcast<f32>(l_3171);
let l_3173 = bitcast<u32>(l_3172);
let l_3174 = l_3173 & u32(2147483647);
let l_3175 = bitcast<f32>(l_3174);
let l_3176 = f64(l_3175);
l_mut_166 = l_3176;
let l_3177 = l_3174 < u32(8388608);
if l_3177 {
let l_3178 = f64(l_3174);
let l_3179 = l_3178 * f64(1.401298464324817e-45);
l_mut_166 = l_3179;
}
let l_3180 = bitcast<u64>(l_mut_166);
let l_3181 = l_3173 >> u32(31);
let l_3182 = u64(l_3181);
let l_3183 = l_3182 << u32(bitcast<u64>(u64(63)));
let l_3184 = l_3180 | l_3183;
let l_3185 = bitcast<f64>(l_3184);
l_mut_3094 = l_3185;
} else {
let l_3186 = bitcast<u32>(l_3155);
let l_3187 = l_3186 + u32(1);
l_mut_411 = l_3187;
let l_3188 = l_3186 & u32(2147483647);
let l_3189 = l_3188 == u32(0);
if l_3189 {
l_mut_411 = u32(1);
} else {
let l_3190 = l_3186 & u32(2147483648);
let l_3191 = l_3190 != u32(0);
if l_3191 {
let l_3192 = l_3186 - u32(1);
l_mut_411 = l_3192;
} else {
let l_3193 = l_3186 == u32(2139095040);
if l_3193 {
l_mut_411 = l_3186;
}
}
}
let l_3194 = bitcast<f32>(l_mut_411);
let l_3195 = bitcast<u32>(l_3194);
let l_3196 = l_3195 & u32(2147483647);
let l_3197 = bitcast<f32>(l_3196);
let l_3198 = f64(l_3197);
l_mut_166 = l_3198;
let l_3199 = l_3196 < u32(8388608);
if l_3199 {
let l_3200 = f64(l_3196);
let l_3201 = l_3200 * f64(1.401298464324817e-45);
l_mut_166 = l_3201;
}
let l_3202 = bitcast<u64>(l_mut_166);
let l_3203 = l_3195 >> u32(31);
let l_3204 = u64(l_3203);
let l_3205 = l_3204 << u32(bitcast<u64>(u64(63)));
let l_3206 = l_3202 | l_3205;
let l_3207 = bitcast<f64>(l_3206);
let l_3208 = l_3207 <= l_3149;
if l_3208 {
let l_3209 = bitcast<u32>(l_3155);
let l_3210 = l_3209 + u32(1);
l_mut_411 = l_3210;
let l_3211 = l_3209 & u32(2147483647);
let l_3212 = l_3211 == u32(0);
if l_3212 {
l_mut_411 = u32(1);
} else {
let l_3213 = l_3209 & u32(2147483648);
let l_3214 = l_3213 != u32(0);
if l_3214 {
let l_3215 = l_3209 - u32(1);
l_mut_411 = l_3215;
} else {
let l_3216 = l_3209 == u32(2139095040);
if l_3216 {
l_mut_411 = l_3209;
}
}
}
let l_3217 = bitcast<f32>(l_mut_411);
let l_3218 = bitcast<u32>(l_3217);
let l_3219 = l_3218 & u32(2147483647);
let l_3220 = bitcast<f32>(l_3219);
let l_3221 = f64(l_3220);
l_mut_166 = l_3221;
let l_3222 = l_3219 < u32(8388608);
if l_3222 {
let l_3223 = f64(l_3219);
let l_3224 = l_3223 * f64(1.401298464324817e-45);
l_mut_166 = l_3224;
}
let l_3225 = bitcast<u64>(l_mut_166);
let l_3226 = l_3218 >> u32(31);
let l_3227 = u64(l_3226);
let l_3228 = l_3227 << u32(bitcast<u64>(u64(63)));
let l_3229 = l_3225 | l_3228;
let l_3230 = bitcast<f64>(l_3229);
l_mut_3094 = l_3230;
}
}
}
l_mut_2838 = l_mut_3094;
}
let l_3231 = l_mut_1486 + l_381;
let l_3232 = abs(l_3231);
let l_3233 = l_3232 * f64(2.220446049250313e-16);
let l_3234 = l_2466 + l_3233;
let l_3235 = l_3231 + l_3234;
let l_3236 = -l_3235;
let l_3237 = l_3236 * f64(7.1362384635298e44);
let l_3238 = floor(l_3237);
let l_3239 = l_3238 * f64(1.401298464324817e-45);
l_mut_3094 = l_3239;
let l_3240 = abs(l_3236);
let l_3241 = l_3240 >= f64(1.1754943508222875e-38);
if l_3241 {
let l_3242 = f32(l_3236);
let l_3243 = f64(l_3242);
l_mut_3094 = l_3243;
let l_3244 = l_mut_3094 > l_3236;
if l_3244 {
let l_3245 = bitcast<u32>(l_3242);
let l_3246 = l_3245 ^ u32(2147483648);
let l_3247 = bitcast<f32>(l_3246);
let l_3248 = bitcast<u32>(l_3247);
let l_3249 = l_3248 + u32(1);
l_mut_411 = l_3249;
let l_3250 = l_3248 & u32(2147483647);
let l_3251 = l_3250 == u32(0);
if l_3251 {
l_mut_411 = u32(1);
} else {
let l_3252 = l_3248 & u32(2147483648);
let l_3253 = l_3252 != u32(0);
if l_3253 {
let l_3254 = l_3248 - u32(1);
l_mut_411 = l_3254;
} else {
let l_3255 = l_3248 == u32(2139095040);
if l_3255 {
l_mut_411 = l_3248;
}
}
}
let l_3256 = bitcast<f32>(l_mut_411);
let l_3257 = bitcast<u32>(l_3256);
let l_3258 = l_3257 ^ u32(2147483648);
let l_3259 = bitcast<f32>(l_3258);
let l_3260 = bitcast<u32>(l_3259);
let l_3261 = l_3260 & u32(2147483647);
let l_3262 = bitcast<f32>(l_3261);
let l_3263 = f64(l_3262);
l_mut_166 = l_3263;
let l_3264 = l_3261 < u32(8388608);
if l_3264 {
let l_3265 = f64(l_3261);
let l_3266 = l_3265 * f64(1.401298464324817e-45);
l_mut_166 = l_3266;
}
let l_3267 = bitcast<u64>(l_mut_166);
let l_3268 = l_3260 >> u32(31);
let l_3269 = u64(l_3268);
let l_3270 = l_3269 << u32(bitcast<u64>(u64(63)));
let l_3271 = l_3267 | l_3270;
let l_3272 = bitcast<f64>(l_3271);
l_mut_3094 = l_3272;
} else {
let l_3273 = bitcast<u32>(l_3242);
let l_3274 = l_3273 + u32(1);
l_mut_411 = l_3274;
let l_3275 = l_3273 & u32(2147483647);
let l_3276 = l_3275 == u32(0);
if l_3276 {
l_mut_411 = u32(1);
} else {
let l_3277 = l_3273 & u32(2147483648);
let l_3278 = l_3277 != u32(0);
if l_3278 {
let l_3279 = l_3273 - u32(1);
l_mut_411 = l_3279;
} else {
let l_3280 = l_3273 == u32(2139095040);
if l_3280 {
l_mut_411 = l_3273;
}
}
}
let l_3281 = bitcast<f32>(l_mut_411);
let l_3282 = bitcast<u32>(l_3281);
let l_3283 = l_3282 & u32(2147483647);
let l_3284 = bitcast<f32>(l_3283);
let l_3285 = f64(l_3284);
l_mut_166 = l_3285;
let l_3286 = l_3283 < u32(8388608);
if l_3286 {
let l_3287 = f64(l_3283);
let l_3288 = l_3287 * f64(1.401298464324817e-45);
l_mut_166 = l_3288;
}
let l_3289 = bitcast<u64>(l_mut_166);
let l_3290 = l_3282 >> u32(31);
let l_3291 = u64(l_3290);
let l_3292 = l_3291 << u32(bitcast<u64>(u64(63)));
let l_3293 = l_3289 | l_3292;
let l_3294 = bitcast<f64>(l_3293);
let l_3295 = l_3294 <= l_3236;
if l_3295 {
let l_3296 = bitcast<u32>(l_3242);
let l_3297 = l_3296 + u32(1);
l_mut_411 = l_3297;
let l_3298 = l_3296 & u32(2147483647);
let l_3299 = l_3298 == u32(0);
if l_3299 {
l_mut_411 = u32(1);
} else {
let l_3300 = l_3296 & u32(2147483648);
let l_3301 = l_3300 != u32(0);
if l_3301 {
let l_3302 = l_3296 - u32(1);
l_mut_411 = l_3302;
} else {
let l_3303 = l_3296 == u32(2139095040);
if l_3303 {
l_mut_411 = l_3296;
}
}
}
let l_3304 = bitcast<f32>(l_mut_411);
let l_3305 = bitcast<u32>(l_3304);
let l_3306 = l_3305 & u32(2147483647);
let l_3307 = bitcast<f32>(l_3306);
let l_3308 = f64(l_3307);
l_mut_166 = l_3308;
let l_3309 = l_3306 < u32(8388608);
if l_3309 {
let l_3310 = f64(l_3306);
let l_3311 = l_3310 * f64(1.401298464324817e-45);
l_mut_166 = l_3311;
}
let l_3312 = bitcast<u64>(l_mut_166);
let l_3313 = l_3305 >> u32(31);
let l_3314 = u64(l_3313);
let l_3315 = l_3314 << u32(bitcast<u64>(u64(63)));
let l_3316 = l_3312 | l_3315;
let l_3317 = bitcast<f64>(l_3316);
l_mut_3094 = l_3317;
}
}
}
let l_3318 = -l_mut_3094;
l_mut_3094 = l_3318;
let l_3319 = bool(false) && bool(true);
if l_3319 {
let l_3320 = l_3231 + l_3234;
let l_3321 = l_3320 * f64(7.1362384635298e44);
let l_3322 = floor(l_3321);
let l_3323 = l_3322 * f64(1.401298464324817e-45);
l_mut_166 = l_3323;
let l_3324 = abs(l_3320);
let l_3325 = l_3324 >= f64(1.1754943508222875e-38);
if l_3325 {
let l_3326 = f32(l_3320);
let l_3327 = f64(l_3326);
l_mut_166 = l_3327;
let l_3328 = l_mut_166 > l_3320;
if l_3328 {
let l_3329 = bitcast<u32>(l_3326);
let l_3330 = l_3329 ^ u32(2147483648);
let l_3331 = bitcast<f32>(l_3330);
let l_3332 = bitcast<u32>(l_3331);
let l_3333 = l_3332 + u32(1);
l_mut_411 = l_3333;
let l_3334 = l_3332 & u32(2147483647);
let l_3335 = l_3334 == u32(0);
if l_3335 {
l_mut_411 = u32(1);
} else {
let l_3336 = l_3332 & u32(2147483648);
let l_3337 = l_3336 != u32(0);
if l_3337 {
let l_3338 = l_3332 - u32(1);
l_mut_411 = l_3338;
} else {
let l_3339 = l_3332 == u32(2139095040);
if l_3339 {
l_mut_411 = l_3332;
}
}
}
let l_3340 = bitcast<f32>(l_mut_411);
let l_3341 = bitcast<u32>(l_3340);
let l_3342 = l_3341 ^ u32(2147483648);
let l_3343 = bitcast<f32>(l_3342);
let l_3344 = bitcast<u32>(l_3343);
let l_3345 = l_3344 & u32(2147483647);
let l_3346 = bitcast<f32>(l_3345);
let l_3347 = f64(l_3346);
l_mut_3348 = l_3347;
let l_3349 = l_3345 < u32(8388608);
if l_3349 {
let l_3350 = f64(l_3345);
let l_3351 = l_3350 * f64(1.401298464324817e-45);
l_mut_3348 = l_3351;
}
let l_3352 = bitcast<u64>(l_mut_3348);
let l_3353 = l_3344 >> u32(31);
let l_3354 = u64(l_3353);
let l_3355 = l_3354 << u32(bitcast<u64>(u64(63)));
let l_3356 = l_3352 | l_3355;
let l_3357 = bitcast<f64>(l_3356);
l_mut_166 = l_3357;
} else {
let l_3358 = bitcast<u32>(l_3326);
let l_3359 = l_3358 + u32(1);
l_mut_411 = l_3359;
let l_3360 = l_3358 & u32(2147483647);
let l_3361 = l_3360 == u32(0);
if l_3361 {
l_mut_411 = u32(1);
} else {
let l_3362 = l_3358 & u32(2147483648);
let l_3363 = l_3362 != u32(0);
if l_3363 {
let l_3364 = l_3358 - u32(1);
l_mut_411 = l_3364;
} else {
let l_3365 = l_3358 == u32(2139095040);
if l_3365 {
l_mut_411 = l_3358;
}
}
}
let l_3366 = bitcast<f32>(l_mut_411);
let l_3367 = bitcast<u32>(l_3366);
let l_3368 = l_3367 & u32(2147483647);
let l_3369 = bitcast<f32>(l_3368);
let l_3370 = f64(l_3369);
l_mut_3348 = l_3370;
let l_3371 = l_3368 < u32(8388608);
if l_3371 {
let l_3372 = f64(l_3368);
let l_3373 = l_3372 * f64(1.401298464324817e-45);
l_mut_3348 = l_3373;
}
let l_3374 = bitcast<u64>(l_mut_3348);
let l_3375 = l_3367 >> u32(31);
let l_3376 = u64(l_3375);
let l_3377 = l_3376 << u32(bitcast<u64>(u64(63)));
let l_3378 = l_3374 | l_3377;
let l_3379 = bitcast<f64>(l_3378);
let l_3380 = l_3379 <= l_3320;
if l_3380 {
let l_3381 = bitcast<u32>(l_3326);
let l_3382 = l_3381 + u32(1);
l_mut_411 = l_3382;
let l_3383 = l_3381 & u32(2147483647);
let l_3384 = l_3383 == u32(0);
if l_3384 {
l_mut_411 = u32(1);
} else {
let l_3385 = l_3381 & u32(2147483648);
let l_3386 = l_3385 != u32(0);
if l_3386 {
let l_3387 = l_3381 - u32(1);
l_mut_411 = l_3387;
} else {
let l_3388 = l_3381 == u32(2139095040);
if l_3388 {
l_mut_411 = l_3381;
}
}
}
let l_3389 = bitcast<f32>(l_mut_411);
let l_3390 = bitcast<u32>(l_3389);
let l_3391 = l_3390 & u32(2147483647);
let l_3392 = bitcast<f32>(l_3391);
let l_3393 = f64(l_3392);
l_mut_3348 = l_3393;
let l_3394 = l_3391 < u32(8388608);
if l_3394 {
let l_3395 = f64(l_3391);
let l_3396 = l_3395 * f64(1.401298464324817e-45);
l_mut_3348 = l_3396;
}
let l_3397 = bitcast<u64>(l_mut_3348);
let l_3398 = l_3390 >> u32(31);
let l_3399 = u64(l_3398);
let l_3400 = l_3399 << u32(bitcast<u64>(u64(63)));
let l_3401 = l_3397 | l_3400;
let l_3402 = bitcast<f64>(l_3401);
l_mut_166 = l_3402;
}
}
}
l_mut_3094 = l_mut_166;
} else {
let l_3403 = l_3231 - l_3234;
let l_3404 = -l_3403;
let l_3405 = l_3404 * f64(7.1362384635298e44);
let l_3406 = floor(l_3405);
let l_3407 = l_3406 * f64(1.401298464324817e-45);
l_mut_3348 = l_3407;
let l_3408 = abs(l_3404);
let l_3409 = l_3408 >= f64(1.1754943508222875e-38);
if l_3409 {
let l_3410 = f32(l_3404);
let l_3411 = f64(l_3410);
l_mut_3348 = l_3411;
let l_3412 = l_mut_3348 > l_3404;
if l_3412 {
let l_3413 = bitcast<u32>(l_3410);
let l_3414 = l_3413 ^ u32(2147483648);
let l_3415 = bitcast<f32>(l_3414);
let l_3416 = bitcast<u32>(l_3415);
let l_3417 = l_3416 + u32(1);
l_mut_411 = l_3417;
let l_3418 = l_3416 & u32(2147483647);
let l_3419 = l_3418 == u32(0);
if l_3419 {
l_mut_411 = u32(1);
} else {
let l_3420 = l_3416 & u32(2147483648);
let l_3421 = l_3420 != u32(0);
if l_3421 {
let l_3422 = l_3416 - u32(1);
l_mut_411 = l_3422;
} else {
let l_3423 = l_3416 == u32(2139095040);
if l_3423 {
l_mut_411 = l_3416;
}
}
}
let l_3424 = bitcast<f32>(l_mut_411);
let l_3425 = bitcast<u32>(l_3424);
let l_3426 = l_3425 ^ u32(2147483648);
let l_3427 = bitcast<f32>(l_3426);
let l_3428 = bitcast<u32>(l_3427);
let l_3429 = l_3428 & u32(2147483647);
let l_3430 = bitcast<f32>(l_3429);
let l_3431 = f64(l_3430);
l_mut_166 = l_3431;
let l_3432 = l_3429 < u32(8388608);
if l_3432 {
let l_3433 = f64(l_3429);
let l_3434 = l_3433 * f64(1.401298464324817e-45);
l_mut_166 = l_3434;
}
let l_3435 = bitcast<u64>(l_mut_166);
let l_3436 = l_3428 >> u32(31);
let l_3437 = u64(l_3436);
let l_3438 = l_3437 << u32(bitcast<u64>(u64(63)));
let l_3439 = l_3435 | l_3438;
let l_3440 = bitcast<f64>(l_3439);
l_mut_3348 = l_3440;
} else {
let l_3441 = bitcast<u32>(l_3410);
let l_3442 = l_3441 + u32(1);
l_mut_411 = l_3442;
let l_3443 = l_3441 & u32(2147483647);
let l_3444 = l_3443 == u32(0);
if l_3444 {
l_mut_411 = u32(1);
} else {
let l_3445 = l_3441 & u32(2147483648);
let l_3446 = l_3445 != u32(0);
if l_3446 {
let l_3447 = l_3441 - u32(1);
l_mut_411 = l_3447;
} else {
let l_3448 = l_3441 == u32(2139095040);
if l_3448 {
l_mut_411 = l_3441;
}
}
}
let l_3449 = bitcast<f32>(l_mut_411);
let l_3450 = bitcast<u32>(l_3449);
let l_3451 = l_3450 & u32(2147483647);
let l_3452 = bitcast<f32>(l_3451);
let l_3453 = f64(l_3452);
l_mut_166 = l_3453;
let l_3454 = l_3451 < u32(8388608);
if l_3454 {
let l_3455 = f64(l_3451);
let l_3456 = l_3455 * f64(1.401298464324817e-45);
l_mut_166 = l_3456;
}
let l_3457 = bitcast<u64>(l_mut_166);
let l_3458 = l_3450 >> u32(31);
let l_3459 = u64(l_3458);
let l_3460 = l_3459 << u32(bitcast<u64>(u64(63)));
let l_3461 = l_3457 | l_3460;
let l_3462 = bitcast<f64>(l_3461);
let l_3463 = l_3462 <= l_3404;
if l_3463 {
let l_3464 = bitcast<u32>(l_3410);
let l_3465 = l_3464 + u32(1);
l_mut_411 = l_3465;
let l_3466 = l_3464 & u32(2147483647);
let l_3467 = l_3466 == u32(0);
if l_3467 {
l_mut_411 = u32(1);
} else {
let l_3468 = l_3464 & u32(2147483648);
let l_3469 = l_3468 != u32(0);
if l_3469 {
let l_3470 = l_3464 - u32(1);
l_mut_411 = l_3470;
} else {
let l_3471 = l_3464 == u32(2139095040);
if l_3471 {
l_mut_411 = l_3464;
}
}
}
let l_3472 = bitcast<f32>(l_mut_411);
let l_3473 = bitcast<u32>(l_3472);
let l_3474 = l_3473 & u32(2147483647);
let l_3475 = bitcast<f32>(l_3474);
let l_3476 = f64(l_3475);
l_mut_166 = l_3476;
let l_3477 = l_3474 < u32(8388608);
if l_3477 {
let l_3478 = f64(l_3474);
let l_3479 = l_3478 * f64(1.401298464324817e-45);
l_mut_166 = l_3479;
}
let l_3480 = bitcast<u64>(l_mut_166);
let l_3481 = l_3473 >> u32(31);
let l_3482 = u64(l_3481);
let l_3483 = l_3482 << u32(bitcast<u64>(u64(63)));
let l_3484 = l_3480 | l_3483;
let l_3485 = bitcast<f64>(l_3484);
l_mut_3348 = l_3485;
}
}
}
let l_3486 = -l_mut_3348;
l_mut_3094 = l_3486;
}
l_mut_411 = u32(0);
let l_3487 = l_mut_2838 <= f64(0.0);
let l_3488 = l_mut_3094 >= f64(0.0);
let l_3489 = l_3487 && l_3488;
let l_3490 = !l_3489;
if l_3490 {
let l_3492 = l_mut_221 / l_mut_2838;
let l_3493 = l_mut_221 / l_mut_3094;
let l_3494 = l_mut_2584 / l_mut_2838;
let l_3495 = l_mut_2584 / l_mut_3094;
a_3491[u32(0)] = l_3492;
a_3491[u32(1)] = l_3492;
let l_3496 = a_3491[u32(0)];
let l_3497 = l_3493 < l_3496;
if l_3497 {
a_3491[u32(0)] = l_3493;
}
let l_3498 = a_3491[u32(0)];
let l_3499 = l_3494 < l_3498;
if l_3499 {
a_3491[u32(0)] = l_3494;
}
let l_3500 = a_3491[u32(0)];
let l_3501 = l_3495 < l_3500;
if l_3501 {
a_3491[u32(0)] = l_3495;
}
let l_3502 = a_3491[u32(1)];
let l_3503 = l_3493 > l_3502;
if l_3503 {
a_3491[u32(1)] = l_3493;
}
let l_3504 = a_3491[u32(1)];
let l_3505 = l_3494 > l_3504;
if l_3505 {
a_3491[u32(1)] = l_3494;
}
let l_3506 = a_3491[u32(1)];
let l_3507 = l_3495 > l_3506;
if l_3507 {
a_3491[u32(1)] = l_3495;
}
let l_3508 = a_3491[u32(0)];
let l_3509 = abs(l_3508);
let l_3510 = l_3509 * l_mut_1073;
let l_3511 = a_3491[u32(1)];
let l_3512 = abs(l_3511);
let l_3513 = l_3512 * l_mut_1073;
l_mut_411 = u32(2);
let l_3514 = a_3491[u32(0)];
let l_3515 = l_3514 - l_3510;
let l_3516 = abs(l_3515);
l_mut_3348 = f64(1.401298464324817e-45);
let l_3517 = l_3516 >= f64(1.1754943508222875e-38);
let l_3518 = l_3516 <= f64(1.7976931348623157e308);
let l_3519 = l_3517 && l_3518;
if l_3519 {
let l_3520 = bitcast<u64>(l_3516);
let l_3521 = l_3520 >> u32(bitcast<u64>(u64(52)));
let l_3522 = l_3521 - u64(23);
let l_3523 = l_3522 << u32(bitcast<u64>(u64(52)));
let l_3524 = bitcast<f64>(l_3523);
l_mut_3348 = l_3524;
}
let l_3525 = l_3514 + l_3510;
let l_3526 = abs(l_3525);
l_mut_3094 = f64(1.401298464324817e-45);
let l_3527 = l_3526 >= f64(1.1754943508222875e-38);
let l_3528 = l_3526 <= f64(1.7976931348623157e308);
let l_3529 = l_3527 && l_3528;
if l_3529 {
let l_3530 = bitcast<u64>(l_3526);
let l_3531 = l_3530 >> u32(bitcast<u64>(u64(52)));
let l_3532 = l_3531 - u64(23);
let l_3533 = l_3532 << u32(bitcast<u64>(u64(52)));
let l_3534 = bitcast<f64>(l_3533);
l_mut_3094 = l_3534;
}
let l_3535 = l_mut_3348 == l_mut_3094;
let l_3536 = a_3491[u32(1)];
let l_3537 = l_3536 - l_3513;
let l_3538 = abs(l_3537);
l_mut_3348 = f64(1.401298464324817e-45);
let l_3539 = l_3538 >= f64(1.1754943508222875e-38);
let l_3540 = l_3538 <= f64(1.7976931348623157e308);
let l_3541 = l_3539 && l_3540;
if l_3541 {
let l_3542 = bitcast<u64>(l_3538);
let l_3543 = l_3542 >> u32(bitcast<u64>(u64(52)));
let l_3544 = l_3543 - u64(23);
let l_3545 = l_3544 << u32(bitcast<u64>(u64(52)));
let l_3546 = bitcast<f64>(l_3545);
l_mut_3348 = l_3546;
}
let l_3547 = l_3536 + l_3513;
let l_3548 = abs(l_3547);
l_mut_3094 = f64(1.401298464324817e-45);
let l_3549 = l_3548 >= f64(1.1754943508222875e-38);
let l_3550 = l_3548 <= f64(1.7976931348623157e308);
let l_3551 = l_3549 && l_3550;
if l_3551 {
let l_3552 = bitcast<u64>(l_3548);
let l_3553 = l_3552 >> u32(bitcast<u64>(u64(52)));
let l_3554 = l_3553 - u64(23);
let l_3555 = l_3554 << u32(bitcast<u64>(u64(52)));
let l_3556 = bitcast<f64>(l_3555);
l_mut_3094 = l_3556;
}
let l_3557 = l_mut_3348 == l_mut_3094;
let l_3558 = l_3535 && l_3557;
if l_3558 {
let l_3559 = a_3491[u32(0)];
let l_3560 = a_3491[u32(0)];
let l_3561 = abs(l_3560);
l_mut_3348 = f64(1.401298464324817e-45);
let l_3562 = l_3561 >= f64(1.1754943508222875e-38);
let l_3563 = l_3561 <= f64(1.7976931348623157e308);
let l_3564 = l_3562 && l_3563;
if l_3564 {
let l_3565 = bitcast<u64>(l_3561);
let l_3566 = l_3565 >> u32(bitcast<u64>(u64(52)));
let l_3567 = l_3566 - u64(23);
let l_3568 = l_3567 << u32(bitcast<u64>(u64(52)));
let l_3569 = bitcast<f64>(l_3568);
l_mut_3348 = l_3569;
}
let l_3570 = l_384 * l_mut_3348;
let l_3571 = l_3559 - l_3570;
let l_3572 = a_3491[u32(1)];
let l_3573 = a_3491[u32(1)];
let l_3574 = abs(l_3573);
l_mut_3348 = f64(1.401298464324817e-45);
let l_3575 = l_3574 >= f64(1.1754943508222875e-38);
let l_3576 = l_3574 <= f64(1.7976931348623157e308);
let l_3577 = l_3575 && l_3576;
if l_3577 {
let l_3578 = bitcast<u64>(l_3574);
let l_3579 = l_3578 >> u32(bitcast<u64>(u64(52)));
let l_3580 = l_3579 - u64(23);
let l_3581 = l_3580 << u32(bitcast<u64>(u64(52)));
let l_3582 = bitcast<f64>(l_3581);
l_mut_3348 = l_3582;
}
let l_3583 = l_384 * l_mut_3348;
let l_3584 = l_3572 + l_3583;
let l_3585 = bitcast<u32>(l_146);
let l_3586 = l_3585 & u32(2147483647);
let l_3587 = bitcast<f32>(l_3586);
let l_3588 = f64(l_3587);
l_mut_3348 = l_3588;
let l_3589 = l_3586 < u32(8388608);
if l_3589 {
let l_3590 = f64(l_3586);
let l_3591 = l_3590 * f64(1.401298464324817e-45);
l_mut_3348 = l_3591;
}
let l_3592 = bitcast<u64>(l_mut_3348);
let l_3593 = l_3585 >> u32(31);
let l_3594 = u64(l_3593);
let l_3595 = l_3594 << u32(bitcast<u64>(u64(63)));
let l_3596 = l_3592 | l_3595;
let l_3597 = bitcast<f64>(l_3596);
let l_3598 = bitcast<u32>(l_146);
let l_3599 = l_3598 + u32(1);
l_mut_3600 = l_3599;
let l_3601 = l_3598 & u32(2147483647);
let l_3602 = l_3601 == u32(0);
if l_3602 {
l_mut_3600 = u32(1);
} else {
let l_3603 = l_3598 & u32(2147483648);
let l_3604 = l_3603 != u32(0);
if l_3604 {
let l_3605 = l_3598 - u32(1);
l_mut_3600 = l_3605;
} else {
let l_3606 = l_3598 == u32(2139095040);
if l_3606 {
l_mut_3600 = l_3598;
}
}
}
let l_3607 = bitcast<f32>(l_mut_3600);
let l_3608 = bitcast<u32>(l_3607);
let l_3609 = l_3608 & u32(2147483647);
let l_3610 = bitcast<f32>(l_3609);
let l_3611 = f64(l_3610);
l_mut_3348 = l_3611;
let l_3612 = l_3609 < u32(8388608);
if l_3612 {
let l_3613 = f64(l_3609);
let l_3614 = l_3613 * f64(1.401298464324817e-45);
l_mut_3348 = l_3614;
}
let l_3615 = bitcast<u64>(l_mut_3348);
let l_3616 = l_3608 >> u32(31);
let l_3617 = u64(l_3616);
let l_3618 = l_3617 << u32(bitcast<u64>(u64(63)));
let l_3619 = l_3615 | l_3618;
let l_3620 = bitcast<f64>(l_3619);
let l_3621 = bitcast<u32>(l_146);
let l_3622 = l_3621 ^ u32(2147483648);
let l_3623 = bitcast<f32>(l_3622);
let l_3624 = bitcast<u32>(l_3623);
let l_3625 = l_3624 + u32(1);
l_mut_3600 = l_3625;
let l_3626 = l_3624 & u32(2147483647);
let l_3627 = l_3626 == u32(0);
if l_3627 {
l_mut_3600 = u32(1);
} else {
let l_3628 = l_3624 & u32(2147483648);
let l_3629 = l_3628 != u32(0);
if l_3629 {
let l_3630 = l_3624 - u32(1);
l_mut_3600 = l_3630;
} else {
let l_3631 = l_3624 == u32(2139095040);
if l_3631 {
l_mut_3600 = l_3624;
}
}
}
let l_3632 = bitcast<f32>(l_mut_3600);
let l_3633 = bitcast<u32>(l_3632);
let l_3634 = l_3633 ^ u32(2147483648);
let l_3635 = bitcast<f32>(l_3634);
let l_3636 = bitcast<u32>(l_3635);
let l_3637 = l_3636 & u32(2147483647);
let l_3638 = bitcast<f32>(l_3637);
let l_3639 = f64(l_3638);
l_mut_3348 = l_3639;
let l_3640 = l_3637 < u32(8388608);
if l_3640 {
let l_3641 = f64(l_3637);
let l_3642 = l_3641 * f64(1.401298464324817e-45);
l_mut_3348 = l_3642;
}
let l_3643 = bitcast<u64>(l_mut_3348);
let l_3644 = l_3636 >> u32(31);
let l_3645 = u64(l_3644);
let l_3646 = l_3645 << u32(bitcast<u64>(u64(63)));
let l_3647 = l_3643 | l_3646;
let l_3648 = bitcast<f64>(l_3647);
let l_3649 = l_3571 + l_3510;
let l_3650 = l_3649 <= l_3597;
l_mut_512 = l_3650;
let l_3651 = l_3571 - l_3510;
let l_3652 = l_3651 > l_3597;
l_mut_509 = l_3652;
let l_3653 = l_3584 - l_3513;
let l_3654 = l_3653 >= l_3597;
l_mut_506 = l_3654;
let l_3655 = l_3584 + l_3513;
let l_3656 = l_3655 < l_3597;
l_mut_503 = l_3656;
let l_3657 = l_3571 + l_3510;
let l_3658 = l_3657 < l_3620;
l_mut_512 = l_3658;
let l_3659 = l_3571 - l_3510;
let l_3660 = l_3659 >= l_3620;
l_mut_509 = l_3660;
let l_3661 = l_3584 - l_3513;
let l_3662 = l_3661 > l_3648;
l_mut_506 = l_3662;
let l_3663 = l_3584 + l_3513;
let l_3664 = l_3663 <= l_3648;
l_mut_503 = l_3664;
l_mut_3600 = u32(2);
let l_3665 = l_mut_509 || l_mut_503;
if l_3665 {
l_mut_3600 = u32(1);
} else {
let l_3666 = l_mut_512 && l_mut_506;
if l_3666 {
l_mut_3600 = u32(0);
}
}
let l_3667 = bitcast<u32>(l_146);
let l_3668 = l_3667 & u32(2147483647);
let l_3669 = l_3668 == u32(0);
if l_3669 {
let l_3670 = l_3571 + l_3510;
let l_3671 = l_3670 < f64(1.1754943508222875e-38);
let l_3672 = l_3584 - l_3513;
let l_3673 = l_3672 > f64(-1.1754943508222875e-38);
let l_3674 = l_3671 && l_3673;
let l_3675 = l_3571 - l_3510;
let l_3676 = l_3675 < f64(1.1754943508222875e-38);
let l_3677 = l_3584 + l_3513;
let l_3678 = l_3677 > f64(-1.1754943508222875e-38);
let l_3679 = l_3676 && l_3678;
if l_3674 {
l_mut_3600 = u32(0);
} else {
let l_3680 = l_mut_3600 == u32(1);
let l_3681 = l_3679 && l_3680;
if l_3681 {
l_mut_3600 = u32(2);
}
}
}
l_mut_411 = l_mut_3600;
}
}
let l_3682 = l_mut_1569 - l_381;
let l_3683 = abs(l_3682);
let l_3684 = l_3683 * f64(2.220446049250313e-16);
let l_3685 = l_2464 + l_3684;
let l_3686 = l_3682 + l_3685;
let l_3687 = -l_3686;
let l_3688 = l_3687 * f64(7.1362384635298e44);
let l_3689 = floor(l_3688);
let l_3690 = l_3689 * f64(1.401298464324817e-45);
l_mut_3348 = l_3690;
let l_3691 = abs(l_3687);
let l_3692 = l_3691 >= f64(1.1754943508222875e-38);
if l_3692 {
let l_3693 = f32(l_3687);
let l_3694 = f64(l_3693);
l_mut_3348 = l_3694;
let l_3695 = l_mut_3348 > l_3687;
if l_3695 {
let l_3696 = bitcast<u32>(l_3693);
let l_3697 = l_3696 ^ u32(2147483648);
let l_3698 = bitcast<f32>(l_3697);
let l_3699 = bitcast<u32>(l_3698);
let l_3700 = l_3699 + u32(1);
l_mut_3600 = l_3700;
let l_3701 = l_3699 & u32(2147483647);
let l_3702 = l_3701 == u32(0);
if l_3702 {
l_mut_3600 = u32(1);
} else {
let l_3703 = l_3699 & u32(2147483648);
let l_3704 = l_3703 != u32(0);
if l_3704 {
let l_3705 = l_3699 - u32(1);
l_mut_3600 = l_3705;
} else {
let l_3706 = l_3699 == u32(2139095040);
if l_3706 {
l_mut_3600 = l_3699;
}
}
}
let l_3707 = bitcast<f32>(l_mut_3600);
let l_3708 = bitcast<u32>(l_3707);
let l_3709 = l_3708 ^ u32(2147483648);
let l_3710 = bitcast<f32>(l_3709);
let l_3711 = bitcast<u32>(l_3710);
let l_3712 = l_3711 & u32(2147483647);
let l_3713 = bitcast<f32>(l_3712);
let l_3714 = f64(l_3713);
l_mut_3094 = l_3714;
let l_3715 = l_3712 < u32(8388608);
if l_3715 {
let l_3716 = f64(l_3712);
let l_3717 = l_3716 * f64(1.401298464324817e-45);
l_mut_3094 = l_3717;
}
let l_3718 = bitcast<u64>(l_mut_3094);
let l_3719 = l_3711 >> u32(31);
let l_3720 = u64(l_3719);
let l_3721 = l_3720 << u32(bitcast<u64>(u64(63)));
let l_3722 = l_3718 | l_3721;
let l_3723 = bitcast<f64>(l_3722);
l_mut_3348 = l_3723;
} else {
let l_3724 = bitcast<u32>(l_3693);
let l_3725 = l_3724 + u32(1);
l_mut_3600 = l_3725;
let l_3726 = l_3724 & u32(2147483647);
let l_3727 = l_3726 == u32(0);
if l_3727 {
l_mut_3600 = u32(1);
} else {
let l_3728 = l_3724 & u32(2147483648);
let l_3729 = l_3728 != u32(0);
if l_3729 {
let l_3730 = l_3724 - u32(1);
l_mut_3600 = l_3730;
} else {
let l_3731 = l_3724 == u32(2139095040);
if l_3731 {
l_mut_3600 = l_3724;
}
}
}
let l_3732 = bitcast<f32>(l_mut_3600);
let l_3733 = bitcast<u32>(l_3732);
let l_3734 = l_3733 & u32(2147483647);
let l_3735 = bitcast<f32>(l_3734);
let l_3736 = f64(l_3735);
l_mut_3094 = l_3736;
let l_3737 = l_3734 < u32(8388608);
if l_3737 {
let l_3738 = f64(l_3734);
let l_3739 = l_3738 * f64(1.401298464324817e-45);
l_mut_3094 = l_3739;
}
let l_3740 = bitcast<u64>(l_mut_3094);
let l_3741 = l_3733 >> u32(31);
let l_3742 = u64(l_3741);
let l_3743 = l_3742 << u32(bitcast<u64>(u64(63)));
let l_3744 = l_3740 | l_3743;
let l_3745 = bitcast<f64>(l_3744);
let l_3746 = l_3745 <= l_3687;
if l_3746 {
let l_3747 = bitcast<u32>(l_3693);
let l_3748 = l_3747 + u32(1);
l_mut_3600 = l_3748;
let l_3749 = l_3747 & u32(2147483647);
let l_3750 = l_3749 == u32(0);
if l_3750 {
l_mut_3600 = u32(1);
} else {
let l_3751 = l_3747 & u32(2147483648);
let l_3752 = l_3751 != u32(0);
if l_3752 {
let l_3753 = l_3747 - u32(1);
l_mut_3600 = l_3753;
} else {
let l_3754 = l_3747 == u32(2139095040);
if l_3754 {
l_mut_3600 = l_3747;
}
}
}
let l_3755 = bitcast<f32>(l_mut_3600);
let l_3756 = bitcast<u32>(l_3755);
let l_3757 = l_3756 & u32(2147483647);
let l_3758 = bitcast<f32>(l_3757);
let l_3759 = f64(l_3758);
l_mut_3094 = l_3759;
let l_3760 = l_3757 < u32(8388608);
if l_3760 {
let l_3761 = f64(l_3757);
let l_3762 = l_3761 * f64(1.401298464324817e-45);
l_mut_3094 = l_3762;
}
let l_3763 = bitcast<u64>(l_mut_3094);
let l_3764 = l_3756 >> u32(31);
let l_3765 = u64(l_3764);
let l_3766 = l_3765 << u32(bitcast<u64>(u64(63)));
let l_3767 = l_3763 | l_3766;
let l_3768 = bitcast<f64>(l_3767);
l_mut_3348 = l_3768;
}
}
}
let l_3769 = -l_mut_3348;
l_mut_3348 = l_3769;
let l_3770 = bool(true) && bool(false);
if l_3770 {
let l_3771 = l_3682 + l_3685;
let l_3772 = l_3771 * f64(7.1362384635298e44);
let l_3773 = floor(l_3772);
let l_3774 = l_3773 * f64(1.401298464324817e-45);
l_mut_3094 = l_3774;
let l_3775 = abs(l_3771);
let l_3776 = l_3775 >= f64(1.1754943508222875e-38);
if l_3776 {
let l_3777 = f32(l_3771);
let l_3778 = f64(l_3777);
l_mut_3094 = l_3778;
let l_3779 = l_mut_3094 > l_3771;
if l_3779 {
let l_3780 = bitcast<u32>(l_3777);
let l_3781 = l_3780 ^ u32(2147483648);
let l_3782 = bitcast<f32>(l_3781);
let l_3783 = bitcast<u32>(l_3782);
let l_3784 = l_3783 + u32(1);
l_mut_3600 = l_3784;
let l_3785 = l_3783 & u32(2147483647);
let l_3786 = l_3785 == u32(0);
if l_3786 {
l_mut_3600 = u32(1);
} else {
let l_3787 = l_3783 & u32(2147483648);
let l_3788 = l_3787 != u32(0);
if l_3788 {
let l_3789 = l_3783 - u32(1);
l_mut_3600 = l_3789;
} else {
let l_3790 = l_3783 == u32(2139095040);
if l_3790 {
l_mut_3600 = l_3783;
}
}
}
let l_3791 = bitcast<f32>(l_mut_3600);
let l_3792 = bitcast<u32>(l_3791);
let l_3793 = l_3792 ^ u32(2147483648);
let l_3794 = bitcast<f32>(l_3793);
let l_3795 = bitcast<u32>(l_3794);
let l_3796 = l_3795 & u32(2147483647);
let l_3797 = bitcast<f32>(l_3796);
let l_3798 = f64(l_3797);
l_mut_2838 = l_3798;
let l_3799 = l_3796 < u32(8388608);
if l_3799 {
let l_3800 = f64(l_3796);
let l_3801 = l_3800 * f64(1.401298464324817e-45);
l_mut_2838 = l_3801;
}
let l_3802 = bitcast<u64>(l_mut_2838);
let l_3803 = l_3795 >> u32(31);
let l_3804 = u64(l_3803);
let l_3805 = l_3804 << u32(bitcast<u64>(u64(63)));
let l_3806 = l_3802 | l_3805;
let l_3807 = bitcast<f64>(l_3806);
l_mut_3094 = l_3807;
} else {
let l_3808 = bitcast<u32>(l_3777);
let l_3809 = l_3808 + u32(1);
l_mut_3600 = l_3809;
let l_3810 = l_3808 & u32(2147483647);
let l_3811 = l_3810 == u32(0);
if l_3811 {
l_mut_3600 = u32(1);
} else {
let l_3812 = l_3808 & u32(2147483648);
let l_3813 = l_3812 != u32(0);
if l_3813 {
let l_3814 = l_3808 - u32(1);
l_mut_3600 = l_3814;
} else {
let l_3815 = l_3808 == u32(2139095040);
if l_3815 {
l_mut_3600 = l_3808;
}
}
}
let l_3816 = bitcast<f32>(l_mut_3600);
let l_3817 = bitcast<u32>(l_3816);
let l_3818 = l_3817 & u32(2147483647);
let l_3819 = bitcast<f32>(l_3818);
let l_3820 = f64(l_3819);
l_mut_2838 = l_3820;
let l_3821 = l_3818 < u32(8388608);
if l_3821 {
let l_3822 = f64(l_3818);
let l_3823 = l_3822 * f64(1.401298464324817e-45);
l_mut_2838 = l_3823;
}
let l_3824 = bitcast<u64>(l_mut_2838);
let l_3825 = l_3817 >> u32(31);
let l_3826 = u64(l_3825);
let l_3827 = l_3826 << u32(bitcast<u64>(u64(63)));
let l_3828 = l_3824 | l_3827;
let l_3829 = bitcast<f64>(l_3828);
let l_3830 = l_3829 <= l_3771;
if l_3830 {
let l_3831 = bitcast<u32>(l_3777);
let l_3832 = l_3831 + u32(1);
l_mut_3600 = l_3832;
let l_3833 = l_3831 & u32(2147483647);
let l_3834 = l_3833 == u32(0);
if l_3834 {
l_mut_3600 = u32(1);
} else {
let l_3835 = l_3831 & u32(2147483648);
let l_3836 = l_3835 != u32(0);
if l_3836 {
let l_3837 = l_3831 - u32(1);
l_mut_3600 = l_3837;
} else {
let l_3838 = l_3831 == u32(2139095040);
if l_3838 {
l_mut_3600 = l_3831;
}
}
}
let l_3839 = bitcast<f32>(l_mut_3600);
let l_3840 = bitcast<u32>(l_3839);
let l_3841 = l_3840 & u32(2147483647);
let l_3842 = bitcast<f32>(l_3841);
let l_3843 = f64(l_3842);
l_mut_2838 = l_3843;
let l_3844 = l_3841 < u32(8388608);
if l_3844 {
let l_3845 = f64(l_3841);
let l_3846 = l_3845 * f64(1.401298464324817e-45);
l_mut_2838 = l_3846;
}
let l_3847 = bitcast<u64>(l_mut_2838);
let l_3848 = l_3840 >> u32(31);
let l_3849 = u64(l_3848);
let l_3850 = l_3849 << u32(bitcast<u64>(u64(63)));
let l_3851 = l_3847 | l_3850;
let l_3852 = bitcast<f64>(l_3851);
l_mut_3094 = l_3852;
}
}
}
l_mut_3348 = l_mut_3094;
} else {
let l_3853 = l_3682 - l_3685;
let l_3854 = l_3853 * f64(7.1362384635298e44);
let l_3855 = floor(l_3854);
let l_3856 = l_3855 * f64(1.401298464324817e-45);
l_mut_3094 = l_3856;
let l_3857 = abs(l_3853);
let l_3858 = l_3857 >= f64(1.1754943508222875e-38);
if l_3858 {
let l_3859 = f32(l_3853);
let l_3860 = f64(l_3859);
l_mut_3094 = l_3860;
let l_3861 = l_mut_3094 > l_3853;
if l_3861 {
let l_3862 = bitcast<u32>(l_3859);
let l_3863 = l_3862 ^ u32(2147483648);
let l_3864 = bitcast<f32>(l_3863);
let l_3865 = bitcast<u32>(l_3864);
let l_3866 = l_3865 + u32(1);
l_mut_3600 = l_3866;
let l_3867 = l_3865 & u32(2147483647);
let l_3868 = l_3867 == u32(0);
if l_3868 {
l_mut_3600 = u32(1);
} else {
let l_3869 = l_3865 & u32(2147483648);
let l_3870 = l_3869 != u32(0);
if l_3870 {
let l_3871 = l_3865 - u32(1);
l_mut_3600 = l_3871;
} else {
let l_3872 = l_3865 == u32(2139095040);
if l_3872 {
l_mut_3600 = l_3865;
}
}
}
let l_3873 = bitcast<f32>(l_mut_3600);
let l_3874 = bitcast<u32>(l_3873);
let l_3875 = l_3874 ^ u32(2147483648);
let l_3876 = bitcast<f32>(l_3875);
let l_3877 = bitcast<u32>(l_3876);
let l_3878 = l_3877 & u32(2147483647);
let l_3879 = bitcast<f32>(l_3878);
let l_3880 = f64(l_3879);
l_mut_2838 = l_3880;
let l_3881 = l_3878 < u32(8388608);
if l_3881 {
let l_3882 = f64(l_3878);
let l_3883 = l_3882 * f64(1.401298464324817e-45);
l_mut_2838 = l_3883;
}
let l_3884 = bitcast<u64>(l_mut_2838);
let l_3885 = l_3877 >> u32(31);
let l_3886 = u64(l_3885);
let l_3887 = l_3886 << u32(bitcast<u64>(u64(63)));
let l_3888 = l_3884 | l_3887;
let l_3889 = bitcast<f64>(l_3888);
l_mut_3094 = l_3889;
} else {
let l_3890 = bitcast<u32>(l_3859);
let l_3891 = l_3890 + u32(1);
l_mut_3600 = l_3891;
let l_3892 = l_3890 & u32(2147483647);
let l_3893 = l_3892 == u32(0);
if l_3893 {
l_mut_3600 = u32(1);
} else {
let l_3894 = l_3890 & u32(2147483648);
let l_3895 = l_3894 != u32(0);
if l_3895 {
let l_3896 = l_3890 - u32(1);
l_mut_3600 = l_3896;
} else {
let l_3897 = l_3890 == u32(2139095040);
if l_3897 {
l_mut_3600 = l_3890;
}
}
}
let l_3898 = bitcast<f32>(l_mut_3600);
let l_3899 = bitcast<u32>(l_3898);
let l_3900 = l_3899 & u32(2147483647);
let l_3901 = bitcast<f32>(l_3900);
let l_3902 = f64(l_3901);
l_mut_2838 = l_3902;
let l_3903 = l_3900 < u32(8388608);
if l_3903 {
let l_3904 = f64(l_3900);
let l_3905 = l_3904 * f64(1.401298464324817e-45);
l_mut_2838 = l_3905;
}
let l_3906 = bitcast<u64>(l_mut_2838);
let l_3907 = l_3899 >> u32(31);
let l_3908 = u64(l_3907);
let l_3909 = l_3908 << u32(bitcast<u64>(u64(63)));
let l_3910 = l_3906 | l_3909;
let l_3911 = bitcast<f64>(l_3910);
let l_3912 = l_3911 <= l_3853;
if l_3912 {
let l_3913 = bitcast<u32>(l_3859);
let l_3914 = l_3913 + u32(1);
l_mut_3600 = l_3914;
let l_3915 = l_3913 & u32(2147483647);
let l_3916 = l_3915 == u32(0);
if l_3916 {
l_mut_3600 = u32(1);
} else {
let l_3917 = l_3913 & u32(2147483648);
let l_3918 = l_3917 != u32(0);
if l_3918 {
let l_3919 = l_3913 - u32(1);
l_mut_3600 = l_3919;
} else {
let l_3920 = l_3913 == u32(2139095040);
if l_3920 {
l_mut_3600 = l_3913;
}
}
}
let l_3921 = bitcast<f32>(l_mut_3600);
let l_3922 = bitcast<u32>(l_3921);
let l_3923 = l_3922 & u32(2147483647);
let l_3924 = bitcast<f32>(l_3923);
let l_3925 = f64(l_3924);
l_mut_2838 = l_3925;
let l_3926 = l_3923 < u32(8388608);
if l_3926 {
let l_3927 = f64(l_3923);
let l_3928 = l_3927 * f64(1.401298464324817e-45);
l_mut_2838 = l_3928;
}
let l_3929 = bitcast<u64>(l_mut_2838);
let l_3930 = l_3922 >> u32(31);
let l_3931 = u64(l_3930);
let l_3932 = l_3931 << u32(bitcast<u64>(u64(63)));
let l_3933 = l_3929 | l_3932;
let l_3934 = bitcast<f64>(l_3933);
l_mut_3094 = l_3934;
}
}
}
l_mut_3348 = l_mut_3094;
}
let l_3935 = l_mut_1569 + l_381;
let l_3936 = abs(l_3935);
let l_3937 = l_3936 * f64(2.220446049250313e-16);
let l_3938 = l_2464 + l_3937;
let l_3939 = l_3935 + l_3938;
let l_3940 = -l_3939;
let l_3941 = l_3940 * f64(7.1362384635298e44);
let l_3942 = floor(l_3941);
let l_3943 = l_3942 * f64(1.401298464324817e-45);
l_mut_3094 = l_3943;
let l_3944 = abs(l_3940);
let l_3945 = l_3944 >= f64(1.1754943508222875e-38);
if l_3945 {
let l_3946 = f32(l_3940);
let l_3947 = f64(l_3946);
l_mut_3094 = l_3947;
let l_3948 = l_mut_3094 > l_3940;
if l_3948 {
let l_3949 = bitcast<u32>(l_3946);
let l_3950 = l_3949 ^ u32(2147483648);
let l_3951 = bitcast<f32>(l_3950);
let l_3952 = bitcast<u32>(l_3951);
let l_3953 = l_3952 + u32(1);
l_mut_3600 = l_3953;
let l_3954 = l_3952 & u32(2147483647);
let l_3955 = l_3954 == u32(0);
if l_3955 {
l_mut_3600 = u32(1);
} else {
let l_3956 = l_3952 & u32(2147483648);
let l_3957 = l_3956 != u32(0);
if l_3957 {
let l_3958 = l_3952 - u32(1);
l_mut_3600 = l_3958;
} else {
let l_3959 = l_3952 == u32(2139095040);
if l_3959 {
l_mut_3600 = l_3952;
}
}
}
let l_3960 = bitcast<f32>(l_mut_3600);
let l_3961 = bitcast<u32>(l_3960);
let l_3962 = l_3961 ^ u32(2147483648);
let l_3963 = bitcast<f32>(l_3962);
let l_3964 = bitcast<u32>(l_3963);
let l_3965 = l_3964 & u32(2147483647);
let l_3966 = bitcast<f32>(l_3965);
let l_3967 = f64(l_3966);
l_mut_2838 = l_3967;
let l_3968 = l_3965 < u32(8388608);
if l_3968 {
let l_3969 = f64(l_3965);
let l_3970 = l_3969 * f64(1.401298464324817e-45);
l_mut_2838 = l_3970;
}
let l_3971 = bitcast<u64>(l_mut_2838);
let l_3972 = l_3964 >> u32(31);
let l_3973 = u64(l_3972);
let l_3974 = l_3973 << u32(bitcast<u64>(u64(63)));
let l_3975 = l_3971 | l_3974;
let l_3976 = bitcast<f64>(l_3975);
l_mut_3094 = l_3976;
} else {
let l_3977 = bitcast<u32>(l_3946);
let l_3978 = l_3977 + u32(1);
l_mut_3600 = l_3978;
let l_3979 = l_3977 & u32(2147483647);
let l_3980 = l_3979 == u32(0);
if l_3980 {
l_mut_3600 = u32(1);
} else {
let l_3981 = l_3977 & u32(2147483648);
let l_3982 = l_3981 != u32(0);
if l_3982 {
let l_3983 = l_3977 - u32(1);
l_mut_3600 = l_3983;
} else {
let l_3984 = l_3977 == u32(2139095040);
if l_3984 {
l_mut_3600 = l_3977;
}
}
}
let l_3985 = bitcast<f32>(l_mut_3600);
let l_3986 = bitcast<u32>(l_3985);
let l_3987 = l_3986 & u32(2147483647);
let l_3988 = bitcast<f32>(l_3987);
let l_3989 = f64(l_3988);
l_mut_2838 = l_3989;
let l_3990 = l_3987 < u32(8388608);
if l_3990 {
let l_3991 = f64(l_3987);
let l_3992 = l_3991 * f64(1.401298464324817e-45);
l_mut_2838 = l_3992;
}
let l_3993 = bitcast<u64>(l_mut_2838);
let l_3994 = l_3986 >> u32(31);
let l_3995 = u64(l_3994);
let l_3996 = l_3995 << u32(bitcast<u64>(u64(63)));
let l_3997 = l_3993 | l_3996;
let l_3998 = bitcast<f64>(l_3997);
let l_3999 = l_3998 <= l_3940;
if l_3999 {
let l_4000 = bitcast<u32>(l_3946);
let l_4001 = l_4000 + u32(1);
l_mut_3600 = l_4001;
let l_4002 = l_4000 & u32(2147483647);
let l_4003 = l_4002 == u32(0);
if l_4003 {
l_mut_3600 = u32(1);
} else {
let l_4004 = l_4000 & u32(2147483648);
let l_4005 = l_4004 != u32(0);
if l_4005 {
let l_4006 = l_4000 - u32(1);
l_mut_3600 = l_4006;
} else {
let l_4007 = l_4000 == u32(2139095040);
if l_4007 {
l_mut_3600 = l_4000;
}
}
}
let l_4008 = bitcast<f32>(l_mut_3600);
let l_4009 = bitcast<u32>(l_4008);
let l_4010 = l_4009 & u32(2147483647);
let l_4011 = bitcast<f32>(l_4010);
let l_4012 = f64(l_4011);
l_mut_2838 = l_4012;
let l_4013 = l_4010 < u32(8388608);
if l_4013 {
let l_4014 = f64(l_4010);
let l_4015 = l_4014 * f64(1.401298464324817e-45);
l_mut_2838 = l_4015;
}
let l_4016 = bitcast<u64>(l_mut_2838);
let l_4017 = l_4009 >> u32(31);
let l_4018 = u64(l_4017);
let l_4019 = l_4018 << u32(bitcast<u64>(u64(63)));
let l_4020 = l_4016 | l_4019;
let l_4021 = bitcast<f64>(l_4020);
l_mut_3094 = l_4021;
}
}
}
let l_4022 = -l_mut_3094;
l_mut_3094 = l_4022;
let l_4023 = bool(false) && bool(false);
if l_4023 {
let l_4024 = l_3935 + l_3938;
let l_4025 = l_4024 * f64(7.1362384635298e44);
let l_4026 = floor(l_4025);
let l_4027 = l_4026 * f64(1.401298464324817e-45);
l_mut_2838 = l_4027;
let l_4028 = abs(l_4024);
let l_4029 = l_4028 >= f64(1.1754943508222875e-38);
if l_4029 {
let l_4030 = f32(l_4024);
let l_4031 = f64(l_4030);
l_mut_2838 = l_4031;
let l_4032 = l_mut_2838 > l_4024;
if l_4032 {
let l_4033 = bitcast<u32>(l_4030);
let l_4034 = l_4033 ^ u32(2147483648);
let l_4035 = bitcast<f32>(l_4034);
let l_4036 = bitcast<u32>(l_4035);
let l_4037 = l_4036 + u32(1);
l_mut_3600 = l_4037;
let l_4038 = l_4036 & u32(2147483647);
let l_4039 = l_4038 == u32(0);
if l_4039 {
l_mut_3600 = u32(1);
} else {
let l_4040 = l_4036 & u32(2147483648);
let l_4041 = l_4040 != u32(0);
if l_4041 {
let l_4042 = l_4036 - u32(1);
l_mut_3600 = l_4042;
} else {
let l_4043 = l_4036 == u32(2139095040);
if l_4043 {
l_mut_3600 = l_4036;
}
}
}
let l_4044 = bitcast<f32>(l_mut_3600);
let l_4045 = bitcast<u32>(l_4044);
let l_4046 = l_4045 ^ u32(2147483648);
let l_4047 = bitcast<f32>(l_4046);
let l_4048 = bitcast<u32>(l_4047);
let l_4049 = l_4048 & u32(2147483647);
let l_4050 = bitcast<f32>(l_4049);
let l_4051 = f64(l_4050);
l_mut_2584 = l_4051;
let l_4052 = l_4049 < u32(8388608);
if l_4052 {
let l_4053 = f64(l_4049);
let l_4054 = l_4053 * f64(1.401298464324817e-45);
l_mut_2584 = l_4054;
}
let l_4055 = bitcast<u64>(l_mut_2584);
let l_4056 = l_4048 >> u32(31);
let l_4057 = u64(l_4056);
let l_4058 = l_4057 << u32(bitcast<u64>(u64(63)));
let l_4059 = l_4055 | l_4058;
let l_4060 = bitcast<f64>(l_4059);
l_mut_2838 = l_4060;
} else {
let l_4061 = bitcast<u32>(l_4030);
let l_4062 = l_4061 + u32(1);
l_mut_3600 = l_4062;
let l_4063 = l_4061 & u32(2147483647);
let l_4064 = l_4063 == u32(0);
if l_4064 {
l_mut_3600 = u32(1);
} else {
let l_4065 = l_4061 & u32(2147483648);
let l_4066 = l_4065 != u32(0);
if l_4066 {
let l_4067 = l_4061 - u32(1);
l_mut_3600 = l_4067;
} else {
let l_4068 = l_4061 == u32(2139095040);
if l_4068 {
l_mut_3600 = l_4061;
}
}
}
let l_4069 = bitcast<f32>(l_mut_3600);
let l_4070 = bitcast<u32>(l_4069);
let l_4071 = l_4070 & u32(2147483647);
let l_4072 = bitcast<f32>(l_4071);
let l_4073 = f64(l_4072);
l_mut_2584 = l_4073;
let l_4074 = l_4071 < u32(8388608);
if l_4074 {
let l_4075 = f64(l_4071);
let l_4076 = l_4075 * f64(1.401298464324817e-45);
l_mut_2584 = l_4076;
}
let l_4077 = bitcast<u64>(l_mut_2584);
let l_4078 = l_4070 >> u32(31);
let l_4079 = u64(l_4078);
let l_4080 = l_4079 << u32(bitcast<u64>(u64(63)));
let l_4081 = l_4077 | l_4080;
let l_4082 = bitcast<f64>(l_4081);
let l_4083 = l_4082 <= l_4024;
if l_4083 {
let l_4084 = bitcast<u32>(l_4030);
let l_4085 = l_4084 + u32(1);
l_mut_3600 = l_4085;
let l_4086 = l_4084 & u32(2147483647);
let l_4087 = l_4086 == u32(0);
if l_4087 {
l_mut_3600 = u32(1);
} else {
let l_4088 = l_4084 & u32(2147483648);
let l_4089 = l_4088 != u32(0);
if l_4089 {
let l_4090 = l_4084 - u32(1);
l_mut_3600 = l_4090;
} else {
let l_4091 = l_4084 == u32(2139095040);
if l_4091 {
l_mut_3600 = l_4084;
}
}
}
let l_4092 = bitcast<f32>(l_mut_3600);
let l_4093 = bitcast<u32>(l_4092);
let l_4094 = l_4093 & u32(2147483647);
let l_4095 = bitcast<f32>(l_4094);
let l_4096 = f64(l_4095);
l_mut_2584 = l_4096;
let l_4097 = l_4094 < u32(8388608);
if l_4097 {
let l_4098 = f64(l_4094);
let l_4099 = l_4098 * f64(1.401298464324817e-45);
l_mut_2584 = l_4099;
}
let l_4100 = bitcast<u64>(l_mut_2584);
let l_4101 = l_4093 >> u32(31);
let l_4102 = u64(l_4101);
let l_4103 = l_4102 << u32(bitcast<u64>(u64(63)));
let l_4104 = l_4100 | l_4103;
let l_4105 = bitcast<f64>(l_4104);
l_mut_2838 = l_4105;
}
}
}
l_mut_3094 = l_mut_2838;
} else {
}
let l_4106 = l_mut_1486 - l_381;
let l_4107 = abs(l_4106);
let l_4108 = l_4107 * f64(2.220446049250313e-16);
let l_4109 = l_2466 + l_4108;
let l_4110 = l_4106 + l_4109;
let l_4111 = -l_4110;
let l_4112 = l_4111 * f64(7.1362384635298e44);
let l_4113 = floor(l_4112);
let l_4114 = l_4113 * f64(1.401298464324817e-45);
l_mut_2838 = l_4114;
let l_4115 = abs(l_4111);
let l_4116 = l_4115 >= f64(1.1754943508222875e-38);
if l_4116 {
let l_4117 = f32(l_4111);
let l_4118 = f64(l_4117);
l_mut_2838 = l_4118;
let l_4119 = l_mut_2838 > l_4111;
if l_4119 {
let l_4120 = bitcast<u32>(l_4117);
let l_4121 = l_4120 ^ u32(2147483648);
let l_4122 = bitcast<f32>(l_4121);
let l_4123 = bitcast<u32>(l_4122);
let l_4124 = l_4123 + u32(1);
l_mut_3600 = l_4124;
let l_4125 = l_4123 & u32(2147483647);
let l_4126 = l_4125 == u32(0);
if l_4126 {
l_mut_3600 = u32(1);
} else {
let l_4127 = l_4123 & u32(2147483648);
let l_4128 = l_4127 != u32(0);
if l_4128 {
let l_4129 = l_4123 - u32(1);
l_mut_3600 = l_4129;
} else {
let l_4130 = l_4123 == u32(2139095040);
if l_4130 {
l_mut_3600 = l_4123;
}
}
}
let l_4131 = bitcast<f32>(l_mut_3600);
let l_4132 = bitcast<u32>(l_4131);
let l_4133 = l_4132 ^ u32(2147483648);
let l_4134 = bitcast<f32>(l_4133);
let l_4135 = bitcast<u32>(l_4134);
let l_4136 = l_4135 & u32(2147483647);
let l_4137 = bitcast<f32>(l_4136);
let l_4138 = f64(l_4137);
l_mut_2584 = l_4138;
let l_4139 = l_4136 < u32(8388608);
if l_4139 {
let l_4140 = f64(l_4136);
let l_4141 = l_4140 * f64(1.401298464324817e-45);
l_mut_2584 = l_4141;
}
let l_4142 = bitcast<u64>(l_mut_2584);
let l_4143 = l_4135 >> u32(31);
let l_4144 = u64(l_4143);
let l_4145 = l_4144 << u32(bitcast<u64>(u64(63)));
let l_4146 = l_4142 | l_4145;
let l_4147 = bitcast<f64>(l_4146);
l_mut_2838 = l_4147;
} else {
let l_4148 = bitcast<u32>(l_4117);
let l_4149 = l_4148 + u32(1);
l_mut_3600 = l_4149;
let l_4150 = l_4148 & u32(2147483647);
let l_4151 = l_4150 == u32(0);
if l_4151 {
l_mut_3600 = u32(1);
} else {
let l_4152 = l_4148 & u32(2147483648);
let l_4153 = l_4152 != u32(0);
if l_4153 {
let l_4154 = l_4148 - u32(1);
l_mut_3600 = l_4154;
} else {
let l_4155 = l_4148 == u32(2139095040);
if l_4155 {
l_mut_3600 = l_4148;
}
}
}
let l_4156 = bitcast<f32>(l_mut_3600);
let l_4157 = bitcast<u32>(l_4156);
let l_4158 = l_4157 & u32(2147483647);
let l_4159 = bitcast<f32>(l_4158);
let l_4160 = f64(l_4159);
l_mut_2584 = l_4160;
let l_4161 = l_4158 < u32(8388608);
if l_4161 {
let l_4162 = f64(l_4158);
let l_4163 = l_4162 * f64(1.401298464324817e-45);
l_mut_2584 = l_4163;
}
let l_4164 = bitcast<u64>(l_mut_2584);
let l_4165 = l_4157 >> u32(31);
let l_4166 = u64(l_4165);
let l_4167 = l_4166 << u32(bitcast<u64>(u64(63)));
let l_4168 = l_4164 | l_4167;
let l_4169 = bitcast<f64>(l_4168);
let l_4170 = l_4169 <= l_4111;
if l_4170 {
let l_4171 = bitcast<u32>(l_4117);
let l_4172 = l_4171 + u32(1);
l_mut_3600 = l_4172;
let l_4173 = l_4171 & u32(2147483647);
let l_4174 = l_4173 == u32(0);
if l_4174 {
l_mut_3600 = u32(1);
} else {
let l_4175 = l_4171 & u32(2147483648);
let l_4176 = l_4175 != u32(0);
if l_4176 {
let l_4177 = l_4171 - u32(1);
l_mut_3600 = l_4177;
} else {
let l_4178 = l_4171 == u32(2139095040);
if l_4178 {
l_mut_3600 = l_4171;
}
}
}
let l_4179 = bitcast<f32>(l_mut_3600);
let l_4180 = bitcast<u32>(l_4179);
let l_4181 = l_4180 & u32(2147483647);
let l_4182 = bitcast<f32>(l_4181);
let l_4183 = f64(l_4182);
l_mut_2584 = l_4183;
let l_4184 = l_4181 < u32(8388608);
if l_4184 {
let l_4185 = f64(l_4181);
let l_4186 = l_4185 * f64(1.401298464324817e-45);
l_mut_2584 = l_4186;
}
let l_4187 = bitcast<u64>(l_mut_2584);
let l_4188 = l_4180 >> u32(31);
let l_4189 = u64(l_4188);
let l_4190 = l_4189 << u32(bitcast<u64>(u64(63)));
let l_4191 = l_4187 | l_4190;
let l_4192 = bitcast<f64>(l_4191);
l_mut_2838 = l_4192;
}
}
}
let l_4193 = -l_mut_2838;
l_mut_2838 = l_4193;
let l_4194 = bool(true) && bool(false);
if l_4194 {
let l_4195 = l_4106 + l_4109;
let l_4196 = l_4195 * f64(7.1362384635298e44);
let l_4197 = floor(l_4196);
let l_4198 = l_4197 * f64(1.401298464324817e-45);
l_mut_2584 = l_4198;
let l_4199 = abs(l_4195);
let l_4200 = l_4199 >= f64(1.1754943508222875e-38);
if l_4200 {
let l_4201 = f32(l_4195);
let l_4202 = f64(l_4201);
l_mut_2584 = l_4202;
let l_4203 = l_mut_2584 > l_4195;
if l_4203 {
let l_4204 = bitcast<u32>(l_4201);
let l_4205 = l_4204 ^ u32(2147483648);
let l_4206 = bitcast<f32>(l_4205);
let l_4207 = bitcast<u32>(l_4206);
let l_4208 = l_4207 + u32(1);
l_mut_3600 = l_4208;
let l_4209 = l_4207 & u32(2147483647);
let l_4210 = l_4209 == u32(0);
if l_4210 {
l_mut_3600 = u32(1);
} else {
let l_4211 = l_4207 & u32(2147483648);
let l_4212 = l_4211 != u32(0);
if l_4212 {
let l_4213 = l_4207 - u32(1);
l_mut_3600 = l_4213;
} else {
let l_4214 = l_4207 == u32(2139095040);
if l_4214 {
l_mut_3600 = l_4207;
}
}
}
let l_4215 = bitcast<f32>(l_mut_3600);
let l_4216 = bitcast<u32>(l_4215);
let l_4217 = l_4216 ^ u32(2147483648);
let l_4218 = bitcast<f32>(l_4217);
let l_4219 = bitcast<u32>(l_4218);
let l_4220 = l_4219 & u32(2147483647);
let l_4221 = bitcast<f32>(l_4220);
let l_4222 = f64(l_4221);
l_mut_221 = l_4222;
let l_4223 = l_4220 < u32(8388608);
if l_4223 {
let l_4224 = f64(l_4220);
let l_4225 = l_4224 * f64(1.401298464324817e-45);
l_mut_221 = l_4225;
}
let l_4226 = bitcast<u64>(l_mut_221);
let l_4227 = l_4219 >> u32(31);
let l_4228 = u64(l_4227);
let l_4229 = l_4228 << u32(bitcast<u64>(u64(63)));
let l_4230 = l_4226 | l_4229;
let l_4231 = bitcast<f64>(l_4230);
l_mut_2584 = l_4231;
} else {
let l_4232 = bitcast<u32>(l_4201);
let l_4233 = l_4232 + u32(1);
l_mut_3600 = l_4233;
let l_4234 = l_4232 & u32(2147483647);
let l_4235 = l_4234 == u32(0);
if l_4235 {
l_mut_3600 = u32(1);
} else {
let l_4236 = l_4232 & u32(2147483648);
let l_4237 = l_4236 != u32(0);
if l_4237 {
let l_4238 = l_4232 - u32(1);
l_mut_3600 = l_4238;
} else {
let l_4239 = l_4232 == u32(2139095040);
if l_4239 {
l_mut_3600 = l_4232;
}
}
}
let l_4240 = bitcast<f32>(l_mut_3600);
let l_4241 = bitcast<u32>(l_4240);
let l_4242 = l_4241 & u32(2147483647);
let l_4243 = bitcast<f32>(l_4242);
let l_4244 = f64(l_4243);
l_mut_221 = l_4244;
let l_4245 = l_4242 < u32(8388608);
if l_4245 {
let l_4246 = f64(l_4242);
let l_4247 = l_4246 * f64(1.401298464324817e-45);
l_mut_221 = l_4247;
}
let l_4248 = bitcast<u64>(l_mut_221);
let l_4249 = l_4241 >> u32(31);
let l_4250 = u64(l_4249);
let l_4251 = l_4250 << u32(bitcast<u64>(u64(63)));
let l_4252 = l_4248 | l_4251;
let l_4253 = bitcast<f64>(l_4252);
let l_4254 = l_4253 <= l_4195;
if l_4254 {
let l_4255 = bitcast<u32>(l_4201);
let l_4256 = l_4255 + u32(1);
l_mut_3600 = l_4256;
let l_4257 = l_4255 & u32(2147483647);
let l_4258 = l_4257 == u32(0);
if l_4258 {
l_mut_3600 = u32(1);
} else {
let l_4259 = l_4255 & u32(2147483648);
let l_4260 = l_4259 != u32(0);
if l_4260 {
let l_4261 = l_4255 - u32(1);
l_mut_3600 = l_4261;
} else {
let l_4262 = l_4255 == u32(2139095040);
if l_4262 {
l_mut_3600 = l_4255;
}
}
}
let l_4263 = bitcast<f32>(l_mut_3600);
let l_4264 = bitcast<u32>(l_4263);
let l_4265 = l_4264 & u32(2147483647);
let l_4266 = bitcast<f32>(l_4265);
let l_4267 = f64(l_4266);
l_mut_221 = l_4267;
let l_4268 = l_4265 < u32(8388608);
if l_4268 {
let l_4269 = f64(l_4265);
let l_4270 = l_4269 * f64(1.401298464324817e-45);
l_mut_221 = l_4270;
}
let l_4271 = bitcast<u64>(l_mut_221);
let l_4272 = l_4264 >> u32(31);
let l_4273 = u64(l_4272);
let l_4274 = l_4273 << u32(bitcast<u64>(u64(63)));
let l_4275 = l_4271 | l_4274;
let l_4276 = bitcast<f64>(l_4275);
l_mut_2584 = l_4276;
}
}
}
l_mut_2838 = l_mut_2584;
} else {
let l_4277 = l_4106 - l_4109;
let l_4278 = l_4277 * f64(7.1362384635298e44);
let l_4279 = floor(l_4278);
let l_4280 = l_4279 * f64(1.401298464324817e-45);
l_mut_2584 = l_4280;
let l_4281 = abs(l_4277);
let l_4282 = l_4281 >= f64(1.1754943508222875e-38);
if l_4282 {
let l_4283 = f32(l_4277);
let l_4284 = f64(l_4283);
l_mut_2584 = l_4284;
let l_4285 = l_mut_2584 > l_4277;
if l_4285 {
let l_4286 = bitcast<u32>(l_4283);
let l_4287 = l_4286 ^ u32(2147483648);
let l_4288 = bitcast<f32>(l_4287);
let l_4289 = bitcast<u32>(l_4288);
let l_4290 = l_4289 + u32(1);
l_mut_3600 = l_4290;
let l_4291 = l_4289 & u32(2147483647);
let l_4292 = l_4291 == u32(0);
if l_4292 {
l_mut_3600 = u32(1);
} else {
let l_4293 = l_4289 & u32(2147483648);
let l_4294 = l_4293 != u32(0);
if l_4294 {
let l_4295 = l_4289 - u32(1);
l_mut_3600 = l_4295;
} else {
let l_4296 = l_4289 == u32(2139095040);
if l_4296 {
l_mut_3600 = l_4289;
}
}
}
let l_4297 = bitcast<f32>(l_mut_3600);
let l_4298 = bitcast<u32>(l_4297);
let l_4299 = l_4298 ^ u32(2147483648);
let l_4300 = bitcast<f32>(l_4299);
let l_4301 = bitcast<u32>(l_4300);
let l_4302 = l_4301 & u32(2147483647);
let l_4303 = bitcast<f32>(l_4302);
let l_4304 = f64(l_4303);
l_mut_221 = l_4304;
let l_4305 = l_4302 < u32(8388608);
if l_4305 {
let l_4306 = f64(l_4302);
let l_4307 = l_4306 * f64(1.401298464324817e-45);
l_mut_221 = l_4307;
}
let l_4308 = bitcast<u64>(l_mut_221);
let l_4309 = l_4301 >> u32(31);
let l_4310 = u64(l_4309);
let l_4311 = l_4310 << u32(bitcast<u64>(u64(63)));
let l_4312 = l_4308 | l_4311;
let l_4313 = bitcast<f64>(l_4312);
l_mut_2584 = l_4313;
} else {
let l_4314 = bitcast<u32>(l_4283);
let l_4315 = l_4314 + u32(1);
l_mut_3600 = l_4315;
let l_4316 = l_4314 & u32(2147483647);
let l_4317 = l_4316 == u32(0);
if l_4317 {
l_mut_3600 = u32(1);
} else {
let l_4318 = l_4314 & u32(2147483648);
let l_4319 = l_4318 != u32(0);
if l_4319 {
let l_4320 = l_4314 - u32(1);
l_mut_3600 = l_4320;
} else {
let l_4321 = l_4314 == u32(2139095040);
if l_4321 {
l_mut_3600 = l_4314;
}
}
}
let l_4322 = bitcast<f32>(l_mut_3600);
let l_4323 = bitcast<u32>(l_4322);
let l_4324 = l_4323 & u32(2147483647);
let l_4325 = bitcast<f32>(l_4324);
let l_4326 = f64(l_4325);
l_mut_221 = l_4326;
let l_4327 = l_4324 < u32(8388608);
if l_4327 {
let l_4328 = f64(l_4324);
let l_4329 = l_4328 * f64(1.401298464324817e-45);
l_mut_221 = l_4329;
}
let l_4330 = bitcast<u64>(l_mut_221);
let l_4331 = l_4323 >> u32(31);
let l_4332 = u64(l_4331);
let l_4333 = l_4332 << u32(bitcast<u64>(u64(63)));
let l_4334 = l_4330 | l_4333;
let l_4335 = bitcast<f64>(l_4334);
let l_4336 = l_4335 <= l_4277;
if l_4336 {
let l_4337 = bitcast<u32>(l_4283);
let l_4338 = l_4337 + u32(1);
l_mut_3600 = l_4338;
let l_4339 = l_4337 & u32(2147483647);
let l_4340 = l_4339 == u32(0);
if l_4340 {
l_mut_3600 = u32(1);
} else {
let l_4341 = l_4337 & u32(2147483648);
let l_4342 = l_4341 != u32(0);
if l_4342 {
let l_4343 = l_4337 - u32(1);
l_mut_3600 = l_4343;
} else {
let l_4344 = l_4337 == u32(2139095040);
if l_4344 {
l_mut_3600 = l_4337;
}
}
}
let l_4345 = bitcast<f32>(l_mut_3600);
let l_4346 = bitcast<u32>(l_4345);
let l_4347 = l_4346 & u32(2147483647);
let l_4348 = bitcast<f32>(l_4347);
let l_4349 = f64(l_4348);
l_mut_221 = l_4349;
let l_4350 = l_4347 < u32(8388608);
if l_4350 {
let l_4351 = f64(l_4347);
let l_4352 = l_4351 * f64(1.401298464324817e-45);
l_mut_221 = l_4352;
}
let l_4353 = bitcast<u64>(l_mut_221);
let l_4354 = l_4346 >> u32(31);
let l_4355 = u64(l_4354);
let l_4356 = l_4355 << u32(bitcast<u64>(u64(63)));
let l_4357 = l_4353 | l_4356;
let l_4358 = bitcast<f64>(l_4357);
l_mut_2584 = l_4358;
}
}
}
l_mut_2838 = l_mut_2584;
}
let l_4359 = l_mut_1486 + l_381;
let l_4360 = abs(l_4359);
let l_4361 = l_4360 * f64(2.220446049250313e-16);
let l_4362 = l_2466 + l_4361;
let l_4363 = l_4359 + l_4362;
let l_4364 = -l_4363;
let l_4365 = l_4364 * f64(7.1362384635298e44);
let l_4366 = floor(l_4365);
let l_4367 = l_4366 * f64(1.401298464324817e-45);
l_mut_2584 = l_4367;
let l_4368 = abs(l_4364);
let l_4369 = l_4368 >= f64(1.1754943508222875e-38);
if l_4369 {
let l_4370 = f32(l_4364);
let l_4371 = f64(l_4370);
l_mut_2584 = l_4371;
let l_4372 = l_mut_2584 > l_4364;
if l_4372 {
let l_4373 = bitcast<u32>(l_4370);
let l_4374 = l_4373 ^ u32(2147483648);
let l_4375 = bitcast<f32>(l_4374);
let l_4376 = bitcast<u32>(l_4375);
let l_4377 = l_4376 + u32(1);
l_mut_3600 = l_4377;
let l_4378 = l_4376 & u32(2147483647);
let l_4379 = l_4378 == u32(0);
if l_4379 {
l_mut_3600 = u32(1);
} else {
let l_4380 = l_4376 & u32(2147483648);
let l_4381 = l_4380 != u32(0);
if l_4381 {
let l_4382 = l_4376 - u32(1);
l_mut_3600 = l_4382;
} else {
let l_4383 = l_4376 == u32(2139095040);
if l_4383 {
l_mut_3600 = l_4376;
}
}
}
let l_4384 = bitcast<f32>(l_mut_3600);
let l_4385 = bitcast<u32>(l_4384);
let l_4386 = l_4385 ^ u32(2147483648);
let l_4387 = bitcast<f32>(l_4386);
let l_4388 = bitcast<u32>(l_4387);
let l_4389 = l_4388 & u32(2147483647);
let l_4390 = bitcast<f32>(l_4389);
let l_4391 = f64(l_4390);
l_mut_221 = l_4391;
let l_4392 = l_4389 < u32(8388608);
if l_4392 {
let l_4393 = f64(l_4389);
let l_4394 = l_4393 * f64(1.401298464324817e-45);
l_mut_221 = l_4394;
}
let l_4395 = bitcast<u64>(l_mut_221);
let l_4396 = l_4388 >> u32(31);
let l_4397 = u64(l_4396);
let l_4398 = l_4397 << u32(bitcast<u64>(u64(63)));
let l_4399 = l_4395 | l_4398;
let l_4400 = bitcast<f64>(l_4399);
l_mut_2584 = l_4400;
} else {
let l_4401 = bitcast<u32>(l_4370);
let l_4402 = l_4401 + u32(1);
l_mut_3600 = l_4402;
let l_4403 = l_4401 & u32(2147483647);
let l_4404 = l_4403 == u32(0);
if l_4404 {
l_mut_3600 = u32(1);
} else {
let l_4405 = l_4401 & u32(2147483648);
let l_4406 = l_4405 != u32(0);
if l_4406 {
let l_4407 = l_4401 - u32(1);
l_mut_3600 = l_4407;
} else {
let l_4408 = l_4401 == u32(2139095040);
if l_4408 {
l_mut_3600 = l_4401;
}
}
}
let l_4409 = bitcast<f32>(l_mut_3600);
let l_4410 = bitcast<u32>(l_4409);
let l_4411 = l_4410 & u32(2147483647);
let l_4412 = bitcast<f32>(l_4411);
let l_4413 = f64(l_4412);
l_mut_221 = l_4413;
let l_4414 = l_4411 < u32(8388608);
if l_4414 {
let l_4415 = f64(l_4411);
let l_4416 = l_4415 * f64(1.401298464324817e-45);
l_mut_221 = l_4416;
}
let l_4417 = bitcast<u64>(l_mut_221);
let l_4418 = l_4410 >> u32(31);
let l_4419 = u64(l_4418);
let l_4420 = l_4419 << u32(bitcast<u64>(u64(63)));
let l_4421 = l_4417 | l_4420;
let l_4422 = bitcast<f64>(l_4421);
let l_4423 = l_4422 <= l_4364;
if l_4423 {
let l_4424 = bitcast<u32>(l_4370);
let l_4425 = l_4424 + u32(1);
l_mut_3600 = l_4425;
let l_4426 = l_4424 & u32(2147483647);
let l_4427 = l_4426 == u32(0);
if l_4427 {
l_mut_3600 = u32(1);
} else {
let l_4428 = l_4424 & u32(2147483648);
let l_4429 = l_4428 != u32(0);
if l_4429 {
let l_4430 = l_4424 - u32(1);
l_mut_3600 = l_4430;
} else {
let l_4431 = l_4424 == u32(2139095040);
if l_4431 {
l_mut_3600 = l_4424;
}
}
}
let l_4432 = bitcast<f32>(l_mut_3600);
let l_4433 = bitcast<u32>(l_4432);
let l_4434 = l_4433 & u32(2147483647);
let l_4435 = bitcast<f32>(l_4434);
let l_4436 = f64(l_4435);
l_mut_221 = l_4436;
let l_4437 = l_4434 < u32(8388608);
if l_4437 {
let l_4438 = f64(l_4434);
let l_4439 = l_4438 * f64(1.401298464324817e-45);
l_mut_221 = l_4439;
}
let l_4440 = bitcast<u64>(l_mut_221);
let l_4441 = l_4433 >> u32(31);
let l_4442 = u64(l_4441);
let l_4443 = l_4442 << u32(bitcast<u64>(u64(63)));
let l_4444 = l_4440 | l_4443;
let l_4445 = bitcast<f64>(l_4444);
l_mut_2584 = l_4445;
}
}
}
let l_4446 = -l_mut_2584;
l_mut_2584 = l_4446;
let l_4447 = bool(false) && bool(false);
if l_4447 {
let l_4448 = l_4359 + l_4362;
let l_4449 = l_4448 * f64(7.1362384635298e44);
let l_4450 = floor(l_4449);
let l_4451 = l_4450 * f64(1.401298464324817e-45);
l_mut_221 = l_4451;
let l_4452 = abs(l_4448);
let l_4453 = l_4452 >= f64(1.1754943508222875e-38);
if l_4453 {
let l_4454 = f32(l_4448);
let l_4455 = f64(l_4454);
l_mut_221 = l_4455;
let l_4456 = l_mut_221 > l_4448;
if l_4456 {
let l_4457 = bitcast<u32>(l_4454);
let l_4458 = l_4457 ^ u32(2147483648);
let l_4459 = bitcast<f32>(l_4458);
let l_4460 = bitcast<u32>(l_4459);
let l_4461 = l_4460 + u32(1);
l_mut_3600 = l_4461;
let l_4462 = l_4460 & u32(2147483647);
let l_4463 = l_4462 == u32(0);
if l_4463 {
l_mut_3600 = u32(1);
} else {
let l_4464 = l_4460 & u32(2147483648);
let l_4465 = l_4464 != u32(0);
if l_4465 {
let l_4466 = l_4460 - u32(1);
l_mut_3600 = l_4466;
} else {
let l_4467 = l_4460 == u32(2139095040);
if l_4467 {
l_mut_3600 = l_4460;
}
}
}
let l_4468 = bitcast<f32>(l_mut_3600);
let l_4469 = bitcast<u32>(l_4468);
let l_4470 = l_4469 ^ u32(2147483648);
let l_4471 = bitcast<f32>(l_4470);
let l_4472 = bitcast<u32>(l_4471);
let l_4473 = l_4472 & u32(2147483647);
let l_4474 = bitcast<f32>(l_4473);
let l_4475 = f64(l_4474);
l_mut_166 = l_4475;
let l_4476 = l_4473 < u32(8388608);
if l_4476 {
let l_4477 = f64(l_4473);
let l_4478 = l_4477 * f64(1.401298464324817e-45);
l_mut_166 = l_4478;
}
let l_4479 = bitcast<u64>(l_mut_166);
let l_4480 = l_4472 >> u32(31);
let l_4481 = u64(l_4480);
let l_4482 = l_4481 << u32(bitcast<u64>(u64(63)));
let l_4483 = l_4479 | l_4482;
let l_4484 = bitcast<f64>(l_4483);
l_mut_221 = l_4484;
} else {
let l_4485 = bitcast<u32>(l_4454);
let l_4486 = l_4485 + u32(1);
l_mut_3600 = l_4486;
let l_4487 = l_4485 & u32(2147483647);
let l_4488 = l_4487 == u32(0);
if l_4488 {
l_mut_3600 = u32(1);
} else {
let l_4489 = l_4485 & u32(2147483648);
let l_4490 = l_4489 != u32(0);
if l_4490 {
let l_4491 = l_4485 - u32(1);
l_mut_3600 = l_4491;
} else {
let l_4492 = l_4485 == u32(2139095040);
if l_4492 {
l_mut_3600 = l_4485;
}
}
}
let l_4493 = bitcast<f32>(l_mut_3600);
let l_4494 = bitcast<u32>(l_4493);
let l_4495 = l_4494 & u32(2147483647);
let l_4496 = bitcast<f32>(l_4495);
let l_4497 = f64(l_4496);
l_mut_166 = l_4497;
let l_4498 = l_4495 < u32(8388608);
if l_4498 {
let l_4499 = f64(l_4495);
let l_4500 = l_4499 * f64(1.401298464324817e-45);
l_mut_166 = l_4500;
}
let l_4501 = bitcast<u64>(l_mut_166);
let l_4502 = l_4494 >> u32(31);
let l_4503 = u64(l_4502);
let l_4504 = l_4503 << u32(bitcast<u64>(u64(63)));
let l_4505 = l_4501 | l_4504;
let l_4506 = bitcast<f64>(l_4505);
let l_4507 = l_4506 <= l_4448;
if l_4507 {
let l_4508 = bitcast<u32>(l_4454);
let l_4509 = l_4508 + u32(1);
l_mut_3600 = l_4509;
let l_4510 = l_4508 & u32(2147483647);
let l_4511 = l_4510 == u32(0);
if l_4511 {
l_mut_3600 = u32(1);
} else {
let l_4512 = l_4508 & u32(2147483648);
let l_4513 = l_4512 != u32(0);
if l_4513 {
let l_4514 = l_4508 - u32(1);
l_mut_3600 = l_4514;
} else {
let l_4515 = l_4508 == u32(2139095040);
if l_4515 {
l_mut_3600 = l_4508;
}
}
}
let l_4516 = bitcast<f32>(l_mut_3600);
let l_4517 = bitcast<u32>(l_4516);
let l_4518 = l_4517 & u32(2147483647);
let l_4519 = bitcast<f32>(l_4518);
let l_4520 = f64(l_4519);
l_mut_166 = l_4520;
let l_4521 = l_4518 < u32(8388608);
if l_4521 {
let l_4522 = f64(l_4518);
let l_4523 = l_4522 * f64(1.401298464324817e-45);
l_mut_166 = l_4523;
}
let l_4524 = bitcast<u64>(l_mut_166);
let l_4525 = l_4517 >> u32(31);
let l_4526 = u64(l_4525);
let l_4527 = l_4526 << u32(bitcast<u64>(u64(63)));
let l_4528 = l_4524 | l_4527;
let l_4529 = bitcast<f64>(l_4528);
l_mut_221 = l_4529;
}
}
}
l_mut_2584 = l_mut_221;
} else {
}
l_mut_3600 = u32(0);
let l_4530 = l_mut_2838 <= f64(0.0);
let l_4531 = l_mut_2584 >= f64(0.0);
let l_4532 = l_4530 && l_4531;
let l_4533 = !l_4532;
if l_4533 {
let l_4535 = l_mut_3348 / l_mut_2838;
let l_4536 = l_mut_3348 / l_mut_2584;
let l_4537 = l_mut_3094 / l_mut_2838;
let l_4538 = l_mut_3094 / l_mut_2584;
a_4534[u32(0)] = l_4535;
a_4534[u32(1)] = l_4535;
let l_4539 = a_4534[u32(0)];
let l_4540 = l_4536 < l_4539;
if l_4540 {
a_4534[u32(0)] = l_4536;
}
let l_4541 = a_4534[u32(0)];
let l_4542 = l_4537 < l_4541;
if l_4542 {
a_4534[u32(0)] = l_4537;
}
let l_4543 = a_4534[u32(0)];
let l_4544 = l_4538 < l_4543;
if l_4544 {
a_4534[u32(0)] = l_4538;
}
let l_4545 = a_4534[u32(1)];
let l_4546 = l_4536 > l_4545;
if l_4546 {
a_4534[u32(1)] = l_4536;
}
let l_4547 = a_4534[u32(1)];
let l_4548 = l_4537 > l_4547;
if l_4548 {
a_4534[u32(1)] = l_4537;
}
let l_4549 = a_4534[u32(1)];
let l_4550 = l_4538 > l_4549;
if l_4550 {
a_4534[u32(1)] = l_4538;
}
let l_4551 = a_4534[u32(0)];
let l_4552 = abs(l_4551);
let l_4553 = l_4552 * l_mut_1073;
let l_4554 = a_4534[u32(1)];
let l_4555 = abs(l_4554);
let l_4556 = l_4555 * l_mut_1073;
l_mut_3600 = u32(2);
let l_4557 = a_4534[u32(0)];
let l_4558 = l_4557 - l_4553;
let l_4559 = abs(l_4558);
l_mut_3348 = f64(1.401298464324817e-45);
let l_4560 = l_4559 >= f64(1.1754943508222875e-38);
let l_4561 = l_4559 <= f64(1.7976931348623157e308);
let l_4562 = l_4560 && l_4561;
if l_4562 {
let l_4563 = bitcast<u64>(l_4559);
let l_4564 = l_4563 >> u32(bitcast<u64>(u64(52)));
let l_4565 = l_4564 - u64(23);
let l_4566 = l_4565 << u32(bitcast<u64>(u64(52)));
let l_4567 = bitcast<f64>(l_4566);
l_mut_3348 = l_4567;
}
let l_4568 = l_4557 + l_4553;
let l_4569 = abs(l_4568);
l_mut_3094 = f64(1.401298464324817e-45);
let l_4570 = l_4569 >= f64(1.1754943508222875e-38);
let l_4571 = l_4569 <= f64(1.7976931348623157e308);
let l_4572 = l_4570 && l_4571;
if l_4572 {
let l_4573 = bitcast<u64>(l_4569);
let l_4574 = l_4573 >> u32(bitcast<u64>(u64(52)));
let l_4575 = l_4574 - u64(23);
let l_4576 = l_4575 << u32(bitcast<u64>(u64(52)));
let l_4577 = bitcast<f64>(l_4576);
l_mut_3094 = l_4577;
}
let l_4578 = l_mut_3348 == l_mut_3094;
let l_4579 = a_4534[u32(1)];
let l_4580 = l_4579 - l_4556;
let l_4581 = abs(l_4580);
l_mut_3348 = f64(1.401298464324817e-45);
let l_4582 = l_4581 >= f64(1.1754943508222875e-38);
let l_4583 = l_4581 <= f64(1.7976931348623157e308);
let l_4584 = l_4582 && l_4583;
if l_4584 {
let l_4585 = bitcast<u64>(l_4581);
let l_4586 = l_4585 >> u32(bitcast<u64>(u64(52)));
let l_4587 = l_4586 - u64(23);
let l_4588 = l_4587 << u32(bitcast<u64>(u64(52)));
let l_4589 = bitcast<f64>(l_4588);
l_mut_3348 = l_4589;
}
let l_4590 = l_4579 + l_4556;
let l_4591 = abs(l_4590);
l_mut_3094 = f64(1.401298464324817e-45);
let l_4592 = l_4591 >= f64(1.1754943508222875e-38);
let l_4593 = l_4591 <= f64(1.7976931348623157e308);
let l_4594 = l_4592 && l_4593;
if l_4594 {
let l_4595 = bitcast<u64>(l_4591);
let l_4596 = l_4595 >> u32(bitcast<u64>(u64(52)));
let l_4597 = l_4596 - u64(23);
let l_4598 = l_4597 << u32(bitcast<u64>(u64(52)));
let l_4599 = bitcast<f64>(l_4598);
l_mut_3094 = l_4599;
}
let l_4600 = l_mut_3348 == l_mut_3094;
let l_4601 = l_4578 && l_4600;
if l_4601 {
let l_4602 = a_4534[u32(0)];
let l_4603 = a_4534[u32(0)];
let l_4604 = abs(l_4603);
l_mut_3348 = f64(1.401298464324817e-45);
let l_4605 = l_4604 >= f64(1.1754943508222875e-38);
let l_4606 = l_4604 <= f64(1.7976931348623157e308);
let l_4607 = l_4605 && l_4606;
if l_4607 {
let l_4608 = bitcast<u64>(l_4604);
let l_4609 = l_4608 >> u32(bitcast<u64>(u64(52)));
let l_4610 = l_4609 - u64(23);
let l_4611 = l_4610 << u32(bitcast<u64>(u64(52)));
let l_4612 = bitcast<f64>(l_4611);
l_mut_3348 = l_4612;
}
let l_4613 = l_384 * l_mut_3348;
let l_4614 = l_4602 - l_4613;
let l_4615 = a_4534[u32(1)];
let l_4616 = a_4534[u32(1)];
let l_4617 = abs(l_4616);
l_mut_3348 = f64(1.401298464324817e-45);
let l_4618 = l_4617 >= f64(1.1754943508222875e-38);
let l_4619 = l_4617 <= f64(1.7976931348623157e308);
let l_4620 = l_4618 && l_4619;
if l_4620 {
let l_4621 = bitcast<u64>(l_4617);
let l_4622 = l_4621 >> u32(bitcast<u64>(u64(52)));
let l_4623 = l_4622 - u64(23);
let l_4624 = l_4623 << u32(bitcast<u64>(u64(52)));
let l_4625 = bitcast<f64>(l_4624);
l_mut_3348 = l_4625;
}
let l_4626 = l_384 * l_mut_3348;
let l_4627 = l_4615 + l_4626;
let l_4628 = bitcast<u32>(l_146);
let l_4629 = l_4628 & u32(2147483647);
let l_4630 = bitcast<f32>(l_4629);
let l_4631 = f64(l_4630);
l_mut_3348 = l_4631;
let l_4632 = l_4629 < u32(8388608);
if l_4632 {
let l_4633 = f64(l_4629);
let l_4634 = l_4633 * f64(1.401298464324817e-45);
l_mut_3348 = l_4634;
}
let l_4635 = bitcast<u64>(l_mut_3348);
let l_4636 = l_4628 >> u32(31);
let l_4637 = u64(l_4636);
let l_4638 = l_4637 << u32(bitcast<u64>(u64(63)));
let l_4639 = l_4635 | l_4638;
let l_4640 = bitcast<f64>(l_4639);
let l_4641 = bitcast<u32>(l_146);
let l_4642 = l_4641 + u32(1);
l_mut_4643 = l_4642;
let l_4644 = l_4641 & u32(2147483647);
let l_4645 = l_4644 == u32(0);
if l_4645 {
l_mut_4643 = u32(1);
} else {
let l_4646 = l_4641 & u32(2147483648);
let l_4647 = l_4646 != u32(0);
if l_4647 {
let l_4648 = l_4641 - u32(1);
l_mut_4643 = l_4648;
} else {
let l_4649 = l_4641 == u32(2139095040);
if l_4649 {
l_mut_4643 = l_4641;
}
}
}
let l_4650 = bitcast<f32>(l_mut_4643);
let l_4651 = bitcast<u32>(l_4650);
let l_4652 = l_4651 & u32(2147483647);
let l_4653 = bitcast<f32>(l_4652);
let l_4654 = f64(l_4653);
l_mut_3348 = l_4654;
let l_4655 = l_4652 < u32(8388608);
if l_4655 {
let l_4656 = f64(l_4652);
let l_4657 = l_4656 * f64(1.401298464324817e-45);
l_mut_3348 = l_4657;
}
let l_4658 = bitcast<u64>(l_mut_3348);
let l_4659 = l_4651 >> u32(31);
let l_4660 = u64(l_4659);
let l_4661 = l_4660 << u32(bitcast<u64>(u64(63)));
let l_4662 = l_4658 | l_4661;
let l_4663 = bitcast<f64>(l_4662);
let l_4664 = bitcast<u32>(l_146);
let l_4665 = l_4664 ^ u32(2147483648);
let l_4666 = bitcast<f32>(l_4665);
let l_4667 = bitcast<u32>(l_4666);
let l_4668 = l_4667 + u32(1);
l_mut_4643 = l_4668;
let l_4669 = l_4667 & u32(2147483647);
let l_4670 = l_4669 == u32(0);
if l_4670 {
l_mut_4643 = u32(1);
} else {
let l_4671 = l_4667 & u32(2147483648);
let l_4672 = l_4671 != u32(0);
if l_4672 {
let l_4673 = l_4667 - u32(1);
l_mut_4643 = l_4673;
} else {
let l_4674 = l_4667 == u32(2139095040);
if l_4674 {
l_mut_4643 = l_4667;
}
}
}
let l_4675 = bitcast<f32>(l_mut_4643);
let l_4676 = bitcast<u32>(l_4675);
let l_4677 = l_4676 ^ u32(2147483648);
let l_4678 = bitcast<f32>(l_4677);
let l_4679 = bitcast<u32>(l_4678);
let l_4680 = l_4679 & u32(2147483647);
let l_4681 = bitcast<f32>(l_4680);
let l_4682 = f64(l_4681);
l_mut_3348 = l_4682;
let l_4683 = l_4680 < u32(8388608);
if l_4683 {
let l_4684 = f64(l_4680);
let l_4685 = l_4684 * f64(1.401298464324817e-45);
l_mut_3348 = l_4685;
}
let l_4686 = bitcast<u64>(l_mut_3348);
let l_4687 = l_4679 >> u32(31);
let l_4688 = u64(l_4687);
let l_4689 = l_4688 << u32(bitcast<u64>(u64(63)));
let l_4690 = l_4686 | l_4689;
let l_4691 = bitcast<f64>(l_4690);
let l_4692 = l_4614 + l_4553;
let l_4693 = l_4692 <= l_4640;
l_mut_512 = l_4693;
let l_4694 = l_4614 - l_4553;
let l_4695 = l_4694 > l_4640;
l_mut_509 = l_4695;
let l_4696 = l_4627 - l_4556;
let l_4697 = l_4696 >= l_4640;
l_mut_506 = l_4697;
let l_4698 = l_4627 + l_4556;
let l_4699 = l_4698 < l_4640;
l_mut_503 = l_4699;
let l_4700 = l_4614 + l_4553;
let l_4701 = l_4700 < l_4663;
l_mut_512 = l_4701;
let l_4702 = l_4614 - l_4553;
let l_4703 = l_4702 >= l_4663;
l_mut_509 = l_4703;
let l_4704 = l_4627 - l_4556;
let l_4705 = l_4704 > l_4691;
l_mut_506 = l_4705;
let l_4706 = l_4627 + l_4556;
let l_4707 = l_4706 <= l_4691;
l_mut_503 = l_4707;
l_mut_4643 = u32(2);
let l_4708 = l_mut_509 || l_mut_503;
if l_4708 {
l_mut_4643 = u32(1);
} else {
let l_4709 = l_mut_512 && l_mut_506;
if l_4709 {
l_mut_4643 = u32(0);
}
}
let l_4710 = bitcast<u32>(l_146);
let l_4711 = l_4710 & u32(2147483647);
let l_4712 = l_4711 == u32(0);
if l_4712 {
let l_4713 = l_4614 + l_4553;
let l_4714 = l_4713 < f64(1.1754943508222875e-38);
let l_4715 = l_4627 - l_4556;
let l_4716 = l_4715 > f64(-1.1754943508222875e-38);
let l_4717 = l_4714 && l_4716;
let l_4718 = l_4614 - l_4553;
let l_4719 = l_4718 < f64(1.1754943508222875e-38);
let l_4720 = l_4627 + l_4556;
let l_4721 = l_4720 > f64(-1.1754943508222875e-38);
let l_4722 = l_4719 && l_4721;
if l_4717 {
l_mut_4643 = u32(0);
} else {
let l_4723 = l_mut_4643 == u32(1);
let l_4724 = l_4722 && l_4723;
if l_4724 {
l_mut_4643 = u32(2);
}
}
}
l_mut_3600 = l_mut_4643;
}
}
l_mut_4643 = u32(2);
let l_4725 = l_mut_411 == u32(0);
if l_4725 {
l_mut_4643 = u32(0);
} else {
let l_4726 = l_mut_3600 == u32(1);
if l_4726 {
l_mut_4643 = u32(1);
}
}
l_mut_452 = l_mut_4643;
} else {
let l_4727 = l_mut_1569 - l_381;
let l_4728 = l_mut_1569 + l_381;
let l_4729 = l_mut_1486 - l_381;
let l_4730 = l_mut_1486 + l_381;
let l_4731 = abs(l_4729);
let l_4732 = l_4731 > l_2466;
let l_4733 = abs(l_4730);
let l_4734 = l_4733 > l_2466;
let l_4735 = l_4732 && l_4734;
if l_4735 {
let l_4736 = l_2464 + l_2466;
let l_4737 = abs(l_4729);
let l_4738 = abs(l_4730);
l_mut_3348 = l_4737;
let l_4739 = l_4738 < l_4737;
if l_4739 {
l_mut_3348 = l_4738;
}
let l_4740 = l_4736 / l_mut_3348;
let l_4741 = abs(l_4727);
let l_4742 = abs(l_4728);
l_mut_3348 = l_4741;
let l_4743 = l_4742 < l_4741;
if l_4743 {
l_mut_3348 = l_4742;
}
let l_4744 = l_2464 / l_mut_3348;
let l_4745 = l_4740 + l_4744;
l_mut_1073 = l_mut_1073 + l_4745;
l_mut_4643 = u32(0);
let l_4746 = l_4729 <= f64(0.0);
let l_4747 = l_4730 >= f64(0.0);
let l_4748 = l_4746 && l_4747;
let l_4749 = !l_4748;
if l_4749 {
let l_4751 = l_4727 / l_4729;
let l_4752 = l_4727 / l_4730;
let l_4753 = l_4728 / l_4729;
let l_4754 = l_4728 / l_4730;
a_4750[u32(0)] = l_4751;
a_4750[u32(1)] = l_4751;
let l_4755 = a_4750[u32(0)];
let l_4756 = l_4752 < l_4755;
if l_4756 {
a_4750[u32(0)] = l_4752;
}
let l_4757 = a_4750[u32(0)];
let l_4758 = l_4753 < l_4757;
if l_4758 {
a_4750[u32(0)] = l_4753;
}
let l_4759 = a_4750[u32(0)];
let l_4760 = l_4754 < l_4759;
if l_4760 {
a_4750[u32(0)] = l_4754;
}
let l_4761 = a_4750[u32(1)];
let l_4762 = l_4752 > l_4761;
if l_4762 {
a_4750[u32(1)] = l_4752;
}
let l_4763 = a_4750[u32(1)];
let l_4764 = l_4753 > l_4763;
if l_4764 {
a_4750[u32(1)] = l_4753;
}
let l_4765 = a_4750[u32(1)];
let l_4766 = l_4754 > l_4765;
if l_4766 {
a_4750[u32(1)] = l_4754;
}
let l_4767 = a_4750[u32(0)];
let l_4768 = abs(l_4767);
let l_4769 = l_4768 * l_mut_1073;
let l_4770 = a_4750[u32(1)];
let l_4771 = abs(l_4770);
let l_4772 = l_4771 * l_mut_1073;
l_mut_4643 = u32(2);
let l_4773 = a_4750[u32(0)];
let l_4774 = l_4773 - l_4769;
let l_4775 = abs(l_4774);
l_mut_3348 = f64(1.401298464324817e-45);
let l_4776 = l_4775 >= f64(1.1754943508222875e-38);
let l_4777 = l_4775 <= f64(1.7976931348623157e308);
let l_4778 = l_4776 && l_4777;
if l_4778 {
let l_4779 = bitcast<u64>(l_4775);
let l_4780 = l_4779 >> u32(bitcast<u64>(u64(52)));
let l_4781 = l_4780 - u64(23);
let l_4782 = l_4781 << u32(bitcast<u64>(u64(52)));
let l_4783 = bitcast<f64>(l_4782);
l_mut_3348 = l_4783;
}
let l_4784 = l_4773 + l_4769;
let l_4785 = abs(l_4784);
l_mut_3094 = f64(1.401298464324817e-45);
let l_4786 = l_4785 >= f64(1.1754943508222875e-38);
let l_4787 = l_4785 <= f64(1.7976931348623157e308);
let l_4788 = l_4786 && l_4787;
if l_4788 {
let l_4789 = bitcast<u64>(l_4785);
let l_4790 = l_4789 >> u32(bitcast<u64>(u64(52)));
let l_4791 = l_4790 - u64(23);
let l_4792 = l_4791 << u32(bitcast<u64>(u64(52)));
let l_4793 = bitcast<f64>(l_4792);
l_mut_3094 = l_4793;
}
let l_4794 = l_mut_3348 == l_mut_3094;
let l_4795 = a_4750[u32(1)];
let l_4796 = l_4795 - l_4772;
let l_4797 = abs(l_4796);
l_mut_3348 = f64(1.401298464324817e-45);
let l_4798 = l_4797 >= f64(1.1754943508222875e-38);
let l_4799 = l_4797 <= f64(1.7976931348623157e308);
let l_4800 = l_4798 && l_4799;
if l_4800 {
let l_4801 = bitcast<u64>(l_4797);
let l_4802 = l_4801 >> u32(bitcast<u64>(u64(52)));
let l_4803 = l_4802 - u64(23);
let l_4804 = l_4803 << u32(bitcast<u64>(u64(52)));
let l_4805 = bitcast<f64>(l_4804);
l_mut_3348 = l_4805;
}
let l_4806 = l_4795 + l_4772;
let l_4807 = abs(l_4806);
l_mut_3094 = f64(1.401298464324817e-45);
let l_4808 = l_4807 >= f64(1.1754943508222875e-38);
let l_4809 = l_4807 <= f64(1.7976931348623157e308);
let l_4810 = l_4808 && l_4809;
if l_4810 {
let l_4811 = bitcast<u64>(l_4807);
let l_4812 = l_4811 >> u32(bitcast<u64>(u64(52)));
let l_4813 = l_4812 - u64(23);
let l_4814 = l_4813 << u32(bitcast<u64>(u64(52)));
let l_4815 = bitcast<f64>(l_4814);
l_mut_3094 = l_4815;
}
let l_4816 = l_mut_3348 == l_mut_3094;
let l_4817 = l_4794 && l_4816;
if l_4817 {
let l_4818 = a_4750[u32(0)];
let l_4819 = a_4750[u32(0)];
let l_4820 = abs(l_4819);
l_mut_3348 = f64(1.401298464324817e-45);
let l_4821 = l_4820 >= f64(1.1754943508222875e-38);
let l_4822 = l_4820 <= f64(1.7976931348623157e308);
let l_4823 = l_4821 && l_4822;
if l_4823 {
let l_4824 = bitcast<u64>(l_4820);
let l_4825 = l_4824 >> u32(bitcast<u64>(u64(52)));
let l_4826 = l_4825 - u64(23);
let l_4827 = l_4826 << u32(bitcast<u64>(u64(52)));
let l_4828 = bitcast<f64>(l_4827);
l_mut_3348 = l_4828;
}
let l_4829 = l_384 * l_mut_3348;
let l_4830 = l_4818 - l_4829;
let l_4831 = a_4750[u32(1)];
let l_4832 = a_4750[u32(1)];
let l_4833 = abs(l_4832);
l_mut_3348 = f64(1.401298464324817e-45);
let l_4834 = l_4833 >= f64(1.1754943508222875e-38);
let l_4835 = l_4833 <= f64(1.7976931348623157e308);
let l_4836 = l_4834 && l_4835;
if l_4836 {
let l_4837 = bitcast<u64>(l_4833);
let l_4838 = l_4837 >> u32(bitcast<u64>(u64(52)));
let l_4839 = l_4838 - u64(23);
let l_4840 = l_4839 << u32(bitcast<u64>(u64(52)));
let l_4841 = bitcast<f64>(l_4840);
l_mut_3348 = l_4841;
}
let l_4842 = l_384 * l_mut_3348;
let l_4843 = l_4831 + l_4842;
let l_4844 = bitcast<u32>(l_146);
let l_4845 = l_4844 & u32(2147483647);
let l_4846 = bitcast<f32>(l_4845);
let l_4847 = f64(l_4846);
l_mut_3348 = l_4847;
let l_4848 = l_4845 < u32(8388608);
if l_4848 {
let l_4849 = f64(l_4845);
let l_4850 = l_4849 * f64(1.401298464324817e-45);
l_mut_3348 = l_4850;
}
let l_4851 = bitcast<u64>(l_mut_3348);
let l_4852 = l_4844 >> u32(31);
let l_4853 = u64(l_4852);
let l_4854 = l_4853 << u32(bitcast<u64>(u64(63)));
let l_4855 = l_4851 | l_4854;
let l_4856 = bitcast<f64>(l_4855);
let l_4857 = bitcast<u32>(l_146);
let l_4858 = l_4857 + u32(1);
l_mut_3600 = l_4858;
let l_4859 = l_4857 & u32(2147483647);
let l_4860 = l_4859 == u32(0);
if l_4860 {
l_mut_3600 = u32(1);
} else {
let l_4861 = l_4857 & u32(2147483648);
let l_4862 = l_4861 != u32(0);
if l_4862 {
let l_4863 = l_4857 - u32(1);
l_mut_3600 = l_4863;
} else {
let l_4864 = l_4857 == u32(2139095040);
if l_4864 {
l_mut_3600 = l_4857;
}
}
}
let l_4865 = bitcast<f32>(l_mut_3600);
let l_4866 = bitcast<u32>(l_4865);
let l_4867 = l_4866 & u32(2147483647);
let l_4868 = bitcast<f32>(l_4867);
let l_4869 = f64(l_4868);
l_mut_3348 = l_4869;
let l_4870 = l_4867 < u32(8388608);
if l_4870 {
let l_4871 = f64(l_4867);
let l_4872 = l_4871 * f64(1.401298464324817e-45);
l_mut_3348 = l_4872;
}
let l_4873 = bitcast<u64>(l_mut_3348);
let l_4874 = l_4866 >> u32(31);
let l_4875 = u64(l_4874);
let l_4876 = l_4875 << u32(bitcast<u64>(u64(63)));
let l_4877 = l_4873 | l_4876;
let l_4878 = bitcast<f64>(l_4877);
let l_4879 = bitcast<u32>(l_146);
let l_4880 = l_4879 ^ u32(2147483648);
let l_4881 = bitcast<f32>(l_4880);
let l_4882 = bitcast<u32>(l_4881);
let l_4883 = l_4882 + u32(1);
l_mut_3600 = l_4883;
let l_4884 = l_4882 & u32(2147483647);
let l_4885 = l_4884 == u32(0);
if l_4885 {
l_mut_3600 = u32(1);
} else {
let l_4886 = l_4882 & u32(2147483648);
let l_4887 = l_4886 != u32(0);
if l_4887 {
let l_4888 = l_4882 - u32(1);
l_mut_3600 = l_4888;
} else {
let l_4889 = l_4882 == u32(2139095040);
if l_4889 {
l_mut_3600 = l_4882;
}
}
}
let l_4890 = bitcast<f32>(l_mut_3600);
let l_4891 = bitcast<u32>(l_4890);
let l_4892 = l_4891 ^ u32(2147483648);
let l_4893 = bitcast<f32>(l_4892);
let l_4894 = bitcast<u32>(l_4893);
let l_4895 = l_4894 & u32(2147483647);
let l_4896 = bitcast<f32>(l_4895);
let l_4897 = f64(l_4896);
l_mut_3348 = l_4897;
let l_4898 = l_4895 < u32(8388608);
if l_4898 {
let l_4899 = f64(l_4895);
let l_4900 = l_4899 * f64(1.401298464324817e-45);
l_mut_3348 = l_4900;
}
let l_4901 = bitcast<u64>(l_mut_3348);
let l_4902 = l_4894 >> u32(31);
let l_4903 = u64(l_4902);
let l_4904 = l_4903 << u32(bitcast<u64>(u64(63)));
let l_4905 = l_4901 | l_4904;
let l_4906 = bitcast<f64>(l_4905);
let l_4907 = l_4830 + l_4769;
let l_4908 = l_4907 <= l_4856;
l_mut_512 = l_4908;
let l_4909 = l_4830 - l_4769;
let l_4910 = l_4909 > l_4856;
l_mut_509 = l_4910;
let l_4911 = l_4843 - l_4772;
let l_4912 = l_4911 >= l_4856;
l_mut_506 = l_4912;
let l_4913 = l_4843 + l_4772;
let l_4914 = l_4913 < l_4856;
l_mut_503 = l_4914;
l_mut_3600 = u32(2);
let l_4915 = l_mut_509 || l_mut_503;
if l_4915 {
l_mut_3600 = u32(1);
} else {
let l_4916 = l_mut_512 && l_mut_506;
if l_4916 {
l_mut_3600 = u32(0);
}
}
let l_4917 = bitcast<u32>(l_146);
let l_4918 = l_4917 & u32(2147483647);
let l_4919 = l_4918 == u32(0);
if l_4919 {
let l_4920 = l_4830 + l_4769;
let l_4921 = l_4920 < f64(1.1754943508222875e-38);
let l_4922 = l_4843 - l_4772;
let l_4923 = l_4922 > f64(-1.1754943508222875e-38);
let l_4924 = l_4921 && l_4923;
let l_4925 = l_4830 - l_4769;
let l_4926 = l_4925 < f64(1.1754943508222875e-38);
let l_4927 = l_4843 + l_4772;
let l_4928 = l_4927 > f64(-1.1754943508222875e-38);
let l_4929 = l_4926 && l_4928;
if l_4924 {
l_mut_3600 = u32(0);
} else {
let l_4930 = l_mut_3600 == u32(1);
let l_4931 = l_4929 && l_4930;
if l_4931 {
l_mut_3600 = u32(2);
}
}
}
l_mut_4643 = l_mut_3600;
}
}
l_mut_452 = l_mut_4643;
}
}
l_mut_268 = l_mut_452;
} else {
let l_4932 = l_393 <= l_387;
if l_4932 {
let l_4933 = f32(l_392);
let l_4934 = bitcast<u32>(l_4933);
let l_4935 = l_4934 & u32(2147483647);
let l_4936 = bitcast<f32>(l_4935);
let l_4937 = f64(l_4936);
l_mut_3348 = l_4937;
let l_4938 = l_4935 < u32(8388608);
if l_4938 {
let l_4939 = f64(l_4935);
let l_4940 = l_4939 * f64(1.401298464324817e-45);
l_mut_3348 = l_4940;
}
let l_4941 = bitcast<u64>(l_mut_3348);
let l_4942 = l_4934 >> u32(31);
let l_4943 = u64(l_4942);
let l_4944 = l_4943 << u32(bitcast<u64>(u64(63)));
let l_4945 = l_4941 | l_4944;
let l_4946 = bitcast<f64>(l_4945);
let l_4947 = abs(l_4946);
l_mut_3348 = l_4947;
l_mut_4643 = u32(0);
let l_4948 = l_4947 >= f64(0.785);
if l_4948 {
let l_4949 = l_4947 * f64(0.6366197723675814);
let l_4950 = l_4949 + f64(0.5);
let l_4951 = floor(l_4950);
let l_4952 = l_4951 * f64(1.570796325802803);
let l_4953 = l_4947 - l_4952;
let l_4954 = l_4953 * l_20;
let l_4955 = l_4951 * f64(9.920935796805404e-10);
let l_4956 = l_4954 - l_4955;
l_mut_3348 = l_4956;
let l_4957 = u32(l_4951);
l_mut_4643 = l_4957;
}
let l_4958 = bitcast<u32>(l_4933);
let l_4959 = l_4958 >= u32(2147483648);
let l_4960 = l_mut_3348 * l_mut_3348;
let l_4961 = l_4960 * f64(1.9572941063391263e-20);
let l_4962 = f64(8.22063524662433e-18) - l_4961;
l_mut_3094 = l_4962;
let l_4963 = l_mut_3094 * l_4960;
let l_4964 = l_4963 - f64(2.8114572543455206e-15);
l_mut_3094 = l_4964;
let l_4965 = l_mut_3094 * l_4960;
let l_4966 = l_4965 + f64(7.647163731819816e-13);
l_mut_3094 = l_4966;
let l_4967 = l_mut_3094 * l_4960;
let l_4968 = l_4967 - f64(1.6059043836821613e-10);
l_mut_3094 = l_4968;
let l_4969 = l_mut_3094 * l_4960;
let l_4970 = l_4969 + f64(2.505210838544172e-8);
l_mut_3094 = l_4970;
let l_4971 = l_mut_3094 * l_4960;
let l_4972 = l_4971 - f64(2.7557319223985893e-6);
l_mut_3094 = l_4972;
let l_4973 = l_mut_3094 * l_4960;
let l_4974 = l_4973 + f64(0.0001984126984126984);
l_mut_3094 = l_4974;
let l_4975 = l_mut_3094 * l_4960;
let l_4976 = l_4975 - f64(0.008333333333333333);
l_mut_3094 = l_4976;
let l_4977 = l_mut_3094 * l_4960;
let l_4978 = l_4977 + f64(0.16666666666666666);
l_mut_3094 = l_4978;
let l_4979 = f64(0.5) * l_4960;
let l_4980 = f64(1.0) - l_4979;
let l_4981 = f64(0.0) * l_4980;
let l_4982 = l_mut_3348 * l_4960;
let l_4983 = l_4982 * l_mut_3094;
let l_4984 = l_4981 - l_4983;
let l_4985 = l_mut_3348 + l_4984;
let l_4986 = l_mut_3348 * l_mut_3348;
let l_4987 = l_4986 * f64(4.110317623312165e-19);
let l_4988 = l_4987 - f64(1.5619206968586225e-16);
l_mut_3094 = l_4988;
let l_4989 = l_mut_3094 * l_4986;
let l_4990 = l_4989 + f64(4.779477332387385e-14);
l_mut_3094 = l_4990;
let l_4991 = l_mut_3094 * l_4986;
let l_4992 = l_4991 - f64(1.1470745597729725e-11);
l_mut_3094 = l_4992;
let l_4993 = l_mut_3094 * l_4986;
let l_4994 = l_4993 + f64(2.08767569878681e-9);
l_mut_3094 = l_4994;
let l_4995 = l_mut_3094 * l_4986;
let l_4996 = l_4995 - f64(2.755731922398589e-7);
l_mut_3094 = l_4996;
let l_4997 = l_mut_3094 * l_4986;
let l_4998 = l_4997 + f64(2.48015873015873e-5);
l_mut_3094 = l_4998;
let l_4999 = l_mut_3094 * l_4986;
let l_5000 = l_4999 - f64(0.001388888888888889);
l_mut_3094 = l_5000;
let l_5001 = l_mut_3094 * l_4986;
let l_5002 = l_5001 + f64(0.041666666666666664);
l_mut_3094 = l_5002;
let l_5003 = f64(0.5) * l_4986;
let l_5004 = f64(1.0) - l_5003;
let l_5005 = l_4986 * l_4986;
let l_5006 = l_5005 * l_mut_3094;
let l_5007 = f64(0.0) * l_mut_3348;
let l_5008 = l_5006 - l_5007;
let l_5009 = l_5004 + l_5008;
let l_5010 = l_mut_4643 & u32(1);
let l_5011 = l_5010 == u32(1);
l_mut_3348 = l_4985;
let l_5012 = l_mut_4643 & u32(2);
let l_5013 = l_5012 != u32(0);
l_mut_512 = l_5013;
let l_5014 = u32(6) == u32(6);
if l_5014 {
if l_5011 {
l_mut_3348 = l_5009;
}
} else {
let l_5015 = u32(6) == u32(7);
if l_5015 {
l_mut_3348 = l_5009;
if l_5011 {
l_mut_3348 = l_4985;
}
let l_5016 = l_mut_4643 + u32(1);
let l_5017 = l_5016 & u32(2);
let l_5018 = l_5017 != u32(0);
l_mut_512 = l_5018;
} else {
let l_5019 = l_4985 / l_5009;
l_mut_3348 = l_5019;
if l_5011 {
let l_5020 = l_5009 / l_4985;
l_mut_3348 = l_5020;
}
l_mut_512 = l_5011;
}
}
let l_5021 = u32(6) != u32(7);
let l_5022 = l_5021 && l_4959;
if l_5022 {
let l_5023 = !l_mut_512;
l_mut_512 = l_5023;
}
if l_mut_512 {
let l_5024 = -l_mut_3348;
l_mut_3348 = l_5024;
}
let l_5025 = f32(l_392);
let l_5026 = bitcast<u32>(l_5025);
let l_5027 = l_5026 & u32(2147483647);
let l_5028 = bitcast<f32>(l_5027);
let l_5029 = f64(l_5028);
l_mut_3094 = l_5029;
let l_5030 = l_5027 < u32(8388608);
if l_5030 {
let l_5031 = f64(l_5027);
let l_5032 = l_5031 * f64(1.401298464324817e-45);
l_mut_3094 = l_5032;
}
let l_5033 = bitcast<u64>(l_mut_3094);
let l_5034 = l_5026 >> u32(31);
let l_5035 = u64(l_5034);
let l_5036 = l_5035 << u32(bitcast<u64>(u64(63)));
let l_5037 = l_5033 | l_5036;
let l_5038 = bitcast<f64>(l_5037);
let l_5039 = abs(l_5038);
l_mut_3094 = l_5039;
l_mut_4643 = u32(0);
let l_5040 = l_5039 >= f64(0.785);
if l_5040 {
let l_5041 = l_5039 * f64(0.6366197723675814);
let l_5042 = l_5041 + f64(0.5);
let l_5043 = floor(l_5042);
let l_5044 = l_5043 * f64(1.570796325802803);
let l_5045 = l_5039 - l_5044;
let l_5046 = l_5045 * l_20;
let l_5047 = l_5043 * f64(9.920935796805404e-10);
let l_5048 = l_5046 - l_5047;
l_mut_3094 = l_5048;
let l_5049 = u32(l_5043);
l_mut_4643 = l_5049;
}
let l_5050 = bitcast<u32>(l_5025);
let l_5051 = l_5050 >= u32(2147483648);
let l_5052 = l_mut_3094 * l_mut_3094;
let l_5053 = l_5052 * f64(1.9572941063391263e-20);
let l_5054 = f64(8.22063524662433e-18) - l_5053;
l_mut_2838 = l_5054;
let l_5055 = l_mut_2838 * l_5052;
let l_5056 = l_5055 - f64(2.8114572543455206e-15);
l_mut_2838 = l_5056;
let l_5057 = l_mut_2838 * l_5052;
let l_5058 = l_5057 + f64(7.647163731819816e-13);
l_mut_2838 = l_5058;
let l_5059 = l_mut_2838 * l_5052;
let l_5060 = l_5059 - f64(1.6059043836821613e-10);
l_mut_2838 = l_5060;
let l_5061 = l_mut_2838 * l_5052;
let l_5062 = l_5061 + f64(2.505210838544172e-8);
l_mut_2838 = l_5062;
let l_5063 = l_mut_2838 * l_5052;
let l_5064 = l_5063 - f64(2.7557319223985893e-6);
l_mut_2838 = l_5064;
let l_5065 = l_mut_2838 * l_5052;
let l_5066 = l_5065 + f64(0.0001984126984126984);
l_mut_2838 = l_5066;
let l_5067 = l_mut_2838 * l_5052;
let l_5068 = l_5067 - f64(0.008333333333333333);
l_mut_2838 = l_5068;
let l_5069 = l_mut_2838 * l_5052;
let l_5070 = l_5069 + f64(0.16666666666666666);
l_mut_2838 = l_5070;
let l_5071 = f64(0.5) * l_5052;
let l_5072 = f64(1.0) - l_5071;
let l_5073 = f64(0.0) * l_5072;
let l_5074 = l_mut_3094 * l_5052;
let l_5075 = l_5074 * l_mut_2838;
let l_5076 = l_5073 - l_5075;
let l_5077 = l_mut_3094 + l_5076;
let l_5078 = l_mut_3094 * l_mut_3094;
let l_5079 = l_5078 * f64(4.110317623312165e-19);
let l_5080 = l_5079 - f64(1.5619206968586225e-16);
l_mut_2838 = l_5080;
let l_5081 = l_mut_2838 * l_5078;
let l_5082 = l_5081 + f64(4.779477332387385e-14);
l_mut_2838 = l_5082;
let l_5083 = l_mut_2838 * l_5078;
let l_5084 = l_5083 - f64(1.1470745597729725e-11);
l_mut_2838 = l_5084;
let l_5085 = l_mut_2838 * l_5078;
let l_5086 = l_5085 + f64(2.08767569878681e-9);
l_mut_2838 = l_5086;
let l_5087 = l_mut_2838 * l_5078;
let l_5088 = l_5087 - f64(2.755731922398589e-7);
l_mut_2838 = l_5088;
let l_5089 = l_mut_2838 * l_5078;
let l_5090 = l_5089 + f64(2.48015873015873e-5);
l_mut_2838 = l_5090;
let l_5091 = l_mut_2838 * l_5078;
let l_5092 = l_5091 - f64(0.001388888888888889);
l_mut_2838 = l_5092;
let l_5093 = l_mut_2838 * l_5078;
let l_5094 = l_5093 + f64(0.041666666666666664);
l_mut_2838 = l_5094;
let l_5095 = f64(0.5) * l_5078;
let l_5096 = f64(1.0) - l_5095;
let l_5097 = l_5078 * l_5078;
let l_5098 = l_5097 * l_mut_2838;
let l_5099 = f64(0.0) * l_mut_3094;
let l_5100 = l_5098 - l_5099;
let l_5101 = l_5096 + l_5100;
let l_5102 = l_mut_4643 & u32(1);
let l_5103 = l_5102 == u32(1);
l_mut_3094 = l_5077;
let l_5104 = l_mut_4643 & u32(2);
let l_5105 = l_5104 != u32(0);
l_mut_512 = l_5105;
let l_5106 = u32(7) == u32(6);
if l_5106 {
if l_5103 {
l_mut_3094 = l_5101;
}
} else {
let l_5107 = u32(7) == u32(7);
if l_5107 {
l_mut_3094 = l_5101;
if l_5103 {
l_mut_3094 = l_5077;
}
let l_5108 = l_mut_4643 + u32(1);
let l_5109 = l_5108 & u32(2);
let l_5110 = l_5109 != u32(0);
l_mut_512 = l_5110;
} else {
let l_5111 = l_5077 / l_5101;
l_mut_3094 = l_5111;
if l_5103 {
let l_5112 = l_5101 / l_5077;
l_mut_3094 = l_5112;
}
l_mut_512 = l_5103;
}
}
let l_5113 = u32(7) != u32(7);
let l_5114 = l_5113 && l_5051;
if l_5114 {
let l_5115 = !l_mut_512;
l_mut_512 = l_5115;
}
if l_mut_512 {
let l_5116 = -l_mut_3094;
l_mut_3094 = l_5116;
}
let l_5117 = abs(l_mut_3348);
let l_5118 = l_5117 * f64(1.4551915228366852e-11);
let l_5119 = abs(l_mut_3094);
let l_5120 = l_5119 * f64(1.4551915228366852e-11);
let l_5121 = l_mut_3348 - l_381;
let l_5122 = l_mut_3348 + l_381;
let l_5123 = l_mut_3094 - l_381;
let l_5124 = l_mut_3094 + l_381;
l_mut_4643 = u32(2);
let l_5125 = abs(l_5123);
let l_5126 = l_5125 <= l_5120;
let l_5127 = abs(l_5124);
let l_5128 = l_5127 <= l_5120;
let l_5129 = l_5126 || l_5128;
let l_5130 = !l_5129;
if l_5130 {
l_mut_4643 = u32(0);
let l_5131 = l_5123 <= f64(0.0);
let l_5132 = l_5124 >= f64(0.0);
let l_5133 = l_5131 && l_5132;
let l_5134 = !l_5133;
if l_5134 {
let l_5135 = abs(l_5123);
let l_5136 = abs(l_5124);
l_mut_3348 = l_5135;
let l_5137 = l_5136 < l_5135;
if l_5137 {
l_mut_3348 = l_5136;
}
let l_5138 = l_5120 / l_mut_3348;
let l_5139 = l_5138 + f64(1.4551915228366852e-11);
let l_5140 = f64(1.0) / l_5124;
let l_5141 = f64(1.0) / l_5123;
let l_5142 = abs(l_5140);
l_mut_3348 = f64(1.401298464324817e-45);
let l_5143 = l_5142 >= f64(1.1754943508222875e-38);
let l_5144 = l_5142 <= f64(1.7976931348623157e308);
let l_5145 = l_5143 && l_5144;
if l_5145 {
let l_5146 = bitcast<u64>(l_5142);
let l_5147 = l_5146 >> u32(bitcast<u64>(u64(52)));
let l_5148 = l_5147 - u64(23);
let l_5149 = l_5148 << u32(bitcast<u64>(u64(52)));
let l_5150 = bitcast<f64>(l_5149);
l_mut_3348 = l_5150;
}
let l_5151 = l_384 * l_mut_3348;
let l_5152 = l_5140 - l_5151;
let l_5153 = abs(l_5141);
l_mut_3348 = f64(1.401298464324817e-45);
let l_5154 = l_5153 >= f64(1.1754943508222875e-38);
let l_5155 = l_5153 <= f64(1.7976931348623157e308);
let l_5156 = l_5154 && l_5155;
if l_5156 {
let l_5157 = bitcast<u64>(l_5153);
let l_5158 = l_5157 >> u32(bitcast<u64>(u64(52)));
let l_5159 = l_5158 - u64(23);
let l_5160 = l_5159 << u32(bitcast<u64>(u64(52)));
let l_5161 = bitcast<f64>(l_5160);
l_mut_3348 = l_5161;
}
let l_5162 = l_384 * l_mut_3348;
let l_5163 = l_5141 + l_5162;
let l_5165 = l_5121 * l_5152;
let l_5166 = l_5121 * l_5163;
let l_5167 = l_5122 * l_5152;
let l_5168 = l_5122 * l_5163;
a_5164[u32(0)] = l_5165;
a_5164[u32(1)] = l_5165;
let l_5169 = a_5164[u32(0)];
let l_5170 = l_5166 < l_5169;
if l_5170 {
a_5164[u32(0)] = l_5166;
}
let l_5171 = a_5164[u32(0)];
let l_5172 = l_5167 < l_5171;
if l_5172 {
a_5164[u32(0)] = l_5167;
}
let l_5173 = a_5164[u32(0)];
let l_5174 = l_5168 < l_5173;
if l_5174 {
a_5164[u32(0)] = l_5168;
}
let l_5175 = a_5164[u32(1)];
let l_5176 = l_5166 > l_5175;
if l_5176 {
a_5164[u32(1)] = l_5166;
}
let l_5177 = a_5164[u32(1)];
let l_5178 = l_5167 > l_5177;
if l_5178 {
a_5164[u32(1)] = l_5167;
}
let l_5179 = a_5164[u32(1)];
let l_5180 = l_5168 > l_5179;
if l_5180 {
a_5164[u32(1)] = l_5168;
}
let l_5181 = abs(l_5121);
let l_5182 = abs(l_5122);
l_mut_3348 = l_5181;
let l_5183 = l_5182 > l_5181;
if l_5183 {
l_mut_3348 = l_5182;
}
let l_5184 = abs(l_5152);
let l_5185 = abs(l_5163);
l_mut_3094 = l_5184;
let l_5186 = l_5185 > l_5184;
if l_5186 {
l_mut_3094 = l_5185;
}
let l_5187 = l_mut_3348 * l_mut_3094;
let l_5188 = l_5139 + f64(1.4551915228366852e-11);
let l_5189 = l_5187 * l_5188;
let l_5190 = l_5118 * l_mut_3094;
let l_5191 = l_5189 + l_5190;
l_mut_4643 = u32(2);
let l_5192 = abs(l_5140);
let l_5193 = l_5192 * l_5139;
let l_5194 = l_5140 - l_5193;
let l_5195 = abs(l_5194);
l_mut_3348 = f64(1.401298464324817e-45);
let l_5196 = l_5195 >= f64(1.1754943508222875e-38);
let l_5197 = l_5195 <= f64(1.7976931348623157e308);
let l_5198 = l_5196 && l_5197;
if l_5198 {
let l_5199 = bitcast<u64>(l_5195);
let l_5200 = l_5199 >> u32(bitcast<u64>(u64(52)));
let l_5201 = l_5200 - u64(23);
let l_5202 = l_5201 << u32(bitcast<u64>(u64(52)));
let l_5203 = bitcast<f64>(l_5202);
l_mut_3348 = l_5203;
}
let l_5204 = l_5140 + l_5193;
let l_5205 = abs(l_5204);
l_mut_3094 = f64(1.401298464324817e-45);
let l_5206 = l_5205 >= f64(1.1754943508222875e-38);
let l_5207 = l_5205 <= f64(1.7976931348623157e308);
let l_5208 = l_5206 && l_5207;
if l_5208 {
let l_5209 = bitcast<u64>(l_5205);
let l_5210 = l_5209 >> u32(bitcast<u64>(u64(52)));
let l_5211 = l_5210 - u64(23);
let l_5212 = l_5211 << u32(bitcast<u64>(u64(52)));
let l_5213 = bitcast<f64>(l_5212);
l_mut_3094 = l_5213;
}
let l_5214 = l_mut_3348 == l_mut_3094;
let l_5215 = abs(l_5141);
let l_5216 = l_5215 * l_5139;
let l_5217 = l_5141 - l_5216;
let l_5218 = abs(l_5217);
l_mut_3348 = f64(1.401298464324817e-45);
let l_5219 = l_5218 >= f64(1.1754943508222875e-38);
let l_5220 = l_5218 <= f64(1.7976931348623157e308);
let l_5221 = l_5219 && l_5220;
if l_5221 {
let l_5222 = bitcast<u64>(l_5218);
let l_5223 = l_5222 >> u32(bitcast<u64>(u64(52)));
let l_5224 = l_5223 - u64(23);
let l_5225 = l_5224 << u32(bitcast<u64>(u64(52)));
let l_5226 = bitcast<f64>(l_5225);
l_mut_3348 = l_5226;
}
let l_5227 = l_5141 + l_5216;
let l_5228 = abs(l_5227);
l_mut_3094 = f64(1.401298464324817e-45);
let l_5229 = l_5228 >= f64(1.1754943508222875e-38);
let l_5230 = l_5228 <= f64(1.7976931348623157e308);
let l_5231 = l_5229 && l_5230;
if l_5231 {
let l_5232 = bitcast<u64>(l_5228);
let l_5233 = l_5232 >> u32(bitcast<u64>(u64(52)));
let l_5234 = l_5233 - u64(23);
let l_5235 = l_5234 << u32(bitcast<u64>(u64(52)));
let l_5236 = bitcast<f64>(l_5235);
l_mut_3094 = l_5236;
}
let l_5237 = l_mut_3348 == l_mut_3094;
let l_5238 = l_5214 && l_5237;
if l_5238 {
let l_5239 = a_5164[u32(0)];
let l_5240 = a_5164[u32(1)];
let l_5241 = bitcast<u32>(l_146);
let l_5242 = l_5241 & u32(2147483647);
let l_5243 = bitcast<f32>(l_5242);
let l_5244 = f64(l_5243);
l_mut_3348 = l_5244;
let l_5245 = l_5242 < u32(8388608);
if l_5245 {
let l_5246 = f64(l_5242);
let l_5247 = l_5246 * f64(1.401298464324817e-45);
l_mut_3348 = l_5247;
}
let l_5248 = bitcast<u64>(l_mut_3348);
let l_5249 = l_5241 >> u32(31);
let l_5250 = u64(l_5249);
let l_5251 = l_5250 << u32(bitcast<u64>(u64(63)));
let l_5252 = l_5248 | l_5251;
let l_5253 = bitcast<f64>(l_5252);
let l_5254 = bitcast<u32>(l_146);
let l_5255 = l_5254 + u32(1);
l_mut_3600 = l_5255;
let l_5256 = l_5254 & u32(2147483647);
let l_5257 = l_5256 == u32(0);
if l_5257 {
l_mut_3600 = u32(1);
} else {
let l_5258 = l_5254 & u32(2147483648);
let l_5259 = l_5258 != u32(0);
if l_5259 {
let l_5260 = l_5254 - u32(1);
l_mut_3600 = l_5260;
} else {
let l_5261 = l_5254 == u32(2139095040);
if l_5261 {
l_mut_3600 = l_5254;
}
}
}
let l_5262 = bitcast<f32>(l_mut_3600);
let l_5263 = bitcast<u32>(l_5262);
let l_5264 = l_5263 & u32(2147483647);
let l_5265 = bitcast<f32>(l_5264);
let l_5266 = f64(l_5265);
l_mut_3348 = l_5266;
let l_5267 = l_5264 < u32(8388608);
if l_5267 {
let l_5268 = f64(l_5264);
let l_5269 = l_5268 * f64(1.401298464324817e-45);
l_mut_3348 = l_5269;
}
let l_5270 = bitcast<u64>(l_mut_3348);
let l_5271 = l_5263 >> u32(31);
let l_5272 = u64(l_5271);
let l_5273 = l_5272 << u32(bitcast<u64>(u64(63)));
let l_5274 = l_5270 | l_5273;
let l_5275 = bitcast<f64>(l_5274);
let l_5276 = bitcast<u32>(l_146);
let l_5277 = l_5276 ^ u32(2147483648);
let l_5278 = bitcast<f32>(l_5277);
let l_5279 = bitcast<u32>(l_5278);
let l_5280 = l_5279 + u32(1);
l_mut_3600 = l_5280;
let l_5281 = l_5279 & u32(2147483647);
let l_5282 = l_5281 == u32(0);
if l_5282 {
l_mut_3600 = u32(1);
} else {
let l_5283 = l_5279 & u32(2147483648);
let l_5284 = l_5283 != u32(0);
if l_5284 {
let l_5285 = l_5279 - u32(1);
l_mut_3600 = l_5285;
} else {
let l_5286 = l_5279 == u32(2139095040);
if l_5286 {
l_mut_3600 = l_5279;
}
}
}
let l_5287 = bitcast<f32>(l_mut_3600);
let l_5288 = bitcast<u32>(l_5287);
let l_5289 = l_5288 ^ u32(2147483648);
let l_5290 = bitcast<f32>(l_5289);
let l_5291 = bitcast<u32>(l_5290);
let l_5292 = l_5291 & u32(2147483647);
let l_5293 = bitcast<f32>(l_5292);
let l_5294 = f64(l_5293);
l_mut_3348 = l_5294;
let l_5295 = l_5292 < u32(8388608);
if l_5295 {
let l_5296 = f64(l_5292);
let l_5297 = l_5296 * f64(1.401298464324817e-45);
l_mut_3348 = l_5297;
}
let l_5298 = bitcast<u64>(l_mut_3348);
let l_5299 = l_5291 >> u32(31);
let l_5300 = u64(l_5299);
let l_5301 = l_5300 << u32(bitcast<u64>(u64(63)));
let l_5302 = l_5298 | l_5301;
let l_5303 = bitcast<f64>(l_5302);
let l_5304 = l_5239 + l_5191;
let l_5305 = l_5304 <= l_5253;
l_mut_512 = l_5305;
let l_5306 = l_5239 - l_5191;
let l_5307 = l_5306 > l_5253;
l_mut_509 = l_5307;
let l_5308 = l_5240 - l_5191;
let l_5309 = l_5308 >= l_5253;
l_mut_506 = l_5309;
let l_5310 = l_5240 + l_5191;
let l_5311 = l_5310 < l_5253;
l_mut_503 = l_5311;
let l_5312 = l_5239 + l_5191;
let l_5313 = l_5312 < l_5275;
l_mut_512 = l_5313;
let l_5314 = l_5239 - l_5191;
let l_5315 = l_5314 >= l_5275;
l_mut_509 = l_5315;
let l_5316 = l_5240 - l_5191;
let l_5317 = l_5316 > l_5303;
l_mut_506 = l_5317;
let l_5318 = l_5240 + l_5191;
let l_5319 = l_5318 <= l_5303;
l_mut_503 = l_5319;
l_mut_3600 = u32(2);
let l_5320 = l_mut_509 || l_mut_503;
if l_5320 {
l_mut_3600 = u32(1);
} else {
let l_5321 = l_mut_512 && l_mut_506;
if l_5321 {
l_mut_3600 = u32(0);
}
}
let l_5322 = bitcast<u32>(l_146);
let l_5323 = l_5322 & u32(2147483647);
let l_5324 = l_5323 == u32(0);
if l_5324 {
let l_5325 = l_5239 + l_5191;
let l_5326 = l_5325 < f64(1.1754943508222875e-38);
let l_5327 = l_5240 - l_5191;
let l_5328 = l_5327 > f64(-1.1754943508222875e-38);
let l_5329 = l_5326 && l_5328;
let l_5330 = l_5239 - l_5191;
let l_5331 = l_5330 < f64(1.1754943508222875e-38);
let l_5332 = l_5240 + l_5191;
let l_5333 = l_5332 > f64(-1.1754943508222875e-38);
let l_5334 = l_5331 && l_5333;
if l_5329 {
l_mut_3600 = u32(0);
} else {
let l_5335 = l_mut_3600 == u32(1);
let l_5336 = l_5334 && l_5335;
if l_5336 {
l_mut_3600 = u32(2);
}
}
}
l_mut_4643 = l_mut_3600;
}
}
}
l_mut_268 = l_mut_4643;
}
}
} else {
let l_5337 = l_375 == u32(13);
if l_5337 {
let l_5339 = l_392 * l_384;
let l_5340 = l_392 * l_387;
let l_5341 = l_392 * l_384;
let l_5342 = l_392 * l_387;
a_5338[u32(0)] = l_5339;
a_5338[u32(1)] = l_5339;
let l_5343 = a_5338[u32(0)];
let l_5344 = l_5340 < l_5343;
if l_5344 {
a_5338[u32(0)] = l_5340;
}
let l_5345 = a_5338[u32(0)];
let l_5346 = l_5341 < l_5345;
if l_5346 {
a_5338[u32(0)] = l_5341;
}
let l_5347 = a_5338[u32(0)];
let l_5348 = l_5342 < l_5347;
if l_5348 {
a_5338[u32(0)] = l_5342;
}
let l_5349 = a_5338[u32(1)];
let l_5350 = l_5340 > l_5349;
if l_5350 {
a_5338[u32(1)] = l_5340;
}
let l_5351 = a_5338[u32(1)];
let l_5352 = l_5341 > l_5351;
if l_5352 {
a_5338[u32(1)] = l_5341;
}
let l_5353 = a_5338[u32(1)];
let l_5354 = l_5342 > l_5353;
if l_5354 {
a_5338[u32(1)] = l_5342;
}
let l_5355 = a_5338[u32(0)];
let l_5356 = l_5355 * f64(7.1362384635298e44);
let l_5357 = floor(l_5356);
let l_5358 = l_5357 * f64(1.401298464324817e-45);
l_mut_3348 = l_5358;
let l_5359 = abs(l_5355);
let l_5360 = l_5359 >= f64(1.1754943508222875e-38);
if l_5360 {
let l_5361 = f32(l_5355);
let l_5362 = f64(l_5361);
l_mut_3348 = l_5362;
let l_5363 = l_mut_3348 > l_5355;
if l_5363 {
let l_5364 = bitcast<u32>(l_5361);
let l_5365 = l_5364 ^ u32(2147483648);
let l_5366 = bitcast<f32>(l_5365);
let l_5367 = bitcast<u32>(l_5366);
let l_5368 = l_5367 + u32(1);
l_mut_4643 = l_5368;
let l_5369 = l_5367 & u32(2147483647);
let l_5370 = l_5369 == u32(0);
if l_5370 {
l_mut_4643 = u32(1);
} else {
let l_5371 = l_5367 & u32(2147483648);
let l_5372 = l_5371 != u32(0);
if l_5372 {
let l_5373 = l_5367 - u32(1);
l_mut_4643 = l_5373;
} else {
let l_5374 = l_5367 == u32(2139095040);
if l_5374 {
l_mut_4643 = l_5367;
}
}
}
let l_5375 = bitcast<f32>(l_mut_4643);
let l_5376 = bitcast<u32>(l_5375);
let l_5377 = l_5376 ^ u32(2147483648);
let l_5378 = bitcast<f32>(l_5377);
let l_5379 = bitcast<u32>(l_5378);
let l_5380 = l_5379 & u32(2147483647);
let l_5381 = bitcast<f32>(l_5380);
let l_5382 = f64(l_5381);
l_mut_3094 = l_5382;
let l_5383 = l_5380 < u32(8388608);
if l_5383 {
let l_5384 = f64(l_5380);
let l_5385 = l_5384 * f64(1.401298464324817e-45);
l_mut_3094 = l_5385;
}
let l_5386 = bitcast<u64>(l_mut_3094);
let l_5387 = l_5379 >> u32(31);
let l_5388 = u64(l_5387);
let l_5389 = l_5388 << u32(bitcast<u64>(u64(63)));
let l_5390 = l_5386 | l_5389;
let l_5391 = bitcast<f64>(l_5390);
l_mut_3348 = l_5391;
} else {
let l_5392 = bitcast<u32>(l_5361);
let l_5393 = l_5392 + u32(1);
l_mut_4643 = l_5393;
let l_5394 = l_5392 & u32(2147483647);
let l_5395 = l_5394 == u32(0);
if l_5395 {
l_mut_4643 = u32(1);
} else {
let l_5396 = l_5392 & u32(2147483648);
let l_5397 = l_5396 != u32(0);
if l_5397 {
let l_5398 = l_5392 - u32(1);
l_mut_4643 = l_5398;
} else {
let l_5399 = l_5392 == u32(2139095040);
if l_5399 {
l_mut_4643 = l_5392;
}
}
}
let l_5400 = bitcast<f32>(l_mut_4643);
let l_5401 = bitcast<u32>(l_5400);
let l_5402 = l_5401 & u32(2147483647);
let l_5403 = bitcast<f32>(l_5402);
let l_5404 = f64(l_5403);
l_mut_3094 = l_5404;
let l_5405 = l_5402 < u32(8388608);
if l_5405 {
let l_5406 = f64(l_5402);
let l_5407 = l_5406 * f64(1.401298464324817e-45);
l_mut_3094 = l_5407;
}
let l_5408 = bitcast<u64>(l_mut_3094);
let l_5409 = l_5401 >> u32(31);
let l_5410 = u64(l_5409);
let l_5411 = l_5410 << u32(bitcast<u64>(u64(63)));
let l_5412 = l_5408 | l_5411;
let l_5413 = bitcast<f64>(l_5412);
let l_5414 = l_5413 <= l_5355;
if l_5414 {
let l_5415 = bitcast<u32>(l_5361);
let l_5416 = l_5415 + u32(1);
l_mut_4643 = l_5416;
let l_5417 = l_5415 & u32(2147483647);
let l_5418 = l_5417 == u32(0);
if l_5418 {
l_mut_4643 = u32(1);
} else {
let l_5419 = l_5415 & u32(2147483648);
let l_5420 = l_5419 != u32(0);
if l_5420 {
let l_5421 = l_5415 - u32(1);
l_mut_4643 = l_5421;
} else {
let l_5422 = l_5415 == u32(2139095040);
if l_5422 {
l_mut_4643 = l_5415;
}
}
}
let l_5423 = bitcast<f32>(l_mut_4643);
let l_5424 = bitcast<u32>(l_5423);
let l_5425 = l_5424 & u32(2147483647);
let l_5426 = bitcast<f32>(l_5425);
let l_5427 = f64(l_5426);
l_mut_3094 = l_5427;
let l_5428 = l_5425 < u32(8388608);
if l_5428 {
let l_5429 = f64(l_5425);
let l_5430 = l_5429 * f64(1.401298464324817e-45);
l_mut_3094 = l_5430;
}
let l_5431 = bitcast<u64>(l_mut_3094);
let l_5432 = l_5424 >> u32(31);
let l_5433 = u64(l_5432);
let l_5434 = l_5433 << u32(bitcast<u64>(u64(63)));
let l_5435 = l_5431 | l_5434;
let l_5436 = bitcast<f64>(l_5435);
l_mut_3348 = l_5436;
}
}
}
let l_5437 = a_5338[u32(1)];
let l_5438 = -l_5437;
let l_5439 = l_5438 * f64(7.1362384635298e44);
let l_5440 = floor(l_5439);
let l_5441 = l_5440 * f64(1.401298464324817e-45);
l_mut_3094 = l_5441;
let l_5442 = abs(l_5438);
let l_5443 = l_5442 >= f64(1.1754943508222875e-38);
if l_5443 {
let l_5444 = f32(l_5438);
let l_5445 = f64(l_5444);
l_mut_3094 = l_5445;
let l_5446 = l_mut_3094 > l_5438;
if l_5446 {
let l_5447 = bitcast<u32>(l_5444);
let l_5448 = l_5447 ^ u32(2147483648);
let l_5449 = bitcast<f32>(l_5448);
let l_5450 = bitcast<u32>(l_5449);
let l_5451 = l_5450 + u32(1);
l_mut_4643 = l_5451;
let l_5452 = l_5450 & u32(2147483647);
let l_5453 = l_5452 == u32(0);
if l_5453 {
l_mut_4643 = u32(1);
} else {
let l_5454 = l_5450 & u32(2147483648);
let l_5455 = l_5454 != u32(0);
if l_5455 {
let l_5456 = l_5450 - u32(1);
l_mut_4643 = l_5456;
} else {
let l_5457 = l_5450 == u32(2139095040);
if l_5457 {
l_mut_4643 = l_5450;
}
}
}
let l_5458 = bitcast<f32>(l_mut_4643);
let l_5459 = bitcast<u32>(l_5458);
let l_5460 = l_5459 ^ u32(2147483648);
let l_5461 = bitcast<f32>(l_5460);
let l_5462 = bitcast<u32>(l_5461);
let l_5463 = l_5462 & u32(2147483647);
let l_5464 = bitcast<f32>(l_5463);
let l_5465 = f64(l_5464);
l_mut_2838 = l_5465;
let l_5466 = l_5463 < u32(8388608);
if l_5466 {
let l_5467 = f64(l_5463);
let l_5468 = l_5467 * f64(1.401298464324817e-45);
l_mut_2838 = l_5468;
}
let l_5469 = bitcast<u64>(l_mut_2838);
let l_5470 = l_5462 >> u32(31);
let l_5471 = u64(l_5470);
let l_5472 = l_5471 << u32(bitcast<u64>(u64(63)));
let l_5473 = l_5469 | l_5472;
let l_5474 = bitcast<f64>(l_5473);
l_mut_3094 = l_5474;
} else {
let l_5475 = bitcast<u32>(l_5444);
let l_5476 = l_5475 + u32(1);
l_mut_4643 = l_5476;
let l_5477 = l_5475 & u32(2147483647);
let l_5478 = l_5477 == u32(0);
if l_5478 {
l_mut_4643 = u32(1);
} else {
let l_5479 = l_5475 & u32(2147483648);
let l_5480 = l_5479 != u32(0);
if l_5480 {
let l_5481 = l_5475 - u32(1);
l_mut_4643 = l_5481;
} else {
let l_5482 = l_5475 == u32(2139095040);
if l_5482 {
l_mut_4643 = l_5475;
}
}
}
let l_5483 = bitcast<f32>(l_mut_4643);
let l_5484 = bitcast<u32>(l_5483);
let l_5485 = l_5484 & u32(2147483647);
let l_5486 = bitcast<f32>(l_5485);
let l_5487 = f64(l_5486);
l_mut_2838 = l_5487;
let l_5488 = l_5485 < u32(8388608);
if l_5488 {
let l_5489 = f64(l_5485);
let l_5490 = l_5489 * f64(1.401298464324817e-45);
l_mut_2838 = l_5490;
}
let l_5491 = bitcast<u64>(l_mut_2838);
let l_5492 = l_5484 >> u32(31);
let l_5493 = u64(l_5492);
let l_5494 = l_5493 << u32(bitcast<u64>(u64(63)));
let l_5495 = l_5491 | l_5494;
let l_5496 = bitcast<f64>(l_5495);
let l_5497 = l_5496 <= l_5438;
if l_5497 {
let l_5498 = bitcast<u32>(l_5444);
let l_5499 = l_5498 + u32(1);
l_mut_4643 = l_5499;
let l_5500 = l_5498 & u32(2147483647);
let l_5501 = l_5500 == u32(0);
if l_5501 {
l_mut_4643 = u32(1);
} else {
let l_5502 = l_5498 & u32(2147483648);
let l_5503 = l_5502 != u32(0);
if l_5503 {
let l_5504 = l_5498 - u32(1);
l_mut_4643 = l_5504;
} else {
let l_5505 = l_5498 == u32(2139095040);
if l_5505 {
l_mut_4643 = l_5498;
}
}
}
let l_5506 = bitcast<f32>(l_mut_4643);
let l_5507 = bitcast<u32>(l_5506);
let l_5508 = l_5507 & u32(2147483647);
let l_5509 = bitcast<f32>(l_5508);
let l_5510 = f64(l_5509);
l_mut_2838 = l_5510;
let l_5511 = l_5508 < u32(8388608);
if l_5511 {
let l_5512 = f64(l_5508);
let l_5513 = l_5512 * f64(1.401298464324817e-45);
l_mut_2838 = l_5513;
}
let l_5514 = bitcast<u64>(l_mut_2838);
let l_5515 = l_5507 >> u32(31);
let l_5516 = u64(l_5515);
let l_5517 = l_5516 << u32(bitcast<u64>(u64(63)));
let l_5518 = l_5514 | l_5517;
let l_5519 = bitcast<f64>(l_5518);
l_mut_3094 = l_5519;
}
}
}
let l_5520 = -l_mut_3094;
l_mut_3094 = l_mut_3348;
let l_5521 = l_mut_3348 > f64(1000.0);
if l_5521 {
let l_5522 = bitcast<u64>(l_mut_3348);
let l_5523 = l_5522 | u64(9218868437227405312);
let l_5524 = l_5523 & bitcast<u64>(i64(-4503599627370496));
let l_5525 = bitcast<f64>(l_5524);
l_mut_3094 = l_5525;
} else {
let l_5526 = l_mut_3348 < f64(-1000.0);
if l_5526 {
l_mut_3094 = f64(0.0);
} else {
let l_5527 = is_nan_1_f64(l_mut_3348);let l_5528 = !l_5527;
if l_5528 {
let l_5529 = l_mut_3348 + f64(0.5);
let l_5530 = floor(l_5529);
let l_5531 = l_mut_3348 - l_5530;
let l_5532 = l_5531 * f64(0.6931471824645996);
let l_5533 = l_5531 * f64(-1.904654299957768e-9);
let l_5534 = l_5532 + l_5533;
l_mut_3348 = l_5534;
let l_5535 = is_nan_1_f64(l_5534);if l_5535 {
} else {
let l_5536 = l_5534 < f64(-700.0);
if l_5536 {
l_mut_3348 = f64(0.0);
} else {
let l_5537 = l_5534 > f64(700.0);
if l_5537 {
let l_5538 = bitcast<u64>(l_5534);
let l_5539 = l_5538 | u64(9218868437227405312);
let l_5540 = l_5539 & bitcast<u64>(i64(-4503599627370496));
let l_5541 = bitcast<f64>(l_5540);
l_mut_3348 = l_5541;
} else {
let l_5542 = l_5534 * f64(1.4426950408889634);
let l_5543 = l_5542 + f64(0.5);
let l_5544 = floor(l_5543);
let l_5545 = l_5544 * f64(0.6931471824645996);
let l_5546 = l_5532 - l_5545;
let l_5547 = l_5546 * l_20;
let l_5548 = l_5544 * f64(-1.904654299957768e-9);
let l_5549 = l_5533 - l_5548;
let l_5550 = l_5547 + l_5549;
let l_5551 = l_5550 * f64(7.647163731819816e-13);
let l_5552 = l_5551 + f64(1.1470745597729725e-11);
l_mut_2838 = l_5552;
let l_5553 = l_mut_2838 * l_5550;
let l_5554 = l_5553 + f64(1.6059043836821613e-10);
l_mut_2838 = l_5554;
let l_5555 = l_mut_2838 * l_5550;
let l_5556 = l_5555 + f64(2.08767569878681e-9);
l_mut_2838 = l_5556;
let l_5557 = l_mut_2838 * l_5550;
let l_5558 = l_5557 + f64(2.505210838544172e-8);
l_mut_2838 = l_5558;
let l_5559 = l_mut_2838 * l_5550;
let l_5560 = l_5559 + f64(2.755731922398589e-7);
l_mut_2838 = l_5560;
let l_5561 = l_mut_2838 * l_5550;
let l_5562 = l_5561 + f64(2.7557319223985893e-6);
l_mut_2838 = l_5562;
let l_5563 = l_mut_2838 * l_5550;
let l_5564 = l_5563 + f64(2.48015873015873e-5);
l_mut_2838 = l_5564;
let l_5565 = l_mut_2838 * l_5550;
let l_5566 = l_5565 + f64(0.0001984126984126984);
l_mut_2838 = l_5566;
let l_5567 = l_mut_2838 * l_5550;
let l_5568 = l_5567 + f64(0.001388888888888889);
l_mut_2838 = l_5568;
let l_5569 = l_mut_2838 * l_5550;
let l_5570 = l_5569 + f64(0.008333333333333333);
l_mut_2838 = l_5570;
let l_5571 = l_mut_2838 * l_5550;
let l_5572 = l_5571 + f64(0.041666666666666664);
l_mut_2838 = l_5572;
let l_5573 = l_mut_2838 * l_5550;
let l_5574 = l_5573 + f64(0.16666666666666666);
l_mut_2838 = l_5574;
let l_5575 = l_mut_2838 * l_5550;
let l_5576 = l_5575 + f64(0.5);
l_mut_2838 = l_5576;
let l_5577 = l_5550 * l_5550;
let l_5578 = l_5577 * l_mut_2838;
let l_5579 = l_5550 + l_5578;
let l_5580 = f64(1.0) + l_5579;
let l_5581 = i32(l_5544);
let l_5582 = l_5581 + i32(1023);
let l_5583 = u64(l_5582);
let l_5584 = l_5583 << u32(bitcast<u64>(u64(52)));
let l_5585 = bitcast<f64>(l_5584);
let l_5586 = l_5580 * l_5585;
l_mut_3348 = l_5586;
}
}
}
let l_5587 = i32(l_5530);
let l_5588 = l_5587 + i32(1023);
let l_5589 = u64(l_5588);
let l_5590 = l_5589 << u32(bitcast<u64>(u64(52)));
let l_5591 = bitcast<f64>(l_5590);
let l_5592 = l_mut_3348 * l_5591;
l_mut_3094 = l_5592;
}
}
}
l_mut_3348 = l_5520;
let l_5593 = l_5520 > f64(1000.0);
if l_5593 {
let l_5594 = bitcast<u64>(l_5520);
let l_5595 = l_5594 | u64(9218868437227405312);
let l_5596 = l_5595 & bitcast<u64>(i64(-4503599627370496));
let l_5597 = bitcast<f64>(l_5596);
l_mut_3348 = l_5597;
} else {
let l_5598 = l_5520 < f64(-1000.0);
if l_5598 {
l_mut_3348 = f64(0.0);
} else {
let l_5599 = is_nan_1_f64(l_5520);let l_5600 = !l_5599;
if l_5600 {
let l_5601 = l_5520 + f64(0.5);
let l_5602 = floor(l_5601);
let l_5603 = l_5520 - l_5602;
let l_5604 = l_5603 * f64(0.6931471824645996);
let l_5605 = l_5603 * f64(-1.904654299957768e-9);
let l_5606 = l_5604 + l_5605;
l_mut_2838 = l_5606;
let l_5607 = is_nan_1_f64(l_5606);if l_5607 {
} else {
let l_5608 = l_5606 < f64(-700.0);
if l_5608 {
l_mut_2838 = f64(0.0);
} else {
let l_5609 = l_5606 > f64(700.0);
if l_5609 {
let l_5610 = bitcast<u64>(l_5606);
let l_5611 = l_5610 | u64(9218868437227405312);
let l_5612 = l_5611 & bitcast<u64>(i64(-4503599627370496));
let l_5613 = bitcast<f64>(l_5612);
l_mut_2838 = l_5613;
} else {
let l_5614 = l_5606 * f64(1.4426950408889634);
let l_5615 = l_5614 + f64(0.5);
let l_5616 = floor(l_5615);
let l_5617 = l_5616 * f64(0.6931471824645996);
let l_5618 = l_5604 - l_5617;
let l_5619 = l_5618 * l_20;
let l_5620 = l_5616 * f64(-1.904654299957768e-9);
let l_5621 = l_5605 - l_5620;
let l_5622 = l_5619 + l_5621;
let l_5623 = l_5622 * f64(7.647163731819816e-13);
let l_5624 = l_5623 + f64(1.1470745597729725e-11);
l_mut_2584 = l_5624;
let l_5625 = l_mut_2584 * l_5622;
let l_5626 = l_5625 + f64(1.6059043836821613e-10);
l_mut_2584 = l_5626;
let l_5627 = l_mut_2584 * l_5622;
let l_5628 = l_5627 + f64(2.08767569878681e-9);
l_mut_2584 = l_5628;
let l_5629 = l_mut_2584 * l_5622;
let l_5630 = l_5629 + f64(2.505210838544172e-8);
l_mut_2584 = l_5630;
let l_5631 = l_mut_2584 * l_5622;
let l_5632 = l_5631 + f64(2.755731922398589e-7);
l_mut_2584 = l_5632;
let l_5633 = l_mut_2584 * l_5622;
let l_5634 = l_5633 + f64(2.7557319223985893e-6);
l_mut_2584 = l_5634;
let l_5635 = l_mut_2584 * l_5622;
let l_5636 = l_5635 + f64(2.48015873015873e-5);
l_mut_2584 = l_5636;
let l_5637 = l_mut_2584 * l_5622;
let l_5638 = l_5637 + f64(0.0001984126984126984);
l_mut_2584 = l_5638;
let l_5639 = l_mut_2584 * l_5622;
let l_5640 = l_5639 + f64(0.001388888888888889);
l_mut_2584 = l_5640;
let l_5641 = l_mut_2584 * l_5622;
let l_5642 = l_5641 + f64(0.008333333333333333);
l_mut_2584 = l_5642;
let l_5643 = l_mut_2584 * l_5622;
let l_5644 = l_5643 + f64(0.041666666666666664);
l_mut_2584 = l_5644;
let l_5645 = l_mut_2584 * l_5622;
let l_5646 = l_5645 + f64(0.16666666666666666);
l_mut_2584 = l_5646;
let l_5647 = l_mut_2584 * l_5622;
let l_5648 = l_5647 + f64(0.5);
l_mut_2584 = l_5648;
let l_5649 = l_5622 * l_5622;
let l_5650 = l_5649 * l_mut_2584;
let l_5651 = l_5622 + l_5650;
let l_5652 = f64(1.0) + l_5651;
let l_5653 = i32(l_5616);
let l_5654 = l_5653 + i32(1023);
let l_5655 = u64(l_5654);
let l_5656 = l_5655 << u32(bitcast<u64>(u64(52)));
let l_5657 = bitcast<f64>(l_5656);
let l_5658 = l_5652 * l_5657;
l_mut_2838 = l_5658;
}
}
}
let l_5659 = i32(l_5602);
let l_5660 = l_5659 + i32(1023);
let l_5661 = u64(l_5660);
let l_5662 = l_5661 << u32(bitcast<u64>(u64(52)));
let l_5663 = bitcast<f64>(l_5662);
let l_5664 = l_mut_2838 * l_5663;
l_mut_3348 = l_5664;
}
}
}
let l_5665 = l_mut_3094 * f64(1.4551915228366852e-11);
let l_5666 = l_mut_3348 * f64(1.4551915228366852e-11);
l_mut_4643 = u32(2);
let l_5667 = l_mut_3094 - l_5665;
let l_5668 = abs(l_5667);
l_mut_2838 = f64(1.401298464324817e-45);
let l_5669 = l_5668 >= f64(1.1754943508222875e-38);
let l_5670 = l_5668 <= f64(1.7976931348623157e308);
let l_5671 = l_5669 && l_5670;
if l_5671 {
let l_5672 = bitcast<u64>(l_5668);
let l_5673 = l_5672 >> u32(bitcast<u64>(u64(52)));
let l_5674 = l_5673 - u64(23);
let l_5675 = l_5674 << u32(bitcast<u64>(u64(52)));
let l_5676 = bitcast<f64>(l_5675);
l_mut_2838 = l_5676;
}
let l_5677 = l_mut_3094 + l_5665;
let l_5678 = abs(l_5677);
l_mut_2584 = f64(1.401298464324817e-45);
let l_5679 = l_5678 >= f64(1.1754943508222875e-38);
let l_5680 = l_5678 <= f64(1.7976931348623157e308);
let l_5681 = l_5679 && l_5680;
if l_5681 {
let l_5682 = bitcast<u64>(l_5678);
let l_5683 = l_5682 >> u32(bitcast<u64>(u64(52)));
let l_5684 = l_5683 - u64(23);
let l_5685 = l_5684 << u32(bitcast<u64>(u64(52)));
let l_5686 = bitcast<f64>(l_5685);
l_mut_2584 = l_5686;
}
let l_5687 = l_mut_2838 == l_mut_2584;
let l_5688 = l_mut_3348 - l_5666;
let l_5689 = abs(l_5688);
l_mut_2838 = f64(1.401298464324817e-45);
let l_5690 = l_5689 >= f64(1.1754943508222875e-38);
let l_5691 = l_5689 <= f64(1.7976931348623157e308);
let l_5692 = l_5690 && l_5691;
if l_5692 {
let l_5693 = bitcast<u64>(l_5689);
let l_5694 = l_5693 >> u32(bitcast<u64>(u64(52)));
let l_5695 = l_5694 - u64(23);
let l_5696 = l_5695 << u32(bitcast<u64>(u64(52)));
let l_5697 = bitcast<f64>(l_5696);
l_mut_2838 = l_5697;
}
let l_5698 = l_mut_3348 + l_5666;
let l_5699 = abs(l_5698);
l_mut_2584 = f64(1.401298464324817e-45);
let l_5700 = l_5699 >= f64(1.1754943508222875e-38);
let l_5701 = l_5699 <= f64(1.7976931348623157e308);
let l_5702 = l_5700 && l_5701;
if l_5702 {
let l_5703 = bitcast<u64>(l_5699);
let l_5704 = l_5703 >> u32(bitcast<u64>(u64(52)));
let l_5705 = l_5704 - u64(23);
let l_5706 = l_5705 << u32(bitcast<u64>(u64(52)));
let l_5707 = bitcast<f64>(l_5706);
l_mut_2584 = l_5707;
}
let l_5708 = l_mut_2838 == l_mut_2584;
let l_5709 = l_5687 && l_5708;
if l_5709 {
let l_5710 = l_381 * l_mut_3094;
let l_5711 = abs(l_mut_3094);
l_mut_2838 = f64(1.401298464324817e-45);
let l_5712 = l_5711 >= f64(1.1754943508222875e-38);
let l_5713 = l_5711 <= f64(1.7976931348623157e308);
let l_5714 = l_5712 && l_5713;
if l_5714 {
let l_5715 = bitcast<u64>(l_5711);
let l_5716 = l_5715 >> u32(bitcast<u64>(u64(52)));
let l_5717 = l_5716 - u64(23);
let l_5718 = l_5717 << u32(bitcast<u64>(u64(52)));
let l_5719 = bitcast<f64>(l_5718);
l_mut_2838 = l_5719;
}
let l_5720 = f64(0.5) * l_mut_2838;
l_mut_2838 = l_5710;
let l_5721 = l_5720 > l_5710;
if l_5721 {
l_mut_2838 = l_5720;
}
let l_5722 = l_381 * l_mut_3348;
let l_5723 = abs(l_mut_3348);
l_mut_2584 = f64(1.401298464324817e-45);
let l_5724 = l_5723 >= f64(1.1754943508222875e-38);
let l_5725 = l_5723 <= f64(1.7976931348623157e308);
let l_5726 = l_5724 && l_5725;
if l_5726 {
let l_5727 = bitcast<u64>(l_5723);
let l_5728 = l_5727 >> u32(bitcast<u64>(u64(52)));
let l_5729 = l_5728 - u64(23);
let l_5730 = l_5729 << u32(bitcast<u64>(u64(52)));
let l_5731 = bitcast<f64>(l_5730);
l_mut_2584 = l_5731;
}
let l_5732 = f64(0.5) * l_mut_2584;
l_mut_2584 = l_5722;
let l_5733 = l_5732 > l_5722;
if l_5733 {
l_mut_2584 = l_5732;
}
let l_5734 = l_mut_3094 - l_mut_2838;
let l_5735 = l_mut_3348 + l_mut_2584;
let l_5736 = bitcast<u32>(l_146);
let l_5737 = l_5736 & u32(2147483647);
let l_5738 = bitcast<f32>(l_5737);
let l_5739 = f64(l_5738);
l_mut_3348 = l_5739;
let l_5740 = l_5737 < u32(8388608);
if l_5740 {
let l_5741 = f64(l_5737);
let l_5742 = l_5741 * f64(1.401298464324817e-45);
l_mut_3348 = l_5742;
}
let l_5743 = bitcast<u64>(l_mut_3348);
let l_5744 = l_5736 >> u32(31);
let l_5745 = u64(l_5744);
let l_5746 = l_5745 << u32(bitcast<u64>(u64(63)));
let l_5747 = l_5743 | l_5746;
let l_5748 = bitcast<f64>(l_5747);
let l_5749 = bitcast<u32>(l_146);
let l_5750 = l_5749 + u32(1);
l_mut_3600 = l_5750;
let l_5751 = l_5749 & u32(2147483647);
let l_5752 = l_5751 == u32(0);
if l_5752 {
l_mut_3600 = u32(1);
} else {
let l_5753 = l_5749 & u32(2147483648);
let l_5754 = l_5753 != u32(0);
if l_5754 {
let l_5755 = l_5749 - u32(1);
l_mut_3600 = l_5755;
} else {
let l_5756 = l_5749 == u32(2139095040);
if l_5756 {
l_mut_3600 = l_5749;
}
}
}
let l_5757 = bitcast<f32>(l_mut_3600);
let l_5758 = bitcast<u32>(l_5757);
let l_5759 = l_5758 & u32(2147483647);
let l_5760 = bitcast<f32>(l_5759);
let l_5761 = f64(l_5760);
l_mut_3348 = l_5761;
let l_5762 = l_5759 < u32(8388608);
if l_5762 {
let l_5763 = f64(l_5759);
let l_5764 = l_5763 * f64(1.401298464324817e-45);
l_mut_3348 = l_5764;
}
let l_5765 = bitcast<u64>(l_mut_3348);
let l_5766 = l_5758 >> u32(31);
let l_5767 = u64(l_5766);
let l_5768 = l_5767 << u32(bitcast<u64>(u64(63)));
let l_5769 = l_5765 | l_5768;
let l_5770 = bitcast<f64>(l_5769);
let l_5771 = bitcast<u32>(l_146);
let l_5772 = l_5771 ^ u32(2147483648);
let l_5773 = bitcast<f32>(l_5772);
let l_5774 = bitcast<u32>(l_5773);
let l_5775 = l_5774 + u32(1);
l_mut_3600 = l_5775;
let l_5776 = l_5774 & u32(2147483647);
let l_5777 = l_5776 == u32(0);
if l_5777 {
l_mut_3600 = u32(1);
} else {
let l_5778 = l_5774 & u32(2147483648);
let l_5779 = l_5778 != u32(0);
if l_5779 {
let l_5780 = l_5774 - u32(1);
l_mut_3600 = l_5780;
} else {
let l_5781 = l_5774 == u32(2139095040);
if l_5781 {
l_mut_3600 = l_5774;
}
}
}
let l_5782 = bitcast<f32>(l_mut_3600);
let l_5783 = bitcast<u32>(l_5782);
let l_5784 = l_5783 ^ u32(2147483648);
let l_5785 = bitcast<f32>(l_5784);
let l_5786 = bitcast<u32>(l_5785);
let l_5787 = l_5786 & u32(2147483647);
let l_5788 = bitcast<f32>(l_5787);
let l_5789 = f64(l_5788);
l_mut_3348 = l_5789;
let l_5790 = l_5787 < u32(8388608);
if l_5790 {
let l_5791 = f64(l_5787);
let l_5792 = l_5791 * f64(1.401298464324817e-45);
l_mut_3348 = l_5792;
}
let l_5793 = bitcast<u64>(l_mut_3348);
let l_5794 = l_5786 >> u32(31);
let l_5795 = u64(l_5794);
let l_5796 = l_5795 << u32(bitcast<u64>(u64(63)));
let l_5797 = l_5793 | l_5796;
let l_5798 = bitcast<f64>(l_5797);
let l_5799 = l_5734 + l_5665;
let l_5800 = l_5799 <= l_5748;
l_mut_512 = l_5800;
let l_5801 = l_5734 - l_5665;
let l_5802 = l_5801 > l_5748;
l_mut_509 = l_5802;
let l_5803 = l_5735 - l_5666;
let l_5804 = l_5803 >= l_5748;
l_mut_506 = l_5804;
let l_5805 = l_5735 + l_5666;
let l_5806 = l_5805 < l_5748;
l_mut_503 = l_5806;
l_mut_3600 = u32(2);
let l_5807 = l_mut_509 || l_mut_503;
if l_5807 {
l_mut_3600 = u32(1);
} else {
let l_5808 = l_mut_512 && l_mut_506;
if l_5808 {
l_mut_3600 = u32(0);
}
}
let l_5809 = bitcast<u32>(l_146);
let l_5810 = l_5809 & u32(2147483647);
let l_5811 = l_5810 == u32(0);
if l_5811 {
let l_5812 = l_5734 + l_5665;
let l_5813 = l_5812 < f64(1.1754943508222875e-38);
let l_5814 = l_5735 - l_5666;
let l_5815 = l_5814 > f64(-1.1754943508222875e-38);
let l_5816 = l_5813 && l_5815;
let l_5817 = l_5734 - l_5665;
let l_5818 = l_5817 < f64(1.1754943508222875e-38);
let l_5819 = l_5735 + l_5666;
let l_5820 = l_5819 > f64(-1.1754943508222875e-38);
let l_5821 = l_5818 && l_5820;
if l_5816 {
l_mut_3600 = u32(0);
} else {
let l_5822 = l_mut_3600 == u32(1);
let l_5823 = l_5821 && l_5822;
if l_5823 {
l_mut_3600 = u32(2);
}
}
}
l_mut_4643 = l_mut_3600;
}
l_mut_268 = l_mut_4643;
} else {
let l_5824 = l_375 == u32(14);
if l_5824 {
l_mut_268 = u32(0);
let l_5825 = l_392 > f64(0.0);
if l_5825 {
let l_5826 = f32(l_392);
let l_5827 = bitcast<u32>(l_5826);
let l_5828 = l_5827 & u32(2147483647);
let l_5829 = bitcast<f32>(l_5828);
let l_5830 = f64(l_5829);
l_mut_3348 = l_5830;
let l_5831 = l_5828 < u32(8388608);
if l_5831 {
let l_5832 = f64(l_5828);
let l_5833 = l_5832 * f64(1.401298464324817e-45);
l_mut_3348 = l_5833;
}
let l_5834 = bitcast<u64>(l_mut_3348);
let l_5835 = l_5827 >> u32(31);
let l_5836 = u64(l_5835);
let l_5837 = l_5836 << u32(bitcast<u64>(u64(63)));
let l_5838 = l_5834 | l_5837;
let l_5839 = bitcast<f64>(l_5838);
l_mut_3348 = l_5839;
let l_5840 = l_5839 < f64(0.0);
if l_5840 {
let l_5841 = bitcast<u64>(l_5839);
let l_5842 = l_5841 | u64(9221120237041090560);
let l_5843 = bitcast<f64>(l_5842);
l_mut_3348 = l_5843;
} else {
let l_5844 = l_5839 == f64(0.0);
if l_5844 {
let l_5845 = abs(l_5839);
let l_5846 = bitcast<u64>(l_5845);
let l_5847 = l_5846 | u64(9218868437227405312);
let l_5848 = l_5847 & bitcast<u64>(i64(-4503599627370496));
let l_5849 = bitcast<f64>(l_5848);
let l_5850 = -l_5849;
l_mut_3348 = l_5850;
} else {
let l_5851 = bitcast<u32>(l_5826);
let l_5852 = l_5851 < u32(2139095040);
if l_5852 {
let l_5853 = bitcast<u64>(l_5839);
let l_5854 = l_5853 >> u32(bitcast<u64>(u64(52)));
let l_5855 = l_5854 & u64(2047);
let l_5856 = i32(bitcast<i64>(l_5855));
let l_5857 = l_5856 - i32(1023);
l_mut_5858 = l_5857;
let l_5859 = l_5853 & u64(4503599627370495);
let l_5860 = l_5859 | u64(4607182418800017408);
let l_5861 = bitcast<f64>(l_5860);
l_mut_3094 = l_5861;
let l_5862 = l_mut_3094 > f64(1.4142135623730951);
if l_5862 {
l_mut_3094 = l_mut_3094 * f64(0.5);
l_mut_5858 = l_mut_5858 + i32(1);
}
let l_5863 = l_mut_3094 - f64(1.0);
let l_5864 = f64(2.0) + l_5863;
let l_5865 = l_5863 / l_5864;
let l_5866 = l_5865 * l_5865;
let l_5867 = l_5866 * f64(0.04);
let l_5868 = l_5867 + f64(0.043478260869565216);
l_mut_3094 = l_5868;
let l_5869 = l_mut_3094 * l_5866;
let l_5870 = l_5869 + f64(0.047619047619047616);
l_mut_3094 = l_5870;
let l_5871 = l_mut_3094 * l_5866;
let l_5872 = l_5871 + f64(0.05263157894736842);
l_mut_3094 = l_5872;
let l_5873 = l_mut_3094 * l_5866;
let l_5874 = l_5873 + f64(0.058823529411764705);
l_mut_3094 = l_5874;
let l_5875 = l_mut_3094 * l_5866;
let l_5876 = l_5875 + f64(0.06666666666666667);
l_mut_3094 = l_5876;
let l_5877 = l_mut_3094 * l_5866;
let l_5878 = l_5877 + f64(0.07692307692307693);
l_mut_3094 = l_5878;
let l_5879 = l_mut_3094 * l_5866;
let l_5880 = l_5879 + f64(0.09090909090909091);
l_mut_3094 = l_5880;
let l_5881 = l_mut_3094 * l_5866;
let l_5882 = l_5881 + f64(0.1111111111111111);
l_mut_3094 = l_5882;
let l_5883 = l_mut_3094 * l_5866;
let l_5884 = l_5883 + f64(0.14285714285714285);
l_mut_3094 = l_5884;
let l_5885 = l_mut_3094 * l_5866;
let l_5886 = l_5885 + f64(0.2);
l_mut_3094 = l_5886;
let l_5887 = l_mut_3094 * l_5866;
let l_5888 = l_5887 + f64(0.3333333333333333);
l_mut_3094 = l_5888;
let l_5889 = f64(2.0) * l_5865;
let l_5890 = f64(2.0) * l_5865;
let l_5891 = l_5890 * l_5866;
let l_5892 = l_5891 * l_mut_3094;
let l_5893 = l_5889 + l_5892;
let l_5894 = f64(l_mut_5858);
let l_5895 = l_5894 * f64(0.6931471824645996);
let l_5896 = l_5894 * f64(-1.904654299957768e-9);
let l_5897 = l_5896 + l_5893;
let l_5898 = l_5895 + l_5897;
l_mut_3348 = l_5898;
}
}
}
let l_5899 = l_mut_3348 / f64(0.6931471805599453);
let l_5900 = abs(l_5899);
let l_5901 = l_381 * l_5900;
l_mut_3348 = l_5901;
let l_5902 = l_392 >= f64(0.5);
let l_5903 = l_392 <= f64(2.0);
let l_5904 = l_5902 && l_5903;
if l_5904 {
l_mut_3348 = l_381;
}
let l_5905 = abs(l_5899);
let l_5906 = l_5905 * f64(1.4551915228366852e-11);
let l_5907 = f64(1.0) + l_381;
let l_5908 = l_5906 * l_5907;
let l_5909 = l_5899 - l_mut_3348;
let l_5910 = l_5899 + l_mut_3348;
let l_5912 = l_5909 * l_384;
let l_5913 = l_5909 * l_387;
let l_5914 = l_5910 * l_384;
let l_5915 = l_5910 * l_387;
a_5911[u32(0)] = l_5912;
a_5911[u32(1)] = l_5912;
let l_5916 = a_5911[u32(0)];
let l_5917 = l_5913 < l_5916;
if l_5917 {
a_5911[u32(0)] = l_5913;
}
let l_5918 = a_5911[u32(0)];
let l_5919 = l_5914 < l_5918;
if l_5919 {
a_5911[u32(0)] = l_5914;
}
let l_5920 = a_5911[u32(0)];
let l_5921 = l_5915 < l_5920;
if l_5921 {
a_5911[u32(0)] = l_5915;
}
let l_5922 = a_5911[u32(1)];
let l_5923 = l_5913 > l_5922;
if l_5923 {
a_5911[u32(1)] = l_5913;
}
let l_5924 = a_5911[u32(1)];
let l_5925 = l_5914 > l_5924;
if l_5925 {
a_5911[u32(1)] = l_5914;
}
let l_5926 = a_5911[u32(1)];
let l_5927 = l_5915 > l_5926;
if l_5927 {
a_5911[u32(1)] = l_5915;
}
let l_5928 = l_5908 * l_387;
l_mut_4643 = u32(2);
let l_5929 = a_5911[u32(0)];
let l_5930 = l_5929 - l_5928;
let l_5931 = l_5930 * f64(7.1362384635298e44);
let l_5932 = floor(l_5931);
let l_5933 = l_5932 * f64(1.401298464324817e-45);
l_mut_3348 = l_5933;
let l_5934 = abs(l_5930);
let l_5935 = l_5934 >= f64(1.1754943508222875e-38);
if l_5935 {
let l_5936 = f32(l_5930);
let l_5937 = f64(l_5936);
l_mut_3348 = l_5937;
let l_5938 = l_mut_3348 > l_5930;
if l_5938 {
let l_5939 = bitcast<u32>(l_5936);
let l_5940 = l_5939 ^ u32(2147483648);
let l_5941 = bitcast<f32>(l_5940);
let l_5942 = bitcast<u32>(l_5941);
let l_5943 = l_5942 + u32(1);
l_mut_3600 = l_5943;
let l_5944 = l_5942 & u32(2147483647);
let l_5945 = l_5944 == u32(0);
if l_5945 {
l_mut_3600 = u32(1);
} else {
let l_5946 = l_5942 & u32(2147483648);
let l_5947 = l_5946 != u32(0);
if l_5947 {
let l_5948 = l_5942 - u32(1);
l_mut_3600 = l_5948;
} else {
let l_5949 = l_5942 == u32(2139095040);
if l_5949 {
l_mut_3600 = l_5942;
}
}
}
let l_5950 = bitcast<f32>(l_mut_3600);
let l_5951 = bitcast<u32>(l_5950);
let l_5952 = l_5951 ^ u32(2147483648);
let l_5953 = bitcast<f32>(l_5952);
let l_5954 = bitcast<u32>(l_5953);
let l_5955 = l_5954 & u32(2147483647);
let l_5956 = bitcast<f32>(l_5955);
let l_5957 = f64(l_5956);
l_mut_3094 = l_5957;
let l_5958 = l_5955 < u32(8388608);
if l_5958 {
let l_5959 = f64(l_5955);
let l_5960 = l_5959 * f64(1.401298464324817e-45);
l_mut_3094 = l_5960;
}
let l_5961 = bitcast<u64>(l_mut_3094);
let l_5962 = l_5954 >> u32(31);
let l_5963 = u64(l_5962);
let l_5964 = l_5963 << u32(bitcast<u64>(u64(63)));
let l_5965 = l_5961 | l_5964;
let l_5966 = bitcast<f64>(l_5965);
l_mut_3348 = l_5966;
} else {
let l_5967 = bitcast<u32>(l_5936);
let l_5968 = l_5967 + u32(1);
l_mut_3600 = l_5968;
let l_5969 = l_5967 & u32(2147483647);
let l_5970 = l_5969 == u32(0);
if l_5970 {
l_mut_3600 = u32(1);
} else {
let l_5971 = l_5967 & u32(2147483648);
let l_5972 = l_5971 != u32(0);
if l_5972 {
let l_5973 = l_5967 - u32(1);
l_mut_3600 = l_5973;
} else {
let l_5974 = l_5967 == u32(2139095040);
if l_5974 {
l_mut_3600 = l_5967;
}
}
}
let l_5975 = bitcast<f32>(l_mut_3600);
let l_5976 = bitcast<u32>(l_5975);
let l_5977 = l_5976 & u32(2147483647);
let l_5978 = bitcast<f32>(l_5977);
let l_5979 = f64(l_5978);
l_mut_3094 = l_5979;
let l_5980 = l_5977 < u32(8388608);
if l_5980 {
let l_5981 = f64(l_5977);
let l_5982 = l_5981 * f64(1.401298464324817e-45);
l_mut_3094 = l_5982;
}
let l_5983 = bitcast<u64>(l_mut_3094);
let l_5984 = l_5976 >> u32(31);
let l_5985 = u64(l_5984);
let l_5986 = l_5985 << u32(bitcast<u64>(u64(63)));
let l_5987 = l_5983 | l_5986;
let l_5988 = bitcast<f64>(l_5987);
let l_5989 = l_5988 <= l_5930;
if l_5989 {
let l_5990 = bitcast<u32>(l_5936);
let l_5991 = l_5990 + u32(1);
l_mut_3600 = l_5991;
let l_5992 = l_5990 & u32(2147483647);
let l_5993 = l_5992 == u32(0);
if l_5993 {
l_mut_3600 = u32(1);
} else {
let l_5994 = l_5990 & u32(2147483648);
let l_5995 = l_5994 != u32(0);
if l_5995 {
let l_5996 = l_5990 - u32(1);
l_mut_3600 = l_5996;
} else {
let l_5997 = l_5990 == u32(2139095040);
if l_5997 {
l_mut_3600 = l_5990;
}
}
}
let l_5998 = bitcast<f32>(l_mut_3600);
let l_5999 = bitcast<u32>(l_5998);
let l_6000 = l_5999 & u32(2147483647);
let l_6001 = bitcast<f32>(l_6000);
let l_6002 = f64(l_6001);
l_mut_3094 = l_6002;
let l_6003 = l_6000 < u32(8388608);
if l_6003 {
let l_6004 = f64(l_6000);
let l_6005 = l_6004 * f64(1.401298464324817e-45);
l_mut_3094 = l_6005;
}
let l_6006 = bitcast<u64>(l_mut_3094);
let l_6007 = l_5999 >> u32(31);
let l_6008 = u64(l_6007);
let l_6009 = l_6008 << u32(bitcast<u64>(u64(63)));
let l_6010 = l_6006 | l_6009;
let l_6011 = bitcast<f64>(l_6010);
l_mut_3348 = l_6011;
}
}
}
let l_6012 = l_5929 + l_5928;
let l_6013 = l_6012 * f64(7.1362384635298e44);
let l_6014 = floor(l_6013);
let l_6015 = l_6014 * f64(1.401298464324817e-45);
l_mut_3094 = l_6015;
let l_6016 = abs(l_6012);
let l_6017 = l_6016 >= f64(1.1754943508222875e-38);
if l_6017 {
let l_6018 = f32(l_6012);
let l_6019 = f64(l_6018);
l_mut_3094 = l_6019;
let l_6020 = l_mut_3094 > l_6012;
if l_6020 {
let l_6021 = bitcast<u32>(l_6018);
let l_6022 = l_6021 ^ u32(2147483648);
let l_6023 = bitcast<f32>(l_6022);
let l_6024 = bitcast<u32>(l_6023);
let l_6025 = l_6024 + u32(1);
l_mut_3600 = l_6025;
let l_6026 = l_6024 & u32(2147483647);
let l_6027 = l_6026 == u32(0);
if l_6027 {
l_mut_3600 = u32(1);
} else {
let l_6028 = l_6024 & u32(2147483648);
let l_6029 = l_6028 != u32(0);
if l_6029 {
let l_6030 = l_6024 - u32(1);
l_mut_3600 = l_6030;
} else {
let l_6031 = l_6024 == u32(2139095040);
if l_6031 {
l_mut_3600 = l_6024;
}
}
}
let l_6032 = bitcast<f32>(l_mut_3600);
let l_6033 = bitcast<u32>(l_6032);
let l_6034 = l_6033 ^ u32(2147483648);
let l_6035 = bitcast<f32>(l_6034);
let l_6036 = bitcast<u32>(l_6035);
let l_6037 = l_6036 & u32(2147483647);
let l_6038 = bitcast<f32>(l_6037);
let l_6039 = f64(l_6038);
l_mut_2838 = l_6039;
let l_6040 = l_6037 < u32(8388608);
if l_6040 {
let l_6041 = f64(l_6037);
let l_6042 = l_6041 * f64(1.401298464324817e-45);
l_mut_2838 = l_6042;
}
let l_6043 = bitcast<u64>(l_mut_2838);
let l_6044 = l_6036 >> u32(31);
let l_6045 = u64(l_6044);
let l_6046 = l_6045 << u32(bitcast<u64>(u64(63)));
let l_6047 = l_6043 | l_6046;
let l_6048 = bitcast<f64>(l_6047);
l_mut_3094 = l_6048;
} else {
let l_6049 = bitcast<u32>(l_6018);
let l_6050 = l_6049 + u32(1);
l_mut_3600 = l_6050;
let l_6051 = l_6049 & u32(2147483647);
let l_6052 = l_6051 == u32(0);
if l_6052 {
l_mut_3600 = u32(1);
} else {
let l_6053 = l_6049 & u32(2147483648);
let l_6054 = l_6053 != u32(0);
if l_6054 {
let l_6055 = l_6049 - u32(1);
l_mut_3600 = l_6055;
} else {
let l_6056 = l_6049 == u32(2139095040);
if l_6056 {
l_mut_3600 = l_6049;
}
}
}
let l_6057 = bitcast<f32>(l_mut_3600);
let l_6058 = bitcast<u32>(l_6057);
let l_6059 = l_6058 & u32(2147483647);
let l_6060 = bitcast<f32>(l_6059);
let l_6061 = f64(l_6060);
l_mut_2838 = l_6061;
let l_6062 = l_6059 < u32(8388608);
if l_6062 {
let l_6063 = f64(l_6059);
let l_6064 = l_6063 * f64(1.401298464324817e-45);
l_mut_2838 = l_6064;
}
let l_6065 = bitcast<u64>(l_mut_2838);
let l_6066 = l_6058 >> u32(31);
let l_6067 = u64(l_6066);
let l_6068 = l_6067 << u32(bitcast<u64>(u64(63)));
let l_6069 = l_6065 | l_6068;
let l_6070 = bitcast<f64>(l_6069);
let l_6071 = l_6070 <= l_6012;
if l_6071 {
let l_6072 = bitcast<u32>(l_6018);
let l_6073 = l_6072 + u32(1);
l_mut_3600 = l_6073;
let l_6074 = l_6072 & u32(2147483647);
let l_6075 = l_6074 == u32(0);
if l_6075 {
l_mut_3600 = u32(1);
} else {
let l_6076 = l_6072 & u32(2147483648);
let l_6077 = l_6076 != u32(0);
if l_6077 {
let l_6078 = l_6072 - u32(1);
l_mut_3600 = l_6078;
} else {
let l_6079 = l_6072 == u32(2139095040);
if l_6079 {
l_mut_3600 = l_6072;
}
}
}
let l_6080 = bitcast<f32>(l_mut_3600);
let l_6081 = bitcast<u32>(l_6080);
let l_6082 = l_6081 & u32(2147483647);
let l_6083 = bitcast<f32>(l_6082);
let l_6084 = f64(l_6083);
l_mut_2838 = l_6084;
let l_6085 = l_6082 < u32(8388608);
if l_6085 {
let l_6086 = f64(l_6082);
let l_6087 = l_6086 * f64(1.401298464324817e-45);
l_mut_2838 = l_6087;
}
let l_6088 = bitcast<u64>(l_mut_2838);
let l_6089 = l_6081 >> u32(31);
let l_6090 = u64(l_6089);
let l_6091 = l_6090 << u32(bitcast<u64>(u64(63)));
let l_6092 = l_6088 | l_6091;
let l_6093 = bitcast<f64>(l_6092);
l_mut_3094 = l_6093;
}
}
}
let l_6094 = l_mut_3348 == l_mut_3094;
let l_6095 = a_5911[u32(1)];
let l_6096 = l_6095 - l_5928;
let l_6097 = l_6096 * f64(7.1362384635298e44);
let l_6098 = floor(l_6097);
let l_6099 = l_6098 * f64(1.401298464324817e-45);
l_mut_3348 = l_6099;
let l_6100 = abs(l_6096);
let l_6101 = l_6100 >= f64(1.1754943508222875e-38);
if l_6101 {
let l_6102 = f32(l_6096);
let l_6103 = f64(l_6102);
l_mut_3348 = l_6103;
let l_6104 = l_mut_3348 > l_6096;
if l_6104 {
let l_6105 = bitcast<u32>(l_6102);
let l_6106 = l_6105 ^ u32(2147483648);
let l_6107 = bitcast<f32>(l_6106);
let l_6108 = bitcast<u32>(l_6107);
let l_6109 = l_6108 + u32(1);
l_mut_3600 = l_6109;
let l_6110 = l_6108 & u32(2147483647);
let l_6111 = l_6110 == u32(0);
if l_6111 {
l_mut_3600 = u32(1);
} else {
let l_6112 = l_6108 & u32(2147483648);
let l_6113 = l_6112 != u32(0);
if l_6113 {
let l_6114 = l_6108 - u32(1);
l_mut_3600 = l_6114;
} else {
let l_6115 = l_6108 == u32(2139095040);
if l_6115 {
l_mut_3600 = l_6108;
}
}
}
let l_6116 = bitcast<f32>(l_mut_3600);
let l_6117 = bitcast<u32>(l_6116);
let l_6118 = l_6117 ^ u32(2147483648);
let l_6119 = bitcast<f32>(l_6118);
let l_6120 = bitcast<u32>(l_6119);
let l_6121 = l_6120 & u32(2147483647);
let l_6122 = bitcast<f32>(l_6121);
let l_6123 = f64(l_6122);
l_mut_3094 = l_6123;
let l_6124 = l_6121 < u32(8388608);
if l_6124 {
let l_6125 = f64(l_6121);
let l_6126 = l_6125 * f64(1.401298464324817e-45);
l_mut_3094 = l_6126;
}
let l_6127 = bitcast<u64>(l_mut_3094);
let l_6128 = l_6120 >> u32(31);
let l_6129 = u64(l_6128);
let l_6130 = l_6129 << u32(bitcast<u64>(u64(63)));
let l_6131 = l_6127 | l_6130;
let l_6132 = bitcast<f64>(l_6131);
l_mut_3348 = l_6132;
} else {
let l_6133 = bitcast<u32>(l_6102);
let l_6134 = l_6133 + u32(1);
l_mut_3600 = l_6134;
let l_6135 = l_6133 & u32(2147483647);
let l_6136 = l_6135 == u32(0);
if l_6136 {
l_mut_3600 = u32(1);
} else {
let l_6137 = l_6133 & u32(2147483648);
let l_6138 = l_6137 != u32(0);
if l_6138 {
let l_6139 = l_6133 - u32(1);
l_mut_3600 = l_6139;
} else {
let l_6140 = l_6133 == u32(2139095040);
if l_6140 {
l_mut_3600 = l_6133;
}
}
}
let l_6141 = bitcast<f32>(l_mut_3600);
let l_6142 = bitcast<u32>(l_6141);
let l_6143 = l_6142 & u32(2147483647);
let l_6144 = bitcast<f32>(l_6143);
let l_6145 = f64(l_6144);
l_mut_3094 = l_6145;
let l_6146 = l_6143 < u32(8388608);
if l_6146 {
let l_6147 = f64(l_6143);
let l_6148 = l_6147 * f64(1.401298464324817e-45);
l_mut_3094 = l_6148;
}
let l_6149 = bitcast<u64>(l_mut_3094);
let l_6150 = l_6142 >> u32(31);
let l_6151 = u64(l_6150);
let l_6152 = l_6151 << u32(bitcast<u64>(u64(63)));
let l_6153 = l_6149 | l_6152;
let l_6154 = bitcast<f64>(l_6153);
let l_6155 = l_6154 <= l_6096;
if l_6155 {
let l_6156 = bitcast<u32>(l_6102);
let l_6157 = l_6156 + u32(1);
l_mut_3600 = l_6157;
let l_6158 = l_6156 & u32(2147483647);
let l_6159 = l_6158 == u32(0);
if l_6159 {
l_mut_3600 = u32(1);
} else {
let l_6160 = l_6156 & u32(2147483648);
let l_6161 = l_6160 != u32(0);
if l_6161 {
let l_6162 = l_6156 - u32(1);
l_mut_3600 = l_6162;
} else {
let l_6163 = l_6156 == u32(2139095040);
if l_6163 {
l_mut_3600 = l_6156;
}
}
}
let l_6164 = bitcast<f32>(l_mut_3600);
let l_6165 = bitcast<u32>(l_6164);
let l_6166 = l_6165 & u32(2147483647);
let l_6167 = bitcast<f32>(l_6166);
let l_6168 = f64(l_6167);
l_mut_3094 = l_6168;
let l_6169 = l_6166 < u32(8388608);
if l_6169 {
let l_6170 = f64(l_6166);
let l_6171 = l_6170 * f64(1.401298464324817e-45);
l_mut_3094 = l_6171;
}
let l_6172 = bitcast<u64>(l_mut_3094);
let l_6173 = l_6165 >> u32(31);
let l_6174 = u64(l_6173);
let l_6175 = l_6174 << u32(bitcast<u64>(u64(63)));
let l_6176 = l_6172 | l_6175;
let l_6177 = bitcast<f64>(l_6176);
l_mut_3348 = l_6177;
}
}
}
let l_6178 = l_6095 + l_5928;
let l_6179 = l_6178 * f64(7.1362384635298e44);
let l_6180 = floor(l_6179);
let l_6181 = l_6180 * f64(1.401298464324817e-45);
l_mut_3094 = l_6181;
let l_6182 = abs(l_6178);
let l_6183 = l_6182 >= f64(1.1754943508222875e-38);
if l_6183 {
let l_6184 = f32(l_6178);
let l_6185 = f64(l_6184);
l_mut_3094 = l_6185;
let l_6186 = l_mut_3094 > l_6178;
if l_6186 {
let l_6187 = bitcast<u32>(l_6184);
let l_6188 = l_6187 ^ u32(2147483648);
let l_6189 = bitcast<f32>(l_6188);
let l_6190 = bitcast<u32>(l_6189);
let l_6191 = l_6190 + u32(1);
l_mut_3600 = l_6191;
let l_6192 = l_6190 & u32(2147483647);
let l_6193 = l_6192 == u32(0);
if l_6193 {
l_mut_3600 = u32(1);
} else {
let l_6194 = l_6190 & u32(2147483648);
let l_6195 = l_6194 != u32(0);
if l_6195 {
let l_6196 = l_6190 - u32(1);
l_mut_3600 = l_6196;
} else {
let l_6197 = l_6190 == u32(2139095040);
if l_6197 {
l_mut_3600 = l_6190;
}
}
}
let l_6198 = bitcast<f32>(l_mut_3600);
let l_6199 = bitcast<u32>(l_6198);
let l_6200 = l_6199 ^ u32(2147483648);
let l_6201 = bitcast<f32>(l_6200);
let l_6202 = bitcast<u32>(l_6201);
let l_6203 = l_6202 & u32(2147483647);
let l_6204 = bitcast<f32>(l_6203);
let l_6205 = f64(l_6204);
l_mut_2838 = l_6205;
let l_6206 = l_6203 < u32(8388608);
if l_6206 {
let l_6207 = f64(l_6203);
let l_6208 = l_6207 * f64(1.401298464324817e-45);
l_mut_2838 = l_6208;
}
let l_6209 = bitcast<u64>(l_mut_2838);
let l_6210 = l_6202 >> u32(31);
let l_6211 = u64(l_6210);
let l_6212 = l_6211 << u32(bitcast<u64>(u64(63)));
let l_6213 = l_6209 | l_6212;
let l_6214 = bitcast<f64>(l_6213);
l_mut_3094 = l_6214;
} else {
let l_6215 = bitcast<u32>(l_6184);
let l_6216 = l_6215 + u32(1);
l_mut_3600 = l_6216;
let l_6217 = l_6215 & u32(2147483647);
let l_6218 = l_6217 == u32(0);
if l_6218 {
l_mut_3600 = u32(1);
} else {
let l_6219 = l_6215 & u32(2147483648);
let l_6220 = l_6219 != u32(0);
if l_6220 {
let l_6221 = l_6215 - u32(1);
l_mut_3600 = l_6221;
} else {
let l_6222 = l_6215 == u32(2139095040);
if l_6222 {
l_mut_3600 = l_6215;
}
}
}
let l_6223 = bitcast<f32>(l_mut_3600);
let l_6224 = bitcast<u32>(l_6223);
let l_6225 = l_6224 & u32(2147483647);
let l_6226 = bitcast<f32>(l_6225);
let l_6227 = f64(l_6226);
l_mut_2838 = l_6227;
let l_6228 = l_6225 < u32(8388608);
if l_6228 {
let l_6229 = f64(l_6225);
let l_6230 = l_6229 * f64(1.401298464324817e-45);
l_mut_2838 = l_6230;
}
let l_6231 = bitcast<u64>(l_mut_2838);
let l_6232 = l_6224 >> u32(31);
let l_6233 = u64(l_6232);
let l_6234 = l_6233 << u32(bitcast<u64>(u64(63)));
let l_6235 = l_6231 | l_6234;
let l_6236 = bitcast<f64>(l_6235);
let l_6237 = l_6236 <= l_6178;
if l_6237 {
let l_6238 = bitcast<u32>(l_6184);
let l_6239 = l_6238 + u32(1);
l_mut_3600 = l_6239;
let l_6240 = l_6238 & u32(2147483647);
let l_6241 = l_6240 == u32(0);
if l_6241 {
l_mut_3600 = u32(1);
} else {
let l_6242 = l_6238 & u32(2147483648);
let l_6243 = l_6242 != u32(0);
if l_6243 {
let l_6244 = l_6238 - u32(1);
l_mut_3600 = l_6244;
} else {
let l_6245 = l_6238 == u32(2139095040);
if l_6245 {
l_mut_3600 = l_6238;
}
}
}
let l_6246 = bitcast<f32>(l_mut_3600);
let l_6247 = bitcast<u32>(l_6246);
let l_6248 = l_6247 & u32(2147483647);
let l_6249 = bitcast<f32>(l_6248);
let l_6250 = f64(l_6249);
l_mut_2838 = l_6250;
let l_6251 = l_6248 < u32(8388608);
if l_6251 {
let l_6252 = f64(l_6248);
let l_6253 = l_6252 * f64(1.401298464324817e-45);
l_mut_2838 = l_6253;
}
let l_6254 = bitcast<u64>(l_mut_2838);
let l_6255 = l_6247 >> u32(31);
let l_6256 = u64(l_6255);
let l_6257 = l_6256 << u32(bitcast<u64>(u64(63)));
let l_6258 = l_6254 | l_6257;
let l_6259 = bitcast<f64>(l_6258);
l_mut_3094 = l_6259;
}
}
}
let l_6260 = l_mut_3348 == l_mut_3094;
let l_6261 = l_6094 && l_6260;
if l_6261 {
let l_6262 = a_5911[u32(0)];
let l_6263 = l_6262 * f64(7.1362384635298e44);
let l_6264 = floor(l_6263);
let l_6265 = l_6264 * f64(1.401298464324817e-45);
l_mut_3348 = l_6265;
let l_6266 = abs(l_6262);
let l_6267 = l_6266 >= f64(1.1754943508222875e-38);
if l_6267 {
let l_6268 = f32(l_6262);
let l_6269 = f64(l_6268);
l_mut_3348 = l_6269;
let l_6270 = l_mut_3348 > l_6262;
if l_6270 {
let l_6271 = bitcast<u32>(l_6268);
let l_6272 = l_6271 ^ u32(2147483648);
let l_6273 = bitcast<f32>(l_6272);
let l_6274 = bitcast<u32>(l_6273);
let l_6275 = l_6274 + u32(1);
l_mut_3600 = l_6275;
let l_6276 = l_6274 & u32(2147483647);
let l_6277 = l_6276 == u32(0);
if l_6277 {
l_mut_3600 = u32(1);
} else {
let l_6278 = l_6274 & u32(2147483648);
let l_6279 = l_6278 != u32(0);
if l_6279 {
let l_6280 = l_6274 - u32(1);
l_mut_3600 = l_6280;
} else {
let l_6281 = l_6274 == u32(2139095040);
if l_6281 {
l_mut_3600 = l_6274;
}
}
}
let l_6282 = bitcast<f32>(l_mut_3600);
let l_6283 = bitcast<u32>(l_6282);
let l_6284 = l_6283 ^ u32(2147483648);
let l_6285 = bitcast<f32>(l_6284);
let l_6286 = bitcast<u32>(l_6285);
let l_6287 = l_6286 & u32(2147483647);
let l_6288 = bitcast<f32>(l_6287);
let l_6289 = f64(l_6288);
l_mut_3094 = l_6289;
let l_6290 = l_6287 < u32(8388608);
if l_6290 {
let l_6291 = f64(l_6287);
let l_6292 = l_6291 * f64(1.401298464324817e-45);
l_mut_3094 = l_6292;
}
let l_6293 = bitcast<u64>(l_mut_3094);
let l_6294 = l_6286 >> u32(31);
let l_6295 = u64(l_6294);
let l_6296 = l_6295 << u32(bitcast<u64>(u64(63)));
let l_6297 = l_6293 | l_6296;
let l_6298 = bitcast<f64>(l_6297);
l_mut_3348 = l_6298;
} else {
let l_6299 = bitcast<u32>(l_6268);
let l_6300 = l_6299 + u32(1);
l_mut_3600 = l_6300;
let l_6301 = l_6299 & u32(2147483647);
let l_6302 = l_6301 == u32(0);
if l_6302 {
l_mut_3600 = u32(1);
} else {
let l_6303 = l_6299 & u32(2147483648);
let l_6304 = l_6303 != u32(0);
if l_6304 {
let l_6305 = l_6299 - u32(1);
l_mut_3600 = l_6305;
} else {
let l_6306 = l_6299 == u32(2139095040);
if l_6306 {
l_mut_3600 = l_6299;
}
}
}
let l_6307 = bitcast<f32>(l_mut_3600);
let l_6308 = bitcast<u32>(l_6307);
let l_6309 = l_6308 & u32(2147483647);
let l_6310 = bitcast<f32>(l_6309);
let l_6311 = f64(l_6310);
l_mut_3094 = l_6311;
let l_6312 = l_6309 < u32(8388608);
if l_6312 {
let l_6313 = f64(l_6309);
let l_6314 = l_6313 * f64(1.401298464324817e-45);
l_mut_3094 = l_6314;
}
let l_6315 = bitcast<u64>(l_mut_3094);
let l_6316 = l_6308 >> u32(31);
let l_6317 = u64(l_6316);
let l_6318 = l_6317 << u32(bitcast<u64>(u64(63)));
let l_6319 = l_6315 | l_6318;
let l_6320 = bitcast<f64>(l_6319);
let l_6321 = l_6320 <= l_6262;
if l_6321 {
let l_6322 = bitcast<u32>(l_6268);
let l_6323 = l_6322 + u32(1);
l_mut_3600 = l_6323;
let l_6324 = l_6322 & u32(2147483647);
let l_6325 = l_6324 == u32(0);
if l_6325 {
l_mut_3600 = u32(1);
} else {
let l_6326 = l_6322 & u32(2147483648);
let l_6327 = l_6326 != u32(0);
if l_6327 {
let l_6328 = l_6322 - u32(1);
l_mut_3600 = l_6328;
} else {
let l_6329 = l_6322 == u32(2139095040);
if l_6329 {
l_mut_3600 = l_6322;
}
}
}
let l_6330 = bitcast<f32>(l_mut_3600);
let l_6331 = bitcast<u32>(l_6330);
let l_6332 = l_6331 & u32(2147483647);
let l_6333 = bitcast<f32>(l_6332);
let l_6334 = f64(l_6333);
l_mut_3094 = l_6334;
let l_6335 = l_6332 < u32(8388608);
if l_6335 {
let l_6336 = f64(l_6332);
let l_6337 = l_6336 * f64(1.401298464324817e-45);
l_mut_3094 = l_6337;
}
let l_6338 = bitcast<u64>(l_mut_3094);
let l_6339 = l_6331 >> u32(31);
let l_6340 = u64(l_6339);
let l_6341 = l_6340 << u32(bitcast<u64>(u64(63)));
let l_6342 = l_6338 | l_6341;
let l_6343 = bitcast<f64>(l_6342);
l_mut_3348 = l_6343;
}
}
}
let l_6344 = a_5911[u32(1)];
let l_6345 = -l_6344;
let l_6346 = l_6345 * f64(7.1362384635298e44);
let l_6347 = floor(l_6346);
let l_6348 = l_6347 * f64(1.401298464324817e-45);
l_mut_3094 = l_6348;
let l_6349 = abs(l_6345);
let l_6350 = l_6349 >= f64(1.1754943508222875e-38);
if l_6350 {
let l_6351 = f32(l_6345);
let l_6352 = f64(l_6351);
l_mut_3094 = l_6352;
let l_6353 = l_mut_3094 > l_6345;
if l_6353 {
let l_6354 = bitcast<u32>(l_6351);
let l_6355 = l_6354 ^ u32(2147483648);
let l_6356 = bitcast<f32>(l_6355);
let l_6357 = bitcast<u32>(l_6356);
let l_6358 = l_6357 + u32(1);
l_mut_3600 = l_6358;
let l_6359 = l_6357 & u32(2147483647);
let l_6360 = l_6359 == u32(0);
if l_6360 {
l_mut_3600 = u32(1);
} else {
let l_6361 = l_6357 & u32(2147483648);
let l_6362 = l_6361 != u32(0);
if l_6362 {
let l_6363 = l_6357 - u32(1);
l_mut_3600 = l_6363;
} else {
let l_6364 = l_6357 == u32(2139095040);
if l_6364 {
l_mut_3600 = l_6357;
}
}
}
let l_6365 = bitcast<f32>(l_mut_3600);
let l_6366 = bitcast<u32>(l_6365);
let l_6367 = l_6366 ^ u32(2147483648);
let l_6368 = bitcast<f32>(l_6367);
let l_6369 = bitcast<u32>(l_6368);
let l_6370 = l_6369 & u32(2147483647);
let l_6371 = bitcast<f32>(l_6370);
let l_6372 = f64(l_6371);
l_mut_2838 = l_6372;
let l_6373 = l_6370 < u32(8388608);
if l_6373 {
let l_6374 = f64(l_6370);
let l_6375 = l_6374 * f64(1.401298464324817e-45);
l_mut_2838 = l_6375;
}
let l_6376 = bitcast<u64>(l_mut_2838);
let l_6377 = l_6369 >> u32(31);
let l_6378 = u64(l_6377);
let l_6379 = l_6378 << u32(bitcast<u64>(u64(63)));
let l_6380 = l_6376 | l_6379;
let l_6381 = bitcast<f64>(l_6380);
l_mut_3094 = l_6381;
} else {
let l_6382 = bitcast<u32>(l_6351);
let l_6383 = l_6382 + u32(1);
l_mut_3600 = l_6383;
let l_6384 = l_6382 & u32(2147483647);
let l_6385 = l_6384 == u32(0);
if l_6385 {
l_mut_3600 = u32(1);
} else {
let l_6386 = l_6382 & u32(2147483648);
let l_6387 = l_6386 != u32(0);
if l_6387 {
let l_6388 = l_6382 - u32(1);
l_mut_3600 = l_6388;
} else {
let l_6389 = l_6382 == u32(2139095040);
if l_6389 {
l_mut_3600 = l_6382;
}
}
}
let l_6390 = bitcast<f32>(l_mut_3600);
let l_6391 = bitcast<u32>(l_6390);
let l_6392 = l_6391 & u32(2147483647);
let l_6393 = bitcast<f32>(l_6392);
let l_6394 = f64(l_6393);
l_mut_2838 = l_6394;
let l_6395 = l_6392 < u32(8388608);
if l_6395 {
let l_6396 = f64(l_6392);
let l_6397 = l_6396 * f64(1.401298464324817e-45);
l_mut_2838 = l_6397;
}
let l_6398 = bitcast<u64>(l_mut_2838);
let l_6399 = l_6391 >> u32(31);
let l_6400 = u64(l_6399);
let l_6401 = l_6400 << u32(bitcast<u64>(u64(63)));
let l_6402 = l_6398 | l_6401;
let l_6403 = bitcast<f64>(l_6402);
let l_6404 = l_6403 <= l_6345;
if l_6404 {
let l_6405 = bitcast<u32>(l_6351);
let l_6406 = l_6405 + u32(1);
l_mut_3600 = l_6406;
let l_6407 = l_6405 & u32(2147483647);
let l_6408 = l_6407 == u32(0);
if l_6408 {
l_mut_3600 = u32(1);
} else {
let l_6409 = l_6405 & u32(2147483648);
let l_6410 = l_6409 != u32(0);
if l_6410 {
let l_6411 = l_6405 - u32(1);
l_mut_3600 = l_6411;
} else {
let l_6412 = l_6405 == u32(2139095040);
if l_6412 {
l_mut_3600 = l_6405;
}
}
}
let l_6413 = bitcast<f32>(l_mut_3600);
let l_6414 = bitcast<u32>(l_6413);
let l_6415 = l_6414 & u32(2147483647);
let l_6416 = bitcast<f32>(l_6415);
let l_6417 = f64(l_6416);
l_mut_2838 = l_6417;
let l_6418 = l_6415 < u32(8388608);
if l_6418 {
let l_6419 = f64(l_6415);
let l_6420 = l_6419 * f64(1.401298464324817e-45);
l_mut_2838 = l_6420;
}
let l_6421 = bitcast<u64>(l_mut_2838);
let l_6422 = l_6414 >> u32(31);
let l_6423 = u64(l_6422);
let l_6424 = l_6423 << u32(bitcast<u64>(u64(63)));
let l_6425 = l_6421 | l_6424;
let l_6426 = bitcast<f64>(l_6425);
l_mut_3094 = l_6426;
}
}
}
let l_6427 = -l_mut_3094;
let l_6428 = bitcast<u32>(l_146);
let l_6429 = l_6428 & u32(2147483647);
let l_6430 = bitcast<f32>(l_6429);
let l_6431 = f64(l_6430);
l_mut_3094 = l_6431;
let l_6432 = l_6429 < u32(8388608);
if l_6432 {
let l_6433 = f64(l_6429);
let l_6434 = l_6433 * f64(1.401298464324817e-45);
l_mut_3094 = l_6434;
}
let l_6435 = bitcast<u64>(l_mut_3094);
let l_6436 = l_6428 >> u32(31);
let l_6437 = u64(l_6436);
let l_6438 = l_6437 << u32(bitcast<u64>(u64(63)));
let l_6439 = l_6435 | l_6438;
let l_6440 = bitcast<f64>(l_6439);
let l_6441 = bitcast<u32>(l_146);
let l_6442 = l_6441 + u32(1);
l_mut_3600 = l_6442;
let l_6443 = l_6441 & u32(2147483647);
let l_6444 = l_6443 == u32(0);
if l_6444 {
l_mut_3600 = u32(1);
} else {
let l_6445 = l_6441 & u32(2147483648);
let l_6446 = l_6445 != u32(0);
if l_6446 {
let l_6447 = l_6441 - u32(1);
l_mut_3600 = l_6447;
} else {
let l_6448 = l_6441 == u32(2139095040);
if l_6448 {
l_mut_3600 = l_6441;
}
}
}
let l_6449 = bitcast<f32>(l_mut_3600);
let l_6450 = bitcast<u32>(l_6449);
let l_6451 = l_6450 & u32(2147483647);
let l_6452 = bitcast<f32>(l_6451);
let l_6453 = f64(l_6452);
l_mut_3094 = l_6453;
let l_6454 = l_6451 < u32(8388608);
if l_6454 {
let l_6455 = f64(l_6451);
let l_6456 = l_6455 * f64(1.401298464324817e-45);
l_mut_3094 = l_6456;
}
let l_6457 = bitcast<u64>(l_mut_3094);
let l_6458 = l_6450 >> u32(31);
let l_6459 = u64(l_6458);
let l_6460 = l_6459 << u32(bitcast<u64>(u64(63)));
let l_6461 = l_6457 | l_6460;
let l_6462 = bitcast<f64>(l_6461);
let l_6463 = bitcast<u32>(l_146);
let l_6464 = l_6463 ^ u32(2147483648);
let l_6465 = bitcast<f32>(l_6464);
let l_6466 = bitcast<u32>(l_6465);
let l_6467 = l_6466 + u32(1);
l_mut_3600 = l_6467;
let l_6468 = l_6466 & u32(2147483647);
let l_6469 = l_6468 == u32(0);
if l_6469 {
l_mut_3600 = u32(1);
} else {
let l_6470 = l_6466 & u32(2147483648);
let l_6471 = l_6470 != u32(0);
if l_6471 {
let l_6472 = l_6466 - u32(1);
l_mut_3600 = l_6472;
} else {
let l_6473 = l_6466 == u32(2139095040);
if l_6473 {
l_mut_3600 = l_6466;
}
}
}
let l_6474 = bitcast<f32>(l_mut_3600);
let l_6475 = bitcast<u32>(l_6474);
let l_6476 = l_6475 ^ u32(2147483648);
let l_6477 = bitcast<f32>(l_6476);
let l_6478 = bitcast<u32>(l_6477);
let l_6479 = l_6478 & u32(2147483647);
let l_6480 = bitcast<f32>(l_6479);
let l_6481 = f64(l_6480);
l_mut_3094 = l_6481;
let l_6482 = l_6479 < u32(8388608);
if l_6482 {
let l_6483 = f64(l_6479);
let l_6484 = l_6483 * f64(1.401298464324817e-45);
l_mut_3094 = l_6484;
}
let l_6485 = bitcast<u64>(l_mut_3094);
let l_6486 = l_6478 >> u32(31);
let l_6487 = u64(l_6486);
let l_6488 = l_6487 << u32(bitcast<u64>(u64(63)));
let l_6489 = l_6485 | l_6488;
let l_6490 = bitcast<f64>(l_6489);
let l_6491 = l_mut_3348 + f64(0.0);
let l_6492 = l_6491 <= l_6440;
l_mut_512 = l_6492;
let l_6493 = l_mut_3348 - f64(0.0);
let l_6494 = l_6493 > l_6440;
l_mut_509 = l_6494;
let l_6495 = l_6427 - f64(0.0);
let l_6496 = l_6495 >= l_6440;
l_mut_506 = l_6496;
let l_6497 = l_6427 + f64(0.0);
let l_6498 = l_6497 < l_6440;
l_mut_503 = l_6498;
l_mut_3600 = u32(2);
let l_6499 = l_mut_509 || l_mut_503;
if l_6499 {
l_mut_3600 = u32(1);
} else {
let l_6500 = l_mut_512 && l_mut_506;
if l_6500 {
l_mut_3600 = u32(0);
}
}
let l_6501 = bitcast<u32>(l_146);
let l_6502 = l_6501 & u32(2147483647);
let l_6503 = l_6502 == u32(0);
if l_6503 {
let l_6504 = l_mut_3348 + f64(0.0);
let l_6505 = l_6504 < f64(1.1754943508222875e-38);
let l_6506 = l_6427 - f64(0.0);
let l_6507 = l_6506 > f64(-1.1754943508222875e-38);
let l_6508 = l_6505 && l_6507;
let l_6509 = l_mut_3348 - f64(0.0);
let l_6510 = l_6509 < f64(1.1754943508222875e-38);
let l_6511 = l_6427 + f64(0.0);
let l_6512 = l_6511 > f64(-1.1754943508222875e-38);
let l_6513 = l_6510 && l_6512;
if l_6508 {
l_mut_3600 = u32(0);
} else {
let l_6514 = l_mut_3600 == u32(1);
let l_6515 = l_6513 && l_6514;
if l_6515 {
l_mut_3600 = u32(2);
}
}
}
l_mut_4643 = l_mut_3600;
}
l_mut_268 = l_mut_4643;
}
} else {
let l_6516 = l_375 == u32(16);
let l_6517 = l_375 == u32(17);
let l_6518 = l_6516 || l_6517;
if l_6518 {
l_mut_268 = u32(0);
let l_6519 = l_392 > f64(0.0);
if l_6519 {
let l_6520 = l_390 == f64(1.0);
let l_6521 = f32(l_392);
let l_6522 = bitcast<u32>(l_6521);
let l_6523 = l_6522 & u32(2147483647);
let l_6524 = bitcast<f32>(l_6523);
let l_6525 = f64(l_6524);
l_mut_3348 = l_6525;
let l_6526 = l_6523 < u32(8388608);
if l_6526 {
let l_6527 = f64(l_6523);
let l_6528 = l_6527 * f64(1.401298464324817e-45);
l_mut_3348 = l_6528;
}
let l_6529 = bitcast<u64>(l_mut_3348);
let l_6530 = l_6522 >> u32(31);
let l_6531 = u64(l_6530);
let l_6532 = l_6531 << u32(bitcast<u64>(u64(63)));
let l_6533 = l_6529 | l_6532;
let l_6534 = bitcast<f64>(l_6533);
l_mut_3348 = l_6534;
let l_6535 = l_6534 < f64(0.0);
if l_6535 {
let l_6536 = bitcast<u64>(l_6534);
let l_6537 = l_6536 | u64(9221120237041090560);
let l_6538 = bitcast<f64>(l_6537);
l_mut_3348 = l_6538;
} else {
let l_6539 = l_6534 == f64(0.0);
if l_6539 {
let l_6540 = abs(l_6534);
let l_6541 = bitcast<u64>(l_6540);
let l_6542 = l_6541 | u64(9218868437227405312);
let l_6543 = l_6542 & bitcast<u64>(i64(-4503599627370496));
let l_6544 = bitcast<f64>(l_6543);
let l_6545 = -l_6544;
l_mut_3348 = l_6545;
} else {
let l_6546 = bitcast<u32>(l_6521);
let l_6547 = l_6546 < u32(2139095040);
if l_6547 {
let l_6548 = bitcast<u64>(l_6534);
let l_6549 = l_6548 >> u32(bitcast<u64>(u64(52)));
let l_6550 = l_6549 & u64(2047);
let l_6551 = i32(bitcast<i64>(l_6550));
let l_6552 = l_6551 - i32(1023);
l_mut_5858 = l_6552;
let l_6553 = l_6548 & u64(4503599627370495);
let l_6554 = l_6553 | u64(4607182418800017408);
let l_6555 = bitcast<f64>(l_6554);
l_mut_3094 = l_6555;
let l_6556 = l_mut_3094 > f64(1.4142135623730951);
if l_6556 {
l_mut_3094 = l_mut_3094 * f64(0.5);
l_mut_5858 = l_mut_5858 + i32(1);
}
let l_6557 = l_mut_3094 - f64(1.0);
let l_6558 = f64(2.0) + l_6557;
let l_6559 = l_6557 / l_6558;
let l_6560 = l_6559 * l_6559;
let l_6561 = l_6560 * f64(0.04);
let l_6562 = l_6561 + f64(0.043478260869565216);
l_mut_3094 = l_6562;
let l_6563 = l_mut_3094 * l_6560;
let l_6564 = l_6563 + f64(0.047619047619047616);
l_mut_3094 = l_6564;
let l_6565 = l_mut_3094 * l_6560;
let l_6566 = l_6565 + f64(0.05263157894736842);
l_mut_3094 = l_6566;
let l_6567 = l_mut_3094 * l_6560;
let l_6568 = l_6567 + f64(0.058823529411764705);
l_mut_3094 = l_6568;
let l_6569 = l_mut_3094 * l_6560;
let l_6570 = l_6569 + f64(0.06666666666666667);
l_mut_3094 = l_6570;
let l_6571 = l_mut_3094 * l_6560;
let l_6572 = l_6571 + f64(0.07692307692307693);
l_mut_3094 = l_6572;
let l_6573 = l_mut_3094 * l_6560;
let l_6574 = l_6573 + f64(0.09090909090909091);
l_mut_3094 = l_6574;
let l_6575 = l_mut_3094 * l_6560;
let l_6576 = l_6575 + f64(0.1111111111111111);
l_mut_3094 = l_6576;
let l_6577 = l_mut_3094 * l_6560;
let l_6578 = l_6577 + f64(0.14285714285714285);
l_mut_3094 = l_6578;
let l_6579 = l_mut_3094 * l_6560;
let l_6580 = l_6579 + f64(0.2);
l_mut_3094 = l_6580;
let l_6581 = l_mut_3094 * l_6560;
let l_6582 = l_6581 + f64(0.3333333333333333);
l_mut_3094 = l_6582;
let l_6583 = f64(2.0) * l_6559;
let l_6584 = f64(2.0) * l_6559;
let l_6585 = l_6584 * l_6560;
let l_6586 = l_6585 * l_mut_3094;
let l_6587 = l_6583 + l_6586;
let l_6588 = f64(l_mut_5858);
let l_6589 = l_6588 * f64(0.6931471824645996);
let l_6590 = l_6588 * f64(-1.904654299957768e-9);
let l_6591 = l_6590 + l_6587;
let l_6592 = l_6589 + l_6591;
l_mut_3348 = l_6592;
}
}
}
let l_6593 = l_mut_3348 / f64(0.6931471805599453);
let l_6594 = abs(l_6593);
let l_6595 = l_6594 * f64(1.4551915228366852e-11);
let l_6596 = l_392 >= f64(0.5);
let l_6597 = l_392 <= f64(2.0);
let l_6598 = l_6596 && l_6597;
l_mut_3348 = l_381;
l_mut_512 = bool(true);
let l_6599 = l_375 == u32(17);
if l_6599 {
let l_6600 = !l_6598;
if l_6600 {
let l_6601 = abs(l_6593);
let l_6602 = l_381 * l_6601;
l_mut_3348 = l_6602;
}
} else {
let l_6603 = !l_6598;
if l_6603 {
let l_6604 = abs(l_6593);
l_mut_3094 = f64(1.401298464324817e-45);
let l_6605 = l_6604 >= f64(1.1754943508222875e-38);
let l_6606 = l_6604 <= f64(1.7976931348623157e308);
let l_6607 = l_6605 && l_6606;
if l_6607 {
let l_6608 = bitcast<u64>(l_6604);
let l_6609 = l_6608 >> u32(bitcast<u64>(u64(52)));
let l_6610 = l_6609 - u64(23);
let l_6611 = l_6610 << u32(bitcast<u64>(u64(52)));
let l_6612 = bitcast<f64>(l_6611);
l_mut_3094 = l_6612;
}
let l_6613 = l_384 * l_mut_3094;
l_mut_3348 = l_6613;
let l_6614 = l_6593 - l_6595;
let l_6615 = abs(l_6614);
l_mut_3094 = f64(1.401298464324817e-45);
let l_6616 = l_6615 >= f64(1.1754943508222875e-38);
let l_6617 = l_6615 <= f64(1.7976931348623157e308);
let l_6618 = l_6616 && l_6617;
if l_6618 {
let l_6619 = bitcast<u64>(l_6615);
let l_6620 = l_6619 >> u32(bitcast<u64>(u64(52)));
let l_6621 = l_6620 - u64(23);
let l_6622 = l_6621 << u32(bitcast<u64>(u64(52)));
let l_6623 = bitcast<f64>(l_6622);
l_mut_3094 = l_6623;
}
let l_6624 = l_6593 + l_6595;
let l_6625 = abs(l_6624);
l_mut_2838 = f64(1.401298464324817e-45);
let l_6626 = l_6625 >= f64(1.1754943508222875e-38);
let l_6627 = l_6625 <= f64(1.7976931348623157e308);
let l_6628 = l_6626 && l_6627;
if l_6628 {
let l_6629 = bitcast<u64>(l_6625);
let l_6630 = l_6629 >> u32(bitcast<u64>(u64(52)));
let l_6631 = l_6630 - u64(23);
let l_6632 = l_6631 << u32(bitcast<u64>(u64(52)));
let l_6633 = bitcast<f64>(l_6632);
l_mut_2838 = l_6633;
}
let l_6634 = l_mut_3094 == l_mut_2838;
l_mut_512 = l_6634;
}
}
let l_6635 = l_mut_3348 * f64(1.4551915228366852e-11);
let l_6636 = l_6595 + l_6635;
l_mut_4643 = u32(2);
if l_mut_512 {
let l_6637 = l_375 == u32(17);
let l_6638 = l_6637 || l_379;
if l_6638 {
let l_6639 = l_6593 - l_mut_3348;
let l_6640 = l_6593 + l_mut_3348;
let l_6641 = abs(l_6639);
let l_6642 = l_6641 * f64(2.220446049250313e-16);
let l_6643 = l_6636 + l_6642;
let l_6644 = l_6639 + l_6643;
let l_6645 = -l_6644;
let l_6646 = l_6645 * f64(7.1362384635298e44);
let l_6647 = floor(l_6646);
let l_6648 = l_6647 * f64(1.401298464324817e-45);
l_mut_3094 = l_6648;
let l_6649 = abs(l_6645);
let l_6650 = l_6649 >= f64(1.1754943508222875e-38);
if l_6650 {
let l_6651 = f32(l_6645);
let l_6652 = f64(l_6651);
l_mut_3094 = l_6652;
let l_6653 = l_mut_3094 > l_6645;
if l_6653 {
let l_6654 = bitcast<u32>(l_6651);
let l_6655 = l_6654 ^ u32(2147483648);
let l_6656 = bitcast<f32>(l_6655);
let l_6657 = bitcast<u32>(l_6656);
let l_6658 = l_6657 + u32(1);
l_mut_3600 = l_6658;
let l_6659 = l_6657 & u32(2147483647);
let l_6660 = l_6659 == u32(0);
if l_6660 {
l_mut_3600 = u32(1);
} else {
let l_6661 = l_6657 & u32(2147483648);
let l_6662 = l_6661 != u32(0);
if l_6662 {
let l_6663 = l_6657 - u32(1);
l_mut_3600 = l_6663;
} else {
let l_6664 = l_6657 == u32(2139095040);
if l_6664 {
l_mut_3600 = l_6657;
}
}
}
let l_6665 = bitcast<f32>(l_mut_3600);
let l_6666 = bitcast<u32>(l_6665);
let l_6667 = l_6666 ^ u32(2147483648);
let l_6668 = bitcast<f32>(l_6667);
let l_6669 = bitcast<u32>(l_6668);
let l_6670 = l_6669 & u32(2147483647);
let l_6671 = bitcast<f32>(l_6670);
let l_6672 = f64(l_6671);
l_mut_2838 = l_6672;
let l_6673 = l_6670 < u32(8388608);
if l_6673 {
let l_6674 = f64(l_6670);
let l_6675 = l_6674 * f64(1.401298464324817e-45);
l_mut_2838 = l_6675;
}
let l_6676 = bitcast<u64>(l_mut_2838);
let l_6677 = l_6669 >> u32(31);
let l_6678 = u64(l_6677);
let l_6679 = l_6678 << u32(bitcast<u64>(u64(63)));
let l_6680 = l_6676 | l_6679;
let l_6681 = bitcast<f64>(l_6680);
l_mut_3094 = l_6681;
} else {
let l_6682 = bitcast<u32>(l_6651);
let l_6683 = l_6682 + u32(1);
l_mut_3600 = l_6683;
let l_6684 = l_6682 & u32(2147483647);
let l_6685 = l_6684 == u32(0);
if l_6685 {
l_mut_3600 = u32(1);
} else {
let l_6686 = l_6682 & u32(2147483648);
let l_6687 = l_6686 != u32(0);
if l_6687 {
let l_6688 = l_6682 - u32(1);
l_mut_3600 = l_6688;
} else {
let l_6689 = l_6682 == u32(2139095040);
if l_6689 {
l_mut_3600 = l_6682;
}
}
}
let l_6690 = bitcast<f32>(l_mut_3600);
let l_6691 = bitcast<u32>(l_6690);
let l_6692 = l_6691 & u32(2147483647);
let l_6693 = bitcast<f32>(l_6692);
let l_6694 = f64(l_6693);
l_mut_2838 = l_6694;
let l_6695 = l_6692 < u32(8388608);
if l_6695 {
let l_6696 = f64(l_6692);
let l_6697 = l_6696 * f64(1.401298464324817e-45);
l_mut_2838 = l_6697;
}
let l_6698 = bitcast<u64>(l_mut_2838);
let l_6699 = l_6691 >> u32(31);
let l_6700 = u64(l_6699);
let l_6701 = l_6700 << u32(bitcast<u64>(u64(63)));
let l_6702 = l_6698 | l_6701;
let l_6703 = bitcast<f64>(l_6702);
let l_6704 = l_6703 <= l_6645;
if l_6704 {
let l_6705 = bitcast<u32>(l_6651);
let l_6706 = l_6705 + u32(1);
l_mut_3600 = l_6706;
let l_6707 = l_6705 & u32(2147483647);
let l_6708 = l_6707 == u32(0);
if l_6708 {
l_mut_3600 = u32(1);
} else {
let l_6709 = l_6705 & u32(2147483648);
let l_6710 = l_6709 != u32(0);
if l_6710 {
let l_6711 = l_6705 - u32(1);
l_mut_3600 = l_6711;
} else {
let l_6712 = l_6705 == u32(2139095040);
if l_6712 {
l_mut_3600 = l_6705;
}
}
}
let l_6713 = bitcast<f32>(l_mut_3600);
let l_6714 = bitcast<u32>(l_6713);
let l_6715 = l_6714 & u32(2147483647);
let l_6716 = bitcast<f32>(l_6715);
let l_6717 = f64(l_6716);
l_mut_2838 = l_6717;
let l_6718 = l_6715 < u32(8388608);
if l_6718 {
let l_6719 = f64(l_6715);
let l_6720 = l_6719 * f64(1.401298464324817e-45);
l_mut_2838 = l_6720;
}
let l_6721 = bitcast<u64>(l_mut_2838);
let l_6722 = l_6714 >> u32(31);
let l_6723 = u64(l_6722);
let l_6724 = l_6723 << u32(bitcast<u64>(u64(63)));
let l_6725 = l_6721 | l_6724;
let l_6726 = bitcast<f64>(l_6725);
l_mut_3094 = l_6726;
}
}
}
let l_6727 = -l_mut_3094;
l_mut_3094 = l_6727;
let l_6728 = bool(true) && bool(true);
if l_6728 {
let l_6729 = l_6639 + l_6643;
let l_6730 = l_6729 * f64(7.1362384635298e44);
let l_6731 = floor(l_6730);
let l_6732 = l_6731 * f64(1.401298464324817e-45);
l_mut_2838 = l_6732;
let l_6733 = abs(l_6729);
let l_6734 = l_6733 >= f64(1.1754943508222875e-38);
if l_6734 {
let l_6735 = f32(l_6729);
let l_6736 = f64(l_6735);
l_mut_2838 = l_6736;
let l_6737 = l_mut_2838 > l_6729;
if l_6737 {
let l_6738 = bitcast<u32>(l_6735);
let l_6739 = l_6738 ^ u32(2147483648);
let l_6740 = bitcast<f32>(l_6739);
let l_6741 = bitcast<u32>(l_6740);
let l_6742 = l_6741 + u32(1);
l_mut_3600 = l_6742;
let l_6743 = l_6741 & u32(2147483647);
let l_6744 = l_6743 == u32(0);
if l_6744 {
l_mut_3600 = u32(1);
} else {
let l_6745 = l_6741 & u32(2147483648);
let l_6746 = l_6745 != u32(0);
if l_6746 {
let l_6747 = l_6741 - u32(1);
l_mut_3600 = l_6747;
} else {
let l_6748 = l_6741 == u32(2139095040);
if l_6748 {
l_mut_3600 = l_6741;
}
}
}
let l_6749 = bitcast<f32>(l_mut_3600);
let l_6750 = bitcast<u32>(l_6749);
let l_6751 = l_6750 ^ u32(2147483648);
let l_6752 = bitcast<f32>(l_6751);
let l_6753 = bitcast<u32>(l_6752);
let l_6754 = l_6753 & u32(2147483647);
let l_6755 = bitcast<f32>(l_6754);
let l_6756 = f64(l_6755);
l_mut_2584 = l_6756;
let l_6757 = l_6754 < u32(8388608);
if l_6757 {
let l_6758 = f64(l_6754);
let l_6759 = l_6758 * f64(1.401298464324817e-45);
l_mut_2584 = l_6759;
}
let l_6760 = bitcast<u64>(l_mut_2584);
let l_6761 = l_6753 >> u32(31);
let l_6762 = u64(l_6761);
let l_6763 = l_6762 << u32(bitcast<u64>(u64(63)));
let l_6764 = l_6760 | l_6763;
let l_6765 = bitcast<f64>(l_6764);
l_mut_2838 = l_6765;
} else {
let l_6766 = bitcast<u32>(l_6735);
let l_6767 = l_6766 + u32(1);
l_mut_3600 = l_6767;
let l_6768 = l_6766 & u32(2147483647);
let l_6769 = l_6768 == u32(0);
if l_6769 {
l_mut_3600 = u32(1);
} else {
let l_6770 = l_6766 & u32(2147483648);
let l_6771 = l_6770 != u32(0);
if l_6771 {
let l_6772 = l_6766 - u32(1);
l_mut_3600 = l_6772;
} else {
let l_6773 = l_6766 == u32(2139095040);
if l_6773 {
l_mut_3600 = l_6766;
}
}
}
let l_6774 = bitcast<f32>(l_mut_3600);
let l_6775 = bitcast<u32>(l_6774);
let l_6776 = l_6775 & u32(2147483647);
let l_6777 = bitcast<f32>(l_6776);
let l_6778 = f64(l_6777);
l_mut_2584 = l_6778;
let l_6779 = l_6776 < u32(8388608);
if l_6779 {
let l_6780 = f64(l_6776);
let l_6781 = l_6780 * f64(1.401298464324817e-45);
l_mut_2584 = l_6781;
}
let l_6782 = bitcast<u64>(l_mut_2584);
let l_6783 = l_6775 >> u32(31);
let l_6784 = u64(l_6783);
let l_6785 = l_6784 << u32(bitcast<u64>(u64(63)));
let l_6786 = l_6782 | l_6785;
let l_6787 = bitcast<f64>(l_6786);
let l_6788 = l_6787 <= l_6729;
if l_6788 {
let l_6789 = bitcast<u32>(l_6735);
let l_6790 = l_6789 + u32(1);
l_mut_3600 = l_6790;
let l_6791 = l_6789 & u32(2147483647);
let l_6792 = l_6791 == u32(0);
if l_6792 {
l_mut_3600 = u32(1);
} else {
let l_6793 = l_6789 & u32(2147483648);
let l_6794 = l_6793 != u32(0);
if l_6794 {
let l_6795 = l_6789 - u32(1);
l_mut_3600 = l_6795;
} else {
let l_6796 = l_6789 == u32(2139095040);
if l_6796 {
l_mut_3600 = l_6789;
}
}
}
let l_6797 = bitcast<f32>(l_mut_3600);
let l_6798 = bitcast<u32>(l_6797);
let l_6799 = l_6798 & u32(2147483647);
let l_6800 = bitcast<f32>(l_6799);
let l_6801 = f64(l_6800);
l_mut_2584 = l_6801;
let l_6802 = l_6799 < u32(8388608);
if l_6802 {
let l_6803 = f64(l_6799);
let l_6804 = l_6803 * f64(1.401298464324817e-45);
l_mut_2584 = l_6804;
}
let l_6805 = bitcast<u64>(l_mut_2584);
let l_6806 = l_6798 >> u32(31);
let l_6807 = u64(l_6806);
let l_6808 = l_6807 << u32(bitcast<u64>(u64(63)));
let l_6809 = l_6805 | l_6808;
let l_6810 = bitcast<f64>(l_6809);
l_mut_2838 = l_6810;
}
}
}
l_mut_3094 = l_mut_2838;
} else {
let l_6811 = l_6639 - l_6643;
let l_6812 = l_6811 * f64(7.1362384635298e44);
let l_6813 = floor(l_6812);
let l_6814 = l_6813 * f64(1.401298464324817e-45);
l_mut_2838 = l_6814;
let l_6815 = abs(l_6811);
let l_6816 = l_6815 >= f64(1.1754943508222875e-38);
if l_6816 {
let l_6817 = f32(l_6811);
let l_6818 = f64(l_6817);
l_mut_2838 = l_6818;
let l_6819 = l_mut_2838 > l_6811;
if l_6819 {
let l_6820 = bitcast<u32>(l_6817);
let l_6821 = l_6820 ^ u32(2147483648);
let l_6822 = bitcast<f32>(l_6821);
let l_6823 = bitcast<u32>(l_6822);
let l_6824 = l_6823 + u32(1);
l_mut_3600 = l_6824;
let l_6825 = l_6823 & u32(2147483647);
let l_6826 = l_6825 == u32(0);
if l_6826 {
l_mut_3600 = u32(1);
} else {
let l_6827 = l_6823 & u32(2147483648);
let l_6828 = l_6827 != u32(0);
if l_6828 {
let l_6829 = l_6823 - u32(1);
l_mut_3600 = l_6829;
} else {
let l_6830 = l_6823 == u32(2139095040);
if l_6830 {
l_mut_3600 = l_6823;
}
}
}
let l_6831 = bitcast<f32>(l_mut_3600);
let l_6832 = bitcast<u32>(l_6831);
let l_6833 = l_6832 ^ u32(2147483648);
let l_6834 = bitcast<f32>(l_6833);
let l_6835 = bitcast<u32>(l_6834);
let l_6836 = l_6835 & u32(2147483647);
let l_6837 = bitcast<f32>(l_6836);
let l_6838 = f64(l_6837);
l_mut_2584 = l_6838;
let l_6839 = l_6836 < u32(8388608);
if l_6839 {
let l_6840 = f64(l_6836);
let l_6841 = l_6840 * f64(1.401298464324817e-45);
l_mut_2584 = l_6841;
}
let l_6842 = bitcast<u64>(l_mut_2584);
let l_6843 = l_6835 >> u32(31);
let l_6844 = u64(l_6843);
let l_6845 = l_6844 << u32(bitcast<u64>(u64(63)));
let l_6846 = l_6842 | l_6845;
let l_6847 = bitcast<f64>(l_6846);
l_mut_2838 = l_6847;
} else {
let l_6848 = bitcast<u32>(l_6817);
let l_6849 = l_6848 + u32(1);
l_mut_3600 = l_6849;
let l_6850 = l_6848 & u32(2147483647);
let l_6851 = l_6850 == u32(0);
if l_6851 {
l_mut_3600 = u32(1);
} else {
let l_6852 = l_6848 & u32(2147483648);
let l_6853 = l_6852 != u32(0);
if l_6853 {
let l_6854 = l_6848 - u32(1);
l_mut_3600 = l_6854;
} else {
let l_6855 = l_6848 == u32(2139095040);
if l_6855 {
l_mut_3600 = l_6848;
}
}
}
let l_6856 = bitcast<f32>(l_mut_3600);
let l_6857 = bitcast<u32>(l_6856);
let l_6858 = l_6857 & u32(2147483647);
let l_6859 = bitcast<f32>(l_6858);
let l_6860 = f64(l_6859);
l_mut_2584 = l_6860;
let l_6861 = l_6858 < u32(8388608);
if l_6861 {
let l_6862 = f64(l_6858);
let l_6863 = l_6862 * f64(1.401298464324817e-45);
l_mut_2584 = l_6863;
}
let l_6864 = bitcast<u64>(l_mut_2584);
let l_6865 = l_6857 >> u32(31);
let l_6866 = u64(l_6865);
let l_6867 = l_6866 << u32(bitcast<u64>(u64(63)));
let l_6868 = l_6864 | l_6867;
let l_6869 = bitcast<f64>(l_6868);
let l_6870 = l_6869 <= l_6811;
if l_6870 {
let l_6871 = bitcast<u32>(l_6817);
let l_6872 = l_6871 + u32(1);
l_mut_3600 = l_6872;
let l_6873 = l_6871 & u32(2147483647);
let l_6874 = l_6873 == u32(0);
if l_6874 {
l_mut_3600 = u32(1);
} else {
let l_6875 = l_6871 & u32(2147483648);
let l_6876 = l_6875 != u32(0);
if l_6876 {
let l_6877 = l_6871 - u32(1);
l_mut_3600 = l_6877;
} else {
let l_6878 = l_6871 == u32(2139095040);
if l_6878 {
l_mut_3600 = l_6871;
}
}
}
let l_6879 = bitcast<f32>(l_mut_3600);
let l_6880 = bitcast<u32>(l_6879);
let l_6881 = l_6880 & u32(2147483647);
let l_6882 = bitcast<f32>(l_6881);
let l_6883 = f64(l_6882);
l_mut_2584 = l_6883;
let l_6884 = l_6881 < u32(8388608);
if l_6884 {
let l_6885 = f64(l_6881);
let l_6886 = l_6885 * f64(1.401298464324817e-45);
l_mut_2584 = l_6886;
}
let l_6887 = bitcast<u64>(l_mut_2584);
let l_6888 = l_6880 >> u32(31);
let l_6889 = u64(l_6888);
let l_6890 = l_6889 << u32(bitcast<u64>(u64(63)));
let l_6891 = l_6887 | l_6890;
let l_6892 = bitcast<f64>(l_6891);
l_mut_2838 = l_6892;
}
}
}
l_mut_3094 = l_mut_2838;
}
let l_6893 = abs(l_6640);
let l_6894 = l_6893 * f64(2.220446049250313e-16);
let l_6895 = l_6636 + l_6894;
let l_6896 = l_6640 + l_6895;
let l_6897 = -l_6896;
let l_6898 = l_6897 * f64(7.1362384635298e44);
let l_6899 = floor(l_6898);
let l_6900 = l_6899 * f64(1.401298464324817e-45);
l_mut_2838 = l_6900;
let l_6901 = abs(l_6897);
let l_6902 = l_6901 >= f64(1.1754943508222875e-38);
if l_6902 {
let l_6903 = f32(l_6897);
let l_6904 = f64(l_6903);
l_mut_2838 = l_6904;
let l_6905 = l_mut_2838 > l_6897;
if l_6905 {
let l_6906 = bitcast<u32>(l_6903);
let l_6907 = l_6906 ^ u32(2147483648);
let l_6908 = bitcast<f32>(l_6907);
let l_6909 = bitcast<u32>(l_6908);
let l_6910 = l_6909 + u32(1);
l_mut_3600 = l_6910;
let l_6911 = l_6909 & u32(2147483647);
let l_6912 = l_6911 == u32(0);
if l_6912 {
l_mut_3600 = u32(1);
} else {
let l_6913 = l_6909 & u32(2147483648);
let l_6914 = l_6913 != u32(0);
if l_6914 {
let l_6915 = l_6909 - u32(1);
l_mut_3600 = l_6915;
} else {
let l_6916 = l_6909 == u32(2139095040);
if l_6916 {
l_mut_3600 = l_6909;
}
}
}
let l_6917 = bitcast<f32>(l_mut_3600);
let l_6918 = bitcast<u32>(l_6917);
let l_6919 = l_6918 ^ u32(2147483648);
let l_6920 = bitcast<f32>(l_6919);
let l_6921 = bitcast<u32>(l_6920);
let l_6922 = l_6921 & u32(2147483647);
let l_6923 = bitcast<f32>(l_6922);
let l_6924 = f64(l_6923);
l_mut_2584 = l_6924;
let l_6925 = l_6922 < u32(8388608);
if l_6925 {
let l_6926 = f64(l_6922);
let l_6927 = l_6926 * f64(1.401298464324817e-45);
l_mut_2584 = l_6927;
}
let l_6928 = bitcast<u64>(l_mut_2584);
let l_6929 = l_6921 >> u32(31);
let l_6930 = u64(l_6929);
let l_6931 = l_6930 << u32(bitcast<u64>(u64(63)));
let l_6932 = l_6928 | l_6931;
let l_6933 = bitcast<f64>(l_6932);
l_mut_2838 = l_6933;
} else {
let l_6934 = bitcast<u32>(l_6903);
let l_6935 = l_6934 + u32(1);
l_mut_3600 = l_6935;
let l_6936 = l_6934 & u32(2147483647);
let l_6937 = l_6936 == u32(0);
if l_6937 {
l_mut_3600 = u32(1);
} else {
let l_6938 = l_6934 & u32(2147483648);
let l_6939 = l_6938 != u32(0);
if l_6939 {
let l_6940 = l_6934 - u32(1);
l_mut_3600 = l_6940;
} else {
let l_6941 = l_6934 == u32(2139095040);
if l_6941 {
l_mut_3600 = l_6934;
}
}
}
let l_6942 = bitcast<f32>(l_mut_3600);
let l_6943 = bitcast<u32>(l_6942);
let l_6944 = l_6943 & u32(2147483647);
let l_6945 = bitcast<f32>(l_6944);
let l_6946 = f64(l_6945);
l_mut_2584 = l_6946;
let l_6947 = l_6944 < u32(8388608);
if l_6947 {
let l_6948 = f64(l_6944);
let l_6949 = l_6948 * f64(1.401298464324817e-45);
l_mut_2584 = l_6949;
}
let l_6950 = bitcast<u64>(l_mut_2584);
let l_6951 = l_6943 >> u32(31);
let l_6952 = u64(l_6951);
let l_6953 = l_6952 << u32(bitcast<u64>(u64(63)));
let l_6954 = l_6950 | l_6953;
let l_6955 = bitcast<f64>(l_6954);
let l_6956 = l_6955 <= l_6897;
if l_6956 {
let l_6957 = bitcast<u32>(l_6903);
let l_6958 = l_6957 + u32(1);
l_mut_3600 = l_6958;
let l_6959 = l_6957 & u32(2147483647);
let l_6960 = l_6959 == u32(0);
if l_6960 {
l_mut_3600 = u32(1);
} else {
let l_6961 = l_6957 & u32(2147483648);
let l_6962 = l_6961 != u32(0);
if l_6962 {
let l_6963 = l_6957 - u32(1);
l_mut_3600 = l_6963;
} else {
let l_6964 = l_6957 == u32(2139095040);
if l_6964 {
l_mut_3600 = l_6957;
}
}
}
let l_6965 = bitcast<f32>(l_mut_3600);
let l_6966 = bitcast<u32>(l_6965);
let l_6967 = l_6966 & u32(2147483647);
let l_6968 = bitcast<f32>(l_6967);
let l_6969 = f64(l_6968);
l_mut_2584 = l_6969;
let l_6970 = l_6967 < u32(8388608);
if l_6970 {
let l_6971 = f64(l_6967);
let l_6972 = l_6971 * f64(1.401298464324817e-45);
l_mut_2584 = l_6972;
}
let l_6973 = bitcast<u64>(l_mut_2584);
let l_6974 = l_6966 >> u32(31);
let l_6975 = u64(l_6974);
let l_6976 = l_6975 << u32(bitcast<u64>(u64(63)));
let l_6977 = l_6973 | l_6976;
let l_6978 = bitcast<f64>(l_6977);
l_mut_2838 = l_6978;
}
}
}
let l_6979 = -l_mut_2838;
l_mut_2838 = l_6979;
let l_6980 = bool(false) && bool(true);
if l_6980 {
let l_6981 = l_6640 + l_6895;
let l_6982 = l_6981 * f64(7.1362384635298e44);
let l_6983 = floor(l_6982);
let l_6984 = l_6983 * f64(1.401298464324817e-45);
l_mut_2584 = l_6984;
let l_6985 = abs(l_6981);
let l_6986 = l_6985 >= f64(1.1754943508222875e-38);
if l_6986 {
let l_6987 = f32(l_6981);
let l_6988 = f64(l_6987);
l_mut_2584 = l_6988;
let l_6989 = l_mut_2584 > l_6981;
if l_6989 {
let l_6990 = bitcast<u32>(l_6987);
let l_6991 = l_6990 ^ u32(2147483648);
let l_6992 = bitcast<f32>(l_6991);
let l_6993 = bitcast<u32>(l_6992);
let l_6994 = l_6993 + u32(1);
l_mut_3600 = l_6994;
let l_6995 = l_6993 & u32(2147483647);
let l_6996 = l_6995 == u32(0);
if l_6996 {
l_mut_3600 = u32(1);
} else {
let l_6997 = l_6993 & u32(2147483648);
let l_6998 = l_6997 != u32(0);
if l_6998 {
let l_6999 = l_6993 - u32(1);
l_mut_3600 = l_6999;
} else {
let l_7000 = l_6993 == u32(2139095040);
if l_7000 {
l_mut_3600 = l_6993;
}
}
}
let l_7001 = bitcast<f32>(l_mut_3600);
let l_7002 = bitcast<u32>(l_7001);
let l_7003 = l_7002 ^ u32(2147483648);
let l_7004 = bitcast<f32>(l_7003);
let l_7005 = bitcast<u32>(l_7004);
let l_7006 = l_7005 & u32(2147483647);
let l_7007 = bitcast<f32>(l_7006);
let l_7008 = f64(l_7007);
l_mut_1569 = l_7008;
let l_7009 = l_7006 < u32(8388608);
if l_7009 {
let l_7010 = f64(l_7006);
let l_7011 = l_7010 * f64(1.401298464324817e-45);
l_mut_1569 = l_7011;
}
let l_7012 = bitcast<u64>(l_mut_1569);
let l_7013 = l_7005 >> u32(31);
let l_7014 = u64(l_7013);
let l_7015 = l_7014 << u32(bitcast<u64>(u64(63)));
let l_7016 = l_7012 | l_7015;
let l_7017 = bitcast<f64>(l_7016);
l_mut_2584 = l_7017;
} else {
let l_7018 = bitcast<u32>(l_6987);
let l_7019 = l_7018 + u32(1);
l_mut_3600 = l_7019;
let l_7020 = l_7018 & u32(2147483647);
let l_7021 = l_7020 == u32(0);
if l_7021 {
l_mut_3600 = u32(1);
} else {
let l_7022 = l_7018 & u32(2147483648);
let l_7023 = l_7022 != u32(0);
if l_7023 {
let l_7024 = l_7018 - u32(1);
l_mut_3600 = l_7024;
} else {
let l_7025 = l_7018 == u32(2139095040);
if l_7025 {
l_mut_3600 = l_7018;
}
}
}
let l_7026 = bitcast<f32>(l_mut_3600);
let l_7027 = bitcast<u32>(l_7026);
let l_7028 = l_7027 & u32(2147483647);
let l_7029 = bitcast<f32>(l_7028);
let l_7030 = f64(l_7029);
l_mut_1569 = l_7030;
let l_7031 = l_7028 < u32(8388608);
if l_7031 {
let l_7032 = f64(l_7028);
let l_7033 = l_7032 * f64(1.401298464324817e-45);
l_mut_1569 = l_7033;
}
let l_7034 = bitcast<u64>(l_mut_1569);
let l_7035 = l_7027 >> u32(31);
let l_7036 = u64(l_7035);
let l_7037 = l_7036 << u32(bitcast<u64>(u64(63)));
let l_7038 = l_7034 | l_7037;
let l_7039 = bitcast<f64>(l_7038);
let l_7040 = l_7039 <= l_6981;
if l_7040 {
let l_7041 = bitcast<u32>(l_6987);
let l_7042 = l_7041 + u32(1);
l_mut_3600 = l_7042;
let l_7043 = l_7041 & u32(2147483647);
let l_7044 = l_7043 == u32(0);
if l_7044 {
l_mut_3600 = u32(1);
} else {
let l_7045 = l_7041 & u32(2147483648);
let l_7046 = l_7045 != u32(0);
if l_7046 {
let l_7047 = l_7041 - u32(1);
l_mut_3600 = l_7047;
} else {
let l_7048 = l_7041 == u32(2139095040);
if l_7048 {
l_mut_3600 = l_7041;
}
}
}
let l_7049 = bitcast<f32>(l_mut_3600);
let l_7050 = bitcast<u32>(l_7049);
let l_7051 = l_7050 & u32(2147483647);
let l_7052 = bitcast<f32>(l_7051);
let l_7053 = f64(l_7052);
l_mut_1569 = l_7053;
let l_7054 = l_7051 < u32(8388608);
if l_7054 {
let l_7055 = f64(l_7051);
let l_7056 = l_7055 * f64(1.401298464324817e-45);
l_mut_1569 = l_7056;
}
let l_7057 = bitcast<u64>(l_mut_1569);
let l_7058 = l_7050 >> u32(31);
let l_7059 = u64(l_7058);
let l_7060 = l_7059 << u32(bitcast<u64>(u64(63)));
let l_7061 = l_7057 | l_7060;
let l_7062 = bitcast<f64>(l_7061);
l_mut_2584 = l_7062;
}
}
}
l_mut_2838 = l_mut_2584;
} else {
let l_7063 = l_6640 - l_6895;
let l_7064 = -l_7063;
let l_7065 = l_7064 * f64(7.1362384635298e44);
let l_7066 = floor(l_7065);
let l_7067 = l_7066 * f64(1.401298464324817e-45);
l_mut_2584 = l_7067;
let l_7068 = abs(l_7064);
let l_7069 = l_7068 >= f64(1.1754943508222875e-38);
if l_7069 {
let l_7070 = f32(l_7064);
let l_7071 = f64(l_7070);
l_mut_2584 = l_7071;
let l_7072 = l_mut_2584 > l_7064;
if l_7072 {
let l_7073 = bitcast<u32>(l_7070);
let l_7074 = l_7073 ^ u32(2147483648);
let l_7075 = bitcast<f32>(l_7074);
let l_7076 = bitcast<u32>(l_7075);
let l_7077 = l_7076 + u32(1);
l_mut_3600 = l_7077;
let l_7078 = l_7076 & u32(2147483647);
let l_7079 = l_7078 == u32(0);
if l_7079 {
l_mut_3600 = u32(1);
} else {
let l_7080 = l_7076 & u32(2147483648);
let l_7081 = l_7080 != u32(0);
if l_7081 {
let l_7082 = l_7076 - u32(1);
l_mut_3600 = l_7082;
} else {
let l_7083 = l_7076 == u32(2139095040);
if l_7083 {
l_mut_3600 = l_7076;
}
}
}
let l_7084 = bitcast<f32>(l_mut_3600);
let l_7085 = bitcast<u32>(l_7084);
let l_7086 = l_7085 ^ u32(2147483648);
let l_7087 = bitcast<f32>(l_7086);
let l_7088 = bitcast<u32>(l_7087);
let l_7089 = l_7088 & u32(2147483647);
let l_7090 = bitcast<f32>(l_7089);
let l_7091 = f64(l_7090);
l_mut_1569 = l_7091;
let l_7092 = l_7089 < u32(8388608);
if l_7092 {
let l_7093 = f64(l_7089);
let l_7094 = l_7093 * f64(1.401298464324817e-45);
l_mut_1569 = l_7094;
}
let l_7095 = bitcast<u64>(l_mut_1569);
let l_7096 = l_7088 >> u32(31);
let l_7097 = u64(l_7096);
let l_7098 = l_7097 << u32(bitcast<u64>(u64(63)));
let l_7099 = l_7095 | l_7098;
let l_7100 = bitcast<f64>(l_7099);
l_mut_2584 = l_7100;
} else {
let l_7101 = bitcast<u32>(l_7070);
let l_7102 = l_7101 + u32(1);
l_mut_3600 = l_7102;
let l_7103 = l_7101 & u32(2147483647);
let l_7104 = l_7103 == u32(0);
if l_7104 {
l_mut_3600 = u32(1);
} else {
let l_7105 = l_7101 & u32(2147483648);
let l_7106 = l_7105 != u32(0);
if l_7106 {
let l_7107 = l_7101 - u32(1);
l_mut_3600 = l_7107;
} else {
let l_7108 = l_7101 == u32(2139095040);
if l_7108 {
l_mut_3600 = l_7101;
}
}
}
let l_7109 = bitcast<f32>(l_mut_3600);
let l_7110 = bitcast<u32>(l_7109);
let l_7111 = l_7110 & u32(2147483647);
let l_7112 = bitcast<f32>(l_7111);
let l_7113 = f64(l_7112);
l_mut_1569 = l_7113;
let l_7114 = l_7111 < u32(8388608);
if l_7114 {
let l_7115 = f64(l_7111);
let l_7116 = l_7115 * f64(1.401298464324817e-45);
l_mut_1569 = l_7116;
}
let l_7117 = bitcast<u64>(l_mut_1569);
let l_7118 = l_7110 >> u32(31);
let l_7119 = u64(l_7118);
let l_7120 = l_7119 << u32(bitcast<u64>(u64(63)));
let l_7121 = l_7117 | l_7120;
let l_7122 = bitcast<f64>(l_7121);
let l_7123 = l_7122 <= l_7064;
if l_7123 {
let l_7124 = bitcast<u32>(l_7070);
let l_7125 = l_7124 + u32(1);
l_mut_3600 = l_7125;
let l_7126 = l_7124 & u32(2147483647);
let l_7127 = l_7126 == u32(0);
if l_7127 {
l_mut_3600 = u32(1);
} else {
let l_7128 = l_7124 & u32(2147483648);
let l_7129 = l_7128 != u32(0);
if l_7129 {
let l_7130 = l_7124 - u32(1);
l_mut_3600 = l_7130;
} else {
let l_7131 = l_7124 == u32(2139095040);
if l_7131 {
l_mut_3600 = l_7124;
}
}
}
let l_7132 = bitcast<f32>(l_mut_3600);
let l_7133 = bitcast<u32>(l_7132);
let l_7134 = l_7133 & u32(2147483647);
let l_7135 = bitcast<f32>(l_7134);
let l_7136 = f64(l_7135);
l_mut_1569 = l_7136;
let l_7137 = l_7134 < u32(8388608);
if l_7137 {
let l_7138 = f64(l_7134);
let l_7139 = l_7138 * f64(1.401298464324817e-45);
l_mut_1569 = l_7139;
}
let l_7140 = bitcast<u64>(l_mut_1569);
let l_7141 = l_7133 >> u32(31);
let l_7142 = u64(l_7141);
let l_7143 = l_7142 << u32(bitcast<u64>(u64(63)));
let l_7144 = l_7140 | l_7143;
let l_7145 = bitcast<f64>(l_7144);
l_mut_2584 = l_7145;
}
}
}
let l_7146 = -l_mut_2584;
l_mut_2838 = l_7146;
}
let l_7148 = l_mut_3094 * l_391;
let l_7149 = l_mut_2838 * l_391;
let l_7150 = l_mut_3094 * l_391;
let l_7151 = l_mut_2838 * l_391;
a_7147[u32(0)] = l_7148;
a_7147[u32(1)] = l_7148;
let l_7152 = a_7147[u32(0)];
let l_7153 = l_7149 < l_7152;
if l_7153 {
a_7147[u32(0)] = l_7149;
}
let l_7154 = a_7147[u32(0)];
let l_7155 = l_7150 < l_7154;
if l_7155 {
a_7147[u32(0)] = l_7150;
}
let l_7156 = a_7147[u32(0)];
let l_7157 = l_7151 < l_7156;
if l_7157 {
a_7147[u32(0)] = l_7151;
}
let l_7158 = a_7147[u32(1)];
let l_7159 = l_7149 > l_7158;
if l_7159 {
a_7147[u32(1)] = l_7149;
}
let l_7160 = a_7147[u32(1)];
let l_7161 = l_7150 > l_7160;
if l_7161 {
a_7147[u32(1)] = l_7150;
}
let l_7162 = a_7147[u32(1)];
let l_7163 = l_7151 > l_7162;
if l_7163 {
a_7147[u32(1)] = l_7151;
}
let l_7164 = a_7147[u32(0)];
let l_7165 = l_7164 * f64(7.1362384635298e44);
let l_7166 = floor(l_7165);
let l_7167 = l_7166 * f64(1.401298464324817e-45);
l_mut_3094 = l_7167;
let l_7168 = abs(l_7164);
let l_7169 = l_7168 >= f64(1.1754943508222875e-38);
if l_7169 {
let l_7170 = f32(l_7164);
let l_7171 = f64(l_7170);
l_mut_3094 = l_7171;
let l_7172 = l_mut_3094 > l_7164;
if l_7172 {
let l_7173 = bitcast<u32>(l_7170);
let l_7174 = l_7173 ^ u32(2147483648);
let l_7175 = bitcast<f32>(l_7174);
let l_7176 = bitcast<u32>(l_7175);
let l_7177 = l_7176 + u32(1);
l_mut_3600 = l_7177;
let l_7178 = l_7176 & u32(2147483647);
let l_7179 = l_7178 == u32(0);
if l_7179 {
l_mut_3600 = u32(1);
} else {
let l_7180 = l_7176 & u32(2147483648);
let l_7181 = l_7180 != u32(0);
if l_7181 {
let l_7182 = l_7176 - u32(1);
l_mut_3600 = l_7182;
} else {
let l_7183 = l_7176 == u32(2139095040);
if l_7183 {
l_mut_3600 = l_7176;
}
}
}
let l_7184 = bitcast<f32>(l_mut_3600);
let l_7185 = bitcast<u32>(l_7184);
let l_7186 = l_7185 ^ u32(2147483648);
let l_7187 = bitcast<f32>(l_7186);
let l_7188 = bitcast<u32>(l_7187);
let l_7189 = l_7188 & u32(2147483647);
let l_7190 = bitcast<f32>(l_7189);
let l_7191 = f64(l_7190);
l_mut_2838 = l_7191;
let l_7192 = l_7189 < u32(8388608);
if l_7192 {
let l_7193 = f64(l_7189);
let l_7194 = l_7193 * f64(1.401298464324817e-45);
l_mut_2838 = l_7194;
}
let l_7195 = bitcast<u64>(l_mut_2838);
let l_7196 = l_7188 >> u32(31);
let l_7197 = u64(l_7196);
let l_7198 = l_7197 << u32(bitcast<u64>(u64(63)));
let l_7199 = l_7195 | l_7198;
let l_7200 = bitcast<f64>(l_7199);
l_mut_3094 = l_7200;
} else {
let l_7201 = bitcast<u32>(l_7170);
let l_7202 = l_7201 + u32(1);
l_mut_3600 = l_7202;
let l_7203 = l_7201 & u32(2147483647);
let l_7204 = l_7203 == u32(0);
if l_7204 {
l_mut_3600 = u32(1);
} else {
let l_7205 = l_7201 & u32(2147483648);
let l_7206 = l_7205 != u32(0);
if l_7206 {
let l_7207 = l_7201 - u32(1);
l_mut_3600 = l_7207;
} else {
let l_7208 = l_7201 == u32(2139095040);
if l_7208 {
l_mut_3600 = l_7201;
}
}
}
let l_7209 = bitcast<f32>(l_mut_3600);
let l_7210 = bitcast<u32>(l_7209);
let l_7211 = l_7210 & u32(2147483647);
let l_7212 = bitcast<f32>(l_7211);
let l_7213 = f64(l_7212);
l_mut_2838 = l_7213;
let l_7214 = l_7211 < u32(8388608);
if l_7214 {
let l_7215 = f64(l_7211);
let l_7216 = l_7215 * f64(1.401298464324817e-45);
l_mut_2838 = l_7216;
}
let l_7217 = bitcast<u64>(l_mut_2838);
let l_7218 = l_7210 >> u32(31);
let l_7219 = u64(l_7218);
let l_7220 = l_7219 << u32(bitcast<u64>(u64(63)));
let l_7221 = l_7217 | l_7220;
let l_7222 = bitcast<f64>(l_7221);
let l_7223 = l_7222 <= l_7164;
if l_7223 {
let l_7224 = bitcast<u32>(l_7170);
let l_7225 = l_7224 + u32(1);
l_mut_3600 = l_7225;
let l_7226 = l_7224 & u32(2147483647);
let l_7227 = l_7226 == u32(0);
if l_7227 {
l_mut_3600 = u32(1);
} else {
let l_7228 = l_7224 & u32(2147483648);
let l_7229 = l_7228 != u32(0);
if l_7229 {
let l_7230 = l_7224 - u32(1);
l_mut_3600 = l_7230;
} else {
let l_7231 = l_7224 == u32(2139095040);
if l_7231 {
l_mut_3600 = l_7224;
}
}
}
let l_7232 = bitcast<f32>(l_mut_3600);
let l_7233 = bitcast<u32>(l_7232);
let l_7234 = l_7233 & u32(2147483647);
let l_7235 = bitcast<f32>(l_7234);
let l_7236 = f64(l_7235);
l_mut_2838 = l_7236;
let l_7237 = l_7234 < u32(8388608);
if l_7237 {
let l_7238 = f64(l_7234);
let l_7239 = l_7238 * f64(1.401298464324817e-45);
l_mut_2838 = l_7239;
}
let l_7240 = bitcast<u64>(l_mut_2838);
let l_7241 = l_7233 >> u32(31);
let l_7242 = u64(l_7241);
let l_7243 = l_7242 << u32(bitcast<u64>(u64(63)));
let l_7244 = l_7240 | l_7243;
let l_7245 = bitcast<f64>(l_7244);
l_mut_3094 = l_7245;
}
}
}
let l_7246 = a_7147[u32(1)];
let l_7247 = -l_7246;
let l_7248 = l_7247 * f64(7.1362384635298e44);
let l_7249 = floor(l_7248);
let l_7250 = l_7249 * f64(1.401298464324817e-45);
l_mut_2838 = l_7250;
let l_7251 = abs(l_7247);
let l_7252 = l_7251 >= f64(1.1754943508222875e-38);
if l_7252 {
let l_7253 = f32(l_7247);
let l_7254 = f64(l_7253);
l_mut_2838 = l_7254;
let l_7255 = l_mut_2838 > l_7247;
if l_7255 {
let l_7256 = bitcast<u32>(l_7253);
let l_7257 = l_7256 ^ u32(2147483648);
let l_7258 = bitcast<f32>(l_7257);
let l_7259 = bitcast<u32>(l_7258);
let l_7260 = l_7259 + u32(1);
l_mut_3600 = l_7260;
let l_7261 = l_7259 & u32(2147483647);
let l_7262 = l_7261 == u32(0);
if l_7262 {
l_mut_3600 = u32(1);
} else {
let l_7263 = l_7259 & u32(2147483648);
let l_7264 = l_7263 != u32(0);
if l_7264 {
let l_7265 = l_7259 - u32(1);
l_mut_3600 = l_7265;
} else {
let l_7266 = l_7259 == u32(2139095040);
if l_7266 {
l_mut_3600 = l_7259;
}
}
}
let l_7267 = bitcast<f32>(l_mut_3600);
let l_7268 = bitcast<u32>(l_7267);
let l_7269 = l_7268 ^ u32(2147483648);
let l_7270 = bitcast<f32>(l_7269);
let l_7271 = bitcast<u32>(l_7270);
let l_7272 = l_7271 & u32(2147483647);
let l_7273 = bitcast<f32>(l_7272);
let l_7274 = f64(l_7273);
l_mut_2584 = l_7274;
let l_7275 = l_7272 < u32(8388608);
if l_7275 {
let l_7276 = f64(l_7272);
let l_7277 = l_7276 * f64(1.401298464324817e-45);
l_mut_2584 = l_7277;
}
let l_7278 = bitcast<u64>(l_mut_2584);
let l_7279 = l_7271 >> u32(31);
let l_7280 = u64(l_7279);
let l_7281 = l_7280 << u32(bitcast<u64>(u64(63)));
let l_7282 = l_7278 | l_7281;
let l_7283 = bitcast<f64>(l_7282);
l_mut_2838 = l_7283;
} else {
let l_7284 = bitcast<u32>(l_7253);
let l_7285 = l_7284 + u32(1);
l_mut_3600 = l_7285;
let l_7286 = l_7284 & u32(2147483647);
let l_7287 = l_7286 == u32(0);
if l_7287 {
l_mut_3600 = u32(1);
} else {
let l_7288 = l_7284 & u32(2147483648);
let l_7289 = l_7288 != u32(0);
if l_7289 {
let l_7290 = l_7284 - u32(1);
l_mut_3600 = l_7290;
} else {
let l_7291 = l_7284 == u32(2139095040);
if l_7291 {
l_mut_3600 = l_7284;
}
}
}
let l_7292 = bitcast<f32>(l_mut_3600);
let l_7293 = bitcast<u32>(l_7292);
let l_7294 = l_7293 & u32(2147483647);
let l_7295 = bitcast<f32>(l_7294);
let l_7296 = f64(l_7295);
l_mut_2584 = l_7296;
let l_7297 = l_7294 < u32(8388608);
if l_7297 {
let l_7298 = f64(l_7294);
let l_7299 = l_7298 * f64(1.401298464324817e-45);
l_mut_2584 = l_7299;
}
let l_7300 = bitcast<u64>(l_mut_2584);
let l_7301 = l_7293 >> u32(31);
let l_7302 = u64(l_7301);
let l_7303 = l_7302 << u32(bitcast<u64>(u64(63)));
let l_7304 = l_7300 | l_7303;
let l_7305 = bitcast<f64>(l_7304);
let l_7306 = l_7305 <= l_7247;
if l_7306 {
let l_7307 = bitcast<u32>(l_7253);
let l_7308 = l_7307 + u32(1);
l_mut_3600 = l_7308;
let l_7309 = l_7307 & u32(2147483647);
let l_7310 = l_7309 == u32(0);
if l_7310 {
l_mut_3600 = u32(1);
} else {
let l_7311 = l_7307 & u32(2147483648);
let l_7312 = l_7311 != u32(0);
if l_7312 {
let l_7313 = l_7307 - u32(1);
l_mut_3600 = l_7313;
} else {
let l_7314 = l_7307 == u32(2139095040);
if l_7314 {
l_mut_3600 = l_7307;
}
}
}
let l_7315 = bitcast<f32>(l_mut_3600);
let l_7316 = bitcast<u32>(l_7315);
let l_7317 = l_7316 & u32(2147483647);
let l_7318 = bitcast<f32>(l_7317);
let l_7319 = f64(l_7318);
l_mut_2584 = l_7319;
let l_7320 = l_7317 < u32(8388608);
if l_7320 {
let l_7321 = f64(l_7317);
let l_7322 = l_7321 * f64(1.401298464324817e-45);
l_mut_2584 = l_7322;
}
let l_7323 = bitcast<u64>(l_mut_2584);
let l_7324 = l_7316 >> u32(31);
let l_7325 = u64(l_7324);
let l_7326 = l_7325 << u32(bitcast<u64>(u64(63)));
let l_7327 = l_7323 | l_7326;
let l_7328 = bitcast<f64>(l_7327);
l_mut_2838 = l_7328;
}
}
}
let l_7329 = -l_mut_2838;
l_mut_3600 = u32(2);
let l_7330 = l_375 == u32(17);
if l_7330 {
l_mut_2838 = l_mut_3094;
let l_7331 = l_mut_3094 > f64(1000.0);
if l_7331 {
let l_7332 = bitcast<u64>(l_mut_3094);
let l_7333 = l_7332 | u64(9218868437227405312);
let l_7334 = l_7333 & bitcast<u64>(i64(-4503599627370496));
let l_7335 = bitcast<f64>(l_7334);
l_mut_2838 = l_7335;
} else {
let l_7336 = l_mut_3094 < f64(-1000.0);
if l_7336 {
l_mut_2838 = f64(0.0);
} else {
let l_7337 = is_nan_1_f64(l_mut_3094);let l_7338 = !l_7337;
if l_7338 {
let l_7339 = l_mut_3094 + f64(0.5);
let l_7340 = floor(l_7339);
let l_7341 = l_mut_3094 - l_7340;
let l_7342 = l_7341 * f64(0.6931471824645996);
let l_7343 = l_7341 * f64(-1.904654299957768e-9);
let l_7344 = l_7342 + l_7343;
l_mut_2584 = l_7344;
let l_7345 = is_nan_1_f64(l_7344);if l_7345 {
} else {
let l_7346 = l_7344 < f64(-700.0);
if l_7346 {
l_mut_2584 = f64(0.0);
} else {
let l_7347 = l_7344 > f64(700.0);
if l_7347 {
let l_7348 = bitcast<u64>(l_7344);
let l_7349 = l_7348 | u64(9218868437227405312);
let l_7350 = l_7349 & bitcast<u64>(i64(-4503599627370496));
let l_7351 = bitcast<f64>(l_7350);
l_mut_2584 = l_7351;
} else {
let l_7352 = l_7344 * f64(1.4426950408889634);
let l_7353 = l_7352 + f64(0.5);
let l_7354 = floor(l_7353);
let l_7355 = l_7354 * f64(0.6931471824645996);
let l_7356 = l_7342 - l_7355;
let l_7357 = l_7356 * l_20;
let l_7358 = l_7354 * f64(-1.904654299957768e-9);
let l_7359 = l_7343 - l_7358;
let l_7360 = l_7357 + l_7359;
let l_7361 = l_7360 * f64(7.647163731819816e-13);
let l_7362 = l_7361 + f64(1.1470745597729725e-11);
l_mut_1569 = l_7362;
let l_7363 = l_mut_1569 * l_7360;
let l_7364 = l_7363 + f64(1.6059043836821613e-10);
l_mut_1569 = l_7364;
let l_7365 = l_mut_1569 * l_7360;
let l_7366 = l_7365 + f64(2.08767569878681e-9);
l_mut_1569 = l_7366;
let l_7367 = l_mut_1569 * l_7360;
let l_7368 = l_7367 + f64(2.505210838544172e-8);
l_mut_1569 = l_7368;
let l_7369 = l_mut_1569 * l_7360;
let l_7370 = l_7369 + f64(2.755731922398589e-7);
l_mut_1569 = l_7370;
let l_7371 = l_mut_1569 * l_7360;
let l_7372 = l_7371 + f64(2.7557319223985893e-6);
l_mut_1569 = l_7372;
let l_7373 = l_mut_1569 * l_7360;
let l_7374 = l_7373 + f64(2.48015873015873e-5);
l_mut_1569 = l_7374;
let l_7375 = l_mut_1569 * l_7360;
let l_7376 = l_7375 + f64(0.0001984126984126984);
l_mut_1569 = l_7376;
let l_7377 = l_mut_1569 * l_7360;
let l_7378 = l_7377 + f64(0.001388888888888889);
l_mut_1569 = l_7378;
let l_7379 = l_mut_1569 * l_7360;
let l_7380 = l_7379 + f64(0.008333333333333333);
l_mut_1569 = l_7380;
let l_7381 = l_mut_1569 * l_7360;
let l_7382 = l_7381 + f64(0.041666666666666664);
l_mut_1569 = l_7382;
let l_7383 = l_mut_1569 * l_7360;
let l_7384 = l_7383 + f64(0.16666666666666666);
l_mut_1569 = l_7384;
let l_7385 = l_mut_1569 * l_7360;
let l_7386 = l_7385 + f64(0.5);
l_mut_1569 = l_7386;
let l_7387 = l_7360 * l_7360;
let l_7388 = l_7387 * l_mut_1569;
let l_7389 = l_7360 + l_7388;
let l_7390 = f64(1.0) + l_7389;
let l_7391 = i32(l_7354);
let l_7392 = l_7391 + i32(1023);
let l_7393 = u64(l_7392);
let l_7394 = l_7393 << u32(bitcast<u64>(u64(52)));
let l_7395 = bitcast<f64>(l_7394);
let l_7396 = l_7390 * l_7395;
l_mut_2584 = l_7396;
}
}
}
let l_7397 = i32(l_7340);
let l_7398 = l_7397 + i32(1023);
let l_7399 = u64(l_7398);
let l_7400 = l_7399 << u32(bitcast<u64>(u64(52)));
let l_7401 = bitcast<f64>(l_7400);
let l_7402 = l_mut_2584 * l_7401;
l_mut_2838 = l_7402;
}
}
}
l_mut_2584 = l_7329;
let l_7403 = l_7329 > f64(1000.0);
if l_7403 {
let l_7404 = bitcast<u64>(l_7329);
let l_7405 = l_7404 | u64(9218868437227405312);
let l_7406 = l_7405 & bitcast<u64>(i64(-4503599627370496));
let l_7407 = bitcast<f64>(l_7406);
l_mut_2584 = l_7407;
} else {
let l_7408 = l_7329 < f64(-1000.0);
if l_7408 {
l_mut_2584 = f64(0.0);
} else {
let l_7409 = is_nan_1_f64(l_7329);let l_7410 = !l_7409;
if l_7410 {
let l_7411 = l_7329 + f64(0.5);
let l_7412 = floor(l_7411);
let l_7413 = l_7329 - l_7412;
let l_7414 = l_7413 * f64(0.6931471824645996);
let l_7415 = l_7413 * f64(-1.904654299957768e-9);
let l_7416 = l_7414 + l_7415;
l_mut_1569 = l_7416;
let l_7417 = is_nan_1_f64(l_7416);if l_7417 {
} else {
let l_7418 = l_7416 < f64(-700.0);
if l_7418 {
l_mut_1569 = f64(0.0);
} else {
let l_7419 = l_7416 > f64(700.0);
if l_7419 {
let l_7420 = bitcast<u64>(l_7416);
let l_7421 = l_7420 | u64(9218868437227405312);
let l_7422 = l_7421 & bitcast<u64>(i64(-4503599627370496));
let l_7423 = bitcast<f64>(l_7422);
l_mut_1569 = l_7423;
} else {
let l_7424 = l_7416 * f64(1.4426950408889634);
let l_7425 = l_7424 + f64(0.5);
let l_7426 = floor(l_7425);
let l_7427 = l_7426 * f64(0.6931471824645996);
let l_7428 = l_7414 - l_7427;
let l_7429 = l_7428 * l_20;
let l_7430 = l_7426 * f64(-1.904654299957768e-9);
let l_7431 = l_7415 - l_7430;
let l_7432 = l_7429 + l_7431;
let l_7433 = l_7432 * f64(7.647163731819816e-13);
let l_7434 = l_7433 + f64(1.1470745597729725e-11);
l_mut_1486 = l_7434;
let l_7435 = l_mut_1486 * l_7432;
let l_7436 = l_7435 + f64(1.6059043836821613e-10);
l_mut_1486 = l_7436;
let l_7437 = l_mut_1486 * l_7432;
let l_7438 = l_7437 + f64(2.08767569878681e-9);
l_mut_1486 = l_7438;
let l_7439 = l_mut_1486 * l_7432;
let l_7440 = l_7439 + f64(2.505210838544172e-8);
l_mut_1486 = l_7440;
let l_7441 = l_mut_1486 * l_7432;
let l_7442 = l_7441 + f64(2.755731922398589e-7);
l_mut_1486 = l_7442;
let l_7443 = l_mut_1486 * l_7432;
let l_7444 = l_7443 + f64(2.7557319223985893e-6);
l_mut_1486 = l_7444;
let l_7445 = l_mut_1486 * l_7432;
let l_7446 = l_7445 + f64(2.48015873015873e-5);
l_mut_1486 = l_7446;
let l_7447 = l_mut_1486 * l_7432;
let l_7448 = l_7447 + f64(0.0001984126984126984);
l_mut_1486 = l_7448;
let l_7449 = l_mut_1486 * l_7432;
let l_7450 = l_7449 + f64(0.001388888888888889);
l_mut_1486 = l_7450;
let l_7451 = l_mut_1486 * l_7432;
let l_7452 = l_7451 + f64(0.008333333333333333);
l_mut_1486 = l_7452;
let l_7453 = l_mut_1486 * l_7432;
let l_7454 = l_7453 + f64(0.041666666666666664);
l_mut_1486 = l_7454;
let l_7455 = l_mut_1486 * l_7432;
let l_7456 = l_7455 + f64(0.16666666666666666);
l_mut_1486 = l_7456;
let l_7457 = l_mut_1486 * l_7432;
let l_7458 = l_7457 + f64(0.5);
l_mut_1486 = l_7458;
let l_7459 = l_7432 * l_7432;
let l_7460 = l_7459 * l_mut_1486;
let l_7461 = l_7432 + l_7460;
let l_7462 = f64(1.0) + l_7461;
let l_7463 = i32(l_7426);
let l_7464 = l_7463 + i32(1023);
let l_7465 = u64(l_7464);
let l_7466 = l_7465 << u32(bitcast<u64>(u64(52)));
let l_7467 = bitcast<f64>(l_7466);
let l_7468 = l_7462 * l_7467;
l_mut_1569 = l_7468;
}
}
}
let l_7469 = i32(l_7412);
let l_7470 = l_7469 + i32(1023);
let l_7471 = u64(l_7470);
let l_7472 = l_7471 << u32(bitcast<u64>(u64(52)));
let l_7473 = bitcast<f64>(l_7472);
let l_7474 = l_mut_1569 * l_7473;
l_mut_2584 = l_7474;
}
}
}
let l_7475 = l_mut_2838 * f64(1.4551915228366852e-11);
let l_7476 = l_mut_2584 * f64(1.4551915228366852e-11);
l_mut_452 = u32(2);
let l_7477 = l_mut_2838 - l_7475;
let l_7478 = abs(l_7477);
l_mut_1569 = f64(1.401298464324817e-45);
let l_7479 = l_7478 >= f64(1.1754943508222875e-38);
let l_7480 = l_7478 <= f64(1.7976931348623157e308);
let l_7481 = l_7479 && l_7480;
if l_7481 {
let l_7482 = bitcast<u64>(l_7478);
let l_7483 = l_7482 >> u32(bitcast<u64>(u64(52)));
let l_7484 = l_7483 - u64(23);
let l_7485 = l_7484 << u32(bitcast<u64>(u64(52)));
let l_7486 = bitcast<f64>(l_7485);
l_mut_1569 = l_7486;
}
let l_7487 = l_mut_2838 + l_7475;
let l_7488 = abs(l_7487);
l_mut_1486 = f64(1.401298464324817e-45);
let l_7489 = l_7488 >= f64(1.1754943508222875e-38);
let l_7490 = l_7488 <= f64(1.7976931348623157e308);
let l_7491 = l_7489 && l_7490;
if l_7491 {
let l_7492 = bitcast<u64>(l_7488);
let l_7493 = l_7492 >> u32(bitcast<u64>(u64(52)));
let l_7494 = l_7493 - u64(23);
let l_7495 = l_7494 << u32(bitcast<u64>(u64(52)));
let l_7496 = bitcast<f64>(l_7495);
l_mut_1486 = l_7496;
}
let l_7497 = l_mut_1569 == l_mut_1486;
let l_7498 = l_mut_2584 - l_7476;
let l_7499 = abs(l_7498);
l_mut_1569 = f64(1.401298464324817e-45);
let l_7500 = l_7499 >= f64(1.1754943508222875e-38);
let l_7501 = l_7499 <= f64(1.7976931348623157e308);
let l_7502 = l_7500 && l_7501;
if l_7502 {
let l_7503 = bitcast<u64>(l_7499);
let l_7504 = l_7503 >> u32(bitcast<u64>(u64(52)));
let l_7505 = l_7504 - u64(23);
let l_7506 = l_7505 << u32(bitcast<u64>(u64(52)));
let l_7507 = bitcast<f64>(l_7506);
l_mut_1569 = l_7507;
}
let l_7508 = l_mut_2584 + l_7476;
let l_7509 = abs(l_7508);
l_mut_1486 = f64(1.401298464324817e-45);
let l_7510 = l_7509 >= f64(1.1754943508222875e-38);
let l_7511 = l_7509 <= f64(1.7976931348623157e308);
let l_7512 = l_7510 && l_7511;
if l_7512 {
let l_7513 = bitcast<u64>(l_7509);
let l_7514 = l_7513 >> u32(bitcast<u64>(u64(52)));
let l_7515 = l_7514 - u64(23);
let l_7516 = l_7515 << u32(bitcast<u64>(u64(52)));
let l_7517 = bitcast<f64>(l_7516);
l_mut_1486 = l_7517;
}
let l_7518 = l_mut_1569 == l_mut_1486;
let l_7519 = l_7497 && l_7518;
if l_7519 {
let l_7520 = l_381 * l_mut_2838;
let l_7521 = abs(l_mut_2838);
l_mut_1569 = f64(1.401298464324817e-45);
let l_7522 = l_7521 >= f64(1.1754943508222875e-38);
let l_7523 = l_7521 <= f64(1.7976931348623157e308);
let l_7524 = l_7522 && l_7523;
if l_7524 {
let l_7525 = bitcast<u64>(l_7521);
let l_7526 = l_7525 >> u32(bitcast<u64>(u64(52)));
let l_7527 = l_7526 - u64(23);
let l_7528 = l_7527 << u32(bitcast<u64>(u64(52)));
let l_7529 = bitcast<f64>(l_7528);
l_mut_1569 = l_7529;
}
let l_7530 = f64(0.5) * l_mut_1569;
l_mut_1569 = l_7520;
let l_7531 = l_7530 > l_7520;
if l_7531 {
l_mut_1569 = l_7530;
}
let l_7532 = l_381 * l_mut_2584;
let l_7533 = abs(l_mut_2584);
l_mut_1486 = f64(1.401298464324817e-45);
let l_7534 = l_7533 >= f64(1.1754943508222875e-38);
let l_7535 = l_7533 <= f64(1.7976931348623157e308);
let l_7536 = l_7534 && l_7535;
if l_7536 {
let l_7537 = bitcast<u64>(l_7533);
let l_7538 = l_7537 >> u32(bitcast<u64>(u64(52)));
let l_7539 = l_7538 - u64(23);
let l_7540 = l_7539 << u32(bitcast<u64>(u64(52)));
let l_7541 = bitcast<f64>(l_7540);
l_mut_1486 = l_7541;
}
let l_7542 = f64(0.5) * l_mut_1486;
l_mut_1486 = l_7532;
let l_7543 = l_7542 > l_7532;
if l_7543 {
l_mut_1486 = l_7542;
}
let l_7544 = l_mut_2838 - l_mut_1569;
let l_7545 = l_mut_2584 + l_mut_1486;
let l_7546 = bitcast<u32>(l_146);
let l_7547 = l_7546 & u32(2147483647);
let l_7548 = bitcast<f32>(l_7547);
let l_7549 = f64(l_7548);
l_mut_2838 = l_7549;
let l_7550 = l_7547 < u32(8388608);
if l_7550 {
let l_7551 = f64(l_7547);
let l_7552 = l_7551 * f64(1.401298464324817e-45);
l_mut_2838 = l_7552;
}
let l_7553 = bitcast<u64>(l_mut_2838);
let l_7554 = l_7546 >> u32(31);
let l_7555 = u64(l_7554);
let l_7556 = l_7555 << u32(bitcast<u64>(u64(63)));
let l_7557 = l_7553 | l_7556;
let l_7558 = bitcast<f64>(l_7557);
let l_7559 = bitcast<u32>(l_146);
let l_7560 = l_7559 + u32(1);
l_mut_411 = l_7560;
let l_7561 = l_7559 & u32(2147483647);
let l_7562 = l_7561 == u32(0);
if l_7562 {
l_mut_411 = u32(1);
} else {
let l_7563 = l_7559 & u32(2147483648);
let l_7564 = l_7563 != u32(0);
if l_7564 {
let l_7565 = l_7559 - u32(1);
l_mut_411 = l_7565;
} else {
let l_7566 = l_7559 == u32(2139095040);
if l_7566 {
l_mut_411 = l_7559;
}
}
}
let l_7567 = bitcast<f32>(l_mut_411);
let l_7568 = bitcast<u32>(l_7567);
let l_7569 = l_7568 & u32(2147483647);
let l_7570 = bitcast<f32>(l_7569);
let l_7571 = f64(l_7570);
l_mut_2838 = l_7571;
let l_7572 = l_7569 < u32(8388608);
if l_7572 {
let l_7573 = f64(l_7569);
let l_7574 = l_7573 * f64(1.401298464324817e-45);
l_mut_2838 = l_7574;
}
let l_7575 = bitcast<u64>(l_mut_2838);
let l_7576 = l_7568 >> u32(31);
let l_7577 = u64(l_7576);
let l_7578 = l_7577 << u32(bitcast<u64>(u64(63)));
let l_7579 = l_7575 | l_7578;
let l_7580 = bitcast<f64>(l_7579);
let l_7581 = bitcast<u32>(l_146);
let l_7582 = l_7581 ^ u32(2147483648);
let l_7583 = bitcast<f32>(l_7582);
let l_7584 = bitcast<u32>(l_7583);
let l_7585 = l_7584 + u32(1);
l_mut_411 = l_7585;
let l_7586 = l_7584 & u32(2147483647);
let l_7587 = l_7586 == u32(0);
if l_7587 {
l_mut_411 = u32(1);
} else {
let l_7588 = l_7584 & u32(2147483648);
let l_7589 = l_7588 != u32(0);
if l_7589 {
let l_7590 = l_7584 - u32(1);
l_mut_411 = l_7590;
} else {
let l_7591 = l_7584 == u32(2139095040);
if l_7591 {
l_mut_411 = l_7584;
}
}
}
let l_7592 = bitcast<f32>(l_mut_411);
let l_7593 = bitcast<u32>(l_7592);
let l_7594 = l_7593 ^ u32(2147483648);
let l_7595 = bitcast<f32>(l_7594);
let l_7596 = bitcast<u32>(l_7595);
let l_7597 = l_7596 & u32(2147483647);
let l_7598 = bitcast<f32>(l_7597);
let l_7599 = f64(l_7598);
l_mut_2838 = l_7599;
let l_7600 = l_7597 < u32(8388608);
if l_7600 {
let l_7601 = f64(l_7597);
let l_7602 = l_7601 * f64(1.401298464324817e-45);
l_mut_2838 = l_7602;
}
let l_7603 = bitcast<u64>(l_mut_2838);
let l_7604 = l_7596 >> u32(31);
let l_7605 = u64(l_7604);
let l_7606 = l_7605 << u32(bitcast<u64>(u64(63)));
let l_7607 = l_7603 | l_7606;
let l_7608 = bitcast<f64>(l_7607);
let l_7609 = l_7544 + l_7475;
let l_7610 = l_7609 <= l_7558;
l_mut_509 = l_7610;
let l_7611 = l_7544 - l_7475;
let l_7612 = l_7611 > l_7558;
l_mut_506 = l_7612;
let l_7613 = l_7545 - l_7476;
let l_7614 = l_7613 >= l_7558;
l_mut_503 = l_7614;
let l_7615 = l_7545 + l_7476;
let l_7616 = l_7615 < l_7558;
l_mut_7617 = l_7616;
l_mut_411 = u32(2);
let l_7618 = l_mut_506 || l_mut_7617;
if l_7618 {
l_mut_411 = u32(1);
} else {
let l_7619 = l_mut_509 && l_mut_503;
if l_7619 {
l_mut_411 = u32(0);
}
}
let l_7620 = bitcast<u32>(l_146);
let l_7621 = l_7620 & u32(2147483647);
let l_7622 = l_7621 == u32(0);
if l_7622 {
let l_7623 = l_7544 + l_7475;
let l_7624 = l_7623 < f64(1.1754943508222875e-38);
let l_7625 = l_7545 - l_7476;
let l_7626 = l_7625 > f64(-1.1754943508222875e-38);
let l_7627 = l_7624 && l_7626;
let l_7628 = l_7544 - l_7475;
let l_7629 = l_7628 < f64(1.1754943508222875e-38);
let l_7630 = l_7545 + l_7476;
let l_7631 = l_7630 > f64(-1.1754943508222875e-38);
let l_7632 = l_7629 && l_7631;
if l_7627 {
l_mut_411 = u32(0);
} else {
let l_7633 = l_mut_411 == u32(1);
let l_7634 = l_7632 && l_7633;
if l_7634 {
l_mut_411 = u32(2);
}
}
}
l_mut_452 = l_mut_411;
}
l_mut_3600 = l_mut_452;
}
let l_7635 = l_375 == u32(16);
if l_7635 {
let l_7636 = abs(l_mut_3094);
let l_7637 = abs(l_7329);
l_mut_2838 = l_7636;
let l_7638 = l_7637 > l_7636;
if l_7638 {
l_mut_2838 = l_7637;
}
let l_7639 = f64(2.0) * l_mut_2838;
let l_7640 = l_387 + l_7639;
l_mut_2584 = l_7640;
if l_6520 {
let l_7641 = f64(2.0) * l_mut_2838;
let l_7642 = floor(l_7641);
let l_7643 = l_387 + l_7642;
l_mut_2584 = l_7643;
}
l_mut_452 = u32(2);
let l_7644 = l_mut_2838 <= f64(300.0);
if l_7644 {
l_mut_2838 = l_mut_3094;
let l_7645 = l_mut_3094 > f64(1000.0);
if l_7645 {
let l_7646 = bitcast<u64>(l_mut_3094);
let l_7647 = l_7646 | u64(9218868437227405312);
let l_7648 = l_7647 & bitcast<u64>(i64(-4503599627370496));
let l_7649 = bitcast<f64>(l_7648);
l_mut_2838 = l_7649;
} else {
let l_7650 = l_mut_3094 < f64(-1000.0);
if l_7650 {
l_mut_2838 = f64(0.0);
} else {
let l_7651 = is_nan_1_f64(l_mut_3094);let l_7652 = !l_7651;
if l_7652 {
let l_7653 = l_mut_3094 + f64(0.5);
let l_7654 = floor(l_7653);
let l_7655 = l_mut_3094 - l_7654;
let l_7656 = l_7655 * f64(0.6931471824645996);
let l_7657 = l_7655 * f64(-1.904654299957768e-9);
let l_7658 = l_7656 + l_7657;
l_mut_3094 = l_7658;
let l_7659 = is_nan_1_f64(l_7658);if l_7659 {
} else {
let l_7660 = l_7658 < f64(-700.0);
if l_7660 {
l_mut_3094 = f64(0.0);
} else {
let l_7661 = l_7658 > f64(700.0);
if l_7661 {
let l_7662 = bitcast<u64>(l_7658);
let l_7663 = l_7662 | u64(9218868437227405312);
let l_7664 = l_7663 & bitcast<u64>(i64(-4503599627370496));
let l_7665 = bitcast<f64>(l_7664);
l_mut_3094 = l_7665;
} else {
let l_7666 = l_7658 * f64(1.4426950408889634);
let l_7667 = l_7666 + f64(0.5);
let l_7668 = floor(l_7667);
let l_7669 = l_7668 * f64(0.6931471824645996);
let l_7670 = l_7656 - l_7669;
let l_7671 = l_7670 * l_20;
let l_7672 = l_7668 * f64(-1.904654299957768e-9);
let l_7673 = l_7657 - l_7672;
let l_7674 = l_7671 + l_7673;
let l_7675 = l_7674 * f64(7.647163731819816e-13);
let l_7676 = l_7675 + f64(1.1470745597729725e-11);
l_mut_1569 = l_7676;
let l_7677 = l_mut_1569 * l_7674;
let l_7678 = l_7677 + f64(1.6059043836821613e-10);
l_mut_1569 = l_7678;
let l_7679 = l_mut_1569 * l_7674;
let l_7680 = l_7679 + f64(2.08767569878681e-9);
l_mut_1569 = l_7680;
let l_7681 = l_mut_1569 * l_7674;
let l_7682 = l_7681 + f64(2.505210838544172e-8);
l_mut_1569 = l_7682;
let l_7683 = l_mut_1569 * l_7674;
let l_7684 = l_7683 + f64(2.755731922398589e-7);
l_mut_1569 = l_7684;
let l_7685 = l_mut_1569 * l_7674;
let l_7686 = l_7685 + f64(2.7557319223985893e-6);
l_mut_1569 = l_7686;
let l_7687 = l_mut_1569 * l_7674;
let l_7688 = l_7687 + f64(2.48015873015873e-5);
l_mut_1569 = l_7688;
let l_7689 = l_mut_1569 * l_7674;
let l_7690 = l_7689 + f64(0.0001984126984126984);
l_mut_1569 = l_7690;
let l_7691 = l_mut_1569 * l_7674;
let l_7692 = l_7691 + f64(0.001388888888888889);
l_mut_1569 = l_7692;
let l_7693 = l_mut_1569 * l_7674;
let l_7694 = l_7693 + f64(0.008333333333333333);
l_mut_1569 = l_7694;
let l_7695 = l_mut_1569 * l_7674;
let l_7696 = l_7695 + f64(0.041666666666666664);
l_mut_1569 = l_7696;
let l_7697 = l_mut_1569 * l_7674;
let l_7698 = l_7697 + f64(0.16666666666666666);
l_mut_1569 = l_7698;
let l_7699 = l_mut_1569 * l_7674;
let l_7700 = l_7699 + f64(0.5);
l_mut_1569 = l_7700;
let l_7701 = l_7674 * l_7674;
let l_7702 = l_7701 * l_mut_1569;
let l_7703 = l_7674 + l_7702;
let l_7704 = f64(1.0) + l_7703;
let l_7705 = i32(l_7668);
let l_7706 = l_7705 + i32(1023);
let l_7707 = u64(l_7706);
let l_7708 = l_7707 << u32(bitcast<u64>(u64(52)));
let l_7709 = bitcast<f64>(l_7708);
let l_7710 = l_7704 * l_7709;
l_mut_3094 = l_7710;
}
}
}
let l_7711 = i32(l_7654);
let l_7712 = l_7711 + i32(1023);
let l_7713 = u64(l_7712);
let l_7714 = l_7713 << u32(bitcast<u64>(u64(52)));
let l_7715 = bitcast<f64>(l_7714);
let l_7716 = l_mut_3094 * l_7715;
l_mut_2838 = l_7716;
}
}
}
l_mut_3094 = l_7329;
let l_7717 = l_7329 > f64(1000.0);
if l_7717 {
let l_7718 = bitcast<u64>(l_7329);
let l_7719 = l_7718 | u64(9218868437227405312);
let l_7720 = l_7719 & bitcast<u64>(i64(-4503599627370496));
let l_7721 = bitcast<f64>(l_7720);
l_mut_3094 = l_7721;
} else {
let l_7722 = l_7329 < f64(-1000.0);
if l_7722 {
l_mut_3094 = f64(0.0);
} else {
let l_7723 = is_nan_1_f64(l_7329);let l_7724 = !l_7723;
if l_7724 {
let l_7725 = l_7329 + f64(0.5);
let l_7726 = floor(l_7725);
let l_7727 = l_7329 - l_7726;
let l_7728 = l_7727 * f64(0.6931471824645996);
let l_7729 = l_7727 * f64(-1.904654299957768e-9);
let l_7730 = l_7728 + l_7729;
l_mut_1569 = l_7730;
let l_7731 = is_nan_1_f64(l_7730);if l_7731 {
} else {
let l_7732 = l_7730 < f64(-700.0);
if l_7732 {
l_mut_1569 = f64(0.0);
} else {
let l_7733 = l_7730 > f64(700.0);
if l_7733 {
let l_7734 = bitcast<u64>(l_7730);
let l_7735 = l_7734 | u64(9218868437227405312);
let l_7736 = l_7735 & bitcast<u64>(i64(-4503599627370496));
let l_7737 = bitcast<f64>(l_7736);
l_mut_1569 = l_7737;
} else {
let l_7738 = l_7730 * f64(1.4426950408889634);
let l_7739 = l_7738 + f64(0.5);
let l_7740 = floor(l_7739);
let l_7741 = l_7740 * f64(0.6931471824645996);
let l_7742 = l_7728 - l_7741;
let l_7743 = l_7742 * l_20;
let l_7744 = l_7740 * f64(-1.904654299957768e-9);
let l_7745 = l_7729 - l_7744;
let l_7746 = l_7743 + l_7745;
let l_7747 = l_7746 * f64(7.647163731819816e-13);
let l_7748 = l_7747 + f64(1.1470745597729725e-11);
l_mut_1486 = l_7748;
let l_7749 = l_mut_1486 * l_7746;
let l_7750 = l_7749 + f64(1.6059043836821613e-10);
l_mut_1486 = l_7750;
let l_7751 = l_mut_1486 * l_7746;
let l_7752 = l_7751 + f64(2.08767569878681e-9);
l_mut_1486 = l_7752;
let l_7753 = l_mut_1486 * l_7746;
let l_7754 = l_7753 + f64(2.505210838544172e-8);
l_mut_1486 = l_7754;
let l_7755 = l_mut_1486 * l_7746;
let l_7756 = l_7755 + f64(2.755731922398589e-7);
l_mut_1486 = l_7756;
let l_7757 = l_mut_1486 * l_7746;
let l_7758 = l_7757 + f64(2.7557319223985893e-6);
l_mut_1486 = l_7758;
let l_7759 = l_mut_1486 * l_7746;
let l_7760 = l_7759 + f64(2.48015873015873e-5);
l_mut_1486 = l_7760;
let l_7761 = l_mut_1486 * l_7746;
let l_7762 = l_7761 + f64(0.0001984126984126984);
l_mut_1486 = l_7762;
let l_7763 = l_mut_1486 * l_7746;
let l_7764 = l_7763 + f64(0.001388888888888889);
l_mut_1486 = l_7764;
let l_7765 = l_mut_1486 * l_7746;
let l_7766 = l_7765 + f64(0.008333333333333333);
l_mut_1486 = l_7766;
let l_7767 = l_mut_1486 * l_7746;
let l_7768 = l_7767 + f64(0.041666666666666664);
l_mut_1486 = l_7768;
let l_7769 = l_mut_1486 * l_7746;
let l_7770 = l_7769 + f64(0.16666666666666666);
l_mut_1486 = l_7770;
let l_7771 = l_mut_1486 * l_7746;
let l_7772 = l_7771 + f64(0.5);
l_mut_1486 = l_7772;
let l_7773 = l_7746 * l_7746;
let l_7774 = l_7773 * l_mut_1486;
let l_7775 = l_7746 + l_7774;
let l_7776 = f64(1.0) + l_7775;
let l_7777 = i32(l_7740);
let l_7778 = l_7777 + i32(1023);
let l_7779 = u64(l_7778);
let l_7780 = l_7779 << u32(bitcast<u64>(u64(52)));
let l_7781 = bitcast<f64>(l_7780);
let l_7782 = l_7776 * l_7781;
l_mut_1569 = l_7782;
}
}
}
let l_7783 = i32(l_7726);
let l_7784 = l_7783 + i32(1023);
let l_7785 = u64(l_7784);
let l_7786 = l_7785 << u32(bitcast<u64>(u64(52)));
let l_7787 = bitcast<f64>(l_7786);
let l_7788 = l_mut_1569 * l_7787;
l_mut_3094 = l_7788;
}
}
}
let l_7789 = l_mut_2838 * f64(1.4551915228366852e-11);
let l_7790 = l_mut_3094 * f64(1.4551915228366852e-11);
let l_7791 = l_mut_2838 - l_7789;
let l_7792 = abs(l_7791);
l_mut_1569 = f64(1.401298464324817e-45);
let l_7793 = l_7792 >= f64(1.1754943508222875e-38);
let l_7794 = l_7792 <= f64(1.7976931348623157e308);
let l_7795 = l_7793 && l_7794;
if l_7795 {
let l_7796 = bitcast<u64>(l_7792);
let l_7797 = l_7796 >> u32(bitcast<u64>(u64(52)));
let l_7798 = l_7797 - u64(23);
let l_7799 = l_7798 << u32(bitcast<u64>(u64(52)));
let l_7800 = bitcast<f64>(l_7799);
l_mut_1569 = l_7800;
}
let l_7801 = l_mut_2838 + l_7789;
let l_7802 = abs(l_7801);
l_mut_1486 = f64(1.401298464324817e-45);
let l_7803 = l_7802 >= f64(1.1754943508222875e-38);
let l_7804 = l_7802 <= f64(1.7976931348623157e308);
let l_7805 = l_7803 && l_7804;
if l_7805 {
let l_7806 = bitcast<u64>(l_7802);
let l_7807 = l_7806 >> u32(bitcast<u64>(u64(52)));
let l_7808 = l_7807 - u64(23);
let l_7809 = l_7808 << u32(bitcast<u64>(u64(52)));
let l_7810 = bitcast<f64>(l_7809);
l_mut_1486 = l_7810;
}
let l_7811 = l_mut_1569 == l_mut_1486;
let l_7812 = l_mut_3094 - l_7790;
let l_7813 = abs(l_7812);
l_mut_1569 = f64(1.401298464324817e-45);
let l_7814 = l_7813 >= f64(1.1754943508222875e-38);
let l_7815 = l_7813 <= f64(1.7976931348623157e308);
let l_7816 = l_7814 && l_7815;
if l_7816 {
let l_7817 = bitcast<u64>(l_7813);
let l_7818 = l_7817 >> u32(bitcast<u64>(u64(52)));
let l_7819 = l_7818 - u64(23);
let l_7820 = l_7819 << u32(bitcast<u64>(u64(52)));
let l_7821 = bitcast<f64>(l_7820);
l_mut_1569 = l_7821;
}
let l_7822 = l_mut_3094 + l_7790;
let l_7823 = abs(l_7822);
l_mut_1486 = f64(1.401298464324817e-45);
let l_7824 = l_7823 >= f64(1.1754943508222875e-38);
let l_7825 = l_7823 <= f64(1.7976931348623157e308);
let l_7826 = l_7824 && l_7825;
if l_7826 {
let l_7827 = bitcast<u64>(l_7823);
let l_7828 = l_7827 >> u32(bitcast<u64>(u64(52)));
let l_7829 = l_7828 - u64(23);
let l_7830 = l_7829 << u32(bitcast<u64>(u64(52)));
let l_7831 = bitcast<f64>(l_7830);
l_mut_1486 = l_7831;
}
let l_7832 = l_mut_1569 == l_mut_1486;
let l_7833 = l_7811 && l_7832;
if l_7833 {
let l_7834 = abs(l_mut_2838);
l_mut_1569 = f64(1.401298464324817e-45);
let l_7835 = l_7834 >= f64(1.1754943508222875e-38);
let l_7836 = l_7834 <= f64(1.7976931348623157e308);
let l_7837 = l_7835 && l_7836;
if l_7837 {
let l_7838 = bitcast<u64>(l_7834);
let l_7839 = l_7838 >> u32(bitcast<u64>(u64(52)));
let l_7840 = l_7839 - u64(23);
let l_7841 = l_7840 << u32(bitcast<u64>(u64(52)));
let l_7842 = bitcast<f64>(l_7841);
l_mut_1569 = l_7842;
}
let l_7843 = l_mut_2584 * l_mut_1569;
let l_7844 = l_mut_2838 - l_7843;
let l_7845 = abs(l_mut_3094);
l_mut_2838 = f64(1.401298464324817e-45);
let l_7846 = l_7845 >= f64(1.1754943508222875e-38);
let l_7847 = l_7845 <= f64(1.7976931348623157e308);
let l_7848 = l_7846 && l_7847;
if l_7848 {
let l_7849 = bitcast<u64>(l_7845);
let l_7850 = l_7849 >> u32(bitcast<u64>(u64(52)));
let l_7851 = l_7850 - u64(23);
let l_7852 = l_7851 << u32(bitcast<u64>(u64(52)));
let l_7853 = bitcast<f64>(l_7852);
l_mut_2838 = l_7853;
}
let l_7854 = l_mut_2584 * l_mut_2838;
let l_7855 = l_mut_3094 + l_7854;
let l_7856 = bitcast<u32>(l_146);
let l_7857 = l_7856 & u32(2147483647);
let l_7858 = bitcast<f32>(l_7857);
let l_7859 = f64(l_7858);
l_mut_3094 = l_7859;
let l_7860 = l_7857 < u32(8388608);
if l_7860 {
let l_7861 = f64(l_7857);
let l_7862 = l_7861 * f64(1.401298464324817e-45);
l_mut_3094 = l_7862;
}
let l_7863 = bitcast<u64>(l_mut_3094);
let l_7864 = l_7856 >> u32(31);
let l_7865 = u64(l_7864);
let l_7866 = l_7865 << u32(bitcast<u64>(u64(63)));
let l_7867 = l_7863 | l_7866;
let l_7868 = bitcast<f64>(l_7867);
let l_7869 = bitcast<u32>(l_146);
let l_7870 = l_7869 + u32(1);
l_mut_411 = l_7870;
let l_7871 = l_7869 & u32(2147483647);
let l_7872 = l_7871 == u32(0);
if l_7872 {
l_mut_411 = u32(1);
} else {
let l_7873 = l_7869 & u32(2147483648);
let l_7874 = l_7873 != u32(0);
if l_7874 {
let l_7875 = l_7869 - u32(1);
l_mut_411 = l_7875;
} else {
let l_7876 = l_7869 == u32(2139095040);
if l_7876 {
l_mut_411 = l_7869;
}
}
}
let l_7877 = bitcast<f32>(l_mut_411);
let l_7878 = bitcast<u32>(l_7877);
let l_7879 = l_7878 & u32(2147483647);
let l_7880 = bitcast<f32>(l_7879);
let l_7881 = f64(l_7880);
l_mut_3094 = l_7881;
let l_7882 = l_7879 < u32(8388608);
if l_7882 {
let l_7883 = f64(l_7879);
let l_7884 = l_7883 * f64(1.401298464324817e-45);
l_mut_3094 = l_7884;
}
let l_7885 = bitcast<u64>(l_mut_3094);
let l_7886 = l_7878 >> u32(31);
let l_7887 = u64(l_7886);
let l_7888 = l_7887 << u32(bitcast<u64>(u64(63)));
let l_7889 = l_7885 | l_7888;
let l_7890 = bitcast<f64>(l_7889);
let l_7891 = bitcast<u32>(l_146);
let l_7892 = l_7891 ^ u32(2147483648);
let l_7893 = bitcast<f32>(l_7892);
let l_7894 = bitcast<u32>(l_7893);
let l_7895 = l_7894 + u32(1);
l_mut_411 = l_7895;
let l_7896 = l_7894 & u32(2147483647);
let l_7897 = l_7896 == u32(0);
if l_7897 {
l_mut_411 = u32(1);
} else {
let l_7898 = l_7894 & u32(2147483648);
let l_7899 = l_7898 != u32(0);
if l_7899 {
let l_7900 = l_7894 - u32(1);
l_mut_411 = l_7900;
} else {
let l_7901 = l_7894 == u32(2139095040);
if l_7901 {
l_mut_411 = l_7894;
}
}
}
let l_7902 = bitcast<f32>(l_mut_411);
let l_7903 = bitcast<u32>(l_7902);
let l_7904 = l_7903 ^ u32(2147483648);
let l_7905 = bitcast<f32>(l_7904);
let l_7906 = bitcast<u32>(l_7905);
let l_7907 = l_7906 & u32(2147483647);
let l_7908 = bitcast<f32>(l_7907);
let l_7909 = f64(l_7908);
l_mut_3094 = l_7909;
let l_7910 = l_7907 < u32(8388608);
if l_7910 {
let l_7911 = f64(l_7907);
let l_7912 = l_7911 * f64(1.401298464324817e-45);
l_mut_3094 = l_7912;
}
let l_7913 = bitcast<u64>(l_mut_3094);
let l_7914 = l_7906 >> u32(31);
let l_7915 = u64(l_7914);
let l_7916 = l_7915 << u32(bitcast<u64>(u64(63)));
let l_7917 = l_7913 | l_7916;
let l_7918 = bitcast<f64>(l_7917);
let l_7919 = l_7844 + l_7789;
let l_7920 = l_7919 <= l_7868;
l_mut_7617 = l_7920;
let l_7921 = l_7844 - l_7789;
let l_7922 = l_7921 > l_7868;
l_mut_509 = l_7922;
let l_7923 = l_7855 - l_7790;
let l_7924 = l_7923 >= l_7868;
l_mut_506 = l_7924;
let l_7925 = l_7855 + l_7790;
let l_7926 = l_7925 < l_7868;
l_mut_503 = l_7926;
if l_379 {
let l_7927 = l_7844 + l_7789;
let l_7928 = l_7927 < l_7890;
l_mut_7617 = l_7928;
let l_7929 = l_7844 - l_7789;
let l_7930 = l_7929 >= l_7890;
l_mut_509 = l_7930;
let l_7931 = l_7855 - l_7790;
let l_7932 = l_7931 > l_7918;
l_mut_506 = l_7932;
let l_7933 = l_7855 + l_7790;
let l_7934 = l_7933 <= l_7918;
l_mut_503 = l_7934;
}
l_mut_411 = u32(2);
let l_7935 = l_mut_509 || l_mut_503;
if l_7935 {
l_mut_411 = u32(1);
} else {
let l_7936 = l_mut_7617 && l_mut_506;
if l_7936 {
l_mut_411 = u32(0);
}
}
let l_7937 = bitcast<u32>(l_146);
let l_7938 = l_7937 & u32(2147483647);
let l_7939 = l_7938 == u32(0);
if l_7939 {
let l_7940 = l_7844 + l_7789;
let l_7941 = l_7940 < f64(1.1754943508222875e-38);
let l_7942 = l_7855 - l_7790;
let l_7943 = l_7942 > f64(-1.1754943508222875e-38);
let l_7944 = l_7941 && l_7943;
let l_7945 = l_7844 - l_7789;
let l_7946 = l_7945 < f64(1.1754943508222875e-38);
let l_7947 = l_7855 + l_7790;
let l_7948 = l_7947 > f64(-1.1754943508222875e-38);
let l_7949 = l_7946 && l_7948;
if l_7944 {
l_mut_411 = u32(0);
} else {
let l_7950 = l_mut_411 == u32(1);
let l_7951 = l_7949 && l_7950;
if l_7951 {
l_mut_411 = u32(2);
}
}
}
l_mut_452 = l_mut_411;
}
}
l_mut_3600 = l_mut_452;
}
let l_7952 = l_6593 - l_mut_3348;
let l_7953 = l_6593 + l_mut_3348;
let l_7954 = abs(l_7952);
let l_7955 = l_7954 * f64(2.220446049250313e-16);
let l_7956 = l_6636 + l_7955;
let l_7957 = l_7952 + l_7956;
let l_7958 = -l_7957;
let l_7959 = l_7958 * f64(7.1362384635298e44);
let l_7960 = floor(l_7959);
let l_7961 = l_7960 * f64(1.401298464324817e-45);
l_mut_3094 = l_7961;
let l_7962 = abs(l_7958);
let l_7963 = l_7962 >= f64(1.1754943508222875e-38);
if l_7963 {
let l_7964 = f32(l_7958);
let l_7965 = f64(l_7964);
l_mut_3094 = l_7965;
let l_7966 = l_mut_3094 > l_7958;
if l_7966 {
let l_7967 = bitcast<u32>(l_7964);
let l_7968 = l_7967 ^ u32(2147483648);
let l_7969 = bitcast<f32>(l_7968);
let l_7970 = bitcast<u32>(l_7969);
let l_7971 = l_7970 + u32(1);
l_mut_452 = l_7971;
let l_7972 = l_7970 & u32(2147483647);
let l_7973 = l_7972 == u32(0);
if l_7973 {
l_mut_452 = u32(1);
} else {
let l_7974 = l_7970 & u32(2147483648);
let l_7975 = l_7974 != u32(0);
if l_7975 {
let l_7976 = l_7970 - u32(1);
l_mut_452 = l_7976;
} else {
let l_7977 = l_7970 == u32(2139095040);
if l_7977 {
l_mut_452 = l_7970;
}
}
}
let l_7978 = bitcast<f32>(l_mut_452);
let l_7979 = bitcast<u32>(l_7978);
let l_7980 = l_7979 ^ u32(2147483648);
let l_7981 = bitcast<f32>(l_7980);
let l_7982 = bitcast<u32>(l_7981);
let l_7983 = l_7982 & u32(2147483647);
let l_7984 = bitcast<f32>(l_7983);
let l_7985 = f64(l_7984);
l_mut_2838 = l_7985;
let l_7986 = l_7983 < u32(8388608);
if l_7986 {
let l_7987 = f64(l_7983);
let l_7988 = l_7987 * f64(1.401298464324817e-45);
l_mut_2838 = l_7988;
}
let l_7989 = bitcast<u64>(l_mut_2838);
let l_7990 = l_7982 >> u32(31);
let l_7991 = u64(l_7990);
let l_7992 = l_7991 << u32(bitcast<u64>(u64(63)));
let l_7993 = l_7989 | l_7992;
let l_7994 = bitcast<f64>(l_7993);
l_mut_3094 = l_7994;
} else {
let l_7995 = bitcast<u32>(l_7964);
let l_7996 = l_7995 + u32(1);
l_mut_452 = l_7996;
let l_7997 = l_7995 & u32(2147483647);
let l_7998 = l_7997 == u32(0);
if l_7998 {
l_mut_452 = u32(1);
} else {
let l_7999 = l_7995 & u32(2147483648);
let l_8000 = l_7999 != u32(0);
if l_8000 {
let l_8001 = l_7995 - u32(1);
l_mut_452 = l_8001;
} else {
let l_8002 = l_7995 == u32(2139095040);
if l_8002 {
l_mut_452 = l_7995;
}
}
}
let l_8003 = bitcast<f32>(l_mut_452);
let l_8004 = bitcast<u32>(l_8003);
let l_8005 = l_8004 & u32(2147483647);
let l_8006 = bitcast<f32>(l_8005);
let l_8007 = f64(l_8006);
l_mut_2838 = l_8007;
let l_8008 = l_8005 < u32(8388608);
if l_8008 {
let l_8009 = f64(l_8005);
let l_8010 = l_8009 * f64(1.401298464324817e-45);
l_mut_2838 = l_8010;
}
let l_8011 = bitcast<u64>(l_mut_2838);
let l_8012 = l_8004 >> u32(31);
let l_8013 = u64(l_8012);
let l_8014 = l_8013 << u32(bitcast<u64>(u64(63)));
let l_8015 = l_8011 | l_8014;
let l_8016 = bitcast<f64>(l_8015);
let l_8017 = l_8016 <= l_7958;
if l_8017 {
let l_8018 = bitcast<u32>(l_7964);
let l_8019 = l_8018 + u32(1);
l_mut_452 = l_8019;
let l_8020 = l_8018 & u32(2147483647);
let l_8021 = l_8020 == u32(0);
if l_8021 {
l_mut_452 = u32(1);
} else {
let l_8022 = l_8018 & u32(2147483648);
let l_8023 = l_8022 != u32(0);
if l_8023 {
let l_8024 = l_8018 - u32(1);
l_mut_452 = l_8024;
} else {
let l_8025 = l_8018 == u32(2139095040);
if l_8025 {
l_mut_452 = l_8018;
}
}
}
let l_8026 = bitcast<f32>(l_mut_452);
let l_8027 = bitcast<u32>(l_8026);
let l_8028 = l_8027 & u32(2147483647);
let l_8029 = bitcast<f32>(l_8028);
let l_8030 = f64(l_8029);
l_mut_2838 = l_8030;
let l_8031 = l_8028 < u32(8388608);
if l_8031 {
let l_8032 = f64(l_8028);
let l_8033 = l_8032 * f64(1.401298464324817e-45);
l_mut_2838 = l_8033;
}
let l_8034 = bitcast<u64>(l_mut_2838);
let l_8035 = l_8027 >> u32(31);
let l_8036 = u64(l_8035);
let l_8037 = l_8036 << u32(bitcast<u64>(u64(63)));
let l_8038 = l_8034 | l_8037;
let l_8039 = bitcast<f64>(l_8038);
l_mut_3094 = l_8039;
}
}
}
let l_8040 = -l_mut_3094;
l_mut_3094 = l_8040;
let l_8041 = bool(true) && bool(false);
if l_8041 {
let l_8042 = l_7952 + l_7956;
let l_8043 = l_8042 * f64(7.1362384635298e44);
let l_8044 = floor(l_8043);
let l_8045 = l_8044 * f64(1.401298464324817e-45);
l_mut_2838 = l_8045;
let l_8046 = abs(l_8042);
let l_8047 = l_8046 >= f64(1.1754943508222875e-38);
if l_8047 {
let l_8048 = f32(l_8042);
let l_8049 = f64(l_8048);
l_mut_2838 = l_8049;
let l_8050 = l_mut_2838 > l_8042;
if l_8050 {
let l_8051 = bitcast<u32>(l_8048);
let l_8052 = l_8051 ^ u32(2147483648);
let l_8053 = bitcast<f32>(l_8052);
let l_8054 = bitcast<u32>(l_8053);
let l_8055 = l_8054 + u32(1);
l_mut_452 = l_8055;
let l_8056 = l_8054 & u32(2147483647);
let l_8057 = l_8056 == u32(0);
if l_8057 {
l_mut_452 = u32(1);
} else {
let l_8058 = l_8054 & u32(2147483648);
let l_8059 = l_8058 != u32(0);
if l_8059 {
let l_8060 = l_8054 - u32(1);
l_mut_452 = l_8060;
} else {
let l_8061 = l_8054 == u32(2139095040);
if l_8061 {
l_mut_452 = l_8054;
}
}
}
let l_8062 = bitcast<f32>(l_mut_452);
let l_8063 = bitcast<u32>(l_8062);
let l_8064 = l_8063 ^ u32(2147483648);
let l_8065 = bitcast<f32>(l_8064);
let l_8066 = bitcast<u32>(l_8065);
let l_8067 = l_8066 & u32(2147483647);
let l_8068 = bitcast<f32>(l_8067);
let l_8069 = f64(l_8068);
l_mut_2584 = l_8069;
let l_8070 = l_8067 < u32(8388608);
if l_8070 {
let l_8071 = f64(l_8067);
let l_8072 = l_8071 * f64(1.401298464324817e-45);
l_mut_2584 = l_8072;
}
let l_8073 = bitcast<u64>(l_mut_2584);
let l_8074 = l_8066 >> u32(31);
let l_8075 = u64(l_8074);
let l_8076 = l_8075 << u32(bitcast<u64>(u64(63)));
let l_8077 = l_8073 | l_8076;
let l_8078 = bitcast<f64>(l_8077);
l_mut_2838 = l_8078;
} else {
let l_8079 = bitcast<u32>(l_8048);
let l_8080 = l_8079 + u32(1);
l_mut_452 = l_8080;
let l_8081 = l_8079 & u32(2147483647);
let l_8082 = l_8081 == u32(0);
if l_8082 {
l_mut_452 = u32(1);
} else {
let l_8083 = l_8079 & u32(2147483648);
let l_8084 = l_8083 != u32(0);
if l_8084 {
let l_8085 = l_8079 - u32(1);
l_mut_452 = l_8085;
} else {
let l_8086 = l_8079 == u32(2139095040);
if l_8086 {
l_mut_452 = l_8079;
}
}
}
let l_8087 = bitcast<f32>(l_mut_452);
let l_8088 = bitcast<u32>(l_8087);
let l_8089 = l_8088 & u32(2147483647);
let l_8090 = bitcast<f32>(l_8089);
let l_8091 = f64(l_8090);
l_mut_2584 = l_8091;
let l_8092 = l_8089 < u32(8388608);
if l_8092 {
let l_8093 = f64(l_8089);
let l_8094 = l_8093 * f64(1.401298464324817e-45);
l_mut_2584 = l_8094;
}
let l_8095 = bitcast<u64>(l_mut_2584);
let l_8096 = l_8088 >> u32(31);
let l_8097 = u64(l_8096);
let l_8098 = l_8097 << u32(bitcast<u64>(u64(63)));
let l_8099 = l_8095 | l_8098;
let l_8100 = bitcast<f64>(l_8099);
let l_8101 = l_8100 <= l_8042;
if l_8101 {
let l_8102 = bitcast<u32>(l_8048);
let l_8103 = l_8102 + u32(1);
l_mut_452 = l_8103;
let l_8104 = l_8102 & u32(2147483647);
let l_8105 = l_8104 == u32(0);
if l_8105 {
l_mut_452 = u32(1);
} else {
let l_8106 = l_8102 & u32(2147483648);
let l_8107 = l_8106 != u32(0);
if l_8107 {
let l_8108 = l_8102 - u32(1);
l_mut_452 = l_8108;
} else {
let l_8109 = l_8102 == u32(2139095040);
if l_8109 {
l_mut_452 = l_8102;
}
}
}
let l_8110 = bitcast<f32>(l_mut_452);
let l_8111 = bitcast<u32>(l_8110);
let l_8112 = l_8111 & u32(2147483647);
let l_8113 = bitcast<f32>(l_8112);
let l_8114 = f64(l_8113);
l_mut_2584 = l_8114;
let l_8115 = l_8112 < u32(8388608);
if l_8115 {
let l_8116 = f64(l_8112);
let l_8117 = l_8116 * f64(1.401298464324817e-45);
l_mut_2584 = l_8117;
}
let l_8118 = bitcast<u64>(l_mut_2584);
let l_8119 = l_8111 >> u32(31);
let l_8120 = u64(l_8119);
let l_8121 = l_8120 << u32(bitcast<u64>(u64(63)));
let l_8122 = l_8118 | l_8121;
let l_8123 = bitcast<f64>(l_8122);
l_mut_2838 = l_8123;
}
}
}
l_mut_3094 = l_mut_2838;
} else {
let l_8124 = l_7952 - l_7956;
let l_8125 = l_8124 * f64(7.1362384635298e44);
let l_8126 = floor(l_8125);
let l_8127 = l_8126 * f64(1.401298464324817e-45);
l_mut_2838 = l_8127;
let l_8128 = abs(l_8124);
let l_8129 = l_8128 >= f64(1.1754943508222875e-38);
if l_8129 {
let l_8130 = f32(l_8124);
let l_8131 = f64(l_8130);
l_mut_2838 = l_8131;
let l_8132 = l_mut_2838 > l_8124;
if l_8132 {
let l_8133 = bitcast<u32>(l_8130);
let l_8134 = l_8133 ^ u32(2147483648);
let l_8135 = bitcast<f32>(l_8134);
let l_8136 = bitcast<u32>(l_8135);
let l_8137 = l_8136 + u32(1);
l_mut_452 = l_8137;
let l_8138 = l_8136 & u32(2147483647);
let l_8139 = l_8138 == u32(0);
if l_8139 {
l_mut_452 = u32(1);
} else {
let l_8140 = l_8136 & u32(2147483648);
let l_8141 = l_8140 != u32(0);
if l_8141 {
let l_8142 = l_8136 - u32(1);
l_mut_452 = l_8142;
} else {
let l_8143 = l_8136 == u32(2139095040);
if l_8143 {
l_mut_452 = l_8136;
}
}
}
let l_8144 = bitcast<f32>(l_mut_452);
let l_8145 = bitcast<u32>(l_8144);
let l_8146 = l_8145 ^ u32(2147483648);
let l_8147 = bitcast<f32>(l_8146);
let l_8148 = bitcast<u32>(l_8147);
let l_8149 = l_8148 & u32(2147483647);
let l_8150 = bitcast<f32>(l_8149);
let l_8151 = f64(l_8150);
l_mut_2584 = l_8151;
let l_8152 = l_8149 < u32(8388608);
if l_8152 {
let l_8153 = f64(l_8149);
let l_8154 = l_8153 * f64(1.401298464324817e-45);
l_mut_2584 = l_8154;
}
let l_8155 = bitcast<u64>(l_mut_2584);
let l_8156 = l_8148 >> u32(31);
let l_8157 = u64(l_8156);
let l_8158 = l_8157 << u32(bitcast<u64>(u64(63)));
let l_8159 = l_8155 | l_8158;
let l_8160 = bitcast<f64>(l_8159);
l_mut_2838 = l_8160;
} else {
let l_8161 = bitcast<u32>(l_8130);
let l_8162 = l_8161 + u32(1);
l_mut_452 = l_8162;
let l_8163 = l_8161 & u32(2147483647);
let l_8164 = l_8163 == u32(0);
if l_8164 {
l_mut_452 = u32(1);
} else {
let l_8165 = l_8161 & u32(2147483648);
let l_8166 = l_8165 != u32(0);
if l_8166 {
let l_8167 = l_8161 - u32(1);
l_mut_452 = l_8167;
} else {
let l_8168 = l_8161 == u32(2139095040);
if l_8168 {
l_mut_452 = l_8161;
}
}
}
let l_8169 = bitcast<f32>(l_mut_452);
let l_8170 = bitcast<u32>(l_8169);
let l_8171 = l_8170 & u32(2147483647);
let l_8172 = bitcast<f32>(l_8171);
let l_8173 = f64(l_8172);
l_mut_2584 = l_8173;
let l_8174 = l_8171 < u32(8388608);
if l_8174 {
let l_8175 = f64(l_8171);
let l_8176 = l_8175 * f64(1.401298464324817e-45);
l_mut_2584 = l_8176;
}
let l_8177 = bitcast<u64>(l_mut_2584);
let l_8178 = l_8170 >> u32(31);
let l_8179 = u64(l_8178);
let l_8180 = l_8179 << u32(bitcast<u64>(u64(63)));
let l_8181 = l_8177 | l_8180;
let l_8182 = bitcast<f64>(l_8181);
let l_8183 = l_8182 <= l_8124;
if l_8183 {
let l_8184 = bitcast<u32>(l_8130);
let l_8185 = l_8184 + u32(1);
l_mut_452 = l_8185;
let l_8186 = l_8184 & u32(2147483647);
let l_8187 = l_8186 == u32(0);
if l_8187 {
l_mut_452 = u32(1);
} else {
let l_8188 = l_8184 & u32(2147483648);
let l_8189 = l_8188 != u32(0);
if l_8189 {
let l_8190 = l_8184 - u32(1);
l_mut_452 = l_8190;
} else {
let l_8191 = l_8184 == u32(2139095040);
if l_8191 {
l_mut_452 = l_8184;
}
}
}
let l_8192 = bitcast<f32>(l_mut_452);
let l_8193 = bitcast<u32>(l_8192);
let l_8194 = l_8193 & u32(2147483647);
let l_8195 = bitcast<f32>(l_8194);
let l_8196 = f64(l_8195);
l_mut_2584 = l_8196;
let l_8197 = l_8194 < u32(8388608);
if l_8197 {
let l_8198 = f64(l_8194);
let l_8199 = l_8198 * f64(1.401298464324817e-45);
l_mut_2584 = l_8199;
}
let l_8200 = bitcast<u64>(l_mut_2584);
let l_8201 = l_8193 >> u32(31);
let l_8202 = u64(l_8201);
let l_8203 = l_8202 << u32(bitcast<u64>(u64(63)));
let l_8204 = l_8200 | l_8203;
let l_8205 = bitcast<f64>(l_8204);
l_mut_2838 = l_8205;
}
}
}
l_mut_3094 = l_mut_2838;
}
let l_8206 = abs(l_7953);
let l_8207 = l_8206 * f64(2.220446049250313e-16);
let l_8208 = l_6636 + l_8207;
let l_8209 = l_7953 + l_8208;
let l_8210 = -l_8209;
let l_8211 = l_8210 * f64(7.1362384635298e44);
let l_8212 = floor(l_8211);
let l_8213 = l_8212 * f64(1.401298464324817e-45);
l_mut_2838 = l_8213;
let l_8214 = abs(l_8210);
let l_8215 = l_8214 >= f64(1.1754943508222875e-38);
if l_8215 {
let l_8216 = f32(l_8210);
let l_8217 = f64(l_8216);
l_mut_2838 = l_8217;
let l_8218 = l_mut_2838 > l_8210;
if l_8218 {
let l_8219 = bitcast<u32>(l_8216);
let l_8220 = l_8219 ^ u32(2147483648);
let l_8221 = bitcast<f32>(l_8220);
let l_8222 = bitcast<u32>(l_8221);
let l_8223 = l_8222 + u32(1);
l_mut_452 = l_8223;
let l_8224 = l_8222 & u32(2147483647);
let l_8225 = l_8224 == u32(0);
if l_8225 {
l_mut_452 = u32(1);
} else {
let l_8226 = l_8222 & u32(2147483648);
let l_8227 = l_8226 != u32(0);
if l_8227 {
let l_8228 = l_8222 - u32(1);
l_mut_452 = l_8228;
} else {
let l_8229 = l_8222 == u32(2139095040);
if l_8229 {
l_mut_452 = l_8222;
}
}
}
let l_8230 = bitcast<f32>(l_mut_452);
let l_8231 = bitcast<u32>(l_8230);
let l_8232 = l_8231 ^ u32(2147483648);
let l_8233 = bitcast<f32>(l_8232);
let l_8234 = bitcast<u32>(l_8233);
let l_8235 = l_8234 & u32(2147483647);
let l_8236 = bitcast<f32>(l_8235);
let l_8237 = f64(l_8236);
l_mut_2584 = l_8237;
let l_8238 = l_8235 < u32(8388608);
if l_8238 {
let l_8239 = f64(l_8235);
let l_8240 = l_8239 * f64(1.401298464324817e-45);
l_mut_2584 = l_8240;
}
let l_8241 = bitcast<u64>(l_mut_2584);
let l_8242 = l_8234 >> u32(31);
let l_8243 = u64(l_8242);
let l_8244 = l_8243 << u32(bitcast<u64>(u64(63)));
let l_8245 = l_8241 | l_8244;
let l_8246 = bitcast<f64>(l_8245);
l_mut_2838 = l_8246;
} else {
let l_8247 = bitcast<u32>(l_8216);
let l_8248 = l_8247 + u32(1);
l_mut_452 = l_8248;
let l_8249 = l_8247 & u32(2147483647);
let l_8250 = l_8249 == u32(0);
if l_8250 {
l_mut_452 = u32(1);
} else {
let l_8251 = l_8247 & u32(2147483648);
let l_8252 = l_8251 != u32(0);
if l_8252 {
let l_8253 = l_8247 - u32(1);
l_mut_452 = l_8253;
} else {
let l_8254 = l_8247 == u32(2139095040);
if l_8254 {
l_mut_452 = l_8247;
}
}
}
let l_8255 = bitcast<f32>(l_mut_452);
let l_8256 = bitcast<u32>(l_8255);
let l_8257 = l_8256 & u32(2147483647);
let l_8258 = bitcast<f32>(l_8257);
let l_8259 = f64(l_8258);
l_mut_2584 = l_8259;
let l_8260 = l_8257 < u32(8388608);
if l_8260 {
let l_8261 = f64(l_8257);
let l_8262 = l_8261 * f64(1.401298464324817e-45);
l_mut_2584 = l_8262;
}
let l_8263 = bitcast<u64>(l_mut_2584);
let l_8264 = l_8256 >> u32(31);
let l_8265 = u64(l_8264);
let l_8266 = l_8265 << u32(bitcast<u64>(u64(63)));
let l_8267 = l_8263 | l_8266;
let l_8268 = bitcast<f64>(l_8267);
let l_8269 = l_8268 <= l_8210;
if l_8269 {
let l_8270 = bitcast<u32>(l_8216);
let l_8271 = l_8270 + u32(1);
l_mut_452 = l_8271;
let l_8272 = l_8270 & u32(2147483647);
let l_8273 = l_8272 == u32(0);
if l_8273 {
l_mut_452 = u32(1);
} else {
let l_8274 = l_8270 & u32(2147483648);
let l_8275 = l_8274 != u32(0);
if l_8275 {
let l_8276 = l_8270 - u32(1);
l_mut_452 = l_8276;
} else {
let l_8277 = l_8270 == u32(2139095040);
if l_8277 {
l_mut_452 = l_8270;
}
}
}
let l_8278 = bitcast<f32>(l_mut_452);
let l_8279 = bitcast<u32>(l_8278);
let l_8280 = l_8279 & u32(2147483647);
let l_8281 = bitcast<f32>(l_8280);
let l_8282 = f64(l_8281);
l_mut_2584 = l_8282;
let l_8283 = l_8280 < u32(8388608);
if l_8283 {
let l_8284 = f64(l_8280);
let l_8285 = l_8284 * f64(1.401298464324817e-45);
l_mut_2584 = l_8285;
}
let l_8286 = bitcast<u64>(l_mut_2584);
let l_8287 = l_8279 >> u32(31);
let l_8288 = u64(l_8287);
let l_8289 = l_8288 << u32(bitcast<u64>(u64(63)));
let l_8290 = l_8286 | l_8289;
let l_8291 = bitcast<f64>(l_8290);
l_mut_2838 = l_8291;
}
}
}
let l_8292 = -l_mut_2838;
l_mut_2838 = l_8292;
let l_8293 = bool(false) && bool(false);
if l_8293 {
let l_8294 = l_7953 + l_8208;
let l_8295 = l_8294 * f64(7.1362384635298e44);
let l_8296 = floor(l_8295);
let l_8297 = l_8296 * f64(1.401298464324817e-45);
l_mut_2584 = l_8297;
let l_8298 = abs(l_8294);
let l_8299 = l_8298 >= f64(1.1754943508222875e-38);
if l_8299 {
let l_8300 = f32(l_8294);
let l_8301 = f64(l_8300);
l_mut_2584 = l_8301;
let l_8302 = l_mut_2584 > l_8294;
if l_8302 {
let l_8303 = bitcast<u32>(l_8300);
let l_8304 = l_8303 ^ u32(2147483648);
let l_8305 = bitcast<f32>(l_8304);
let l_8306 = bitcast<u32>(l_8305);
let l_8307 = l_8306 + u32(1);
l_mut_452 = l_8307;
let l_8308 = l_8306 & u32(2147483647);
let l_8309 = l_8308 == u32(0);
if l_8309 {
l_mut_452 = u32(1);
} else {
let l_8310 = l_8306 & u32(2147483648);
let l_8311 = l_8310 != u32(0);
if l_8311 {
let l_8312 = l_8306 - u32(1);
l_mut_452 = l_8312;
} else {
let l_8313 = l_8306 == u32(2139095040);
if l_8313 {
l_mut_452 = l_8306;
}
}
}
let l_8314 = bitcast<f32>(l_mut_452);
let l_8315 = bitcast<u32>(l_8314);
let l_8316 = l_8315 ^ u32(2147483648);
let l_8317 = bitcast<f32>(l_8316);
let l_8318 = bitcast<u32>(l_8317);
let l_8319 = l_8318 & u32(2147483647);
let l_8320 = bitcast<f32>(l_8319);
let l_8321 = f64(l_8320);
l_mut_1569 = l_8321;
let l_8322 = l_8319 < u32(8388608);
if l_8322 {
let l_8323 = f64(l_8319);
let l_8324 = l_8323 * f64(1.401298464324817e-45);
l_mut_1569 = l_8324;
}
let l_8325 = bitcast<u64>(l_mut_1569);
let l_8326 = l_8318 >> u32(31);
let l_8327 = u64(l_8326);
let l_8328 = l_8327 << u32(bitcast<u64>(u64(63)));
let l_8329 = l_8325 | l_8328;
let l_8330 = bitcast<f64>(l_8329);
l_mut_2584 = l_8330;
} else {
let l_8331 = bitcast<u32>(l_8300);
let l_8332 = l_8331 + u32(1);
l_mut_452 = l_8332;
let l_8333 = l_8331 & u32(2147483647);
let l_8334 = l_8333 == u32(0);
if l_8334 {
l_mut_452 = u32(1);
} else {
let l_8335 = l_8331 & u32(2147483648);
let l_8336 = l_8335 != u32(0);
if l_8336 {
let l_8337 = l_8331 - u32(1);
l_mut_452 = l_8337;
} else {
let l_8338 = l_8331 == u32(2139095040);
if l_8338 {
l_mut_452 = l_8331;
}
}
}
let l_8339 = bitcast<f32>(l_mut_452);
let l_8340 = bitcast<u32>(l_8339);
let l_8341 = l_8340 & u32(2147483647);
let l_8342 = bitcast<f32>(l_8341);
let l_8343 = f64(l_8342);
l_mut_1569 = l_8343;
let l_8344 = l_8341 < u32(8388608);
if l_8344 {
let l_8345 = f64(l_8341);
let l_8346 = l_8345 * f64(1.401298464324817e-45);
l_mut_1569 = l_8346;
}
let l_8347 = bitcast<u64>(l_mut_1569);
let l_8348 = l_8340 >> u32(31);
let l_8349 = u64(l_8348);
let l_8350 = l_8349 << u32(bitcast<u64>(u64(63)));
let l_8351 = l_8347 | l_8350;
let l_8352 = bitcast<f64>(l_8351);
let l_8353 = l_8352 <= l_8294;
if l_8353 {
let l_8354 = bitcast<u32>(l_8300);
let l_8355 = l_8354 + u32(1);
l_mut_452 = l_8355;
let l_8356 = l_8354 & u32(2147483647);
let l_8357 = l_8356 == u32(0);
if l_8357 {
l_mut_452 = u32(1);
} else {
let l_8358 = l_8354 & u32(2147483648);
let l_8359 = l_8358 != u32(0);
if l_8359 {
let l_8360 = l_8354 - u32(1);
l_mut_452 = l_8360;
} else {
let l_8361 = l_8354 == u32(2139095040);
if l_8361 {
l_mut_452 = l_8354;
}
}
}
let l_8362 = bitcast<f32>(l_mut_452);
let l_8363 = bitcast<u32>(l_8362);
let l_8364 = l_8363 & u32(2147483647);
let l_8365 = bitcast<f32>(l_8364);
let l_8366 = f64(l_8365);
l_mut_1569 = l_8366;
let l_8367 = l_8364 < u32(8388608);
if l_8367 {
let l_8368 = f64(l_8364);
let l_8369 = l_8368 * f64(1.401298464324817e-45);
l_mut_1569 = l_8369;
}
let l_8370 = bitcast<u64>(l_mut_1569);
let l_8371 = l_8363 >> u32(31);
let l_8372 = u64(l_8371);
let l_8373 = l_8372 << u32(bitcast<u64>(u64(63)));
let l_8374 = l_8370 | l_8373;
let l_8375 = bitcast<f64>(l_8374);
l_mut_2584 = l_8375;
}
}
}
l_mut_2838 = l_mut_2584;
} else {
}
let l_8377 = l_mut_3094 * l_391;
let l_8378 = l_mut_2838 * l_391;
let l_8379 = l_mut_3094 * l_391;
let l_8380 = l_mut_2838 * l_391;
a_8376[u32(0)] = l_8377;
a_8376[u32(1)] = l_8377;
let l_8381 = a_8376[u32(0)];
let l_8382 = l_8378 < l_8381;
if l_8382 {
a_8376[u32(0)] = l_8378;
}
let l_8383 = a_8376[u32(0)];
let l_8384 = l_8379 < l_8383;
if l_8384 {
a_8376[u32(0)] = l_8379;
}
let l_8385 = a_8376[u32(0)];
let l_8386 = l_8380 < l_8385;
if l_8386 {
a_8376[u32(0)] = l_8380;
}
let l_8387 = a_8376[u32(1)];
let l_8388 = l_8378 > l_8387;
if l_8388 {
a_8376[u32(1)] = l_8378;
}
let l_8389 = a_8376[u32(1)];
let l_8390 = l_8379 > l_8389;
if l_8390 {
a_8376[u32(1)] = l_8379;
}
let l_8391 = a_8376[u32(1)];
let l_8392 = l_8380 > l_8391;
if l_8392 {
a_8376[u32(1)] = l_8380;
}
let l_8393 = a_8376[u32(0)];
let l_8394 = l_8393 * f64(7.1362384635298e44);
let l_8395 = floor(l_8394);
let l_8396 = l_8395 * f64(1.401298464324817e-45);
l_mut_3094 = l_8396;
let l_8397 = abs(l_8393);
let l_8398 = l_8397 >= f64(1.1754943508222875e-38);
if l_8398 {
let l_8399 = f32(l_8393);
let l_8400 = f64(l_8399);
l_mut_3094 = l_8400;
let l_8401 = l_mut_3094 > l_8393;
if l_8401 {
let l_8402 = bitcast<u32>(l_8399);
let l_8403 = l_8402 ^ u32(2147483648);
let l_8404 = bitcast<f32>(l_8403);
let l_8405 = bitcast<u32>(l_8404);
let l_8406 = l_8405 + u32(1);
l_mut_452 = l_8406;
let l_8407 = l_8405 & u32(2147483647);
let l_8408 = l_8407 == u32(0);
if l_8408 {
l_mut_452 = u32(1);
} else {
let l_8409 = l_8405 & u32(2147483648);
let l_8410 = l_8409 != u32(0);
if l_8410 {
let l_8411 = l_8405 - u32(1);
l_mut_452 = l_8411;
} else {
let l_8412 = l_8405 == u32(2139095040);
if l_8412 {
l_mut_452 = l_8405;
}
}
}
let l_8413 = bitcast<f32>(l_mut_452);
let l_8414 = bitcast<u32>(l_8413);
let l_8415 = l_8414 ^ u32(2147483648);
let l_8416 = bitcast<f32>(l_8415);
let l_8417 = bitcast<u32>(l_8416);
let l_8418 = l_8417 & u32(2147483647);
let l_8419 = bitcast<f32>(l_8418);
let l_8420 = f64(l_8419);
l_mut_2838 = l_8420;
let l_8421 = l_8418 < u32(8388608);
if l_8421 {
let l_8422 = f64(l_8418);
let l_8423 = l_8422 * f64(1.401298464324817e-45);
l_mut_2838 = l_8423;
}
let l_8424 = bitcast<u64>(l_mut_2838);
let l_8425 = l_8417 >> u32(31);
let l_8426 = u64(l_8425);
let l_8427 = l_8426 << u32(bitcast<u64>(u64(63)));
let l_8428 = l_8424 | l_8427;
let l_8429 = bitcast<f64>(l_8428);
l_mut_3094 = l_8429;
} else {
let l_8430 = bitcast<u32>(l_8399);
let l_8431 = l_8430 + u32(1);
l_mut_452 = l_8431;
let l_8432 = l_8430 & u32(2147483647);
let l_8433 = l_8432 == u32(0);
if l_8433 {
l_mut_452 = u32(1);
} else {
let l_8434 = l_8430 & u32(2147483648);
let l_8435 = l_8434 != u32(0);
if l_8435 {
let l_8436 = l_8430 - u32(1);
l_mut_452 = l_8436;
} else {
let l_8437 = l_8430 == u32(2139095040);
if l_8437 {
l_mut_452 = l_8430;
}
}
}
let l_8438 = bitcast<f32>(l_mut_452);
let l_8439 = bitcast<u32>(l_8438);
let l_8440 = l_8439 & u32(2147483647);
let l_8441 = bitcast<f32>(l_8440);
let l_8442 = f64(l_8441);
l_mut_2838 = l_8442;
let l_8443 = l_8440 < u32(8388608);
if l_8443 {
let l_8444 = f64(l_8440);
let l_8445 = l_8444 * f64(1.401298464324817e-45);
l_mut_2838 = l_8445;
}
let l_8446 = bitcast<u64>(l_mut_2838);
let l_8447 = l_8439 >> u32(31);
let l_8448 = u64(l_8447);
let l_8449 = l_8448 << u32(bitcast<u64>(u64(63)));
let l_8450 = l_8446 | l_8449;
let l_8451 = bitcast<f64>(l_8450);
let l_8452 = l_8451 <= l_8393;
if l_8452 {
let l_8453 = bitcast<u32>(l_8399);
let l_8454 = l_8453 + u32(1);
l_mut_452 = l_8454;
let l_8455 = l_8453 & u32(2147483647);
let l_8456 = l_8455 == u32(0);
if l_8456 {
l_mut_452 = u32(1);
} else {
let l_8457 = l_8453 & u32(2147483648);
let l_8458 = l_8457 != u32(0);
if l_8458 {
let l_8459 = l_8453 - u32(1);
l_mut_452 = l_8459;
} else {
let l_8460 = l_8453 == u32(2139095040);
if l_8460 {
l_mut_452 = l_8453;
}
}
}
let l_8461 = bitcast<f32>(l_mut_452);
let l_8462 = bitcast<u32>(l_8461);
let l_8463 = l_8462 & u32(2147483647);
let l_8464 = bitcast<f32>(l_8463);
let l_8465 = f64(l_8464);
l_mut_2838 = l_8465;
let l_8466 = l_8463 < u32(8388608);
if l_8466 {
let l_8467 = f64(l_8463);
let l_8468 = l_8467 * f64(1.401298464324817e-45);
l_mut_2838 = l_8468;
}
let l_8469 = bitcast<u64>(l_mut_2838);
let l_8470 = l_8462 >> u32(31);
let l_8471 = u64(l_8470);
let l_8472 = l_8471 << u32(bitcast<u64>(u64(63)));
let l_8473 = l_8469 | l_8472;
let l_8474 = bitcast<f64>(l_8473);
l_mut_3094 = l_8474;
}
}
}
let l_8475 = a_8376[u32(1)];
let l_8476 = -l_8475;
let l_8477 = l_8476 * f64(7.1362384635298e44);
let l_8478 = floor(l_8477);
let l_8479 = l_8478 * f64(1.401298464324817e-45);
l_mut_2838 = l_8479;
let l_8480 = abs(l_8476);
let l_8481 = l_8480 >= f64(1.1754943508222875e-38);
if l_8481 {
let l_8482 = f32(l_8476);
let l_8483 = f64(l_8482);
l_mut_2838 = l_8483;
let l_8484 = l_mut_2838 > l_8476;
if l_8484 {
let l_8485 = bitcast<u32>(l_8482);
let l_8486 = l_8485 ^ u32(2147483648);
let l_8487 = bitcast<f32>(l_8486);
let l_8488 = bitcast<u32>(l_8487);
let l_8489 = l_8488 + u32(1);
l_mut_452 = l_8489;
let l_8490 = l_8488 & u32(2147483647);
let l_8491 = l_8490 == u32(0);
if l_8491 {
l_mut_452 = u32(1);
} else {
let l_8492 = l_8488 & u32(2147483648);
let l_8493 = l_8492 != u32(0);
if l_8493 {
let l_8494 = l_8488 - u32(1);
l_mut_452 = l_8494;
} else {
let l_8495 = l_8488 == u32(2139095040);
if l_8495 {
l_mut_452 = l_8488;
}
}
}
let l_8496 = bitcast<f32>(l_mut_452);
let l_8497 = bitcast<u32>(l_8496);
let l_8498 = l_8497 ^ u32(2147483648);
let l_8499 = bitcast<f32>(l_8498);
let l_8500 = bitcast<u32>(l_8499);
let l_8501 = l_8500 & u32(2147483647);
let l_8502 = bitcast<f32>(l_8501);
let l_8503 = f64(l_8502);
l_mut_2584 = l_8503;
let l_8504 = l_8501 < u32(8388608);
if l_8504 {
let l_8505 = f64(l_8501);
let l_8506 = l_8505 * f64(1.401298464324817e-45);
l_mut_2584 = l_8506;
}
let l_8507 = bitcast<u64>(l_mut_2584);
let l_8508 = l_8500 >> u32(31);
let l_8509 = u64(l_8508);
let l_8510 = l_8509 << u32(bitcast<u64>(u64(63)));
let l_8511 = l_8507 | l_8510;
let l_8512 = bitcast<f64>(l_8511);
l_mut_2838 = l_8512;
} else {
let l_8513 = bitcast<u32>(l_8482);
let l_8514 = l_8513 + u32(1);
l_mut_452 = l_8514;
let l_8515 = l_8513 & u32(2147483647);
let l_8516 = l_8515 == u32(0);
if l_8516 {
l_mut_452 = u32(1);
} else {
let l_8517 = l_8513 & u32(2147483648);
let l_8518 = l_8517 != u32(0);
if l_8518 {
let l_8519 = l_8513 - u32(1);
l_mut_452 = l_8519;
} else {
let l_8520 = l_8513 == u32(2139095040);
if l_8520 {
l_mut_452 = l_8513;
}
}
}
let l_8521 = bitcast<f32>(l_mut_452);
let l_8522 = bitcast<u32>(l_8521);
let l_8523 = l_8522 & u32(2147483647);
let l_8524 = bitcast<f32>(l_8523);
let l_8525 = f64(l_8524);
l_mut_2584 = l_8525;
let l_8526 = l_8523 < u32(8388608);
if l_8526 {
let l_8527 = f64(l_8523);
let l_8528 = l_8527 * f64(1.401298464324817e-45);
l_mut_2584 = l_8528;
}
let l_8529 = bitcast<u64>(l_mut_2584);
let l_8530 = l_8522 >> u32(31);
let l_8531 = u64(l_8530);
let l_8532 = l_8531 << u32(bitcast<u64>(u64(63)));
let l_8533 = l_8529 | l_8532;
let l_8534 = bitcast<f64>(l_8533);
let l_8535 = l_8534 <= l_8476;
if l_8535 {
let l_8536 = bitcast<u32>(l_8482);
let l_8537 = l_8536 + u32(1);
l_mut_452 = l_8537;
let l_8538 = l_8536 & u32(2147483647);
let l_8539 = l_8538 == u32(0);
if l_8539 {
l_mut_452 = u32(1);
} else {
let l_8540 = l_8536 & u32(2147483648);
let l_8541 = l_8540 != u32(0);
if l_8541 {
let l_8542 = l_8536 - u32(1);
l_mut_452 = l_8542;
} else {
let l_8543 = l_8536 == u32(2139095040);
if l_8543 {
l_mut_452 = l_8536;
}
}
}
let l_8544 = bitcast<f32>(l_mut_452);
let l_8545 = bitcast<u32>(l_8544);
let l_8546 = l_8545 & u32(2147483647);
let l_8547 = bitcast<f32>(l_8546);
let l_8548 = f64(l_8547);
l_mut_2584 = l_8548;
let l_8549 = l_8546 < u32(8388608);
if l_8549 {
let l_8550 = f64(l_8546);
let l_8551 = l_8550 * f64(1.401298464324817e-45);
l_mut_2584 = l_8551;
}
let l_8552 = bitcast<u64>(l_mut_2584);
let l_8553 = l_8545 >> u32(31);
let l_8554 = u64(l_8553);
let l_8555 = l_8554 << u32(bitcast<u64>(u64(63)));
let l_8556 = l_8552 | l_8555;
let l_8557 = bitcast<f64>(l_8556);
l_mut_2838 = l_8557;
}
}
}
let l_8558 = -l_mut_2838;
l_mut_452 = u32(2);
let l_8559 = l_375 == u32(17);
if l_8559 {
l_mut_2838 = l_mut_3094;
let l_8560 = l_mut_3094 > f64(1000.0);
if l_8560 {
let l_8561 = bitcast<u64>(l_mut_3094);
let l_8562 = l_8561 | u64(9218868437227405312);
let l_8563 = l_8562 & bitcast<u64>(i64(-4503599627370496));
let l_8564 = bitcast<f64>(l_8563);
l_mut_2838 = l_8564;
} else {
let l_8565 = l_mut_3094 < f64(-1000.0);
if l_8565 {
l_mut_2838 = f64(0.0);
} else {
let l_8566 = is_nan_1_f64(l_mut_3094);let l_8567 = !l_8566;
if l_8567 {
let l_8568 = l_mut_3094 + f64(0.5);
let l_8569 = floor(l_8568);
let l_8570 = l_mut_3094 - l_8569;
let l_8571 = l_8570 * f64(0.6931471824645996);
let l_8572 = l_8570 * f64(-1.904654299957768e-9);
let l_8573 = l_8571 + l_8572;
l_mut_2584 = l_8573;
let l_8574 = is_nan_1_f64(l_8573);if l_8574 {
} else {
let l_8575 = l_8573 < f64(-700.0);
if l_8575 {
l_mut_2584 = f64(0.0);
} else {
let l_8576 = l_8573 > f64(700.0);
if l_8576 {
let l_8577 = bitcast<u64>(l_8573);
let l_8578 = l_8577 | u64(9218868437227405312);
let l_8579 = l_8578 & bitcast<u64>(i64(-4503599627370496));
let l_8580 = bitcast<f64>(l_8579);
l_mut_2584 = l_8580;
} else {
let l_8581 = l_8573 * f64(1.4426950408889634);
let l_8582 = l_8581 + f64(0.5);
let l_8583 = floor(l_8582);
let l_8584 = l_8583 * f64(0.6931471824645996);
let l_8585 = l_8571 - l_8584;
let l_8586 = l_8585 * l_20;
let l_8587 = l_8583 * f64(-1.904654299957768e-9);
let l_8588 = l_8572 - l_8587;
let l_8589 = l_8586 + l_8588;
let l_8590 = l_8589 * f64(7.647163731819816e-13);
let l_8591 = l_8590 + f64(1.1470745597729725e-11);
l_mut_1569 = l_8591;
let l_8592 = l_mut_1569 * l_8589;
let l_8593 = l_8592 + f64(1.6059043836821613e-10);
l_mut_1569 = l_8593;
let l_8594 = l_mut_1569 * l_8589;
let l_8595 = l_8594 + f64(2.08767569878681e-9);
l_mut_1569 = l_8595;
let l_8596 = l_mut_1569 * l_8589;
let l_8597 = l_8596 + f64(2.505210838544172e-8);
l_mut_1569 = l_8597;
let l_8598 = l_mut_1569 * l_8589;
let l_8599 = l_8598 + f64(2.755731922398589e-7);
l_mut_1569 = l_8599;
let l_8600 = l_mut_1569 * l_8589;
let l_8601 = l_8600 + f64(2.7557319223985893e-6);
l_mut_1569 = l_8601;
let l_8602 = l_mut_1569 * l_8589;
let l_8603 = l_8602 + f64(2.48015873015873e-5);
l_mut_1569 = l_8603;
let l_8604 = l_mut_1569 * l_8589;
let l_8605 = l_8604 + f64(0.0001984126984126984);
l_mut_1569 = l_8605;
let l_8606 = l_mut_1569 * l_8589;
let l_8607 = l_8606 + f64(0.001388888888888889);
l_mut_1569 = l_8607;
let l_8608 = l_mut_1569 * l_8589;
let l_8609 = l_8608 + f64(0.008333333333333333);
l_mut_1569 = l_8609;
let l_8610 = l_mut_1569 * l_8589;
let l_8611 = l_8610 + f64(0.041666666666666664);
l_mut_1569 = l_8611;
let l_8612 = l_mut_1569 * l_8589;
let l_8613 = l_8612 + f64(0.16666666666666666);
l_mut_1569 = l_8613;
let l_8614 = l_mut_1569 * l_8589;
let l_8615 = l_8614 + f64(0.5);
l_mut_1569 = l_8615;
let l_8616 = l_8589 * l_8589;
let l_8617 = l_8616 * l_mut_1569;
let l_8618 = l_8589 + l_8617;
let l_8619 = f64(1.0) + l_8618;
let l_8620 = i32(l_8583);
let l_8621 = l_8620 + i32(1023);
let l_8622 = u64(l_8621);
let l_8623 = l_8622 << u32(bitcast<u64>(u64(52)));
let l_8624 = bitcast<f64>(l_8623);
let l_8625 = l_8619 * l_8624;
l_mut_2584 = l_8625;
}
}
}
let l_8626 = i32(l_8569);
let l_8627 = l_8626 + i32(1023);
let l_8628 = u64(l_8627);
let l_8629 = l_8628 << u32(bitcast<u64>(u64(52)));
let l_8630 = bitcast<f64>(l_8629);
let l_8631 = l_mut_2584 * l_8630;
l_mut_2838 = l_8631;
}
}
}
l_mut_2584 = l_8558;
let l_8632 = l_8558 > f64(1000.0);
if l_8632 {
let l_8633 = bitcast<u64>(l_8558);
let l_8634 = l_8633 | u64(9218868437227405312);
let l_8635 = l_8634 & bitcast<u64>(i64(-4503599627370496));
let l_8636 = bitcast<f64>(l_8635);
l_mut_2584 = l_8636;
} else {
let l_8637 = l_8558 < f64(-1000.0);
if l_8637 {
l_mut_2584 = f64(0.0);
} else {
let l_8638 = is_nan_1_f64(l_8558);let l_8639 = !l_8638;
if l_8639 {
let l_8640 = l_8558 + f64(0.5);
let l_8641 = floor(l_8640);
let l_8642 = l_8558 - l_8641;
let l_8643 = l_8642 * f64(0.6931471824645996);
let l_8644 = l_8642 * f64(-1.904654299957768e-9);
let l_8645 = l_8643 + l_8644;
l_mut_1569 = l_8645;
let l_8646 = is_nan_1_f64(l_8645);if l_8646 {
} else {
let l_8647 = l_8645 < f64(-700.0);
if l_8647 {
l_mut_1569 = f64(0.0);
} else {
let l_8648 = l_8645 > f64(700.0);
if l_8648 {
let l_8649 = bitcast<u64>(l_8645);
let l_8650 = l_8649 | u64(9218868437227405312);
let l_8651 = l_8650 & bitcast<u64>(i64(-4503599627370496));
let l_8652 = bitcast<f64>(l_8651);
l_mut_1569 = l_8652;
} else {
let l_8653 = l_8645 * f64(1.4426950408889634);
let l_8654 = l_8653 + f64(0.5);
let l_8655 = floor(l_8654);
let l_8656 = l_8655 * f64(0.6931471824645996);
let l_8657 = l_8643 - l_8656;
let l_8658 = l_8657 * l_20;
let l_8659 = l_8655 * f64(-1.904654299957768e-9);
let l_8660 = l_8644 - l_8659;
let l_8661 = l_8658 + l_8660;
let l_8662 = l_8661 * f64(7.647163731819816e-13);
let l_8663 = l_8662 + f64(1.1470745597729725e-11);
l_mut_1486 = l_8663;
let l_8664 = l_mut_1486 * l_8661;
let l_8665 = l_8664 + f64(1.6059043836821613e-10);
l_mut_1486 = l_8665;
let l_8666 = l_mut_1486 * l_8661;
let l_8667 = l_8666 + f64(2.08767569878681e-9);
l_mut_1486 = l_8667;
let l_8668 = l_mut_1486 * l_8661;
let l_8669 = l_8668 + f64(2.505210838544172e-8);
l_mut_1486 = l_8669;
let l_8670 = l_mut_1486 * l_8661;
let l_8671 = l_8670 + f64(2.755731922398589e-7);
l_mut_1486 = l_8671;
let l_8672 = l_mut_1486 * l_8661;
let l_8673 = l_8672 + f64(2.7557319223985893e-6);
l_mut_1486 = l_8673;
let l_8674 = l_mut_1486 * l_8661;
let l_8675 = l_8674 + f64(2.48015873015873e-5);
l_mut_1486 = l_8675;
let l_8676 = l_mut_1486 * l_8661;
let l_8677 = l_8676 + f64(0.0001984126984126984);
l_mut_1486 = l_8677;
let l_8678 = l_mut_1486 * l_8661;
let l_8679 = l_8678 + f64(0.001388888888888889);
l_mut_1486 = l_8679;
let l_8680 = l_mut_1486 * l_8661;
let l_8681 = l_8680 + f64(0.008333333333333333);
l_mut_1486 = l_8681;
let l_8682 = l_mut_1486 * l_8661;
let l_8683 = l_8682 + f64(0.041666666666666664);
l_mut_1486 = l_8683;
let l_8684 = l_mut_1486 * l_8661;
let l_8685 = l_8684 + f64(0.16666666666666666);
l_mut_1486 = l_8685;
let l_8686 = l_mut_1486 * l_8661;
let l_8687 = l_8686 + f64(0.5);
l_mut_1486 = l_8687;
let l_8688 = l_8661 * l_8661;
let l_8689 = l_8688 * l_mut_1486;
let l_8690 = l_8661 + l_8689;
let l_8691 = f64(1.0) + l_8690;
let l_8692 = i32(l_8655);
let l_8693 = l_8692 + i32(1023);
let l_8694 = u64(l_8693);
let l_8695 = l_8694 << u32(bitcast<u64>(u64(52)));
let l_8696 = bitcast<f64>(l_8695);
let l_8697 = l_8691 * l_8696;
l_mut_1569 = l_8697;
}
}
}
let l_8698 = i32(l_8641);
let l_8699 = l_8698 + i32(1023);
let l_8700 = u64(l_8699);
let l_8701 = l_8700 << u32(bitcast<u64>(u64(52)));
let l_8702 = bitcast<f64>(l_8701);
let l_8703 = l_mut_1569 * l_8702;
l_mut_2584 = l_8703;
}
}
}
let l_8704 = l_mut_2838 * f64(1.4551915228366852e-11);
let l_8705 = l_mut_2584 * f64(1.4551915228366852e-11);
l_mut_411 = u32(2);
let l_8706 = l_mut_2838 - l_8704;
let l_8707 = abs(l_8706);
l_mut_1569 = f64(1.401298464324817e-45);
let l_8708 = l_8707 >= f64(1.1754943508222875e-38);
let l_8709 = l_8707 <= f64(1.7976931348623157e308);
let l_8710 = l_8708 && l_8709;
if l_8710 {
let l_8711 = bitcast<u64>(l_8707);
let l_8712 = l_8711 >> u32(bitcast<u64>(u64(52)));
let l_8713 = l_8712 - u64(23);
let l_8714 = l_8713 << u32(bitcast<u64>(u64(52)));
let l_8715 = bitcast<f64>(l_8714);
l_mut_1569 = l_8715;
}
let l_8716 = l_mut_2838 + l_8704;
let l_8717 = abs(l_8716);
l_mut_1486 = f64(1.401298464324817e-45);
let l_8718 = l_8717 >= f64(1.1754943508222875e-38);
let l_8719 = l_8717 <= f64(1.7976931348623157e308);
let l_8720 = l_8718 && l_8719;
if l_8720 {
let l_8721 = bitcast<u64>(l_8717);
let l_8722 = l_8721 >> u32(bitcast<u64>(u64(52)));
let l_8723 = l_8722 - u64(23);
let l_8724 = l_8723 << u32(bitcast<u64>(u64(52)));
let l_8725 = bitcast<f64>(l_8724);
l_mut_1486 = l_8725;
}
let l_8726 = l_mut_1569 == l_mut_1486;
let l_8727 = l_mut_2584 - l_8705;
let l_8728 = abs(l_8727);
l_mut_1569 = f64(1.401298464324817e-45);
let l_8729 = l_8728 >= f64(1.1754943508222875e-38);
let l_8730 = l_8728 <= f64(1.7976931348623157e308);
let l_8731 = l_8729 && l_8730;
if l_8731 {
let l_8732 = bitcast<u64>(l_8728);
let l_8733 = l_8732 >> u32(bitcast<u64>(u64(52)));
let l_8734 = l_8733 - u64(23);
let l_8735 = l_8734 << u32(bitcast<u64>(u64(52)));
let l_8736 = bitcast<f64>(l_8735);
l_mut_1569 = l_8736;
}
let l_8737 = l_mut_2584 + l_8705;
let l_8738 = abs(l_8737);
l_mut_1486 = f64(1.401298464324817e-45);
let l_8739 = l_8738 >= f64(1.1754943508222875e-38);
let l_8740 = l_8738 <= f64(1.7976931348623157e308);
let l_8741 = l_8739 && l_8740;
if l_8741 {
let l_8742 = bitcast<u64>(l_8738);
let l_8743 = l_8742 >> u32(bitcast<u64>(u64(52)));
let l_8744 = l_8743 - u64(23);
let l_8745 = l_8744 << u32(bitcast<u64>(u64(52)));
let l_8746 = bitcast<f64>(l_8745);
l_mut_1486 = l_8746;
}
let l_8747 = l_mut_1569 == l_mut_1486;
let l_8748 = l_8726 && l_8747;
if l_8748 {
let l_8749 = l_381 * l_mut_2838;
let l_8750 = abs(l_mut_2838);
l_mut_1569 = f64(1.401298464324817e-45);
let l_8751 = l_8750 >= f64(1.1754943508222875e-38);
let l_8752 = l_8750 <= f64(1.7976931348623157e308);
let l_8753 = l_8751 && l_8752;
if l_8753 {
let l_8754 = bitcast<u64>(l_8750);
let l_8755 = l_8754 >> u32(bitcast<u64>(u64(52)));
let l_8756 = l_8755 - u64(23);
let l_8757 = l_8756 << u32(bitcast<u64>(u64(52)));
let l_8758 = bitcast<f64>(l_8757);
l_mut_1569 = l_8758;
}
let l_8759 = f64(0.5) * l_mut_1569;
l_mut_1569 = l_8749;
let l_8760 = l_8759 > l_8749;
if l_8760 {
l_mut_1569 = l_8759;
}
let l_8761 = l_381 * l_mut_2584;
let l_8762 = abs(l_mut_2584);
l_mut_1486 = f64(1.401298464324817e-45);
let l_8763 = l_8762 >= f64(1.1754943508222875e-38);
let l_8764 = l_8762 <= f64(1.7976931348623157e308);
let l_8765 = l_8763 && l_8764;
if l_8765 {
let l_8766 = bitcast<u64>(l_8762);
let l_8767 = l_8766 >> u32(bitcast<u64>(u64(52)));
let l_8768 = l_8767 - u64(23);
let l_8769 = l_8768 << u32(bitcast<u64>(u64(52)));
let l_8770 = bitcast<f64>(l_8769);
l_mut_1486 = l_8770;
}
let l_8771 = f64(0.5) * l_mut_1486;
l_mut_1486 = l_8761;
let l_8772 = l_8771 > l_8761;
if l_8772 {
l_mut_1486 = l_8771;
}
let l_8773 = l_mut_2838 - l_mut_1569;
let l_8774 = l_mut_2584 + l_mut_1486;
let l_8775 = bitcast<u32>(l_146);
let l_8776 = l_8775 & u32(2147483647);
let l_8777 = bitcast<f32>(l_8776);
let l_8778 = f64(l_8777);
l_mut_2838 = l_8778;
let l_8779 = l_8776 < u32(8388608);
if l_8779 {
let l_8780 = f64(l_8776);
let l_8781 = l_8780 * f64(1.401298464324817e-45);
l_mut_2838 = l_8781;
}
let l_8782 = bitcast<u64>(l_mut_2838);
let l_8783 = l_8775 >> u32(31);
let l_8784 = u64(l_8783);
let l_8785 = l_8784 << u32(bitcast<u64>(u64(63)));
let l_8786 = l_8782 | l_8785;
let l_8787 = bitcast<f64>(l_8786);
let l_8788 = bitcast<u32>(l_146);
let l_8789 = l_8788 + u32(1);
l_mut_8790 = l_8789;
let l_8791 = l_8788 & u32(2147483647);
let l_8792 = l_8791 == u32(0);
if l_8792 {
l_mut_8790 = u32(1);
} else {
let l_8793 = l_8788 & u32(2147483648);
let l_8794 = l_8793 != u32(0);
if l_8794 {
let l_8795 = l_8788 - u32(1);
l_mut_8790 = l_8795;
} else {
let l_8796 = l_8788 == u32(2139095040);
if l_8796 {
l_mut_8790 = l_8788;
}
}
}
let l_8797 = bitcast<f32>(l_mut_8790);
let l_8798 = bitcast<u32>(l_8797);
let l_8799 = l_8798 & u32(2147483647);
let l_8800 = bitcast<f32>(l_8799);
let l_8801 = f64(l_8800);
l_mut_2838 = l_8801;
let l_8802 = l_8799 < u32(8388608);
if l_8802 {
let l_8803 = f64(l_8799);
let l_8804 = l_8803 * f64(1.401298464324817e-45);
l_mut_2838 = l_8804;
}
let l_8805 = bitcast<u64>(l_mut_2838);
let l_8806 = l_8798 >> u32(31);
let l_8807 = u64(l_8806);
let l_8808 = l_8807 << u32(bitcast<u64>(u64(63)));
let l_8809 = l_8805 | l_8808;
let l_8810 = bitcast<f64>(l_8809);
let l_8811 = bitcast<u32>(l_146);
let l_8812 = l_8811 ^ u32(2147483648);
let l_8813 = bitcast<f32>(l_8812);
let l_8814 = bitcast<u32>(l_8813);
let l_8815 = l_8814 + u32(1);
l_mut_8790 = l_8815;
let l_8816 = l_8814 & u32(2147483647);
let l_8817 = l_8816 == u32(0);
if l_8817 {
l_mut_8790 = u32(1);
} else {
let l_8818 = l_8814 & u32(2147483648);
let l_8819 = l_8818 != u32(0);
if l_8819 {
let l_8820 = l_8814 - u32(1);
l_mut_8790 = l_8820;
} else {
let l_8821 = l_8814 == u32(2139095040);
if l_8821 {
l_mut_8790 = l_8814;
}
}
}
let l_8822 = bitcast<f32>(l_mut_8790);
let l_8823 = bitcast<u32>(l_8822);
let l_8824 = l_8823 ^ u32(2147483648);
let l_8825 = bitcast<f32>(l_8824);
let l_8826 = bitcast<u32>(l_8825);
let l_8827 = l_8826 & u32(2147483647);
let l_8828 = bitcast<f32>(l_8827);
let l_8829 = f64(l_8828);
l_mut_2838 = l_8829;
let l_8830 = l_8827 < u32(8388608);
if l_8830 {
let l_8831 = f64(l_8827);
let l_8832 = l_8831 * f64(1.401298464324817e-45);
l_mut_2838 = l_8832;
}
let l_8833 = bitcast<u64>(l_mut_2838);
let l_8834 = l_8826 >> u32(31);
let l_8835 = u64(l_8834);
let l_8836 = l_8835 << u32(bitcast<u64>(u64(63)));
let l_8837 = l_8833 | l_8836;
let l_8838 = bitcast<f64>(l_8837);
let l_8839 = l_8773 + l_8704;
let l_8840 = l_8839 <= l_8787;
l_mut_7617 = l_8840;
let l_8841 = l_8773 - l_8704;
let l_8842 = l_8841 > l_8787;
l_mut_509 = l_8842;
let l_8843 = l_8774 - l_8705;
let l_8844 = l_8843 >= l_8787;
l_mut_506 = l_8844;
let l_8845 = l_8774 + l_8705;
let l_8846 = l_8845 < l_8787;
l_mut_503 = l_8846;
l_mut_8790 = u32(2);
let l_8847 = l_mut_509 || l_mut_503;
if l_8847 {
l_mut_8790 = u32(1);
} else {
let l_8848 = l_mut_7617 && l_mut_506;
if l_8848 {
l_mut_8790 = u32(0);
}
}
let l_8849 = bitcast<u32>(l_146);
let l_8850 = l_8849 & u32(2147483647);
let l_8851 = l_8850 == u32(0);
if l_8851 {
let l_8852 = l_8773 + l_8704;
let l_8853 = l_8852 < f64(1.1754943508222875e-38);
let l_8854 = l_8774 - l_8705;
let l_8855 = l_8854 > f64(-1.1754943508222875e-38);
let l_8856 = l_8853 && l_8855;
let l_8857 = l_8773 - l_8704;
let l_8858 = l_8857 < f64(1.1754943508222875e-38);
let l_8859 = l_8774 + l_8705;
let l_8860 = l_8859 > f64(-1.1754943508222875e-38);
let l_8861 = l_8858 && l_8860;
if l_8856 {
l_mut_8790 = u32(0);
} else {
let l_8862 = l_mut_8790 == u32(1);
let l_8863 = l_8861 && l_8862;
if l_8863 {
l_mut_8790 = u32(2);
}
}
}
l_mut_411 = l_mut_8790;
}
l_mut_452 = l_mut_411;
}
let l_8864 = l_375 == u32(16);
if l_8864 {
let l_8865 = abs(l_mut_3094);
let l_8866 = abs(l_8558);
l_mut_2838 = l_8865;
let l_8867 = l_8866 > l_8865;
if l_8867 {
l_mut_2838 = l_8866;
}
let l_8868 = f64(2.0) * l_mut_2838;
let l_8869 = l_387 + l_8868;
l_mut_2584 = l_8869;
if l_6520 {
let l_8870 = f64(2.0) * l_mut_2838;
let l_8871 = floor(l_8870);
let l_8872 = l_387 + l_8871;
l_mut_2584 = l_8872;
}
l_mut_8790 = u32(2);
let l_8873 = l_mut_2838 <= f64(300.0);
if l_8873 {
l_mut_2838 = l_mut_3094;
let l_8874 = l_mut_3094 > f64(1000.0);
if l_8874 {
let l_8875 = bitcast<u64>(l_mut_3094);
let l_8876 = l_8875 | u64(9218868437227405312);
let l_8877 = l_8876 & bitcast<u64>(i64(-4503599627370496));
let l_8878 = bitcast<f64>(l_8877);
l_mut_2838 = l_8878;
} else {
let l_8879 = l_mut_3094 < f64(-1000.0);
if l_8879 {
l_mut_2838 = f64(0.0);
} else {
let l_8880 = is_nan_1_f64(l_mut_3094);let l_8881 = !l_8880;
if l_8881 {
let l_8882 = l_mut_3094 + f64(0.5);
let l_8883 = floor(l_8882);
let l_8884 = l_mut_3094 - l_8883;
let l_8885 = l_8884 * f64(0.6931471824645996);
let l_8886 = l_8884 * f64(-1.904654299957768e-9);
let l_8887 = l_8885 + l_8886;
l_mut_3094 = l_8887;
let l_8888 = is_nan_1_f64(l_8887);if l_8888 {
} else {
let l_8889 = l_8887 < f64(-700.0);
if l_8889 {
l_mut_3094 = f64(0.0);
} else {
let l_8890 = l_8887 > f64(700.0);
if l_8890 {
let l_8891 = bitcast<u64>(l_8887);
let l_8892 = l_8891 | u64(9218868437227405312);
let l_8893 = l_8892 & bitcast<u64>(i64(-4503599627370496));
let l_8894 = bitcast<f64>(l_8893);
l_mut_3094 = l_8894;
} else {
let l_8895 = l_8887 * f64(1.4426950408889634);
let l_8896 = l_8895 + f64(0.5);
let l_8897 = floor(l_8896);
let l_8898 = l_8897 * f64(0.6931471824645996);
let l_8899 = l_8885 - l_8898;
let l_8900 = l_8899 * l_20;
let l_8901 = l_8897 * f64(-1.904654299957768e-9);
let l_8902 = l_8886 - l_8901;
let l_8903 = l_8900 + l_8902;
let l_8904 = l_8903 * f64(7.647163731819816e-13);
let l_8905 = l_8904 + f64(1.1470745597729725e-11);
l_mut_1569 = l_8905;
let l_8906 = l_mut_1569 * l_8903;
let l_8907 = l_8906 + f64(1.6059043836821613e-10);
l_mut_1569 = l_8907;
let l_8908 = l_mut_1569 * l_8903;
let l_8909 = l_8908 + f64(2.08767569878681e-9);
l_mut_1569 = l_8909;
let l_8910 = l_mut_1569 * l_8903;
let l_8911 = l_8910 + f64(2.505210838544172e-8);
l_mut_1569 = l_8911;
let l_8912 = l_mut_1569 * l_8903;
let l_8913 = l_8912 + f64(2.755731922398589e-7);
l_mut_1569 = l_8913;
let l_8914 = l_mut_1569 * l_8903;
let l_8915 = l_8914 + f64(2.7557319223985893e-6);
l_mut_1569 = l_8915;
let l_8916 = l_mut_1569 * l_8903;
let l_8917 = l_8916 + f64(2.48015873015873e-5);
l_mut_1569 = l_8917;
let l_8918 = l_mut_1569 * l_8903;
let l_8919 = l_8918 + f64(0.0001984126984126984);
l_mut_1569 = l_8919;
let l_8920 = l_mut_1569 * l_8903;
let l_8921 = l_8920 + f64(0.001388888888888889);
l_mut_1569 = l_8921;
let l_8922 = l_mut_1569 * l_8903;
let l_8923 = l_8922 + f64(0.008333333333333333);
l_mut_1569 = l_8923;
let l_8924 = l_mut_1569 * l_8903;
let l_8925 = l_8924 + f64(0.041666666666666664);
l_mut_1569 = l_8925;
let l_8926 = l_mut_1569 * l_8903;
let l_8927 = l_8926 + f64(0.16666666666666666);
l_mut_1569 = l_8927;
let l_8928 = l_mut_1569 * l_8903;
let l_8929 = l_8928 + f64(0.5);
l_mut_1569 = l_8929;
let l_8930 = l_8903 * l_8903;
let l_8931 = l_8930 * l_mut_1569;
let l_8932 = l_8903 + l_8931;
let l_8933 = f64(1.0) + l_8932;
let l_8934 = i32(l_8897);
let l_8935 = l_8934 + i32(1023);
let l_8936 = u64(l_8935);
let l_8937 = l_8936 << u32(bitcast<u64>(u64(52)));
let l_8938 = bitcast<f64>(l_8937);
let l_8939 = l_8933 * l_8938;
l_mut_3094 = l_8939;
}
}
}
let l_8940 = i32(l_8883);
let l_8941 = l_8940 + i32(1023);
let l_8942 = u64(l_8941);
let l_8943 = l_8942 << u32(bitcast<u64>(u64(52)));
let l_8944 = bitcast<f64>(l_8943);
let l_8945 = l_mut_3094 * l_8944;
l_mut_2838 = l_8945;
}
}
}
l_mut_3094 = l_8558;
let l_8946 = l_8558 > f64(1000.0);
if l_8946 {
let l_8947 = bitcast<u64>(l_8558);
let l_8948 = l_8947 | u64(9218868437227405312);
let l_8949 = l_8948 & bitcast<u64>(i64(-4503599627370496));
let l_8950 = bitcast<f64>(l_8949);
l_mut_3094 = l_8950;
} else {
let l_8951 = l_8558 < f64(-1000.0);
if l_8951 {
l_mut_3094 = f64(0.0);
} else {
let l_8952 = is_nan_1_f64(l_8558);let l_8953 = !l_8952;
if l_8953 {
let l_8954 = l_8558 + f64(0.5);
let l_8955 = floor(l_8954);
let l_8956 = l_8558 - l_8955;
let l_8957 = l_8956 * f64(0.6931471824645996);
let l_8958 = l_8956 * f64(-1.904654299957768e-9);
let l_8959 = l_8957 + l_8958;
l_mut_1569 = l_8959;
let l_8960 = is_nan_1_f64(l_8959);if l_8960 {
} else {
let l_8961 = l_8959 < f64(-700.0);
if l_8961 {
l_mut_1569 = f64(0.0);
} else {
let l_8962 = l_8959 > f64(700.0);
if l_8962 {
let l_8963 = bitcast<u64>(l_8959);
let l_8964 = l_8963 | u64(9218868437227405312);
let l_8965 = l_8964 & bitcast<u64>(i64(-4503599627370496));
let l_8966 = bitcast<f64>(l_8965);
l_mut_1569 = l_8966;
} else {
let l_8967 = l_8959 * f64(1.4426950408889634);
let l_8968 = l_8967 + f64(0.5);
let l_8969 = floor(l_8968);
let l_8970 = l_8969 * f64(0.6931471824645996);
let l_8971 = l_8957 - l_8970;
let l_8972 = l_8971 * l_20;
let l_8973 = l_8969 * f64(-1.904654299957768e-9);
let l_8974 = l_8958 - l_8973;
let l_8975 = l_8972 + l_8974;
let l_8976 = l_8975 * f64(7.647163731819816e-13);
let l_8977 = l_8976 + f64(1.1470745597729725e-11);
l_mut_1486 = l_8977;
let l_8978 = l_mut_1486 * l_8975;
let l_8979 = l_8978 + f64(1.6059043836821613e-10);
l_mut_1486 = l_8979;
let l_8980 = l_mut_1486 * l_8975;
let l_8981 = l_8980 + f64(2.08767569878681e-9);
l_mut_1486 = l_8981;
let l_8982 = l_mut_1486 * l_8975;
let l_8983 = l_8982 + f64(2.505210838544172e-8);
l_mut_1486 = l_8983;
let l_8984 = l_mut_1486 * l_8975;
let l_8985 = l_8984 + f64(2.755731922398589e-7);
l_mut_1486 = l_8985;
let l_8986 = l_mut_1486 * l_8975;
let l_8987 = l_8986 + f64(2.7557319223985893e-6);
l_mut_1486 = l_8987;
let l_8988 = l_mut_1486 * l_8975;
let l_8989 = l_8988 + f64(2.48015873015873e-5);
l_mut_1486 = l_8989;
let l_8990 = l_mut_1486 * l_8975;
let l_8991 = l_8990 + f64(0.0001984126984126984);
l_mut_1486 = l_8991;
let l_8992 = l_mut_1486 * l_8975;
let l_8993 = l_8992 + f64(0.001388888888888889);
l_mut_1486 = l_8993;
let l_8994 = l_mut_1486 * l_8975;
let l_8995 = l_8994 + f64(0.008333333333333333);
l_mut_1486 = l_8995;
let l_8996 = l_mut_1486 * l_8975;
let l_8997 = l_8996 + f64(0.041666666666666664);
l_mut_1486 = l_8997;
let l_8998 = l_mut_1486 * l_8975;
let l_8999 = l_8998 + f64(0.16666666666666666);
l_mut_1486 = l_8999;
let l_9000 = l_mut_1486 * l_8975;
let l_9001 = l_9000 + f64(0.5);
l_mut_1486 = l_9001;
let l_9002 = l_8975 * l_8975;
let l_9003 = l_9002 * l_mut_1486;
let l_9004 = l_8975 + l_9003;
let l_9005 = f64(1.0) + l_9004;
let l_9006 = i32(l_8969);
let l_9007 = l_9006 + i32(1023);
let l_9008 = u64(l_9007);
let l_9009 = l_9008 << u32(bitcast<u64>(u64(52)));
let l_9010 = bitcast<f64>(l_9009);
let l_9011 = l_9005 * l_9010;
l_mut_1569 = l_9011;
}
}
}
let l_9012 = i32(l_8955);
let l_9013 = l_9012 + i32(1023);
let l_9014 = u64(l_9013);
let l_9015 = l_9014 << u32(bitcast<u64>(u64(52)));
let l_9016 = bitcast<f64>(l_9015);
let l_9017 = l_mut_1569 * l_9016;
l_mut_3094 = l_9017;
}
}
}
let l_9018 = l_mut_2838 * f64(1.4551915228366852e-11);
let l_9019 = l_mut_3094 * f64(1.4551915228366852e-11);
let l_9020 = l_mut_2838 - l_9018;
let l_9021 = abs(l_9020);
l_mut_1569 = f64(1.401298464324817e-45);
let l_9022 = l_9021 >= f64(1.1754943508222875e-38);
let l_9023 = l_9021 <= f64(1.7976931348623157e308);
let l_9024 = l_9022 && l_9023;
if l_9024 {
let l_9025 = bitcast<u64>(l_9021);
let l_9026 = l_9025 >> u32(bitcast<u64>(u64(52)));
let l_9027 = l_9026 - u64(23);
let l_9028 = l_9027 << u32(bitcast<u64>(u64(52)));
let l_9029 = bitcast<f64>(l_9028);
l_mut_1569 = l_9029;
}
let l_9030 = l_mut_2838 + l_9018;
let l_9031 = abs(l_9030);
l_mut_1486 = f64(1.401298464324817e-45);
let l_9032 = l_9031 >= f64(1.1754943508222875e-38);
let l_9033 = l_9031 <= f64(1.7976931348623157e308);
let l_9034 = l_9032 && l_9033;
if l_9034 {
let l_9035 = bitcast<u64>(l_9031);
let l_9036 = l_9035 >> u32(bitcast<u64>(u64(52)));
let l_9037 = l_9036 - u64(23);
let l_9038 = l_9037 << u32(bitcast<u64>(u64(52)));
let l_9039 = bitcast<f64>(l_9038);
l_mut_1486 = l_9039;
}
let l_9040 = l_mut_1569 == l_mut_1486;
let l_9041 = l_mut_3094 - l_9019;
let l_9042 = abs(l_9041);
l_mut_1569 = f64(1.401298464324817e-45);
let l_9043 = l_9042 >= f64(1.1754943508222875e-38);
let l_9044 = l_9042 <= f64(1.7976931348623157e308);
let l_9045 = l_9043 && l_9044;
if l_9045 {
let l_9046 = bitcast<u64>(l_9042);
let l_9047 = l_9046 >> u32(bitcast<u64>(u64(52)));
let l_9048 = l_9047 - u64(23);
let l_9049 = l_9048 << u32(bitcast<u64>(u64(52)));
let l_9050 = bitcast<f64>(l_9049);
l_mut_1569 = l_9050;
}
let l_9051 = l_mut_3094 + l_9019;
let l_9052 = abs(l_9051);
l_mut_1486 = f64(1.401298464324817e-45);
let l_9053 = l_9052 >= f64(1.1754943508222875e-38);
let l_9054 = l_9052 <= f64(1.7976931348623157e308);
let l_9055 = l_9053 && l_9054;
if l_9055 {
let l_9056 = bitcast<u64>(l_9052);
let l_9057 = l_9056 >> u32(bitcast<u64>(u64(52)));
let l_9058 = l_9057 - u64(23);
let l_9059 = l_9058 << u32(bitcast<u64>(u64(52)));
let l_9060 = bitcast<f64>(l_9059);
l_mut_1486 = l_9060;
}
let l_9061 = l_mut_1569 == l_mut_1486;
let l_9062 = l_9040 && l_9061;
if l_9062 {
let l_9063 = abs(l_mut_2838);
l_mut_1569 = f64(1.401298464324817e-45);
let l_9064 = l_9063 >= f64(1.1754943508222875e-38);
let l_9065 = l_9063 <= f64(1.7976931348623157e308);
let l_9066 = l_9064 && l_9065;
if l_9066 {
let l_9067 = bitcast<u64>(l_9063);
let l_9068 = l_9067 >> u32(bitcast<u64>(u64(52)));
let l_9069 = l_9068 - u64(23);
let l_9070 = l_9069 << u32(bitcast<u64>(u64(52)));
let l_9071 = bitcast<f64>(l_9070);
l_mut_1569 = l_9071;
}
let l_9072 = l_mut_2584 * l_mut_1569;
let l_9073 = l_mut_2838 - l_9072;
let l_9074 = abs(l_mut_3094);
l_mut_2838 = f64(1.401298464324817e-45);
let l_9075 = l_9074 >= f64(1.1754943508222875e-38);
let l_9076 = l_9074 <= f64(1.7976931348623157e308);
let l_9077 = l_9075 && l_9076;
if l_9077 {
let l_9078 = bitcast<u64>(l_9074);
let l_9079 = l_9078 >> u32(bitcast<u64>(u64(52)));
let l_9080 = l_9079 - u64(23);
let l_9081 = l_9080 << u32(bitcast<u64>(u64(52)));
let l_9082 = bitcast<f64>(l_9081);
l_mut_2838 = l_9082;
}
let l_9083 = l_mut_2584 * l_mut_2838;
let l_9084 = l_mut_3094 + l_9083;
let l_9085 = bitcast<u32>(l_146);
let l_9086 = l_9085 & u32(2147483647);
let l_9087 = bitcast<f32>(l_9086);
let l_9088 = f64(l_9087);
l_mut_3094 = l_9088;
let l_9089 = l_9086 < u32(8388608);
if l_9089 {
let l_9090 = f64(l_9086);
let l_9091 = l_9090 * f64(1.401298464324817e-45);
l_mut_3094 = l_9091;
}
let l_9092 = bitcast<u64>(l_mut_3094);
let l_9093 = l_9085 >> u32(31);
let l_9094 = u64(l_9093);
let l_9095 = l_9094 << u32(bitcast<u64>(u64(63)));
let l_9096 = l_9092 | l_9095;
let l_9097 = bitcast<f64>(l_9096);
let l_9098 = bitcast<u32>(l_146);
let l_9099 = l_9098 + u32(1);
l_mut_411 = l_9099;
let l_9100 = l_9098 & u32(2147483647);
let l_9101 = l_9100 == u32(0);
if l_9101 {
l_mut_411 = u32(1);
} else {
let l_9102 = l_9098 & u32(2147483648);
let l_9103 = l_9102 != u32(0);
if l_9103 {
let l_9104 = l_9098 - u32(1);
l_mut_411 = l_9104;
} else {
let l_9105 = l_9098 == u32(2139095040);
if l_9105 {
l_mut_411 = l_9098;
}
}
}
let l_9106 = bitcast<f32>(l_mut_411);
let l_9107 = bitcast<u32>(l_9106);
let l_9108 = l_9107 & u32(2147483647);
let l_9109 = bitcast<f32>(l_9108);
let l_9110 = f64(l_9109);
l_mut_3094 = l_9110;
let l_9111 = l_9108 < u32(8388608);
if l_9111 {
let l_9112 = f64(l_9108);
let l_9113 = l_9112 * f64(1.401298464324817e-45);
l_mut_3094 = l_9113;
}
let l_9114 = bitcast<u64>(l_mut_3094);
let l_9115 = l_9107 >> u32(31);
let l_9116 = u64(l_9115);
let l_9117 = l_9116 << u32(bitcast<u64>(u64(63)));
let l_9118 = l_9114 | l_9117;
let l_9119 = bitcast<f64>(l_9118);
let l_9120 = bitcast<u32>(l_146);
let l_9121 = l_9120 ^ u32(2147483648);
let l_9122 = bitcast<f32>(l_9121);
let l_9123 = bitcast<u32>(l_9122);
let l_9124 = l_9123 + u32(1);
l_mut_411 = l_9124;
let l_9125 = l_9123 & u32(2147483647);
let l_9126 = l_9125 == u32(0);
if l_9126 {
l_mut_411 = u32(1);
} else {
let l_9127 = l_9123 & u32(2147483648);
let l_9128 = l_9127 != u32(0);
if l_9128 {
let l_9129 = l_9123 - u32(1);
l_mut_411 = l_9129;
} else {
let l_9130 = l_9123 == u32(2139095040);
if l_9130 {
l_mut_411 = l_9123;
}
}
}
let l_9131 = bitcast<f32>(l_mut_411);
let l_9132 = bitcast<u32>(l_9131);
let l_9133 = l_9132 ^ u32(2147483648);
let l_9134 = bitcast<f32>(l_9133);
let l_9135 = bitcast<u32>(l_9134);
let l_9136 = l_9135 & u32(2147483647);
let l_9137 = bitcast<f32>(l_9136);
let l_9138 = f64(l_9137);
l_mut_3094 = l_9138;
let l_9139 = l_9136 < u32(8388608);
if l_9139 {
let l_9140 = f64(l_9136);
let l_9141 = l_9140 * f64(1.401298464324817e-45);
l_mut_3094 = l_9141;
}
let l_9142 = bitcast<u64>(l_mut_3094);
let l_9143 = l_9135 >> u32(31);
let l_9144 = u64(l_9143);
let l_9145 = l_9144 << u32(bitcast<u64>(u64(63)));
let l_9146 = l_9142 | l_9145;
let l_9147 = bitcast<f64>(l_9146);
let l_9148 = l_9073 + l_9018;
let l_9149 = l_9148 <= l_9097;
l_mut_7617 = l_9149;
let l_9150 = l_9073 - l_9018;
let l_9151 = l_9150 > l_9097;
l_mut_509 = l_9151;
let l_9152 = l_9084 - l_9019;
let l_9153 = l_9152 >= l_9097;
l_mut_506 = l_9153;
let l_9154 = l_9084 + l_9019;
let l_9155 = l_9154 < l_9097;
l_mut_503 = l_9155;
if l_379 {
let l_9156 = l_9073 + l_9018;
let l_9157 = l_9156 < l_9119;
l_mut_7617 = l_9157;
let l_9158 = l_9073 - l_9018;
let l_9159 = l_9158 >= l_9119;
l_mut_509 = l_9159;
let l_9160 = l_9084 - l_9019;
let l_9161 = l_9160 > l_9147;
l_mut_506 = l_9161;
let l_9162 = l_9084 + l_9019;
let l_9163 = l_9162 <= l_9147;
l_mut_503 = l_9163;
}
l_mut_411 = u32(2);
let l_9164 = l_mut_509 || l_mut_503;
if l_9164 {
l_mut_411 = u32(1);
} else {
let l_9165 = l_mut_7617 && l_mut_506;
if l_9165 {
l_mut_411 = u32(0);
}
}
let l_9166 = bitcast<u32>(l_146);
let l_9167 = l_9166 & u32(2147483647);
let l_9168 = l_9167 == u32(0);
if l_9168 {
let l_9169 = l_9073 + l_9018;
let l_9170 = l_9169 < f64(1.1754943508222875e-38);
let l_9171 = l_9084 - l_9019;
let l_9172 = l_9171 > f64(-1.1754943508222875e-38);
let l_9173 = l_9170 && l_9172;
let l_9174 = l_9073 - l_9018;
let l_9175 = l_9174 < f64(1.1754943508222875e-38);
let l_9176 = l_9084 + l_9019;
let l_9177 = l_9176 > f64(-1.1754943508222875e-38);
let l_9178 = l_9175 && l_9177;
if l_9173 {
l_mut_411 = u32(0);
} else {
let l_9179 = l_mut_411 == u32(1);
let l_9180 = l_9178 && l_9179;
if l_9180 {
l_mut_411 = u32(2);
}
}
}
l_mut_8790 = l_mut_411;
}
}
l_mut_452 = l_mut_8790;
}
l_mut_8790 = u32(2);
let l_9181 = l_mut_3600 == u32(0);
if l_9181 {
l_mut_8790 = u32(0);
} else {
let l_9182 = l_mut_452 == u32(1);
if l_9182 {
l_mut_8790 = u32(1);
}
}
l_mut_4643 = l_mut_8790;
} else {
let l_9183 = l_6593 - l_mut_3348;
let l_9184 = l_9183 * l_391;
let l_9185 = l_6593 + l_mut_3348;
let l_9186 = l_9185 * l_391;
a_9187[u32(0)] = l_9184;
a_9187[u32(1)] = l_9184;
let l_9188 = a_9187[u32(0)];
let l_9189 = l_9186 < l_9188;
if l_9189 {
a_9187[u32(0)] = l_9186;
}
let l_9190 = a_9187[u32(0)];
let l_9191 = l_9184 < l_9190;
if l_9191 {
a_9187[u32(0)] = l_9184;
}
let l_9192 = a_9187[u32(0)];
let l_9193 = l_9186 < l_9192;
if l_9193 {
a_9187[u32(0)] = l_9186;
}
let l_9194 = a_9187[u32(1)];
let l_9195 = l_9186 > l_9194;
if l_9195 {
a_9187[u32(1)] = l_9186;
}
let l_9196 = a_9187[u32(1)];
let l_9197 = l_9184 > l_9196;
if l_9197 {
a_9187[u32(1)] = l_9184;
}
let l_9198 = a_9187[u32(1)];
let l_9199 = l_9186 > l_9198;
if l_9199 {
a_9187[u32(1)] = l_9186;
}
let l_9200 = abs(l_391);
let l_9201 = abs(l_6593);
let l_9202 = l_9201 + l_mut_3348;
let l_9203 = l_9202 * f64(2.220446049250313e-16);
let l_9204 = l_6636 + l_9203;
let l_9205 = l_9200 * l_9204;
let l_9206 = a_9187[u32(0)];
let l_9207 = abs(l_9206);
let l_9208 = l_9207 * f64(2.220446049250313e-16);
let l_9209 = l_9205 + l_9208;
let l_9210 = f64(2.0) * l_9209;
let l_9211 = a_9187[u32(1)];
let l_9212 = abs(l_9211);
let l_9213 = l_9212 * f64(2.220446049250313e-16);
let l_9214 = l_9205 + l_9213;
let l_9215 = f64(2.0) * l_9214;
let l_9216 = a_9187[u32(0)];
let l_9217 = l_9216 - l_9210;
let l_9218 = l_9217 * f64(7.1362384635298e44);
let l_9219 = floor(l_9218);
let l_9220 = l_9219 * f64(1.401298464324817e-45);
l_mut_3348 = l_9220;
let l_9221 = abs(l_9217);
let l_9222 = l_9221 >= f64(1.1754943508222875e-38);
if l_9222 {
let l_9223 = f32(l_9217);
let l_9224 = f64(l_9223);
l_mut_3348 = l_9224;
let l_9225 = l_mut_3348 > l_9217;
if l_9225 {
let l_9226 = bitcast<u32>(l_9223);
let l_9227 = l_9226 ^ u32(2147483648);
let l_9228 = bitcast<f32>(l_9227);
let l_9229 = bitcast<u32>(l_9228);
let l_9230 = l_9229 + u32(1);
l_mut_8790 = l_9230;
let l_9231 = l_9229 & u32(2147483647);
let l_9232 = l_9231 == u32(0);
if l_9232 {
l_mut_8790 = u32(1);
} else {
let l_9233 = l_9229 & u32(2147483648);
let l_9234 = l_9233 != u32(0);
if l_9234 {
let l_9235 = l_9229 - u32(1);
l_mut_8790 = l_9235;
} else {
let l_9236 = l_9229 == u32(2139095040);
if l_9236 {
l_mut_8790 = l_9229;
}
}
}
let l_9237 = bitcast<f32>(l_mut_8790);
let l_9238 = bitcast<u32>(l_9237);
let l_9239 = l_9238 ^ u32(2147483648);
let l_9240 = bitcast<f32>(l_9239);
let l_9241 = bitcast<u32>(l_9240);
let l_9242 = l_9241 & u32(2147483647);
let l_9243 = bitcast<f32>(l_9242);
let l_9244 = f64(l_9243);
l_mut_3094 = l_9244;
let l_9245 = l_9242 < u32(8388608);
if l_9245 {
let l_9246 = f64(l_9242);
let l_9247 = l_9246 * f64(1.401298464324817e-45);
l_mut_3094 = l_9247;
}
let l_9248 = bitcast<u64>(l_mut_3094);
let l_9249 = l_9241 >> u32(31);
let l_9250 = u64(l_9249);
let l_9251 = l_9250 << u32(bitcast<u64>(u64(63)));
let l_9252 = l_9248 | l_9251;
let l_9253 = bitcast<f64>(l_9252);
l_mut_3348 = l_9253;
} else {
let l_9254 = bitcast<u32>(l_9223);
let l_9255 = l_9254 + u32(1);
l_mut_8790 = l_9255;
let l_9256 = l_9254 & u32(2147483647);
let l_9257 = l_9256 == u32(0);
if l_9257 {
l_mut_8790 = u32(1);
} else {
let l_9258 = l_9254 & u32(2147483648);
let l_9259 = l_9258 != u32(0);
if l_9259 {
let l_9260 = l_9254 - u32(1);
l_mut_8790 = l_9260;
} else {
let l_9261 = l_9254 == u32(2139095040);
if l_9261 {
l_mut_8790 = l_9254;
}
}
}
let l_9262 = bitcast<f32>(l_mut_8790);
let l_9263 = bitcast<u32>(l_9262);
let l_9264 = l_9263 & u32(2147483647);
let l_9265 = bitcast<f32>(l_9264);
let l_9266 = f64(l_9265);
l_mut_3094 = l_9266;
let l_9267 = l_9264 < u32(8388608);
if l_9267 {
let l_9268 = f64(l_9264);
let l_9269 = l_9268 * f64(1.401298464324817e-45);
l_mut_3094 = l_9269;
}
let l_9270 = bitcast<u64>(l_mut_3094);
let l_9271 = l_9263 >> u32(31);
let l_9272 = u64(l_9271);
let l_9273 = l_9272 << u32(bitcast<u64>(u64(63)));
let l_9274 = l_9270 | l_9273;
let l_9275 = bitcast<f64>(l_9274);
let l_9276 = l_9275 <= l_9217;
if l_9276 {
let l_9277 = bitcast<u32>(l_9223);
let l_9278 = l_9277 + u32(1);
l_mut_8790 = l_9278;
let l_9279 = l_9277 & u32(2147483647);
let l_9280 = l_9279 == u32(0);
if l_9280 {
l_mut_8790 = u32(1);
} else {
let l_9281 = l_9277 & u32(2147483648);
let l_9282 = l_9281 != u32(0);
if l_9282 {
let l_9283 = l_9277 - u32(1);
l_mut_8790 = l_9283;
} else {
let l_9284 = l_9277 == u32(2139095040);
if l_9284 {
l_mut_8790 = l_9277;
}
}
}
let l_9285 = bitcast<f32>(l_mut_8790);
let l_9286 = bitcast<u32>(l_9285);
let l_9287 = l_9286 & u32(2147483647);
let l_9288 = bitcast<f32>(l_9287);
let l_9289 = f64(l_9288);
l_mut_3094 = l_9289;
let l_9290 = l_9287 < u32(8388608);
if l_9290 {
let l_9291 = f64(l_9287);
let l_9292 = l_9291 * f64(1.401298464324817e-45);
l_mut_3094 = l_9292;
}
let l_9293 = bitcast<u64>(l_mut_3094);
let l_9294 = l_9286 >> u32(31);
let l_9295 = u64(l_9294);
let l_9296 = l_9295 << u32(bitcast<u64>(u64(63)));
let l_9297 = l_9293 | l_9296;
let l_9298 = bitcast<f64>(l_9297);
l_mut_3348 = l_9298;
}
}
}
let l_9299 = l_9216 + l_9210;
let l_9300 = l_9299 * f64(7.1362384635298e44);
let l_9301 = floor(l_9300);
let l_9302 = l_9301 * f64(1.401298464324817e-45);
l_mut_3094 = l_9302;
let l_9303 = abs(l_9299);
let l_9304 = l_9303 >= f64(1.1754943508222875e-38);
if l_9304 {
let l_9305 = f32(l_9299);
let l_9306 = f64(l_9305);
l_mut_3094 = l_9306;
let l_9307 = l_mut_3094 > l_9299;
if l_9307 {
let l_9308 = bitcast<u32>(l_9305);
let l_9309 = l_9308 ^ u32(2147483648);
let l_9310 = bitcast<f32>(l_9309);
let l_9311 = bitcast<u32>(l_9310);
let l_9312 = l_9311 + u32(1);
l_mut_8790 = l_9312;
let l_9313 = l_9311 & u32(2147483647);
let l_9314 = l_9313 == u32(0);
if l_9314 {
l_mut_8790 = u32(1);
} else {
let l_9315 = l_9311 & u32(2147483648);
let l_9316 = l_9315 != u32(0);
if l_9316 {
let l_9317 = l_9311 - u32(1);
l_mut_8790 = l_9317;
} else {
let l_9318 = l_9311 == u32(2139095040);
if l_9318 {
l_mut_8790 = l_9311;
}
}
}
let l_9319 = bitcast<f32>(l_mut_8790);
let l_9320 = bitcast<u32>(l_9319);
let l_9321 = l_9320 ^ u32(2147483648);
let l_9322 = bitcast<f32>(l_9321);
let l_9323 = bitcast<u32>(l_9322);
let l_9324 = l_9323 & u32(2147483647);
let l_9325 = bitcast<f32>(l_9324);
let l_9326 = f64(l_9325);
l_mut_2838 = l_9326;
let l_9327 = l_9324 < u32(8388608);
if l_9327 {
let l_9328 = f64(l_9324);
let l_9329 = l_9328 * f64(1.401298464324817e-45);
l_mut_2838 = l_9329;
}
let l_9330 = bitcast<u64>(l_mut_2838);
let l_9331 = l_9323 >> u32(31);
let l_9332 = u64(l_9331);
let l_9333 = l_9332 << u32(bitcast<u64>(u64(63)));
let l_9334 = l_9330 | l_9333;
let l_9335 = bitcast<f64>(l_9334);
l_mut_3094 = l_9335;
} else {
let l_9336 = bitcast<u32>(l_9305);
let l_9337 = l_9336 + u32(1);
l_mut_8790 = l_9337;
let l_9338 = l_9336 & u32(2147483647);
let l_9339 = l_9338 == u32(0);
if l_9339 {
l_mut_8790 = u32(1);
} else {
let l_9340 = l_9336 & u32(2147483648);
let l_9341 = l_9340 != u32(0);
if l_9341 {
let l_9342 = l_9336 - u32(1);
l_mut_8790 = l_9342;
} else {
let l_9343 = l_9336 == u32(2139095040);
if l_9343 {
l_mut_8790 = l_9336;
}
}
}
let l_9344 = bitcast<f32>(l_mut_8790);
let l_9345 = bitcast<u32>(l_9344);
let l_9346 = l_9345 & u32(2147483647);
let l_9347 = bitcast<f32>(l_9346);
let l_9348 = f64(l_9347);
l_mut_2838 = l_9348;
let l_9349 = l_9346 < u32(8388608);
if l_9349 {
let l_9350 = f64(l_9346);
let l_9351 = l_9350 * f64(1.401298464324817e-45);
l_mut_2838 = l_9351;
}
let l_9352 = bitcast<u64>(l_mut_2838);
let l_9353 = l_9345 >> u32(31);
let l_9354 = u64(l_9353);
let l_9355 = l_9354 << u32(bitcast<u64>(u64(63)));
let l_9356 = l_9352 | l_9355;
let l_9357 = bitcast<f64>(l_9356);
let l_9358 = l_9357 <= l_9299;
if l_9358 {
let l_9359 = bitcast<u32>(l_9305);
let l_9360 = l_9359 + u32(1);
l_mut_8790 = l_9360;
let l_9361 = l_9359 & u32(2147483647);
let l_9362 = l_9361 == u32(0);
if l_9362 {
l_mut_8790 = u32(1);
} else {
let l_9363 = l_9359 & u32(2147483648);
let l_9364 = l_9363 != u32(0);
if l_9364 {
let l_9365 = l_9359 - u32(1);
l_mut_8790 = l_9365;
} else {
let l_9366 = l_9359 == u32(2139095040);
if l_9366 {
l_mut_8790 = l_9359;
}
}
}
let l_9367 = bitcast<f32>(l_mut_8790);
let l_9368 = bitcast<u32>(l_9367);
let l_9369 = l_9368 & u32(2147483647);
let l_9370 = bitcast<f32>(l_9369);
let l_9371 = f64(l_9370);
l_mut_2838 = l_9371;
let l_9372 = l_9369 < u32(8388608);
if l_9372 {
let l_9373 = f64(l_9369);
let l_9374 = l_9373 * f64(1.401298464324817e-45);
l_mut_2838 = l_9374;
}
let l_9375 = bitcast<u64>(l_mut_2838);
let l_9376 = l_9368 >> u32(31);
let l_9377 = u64(l_9376);
let l_9378 = l_9377 << u32(bitcast<u64>(u64(63)));
let l_9379 = l_9375 | l_9378;
let l_9380 = bitcast<f64>(l_9379);
l_mut_3094 = l_9380;
}
}
}
let l_9381 = l_mut_3348 == l_mut_3094;
let l_9382 = a_9187[u32(1)];
let l_9383 = l_9382 - l_9215;
let l_9384 = l_9383 * f64(7.1362384635298e44);
let l_9385 = floor(l_9384);
let l_9386 = l_9385 * f64(1.401298464324817e-45);
l_mut_3348 = l_9386;
let l_9387 = abs(l_9383);
let l_9388 = l_9387 >= f64(1.1754943508222875e-38);
if l_9388 {
let l_9389 = f32(l_9383);
let l_9390 = f64(l_9389);
l_mut_3348 = l_9390;
let l_9391 = l_mut_3348 > l_9383;
if l_9391 {
let l_9392 = bitcast<u32>(l_9389);
let l_9393 = l_9392 ^ u32(2147483648);
let l_9394 = bitcast<f32>(l_9393);
let l_9395 = bitcast<u32>(l_9394);
let l_9396 = l_9395 + u32(1);
l_mut_8790 = l_9396;
let l_9397 = l_9395 & u32(2147483647);
let l_9398 = l_9397 == u32(0);
if l_9398 {
l_mut_8790 = u32(1);
} else {
let l_9399 = l_9395 & u32(2147483648);
let l_9400 = l_9399 != u32(0);
if l_9400 {
let l_9401 = l_9395 - u32(1);
l_mut_8790 = l_9401;
} else {
let l_9402 = l_9395 == u32(2139095040);
if l_9402 {
l_mut_8790 = l_9395;
}
}
}
let l_9403 = bitcast<f32>(l_mut_8790);
let l_9404 = bitcast<u32>(l_9403);
let l_9405 = l_9404 ^ u32(2147483648);
let l_9406 = bitcast<f32>(l_9405);
let l_9407 = bitcast<u32>(l_9406);
let l_9408 = l_9407 & u32(2147483647);
let l_9409 = bitcast<f32>(l_9408);
let l_9410 = f64(l_9409);
l_mut_3094 = l_9410;
let l_9411 = l_9408 < u32(8388608);
if l_9411 {
let l_9412 = f64(l_9408);
let l_9413 = l_9412 * f64(1.401298464324817e-45);
l_mut_3094 = l_9413;
}
let l_9414 = bitcast<u64>(l_mut_3094);
let l_9415 = l_9407 >> u32(31);
let l_9416 = u64(l_9415);
let l_9417 = l_9416 << u32(bitcast<u64>(u64(63)));
let l_9418 = l_9414 | l_9417;
let l_9419 = bitcast<f64>(l_9418);
l_mut_3348 = l_9419;
} else {
let l_9420 = bitcast<u32>(l_9389);
let l_9421 = l_9420 + u32(1);
l_mut_8790 = l_9421;
let l_9422 = l_9420 & u32(2147483647);
let l_9423 = l_9422 == u32(0);
if l_9423 {
l_mut_8790 = u32(1);
} else {
let l_9424 = l_9420 & u32(2147483648);
let l_9425 = l_9424 != u32(0);
if l_9425 {
let l_9426 = l_9420 - u32(1);
l_mut_8790 = l_9426;
} else {
let l_9427 = l_9420 == u32(2139095040);
if l_9427 {
l_mut_8790 = l_9420;
}
}
}
let l_9428 = bitcast<f32>(l_mut_8790);
let l_9429 = bitcast<u32>(l_9428);
let l_9430 = l_9429 & u32(2147483647);
let l_9431 = bitcast<f32>(l_9430);
let l_9432 = f64(l_9431);
l_mut_3094 = l_9432;
let l_9433 = l_9430 < u32(8388608);
if l_9433 {
let l_9434 = f64(l_9430);
let l_9435 = l_9434 * f64(1.401298464324817e-45);
l_mut_3094 = l_9435;
}
let l_9436 = bitcast<u64>(l_mut_3094);
let l_9437 = l_9429 >> u32(31);
let l_9438 = u64(l_9437);
let l_9439 = l_9438 << u32(bitcast<u64>(u64(63)));
let l_9440 = l_9436 | l_9439;
let l_9441 = bitcast<f64>(l_9440);
let l_9442 = l_9441 <= l_9383;
if l_9442 {
let l_9443 = bitcast<u32>(l_9389);
let l_9444 = l_9443 + u32(1);
l_mut_8790 = l_9444;
let l_9445 = l_9443 & u32(2147483647);
let l_9446 = l_9445 == u32(0);
if l_9446 {
l_mut_8790 = u32(1);
} else {
let l_9447 = l_9443 & u32(2147483648);
let l_9448 = l_9447 != u32(0);
if l_9448 {
let l_9449 = l_9443 - u32(1);
l_mut_8790 = l_9449;
} else {
let l_9450 = l_9443 == u32(2139095040);
if l_9450 {
l_mut_8790 = l_9443;
}
}
}
let l_9451 = bitcast<f32>(l_mut_8790);
let l_9452 = bitcast<u32>(l_9451);
let l_9453 = l_9452 & u32(2147483647);
let l_9454 = bitcast<f32>(l_9453);
let l_9455 = f64(l_9454);
l_mut_3094 = l_9455;
let l_9456 = l_9453 < u32(8388608);
if l_9456 {
let l_9457 = f64(l_9453);
let l_9458 = l_9457 * f64(1.401298464324817e-45);
l_mut_3094 = l_9458;
}
let l_9459 = bitcast<u64>(l_mut_3094);
let l_9460 = l_9452 >> u32(31);
let l_9461 = u64(l_9460);
let l_9462 = l_9461 << u32(bitcast<u64>(u64(63)));
let l_9463 = l_9459 | l_9462;
let l_9464 = bitcast<f64>(l_9463);
l_mut_3348 = l_9464;
}
}
}
let l_9465 = l_9382 + l_9215;
let l_9466 = l_9465 * f64(7.1362384635298e44);
let l_9467 = floor(l_9466);
let l_9468 = l_9467 * f64(1.401298464324817e-45);
l_mut_3094 = l_9468;
let l_9469 = abs(l_9465);
let l_9470 = l_9469 >= f64(1.1754943508222875e-38);
if l_9470 {
let l_9471 = f32(l_9465);
let l_9472 = f64(l_9471);
l_mut_3094 = l_9472;
let l_9473 = l_mut_3094 > l_9465;
if l_9473 {
let l_9474 = bitcast<u32>(l_9471);
let l_9475 = l_9474 ^ u32(2147483648);
let l_9476 = bitcast<f32>(l_9475);
let l_9477 = bitcast<u32>(l_9476);
let l_9478 = l_9477 + u32(1);
l_mut_8790 = l_9478;
let l_9479 = l_9477 & u32(2147483647);
let l_9480 = l_9479 == u32(0);
if l_9480 {
l_mut_8790 = u32(1);
} else {
let l_9481 = l_9477 & u32(2147483648);
let l_9482 = l_9481 != u32(0);
if l_9482 {
let l_9483 = l_9477 - u32(1);
l_mut_8790 = l_9483;
} else {
let l_9484 = l_9477 == u32(2139095040);
if l_9484 {
l_mut_8790 = l_9477;
}
}
}
let l_9485 = bitcast<f32>(l_mut_8790);
let l_9486 = bitcast<u32>(l_9485);
let l_9487 = l_9486 ^ u32(2147483648);
let l_9488 = bitcast<f32>(l_9487);
let l_9489 = bitcast<u32>(l_9488);
let l_9490 = l_9489 & u32(2147483647);
let l_9491 = bitcast<f32>(l_9490);
let l_9492 = f64(l_9491);
l_mut_2838 = l_9492;
let l_9493 = l_9490 < u32(8388608);
if l_9493 {
let l_9494 = f64(l_9490);
let l_9495 = l_9494 * f64(1.401298464324817e-45);
l_mut_2838 = l_9495;
}
let l_9496 = bitcast<u64>(l_mut_2838);
let l_9497 = l_9489 >> u32(31);
let l_9498 = u64(l_9497);
let l_9499 = l_9498 << u32(bitcast<u64>(u64(63)));
let l_9500 = l_9496 | l_9499;
let l_9501 = bitcast<f64>(l_9500);
l_mut_3094 = l_9501;
} else {
let l_9502 = bitcast<u32>(l_9471);
let l_9503 = l_9502 + u32(1);
l_mut_8790 = l_9503;
let l_9504 = l_9502 & u32(2147483647);
let l_9505 = l_9504 == u32(0);
if l_9505 {
l_mut_8790 = u32(1);
} else {
let l_9506 = l_9502 & u32(2147483648);
let l_9507 = l_9506 != u32(0);
if l_9507 {
let l_9508 = l_9502 - u32(1);
l_mut_8790 = l_9508;
} else {
let l_9509 = l_9502 == u32(2139095040);
if l_9509 {
l_mut_8790 = l_9502;
}
}
}
let l_9510 = bitcast<f32>(l_mut_8790);
let l_9511 = bitcast<u32>(l_9510);
let l_9512 = l_9511 & u32(2147483647);
let l_9513 = bitcast<f32>(l_9512);
let l_9514 = f64(l_9513);
l_mut_2838 = l_9514;
let l_9515 = l_9512 < u32(8388608);
if l_9515 {
let l_9516 = f64(l_9512);
let l_9517 = l_9516 * f64(1.401298464324817e-45);
l_mut_2838 = l_9517;
}
let l_9518 = bitcast<u64>(l_mut_2838);
let l_9519 = l_9511 >> u32(31);
let l_9520 = u64(l_9519);
let l_9521 = l_9520 << u32(bitcast<u64>(u64(63)));
let l_9522 = l_9518 | l_9521;
let l_9523 = bitcast<f64>(l_9522);
let l_9524 = l_9523 <= l_9465;
if l_9524 {
let l_9525 = bitcast<u32>(l_9471);
let l_9526 = l_9525 + u32(1);
l_mut_8790 = l_9526;
let l_9527 = l_9525 & u32(2147483647);
let l_9528 = l_9527 == u32(0);
if l_9528 {
l_mut_8790 = u32(1);
} else {
let l_9529 = l_9525 & u32(2147483648);
let l_9530 = l_9529 != u32(0);
if l_9530 {
let l_9531 = l_9525 - u32(1);
l_mut_8790 = l_9531;
} else {
let l_9532 = l_9525 == u32(2139095040);
if l_9532 {
l_mut_8790 = l_9525;
}
}
}
let l_9533 = bitcast<f32>(l_mut_8790);
let l_9534 = bitcast<u32>(l_9533);
let l_9535 = l_9534 & u32(2147483647);
let l_9536 = bitcast<f32>(l_9535);
let l_9537 = f64(l_9536);
l_mut_2838 = l_9537;
let l_9538 = l_9535 < u32(8388608);
if l_9538 {
let l_9539 = f64(l_9535);
let l_9540 = l_9539 * f64(1.401298464324817e-45);
l_mut_2838 = l_9540;
}
let l_9541 = bitcast<u64>(l_mut_2838);
let l_9542 = l_9534 >> u32(31);
let l_9543 = u64(l_9542);
let l_9544 = l_9543 << u32(bitcast<u64>(u64(63)));
let l_9545 = l_9541 | l_9544;
let l_9546 = bitcast<f64>(l_9545);
l_mut_3094 = l_9546;
}
}
}
let l_9547 = l_mut_3348 == l_mut_3094;
let l_9548 = l_9381 && l_9547;
if l_9548 {
let l_9549 = a_9187[u32(0)];
let l_9550 = l_9549 * f64(7.1362384635298e44);
let l_9551 = floor(l_9550);
let l_9552 = l_9551 * f64(1.401298464324817e-45);
l_mut_3348 = l_9552;
let l_9553 = abs(l_9549);
let l_9554 = l_9553 >= f64(1.1754943508222875e-38);
if l_9554 {
let l_9555 = f32(l_9549);
let l_9556 = f64(l_9555);
l_mut_3348 = l_9556;
let l_9557 = l_mut_3348 > l_9549;
if l_9557 {
let l_9558 = bitcast<u32>(l_9555);
let l_9559 = l_9558 ^ u32(2147483648);
let l_9560 = bitcast<f32>(l_9559);
let l_9561 = bitcast<u32>(l_9560);
let l_9562 = l_9561 + u32(1);
l_mut_8790 = l_9562;
let l_9563 = l_9561 & u32(2147483647);
let l_9564 = l_9563 == u32(0);
if l_9564 {
l_mut_8790 = u32(1);
} else {
let l_9565 = l_9561 & u32(2147483648);
let l_9566 = l_9565 != u32(0);
if l_9566 {
let l_9567 = l_9561 - u32(1);
l_mut_8790 = l_9567;
} else {
let l_9568 = l_9561 == u32(2139095040);
if l_9568 {
l_mut_8790 = l_9561;
}
}
}
let l_9569 = bitcast<f32>(l_mut_8790);
let l_9570 = bitcast<u32>(l_9569);
let l_9571 = l_9570 ^ u32(2147483648);
let l_9572 = bitcast<f32>(l_9571);
let l_9573 = bitcast<u32>(l_9572);
let l_9574 = l_9573 & u32(2147483647);
let l_9575 = bitcast<f32>(l_9574);
let l_9576 = f64(l_9575);
l_mut_3094 = l_9576;
let l_9577 = l_9574 < u32(8388608);
if l_9577 {
let l_9578 = f64(l_9574);
let l_9579 = l_9578 * f64(1.401298464324817e-45);
l_mut_3094 = l_9579;
}
let l_9580 = bitcast<u64>(l_mut_3094);
let l_9581 = l_9573 >> u32(31);
let l_9582 = u64(l_9581);
let l_9583 = l_9582 << u32(bitcast<u64>(u64(63)));
let l_9584 = l_9580 | l_9583;
let l_9585 = bitcast<f64>(l_9584);
l_mut_3348 = l_9585;
} else {
let l_9586 = bitcast<u32>(l_9555);
let l_9587 = l_9586 + u32(1);
l_mut_8790 = l_9587;
let l_9588 = l_9586 & u32(2147483647);
let l_9589 = l_9588 == u32(0);
if l_9589 {
l_mut_8790 = u32(1);
} else {
let l_9590 = l_9586 & u32(2147483648);
let l_9591 = l_9590 != u32(0);
if l_9591 {
let l_9592 = l_9586 - u32(1);
l_mut_8790 = l_9592;
} else {
let l_9593 = l_9586 == u32(2139095040);
if l_9593 {
l_mut_8790 = l_9586;
}
}
}
let l_9594 = bitcast<f32>(l_mut_8790);
let l_9595 = bitcast<u32>(l_9594);
let l_9596 = l_9595 & u32(2147483647);
let l_9597 = bitcast<f32>(l_9596);
let l_9598 = f64(l_9597);
l_mut_3094 = l_9598;
let l_9599 = l_9596 < u32(8388608);
if l_9599 {
let l_9600 = f64(l_9596);
let l_9601 = l_9600 * f64(1.401298464324817e-45);
l_mut_3094 = l_9601;
}
let l_9602 = bitcast<u64>(l_mut_3094);
let l_9603 = l_9595 >> u32(31);
let l_9604 = u64(l_9603);
let l_9605 = l_9604 << u32(bitcast<u64>(u64(63)));
let l_9606 = l_9602 | l_9605;
let l_9607 = bitcast<f64>(l_9606);
let l_9608 = l_9607 <= l_9549;
if l_9608 {
let l_9609 = bitcast<u32>(l_9555);
let l_9610 = l_9609 + u32(1);
l_mut_8790 = l_9610;
let l_9611 = l_9609 & u32(2147483647);
let l_9612 = l_9611 == u32(0);
if l_9612 {
l_mut_8790 = u32(1);
} else {
let l_9613 = l_9609 & u32(2147483648);
let l_9614 = l_9613 != u32(0);
if l_9614 {
let l_9615 = l_9609 - u32(1);
l_mut_8790 = l_9615;
} else {
let l_9616 = l_9609 == u32(2139095040);
if l_9616 {
l_mut_8790 = l_9609;
}
}
}
let l_9617 = bitcast<f32>(l_mut_8790);
let l_9618 = bitcast<u32>(l_9617);
let l_9619 = l_9618 & u32(2147483647);
let l_9620 = bitcast<f32>(l_9619);
let l_9621 = f64(l_9620);
l_mut_3094 = l_9621;
let l_9622 = l_9619 < u32(8388608);
if l_9622 {
let l_9623 = f64(l_9619);
let l_9624 = l_9623 * f64(1.401298464324817e-45);
l_mut_3094 = l_9624;
}
let l_9625 = bitcast<u64>(l_mut_3094);
let l_9626 = l_9618 >> u32(31);
let l_9627 = u64(l_9626);
let l_9628 = l_9627 << u32(bitcast<u64>(u64(63)));
let l_9629 = l_9625 | l_9628;
let l_9630 = bitcast<f64>(l_9629);
l_mut_3348 = l_9630;
}
}
}
let l_9631 = a_9187[u32(1)];
let l_9632 = -l_9631;
let l_9633 = l_9632 * f64(7.1362384635298e44);
let l_9634 = floor(l_9633);
let l_9635 = l_9634 * f64(1.401298464324817e-45);
l_mut_3094 = l_9635;
let l_9636 = abs(l_9632);
let l_9637 = l_9636 >= f64(1.1754943508222875e-38);
if l_9637 {
let l_9638 = f32(l_9632);
let l_9639 = f64(l_9638);
l_mut_3094 = l_9639;
let l_9640 = l_mut_3094 > l_9632;
if l_9640 {
let l_9641 = bitcast<u32>(l_9638);
let l_9642 = l_9641 ^ u32(2147483648);
let l_9643 = bitcast<f32>(l_9642);
let l_9644 = bitcast<u32>(l_9643);
let l_9645 = l_9644 + u32(1);
l_mut_8790 = l_9645;
let l_9646 = l_9644 & u32(2147483647);
let l_9647 = l_9646 == u32(0);
if l_9647 {
l_mut_8790 = u32(1);
} else {
let l_9648 = l_9644 & u32(2147483648);
let l_9649 = l_9648 != u32(0);
if l_9649 {
let l_9650 = l_9644 - u32(1);
l_mut_8790 = l_9650;
} else {
let l_9651 = l_9644 == u32(2139095040);
if l_9651 {
l_mut_8790 = l_9644;
}
}
}
let l_9652 = bitcast<f32>(l_mut_8790);
let l_9653 = bitcast<u32>(l_9652);
let l_9654 = l_9653 ^ u32(2147483648);
let l_9655 = bitcast<f32>(l_9654);
let l_9656 = bitcast<u32>(l_9655);
let l_9657 = l_9656 & u32(2147483647);
let l_9658 = bitcast<f32>(l_9657);
let l_9659 = f64(l_9658);
l_mut_2838 = l_9659;
let l_9660 = l_9657 < u32(8388608);
if l_9660 {
let l_9661 = f64(l_9657);
let l_9662 = l_9661 * f64(1.401298464324817e-45);
l_mut_2838 = l_9662;
}
let l_9663 = bitcast<u64>(l_mut_2838);
let l_9664 = l_9656 >> u32(31);
let l_9665 = u64(l_9664);
let l_9666 = l_9665 << u32(bitcast<u64>(u64(63)));
let l_9667 = l_9663 | l_9666;
let l_9668 = bitcast<f64>(l_9667);
l_mut_3094 = l_9668;
} else {
let l_9669 = bitcast<u32>(l_9638);
let l_9670 = l_9669 + u32(1);
l_mut_8790 = l_9670;
let l_9671 = l_9669 & u32(2147483647);
let l_9672 = l_9671 == u32(0);
if l_9672 {
l_mut_8790 = u32(1);
} else {
let l_9673 = l_9669 & u32(2147483648);
let l_9674 = l_9673 != u32(0);
if l_9674 {
let l_9675 = l_9669 - u32(1);
l_mut_8790 = l_9675;
} else {
let l_9676 = l_9669 == u32(2139095040);
if l_9676 {
l_mut_8790 = l_9669;
}
}
}
let l_9677 = bitcast<f32>(l_mut_8790);
let l_9678 = bitcast<u32>(l_9677);
let l_9679 = l_9678 & u32(2147483647);
let l_9680 = bitcast<f32>(l_9679);
let l_9681 = f64(l_9680);
l_mut_2838 = l_9681;
let l_9682 = l_9679 < u32(8388608);
if l_9682 {
let l_9683 = f64(l_9679);
let l_9684 = l_9683 * f64(1.401298464324817e-45);
l_mut_2838 = l_9684;
}
let l_9685 = bitcast<u64>(l_mut_2838);
let l_9686 = l_9678 >> u32(31);
let l_9687 = u64(l_9686);
let l_9688 = l_9687 << u32(bitcast<u64>(u64(63)));
let l_9689 = l_9685 | l_9688;
let l_9690 = bitcast<f64>(l_9689);
let l_9691 = l_9690 <= l_9632;
if l_9691 {
let l_9692 = bitcast<u32>(l_9638);
let l_9693 = l_9692 + u32(1);
l_mut_8790 = l_9693;
let l_9694 = l_9692 & u32(2147483647);
let l_9695 = l_9694 == u32(0);
if l_9695 {
l_mut_8790 = u32(1);
} else {
let l_9696 = l_9692 & u32(2147483648);
let l_9697 = l_9696 != u32(0);
if l_9697 {
let l_9698 = l_9692 - u32(1);
l_mut_8790 = l_9698;
} else {
let l_9699 = l_9692 == u32(2139095040);
if l_9699 {
l_mut_8790 = l_9692;
}
}
}
let l_9700 = bitcast<f32>(l_mut_8790);
let l_9701 = bitcast<u32>(l_9700);
let l_9702 = l_9701 & u32(2147483647);
let l_9703 = bitcast<f32>(l_9702);
let l_9704 = f64(l_9703);
l_mut_2838 = l_9704;
let l_9705 = l_9702 < u32(8388608);
if l_9705 {
let l_9706 = f64(l_9702);
let l_9707 = l_9706 * f64(1.401298464324817e-45);
l_mut_2838 = l_9707;
}
let l_9708 = bitcast<u64>(l_mut_2838);
let l_9709 = l_9701 >> u32(31);
let l_9710 = u64(l_9709);
let l_9711 = l_9710 << u32(bitcast<u64>(u64(63)));
let l_9712 = l_9708 | l_9711;
let l_9713 = bitcast<f64>(l_9712);
l_mut_3094 = l_9713;
}
}
}
let l_9714 = -l_mut_3094;
let l_9715 = abs(l_mut_3348);
let l_9716 = abs(l_9714);
l_mut_3094 = l_9715;
let l_9717 = l_9716 > l_9715;
if l_9717 {
l_mut_3094 = l_9716;
}
let l_9718 = f64(2.0) * l_mut_3094;
let l_9719 = l_387 + l_9718;
l_mut_2838 = l_9719;
if l_6520 {
let l_9720 = f64(2.0) * l_mut_3094;
let l_9721 = floor(l_9720);
let l_9722 = l_387 + l_9721;
l_mut_2838 = l_9722;
}
l_mut_8790 = u32(2);
let l_9723 = l_mut_3094 <= f64(300.0);
if l_9723 {
l_mut_3094 = l_mut_3348;
let l_9724 = l_mut_3348 > f64(1000.0);
if l_9724 {
let l_9725 = bitcast<u64>(l_mut_3348);
let l_9726 = l_9725 | u64(9218868437227405312);
let l_9727 = l_9726 & bitcast<u64>(i64(-4503599627370496));
let l_9728 = bitcast<f64>(l_9727);
l_mut_3094 = l_9728;
} else {
let l_9729 = l_mut_3348 < f64(-1000.0);
if l_9729 {
l_mut_3094 = f64(0.0);
} else {
let l_9730 = is_nan_1_f64(l_mut_3348);let l_9731 = !l_9730;
if l_9731 {
let l_9732 = l_mut_3348 + f64(0.5);
let l_9733 = floor(l_9732);
let l_9734 = l_mut_3348 - l_9733;
let l_9735 = l_9734 * f64(0.6931471824645996);
let l_9736 = l_9734 * f64(-1.904654299957768e-9);
let l_9737 = l_9735 + l_9736;
l_mut_3348 = l_9737;
let l_9738 = is_nan_1_f64(l_9737);if l_9738 {
} else {
let l_9739 = l_9737 < f64(-700.0);
if l_9739 {
l_mut_3348 = f64(0.0);
} else {
let l_9740 = l_9737 > f64(700.0);
if l_9740 {
let l_9741 = bitcast<u64>(l_9737);
let l_9742 = l_9741 | u64(9218868437227405312);
let l_9743 = l_9742 & bitcast<u64>(i64(-4503599627370496));
let l_9744 = bitcast<f64>(l_9743);
l_mut_3348 = l_9744;
} else {
let l_9745 = l_9737 * f64(1.4426950408889634);
let l_9746 = l_9745 + f64(0.5);
let l_9747 = floor(l_9746);
let l_9748 = l_9747 * f64(0.6931471824645996);
let l_9749 = l_9735 - l_9748;
let l_9750 = l_9749 * l_20;
let l_9751 = l_9747 * f64(-1.904654299957768e-9);
let l_9752 = l_9736 - l_9751;
let l_9753 = l_9750 + l_9752;
let l_9754 = l_9753 * f64(7.647163731819816e-13);
let l_9755 = l_9754 + f64(1.1470745597729725e-11);
l_mut_2584 = l_9755;
let l_9756 = l_mut_2584 * l_9753;
let l_9757 = l_9756 + f64(1.6059043836821613e-10);
l_mut_2584 = l_9757;
let l_9758 = l_mut_2584 * l_9753;
let l_9759 = l_9758 + f64(2.08767569878681e-9);
l_mut_2584 = l_9759;
let l_9760 = l_mut_2584 * l_9753;
let l_9761 = l_9760 + f64(2.505210838544172e-8);
l_mut_2584 = l_9761;
let l_9762 = l_mut_2584 * l_9753;
let l_9763 = l_9762 + f64(2.755731922398589e-7);
l_mut_2584 = l_9763;
let l_9764 = l_mut_2584 * l_9753;
let l_9765 = l_9764 + f64(2.7557319223985893e-6);
l_mut_2584 = l_9765;
let l_9766 = l_mut_2584 * l_9753;
let l_9767 = l_9766 + f64(2.48015873015873e-5);
l_mut_2584 = l_9767;
let l_9768 = l_mut_2584 * l_9753;
let l_9769 = l_9768 + f64(0.0001984126984126984);
l_mut_2584 = l_9769;
let l_9770 = l_mut_2584 * l_9753;
let l_9771 = l_9770 + f64(0.001388888888888889);
l_mut_2584 = l_9771;
let l_9772 = l_mut_2584 * l_9753;
let l_9773 = l_9772 + f64(0.008333333333333333);
l_mut_2584 = l_9773;
let l_9774 = l_mut_2584 * l_9753;
let l_9775 = l_9774 + f64(0.041666666666666664);
l_mut_2584 = l_9775;
let l_9776 = l_mut_2584 * l_9753;
let l_9777 = l_9776 + f64(0.16666666666666666);
l_mut_2584 = l_9777;
let l_9778 = l_mut_2584 * l_9753;
let l_9779 = l_9778 + f64(0.5);
l_mut_2584 = l_9779;
let l_9780 = l_9753 * l_9753;
let l_9781 = l_9780 * l_mut_2584;
let l_9782 = l_9753 + l_9781;
let l_9783 = f64(1.0) + l_9782;
let l_9784 = i32(l_9747);
let l_9785 = l_9784 + i32(1023);
let l_9786 = u64(l_9785);
let l_9787 = l_9786 << u32(bitcast<u64>(u64(52)));
let l_9788 = bitcast<f64>(l_9787);
let l_9789 = l_9783 * l_9788;
l_mut_3348 = l_9789;
}
}
}
let l_9790 = i32(l_9733);
let l_9791 = l_9790 + i32(1023);
let l_9792 = u64(l_9791);
let l_9793 = l_9792 << u32(bitcast<u64>(u64(52)));
let l_9794 = bitcast<f64>(l_9793);
let l_9795 = l_mut_3348 * l_9794;
l_mut_3094 = l_9795;
}
}
}
l_mut_3348 = l_9714;
let l_9796 = l_9714 > f64(1000.0);
if l_9796 {
let l_9797 = bitcast<u64>(l_9714);
let l_9798 = l_9797 | u64(9218868437227405312);
let l_9799 = l_9798 & bitcast<u64>(i64(-4503599627370496));
let l_9800 = bitcast<f64>(l_9799);
l_mut_3348 = l_9800;
} else {
let l_9801 = l_9714 < f64(-1000.0);
if l_9801 {
l_mut_3348 = f64(0.0);
} else {
let l_9802 = is_nan_1_f64(l_9714);let l_9803 = !l_9802;
if l_9803 {
let l_9804 = l_9714 + f64(0.5);
let l_9805 = floor(l_9804);
let l_9806 = l_9714 - l_9805;
let l_9807 = l_9806 * f64(0.6931471824645996);
let l_9808 = l_9806 * f64(-1.904654299957768e-9);
let l_9809 = l_9807 + l_9808;
l_mut_2584 = l_9809;
let l_9810 = is_nan_1_f64(l_9809);if l_9810 {
} else {
let l_9811 = l_9809 < f64(-700.0);
if l_9811 {
l_mut_2584 = f64(0.0);
} else {
let l_9812 = l_9809 > f64(700.0);
if l_9812 {
let l_9813 = bitcast<u64>(l_9809);
let l_9814 = l_9813 | u64(9218868437227405312);
let l_9815 = l_9814 & bitcast<u64>(i64(-4503599627370496));
let l_9816 = bitcast<f64>(l_9815);
l_mut_2584 = l_9816;
} else {
let l_9817 = l_9809 * f64(1.4426950408889634);
let l_9818 = l_9817 + f64(0.5);
let l_9819 = floor(l_9818);
let l_9820 = l_9819 * f64(0.6931471824645996);
let l_9821 = l_9807 - l_9820;
let l_9822 = l_9821 * l_20;
let l_9823 = l_9819 * f64(-1.904654299957768e-9);
let l_9824 = l_9808 - l_9823;
let l_9825 = l_9822 + l_9824;
let l_9826 = l_9825 * f64(7.647163731819816e-13);
let l_9827 = l_9826 + f64(1.1470745597729725e-11);
l_mut_1569 = l_9827;
let l_9828 = l_mut_1569 * l_9825;
let l_9829 = l_9828 + f64(1.6059043836821613e-10);
l_mut_1569 = l_9829;
let l_9830 = l_mut_1569 * l_9825;
let l_9831 = l_9830 + f64(2.08767569878681e-9);
l_mut_1569 = l_9831;
let l_9832 = l_mut_1569 * l_9825;
let l_9833 = l_9832 + f64(2.505210838544172e-8);
l_mut_1569 = l_9833;
let l_9834 = l_mut_1569 * l_9825;
let l_9835 = l_9834 + f64(2.755731922398589e-7);
l_mut_1569 = l_9835;
let l_9836 = l_mut_1569 * l_9825;
let l_9837 = l_9836 + f64(2.7557319223985893e-6);
l_mut_1569 = l_9837;
let l_9838 = l_mut_1569 * l_9825;
let l_9839 = l_9838 + f64(2.48015873015873e-5);
l_mut_1569 = l_9839;
let l_9840 = l_mut_1569 * l_9825;
let l_9841 = l_9840 + f64(0.0001984126984126984);
l_mut_1569 = l_9841;
let l_9842 = l_mut_1569 * l_9825;
let l_9843 = l_9842 + f64(0.001388888888888889);
l_mut_1569 = l_9843;
let l_9844 = l_mut_1569 * l_9825;
let l_9845 = l_9844 + f64(0.008333333333333333);
l_mut_1569 = l_9845;
let l_9846 = l_mut_1569 * l_9825;
let l_9847 = l_9846 + f64(0.041666666666666664);
l_mut_1569 = l_9847;
let l_9848 = l_mut_1569 * l_9825;
let l_9849 = l_9848 + f64(0.16666666666666666);
l_mut_1569 = l_9849;
let l_9850 = l_mut_1569 * l_9825;
let l_9851 = l_9850 + f64(0.5);
l_mut_1569 = l_9851;
let l_9852 = l_9825 * l_9825;
let l_9853 = l_9852 * l_mut_1569;
let l_9854 = l_9825 + l_9853;
let l_9855 = f64(1.0) + l_9854;
let l_9856 = i32(l_9819);
let l_9857 = l_9856 + i32(1023);
let l_9858 = u64(l_9857);
let l_9859 = l_9858 << u32(bitcast<u64>(u64(52)));
let l_9860 = bitcast<f64>(l_9859);
let l_9861 = l_9855 * l_9860;
l_mut_2584 = l_9861;
}
}
}
let l_9862 = i32(l_9805);
let l_9863 = l_9862 + i32(1023);
let l_9864 = u64(l_9863);
let l_9865 = l_9864 << u32(bitcast<u64>(u64(52)));
let l_9866 = bitcast<f64>(l_9865);
let l_9867 = l_mut_2584 * l_9866;
l_mut_3348 = l_9867;
}
}
}
let l_9868 = l_mut_3094 * f64(1.4551915228366852e-11);
let l_9869 = l_mut_3348 * f64(1.4551915228366852e-11);
let l_9870 = l_mut_3094 - l_9868;
let l_9871 = abs(l_9870);
l_mut_2584 = f64(1.401298464324817e-45);
let l_9872 = l_9871 >= f64(1.1754943508222875e-38);
let l_9873 = l_9871 <= f64(1.7976931348623157e308);
let l_9874 = l_9872 && l_9873;
if l_9874 {
let l_9875 = bitcast<u64>(l_9871);
let l_9876 = l_9875 >> u32(bitcast<u64>(u64(52)));
let l_9877 = l_9876 - u64(23);
let l_9878 = l_9877 << u32(bitcast<u64>(u64(52)));
let l_9879 = bitcast<f64>(l_9878);
l_mut_2584 = l_9879;
}
let l_9880 = l_mut_3094 + l_9868;
let l_9881 = abs(l_9880);
l_mut_1569 = f64(1.401298464324817e-45);
let l_9882 = l_9881 >= f64(1.1754943508222875e-38);
let l_9883 = l_9881 <= f64(1.7976931348623157e308);
let l_9884 = l_9882 && l_9883;
if l_9884 {
let l_9885 = bitcast<u64>(l_9881);
let l_9886 = l_9885 >> u32(bitcast<u64>(u64(52)));
let l_9887 = l_9886 - u64(23);
let l_9888 = l_9887 << u32(bitcast<u64>(u64(52)));
let l_9889 = bitcast<f64>(l_9888);
l_mut_1569 = l_9889;
}
let l_9890 = l_mut_2584 == l_mut_1569;
let l_9891 = l_mut_3348 - l_9869;
let l_9892 = abs(l_9891);
l_mut_2584 = f64(1.401298464324817e-45);
let l_9893 = l_9892 >= f64(1.1754943508222875e-38);
let l_9894 = l_9892 <= f64(1.7976931348623157e308);
let l_9895 = l_9893 && l_9894;
if l_9895 {
let l_9896 = bitcast<u64>(l_9892);
let l_9897 = l_9896 >> u32(bitcast<u64>(u64(52)));
let l_9898 = l_9897 - u64(23);
let l_9899 = l_9898 << u32(bitcast<u64>(u64(52)));
let l_9900 = bitcast<f64>(l_9899);
l_mut_2584 = l_9900;
}
let l_9901 = l_mut_3348 + l_9869;
let l_9902 = abs(l_9901);
l_mut_1569 = f64(1.401298464324817e-45);
let l_9903 = l_9902 >= f64(1.1754943508222875e-38);
let l_9904 = l_9902 <= f64(1.7976931348623157e308);
let l_9905 = l_9903 && l_9904;
if l_9905 {
let l_9906 = bitcast<u64>(l_9902);
let l_9907 = l_9906 >> u32(bitcast<u64>(u64(52)));
let l_9908 = l_9907 - u64(23);
let l_9909 = l_9908 << u32(bitcast<u64>(u64(52)));
let l_9910 = bitcast<f64>(l_9909);
l_mut_1569 = l_9910;
}
let l_9911 = l_mut_2584 == l_mut_1569;
let l_9912 = l_9890 && l_9911;
if l_9912 {
let l_9913 = abs(l_mut_3094);
l_mut_2584 = f64(1.401298464324817e-45);
let l_9914 = l_9913 >= f64(1.1754943508222875e-38);
let l_9915 = l_9913 <= f64(1.7976931348623157e308);
let l_9916 = l_9914 && l_9915;
if l_9916 {
let l_9917 = bitcast<u64>(l_9913);
let l_9918 = l_9917 >> u32(bitcast<u64>(u64(52)));
let l_9919 = l_9918 - u64(23);
let l_9920 = l_9919 << u32(bitcast<u64>(u64(52)));
let l_9921 = bitcast<f64>(l_9920);
l_mut_2584 = l_9921;
}
let l_9922 = l_mut_2838 * l_mut_2584;
let l_9923 = l_mut_3094 - l_9922;
let l_9924 = abs(l_mut_3348);
l_mut_3094 = f64(1.401298464324817e-45);
let l_9925 = l_9924 >= f64(1.1754943508222875e-38);
let l_9926 = l_9924 <= f64(1.7976931348623157e308);
let l_9927 = l_9925 && l_9926;
if l_9927 {
let l_9928 = bitcast<u64>(l_9924);
let l_9929 = l_9928 >> u32(bitcast<u64>(u64(52)));
let l_9930 = l_9929 - u64(23);
let l_9931 = l_9930 << u32(bitcast<u64>(u64(52)));
let l_9932 = bitcast<f64>(l_9931);
l_mut_3094 = l_9932;
}
let l_9933 = l_mut_2838 * l_mut_3094;
let l_9934 = l_mut_3348 + l_9933;
let l_9935 = bitcast<u32>(l_146);
let l_9936 = l_9935 & u32(2147483647);
let l_9937 = bitcast<f32>(l_9936);
let l_9938 = f64(l_9937);
l_mut_3348 = l_9938;
let l_9939 = l_9936 < u32(8388608);
if l_9939 {
let l_9940 = f64(l_9936);
let l_9941 = l_9940 * f64(1.401298464324817e-45);
l_mut_3348 = l_9941;
}
let l_9942 = bitcast<u64>(l_mut_3348);
let l_9943 = l_9935 >> u32(31);
let l_9944 = u64(l_9943);
let l_9945 = l_9944 << u32(bitcast<u64>(u64(63)));
let l_9946 = l_9942 | l_9945;
let l_9947 = bitcast<f64>(l_9946);
let l_9948 = bitcast<u32>(l_146);
let l_9949 = l_9948 + u32(1);
l_mut_3600 = l_9949;
let l_9950 = l_9948 & u32(2147483647);
let l_9951 = l_9950 == u32(0);
if l_9951 {
l_mut_3600 = u32(1);
} else {
let l_9952 = l_9948 & u32(2147483648);
let l_9953 = l_9952 != u32(0);
if l_9953 {
let l_9954 = l_9948 - u32(1);
l_mut_3600 = l_9954;
} else {
let l_9955 = l_9948 == u32(2139095040);
if l_9955 {
l_mut_3600 = l_9948;
}
}
}
let l_9956 = bitcast<f32>(l_mut_3600);
let l_9957 = bitcast<u32>(l_9956);
let l_9958 = l_9957 & u32(2147483647);
let l_9959 = bitcast<f32>(l_9958);
let l_9960 = f64(l_9959);
l_mut_3348 = l_9960;
let l_9961 = l_9958 < u32(8388608);
if l_9961 {
let l_9962 = f64(l_9958);
let l_9963 = l_9962 * f64(1.401298464324817e-45);
l_mut_3348 = l_9963;
}
let l_9964 = bitcast<u64>(l_mut_3348);
let l_9965 = l_9957 >> u32(31);
let l_9966 = u64(l_9965);
let l_9967 = l_9966 << u32(bitcast<u64>(u64(63)));
let l_9968 = l_9964 | l_9967;
let l_9969 = bitcast<f64>(l_9968);
let l_9970 = bitcast<u32>(l_146);
let l_9971 = l_9970 ^ u32(2147483648);
let l_9972 = bitcast<f32>(l_9971);
let l_9973 = bitcast<u32>(l_9972);
let l_9974 = l_9973 + u32(1);
l_mut_3600 = l_9974;
let l_9975 = l_9973 & u32(2147483647);
let l_9976 = l_9975 == u32(0);
if l_9976 {
l_mut_3600 = u32(1);
} else {
let l_9977 = l_9973 & u32(2147483648);
let l_9978 = l_9977 != u32(0);
if l_9978 {
let l_9979 = l_9973 - u32(1);
l_mut_3600 = l_9979;
} else {
let l_9980 = l_9973 == u32(2139095040);
if l_9980 {
l_mut_3600 = l_9973;
}
}
}
let l_9981 = bitcast<f32>(l_mut_3600);
let l_9982 = bitcast<u32>(l_9981);
let l_9983 = l_9982 ^ u32(2147483648);
let l_9984 = bitcast<f32>(l_9983);
let l_9985 = bitcast<u32>(l_9984);
let l_9986 = l_9985 & u32(2147483647);
let l_9987 = bitcast<f32>(l_9986);
let l_9988 = f64(l_9987);
l_mut_3348 = l_9988;
let l_9989 = l_9986 < u32(8388608);
if l_9989 {
let l_9990 = f64(l_9986);
let l_9991 = l_9990 * f64(1.401298464324817e-45);
l_mut_3348 = l_9991;
}
let l_9992 = bitcast<u64>(l_mut_3348);
let l_9993 = l_9985 >> u32(31);
let l_9994 = u64(l_9993);
let l_9995 = l_9994 << u32(bitcast<u64>(u64(63)));
let l_9996 = l_9992 | l_9995;
let l_9997 = bitcast<f64>(l_9996);
let l_9998 = l_9923 + l_9868;
let l_9999 = l_9998 <= l_9947;
l_mut_7617 = l_9999;
let l_10000 = l_9923 - l_9868;
let l_10001 = l_10000 > l_9947;
l_mut_509 = l_10001;
let l_10002 = l_9934 - l_9869;
let l_10003 = l_10002 >= l_9947;
l_mut_506 = l_10003;
let l_10004 = l_9934 + l_9869;
let l_10005 = l_10004 < l_9947;
l_mut_503 = l_10005;
l_mut_3600 = u32(2);
let l_10006 = l_mut_509 || l_mut_503;
if l_10006 {
l_mut_3600 = u32(1);
} else {
let l_10007 = l_mut_7617 && l_mut_506;
if l_10007 {
l_mut_3600 = u32(0);
}
}
let l_10008 = bitcast<u32>(l_146);
let l_10009 = l_10008 & u32(2147483647);
let l_10010 = l_10009 == u32(0);
if l_10010 {
let l_10011 = l_9923 + l_9868;
let l_10012 = l_10011 < f64(1.1754943508222875e-38);
let l_10013 = l_9934 - l_9869;
let l_10014 = l_10013 > f64(-1.1754943508222875e-38);
let l_10015 = l_10012 && l_10014;
let l_10016 = l_9923 - l_9868;
let l_10017 = l_10016 < f64(1.1754943508222875e-38);
let l_10018 = l_9934 + l_9869;
let l_10019 = l_10018 > f64(-1.1754943508222875e-38);
let l_10020 = l_10017 && l_10019;
if l_10015 {
l_mut_3600 = u32(0);
} else {
let l_10021 = l_mut_3600 == u32(1);
let l_10022 = l_10020 && l_10021;
if l_10022 {
l_mut_3600 = u32(2);
}
}
}
l_mut_8790 = l_mut_3600;
}
}
l_mut_4643 = l_mut_8790;
}
}
}
l_mut_268 = l_mut_4643;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
a_10[l_mut_373] = l_mut_268;
let l_10023 = a_10[l_mut_373];
let l_10024 = l_10023 == u32(2);
if l_10024 {
l_mut_370 = bool(false);
}
}
}
let l_10025 = l_mut_329 == u32(4294967293);
if l_10025 {
let l_10026 = a_8[u32(0)];
let l_10027 = l_10026 + u32(1);
a_8[u32(0)] = l_10027;
} else {
if l_mut_370 {
l_mut_3348 = l_360;
let l_10028 = l_mut_3348 < f64(-17.0);
if l_10028 {
l_mut_3348 = f64(-17.0);
}
let l_10029 = l_mut_3348 > f64(17.0);
if l_10029 {
l_mut_3348 = f64(17.0);
}
let l_10030 = l_mut_3348 + f64(16.0);
let l_10031 = l_10030 + f64(1.0);
let l_10032 = u32(l_10031);
let l_10033 = u32(2) + l_10032;
let l_10034 = a_8[l_10033];
let l_10035 = l_10034 + u32(1);
a_8[l_10033] = l_10035;
let l_10036 = bitcast<u32>(l_146);
let l_10037 = l_10036 & u32(2147483647);
let l_10038 = bitcast<f32>(l_10037);
let l_10039 = f64(l_10038);
l_mut_3348 = l_10039;
let l_10040 = l_10037 < u32(8388608);
if l_10040 {
let l_10041 = f64(l_10037);
let l_10042 = l_10041 * f64(1.401298464324817e-45);
l_mut_3348 = l_10042;
}
let l_10043 = bitcast<u64>(l_mut_3348);
let l_10044 = l_10036 >> u32(31);
let l_10045 = u64(l_10044);
let l_10046 = l_10045 << u32(bitcast<u64>(u64(63)));
let l_10047 = l_10043 | l_10046;
let l_10048 = bitcast<f64>(l_10047);
let l_10049 = abs(l_mut_151);
let l_10050 = l_mut_151 * f64(0.0);
let l_10051 = l_10050 + f64(7.1362384635298e44);
l_mut_3348 = l_10051;
let l_10052 = l_10049 >= f64(2.350988701644575e-38);
if l_10052 {
let l_10053 = l_mut_329 & u32(2147483647);
let l_10054 = bitcast<f32>(l_10053);
let l_10055 = f64(l_10054);
let l_10056 = l_10053 & u32(2139095040);
let l_10057 = bitcast<f32>(l_10056);
let l_10058 = f64(l_10057);
let l_10059 = l_10055 > l_10049;
let l_10060 = l_10053 & u32(8388607);
let l_10061 = l_10060 == u32(0);
let l_10062 = l_10059 && l_10061;
let l_10063 = l_10058 * f64(1.1920928955078125e-7);
let l_10064 = f64(l_10062);
let l_10065 = f64(0.5) * l_10064;
let l_10066 = f64(1.0) - l_10065;
let l_10067 = l_10063 * l_10066;
let l_10068 = f64(1.0) / l_10067;
l_mut_3348 = l_10068;
}
let l_10069 = l_10048 - l_mut_151;
let l_10070 = l_10069 * l_mut_3348;
let l_10071 = u32(2) * u32(0);
let l_10072 = u32(45) + l_10071;
let l_10073 = abs(l_10070);
let l_10074 = a_9[u32(0)];
let l_10075 = abs(l_10074);
let l_10076 = l_10073 > l_10075;
l_mut_7617 = l_10076;
let l_10077 = u32(0) == u32(0);
if l_10077 {
let l_10078 = a_9[u32(0)];
let l_10079 = l_10070 < l_10078;
l_mut_7617 = l_10079;
} else {
let l_10080 = u32(0) == u32(1);
if l_10080 {
let l_10081 = a_9[u32(0)];
let l_10082 = l_10070 > l_10081;
l_mut_7617 = l_10082;
}
}
let l_10083 = a_8[l_10072];
let l_10084 = l_10083 == u32(4294967295);
let l_10085 = l_10084 || l_mut_7617;
if l_10085 {
a_8[l_10072] = l_27;
let l_10086 = l_10072 + u32(1);
a_8[l_10086] = l_341;
a_9[u32(0)] = l_10070;
}
let l_10087 = u32(2) * u32(1);
let l_10088 = u32(45) + l_10087;
let l_10089 = abs(l_10070);
let l_10090 = a_9[u32(1)];
let l_10091 = abs(l_10090);
let l_10092 = l_10089 > l_10091;
l_mut_7617 = l_10092;
let l_10093 = u32(1) == u32(0);
if l_10093 {
let l_10094 = a_9[u32(1)];
let l_10095 = l_10070 < l_10094;
l_mut_7617 = l_10095;
} else {
let l_10096 = u32(1) == u32(1);
if l_10096 {
let l_10097 = a_9[u32(1)];
let l_10098 = l_10070 > l_10097;
l_mut_7617 = l_10098;
}
}
let l_10099 = a_8[l_10088];
let l_10100 = l_10099 == u32(4294967295);
let l_10101 = l_10100 || l_mut_7617;
if l_10101 {
a_8[l_10088] = l_27;
let l_10102 = l_10088 + u32(1);
a_8[l_10102] = l_341;
a_9[u32(1)] = l_10070;
}
let l_10103 = l_360 != f64(0.0);
if l_10103 {

for (var l_mut_10104: u32 = u32(0); l_mut_10104 < u32(8); l_mut_10104++) {
let l_10105 = a_10[l_mut_10104];
let l_10106 = l_10105 == u32(1);
if l_10106 {
let l_10107 = u32(37) + l_mut_10104;
let l_10108 = a_8[l_10107];
let l_10109 = l_10108 + u32(1);
a_8[l_10107] = l_10109;
let l_10110 = u32(2) + l_mut_10104;
let l_10111 = u32(2) * l_10110;
let l_10112 = u32(45) + l_10111;
let l_10113 = abs(l_10070);
let l_10114 = a_9[l_10110];
let l_10115 = abs(l_10114);
let l_10116 = l_10113 > l_10115;
l_mut_7617 = l_10116;
let l_10117 = l_10110 == u32(0);
if l_10117 {
let l_10118 = a_9[l_10110];
let l_10119 = l_10070 < l_10118;
l_mut_7617 = l_10119;
} else {
let l_10120 = l_10110 == u32(1);
if l_10120 {
let l_10121 = a_9[l_10110];
let l_10122 = l_10070 > l_10121;
l_mut_7617 = l_10122;
}
}
let l_10123 = a_8[l_10112];
let l_10124 = l_10123 == u32(4294967295);
let l_10125 = l_10124 || l_mut_7617;
if l_10125 {
a_8[l_10112] = l_27;
let l_10126 = l_10112 + u32(1);
a_8[l_10126] = l_341;
a_9[l_10110] = l_10070;
}
}
}
}
} else {
let l_10127 = a_8[u32(1)];
let l_10128 = l_2 + l_10127;
let l_10129 = l_10128 * u32(2);
let l_10312 = info.static_meta[u32(7)];
let l_10313 = l_10312 * u32(1);
let l_10314 = l_10129 < l_10313;
if l_10314 {
buffer_7_global[l_10129] = l_27;
}
let l_10130 = l_10129 + u32(1);
let l_10315 = info.static_meta[u32(7)];
let l_10316 = l_10315 * u32(1);
let l_10317 = l_10130 < l_10316;
if l_10317 {
buffer_7_global[l_10130] = l_341;
}
let l_10131 = a_8[u32(1)];
let l_10132 = l_10131 + u32(1);
a_8[u32(1)] = l_10132;
}
}
}

for (var l_mut_10133: u32 = u32(0); l_mut_10133 < u32(65); l_mut_10133++) {
let l_10134 = id * u32(65);
let l_10135 = l_10134 + l_mut_10133;
let l_10136 = a_8[l_mut_10133];
let l_10318 = info.static_meta[u32(5)];
let l_10319 = l_10318 * u32(1);
let l_10320 = l_10135 < l_10319;
if l_10320 {
buffer_5_global[l_10135] = l_10136;
}
}

for (var l_mut_10137: u32 = u32(0); l_mut_10137 < u32(10); l_mut_10137++) {
let l_10138 = id * u32(10);
let l_10139 = l_10138 + l_mut_10137;
let l_10140 = a_9[l_mut_10137];
let l_10321 = info.static_meta[u32(6)];
let l_10322 = l_10321 * u32(1);
let l_10323 = l_10139 < l_10322;
if l_10323 {
buffer_6_global[l_10139] = l_10140;
}
}
}
}
fn powf_primitive_f64(lhs: f64, rhs: f64) -> f64 {
    let modulo = rhs % 2.0;
    if rhs == 0.0 {
        return 1.0;
    }
    if (modulo == 0.0) {
        // Even number
        return pow(abs(lhs), rhs);
    } else if (modulo == 1.0 && lhs < 0.0) {
        // Odd number
        return -1.0 * pow(-1.0 * lhs, rhs);
    } else {
        // Float number
        return pow(lhs, rhs);
    }
}


fn powf_scalar_1_f64(lhs: f64, rhs: f64, ) -> f64{
    return powf_primitive_f64(lhs, rhs, );
}



fn is_nan_primitive_f64(x: f64) -> bool {
    let bits = bitcast<u64>(x);
    let abs_bits = bits & 0x7ff0000000000000;
    return abs_bits > 0x7fffffffffffffff;
}


fn is_nan_1_f64(x: f64, ) -> bool{
    return is_nan_primitive_f64(x, );
}
