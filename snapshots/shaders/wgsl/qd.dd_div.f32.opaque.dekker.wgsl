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
let l_158 = info.static_meta[u32(2)];
let l_159 = l_158 * u32(1);
let l_160 = u32(0) < l_159;
let l_161 = l_159 - u32(1);
let l_162 = min(u32(0), l_161);
let l_163 = buffer_2_global[l_162];
let l_164 = select(f32(0.0), l_163, l_160);
let l_3 = l_164;
let l_165 = info.static_meta[u32(2)];
let l_166 = l_165 * u32(1);
let l_167 = u32(1) < l_166;
let l_168 = l_166 - u32(1);
let l_169 = min(u32(1), l_168);
let l_170 = buffer_2_global[l_169];
let l_171 = select(f32(0.0), l_170, l_167);
let l_4 = l_171;
let l_172 = info.static_meta[u32(0)];
let l_173 = l_172 * u32(1);
let l_174 = id < l_173;
let l_175 = l_173 - u32(1);
let l_176 = min(id, l_175);
let l_177 = buffer_0_global[l_176];
let l_178 = select(f32(0.0), l_177, l_174);
let l_5 = l_178;
let l_6 = l_1 + id;
let l_179 = info.static_meta[u32(0)];
let l_180 = l_179 * u32(1);
let l_181 = l_6 < l_180;
let l_182 = l_180 - u32(1);
let l_183 = min(l_6, l_182);
let l_184 = buffer_0_global[l_183];
let l_185 = select(f32(0.0), l_184, l_181);
let l_7 = l_185;
let l_186 = info.static_meta[u32(1)];
let l_187 = l_186 * u32(1);
let l_188 = id < l_187;
let l_189 = l_187 - u32(1);
let l_190 = min(id, l_189);
let l_191 = buffer_1_global[l_190];
let l_192 = select(f32(0.0), l_191, l_188);
let l_8 = l_192;
let l_9 = l_1 + id;
let l_193 = info.static_meta[u32(1)];
let l_194 = l_193 * u32(1);
let l_195 = l_9 < l_194;
let l_196 = l_194 - u32(1);
let l_197 = min(l_9, l_196);
let l_198 = buffer_1_global[l_197];
let l_199 = select(f32(0.0), l_198, l_195);
let l_10 = l_199;
let l_11 = f32(1.0) / l_8;
let l_12 = l_5 * l_11;
let l_13 = l_8 * l_12;
let l_14 = l_13 * l_4;
let l_15 = l_3 * l_8;
let l_16 = l_15 * l_4;
let l_17 = l_16 - l_8;
let l_18 = l_17 * l_4;
let l_19 = l_16 - l_18;
let l_20 = l_8 - l_19;
let l_21 = l_3 * l_12;
let l_22 = l_21 * l_4;
let l_23 = l_22 - l_12;
let l_24 = l_23 * l_4;
let l_25 = l_22 - l_24;
let l_26 = l_12 - l_25;
let l_27 = l_19 * l_25;
let l_28 = l_27 - l_14;
let l_29 = l_19 * l_26;
let l_30 = l_28 + l_29;
let l_31 = l_20 * l_25;
let l_32 = l_30 + l_31;
let l_33 = l_20 * l_26;
let l_34 = l_32 + l_33;
let l_35 = l_10 * l_12;
let l_36 = l_34 + l_35;
let l_37 = l_14 + l_36;
let l_38 = l_37 * l_4;
let l_39 = l_38 - l_14;
let l_40 = l_39 * l_4;
let l_41 = l_36 - l_40;
let l_42 = -l_38;
let l_43 = -l_41;
let l_44 = l_5 + l_42;
let l_45 = l_44 * l_4;
let l_46 = l_45 - l_5;
let l_47 = l_46 * l_4;
let l_48 = l_45 - l_47;
let l_49 = l_48 * l_4;
let l_50 = l_5 - l_49;
let l_51 = l_42 - l_47;
let l_52 = l_50 + l_51;
let l_53 = l_7 + l_43;
let l_54 = l_53 * l_4;
let l_55 = l_54 - l_7;
let l_56 = l_55 * l_4;
let l_57 = l_54 - l_56;
let l_58 = l_57 * l_4;
let l_59 = l_7 - l_58;
let l_60 = l_43 - l_56;
let l_61 = l_59 + l_60;
let l_62 = l_52 + l_54;
let l_63 = l_45 + l_62;
let l_64 = l_63 * l_4;
let l_65 = l_64 - l_45;
let l_66 = l_65 * l_4;
let l_67 = l_62 - l_66;
let l_68 = l_61 + l_67;
let l_69 = l_64 + l_68;
let l_70 = l_69 * l_4;
let l_71 = l_70 - l_64;
let l_72 = l_71 * l_4;
let l_73 = l_68 - l_72;
let l_74 = l_70 * l_11;
let l_75 = l_8 * l_74;
let l_76 = l_75 * l_4;
let l_77 = l_3 * l_8;
let l_78 = l_77 * l_4;
let l_79 = l_78 - l_8;
let l_80 = l_79 * l_4;
let l_81 = l_78 - l_80;
let l_82 = l_8 - l_81;
let l_83 = l_3 * l_74;
let l_84 = l_83 * l_4;
let l_85 = l_84 - l_74;
let l_86 = l_85 * l_4;
let l_87 = l_84 - l_86;
let l_88 = l_74 - l_87;
let l_89 = l_81 * l_87;
let l_90 = l_89 - l_76;
let l_91 = l_81 * l_88;
let l_92 = l_90 + l_91;
let l_93 = l_82 * l_87;
let l_94 = l_92 + l_93;
let l_95 = l_82 * l_88;
let l_96 = l_94 + l_95;
let l_97 = l_10 * l_74;
let l_98 = l_96 + l_97;
let l_99 = l_76 + l_98;
let l_100 = l_99 * l_4;
let l_101 = l_100 - l_76;
let l_102 = l_101 * l_4;
let l_103 = l_98 - l_102;
let l_104 = -l_100;
let l_105 = -l_103;
let l_106 = l_70 + l_104;
let l_107 = l_106 * l_4;
let l_108 = l_107 - l_70;
let l_109 = l_108 * l_4;
let l_110 = l_107 - l_109;
let l_111 = l_110 * l_4;
let l_112 = l_70 - l_111;
let l_113 = l_104 - l_109;
let l_114 = l_112 + l_113;
let l_115 = l_73 + l_105;
let l_116 = l_115 * l_4;
let l_117 = l_116 - l_73;
let l_118 = l_117 * l_4;
let l_119 = l_116 - l_118;
let l_120 = l_119 * l_4;
let l_121 = l_73 - l_120;
let l_122 = l_105 - l_118;
let l_123 = l_121 + l_122;
let l_124 = l_114 + l_116;
let l_125 = l_107 + l_124;
let l_126 = l_125 * l_4;
let l_127 = l_126 - l_107;
let l_128 = l_127 * l_4;
let l_129 = l_124 - l_128;
let l_130 = l_123 + l_129;
let l_131 = l_126 + l_130;
let l_132 = l_131 * l_4;
let l_133 = l_132 - l_126;
let l_134 = l_133 * l_4;
let l_135 = l_130 - l_134;
let l_136 = l_132 / l_8;
let l_137 = l_12 + l_74;
let l_138 = l_137 * l_4;
let l_139 = l_138 - l_12;
let l_140 = l_139 * l_4;
let l_141 = l_74 - l_140;
let l_142 = l_138 + l_136;
let l_143 = l_142 * l_4;
let l_144 = l_143 - l_138;
let l_145 = l_144 * l_4;
let l_146 = l_143 - l_145;
let l_147 = l_146 * l_4;
let l_148 = l_138 - l_147;
let l_149 = l_136 - l_145;
let l_150 = l_148 + l_149;
let l_151 = l_150 + l_141;
let l_152 = l_143 + l_151;
let l_153 = l_152 * l_4;
let l_154 = l_153 - l_143;
let l_155 = l_154 * l_4;
let l_156 = l_151 - l_155;
let l_200 = info.static_meta[u32(3)];
let l_201 = l_200 * u32(1);
let l_202 = id < l_201;
if l_202 {
buffer_3_global[id] = l_153;
}
let l_157 = l_1 + id;
let l_203 = info.static_meta[u32(3)];
let l_204 = l_203 * u32(1);
let l_205 = l_157 < l_204;
if l_205 {
buffer_3_global[l_157] = l_156;
}
}
}
