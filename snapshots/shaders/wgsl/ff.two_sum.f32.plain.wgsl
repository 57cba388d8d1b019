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
fn transforms_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

let l_0 = info.static_meta[u32(4)];
let l_1 = id < l_0;
if l_1 {
let l_13 = info.static_meta[u32(2)];
let l_14 = l_13 * u32(1);
let l_15 = u32(0) < l_14;
let l_16 = l_14 - u32(1);
let l_17 = min(u32(0), l_16);
let l_18 = buffer_2_global[l_17];
let l_19 = select(f32(0.0), l_18, l_15);
let l_2 = l_19;
let l_20 = info.static_meta[u32(2)];
let l_21 = l_20 * u32(1);
let l_22 = u32(1) < l_21;
let l_23 = l_21 - u32(1);
let l_24 = min(u32(1), l_23);
let l_25 = buffer_2_global[l_24];
let l_26 = select(f32(0.0), l_25, l_22);
let l_3 = l_26;
let l_27 = info.static_meta[u32(0)];
let l_28 = l_27 * u32(1);
let l_29 = id < l_28;
let l_30 = l_28 - u32(1);
let l_31 = min(id, l_30);
let l_32 = buffer_0_global[l_31];
let l_33 = select(f32(0.0), l_32, l_29);
let l_4 = l_33;
let l_34 = info.static_meta[u32(1)];
let l_35 = l_34 * u32(1);
let l_36 = id < l_35;
let l_37 = l_35 - u32(1);
let l_38 = min(id, l_37);
let l_39 = buffer_1_global[l_38];
let l_40 = select(f32(0.0), l_39, l_36);
let l_5 = l_40;
let l_6 = l_4 + l_5;
let l_7 = l_6 - l_4;
let l_8 = l_6 - l_7;
let l_9 = l_4 - l_8;
let l_10 = l_5 - l_7;
let l_11 = l_9 + l_10;
let l_41 = info.static_meta[u32(3)];
let l_42 = l_41 * u32(1);
let l_43 = id < l_42;
if l_43 {
buffer_3_global[id] = l_6;
}
let l_12 = l_0 + id;
let l_44 = info.static_meta[u32(3)];
let l_45 = l_44 * u32(1);
let l_46 = l_12 < l_45;
if l_46 {
buffer_3_global[l_12] = l_11;
}
}
}
