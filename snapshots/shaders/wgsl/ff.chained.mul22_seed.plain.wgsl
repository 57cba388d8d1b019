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
fn chained_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_119: f32;
var l_mut_11: f32;
var l_mut_125: f32;
var l_mut_12: f32;
var l_mut_14: f32;
var l_mut_153: f32;
var l_mut_159: f32;
var l_mut_16: f32;
var l_mut_18: f32;
var l_mut_19: f32;
var l_mut_21: f32;
var l_mut_22: f32;
var l_mut_45: f32;
var l_mut_46: f32;
var l_mut_51: f32;
var l_mut_57: f32;
var l_mut_85: f32;
var l_mut_91: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_169 = info.static_meta[u32(2)];
let l_170 = l_169 * u32(1);
let l_171 = u32(0) < l_170;
let l_172 = l_170 - u32(1);
let l_173 = min(u32(0), l_172);
let l_174 = buffer_2_global[l_173];
let l_175 = select(f32(0.0), l_174, l_171);
let l_3 = l_175;
let l_176 = info.static_meta[u32(2)];
let l_177 = l_176 * u32(1);
let l_178 = u32(1) < l_177;
let l_179 = l_177 - u32(1);
let l_180 = min(u32(1), l_179);
let l_181 = buffer_2_global[l_180];
let l_182 = select(f32(0.0), l_181, l_178);
let l_4 = l_182;
let l_183 = info.static_meta[u32(1)];
let l_184 = l_183 * u32(1);
let l_185 = id < l_184;
let l_186 = l_184 - u32(1);
let l_187 = min(id, l_186);
let l_188 = buffer_1_global[l_187];
let l_189 = select(f32(0.0), l_188, l_185);
let l_5 = l_189;
let l_6 = l_1 + id;
let l_190 = info.static_meta[u32(1)];
let l_191 = l_190 * u32(1);
let l_192 = l_6 < l_191;
let l_193 = l_191 - u32(1);
let l_194 = min(l_6, l_193);
let l_195 = buffer_1_global[l_194];
let l_196 = select(f32(0.0), l_195, l_192);
let l_7 = l_196;
let l_197 = info.static_meta[u32(0)];
let l_198 = l_197 * u32(1);
let l_199 = id < l_198;
let l_200 = l_198 - u32(1);
let l_201 = min(id, l_200);
let l_202 = buffer_0_global[l_201];
let l_203 = select(f32(0.0), l_202, l_199);
let l_8 = l_203;
let l_9 = l_1 + id;
let l_204 = info.static_meta[u32(0)];
let l_205 = l_204 * u32(1);
let l_206 = l_9 < l_205;
let l_207 = l_205 - u32(1);
let l_208 = min(l_9, l_207);
let l_209 = buffer_0_global[l_208];
let l_210 = select(f32(0.0), l_209, l_206);
let l_10 = l_210;
l_mut_11 = l_8;
l_mut_12 = l_10;
let l_13 = l_8 * l_3;
l_mut_14 = l_13;
let l_15 = l_10 * l_3;
l_mut_16 = l_15;
let l_17 = l_8 + l_4;
l_mut_18 = l_17;
l_mut_19 = l_10;
let l_20 = l_8 - l_4;
l_mut_21 = l_20;
l_mut_22 = l_10;

for (var l_mut_23: u32 = u32(0); l_mut_23 < u32(256); l_mut_23++) {
let l_24 = l_mut_11 * l_5;
let l_25 = l_3 * l_mut_11;
let l_26 = l_25 - l_mut_11;
let l_27 = l_25 - l_26;
let l_28 = l_mut_11 - l_27;
let l_29 = l_3 * l_5;
let l_30 = l_29 - l_5;
let l_31 = l_29 - l_30;
let l_32 = l_5 - l_31;
let l_33 = l_27 * l_31;
let l_34 = l_33 - l_24;
let l_35 = l_27 * l_32;
let l_36 = l_34 + l_35;
let l_37 = l_28 * l_31;
let l_38 = l_36 + l_37;
let l_39 = l_28 * l_32;
let l_40 = l_38 + l_39;
let l_41 = l_mut_11 * l_7;
let l_42 = l_mut_12 * l_5;
let l_43 = l_41 + l_42;
let l_44 = l_43 + l_40;
l_mut_45 = l_24;
l_mut_46 = l_44;
let l_47 = abs(l_44);
let l_48 = abs(l_24);
let l_49 = l_47 >= l_48;
if l_49 {
l_mut_45 = l_44;
l_mut_46 = l_24;
}
let l_50 = l_mut_45 + l_mut_46;
l_mut_51 = l_50;
let l_52 = l_mut_51 - l_mut_45;
let l_53 = l_mut_51 - l_52;
let l_54 = l_53 - l_mut_45;
let l_55 = l_mut_46 - l_54;
let l_56 = l_55 - l_52;
l_mut_57 = l_56;
let l_58 = l_mut_57 + l_52;
let l_59 = l_58 != l_55;
if l_59 {
l_mut_51 = l_mut_45;
l_mut_57 = l_mut_46;
}
let l_60 = l_mut_14 * l_5;
let l_61 = l_3 * l_mut_14;
let l_62 = l_61 - l_mut_14;
let l_63 = l_61 - l_62;
let l_64 = l_mut_14 - l_63;
let l_65 = l_3 * l_5;
let l_66 = l_65 - l_5;
let l_67 = l_65 - l_66;
let l_68 = l_5 - l_67;
let l_69 = l_63 * l_67;
let l_70 = l_69 - l_60;
let l_71 = l_63 * l_68;
let l_72 = l_70 + l_71;
let l_73 = l_64 * l_67;
let l_74 = l_72 + l_73;
let l_75 = l_64 * l_68;
let l_76 = l_74 + l_75;
let l_77 = l_mut_14 * l_7;
let l_78 = l_mut_16 * l_5;
let l_79 = l_77 + l_78;
let l_80 = l_79 + l_76;
l_mut_46 = l_60;
l_mut_45 = l_80;
let l_81 = abs(l_80);
let l_82 = abs(l_60);
let l_83 = l_81 >= l_82;
if l_83 {
l_mut_46 = l_80;
l_mut_45 = l_60;
}
let l_84 = l_mut_46 + l_mut_45;
l_mut_85 = l_84;
let l_86 = l_mut_85 - l_mut_46;
let l_87 = l_mut_85 - l_86;
let l_88 = l_87 - l_mut_46;
let l_89 = l_mut_45 - l_88;
let l_90 = l_89 - l_86;
l_mut_91 = l_90;
let l_92 = l_mut_91 + l_86;
let l_93 = l_92 != l_89;
if l_93 {
l_mut_85 = l_mut_46;
l_mut_91 = l_mut_45;
}
let l_94 = l_mut_18 * l_5;
let l_95 = l_3 * l_mut_18;
let l_96 = l_95 - l_mut_18;
let l_97 = l_95 - l_96;
let l_98 = l_mut_18 - l_97;
let l_99 = l_3 * l_5;
let l_100 = l_99 - l_5;
let l_101 = l_99 - l_100;
let l_102 = l_5 - l_101;
let l_103 = l_97 * l_101;
let l_104 = l_103 - l_94;
let l_105 = l_97 * l_102;
let l_106 = l_104 + l_105;
let l_107 = l_98 * l_101;
let l_108 = l_106 + l_107;
let l_109 = l_98 * l_102;
let l_110 = l_108 + l_109;
let l_111 = l_mut_18 * l_7;
let l_112 = l_mut_19 * l_5;
let l_113 = l_111 + l_112;
let l_114 = l_113 + l_110;
l_mut_46 = l_94;
l_mut_45 = l_114;
let l_115 = abs(l_114);
let l_116 = abs(l_94);
let l_117 = l_115 >= l_116;
if l_117 {
l_mut_46 = l_114;
l_mut_45 = l_94;
}
let l_118 = l_mut_46 + l_mut_45;
l_mut_119 = l_118;
let l_120 = l_mut_119 - l_mut_46;
let l_121 = l_mut_119 - l_120;
let l_122 = l_121 - l_mut_46;
let l_123 = l_mut_45 - l_122;
let l_124 = l_123 - l_120;
l_mut_125 = l_124;
let l_126 = l_mut_125 + l_120;
let l_127 = l_126 != l_123;
if l_127 {
l_mut_119 = l_mut_46;
l_mut_125 = l_mut_45;
}
let l_128 = l_mut_21 * l_5;
let l_129 = l_3 * l_mut_21;
let l_130 = l_129 - l_mut_21;
let l_131 = l_129 - l_130;
let l_132 = l_mut_21 - l_131;
let l_133 = l_3 * l_5;
let l_134 = l_133 - l_5;
let l_135 = l_133 - l_134;
let l_136 = l_5 - l_135;
let l_137 = l_131 * l_135;
let l_138 = l_137 - l_128;
let l_139 = l_131 * l_136;
let l_140 = l_138 + l_139;
let l_141 = l_132 * l_135;
let l_142 = l_140 + l_141;
let l_143 = l_132 * l_136;
let l_144 = l_142 + l_143;
let l_145 = l_mut_21 * l_7;
let l_146 = l_mut_22 * l_5;
let l_147 = l_145 + l_146;
let l_148 = l_147 + l_144;
l_mut_46 = l_128;
l_mut_45 = l_148;
let l_149 = abs(l_148);
let l_150 = abs(l_128);
let l_151 = l_149 >= l_150;
if l_151 {
l_mut_46 = l_148;
l_mut_45 = l_128;
}
let l_152 = l_mut_46 + l_mut_45;
l_mut_153 = l_152;
let l_154 = l_mut_153 - l_mut_46;
let l_155 = l_mut_153 - l_154;
let l_156 = l_155 - l_mut_46;
let l_157 = l_mut_45 - l_156;
let l_158 = l_157 - l_154;
l_mut_159 = l_158;
let l_160 = l_mut_159 + l_154;
let l_161 = l_160 != l_157;
if l_161 {
l_mut_153 = l_mut_46;
l_mut_159 = l_mut_45;
}
l_mut_11 = l_mut_51;
l_mut_12 = l_mut_57;
l_mut_14 = l_mut_85;
l_mut_16 = l_mut_91;
l_mut_18 = l_mut_119;
l_mut_19 = l_mut_125;
l_mut_21 = l_mut_153;
l_mut_22 = l_mut_159;
}
let l_162 = l_mut_11 + l_mut_14;
let l_163 = l_mut_18 + l_mut_21;
let l_164 = l_162 + l_163;
let l_211 = info.static_meta[u32(3)];
let l_212 = l_211 * u32(1);
let l_213 = id < l_212;
if l_213 {
buffer_3_global[id] = l_164;
}
let l_165 = l_1 + id;
let l_166 = l_mut_12 + l_mut_16;
let l_167 = l_mut_19 + l_mut_22;
let l_168 = l_166 + l_167;
let l_214 = info.static_meta[u32(3)];
let l_215 = l_214 * u32(1);
let l_216 = l_165 < l_215;
if l_216 {
buffer_3_global[l_165] = l_168;
}
}
}
