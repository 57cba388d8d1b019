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
fn gj_panel_load_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.scalars_u32[0] * u32(32);
let l_1 = id < l_0;
if l_1 {
let l_2 = id / u32(32);
let l_3 = id % u32(32);
let l_4 = l_3 < info.scalars_u32[3];
let l_5 = l_2 * info.scalars_u32[1];
let l_6 = l_5 + info.scalars_u32[2];
let l_7 = select(u32(0), l_3, l_4);
let l_8 = l_6 + l_7;
let l_9 = info.scalars_u32[0] * info.scalars_u32[1];
let l_37 = info.static_meta[u32(0)];
let l_38 = l_37 * u32(1);
let l_39 = l_8 < l_38;
let l_40 = l_38 - u32(1);
let l_41 = min(l_8, l_40);
let l_42 = buffer_0_global[l_41];
let l_43 = select(f64(0.0), l_42, l_39);
let l_10 = l_43;
let l_11 = l_9 + l_8;
let l_44 = info.static_meta[u32(0)];
let l_45 = l_44 * u32(1);
let l_46 = l_11 < l_45;
let l_47 = l_45 - u32(1);
let l_48 = min(l_11, l_47);
let l_49 = buffer_0_global[l_48];
let l_50 = select(f64(0.0), l_49, l_46);
let l_12 = l_50;
let l_13 = u32(2) * l_9;
let l_14 = l_13 + l_8;
let l_51 = info.static_meta[u32(0)];
let l_52 = l_51 * u32(1);
let l_53 = l_14 < l_52;
let l_54 = l_52 - u32(1);
let l_55 = min(l_14, l_54);
let l_56 = buffer_0_global[l_55];
let l_57 = select(f64(0.0), l_56, l_53);
let l_15 = l_57;
let l_16 = u32(3) * l_9;
let l_17 = l_16 + l_8;
let l_58 = info.static_meta[u32(0)];
let l_59 = l_58 * u32(1);
let l_60 = l_17 < l_59;
let l_61 = l_59 - u32(1);
let l_62 = min(l_17, l_61);
let l_63 = buffer_0_global[l_62];
let l_64 = select(f64(0.0), l_63, l_60);
let l_18 = l_64;
let l_19 = l_3 - u32(16);
let l_20 = l_3 >= u32(16);
let l_21 = l_19 < info.scalars_u32[3];
let l_22 = l_20 && l_21;
let l_23 = info.scalars_u32[2] + l_19;
let l_24 = l_2 == l_23;
let l_25 = l_22 && l_24;
let l_26 = select(f64(0.0), l_10, l_4);
let l_27 = select(l_26, f64(1.0), l_25);
let l_28 = select(f64(0.0), l_12, l_4);
let l_29 = select(f64(0.0), l_15, l_4);
let l_30 = select(f64(0.0), l_18, l_4);
let l_31 = info.scalars_u32[0] * u32(32);
let l_65 = info.static_meta[u32(1)];
let l_66 = l_65 * u32(1);
let l_67 = id < l_66;
if l_67 {
buffer_1_global[id] = l_27;
}
let l_32 = l_31 + id;
let l_68 = info.static_meta[u32(1)];
let l_69 = l_68 * u32(1);
let l_70 = l_32 < l_69;
if l_70 {
buffer_1_global[l_32] = l_28;
}
let l_33 = u32(2) * l_31;
let l_34 = l_33 + id;
let l_71 = info.static_meta[u32(1)];
let l_72 = l_71 * u32(1);
let l_73 = l_34 < l_72;
if l_73 {
buffer_1_global[l_34] = l_29;
}
let l_35 = u32(3) * l_31;
let l_36 = l_35 + id;
let l_74 = info.static_meta[u32(1)];
let l_75 = l_74 * u32(1);
let l_76 = l_36 < l_75;
if l_76 {
buffer_1_global[l_36] = l_30;
}
}
}
