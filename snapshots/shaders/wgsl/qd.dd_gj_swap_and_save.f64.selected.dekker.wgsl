@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f64>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f64>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

struct info_st {
   scalars_u32: array<u32, 4>,
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
fn gj_swap_and_save_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.scalars_u32[2] + info.scalars_u32[3];
let l_1 = l_0 + id;
let l_2 = l_1 < info.scalars_u32[1];
if l_2 {
let l_3 = info.scalars_u32[0] * info.scalars_u32[1];

for (var l_mut_4: u32 = u32(0); l_mut_4 < info.scalars_u32[3]; l_mut_4++) {
let l_5 = info.scalars_u32[2] + l_mut_4;
let l_35 = info.static_meta[u32(2)];
let l_36 = l_35 * u32(1);
let l_37 = l_mut_4 < l_36;
let l_38 = l_36 - u32(1);
let l_39 = min(l_mut_4, l_38);
let l_40 = buffer_2_global[l_39];
let l_41 = select(u32(0), l_40, l_37);
let l_6 = l_41;
let l_7 = l_6 != l_5;
if l_7 {
let l_8 = l_5 * info.scalars_u32[1];
let l_9 = l_8 + l_1;
let l_42 = info.static_meta[u32(0)];
let l_43 = l_42 * u32(1);
let l_44 = l_9 < l_43;
let l_45 = l_43 - u32(1);
let l_46 = min(l_9, l_45);
let l_47 = buffer_0_global[l_46];
let l_48 = select(f64(0.0), l_47, l_44);
let l_10 = l_48;
let l_11 = l_3 + l_9;
let l_49 = info.static_meta[u32(0)];
let l_50 = l_49 * u32(1);
let l_51 = l_11 < l_50;
let l_52 = l_50 - u32(1);
let l_53 = min(l_11, l_52);
let l_54 = buffer_0_global[l_53];
let l_55 = select(f64(0.0), l_54, l_51);
let l_12 = l_55;
let l_13 = l_6 * info.scalars_u32[1];
let l_14 = l_13 + l_1;
let l_56 = info.static_meta[u32(0)];
let l_57 = l_56 * u32(1);
let l_58 = l_14 < l_57;
let l_59 = l_57 - u32(1);
let l_60 = min(l_14, l_59);
let l_61 = buffer_0_global[l_60];
let l_62 = select(f64(0.0), l_61, l_58);
let l_15 = l_62;
let l_16 = l_3 + l_14;
let l_63 = info.static_meta[u32(0)];
let l_64 = l_63 * u32(1);
let l_65 = l_16 < l_64;
let l_66 = l_64 - u32(1);
let l_67 = min(l_16, l_66);
let l_68 = buffer_0_global[l_67];
let l_69 = select(f64(0.0), l_68, l_65);
let l_17 = l_69;
let l_18 = l_5 * info.scalars_u32[1];
let l_19 = l_18 + l_1;
let l_70 = info.static_meta[u32(0)];
let l_71 = l_70 * u32(1);
let l_72 = l_19 < l_71;
if l_72 {
buffer_0_global[l_19] = l_15;
}
let l_20 = l_3 + l_19;
let l_73 = info.static_meta[u32(0)];
let l_74 = l_73 * u32(1);
let l_75 = l_20 < l_74;
if l_75 {
buffer_0_global[l_20] = l_17;
}
let l_21 = l_6 * info.scalars_u32[1];
let l_22 = l_21 + l_1;
let l_76 = info.static_meta[u32(0)];
let l_77 = l_76 * u32(1);
let l_78 = l_22 < l_77;
if l_78 {
buffer_0_global[l_22] = l_10;
}
let l_23 = l_3 + l_22;
let l_79 = info.static_meta[u32(0)];
let l_80 = l_79 * u32(1);
let l_81 = l_23 < l_80;
if l_81 {
buffer_0_global[l_23] = l_12;
}
}
}

for (var l_mut_24: u32 = u32(0); l_mut_24 < info.scalars_u32[3]; l_mut_24++) {
let l_25 = info.scalars_u32[2] + l_mut_24;
let l_26 = l_25 * info.scalars_u32[1];
let l_27 = l_26 + l_1;
let l_82 = info.static_meta[u32(0)];
let l_83 = l_82 * u32(1);
let l_84 = l_27 < l_83;
let l_85 = l_83 - u32(1);
let l_86 = min(l_27, l_85);
let l_87 = buffer_0_global[l_86];
let l_88 = select(f64(0.0), l_87, l_84);
let l_28 = l_88;
let l_29 = l_3 + l_27;
let l_89 = info.static_meta[u32(0)];
let l_90 = l_89 * u32(1);
let l_91 = l_29 < l_90;
let l_92 = l_90 - u32(1);
let l_93 = min(l_29, l_92);
let l_94 = buffer_0_global[l_93];
let l_95 = select(f64(0.0), l_94, l_91);
let l_30 = l_95;
let l_31 = l_mut_24 * info.scalars_u32[1];
let l_32 = l_31 + l_1;
let l_33 = u32(16) * info.scalars_u32[1];
let l_96 = info.static_meta[u32(1)];
let l_97 = l_96 * u32(1);
let l_98 = l_32 < l_97;
if l_98 {
buffer_1_global[l_32] = l_28;
}
let l_34 = l_33 + l_32;
let l_99 = info.static_meta[u32(1)];
let l_100 = l_99 * u32(1);
let l_101 = l_34 < l_100;
if l_101 {
buffer_1_global[l_34] = l_30;
}
}
}
}
