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
let l_111 = info.static_meta[u32(2)];
let l_112 = l_111 * u32(1);
let l_113 = u32(0) < l_112;
let l_114 = l_112 - u32(1);
let l_115 = min(u32(0), l_114);
let l_116 = buffer_2_global[l_115];
let l_117 = select(f32(0.0), l_116, l_113);
let l_3 = l_117;
let l_118 = info.static_meta[u32(2)];
let l_119 = l_118 * u32(1);
let l_120 = u32(1) < l_119;
let l_121 = l_119 - u32(1);
let l_122 = min(u32(1), l_121);
let l_123 = buffer_2_global[l_122];
let l_124 = select(f32(0.0), l_123, l_120);
let l_4 = l_124;
let l_125 = info.static_meta[u32(1)];
let l_126 = l_125 * u32(1);
let l_127 = id < l_126;
let l_128 = l_126 - u32(1);
let l_129 = min(id, l_128);
let l_130 = buffer_1_global[l_129];
let l_131 = select(f32(0.0), l_130, l_127);
let l_5 = l_131;
let l_6 = l_1 + id;
let l_132 = info.static_meta[u32(1)];
let l_133 = l_132 * u32(1);
let l_134 = l_6 < l_133;
let l_135 = l_133 - u32(1);
let l_136 = min(l_6, l_135);
let l_137 = buffer_1_global[l_136];
let l_138 = select(f32(0.0), l_137, l_134);
let l_7 = l_138;
let l_139 = info.static_meta[u32(0)];
let l_140 = l_139 * u32(1);
let l_141 = id < l_140;
let l_142 = l_140 - u32(1);
let l_143 = min(id, l_142);
let l_144 = buffer_0_global[l_143];
let l_145 = select(f32(0.0), l_144, l_141);
let l_8 = l_145;
let l_9 = l_1 + id;
let l_146 = info.static_meta[u32(0)];
let l_147 = l_146 * u32(1);
let l_148 = l_9 < l_147;
let l_149 = l_147 - u32(1);
let l_150 = min(l_9, l_149);
let l_151 = buffer_0_global[l_150];
let l_152 = select(f32(0.0), l_151, l_148);
let l_10 = l_152;
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
let l_24 = l_mut_11 + l_5;
let l_25 = l_24 - l_mut_11;
let l_26 = l_24 - l_25;
let l_27 = l_mut_11 - l_26;
let l_28 = l_5 - l_25;
let l_29 = l_27 + l_28;
let l_30 = l_mut_12 + l_7;
let l_31 = l_30 - l_mut_12;
let l_32 = l_30 - l_31;
let l_33 = l_mut_12 - l_32;
let l_34 = l_7 - l_31;
let l_35 = l_33 + l_34;
let l_36 = l_29 + l_30;
let l_37 = l_24 + l_36;
let l_38 = l_37 - l_24;
let l_39 = l_36 - l_38;
let l_40 = l_35 + l_39;
let l_41 = l_37 + l_40;
let l_42 = l_41 - l_37;
let l_43 = l_40 - l_42;
let l_44 = l_mut_14 + l_5;
let l_45 = l_44 - l_mut_14;
let l_46 = l_44 - l_45;
let l_47 = l_mut_14 - l_46;
let l_48 = l_5 - l_45;
let l_49 = l_47 + l_48;
let l_50 = l_mut_16 + l_7;
let l_51 = l_50 - l_mut_16;
let l_52 = l_50 - l_51;
let l_53 = l_mut_16 - l_52;
let l_54 = l_7 - l_51;
let l_55 = l_53 + l_54;
let l_56 = l_49 + l_50;
let l_57 = l_44 + l_56;
let l_58 = l_57 - l_44;
let l_59 = l_56 - l_58;
let l_60 = l_55 + l_59;
let l_61 = l_57 + l_60;
let l_62 = l_61 - l_57;
let l_63 = l_60 - l_62;
let l_64 = l_mut_18 + l_5;
let l_65 = l_64 - l_mut_18;
let l_66 = l_64 - l_65;
let l_67 = l_mut_18 - l_66;
let l_68 = l_5 - l_65;
let l_69 = l_67 + l_68;
let l_70 = l_mut_19 + l_7;
let l_71 = l_70 - l_mut_19;
let l_72 = l_70 - l_71;
let l_73 = l_mut_19 - l_72;
let l_74 = l_7 - l_71;
let l_75 = l_73 + l_74;
let l_76 = l_69 + l_70;
let l_77 = l_64 + l_76;
let l_78 = l_77 - l_64;
let l_79 = l_76 - l_78;
let l_80 = l_75 + l_79;
let l_81 = l_77 + l_80;
let l_82 = l_81 - l_77;
let l_83 = l_80 - l_82;
let l_84 = l_mut_21 + l_5;
let l_85 = l_84 - l_mut_21;
let l_86 = l_84 - l_85;
let l_87 = l_mut_21 - l_86;
let l_88 = l_5 - l_85;
let l_89 = l_87 + l_88;
let l_90 = l_mut_22 + l_7;
let l_91 = l_90 - l_mut_22;
let l_92 = l_90 - l_91;
let l_93 = l_mut_22 - l_92;
let l_94 = l_7 - l_91;
let l_95 = l_93 + l_94;
let l_96 = l_89 + l_90;
let l_97 = l_84 + l_96;
let l_98 = l_97 - l_84;
let l_99 = l_96 - l_98;
let l_100 = l_95 + l_99;
let l_101 = l_97 + l_100;
let l_102 = l_101 - l_97;
let l_103 = l_100 - l_102;
l_mut_11 = l_41;
l_mut_12 = l_43;
l_mut_14 = l_61;
l_mut_16 = l_63;
l_mut_18 = l_81;
l_mut_19 = l_83;
l_mut_21 = l_101;
l_mut_22 = l_103;
}
let l_104 = l_mut_11 + l_mut_14;
let l_105 = l_mut_18 + l_mut_21;
let l_106 = l_104 + l_105;
let l_153 = info.static_meta[u32(3)];
let l_154 = l_153 * u32(1);
let l_155 = id < l_154;
if l_155 {
buffer_3_global[id] = l_106;
}
let l_107 = l_1 + id;
let l_108 = l_mut_12 + l_mut_16;
let l_109 = l_mut_19 + l_mut_22;
let l_110 = l_108 + l_109;
let l_156 = info.static_meta[u32(3)];
let l_157 = l_156 * u32(1);
let l_158 = l_107 < l_157;
if l_158 {
buffer_3_global[l_107] = l_110;
}
}
}
