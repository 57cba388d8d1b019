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
fn double_words_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_102: f32;
var l_mut_12: f32;
var l_mut_13: f32;
var l_mut_18: f32;
var l_mut_24: f32;
var l_mut_31: f32;
var l_mut_37: f32;
var l_mut_44: f32;
var l_mut_4: u32;
var l_mut_50: f32;
var l_mut_57: f32;
var l_mut_63: f32;
var l_mut_70: f32;
var l_mut_76: f32;
var l_mut_83: f32;
var l_mut_89: f32;
var l_mut_96: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_106 = info.static_meta[u32(2)];
let l_107 = l_106 * u32(1);
let l_108 = u32(0) < l_107;
let l_109 = l_107 - u32(1);
let l_110 = min(u32(0), l_109);
let l_111 = buffer_2_global[l_110];
let l_112 = select(f32(0.0), l_111, l_108);
let l_2 = l_112;
let l_113 = info.static_meta[u32(2)];
let l_114 = l_113 * u32(1);
let l_115 = u32(1) < l_114;
let l_116 = l_114 - u32(1);
let l_117 = min(u32(1), l_116);
let l_118 = buffer_2_global[l_117];
let l_119 = select(f32(0.0), l_118, l_115);
let l_3 = l_119;
l_mut_4 = id;
let l_5 = l_mut_4 < l_1;
if l_5 {
let l_120 = info.static_meta[u32(0)];
let l_121 = l_120 * u32(1);
let l_122 = l_mut_4 < l_121;
let l_123 = l_121 - u32(1);
let l_124 = min(l_mut_4, l_123);
let l_125 = buffer_0_global[l_124];
let l_126 = select(f32(0.0), l_125, l_122);
let l_6 = l_126;
let l_7 = l_1 + l_mut_4;
let l_127 = info.static_meta[u32(0)];
let l_128 = l_127 * u32(1);
let l_129 = l_7 < l_128;
let l_130 = l_128 - u32(1);
let l_131 = min(l_7, l_130);
let l_132 = buffer_0_global[l_131];
let l_133 = select(f32(0.0), l_132, l_129);
let l_8 = l_133;
let l_134 = info.static_meta[u32(1)];
let l_135 = l_134 * u32(1);
let l_136 = l_mut_4 < l_135;
let l_137 = l_135 - u32(1);
let l_138 = min(l_mut_4, l_137);
let l_139 = buffer_1_global[l_138];
let l_140 = select(f32(0.0), l_139, l_136);
let l_9 = l_140;
let l_10 = l_1 + l_mut_4;
let l_141 = info.static_meta[u32(1)];
let l_142 = l_141 * u32(1);
let l_143 = l_10 < l_142;
let l_144 = l_142 - u32(1);
let l_145 = min(l_10, l_144);
let l_146 = buffer_1_global[l_145];
let l_147 = select(f32(0.0), l_146, l_143);
let l_11 = l_147;
l_mut_12 = l_6;
l_mut_13 = l_9;
let l_14 = abs(l_9);
let l_15 = abs(l_6);
let l_16 = l_14 >= l_15;
if l_16 {
l_mut_12 = l_9;
l_mut_13 = l_6;
}
let l_17 = l_mut_12 + l_mut_13;
l_mut_18 = l_17;
let l_19 = l_mut_18 - l_mut_12;
let l_20 = l_mut_18 - l_19;
let l_21 = l_20 - l_mut_12;
let l_22 = l_mut_13 - l_21;
let l_23 = l_22 - l_19;
l_mut_24 = l_23;
let l_25 = l_mut_24 + l_19;
let l_26 = l_25 != l_22;
if l_26 {
l_mut_18 = l_mut_12;
l_mut_24 = l_mut_13;
}
l_mut_13 = l_8;
l_mut_12 = l_11;
let l_27 = abs(l_11);
let l_28 = abs(l_8);
let l_29 = l_27 >= l_28;
if l_29 {
l_mut_13 = l_11;
l_mut_12 = l_8;
}
let l_30 = l_mut_13 + l_mut_12;
l_mut_31 = l_30;
let l_32 = l_mut_31 - l_mut_13;
let l_33 = l_mut_31 - l_32;
let l_34 = l_33 - l_mut_13;
let l_35 = l_mut_12 - l_34;
let l_36 = l_35 - l_32;
l_mut_37 = l_36;
let l_38 = l_mut_37 + l_32;
let l_39 = l_38 != l_35;
if l_39 {
l_mut_31 = l_mut_13;
l_mut_37 = l_mut_12;
}
l_mut_13 = l_mut_24;
l_mut_12 = l_mut_31;
let l_40 = abs(l_mut_31);
let l_41 = abs(l_mut_24);
let l_42 = l_40 >= l_41;
if l_42 {
l_mut_13 = l_mut_31;
l_mut_12 = l_mut_24;
}
let l_43 = l_mut_13 + l_mut_12;
l_mut_44 = l_43;
let l_45 = l_mut_44 - l_mut_13;
let l_46 = l_mut_44 - l_45;
let l_47 = l_46 - l_mut_13;
let l_48 = l_mut_12 - l_47;
let l_49 = l_48 - l_45;
l_mut_50 = l_49;
let l_51 = l_mut_50 + l_45;
let l_52 = l_51 != l_48;
if l_52 {
l_mut_44 = l_mut_13;
l_mut_50 = l_mut_12;
}
l_mut_13 = l_mut_37;
l_mut_12 = l_mut_50;
let l_53 = abs(l_mut_50);
let l_54 = abs(l_mut_37);
let l_55 = l_53 >= l_54;
if l_55 {
l_mut_13 = l_mut_50;
l_mut_12 = l_mut_37;
}
let l_56 = l_mut_13 + l_mut_12;
l_mut_57 = l_56;
let l_58 = l_mut_57 - l_mut_13;
let l_59 = l_mut_57 - l_58;
let l_60 = l_59 - l_mut_13;
let l_61 = l_mut_12 - l_60;
let l_62 = l_61 - l_58;
l_mut_63 = l_62;
let l_64 = l_mut_63 + l_58;
let l_65 = l_64 != l_61;
if l_65 {
l_mut_57 = l_mut_13;
l_mut_63 = l_mut_12;
}
l_mut_13 = l_mut_44;
l_mut_12 = l_mut_57;
let l_66 = abs(l_mut_57);
let l_67 = abs(l_mut_44);
let l_68 = l_66 >= l_67;
if l_68 {
l_mut_13 = l_mut_57;
l_mut_12 = l_mut_44;
}
let l_69 = l_mut_13 + l_mut_12;
l_mut_70 = l_69;
let l_71 = l_mut_70 - l_mut_13;
let l_72 = l_mut_70 - l_71;
let l_73 = l_72 - l_mut_13;
let l_74 = l_mut_12 - l_73;
let l_75 = l_74 - l_71;
l_mut_76 = l_75;
let l_77 = l_mut_76 + l_71;
let l_78 = l_77 != l_74;
if l_78 {
l_mut_70 = l_mut_13;
l_mut_76 = l_mut_12;
}
l_mut_13 = l_mut_18;
l_mut_12 = l_mut_70;
let l_79 = abs(l_mut_70);
let l_80 = abs(l_mut_18);
let l_81 = l_79 >= l_80;
if l_81 {
l_mut_13 = l_mut_70;
l_mut_12 = l_mut_18;
}
let l_82 = l_mut_13 + l_mut_12;
l_mut_83 = l_82;
let l_84 = l_mut_83 - l_mut_13;
let l_85 = l_mut_83 - l_84;
let l_86 = l_85 - l_mut_13;
let l_87 = l_mut_12 - l_86;
let l_88 = l_87 - l_84;
l_mut_89 = l_88;
let l_90 = l_mut_89 + l_84;
let l_91 = l_90 != l_87;
if l_91 {
l_mut_83 = l_mut_13;
l_mut_89 = l_mut_12;
}
l_mut_13 = l_mut_76;
l_mut_12 = l_mut_89;
let l_92 = abs(l_mut_89);
let l_93 = abs(l_mut_76);
let l_94 = l_92 >= l_93;
if l_94 {
l_mut_13 = l_mut_89;
l_mut_12 = l_mut_76;
}
let l_95 = l_mut_13 + l_mut_12;
l_mut_96 = l_95;
let l_97 = l_mut_96 - l_mut_13;
let l_98 = l_mut_96 - l_97;
let l_99 = l_98 - l_mut_13;
let l_100 = l_mut_12 - l_99;
let l_101 = l_100 - l_97;
l_mut_102 = l_101;
let l_103 = l_mut_102 + l_97;
let l_104 = l_103 != l_100;
if l_104 {
l_mut_96 = l_mut_13;
l_mut_102 = l_mut_12;
}
let l_148 = info.static_meta[u32(3)];
let l_149 = l_148 * u32(1);
let l_150 = l_mut_4 < l_149;
if l_150 {
buffer_3_global[l_mut_4] = l_mut_83;
}
let l_105 = l_1 + l_mut_4;
let l_151 = info.static_meta[u32(3)];
let l_152 = l_151 * u32(1);
let l_153 = l_105 < l_152;
if l_153 {
buffer_3_global[l_105] = l_mut_96;
}
}
}
