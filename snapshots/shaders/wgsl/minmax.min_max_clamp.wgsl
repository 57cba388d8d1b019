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
fn min_max_clamp_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(4)];
let l_1 = id < l_0;
if l_1 {
let l_2 = u32(3) * id;
let l_17 = info.static_meta[u32(0)];
let l_18 = l_17 * u32(1);
let l_19 = id < l_18;
let l_20 = l_18 - u32(1);
let l_21 = min(id, l_20);
let l_22 = buffer_0_global[l_21];
let l_23 = select(f32(0.0), l_22, l_19);
let l_3 = l_23;
let l_24 = info.static_meta[u32(1)];
let l_25 = l_24 * u32(1);
let l_26 = id < l_25;
let l_27 = l_25 - u32(1);
let l_28 = min(id, l_27);
let l_29 = buffer_1_global[l_28];
let l_30 = select(f32(0.0), l_29, l_26);
let l_4 = l_30;
let l_5 = min(l_3, l_4);
let l_31 = info.static_meta[u32(3)];
let l_32 = l_31 * u32(1);
let l_33 = l_2 < l_32;
if l_33 {
buffer_3_global[l_2] = l_5;
}
let l_6 = u32(3) * id;
let l_7 = l_6 + u32(1);
let l_34 = info.static_meta[u32(0)];
let l_35 = l_34 * u32(1);
let l_36 = id < l_35;
let l_37 = l_35 - u32(1);
let l_38 = min(id, l_37);
let l_39 = buffer_0_global[l_38];
let l_40 = select(f32(0.0), l_39, l_36);
let l_8 = l_40;
let l_41 = info.static_meta[u32(1)];
let l_42 = l_41 * u32(1);
let l_43 = id < l_42;
let l_44 = l_42 - u32(1);
let l_45 = min(id, l_44);
let l_46 = buffer_1_global[l_45];
let l_47 = select(f32(0.0), l_46, l_43);
let l_9 = l_47;
let l_10 = max(l_8, l_9);
let l_48 = info.static_meta[u32(3)];
let l_49 = l_48 * u32(1);
let l_50 = l_7 < l_49;
if l_50 {
buffer_3_global[l_7] = l_10;
}
let l_11 = u32(3) * id;
let l_12 = l_11 + u32(2);
let l_51 = info.static_meta[u32(0)];
let l_52 = l_51 * u32(1);
let l_53 = id < l_52;
let l_54 = l_52 - u32(1);
let l_55 = min(id, l_54);
let l_56 = buffer_0_global[l_55];
let l_57 = select(f32(0.0), l_56, l_53);
let l_13 = l_57;
let l_58 = info.static_meta[u32(1)];
let l_59 = l_58 * u32(1);
let l_60 = id < l_59;
let l_61 = l_59 - u32(1);
let l_62 = min(id, l_61);
let l_63 = buffer_1_global[l_62];
let l_64 = select(f32(0.0), l_63, l_60);
let l_14 = l_64;
let l_65 = info.static_meta[u32(2)];
let l_66 = l_65 * u32(1);
let l_67 = id < l_66;
let l_68 = l_66 - u32(1);
let l_69 = min(id, l_68);
let l_70 = buffer_2_global[l_69];
let l_71 = select(f32(0.0), l_70, l_67);
let l_15 = l_71;
let l_16 = clamp(l_13, l_14, l_15);
let l_72 = info.static_meta[u32(3)];
let l_73 = l_72 * u32(1);
let l_74 = l_12 < l_73;
if l_74 {
buffer_3_global[l_12] = l_16;
}
}
}
