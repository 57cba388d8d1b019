@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f64>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f64>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

struct info_st {
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 6>,
}

@group(0)
@binding(3)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn gj_swap_and_save_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.scalars_u32[2] + info.scalars_u32[3];
let l_1 = l_0 + id;
let l_2 = l_1 < info.scalars_u32[1];
if l_2 {
let l_3 = info.scalars_u32[0] * info.scalars_u32[1];

for (var l_mut_4: u32 = u32(0); l_mut_4 < info.scalars_u32[3]; l_mut_4++) {
let l_5 = info.scalars_u32[2] + l_mut_4;
let l_65 = info.static_meta[u32(2)];
let l_66 = l_65 * u32(1);
let l_67 = l_mut_4 < l_66;
let l_68 = l_66 - u32(1);
let l_69 = min(l_mut_4, l_68);
let l_70 = buffer_2_global[l_69];
let l_71 = select(u32(0), l_70, l_67);
let l_6 = l_71;
let l_7 = l_6 != l_5;
if l_7 {
let l_8 = l_5 * info.scalars_u32[1];
let l_9 = l_8 + l_1;
let l_72 = info.static_meta[u32(0)];
let l_73 = l_72 * u32(1);
let l_74 = l_9 < l_73;
let l_75 = l_73 - u32(1);
let l_76 = min(l_9, l_75);
let l_77 = buffer_0_global[l_76];
let l_78 = select(f64(0.0), l_77, l_74);
let l_10 = l_78;
let l_11 = l_3 + l_9;
let l_79 = info.static_meta[u32(0)];
let l_80 = l_79 * u32(1);
let l_81 = l_11 < l_80;
let l_82 = l_80 - u32(1);
let l_83 = min(l_11, l_82);
let l_84 = buffer_0_global[l_83];
let l_85 = select(f64(0.0), l_84, l_81);
let l_12 = l_85;
let l_13 = u32(2) * l_3;
let l_14 = l_13 + l_9;
let l_86 = info.static_meta[u32(0)];
let l_87 = l_86 * u32(1);
let l_88 = l_14 < l_87;
let l_89 = l_87 - u32(1);
let l_90 = min(l_14, l_89);
let l_91 = buffer_0_global[l_90];
let l_92 = select(f64(0.0), l_91, l_88);
let l_15 = l_92;
let l_16 = u32(3) * l_3;
let l_17 = l_16 + l_9;
let l_93 = info.static_meta[u32(0)];
let l_94 = l_93 * u32(1);
let l_95 = l_17 < l_94;
let l_96 = l_94 - u32(1);
let l_97 = min(l_17, l_96);
let l_98 = buffer_0_global[l_97];
let l_99 = select(f64(0.0), l_98, l_95);
let l_18 = l_99;
let l_19 = l_6 * info.scalars_u32[1];
let l_20 = l_19 + l_1;
let l_100 = info.static_meta[u32(0)];
let l_101 = l_100 * u32(1);
let l_102 = l_20 < l_101;
let l_103 = l_101 - u32(1);
let l_104 = min(l_20, l_103);
let l_105 = buffer_0_global[l_104];
let l_106 = select(f64(0.0), l_105, l_102);
let l_21 = l_106;
let l_22 = l_3 + l_20;
let l_107 = info.static_meta[u32(0)];
let l_108 = l_107 * u32(1);
let l_109 = l_22 < l_108;
let l_110 = l_108 - u32(1);
let l_111 = min(l_22, l_110);
let l_112 = buffer_0_global[l_111];
let l_113 = select(f64(0.0), l_112, l_109);
let l_23 = l_113;
let l_24 = u32(2) * l_3;
let l_25 = l_24 + l_20;
let l_114 = info.static_meta[u32(0)];
let l_115 = l_114 * u32(1);
let l_116 = l_25 < l_115;
let l_117 = l_115 - u32(1);
let l_118 = min(l_25, l_117);
let l_119 = buffer_0_global[l_118];
let l_120 = select(f64(0.0), l_119, l_116);
let l_26 = l_120;
let l_27 = u32(3) * l_3;
let l_28 = l_27 + l_20;
let l_121 = info.static_meta[u32(0)];
let l_122 = l_121 * u32(1);
let l_123 = l_28 < l_122;
let l_124 = l_122 - u32(1);
let l_125 = min(l_28, l_124);
let l_126 = buffer_0_global[l_125];
let l_127 = select(f64(0.0), l_126, l_123);
let l_29 = l_127;
let l_30 = l_5 * info.scalars_u32[1];
let l_31 = l_30 + l_1;
let l_128 = info.static_meta[u32(0)];
let l_129 = l_128 * u32(1);
let l_130 = l_31 < l_129;
if l_130 {
buffer_0_global[l_31] = l_21;
}
let l_32 = l_3 + l_31;
let l_131 = info.static_meta[u32(0)];
let l_132 = l_131 * u32(1);
let l_133 = l_32 < l_132;
if l_133 {
buffer_0_global[l_32] = l_23;
}
let l_33 = u32(2) * l_3;
let l_34 = l_33 + l_31;
let l_134 = info.static_meta[u32(0)];
let l_135 = l_134 * u32(1);
let l_136 = l_34 < l_135;
if l_136 {
buffer_0_global[l_34] = l_26;
}
let l_35 = u32(3) * l_3;
let l_36 = l_35 + l_31;
let l_137 = info.static_meta[u32(0)];
let l_138 = l_137 * u32(1);
let l_139 = l_36 < l_138;
if l_139 {
buffer_0_global[l_36] = l_29;
}
let l_37 = l_6 * info.scalars_u32[1];
let l_38 = l_37 + l_1;
let l_140 = info.static_meta[u32(0)];
let l_141 = l_140 * u32(1);
let l_142 = l_38 < l_141;
if l_142 {
buffer_0_global[l_38] = l_10;
}
let l_39 = l_3 + l_38;
let l_143 = info.static_meta[u32(0)];
let l_144 = l_143 * u32(1);
let l_145 = l_39 < l_144;
if l_145 {
buffer_0_global[l_39] = l_12;
}
let l_40 = u32(2) * l_3;
let l_41 = l_40 + l_38;
let l_146 = info.static_meta[u32(0)];
let l_147 = l_146 * u32(1);
let l_148 = l_41 < l_147;
if l_148 {
buffer_0_global[l_41] = l_15;
}
let l_42 = u32(3) * l_3;
let l_43 = l_42 + l_38;
let l_149 = info.static_meta[u32(0)];
let l_150 = l_149 * u32(1);
let l_151 = l_43 < l_150;
if l_151 {
buffer_0_global[l_43] = l_18;
}
}
}

for (var l_mut_44: u32 = u32(0); l_mut_44 < info.scalars_u32[3]; l_mut_44++) {
let l_45 = info.scalars_u32[2] + l_mut_44;
let l_46 = l_45 * info.scalars_u32[1];
let l_47 = l_46 + l_1;
let l_152 = info.static_meta[u32(0)];
let l_153 = l_152 * u32(1);
let l_154 = l_47 < l_153;
let l_155 = l_153 - u32(1);
let l_156 = min(l_47, l_155);
let l_157 = buffer_0_global[l_156];
let l_158 = select(f64(0.0), l_157, l_154);
let l_48 = l_158;
let l_49 = l_3 + l_47;
let l_159 = info.static_meta[u32(0)];
let l_160 = l_159 * u32(1);
let l_161 = l_49 < l_160;
let l_162 = l_160 - u32(1);
let l_163 = min(l_49, l_162);
let l_164 = buffer_0_global[l_163];
let l_165 = select(f64(0.0), l_164, l_161);
let l_50 = l_165;
let l_51 = u32(2) * l_3;
let l_52 = l_51 + l_47;
let l_166 = info.static_meta[u32(0)];
let l_167 = l_166 * u32(1);
let l_168 = l_52 < l_167;
let l_169 = l_167 - u32(1);
let l_170 = min(l_52, l_169);
let l_171 = buffer_0_global[l_170];
let l_172 = select(f64(0.0), l_171, l_168);
let l_53 = l_172;
let l_54 = u32(3) * l_3;
let l_55 = l_54 + l_47;
let l_173 = info.static_meta[u32(0)];
let l_174 = l_173 * u32(1);
let l_175 = l_55 < l_174;
let l_176 = l_174 - u32(1);
let l_177 = min(l_55, l_176);
let l_178 = buffer_0_global[l_177];
let l_179 = select(f64(0.0), l_178, l_175);
let l_56 = l_179;
let l_57 = l_mut_44 * info.scalars_u32[1];
let l_58 = l_57 + l_1;
let l_59 = u32(16) * info.scalars_u32[1];
let l_180 = info.static_meta[u32(1)];
let l_181 = l_180 * u32(1);
let l_182 = l_58 < l_181;
if l_182 {
buffer_1_global[l_58] = l_48;
}
let l_60 = l_59 + l_58;
let l_183 = info.static_meta[u32(1)];
let l_184 = l_183 * u32(1);
let l_185 = l_60 < l_184;
if l_185 {
buffer_1_global[l_60] = l_50;
}
let l_61 = u32(2) * l_59;
let l_62 = l_61 + l_58;
let l_186 = info.static_meta[u32(1)];
let l_187 = l_186 * u32(1);
let l_188 = l_62 < l_187;
if l_188 {
buffer_1_global[l_62] = l_53;
}
let l_63 = u32(3) * l_59;
let l_64 = l_63 + l_58;
let l_189 = info.static_meta[u32(1)];
let l_190 = l_189 * u32(1);
let l_191 = l_64 < l_190;
if l_191 {
buffer_1_global[l_64] = l_56;
}
}
}
}
