@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f64>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f64>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

struct info_st {
   static_meta: array<u32, 8>,
}

@group(0)
@binding(4)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn multi_words_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_141: u32;
var l_mut_24: f64;
var l_mut_25: f64;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_152 = info.static_meta[u32(2)];
let l_153 = l_152 * u32(1);
let l_154 = u32(0) < l_153;
let l_155 = l_153 - u32(1);
let l_156 = min(u32(0), l_155);
let l_157 = buffer_2_global[l_156];
let l_158 = select(f64(0.0), l_157, l_154);
let l_3 = l_158;
let l_159 = info.static_meta[u32(2)];
let l_160 = l_159 * u32(1);
let l_161 = u32(1) < l_160;
let l_162 = l_160 - u32(1);
let l_163 = min(u32(1), l_162);
let l_164 = buffer_2_global[l_163];
let l_165 = select(f64(0.0), l_164, l_161);
let l_4 = l_165;
let l_166 = info.static_meta[u32(0)];
let l_167 = l_166 * u32(1);
let l_168 = id < l_167;
let l_169 = l_167 - u32(1);
let l_170 = min(id, l_169);
let l_171 = buffer_0_global[l_170];
let l_172 = select(f64(0.0), l_171, l_168);
let l_5 = l_172;
let l_6 = l_1 + id;
let l_173 = info.static_meta[u32(0)];
let l_174 = l_173 * u32(1);
let l_175 = l_6 < l_174;
let l_176 = l_174 - u32(1);
let l_177 = min(l_6, l_176);
let l_178 = buffer_0_global[l_177];
let l_179 = select(f64(0.0), l_178, l_175);
let l_7 = l_179;
let l_180 = info.static_meta[u32(1)];
let l_181 = l_180 * u32(1);
let l_182 = id < l_181;
let l_183 = l_181 - u32(1);
let l_184 = min(id, l_183);
let l_185 = buffer_1_global[l_184];
let l_186 = select(f64(0.0), l_185, l_182);
let l_8 = l_186;
let l_9 = l_1 + id;
let l_187 = info.static_meta[u32(1)];
let l_188 = l_187 * u32(1);
let l_189 = l_9 < l_188;
let l_190 = l_188 - u32(1);
let l_191 = min(l_9, l_190);
let l_192 = buffer_1_global[l_191];
let l_193 = select(f64(0.0), l_192, l_189);
let l_10 = l_193;
let l_11 = u32(2) + u32(0);
let l_194 = info.static_meta[u32(2)];
let l_195 = l_194 * u32(1);
let l_196 = l_11 < l_195;
let l_197 = l_195 - u32(1);
let l_198 = min(l_11, l_197);
let l_199 = buffer_2_global[l_198];
let l_200 = select(f64(0.0), l_199, l_196);
let l_12 = l_200;
let l_13 = u32(l_12);
let l_14 = u32(2) + u32(1);
let l_201 = info.static_meta[u32(2)];
let l_202 = l_201 * u32(1);
let l_203 = l_14 < l_202;
let l_204 = l_202 - u32(1);
let l_205 = min(l_14, l_204);
let l_206 = buffer_2_global[l_205];
let l_207 = select(f64(0.0), l_206, l_203);
let l_15 = l_207;
let l_16 = u32(l_15);
let l_17 = u32(2) + u32(4);
let l_208 = info.static_meta[u32(2)];
let l_209 = l_208 * u32(1);
let l_210 = l_17 < l_209;
let l_211 = l_209 - u32(1);
let l_212 = min(l_17, l_211);
let l_213 = buffer_2_global[l_212];
let l_214 = select(f64(0.0), l_213, l_210);
let l_18 = l_214;
let l_19 = l_5 / l_18;
let l_20 = l_19 + f64(0.5);
let l_21 = floor(l_20);
let l_22 = u32(2) + u32(4);
let l_23 = l_21 * f64(1.0);
l_mut_24 = l_5;
l_mut_25 = l_7;

for (var l_mut_26: u32 = u32(0); l_mut_26 < l_16; l_mut_26++) {
let l_27 = l_22 + l_mut_26;
let l_235 = info.static_meta[u32(2)];
let l_236 = l_235 * u32(1);
let l_237 = l_27 < l_236;
let l_238 = l_236 - u32(1);
let l_239 = min(l_27, l_238);
let l_240 = buffer_2_global[l_239];
let l_241 = select(f64(0.0), l_240, l_237);
let l_28 = l_241;
let l_29 = -l_28;
let l_30 = l_23 * l_29;
let l_31 = l_mut_24 + l_30;
let l_32 = l_31 - l_mut_24;
let l_33 = l_31 - l_32;
let l_34 = l_mut_24 - l_33;
let l_35 = l_30 - l_32;
let l_36 = l_34 + l_35;
let l_37 = l_36 + l_mut_25;
let l_38 = l_31 + l_37;
let l_39 = l_38 - l_31;
let l_40 = l_37 - l_39;
l_mut_24 = l_38;
l_mut_25 = l_40;
}
let l_41 = l_mut_24 * f64(0.00390625);
let l_42 = l_mut_25 * f64(0.00390625);
let l_43 = l_13 - u32(1);
let l_44 = l_22 + l_16;
let l_215 = info.static_meta[u32(2)];
let l_216 = l_215 * u32(1);
let l_217 = l_44 < l_216;
let l_218 = l_216 - u32(1);
let l_219 = min(l_44, l_218);
let l_220 = buffer_2_global[l_219];
let l_221 = select(f64(0.0), l_220, l_217);
let l_45 = l_221;
l_mut_25 = l_45;
let l_46 = l_44 + u32(1);
let l_222 = info.static_meta[u32(2)];
let l_223 = l_222 * u32(1);
let l_224 = l_46 < l_223;
let l_225 = l_223 - u32(1);
let l_226 = min(l_46, l_225);
let l_227 = buffer_2_global[l_226];
let l_228 = select(f64(0.0), l_227, l_224);
let l_47 = l_228;
l_mut_24 = l_47;

for (var l_mut_48: u32 = u32(1); l_mut_48 < l_43; l_mut_48++) {
let l_49 = l_mut_25 * l_41;
let l_50 = -l_49;
let l_51 = fma(l_mut_25, l_41, l_50);
let l_52 = l_mut_25 * l_42;
let l_53 = l_mut_24 * l_41;
let l_54 = l_52 + l_53;
let l_55 = l_51 + l_54;
let l_56 = l_49 + l_55;
let l_57 = l_56 - l_49;
let l_58 = l_55 - l_57;
let l_59 = u32(2) * l_mut_48;
let l_60 = l_44 + l_59;
let l_242 = info.static_meta[u32(2)];
let l_243 = l_242 * u32(1);
let l_244 = l_60 < l_243;
let l_245 = l_243 - u32(1);
let l_246 = min(l_60, l_245);
let l_247 = buffer_2_global[l_246];
let l_248 = select(f64(0.0), l_247, l_244);
let l_61 = l_248;
let l_62 = l_60 + u32(1);
let l_249 = info.static_meta[u32(2)];
let l_250 = l_249 * u32(1);
let l_251 = l_62 < l_250;
let l_252 = l_250 - u32(1);
let l_253 = min(l_62, l_252);
let l_254 = buffer_2_global[l_253];
let l_255 = select(f64(0.0), l_254, l_251);
let l_63 = l_255;
let l_64 = l_56 + l_61;
let l_65 = l_64 - l_56;
let l_66 = l_64 - l_65;
let l_67 = l_56 - l_66;
let l_68 = l_61 - l_65;
let l_69 = l_67 + l_68;
let l_70 = l_58 + l_63;
let l_71 = l_69 + l_70;
let l_72 = l_64 + l_71;
let l_73 = l_72 - l_64;
let l_74 = l_71 - l_73;
l_mut_25 = l_72;
l_mut_24 = l_74;
}
let l_75 = l_mut_25 * l_41;
let l_76 = -l_75;
let l_77 = fma(l_mut_25, l_41, l_76);
let l_78 = l_mut_25 * l_42;
let l_79 = l_mut_24 * l_41;
let l_80 = l_78 + l_79;
let l_81 = l_77 + l_80;
let l_82 = l_75 + l_81;
let l_83 = l_82 - l_75;
let l_84 = l_81 - l_83;
let l_85 = l_82 + l_4;
let l_86 = l_85 - l_82;
let l_87 = l_85 - l_86;
let l_88 = l_82 - l_87;
let l_89 = l_4 - l_86;
let l_90 = l_88 + l_89;
let l_91 = l_90 + l_84;
let l_92 = l_85 + l_91;
let l_93 = l_92 - l_85;
let l_94 = l_91 - l_93;
let l_95 = l_92 * l_41;
let l_96 = -l_95;
let l_97 = fma(l_92, l_41, l_96);
let l_98 = l_92 * l_42;
let l_99 = l_94 * l_41;
let l_100 = l_98 + l_99;
let l_101 = l_97 + l_100;
let l_102 = l_95 + l_101;
let l_103 = l_102 - l_95;
let l_104 = l_101 - l_103;
l_mut_25 = l_102;
l_mut_24 = l_104;

for (var l_mut_105: u32 = u32(0); l_mut_105 < u32(8); l_mut_105++) {
let l_106 = l_mut_25 * f64(2.0);
let l_107 = l_mut_24 * f64(2.0);
let l_108 = l_mut_25 * l_mut_25;
let l_109 = -l_108;
let l_110 = fma(l_mut_25, l_mut_25, l_109);
let l_111 = l_mut_25 * l_mut_24;
let l_112 = l_mut_24 * l_mut_25;
let l_113 = l_111 + l_112;
let l_114 = l_110 + l_113;
let l_115 = l_108 + l_114;
let l_116 = l_115 - l_108;
let l_117 = l_114 - l_116;
let l_118 = l_106 + l_115;
let l_119 = l_118 - l_106;
let l_120 = l_118 - l_119;
let l_121 = l_106 - l_120;
let l_122 = l_115 - l_119;
let l_123 = l_121 + l_122;
let l_124 = l_107 + l_117;
let l_125 = l_123 + l_124;
let l_126 = l_118 + l_125;
let l_127 = l_126 - l_118;
let l_128 = l_125 - l_127;
l_mut_25 = l_126;
l_mut_24 = l_128;
}
let l_129 = l_mut_25 + l_4;
let l_130 = l_129 - l_mut_25;
let l_131 = l_129 - l_130;
let l_132 = l_mut_25 - l_131;
let l_133 = l_4 - l_130;
let l_134 = l_132 + l_133;
let l_135 = l_134 + l_mut_24;
let l_136 = l_129 + l_135;
let l_137 = l_136 - l_129;
let l_138 = l_135 - l_137;
let l_139 = abs(l_21);
let l_140 = u32(l_139);
l_mut_141 = l_140;
let l_142 = l_21 < f64(0.0);
let l_143 = select(f64(2.0), f64(0.5), l_142);
l_mut_25 = l_143;
l_mut_24 = f64(1.0);

for (var l_mut_144: u32 = u32(0); l_mut_144 < u32(11); l_mut_144++) {
let l_145 = l_mut_141 & u32(1);
let l_146 = l_145 == u32(1);
let l_147 = l_mut_24 * l_mut_25;
let l_148 = select(l_mut_24, l_147, l_146);
l_mut_24 = l_148;
l_mut_25 = l_mut_25 * l_mut_25;
l_mut_141 = l_mut_141 >> u32(1);
}
let l_149 = l_136 * l_mut_24;
let l_150 = l_138 * l_mut_24;
let l_229 = info.static_meta[u32(3)];
let l_230 = l_229 * u32(1);
let l_231 = id < l_230;
if l_231 {
buffer_3_global[id] = l_149;
}
let l_151 = l_1 + id;
let l_232 = info.static_meta[u32(3)];
let l_233 = l_232 * u32(1);
let l_234 = l_151 < l_233;
if l_234 {
buffer_3_global[l_151] = l_150;
}
}
}
