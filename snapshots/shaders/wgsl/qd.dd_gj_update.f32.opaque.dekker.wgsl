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
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 8>,
}

@group(0)
@binding(4)
var<storage, read> info: info_st;

var<workgroup> shared_memory_8: array<f32, 512>;

var<workgroup> shared_memory_9: array<f32, 512>;

const WORKGROUP_SIZE_X = 16u;
const WORKGROUP_SIZE_Y = 16u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(16, 16, 1)
fn gj_update_f_f32(
    @builtin(local_invocation_id) local_invocation_id: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var l_mut_12: u32;
var l_mut_58: f32;
var l_mut_60: f32;
var l_mut_62: f32;
var l_mut_64: f32;
let l_141 = info.static_meta[u32(3)];
let l_142 = l_141 * u32(1);
let l_143 = u32(0) < l_142;
let l_144 = l_142 - u32(1);
let l_145 = min(u32(0), l_144);
let l_146 = buffer_3_global[l_145];
let l_147 = select(f32(0.0), l_146, l_143);
let l_0 = l_147;
let l_148 = info.static_meta[u32(3)];
let l_149 = l_148 * u32(1);
let l_150 = u32(1) < l_149;
let l_151 = l_149 - u32(1);
let l_152 = min(u32(1), l_151);
let l_153 = buffer_3_global[l_152];
let l_154 = select(f32(0.0), l_153, l_150);
let l_1 = l_154;
let l_2 = workgroup_id.y * u32(16);
let l_3 = l_2 + local_invocation_id.y;
let l_4 = info.scalars_u32[2] + info.scalars_u32[3];
let l_5 = workgroup_id.x * u32(16);
let l_6 = l_4 + l_5;
let l_7 = l_6 + local_invocation_id.x;
let l_10 = local_invocation_id.y * u32(16);
let l_11 = l_10 + local_invocation_id.x;
l_mut_12 = l_11;
loop {
let l_13 = l_mut_12 < u32(256);
let l_14 = !l_13;
if l_14 {
break;
}
let l_15 = workgroup_id.y * u32(16);
let l_16 = l_mut_12 / u32(16);
let l_17 = l_15 + l_16;
let l_18 = l_mut_12 % u32(16);
let l_19 = u32(16) + l_18;
let l_20 = info.scalars_u32[2] + info.scalars_u32[3];
let l_21 = workgroup_id.x * u32(16);
let l_22 = l_20 + l_21;
let l_23 = l_mut_12 % u32(16);
let l_24 = l_22 + l_23;
let l_25 = l_17 < info.scalars_u32[0];
let l_26 = select(u32(0), l_17, l_25);
let l_27 = l_26 * u32(32);
let l_28 = l_27 + l_19;
let l_29 = info.scalars_u32[0] * u32(32);
let l_155 = info.static_meta[u32(1)];
let l_156 = l_155 * u32(1);
let l_157 = l_28 < l_156;
let l_158 = l_156 - u32(1);
let l_159 = min(l_28, l_158);
let l_160 = buffer_1_global[l_159];
let l_161 = select(f32(0.0), l_160, l_157);
let l_30 = l_161;
let l_31 = l_29 + l_28;
let l_162 = info.static_meta[u32(1)];
let l_163 = l_162 * u32(1);
let l_164 = l_31 < l_163;
let l_165 = l_163 - u32(1);
let l_166 = min(l_31, l_165);
let l_167 = buffer_1_global[l_166];
let l_168 = select(f32(0.0), l_167, l_164);
let l_32 = l_168;
let l_33 = l_mut_12 / u32(16);
let l_34 = l_33 * info.scalars_u32[1];
let l_35 = l_24 < info.scalars_u32[1];
let l_36 = select(u32(0), l_24, l_35);
let l_37 = l_34 + l_36;
let l_38 = u32(16) * info.scalars_u32[1];
let l_169 = info.static_meta[u32(2)];
let l_170 = l_169 * u32(1);
let l_171 = l_37 < l_170;
let l_172 = l_170 - u32(1);
let l_173 = min(l_37, l_172);
let l_174 = buffer_2_global[l_173];
let l_175 = select(f32(0.0), l_174, l_171);
let l_39 = l_175;
let l_40 = l_38 + l_37;
let l_176 = info.static_meta[u32(2)];
let l_177 = l_176 * u32(1);
let l_178 = l_40 < l_177;
let l_179 = l_177 - u32(1);
let l_180 = min(l_40, l_179);
let l_181 = buffer_2_global[l_180];
let l_182 = select(f32(0.0), l_181, l_178);
let l_41 = l_182;
shared_memory_8[l_mut_12] = l_30;
let l_42 = u32(256) + l_mut_12;
shared_memory_8[l_42] = l_32;
shared_memory_9[l_mut_12] = l_39;
let l_43 = u32(256) + l_mut_12;
shared_memory_9[l_43] = l_41;
l_mut_12 = l_mut_12 + u32(256);
}
workgroupBarrier();
let l_44 = l_3 < info.scalars_u32[0];
let l_45 = l_7 < info.scalars_u32[1];
let l_46 = l_44 && l_45;
if l_46 {
let l_47 = l_3 * info.scalars_u32[1];
let l_48 = l_47 + l_7;
let l_49 = info.scalars_u32[0] * info.scalars_u32[1];
let l_183 = info.static_meta[u32(0)];
let l_184 = l_183 * u32(1);
let l_185 = l_48 < l_184;
let l_186 = l_184 - u32(1);
let l_187 = min(l_48, l_186);
let l_188 = buffer_0_global[l_187];
let l_189 = select(f32(0.0), l_188, l_185);
let l_50 = l_189;
let l_51 = l_49 + l_48;
let l_190 = info.static_meta[u32(0)];
let l_191 = l_190 * u32(1);
let l_192 = l_51 < l_191;
let l_193 = l_191 - u32(1);
let l_194 = min(l_51, l_193);
let l_195 = buffer_0_global[l_194];
let l_196 = select(f32(0.0), l_195, l_192);
let l_52 = l_196;
let l_53 = l_3 < info.scalars_u32[2];
let l_54 = info.scalars_u32[2] + info.scalars_u32[3];
let l_55 = l_3 >= l_54;
let l_56 = l_53 || l_55;
let l_57 = select(f32(0.0), l_50, l_56);
l_mut_58 = l_57;
let l_59 = select(f32(0.0), l_52, l_56);
l_mut_60 = l_59;
let l_61 = select(f32(0.0), f32(0.0), l_56);
l_mut_62 = l_61;
let l_63 = select(f32(0.0), f32(0.0), l_56);
l_mut_64 = l_63;

for (var l_mut_65: u32 = u32(0); l_mut_65 < info.scalars_u32[3]; l_mut_65++) {
let l_66 = local_invocation_id.y * u32(16);
let l_67 = l_66 + l_mut_65;
let l_68 = l_mut_65 * u32(16);
let l_69 = l_68 + local_invocation_id.x;
let l_70 = shared_memory_8[l_67];
let l_71 = u32(256) + l_67;
let l_72 = shared_memory_8[l_71];
let l_73 = shared_memory_9[l_69];
let l_74 = u32(256) + l_69;
let l_75 = shared_memory_9[l_74];
let l_76 = l_70 * l_73;
let l_77 = l_76 * l_1;
let l_78 = l_0 * l_70;
let l_79 = l_78 * l_1;
let l_80 = l_79 - l_70;
let l_81 = l_80 * l_1;
let l_82 = l_79 - l_81;
let l_83 = l_70 - l_82;
let l_84 = l_0 * l_73;
let l_85 = l_84 * l_1;
let l_86 = l_85 - l_73;
let l_87 = l_86 * l_1;
let l_88 = l_85 - l_87;
let l_89 = l_73 - l_88;
let l_90 = l_82 * l_88;
let l_91 = l_90 - l_77;
let l_92 = l_82 * l_89;
let l_93 = l_91 + l_92;
let l_94 = l_83 * l_88;
let l_95 = l_93 + l_94;
let l_96 = l_83 * l_89;
let l_97 = l_95 + l_96;
let l_98 = l_70 * l_75;
let l_99 = l_72 * l_73;
let l_100 = l_98 + l_99;
let l_101 = l_97 + l_100;
let l_102 = l_77 + l_101;
let l_103 = l_102 * l_1;
let l_104 = l_103 - l_77;
let l_105 = l_104 * l_1;
let l_106 = l_101 - l_105;
let l_107 = l_mut_58 + l_103;
let l_108 = l_107 * l_1;
let l_109 = l_108 - l_mut_58;
let l_110 = l_109 * l_1;
let l_111 = l_108 - l_110;
let l_112 = l_111 * l_1;
let l_113 = l_mut_58 - l_112;
let l_114 = l_103 - l_110;
let l_115 = l_113 + l_114;
let l_116 = l_mut_60 + l_106;
let l_117 = l_116 * l_1;
let l_118 = l_117 - l_mut_60;
let l_119 = l_118 * l_1;
let l_120 = l_117 - l_119;
let l_121 = l_120 * l_1;
let l_122 = l_mut_60 - l_121;
let l_123 = l_106 - l_119;
let l_124 = l_122 + l_123;
let l_125 = l_115 + l_117;
let l_126 = l_108 + l_125;
let l_127 = l_126 * l_1;
let l_128 = l_127 - l_108;
let l_129 = l_128 * l_1;
let l_130 = l_125 - l_129;
let l_131 = l_124 + l_130;
let l_132 = l_127 + l_131;
let l_133 = l_132 * l_1;
let l_134 = l_133 - l_127;
let l_135 = l_134 * l_1;
let l_136 = l_131 - l_135;
l_mut_58 = l_133;
l_mut_60 = l_136;
l_mut_62 = f32(0.0);
l_mut_64 = f32(0.0);
}
let l_137 = l_3 * info.scalars_u32[1];
let l_138 = l_137 + l_7;
let l_139 = info.scalars_u32[0] * info.scalars_u32[1];
let l_197 = info.static_meta[u32(0)];
let l_198 = l_197 * u32(1);
let l_199 = l_138 < l_198;
if l_199 {
buffer_0_global[l_138] = l_mut_58;
}
let l_140 = l_139 + l_138;
let l_200 = info.static_meta[u32(0)];
let l_201 = l_200 * u32(1);
let l_202 = l_140 < l_201;
if l_202 {
buffer_0_global[l_140] = l_mut_60;
}
}
}
