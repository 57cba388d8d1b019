@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

struct info_st {
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
fn generated(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_106: f32;
let l_0 = info.static_meta[u32(5)];
let l_1 = id < l_0;
if l_1 {
let l_108 = info.static_meta[u32(0)];
let l_109 = l_108 * u32(1);
let l_110 = u32(0) < l_109;
let l_111 = l_109 - u32(1);
let l_112 = min(u32(0), l_111);
let l_113 = buffer_0_global[l_112];
let l_114 = select(u32(0), l_113, l_110);
let l_2 = l_114;
let l_3 = l_2 + id;
let l_115 = info.static_meta[u32(0)];
let l_116 = l_115 * u32(1);
let l_117 = u32(1) < l_116;
let l_118 = l_116 - u32(1);
let l_119 = min(u32(1), l_118);
let l_120 = buffer_0_global[l_119];
let l_121 = select(u32(0), l_120, l_117);
let l_4 = l_121;
let l_5 = l_3 * u32(3);
let l_6 = l_5 + l_4;
let l_7 = l_6 * u32(747796405);
let l_8 = l_7 + u32(2891336453);
let l_9 = l_8 >> u32(28);
let l_10 = l_9 + u32(4);
let l_11 = l_8 >> l_10;
let l_12 = l_11 ^ l_8;
let l_13 = l_12 * u32(277803737);
let l_14 = l_13 >> u32(22);
let l_15 = l_14 ^ l_13;
let l_122 = info.static_meta[u32(1)];
let l_123 = l_122 * u32(1);
let l_124 = u32(0) < l_123;
let l_125 = l_123 - u32(1);
let l_126 = min(u32(0), l_125);
let l_127 = buffer_1_global[l_126];
let l_128 = select(u32(0), l_127, l_124);
let l_16 = l_128;
let l_129 = info.static_meta[u32(1)];
let l_130 = l_129 * u32(1);
let l_131 = u32(1) < l_130;
let l_132 = l_130 - u32(1);
let l_133 = min(u32(1), l_132);
let l_134 = buffer_1_global[l_133];
let l_135 = select(u32(0), l_134, l_131);
let l_17 = l_135;
let l_136 = info.static_meta[u32(1)];
let l_137 = l_136 * u32(1);
let l_138 = u32(2) < l_137;
let l_139 = l_137 - u32(1);
let l_140 = min(u32(2), l_139);
let l_141 = buffer_1_global[l_140];
let l_142 = select(u32(0), l_141, l_138);
let l_18 = l_142;
let l_19 = l_15 ^ u32(2654435769);
let l_20 = l_19 * u32(747796405);
let l_21 = l_20 + u32(2891336453);
let l_22 = l_21 >> u32(28);
let l_23 = l_22 + u32(4);
let l_24 = l_21 >> l_23;
let l_25 = l_24 ^ l_21;
let l_26 = l_25 * u32(277803737);
let l_27 = l_26 >> u32(22);
let l_28 = l_27 ^ l_26;
let l_29 = l_28 % l_17;
let l_30 = l_16 + l_29;
let l_31 = l_15 & u32(2147483648);
let l_32 = l_31 * l_18;
let l_33 = l_30 << u32(23);
let l_34 = l_32 | l_33;
let l_35 = l_15 & u32(8388607);
let l_36 = l_34 | l_35;
let l_37 = bitcast<f32>(l_36);
let l_38 = l_3 * u32(3);
let l_39 = l_38 + u32(1);
let l_40 = l_39 + l_4;
let l_41 = l_40 * u32(747796405);
let l_42 = l_41 + u32(2891336453);
let l_43 = l_42 >> u32(28);
let l_44 = l_43 + u32(4);
let l_45 = l_42 >> l_44;
let l_46 = l_45 ^ l_42;
let l_47 = l_46 * u32(277803737);
let l_48 = l_47 >> u32(22);
let l_49 = l_48 ^ l_47;
let l_143 = info.static_meta[u32(1)];
let l_144 = l_143 * u32(1);
let l_145 = u32(3) < l_144;
let l_146 = l_144 - u32(1);
let l_147 = min(u32(3), l_146);
let l_148 = buffer_1_global[l_147];
let l_149 = select(u32(0), l_148, l_145);
let l_50 = l_149;
let l_150 = info.static_meta[u32(1)];
let l_151 = l_150 * u32(1);
let l_152 = u32(4) < l_151;
let l_153 = l_151 - u32(1);
let l_154 = min(u32(4), l_153);
let l_155 = buffer_1_global[l_154];
let l_156 = select(u32(0), l_155, l_152);
let l_51 = l_156;
let l_157 = info.static_meta[u32(1)];
let l_158 = l_157 * u32(1);
let l_159 = u32(5) < l_158;
let l_160 = l_158 - u32(1);
let l_161 = min(u32(5), l_160);
let l_162 = buffer_1_global[l_161];
let l_163 = select(u32(0), l_162, l_159);
let l_52 = l_163;
let l_53 = l_49 ^ u32(2654435769);
let l_54 = l_53 * u32(747796405);
let l_55 = l_54 + u32(2891336453);
let l_56 = l_55 >> u32(28);
let l_57 = l_56 + u32(4);
let l_58 = l_55 >> l_57;
let l_59 = l_58 ^ l_55;
let l_60 = l_59 * u32(277803737);
let l_61 = l_60 >> u32(22);
let l_62 = l_61 ^ l_60;
let l_63 = l_62 % l_51;
let l_64 = l_50 + l_63;
let l_65 = l_49 & u32(2147483648);
let l_66 = l_65 * l_52;
let l_67 = l_64 << u32(23);
let l_68 = l_66 | l_67;
let l_69 = l_49 & u32(8388607);
let l_70 = l_68 | l_69;
let l_71 = bitcast<f32>(l_70);
let l_72 = l_3 * u32(3);
let l_73 = l_72 + u32(2);
let l_74 = l_73 + l_4;
let l_75 = l_74 * u32(747796405);
let l_76 = l_75 + u32(2891336453);
let l_77 = l_76 >> u32(28);
let l_78 = l_77 + u32(4);
let l_79 = l_76 >> l_78;
let l_80 = l_79 ^ l_76;
let l_81 = l_80 * u32(277803737);
let l_82 = l_81 >> u32(22);
let l_83 = l_82 ^ l_81;
let l_164 = info.static_meta[u32(1)];
let l_165 = l_164 * u32(1);
let l_166 = u32(6) < l_165;
let l_167 = l_165 - u32(1);
let l_168 = min(u32(6), l_167);
let l_169 = buffer_1_global[l_168];
let l_170 = select(u32(0), l_169, l_166);
let l_84 = l_170;
let l_171 = info.static_meta[u32(1)];
let l_172 = l_171 * u32(1);
let l_173 = u32(7) < l_172;
let l_174 = l_172 - u32(1);
let l_175 = min(u32(7), l_174);
let l_176 = buffer_1_global[l_175];
let l_177 = select(u32(0), l_176, l_173);
let l_85 = l_177;
let l_178 = info.static_meta[u32(1)];
let l_179 = l_178 * u32(1);
let l_180 = u32(8) < l_179;
let l_181 = l_179 - u32(1);
let l_182 = min(u32(8), l_181);
let l_183 = buffer_1_global[l_182];
let l_184 = select(u32(0), l_183, l_180);
let l_86 = l_184;
let l_87 = l_83 ^ u32(2654435769);
let l_88 = l_87 * u32(747796405);
let l_89 = l_88 + u32(2891336453);
let l_90 = l_89 >> u32(28);
let l_91 = l_90 + u32(4);
let l_92 = l_89 >> l_91;
let l_93 = l_92 ^ l_89;
let l_94 = l_93 * u32(277803737);
let l_95 = l_94 >> u32(22);
let l_96 = l_95 ^ l_94;
let l_97 = l_96 % l_85;
let l_98 = l_84 + l_97;
let l_99 = l_83 & u32(2147483648);
let l_100 = l_99 * l_86;
let l_101 = l_98 << u32(23);
let l_102 = l_100 | l_101;
let l_103 = l_83 & u32(8388607);
let l_104 = l_102 | l_103;
let l_105 = bitcast<f32>(l_104);
l_mut_106 = l_37;
let l_107 = l_37 / l_71;
l_mut_106 = l_107;
let l_185 = info.static_meta[u32(2)];
let l_186 = l_185 * u32(1);
let l_187 = id < l_186;
if l_187 {
buffer_2_global[id] = l_mut_106;
}
}
}
