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
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f64>;

struct info_st {
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

var<workgroup> shared_memory_9: array<f64, 256>;

var<workgroup> shared_memory_10: array<f64, 256>;

var<workgroup> shared_memory_11: array<f64, 256>;

var<workgroup> shared_memory_12: array<f64, 256>;

const WORKGROUP_SIZE_X = 16u;
const WORKGROUP_SIZE_Y = 16u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(16, 16, 1)
fn dd_matrix_product_f_f64(
    @builtin(local_invocation_id) local_invocation_id: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var l_mut_13: f64;
var l_mut_14: f64;
let l_115 = info.static_meta[u32(2)];
let l_116 = l_115 * u32(1);
let l_117 = u32(0) < l_116;
let l_118 = l_116 - u32(1);
let l_119 = min(u32(0), l_118);
let l_120 = buffer_2_global[l_119];
let l_121 = select(f64(0.0), l_120, l_117);
let l_0 = l_121;
let l_122 = info.static_meta[u32(2)];
let l_123 = l_122 * u32(1);
let l_124 = u32(1) < l_123;
let l_125 = l_123 - u32(1);
let l_126 = min(u32(1), l_125);
let l_127 = buffer_2_global[l_126];
let l_128 = select(f64(0.0), l_127, l_124);
let l_1 = l_128;
let l_129 = info.static_meta[u32(3)];
let l_130 = l_129 * u32(1);
let l_131 = u32(0) < l_130;
let l_132 = l_130 - u32(1);
let l_133 = min(u32(0), l_132);
let l_134 = buffer_3_global[l_133];
let l_135 = select(u32(0), l_134, l_131);
let l_2 = l_135;
let l_136 = info.static_meta[u32(3)];
let l_137 = l_136 * u32(1);
let l_138 = u32(1) < l_137;
let l_139 = l_137 - u32(1);
let l_140 = min(u32(1), l_139);
let l_141 = buffer_3_global[l_140];
let l_142 = select(u32(0), l_141, l_138);
let l_3 = l_142;
let l_143 = info.static_meta[u32(3)];
let l_144 = l_143 * u32(1);
let l_145 = u32(2) < l_144;
let l_146 = l_144 - u32(1);
let l_147 = min(u32(2), l_146);
let l_148 = buffer_3_global[l_147];
let l_149 = select(u32(0), l_148, l_145);
let l_4 = l_149;
let l_5 = workgroup_id.y * u32(16);
let l_6 = l_5 + local_invocation_id.y;
let l_7 = workgroup_id.x * u32(16);
let l_8 = l_7 + local_invocation_id.x;
l_mut_13 = f64(0.0);
l_mut_14 = f64(0.0);
let l_15 = local_invocation_id.y * u32(16);
let l_16 = l_15 + local_invocation_id.x;
let l_17 = l_3 + u32(16);
let l_18 = l_17 - u32(1);
let l_19 = l_18 / u32(16);

for (var l_mut_20: u32 = u32(0); l_mut_20 < l_19; l_mut_20++) {
let l_21 = l_mut_20 * u32(16);
let l_22 = l_21 + local_invocation_id.x;
let l_23 = l_mut_20 * u32(16);
let l_24 = l_23 + local_invocation_id.y;
let l_25 = l_6 < l_2;
let l_26 = l_22 < l_3;
let l_27 = l_25 && l_26;
let l_28 = u32(0) * l_2;
let l_29 = l_28 + l_6;
let l_30 = l_29 * l_3;
let l_31 = l_30 + l_22;
let l_32 = select(u32(0), l_31, l_27);
let l_150 = info.static_meta[u32(0)];
let l_151 = l_150 * u32(1);
let l_152 = l_32 < l_151;
let l_153 = l_151 - u32(1);
let l_154 = min(l_32, l_153);
let l_155 = buffer_0_global[l_154];
let l_156 = select(f64(0.0), l_155, l_152);
let l_33 = l_156;
let l_34 = select(f64(0.0), l_33, l_27);
shared_memory_9[l_16] = l_34;
let l_35 = l_6 < l_2;
let l_36 = l_22 < l_3;
let l_37 = l_35 && l_36;
let l_38 = u32(1) * l_2;
let l_39 = l_38 + l_6;
let l_40 = l_39 * l_3;
let l_41 = l_40 + l_22;
let l_42 = select(u32(0), l_41, l_37);
let l_157 = info.static_meta[u32(0)];
let l_158 = l_157 * u32(1);
let l_159 = l_42 < l_158;
let l_160 = l_158 - u32(1);
let l_161 = min(l_42, l_160);
let l_162 = buffer_0_global[l_161];
let l_163 = select(f64(0.0), l_162, l_159);
let l_43 = l_163;
let l_44 = select(f64(0.0), l_43, l_37);
shared_memory_10[l_16] = l_44;
let l_45 = l_24 < l_3;
let l_46 = l_8 < l_4;
let l_47 = l_45 && l_46;
let l_48 = u32(0) * l_3;
let l_49 = l_48 + l_24;
let l_50 = l_49 * l_4;
let l_51 = l_50 + l_8;
let l_52 = select(u32(0), l_51, l_47);
let l_164 = info.static_meta[u32(1)];
let l_165 = l_164 * u32(1);
let l_166 = l_52 < l_165;
let l_167 = l_165 - u32(1);
let l_168 = min(l_52, l_167);
let l_169 = buffer_1_global[l_168];
let l_170 = select(f64(0.0), l_169, l_166);
let l_53 = l_170;
let l_54 = select(f64(0.0), l_53, l_47);
shared_memory_11[l_16] = l_54;
let l_55 = l_24 < l_3;
let l_56 = l_8 < l_4;
let l_57 = l_55 && l_56;
let l_58 = u32(1) * l_3;
let l_59 = l_58 + l_24;
let l_60 = l_59 * l_4;
let l_61 = l_60 + l_8;
let l_62 = select(u32(0), l_61, l_57);
let l_171 = info.static_meta[u32(1)];
let l_172 = l_171 * u32(1);
let l_173 = l_62 < l_172;
let l_174 = l_172 - u32(1);
let l_175 = min(l_62, l_174);
let l_176 = buffer_1_global[l_175];
let l_177 = select(f64(0.0), l_176, l_173);
let l_63 = l_177;
let l_64 = select(f64(0.0), l_63, l_57);
shared_memory_12[l_16] = l_64;
workgroupBarrier();

for (var l_mut_65: u32 = u32(0); l_mut_65 < u32(16); l_mut_65++) {
let l_66 = local_invocation_id.y * u32(16);
let l_67 = l_66 + l_mut_65;
let l_68 = shared_memory_9[l_67];
let l_69 = local_invocation_id.y * u32(16);
let l_70 = l_69 + l_mut_65;
let l_71 = shared_memory_10[l_70];
let l_72 = l_mut_65 * u32(16);
let l_73 = l_72 + local_invocation_id.x;
let l_74 = shared_memory_11[l_73];
let l_75 = l_mut_65 * u32(16);
let l_76 = l_75 + local_invocation_id.x;
let l_77 = shared_memory_12[l_76];
let l_78 = l_68 * l_74;
let l_79 = -l_78;
let l_80 = fma(l_68, l_74, l_79);
let l_81 = l_68 * l_77;
let l_82 = l_71 * l_74;
let l_83 = l_81 + l_82;
let l_84 = l_80 + l_83;
let l_85 = l_78 + l_84;
let l_86 = l_85 - l_78;
let l_87 = l_84 - l_86;
let l_88 = l_mut_13 + l_85;
let l_89 = l_88 - l_mut_13;
let l_90 = l_88 - l_89;
let l_91 = l_mut_13 - l_90;
let l_92 = l_85 - l_89;
let l_93 = l_91 + l_92;
let l_94 = l_mut_14 + l_87;
let l_95 = l_94 - l_mut_14;
let l_96 = l_94 - l_95;
let l_97 = l_mut_14 - l_96;
let l_98 = l_87 - l_95;
let l_99 = l_97 + l_98;
let l_100 = l_93 + l_94;
let l_101 = l_88 + l_100;
let l_102 = l_101 - l_88;
let l_103 = l_100 - l_102;
let l_104 = l_99 + l_103;
let l_105 = l_101 + l_104;
let l_106 = l_105 - l_101;
let l_107 = l_104 - l_106;
l_mut_13 = l_105;
l_mut_14 = l_107;
}
workgroupBarrier();
}
let l_108 = l_6 < l_2;
let l_109 = l_8 < l_4;
let l_110 = l_108 && l_109;
if l_110 {
let l_111 = l_6 * l_4;
let l_112 = l_111 + l_8;
let l_178 = info.static_meta[u32(4)];
let l_179 = l_178 * u32(1);
let l_180 = l_112 < l_179;
if l_180 {
buffer_4_global[l_112] = l_mut_13;
}
let l_113 = l_2 * l_4;
let l_114 = l_113 + l_112;
let l_181 = info.static_meta[u32(4)];
let l_182 = l_181 * u32(1);
let l_183 = l_114 < l_182;
if l_183 {
buffer_4_global[l_114] = l_mut_14;
}
}
}
