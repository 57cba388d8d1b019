@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f64>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f64>;

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
fn gj_eliminate_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_88 = info.static_meta[u32(1)];
let l_89 = l_88 * u32(1);
let l_90 = u32(0) < l_89;
let l_91 = l_89 - u32(1);
let l_92 = min(u32(0), l_91);
let l_93 = buffer_1_global[l_92];
let l_94 = select(f64(0.0), l_93, l_90);
let l_0 = l_94;
let l_95 = info.static_meta[u32(1)];
let l_96 = l_95 * u32(1);
let l_97 = u32(1) < l_96;
let l_98 = l_96 - u32(1);
let l_99 = min(u32(1), l_98);
let l_100 = buffer_1_global[l_99];
let l_101 = select(f64(0.0), l_100, l_97);
let l_1 = l_101;
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
let l_102 = info.static_meta[u32(0)];
let l_103 = l_102 * u32(1);
let l_104 = l_12 < l_103;
let l_105 = l_103 - u32(1);
let l_106 = min(l_12, l_105);
let l_107 = buffer_0_global[l_106];
let l_108 = select(f64(0.0), l_107, l_104);
let l_13 = l_108;
let l_14 = l_10 + l_12;
let l_109 = info.static_meta[u32(0)];
let l_110 = l_109 * u32(1);
let l_111 = l_14 < l_110;
let l_112 = l_110 - u32(1);
let l_113 = min(l_14, l_112);
let l_114 = buffer_0_global[l_113];
let l_115 = select(f64(0.0), l_114, l_111);
let l_15 = l_115;
let l_16 = -l_13;
let l_17 = -l_15;
let l_116 = info.static_meta[u32(0)];
let l_117 = l_116 * u32(1);
let l_118 = id < l_117;
let l_119 = l_117 - u32(1);
let l_120 = min(id, l_119);
let l_121 = buffer_0_global[l_120];
let l_122 = select(f64(0.0), l_121, l_118);
let l_18 = l_122;
let l_19 = l_10 + id;
let l_123 = info.static_meta[u32(0)];
let l_124 = l_123 * u32(1);
let l_125 = l_19 < l_124;
let l_126 = l_124 - u32(1);
let l_127 = min(l_19, l_126);
let l_128 = buffer_0_global[l_127];
let l_129 = select(f64(0.0), l_128, l_125);
let l_20 = l_129;
let l_21 = l_2 * u32(32);
let l_22 = l_21 + l_6;
let l_130 = info.static_meta[u32(0)];
let l_131 = l_130 * u32(1);
let l_132 = l_22 < l_131;
let l_133 = l_131 - u32(1);
let l_134 = min(l_22, l_133);
let l_135 = buffer_0_global[l_134];
let l_136 = select(f64(0.0), l_135, l_132);
let l_23 = l_136;
let l_24 = l_10 + l_22;
let l_137 = info.static_meta[u32(0)];
let l_138 = l_137 * u32(1);
let l_139 = l_24 < l_138;
let l_140 = l_138 - u32(1);
let l_141 = min(l_24, l_140);
let l_142 = buffer_0_global[l_141];
let l_143 = select(f64(0.0), l_142, l_139);
let l_25 = l_143;
let l_26 = l_16 * l_23;
let l_27 = l_26 * l_1;
let l_28 = l_0 * l_16;
let l_29 = l_28 * l_1;
let l_30 = l_29 - l_16;
let l_31 = l_30 * l_1;
let l_32 = l_29 - l_31;
let l_33 = l_16 - l_32;
let l_34 = l_0 * l_23;
let l_35 = l_34 * l_1;
let l_36 = l_35 - l_23;
let l_37 = l_36 * l_1;
let l_38 = l_35 - l_37;
let l_39 = l_23 - l_38;
let l_40 = l_32 * l_38;
let l_41 = l_40 - l_27;
let l_42 = l_32 * l_39;
let l_43 = l_41 + l_42;
let l_44 = l_33 * l_38;
let l_45 = l_43 + l_44;
let l_46 = l_33 * l_39;
let l_47 = l_45 + l_46;
let l_48 = l_16 * l_25;
let l_49 = l_17 * l_23;
let l_50 = l_48 + l_49;
let l_51 = l_47 + l_50;
let l_52 = l_27 + l_51;
let l_53 = l_52 * l_1;
let l_54 = l_53 - l_27;
let l_55 = l_54 * l_1;
let l_56 = l_51 - l_55;
let l_57 = l_18 + l_53;
let l_58 = l_57 * l_1;
let l_59 = l_58 - l_18;
let l_60 = l_59 * l_1;
let l_61 = l_58 - l_60;
let l_62 = l_61 * l_1;
let l_63 = l_18 - l_62;
let l_64 = l_53 - l_60;
let l_65 = l_63 + l_64;
let l_66 = l_20 + l_56;
let l_67 = l_66 * l_1;
let l_68 = l_67 - l_20;
let l_69 = l_68 * l_1;
let l_70 = l_67 - l_69;
let l_71 = l_70 * l_1;
let l_72 = l_20 - l_71;
let l_73 = l_56 - l_69;
let l_74 = l_72 + l_73;
let l_75 = l_65 + l_67;
let l_76 = l_58 + l_75;
let l_77 = l_76 * l_1;
let l_78 = l_77 - l_58;
let l_79 = l_78 * l_1;
let l_80 = l_75 - l_79;
let l_81 = l_74 + l_80;
let l_82 = l_77 + l_81;
let l_83 = l_82 * l_1;
let l_84 = l_83 - l_77;
let l_85 = l_84 * l_1;
let l_86 = l_81 - l_85;
let l_144 = info.static_meta[u32(0)];
let l_145 = l_144 * u32(1);
let l_146 = id < l_145;
if l_146 {
buffer_0_global[id] = l_83;
}
let l_87 = l_10 + id;
let l_147 = info.static_meta[u32(0)];
let l_148 = l_147 * u32(1);
let l_149 = l_87 < l_148;
if l_149 {
buffer_0_global[l_87] = l_86;
}
}
}
}
