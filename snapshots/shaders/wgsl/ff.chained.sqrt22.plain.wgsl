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

var l_mut_11: f32;
var l_mut_12: f32;
var l_mut_14: f32;
var l_mut_16: f32;
var l_mut_18: f32;
var l_mut_19: f32;
var l_mut_21: f32;
var l_mut_22: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_135 = info.static_meta[u32(2)];
let l_136 = l_135 * u32(1);
let l_137 = u32(0) < l_136;
let l_138 = l_136 - u32(1);
let l_139 = min(u32(0), l_138);
let l_140 = buffer_2_global[l_139];
let l_141 = select(f32(0.0), l_140, l_137);
let l_3 = l_141;
let l_142 = info.static_meta[u32(2)];
let l_143 = l_142 * u32(1);
let l_144 = u32(1) < l_143;
let l_145 = l_143 - u32(1);
let l_146 = min(u32(1), l_145);
let l_147 = buffer_2_global[l_146];
let l_148 = select(f32(0.0), l_147, l_144);
let l_4 = l_148;
let l_149 = info.static_meta[u32(1)];
let l_150 = l_149 * u32(1);
let l_151 = id < l_150;
let l_152 = l_150 - u32(1);
let l_153 = min(id, l_152);
let l_154 = buffer_1_global[l_153];
let l_155 = select(f32(0.0), l_154, l_151);
let l_5 = l_155;
let l_6 = l_1 + id;
let l_156 = info.static_meta[u32(1)];
let l_157 = l_156 * u32(1);
let l_158 = l_6 < l_157;
let l_159 = l_157 - u32(1);
let l_160 = min(l_6, l_159);
let l_161 = buffer_1_global[l_160];
let l_162 = select(f32(0.0), l_161, l_158);
let l_7 = l_162;
let l_163 = info.static_meta[u32(0)];
let l_164 = l_163 * u32(1);
let l_165 = id < l_164;
let l_166 = l_164 - u32(1);
let l_167 = min(id, l_166);
let l_168 = buffer_0_global[l_167];
let l_169 = select(f32(0.0), l_168, l_165);
let l_8 = l_169;
let l_9 = l_1 + id;
let l_170 = info.static_meta[u32(0)];
let l_171 = l_170 * u32(1);
let l_172 = l_9 < l_171;
let l_173 = l_171 - u32(1);
let l_174 = min(l_9, l_173);
let l_175 = buffer_0_global[l_174];
let l_176 = select(f32(0.0), l_175, l_172);
let l_10 = l_176;
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
let l_24 = sqrt(l_mut_11);
let l_25 = l_24 * l_24;
let l_26 = l_3 * l_24;
let l_27 = l_26 - l_24;
let l_28 = l_26 - l_27;
let l_29 = l_24 - l_28;
let l_30 = l_3 * l_24;
let l_31 = l_30 - l_24;
let l_32 = l_30 - l_31;
let l_33 = l_24 - l_32;
let l_34 = l_28 * l_32;
let l_35 = l_34 - l_25;
let l_36 = l_28 * l_33;
let l_37 = l_35 + l_36;
let l_38 = l_29 * l_32;
let l_39 = l_37 + l_38;
let l_40 = l_29 * l_33;
let l_41 = l_39 + l_40;
let l_42 = l_mut_11 - l_25;
let l_43 = l_42 - l_41;
let l_44 = l_mut_12 + l_43;
let l_45 = l_24 + l_24;
let l_46 = l_44 / l_45;
let l_47 = l_24 + l_46;
let l_48 = l_47 - l_24;
let l_49 = l_46 - l_48;
let l_50 = sqrt(l_mut_14);
let l_51 = l_50 * l_50;
let l_52 = l_3 * l_50;
let l_53 = l_52 - l_50;
let l_54 = l_52 - l_53;
let l_55 = l_50 - l_54;
let l_56 = l_3 * l_50;
let l_57 = l_56 - l_50;
let l_58 = l_56 - l_57;
let l_59 = l_50 - l_58;
let l_60 = l_54 * l_58;
let l_61 = l_60 - l_51;
let l_62 = l_54 * l_59;
let l_63 = l_61 + l_62;
let l_64 = l_55 * l_58;
let l_65 = l_63 + l_64;
let l_66 = l_55 * l_59;
let l_67 = l_65 + l_66;
let l_68 = l_mut_14 - l_51;
let l_69 = l_68 - l_67;
let l_70 = l_mut_16 + l_69;
let l_71 = l_50 + l_50;
let l_72 = l_70 / l_71;
let l_73 = l_50 + l_72;
let l_74 = l_73 - l_50;
let l_75 = l_72 - l_74;
let l_76 = sqrt(l_mut_18);
let l_77 = l_76 * l_76;
let l_78 = l_3 * l_76;
let l_79 = l_78 - l_76;
let l_80 = l_78 - l_79;
let l_81 = l_76 - l_80;
let l_82 = l_3 * l_76;
let l_83 = l_82 - l_76;
let l_84 = l_82 - l_83;
let l_85 = l_76 - l_84;
let l_86 = l_80 * l_84;
let l_87 = l_86 - l_77;
let l_88 = l_80 * l_85;
let l_89 = l_87 + l_88;
let l_90 = l_81 * l_84;
let l_91 = l_89 + l_90;
let l_92 = l_81 * l_85;
let l_93 = l_91 + l_92;
let l_94 = l_mut_18 - l_77;
let l_95 = l_94 - l_93;
let l_96 = l_mut_19 + l_95;
let l_97 = l_76 + l_76;
let l_98 = l_96 / l_97;
let l_99 = l_76 + l_98;
let l_100 = l_99 - l_76;
let l_101 = l_98 - l_100;
let l_102 = sqrt(l_mut_21);
let l_103 = l_102 * l_102;
let l_104 = l_3 * l_102;
let l_105 = l_104 - l_102;
let l_106 = l_104 - l_105;
let l_107 = l_102 - l_106;
let l_108 = l_3 * l_102;
let l_109 = l_108 - l_102;
let l_110 = l_108 - l_109;
let l_111 = l_102 - l_110;
let l_112 = l_106 * l_110;
let l_113 = l_112 - l_103;
let l_114 = l_106 * l_111;
let l_115 = l_113 + l_114;
let l_116 = l_107 * l_110;
let l_117 = l_115 + l_116;
let l_118 = l_107 * l_111;
let l_119 = l_117 + l_118;
let l_120 = l_mut_21 - l_103;
let l_121 = l_120 - l_119;
let l_122 = l_mut_22 + l_121;
let l_123 = l_102 + l_102;
let l_124 = l_122 / l_123;
let l_125 = l_102 + l_124;
let l_126 = l_125 - l_102;
let l_127 = l_124 - l_126;
l_mut_11 = l_47;
l_mut_12 = l_49;
l_mut_14 = l_73;
l_mut_16 = l_75;
l_mut_18 = l_99;
l_mut_19 = l_101;
l_mut_21 = l_125;
l_mut_22 = l_127;
}
let l_128 = l_mut_11 + l_mut_14;
let l_129 = l_mut_18 + l_mut_21;
let l_130 = l_128 + l_129;
let l_177 = info.static_meta[u32(3)];
let l_178 = l_177 * u32(1);
let l_179 = id < l_178;
if l_179 {
buffer_3_global[id] = l_130;
}
let l_131 = l_1 + id;
let l_132 = l_mut_12 + l_mut_16;
let l_133 = l_mut_19 + l_mut_22;
let l_134 = l_132 + l_133;
let l_180 = info.static_meta[u32(3)];
let l_181 = l_180 * u32(1);
let l_182 = l_131 < l_181;
if l_182 {
buffer_3_global[l_131] = l_134;
}
}
}
