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
let l_199 = info.static_meta[u32(2)];
let l_200 = l_199 * u32(1);
let l_201 = u32(0) < l_200;
let l_202 = l_200 - u32(1);
let l_203 = min(u32(0), l_202);
let l_204 = buffer_2_global[l_203];
let l_205 = select(f32(0.0), l_204, l_201);
let l_3 = l_205;
let l_206 = info.static_meta[u32(2)];
let l_207 = l_206 * u32(1);
let l_208 = u32(1) < l_207;
let l_209 = l_207 - u32(1);
let l_210 = min(u32(1), l_209);
let l_211 = buffer_2_global[l_210];
let l_212 = select(f32(0.0), l_211, l_208);
let l_4 = l_212;
let l_213 = info.static_meta[u32(0)];
let l_214 = l_213 * u32(1);
let l_215 = id < l_214;
let l_216 = l_214 - u32(1);
let l_217 = min(id, l_216);
let l_218 = buffer_0_global[l_217];
let l_219 = select(f32(0.0), l_218, l_215);
let l_5 = l_219;
let l_6 = l_1 + id;
let l_220 = info.static_meta[u32(0)];
let l_221 = l_220 * u32(1);
let l_222 = l_6 < l_221;
let l_223 = l_221 - u32(1);
let l_224 = min(l_6, l_223);
let l_225 = buffer_0_global[l_224];
let l_226 = select(f32(0.0), l_225, l_222);
let l_7 = l_226;
let l_227 = info.static_meta[u32(1)];
let l_228 = l_227 * u32(1);
let l_229 = id < l_228;
let l_230 = l_228 - u32(1);
let l_231 = min(id, l_230);
let l_232 = buffer_1_global[l_231];
let l_233 = select(f32(0.0), l_232, l_229);
let l_8 = l_233;
let l_9 = l_1 + id;
let l_234 = info.static_meta[u32(1)];
let l_235 = l_234 * u32(1);
let l_236 = l_9 < l_235;
let l_237 = l_235 - u32(1);
let l_238 = min(l_9, l_237);
let l_239 = buffer_1_global[l_238];
let l_240 = select(f32(0.0), l_239, l_236);
let l_10 = l_240;
let l_11 = f32(1.0) / l_8;
let l_12 = l_5 * l_11;
let l_13 = l_8 * l_12;
let l_14 = l_4 != f32(0.0);
let l_15 = select(l_4, l_13, l_14);
let l_16 = l_3 * l_8;
let l_17 = l_4 != f32(0.0);
let l_18 = select(l_4, l_16, l_17);
let l_19 = l_18 - l_8;
let l_20 = l_4 != f32(0.0);
let l_21 = select(l_4, l_19, l_20);
let l_22 = l_18 - l_21;
let l_23 = l_8 - l_22;
let l_24 = l_3 * l_12;
let l_25 = l_4 != f32(0.0);
let l_26 = select(l_4, l_24, l_25);
let l_27 = l_26 - l_12;
let l_28 = l_4 != f32(0.0);
let l_29 = select(l_4, l_27, l_28);
let l_30 = l_26 - l_29;
let l_31 = l_12 - l_30;
let l_32 = l_22 * l_30;
let l_33 = l_32 - l_15;
let l_34 = l_22 * l_31;
let l_35 = l_33 + l_34;
let l_36 = l_23 * l_30;
let l_37 = l_35 + l_36;
let l_38 = l_23 * l_31;
let l_39 = l_37 + l_38;
let l_40 = l_10 * l_12;
let l_41 = l_39 + l_40;
let l_42 = l_15 + l_41;
let l_43 = l_4 != f32(0.0);
let l_44 = select(l_4, l_42, l_43);
let l_45 = l_44 - l_15;
let l_46 = l_4 != f32(0.0);
let l_47 = select(l_4, l_45, l_46);
let l_48 = l_41 - l_47;
let l_49 = -l_44;
let l_50 = -l_48;
let l_51 = l_5 + l_49;
let l_52 = l_4 != f32(0.0);
let l_53 = select(l_4, l_51, l_52);
let l_54 = l_53 - l_5;
let l_55 = l_4 != f32(0.0);
let l_56 = select(l_4, l_54, l_55);
let l_57 = l_53 - l_56;
let l_58 = l_4 != f32(0.0);
let l_59 = select(l_4, l_57, l_58);
let l_60 = l_5 - l_59;
let l_61 = l_49 - l_56;
let l_62 = l_60 + l_61;
let l_63 = l_7 + l_50;
let l_64 = l_4 != f32(0.0);
let l_65 = select(l_4, l_63, l_64);
let l_66 = l_65 - l_7;
let l_67 = l_4 != f32(0.0);
let l_68 = select(l_4, l_66, l_67);
let l_69 = l_65 - l_68;
let l_70 = l_4 != f32(0.0);
let l_71 = select(l_4, l_69, l_70);
let l_72 = l_7 - l_71;
let l_73 = l_50 - l_68;
let l_74 = l_72 + l_73;
let l_75 = l_62 + l_65;
let l_76 = l_53 + l_75;
let l_77 = l_4 != f32(0.0);
let l_78 = select(l_4, l_76, l_77);
let l_79 = l_78 - l_53;
let l_80 = l_4 != f32(0.0);
let l_81 = select(l_4, l_79, l_80);
let l_82 = l_75 - l_81;
let l_83 = l_74 + l_82;
let l_84 = l_78 + l_83;
let l_85 = l_4 != f32(0.0);
let l_86 = select(l_4, l_84, l_85);
let l_87 = l_86 - l_78;
let l_88 = l_4 != f32(0.0);
let l_89 = select(l_4, l_87, l_88);
let l_90 = l_83 - l_89;
let l_91 = l_86 * l_11;
let l_92 = l_8 * l_91;
let l_93 = l_4 != f32(0.0);
let l_94 = select(l_4, l_92, l_93);
let l_95 = l_3 * l_8;
let l_96 = l_4 != f32(0.0);
let l_97 = select(l_4, l_95, l_96);
let l_98 = l_97 - l_8;
let l_99 = l_4 != f32(0.0);
let l_100 = select(l_4, l_98, l_99);
let l_101 = l_97 - l_100;
let l_102 = l_8 - l_101;
let l_103 = l_3 * l_91;
let l_104 = l_4 != f32(0.0);
let l_105 = select(l_4, l_103, l_104);
let l_106 = l_105 - l_91;
let l_107 = l_4 != f32(0.0);
let l_108 = select(l_4, l_106, l_107);
let l_109 = l_105 - l_108;
let l_110 = l_91 - l_109;
let l_111 = l_101 * l_109;
let l_112 = l_111 - l_94;
let l_113 = l_101 * l_110;
let l_114 = l_112 + l_113;
let l_115 = l_102 * l_109;
let l_116 = l_114 + l_115;
let l_117 = l_102 * l_110;
let l_118 = l_116 + l_117;
let l_119 = l_10 * l_91;
let l_120 = l_118 + l_119;
let l_121 = l_94 + l_120;
let l_122 = l_4 != f32(0.0);
let l_123 = select(l_4, l_121, l_122);
let l_124 = l_123 - l_94;
let l_125 = l_4 != f32(0.0);
let l_126 = select(l_4, l_124, l_125);
let l_127 = l_120 - l_126;
let l_128 = -l_123;
let l_129 = -l_127;
let l_130 = l_86 + l_128;
let l_131 = l_4 != f32(0.0);
let l_132 = select(l_4, l_130, l_131);
let l_133 = l_132 - l_86;
let l_134 = l_4 != f32(0.0);
let l_135 = select(l_4, l_133, l_134);
let l_136 = l_132 - l_135;
let l_137 = l_4 != f32(0.0);
let l_138 = select(l_4, l_136, l_137);
let l_139 = l_86 - l_138;
let l_140 = l_128 - l_135;
let l_141 = l_139 + l_140;
let l_142 = l_90 + l_129;
let l_143 = l_4 != f32(0.0);
let l_144 = select(l_4, l_142, l_143);
let l_145 = l_144 - l_90;
let l_146 = l_4 != f32(0.0);
let l_147 = select(l_4, l_145, l_146);
let l_148 = l_144 - l_147;
let l_149 = l_4 != f32(0.0);
let l_150 = select(l_4, l_148, l_149);
let l_151 = l_90 - l_150;
let l_152 = l_129 - l_147;
let l_153 = l_151 + l_152;
let l_154 = l_141 + l_144;
let l_155 = l_132 + l_154;
let l_156 = l_4 != f32(0.0);
let l_157 = select(l_4, l_155, l_156);
let l_158 = l_157 - l_132;
let l_159 = l_4 != f32(0.0);
let l_160 = select(l_4, l_158, l_159);
let l_161 = l_154 - l_160;
let l_162 = l_153 + l_161;
let l_163 = l_157 + l_162;
let l_164 = l_4 != f32(0.0);
let l_165 = select(l_4, l_163, l_164);
let l_166 = l_165 - l_157;
let l_167 = l_4 != f32(0.0);
let l_168 = select(l_4, l_166, l_167);
let l_169 = l_162 - l_168;
let l_170 = l_165 / l_8;
let l_171 = l_12 + l_91;
let l_172 = l_4 != f32(0.0);
let l_173 = select(l_4, l_171, l_172);
let l_174 = l_173 - l_12;
let l_175 = l_4 != f32(0.0);
let l_176 = select(l_4, l_174, l_175);
let l_177 = l_91 - l_176;
let l_178 = l_173 + l_170;
let l_179 = l_4 != f32(0.0);
let l_180 = select(l_4, l_178, l_179);
let l_181 = l_180 - l_173;
let l_182 = l_4 != f32(0.0);
let l_183 = select(l_4, l_181, l_182);
let l_184 = l_180 - l_183;
let l_185 = l_4 != f32(0.0);
let l_186 = select(l_4, l_184, l_185);
let l_187 = l_173 - l_186;
let l_188 = l_170 - l_183;
let l_189 = l_187 + l_188;
let l_190 = l_189 + l_177;
let l_191 = l_180 + l_190;
let l_192 = l_4 != f32(0.0);
let l_193 = select(l_4, l_191, l_192);
let l_194 = l_193 - l_180;
let l_195 = l_4 != f32(0.0);
let l_196 = select(l_4, l_194, l_195);
let l_197 = l_190 - l_196;
let l_241 = info.static_meta[u32(3)];
let l_242 = l_241 * u32(1);
let l_243 = id < l_242;
if l_243 {
buffer_3_global[id] = l_193;
}
let l_198 = l_1 + id;
let l_244 = info.static_meta[u32(3)];
let l_245 = l_244 * u32(1);
let l_246 = l_198 < l_245;
if l_246 {
buffer_3_global[l_198] = l_197;
}
}
}
