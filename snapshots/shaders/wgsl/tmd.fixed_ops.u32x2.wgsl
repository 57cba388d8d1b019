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

struct info_st {
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn fixed_ops(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_44: u32;
var l_mut_45: u32;
var l_mut_50: u32;
var l_mut_60: u32;
var l_mut_66: u32;
var l_mut_82: u32;
var l_mut_85: u32;
var l_mut_86: u32;
var l_mut_91: u32;
let l_0 = info.static_meta[u32(7)];
let l_1 = id < l_0;
if l_1 {
let l_2 = u32(2) * id;
let l_187 = info.static_meta[u32(0)];
let l_188 = l_187 * u32(1);
let l_189 = l_2 < l_188;
let l_190 = l_188 - u32(1);
let l_191 = min(l_2, l_190);
let l_192 = buffer_0_global[l_191];
let l_193 = select(u32(0), l_192, l_189);
let l_3 = l_193;
let l_4 = u32(2) * id;
let l_5 = l_4 + u32(1);
let l_194 = info.static_meta[u32(0)];
let l_195 = l_194 * u32(1);
let l_196 = l_5 < l_195;
let l_197 = l_195 - u32(1);
let l_198 = min(l_5, l_197);
let l_199 = buffer_0_global[l_198];
let l_200 = select(u32(0), l_199, l_196);
let l_6 = l_200;
let l_7 = u32(2) * id;
let l_201 = info.static_meta[u32(1)];
let l_202 = l_201 * u32(1);
let l_203 = l_7 < l_202;
let l_204 = l_202 - u32(1);
let l_205 = min(l_7, l_204);
let l_206 = buffer_1_global[l_205];
let l_207 = select(u32(0), l_206, l_203);
let l_8 = l_207;
let l_9 = u32(2) * id;
let l_10 = l_9 + u32(1);
let l_208 = info.static_meta[u32(1)];
let l_209 = l_208 * u32(1);
let l_210 = l_10 < l_209;
let l_211 = l_209 - u32(1);
let l_212 = min(l_10, l_211);
let l_213 = buffer_1_global[l_212];
let l_214 = select(u32(0), l_213, l_210);
let l_11 = l_214;
let l_215 = info.static_meta[u32(2)];
let l_216 = l_215 * u32(1);
let l_217 = id < l_216;
let l_218 = l_216 - u32(1);
let l_219 = min(id, l_218);
let l_220 = buffer_2_global[l_219];
let l_221 = select(u32(0), l_220, l_217);
let l_12 = l_221;
let l_13 = u32(6) * id;
let l_14 = l_3 + l_8;
let l_15 = l_6 + l_11;
let l_16 = l_14 < l_3;
let l_17 = u32(l_16);
let l_18 = l_15 + l_17;
let l_19 = u32(2) * l_13;
let l_222 = info.static_meta[u32(4)];
let l_223 = l_222 * u32(1);
let l_224 = l_19 < l_223;
if l_224 {
buffer_4_global[l_19] = l_14;
}
let l_20 = u32(2) * l_13;
let l_21 = l_20 + u32(1);
let l_225 = info.static_meta[u32(4)];
let l_226 = l_225 * u32(1);
let l_227 = l_21 < l_226;
if l_227 {
buffer_4_global[l_21] = l_18;
}
let l_22 = u32(6) * id;
let l_23 = l_22 + u32(1);
let l_24 = l_3 - l_8;
let l_25 = l_6 - l_11;
let l_26 = l_3 < l_8;
let l_27 = u32(l_26);
let l_28 = l_25 - l_27;
let l_29 = u32(2) * l_23;
let l_228 = info.static_meta[u32(4)];
let l_229 = l_228 * u32(1);
let l_230 = l_29 < l_229;
if l_230 {
buffer_4_global[l_29] = l_24;
}
let l_30 = u32(2) * l_23;
let l_31 = l_30 + u32(1);
let l_231 = info.static_meta[u32(4)];
let l_232 = l_231 * u32(1);
let l_233 = l_31 < l_232;
if l_233 {
buffer_4_global[l_31] = l_28;
}
let l_32 = u32(6) * id;
let l_33 = l_32 + u32(2);
let l_34 = l_3 * l_12;
let l_265 = u64(l_3);
let l_266 = u64(l_12);
let l_267 = l_265 * l_266;
let l_268 = l_267 >> u32(bitcast<u64>(u64(32)));
let l_269 = u32(bitcast<u64>(l_268));
let l_35 = l_269;
let l_36 = l_6 * l_12;
let l_37 = l_35 + l_36;
let l_38 = u32(2) * l_33;
let l_234 = info.static_meta[u32(4)];
let l_235 = l_234 * u32(1);
let l_236 = l_38 < l_235;
if l_236 {
buffer_4_global[l_38] = l_34;
}
let l_39 = u32(2) * l_33;
let l_40 = l_39 + u32(1);
let l_237 = info.static_meta[u32(4)];
let l_238 = l_237 * u32(1);
let l_239 = l_40 < l_238;
if l_239 {
buffer_4_global[l_40] = l_37;
}
let l_41 = u32(6) * id;
let l_42 = l_41 + u32(3);
let l_43 = l_12 % u32(64);
l_mut_44 = l_3;
l_mut_45 = l_6;
let l_46 = l_43 >= u32(32);
if l_46 {
let l_47 = l_43 & u32(31);
let l_48 = l_6 >> l_47;
l_mut_44 = l_48;
l_mut_45 = u32(0);
} else {
let l_49 = l_43 > u32(0);
if l_49 {
l_mut_50 = l_3;
let l_51 = l_43 > u32(0);
if l_51 {
let l_52 = l_3 >> l_43;
let l_53 = u32(32) - l_43;
let l_54 = l_6 << l_53;
let l_55 = l_52 | l_54;
l_mut_50 = l_55;
}
let l_56 = l_6 >> l_43;
l_mut_44 = l_mut_50;
l_mut_45 = l_56;
}
}
let l_57 = u32(2) * l_42;
let l_240 = info.static_meta[u32(4)];
let l_241 = l_240 * u32(1);
let l_242 = l_57 < l_241;
if l_242 {
buffer_4_global[l_57] = l_mut_44;
}
let l_58 = u32(2) * l_42;
let l_59 = l_58 + u32(1);
let l_243 = info.static_meta[u32(4)];
let l_244 = l_243 * u32(1);
let l_245 = l_59 < l_244;
if l_245 {
buffer_4_global[l_59] = l_mut_45;
}
l_mut_50 = l_8;
l_mut_45 = l_11;
l_mut_44 = l_3;
l_mut_60 = l_6;
let l_61 = l_11 < l_6;
let l_62 = l_11 == l_6;
let l_63 = l_8 < l_3;
let l_64 = l_62 && l_63;
let l_65 = l_61 || l_64;
if l_65 {
l_mut_50 = l_3;
l_mut_45 = l_6;
l_mut_44 = l_8;
l_mut_60 = l_11;
}
l_mut_66 = u32(0);
let l_67 = l_mut_44 | l_mut_60;
let l_68 = l_67 == u32(0);
let l_69 = !l_68;
let l_70 = l_mut_60 < l_mut_45;
let l_71 = l_mut_60 == l_mut_45;
let l_72 = l_mut_44 < l_mut_50;
let l_73 = l_71 && l_72;
let l_74 = l_70 || l_73;
let l_75 = l_69 && l_74;
if l_75 {
let l_76 = l_12 % u32(32768);
let l_77 = l_mut_50 - u32(1);
let l_78 = l_mut_45 - u32(0);
let l_79 = l_mut_50 < u32(1);
let l_80 = u32(l_79);
let l_81 = l_78 - l_80;
l_mut_50 = l_77;
l_mut_45 = l_81;
l_mut_82 = u32(0);

for (var l_mut_83: u32 = u32(0); l_mut_83 < u32(16); l_mut_83++) {
let l_84 = u32(15) - l_mut_83;
l_mut_85 = l_mut_50;
l_mut_86 = l_mut_45;
let l_87 = l_84 >= u32(32);
if l_87 {
let l_88 = l_84 & u32(31);
let l_89 = l_mut_45 >> l_88;
l_mut_85 = l_89;
l_mut_86 = u32(0);
} else {
let l_90 = l_84 > u32(0);
if l_90 {
l_mut_91 = l_mut_50;
let l_92 = l_84 > u32(0);
if l_92 {
let l_93 = l_mut_50 >> l_84;
let l_94 = u32(32) - l_84;
let l_95 = l_mut_45 << l_94;
let l_96 = l_93 | l_95;
l_mut_91 = l_96;
}
let l_97 = l_mut_45 >> l_84;
l_mut_85 = l_mut_91;
l_mut_86 = l_97;
}
}
let l_98 = l_mut_86 < l_mut_60;
let l_99 = l_mut_86 == l_mut_60;
let l_100 = l_mut_85 < l_mut_44;
let l_101 = l_99 && l_100;
let l_102 = l_98 || l_101;
let l_103 = !l_102;
if l_103 {
l_mut_91 = l_mut_44;
l_mut_86 = l_mut_60;
let l_104 = l_84 >= u32(32);
if l_104 {
let l_105 = l_84 & u32(31);
let l_106 = l_mut_44 << l_105;
l_mut_91 = u32(0);
l_mut_86 = l_106;
} else {
let l_107 = l_84 > u32(0);
if l_107 {
let l_108 = l_mut_44 << l_84;
let l_109 = l_mut_60 << l_84;
let l_110 = u32(32) - l_84;
let l_111 = l_mut_44 >> l_110;
let l_112 = l_109 | l_111;
l_mut_91 = l_108;
l_mut_86 = l_112;
}
}
let l_113 = l_mut_50 - l_mut_91;
let l_114 = l_mut_45 - l_mut_86;
let l_115 = l_mut_50 < l_mut_91;
let l_116 = u32(l_115);
let l_117 = l_114 - l_116;
l_mut_50 = l_113;
l_mut_45 = l_117;
let l_118 = u32(1) << l_84;
l_mut_82 = l_mut_82 | l_118;
}
}
let l_119 = min(l_mut_82, l_76);
l_mut_91 = l_119;
let l_120 = l_mut_45 < l_mut_60;
let l_121 = l_mut_45 == l_mut_60;
let l_122 = l_mut_50 < l_mut_44;
let l_123 = l_121 && l_122;
let l_124 = l_120 || l_123;
let l_125 = !l_124;
if l_125 {
l_mut_91 = l_76;
}
l_mut_66 = l_mut_91;
}
let l_126 = l_6 < l_11;
let l_127 = l_6 == l_11;
let l_128 = l_3 < l_8;
let l_129 = l_127 && l_128;
let l_130 = l_126 || l_129;
let l_131 = u32(l_130);
let l_132 = l_131 << u32(16);
l_mut_66 = l_mut_66 | l_132;
let l_133 = l_6 >> u32(31);
let l_134 = l_133 == u32(1);
let l_135 = u32(l_134);
let l_136 = l_135 << u32(17);
l_mut_66 = l_mut_66 | l_136;
let l_137 = u32(6) * id;
let l_138 = l_137 + u32(4);
let l_139 = u32(2) * l_138;
let l_246 = info.static_meta[u32(4)];
let l_247 = l_246 * u32(1);
let l_248 = l_139 < l_247;
if l_248 {
buffer_4_global[l_139] = l_mut_66;
}
let l_140 = u32(2) * l_138;
let l_141 = l_140 + u32(1);
let l_249 = info.static_meta[u32(4)];
let l_250 = l_249 * u32(1);
let l_251 = l_141 < l_250;
if l_251 {
buffer_4_global[l_141] = u32(0);
}
let l_142 = u32(6) * id;
let l_143 = l_142 + u32(5);
let l_252 = info.static_meta[u32(3)];
let l_253 = l_252 * u32(1);
let l_254 = id < l_253;
let l_255 = l_253 - u32(1);
let l_256 = min(id, l_255);
let l_257 = buffer_3_global[l_256];
let l_258 = select(u32(0), l_257, l_254);
let l_144 = l_258;
let l_145 = l_6 >> u32(31);
let l_146 = l_145 == u32(1);
l_mut_91 = l_3;
l_mut_86 = l_6;
if l_146 {
let l_147 = u32(0) - l_3;
let l_148 = u32(0) - l_6;
let l_149 = u32(0) < l_3;
let l_150 = u32(l_149);
let l_151 = l_148 - l_150;
l_mut_91 = l_147;
l_mut_86 = l_151;
}
let l_152 = l_mut_91 * l_12;
let l_153 = l_mut_86 * l_12;
let l_270 = u64(l_mut_91);
let l_271 = u64(l_12);
let l_272 = l_270 * l_271;
let l_273 = l_272 >> u32(bitcast<u64>(u64(32)));
let l_274 = u32(bitcast<u64>(l_273));
let l_154 = l_274;
let l_155 = l_154 + l_153;
let l_275 = u64(l_mut_86);
let l_276 = u64(l_12);
let l_277 = l_275 * l_276;
let l_278 = l_277 >> u32(bitcast<u64>(u64(32)));
let l_279 = u32(bitcast<u64>(l_278));
let l_156 = l_279;
let l_157 = l_155 < l_153;
let l_158 = u32(l_157);
let l_159 = l_156 + l_158;
let l_160 = l_144 % u32(32);
l_mut_85 = l_152;
let l_161 = l_160 > u32(0);
if l_161 {
let l_162 = l_152 >> l_160;
let l_163 = u32(32) - l_160;
let l_164 = l_155 << l_163;
let l_165 = l_162 | l_164;
l_mut_85 = l_165;
}
l_mut_82 = l_155;
let l_166 = l_160 > u32(0);
if l_166 {
let l_167 = l_155 >> l_160;
let l_168 = u32(32) - l_160;
let l_169 = l_159 << l_168;
let l_170 = l_167 | l_169;
l_mut_82 = l_170;
}
l_mut_66 = l_mut_85;
l_mut_85 = l_mut_82;
let l_171 = l_144 >= u32(64);
if l_171 {
l_mut_66 = l_159;
l_mut_85 = u32(0);
} else {
let l_172 = l_144 >= u32(32);
if l_172 {
l_mut_82 = l_155;
let l_173 = l_160 > u32(0);
if l_173 {
let l_174 = l_155 >> l_160;
let l_175 = u32(32) - l_160;
let l_176 = l_159 << l_175;
let l_177 = l_174 | l_176;
l_mut_82 = l_177;
}
let l_178 = l_159 >> l_160;
l_mut_66 = l_mut_82;
l_mut_85 = l_178;
}
}
l_mut_91 = l_mut_66;
l_mut_86 = l_mut_85;
if l_146 {
let l_179 = u32(0) - l_mut_91;
let l_180 = u32(0) - l_mut_86;
let l_181 = u32(0) < l_mut_91;
let l_182 = u32(l_181);
let l_183 = l_180 - l_182;
l_mut_91 = l_179;
l_mut_86 = l_183;
}
let l_184 = u32(2) * l_143;
let l_259 = info.static_meta[u32(4)];
let l_260 = l_259 * u32(1);
let l_261 = l_184 < l_260;
if l_261 {
buffer_4_global[l_184] = l_mut_91;
}
let l_185 = u32(2) * l_143;
let l_186 = l_185 + u32(1);
let l_262 = info.static_meta[u32(4)];
let l_263 = l_262 * u32(1);
let l_264 = l_186 < l_263;
if l_264 {
buffer_4_global[l_186] = l_mut_86;
}
}
}
