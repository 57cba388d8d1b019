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
let l_23 = info.static_meta[u32(2)];
let l_24 = l_23 * u32(1);
let l_25 = u32(0) < l_24;
let l_26 = l_24 - u32(1);
let l_27 = min(u32(0), l_26);
let l_28 = buffer_2_global[l_27];
let l_29 = select(f64(0.0), l_28, l_25);
let l_3 = l_29;
let l_30 = info.static_meta[u32(2)];
let l_31 = l_30 * u32(1);
let l_32 = u32(1) < l_31;
let l_33 = l_31 - u32(1);
let l_34 = min(u32(1), l_33);
let l_35 = buffer_2_global[l_34];
let l_36 = select(f64(0.0), l_35, l_32);
let l_4 = l_36;
let l_37 = info.static_meta[u32(0)];
let l_38 = l_37 * u32(1);
let l_39 = id < l_38;
let l_40 = l_38 - u32(1);
let l_41 = min(id, l_40);
let l_42 = buffer_0_global[l_41];
let l_43 = select(f64(0.0), l_42, l_39);
let l_5 = l_43;
let l_6 = l_1 + id;
let l_44 = info.static_meta[u32(0)];
let l_45 = l_44 * u32(1);
let l_46 = l_6 < l_45;
let l_47 = l_45 - u32(1);
let l_48 = min(l_6, l_47);
let l_49 = buffer_0_global[l_48];
let l_50 = select(f64(0.0), l_49, l_46);
let l_7 = l_50;
let l_51 = info.static_meta[u32(1)];
let l_52 = l_51 * u32(1);
let l_53 = id < l_52;
let l_54 = l_52 - u32(1);
let l_55 = min(id, l_54);
let l_56 = buffer_1_global[l_55];
let l_57 = select(f64(0.0), l_56, l_53);
let l_8 = l_57;
let l_9 = l_1 + id;
let l_58 = info.static_meta[u32(1)];
let l_59 = l_58 * u32(1);
let l_60 = l_9 < l_59;
let l_61 = l_59 - u32(1);
let l_62 = min(l_9, l_61);
let l_63 = buffer_1_global[l_62];
let l_64 = select(f64(0.0), l_63, l_60);
let l_10 = l_64;
let l_11 = l_5 + l_8;
let l_12 = l_11 - l_5;
let l_13 = l_11 - l_12;
let l_14 = l_5 - l_13;
let l_15 = l_8 - l_12;
let l_16 = l_14 + l_15;
let l_17 = l_7 + l_10;
let l_18 = l_16 + l_17;
let l_19 = l_11 + l_18;
let l_20 = l_19 - l_11;
let l_21 = l_18 - l_20;
let l_65 = info.static_meta[u32(3)];
let l_66 = l_65 * u32(1);
let l_67 = id < l_66;
if l_67 {
buffer_3_global[id] = l_19;
}
let l_22 = l_1 + id;
let l_68 = info.static_meta[u32(3)];
let l_69 = l_68 * u32(1);
let l_70 = l_22 < l_69;
if l_70 {
buffer_3_global[l_22] = l_21;
}
}
}
