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
var<storage, read_write> buffer_3_global: array<f64>;

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
fn multi_words_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_83 = info.static_meta[u32(2)];
let l_84 = l_83 * u32(1);
let l_85 = u32(0) < l_84;
let l_86 = l_84 - u32(1);
let l_87 = min(u32(0), l_86);
let l_88 = buffer_2_global[l_87];
let l_89 = select(f64(0.0), l_88, l_85);
let l_3 = l_89;
let l_90 = info.static_meta[u32(2)];
let l_91 = l_90 * u32(1);
let l_92 = u32(1) < l_91;
let l_93 = l_91 - u32(1);
let l_94 = min(u32(1), l_93);
let l_95 = buffer_2_global[l_94];
let l_96 = select(f64(0.0), l_95, l_92);
let l_4 = l_96;
let l_97 = info.static_meta[u32(0)];
let l_98 = l_97 * u32(1);
let l_99 = id < l_98;
let l_100 = l_98 - u32(1);
let l_101 = min(id, l_100);
let l_102 = buffer_0_global[l_101];
let l_103 = select(f64(0.0), l_102, l_99);
let l_5 = l_103;
let l_6 = l_1 + id;
let l_104 = info.static_meta[u32(0)];
let l_105 = l_104 * u32(1);
let l_106 = l_6 < l_105;
let l_107 = l_105 - u32(1);
let l_108 = min(l_6, l_107);
let l_109 = buffer_0_global[l_108];
let l_110 = select(f64(0.0), l_109, l_106);
let l_7 = l_110;
let l_111 = info.static_meta[u32(1)];
let l_112 = l_111 * u32(1);
let l_113 = id < l_112;
let l_114 = l_112 - u32(1);
let l_115 = min(id, l_114);
let l_116 = buffer_1_global[l_115];
let l_117 = select(f64(0.0), l_116, l_113);
let l_8 = l_117;
let l_9 = l_1 + id;
let l_118 = info.static_meta[u32(1)];
let l_119 = l_118 * u32(1);
let l_120 = l_9 < l_119;
let l_121 = l_119 - u32(1);
let l_122 = min(l_9, l_121);
let l_123 = buffer_1_global[l_122];
let l_124 = select(f64(0.0), l_123, l_120);
let l_10 = l_124;
let l_11 = sqrt(l_5);
let l_12 = f64(1.0) / l_11;
let l_13 = l_5 * l_12;
let l_14 = l_13 * l_13;
let l_15 = l_14 * l_4;
let l_16 = l_3 * l_13;
let l_17 = l_16 * l_4;
let l_18 = l_17 - l_13;
let l_19 = l_18 * l_4;
let l_20 = l_17 - l_19;
let l_21 = l_13 - l_20;
let l_22 = l_3 * l_13;
let l_23 = l_22 * l_4;
let l_24 = l_23 - l_13;
let l_25 = l_24 * l_4;
let l_26 = l_23 - l_25;
let l_27 = l_13 - l_26;
let l_28 = l_20 * l_26;
let l_29 = l_28 - l_15;
let l_30 = l_20 * l_27;
let l_31 = l_29 + l_30;
let l_32 = l_21 * l_26;
let l_33 = l_31 + l_32;
let l_34 = l_21 * l_27;
let l_35 = l_33 + l_34;
let l_36 = -l_15;
let l_37 = -l_35;
let l_38 = l_5 + l_36;
let l_39 = l_38 * l_4;
let l_40 = l_39 - l_5;
let l_41 = l_40 * l_4;
let l_42 = l_39 - l_41;
let l_43 = l_42 * l_4;
let l_44 = l_5 - l_43;
let l_45 = l_36 - l_41;
let l_46 = l_44 + l_45;
let l_47 = l_7 + l_37;
let l_48 = l_47 * l_4;
let l_49 = l_48 - l_7;
let l_50 = l_49 * l_4;
let l_51 = l_48 - l_50;
let l_52 = l_51 * l_4;
let l_53 = l_7 - l_52;
let l_54 = l_37 - l_50;
let l_55 = l_53 + l_54;
let l_56 = l_46 + l_48;
let l_57 = l_39 + l_56;
let l_58 = l_57 * l_4;
let l_59 = l_58 - l_39;
let l_60 = l_59 * l_4;
let l_61 = l_56 - l_60;
let l_62 = l_55 + l_61;
let l_63 = l_58 + l_62;
let l_64 = l_63 * l_4;
let l_65 = l_64 - l_58;
let l_66 = l_65 * l_4;
let l_67 = l_62 - l_66;
let l_68 = l_12 * f64(0.5);
let l_69 = l_64 * l_68;
let l_70 = l_13 + l_69;
let l_71 = l_70 * l_4;
let l_72 = l_71 - l_13;
let l_73 = l_72 * l_4;
let l_74 = l_71 - l_73;
let l_75 = l_74 * l_4;
let l_76 = l_13 - l_75;
let l_77 = l_69 - l_73;
let l_78 = l_76 + l_77;
let l_79 = l_5 != f64(0.0);
let l_80 = select(l_5, l_71, l_79);
let l_81 = select(f64(0.0), l_78, l_79);
let l_125 = info.static_meta[u32(3)];
let l_126 = l_125 * u32(1);
let l_127 = id < l_126;
if l_127 {
buffer_3_global[id] = l_80;
}
let l_82 = l_1 + id;
let l_128 = info.static_meta[u32(3)];
let l_129 = l_128 * u32(1);
let l_130 = l_82 < l_129;
if l_130 {
buffer_3_global[l_82] = l_81;
}
}
}
