@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

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
fn multi_words_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_198 = info.static_meta[u32(2)];
let l_199 = l_198 * u32(1);
let l_200 = u32(0) < l_199;
let l_201 = l_199 - u32(1);
let l_202 = min(u32(0), l_201);
let l_203 = buffer_2_global[l_202];
let l_204 = select(f32(0.0), l_203, l_200);
let l_3 = l_204;
let l_205 = info.static_meta[u32(2)];
let l_206 = l_205 * u32(1);
let l_207 = u32(1) < l_206;
let l_208 = l_206 - u32(1);
let l_209 = min(u32(1), l_208);
let l_210 = buffer_2_global[l_209];
let l_211 = select(f32(0.0), l_210, l_207);
let l_4 = l_211;
let l_212 = info.static_meta[u32(0)];
let l_213 = l_212 * u32(1);
let l_214 = id < l_213;
let l_215 = l_213 - u32(1);
let l_216 = min(id, l_215);
let l_217 = buffer_0_global[l_216];
let l_218 = select(f32(0.0), l_217, l_214);
let l_5 = l_218;
let l_6 = l_1 + id;
let l_219 = info.static_meta[u32(0)];
let l_220 = l_219 * u32(1);
let l_221 = l_6 < l_220;
let l_222 = l_220 - u32(1);
let l_223 = min(l_6, l_222);
let l_224 = buffer_0_global[l_223];
let l_225 = select(f32(0.0), l_224, l_221);
let l_7 = l_225;
let l_226 = info.static_meta[u32(1)];
let l_227 = l_226 * u32(1);
let l_228 = id < l_227;
let l_229 = l_227 - u32(1);
let l_230 = min(id, l_229);
let l_231 = buffer_1_global[l_230];
let l_232 = select(f32(0.0), l_231, l_228);
let l_8 = l_232;
let l_9 = l_1 + id;
let l_233 = info.static_meta[u32(1)];
let l_234 = l_233 * u32(1);
let l_235 = l_9 < l_234;
let l_236 = l_234 - u32(1);
let l_237 = min(l_9, l_236);
let l_238 = buffer_1_global[l_237];
let l_239 = select(f32(0.0), l_238, l_235);
let l_10 = l_239;
let l_11 = l_5 / l_8;
let l_12 = l_8 * l_11;
let l_13 = l_4 != f32(0.0);
let l_14 = select(l_4, l_12, l_13);
let l_15 = l_3 * l_8;
let l_16 = l_4 != f32(0.0);
let l_17 = select(l_4, l_15, l_16);
let l_18 = l_17 - l_8;
let l_19 = l_4 != f32(0.0);
let l_20 = select(l_4, l_18, l_19);
let l_21 = l_17 - l_20;
let l_22 = l_8 - l_21;
let l_23 = l_3 * l_11;
let l_24 = l_4 != f32(0.0);
let l_25 = select(l_4, l_23, l_24);
let l_26 = l_25 - l_11;
let l_27 = l_4 != f32(0.0);
let l_28 = select(l_4, l_26, l_27);
let l_29 = l_25 - l_28;
let l_30 = l_11 - l_29;
let l_31 = l_21 * l_29;
let l_32 = l_31 - l_14;
let l_33 = l_21 * l_30;
let l_34 = l_32 + l_33;
let l_35 = l_22 * l_29;
let l_36 = l_34 + l_35;
let l_37 = l_22 * l_30;
let l_38 = l_36 + l_37;
let l_39 = l_10 * l_11;
let l_40 = l_38 + l_39;
let l_41 = l_14 + l_40;
let l_42 = l_4 != f32(0.0);
let l_43 = select(l_4, l_41, l_42);
let l_44 = l_43 - l_14;
let l_45 = l_4 != f32(0.0);
let l_46 = select(l_4, l_44, l_45);
let l_47 = l_40 - l_46;
let l_48 = -l_43;
let l_49 = -l_47;
let l_50 = l_5 + l_48;
let l_51 = l_4 != f32(0.0);
let l_52 = select(l_4, l_50, l_51);
let l_53 = l_52 - l_5;
let l_54 = l_4 != f32(0.0);
let l_55 = select(l_4, l_53, l_54);
let l_56 = l_52 - l_55;
let l_57 = l_4 != f32(0.0);
let l_58 = select(l_4, l_56, l_57);
let l_59 = l_5 - l_58;
let l_60 = l_48 - l_55;
let l_61 = l_59 + l_60;
let l_62 = l_7 + l_49;
let l_63 = l_4 != f32(0.0);
let l_64 = select(l_4, l_62, l_63);
let l_65 = l_64 - l_7;
let l_66 = l_4 != f32(0.0);
let l_67 = select(l_4, l_65, l_66);
let l_68 = l_64 - l_67;
let l_69 = l_4 != f32(0.0);
let l_70 = select(l_4, l_68, l_69);
let l_71 = l_7 - l_70;
let l_72 = l_49 - l_67;
let l_73 = l_71 + l_72;
let l_74 = l_61 + l_64;
let l_75 = l_52 + l_74;
let l_76 = l_4 != f32(0.0);
let l_77 = select(l_4, l_75, l_76);
let l_78 = l_77 - l_52;
let l_79 = l_4 != f32(0.0);
let l_80 = select(l_4, l_78, l_79);
let l_81 = l_74 - l_80;
let l_82 = l_73 + l_81;
let l_83 = l_77 + l_82;
let l_84 = l_4 != f32(0.0);
let l_85 = select(l_4, l_83, l_84);
let l_86 = l_85 - l_77;
let l_87 = l_4 != f32(0.0);
let l_88 = select(l_4, l_86, l_87);
let l_89 = l_82 - l_88;
let l_90 = l_85 / l_8;
let l_91 = l_8 * l_90;
let l_92 = l_4 != f32(0.0);
let l_93 = select(l_4, l_91, l_92);
let l_94 = l_3 * l_8;
let l_95 = l_4 != f32(0.0);
let l_96 = select(l_4, l_94, l_95);
let l_97 = l_96 - l_8;
let l_98 = l_4 != f32(0.0);
let l_99 = select(l_4, l_97, l_98);
let l_100 = l_96 - l_99;
let l_101 = l_8 - l_100;
let l_102 = l_3 * l_90;
let l_103 = l_4 != f32(0.0);
let l_104 = select(l_4, l_102, l_103);
let l_105 = l_104 - l_90;
let l_106 = l_4 != f32(0.0);
let l_107 = select(l_4, l_105, l_106);
let l_108 = l_104 - l_107;
let l_109 = l_90 - l_108;
let l_110 = l_100 * l_108;
let l_111 = l_110 - l_93;
let l_112 = l_100 * l_109;
let l_113 = l_111 + l_112;
let l_114 = l_101 * l_108;
let l_115 = l_113 + l_114;
let l_116 = l_101 * l_109;
let l_117 = l_115 + l_116;
let l_118 = l_10 * l_90;
let l_119 = l_117 + l_118;
let l_120 = l_93 + l_119;
let l_121 = l_4 != f32(0.0);
let l_122 = select(l_4, l_120, l_121);
let l_123 = l_122 - l_93;
let l_124 = l_4 != f32(0.0);
let l_125 = select(l_4, l_123, l_124);
let l_126 = l_119 - l_125;
let l_127 = -l_122;
let l_128 = -l_126;
let l_129 = l_85 + l_127;
let l_130 = l_4 != f32(0.0);
let l_131 = select(l_4, l_129, l_130);
let l_132 = l_131 - l_85;
let l_133 = l_4 != f32(0.0);
let l_134 = select(l_4, l_132, l_133);
let l_135 = l_131 - l_134;
let l_136 = l_4 != f32(0.0);
let l_137 = select(l_4, l_135, l_136);
let l_138 = l_85 - l_137;
let l_139 = l_127 - l_134;
let l_140 = l_138 + l_139;
let l_141 = l_89 + l_128;
let l_142 = l_4 != f32(0.0);
let l_143 = select(l_4, l_141, l_142);
let l_144 = l_143 - l_89;
let l_145 = l_4 != f32(0.0);
let l_146 = select(l_4, l_144, l_145);
let l_147 = l_143 - l_146;
let l_148 = l_4 != f32(0.0);
let l_149 = select(l_4, l_147, l_148);
let l_150 = l_89 - l_149;
let l_151 = l_128 - l_146;
let l_152 = l_150 + l_151;
let l_153 = l_140 + l_143;
let l_154 = l_131 + l_153;
let l_155 = l_4 != f32(0.0);
let l_156 = select(l_4, l_154, l_155);
let l_157 = l_156 - l_131;
let l_158 = l_4 != f32(0.0);
let l_159 = select(l_4, l_157, l_158);
let l_160 = l_153 - l_159;
let l_161 = l_152 + l_160;
let l_162 = l_156 + l_161;
let l_163 = l_4 != f32(0.0);
let l_164 = select(l_4, l_162, l_163);
let l_165 = l_164 - l_156;
let l_166 = l_4 != f32(0.0);
let l_167 = select(l_4, l_165, l_166);
let l_168 = l_161 - l_167;
let l_169 = l_164 / l_8;
let l_170 = l_11 + l_90;
let l_171 = l_4 != f32(0.0);
let l_172 = select(l_4, l_170, l_171);
let l_173 = l_172 - l_11;
let l_174 = l_4 != f32(0.0);
let l_175 = select(l_4, l_173, l_174);
let l_176 = l_90 - l_175;
let l_177 = l_172 + l_169;
let l_178 = l_4 != f32(0.0);
let l_179 = select(l_4, l_177, l_178);
let l_180 = l_179 - l_172;
let l_181 = l_4 != f32(0.0);
let l_182 = select(l_4, l_180, l_181);
let l_183 = l_179 - l_182;
let l_184 = l_4 != f32(0.0);
let l_185 = select(l_4, l_183, l_184);
let l_186 = l_172 - l_185;
let l_187 = l_169 - l_182;
let l_188 = l_186 + l_187;
let l_189 = l_188 + l_176;
let l_190 = l_179 + l_189;
let l_191 = l_4 != f32(0.0);
let l_192 = select(l_4, l_190, l_191);
let l_193 = l_192 - l_179;
let l_194 = l_4 != f32(0.0);
let l_195 = select(l_4, l_193, l_194);
let l_196 = l_189 - l_195;
let l_240 = info.static_meta[u32(3)];
let l_241 = l_240 * u32(1);
let l_242 = id < l_241;
if l_242 {
buffer_3_global[id] = l_192;
}
let l_197 = l_1 + id;
let l_243 = info.static_meta[u32(3)];
let l_244 = l_243 * u32(1);
let l_245 = l_197 < l_244;
if l_245 {
buffer_3_global[l_197] = l_196;
}
}
}
