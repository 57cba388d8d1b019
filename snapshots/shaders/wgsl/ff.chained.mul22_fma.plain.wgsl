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
let l_71 = info.static_meta[u32(2)];
let l_72 = l_71 * u32(1);
let l_73 = u32(0) < l_72;
let l_74 = l_72 - u32(1);
let l_75 = min(u32(0), l_74);
let l_76 = buffer_2_global[l_75];
let l_77 = select(f32(0.0), l_76, l_73);
let l_3 = l_77;
let l_78 = info.static_meta[u32(2)];
let l_79 = l_78 * u32(1);
let l_80 = u32(1) < l_79;
let l_81 = l_79 - u32(1);
let l_82 = min(u32(1), l_81);
let l_83 = buffer_2_global[l_82];
let l_84 = select(f32(0.0), l_83, l_80);
let l_4 = l_84;
let l_85 = info.static_meta[u32(1)];
let l_86 = l_85 * u32(1);
let l_87 = id < l_86;
let l_88 = l_86 - u32(1);
let l_89 = min(id, l_88);
let l_90 = buffer_1_global[l_89];
let l_91 = select(f32(0.0), l_90, l_87);
let l_5 = l_91;
let l_6 = l_1 + id;
let l_92 = info.static_meta[u32(1)];
let l_93 = l_92 * u32(1);
let l_94 = l_6 < l_93;
let l_95 = l_93 - u32(1);
let l_96 = min(l_6, l_95);
let l_97 = buffer_1_global[l_96];
let l_98 = select(f32(0.0), l_97, l_94);
let l_7 = l_98;
let l_99 = info.static_meta[u32(0)];
let l_100 = l_99 * u32(1);
let l_101 = id < l_100;
let l_102 = l_100 - u32(1);
let l_103 = min(id, l_102);
let l_104 = buffer_0_global[l_103];
let l_105 = select(f32(0.0), l_104, l_101);
let l_8 = l_105;
let l_9 = l_1 + id;
let l_106 = info.static_meta[u32(0)];
let l_107 = l_106 * u32(1);
let l_108 = l_9 < l_107;
let l_109 = l_107 - u32(1);
let l_110 = min(l_9, l_109);
let l_111 = buffer_0_global[l_110];
let l_112 = select(f32(0.0), l_111, l_108);
let l_10 = l_112;
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
let l_24 = l_mut_11 * l_5;
let l_25 = -l_24;
let l_26 = fma(l_mut_11, l_5, l_25);
let l_27 = l_mut_12 * l_7;
let l_28 = fma(l_mut_11, l_7, l_27);
let l_29 = fma(l_mut_12, l_5, l_28);
let l_30 = l_26 + l_29;
let l_31 = l_24 + l_30;
let l_32 = l_31 - l_24;
let l_33 = l_30 - l_32;
let l_34 = l_mut_14 * l_5;
let l_35 = -l_34;
let l_36 = fma(l_mut_14, l_5, l_35);
let l_37 = l_mut_16 * l_7;
let l_38 = fma(l_mut_14, l_7, l_37);
let l_39 = fma(l_mut_16, l_5, l_38);
let l_40 = l_36 + l_39;
let l_41 = l_34 + l_40;
let l_42 = l_41 - l_34;
let l_43 = l_40 - l_42;
let l_44 = l_mut_18 * l_5;
let l_45 = -l_44;
let l_46 = fma(l_mut_18, l_5, l_45);
let l_47 = l_mut_19 * l_7;
let l_48 = fma(l_mut_18, l_7, l_47);
let l_49 = fma(l_mut_19, l_5, l_48);
let l_50 = l_46 + l_49;
let l_51 = l_44 + l_50;
let l_52 = l_51 - l_44;
let l_53 = l_50 - l_52;
let l_54 = l_mut_21 * l_5;
let l_55 = -l_54;
let l_56 = fma(l_mut_21, l_5, l_55);
let l_57 = l_mut_22 * l_7;
let l_58 = fma(l_mut_21, l_7, l_57);
let l_59 = fma(l_mut_22, l_5, l_58);
let l_60 = l_56 + l_59;
let l_61 = l_54 + l_60;
let l_62 = l_61 - l_54;
let l_63 = l_60 - l_62;
l_mut_11 = l_31;
l_mut_12 = l_33;
l_mut_14 = l_41;
l_mut_16 = l_43;
l_mut_18 = l_51;
l_mut_19 = l_53;
l_mut_21 = l_61;
l_mut_22 = l_63;
}
let l_64 = l_mut_11 + l_mut_14;
let l_65 = l_mut_18 + l_mut_21;
let l_66 = l_64 + l_65;
let l_113 = info.static_meta[u32(3)];
let l_114 = l_113 * u32(1);
let l_115 = id < l_114;
if l_115 {
buffer_3_global[id] = l_66;
}
let l_67 = l_1 + id;
let l_68 = l_mut_12 + l_mut_16;
let l_69 = l_mut_19 + l_mut_22;
let l_70 = l_68 + l_69;
let l_116 = info.static_meta[u32(3)];
let l_117 = l_116 * u32(1);
let l_118 = l_67 < l_117;
if l_118 {
buffer_3_global[l_67] = l_70;
}
}
}
