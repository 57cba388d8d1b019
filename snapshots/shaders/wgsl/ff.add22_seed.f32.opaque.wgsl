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
fn double_words_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_106: f32;
var l_mut_114: f32;
var l_mut_125: f32;
var l_mut_12: f32;
var l_mut_133: f32;
var l_mut_13: f32;
var l_mut_144: f32;
var l_mut_19: f32;
var l_mut_30: f32;
var l_mut_38: f32;
var l_mut_49: f32;
var l_mut_4: u32;
var l_mut_57: f32;
var l_mut_68: f32;
var l_mut_76: f32;
var l_mut_87: f32;
var l_mut_95: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_148 = info.static_meta[u32(2)];
let l_149 = l_148 * u32(1);
let l_150 = u32(0) < l_149;
let l_151 = l_149 - u32(1);
let l_152 = min(u32(0), l_151);
let l_153 = buffer_2_global[l_152];
let l_154 = select(f32(0.0), l_153, l_150);
let l_2 = l_154;
let l_155 = info.static_meta[u32(2)];
let l_156 = l_155 * u32(1);
let l_157 = u32(1) < l_156;
let l_158 = l_156 - u32(1);
let l_159 = min(u32(1), l_158);
let l_160 = buffer_2_global[l_159];
let l_161 = select(f32(0.0), l_160, l_157);
let l_3 = l_161;
l_mut_4 = id;
let l_5 = l_mut_4 < l_1;
if l_5 {
let l_162 = info.static_meta[u32(0)];
let l_163 = l_162 * u32(1);
let l_164 = l_mut_4 < l_163;
let l_165 = l_163 - u32(1);
let l_166 = min(l_mut_4, l_165);
let l_167 = buffer_0_global[l_166];
let l_168 = select(f32(0.0), l_167, l_164);
let l_6 = l_168;
let l_7 = l_1 + l_mut_4;
let l_169 = info.static_meta[u32(0)];
let l_170 = l_169 * u32(1);
let l_171 = l_7 < l_170;
let l_172 = l_170 - u32(1);
let l_173 = min(l_7, l_172);
let l_174 = buffer_0_global[l_173];
let l_175 = select(f32(0.0), l_174, l_171);
let l_8 = l_175;
let l_176 = info.static_meta[u32(1)];
let l_177 = l_176 * u32(1);
let l_178 = l_mut_4 < l_177;
let l_179 = l_177 - u32(1);
let l_180 = min(l_mut_4, l_179);
let l_181 = buffer_1_global[l_180];
let l_182 = select(f32(0.0), l_181, l_178);
let l_9 = l_182;
let l_10 = l_1 + l_mut_4;
let l_183 = info.static_meta[u32(1)];
let l_184 = l_183 * u32(1);
let l_185 = l_10 < l_184;
let l_186 = l_184 - u32(1);
let l_187 = min(l_10, l_186);
let l_188 = buffer_1_global[l_187];
let l_189 = select(f32(0.0), l_188, l_185);
let l_11 = l_189;
l_mut_12 = l_6;
l_mut_13 = l_9;
let l_14 = abs(l_9);
let l_15 = abs(l_6);
let l_16 = l_14 >= l_15;
if l_16 {
l_mut_12 = l_9;
l_mut_13 = l_6;
}
let l_17 = l_mut_12 + l_mut_13;
let l_18 = l_17 * l_3;
l_mut_19 = l_18;
let l_20 = l_mut_19 - l_mut_12;
let l_21 = l_20 * l_3;
let l_22 = l_mut_19 - l_21;
let l_23 = l_22 * l_3;
let l_24 = l_23 - l_mut_12;
let l_25 = l_24 * l_3;
let l_26 = l_mut_13 - l_25;
let l_27 = l_26 * l_3;
let l_28 = l_27 - l_21;
let l_29 = l_28 * l_3;
l_mut_30 = l_29;
let l_31 = l_mut_30 + l_21;
let l_32 = l_31 != l_27;
if l_32 {
l_mut_19 = l_mut_12;
l_mut_30 = l_mut_13;
}
l_mut_13 = l_8;
l_mut_12 = l_11;
let l_33 = abs(l_11);
let l_34 = abs(l_8);
let l_35 = l_33 >= l_34;
if l_35 {
l_mut_13 = l_11;
l_mut_12 = l_8;
}
let l_36 = l_mut_13 + l_mut_12;
let l_37 = l_36 * l_3;
l_mut_38 = l_37;
let l_39 = l_mut_38 - l_mut_13;
let l_40 = l_39 * l_3;
let l_41 = l_mut_38 - l_40;
let l_42 = l_41 * l_3;
let l_43 = l_42 - l_mut_13;
let l_44 = l_43 * l_3;
let l_45 = l_mut_12 - l_44;
let l_46 = l_45 * l_3;
let l_47 = l_46 - l_40;
let l_48 = l_47 * l_3;
l_mut_49 = l_48;
let l_50 = l_mut_49 + l_40;
let l_51 = l_50 != l_46;
if l_51 {
l_mut_38 = l_mut_13;
l_mut_49 = l_mut_12;
}
l_mut_13 = l_mut_30;
l_mut_12 = l_mut_38;
let l_52 = abs(l_mut_38);
let l_53 = abs(l_mut_30);
let l_54 = l_52 >= l_53;
if l_54 {
l_mut_13 = l_mut_38;
l_mut_12 = l_mut_30;
}
let l_55 = l_mut_13 + l_mut_12;
let l_56 = l_55 * l_3;
l_mut_57 = l_56;
let l_58 = l_mut_57 - l_mut_13;
let l_59 = l_58 * l_3;
let l_60 = l_mut_57 - l_59;
let l_61 = l_60 * l_3;
let l_62 = l_61 - l_mut_13;
let l_63 = l_62 * l_3;
let l_64 = l_mut_12 - l_63;
let l_65 = l_64 * l_3;
let l_66 = l_65 - l_59;
let l_67 = l_66 * l_3;
l_mut_68 = l_67;
let l_69 = l_mut_68 + l_59;
let l_70 = l_69 != l_65;
if l_70 {
l_mut_57 = l_mut_13;
l_mut_68 = l_mut_12;
}
l_mut_13 = l_mut_49;
l_mut_12 = l_mut_68;
let l_71 = abs(l_mut_68);
let l_72 = abs(l_mut_49);
let l_73 = l_71 >= l_72;
if l_73 {
l_mut_13 = l_mut_68;
l_mut_12 = l_mut_49;
}
let l_74 = l_mut_13 + l_mut_12;
let l_75 = l_74 * l_3;
l_mut_76 = l_75;
let l_77 = l_mut_76 - l_mut_13;
let l_78 = l_77 * l_3;
let l_79 = l_mut_76 - l_78;
let l_80 = l_79 * l_3;
let l_81 = l_80 - l_mut_13;
let l_82 = l_81 * l_3;
let l_83 = l_mut_12 - l_82;
let l_84 = l_83 * l_3;
let l_85 = l_84 - l_78;
let l_86 = l_85 * l_3;
l_mut_87 = l_86;
let l_88 = l_mut_87 + l_78;
let l_89 = l_88 != l_84;
if l_89 {
l_mut_76 = l_mut_13;
l_mut_87 = l_mut_12;
}
l_mut_13 = l_mut_57;
l_mut_12 = l_mut_76;
let l_90 = abs(l_mut_76);
let l_91 = abs(l_mut_57);
let l_92 = l_90 >= l_91;
if l_92 {
l_mut_13 = l_mut_76;
l_mut_12 = l_mut_57;
}
let l_93 = l_mut_13 + l_mut_12;
let l_94 = l_93 * l_3;
l_mut_95 = l_94;
let l_96 = l_mut_95 - l_mut_13;
let l_97 = l_96 * l_3;
let l_98 = l_mut_95 - l_97;
let l_99 = l_98 * l_3;
let l_100 = l_99 - l_mut_13;
let l_101 = l_100 * l_3;
let l_102 = l_mut_12 - l_101;
let l_103 = l_102 * l_3;
let l_104 = l_103 - l_97;
let l_105 = l_104 * l_3;
l_mut_106 = l_105;
let l_107 = l_mut_106 + l_97;
let l_108 = l_107 != l_103;
if l_108 {
l_mut_95 = l_mut_13;
l_mut_106 = l_mut_12;
}
l_mut_13 = l_mut_19;
l_mut_12 = l_mut_95;
let l_109 = abs(l_mut_95);
let l_110 = abs(l_mut_19);
let l_111 = l_109 >= l_110;
if l_111 {
l_mut_13 = l_mut_95;
l_mut_12 = l_mut_19;
}
let l_112 = l_mut_13 + l_mut_12;
let l_113 = l_112 * l_3;
l_mut_114 = l_113;
let l_115 = l_mut_114 - l_mut_13;
let l_116 = l_115 * l_3;
let l_117 = l_mut_114 - l_116;
let l_118 = l_117 * l_3;
let l_119 = l_118 - l_mut_13;
let l_120 = l_119 * l_3;
let l_121 = l_mut_12 - l_120;
let l_122 = l_121 * l_3;
let l_123 = l_122 - l_116;
let l_124 = l_123 * l_3;
l_mut_125 = l_124;
let l_126 = l_mut_125 + l_116;
let l_127 = l_126 != l_122;
if l_127 {
l_mut_114 = l_mut_13;
l_mut_125 = l_mut_12;
}
l_mut_13 = l_mut_106;
l_mut_12 = l_mut_125;
let l_128 = abs(l_mut_125);
let l_129 = abs(l_mut_106);
let l_130 = l_128 >= l_129;
if l_130 {
l_mut_13 = l_mut_125;
l_mut_12 = l_mut_106;
}
let l_131 = l_mut_13 + l_mut_12;
let l_132 = l_131 * l_3;
l_mut_133 = l_132;
let l_134 = l_mut_133 - l_mut_13;
let l_135 = l_134 * l_3;
let l_136 = l_mut_133 - l_135;
let l_137 = l_136 * l_3;
let l_138 = l_137 - l_mut_13;
let l_139 = l_138 * l_3;
let l_140 = l_mut_12 - l_139;
let l_141 = l_140 * l_3;
let l_142 = l_141 - l_135;
let l_143 = l_142 * l_3;
l_mut_144 = l_143;
let l_145 = l_mut_144 + l_135;
let l_146 = l_145 != l_141;
if l_146 {
l_mut_133 = l_mut_13;
l_mut_144 = l_mut_12;
}
let l_190 = info.static_meta[u32(3)];
let l_191 = l_190 * u32(1);
let l_192 = l_mut_4 < l_191;
if l_192 {
buffer_3_global[l_mut_4] = l_mut_114;
}
let l_147 = l_1 + l_mut_4;
let l_193 = info.static_meta[u32(3)];
let l_194 = l_193 * u32(1);
let l_195 = l_147 < l_194;
if l_195 {
buffer_3_global[l_147] = l_mut_133;
}
}
}
