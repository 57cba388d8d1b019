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
fn transforms_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(4)];
let l_1 = id < l_0;
if l_1 {
let l_16 = info.static_meta[u32(2)];
let l_17 = l_16 * u32(1);
let l_18 = u32(0) < l_17;
let l_19 = l_17 - u32(1);
let l_20 = min(u32(0), l_19);
let l_21 = buffer_2_global[l_20];
let l_22 = select(f64(0.0), l_21, l_18);
let l_2 = l_22;
let l_23 = info.static_meta[u32(2)];
let l_24 = l_23 * u32(1);
let l_25 = u32(1) < l_24;
let l_26 = l_24 - u32(1);
let l_27 = min(u32(1), l_26);
let l_28 = buffer_2_global[l_27];
let l_29 = select(f64(0.0), l_28, l_25);
let l_3 = l_29;
let l_30 = info.static_meta[u32(0)];
let l_31 = l_30 * u32(1);
let l_32 = id < l_31;
let l_33 = l_31 - u32(1);
let l_34 = min(id, l_33);
let l_35 = buffer_0_global[l_34];
let l_36 = select(f64(0.0), l_35, l_32);
let l_4 = l_36;
let l_37 = info.static_meta[u32(1)];
let l_38 = l_37 * u32(1);
let l_39 = id < l_38;
let l_40 = l_38 - u32(1);
let l_41 = min(id, l_40);
let l_42 = buffer_1_global[l_41];
let l_43 = select(f64(0.0), l_42, l_39);
let l_5 = l_43;
let l_6 = l_4 + l_5;
let l_7 = l_6 * l_3;
let l_8 = l_7 - l_4;
let l_9 = l_8 * l_3;
let l_10 = l_7 - l_9;
let l_11 = l_10 * l_3;
let l_12 = l_4 - l_11;
let l_13 = l_5 - l_9;
let l_14 = l_12 + l_13;
let l_44 = info.static_meta[u32(3)];
let l_45 = l_44 * u32(1);
let l_46 = id < l_45;
if l_46 {
buffer_3_global[id] = l_7;
}
let l_15 = l_0 + id;
let l_47 = info.static_meta[u32(3)];
let l_48 = l_47 * u32(1);
let l_49 = l_15 < l_48;
if l_49 {
buffer_3_global[l_15] = l_14;
}
}
}
