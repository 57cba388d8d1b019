@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

struct info_st {
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 4>,
}

@group(0)
@binding(2)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn gj_eliminate_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_105 = info.static_meta[u32(1)];
let l_106 = l_105 * u32(1);
let l_107 = u32(0) < l_106;
let l_108 = l_106 - u32(1);
let l_109 = min(u32(0), l_108);
let l_110 = buffer_1_global[l_109];
let l_111 = select(f32(0.0), l_110, l_107);
let l_0 = l_111;
let l_112 = info.static_meta[u32(1)];
let l_113 = l_112 * u32(1);
let l_114 = u32(1) < l_113;
let l_115 = l_113 - u32(1);
let l_116 = min(u32(1), l_115);
let l_117 = buffer_1_global[l_116];
let l_118 = select(f32(0.0), l_117, l_114);
let l_1 = l_118;
let l_2 = info.scalars_u32[1] + info.scalars_u32[2];
let l_3 = info.scalars_u32[0] * u32(32);
let l_4 = id < l_3;
if l_4 {
let l_5 = id / u32(32);
let l_6 = id % u32(32);
let l_7 = l_5 != l_2;
let l_8 = l_6 > info.scalars_u32[2];
let l_9 = l_7 && l_8;
if l_9 {
let l_10 = info.scalars_u32[0] * u32(32);
let l_11 = l_5 * u32(32);
let l_12 = l_11 + info.scalars_u32[2];
let l_119 = info.static_meta[u32(0)];
let l_120 = l_119 * u32(1);
let l_121 = l_12 < l_120;
let l_122 = l_120 - u32(1);
let l_123 = min(l_12, l_122);
let l_124 = buffer_0_global[l_123];
let l_125 = select(f32(0.0), l_124, l_121);
let l_13 = l_125;
let l_14 = l_10 + l_12;
let l_126 = info.static_meta[u32(0)];
let l_127 = l_126 * u32(1);
let l_128 = l_14 < l_127;
let l_129 = l_127 - u32(1);
let l_130 = min(l_14, l_129);
let l_131 = buffer_0_global[l_130];
let l_132 = select(f32(0.0), l_131, l_128);
let l_15 = l_132;
let l_16 = -l_13;
let l_17 = -l_15;
let l_133 = info.static_meta[u32(0)];
let l_134 = l_133 * u32(1);
let l_135 = id < l_134;
let l_136 = l_134 - u32(1);
let l_137 = min(id, l_136);
let l_138 = buffer_0_global[l_137];
let l_139 = select(f32(0.0), l_138, l_135);
let l_18 = l_139;
let l_19 = l_10 + id;
let l_140 = info.static_meta[u32(0)];
let l_141 = l_140 * u32(1);
let l_142 = l_19 < l_141;
let l_143 = l_141 - u32(1);
let l_144 = min(l_19, l_143);
let l_145 = buffer_0_global[l_144];
let l_146 = select(f32(0.0), l_145, l_142);
let l_20 = l_146;
let l_21 = l_2 * u32(32);
let l_22 = l_21 + l_6;
let l_147 = info.static_meta[u32(0)];
let l_148 = l_147 * u32(1);
let l_149 = l_22 < l_148;
let l_150 = l_148 - u32(1);
let l_151 = min(l_22, l_150);
let l_152 = buffer_0_global[l_151];
let l_153 = select(f32(0.0), l_152, l_149);
let l_23 = l_153;
let l_24 = l_10 + l_22;
let l_154 = info.static_meta[u32(0)];
let l_155 = l_154 * u32(1);
let l_156 = l_24 < l_155;
let l_157 = l_155 - u32(1);
let l_158 = min(l_24, l_157);
let l_159 = buffer_0_global[l_158];
let l_160 = select(f32(0.0), l_159, l_156);
let l_25 = l_160;
let l_26 = l_16 * l_23;
let l_27 = l_1 != f32(0.0);
let l_28 = select(l_1, l_26, l_27);
let l_29 = l_0 * l_16;
let l_30 = l_1 != f32(0.0);
let l_31 = select(l_1, l_29, l_30);
let l_32 = l_31 - l_16;
let l_33 = l_1 != f32(0.0);
let l_34 = select(l_1, l_32, l_33);
let l_35 = l_31 - l_34;
let l_36 = l_16 - l_35;
let l_37 = l_0 * l_23;
let l_38 = l_1 != f32(0.0);
let l_39 = select(l_1, l_37, l_38);
let l_40 = l_39 - l_23;
let l_41 = l_1 != f32(0.0);
let l_42 = select(l_1, l_40, l_41);
let l_43 = l_39 - l_42;
let l_44 = l_23 - l_43;
let l_45 = l_35 * l_43;
let l_46 = l_45 - l_28;
let l_47 = l_35 * l_44;
let l_48 = l_46 + l_47;
let l_49 = l_36 * l_43;
let l_50 = l_48 + l_49;
let l_51 = l_36 * l_44;
let l_52 = l_50 + l_51;
let l_53 = l_16 * l_25;
let l_54 = l_17 * l_23;
let l_55 = l_53 + l_54;
let l_56 = l_52 + l_55;
let l_57 = l_28 + l_56;
let l_58 = l_1 != f32(0.0);
let l_59 = select(l_1, l_57, l_58);
let l_60 = l_59 - l_28;
let l_61 = l_1 != f32(0.0);
let l_62 = select(l_1, l_60, l_61);
let l_63 = l_56 - l_62;
let l_64 = l_18 + l_59;
let l_65 = l_1 != f32(0.0);
let l_66 = select(l_1, l_64, l_65);
let l_67 = l_66 - l_18;
let l_68 = l_1 != f32(0.0);
let l_69 = select(l_1, l_67, l_68);
let l_70 = l_66 - l_69;
let l_71 = l_1 != f32(0.0);
let l_72 = select(l_1, l_70, l_71);
let l_73 = l_18 - l_72;
let l_74 = l_59 - l_69;
let l_75 = l_73 + l_74;
let l_76 = l_20 + l_63;
let l_77 = l_1 != f32(0.0);
let l_78 = select(l_1, l_76, l_77);
let l_79 = l_78 - l_20;
let l_80 = l_1 != f32(0.0);
let l_81 = select(l_1, l_79, l_80);
let l_82 = l_78 - l_81;
let l_83 = l_1 != f32(0.0);
let l_84 = select(l_1, l_82, l_83);
let l_85 = l_20 - l_84;
let l_86 = l_63 - l_81;
let l_87 = l_85 + l_86;
let l_88 = l_75 + l_78;
let l_89 = l_66 + l_88;
let l_90 = l_1 != f32(0.0);
let l_91 = select(l_1, l_89, l_90);
let l_92 = l_91 - l_66;
let l_93 = l_1 != f32(0.0);
let l_94 = select(l_1, l_92, l_93);
let l_95 = l_88 - l_94;
let l_96 = l_87 + l_95;
let l_97 = l_91 + l_96;
let l_98 = l_1 != f32(0.0);
let l_99 = select(l_1, l_97, l_98);
let l_100 = l_99 - l_91;
let l_101 = l_1 != f32(0.0);
let l_102 = select(l_1, l_100, l_101);
let l_103 = l_96 - l_102;
let l_161 = info.static_meta[u32(0)];
let l_162 = l_161 * u32(1);
let l_163 = id < l_162;
if l_163 {
buffer_0_global[id] = l_99;
}
let l_104 = l_10 + id;
let l_164 = info.static_meta[u32(0)];
let l_165 = l_164 * u32(1);
let l_166 = l_104 < l_165;
if l_166 {
buffer_0_global[l_104] = l_103;
}
}
}
}
