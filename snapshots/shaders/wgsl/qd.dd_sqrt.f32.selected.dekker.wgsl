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
let l_101 = info.static_meta[u32(2)];
let l_102 = l_101 * u32(1);
let l_103 = u32(0) < l_102;
let l_104 = l_102 - u32(1);
let l_105 = min(u32(0), l_104);
let l_106 = buffer_2_global[l_105];
let l_107 = select(f32(0.0), l_106, l_103);
let l_3 = l_107;
let l_108 = info.static_meta[u32(2)];
let l_109 = l_108 * u32(1);
let l_110 = u32(1) < l_109;
let l_111 = l_109 - u32(1);
let l_112 = min(u32(1), l_111);
let l_113 = buffer_2_global[l_112];
let l_114 = select(f32(0.0), l_113, l_110);
let l_4 = l_114;
let l_115 = info.static_meta[u32(0)];
let l_116 = l_115 * u32(1);
let l_117 = id < l_116;
let l_118 = l_116 - u32(1);
let l_119 = min(id, l_118);
let l_120 = buffer_0_global[l_119];
let l_121 = select(f32(0.0), l_120, l_117);
let l_5 = l_121;
let l_6 = l_1 + id;
let l_122 = info.static_meta[u32(0)];
let l_123 = l_122 * u32(1);
let l_124 = l_6 < l_123;
let l_125 = l_123 - u32(1);
let l_126 = min(l_6, l_125);
let l_127 = buffer_0_global[l_126];
let l_128 = select(f32(0.0), l_127, l_124);
let l_7 = l_128;
let l_129 = info.static_meta[u32(1)];
let l_130 = l_129 * u32(1);
let l_131 = id < l_130;
let l_132 = l_130 - u32(1);
let l_133 = min(id, l_132);
let l_134 = buffer_1_global[l_133];
let l_135 = select(f32(0.0), l_134, l_131);
let l_8 = l_135;
let l_9 = l_1 + id;
let l_136 = info.static_meta[u32(1)];
let l_137 = l_136 * u32(1);
let l_138 = l_9 < l_137;
let l_139 = l_137 - u32(1);
let l_140 = min(l_9, l_139);
let l_141 = buffer_1_global[l_140];
let l_142 = select(f32(0.0), l_141, l_138);
let l_10 = l_142;
let l_11 = sqrt(l_5);
let l_12 = f32(1.0) / l_11;
let l_13 = l_5 * l_12;
let l_14 = l_13 * l_13;
let l_15 = l_4 != f32(0.0);
let l_16 = select(l_4, l_14, l_15);
let l_17 = l_3 * l_13;
let l_18 = l_4 != f32(0.0);
let l_19 = select(l_4, l_17, l_18);
let l_20 = l_19 - l_13;
let l_21 = l_4 != f32(0.0);
let l_22 = select(l_4, l_20, l_21);
let l_23 = l_19 - l_22;
let l_24 = l_13 - l_23;
let l_25 = l_3 * l_13;
let l_26 = l_4 != f32(0.0);
let l_27 = select(l_4, l_25, l_26);
let l_28 = l_27 - l_13;
let l_29 = l_4 != f32(0.0);
let l_30 = select(l_4, l_28, l_29);
let l_31 = l_27 - l_30;
let l_32 = l_13 - l_31;
let l_33 = l_23 * l_31;
let l_34 = l_33 - l_16;
let l_35 = l_23 * l_32;
let l_36 = l_34 + l_35;
let l_37 = l_24 * l_31;
let l_38 = l_36 + l_37;
let l_39 = l_24 * l_32;
let l_40 = l_38 + l_39;
let l_41 = -l_16;
let l_42 = -l_40;
let l_43 = l_5 + l_41;
let l_44 = l_4 != f32(0.0);
let l_45 = select(l_4, l_43, l_44);
let l_46 = l_45 - l_5;
let l_47 = l_4 != f32(0.0);
let l_48 = select(l_4, l_46, l_47);
let l_49 = l_45 - l_48;
let l_50 = l_4 != f32(0.0);
let l_51 = select(l_4, l_49, l_50);
let l_52 = l_5 - l_51;
let l_53 = l_41 - l_48;
let l_54 = l_52 + l_53;
let l_55 = l_7 + l_42;
let l_56 = l_4 != f32(0.0);
let l_57 = select(l_4, l_55, l_56);
let l_58 = l_57 - l_7;
let l_59 = l_4 != f32(0.0);
let l_60 = select(l_4, l_58, l_59);
let l_61 = l_57 - l_60;
let l_62 = l_4 != f32(0.0);
let l_63 = select(l_4, l_61, l_62);
let l_64 = l_7 - l_63;
let l_65 = l_42 - l_60;
let l_66 = l_64 + l_65;
let l_67 = l_54 + l_57;
let l_68 = l_45 + l_67;
let l_69 = l_4 != f32(0.0);
let l_70 = select(l_4, l_68, l_69);
let l_71 = l_70 - l_45;
let l_72 = l_4 != f32(0.0);
let l_73 = select(l_4, l_71, l_72);
let l_74 = l_67 - l_73;
let l_75 = l_66 + l_74;
let l_76 = l_70 + l_75;
let l_77 = l_4 != f32(0.0);
let l_78 = select(l_4, l_76, l_77);
let l_79 = l_78 - l_70;
let l_80 = l_4 != f32(0.0);
let l_81 = select(l_4, l_79, l_80);
let l_82 = l_75 - l_81;
let l_83 = l_12 * f32(0.5);
let l_84 = l_78 * l_83;
let l_85 = l_13 + l_84;
let l_86 = l_4 != f32(0.0);
let l_87 = select(l_4, l_85, l_86);
let l_88 = l_87 - l_13;
let l_89 = l_4 != f32(0.0);
let l_90 = select(l_4, l_88, l_89);
let l_91 = l_87 - l_90;
let l_92 = l_4 != f32(0.0);
let l_93 = select(l_4, l_91, l_92);
let l_94 = l_13 - l_93;
let l_95 = l_84 - l_90;
let l_96 = l_94 + l_95;
let l_97 = l_5 != f32(0.0);
let l_98 = select(l_5, l_87, l_97);
let l_99 = select(f32(0.0), l_96, l_97);
let l_143 = info.static_meta[u32(3)];
let l_144 = l_143 * u32(1);
let l_145 = id < l_144;
if l_145 {
buffer_3_global[id] = l_98;
}
let l_100 = l_1 + id;
let l_146 = info.static_meta[u32(3)];
let l_147 = l_146 * u32(1);
let l_148 = l_100 < l_147;
if l_148 {
buffer_3_global[l_100] = l_99;
}
}
}
