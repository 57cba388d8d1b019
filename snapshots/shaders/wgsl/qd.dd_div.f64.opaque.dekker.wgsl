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

let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_157 = info.static_meta[u32(2)];
let l_158 = l_157 * u32(1);
let l_159 = u32(0) < l_158;
let l_160 = l_158 - u32(1);
let l_161 = min(u32(0), l_160);
let l_162 = buffer_2_global[l_161];
let l_163 = select(f64(0.0), l_162, l_159);
let l_3 = l_163;
let l_164 = info.static_meta[u32(2)];
let l_165 = l_164 * u32(1);
let l_166 = u32(1) < l_165;
let l_167 = l_165 - u32(1);
let l_168 = min(u32(1), l_167);
let l_169 = buffer_2_global[l_168];
let l_170 = select(f64(0.0), l_169, l_166);
let l_4 = l_170;
let l_171 = info.static_meta[u32(0)];
let l_172 = l_171 * u32(1);
let l_173 = id < l_172;
let l_174 = l_172 - u32(1);
let l_175 = min(id, l_174);
let l_176 = buffer_0_global[l_175];
let l_177 = select(f64(0.0), l_176, l_173);
let l_5 = l_177;
let l_6 = l_1 + id;
let l_178 = info.static_meta[u32(0)];
let l_179 = l_178 * u32(1);
let l_180 = l_6 < l_179;
let l_181 = l_179 - u32(1);
let l_182 = min(l_6, l_181);
let l_183 = buffer_0_global[l_182];
let l_184 = select(f64(0.0), l_183, l_180);
let l_7 = l_184;
let l_185 = info.static_meta[u32(1)];
let l_186 = l_185 * u32(1);
let l_187 = id < l_186;
let l_188 = l_186 - u32(1);
let l_189 = min(id, l_188);
let l_190 = buffer_1_global[l_189];
let l_191 = select(f64(0.0), l_190, l_187);
let l_8 = l_191;
let l_9 = l_1 + id;
let l_192 = info.static_meta[u32(1)];
let l_193 = l_192 * u32(1);
let l_194 = l_9 < l_193;
let l_195 = l_193 - u32(1);
let l_196 = min(l_9, l_195);
let l_197 = buffer_1_global[l_196];
let l_198 = select(f64(0.0), l_197, l_194);
let l_10 = l_198;
let l_11 = l_5 / l_8;
let l_12 = l_8 * l_11;
let l_13 = l_12 * l_4;
let l_14 = l_3 * l_8;
let l_15 = l_14 * l_4;
let l_16 = l_15 - l_8;
let l_17 = l_16 * l_4;
let l_18 = l_15 - l_17;
let l_19 = l_8 - l_18;
let l_20 = l_3 * l_11;
let l_21 = l_20 * l_4;
let l_22 = l_21 - l_11;
let l_23 = l_22 * l_4;
let l_24 = l_21 - l_23;
let l_25 = l_11 - l_24;
let l_26 = l_18 * l_24;
let l_27 = l_26 - l_13;
let l_28 = l_18 * l_25;
let l_29 = l_27 + l_28;
let l_30 = l_19 * l_24;
let l_31 = l_29 + l_30;
let l_32 = l_19 * l_25;
let l_33 = l_31 + l_32;
let l_34 = l_10 * l_11;
let l_35 = l_33 + l_34;
let l_36 = l_13 + l_35;
let l_37 = l_36 * l_4;
let l_38 = l_37 - l_13;
let l_39 = l_38 * l_4;
let l_40 = l_35 - l_39;
let l_41 = -l_37;
let l_42 = -l_40;
let l_43 = l_5 + l_41;
let l_44 = l_43 * l_4;
let l_45 = l_44 - l_5;
let l_46 = l_45 * l_4;
let l_47 = l_44 - l_46;
let l_48 = l_47 * l_4;
let l_49 = l_5 - l_48;
let l_50 = l_41 - l_46;
let l_51 = l_49 + l_50;
let l_52 = l_7 + l_42;
let l_53 = l_52 * l_4;
let l_54 = l_53 - l_7;
let l_55 = l_54 * l_4;
let l_56 = l_53 - l_55;
let l_57 = l_56 * l_4;
let l_58 = l_7 - l_57;
let l_59 = l_42 - l_55;
let l_60 = l_58 + l_59;
let l_61 = l_51 + l_53;
let l_62 = l_44 + l_61;
let l_63 = l_62 * l_4;
let l_64 = l_63 - l_44;
let l_65 = l_64 * l_4;
let l_66 = l_61 - l_65;
let l_67 = l_60 + l_66;
let l_68 = l_63 + l_67;
let l_69 = l_68 * l_4;
let l_70 = l_69 - l_63;
let l_71 = l_70 * l_4;
let l_72 = l_67 - l_71;
let l_73 = l_69 / l_8;
let l_74 = l_8 * l_73;
let l_75 = l_74 * l_4;
let l_76 = l_3 * l_8;
let l_77 = l_76 * l_4;
let l_78 = l_77 - l_8;
let l_79 = l_78 * l_4;
let l_80 = l_77 - l_79;
let l_81 = l_8 - l_80;
let l_82 = l_3 * l_73;
let l_83 = l_82 * l_4;
let l_84 = l_83 - l_73;
let l_85 = l_84 * l_4;
let l_86 = l_83 - l_85;
let l_87 = l_73 - l_86;
let l_88 = l_80 * l_86;
let l_89 = l_88 - l_75;
let l_90 = l_80 * l_87;
let l_91 = l_89 + l_90;
let l_92 = l_81 * l_86;
let l_93 = l_91 + l_92;
let l_94 = l_81 * l_87;
let l_95 = l_93 + l_94;
let l_96 = l_10 * l_73;
let l_97 = l_95 + l_96;
let l_98 = l_75 + l_97;
let l_99 = l_98 * l_4;
let l_100 = l_99 - l_75;
let l_101 = l_100 * l_4;
let l_102 = l_97 - l_101;
let l_103 = -l_99;
let l_104 = -l_102;
let l_105 = l_69 + l_103;
let l_106 = l_105 * l_4;
let l_107 = l_106 - l_69;
let l_108 = l_107 * l_4;
let l_109 = l_106 - l_108;
let l_110 = l_109 * l_4;
let l_111 = l_69 - l_110;
let l_112 = l_103 - l_108;
let l_113 = l_111 + l_112;
let l_114 = l_72 + l_104;
let l_115 = l_114 * l_4;
let l_116 = l_115 - l_72;
let l_117 = l_116 * l_4;
let l_118 = l_115 - l_117;
let l_119 = l_118 * l_4;
let l_120 = l_72 - l_119;
let l_121 = l_104 - l_117;
let l_122 = l_120 + l_121;
let l_123 = l_113 + l_115;
let l_124 = l_106 + l_123;
let l_125 = l_124 * l_4;
let l_126 = l_125 - l_106;
let l_127 = l_126 * l_4;
let l_128 = l_123 - l_127;
let l_129 = l_122 + l_128;
let l_130 = l_125 + l_129;
let l_131 = l_130 * l_4;
let l_132 = l_131 - l_125;
let l_133 = l_132 * l_4;
let l_134 = l_129 - l_133;
let l_135 = l_131 / l_8;
let l_136 = l_11 + l_73;
let l_137 = l_136 * l_4;
let l_138 = l_137 - l_11;
let l_139 = l_138 * l_4;
let l_140 = l_73 - l_139;
let l_141 = l_137 + l_135;
let l_142 = l_141 * l_4;
let l_143 = l_142 - l_137;
let l_144 = l_143 * l_4;
let l_145 = l_142 - l_144;
let l_146 = l_145 * l_4;
let l_147 = l_137 - l_146;
let l_148 = l_135 - l_144;
let l_149 = l_147 + l_148;
let l_150 = l_149 + l_140;
let l_151 = l_142 + l_150;
let l_152 = l_151 * l_4;
let l_153 = l_152 - l_142;
let l_154 = l_153 * l_4;
let l_155 = l_150 - l_154;
let l_199 = info.static_meta[u32(3)];
let l_200 = l_199 * u32(1);
let l_201 = id < l_200;
if l_201 {
buffer_3_global[id] = l_152;
}
let l_156 = l_1 + id;
let l_202 = info.static_meta[u32(3)];
let l_203 = l_202 * u32(1);
let l_204 = l_156 < l_203;
if l_204 {
buffer_3_global[l_156] = l_155;
}
}
}
