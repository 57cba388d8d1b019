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

var<workgroup> shared_memory_9: array<f64, 512>;

var<workgroup> shared_memory_10: array<f64, 512>;

const WORKGROUP_SIZE_X = 16u;
const WORKGROUP_SIZE_Y = 16u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(16, 16, 1)
fn matrix_product_f_f64(
    @builtin(local_invocation_id) local_invocation_id: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var l_mut_11: f64;
var l_mut_12: f64;
var l_mut_13: f64;
var l_mut_14: f64;
let l_117 = info.static_meta[u32(2)];
let l_118 = l_117 * u32(1);
let l_119 = u32(0) < l_118;
let l_120 = l_118 - u32(1);
let l_121 = min(u32(0), l_120);
let l_122 = buffer_2_global[l_121];
let l_123 = select(f64(0.0), l_122, l_119);
let l_0 = l_123;
let l_124 = info.static_meta[u32(2)];
let l_125 = l_124 * u32(1);
let l_126 = u32(1) < l_125;
let l_127 = l_125 - u32(1);
let l_128 = min(u32(1), l_127);
let l_129 = buffer_2_global[l_128];
let l_130 = select(f64(0.0), l_129, l_126);
let l_1 = l_130;
let l_131 = info.static_meta[u32(3)];
let l_132 = l_131 * u32(1);
let l_133 = u32(0) < l_132;
let l_134 = l_132 - u32(1);
let l_135 = min(u32(0), l_134);
let l_136 = buffer_3_global[l_135];
let l_137 = select(u32(0), l_136, l_133);
let l_2 = l_137;
let l_138 = info.static_meta[u32(3)];
let l_139 = l_138 * u32(1);
let l_140 = u32(1) < l_139;
let l_141 = l_139 - u32(1);
let l_142 = min(u32(1), l_141);
let l_143 = buffer_3_global[l_142];
let l_144 = select(u32(0), l_143, l_140);
let l_3 = l_144;
let l_145 = info.static_meta[u32(3)];
let l_146 = l_145 * u32(1);
let l_147 = u32(2) < l_146;
let l_148 = l_146 - u32(1);
let l_149 = min(u32(2), l_148);
let l_150 = buffer_3_global[l_149];
let l_151 = select(u32(0), l_150, l_147);
let l_4 = l_151;
let l_5 = workgroup_id.y * u32(16);
let l_6 = l_5 + local_invocation_id.y;
let l_7 = workgroup_id.x * u32(16);
let l_8 = l_7 + local_invocation_id.x;
l_mut_11 = f64(0.0);
l_mut_12 = f64(0.0);
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
let l_25 = u32(0) + l_16;
let l_26 = l_6 < l_2;
let l_27 = l_22 < l_3;
let l_28 = l_26 && l_27;
let l_29 = u32(0) * l_2;
let l_30 = l_29 + l_6;
let l_31 = l_30 * l_3;
let l_32 = l_31 + l_22;
let l_33 = select(u32(0), l_32, l_28);
let l_152 = info.static_meta[u32(0)];
let l_153 = l_152 * u32(1);
let l_154 = l_33 < l_153;
let l_155 = l_153 - u32(1);
let l_156 = min(l_33, l_155);
let l_157 = buffer_0_global[l_156];
let l_158 = select(f64(0.0), l_157, l_154);
let l_34 = l_158;
let l_35 = select(f64(0.0), l_34, l_28);
shared_memory_9[l_25] = l_35;
let l_36 = u32(0) + l_16;
let l_37 = l_24 < l_3;
let l_38 = l_8 < l_4;
let l_39 = l_37 && l_38;
let l_40 = u32(0) * l_3;
let l_41 = l_40 + l_24;
let l_42 = l_41 * l_4;
let l_43 = l_42 + l_8;
let l_44 = select(u32(0), l_43, l_39);
let l_159 = info.static_meta[u32(1)];
let l_160 = l_159 * u32(1);
let l_161 = l_44 < l_160;
let l_162 = l_160 - u32(1);
let l_163 = min(l_44, l_162);
let l_164 = buffer_1_global[l_163];
let l_165 = select(f64(0.0), l_164, l_161);
let l_45 = l_165;
let l_46 = select(f64(0.0), l_45, l_39);
shared_memory_10[l_36] = l_46;
let l_47 = u32(256) + l_16;
let l_48 = l_6 < l_2;
let l_49 = l_22 < l_3;
let l_50 = l_48 && l_49;
let l_51 = u32(1) * l_2;
let l_52 = l_51 + l_6;
let l_53 = l_52 * l_3;
let l_54 = l_53 + l_22;
let l_55 = select(u32(0), l_54, l_50);
let l_166 = info.static_meta[u32(0)];
let l_167 = l_166 * u32(1);
let l_168 = l_55 < l_167;
let l_169 = l_167 - u32(1);
let l_170 = min(l_55, l_169);
let l_171 = buffer_0_global[l_170];
let l_172 = select(f64(0.0), l_171, l_168);
let l_56 = l_172;
let l_57 = select(f64(0.0), l_56, l_50);
shared_memory_9[l_47] = l_57;
let l_58 = u32(256) + l_16;
let l_59 = l_24 < l_3;
let l_60 = l_8 < l_4;
let l_61 = l_59 && l_60;
let l_62 = u32(1) * l_3;
let l_63 = l_62 + l_24;
let l_64 = l_63 * l_4;
let l_65 = l_64 + l_8;
let l_66 = select(u32(0), l_65, l_61);
let l_173 = info.static_meta[u32(1)];
let l_174 = l_173 * u32(1);
let l_175 = l_66 < l_174;
let l_176 = l_174 - u32(1);
let l_177 = min(l_66, l_176);
let l_178 = buffer_1_global[l_177];
let l_179 = select(f64(0.0), l_178, l_175);
let l_67 = l_179;
let l_68 = select(f64(0.0), l_67, l_61);
shared_memory_10[l_58] = l_68;
workgroupBarrier();

for (var l_mut_69: u32 = u32(0); l_mut_69 < u32(16); l_mut_69++) {
let l_70 = local_invocation_id.y * u32(16);
let l_71 = l_70 + l_mut_69;
let l_72 = shared_memory_9[l_71];
let l_73 = u32(256) + l_71;
let l_74 = shared_memory_9[l_73];
let l_75 = l_mut_69 * u32(16);
let l_76 = l_75 + local_invocation_id.x;
let l_77 = shared_memory_10[l_76];
let l_78 = u32(256) + l_76;
let l_79 = shared_memory_10[l_78];
let l_80 = l_72 * l_77;
let l_81 = -l_80;
let l_82 = fma(l_72, l_77, l_81);
let l_83 = l_72 * l_79;
let l_84 = l_74 * l_77;
let l_85 = l_83 + l_84;
let l_86 = l_82 + l_85;
let l_87 = l_80 + l_86;
let l_88 = l_87 - l_80;
let l_89 = l_86 - l_88;
let l_90 = l_mut_11 + l_87;
let l_91 = l_90 - l_mut_11;
let l_92 = l_90 - l_91;
let l_93 = l_mut_11 - l_92;
let l_94 = l_87 - l_91;
let l_95 = l_93 + l_94;
let l_96 = l_mut_12 + l_89;
let l_97 = l_96 - l_mut_12;
let l_98 = l_96 - l_97;
let l_99 = l_mut_12 - l_98;
let l_100 = l_89 - l_97;
let l_101 = l_99 + l_100;
let l_102 = l_95 + l_96;
let l_103 = l_90 + l_102;
let l_104 = l_103 - l_90;
let l_105 = l_102 - l_104;
let l_106 = l_101 + l_105;
let l_107 = l_103 + l_106;
let l_108 = l_107 - l_103;
let l_109 = l_106 - l_108;
l_mut_11 = l_107;
l_mut_12 = l_109;
l_mut_13 = f64(0.0);
l_mut_14 = f64(0.0);
}
workgroupBarrier();
}
let l_110 = l_6 < l_2;
let l_111 = l_8 < l_4;
let l_112 = l_110 && l_111;
if l_112 {
let l_113 = l_6 * l_4;
let l_114 = l_113 + l_8;
let l_115 = l_2 * l_4;
let l_180 = info.static_meta[u32(4)];
let l_181 = l_180 * u32(1);
let l_182 = l_114 < l_181;
if l_182 {
buffer_4_global[l_114] = l_mut_11;
}
let l_116 = l_115 + l_114;
let l_183 = info.static_meta[u32(4)];
let l_184 = l_183 * u32(1);
let l_185 = l_116 < l_184;
if l_185 {
buffer_4_global[l_116] = l_mut_12;
}
}
}
